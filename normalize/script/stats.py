"""The statistics script repair reads, learned from clean text and bundled as checksummed JSON.

- :func:`load_stats`: a language's counts (``normalize/data/script/<lang>.json.gz``), sha256-verified;
- :class:`CharModel`: character n-grams with stupid backoff (beam mode's word scores, merge tests);
- :class:`ContextTagger`: per-letter context counts in skeleton space (fast mode's letter readings);
- :class:`GapModel`: where a letter the dominant convention drops belongs (fast mode's insertions).

Hand-written: these are small count tables read with numpy; no maintained library offers them in this
form without native build steps.
"""

from __future__ import annotations

import gzip
import json
import math
import os
from functools import lru_cache
from pathlib import Path

import numpy as np

from normalize import artifacts
from normalize.script.profiles import Profile
from normalize.script.weights import Weights

DATA_DIR = Path(__file__).resolve().parents[1] / "data" / "script"
#: a folder of statistics to use instead of the bundled ones (benchmarks score with a build that holds
#: their dev words out: ``python -m models.script_build --holdout --out DIR``)
STATS_DIR_ENV = "HRNORM_SCRIPT_STATS_DIR"


class StatsChecksumError(artifacts.ChecksumError):
    """A bundled statistics file does not match its recorded sha256."""


@lru_cache(maxsize=16)
def load_stats(lang: str, data_dir: str | None = None) -> dict | None:
    """The learned statistics of ``lang`` (``None`` if none are bundled), verified by sha256."""
    folder = Path(data_dir or os.environ.get(STATS_DIR_ENV) or DATA_DIR)
    path = folder / f"{lang}.json.gz"
    if not path.exists():
        return None
    raw = path.read_bytes()
    try:
        artifacts.verify_file(path, data=raw)
    except artifacts.ChecksumError as exc:
        raise StatsChecksumError(str(exc)) from exc
    return json.loads(gzip.decompress(raw))


class CharModel:
    """Character n-gram model with stupid backoff over words padded as ``^word$``."""

    def __init__(self, stats: dict, backoff: float) -> None:
        self.ngrams: dict[str, int] = stats["ngrams"]
        self.words: dict[str, int] = stats["words"]
        self.order: int = stats["order"]
        self.total = sum(c for g, c in self.ngrams.items() if len(g) == 1)
        self.backoff = backoff
        self._memo: dict[str, float] = {}
        self._words_memo: dict[str, float] = {}
        self._junctions: dict[str, float] = {}
        self._floor = math.log(0.5 / self.total) + backoff * self.order

    def logp(self, history: str, ch: str) -> float:
        """log P(ch | last order-1 characters of history)."""
        key = history[-(self.order - 1):] + ch
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        ng = self.ngrams
        h = key[:-1]
        penalty = 0.0
        value = self._floor
        for start in range(len(h) + 1):
            ctx = h[start:]
            num = ng.get(ctx + ch)
            if num:
                den = ng.get(ctx) if ctx else self.total
                value = penalty + math.log(num / den) if den else self._floor
                break
            penalty += self.backoff
        if len(self._memo) > 500_000:
            self._memo.clear()
        self._memo[key] = value
        return value

    def clear_memo(self) -> None:
        self._memo.clear()
        self._words_memo.clear()
        self._junctions.clear()

    def junction_gain(self, head: str, tail: str) -> float:
        """log P(``^head tail$``) - log P(``^head$``) - log P(``^tail$``): only the terms that differ, i.e.
        the end of ``head`` and the first ``order - 1`` characters of ``tail``."""
        k = self.order - 1
        key = ("^" + head)[-k:] + "\0" + (tail + "$")[:k]
        gain = self._junctions.get(key)
        if gain is not None:
            return gain
        logp = self.logp
        gain = -logp("^" + head, "$")
        joined = "^" + head
        alone = "^"
        for ch in tail[:self.order - 1]:
            gain += logp(joined, ch) - logp(alone, ch)
            joined += ch
            alone += ch
        if len(tail) < self.order - 1:
            gain += logp(joined, "$") - logp(alone, "$")
        if len(self._junctions) > 200_000:
            self._junctions.clear()
        self._junctions[key] = gain
        return gain

    def score_word(self, word: str) -> float:
        """log P(``^word$``) (memoized)."""
        total = self._words_memo.get(word)
        if total is not None:
            return total
        history = "^"
        total = 0.0
        for ch in word + "$":
            total += self.logp(history, ch)
            history += ch
        if len(self._words_memo) > 200_000:
            self._words_memo.clear()
        self._words_memo[word] = total
        return total


