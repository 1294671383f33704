"""``extract(text)``: every attribute of a free or semi-structured HR text, each with its span.

The text is tokenized once; each facet finder reads the shared tokens. Key-value lines
("Standort: München") are read too and take precedence for the field they name, because a label states
what its value is.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from normalize.attributes import facets
from normalize.attributes.contacts import find_emails, find_phones, find_urls
from normalize.attributes.dates import find_dates
from normalize.attributes.facets.languages import language_words
from normalize.attributes.gazetteer import big_place_names
from normalize.attributes.keyvalues import extract_keyvalues
from normalize.attributes.location import parse_location
from normalize.attributes.markets import market_code
from normalize.attributes.salary import WorkingTime, find_salary
from normalize.attributes.text import Tokens

MAX_CHARS = 100_000  # longer texts are cut: the attributes of a posting live in its first pages

FIELDS = ("salary", "locations", "remote", "employment_type", "seniority", "min_years_experience",
          "education_level", "languages", "emails", "phones", "urls", "dates")

# Words after which a capitalized phrase is read as a place ("in Berlin", "à Paris", "te Utrecht").
_PLACE_CUES = {"in", "at", "near", "based", "located", "office", "offices", "standort", "a", "en", "te",
               "bei", "nahe", "sede", "aus", "from", "nach", "ubicado", "situe", "situee", "basee", "base",
               "gevestigd", "regio", "region", "area"}
# Capitalized words that are also big cities' names but usually mean something else in a posting.
_NOT_PLACES = {"nice", "split", "mobile", "reading", "bath", "orange", "university", "victoria", "florida",
               "of", "the", "and", "regina", "santa", "san", "la", "le", "de", "sale", "most", "marina",
               "aurora", "ede", "best", "hengelo", "goes", "essen", "hamm", "mainz", "biel", "bus", "sur",
               "halle", "as", "chester", "temple", "independence", "lincoln", "gary", "jackson", "troy",
               "roles", "julia"}
_BIG_CITY = 300_000
# employment-type precedence of ATTRIBUTE_CONVENTIONS.md (lower wins)
_RANK = {"internship": 0, "contract": 1, "temporary": 2, "full_time": 3, "part_time": 3}


def _place_phrase(tokens: Tokens, i: int) -> tuple[int, int] | None:
    """Capitalized phrase starting at token ``i`` (up to 3 words, "Frankfurt am Main"): (start, end)."""
    text = tokens.text
    n = len(tokens.words)
    if i >= n or not text[tokens.starts[i]].isupper():
        return None
    j = i
    while j + 1 < n and j - i < 2:
        gap = text[tokens.ends[j] : tokens.starts[j + 1]]
        nxt = text[tokens.starts[j + 1]]
        if gap in (" ", "-") and (nxt.isupper() or tokens.words[j + 1] in ("am", "an", "de", "del", "sur")):
            j += 1
        else:
            break
    while j > i and not text[tokens.starts[j]].isupper():
        j -= 1
    return tokens.starts[i], tokens.ends[j]


@lru_cache(maxsize=4)
def _first_words(names: frozenset[str]) -> frozenset[str]:
    """First words of the multi-word names ("rio" of "rio de janeiro")."""
    return frozenset(n.split(" ", 1)[0] for n in names if " " in n)


def _hint_only(loc: dict[str, Any]) -> bool:
    """parse_location found no place, only fell back on the market hint (confidence 0.5, no city/region)."""
    return loc["city"] is None and loc["region"] is None and loc["confidence"] <= 0.5


def find_locations(tokens: Tokens, country: str | None = None) -> list[dict[str, Any]]:
    """Places named in running text: a capitalized phrase after a place cue ("in", "based in", "à",
    "te"), or the name of a big city (>= 300,000 people) anywhere; each parsed with ``parse_location``
    and kept with its span."""
    big_names, big_alternates = big_place_names(_BIG_CITY)
    big_heads = _first_words(big_names)
    out: list[dict[str, Any]] = []
    seen: set[tuple[Any, Any]] = set()
    words = tokens.words
    text = tokens.text
    tried = 0
    starts = tokens.starts
    capitalized = [k for k, st in enumerate(starts) if text[st].isupper()]
    ci = 0
    i = 0
    while ci < len(capitalized) and tried < 300 and len(out) < 50:
        i = capitalized[ci]
        ci += 1
        w = words[i]
        cue = i > 0 and words[i - 1] in _PLACE_CUES
        if (w in _NOT_PLACES and not cue) or len(w) < 3:
            continue
        big = w in big_names or (len(w) >= 5 and w in big_alternates) or (
            w in big_heads and " ".join(words[i : i + 3]) in big_names)
        if not cue and not big:
            continue  # only a cue ("in", "à", "te") or a big city's name starts a place
        phrase = _place_phrase(tokens, i)
        if phrase is None:
            continue
        s, e = phrase
        # extend with ", DE" / ", Germany" / ", NY"
        tail = text[e : e + 40]
        e2 = e
        if tail.startswith(", ") and len(tail) > 2 and tail[2:3].isupper():
            k = 2
            while k < len(tail) and (tail[k].isalpha() or tail[k] in " -") and k < 30:
                if tail[k] == " " and k + 1 < len(tail) and not tail[k + 1].isupper():
                    break
                k += 1
            e2 = e + k
        raw = text[s:e2].strip()
        key = raw.split(",")[0].strip().casefold()
        named = e2 > e  # followed by its region or country: "in English, Indiana", "in Nice, France"
        if key in language_words() and not named:
            continue  # "fluent in English", "experience in German"
        if cue or big:
            tried += 1
            loc = parse_location(raw, country)
            if loc and _hint_only(loc):
                continue  # "in Vollzeit", "experience in SQL": nothing named, only the market hint's country
            if loc and (loc["city"] or loc["country"]) and (cue or big or loc["confidence"] >= 0.5) and (key not in _NOT_PLACES or (cue and named)):
                ident = (loc["city"], loc["country"])
                if ident not in seen:
                    seen.add(ident)
                    loc["span"] = [s, s + len(raw)]
                    out.append(loc)
                # skip the capitalized tokens consumed
                while ci < len(capitalized) and starts[capitalized[ci]] < s + len(raw):
                    ci += 1
    return out


def extract(
    text: str | None, country: str | None = None, *, working_time: WorkingTime | None = None
) -> dict[str, Any]:
    """All attributes of ``text``; keys as in DESIGN.md (see module docstring of normalize.attributes).

    ``salary`` is a parse_salary dict plus ``span``; ``locations``, ``languages``, ``emails``, ``phones``,
    ``urls`` and ``dates`` are lists of dicts with a ``span``; ``spans`` maps each scalar field
    (remote, employment_type, seniority, min_years_experience, education_level) to the span it was read
    from. Missing values are None (scalars) or [] (lists). Never raises on text input.
    """
    result: dict[str, Any] = {
        "salary": None, "locations": [], "remote": None, "employment_type": None, "seniority": None,
        "min_years_experience": None, "education_level": None, "languages": [], "emails": [], "phones": [],
        "urls": [], "dates": [], "spans": {},
    }
    if not text or not isinstance(text, str):
        return result
    country = market_code(country)
    text = text[:MAX_CHARS]
    tokens = Tokens(text)
    spans: dict[str, list[int]] = result["spans"]

    sal = find_salary(text, country, working_time=working_time)
    if sal:
        result["salary"] = {**sal[0], "span": list(sal[1])}
    for field, finder in (("remote", facets.find_work_mode), ("employment_type", facets.find_employment_type),
                          ("seniority", facets.find_seniority), ("min_years_experience", facets.find_min_years),
                          ("education_level", facets.find_education)):
        hit = finder(tokens)
        if hit:
            result[field] = hit[0]
            spans[field] = list(hit[1])
    result["languages"] = facets.find_languages(tokens)
    result["emails"] = find_emails(text)
    result["urls"] = find_urls(text)
    phones = find_phones(text, country)
    if result["salary"]:
        s0, e0 = result["salary"]["span"]
        phones = [p for p in phones if p["span"][1] <= s0 or p["span"][0] >= e0]
    result["phones"] = phones
    result["dates"] = find_dates(text, country, tokens)
    result["locations"] = find_locations(tokens, country)

    # labelled values ("Standort: München") override what running text suggested
    kv = extract_keyvalues(text, country) if (":" in text or " - " in text or "\t" in text) else None
    if kv and kv["fields"]:
        f = kv["fields"]
        # the span of the pair each field's value came from (a key may be labelled twice)
        pair_span = {p["canonical"]: p["span"] for p in reversed(kv["pairs"])
                     if p["canonical"] and p["parsed"] is f.get(p["canonical"])}
        if isinstance(f.get("salary"), dict):
            result["salary"] = {**f["salary"], "span": pair_span["salary"]}
        if isinstance(f.get("location"), dict):
            loc = {**f["location"], "span": pair_span["location"]}
            rest = [x for x in result["locations"] if (x["city"], x["country"]) != (loc["city"], loc["country"])]
            result["locations"] = [loc, *rest]
            if loc.get("work_mode") and result["remote"] is None:
                result["remote"] = loc["work_mode"]  # "Location: Kuala Lumpur (hybrid)"
        for field in ("remote", "employment_type", "seniority", "min_years_experience", "education_level"):
            if f.get(field) is None:
                continue
            if field == "employment_type" and _RANK.get(result[field], 9) < _RANK.get(f[field], 9):
                continue  # "Anstellungsart: Vollzeit" + agency work in the text: temporary by precedence
            result[field] = f[field]
            spans[field] = pair_span[field]
        if f.get("languages") and not result["languages"]:
            result["languages"] = f["languages"]
    return result
