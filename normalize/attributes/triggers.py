"""Triggers: what must stand in a text for a finder to find anything there, tested once a text.

Most texts give a finder nothing (97% of the 300-character posting pieces of the speed bench give no work mode), yet
each finder costs its entry and a dozen sub-rule gates before it says so. Each finder declares, next to its code, a
:class:`Trigger` that fires on every text it can read something from: some of its words among the text's words
(:func:`words`: folded word tokens, after ungluing, as the facets read them), a substring of the text as written
(:func:`substrings`) or lowered (:func:`lowered`), a decimal digit (:data:`DIGIT`), a non-ASCII character
(:data:`NON_ASCII`), a substring of the lowered title line (:func:`in_title`: for a rule that reads only the title), a
phrase table that may match (:func:`table`) or one of its phrases standing in the words (:func:`phrase`), any or all of these (:func:`any_of`, :func:`all_of`), or a check of its own
(:func:`check`). ``extract`` computes a text's facts once (:class:`TextFacts`:
its words among every declared word, one C-speed set intersection, as ``Tokens.anchored`` does for the phrase tables)
and calls a finder only when its trigger fires.

For a rule writer: a trigger may fire where its finder finds nothing (it only has to be cheap), never the other way.
A rule that reads a new word, mark or shape adds it to its finder's trigger (the trigger's comment says where), else
``extract`` never calls the finder on a text that holds only that shape. ``tests/test_triggers.py`` checks that every
facet test sentence a finder reads something from fires its trigger; ``benchmarks/check_triggers.py`` checks corpus
postings the same way (a finder's own output, and ``extract`` with and without the triggers).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable

from normalize.attributes.text import PhraseTable, Tokens, has_digit, title_end

# Every word some trigger reads (the words of :func:`words`); a text's words among them are found once (TextFacts.words).
# A group given as a function (a table built on first use) is read when the first text's facts are made.
_ALL_WORDS: set[str] = set()
_PENDING: list[Words] = []
_PENDING_LOCK = threading.Lock()

ENABLED = True  # False: extract calls every finder (benchmarks/check_triggers.py compares the two)


class TextFacts:
    """What the triggers read of one text: its tokens (the facets' unglued ones), their distinct words, those of them
    some trigger names, the words anchoring a phrase of some table; whether it is ASCII; its decimal digit, its
    lowered form and its lowered title line are found on first use, once."""

    __slots__ = ("tokens", "text", "vocab", "words", "anchored", "ascii", "_digit", "_lower", "_title", "_title_end")

    def __init__(self, tokens: Tokens) -> None:
        if _PENDING:
            _resolve_pending()
        self.tokens = tokens  # (a check that counts a word's occurrences reads them: ``vocab`` holds each once)
        self.text = tokens.text
        self.vocab = tokens.vocab
        self.words = _ALL_WORDS.intersection(tokens.vocab)
        self.anchored = tokens.anchored()
        self.ascii = self.text.isascii()
        self._digit: bool | None = None
        self._lower: str | None = None
        self._title: str | None = None
        self._title_end = -1

    def digit(self) -> bool:
        if self._digit is None:
            self._digit = has_digit(self.text)
        return self._digit

    def lower(self) -> str:
        if self._lower is None:
            self._lower = self.text.lower()
        return self._lower

    def title(self) -> str:
        """The title line (:func:`normalize.attributes.text.title_end`) lowered: what a rule that reads only the title
        tests its gate words in (a whole posting's lowered text holds "position" or "intern" nearly always)."""
        if self._title is None:
            self._title = self.text[: self.title_end()].lower()
        return self._title

    def title_end(self) -> int:
        """Where the title line ends in the text (:func:`normalize.attributes.text.title_end`), found once: a check that
        runs a rule's own title pattern searches ``text[:title_end]``, as the rule does."""
        if self._title_end < 0:
            self._title_end = title_end(self.text)
        return self._title_end


def facts_of(tokens: Tokens) -> TextFacts:
    """The :class:`TextFacts` of ``tokens``; those of the tokens last asked are kept (one pair for the process), so a
    finder that gates its own sources on parts of its trigger reads the facts extract's trigger pass made (the lowered
    text and title line found once). Not kept on the tokens: facts -> tokens -> facts would be a reference cycle, which
    only the garbage collector frees (ext38, kept on the tokens: 24 collections over the speed bench's 1,880 texts of
    runs 2-3 instead of 4, about 30% of their time)."""
    last = _LAST_FACTS[0]
    if last[0] is tokens:
        return last[1]
    facts = TextFacts(tokens)
    _LAST_FACTS[0] = (tokens, facts)  # (one tuple stored: a thread reads a whole pair or the one before)
    return facts


_LAST_FACTS: list[tuple[Tokens | None, TextFacts | None]] = [(None, None)]


class Trigger:
    """A condition on a text's facts that holds on every text its finder reads something from."""

    __slots__ = ()
    cost = 0  # the order any_of and all_of test their parts in (cheapest first; the answer does not depend on it)

    def fires(self, facts: TextFacts) -> bool:
        raise NotImplementedError


class Words(Trigger):
    """Some word of the set is among the text's words (folded: lower case, no accents)."""

    __slots__ = ("_groups", "set")

    def __init__(self, groups: tuple[Iterable[str] | Callable[[], Iterable[str]], ...]) -> None:
        self._groups = groups
        self.set: frozenset[str] = frozenset()
        if any(callable(g) for g in groups):
            _PENDING.append(self)
        else:
            self._resolve()

    def _resolve(self) -> None:
        self.set = frozenset(w for g in self._groups for w in (g() if callable(g) else g))
        _ALL_WORDS.update(self.set)

    def fires(self, facts: TextFacts) -> bool:
        return not self.set.isdisjoint(facts.words)


def _resolve_pending() -> None:
    # (under a lock, and the list emptied only once all are read: a second thread's first text waits for them)
    with _PENDING_LOCK:
        for trigger in _PENDING:
            trigger._resolve()
        _PENDING.clear()


class _Table(Trigger):
    __slots__ = ("table",)
    cost = 2

    def __init__(self, table: PhraseTable) -> None:
        self.table = table

    def fires(self, facts: TextFacts) -> bool:
        # (most texts hold no anchor of a given table: a set probe per anchor word of the text says so first)
        return not self.table.anchors.isdisjoint(facts.anchored) and self.table.may_match(facts.vocab, facts.anchored)


class _Phrase(Trigger):
    __slots__ = ("table",)
    cost = 3

    def __init__(self, table: PhraseTable) -> None:
        self.table = table

    def fires(self, facts: TextFacts) -> bool:
        return not self.table.anchors.isdisjoint(facts.anchored) and self.table.stands_in(facts.tokens)


class _Substrings(Trigger):
    __slots__ = ("subs", "ascii_subs", "lowered")
    cost = 4

    def __init__(self, subs: tuple[str, ...], lowered: bool) -> None:
        self.subs, self.lowered = subs, lowered
        self.ascii_subs = tuple(x for x in subs if x.isascii())  # (an ASCII text holds no other)

    def fires(self, facts: TextFacts) -> bool:
        subs = self.ascii_subs if facts.ascii else self.subs
        return bool(subs) and any(map((facts.lower() if self.lowered else facts.text).__contains__, subs))


class _InTitle(Trigger):
    __slots__ = ("subs",)
    cost = 3

    def __init__(self, subs: tuple[str, ...]) -> None:
        self.subs = subs

    def fires(self, facts: TextFacts) -> bool:
        return any(map(facts.title().__contains__, self.subs))


class _Digit(Trigger):
    __slots__ = ()
    cost = 1

    def fires(self, facts: TextFacts) -> bool:
        return facts.digit()


class _NonAscii(Trigger):
    __slots__ = ()

    def fires(self, facts: TextFacts) -> bool:
        return not facts.ascii


class _Check(Trigger):
    __slots__ = ("test",)
    cost = 5

    def __init__(self, test: Callable[[TextFacts], bool]) -> None:
        self.test = test

    def fires(self, facts: TextFacts) -> bool:
        return self.test(facts)


class _AnyOf(Trigger):
    """Some part fires (parts tested cheapest first). ``fires`` is the parts' tests written out as one Python expression
    (:func:`_compiled`), each nested any_of and all_of inlined: the same tests in the same order, without a method call
    per part (the trigger pass made ~60 part calls a text; ext35)."""

    __slots__ = ("parts", "cost", "fires")

    def __init__(self, parts: tuple[Trigger, ...]) -> None:
        parts = _merged(parts) if type(self) is _AnyOf else _flat(parts, _AllOf)
        self.parts = tuple(sorted(parts, key=lambda p: p.cost))
        self.cost = max(p.cost for p in parts)
        self.fires = _compiled(self)


class _AllOf(_AnyOf):
    """Every part fires (``fires`` written out as :class:`_AnyOf`'s is)."""

    __slots__ = ()


def _expression(trigger: Trigger, names: dict[str, object]) -> str:
    """A Python expression over the facts ``f`` with the truth of ``trigger.fires(f)``, which reads the facts' state at
    the same points (the lowered text and title line on first need); the objects it reads are put in ``names``. Each
    part's state is read live (a word set resolved at the first text, a phrase table that grows)."""
    name = f"t{len(names)}"
    kind = type(trigger)
    if kind in (_AnyOf, _AllOf):
        joiner = " or " if kind is _AnyOf else " and "
        return "(" + joiner.join(_expression(p, names) for p in trigger.parts) + ")"
    names[name] = trigger
    if kind is Words:
        return f"(not {name}.set.isdisjoint(f.words))"
    if kind is _Table:
        names[name] = trigger.table
        return f"(not {name}.anchors.isdisjoint(f.anchored) and {name}.may_match(f.vocab, f.anchored))"
    if kind is _Phrase:
        names[name] = trigger.table
        return f"(not {name}.anchors.isdisjoint(f.anchored) and {name}.stands_in(f.tokens))"
    if kind is _Substrings:
        source = "f.lower()" if trigger.lowered else "f.text"
        if not trigger.ascii_subs:
            return f"(not f.ascii and {_contains(trigger.subs, source, name)})" if trigger.subs else "False"
        if trigger.ascii_subs == trigger.subs:
            return _contains(trigger.subs, source, name)
        return (f"({_contains(trigger.ascii_subs, source, name + 'a')} if f.ascii else "
                f"{_contains(trigger.subs, source, name)})")
    if kind is _InTitle:
        return _contains(trigger.subs, "f.title()", name) if trigger.subs else "False"
    if kind is _Digit:
        return "f.digit()"
    if kind is _NonAscii:
        return "(not f.ascii)"
    if kind is _Check:
        names[name] = trigger.test
        return f"{name}(f)"
    return f"{name}.fires(f)"


# Characters by how often they stand in postings' text, commonest first (a rough English order; capitals, digits, marks and
# other scripts rarer): a substring is tested only where its rarest character is in the text (one memchr-speed test
# spares the searches of every substring sharing it, ext35). The order only changes the speed, never the answer.
_COMMON_FIRST = " etaoinsrhldcumfpgwybvkxjqz"


def _rarity(c: str) -> int:
    k = _COMMON_FIRST.find(c)
    return k if k >= 0 else 30 if c.isdigit() else 40 if c.isascii() and c.isupper() else 50


def _contains(subs: tuple[str, ...], source: str, name: str) -> str:
    """An expression: some of ``subs`` is in the string ``source`` gives (evaluated once, kept in the local ``name``),
    written out as ``in`` tests, those of two or more characters after a test of their rarest character."""
    groups: dict[str, list[str]] = {}
    for sub in dict.fromkeys(subs):
        groups.setdefault(max(sub, key=_rarity) if len(sub) > 1 else sub, []).append(sub)
    tests = []
    for key, group in groups.items():
        inner = " or ".join(f"{x!r} in {name}" for x in group if x != key)
        tests.append(f"{key!r} in {name}" + (f" and ({inner})" if inner and key not in group else f" or {inner}" if inner else ""))
    first, *rest = tests
    # (the source is read by the first test, which every evaluation reaches, and named for the others)
    return "(" + " or ".join([f"({first.replace(f' in {name}', f' in ({name} := {source})', 1)})", *(f"({t})" for t in rest)]) + ")"


def _compiled(trigger: _AnyOf) -> Callable[[TextFacts], bool]:
    """``trigger.fires`` as one function (see :func:`_expression`)."""
    names: dict[str, object] = {}
    body = _expression(trigger, names)
    code = f"def fires(f):\n    return bool({body})\n"
    exec(code, names)  # noqa: S102 (code built here from the trigger's own parts, no outside text)
    return names["fires"]


def _flat(parts: tuple[Trigger, ...], kind: type) -> list[Trigger]:
    """``parts`` with the parts of each nested trigger of the same ``kind`` (any_of in an any_of, all_of in an all_of)
    taken in: the same answer, a call less."""
    return [q for p in parts for q in (p.parts if type(p) is kind else (p,))]


def _merged(parts: tuple[Trigger, ...]) -> list[Trigger]:
    """An any_of's parts, nested any_of's taken in, with its word parts made one (one set test), and its substring
    parts of each kind (as written, lowered, in the title) made one (one loop over all their substrings): the same
    answer as the parts one by one, with ~20 part calls a text fewer over the facets' triggers (ext34). The parts
    given stay as they are (a trigger shared by two finders, ``STUDENTS_TRIGGER``, is merged into each)."""
    flat = _flat(parts, _AnyOf)
    out = [p for p in flat if type(p) not in (Words, _Substrings, _InTitle)]
    said = [p for p in flat if type(p) is Words]
    if said:
        out.append(said[0] if len(said) == 1 else Words(tuple(g for p in said for g in p._groups)))
    for lowered_ in (False, True):
        subs = [p for p in flat if type(p) is _Substrings and p.lowered is lowered_]
        if subs:
            out.append(subs[0] if len(subs) == 1 else _Substrings(
                tuple(dict.fromkeys(x for p in subs for x in p.subs)), lowered_))
    titled = [p for p in flat if type(p) is _InTitle]
    if titled:
        out.append(titled[0] if len(titled) == 1 else _InTitle(tuple(dict.fromkeys(x for p in titled for x in p.subs))))
    return out


def words(*groups: Iterable[str] | Callable[[], Iterable[str]]) -> Trigger:
    """Some word of ``groups`` (folded words; a function: a group read at the first text) is among the text's words."""
    return Words(groups)


def table(phrases: PhraseTable) -> Trigger:
    """Some phrase of the table may match (:meth:`PhraseTable.may_match`, read live: a table that grows stays exact)."""
    return _Table(phrases)


def phrase(phrases: PhraseTable) -> Trigger:
    """Some phrase of the table stands in the text's words (``phrases.find_all`` of the facts' tokens, the unglued ones,
    is not empty): tighter than :func:`table`, for a finder that reads the table only by ``find_all`` (or ``find_both``)
    of those tokens, whose other readings of the table's words have parts of their own. Its test scans the words where
    :func:`table` fires (extspeed3: the education table fired alone on 83 of the 111 calls of find_education that found
    nothing on the speed bench, a phrase standing in few)."""
    return _Phrase(phrases)


def substrings(*subs: str) -> Trigger:
    """Some of ``subs`` is a substring of the text as written (case-sensitive: list each case a rule's gate reads)."""
    return _Substrings(subs, lowered=False)


def lowered(*subs: str) -> Trigger:
    """Some of ``subs`` (lower case) is a substring of the lowered text."""
    return _Substrings(subs, lowered=True)


def in_title(*subs: str) -> Trigger:
    """Some of ``subs`` (lower case) is a substring of the lowered title line (``text[:title_end(text)].lower()``, as
    the rules that read only the title gate on it)."""
    return _InTitle(subs)


def check(test: Callable[[TextFacts], bool]) -> Trigger:
    """A finder's own test of the facts (for a shape no other trigger states; say why beside it)."""
    return _Check(test)


def any_of(*parts: Trigger) -> Trigger:
    return _AnyOf(parts)


def all_of(*parts: Trigger) -> Trigger:
    return _AllOf(parts)


DIGIT: Trigger = _Digit()  # a decimal digit (``\\d``) in the text
NON_ASCII: Trigger = _NonAscii()  # a character outside ASCII in the text


def fires(trigger: Trigger, facts: TextFacts) -> bool:
    """Whether ``extract`` calls the finder of ``trigger`` on the text of ``facts`` (always, when triggers are off)."""
    return not ENABLED or trigger.fires(facts)
