"""Salary strings -> {min, max, currency, period, annual_min, annual_max}.

Amounts and currencies come from :mod:`normalize.attributes.money` (babel/CLDR names and separators),
ranges and open bounds ("45.000 - 55.000 €", "50-60k", "up to 80k") from
:mod:`normalize.attributes.salary_ranges`, the pay period and its annualization under a working-time
convention (:class:`WorkingTime`, configurable) from :mod:`normalize.attributes.pay_periods`. This module
picks the salary among the amounts, settles its currency, reads the flags and builds the result.

Working-time convention (default): 40 hours a week, 5 days a week, 52 weeks and 12 months a year, so
hour x 2080, day x 260, week x 52, month x 12. A salary without a written period keeps ``period=None``
and ``annual_*=None``: the parser does not guess a period from the amount (a caller that knows the
column's convention passes ``period=`` as a hint).

Real board text arrives as scraped markdown/HTML ("€3\\.500 \\- €4\\.200", "**€ 4\\.500**"), so markup is
stripped first (offsets kept for spans); structured board values (a JSON salary object, or
"min: ..; max: ..; currency: .." records) are read by their keys; and the flags ``negotiable``, ``basis``
(gross/net) and ``variable`` (commission/OTE/bonus beside the base) are read from the words around.
"""

from __future__ import annotations

import json
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from normalize.attributes.currencies import (
    BEYOND_PLAIN,
    currency_data,
    currency_words,
    current_codes,
    sign_words,
)
from normalize.attributes.money import MULTIPLIER_WORDS, Money, find_money, spelled_number
from normalize.attributes.pay_periods import (
    DEFAULT_WORKING_TIME,
    PAID_TIMES,
    PERIODS,
    WorkingTime,
    annualize,
    find_period,
    period_near,
)
from normalize.attributes.salary_ranges import (
    BONUS_MONTH_WORDS,
    BONUS_ORDINALS,
    POINTS_GAP,
    WORK_UNITS,
    bare_dollar,
    best_group,
    dublin_district,
    group_ranges,
    masked_high_end_after,
    masked_low_end_before,
    open_bound,
    pay_amounts,
    pay_floor_before,
    without_open_bound,
)
from normalize.attributes.text import (
    DIGIT,
    PhraseTable,
    Tokens,
    fold,
    has_digit,
    span_back,
    unescape,
    words_of,
)

MAX_SALARY_CHARS = 1000  # a salary string is short; longer values are read up to here
_SALARY_WORDS = {
    "salary", "salaries", "pay", "compensation", "wage", "wages", "remuneration", "gehalt", "jahresgehalt",
    "vergutung", "lohn", "entgelt", "salaire", "retribution", "salario", "sueldo",
    "retribucion", "salaris", "loon", "beloning", "ote", "rate", "tarif", "bezahlung", "verdienst", "gaji", "upah",
    "ctc",
}
# Flags (hand-written phrase lists, folded; the conventions' words in five languages).
_NEGOTIABLE = PhraseTable((p, True) for p in (
    "negotiable", "neg", "negociable", "negotiatable", "doe", "d o e", "competitive", "market rate", "notk", "n o t k",
    "nach vereinbarung", "verhandelbar", "verhandlungsbasis", "a negocier", "a convenir", "negociable", "to be negotiated",
    "depending on experience", "dependent on experience", "depending upon experience", "commensurate", "selon profil",
    "selon experience", "based on experience", "attractive", "attractief", "attraktiv", "attraktives", "attraktive",
    "concurrerend", "competitivo", "competitiva", "competitif", "competitive salary", "open to negotiation", "ono",
    "doq", "negociacion", "a negociar", "по результатам собеседования", "по итогам собеседования", "договорная",
    "по договоренности"))
_VARIABLE = PhraseTable((p, True) for p in (
    "commission", "commissions", "comms", "comm", "ote", "o t e", "bonus", "bonuses", "bonusses", "incentive",
    "incentives", "provision", "provisionen", "prime", "primes", "variable", "variabel", "variabele", "comision",
    "comisiones", "commissie", "bonificacion", "bonificaciones", "tantieme", "tips", "gratuities", "премия", "премии",
    "премий", "бонус", "бонусы"))
_BASIS = PhraseTable([(p, "gross") for p in (
    "gross", "brutto", "bruto", "brutos", "bruta", "brut", "bruts", "brute", "brutes", "bruttojahresgehalt",
    "bruttomonatsgehalt", "brutto_p_a", "гросс", "до вычета налогов")] + [(p, "net") for p in (
    "net", "nett", "netto", "neto", "netos", "nets", "nette", "in hand", "take home", "nettomonatsgehalt", "на руки",
    "после вычета налогов", "нетто")])
_BASIS_PREFIXES = (("brutto", "gross"), ("netto", "net"), ("jahresbrutto", "gross"), ("monatsbrutto", "gross"))
# "depending on experience" in its many forms: a condition word, then within four words an experience word.
_DEPENDS = {"depending", "dependent", "depends", "based", "according", "commensurate", "selon", "suivant", "nach",
            "abhangig", "funcion", "segun", "afhankelijk", "зависимости"}
_EXPERIENCE = {"experience", "qualifications", "qualification", "skills", "profil", "profile", "experiencia",
               "erfahrung", "qualifikation", "ervaring", "опыта", "компетенции", "квалификации", "expertise"}
# Keys of structured board values (JSON objects, "min_amount: ..; max_amount: .." records), folded.
_KEY_ROLES = (("currency", "currency"), ("curr", "currency"), ("devise", "currency"), ("moneda", "currency"),
              ("interval", "period"), ("period", "period"), ("unit", "period"), ("frequency", "period"),
              ("gross", "gross"), ("min", "min"), ("lower", "min"), ("from", "min"), ("low", "min"),
              ("max", "max"), ("upper", "max"), ("to", "max"), ("high", "max"), ("amount", "min"))
# Legacy codes boards still send: hh.ru's "RUR" (the pre-1998 ruble code) and "BYR" (Belarus, redenominated 2016).
_LEGACY_CODES = {"RUR": "RUB", "BYR": "BYN"}
# Counting words that are not currencies but whose market gives one ("8-10 lakhs" in India, "5 juta" in Indonesia).
_UNIT_MARKETS = {1e5: {"IN": "INR", "PK": "PKR", "BD": "BDT", "NP": "NPR", "LK": "LKR"},
                 1e7: {"IN": "INR", "PK": "PKR", "BD": "BDT", "NP": "NPR", "LK": "LKR"},
                 1e6: {"ID": "IDR"}}
_THOUSANDS_TAIL = re.compile(r"\d[,.\s]\d{3}(?!\d)")  # a thousands group: "27,000", "53,700"
_LAKH_WORDS = re.compile(r"lakhs?|lacs?|lpa|crores?|juta|jt", re.IGNORECASE)

# Markup of scraped boards (hand-written: offsets must survive, which html/markdown libraries do not keep); markdown
# escapes ("3\\.500", "\\-") are gone before (text.unescape, at parse_salary's and find_salaries' entry).
# Every branch opens with a literal character (a look-behind comes after its space), so the scan jumps between
# those characters at C speed (a look-ahead opening had the engine try every position: 1.6-2x slower)
_MARKUP_MARKS = (
    # "of €* *47* *,000*": a board that sets each word in italics splits an amount at its thousands comma (pay49)
    r"\*\x20\*(?=[,.]\d{3}(?!\d))(?<=\d\*\x20\*)|"
    r"\*\*{0,2}|__{1,2}"      # bold/italic markers
    r"|<[^<>]{0,300}>"        # HTML tags
    r"|&(?:nbsp;|#160;|#xa0;|#\d{1,7};|#x[0-9a-f]{1,6};|[a-z]{2,6};)"  # entities (an emoji's digits are no amount)
)
_MARKUP = re.compile(
    _MARKUP_MARKS
    # "$89, 670", "€ 72, 119 – €83, 869": a space typed after the thousands comma of an amount with its currency sign
    # (spaced from it or not). The digits' look-ahead comes first: most spaces fail it before the fixed-width
    # look-behinds (a branch per length) run
    + r"|\x20(?=\d{3}(?!\d))(?:(?<=[$£€₹]\d,\x20)|(?<=[$£€₹]\d\d,\x20)|(?<=[$£€₹]\d\d\d,\x20)"
    r"|(?<=[$£€₹]\x20\d,\x20)|(?<=[$£€₹]\x20\d\d,\x20)|(?<=[$£€₹]\x20\d\d\d,\x20))"
)
# The same without the space branches, for a text they cannot match in (no ", " or no sign): a scan then stops only at
# the markup characters, not at every space
_MARKUP_PLAIN = re.compile(_MARKUP_MARKS)


class _Identity:
    """The offset map of a text without markup: every offset maps to itself."""

    def __getitem__(self, i: int) -> int:
        return i


class _OffsetMap:
    """The offset map of a text without its markup, read on demand (most texts' spans are never mapped): offset ``i`` of
    the clean text lies in the last run starting at or before it, as far into that run as into the original."""

    __slots__ = ("runs", "origins")

    def __init__(self, runs: list[int], origins: list[int]) -> None:
        self.runs, self.origins = runs, origins

    def __getitem__(self, i: int) -> int:
        k = bisect_right(self.runs, i) - 1
        return self.origins[k] + i - self.runs[k]


_BLOCK_TAG = re.compile(r"</?(?:li|p|ul|ol|div|br|h\d|tr|td|table)\b", re.IGNORECASE)
# A currency sign a scraped board left as an HTML entity is that sign ("entre 1500 et 1750&euro; bruts"; pay66), not a
# space as the other entities
_ENTITY_SIGNS = {"&euro;": "€", "&#8364;": "€", "&pound;": "£", "&#163;": "£"}
_ENTITY_SIGN = re.compile(r"&(?:euro|pound|#8364|#163);", re.IGNORECASE)


def _raw_end(raw: str, end: int) -> int:
    """The end of a span in the raw text: past the whole entity when the span ends with a sign put for one."""
    m = _ENTITY_SIGN.match(raw, end - 1) if raw[end - 1 : end] == "&" else None
    return m.end() if m else end


def strip_markup(text: str) -> tuple[str, Any]:
    """``text`` (without markdown escapes: :func:`text.unescape`) without bold markers and HTML tags, plus the original
    offset of each kept character (and of the end), so spans found in the clean text map back."""
    spaced = ", " in text and ("$" in text or "£" in text or "€" in text or "₹" in text)  # (what a space branch needs)
    markup = _MARKUP if spaced else _MARKUP_PLAIN
    has_marks = "*" in text or "_" in text or "<" in text or "&" in text or spaced  # C-speed pre-check
    first = markup.search(text) if has_marks else None
    if first is None:
        return text, _Identity()
    parts: list[str] = []
    runs: list[int] = []  # where each run of the clean text starts, and (below) the original offset it came from
    origins: list[int] = []
    pos = size = 0
    for m in markup.finditer(text, first.start()):
        if m.group() == "*" and text[m.start() - 1 : m.start()].isdigit() and text[m.end() : m.end() + 1].isdigit():
            continue  # a product between digits, no emphasis ("postes en 3*8 ou 2*12": shifts, not 212)
        parts.append(text[pos : m.start()])
        runs.append(size)
        origins.append(pos)
        size += m.start() - pos
        token = m.group()
        if token.startswith("<") or token.startswith("&"):
            # a block tag ends a line ("19</li><li>Достойная заработная плата"): a pay word of the next item
            # is not this number's
            parts.append("\n" if _BLOCK_TAG.match(token) else _ENTITY_SIGNS.get(token.lower(), " "))
        elif token == "*" and text[m.end() : m.end() + 1] == " " and (m.start() == 0 or text[m.start() - 1] in " \t\n"):
            parts.append("•")  # a list bullet stays a bullet: "* Annual salary reviews * £1000 weekly lottery draws"
        elif token == "*" and text[m.start() - 1 : m.start()].isalpha() and text[m.end() : m.end() + 1].isupper():
            # a footnote mark or a bullet glued between two words parts them: "pro Jahr 48.347 Euro*TGW ist ..." is
            # euros (not the word "EuroTGW"), "up to 120 days*Expanded ..." a count of days (not a lower-case
            # gender star inside a word: "Mitarbeiter*innen")
            parts.append(" ")
        else:
            pos = m.end()
            continue
        runs.append(size)  # the one character put in the markup's place stands for its start
        origins.append(m.start())
        size += 1
        pos = m.end()
    parts.append(text[pos:])
    runs.append(size)
    origins.append(pos)
    return "".join(parts), _OffsetMap(runs, origins)


def _num(value: float | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 4)  # pay rates may have 3 or 4 decimals


@lru_cache(maxsize=1)
def _dollar_codes() -> frozenset[str]:
    """ISO codes written with a "$" (CLDR symbols plus the markets whose "$" is local)."""
    from babel.numbers import get_currency_symbol, list_currencies

    from normalize.attributes.currencies import DOLLAR_MARKETS

    return frozenset({c for c in list_currencies() if "$" in get_currency_symbol(c, "en")}
                     | set(DOLLAR_MARKETS.values()))


_CODE_WORD = re.compile(r"(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])")
# "CDN", the Canadian dollar's common abbreviation (no ISO code, so no CLDR symbol): only written as a currency mark
# ("$70,000 / year (CDN)", "$55,000 CDN", "CDN$ 60,000"); bare it is also the content delivery network of tech ads
_CDN_MARK = re.compile(r"\(CDN\)|(?<=\d)\s{0,2}CDN(?![A-Za-z])|(?<![A-Za-z])CDN\s{0,2}\$")


def _explicit_code(text: str, written: str) -> str | None:
    """An ISO code or a qualified currency name written anywhere in the string that names the family of a
    shared symbol: "$45,000 - $55,000 MXN" -> MXN, "$20,000 Canadian dollars" -> CAD (an explicit code or
    name beats a symbol)."""
    if "$" not in written:
        return None
    codes = _dollar_codes()
    found = {m.group(1) for m in _CODE_WORD.finditer(text) if m.group(1) in codes}
    if "CDN" in text and _CDN_MARK.search(text):
        found.add("CAD")
    if "lar" in text:  # a qualified name ("Canadian dollars", "dólares australianos"; CLDR's names, two words or more)
        found.update(str(v) for _, n, v in currency_data()[1].find_all(Tokens(text)) if n > 1 and str(v) in codes)
    return found.pop() if len(found) == 1 else None


def _flags(text: str) -> dict[str, Any]:
    """``negotiable`` / ``variable`` (True or None) and ``basis`` (gross/net/None) stated in ``text``."""
    words = words_of(text)
    negotiable = variable = basis = None
    for i, w in enumerate(words):
        if negotiable is None and (
            (w in _NEGOTIABLE.first and _NEGOTIABLE.match_at(words, i))
            or (w in _DEPENDS and any(x in _EXPERIENCE for x in words[i + 1 : i + 5]))
        ):
            negotiable = True
        if variable is None and w in _VARIABLE.first and _VARIABLE.match_at(words, i):
            variable = True
        if basis is None:
            hit = _BASIS.match_at(words, i) if w in _BASIS.first else None
            if hit:
                basis = str(hit[1])
            elif len(w) > 8:  # "Bruttojahresgehalt", "Nettomonatsgehalt"
                basis = next((b for prefix, b in _BASIS_PREFIXES if w.startswith(prefix)), None)
    return {"negotiable": negotiable, "basis": basis, "variable": variable}


def _build(
    text: str,
    group: tuple[Money, Money | None],
    period: str | None,
    working_time: WorkingTime,
    country: str | None = None,
) -> dict[str, Any]:
    a, b = group
    lo, hi = a.value, (b.value if b else a.value)
    currency = a.currency or (b.currency if b else None)
    if b is not None and b.currency and (a.currency is None or bare_dollar(a)) and not bare_dollar(b):
        currency = b.currency
    if currency and (bare_dollar(a) or (b is not None and bare_dollar(b))):
        currency = _explicit_code(text, "$") or currency
    if currency is None and (country or "").upper():
        # "8-10 lakhs" in India, "5 - 7 juta" in Indonesia: the counting word plus the market give the currency
        mult = b.multiplier if b is not None and b.multiplied else a.multiplier
        currency = _UNIT_MARKETS.get(mult, {}).get(country.upper()) if _LAKH_WORDS.search(text) else None  # type: ignore[union-attr]
    if b is not None:
        # "50-60k", "8-10 lakhs", "5 - 7 juta": the multiplier written once applies to both ends
        if b.multiplied and not a.multiplied and hi / 10 <= lo * b.multiplier <= hi:
            lo *= b.multiplier
        elif not a.multiplied and lo < 1000 <= hi and _THOUSANDS_TAIL.search(text, b.start, b.end) and (
                hi / 2 <= lo * 1000 <= hi) and not (a.currency and b.currency):  # ("3€ - 4.200€": each end in full)
            lo *= 1000  # "£25-27,000", "50-53,700": the thousands written once serve both ends
        elif lo >= 100 * hi and lo / 10 <= hi * 1000 <= lo * 10:
            # a second bound hundreds of times below the first lost its thousands: "35,000 - 50,000" glued to the next
            # line's "14 days" ("50,00014" reads as 50), a typo "€75,000 to €85,00". Only a falling pair: a rising one
            # written in full with its signs stays as written ("3€ - 4.200€", the salary gold)
            hi *= 1000
        if lo > hi:
            lo, hi = hi, lo
        mn, mx = lo, hi
    else:
        bound = open_bound(text, a.start, a.end)
        mn = None if bound == "max" else lo
        mx = None if bound == "min" else hi
    factor = working_time.factor(period) if period else None
    return {
        "min": _num(mn),
        "max": _num(mx),
        "currency": currency,
        "period": period,
        "annual_min": _num(mn * factor) if factor and mn is not None else None,
        "annual_max": _num(mx * factor) if factor and mx is not None else None,
        **_flags(text),
    }


def _structured(text: str) -> dict[str, str] | None:
    """Key -> value of a structured board value: a JSON object ({"from": .., "to": .., "currency": ..})
    or a "key: value; key: value" record; None for ordinary text."""
    t = text.strip()
    if t.startswith("{") and t.endswith("}"):
        try:
            obj = json.loads(t)
        except ValueError:
            return None
        return {str(k): v for k, v in obj.items()} if isinstance(obj, dict) else None
    if ";" not in t or ":" not in t:
        return None
    record = {}
    for part in t.split(";"):
        key, sep, value = part.partition(":")
        if not sep or not re.fullmatch(r"\s*[A-Za-z_][\w ]{0,30}\s*", key):
            return None
        record[key.strip()] = value.strip()
    return record


def _role(key: str) -> str | None:
    """What a record key holds: "min_amount" -> min, "salary_to" -> max, "currency" -> currency. Keys are
    identifiers ("Report to" is a sentence, not a bound)."""
    k = fold(key.strip()).replace("-", "_")
    if not re.fullmatch(r"[a-z_]{1,40}", k):
        return None
    parts = set(k.split("_"))
    for stem, role in _KEY_ROLES:
        if stem in parts or k == stem:
            return role
    return None


def _has_bounds(record: dict[str, Any]) -> bool:
    """The record names a lower or upper bound ("salary_min", "from", "max_amount")."""
    return any(_role(key) in ("min", "max") for key in record)


def _parse_record(record: dict[str, Any], country: str | None, period_hint: str | None,
                  working_time: WorkingTime) -> dict[str, Any] | None:
    """A structured board value read by its keys; each value is a salary string of its own."""
    roles: dict[str, Any] = {}
    for key, value in record.items():
        role = _role(key)
        if role and role not in roles and value not in (None, ""):
            roles[role] = value
    if "min" not in roles and "max" not in roles:
        return None
    code = str(roles.get("currency") or "").strip().upper() or None
    code = _LEGACY_CODES.get(code or "", code)
    ends: dict[str, Any] = {}
    for role in ("min", "max"):
        value = roles.get(role)
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, (int, float)):
            if value > 0:  # 0 or -1 in a board record means "not given"
                ends[role] = float(value)
            continue
        parsed = parse_salary(str(value), country)
        amount = (parsed["min"] if parsed["min"] is not None else parsed["max"]) if parsed else None
        if amount is not None and amount > 0:
            ends[role] = amount
            code = code or parsed["currency"]  # type: ignore[index]
    if not ends:
        return None
    period = find_period(str(roles.get("period") or "")) or period_hint
    mn, mx = ends.get("min"), ends.get("max")
    factor = working_time.factor(period) if period else None
    gross = roles.get("gross")
    basis = ("gross" if gross else "net") if isinstance(gross, bool) else None
    return {
        "min": _num(mn), "max": _num(mx), "currency": code, "period": period,
        "annual_min": _num(mn * factor) if factor and mn is not None else None,
        "annual_max": _num(mx * factor) if factor and mx is not None else None,
        "negotiable": None, "basis": basis, "variable": None,
    }


def _flags_only(text: str) -> dict[str, Any] | None:
    """The flags of a string without an amount, every amount, the currency and the period None; None when
    it states no flag either ("-1", "n/a")."""
    flags = _flags(text)
    if all(v is None for v in flags.values()):
        return None
    return {"min": None, "max": None, "currency": None, "period": None, "annual_min": None, "annual_max": None,
            **flags}


def parse_salary(
    text: str | None,
    country: str | None = None,
    period: str | None = None,
    *,
    working_time: WorkingTime | None = None,
) -> dict[str, Any] | None:
    """Parse a salary string; None when it states neither an amount nor a flag.

    ``country`` (ISO 3166-1 alpha-2 market hint) resolves a bare ``$``/"dollar" and a counting word
    ("8-10 lakhs" in IN -> INR). ``period`` (hour/day/week/month/year) is a hint used only when the
    string states none (a board column known to be annual). Keys: ``min``, ``max`` (numbers as written,
    "53K" -> 53000; an open bound is None), ``currency`` (ISO 4217 or None), ``period``,
    ``annual_min``/``annual_max`` (under ``working_time``; None without a period), ``negotiable``
    (True/None), ``basis`` ("gross"/"net"/None), ``variable`` (True when commission/OTE/bonus is stated).
    Structured board values (a JSON salary object, "min: ..; max: .." records) are read by their keys.
    A string with flags but no amount ("Salary negotiable", "Competitive + bonus") gives the flags with
    every other key None.
    """
    if not text or not isinstance(text, str):
        return None
    hint = period if period in PERIODS else None
    wt = working_time or DEFAULT_WORKING_TIME
    record = _structured(text[:MAX_SALARY_CHARS])
    parsed = _parse_record(record, country, hint, wt) if record is not None else None
    if parsed is not None or (record is not None and _has_bounds(record)):
        return parsed  # a salary record, even an empty one ("min: not given; max: not given")
    text, _ = strip_markup(unescape(text[:MAX_SALARY_CHARS])[0])
    own = _without_benefit_amounts(text)
    amounts = [a for a in pay_amounts(own, country, 20) if a.currency or not _NO_AMOUNT_AFTER.match(text, a.end)]
    if not amounts:
        return _flags_only(text)
    # a list of steps is one statement ("$43.817 /$46.447 /..."); in a salary field the apprentice years are not
    # (the salary gold reads "1.147 € pro Monat; im Zweiten 1.232 € ..." as its first year)
    best = best_group(_target_ceilings(_step_lists(group_ranges(amounts, text), text, _PLAIN_STEP_GAP), text))
    end = best[1].end if best[1] else best[0].end
    decade = best[1] is None and _in_decade(text, best[0])
    # the period as the running-text reader finds it: not the added benefit's ("R$ N + VR: R$ M por dia", pay57), and a
    # year's pay in parts ("N € brutos en 14 pagas", "€N (12 payments)") or for twelve months ("$N for 12 months") yearly
    period = period_near(own, best[0].start, end) or hint or ("year" if _a_years_pay(own, end) else None)
    built = _build(text, (_thousands(best[0]), None) if decade else best, period, wt, country)
    if decade:  # "Early €30s" (see _DECADE_BEFORE)
        built["max"] = built["annual_max"] = None
    if best[1] is not None and _TARGET_CEILING_GAP.fullmatch(text, best[0].end, best[1].start):
        built["variable"] = True
    return built


# A labelled pay value that also names a benefit's amount ("Salario: 25K (según perfil) +Ticket comida de 8€/día",
# "Vergütung: nach Tarif, dazu vermögenswirksame Leistungen (400 €/Jahr)"): the benefit's amount is not the pay, though
# it alone carries a currency (pay55; the running-text reader rejects both)
_PLUS_WORD = re.compile(r"\+\s{0,2}(?=[^\W\d_])")
_VOUCHER_INITIALS = {"vr", "va", "vt"}  # Brazilian meal, food and transport vouchers ("+ VR: R$ N por dia", pay57)
_BRACKET = re.compile(r"\([^()\n]{1,40}\)")


def _without_benefit_amounts(text: str) -> str:
    """``text`` cut at a "+" that adds a benefit (an ``_ADDED_BENEFIT`` word among its first two) after an amount, and with
    the brackets right after a benefit's name blanked (same length: the amounts' offsets stay)."""
    for m in _PLUS_WORD.finditer(text):
        if DIGIT.search(text, 0, m.start()) and set(words_of(text[m.end() : m.end() + 40])[:2]) & _ADDED_BENEFIT:
            text = text[: m.start()]
            break
    if "(" not in text:
        return text
    return _BRACKET.sub(lambda m: " " * len(m.group()) if set(words_of(text[max(0, m.start() - 40) : m.start()])[-2:])
                        & _NOT_PAY else m.group(), text)


# "OTE" (on-target earnings: base plus commission) beside an amount: no pay when the text states a base, the pay
# (with ``variable``) when it is the only amount (RUNNING_TEXT_RULES). Upper case only: the lower-case letters are
# parts of words in the corpus's French and Spanish texts.
_OTE = re.compile(r"\bOTE\b")
_OTE_REACH = 80  # characters around a statement in which an "OTE" names it
# On-target earnings are a year's sum: of the 146 numbers within 40 characters of an "OTE" in the 102 no-gold dev
# postings that have one, every OTE amount is in thousands; the 57 under 1,000 are year labels, splits, percentages,
# hours or numbers broken by markup ("OTE: €45,0 **00+")
_OTE_FLOOR = 1000


def find_salaries(
    text: str, country: str | None = None, *, working_time: WorkingTime | None = None, limit: int = 20,
    vocab: frozenset[str] | None = None,
) -> list[tuple[dict[str, Any], tuple[int, int]]]:
    """Every pay statement of a longer text, left to right: ``(parse_salary-style dict, (start, end))``
    for each amount or range that stands beside a pay word or a period, or carries a currency and is a
    range (see ``_pay_verdict``); budgets, caps, weights and counts of hours are left out. An OTE amount
    is the pay (``variable`` True) only where the text states no other pay. The text is read without its markdown
    escapes (:func:`text.unescape`); the spans point into the text given. ``vocab``: the text's folded words
    (``Tokens(text).vocab``, a text without markdown escapes), when known, tell a text that cannot state pay at once."""
    plain, shifts = unescape(text) if text else (text, [])
    found = _find_salaries(plain, country, working_time, limit, None if shifts else vocab)
    if shifts:
        return [(f, tuple(span_back(shifts, *span))) for f, span in found]
    return found


def _find_salaries(
    text: str, country: str | None, working_time: WorkingTime | None, limit: int, vocab: frozenset[str] | None = None
) -> list[tuple[dict[str, Any], tuple[int, int]]]:
    """:func:`find_salaries` on a text without markdown escapes."""
    found = _statements(text, country, working_time, limit, vocab)
    if found and "OTE" in text:
        return _base_beside_ote(text, found)
    if found or not text or "OTE" not in text or not _OTE.search(text):
        return found
    # no pay but an OTE: read the text again with "OTE" as a pay word ("pay" keeps every offset)
    # (not an OTE "in year one": a first year's projected earnings, see _FIRST_YEAR_AFTER)
    found = [(f, span) for f, span in _statements(_OTE.sub("pay", text), country, working_time, limit)
             if max(f["min"] or 0, f["max"] or 0) >= _OTE_FLOOR and not _FIRST_YEAR_AFTER.match(text, span[1])]
    for f, (start, end) in found:
        if _OTE.search(text, max(0, start - _OTE_REACH), end + _OTE_REACH):
            f["variable"] = True
    return _base_beside_ote(text, found)


# An amount that "OTE" names by its side ("€70k OTE", "(€60,000 OTE)", "OTE of €45k", "OTE £50,000")
_OTE_AFTER = re.compile(r"[\s*(+:]{0,4}OTE\b")
_OTE_BEFORE = re.compile(r"\bOTE[\s*:]{0,4}(?:of\s{1,2})?(?:up\s{1,2}to\s{1,2})?$")


