"""E-mail addresses, phone numbers (E.164 via phonenumbers) and URLs in text (masking them: ``pii.py``).

The e-mail and URL patterns start with a negative look-behind on their own character class, so a match
can only start at a token boundary and each start scans a bounded window: linear time on hostile input.
Phone candidates (a cheap bounded pattern) are validated and formatted by ``phonenumbers``. Without a
market, a national number ("call 571-758-0146") is read when a phone cue labels it ("call", "Tel.",
"Contact number:"): its region is the first of the candidate regions (the text's market votes, then the
boards' markets) in which it is valid and whose national format groups its digits as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

import phonenumbers

from normalize.attributes.markets import market_code
from normalize.attributes.text import has_digit, scan, spans_back, unescape
from normalize.attributes.triggers import DIGIT

# (markdown escapes, "human\_resources@...", "@clear\-er.com", are gone before: find_emails reads text.unescape's text)
# the address ends at a non-word character or where a capitalized word was run into its top-level domain
# ("jobs@acme.comWith", a lost line break) or a number was ("jobs@acme.ch2024-12-04", a board's date; kept only when
# the top-level domain is a known one)
EMAIL = re.compile(r"(?<![\w.+%\\-])[\w.+%-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}"
                   r"\.[A-Za-z]{2,24}?(?:(?![\w-])|(?<=[a-z])(?=[A-Z][a-z]|\d))")
URL = re.compile(
    r"(?<![\w@/.:-])(?:(?:https?|ftp)://|www\.)[^\s<>\"'`{}|\\^\[\]]{1,2000}"
    r"|(?<![\w@/.:-])(?:[a-z0-9-]{1,63}\.){1,4}(?:com|org|net|io|de|fr|es|nl|be|ch|at|eu|uk|co|jobs|careers)"
    r"(?:/[^\s<>\"'`{}|\\^\[\]]{0,1000})?(?![\w@-])",
    re.IGNORECASE,
)
# digits with separators (markdown escapes, "800\-798\-6035", are gone before: find_phones reads text.unescape's text)
# (the look-ahead on the first character lets most positions fail at once)
# the number ends at a non-word character or where a capitalized word was run into it ("858-304-1518Job", "331AP Group")
# a "+" may follow a letter a lost space glued to it ("Anna Muster+43 5550 100 200"), and so may a number in the
# North American 3-3-4 grouping ("Contact Jane Doe805-555-0147", "/Â630-555-0190": a mangled no-break space); a line break may follow the country code or the area
# code of an international number, after a slash too ("Telefon: +49\n69/668107-305", "+49 69 /\n971 9403 57")
# a national number with its trunk "0" may be run into the lower-case words on both sides ("nomor telepon021-555 0142atau",
# "Hotline unter0221 555-0142"; lost spaces): group "glued" lets its end touch a letter too (find_phones reads it only
# where a phone cue labels it, with or without a market)
# the number's end may touch the e-mail address a lost space glued after it ("+43 5522 4514225p.kuppelwieser@acme.at"):
# a lower-case word that is the local part of an address (an "@" follows it)
PHONE_CANDIDATE = re.compile(r"(?=[+(\d])(?:(?<![\w+])|(?<=[^\W\d_])(?=\+)|(?<=[a-z\u00c2])(?=\d{3}[-.]\d{3}[-.]\d{4}(?!\d))"
                             r"|(?<=[a-z])(?=0[1-9])(?P<glued>))"
                             r"(?:\+\d{1,3}(?:[ \u00a0]?\d{1,4})?(?:[ \u00a0]?/)?[ \u00a0]?\n(?=\d)|\+|00)?\(?\d"
                             r"[\d \u00a0().\-/]{5,26}\d(?(glued)(?!\d)|(?:(?![\w])|(?=[A-Z])|(?=[a-z][\w.\-]{0,63}@)))")
_CANDIDATE_START = re.compile(r"[+(\d]")  # where a PHONE_CANDIDATE match can start (see text.scan)
# "://" (a substring test), "www." or a known top-level domain: the pattern opens with the dot, so the scan jumps
# between dots ("www." is read back from its dot); with a "://" branch beside it the scan stopped at every ":" and "."
# too, and cost twice as much (ext34: 1.2 -> 0.7 us a bench text with a dot)
_URL_HINT = re.compile(r"\.(?:(?<=www\.)|(?:com|org|net|io|de|fr|es|nl|be|ch|at|eu|uk|co|jobs|careers)\b)",
                       re.IGNORECASE)
# punctuation after a URL is the sentence's, and so is markdown bold closing it ("see www.acme-group.com.**")
_TRAILING = ".,;:!?)]}'\"*"
#: markets whose national numbers are tried on a digit run written without "+" and without a market
NATIONAL_MARKETS = ("GB", "US", "IN", "AU", "NL", "DE", "FR", "IE", "CA", "SG", "MY", "PH", "ID", "ES", "BR")
# words that label the number after them as a phone number (the cue must be the last thing before the
# digits: no other digit between); hand-written, no library lists them
PHONE_CUE = re.compile(
    # glued by a lost line break to a word or a postcode before it ("CityTel No.:", "08193Phone:")
    r"(?i)(?-i:(?<=[a-z\d])(?:Tel|Phone|Mobile|Contact|Call|Telefon|Telp))(?![a-z])|"
    r"(?<=[a-z])(?:hotline|telefon)|"  # closing a compound ("Bewerbungshotline", "Mobiltelefon")
    r"(?-i:(?<![\w.])T ?:)|"  # a contact block's one-letter label ("T: 069 555014 - 26"; capital, with its colon)
    r"\b(?:phone|tel|telephone|call|contact|mobile|mob|cell|whats ?app|hotline|helpline|ring|text|sms|dial|"
    r"telefon|telefoon|t[ée]l[ée]phone|t[ée]l|tel[ée]fono|telefone|celular|handy|mobil|appel|bel|ligue|llam|"
    r"hubungi|telp|telepon|hp|wa|телефон|тел|toll[- ]?free|freephone|fax|telefax|факс)\w*")
DIGIT_RUN = re.compile(r"\d[\d \u00a0().\-/]{5,26}\d")  # a cheap first test for PHONE_CANDIDATE
_MASKED_TAIL = re.compile(r"[*xX#]{3,}")
CUE_WINDOW = 45  # characters before a number searched for a cue (a contact block: "Contact\nName\n07 ...")


_SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL | re.IGNORECASE)


def svg_spans(text: str) -> list[tuple[int, int]]:
    """Spans of inline ``<svg>`` elements: their path data ("h3.38c-.08.66-.14 1.32-.14 2 0 .68") is digit runs that
    are no phone number."""
    return [m.span() for m in _SVG.finditer(text)] if "<svg" in text or "<SVG" in text else []


def find_emails(text: str) -> list[dict]:
    """``[{"value": address (lower-cased domain), "span": [s, e]}]``, read without the text's markdown escapes
    (:func:`text.unescape`: "human\\_resources@acme.com"); the spans point into the text given."""
    plain, shifts = unescape(text)
    return spans_back(_find_emails(plain), shifts)


def _find_emails(text: str) -> list[dict]:
    """:func:`find_emails` on a text without markdown escapes."""
    out = find_written_emails(text)
    if "@" not in text:
        return out
    written = [x["span"] for x in out]
    for m in EMAIL.finditer(text):
        if any(s <= m.start() < e for s, e in written):
            continue
        start = m.start() + _glued_number(text, m)
        if text[start].isupper():
            start += _glued_word(text, start, m.end())
        local, _, domain = text[start : m.end()].rpartition("@")
        if text[m.end() : m.end() + 1].isdigit() and not _known_tld(domain.rpartition(".")[2]):
            continue
        glued = _glued_tail(domain)
        domain = domain[: len(domain) - glued]
        out.append({"value": f"{local}@{domain.lower()}", "span": [start, m.end() - glued]})
    return sorted(out, key=lambda x: x["span"]) if written else out


# Addresses a writer broke on purpose or markup split (pii26; census of the 47,643 postings in no gold file): the "@"
# written "(at)", "[at]", "(AT)", "[AT]" or "(@)" ("info(at)acme.de", "jo.doe (@) acme.se": 26 in 24 postings, every one
# an address), and an address whose "@" opens a bold run ("andrew **@acme.com**": 7 in 7 postings, 2 addresses; the
# other 5 name a domain only, "a domain of **@acme.com**", so the word before must be no English stop word).
_BRACKETED_AT = re.compile(r"(?<![\w.+%-])([\w.+%-]{1,64})[ \u00a0]?(?:\((?:at|AT|@)\)|\[(?:at|AT)\])[ \u00a0]?"
                           r"([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}\.[A-Za-z]{2,24})(?![\w-])")
_BRACKET_MARKS = ("(at)", "[at]", "(AT)", "[AT]", "(@)")
_BOLD_SPLIT_AT = re.compile(r"(?<![\w.+%*-])([\w.+%-]{1,64})[ \u00a0]\*\*@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}"
                            r"\.[A-Za-z]{2,24})(?![\w-])")


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    """spaCy's English stop words: the words written before a bare domain ("of", "an", "in", "from")."""
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


