"""Pay periods written beside an amount (hour/day/week/month/year, five languages plus Malay/Indonesian
and Russian; "/h", "p.a.", "pcm", "brutto/Monat") and how a period converts to a year
(:class:`WorkingTime`: 40 hours a week, 5 days a week, 52 weeks and 12 months a year by default)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from normalize.attributes.text import PhraseTable, Tokens

PERIODS = ("hour", "day", "week", "month", "year")


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
    "month": "month monthly mo mth mths pcm p_c_m месяц мес monatliche monatlicher monatliches monatlichen mensuales mensuels mensuelles mensal mensais monat monatlich mtl monatsgehalt mois mensuel "
             "mensuelle mes mensual maand maandelijks maandsalaris maandloon per_month a_month pro_monat im_monat par_mois "
             "al_mes por_mes per_maand bulan sebulan bulanan p_m pm maned manad manadslon mensile mensili al_mese",
    "year": "year yearly annual annually annum pa p_a год jahrliche jahrlicher jahrliches anuales annuels annuelles jahrlichen yr jahr jahrlich jahresgehalt bruttojahresgehalt "
            "annee annuel annuelle ano anual jaar jaarlijks jaarsalaris jaarloon per_annum per_year "
            "a_year pro_jahr im_jahr par_an par_annee al_ano por_ano per_jaar brutto_p_a lpa tahun setahun "
            "tahunan annua annuo annui annuale ral",  # (Italian: "Retribuzione annua lorda", its acronym "RAL")
}
# Abbreviations that are periods only after "/" ("€15/h", "4.500 €/an", "/j", "/m").
_SLASH_ONLY = {"h": "hour", "j": "day", "d": "day", "t": "day", "w": "week", "m": "month", "a": "year",
               "an": "year", "y": "year", "jr": "year", "mnd": "month", "man": "month", "ar": "year", "tim": "hour"}
_WORD_BEFORE_SLASH = re.compile(r"(?<!\w)([^\W\d_]+)/$")  # letters alone before the slash, not "60k/"
_CURRENCY_WORDS = {"eur", "euro", "euros", "usd", "dollar", "dollars", "chf", "franken"}


_SAMPAI_DENGAN = re.compile(r"(?i)(?<!\w)s/$")  # Indonesian "s/d" ("sampai dengan", up to) joins a range: no day (pay57)


def _gender_slash(text: str, at: int, abbreviation: str) -> bool:
    """Whether the one-letter word at ``at`` after a slash is a gender marker, not a period: a chain of single letters
    ("Kassierer (m/w/d)", "(h/f)") or a Spanish/Portuguese ending after a noun ("Jefe/a de Local", "Vendedor/a")."""
    m = _WORD_BEFORE_SLASH.search(text, max(0, at - 20), at)
    if not m:
        return False
    word = m.group(1)
    if len(word) == 1:  # a chain opened by a bracket or another slash: "(h/f)", "m/w/d"; not "36.000€ B/A" (bruto anual)
        return text[m.start() - 1 : m.start()] in ("(", "/")
    return abbreviation == "a" and not word.isupper() and word.lower() not in _CURRENCY_WORDS


# Period abbreviations glued to the amount ("£14.50ph", "£500pw", "45kpa"): read from a token's letter tail.
_GLUED = {"ph": "hour", "phr": "hour", "hr": "hour", "hrs": "hour", "pw": "week", "pcm": "month", "pm": "month",
          "pa": "year", "kpa": "year"}
_GLUED_TAIL = re.compile(r"\d+([a-z]{2,3})")
_COMPOUNDS = (("jahres", "year"), ("monats", "month"), ("stunden", "hour"), ("jaar", "year"),
              ("maand", "month"), ("wochen", "week"))
# Period words that are also clock times ("9 a.m. - 5 p.m."): read only after an amount above 12.
_CLOCK = {"pm", "p_m"}

# Irish "in aghaidh na huaire" (per hour) ... "in aghaidh na bliana" (per year), folded: the Irish text of a bilingual public
# posting (pay75: the Irish half of two unlabelled dev postings states its rate this way)
_IRISH_PERIODS = {"hour": "in_aghaidh_na_huaire", "day": "in_aghaidh_an_lae", "week": "in_aghaidh_na_seachtaine",
                  "month": "in_aghaidh_na_miosa", "year": "in_aghaidh_na_bliana"}
_PERIOD_TABLE = PhraseTable(
    [(phrase.replace("_", " "), period) for period, words in _PERIOD_WORDS.items() for phrase in words.split()]
    + [(phrase.replace("_", " "), period) for period, phrase in _IRISH_PERIODS.items()]
)


# Time units that make a duration after a bare number ("40 hours", "12-hour shift", "sur 12 mois").
_DURATION_UNITS = frozenset(
    ["hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "wk", "month", "months", "mth", "mths", "mois", "year", "years", "jam", "hari", "minggu", "bulan", "tahun", "stunde", "stunden", "std", "tag", "tage", "woche", "wochen", "monat", "monate", "jahr", "jahre", "heure", "heures", "jour", "jours", "semaine", "semaines", "an", "ans", "hora", "horas", "dia", "dias", "semana", "semanas", "mes", "meses", "ano", "anos", "uur", "dag", "dagen", "weken", "maand", "maanden", "jaar"])


# Words between a duration and the period it spans ("per week", "a 36 hour working week").
_WORKING_WORDS = {"per", "a", "an", "pro", "par", "por", "each", "every", "working", "work", "de", "la", "le",
                  "in", "the", "der", "die", "im", "op", "van"}
# "dependent on hours", "flexible hours", "part-time hours": hours of work, not a rate per hour
_CONDITION_BEFORE = {"on", "of", "flexible", "flexi", "contracted", "your", "working", "opening", "office",
                     "time", "part", "full", "sociable", "unsociable", "varied", "variable", "core"}
_HOURS_PLURAL = frozenset(("hours", "heures", "horas", "stunden", "uren"))  # (not "hrs": "$20 hrs" is a rate)
_HOURS_COUNT = re.compile(r"\d{1,2}(?:h|hr|hrs|std)")  # "40h", "5h" (of "38,5h"): hours glued to their count
_ORDINAL = re.compile(r"\d{1,2}(?:e|de|ste|th|st|nd|rd|eme|ème|er|º|ª|o|a|\.)?")


def _ordinal_count(tokens: Tokens, i: int) -> bool:
    """Token ``i`` is a period word counted by an ordinal right before it ("13e maand", "13th month",
    "14. Monatsgehalt", "13ème mois"): an extra month's pay, not how often the amount is paid."""
    if i == 0:
        return False
    prev = tokens.text[tokens.starts[i - 1] : tokens.ends[i - 1]]
    if not prev[:1].isdigit() or not _ORDINAL.fullmatch(prev.lower()):
        return False
    glue = tokens.text[tokens.ends[i - 1] : tokens.starts[i]]
    return (not prev.isdigit() and glue in (" ", "-")) or glue in (". ", ".")


