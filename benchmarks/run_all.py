"""Run every benchmark (``make bench``) and rebuild benchmarks/RESULTS.md from benchmarks/results/*.md.

    python benchmarks/run_all.py            # run all, then collect
    python benchmarks/run_all.py --run      # only run the benchmarks (``make bench`` collects after it)
    python benchmarks/run_all.py --collect  # only rebuild RESULTS.md from the per-area result files

Each area's script writes its own ``results/<area>.md`` with the command that produced it (the scripts
without a whole-file report of their own put a section there through ``results_file.write_section``);
RESULTS.md is their concatenation in a fixed order, so figures always travel with their commands.

Not run here, on purpose: the scripts that score a held-out test split (``bench_location.py``,
``bench_salary_real.py`` and ``bench_postings.py`` with ``--split test``, ``bench_title_calibration.py``,
``bench_title_description.py``) are run by hand for final figures, so that ``make bench`` never looks at a
test split; each writes its own results file when it runs. ``bench_memory.py`` (peak RSS on inputs up to
3.5 GB) is run by hand too: it takes hours on a shared 2-core machine. So is ``bench_rerank.py`` (the
all-mpnet-base-v2 re-ranker experiment): it needs the model's wheels and the ``train`` extra.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORDER = ["foundation", "titles", "matching", "attributes", "lexnorm", "script", "verbalize", "etl", "hostile", "trust",
         "memory", "exports", "startup", "spark"]
SCRIPTS = [
    "bench_foundation.py",
    "bench_titles.py",
    "bench_skills.py",
    "bench_ads_speed.py",
    "bench_titles_pipeline.py",
    "bench_title_cascade.py",
    "bench_attributes.py",
    "bench_lexnorm.py",
    "bench_script.py",
    "bench_verbalize.py",
    "bench_etl.py",
    "bench_hostile.py",
    "bench_trust.py",
    "bench_exports.py",
    "bench_spark.py",
]
HEADER = """# Benchmark results

Machines: 2 cores, 24 GB, shared and noisy; figures are medians and ratios against a peer run side by side
on the same input. Each section names the command that produced it; `make bench` reruns them all
(`python benchmarks/run_all.py`), `python benchmarks/run_all.py --collect` rebuilds this file from
`benchmarks/results/*.md`.
"""


def collect() -> str:
    parts = [HEADER]
    files = {p.stem: p for p in (HERE / "results").glob("*.md")}
    for name in ORDER + sorted(set(files) - set(ORDER)):
        if name in files:
            text = files[name].read_text().strip()
            if text.startswith("# "):  # an area's title becomes a section of this page
                text = re.sub(r"^(#+) ", r"#\1 ", text, flags=re.MULTILINE)
            parts.append(text + "\n")
    text = "\n".join(parts)
    (HERE / "RESULTS.md").write_text(text)
    return text


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--collect", action="store_true", help="only rebuild RESULTS.md")
    parser.add_argument("--run", action="store_true", help="only run the benchmarks")
    args = parser.parse_args()
    failed = []
    if not args.collect:
        for script in SCRIPTS:
            path = HERE / script
            if path.exists():
                print(f"== {script}", flush=True)
                if subprocess.run([sys.executable, str(path)]).returncode:
                    failed.append(script)
    if not args.run:
        collect()
    if failed:
        raise SystemExit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
