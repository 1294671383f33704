"""Amounts of a salary string paired into ranges ("45.000 - 55.000 €", "$53K-$91K", "50-60k", "€82,505
gross rising to €83,330"), and open bounds ("up to 80k", "ab 4.500 EUR", "45k+"). Amounts come from
:func:`normalize.attributes.money.find_money`; numbers that are not pay (pay-scale labels, ordinals,
placeholders, plan names) are left out."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from normalize.attributes.dates import month_words
from normalize.attributes.money import Money, find_money
from normalize.attributes.pay_periods import find_period, period_near
from normalize.attributes.text import PhraseTable, fold, words_of

_OPEN_MAX = PhraseTable((p, "max") for p in (
    "up to", "upto", "bis zu", "bis", "max", "maximum", "maximal", "maximaal", "jusqu a", "jusqu",
    "hasta", "tot", "tot max", "no more than", "höchstens", "hochstens", "до", "hingga", "sampai", "sampai dengan", "ate"))
_OPEN_MIN = PhraseTable((p, "min") for p in (
    "from", "ab", "starting at", "starts at", "starting from", "min", "minimum", "mindestens", "mind",
    "a partir de", "a partir", "desde", "vanaf", "minimaal", "at least", "more than", "over",
    "plus de", "mehr als", "über", "uber", "mas de", "meer dan", "ab mindestens", "minimo", "minimale", "in excess of", "от", "від",
    "no less than", "not less than",
    "mulai dari", "dimulai dari", "mindestgehalt", "mindestlohn", "mindestentgelt", "minimum salary",
    "minimum wage", "salaire minimum",
    # "Starting 40k (depending on experience)", "starting: €36,605": a bare "starting" right before the amount is
    # "starting at", min only (RUNNING_TEXT_RULES gold60). With a pay word between ("Starting salary of ...") see
    # _STARTING_PAY (pay43: min only too, the salary gold's exact readings corrected); "Starting Base & Bonus €38k" is
    # one figure (gold53)
    "starting"))
_OPEN_MIN_AFTER = {"onwards", "upwards", "plus", "and above", "or more", "et plus", "und mehr"}
# Words and dashes that join the two ends of a range ("45k - 55k", "3.000 bis 4.000", "rising to").
_RISING = r"(?:and\s{1,2})?(?:rising|increasing|progressing|going)(?:\s{1,2}up)?\s{1,2}to"  # "..., and progressing to"
_RANGE_WORDS = r"-{1,2}|–|—|to|bis|à|a|tot|hasta|till|au|до|" + _RISING + r"|up\s{1,2}to|s/d"  # (Indonesian "sampai dengan": "Rp N s/d Rp M", pay57)
_RANGE_GAP = re.compile(
    r"(?:[.,]-{1,2})?"  # "€ 3.000,- tot € 4.000,-": the Dutch/German round-amount dash
    r"(?-i:\s{0,2}[A-Z]{3}(?![A-Za-z]))?"  # "$80,000 CAD to $95,000 CAD": a code after the low end
    r"(?:\s{1,2}(?:gross|brutto|bruto|brut|net|netto|neto))?"  # "€82,505 gross rising to €83,330 gross"
    # "$110,092 p.a. – $118,412 p.a.", "$30/hr - $35/hr": each end carries its period
    # ("and" is not read after a period: "$20/hr and $25/hr on weekends" are two rates)
    r"(?:\s{0,2}(?:p\.\s?a\.?|pa|per\s{1,2}(?:annum|year|hour|month|week|day)|an\s{1,2}hour|a\s{1,2}year|"
    r"/\s{0,2}(?:hr|hour|h|yr|year|month|mo|week|wk|day|annum)|ph|p/h|pcm|p\.\s?h\.?|hrs?(?![^\W\d_]))\.?"  # ("$30hr to $35hr")
    r"\s{0,3}(?:-{1,2}|–|—|to|bis|tot|hasta|à|" + _RISING + r")"  # "$18.00/hr. and progressing to $25.00/hr."
    r"|\s{0,3}(?:-\s{0,2}to\s{0,2}-|" + _RISING + r"|~|and|und|et|y|en|until|" + _RANGE_WORDS + r"))\s{0,3}"  # ("$6-to- $65")
    r"(?:max(?:imum|imaal|\.)?\s{0,2}:?\s{0,2}"  # "Min €4.024 – Max. €6.110"
    # "from point 1 € 39,120 to point 5 € 45,325", "(Point 1; € 50,621 – Point 10; € 73,080 LSI)": the scale points
    # that name the ends (an Irish public pay scale's; the point's number is no amount, see _SCALE_LABEL; pay45)
    r"|(?:spine\s{1,2})?point\s{0,2}\d{1,2}\s{0,2}[;:,]?\s{0,3})?",
    re.IGNORECASE,
)
# "entre R$ 4.000,00 e 4.899,00": Portuguese (and Italian) "e" joins a range only after "entre" ("tra") (else it lists two amounts)
_E_GAP = re.compile(r"\s{1,2}e\s{1,2}")
_ENTRE = re.compile(r"(?i)\b(?:entre|tra|fra)\s{1,2}$")  # (Italian "compresa tra €35.000 e €50.000" too)
# "60$/hr to 69.67$/hr": a per-unit suffix on the low end, when both ends carry a currency ("and" is not
# read here: "$20/hr and $25/hr on weekends" are two rates)
_SUFFIX_GAP = re.compile(r"\s{0,2}/\s{0,2}[^\W\d_]{1,5}\.?\s{0,3}(?:" + _RANGE_WORDS + r")\s{0,3}", re.IGNORECASE)
# "£16.00 £16.50 per hour", "$50$55/hour": a range when both ends carry a currency
_BLANK_GAP = re.compile(r"(?:[.,]-{1,2})?\s{0,3}|\s{0,2}/\s{0,2}")
# A pay-scale label is not an amount ("Band 6", "scale 10", "FWG 45", "APS 6", "EL1", "GS-12", "E 13", the French
# grid's "Coef 477", "indice 350", "échelon 4"; the Irish health service's "grade code 3707", pay39).
_SCALE_LABEL = re.compile(
    r"(?:\b(?:band|bands|scale|grade\s{1,2}code|grade|grades|level|step|lsi|spine\s{1,2}point|point|tier|stufe|entgeltgruppe|eg|fwg|aps|group|gruppe|"
    r"el|gs|tv-?l|tv[oö]d|e|a|pay\s{1,2}grade|nhs\s{1,2}band|afc\s{1,2}band|coef|coeff|coefficient|indice|[ée]chelon)"
    r"|\b(?:EL|GS|APS|FWG|TVL|E))"
    r"[\s.:#-]{0,2}$",
    re.IGNORECASE,
)


_LABEL_GAP = frozenset(".:#-")  # (with the white space: the marks _SCALE_LABEL allows between a label and its number)
# The last word of every label _SCALE_LABEL reads, lower-cased ASCII ("spine point" -> "point", "tv-l" -> "l"; its
# non-ASCII "tvöd" and "échelon" fall to the pattern): keep in step with the pattern (tests/test_salary_speed_gates.py
# reads a number after each).
_LABEL_ENDS = frozenset({"band", "bands", "scale", "grade", "grades", "level", "step", "lsi", "point", "tier", "stufe",
                         "entgeltgruppe", "eg", "fwg", "aps", "group", "gruppe", "el", "gs", "l", "tvl", "tvod", "e", "a",
                         "coef", "coeff", "coefficient", "indice", "echelon", "code"})
_LONGEST_LABEL_END = 13  # ("entgeltgruppe": a longer word is no label, read no further back)


def _may_end_label(text: str, start: int) -> bool:
    """Whether a word that can end a pay-scale label ends ``text`` before ``start`` behind at most three of
    _SCALE_LABEL's gap marks (two, and a newline that ``$`` passes over): the pattern reads a label only there, so
    a number after anything else ("up to 50", "(50", "$50") is spared its search at every offset. A word with a
    letter outside ASCII is left to the pattern (it folds case beyond ``str.lower``: "ſ" is an "s")."""
    for k in range(start - 1, max(-1, start - 5), -1):
        c = text[k]
        if c.isalpha():
            lo, floor = k, max(0, k - _LONGEST_LABEL_END)
            while lo > floor and (text[lo - 1].isalnum() or text[lo - 1] == "_"):  # (the whole word: a label opens at \b)
                lo -= 1
            word = text[lo : k + 1]
            return lo == floor > 0 or not word.isascii() or word.lower() in _LABEL_ENDS
        if not (c.isspace() or c in _LABEL_GAP):
            return False
    return False


# A board's placeholder range of zeros (a pay range of "$0.00 to $0.00 / hour", a travel agency's "earn up to ($0 - $0 per
# week)") is kept as written, as "Pay: From €1.00 per year" is (RUNNING_TEXT_RULES); a lone "$0" (a copay, a premium) is
# no amount. (pay50: 5 unlabelled dev postings of one template, 2 dev gold statements) A zero low end before a signed
# amount is the same placeholder: an Irish board writes an employer's "up to €N" as "€0 - €N a year" (pay54: 3
# unlabelled dev postings, formerly read as exactly N).
_ZERO_RANGE = re.compile(r"[$€£]\s?0(?:[.,]00)?\s{0,2}(?:-|–|—|to)\s{0,2}[$€£]\s?(?:0(?:[.,]00)?(?![.,]?\d)|[1-9])")


def _zero_range(text: str, m: Money) -> bool:
    """``m`` (a zero) is an end of a range of two zeros, or the low end of a range, with currency signs."""
    pair = _ZERO_RANGE.search(text, max(0, m.start - 16), m.end + 20)
    return m.currency is not None and pair is not None and pair.start() <= m.start < pair.end()


def pay_amounts(text: str, country: str | None, limit: int) -> list[Money]:
    """Amounts that can be pay: no subunits ("34 cents"), percentages ("+ 15% shift premium") or
    pay-scale labels ("Band 6", "EL1")."""
    out = []
    for m in find_money(text, country, None, cents=False, limit=limit, spelled=False):
        if m.subunit or m.value < 0 or m.value == 0 and not _zero_range(text, m) or text[m.end : m.end + 2].lstrip().startswith("%"):
            continue
        if m.currency is None and _PLACEHOLDER.fullmatch(text, 0, m.start):
            continue  # "-1", "Salary: -1": a board's placeholder for no value
        if m.currency is None and _may_end_label(text, m.start) and not _GROUPED.fullmatch(text, m.start, m.end) and _SCALE_LABEL.search(
                text, max(0, m.start - 20), m.start) and not (
                out and _CONJUNCTION.fullmatch(text, out[-1].end, m.start)):
            continue  # (not "R$ 4.000,00 e 4.899,00": an "e"/"a" between two amounts joins them, it labels no grade)
        if m.currency is None and (m.value < 31 and _COUNT_AFTER.match(text, m.end) or _PLAN_NAME.match(text, m.start)
                                   or m.value == 457 and (_PLAN_457.match(text, m.start)
                                                          or _PLAN_BEFORE.search(text, max(0, m.start - 16), m.start))):
            continue
        if m.currency is None and m.value <= 31 and (w := _WORD_AFTER.match(text, m.end)) and fold(w.group(1)) in month_words():
            continue  # "sebelum tanggal 22 Maret 2024", "apply before 22 March": the day of a date
        if "$" in m.currency_written and not m.multiplied and country and _THREE_DECIMALS.search(text, m.start, m.end) and (
                _market_decimal(country) == ".") and not (out and out[-1].value >= 1000 and m.start - out[-1].end < 6) and (
                not _yearly(text, m.start, m.end)):
            # (not after a range's low end in thousands: "$31,876 - $43.696" is a typo for 43,696; nor in a yearly
            # statement: "$33.593, $35.144 ... per annum" is no salary of $34 a year)
            m = replace(m, value=m.value / 1000)  # "$27.473/hour", "$39.382, $41.202": a dot market's three decimals
        if "$" in m.currency_written and not m.multiplied and text[m.end : m.end + 1] == "." and country and (
                four := _FOUR_DECIMALS.match(text, m.end)) and _market_decimal(country) == ".":
            # "$47.5481", "$23.2233 - $34.54 /hour": a rate written with four decimals is one amount, not $47 and a
            # stray ".5481" (kept as written, ATTRIBUTE_CONVENTIONS: implausible values are not corrected)
            m = replace(m, end=four.end(), value=float(f"{int(m.value)}{four.group()}"))
        if m.currency and out and out[-1].currency is None and not text[m.start].isdigit() and (
                not text[out[-1].end : m.start].strip()) and (WORK_UNITS.match(text, m.end) and _counts_time(text, m) or (
                13 <= m.value <= 16 and _BONUS_ORDINAL_AFTER.match(text, m.end))):
            # "3. Jahr: 1.279 € 30 Tage Urlaub": the sign between two numbers is the first's; the second counts days
            # (or is a bonus month's ordinal: "entre 28 et 33K€ 13ème mois", pay51)
            sign_end = m.start + len(m.currency_written.rstrip())
            out[-1] = replace(out[-1], end=sign_end, currency=m.currency, currency_written=m.currency_written)
            continue
        out.append(m)
    return out


# An extra month's salary ("13ème mois", "14th month"): the ordinal marks after its 13-16 and its month words (also read
# by salary._BONUS_MONTH)
BONUS_ORDINALS = "th|e|ème|eme|ième|ieme|º|°"
BONUS_MONTH_WORDS = "month|maand|mois|mes|salario|mese"
# an ordinal mark and a month word after 13-16: no amount (pay51)
_BONUS_ORDINAL_AFTER = re.compile(rf"(?i)\s{{0,2}}(?:{BONUS_ORDINALS})[- ]?(?:{BONUS_MONTH_WORDS})\b")


def _counts_time(text: str, m: Money) -> bool:
    """Whether the number of ``m`` (a sign, then a number a unit of working time follows) can be that count: the
    sign is spaced from it ("1.279 € 30 Tage") and it is under 1,000. A sign glued to a number of thousands is that
    number's ("Year 3 €32,500 Year 4 €37,500": 32,500 is the third year's pay, not a count of years)."""
    return m.value < 1000 and not text[m.start + len(m.currency_written.rstrip())].isdigit()


_WORD_AFTER = re.compile(r"\.?\s{1,2}([^\W\d_]{3,})")
# a number written with a thousands group is an amount, no grade ("Salary Scale: 34,782 to 40,418 pro rata per annum":
# grades, bands and coefficients are written plain: "Band 7", "Coef 1072")
_GROUPED = re.compile(r"\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d{1,2})?")
_FOUR_DECIMALS = re.compile(r"\.\d{4}(?![\d.,])")  # (right after a dollar amount's whole units)
_THREE_DECIMALS = re.compile(r"(?<![\d.,])\d{1,3}\.\d{3}(?![\d.,])")


def _yearly(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is stated per year: a period right beside it, or a yearly one
    later on its line (a step list's "... and $42.143 per annum")."""
    line_end = text.find("\n", end)
    line_end = min(end + 200, len(text) if line_end < 0 else line_end)
    return (period_near(text, start, end) or find_period(text, end, line_end)) == "year"


