"""A learned filter of candidate phrase sites before the encoder (``SkillConfig.phrase_model``).

Encoding candidate phrases is most of skill extraction's cost, and only a few in a hundred end as a link.
Each site of a phrase (where it stands in an ad) gets cheap features - its words (count, English Zipf
frequency, whether they are words of the taxonomy's labels), the line it stands in (requirement, duty,
benefit or company cues, a bullet, the heading above it, the labels the exact pass found there) and its
place in the ad - and a logistic model says how likely the site lies inside a link the extractor keeps.
Sites under the threshold are not linked there; a phrase with no site left is not encoded.

The weights are fitted on unlabelled dev postings against the full extractor's own final links
(``models/skill_phrase_model.py``, card ``models/cards/skill_phrase_model.md``); the file
``normalize/data/skills/phrase_model.json`` is checksum-verified and measured on one skill taxonomy.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from normalize.matching.phrases import BRIDGE_WORDS, STEM, english_zipf

__all__ = ["FEATURES", "MODEL_FILE", "PhraseModel", "SiteFeatures", "model_for"]

MODEL_FILE = Path(__file__).resolve().parents[1] / "data" / "skills" / "phrase_model.json"
_WORD = re.compile(r"\w+")
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u25cf\u25aa\u2013>]|\d{1,2}[.)])\s*")
# cue words of a line, by what the line is about (lower-cased text searched; stems so inflections match)
_CUES = {
    "requirement": re.compile(r"\b(?:experien|knowledge|skill|proficien|abilit|able to|familiar|understanding|"
                              r"degree|qualifi|expert|must|required|requirement|preferred|certif|background in|"
                              r"years)"),
    "duty": re.compile(r"\b(?:responsib|you will|duties|manag|develop|ensur|support|maintain|prepar|coordinat|"
                       r"perform|provid|work with|assist|lead)"),
    "benefit": re.compile(r"\b(?:benefit|salary|pay|bonus|holiday|vacation|pension|insurance|discount|leave|"
                          r"perks?\b|we offer|offer you|paid|dental|vision|401|wellness|retirement|compensation)"),
    "company": re.compile(r"\b(?:we are|our company|founded|our mission|our team|our client|about us|leading|"
                          r"our values|our people|our customers|employer|equal opportunit|apply)"),
}
_CACHE_PHRASES = 200_000
_HEADING_CHARS = 60  # a line this short, ending in ':' or without a full stop, heads what follows
# where a sentence or list item ends: many ads come as one line, their items glued by bullets or full stops
_BREAK = re.compile(r"\n|(?<=[.!?;:])\s+(?=[A-Z\u2022\u25cf\u25aa*-])|[\u2022\u25cf\u25aa]")


FEATURES = (
    "words_1", "words_3", "words_4", "bridged", "label_word_share", "all_label_words", "head_word",
    "zipf_mean", "zipf_min", "rare_word", "non_alpha", "label_pair_share", "label_pair", "specific_label_word",
    "first_label_word", "last_label_word", "stem_share", "stem_pair_share", "position", "line_words", "bullet",
    "line_requirement", "line_duty", "line_benefit", "line_company",
    "head_requirement", "head_duty", "head_benefit", "head_company",
    "line_exact", "exact_inside", "glossed",
)


@dataclass(frozen=True)
class PhraseModel:
    """Weights over ``FEATURES`` (standardised by ``mean`` / ``scale``), an intercept and the threshold of
    P(site inside a kept link) under which a site is skipped."""

    weights: tuple[float, ...]
    intercept: float
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    threshold: float

    def probability(self, rows: np.ndarray) -> np.ndarray:
        """P(inside a kept link) of each feature row."""
        z = ((rows - np.asarray(self.mean)) / np.asarray(self.scale)) @ np.asarray(self.weights) + self.intercept
        return 1.0 / (1.0 + np.exp(-z))

    def keep(self, rows: np.ndarray, threshold: float | None = None) -> np.ndarray:
        """Whether each site is worth encoding (probability at least the threshold)."""
        if not len(rows):
            return np.zeros(0, dtype=bool)
        return self.probability(rows) >= (self.threshold if threshold is None else threshold)


@lru_cache(maxsize=2)
def model_for(skill_fingerprint: str) -> PhraseModel | None:
    """The bundled model (checksum verified) if it was fitted on the taxonomy whose skills have this fingerprint
    and on these features, else None."""
    from normalize.artifacts import verified_for_skills

    if not MODEL_FILE.exists():
        return None
    payload = verified_for_skills(MODEL_FILE, skill_fingerprint)
    if payload is None or tuple(payload.get("features", ())) != FEATURES:
        return None
    return PhraseModel(tuple(payload["weights"]), float(payload["intercept"]), tuple(payload["mean"]),
                       tuple(payload["scale"]), float(payload["threshold"]))


class SiteFeatures:
    """Feature rows of phrase sites. ``labels``: the labels the semantic pass compares with; ``heads``: words
    that end many labels. A phrase's own features are cached per phrase (bounded)."""

    def __init__(self, labels: Sequence[str], heads: frozenset[str]) -> None:
        self.heads = heads
        self.label_words: dict[str, int] = {}  # word -> how many labels hold it
        self.label_pairs: set[tuple[str, str]] = set()  # two words next to each other in some label
        self.label_stems: set[str] = set()  # the same by stems: "supervises staffing" ~ supervise staff
        self.stem_pairs: set[tuple[str, str]] = set()
        for label in labels:
            words = _WORD.findall(label.lower())
            for w in set(words):
                self.label_words[w] = self.label_words.get(w, 0) + 1
            self.label_pairs.update(zip(words, words[1:], strict=False))
            stems = [w[:STEM] for w in words]
            self.label_stems.update(stems)
            self.stem_pairs.update(zip(stems, stems[1:], strict=False))
        self._phrases: dict[str, tuple[float, ...]] = {}

    def rows(self, texts: Sequence[str], sites: Sequence[tuple[str, int, int, int]],
             exact: Sequence[Sequence[tuple[int, int]]], glossed: Sequence[bool]) -> np.ndarray:
        """One row per ``(phrase, doc, start, end)`` of ``sites``; ``exact[d]``: spans of doc ``d`` the exact
        pass found; ``glossed[d]``: whether doc ``d``'s phrases are glosses of another language."""
        lines: dict[int, _Lines] = {}
        out = np.empty((len(sites), len(FEATURES)), dtype=np.float64)
        for r, (phrase, d, start, end) in enumerate(sites):
            doc = lines.get(d)
            if doc is None:
                doc = lines[d] = _Lines(texts[d], exact[d])
            out[r] = (*self._phrase(phrase), start / max(1, len(texts[d])), *doc.line(start),
                      doc.exact_inside(start, end), float(glossed[d]))
        return out

    def _phrase(self, phrase: str) -> tuple[float, ...]:
        row = self._phrases.get(phrase)
        if row is None:
            if len(self._phrases) >= _CACHE_PHRASES:  # a plain bound: phrases recur within a stream of ads
                self._phrases = {}
            row = self._phrases[phrase] = self._phrase_features(phrase)
        return row

    def _phrase_features(self, phrase: str) -> tuple[float, ...]:
        """Features of the phrase's own words (the columns of ``FEATURES`` before "position")."""
        words = _WORD.findall(phrase) or [""]
        n = len(phrase.split())
        zipfs = [english_zipf(w) for w in words]
        counts = [self.label_words.get(w, 0) for w in words]
        in_labels = sum(c > 0 for c in counts)
        pairs = list(zip(words, words[1:], strict=False))
        in_pairs = sum(pair in self.label_pairs for pair in pairs)
        stems = [w[:STEM] for w in words]
        in_stems = sum(stem in self.label_stems for stem in stems)
        stem_pairs = sum(pair in self.stem_pairs for pair in zip(stems, stems[1:], strict=False))
        return (
            float(n == 1), float(n == 3), float(n >= 4), float(any(w in BRIDGE_WORDS for w in phrase.split()[1:-1])),
            in_labels / len(words), float(in_labels == len(words)), float(words[-1] in self.heads),
            sum(zipfs) / len(zipfs), min(zipfs), float(min(zipfs) < 3.0),
            float(any(not (c.isalpha() or c in " -'") for c in phrase)),
            in_pairs / len(pairs) if pairs else 0.0, float(in_pairs > 0),
            max((1.0 / math.log(2 + c) for c in counts if c), default=0.0),
            float(counts[0] > 0), float(counts[-1] > 0),
            in_stems / len(words), stem_pairs / len(pairs) if pairs else 0.0,
        )