def _base_beside_ote(
    text: str, found: list[tuple[dict[str, Any], tuple[int, int]]]
) -> list[tuple[dict[str, Any], tuple[int, int]]]:
    """Without the OTE amounts when another amount stands beside them ("€47K base / €68K OTE"): on-target earnings
    beside a base keep the base only (RUNNING_TEXT_RULES); an OTE amount stated alone stays (pay56)."""
    named = [(st, bool(_OTE_AFTER.match(text, st[1][1])) or bool(_OTE_BEFORE.search(text, max(0, st[1][0] - 20), st[1][0])))
             for st in found]
    bases = [span for (_, span), ote in named if not ote]
    if len(bases) in (0, len(found)):
        return found
    return [(f, (start, end)) for (f, (start, end)), ote in named if not ote or not any(
        b_start - _OTE_REACH <= end and start <= b_end + _OTE_REACH for b_start, b_end in bases)]


def _statements(
    text: str, country: str | None, working_time: WorkingTime | None, limit: int, vocab: frozenset[str] | None = None
) -> list[tuple[dict[str, Any], tuple[int, int]]]:
    """The pay statements of ``find_salaries``, "OTE" read as no pay (``vocab``: the text's folded words, if known)."""
    if not text or not has_digit(text):
        return []  # every pay amount has a digit (markup stripping adds none)
    country = _pay_market(text, country)
    # (asterisks read before the markup is stripped; a text that writes markdown bold, "**Pay:** **$42****.00**", has its
    # asterisks in pairs around words: only a text whose asterisks all come in fours masks digits)
    masked = masked_digits(text, text)
    fours = masked or "****" in text and "**" not in text.replace("****", "")  # (also a lone "9 to ****per hour")
    raw = text
    text, index = strip_markup(text)
    text = _unbracket_amounts(unwrap_lines(text))
    # (markup is taken out for a space or a line break, but for emphasis marks: the text has no word the raw one has not)
    if vocab is not None and "*" not in raw and "__" not in raw and not _may_state_pay(text, country, vocab):
        return []
    amounts = pay_amounts(text, country, 200)
    out: list[tuple[int, bool, dict[str, Any], tuple[int, int]]] = []
    groups = _target_ceilings(_step_lists(group_ranges([m for m in amounts if not _is_step_label(text, m)], text), text), text)
    rejected: tuple[Money, Money | None] | None = None  # the last amount with a currency judged no pay
    accepted: tuple[Money, Money | None] | None = None  # the last amount judged pay
    referral_reward = False  # a referral reward with a currency: the text's bare numbers are no pay either
    signed = [m.start for m in amounts if m.currency]  # (in text order)
    for k, g in enumerate(groups):
        verdict = _pay_verdict(text, g, lambda start, end: _alone_in_field(raw, index[start], index[end - 1] + 1))
        masked_low = verdict is not None and fours and g[1] is None and masked_low_end_before(raw, index[g[0].start])
        masked_high = (verdict is not None and fours and g[1] is None and not masked_low
                       and masked_high_end_after(raw, index[g[0].end - 1] + 1))
        if verdict is not None and masked and not masked_low and not masked_high and _MASKED.search(
                raw, max(0, index[g[0].start] - 30), index[(g[1] or g[0]).end - 1] + 7):
            # "Basic Salary 20 2****k p.a.", "paying ****15 per hour", "paid at 2****% of GP Target 200k": digits masked by
            # the source (a board's asterisks) in or just before the amount, which is not as written (pay44); a masked
            # lower end alone before it ("Salary ****  52,000") leaves the upper end (masked_low_end_before), a masked upper
            # end after it the lower end (masked_high_end_after)
            verdict = None
        if verdict == "referral":
            referral_reward, verdict = True, None
        if verdict is not None and rejected is not None and (_continues_list(text, rejected, g)
                                                             or _restated_in_brackets(text, rejected, g)):
            verdict = None
        if verdict is not None and accepted is not None and (_conversion(text, accepted, g) or _later_year(text, accepted, g)):
            # "41'000 SEK before tax (€ 3'600)": the same pay in another currency; "mind. 24.100,50 € brutto (26.000,10 €
            # brutto im 2. Jahr)": the next year's step of that pay; each part of its statement
            verdict = None
        if verdict is None:
            if g[0].currency or g[1] is not None and g[1].currency:
                rejected = g
            continue
        a, b = g
        accepted = g
        end = b.end if b else a.end
        before = _past_owned_period(text, amounts, _clause_start(text, a.start), a.start)
        lead = _without_shares(text, before, a.start)  # (the text before the amount, salary shares blanked)
        period = _seniority_period(text, amounts, a, b) or find_period(text, end, _period_end(text, end, signed)) or (not _TWO_KINDS.search(
            text, before, a.start) and (_label_before(lead, before, a.start) or find_period(
                lead, _past_bold_bound(text, raw, index, before, a.start) if "**" in raw else before, a.start))) or None
        if period is None and b is not None and (_STEP_GAP.fullmatch(text, a.end, _next_start(amounts, a))
                                                 or _RISING_GAP.fullmatch(text, a.end, b.start)):
            # a step list's period after its first step ("1.147 € pro Monat; ..."), a rise's on its start ("€14.15ph
            # rising to €14.35 following probation")
            period = find_period(text, a.end, b.start)
        if period is None and not _TWO_KINDS.search(text, before, a.start):  # (only for an amount already judged pay)
            period = _labelled_period(text, a.start, amounts)
        if period is None:
            period = _header_field_period(text, a.start, end)
        if period is None and _a_years_pay(text, end):
            period = "year"  # "85.000€ fixed salary (12 payments)", "20.000€ brutos en 14 pagas": a year's pay in parts
        if period is None and k + 1 < len(groups):
            period = _shared_period(text, end, groups[k + 1]) or _line_end_period(text, g, groups[k + 1])
        if period is not None and _PER_VISIT_AFTER.match(text, end):
            period = None  # "$40.00 per hour and $125.00 per visit": a rate per visit has no calendar period (pay58)
        # flags from the clause around the amount only: a long text mentions bonuses elsewhere
        clause_start = max(text.rfind("\n", 0, a.start) + 1, a.start - 80)
        clause_end = text.find("\n", end)
        clause_end = min(end + 80, len(text) if clause_end < 0 else clause_end)
        decade = b is None and _in_decade(text, a)
        if decade:  # "Early €30s": the low end of the thirty thousands, no upper bound written
            g = (_thousands(a), None)
        found = _build(text[clause_start:clause_end], _shift(g, -clause_start), period,
                       working_time or DEFAULT_WORKING_TIME, country)
        if decade or b is None and pay_floor_before(text, a.start):
            found["max"] = found["annual_max"] = None  # "Early €30s"; "pay shall be no less than ... $N"
        if masked_low:
            found["min"] = found["annual_min"] = None  # "Salary ****  52,000": the range's lower end masked
        if masked_high:
            found["max"] = found["annual_max"] = None  # "Salary: 21,000 - **** per annum": the range's upper end masked
        lo, hi = _sentence_bounds(text, a.start, end)
        line_start = text.rfind("\n", 0, a.start) + 1
        noted = found["currency"] is None and _noted_currency(text, line_start, a.start)
        if noted:
            found["currency"] = noted
        # (the sentence, or a label line right above the amount's own: "Minimum Pay:" then "$N", pay54)
        if b is None and found["max"] is not None and found["min"] == found["max"] and _minimum_stated(
                text, min(lo, before), a.start, end):
            found["max"] = found["annual_max"] = None
        if b is None and found["min"] == found["max"] and _WRAPPED_BEFORE.search(text, max(0, a.start - 8), a.start):
            _wrapped_bound(text, a, found)
        if b is not None and _TARGET_CEILING_GAP.fullmatch(text, a.end, b.start):
            found["variable"] = True  # on-target earnings and their ceiling: earnings that vary
        found["hours"] = _weekly_hours(text[lo:hi]) or _header_hours(text, end)
        found["bonus_months"] = _bonus_months(text[lo:hi]) or (
            _bonus_months(text[lo:hi], PAID_TIMES) if found["period"] == "month" else None)
        rank = (2 if a.currency or (b is not None and b.currency) or noted else 0) + (verdict == "cued") + (b is not None)
        # (behind an open bound: "Salario: hasta 36K")
        label = without_open_bound(words_of(text[max(line_start, a.start - 30) : a.start]))[-1:]
        # "Salario 29K", "Rango salarial: 36K B/Año": a salary word right before labels it, beside amounts with a currency
        labelled = rank < 2 and bool(label) and label[0] in _LABEL_WORDS
        out.append((rank, labelled, found, (index[a.start], _raw_end(raw, index[end - 1] + 1))))
        if len(out) >= limit:
            break
    best = max([r for r, _, _, _ in out] + [2] * referral_reward, default=0)
    # amounts without a currency only where no amount of the text has one ("Salary: 45.000 - 55.000")
    return [(f, span) for r, labelled, f, span in out if r >= 2 or best < 2 or labelled]


# "Salary: Early €30s Base", "Mid 40s + commission": a decade of thousands, as recruiters write a band (hand-written: a
# shape, no library names it). Only round tens after a position word, the "s" glued to the number
_DECADE_BEFORE = re.compile(r"(?i)\b(?:early|mid|late|low|high|upper)[\s-]{1,2}(?:[$£€]\s?)?$")
_DECADE_AFTER = re.compile(r"s(?![^\W\d_])")


# An approximate conversion in brackets right after a pay amount ("41'000 SEK before tax (€ 3'600)", "€38,000 (approx.
# £30-32K)"): RUNNING_TEXT_RULES counts it in its statement (pay49)
_CONVERSION_GAP = re.compile(r"(?i)[^()\n\d]{0,30}\(\s{0,2}(?:(?:approx(?:imately|\.)?|ca\.?|about|around|circa|~|≈)\s{0,2})?$")
_CONVERSION_END = re.compile(r"\s{0,2}(?:[A-Z]{3}\s{0,2})?\)")


def _conversion(text: str, pay: tuple[Money, Money | None], g: tuple[Money, Money | None]) -> bool:
    """``g`` is ``pay`` converted into another currency, in brackets right after it."""
    last = pay[1] or pay[0]
    first, end = g[0], (g[1] or g[0]).end
    return bool(first.currency and last.currency and first.currency != last.currency and first.start > last.end
                and _CONVERSION_GAP.fullmatch(text, last.end, first.start) and _CONVERSION_END.match(text, end))


# An amount alone in brackets right after an amount judged no pay, with at most its period: that amount restated over another
# period or summed with what came before ("our night incentive programme pays $1,500 quarterly ($6,000/year)", "$150/week
# additional benefit ($600/week total)": the sum restates the allowance with an add-on, RUNNING_TEXT_RULES 2026-12-07 16:35)
# is no statement either (pay75)
_RESTATED_END = re.compile(r"(?i)\s{0,2}(?:/\s{0,2}[a-z]{1,6}\.?|(?:per|an?)\s{1,2}[a-z]{2,6})?(?:\s{0,2}[,;]?\s{0,2}[^()\n\d]{0,20})?\)")


def _restated_in_brackets(text: str, rejected: tuple[Money, Money | None], g: tuple[Money, Money | None]) -> bool:
    """``g`` stands alone in brackets right after the no-pay amount ``rejected``, in the same currency (``_RESTATED_END``)."""
    last = rejected[1] or rejected[0]
    first, end = g[0], (g[1] or g[0]).end
    return bool(first.currency and first.currency == last.currency and first.start > last.end
                and _CONVERSION_GAP.fullmatch(text, last.end, first.start) and _RESTATED_END.match(text, end))


# A later year's pay in brackets right after a pay amount, in its currency ("mind. 24.100,50 € brutto (26.000,10 € brutto im
# 2. Jahr)"): a step of that statement (pay51: one university's template, 3 unlabelled dev postings, two of them one
# posting's versions)
_LATER_YEAR_END = re.compile(r"(?i)[^()\n\d]{0,20}?\b(?:im|ab\s{1,2}dem|ab|in\s{1,2}the|from\s{1,2}the)\s{1,2}"
                             r"(?:\d\.|zweiten|dritten|second|third|\d(?:nd|rd|th))\s{0,2}(?:jahr|year)\w{0,2}\s{0,2}\)")


def _later_year(text: str, pay: tuple[Money, Money | None], g: tuple[Money, Money | None]) -> bool:
    """``g`` is a later year's amount of ``pay``, in brackets right after it."""
    last = pay[1] or pay[0]
    first, end = g[0], (g[1] or g[0]).end
    return bool(first.currency and first.currency == last.currency and first.start > last.end
                and _CONVERSION_GAP.fullmatch(text, last.end, first.start) and _LATER_YEAR_END.match(text, end))


# A currency named once in a label's bracket for the bare amounts after it ("Pay details (in PHP): monthly pay of
# 18,000 - 24,000", pay52)
_CURRENCY_NOTE = re.compile(r"\(\s{0,2}in\s{1,2}([A-Z]{3})\s{0,2}\)")
_NOTE_REACH = 80  # characters before the amount, on its line


def _noted_currency(text: str, line_start: int, start: int) -> str | None:
    """The ISO code a bracket "(in PHP)" before an amount on its line names, if it is a currency."""
    note = _CURRENCY_NOTE.search(text, max(line_start, start - _NOTE_REACH), start)
    return note.group(1) if note and note.group(1) in current_codes() else None


def label_currency(label: str) -> str | None:
    """The currency a pay label names in a bracket ("Pay details (in PHP)"), or None: the key of a labelled pair,
    whose value writes none."""
    return _noted_currency(label, 0, len(label))


def _past_bold_bound(text: str, raw: str, index: Any, lo: int, start: int) -> int:
    """Where a period word before an amount may be read: after the last bound between two bold fields (``raw``'s "**
    **", which the markup stripping took out of ``text``; ``index`` maps ``text`` offsets to ``raw``) that has a label
    between it and the amount. The field before it is another's: "**Hours: 39 per week** **Pay scale: 12.90 to 14.10
    Euros**" has no weekly pay (pay52); "Per hour: **$25**" and bold words in a sentence ("a **Per Hour** role; the
    expected **Pay** range is $30 - $36") keep their hour."""
    bounds = [m.end() for m in _BOLD_FIELDS.finditer(raw, index[lo], index[start - 1])]
    if not bounds:
        return lo
    i = bisect_left(index, bounds[-1], lo, start)
    return i if _LETTER.search(text, i, start) else lo


# (a closing bold run's marks, a space and maybe a heading's marks, the next run's: "** **", "** ### **")
_BOLD_FIELDS = re.compile(r"\*\*[ \t]{1,3}(?:#{1,6}[ \t]{1,3})?\*\*")
_LETTER = re.compile(r"[^\W\d_]")


def _in_decade(text: str, a: Money) -> bool:
    return (not a.multiplied and a.value in _DECADES and bool(_DECADE_AFTER.match(text, a.end))
            and bool(_DECADE_BEFORE.search(text, max(0, a.start - 12), a.start)))


_DECADES = frozenset(float(v) for v in range(20, 100, 10))


def _thousands(a: Money) -> Money:
    from dataclasses import replace

    return replace(a, value=a.value * 1000, multiplier=1000.0)


_LIST_GAP = 60  # characters: an amount this close after a rejected one, on its line, can be its list's next item
_NEW_ITEM_MARKS = ("\n", ". ", "+", "=", "(", ")")
_LIST_JOINERS = {"and", "et", "und", "y", "e", "en", "or", "ou", "oder", "o"}


def _continues_list(text: str, rejected: tuple[Money, Money | None], group: tuple[Money, Money | None]) -> bool:
    """An amount with a currency that goes on a list whose previous amount was judged no pay, in the same line
    and sentence with no pay word between: "shift premiums of $2 per hour for evenings and [$4] for nights", "Prime
    d'embauche de 1300€ la première année et [1300€] la seconde", "Shift Differential for Eve $3 NOC [$5]"."""
    a = group[0]
    if not (a.currency or group[1] is not None and group[1].currency):
        return False
    gap_start = (rejected[1] or rejected[0]).end
    gap = text[gap_start : a.start]
    if gap.startswith(")") and gap.endswith("("):
        gap = gap[1:-1]  # each amount in its own brackets: "Panier de jour (2.10€) et nuit [(6.40€)]" (pay51)
    if len(gap) > _LIST_GAP or any(c in gap for c in _NEW_ITEM_MARKS):
        return False  # (a new line, sentence or parenthesis, a sum: "$4.50 diff = $64.50/hour", "(IDR 5 mio) ... (IDR 10")
    words = words_of(gap)
    return not set(words) & _PAY_CUES and "plus" not in words and (len(words) <= 2 or bool(set(words) & _LIST_JOINERS) or "," in gap)


# A ruble word is Russian or Belarusian by the market (currencies._ruble_for); a text without a market that names
# Belarus ("по законодательству Республики Беларусь", "ТК РБ", "белорусских рублей") pays in Belarusian rubles. By hand:
# CLDR names the country ("Беларусь") but not its case forms, the adjective or the "РБ" of Belarusian law texts.
_BELARUS_NAMED = re.compile(r"(?i:беларус|белорус)|\bРБ\b")


# A ruble amount and what it is paid for when that is shorter than a month ("1 000 — 1 500 руб.", "от 2 тыс. руб.",
# "300 руб. в час")
_RUBLE_AMOUNT = re.compile(r"(\d[\d \u00a0]{0,9}\d|\d)(?:[.,]\d{1,2})?\s{0,2}(тыс\.?\s{0,2})?(?:бел\.?\s{0,2})?[Рр]уб")
_SHORT_PERIOD_RU = re.compile(r"(?i)(?:в|за|/)\s{0,2}(?:час|смену|день|сутки)")
# Monthly pay in Russia is written in tens of thousands of rubles, in Belarus in hundreds or thousands: over the corpus's
# ruble postings with an amount, every one of 42 from hh.ru boards has an amount of 10,000 or more or an hourly/shift
# rate, and 50 of 53 from hh.by have only amounts under 10,000 and none
_BELARUS_RUBLE_CEILING = 10_000


def _small_rubles(text: str) -> bool:
    """Every ruble amount of ``text`` is under the Belarusian ceiling and none is paid by the hour, day or shift."""
    values = [int(re.sub(r"\D", "", m.group(1))) * (1000 if m.group(2) else 1) for m in _RUBLE_AMOUNT.finditer(text)]
    return bool(values) and max(values) < _BELARUS_RUBLE_CEILING and not _SHORT_PERIOD_RU.search(text)


def _pay_market(text: str, country: str | None) -> str | None:
    """The market a text's amounts are read in: the given one; without one, Belarus for a text with a ruble word
    that names Belarus (corpus: 19 of 34 market-less rabota.by ruble postings name it, 0 of 8 hh.ru ones) or whose
    ruble amounts are all of Belarusian size (see ``_BELARUS_RUBLE_CEILING``)."""
    if country is None and ("руб" in text or "Руб" in text) and (_BELARUS_NAMED.search(text) or _small_rubles(text)):
        return "BY"
    return country


# The number of payments a year's pay is paid in, right after the amount in its clause
_PAYMENTS = r"\s{1,2}(?:payments|(?:salary\s{1,2})?instal{1,2}ments|pagas|monatsgeh[äa]lter|gehaltszahlungen|mensualit[ée]s|salaires|maandsalarissen)\b"
_YEAR_IN_PAYMENTS = re.compile(r"(?i)[^\n.;:]{0,30}?(?:\(|\b(?:in|en|auf|sur|em)\s{1,2})(?:1[2-5])(?:[.,]5)?(?:\s{1,2}(?:ó|o|or|oder|ou)\s{1,2}1[2-5])?"
                               + _PAYMENTS)
# "Salary: $38,150 for 12 months": the pay of a year (not "$10,000 for a 10-month appointment", no calendar period)
_FOR_TWELVE_MONTHS = re.compile(r"(?i)\s{0,2}(?:\([^()\n]{1,20}\)\s{0,2})?for\s{1,2}(?:a\s{1,2}|the\s{1,2})?(?:12|twelve)[\s-]{1,2}months?\b")


def _a_years_pay(text: str, end: int) -> bool:
    """The amount ending at ``end`` is a year's pay by what follows it: paid in 12-15 parts or for twelve months."""
    return bool(_YEAR_IN_PAYMENTS.match(text, end) or _FOR_TWELVE_MONTHS.match(text, end))


_PAYMENTS_COUNT = re.compile(r"(?i)(?:\s{1,2}(?:ó|o|or|oder|ou)\s{1,2}1[2-5])?" + _PAYMENTS)  # "(12 payments)": no amount


# A pay noun that carries its period ("The hourly range for this position is listed below", "Das Jahresgehalt ...
# beträgt ... mind. 25.898,23 €", "Bruttogehalt pro Monat, je nach Ausbildung ..., mindestens 2.195 EUR"): it labels
# the next amount when no other amount stands between (an Austrian "Das Bruttomonatsgehalt gem. Kollektivvertrag ...
# beträgt für diese Funktion ... mind. € 2.518,43" puts it more than a clause before); also glued to the word before
# it by a board's scraping ("Job HighlightsMonthly Rate: Approximately PHP 56,000")
# The same in French, Spanish, Portuguese and Polish, the pay noun first: "Salaire brut annuel : 31 500 €", "Salário
# mensal: R$ 2.950,10", "Salario Bruto Anual 27.500€" (pay53: with a colon the amount was left with no period)
_ROMANCE_LABEL = (r"|\b(?:salaire|r[ée]mun[ée]ration|salario|sueldo|sal[áa]rio|remunera[çc][ãa]o|remuneraci[óo]n|retribuci[óo]n|wynagrodzenie)"
                  r"(?:\s{1,2}(?:brut|brute|bruto|bruta|net|nette|neto|neta|fixe|fijo|fixo|base|brutto|netto)){0,2}"
                  r"\s{1,2}(annuel(?:le)?|mensuel(?:le)?|horaire|anual|mensual|mensal|miesi[ęe]czne|roczne)\b")
_PERIOD_LABEL = re.compile(
    r"(?i)(?:(?<![\w-])|(?-i:(?<=[a-z])(?=[HAYMWD])))(hourly|annuali[sz]ed|annual|yearly|monthly|weekly|daily)\s{1,2}(?:base\s{1,2}|gross\s{1,2}|starting\s{1,2})?"
    r"(?:pay|salary|wage|rate|range|compensation)(?:\s{1,2}(?:range|scale|rate|rates))?\b"
    r"(?!\s{1,2}(?:review|reviews|increase|increases|increment|bonus|budget|equity))"
    r"|\b(?:brutto|netto)?(jahres|monats|stunden)(?:brutto)?(?:gehalt|lohn|entgelt|vergütung)\b"
    r"|\b(monatlich|jährlich)e[ns]?\s{1,2}(?:brutto|netto)?(?:gehalt|lohn|entgelt|vergütung)\b"
    r"|\b(?:brutto)?(?:gehalt|salary|lohn|pay)\s{1,2}(?:pro|per|im|a)\s{1,2}(monat|month|jahr|year|stunde|hour)\b"
    + _ROMANCE_LABEL)
_LABEL_PERIOD = {"hourly": "hour", "annual": "year", "annualised": "year", "annualized": "year", "yearly": "year", "monthly": "month", "weekly": "week",
                 "daily": "day", "jahres": "year", "monats": "month", "stunden": "hour", "monat": "month",
                 "monatlich": "month", "jährlich": "year",
                 "month": "month", "jahr": "year", "year": "year", "stunde": "hour", "hour": "hour",
                 **dict.fromkeys(("annuel", "annuelle", "anual", "roczne"), "year"), "horaire": "hour",
                 **dict.fromkeys(("mensuel", "mensuelle", "mensual", "mensal", "miesięczne", "miesieczne"), "month")}
_LABEL_REACH = 250
# A label naming two kinds of pay joined by a slash ("The salary/hourly range is $81,200-$104,900", "Annual/Hourly Rate:")
# gives the amount after it no period: the amount's own period word only (pay47: 3 unlabelled dev postings read hourly)
_TWO_KINDS = re.compile(r"(?i)\b(?:salary|salaried|annual|yearly|monthly|weekly|hourly)\s?/\s?"
                        r"(?:salary|salaried|annual|yearly|monthly|weekly|hourly)\b")
_PAY_NOUN = re.compile(r"(?i)\b(?:salary|salaries|pay|rate|range|compensation|wage|wages|gehalt|lohn|vergütung|"
                       r"remuneration|rémunération|salario|salaire)\b")


def _label_before(text: str, lo: int, start: int) -> str | None:
    """The period of the last pay noun with a period ("Daily rate", "Annual Salary Range") in ``text[lo:start]``: it
    names the amount after it before any other period word of the clause ("Multi-year programme * Daily rate up to
    €750" is daily; "Annual Salary Range (Based on 40 hours worked per week):" yearly)."""
    last = None
    for match in _PERIOD_LABEL.finditer(text, lo, start):
        last = match
    if last is None or text[max(0, last.start() - 4) : last.start()].rstrip().endswith(("13.", "14.")):
        return None
    return _LABEL_PERIOD[next(g for g in last.groups() if g).casefold()]


def label_period(label: str) -> str | None:
    """The period a pay label names ("Annual Salary", "Gross annual salary (full-time)", "Hourly rate",
    "Bruttomonatsgehalt"), or None: the key of a labelled pair, whose value ("€50k-€80k") often writes none."""
    return _label_before(label, 0, len(label))


# Between two amounts that are alternatives: "$18,000 (M.S.) or $22,000 (Ph.D.) per year", "€40.000 oder €45.000"
_ALTERNATIVE_GAP = re.compile(r"(?i)\s{0,2}(?:\([^()\n]{1,30}\)\s{0,2})?,?\s{0,2}(?:or|oder|ou|o)\s{1,2}")


def _shared_period(text: str, end: int, following: tuple[Money, Money | None]) -> str | None:
    """The period written after the next amount when it is an alternative to the amount ending at ``end``: one
    period word after the last of them serves both."""
    a, b = following
    if not _ALTERNATIVE_GAP.fullmatch(text, end, a.start):
        return None
    after = b.end if b else a.end
    return find_period(text, after, _clause_end(text, after))


# Between a range and the next range of its line, labelled a range: a semicolon and the label's words ("Anticipated
# starting salary $6,200 - $7,400; Full range $5,900 - $9,800 monthly"), no digit, no sentence end (not another kind
# of pay: "...; overtime rate $50 - $60 per hour" names its own)
_LABELLED_RANGE_GAP = re.compile(r"(?i)[ \t]{0,2};[ \t]{0,3}(?:[^\W\d_][^\n\d.;:]{0,30}[ \t])?range[ \t]{0,2}:?[ \t]{0,3}"
                                 r"(?:[$€£][ \t]?)?")


def _line_end_period(text: str, group: tuple[Money, Money | None], following: tuple[Money, Money | None]) -> str | None:
    """The period written once after the next range of the line when ``group`` is a range that the next, labelled range
    follows after a semicolon: that one period serves both ranges (RUNNING_TEXT_RULES, session of 2026-12-07 19:33,
    pay73's question 3). A single amount before the range is not read here."""
    if group[1] is None or following[1] is None or not _LABELLED_RANGE_GAP.fullmatch(text, group[1].end, following[0].start):
        return None
    if find_period(text, group[1].end, following[0].start):
        return None  # (the label names a period of its own: not the line's one period)
    return find_period(text, following[1].end, _clause_end(text, following[1].end))


_YEARS_DATIVE = re.compile(r"\s{1,2}(?:jahren|monaten|wochen|tagen)\b", re.IGNORECASE)  # ("mit 5 Jahren Berufserfahrung")


# A separate header field naming the pay's period ("Annual Salary", "Salary (per annum)", "Hourly Rate"), written in title
# case as a field of a flattened header table after the amount on its line ("<grade> 31,250 - 44,870 Posted On: <date>
# Annual Salary <town>") or as the column header above the amount's table cell, gives the amount its period (RULES, the
# lead's answer to pay68's question 4; pay69). A label right before an amount is ``_labelled_period``'s.
_HEADER_FIELD = re.compile(
    r"\b(?:(?P<word>Annual|Yearly|Hourly|Weekly|Monthly|Daily)\sSalary"
    r"|Salary\s\((?:per\s(?P<per>annum|year|hour|week|month|day)|(?P<pa>p\.a\.))\))"
    # (a field: a new field or cell after it, not "Annual Salary Range: ..." nor "Annual Salary Reviews")
    r"(?=\s{0,3}(?:\||\n|$|\s(?!Reviews?\b|Ranges?\b|Bands?\b|Increases?\b|Budgets?\b|Packages?\b)[A-Z][a-z]))")
