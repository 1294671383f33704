"""Peer for bench_verbalize.py: NVIDIA NeMo text processing over a file of sentences, run in its own venv.

    /work/venv-nemo/bin/python benchmarks/nemo_verbalize.py IN.txt OUT.txt CACHE_DIR [--warmup N]

Writes one normalized line per input line and prints JSON timings: grammar load, and the seconds spent
on the sentences after the first N (the warm-up). Not a project module: it imports only NeMo.
"""

from __future__ import annotations

import json
import sys
import time


def main() -> None:
    src, dst, cache = sys.argv[1:4]
    warmup = int(sys.argv[sys.argv.index("--warmup") + 1]) if "--warmup" in sys.argv else 20
    t0 = time.perf_counter()
    from nemo_text_processing.text_normalization.normalize import Normalizer

    normalizer = Normalizer(input_case="cased", lang="en", cache_dir=cache, overwrite_cache=False)
    load = time.perf_counter() - t0
    with open(src, encoding="utf-8") as fh:
        lines = fh.read().split("\n")[:-1]
    out = []
    for line in lines[:warmup]:
        out.append(normalizer.normalize(line, punct_post_process=True))
    t1 = time.perf_counter()
    for line in lines[warmup:]:
        out.append(normalizer.normalize(line, punct_post_process=True))
    timed = time.perf_counter() - t1
    with open(dst, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    print(json.dumps({"load_seconds": load, "timed_sentences": len(lines) - warmup, "timed_seconds": timed}))


if __name__ == "__main__":
    main()
