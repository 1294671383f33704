"""Verbalization: written text -> its spoken form (text normalization for speech, Sproat & Jaitly 2016).

``verbalize("Born May 12, 1981")`` -> ``"Born may twelfth nineteen eighty one"``. Tokens of a semiotic class
(numbers, dates, times, money, measures, telephone numbers, addresses, letters, abbreviations, roman
numerals, ranges) are replaced by what a reader says; anything else is copied. One profile per language
(:mod:`normalize.verbalize.profile`); English first.
"""

from __future__ import annotations

import sys
import types

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


class _CallableModule(types.ModuleType):
    """``normalize.verbalize`` is both this package (the engine, as DESIGN.md lays out) and the public
    function ``normalize.verbalize(text, lang)``: once the package is imported, the attribute of
    ``normalize`` is the module, so the module itself must be callable."""

    def __call__(self, text: str, lang: str = "en") -> str:
        return verbalize(text, lang)


sys.modules[__name__].__class__ = _CallableModule
