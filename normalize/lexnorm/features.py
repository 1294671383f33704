"""The ranker's features: their names, the named feature sets, and the vectorized feature matrix.

``feature_matrix`` turns the raw per-candidate, per-type and context counts gathered by the model into one
row per candidate (columns = ``FEATURES``); a model's ranker reads a subset of the columns (``CORE_FEATURES``
or all of them), listed in its model.json.
"""

from __future__ import annotations

import math

import numpy as np

from normalize.lexnorm.candidates import ACCENT, ELONG, LEX, MERGE, RULE, SKEL, SPELL, SPLIT

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
COLUMN = {name: k for k, name in enumerate(FEATURES)}
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


def feature_matrix(
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
        X[:, COLUMN[name]] = values
    return X



def inner_bigrams(bi, words: list[str], log: bool = True) -> float:
    """Mean (log) count of the word pairs inside a multi-word candidate ("shout out" from "shoutout"):
    evidence that a split or expansion is a usual phrase. ``bi(a, b)`` gives a pair's count, or its log
    count with ``log=False``."""
    if len(words) < 2:
        return 0.0
    pairs = zip(words, words[1:], strict=False)
    total = sum(math.log1p(bi(a, b)) for a, b in pairs) if log else sum(bi(a, b) for a, b in pairs)
    return total / (len(words) - 1)