_HEADER_AFTER_REACH = 80  # characters after the amount to its header field, on its line
_PER_PERIOD = {"annum": "year", "year": "year", "hour": "hour", "week": "week", "month": "month", "day": "day"}


def _header_period(match: re.Match[str]) -> str:
    """The period a ``_HEADER_FIELD`` match names."""
    if match.group("word"):
        return _LABEL_PERIOD[match.group("word").casefold()]
    return _PER_PERIOD[match.group("per")] if match.group("per") else "year"


def _header_field_period(text: str, start: int, end: int) -> str | None:
    """The period of a header field beside the amount at ``text[start:end]``: after it on its line, within
    ``_HEADER_AFTER_REACH`` characters (a flattened header table, another field such as a date between) and with no amount
    right after the field (then it labels that one), or the column header of the amount's table cell."""
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    hi = min(line_end, end + _HEADER_AFTER_REACH)
    for m in _HEADER_FIELD.finditer(text, end, hi):
        if not _AMOUNT_NEXT.match(text, m.end()):
            return _header_period(m)
    return _column_header_period(text, start)


_AMOUNT_NEXT = re.compile(r"\s{0,3}[:\-–]?\s{0,3}(?:[$€£]|[A-Z]{3}\s?\d|\d)")


def _column_header_period(text: str, start: int) -> str | None:
    """The period named by the header cell above the table cell holding ``text[start]`` ("| Annual Salary |" over
    "| 31,250 - 44,870 |"): the table's first row, the cell counted by the "|" before the amount on its line."""
    line_start = text.rfind("\n", 0, start) + 1
    if not text.startswith("|", line_start):
        return None
    column = text.count("|", line_start, start)
    row_start = line_start
    while row_start > 0:  # up to the table's first row
        above = text.rfind("\n", 0, row_start - 1) + 1
        if not text.startswith("|", above):
            break
        row_start = above
    if row_start == line_start:
        return None
    header = text[row_start : text.find("\n", row_start)].split("|")
    if column >= len(header):
        return None
    m = _HEADER_FIELD.search(header[column].strip() + "\n")
    return _header_period(m) if m else None


def _labelled_period(text: str, start: int, amounts: list[Money]) -> str | None:
    """The period of the last pay noun with a period within ``_LABEL_REACH`` characters before ``start``, when
    no other amount stands between it and the amount (else it labels that one)."""
    # (a count between them is no amount it could label: "Das Bruttogehalt pro Monat liegt auf Vollzeitbasis (40
    # Wochenstunden) bei 5 Jahren Erfahrung bei mind. € 6.980,10" is monthly)
    lo = max([start - _LABEL_REACH] + [m.end for m in amounts if m.end <= start and not (
        m.currency is None and (WORK_UNITS.match(text, m.end) or _YEARS_DATIVE.match(text, m.end)))])
    last = None
    for match in _PERIOD_LABEL.finditer(_without_shares(text, max(0, lo), start), max(0, lo), start):
        last = match
    if last is None or text[max(0, last.start() - 4) : last.start()].rstrip().endswith(("13.", "14.")):
        return None  # ("13. Monatsgehalt": a bonus month)
    if _PAY_NOUN.search(text, last.end(), start):
        return None  # "a yearly pay equity audit. ... the estimated base salary range is €37,600": a nearer pay noun
    word = next(g for g in last.groups() if g)
    return _LABEL_PERIOD[word.casefold()]


# Between the steps of a pay scale written as a list: "$39.382, $41.202, ...", "€58,044, LSI 1 €59,928"
# and apprentice years ("1. Jahr 1211 € / 2. Jahr: 1275 € / 3. Jahr: 1341 €", "im ersten Ausbildungsjahr 1.147 € pro Monat;
# im Zweiten 1.232 € und im Dritten 1.343 €")
_STEP_GAP = re.compile(r"(?:\s{0,2}(?:pro|im|per)\s{1,2}(?:monat|month))?"
                       r"(?:\s{0,3}[,/;]\s{0,3}(?:(?:and|et|und|y|e)\s{1,2})?|\s{1,2}und\s{1,2})"
                       r"(?:(?:LSI|Point|Step|Stufe)\s?\d{1,2}:?\s{0,2}|\d{1,2}\.\s{0,2}(?:ausbildungs|lehr)?jahr:?\s{0,2}"
                       r"|im\s{1,2}(?:zweiten|dritten|vierten)\s{1,2}(?:ausbildungsjahr\s{1,2})?)?"
                       r"|\s{0,2}(?:LJ|Lehrjahr)\s?\d{1,2}:\s{0,2}",  # glued Austrian steps: "980,00LJ 2: 1.140,00 €LJ 3: ..."
                       re.IGNORECASE)
# A pay rising with seniority in one sentence ("N1 at hiring, N2 after one year and N3 after two years"): a pay-step list
# too (the lead, pay67); the gap names the time served, and may hold its count of years
_YEARS_WORD = r"(?:ans?|années?|years?|jahre?n?|anos?|años?)"  # the time served, in years (also _SERVED_AFTER)
_SENIORITY_GAP = re.compile(
    r"(?i)(?=[^\n]{0,60}?\b(?:embauche|hiring|hire|einstieg|après|apres|after|nach|após|apos|después|despues|au\s{1,2}bout)\b)"
    rf"(?:[^\d.;:\n]|\b\d{{1,2}}\s{{0,2}}{_YEARS_WORD}\b){{0,60}}")


def _seniority_period(text: str, amounts: list[Money], a: Money, b: Money | None) -> str | None:
    """The period of a seniority step list, from its first step ("N € brut annuel à l'embauche, ..."): a period after
    the list or before it may be the next item's or the hours' ("35 h hebdomadaire, un salaire de ...")."""
    if b is None or not _SENIORITY_GAP.fullmatch(text, a.end, _next_start(amounts, a)):
        return None
    return find_period(text, a.end, _next_start(amounts, a))


# "N k€ à objectif et jusqu'à M k€ pour les plus performants", "£40k on target, up to £55k for top performers": the
# on-target figure and its ceiling are one earnings range, variable (the lead, pay67)
_TARGET_CEILING_GAP = re.compile(
    r"(?i)[ \t]{0,3}(?:brut[ \t]{1,2}|gross[ \t]{1,2})?(?:à[ \t]{1,2}objectifs?(?:[ \t]{1,2}atteints?)?|on[ \t-]target"
    r"(?:[ \t]{1,2}earnings)?|OTE|at[ \t]{1,2}target|bei[ \t]{1,2}(?:100[ \t]?%[ \t]{1,2})?Zielerreichung)[ \t]{0,3}"
    r"(?:,[ \t]{0,3})?(?:(?:et|and|und|y|e)[ \t]{1,3})?(?:jusqu['’][ \t]?à|up[ \t]{1,2}to|bis[ \t]{1,2}zu|hasta|até)[ \t]{0,3}")


def _target_ceilings(groups: list[tuple[Money, Money | None]], text: str) -> list[tuple[Money, Money | None]]:
    """An on-target amount and the higher ceiling after it (``_TARGET_CEILING_GAP``) of one currency: one range."""
    out: list[tuple[Money, Money | None]] = []
    for g in groups:
        prev = out[-1] if out else None
        if (prev is not None and prev[1] is None and g[1] is None and g[0].value > prev[0].value
                and (prev[0].currency or g[0].currency) and prev[0].currency in (None, g[0].currency)
                and _TARGET_CEILING_GAP.fullmatch(text, prev[0].end, g[0].start)):
            out[-1] = (prev[0], g[0])
        else:
            out.append(g)
    return out


# The number of an Austrian apprentice year's label ("LJ 2:", "Lehrjahr 3:"): a label, no amount
_STEP_LABEL_BEFORE = re.compile(r"(?:LJ|Lehrjahr)\s?$", re.IGNORECASE)


def _is_step_label(text: str, m: Money) -> bool:
    """``m`` is the bare year number of an apprentice step label ("LJ 2:") or of the time served before a seniority
    step ("après 1 an", "after 2 years": ``_SENIORITY_GAP``), not an amount."""
    if m.currency or m.value >= 10:
        return False
    if text[m.end : m.end + 1] == ":":
        return bool(_STEP_LABEL_BEFORE.search(text, max(0, m.start - 9), m.start))
    return bool(_SERVED_AFTER.match(text, m.end) and _SERVED_BEFORE.search(text, max(0, m.start - 14), m.start))


_SERVED_BEFORE = re.compile(r"(?i)\b(?:après|apres|after|nach|após|apos|después\s{1,2}de|au\s{1,2}bout\s{1,2}d[e']|ab)\s{1,2}$")
_SERVED_AFTER = re.compile(rf"(?i)\s{{0,2}}{_YEARS_WORD}\b")


_RISING_GAP = re.compile(r"(?i)[^\n\d]{0,20}?\b(?:rising|increasing|progressing|going)(?:\s{1,2}up)?\s{1,2}to\s{0,3}")
_PLAIN_STEP_GAP = re.compile(r"\s{0,3}[,/;]\s{0,3}")


# a period word right after an amount ("€N a year") and a capital after it with no stop between: the amount's own
# period, and a new phrase begins (not "per hour; this rises to", "per year; Senior Analyst -", "per annum rising to")
_OWN_PERIOD = re.compile(r"[ \t]{0,2}(?:/\s?|(?:per|an?|each)\s)?[^\W\d_]+(?=[ \t]{1,2}[A-Z])")


def _past_owned_period(text: str, amounts: list[Money], lo: int, start: int) -> int:
    """Where a period before the amount at ``start`` may be read: past the period word right after an earlier amount in
    ``text[lo:start]``, which is that amount's ("€N - €M a year Up to €M DOE": the second states no
    period; pay54: an Irish board's closing line, 5 unlabelled dev postings)."""
    prev = next((m for m in reversed(amounts) if lo <= m.end <= start), None)
    own = _OWN_PERIOD.match(text, prev.end) if prev else None
    if own and own.end() <= start and find_period(text, prev.end, own.end()):
        return own.end()
    return lo


# A share of the salary in brackets ("+ ESOP (10% of annual gross salary)"): its period word names the salary the share
# is taken from, not an amount after the bracket (a level's "64-80k €" glued after it states no period; pay64)
_SHARE_BRACKET = re.compile(r"(?i)\([^()\n]{0,40}\d\s?%\s{0,2}(?:of|de|du|des|del|der|vom|von)\s[^()\n]{0,60}\)")


def _without_shares(text: str, lo: int, start: int) -> str:
    """``text`` with the bracketed salary shares in ``text[lo:start]`` blanked (same length, so offsets hold)."""
    shares = list(_SHARE_BRACKET.finditer(text, lo, start))
    if not shares:
        return text
    chars = list(text)
    for m in shares:
        chars[m.start() : m.end()] = " " * (m.end() - m.start())
    return "".join(chars)


def _next_start(amounts: list[Money], a: Money) -> int:
    """Where the amount after ``a`` starts (``a.end`` when none)."""
    return next((m.start for m in amounts if m.start >= a.end), a.end)


def _step_lists(groups: list[tuple[Money, Money | None]], text: str,
                gap: re.Pattern[str] | None = None) -> list[tuple[Money, Money | None]]:
    """Three or more single amounts of one currency, rising, joined only by commas or slashes (``gap``; by
    default also apprentice-year labels) are one pay-step list: one statement from the lowest step to the
    highest (RUNNING_TEXT_RULES)."""
    gap = gap or _STEP_GAP
    out: list[tuple[Money, Money | None]] = []
    i = 0
    while i < len(groups):
        j = i
        # (the first step may leave its currency to the next: "LJ 1: 980,00LJ 2: 1.140,00 €")
        while j + 1 < len(groups) and groups[j][1] is None and groups[j + 1][1] is None and (
                currency := groups[j][0].currency or (j == i and groups[j + 1][0].currency)) and (
                groups[j + 1][0].currency == currency and groups[j + 1][0].value >= groups[j][0].value) and (
                gap.fullmatch(text, groups[j][0].end, groups[j + 1][0].start)
                or _SENIORITY_GAP.fullmatch(text, groups[j][0].end, groups[j + 1][0].start)
                or POINTS_GAP.fullmatch(text, groups[j][0].end, groups[j + 1][0].start)):
            j += 1
        if j - i >= 2:
            out.append((groups[i][0], groups[j][0]))
            i = j + 1
        else:
            out.append(groups[i])
            i += 1
    return out


# "37.5 hours per week", "a 36 hour week", "38-Stunden-Woche", "40 uur per week", "35 heures par semaine"
_WEEKLY_HOURS = re.compile(
    r"(?i)(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:-|–|to|bis|tot|à)?\s*(?:\d{1,2}(?:[.,]\d)?\s*)?[- ]?"
    r"(?:hours?|hrs?|uur|urige|stunden|std\.?|heures|horas|h)\b[- ]?(?:per|a|an|each|every|/|pro|par|por|in\s+der|"
    r"in\s+de|la)?\s*[- ]?(?:working\s+)?(?:week|wk|woche|wochenstunden|semaine|semana|werkweek)")
_WEEKLY_HOURS_WORD = re.compile(r"(?i)(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:wochenstunden|weekly hours|hours weekly)")
# "13th month", "13e maand", "13. Monatsgehalt", "13ème mois", "14th-month pay": extra monthly salaries (and "13¿ mois", an
# ordinal mark the source lost in its encoding: pay51)
_BONUS_MONTH = re.compile(rf"(?i)\b(1[3-6])\s*(?:{BONUS_ORDINALS}|de|\.|¿)?[- ]?(?:{BONUS_MONTH_WORDS}|monatsgehalt|monatslohn)")


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence (at most 200 characters either side, not past a line) around an amount."""
    lo = max(text.rfind("\n", 0, start) + 1, text.rfind(". ", max(0, start - 200), start) + 1, start - 200)
    stops = [k for k in (text.find("\n", end), text.find(". ", end)) if k >= 0]
    hi = min([*stops, end + 200, len(text)])
    return lo, hi


def _weekly_hours(sentence: str) -> float | None:
    """Working hours per week stated in a pay statement's sentence (a range gives its lower end)."""
    m = _WEEKLY_HOURS.search(sentence) or _WEEKLY_HOURS_WORD.search(sentence)
    if m is None:
        return None
    value = float(m.group(1).replace(",", "."))
    if not 1 <= value <= 80:
        return None
    return int(value) if value.is_integer() else value


# "€ 6.115,38 brutto 30 Stunden": the weekly hours a pay header states right after the amount (no "week" written)
_HEADER_HOURS = re.compile(r"\s{0,2}(?:(?:brutto|netto|gross|bruto|brut)\s{0,2})?(\d{1,2}(?:[.,]\d{1,2})?)\s{0,2}"
                           r"(?:Stunden|Std\.|Wochenstunden)(?![a-zäöü])")


# Chile's "renta líquida / bruta" (net / gross pay) as the amount's label; "renta" alone is also rent, income tax or
# (Spanish "renta variable") equities (pay59: 2 dev postings of one template, one in the dev gold)
_RENTA_LABEL = re.compile(r"(?i)\brenta\s{1,3}(?:l[íi]quida|bruta)(?:\s{1,3}mensual)?\s{0,3}:?\s{0,3}(?:de\s{1,3})?\$?\s{0,2}$")
# A line holding only an amount and a French period word ("90000 Annuel", one recruiter's template on the French board:
# 3 dev postings; pay59)
_PERIOD_LINE_AFTER = re.compile(r"[ \t]{1,3}(?:Annuel|Mensuel)[ \t]*(?:\n|$)")
# A German training year right after an amount with a currency ("... mit 1.100 € im 1. Ausbildungsjahr"): the apprentice's
# pay in that year, cued though no pay word or period stands in its run-together sentence (pay59: 4 unlabelled dev postings
# of one employer's template, read as no pay in a long text; its 11 others have a pay word before the amount)
_TRAINING_YEAR_AFTER = re.compile(r"(?i)\s{0,3}(?:euro?\s{1,3})?(?:brutto\s{1,3})?(?:monatlich\s{1,3})?im\s{1,3}"
                                  r"(?:[1-4]\.|ersten|zweiten|dritten|vierten)\s{0,2}(?:ausbildungs|lehr)jahr")
# The working time an amount pays for, right after it ("bei 35 Wochenstunden", "for a 36 hour week", "pour 35 heures")
_HOURS_AFTER = re.compile(r"(?i)[^\n.;:]{0,25}?\b(?:bei|for|für|pour|para|voor)\s+(?:a|an|einer|une|un|een)?\s*"
                          r"\d{1,2}(?:[.,]\d{1,2})?[- ]?(?:wochenstunden\b|(?:hours?|hrs?|h|stunden|std|heures|horas|uur)\.?"
                          r"(?:[- ]?(?:per\s+|a\s+|pro\s+|par\s+|por\s+|/\s*|in\s+der\s+)?(?:working\s+)?"
                          r"(?:week|woche|semaine|semana|werkweek)\b|\s*(?=[,;)\n]|\.(?:\s|$)|$)))")


def _header_hours(text: str, end: int) -> float | None:
    """Weekly hours written right after the amount of a pay header (RUNNING_TEXT_RULES: "€ 6.115,38 brutto 30 Stunden")."""
    m = _HEADER_HOURS.match(text, end)
    if m is None:
        return None
    value = float(m.group(1).replace(",", "."))
    return (int(value) if value.is_integer() else value) if 1 <= value <= 80 else None


# Austrian postings state the collective minimum and whether it is topped up: "Das Mindestgehalt ... beträgt EUR 2.900",
# "3.200 Euro brutto, mit Überbezahlung je nach Qualifikation", "... Bereitschaft zur Überzahlung"
# (also the English of Austrian postings and a statutory minimum: "The minimum gross monthly salary ... is € 3.341,50",
# "KV-Minimum ... ist EUR 47.546,94", "the law requires us to state a minimum gross monthly salary of € 3.980,00")
_MINIMUM_BEFORE = re.compile(r"(?i)mindest(?:gehalt|lohn|entgelt|bezug|grundgehalt|monatsgehalt|jahresgehalt)"
                             r"|\bminimum\s{1,2}(?:(?:gross|basic|base|annual|yearly|monthly|hourly|starting)\s{1,2}){0,3}"
                             r"(?:salary|wage|pay)\b|\bKV[-\s]?minimum|\bmindest-KV"
                             r"|\bat\s{1,2}least\s{1,2}an?\s{1,2}(?:(?:gross|basic|base|annual|yearly|monthly)\s{1,2}){0,3}"
                             r"(?:salary|wage|pay)\s{1,2}of\b")
_TOPPED_UP_AFTER = re.compile(r"(?i)\b(?:über(?:be)?zahlung|overpayment)")
_TOPPED_UP_WINDOW = 250  # the sentence after the amount's ("EUR 29.736 p.a. Wir bieten ... die Möglichkeit zur Überzahlung")


def _minimum_stated(text: str, lo: int, start: int, end: int) -> bool:
    """A single amount that its sentence calls a minimum wage, or that a top-up named right after raises: a min only."""
    return bool(_MINIMUM_BEFORE.search(text, lo, start) or _TOPPED_UP_AFTER.search(text, end, end + _TOPPED_UP_WINDOW))


# A line break inside a sentence of a hard-wrapped text (a board's fixed-width lines) is a space (the lead, pay67): the
# line before is long and ends on a word with no stop, the next one opens with a word (no bullet, no blank line)
_WRAP_BREAK = re.compile(r"(?<=[^\W_])[ \t]{0,2}\n(?=[ \t]{0,3}[^\W_])")
_WRAP_MIN_LINE = 50  # (a shorter line is a heading or a list item's end, not one cut at a fixed width)


def _hard_wrapped(lines: list[str]) -> bool:
    """Most of a text's lines (five or more) are 55 to 80 characters long: the text is wrapped at a fixed width."""
    full = [len(line.rstrip()) for line in lines if line.strip()]
    return len(full) >= 5 and 2 * sum(55 <= n <= 80 for n in full) >= len(full)


def unwrap_lines(text: str) -> str:
    """``text`` with each line break inside a hard-wrapped sentence made a space (same length: spans keep their
    offsets): "bis" ending a line and "zu 4.200 €" opening the next read as "bis zu 4.200 €"."""
    if "\n" not in text or not _hard_wrapped(text.split("\n")):
        return text
    chars = list(text)
    for m in _WRAP_BREAK.finditer(text):
        brk = m.end() - 1
        if brk - (text.rfind("\n", 0, brk) + 1) >= _WRAP_MIN_LINE:
            chars[brk] = " "
    return "".join(chars)


_BRACKETED_AMOUNT = re.compile(r"\[((?:[A-Z]{3}|[$€£])[ \t]?\d[\d,.]*[ \t]?[kK]?)\]")


def _unbracket_amounts(text: str) -> str:
    """``text`` with the square brackets around an amount with a currency made spaces (same length: spans keep their
    offsets): a template's filled-in fields, "from [GBP 40,000] to [GBP 52,000]", read as the range they state."""
    if "[" not in text:
        return text
    return _BRACKETED_AMOUNT.sub(lambda m: f" {m.group(1)} ", text)


# Hard-wrapped text (a board's fixed-width lines: "ein Monatsgehalt von bis zu\n4.200 € brutto"): the amount
# opens its line and the line above runs on from a word, so a bound closing that line is the amount's (pay55)
_WRAPPED_BEFORE = re.compile(r"[^\W\d_][ \t]{0,2}\n[ \t]{0,3}(?:[€$£][ \t]?)?$")


def _wrapped_bound(text: str, a: Money, found: dict[str, Any]) -> None:
    """Read an open bound across the line break before ``a`` (``_WRAPPED_BEFORE``) into ``found``."""
    bound = open_bound(text, a.start, a.end)
    if bound:
        found["min" if bound == "max" else "max"] = found["annual_min" if bound == "max" else "annual_max"] = None


def _bonus_months(sentence: str, count: re.Pattern[str] = _BONUS_MONTH) -> int | None:
    """Extra monthly salaries stated with the pay ("13th month" -> 1, "14. Monatsgehalt" -> 2; with ``count`` =
    ``PAID_TIMES``, a monthly pay's count of payments a year: "14-mal im Jahr" -> 2)."""
    m = count.search(sentence)
    return int(m.group(1)) - 12 if m else None


def _period_end(text: str, end: int, signed: list[int]) -> int:
    """Where a period after an amount may be read: its clause (``_clause_end``), and not into the next item with an
    amount of its own, after an item separator ("Salário: R$ 7.206,66 + VR: R$ 57,00 por dia": the day is the
    voucher's; "$36 - $38, Shift Diff $2hr"). ``signed``: the starts of the amounts with a currency, in order."""
    limit = _clause_end(text, end)
    k = bisect_left(signed, end)
    if k < len(signed) and signed[k] < limit and _ITEM_SEPARATOR.search(text, end, signed[k]):
        return signed[k]
    return limit


_ITEM_SEPARATOR = re.compile(r"[+,;:]")  # (not a range's words: "$6-to- $65 per hour", "$60$ to $65 per hour")


def _clause_end(text: str, end: int, window: int = 30) -> int:
    """Where a period after an amount may be read: up to ``window`` characters, not past the line, nor into a word glued
    to its multiplier ("Gaji pokok 4-6jtCuti 2 kali dalam satu bulan": the days off of the next item are monthly)."""
    if text[end - 1 : end].isalpha() and text[end : end + 1].isupper():
        return end
    line_end = text.find("\n", end, end + window)
    limit = min(len(text), end + window) if line_end < 0 else line_end
    # an inline bullet starts the next list item, whose period is not the amount's ("* £28k salary * 25 days annual
    # holiday", a markdown list written on one line; pay68)
    bullet = _INLINE_BULLET.search(text, end, limit)
    if bullet:
        limit = bullet.start()
    add_on = _ADD_ON_WORD.search(text, end, limit)  # "R$ 2.025,00+ Gratificação Mensal": the add-on's period
    if add_on:
        return add_on.start()
    # the window ends at a word bound, leaving out a word it cuts: "Salary: €66,250 Shifts: Monday to Friday (Day[s,
    # Afternoon, Nights)" names shifts, no daily rate (as ``period_near``'s window)
    while end < limit < len(text) and text[limit].isalnum() and text[limit - 1].isalnum():
        limit -= 1
    return limit


_INLINE_BULLET = re.compile(r" [*•·] ")  # (as _INLINE_BULLETS: a list item's mark inside a line)

# (not a sales tax: "9-13,000 net + VAT / h", "€500 + VAT per day": the period after it is the amount's own)
_ADD_ON_WORD = re.compile(r"\+\s{0,2}(?!(?:per|an?|hourly|monthly|weekly|daily|annually|yearly|vat|iva|tva|gst|hst|btw|mwst|ust)\b)"
                          r"[^\W\d_]{3}"
                          r"|\bplus\s{1,2}(?=(?:hourly|daily|weekly|monthly|annual|yearly)\s{1,2}[^\W\d_])",  # "$34.77 PLUS Daily PAY"
                          re.IGNORECASE)


def _clause_start(text: str, start: int, window: int = 80) -> int:
    """Where a period before an amount may be read: up to ``window`` characters back, not before its
    sentence or line ("1 day WFH per week). The salary is €82,000" has no week), unless the line only
    labels it ("Hourly rate:\n$25")."""
    lo = max(0, start - window)
    line_start = text.rfind("\n", lo, start) + 1
    if line_start and not text[line_start:start].strip(" *_\t") and text[lo:line_start].rstrip(" *_\t\n").endswith(":"):
        line_start = max(lo, text.rfind("\n", lo, line_start - 1) + 1)  # the label line above
    sentence = _last_stop(text, lo, start, (". ", "! ", "? ", ".\t"))
    glued = [m.end() for m in _GLUED_STOP.finditer(text, lo, start)]  # "... any day of the week.Pay range: Php 24,000"
    # an inline list item ends at the next bullet: "comfortable with daily rejection * **Salary:** €31,000" is no day rate
    bullet = text.rfind("\u2022", lo, start) + 1
    return max(lo, line_start, sentence + 2 if sentence >= 0 else 0, bullet, *glued[-1:])


# A sentence stop with no space after it, where scraped markup glued two sentences ("including weekends.Pay range:")
_GLUED_STOP = re.compile(r"(?<=[a-z]{3})[.!?](?=[A-Z][a-z])")


def _last_stop(text: str, lo: int, start: int, stops: tuple[str, ...] = (". ",)) -> int:
    """Offset of the last sentence stop in ``text[lo:start]`` (-1 if none), passing over an abbreviation's dot
    ("von mtl. € 2.508,29", "mind. € 7.395,78")."""
    if len(stops) == 1:  # (the verdict's one stop, per amount: no generator to ask one rfind)
        stop, mark = text.rfind(stops[0], lo, start), stops[0]
        while stop > lo and _no_stop(text[max(text.rfind(" ", lo, stop) + 1, text.rfind("\n", lo, stop) + 1) : stop]):
            stop = text.rfind(mark, lo, stop)
        return stop
    stop = max(text.rfind(m, lo, start) for m in stops)
    while stop > lo and _no_stop(text[max(text.rfind(" ", lo, stop) + 1, text.rfind("\n", lo, stop) + 1) : stop]):
        stop = max(text.rfind(m, lo, stop) for m in stops)
    return stop


def _no_stop(word: str) -> bool:
    """The word before a dot is an abbreviation or an ordinal ("mtl.", "2. Jahr: 1275 €"): the dot ends no sentence."""
    return word.casefold() in _ABBREVIATIONS or (word.isdigit() and len(word) <= 2)


# Abbreviations whose dot ends no sentence before an amount ("mtl. € 2.508", "ca. 50.000 €", "inkl. Zulagen")
_ABBREVIATIONS = {"mtl", "monatl", "jährl", "jahrl", "ca", "inkl", "zzgl", "lt", "gem", "mind", "min", "max", "approx",
                  "env", "std", "brt", "p", "circa", "c"}


def masked_digits(value: str, text: str) -> bool:
    """``value`` (a part of ``text``) holds digits the source masked with asterisks ("Salary: ****ph / ****", "Pay Rate:
    **** **** per hour"), in a text that writes no markdown bold (its asterisks all come in fours)."""
    return "****" in value and "**" not in text.replace("****", "") and _MASKED.search(value) is not None


def find_salary(
    text: str, country: str | None = None, *, working_time: WorkingTime | None = None
) -> tuple[dict[str, Any], tuple[int, int]] | None:
    """The salary of a longer text: the first of its pay statements (``find_salaries``) with a currency,
    else the first."""
    found = find_salaries(text, country, working_time=working_time)
    return next((fs for fs in found if fs[0]["currency"]), found[0]) if found else None