def find_written_emails(text: str) -> list[dict]:
    """E-mail addresses written without a plain "@": ``[{"value": "local@domain", "span": [s, e]}]``, the span
    covering the address as written ("info(at)acme.de", "andrew **@acme.com"). :func:`find_emails` holds these too."""
    out = []
    # (every mark holds a bracket: one C-speed test spares the five searches on the texts with none, ~1 us a text)
    if ("(" in text or "[" in text) and any(mark in text for mark in _BRACKET_MARKS):
        out += [{"value": f"{m[1]}@{m[2].lower()}", "span": list(m.span())} for m in _BRACKETED_AT.finditer(text)]
    if " **@" in text:
        out += [{"value": f"{m[1]}@{m[2].lower()}", "span": list(m.span())} for m in _BOLD_SPLIT_AT.finditer(text)
                if m[1].lower() not in _stop_words()]
    return out


# the end of a phone number a lost space glued to the address after it ("Fax: (555) 010-0339Ann.k@acme.com", "+43 5522
# 4514215l.mayer@acme.at"): a digit group before the match, then more digits opening the local part
_NUMBER_BEFORE = re.compile(r"[\d)] $")
_NUMBER_OPENING = re.compile(r"[\d\-().]*\d{3}(?=[^\W\d_])")


def _glued_number(text: str, m: re.Match[str]) -> int:
    """How many characters at the start of an e-mail match are the end of a phone number written before it (0 if none)."""
    if not _NUMBER_BEFORE.search(text, max(0, m.start() - 2), m.start()):
        return 0
    glued = _NUMBER_OPENING.match(text, m.start())
    return glued.end() - m.start() if glued else 0


