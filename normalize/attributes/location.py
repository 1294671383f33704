"""Location strings -> {city, district, region, country, geonames_id, remote, work_mode, confidence}.

Rules of a right answer: ``../shared/ATTRIBUTE_CONVENTIONS.md`` (Location). Places come from
:mod:`normalize.attributes.gazetteer` (GeoNames localities of 500+ people with their alternate names, ISO
3166-2 subdivisions with their names, aliases and codes); countries from pycountry and babel's CLDR names.

A string is cut into groups (";", "|", a new line, "/" between two names: alternatives, the first one that
names a place wins) and each group into parts (",", "(", " - ", "/ SP"). Compact codes ("US-TX-HOUSTON",
"IN-MH-Pune", "USA DC Washington", "NL-Enkhuizen") are unpacked into the same parts. The first part that is
a locality gives the candidate places; every other part is evidence (a country, a subdivision named or
coded, a bigger city) and each candidate is weighed by its population times the evidence it agrees with, so
"Berlin, New Hampshire" is the US town and "Wilmington, DE" is in Delaware. ``region`` is reported only
when a part names the subdivision. Without a named country the market hint breaks ties and, when nothing in
the string names a place, gives the country with a lower confidence.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from typing import Any

from normalize.attributes.gazetteer import Place, Subdivision, distance_km, fold_phrase, places, subdivisions
from normalize.attributes.text import PhraseTable, Tokens

__all__ = ["parse_location", "work_mode", "fold_phrase", "city_lookup"]

# Remote/hybrid/on-site markers (hand-written: no library lists them across these languages).
_WORK_MODE = PhraseTable()
for _p in ("remote", "fully remote", "100 remote", "remote first", "work from home", "working from home", "wfh",
           "home office", "homeoffice", "home based", "telework", "teletravail", "teletravail complet",
           "teletrabajo", "remoto", "en remoto", "a distancia", "thuiswerken", "werk van thuis", "op afstand",
           "anywhere", "mobiles arbeiten", "full remote", "distanciel", "remote work allowed", "virtual",
           "udalenno", "удаленно", "удалённо", "удаленная работа", "удалённая работа", "віддалено",
           "віддалена робота", "trabalho remoto", "home office 100", "distans", "på distans"):
    _WORK_MODE.add(_p, "remote")
for _p in ("hybrid", "hybride", "hibrido", "hybrid remote", "partly remote", "partially remote", "remote hybrid",
           "semi presencial", "hybride werken", "hybrid work", "гибрид", "гибридный формат", "гібрид"):
    _WORK_MODE.add(_p, "hybrid")
for _p in ("on site", "onsite", "on premise", "in office", "office based", "vor ort", "sur site", "presencial",
           "presentiel", "op locatie", "op kantoor", "in person", "fysiek", "on location", "site based"):
    _WORK_MODE.add(_p, "onsite")

# Words that frame a place name without being part of it (hand-written, several languages). A part is
# first looked up whole ("Kansas City", "Le Teil", "Ville Platte"), then without these.
_FILLER = {"of", "the", "and", "near", "bei", "pres", "la", "le", "el", "in", "only", "based", "or", "oder",
           "ou", "o", "en", "zone", "centre", "center", "downtown", "city", "kota", "ciudad", "cidade", "ville",
           "stadt", "gemeente", "municipality", "municipio", "comuna", "de", "do", "da", "various"}
# Words that make a part a conurbation, a metro region or an administrative area: not a locality.
_METRO = {"greater", "area", "metropolitan", "metro", "metroplex", "grossraum", "raum", "umgebung", "regio",
          "region", "raya", "agglomeration", "metropolregion", "landkreis", "kreis", "county", "co", "province",
          "provincia", "district", "oblast", "kraj", "departement", "nationwide", "division",
          "regency", "kabupaten", "kab", "islandwide"}
# Nicknames of metro regions (hand-written): a metro region, never a locality.
_METRO_NAMES = {"bay area", "silicon valley", "research triangle", "twin cities", "tri state area", "inland empire",
                "randstad", "ruhrgebiet", "greater toronto area", "gta", "dmv", "metro manila"}
# Type words around a subdivision's name ("County Dublin", "Provincia de Santiago", "Region IV-A").
_SUB_TYPE = {"county", "co", "province", "provincia", "provincie", "provinz", "prov", "region", "regio", "regione",
             "state", "estado", "bundesland", "departamento", "prefecture",
             "departement", "department", "oblast", "land", "of", "de", "del", "do", "da", "the", "area",
             "federal", "territory", "wilayah", "persekutuan"}
# Words of a street address, a site or a building: such a part is neither a place nor a district.
_ADDRESS = {"street", "avenue", "ave", "blvd", "boulevard", "road", "rd", "drive", "dr", "highway", "hwy",
            "suite", "floor", "pl", "lane", "ln", "way", "box", "calle", "rua", "jalan", "jl", "strasse", "str",
            "campus", "university", "hospital", "hosp", "site", "laboratory", "lab", "headquarters", "hq",
            "office", "building", "tower", "plaza", "mall", "store", "tda", "tienda", "parque", "centre", "afb", "base",
            "center", "railroad", "exchange", "customer", "senior", "living", "casa", "matriz", "ab", "inc", "ltd",
            "gmbh", "grade", "type", "salary", "reports", "rate", "contract", "schedule", "position", "working"}
# Abbreviations people write that GeoNames does not carry as names (hand-written, checked by tests).
_CITY_ABBREVIATIONS = {"kl": "kuala lumpur", "sf": "san francisco", "pj": "petaling jaya", "jb": "johor bahru",
                       "hcmc": "ho chi minh city", "nyc": "new york city", "bsd": "tangerang selatan",
                       "cdmx": "mexico city", "bkk": "bangkok", "hk": "hong kong"}
_SUB_ALIASES = {"ncr": "PH-00", "metro manila": "PH-00", "dki jakarta": "ID-JK", "dki": "ID-JK",
                "washington dc": "US-DC", "washington d c": "US-DC", "d c": "US-DC", "nrw": "DE-NW",
                "metropolitana de santiago": "CL-RM"}
# Spelling variants tried when a name is not found as written ("ST LAURENT" -> Saint-Laurent,
# "Burton On Trent" -> Burton upon Trent, "BADEN_WUERTTEMBERG" -> Baden-Württemberg).
_VARIANTS = (("st ", "saint "), ("ste ", "sainte "), ("mt ", "mount "), ("ft ", "fort "), (" on ", " upon "),
             ("ue", "u"), ("oe", "o"), ("ae", "a"))
# Words that name a part of a city after or before its name ("Sydney CBD", "Jakarta Selatan", "East Jakarta").
_DISTRICT_WORDS = {"cbd", "centrum", "zentrum", "centro", "central", "centre", "center", "downtown", "north",
                   "south", "east", "west", "noord", "zuid", "oost", "nord", "sud", "ost", "barat", "timur",
                   "selatan", "utara", "pusat", "midtown", "uptown", "innenstadt", "mitte", "northeast",
                   "northwest", "southeast", "southwest", "north east", "north west", "south east", "south west"}
# Parts that say where nothing is ("Nationwide", "Various locations", "EMEA", "abroad").
_NOWHERE = {"nationwide", "various", "various locations", "multiple locations", "unknown", "other", "n a", "na",
            "tbd", "tba", "any", "field based", "home", "worldwide", "global", "international", "flexible",
            "overseas", "abroad", "not specified", "location", "locations", "multiple", "several locations",
            "one location", "europe", "asia", "africa", "americas", "oceania", "emea", "apac", "latam", "eu",
            "north america", "south america", "latin america", "middle east", "за кордоном", "за границей",
            "за рубежом", "localizacao nao informada", "nao informada", "varies", "blank", "anywhere", "timezones",
            "usa timezones"}
# City-states: the country is the city ("Singapore", "Kallang, Central Region").
_CITY_STATES = {"SG": "Singapore", "HK": "Hong Kong", "MO": "Macau", "MC": "Monaco", "GI": "Gibraltar"}

_COUNTRY_ALIASES = {
    "uk": "GB", "u k": "GB", "great britain": "GB", "britain": "GB", "england": "GB", "scotland": "GB",
    "wales": "GB", "northern ireland": "GB", "usa": "US", "u s a": "US", "u s": "US", "us": "US",
    "united states of america": "US", "america": "US", "holland": "NL", "the netherlands": "NL",
    "deutschland": "DE", "schweiz": "CH", "suisse": "CH", "svizzera": "CH", "osterreich": "AT", "oesterreich": "AT",
    "uae": "AE", "emirates": "AE", "south korea": "KR", "korea": "KR", "russia": "RU", "czechia": "CZ",
    "vietnam": "VN", "turkey": "TR", "turkiye": "TR", "россия": "RU", "рф": "RU", "беларусь": "BY",
    "украина": "UA", "україна": "UA", "brasil": "BR",
}
# Nations of the UK are subdivisions too: "Glasgow, Scotland" names GB-SCT.
_NATIONS = {"england": "GB-ENG", "scotland": "GB-SCT", "wales": "GB-WLS", "northern ireland": "GB-NIR"}

_MARKUP = re.compile(r"<[^>]*>|&nbsp;|\\(?=\W)|\*+|_{2,}")
_GLUED = re.compile(r"(?<=[a-z]{4})(?=[A-Z][a-z])|(?<=\b[A-Z]{2})(?=[A-Z][a-z]{3})")
_GROUP_SPLIT = re.compile(r"[;|\n\r•·]|\s+or\s+|\s+/\s+(?=\w{4,})|(?<=\w{3})/(?=\w{3,})|\s+and\s+(?=[A-Z])")
_PART_SPLIT = re.compile(r"\s[-–—]\s|[,()\[\]/:]|\s[-–—](?=\d)|(?<=\d)[-–—]\s|\s{2,}|\t|\s\d{3,}\b"
                         r"|(?<=\w{4})\.\s+(?=[A-Z])")
_TRAILING_NUMBER = re.compile(r"\s+\d{1,2}$")  # "DUBLIN 6": a postal district number
_TRAILING_CODE = re.compile(r"^(.*[^\W\d_].*?)\s+([A-Z]{2,3})(?:\s+[\d-]+)?$")
_LEADING_CODE = re.compile(r"^([A-Z]{2,3})\s+([A-Z][a-z].*)$")
_COMPACT = re.compile(r"^([A-Z]{2,3})[-_ ]([A-Z]{2,3})[-_ ](\S.*)$|^([A-Za-z]{2,3})[-_](\S.*)$")
_WORD = re.compile(r"[^\W\d_][\w'’.]*|\d+")
_STRUCT_KEYS = re.compile(
    r"""['"](ort|city|stadt|locality|addresslocality|town|municipality|region|addressregion|bundesland|state|"""
    r"""land|country|addresscountry|countrycode)['"]\s*:\s*['"]([^'"]{1,80})['"]""", re.IGNORECASE)