# Words around an amount that say it is pay ("Salary", "pays", "Vergütung", "rate", "package").
_PAY_CUES = _SALARY_WORDS | {
    "paid", "pays", "paying", "earn", "earning", "earnings", "income", "package", "comp", "base", "basic",
    "stipend", "hourly", "range", "starting", "gross", "brutto", "bruto", "brut", "salarissen", "inkomen",
    "maandsalaris", "jaarsalaris", "bruttojahresgehalt", "monatsgehalt", "jahresgehalt", "remuneracion",
    "remunerado", "salarial", "salaire", "rémunération", "remuneration", "tc", "ctc", "lpa", "ausbildungsvergutung",
    # German compounds on -gehalt/-lohn; Russian, Ukrainian, Polish, Portuguese and Swedish pay words (folded)
    "bruttogehalt", "bruttomonatsgehalt", "grundgehalt", "mindestgehalt", "mindestgehalts", "einstiegsgehalt", "monatslohn",
    "einstiegslohn",  # (pay66: "ein Einstiegslohn bis zu 19,40EUR nach Qualifikation" was no pay)
    "stundenlohn", "bruttolohn", "доход", "дохода", "оклад", "оклада", "зарплата", "зарплаты", "заработная",
    "зп", "вознаграждение", "заробітна", "зарплатня", "дохід", "wynagrodzenie", "pensja", "salario", "remuneracao",
    "lon", "manadslon", "timlon",
    # Russian/Ukrainian pay in its other cases ("стабильной заработной платы", "заработную плату") and "оплата (труда)"
    # (folded: й -> и)
    "заработнои", "заработную", "заробітну", "заробітноі", "оплата", "оплаты", "оплати"}
_LABEL_WORDS = _SALARY_WORDS | {"salarial"}
# Pay during probation is the job's pay too, when the probation is named right after the amount ("1180 руб -
# испытательный срок 3 месяца"); not a probation earlier in the sentence ("nach bestandener Probezeit 1.000 € spenden")
_PROBATION = {"испытательныи", "испытательного", "probation", "probationary", "probezeit"}
# Words beside an amount that make it something else than the pay of the job: benefits and their caps,
# budgets, company figures ("a £1,000 learning budget", "salary packaging up to $15,900", "raised $20M").
_NOT_PAY = {
    "budget", "budgets", "allowance", "allowances", "voucher", "vouchers", "reimbursement", "reimbursed",
    "packaging", "relocation", "referral", "sign", "signing", "bonus", "bonuses", "revenue", "revenues",
    "turnover", "funding", "raised", "investment", "investments", "valuation", "sales", "fee", "fees",
    "deposit", "discount", "discounts", "cashback", "insurance", "cover", "pension", "contribution",
    "contributions", "learning", "training", "tuition", "gym", "wellness", "wellbeing", "equipment",
    "perk", "perks", "credit", "credits", "cap", "capped", "threshold", "scholarship", "award", "prize",
    "grant", "grants", "spend", "spending", "donation", "donations", "portfolio", "assets", "aum", "opleidingsbudget",
    "fortbildungsbudget", "weiterbildungsbudget", "zuschuss", "vergoeding", "reiskostenvergoeding",
    "thuiswerkvergoeding", "fahrtkostenzuschuss", "prime", "primes", "umsatz", "omzet", "worth", "loan",
    "loans", "mortgage", "debt", "claims", "claim", "premiums", "premium", "project", "projects", "contracts",
    "ote", "commission", "commissions", "incentive", "incentives", "tips", "tickets", "ticket", "restaurant",
    "meal", "meals", "lottery", "draw", "draws", "rooms", "embauche", "vale", "seguro", "desconto", "isencao",
    "unsociable", "subsidiado", "mileage", "differential", "differentials", "diff", "makan", "tunjangan",
    "participacao", "plr", "zuschusse", "essenszuschuss", "essenszuschusse", "pramie",
    "pramien", "empfehlungspramie", "einstiegspramie", "willkommenspramie", "wechselpramie",
    # (above, "participacao", "plr": Brazilian profit sharing, "Participação nos Resultados: até R$346,00"); meal and
    # food cards, holiday and Christmas money, gifts (paid apart from the pay)
    "refeicao", "alimentacao", "cesta", "reembolso", "referrals", "urlaubsgeld", "weihnachtsgeld", "vakantiegeld", "gift", "regalo",
    "cooptation",  # (French referral: "prime de cooptation de 800 €")
    # Spanish and Portuguese bonuses ("Bono de apoyo de gastos ... ($130.000 líquidos)", "Bonificação de R$ 100,00 no
    # VA/VR")
    "bono", "bonos", "bonificacao", "bonificacion",
    "subsidy", "subsidies",  # ("Monthly gym subsidy of up to €50 per month")
    "arr", "mrr",  # (annual/monthly recurring revenue: "a book of 400k ARR", pay42)
    "gmv",  # (gross merchandise value, a seller's sales figure: "a yearly GMV above 40 million", pay44)
    "guthaben",  # (a German benefit credit: "ein jährliches Guthaben in Höhe von 400,00 € für Gesundheitsleistungen", pay44)
    "fund", "funds",  # (a benefit or charity fund: "Dedicated CARE fund - €1,100 annually to support exceptional cases", pay45)
    # (family-forming benefits: "$10,000* fertility, hormonal health and family-forming benefit", 8 unlabelled dev postings of
    # one template, pay45)
    "fertility", "surrogacy", "adoption",
    # a health plan's out-of-pocket amounts ("yearly deductibles of $300 per person, $600 per household", pay52)
    "deductible", "deductibles", "copay", "copays", "coinsurance",
    # non-English benefits beside the pay (pay51, folded): a French meal allowance ("panier") and the health sector's
    # fixed supplement ("Ségur"), shopping vouchers ("bons d'achat"); Spanish meal cards ("vales de comida") and a
    # training budget ("formación"); German supplements and one-off payments ("Nebenbezüge", "Bonuszahlung",
    # "vermögenswirksame Leistungen")
    "panier", "paniers", "segur", "achat", "comida", "vales", "formacion", "nebenbezuge", "bonuszahlung",
    "bonuszahlungen", "vermogenswirksame",
    "apport",  # (a French buy-in into the practice: "apport de 5 000 à 8 000 euros", pay55)
    # a German gift ("40 € monatlich geschenkt für Deine Fahrtkosten", a recruiter's perk list, as "gift"; pay74)
    "geschenk", "geschenke", "geschenkt"}
_ADDED_BENEFIT = _NOT_PAY | _VOUCHER_INITIALS  # what a "+" in a labelled pay value may add (``_without_benefit_amounts``)
# German compounds whose head is a benefit or an add-on ("Geburtstagsgeld", "Hauptstadtzulage", "Gesundheitszuschuss",
# "Sachprämie", words folded): a suffix test rather than a list of each compound (not "Taschengeld", a volunteer's pay)
# (and the dative plurals after "mit": "mit monatlichen 50,00€ Sachbezugsgutscheinen", pay45: 8 unlabelled dev postings)
# A compound "budget" is a benefit's too ("Gesundheitsbudget von 300 - 600 €", "Mobilitätsbudget"; the listed
# "Weiterbildungsbudget" and "opleidingsbudget" are such), not a salary budget ("Gehaltsbudget": the role's pay, pay45)
_BENEFIT_HEADS = ("geld", "zulage", "zulagen", "zuschuss", "zuschusse", "zuschussen", "pramie", "pramien", "gutschein",
                  "gutscheine", "gutscheinen", "budget", "volumen")  # (a volume: "Kaufvolumen von einmalig 200.000 €", pay45)


def _benefit_compound(words: list[str]) -> bool:
    """One of the words is a benefit compound (``_BENEFIT_HEADS``)."""
    return any(w.endswith(_BENEFIT_HEADS) and len(w) > 8 and w != "taschengeld" and not (
        w.endswith("budget") and w.startswith(_SALARY_HEADS)) for w in words)


# A percentage range's low end written bare ("Reaching Frequently (34\\-66%)", "from 50 to 75% per month", "entre 28 et
# 30%"): the money reader keeps the number without its range, as the "%" after the high end makes it no amount. Corpus
# (pay37): the bare low end of such a range was read as pay 7 times in 12,491 unlabelled dev postings, each a share.
_PERCENT_SIGNS = r"\s{0,2}(?:%|(?:percent|pour\s?cent|prozent|procent|por\s?ciento)\b)"
_PERCENT_RANGE_END = re.compile(r"\s{0,2}(?:[-–—]|to|à|a|bis|até|tot)\s{0,2}\d{1,3}(?:[.,]\d{1,2})?" + _PERCENT_SIGNS,
                                re.IGNORECASE)
