"""Which currency a sign, an ISO code or a name is: symbols and market prefixes ("$" by the market, "c $",
"S$"), ISO 4217 codes (babel), currency names in five languages (babel/CLDR) and the local signs CLDR
gives each territory ("RM", "Rp", "Ksh"). :mod:`normalize.attributes.money` reads the amounts around them."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from normalize.attributes.text import PhraseTable, fold

# Currency symbols (hand-written: CLDR symbols depend on the locale and omit many market prefixes).
# "$" alone is resolved by the market (see dollar_for).
SYMBOLS = {
    "us$": "USD", "u$s": "USD", "usd$": "USD", "c$": "CAD", "ca$": "CAD", "cad$": "CAD", "a$": "AUD",
    "au$": "AUD", "aud$": "AUD", "nz$": "NZD", "hk$": "HKD", "s$": "SGD", "sg$": "SGD", "r$": "BRL",
    "mx$": "MXN", "mex$": "MXN", "mxn$": "MXN", "€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW",
    "₽": "RUB", "₺": "TRY", "₪": "ILS", "₱": "PHP", "₦": "NGN", "₫": "VND", "₴": "UAH", "₾": "GEL",
    "₭": "LAK", "元": "CNY", "zł": "PLN", "kč": "CZK", "chf": "CHF", "sfr": "CHF", "fr.": "CHF",
    "ரூ": "LKR", "₿": "XBT",
}
# the euro sign's UTF-8 bytes read as Windows-1252 by a scraper ("â‚¬14.20", its C1 form): mojibake that ftfy repairs in the
# hygiene stage, but extract reads the text as given (spans index it), so the sign is read here. Not in SYMBOLS: its "â"
# keeps such a text beyond the plain marks (BEYOND_PLAIN), whose test checks SYMBOLS' characters one by one. Also the
# euro's own Windows-1252 byte decoded as Latin-1, the C1 control U+0080 ("48.000 - 53.000 \x80 p.a."; ftfy's
# fix_c1_controls makes it "€"; RUNNING_TEXT_RULES, session of 2026-12-07 19:33): not after "Â" or "â", where it is a
# byte of another character's mojibake ("â\x80\x99" a quote, "Â\x80" a doubly garbled one)
_EURO_MOJIBAKE = re.compile("\u00e2[\u201a\x82]\u00ac|(?<![\u00c2\u00e2])\x80")
# the one-character signs as a regex character class ("$" and "¥" stand for several currencies, so SYMBOLS leaves them out)
SIGN_CLASS = "[" + re.escape("$¥" + "".join(sorted(k for k in SYMBOLS if len(k) == 1))) + "]"
_SYM_ALT = (
    r"(?:(?<![a-z])[a-z]{1,3}\s?\$|\$\s?[a-z]{1,3}(?![a-z])|\$|€|" + _EURO_MOJIBAKE.pattern +
    r"|£|¥|₹|₩|₽|₺|₪|₱|₦|₫|₴|₾|₭|元|zł|kč|ரூ|₿|sfr\.?|fr\.|(?<![a-z])kr\.?(?![a-z]))"
)
# a sign followed by a number is that number's ("30.000 €40.000"), unless a line break comes between: "Más de 30.000€
# <br>10 inscritos" (a board's salary line, then its count of applicants) ends the amount before it
SYM_AFTER = re.compile(r"\s{0,2}(" + _SYM_ALT + r")(?![^\S\n]{0,2}\d)", re.IGNORECASE)
SYM_BEFORE = re.compile(r"(" + _SYM_ALT + r"|(?<![a-z])[A-Z]{3,4}|(?<![a-z])[a-z]{3})\s{0,2}$", re.IGNORECASE)
_CODE_AFTER = re.compile(r"\s{0,2}([A-Za-z]{3,4})(?![^\W\d_])")
_NAME_WINDOW = re.compile(r"\s{0,2}((?:[^\W\d_]{1,20}\.?[ \u00a0]?){1,3})")  # "бел. руб.": an abbreviation's dot inside a name
_WORD_RUN = re.compile(r"\w+")
_SUBUNITS = {"cent", "cents", "pence", "penny", "centimes", "centime", "centavos", "centavo",
             "centimos", "centimo", "peniques", "penique", "rappen", "centen"}

# Codes accepted in lower case (common ones only: "all", "top", "cup" are words, not currencies).
LOWER_CODES = {"usd", "eur", "gbp", "chf", "cad", "aud", "jpy", "cny", "inr", "sek", "nok", "dkk",
               "pln", "czk", "huf", "mxn", "brl", "nzd", "sgd", "hkd", "zar", "rmb", "try", "rub", "byn"}
# Letters before "$" (as in "c $", "cad$", "mex$") and after it ("$ c" in French specs).
# (single letters other than "c" are left out: "a $ 300 million" is an article, not Australian dollars)
DOLLAR_PREFIX = {"us": "USD", "usd": "USD", "c": "CAD", "ca": "CAD", "cad": "CAD", "au": "AUD",
                 "aud": "AUD", "nz": "NZD", "hk": "HKD", "sg": "SGD", "mx": "MXN", "mex": "MXN", "mxn": "MXN"}
# Markets whose "$" is not the US dollar.
DOLLAR_MARKETS = {"CA": "CAD", "AU": "AUD", "NZ": "NZD", "SG": "SGD", "HK": "HKD", "MX": "MXN",
                  "AR": "ARS", "CL": "CLP", "CO": "COP", "TW": "TWD", "JM": "JMD", "LR": "LRD",
                  "BS": "BSD", "BB": "BBD", "FJ": "FJD", "NA": "NAD", "TT": "TTD", "BR": "BRL"}


def dollar_for(country: str | None) -> str:
    """ISO code of a bare ``$``/"dollar" in ``country``'s market (US dollar if unknown)."""
    return DOLLAR_MARKETS.get((country or "").upper(), "USD")