_STRUCT_ORDER = {"ort": 0, "city": 0, "stadt": 0, "locality": 0, "addresslocality": 0, "town": 0,
                 "municipality": 0, "region": 1, "addressregion": 1, "bundesland": 1, "state": 1, "land": 2,
                 "country": 2, "addresscountry": 2, "countrycode": 2}
_MAX_PART_WORDS = 6  # a longer part is a sentence, not a place
_HINT_WEIGHT = 4.0  # a place in the market counts as if four times bigger
_ALT_WEIGHT = 0.1  # a match by an alternate name counts less than by the GeoNames name ("Wesenberg")


@lru_cache(maxsize=1)
def _countries() -> tuple[dict[str, str], set[str], dict[str, str]]:
    """Folded country name -> alpha-2, the alpha-2 codes, and alpha-3 -> alpha-2."""
    import pycountry
    from babel import Locale

    names: dict[str, str] = {}
    codes: set[str] = set()
    alpha3: dict[str, str] = {}
    for c in pycountry.countries:
        codes.add(c.alpha_2)
        alpha3[c.alpha_3] = c.alpha_2
        for attr in ("name", "official_name", "common_name"):
            value = getattr(c, attr, None)
            if value:
                names.setdefault(fold_phrase(value), c.alpha_2)
    for lang in ("en", "de", "fr", "es", "nl", "pt", "it", "sv", "id", "ru", "uk", "pl"):
        for code, value in Locale(lang).territories.items():
            if len(code) == 2 and code.isalpha() and code in codes:
                names.setdefault(fold_phrase(value), code)
    names.update(_COUNTRY_ALIASES)
    return names, codes, alpha3