@lru_cache(maxsize=64)
def _market_decimal(country: str) -> str | None:
    """The decimal symbol of a market's first official language (babel): "." in US/CA/AU, "," in CL/AR/BR."""
    from babel.languages import get_official_languages
    from babel.numbers import get_decimal_symbol

    try:
        langs = get_official_languages(country, de_facto=True)
        return get_decimal_symbol(f"{langs[0]}_{country}") if langs else None
    except Exception:  # noqa: BLE001 - a market babel has no locale for
        return None


# "Min Salary: USD $31.00/Hr. Max Salary: USD $36.00/Hr.", "Min: $40.10, Max: $62.00": two labelled ends are one range
# (the labels' own link words too, pay39: "Minimum pay - $44.00 Maximum pay - $55.25", "Minimum rate starting at $32.50, max
# of salary range is $51.00")
# (pay41: the ends on two list items, "• Minimum Hourly: $25.00\n• Maximum Hourly: $31.00")
# (pay45: with no link word where a currency code follows the label, a board's footer "**Min** EUR €14.15/Hr. **Max** EUR
# €15.20/Hr.")
_MIN_LABEL = re.compile(r"(?i)\bmin(?:imum)?\.?\s{0,2}(?:salary|pay|rate|wage|hourly|annual)?\s{0,2}(?:(?::|[-–]|starting\s{1,2}at|is|of)"
                        r"\s{0,2}(?:[A-Z]{3}\s{0,2})?|(?-i:[A-Z]{3})\s{0,2})$")