# The countries whose own currency is written "$" and that an ad of another market names as the job's country ("This Job
# is based in Australia" on an Irish board; "Salary: Australian $1,200.00" on a Philippine one). By hand: CLDR has the
# country names but not the adjectives, and only these five dollar markets post through other markets' boards.
_DOLLAR_COUNTRY = re.compile(r"\b(?:(Australian?)|(Canad(?:a|ian))|(New Zealand(?:er)?)|(Singapore(?:an)?)|(Hong Kong))\b")
_DOLLAR_COUNTRY_CODES = ("AU", "CA", "NZ", "SG", "HK")
_US_NAMED = re.compile(r"\b(?:United States|USA|U\.S\.|US|American)\b")


def named_dollar(text: str, country: str | None) -> str | None:
    """The currency of a bare ``$`` in ``text`` of a market with no dollar of its own (IE, PH, ES ...) when the text
    names exactly one dollar country (AU, CA, NZ, SG, HK) and no US: "This Job is based in Australia ... $91,381 -
    $121,838 per annum" -> AUD. None otherwise (the market's reading, US dollars, stands)."""
    code = (country or "").upper()
    if not code or code == "US" or code in DOLLAR_MARKETS or "$" not in text:
        return None
    named = {_DOLLAR_COUNTRY_CODES[m.lastindex - 1] for m in _DOLLAR_COUNTRY.finditer(text)}
    if len(named) != 1 or _US_NAMED.search(text):
        return None
    return dollar_for(named.pop())


def _yen_for(country: str | None) -> str:
    return "CNY" if (country or "").upper() == "CN" else "JPY"


def _ruble_for(country: str | None) -> str:
    """A ruble written as a word: Belarusian in Belarus, else Russian."""
    return "BYN" if (country or "").upper() == "BY" else "RUB"


def _krone_for(country: str | None) -> str | None:
    return {"SE": "SEK", "NO": "NOK", "DK": "DKK", "IS": "ISK"}.get((country or "").upper())


