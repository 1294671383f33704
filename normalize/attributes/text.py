"""Shared text helpers of the attribute extractors: accent folding, word tokens with spans, phrase tables.

Every extractor works on the same word tokens (``\\w+`` runs, case- and accent-folded) and looks phrases up
in dicts keyed by token tuples. That keeps the scan linear in the text length (no large regex
alternations that backtrack) and lets one table serve all five languages.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import accumulate, compress, count, repeat
from operator import add, itemgetter

_WORD = re.compile(r"\w+")
# The runs of ``(\w+)``, spelled so that the engine tests a bitmap before ``\w``'s category call (Unicode: up to four
# database look-ups a character) and, the first character standing alone, skips separators at C speed instead of trying
# the whole pattern at each (Python 3.11 finds no first-character set under a repeat): -8% of the split (ext42)
_SPLIT = re.compile(r"([0-9A-Za-z_\w][0-9A-Za-z_\w]*)")
# ``\w`` of an ASCII text: the words :func:`_ascii_split` reads (by a translate and a split; the tests compare the two)
_SPLIT_ASCII = re.compile(r"([0-9A-Za-z_][0-9A-Za-z_]*)")
DIGIT = re.compile(r"\d")  # one digit: has_digit, and the first character of the number patterns text.scan runs
_VALUE = None  # the key of a phrase's value in a PhraseTable trie node (words are strings; None pickles)
# The anchor words of every PhraseTable (each table adds its own; the set only grows). A text's words among them are
# found once (Tokens.anchored), and each table's gate then reads that short set instead of all the text's words: ~6
# tables ask a text, and their gates cost more than the phrase scans they spare (ext23)
_ANCHORS: set[str] = set()


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


@lru_cache(maxsize=16)
def has_digit(text: str) -> bool:
    """Whether ``text`` holds a decimal digit (``\\d``). Several finders ask it of the same text, so the
    last answers are kept; an ASCII text is tested with ten substring searches (C speed)."""
    if text.isascii():
        return any(d in text for d in "0123456789")
    return DIGIT.search(text) is not None


# The commonest words of English prose, each between spaces: four of them in a text's first 1,500 characters make it plainly
# English (market_inference.text_language's first test; employment's "CDD" in an English text). Here, not in
# market_inference, because the facets cannot import that module (a cycle through places -> facets)
ENGLISH_MARKS = (" the ", " and ", " to ", " of ", " you ")


def marks_in(head: str, marks: tuple[str, ...] = ENGLISH_MARKS) -> int:
    """How often the words of ``marks`` (default ``ENGLISH_MARKS``) stand in ``head``, a lower-cased text (C-speed counts)."""
    return sum(map(head.count, marks))


def marks_reach(head: str, least: int, marks: tuple[str, ...] = ENGLISH_MARKS) -> bool:
    """Whether ``marks_in(head, marks) >= least``, counting mark by mark and stopping once it is (most English texts
    reach four with " the " and " and ": ext34, 2.3 -> 1.2 us a 300-character text)."""
    n = 0
    for mark in marks:
        n += head.count(mark)
        if n >= least:
            return True
    return False
# A markdown escape of a scraped board: a backslash before a punctuation character ("Dublin\-based", "5\+ years",
# "name\.surname@firm\.com", "\*\*Location:\*\*", "Unit\_Fact\_Sheets.pdf"). Its reader sees the character alone; "\\"
# before a letter or a space is one backslash.
_ESCAPE = re.compile(r"\\([^\w\s]|_)")
# A run of backslashes before a punctuation character: an escape escaped again by a second export ("Full\\-time", "Pay:
# $19\\.50\\-$23\\.00 an hour"; 38 corpus fields, none a backslash meant as written), read as the character alone. So
# :func:`unescape` is idempotent: extract unescapes a text, and the finders it calls unescape again at their own entry
_ESCAPES = re.compile(r"\\+([^\w\s]|_)")


def unescape(text: str) -> tuple[str, list[int]]:
    """``text`` without its markdown escapes, and the offsets (in the returned text) of the escaped characters, ascending,
    one for each backslash taken away (empty when ``text`` holds none; a text with no backslash costs one substring
    test). :func:`escaped_offset` maps an offset of the returned text back into ``text``. ``unescape(unescape(t)[0])``
    returns that text unchanged, with no offsets."""
    if "\\" not in text:
        return text, []
    if "\\\\" in text:
        return _unescape_runs(text)
    # one C-level pass: the split alternates the runs between escapes and the escaped characters (one character each);
    # the offset of each escaped character in the joined text is the summed length of what stands before it (esc2: CPU
    # 12.0-14.5 -> 10.9-12.6 us an escaped corpus posting against a finditer loop; str.split on "\\" was slower)
    parts = _ESCAPE.split(text)
    if len(parts) == 1:
        return text, []
    return "".join(parts), list(accumulate(map(len, parts)))[0:-1:2]


def _unescape_runs(text: str) -> tuple[str, list[int]]:
    """:func:`unescape` of a text holding two backslashes in a row (rare: a loop, each escape's run of backslashes
    counted)."""
    out: list[str] = []
    shifts: list[int] = []
    pos = length = 0
    for m in _ESCAPES.finditer(text):
        out.append(text[pos : m.start()])
        length += m.start() - pos
        shifts += [length] * (m.start(1) - m.start())  # (the backslashes taken away; "\\ " keeps its last one)
        out.append(m.group(1))
        length += 1
        pos = m.end()
    if not shifts:
        return text, []
    out.append(text[pos:])
    return "".join(out), shifts


def escaped_offset(shifts: list[int], i: int, end: bool = False) -> int:
    """Offset ``i`` of :func:`unescape`'s text in the original text (``end``: an exclusive end, which stays right after
    the character before it). An escaped character maps to itself, after its backslash."""
    if end and i > 0:
        return escaped_offset(shifts, i - 1) + 1
    return i + bisect_right(shifts, i)


def span_back(shifts: list[int], start: int, end: int) -> list[int]:
    """The span ``[start, end)`` of :func:`unescape`'s text as ``[start, end]`` in the original text."""
    return [escaped_offset(shifts, start), escaped_offset(shifts, end, end=True)]


