"""Verbalization (written -> spoken): sentence accuracy on the held-out dev split and speed, beside NeMo.

    .venv/bin/python benchmarks/bench_verbalize.py                      # writes benchmarks/results/verbalize.md
    .venv/bin/python benchmarks/bench_verbalize.py --nemo-python none   # without the NeMo peer

Data: the dev side of ../shared/data/sproat_jaitly_en/proteno/train.tsv (crc32 of the sentence % 10 == 0,
models/verbalize_data.py), never read by models/verbalize_build.py. Input: the written tokens joined by
single spaces; reference: the spoken tokens joined. Score: sentence accuracy after lower-casing both
sides, dropping Unicode punctuation characters (P*) and collapsing whitespace.
Per class: accuracy on the sentences that hold at least one token of the class (classes derived from the
token shapes, the data has no class column).
Peer: NVIDIA NeMo text processing (nemo_text_processing + pynini) in its own venv (never a project
dependency), grammars loaded from its cache, run as one process by benchmarks/nemo_verbalize.py.
Speed: both systems warm up on the first 20 dev sentences, then one pass over the rest is timed, one
process each, one after the other. The pipeline figure runs the verbalize stage through Pipeline.run
over the distinct train-side sentences (median of 3 runs, a fresh pipeline each run).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import polars as pl  # noqa: E402

from models.verbalize_data import TRAIN, available, comparable, split, spoken, written  # noqa: E402
from normalize.pipeline import Pipeline, Step  # noqa: E402
from normalize.stages.registry import create_stage  # noqa: E402
from normalize.verbalize import verbalize  # noqa: E402
from normalize.verbalize.context import roman_value  # noqa: E402
from normalize.verbalize.en import MONTHS  # noqa: E402

OUT = ROOT / "benchmarks" / "results" / "verbalize.md"
PEER_SETUP = ("NeMo was installed by hand, outside the project: `python3 -m venv /work/venv-nemo && "
              "/work/venv-nemo/bin/pip install nemo_text_processing==1.2.0` (pulls pynini 2.1.6.post1 from PyPI); "
              "its grammars were built once into /work/venv-nemo/cache (about 3 minutes here) and loaded from there.")
DEV_LOOKS = ("How often dev was looked at: four times, aggregate scores only (after the first table build, and "
             "three runs of this script); rules and tables were fixed on train-side errors, no dev sentence was read.")
NEMO_PYTHON = "/work/venv-nemo/bin/python"
NEMO_CACHE = "/work/venv-nemo/cache"
WARMUP = 20


def token_class(w: str, s: str) -> str | None:
    """A heuristic semiotic class of a gold token that changes (None: unchanged or punctuation)."""
    if s.lower() == w.lower() or not s:
        return None
    if w.lower() in MONTHS or re.fullmatch(r"1\d{3}|20\d{2}", w):
        return "date"
    if re.fullmatch(r"\d+(st|nd|rd|th)", w) or s.startswith("the ") or s.endswith(("th", "first", "second")):
        return "ordinal" if w.isdigit() or w[:1].isdigit() else "roman" if roman_value(w) else "other"
    if w.isdigit():
        return "digits" if " o " in f" {s} " or len(w) > 1 and w[0] == "0" else "cardinal"
    if w == "." and s == "point":
        return "decimal"
    if w in ("-", ":") and s == "to":
        return "range"
    if w.isupper() and roman_value(w):
        return "roman"
    if s.replace(" ", "").replace("'", "") == w.lower().replace("'", ""):
        return "letters"
    if any(c.isalpha() for c in w):
        return "abbreviation"
    return "symbol"


def sentence_classes(sentence) -> set[str]:
    return {c for w, s in sentence if (c := token_class(w, s))}


_NO_SPACE_BEFORE = set(",.;:)!?%]}")
_NO_SPACE_AFTER = set("([{$£€")


def natural(sentence) -> str:
    """The written tokens with natural spacing: "1 . 6" -> "1.6", "$ 5" -> "$5", "word ," -> "word,",
    "( x )" -> "(x)". Decided from the written side only; the reference is unchanged."""
    words = [w for w, _ in sentence]
    out = words[:1]
    for i in range(1, len(words)):
        prev, cur = words[i - 1], words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        glue = (cur in _NO_SPACE_BEFORE or prev in _NO_SPACE_AFTER
                or (prev == "." and i >= 2 and words[i - 2].isdecimal() and cur.isdecimal())
                or (cur == "." and prev.isdecimal() and nxt.isdecimal()))
        out.append(cur if glue else " " + cur)
    return "".join(out)


def run_nemo(python: str, inputs: list[str]) -> tuple[list[str], dict] | None:
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = Path(tmp) / "in.txt", Path(tmp) / "out.txt"
        src.write_text("\n".join(inputs) + "\n", encoding="utf-8")
        cmd = [python, str(ROOT / "benchmarks" / "nemo_verbalize.py"), str(src), str(dst),
               NEMO_CACHE, "--warmup", str(WARMUP)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            print(done.stderr[-2000:], file=sys.stderr)
            return None
        timing = json.loads(done.stdout.strip().splitlines()[-1])
        return dst.read_text(encoding="utf-8").split("\n")[: len(inputs)], timing


def time_ours(inputs: list[str]) -> tuple[list[str], float]:
    outs = [verbalize(s) for s in inputs[:WARMUP]]
    t0 = time.perf_counter()
    outs += [verbalize(s) for s in inputs[WARMUP:]]
    return outs, time.perf_counter() - t0


def pipeline_rows_per_second(texts: list[str], runs: int = 3) -> float:
    frame = pl.DataFrame({"text": texts})
    rates = []
    for _ in range(runs):
        pipe = Pipeline([Step(create_stage("verbalize"), ["text"])], name="verbalize")
        t0 = time.perf_counter()
        out = pipe.run(frame)
        rates.append(out.height / (time.perf_counter() - t0))
    return statistics.median(rates)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nemo-python", default=NEMO_PYTHON, help="python of the NeMo venv, or 'none'")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    if not available():
        print(f"data not found: {TRAIN}", file=sys.stderr)
        return 1
    train, dev = split()
    inputs = [written(s) for s in dev]
    refs = [comparable(spoken(s)) for s in dev]
    classes = [sentence_classes(s) for s in dev]
    load_before = os.getloadavg()

    ours, our_secs = time_ours(inputs)
    naturals = [natural(s) for s in dev]
    systems: dict[str, list[str]] = {"as is": inputs, "hrnorm": ours}
    nat_systems: dict[str, list[str]] = {"as is": naturals, "hrnorm": [verbalize(s) for s in naturals]}
    nemo = None
    if args.nemo_python != "none" and Path(args.nemo_python).exists():
        nemo = run_nemo(args.nemo_python, inputs)
        if nemo is not None:
            systems["NeMo 1.2"] = nemo[0]
        nemo_nat = run_nemo(args.nemo_python, naturals)
        if nemo_nat is not None:
            nat_systems["NeMo 1.2"] = nemo_nat[0]
    rows_per_s = pipeline_rows_per_second([written(s) for s in train])
    load_after = os.getloadavg()

    correct = {name: [comparable(o) == r for o, r in zip(outs, refs, strict=True)] for name, outs in systems.items()}
    counts = Counter(c for cs in classes for c in cs)
    lines = [
        "# Verbalization (issue 17)", "",
        "Command: `.venv/bin/python benchmarks/bench_verbalize.py`  ",
        f"Date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; load average (1/5/15 min) "
        f"{' / '.join(f'{x:.2f}' for x in load_before)} before, {' / '.join(f'{x:.2f}' for x in load_after)} after "
        "(2 cores shared with other developers).", "",
        __doc__.split("\n\n", 2)[2].strip(), "", PEER_SETUP, "", DEV_LOOKS, "",
        f"## Sentence accuracy, dev split ({len(dev)} sentences, Proteno-style tokens)", "",
        "| sentences | n | " + " | ".join(systems) + " |",
        "|---|---|" + "---|" * len(systems),
        f"| all | {len(dev)} | " + " | ".join(f"{sum(c) / len(c):.3f}" for c in correct.values()) + " |",
    ]
    for cls, n in counts.most_common():
        idx = [i for i, cs in enumerate(classes) if cls in cs]
        lines.append(f"| with {cls} | {n} | " + " | ".join(
            f"{sum(correct[name][i] for i in idx) / n:.3f}" for name in systems) + " |")
    nat_correct = {name: [comparable(o) == r for o, r in zip(outs, refs, strict=True)]
                   for name, outs in nat_systems.items()}
    lines += ["", "## The same dev sentences with natural spacing", "",
              "The written tokens re-joined as text is written (`1 . 6` -> `1.6`, `$ 5` -> `$5`, no space before "
              "`,.;:)!?%`, none after `([$`; `natural()` in the script, from the written side only), scored against the "
              "same references. A check that the readers of unsplit forms (`1.6`, `$5`, `9:30`) agree with the "
              "split ones; it is not the Google TN data, which is not in ../shared/data.", "",
              "| sentences | n | " + " | ".join(nat_systems) + " |",
              "|---|---|" + "---|" * len(nat_systems),
              f"| all | {len(dev)} | " + " | ".join(f"{sum(c) / len(c):.3f}" for c in nat_correct.values()) + " |"]
    timed = len(inputs) - WARMUP
    lines += ["", "## Speed", "",
              f"- hrnorm `verbalize()`: {timed} sentences in {our_secs:.2f} s = **{timed / our_secs:,.0f} sentences/s** "
              "(one process, after warm-up)."]
    if nemo is not None:
        t = nemo[1]
        nemo_rate = t["timed_sentences"] / t["timed_seconds"]
        lines += [f"- NeMo 1.2: {t['timed_sentences']} sentences in {t['timed_seconds']:.1f} s = "
                  f"**{nemo_rate:,.1f} sentences/s** (grammars loaded from cache in {t['load_seconds']:.1f} s; "
                  "same niceness as ours)",
                  f"- ratio: **{timed / our_secs / nemo_rate:,.0f}x** NeMo."]
    lines += [f"- `verbalize` stage through `Pipeline.run`: **{rows_per_s:,.0f} rows/s** ({len(train)} distinct "
              "train-side sentences, median of 3).", ""]
    text = "\n".join(lines)
    print(text)
    if not args.no_write:
        OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
