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
    ACCENT,
    ELONG,
    IDENT,
    LEX,
    MERGE,
    RULE,
    SPELL,
    SPLIT,
    TABLE,
    CandidateGenerator,
    elongation_variants,
    transfer_case,
)
from normalize.lexnorm.lexicons import check_lang, load_lexicon, load_vocabulary
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.tokenizer import is_number, is_protected

FORMAT_VERSION = 1
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
]
_BOS, _EOS = "<s>", "</s>"


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
        self, lang: str, stats: _Stats | None = None, ranker: Ranker | None = None, meta: dict | None = None
    ) -> None:
        self.lang = check_lang(lang)
        self.lexicon = load_lexicon(self.lang)
        self.vocab = load_vocabulary(self.lang)
        self.gen = CandidateGenerator(self.lang, self.vocab, self.lexicon)
        self.stats = stats
        self.ranker = ranker
        self.meta = meta or {}
        self._type_cache: dict[str, tuple] = {}
        self._decision_cache: dict[tuple[str, str, str], str] = {}
        # Learned from the training data: some annotations (nl) capitalise the sentence-initial word.
        self._cap_first = self.meta.get("first_upper_rate", 0.0) >= 0.9

    @property
    def trained(self) -> bool:
        return self.stats is not None and self.ranker is not None

    # -- inference -----------------------------------------------------------------------------------
    def normalize(self, tokens: Sequence[str]) -> list[str]:
        """One normalization per token (``""`` for tokens merged into the previous one)."""
        return self.normalize_many([tokens])[0]

    def normalize_many(self, sentences: Sequence[Sequence[str]]) -> list[list[str]]:
        """``normalize`` for many token lists; the ranker scores all of their candidates in one call."""
        if not self.trained:
            rule = self._rule
            return [[rule(t) for t in toks] for toks in sentences]
        # Decisions are cached per (previous, token, next, sentence-initial): the features see no more.
        cache = self._decision_cache
        all_groups = []
        mats = []
        for toks in sentences:
            groups = []
            for i, tok in enumerate(toks):
                key = (
                    toks[i - 1].lower() if i else "",
                    tok,
                    toks[i + 1].lower() if i + 1 < len(toks) else "",
                )
                hit = cache.get(key)
                if hit is not None:
                    groups.append(([(hit, 0, "", "")], None, None))
                    continue
                cands, mat = self._token_candidates(toks, i)
                groups.append((cands, mat, key))
                if mat is not None:
                    mats.append(mat)
            all_groups.append(groups)
        scores = self.ranker.score(np.vstack(mats)) if mats else np.empty(0)
        if len(cache) > 500_000:
            cache.clear()
        pos = 0
        out_all = []
        for toks, groups in zip(sentences, all_groups, strict=True):
            out: list[str] = []
            skip = 0
            for cands, mat, key in groups:
                if mat is None:
                    choice = 0
                else:
                    choice = int(np.argmax(scores[pos : pos + len(cands)]))
                    pos += len(cands)
                if key is not None and not any(f & MERGE for _, f, _, _ in cands):
                    cache[key] = cands[choice][0]
                if skip:
                    out.append("")
                    skip -= 1
                    continue
                cand, flags = cands[choice][0], cands[choice][1]
                if flags & MERGE:
                    cand, width = cand.rsplit("\x00", 1)
                    skip = int(width) - 1
                out.append(cand)
            if self._cap_first and out and out[0][:1].islower() and toks[0][:1].isalpha():
                out[0] = out[0][:1].upper() + out[0][1:]
            out_all.append(out)
        return out_all

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

    #: Columns of FEATURES that depend on the token's neighbours (filled per occurrence).
    _CTX = [
        FEATURES.index(f)
        for f in (
            "first",
            "bi_prev",
            "bi_next",
            "lctx_p",
            "lctx_logn",
            "rctx_p",
            "rctx_logn",
            "uni_prev",
            "uni_next",
            "title_c_x_first",
        )
    ]
    _TITLE_C = FEATURES.index("title_c")

    def _token_candidates(self, tokens: Sequence[str], i: int):
        """``(candidates, feature matrix)`` of token ``i``; candidates are ``(text, flags, first word,
        last word)`` and the matrix is ``None`` when the token itself is the only candidate."""
        tok = tokens[i]
        st = self.stats
        merge_keys = []
        if i + 1 < len(tokens) and st.merges and tok.lower() in st.merge_first:
            for width in (2, 3):
                if i + width > len(tokens):
                    break
                mk = " ".join(t.lower() for t in tokens[i : i + width])
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
            return cands, None
        mat = base.copy()
        low = tok.lower()
        prev = tokens[i - 1].lower() if i > 0 else _BOS
        nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else _EOS
        lctx, lctx_n = st.context(f"{prev}\t{low}")
        rctx, rctx_n = st.context(f"{low}\t\t{nxt}")
        l_logn, r_logn = math.log1p(lctx_n), math.log1p(rctx_n)
        uni_prev, uni_next = math.log1p(st.uni(prev)), math.log1p(st.uni(nxt))
        first = float(i == 0)
        bi = st.bi
        log1p = math.log1p
        ctx_rows = []
        title_c = base[:, self._TITLE_C]
        for k, (text, _, w0, w1) in enumerate(cands):
            ctx_rows.append(
                (
                    first,
                    log1p(bi(prev, w0)) if w0 else 0.0,
                    log1p(bi(w1, nxt)) if w1 else 0.0,
                    lctx.get(text, 0) / lctx_n if lctx_n else 0.0,
                    l_logn,
                    rctx.get(text, 0) / rctx_n if rctx_n else 0.0,
                    r_logn,
                    uni_prev,
                    uni_next,
                    first * title_c[k],
                )
            )
        mat[:, self._CTX] = np.array(ctx_rows, dtype=np.float64)
        return cands, mat

    def _type_rows(self, tok: str, merge_keys):
        """Candidates of a token type and their context-free feature rows (context columns left 0)."""
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
            return [(tok, IDENT, "", "")], None
        low = keys[0] if keys else tok.lower()
        n_raw = st.rawn(low)
        ident_c = counts.get(tok, 0)
        zipf = self.vocab.zipf
        z_t = zipf(low)
        digit = float(any(ch.isdigit() for ch in tok))
        title = float(tok[:1].isupper())
        tab_n = math.log1p(n_raw)
        ident_p = ident_c / n_raw if n_raw else 0.0
        n_c = float(len(cands))
        out = []
        rows = []
        for c, flags in cands.items():
            text = c.split("\x00", 1)[0] if flags & MERGE else c
            cnt = counts.get(c, 0)
            cl = text.lower()
            words = cl.split()
            z_c = zipf(cl) if words else 0.0
            d = Levenshtein.distance(low, cl)
            is_id = float(c == tok)
            out.append((c, flags, words[0] if words else "", words[-1] if words else ""))
            title_c = float(text[:1].isupper())
            rows.append(
                [
                    is_id,
                    cnt / n_raw if n_raw else 0.0,
                    math.log1p(cnt),
                    tab_n,
                    ident_p,
                    float(bool(flags & LEX)),
                    float(bool(flags & ELONG)),
                    float(bool(flags & SPELL)),
                    float(bool(flags & SPLIT)),
                    float(bool(flags & ACCENT)),
                    float(bool(flags & MERGE)),
                    z_c,
                    z_t,
                    z_c - z_t,
                    d / max(len(low), len(cl), 1),
                    min(d, 6.0),
                    min(len(low), 15.0),
                    float(len(words) > 1),
                    digit,
                    0.0,
                    0.0,
                    0.0,
                    math.log1p(st.uni(words[0])) if words else 0.0,
                    float(cl == low and c != tok),
                    title,
                    is_id * tab_n,
                    is_id * z_t,
                    n_c,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    float(bool(flags & RULE)),
                    title_c,
                    0.0,
                    title_c * title,
                ]
            )
        return out, np.asarray(rows, dtype=np.float64)

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
            "features": FEATURES,
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
        if doc.get("format") != FORMAT_VERSION or doc.get("features") != FEATURES:
            raise ValueError(f"{d}: model format does not match this version of hrnorm")
        stats = _Stats(
            doc["table"], doc["raw_n"], doc["merges"], doc["bigrams"], doc["unigrams"], doc["context"]
        )
        return cls(doc["lang"], stats, Ranker.load(d / "ranker.npz"), doc.get("meta"))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def train(
    sentences: Sequence[Sequence[tuple[str, str]]],
    lang: str,
    epochs: int = 300,
    hidden: int = 32,
    seed: int = 0,
    log=None,
) -> LexNormModel:
    """Train a model on sentences of ``(raw, gold)`` pairs (MultiLexNorm format)."""
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
    model = LexNormModel(lang, stats, None, meta)
    X, starts, gold_idx = _training_matrix(model, sentences, per_sent)
    ranker = Ranker(X.shape[1], hidden=hidden, seed=seed)
    losses = ranker.fit(X, starts, gold_idx, epochs=epochs)
    if log:
        log(f"ranker: {len(starts)} decisions, {len(X)} candidates, loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    model.ranker = ranker
    model.meta.update({"decisions": len(starts), "candidates": len(X), "final_loss": losses[-1]})
    return model


def _training_matrix(model: LexNormModel, sentences, per_sent):
    """Feature rows of every candidate of every decidable training token (leave-one-sentence-out)."""
    stats = model.stats
    rows: list[np.ndarray] = []
    n_rows = 0
    starts: list[int] = []
    gold_idx: list[int] = []
    for sent, local in zip(sentences, per_sent, strict=True):
        stats.local = local
        toks = [r for r, _ in sent]
        for i, (_, g) in enumerate(sent):
            if g == "":
                continue
            cands, mat = model._token_candidates(toks, i)
            if mat is None:
                continue
            target = None
            for k, (c, flags, _, _) in enumerate(cands):
                text = c.split("\x00", 1)[0] if flags & MERGE else c
                if text == g:
                    target = k
                    break
            if target is None:
                continue
            starts.append(n_rows)
            gold_idx.append(n_rows + target)
            rows.append(mat)
            n_rows += len(mat)
    stats.local = None
    return np.vstack(rows), np.asarray(starts), np.asarray(gold_idx)


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
