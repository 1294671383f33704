"""Salary strings -> {min, max, currency, period, annual_min, annual_max}.

Amounts and currencies come from :mod:`normalize.attributes.money` (babel/CLDR names and separators);
this module pairs them into ranges ("45.000 - 55.000 €", "$53K-$91K", "50-60k"), reads open bounds
("up to 80k", "ab 4.500 EUR"), the pay period in five languages, and annualizes under a working-time
convention (:class:`WorkingTime`, configurable).

Working-time convention (default): 40 hours a week, 5 days a week, 52 weeks and 12 months a year, so
hour x 2080, day x 260, week x 52, month x 12. A salary without a written period keeps ``period=None``
and ``annual_*=None``: the parser does not guess a period from the amount.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
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
    "hour": "hour hours hourly hr hrs ph jam sejam stundenbasis horaires stunde stunden std stundlich stundenlohn stundensatz heure heures "
            "horaire hora horas uur uurloon uurtarief per_hour an_hour a_hour per_uur por_hora la_hora "
            "de_l_heure pro_stunde par_heure",
    "day": "day daily hari sehari harian tag taglich tagessatz jour journalier dia diario dag dagelijks per_day a_day "
           "pro_tag par_jour por_dia al_dia per_dag dagtarief",
    "week": "week weekly wk minggu seminggu mingguan woche wochentlich semaine hebdomadaire semana semanal wekelijks per_week "
            "a_week pro_woche par_semaine por_semana",
    "month": "month monthly mo pcm mensuales mensuels mensuelles monat monatlich mtl monatsgehalt mois mensuel mensuelle mes mensual "
             "maand maandelijks maandsalaris maandloon per_month a_month pro_monat im_monat par_mois "
             "al_mes por_mes per_maand bulan sebulan bulanan",
    "year": "year yearly annual annually annum pa p_a anuales annuels annuelles jahrlichen yr jahr jahrlich jahresgehalt bruttojahresgehalt "
            "annee annuel annuelle ano anual jaar jaarlijks jaarsalaris jaarloon per_annum per_year "
            "a_year pro_jahr im_jahr par_an par_annee al_ano por_ano per_jaar brutto_p_a lpa tahun setahun "
            "tahunan",
}
# Abbreviations that are periods only after "/" ("€15/h", "4.500 €/an", "/j", "/m").
_SLASH_ONLY = {"h": "hour", "j": "day", "d": "day", "t": "day", "w": "week", "m": "month", "a": "year",
               "an": "year", "y": "year", "jr": "year", "mnd": "month"}
_COMPOUNDS = (("jahres", "year"), ("monats", "month"), ("stunden", "hour"), ("jaar", "year"),
              ("maand", "month"), ("wochen", "week"))

_PERIOD_TABLE = PhraseTable(
    (phrase.replace("_", " "), period) for period, words in _PERIOD_WORDS.items() for phrase in words.split()
)
_OPEN_MAX = PhraseTable((p, "max") for p in (
    "up to", "upto", "bis zu", "bis", "max", "maximum", "maximal", "maximaal", "jusqu a", "jusqu",
    "hasta", "tot", "tot max", "no more than", "höchstens", "hochstens"))
_OPEN_MIN = PhraseTable((p, "min") for p in (
    "from", "ab", "starting at", "starts at", "starting from", "min", "minimum", "mindestens",
    "a partir de", "a partir", "desde", "vanaf", "minimaal", "at least", "more than",
    "plus de", "mehr als", "mas de", "meer dan", "ab mindestens", "minimo", "minimale"))
_RANGE_GAP = re.compile(
    r"\s{0,3}(?:-{1,2}|–|—|~|to|bis|à|a|tot|hasta|and|und|et|y|en|till|until|au)\s{0,3}", re.IGNORECASE
)
_SALARY_WORDS = {
    "salary", "salaries", "pay", "compensation", "wage", "wages", "remuneration", "gehalt", "jahresgehalt",
    "vergutung", "lohn", "entgelt", "salaire", "retribution", "salario", "sueldo",
    "retribucion", "salaris", "loon", "beloning", "ote", "rate", "tarif", "bezahlung", "verdienst", "gaji", "upah",
    "ctc",
}


def find_period(text: str, start: int = 0, end: int | None = None) -> str | None:
    """First pay period written in ``text[start:end]`` (hour/day/week/month/year), or None."""
    end = len(text) if end is None else end
    tokens = Tokens(text[start:end])
    words = tokens.words
    for i, w in enumerate(words):
        hit = _PERIOD_TABLE.match_at(words, i) if w in _PERIOD_TABLE.first else None
        if hit is not None:
            return str(hit[1])
        s = tokens.starts[i]
        before = tokens.text[max(0, s - 2) : s]
        if w in _SLASH_ONLY and "/" in before:
            return _SLASH_ONLY[w]
        if len(w) > 7:
            for stem, period in _COMPOUNDS:
                if stem in w:
                    return period
    return None


def _num(value: float | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 2)


def _bare_dollar(m: Money) -> bool:
    """A "$" written alone: its market comes from the other end of the range ("AUD $110k - $130k")."""
    return m.currency_written.strip() == "$"


def _group(amounts: list[Money], text: str) -> list[tuple[Money, Money | None]]:
    """Pair consecutive amounts joined by a range connector into (low, high) groups."""
    groups: list[tuple[Money, Money | None]] = []
    i = 0
    while i < len(amounts):
        a = amounts[i]
        if i + 1 < len(amounts):
            b = amounts[i + 1]
            gap = _RANGE_GAP.fullmatch(text, a.end, b.start)
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
    if text[end : end + 1] == "+":
        return "min"
    words = Tokens(text[max(0, start - 60) : start]).words[-6:]
    for k in range(len(words)):
        for n in (3, 2, 1):
            phrase = tuple(words[k : k + n])
            if len(phrase) < n:
                continue
            if phrase in _OPEN_MAX.table:
                return "max"
            if phrase in _OPEN_MIN.table:
                return "min"
    return None


def _build(
    text: str,
    group: tuple[Money, Money | None],
    period: str | None,
    working_time: WorkingTime,
) -> dict[str, Any]:
    a, b = group
    lo, hi = a.value, (b.value if b else a.value)
    currency = a.currency or (b.currency if b else None)
    if b is not None and b.currency and (a.currency is None or _bare_dollar(a)) and not _bare_dollar(b):
        currency = b.currency
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
    }


def parse_salary(
    text: str | None, country: str | None = None, *, working_time: WorkingTime | None = None
) -> dict[str, Any] | None:
    """Parse a salary string; None when it holds no amount.

    ``country`` (ISO 3166-1 alpha-2 market hint) resolves a bare ``$``/"dollar". Keys: ``min``, ``max``
    (numbers as written, "53K" -> 53000; an open bound is None), ``currency`` (ISO 4217 or None),
    ``period`` (hour/day/week/month/year or None), ``annual_min``/``annual_max`` (under
    ``working_time``; None without a period).
    """
    if not text or not isinstance(text, str):
        return None
    text = text[:MAX_SALARY_CHARS]
    amounts = [m for m in find_money(text, country, None, cents=False, limit=20, spelled=False) if not m.subunit]
    if not amounts:
        return None
    groups = _group(amounts, text)
    best = next((g for g in groups if g[0].currency or (g[1] and g[1].currency)), groups[0])
    period = find_period(text)
    return _build(text, best, period, working_time or DEFAULT_WORKING_TIME)


def find_salary(
    text: str, country: str | None = None, *, working_time: WorkingTime | None = None
) -> tuple[dict[str, Any], tuple[int, int]] | None:
    """The salary in a longer text (an amount with a currency, or an amount near a salary word):
    ``(parse_salary-style dict, (start, end))`` or None."""
    if not text:
        return None
    amounts = [m for m in find_money(text, country, None, cents=False, limit=200, spelled=False) if not m.subunit]
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
    return _build(text, chosen, period, working_time or DEFAULT_WORKING_TIME), (a.start, end)


def annualize(value: float | None, period: str | None, working_time: WorkingTime | None = None) -> float | None:
    """``value`` per ``period`` as a yearly amount under ``working_time`` (default convention)."""
    if value is None or period not in PERIODS:
        return None
    return value * (working_time or DEFAULT_WORKING_TIME).factor(period)


__all__ = ["WorkingTime", "DEFAULT_WORKING_TIME", "parse_salary", "find_salary", "find_period", "annualize", "fold"]
