"""PII masking: e-mail addresses, phone numbers, URLs, IBANs, national identity numbers and dates of birth.

``mask_pii(text, country)`` replaces each with a placeholder. Phones written in international form are
masked anywhere; national digit runs only when they are valid numbers of the market ``country`` (a
pipeline passes the country of the row's location column), so dates and order numbers stay. IBANs, US
Social Security numbers and Spanish DNI/NIE are validated by python-stdnum (check digits, reserved
ranges); UK National Insurance numbers by their published format rules (python-stdnum has no NINO
module); a Dutch BSN only after its label. Dates of birth are the date after a birth-date label in
English, German, French, Spanish, Dutch, Portuguese, Swedish or Russian.
"""

from __future__ import annotations

import re

from normalize.attributes.contacts import find_emails, find_phones, find_urls
from normalize.attributes.markets import market_code

Span = tuple[int, int]

# IBAN: country code, check digits, then 11-30 letters/digits, printed in groups of four or not at all
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b")
_SSN = re.compile(r"\b\d{3}([- ])\d{2}\1\d{4}\b")
_SSN_LABELLED = re.compile(r"(?i)\b(?:ssn|social security (?:number|no\.?|#))\s*[:#]?\s*(\d{9})\b")
# UK NINO: two prefix letters (not D, F, I, Q, U, V; second not O), six digits, suffix A-D
_NINO = re.compile(r"\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
_DNI = re.compile(r"\b(?:\d{8}|[XYZ]\d{7})-?[A-Z]\b")
_BSN_LABELLED = re.compile(r"(?i)\b(?:bsn|burgerservicenummer)\s*[:#]?\s*(\d{9}|\d{4}\.\d{2}\.\d{3})\b")
_BIRTH_LABEL = re.compile(
    r"(?i)\b(?:date of birth|birth ?date|d\.?o\.?b\.?|born(?: on)?|geburtsdatum|geboren am|geb\.|"
    r"date de naissance|n[ée]e? le|fecha de nacimiento|nacid[oa] el|f\. nac\.|geboortedatum|geboren op|"
    r"data de nascimento|f[öo]delsedatum|född|дата рождения)\s*[:\-–]?\s*")
_MONTH = r"[^\W\d_]{3,10}\.?"
_DATE = re.compile(
    r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}(?:st|nd|rd|th|er|º)?\.? (?:de )?"
    + _MONTH + r",? (?:de )?\d{4}|" + _MONTH + r" \d{1,2}(?:st|nd|rd|th)?,? \d{4}")
PLACEHOLDERS = {"email": "[EMAIL]", "phone": "[PHONE]", "url": "[URL]", "iban": "[IBAN]", "id": "[ID]",
                "dob": "[DOB]"}


def find_ibans(text: str) -> list[Span]:
    """Spans of valid IBANs ("DE89 3704 0044 0532 0130 00"), trailing capitalised words not included."""
    from stdnum import iban

    out = []
    for m in _IBAN.finditer(text):
        groups = m.group().split(" ")
        while groups:  # "DE89 3704 ... 00 BIC": drop trailing groups until the number is valid
            candidate = " ".join(groups)
            if iban.is_valid(candidate):
                out.append((m.start(), m.start() + len(candidate)))
                break
            groups.pop()
    return out


def find_national_ids(text: str) -> list[Span]:
    """Spans of national identity numbers: US SSN, UK NINO, Spanish DNI/NIE, Dutch BSN (labelled)."""
    from stdnum.es import dni, nie
    from stdnum.nl import bsn
    from stdnum.us import ssn

    out = [m.span() for m in _SSN.finditer(text) if ssn.is_valid(m.group())]
    out += [m.span(1) for m in _SSN_LABELLED.finditer(text) if ssn.is_valid(m.group(1))]
    out += [m.span() for m in _NINO.finditer(text)]
    out += [m.span() for m in _DNI.finditer(text) if dni.is_valid(m.group()) or nie.is_valid(m.group())]
    out += [m.span(1) for m in _BSN_LABELLED.finditer(text) if bsn.is_valid(m.group(1))]
    return out


def find_birth_dates(text: str) -> list[Span]:
    """Spans of the dates written right after a date-of-birth label ("DOB: 04/07/1986", "geboren am
    3. Mai 1990"); other dates stay."""
    out = []
    for m in _BIRTH_LABEL.finditer(text):
        d = _DATE.match(text, m.end())
        if d:
            out.append(d.span())
    return out


def mask_pii(
    text: str | None,
    country: str | None = None,
    email: str = "[EMAIL]",
    phone: str = "[PHONE]",
    url: str = "[URL]",
    iban: str = "[IBAN]",
    national_id: str = "[ID]",
    birth_date: str = "[DOB]",
) -> str | None:
    """``text`` with e-mail addresses, phone numbers, URLs, IBANs, national identity numbers and dates of
    birth replaced by placeholders. ``country`` is the market (alpha-2, alpha-3 or name) whose national
    phone numbers are masked too."""
    if not text:
        return text
    country = market_code(country)
    spans = [(s, e, email) for s, e in (x["span"] for x in find_emails(text))]
    spans += [(s, e, url) for s, e in (x["span"] for x in find_urls(text))]
    found = find_phones(text, country, limit=len(text), possible=True)
    spans += [(s, e, phone) for s, e in (x["span"] for x in found)]
    if any(c.isdigit() for c in text):
        spans += [(s, e, iban) for s, e in find_ibans(text)]
        spans += [(s, e, national_id) for s, e in find_national_ids(text)]
        spans += [(s, e, birth_date) for s, e in find_birth_dates(text)]
    # the longest match wins where two overlap (an IBAN read as a phone number by its digit groups)
    spans.sort(key=lambda x: (x[0], -(x[1] - x[0])))
    out, pos = [], 0
    for s, e, repl in spans:
        if s < pos:
            continue
        out.append(text[pos:s])
        out.append(repl)
        pos = e
    out.append(text[pos:])
    return "".join(out)


__all__ = ["mask_pii", "find_ibans", "find_national_ids", "find_birth_dates", "PLACEHOLDERS"]
