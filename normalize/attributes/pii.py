"""PII masking: e-mail addresses, phone numbers, URLs, IBANs, national identity numbers and dates of birth.

``mask_pii(text, country)`` replaces each with a placeholder. Phones are masked recall first: phonenumbers'
finds (international form anywhere, national numbers valid in the market ``country``) and besides them any
digit run shaped like a phone number of some market (:func:`find_phone_shaped`: 7-15 digits with phone
separators, a line break inside, valid or not), unless it is clearly something else - a date, an amount with
its currency, a measure, a time range, a postcode shape, or a number after a posting-reference, law, standard
or version label (a posting's own reference is the employer's, and a reader of the masked text needs it).
Every other occurrence of a masked number is masked too (:func:`repeated_numbers`).

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

from normalize.attributes.contacts import (
    find_emails,
    find_phones,
    find_urls,
    phone_candidates,
    phone_cued,
    same_number,
    svg_spans,
)
from normalize.attributes.currencies import SIGN_CLASS, current_codes
from normalize.attributes.markets import market_code
from normalize.attributes.text import escaped_offset, unescape

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
    "Contact\nDennis Murray\n7705-748-0263"), valid numbers or not: a person's number mistyped or of a
    market not known is still theirs to hide. Amounts (a currency sign before) and dates stay. The text is read
    without its markdown escapes ("Tel: 555\\-0142\\-77", :func:`text.unescape`); the spans point into the text given."""
    plain, shifts = unescape(text)
    found = _labelled_numbers(plain, limit)
    if not shifts:
        return found
    # an escaped "+" opening the number is hidden with its backslash ("Tel: \\+353 ..." -> "Tel: [PHONE]")
    escaped = set(shifts)
    return [(escaped_offset(shifts, s) - (plain[s] == "+" and s in escaped), escaped_offset(shifts, e, end=True))
            for s, e in found]


def _labelled_numbers(text: str, limit: int) -> list[Span]:
    """:func:`find_labelled_numbers` on a text without markdown escapes."""
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


# --- recall-first masking of phone-shaped digit runs (issue 24 item 1) ---------------------------------------------
# A run of digit groups joined by what phones are written with: spaces, dots, dashes, slashes, parentheses, a markdown
# escape, a line break; a "+" or "00" may open it. Not inside a longer token (a code "AB1234567", a decimal, a URL path);
# a capitalised word may follow with no space, a lost line break ("555-1234Job Description").
_SHAPED_RUN = re.compile(
    r"(?<![\w.,/@#=&?%+\\-])(?:\+[ \u00a0]?|\(\+?)?\d"
    r"(?:(?:(?:[ \u00a0]{0,2}[.\-/\u2013])?[ \u00a0]{0,2}(?:\n[ \u00a0]?(?=\d\d))?|\)[ \u00a0]?(?:\n[ \u00a0]?(?=\d\d))?|[ \u00a0]?\(|\\[-)(]?[ \u00a0]?)\d){0,60}"
    r"\)?(?:(?![\w])|(?=[A-Z][a-z]))")
# where a run of more than 15 digits is cut into numbers: a slash, a spaced dash, a wide gap
_RUN_BREAK = re.compile(r"[ \u00a0]*(?:/|[\-\u2013](?=[ \u00a0])|(?<=[ \u00a0])[\-\u2013]|[ \u00a0]{2})[ \u00a0]*")
_DATEY_GROUP = re.compile(r"\d{1,2}|(?:19|20)\d\d")
# a date or a range of dates written with slashes or dots, the year in two digits too ("12/17/25-12/26/25")
_DATE_RANGE = re.compile(r"\d{1,2}([./])\d{1,2}\1\d{2,4}(?:[ \u00a0]*\\?[-\u2013][ \u00a0]*\d{1,2}\1\d{1,2}\1\d{2,4})?")
# a range of amounts written with thousands separators ("35.000 - 45.000"; one amount alone may be a phone: "612.345.678")
_AMOUNT_RANGE = re.compile(r"\d{1,3}(?:([.,])\d{3})+[ \u00a0]*\\?[-\u2013][ \u00a0]*\d{1,3}(?:\1\d{3})+")
_COMPACT_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")  # "20270901"
# a time of day, "8.30", "08:00", "8-00" or "0700" (a shift "0700 - 1930", "(08.00-16.30)", "5/2 8.30-17.30")
_TIME_RANGE = re.compile(r"\(?(?:\d/\d[ \u00a0])?\(?(?:(?:[01]?\d|2[0-4])[.:-][0-5]\d|(?:[01]\d|2[0-4])[0-5]\d)"
                         r"(?:[ \u00a0]*(?:\\?-|\u2013|/)[ \u00a0]*(?:(?:[01]?\d|2[0-4])[.:-][0-5]\d|(?:[01]\d|2[0-4])[0-5]\d))+\)?")