@lru_cache(maxsize=1)
def currency_data() -> tuple[set[str], PhraseTable]:
    """ISO codes and a phrase table of currency names (babel/CLDR, five languages) -> code."""
    from babel.numbers import get_currency_name, list_currencies

    codes = set(list_currencies())
    current = current_codes()
    names = PhraseTable()
    # Hand-written first: bare names whose CLDR form is qualified ("Japanese yen" -> "yen"), and the
    # ambiguous family names resolved by the market later ("dollar" -> "$").
    for phrase, code in [
        ("dollar", "$"), ("dollars", "$"), ("dolar", "$"), ("dolares", "$"), ("dollari", "$"),
        ("bucks", "$"), ("euro", "EUR"), ("euros", "EUR"), ("eur", "EUR"), ("pound", "GBP"),
        ("pounds", "GBP"), ("pound sterling", "GBP"), ("pounds sterling", "GBP"), ("sterling", "GBP"),
        ("livre", "GBP"), ("livres", "GBP"), ("libra", "GBP"), ("libras", "GBP"), ("pfund", "GBP"),
        ("pond", "GBP"), ("yen", "¥"), ("yens", "¥"), ("yenes", "¥"), ("yuan", "CNY"),
        ("rmb", "CNY"), ("renminbi", "CNY"), ("rupee", "INR"), ("rupees", "INR"), ("rupien", "INR"),
        ("roupies", "INR"), ("rupias", "INR"), ("franc", "CHF"), ("francs", "CHF"), ("franken", "CHF"),
        ("franco", "CHF"), ("francos", "CHF"), ("frank", "CHF"), ("guilders", "NLG"),
        ("gulden", "NLG"), ("guldens", "NLG"), ("florines", "NLG"), ("pesetas", "ESP"),
        ("peseta", "ESP"), ("kronor", "SEK"), ("kroner", "kr"), ("kronen", "kr"), ("krone", "kr"),
        ("bitcoin", "XBT"), ("bitcoins", "XBT"), ("btc", "XBT"), ("lira", "TRY"), ("zloty", "PLN"),
        ("zlotys", "PLN"), ("zloty", "PLN"), ("real", "BRL"), ("reais", "BRL"), ("reales", "BRL"),
        # Russian/Belarusian ruble words (hh.ru, rabota.by): the market decides RUB or BYN
        ("руб", "руб"), ("рубль", "руб"), ("рубля", "руб"), ("рублей", "руб"), ("рублях", "руб"),
        ("гривен", "UAH"), ("гривень", "UAH"), ("грн", "UAH"),
        # the Belarusian ruble abbreviated ("от 1000 бел руб на руки", "бел. руб."; pay66: "от 1500 б.р.")
        ("бел руб", "BYN"), ("бел рублей", "BYN"), ("б р", "BYN"),
    ]:
        names.add(phrase, code)
    # the qualified names of the ruble and hryvnia family in Russian and Ukrainian ("800 белорусских рублей")
    for code in ("BYN", "RUB", "UAH"):
        for lang in ("ru", "uk"):
            for count in (1, 2, 5):
                names.add(get_currency_name(code, count, lang), code)
    for code in sorted(codes):
        for lang in ("en", "de", "fr", "es", "nl"):
            for count in (1, 2):
                try:
                    name = get_currency_name(code, count, lang)
                except Exception:  # noqa: BLE001 - a name CLDR lacks in that language
                    continue
                if name and name != code:
                    key = tuple(fold(w) for w in re.findall(r"\w+", name))
                    if key and (key not in names.table or code in current):
                        if key in names.table and names.table[key] in current:
                            continue
                        names.put(key, code)
    return codes, names


# ISO codes that are also English words, so an upper-case heading writes them before a count ("TOP 10 employer",
# "ALL 3 shifts"): read as a currency only in a market that tenders it. Picked from babel's codes whose lower form
# wordfreq rates >= 3.0 (zipf) in English, keeping the words and leaving the abbreviations (USD, EUR, PHP, CAD ...);
# corpus census (all 56,809 postings): "TOP <number>" 14 postings, none Tongan; "ALL", "MAD", "BOB" 1 each.
WORD_CODES = frozenset({"ALL", "ARM", "BAD", "BAN", "BOB", "CUP", "GEL", "MAD", "MOP", "PEN", "SIT", "SOS", "TOP",
                        "TRY", "YUM"})


def code_vouched(code: str, country: str | None) -> bool:
    """False for a word-like ISO code (:data:`WORD_CODES`) outside a market that tenders it; True otherwise."""
    return code not in WORD_CODES or code in _market_tender(country)


@lru_cache(maxsize=64)
def _market_tender(country: str | None) -> frozenset[str]:
    """The currencies ``country`` tenders today (babel/CLDR); empty without a market."""
    from babel.numbers import get_territory_currencies

    try:
        return frozenset(get_territory_currencies((country or "").upper(), tender=True)) if country else frozenset()
    except Exception:  # noqa: BLE001 - a market code babel does not know
        return frozenset()


