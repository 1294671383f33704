"""The lexical normalization model: candidate generation + learned statistics + ranker.

``train(sentences, lang)`` learns from MultiLexNorm-style data (lists of ``(raw, gold)`` pairs): a
replacement table (raw -> normalization counts), learned n-to-1 merges, word bigram counts of the
normalized side (context features) and the MLP ranker. During training every statistic is used
*leave-one-sentence-out* (the sentence's own counts are subtracted) so the ranker sees the same kind of
evidence it will see on unseen text.

``LexNormModel.save(dir)`` writes ``model.json`` (tables and settings), ``ranker.npz`` (weights) and
``checksums.json`` (sha256 of both, verified by ``load``). No pickle.

Without a trained model (``LexNormModel(lang)``) the bundled lexicon and elongation collapsing are applied
with conservative rules, which never change protected tokens or numbers.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

import numpy as np
from rapidfuzz.distance import Levenshtein

from normalize.lexnorm.candidates import (
    _RUN_RE,
    ACCENT,
    ELONG,
    IDENT,
    LEX,
    MERGE,
    RULE,
    SKEL,
    SPELL,
    SPLIT,
    TABLE,
    CandidateGenerator,
    elongation_variants,
    transfer_case,
)
from normalize.lexnorm.lexicons import check_lang, clean_web, load_lexicon, load_vocabulary, load_web_bigrams
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.tokenizer import is_number, is_protected

FORMAT_VERSION = 2
FEATURES = [
    "ident",
    "tab_p",
    "tab_logc",
    "tab_logn",
    "tab_ident_p",
    "lex",
    "elong",
    "spell",
    "split",
    "accent",
    "merge",
    "zipf_c",
    "zipf_t",
    "zipf_diff",
    "dist",
    "dist_abs",
    "len_t",
    "multi",
    "digit_t",
    "first",
    "bi_prev",
    "bi_next",
    "uni_c",
    "case_only",
    "title_t",
    "ident_x_logn",
    "ident_x_zipf",
    "n_cands",
    "lctx_p",
    "lctx_logn",
    "rctx_p",
    "rctx_logn",
    "uni_prev",
    "uni_next",
    "rule",
    "title_c",
    "title_c_x_first",
    "title_c_x_title_t",
    "bi_int",
    "lm_prev",
    "lm_next",
    "lm_int",
    "skel",
    # -- added later; a model lists the features it uses in model.json (CORE_FEATURES or all) --
    "web_prev_known",
    "web_next_known",
    "caps_t",
    "elong_t",
    "zipf_c_rel",
    "lm_prev_rel",
    "lm_next_rel",
    "bi_prev_rel",
    "bi_next_rel",
]
#: The first 43 features: the set of the first models (the bundled de, nl and iden models use it).
CORE_FEATURES = FEATURES[: FEATURES.index("skel") + 1]
FEATURE_SETS = {"core": CORE_FEATURES, "all": FEATURES}
_BOS, _EOS = "<s>", "</s>"
#: Inputs smaller than this are normalized in one process even when more workers are allowed.
PARALLEL_MIN_TOKENS = 10_000
_BLOCK = 50_000  # candidate rows scored per matrix product


def _gold_words(sent: Sequence[tuple[str, str]]) -> list[str]:
    words = [_BOS]
    for _, g in sent:
        words.extend(g.lower().split())
    words.append(_EOS)
    return words


def _sentence_counts(sent: Sequence[tuple[str, str]]):
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
    lows = [_BOS] + [r.lower() for r, _ in sent] + [_EOS]
    for i, (_, g) in enumerate(sent):
        if g == "" or (i + 1 < len(sent) and sent[i + 1][1] == ""):
            continue
        low = lows[i + 1]
        ctx[(f"{lows[i]}\t{low}", g)] += 1
        ctx[(f"{low}\t\t{lows[i + 2]}", g)] += 1
    return table, raw_n, merges, bigrams, unigrams, ctx


class _Stats:
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


class LexNormModel:
    """Normalizes token lists. ``LexNormModel(lang)`` alone uses the bundled lexicon only."""

    def __init__(
        self,
        lang: str,
        stats: _Stats | None = None,
        ranker: Ranker | None = None,
        meta: dict | None = None,
        features: Sequence[str] | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        #: the feature columns the ranker reads (a subset of FEATURES, in FEATURES order)
        self.features = list(FEATURES if features is None else features)
        unknown = set(self.features) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown lexnorm features: {sorted(unknown)}")
        self._columns = None if self.features == FEATURES else np.array([_COL[f] for f in self.features])
        self.lexicon = load_lexicon(self.lang)
        self.vocab = load_vocabulary(self.lang)
        self.gen = CandidateGenerator(self.lang, self.vocab, self.lexicon)
        self.web = load_web_bigrams(self.lang) if stats is not None else None
        self.stats = stats
        self.ranker = ranker
        self.meta = meta or {}
        self._type_cache: dict[str, tuple] = {}
        self._decision_cache: dict[tuple[str, str, str], str] = {}
        self._usual: dict[str, str] | None = None  # raw form -> its majority normalization, built lazily
        # Learned from the training data: some annotations (nl) capitalise the sentence-initial word.
        self._cap_first = self.meta.get("first_upper_rate", 0.0) >= 0.9

    @property
    def trained(self) -> bool:
        return self.stats is not None and self.ranker is not None

    # -- inference -----------------------------------------------------------------------------------
    def normalize(self, tokens: Sequence[str]) -> list[str]:
        """One normalization per token (``""`` for tokens merged into the previous one)."""
        return self.normalize_many([tokens])[0]

    def normalize_many(self, sentences: Sequence[Sequence[str]], workers: int = 1) -> list[list[str]]:
        """``normalize`` for many token lists; the ranker scores the candidates of a block of sentences in
        one matrix product. ``workers > 1`` splits the work over that many processes (forked, so the
        loaded model is shared; Linux/macOS only, else one process) when the input is large enough to
        pay for it; the output is the same as with one process."""
        if not self.trained:
            rule = self._rule
            return [[rule(t) for t in toks] for toks in sentences]
        n_tokens = sum(map(len, sentences))
        if workers > 1 and n_tokens >= PARALLEL_MIN_TOKENS:
            changes = _parallel_changes(self, sentences, workers)
        else:
            changes = self._changes(sentences)
        return self._assemble(sentences, changes)

    def _assemble(self, sentences, changes: dict[tuple[int, int], tuple[str, int]]) -> list[list[str]]:
        """Output tokens from the changed decisions ``(sentence, position) -> (text, merge width)``."""
        out_all = []
        for si, toks in enumerate(sentences):
            out = list(toks)
            skip = 0
            for i in range(len(toks)):
                if skip:
                    out[i] = ""
                    skip -= 1
                    continue
                hit = changes.get((si, i))
                if hit is not None:
                    out[i], width = hit
                    skip = width - 1
            if self._cap_first and out and out[0][:1].islower() and toks[0][:1].isalpha():
                out[0] = out[0][:1].upper() + out[0][1:]
            out_all.append(out)
        return out_all

    def _changes(
        self, sentences: Sequence[Sequence[str]], shard: int = 0, n_shards: int = 1
    ) -> dict[tuple[int, int], tuple[str, int]]:
        """Decisions that change a token: ``(sentence index, position) -> (text, merge width)``.

        Only tokens whose type falls in ``shard`` (of ``n_shards``, by the string's hash, which forked
        processes share) are decided, so processes can split the work by token type and each keeps its
        own per-type caches hot. Sentences are scored in blocks of ~``_BLOCK`` tokens to bound memory."""
        cache = self._decision_cache
        changes: dict[tuple[int, int], tuple[str, int]] = {}
        pending: list[tuple[int, int, list, tuple | None]] = []
        bases: list[np.ndarray] = []
        tok_ctx: list[tuple] = []
        cand_ctx: list[tuple] = []
        n_pending = 0

        def flush() -> None:
            scores = (
                self.ranker.score(self._select(_features(bases, tok_ctx, cand_ctx))) if bases else np.empty(0)
            )
            pos = 0
            for si, i, cands, key in pending:
                k = int(np.argmax(scores[pos : pos + len(cands)]))
                pos += len(cands)
                text, flags = cands[k][0], cands[k][1]
                width = 1
                if flags & MERGE:
                    text, w = text.rsplit("\x00", 1)
                    width = int(w)
                elif key is not None:
                    cache[key] = text
                if text != sentences[si][i] or width > 1:
                    changes[(si, i)] = (text, width)
            for part in (pending, bases, tok_ctx, cand_ctx):
                part.clear()

        for si, toks in enumerate(sentences):
            n = len(toks)
            lows = [t.lower() for t in toks]
            for i, tok in enumerate(toks):
                if n_shards > 1 and hash(tok) % n_shards != shard:
                    continue
                # Decisions are cached per (previous, token, next): the features see no more.
                key = (lows[i - 1] if i else "", tok, lows[i + 1] if i + 1 < n else "")
                hit = cache.get(key)
                if hit is not None:
                    if hit != tok:
                        changes[(si, i)] = (hit, 1)
                    continue
                cands, base, tctx, cctx = self._token_candidates(toks, i, lows)
                if base is None:
                    cache[key] = tok
                    continue
                has_merge = any(c[1] & MERGE for c in cands)
                pending.append((si, i, cands, None if has_merge else key))
                bases.append(base)
                tok_ctx.append(tctx)
                cand_ctx.extend(cctx)
                n_pending += len(cands)
            if n_pending >= _BLOCK:
                flush()
                n_pending = 0
                if len(cache) > 500_000:
                    cache.clear()
        flush()
        return changes

    def _neighbour(self, low: str, end: int) -> str:
        """The first (``end=0``) or last (``end=-1``) word of the normalization that the replacement table
        gives ``low`` in most of its occurrences (``low`` itself if none does)."""
        st = self.stats
        if st.local is None:
            if self._usual is None:
                self._usual = {r: u for r in st.table if (u := _usual_norm(st.table[r], r)) != r}
            norm = self._usual.get(low)
            if norm is None:
                return low
        else:  # training: leave-one-sentence-out counts
            norm = _usual_norm(st.tab(low), low)
        words = norm.split()
        return words[end] if words else low

    def _select(self, X: np.ndarray) -> np.ndarray:
        """The columns of the full feature matrix ``X`` that this model's ranker reads."""
        return X if self._columns is None else X[:, self._columns]

    def _rule(self, token: str) -> str:
        """Lexicon-only normalization of one token (no trained model)."""
        if is_protected(token) or is_number(token):
            return token
        low = token.lower()
        if low in self.lexicon:
            return transfer_case(token, self.lexicon[low])
        variants = elongation_variants(low)
        if variants:
            z_tok = self.vocab.zipf(low)
            best = max(variants, key=self.vocab.zipf)
            if self.vocab.zipf(best) >= 3.0 and self.vocab.zipf(best) - z_tok >= 1.5:
                return transfer_case(token, self.lexicon.get(best, best))
            for v in variants:
                if v in self.lexicon and z_tok < 3.0:
                    return transfer_case(token, self.lexicon[v])
        return token

    def _token_candidates(self, tokens: Sequence[str], i: int, lows: Sequence[str] | None = None):
        """``(candidates, context-free rows, token context, candidate context)`` of token ``i``.

        Candidates are ``(text, flags, first word, last word)``; the rows are ``None`` when the token
        itself is the only candidate. The context parts are raw counts that ``_with_context`` turns
        into the neighbour-dependent feature columns for a whole batch of tokens at once."""
        tok = tokens[i]
        st = self.stats
        if lows is None:
            lows = [t.lower() for t in tokens]
        low = lows[i]
        merge_keys = []
        if i + 1 < len(tokens) and st.merges and low in st.merge_first:
            for width in (2, 3):
                if i + width > len(tokens):
                    break
                mk = " ".join(lows[i : i + width])
                if st.merge(mk):
                    merge_keys.append((mk, width))
        if st.local is None and not merge_keys:
            hit = self._type_cache.get(tok)
            if hit is None:
                hit = self._type_rows(tok, ())
                if len(self._type_cache) > 200_000:
                    self._type_cache.clear()
                self._type_cache[tok] = hit
        else:
            hit = self._type_rows(tok, merge_keys)
        cands, base = hit
        if base is None:
            return cands, None, None, None
        prev = lows[i - 1] if i > 0 else _BOS
        nxt = lows[i + 1] if i + 1 < len(tokens) else _EOS
        lctx, lctx_n = st.context(f"{prev}\t{low}")
        rctx, rctx_n = st.context(f"{low}\t\t{nxt}")
        if self.web is not None:
            web = self.web.after
            # Neighbours as the language model should see them: their usual normalization ("c u" is
            # looked up as "c you"), so a slang neighbour does not hide the evidence.
            web_prev = web.get(clean_web(self._neighbour(prev, -1)), _NONE)
            nxt_web = clean_web(self._neighbour(nxt, 0))
            lm = [(web_prev.get(c[4], 0.0), web.get(c[5], _NONE).get(nxt_web, 0.0)) for c in cands]
            # Whether the neighbours occur in the web bigrams at all: tells "no evidence" (a mention,
            # punctuation) from "evidence against" when a candidate's pair count is zero.
            known = (float(web_prev is not _NONE), float(nxt_web in self.web.seconds))
        else:
            lm = [(0.0, 0.0)] * len(cands)
            known = (0.0, 0.0)
        tok_ctx = (float(i == 0), lctx_n, rctx_n, st.uni(prev), st.uni(nxt), *known)
        if st.local is None:  # inference: nested bigram tables, no per-sentence subtraction
            after_prev = st.bi_after.get(prev, _NONE)
            before_next = st.bi_before.get(nxt, _NONE)
            lget, rget = lctx.get, rctx.get
            cand_ctx = [
                (after_prev.get(c[2], 0), before_next.get(c[3], 0), lget(c[0], 0), rget(c[0], 0), *w)
                for c, w in zip(cands, lm, strict=True)
            ]
        else:
            bi = st.bi
            cand_ctx = [
                (
                    bi(prev, c[2]) if c[2] else 0,
                    bi(c[3], nxt) if c[3] else 0,
                    lctx.get(c[0], 0),
                    rctx.get(c[0], 0),
                    *w,
                )
                for c, w in zip(cands, lm, strict=True)
            ]
        return cands, base, tok_ctx, cand_ctx

    def _type_rows(self, tok: str, merge_keys):
        """Candidates of a token type and the raw values of their context-free features: ``(per-candidate
        tuples, per-type tuple)``, or ``None`` when the token itself is the only candidate. ``_features``
        turns them into feature columns for many tokens at once."""
        static, keys = self.gen.static(tok)
        st = self.stats
        cands: dict[str, int] = dict(static)
        counts: dict[str, int] = {}
        for k in keys:
            for g, c in st.tab(k).items():
                if k != keys[0]:
                    g = transfer_case(tok, g)
                cands[g] = cands.get(g, 0) | TABLE
                counts[g] = counts.get(g, 0) + c
        for mk, width in merge_keys:
            for g, c in st.merge(mk).items():
                key = f"{g}\x00{width}"
                cands[key] = MERGE | TABLE
                counts[key] = c
        if len(cands) == 1:
            return [(tok, IDENT, "", "", "", "")], None
        low = keys[0] if keys else tok.lower()
        n_raw = st.rawn(low)
        zget = self.vocab.zipf_table.get
        z_t = zget(low, 0.0)
        type_raw = (
            n_raw,
            counts.get(tok, 0),
            z_t,
            float(any(ch.isdigit() for ch in tok)),
            float(tok[:1].isupper()),
            len(low),
            len(cands),
            float(len(tok) > 1 and tok.isupper()),
            float(_RUN_RE.search(low) is not None),
        )
        out = []
        cand_raw = []
        dist = Levenshtein.distance
        web_pair = self.web.pair if self.web is not None else None
        for c, flags in cands.items():
            text = c.split("\x00", 1)[0] if flags & MERGE else c
            cl = text.lower()
            words = cl.split()
            n_words = len(words)
            w0, w1 = (words[0], words[-1]) if words else ("", "")
            out.append((c, flags, w0, w1, clean_web(w0), clean_web(w1)))
            cand_raw.append(
                (
                    counts.get(c, 0),
                    flags,
                    (zget(cl, 0.0) if n_words == 1 else self.vocab.zipf(cl)) if words else 0.0,
                    dist(low, cl),
                    len(cl),
                    n_words,
                    c == tok,
                    st.uni(words[0]) if words else 0,
                    cl == low and c != tok,
                    text[:1].isupper(),
                    _inner_bigrams(st.bi, words),
                    _inner_bigrams(web_pair, words, log=False) if web_pair else 0.0,
                )
            )
        return out, (cand_raw, type_raw)

    # -- persistence ---------------------------------------------------------------------------------
    def save(self, directory: str | Path) -> None:
        """Write the model to ``directory`` (created if needed)."""
        if not self.trained:
            raise ValueError("only a trained model can be saved")
        d = Path(directory)
        d.mkdir(parents=True, exist_ok=True)
        st = self.stats
        doc = {
            "format": FORMAT_VERSION,
            "lang": self.lang,
            "features": self.features,
            "meta": self.meta,
            "table": st.table,
            "raw_n": st.raw_n,
            "merges": st.merges,
            "bigrams": st.bigrams,
            "unigrams": st.unigrams,
            "context": st.ctx,
        }
        (d / "model.json").write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), "utf-8")
        self.ranker.save(d / "ranker.npz")
        sums = {name: _sha256(d / name) for name in ("model.json", "ranker.npz")}
        (d / "checksums.json").write_text(json.dumps(sums, indent=1), "utf-8")

    @classmethod
    def load(cls, directory: str | Path) -> LexNormModel:
        """Read a model written by ``save``; raises ``ValueError`` if a checksum does not match."""
        d = Path(directory)
        sums = json.loads((d / "checksums.json").read_text("utf-8"))
        for name, digest in sums.items():
            if _sha256(d / name) != digest:
                raise ValueError(f"checksum mismatch for {d / name}")
        doc = json.loads((d / "model.json").read_text("utf-8"))
        features = doc.get("features")
        if doc.get("format") != FORMAT_VERSION or not features or not set(features) <= set(FEATURES):
            raise ValueError(f"{d}: model format does not match this version of hrnorm")
        stats = _Stats(
            doc["table"], doc["raw_n"], doc["merges"], doc["bigrams"], doc["unigrams"], doc["context"]
        )
        features = [f for f in FEATURES if f in set(features)]  # FEATURES order, as the ranker was trained
        if features != doc["features"]:
            raise ValueError(f"{d}: feature list out of order")
        return cls(doc["lang"], stats, Ranker.load(d / "ranker.npz"), doc.get("meta"), features)


