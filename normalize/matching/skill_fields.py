"""A link found by meaning to a skill of another field than the ad's (skills41).

The semantic pass links a phrase to the nearest skill label, and the nearest is sometimes a neighbour of another
trade: a nurse's "learning environment" for patients -> working with virtual learning environments (teachers),
"analysing data" in a betting ad -> analysing test data (engineers), a software ad's "distribution systems" ->
the travel trade's global distribution system. The taxonomy's occupation-skill relations say which fields a
skill belongs to: the ISCO-08 sub-major groups (two digits) of the occupations it is essential or optional for.
The ad's field is read from its title's occupation candidates and from its own sure links to skills of few
fields. A link is read as a neighbour of another field only when four things agree: its skill is a specialist's
(held by occupations of at most two groups), its skill's fields and the ad's share no group, the link is weak (found
by meaning, cosine and P(acceptable) under bounds), and the mention's own window holds a closer skill than the
linked one (``link_context`` window rank above 0) - on skills41's first draw the right links the field test alone
hit all had window rank 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from normalize.matching.taxonomy import Taxonomy

FIELD_DIGITS = 2  # ISCO-08 sub-major groups: 22 health professionals, 25 ICT professionals, 42 customer clerks...
TITLE_CANDIDATES = 3  # the title's best occupation candidates read
TITLE_FLOOR = 0.3  # and only those at this P(acceptable) or more: below it a title names no occupation
# a sure link (verbatim, or kept at this P(acceptable) or more) to a skill of at most this many fields adds
# them to the ad's: a nurse's "acute care" says health, her "communication" says nothing
SURE_LINK = 0.8
FEW_FIELDS = 3
# a link found by meaning is read only under both bounds: nearer links say their skill plainly
COSINE_BOUND = 0.85
LINK_BOUND = 0.8
# and only to a specialist's skill, held by occupations of at most this many groups: a skill of many fields
# (sell products, gather data, use electronic health records) is no field's own, and ESCO leaves out many of
# the occupations that use it (skills41's draw 2: with any number of fields 15 of 30 removals read wrong, 5 right
# links lost; at most two fields 6 wrong, 0 right, 1 unsure)
SPECIALIST_FIELDS = 2


def skill_fields(taxonomy: Taxonomy) -> dict[str, frozenset[str]]:
    """Per skill id, the ISCO-08 sub-major groups of the occupations it is essential or optional for; a skill of no
    coded occupation is left out (its field is unknown)."""
    fields: dict[str, set[str]] = {}
    for occupation in taxonomy.concepts("occupation"):
        code = occupation.isco08 or ""
        if len(code) >= FIELD_DIGITS:
            for skill, _ in taxonomy.relations.get(occupation.id, []):
                fields.setdefault(skill, set()).add(code[:FIELD_DIGITS])
    return {skill: frozenset(found) for skill, found in fields.items()}


def title_fields(candidates: Sequence[dict[str, Any]]) -> frozenset[str]:
    """The sub-major groups of a title's occupation candidates (best first, ``code`` the ISCO-08 unit group) that
    reach ``TITLE_FLOOR``; empty where none does."""
    return frozenset((c.get("code") or "")[:FIELD_DIGITS] for c in candidates[:TITLE_CANDIDATES]
                     if c.get("score", 0.0) >= TITLE_FLOOR and len(c.get("code") or "") >= FIELD_DIGITS)


def ad_fields(title: frozenset[str], sure: Iterable[frozenset[str]]) -> frozenset[str]:
    """The ad's fields: its title's, and those of its sure links to skills of at most ``FEW_FIELDS`` fields."""
    out = set(title)
    for fields in sure:
        if len(fields) <= FEW_FIELDS:
            out |= fields
    return frozenset(out)


def specialist(fields: frozenset[str]) -> bool:
    """Whether a skill of these fields belongs to few enough of them (``SPECIALIST_FIELDS``) to say a field."""
    return 0 < len(fields) <= SPECIALIST_FIELDS


def weak_by_meaning(raw: float, probability: float, verbatim: bool) -> bool:
    """Whether a link is one the field test reads: found by meaning under ``COSINE_BOUND`` and kept under
    ``LINK_BOUND``."""
    return not verbatim and raw < COSINE_BOUND and probability < LINK_BOUND