@lru_cache(maxsize=1)
def current_codes() -> frozenset[str]:
    """ISO codes that are legal tender of some territory today (babel/CLDR); not "STD", "ESP", "DEM"."""
    from babel import Locale
    from babel.numbers import get_territory_currencies

    current: set[str] = set()
    for territory in Locale("en").territories:
        try:
            current.update(get_territory_currencies(territory, tender=True))
        except Exception:  # noqa: BLE001 - a territory without currency data
            continue
    return frozenset(current)


# Signs CLDR gives a territory that are also units, abbreviations or letters ("KM" is a km, "R" a
# letter, "SR" the Saudi riyal as often as the Seychelles rupee) are read only with that market's hint:
# every sign of one or two ASCII letters except these well-known ones, and the shared symbols below.
_UNAMBIGUOUS_SHORT_SIGNS = {"RM", "Rp", "Ft"}
_AMBIGUOUS_SIGNS = {"Nu.", "Gs.", "T$", "C$", "£", "¥", "￥", "US$", "kr", "kr.", "$", "Php", "р."}
# "Rs"/"Rs." is written for several rupees; the market decides (India when unknown).
_RUPEE_MARKETS = {"PK": "PKR", "LK": "LKR", "NP": "NPR", "MU": "MUR", "SC": "SCR"}


@lru_cache(maxsize=1)
def _local_signs() -> tuple[dict[str, tuple[str, frozenset[str]]], re.Pattern[str], re.Pattern[str]]:
    """Currency signs written in each territory's main locale, from babel/CLDR ("RM" -> MYR in Malaysia,
    "Rp" -> IDR, "Ksh" -> KES, "Ft" -> HUF, "GH₵" -> GHS, "د.إ." -> AED): sign -> (ISO code, territories),
    plus the patterns that find a sign right before and right after a number."""
    signs = _cached_sign_table()
    alternation = "|".join(re.escape(sign) for sign in sorted(signs, key=len, reverse=True))
    before = re.compile(rf"(?<![^\W\d_])({alternation})\.?\s{{0,2}}$")
    after = re.compile(rf"\s{{0,2}}({alternation})(?![^\W\d_])")
    return signs, before, after


def _cached_sign_table() -> dict[str, tuple[str, frozenset[str]]]:
    """The sign table, kept as JSON in the user cache (keyed by babel's version): reading 350 CLDR locales
    costs a salary command most of its start-up, the JSON a millisecond."""
    from importlib.metadata import version

    from normalize.cache import cached_json

    def build() -> dict[str, list]:
        return {k: [c, sorted(t)] for k, (c, t) in _sign_table().items()}

    table = cached_json(f"currency-signs-babel-{version('babel')}-v5.json",
                        "the local currency signs of every territory (CLDR)", build)
    return {sign: (code, frozenset(t)) for sign, (code, t) in table.items()}


def _sign_table() -> dict[str, tuple[str, frozenset[str]]]:
    from babel import Locale
    from babel.languages import get_official_languages
    from babel.numbers import get_currency_symbol, get_territory_currencies

    found: dict[str, tuple[str, set[str]]] = {}
    for territory in Locale("en").territories:
        if not territory.isalpha():
            continue
        try:
            currencies = get_territory_currencies(territory, tender=True)
        except Exception:  # noqa: BLE001 - a territory without currency data
            continue
        for lang in get_official_languages(territory, de_facto=True):
            try:
                locale = Locale.parse(f"{lang}_{territory}")
            except Exception:  # noqa: BLE001 - no CLDR locale for this pair
                continue
            for code in currencies:
                sign = get_currency_symbol(code, locale).replace("\u200f", "").replace("\u202f", " ").strip()
                readable = any(unicodedata.category(c)[0] in "LS" for c in sign)
                new = sign not in found or found[sign][0] == code
                if readable and new and sign != code and sign.lower() not in SYMBOLS:
                    found.setdefault(sign, (code, set()))[1].add(territory)
    found["Rs"] = found["Rs."] = ("INR", set())  # resolved by _RUPEE_MARKETS
    found["Php"] = ("PHP", {"PH"})  # the peso as Filipino postings write it (CLDR: "₱"); also a language name
    # a bare "P" before the amount ("Salary: P27,000 - P30,000"), as Filipino postings also write the peso; a short
    # sign, so read only in the PH market
    found["P"] = ("PHP", {"PH"})
    # "з/п 1300р.": hh.by postings abbreviate the ruble "р." after the amount (CLDR keeps it only for the old RUR);
    # a one-letter abbreviation, so read only in the BY market (the gold's rule: "р." in an hh.by posting is BYN) and
    # the RU market ("от 1600 р за час"), each its own ruble (:func:`_local_sign_code`); not in Ukraine, where "р." is
    # "рік", a year
    found["р."] = found["р"] = ("BYN", {"BY", "RU"})
    return {sign: (code, frozenset(t)) for sign, (code, t) in found.items()}