_GLUED_COUNT = re.compile(r"[^\W\d_]{3,}\d{1,2}")  # "brutto36 Stunden": a count glued to the word before it


def _duration_at(tokens: Tokens, i: int, units: frozenset[str] = _DURATION_UNITS) -> bool:
    """Token ``i`` is the unit of a duration, not a pay period: a bare number (or one glued to the word
    before it by scraping: "€ 6.732,60 brutto36 Stunden"), then a space or hyphen."""
    if i == 0 or tokens.words[i] not in units:
        return False
    prev = tokens.words[i - 1]
    if not prev.isdigit() and not _GLUED_COUNT.fullmatch(prev):
        return False
    return tokens.text[tokens.ends[i - 1] : tokens.starts[i]] in (" ", "-", "\u00a0", "  ")


_DAY_UNITS = frozenset(["day", "days", "tage", "tagen", "jours", "dias", "días", "dagen", "hari"])


def _counted_before(tokens: Tokens, i: int, reach: int = 3) -> bool:
    """A count of days ("4 days", "2-3 days") ends at most ``reach`` words before token ``i``, no other number
    between: the period after it is that schedule's ("4 days on site per week"), not a pay rate's."""
    words = tokens.words
    for k in range(i - 1, max(0, i - 1 - reach), -1):
        if words[k] in _DAY_UNITS and k and words[k - 1].isdigit() and len(words[k - 1]) <= 2:
            return True
        if any(c.isdigit() for c in words[k]):
            return False
    return False