def spans_back(found: list[dict], shifts: list[int]) -> list[dict]:
    """``found`` (dicts with a ``span``, read in :func:`unescape`'s text) with each span mapped into the original text."""
    if not shifts:
        return found
    return [{**x, "span": span_back(shifts, *x["span"])} for x in found]


def title_end(text: str) -> int:
    """End of the first line (the title, at most 120 characters)."""
    nl = text.find("\n")
    return min(nl if nl >= 0 else len(text), 120)


def scan(pattern: re.Pattern[str], first: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """The matches ``pattern.finditer(text)`` gives, for a pattern that matches no empty string and can start
    only where ``first`` (one character class) matches. The engine skips to such a character at C speed; it
    does not for a pattern that opens with a look-ahead, and tries all of it at every position (half the scan
    time of a job posting)."""
    search, match = first.search, pattern.match
    pos = 0
    while (f := search(text, pos)) is not None:
        m = match(text, f.start())
        if m is None:
            pos = f.start() + 1
        else:
            yield m
            pos = m.end()


def _split(text: str) -> tuple[list[str], list[str]]:
    """``re.split``'s parts of ``text`` (separators and words in turn, over the lowered text where lowering
    keeps every offset) and the folded words, for a text holding a non-ASCII character (:func:`_ascii_split` reads an
    ASCII one)."""
    lower = text.lower()
    if len(lower) == len(text):
        parts = _SPLIT.split(lower)
        return parts, [w if w.isascii() else fold(w) for w in parts[1::2]]
    parts = _SPLIT.split(text)
    return parts, [fold(w) for w in parts[1::2]]


# An ASCII byte's ``bytes.translate``: a character of ``\w`` kept (lower-case letters, digits, "_"), every other one a
# space; over a lowered ASCII text, the runs between the spaces are the words ``_SPLIT_ASCII`` finds, at the same offsets
_ASCII_WORD_BYTES = bytes(b if 48 <= b <= 57 or 97 <= b <= 122 or b == 95 else 32 for b in range(256))


def _ascii_pieces(text: str) -> list[str]:
    """The lowered ASCII ``text`` cut at every character that is no word character: its words, and an empty piece
    for each separator beyond the first in a run (piece ``k`` starts at the summed lengths of the pieces before it plus
    ``k``). Hand-written: a translate and a ``str.split`` run at C speed; the pattern's split cost 3x more (extspeed3)."""
    return text.lower().encode().translate(_ASCII_WORD_BYTES).decode().split(" ")


def _ascii_split(text: str) -> tuple[list[str], list[int], list[int]]:
    """The folded words of an ASCII ``text`` with their starts and ends: what ``_SPLIT_ASCII`` over the lowered text
    gives, read from :func:`_ascii_pieces`."""
    pieces = _ascii_pieces(text)
    starts = list(compress(map(add, accumulate(map(len, pieces), initial=0), count()), pieces))
    words = list(compress(pieces, pieces))
    return words, starts, list(map(add, starts, map(len, words)))


def untracked_set(words: Iterable[str]) -> dict[str, None]:
    """``words`` as the keys of a dict (values None), for membership tests (``w in s``) only. A dict that holds only
    strings and None is not tracked by the garbage collector, while a set of the same strings is: each collection
    that reaches it visits every entry (a 38,000-name set costs 1-3 ms a pass), so the big long-lived word tables
    are kept this way."""
    return dict.fromkeys(words)


def words_of(text: str) -> list[str]:
    """``Tokens(text).words`` without the offsets: for the short snippets a finder only reads the words of."""
    if text.isascii():
        return list(filter(None, _ascii_pieces(text)))
    return _split(text)[1]


class Tokens:
    """Word tokens of a text: folded forms plus character spans."""

    __slots__ = ("text", "words", "starts", "ends", "vocab", "unglued", "_anchored")

    def __init__(self, text: str) -> None:
        self.text = text
        if text.isascii():
            self.words, self.starts, self.ends = _ascii_split(text)
        else:
            # re.split keeps the separators, so the running sum of the part lengths gives every word's
            # start and end in C, without a match object per word
            parts, self.words = _split(text)
            offsets = list(accumulate(map(len, parts)))
            self.starts = offsets[0:-1:2]
            self.ends = offsets[1::2]
        # the distinct words: a finder tests its trigger words against them at C speed and skips its scan
        # when none occurs (made here, not on first use: every text's finders ask for them, ~18 times, and a
        # property call each time cost more than the set)
        self.vocab: frozenset[str] = frozenset(self.words)
        # the same tokens with the words a lost line break glued split (facets.common.unglued), kept here once
        # made so that they live as long as these (None: no such words; False: not looked for yet)
        self.unglued: Tokens | None | bool = False
        self._anchored: tuple[int, frozenset[str]] | None = None

    def __len__(self) -> int:
        return len(self.words)

    def anchored(self) -> frozenset[str]:
        """The distinct words that anchor a phrase of some PhraseTable (``vocab`` among all tables' anchors); made
        again when a table made since added anchors."""
        known = self._anchored
        if known is None or known[0] != len(_ANCHORS):
            known = self._anchored = (len(_ANCHORS), frozenset(_ANCHORS.intersection(self.vocab)))
        return known[1]

    def capitalized(self) -> list[int]:
        """Indices of the words whose first character is upper-case (``str.isupper``), in order."""
        text, starts = self.text, self.starts
        if len(starts) > 1 and text.isascii():  # (the bytes of an ASCII text read at the starts, at C speed)
            return list(compress(range(len(starts)), itemgetter(*starts)(text.encode().translate(_ASCII_UPPER))))
        return list(compress(range(len(starts)), map(str.isupper, map(text.__getitem__, starts))))


_ASCII_UPPER = bytes(1 if 65 <= b <= 90 else 0 for b in range(256))  # an ASCII character's bytes.translate: 1 for A-Z


# Words too common to gate a phrase on, function words and words most postings hold: a phrase's anchor is
# its longest other word (only the speed of PhraseTable.find_all depends on this choice, never its result)
_COMMON = frozenset({"in", "on", "at", "as", "an", "a", "the", "of", "to", "for", "and", "or", "with", "from",
                     "by", "is", "are", "be", "this", "that", "our", "your", "you", "we", "it", "no", "not",
                     "working", "work", "time", "experience", "job", "team", "new", "position", "role",
                     "basis", "required", "de", "la", "le", "les", "du", "des", "der", "die", "das", "den",
                     "und", "en", "et", "y", "i", "s", "d", "e", "o", "el", "los", "las", "het", "een", "van",
                     "op", "zu", "mit", "im", "am", "level", "degree", "office", "engineer", "developer",
                     "software", "technical", "product", "professional", "education", "qualifications",
                     "location", "based", "within", "full", "part", "hours", "type", "opportunity"})


def _rarest(words: list[str] | tuple[str, ...]) -> str:
    """The word of a phrase a text is least likely to hold: the longest one not in ``_COMMON``."""
    return max(reversed([w for w in words if w not in _COMMON] or words), key=len)


class PhraseTable:
    """Maps token-tuple phrases (1..``max_len`` folded words) to values; longest match wins."""

    def __init__(self, entries: Iterable[tuple[str, object]] = ()) -> None:
        self.table: dict[tuple[str, ...], object] = {}
        self.max_len = 1
        self.first: set[str] = set()
        self.anchors: set[str] = set()  # one word of each phrase: a text with none of them has no match
        # a second word of each phrase of several words, by its anchor; the anchors of one-word phrases
        self._partners: dict[str, set[str]] = {}
        self._alone: set[str] = set()
        # the same phrases as a word trie (a node: next word -> node, _VALUE -> value), so a lookup walks
        # forward one word at a time and stops where no phrase goes on, instead of trying every length
        self._trie: dict[object, dict] = {}
        self._unions: dict[int, tuple[PhraseTable, tuple[int, int], frozenset[str]]] = {}
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
        anchor = _rarest(key)
        self.anchors.add(anchor)
        _ANCHORS.add(anchor)
        rest = [w for w in key if w != anchor]
        if rest:
            self._partners.setdefault(anchor, set()).add(_rarest(rest))
        else:
            self._alone.add(anchor)
        self.max_len = max(self.max_len, len(key))
        node = self._trie
        for w in key:
            node = node.setdefault(w, {})
        node[_VALUE] = value

    def may_match(self, vocab: frozenset[str], anchored: frozenset[str] | None = None) -> bool:
        """False when no phrase has all its words in ``vocab`` (a text's distinct words): none has both its
        anchor and its second word there (a one-word phrase: its anchor). ``anchored``: the text's
        ``Tokens.anchored()`` when known (the same answer, sooner)."""
        present = self.anchors.intersection(vocab if anchored is None else anchored)
        if not present:
            return False
        if not present.isdisjoint(self._alone):
            return True
        # (some anchor's partners among the words: the sets looked up and tested at C speed, no generator; ext34)
        return not all(map(set.isdisjoint, map(self._partners.__getitem__, present), repeat(vocab)))

    def stands_in(self, tokens: Tokens) -> bool:
        """Whether some phrase stands in ``tokens``: ``find_all(tokens)`` is not empty (the scan stops at the first)."""
        if not self.may_match(tokens.vocab, tokens.anchored()):
            return False
        words, match_at = tokens.words, self.match_at
        return any(match_at(words, i) is not None for i in compress(range(len(words)), map(self.first.__contains__, words)))

    def first_of_either(self, other: PhraseTable) -> frozenset[str]:
        """Words that start a phrase of this table or of ``other``; the union is remembered (a scan per
        text would rebuild it from a few hundred words) until either table grows."""
        sizes = (len(self.first), len(other.first))
        hit = self._unions.get(id(other))
        if hit is None or hit[0] is not other or hit[1] != sizes:
            hit = (other, sizes, frozenset(self.first | other.first))
            self._unions[id(other)] = hit
        return hit[2]

    def match_at(self, words: list[str], i: int) -> tuple[int, object] | None:
        """Longest phrase starting at token ``i``: ``(n_tokens, value)`` or None."""
        node = self._trie.get(words[i])
        best = None
        j = i + 1
        end = len(words)
        while node is not None:
            value = node.get(_VALUE)
            if value is not None:
                best = (j - i, value)
            if j >= end:
                break
            node = node.get(words[j])
            j += 1
        return best

    def find_all(self, tokens: Tokens) -> list[tuple[int, int, object]]:
        """Non-overlapping longest matches, left to right: ``(first_token, n_tokens, value)``."""
        if not self.may_match(tokens.vocab, tokens.anchored()):
            return []  # no phrase has all its words in the text
        words = tokens.words
        first = self.first
        out: list[tuple[int, int, object]] = []
        nxt = 0
        for i in compress(range(len(words)), map(first.__contains__, words)):  # the words that start a phrase (C speed)
            if i < nxt:
                continue
            hit = self.match_at(words, i)
            if hit is not None:
                out.append((i, hit[0], hit[1]))
                nxt = i + hit[0]
        return out
