"""The job's terms and the conditions of hire, named without a colon (``SkillConfig.work_terms``; skills40).

A header naming the schedule or the working conditions ("**Work Shift**", "PHYSICAL DEMANDS AND WORKING CONDITIONS"),
a flexible schedule ("flexible hours", "work flexible hours") and a condition the applicant holds or passes (a valid
work permit, the right to work, a criminal background check, a drug screen) state the job's terms, not a skill it
asks: "Work Shift" is no "work in shifts", a valid working permit no "apply for work permits". The form-field reader
(``phrases.no_skill_ranges``) takes such fields only where a colon follows one to four words. A willingness to work
shifts ("able to work rotating shifts") is the worker's and is not read here. English only.
"""

from __future__ import annotations

import re

_TERMS = (r"(?:work(?:ing)?\s+)?(?:shifts?|schedules?|hours)|physical\s+(?:demands|requirements)"
          r"(?:\s+(?:and|&)\s+work(?:ing)?\s+(?:conditions|environment))?|work(?:ing)?\s+(?:conditions|environment)"
          r"(?:\s+(?:and|&)\s+physical\s+(?:demands|requirements))?")
# a header: a line or a bold run holding only the terms' name (an optional colon after it)
_HEADER = re.compile(
    rf"(?m)(?:^[ \t#*•-]*|\*\*[ \t]*)(?:{_TERMS})[ \t]*:?[ \t]*(?:\*\*|$)",
    re.IGNORECASE,
)
_CONDITION = re.compile(
    r"\bflexib(?:le|ility)\s+(?:to\s+work\s+)?(?:working\s+)?(?:hours|schedules?|work(?:ing)?\s+hours)\b|"
    r"\bwork(?:ing)?\s+flexible\s+hours\b|"
    r"\b(?:valid\s+)?work(?:ing)?\s+(?:permit|visa|authori[sz]ation)s?\b|\bright\s+to\s+work\b|"
    r"\b(?:eligib\w+|authori[sz]ed|legally\s+able)\s+to\s+work\b|"
    r"\bcriminal\s+(?:history|records?|background)(?:\s+(?:record|information|checks?|screening)){0,2}\b|"
    r"\bbackground\s+(?:checks?|screening|investigation)\b|\bdrug\s+(?:tests?|testing|screens?|screening)\b",
    re.IGNORECASE,
)


# a duty done to permits ("issue work permits and supervise contractors", "process visas and work permits"): a skill
_PERMIT_DUTY = re.compile(r"\b(?:issu|process|manag|handl|coordinat|prepar|arrang|administer|track)\w*\s+"
                          r"(?:(?:the|all|any|visas?|and|,)\s+)*$", re.IGNORECASE)


def work_terms_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` naming the job's terms or a condition of hire (see the module)."""
    return [m.span() for m in _HEADER.finditer(text)] + [
        m.span() for m in _CONDITION.finditer(text) if not _PERMIT_DUTY.search(text[max(0, m.start() - 40):m.start()])]

