"""Key-value pairs in semi-structured HR text ("Salary: ...", "Standort: München", "Type de contrat : CDI",
"Experience - 3+ yrs"), found without a fixed key list and canonicalized to the attribute schema.

A line (or a `` | ``-separated segment) is a pair when it reads ``key SEP value`` with SEP one of ``:``,
``=``, a tab or a spaced dash, and the key is a short label (at most 6 words, starts with a letter). The
key is canonicalized by exact lookup in the five-language synonym table
``normalize/data/attributes/key_synonyms.json`` (hand-written), then by rapidfuzz similarity (typos,
inflections: "Salery", "Standorte"), then by a synonym word inside the key ("Gross annual salary").
The value goes to the parser of its canonical key; a pair with an unknown key is kept with its raw value.
Pairs are read once per text (:func:`labelled_pairs`): ``extract`` and the ``keyvalues`` stage on the same
column share them; values are parsed per call, with each caller's market hint.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from functools import lru_cache
from itertools import compress
from pathlib import Path
from typing import Any, NamedTuple

from normalize.attributes import facets
from normalize.attributes.contacts import find_emails, find_phones, find_urls
from normalize.attributes.dates import find_dates
from normalize.attributes.location import fold_phrase, parse_location
from normalize.attributes.markets import market_code
from normalize.attributes.salary import label_currency, label_period, parse_salary
from normalize.attributes.text import Tokens, spans_back, unescape

SYNONYMS_PATH = Path(__file__).resolve().parents[1] / "data" / "attributes" / "key_synonyms.json"

# key, separator, value; bounded repetitions, the key may not contain the separators
_PAIR = re.compile(
    r"[ \t]{0,20}(?:[-*•·▪►>]\s{0,3})?(?P<key>[^\W\d_][\w ./&'’()+-]{0,59}?)[ \t]{0,3}"
    r"(?::|=|\t|[ \t][-–—][ \t]|[-–—]>)[ \t]{0,10}(?P<value>\S[^\n]{0,1999})"
)
_SEGMENT = re.compile(r"[^\n|•]{1,4000}")
_SEPARATOR_CHAR = re.compile(r"[:=\t\-–—]")  # a character of every _PAIR separator
# A pair inside running text, as flattened HTML gives them ("... in Business. Skills: CRM, Excel. Salary:
# RM3,500 ..."): after a sentence end, a key of the synonym table (exact, so prose is not cut up), a colon.
# (a lookahead, so that a longer non-key "MSc Statistics. Email" does not hide the "Email" key after it)
# (the sentence end is part of the match, not a look-behind: the scan then jumps between sentence ends)
_INLINE_KEY = re.compile(r"[.!?;](?=[ \t]{1,3}(?P<key>[^\W\d_][\w ./&'’()+-]{0,40}?)[ \t]{0,3}(?P<colon>:)(?!//))")
# What every _INLINE_KEY match stands in, from its sentence end: a cheap test (it opens with a
# character class, so the scan jumps between sentence ends) before the look-behind scan
_INLINE_HINT = re.compile(r"[.!?;][ \t]{1,3}[^\W\d_][\w ./&'’()+-]{0,40}?[ \t]{0,3}:(?!//)")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
# Where an inline value ends: a sentence end, but not the period of a day ("15. Februar") or of a short
# abbreviation ("z.B.", "Dr.")
_VALUE_END = re.compile(r"(?<!\b\d)(?<!\b\d\d)(?<!\b[^\W\d])(?<!\b[^\W\d]{2})[.!?](?=\s|$)")
_THOUSANDS_END = re.compile(r"\d\s?[kK]$")  # an amount in thousands closing a key: a range's low end (pay55)
_NOT_KEYS = {"http", "https", "ftp", "mailto", "www", "note", "nb", "ps", "e g", "i e", "z b", "bzw"}
FUZZY_CUTOFF = 80.0
MAX_PAIRS = 500  # pairs read per text (bounded work on hostile input)


@lru_cache(maxsize=1)
def _synonyms() -> tuple[dict[str, str], list[str], dict[str, str]]:
    """(folded synonym -> canonical key, list of folded synonyms, single-word synonym -> canonical)."""
    data = json.loads(SYNONYMS_PATH.read_text(encoding="utf-8"))
    exact: dict[str, str] = {}
    for canonical, by_lang in data["keys"].items():
        exact[fold_phrase(canonical.replace("_", " "))] = canonical
        for phrases in by_lang.values():
            for p in phrases:
                exact.setdefault(fold_phrase(p), canonical)
    words = {k: v for k, v in exact.items() if " " not in k and len(k) >= 4}
    return exact, list(exact), words


@lru_cache(maxsize=1)
def _synonym_lengths() -> tuple[list[int], frozenset[int]]:
    """The length of each synonym of the fuzzy match's list, and the lengths there are."""
    lengths = [len(c) for c in _synonyms()[1]]
    return lengths, frozenset(lengths)


