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

Cutting the string: :mod:`normalize.attributes.location_parts`; what one part names:
:mod:`normalize.attributes.place_names`; here the candidates are weighed and the answer built.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any

from normalize.attributes.gazetteer import Place, Subdivision, distance_km, fold_phrase, places
from normalize.attributes.location_parts import clean_markup, location_groups, unwrap_structured, work_mode
from normalize.attributes.place_names import (
    CITY_ABBREVIATIONS,
    DISTRICT_WORDS,
    METRO,
    NATIONS,
    NOWHERE,
    SUB_TYPE,
    city_candidates,
    country_named,
    foreign_country_name,
    head_of,
    is_address,
    is_code,
    is_generic_region,
    is_noise,
    localities,
    part_keys,
    part_words,
    subdivisions_named,
)
from normalize.attributes.postcodes import postcode_stands_alone, postcode_town_pattern

__all__ = ["parse_location", "work_mode", "fold_phrase", "city_lookup"]

# City-states: the country is the city ("Singapore", "Kallang, Central Region").
_CITY_STATES = {"SG": "Singapore", "HK": "Hong Kong", "MO": "Macau", "MC": "Monaco", "GI": "Gibraltar"}
_ALT_WEIGHT = 0.1  # a match by an alternate name counts less than by the GeoNames name ("Wesenberg")


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
    text = clean_markup(unwrap_structured(text))
    if hint and any(map(str.isdigit, text)) and (pattern := postcode_town_pattern(hint)) is not None:
        text = pattern.sub(lambda m: _postcode_apart(m, hint), text)  # "80331 München": the town a part of its own
    mode, spans = work_mode(text)
    rest = text
    for s, e in reversed(spans):
        rest = rest[:s] + " , " + rest[e:]
    best: dict[str, Any] | None = None
    weak: dict[str, Any] | None = None
    for parts in location_groups(rest)[:8]:
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


def _postcode_apart(m: re.Match[str], country: str) -> str:
    """A postcode before its town made a separator (a part that opens with a digit is read as no place); a
    four-digit year and a number's tail stay as written."""
    year = m.group()[:4].isdigit() and 1950 <= int(m.group()[:4]) <= 2039 and not m.group()[4:5].isdigit()
    return m.group() if year or not postcode_stands_alone(m.string, m.start(), country) else ", " + m.group(1)


def _city_state(found: dict[str, Any]) -> dict[str, Any]:
    """In a city-state the city is the country's name; a smaller place named becomes the district."""
    name = _CITY_STATES[found["country"]]
    capital = [p for p in places(fold_phrase(name)) if p.country == found["country"]]
    district = found["district"] or found["city"] or found.get("_town")
    if district and fold_phrase(district) in DISTRICT_WORDS:
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
    named = [country_named(p) for p in parts]
    for i, raw in enumerate(parts):
        if not raw.strip(" ."):
            continue
        country = named[i] or country_named(part_keys(raw)[1])  # "UK Only"
        subs = subdivisions_named(raw)
        if country and any(s.country in named and s.country != country for s in subs):
            country = None  # "Georgia, USA": the state, not the country
        if subs and is_generic_region(raw):
            subs = tuple(s for s in subs if s.country == hint)
        if is_code(raw):
            if city_idx is None and i == 0 and fold_phrase(raw) in CITY_ABBREVIATIONS and not any(
                    s.country == hint for s in subs):
                city_idx, candidates = i, localities(CITY_ABBREVIATIONS[fold_phrase(raw)])
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
        if country and not (city_idx is None and not ev.countries and _capital_named(raw, country, i, parts, hint)):
            ev.countries.append(country)
            ev.first = min(ev.first, i)
            if fold_phrase(raw) in NATIONS:
                ev.subs.append(subdivisions_named(raw))
            continue
        whole, _, is_metro = part_keys(head_of(raw))
        ev.metro = ev.metro or "area" in whole.split()  # "San Luis Obispo, California Area" (not "Greater X")
        ev.anything = ev.anything or (bool(part_words(raw)) and whole not in NOWHERE)
        if is_noise(raw):
            continue
        if city_idx is None:
            found, dist, _ = city_candidates(head_of(raw) if is_address(raw) else raw)
            if dist and is_address(raw) and fold_phrase(dist) not in DISTRICT_WORDS:
                dist = None  # "Beijing Forestry University": the rest of a site's name is no district
            if subs and found and not country and (
                    _region_first(raw, subs, found, len(parts), hint, bool(unknown)) or _region_of_named(subs, found, named)):
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
            elif not is_metro and not is_address(raw) and not any(ch.isdigit() for ch in raw):
                unknown.append((i, raw.strip()))
            continue
        if subs:
            ev.subs.append(subs)
            ev.first = min(ev.first, i)
        if not any(fold_phrase(w) in SUB_TYPE for w in part_words(raw)):
            found, _, _ = city_candidates(raw)
            if found:
                ev.bigger.append((raw, found))
    return _resolve(parts, city_idx, candidates, city_subs, district, metro or ev.metro, ev, hint, unknown)