def _local_sign_code(sign: str, country: str | None) -> str | None:
    """ISO code of a local sign (as matched by the patterns of :func:`_local_signs`, so a key of its
    table), or None when the sign is ambiguous and the market does not vouch for it."""
    signs = _local_signs()[0]
    market = (country or "").upper()
    if sign in ("Rs", "Rs."):
        return _RUPEE_MARKETS.get(market, "INR")
    if sign in ("р", "р."):
        return _ruble_for(market) if market in ("BY", "RU") else None  # (see _sign_table)
    code, territories = signs[sign]
    short = sign.isascii() and len(sign.rstrip(".")) <= 2 and sign not in _UNAMBIGUOUS_SHORT_SIGNS
    if (short or sign in _AMBIGUOUS_SIGNS) and market not in territories:
        return None
    return code


@lru_cache(maxsize=1)
def _signs_by_first() -> dict[str, tuple[str, ...]]:
    """The local signs by the character they open with (for ``str.startswith``)."""
    found: dict[str, list[str]] = {}
    for sign in _local_signs()[0]:
        found.setdefault(sign[0], []).append(sign)
    return {first: tuple(signs) for first, signs in found.items()}


@lru_cache(maxsize=1)
def local_sign_ends() -> frozenset[str]:
    """The characters a local sign before a number can end with (its last character, or the "." after it)."""
    return frozenset(sign[-1] for sign in _local_signs()[0]) | {"."}


def local_sign_before(text: str, window_start: int, start: int, country: str | None) -> tuple[int, str, str] | None:
    """(start, code, sign) of a local currency sign ending right before ``start``."""
    m = _local_signs()[1].search(text, window_start, start)
    code = _local_sign_code(m.group(1), country) if m else None
    return (m.start(1), code, m.group(1)) if m and code else None


def local_sign_after(text: str, pos: int, country: str | None) -> tuple[int, str, str] | None:
    """(end, code, sign) of a local currency sign right after ``pos``."""
    # no sign opens with a space: one of the signs must start right after at most two spaces, else the pattern's
    # hundred alternatives need not be tried (most numbers of a text have none after them; a letter that opens a
    # sign, "50 days", "20 Stunden", mostly opens no sign: the literal test spares their ~20 us tries)
    head = text[pos : pos + 3]
    sign_at = pos + len(head) - len(head.lstrip())
    signs = _signs_by_first().get(text[sign_at : sign_at + 1])
    if signs is None or not text.startswith(signs, sign_at):
        return None
    m = _local_signs()[2].match(text, pos)
    code = _local_sign_code(m.group(1), country) if m else None
    return (m.end(), code, m.group(1)) if m and code else None



# The characters beyond ASCII that stand for no letter, digit or currency sign: spaces, dashes, quotes, bullets and the
# C1 controls of a text decoded with the wrong code page (not U+0080, the euro's byte: see _EURO_MOJIBAKE). A text with
# no other character beyond ASCII writes every
# currency the readers of this module find in it in ASCII letters or "$" (a test checks these against Unicode).
PLAIN_MARKS = "\x81-\x9f\u00a0\u00a9\u00ab\u00ad\u00ae\u00b0\u00b4\u00b7\u00bb\u2010-\u2027\u202f\u2030-\u203e\u2122"
BEYOND_PLAIN = re.compile(f"[^\\x00-\\x7f{PLAIN_MARKS}]")


