"""The skill-link gate's prior for a skill its judged dev links say little of: per ESCO skill, the acceptable rate
its candidate links are expected to have, read from what ESCO says of the skill (part of
``models/skill_link_gate.py``; card ``models/cards/skill_link_gate.md``).

A flat rate for every skill never judged (the rate of skills unjudged in the other folds, 0.45) let a plainly right
link to a rare skill ("Fluent Norwegian and English" -> Norwegian) fall under the threshold: among the dev links of
skills unjudged in the other folds, a verbatim preferred label is acceptable 0.71 of the time, a link by meaning
under cosine 0.75 0.16. Here a small logistic model, fitted on those links, gives each link to such a skill its own
rate from how it was found and from the skill's place in ESCO: skill type, reuse level, its top and second level
groups in the skill hierarchy (a language, a knowledge field, a transversal skill), the ESCO collections it is in,
its preferred label's length and word frequency, how many alternative labels and occupations it has, and its
background score in job ads.
"""

from __future__ import annotations

import csv
import math
from collections import defaultdict
from pathlib import Path

import numpy as np

from normalize.matching.calibration import fit_logistic

ESCO_DIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "esco_v1.1.1"
L2 = 30.0  # strong: ~900 links of unjudged skills for ~45 columns, many of them thin groups
REUSE = ("transversal", "cross-sector", "sector-specific", "occupation-specific")
COLLECTIONS = ("languageSkillsCollection_en.csv", "digitalSkillsCollection_en.csv", "transversalSkillsCollection_en.csv",
               "greenSkillsCollection_en.csv", "researchSkillsCollection_en.csv")


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def hierarchy_groups(esco_dir: Path = ESCO_DIR) -> dict[str, set[str]]:
    """Skill URI -> the codes of its top (``S``, ``K``, ``T``, ``L``) and second level groups (``S4``, ``K06``, ``L1``)
    in ESCO's skill hierarchy, found by walking its broader relations up."""
    broader: dict[str, set[str]] = defaultdict(set)
    for r in _rows(esco_dir / "broaderRelationsSkillPillar.csv"):
        broader[r["conceptUri"]].add(r["broaderUri"])
    code: dict[str, str] = {}
    for r in _rows(esco_dir / "skillsHierarchy_en.csv"):
        for level in ("0", "1"):
            uri = r[f"Level {level} URI"]
            if uri:  # knowledge fields have no code there: their ISCED-F field's, from the URI ("K06")
                code[uri] = r[f"Level {level} code"] or f"K{uri.rsplit('/', 1)[1]}"
    memo: dict[str, set[str]] = {}

    def up(uri: str, seen: frozenset[str]) -> set[str]:
        if uri not in memo:
            found = {code[uri]} if uri in code else set()
            for parent in broader.get(uri, ()):
                if parent not in seen:  # the pillar has no cycles, but a walk must not trust that
                    found |= up(parent, seen | {uri})
            memo[uri] = found
        return memo[uri]

    return {uri: up(uri, frozenset()) for uri in broader}


def descriptors(skill_ids: list[str], background: np.ndarray | None, esco_dir: Path = ESCO_DIR,
                ) -> tuple[np.ndarray, list[str]]:
    """``(len(skill_ids), d)`` descriptors of ESCO skills (in the order given) and their names."""
    from wordfreq import zipf_frequency

    info = {r["conceptUri"]: r for r in _rows(esco_dir / "skills_en.csv")}
    groups = hierarchy_groups(esco_dir)
    members = [{r["conceptUri"] for r in _rows(esco_dir / name)} for name in COLLECTIONS]
    essential: dict[str, int] = defaultdict(int)
    optional: dict[str, int] = defaultdict(int)
    for r in _rows(esco_dir / "occupationSkillRelations.csv"):
        (essential if r["relationType"] == "essential" else optional)[r["skillUri"]] += 1
    codes = sorted({c for s in skill_ids for c in groups.get(s, ())})
    names = (["knowledge", *REUSE, "reuse_unknown", *[f"group_{c}" for c in codes], "no_group",
              *[f"in_{n.split('Skills')[0]}" for n in COLLECTIONS], "label_words", "label_zipf", "alt_labels",
              "essential_for", "optional_for", "background"])
    out = np.zeros((len(skill_ids), len(names)))
    for row, sid in enumerate(skill_ids):
        r = info.get(sid, {})
        label = r.get("preferredLabel", "")
        mine = groups.get(sid, set())
        reuse = r.get("reuseLevel", "")
        out[row] = (
            float(r.get("skillType") == "knowledge"),
            *[float(reuse == level) for level in REUSE],
            float(reuse not in REUSE),
            *[float(c in mine) for c in codes],
            float(not mine),
            *[float(sid in m) for m in members],
            min(len(label.split()), 6),
            zipf_frequency(label, "en") / 8.0,
            math.log1p(len([a for a in r.get("altLabels", "").split("\n") if a.strip()])),
            math.log1p(essential[sid]),
            math.log1p(optional[sid]),
            0.0 if background is None else float(background[row]),
        )
    return out, names


def fit_rates(desc: np.ndarray, concepts: np.ndarray, links: np.ndarray, y: np.ndarray,
              ) -> tuple[np.ndarray, np.ndarray]:
    """A logistic model of P(acceptable) for a link to a skill the record lacks, fitted on such judged links
    (``concepts``: each link's skill row of ``desc``; ``links``: its gate features, ``link_gate.FEATURES``; ``y``: its
    verdict), from the skill's descriptors and how the link was found (``link_gate.PRIOR_LINK_FEATURES``: verbatim,
    an alternative label, the cosine). Returned as the link gate reads it: ``(per skill of desc its log-odds part,
    weights of the link features)``, the standardisation folded in."""
    from normalize.matching.link_gate import FEATURES, PRIOR_LINK_FEATURES

    cols = [FEATURES.index(n) for n in PRIOR_LINK_FEATURES]
    x = np.hstack([desc[concepts], links[:, cols]])
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    z = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    penalty = np.full(z.shape[1], L2)
    penalty[-1] = 0.0
    w = fit_logistic(z, y.astype(float), penalty, tol=1e-8, max_iter=50)
    raw = w[:-1] / scale  # weights on unstandardised columns
    d = desc.shape[1]
    skill_part = desc @ raw[:d] + w[-1] - float(mean @ raw)
    return skill_part, raw[d:]
