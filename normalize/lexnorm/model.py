"""The lexical normalization model at inference: candidate generation + learned statistics + ranker.

``LexNormModel.normalize_many(sentences)`` decides every token: the candidates of a token type come from
:mod:`normalize.lexnorm.candidates` and the learned tables (:mod:`normalize.lexnorm.stats`), their features
from :mod:`normalize.lexnorm.features`, and the ranker scores the candidates of a block of sentences in one
matrix product. Training is in :mod:`normalize.lexnorm.training`, reading and writing model directories in
:mod:`normalize.lexnorm.storage`.

Without a trained model (``LexNormModel(lang)``) the bundled lexicon and elongation collapsing are applied
with conservative rules, which never change protected tokens or numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from rapidfuzz.distance import Levenshtein

from normalize.lexnorm.candidates import (
    _RUN_RE,
    IDENT,
    MERGE,
    TABLE,
    CandidateGenerator,
    elongation_variants,
    transfer_case,
)
from normalize.lexnorm.features import COLUMN, FEATURES, feature_matrix, inner_bigrams
from normalize.lexnorm.lexicons import check_lang, clean_web, load_lexicon, load_vocabulary, load_web_bigrams
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.stats import BOS, EOS, Stats, usual_norm
from normalize.lexnorm.tokenizer import detokenize, is_number, is_protected, tokenize_with_gaps

#: Inputs smaller than this are normalized in one process even when more workers are allowed.
PARALLEL_MIN_TOKENS = 10_000
_BLOCK = 50_000  # candidate rows scored per matrix product
_NONE: dict[str, int] = {}


class LexNormModel:
    """Normalizes token lists. ``LexNormModel(lang)`` alone uses the bundled lexicon only."""

    def __init__(
        self,
        lang: str,
        stats: Stats | None = None,
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
        self._columns = None if self.features == FEATURES else np.array([COLUMN[f] for f in self.features])
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

    def normalize_texts(self, texts: Sequence[str], workers: int = 1) -> list[str]:
        """Each text normalized line by line (a line is a sentence), with its own spacing and punctuation
        attachment kept; all lines of all texts are decided in one ``normalize_many`` call."""
        lines = [line for text in texts for line in text.split("\n")]
        split = [tokenize_with_gaps(line) for line in lines]
        normed = self.normalize_many([tokens for tokens, _ in split], workers=workers)  # one per line, empty too
        out_lines = iter([detokenize(norm, gaps) if tokens else line
                          for line, (tokens, gaps), norm in zip(lines, split, normed, strict=True)])
        return ["\n".join(next(out_lines) for _ in range(text.count("\n") + 1)) for text in texts]

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
                self.ranker.score(self._select(feature_matrix(bases, tok_ctx, cand_ctx))) if bases else np.empty(0)
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
                self._usual = {r: u for r in st.table if (u := usual_norm(st.table[r], r)) != r}
            norm = self._usual.get(low)
            if norm is None:
                return low
        else:  # training: leave-one-sentence-out counts
            norm = usual_norm(st.tab(low), low)
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
        prev = lows[i - 1] if i > 0 else BOS
        nxt = lows[i + 1] if i + 1 < len(tokens) else EOS
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
                    inner_bigrams(st.bi, words),
                    inner_bigrams(web_pair, words, log=False) if web_pair else 0.0,
                )
            )
        return out, (cand_raw, type_raw)


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
