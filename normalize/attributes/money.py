"""Money amounts in free text: number + multiplier + currency (symbol, ISO code or name), five languages.

Which currency a sign, code or name is: :mod:`normalize.attributes.currencies` (babel/CLDR names and signs,
the market's "$"). Here: the numbers as written (decimal/group separators, babel's locale data for the
ambiguous "12,345"), multipliers ("k"/"Mio"/"millones"/"lakh", hand-written: CLDR has no such table),
"MEUR"/"TEUR" amounts, cents, and amounts written in words; each table small and commented.

Every regex here is anchored or bounded (``{m,n}`` repetition, fixed windows), so a scan costs
O(len(text)) even on hostile input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from normalize.attributes.currencies import (
    DOLLAR_PREFIX,
    LOWER_CODES,
    SYM_AFTER,
    SYM_BEFORE,
    SYMBOLS,
    code_at,
    code_vouched,
    currency_data,
    local_sign_after,
    local_sign_before,
    local_sign_ends,
    name_at,
    name_code,
    sign_code,
)
from normalize.attributes.text import DIGIT, fold, scan

# A number as written: grouped thousands ("45.000", "12 500", "100'000") or a plain run of digits,
# then an optional 1-2 digit decimal part. Bounded repetitions only.
_NUM = re.compile(
    # not inside a word ("A4", "COVID19"), except right after a local sign glued to it ("RM3,500", "Rs.5000");
    # the digit look-ahead first makes every position without a digit fail before the look-behinds run
    # or right after an upper-case ISO code glued to it ("MYR6,000", "SGD4000": kept only if it is a code)
    # or after a peso's "P" glued to a thousands group ("P27,000"; not a grade's "P3"), to thousands with a "k" ("Up to
    # P35K") or to centavos ("P250.00 per day"; pay58)
    r"(?=\d)(?:(?<![\w.,])|(?<=RM)|(?<=Rp)|(?<=Php)|(?<=Rs)|(?<=Rs\.)|(?<=\bR)|(?<=\bP)(?=\d{1,3},\d{3}(?!\d)|\d{1,3}(?:\.\d)?\s?[kK](?![^\W\d_])|\d{1,4}\.\d{2}(?!\d))|(?<=Ksh)|(?<=KSh)|(?<=TSh)|(?<=USh)|(?<=\b[A-Z]{3}))(\d{1,2}(?:,\d{2}){1,3},\d{3}(?!\d)"  # Indian lakh grouping: 12,00,000
    r"|\d{1,3}(?:(?:[.,'’\u00a0\u202f¿\ufffd]|\x20(?=\d{3}(?!\d)))\d{3}){1,4}(?!\d)|\d{1,12})"
    r"((?:[.,]\d{1,2})?)(?![\d])"
)

# Multipliers after a number (hand-written: CLDR has no "k"/"Mio"/"millones" table).
_MULTIPLIERS = {
    "k": 1e3, "t": 1e3, "tsd": 1e3, "thousand": 1e3, "tausend": 1e3, "mille": 1e3, "mil": 1e3, "duizend": 1e3,
    "m": 1e6, "mm": 1e6, "mn": 1e6, "mio": 1e6, "mios": 1e6,  # (plural: "IDR 10 - 15 mios/month", pay45)
    "million": 1e6, "millions": 1e6, "millionen": 1e6,
    "millones": 1e6, "millon": 1e6, "miljoen": 1e6, "miljoenen": 1e6, "mil millones": 1e9,
    "bn": 1e9, "billion": 1e9, "billions": 1e9, "milliard": 1e9, "milliards": 1e9, "milliarden": 1e9,
    "mrd": 1e9, "miljard": 1e9, "miljarden": 1e9, "trillion": 1e12, "trillions": 1e12,
    # South Asia ("12 lakhs", "1.2 crore", "12 LPA" = lakhs per annum) and Indonesia/Malaysia ("5 juta")
    "lakh": 1e5, "lakhs": 1e5, "lac": 1e5, "lacs": 1e5, "lpa": 1e5, "crore": 1e7, "crores": 1e7,
    "cr": 1e7, "juta": 1e6, "jt": 1e6, "ribu": 1e3, "rb": 1e3,
    # Russian and Ukrainian thousands ("от 180 тыс. руб.", "25 тис. грн")
    "тыс": 1e3, "тысяч": 1e3, "тысячи": 1e3, "тис": 1e3, "тисяч": 1e3, "тисячі": 1e3,
}
# Multipliers that are also common abbreviations: read only when a currency is around.
MULTIPLIER_WORDS = frozenset(_MULTIPLIERS)
_GUARDED_MULTIPLIERS = {"m", "cr", "jt", "rb"}
# ... except in the markets whose abbreviation they are ("8 jt" = 8 juta, "500 rb" = 500 ribu in Indonesia)
_LOCAL_MULTIPLIERS = {"jt": {"ID"}, "rb": {"ID"}}
_MULT = re.compile(
    r"\s{0,2}(mil\s{1,2}millones|mil|millones|millón|millon|millions?|millionen|miljoen(?:en)?|"
    r"milliards?|milliarden|miljard(?:en)?|billions?|trillions?|thousand|tausend|duizend|mille|mios?|mrd|tsd|bn|mm|mn|"
    r"lakhs?|lacs?|lpa|crores?|cr|juta|jt|ribu|rb|тысяч[иа]?|тыс|тисяч[іа]?|тис|k|m|t(?=\s?€))"
    # (no letter after it, or a "k" glued to the next heading's capital: "SALARY: 18KReports To", "$45-52KSummary"; not
    # a retirement plan's "401kPre-tax" nor "16kHz". Census of all 56,809 postings: 17 digits-k-capital runs, 6 pay)
    r"(?:(?![^\W\d_])|(?<=[kK])(?<!401[kK])(?=(?-i:[A-Z][a-z]))(?!Hz)"
    # (or an Indonesian "jt" glued to the next word by scraping: "Gaji pokok 3-4jtCuti", "basic: 2.5-3jtlocation")
    r"|(?<=[jJ][tT])(?=[^\W\d_]{3}))"
    r"\.?(?:\s{0,2}(?:de|of)(?=[\s$€£¥])|\s{0,2}d['’])?",
    re.IGNORECASE,
)

# A dash in the cents' place ("550,- €", "16,-€", "ab 29.736,-", Swiss "5'000.--"): whole units, written in German-speaking
# markets; without reading past it a currency written after the dash is not the amount's
_WHOLE_UNITS = re.compile(r"[.,](?:-{1,2}|–|—)(?![\d-])")

# (not across a line break: "30.000€<br>10 inscritos" is an amount, then a count on the next line)
_CENTS_AFTER = re.compile(
    r"[^\S\n]{0,2}(?:and|und|et|y|con|en|,)?[^\S\n]{0,2}(\d{1,2})(?!\d)(?:\s{0,2}(cents?|pence|centimes|"
    r"centavos|c[ée]ntimos|cent))?(?![\w$€£])(?!\s{0,2}(?:[$€£]|[A-Z]{3}\b))",
    re.IGNORECASE,
)

@dataclass
class Money:
    """One amount found in a text."""

    start: int
    end: int
    value: float
    currency: str | None  # ISO 4217 (XBT for bitcoin), None if not written
    multiplier: float = 1.0  # the written multiplier (k, Mio, lakh, juta) already applied to value
    subunit: bool = False  # "34 cents": value in the currency's subunit
    currency_written: str = ""  # how the currency was written (symbol/code/name), "" if none

    @property
    def multiplied(self) -> bool:
        return self.multiplier != 1.0


def to_number(int_part: str, dec_part: str = "", decimal_hint: str | None = None) -> float:
    """Value of a number as written. A lone ``.``/``,`` followed by exactly three digits is a thousands
    separator unless ``decimal_hint`` (the locale's decimal symbol, from babel) says it is decimal."""
    if not dec_part and int_part.isdigit():
        return float(int_part)  # a plain run of digits (most numbers): what the lines below give, sooner
    seps = [c for c in int_part if not c.isdigit()]
    digits = "".join(c for c in int_part if c.isdigit())
    if not seps and not dec_part:
        return float(digits)
    if dec_part:
        return float(f"{digits}.{dec_part[1:]}")
    if len(seps) == 1 and seps[0] in ".," and decimal_hint == seps[0]:
        head, tail = int_part.split(seps[0])
        return float(f"{head}.{tail}")
    return float(digits)


_LETTER_RUN = re.compile(r"[^\W\d_]+")


# Characters no currency sign ends with (SYM_BEFORE's symbols, codes and prefixes end with a letter, "$", "." or a
# symbol): a number right after one of them (or a digit) has no sign before it
_NO_SIGN_END = frozenset("()[]{}<>,;:-–—/+~%*#&'\"=|!?")


def _letter_at_end(pre: str) -> bool:
    r"""What ``re.search(r"[^\W\d_]\s{0,2}$", pre)`` finds: a letter, then at most two spaces (three with a final
    newline, as ``$`` reads it) to the end; by hand, as the pattern is tried at every position (0.9 -> 0.2 us)."""
    s = pre.rstrip()
    r = len(pre) - len(s)
    return bool(s) and (r <= 2 or r == 3 and pre[-1] == "\n") and s[-1].isalnum() and not s[-1].isdecimal()


_LETTERS_BEFORE_CURRENCY = re.compile(r"[^\W\d_]\s{1,2}(?:[^\W\d_]{2,20}\s{1,2})?[^\W\d_$€£¥]*[$€£¥₹]|[^\W\d_]{3}", re.IGNORECASE)


_STATE_BEFORE = re.compile(r"[^\W\d_],\s$")  # "Los Angeles, " before "CA $"
_DOLLAR_ONLY = re.compile(r"(\$)")
# a state code, then a spaced "$"; glued only "CA$": CA is the one US state code that is also a dollar prefix, and
# all 5 "CA$<digit>" in the corpus follow "<Town>, " in US postings ("Oakland, CA$100,000"; 0 Canadian ones)
_STATE_DOLLAR = re.compile(r"[A-Z]{2}\s\$|CA\$")


@lru_cache(maxsize=1)
def _name_ends() -> frozenset[str]:
    """The last words of every currency name (``currency_data``, built once): a name right before a number ends
    with one of them, so the words before a number are looked up only when the last one is."""
    return frozenset(key[-1] for key in currency_data()[1].table)


def find_money(
    text: str,
    country: str | None = None,
    decimal_hint: str | None = None,
    cents: bool = True,
    limit: int = 1000,
    spelled: bool = True,
) -> list[Money]:
    """All money amounts with or without currency in ``text``, left to right.

    ``decimal_hint`` is the locale's decimal symbol ("," for de/fr/es/nl, "." for en) used only for the
    ambiguous "12,345"; salary parsing leaves it None (no salary has three decimals). ``cents`` joins
    "15 dollars 50 (cents)" into 15.50. At most ``limit`` amounts are read (bounded work on hostile input).
    """
    if not text:
        return []
    codes, names = currency_data()
    out: list[Money] = []
    for m in scan(_NUM, DIGIT, text):  # (a _NUM match starts at a digit)
        if len(out) >= limit:
            break
        start, end = m.start(), m.end()
        glued = text[start - 3 : start] if start >= 3 else ""
        if glued.isalpha() and glued.isupper() and glued not in codes:
            continue  # "ISO9001", "ABC123": letters glued to a number are a currency code or nothing
        if out and start < out[-1].end:
            continue  # already part of the previous amount ("15 dollars and 50")
        value = to_number(m.group(1), m.group(2), decimal_hint)
        currency: str | None = None
        written = ""
        multiplier = 1.0
        subunit = False
        # currency before the number: symbol, "c $", code, or name ("dollar 22.5 million")
        window_start = max(0, start - 12)
        if out and window_start < out[-1].end:
            window_start = max(out[-1].end, 0)
        # the character a sign right before the number would end with (at most two spaces after it, three with a
        # final newline, as the patterns' "\s{0,2}$" reads it): a digit or a bracket, dash or comma ends none
        tail = text[window_start:start]
        kept = tail.rstrip()
        spaces = len(tail) - len(kept)
        last = kept[-1:] if spaces <= 2 or spaces == 3 and tail[-1] == "\n" else ""
        signed = bool(last) and not last.isdecimal() and last not in _NO_SIGN_END
        before = SYM_BEFORE.search(text, window_start, start) if signed else None
        if before:
            token = before.group(1)
            code = None
            if token.upper() in codes and (token.isupper() or token.lower() in LOWER_CODES):
                code = token.upper() if code_vouched(token.upper(), country) else None  # "TOP 10": a word
            elif len(token) == 4 and token.isupper() and token[1:] in codes and token[0] in "MKT":
                code = token[1:]
                multiplier = {"M": 1e6, "K": 1e3, "T": 1e3}[token[0]]
                value *= multiplier
            elif _STATE_DOLLAR.fullmatch(token) and _STATE_BEFORE.search(text, max(0, before.start(1) - 3), before.start(1)):
                token = "$"  # "Los Angeles, CA $110-120k", "Oakland, CA$100,000": a state code after its town, then a dollar
                code = sign_code(token, country)
                before = _DOLLAR_ONLY.search(text, before.start(1), start) or before
            else:
                code = sign_code(token, country) if any(c in token for c in "$€£¥₹₩₽₺₪₱₦₫₴₾₭元₿ரூ¬\x80") or token.lower() in ("zł", "kč", "fr.", "sfr", "sfr.", "kr", "kr.") else None
            if code:
                currency, written, start = code, token, before.start(1)
                glued = token.replace(" ", "").lower() in SYMBOLS  # "S$5,000", "A$90,000"
                if "$" in token and not glued and token.replace("$", "").strip().lower() not in DOLLAR_PREFIX:
                    start = before.start(1) + token.index("$")  # "and $100": the word is not a prefix
                    written = "$"
        if currency is None:
            local = local_sign_before(text, window_start, start, country) if last in local_sign_ends() else None
            if local:
                start, currency, written = local
        if currency is None:
            # a name right before: last one or two words
            pre = text[max(0, start - 25, out[-1].end if out else 0) : start]
            # (then a letter run ends it: the words are read only then; and a name ends with its last word)
            if _letter_at_end(pre) and fold((words := _LETTER_RUN.findall(pre)[-2:])[-1]) in _name_ends():
                for k in range(len(words)):
                    hit = names.table.get(tuple(fold(w) for w in words[k:]))
                    if hit is not None:
                        currency, written = name_code(str(hit), country), " ".join(words[k:])
                        start = start - len(pre) + pre.rfind(words[k])
                        break
        if currency is None and text[start - 1 : start] == "P" and not text[start - 2 : start - 1].isalnum():
            continue  # "P27,000" outside the Philippines: a code glued to a number, as before the peso's "P" was read
        pos = end
        if currency is None and not m.group(2) and text[end : end + 1] in ",." and (dash := _WHOLE_UNITS.match(text, end)):
            pos = dash.end()  # "550,- €": a currency after the dash is this amount's (kept in the amount only then)
        num_end = pos
        mm = _MULT.match(text, pos)
        if mm:
            word = fold(re.sub(r"\s+", " ", mm.group(1)))
            factor = _MULTIPLIERS.get(word)
            # a bare "m" after a number is a million only when a currency is around
            partner = bool(out and out[-1].currency and start - out[-1].end <= 4)  # "₹ 7,00,00,000 - 9.5 Cr"
            guarded = word in _GUARDED_MULTIPLIERS and currency is None and not partner and not (
                word in _LOCAL_MULTIPLIERS and country in _LOCAL_MULTIPLIERS[word])  # "gaji 8 jt" in an Indonesian posting
            if factor and not (guarded and not SYM_AFTER.match(text, mm.end()) and not local_sign_after(text, mm.end(), country)):
                value *= factor
                multiplier = factor
                pos = mm.end()
        if currency is None or written == "":
            sym = SYM_AFTER.match(text, pos)
            hit_code = None if sym else code_at(text, pos, codes, country)
            if sym:
                code = sign_code(sym.group(1), country)
                if code:
                    currency, written, pos = code, sym.group(1), sym.end()
            elif hit_code:
                pos, currency, factor = hit_code
                written = text[num_end:pos].strip()
                if factor != 1.0:
                    value *= factor
                    multiplier = factor
            elif local := local_sign_after(text, pos, country):
                pos, currency, written = local
            else:
                name = name_at(text, pos, names, country)
                if name:
                    pos, code, subunit = name
                    currency, written = code, text[num_end:pos].strip()
            if currency and multiplier == 1.0:
                mm = _MULT.match(text, pos)  # "75 USD million"
                if mm and fold(mm.group(1)) in ("million", "millions", "millones", "millionen", "mio"):
                    multiplier = _MULTIPLIERS[fold(mm.group(1))]
                    value *= multiplier
                    pos = mm.end()
        if currency is None and pos == num_end:
            pos = end  # no currency after a dash: the amount ends at its digits ("ab 29.736,-")
        if cents and currency and multiplier == 1.0 and not subunit and value == int(value):
            c = _CENTS_AFTER.match(text, pos)
            if c and not c.group(2) and (name_at(text, c.end(), names, country) or code_at(text, c.end(), codes)):
                c = None  # "50 dollar 40 rmb": the number belongs to the next amount
            if c:
                value += int(c.group(1)) / 100
                pos = c.end()
        out.append(Money(start, pos, value, currency, multiplier, subunit, written))
    if spelled and _LETTERS_BEFORE_CURRENCY.search(text):
        taken = [(m.start, m.end) for m in out if m.currency or m.subunit]
        for m in find_spelled_money(text, country):
            if not any(s < m.end and m.start < e for s, e in taken):
                out.append(m)
        out.sort(key=lambda m: m.start)
    return out


def locale_decimal(lang: str | None) -> str | None:
    """Decimal symbol of a language's locale per babel ("," for de/fr/es/nl, "." for en)."""
    if not lang:
        return None
    from babel.numbers import get_decimal_symbol

    try:
        return get_decimal_symbol(lang)
    except Exception:  # noqa: BLE001 - unknown locale
        return None


# --- amounts written in words ("five million yen", "drei Dollar", "vijf euro vijftig") ------------------
# Hand-written number words of the five languages (CLDR has spell-out rules but no parser).
_UNITS = {
    "en": "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen",
    "de": "eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn "
          "sechzehn siebzehn achtzehn neunzehn",
    "fr": "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize",
    "es": "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince",
    "nl": "een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien "
          "zeventien achttien negentien",
}
_TENS = {
    "en": "_ twenty thirty forty fifty sixty seventy eighty ninety",
    "de": "_ zwanzig dreissig vierzig funfzig sechzig siebzig achtzig neunzig",
    "fr": "_ vingt trente quarante cinquante soixante",
    "es": "_ veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
    "nl": "_ twintig dertig veertig vijftig zestig zeventig tachtig negentig",
}
_WORD_NUMBERS: dict[str, float] = {}
for _lang, _ws in _UNITS.items():
    for _i, _w in enumerate(_ws.split(), start=1):
        _WORD_NUMBERS.setdefault(_w, _i)
for _lang, _ws in _TENS.items():
    for _i, _w in enumerate(_ws.split(), start=1):
        if _w != "_":
            _WORD_NUMBERS.setdefault(_w, _i * 10)
_WORD_NUMBERS.update({"ein": 1, "eine": 1, "einen": 1, "einem": 1, "une": 1, "una": 1, "half": 0.5,
                      "quarter": 0.25, "hundred": 100, "hundert": 100, "cien": 100,
                      "honderd": 100})
_GERMANIC_COMPOUND = re.compile(r"(\w+?)(?:und|en)(\w+)")
_SPELLED = re.compile(r"(?<![\w-])([^\W\d_]{2,20})(?:[ -]([^\W\d_]{2,20}))?(?![\w-])")
# A letter run of 2-20 with no word character or hyphen before it and no word character after. The look-behind
# comes after the first letter (it then reads that letter too): a pattern that opens with a character class lets
# the engine skip to a letter at C speed, one that opens with a look-behind is tried at every position (the same
# matches on 5,820 real texts; the word list 42 -> 30 us a bench text with a digit)
_ONE_WORD = re.compile(r"[^\W\d_](?<![\w-][^\W\d_])[^\W\d_]{1,19}(?!\w)")
_NEXT_WORD = re.compile(r"[ -]([^\W\d_]{2,20})(?![\w-])")


# every word of a text with a digit is asked (fold and a regex each); the words repeat across texts
@lru_cache(maxsize=1 << 14)
def _word_value(word: str) -> float | None:
    w = fold(word)
    if w in _WORD_NUMBERS:
        return _WORD_NUMBERS[w]
    m = _GERMANIC_COMPOUND.fullmatch(w)  # "achtundsiebzig", "vijfenveertig"
    if m and m.group(1) in _WORD_NUMBERS and m.group(2) in _WORD_NUMBERS:
        unit, tens = _WORD_NUMBERS[m.group(1)], _WORD_NUMBERS[m.group(2)]
        if unit < 10 and tens >= 20 and tens % 10 == 0:
            return unit + tens
    return None


def spelled_number(word: str) -> float | None:
    """The value of a number written as one word ("six", "achtundsiebzig"), None when the word is no number."""
    return _word_value(word)


def find_spelled_money(text: str, country: str | None = None, limit: int = 200) -> list[Money]:
    """Amounts whose number is written in words and directly followed by a currency (optionally with a
    multiplier): "five million yen", "twenty MUSD", "drei Dollar", "cinco millones de yenes",
    "thirteen dollars and forty-five cents", "een cent"."""
    # an amount opens with a number word: most texts have none (84 of the 787 bench texts with a digit), and the
    # words alone (no match objects, cached values) tell it at a third of the scan's cost
    if {None}.issuperset(map(_word_value, _ONE_WORD.findall(text))):
        return []
    codes, names = currency_data()
    out: list[Money] = []
    for m in _ONE_WORD.finditer(text):
        if len(out) >= limit:
            break
        if out and m.start() < out[-1].end:
            continue
        first = _word_value(m.group())
        if first is None:
            continue
        value = first
        pos = m.end()
        nxt = _NEXT_WORD.match(text, pos)
        second = _word_value(nxt.group(1)) if nxt else None
        if second is not None:
            value = first + second if second < first or first < 1 else first * second
            pos = nxt.end(1)
        multiplier = 1.0
        mm = _MULT.match(text, pos)
        if mm and fold(re.sub(r"\s+", " ", mm.group(1))) not in ("k", "m", "t", "mm", "mn"):
            multiplier = _MULTIPLIERS.get(fold(re.sub(r"\s+", " ", mm.group(1))), 1.0)
            value *= multiplier
            pos = mm.end()
        currency = None
        subunit = False
        hit_code = code_at(text, pos, codes, country)
        sym = SYM_AFTER.match(text, pos)
        if hit_code:
            pos, currency, factor = hit_code
            value *= factor
        elif sym and sign_code(sym.group(1), country):
            currency, pos = sign_code(sym.group(1), country), sym.end()
        else:
            name = name_at(text, pos, names, country)
            if name is not None:
                pos, currency, subunit = name
            else:
                before = SYM_BEFORE.search(text, max(0, m.start() - 6), m.start())  # "$ un mil millones"
                code = sign_code(before.group(1), country) if before and "$" in before.group(1) else None
                if code is None:
                    continue
                currency = code
                out.append(Money(before.start(1), pos, value, currency, multiplier, False, ""))
                continue
        if multiplier == 1.0 and not subunit:
            # "five dollars fifty", "thirteen dollars and forty-five cents"
            c = re.compile(r"\s{1,2}(?:and|und|et|y|en|con)?\s{0,2}").match(text, pos)
            rest = _SPELLED.match(text, c.end()) if c else None
            if rest:
                cents = _word_value(rest.group(1))
                if cents is not None and rest.group(2) and _word_value(rest.group(2)) is not None:
                    cents += _word_value(rest.group(2)) or 0
                    end = rest.end(2)
                else:
                    end = rest.end(1)
                if cents is not None and 1 <= cents < 100:
                    value += cents / 100
                    tail = name_at(text, end, names, country)
                    pos = tail[0] if tail and tail[2] else end
        out.append(Money(m.start(), pos, value, currency, multiplier, subunit, ""))
    return out