_FOREIGN_NAME_TOWN = 100_000


def _capital_named(raw: str, country: str, i: int, parts: list[str], hint: str | None) -> bool:
    """A country's name that is a city too: before another part ("Mexico, Pampanga"), alone when the
    country's big city has that very name ("Luxembourg", "Singapore"), or a country's name only in another
    language that a town of ``_FOREIGN_NAME_TOWN`` people bears as written ("Granada" on a Spanish board: the city,
    not Grenada; never "França", France in Portuguese, for the Brazilian city Franca)."""
    found = [p for p in places(fold_phrase(raw)) if not p.alternate]
    if foreign_country_name(raw) and any(p.country != country and p.population >= _FOREIGN_NAME_TOWN and (
            p.name.casefold() == raw.strip(" .").casefold()) and (p.country == hint or hint is None and all(
                x.country == p.country for x in subdivisions_named(raw))) for p in found):
        return True  # (the market's town, or with no market one no subdivision abroad is named by: "Norfolk" stays)
    if i < len(parts) - 1:
        return any(p.country == country or p.population >= 100_000 for p in found)
    return len(parts) == 1 and any(p.country == country and p.population >= 50_000 for p in found)


# Words SUB_TYPE strips around a subdivision's name ("Provincia de Santiago") that name no type themselves.
_LINK_WORDS = {"of", "de", "del", "do", "da", "the"}


def _region_first(raw: str, subs: tuple[Subdivision, ...], found: tuple[Place, ...], n_parts: int,
                  hint: str | None, after_unknown: bool) -> bool:
    """A part naming both a subdivision and a place is the subdivision when it says so ("County Dublin"),
    when it is all the string says or follows an unknown name and no city of 100,000+ has the name
    ("Maine", "Tinytown, Cornwall", not "New York"), or
    when only the subdivision is in the market ("Bali" on an Indonesian board)."""
    words = fold_phrase(raw).split()
    if any((w in SUB_TYPE and w not in _LINK_WORDS) or w in METRO for w in words):
        return True  # a type word ("County Dublin"), not a linking one ("Rio de Janeiro" is a city too)
    if hint and any(s.country == hint for s in subs) and not any(p.country == hint for p in found):
        return True
    if hint and any(p.country == hint for p in found) and not any(s.country == hint for s in subs):
        return False  # the mirror case: a town of the market, a subdivision abroad ("Yuma" on a US board)
    # abroad, a big city counts under its own name only: "Floridablanca" (also "Florida") keeps no US state out
    big = any(p.population >= 100_000 and (not p.alternate or hint in (None, p.country)) for p in found)
    return (n_parts == 1 or after_unknown) and not big  # "Maine"; "Tinytown, Cornwall"


def _region_of_named(subs: tuple[Subdivision, ...], found: tuple[Place, ...], named: list[str | None]) -> bool:
    """Another part names a country that holds the subdivision but none of the towns of this name: the
    subdivision ("Suffolk, UK": the English county, not Suffolk, Virginia; "Surrey, UK" not Surrey, BC)."""
    countries = {c for c in named if c}
    return any(s.country in countries for s in subs) and not any(p.country in countries for p in found)


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
    lead_code = bool(parts) and is_code(parts[0])  # "07 - VAGNAS": the department first, then the town
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
        words = part_words(unknown[0])
        if 0 < len(words) <= 3 and not any(fold_phrase(w) in DISTRICT_WORDS for w in words[:1]):
            city = " ".join(w.capitalize() if w.isupper() and len(w) > 3 else w for w in words)
    return {"city": city, "district": None, "region": region, "country": country, "geonames_id": None,
            "confidence": round(confidence * (0.6 if city else 1.0), 3), "_town": unknown[0] if unknown else None}
