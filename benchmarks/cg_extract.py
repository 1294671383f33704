"""Instructions a text of ``extract`` on the speed bench's texts, counted by callgrind (issue 24; deterministic, whatever
the machine's load, unlike the throughput of ``bench_attributes.py``).

The code of ``tree`` (this checkout by default; a ``git archive`` of another commit to compare) reads the bench's
warm-up texts and its first run (940 texts) with callgrind's instrumentation off, then counts the second run alone:
instrumentation is switched on (``callgrind_control -i on``) and callgrind dumps a part before each ``os.getppid`` call
that brackets the run, so the run's part holds its instructions and nothing else. Needs valgrind.

    python benchmarks/cg_extract.py                    # this tree
    python benchmarks/cg_extract.py --tree /tmp/base   # another commit's code, with this checkout's texts
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _child(tree: str, n: int) -> None:
    """Run inside valgrind: the warm-up and run 1 uncounted, then run 2's first ``n`` texts between two markers."""
    sys.path.insert(0, tree)
    from normalize.attributes import extract

    sys.path.insert(1, str(ROOT / "benchmarks"))
    import bench_attributes as bench

    texts = bench._texts_300()
    part = len(texts) // 3
    for text in (*bench.WARM_TEXTS, *texts[:part]):
        extract(text)
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], stdout=subprocess.DEVNULL, check=True)
    os.getppid()  # (marker: callgrind dumps the part before it, the switch's own instructions)
    for text in texts[part : part + n]:
        extract(text)
    os.getppid()


def count(tree: Path, n: int = 940) -> int:
    """Instructions a text of ``extract`` over the first ``n`` texts of the bench's second run, for the code in ``tree``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cg.out"
        env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}
        subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no", "--dump-before=os_getppid",
                        f"--callgrind-out-file={out}", sys.executable, __file__, "--child", str(tree), str(n)],
                       env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        totals = [line for line in Path(f"{out}.2").read_text().splitlines() if line.startswith(("summary:", "totals:"))]
    return int(totals[0].split()[1]) // n


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        _child(sys.argv[2], int(sys.argv[3]))
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--tree", type=Path, default=ROOT, help="the code to count (a checkout or a git archive)")
    ap.add_argument("--texts", type=int, default=940, help="texts of the second run counted")
    args = ap.parse_args()
    print(f"{args.tree}: {count(args.tree.resolve(), args.texts):,} instructions a text of extract "
          f"(bench run 2, first {args.texts} texts)")


if __name__ == "__main__":
    main()