# a capitalised word a lost space glued to an address ("Machine Learningjasmina.bogojeska@", "Recruiting
# Managerjocelyn.schaad@", "Maria Pereirarpereira@"): see _glued_word
_NAME_REACH = 300  # characters before the address searched for the person's name


def _glued_word(text: str, start: int, end: int) -> int:
    """How many characters at the start of an e-mail match are a word glued to the address (0 if none). The cut is
    made only where the text says where the address starts: the rest's first name is written capitalised before the
    address (a contact block "Jasmina Bogojeska ... jasmina.bogojeska@"), or the rest is an initial and the glued
    word itself ("Pereira" + "rpereira@"). The whole first part or the name it is made of written before ("Liliana
    Mendoza ... Liliana.mendoza@", "Ann Smith ... Annsmith@") keeps the address whole."""
    local_end = text.find("@", start, end)
    for k in range(start + 3, local_end - 2):
        word, rest = text[start:k], text[k:local_end]
        # the sentence before may end glued to the address ("zur Verfügung.Manfred.Greher@"): a cut after its stop
        stop = word.endswith(".") and word[:-1].isalpha() and rest[:1].isupper()
        if stop:
            word = word[:-1]
        elif not (word.isalpha() and rest[:1].islower()):
            continue
        if not (word[1:].islower() and rest.replace(".", "").replace("-", "").replace("_", "").isalnum()):
            continue
        first = re.split(r"[._-]", rest, maxsplit=1)[0]
        if first[1:] == word.lower() and not stop:
            return k - start
        before = text[max(0, start - _NAME_REACH) : start]
        if stop:  # only where the whole name the rest is made of is written before ("Dr. Manfred Greher")
            parts = re.split(r"[._-]", rest)
            if len(parts) >= 2 and f"{parts[0].title()} {parts[1].title()}" in before and not re.search(
                    re.escape(word) + r"(?![a-z])", before):
                return k - start
            continue
        # (the name may be glued to a label before it, "ContactJasmina", but must end as a word: not "Nor" of "North")
        if len(first) >= 3 and first.isalpha() and re.search(first.title() + r"(?![a-z])", before) and not (
                word + first in before or f"{word} {first.title()}" in before):
            return k - start
    return 0


