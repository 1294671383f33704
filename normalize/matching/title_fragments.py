"""Title fragments that are not the occupation: pictographs, gender markers, requisition ids, shifts and
hiring noise (part of :func:`normalize.matching.clean_title.clean_title`).

Every regex uses bounded repeats or simple character classes so that it runs in linear time; each
remover records ``(kind, fragment)`` in ``removed`` for explain.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

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
    # French and German feminine endings in brackets: "Surveillant(e)", "Coordinateur (trice)", "Mitarbeiter(in)"
    "e", "ne", "se", "fe", "le", "trice", "rice", "euse", "ère", "ere", "in", "innen",
}  # fmt: skip
_BRACKETED = re.compile(r"[(\[]([^()\[\]]{1,40})[)\]]")
_GENDER_SPLIT = re.compile(r"[/|,*.\s-]+")
_GENDER_BARE = re.compile(r"(?<![\w/])[mwfhdv] ?/ ?[mwfhdxv](?: ?/ ?[mwfhdxiv]){0,2}(?![\w/])", _I)
_GENDER_SUFFIX = re.compile(r"(?<=\w)(?:\*|:|_)in(?:nen)?\b")  # German gender star: Entwickler*in
# Spanish/Italian/Portuguese, German and French feminine endings after a slash: camarero/a, enfermeros/as,
# Lehrer/in, Lehrer/-innen (three letters
# before the slash at least, so Q/A and I/O stay)
_GENDER_SLASH_ENDING = re.compile(
    r"(?<=\w{3})/(?:as?|-?in(?:nen)?|e|ne|se|fe|trice|euse|[eè]re)\b|(?<=\w{3})·(?:e|ne|se|trice|euse|[eè]re)\b", _I
)  # (and French: Ingénieur/e, Vendeur/euse, Conseiller/ère, Technicien·ne)


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
    re.compile(r"\b(?:nights|weekends|days|evenings) only\b|\bweekends? off\b|\b(?:nights|weekends)\b", _I),
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
    # a work arrangement's leftovers: "Hybrid Option DE" (a German board's tag), "Hybrid Work Setup" (Philippine boards)
    r"(?:(?:hybrid|on-?site|remote|wfh|office|home) )?work ?set-? ?up|hybrid option(?: (?:de|ger|at|ch)\b)?|"
    r"(?:fully |100% )?remote(?: first| ok| possible| option| eligible)?(?! (?:sensing|pilot|monitoring|operator))|hybrid|on-?site|in-?office|"
    r"work from home|wfh|home[- ]based|telecommute|anywhere|nationwide|multiple locations|"
    r"various locations|relocation (?:assistance|package)|visa sponsorship|no experience(?: necessary| required)?|"
    r"training provided|sign[- ]on bonus|bonus|great pay|top pay|weekly pay|daily pay|"
    # a Philippine perk line: health cover (HMO) from the first day; a bare "HMO" names a health-plan job and stays
    r"day ?(?:1|one) hmo|hmo (?:on |from )?day ?(?:1|one)|"
    # the same hiring noise in German, French, Spanish and Dutch postings
    r"ab sofort|gesucht|dringend|urgente|se busca|se necesita|incorporaci[oó]n inmediata|[cs]on experiencia|"
    r"sin experiencia|avec exp[eé]rience|d[eé]butant accept[eé]|met ervaring|gezocht|"
    # a travel (agency) contract is how a nurse or therapist works, not what they do
    r"travel(?= (?:rn|lpn|lvn|cna|nurse|registered|therapist|physical|occupational|respiratory|radiolog|"
    r"sonograph|surgical|tech|ct|mri|cath|lab))|"
    # job-board page headers scraped into the title
    r"stellendetails|detalles del puesto|d[ée]tails du poste|detalhes da vaga|dettagli (?:del )?lavoro|"
    r"with verification|(?:only )?\d{1,2} ?h(?:ours?|rs?)? left)\b|!+",
    _I,
)


def remove_noise(text: str, removed: list[tuple[str, str]]) -> str:
    return cut(_NOISE, "noise", text, removed)



# --------------------------------------------------------------------------------------------------------
# a contract's length: "12 Month Contract", "(3 months)", "FTC", "6months", "3 meses" (runs after the employment type
# is read, which takes "Month Contract" as its span and may leave the count behind)

_LENGTH_WORD = r"(?:months?|mths?|monate?n?|meses|mois|weeks?|semanas|years?|yrs?|jahre?n?|a[nñ]os|ans|jaar)"
_CONTRACT_LENGTH = re.compile(
    rf"(?<![\w.,$€£])\d{{1,2}}(?:[.,]5)?(?: ?(?:-|à|a|to|bis) ?\d{{1,2}})? ?-? ?{_LENGTH_WORD}\b", _I
)  # ("12 à 24 mois": a range; "1.5 Jahre", "2 years": a term in years)
_STARTS_WITH_LENGTH = re.compile(rf"{_LENGTH_WORD}\b", _I)
_COUNT_LEFT = re.compile(r"(?<![\w.,$€£])\d{1,2}(?=\s*(?:$|[-|,/()\[\]]))")
_FIXED_TERM_LEFT = re.compile(r"(?<![\w.,$€£])(?:\d{1,2} )?ftc\b|\bfixed[- ]term(?: contracts?)?\b", _I)


def remove_contract_length(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop a contract's length and a fixed-term tag the employment type left; a count the employment type took the
    length word of ("12 [Month Contract]") goes when it ends its segment."""
    text = cut(_CONTRACT_LENGTH, "contract_length", text, removed)
    if any(kind == "employment_type" and _STARTS_WITH_LENGTH.match(frag) for kind, frag in removed):
        text = cut(_COUNT_LEFT, "contract_length", text, removed)
    return cut(_FIXED_TERM_LEFT, "contract_length", text, removed)


