"""The public text functions under fuzzing, what each must guarantee, and adversarial inputs.

Shared by tests/test_fuzz.py (few examples, small sizes: ``make test``) and benchmarks/bench_hostile.py
(the long campaign). A target returns the spans it reports (as ``(start, end)`` pairs) so one check covers
them all: never raises, spans inside the text, time linear in the length of repetitive input.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

Spans = list[tuple[int, int]]


def _spans(obj: Any) -> Iterator[tuple[int, int]]:
    """Every ``span`` value (a [start, end] pair) anywhere in a nested result."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key == "span" and isinstance(value, list | tuple) and len(value) == 2:
                yield int(value[0]), int(value[1])
            elif key == "spans" and isinstance(value, dict):
                yield from (tuple(v) for v in value.values() if v is not None)
            else:
                yield from _spans(value)
    elif isinstance(obj, list | tuple):
        for item in obj:
            yield from _spans(item)


def _salary(text: str) -> Spans:
    from normalize import parse_salary

    result = parse_salary(text)
    assert result is None or isinstance(result, dict)
    return list(_spans(result))


def _location(text: str) -> Spans:
    from normalize import parse_location

    return list(_spans(parse_location(text)))


def _extract(text: str) -> Spans:
    from normalize import extract

    return list(_spans(extract(text)))


def _keyvalues(text: str) -> Spans:
    from normalize import extract_keyvalues

    return list(_spans(extract_keyvalues(text)))


def _mask(text: str) -> Spans:
    from normalize import mask_pii

    assert isinstance(mask_pii(text), str)
    return []


def _clean_title(text: str) -> Spans:
    from normalize.matching.clean_title import clean_title

    assert isinstance(clean_title(text).clean, str)
    return []


def _match_titles(text: str) -> Spans:
    from normalize.matching.retrieval import match_titles

    (matches,) = match_titles([text], "builtin", top_k=3)
    assert all(0.0 <= m["score"] <= 1.0 for m in matches)
    return []


def _skills(text: str) -> Spans:
    from normalize.matching.skills import extract_skills

    (found,) = extract_skills([text], "builtin", top_k=5)
    return list(_spans(found))


def _lexnorm(text: str) -> Spans:
    from normalize.lexnorm import normalize_text

    assert isinstance(normalize_text(text, "en"), str)
    return []


def _script(text: str) -> Spans:
    from normalize.script import normalize_script

    for lang in ("ckb", "fa", "am"):
        assert isinstance(normalize_script(text, lang), str)
    return []


def _unicode(text: str) -> Spans:
    from normalize import fix_and_explain

    fixed, rules = fix_and_explain(text)
    assert isinstance(fixed, str) and isinstance(rules, list)
    return []


def _verbalize(text: str) -> Spans:
    from normalize.verbalize import explain_verbalize

    spoken, spans = explain_verbalize(text)
    assert isinstance(spoken, str)
    for span in spans:
        assert text[span.start : span.end] == span.text
    return [(s.start, s.end) for s in spans]


@dataclass(frozen=True)
class Target:
    name: str
    call: Callable[[str], Spans]
    heavy: bool = False  # loads a model: fewer examples in the quick run


TARGETS = [
    Target("parse_salary", _salary),
    Target("parse_location", _location),
    Target("extract", _extract),
    Target("extract_keyvalues", _keyvalues),
    Target("mask_pii", _mask),
    Target("clean_title", _clean_title),
    Target("match_titles", _match_titles, heavy=True),
    Target("extract_skills", _skills, heavy=True),
    Target("lexnorm.normalize_text", _lexnorm, heavy=True),
    Target("normalize_script", _script),
    Target("fix_and_explain", _unicode),
    Target("verbalize", _verbalize),
]

# Pieces the parsers react to, so random texts reach their rules instead of only their "nothing here" path.
PIECES = [
    "€", "$", "£", "¥", "₹", "EUR", "USD", "k", "K", "Mio", "50", "3.500", "1,200.50", "-", "–", "—", "/", "bis",
    "to", "per hour", "p.a.", "/Monat", "brutto", "net", "OTE", "+ bonus", "ab", "up to", "Berlin", "München",
    "Paris, FR", "remote", "Homeoffice", "hybrid", "(m/w/d)", "(f/m/x)", "Sr.", "Senior", "Jr", "Werkstudent",
    "@", "jo@x.de", "+49 30 1234567", "http://", "www.", ".com", ":", ";", "|", "\t", "\n", "\r\n", "\u00a0",
    "\u200b", "\u2028", "\u0301", "\ufeff", "Ã©", "&amp;", "<b>", "ک", "ي", "ى", "ه", "ە", "ـ", "ሀ", "ሐ",
    "😀", "ﬁ", "Ｎｕｒｓｅ", "gr8", "u", "2moro", "5pm", "3/4/2020", "1st", "10km", "Dr.", "St.", "Salary:",
    "Location:", "Gehalt:", "years", "Jahre", "B.Sc.", "C1", "English", "Deutsch",
]  # fmt: skip

texts = st.one_of(
    st.text(max_size=200),
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=4), st.just(" ")), max_size=40).map("".join),
)

# Repetitive inputs that push regexes into backtracking and loops into quadratic work.
ADVERSARIAL = [
    "1", "1-", "1 ", "1.", "1,", "€1 ", "$1-", "a@", "a.", "@a.", "+4", "(", "(m/", "Sr. ", "ab", " ", "\n",
    "a\u0301", "http://a", "Berlin, ", "Salary: ", ":", "-", "ـ", "ه ", "x" * 7 + " ",
]  # fmt: skip


def check(target: Target, text: str) -> None:
    """The contract: returns, and every reported span lies inside the text."""
    for start, end in target.call(text):
        assert 0 <= start <= end <= len(text), (target.name, text[:80], start, end)


def growth(target: Target, unit: str, min_seconds: float = 0.004, max_chars: int = 20_000) -> tuple[int, float]:
    """CPU time on ``unit`` repeated to 8n characters over the time at n (n grown until the call takes at
    least ``min_seconds``, so fixed costs do not hide the growth): about 8 when linear, 64 when quadratic.
    Each call gets a fresh text (a distinct last character) so that no cache answers it."""
    def cpu(n: int) -> float:
        best = float("inf")
        for k in range(3):
            text = (unit * (n // len(unit) + 1))[:n] + chr(0x61 + k)
            started = time.process_time()
            target.call(text)
            best = min(best, time.process_time() - started)
        return best

    n = 64
    small = cpu(n)
    while small < min_seconds and n * 16 <= max_chars:
        n *= 2
        small = cpu(n)
    return n, cpu(8 * n) / max(small, 1e-6)