@lru_cache(maxsize=1)
def _public_suffixes():
    """The Public Suffix List (publicsuffixlist's bundled copy; unknown top-level domains are not public)."""
    from publicsuffixlist import PublicSuffixList

    return PublicSuffixList(accept_unknown=False)


def _known_tld(label: str) -> bool:
    return _public_suffixes().is_public(label.lower())


def _glued_tail(domain: str) -> int:
    """How many characters at the end of an e-mail domain are words a lost space glued to it: a capitalized label
    after lower-case ones ("acme.com.Join", the next sentence), or letters after a known top-level domain inside an
    unknown one ("acme.ieand", "acme.comAWS"). 0 when the domain ends in a known top-level domain."""
    labels = domain.split(".")
    tail = 0
    if len(labels) > 2 and labels[-1][:1].isupper() and labels[-1][1:].islower() and all(
            x.islower() or x.isdigit() for x in labels[:-1] if x):
        tail = len(labels[-1]) + 1
        labels.pop()
    last = labels[-1]
    if _known_tld(last) or last[:1].isupper():  # "UNSW.Benefits" is no address to mend
        return tail
    for k in range(len(last) - 1, 1, -1):  # the longest known prefix: "comand" -> "com" (not "co")
        if _known_tld(last[:k]) and (last[k:].islower() or last[k - 1].islower() and last[k].isupper()):
            return tail + len(last) - k
    return tail


def find_urls(text: str) -> list[dict]:
    """``[{"value": url as written minus trailing punctuation, "span": [s, e]}]`` (not e-mail domains)."""
    out: list[dict] = []
    if "." not in text or "://" not in text and not _URL_HINT.search(text):
        return out
    for m in URL.finditer(text):
        value = m.group().rstrip(_TRAILING)
        if not value or "@" in value:
            continue
        out.append({"value": value, "span": [m.start(), m.start() + len(value)]})
    return out


@lru_cache(maxsize=16)
def has_digit_run(text: str) -> bool:
    """Whether ``text`` holds a :data:`DIGIT_RUN` (every phone candidate holds one). The finders of one text ask
    it up to three times, and on a posting with digits but no run it scans the whole text, so the last answers
    are kept."""
    return has_digit(text) and DIGIT_RUN.search(text) is not None


def phone_candidates(text: str) -> Iterator[re.Match[str]]:
    """The matches of :data:`PHONE_CANDIDATE` in ``text``, left to right."""
    return scan(PHONE_CANDIDATE, _CANDIDATE_START, text)


# a reference label between the cue and the digits makes them that reference ("Contact: Ann Lee. Quote job ref: JN-0320")
_REFERENCE_LABEL = re.compile(r"(?i)\b(?:ref|reference|req|requisition|id)\b")


def phone_cued(text: str, start: int) -> bool:
    """True when a phone cue ("call", "Tel:", "Contact number") comes before ``start`` within
    :data:`CUE_WINDOW` characters with no other digit and no reference label between."""
    window = text[max(0, start - CUE_WINDOW):start]
    cues = list(PHONE_CUE.finditer(window))
    if not cues:
        return False
    between = window[cues[-1].end():]
    return not any(c.isdigit() for c in between) and not _REFERENCE_LABEL.search(between)


@lru_cache(maxsize=4096)
def _matches(raw: str, region: str, leniency: int) -> tuple[phonenumbers.PhoneNumberMatch, ...]:
    """phonenumbers' matches in a candidate (read-only: callers take spans and format the numbers); kept,
    because the finders of one text ask the same candidate in the same region more than once."""
    return tuple(phonenumbers.PhoneNumberMatcher(raw, region, leniency=leniency))