@lru_cache(maxsize=1)
def currency_words() -> tuple[frozenset[str], dict[str, str], dict[str, list[tuple[str, ...]]]]:
    """How currencies are written in ASCII letters, as lower-cased word runs: the runs that are one in any case
    (``LOWER_CODES`` and their "k"/"m"/"t" amount forms, "kr", the one-word ASCII names); the runs that are one in upper
    case only (the other ISO codes and their amount forms, "MEUR") -> that form; and each name of two or more words'
    words before its last one, by that last word."""
    codes, names = currency_data()
    any_case = set(LOWER_CODES) | {p + c for p in "mkt" for c in LOWER_CODES} | {"kr"}
    upper = {w.lower(): w for w in codes | {p + c for p in "MKT" for c in codes}}
    heads: dict[str, list[tuple[str, ...]]] = {}
    for key in names.table:
        if all(w.isascii() and w.isalpha() for w in key):
            if len(key) == 1:
                any_case.add(key[0])
            else:
                heads.setdefault(key[-1], []).append(key[:-1])
    return frozenset(any_case), {w: up for w, up in upper.items() if w not in any_case}, heads


@lru_cache(maxsize=64)
def sign_words(country: str | None) -> frozenset[str]:
    """The longest ASCII letter run, lower-cased, of each local sign read in ``country``'s market, "$" aside (a sign's
    letters stand as whole runs: no letter comes right before or after a sign the patterns of :func:`_local_signs` find)."""
    return frozenset(max(re.findall("[A-Za-z]+", sign), key=len).lower() for sign in _local_signs()[0]
                     if sign.isascii() and "$" not in sign and re.search("[A-Za-z]", sign) and _local_sign_code(sign, country))


def sign_code(symbol_or_code: str, country: str | None) -> str | None:
    """ISO code of a written symbol ("€", "S$", "c $", "kr"); a bare "$", "¥" or "kr" by the market."""
    spaced = " " in symbol_or_code.strip()
    s = symbol_or_code.strip().lower().replace(" ", "")
    if "$" in s and spaced and s.replace("$", "") not in DOLLAR_PREFIX:
        return dollar_for(country)  # "a $ 300 million": an article, not a prefix
    if s == "$":
        return dollar_for(country)
    if s == "¥":
        return _yen_for(country)
    if s in ("kr", "kr."):
        return _krone_for(country)
    if _EURO_MOJIBAKE.fullmatch(s):
        return "EUR"
    if s in SYMBOLS:
        return SYMBOLS[s]
    if "$" in s:
        letters = s.replace("$", "")
        return DOLLAR_PREFIX.get(letters) or dollar_for(country)
    return None


def name_code(code: str, country: str | None) -> str | None:
    """ISO code of a currency name's table value: the family names ("dollar", "yen", "krone", "рубль") by the market."""
    if code == "$":
        return dollar_for(country)
    if code == "¥":
        return _yen_for(country)
    if code == "kr":
        return _krone_for(country)
    if code == "руб":
        return _ruble_for(country)
    return code


def code_at(text: str, pos: int, codes: set[str], country: str | None = None) -> tuple[int, str, float] | None:
    """ISO code (or M/K/T-prefixed amount code such as MEUR) right after ``pos``; a word-like code only where
    ``country``'s market tenders it (:func:`code_vouched`)."""
    m = _CODE_AFTER.match(text, pos)
    if not m:
        return None
    word = m.group(1)
    up = word.upper()
    if len(word) == 3 and up in codes and (word.isupper() or word.lower() in LOWER_CODES) and code_vouched(up, country):
        return m.end(), up, 1.0
    if len(word) == 4 and up[1:] in codes and up[0] in "MKT" and (word.isupper() or word.lower()[1:] in LOWER_CODES):
        return m.end(), up[1:], {"M": 1e6, "K": 1e3, "T": 1e3}[up[0]]
    return None


def name_at(text: str, pos: int, names: PhraseTable, country: str | None) -> tuple[int, str | None, bool] | None:
    """Currency name (or subunit word) right after ``pos``: (end, code, is_subunit)."""
    m = _NAME_WINDOW.match(text, pos)
    if not m:
        return None
    first = fold(_WORD_RUN.match(m.group(1)).group())  # (the window opens with a letter)
    if first not in _SUBUNITS and first not in names.first:
        return None  # no name starts with this word: the rest need not be read
    words = [(fold(w.group()), m.start(1) + w.start(), m.start(1) + w.end()) for w in _WORD_RUN.finditer(m.group(1))]
    if not words:
        return None
    if words[0][0] in _SUBUNITS:
        return words[0][2], None, True
    hit = names.match_at([w[0] for w in words], 0)
    if hit is None:
        return None
    n, code = hit
    end = words[n - 1][2]
    return end, name_code(str(code), country), False