_TIMES_GLUED = re.compile(r"\d{1,2}x")  # "2x a week"
_TIMES_WORDS = frozenset(["times", "x", "fois", "veces", "vezes", "kali", "mal", "раза", "раз"])  # after a count
_TIMES_ALONE = frozenset(["twice", "thrice"])


def _times_before(words: list[str], i: int) -> bool:
    """A count of times ends right before token ``i`` ("2x", "3 times", "twice"): the period after it is how often
    something happens ("Hybrid (2x a week onsite)"), not the pay's rate."""
    prev = words[i - 1] if i else ""
    return bool(_TIMES_GLUED.fullmatch(prev)) or prev in _TIMES_ALONE or (
        prev in _TIMES_WORDS and i > 1 and words[i - 2].isdigit() and len(words[i - 2]) <= 2)


# An Austrian monthly pay's count of payments a year ("14-mal im Jahr", "(14 mal jährlich)", "(14 mal)", "14 malig",
# "14x jährlich"): the months beyond twelve are bonus months; a yearly amount paid in 14 parts has none (as "(paid across 13
# payments)"). The year after such a count is how often the monthly amount is paid, not its period.
PAID_TIMES = re.compile(r"(?i)\b(1[3-5])\s{0,2}[-–]?\s{0,2}(?:mal(?:ig)?\b|x(?=\s{0,2}(?:im\s{1,2}jahr|j[äa]hrlich|pro\s{1,2}jahr)))")


def _paid_times_before(tokens: Tokens, i: int) -> bool:
    """A count of payments (``PAID_TIMES``) ends with the word before token ``i`` ("3.963 EUR, und wird 14-mal im Jahr
    ausbezahlt", "(14 mal jährlich)"): the year at ``i`` is not the amount's period (fix1; corpus: 2 of 2 such postings)."""
    for k in range(max(0, i - 2), i):  # the count a word of its own ("14 mal") or glued to its "x" ("14x jährlich")
        m = PAID_TIMES.match(tokens.text, tokens.starts[k])
        if m is not None and m.end() == tokens.ends[i - 1]:
            return True
    return False


# Units of pay that are not calendar periods ("per mile", "per 12-hour shift", "bi-weekly"): period null.
_NON_CALENDAR = {"shift", "shifts", "mile", "miles", "visit", "visits", "session", "sessions", "call", "km", "piece",
                 "project", "case", "lesson", "class", "word", "article", "diem", "biweekly", "fortnightly",
                 "fortnight", "semimonthly", "bimonthly"}
_NON_CALENDAR_PREFIX = {"bi", "semi"}  # "bi-weekly", "semi-monthly"
_PER_WORDS = {"per", "a", "an", "each", "every", "pro", "par", "por", "bi", "semi"}
_NOT_BEFORE = {"this", "next", "last", "working", "work", "per_cent", "ph"}  # "this year", "working week"
# "23k basic plus monthly incentives": a period word before an add-on tells how often the add-on is paid
_LEAVE_NOUNS = {"leave", "holiday", "holidays", "vacation", "vacations"}  # ("annual leave": days off, not a yearly amount)
_ADDON_NOUNS = {"incentive", "incentives", "bonus", "bonuses", "commission", "commissions", "allowance",
                "allowances", "premium", "premiums", "tips", "prime", "primes", "insentif", "tunjangan",
                # how often the pay is raised or reviewed ("Php 28,000, yearly increase", "annual pay review"):
                # no period of the amount (pay52)
                "increase", "increases", "increment", "increments", "raise", "raises", "review", "reviews"}


