"""``extract(text)``: every attribute of a free or semi-structured HR text, each with its span.

The text is tokenized once; each facet finder reads the shared tokens. Key-value lines
("Standort: München") are read too and take precedence for the field they name, because a label states
what its value is.
"""

from __future__ import annotations

import re
from typing import Any

from normalize.attributes import facets, triggers
from normalize.attributes.contacts import PHONES_TRIGGER, find_emails, find_phones, find_urls, with_repeats
from normalize.attributes.currencies import named_dollar
from normalize.attributes.dates import DATES_TRIGGER, find_dates
from normalize.attributes.keyvalues import extract_keyvalues
from normalize.attributes.market_inference import decided_market, mail_domain_countries, market_votes
from normalize.attributes.markets import market_code
from normalize.attributes.places import find_places
from normalize.attributes.salary import (
    WorkingTime,
    find_salaries,
    masked_digits,
    names_a_benefit,
    names_an_average,
)
from normalize.attributes.text import Tokens, fold_text, span_back, unescape
from normalize.attributes.triggers import facts_of

MAX_CHARS = 100_000  # longer texts are cut: the attributes of a posting live in its first pages

FIELDS = ("salary", "locations", "remote", "employment_type", "seniority", "min_years_experience",
          "education_level", "languages", "emails", "phones", "urls", "dates")

# the scalar facets: (field, finder, the finder's trigger)
_FACETS = (("remote", facets.find_work_mode, facets.WORK_MODE_TRIGGER),
           ("employment_type", facets.find_employment_type, facets.EMPLOYMENT_TRIGGER),
           ("seniority", facets.find_seniority, facets.SENIORITY_TRIGGER),
           ("min_years_experience", facets.find_min_years, facets.YEARS_TRIGGER),
           ("education_level", facets.find_education, facets.EDUCATION_TRIGGER))

# employment-type precedence of ATTRIBUTE_CONVENTIONS.md (lower wins)
_RANK = {"internship": 0, "contract": 1, "temporary": 2, "full_time": 3, "part_time": 3}


def extract(
    text: str | None, country: str | None = None, *, working_time: WorkingTime | None = None
) -> dict[str, Any]:
    """All attributes of ``text``; keys as in DESIGN.md (see module docstring of normalize.attributes).

    ``country`` is the market; without one it is inferred from the text (:func:`infer_market`: places,
    currency, phone numbers, language). ``market`` is the market used (None when neither given nor
    inferred) and ``market_source`` where it came from ("hint" or "text").
    ``salary`` is a parse_salary dict plus ``span`` (the first pay statement with a currency; a pay label's
    flags with no amount, "Salary: Negotiable", when the text states no amount), ``salaries`` every pay
    statement of the text in that form (each with an amount); ``locations``, ``languages``, ``emails``, ``phones``,
    ``urls`` and ``dates`` are lists of dicts with a ``span``; ``spans`` maps each scalar field
    (remote, employment_type, seniority, min_years_experience, education_level) to the span it was read
    from. Missing values are None (scalars) or [] (lists). Never raises on text input.
    """
    result: dict[str, Any] = {
        "salary": None, "salaries": [], "locations": [], "remote": None, "employment_type": None, "seniority": None,
        "min_years_experience": None, "education_level": None, "languages": [], "emails": [], "phones": [],
        "urls": [], "dates": [], "market": None, "market_source": None, "spans": {},
    }
    if not text or not isinstance(text, str):
        return result
    country = market_code(country)
    text = text[:MAX_CHARS]
    # every finder reads the text as its reader does, without markdown escapes ("5\\+ years", "jo\\.b@firm\\.com");
    # the spans found point back into the text given
    plain, shifts = unescape(text)
    if shifts:
        return _spans_back(_extract(result, plain, country, working_time), shifts)
    return _extract(result, text, country, working_time)


