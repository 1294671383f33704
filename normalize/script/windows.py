"""Batch reading of ambiguous characters for fast mode: the per-line option context and the numpy window
coder that decides every ambiguous position of a batch of words at once."""

from __future__ import annotations

import numpy as np

from normalize.script.stats import ContextTagger


class LineContext:
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


class WindowCoder:
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

    def register(self, ctx: LineContext) -> None:
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
