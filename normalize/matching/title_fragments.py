"""Title fragments that are not the occupation: pictographs, gender markers, requisition ids, shifts and
hiring noise (part of :func:`normalize.matching.clean_title.clean_title`).

Every regex uses bounded repeats or simple character classes so that it runs in linear time; each
remover records ``(kind, fragment)`` in ``removed`` for explain.
"""

from __future__ import annotations

import re
import unicodedata

_I = re.IGNORECASE


def cut(pattern: re.Pattern[str], kind: str, text: str, removed: list[tuple[str, str]], repl: str = " ") -> str:
    """Remove every match of ``pattern`` from ``text``, recording ``(kind, match)`` in ``removed``."""

    def sub(m: re.Match[str]) -> str:
        frag = m.group(0).strip()
        if frag:
            removed.append((kind, frag))
        return repl

    return pattern.sub(sub, text)



def strip_emojis(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop pictographs, symbols (Unicode category So), joiners and variation selectors."""
    if text.isascii():
        return text
    out: list[str] = []
    dropped: list[str] = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in ("So", "Cs", "Co") or ch in "\u200d\ufe0f\ufe0e\u20e3":
            dropped.append(ch)
            out.append(" ")
        else:
            out.append(ch)
    if dropped:
        removed.append(("emoji", "".join(dropped)[:50]))
    return "".join(out)



# --------------------------------------------------------------------------------------------------------
# gender markers: (m/w/d), (f/m/x), (H/F), m/f/d, (all genders), Entwickler*in

_GENDER_TOKENS = {
    "m", "w", "f", "d", "x", "h", "i", "a", "v", "div", "divers", "diverse", "mwd", "fmd", "mfd", "wmd", "gn",
    "all genders", "all gender", "any gender", "alle geschlechter", "gn*", "m/w/d", "f/h", "h/f", "f/m",
}  # fmt: skip
_BRACKETED = re.compile(r"[(\[]([^()\[\]]{1,40})[)\]]")
_GENDER_SPLIT = re.compile(r"[/|,*.\s-]+")
_GENDER_BARE = re.compile(r"(?<![\w/])[mwfhdv] ?/ ?[mwfhdxv](?: ?/ ?[mwfhdxiv]){0,2}(?![\w/])", _I)
_GENDER_SUFFIX = re.compile(r"(?<=\w)(?:\*|:|_)in(?:nen)?\b")  # German gender star: Entwickler*in
# Spanish/Italian/Portuguese and German feminine endings after a slash: camarero/a, enfermeros/as,
# Lehrer/in, Lehrer/-innen (three letters
# before the slash at least, so Q/A and I/O stay)
_GENDER_SLASH_ENDING = re.compile(r"(?<=\w{3})/(?:as?|-?in(?:nen)?)\b", _I)


def _is_gender_marker(content: str) -> bool:
    low = " ".join(content.lower().split())
    if low in _GENDER_TOKENS:
        return True
    parts = [p for p in _GENDER_SPLIT.split(low) if p]
    return 1 < len(parts) <= 4 and all(p in _GENDER_TOKENS and len(p) <= 4 for p in parts)


def remove_gender_markers(text: str, removed: list[tuple[str, str]]) -> str:
    def bracket(m: re.Match[str]) -> str:
        if _is_gender_marker(m.group(1)):
            removed.append(("gender", m.group(0)))
            return " "
        return m.group(0)

    text = _BRACKETED.sub(bracket, text)
    text = cut(_GENDER_BARE, "gender", text, removed)
    text = cut(_GENDER_SLASH_ENDING, "gender", text, removed, repl="")
    return cut(_GENDER_SUFFIX, "gender", text, removed, repl="")


# --------------------------------------------------------------------------------------------------------
# requisition ids: REQ-1234, #12345, (ID 123), Job ID: 55-A, JR104233, #MAT

_REQ_PATTERNS = [
    re.compile(
        r"[(\[]? ?\b(?:req(?:uisition)?|ref(?:erence)?|job|vacancy|position|posting|id)\b ?"
        r"(?:id|no|nr|number|code|ref)?\.? ?[:#]? ?[a-z]{0,4}[-_]?\d[\w-]{0,24} ?[)\]]?",
        _I,
    ),
    re.compile(r"(?<!\S)#[\w-]{1,30}"),  # hashtags and #12345 (c#, f# stay: they follow a letter)
    re.compile(r"\b[A-Z]{1,4}[-_]?\d{4,12}\b"),  # JR104233, ABC-12345
    re.compile(r"\b\d{5,20}\b"),  # long bare numbers
]


def remove_requisition_ids(text: str, removed: list[tuple[str, str]]) -> str:
    for pattern in _REQ_PATTERNS:
        text = cut(pattern, "requisition_id", text, removed)
    return text



# --------------------------------------------------------------------------------------------------------
# shifts: night shift, 12-hour shifts, 9am-5pm, Mon-Fri, weekends only

_SHIFT_PATTERNS = [
    re.compile(
        r"\b(?:night|day|days|evening|morning|afternoon|weekend|rotating|rotational|split|graveyard|late|"
        r"early|swing|double|overnight|rotation|first|second|third|1st|2nd|3rd|\d{1,2} ?-? ?(?:hr|hour|h)s?)"
        r" ?-? ?shifts?\b(?: ?(?:work|pattern|available|only))?",
        _I,
    ),
    re.compile(r"\bshift (?:work|worker|based|pattern|allowance)\b", _I),
    re.compile(r"\b(?:nights|weekends|days|evenings) only\b|\b(?:nights|weekends)\b", _I),
    re.compile(r"(?:^|(?<=[-|,(] ))(?:days|evenings|lates|earlies)(?= ?(?:[-|,)]|$))", _I),
    re.compile(
        r"\b\d{1,2}(?:[:.]\d{2})? ?(?:am|pm)? ?(?:-|to) ?\d{1,2}(?:[:.]\d{2})? ?(?:am|pm)\b", _I
    ),
    re.compile(r"\b(?:mon(?:day)?|tue(?:sday)?|sun(?:day)?) ?(?:-|to) ?(?:fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b", _I),
    re.compile(r"\b(?:flexible|flexi|school|sociable) hours\b|\b\d{1,2} ?(?:hours|hrs) ?(?:per|a|/) ?week\b", _I),
    # a contracted hours count ("PT20hrs", "42 horas semanales", "30-35 Hours", "20 Std./Woche") is the contract,
    # not the occupation; so is a Chilean / French rota ("5x2", "4x3", "2x8"). A bare number ("24/7", "5G") stays.
    re.compile(
        r"(?<![\w$€£.,/])(?:[fp]t ?)?\d{1,2}(?: ?(?:-|a|to) ?\d{1,2})? ?"
        r"(?:hours?|hrs?|h|horas?|std|stunden|uur|heures)\b(?! left)\.?"
        r"(?: ?/? ?(?:(?:per|a|pro) )?(?:weekly|week|woche|semanales|semana|sem)\b\.?)?",
        _I,
    ),
    re.compile(r"(?<![\w.,/])(?!4 ?x ?4)\d{1,2} ?x ?\d{1,2}(?![\w/]|[.,]\d)", _I),  # not a 4x4 (a vehicle as often)
]

# Spanish (Chilean retail) schedule words say when the hire works, not what they do: "Jornada Tarde", "Turno Noche
# Rotativo", "turnos rotativos", "Sábado y Domingo", "Lunes a Viernes", "fines de semana", "3 noches". Kept: "de turno"
# (an "encargado / jefe de turno" leads a shift), "media jornada" and "jornada completa / parcial" (the employment type
# reads them later), a lone "domingo" (Santo Domingo) and "rotativa" (a printing press).
_ES_TIME = r"(?:mañana|tarde|noche|nocturn[oa]|diurn[oa]|vespertin[oa]|matutin[oa]|am|pm|d[ií]a)"
_ES_DAY = r"(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|s[aá]b|dom)"  # "sáb y dom" in a list only
_SCHEDULE_ES_PATTERNS = [
    re.compile(rf"(?<!\bde )\bturnos? (?:de (?:la )?)?(?:{_ES_TIME}(?: ?[-/] ?{_ES_TIME})?|rotativ[oa]s?)\b(?: rotativ[oa]s?\b)?", _I),
    re.compile(rf"(?<=jornada )(?:de (?:la )?)?(?:{_ES_TIME}|flexible)\b", _I),
    re.compile(r"(?<!\bmedia )(?<!\bde )(?<!\bla )\bjornada\b(?!\s*(?:completa|parcial|media|reducida)\b)", _I),
    re.compile(r"\brotativos?\b|\bmj[tm]\b", _I),  # MJT / MJM: media jornada tarde / mañana
    re.compile(rf"(?<!\bsanto )\b(?:de )?{_ES_DAY}(?:(?: ?[,/-] ?| (?:a|y|e) | ){_ES_DAY}){{1,3}}(?: y festivos?)?\b|\bs[aá]bados?\b", _I),
    re.compile(r"\bfin(?:es)? de semanas?(?: y festivos?)?\b", _I),
    re.compile(r"\b\d{1,2} noches\b|(?<!\bde )\bnoches?\b|\bnocturn[oa]s?\b", _I),
    re.compile(r"\b(?:\d{1,2} d[ií]as )?(?:de )?\d{1,2}[:.]\d{2} ?(?:a|-) ?\d{1,2}[:.]\d{2}(?: ?hrs?\b\.?)?", _I),
]


def remove_shifts(text: str, removed: list[tuple[str, str]]) -> str:
    for pattern in (*_SHIFT_PATTERNS, *_SCHEDULE_ES_PATTERNS):
        text = cut(pattern, "shift", text, removed)
    return text


# --------------------------------------------------------------------------------------------------------
# noise: urgent, hiring, immediate start, apply now, remote/hybrid (work arrangement, not occupation)

_NOISE = re.compile(
    r"\b(?:urgent(?:ly)?(?: (?:hiring|required|needed|requirement|opening|vacancy))?|"
    r"(?:now |we are |we're |actively )?hiring(?: now| immediately| urgently)?|"
    r"immediate(?:ly)? (?:start|hire|hiring|joiner|joining|opening)|immediate|"
    r"start (?:asap|immediately|today|now)|asap|apply (?:now|today)|hot job|vacancy|vacancies|"
    r"job opening|opening|opportunity|position available|wanted|needed|required|"
    r"(?:fully |100% )?remote(?: first| ok| possible| option| eligible)?(?! (?:sensing|pilot|monitoring|operator))|hybrid|on-?site|in-?office|"
    r"work from home|wfh|home[- ]based|telecommute|anywhere|nationwide|multiple locations|"
    r"various locations|relocation (?:assistance|package)|visa sponsorship|no experience(?: necessary| required)?|"
    r"training provided|sign[- ]on bonus|bonus|great pay|top pay|weekly pay|daily pay|"
    # the same hiring noise in German, French, Spanish and Dutch postings
    r"ab sofort|gesucht|dringend|urgente|se busca|se necesita|incorporaci[oó]n inmediata|[cs]on experiencia|"
    r"sin experiencia|avec exp[eé]rience|d[eé]butant accept[eé]|met ervaring|gezocht|"
    # a travel (agency) contract is how a nurse or therapist works, not what they do
    r"travel(?= (?:rn|lpn|lvn|cna|nurse|registered|therapist|physical|occupational|respiratory|radiolog|"
    r"sonograph|surgical|tech|ct|mri|cath|lab))|"
    # job-board page headers scraped into the title
    r"stellendetails|with verification|(?:only )?\d{1,2} ?h(?:ours?|rs?)? left)\b|!+",
    _I,
)


def remove_noise(text: str, removed: list[tuple[str, str]]) -> str:
    return cut(_NOISE, "noise", text, removed)

