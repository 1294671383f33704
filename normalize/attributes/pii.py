"""PII masking: e-mail addresses, phone numbers, URLs, IBANs, national identity numbers and dates of birth.

``mask_pii(text, country)`` replaces each with a placeholder. Phones written in international form are
masked anywhere; national digit runs only when they are valid numbers of the market ``country`` (a
pipeline passes the country of the row's location column), so dates and order numbers stay.

National ids are validated by python-stdnum (check digits, reserved ranges). Those whose written form
is distinctive are masked in any market: US SSN (123-45-6789), UK National Insurance number (by its
published format rules: python-stdnum has no NINO module), Spanish DNI/NIE, French NIR, Brazilian CPF
(123.456.789-09), Indian PAN and Aadhaar (1234 5678 9012). Bare digit runs are masked when they are a
valid id of the market: DE tax id (IdNr) and identity-card number, NL BSN, GB NHS number, US SSN,
BR CPF, IN Aadhaar, ID NIK. A digit run a phone cue labels ("Contact number: 8189 1194") is masked in any market, valid or not.
``country=ANY_MARKET`` reads every market's phones and ids: what reports and
logs use, where masking too much costs nothing. A Dutch BSN and a US SSN after their label are masked in
any market. Dates of birth are the date after a birth-date label in English, German, French, Spanish,
Dutch, Portuguese, Swedish or Russian.
"""

from __future__ import annotations

import re

from normalize.attributes.contacts import find_emails, find_phones, find_urls, phone_candidates, phone_cued
from normalize.attributes.markets import market_code

Span = tuple[int, int]

#: ``country`` value for every market at once (reports and logs mask with it)
ANY_MARKET = "*"
#: markets whose bare national id numbers are read (python-stdnum validators)
ID_MARKETS = ("DE", "FR", "NL", "ES", "GB", "US", "BR", "IN", "ID")
#: markets whose national phone numbers ``ANY_MARKET`` reads
PHONE_MARKETS = ("DE", "FR", "NL", "ES", "GB", "US", "BR", "IN", "ID", "IT", "PL", "AT", "CH", "BE", "PT",
                 "SE", "IE", "CA", "AU", "MX", "AR", "CO", "ZA", "NG", "KE", "AE", "SA", "TR", "RU", "CN",
                 "JP", "KR", "SG", "PH", "MY", "VN", "TH", "PK", "BD", "EG")