_MAX_LABEL_GAP = re.compile(r"(?i)(?:\s{0,2}/\s{0,2}(?:hr|hour|h|yr|year)\.?)?\s{0,2}[.,;]?\s{0,3}(?:[•·*-]\s{0,2})?max(?:imum)?\.?\s{0,2}"
                            r"(?:of\s{1,2}(?:the\s{1,2})?)?(?:salary|pay|rate|wage|hourly|annual)?\s{0,2}(?:range\s{1,2})?(?:(?::|[-–]|is|of)"
                            r"\s{0,2}(?:[A-Z]{3}\s{0,2})?|(?-i:[A-Z]{3})\s{0,2})")
# "Min $36.24 Mid $43.59", "Minimum $85,781 - Midpoint $109,305", "Minimum $53.00 Midpoint $53.00 Maximum $54.00": a pay
# band's labelled points are one range, low to high (RUNNING_TEXT_RULES, pay census: "Min = $X / Mid = $Y / Max = $Z" is min
# X, max Z; a band written to its midpoint only is min X, max Y, as "Minimum to Midpoint Pay Rate: $X - $Y"). Here the min
# label needs no link word, the midpoint label between the amounts makes the band (pay45: 6 unlabelled dev postings, each
# read as two or three open bounds or missed)
_MIN_POINT = re.compile(r"(?i)\bmin(?:imum)?\.?\s{0,2}(?:salary|pay|rate|wage|hourly|annual)?\s{0,2}(?::|=|[-–])?\s{0,2}"
                        r"(?:[A-Z]{3}\s{0,2})?$")