# a number and its year ("edital nº 481/2025", "Circular 012/2009", "Regulation (EU) 2016/679")
_NUMBER_OF_YEAR = re.compile(r"\(?(?:\d{1,6}/(?:19|20)\d\d|(?:19|20)\d\d/\d{1,6})\)?")
# postal codes: Brazilian CEP "29136-010"; a house number before a 5-digit postcode and its town ("Straße 124 10117 Berlin")
_CEP = re.compile(r"\d{5}-\d{3}")
# a decimal: up to three digits, a dot, five or more ("FTE: 0.900000"); "555.0142" is a phone written with a dot
_DECIMAL = re.compile(r"\d{1,3}\.\d{5,}")
_HOUSE_POSTCODE = re.compile(r"\d{1,3}[a-z]?[ \u00a0\n]+\d{5}")
_TOWN_AFTER = re.compile(r"[ \u00a0]+[A-ZÄÖÜ][a-zäöüß]")
_CODE_BEFORE = re.compile(r"\b([A-Z]{3})[ \u00a0]{0,2}$")
_CODE_AFTER = re.compile(r"[ \u00a0]{0,2}([A-Z]{3})(?![^\W\d_])")
# a currency before or after: a sign, an ISO code, a local abbreviation ("Rs.", "руб", "zł")
_CURRENCY_BEFORE = re.compile(r"(?:" + SIGN_CLASS + r"|\b(?i:rs|rp|rm|kr|r\$|usd|eur|gbp|inr|idr|brl|rub)\.?)[ \u00a0]{0,2}$")
_CURRENCY_AFTER = re.compile(r"[ \u00a0]{0,2}(?:" + SIGN_CLASS + r"|(?i:rs|rp|rm|kr|zł|kč|руб|тыс|сом|грн|euros?|dollars?|"
                             r"reais|pesos|rupees|lakhs?|usd|eur|gbp|inr|idr|brl|rub)(?![^\W\d_]))")
# a measure, a duration, a percentage or a count after the number ("1 200 000 m²", "10/20/30/40 minutes"); hand-written:
# the units postings write after large numbers (no library lists units by their written forms in these languages)
_UNIT_AFTER = re.compile(r"[ \u00a0]?(?:\\?-)?(?:%|‰|°|(?i:m²|m2|km²|km|kms|mm|cm|m|kg|g|mg|t|ml|l|sq\.? ?ft|sqft|sqm|ft|kw|kwh|"
                         r"kv|mw|mwh|gw|gb|mb|tb|kb|words?|pages?|wörter|seiten|mhz|ghz|hz|px|dpi|tons?|tonnes?|units?|users?|employees?|"
                         r"min|mins|minutes?|hours?|hrs|days?|weeks?|months?|years?|stunden|tage|horas|dias|meses|años|anos|"
                         r"habitantes|habitants|einwohner|жителей|человек|mitarbeiter|empleados|funcionários)(?![^\W\d_]))")
