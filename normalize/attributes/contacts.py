"""E-mail addresses, phone numbers (E.164 via phonenumbers) and URLs in text (masking them: ``pii.py``).

The e-mail and URL patterns start with a negative look-behind on their own character class, so a match
can only start at a token boundary and each start scans a bounded window: linear time on hostile input.
Phone candidates (a cheap bounded pattern) are validated and formatted by ``phonenumbers``.
"""

from __future__ import annotations

import re

import phonenumbers

from normalize.attributes.markets import market_code

# the local part may carry markdown escapes ("human\_resources@..."), removed from the value
EMAIL = re.compile(r"(?<![\w.+%\\-])(?:[\w.+%-]|\\[_.+-]){1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}\.[A-Za-z]{2,24}(?![\w-])")
URL = re.compile(
    r"(?<![\w@/.:-])(?:(?:https?|ftp)://|www\.)[^\s<>\"'`{}|\\^\[\]]{1,2000}"
    r"|(?<![\w@/.:-])(?:[a-z0-9-]{1,63}\.){1,4}(?:com|org|net|io|de|fr|es|nl|be|ch|at|eu|uk|co|jobs|careers)"
    r"(?:/[^\s<>\"'`{}|\\^\[\]]{0,1000})?(?![\w@-])",
    re.IGNORECASE,
)
# digits with separators, markdown escapes included ("800\-798\-6035", "(602\) 781\-7032")
PHONE_CANDIDATE = re.compile(r"(?<![\w+])(?:\\?\+|00)?\(?\d[\d \u00a0().\-/\\]{5,26}\d(?![\w])")
_URL_HINT = re.compile(r"://|www\.|\.(?:com|org|net|io|de|fr|es|nl|be|ch|at|eu|uk|co|jobs|careers)\b", re.IGNORECASE)
_TRAILING = ".,;:!?)]}'\""


def find_emails(text: str) -> list[dict]:
    """``[{"value": address (lower-cased domain), "span": [s, e]}]``."""
    if "@" not in text:
        return []
    out = []
    for m in EMAIL.finditer(text):
        local, _, domain = m.group().replace("\\", "").rpartition("@")
        out.append({"value": f"{local}@{domain.lower()}", "span": [m.start(), m.end()]})
    return out


def find_urls(text: str) -> list[dict]:
    """``[{"value": url as written minus trailing punctuation, "span": [s, e]}]`` (not e-mail domains)."""
    out: list[dict] = []
    if "." not in text or not _URL_HINT.search(text):
        return out
    for m in URL.finditer(text):
        value = m.group().rstrip(_TRAILING)
        if not value or "@" in value:
            continue
        out.append({"value": value, "span": [m.start(), m.start() + len(value)]})
    return out


def find_phones(text: str, country: str | None = None, limit: int = 200, *, possible: bool = False) -> list[dict]:
    """``[{"value": E.164, "span": [s, e]}]``. Without a ``country`` hint only international numbers
    ("+49 ..." / "0049 ...") are read; with it national numbers of that country are read too. At most
    ``limit`` candidates go to phonenumbers (bounded work on hostile input). Numbers must be valid (an
    assigned range); with ``possible``, one written in international form ("+44 ...") only needs a possible
    length (masking uses that: a fictional "+44 7700 900123" is still someone's contact detail to hide)."""
    out: list[dict] = []
    region = market_code(country)
    if region is None and "+" not in text and "00" not in text:
        return out  # only international numbers are read without a market: skip the candidate scan
    tried = 0
    for m in PHONE_CANDIDATE.finditer(text):
        raw = m.group()
        tried += 1
        if tried > limit:
            break
        if sum(ch.isdigit() for ch in raw) < 7:
            continue
        if region is None and not (raw.lstrip("\\").startswith("+") or raw.startswith("00")):
            continue
        raw = raw.replace("\\", " ")  # markdown escapes; same length, so spans stay right
        if raw.startswith("00"):
            raw = " +" + raw[2:]
        # phonenumbers splits and validates the candidate window ("+49 30 1234567 / (030) 123-4567")
        # only a number written in international form is taken as merely possible: national digit runs
        # (dates, order numbers, IBAN groups) must be valid numbers of the market
        international = raw.lstrip().startswith("+")
        leniency = phonenumbers.Leniency.POSSIBLE if possible and international else phonenumbers.Leniency.VALID
        for pm in phonenumbers.PhoneNumberMatcher(raw, region or "ZZ", leniency=leniency):
            s = m.start() + pm.start
            out.append({"value": phonenumbers.format_number(pm.number, phonenumbers.PhoneNumberFormat.E164),
                        "span": [s, s + len(pm.raw_string)]})
    return out