_POINT_GAP = r"(?:\s{0,2}/\s{0,2}(?:hr|hour|h|yr|year)\.?)?\s{0,4}[-–,;/|]?\s{0,4}"
_MID_POINT_GAP = re.compile(r"(?i)" + _POINT_GAP + r"mid(?:point)?\.?\s{0,2}(?::|=|[-–])?\s{0,2}(?:[A-Z]{3}\s{0,2})?")
_MAX_POINT_GAP = re.compile(r"(?i)" + _POINT_GAP + r"max(?:imum)?\.?\s{0,2}(?::|=|[-–])?\s{0,2}(?:[A-Z]{3}\s{0,2})?")
_BULLET_GAP = re.compile(r"\n[ \t]*[-–•*]")  # a dash that opens a line is a list bullet, no range's dash
_CONJUNCTION = re.compile(r"(?:[.,]-{1,2})?\s{1,2}[ea]\s{1,2}", re.IGNORECASE)  # (after a round-amount dash: "$900.000.- a ...")
_PLACEHOLDER = re.compile(r"(?:[^\W\d]{1,20}\s{0,2}:)?\s{0,2}-")
# A small bare number that counts salaries or is an ordinal is no amount ("13. Monatsgehalt", "13,5
# Monatsgehälter", "13th month", "13ème mois"); nor is a US retirement plan name ("401k", "403(b)").
_COUNT_AFTER = re.compile(
    r"(?:\.?\s{0,2}(?:monatsgeh|gehalt|gehälter|salaires|salaries|sueldos|pagas|mois de salaire|months?'?\s{1,2}salary)"
    r"|\.\s{0,2}(?:ausbildungs|lehr)?jahr\b"  # "2. Jahr: 1275 €": an apprentice year's counter
    r"|(?:st|nd|rd|th|ème|eme|e|er|º|ª)\s{1,2}(?:month|mois|mes|monat|salary|salaire))",
    re.IGNORECASE,
)
_PLAN_NAME = re.compile(r"40[13]\s?(?:\(?[kb]\)?|\([a]\))(?![\w])", re.IGNORECASE)  # (and "401(a)", pay42)
# the public employers' 457(b) plan, written bare after the 401(k) ("Deferred Compensation (401(k) and 457)"; pay39)
_PLAN_457 = re.compile(r"457\s?\(?[bB]\)?(?![\w])")
_PLAN_BEFORE = re.compile(r"(?i)40[13]\s?\(?k\)?\s{1,2}(?:and|or|&)\s{1,2}$")


