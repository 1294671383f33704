"""Dates in text: a cheap scan finds candidate substrings, dateparser resolves only those.

Candidates are numeric dates ("2025-03-01", "01.03.2025", "3/1/2025", "03/2025") found by one bounded
regex, and month-name dates ("1. März 2025", "March 1, 2025", "1er mars 2025", "15 de marzo de 2025",
"1 maart 2025", "Jan 2025") found by looking month names (babel/CLDR, five languages) up in the word
tokens. dateparser, which is slow on whole texts, is called once per distinct candidate (cached).
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from itertools import compress

from normalize.attributes.text import DIGIT, Tokens, fold, has_digit, scan
from normalize.attributes.triggers import DIGIT as DIGIT_TRIGGER
from normalize.attributes.triggers import TextFacts, any_of, check

# the first date of a range is read ("Posting Period: 11/5/25-11/14/25"); a count before a hyphen is none ("8/10/12-hour")
_NUMERIC = re.compile(
    r"(?=\d)(?<![\d.,/-])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|(?:0?[1-9]|1[0-2])/\d{4})"
    r"(?![\d/]|-(?!\d{1,2}/\d{1,2}/\d\d)|[.,]\d)"
)
# every numeric form has a digit, a separator and a digit in a row: a cheap test before _NUMERIC, whose
# lookbehind is tried at every position of the text
_NUMERIC_HINT = re.compile(r"\d[./-]\d")
_NUMERIC_HINT_ASCII = re.compile(r"\d[./-]\d", re.ASCII)  # the same on an ASCII text, without Unicode class look-ups
_LANGS = ("en", "de", "fr", "es", "nl")
MAX_CANDIDATES = 200  # dateparser is called on at most this many candidates per text
# Month names that are also common words: only taken next to a day or year number.
_WEAK = {"may", "mar", "jan", "ene", "mai", "juni", "juli", "sept", "oct", "dec", "nov", "aug", "april",
         "august", "march"}


@lru_cache(maxsize=1)
def _months() -> dict[str, tuple[str, int]]:
    """Folded month name or abbreviation -> (language, month number)."""
    from babel.dates import get_month_names

    out: dict[str, tuple[str, int]] = {}
    for lang in _LANGS:
        for width in ("wide", "abbreviated"):
            for num, name in get_month_names(width, locale=lang).items():
                key = fold(name.rstrip("."))
                if len(key) >= 3:
                    out.setdefault(key, (lang, num))
    out.setdefault("sept", ("en", 9))
    return out


@lru_cache(maxsize=1)
def _month_keys() -> frozenset[str]:
    """The keys of :func:`_months` as a set: a text's words are tested against it set to set, where a dict's keys view
    asks each word through the generic containment test (2.3 -> 0.7 us a 300-character text, ext23)."""
    return frozenset(_months())


@lru_cache(maxsize=1)
def month_words() -> frozenset[str]:
    """Folded month names and abbreviations (3+ letters) of the languages postings are written in (babel/CLDR;
    Russian and Ukrainian in the genitive a date uses): "22 Maret", "5 марта" are days of a date."""
    from babel.dates import get_month_names

    out = set(_months())
    for lang in ("pt", "id", "it", "sv", "pl", "ru", "uk"):
        for width in ("wide", "abbreviated"):
            out.update(key for name in get_month_names(width, locale=lang).values()
                       if len(key := fold(name.rstrip("."))) >= 3)
    return frozenset(out)


@lru_cache(maxsize=1)
def _written_months() -> dict[tuple[str, str], int]:
    """(month name as CLDR writes it, also lower-case and capitalized; language) -> month number, for the
    names :func:`_months` gives that language (the forms the dateparser shortcut reads)."""
    from babel.dates import get_month_names

    months = _months()
    out: dict[tuple[str, str], int] = {}
    for lang in _LANGS:
        for width in ("wide", "abbreviated"):
            for num, name in get_month_names(width, locale=lang).items():
                name = name.rstrip(".")
                if months.get(fold(name)) == (lang, num):
                    for written in (name, name.lower(), name.capitalize()):
                        out[(written, lang)] = num
    return out


_ISO = re.compile(r"(\d{4})-(\d\d)-(\d\d)")
_DAY_MONTH = re.compile(r"(\d{1,2})([./])(\d{1,2})\2(\d{4})")  # day first, or month first (MDY)
_EN_MONTHS = {name: num for num, name in enumerate(
    ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
     "November", "December"), start=1)}
_MONTH_YEAR = re.compile(r"(?:(\d{1,2})(?: \.)? )?([A-Z][a-z]{2,8})(?: (\d{1,2})(?: st| nd| rd| th)?)?,? (\d{4})")
_DAY_MONTH_NAME_YEAR = re.compile(r"(?:(\d{1,2})(?: \.|\.)? )?([^\W\d_]+) (\d{4})")  # any of the five languages


def _fast(candidate: str, lang: str | None, order: str) -> str | None:
    """The value dateparser gives for the commonest unambiguous forms ("2025-03-01"; "01.03.2025" and
    "1/3/2025" in the market's order, day first or month first; "March 2025", "1 March 2025", "1 . March 2025",
    "March 1 st 2025", "March 1, 2025", "March, 2025"; in all five languages "1. März 2025", "1 mars 2025",
    "marzo 2025" with CLDR's month names), without calling it (dateparser costs milliseconds per candidate, and
    more to load a language); None when the candidate is none of them or no valid date, and dateparser decides.
    tests/test_dates_fast.py checks the agreement with dateparser."""
    if lang is None:
        if m := _ISO.fullmatch(candidate):
            y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        elif m := _DAY_MONTH.fullmatch(candidate):
            a, b = int(m.group(1)), int(m.group(3))
            y, mo, d = (int(m.group(4)), b, a) if order == "DMY" else (int(m.group(4)), a, b)
        else:
            return None
    elif lang == "en" and (m := _MONTH_YEAR.fullmatch(candidate)) and m.group(2) in _EN_MONTHS:
        if m.group(1) and m.group(3):
            return None  # "1 March 2 2025"
        y, mo, d = int(m.group(4)), _EN_MONTHS[m.group(2)], int(m.group(1) or m.group(3) or 1)
    elif (m := _DAY_MONTH_NAME_YEAR.fullmatch(candidate)) and (num := _written_months().get((m.group(2), lang))):
        y, mo, d = int(m.group(3)), num, int(m.group(1) or 1)
    else:
        return None
    if not 1900 <= y <= 2100:
        return None
    try:
        return date(y, mo, d).isoformat()
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def _parse(candidate: str, lang: str | None, order: str) -> str | None:
    fast = _fast(candidate, lang, order)
    if fast is not None:
        return fast
    import dateparser

    settings = {"PREFER_DAY_OF_MONTH": "first", "DATE_ORDER": order, "RETURN_AS_TIMEZONE_AWARE": False,
                "PARSERS": ["absolute-time"]}
    try:
        parsed = dateparser.parse(candidate, languages=[lang] if lang else ["en"], settings=settings)
    except Exception:  # noqa: BLE001 - dateparser raises on odd input; the candidate is just skipped
        return None
    if parsed is None or not 1900 <= parsed.year <= 2100:
        return None
    return parsed.date().isoformat()


def _is_day(w: str) -> bool:
    return w.isdigit() and 1 <= int(w) <= 31 and len(w) <= 2


def _is_year(w: str) -> bool:
    return w.isdigit() and len(w) == 4 and 1900 <= int(w) <= 2100


def _may_fold_to_digits(facts: TextFacts) -> bool:
    """Whether a folded word of a text with no decimal digit may hold one ("²" folds to "2"): a non-ASCII text whose
    words are not all letters."""
    return not facts.ascii and not "".join(facts.vocab).isalpha()


# What every text find_dates reads a date from holds (extract calls it only then; see normalize.attributes.triggers): a
# numeric date opens with a digit; a month word counts only beside a day or year word, all digits, written as such or
# folded from a non-ASCII character ("²" folds to "2"). A new source of dates adds its words or marks here.
DATES_TRIGGER = any_of(DIGIT_TRIGGER, check(_may_fold_to_digits))


def find_dates(text: str, country: str | None = None, tokens: Tokens | None = None) -> list[dict]:
    """``[{"value": "YYYY-MM-DD" (or "YYYY-MM" when no day is written), "text": raw, "span": [s, e]}]``."""
    if not text:
        return []
    order = "MDY" if (country or "").upper() in ("US", "PH") else "DMY"
    found: list[tuple[int, int, str | None]] = []
    if has_digit(text) and (_NUMERIC_HINT_ASCII if text.isascii() else _NUMERIC_HINT).search(text):
        for m in scan(_NUMERIC, DIGIT, text):  # (a _NUMERIC match starts at a digit)
            found.append((m.start(), m.end(), None))
    tokens = tokens if tokens is not None else Tokens(text)
    months = _months()
    words = tokens.words
    nxt = 0
    # the month words picked at C speed ("may" is in many texts)
    for i in [] if _month_keys().isdisjoint(tokens.vocab) else compress(range(len(words)), map(months.__contains__, words)):
        if i < nxt:
            continue
        month = months[words[i]]
        first = last = i
        has_num = False
        k = i - 1
        if k >= 0 and words[k] in ("de", "er", "of", "the"):
            k -= 1
        if k >= 0 and _is_day(words[k]) or (k >= 0 and words[k] == "1er"):
            first, has_num = k, True
        j = i + 1
        if j < len(words) and _is_day(words[j]) and not _is_year(words[j]):
            last, has_num, j = j, True, j + 1
            if j < len(words) and words[j] in ("st", "nd", "rd", "th"):
                last, j = j, j + 1
        if j < len(words) and words[j] == "de":
            j += 1
        if j < len(words) and _is_year(words[j]):
            last, has_num = j, True
        if not has_num or (words[i] in _WEAK and last == i and first == i):
            continue
        found.append((tokens.starts[first], tokens.ends[last], month[0]))
        nxt = last + 1
    out = []
    for s, e, lang in sorted(found)[:MAX_CANDIDATES]:
        raw = text[s:e]
        value = _parse(raw, lang, order)
        if value is None:
            continue
        day_written = lang is None or any(_is_day(w) for w in re.findall(r"\d+", raw))
        if lang is None and re.fullmatch(r"\d{1,2}/\d{4}", raw):
            day_written = False
        out.append({"value": value if day_written else value[:7], "text": raw, "span": [s, e]})
    return out
