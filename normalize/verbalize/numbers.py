"""English number words in the Sproat & Jaitly spoken convention (no "and", no hyphens, no commas; zero
read as "o" inside digit strings and years).

Built on ``num2words`` (its English output differs from the convention only in punctuation, "and" and
"oh"), with bounded caches: HR and Wikipedia text repeat the same few thousand numbers.
"""

from __future__ import annotations

from functools import lru_cache

from num2words import num2words

DIGITS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
MAX_CARDINAL_DIGITS = 15  # longer digit strings are read digit by digit (ids, not quantities)


def _clean(words: str) -> str:
    words = words.replace(",", " ").replace("-", " ")
    return " ".join(w for w in words.split() if w != "and")


@lru_cache(maxsize=8192)
def cardinal(digits: str) -> str:
    """'1065520' -> 'one million sixty five thousand five hundred twenty'; too long: digit by digit."""
    digits = digits.lstrip("0") or "0"
    if len(digits) > MAX_CARDINAL_DIGITS:
        return digit_string(digits)
    return _clean(num2words(int(digits)))


@lru_cache(maxsize=4096)
def ordinal(digits: str) -> str:
    """'21' -> 'twenty first'."""
    digits = digits.lstrip("0") or "0"
    if len(digits) > MAX_CARDINAL_DIGITS:
        return digit_string(digits)
    return _clean(num2words(int(digits), to="ordinal"))


@lru_cache(maxsize=4096)
def year(digits: str) -> str:
    """'2014' -> 'twenty fourteen', '2006' -> 'two thousand six', '1905' -> 'nineteen o five'."""
    n = int(digits)
    if 2000 <= n <= 2009 or n < 1000 or n > 9999:
        return cardinal(digits)
    words = _clean(num2words(n, to="year"))
    return " ".join("o" if w == "oh" else w for w in words.split())


def digit_string(digits: str) -> str:
    """'0958' -> 'o nine five eight'."""
    return " ".join(DIGITS[int(d)] for d in digits if d.isdecimal())


def plural(words: str) -> str:
    """The plural of a number's last word: 'nineteen ninety' -> 'nineteen nineties', 'two thousand' ->
    'two thousands', 'six' -> 'sixes'."""
    head, _, last = words.rpartition(" ")
    if last.endswith("y"):
        last = last[:-1] + "ies"
    elif last.endswith(("x", "s")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}".strip()


def decimal_fraction(digits: str) -> str:
    """The digits after a decimal point, one by one: '05' -> 'o five'."""
    return digit_string(digits)
