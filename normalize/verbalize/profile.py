"""A language profile: everything the verbalizer needs to know about one language.

The engine (:mod:`normalize.verbalize.engine`) is language-neutral: it finds the semiotic class of each
span and asks the profile how to say it. A new language adds one module defining a ``Profile`` (number
words, month and unit names, currencies, abbreviations) and, optionally, a learned context table built by
``models/verbalize_build.py`` from written/spoken pairs in that language.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module
from pathlib import Path
from typing import Any

from normalize import artifacts

DATA = Path(__file__).resolve().parents[1] / "data" / "verbalize"
LANGUAGES = {"en": "normalize.verbalize.en"}


@dataclass(frozen=True)
class Profile:
    lang: str
    cardinal: Callable[[str], str]  # digits -> words
    ordinal: Callable[[str], str]
    year: Callable[[str], str]
    digits: Callable[[str], str]  # digit by digit
    plural: Callable[[str], str]  # plural of a number's words (decades)
    months: dict[str, int]  # lowercased name or abbreviation -> 1..12
    month_names: tuple[str, ...]  # spoken names, index 0 = January
    units: dict[str, tuple[str, str]]  # written unit -> (singular, plural)
    currencies: dict[str, tuple[str, str, str, str]]  # sign or code -> (singular, plural, minor sg, minor pl)
    scales: dict[str, str]  # k/m/bn suffixes -> spoken scale word
    periods: dict[str, str]  # "hr" -> "an hour" (after a rate's slash or "per")
    abbreviations: dict[str, str]  # written (case as written, without its dot) -> spoken
    symbols: dict[str, str]  # single characters said aloud ("&" -> "and")
    letters: dict[str, str]  # characters spelled in electronic addresses ("." -> "dot")
    words: dict[str, str]  # small fixed words of the engine: "point", "to", "per", "and", "a", "the", ...
    weekdays: dict[str, str] = field(default_factory=dict)  # lowercased name or abbreviation -> spoken
    # a scale and a period in one written word ("12 LPA": lakh a year) -> (scale word, spoken period)
    rate_scales: dict[str, tuple[str, str]] = field(default_factory=dict)
    regnal_names: frozenset[str] = frozenset()  # lowercased names read with "the" + ordinal: "Henry VIII"
    day_first: bool = False  # numeric dates: 12/05/2024 is 12 May (True) or December 5 (False)
    table: dict[str, Any] = field(default_factory=dict)  # learned statistics (see models/verbalize_build)

    def say_date(self, day: int | None, month: int, year: str | None, day_first: bool) -> str:
        """'the fifth of may twenty twenty four' (day first) or 'may fifth twenty twenty four'."""
        name = self.month_names[month - 1]
        parts: list[str] = []
        if day is not None and day_first:
            parts += [self.words["the"], self.ordinal(str(day)), self.words["of"], name]
        elif day is not None:
            parts += [name, self.ordinal(str(day))]
        else:
            parts.append(name)
        if year is not None:
            parts.append(self.year(year))
        return " ".join(parts)


def load_table(lang: str) -> dict[str, Any]:
    """The learned context table of ``lang`` (empty when none was built)."""
    path = DATA / f"{lang}.json.gz"
    if not path.is_file():
        return {}
    raw = path.read_bytes()
    artifacts.verify_file(path, data=raw)  # SHA256SUMS.json beside it (models/verbalize_build.py)
    return json.loads(gzip.decompress(raw))


@lru_cache(maxsize=8)
def get_profile(lang: str) -> Profile:
    """The profile of ``lang`` (ISO 639-1); ``KeyError`` names the languages there are."""
    if lang not in LANGUAGES:
        raise KeyError(f"no verbalization profile for {lang!r}; available: {', '.join(sorted(LANGUAGES))}")
    return import_module(LANGUAGES[lang]).build_profile(load_table(lang))