# A bare number followed by a unit of working time counts hours or days, it is no amount.
WORK_UNITS = re.compile(r"\s{0,2}(?:\+\s{0,2})?(?:(?:paid|unpaid|calendar|working|business|рабочих|календарных)\s+)?(?:am\b|pm\b|a\.m\.|p\.m\.|uhr\b|hours?|hrs?|days?|weeks?|months?|years?|uur|uren|(?:wochen|arbeits|monats)?stunden|heures|horas|"
                        r"semaines?|jours?|ans|mois|tagen?|wochen|jahren?|monaten?|semanas|d[ií]as|meses|años|anos|%|percent|"
                        r"procent|prozent|pour\s?cent|por\s?ciento|vakantiedagen|dagen|vacation days|holidays|"
                        r"salari[ée]s|employees|staff|people|colaboradores|mitarbeiter\w*|medewerkers|collaborateurs|"
                        r"personnes|karyawan|pegawai|mins|minutes|minuten|minutos|дней|дня|часов|часа|недель|месяцев|месяца|лет|tahun|hari)\b",
                        re.IGNORECASE)


def bare_dollar(m: Money) -> bool:
    """A "$" written alone: its market comes from the other end of the range ("AUD $110k - $130k")."""
    return m.currency_written.strip() == "$"


def group_ranges(amounts: list[Money], text: str) -> list[tuple[Money, Money | None]]:
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
        if i + 1 < len(amounts) and a.currency is None and amounts[i + 1].currency and dublin_district(text, a):
            groups.append((a, None))  # "Technical Administrator - Dublin 2 - €50K": a postal district, then the pay
            i += 1
            continue
        if i + 1 < len(amounts) and _MID_POINT_GAP.fullmatch(text, a.end, amounts[i + 1].start) and _MIN_POINT.search(
                text, max(0, a.start - 32), a.start) and _same_currency(a, amounts[i + 1]):
            b = amounts[i + 1]
            c = amounts[i + 2] if i + 2 < len(amounts) else None
            if c is not None and _same_currency(b, c) and _MAX_POINT_GAP.fullmatch(text, b.end, c.start):
                groups.append((a, c))  # min, mid, max: the band's ends
                i += 3
            else:
                groups.append((a, b))  # min, mid: the band to its midpoint
                i += 2
            continue
        if i + 1 < len(amounts):
            b = amounts[i + 1]
            gap = _RANGE_GAP.fullmatch(text, a.end, b.start) or (
                _E_GAP.fullmatch(text, a.end, b.start) and _ENTRE.search(text, max(0, a.start - 8), a.start)) or (
                a.currency and b.currency and (_BLANK_GAP.fullmatch(text, a.end, b.start)
                                               or _SUFFIX_GAP.fullmatch(text, a.end, b.start)))
            # "Salary Scale 57,897 70,733 per annum": two bare amounts written in thousands side by side, rising
            gap = gap or (text[a.end : b.start] == " " and a.currency is None and b.currency is None and a.value < b.value
                          <= 2 * a.value and bool(_GROUPED.fullmatch(text, a.start, a.end)) and bool(
                              _GROUPED.fullmatch(text, b.start, b.end)))
            labelled = not gap and bool(_MAX_LABEL_GAP.fullmatch(text, a.end, b.start)) and bool(
                _MIN_LABEL.search(text, max(0, a.start - 32), a.start))
            gap = gap or labelled
            compatible = _same_currency(a, b)
            counted = b.currency is None and WORK_UNITS.match(text, b.end)  # "70 PLN/h - 9 hours working day"
            # "700 Euro brutto\n- 30 Urlaubstage": the next item (not a "Maximum ..." item after a "Minimum ..." one)
            counted = counted or not labelled and _BULLET_GAP.search(text, a.end, b.start)
            if gap and compatible and not a.subunit and not b.subunit and not counted and not (
                    "/" in text[a.end : b.start] and _slash_list(amounts, i, text)) and not (  # "$23.130 /$24.160 /...": steps
                    _blank_list(amounts, i, text)):  # "€38,803 €40,764 €41,871 ...": a scale's points side by side
                c = amounts[i + 2] if i + 2 < len(amounts) else None
                if c is not None and _band_high(a, b, c) and _RANGE_GAP.fullmatch(text, b.end, c.start):
                    groups.append((a, c))  # "$87,000 - $102,000 - $113,000": low, mid, high
                    i += 3
                    continue
                groups.append((a, b))
                i += 2
                continue
        groups.append((a, None))
        i += 1
    return groups


# A Dublin postal district ("Sandyford, Dublin 18", "Dundrum, Dublin 16"; by hand: the Irish board's location form,
# no library lists it): districts run 1-24
_DUBLIN_BEFORE = re.compile(r"\bDublin\s$")


def dublin_district(text: str, a: Money, lo: int = 0) -> bool:
    """``a`` is a Dublin postal district's number ("Dublin 18"), no amount (``lo``: where the search may start)."""
    return a.value <= 24 and a.value == int(a.value) and bool(_DUBLIN_BEFORE.search(text, max(lo, a.start - 8), a.start))


# A pay band's width: its high end at most this many times its low end (a grade's number before a range is no low end:
# "Grade 4 - 30,000 - 35,000 EUR")
_BAND_WIDTH = 2.5