# IBAN: country code, check digits, then 11-30 letters/digits, printed in groups of four or not at all
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b")
_SSN = re.compile(r"\b\d{3}([- ])\d{2}\1\d{4}\b")
_SSN_LABELLED = re.compile(r"(?i)\b(?:ssn|social security (?:number|no\.?|#))\s*[:#]?\s*(\d{9})\b")
# UK NINO: two prefix letters (not D, F, I, Q, U, V; second not O), six digits, suffix A-D
_NINO = re.compile(r"\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
_DNI = re.compile(r"\b(?:\d{8}|[XYZ]\d{7})-?[A-Z]\b")
# a run of 9-16 digits, single spaces, dots, dashes or slashes between them, not inside a longer token
_DIGIT_RUN = re.compile(r"(?<![\w.\-/])\d(?:[ .\-/]?\d){8,15}(?![\w]|[.\-/]\d)")
_CPF_WRITTEN = re.compile(r"\b\d{3}\.\d{3}\.\d{3}-\d{2}\b")
_AADHAAR_WRITTEN = re.compile(r"\b\d{4} \d{4} \d{4}\b")
_NIR_WRITTEN = re.compile(r"\b[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}\b")
_PAN = re.compile(r"\b[A-Z]{5}\d{4}[A-Z]\b")
# German identity card (Personalausweis) number: 9 characters of the ICAO alphabet and a check digit
_DE_CARD = re.compile(r"\b[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d\b")
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


def find_national_ids(text: str, country: str | None = None) -> list[Span]:
    """Spans of national identity numbers: those of a distinctive written form in any market, bare digit
    runs when they are a valid id of ``country`` (alpha-2, or :data:`ANY_MARKET` for all of them)."""
    from stdnum.br import cpf
    from stdnum.es import dni, nie
    from stdnum.fr import nir
    from stdnum.in_ import aadhaar, pan
    from stdnum.nl import bsn
    from stdnum.us import ssn

    out = [m.span() for m in _SSN.finditer(text) if ssn.is_valid(m.group())]
    out += [m.span(1) for m in _SSN_LABELLED.finditer(text) if ssn.is_valid(m.group(1))]
    out += [m.span() for m in _NINO.finditer(text)]
    out += [m.span() for m in _DNI.finditer(text) if dni.is_valid(m.group()) or nie.is_valid(m.group())]
    out += [m.span(1) for m in _BSN_LABELLED.finditer(text) if bsn.is_valid(m.group(1))]
    out += [m.span() for m in _CPF_WRITTEN.finditer(text) if cpf.is_valid(m.group())]
    out += [m.span() for m in _AADHAAR_WRITTEN.finditer(text) if aadhaar.is_valid(m.group())]
    out += [m.span() for m in _NIR_WRITTEN.finditer(text) if nir.is_valid(m.group())]
    out += [m.span() for m in _PAN.finditer(text) if pan.is_valid(m.group())]
    markets = set(ID_MARKETS) if country == ANY_MARKET else {country} & set(ID_MARKETS)
    if markets:
        validators = _bare_validators(markets)
        for m in _DIGIT_RUN.finditer(text):
            digits = re.sub(r"\D", "", m.group())
            if any(check(digits) for check in validators.get(len(digits), ())):
                out.append(m.span())
        if "DE" in markets:
            out += [m.span() for m in _DE_CARD.finditer(text) if _icao_check(m.group())]
    return out


def _bare_validators(markets: set[str]) -> dict[int, list]:
    """Digit count -> python-stdnum ``is_valid`` functions of the markets' ids written as bare digits."""
    from stdnum.br import cpf
    from stdnum.de import idnr
    from stdnum.gb import nhs
    from stdnum.id import nik
    from stdnum.in_ import aadhaar
    from stdnum.nl import bsn
    from stdnum.us import ssn

    table = {"DE": [(11, idnr.is_valid)], "NL": [(9, bsn.is_valid)], "GB": [(10, nhs.is_valid)],
             "US": [(9, ssn.is_valid)], "BR": [(11, cpf.is_valid)], "IN": [(12, aadhaar.is_valid)],
             "ID": [(16, nik.is_valid)]}
    out: dict[int, list] = {}
    for market in sorted(markets):
        for length, check in table.get(market, ()):
            out.setdefault(length, []).append(check)
    return out


def _icao_check(value: str) -> bool:
    """ICAO 9303 check digit (weights 7, 3, 1; A = 10 ... Z = 35) of a German identity card number.
    Written here because python-stdnum has no module for it."""
    weights = (7, 3, 1)
    total = sum(int(ch, 36) * weights[i % 3] for i, ch in enumerate(value[:-1]))
    return total % 10 == int(value[-1])


_MONEY_BEFORE = re.compile(r"(?:[$£€¥₹]|\b[A-Z]{3}|\b(?i:rs|rm|rp)\.?)\s?$")


def find_labelled_numbers(text: str, limit: int = 200) -> list[Span]:
    """Spans of digit runs (7-15 digits) that a phone cue labels ("Contact number: 8189 1194",
    "Contact\nDennis Murray\n7705-748-1011"), valid numbers or not: a person's number mistyped or of a
    market not known is still theirs to hide. Amounts (a currency sign before) and dates stay."""
    out = []
    for k, m in enumerate(phone_candidates(text)):
        if k >= limit:
            break
        digits = sum(c.isdigit() for c in m.group())
        if not 7 <= digits <= 15 or _DATE.fullmatch(m.group().strip()) or _MONEY_BEFORE.search(text[max(0, m.start() - 4):m.start()]):
            continue
        if phone_cued(text, m.start()):
            out.append(m.span())
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
    phone numbers and bare national ids are masked too; :data:`ANY_MARKET` masks those of every market."""
    if not text:
        return text
    country = ANY_MARKET if country == ANY_MARKET else market_code(country)
    spans = [(s, e, email) for s, e in (x["span"] for x in find_emails(text))]
    spans += [(s, e, url) for s, e in (x["span"] for x in find_urls(text))]
    for market in (PHONE_MARKETS if country == ANY_MARKET else (country,)):
        found = find_phones(text, market, limit=len(text), possible=True)
        spans += [(s, e, phone) for s, e in (x["span"] for x in found)]
    if any(c.isdigit() for c in text):
        spans += [(s, e, phone) for s, e in find_labelled_numbers(text)]
        spans += [(s, e, iban) for s, e in find_ibans(text)]
        spans += [(s, e, national_id) for s, e in find_national_ids(text, country)]
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


def mask_for_logs(text: str) -> str:
    """``text`` made safe for a report, summary or log line: every market's phones and ids masked (masking
    a harmless number there costs nothing; quoting a person's costs much) and line breaks shown as ``\\n``
    (a newline in a file name or value cannot forge a line)."""
    masked = mask_pii(text, ANY_MARKET) or text
    return masked.replace("\r", "\\r").replace("\n", "\\n")


__all__ = ["mask_pii", "mask_for_logs", "find_ibans", "find_national_ids", "find_labelled_numbers", "find_birth_dates", "PLACEHOLDERS",
           "ANY_MARKET"]