_SPECS = ((2, 2), (2, 1), (1, 2), (1, 1), (0, 0))
_MISSING = object()


class ContextTagger:
    """Fast reading of ambiguous letters from their context in *skeleton* space.

    The skeleton collapses every set of letters the profile's mappings confuse (ە/ه/ة, ی/ێ/ي, ر/ڕ, ...)
    to one symbol, so a noisy word and its clean form have the same skeleton. Counts of (skeleton context
    -> clean letter) are gathered from the clean words of the statistics at load time; a word is then read
    position by position (a few dictionary look-ups each), and a known word with the same skeleton that
    the mapping allows wins over the letter-by-letter reading.
    """

    def __init__(self, profile: Profile, stats: dict) -> None:
        parent: dict[str, str] = {}

        def find(c: str) -> str:
            while parent.get(c, c) != c:
                c = parent[c]
            return c

        for conv in profile.maps.values():
            for unit, cands in conv.items():
                for cand in cands:
                    if len(unit) == 1 and len(cand) == 1 and unit != cand:
                        a, b = find(unit), find(cand)
                        if a != b:
                            parent[max(a, b)] = min(a, b)
        self.sigma = {c: find(c) for c in parent} | {find(c): find(c) for c in parent}
        self.ambiguous = frozenset(self.sigma.values())
        self.sk_trans = str.maketrans(self.sigma)
        words = list(stats["words"])
        skeletons = [w.translate(self.sk_trans) for w in words]
        index: dict[str, list[tuple[str, float]]] = {}  # skeleton -> (known word, log count)
        for word, sk, n in zip(words, skeletons, stats["words"].values()):  # noqa: B905 - same length
            index.setdefault(sk, []).append((word, math.log(n)))
        self.index = index
        # symbols of the skeleton alphabet; 0: position outside the context, 1: a character never seen
        alphabet = sorted(set("".join(skeletons)) | {"^", "$"})
        self.syms = {c: i for i, c in enumerate(alphabet, 2)}
        self.bits = (len(alphabet) + 2).bit_length()
        if 3 + 5 * self.bits + 17 > 63:  # context shape, five symbols, the clean letter
            raise ValueError(f"skeleton alphabet of {len(alphabet)} symbols too large to pack contexts")
        self.counts = self._count(words, skeletons)
        self._entries: dict[str, tuple[float, dict[str, float]] | None] = {}

    def _count(self, words: list[str], skeletons: list[str]) -> dict[int, tuple[float, dict[str, float]]]:
        """(skeleton context key -> (total, clean letter -> count)) over the clean words (types, not tokens),
        for every context shape of ``_SPECS``; counted with numpy over all words at once."""
        lut = np.zeros(0x10000, dtype=np.int64)
        for c, i in self.syms.items():
            if ord(c) < 0x10000:
                lut[ord(c)] = i
        skel = "^^" + "$$^^".join(skeletons) + "$$"
        clean = "^^" + "$$^^".join(words) + "$$"
        k = lut[np.minimum(np.frombuffer(skel.encode("utf-32-le"), dtype=np.uint32), 0xFFFF)]
        labels = np.frombuffer(clean.encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
        amb = np.zeros(len(self.syms) + 2, dtype=bool)
        for c in self.ambiguous:
            if c in self.syms:
                amb[self.syms[c]] = True
        pos = np.flatnonzero(amb[k])
        keys = np.concatenate([self._pack(k, pos, spec) << 17 | labels[pos] for spec in range(len(_SPECS))])
        uniq, n = np.unique(keys, return_counts=True)
        counts: dict[int, tuple[float, dict[str, float]]] = {}
        for key, label, count in zip((uniq >> 17).tolist(), (uniq & 0x1FFFF).tolist(), n.tolist()):  # noqa: B905
            entry = counts.get(key)
            if entry is None:
                entry = counts[key] = [0.0, {}]  # type: ignore[assignment]
            entry[0] += count
            entry[1][chr(label)] = float(count)
        return {key: (tot, dist) for key, (tot, dist) in counts.items()}

    def _pack(self, k: np.ndarray, pos: np.ndarray, spec: int) -> np.ndarray:
        """Context keys of the positions ``pos`` of the symbol array ``k`` for context shape ``spec``."""
        left, right = _SPECS[spec]
        bits = self.bits
        key = np.full(len(pos), spec, dtype=np.int64)
        for off in (-2, -1, 0, 1, 2):
            used = -left <= off <= right
            key = key << bits | (k[pos + off] if used else 0)
        return key

    def skeleton(self, word: str) -> str:
        return word.translate(self.sk_trans)

    def choose(self, units: list[tuple[str, list[tuple[str, float]]]], words: dict[str, int],
               weights: Weights) -> tuple[str, tuple[str, ...], float]:
        """(clean word, rules fired, score) for a word given as noisy units with their options."""
        sigma = self.sigma
        sk = "".join([sigma.get(u, u) if len(u) == 1 else sigma.get(o[0][0], o[0][0]) for u, o in units])
        known = self.known_word(sk, [u for u, _o in units], [dict(o) for _u, o in units], weights)
        if known is not None:
            return known
        padded = "^^" + sk + "$$"
        out: list[str] = []
        rules_l: list[str] = []
        total = 0.0
        for i, (unit, opts) in enumerate(units):
            if len(opts) == 1:
                choice = opts[0][0]
            else:
                choice, score = self.decide(padded[i:i + 2] + unit + padded[i + 3:i + 5], opts)
                total += score
            out.append(choice)
            if choice != unit:
                rules_l.append(f"{unit}→{choice}" if choice else f"drop {unit}")
        return "".join(out), tuple(rules_l), total

    def known_word(self, sk: str, units: str | list[str], optdicts: list[dict[str, float]],
                   weights: Weights) -> tuple[str, tuple[str, ...], float] | None:
        """The best known word with skeleton ``sk`` that every unit's options allow, if it scores high
        enough: (word, rules fired, score); else None."""
        cands = self.index.get(sk)
        if not cands:
            return None
        best_word, best_score = None, -math.inf
        n = len(units)
        for cand, score in cands:
            if len(cand) != n:
                continue
            for ch, od in zip(cand, optdicts):  # noqa: B905 - lengths checked above
                cost = od.get(ch)
                if cost is None:
                    break
                score += cost
            else:
                if score > best_score:
                    best_word, best_score = cand, score
        if best_word is None or best_score + weights.known_word <= 0:
            return None
        rules = tuple(f"{u}→{ch}" for ch, u in zip(best_word, units) if ch != u)  # noqa: B905
        return best_word, rules, best_score + weights.known_word

    def decide(self, window: str, opts: list[tuple[str, float]]) -> tuple[str, float]:
        """(reading, score) of the middle unit of a 5-character window (two skeleton characters either
        side, ``^``/``$`` padded, the noisy unit itself in the middle) among ``opts``: the longest
        context seen at least 3 times decides."""
        unit = window[2]
        return self.decide_entry(self.entry(window[:2] + self.sigma.get(unit, unit) + window[3:]), opts)

    def entry(self, sk_window: str) -> tuple[float, dict[str, float]] | None:
        """(total, counts per reading) of the longest context of a 5-character skeleton window seen at
        least 3 times, or None (memoized)."""
        entry = self._entries.get(sk_window, _MISSING)
        return self._entry(sk_window) if entry is _MISSING else entry

    @staticmethod
    def decide_entry(entry: tuple[float, dict[str, float]] | None, opts: list[tuple[str, float]]) -> tuple[str, float]:
        """(reading, score) among ``opts`` given the context counts ``entry``."""
        if entry is None:
            return opts[0][0], -20.0
        tot, dist = entry
        denom = tot + 0.1 * len(opts)
        choice, score = opts[0][0], -math.inf
        for o, cost in opts:
            sc = math.log((dist.get(o, 0.0) + 0.1) / denom) + cost
            if sc > score:
                choice, score = o, sc
        return choice, max(score, -20.0)

    def clear_memo(self) -> None:
        self._entries.clear()

    def _entry(self, sk_window: str) -> tuple[float, dict[str, float]] | None:
        """Counts of the longest context of a skeleton window seen at least 3 times (memoized)."""
        syms, bits = self.syms, self.bits
        window = [syms.get(c, 1) for c in sk_window]
        found = None
        for spec, (left, right) in enumerate(_SPECS):
            key = spec
            for off in range(5):
                key = key << bits | (window[off] if -left <= off - 2 <= right else 0)
            entry = self.counts.get(key)
            if entry is not None and entry[0] >= 3:
                found = entry
                break
        if len(self._entries) > 500_000:
            self._entries.clear()
        self._entries[sk_window] = found
        return found


_GAP_SHAPES = ((2, 2), (1, 2), (2, 1), (1, 1))


def _count_sorted(keys: np.ndarray, weights: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """(distinct keys in order, summed weights, 1 each if ``weights`` is None)."""
    order = np.argsort(keys, kind="stable")
    keys = keys[order]
    start = np.flatnonzero(np.concatenate(([True], keys[1:] != keys[:-1])))
    w = np.ones(len(keys)) if weights is None else weights[order]
    return keys[start], np.add.reduceat(w, start)


class GapModel:
    """Fast reading of letters that a dominant convention drops altogether (Kurdish و ۆ ێ ە typed as
    nothing), one table per such letter.

    For a dropped letter ``d``, every clean word of the statistics is written without ``d`` and mapped to
    skeleton space (see :class:`ContextTagger`); each gap between two of its characters is counted with
    its context (up to two skeleton symbols either side) and how many ``d`` stood there (0, 1, 2+).
    A noisy word of a line that shows ``d`` was dropped is then read gap by gap: ``d`` is put back where
    the longest context seen at least 3 times gives it a probability above ``threshold``. Counting and
    look-ups run in numpy (sorted key arrays and ``searchsorted``). Hand-written: no library does this.
    """

    def __init__(self, tagger: ContextTagger, letters: tuple[str, ...], words: list[str]) -> None:
        self.tagger = tagger
        self.bits = tagger.bits
        lut = np.ones(0x10000, dtype=np.int64)  # 1: a character never seen in the statistics
        for c, i in tagger.syms.items():
            if ord(c) < 0x10000:
                lut[ord(c)] = i
        self.lut = lut
        self.tables: dict[str, list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]] = {}
        text = "^^" + "$$^^".join(words) + "$$"
        codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
        skel = np.frombuffer(text.translate(tagger.sk_trans).encode("utf-32-le"), dtype=np.uint32)
        for d in letters:
            if len(d) != 1:
                continue
            mask = codes == ord(d)
            kept = np.flatnonzero(~mask)
            label = np.diff(np.cumsum(mask)[kept], prepend=0)  # letters d removed right before kept char
            syms = self._symbols(skel[kept])
            gaps = np.arange(2, len(syms) - 1)
            lab = np.minimum(label[gaps], 2)
            # count the widest context once (one sort of every gap), then fold its distinct rows into the
            # narrower context shapes (sorts of the much smaller distinct table)
            full, weight = _count_sorted(self._pack(syms, gaps, 0) << 2 | lab, None)
            bits = self.bits
            window = [(full >> (2 + bits * (3 - i))) & ((1 << bits) - 1) for i in range(4)]  # offsets -2..1
            shapes = []
            for spec, (left, right) in enumerate(_GAP_SHAPES):
                key = np.full(len(full), spec, dtype=np.int64)
                for i, off in enumerate((-2, -1, 0, 1)):
                    key = key << bits | (window[i] if -left <= off < right else 0)
                keys, counts = _count_sorted(key << 2 | (full & 3), weight)
                uniq, start = np.unique(keys >> 2, return_index=True)
                table = np.zeros((len(uniq), 3))
                table[np.repeat(np.arange(len(uniq)), np.diff(np.append(start, len(keys)))), keys & 3] = counts
                total = table.sum(axis=1)
                hits = table[:, 1] + table[:, 2]
                shapes.append((uniq, total, hits / total, table[:, 2] / np.maximum(hits, 1.0)))
            self.tables[d] = shapes

    def _symbols(self, codes: np.ndarray) -> np.ndarray:
        """Skeleton symbol ids of already-skeletonized code points."""
        return self.lut[np.minimum(codes, 0xFFFF)]

    def _pack(self, syms: np.ndarray, gaps: np.ndarray, spec: int) -> np.ndarray:
        """Context keys of the gaps before positions ``gaps`` (two symbols left, two right at most)."""
        left, right = _GAP_SHAPES[spec]
        bits = self.bits
        key = np.full(len(gaps), spec, dtype=np.int64)
        for off in (-2, -1, 0, 1):
            used = -left <= off < right
            key = key << bits | (syms[gaps + off] if used else 0)
        return key

    def insert(self, words: list[str], thresholds: dict[str, float]) -> list[str | None]:
        """For each noisy word, the word with dropped letters put back (None where none is): letter ``d``
        where its probability exceeds ``thresholds[d]``."""
        skel = "^^" + "$$^^".join(w.translate(self.tagger.sk_trans) for w in words) + "$$"
        syms = self._symbols(np.frombuffer(skel.encode("utf-32-le"), dtype=np.uint32))
        lengths = np.fromiter(map(len, words), dtype=np.int64, count=len(words))
        starts = np.cumsum(lengths + 4) - lengths - 2  # index of each word's first character
        owner = np.repeat(np.arange(len(words)), lengths + 1)
        gaps = np.repeat(starts, lengths + 1) + (np.arange(len(owner)) - np.repeat(np.cumsum(lengths + 1) - lengths - 1, lengths + 1))
        best_p = np.zeros(len(gaps))
        best_d = np.full(len(gaps), -1, dtype=np.int64)
        best_two = np.zeros(len(gaps), dtype=bool)
        order = sorted(thresholds.keys() & self.tables.keys())
        for di, d in enumerate(order):
            p = np.zeros(len(gaps))
            two = np.zeros(len(gaps), dtype=bool)
            done = np.zeros(len(gaps), dtype=bool)
            for spec, (keys, total, p1, p2) in enumerate(self.tables[d]):
                q = self._pack(syms, gaps, spec)
                idx = np.minimum(np.searchsorted(keys, q), len(keys) - 1)
                hit = (keys[idx] == q) & (total[idx] >= 3) & ~done
                p[hit] = p1[idx[hit]]
                two[hit] = p2[idx[hit]] > 0.5
                done |= hit
            better = (p > thresholds[d]) & (p > best_p)
            best_p[better] = p[better]
            best_d[better] = di
            best_two[better] = two[better]
        out: list[str | None] = [None] * len(words)
        for g in np.flatnonzero(best_d >= 0).tolist()[::-1]:  # right to left: earlier offsets stay valid
            i = int(owner[g])
            word = out[i] if out[i] is not None else words[i]
            cut = int(gaps[g] - starts[i])
            d = order[best_d[g]]
            out[i] = word[:cut] + (d + d if best_two[g] else d) + word[cut:]
        return out