@lru_cache(maxsize=128)
def _fuzzy_choices(n: int) -> list[str]:
    """The synonyms a key of ``n`` characters can reach :data:`FUZZY_CUTOFF` with, in table order: fuzz.ratio
    is at most 200 * min(n, m) / (n + m) for a synonym of m characters (the others would be scored in vain)."""
    lengths, kinds = _synonym_lengths()
    reach = {m for m in kinds if 200 * min(n, m) >= FUZZY_CUTOFF * (n + m)}
    return list(compress(_synonyms()[1], map(reach.__contains__, lengths)))


@lru_cache(maxsize=8192)
def canonical_key(key: str) -> str | None:
    """The schema key a label means ("Standort" -> "location", "Type de contrat" -> "employment_type"),
    or None when it matches none."""
    folded = fold_phrase(key)
    if not folded:
        return None
    exact, _, words = _synonyms()
    hit = exact.get(folded)
    if hit:
        return hit
    from rapidfuzz import fuzz, process

    best = process.extractOne(folded, _fuzzy_choices(len(folded)), scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
    if best is not None and (best[0][:1] == folded[:1] or " " in folded):
        # (a one-word label's typo keeps its first letter; another word holding a label's letters is no label: "Acuity -
        # far" in a list of physical demands is not "City", "Duration" not "Education")
        return exact[best[0]]
    parts = folded.split()
    for w in reversed(parts):  # the head noun is usually last in EN/DE/NL ("gross annual salary")
        if w in words:
            return words[w]
    return None


# a pay key opening with its bound; "Starting salary: 19,500" / "Anticipated Starting Salary: $41,200" is where the pay
# starts, min only as "starting at" (ATTRIBUTE_CONVENTIONS; pay43)
_KEY_BOUND = re.compile(r"(?i)\s*(min(?:imum)?|max(?:imum)?|(?:[a-z]{1,12}\s{1,2})?starting)\b")


_BARE_YEARS = re.compile(r"\s*(\d{1,2})\s*\+?\s*(?:[-–]\s*\d{1,2}\s*\+?)?\s*")


def _years(value: str) -> float | None:
    """Years of an experience field: "3+ years", "2-4 Jahre", or a bare "5" (not "45 k€")."""
    # read as the label's value first ("2-3 years overall with at least 1 year in security": the items after the
    # label, not only the one next to an "experience" word), then as a phrase ending in "experience"
    hit = facets.find_min_years(Tokens("Experience: " + value)) or facets.find_min_years(Tokens(value + " experience"))
    if hit:
        return hit[0]
    m = _BARE_YEARS.fullmatch(value)
    return int(m.group(1)) if m else None


def parse_value(canonical: str | None, value: str, country: str | None = None, key: str = "") -> Any:
    """Run ``value`` through the parser of its canonical key; None when the key has no parser or the
    value does not parse. A pay key's period ("Annual Salary: €50k-€80k") is the value's when it writes none."""
    if canonical is None:
        return None
    # the facet finders read a value without its markdown escapes, as extract reads a text ("Full\\-time", "FTE: 0\\.9");
    # pay, e-mails and phones unescape in their own finders, and a location string is read by parse_location's cleaning
    plain, shifts = unescape(value)
    toks = Tokens(plain)
    if canonical == "salary":
        # a key opening with its bound is read with the value: "Minimum rate: $48.13" is where the pay starts, as "from
        # $48.13" (ATTRIBUTE_CONVENTIONS), and "Min Salary: USD $31.00/Hr. Max Salary: USD $36.00/Hr." one range
        pay = parse_salary(f"{key}: {value}" if _KEY_BOUND.match(key) else value, country, period=label_period(key))
        if pay and pay["currency"] is None and (noted := label_currency(key)):
            pay["currency"] = noted
        return pay
    if canonical == "location":
        return parse_location(value, country)
    if canonical == "employment_type":
        hit = facets.find_employment_type(toks)
        return hit[0] if hit else None
    if canonical == "remote":
        hit = facets.find_work_mode(toks)
        if hit:
            return hit[0]
        first = toks.words[0] if toks.words else ""
        if first in ("yes", "ja", "oui", "si", "possible", "moglich", "true", "100"):
            return "remote"
        if first in ("no", "nein", "non", "nee", "false"):
            return "onsite"
        return None
    if canonical == "seniority":
        hit = facets.find_seniority(toks)
        return hit[0] if hit else None
    if canonical == "min_years_experience":
        return _years(plain)
    if canonical == "education_level":
        # read with its label, not as a text whose first line is its title ("Education & Training: Graduate of an
        # accredited school of nursing ... Bachelors' degree ... preferred": the school, not the wish); a label that is a
        # level itself is one of the levels accepted ("Diploma - Nursing Graduate of ... or a Bachelor's Degree")
        hit = facets.find_education(Tokens(f"{unescape(key)[0] or 'Education'}: {plain}"))
        if hit is None and toks.words[:1] in (["none"], ["keine"], ["aucun"], ["ninguno"], ["geen"], ["nenhum"]):
            return "none"  # "Education required: none"
        return hit[0] if hit else None
    if canonical == "languages":
        return spans_back(facets.find_languages(toks, require_context=False), shifts) or None
    if canonical == "emails":
        return find_emails(value) or None
    if canonical == "phones":
        return find_phones(value, country) or None
    if canonical == "urls":
        return find_urls(value) or None
    if canonical in ("start_date", "deadline"):
        return find_dates(value, country) or None
    return None


def find_pairs(text: str) -> list[dict[str, Any]]:
    """Raw pairs: ``[{"key", "value", "span": [s, e]}]`` (span of the whole pair).

    A line (or segment) that starts with ``key SEP`` is a pair; inside it, or inside running text, a known
    key after a sentence end ("... . Salary: RM3,500. Location: Kuala Lumpur.") starts another one, and
    the value before it ends there. An inline value also ends at its sentence's end.
    """
    out: list[dict[str, Any]] = []
    if not text:
        return out
    for seg in _SEGMENT.finditer(text):
        line = seg.group()
        # a segment cut from an overlong line starts mid-line (often mid-word): no line-start pair there
        starts = _pair_starts(line, line_start=seg.start() == 0 or text[seg.start() - 1] in "\n|•")
        for i, (k_start, key, _, _) in enumerate(starts):
            if len(out) >= MAX_PAIRS:
                return out
            v_start, v_end = _value_span(line, starts, i)
            if v_start < v_end:
                span = [seg.start() + k_start, seg.start() + v_end]
                out.append({"key": key.strip(" .-"), "value": line[v_start:v_end], "span": span})
    return out


def _pair_starts(line: str, line_start: bool = True) -> list[tuple[int, str, int, bool]]:
    """(key start, key, value start, inline?) of every pair that starts in ``line``: the line-start pair
    (any plausible label; none when ``line`` does not start a line), then the inline ones (keys of the
    synonym table after a sentence end)."""
    # (a line-start pair's separator opens within its first 89 characters: padding, bullet, key, spaces)
    m = _PAIR.match(line) if line_start and _SEPARATOR_CHAR.search(line, 0, 89) else None
    starts = [(m.start("key"), m.group("key"), m.start("value"), False)] if m else []
    if starts and not _plausible_key(starts[0][1].strip(" .-"), line[starts[0][2] :]):
        starts = []
    exact = _synonyms()[0]
    pos = starts[0][2] if starts else 0
    hint = _INLINE_HINT.search(line, max(0, pos - 1)) if ":" in line[pos:] else None
    if hint is None:
        return starts  # no sentence end followed by a label and a colon: no inline pair
    for m in _INLINE_KEY.finditer(line, hint.start()):  # (the first one stands where the hint does)
        if fold_phrase(m.group("key")) in exact:
            starts.append((m.start("key"), m.group("key"), m.end("colon"), True))
    return starts


def _value_span(line: str, starts: list[tuple[int, str, int, bool]], i: int) -> tuple[int, int]:
    """Where pair ``i``'s value lies in ``line``: up to the next pair (an inline one also up to its
    sentence's end), without surrounding space; a value cut short also loses its final ``.;,``."""
    _, _, v_start, inline = starts[i]
    v_end = starts[i + 1][0] if i + 1 < len(starts) else len(line)
    if inline:
        end = _VALUE_END.search(line, v_start, v_end)
        v_end = end.start() if end else v_end
    cut = v_end < len(line)
    while v_end > v_start and (line[v_end - 1].isspace() or (cut and line[v_end - 1] in ".;,")):
        v_end -= 1
    while v_start < v_end and line[v_start].isspace():
        v_start += 1
    return v_start, v_end


def _plausible_key(key: str, value: str) -> bool:
    """A line-start key is a short label, not a URL scheme, a note marker or the end of a sentence."""
    if not key or not value.strip() or len(key.split()) > 6 or fold_phrase(key) in _NOT_KEYS:
        return False
    if _SENTENCE_END.search(key):
        return False  # "MSc Statistics. Email": the key, if any, starts after the sentence
    if (key[-1:].isdigit() or _THOUSANDS_END.search(key)) and value.lstrip()[:1].isdigit():
        # "eine Vergütung von 3.200 - 3.800 EUR", "Salario (45k - 60k)": a range, not a key and its value
        return False
    return not (key.lower().startswith(("http", "www")) or key.lower().endswith(("http", "https"))
                or value.startswith("//"))


class LabelledPair(NamedTuple):
    """A pair as read from the text, before its value is parsed (parsing depends on the market hint)."""

    key: str
    canonical: str | None
    value: str
    span: tuple[int, int]


class _RecentTexts:
    """Text digest -> its labelled pairs, for the texts read last; past ``max_entries`` texts or
    ``max_chars`` characters of stored keys and values the oldest tenth is forgotten. A digest, not the
    text, is the key, so a batch of long descriptions is not kept alive."""

    def __init__(self, max_entries: int, max_chars: int) -> None:
        self.max_entries, self.max_chars = max_entries, max_chars
        self.data: dict[bytes, tuple[tuple[LabelledPair, ...], int]] = {}
        self.chars = 0
        self._lock = threading.Lock()

    def get(self, key: bytes) -> tuple[LabelledPair, ...] | None:
        hit = self.data.get(key)
        return hit[0] if hit is not None else None

    def put(self, key: bytes, pairs: tuple[LabelledPair, ...]) -> None:
        size = sum(len(p.key) + len(p.value) for p in pairs)
        with self._lock:
            if key in self.data:
                return
            self.data[key] = (pairs, size)
            self.chars += size
            if len(self.data) > self.max_entries or self.chars > self.max_chars:
                for old in list(self.data)[: max(1, len(self.data) // 10)]:
                    self.chars -= self.data.pop(old)[1]

    def clear(self) -> None:
        with self._lock:
            self.data.clear()
            self.chars = 0


# ``extract`` and the ``keyvalues`` stage read the same column in one pipeline (the attributes stage
# first, over a whole chunk of distinct values): the second reader finds the pairs here. Sized for a
# default chunk (100,000 rows) of postings, whose pairs hold about 230 characters each on average.
RECENT = _RecentTexts(max_entries=100_000, max_chars=32_000_000)


def labelled_pairs(text: str) -> tuple[LabelledPair, ...]:
    """The pairs of ``text`` with canonical keys (a pair with no known key and a key of more than four
    words is a sentence with a colon, dropped); read once per text, remembered in ``RECENT``."""
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
    found = RECENT.get(digest)
    if found is not None:
        return found
    out = []
    for p in find_pairs(text):
        canonical = canonical_key(p["key"])
        if canonical is None and len(p["key"].split()) > 4:
            continue
        out.append(LabelledPair(p["key"], canonical, p["value"], (p["span"][0], p["span"][1])))
    found = tuple(out)
    RECENT.put(digest, found)
    return found


def extract_keyvalues(text: str | None, country: str | None = None) -> dict[str, Any]:
    """Key-value pairs of ``text`` with canonical keys and parsed values.

    Returns ``{"pairs": [{"key", "canonical", "value", "parsed", "span"}], "fields": {canonical: parsed}}``;
    ``fields`` keeps the first parsed value per canonical key, except that a salary stating an amount
    beats an earlier one that states none ("Salary: Competitive" above "Pay: $70,000 - $120,000").
    Unknown keys have ``canonical`` None and are kept with their raw value.
    """
    pairs: list[dict[str, Any]] = []
    fields: dict[str, Any] = {}
    if not text or not isinstance(text, str):
        return {"pairs": pairs, "fields": fields}
    country = market_code(country)
    for key, canonical, value, (start, end) in labelled_pairs(text):
        parsed = parse_value(canonical, value, country, key)
        pairs.append({"key": key, "canonical": canonical, "value": value, "parsed": parsed, "span": [start, end]})
        if canonical and parsed is not None and (canonical not in fields or _states_more(canonical, parsed,
                                                                                          fields[canonical])):
            fields[canonical] = parsed
    return {"pairs": pairs, "fields": fields}


def _states_more(canonical: str, parsed: Any, kept: Any) -> bool:
    """A later salary value with an amount replaces a kept one with flags only."""
    return canonical == "salary" and kept["min"] is None and kept["max"] is None and \
        (parsed["min"] is not None or parsed["max"] is not None)