def _national_match(raw: str, regions: Sequence[str], grouped: bool = False
                    ) -> tuple[str, phonenumbers.PhoneNumberMatch] | None:
    """The region and match of a national number in ``raw``: the first region it is valid in whose national
    format groups the digits as written ("07 3088 0175" -> AU, not NL), else (unless ``grouped``) the first
    it is valid in."""
    written = [len(g) for g in re.findall(r"\d+", raw)]
    first = same_groups = exact_part = None
    for region in dict.fromkeys(regions):
        for pm in _matches(raw, region, phonenumbers.Leniency.VALID):
            national = phonenumbers.format_number(pm.number, phonenumbers.PhoneNumberFormat.NATIONAL)
            if national == pm.raw_string.strip():
                if sum(map(len, re.findall(r"\d+", pm.raw_string))) == sum(written):
                    return region, pm  # written exactly as that region writes it: "(985) 851-0419" is US, not MX
                exact_part = exact_part or (region, pm)  # (only some of the digits: "1688" of "562-988-1688")
            elif len(written) > 1 and [len(g) for g in re.findall(r"\d+", national)] == written:
                same_groups = same_groups or (region, pm)
            first = first or (region, pm)
            break
    return same_groups or exact_part or (None if grouped else first)


def _whole_match(raw: str, regions: Sequence[str]) -> tuple[str, phonenumbers.PhoneNumberMatch] | None:
    """The first of ``regions`` in which all the digits of ``raw`` are one valid national number, if any."""
    digits = sum(ch.isdigit() for ch in raw)
    for region in dict.fromkeys(regions):
        for pm in _matches(raw, region, phonenumbers.Leniency.VALID):
            if sum(ch.isdigit() for ch in pm.raw_string) == digits:
                return region, pm
    return None


_NEXT_LINE_DIGITS = re.compile(r"\d[\d \-/]{1,8}\d(?![\d\w])")  # the rest of a number a line break cut (3-10 characters)


def _with_plus(digits: str) -> phonenumbers.PhoneNumberMatch | None:
    """The whole run of ``digits`` read as an international number whose "+" was left out, if it is a valid one."""
    found = _matches("+" + digits, "ZZ", phonenumbers.Leniency.VALID)
    return found[0] if len(found) == 1 and found[0].raw_string == "+" + digits else None


_FIRST_GROUP = re.compile(r"([1-9]\d{0,2})[ \-]")


def _plus_left_out(raw: str, groups: bool) -> phonenumbers.PhoneNumberMatch | None:
    """A number written in international form without its "+": all digits ("4917612345678"), or (``groups``) in groups
    whose first is the country code ("62-31-8490158", "1-800-555-0199"), valid as a whole (at least 11 digits)."""
    digits = re.sub(r"\D", "", raw)
    if len(digits) < 11 or raw[0] not in "123456789" or not (raw.isdigit() or groups and re.fullmatch(r"[\d \-]+", raw)):
        return None
    pm = _with_plus(digits)
    if pm is None or raw.isdigit():
        return pm
    first = _FIRST_GROUP.match(raw)
    return pm if first and first.group(1) == str(pm.number.country_code) else None


# a clock-time range or a dotted date that fills a whole candidate ("08.00-16.30", "07.04.2025"): no phone number
_TIME_OR_DATE = re.compile(r"(?:[01]?\d|2[0-3])[.:][0-5]\d ?- ?(?:[01]?\d|2[0-3])[.:][0-5]\d"
                           r"|(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d\d")
# what may stand between two numbers of one list ("WhatsApp - 98765 43210 / 91234 56789", "Tel. ... or ..."): the second
# is labelled by the first's cue
_LIST_GAP = re.compile(r"[ \u00a0]*(?:/|,|;|\||or|oder|ou|o|atau|или)[ \u00a0]*")


# What every text find_phones reads a number from holds (extract calls it only then; see normalize.attributes.triggers):
# a digit (its first gate; every candidate holds digits). A new source of numbers adds its marks here.
PHONES_TRIGGER = DIGIT


def find_phones(text: str, country: str | None = None, limit: int = 200, *, possible: bool = False,
                regions: Sequence[str] = (), cued: bool = True, grouped: bool = False,
                preferred: Sequence[str] = ()) -> list[dict]:
    """``[{"value": E.164, "span": [s, e]}]``. Without a ``country`` hint international numbers
    ("+49 ..." / "0049 ...") are read, and (``cued``) national numbers a phone cue labels, in the first of
    ``regions`` (the text's likely markets) or :data:`NATIONAL_MARKETS` they are valid in; with a
    ``country`` national numbers of that country are read; with ``grouped``, an unlabelled national
    number is read too when one of ``regions`` writes its digits in exactly those groups. At most
    ``limit`` candidates go to phonenumbers (bounded work on hostile input). Numbers must be valid (an
    assigned range); with ``possible``, one written in international form ("+44 ...") only needs a possible
    length (masking uses that: a fictional "+44 7700 900123" is still someone's contact detail to hide).
    A labelled national number valid as a whole in one of ``preferred`` (the countries of the text's e-mail
    domains) is read there, before any region that merely groups its digits as written. The text is read without its
    markdown escapes (:func:`text.unescape`: "800\\-798\\-6035"); the spans point into the text given."""
    plain, shifts = unescape(text)
    return spans_back(_find_phones(plain, country, limit, possible, regions, cued, grouped, preferred), shifts)


