"""The employer's notice on the applicant's data (``SkillConfig.data_notices``; skills22).

An ad's closing privacy notice tells the applicant how the employer handles their data (the employer keeps "your
data" safe; "your personal data" is handled by the hiring firm "as the controller"; the application papers are
deleted after the selection): it names no skill the job needs, yet its words link data protection, GDPR or
digital data processing. The no-skill sentence rule (``phrases.no_skill_ranges``) knows only "your personal data"
and a privacy policy, and its sentence stops at a line break even where a hard-wrapped notice runs on in lower case
("... as the controller\n under the privacy laws that apply"). A sentence holding one of these cues is dropped with
the wrapped lines that continue it, unless it asks something of the worker (a privacy officer's duties). English
only, as the other sentence readers.
"""

from __future__ import annotations

import re

from normalize.matching.phrases import _sentence_spans

_NOTICE = re.compile(
    r"\b(?:your (?:personal )?|(?:all|any) personal )(?:data|information|details) (?:is|are|will|may|shall)\b|"
    r"\bprocess(?:es|ing)? (?:of )?(?:your|any|the) (?:personal )?(?:data|information)\b|"
    # (not "data protection laws / regulations": duties name them, "in line with data protection regulations")
    r"\bdata protection (?:acts?|officer|notice|polic(?:y|ies)|declaration|information)\b|"
    r"\bprivacy (?:shield|notice|statement)\b|\bapplication (?:documents|data|materials) (?:will|are|is)\b|"
    r"\bnotice regarding (?:responsibility|data)\b|\b(?:as|is) the (?:data )?controller\b|\bhiring decisions\b",
    re.IGNORECASE,
)
# what a duty or a requirement says ("knowledge of the Data Protection Act", "ensure the processing of personal
# data complies with ...", "onboarding in line with internal data protection policies")
_ASKS = re.compile(
    r"\b(?:experience|knowledge|understanding of|familiar\w*|ensur\w*|advis\w*|skills?|ability to|proficien\w*|"
    r"you will|required|requirements?|must|in line with)\b",
    re.IGNORECASE,
)
_WRAPPED = re.compile(r"[ \t]*\n[ \t]*(?=[a-z])")  # a hard line break inside a sentence: the next line starts lower


def data_notice_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` in a notice on the applicant's data (see the module)."""
    spans = _sentence_spans(text)
    ranges = []
    for k, (start, boundary) in enumerate(spans):
        sentence = text[start:boundary]
        if not _NOTICE.search(sentence) or _ASKS.search(sentence):
            continue
        end = boundary
        while k + 1 < len(spans) and _WRAPPED.match(text, end):
            k += 1
            end = spans[k][1]
        ranges.append((start, end))
    return ranges
