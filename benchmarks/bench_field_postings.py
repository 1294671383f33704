"""Posting-level check of the six FIELDS on whole real postings in no other gold (issue 24 item 4, fields17).

``gold/real/field_postings.jsonl`` holds, per posting, the value of each field read from the whole posting by
RUNNING_TEXT_RULES.md before the program's output was seen (references only: id, sha of the posting text, values,
a ``round``). Postings are drawn from the dev hash, outside every gold file, stratified over sources and weighted
toward postings with a work-mode or employment-type phrase (the weakest fields); ``--draw`` prints the draw of a
round (ids only) so it can be read. Scored as ``bench_running_text`` scores fields (a scalar is right when it is one
of the accepted values; languages as sets of codes), micro-F1 over the six fields.

    python benchmarks/bench_field_postings.py [--round fields17a] [--errors] [--base /tmp/fields17-base]
    python benchmarks/bench_field_postings.py --draw 40 --seed 20261217   # a new round's ids (read them first)

``--base DIR`` scores the ``normalize`` package under DIR (e.g. ``git archive main normalize``) instead of this tree's.
"""

from __future__ import annotations

import argparse
import importlib
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _draw(n: int, seed: int, exclude: set[str]) -> list[str]:
    """``n`` dev postings outside every gold file: a source round-robin, 2 of 4 with a mode phrase, 1 with a type."""
    import real_gold
    from census_fields import MODE, TYPE

    corpus = real_gold.load_corpus()
    gold_ids = set(exclude)
    for path in real_gold.GOLD_DIR.glob("*.jsonl"):
        gold_ids |= {item["id"] for item in real_gold.read_gold(path.stem) if "id" in item}
    by_source: dict[str, list[str]] = defaultdict(list)
    for pid, row in sorted(corpus.items()):
        text = real_gold.posting_text(row)
        # long postings are left out so that each can be read whole in one sitting
        if pid not in gold_ids and real_gold.split_of(pid) == "dev" and 300 < len(text) < 6000:
            by_source[row["source"].split(":")[0]].append(pid)
    rng = random.Random(seed)
    sources = sorted(by_source)
    rng.shuffle(sources)
    wants = [MODE, MODE, TYPE, None]
    picked: list[str] = []
    k = 0
    while len(picked) < n:
        for src in sources:
            if len(picked) >= n:
                break
            want = wants[k % len(wants)]
            pool = [p for p in by_source[src] if p not in picked
                    and (want is None or want.search(real_gold.posting_text(corpus[p])))]
            if pool:
                picked.append(rng.choice(pool))
                k += 1
    return picked


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", help="only one reading round (fields17a, fields17b)")
    ap.add_argument("--errors", action="store_true", help="print every field miss")
    ap.add_argument("--base", type=Path, help="score the normalize package under this directory")
    ap.add_argument("--draw", type=int, help="print the ids of a new round's draw instead of scoring")
    ap.add_argument("--seed", type=int, default=20261217)
    ap.add_argument("--exclude", type=Path, help="a jsonl of ids also left out of the draw (e.g. a gold in progress)")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    if args.base:
        sys.path.insert(0, str(args.base.resolve()))
    # imported first, so that the modules below (which put this tree first on the path) reuse it
    attributes = importlib.import_module("normalize.attributes")
    import real_gold
    from bench_postings import _prf
    from bench_running_text import SCALARS, score_fields

    if args.draw:
        exclude = set()
        if args.exclude:
            exclude = set(re.findall(r'"id": "([^"]+)"', args.exclude.read_text(encoding="utf-8")))
        print("\n".join(_draw(args.draw, args.seed, exclude)))
        return
    extract = attributes.extract
    print(f"normalize from {Path(attributes.__file__).parents[1]}", file=sys.stderr)
    heads = real_gold.read_gold("field_postings")
    if args.round:
        heads = [h for h in heads if h["round"] == args.round]
    corpus = real_gold.load_corpus({h["id"] for h in heads})
    totals = {f: [0, 0, 0] for f in (*SCALARS, "languages")}
    misses = []
    for head in heads:
        real_gold.resolve(head, corpus)
        text = real_gold.posting_text(corpus[head["id"]])
        post = {"head": head, "text": text, "email": [], "phone": []}
        res, errors = score_fields(extract(text, head["market"]), post)
        for f, c in res["counts"].items():
            totals[f] = [a + b for a, b in zip(totals[f], c, strict=True)]
        misses += [(head["id"], *e) for e in errors]
    print(f"{len(heads)} postings" + (f" (round {args.round})" if args.round else ""))
    print("| field | tp | fp | fn | F1 |\n| --- | ---: | ---: | ---: | ---: |")
    for f, (tp, fp, fn) in totals.items():
        print(f"| {f} | {tp} | {fp} | {fn} | {_prf(tp, fp, fn)[2]:.3f} |")
    tp, fp, fn = (sum(c[i] for c in totals.values()) for i in range(3))
    print(f"| micro | {tp} | {fp} | {fn} | {_prf(tp, fp, fn)[2]:.3f} |")
    if args.errors:
        for pid, f, shown, gold in misses:
            print(f"- {pid} {f}: gold {gold} got {shown}")


if __name__ == "__main__":
    main()
