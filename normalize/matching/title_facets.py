"""Pay, employment type and seniority in a title: the attribute engines (``attributes.salary``,
``attributes.facets``) decide the values, so the title and the description of one ad agree; what is
title-specific here is only which words leave the title (part of ``clean_title``).
"""

from __future__ import annotations

import re

from normalize.matching.title_fragments import cut

_I = re.IGNORECASE

# --------------------------------------------------------------------------------------------------------
# salary: amounts are found by the salary engine (normalize.attributes.salary); what stays here is
# title-specific: the period words after an amount ("per hour", "/hr") and pay phrases without an amount
# ("competitive salary", "DOE", "Basic + Commission")

_AFTER_AMOUNT = re.compile(
    r" ?(?:(?:/|per|an?|p\.?) ?(?:hour|hr|h|year|yr|annum|a|month|mo|week|wk|day)\b\.?)?"
    r"(?: ?(?:\+ ?)?(?:benefits|bonus|ote|doe|pro rata|negotiable|commission))?",
    _I,
)
_PAY_PHRASES = re.compile(
    r"\b(?:competitive|excellent|attractive|great|negotiable|top) (?:salary|pay|rates?|package)\b"
    r"|\b(?:doe|d\.o\.e\.|plus benefits|\+ ?benefits|sign[- ]on bonus|signing bonus|pro rata)\b"
    r"|\b(?:basic|base|salary|basic salary)? ?\+ ?(?:commission|comm|ote|bonus)\b|\bcommission only\b",
    _I,
)
# UK NHS Agenda for Change pay bands ("Staff Nurse - Band 5", "Band 8a", "Band 5/6"): a pay scale, not a
# word of the occupation
_PAY_BAND = re.compile(r"\b(?:(?:nhs|afc|agenda for change) )?band [1-9][a-d]?\b(?: ?[/-] ?[1-9][a-d]?\b)?", _I)
_MAX_PASSES = 8  # a title holds a handful of fragments; bounded passes keep hostile input linear
_MAX_TITLE_CHARS = 300  # the facet value is read from the title's head, as the facet engine reads a posting


def remove_salary(text: str, removed: list[tuple[str, str]]) -> str:
    from normalize.attributes.salary import find_salary

    for _ in range(_MAX_PASSES if any(c.isdigit() for c in text) else 0):  # an amount has a digit
        found = find_salary(text)
        if found is None:
            break
        start, end = found[1]
        tail = _AFTER_AMOUNT.match(text, end)
        end = tail.end() if tail else end
        removed.append(("salary", text[start:end].strip()))
        text = f"{text[:start]} {text[end:]}"
    text = cut(_PAY_BAND, "salary", text, removed)
    return cut(_PAY_PHRASES, "salary", text, removed)



# --------------------------------------------------------------------------------------------------------
# employment type and seniority: the facet engine (normalize.attributes.facets) decides the value, so the
# title and the description of one ad agree; title-specific here is only which words leave the title

_MODIFIER_LEVELS = frozenset(["intern", "junior", "mid", "senior"])
# "Contract Java Developer": a leading "contract" is an employment type in a title (not in running text)
_CONTRACT_FIRST = re.compile(
    r"^(?:contract|freelance)\b(?! (?:manager|managers|management|administrator|administration|specialist|"
    r"officer|analyst|lawyer|attorney|negotiator|coordinator|law|clerk|assistant|executive|director|lead|"
    r"compliance)\b)",
    _I,
)
_LEADING_LEAD = re.compile(r"^(?:lead|principal)\b(?! (?:generation|paint))", _I)
_HEAD_ROLE = re.compile(r"^head (?!of\b)\w", _I)  # "Head Chef", "Head Gardener": the lead of a team
_LEVEL_NUMERALS = re.compile(r"(?<=\w) (?:I{1,3}|IV|V|level [1-5]|lvl [1-5]|L[1-7])$")
_NUMERAL_LEVEL = {"I": "junior", "II": "mid", "III": "senior", "IV": "senior", "V": "senior"}