def _find_phones(text: str, country: str | None, limit: int, possible: bool, regions: Sequence[str], cued: bool,
                 grouped: bool, preferred: Sequence[str]) -> list[dict]:
    """:func:`find_phones` on a text without markdown escapes."""
    out: list[dict] = []
    if not has_digit(text):
        return out  # every candidate holds digits
    region = market_code(country)
    national = region is None and cued and has_digit_run(text)
    if region is None and not national and "+" not in text and "00" not in text:
        return out  # only international numbers could be read: skip the candidate scan
    if not national and not has_digit_run(text):
        return out  # every candidate holds such a run of digits ("C++" alone has none)
    tried = 0
    svg = svg_spans(text)
    for m in phone_candidates(text):
        raw = m.group()
        tried += 1
        if tried > limit:
            break
        if svg and any(s <= m.start() < e for s, e in svg):
            continue
        if sum(ch.isdigit() for ch in raw) < 7 or _MASKED_TAIL.match(text, m.end()):
            continue  # too short, or partly masked ("02 8785 7***", not markdown bold "**"): no number to read
        if m.group("glued") is not None and not phone_cued(text, m.start()):
            continue  # run into the words around it: read only where a phone cue labels it ("abc0221555014" is a code)
        if text.startswith("\n", m.end()) and sum(ch.isdigit() for ch in raw) <= 8 and (
                tail := _NEXT_LINE_DIGITS.match(text, m.end() + 1)) and phone_cued(text, m.start()):
            raw = text[m.start() : tail.end()].replace("\n", " ")  # "Telefon: 0162 308\n7777": a line break inside it
        if _TIME_OR_DATE.fullmatch(raw):
            continue
        listed = bool(out) and _LIST_GAP.fullmatch(text, out[-1]["span"][1], m.start()) is not None
        if raw[0] in "123456789" and (listed or phone_cued(text, m.start())) and (pm := _plus_left_out(raw, cued)):
            # a labelled number written in international form without its "+" ("WhatsApp: 4917612345678")
            out.append(_phone_found(pm.number, m.start(), m.end()))
            continue
        if region is None and not (raw.startswith("+") or raw.startswith("00")):
            cued_here = national and phone_cued(text, m.start())
            labelled = cued_here or national and listed
            if labelled or national and grouped and regions:
                # an unlabelled number only in the text's own markets, grouped as that market writes it
                # ("(0113) 496 0000" in a Leeds text): dates and order numbers are rarely both
                if cued_here:
                    hit = (_whole_match(raw, preferred) if preferred else None) or \
                        _national_match(raw, (*regions, *NATIONAL_MARKETS))
                elif labelled:  # the next of a list ("... / 91234 56789"): only in the country of the number before it
                    before = phonenumbers.region_code_for_number(phonenumbers.parse(out[-1]["value"]))
                    hit = _national_match(raw, (before,)) if before else None
                else:
                    hit = _national_match(raw, regions, grouped=True)
                if hit:
                    s = m.start() + hit[1].start
                    out.append(_phone_found(hit[1].number, s, s + len(hit[1].raw_string)))
                if hit and labelled:  # the rest of a labelled list in one run ("98765 43210 / 91234 56789"): same country
                    for pm in _matches(raw, hit[0], phonenumbers.Leniency.VALID):
                        if pm.start > hit[1].start:
                            s = m.start() + pm.start
                            out.append(_phone_found(pm.number, s, s + len(pm.raw_string)))
            continue
        raw = raw.replace("\n", " ")  # a line break after "+49": same length
        if raw.startswith("00"):
            raw = " +" + raw[2:]
        # "+00353 1 ...": the "+" and the "00" it stands for both written; read as "+353", the span keeps the "+00"
        plus00 = raw.find("+00") + 1 if raw.lstrip().startswith("+00") else 0
        if plus00:
            raw = raw[: plus00 - 1] + "  +" + raw[plus00 + 2 :]
        # phonenumbers splits and validates the candidate window ("+49 30 1234567 / (030) 123-4567")
        # only a number written in international form is taken as merely possible: national digit runs
        # (dates, order numbers, IBAN groups) must be valid numbers of the market
        international = raw.lstrip().startswith("+")
        leniency = phonenumbers.Leniency.POSSIBLE if possible and international else phonenumbers.Leniency.VALID
        found = _matches(raw, region or "ZZ", leniency)
        if not found and region and not international and cued and phone_cued(text, m.start()):
            # a labelled number of another market ("ring us on 0116 496 0000" in an Irish posting of a UK firm)
            hit = _national_match(raw, [r for r in NATIONAL_MARKETS if r != region])
            digits = sum(ch.isdigit() for ch in hit[1].raw_string) if hit else 0
            whole = digits >= 9 or digits >= 0.8 * sum(ch.isdigit() for ch in raw)
            found = (hit[1],) if whole else ()  # (the number as written, not a few digits of it: "562\-988\-1688")
        for pm in found:
            if sum(ch.isdigit() for ch in pm.raw_string) < 6:
                continue  # a few digits of a longer run, valid as a short number ("1688" of "562\-988\-1688" in DE)
            s = m.start() + pm.start
            if plus00 and pm.start == plus00 + 1:
                s -= 2
                pm = phonenumbers.PhoneNumberMatch(pm.start - 2, "+00" + pm.raw_string[1:], pm.number)
            out.append(_phone_found(pm.number, s, s + len(pm.raw_string)))
    return out


