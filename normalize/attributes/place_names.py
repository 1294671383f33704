"""What one part of a location string names: localities (GeoNames through
:mod:`normalize.attributes.gazetteer`, spelling variants, abbreviations, "<City> <district>" compounds),
subdivisions (by name, code or alias), countries (pycountry and babel/CLDR names), and the words that make
a part a metro region, an address or nothing at all. :mod:`normalize.attributes.location` weighs them."""

from __future__ import annotations

import re
from functools import lru_cache

from normalize.attributes.gazetteer import Place, Subdivision, fold_phrase, places, subdivisions

# Words that frame a place name without being part of it (hand-written, several languages). A part is
# first looked up whole ("Kansas City", "Le Teil", "Ville Platte"), then without these.
_FILLER = {"of", "the", "and", "near", "bei", "pres", "la", "le", "el", "in", "only", "based", "or", "oder",
           "ou", "o", "en", "zone", "centre", "center", "downtown", "city", "kota", "ciudad", "cidade", "ville",
           "stadt", "gemeente", "municipality", "municipio", "comuna", "de", "do", "da", "various"}
# Words that make a part a conurbation, a metro region or an administrative area: not a locality.
METRO = {"greater", "area", "metropolitan", "metro", "metroplex", "grossraum", "raum", "umgebung", "regio",
         "region", "raya", "agglomeration", "metropolregion", "landkreis", "kreis", "county", "co", "province",
         "provincia", "district", "oblast", "kraj", "departement", "nationwide", "division",
         "regency", "kabupaten", "kab", "islandwide"}
# Nicknames of metro regions (hand-written): a metro region, never a locality.
_METRO_NAMES = {"bay area", "silicon valley", "research triangle", "twin cities", "tri state area", "inland empire",
                "randstad", "ruhrgebiet", "greater toronto area", "gta", "dmv", "metro manila"}