# occupation words the facet tables read as a level ("Data Entry Clerk" is no entry-level job); hidden from
# the finders by joining their words (same length, so spans stay valid)
_OCCUPATION_PHRASES = re.compile(r"\bdata entry\b", _I)
# a level word hyphenated to a capitalised name is a region or a name, not a level: "Mid-Atlantic",
# "Mid-West" ("Mid-Level", "Mid-Senior" stay levels)
_NAMED_COMPOUND = re.compile(r"\b(?:Mid|MID|mid)-(?=[A-Z][a-z]{2,})(?!(?:Level|Senior|Career|Weight)\b)")


def _facet(finder, text: str):
    from normalize.attributes.text import Tokens

    masked = _OCCUPATION_PHRASES.sub(lambda m: m.group(0).replace(" ", "_"), text)
    masked = _NAMED_COMPOUND.sub(lambda m: m.group(0).replace("-", "_"), masked)
    return finder(Tokens(masked))


def _is_modifier(phrase: str, finder, keep: frozenset[str] | None) -> bool:
    """True when no word of ``phrase`` is on its own a level/type outside ``keep`` ("entry level", "part
    time" are modifiers), so that cutting it leaves the occupation whole; "marketing executive" (read as
    mid) keeps its "executive", a role level."""
    from normalize.attributes.text import Tokens

    tokens = Tokens(phrase)
    return all(v is None or keep is None or v[0] in keep for v in (finder(Tokens(w)) for w in tokens.words))


def _move_out(
    text: str, finder, kind: str, removed: list[tuple[str, str]], keep: frozenset[str] | None
) -> tuple[str, str | None]:
    """The facet value of ``text`` (first found), and ``text`` without the facet phrases that are pure
    modifiers (values in ``keep``, or any value when ``keep`` is None)."""
    first = _facet(finder, text[:_MAX_TITLE_CHARS])
    value = first[0] if first else None
    cursor = 0
    for _ in range(_MAX_PASSES):
        found = _facet(finder, text[cursor : cursor + _MAX_TITLE_CHARS])
        if found is None:
            break
        start, end = (cursor + found[1][0], cursor + found[1][1])
        if (keep is None or found[0] in keep) and _is_modifier(text[start:end], finder, keep):
            if end < len(text) and text[end] == ".":  # "Sr."
                end += 1
            removed.append((kind, text[start:end]))
            text = f"{text[:start]} {text[end:]}"
        else:
            cursor = end
    return text, value


def title_level(text: str) -> str | None:
    from normalize.attributes.facets import find_seniority

    found = _facet(find_seniority, text[:_MAX_TITLE_CHARS])
    return found[0] if found else None


MANAGING_LEVELS = frozenset(["manager", "director", "executive"])


def manages(text: str) -> bool:
    """True when a title (or an occupation label) names a role that manages others (the facet engine's
    level manager, director or executive): "security manager", "head of security"; not "security officer"."""
    return title_level(text) in MANAGING_LEVELS


def extract_employment_type(text: str, removed: list[tuple[str, str]]) -> tuple[str, str | None]:
    from normalize.attributes.facets import find_employment_type

    text, found = _move_out(text, find_employment_type, "employment_type", removed, None)
    if found is None:
        m = _CONTRACT_FIRST.search(text.strip())
        if m:
            found = "contract"
            text = cut(_CONTRACT_FIRST, "employment_type", text.strip(), removed)
    return text, found


def extract_seniority(
    text: str, removed: list[tuple[str, str]], level: str | None = None
) -> tuple[str, str | None]:
    """``level`` is the facet engine's value for the whole title (read before other words were cut)."""
    from normalize.attributes.facets import find_seniority

    text, found = _move_out(text.strip(), find_seniority, "seniority", removed, _MODIFIER_LEVELS)
    level = level or found
    m = _LEADING_LEAD.search(text.strip())
    if m:
        level = level or "lead"
        text = cut(_LEADING_LEAD, "seniority", text.strip(), removed)
    m = _LEVEL_NUMERALS.search(text.rstrip(" -,"))
    if m:
        token = m.group(0).strip()
        num = token.split()[-1].lstrip("Ll")
        level = level or _NUMERAL_LEVEL.get(token) or {"1": "junior", "2": "mid"}.get(num, "senior")
        removed.append(("seniority", token))
        text = text.rstrip(" -,")[: m.start()]
    if level is None and _HEAD_ROLE.search(text.strip()):
        level = "lead"
    return text, level