def _spans_back(result: dict[str, Any], shifts: list[int]) -> dict[str, Any]:
    """``result`` of the unescaped text with every span mapped into the original text (:func:`text.unescape`)."""
    done: dict[int, dict] = {}  # (the labelled salary is also an item of ``salaries``: mapped once)

    def back(item: dict | None) -> dict | None:
        if not isinstance(item, dict) or not item.get("span"):
            return item
        if id(item) not in done:
            done[id(item)] = {**item, "span": span_back(shifts, *item["span"])}
        return done[id(item)]

    result["salary"] = back(result["salary"])
    for key in ("salaries", "locations", "languages", "emails", "phones", "urls", "dates"):
        result[key] = [back(x) for x in result[key]]
    result["spans"] = {k: span_back(shifts, *span) for k, span in result["spans"].items()}
    return result


def _extract(
    result: dict[str, Any], text: str, country: str | None, working_time: WorkingTime | None
) -> dict[str, Any]:
    """:func:`extract` on a text without markdown escapes (``country`` already a market code)."""
    tokens = Tokens(text)
    source = "hint" if country else None
    unhinted: list[list[dict[str, Any]]] = []  # the places found without a market, when inference asked

    def places_without_market() -> list[dict[str, Any]]:
        unhinted.append(find_places(tokens, None))
        return unhinted[0]

    votes = None
    if country is None:
        votes = market_votes(text, places_without_market, tokens=tokens)
        country = decided_market(votes)
        source = "text" if country else None
    result["market"], result["market_source"] = country, source
    spans: dict[str, list[int]] = result["spans"]

    found = find_salaries(text, country, working_time=working_time, vocab=tokens.vocab)
    result["salaries"] = [{**f, "span": list(span)} for f, span in found]
    sal = next((fs for fs in found if fs[0]["currency"]), found[0]) if found else None
    if sal:
        result["salary"] = {**sal[0], "span": list(sal[1])}
    # the facets' trigger facts, once (the facets read the unglued tokens): a finder whose trigger the text does not
    # fire finds nothing there and is not called
    facts = facts_of(facets.unglued(tokens))
    every = not triggers.ENABLED  # (triggers.fires inlined: its call, ten a text, cost more than its test)
    for field, finder, trigger in _FACETS:
        if (every or trigger.fires(facts)) and (hit := finder(tokens)):
            result[field] = hit[0]
            spans[field] = list(hit[1])
    if every or facets.LANGUAGES_TRIGGER.fires(facts):
        result["languages"] = facets.find_languages(tokens)
    result["emails"] = find_emails(text)
    result["urls"] = find_urls(text)
    numbers = every or PHONES_TRIGGER.fires(facts)  # (read once: the digit test of the facts)
    phones = find_phones(text, country) if country and numbers else []
    if (votes is not None or phones == [] and country) and numbers:
        # a market read from the text may be wrong, and a given one may not be the number's: numbers a cue labels
        # are read as without a market too (the text's likely markets, or the given one, first)
        ranked = [c for c, _ in votes.most_common()] if votes else [country] if country else []
        domains: list[str] = []
        if votes is not None:
            # with no market given, the countries of the text's e-mail domains ("@acme.se") come right after the
            # market read from the text, if any: a Swedish "070-123 45 67" is not tried as Australian first
            # (and a domain's country in which a labelled number is valid wins over a region that only groups its
            # digits alike: a Gothenburg "031 7720386" beside a ".se" address is not Indonesian)
            domains = mail_domain_countries(text)
            ranked = list(dict.fromkeys([*([country] if country else []), *domains, *ranked]))
        phones += [p for p in find_phones(text, None, regions=ranked[:2], grouped=True, preferred=domains)
                   if not any(p["span"][0] < q["span"][1] and q["span"][0] < p["span"][1] for q in phones)]
        phones.sort(key=lambda p: p["span"][0])
    if phones:  # each occurrence of a number read once (the gold's rule), also where no cue labels it again
        phones = with_repeats(text, phones)
    for pay in result["salaries"]:
        s0, e0 = pay["span"]
        phones = [p for p in phones if p["span"][1] <= s0 or p["span"][0] >= e0]
    result["phones"] = phones
    result["dates"] = find_dates(text, country, tokens) if every or DATES_TRIGGER.fires(facts) else []
    # a market read from the text's own places keeps those places (found once)
    result["locations"] = unhinted[0] if unhinted else find_places(tokens, country)

    # labelled values ("Standort: München") override what running text suggested
    kv = extract_keyvalues(text, country) if (":" in text or " - " in text or "\t" in text) else None
    if kv and kv["fields"]:
        f = kv["fields"]
        # the span of the pair each field's value came from (a key may be labelled twice)
        pair_span = {p["canonical"]: p["span"] for p in reversed(kv["pairs"])
                     if p["canonical"] and p["parsed"] is f.get(p["canonical"])}
        labelled = f.get("salary")
        if isinstance(labelled, dict) and any(p["parsed"] is labelled and (names_an_average(p["key"]) or names_a_benefit(
                p["key"])) for p in kv["pairs"]):
            # "Average Total Compensation - Year 1: €47k+, ...": a projection of others' earnings; "Competitive benefits
            # package: ...": the benefits
            labelled = None
        if isinstance(labelled, dict) and labelled.get("currency") is None and (any(
                p["parsed"] is labelled and masked_digits(p.get("value") or "", text) for p in kv["pairs"]) or (
                labelled.get("period") is None and max(labelled.get("min") or 0, labelled.get("max") or 0) in range(1, 10))):
            # "Salary: ****ph / **** dependant on hours": the source masked the amount; "Remuneration: ... part time at 2
            # days per week": a bare one-digit number with no period is no pay (as find_salaries reads it; pay44)
            labelled = None
        if isinstance(labelled, dict) and labelled.get("min") is None and labelled.get("max") is None:
            # a pay label with flags and no amount ("Salaire : selon expérience", "Salary: Negotiable") states no
            # pay (RUNNING_TEXT_RULES: amount-free statements are not listed): not in ``salaries``, and the
            # ``salary`` only when the text states no amount elsewhere
            if result["salary"] is None:
                result["salary"] = {**labelled, "span": pair_span["salary"]}
        elif isinstance(labelled, dict):
            s0, pair_end = pair_span["salary"]
            e0 = _label_reach(result["salaries"], s0, pair_end)
            rest = [x for x in result["salaries"] if x["span"][1] <= s0 or x["span"][0] >= e0]
            # the weekly hours and bonus months the running-text reading found in that statement's sentence stay
            said = {k: v for x in result["salaries"] if x not in rest for k in ("hours", "bonus_months")
                    if (v := x.get(k)) is not None}
            # (a statement of its own kept inside the value: the labelled one's span ends where its statement does)
            own = [s0, e0] if any(x["span"][0] < pair_end and x["span"][1] > s0 for x in rest) else [s0, pair_end]
            result["salary"] = {**f["salary"], **said, "span": own}
            result["salaries"] = sorted([result["salary"], *rest], key=lambda x: x["span"][0])
        if isinstance(f.get("location"), dict):
            loc = {**f["location"], "span": pair_span["location"]}
            value = next(p["value"] for p in reversed(kv["pairs"]) if p["canonical"] == "location" and p["parsed"] is f["location"])
            if (loc["city"] or loc["region"] or (loc["confidence"] or 0) > 0.5) and not _label_town_unread(
                    loc, value, result["locations"]):  # not "Work Location: In person"
                rest = [x for x in result["locations"] if (x["city"], x["country"]) != (loc["city"], loc["country"])]
                result["locations"] = [loc, *rest]
            if loc.get("work_mode") and result["remote"] is None:
                result["remote"] = loc["work_mode"]  # "Location: Kuala Lumpur (hybrid)"
        for field in ("remote", "employment_type", "seniority", "min_years_experience", "education_level"):
            if f.get(field) is None:
                continue
            if field == "employment_type" and _RANK.get(result[field], 9) < _RANK.get(f[field], 9):
                continue  # "Anstellungsart: Vollzeit" + agency work in the text: temporary by precedence
            if field == "min_years_experience" and result[field] == 0 and _only_preferred_years(text, pair_span[field]):
                continue  # "No experience necessary" in the text beside a board's "1 year (preferred)": none accepted
            if field == "min_years_experience" and result[field] == 0 and facets.students_zero(tokens, spans[field]):
                continue  # students sought beside a board's "Experiencia: 2 años": 0, the lowest stated
            if field == "min_years_experience" and result[field] and facets.preferred_field_beside_required(
                    tokens, pair_span[field], spans[field]):
                continue  # a field whose counts are all preferred beside a count the text requires elsewhere
            result[field] = f[field]
            spans[field] = pair_span[field]
        if f.get("languages") and not result["languages"]:
            result["languages"] = f["languages"]
    if result["salaries"] and (dollar := named_dollar(text, country)):
        _redollar(result, text, dollar)
    return result


