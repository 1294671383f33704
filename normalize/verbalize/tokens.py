"""Tokenizer of the verbalizer: one left-to-right regex pass, linear in the input.

Written-form compounds that must be seen whole (URLs, e-mails, handles, telephone numbers, clock times,
numeric dates, grouped numbers) are single tokens; everything else is a run of letters, a run of digits
or one other character. Every quantifier that could overlap with another alternative is bounded, so no
input makes the pass quadratic.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class Token(NamedTuple):
    kind: str  # url, email, handle, hashtag, entity, phone, time, date, num, word, space, other
    text: str
    start: int
    end: int


_TLDS = r"(?:com|org|net|edu|gov|io|co|uk|de|fr|info|biz|ai|app|dev|us|ca|au|in|jobs)"
_PATTERNS = [
    ("url", r"(?:https?://|www\.)[^\s<>\"']{1,2000}"),
    ("email", r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6}"),
    ("url", r"(?<![\w@.])[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\." + _TLDS + r"(?:/[^\s<>\"']{0,2000})?(?![\w@])"),
    ("handle", r"(?<![\w@])@[A-Za-z_][A-Za-z0-9_]{0,30}"),
    ("hashtag", r"(?<![\w#])#[A-Za-z_][A-Za-z0-9_]{0,50}"),
    ("entity", r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"),  # scraped HTML: "&amp;"
    ("phone", r"(?<![\w+])\+\d{1,3}(?:[ .-]?\(\d{1,5}\)|[ .-]\d{1,5}){2,6}(?![\w])"),
    ("phone", r"(?<![\w(])\(\d{2,5}\) ?\d{3,4}[ .-]\d{3,5}(?![\w])"),
    ("phone", r"(?<![\w.-])\d{3}(?P<ps>[.-])\d{3}(?P=ps)\d{4}(?![\w-]|\.\d)"),
    ("phone", r"(?<![\w.-])0\d{2,4} \d{3,4} \d{3,4}(?![\w-]|\.\d)"),
    # a local number "555-0147": a range's upper end never starts with 0
    ("phone", r"(?<![\w.-])[2-9]\d{2}-0\d{3}(?![\w-]|\.\d)"),
    ("time", r"(?<![\w:.])\d{1,2}:\d{2}(?::\d{2})?(?:\s?(?:[AaPp]\.[Mm]\.?|[AaPp][Mm]\b))?(?![\w:])"),
    ("time", r"(?<![\w:.])\d{1,2}\s?(?:[AaPp]\.[Mm]\.?|[AaPp][Mm]\b)"),
    ("date", r"(?<![\w./-])\d{4}-\d{1,2}-\d{1,2}(?![\w/-])"),
    ("date", r"(?<![\w./-])\d{1,2}(?P<ds>[/.])\d{1,2}(?P=ds)\d{2,4}(?![\w/.-]\d)"),
    ("num", r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,]\d)"),
    ("num", r"(?<![\w.,])\d{1,3}(?:\.\d{3}){2,}(?:,\d+)?(?![\d.]\d)"),  # "1.500.000": dots group thousands
    ("num", r"(?<![\w.])\d+\.\d+(?![\w.]\d)"),
    ("word", r"[^\W\d_]+(?:['’][^\W\d_]+)?"),
    ("num", r"\d+"),
    ("space", r"\s+"),
    ("other", r"."),
]
_RE = re.compile("|".join(f"(?P<g{i}>{p})" for i, (_, p) in enumerate(_PATTERNS)), re.S)
_KINDS = {f"g{i}": kind for i, (kind, _) in enumerate(_PATTERNS)}
_GROUPS = [f"g{i}" for i in range(len(_PATTERNS))]
_URL_TAIL = ".,;:!?)]}'\""


def tokenize(text: str) -> list[Token]:
    """All tokens of ``text`` in order; their texts concatenate back to ``text``."""
    out: list[Token] = []
    for m in _RE.finditer(text):
        kind = _KINDS[_group(m)]
        start, end = m.span()
        if kind == "url":  # a sentence's closing punctuation is not part of the address
            while end > start + 1 and text[end - 1] in _URL_TAIL:
                end -= 1
            if end < m.end():
                out.append(Token(kind, text[start:end], start, end))
                out.extend(tokenize_plain(text, end, m.end()))
                continue
        out.append(Token(kind, m.group(), start, end))
    return out


def _group(m: re.Match) -> str:
    """The alternative that matched (``lastgroup`` names an inner group when the pattern has one)."""
    name = m.lastgroup
    if name in _KINDS:
        return name
    return next(g for g in _GROUPS if m.group(g) is not None)


_PLAIN = re.compile(r"(?P<word>[^\W\d_]+)|(?P<num>\d+)|(?P<space>\s+)|(?P<other>.)", re.S)


def tokenize_plain(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """Letters, digits, spaces and single characters only (a compound that failed its check is re-read)."""
    end = len(text) if end is None else end
    return [Token(m.lastgroup, m.group(), m.start(), m.end()) for m in _PLAIN.finditer(text, start, end)]
