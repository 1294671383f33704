"""Does a taxonomy speak the title's language? A title it cannot read abstains instead of guessing.

``"Eksekutif Pemasaran"`` (Indonesian) has no word of the builtin taxonomy's labels and no word that is
common in English, German, French, Spanish or Dutch, so matching it would only return the nearest
nonsense ("Electrician"); such titles get no candidates. A title with one word the taxonomy itself uses
("DevOps инженер") is still matched. Word frequencies come from ``wordfreq`` (loaded per language on
first use); the rule is one comparison per word, no model.
"""

from __future__ import annotations

from functools import lru_cache

from normalize.matching.taxonomy import normalize_label

__all__ = ["unreadable"]

MIN_ZIPF = 2.0  # a word at least this common in a language of the taxonomy counts as that language's
MIN_LETTERS = 3  # shorter tokens (acronyms, "de", "RH") say nothing about the language


@lru_cache(maxsize=65536)
def _known_in(word: str, languages: tuple[str, ...]) -> bool:
    from wordfreq import zipf_frequency

    return any(zipf_frequency(word, lang) >= MIN_ZIPF for lang in languages)


def unreadable(title: str, languages: tuple[str, ...] | None, vocabulary: frozenset[str]) -> bool:
    """True when ``title`` (cleaned) is written in a language the taxonomy does not cover: none of its
    words is a word of the taxonomy's labels (``vocabulary``) and at least half of them are not common in
    any of the taxonomy's ``languages``. Always False when the languages are unknown."""
    if not languages:
        return False
    words = [w for w in normalize_label(title).split() if len(w) >= MIN_LETTERS and not w.isdigit()]
    if not words or any(w in vocabulary for w in words):
        return False
    unknown = sum(1 for w in words if not _known_in(w, languages))
    return unknown * 2 >= len(words)