_US_DOLLAR_WRITTEN = re.compile(r"US\s?\$|USD|U\.S\.")


def _redollar(result: dict[str, Any], text: str, dollar: str) -> None:
    """Pay statements read in US dollars from a bare "$" get ``dollar``, the currency of the one dollar country the
    text names (:func:`named_dollar`); a "US$" or "USD" written in the statement keeps its US dollars."""
    for pay in [result["salary"], *result["salaries"]]:
        if pay and pay.get("currency") == "USD" and pay.get("span"):
            written = text[pay["span"][0] : pay["span"][1]]
            if "$" in written and not _US_DOLLAR_WRITTEN.search(written):
                pay["currency"] = dollar


_VALUE_LEAD = re.compile(r"^(?:<[^>]*>|[\s*#_\\:-])+")


def _label_town_unread(loc: dict[str, Any], value: str, found: list[dict[str, Any]]) -> bool:
    """A labelled location's town that running text did not read, where running text found another town inside the
    pair: the label's value holds a site's, a job's or a street's name, or runs on into the text, and the towns found
    stand. Either the gazetteer does not know the label's town ("Location: Medical City Plano - 1200 West 12th Street
    Plano, TX", "Loan Servicing Lead **Location:** Dublin"), or it does but the value does not open with it ("Texas Health
    West: 4200 Harris Pkwy, Fort Worth, TX" -> Harris; "Alaska Regional Hospital AK - ... Anchorage, AK" -> Fort
    Ashby; a value run on for a page -> a town read anywhere in it); a value that opens with its town keeps it ("Location:
    Ilkley, Skipton, Leeds" with Skipton and Leeds read by running text). Census places43 of the unlabelled dev postings:
    34 labelled towns unknown to the gazetteer, 24 with a known town inside the pair (20 of them a hospital's, a job's or
    a person's name; the 10 with none, villages such as "Gormanston", keep the label's); 139 known towns running text did
    not read, 20 with another town inside the pair."""
    if not loc["city"]:
        return False
    s, e = loc["span"]
    inside = [x for x in found if x["city"] and x.get("span") and s <= x["span"][0] < e]
    if not inside:
        return False
    if loc.get("geonames_id") is None:
        return True
    city = fold_text(loc["city"])
    return all(fold_text(x["city"]) != city for x in inside) and not fold_text(_VALUE_LEAD.sub("", value)).startswith(city)