def work_mode(text: str) -> tuple[str | None, list[tuple[int, int]]]:
    """remote/hybrid/onsite written in ``text`` (hybrid wins over remote, remote over onsite) and the spans."""
    tokens = Tokens(text)
    mode = None
    spans = []
    for i, n, value in _WORK_MODE.find_all(tokens):
        spans.append((tokens.starts[i], tokens.ends[i + n - 1]))
        if mode is None or value == "hybrid" or (value == "remote" and mode == "onsite"):
            mode = str(value)
    return mode, spans


def parse_location(text: str | None, country: str | None = None) -> dict[str, Any] | None:
    """Parse a location string; None when it names no place and no work mode.

    ``country`` (ISO 3166-1 alpha-2) is the market hint: it breaks ties between homonyms and, when the
    string names no country, gives one with a lower confidence. Keys: ``city`` (GeoNames name, "Munich"
    for "München"), ``district`` (the part of the city a compound names: "Andheri East, Mumbai"),
    ``region`` (ISO 3166-2, only when the string names it), ``country`` (alpha-2), ``geonames_id``,
    ``work_mode`` (remote/hybrid/onsite/None), ``remote`` (True for remote, False for onsite, None for
    hybrid or unsaid), ``confidence`` (0..1).
    """
    if not text or not isinstance(text, str):
        return None
    hint = country.strip().upper()[:2] if isinstance(country, str) and country.strip() else None
    found = _parse_location(text[:500], hint)
    return dict(found) if found is not None else None


def city_lookup(name: str) -> bool:
    """True when ``name`` is a known locality name (used by the free-text extractor)."""
    return bool(places(fold_phrase(name)))


