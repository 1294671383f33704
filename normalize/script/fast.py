"""Fast mode of script repair: every ambiguous letter read from its skeleton context, dropped letters put
back where a line shows they were dropped, and the word-level rewrites before reading (word-initial ا
read as ئ).

Part of :class:`normalize.script.repair.Repairer` (a mixin: it reads the repairer's tables and caches);
the batch work runs in :class:`normalize.script.windows.WindowCoder`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from normalize.script.profiles import get_profile
from normalize.script.stats import ContextTagger, GapModel, load_stats
from normalize.script.windows import LineContext

#: after a word-initial ا, these letters show it stands for the ئ of a Kurdish initial vowel
VOWEL_AFTER_HAMZA = frozenset("اەهةێۆ")
#: a line shows a letter was dropped when what stands for it is at most this share of the count expected
#: from clean text (and the letter itself is absent), if that expected count is at least DROP_MIN_EXPECTED
DROP_RATIO = 0.3
DROP_MIN_EXPECTED = 4.0
#: a dropped letter is put back where the gap model gives it at least this probability
GAP_THRESHOLD = 0.5
#: a line shows a letter was left out inside its words (typed at word ends only) when what stands for it
#: inside words is at most DROP_RATIO of the count expected there, if that is at least DROP_MIN_INSIDE
DROP_MIN_INSIDE = 1.0
#: suffix of the dropped-letter token for "left out inside words only"
INSIDE_ONLY = "~"
#: followed by a letter of the same word
_BEFORE_LETTER = "(?=[\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff])"


def _inserted(word: str, longer: str) -> list[str]:
    """The letters ``longer`` has that ``word`` lacks (``word`` is ``longer`` with letters removed)."""
    out = []
    i = 0
    for ch in longer:
        if i < len(word) and word[i] == ch:
            i += 1
        else:
            out.append(ch)
    return out


def char_rules(word: str, out: str) -> tuple[str, ...]:
    """Rules fired by a one-to-one character rewrite of ``word`` into ``out``."""
    return tuple(f"{a}→{b}" for a, b in zip(word, out) if a != b)  # noqa: B905 - same length


@lru_cache(maxsize=16)
def _tagger(lang: str) -> ContextTagger:
    """One context tagger per language, shared by every convention's repairer."""
    return ContextTagger(get_profile(lang), load_stats(lang))


@lru_cache(maxsize=16)
def _gap_model(lang: str) -> GapModel:
    """One dropped-letter model per language (built from the same clean words as the tagger)."""
    return GapModel(_tagger(lang), get_profile(lang).deletable, list(load_stats(lang)["words"]))