class _Lines:
    """A text's lines (sentences, list items): per line its cue features and the heading above it, computed once per line."""

    def __init__(self, text: str, exact: Sequence[tuple[int, int]]) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in _BREAK.finditer(text)]
        self.exact = sorted(exact)
        self._exact_starts = [s for s, _ in self.exact]
        self._cache: dict[int, tuple[float, ...]] = {}
        self._heads: dict[int, tuple[float, ...]] = {}

    def _bounds(self, i: int) -> tuple[int, int]:
        end = self.starts[i + 1] if i + 1 < len(self.starts) else len(self.text)
        return self.starts[i], end

    def _cues(self, i: int) -> tuple[float, ...]:
        lo, hi = self._bounds(i)
        low = self.text[lo:hi].lower()
        return tuple(float(bool(c.search(low))) for c in _CUES.values())

    def _heading(self, i: int) -> tuple[float, ...]:
        """The cues of the nearest heading-like line above line ``i`` (zeros if none)."""
        found = self._heads.get(i)
        if found is None:
            found = (0.0,) * len(_CUES)
            for j in range(i - 1, max(-1, i - 40), -1):
                lo, hi = self._bounds(j)
                line = self.text[lo:hi].strip()
                if line and len(line) <= _HEADING_CHARS and (line.endswith(":") or not line.endswith(".")) and (
                        not _BULLET.match(line)):
                    found = self._cues(j)
                    break
            self._heads[i] = found
        return found

    def line(self, start: int) -> tuple[float, ...]:
        """The line's columns of ``FEATURES`` ("line_words" to "line_exact") for a site starting at ``start``."""
        i = bisect_right(self.starts, start) - 1
        row = self._cache.get(i)
        if row is None:
            lo, hi = self._bounds(i)
            line = self.text[lo:hi]
            a, b = bisect_right(self._exact_starts, lo - 1), bisect_right(self._exact_starts, hi)
            bullet = bool(_BULLET.match(line)) or (lo > 0 and self.text[lo - 1] in "\u2022\u25cf\u25aa")
            row = (math.log1p(len(line.split())), float(bullet), *self._cues(i),
                   *self._heading(i), float(min(3, b - a)))
            self._cache[i] = row
        return row

    def exact_inside(self, start: int, end: int) -> float:
        """Whether an exact-pass span overlaps the site."""
        i = bisect_right(self._exact_starts, end - 1)
        return float(any(s < end and start < e for s, e in self.exact[max(0, i - 3):i]))