# --- reading the string ------------------------------------------------------------------------------
def _unwrap_structured(text: str) -> str:
    """A JSON or Python-repr address object ("[{'adresse': {'ort': 'Mannheim', ...}}]") -> "Mannheim, ..."."""
    if not text.lstrip().startswith(("{", "[")):
        return text
    found: dict[int, str] = {}
    for m in _STRUCT_KEYS.finditer(text):
        found.setdefault(_STRUCT_ORDER[m.group(1).lower()], m.group(2))
    if not found:
        try:
            data = json.loads(text)
        except ValueError:
            return text
        return ", ".join(str(v) for v in (data.values() if isinstance(data, dict) else data) if isinstance(v, str))
    return ", ".join(found[k] for k in sorted(found))


def _clean(text: str) -> str:
    """Scraped markup out (HTML tags, markdown bold and escapes), glued words apart ("San DiegoJoin us")."""
    text = _MARKUP.sub(" , ", text)
    return _GLUED.sub(" , ", text)


def _words(raw: str) -> list[str]:
    return [w.rstrip(".'’") for w in _WORD.findall(raw) if not w.isdigit()]


def _is_code(raw: str) -> bool:
    stripped = raw.strip(" .")
    return 0 < len(stripped) <= 3 and (stripped.isupper() or stripped.isdigit())


def _groups(text: str) -> list[list[str]]:
    """Alternative locations, each a list of raw parts (compact codes unpacked, "Maitland NSW" split)."""
    out = []
    for group in _GROUP_SPLIT.split(text):
        group = group.strip(" -–—.\t")
        if not group:
            continue
        m = _COMPACT.match(group)
        if m:
            unpacked = _unpack_compact(m)
            if unpacked:
                out.append(unpacked)
                continue
        parts: list[str] = []
        for part in _PART_SPLIT.split(group):
            part = _TRAILING_NUMBER.sub("", (part or "").strip(" -–—.\t"))
            if not part:
                continue
            words = [fold_phrase(w) for w in _words(part)]
            if parts and words and not _is_code(part) and all(w in _SUB_TYPE for w in words):
                parts[-1] = f"{parts[-1]} {part}"  # "Utrecht (provincie)": the type word names a region
                continue
            m = _TRAILING_CODE.match(part)
            lead = _LEADING_CODE.match(part) if parts else None
            if m and (_sub_lookup(m.group(2)) or _country_of(m.group(2))):
                parts.extend((m.group(1).strip(), m.group(2)))
            elif lead and (_sub_lookup(lead.group(1)) or _country_of(lead.group(1))):
                parts.extend((lead.group(1), lead.group(2)))  # "VIC Rate: ...": a code, then a label
            else:
                parts.append(part)
        if parts:
            out.append(parts)
    return out


def _unpack_compact(m: re.Match[str]) -> list[str] | None:
    """"US-TX-HOUSTON" -> [HOUSTON, TX, US] when the codes are a country and one of its subdivisions."""
    _, codes, alpha3 = _countries()
    if m.group(1):
        cc, sub, rest = m.group(1).upper(), m.group(2).upper(), m.group(3)
    else:
        cc, sub, rest = m.group(4).upper(), None, m.group(5)
    cc = "GB" if cc == "UK" else (cc if cc in codes else alpha3.get(cc, ""))
    if not cc:
        return None
    if sub and not any(s.country == cc for s in subdivisions(sub.lower())):
        return None
    key = fold_phrase(rest)
    if not any(p.country == cc for p in _lookup(key)) and not any(s.country == cc for s in subdivisions(key)):
        return None
    return [rest, sub, cc] if sub else [rest, cc]


@lru_cache(maxsize=65536)
def _lookup(key: str) -> tuple[Place, ...]:
    """Localities named ``key``, else under a spelling variant ("st laurent" -> "saint laurent")."""
    found = places(key)
    if found:
        return found
    padded = f" {key} "
    for a, b in _VARIANTS:
        if a in padded:
            found = places(padded.replace(a, b).strip())
            if found:
                return found
    return ()


def _core(raw: str) -> tuple[str, str, bool]:
    """(whole key, key without filler words, metro?) of a part ("Greater X Area" is a metro region)."""
    words = [fold_phrase(w) for w in _words(raw)]
    whole = " ".join(words)
    metro = any(w in _METRO for w in words) or any(name in whole for name in _METRO_NAMES)
    while words and (words[0] in _FILLER or words[0] in _METRO):
        words.pop(0)
    while words and (words[-1] in _FILLER or words[-1] in _METRO):
        words.pop()
    return whole, " ".join(words), metro