class FastReading:
    """Fast-mode methods of :class:`~normalize.script.repair.Repairer`."""

    def _split_typed(self, typed: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
        """(``typed`` without the dropped-letter tokens, the ``"∅" + d`` tokens of ``typed``); cached."""
        hit = self._typed_split.get(typed)
        if hit is None:
            dropped = frozenset(t for t in typed if t[0] == "∅")
            hit = self._typed_split[typed] = (typed - dropped, dropped)
        return hit

    def _dropped_letter_classes(self, stats: dict) -> tuple[tuple[str, str, float], ...]:
        """(dropped letter d, what this convention types for d (d included), the share in clean text of the
        letters that are typed with those characters) for each letter the convention may drop."""
        ngrams = stats["ngrams"]
        unigrams = {g: c for g, c in ngrams.items() if len(g) == 1 and g not in "^$"}
        total = sum(unigrams.values()) or 1
        out = []
        for d in self.profile.deletable:
            typed_as = {d} | {u for u, cands in self.table.items() if len(u) == 1 and d in cands}
            # clean letters typed with those characters; a foreign character that stands for two droppable
            # letters (Urdu ے for ێ and ە) counts for neither's other
            others = set(self.profile.deletable) - typed_as
            clean = typed_as | {c for u in typed_as for c in self.table.get(u, ()) if len(c) == 1
                                and (c not in others or u in self.letters)}
            cls = "".join(sorted(typed_as))
            inside = sum(unigrams.get(c, 0) - ngrams.get(c + "$", 0) for c in clean) / total
            out.append((d, cls, sum(unigrams.get(c, 0) for c in clean) / total, inside,
                        re.compile("[" + re.escape(cls) + "]" + _BEFORE_LETTER)))
        return tuple(out)

    def _dropped(self, text: str) -> frozenset[str]:
        """Tokens ``"∅" + d`` for the letters ``d`` that the line ``text`` shows were dropped: the letters of
        d's skeleton class (d and what the convention types for it) are far rarer in the line than in clean
        text (at most ``DROP_RATIO`` of the expected count, which must be at least ``DROP_MIN_EXPECTED``)."""
        n = len(text) - text.count(" ")
        found = []
        for d, cls, share, inside_share, inside in self._drop_classes:
            if d in text:
                continue
            expected = n * share
            if expected >= DROP_MIN_EXPECTED and sum(map(text.count, cls)) <= DROP_RATIO * expected:
                found.append("∅" + d)
            elif n * inside_share >= DROP_MIN_INSIDE and len(inside.findall(text)) <= DROP_RATIO * n * inside_share:
                # written at word ends only (Persian writes a final -e as ه): left out inside the words.
                # Only the whole-word look-up (lexicon.VowelIndex) reads this token, not the gap model.
                found.append("∅" + d + INSIDE_ONLY)
        return frozenset(found)

    def _context(self, typed: frozenset[str], evidence: int) -> LineContext:
        ctx = self._contexts.get((typed, evidence))
        if ctx is None:
            opts = {}
            for ch in self.table:
                if len(ch) == 1:
                    all_opts = self._options(ch, typed, evidence)
                    opts[ch] = [o for o in all_opts if len(o[0]) == 1] or all_opts[:1]
            ctx = self._contexts[(typed, evidence)] = LineContext(opts)
            self._windows.register(ctx)
        return ctx

    @staticmethod
    def _identity(ch: str, optdicts: dict[str, dict[str, float]]) -> dict[str, float]:
        opts = optdicts[ch] = {ch: 0.0}
        return opts

    def _tag(self, word: str, typed: frozenset[str], evidence: int) -> tuple[str, float, tuple[str, ...]]:
        """Fast mode, one word (see :meth:`_tag_many`)."""
        result = self._tag_many([(word, typed, evidence)])[0]
        return result if result[2] is not None else (result[0], result[1], char_rules(word, result[0]))

    def _tag_many(self, keys: list[tuple[str, frozenset[str], int]]) -> list[tuple[str, float, tuple[str, ...] | None]]:
        """Fast mode for distinct (word, typed letters, evidence) keys: a known word as is; else a known
        word with the same skeleton that the options allow; else every ambiguous character read from its
        skeleton context (two characters either side), decided once per distinct window and option list
        and applied to all positions of the batch at once with numpy. Rules are ``None`` where they are
        the one-to-one character changes (see :func:`_rules`; computed only when asked for)."""
        known_words, letters, tagger, weights = self.words, self.letters, self.tagger, self.weights
        index, sk_trans, slow = tagger.index, self._sk_trans, self._slow_chars
        results: list[tuple[str, float, tuple[str, ...] | None]] = [None] * len(keys)  # type: ignore[list-item]
        todo: list[int] = []
        todo_sk: list[str] = []
        todo_cid: list[int] = []
        contexts = self._contexts
        if len(contexts) > 4096:  # bounded; never cleared in the middle of a batch (rows stay valid)
            contexts.clear()
            self._typed_split.clear()
            self._windows.reset()
        rewritten = self._rewrite_words(keys) if self._alef_hamza or self._gaps is not None else {}
        split_typed = self._split_typed if self._drop_classes else None
        frequent_valid = self._frequent_valid
        for i, (word, typed, evidence) in enumerate(keys):
            # the reading of letters does not depend on the dropped-letter tokens
            core = typed if split_typed is None else split_typed(typed)[0]
            ctx = None
            if not (word in known_words and letters.issuperset(word)) or word[-1] == "ه" or word in frequent_valid:
                ctx = contexts.get((core, evidence)) or self._context(core, evidence)
                whole = self._lexical(word, typed, ctx.optdicts)
                if whole is not None:
                    results[i] = whole
                    rewritten.pop(i, None)
                    continue
            if rewritten and i in rewritten:
                word = rewritten[i][0]
            if word in known_words and letters.issuperset(word):
                results[i] = (word, weights.known_word, ())
                continue
            if ctx is None:
                ctx = contexts.get((core, evidence)) or self._context(core, evidence)
            if not slow.isdisjoint(word):
                results[i] = self._tag_units(word, ctx)
                continue
            sk = word.translate(sk_trans)
            if sk in index:
                od = ctx.optdicts
                known = tagger.known_word(sk, word, [od.get(ch) or self._identity(ch, od) for ch in word], weights)
                if known is not None:
                    results[i] = (known[0], known[2], known[1])
                    continue
            if ctx.amb.isdisjoint(word):
                results[i] = (word.translate(ctx.det_trans), 0.0, None)
            else:
                todo.append(i)
                todo_sk.append(sk)
                todo_cid.append(ctx.cid)
        if todo:
            words_in = [rewritten[i][0] if i in rewritten else keys[i][0] for i in todo] if rewritten else [
                keys[i][0] for i in todo]
            outs, scores = self._windows.read(words_in, todo_sk, todo_cid)
            for i, out, score in zip(todo, outs, scores):  # noqa: B905 - same length by construction
                results[i] = (out, score, None)
        for i, (word, pre) in rewritten.items():  # rules relative to the noisy word: rewrites, then changes
            out, score, rules = results[i]
            results[i] = (out, score, pre + (rules if rules is not None else char_rules(word, out)))
        return results

    def _rewrite_words(self, keys: list[tuple[str, frozenset[str], int]]) -> dict[int, tuple[str, tuple[str, ...]]]:
        """{key index: (the noisy word as the fast reading sees it, rules fired)} for the words changed
        before their letters are read: a word-initial ا before a vowel letter is the ئ of a Kurdish initial
        vowel (ئ typed as ا); letters the line shows were dropped are put back where the gap model
        (:class:`GapModel`) expects them (only in words that are not known words)."""
        out: dict[int, tuple[str, tuple[str, ...]]] = {}
        groups: dict[frozenset[str], list[int]] = {}
        known = self.words
        alef = self._alef_hamza
        gaps = self._gaps is not None
        for i, (word, typed, _evidence) in enumerate(keys):
            if alef and word[0] == "ا" and word[1:2] in VOWEL_AFTER_HAMZA:
                out[i] = ("ئ" + word[1:], ("ا→ئ",))
            if gaps:
                letters = self._split_typed(typed)[1]
                if letters and word not in known:
                    groups.setdefault(letters, []).append(i)
        for letters, idx in groups.items():
            thresholds = {t[1:]: GAP_THRESHOLD for t in letters}
            words = [out[i][0] if i in out else keys[i][0] for i in idx]
            for i, word, longer in zip(idx, words, self._gaps.insert(words, thresholds)):  # noqa: B905
                if longer is not None:
                    pre = out[i][1] if i in out else ()
                    out[i] = (longer, pre + tuple(f"insert {c}" for c in _inserted(word, longer)))
        return out

    def _tag_units(self, word: str, ctx: LineContext) -> tuple[str, float, tuple[str, ...]]:
        """Fast mode for a word with two-character units or dropped marks (diacritics, ZWNJ, tatweel)."""
        units: list[tuple[str, list[tuple[str, float]]]] = []
        i = 0
        table = self.table
        pairs = self._pair_units
        optmap = ctx.opts
        n = len(word)
        while i < n:
            if i + 1 < n and word[i:i + 2] in pairs:
                pair = word[i:i + 2]
                units.append((pair, [(table[pair][0], 0.0)]))
                i += 2
                continue
            ch = word[i]
            opts = optmap.get(ch) or [(ch, 0.0)]
            i += 1
            if opts[0][0] != "":  # else a dropped mark (diacritic, ZWNJ, tatweel)
                units.append((ch, opts))
        out, rules, score = self.tagger.choose(units, self.words, self.weights)
        return out, score, rules
