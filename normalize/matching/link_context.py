"""Features of the link gate that read a candidate link's words against its skill's other readings.

- **Window rank.** A phrase near a skill label is often the right words of another concept ("conduct research"
  -> conduct research interview, "provide training sessions" -> participate in training sessions, "security
  clearance" -> manage security clearance): the phrase alone cannot tell, the words around it often can. The
  mention with ``WINDOW_TOKENS`` tokens on each side is encoded, and the feature is log(1 + the number of
  skills whose preferred label lies closer to that window than the link's skill). Only links found by
  meaning are read so (a label found verbatim has its own context check in ``skills.py``).
- **Loose spans.** A mention that joins two phrases by a bridge word ("projects and manage", "solutions to
  create"): whether a bridge word sits inside it, and whether it ends in a bridge word and a verb that heads
  ESCO labels, the start of the next phrase rather than part of this one. Those verbs are read from the
  taxonomy: first words of at least ``VERB_MIN_LABELS`` multi-word preferred labels ("manage", "create").

Measured on the judged dev ads (``benchmarks/results/skills_esco.md``, skills6 notes); the weights are the
gate's (``link_gate.py``, fitted by ``models/skill_link_gate.py``).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np

from normalize.matching.phrases import BRIDGE_WORDS, STEM

if TYPE_CHECKING:
    from normalize.cache import BoundedCache
    from normalize.matching.encoder import Encoder
    from normalize.matching.index import LabelIndex

__all__ = ["window_ranks", "loose_span", "label_verbs", "WINDOW_TOKENS", "VERB_MIN_LABELS"]

WINDOW_TOKENS = 4  # tokens on each side of the mention (4: dev CV as good as its sentence, ~1/3 of the tokens)
VERB_MIN_LABELS = 20
_TOKEN = re.compile(r"\w+|[^\w\s]")
_WORD = re.compile(r"\w+")
_REACH = 100  # characters searched for the window's tokens on each side
_BLOCK = 256  # windows per product with the label matrix


def _window(text: str, start: int, end: int) -> str:
    before = _TOKEN.findall(text[max(0, start - _REACH) : start])[-WINDOW_TOKENS:]
    after = _TOKEN.findall(text[end : end + _REACH])[:WINDOW_TOKENS]
    return " ".join([*before, " ".join(text[start:end].split()), *after])


def window_ranks(texts: list[str], links: list[list[tuple[int, int, int]]], encoder: Encoder,
                 label_emb: np.ndarray, kept: BoundedCache | None = None) -> list[np.ndarray]:
    """Per text, for each link ``(concept, start, end)`` of ``links[d]``: log(1 + the number of concepts whose
    row of ``label_emb`` has a higher cosine than the link's own with the mention's window). Every distinct
    window of the call is encoded once, in one encoder call. ``kept``: (window, concept) -> rank across calls
    (the same ``label_emb`` on every call); only the pairs it lacks are computed."""
    keys = [[(_window(text, s, e), ci) for ci, s, e in found] for text, found in zip(texts, links, strict=True)]
    known = kept.get_many(key for found in keys for key in found) if kept is not None else {}
    todo = list(dict.fromkeys(key for found in keys for key in found if key not in known))
    if todo:
        fresh = _ranks(todo, encoder, label_emb)
        if kept is not None:
            kept.put_many(fresh.items())
        known.update(fresh)
    return [np.array([known[key] for key in found], dtype=np.float64) for found in keys]


def _ranks(pairs: list[tuple[str, int]], encoder: Encoder, label_emb: np.ndarray) -> dict[tuple[str, int], float]:
    """(window, concept) -> the window rank of the concept, for distinct ``pairs``; each distinct window encoded once."""
    rows: dict[str, int] = {}
    for window, _ in pairs:
        rows.setdefault(window, len(rows))
    asked: dict[int, list[int]] = {}
    for window, ci in pairs:
        asked.setdefault(rows[window], []).append(ci)
    windows = list(rows)
    emb = encoder.encode(windows)
    rank: dict[tuple[str, int], float] = {}
    for lo in range(0, len(emb), _BLOCK):
        sims = emb[lo : lo + _BLOCK] @ label_emb.T
        for r, row in enumerate(sims, lo):
            for ci in asked[r]:
                rank[(windows[r], ci)] = math.log1p(int(np.count_nonzero(row > row[ci])))
    return rank


@lru_cache(maxsize=4)
def label_verbs(index: LabelIndex) -> frozenset[str]:
    """Word stems (first ``STEM`` letters) that begin at least ``VERB_MIN_LABELS`` multi-word preferred labels."""
    first = Counter(words[0][:STEM] for key in index.preferred_keys if len(words := _WORD.findall(key)) >= 2)
    return frozenset(stem for stem, n in first.items() if n >= VERB_MIN_LABELS)


def loose_span(mention: str, verbs: frozenset[str]) -> tuple[float, float]:
    """(a bridge word inside the mention, the mention ends in a bridge word and a label-heading verb other than
    its first word: "projects and manage")."""
    words = mention.lower().split()
    bridged = any(w in BRIDGE_WORDS for w in words[1:-1])
    tokens = _WORD.findall(mention.lower())
    dangling = (len(tokens) >= 3 and tokens[-2] in BRIDGE_WORDS and tokens[-1][:STEM] in verbs
                and tokens[-1][:STEM] != tokens[0][:STEM])
    return float(bridged), float(dangling)
