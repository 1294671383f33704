"""Other wordings of a judged-wrong (words, skill) pair (``SkillConfig.wrong_pair_neighbours``; skills20).

``models/skill_wrong_pairs.py`` lists (label key, skill) pairs that readers of dev ads judged wrong in several ads
and right in none, and, for those skills, the words judged right. The exact list misses other wordings of the same
wrong sense ("data pipeline", "pipelines and data" beside the listed "data pipelines" -> the pipeline-company
database skill). A link of a listed skill is dropped when its words' embedding lies at least ``NEAR`` to a listed
key of that skill and ``MARGIN`` nearer to it than to every wording judged right for it ("monitoring performance"
stays: "monitor performance" is listed, but wordings judged right lie nearer). Words all taken from the skill's
preferred label are never dropped ("business valuation" -> business valuation techniques), as the exact list never
lists the label itself.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable

import numpy as np

from normalize.matching.taxonomy import normalize_label

# leave-one-ad-out over main's 3,534 dev links (skills20): >= 0.8 vetoes 3, all judged wrong (0.75 adds a right one);
# the margin spares plural and verb variants of wordings judged right ("conduct statistical analyses": 0.92 to a listed
# key, 0.85 to a right one; read on 2,000 unlabelled dev ads)
NEAR = 0.8
MARGIN = 0.1
MAX_WORDS = 4  # as the list's keys (models/skill_wrong_pairs.py)

Wordings = tuple[dict[int, list[str]], dict[int, list[str]], dict[int, set[str]]]


def singular(key: str) -> str:
    """The label key with each word's plural "s" cut, as the list's builder compares keys and labels."""
    return " ".join(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in key.split())


def wordings(pairs: Iterable[tuple[str, int]], acceptable: Iterable[tuple[str, int]],
             labels: dict[int, str]) -> Wordings:
    """Per listed skill: its wrong keys, the keys judged right for it, and its preferred label's singular words."""
    wrong: dict[int, list[str]] = defaultdict(list)
    right: dict[int, list[str]] = defaultdict(list)
    for key, ci in pairs:
        wrong[ci].append(key)
    for key, ci in acceptable:
        if ci in wrong:
            right[ci].append(key)
    own = {ci: set(singular(normalize_label(labels[ci])).split()) for ci in wrong}
    return dict(wrong), dict(right), own


def drop_near_wrong_pairs(texts: list[str], best: list[dict[int, tuple[float, int, int]]], known: Wordings,
                          embed: Callable[[list[str]], dict[str, np.ndarray]]) -> None:
    """Remove the links of listed skills whose words are another wording of a listed key (see the module)."""
    wrong, right, own = known
    todo = []
    for d, (text, found) in enumerate(zip(texts, best, strict=True)):
        for ci, (_, start, end) in found.items():
            if ci in wrong:
                key = normalize_label(text[start:end])
                if key and len(key.split()) <= MAX_WORDS and not set(singular(key).split()) <= own[ci]:
                    todo.append((d, ci, key))
    if not todo:
        return
    words = {key for *_, key in todo}
    for _, ci, _ in todo:
        words.update(wrong[ci], right.get(ci, ()))
    vectors = embed(sorted(words))
    for d, ci, key in todo:
        v = vectors[key]
        near_wrong = max(float(v @ vectors[k]) for k in wrong[ci])
        near_right = max((float(v @ vectors[k]) for k in right.get(ci, ())), default=0.0)
        if near_wrong >= NEAR and near_wrong >= near_right + MARGIN:
            del best[d][ci]