# ... joined by "and" only after "between" (not "salary 50000 and 10% bonus")
_PERCENT_PAIR_END = re.compile(r"\s{1,2}(?:et|and|und|y|e|en)\s{1,2}\d{1,3}(?:[.,]\d{1,2})?" + _PERCENT_SIGNS, re.IGNORECASE)
_PERCENT_AFTER = re.compile(_PERCENT_SIGNS, re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\b(?:entre|between|zwischen|tussen)\s{1,2}$", re.IGNORECASE)
# An amount given as the other bound of a percentage is a cap of what the percentage is of ("Pension Scheme - Matched
# up to 5% or €5,000"): no pay. Corpus: 14 "N% or <number>" in 56,809 postings, 11 of them this cap (the rest minutes)
_PERCENT_OR_BEFORE = re.compile(r"\d\s{0,2}%\s{0,2}\)?\s{0,2}(?:or|ou|oder|o)\s{1,2}(?:up\s{1,2}to\s{1,2}|jusqu'à\s{1,2}|bis\s{1,2}zu\s{1,2})?$",
                                re.IGNORECASE)
# A Russian count's case ending between the number and its unit ("отпуск до 52х дней", "5-ти дней"): the unit is
# still a count's (WORK_UNITS reads the unit right after the number only)
_RU_CASE_ENDING = re.compile(r"-?(?:х|ти|ми)(?=\s)")


def _percent_share(text: str, a: Money, b: Money | None, line_start: int) -> bool:
    """A bare amount that is the low end of a percentage range, or any amount given as the alternative bound of a
    percentage ("up to 5% or €5,000")."""
    end = b.end if b else a.end
    if "%" in text[max(line_start, a.start - 30) : a.start] and _PERCENT_OR_BEFORE.search(
            text, max(line_start, a.start - 30), a.start):
        return True
    if a.currency or b is not None and b.currency or a.value >= 100:
        return False
    tail = text[end : end + 24]
    if "%" not in tail and "cent" not in tail.lower():
        return False
    if b is not None:
        return _PERCENT_AFTER.match(text, end) is not None  # "30-40%" read as a range of two bare numbers
    if _PERCENT_RANGE_END.match(text, end):
        return True
    return _PERCENT_PAIR_END.match(text, end) is not None and _BETWEEN_BEFORE.search(
        text, max(line_start, a.start - 12), a.start) is not None


def _case_ended_count(text: str, end: int) -> bool:
    """A Russian case ending and a count's unit follow the number ("52х дней")."""
    ending = _RU_CASE_ENDING.match(text, end) if text[end : end + 1] in "-хтм" else None
    return ending is not None and WORK_UNITS.match(text, ending.end()) is not None


# a phone plan named in the amount's own item after it (a benefit's price per line, no pay)
_PHONE_PLAN = re.compile(r"(?i)\b(?:cell|mobile)\s?phone\s(?:plan|bill)s?\b")


# An English benefit noun whose amount follows "of (up to)" ("gym subsidy of up to €50 per month", "Tuition
# Reimbursement of up to $4,000 annually"): the noun names the amount three or more words before it, out of the
# clause's last words. Corpus (pay37, 12,491 unlabelled dev postings): 10 such amounts read as pay, each a benefit
# (a sign the money reader does not take for a currency may stand between: "subsidy of up to ₠50", the old euro-currency
# sign of a mis-encoded "€", pay45)
# (and German "von", past up to two qualifiers: "Nebenbezüge von durchschnittlich mindestens € 250", pay51)
_NOT_PAY_OF = _NOT_PAY | {"benefit", "benefits"}  # (a benefit named before "of": pay50)
_NOUN_OF_BEFORE = re.compile(r"([^\W\d_]+)\s{1,2}(?:of|von)\s{1,2}(?:(?:up\s{1,2}to|over|at\s{1,2}least|bis\s{1,2}zu|über|"
                             r"mindestens|durchschnittlich|insgesamt)\s{1,2}){0,2}[^\w\s]?$", re.IGNORECASE)


def _benefit_of(text: str, line_start: int, start: int) -> bool:
    """The noun before "of (up to)" right before the amount is a not-pay noun ("subsidy of up to €50"), or a benefit
    (a national-service corps' weekly "additional benefit of $N" beside its living allowance; pay50: 3 unlabelled
    dev postings)."""
    if " of " not in text[max(line_start, start - 30) : start] and " von " not in text[max(line_start, start - 40) : start]:
        return False
    noun = _NOUN_OF_BEFORE.search(text, max(line_start, start - 50), start)
    return noun is not None and bool(set(words_of(noun.group(1))) & _NOT_PAY_OF)


_TIMES_AFTER = re.compile(r"(?i)\s{1,2}(?:раза|раз|times|fois|veces|vezes|kali)\b")  # a count of times after a number
# the word a bracketed number restates ("six (6) week sabbatical", "two (2) years"): a legal style of writing counts;
# corpus census: 334 postings write a number word with its digits in brackets, none with a currency or pay word after
_WORD_BEFORE_BRACKET = re.compile(r"([^\W\d_]{3,12})[ \u00a0]?\($")


def _restated_count(text: str, a: Money) -> bool:
    """True when a bare amount is a number in brackets right after the same number in words ("six (6)")."""
    if text[a.start - 1 : a.start] != "(" or text[a.end : a.end + 1] != ")":
        return False
    word = _WORD_BEFORE_BRACKET.search(text, max(0, a.start - 14), a.start)
    return word is not None and spelled_number(word.group(1)) == a.value


# Indonesian ages ("Usia 35 - 45 tahun": "tahun" is the age's years, not a pay period) and income-tax articles
# ("PPh 21, 23": Pajak Penghasilan pasal 21/23); by hand, as no library names these words (census of 33,659 unlabelled
# dev postings: an age word before a two-digit range 52 times, "PPh" before an article number 16)
_AGE_BEFORE = re.compile(r"(?i)\b(?:usia|umur)\b[^\n\d]{0,20}$")
# a law's number ("ley 20.123", "Lei nº 13.467", "loi n° 2016-1088"): Latin American laws are numbered in thousands;
# a French collective agreement's ("rémunération selon la CCN 66": corpus, 22 postings name a "CCN" with its number)
# (and an article of a law: "del artículo 6.1 a) del GDPR", "Art. 13 DSGVO", "article 6"; pay39)
_LAW_BEFORE = re.compile(r"(?i)\b(?:ley|lei|loi|law|ccn|art[íi]culo|artigo|article|artikel|art\.|executive\s{1,2}order)"
                         r"\s{0,2}(?:n[°º.o]?\s{0,2})?$")
# Microsoft's office suite by its name ("Office 365", "Microsoft 365", "Dynamics 365", "M365"): a product, no amount (pay39:
# 7 outputs in 321 cued unlabelled dev postings; a product name, so a hand list)
_SUITE_BEFORE = re.compile(r"(?i)\b(?:office|microsoft|dynamics|m)\s?$")
_TAX_ARTICLE_BEFORE = re.compile(r"\bPPh\s{0,2}(?:pasal\s{0,2})?(?:\d{2}\s{0,2}[,/&]\s{0,2}(?:dan\s{1,2})?)*$")
# ... or glued to it, with or without minutes ("Base horaire : 39h00", "Base 35h", "de 7h, 10h ou 14h hebdomadaires")
_H_GLUED = re.compile(r"h(?:\d\d)?(?![^\W\d_])")
# A bare small number that ends in a stop before a capital numbers a list item ("7. Annual Appraisal", "5. Most ...")
_ENUMERATOR = re.compile(r"\.\s{1,4}[A-Z]|\.[A-Z][a-z]")  # (a stop glued to the item's first word: "\n18.Demonstrates")


def _enumerator(text: str, a: Money, b: Money | None) -> bool:
    """A bare whole number under 100 that starts an item (after a line break, a run of spaces or a sentence's stop)
    and ends in a stop before a capital: a list item's number ("6. 13th Month Pay    7. Annual Appraisal", "salary
    increases. 5. Most Alumni ..."), not the end of a pay sentence ("salaire horaire brut de 11.88.", "pay is 15.")."""
    if b is not None or a.value >= 100 or not float(a.value).is_integer() or not _ENUMERATOR.match(text, a.end):
        return False
    before = text[max(0, a.start - 4) : a.start]
    return a.start == 0 or before.endswith(("  ", "\n", "\t")) or before.rstrip().endswith((".", "!", "?"))


_H_AFTER = re.compile(r"\s{1,2}h\b")  # a bare number's hours written "h" apart ("24 h - Unfallversicherung", "35 h/semaine")
# Brazilian benefit codes right before an amount: meal (VR), food (VA) and transport (VT) vouchers
_VOUCHER_CODE = re.compile(r"\b(?:VR|VA|VT)(?:\s{0,2}/\s{0,2}(?:VR|VA|VT))*\s{0,2}:?\s{0,2}$")
# ... and in reais, a code earlier in the amount's phrase or in a parenthesis after it ("VR ou VA (Pluxee) – R$37,40 / dia",
# "VR/VA de R$ 25,00/dia", "Cartão Flash de R$ 1.100,00 mensal (VR/VA)"); only for reais: elsewhere "VA" is Virginia
_VOUCHER_PHRASE = re.compile(r"\b(?:VR|VA|VT)\b[^\n\d.;]{0,25}$")
_VOUCHER_AFTER = re.compile(r"[^\n\d(]{0,12}\(\s{0,2}(?:VR|VA|VT)\b")


# a period written right after an amount ("/mo", " per week", " a month"), as the benefit and living-stipend patterns
# below read it
_PERIOD_AFTER = r"[ \t]{0,2}/[ \t]{0,2}[a-z]{1,6}|[ \t]{1,2}(?:per|a|an)[ \t]{1,2}[a-z]{2,8}"
# An amount added to the pay, not the pay: "$1.50 more an hour", "€1.50 extra on Sundays", "an additional $20,000
# annually" (every such amount read as pay in 3,984 corpus postings with two amounts on a line was a step or a
# differential: 19 of 19). English only: the Spanish "más" after an amount also joins pay parts ("30.000€ más variable")
_INCREMENT_AFTER = re.compile(r"\s{1,2}(?:more|extra)\b", re.IGNORECASE)
_INCREMENT_BEFORE = re.compile(r"\b(?:additional|extra)\s{1,2}$", re.IGNORECASE)


# A payment due some time after the start, in a list item that names a benefit and no salary ("Erste Bonuszahlung nach 3
# Monaten 600 Euro brutto sowie nach 12 Monaten weitere 600 Euro", pay55: one agency's template, 2 dev postings). German
# only: the time phrase hides the benefit's noun from the amount's clause
_AFTER_SPAN = re.compile(r"(?i)\bnach\s{1,2}\d{1,2}\s{1,2}(?:monat(?:e|en)?|jahr(?:e|en)?)\s{1,2}(?:weitere\s{1,2})?$")


def _benefit_after_span(text: str, item: int, start: int) -> bool:
    """The amount at ``start`` follows "nach N Monaten" in a list item whose words name a benefit and no salary."""
    m = _AFTER_SPAN.search(text, max(item, start - 40), start)
    words = set(words_of(text[item : m.start()])) if m else set()
    return bool(words & _NOT_PAY) and not words & _SALARY_WORDS


# A bonus's installment paid after a time of service (a sign-on bonus paid in parts: one amount after half a year of
# unbroken service, a second after a full year; 4 unlabelled dev postings read the last part as a
# yearly pay, pay45). Not a rise ("€15.40 rising to €17.90 per hour after 3 years": a range, read before this test)
_INSTALLMENT_AFTER = re.compile(r"(?i)\s{0,2}(?:after|upon|following)\s{1,2}(?:the\s{1,2})?(?:(?:successful\s{1,2})?completion\s{1,2}"
                                r"of|(?:\w+\s{1,2})?\(?\d{0,2}\)?\s{0,2}(?:months?|years?|days?|weeks?)\s{1,2}of\s{1,2}"
                                r"(?:continuous\s{1,2}|full[\s-]time\s{1,2})?(?:employment|service))")
# What one may earn in the first year, right after the amount ("hoping to earn up to 60K in their first year", "driven by
# earning £40k/€45k+ in year one"): projected earnings, no pay statement (RUNNING_TEXT_RULES: the lead's projected-figure rule,
# gold57/gold58's "Year 1 Total Comp"; pay62: 3 unlabelled dev postings, all of them sales roles on commission), with
# an earning verb before the amount
_FIRST_YEAR_AFTER = re.compile(r"(?i)(?:\s{0,2}/\s{0,2}[$£€]?\d+(?:[.,]\d+)?[kK]?)?\\?\+?\s{0,2}(?:(?:per\s{1,2}(?:annum|year)|a\s{1,2}"
                               r"year|annually)\s{1,2})?in\s{1,2}(?:(?:their|your|the)\s{1,2})?(?:first|1st)\s{1,2}year\b|"
                               r"(?:\s{0,2}/\s{0,2}[$£€]?\d+(?:[.,]\d+)?[kK]?)?\\?\+?\s{0,2}in\s{1,2}year\s{1,2}(?:one|1)\b")
# (an earning verb before the amount, or an OTE: "Salary: €40,000 in your first year, rising to ..." stays the pay)
_EARN_BEFORE = re.compile(r"(?i)\b(?:earn|earning|earnings|make|making)\b[^.\n\d]{0,25}$")
# An hourly add-on named "<X> Pay" ("$3.00/hr. Charge Pay", "qualifies for certification pay of $1.50", "$1.00 BSN pay"):
# no pay statement, as differentials (lead's decision, session of 2026-12-06). A short hand set of the add-ons' names:
# "BSN Pay Range: $34.76 - $57.06" (a range, a scale, a rate) stays the pay of BSN nurses.
_ADD_ON_NAMES = r"(?:charge|certification|certified|cert|bsn|bilingual|preceptor|precepting)(?:\s{1,2}nurse)?\s{1,2}pay"
_ADD_ON_PAY_AFTER = re.compile(r"(?i)[\s*_]{0,6}(?:(?:/\s{0,2}(?:hr|hour)|per\s{1,2}hour|an\s{1,2}hour)\.?[\s*_]{0,6})?"
                               r"(?:[A-Za-z]+\s{1,2}){0,2}?" + _ADD_ON_NAMES + r"\b(?!\s{0,2}(?:range|rate|scale|grade))")
_ADD_ON_PAY_BEFORE = re.compile(r"(?i)\b" + _ADD_ON_NAMES + r"(?:\s{1,2}(?:of|is|at))?\s{0,2}[:-]?\s{0,2}$")
# A benefit's price ("Health Benefits as low as $44.86 per month"): what the employee pays, no pay
# A stipend named for what it pays towards ("$325/month housing stipend", "$130 monthly stipend towards public transit",
# "Housing stipend of up to $1,000/mo."): a benefit's value, not the pay, which a student's or a "living" stipend is
# (pay44: 4 outputs in the 8,647 unlabelled dev postings with a pay cue). By hand: the purposes a US benefit list names;
# after the amount in lower case only (markup stripped, "$21.00/hr *Housing stipend ..." starts a new item)
_STIPEND_PURPOSES = r"(?:housing|transit|public|commut\w*|travel|phone|cell|meals?|food|gas|parking|internet|gym|wellness|relocation)"
_PURPOSE_STIPEND_AFTER = re.compile(r"(?:\s{0,2}/\s{0,2}[^\W\d_]{1,6}|\s{1,2}(?:per|a|an)\s{1,2}[^\W\d_]{2,8}|\s{1,2}"
                                    r"(?:monthly|weekly|annual|yearly))?[ \t](?:" + _STIPEND_PURPOSES + r"\s{1,2}stipends?"
                                    r"|stipends?\s{1,2}(?:towards?|for)\s{1,2}" + _STIPEND_PURPOSES + r")\b")
_PURPOSE_STIPEND_BEFORE = re.compile(r"(?i)\b" + _STIPEND_PURPOSES + r"\s{1,2}stipends?\s{1,2}(?:of\s{1,2})?"
                                     r"(?:up\s{1,2}to\s{1,2}|at\s{1,2}least\s{1,2})?$")
# A label that adds an add-on to the base rate names their sum, the job's rate ("COMPENSATION: Base rate+premium: $62.50/hour";
# pay44: 2 unlabelled dev postings)
_RATE_PLUS_LABEL = re.compile(r"(?i)\b(?:base|rate|pay|salary|wage)\s{0,2}\+\s{0,2}[^\W\d_]+\s{0,2}:[\s*_]{0,4}$")
# What a benefit amount pays for, right after it and its period ("Up to 25 EUR per month for a gym subscription", "(63€ a
# month for health insurance"; pay44: 3 outputs in the 8,647 cued unlabelled dev postings). By hand, as the stipend purposes
# (pay47: also "to use toward" and the purposes of a benefit list's own amounts - "$250 a year for professional development",
# "$60/month for medical and vision & $10/month for dental;", "€80 monthly to use toward wellness costs" (paraphrased): 3
# unlabelled dev postings; a care plan's name only before a stop or a plan word, not "$20/hr for Dental Assistants").
# pay64: also a currency code and a period adverb between ("$1200 USD annually for professional development") and what
# sets up a home office ("$400 USD to customize your workstation"): one template, 2 dev postings
_FOR_BENEFIT_AFTER = re.compile(r"(?i)(?:[ \t](?-i:[A-Z]{3}))?(?:\s{0,2}/\s{0,2}[^\W\d_]{1,6}|\s{1,2}(?:per|a|an)\s{1,2}[^\W\d_]{2,8}"
                                r"|\s{1,2}(?:annually|yearly|monthly|weekly))?\s{1,2}"
                                r"(?:for|(?:to\s{1,2}use\s{1,2})?towards?|to\s{1,2}(?:customi[sz]e|set\s{1,2}up|outfit|equip|furnish))\s{1,2}"
                                r"(?:[^\W\d_]+\s{1,2}){0,2}?(?:insurance|gym|meals?|lunch|transport\w*|commut\w*|parking|childcare|"
                                r"glasses|phone|internet|professional\s{1,2}development|wellness|well-?being|fitness|"
                                r"workstation|workspace|home\s{1,2}office|"
                                r"(?:medical|dental|vision)(?:\s{1,2}(?:and|&)\s{1,2}(?:medical|dental|vision))?"
                                r"(?=\s{0,2}(?:[;,.)&]|$)|\s{1,2}(?:and|coverage|plans?|insurance|care)\b))\b")
# ... and a Spanish training budget's purpose ("900€ anuales para que puedas ampliar tus conocimientos", "N€ al año para
# seguir formándote": one template, 2 dev postings, pay66)
_PARA_TRAINING_AFTER = re.compile(r"(?i)(?:\s{1,2}(?:brutos\s{1,2})?(?:anuales|al\s{1,2}año|mensuales|al\s{1,2}mes))?\s{1,2}"
                                  r"para\s{1,2}(?:que\s{1,2}puedas\s{1,2})?(?:seguir\s{1,2})?(?:formarte|form[aá]ndote|"
                                  r"(?:tu\s{1,2})?formaci[oó]n|ampliar\b[^.\n]{0,30}\b(?:expertise|conocimientos?))\b")
# A single benefit named right after the amount and its period, up to three words between ("$250 annual benefit", "$150/month
# lifestyle perk", "Up to $60/month match on a savings plan", a service corps' "plus $150/week additional benefit"): that
# benefit's value (pay47: 4 unlabelled dev postings). Singular only: "$40/hr plus benefits", "€35k DOE benefits" name the
# package the pay comes with; no pay word or joiner among the words between
_BENEFIT_NOUN_AFTER = re.compile(rf"(?:{_PERIOD_AFTER})?"
                                 r"(?:[ \t]{1,2}(?!(?i:salary|pay|wage|base|rate|plus|and|with|or|including)\b)[A-Za-z-]+){0,3}?"
                                 r"[ \t]{1,2}(?:perk|benefit|match)\b")
# A life cover's sum right before its name ("$20,000 Basic Life & AD&D insurance covered by the employer"; pay64: one
# template, 2 unlabelled dev postings read it as pay)
_LIFE_COVER_AFTER = re.compile(r"(?i)[ \t]{1,2}(?:of[ \t]{1,2})?(?:basic[ \t]{1,2}|term[ \t]{1,2}|group[ \t]{1,2})?life[ \t]{1,2}"
                               r"(?:&|(?:insurance|and|cover(?:age)?|policy|assurance)\b)")
# An English benefit named earlier in the amount's sentence, the amount reached through a cap or a "receive up to" with no pay
# word between ("Ladder Promotion Bonus eligible up to $4,000", "Tuition Reimbursement - up to 70% with a cap of a maximum of
# $1,500", a loan repayment "Assistance Program, where staff can receive up to $400 a month", a retention "Premium Program-
# up to $6/hour" (paraphrased)): that benefit's value. English puts the benefit's head noun last, out of
# reach of the words right before the amount (pay47: 7 unlabelled dev postings). The cap words keep "Sign-on bonus
# available - $45/hour" the pay
_BENEFIT_SENTENCE = re.compile(
    r"(?i)\b(?:reimbursement|assistance|bonus|premium\s{1,2}program|awards?)\b(?P<between>[^\n.!?•*]{0,100}?)"
    r"\b(?:up\s{1,2}to|maximum\s{1,2}of|in\s{1,2}the\s{1,2}amount\s{1,2}of|ranging\s{1,2}from|include\s{1,2}up\s{1,2}to)"
    r"[\s(*_]{0,4}(?:an?\s{1,2})?$")
_BETWEEN_PAY = re.compile(r"(?i)\b(?:salary|salaries|pay|paid|wages?|rates?|compensation|earn\w*|hourly|stipend|base|"
                          r"remuneration|income)\b")
# German "<noun> in Höhe von <amount>" ("in the amount of"): the noun names the amount (pay44)
_IN_HOEHE_VON = re.compile(r"(?i)([^\W\d_]+)\s{1,2}(?:in\s{1,2}h[öo]he\s{1,2}von|i\.\s?h\.\s?v\.)\s{0,2}(?:bis\s{1,2}zu\s{1,2})?$")
_IN_FREE_AFTER = re.compile(r"(?i)\s{1,2}in\s{1,2}free\b")  # (after the amount)
_BENEFIT_PRICE_BEFORE = re.compile(r"(?i)\b(?:benefits?|insurance|coverage|premiums?|plans?)\s{1,2}(?:starting\s{1,2})?as\s{1,2}low\s{1,2}as\s{0,2}$")


# A bonus named before the amount ("начисление премии при продлении контракта (50-70 рублей)"); after it, a bonus is
# added to the pay ("от 1000 руб. в месяц + премии")
_NOT_PAY_BEFORE = _NOT_PAY | {"премии", "премия", "премию",
                                # Indonesian insurance and care caps before their amount ("Asuransi Rawat Inap : ...
                                # Rp 800.000 /hari"; before it only: a pay range glued to the next line's label, pay51)
                                "asuransi", "rawat", "plafond"}
# A Russian referral reward: its sentence names the programme or the acquaintances brought in ("вознаграждение" is
# also the word for pay, so the sentence decides; the English "referral" is read in the clause as _NOT_PAY)
_REFERRAL_RU = {"реферальная", "реферальнои", "реферальныи", "реферальные", "реферальную", "знакомых", "друга", "друзеи"}
# An English referral scheme named before the amount in its own list item and sentence ("Refer a friend and earn up
# to £900", "Generous "refer a friend" bonus, up to $2,000"): 7 such rewards were read as pay in 64 unlabelled postings
_REFER_A_FRIEND = re.compile(r"(?i)\brefer[\s-]{1,2}an?[\s-]{1,2}(?:friend|colleague)")
_REFER_REACH = 80  # characters before the amount
_AFTER_CUES = (_PAY_CUES | _PROBATION) - {"pays"}  # right after an amount "pays" is French "countries" ("dans 30 pays")
# Weights and loads ("lift at least 50 pounds"): a "pound" that is no money.
_WEIGHT_WORDS = {"lift", "lifting", "lifts", "carry", "carrying", "weigh", "weighing", "weight", "weights",
                 "push", "pushing", "pull", "pulling", "move", "moving", "handle", "handling", "heavy", "load",
                 "loads", "exert", "exerting", "force", "up", "objects"}
_ITEM_BREAK = re.compile(r"\n| [•·] ")  # the end of a line or of an inline list item
_SHORT_TEXT = 200  # a title or a salary line: an amount with a currency needs no pay word beside it
_TITLE_CHARS = 150  # a first line this short is a title


def _is_title(text: str) -> bool:
    """Whether the first line of a text with more lines is a title: short, not a sentence ending in a stop."""
    first = text.find("\n")
    return 0 < first <= _TITLE_CHARS and not text[:first].rstrip().endswith((".", "!", "?", ":"))


# The Brazilian intern's stipend ("bolsa-auxílio", "bolsa estágio", "Valor da Bolsa R$ 1.412,00") is the job's pay;
# "bolsa" alone is also a scholarship or a stock exchange ("Bolsas de Estudos", "bolsa de Zurique"): only the compound,
# or "bolsa" right before the amount (a census of the 56,809 postings: 8 such compounds, 246 "bolsa(s) de estudo(s)")
_INTERN_STIPEND = re.compile(r"(?i)\bbolsa(?:[\s-]{1,2}(?:aux[ií]lio|est[áa]gio)\b[^\n]{0,70}|\s{0,2}:?\s{0,2})$")

# An intern's allowance stated as what the intern receives is the job's pay, as a bolsa-auxílio is (the lead's decision,
# 2026-12-06 12:14): "PHP 150 per day allowance for interns"; in a posting whose title names an internship or OJT,
# "Allowance will be provided. (PHP 250/day)" (paraphrased; pay47: 3 unlabelled dev postings). An allowance named for what it pays
# towards ("transportation allowance of ₱4,000", "meal allowance") stays a benefit. The purposes by hand, as the stipends'
_INTERN_TITLE = re.compile(r"(?i)\b(?:interns?|internship|ojt|on[\s-]the[\s-]job[\s-]train\w*)\b")
_ALLOWANCE_FOR_INTERNS = re.compile(r"(?i)[^\n\d]{0,25}?\ballowance\s{1,2}for\s{1,2}(?:the\s{1,2}|our\s{1,2})?interns?\b")
_ALLOWANCE_WORD = re.compile(r"(?i)\ballowances?\b")
_ALLOWANCE_PURPOSE = re.compile(
    r"(?i)\b(?:meals?|food|rice|lunch|transport\w*|transpo|travel|commut\w*|internet|phone|mobile|communication|load|"
    r"housing|rent(?:al)?|accommodation|uniform|laundry|clothing|de\s?minimis|non[\s-]?taxable|gas|fuel|parking|medical|"
    r"health|education|learning|relocation|shift|night|overtime|holiday|car|wfh|home[\s-]?office)\s{1,2}allowances?\b")

# A national-service member's "living allowance" (AmeriCorps: "Living Allowance: $610 per week", a biweekly "living
# allowance of $900") is the member's pay, as a "living stipend" is (pay44's reading); so is an intern's "$280 bi-weekly
# cost of living stipend" (paraphrased). Not a "cost of living allowance" (an add-on beside a salary). pay47: 7 unlabelled dev
# postings, each missed
_LIVING_ALLOWANCE_BEFORE = re.compile(r"(?i)(?<!cost of )(?<!cost-of-)\bliving[\s*_]{1,3}(?:allowance|stipend)\b[\s*_:]*"
                                      r"(?:(?:of|is)[\s*_]{1,3})?$")
_LIVING_STIPEND_AFTER = re.compile(rf"(?i)(?:{_PERIOD_AFTER}|[ \t]{{1,2}}"
                                   r"(?:bi-?weekly|weekly|monthly|yearly|annual))?[ \t]{1,2}(?:cost[ \t-]of[ \t-])?living[ \t]{1,2}"
                                   rf"stipend\b|(?:{_PERIOD_AFTER})?"
                                   r"[ \t]{1,2}(?:AmeriCorps[ \t]{1,2})?living[ \t]{1,2}allowance\b")


def _intern_allowance(text: str, start: int, end: int, line_start: int, has_currency: bool) -> bool:
    """The amount is an intern's allowance (``_ALLOWANCE_FOR_INTERNS`` after it, or an allowance word before it, no number
    between, in a posting whose title names an internship), not named for a purpose (``_ALLOWANCE_PURPOSE``), with a
    currency or a period right after it (not a requisition code's digit, not "3 months"): the job's pay."""
    line_end = text.find("\n", end)
    window = text[max(line_start, start - 60) : min(end + 40, len(text) if line_end < 0 else line_end)]
    if _ALLOWANCE_PURPOSE.search(window) or not has_currency and find_period(
            text, end, _clause_end(text, end, 12)) is None:
        return False
    if _ALLOWANCE_FOR_INTERNS.match(text, end):
        return True
    first = text.find("\n")
    if not (0 < first <= _TITLE_CHARS and _INTERN_TITLE.search(text, 0, first) is not None):
        return False
    head = text[max(line_start, start - 60) : start]
    said = [m for m in _ALLOWANCE_WORD.finditer(head)]
    return bool(said) and DIGIT.search(head, said[-1].end()) is None


# words: a bare number (no currency) further than this after its sentence's pay word is something else the sentence
# goes on to (a phone's country code, "24/7", "Microsoft 365", an ISO standard, a count of days) unless a period
# follows it. Measured: of the bare amounts read as pay in 12,799 unlabelled postings with a pay cue, 71 of 73 with the
# word further away were no pay (the 2 others are an alternative joined by "or", kept below); no bare statement with no
# period in the dev gold has its word further away
_CUE_REACH = 6
# words right after a number that make it an amount all the same: a pay basis, and the Russian rouble's "р." that the
# money reader leaves (a bare "р" after a number is the rouble in 6 of the 7 dev postings writing it; the 7th a grade)
_AMOUNT_MARKS_AFTER = {"net", "nett", "netto", "gross", "brutto", "brut", "bruto", "neto", "руки", "р"}


def _far_cue(text: str, said: list[str], a: Money, end: int, before: list[str], cues: set[str]) -> bool:
    """The last pay word (of ``cues``) of ``said`` lies more than ``_CUE_REACH`` words before the bare amount ``a``, no
    period follows the amount, and the amount is no alternative joined to an earlier one ("salary of 50,500 for
    Bachelor's graduates or 58,500 for Master's graduates")."""
    last = max(k for k, w in enumerate(said) if w in cues)
    if len(said) - last <= _CUE_REACH or period_near(text, a.start, end):
        return False
    if set(words_of(text[end : end + 16])[:3]) & _AMOUNT_MARKS_AFTER:
        return False  # "Заработная плата ... по результатам собеседования от 1600 р. на руки": a rouble, net
    return not (before[-1:] and before[-1] in _LIST_JOINERS and DIGIT.search(text, max(0, a.start - 60), a.start))


def _slashed_pay_word(words: list[str]) -> list[str]:
    """``words`` with the Russian abbreviation of "заработная плата" written with a slash ("з/п", "З/плата"), which
    ``words_of`` splits into "з" and "п" / "плата", joined back into the pay word "зп" (a cue of ``_PAY_CUES``)."""
    out: list[str] = []
    for w in words:
        if out and out[-1] == "з" and w in ("п", "пл", "плата"):
            out[-1] = "зп"
        else:
            out.append(w)
    return out


_ABBREVIATION_TAIL = re.compile(r"[^\W\d_]{1,6}$")


_CLAUSE_MARKS = ",;(.:=•·#"  # marks that may open an amount's clause


def _clause_cut(head: str) -> int:
    """Offset of the last mark that starts the amount's clause in ``head`` (-1 if none); an abbreviation's dot
    starts none ("Childcare allowance (max. €250/month)": the clause is the allowance's, opened by the bracket)."""
    cut = max(head.rfind(c) for c in _CLAUSE_MARKS)
    while cut > 0 and head[cut] == "." and (word := _ABBREVIATION_TAIL.search(head, 0, cut)) and (
            word.group().casefold() in _ABBREVIATIONS):
        cut = max(head.rfind(c, 0, word.start()) for c in _CLAUSE_MARKS)
    return cut


# A role's own pay budget, which a recruiter labels so (RUNNING_TEXT_RULES, the lead's decision of 22:40: "BUDGET FOR THE
# ROLE: Php40,000 - ...", "SALARY BUDGET: 90K to 120K per month", an agency's "Budget: €375/day"), unlike a budget the job
# manages, spends or trains with ("Training budget: €1,000", "a budget of €5m"). A bare "Budget:" counts only as a label of
# its own (after a line start, a markdown mark, a sentence end or a glued capital) and with a rate period after the amount.
# Corpus census: 6 postings of 56,809 write a budget label before an amount, 3 of them dev gold (each the role's pay).
_ROLE_BUDGET = re.compile(r"(?i)(?:\b(?:salary|pay|role|position)\s{1,2}budget|\bbudget\s{1,2}(?:for|of)\s{1,2}(?:the|this)\s{1,2}"
                          r"(?:role|position|job))\s{0,2}:[\s*_]{0,4}$")
_BARE_BUDGET = re.compile(r"(?:^|[\n*•]|[.!?)]\s{0,2}|(?<=[a-z]))\s{0,2}(?:Budget|BUDGET)\s{0,2}:[\s*_]{0,4}$")
_RATE_PERIODS = {"hour", "day", "week", "month"}


def _role_budget(text: str, start: int, end: int) -> bool:
    """The amount at ``text[start:end]`` is labelled as the role's own pay budget (``_ROLE_BUDGET``), or by a
    bare "Budget:" with a rate period after it."""
    lo = max(0, start - 40)
    if "udget" not in text[lo:start] and "UDGET" not in text[lo:start]:
        return False
    if _ROLE_BUDGET.search(text, lo, start):
        return True
    return _BARE_BUDGET.search(text, lo, start) is not None and find_period(
        text, end, _clause_end(text, end, 12)) in _RATE_PERIODS


# A stipend named for what it pays for (housing, lodging, meals, transit, a phone, travel) or named tax-free is no pay
# statement: a travel nurse's "Tax-Free Stipend: $1,477 per week" beside "W2: $21.00 per hour", "a $50 monthly phone
# stipend" (the lead's decision, 2026-12-06, pay46). A stipend named for nothing (a PhD's, an AmeriCorps "living
# stipend") stays pay, as does a weekly total that includes stipends (a weekly figure followed by "taxable and non-taxable stipends" in brackets).
_STIPEND_FOR = (r"(?:tax[\s-]?free|non[\s-]?taxable|untaxed|housing|lodging|meals?|m\s?&\s?ie|incidentals?|transit|"
                r"commut(?:e|er|ing)|(?:cell(?:ular)?\s)?phone|mobile|internet|travel|gas|parking)")
_NAMED_STIPEND_BEFORE = re.compile(
    rf"(?i)\b{_STIPEND_FOR}(?:\s?(?:and|&|/)\s?{_STIPEND_FOR})?[\s*_]{{1,4}}stipends?\b[\s*_:]*(?:(?:of|is|at)\s)?"
    r"(?:(?:of\s)?(?:up\sto|approx\.?|approximately|~)\s?)?[\s*_]*$")
_NAMED_STIPEND_AFTER = re.compile(
    r"(?i)[\s*_]*(?:(?:/|per\s|a\s|an\s|each\s)\s?(?:week|wk|month|mo|day|year|yr)\.?|weekly|monthly|daily|yearly|annual)?"
    rf"[\s*_]*{_STIPEND_FOR}(?:\s?(?:and|&|/)\s?{_STIPEND_FOR})?\s?stipends?\b")


# On a travel assignment an unnamed weekly stipend beside the hourly rate is the same housing-and-meals package: no pay,
# the rate is the statement (the lead's decision, 2026-12-06 12:14): "* $85/hour * $1100/weekly Stipend" of a 13-week
# assignment (paraphrased; pay47: 1 unlabelled dev posting). A weekly stipend with no hourly rate in the text (an intern's "€150 per
# week stipend") stays pay.
_WEEKLY_STIPEND_AFTER = re.compile(r"(?i)[\s*_]{0,3}(?:/\s?|per\s|a\s)\s?(?:weekly|week|wk)\.?[\s*_]{0,3}stipends?\b")
_WEEKLY_STIPEND_BEFORE = re.compile(r"(?i)\bweekly[\s*_]{1,3}stipends?\b[\s*_:]*(?:(?:of|is)\s)?(?:up\sto\s)?[\s*_]*$")
_TRAVEL_ASSIGNMENT = re.compile(r"(?i)\btravel(?:er|ling|ing)?\b|\bassignments?\b")
_HOURLY_RATE = re.compile(r"(?i)\d\s{0,2}(?:/\s{0,2}(?:hr|hour)\b|per\s{1,2}hour\b|an\s{1,2}hour\b|hourly\b)")


def _named_stipend(text: str, start: int, end: int, line_start: int) -> bool:
    """The amount is a stipend named for what it pays for or named tax-free (``_STIPEND_FOR``), or an unnamed weekly
    stipend beside an hourly rate on a travel assignment (``_WEEKLY_STIPEND_AFTER``): no pay."""
    if _NAMED_STIPEND_BEFORE.search(text, max(line_start, start - 60), start) or _NAMED_STIPEND_AFTER.match(
            text, end, end + 60):
        return True
    return bool(_WEEKLY_STIPEND_AFTER.match(text, end, end + 30) or _WEEKLY_STIPEND_BEFORE.search(
        text, max(line_start, start - 40), start)) and _TRAVEL_ASSIGNMENT.search(text) is not None and (
        _HOURLY_RATE.search(text) is not None)


# An Indonesian range whose millions are written once, after its high end ("Gaji pokok 3 - 4 juta", "basic: 2.5-3jt"): its low
# end is millions too, no small count (pay53: dev gold idjs ranges read as nothing)
_JUTA = re.compile(r"(?i)juta|jt")


def _juta_range(text: str, a: Money, b: Money | None) -> bool:
    return b is not None and a.multiplier == 1 and b.multiplier == 1e6 and _JUTA.search(text, b.start, b.end) is not None


# A named day or shift (Sundays, nights, bank holidays) whose rate is written beside the base rate: the full rate of that
# day is pay of its own, a second statement (rates by type, as a nurse's rates by activity); an increment on top of the
# base ("+$2/hr on Sundays", a night rate of $2 an hour listed below a base of $18 an hour) is an add-on, no statement
# (RULES, the lead's answer to pay68's question 1; pay69)
_DAY_OR_SHIFT = r"(?:sundays?|saturdays?|weekends?|(?:bank|public)\s{1,2}holidays?|nights?|evenings?|overnights?)"
_DAY_RATE_BEFORE = re.compile(
    r"(?i)\b" + _DAY_OR_SHIFT + r"(?:\s{1,2}shifts?)?\s{1,2}(?:premium|rates?|pay)\s{0,2}(?:of|is|[:=\-–])?\s{0,2}"
    r"(?:[$€£]|(?-i:[A-Z]{3}))?\s{0,2}$")  # (the amount's span may start after its sign)
_PLUS_FOR_DAY_AFTER = re.compile(
    r"(?i)\s{0,2}(?:/\s{0,2}(?:hr|hour)\b|(?:per|an|a)\s{1,2}(?:hr|hour)\b)?\s{0,2}(?:on|for|at|during)\s{1,2}(?:the\s{1,2})?"
    + _DAY_OR_SHIFT + r"\b")
_PLUS_BEFORE = re.compile(r"(?:^|\s)\+\s{0,2}[$€£]?\s{0,2}$")  # ("+$3": not the "+" closing "$18+")
_HOURLY_AFTER = re.compile(r"(?i)\s{0,2}(?:/\s{0,2}(?:hr|hour|h)\b|(?:per|an|a)\s{1,2}(?:hr|hour)\b|p/?h\b)")
_RATE_LABEL_BEFORE = re.compile(r"(?i)\b(?:hourly\s{1,2}(?:rate|pay|wage)|rate|basic|base)\W{0,6}(?:[$€£]\s{0,2})?$")
_BASE_REACH = 200  # characters back to the base rate a day's rate is read against


def _day_rate_kind(text: str, line_start: int, a: Money, end: int) -> str | None:
    """"full" for a named day's or shift's hourly rate above the base hourly rate written before it ("$18.50 an hour
    (Sunday premium $24 an hour)"), "increment" for one below it or one added with "+" ("+$3/hr on Sundays"), None
    when the amount is no named day's rate."""
    if _PLUS_BEFORE.search(text, max(line_start, a.start - 6), a.start) and _PLUS_FOR_DAY_AFTER.match(text, end):
        return "increment"
    if not _DAY_RATE_BEFORE.search(text, max(line_start, a.start - 40), a.start) or not _HOURLY_AFTER.match(text, end):
        return None
    base = _base_rates_before(text, a.start)
    if not base:
        return None
    return "full" if a.value > base[-1].value else "increment"


def _base_rates_before(text: str, start: int) -> list[Money]:
    """The hourly rates with a currency written up to ``_BASE_REACH`` characters before ``start``, that a named day's rate
    is read against; not another named day's or shift's rate ("an evening shift premium of $2.25/hour. ... a night shift
    premium of $3.40/hour": the night premium is no full rate for being above the evening one; pay75)."""
    lo = max(0, start - _BASE_REACH)
    return [m for m in find_money(text[lo:start]) if m.currency and m.value > 0 and (
            _HOURLY_AFTER.match(text, lo + m.end) or _RATE_LABEL_BEFORE.search(text, max(lo, lo + m.start - 24), lo + m.start))
            and not _DAY_RATE_BEFORE.search(text, max(0, lo + m.start - 40), lo + m.start)]


# A German pay compound the cue list does not name ("Jahresbruttogehalt", "Mindestentgelt", "Praktikantenvergütung"):
# its head says pay whatever is glued before it, and German glues freely (no list of compounds is complete). Overtime,
# holiday, Christmas and shift money are add-ons, no pay statement. Only beside an amount with a currency: a bare number
# keeps needing a word of the list. (pay72: 77 unlabelled dev postings hold such a word, their outputs unchanged; a long
# Austrian text's "Das Jahresbruttogehalt ... beträgt mindestens EUR 51.000,- (...)" was read only through a key cut
# out of a word.)
_PAY_COMPOUND_HEADS = ("gehalt", "gehalts", "lohn", "entgelt", "vergutung")
_ADD_ON_COMPOUND_STARTS = ("uberstunden", "mehrarbeit", "urlaubs", "weihnachts", "sonder", "zusatz", "schicht", "nacht")


def _pay_compounds(said: set[str]) -> set[str]:
    """The folded words of ``said`` that are German pay compounds (a word glued before a pay head), add-ons left out."""
    return {w for w in said if len(w) > 8 and w.endswith(_PAY_COMPOUND_HEADS) and not w.startswith(_ADD_ON_COMPOUND_STARTS)}


# A range written between its ends with no currency ("Das tatsächliche Jahresbruttogehalt liegt zwischen 47.500 und
# 59.000", the sentence after "mindestens EUR 47.500,-") is pay that a German pay compound names, as an amount with its
# currency is: a statement of its own, currency null (RUNNING_TEXT_RULES, session of 2026-12-07 19:33, pay72's question 2).
# A single bare number still needs a word of the cue list ("Das Jahresbruttogehalt beträgt 47.500 und steigt ...")
def _between_range(text: str, group: tuple[Money, Money | None]) -> bool:
    """Whether ``group`` is a range written between its ends ("zwischen 47.500 und 59.000", "between 40,000 and 45,000")."""
    return group[1] is not None and bool(_BETWEEN_BEFORE.search(text, max(0, group[0].start - 12), group[0].start))


def _pay_verdict(text: str, group: tuple[Money, Money | None],
                 alone_as_written: Callable[[int, int], bool] | None = None) -> str | None:
    """Whether an amount (or range) of a longer text is the job's pay: "cued" (a pay word or a period
    beside it), "plausible" (a range or amount with a currency, no pay word, nothing against it) or None
    (not pay: a budget, a benefit's cap, a weight, a count of hours, a year); "referral" (not pay either: a referral
    scheme's reward, which still shows that the text writes its amounts with a currency)."""
    a, b = group
    end = b.end if b else a.end
    line_start = text.rfind("\n", 0, a.start) + 1
    if text[a.start - 1 : a.start].islower() and text[a.start : a.start + 1] in _GLUED_SIGNS:
        line_start = a.start  # "... bonus when a friend you refer joins$500-$800 a month": a field glued to the text's
        # last word starts a line of its own; the words before it are another item's (pay68)
    day_rate = _day_rate_kind(text, line_start, a, end) if b is None else None
    if day_rate is not None:
        return "cued" if day_rate == "full" else None  # a day's full rate is pay; an increment on the base is not
    if (b is not None or a.currency) and not has_digit(text[end : end + 12]) and _header_field_period(text, a.start, end):
        return "cued"  # a header field naming a period of pay beside a range or an amount with its currency ("... 44,870
        # Posted On: <date> Annual Salary"): the field's value (a bare count stays a count: "12-Month Contract")
    if "+" in text[max(line_start, a.start - 4) : a.start] and _PLUS_AFTER_AMOUNT.search(
            text, max(line_start, a.start - 24), a.start):
        return None  # "Taux horaire : 11.88 € + 4 € par jour travaillé": an add-on to the amount before the "+"
    if text[end : end + 1] == "D" and _DIMENSIONS_AFTER.match(text, end):
        return None  # "CAD2D/3D", "CAD 3D": a drawing software's dimensions, no 2 Canadian dollars
    if "tipend" in text[max(line_start, a.start - 60) : end + 60] and _named_stipend(text, a.start, end, line_start):
        return None
    if "iving" in text[max(line_start, a.start - 40) : end + 40] and (_LIVING_ALLOWANCE_BEFORE.search(
            text, max(line_start, a.start - 40), a.start) or _LIVING_STIPEND_AFTER.match(text, end)):
        return "cued"  # "Living Allowance: $610 per week": a national-service member's pay
    if "llowance" in text[max(line_start, a.start - 60) : end + 60] and _intern_allowance(
            text, a.start, end, line_start, bool(a.currency or b is not None and b.currency)):
        return "cued"  # "PHP 150 per day allowance for interns": what the intern receives (see _intern_allowance)
    if _role_budget(text, a.start, end):
        return "cued"  # "BUDGET FOR THE ROLE: Php35,000 - Php45,000 per month": the job's pay, not a budget it spends
    before = words_of(text[max(line_start, a.start - 60) : a.start])
    after_text = _ITEM_BREAK.split(text[end : end + 40], maxsplit=1)[0]  # its own line and list item: not the next's
    digit = DIGIT.search(after_text)
    after_words = after_text[: digit.start()] if digit else after_text
    after = words_of(after_words)
    # (an abbreviation's dot ends no sentence: "Das Bruttomonatsgehalt ... beträgt ... mind. € 2.518,43")
    sentence_start = max(line_start, _last_stop(text, max(0, a.start - 200), a.start) + 1, a.start - 200)
    said_words = before[-8:] if sentence_start >= a.start - 60 else words_of(text[sentence_start : a.start])
    said = set(said_words)
    # a pay word earlier in its sentence, or right after it in the same sentence: not the next sentence's label
    # ("Bismarckstraße 10-12, Berlin, Germany. Gehalt: ..."), not the French "pays" after a count ("dans 30 pays")
    if "з" in said:
        said_words = _slashed_pay_word(said_words)
        said = set(said_words)
    cues = said & _PAY_CUES
    if not cues and (a.currency or b is not None and b.currency or _between_range(text, group)):
        # "Die Praktikantenvergütung beträgt 1.200 €.", "Das Jahresbruttogehalt ... EUR 51.000,-"; a bare range written
        # between its ends ("Das Jahresbruttogehalt liegt zwischen 47.500 und 59.000", see _between_range)
        cues = _pay_compounds(said)
    if cues and not (a.currency or b is not None and b.currency) and _far_cue(text, said_words, a, end, before, cues):
        cues = set()  # "30 Tage Urlaub, attraktive Vergütung sowie ... Tel.: +49 (0)30": a bare number far after the word
    if set(after[:3]) & _AFTER_CUES:  # (the sentence cut only where a cue follows: most numbers have none)
        stop = after_words.find(". ")
        after_own = after if stop < 0 else words_of(after_words[:stop])
        cues |= set(after_own[:3]) & _AFTER_CUES
    if cues == {"pays"} and _COUNTRY_FIELD.search(text, sentence_start, a.start):
        cues = set()  # "Pays: France Identifiant de la demande: 135466": the French field "country"
    if "pays" in cues and _COUNT_OF_COUNTRIES.search(text, sentence_start, a.start):
        cues.discard("pays")  # "30 000 employés dans 25 pays et un CA de 8 milliards d'euros": French "countries" after a count
    if "salaries" in cues and _EMPLOYEES_FR.search(text, sentence_start, min(len(text), end + 40)) and not _SALARIES_EN.search(
            text, sentence_start, min(len(text), end + 40)):
        cues.discard("salaries")  # "emploie 8000 salariés pour un CA de 2000M €": French employees, folded to "salaries"
    if not cues and "olsa" in text[max(line_start, a.start - 100) : a.start] and _INTERN_STIPEND.search(
            text, max(line_start, a.start - 100), a.start):
        cues = {"bolsa"}  # "Valor da bolsa-auxílio: 30 horas semanais - R$ 1.874,00": an intern's pay in Brazil
    if cues == {"hourly"} and after[1:2] and after[1] in _HOURLY_STAFF and not (a.currency or b is not None and b.currency):
        return None  # "leads some 12 hourly production staff": a count of hourly-paid people, no rate (pay68)
    cued = bool(cues)
    if not cued and "enta" in text[max(line_start, a.start - 30) : a.start] and _RENTA_LABEL.search(
            text, max(line_start, a.start - 30), a.start):
        cued = True  # "Renta líquida: 539.000": the Chilean word for the salary, net or gross
    if not cued and _PERIOD_LINE_AFTER.match(text, end) and not text[line_start : a.start].strip():
        cued = True  # "100000 Annuel" as a line of its own: a French board's salary field, amount and period
    glued_pay = "Pay:" in text[max(line_start, a.start - 8) : a.start] and bool(
        _GLUED_PAY.search(text, max(line_start, a.start - 16), a.start))
    if not cued and before:  # "a Java EngineerSalary: Up to €70k": a pay label glued to the word before it
        cued = any(w.endswith(_GLUED_LABELS) and len(w) > 8 for w in before[-4:]) or glued_pay
    has_currency = a.currency or (b is not None and b.currency)
    if not cued and has_currency and _DOE_AFTER.match(text, end):
        cued = True  # "Up to €41,000 DOE" closing a recruiter's text: pay that depends on experience (pay52)
    if not has_currency and not cued and ((b or a).multiplier == 1e3 or _LAKH_WORDS.search(text, a.start, end)):
        # "Up to 70k annually", "hingga 5 JUTA /BULAN": thousands (lakhs, millions) with a period right after
        cued = find_period(text, end, _clause_end(text, end, 12)) is not None or (
            line_start == 0 and (_alone_in_title_field(text, a.start, end) or _title_thousands(text, a.start)))
    if not has_currency and not cued and a.multiplier == 1 and a.value >= _DAY_RATE_FLOOR and _BARE_DAY_RATE.match(text, end):
        cued = True  # "Dublin Hybrid 550 per day 6 months": a contractor's day rate in a header, no currency written (pay58)
    if not has_currency and not cued:
        return None  # (what follows can only turn pay down: checked first, as most numbers are no pay)
    # "the starting salary is up to DKK 434.179 incl. pension", "Php 24,000 Salary package plus bonus"
    item = max(line_start, *(text.rfind(m, line_start, a.start) + len(m) for m in _INLINE_BULLETS))
    lo = max(item, a.start - 60)
    # its own clause, after the amount before it: "up to $14,000 of your yearly salary free of tax, plus another $2,100
    # for meals and entertainment"
    lo = max([lo, text.rfind(", ", lo, a.start) + 1, *(m.end() for m in DIGIT.finditer(text, lo, a.start))])
    own = words_of(text[lo : a.start])[-6:]
    # a salary compound right after it names the amount ("met maximum €5000 bruto maandsalaris", "2.410 Euro
    # Bruttomonatsgehalt"), over a benefit word before it ("Marktconforme vergoeding")
    named_after = any(w.endswith(_SALARY_HEADS) for w in after[:2])
    base_and_bonus = "bonus" in own and _BASE_AND_BONUS.search(text, lo, a.start) is not None
    # or named the base right after it: "(€38k starting base & bonus, + monthly commission)"
    base_named_after = bool(set(after[:2]) & _BASE_WORDS) and _BASE_AFTER.match(text, end) is not None
    introduced = bool(glued_pay or set(own) & _SALARY_WORDS or set(after[:2]) & _SALARY_WORDS or named_after
                      or any(w.endswith(_GLUED_LABELS) and len(w) > 8 for w in own)  # ("Makati CitySalary: Up to")
                      or base_and_bonus or base_named_after)
    # (in its own list item: not "* Annual salary reviews * £1000 weekly lottery draws")
    add_on = _ADD_ON.match(after_text) is not None  # "$220K + Salary Packaging": what follows a "+" is extra
    head = text[max(line_start, a.start - 60) : a.start]
    cut = _clause_cut(head)  # ("$4.50 diff = $64.50/hour": the sum after "=" is the rate; an
    # inline bullet or a markdown heading's "#" starts an item: "Great Perks • Hourly rate of €14.15")
    clause = before[-3:] if cut < 0 else words_of(head[cut + 1 :])[-3 if head[cut] in "•·" else -5 :]  # "..., and an
    # annual stipend ($29,000"; after a bullet as without one, the last three words ("• Premium Pay rate of $150/hour")
    if line_start == 0 and _is_title(text):
        clause = clause[-1:]  # a title's words name the job ("Sales Manager £45,000", "Training Officer - £32k")
    elif cut >= 0 and head[cut] == "(":
        # "Tickets restaurant (valeur faciale 10 €": what it is the value of, in its own list item ("Perks • Competitive
        # salary (€70k–€85k)": not the heading's or the previous item's words)
        head_start = max(line_start, a.start - 60)
        clause = words_of(text[max(item, head_start) : head_start + cut])[-4:] + clause
    elif cut >= 0 and head[cut] == ":" and not head[cut + 1 :].strip(" *_\t"):
        label = head[:cut]
        # "Prime Ségur 1 : 238€", "Referral bonus: $500": the label names it, the label of its own sentence and list
        # item ("... or training. Ireland: €60000"; "* Support ... for a small-scale project * Salary: €35,000")
        # (a markdown heading's "#" starts one too: "Pension Contributions #### Salary Details: €28,000", one line of
        # markdown with the list's last item before the heading)
        label_from = max([0, *(label.rfind(m) + len(m) for m in (". ", *_INLINE_BULLETS, "#") if m in label)])
        # (a label cut by the 60-character window has no head of its own: an application line ending "... your CV and
        # cover letter" glued to a board's "Job Type ... Pay: <range>" line starts the window at "cover", no benefit's
        # word here; pay46)
        window_cut = label_from == 0 and a.start - 60 > line_start
        label = label[label_from:]
        clause = words_of(label)[-3:]
        named = [k for k, w in enumerate(clause) if w in _SALARY_NOUNS]
        if named and named[-1] >= len(clause) - 2:
            # "· Pension Contributions **Salary Details:** €28,000", "Refer-a-friend bonus Salary: €29,406": a salary
            # noun closing the label names the amount, a list item glued before it does not (pay42: 2 postings)
            clause = clause[named[-1] :]
        elif _BOARD_PAY_LABEL.search(label):
            # "... to join our building projects Pay: €30k-€34k per year": a job board's "Pay:" field glued with a space
            # to the description's last sentence takes no word of it ("Bonus Pay:" is capitalised; pay68)
            clause = ["pay"]
        head_word = [] if window_cut else words_of(label)[:1]
        if head_word and head_word[0] in _NOT_PAY and not set(words_of(label)) & _SALARY_WORDS:
            return None  # "-Prime mensuelle brute responsable ligne base : 126,22 €": a French label's head comes first
    if "hone" in after_text and _PHONE_PLAN.search(after_text):
        return None  # a benefits list's "$N plus tax for each line of a mobile phone plan" (pay54: 2 unlabelled dev postings)
    if "packaging" in own or _SHARE_OF_SALARY.match(after_text):
        return None  # "salary packaging benefits of up to $18,550", "up to $15,900 of your annual salary tax free"
    if after and after[0] in _BONUS_NAMES and not add_on:
        return None  # "Pay up to $10,500.00 Sign on & Retention Bonus": the amount is the bonus's
    if said & _REFERRAL_RU:
        return None  # "Реферальная программа: вознаграждение до 100 тыс. рублей", "привести знакомых ... вознаграждение"
    if "efer" in text[max(item, a.start - _REFER_REACH) : a.start] and not introduced and _REFER_A_FRIEND.search(
            text, max(item, text.rfind(". ", item, a.start) + 1, a.start - _REFER_REACH), a.start):
        return "referral"  # "* Refer a Friend - earn up to £1,000 for referring someone": the reward of its own list item
    # (the words naming an hourly add-on come after its unit: "$1.25/hour evening/night shift differential"; not a
    # parenthesis after it: "$28-31/hour (and opportunities for bonuses!)")
    unit_named = after[:1] in (["hour"], ["hr"]) and set(_own_words(after_words.split("(", 1)[0])[1:5]) & _NOT_PAY
    # a salary noun right before the amount names it, over a not-pay word earlier in its clause ("12-Month Contract
    # (Maternity Cover)*** ***Salary €32,000-€35,000 DOE", pay44)
    salary_named = before[-1:] != [] and before[-1] in _SALARY_NOUNS or (
        "+" in head and _RATE_PLUS_LABEL.search(head) is not None)  # ("Base rate+premium: $62.50/hour": the sum is the rate)
    if set(clause) & _NOT_PAY_BEFORE and not named_after and not base_and_bonus and not salary_named or _benefit_compound(
            own) and not introduced or (
            (set(after[:4]) & _NOT_PAY and set(_own_words(after_words)[:4]) & _NOT_PAY or unit_named)
            and not introduced and not add_on):
        return None
    if "nclu" in head and _INCLUDED_PART.search(head):
        return None  # "Weekly gross up to $1,950.40 (includes up to $1,100.00 housing stipend)": a part of
        # the amount before it, no statement of its own
    if b is None and _benefit_compound(_own_words(after_words)[:2]) and not introduced and not add_on:
        return None
    if not introduced and not named_after and _benefit_of(text, line_start, a.start):
        return None  # "Monthly gym subsidy of up to €50 per month": the benefit the amount is "of"
    if (set(before) & _HEAD_GATE or "(" in head) and not introduced and not named_after and not (
            line_start == 0 and _is_title(text)) and _headed_by_not_pay(text[max(line_start, a.start - 120) : a.start]):
        return None  # "Prime Ségur 1 égale à 238€", "une prime d'engagement de 10 000€": the phrase's head names it
    if not introduced and _SOLD_BEFORE.search(text, max(line_start, a.start - 16), a.start):
        return None  # "Sell $10k-$100k media packages to small businesses": the price of what is sold (pay71)
    if _PLUS_MILLIONS.match(text, end) or has_currency and not (b or a).multiplied and _BILLIONS_AFTER.match(text, end):
        return None  # "helped members earn $85+ million since", "a $6+ million marketing budget": a figure in millions;
        # "over $20B of goods": in billions
    if _INCREMENT_AFTER.match(text, end) or _INCREMENT_BEFORE.search(text, max(line_start, a.start - 16), a.start):
        return None  # "Earn $1.50 more an hour after 30 days", "Additional $2.00/hr for certifications": a step on the pay
    if b is None and "ach " in text[max(item, a.start - 40) : a.start] and not introduced and _benefit_after_span(
            text, item, a.start):
        return None  # "Erste Bonuszahlung nach 3 Monaten 600 Euro": a benefit's payment due after a time
    if b is None and _INSTALLMENT_AFTER.match(text, end):
        return None  # "... and $4,000 after one (1) year of continuous employment": a bonus's installment
    if _FIRST_YEAR_AFTER.match(text, end) and _EARN_BEFORE.search(text, max(line_start, a.start - 40), a.start):
        return None  # "hoping to earn up to 60K in their first year", "earning £40k/€45k+ in year one": projected
    if _DIFFERENTIAL_AFTER.match(text, end):
        return None  # "eligible for a $1 shift differential for overnights", "a competitive rate of pay with a $2.00 shift
        # differential": the amount a differential names right after it is the add-on's, also after a pay word
    if _ADD_ON_PAY_AFTER.match(text, end) or _ADD_ON_PAY_BEFORE.search(text, max(line_start, a.start - 40), a.start):
        return None  # "* $3.00/hr. Charge Pay", "qualifies for certification pay of $1.50": an add-on (see _ADD_ON_NAMES)
    if _BENEFIT_PRICE_BEFORE.search(text, max(line_start, a.start - 40), a.start):
        return None  # "Health Benefits as low as $44.86 per month": the employee's price of a benefit
    if "öhe" in head and (hoehe := _IN_HOEHE_VON.search(head)) and (fold(hoehe.group(1)) in _NOT_PAY or _benefit_compound(
            [fold(hoehe.group(1))])):
        return None  # "ein jährliches Guthaben in Höhe von 400,00 €": the noun before "in Höhe von" names the amount
    if not introduced and (benefit := _BENEFIT_SENTENCE.search(text, max(line_start, a.start - 140), a.start)) and not (
            _BETWEEN_PAY.search(benefit.group("between"))):
        return None  # "Ladder Promotion Bonus eligible up to $4,000": the benefit named earlier in its sentence
    if (_BENEFIT_NOUN_AFTER.match(text, end) or _LIFE_COVER_AFTER.match(text, end)) and not introduced and not add_on:
        return None  # "$250 annual benefit", "Up to $60/month match on a savings plan": a benefit's value
    if (_FOR_BENEFIT_AFTER.match(text, end) or _PARA_TRAINING_AFTER.match(text, end)) and not introduced:
        # "Up to 25 EUR per month for a gym subscription", "(63€ a month for health insurance": a benefit's value; with a
        # currency it shows the text writes its amounts with one, as a referral reward does: its bare numbers are no pay
        # (a count of holidays "rising to 28 with service" beside "€80 monthly to use toward wellness costs")
        return "referral" if has_currency else None
    if _PURPOSE_STIPEND_AFTER.match(text, end) or "tipend" in text[max(line_start, a.start - 40) : a.start] and (
            _PURPOSE_STIPEND_BEFORE.search(text, max(line_start, a.start - 40), a.start)):
        return None  # "$325/month housing stipend", "Housing stipend of up to $1,000/mo.": a benefit's value
    if _IN_FREE_AFTER.match(text, end):
        return None  # "Up to $1,000 in free healthcare services paid ... yearly": the value of something given free
    if _VOUCHER_CODE.search(text, max(line_start, a.start - 16), a.start) or "BRL" in (a.currency, b and b.currency) and (
            _VOUCHER_PHRASE.search(text, max(line_start, a.start - 40), a.start) or _VOUCHER_AFTER.match(text, end)):
        return None  # "Benefícios: VT, VR R$1.087,00", "VR/VA: R$ 25,00 (dia)": a Brazilian meal or food voucher's value
    label_words = _label_words(text, line_start, a.start)
    named = set(label_words)
    if (named & _NOT_PAY or label_words[-1:] in (["benefit"], ["benefits"], ["perk"], ["perks"]) and not _BASE_PLUS.match(
            text, end)) and not named & _PAY_CUES and not introduced:
        return None  # "Shift differentials: $4 Evenings, $10 Nights, $3 weekends": each amount the label lists (not
        # "Perks: * Hourly rate of €13.40 per hour rising to €16.20": a salary word of the amount's own names it);
        # "Flexible Benefit: Pro-rata €1,500 annual ..." (the label's last word: not "... + equity + benefits Netherlands:
        # €144000"; not "Benefits: $40/hr + monthly bonus": a base, then its add-on)
    form = _IN_THE_FORM_OF.match(after_text) if "form" in after_text else None
    if form is None and "form of" in text[end : end + 90]:
        form = _OR_IN_THE_FORM_OF.match(text, end)  # "up to $5,250 pre-paid by <employer> or in the form of tuition ..."
    if form and set(words_of(form.group(1))) & _NOT_PAY and not introduced:
        return None  # "or up to $4,000/year paid as tuition reimbursement": what the amount is paid as
    if _item_label_not_pay(text, item, a.start) and not _BASE_PLUS.match(text, end) and not (
            introduced and not _PAY_PERIOD_AFTER.match(text, end) or set(own) & _SALARY_WORDS or named_after):
        return None  # "• Tuition reimbursement/education– ... up to $5,250 per year", "• Comprehensive Benefits: ... plans
        # starting at just $10 per pay period": the label opening its list item names what the amount is
    if not cued and not introduced and not _BASE_PLUS.match(text, end) and _not_pay_heading_above(text, line_start):
        return None  # "**Shift Differential:**\n2:00p - 10:00p: $1.50 / hr.": the rates a not-pay heading lists (not
        # "Incentives:\n* $40/hour + Variable Shift Incentive": an amount with an add-on after it is the base)
    if has_currency and max(a.value, b.value if b else 0) >= 1e6 and (a.currency or b.currency) in _HARD_CURRENCIES and (  # type: ignore[union-attr]
            not cued and not _pay_heading_above(text, line_start) or not _period_right_after(text, end)):
        # "$30 million toward the construction of a campus", "$59.5M in venture capital"; beside a pay word too when no
        # period follows ("Salary & Targets: ... after a €9 million target", "earnings from the App Store top $70 billion"):
        # no wage. (A period keeps it: "Gaji yang diinginkan: $960,000 - $1,560,000 per bulan" is rupiah written "$".)
        return None
    if _ACROSS_JOBS.match(text, end, min(len(text), end + 60)):
        return None  # "earn up to $3,500+ per week (depending on your specialty, ...)": a claim over many jobs
    if _an_average(text, line_start, a.start, end) or _a_projection(text, line_start, a.start, end) or _others_earnings(
            text, a.start):
        return None  # "Average Year 1 earnings: €45K+": what others earn on average, no pay statement of this job
    if "otential" in text[max(line_start, a.start - 70) : a.start] and _POTENTIAL_BEFORE.search(
            text, max(line_start, a.start - 70), a.start) and _WITHIN_TIME_AFTER.match(text, end):
        return None  # "the potential to earn up to $28 an hour within your first 6 months": a projected raise
    link = _NOT_AN_AMOUNT.search(text, max(0, a.start - 12), a.start)
    if link and link.group() == "/" and not text[a.start].isdigit() and text[link.start() - 1 : link.start()].isdigit():
        link = None  # "€49,400-€74,200/£35,200-£52,800": a sign after the slash starts an amount, no link's path
    if link or WORK_UNITS.match(text, end) and re.match(
            r"\s{0,2}(?:am|pm|a\.m\.|p\.m\.|uhr)\b", text[end : end + 8], re.IGNORECASE):
        return None  # a number of a link, a meeting id or a date ("zoom.us/j/950...", "2024-05-15"); a clock time
    if not has_currency and text[a.start - 1 : a.start] == "-" and _SLUG_NUMBER.match(text, a.start - 2):
        return None  # "developer-earnings-from-the-app-store-top-70-billion/": a number inside a link's words
    if not has_currency and (_AFTER_NUMBER.search(text, max(0, a.start - 3), a.start) or _MONTH_BEFORE.search(
            text, max(0, a.start - 12), a.start)):
        return None  # "Meeting ID: 913 4482 5206", "Date: Jun 19, 2026": a number's next group, a day
    if not has_currency and (_PRODUCT_BEFORE.search(text, max(0, a.start - 3), a.start) or _PRODUCT_AFTER.match(text, end)):
        return None  # "en 3*8 ou 2*12", "3x12": a product's factor
    if not has_currency and _department_number(text, a, end):
        return None  # "Lieu de travail : Saint-Priest (69)": a French department
    if not has_currency and _restated_count(text, a):
        return None  # "a six (6) week paid sabbatical": a count written in words, then in digits
    if _TIMES_AFTER.match(text, end):
        return None  # "оплата труда в USD 2 раза в месяц", "paid 2 times a month": how often, no amount
    if _percent_share(text, a, b, line_start):
        return None  # "Frequently (34-66%)", "Rémunération entre 28 et 30%", "Matched up to 5% or €5,000": shares, caps
    if not has_currency and _case_ended_count(text, end):
        return None  # "отпуск до 52х дней": days of leave
    if not has_currency and (_AGE_BEFORE.search(text, max(line_start, a.start - 30), a.start)
                             or _TAX_ARTICLE_BEFORE.search(text, max(line_start, a.start - 30), a.start)
                             or _LAW_BEFORE.search(text, max(line_start, a.start - 18), a.start)
                             or a.value == 365 and _SUITE_BEFORE.search(text, max(line_start, a.start - 12), a.start)):
        return None  # "Usia Range 35 - 45 tahun" (an age), "perhitungan PPh 21, 23" (tax articles), "ley 20.123": no amount
    if any(m is not None and m.currency and m.currency_written.strip() == m.currency and m.currency not in current_codes()
           for m in (a, b)):
        return None  # "(STD 678)": a form's number after a code no territory pays in today (babel)
    if b is None and a.value <= 24 and a.value == int(a.value) and _CLOCK_AFTER.match(text, end):
        return None  # "Mo.-Fr. 8:30 – 17:00 Uhr": a clock time ("Fr." read as francs), no amount
    if a.currency and text[a.start] == "0" and a.value >= 1 and text[a.start - 2 : a.start] == ", " or (
            not has_currency and _SPLIT_CENTS_AFTER.match(text, end)):
        return None  # "Stundenlohn von 17, 02 Euro": a decimal split by a space, neither part the amount as written
    written = (a.currency_written + " " + (b.currency_written if b else "")).lower()
    if "pound" in written and "£" not in written and text[max(0, a.start - 2) : a.start].strip()[-1:] in ("<", ">", "≤", "≥"):
        return None  # "Grasping: Simple <50 pounds": a weight, compared
    if "pound" in written and "£" not in written and set(before[-6:]) & _WEIGHT_WORDS:
        return None  # "lift at least 50 pounds"
    if not has_currency and (_NO_AMOUNT_AFTER.match(text, a.end) or text[a.start] == "0" and a.value >= 1
                             or _BONUS_MONTH.match(text, a.start) or _PAYMENTS_COUNT.match(text, end)):
        # ("13e maand": a bonus month's ordinal; "(12 payments)", "14 pagas": how many parts a year's pay is paid in)
        return None  # an ordinal, a clock time, a duration, a postcode ("13º salário", "11:30 pm", "12-Month", "07100")
    if not has_currency and (_COUNTED_RANGE.match(text, end) or _COUNT_NOUN.match(text, end)
                             or _counted_noun(text, end, introduced) or _PAID_LEAVE_AFTER.match(text, end)):
        return None  # "Commitment: 10–40 hours/week", "(5 extra days ...)", "5 zusätzliche Zukunftstage", "9 paid
        # holidays": counts
    if not has_currency and b is None and (
            _STANDARD_BEFORE.search(text, max(line_start, a.start - 22), a.start)
            or 13 <= a.value <= 16 and _EXTRA_SALARY_AFTER.match(text, end)
            or _CLOCK_BEFORE.search(text, max(line_start, a.start - 3), a.start) or _DATE_TAIL.match(text, end)
            or _TIMES_X_AFTER.match(text, end)
            or (m_plus := _PLUS_COUNT_AFTER.match(text, end)) and fold(m_plus.group(1)) not in _PLURAL_PAY_WORDS
            and not introduced
            or a.start == line_start and _SECTION_NUMBER.match(text, a.start)):
        return None  # "ISO 9001", "13-я заработная плата", "14:30", "grown 10x", "500+ technology certificates", "10.4 ..."
    if not has_currency and (_AGE_AFTER.match(text, end) or _WEIGHT_AFTER.match(text, end)
                             or _DISTANCE_AFTER.match(text, end)):
        return None  # "at the age range of 21 - 29 y.o.", "a weight range of 100 lbs", "50-60km"
    if not has_currency and b is None and (_AP_PAIR_AFTER.match(text, end) or _AP_GLUED.match(text, end) and (
            _AP_PAIR_BEFORE.search(text, max(line_start, a.start - 16), a.start))):
        return None  # "12-hour shifts, 7p to 7a": a clock time
    if not has_currency and b is None and re.fullmatch(r"\d{5}", text[a.start : a.end]) and _ZIP_BEFORE.search(
            text, max(line_start, a.start - 6), a.start):
        return None  # "Jellico, TN 37762": a ZIP code
    if not has_currency and b is None and a.multiplier == 1 and a.value == int(a.value) and (
            _STREET_AFTER.match(text, end) or _STREET_BEFORE.search(text, max(line_start, a.start - 40), a.start)):
        return None  # "Base: 15 Hogan Place", "Rheinvorlandstraße 5, 68159 Mannheim": an address's number
    if not has_currency and b is not None and _YEAR_AFTER_PAIR.match(text, max(a.end, b.end)):
        return None  # "Closing Date 12-05-2026": a date, no range
    if not has_currency and b is None and a.value == int(a.value) and (
            dublin_district(text, a, line_start)
            or a.value < 100 and (_ON_SCHEDULE_AFTER.match(text, end) or _LEVEL_LABEL_BEFORE.search(
                text, max(line_start, a.start - 50), a.start))):
        return None  # "Sandyford, Dublin 18", "pay range of 10 on the ... Pay Range Schedule": a district, a grade
    if not has_currency and b is None and text[a.start : a.end].isdigit() and a.value < 10 and a.multiplier == 1 and (
            not period_near(text, a.start, end)):
        return None  # "Medical Exam (Basic 5, ECG ...)", "HTML 5", "ratios from 1:3 to 1:6": a bare one-digit number with no
        # period is no pay (pay44: 6 such outputs in the 8,647 cued unlabelled dev postings, none pay; not "we pay 7.40
        # weekdays & 8.50 weekends", a masked pound's rates)
    if not has_currency and b is None and a.multiplier == 1 and a.value < 100 and not _period_right_after(text, end) and (
            not _BARE_LABELS.intersection(words_of(text[max(line_start, a.start - 40) : a.start]))):
        return None  # "Up to 25 vacation days, starting from 20;", "ENCORE, 17 premium pay TV channels", "offices at 27
        # Fitzwilliam": a bare two-digit number with no period written after it nor a pay label before it (pay49)
    if not has_currency and (_DURATION_LABEL_BEFORE.search(text, max(line_start, a.start - 16), a.start)
                             or _HOURS_BASIS_BEFORE.search(text, max(line_start, a.start - 16), a.start)
                             or text[a.start - 1 : a.start] == "%" and text[end : end + 1].isalpha()):
        return None  # "Durée: 10/jours", "..._%20English_...pdf", "com base em 160/H": a duration, a link's encoded space,
        # a count of hours
    if not has_currency and (a.value < 5 and not _juta_range(text, a, b) or 1900 <= a.value <= 2100 or WORK_UNITS.match(text, end)
                             or a.value == 24 and _ROUND_THE_CLOCK.match(text, end)
                             or _H_AFTER.match(text, end) or _H_GLUED.match(text, end)
                             or _enumerator(text, a, b)):
        return None  # "37.5 hours per week", "since 2015", "5 semaines de congés payés", "5% de remise", "eine 24 h - ...",
        # "Employee Assistance Programme – 24/7 support"
    label = before[-4:] if before else words_of(text[text.rfind("\n", 0, max(0, line_start - 1)) + 1 : line_start])[-4:]
    if before:  # (an earlier rate's period names no count: "a salary of 6.10 per hour (Mon - Fri) and 6.30 per hour")
        n = len(before)
        label = [before[k] for k in range(max(0, n - 4), n)
                 if not (before[k] in _HOURS_LABEL and k and before[k - 1] in _RATE_OF)]
    if not has_currency and set(label) & _HOURS_LABEL and not set(label) & _PAY_CUES:
        return None  # "Hours per Week: 15 - 20" (or the label on the line above): a count of hours
    if not has_currency and _HOURS_PER_PAY_PERIOD.search(text, max(line_start, a.start - 50), a.start):
        return None  # "Hours Per Pay Period: 80" (116 such amounts read as pay in the corpus): hours, counted per pay
    if cued or (has_currency and (period_near(text, a.start, end) or _PLUS_PAY_PARTS.match(text, end)
                                  or _PER_VISIT_AFTER.match(text, end))):
        return "cued"  # (a pay word, a period, or a pay package's parts after a "+": "INR 3,50,000 + 5% Annual Bonus"; a
        # home-health rate "$N per visit", which has no calendar period: pay58)
    if not has_currency:
        return None
    if _pay_heading_above(text, line_start):
        return "cued"  # "Pay Rates:\nWeekdays - $36.50\nSaturday - $43.80"
    if _HOURS_AFTER.match(text, end) or _header_hours(text, end):
        return "cued"  # "€ 61.240 bei 35 Wochenstunden", "EUR 4,516 for a 36 hour week": the pay of a working time
    if _TRAINING_YEAR_AFTER.match(text, end):
        return "cued"  # "du startest mit N Euro im 1. Ausbildungsjahr": an apprentice's pay in a training year
    # (a field as written: the markup gone from ``text`` can bound one, "**Dublin | €65,000** We are ...")
    if b is not None or len(text) <= _SHORT_TEXT or _alone_in_field(text, a.start, end, line_start) or (
            line_start == 0 and _is_title(text)) or alone_as_written is not None and alone_as_written(a.start, end):
        return "plausible"  # (a title's amount with a currency: "Maschinenbediener (m/w/d) - 16 €", "Sales Manager £45k")
    return None


# A recruiter's projection of what others earn ("Average Year 1 earnings: €45K+", "(Average OTE: Year 1 €48k+, Year 2
# €69k+)", "you can expect to earn an average of €64K+") is no pay statement of this job (gold: RUNNING_TEXT_RULES,
# "general claims"; the dev reader left such lines out). Corpus: 110 amounts after "average" on their line in the 33,484
# unlabelled dev postings, ~95 such projections (Irish sales recruiters), the rest an average shift or handle time
# before a salary label, an overtime "average rate" (kept: the earnings words below leave "rate" out). English only:
# the corpus's German "durchschnittlich 74.000 Euro ... bei 100% Zielerreichung" is the job's own on-target pay.
_AVERAGE_EARNINGS = re.compile(
    r"(?i)(?<!above )(?<!above-)(?<!than )\baverage\b(?:\W{1,6}[\w'’-]+){0,3}?\W{1,6}(?:earnings?|earns?|compensation|comp|"
    r"ote|total|income|salary|pay|package|performers?|performance|incentives?|commissions?)\b"
    # or "average" labels the amount, with only a year between ("Average Year 1:** €47,000", "an average of €64K+")
    r"|\baverage(?:\W{1,6}(?:year|yr|of|[123]|one|two|three|first|second|third|annual))*\W*$")
# What the best of others earn (what "top reps" or "top performers" make a month, the incentive range of the "top
# performing agents"): a projection as an average is (3 unlabelled dev
# postings, 7 amounts, pay46)
_TOP_EARNERS = re.compile(r"(?i)\btop[\s-]{1,2}(?:performing\s{1,2}|earning\s{1,2})?(?:performers?|reps?|representatives|"
                          r"earners?|producers?|sellers?|agents?|salespeople|closers?|billers?)\b"
                          # right before the amount: not a list item naming awards for top performers glued to the
                          # next item, which states the basic annual salary
                          r"[^\n*•·]{0,25}$")
_AVERAGE_CUTS = (". ", " * ", "•", "·", "\n")  # a sentence or a list item ends the average's reach
_AVERAGE_REACH = 120  # characters before the amount
# the amount's own words name it as the base pay: "(€38k starting base & bonus, + monthly commission)" after "Year 1
# (Average Comp): €47,000+"
_BASE_NAMED_AFTER = re.compile(r"\s{0,2}(?:starting|basic|base)\b", re.IGNORECASE)


def _an_average(text: str, line_start: int, start: int, end: int) -> bool:
    """The amount is an average of earnings the text projects (``_AVERAGE_EARNINGS`` or ``_TOP_EARNERS`` in its sentence
    or list item before it), not named as the base pay right after it."""
    head = text[max(line_start, start - _AVERAGE_REACH) : start]
    if "verage" not in head and "op" not in head and "OP" not in head:
        return False  # (the cheap test: most amounts have no "average" or "top" before them)
    head = head[max([0, *(head.rfind(m) + len(m) for m in _AVERAGE_CUTS if m in head)]) :]
    return (_AVERAGE_EARNINGS.search(head) is not None or _TOP_EARNERS.search(head) is not None) and not \
        _BASE_NAMED_AFTER.match(text, end)


# What some earn and the tiers of expected earnings a commission-only post lists ("many reps earn $8k a month", "Expected
# earnings - Low end: $3k a month; High end: $9k a month"): claims about others' earnings, as
# the top earners' above (pay71: one agency's template, 2 unlabelled dev postings; its title's OTE stays the statement)
_SOME_EARN = re.compile(r"(?i)\b(?:some|many)\s{1,2}(?:reps?\s{1,2}|of\s{1,2}them\s{1,2})?(?:earn|make)\s{1,2}"
                        r"(?:up\s{1,2}to\s{1,2}|over\s{1,2})?\W{0,2}$")
_EARNINGS_TIER = re.compile(r"(?i)\b(?:low|mid|high)[\s-]{1,2}(?:end|range)\s{0,2}:\s{0,3}\W{0,2}$")
_EXPECTED_EARNINGS = re.compile(r"(?i)\b(?:expected|potential|estimated)\s{1,2}earnings\b")
_TIER_REACH = 250  # characters before the amount in which the earnings heading of its tiers stands


def _others_earnings(text: str, start: int) -> bool:
    """The amount is what some others earn (``_SOME_EARN``) or a tier of the expected earnings listed under an
    earnings heading (``_EARNINGS_TIER``, ``_EXPECTED_EARNINGS``) right before it."""
    head = text[max(0, start - _TIER_REACH) : start]
    if "arn" not in head and "ARN" not in head:
        return False  # (the cheap test: no earn/earnings word before the amount)
    if _SOME_EARN.search(text, max(0, start - 24), start):
        return True
    return bool(_EARNINGS_TIER.search(text, max(0, start - 16), start)) and bool(
        _EXPECTED_EARNINGS.search(text, max(0, start - _TIER_REACH), start))


# A recruiter's projection by year of employment with no "average" in its item: "Total Compensation (Average
# Performer) * Year 1: €45,000+ * Year 2: €75,000+", "Year 1 Total Comp: €47,000 (Base + Bonus & Commission) * Year 2:
# €70,000+", "(Total Compensation = Year 1 €48,000+, Year 2 €71,000+)". The amount has a "Year 1/2/3" label right before
# or after it and a projection word on its line around it. Not a by-year list of the job's own steps ("Starting Salary
# Year 1 €28,500 Year 2 €30,500", apprentices' "Year 1: €5.50 per hour"): those name no earnings, commission or OTE.
_YEAR_LABEL_BEFORE = re.compile(r"(?i)\b(?:year|yr)\s{0,2}(?:[123]|one|two|three)\b[^\n\d€$£]{0,30}$")
_YEAR_LABEL_AFTER = re.compile(r"(?i)\s{0,2}[kK]?\s{0,2}\+?\s{0,2}(?:in\s{1,2}|by\s{1,2})?(?:year|yr)\s{0,2}(?:[123]|one|two|three)\b")
# (not "commission": "Basic salary plus commission. Year 1: €5.50 per hour" is an apprentice's own scale)
_PROJECTION_WORDS = re.compile(r"(?i)\b(?:total\s{1,2}comp(?:ensation)?|ote|earnings|average|performers?)\b")
_SHORT_PERIODS = {"hour", "day", "week", "month"}  # a projection of yearly totals names none of them
_PROJECTION_REACH = 150  # characters before the amount (the list's heading), 60 after it, on its line


def _a_projection(text: str, line_start: int, start: int, end: int) -> bool:
    """The amount is one year's step of a projected total compensation (``_YEAR_LABEL_*`` beside it,
    ``_PROJECTION_WORDS`` on its line around it)."""
    near = text[max(line_start, start - 40) : end + 20]
    if "ear" not in near and "EAR" not in near and "yr" not in near:
        return False  # (the cheap test: most amounts have no year label beside them)
    if not (_YEAR_LABEL_BEFORE.search(text, max(line_start, start - 40), start) or _YEAR_LABEL_AFTER.match(text, end)):
        return False
    if find_period(text, end, min(len(text), end + 15)) in _SHORT_PERIODS:
        return False  # "Year 1: €5.50 per hour": a step of the job's own scale
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return _PROJECTION_WORDS.search(text, max(line_start, start - _PROJECTION_REACH), min(line_end, end + 60)) is not None


# A raise the job may reach within a time (an hourly rate the hire "could reach" within the first months, a monthly figure
# high achievers may earn "within 2 years"): a projection of what the holder may earn, no pay statement (RUNNING_TEXT_RULES, lead's decision on
# projected figures; 4 unlabelled dev postings, the base stated beside them is read, pay45)
_POTENTIAL_BEFORE = re.compile(r"(?i)\bpotential\b[^\n.;]{0,60}$")
_WITHIN_TIME_AFTER = re.compile(r"(?i)[^\n.;]{0,25}?\bwithin\s{1,2}(?:your\s{1,2}|the\s{1,2})?(?:first\s{1,2}|fist\s{1,2})?"
                                r"(?:\d{1,2}|one|two|three|six|twelve)\s{1,2}(?:months?|years?)\b")


def names_a_benefit(label: str) -> bool:
    """A "package" label that names the benefits, not the pay ("Our benefits package: health cover, 4 weeks off in the
    first year", pay52); "Salary and benefits package" still names the pay."""
    words = set(words_of(label))
    return bool(words & {"benefit", "benefits"}) and not words & _SALARY_WORDS


def names_an_average(label: str) -> bool:
    """A pay label that names an average of earnings ("Average Total Compensation", "Average OTE")."""
    return "verage" in label and _AVERAGE_EARNINGS.search(label) is not None


# A verb of selling right before the amount: the amount is the price of what is sold, no pay ("Sell $10k-$100k TV
# packages", "selling €2,000 machines"; pay71: one agency's template, 2 unlabelled dev postings)
_SOLD_BEFORE = re.compile(r"(?i)\b(?:sell|sells|selling|sold)\s{1,2}(?:(?:up\s{1,2}to|over|around|about)\s{1,2})?\W{0,2}$")


_ABBREVIATED = ("yr", "yrs", "hr", "hrs", "mo", "mth", "mths", "wk", "wks", "pa", "approx", "incl", "excl", "min", "max")
_SENTENCE_END = ("".join(rf"(?<!\b{w})" for w in _ABBREVIATED) + r"(?<!\b[^\W\d_])\.\s{1,3}"
                 r"(?!(?:this|that|these|those|the|such|said)\b)(?-i:[A-Z])")


# What joins further items to an amount: the words after it describe it only up to here ("a stipend of $2,400/month,
# plus tuition and health insurance": the tuition is another item, not what the amount pays for); a sentence end too
# ("N chf/month. We cannot grant that ...": the next sentence's words are not the amount's; pay71), not an abbreviation's
# dot ("$2,000/yr. RN Loan Repayment", "p.a. Bonus") nor before a sentence that names it back ("($3,000). This bonus ...")
_JOINED_ITEMS = re.compile(r"(?i),|;|\s(?:\+|plus|and|und|et|y|e|en)\s|" + _SENTENCE_END)


# Where the phrase that runs into an amount starts: a line, list item, clause or sentence ("..., une prime de 200 €")
_PHRASE_CUT = re.compile(r",(?!\d)|[;(:=•·+|]|\.\s|\s[-–—]\s")  # (not a decimal comma: "EUR 4,60 zum Mittagessen")
# Articles before a phrase's head noun ("une prime de", "the allowance of"), folded
_ARTICLES = {"a", "an", "the", "une", "un", "la", "le", "les", "l", "el", "los", "las", "o", "os", "as", "der", "die",
             "das", "eine", "ein", "einen", "des", "du", "our", "your", "votre", "notre", "su", "sua", "seu"}
_HEAD_REACH = 8  # words: a longer phrase is a sentence whose first word no longer names the amount
_LABEL_REACH_WORDS = 10  # ... a label or what a parenthesis qualifies: "Bono de apoyo de gastos dos veces al año ($130.000"


def _headed_by_not_pay(head: str) -> bool:
    """The phrase that runs into an amount (from its clause's start, ``head`` being the line's text before it)
    opens with a not-pay noun and holds no pay word: "Prime annuelle brute entre [3000€]", "Prime Ségur 1 égale
    à [238€]" (French and Romance phrases put their head first; an English "bonus of $500" is already read by the
    words right before the amount). After a label's colon or dash, or inside a parenthesis, the phrase before it
    names the amount when its own words do not: "Vale Alimentação – Crédito mensal de [R$ 372,00]", "Zuschuss
    von EUR 4,60 zum Mittagessen pro Tag (entspricht bis zu [EUR 1.150]/Jahr)"."""
    cuts = list(_PHRASE_CUT.finditer(head))
    words = _phrase_words(head, cuts[-1].end() if cuts else 0, len(head))
    if _not_pay_head(words):
        return True
    if not cuts or set(words) & _SALARY_WORDS or cuts[-1].group().strip() not in _LABEL_CUTS:
        return False
    last = cuts[-1]
    return _not_pay_head(_phrase_words(head, cuts[-2].end() if len(cuts) > 1 else 0, last.start()), _LABEL_REACH_WORDS)


def _phrase_words(head: str, start: int, end: int) -> list[str]:
    words = words_of(head[start:end])
    while words and words[0] in _ARTICLES:
        words = words[1:]
    return words


def _not_pay_head(words: list[str], reach: int = _HEAD_REACH) -> bool:
    """A phrase's first word is a not-pay noun, or it opens with a variable part ("Remuneração Variável conforme
    metas", "variable pay"), and no pay word names it ("Funding will include 4 years stipend (€25,000 p.a.)")."""
    if not words or len(words) > reach:
        return False
    if words[0] in _NOT_PAY:
        return not set(words) & _PAY_CUES
    variable = words[0] in _VARIABLE_WORDS or len(words) > 1 and words[1] in _VARIABLE_WORDS and words[0] in _PAY_CUES
    return variable and not set(words[2:]) & _PAY_CUES


_LABEL_CUTS = {":", "(", "-", "–", "—"}
# A variable part named before an amount ("Remuneração Variável ... (até $ 2.000,00)"): reported apart from the base
_VARIABLE_WORDS = {"variable", "variavel", "variables", "variaveis", "variabel", "variabele"}
_HEAD_GATE = _NOT_PAY | _VARIABLE_WORDS  # (a cheap test before the phrase is cut)


def _own_words(after: str) -> list[str]:
    """The words right after an amount that describe it: up to the first item joined to it."""
    cut = _JOINED_ITEMS.search(after)
    return words_of(after[: cut.start()] if cut else after)


# Right before a number that is no amount: a link's path, a meeting id, an ISO date ("2024-05-", "/j/")
_NOT_AN_AMOUNT = re.compile(r"(?:[/=#]|\bID:?\s*(?:&nbsp;)?|\b(?:19|20)\d\d-\d{1,2}-)$", re.IGNORECASE)
_GLUED_LABELS = ("salary", "compensation", "remuneration")
# "Starting Base & Bonus €38k": a package named by its base, whose "bonus" does not make it a bonus's amount. Corpus (all
# 56,809 postings): 4 base-and-bonus phrases beside an amount, 3 before it, all one recruiter's "Base & Bonus €38k"
# (the 4th, "€42,000 base + Bonus", has the amount first: untouched). Not "+"/"plus": "base plus bonus €5,000"
# may name the bonus alone
_BASE_AND_BONUS = re.compile(r"(?i)\b(?:basic|base)(?:\s{1,2}(?:salary|pay))?\s{0,2}(?:&|\band\b)\s{0,2}bonus(?:es)?\W{0,4}$")
_BASE_WORDS = {"base", "basic"}
# "base" (or "starting base") closing its phrase or joined to the next part: not "€5,000 base bonus"
_BASE_AFTER = re.compile(r"(?i)\s{0,2}(?:starting\s{1,2})?(?:base|basic)(?:\s{1,2}(?:salary|pay))?(?:\s{0,2}[,;)&+]|\s{1,2}and\b)")
# "Job Types: Full-time, PermanentPay: Php32,000": a board's job-type field glued to its "Pay:" field. Case-sensitive,
# as "pay" ends other words ("holidaypay"); corpus: 18 "Pay:" glued to a lower-case letter, all after a job type or a
# contract's length ("Full-time", "Permanent", "Perm", "6 months")
_GLUED_PAY = re.compile(r"[a-z]Pay:\s{0,2}$")
# the staff a count of "hourly" people names ("supervises 12 hourly employees"), no hourly rate
_HOURLY_STAFF = {"employees", "employee", "staff", "workers", "worker", "associates", "personnel", "team", "members",
                 "maintenance", "technicians", "operators", "people", "crew", "colleagues", "positions", "roles"}
_GLUED_SIGNS = ("$", "€", "£")  # (currency signs a scraped field may open, glued to the text before it)
_BOARD_PAY_LABEL = re.compile(r"(?<![^\W\d_])[a-z]+ Pay$")  # (a label before its colon: a lower-case word, then the field's "Pay")
_DOE_AFTER = re.compile(r"\s{0,2}\+?\s{0,2}\(?(?:DOE|D\.O\.E)\b")  # "depending on experience", the conventions' negotiable
_SALARY_HEADS = ("salaris", "gehalt", "salary", "loon", "lohn")  # the head of a salary compound ("maandsalaris")

# --- which texts can state pay at all: _statements reads no amount of a text that cannot ------------------------------
# A verdict turns down every amount with no currency unless a pay word (``_PAY_CUES`` before it in its sentence,
# ``_AFTER_CUES`` right after it), a glued label, an OTE (read as "pay"), a multiplier ("70k"), a living allowance, an
# intern's allowance, a "bolsa" or a role's budget names it (the tests before ``if not has_currency and not cued``). In a
# text with no character beyond ASCII but ``PLAIN_MARKS`` and no "$", each of them and each currency is a word run of
# ASCII letters, so the text's word runs tell whether it can state pay. The verdict's windows may cut a word 60 or 200
# characters before an amount and 40 after it: a cue at the end or start of a longer run is looked for at those cuts.
_ASCII_CUES = frozenset(w for w in _PAY_CUES | _AFTER_CUES if w.isascii())
# words that make a text able to state pay: its pay cues, the currencies written alike in any case, the words of a living
# allowance, an intern's allowance or a "bolsa", and the lakh words an amount's span may hold (as 3-letter codes)
_GATE_WORDS = _ASCII_CUES | {"allowance", "allowances", "stipend", "stipends", "bolsa", "lac", "lacs", "lpa",
                             "renta"}  # (Chile's "Renta bruta: N", ``_RENTA_LABEL``)
_GATE_MARKS = ("Pay:", "udget", "UDGET", "JT", "LAC", "LPA")  # (glued "PermanentPay:", "xBudget:"; codes in a range)
_GATE_LOWER_MARKS = (*_GLUED_LABELS, "sfr", "fr.", "jt")  # (glued "EngineerSalary:"; "sfr" and "fr." inside words)
_ASCII_RUN = re.compile("[A-Za-z]+")
_RUN_CUT_AT_END = re.compile("[A-Za-z]{1,40}$")
_DIGIT_RUN = re.compile("[0-9]+")
_CUE_HEADS = frozenset(w[:2] for w in _ASCII_CUES)  # (every cue has two letters or more)
_CUE_TAILS = frozenset(w[-2:] for w in _ASCII_CUES)


def _may_state_pay(text: str, country: str | None, vocab: frozenset[str]) -> bool:
    """False only where no amount of ``text`` (markup stripped, its word runs folded ``vocab``) can be pay in
    ``country``'s market (see above)."""
    if "$" in text or not text.isascii() and BEYOND_PLAIN.search(text) or any(mark in text for mark in _GATE_MARKS):
        return True
    lower = text.lower()
    if any(mark in lower for mark in _GATE_LOWER_MARKS):
        return True
    any_case, _, _ = currency_words()
    if not (vocab.isdisjoint(_GATE_WORDS) and vocab.isdisjoint(any_case) and vocab.isdisjoint(sign_words(country))):
        return True
    return _currency_written(text, lower, vocab) or _multiplied(lower, vocab) or _around_numbers(text, country)


def _currency_written(text: str, lower: str, vocab: frozenset[str]) -> bool:
    """An ISO code in upper case, or the last word of a currency name whose other words the text holds (a two-word
    name's first word may be cut by the money reader's window before a number: looked for inside words; a longer name
    is read after a number only, as whole words, and one of four or more words never)."""
    _, upper, _ = currency_words()
    upper_words, names, last_words = _currency_keys()
    if any(upper[w] in text for w in vocab.intersection(upper_words)):
        return True
    return any(any(map(lower.__contains__, names[w][0])) or any(map(vocab.issuperset, names[w][1]))
               for w in vocab.intersection(last_words))


@lru_cache(maxsize=1)
def _currency_keys() -> tuple[frozenset[str], dict[str, tuple[tuple[str, ...], tuple[frozenset[str], ...]]],
                              frozenset[str]]:
    """The upper-case codes' words as a set (a set's intersection with a dict walks the whole dict); the last words
    of the currency names of two and three words -> (the first words of two-word names, the other words of three-word
    names), and those last words as a set."""
    _, upper, heads = currency_words()
    names = {w: (tuple(h[0] for h in hs if len(h) == 1), tuple(frozenset(h) for h in hs if len(h) == 2))
             for w, hs in heads.items()}
    names = {w: v for w, v in names.items() if v != ((), ())}
    return frozenset(upper), names, frozenset(names)


def _multiplied(lower: str, vocab: frozenset[str]) -> bool:
    """A multiplier word after a number ("45 thousand", "5 m"; and after a whole-units dash, "30,- k")."""
    return any(_multiplier_after_digit(w).search(lower) for w in vocab.intersection(MULTIPLIER_WORDS))


@lru_cache(maxsize=64)
def _multiplier_after_digit(word: str) -> re.Pattern[str]:
    return re.compile(r"[0-9](?:[.,](?:-{1,2}|–|—))?\s{0,2}" + re.escape(word) + "(?![a-z])")


def _around_numbers(text: str, country: str | None) -> bool:
    """What stands right around a run of digits and can make it pay: a letter run glued to it ("PAY50", "5euros", "70k",
    "18KReports": a word of its own to the readers of amounts, part of a longer one in ``vocab``), or a pay cue that a
    verdict's window can cut out of a longer word (the end of one cut 60 or 200 characters before an amount's start, the
    start of one cut 40 after its end)."""
    any_case, upper, heads = currency_words()
    glued = (_GATE_WORDS, any_case, upper, heads, MULTIPLIER_WORDS, sign_words(country))
    for m in _DIGIT_RUN.finditer(text):
        start, end = m.span()
        before = _RUN_CUT_AT_END.search(text, max(0, start - 40), start) if text[start - 1 : start].isalpha() else None
        after = _ASCII_RUN.match(text, end) if text[end : end + 1].isalpha() else None
        for run in (before, after):
            if run and ((low := run.group().lower())[0] == "k" or any(low in words for words in glued)):
                return True
        for at in (start - 60, start - 200):  # (a cue's first two letters first: most cuts open no cue)
            if at > 0 and text[at : at + 2].lower() in _CUE_HEADS and _ASCII_RUN.match(text, at).group().lower() in _ASCII_CUES:
                return True
        at = end + 40
        if at < len(text) and text[at - 2 : at].lower() in _CUE_TAILS and (
                cut := _RUN_CUT_AT_END.search(text, max(end, at - 40), at)) and cut.group().lower() in _ASCII_CUES:
            return True
    return False


# Right after a number that is no amount: an ordinal mark, a clock time's minutes, a duration adjective
# A digit glued to a capital "D" names dimensions ("2D/3D"); census over all 56,809 postings: "CAD" before "2D"/"3D" in 8,
# none of them pay (a currency code reads the software's name as Canadian dollars)
_DIMENSIONS_AFTER = re.compile(r"D(?![A-Za-z0-9])")
_NO_AMOUNT_AFTER = re.compile(r"(?:º|°|ª|(?:st|nd|rd|th|er|ème|eme)\b|:\d\d(?!\d)|-(?:month|year|week|day|hour)s?\b"
                              r"|/\d{1,2}/(?:\d{4}|\d\d)(?![\d/]))",  # (a date's day or month: "starting 6/1/2023")
                              re.IGNORECASE)
# An amount that depends on the reader's specialty speaks of an agency's many jobs, not of this one
_ACROSS_JOBS = re.compile(r"[^\n(]{0,25}\(?\s*(?:depending|dependent|based) on (?:your |the |their )?"
                          r"(?:specialty|speciality|specialism|discipline)", re.IGNORECASE)
_SHARE_OF_SALARY = re.compile(r"\s{0,3}(?:of|from)\s{1,2}(?:your|the|their|an?)\s{1,2}(?:annual\s{1,2}|gross\s{1,2}|base\s{1,2})?"
                               r"(?:salary|pay|income)", re.IGNORECASE)
_BONUS_NAMES = {"sign", "signing", "bonus", "bonuses", "referral", "retention", "relocation"}
# The labels that make a bare small number pay ("Salary: 14.86", "Hourly Rate:14.25", "Stundenlohn: 14,50"):
# _PAY_CUES without the words that also start counts ("starting from 20 days", "package of 3 ...")
_BARE_LABELS = _PAY_CUES - {"starting", "paid", "pays", "paying", "package", "range", "base", "basic", "income", "earn",
                            "earning", "earnings", "comp", "tc"}


def _period_right_after(text: str, end: int) -> bool:
    """A pay period written right after the amount, in its clause and before any link ("top $70 billion -
    https://w..." is no "/w")."""
    stop = _clause_end(text, end, 12)
    link = text.find("http", end, stop)
    return find_period(text, end, stop if link < 0 else link) is not None


_AFTER_NUMBER = re.compile(r"\d\s$")
# A French department's number in brackets after a place's name ("Saint-Priest (69)", "basé à Compans (77)"): two digits,
# 01-95; the capitalised word before is a place's (not a pay word: "Salaire (35)" stays). Corpus (pay37): 3 read as pay
# in 12,491 unlabelled dev postings, all this shape
_NAME_BEFORE_BRACKET = re.compile(r"(?<![\w-])([A-ZÉÈÎ][\w'’-]*[^\W\d_])\s?\($")


def _department_number(text: str, a: Money, end: int) -> bool:
    """A bare two-digit number (01-95) in brackets right after a capitalised name that is no pay word."""
    if text[a.start - 1 : a.start] != "(" or text[end : end + 1] != ")" or end - a.start != 2 or not 1 <= a.value <= 95:
        return False
    name = _NAME_BEFORE_BRACKET.search(text, max(0, a.start - 40), a.start)
    return name is not None and not set(words_of(name.group(1))) & _PAY_CUES


# a factor of a product ("postes en 3*8 ou 2*12", "3x12 shifts", "2 × 8"): shifts or counts, no amount
_PRODUCT_BEFORE = re.compile(r"\d\s?[*×xX]\s?$")
_PRODUCT_AFTER = re.compile(r"\s?[*×]\s?\d")
_SLUG_NUMBER = re.compile(r"[a-z]-\d+-[a-z]")  # a number hyphened between lower-case words: a link's slug
_MONTH_BEFORE = re.compile(r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?\s{1,2}$")
_COUNTRY_FIELD = re.compile(r"\bPays\s{0,2}:")
# an amount with its currency, then "+": what follows is the add-on ("11.88 € + 4 € par jour"); the currency is required
# so that an age ("18+ £12 per hour") or a count ("35+ years") before the "+" is no amount
_PLUS_AFTER_AMOUNT = re.compile(r"(?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|euros?\b))\s?[kK]?\s{0,2}\+\s{0,2}$", re.IGNORECASE)
_COUNT_OF_COUNTRIES = re.compile(r"\d\s{1,2}pays\b", re.IGNORECASE)  # "dans 25 pays": no English pay word follows a count
_LABEL_CUT = re.compile(r"[:;.!?|*•·()]\s|\s{2,}")  # (stripped bullets leave two spaces)
_BAR_LIST_REACH = 160  # characters back to the label of a list of values split by "|"


# The label opening a list item or line ("• Tuition reimbursement/education– includes ...", "Flexible Benefit: ..."): a
# few words before a colon or dash. A benefit named so is what every amount of the item is, unless the amount's own
# words name a salary (pay39: corpus sample of unlabelled dev postings, the tuition and benefit-plan items of US
# hospital boards). "Benefits" alone is not in _NOT_PAY ("salary and benefits" beside a salary); as a label it is.
_ITEM_LABEL = re.compile(r"[ \t]*[•·+*]?[ \t]*([^\W\d_][^:–—\n.]{0,40}?)\s{0,2}(?::|–|—|\s-\s)")
# ... or a comma right before the amount's cap ("* Tuition Assistance, up to $10,000 over 5 years", "Tuition Scholarships, up
# to $5000.00 per year"; pay44), not a sentence's first clause ("Students get free tuition, medical cover, and a stipend")
_ITEM_LABEL_COMMA = re.compile(r"[ \t]*[•·+*]?[ \t]*([^\W\d_][^:–—\n.,]{0,40}?)\s{0,2},(?:[^:\n.]{0,40}:)?\s{0,4}"
                               r"(?i:(?:up\s{1,2}to|max(?:imum)?|of)\s{1,2})?$")  # ("Fitness Allowance Reimbursement, depending on
# the unit: Up to $250 per year")
_BENEFIT_LABELS = {"benefit", "benefits", "perk", "perks", "allowance", "allowances", "voucher", "vouchers", "reimbursement",
                   "tuition", "insurance", "pension", "discount", "discounts", "cashback", "gym", "wellness", "wellbeing",
                   "relocation", "referral", "scholarship", "award", "awards", "mileage", "differential", "differentials",
                   "incentive", "incentives"}  # (pay42: "* <name> caregiver incentive program – up to $300 per year")
# (benefit nouns of _NOT_PAY: not its company figures, "Sales Trainer – ... €45,000", "Field Project Coordinator — ...
# $45,000", nor a budget, fee or premium, which can be the job's own pay)
# What an amount is paid as, right after it and its period ("up to $5,250/year in the form of tuition reimbursement";
# corpus, all 56,809 postings: 10 amounts before "in the form of", all this tuition benefit)
_IN_THE_FORM_OF = re.compile(r"(?i)(?:\s{0,2}/\s{0,2}[^\W\d_]{1,6}\.?|\s{1,2}(?:per|a|an)\s{1,2}[^\W\d_]{2,8})?\s{1,2}in\s{1,2}"
                             r"the\s{1,2}form\s{1,2}of\s{1,2}(?:an?\s{1,2}|the\s{1,2})?([^\W\d_]+(?:[\s-]{1,2}[^\W\d_]+)?)")
# ... later in the amount's clause, after what else it may be ("some courses qualify for up to $4,000 paid in advance by
# the employer or in the form of tuition reimbursement": 21 unlabelled dev postings of one template, pay42)
# (pay45: also with the other amount between, "... may qualify for up to $10,000/year pre-paid by <employer> or up to $5,250/year
# in the form of tuition reimbursement": 6 unlabelled dev postings of one template)
_OR_IN_THE_FORM_OF = re.compile(r"(?i)[^\n.;:\d]{1,50}?\bor\s{1,2}(?:(?:up\s{1,2}to\s{1,2})?[$€£]\s?\d[\d,.]*(?:\s{0,2}/\s{0,2}"
                                r"[^\W\d_]{1,6}\.?)?\s{1,2})?in\s{1,2}the\s{1,2}form\s{1,2}of\s{1,2}(?:an?\s{1,2}|the\s{1,2})?"
                                r"([^\W\d_]+(?:[\s-]{1,2}[^\W\d_]+)?)")
# An amount a parenthesis opens as a part of the amount before it: "(includes up to $900.00 meal stipend)",
# "(including $500 housing)"
_INCLUDED_PART = re.compile(r"(?i)\(\s{0,2}(?:includes|including|incl\.?)\s{1,2}(?:up\s{1,2}to\s{1,2}|an?\s{1,2})?$")
# A differential named right after the amount, on its line and in lower case (its unit, then up to three words, no
# "plus", "and" or "with" between; not "$24.00 - $31.10 ** New Increased Shift Differentials", a heading after the pay)
_DIFFERENTIAL_AFTER = re.compile(r"(?:[ \t]{0,2}/[ \t]{0,2}(?i:hr|hour)\b\.?|[ \t]{1,2}(?:per|an|a)[ \t]{1,2}hour\b)?"
                                 r"(?:[ \t]{1,2}(?!(?:plus|and|with|or)\b)[a-z/&-]+){0,3}?[ \t]{1,2}(?:shift[ \t]{1,2})?differentials?\b")
# A number, a "+" and a word of millions ("$6+ million"; the money reader leaves the word apart after the "+")
_PLUS_MILLIONS = re.compile(r"(?i)\+\s{0,2}(?:million|millions|billion|billions|mio|mrd)\b")
# A billion or trillion letter right after the amount ("ships over $20B of goods", "a $4B leader", "a $90B/year market";
# paraphrased): a company or market figure, never a wage; the money reader leaves the letter apart (pay47: 3
# unlabelled dev postings, 4 outputs). Not "M" (an Indonesian "jt"/"M" or a "6M" salary in millions is read elsewhere);
# not a French "B/an" (brut par an) after a "35K€"
_BILLIONS_AFTER = re.compile(r"(?:B|bn|Bn|BN|T|tn|\s(?:billion|trillion)s?)(?![\w-])(?!/(?:an|mois|ann[ée]e)\b)")
# "24/7", "24/7/365": round the clock, no amount
_ROUND_THE_CLOCK = re.compile(r"\s{0,2}/\s{0,2}7\b")
_PAY_PERIOD_AFTER = re.compile(r"(?i)\s{0,2}(?:per|a|each|every)\s{1,2}pay\s{0,2}(?:period|check|cheque)\b")  # a
# frequency, not a pay word naming the amount ("medical plans starting at just $10 per pay period")


def _item_label_not_pay(text: str, item: int, start: int) -> bool:
    """The label that opens the amount's list item (``item``: its line or inline bullet) names a benefit and no pay,
    and no sentence ends between the label and the amount."""
    m = _ITEM_LABEL.match(text, item, start)
    if not m or ". " in text[m.end() : start]:
        m = _ITEM_LABEL_COMMA.match(text, item, start)
        if not m:
            return False
    words = set(words_of(m.group(1)))
    return bool(words & _BENEFIT_LABELS) and not words & _PAY_CUES and len(words) <= 6


def _label_words(text: str, line_start: int, start: int) -> list[str]:
    """Words of the label whose value list holds the amount ("Shift differentials: $4 Evenings, $10 Nights,
    [$3] weekends"): the last colon of the line within 60 characters before it, no sentence or list item between."""
    lo = max(line_start, start - 60)
    colon = text.rfind(":", lo, start)
    if colon < 0 and ("|" in text[lo:start] or any(m in text[lo:start] for m in _INLINE_BULLETS)):
        # a value list split by bars runs longer ("Shift Differentials: $12/hour for Evening (3-7pm) | $14/hour for
        # Nights (7pm-7am) | [$16]/hour for Weekends"): each item is still the label's; so with bullets (_bulleted_amounts)
        colon = text.rfind(":", max(line_start, start - _BAR_LIST_REACH), start)
    if colon < 0 or ". " in text[colon:start] or any(
            m in text[colon:start] for m in _INLINE_BULLETS) and not _bulleted_amounts(text[colon + 1 : start]):
        return []
    head = text[max(line_start, colon - 40) : colon]
    return words_of(_LABEL_CUT.split(head)[-1])[-5:]


def _bulleted_amounts(between: str) -> bool:
    """The text between a label's colon and an amount is that label's earlier list items, split by inline bullets, each
    holding an amount ("Differentials: Evenings $2/hr • Weekends [$2.50]/hr": the bullets join one value list, as bars
    do); not a bullet right after the colon ("Perks: * [€42,000] base salary": the list's first item)."""
    items = _INLINE_BULLET_SPLIT.split(between)[:-1]
    return bool(items) and all(_CURRENCY_AMOUNT.search(item) for item in items)


_INLINE_BULLET_SPLIT = re.compile(r" [•·*] ")
_CURRENCY_AMOUNT = re.compile(r"[$£€]\s?\d|\d\s?[$£€]")


_EMPLOYEES_FR = re.compile(r"(?i)\bsalariée?s\b")  # (folded to the English "salaries", a pay cue)
_SALARIES_EN = re.compile(r"(?i)\bsalaries\b")
# Currencies in which a yearly wage never reaches a million: such amounts are company figures
_HARD_CURRENCIES = frozenset({"USD", "EUR", "GBP", "CHF", "AUD", "CAD", "NZD", "SGD"})
# A bare number that ends a range of counted units ("10–40 hours/week") or counts days or hours with one or two
# words between ("5 extra days", "7 paid volunteer days", "5 zusätzliche Zukunftstage"); not "45000 per year"
_COUNTED_RANGE = re.compile(r"\s{0,2}(?:-|–|—|to|bis|à)\s{0,2}\d{1,3}(?:[.,]\d{1,2})?(?=" + WORK_UNITS.pattern + ")",
                            re.IGNORECASE)
_COUNT_NOUN = re.compile(r"(?:\s{1,2}(?!(?:per|a|an|pro|par|por|each|every|la|al|the|le|de|in|im|en)\s)[^\W\d]{2,20}){1,2}\s{1,2}"
                         r"(?:days?|hours?|weeks?|jours|heures|semaines|d[ií]as|horas|semanas|dagen|uren|dage|dagar|timer)\b"
                         r"|\s{1,2}[^\W\d]{2,20}\s{1,2}[^\W\d]*(?:tage|stunden|wochen)\b"
                         # a German compound counting days right after it ("30 Urlaubstage", "2 Homeofficetage"); three
                         # letters before "tage" at least: not the English or French "stage"
                         r"|\s{1,2}[^\W\d]{3,20}(?:tage|tagen)\b", re.IGNORECASE)
# A label that counts hours in each pay period ("Hours Per Pay Period:", "hours per two-week pay-period")
_HOURS_PER_PAY_PERIOD = re.compile(r"(?i)\b(?:hours|hrs)\s{1,2}per\s{1,2}(?:[\w-]+\s{1,2})?pay(?:[\s-]{1,2}(?:period|cycle)"
                                   r"[\s*:\\]{0,8}|[\s*\\]{0,4}:[\s*\\]{0,4})$")  # (pay44: also "Scheduled Hours per Pay: 80")
# Digits masked by the source: four asterisks glued to a digit, "k", "pa" or "ph", or standing alone between spaces (pay44:
# in the 1,389 unlabelled dev postings of the board that masks amounts, 9 of the 13 amounts read as pay are no amounts)
_MASKED = re.compile(r"\d\*{4}|\*{4}(?:\d|k\b|pa\b|ph\b)|(?:^|\s)\*{4}(?=\s)")
# Numbers of an uncued kind (pay44: a read of the 74 amounts found in the 23,707 unlabelled dev postings with no pay cue
# near a digit, 36 of them no pay): a standard's number ("ISO 9001 and 14001"); a 13th salary ("13-я
# заработная плата", "(13 заработная плата)", "13'tka"); a clock's minutes ("8:00 a 14:30", "Mo.-Fr. 8:30"); an age
# ("21 - 29 y.o."); a weight ("<50 pounds", "100 lbs"); a multiple ("grown 10x"); a count with a "+" before its noun
# phrase ("500+ technology certificates"); a section number opening a line ("10.4 Proficient in ..."); a leading-zero
# fragment of a decimal split by a space ("17, 02 Euro")
_STANDARD_BEFORE = re.compile(r"\b(?:ISO|IEC|IATF|EN|DIN|OHSAS|AS|BS)(?:/IEC)?\s?(?:\d{3,5}(?:[:-]\d{4})?\s{0,2}(?:&|,|and|y|und|e|et)\s{0,2})?$")
_DATE_TAIL = re.compile(r"\.(?:19|20)\d\d(?!\d)")  # "(Stand 21.05.2026)": a date's day and month
_EXTRA_SALARY_AFTER = re.compile(r"(?i)(?:-?(?:я|й|ая|ой|ый))?\s{0,2}(?:заработн\w*\s{1,2}плат\w*|зарплат\w*|зп)\b|['’-]?tk[aięą]\b")
_CLOCK_BEFORE = re.compile(r"\d{1,2}:$")
_CLOCK_AFTER = re.compile(r":[0-5]\d(?!\d)")
_AGE_AFTER = re.compile(r"(?i)\s{0,2}(?:y\.\s?o\.?|yo\b|years?\s{1,2}old\b)")
_WEIGHT_AFTER = re.compile(r"(?i)\s{0,2}(?:lbs?|kgs?)\b")
# a distance ("cabang yang jaraknya 50-60km", "hike 3-5 miles"; pay66); not Spanish "miles de" (thousands)
_DISTANCE_AFTER = re.compile(r"(?i)\s{0,2}(?:kms?|kilomet(?:er|re)s?|kil[oó]metros|miles?(?!\s{1,2}de\b))\b")
_TIMES_X_AFTER = re.compile(r"x(?=\s{1,2}[^\W\d_])")
_PLUS_COUNT_AFTER = re.compile(r"\+(?:[ \t]{1,2}[^\W\d_][\w'’-]{0,20}){0,2}[ \t]{1,2}([^\W\d_]{2,}[^\W\d_isu]s)\b")
_SPLIT_CENTS_AFTER = re.compile(r"(?i),\s\d{2}\s{0,2}(?:€|eur\b|euros?\b)")
_SECTION_NUMBER = re.compile(r"\d{1,2}\.\d{1,2}(?= [A-Z][a-z])")
# A count of paid days off after a bare number ("11 company-paid holidays", "(10-25) paid vacation days", "up to 21 Paid
# Leave Days", "30 Paid Time-offs"): the leave a benefit list counts, no amount; "paid" is a pay word, so the count was
# read as pay (pay44: 13 outputs in the 8,647 unlabelled dev postings with a pay cue). The next word may be glued
# ("holidaysVirtual": scraped list items run together)
_PAID_LEAVE_AFTER = re.compile(r"\)?\s{1,2}(?:[^\W\d_][\w'’]{0,20}\s{1,2}){0,2}?(?:[^\W\d_]+-)?(?i:paid)\s{1,2}"
                               r"(?:[^\W\d_][\w'’]{0,20}\s{1,2}){0,2}?(?i:holidays?|days?|leave|vacations?|time[\s-]?offs?|pto|sick)"
                               r"(?![a-z])")
# A clock time written with a bare "a"/"p" ("7p to 7a", "(3) weeknight shifts 5p - 1a"): a shift's hours, no amount
# (pay44: 3 outputs in the same postings)
_AP_GLUED = re.compile(r"[apAP](?![^\W\d_])")
_AP_PAIR_AFTER = re.compile(r"[apAP]\s{0,2}(?:-|–|to|or)\s{0,2}\d{1,2}(?:[:.]\d\d)?\s?[apAP](?![^\W\d_])")
_AP_PAIR_BEFORE = re.compile(r"\d{1,2}(?:[:.]\d\d)?\s?[apAP]\s{0,2}(?:-|–|to|or)\s{0,2}$")
# A US ZIP code after a state's code ("Warrington, PA 18976: Relocate before starting work"): a postcode, no amount
_ZIP_BEFORE = re.compile(r",\s{1,2}[A-Z]{2}\s{1,2}$")
# A street address's number ("Base: 15 Hogan Place", "Rhmlogy 5002 CC Rd") or a German postcode after its street
# ("Rheinvorlandstraße 5, 68159 Mannheim"): no amount (pay45: 3 unlabelled dev postings read them as pay; hand-written: the
# street words of English and German addresses, no library lists them)
# (the street word ends the address part: a comma, the line's end or a unit letter follows; not "38,245 APPLY NOW Drive Fresh")
_STREET_AFTER = re.compile(r"[ \t]{1,2}(?:[A-Z][\w'’.-]*[ \t]{1,2}){1,3}(?:Place|Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Lane|"
                           r"Ln|Quay|Square|Sq|Terrace|Court|Ct|Parkway|Pkwy|Highway|Hwy|Crescent)\b\.?(?=[ \t]{0,2}(?:,|\n|$)|"
                           r"[ \t]{1,2}[A-Z]{1,2}\b)")
# A date's day and month read as a range before its year ("Closing Date 12-05-2026", pay45)
_YEAR_AFTER_PAIR = re.compile(r"[-/.](?:19|20)\d\d(?!\d)")
_STREET_BEFORE = re.compile(r"(?i)(?:stra(?:ß|ss)e|str\.|weg|platz|allee|gasse|ring|damm|ufer)[ \t]{1,2}\d{1,4}[a-z]?,[ \t]{1,2}$")
# A Dublin postal district (``dublin_district``), a grade on a pay schedule ("a pay range of **10** on the OCSEA Pay
# Range Schedule", "Salary Level: Non-Exempt 13"), a duration's label ("Durée: 10/jours") and a URL's encoded space ("pay-transp_%20English"): no amounts
# (pay44: 10 outputs in the 8,647 cued unlabelled dev postings)
_ON_SCHEDULE_AFTER = re.compile(r"(?i)[\s*_]{0,6}on\s{1,2}the\s{1,2}[\s*_]{0,4}(?:[\w/&-]+\s{1,2}){0,5}?(?:schedule|scale|grid)\b")
_LEVEL_LABEL_BEFORE = re.compile(r"(?i)\b(?:salary|pay)\s{1,2}(?:level|grade|band|step)\s{0,2}:[^\n\d:]{0,20}$")
_DURATION_LABEL_BEFORE = re.compile(r"(?i)\b(?:dur[ée]e|duration|duraci[óo]n|dura[çc][ãa]o|dauer|looptijd)\s{0,2}:\s{0,2}$")
# A Brazilian contractor's monthly hours ("PJ com base em 160/H": a contract based on 160 hours a month): a count
# (pay51: 3 unlabelled and gold dev postings of one agency's template; no currency with it)
_HOURS_BASIS_BEFORE = re.compile(r"(?i)\bcom\s{1,2}base\s{1,2}(?:em|de)\s{0,2}$")
# A plural noun right after a bare number counts things ("in 34 countries", "our 16,000 partners", "8-12 shifts",
# "over 235 destinations": the largest family of bare numbers read as pay in the corpus census); the plurals a pay
# amount takes are kept: its basis, period adjective or day type ("33-42K brutos anuales", "7.40
# weekdays & 8.50 weekends"). By hand: no library tags the part of speech of one word cheaply enough for this path.
_PLURAL_AFTER = re.compile(r"\+?[ \t*]{1,3}([^\W\d_]{2,}[^\W\d_isu]s)\b")  # (a word of its own, on its line: not "18KReports",
# "Salary: 18K\nReports To"; a "+" only glued to the number, "20,000+ customers", not "47,000 + Benefits"; not "-ous", "-ss")
# ... or one or two words later, on its line, with no pay, period or joining word between
_PLURAL_AFTER_FAR = re.compile(r"(?:[ \t]{1,2}[^\W\d_][\w'’-]{0,20}){1,2}[ \t]{1,2}([^\W\d_]{2,}[^\W\d_isu]s)\b")
_NOT_BETWEEN = {"per", "plus", "and", "or", "of", "to", "a", "an", "the", "y", "et", "und", "de", "en", "pro", "par", "por",
                "for", "fur", "pour", "para", "voor", "with", "after", "from", "at", "on", "bis", "au", "al", "le", "la", "el", "im", "in", "p", "pa", "pm", "ph", "net", "gross", "brutto",
                "netto", "bruto", "neto", "brut", "k", "usd", "eur", "gbp", "dollars", "euros", "pounds"}
_PLURAL_PAY_WORDS = {"brutos", "brutas", "netos", "netas", "bruts", "nets", "anuales", "mensuales", "annuels", "mensuels",
                     "anuais", "mensais", "weekdays", "weekends", "nights", "evenings", "saturdays", "sundays", "days",
                     "hours", "weeks", "months", "years", "lakhs", "lacs", "crores", "euros", "dollars", "pounds", "pesos",
                     "reais", "rupees", "francs", "dls", "hrs", "yrs", "mos", "wks", "liquidos", "benefits", "extras"}


def _counted_noun(text: str, end: int, introduced: bool) -> bool:
    """A bare number's next word is a plural noun that counts things, not a word a pay amount takes; after a
    salary word of the amount's own, a capitalized one starts the next title or heading ("a salary of 32,032
    Nurses in Andover", "Salary: 18K Reports To")."""
    m = _PLURAL_AFTER.match(text, end)
    if m is None and not introduced:
        m = _PLURAL_AFTER_FAR.match(text, end)  # "more than 500 Expert Services consultants", "17 premium pay TV channels"
        if m is not None and set(words_of(m.group(0)[: m.start(1) - m.start()])) & _NOT_BETWEEN:
            return False  # "45,000 per annum plus benefits", "50k base plus commissions": the pay's own words between
    if m is None or introduced and m.group(1)[0].isupper():
        return False
    return (w := fold(m.group(1))) not in _PLURAL_PAY_WORDS and w not in _PAY_CUES


_HOURS_LABEL = {"hours", "hrs", "hour", "uur", "uren", "stunden", "wochenstunden", "heures", "horas", "shift", "shifts"}
_RATE_OF = {"per", "an", "a", "pro", "par", "por", "each"}  # before a period word: a rate's period, no hours label
_SALARY_NOUNS = {"salary", "salaries", "compensation", "remuneration", "wage", "wages"}  # (not "pay": "Bonus Pay:")
_ADD_ON = re.compile(r"\s{0,2}\)?\s{0,2}\+")  # (after the amount's parenthesis: "Competitive salary (€70k–€85k) + bonus")
_BASE_PLUS = re.compile(r"(?:\s{0,2}/\s{0,2}[^\W\d_]{1,5}\.?)?\s{0,2}\+")  # a base, its period, then what is added
# What a "+" adds to a base pay: "£45k + bonus", "$200k + Equity", "INR 3,50,000 + 5% Annual Performance Bonus"
_PLUS_PAY_PARTS = re.compile(r"\s{0,2}\+\s{0,2}(?:\d{1,2}(?:[.,]\d)?\s?%\s{0,2})?(?:[^\W\d]+\s{1,2}){0,2}"
                             r"(?:bonus|bonuses|commission|commissions|equity|incentives?|stock|shares|super|superannuation)\b",
                             re.IGNORECASE)
# A home-health nurse's rate per visit ("Up to $N/visit", "$N per patient visit"; RUNNING_TEXT_RULES: a per-visit rate is
# pay with no period): the unit names the amount as pay as a period does (an English unit: pay58)
_PER_VISIT_AFTER = re.compile(r"\s{0,2}(?:per|/|a)\s{0,2}(?:patient\s{1,2})?visit\b", re.IGNORECASE)
# A bare day rate right before "per day" ("6 month contract 350 per day"): from 200 up, as counts per day ("75-110 per
# day" patients) stay below it in the English-key dev postings (pay58: 3 unlabelled postings, all contract rates)
_BARE_DAY_RATE = re.compile(r"\s{0,2}per\s{1,2}day\b", re.IGNORECASE)
_DAY_RATE_FLOOR = 200
# Bullets of a list written on one line ("* Annual salary reviews * £1000 weekly lottery draws"): each item its own line
_INLINE_BULLETS = (" * ", " • ", " · ")
_FIELD_SEPARATORS = "•|·"


def _pay_heading_above(text: str, line_start: int, lines: int = 5) -> bool:
    """A short line with a pay word a few short lines above (a heading over a list of rates)."""
    end = line_start - 1
    for _ in range(lines):
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if len(line) > 40:
            return False
        if set(words_of(line)) & _PAY_CUES:
            return True
        end = start - 1
    return False


def _not_pay_heading_above(text: str, line_start: int, lines: int = 3) -> bool:
    """A short heading a few short lines above (blank lines not counted) names what the lines under it list: a
    not-pay word, no pay word and a colon ("**Shift Differential:**"); a pay heading or a long line ends the search."""
    end = line_start - 1
    seen = 0
    while seen < lines:
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not line.strip():
            end = start - 1
            continue
        seen += 1
        glued = _GLUED_HEADING.match(line)
        if glued:
            line = glued.group(1)  # "Shift Differentials: Evening Shift: $3.50/hour": the heading, then its first item
        if len(line) > 40:
            return False
        words = set(words_of(line))
        if words & _PAY_CUES:
            return False
        if words & _NOT_PAY:
            return line.strip(" *_#\\\t").endswith(":")  # (a heading that lists, not a title: "Project Coordinator")
        end = start - 1
    return False


# A heading whose line break was lost before its list's first item ("**Shift Differentials:*** Evening Shift: $3.50/hour",
# "Shift Differentials: Evening Shift: ..." once the markdown is stripped): a short label, then the item's own label
_GLUED_HEADING = re.compile(r"([^:\n]{1,40}:)\s{1,2}[^:\n]{1,30}:\s")


_OPEN_WORDS_ONLY = re.compile(r"(?i)(?:up to|upto|from|starting at|ab|bis zu)?")
# after the amount in its field: an open upper end, "DOE", "pro rata" ("**€45,000+ DOE**", "| €84,000 pro rata**")
_FIELD_TAIL = re.compile(r"(?i)\+?\s{0,2}(?:doe|d\.o\.e\.?|pro[\s-]rata)?")
# A bold run's marks bound a field too: one-line markdown descriptions (the Irish board's) keep a recruiter's header in
# one bold run ("**Tax Analyst \| Cork \| €58,000** About us ..."), where the line ends far after it
# (pay50: 7 unlabelled dev postings, all pay; one dev gold statement; both sides bounded, see _alone_in_field)
_BOLD = "**"


def _alone_in_field(text: str, start: int, end: int, line_start: int | None = None) -> bool:
    r"""The amount is a whole field of a line of fields ("€73,000 • Full-time • Onsite in Dublin"); with no ``line_start``
    (markdown as written) a field bounded by marks on both sides ("**Dublin \| €65,000**", not a line's
    "$5,000.00**Overview:**" under a bonus label)."""
    as_written = line_start is None
    if line_start is None:
        line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    lefts = [k + len(c) for c in (*_FIELD_SEPARATORS, _BOLD) if (k := text.rfind(c, line_start, start)) >= 0]
    rights = [k for c in (*_FIELD_SEPARATORS, _BOLD) if (k := text.find(c, end, line_end)) >= 0]
    if not (lefts and rights if as_written else lefts or rights):
        return False
    head = _without_marks(text[max(lefts, default=line_start) : start])
    tail = _without_marks(text[end : min(rights, default=line_end)])
    return _OPEN_WORDS_ONLY.fullmatch(head) is not None and _FIELD_TAIL.fullmatch(tail) is not None


def _without_marks(field: str) -> str:
    """A field's words without markdown marks, escapes and pictographs ("💰 ", " \\")."""
    return "".join(c for c in field if unicodedata.category(c) != "So").strip(" *_\t\\")


# A title's fields split by " / " or " | " ("Company Nurse / 30k / <district>"): thousands alone in one are the pay (a
# Philippine board's titles; census of all 56,809 postings: 4 titles with "/ <n>k /", all pay; not " - ", which also
# joins a range or an incentive: "RN - Days - 20K Incentive")
_TITLE_FIELD_BEFORE = re.compile(r"(?:^|\s[/|]\s{1,2})$")
_TITLE_FIELD_AFTER = re.compile(r"\s{0,2}(?:\s[/|]\s|\n)")


def _alone_in_title_field(text: str, start: int, end: int) -> bool:
    """The amount is a whole field of a title split by slashes or bars."""
    return _is_title(text) and bool(_TITLE_FIELD_BEFORE.search(text, max(0, start - 3), start)) and bool(
        _TITLE_FIELD_AFTER.match(text, end))


# A title's thousands after a dash or an open bound, closing the title or followed by its next field ("Data Analyst - 65K
# plus great benefits", "<Title> - 28K - 36K <place>", "<Title>-Up to 180K NET", "<Title> ab 85K"): the job's pay, as the
# slashed title fields above (RUNNING_TEXT_RULES gold58, gold60; pay62). A bonus or incentive named after it stays no pay
_TITLE_THOUSANDS_BEFORE = re.compile(r"(?i)(?:\s[-–—]|\b(?:up\s{1,2}to|ab|from))\s{0,2}$")


def _title_thousands(text: str, start: int) -> bool:
    """The amount of thousands at ``start`` stands in the title after a dash or an open bound."""
    return _is_title(text) and bool(_TITLE_THOUSANDS_BEFORE.search(text, max(0, start - 12), start))


def _shift(group: tuple[Money, Money | None], delta: int) -> tuple[Money, Money | None]:
    """The group with offsets moved by ``delta`` (to read it inside a slice of the text)."""
    from dataclasses import replace

    a, b = group
    return (replace(a, start=a.start + delta, end=a.end + delta),
            replace(b, start=b.start + delta, end=b.end + delta) if b else None)


__all__ = ["WorkingTime", "DEFAULT_WORKING_TIME", "parse_salary", "find_salary", "find_salaries", "find_period", "annualize",
           "names_an_average", "label_period",
           "strip_markup", "fold"]
