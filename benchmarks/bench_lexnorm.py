"""Lexical normalization benchmark (MultiLexNorm dev sets): ERR and speed, next to the MFR baseline.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_lexnorm.py [--langs en de nl iden] [--runs 5]

For each language: ERR (the task's metric) of leave-as-is (0 by definition), the most-frequent-replacement
baseline (MFR, trained on train), the bundled lexicons without training, and the trained model
(the bundled one in normalize/data/lexnorm/models/<lang>, rebuilt by models/lexnorm_build.py).
Speed: tokens per second of normalization over all raw sentences of train + dev (as they occur), for our
model and for MFR run side by side on the same input; "cold" = the first pass of a freshly loaded model
(empty per-type and per-context caches; the spelling/accent indexes, built once per process, are built
beforehand and their build time is reported in the last column), "warm" = the median of ``--runs``
repeated passes (every decision cached). The last table times the CLI
(`hrnorm lexnorm FILE --format multilexnorm -j 1|2`) end to end on train + dev of each language, one new
process per run (cold caches): wall time, its one-time load (process start, model, indexes), and tokens/s
with and without that load, next to MFR doing the same read/normalize/write/score on the same file.
Both tables are written to benchmarks/results/lexnorm.md (a section each, with the command and the date).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from results_file import Report, write_section  # noqa: E402

from normalize.lexnorm.evaluate import MFR, evaluate_sentences  # noqa: E402
from normalize.lexnorm.io import read_multilexnorm, write_multilexnorm  # noqa: E402
from normalize.lexnorm.model import LexNormModel  # noqa: E402
from normalize.lexnorm.storage import bundled_model_dir, read_model  # noqa: E402
from normalize.lexnorm.training import train  # noqa: E402

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
    ap.add_argument(
        "--cli-runs", type=int, default=3, help="CLI processes per setting (0: skip the CLI table)"
    )
    ap.add_argument("--cli-only", action="store_true", help="only the CLI speed table")
    args = ap.parse_args()
    if args.cli_only:
        cli_speed(args)
        return
    out = Report()
    out(
        "| lang | dev tokens | MFR ERR | lexicons only ERR | trained ERR | speed tokens | ours cold tok/s "
        "| ours warm tok/s | MFR tok/s | load + index build s |"
    )
    out("|---|---|---|---|---|---|---|---|---|---|")
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
        model, load_s = timed(read_model, d) if d else timed(train, tr, lang)
        _, index_s = timed(lambda m: m.gen.build_indexes(), model)
        pred = model.normalize_many(raws)
        ours_err = evaluate_sentences(dev, pred)["err"]
        # Speed input: every raw sentence of train + dev (all tokens, repeats as they occur in the data).
        speed_raws = [[r for r, _ in s] for s in tr] + raws
        n_speed = sum(map(len, speed_raws))
        fresh = read_model(d) if d else model
        fresh.gen = model.gen  # share the built indexes: "cold" = empty type/decision caches only
        _, cold = timed(fresh.normalize_many, speed_raws)
        warm = [timed(fresh.normalize_many, speed_raws)[1] for _ in range(args.runs)]
        mfr_times = [timed(run_mfr, mfr, speed_raws)[1] for _ in range(args.runs)]
        out(
            f"| {lang} | {n} | {mfr_err:.2f} | {lex_err:.2f} | {ours_err:.2f} | {n_speed} | {n_speed / cold:,.0f} | "
            f"{n_speed / statistics.median(warm):,.0f} | {n_speed / statistics.median(mfr_times):,.0f} | "
            f"{load_s:.2f} + {index_s:.2f} |"
        )
    write_section("lexnorm", "ERR on dev and speed beside MFR (bench_lexnorm.py)", out)
    if args.cli_runs:
        cli_speed(args)


def _cli_once(path: Path, out: Path, lang: str, workers: int) -> tuple[float, float, int, float, float]:
    """One `hrnorm lexnorm` process on ``path``: (wall s, normalization s as the CLI reports it, tokens,
    CPU s of the main process and of the worker processes during normalization)."""
    cmd = [
        sys.executable,
        "-c",
        "from normalize.cli import main; main()",
        "lexnorm",
        str(path),
        "-o",
        str(out),
    ]
    cmd += ["--lang", lang, "--format", "multilexnorm", "-j", str(workers)]
    t = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=True)
    wall = time.perf_counter() - t
    m = re.search(
        r"(\d+) tokens in ([\d.]+) s .* CPU ([\d.]+) s in this process, ([\d.]+) s in worker", res.stderr
    )
    return wall, float(m.group(2)), int(m.group(1)), float(m.group(3)), float(m.group(4))


def _mfr_once(path: Path, out: Path, mfr: MFR) -> float:
    """MFR doing what the CLI does after its load: read, normalize, write, score."""
    t = time.perf_counter()
    sents = read_multilexnorm(path)
    raws = [[r for r, _ in s] for s in sents]
    preds = [mfr.predict(r) for r in raws]
    write_multilexnorm(out, zip(raws, preds, strict=True))
    evaluate_sentences(sents, preds)
    return time.perf_counter() - t


def cli_speed(args) -> None:
    """`hrnorm lexnorm` end to end, each run a new process (cold caches), on all raw sentences of train +
    dev of a language, with 1 and 2 worker processes; MFR (fitted on train) on the same file."""
    out = Report()
    out(
        "| lang | tokens | workers | CLI wall s (median) | of which load s | normalization s | "
        "tokens/s excl. load | tokens/s incl. load | CPU s main + workers | tokens/s if the cores were free | "
        "MFR tokens/s | load average |"
    )
    out("|---|---|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.langs:
            path = Path(tmp) / f"{lang}.norm"
            path.write_text(
                "".join(
                    (args.data / lang / f"{split}.norm").read_text("utf-8") for split in ("train", "dev")
                ),
                "utf-8",
            )
            mfr = MFR().fit(read_multilexnorm(args.data / lang / "train.norm"))
            mfr_s = statistics.median(
                _mfr_once(path, Path(tmp) / "mfr.norm", mfr) for _ in range(args.cli_runs)
            )
            for workers in (1, 2):
                runs = [_cli_once(path, Path(tmp) / "out.norm", lang, workers) for _ in range(args.cli_runs)]
                wall = statistics.median(r[0] for r in runs)
                norm = statistics.median(r[1] for r in runs)
                n = runs[0][2]
                main_cpu = statistics.median(r[3] for r in runs)
                work_cpu = statistics.median(r[4] for r in runs)
                # With free cores the run would take as long as its busiest process (CPU time).
                free = n / max(main_cpu, work_cpu)
                load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
                out(
                    f"| {lang} | {n} | {workers} | {wall:.2f} | {wall - norm:.2f} | {norm:.2f} | {n / norm:,.0f} | "
                    f"{n / wall:,.0f} | {main_cpu:.2f} + {work_cpu:.2f} | {free:,.0f} | {n / mfr_s:,.0f} | {load} |"
                )
    write_section("lexnorm", "`hrnorm lexnorm` end to end, one process per run (bench_lexnorm.py)", out)


if __name__ == "__main__":
    main()