# Spanish "jornada" is a working day after an amount ("260€/290€ jornada + IVA", "150 € por jornada"), but the working
# time itself in "jornada completa/parcial" and "de la jornada que realices" (hand list: the kinds of working time)
_JORNADA_KINDS = {"completa", "parcial", "laboral", "intensiva", "continua", "reducida", "partida", "flexible", "de",
                  "semanal", "mensual", "anual", "diaria", "total", "lectiva"}
_AMOUNT_BEFORE_JORNADA = re.compile(r"(?i)(?:\d|€|\$|\beur|\beuros?|\bpesos|\bd[óo]lares)\s{0,2}(?:/|\bpor|\bcada)?\s{0,2}$")


def _day_rate_jornada(text: str, at: int, nxt: str) -> bool:
    """The "jornada" at ``text[at:]`` is the day an amount right before it pays: after the number or its currency, bare,
    after "/" or "por"/"cada", with no kind of working time (``nxt``, the folded next word) after it."""
    return nxt not in _JORNADA_KINDS and bool(_AMOUNT_BEFORE_JORNADA.search(text, max(0, at - 12), at))


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
        if w == "jornada":
            if _day_rate_jornada(text, start + s, words[i + 1] if i + 1 < len(words) else ""):
                out.append((start + s, "day"))
            continue
        hit = _PERIOD_TABLE.match_at(words, i) if w in _PERIOD_TABLE.first else None
        if hit is not None:
            n, period = hit
            phrase = "_".join(words[i : i + n])
            if n == 1 and _duration_at(tokens, i):
                # "40 hours per week", "a 36 hour week", "38-Stunden-Woche": the frequency belongs to the
                # working time, not to the amount
                k = i + 1
                while k < len(words) and words[k] in _WORKING_WORDS:
                    k += 1
                after = _PERIOD_TABLE.match_at(words, k) if k < len(words) else None
                skip_until = k - 1 + (after[0] if after else 0)
                continue
            if (w in _PER_WORDS and n > 1 or i and tokens.text[tokens.ends[i - 1] : s] == "/") and (
                    _counted_before(tokens, i) or _times_before(words, i)):
                skip_until = i + n - 1
                continue  # "(4 days on site per week)", "3 days in the office a week", "2x a week": a schedule's frequency
            if period == "year" and _paid_times_before(tokens, i):
                skip_until = i + n - 1
                continue  # "3.963 EUR, und wird 14-mal im Jahr ausbezahlt": a monthly amount paid 14 times a year
            if period in ("week", "day") and (_HOURS_COUNT.fullmatch(prev) or prev in ("h", "hr", "hrs", "std") and i > 1
                                              and words[i - 2].isdigit()):  # ("38,5 h / Woche": the count apart from its "h")
                skip_until = i + n - 1
                continue  # "(40h/Woche)", "for a 40h week", "carga horária de 6h/dia", "8 hrs/day": the working time, not
                # how often the amount is paid
            if _ordinal_count(tokens, i):
                skip_until = i + n - 1
                continue  # "13e maand", "13th month", "13ème mois": a bonus month, not the period
            if w in ("hours", "heures", "horas", "stunden", "uren") and prev in _CONDITION_BEFORE:
                continue  # "dependent on hours", "flexible hours": working time, not a rate per hour
            if w in _HOURS_PLURAL and prev not in _PER_WORDS and "/" not in tokens.text[max(0, s - 2) : s]:
                # "**Hours:** Monday to Friday", "heures de nuits", "Annual Base Hours: 2015": hours of work, no rate (a
                # rate is per hour); it ends the search like a non-calendar unit (not "Annual" before it as the period)
                out.append((start + s, ""))
                continue
            if phrase in _CLOCK and prev.isdigit() and int(prev) <= 12:
                continue
            if phrase == "pa" and tokens.text[s : s + 2].lower() == "på":
                continue  # "en fast lön på 35 000", "ligger på": the Scandinavian "on, at" folds to "pa", no per annum
            if _irish_pay_noun(words, i):
                continue
            if phrase == "hr" and tokens.text[s : s + 2] == "HR" and prev not in _PER_WORDS and not prev[-1:].isdigit() and (
                    "/" not in tokens.text[max(0, s - 2) : s]):
                continue  # "HR Generalist", "the human resources (HR) team": no rate per hour
            if _non_calendar_prefix_before(tokens, i):
                out.append((start + s, ""))
                continue
            nxt = words[i + n] if i + n < len(words) else ""
            glue_after = tokens.text[tokens.ends[i + n - 1] : tokens.starts[i + n]] if i + n < len(words) else ""
            # "Year 1", "Jahr 2": a counter; not "maandsalaris, 32% ploegentoeslag" (a list goes on after a comma)
            counter = (n == 1 and nxt.isdigit() and len(nxt) <= 2 and prev not in _PER_WORDS and "," not in glue_after
                       and "/" not in tokens.text[max(0, s - 2) : s]
                       and not re.match(r"[.,]\d", tokens.text[tokens.ends[i + 1] : tokens.ends[i + 1] + 2]))
            ordinal = prev.isdigit() and len(prev) <= 2 and tokens.text[tokens.ends[i - 1] : s] in (". ", ".")
            nxt2 = words[i + n + 1] if i + n + 1 < len(words) else ""
            addon = (n == 1 and nxt and prev not in _PER_WORDS and tokens.text[tokens.ends[i] : tokens.starts[i + 1]] == " "
                     and (nxt in _ADDON_NOUNS or nxt2 in _ADDON_NOUNS and nxt.isalpha()
                          and tokens.text[tokens.ends[i + 1] : tokens.starts[i + 2]] == " "))
            # "monthly incentives", "Annual Performance Bonus": how often the add-on is paid; "21 Days Annual leave": a
            # leave entitlement, no period of an amount before it (pay44)
            addon = addon or (n == 1 and nxt in _LEAVE_NOUNS and prev not in _PER_WORDS
                              and tokens.text[tokens.ends[i] : tokens.starts[i + 1]] == " ")
            shift = nxt in ("shift", "shifts") and prev not in _PER_WORDS and glue_after == " "  # "Day Shift": a name
            shift = shift or (glue_after == "-" and nxt.isalpha() and nxt not in ("rate", "rates")  # "month-end", not
                              and prev not in _PER_WORDS)  # "day-rate"
            if prev in _NOT_BEFORE or counter or ordinal or (phrase == "ph" and nxt == "d") or addon or shift:  # "Year 1"
                skip_until = i + n - 1
                continue
            out.append((start + s, str(period)))
            skip_until = i + n - 1
            continue
        before = tokens.text[max(0, s - 2) : s]
        if w in _SLASH_ONLY and ("/" in before or w == "h" and text[start + s - 1 : start + s] in ("€", "$", "£")) and (
                not _gender_slash(text, start + s, w)) and not _SAMPAI_DENGAN.search(text, max(0, start + s - 3), start + s):
            # "€15/h", "12€h"
            out.append((start + s, _SLASH_ONLY[w]))
            continue
        glued = _GLUED_TAIL.fullmatch(w) if w[0].isdigit() else None
        clock = glued and glued.group(1) == "pm" and (int(w[:-2]) <= 12 or (
            i and words[i - 1].isdigit() and tokens.text[tokens.ends[i - 1] : s] in (".", ":")))  # "5.30pm": minutes
        if glued and glued.group(1) in _GLUED and not clock:
            out.append((start + s, _GLUED[glued.group(1)]))
            continue
        glued_word = _glued_period(tokens, i)
        if glued_word:
            if _glued_head(tokens, i) in _DURATION_UNITS and _duration_at(tokens, i, frozenset([w])):
                continue  # "brutto36 StundenUnbefristet": a count of hours glued to the next word, no rate
            out.append((start + s, glued_word))
            continue
        if len(w) > 7 and not (i and words[i - 1].isdigit() and tokens.text[tokens.ends[i - 1] : s] in (". ", ".")) and (
                not w.endswith(("stunden", "stunde", "arbeitszeit"))):  # "Wochenstunden", "Überstunden", "Wochenarbeitszeit":
            # counts of hours or the working time, no rate
            for stem, period in _COMPOUNDS:  # "Jahresgehalt", "Monatsgehalt" (not "13. Monatsgehalt", "Jahresprämie")
                if stem in w and not any(x in w for x in _ADDON_STEMS):
                    out.append((start + s, period))
                    break
    return out


