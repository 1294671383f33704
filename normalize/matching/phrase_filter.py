"""Which candidate phrases the semantic pass can link at all: a cheap first pass before the encoder.

Encoding candidate phrases is almost all of skill extraction's cost (a real ad has a few hundred), and
only a few in a hundred end up linked. The semantic pass's own rules (``skills.py``) say which can:

- a one-word phrase is linked only to a label it nearly spells (normalized Damerau-Levenshtein similarity
  at least ``single_word_min_similarity``), so a word that nearly spells no label is never encoded:
  this prunes nothing the encoder would have linked;
- a multi-word phrase scoring high on a label is almost always made of label words, as written or nearly
  spelled ("anaesthesia"/"anesthesia"), all but at most one of them ("digitalen marketing"): a phrase with
  two or more words that nearly spell no label word is not encoded. On 300 real ads this skipped 37% of
  the phrases the one-word-in-a-label rule let through and 17 of their 1,064 links, mostly phrases that
  drag markup along ("engineering.</li><li") beside the clean phrase that links the same skill
  (``benchmarks/results/ads_speed.md``).

rapidfuzz does the fuzzy look-ups; the answers are cached per word across texts (bounded).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import numpy as np
from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein, Levenshtein

from normalize.matching.phrases import one_word

__all__ = ["PhraseFilter"]

_WORD = re.compile(r"\w+")
_MIN_NEAR = 4  # shorter words are label words only as written
_NEAR_WORD = 0.8  # normalized Damerau-Levenshtein similarity of a word to a label word ("anesthesia")
_CACHE_WORDS = 200_000


class PhraseFilter:
    """``worth_encoding(phrase)``: False for a phrase the semantic pass could not link (see module doc).

    ``labels``: the labels the semantic pass compares with, ``skip[i]`` True for a label it never links
    (too short to embed); ``min_similarity``: the one-word spelling threshold of ``SkillConfig``.
    """

    def __init__(self, labels: Sequence[str], skip: Sequence[bool], min_similarity: float) -> None:
        self.min_similarity = min_similarity
        kept = [label.lower() for label, skipped in zip(labels, skip, strict=True) if not skipped]
        self._words = frozenset(w for label in kept for w in _WORD.findall(label))
        self._labels = _Strings(kept, min_similarity)
        self._label_words = _Strings(self._words, _NEAR_WORD)
        self._spells_a_label: dict[str, bool] = {}
        self._label_like: dict[str, bool] = {}

    def select(self, phrases: Sequence[str]) -> list[str]:
        """The phrases (lower-cased, as the extractor encodes them) the semantic pass could link, in order.
        Words not seen before are looked up together, in one fuzzy pass per word length."""
        # per phrase: None for one word, else its words (each phrase split once)
        found = [None if one_word(p) else _WORD.findall(p) for p in phrases]
        singles = [p for p, f in zip(phrases, found, strict=True) if f is None]
        words = {w for f in found if f is not None for w in f}
        spells = self._labels.look_up(self._spells_a_label, singles)
        short = {w: w in self._words for w in words if w in self._words or len(w) < _MIN_NEAR}
        label_word = short | self._label_words.look_up(self._label_like, words - short.keys())
        return [p for p, f in zip(phrases, found, strict=True)
                if (spells[p] if f is None else sum(label_word[w] for w in f) >= max(1, len(f) - 1))]

    def worth_encoding(self, phrase: str) -> bool:
        """Whether the semantic pass could link ``phrase`` (see :meth:`select`)."""
        return bool(self.select([phrase]))


class _Strings:
    """Strings to look words up in by normalized Damerau-Levenshtein similarity at least ``cutoff``."""

    def __init__(self, strings: Iterable[str], cutoff: float) -> None:
        self.cutoff = cutoff
        self._by_length: dict[int, list[str]] = {}
        for s in strings:
            self._by_length.setdefault(len(s), []).append(s)
        self._bands: dict[int, list[str]] = {}

    def band(self, n: int) -> list[str]:
        """The strings whose length can reach the cutoff with a word of ``n`` characters (the distance is at
        least the length gap)."""
        band = self._bands.get(n)
        if band is None:
            lo, hi = int(n * self.cutoff), int(n / self.cutoff) + 1
            band = self._bands[n] = [s for m in range(max(1, lo), hi + 1) for s in self._by_length.get(m, ())]
        return band

    def look_up(self, cache: dict[str, bool], words: Iterable[str]) -> dict[str, bool]:
        """Per word, whether some string is near it; answers are kept in ``cache`` (bounded) across calls."""
        out: dict[str, bool] = {}
        by_n: dict[int, list[str]] = {}
        for w in dict.fromkeys(words):
            known = cache.get(w)
            if known is None:
                by_n.setdefault(len(w), []).append(w)
            else:
                out[w] = known
        for n, group in by_n.items():
            for word, near in zip(group, _near(group, self.band(n), self.cutoff), strict=True):
                out[word] = near
                _remember(cache, word, near)
        return out


def _near(words: list[str], choices: list[str], cutoff: float) -> list[bool]:
    """Per word, whether some string of ``choices`` has normalized Damerau-Levenshtein similarity >= ``cutoff``
    with it."""
    if not choices or not words:
        return [False] * len(words)
    # rapidfuzz's Damerau-Levenshtein has no bit-parallel kernel (4x slower here); Levenshtein has, and
    # ``cdist`` runs it on many strings at once. A transposition costs Levenshtein 2 edits, so Levenshtein
    # <= 2 x Damerau-Levenshtein and every string within ``cutoff`` passes a Levenshtein similarity of
    # 2 * cutoff - 1: a lossless first pass; Damerau-Levenshtein then decides among the few that pass.
    first = 2 * cutoff - 1
    out = []
    for lo in range(0, len(words), 256):
        part = words[lo : lo + 256]
        sims = process.cdist(part, choices, scorer=Levenshtein.normalized_similarity,
                             score_cutoff=max(first, 0.0), dtype=np.float32)
        for word, row in zip(part, sims, strict=True):
            near = choices if first <= 0 else [choices[i] for i in np.flatnonzero(row)]
            out.append(bool(near) and process.extractOne(
                word, near, scorer=DamerauLevenshtein.normalized_similarity, score_cutoff=cutoff) is not None)
    return out


def _remember(cache: dict[str, bool], key: str, value: bool) -> None:
    if len(cache) >= _CACHE_WORDS:
        cache.clear()  # a whole new vocabulary is rare; re-deriving answers is cheap
    cache[key] = value