@lru_cache(maxsize=16384)
def _sub_lookup(raw: str) -> tuple[Subdivision, ...]:
    """Subdivisions a part names: by name ("North Holland", "County Dublin") or by code ("NSW", "TX", "07")."""
    key = fold_phrase(raw)
    if not key:
        return ()
    if key in _SUB_ALIASES:
        code = _SUB_ALIASES[key]
        return (Subdivision(code, code[:2], 1, False),)
    if key in _NATIONS:
        return (Subdivision(_NATIONS[key], "GB", 1, False),)
    if _is_code(raw):
        return tuple(s for s in subdivisions(key) if s.by_code)
    found = tuple(s for s in subdivisions(key) if not s.by_code)
    if found:
        return found
    words = key.split()
    while words and words[0] in _SUB_TYPE:
        words.pop(0)
    while words and words[-1] in _SUB_TYPE:
        words.pop()
    short = " ".join(words)
    for candidate in (short, "region " + short):
        if candidate and candidate != key:
            found = tuple(s for s in subdivisions(candidate) if not s.by_code)
            if found:
                return found
    padded = f" {short} "
    for a, b in _VARIANTS[-3:]:
        if a in padded:
            found = tuple(s for s in subdivisions(padded.replace(a, b).strip()) if not s.by_code)
            if found:
                return found
    return ()


def _country_of(raw: str) -> str | None:
    names, codes, alpha3 = _countries()
    stripped = raw.strip(" .")
    if stripped.isupper() and len(stripped) in (2, 3):
        up = stripped.upper()
        return up if up in codes else alpha3.get(up) or ("GB" if up == "UK" else None)
    return names.get(fold_phrase(raw))


def _city_candidates(raw: str) -> tuple[tuple[Place, ...], str | None, bool]:
    """(places, district, metro) a part names: the whole part, an abbreviation, or a "<City> <district>"
    compound ("Amsterdam Centrum", "Jakarta Selatan", "East Jakarta", "Sydney CBD")."""
    whole, key, metro = _core(raw)
    if not key or key in _NOWHERE or whole in _NOWHERE:
        return (), None, metro
    for k in (whole, key):
        found = _lookup(_CITY_ABBREVIATIONS.get(k, k))
        if any(not p.alternate or p.population >= 100_000 for p in found):
            return found, None, metro  # "Tangerang Selatan" is a city of its own, "Sydney CBD" is not
    words = key.split()
    raw_words = [w for w in _words(raw) if fold_phrase(w) not in _FILLER and fold_phrase(w) not in _METRO]
    if len(words) > 1 and len(raw_words) == len(words):
        if words[-1] in _DISTRICT_WORDS and _solid(_lookup(" ".join(words[:-1]))):
            return _lookup(" ".join(words[:-1])), raw_words[-1], metro
        if words[0] in _DISTRICT_WORDS and _solid(_lookup(" ".join(words[1:]))):
            return _lookup(" ".join(words[1:])), raw_words[0], metro
    found = _lookup(_CITY_ABBREVIATIONS.get(key, key))
    if found:
        return found, None, metro
    for n in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:n]), " ".join(words[n:])
        found = _lookup(_CITY_ABBREVIATIONS.get(head, head))
        if _solid(found) and tail not in _NOWHERE:
            rest = raw_words[n:] if len(raw_words) == len(words) else []
            if any(w in _ADDRESS for w in words[n:]):
                rest = []  # "Burton On Trent Salary": a label after the name, not a district
            return found, " ".join(rest) or None, metro
    return (), None, metro


def _solid(found: tuple[Place, ...]) -> bool:
    """A compound's piece is a place of 1,000+ people (15,000+ by an alternate name: "Las" is not Lash)."""
    return any(p.population >= (15_000 if p.alternate else 1000) for p in found)


def _noise(raw: str) -> bool:
    """A part that names no place: a street address, a sentence, a "nowhere" word."""
    words = [fold_phrase(w) for w in _words(raw)]
    if not words or len(words) > _MAX_PART_WORDS or " ".join(words) in _NOWHERE:
        return True
    return raw.strip()[:1].isdigit() and not _is_code(raw)


def _addressy(raw: str) -> bool:
    """A part with words of a site or address ("Frostburg State University"): only its head may be a place."""
    return any(fold_phrase(w) in _ADDRESS for w in _words(raw))


def _head(raw: str) -> str:
    """The words before the first address or site word ("Frostburg State University" -> "Frostburg State")."""
    words = _words(raw)
    for n, w in enumerate(words):
        if fold_phrase(w) in _ADDRESS:
            return " ".join(words[:n])
    return raw


def _generic(raw: str) -> bool:
    """A region named only by compass or type words ("West Region", "Central"): ambiguous across countries."""
    words = [fold_phrase(w) for w in _words(raw)]
    return (not _is_code(raw) and any(w in _DISTRICT_WORDS for w in words)
            and all(w in _DISTRICT_WORDS or w in _SUB_TYPE for w in words))


# --- weighing the candidates -------------------------------------------------------------------------
class _Evidence:
    """What the parts other than the city part say: countries, subdivisions, bigger cities."""

    def __init__(self) -> None:
        self.countries: list[str] = []
        self.subs: list[tuple[Subdivision, ...]] = []
        self.code_countries: list[tuple[str | None, tuple[Subdivision, ...]]] = []  # ambiguous codes
        self.bigger: list[tuple[str, tuple[Place, ...]]] = []
        self.metro = False
        self.first = 10**6  # index of the first part that is a country or a subdivision
        self.anything = False  # some part has words that are not "nowhere" words

    def any(self) -> bool:
        return bool(self.countries or self.subs or self.code_countries)