def _band_high(a: Money, b: Money, c: Money) -> bool:
    """``c`` ends a three-point band ``a`` - ``b`` - ``c`` (low, mid, high, rising): in ``b``'s currency, or, where the
    code is written once after the last point ("41,500 - 52,000 - 62,500 EUR"), in the only currency written."""
    if not c.value > b.value > a.value:
        return False
    if c.currency == b.currency:
        return True
    return a.currency is None and b.currency is None and c.value <= _BAND_WIDTH * a.value


def _same_currency(a: Money, b: Money) -> bool:
    """Two amounts that can be one range's ends: the same currency, or one of them without one or a bare "$"."""
    return a.currency is None or b.currency is None or a.currency == b.currency or bare_dollar(a) or bare_dollar(b)


def _in_run_of_three(amounts: list[Money], i: int, listed: Callable[[list[Money]], bool]) -> bool:
    """Amounts i and i+1 are two of three consecutive amounts (i to i+2, or i-1 to i+1) that ``listed`` accepts."""
    return any(k >= 0 and k + 2 < len(amounts) and listed(amounts[k : k + 3]) for k in (i, i - 1))


def _slash_list(amounts: list[Money], i: int, text: str) -> bool:
    """Amounts i and i+1 are two of three (or more) amounts with a currency each joined only by slashes: a list
    of pay steps, not a range."""
    def listed(three: list[Money]) -> bool:
        return all(m.currency for m in three) and all(
            "/" in text[m.end : n.start] and _BLANK_GAP.fullmatch(text, m.end, n.start) for m, n in (three[:2], three[1:]))
    return _in_run_of_three(amounts, i, listed)


# Between two points of a pay scale listed side by side with a currency each: blanks, after a footnote mark at most
# ("€60,527¹ €63,227²"; pay71: an Irish public-sector scale of 14 points read as 7 ranges)
POINTS_GAP = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹*]?[ \t]{1,3}")


def _blank_list(amounts: list[Money], i: int, text: str) -> bool:
    """Amounts i and i+1 are two of three (or more) rising amounts of one currency joined only by blanks
    (``POINTS_GAP``): the points of a pay scale, one step list, not ranges of two ("£16.00 £16.50 per hour" is one)."""
    def listed(three: list[Money]) -> bool:
        return all(m.currency and m.currency == three[0].currency for m in three) and (
            three[0].value < three[1].value < three[2].value) and all(
            POINTS_GAP.fullmatch(text, m.end, n.start) for m, n in (three[:2], three[1:]))
    return _in_run_of_three(amounts, i, listed)


def open_bound(text: str, start: int, end: int) -> str | None:
    """'max' for "up to 80k", 'min' for "ab 4.500 EUR"/"45k+"/"a minimum of DKK 300,174", else None."""
    words = words_of(text[max(0, start - 60) : start])[-6:]
    for k in range(len(words) - 1, -1, -1):  # the phrase nearest the amount wins
        for n in (3, 2, 1):
            phrase = tuple(words[k : k + n])
            between = words[k + n :]
            if len(phrase) < n or len(between) > 3 or any(w[0].isdigit() for w in between):
                continue  # "minimum 36 hours per week, €15.41 per hour": the bound belongs to the hours
            if phrase in _OPEN_MAX.table:
                return "max"
            if phrase in _OPEN_MIN.table:
                if phrase == ("starting",) and between:
                    continue  # only right before the amount: see _OPEN_MIN
                return "min"
    if starting_pay_before(text, start):
        # "Starting salary of $45,000", "the starting hourly rate is $21.50" (ATTRIBUTE_CONVENTIONS); also beside a range
        # that opens at the same amount (RUNNING_TEXT_RULES, session of 2026-12-07 16:35: a second statement, min only)
        return "min"
    if _TRAINING_YEAR_START.search(text, max(0, start - 32), start) and _FIRST_TRAINING_YEAR.match(text, end):
        return "min"  # "du startest mit 1147 Euro pro Monat im 1. Ausbildungsjahr" (RUNNING_TEXT_RULES 2026-12-07 08:58)
    if text[end : end + 1] == "+" or _PLUS_AFTER.match(text, end):
        return "min"  # "45k+", "$37 + per hour" (not "+ bonus": an add-on)
    if "starting" in text[end : end + 30].lower() and (_STARTING_AFTER.match(text, end) or starting_pay_after(text, end)):
        return "min"  # "Weekly Pay: $1,800 starting", "$17.00/hr starting", "€22,400 starting salary"
    if start_with_pay_before(text, start):
        return "min"  # "Start with a basic salary of €31,200 per annum"
    after = words_of(text[end : end + 20])[:2]
    if after and (after[0] in _OPEN_MIN_AFTER or " ".join(after) in _OPEN_MIN_AFTER) and after[0] != "plus":
        return "min"
    if _OR_MORE_AFTER.match(text, end):
        return "min"
    return None


# "€17.00 per hour or higher starting rate applies", "$20 an hour or more", "€17 or higher": the amount is a floor, min only
# (as "or more" right after it; RUNNING_TEXT_RULES: a single amount "(will consider experience for higher starting pay)" is
# min only). The amount's own period may stand between (pay75)
_OR_MORE_AFTER = re.compile(r"(?i)(?:\s{0,2}(?:(?:per|an?)\s{1,2}(?:hour|hr|day|week|month|year|annum)|/\s{0,2}(?:hr|hour|h|day|"
                            r"week|wk|month|mo|year|yr))\.?)?\s{0,2},?\s{1,2}or\s{1,2}(?:higher|more|above)\b")


