"""Salary strings -> {min, max, currency, period, annual_min, annual_max}.

Amounts and currencies come from :mod:`normalize.attributes.money` (babel/CLDR names and separators);
this module pairs them into ranges ("45.000 - 55.000 €", "$53K-$91K", "50-60k"), reads open bounds
("up to 80k", "ab 4.500 EUR"), the pay period in five languages, and annualizes under a working-time
convention (:class:`WorkingTime`, configurable).

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
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from normalize.attributes.money import Money, find_money
from normalize.attributes.text import PhraseTable, Tokens, fold

PERIODS = ("hour", "day", "week", "month", "year")
MAX_SALARY_CHARS = 1000  # a salary string is short; longer values are read up to here


@dataclass(frozen=True)
class WorkingTime:
    """How a pay period converts to a year. Defaults: full-time 40 h/week, 5 days/week, 52 weeks."""

    hours_per_week: float = 40.0
    days_per_week: float = 5.0
    weeks_per_year: float = 52.0
    months_per_year: float = 12.0

    def factor(self, period: str) -> float:
        return {
            "hour": self.hours_per_week * self.weeks_per_year,
            "day": self.days_per_week * self.weeks_per_year,
            "week": self.weeks_per_year,
            "month": self.months_per_year,
            "year": 1.0,
        }[period]


DEFAULT_WORKING_TIME = WorkingTime()

# Pay-period words, five languages plus Malay/Indonesian, folded (hand-written: no library carries "p.a."/"brutto/Monat").
_PERIOD_WORDS = {
    "hour": "hour hours hourly hrly hr hrs ph p_h час timme timlon jam sejam stundenbasis horaires stunde stunden std stundlich stundenlohn stundensatz heure heures "
            "horaire hora horas uur uurloon uurtarief per_hour an_hour a_hour per_uur por_hora la_hora "
            "de_l_heure pro_stunde par_heure",
    "day": "day daily день hari sehari harian tag taglich tagessatz jour journalier dia diario dag dagelijks per_day a_day "
           "pro_tag par_jour por_dia al_dia per_dag dagtarief p_d",
    "week": "week weekly wk неделю неделя minggu seminggu mingguan woche wochentlich semaine hebdomadaire semana semanal wekelijks per_week "
            "a_week pro_woche par_semaine por_semana p_w pw",
    "month": "month monthly mo mth mths pcm p_c_m месяц мес monatliches monatlichen mensuales mensuels mensuelles monat monatlich mtl monatsgehalt mois mensuel "
             "mensuelle mes mensual maand maandelijks maandsalaris maandloon per_month a_month pro_monat im_monat par_mois "
             "al_mes por_mes per_maand bulan sebulan bulanan p_m pm maned manad manadslon",
    "year": "year yearly annual annually annum pa p_a год jahrliches anuales annuels annuelles jahrlichen yr jahr jahrlich jahresgehalt bruttojahresgehalt "
            "annee annuel annuelle ano anual jaar jaarlijks jaarsalaris jaarloon per_annum per_year "
            "a_year pro_jahr im_jahr par_an par_annee al_ano por_ano per_jaar brutto_p_a lpa tahun setahun "
            "tahunan",
}
# Abbreviations that are periods only after "/" ("€15/h", "4.500 €/an", "/j", "/m").
_SLASH_ONLY = {"h": "hour", "j": "day", "d": "day", "t": "day", "w": "week", "m": "month", "a": "year",
               "an": "year", "y": "year", "jr": "year", "mnd": "month", "man": "month", "ar": "year", "tim": "hour"}
# Period abbreviations glued to the amount ("£14.50ph", "£500pw", "45kpa"): read from a token's letter tail.
_GLUED = {"ph": "hour", "phr": "hour", "hr": "hour", "hrs": "hour", "pw": "week", "pcm": "month", "pm": "month",
          "pa": "year", "kpa": "year"}
_GLUED_TAIL = re.compile(r"\d+([a-z]{2,3})")
_COMPOUNDS = (("jahres", "year"), ("monats", "month"), ("stunden", "hour"), ("jaar", "year"),
              ("maand", "month"), ("wochen", "week"))
# Period words that are also clock times ("9 a.m. - 5 p.m."): read only after an amount above 12.
_CLOCK = {"pm", "p_m"}

_PERIOD_TABLE = PhraseTable(
    (phrase.replace("_", " "), period) for period, words in _PERIOD_WORDS.items() for phrase in words.split()
)
_OPEN_MAX = PhraseTable((p, "max") for p in (
    "up to", "upto", "bis zu", "bis", "max", "maximum", "maximal", "maximaal", "jusqu a", "jusqu",
    "hasta", "tot", "tot max", "no more than", "höchstens", "hochstens", "до", "hingga", "sampai", "sampai dengan"))
_OPEN_MIN = PhraseTable((p, "min") for p in (
    "from", "ab", "starting at", "starts at", "starting from", "min", "minimum", "mindestens",
    "a partir de", "a partir", "desde", "vanaf", "minimaal", "at least", "more than", "over",
    "plus de", "mehr als", "mas de", "meer dan", "ab mindestens", "minimo", "minimale", "in excess of", "от", "від",
    "mulai dari", "dimulai dari"))
_OPEN_MIN_AFTER = {"onwards", "upwards", "plus", "and above", "or more", "et plus", "und mehr"}
_RANGE_GAP = re.compile(
    r"(?:[.,]-{1,2})?"  # "€ 3.000,- tot € 4.000,-": the Dutch/German round-amount dash
    r"(?-i:\s{0,2}[A-Z]{3}(?![A-Za-z]))?"  # "$80,000 CAD to $95,000 CAD": a code after the low end
    r"(?:\s{1,2}(?:gross|brutto|bruto|brut|net|netto|neto))?"  # "€82,505 gross rising to €83,330 gross"
    r"\s{0,3}(?:-{1,2}|–|—|~|to|bis|à|a|tot|hasta|and|und|et|y|en|till|until|au|до|"
    r"(?:rising|increasing|going)(?:\s{1,2}up)?\s{1,2}to|up\s{1,2}to)\s{0,3}",
    re.IGNORECASE,
)
# "60$/hr to 69.67$/hr": a per-unit suffix on the low end, when both ends carry a currency
_SUFFIX_GAP = re.compile(r"\s{0,2}/\s{0,2}[^\W\d_]{1,5}\.?\s{0,3}(?:-{1,2}|–|—|to|bis|à|a|tot|hasta|till|au|до|"
                         r"(?:rising|increasing|going)(?:\s{1,2}up)?\s{1,2}to|up\s{1,2}to)\s{0,3}", re.IGNORECASE)
# "£16.00 £16.50 per hour", "$50$55/hour": a range when both ends carry a currency
_BLANK_GAP = re.compile(r"\s{0,3}|\s{0,2}/\s{0,2}")
# A pay-scale label is not an amount ("Band 6", "scale 10", "FWG 45", "APS 6", "EL1", "GS-12", "E 13").
_SCALE_LABEL = re.compile(
    r"(?:\b(?:band|bands|scale|grade|grades|level|step|spine\s{1,2}point|point|tier|stufe|entgeltgruppe|eg|fwg|aps|group|gruppe|"
    r"el|gs|tv-?l|tv[oö]d|e|a|pay\s{1,2}grade|nhs\s{1,2}band|afc\s{1,2}band)|\b(?:EL|GS|APS|FWG|TVL|E))"
    r"[\s.:#-]{0,2}$",
    re.IGNORECASE,
)
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
_LAKH_WORDS = re.compile(r"lakhs?|lacs?|lpa|crores?|juta|jt", re.IGNORECASE)

# Markup of scraped boards (hand-written: offsets must survive, which html/markdown libraries do not keep).
_MARKUP = re.compile(
    r"\\(?=[^\w\s])"          # markdown escape: "3\.500", "\-"
    r"|\*{1,3}|_{2,3}"        # bold/italic markers
    r"|<[^<>]{0,300}>"        # HTML tags
    r"|&nbsp;|&#160;|&#xa0;|&#\d{1,7};|&#x[0-9a-f]{1,6};|&[a-z]{2,6};"  # entities (an emoji's digits are no amount)
)


class _Identity:
    """The offset map of a text without markup: every offset maps to itself."""

    def __getitem__(self, i: int) -> int:
        return i


def strip_markup(text: str) -> tuple[str, Any]:
    """``text`` without markdown escapes, bold markers and HTML tags, plus the original offset of each
    kept character (and of the end), so spans found in the clean text map back."""
    has_marks = "\\" in text or "*" in text or "_" in text or "<" in text or "&" in text  # C-speed pre-check
    first = _MARKUP.search(text) if has_marks else None
    if first is None:
        return text, _Identity()
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    for m in _MARKUP.finditer(text, first.start()):
        parts.append(text[pos : m.start()])
        index.extend(range(pos, m.start()))
        token = m.group()
        if token.startswith("<") or token.startswith("&"):
            parts.append(" ")
            index.append(m.start())
        pos = m.end()
    parts.append(text[pos:])
    index.extend(range(pos, len(text) + 1))
    return "".join(parts), index


# Time units that make a duration after a bare number ("40 hours", "12-hour shift", "sur 12 mois").
_DURATION_UNITS = frozenset(
    ["hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "wk", "month", "months", "mth", "mths", "mois", "year", "years", "jam", "hari", "minggu", "bulan", "tahun", "stunde", "stunden", "std", "tag", "tage", "woche", "wochen", "monat", "monate", "jahr", "jahre", "heure", "heures", "jour", "jours", "semaine", "semaines", "an", "ans", "hora", "horas", "dia", "dias", "semana", "semanas", "mes", "meses", "ano", "anos", "uur", "dag", "dagen", "weken", "maand", "maanden", "jaar"])


def _duration_at(tokens: Tokens, i: int) -> bool:
    """Token ``i`` is the unit of a duration, not a pay period: a bare number, then a space or hyphen."""
    if i == 0 or tokens.words[i] not in _DURATION_UNITS or not tokens.words[i - 1].isdigit():
        return False
    return tokens.text[tokens.ends[i - 1] : tokens.starts[i]] in (" ", "-", "\u00a0", "  ")


# Units of pay that are not calendar periods ("per mile", "per 12-hour shift", "bi-weekly"): period null.
_NON_CALENDAR = {"shift", "shifts", "mile", "miles", "visit", "visits", "session", "sessions", "call", "km", "piece",
                 "project", "case", "lesson", "class", "word", "article", "diem", "biweekly", "fortnightly",
                 "fortnight", "semimonthly", "bimonthly"}
_NON_CALENDAR_PREFIX = {"bi", "semi"}  # "bi-weekly", "semi-monthly"
_PER_WORDS = {"per", "a", "an", "each", "every", "pro", "par", "por", "bi", "semi"}
_NOT_BEFORE = {"this", "next", "last", "working", "work", "per_cent", "ph"}  # "this year", "working week"


def _periods(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
    """Pay periods written in ``text[start:end]``: (offset, period), left to right; ``""`` marks a
    non-calendar unit ("per mile", "bi-weekly"). Durations ("40 hours per week", "sur 12 mois"), clock
    times ("5 p.m."), counters ("Year 1"), "this year" and "working week" are skipped."""
    end = len(text) if end is None else end
    tokens = Tokens(text[start:end])
    words = tokens.words
    out: list[tuple[int, str]] = []
    skip_until = -1
    for i, w in enumerate(words):
        if i <= skip_until:
            continue
        s = tokens.starts[i]
        prev = words[i - 1] if i else ""
        if w in _NON_CALENDAR and prev in _PER_WORDS or (
            w in ("biweekly", "fortnightly", "semimonthly", "bimonthly")
        ):
            out.append((start + s, ""))
            continue
        hit = _PERIOD_TABLE.match_at(words, i) if w in _PERIOD_TABLE.first else None
        if hit is not None:
            n, period = hit
            phrase = "_".join(words[i : i + n])
            if n == 1 and _duration_at(tokens, i):
                # "40 hours per week": the frequency belongs to the working time, not to the amount
                after = _PERIOD_TABLE.match_at(words, i + 1) if i + 1 < len(words) else None
                skip_until = i + (after[0] if after and words[i + 1] in ("per", "a", "pro", "par", "por") else 0)
                continue
            if phrase in _CLOCK and prev.isdigit() and int(prev) <= 12:
                continue
            if prev in _NON_CALENDAR_PREFIX and tokens.text[tokens.ends[i - 1] : s] in ("-", ""):
                out.append((start + s, ""))
                continue
            nxt = words[i + n] if i + n < len(words) else ""
            counter = (n == 1 and nxt.isdigit() and len(nxt) <= 2 and prev not in _PER_WORDS
                       and "/" not in tokens.text[max(0, s - 2) : s]
                       and not re.match(r"[.,]\d", tokens.text[tokens.ends[i + 1] : tokens.ends[i + 1] + 2]))
            ordinal = prev.isdigit() and len(prev) <= 2 and tokens.text[tokens.ends[i - 1] : s] in (". ", ".")
            if prev in _NOT_BEFORE or counter or ordinal or (phrase == "ph" and nxt == "d"):  # "Year 1", "2. Jahr"
                skip_until = i + n - 1
                continue
            out.append((start + s, str(period)))
            skip_until = i + n - 1
            continue
        before = tokens.text[max(0, s - 2) : s]
        if w in _SLASH_ONLY and "/" in before:
            out.append((start + s, _SLASH_ONLY[w]))
            continue
        glued = _GLUED_TAIL.fullmatch(w) if w[0].isdigit() else None
        if glued and glued.group(1) in _GLUED and not (glued.group(1) == "pm" and int(w[: -2]) <= 12):
            out.append((start + s, _GLUED[glued.group(1)]))
            continue
        glued_word = _glued_period(tokens, i)
        if glued_word:
            out.append((start + s, glued_word))
            continue
        if len(w) > 7 and not (i and words[i - 1].isdigit() and tokens.text[tokens.ends[i - 1] : s] in (". ", ".")):
            for stem, period in _COMPOUNDS:  # "Jahresgehalt", "Monatsgehalt" (not "13. Monatsgehalt")
                if stem in w:
                    out.append((start + s, period))
                    break
    return out


_GLUED_WORDS = ("plus", "and", "with", "bonus", "benefits", "depending", "dependent", "doe")
_CAMEL = re.compile(r"[a-zà-ÿ]([A-ZÀ-Þ])")


def _glued_period(tokens: Tokens, i: int) -> str | None:
    """A period word glued to the next word by scraping ("per hourplus vacation", "/ bulanBonus")."""
    w = tokens.words[i]
    if len(w) < 6:
        return None
    raw = tokens.text[tokens.starts[i] : tokens.ends[i]]
    camel = _CAMEL.search(raw)
    head = w[: camel.start(1)] if camel else next((w[: -len(x)] for x in _GLUED_WORDS if w.endswith(x)), "")
    hit = _PERIOD_TABLE.table.get((head,)) if head else None
    return str(hit) if hit else None


def find_period(text: str, start: int = 0, end: int | None = None) -> str | None:
    """First pay period written in ``text[start:end]`` (hour/day/week/month/year), or None."""
    found = _periods(text, start, end)
    return (found[0][1] or None) if found else None


_AFTER_WINDOW = 45  # a period belongs to an amount when written this close after it ("$20/hr", "€3.500 bruto per maand")
_BEFORE_WINDOW = 60  # ... or this close before it ("Monthly salary: 45,000 SEK", "Annuel de 30000 Euros")


def _period_near(text: str, start: int, end: int) -> str | None:
    """The period of the amount at ``text[start:end]``: the first written in or right after it
    ("₹12 LPA", "€15/h"), else the last right before it; None for a non-calendar unit."""
    after = _periods(text, start, min(len(text), end + _AFTER_WINDOW))
    if after:
        return after[0][1] or None
    before = _periods(text, max(0, start - _BEFORE_WINDOW), start)
    return (before[-1][1] or None) if before else None


def _num(value: float | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 3)  # pay rates may have 3 decimals


def _bare_dollar(m: Money) -> bool:
    """A "$" written alone: its market comes from the other end of the range ("AUD $110k - $130k")."""
    return m.currency_written.strip() == "$"


def _group(amounts: list[Money], text: str) -> list[tuple[Money, Money | None]]:
    """Pair consecutive amounts joined by a range connector into (low, high) groups."""
    groups: list[tuple[Money, Money | None]] = []
    i = 0
    while i < len(amounts):
        a = amounts[i]
        if i + 2 < len(amounts) and a.currency is None and amounts[i + 1].currency and amounts[i + 2].currency and (
            _RANGE_GAP.fullmatch(text, amounts[i + 1].end, amounts[i + 2].start)
        ):
            groups.append((a, None))  # "04-$38,121-$49,563": a grade number, then the range
            i += 1
            continue
        if i + 1 < len(amounts):
            b = amounts[i + 1]
            gap = _RANGE_GAP.fullmatch(text, a.end, b.start) or (
                a.currency and b.currency and (_BLANK_GAP.fullmatch(text, a.end, b.start)
                                               or _SUFFIX_GAP.fullmatch(text, a.end, b.start)))
            compatible = (a.currency is None or b.currency is None or a.currency == b.currency
                          or _bare_dollar(a) or _bare_dollar(b))
            if gap and compatible and not a.subunit and not b.subunit:
                groups.append((a, b))
                i += 2
                continue
        groups.append((a, None))
        i += 1
    return groups


def _open_bound(text: str, start: int, end: int) -> str | None:
    """'max' for "up to 80k", 'min' for "ab 4.500 EUR"/"45k+"/"a minimum of DKK 300,174", else None."""
    words = Tokens(text[max(0, start - 60) : start]).words[-6:]
    for k in range(len(words) - 1, -1, -1):  # the phrase nearest the amount wins
        for n in (3, 2, 1):
            phrase = tuple(words[k : k + n])
            between = words[k + n :]
            if len(phrase) < n or len(between) > 3 or any(w[0].isdigit() for w in between):
                continue  # "minimum 36 hours per week, €15.41 per hour": the bound belongs to the hours
            if phrase in _OPEN_MAX.table:
                return "max"
            if phrase in _OPEN_MIN.table:
                return "min"
    if text[end : end + 1] == "+" or _PLUS_AFTER.match(text, end):
        return "min"  # "45k+", "$37 + per hour" (not "+ bonus": an add-on)
    after = Tokens(text[end : end + 20]).words[:2]
    if after and (after[0] in _OPEN_MIN_AFTER or " ".join(after) in _OPEN_MIN_AFTER) and after[0] != "plus":
        return "min"
    return None


_PLUS_AFTER = re.compile(r"\s{1,2}\+\s{0,2}(?:$|[).,;!]|per\b|p/|/|an?\s|hourly|an\s|a\s)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _dollar_codes() -> frozenset[str]:
    """ISO codes written with a "$" (CLDR symbols plus the markets whose "$" is local)."""
    from babel.numbers import get_currency_symbol, list_currencies

    from normalize.attributes.currencies import DOLLAR_MARKETS

    return frozenset({c for c in list_currencies() if "$" in get_currency_symbol(c, "en")}
                     | set(DOLLAR_MARKETS.values()))


_CODE_WORD = re.compile(r"(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])")


def _explicit_code(text: str, written: str) -> str | None:
    """An ISO code written anywhere in the string that names the family of a shared symbol:
    "$45,000 - $55,000 MXN" -> MXN (an explicit code beats a symbol)."""
    if "$" not in written:
        return None
    codes = _dollar_codes()
    found = {m.group(1) for m in _CODE_WORD.finditer(text) if m.group(1) in codes}
    return found.pop() if len(found) == 1 else None


def _flags(text: str) -> dict[str, Any]:
    """``negotiable`` / ``variable`` (True or None) and ``basis`` (gross/net/None) stated in ``text``."""
    words = Tokens(text).words
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
    if b is not None and b.currency and (a.currency is None or _bare_dollar(a)) and not _bare_dollar(b):
        currency = b.currency
    if currency and (_bare_dollar(a) or (b is not None and _bare_dollar(b))):
        currency = _explicit_code(text, "$") or currency
    if currency is None and (country or "").upper():
        # "8-10 lakhs" in India, "5 - 7 juta" in Indonesia: the counting word plus the market give the currency
        mult = b.multiplier if b is not None and b.multiplied else a.multiplier
        currency = _UNIT_MARKETS.get(mult, {}).get(country.upper()) if _LAKH_WORDS.search(text) else None  # type: ignore[union-attr]
    if b is not None:
        # "50-60k", "8-10 lakhs", "5 - 7 juta": the multiplier written once applies to both ends
        if b.multiplied and not a.multiplied and hi / 10 <= lo * b.multiplier <= hi:
            lo *= b.multiplier
        if lo > hi:
            lo, hi = hi, lo
        mn, mx = lo, hi
    else:
        bound = _open_bound(text, a.start, a.end)
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


def _amounts(text: str, country: str | None, limit: int) -> list[Money]:
    """Amounts that can be pay: no subunits ("34 cents"), percentages ("+ 15% shift premium") or
    pay-scale labels ("Band 6", "EL1")."""
    out = []
    for m in find_money(text, country, None, cents=False, limit=limit, spelled=False):
        if m.subunit or m.value <= 0 or text[m.end : m.end + 2].lstrip().startswith("%"):
            continue
        if m.currency is None and _PLACEHOLDER.fullmatch(text, 0, m.start):
            continue  # "-1", "Salary: -1": a board's placeholder for no value
        if m.currency is None and _SCALE_LABEL.search(text, max(0, m.start - 20), m.start):
            continue
        if m.currency is None and (m.value < 31 and _COUNT_AFTER.match(text, m.end) or _PLAN_NAME.match(text, m.start)):
            continue
        out.append(m)
    return out


_PLACEHOLDER = re.compile(r"(?:[^\W\d]{1,20}\s{0,2}:)?\s{0,2}-")
# A small bare number that counts salaries or is an ordinal is no amount ("13. Monatsgehalt", "13,5
# Monatsgehälter", "13th month", "13ème mois"); nor is a US retirement plan name ("401k", "403(b)").
_COUNT_AFTER = re.compile(
    r"(?:\.?\s{0,2}(?:monatsgeh|gehalt|gehälter|salaires|salaries|sueldos|pagas|mois de salaire|months?'?\s{1,2}salary)"
    r"|(?:st|nd|rd|th|ème|eme|e|er|º|ª)\s{1,2}(?:month|mois|mes|monat|salary|salaire))",
    re.IGNORECASE,
)
_PLAN_NAME = re.compile(r"40[13]\s?(?:\(?[kb]\)?)(?![\w])", re.IGNORECASE)


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


def parse_salary(
    text: str | None,
    country: str | None = None,
    period: str | None = None,
    *,
    working_time: WorkingTime | None = None,
) -> dict[str, Any] | None:
    """Parse a salary string; None when it holds no amount.

    ``country`` (ISO 3166-1 alpha-2 market hint) resolves a bare ``$``/"dollar" and a counting word
    ("8-10 lakhs" in IN -> INR). ``period`` (hour/day/week/month/year) is a hint used only when the
    string states none (a board column known to be annual). Keys: ``min``, ``max`` (numbers as written,
    "53K" -> 53000; an open bound is None), ``currency`` (ISO 4217 or None), ``period``,
    ``annual_min``/``annual_max`` (under ``working_time``; None without a period), ``negotiable``
    (True/None), ``basis`` ("gross"/"net"/None), ``variable`` (True when commission/OTE/bonus is stated).
    Structured board values (a JSON salary object, "min: ..; max: .." records) are read by their keys.
    """
    if not text or not isinstance(text, str):
        return None
    hint = period if period in PERIODS else None
    wt = working_time or DEFAULT_WORKING_TIME
    record = _structured(text[:MAX_SALARY_CHARS])
    parsed = _parse_record(record, country, hint, wt) if record is not None else None
    if parsed is not None or (record is not None and _has_bounds(record)):
        return parsed  # a salary record, even an empty one ("min: not given; max: not given")
    text, _ = strip_markup(text[:MAX_SALARY_CHARS])
    amounts = _amounts(text, country, 20)
    if not amounts:
        return None
    best = _best(_group(amounts, text))
    end = best[1].end if best[1] else best[0].end
    return _build(text, best, _period_near(text, best[0].start, end) or hint, wt, country)


def _best(groups: list[tuple[Money, Money | None]]) -> tuple[Money, Money | None]:
    """The group that is the salary: the first with a currency (else the first); a later range that starts
    at that single amount wins over it ("Starting Salary $7642; Full Range $7642 - $10460")."""
    best = next((g for g in groups if g[0].currency or (g[1] and g[1].currency)), groups[0])
    if best[1] is None:
        wider = next((g for g in groups if g[1] is not None and g[0].value == best[0].value), None)
        best = wider or best
    return best


def find_salary(
    text: str, country: str | None = None, *, working_time: WorkingTime | None = None
) -> tuple[dict[str, Any], tuple[int, int]] | None:
    """The salary in a longer text (an amount with a currency, or an amount near a salary word):
    ``(parse_salary-style dict, (start, end))`` or None."""
    if not text:
        return None
    text, index = strip_markup(text)
    amounts = _amounts(text, country, 200)
    if not amounts:
        return None
    chosen = None
    for g in _group(amounts, text):
        a, b = g
        has_currency = a.currency or (b is not None and b.currency)
        if not has_currency:
            before = Tokens(text[max(0, a.start - 40) : a.start]).words
            if not any(w in _SALARY_WORDS for w in before) or a.value < 5 or 1900 <= a.value <= 2100:
                continue
        chosen = g
        break
    if chosen is None:
        return None
    a, b = chosen
    end = b.end if b else a.end
    period = find_period(text, end, min(len(text), end + 30)) or find_period(text, max(0, a.start - 80), a.start)
    # flags from the clause around the amount only: a long text mentions bonuses elsewhere
    clause_start = max(text.rfind("\n", 0, a.start) + 1, a.start - 80)
    clause_end = text.find("\n", end)
    clause_end = min(end + 80, len(text) if clause_end < 0 else clause_end)
    found = _build(text[clause_start:clause_end], _shift(chosen, -clause_start), period,
                   working_time or DEFAULT_WORKING_TIME, country)
    return found, (index[a.start], index[end - 1] + 1)


def _shift(group: tuple[Money, Money | None], delta: int) -> tuple[Money, Money | None]:
    """The group with offsets moved by ``delta`` (to read it inside a slice of the text)."""
    from dataclasses import replace

    a, b = group
    return (replace(a, start=a.start + delta, end=a.end + delta),
            replace(b, start=b.start + delta, end=b.end + delta) if b else None)


def annualize(value: float | None, period: str | None, working_time: WorkingTime | None = None) -> float | None:
    """``value`` per ``period`` as a yearly amount under ``working_time`` (default convention)."""
    if value is None or period not in PERIODS:
        return None
    return value * (working_time or DEFAULT_WORKING_TIME).factor(period)


__all__ = ["WorkingTime", "DEFAULT_WORKING_TIME", "parse_salary", "find_salary", "find_period", "annualize",
           "strip_markup", "fold"]
