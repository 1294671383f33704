"""Rebuild the learned statistics of the script-normalization stage.

    python -m models.script_build                                        # shipped: all the data
    python -m models.script_build --holdout --out build/script-stats-holdout   # benchmarks: dev held out

For each minority language (ckb, kmr, hac, glk, mzn, azb, ks, sd) it reads
``../shared/data/script_normalization_ahmadi2023`` (with ``--holdout`` only its train side, see
``models/script_data.py`` for the split; ``benchmarks/bench_script.py`` scores with that build), counts
words and character 1–5-grams of the cleaned words, prunes rare n-grams, and writes
``normalize/data/script/<lang>.json.gz`` plus ``SHA256SUMS.json`` (verified at load time). Deterministic:
the same input gives byte-identical files.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from pathlib import Path

from models.script_data import SOURCES, WORD_RE, available, train_texts
from normalize import artifacts
from normalize.script.profiles import get_profile
from normalize.script.repair import ORDER, prepare

OUT = Path(__file__).resolve().parents[1] / "normalize" / "data" / "script"
MAX_WORDS = 90_000
MIN_NGRAM_COUNT = 2  # n-grams of order >= 3 seen fewer times are dropped


def build_language(lang: str, holdout: bool = False) -> dict:
    profile = get_profile(lang)
    words: Counter[str] = Counter()
    for text in train_texts(lang, holdout):
        words.update(WORD_RE.findall(prepare(text, profile)))
    words = Counter({w: c for w, c in words.items() if w.replace("\u200c", "")})
    ngrams: Counter[str] = Counter()
    for word, count in words.items():
        padded = "^" + word + "$"
        for n in range(1, ORDER + 1):
            for i in range(len(padded) - n + 1):
                ngrams[padded[i:i + n]] += count
    kept_ngrams = {g: c for g, c in ngrams.items() if len(g) <= 2 or c >= MIN_NGRAM_COUNT}
    kept_words = dict(sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_WORDS])
    return {
        "lang": lang,
        "order": ORDER,
        "source": "script_normalization_ahmadi2023 (" + ("train split, models/script_data.py" if holdout
                                                      else "all of it; dev split included") + ")",
        "n_train_words": sum(words.values()),
        "words": dict(sorted(kept_words.items())),
        "ngrams": dict(sorted(kept_ngrams.items())),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--holdout", action="store_true", help="count the train split only (for benchmarks)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not available():
        print("shared data not found: ../shared/data/script_normalization_ahmadi2023", file=sys.stderr)
        return 1
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    names = []
    for lang in SOURCES:
        stats = build_language(lang, args.holdout)
        raw = json.dumps(stats, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        path = out / f"{lang}.json.gz"
        path.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
        names.append(path.name)
        print(f"{lang}: {len(stats['words'])} words, {len(stats['ngrams'])} n-grams, "
              f"{path.stat().st_size / 1e6:.2f} MB")
    artifacts.write_manifest(out, names)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