_NONE: dict[str, int] = {}
_COL = {name: k for k, name in enumerate(FEATURES)}
_FLAG_FEATURES = {
    "lex": LEX,
    "elong": ELONG,
    "spell": SPELL,
    "split": SPLIT,
    "accent": ACCENT,
    "merge": MERGE,
    "rule": RULE,
    "skel": SKEL,
}


def _features(
    bases: list[tuple[list[tuple], tuple]], tok_ctx: list[tuple], cand_ctx: list[tuple]
) -> np.ndarray:
    """The feature matrix (rows = candidates, columns = FEATURES) of many tokens, vectorized.

    ``bases`` holds one ``_type_rows`` result per token, ``tok_ctx``/``cand_ctx`` the raw context counts
    of ``_token_candidates`` (one tuple per token / per candidate, in the same order)."""
    lens = [len(b[0]) for b in bases]
    C = np.asarray([r for b in bases for r in b[0]], dtype=np.float64).reshape(-1, 12)
    T = np.repeat(np.asarray([b[1] for b in bases], dtype=np.float64).reshape(-1, 9), lens, axis=0)
    N = np.repeat(np.asarray(tok_ctx, dtype=np.float64).reshape(-1, 7), lens, axis=0)
    K = np.asarray(cand_ctx, dtype=np.float64).reshape(-1, 6)
    X = np.zeros((len(C), len(FEATURES)))
    n = len(C)

    def ratio(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.divide(a, b, out=np.zeros(n), where=b > 0)

    # Listwise view: a candidate's value minus the best value among the candidates of its token, so the
    # ranker sees how a candidate compares with its competitors, not only its own evidence.
    group_starts = np.cumsum([0, *lens[:-1]]) if lens else np.zeros(0, dtype=np.int64)

    def rel(values: np.ndarray) -> np.ndarray:
        if not n:
            return values
        return values - np.repeat(np.maximum.reduceat(values, group_starts), lens)

    cnt, _, z_c, d, len_c, n_words, is_id = C[:, :7].T
    title_c = C[:, 9]
    flags = C[:, 1].astype(np.int64)
    n_raw, z_t, title, len_low = T[:, 0], T[:, 2], T[:, 4], T[:, 5]
    first, l_n, r_n = N[:, 0], N[:, 1], N[:, 2]
    tab_n = np.log1p(n_raw)
    cols = {
        "ident": is_id,
        "tab_p": ratio(cnt, n_raw),
        "tab_logc": np.log1p(cnt),
        "tab_logn": tab_n,
        "tab_ident_p": ratio(T[:, 1], n_raw),
        "zipf_c": z_c,
        "zipf_t": z_t,
        "zipf_diff": z_c - z_t,
        "dist": d / np.maximum(np.maximum(len_low, len_c), 1),
        "dist_abs": np.minimum(d, 6.0),
        "len_t": np.minimum(len_low, 15.0),
        "multi": n_words > 1,
        "digit_t": T[:, 3],
        "first": first,
        "bi_prev": np.log1p(K[:, 0]),
        "bi_next": np.log1p(K[:, 1]),
        "uni_c": np.log1p(C[:, 7]),
        "case_only": C[:, 8],
        "title_t": title,
        "ident_x_logn": is_id * tab_n,
        "ident_x_zipf": is_id * z_t,
        "n_cands": T[:, 6],
        "lctx_p": ratio(K[:, 2], l_n),
        "lctx_logn": np.log1p(l_n),
        "rctx_p": ratio(K[:, 3], r_n),
        "rctx_logn": np.log1p(r_n),
        "uni_prev": np.log1p(N[:, 3]),
        "uni_next": np.log1p(N[:, 4]),
        "title_c": title_c,
        "title_c_x_first": title_c * first,
        "title_c_x_title_t": title_c * title,
        "bi_int": C[:, 10],
        "lm_prev": K[:, 4],
        "lm_next": K[:, 5],
        "lm_int": C[:, 11],
        "web_prev_known": N[:, 5],
        "web_next_known": N[:, 6],
        "caps_t": T[:, 7],
        "elong_t": T[:, 8],
        "zipf_c_rel": rel(z_c),
        "lm_prev_rel": rel(K[:, 4]),
        "lm_next_rel": rel(K[:, 5]),
        "bi_prev_rel": rel(np.log1p(K[:, 0])),
        "bi_next_rel": rel(np.log1p(K[:, 1])),
    }
    for name, flag in _FLAG_FEATURES.items():
        cols[name] = (flags & flag) != 0
    assert len(cols) == len(FEATURES), "every feature column is filled"
    for name, values in cols.items():
        X[:, _COL[name]] = values
    return X


def _usual_norm(entries: dict[str, int], raw: str) -> str:
    """The lower-cased normalization of more than half of ``entries`` (counts), else ``raw``."""
    if not entries:
        return raw
    best = max(entries, key=entries.__getitem__)
    return best.lower() if 2 * entries[best] > sum(entries.values()) else raw


def _inner_bigrams(bi, words: list[str], log: bool = True) -> float:
    """Mean (log) count of the word pairs inside a multi-word candidate ("shout out" from "shoutout"):
    evidence that a split or expansion is a usual phrase. ``bi(a, b)`` gives a pair's count, or its log
    count with ``log=False``."""
    if len(words) < 2:
        return 0.0
    pairs = zip(words, words[1:], strict=False)
    total = sum(math.log1p(bi(a, b)) for a, b in pairs) if log else sum(bi(a, b) for a, b in pairs)
    return total / (len(words) - 1)


def _parallel_changes(
    model: LexNormModel, sentences: Sequence[Sequence[str]], workers: int
) -> dict[tuple[int, int], tuple[str, int]]:
    """``model._changes`` split by token type over ``workers`` processes; this process does shard 0.

    The children are forked, so they share the loaded model and the input without copying or
    re-loading them; only the (few) changed decisions travel back. Falls back to one process where
    fork is unavailable."""
    from normalize.forking import can_fork, forked_pool

    if not can_fork():
        return model._changes(sentences)
    global _FORK_STATE
    _FORK_STATE = (model, sentences, workers)
    try:
        with forked_pool(workers - 1) as pool:
            pending = pool.map_async(_shard_changes, range(1, workers))
            changes = model._changes(sentences, 0, workers)
            for part in pending.get():
                changes.update(part)
    finally:
        _FORK_STATE = None
    return changes


_FORK_STATE: tuple | None = None


def _shard_changes(shard: int) -> dict[tuple[int, int], tuple[str, int]]:
    model, sentences, workers = _FORK_STATE
    return model._changes(sentences, shard, workers)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def train(
    sentences: Sequence[Sequence[tuple[str, str]]],
    lang: str,
    epochs: int = 300,
    hidden: int = 32,
    seed: int = 0,
    log=None,
    members: int = 1,
    l2: float = 1e-4,
    features: str | Sequence[str] = "core",
) -> LexNormModel:
    """Train a model on sentences of ``(raw, gold)`` pairs (MultiLexNorm format); ``members > 1`` trains
    that many rankers from consecutive seeds and stores their average (less seed-to-seed variance).
    ``l2`` is the ranker's weight decay; ``features`` a name of ``FEATURE_SETS`` ("core": the first 43, the
    default; "all") or a list of features."""
    if isinstance(features, str):
        if features not in FEATURE_SETS:
            raise ValueError(f"unknown feature set {features!r}; known: {', '.join(FEATURE_SETS)}")
        features = FEATURE_SETS[features]
    per_sent = [_sentence_counts(s) for s in sentences]
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
    stats = _Stats(dict(table), dict(raw_n), dict(merges), dict(bigrams), dict(unigrams), ctx)
    initial = [s[0] for s in sentences if s and s[0][0][:1].isalpha() and s[0][0][:1].islower()]
    rate = sum(g[:1].isupper() for _, g in initial) / len(initial) if initial else 0.0
    meta = {"train_sentences": len(sentences), "first_upper_rate": round(rate, 4)}
    model = LexNormModel(lang, stats, None, meta, features)
    X, starts, gold_idx = _training_matrix(model, sentences, per_sent)
    ranker, finals = Ranker.fit_ensemble(
        model._select(X), starts, gold_idx, hidden=hidden, members=members, epochs=epochs, seed=seed, l2=l2
    )
    loss = float(np.mean(finals))
    if log:
        log(
            f"ranker: {len(starts)} decisions, {len(X)} candidates, {members} x {hidden} hidden, loss {loss:.3f}"
        )
    model.ranker = ranker
    model.meta.update(
        {
            "decisions": len(starts),
            "candidates": len(X),
            "final_loss": loss,
            "members": members,
            "hidden": hidden,
            "l2": l2,
        }
    )
    return model


def _training_matrix(model: LexNormModel, sentences, per_sent):
    """Feature rows of every candidate of every decidable training token (leave-one-sentence-out)."""
    stats = model.stats
    rows: list[np.ndarray] = []
    tok_ctx: list[tuple] = []
    cand_ctx: list[tuple] = []
    n_rows = 0
    starts: list[int] = []
    gold_idx: list[int] = []
    for sent, local in zip(sentences, per_sent, strict=True):
        stats.local = local
        toks = [r for r, _ in sent]
        for i, (_, g) in enumerate(sent):
            if g == "":
                continue
            cands, base, tctx, cctx = model._token_candidates(toks, i)
            if base is None:
                continue
            target = None
            for k, (c, flags, *_) in enumerate(cands):
                text = c.split("\x00", 1)[0] if flags & MERGE else c
                if text == g:
                    target = k
                    break
            if target is None:
                continue
            starts.append(n_rows)
            gold_idx.append(n_rows + target)
            rows.append(base)
            tok_ctx.append(tctx)
            cand_ctx.extend(cctx)
            n_rows += len(cands)
    stats.local = None
    return _features(rows, tok_ctx, cand_ctx), np.asarray(starts), np.asarray(gold_idx)


def bundled_model_dir(lang: str) -> Path | None:
    """Directory of the bundled trained model for ``lang`` if the package ships one."""
    d = Path(str(resources.files("normalize").joinpath("data", "lexnorm", "models", check_lang(lang))))
    return d if (d / "model.json").exists() else None


def load_model(lang: str, model: str | Path | None = "auto") -> LexNormModel:
    """``model``: a directory, ``"auto"``/``None`` (bundled model for ``lang`` if any, else lexicon only)
    or ``"none"`` (lexicon only)."""
    if model in (None, "", "auto"):
        d = bundled_model_dir(lang)
        return LexNormModel.load(d) if d else LexNormModel(lang)
    if str(model) == "none":
        return LexNormModel(lang)
    m = LexNormModel.load(model)
    if m.lang != check_lang(lang):
        raise ValueError(f"model in {model} is for {m.lang!r}, not {lang!r}")
    return m