# Type words around a subdivision's name ("County Dublin", "Provincia de Santiago", "Region IV-A").
SUB_TYPE = {"county", "co", "province", "provincia", "provincie", "provinz", "prov", "region", "regio", "regione",
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
CITY_ABBREVIATIONS = {"kl": "kuala lumpur", "sf": "san francisco", "pj": "petaling jaya", "jb": "johor bahru",
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
DISTRICT_WORDS = {"cbd", "centrum", "zentrum", "centro", "central", "centre", "center", "downtown", "north",
                  "south", "east", "west", "noord", "zuid", "oost", "nord", "sud", "ost", "barat", "timur",
                  "selatan", "utara", "pusat", "midtown", "uptown", "innenstadt", "mitte", "northeast",
                  "northwest", "southeast", "southwest", "north east", "north west", "south east", "south west"}
# Parts that say where nothing is ("Nationwide", "Various locations", "EMEA", "abroad").
NOWHERE = {"nationwide", "various", "various locations", "multiple locations", "unknown", "other", "n a", "na",
           "tbd", "tba", "any", "field based", "home", "worldwide", "global", "international", "flexible",
           "overseas", "abroad", "not specified", "location", "locations", "multiple", "several locations",
           "one location", "europe", "asia", "africa", "americas", "oceania", "emea", "apac", "latam", "eu",
           "north america", "south america", "latin america", "middle east", "за кордоном", "за границей",
           "за рубежом", "localizacao nao informada", "nao informada", "varies", "blank", "anywhere", "timezones",
           "usa timezones", "america latina", "america do sul", "america del sur", "america do norte",
           "america del norte", "america central", "amerique latine", "amerique du nord", "lateinamerika",
           "nordamerika", "sudamerika", "new england"}

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
NATIONS = {"england": "GB-ENG", "scotland": "GB-SCT", "wales": "GB-WLS", "northern ireland": "GB-NIR"}

_WORD = re.compile(r"[^\W\d_][\w'’.]*|\d+")
_MAX_PART_WORDS = 6  # a longer part is a sentence, not a place


@lru_cache(maxsize=1)
def country_tables() -> tuple[dict[str, str], set[str], dict[str, str]]:
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


def part_words(raw: str) -> list[str]:
    return list(_part_words(raw))


@lru_cache(maxsize=16384)  # the location parser splits each part of a string many times over
def _part_words(raw: str) -> tuple[str, ...]:
    return tuple(w.rstrip(".'’") for w in _WORD.findall(raw) if not w.isdigit())


def is_code(raw: str) -> bool:
    stripped = raw.strip(" .")
    return 0 < len(stripped) <= 3 and (stripped.isupper() or stripped.isdigit())


@lru_cache(maxsize=65536)
def localities(key: str) -> tuple[Place, ...]:
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


@lru_cache(maxsize=16384)
def part_keys(raw: str) -> tuple[str, str, bool]:
    """(whole key, key without filler words, metro?) of a part ("Greater X Area" is a metro region)."""
    words = [fold_phrase(w) for w in part_words(raw)]
    whole = " ".join(words)
    metro = any(w in METRO for w in words) or any(name in whole for name in _METRO_NAMES)
    while words and (words[0] in _FILLER or words[0] in METRO):
        words.pop(0)
    while words and (words[-1] in _FILLER or words[-1] in METRO):
        words.pop()
    return whole, " ".join(words), metro


@lru_cache(maxsize=16384)
def subdivisions_named(raw: str) -> tuple[Subdivision, ...]:
    """Subdivisions a part names: by name ("North Holland", "County Dublin") or by code ("NSW", "TX", "07")."""
    key = fold_phrase(raw)
    if not key:
        return ()
    if key in _SUB_ALIASES:
        code = _SUB_ALIASES[key]
        return (Subdivision(code, code[:2], 1, False),)
    if key in NATIONS:
        return (Subdivision(NATIONS[key], "GB", 1, False),)
    if is_code(raw):
        return tuple(s for s in subdivisions(key) if s.by_code)
    found = tuple(s for s in subdivisions(key) if not s.by_code)
    if found:
        return found
    words = key.split()
    while words and words[0] in SUB_TYPE:
        words.pop(0)
    while words and words[-1] in SUB_TYPE:
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


@lru_cache(maxsize=1)
def _own_country_names() -> frozenset[str]:
    """Folded country names from pycountry, English CLDR and the aliases: what is not among them is a country's name
    only in another language ("Granada" is Grenada in Spanish)."""
    import pycountry
    from babel import Locale

    names = {fold_phrase(v) for c in pycountry.countries for a in ("name", "official_name", "common_name")
             if (v := getattr(c, a, None))}
    names |= {fold_phrase(v) for k, v in Locale("en").territories.items() if len(k) == 2 and k.isalpha()}
    return frozenset(names | set(_COUNTRY_ALIASES))


def foreign_country_name(raw: str) -> bool:
    """``raw`` names a country only in a language other than English ("Granada", "Deutschland", "Émirats")."""
    return country_named(raw) is not None and fold_phrase(raw) not in _own_country_names()


def country_named(raw: str) -> str | None:
    names, codes, alpha3 = country_tables()
    stripped = raw.strip(" .")
    if stripped.isupper() and len(stripped) in (2, 3):
        up = stripped.upper()
        return up if up in codes else alpha3.get(up) or ("GB" if up == "UK" else None)
    return names.get(fold_phrase(raw))


def city_candidates(raw: str) -> tuple[tuple[Place, ...], str | None, bool]:
    """(places, district, metro) a part names: the whole part, an abbreviation, or a "<City> <district>"
    compound ("Amsterdam Centrum", "Jakarta Selatan", "East Jakarta", "Sydney CBD")."""
    whole, key, metro = part_keys(raw)
    if not key or key in NOWHERE or whole in NOWHERE:
        return (), None, metro
    for k in (whole, key):
        found = localities(CITY_ABBREVIATIONS.get(k, k))
        if any(not p.alternate or p.population >= 100_000 for p in found):
            return found, None, metro  # "Tangerang Selatan" is a city of its own, "Sydney CBD" is not
    words = key.split()
    raw_words = [w for w in part_words(raw) if fold_phrase(w) not in _FILLER and fold_phrase(w) not in METRO]
    if len(words) > 1 and len(raw_words) == len(words):
        if words[-1] in DISTRICT_WORDS and _solid(localities(" ".join(words[:-1]))):
            return localities(" ".join(words[:-1])), raw_words[-1], metro
        if words[0] in DISTRICT_WORDS and _solid(localities(" ".join(words[1:]))):
            return localities(" ".join(words[1:])), raw_words[0], metro
    found = localities(CITY_ABBREVIATIONS.get(key, key))
    if found:
        return found, None, metro
    for n in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:n]), " ".join(words[n:])
        found = localities(CITY_ABBREVIATIONS.get(head, head))
        if _solid(found) and tail not in NOWHERE:
            rest = raw_words[n:] if len(raw_words) == len(words) else []
            if any(w in _ADDRESS for w in words[n:]):
                rest = []  # "Burton On Trent Salary": a label after the name, not a district
            return found, " ".join(rest) or None, metro
    return (), None, metro


def _solid(found: tuple[Place, ...]) -> bool:
    """A compound's piece is a place of 1,000+ people (15,000+ by an alternate name: "Las" is not Lash)."""
    return any(p.population >= (15_000 if p.alternate else 1000) for p in found)


def is_noise(raw: str) -> bool:
    """A part that names no place: a street address, a sentence, a "nowhere" word."""
    words = [fold_phrase(w) for w in part_words(raw)]
    if not words or len(words) > _MAX_PART_WORDS or " ".join(words) in NOWHERE:
        return True
    return raw.strip()[:1].isdigit() and not is_code(raw)


def is_address(raw: str) -> bool:
    """A part with words of a site or address ("Frostburg State University"): only its head may be a place."""
    return any(fold_phrase(w) in _ADDRESS for w in part_words(raw))


def head_of(raw: str) -> str:
    """The words before the first address or site word ("Frostburg State University" -> "Frostburg State")."""
    words = part_words(raw)
    for n, w in enumerate(words):
        if fold_phrase(w) in _ADDRESS:
            return " ".join(words[:n])
    return raw


def is_generic_region(raw: str) -> bool:
    """A region named only by compass or type words ("West Region", "Central"): ambiguous across countries."""
    words = [fold_phrase(w) for w in part_words(raw)]
    return (not is_code(raw) and any(w in DISTRICT_WORDS for w in words)
            and all(w in DISTRICT_WORDS or w in SUB_TYPE for w in words))
