"""A copy of this checkout's ``normalize`` package with the hot attribute modules compiled by Cython, for measuring what
compiling them would save (issue 24; the lead's question after extspeed: structural cuts or compiled modules).

The copy goes to ``--out`` (never into this checkout: a compiled module beside its ``.py`` is imported instead of it, and
would hide every later edit). The modules are compiled as they are written (Cython's pure-Python mode, annotations not
read as C types), so they answer as the Python ones do; modules Cython cannot compile stay Python. Needs Cython and a C
compiler (``pip install cython``; not a project dependency). Then count the copy's instructions:

    python benchmarks/compile_attributes.py --out /tmp/hrnorm-compiled
    python benchmarks/cg_extract.py --tree /tmp/hrnorm-compiled

extspeed2 (eada1e7e): 1,233,553 -> 1,143,379 instructions a text of extract (-7.3%), outputs identical, yet a lower
throughput (``bench_attributes.py --versus``: the Python tree 1.07x the compiled copy's texts per CPU-second;
benchmarks/results/attributes.md, extspeed2's notes).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The modules extract spends its time in (extspeed2's callgrind blocks: places scan, tokens, triggers, facets, market
# votes, contacts). Cython 3.3 rejects salary.py, facets/employment.py and facets/work_mode.py (a starred generator in a
# list display: "[lo, *(m.end() for m in ...)]"), which stay Python here.
HOT = ("places.py", "text.py", "triggers.py", "market_inference.py", "extraction.py", "contacts.py", "gazetteer.py",
       "dates.py", "keyvalues.py", "salary_ranges.py", "money.py", "currencies.py", "facets/common.py",
       "facets/education.py", "facets/experience.py", "facets/seniority.py", "facets/languages.py")

_SETUP = """
import sys
from setuptools import setup
from Cython.Build import cythonize
setup(ext_modules=cythonize(sys.argv[1:], language_level=3, quiet=True,
                            compiler_directives={"annotation_typing": False, "binding": True}),
      script_args=["build_ext", "--inplace", "-j", "2"])
"""


def compile_copy(out: Path, modules: tuple[str, ...] = HOT) -> list[Path]:
    """Copy ``normalize`` to ``out`` and compile ``modules`` (paths under ``normalize/attributes``) there; the compiled
    modules' files."""
    if out.resolve() == ROOT or ROOT in out.resolve().parents:
        raise SystemExit("--out must lie outside this checkout")
    shutil.rmtree(out / "normalize", ignore_errors=True)
    shutil.copytree(ROOT / "normalize", out / "normalize", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
    (out / "setup_compiled.py").write_text(_SETUP)
    sources = [f"normalize/attributes/{m}" for m in modules]
    env = {**os.environ, "CFLAGS": os.environ.get("CFLAGS", "-O1 -g0")}  # (-O3 -g takes ~10x longer for the same code)
    subprocess.run([sys.executable, "setup_compiled.py", *sources], cwd=out, env=env, check=True, stdout=subprocess.DEVNULL)
    return sorted((out / "normalize").rglob("*.so"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True, help="where the compiled copy goes (outside this checkout)")
    ap.add_argument("--modules", nargs="*", default=HOT, help="paths under normalize/attributes (default: the hot ones)")
    args = ap.parse_args()
    built = compile_copy(args.out, tuple(args.modules))
    print(f"{len(built)} modules compiled in {args.out}: python benchmarks/cg_extract.py --tree {args.out}")


if __name__ == "__main__":
    main()