def _phone_found(number: phonenumbers.PhoneNumber, start: int, end: int) -> dict:
    """One found phone: its E.164 value and its span in the text."""
    return {"value": phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164), "span": [start, end]}


# a written number for :func:`with_repeats`: digit groups with phone separators, a slash only between two digits
# (so "+49 30 1234567 / 030 1234567" is two runs)
_WRITTEN_NUMBER = re.compile(r"(?<![\w+/=:@.\\-])(?:\+|\(\+?)?\d(?:(?:[ \u00a0]|[-.]|[ \u00a0]?[()][ \u00a0]?|/)?\d){6,16}"
                             r"(?:(?![\w])|(?=[A-Z][a-z]))")


def same_number(a: str, b: str) -> bool:
    """Two digit strings (leading zeros stripped) are one phone number: the longer ends with the shorter and has at most
    a country code of 3 digits more ("442079460321" and "2079460321")."""
    short, long = sorted((a, b), key=len)
    return long.endswith(short) and len(long) - len(short) <= 3


_SPACED_GROUP = re.compile(r"(?<=[ \u00a0])\d")


def with_repeats(text: str, phones: list[dict]) -> list[dict]:
    """``phones`` (``find_phones`` results) with the other occurrences of their numbers, in the same or another
    grouping, national or international ("+44 20 7946 0321" and later "020 7946 0321"), each with its number's
    value, in text order: a number read once is the same number wherever it is written again, also where no cue
    labels it or where the candidate window cut it (a piece of it read as a short number is dropped)."""
    wanted = {}
    for p in phones:
        nsn = phonenumbers.national_significant_number(phonenumbers.parse(p["value"]))
        if len(nsn) >= 7:
            wanted[nsn] = p["value"]
    if not wanted:
        return phones
    out = list(phones)
    for m in _WRITTEN_NUMBER.finditer(text):
        s, e = m.span()
        value = None
        # the run as a whole, else from one of its space-separated groups on: another number may run into it ("AL 35660
        # 256-383-0400", a ZIP code)
        for g in (0, *(k.start() for k in _SPACED_GROUP.finditer(m.group()))):
            digits = re.sub(r"\D", "", m.group()[g:]).lstrip("0")
            value = next((v for nsn, v in wanted.items() if len(digits) >= len(nsn) and same_number(digits, nsn)), None)
            if value:
                s += g
                break
        if not value or any(p["span"] == [s, e] for p in out):
            continue
        inside = [p for p in out if s <= p["span"][0] and p["span"][1] <= e]
        if any(s < p["span"][1] and p["span"][0] < e for p in out if p not in inside):
            continue  # crosses a number read otherwise
        out = [p for p in out if p not in inside] + [{"value": value, "span": [s, e]}]
    return sorted(out, key=lambda p: p["span"][0])
