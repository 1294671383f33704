"""Which candidate phrases the semantic pass can link at all: a cheap first pass before the encoder.

Encoding candidate phrases is almost all of skill extraction's cost (a real ad has a few hundred), and
only a few in a hundred end up linked. The semantic pass's own rules (``skills.py``) say which can:

- a one-word phrase is linked only to a label it nearly spells (normalized Damerau-Levenshtein similarity
  at least ``single_word_min_similarity``), so a word that nearly spells no label is never encoded:
  this prunes nothing the encoder would have linked;
- a multi-word phrase scoring high on a label almost always shares a word with the labels, as written or
  inflected ("digitalen marketing", "anaesthesia"/"anesthesia"): a phrase none of whose words is a label
  word, begins like one or nearly spells one is not encoded (measured on real ads in
  ``benchmarks/bench_ads_speed.py``: links lost and kept are counted there).

rapidfuzz does the fuzzy look-ups; the answers are cached per word across texts (bounded).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from normalize.matching.phrases import one_word

__all__ = ["PhraseFilter"]

_WORD = re.compile(r"\w+")
_PREFIX = 4  # a word sharing its first four letters with a label word may be an inflection of it
_NEAR_WORD = 0.8  # normalized Damerau-Levenshtein similarity of a word to a label word ("anesthesia")
_CACHE_WORDS = 200_000


class PhraseFilter:
    """``worth_encoding(phrase)``: False for a phrase the semantic pass could not link (see module doc).

    ``labels``: the labels the semantic pass compares with, ``skip[i]`` True for a label it never links
    (too short to embed); ``min_similarity``: the one-word spelling threshold of ``SkillConfig``.
    """

    def __init__(self, labels: Sequence[str], skip: Sequence[bool], min_similarity: float) -> None:
        self.min_similarity = min_similarity
        by_length: dict[int, list[str]] = {}
        words: set[str] = set()
        for label, skipped in zip(labels, skip, strict=True):
            if skipped:
                continue
            low = label.lower()
            by_length.setdefault(len(low), []).append(low)
            words.update(_WORD.findall(low))
        self._by_length = by_length
        self._words = frozenset(words)
        self._prefixes = frozenset(w[:_PREFIX] for w in words if len(w) >= _PREFIX)
        self._words_by_length: dict[int, list[str]] = {}
        for w in words:
            self._words_by_length.setdefault(len(w), []).append(w)
        self._spells_a_label: dict[str, bool] = {}
        self._label_like: dict[str, bool] = {}

    def worth_encoding(self, phrase: str) -> bool:
        """Whether the semantic pass could link ``phrase`` (lower-cased, as the extractor encodes it)."""
        if one_word(phrase):
            return self._spells(phrase)
        return any(self._label_word(w) for w in _WORD.findall(phrase))

    def _spells(self, word: str) -> bool:
        """Whether ``word`` nearly spells some label (the one-word rule of the semantic pass)."""
        known = self._spells_a_label.get(word)
        if known is None:
            known = _near(word, self._by_length, self.min_similarity)
            _remember(self._spells_a_label, word, known)
        return known

    def _label_word(self, word: str) -> bool:
        known = self._label_like.get(word)
        if known is None:
            known = (
                word in self._words
                or (len(word) >= _PREFIX and word[:_PREFIX] in self._prefixes)
                or (len(word) >= _PREFIX and _near(word, self._words_by_length, _NEAR_WORD))
            )
            _remember(self._label_like, word, known)
        return known


def _near(word: str, by_length: dict[int, list[str]], cutoff: float) -> bool:
    """Whether some string of ``by_length`` has normalized Damerau-Levenshtein similarity >= ``cutoff``
    with ``word``; only lengths that can reach it are compared (the distance is at least the length gap)."""
    n = len(word)
    if n == 0:
        return False
    lo, hi = int(n * cutoff), int(n / cutoff) + 1
    choices = [s for m in range(max(1, lo), hi + 1) for s in by_length.get(m, ())]
    if not choices:
        return False
    return process.extractOne(
        word, choices, scorer=DamerauLevenshtein.normalized_similarity, score_cutoff=cutoff
    ) is not None


def _remember(cache: dict[str, bool], key: str, value: bool) -> None:
    if len(cache) >= _CACHE_WORDS:
        cache.clear()  # a whole new vocabulary is rare; re-deriving answers is cheap
    cache[key] = value