# --------------------------------------------------------------------------------------------------------
# who may apply, not what the job is: a language the hire must speak ("(German)", "French speaking", "Fluent Dutch"),
# a Brazilian post reserved for or open to people with disabilities ("Vaga Afirmativa para Pessoas com Deficiência")

_LANGUAGE_WORK = re.compile(
    r"teach|tutor|lectur|instruct|profes|maestr|enseign|lehrer|translat|tradu|interpret|linguist|locali[sz]|language|"
    r"idioma|langue|sprach|copywrit|writer|editor|proofread|transcri|annotat|rater|subtit|dubb|voice",
    _I,
)


@lru_cache(maxsize=1)
def _language_names() -> str:
    """An alternation of English language names (babel's list; single words of four letters or more)."""
    from babel import Locale

    names = {v.lower() for v in Locale("en").languages.values() if v.isalpha() and len(v) >= 4}
    return "|".join(sorted(names, key=len, reverse=True))


@lru_cache(maxsize=1)
def _language_patterns() -> tuple[re.Pattern[str], ...]:
    lang = _language_names()
    both = rf"(?:{lang})(?: ?(?:and|&|/|,) ?(?:{lang}))?"
    return (
        re.compile(rf"[(\[] ?(?:fluent )?{both}(?: ?-? ?(?:speak(?:er|ing)|native|required|fluent))? ?[)\]]", _I),
        re.compile(rf"\b{both}[- ]speak(?:er|ing)s?\b", _I),
        re.compile(rf"\bfluent (?:in )?{both}\b", _I),
    )


_PCD = re.compile(
    r"(?:\bvaga )?(?:\b(?:exclusiva|extensiva|afirmativa|eleg[ií]vel|destinada|preferencial) )?(?:\b(?:para|a) )?"
    r"(?:\b(?:pessoas?|profissionais?|candidat[oa]s?) com defici[eê]ncias?(?: ?[(\[]?pcds?[)\]]?)?|\bpcds?\b)"
    r"|\bvaga (?:exclusiva|extensiva|afirmativa|eleg[ií]vel)\b",
    _I,
)


