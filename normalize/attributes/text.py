"""Shared text helpers of the attribute extractors: accent folding, word tokens with spans, phrase tables.

Every extractor works on the same word tokens (``\\w+`` runs, case- and accent-folded) and looks phrases up
in dicts keyed by token tuples. That keeps the scan linear in the text length (no large regex
alternations that backtrack) and lets one table serve all five languages.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

_WORD = re.compile(r"\w+")


@lru_cache(maxsize=65536)
def fold(word: str) -> str:
    """Lower-case and strip accents (``"Ingénieur"`` -> ``"ingenieur"``); ``ß`` becomes ``ss``."""
    w = word.casefold()
    if w.isascii():
        return w
    w = unicodedata.normalize("NFKD", w)
    return "".join(c for c in w if not unicodedata.combining(c))


def fold_text(text: str) -> str:
    """Fold a whole string word by word, keeping the separators (for keys and short values)."""
    return " ".join(fold(m.group()) for m in _WORD.finditer(text))


class Tokens:
    """Word tokens of a text: folded forms plus character spans."""

    __slots__ = ("text", "words", "starts", "ends")

    def __init__(self, text: str) -> None:
        self.text = text
        lower = text.lower()
        if text.isascii():
            # lower() keeps ASCII offsets, so the folded words come straight from the regex
            matches = list(_WORD.finditer(lower))
            self.words = [m.group() for m in matches]
        elif len(lower) == len(text):
            matches = list(_WORD.finditer(lower))
            self.words = [w if w.isascii() else fold(w) for w in (m.group() for m in matches)]
        else:
            matches = list(_WORD.finditer(text))
            self.words = [fold(m.group()) for m in matches]
        self.starts = [m.start() for m in matches]
        self.ends = [m.end() for m in matches]

    def __len__(self) -> int:
        return len(self.words)


class PhraseTable:
    """Maps token-tuple phrases (1..``max_len`` folded words) to values; longest match wins."""

    def __init__(self, entries: Iterable[tuple[str, object]] = ()) -> None:
        self.table: dict[tuple[str, ...], object] = {}
        self.max_len = 1
        self.first: set[str] = set()
        self._longest: dict[str, int] = {}  # first word -> length of its longest phrase
        for phrase, value in entries:
            self.add(phrase, value)

    def add(self, phrase: str, value: object) -> None:
        """Add a phrase; an earlier entry for the same words is kept."""
        key = tuple(fold(w) for w in _WORD.findall(phrase))
        if key and key not in self.table:
            self.put(key, value)

    def put(self, key: tuple[str, ...], value: object) -> None:
        """Set the value of a folded-word phrase (replacing any earlier one), keeping the indexes in step."""
        self.table[key] = value
        self.first.add(key[0])
        self.max_len = max(self.max_len, len(key))
        self._longest[key[0]] = max(self._longest.get(key[0], 1), len(key))

    def match_at(self, words: list[str], i: int) -> tuple[int, object] | None:
        """Longest phrase starting at token ``i``: ``(n_tokens, value)`` or None."""
        table = self.table
        for n in range(min(self._longest.get(words[i], 0), len(words) - i), 0, -1):
            value = table.get(tuple(words[i : i + n]))
            if value is not None:
                return n, value
        return None

    def find_all(self, tokens: Tokens) -> list[tuple[int, int, object]]:
        """Non-overlapping longest matches, left to right: ``(first_token, n_tokens, value)``."""
        words = tokens.words
        first = self.first
        out: list[tuple[int, int, object]] = []
        nxt = 0
        for i in [k for k, w in enumerate(words) if w in first]:
            if i < nxt:
                continue
            hit = self.match_at(words, i)
            if hit is not None:
                out.append((i, hit[0], hit[1]))
                nxt = i + hit[0]
        return out