# what a label before a number may be followed by: markdown, a colon, HTML tags, a non-breaking space
_LABEL_TAIL = r"(?:[\s*_:#№°|>().\\-]|<[^<>]{0,12}>|&nbsp;|\(s\))*$"
# the label of a posting's own reference ("Req ID: 4471202", "Ref. 20231187", "Kennziffer 2023-0411"): the employer's
# number, not a person's, and one a reader of the masked text needs; of a law, a standard, a grant or a document
# ("Lei nº", "29CFR", "IEC", "RCW", "§§"); a meeting id; a version
_OTHER_LABEL = re.compile(
    r"(?i)(?:\b(?:job|posting|vacancy|requisition|req|position|role|competition|tracking|department|dept|stellen|vaga|"
    r"oferta|offre|vacature|order|invoice|ticket)[ \u00a0]?(?:id|no|nr|number|n[°º]|#|code|código|número|nummer)?"
    r"|\bref(?:erence|erenz|érence|erencia)?(?:[ \u00a0]?(?:no|nr|number|nummer|\#))?|referenznummer|\bkennziffer|"
    r"\bkennung|\bc[óo]digo|\bid|\bn[º°o]|\blei|\brule|\brcw|cfr|u\.s\.c\.|§|\biso|\biec|\bdin|\bnist sp|\brfcs?|"
    r"\bcircular|\bdrs|\bsection|\bv|\bversion|\bver)" + _LABEL_TAIL)
_LIST_JOINS = (", ", ",", " / ", " and ", " & ", " or ")
# a US ZIP+4 code after its state ("Springfield, IL 62704-1234")
_ZIP4 = re.compile(r"\d{5}\\?-\d{4}")
_STATE_BEFORE = re.compile(r"(?:\b[A-Z]{2}|[a-z],)[ \u00a0]$")


def _datey(groups: list[str]) -> bool:
    """Every group a day, a month or a year, and a year among them ("01.02.2024", "2019 - 2021", "03/2020-11/2022"),
    or one group that is a date written without separators ("20270901")."""
    if len(groups) == 1:
        return _COMPACT_DATE.fullmatch(groups[0]) is not None
    return all(_DATEY_GROUP.fullmatch(g) and (len(g) == 4 or int(g) <= 31) for g in groups) and any(
        len(g) == 4 for g in groups)


def _harmless(text: str, start: int, end: int, groups: list[str]) -> bool:
    """Whether the digit run ``text[start:end]`` is clearly something other than a phone number, even after a phone
    cue: a date or a range of dates or years, an amount with its currency or a range of amounts, a measure, a
    duration or a percentage."""
    run = text[start:end]
    if _datey(groups) or _DATE_RANGE.fullmatch(run) or _AMOUNT_RANGE.fullmatch(run):
        return True
    if _CURRENCY_AFTER.match(text, end) or _UNIT_AFTER.match(text, end):
        return True
    before = text[max(0, start - 6):start]
    code = _CODE_BEFORE.search(before) or _CODE_AFTER.match(text, end)
    # "COP 1.500.000", "1 500 000 KZT": an ISO 4217 code (babel's list)
    return bool(_CURRENCY_BEFORE.search(before) or code and code.group(1) in current_codes())


def _looks_other(text: str, start: int, end: int) -> bool:
    """Whether the run is written as something else unless a phone cue says otherwise: a range of times of day, a
    number of a year, a postal code, a decimal, or a run after a reference, law, standard, meeting-id or version label."""
    run = text[start:end].replace("\n", " ")
    if _TIME_RANGE.fullmatch(run) or _NUMBER_OF_YEAR.fullmatch(run) or _CEP.fullmatch(run) or _DECIMAL.fullmatch(run):
        return True
    if _ZIP4.fullmatch(run) and _STATE_BEFORE.search(text, max(0, start - 4), start):
        return True
    if _HOUSE_POSTCODE.fullmatch(text, start, end) and _TOWN_AFTER.match(text, end):
        return True
    return _OTHER_LABEL.search(text, max(0, start - 40), start) is not None


