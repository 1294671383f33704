"""A craft or operating skill of another occupation, read against the ad's title (skills34).

An office, lab, care or software ad names objects that a craft or machine operator works on (a cooling unit, a
steering system, orders to dispatch), and the semantic pass links them to that operator's skill. The taxonomy's
occupation-skill relations tell the two apart: a skill whose occupations all sit in the ISCO-08 major groups of
manual work (6 agriculture, 7 crafts, 8 plant and machine operators, 9 elementary occupations) belongs to an
occupation the ad is not for when the ad's title matches only occupations of groups 1-5. Only ESCO's
sector-specific skills are read so (a sector's trade: vehicles, cleaning, warehouses): an occupation-specific skill
held by one manual occupation is often generic work ("analyse images", "assess risks of a design") that a desk job
does too, and a cross-sector one half the time (a fresh draw of 1,200 ads: sector-specific 15 wrong links removed for 1
right, occupation-specific 0 wrong for 6 right, cross-sector 3 wrong for 2 right; skills34, skills_esco.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from normalize.matching.taxonomy import Taxonomy

MANUAL_MAJORS = frozenset("6789")  # ISCO-08 major groups of craft, operating and elementary work
READ_LEVELS = frozenset({"sector-specific"})  # ESCO reuse levels of the skills read
DESK_MAJORS = frozenset("12345")  # managers, professionals, technicians, clerks, service and sales workers
TITLE_CANDIDATES = 3  # the title's best occupation candidates read (one may be a near miss)
TITLE_FLOOR = 0.3  # and only those at this P(acceptable) or more: below it a title names no occupation
# a link the gate keeps at this P(acceptable) or more stays: its words say the skill plainly
LINK_BOUND = 0.8


def manual_skills(taxonomy: Taxonomy) -> frozenset[str]:
    """Ids of the skills of a ``READ_LEVELS`` reuse level whose occupations (essential or optional) all have an
    ISCO-08 code in ``MANUAL_MAJORS``; empty for a taxonomy without reuse levels, ISCO codes or relations."""
    majors: dict[str, set[str]] = {}
    for occupation in taxonomy.concepts("occupation"):
        code = occupation.isco08
        for skill, _ in taxonomy.relations.get(occupation.id, []):
            majors.setdefault(skill, set()).add(code[:1] if code else "?")
    return frozenset(skill for skill, found in majors.items()
                     if found <= MANUAL_MAJORS and taxonomy.reuse_levels.get(skill) in READ_LEVELS)


def desk_title(candidates: Sequence[dict[str, Any]]) -> bool:
    """Whether a title's occupation candidates (best first, ``code`` the ISCO-08 unit group) that reach
    ``TITLE_FLOOR`` are one or more and all in ``DESK_MAJORS``."""
    codes = [c.get("code") or "" for c in candidates[:TITLE_CANDIDATES] if c.get("score", 0.0) >= TITLE_FLOOR]
    return bool(codes) and all(code[:1] in DESK_MAJORS for code in codes)
