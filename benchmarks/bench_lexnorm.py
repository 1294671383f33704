"""Lexical normalization benchmark (MultiLexNorm dev sets): ERR and speed, next to the MFR baseline.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_lexnorm.py [--langs en de nl iden] [--runs 5]

For each language: ERR (the task's metric) of leave-as-is (0 by definition), the most-frequent-replacement
baseline (MFR, trained on train), the bundled lexicons without training, and the trained model
(the bundled one in normalize/data/lexnorm/models/<lang>, rebuilt by models/lexnorm_build.py).
Speed: tokens per second of normalization over all raw sentences of train + dev (as they occur), for our
model and for MFR run side by side on the same input; "cold" = the first pass of a freshly loaded model
(empty per-type and per-context caches; the spelling/accent indexes, built once per process, are built
beforehand and their build time is reported in the last column), "warm" = the median of ``--runs``
repeated passes (every decision cached). A last line times the CLI
(`hrnorm lexnorm ... --format multilexnorm`) end to end, process start and model load included.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from normalize.lexnorm.evaluate import MFR, evaluate_sentences  # noqa: E402
from normalize.lexnorm.io import read_multilexnorm  # noqa: E402
from normalize.lexnorm.model import LexNormModel, bundled_model_dir, train  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "multilexnorm"


def timed(fn, *args):
    t = time.perf_counter()
    res = fn(*args)
    return res, time.perf_counter() - t


def run_mfr(mfr: MFR, raws: list[list[str]]) -> list[list[str]]:
    return [mfr.predict(r) for r in raws]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--langs", nargs="*", default=["en", "de", "nl", "iden"])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args()
    print(
        "| lang | dev tokens | MFR ERR | lexicons only ERR | trained ERR | speed tokens | ours cold tok/s "
        "| ours warm tok/s | MFR tok/s | load + index build s |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in args.langs:
        tr = read_multilexnorm(args.data / lang / "train.norm")
        dev = read_multilexnorm(args.data / lang / "dev.norm")
        raws = [[r for r, _ in s] for s in dev]
        n = sum(map(len, raws))
        mfr = MFR().fit(tr)
        mfr_pred = [mfr.predict(r) for r in raws]
        mfr_err = evaluate_sentences(dev, mfr_pred)["err"]
        lex = LexNormModel(lang)
        lex_err = evaluate_sentences(dev, lex.normalize_many(raws))["err"]
        d = bundled_model_dir(lang)
        model, load_s = timed(LexNormModel.load, d) if d else timed(train, tr, lang)
        _, index_s = timed(lambda m: (m.gen.spell, m.gen.accent), model)
        pred = model.normalize_many(raws)
        ours_err = evaluate_sentences(dev, pred)["err"]
        # Speed input: every raw sentence of train + dev (all tokens, repeats as they occur in the data).
        speed_raws = [[r for r, _ in s] for s in tr] + raws
        n_speed = sum(map(len, speed_raws))
        fresh = LexNormModel.load(d) if d else model
        fresh.gen = model.gen  # share the built indexes: "cold" = empty type/decision caches only
        _, cold = timed(fresh.normalize_many, speed_raws)
        warm = [timed(fresh.normalize_many, speed_raws)[1] for _ in range(args.runs)]
        mfr_times = [timed(run_mfr, mfr, speed_raws)[1] for _ in range(args.runs)]
        print(
            f"| {lang} | {n} | {mfr_err:.2f} | {lex_err:.2f} | {ours_err:.2f} | {n_speed} | {n_speed / cold:,.0f} | "
            f"{n_speed / statistics.median(warm):,.0f} | {n_speed / statistics.median(mfr_times):,.0f} | "
            f"{load_s:.2f} + {index_s:.2f} |",
            flush=True,
        )
    lang = args.langs[0]
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [
            sys.executable,
            "-c",
            "from normalize.cli import main; main()",
            "lexnorm",
            str(args.data / lang / "dev.norm"),
            "-o",
            str(Path(tmp) / "out.norm"),
            "--lang",
            lang,
            "--format",
            "multilexnorm",
        ]
        t = time.perf_counter()
        res = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        wall = time.perf_counter() - t
        print(
            f"\nCLI `hrnorm lexnorm {lang}/dev.norm --format multilexnorm`: exit {res.returncode}, "
            f"{wall:.2f} s wall; its report: {res.stderr.strip()}"
        )


if __name__ == "__main__":
    main()