# A board's experience answer marked preferred ("Experience: * customer service: 1 year (preferred)"); RUNNING_TEXT_RULES:
# required beats preferred, and a text that accepts no experience ("No experience necessary as all training will be given")
# makes 0 the lowest requirement (gold54)
_PREFERRED_YEARS = re.compile(r"(?i)\b(?:years?|months?)\s*\(preferred\)")
_REQUIRED_YEARS = re.compile(r"(?i)\b(?:years?|months?)\s*\(required\)")


def _only_preferred_years(text: str, span: list[int]) -> bool:
    """The labelled pair at ``span`` asks its years only as preferred."""
    value = text[span[0] : span[1]]
    return _PREFERRED_YEARS.search(value) is not None and _REQUIRED_YEARS.search(value) is None


def _label_reach(salaries: list[dict], start: int, end: int) -> int:
    """Where a labelled pay pair's statement ends: at the end of the first running-text statement inside the pair
    (the pair's span when none is). A value can run on far past its statement - markdown bullets written inline
    ("* Salary: €48000 \\- €52000 * Type: ...") keep a whole posting on one line - and a later statement inside it
    is one of its own, listed beside the labelled one."""
    inside = [x["span"][1] for x in salaries if x["span"][0] < end and x["span"][1] > start]
    return min(inside, default=end)
