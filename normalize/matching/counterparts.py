"""The people the worker deals with, named by their job titles (``SkillConfig.counterpart_roles``; skills40).

"Notifies the Team Leader", "assists the Project Manager", "liaise with the Finance Manager", "partner with product
managers": the title names another person's role, and its field (project management, risk management, leading a
team) is that person's skill, not one the ad asks of the worker. A title is read as a counterpart's only where a
word of dealing with someone stands before it in the same clause (notify, report to, assist, support, partner or
work with, escalate to, reviewed by, ...), directly or after a short list of other people ("with engineers and
project managers"); "experience as a Project Manager", "a team of project managers", "seeking a Risk Manager" are
the worker's own and keep their links. A link is dropped where its words start inside such a title: "liaising
with the Engineering Supervisor" -> liaise with engineers is the worker's dealing itself. English only, as the other
sentence readers.
"""

from __future__ import annotations

import re

# a role noun ending a job title; 1-3 words before it name the field ("Clinical Nurse Manager", "product owners")
_ROLE = re.compile(r"\b(?:manager|leader|lead|supervisor|director|officer|coordinator|owner)s?\b", re.IGNORECASE)
_FIELD_WORD = re.compile(r"(?:[A-Za-z][\w/.-]*|&)\s+$")
# words that name no field before a role noun ("line manager", "senior managers", "the manager")
_NOT_FIELD = frozenset([
    "and", "or", "of", "to", "for", "with", "in", "on", "at", "by", "as", "the", "a", "an", "our", "your", "their",
    "its", "his", "her", "other", "all", "any", "including", "such", "who", "which", "that", "line", "direct",
    "senior", "junior", "fellow", "relevant", "respective", "appropriate", "immediate", "new",
])  # fmt: skip
# the words of dealing with someone, then an article and a short list of other people, up to the title
_DEALING = re.compile(
    r"\b(?:notif(?:y|ies|ying|ied)|inform(?:s|ing)?|report(?:s|ing)?\s+(?:directly\s+)?to|responsible\s+to|"
    r"escalat\w*\s+to|assist(?:s|ing)?|support(?:s|ing)?|partner(?:s|ing)?\s+with|liais\w*\s+with|"
    r"(?:work|works|working|collaborat\w+|coordinat\w+|consult\w*|meet\w*)\s+(?:closely\s+|directly\s+)?with|"
    r"alongside|between|aid\s+of|(?:direction|supervision|guidance)\s+of|(?:reviewed|approved|set|assigned)\s+by)"
    r"\s+(?:(?:the|a|an|our|your|their|its)\s+)?(?:[\w-]+(?:\s+[\w-]+){0,2}\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or|&)\s+|/))*$",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.;:!?\n*\u2022]")
_REACH = 80  # characters before a title read for the words of dealing (one clause)
_FIELD_WORDS = 3


def counterpart_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of the job titles in ``text`` that name a person the worker deals with (see the module)."""
    ranges = []
    for role in _ROLE.finditer(text):
        start = _counterpart_start(text, role.start())
        if start is not None:
            ranges.append((start, role.end()))
    return ranges


def _counterpart_start(text: str, role_start: int) -> int | None:
    """Start of the widest title of 1-3 field words ending at ``role_start`` that a word of dealing precedes, or
    None. Each start is tried: "assists Project Manager" reads "Project" as the field and "assists" as the cue."""
    found, at = None, role_start
    for _ in range(_FIELD_WORDS):
        word = _FIELD_WORD.search(text, max(0, at - 40), at)
        if word is None or word.group().split()[0].lower() in _NOT_FIELD or (
                word.group().isupper() and len(word.group().strip()) > 1):  # an acronym ("IT manager") names no field
            break
        at = word.start()
        before = text[max(0, at - _REACH):at]
        cut = max((c.end() for c in _CLAUSE_END.finditer(before)), default=0)
        if _DEALING.search(before, cut):
            found = at
    return found