def _agreement(p: Place, ev: _Evidence) -> float:
    """How much the evidence agrees with place ``p`` (a multiplier; 0 = contradicted by a named country)."""
    w = 1.0
    for c in ev.countries:
        if c != p.country:
            return 0.0
    for subs in ev.subs:
        if any(s.code == p.region for s in subs):
            w *= 1000.0
        elif any(s.country == p.country for s in subs):
            w *= 30.0
        else:
            w *= 0.2  # a region name elsewhere only weakly contradicts ("Coventry, Midlands")
    for cc, subs in ev.code_countries:
        if any(s.code == p.region for s in subs) or cc == p.country:
            w *= 1000.0
        elif any(s.country == p.country for s in subs):
            w *= 3.0
        else:
            w *= 0.05
    return w


def _named_region(p: Place | None, country: str | None, ev: _Evidence) -> str | None:
    """The ISO 3166-2 code a part names and that agrees with the chosen place (or country)."""
    pools = [*ev.subs, *(subs for _, subs in ev.code_countries)]
    if p is not None:
        for subs in pools:
            for s in subs:
                if s.code == p.region:
                    return s.code
    for subs in pools:
        same = sorted((s for s in subs if s.country == (p.country if p else country)), key=lambda s: s.level)
        if same:
            return same[0].code
    return None


@lru_cache(maxsize=16384)
def _parse_location(text: str, hint: str | None) -> dict[str, Any] | None:
    text = _clean(_unwrap_structured(text))
    mode, spans = work_mode(text)
    rest = text
    for s, e in reversed(spans):
        rest = rest[:s] + " , " + rest[e:]
    best: dict[str, Any] | None = None
    weak: dict[str, Any] | None = None
    for parts in _groups(rest)[:8]:
        found = _parse_group(parts, hint)
        if found is None or not (found["city"] or found["country"]):
            continue
        if found["city"] and found.pop("weak", False):
            weak = weak or found  # a small unsupported namesake ("Remote-Friendly"): only if nothing better
            continue
        found.pop("weak", None)
        if found["city"] or found["region"] or best is None:
            best = found
        if found["city"] or found["region"]:
            break  # the first location of a list counts ("Florida, USA; New York, USA")
    if weak is not None and (best is None or not best["city"]):
        best = weak
    if best is None:
        if mode is None:
            return None
        best = {"city": None, "district": None, "region": None, "country": hint, "geonames_id": None,
                "confidence": 1.0 if hint is None else 0.5}
    if best["country"] in _CITY_STATES and best["city"] != _CITY_STATES[best["country"]]:
        best = _city_state(best)
    remote = None if mode in (None, "hybrid") else mode == "remote"
    return {"city": best["city"], "district": best["district"], "region": best["region"],
            "country": best["country"], "geonames_id": best["geonames_id"], "remote": remote,
            "work_mode": mode, "confidence": best["confidence"]}


def _city_state(found: dict[str, Any]) -> dict[str, Any]:
    """In a city-state the city is the country's name; a smaller place named becomes the district."""
    name = _CITY_STATES[found["country"]]
    capital = [p for p in places(fold_phrase(name)) if p.country == found["country"]]
    district = found["district"] or found["city"] or found.get("_town")
    if district and fold_phrase(district) in _DISTRICT_WORDS:
        district = None
    return {**found, "city": name, "district": district,
            "geonames_id": capital[0].geonames_id if capital else None}


