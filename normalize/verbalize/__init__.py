"""Verbalization: written text -> its spoken form (text normalization for speech, Sproat & Jaitly 2016).

``verbalize("Born May 12, 1981")`` -> ``"Born may twelfth nineteen eighty one"``. Tokens of a semiotic class
(numbers, dates, times, money, measures, telephone numbers, addresses, letters, abbreviations, roman
numerals, ranges) are replaced by what a reader says; anything else is copied. One profile per language
(:mod:`normalize.verbalize.profile`); English first.
"""

from __future__ import annotations

from normalize.verbalize.engine import Sentence, Span, render
from normalize.verbalize.profile import LANGUAGES, get_profile

__all__ = ["LANGUAGES", "Span", "explain_verbalize", "get_profile", "verbalize"]


def explain_verbalize(text: str, lang: str = "en") -> tuple[str, list[Span]]:
    """The spoken form of ``text`` and the changed spans (start, end, written text, class, spoken)."""
    spans = Sentence(text, get_profile(lang)).spans()
    return render(text, spans), spans


def verbalize(text: str, lang: str = "en") -> str:
    """The spoken form of ``text`` in language ``lang``; deterministic; unknown tokens are copied."""
    return explain_verbalize(text, lang)[0]