def find_phone_shaped(text: str, limit: int = 2000) -> list[Span]:
    """Spans of digit runs shaped like a phone number of some market (7-15 digits with phone separators, a "+" or
    "00", parentheses, a line break inside), valid in a known market or not, that are not clearly something else.
    Recall first: what masking uses, never ``extract``'s ``phones``. A phone cue before a run overrules all but
    dates, amounts and measures (:func:`_harmless`); a number written once after a reference label is that
    reference everywhere in the text."""
    svg = svg_spans(text)
    runs, others, other_end = [], set(), -9
    for k, m in enumerate(_SHAPED_RUN.finditer(text)):
        if k >= limit:
            break
        if svg and any(s <= m.start() < e for s, e in svg):
            continue  # path data of an inline icon
        for s, e in _pieces(m):
            groups = re.findall(r"\d+", text[s:e])
            if not 7 <= sum(map(len, groups)) <= 15 or _harmless(text, s, e, groups):
                continue
            cued = phone_cued(text, s)
            # the next item of a list after a label ("No. 41001362, 42177319") is what the first is
            listed = text[other_end:s] in _LIST_JOINS
            if not cued and (listed or _looks_other(text, s, e)):
                others.add("".join(groups))
                other_end = e
                continue
            runs.append((s, e, "".join(groups), cued))
    return [(s, e) for s, e, digits, cued in runs if cued or digits not in others]


def _pieces(m: re.Match[str]) -> list[Span]:
    """The run of ``m``, cut at a line break unless it opens with "+", "00" or "(" or a phone cue labels it (a number
    broken across lines; two lines that each end and start with digits are otherwise two things), then, when it holds
    more than 15 digits, at slashes, spaced dashes and wide gaps (two numbers side by side)."""
    run = m.group()
    if "\n" in run and not run.startswith(("+", "00", "(")) and not phone_cued(m.string, m.start()):
        parts, pos = [], m.start()
        for line in run.split("\n"):
            parts.append((pos, pos + len(line.rstrip())))
            pos += len(line) + 1
    else:
        parts = [m.span()]
    out = []
    for s, e in parts:
        while s < e and not m.string[s].isdigit() and m.string[s] not in "+(":
            s += 1
        piece = m.string[s:e]
        if sum(c.isdigit() for c in piece) <= 15:
            out.append(_balanced(m.string, s, e))
            continue
        pos = 0
        for b in _RUN_BREAK.finditer(piece):
            if b.start() > pos:
                out.append(_balanced(m.string, s + pos, s + b.start()))
            pos = b.end()
        out.append(_balanced(m.string, s + pos, e))
    return out


def _balanced(text: str, s: int, e: int) -> Span:
    """The span without parentheses that have no partner inside it ("(Tel.: +49 (0) 30 123456)") or that wrap it
    whole ("(0171 2345678)")."""
    run = text[s:e]
    if run.endswith(")") and run.count(")") > run.count("("):
        e -= 1
    elif run.startswith("(") and run.count("(") > run.count(")"):
        s += 1
    elif run.startswith("(") and run.endswith(")") and run.count("(") == 1 and run.count(")") == 1:
        s, e = s + 1, e - 1
    return s, e


def repeated_numbers(text: str, spans: list[Span]) -> list[Span]:
    """Spans of the other occurrences of the numbers masked at ``spans`` (a number written twice, the second time
    perhaps in another form: "+49 30 1234567" and "030 1234567"): phone-shaped runs of 7 or more digits that are
    the same number, leading zeros and a country code of up to 3 digits aside."""
    masked = {d for s, e in spans if len(d := re.sub(r"\D", "", text[s:e]).lstrip("0")) >= 7}
    if not masked:
        return []
    out = []
    for m in _SHAPED_RUN.finditer(text):
        for s, e in _pieces(m):
            digits = re.sub(r"\D", "", text[s:e]).lstrip("0")
            if len(digits) >= 7 and any(same_number(digits, d) for d in masked):
                out.append((s, e))
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
        # last: where a shaped run is also an id or an IBAN, the earlier kind names it (the sort below is stable)
        spans += [(s, e, phone) for s, e in find_phone_shaped(text)]
        spans += [(s, e, phone) for s, e in repeated_numbers(text, [(s, e) for s, e, r in spans if r == phone])]
    # the longest match wins where two overlap (an IBAN read as a phone number by its digit groups); one that runs
    # past the end of the span before it is hidden under that span's placeholder ("(703) 555-0100Jo.x@example.org")
    spans.sort(key=lambda x: (x[0], -(x[1] - x[0])))
    out, pos = [], 0
    for s, e, repl in spans:
        if s < pos:
            pos = max(pos, e)
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