def _parse_group(parts: list[str], hint: str | None) -> dict[str, Any] | None:
    ev = _Evidence()
    city_idx = None
    candidates: tuple[Place, ...] = ()
    city_subs: tuple[Subdivision, ...] = ()
    district = None
    metro = False
    unknown: list[tuple[int, str]] = []  # parts the gazetteer lacks: a district before the city, or the town
    named = [_country_of(p) for p in parts]
    for i, raw in enumerate(parts):
        if not raw.strip(" ."):
            continue
        country = named[i] or _country_of(_core(raw)[1])  # "UK Only"
        subs = _sub_lookup(raw)
        if country and any(s.country in named and s.country != country for s in subs):
            country = None  # "Georgia, USA": the state, not the country
        if subs and _generic(raw):
            subs = tuple(s for s in subs if s.country == hint)
        if _is_code(raw):
            if city_idx is None and i == 0 and fold_phrase(raw) in _CITY_ABBREVIATIONS and not any(
                    s.country == hint for s in subs):
                city_idx, candidates = i, _lookup(_CITY_ABBREVIATIONS[fold_phrase(raw)])
            elif country and not subs:
                ev.countries.append(country)
            elif country or subs:
                ev.code_countries.append((country, subs))
            ev.first = min(ev.first, i)
            continue
        if country and any(s.country != country for s in subs) and city_idx is not None:
            ev.code_countries.append((country, subs))  # "Atlanta, Georgia" / "Tbilisi, Georgia": the place decides
            ev.first = min(ev.first, i)
            continue
        if country and not (city_idx is None and not ev.countries and _capital_named(raw, country, i, parts)):
            ev.countries.append(country)
            ev.first = min(ev.first, i)
            if fold_phrase(raw) in _NATIONS:
                ev.subs.append(_sub_lookup(raw))
            continue
        whole, _, is_metro = _core(_head(raw))
        ev.metro = ev.metro or "area" in whole.split()  # "San Luis Obispo, California Area" (not "Greater X")
        ev.anything = ev.anything or (bool(_words(raw)) and whole not in _NOWHERE)
        if _noise(raw):
            continue
        if city_idx is None:
            found, dist, _ = _city_candidates(_head(raw) if _addressy(raw) else raw)
            if subs and found and not country and _region_first(raw, subs, found, len(parts), hint, bool(unknown)):
                found = ()
            if found:
                metro = is_metro
                city_idx, candidates, district, city_subs = i, found, dist, () if country else subs
                if unknown and district is None:
                    district = unknown[0][1]
                continue
            if subs:
                ev.subs.append(subs)
                ev.first = min(ev.first, i)
            elif not is_metro and not _addressy(raw) and not any(ch.isdigit() for ch in raw):
                unknown.append((i, raw.strip()))
            continue
        if subs:
            ev.subs.append(subs)
            ev.first = min(ev.first, i)
        if not any(fold_phrase(w) in _SUB_TYPE for w in _words(raw)):
            found, _, _ = _city_candidates(raw)
            if found:
                ev.bigger.append((raw, found))
    return _resolve(parts, city_idx, candidates, city_subs, district, metro or ev.metro, ev, hint, unknown)


def _capital_named(raw: str, country: str, i: int, parts: list[str]) -> bool:
    """A country's name that is a city too: before another part ("Mexico, Pampanga"), or alone when the
    country's big city has that very name ("Luxembourg", "Singapore")."""
    found = [p for p in places(fold_phrase(raw)) if not p.alternate]
    if i < len(parts) - 1:
        return any(p.country == country or p.population >= 100_000 for p in found)
    return len(parts) == 1 and any(p.country == country and p.population >= 50_000 for p in found)


def _region_first(raw: str, subs: tuple[Subdivision, ...], found: tuple[Place, ...], n_parts: int,
                  hint: str | None, after_unknown: bool) -> bool:
    """A part naming both a subdivision and a place is the subdivision when it says so ("County Dublin"),
    when it is all the string says or follows an unknown name and no city of 100,000+ has the name
    ("Maine", "Tinytown, Cornwall", not "New York"), or
    when only the subdivision is in the market ("Bali" on an Indonesian board)."""
    words = fold_phrase(raw).split()
    if any(w in _SUB_TYPE or w in _METRO for w in words):
        return True
    if hint and any(s.country == hint for s in subs) and not any(p.country == hint for p in found):
        return True
    big = any(p.population >= 100_000 for p in found)
    return (n_parts == 1 or after_unknown) and not big  # "Maine"; "Tinytown, Cornwall"


def _agrees_exactly(candidates: tuple[Place, ...], ev: _Evidence) -> bool:
    """Some candidate lies in a subdivision that another part names ("California, MO")."""
    pools = [*ev.subs, *(subs for _, subs in ev.code_countries)]
    return any(s.code == p.region for p in candidates for subs in pools for s in subs)


def _inside(small: Place, big: Place) -> bool:
    """``small`` is a part of the much bigger ``big`` (a suburb of a city, not a town near it): within a
    radius that grows with the city (10 km for a million people, 5 to 40 km)."""
    if small.country != big.country or big.population <= 10 * small.population:
        return False
    radius = min(40.0, max(5.0, 10.0 * math.sqrt(big.population / 1_000_000)))
    return distance_km(small, big) <= radius


