"""The count tables a lexnorm model learns from MultiLexNorm-style data, and their leave-one-out view.

``sentence_counts(sentence)`` gives one sentence's contributions; ``aggregate(per_sentence)`` sums them into
a :class:`Stats`. During training ``Stats.local`` holds the counts of the sentence being scored, which every
lookup subtracts (leave-one-sentence-out), so the ranker sees the evidence it will see on unseen text.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

BOS, EOS = "<s>", "</s>"


def _gold_words(sent: Sequence[tuple[str, str]]) -> list[str]:
    words = [BOS]
    for _, g in sent:
        words.extend(g.lower().split())
    words.append(EOS)
    return words


def sentence_counts(sent: Sequence[tuple[str, str]]):
    """Per-sentence contributions: table, raw counts, merges, bigrams and unigrams."""
    table: Counter = Counter()
    raw_n: Counter = Counter()
    merges: Counter = Counter()
    i = 0
    while i < len(sent):
        r, g = sent[i]
        j = i + 1
        while j < len(sent) and sent[j][1] == "" and j - i < 3:
            j += 1
        if j > i + 1:
            merges[(" ".join(x.lower() for x, _ in sent[i:j]), g)] += 1
        elif g != "":
            table[(r.lower(), g)] += 1
            raw_n[r.lower()] += 1
        i = j
    words = _gold_words(sent)
    bigrams = Counter(zip(words, words[1:], strict=False))
    unigrams = Counter(words)
    ctx: Counter = Counter()
    lows = [BOS] + [r.lower() for r, _ in sent] + [EOS]
    for i, (_, g) in enumerate(sent):
        if g == "" or (i + 1 < len(sent) and sent[i + 1][1] == ""):
            continue
        low = lows[i + 1]
        ctx[(f"{lows[i]}\t{low}", g)] += 1
        ctx[(f"{low}\t\t{lows[i + 2]}", g)] += 1
    return table, raw_n, merges, bigrams, unigrams, ctx


class Stats:
    """Count tables, optionally minus one sentence's own counts (leave-one-sentence-out)."""

    def __init__(self, table, raw_n, merges, bigrams, unigrams, ctx) -> None:
        self.ctx: dict[str, dict[str, int]] = ctx
        #: first words of learned merges: most tokens start none, so they skip the merge lookups
        self.merge_first = {k.split(" ", 1)[0] for k in merges}
        self.table: dict[str, dict[str, int]] = table
        self.raw_n: dict[str, int] = raw_n
        self.merges: dict[str, dict[str, int]] = merges
        self.bigrams: dict[str, int] = bigrams
        self.unigrams: dict[str, int] = unigrams
        self.local = None
        # The same bigram counts keyed word by word (first -> second and second -> first) so inference
        # looks up a token's neighbour once and then each candidate in a small dict.
        self.bi_after: dict[str, dict[str, int]] = defaultdict(dict)
        self.bi_before: dict[str, dict[str, int]] = defaultdict(dict)
        for key, n in bigrams.items():
            a, b = key.split("\t", 1)
            self.bi_after[a][b] = n
            self.bi_before[b][a] = n
        self.bi_after, self.bi_before = dict(self.bi_after), dict(self.bi_before)

    def _without_local(self, entries: dict[str, int] | None, key: str, part: int) -> dict[str, int]:
        """``entries`` minus the counts of the sentence being scored (``self.local[part]``), if any."""
        if not entries:
            return {}
        if self.local is None:
            return entries
        local = self.local[part]
        out = {g: c - local.get((key, g), 0) for g, c in entries.items()}
        return {g: c for g, c in out.items() if c > 0}

    def tab(self, key: str) -> dict[str, int]:
        return self._without_local(self.table.get(key), key, 0)

    def rawn(self, key: str) -> int:
        n = self.raw_n.get(key, 0)
        return n - self.local[1].get(key, 0) if self.local is not None and n else n

    def merge(self, key: str) -> dict[str, int]:
        return self._without_local(self.merges.get(key), key, 2)

    def context(self, key: str) -> tuple[dict[str, int], int]:
        """Normalizations of a raw token seen with a given neighbour (key ``prev\traw`` or
        ``raw\t\tnext``) and how often that pair was seen."""
        entries = self.ctx.get(key)
        if not entries:
            return {}, 0
        if self.local is not None:
            lc = self.local[5]
            entries = {g: c - lc.get((key, g), 0) for g, c in entries.items()}
            entries = {g: c for g, c in entries.items() if c > 0}
        return entries, sum(entries.values())

    def bi(self, a: str, b: str) -> int:
        n = self.bigrams.get(f"{a}\t{b}", 0)
        return n - self.local[3].get((a, b), 0) if self.local is not None and n else n

    def uni(self, a: str) -> int:
        n = self.unigrams.get(a, 0)
        return n - self.local[4].get(a, 0) if self.local is not None and n else n



def usual_norm(entries: dict[str, int], raw: str) -> str:
    """The lower-cased normalization of more than half of ``entries`` (counts), else ``raw``."""
    if not entries:
        return raw
    best = max(entries, key=entries.__getitem__)
    return best.lower() if 2 * entries[best] > sum(entries.values()) else raw



def aggregate(per_sent: Sequence[tuple]) -> Stats:
    """Sum per-sentence counts (``sentence_counts`` results) into the model's tables."""
    table: dict[str, dict[str, int]] = defaultdict(dict)
    raw_n: Counter = Counter()
    merges: dict[str, dict[str, int]] = defaultdict(dict)
    bigrams: Counter = Counter()
    unigrams: Counter = Counter()
    ctx: dict[str, dict[str, int]] = defaultdict(dict)
    for t, rn, m, b, u, cx in per_sent:
        for (k, g), c in cx.items():
            ctx[k][g] = ctx[k].get(g, 0) + c
        for (r, g), c in t.items():
            table[r][g] = table[r].get(g, 0) + c
        raw_n.update(rn)
        for (k, g), c in m.items():
            merges[k][g] = merges[k].get(g, 0) + c
        for (a, b2), c in b.items():
            bigrams[f"{a}\t{b2}"] += c
        unigrams.update(u)
    # Context entries matter only for raw forms that were ever changed; keeping only those keeps the
    # model file small.
    changed = {r for r, gs in table.items() if any(g != r for g in gs)}
    ctx = {k: v for k, v in ctx.items() if k.split("\t")[0 if "\t\t" in k else 1] in changed}
    return Stats(dict(table), dict(raw_n), dict(merges), dict(bigrams), dict(unigrams), ctx)
