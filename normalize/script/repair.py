"""Word-level repair of text typed with a dominant language's conventions.

Each Arabic-script word is decoded with a small beam search over the candidates that the profile's
mapping allows for each noisy unit (and insertions of letters the dominant convention drops). Hypotheses
are scored by a character 5-gram model (stupid backoff) learned from clean text, a channel cost for every
change, and a bonus for known words. A word's identity reading costs nothing, so already-conventional text
is kept unless the statistics strongly prefer a change. Words split by a dominant-convention space after
"ه"/"ة" are merged back when the statistics prefer the merged word.

Fast mode (the default) reads each ambiguous letter from its skeleton context instead (see
:class:`ContextTagger`); :meth:`Repairer.repair_lines` reads the new words of many lines in one numpy batch
(:class:`_WindowCoder`) and caches every word, so repeated words cost one dictionary look-up.

Hand-written decoder: no maintained library offers constrained character-lattice decoding with an n-gram
model that runs at this speed without native build steps; the statistics are plain JSON counts.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from normalize.script.profiles import ARABIC_DIACRITICS, TATWEEL, ZWNJ, Profile, get_profile
from normalize.script.stats import (
    CharModel,
    ContextTagger,
    GapModel,
    load_stats,
)

ORDER = 5
#: after a word-initial ا, these letters show it stands for the ئ of a Kurdish initial vowel
_VOWEL_AFTER_HAMZA = frozenset("اەهةێۆ")
#: at most this many space-split parts are merged back into one word
MAX_MERGE_PARTS = 5
#: a line shows a letter was dropped when what stands for it is at most this share of the count expected
#: from clean text (and the letter itself is absent), if that expected count is at least DROP_MIN_EXPECTED
DROP_RATIO = 0.3
DROP_MIN_EXPECTED = 4.0
#: a dropped letter is put back where the gap model gives it at least this probability
GAP_THRESHOLD = 0.5
WORD_RE = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c\u02c7]+")
_SPLIT_RE = re.compile("(" + WORD_RE.pattern + ")")
#: ە-reading letters inside a word / before a space or the end (split lines have few of the first)
_INSIDE_RE = re.compile("[هة][\u0620-\u064a\u0660-\u06ff]")
_END_RE = re.compile("[هة](?: |$)")
#: ە typed without a space after it: ة inside a word, or ه with a ZWNJ (Persian-keyboard habit)
_NO_SPLIT_RE = re.compile("ة[\u0620-\u064a\u0660-\u06ff]|ه\u200c")


@dataclass(frozen=True)
class Weights:
    """Decoder weights (log domain), tuned on the synthetic dev sets (benchmarks/bench_script.py)."""

    change: float = -2.5  # replacing a letter that is valid in the language by another reading
    foreign_rank: float = -0.3  # per rank position among candidates of a letter foreign to the language
    insert: float = -4.0  # inserting a letter the dominant convention drops
    known_word: float = 3.0  # the output is a word seen in the clean text
    merge: float = 0.5  # bias for merging "X ه" + "Y" back into one word
    evidence: float = 1.5  # extra cost of a change per distinct language-specific letter typed in the line
    backoff: float = math.log(0.4)
    beam: int = 8
    max_inserts: int = 1


DEFAULT_WEIGHTS = Weights()
#: fast mode reads letters from sharper context counts, so a change needs less of a margin
#: and it merges "ه "-split words on the character model's junction score (the margin is the bias for a
#: merge: two word ends and starts cost more than the letters they save)
FAST_WEIGHTS = Weights(change=-1.0, evidence=1.0, merge=5.0)


def prepare(text: str, profile: Profile) -> str:
    """Drop what the language does not write: tatweel; diacritics and ZWNJ where the profile says so."""
    text = text.replace(TATWEEL, "")
    if not profile.keeps_diacritics:
        text = "".join(ch for ch in text if ch not in ARABIC_DIACRITICS or ch in profile.letters)
    if not profile.keeps_zwnj:
        text = text.replace(ZWNJ, "")
    return text


class _LineContext:
    """What the fast reading of a word depends on besides the word, for one (typed letters, evidence)
    setting: each noisy character's options, the characters with one reading (``det``) or several
    (``amb``), and the context's row in the window coder's tables (``cid``)."""

    __slots__ = ("opts", "optdicts", "det", "det_trans", "amb", "cid")

    def __init__(self, opts: dict[str, list[tuple[str, float]]]) -> None:
        self.opts = opts
        self.optdicts = {ch: dict(o) for ch, o in opts.items()}
        self.det = {ch: o[0][0] for ch, o in opts.items() if len(o) == 1 and o[0][0] != ch}
        self.det_trans = str.maketrans(self.det)
        self.amb = frozenset(ch for ch, o in opts.items() if len(o) > 1)
        self.cid = -1


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


def _rules(word: str, out: str) -> tuple[str, ...]:
    """Rules fired by a one-to-one character rewrite of ``word`` into ``out``."""
    return tuple(f"{a}→{b}" for a, b in zip(word, out) if a != b)  # noqa: B905 - same length


class _WindowCoder:
    """Batch reading of ambiguous characters (fast mode).

    The words of a batch are laid out as ``^^w1$$^^w2$$...`` twice, once in skeleton space and once as
    typed; both become arrays of small symbol ids. Every ambiguous position gets an integer key packing
    its skeleton window (two symbols either side and the middle) and the id of the middle character's
    option list under its word's line context; the distinct keys are decided in Python (memoized) and the
    readings written back with array indexing, so the per-position work runs in numpy, not in the
    interpreter. Hand-written: no library offers this; numpy only does the array work.
    """

    def __init__(self, tagger: ContextTagger, table: dict[str, tuple[str, ...]]) -> None:
        self.tagger = tagger
        alphabet = {"^", "$"} | set(tagger.sigma.values()) | {c for u, cands in table.items()
                                                              for c in (u, *cands) if len(c) == 1}
        alphabet |= set(tagger.syms)
        alphabet = sorted(c for c in alphabet if ord(c) < 0xFFFF)
        self.chars = ["\0", *alphabet]  # symbol 0: any other character (never in the counts)
        self.sym = np.zeros(0x10000, dtype=np.int64)
        for i, c in enumerate(alphabet, 1):
            self.sym[ord(c)] = i
        self.cps = np.array([0, *map(ord, alphabet)], dtype=np.uint32)
        self.bits = len(self.chars).bit_length()
        if 5 * self.bits + 16 > 63:
            raise ValueError(f"alphabet of {len(self.chars)} symbols too large to pack windows in 64 bits")
        self.reset()

    def reset(self) -> None:
        self.amb_rows: list[np.ndarray] = []
        self.det_rows: list[np.ndarray] = []
        self.oid_rows: list[np.ndarray] = []
        self.option_ids: dict[tuple, int] = {}
        self.option_lists: list[list[tuple[str, float]]] = []
        self.tables: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self.memo: dict[int, tuple[int, float]] = {}
        self.by_entry: dict[tuple[int, int], tuple[int, float]] = {}

    def register(self, ctx: _LineContext) -> None:
        """Give ``ctx`` a row in the tables (ambiguous symbols, one-reading outputs, option-list ids)."""
        n = len(self.chars)
        amb = np.zeros(n, dtype=bool)
        det = np.zeros(n, dtype=np.int64)
        oid = np.zeros(n, dtype=np.int64)
        sym = self.sym
        for ch, opts in ctx.opts.items():
            if ord(ch) >= 0xFFFF or not sym[ord(ch)]:
                continue
            s = sym[ord(ch)]
            if ch in ctx.amb:
                amb[s] = True
                key = tuple(opts)
                if key not in self.option_ids:
                    self.option_ids[key] = len(self.option_lists)
                    self.option_lists.append(opts)
                oid[s] = self.option_ids[key]
            elif ch in ctx.det and len(ctx.det[ch]) == 1:
                det[s] = sym[ord(ctx.det[ch])]
        ctx.cid = len(self.amb_rows)
        self.amb_rows.append(amb)
        self.det_rows.append(det)
        self.oid_rows.append(oid)
        self.tables = None

    def read(self, words: list[str], skeletons: list[str], cids: list[int]) -> tuple[list[str], list[float]]:
        """(readings, scores) of ``words`` (character path: one unit per character, no dropped marks)
        whose line contexts have the table rows ``cids``."""
        if self.tables is None:
            self.tables = (np.stack(self.amb_rows), np.stack(self.det_rows), np.stack(self.oid_rows))
        amb_tab, det_tab, oid_tab = self.tables
        typed = "^^" + "$$^^".join(words) + "$$"
        skel = "^^" + "$$^^".join(skeletons) + "$$"
        t = np.frombuffer(typed.encode("utf-32-le"), dtype=np.uint32)
        sym = self.sym
        ts = sym[np.minimum(t, 0xFFFF)]
        ks = sym[np.minimum(np.frombuffer(skel.encode("utf-32-le"), dtype=np.uint32), 0xFFFF)]
        seg = np.fromiter(map(len, words), dtype=np.int64, count=len(words)) + 4
        cpos = np.repeat(np.asarray(cids, dtype=np.int64), seg)
        out = t.copy()
        det = det_tab[cpos, ts]
        changed = det > 0
        out[changed] = self.cps[det[changed]]
        pos = np.flatnonzero(amb_tab[cpos, ts])
        scores = [0.0] * len(words)
        if len(pos):
            bits = self.bits
            keys = (((((ks[pos - 2] << bits | ks[pos - 1]) << bits | ks[pos]) << bits | ks[pos + 1]) << bits
                     | ks[pos + 2]) << 16) | oid_tab[cpos[pos], ts[pos]]
            uniq, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
            memo = self.memo
            decide_entry = self.tagger.decide_entry
            lists = self.option_lists
            found = [memo.get(key) for key in uniq.tolist()]
            if None in found:
                if len(memo) > 500_000:
                    memo.clear()
                    self.by_entry.clear()
                by_entry = self.by_entry
                entry_of = self.tagger.entry
                oids = oid_tab[cpos[pos[first]], ts[pos[first]]].tolist()
                for u, p in enumerate(pos[first].tolist()):
                    if found[u] is None:
                        # many windows back off to the same context counts: decide once per (counts, options)
                        entry = entry_of(skel[p - 2:p + 3])
                        dkey = (id(entry), oids[u])
                        hit = by_entry.get(dkey)
                        if hit is None:
                            c, sc = decide_entry(entry, lists[oids[u]])
                            hit = by_entry[dkey] = (ord(c), sc)
                        found[u] = memo[int(uniq[u])] = hit
            choice = np.fromiter((f[0] for f in found), dtype=np.uint32, count=len(found))
            score = np.fromiter((f[1] for f in found), dtype=np.float64, count=len(found))
            out[pos] = choice[inverse]
            # each word's score: the sum of its positions' scores
            owner = np.repeat(np.arange(len(words)), seg)[pos]
            scores = np.bincount(owner, weights=score[inverse], minlength=len(words)).tolist()
        text = out.tobytes().decode("utf-32-le")
        return text[2:-2].split("$$^^"), scores


class Repairer:
    """Repairs text of one language typed with one (or any: ``auto``) dominant convention."""

    def __init__(self, lang: str, source: str = "auto", weights: Weights | None = None,
                 use_stats: bool = True, mode: str = "fast") -> None:
        if mode not in ("fast", "beam"):
            raise ValueError(f"mode must be 'fast' or 'beam', not {mode!r}")
        self.mode = mode
        self.use_typed = True
        self.profile = get_profile(lang)
        if weights is None:
            weights = FAST_WEIGHTS if mode == "fast" else DEFAULT_WEIGHTS
            if mode == "fast" and self.profile.change_cost is not None:
                weights = replace(weights, change=self.profile.change_cost)
        self.lang = self.profile.lang
        self.source = source
        self._evidence_levels = self.profile.evidence_levels if mode == "fast" else (0.0, 1.0, 2.0, 3.0)
        self.weights = weights
        stats = load_stats(self.lang) if use_stats else None
        self.letters = self.profile.letters | _habitual_letters(self.lang) if stats else self.profile.letters
        self.table = self._build_table()
        self.model = CharModel(stats, weights.backoff) if stats else None
        self.words: dict[str, int] = stats["words"] if stats else {}
        # Kurdish ە typed as "ه " splits words; only then are merges attempted.
        self.can_split = bool(self.profile.split_after) and any(
            "ە" in cands for unit, cands in self.table.items() if unit in ("ه", "ة"))
        self._split_patterns = tuple(c + " " for c in sorted(self.profile.split_after))
        self._cache: dict[tuple[str, frozenset[str], int], tuple[str, float, tuple[str, ...]]] = {}
        self._opt_memo: dict[tuple[str, frozenset[str], int], list[tuple[str, float]]] = {}
        self._deletable = frozenset(self.profile.deletable)
        self._pair_units = frozenset(u for u in self.table if len(u) == 2 and not all(c in self.letters for c in u))
        self._targets = frozenset(
            c for unit, cands in self.table.items() for c in cands
            if len(c) == 1 and c != unit and c in self.letters) | frozenset(self.profile.deletable)
        attested = _attested_letters(self.lang) if stats else frozenset()
        self._attested = {f: self.table[f][0] for f in sorted(attested)
                          if f in self.table and f not in self.letters and len(self.table[f][0]) == 1}
        self.tagger = _tagger(self.lang) if stats and mode == "fast" and use_stats else None
        self._alef_hamza = "ئە" in self.table.get("ا", ())
        # fast mode: per-line settings -> context; words free of dropped marks and pair units take the
        # character path (skeleton by str.translate, one memoized decision per ambiguous window)
        self._contexts: dict[tuple[frozenset[str], int], _LineContext] = {}
        # a line's typed letters -> (those without the dropped-letter tokens, the "∅" + d tokens)
        self._typed_split: dict[frozenset[str], tuple[frozenset[str], frozenset[str]]] = {}
        self._line_keys: dict[frozenset[str], tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...], int]] = {}
        triggers: dict[str, set[str]] = {}
        for unit, cands in self.table.items():
            for c in cands:
                if len(unit) == 1 and len(c) == 1 and c in self._targets:
                    triggers.setdefault(c, set()).add(unit)
        self._triggers = {t: frozenset(chs) for t, chs in triggers.items()}
        if self.tagger is not None:
            self._sk_trans = self.tagger.sk_trans
            # words with these take the unit path: second characters of two-character units, and foreign
            # characters without a one-character reading (dropped marks, أ→ئە)
            self._slow_chars = frozenset(u[1] for u in self._pair_units) | frozenset(
                c for c, cands in self.table.items()
                if len(c) == 1 and c not in self.letters and cands and not any(len(o) == 1 for o in cands))
            self._windows = _WindowCoder(self.tagger, self.table)
            self._gaps = _gap_model(self.lang) if self.profile.deletable else None
            self._drop_classes = self._dropped_letter_classes(stats) if self._gaps is not None else ()

    def _build_table(self) -> dict[str, tuple[str, ...]]:
        table = dict(self.profile.mapping(self.source))
        letters = self.letters
        if not self.profile.keeps_diacritics:
            for d in ARABIC_DIACRITICS - letters:
                table.setdefault(d, ("",))
        if not self.profile.keeps_zwnj:
            table.setdefault(ZWNJ, ("",))
        table.setdefault(TATWEEL, ("",))
        return table

    # -- one word ----------------------------------------------------------------------------------
    def clear_caches(self) -> None:
        """Forget every memoized word and decision (benchmarks time cold runs with it)."""
        self._cache.clear()
        self._contexts.clear()
        if self.model is not None:
            self.model.clear_memo()
        if self.tagger is not None:
            self._windows.reset()
            self.tagger.clear_memo()

    def _split_typed(self, typed: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
        """(``typed`` without the dropped-letter tokens, the ``"∅" + d`` tokens of ``typed``); cached."""
        hit = self._typed_split.get(typed)
        if hit is None:
            dropped = frozenset(t for t in typed if t[0] == "∅")
            hit = self._typed_split[typed] = (typed - dropped, dropped)
        return hit

    def _line_key(self, typed: frozenset[str]) -> tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...], int]:
        """For the typed letters of a line: (letters relevant to every word, (letter, the noisy characters
        that make it relevant to a word) for the others, evidence level)."""
        hit = self._line_keys.get(typed)
        if hit is None:
            markers = self.profile.markers
            usable = typed & markers if markers else typed
            always = usable & self._deletable | {t for t in typed if t[0] == "∅"}
            cond = tuple((t, self._triggers.get(t, frozenset())) for t in sorted(usable - always)) + tuple(
                (f, frozenset(f)) for f in sorted(typed & self._attested.keys()))
            if len(self._line_keys) > 10_000:
                self._line_keys.clear()
            hit = self._line_keys[typed] = (always, cond, min(len(typed & markers), 3))
        return hit

    def repair_word(self, word: str, typed: frozenset[str] = frozenset()) -> tuple[str, float, tuple[str, ...]]:
        """(repaired word, its score, rules fired) for one Arabic-script word; memoized.

        ``typed``: letters seen in the word's line (see :meth:`typed_letters`); by default none.
        """
        return self._repair_word(word, self._line_key(typed) if self.use_typed else (frozenset(), (), 0))

    @staticmethod
    def _word_key(word: str, line_key: tuple) -> tuple[str, frozenset[str], int]:
        """Cache key of a word in a line: only the typed letters this word could be read into, and how many
        language-specific letters the line shows (capped), change the reading; a small key, so repeated
        words hit the cache."""
        always, cond, evidence = line_key
        if cond:
            extra = [t for t, trig in cond if not trig.isdisjoint(word)]
            if extra:
                return word, always.union(extra), evidence
        return word, always, evidence

    def _repair_word(self, word: str, line_key: tuple) -> tuple[str, float, tuple[str, ...]]:
        key = self._word_key(word, line_key)
        hit = self._cache.get(key)
        if hit is not None:
            return hit if hit[2] is not None else (hit[0], hit[1], _rules(word, hit[0]))
        _word, rel, evidence = key
        result = self._tag(word, rel, evidence) if self.tagger is not None else self._decode(word, rel, evidence)
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[key] = result
        return result

    def _options(self, unit: str, typed: frozenset[str], evidence: int) -> list[tuple[str, float]]:
        """(clean reading, channel cost) for a noisy unit, or [] when the unit has no mapping.

        ``typed`` are letters the writer demonstrably typed elsewhere in the same line: a letter the
        writer can type is not read into a different letter they typed (their keyboard has it).
        """
        key = (unit, typed, evidence)
        hit = self._opt_memo.get(key)
        if hit is not None:
            return hit
        cands = self.table.get(unit)
        w = self.weights
        if len(unit) == 1 and unit in self.letters:
            opts = [(unit, 0.0)]
            if cands:
                change = w.change - w.evidence * self._evidence_levels[evidence]
                opts += [(c, change) for c in cands if c != unit and c not in typed]
        elif cands is None or (unit in typed and unit in self._attested):
            opts = [(unit, 0.0)] if len(unit) == 1 else []
        else:
            opts = [(c, w.foreign_rank * i) for i, c in enumerate(cands)]
        self._opt_memo[key] = opts
        return opts

    def _dropped_letter_classes(self, stats: dict) -> tuple[tuple[str, str, float], ...]:
        """(dropped letter d, what this convention types for d (d included), the share in clean text of the
        letters that are typed with those characters) for each letter the convention may drop."""
        unigrams = {g: c for g, c in stats["ngrams"].items() if len(g) == 1 and g not in "^$"}
        total = sum(unigrams.values()) or 1
        out = []
        for d in self.profile.deletable:
            typed_as = {d} | {u for u, cands in self.table.items() if len(u) == 1 and d in cands}
            # clean letters typed with those characters; a foreign character that stands for two droppable
            # letters (Urdu ے for ێ and ە) counts for neither's other
            others = set(self.profile.deletable) - typed_as
            clean = typed_as | {c for u in typed_as for c in self.table.get(u, ()) if len(c) == 1
                                and (c not in others or u in self.letters)}
            out.append((d, "".join(sorted(typed_as)), sum(unigrams.get(c, 0) for c in clean) / total))
        return tuple(out)

    def _dropped(self, text: str) -> frozenset[str]:
        """Tokens ``"∅" + d`` for the letters ``d`` that the line ``text`` shows were dropped: the letters of
        d's skeleton class (d and what the convention types for it) are far rarer in the line than in clean
        text (at most ``DROP_RATIO`` of the expected count, which must be at least ``DROP_MIN_EXPECTED``)."""
        n = len(text) - text.count(" ")
        found = []
        for d, cls, share in self._drop_classes:
            expected = n * share
            if d not in text and expected >= DROP_MIN_EXPECTED and sum(map(text.count, cls)) <= DROP_RATIO * expected:
                found.append("∅" + d)
        return frozenset(found)

    def typed_letters(self, text: str) -> frozenset[str]:
        """Letters of ``text`` that are a non-trivial reading of some noisy unit (evidence of the keyboard)."""
        typed = self._targets.intersection(text)
        if self._attested:
            # a foreign letter that the language's clean text does use, written next to the letter it would
            # be read as: the writer's keyboard has both, so it was chosen on purpose (kept, see _options)
            kept = [f for f, c in self._attested.items() if f in text and c in text]
            if kept:
                typed = typed.union(kept)
        return typed

    def _decode(self, word: str, typed: frozenset[str], evidence: int) -> tuple[str, float, tuple[str, ...]]:
        if self._alef_hamza and word[0] == "ا" and word[1:2] in _VOWEL_AFTER_HAMZA:
            out, score, rules = self._decode("ئ" + word[1:], typed, evidence)  # see _rewrite_words
            return out, score, ("ا→ئ", *rules)
        model = self.model
        letters = self.letters
        if model is None or (word in self.words and all(ch in letters for ch in word)):
            out, rules = self._deterministic(word)
            score = model.score_word(out) + self.weights.known_word if model is not None else 0.0
            return out, score, rules
        w = self.weights
        n = len(word)
        # beams[i]: hypotheses that consumed i noisy characters: out -> (score, inserts, rules)
        beams: list[dict[str, tuple[float, int, tuple[str, ...]]]] = [dict() for _ in range(n + 1)]
        beams[0][""] = (0.0, 0, ())
        deletable = tuple(d for d in self.profile.deletable if d not in typed)
        insert = w.insert - w.evidence * evidence
        for i in range(n):
            if not beams[i]:
                continue
            best = sorted(beams[i].items(), key=lambda kv: -kv[1][0])[: w.beam]
            for k in (1, 2):
                if i + k > n:
                    break
                unit = word[i:i + k]
                opts = self._options(unit, typed, evidence)
                if not opts:
                    continue
                for out, (score, ins, rules) in best:
                    for clean, cost in opts:
                        variants = [(clean, cost, ins, rules)]
                        if ins < w.max_inserts and deletable:
                            variants += [(clean + d, cost + insert, ins + 1, rules) for d in deletable]
                        for text, c, nins, r in variants:
                            new_out = out + text
                            s = score + c
                            hist = "^" + out
                            for ch in text:
                                s += model.logp(hist, ch)
                                hist += ch
                            if text != unit:
                                r = (*r, f"{unit}→{text}" if text else f"drop {unit}")
                            slot = beams[i + k]
                            prev = slot.get(new_out)
                            if prev is None or prev[0] < s:
                                slot[new_out] = (s, nins, r)
        best_out, best_score, best_rules = word, -math.inf, ()
        for out, (score, _ins, rules) in beams[n].items():
            total = score + model.logp("^" + out, "$")
            if out in self.words:
                total += w.known_word
            if total > best_score:
                best_out, best_score, best_rules = out, total, rules
        return best_out, best_score, best_rules

    def _context(self, typed: frozenset[str], evidence: int) -> _LineContext:
        ctx = self._contexts.get((typed, evidence))
        if ctx is None:
            opts = {}
            for ch in self.table:
                if len(ch) == 1:
                    all_opts = self._options(ch, typed, evidence)
                    opts[ch] = [o for o in all_opts if len(o[0]) == 1] or all_opts[:1]
            ctx = self._contexts[(typed, evidence)] = _LineContext(opts)
            self._windows.register(ctx)
        return ctx

    @staticmethod
    def _identity(ch: str, optdicts: dict[str, dict[str, float]]) -> dict[str, float]:
        opts = optdicts[ch] = {ch: 0.0}
        return opts

    def _tag(self, word: str, typed: frozenset[str], evidence: int) -> tuple[str, float, tuple[str, ...]]:
        """Fast mode, one word (see :meth:`_tag_many`)."""
        result = self._tag_many([(word, typed, evidence)])[0]
        return result if result[2] is not None else (result[0], result[1], _rules(word, result[0]))

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
        for i, (word, typed, evidence) in enumerate(keys):
            if rewritten and i in rewritten:
                word = rewritten[i][0]
            if word in known_words and letters.issuperset(word):
                results[i] = (word, weights.known_word, ())
                continue
            # the reading of letters does not depend on the dropped-letter tokens
            core = typed if split_typed is None else split_typed(typed)[0]
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
            results[i] = (out, score, pre + (rules if rules is not None else _rules(word, out)))
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
            if alef and word[0] == "ا" and word[1:2] in _VOWEL_AFTER_HAMZA:
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

    def _tag_units(self, word: str, ctx: _LineContext) -> tuple[str, float, tuple[str, ...]]:
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

    def _deterministic(self, word: str) -> tuple[str, tuple[str, ...]]:
        """Rewrite only letters foreign to the language, with their first candidate (no statistics)."""
        letters = self.letters
        out: list[str] = []
        rules: list[str] = []
        i = 0
        while i < len(word):
            pair = word[i:i + 2]
            if len(pair) == 2 and pair in self.table and not all(c in letters for c in pair):
                out.append(self.table[pair][0])
                rules.append(f"{pair}→{self.table[pair][0]}")
                i += 2
                continue
            ch = word[i]
            if ch not in letters and ch in self.table:
                rep = self.table[ch][0]
                out.append(rep)
                rules.append(f"{ch}→{rep}" if rep else f"drop {ch}")
            else:
                out.append(ch)
            i += 1
        return "".join(out), tuple(rules)

    # -- running text ------------------------------------------------------------------------------
    def repair_text(self, text: str) -> tuple[str, list[str]]:
        """(repaired text, rules fired) for a line of text; non-Arabic-script parts are kept verbatim."""
        return self.repair_lines([text])[0]

    def repair_lines(self, lines: list[str], with_rules: bool = True) -> list[tuple[str, list[str]]]:
        """(repaired text, rules fired) for each line (see :meth:`repair_text`; rules are left empty
        when ``with_rules`` is false). In fast mode the words not yet in the cache are read together in
        one batch."""
        cache = self._cache
        parsed = []
        pending: dict[tuple[str, frozenset[str], int], None] = {}
        no_key = (frozenset(), (), 0)
        split_after = self.profile.split_after
        fast = self.tagger is not None
        for text in lines:
            parts = _SPLIT_RE.split(text)
            if len(parts) == 1:  # no Arabic-script word
                parsed.append((parts, frozenset(), no_key, [], False))
                continue
            words = parts[1::2]
            typed = self.typed_letters(text)
            if fast and self._drop_classes:
                dropped = self._dropped(text)
                if dropped:
                    typed = typed | dropped
            line_key = self._line_key(typed) if self.use_typed else no_key
            always, cond, evidence = line_key
            keys = ([self._word_key(w, line_key) for w in words] if cond
                    else [(w, always, evidence) for w in words])
            merges = False
            if fast:
                for key in keys:
                    if key not in cache:
                        pending[key] = None
                # words that _assemble may merge: read them too
                if self._may_split(text, typed):
                    n_words = len(words)
                    for j in range(n_words - 1):
                        merged = words[j]
                        k = j
                        # every chain of split parts _assemble may build from here (bounded length)
                        while (k + 1 < n_words and k - j + 1 < MAX_MERGE_PARTS and words[k][-1] in split_after
                               and parts[2 * k + 2] == " "):
                            k += 1
                            merged += words[k]
                            merges = True
                            key = self._word_key(merged, line_key)
                            if key not in cache:
                                pending[key] = None
            else:
                merges = self.model is not None and self._may_split(text, typed)
            parsed.append((parts, typed, line_key, keys, merges))
        if pending:
            if len(cache) + len(pending) > 200_000:
                cache.clear()
            todo = list(pending)
            cache.update(zip(todo, self._tag_many(todo)))  # noqa: B905
        out = []
        for parts, typed, line_key, keys, merges in parsed:
            if merges or not fast:
                out.append(self._assemble(parts, typed, line_key, keys, with_rules))
                continue
            # no merge possible: every word is read on its own
            hits = [cache.get(k) or self._repair_word(k[0], line_key) for k in keys]
            parts[1::2] = [h[0] for h in hits]
            rules: list[str] = []
            if with_rules:
                for k, h in zip(keys, hits):  # noqa: B905
                    rules.extend(h[2] if h[2] is not None else _rules(k[0], h[0]))
            out.append(("".join(parts), rules))
        return out

    def _fast_merge(self, word: str, out: str, nxt: str, nxt_key: tuple, line_key: tuple
                    ) -> tuple[str, float, tuple[str, ...] | None] | None:
        """Fast mode: (merged reading, score, rules fired or None, see :func:`_rules`) of ``word`` (read as ``out``) and the next word ``nxt``, which
        a dominant-convention "ه " may have split from it, or None to keep them apart.

        The merged word is read as one word; it is kept when the character model scores it above the two
        words read apart by more than nothing once the weights' ``merge`` bias is added (a split costs a word
        end and a word start that the model has seen often) and each known word among the readings
        counts ``known_word``. Where the parts read as before, only the characters near the junction are
        scored: the rest scores the same either way."""
        words, model, w, cache = self.words, self.model, self.weights, self._cache
        hit = cache.get(nxt_key)
        n_out = hit[0] if hit is not None else self._repair_word(nxt, line_key)[0]
        m_key = self._word_key(word + nxt, line_key)
        hit = cache.get(m_key)
        m_out, m_score, m_fired = hit if hit is not None else self._repair_word(word + nxt, line_key)
        free = self.profile.free_words
        if free and (out in free or out[:-1] + "ە" in free or n_out in free):  # (له before a space is لە)
            return None
        cut = len(out)
        if m_out[cut:] == n_out:  # the parts read as before (up to the junction letter): score the junction
            gain = model.junction_gain(m_out[:cut], n_out)
            if m_out[:cut] != out:
                gain += model.score_word(m_out[:cut]) - model.score_word(out)
        else:
            gain = model.score_word(m_out) - model.score_word(out) - model.score_word(n_out)
        gain += w.merge
        if m_out in words:
            gain += w.known_word
        if out in words:
            gain -= w.known_word
        if n_out in words:
            gain -= w.known_word
        if gain <= 0:
            return None
        return m_out, m_score, m_fired

    def _may_split(self, text: str, typed: frozenset[str]) -> bool:
        """Whether words of the line ``text`` may be split by a dominant-convention "ه " (or "ة ") that
        stands for ە: not if the writer typed ە, nor if a ە-reading letter shows inside a word without
        a space after it (ة followed by a letter, or ه + ZWNJ: the writer's keyboard types ە that way)."""
        if not self.can_split or "ە" in typed:
            return False
        for pattern in self._split_patterns:
            if pattern in text:
                break
        else:
            return False
        if _NO_SPLIT_RE.search(text) is not None:
            return False
        # the writer's ە: typed "ه " (or "ة ") only if these letters rarely stand inside a word
        return len(_INSIDE_RE.findall(text)) <= len(_END_RE.findall(text))

    def _assemble(self, parts: list[str], typed: frozenset[str], line_key: tuple, keys: list[tuple],
                  with_rules: bool = True) -> tuple[str, list[str]]:
        """Join a line split by ``_SPLIT_RE`` (text, word, text, word, ..., text) back, words repaired."""
        pieces: list[str] = [parts[0]]
        rules: list[str] = []
        cache = self._cache
        can_split = self.can_split and self.model is not None and "ە" not in typed
        split_after = self.profile.split_after
        n = len(keys)
        j = 0
        while j < n:
            word = parts[2 * j + 1]
            hit = cache.get(keys[j])
            out, score, fired = hit if hit is not None else self._repair_word(word, line_key)
            # merge words split by a dominant-convention "ه " inside a word
            start = j
            was_merged = False
            while (can_split and j + 1 < n and j - start + 1 < MAX_MERGE_PARTS and word[-1] in split_after
                   and parts[2 * j + 2] == " "):
                nxt = parts[2 * j + 3]
                if self.tagger is not None:  # fast mode
                    merged = self._fast_merge(word, out, nxt, keys[j + 1], line_key)
                    if merged is None:
                        break
                    out, score, fired = merged
                    word += nxt
                    j += 1
                    was_merged = True
                    continue
                n_out, n_score, _n_fired = self._repair_word(nxt, line_key)
                m_out, m_score, m_fired = self._repair_word(word + nxt, line_key)
                if m_score + self.weights.merge <= score + n_score:
                    break
                word, out, score = word + nxt, m_out, m_score
                fired = (*m_fired, "merge split word")
                j += 1
            pieces.append(out)
            pieces.append(parts[2 * j + 2])
            if with_rules:
                rules.extend(fired if fired is not None else _rules(word, out))
                if was_merged:
                    rules.append("merge split word")
            j += 1
        return "".join(pieces), rules


@lru_cache(maxsize=16)
def _habitual_letters(lang: str, share: float = 0.002) -> frozenset[str]:
    """Letters outside the profile's alphabet that the language's clean text uses habitually (at least
    ``share`` of its letters, e.g. Arabic yeh in Gilaki Wikipedia) and that its usual dominant convention
    does not mistype: kept as written, never rewritten."""
    stats = load_stats(lang)
    if not stats:
        return frozenset()
    unigrams = {g: c for g, c in stats["ngrams"].items() if len(g) == 1 and g not in "^$"}
    total = sum(unigrams.values()) or 1
    profile = get_profile(lang)
    own = set(profile.maps.get(profile.dominant, {}))  # what the usual keyboard mistypes is never habitual
    return frozenset(g for g, c in unigrams.items() if c / total >= share and g not in own) - profile.letters


@lru_cache(maxsize=16)
def _attested_letters(lang: str, share: float = 0.0005) -> frozenset[str]:
    """Letters outside the profile's alphabet that the language's clean text still uses now and then
    (at least ``share`` of its letters; e.g. Urdu ی and ہ in Sindhi word lists). Such a letter is kept
    where the line also has the letter it would be rewritten to (the writer's keyboard has both)."""
    stats = load_stats(lang)
    if not stats:
        return frozenset()
    unigrams = {g: c for g, c in stats["ngrams"].items() if len(g) == 1 and g not in "^$"}
    total = sum(unigrams.values()) or 1
    return frozenset(g for g, c in unigrams.items() if c / total >= share) - get_profile(lang).letters


@lru_cache(maxsize=16)
def _tagger(lang: str) -> ContextTagger:
    """One context tagger per language, shared by every convention's repairer."""
    return ContextTagger(get_profile(lang), load_stats(lang))


@lru_cache(maxsize=16)
def _gap_model(lang: str) -> GapModel:
    """One dropped-letter model per language (built from the same clean words as the tagger)."""
    return GapModel(_tagger(lang), get_profile(lang).deletable, list(load_stats(lang)["words"]))


@lru_cache(maxsize=64)
def get_repairer(lang: str, source: str = "auto", mode: str = "fast") -> Repairer:
    """A shared, memoized :class:`Repairer` for ``lang``, ``source`` and ``mode`` (``fast`` or ``beam``)."""
    return Repairer(get_profile(lang).lang, source, mode=mode)
