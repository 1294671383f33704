"""A craft or operating skill of another occupation, read against the ad's title (skills34).

An office, lab, care or software ad names objects that a craft or machine operator works on (a cooling unit, a
steering system, orders to dispatch), and the semantic pass links them to that operator's skill. The taxonomy's
occupation-skill relations tell the two apart: a skill whose occupations all sit in the ISCO-08 major groups of
manual work (6 agriculture, 7 crafts, 8 plant and machine operators, 9 elementary occupations) belongs to an
occupation the ad is not for when the ad's title matches only occupations of groups 1-5.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from normalize.matching.taxonomy import Taxonomy

MANUAL_MAJORS = frozenset("6789")  # ISCO-08 major groups of craft, operating and elementary work
DESK_MAJORS = frozenset("12345")  # managers, professionals, technicians, clerks, service and sales workers
TITLE_CANDIDATES = 3  # the title's best occupation candidates read (one may be a near miss)
TITLE_FLOOR = 0.3  # and only those at this P(acceptable) or more: below it a title names no occupation
# a link the gate keeps at this P(acceptable) or more stays: its words say the skill plainly (0.8 on a fresh
# draw of 1,200 ads removed 18 wrong links for 10 right; skills34, skills_esco.md)
LINK_BOUND = 0.65


def manual_skills(taxonomy: Taxonomy) -> frozenset[str]:
    """Ids of the skills whose occupations (essential or optional) all have an ISCO-08 code in
    ``MANUAL_MAJORS``; empty for a taxonomy without ISCO codes or relations."""
    majors: dict[str, set[str]] = {}
    for occupation in taxonomy.concepts("occupation"):
        code = occupation.isco08
        for skill, _ in taxonomy.relations.get(occupation.id, []):
            majors.setdefault(skill, set()).add(code[:1] if code else "?")
    return frozenset(skill for skill, found in majors.items() if found <= MANUAL_MAJORS)


def desk_title(candidates: Sequence[dict[str, Any]]) -> bool:
    """Whether a title's occupation candidates (best first, ``code`` the ISCO-08 unit group) that reach
    ``TITLE_FLOOR`` are one or more and all in ``DESK_MAJORS``."""
    codes = [c.get("code") or "" for c in candidates[:TITLE_CANDIDATES] if c.get("score", 0.0) >= TITLE_FLOOR]
    return bool(codes) and all(code[:1] in DESK_MAJORS for code in codes)