# An apprentice's pay "starts with" its first training year's amount: that year is the lowest step of the training years'
# pay, so the amount is min only, as "starting at" (ATTRIBUTE_CONVENTIONS; the lead's answer to pay64: BASF's German
# template "du startest mit N Euro pro Monat im 1. Ausbildungsjahr" and its English form). Only with the first training
# year named after the amount: a bare "start with N" may name a fixed figure
_TRAINING_YEAR_START = re.compile(r"(?i)\b(?:you|du|sie|ihr)\s{1,2}(?:will\s{1,2})?(?:start|startest|starten|startet)"
                                  r"\s{1,2}(?:with|mit|on|at)\s{1,2}(?:(?:über|uber|over|more\s{1,2}than)\s{1,2})?(?:\S{1,4}\s?)?$")
_FIRST_TRAINING_YEAR = re.compile(
    r"(?i)[^\n\d.;!?]{0,40}?\b(?:im|in\s{1,2}(?:the|your))\s{1,2}(?:1\.|1st|erst(?:en)?|first)\s{0,2}"
    r"(?:ausbildungsjahr|lehrjahr|(?:training|apprenticeship)\s{1,2}year|year\s{1,2}of\s{1,2}(?:your\s{1,2})?"
    r"(?:training|apprenticeship))\b")


def pay_floor_before(text: str, start: int) -> bool:
    """Whether the sentence before ``start`` states the pay as a floor far from the amount (``_PAY_NO_LESS_THAN``)."""
    return bool(_PAY_NO_LESS_THAN.search(text[max(0, start - 360) : start]))


# "<pay noun> will be no less than <what a wage law and its tables require> $N per hour": the pay's floor, written a
# long clause before the amount (min only, as the dev gold reads an Austrian legal floor after "at least"; pay61:
# a federal-contract template, 3 unlabelled dev postings). The clause holds no other figure, no sentence end
_PAY_NO_LESS_THAN = re.compile(r"(?i)\b(?:compensation|pay|salary|wages?|rate)\s{1,2}(?:will\s{1,2}be|shall\s{1,2}be|is)"
                               r"\s{1,2}(?:no|not)\s{1,2}less\s{1,2}than\b[^.!?\n$€£\d]{0,300}\Z")


def masked_low_end_before(raw: str, start: int) -> bool:
    """Whether the source masked a range's lower end right before the amount at ``start`` of ``raw`` ("Salary ****  52,000",
    "£**** - £29,000", "ranging **** to 48,000"): the amount is the range's upper end (``_MASKED_LOW_END``)."""
    return bool(_MASKED_LOW_END.search(raw, max(0, start - 20), start))


# A board's masked digits as the lower end of a range, then the written upper end: RUNNING_TEXT_RULES (session of
# 2026-12-07 03:58) reads max only, with the currency and period the line gives. The mask stands alone (four asterisks, a
# "k" after it at most), not glued to a digit: "2****k" or "****6000" hide part of the amount itself
_MASKED_LOW_END = re.compile(r"(?:^|(?<=[\s:(]))(?:[$£€]\s?)?\*{4}\s?[kK]?(?:[ \t]{1,3}|[ \t]{0,2}(?:-|–|—|to)[ \t]{0,2})"
                             r"(?:[$£€][ \t]?)?\Z")


def masked_high_end_after(raw: str, end: int) -> bool:
    """Whether the source masked a range's upper end right after the amount ending at ``end`` of ``raw`` ("Salary: 21,000 -
    **** per annum", "9 to ****per hour"): the amount is the range's lower end (``_MASKED_HIGH_END``)."""
    return bool(_MASKED_HIGH_END.match(raw, end))


# The mirror of _MASKED_LOW_END: a written lower end, then the board's masked digits as the upper end; RUNNING_TEXT_RULES
# (session of 2026-12-07 06:16) reads min only. The mask stands alone ("****5" or "*****" hide part of a number) and is no
# count of a unit of its own ("21,000  **** hours per week")
_MASKED_HIGH_END = re.compile(r"[kK]?(?:[ \t]{1,3}|[ \t]{0,2}(?:-|–|—|to)[ \t]{0,2})(?:[$£€][ \t]?)?\*{4}(?![\d*])"
                              r"(?![ \t]?(?:hours?|hrs?|days?|weeks?|months?|years?|shifts?)\b)")


def starting_pay_before(text: str, start: int) -> bool:
    """Whether "starting" qualifies a pay word right before the amount at ``start`` ("Starting salary of $45,000")."""
    return "tarting" in text[max(0, start - 60) : start].lower() and bool(_STARTING_PAY.search(text, max(0, start - 60), start))


def starting_pay_after(text: str, end: int) -> bool:
    """Whether a starting pay noun follows the amount ending at ``end`` ("€22,400 starting salary") (``_STARTING_PAY_AFTER``)."""
    return bool(_STARTING_PAY_AFTER.match(text, end))