def remove_applicant_requirements(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop a language the hire must speak (not in a title whose work is language: teachers, translators, writers) and a
    Brazilian disability-inclusion note."""
    if not _LANGUAGE_WORK.search(text):
        for pattern in _language_patterns():
            text = cut(pattern, "language", text, removed)
    return cut(_PCD, "applicants", text, removed)


# --------------------------------------------------------------------------------------------------------
# a Chilean retail chain and the store after it ("Maestro Panadero - Jumbo Apoquindo", "Operativo Tienda Sodimac HC
# Maipu", "Guardia / Falabella Plaza Oeste"): the employer and its site, not the job. Written by hand: no library lists
# these chains; only capitalised, never the title's first word, cut to the end of their segment.

_STORE_CHAIN = re.compile(
    r"(?<=[\s/|,(-])(?:Falabella|FALABELLA|Sodimac|SODIMAC|Jumbo|JUMBO|Tottus|TOTTUS|Ripley|RIPLEY|Paris|PARIS|"
    r"Santa Isabel|SANTA ISABEL|Cencosud|CENCOSUD|Cenco ?Malls?|CENCO ?MALLS?|Mall ?Plaza|MALL ?PLAZA|Preunic|PREUNIC)"
    r"\b(?:(?! - )[^/|,()\[\]])*"
)


def remove_store_chains(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop a Chilean retail chain's name and the rest of its segment (the store), unless nothing precedes it."""
    def sub(m: re.Match[str]) -> str:
        if not any(ch.isalpha() for ch in text[: m.start()]):
            return m.group(0)
        removed.append(("employer", m.group(0).strip()))
        return " "

    return _STORE_CHAIN.sub(sub, text)


# --------------------------------------------------------------------------------------------------------
# dates: when the post starts, ends or is open ("limited till 30.06.2026", "Mayo 2026", "24 July 2026", "Summer 2026"),
# and the employer's legal name before a colon or as a segment ("Acme Solutions GmbH: Consultant", "Analyst - Acme
# Ltd"); neither says what the job is

_DATE_LOCALES = ("en", "de", "fr", "es", "pt", "nl", "it", "sv", "id")  # the title glossary's languages
_SEASON = r"(?:summer|winter|spring|fall|autumn|sommer|été|verano|inverno|invierno|ver[aã]o)"


@lru_cache(maxsize=1)
def _date_pattern() -> re.Pattern[str]:
    """A date with a year: day.month.year, or a month name (babel's wide and abbreviated names in the glossary's
    languages) with a year, or a season with a year, or a year 2000-2039 standing alone; a lead "limited till"
    / "bis" goes with it. A month name without a year stays ("May" is also a verb and a name)."""
    from babel.dates import get_month_names

    names = {
        name.lower().rstrip(".")
        for loc in _DATE_LOCALES
        for width in ("wide", "abbreviated")
        for name in get_month_names(width, locale=loc).values()
    }
    months = "|".join(sorted((re.escape(n) for n in names if len(n) >= 3), key=len, reverse=True))
    year = r"(?:19|20)\d{2}"
    date = (
        rf"\d{{1,2}}[./]\d{{1,2}}[./]{year}"
        rf"|(?:\d{{1,2}}\.? (?:de )?)?(?:{months})\.?(?: de)?(?: \d{{1,2}},?)? {year}"
        rf"|{_SEASON}(?: ?[-/] ?{_SEASON})? {year}"
        r"|20[0-3]\d"
    )
    lead = r"(?:(?:limited|befristet|temporary|valid|open) )?(?:till|until|bis|through|to|jusqu'au|hasta|até) "
    return re.compile(rf"(?<![\w.,$€£/-])(?:{lead})?(?:{date})(?![\w%/-]|[.,]\d)", _I)


# a product's year is its version, not a date: "Windows Server 2019", "Dynamics AX 2012", "Office 2016"
_VERSIONED = re.compile(r"(?:windows|server|office|sql|ax|nav|dynamics|excel|visual studio|sharepoint|exchange|iso) $", _I)


def remove_dates(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop a date with a year, and a lone year that follows no product name."""
    def sub(m: re.Match[str]) -> str:
        if m.group(0).isdigit() and _VERSIONED.search(text[max(0, m.start() - 20) : m.start()]):
            return m.group(0)
        removed.append(("date", m.group(0)))
        return " "

    return _date_pattern().sub(sub, text)


_LEGAL_FORM = (
    r"(?:GmbH(?: (?:&|und) Co\.? KG)?|AG|SE|KG|e\.V\.|Ltd\.?|Limited|Inc\.?|LLC|plc|PLC|B\.V\.|N\.V\.|S\.A\.|SA|S\.p\.A\.|"
    r"SpA|S\.A\.S\.|SAS|Ltda\.?|Pty\.? Ltd\.?|Oy|AB|ApS|A/S)"
)
# "Acme Business Solutions GmbH: Consultant" (an employer's name and legal form before a colon or a bar)
_EMPLOYER_FIRST = re.compile(rf"^[^:|()]{{2,80}}? {_LEGAL_FORM}\s?[:|]\s?")
# "Consultant - Acme Ltd", "Consultant | Acme GmbH", "Consultant (Acme AG)": a last segment naming the employer
_EMPLOYER_LAST = re.compile(rf"(?:\s[-|–]\s|,\s?|\s\()[^-|,():]{{2,60}}? {_LEGAL_FORM}\)?\s*$")


def remove_employer_names(text: str, removed: list[tuple[str, str]]) -> str:
    """Drop an employer named with its legal form (case as written: "AG", "SE", "Ltd") before a colon or a bar at
    the start, or as the title's last segment."""
    text = cut(_EMPLOYER_FIRST, "employer", text, removed)
    return cut(_EMPLOYER_LAST, "employer", text, removed)