def _irish_pay_noun(words: list[str], i: int) -> bool:
    """Whether the folded word ``words[i]`` is the Irish noun "pá" (pay) of "ráta pá" (pay rate), not "pa" (per annum):
    "Is é €16.40 an ráta pá ... in aghaidh na huaire" is an hourly rate."""
    return words[i] == "pa" and i > 0 and words[i - 1] == "rata"


def _non_calendar_prefix_before(tokens: Tokens, i: int) -> bool:
    """Whether "bi"/"semi" right before the period word at ``i`` makes it a non-calendar unit: glued, hyphenated or
    written apart ("bi-weekly", "semimonthly" as two tokens, "$2,310.50 (Semi Monthly)"): twice a month is no month and
    every two weeks no week (RUNNING_TEXT_RULES: "bi-weekly salary" has no calendar period)."""
    if not i or tokens.words[i - 1] not in _NON_CALENDAR_PREFIX:
        return False
    return tokens.text[tokens.ends[i - 1] : tokens.starts[i]] in ("-", "", " ")


_ADDON_STEMS = ("pramie", "bonus", "urlaub", "sonderzahlung", "gratifikation")  # a bonus's compound (words are folded)
_GLUED_WORDS = ("plus", "and", "with", "bonus", "benefits", "depending", "dependent", "doe")
_CAMEL = re.compile(r"[a-zà-ÿ]([A-ZÀ-Þ])")


