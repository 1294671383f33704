"""Rebuild the learned statistics of the script-normalization stage.

    python -m models.script_build

For each minority language (ckb, kmr, hac, glk, mzn, azb, ks, sd) it reads the train side of
``../shared/data/script_normalization_ahmadi2023`` (see ``models/script_data.py`` for the split), counts
words and character 1–5-grams of the cleaned words, prunes rare n-grams, and writes
``normalize/data/script/<lang>.json.gz`` plus ``SHA256SUMS.json`` (verified at load time). Deterministic:
the same input gives byte-identical files.
"""

from __future__ import annotations

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


def build_language(lang: str) -> dict:
    profile = get_profile(lang)
    words: Counter[str] = Counter()
    for text in train_texts(lang):
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
        "source": "script_normalization_ahmadi2023 (train split, models/script_data.py)",
        "n_train_words": sum(words.values()),
        "words": dict(sorted(kept_words.items())),
        "ngrams": dict(sorted(kept_ngrams.items())),
    }


def main() -> int:
    if not available():
        print("shared data not found: ../shared/data/script_normalization_ahmadi2023", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    names = []
    for lang in SOURCES:
        stats = build_language(lang)
        raw = json.dumps(stats, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        path = OUT / f"{lang}.json.gz"
        path.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
        names.append(path.name)
        print(f"{lang}: {len(stats['words'])} words, {len(stats['ngrams'])} n-grams, "
              f"{path.stat().st_size / 1e6:.2f} MB")
    artifacts.write_manifest(OUT, names)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
