"""Sentence and line breaks lost when an ad's markup was stripped, split again by the tokenizer.

Boards that strip HTML glue a list item to the next one with no space: "Java and PythonExperience with ...",
"strong analytical skillsAbility to ...", "Python y SQL.Capacidad de ...". The glued token then names no
skill, and hides the first word of the next requirement. On 2,000 unlabelled dev-split corpus postings, 79
held such a token whose left part is an ESCO skill label ("PythonProven", "dataPerform"), 19 an acronym
glued to the next sentence by its full stop ("GAAP.Experience").

Two infixes are added to a spaCy tokenizer's own (:func:`glue_infixes`):

- a lower-case letter followed by a capitalised word (``[A-Z][a-z]{2,}``), where the glued token is no word
  wordfreq knows (English Zipf 0: "JavaScript", "PowerPoint", "LinkedIn" are known and stay whole) and
  the capitalised part is a common English word (Zipf >= ``MIN_RIGHT_ZIPF``), a common word of another ad
  language or a word of ``LONG_RIGHT`` letters or more (``GLUE_OTHER_LANGUAGES``): a coined name such as
  "SnapLogic" is split too, which is harmless, as the labels' tokenizer splits a label the same way;
- a full stop between two capitals (an acronym or "C++") and a capitalised word of four letters or more
  ("SQL.Capacidad"; "ASP.Net" and "VB.Net" stay whole).

With ``marks`` (``SkillConfig.glued_marks``, skills33) the other marks such lines are glued by split too, each
becoming a token of its own, which ends a phrase: a closing bracket before a capital, or before a full stop and a
capital ("(SQL)Experience", "(PowerPoint).Excellent"; "(re)insurance" stays whole), a semicolon between words
("standards;Communicate"; an HTML entity's "&amp;" stays), and a slash after "C++" or "C#" ("C++/Java", "C#/.NET":
spaCy splits a slash only between letters). A capitalised word glued to an acronym ("SQLExperience") is not split:
on unlabelled corpus ads it split product names as often ("SQLModel", "MLOps").

No label match or candidate phrase of skill extraction runs across such a seam (:func:`seams`): the two
sides are two lines ("CommunicationCommunicate with clients", "processData Reconciliation").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

import numpy as np

from normalize.matching.phrases import english_zipf

__all__ = ["apart_from_seams", "glue_infixes", "seams", "within_line"]

MIN_RIGHT_ZIPF = 3.0
_CAMEL = re.compile(r"(?<=[a-z])[A-Z][a-z]{2,}")
_STOP = re.compile(r"(?<=[A-Z+#]{2})\.(?=[A-Z][a-z]{3,})")
_MARK = re.compile(r"(?<=\S)[)\]](?=\.?[A-Z])|(?<=[)\]])\.(?=[A-Z])|(?<=[A-Za-z)]);(?=[A-Za-z])|(?<=[+#])/(?=[A-Za-z.])")
_ENTITY_BEFORE = re.compile(r"&#?\w{1,8}$")  # "&amp" of "R&amp;D": its semicolon ends an entity, not a line


class _Break:
    """A zero-width or one-character infix match, as spaCy reads one (``start()``, ``end()``)."""

    __slots__ = ("_start", "_end")

    def __init__(self, start: int, end: int) -> None:
        self._start, self._end = start, end

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end


# the ad languages whose common words also count as the capitalised part, and any long word (German, Spanish ... ads
# are glued the same way: "KundenServiceleitung", "semanaGestión"); accented letters read as letters there. On 800
# unlabelled non-English and 2,000 English dev postings: 17 links changed, 14 right / 2 wrong / 1 unsure (skills14)
GLUE_OTHER_LANGUAGES = True
OTHER_LANGUAGES = ("de", "fr", "es", "pt", "nl", "it")
LONG_RIGHT = 8
_CAMEL_WIDE = re.compile(r"(?<=[a-zß-öø-ÿ])[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]{2,}")


@lru_cache(maxsize=65536)
def _common(word: str) -> bool:
    """Whether a lower-cased word is common in English or, with ``GLUE_OTHER_LANGUAGES``, in an ad language."""
    if english_zipf(word) >= MIN_RIGHT_ZIPF:
        return True
    if not GLUE_OTHER_LANGUAGES:
        return False
    if len(word) >= LONG_RIGHT:  # a long compound ("Ressourcenplanung") is rare in any word list, yet a word
        return True
    from wordfreq import zipf_frequency

    return any(zipf_frequency(word, lang) >= MIN_RIGHT_ZIPF for lang in OTHER_LANGUAGES)


@lru_cache(maxsize=65536)
def _glued(token: str) -> tuple[int, ...]:
    """Offsets in ``token`` where a capitalised common word starts glued to a lower-case letter."""
    if english_zipf(token.lower()) > 0:
        return ()
    camel = _CAMEL_WIDE if GLUE_OTHER_LANGUAGES else _CAMEL
    return tuple(m.start() for m in camel.finditer(token) if m.start() >= 2 and _common(m.group().lower()))


def _marks(text: str) -> list[_Break]:
    """The glued marks of ``text`` (a token) that split it (module docstring, ``marks``)."""
    return [_Break(m.start(), m.end()) for m in _MARK.finditer(text)
            if text[m.start()] != ";" or not _ENTITY_BEFORE.search(text, 0, m.start())]


def glue_infixes(finditer: Callable[[str], Iterator], marks: bool = False) -> Callable[[str], list]:
    """A tokenizer ``infix_finditer`` that adds the glued breaks (module docstring) to ``finditer``'s; with
    ``marks`` also those of the other glued marks."""

    def find(text: str) -> list:
        found = list(finditer(text))
        extra = [_Break(m.start(), m.end()) for m in _STOP.finditer(text)]
        if marks:
            extra += _marks(text)
        if (_CAMEL_WIDE if GLUE_OTHER_LANGUAGES else _CAMEL).search(text):
            extra += [_Break(k, k) for k in _glued(text)]
        if not extra:
            return found
        taken = [(m.start(), m.end()) for m in found]
        extra = [m for m in extra if not any(s <= m.start() < max(e, s + 1) for s, e in taken)]
        return sorted(found + extra, key=lambda m: m.start())

    return find


def seams(text: str, edges: tuple[Sequence[int], Sequence[int]]) -> list[int]:
    """Indexes of the tokens that start a glued line: a capital right after a lower-case letter, no space
    between (the breaks :func:`glue_infixes` makes). ``edges``: the tokens' start and end offsets."""
    starts, ends = edges
    if len(starts) < 2:
        return []
    touching = np.flatnonzero(np.asarray(ends[:-1]) == np.asarray(starts[1:])) + 1
    return [k for k in touching.tolist() if text[starts[k]].isupper() and text[starts[k] - 1].islower()]


def within_line(cuts: Sequence[int], i: int, j: int) -> bool:
    """Whether the tokens ``i .. j-1`` stay on one side of every glued line's seam (``cuts``: :func:`seams`)."""
    return bisect_right(cuts, i) == bisect_right(cuts, j - 1)


def apart_from_seams(spans: list[tuple[int, int]], cuts: Sequence[int]) -> list[tuple[int, int]]:
    """The token spans that do not run across a glued line's seam (``cuts``: :func:`seams`)."""
    return [(i, j) for i, j in spans if within_line(cuts, i, j)]