def start_with_pay_before(text: str, start: int) -> bool:
    """Whether the pay the job starts with names the amount at ``start`` ("start with a basic salary of €N")
    (``_START_WITH_PAY``)."""
    return "tart" in text[max(0, start - 70) : start].lower() and bool(_START_WITH_PAY.search(text, max(0, start - 70), start))


def without_open_bound(words: list[str]) -> list[str]:
    """``words`` without the open-bound phrase they end with ("salario hasta" -> "salario", "salary up to" ->
    "salary"): what labels the amount behind the bound."""
    for n in (3, 2, 1):
        if len(words) >= n and (tuple(words[-n:]) in _OPEN_MAX.table or tuple(words[-n:]) in _OPEN_MIN.table):
            return words[:-n]
    return words


# "$1,800 starting", "$17.00/hr starting.": "starting" closing the amount's phrase is where pay starts. With a word after
# it, a starting pay noun is _STARTING_PAY_AFTER's; "starting monthly package", "€38k starting base & bonus" name one
# figure; not "starting in <date>"
_STARTING_AFTER = re.compile(r"(?:\s{0,2}(?:/|per\s)\s{0,2}[a-z]{1,5}\.?)?\s{1,2}starting(?=\s{0,2}(?:$|[^\w\s]))",
                             re.IGNORECASE)
# "Starting salary of $45,000", "Starting salary: 21,000", "starting pay $18/hr", "the starting annual salary of $61,300",
# "Starting hourly rate is $29.40": a pay word that "starting" qualifies, right before the amount, names where the pay
# starts - min only, as "starting at" (ATTRIBUTE_CONVENTIONS; RUNNING_TEXT_RULES gold47's "STARTING SALARY: 21,000").
# Only a single amount reaches open_bound: a stated range keeps both ends. Not "starting base & bonus" (a package,
# gold53) nor "starting in <date>"
_STARTING_PAY = re.compile(
    r"(?i)\bstarting\s{1,2}(?:(?:hourly|annual|yearly|monthly|weekly|daily|base|basic|gross|minimum)\s{1,2}){0,2}"
    r"(?:salary|pay(?:\s{1,2}rate)?|rate(?:\s{1,2}of\s{1,2}pay)?|wage|hourly|compensation|package)"
    # ("the starting salary for this role is EUR 60,000", pay44: 5 unlabelled dev postings; "a starting package of
    # €N p/a", pay56: 1)
    r"(?:\s{1,2}for\s{1,2}(?:this|the)\s{1,2}(?:position|role|job|post))?"
    r"(?:\s{1,2}(?:is|of|will\s{1,2}be|at))?\s{0,2}[:\-–]?\s{0,3}(?:(?:is|of)\s{1,2})?(?:[A-Z]{3}\s{0,2})?$")
# The amount first, then the starting pay noun it is ("€22,400 starting salary", "€33,500 starting salary for candidates
# with two years ..."): min only, as "starting salary of €N" (RUNNING_TEXT_RULES, session of 2026-12-07 19:33, pay73's question 2;
# pay43 had kept one figure). A stated range keeps both ends (only a single amount reaches open_bound); a package named
# by its parts stays one figure ("€38k starting base & bonus", gold53: "base" is read here only before a pay noun)
_STARTING_PAY_AFTER = re.compile(
    r"(?i)(?:\s{0,2}(?:/|per\s)\s{0,2}[a-z]{1,5}\.?)?\s{1,2}starting\s{1,2}"
    r"(?:(?:hourly|annual|yearly|monthly|weekly|base|basic|gross)\s{1,2})?(?:salary|pay|wage|rate)\b")
# "Start with a basic salary of €31,200 per annum", "you will start on a salary of €N": the pay the job starts with,
# min only, as "starting salary of" (the same session, pay73's question 1). A pay noun between "start" and the amount:
# a bare "start with N" may name a fixed figure (see _TRAINING_YEAR_START)
_START_WITH_PAY = re.compile(
    r"(?i)\bstart(?:s)?\s{1,2}(?:(?:on|with|at)\s{1,2})(?:an?\s{1,2}|the\s{1,2})?"
    r"(?:(?:basic|base|annual|yearly|monthly|weekly|hourly|gross)\s{1,2}){0,2}(?:salary|pay|wage|rate)"
    r"(?:\s{1,2}(?:of|at))?\s{0,2}[:\-–]?\s{0,3}(?:[A-Z]{3}\s{0,2})?$")
# "+ Zulagen", "+ Überzahlung", "plus market overpayment": a minimum with supplements on top
_PLUS_AFTER = re.compile(r"\s{1,2}\+\s{0,2}(?:$|[).,;!]|per\b|p/|/|an?\s|hourly|an\s|a\s|zulage|überzahlung|"
                         r"(?:market\s)?overpayment)", re.IGNORECASE)


def best_group(groups: list[tuple[Money, Money | None]]) -> tuple[Money, Money | None]:
    """The group that is the salary: the first with a currency (else the first); a later range that starts
    at that single amount wins over it ("Starting Salary $7642; Full Range $7642 - $10460")."""
    best = next((g for g in groups if g[0].currency or (g[1] and g[1].currency)), groups[0])
    if best[1] is None:
        wider = next((g for g in groups if g[1] is not None and g[0].value == best[0].value), None)
        best = wider or best
    return best
