"""The market of a text that comes without one: the country its places, currency, phone numbers and
language point to.

``infer_market(text)`` returns an ISO 3166-1 alpha-2 code or None. Each signal votes for countries:

- international phone numbers ("+44 ...", "0091 ..."): the country of the number (phonenumbers), 3 each;
- currency markers that one market uses ("£", "₹", "lakh", "A$", "AUD", "R$", "RM 3,500", "zł"), 2 each;
- national phone numbers ("07911 123456"): valid in one or two markets only (phonenumbers), 2 shared;
- places: a town named with its region ("Parramatta, NSW") 2, another place the text names 1 (at most 4);
- the language of the text, for languages spoken mainly in one market (Dutch -> NL) 2, or in one market
  among a few (German -> DE) 1.

The country-code domains of the text's e-mail addresses (:func:`mail_domain_countries`: "jobs@acme.se" -> SE)
cast no vote: as a vote they decided the market of many texts, and the wrong one in a tenth of them (a ".co.uk"
recruiter on an Irish board); ``extract`` only tries a labelled national number in their countries first.

The market is the country with the most votes when it has at least 2 and leads by at least 1 (a tie or a
lone weak signal is no market: a wrong market is worse than none, it masks the wrong numbers and turns a
bare "$" into the wrong currency). Hand-written tables: the currency markers (CLDR gives symbols per
currency, not which of them one market alone writes) and the language -> market map.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import chain
from operator import itemgetter

import phonenumbers

from normalize.attributes.contacts import (
    EMAIL,
    NATIONAL_MARKETS,
    find_phones,
    has_digit_run,
    phone_candidates,
)
from normalize.attributes.text import Tokens, marks_reach, unescape

# Currency markers one market writes: signs and ISO codes (CLDR gives symbols per currency, not which of
# them one market alone writes), and the counting words of a market ("lakh", "juta").
_SIGN_MARKETS = {"£": "GB", "₹": "IN", "₱": "PH", "₽": "RU", "₴": "UA", "₦": "NG", "¥": "JP", "zł": "PL",
                 "a$": "AU", "au$": "AU", "c$": "CA", "ca$": "CA", "s$": "SG", "nz$": "NZ", "r$": "BR", "us$": "US",
                 "rs": "IN", "lakh": "IN", "lakhs": "IN", "lpa": "IN", "crore": "IN", "crores": "IN", "rm": "MY",
                 "rp": "ID", "juta": "ID", "ksh": "KE"}  # not "руб": Russia's and Belarus's rubles alike
_CODE_MARKETS = {"GBP": "GB", "INR": "IN", "AUD": "AU", "CAD": "CA", "SGD": "SG", "NZD": "NZ", "BRL": "BR",
                 "MYR": "MY", "IDR": "ID", "PHP": "PH", "PLN": "PL", "SEK": "SE", "CHF": "CH", "ZAR": "ZA",
                 "AED": "AE", "RUB": "RU", "BYN": "BY", "USD": "US", "DKK": "DK", "NOK": "NO", "MXN": "MX",
                 "JPY": "JP", "CLP": "CL", "UAH": "UA", "NGN": "NG", "KES": "KE"}
# (the look-ahead on the first characters lets most positions fail at once: half the scan time)
_CURRENCY = re.compile(r"(?=[£₹₱₽₴₦¥zA-Zlcj])(?:[£₹₱₽₴₦¥]|zł|\b(?:(?:A|AU|C|CA|S|NZ|R|US)\$|[A-Z]{3}\b|"
                       r"(?:Rs\.?|RM|Rp\.?)(?=\s?\d)|[lL][aA][kK][hH][sS]?\b|[lL][pP][aA]\b|[cC][rR][oO][rR][eE][sS]?\b|"
                       r"[jJ][uU][tT][aA]\b|Ksh))")
# Every currency token that votes, lower-cased, that is a word of its own (a code, a counting word): a text
# without one of them, without a "$" right after a prefix's last letter ("A$", "NZ$": the pattern reads no bare
# "$"), "Rs", "RM", "Rp" or "Ksh" (the tokens that need not be a whole word) and without a sign no ASCII text
# holds gives no vote, so its tokens' distinct words (C speed) spare it the scan
_VOTING_WORDS = frozenset({c.lower() for c in _CODE_MARKETS} | {k for k in _SIGN_MARKETS if k.isascii() and k.isalpha()})
_VOTING_MARKS = ("Rs", "RM", "Rp", "Ksh")
_VOTING_DOLLARS = ("A$", "U$", "C$", "S$", "Z$", "R$")  # (looked for only in a text with a "$")
# (every other token of _CURRENCY has its \b on both sides: a whole word of the tokens, in any script)
_VOTING_SIGNS = ("£", "₹", "₱", "₽", "₴", "₦", "¥", "zł")
# Languages spoken as the main language of one market among those job boards serve (not Spanish: the
# boards' Spanish postings come from Spain and from Latin America alike).
_LANGUAGE_MARKETS = {"nl": "NL", "de": "DE", "fr": "FR", "pt": "BR", "sv": "SE", "pl": "PL",
                     "id": "ID", "ru": "RU", "it": "IT", "da": "DK", "fi": "FI", "cs": "CZ", "hu": "HU", "ja": "JP"}
# ... of which these are also the main language of other markets (AT/CH, BE/CA, PT, BY/KZ): a weaker vote.
_SHARED_LANGUAGES = {"de", "fr", "pt", "ru", "it"}
_WORD = re.compile(r"[^\W\d_]{2,}")
_WORD_ASCII = re.compile(r"[^\W\d_]{2,}", re.ASCII)  # the same words of an ASCII text, without Unicode look-ups
MIN_VOTES = 2.0
# Country-code domains sold as generic names (".io", ".ai", ".co", ".me", ".tv"; Google Search Central's list of
# "generic country code top-level domains" and ".ai"): they say nothing of a country. In the corpus census of
# e-mail domains (pii23 notes) ".io", ".ai" and ".co" addresses matched the posting's market in 1 of 17.
_GENERIC_CC_DOMAINS = frozenset({"ad", "ai", "as", "bz", "cc", "cd", "co", "dj", "fm", "io", "la", "me", "ms", "nu",
                                 "sc", "sr", "su", "tk", "tv", "ws"})
_CC_DOMAIN_COUNTRY = {"uk": "GB"}  # the one country-code domain that is not its country's ISO code
_AMOUNT_AFTER = re.compile(r"[\s\xa0]{0,2}\$?\d")  # "CAD 85,000", "CAD$90k"
_AMOUNT_BEFORE = re.compile(r"\d[kKmM]?[\s\xa0]{0,2}$")  # "85,000 CAD", "90k CAD"


@lru_cache(maxsize=1)
def _stop_words() -> dict[str, dict[str, int]]:
    """The 40 most frequent words of each language (wordfreq), by word: {word: {lang: 1}}; derived once
    and kept in the user cache (keyed by wordfreq's version)."""
    from importlib.metadata import version

    from normalize.cache import cached_json

    languages = ("en", *_LANGUAGE_MARKETS)
    top = cached_json(f"top-words-40-{'-'.join(languages)}-wordfreq-{version('wordfreq')}.json",
                      f"the most frequent words of {len(languages)} languages", lambda: _top_words(languages))
    table: dict[str, dict[str, int]] = {}
    for lang, words in top.items():
        for w in words:
            if len(w) >= 2:
                table.setdefault(w, {})[lang] = 1
    return table


def _top_words(languages: tuple[str, ...], n: int = 40) -> dict[str, list[str]]:
    """The ``n`` most frequent words of each language. wordfreq keeps every list it reads in memory for the
    life of the process (about 400 MB for these languages), so its caches are emptied once the few words
    are taken."""
    import wordfreq

    top = {lang: wordfreq.top_n_list(lang, n) for lang in languages}
    for cached in (wordfreq.top_n_list, wordfreq.get_frequency_list, wordfreq.get_frequency_dict):
        cached.cache_clear()
    return top


def text_language(text: str, sample: int = 1500) -> str | None:
    """ISO 639-1 of the language whose most frequent words make up most of ``text[:sample]``, or None
    when too few are found; words shared by languages count for each."""
    head = text[:sample].lower()
    if marks_reach(head, 4):  # plainly English: no word tally needed
        return "en"
    # each word's languages, tallied at C speed (first-seen order kept, so ties resolve as before)
    counts = Counter(chain.from_iterable(filter(None, map(_stop_words().get, (_WORD_ASCII if head.isascii() else _WORD).findall(head)))))
    if not counts:
        return None
    # most_common(2) as a C sort (the same stable order: ties keep first-seen order), not heapq's Python loop
    (lang, n), *rest = sorted(counts.items(), key=itemgetter(1), reverse=True)[:2] + [("", 0)]
    return lang if n >= 5 and n >= 1.5 * rest[0][1] else None


# Two dates joined by a dash that fill a whole digit run ("04/05/2026 - 07/10/2026", "3/2/2025-3/13/2025", "11.05.26 -
# 20.02.27"): a period of time, which phonenumbers may take for a valid number (51 corpus postings, 43 US, 7 CA, 1 IE; in
# 44 of them valid in Germany alone, a DE vote). Hand-written: a shape, no library names it. A date alone has too few
# digits to be tried
_DATE_RANGE = re.compile(r"\d{1,2}([/.])\d{1,2}\1(?:\d\d){1,2}[ \u00a0]{0,2}-[ \u00a0]{0,2}\d{1,2}\1\d{1,2}\1(?:\d\d){1,2}")


def _national_runs(text: str, limit: int = 20) -> list[tuple[str, list[str]]]:
    """For each digit run written without "+" (at most ``limit``): the run and the markets it is a valid
    number of."""
    out: list[tuple[str, list[str]]] = []
    for m in phone_candidates(text):
        raw = m.group()
        if raw.lstrip("(").startswith(("+", "00")) or sum(c.isdigit() for c in raw) < 9 or _DATE_RANGE.fullmatch(raw):
            continue
        if len(out) >= limit:
            break
        valid = []
        for region in NATIONAL_MARKETS:
            try:
                if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                    valid.append(region)
            except phonenumbers.NumberParseException:
                continue
        out.append((raw, valid))
    return out


# "(617) 925-5545", "617-925-0192", "617.925.5545": the North American grouping (3-3-4), which other
# markets' numbers of ten digits are not written in
_NANP_WRITTEN = re.compile(r"\(?\d{3}\)?[-. \u00a0]?\d{3}[-.\u00a0 ]\d{4}")


def _national_votes(text: str, votes: Counter[str], limit: int = 20, language_market: str | None = None) -> None:
    """Digit runs that are valid national numbers of one or two markets: 2 votes shared among them (a
    run valid in many markets, "0412 345 678": AU, NL, DE, ..., says nothing alone). A run valid in many
    that is written in the North American grouping gives 2 votes to its area code's country (US or CA);
    one valid in the market of the text's language gives that market 1 ("09561 / 23067-0" in German)."""
    for raw, valid in _national_runs(text, limit):
        if 0 < len(valid) <= 2:
            for region in valid:
                votes[region] += 2.0 / len(valid)
        elif "US" in valid and _NANP_WRITTEN.fullmatch(raw.strip()):
            region = phonenumbers.region_code_for_number(phonenumbers.parse(raw, "US"))
            if region in ("US", "CA"):
                votes[region] += 2
        elif language_market in valid:
            votes[language_market] += 1


def _place_votes(found: list[dict], votes: Counter[str]) -> None:
    if not found:
        return
    per_country: Counter[str] = Counter()
    for place in found:
        if place.get("country") and (place.get("region") or place.get("confidence", 0) >= 0.8):
            per_country[place["country"]] += 2 if place.get("region") and place.get("city") else 1
    for country, n in per_country.items():
        votes[country] += min(n, 4)


def phone_markets(text: str) -> list[str]:
    """Markets in which some national digit run of ``text`` is a valid phone number (masking without a
    market masks the number for each of them: a leaked number costs more than a masked digit run)."""
    found: list[str] = []
    for _, valid in _national_runs(text, limit=50):
        found.extend(r for r in valid if r not in found)
    return found


def infer_market(text: str | None, places: Callable[[], list[dict]] | None = None) -> str | None:
    """The market ``text`` points to (ISO 3166-1 alpha-2), or None when its signals are weak or split.
    ``places`` returns the places of the text found without a market (``find_places``), asked for only
    when the other signals do not decide (``extract`` passes its own, so they are found once). The text is read without
    its markdown escapes (:func:`text.unescape`), as ``extract`` reads it."""
    return decided_market(market_votes(unescape(text)[0] if text and isinstance(text, str) else text, places))


def market_votes(text: str | None, places: Callable[[], list[dict]] | None = None, *,
                 tokens: Tokens | None = None) -> Counter[str]:
    """The votes of each market for ``text`` (see the module docstring); the weaker signals are counted
    only while the stronger ones do not decide. :func:`decided_market` reads them. ``tokens``: the text's
    tokens when the caller has them (they spare most texts the currency scan)."""
    votes: Counter[str] = Counter()
    if not text or not isinstance(text, str):
        return votes
    for phone in find_phones(text, None, limit=50, cued=False):
        region = phonenumbers.region_code_for_number(phonenumbers.parse(phone["value"]))
        if region and region != "001":
            votes[region] += 3
    # (substring tests: C-speed searches, faster than one pattern of them all)
    # ("R" or "K" first: one-character tests run at memchr speed, and each of the marks holds one)
    if tokens is None or not tokens.vocab.isdisjoint(_VOTING_WORDS) or (
            ("R" in text or "K" in text) and any(map(text.__contains__, _VOTING_MARKS))) or (
            "$" in text and any(map(text.__contains__, _VOTING_DOLLARS))) or (
            not text.isascii() and any(map(text.__contains__, _VOTING_SIGNS))):
        for m in _CURRENCY.finditer(text):
            token = m.group()
            market = _CODE_MARKETS.get(token)
            if market and not (_AMOUNT_AFTER.match(text, m.end())
                               or _AMOUNT_BEFORE.search(text, max(0, m.start() - 4), m.start())):
                continue  # "CAD" (design software), "PHP" (the language), "AED" (a defibrillator): no amount beside it
            market = market or _SIGN_MARKETS.get(token.lower().rstrip("."))
            if market:
                votes[market] += 2
    decided = decided_market(votes)
    if decided and votes[decided] >= 4:
        return votes  # an international number or two currency marks: the weaker signals cannot outvote it
    lang = text_language(text)
    if has_digit_run(text):  # a run long enough to be a phone number
        _national_votes(text, votes, limit=5, language_market=_LANGUAGE_MARKETS.get(lang))
    if lang in _LANGUAGE_MARKETS:
        votes[_LANGUAGE_MARKETS[lang]] += 1 if lang in _SHARED_LANGUAGES else 2
    if not decided_market(votes):
        if places is None:
            from normalize.attributes.places import find_places

            found = find_places(Tokens(text), None)
        else:
            found = places()
        _place_votes(found, votes)
    return votes


def mail_domain_countries(text: str, limit: int = 20) -> list[str]:
    """The countries (ISO 3166-1 alpha-2, via pycountry) of the country-code domains of the first ``limit`` e-mail
    addresses of ``text``, in text order ("anna@lager.se" -> SE, "@acme.co.uk" -> GB; generic-use domains like
    ".io" left out)."""
    import pycountry

    found: list[str] = []
    if "@" not in text:
        return found
    for n, m in enumerate(EMAIL.finditer(text)):
        if n >= limit:
            break
        tld = m.group().rsplit(".", 1)[-1].lower()
        if len(tld) != 2 or tld in _GENERIC_CC_DOMAINS:
            continue
        code = _CC_DOMAIN_COUNTRY.get(tld) or tld.upper()
        if code not in found and pycountry.countries.get(alpha_2=code):
            found.append(code)
    return found


def decided_market(votes: Counter[str]) -> str | None:
    """The market with at least :data:`MIN_VOTES` votes and a lead of at least 1, else None."""
    ranked = sorted(votes.items(), key=lambda kv: -kv[1])[:2] if votes else []
    if not ranked or ranked[0][1] < MIN_VOTES:
        return None
    if len(ranked) > 1 and ranked[0][1] - ranked[1][1] < 1:
        return None
    return ranked[0][0]


__all__ = ["infer_market", "market_votes", "decided_market", "mail_domain_countries", "phone_markets", "text_language"]