def _glued_head(tokens: Tokens, i: int) -> str:
    """The first word of a token that scraping glued to the next ("hourplus" -> "hour", "StundenUnbefristet")."""
    w = tokens.words[i]
    if len(w) < 6:
        return ""
    raw = tokens.text[tokens.starts[i] : tokens.ends[i]]
    camel = _CAMEL.search(raw)
    return w[: camel.start(1)] if camel else next((w[: -len(x)] for x in _GLUED_WORDS if w.endswith(x)), "")


def _glued_period(tokens: Tokens, i: int) -> str | None:
    """A period word glued to the next word by scraping ("per hourplus vacation", "/ bulanBonus")."""
    head = _glued_head(tokens, i)
    hit = _PERIOD_TABLE.table.get((head,)) if head else None
    return str(hit) if hit else None


def find_period(text: str, start: int = 0, end: int | None = None) -> str | None:
    """First pay period written in ``text[start:end]`` (hour/day/week/month/year), or None."""
    found = _periods(text, start, end)
    return (found[0][1] or None) if found else None


_AFTER_WINDOW = 45  # a period belongs to an amount when written this close after it ("$20/hr", "€3.500 bruto per maand")
_BEFORE_WINDOW = 60  # ... or this close before it ("Monthly salary: 45,000 SEK", "Annuel de 30000 Euros")


def period_near(text: str, start: int, end: int) -> str | None:
    """The period of the amount at ``text[start:end]``: the first written in or right after it
    ("₹12 LPA", "€15/h"), else the last right before it; None for a non-calendar unit."""
    stop, lo = min(len(text), end + _AFTER_WINDOW), max(0, start - _BEFORE_WINDOW)
    # the window after ends at a word bound, leaving out a word it cuts: "a pa[ssion]" is no "pa" (per annum); (the
    # window before keeps a cut word's end: "[Bruttojahres]gehalt ... mind. € 45.600" is yearly)
    while end < stop < len(text) and text[stop].isalnum() and text[stop - 1].isalnum():
        stop -= 1
    after = _periods(text, start, stop)
    if after:
        return after[0][1] or None
    before = _periods(text, lo, start)
    return (before[-1][1] or None) if before else None


def annualize(value: float | None, period: str | None, working_time: WorkingTime | None = None) -> float | None:
    """``value`` per ``period`` as a yearly amount under ``working_time`` (default convention)."""
    if value is None or period not in PERIODS:
        return None
    return value * (working_time or DEFAULT_WORKING_TIME).factor(period)
