"""Context features and the back-off decision shared by the engine and the table builder.

An ambiguous token (a bare number, a roman numeral, a dash or colon between numbers) has a few candidate
readings that the rules can produce; which one a reader says depends on its neighbours. The learned table
maps (kind, shape, previous token class, next token class) to the reading seen most often in training,
backing off to (kind, shape, previous), (kind, shape, next), (kind, shape).
"""

from __future__ import annotations

import re

_ROMAN = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


def roman_value(word: str) -> int | None:
    """The value of an upper-case roman numeral (1..3999), else None."""
    if not word or len(word) > 15 or not _ROMAN.fullmatch(word):
        return None
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(word, word[1:] + " ", strict=True):
        v = values[a]
        total += -v if b != " " and values[b] > v else v
    return total or None


def number_shape(digits: str) -> str:
    """'1' '2' '3' '4y' (1000-2099) '4' '5+' or '0x' (leading zero)."""
    if len(digits) > 1 and digits[0] == "0":
        return "0x"
    if len(digits) == 4:
        return "4y" if 1000 <= int(digits) <= 2099 else "4"
    return str(len(digits)) if len(digits) < 5 else "5+"


def token_class(text: str | None, months: dict[str, int], vocab: frozenset[str]) -> str:
    """A neighbour's class: '^'/'$' for none, '#' digits, 'MON' month, a frequent word itself, 'Aa', 'AA',
    'a', or the punctuation character."""
    if text is None:
        return "^"
    if text.isdecimal():
        return "#" + number_shape(text)
    low = text.lower()
    if low in months and (text[0].isupper() or len(text) > 3):
        return "MON"
    if low in vocab:
        return low
    if text.isalpha():
        if text.isupper():
            return "AA"
        return "Aa" if text[0].isupper() else "a"
    return text[:1] if len(text) == 1 else "?"


def decide(table: dict[str, str], kind: str, shape: str, prev: str, nxt: str) -> str | None:
    """The learned reading for this context, backing off from the most specific key; None if unseen."""
    for key in (f"{kind}|{shape}|{prev}|{nxt}", f"{kind}|{shape}|{prev}|", f"{kind}|{shape}||{nxt}",
                f"{kind}|{shape}||"):
        hit = table.get(key)
        if hit is not None:
            return hit
    return None