def _resolve(parts: list[str], city_idx: int | None, candidates: tuple[Place, ...],
             city_subs: tuple[Subdivision, ...], district: str | None, metro: bool, ev: _Evidence,
             hint: str | None, unknown: list[tuple[int, str]]) -> dict[str, Any] | None:
    named_country = ev.countries[0] if ev.countries else None
    # "Toowong, Brisbane", "Ciracas, Jakarta Raya": a much bigger city after the first place is the city,
    # the first place its district
    if ev.bigger:
        _, big = ev.bigger[0]
        agree_big = [p for p in big if _agreement(p, ev) > 0.5 and p.population >= 100_000]
        small = [p for p in candidates if any(_inside(p, q) for q in agree_big)]
        if small:
            agree_big = [q for q in agree_big if any(_inside(p, q) for p in small)]
            district = parts[city_idx].strip() if city_idx is not None else None
            candidates = tuple(agree_big)
        elif not candidates and agree_big and unknown and unknown[0][0] < len(parts):
            district, candidates = unknown[0][1], tuple(agree_big)  # a suburb the gazetteer lacks
            unknown = []
    if city_subs and candidates and not _agrees_exactly(candidates, ev):
        kept = [p for p in candidates if _agreement(p, ev) >= 1.0] or list(candidates)
        top = max(kept, key=lambda p: p.population)
        if top.population < 100_000 and any(s.country == top.country and s.level == 1 for s in city_subs):
            candidates = ()  # "Florida, USA", "Maine": a state that a small town shares its name with
    scored = []
    for p in candidates:
        w = _agreement(p, ev)
        if w < 0.01:
            continue  # contradicted by what the string names ("Huntstown, D, IE" is no US town)
        scored.append((w * max(p.population, 1) * (_ALT_WEIGHT if p.alternate else 1.0), p))
    penalty = 1.0
    if scored and hint and not named_country:
        in_market = [x for x in scored if x[1].country == hint]
        top = max(scored, key=lambda x: x[0])
        if in_market and top[1].country != hint:
            if _agreement(top[1], ev) >= 30 and max(_agreement(x[1], ev) for x in in_market) < 30:
                in_market = []  # a named subdivision elsewhere beats the market ("Paris, TX" on a FR board)
            else:
                penalty = 0.8  # the market hint overrode a bigger namesake elsewhere
        if in_market:
            scored = in_market
        elif _agreement(top[1], ev) < 30 and top[1].population < 100_000:
            scored = []  # a small place that exists only elsewhere does not beat the market
    if scored:
        scored.sort(key=lambda x: -x[0])
        total = sum(w for w, _ in scored)
        top_w, place = scored[0]
        confidence = top_w / total * penalty
        region = _named_region(place, place.country, ev)
        if metro:
            return {"city": None, "district": None, "region": region, "country": place.country,
                    "geonames_id": None, "confidence": round(min(confidence, 0.9), 3)}
        weak = not ev.any() and len(parts) > 1
        return {"city": place.name, "district": district, "region": region, "country": place.country,
                "geonames_id": place.geonames_id, "confidence": round(confidence, 3), "weak": weak}
    if city_subs:
        ev.subs.insert(0, city_subs)
        ev.first = min(ev.first, city_idx or 0)
    elif city_idx is not None and not metro:
        unknown = sorted([(city_idx, parts[city_idx].strip()), *unknown])
    lead_code = bool(parts) and _is_code(parts[0])  # "07 - VAGNAS": the department first, then the town
    towns = [raw for i, raw in unknown if i < ev.first or (lead_code and ev.first == 0)]
    return _without_city(parts, ev, hint, named_country, towns,
                         bool(unknown) or ev.anything)


def _without_city(parts: list[str], ev: _Evidence, hint: str | None, named_country: str | None,
                  unknown: list[str], anything: bool) -> dict[str, Any] | None:
    """No known locality: the country (named, from a subdivision, a code, or the market hint) and region;
    a first name the gazetteer lacks before a named region ("Tinytown, Cornwall") is kept as written."""
    country = named_country
    confidence = 1.0
    if country is None and not ev.subs and not anything and not any(cc for cc, _ in ev.code_countries):
        # a lone code ("SAP", "TX"): a subdivision only of the market's country
        ev.code_countries = [(cc, tuple(s for s in subs if s.country == hint)) for cc, subs in ev.code_countries]
    if country is None:
        pool = [s for subs in ev.subs for s in subs] + [s for _, subs in ev.code_countries for s in subs]
        code_cc = [cc for cc, _ in ev.code_countries if cc]
        if hint and (any(s.country == hint for s in pool) or hint in code_cc):
            country, confidence = hint, 0.9
        elif code_cc:
            country = code_cc[0]
        elif pool:
            named = {s.country for subs in ev.subs for s in subs}
            countries = {s.country for s in pool}
            country = next(iter(named)) if len(named) == 1 else (pool[0].country if len(countries) == 1 else None)
            confidence = 0.9
    if country is None and hint and (anything or ev.metro):
        country, confidence = hint, 0.5
    if country is None:
        return None
    region = _named_region(None, country, ev)
    city = None
    if unknown and (region or named_country):
        words = _words(unknown[0])
        if 0 < len(words) <= 3 and not any(fold_phrase(w) in _DISTRICT_WORDS for w in words[:1]):
            city = " ".join(w.capitalize() if w.isupper() and len(w) > 3 else w for w in words)
    return {"city": city, "district": None, "region": region, "country": country, "geonames_id": None,
            "confidence": round(confidence * (0.6 if city else 1.0), 3), "_town": unknown[0] if unknown else None}
