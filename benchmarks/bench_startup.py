"""First run and start-up (issue 25): a light command's start-up, the first cache builds, and ``hrnorm
verbalize`` on a 200-line file end to end beside NeMo; each beside a peer checkout run interleaved.

    .venv/bin/python benchmarks/bench_startup.py --peer /tmp/prev [--tree /tmp/new] [--rounds 7]
        [--nemo-python PY --nemo-cache DIR]

``--peer`` is another checkout's source tree (e.g. ``git archive main | tar -x -C /tmp/prev``) run with this
venv through ``PYTHONPATH``, so both sides share every installed package. Start-up is the wall and CPU time
of a whole process on a one-row input (import to first row and exit); *cold* is a process whose project
modules have no bytecode (as every run here: PYTHONDONTWRITEBYTECODE=1 is set), *warm* one whose bytecode
is cached (PYTHONPYCACHEPREFIX, filled by a first run). Medians over the rounds, peer and this tree
alternating. The 200-line file: the first 200 dev sentences of bench_verbalize's split in natural writing.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from results_file import Report, write_section  # noqa: E402

SPEC = 'name = "u"\n[[stages]]\nstage = "unicode"\ncolumns = ["title"]\n'


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the child, exit code). Run from a neutral folder: ``python -m`` and
    ``-c`` put the working directory first on sys.path, which would shadow the tree under test."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir())
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.returncode


def environment(tree: Path, pyc: Path | None) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(tree), HRNORM_QUIET="1")
    env.pop("PYTHONPYCACHEPREFIX", None)
    if pyc is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pyc)
    return env


def median_pair(samples: list[tuple[float, float, int]]) -> str:
    walls, cpus = [s[0] for s in samples], [s[1] for s in samples]
    return f"{statistics.median(walls):.2f} / {statistics.median(cpus):.2f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", type=Path, required=True, help="source tree of the peer checkout")
    ap.add_argument("--peer-name", default="main")
    ap.add_argument("--tree", type=Path, default=ROOT, help="source tree measured (default: this checkout; a "
                    "snapshot such as `git archive HEAD | tar -x -C /tmp/new` lets you edit while it runs)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--nemo-python", default="", help="python of a NeMo venv (benchmarks/nemo_verbalize.py)")
    ap.add_argument("--nemo-cache", default="", help="its grammar cache folder")
    ap.add_argument("--gazetteer-rounds", type=int, default=3)
    args = ap.parse_args()
    python = sys.executable
    report = Report()
    trees = {args.peer_name: args.peer.resolve(), "this branch": args.tree.resolve()}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "one.txt").write_text("Call 020 7946 0958 at 9:30am on May 12, 2024.\n")
        (work / "one.csv").write_text("title\nSr. Data Analyst\n")
        (work / "spec.toml").write_text(SPEC)
        commands = {
            "`hrnorm --version`": ["--version"],
            "`hrnorm verbalize one.txt -o -`": ["verbalize", str(work / "one.txt"), "-o", "-"],
            "`hrnorm run unicode.toml one.csv -o -`": ["run", str(work / "spec.toml"), str(work / "one.csv"), "-o", "-"],
            "`hrnorm salary '45.000 - 55.000 € brutto p.a.'`": ["salary", "45.000 - 55.000 € brutto p.a."],
        }
        pycs = {name: work / f"pyc-{i}" for i, name in enumerate(trees)}
        for name, tree in trees.items():  # fill the warm bytecode caches
            for argv in commands.values():
                timed([python, "-m", "normalize.cli", *argv], environment(tree, pycs[name]))
        samples: dict[tuple[str, str, str], list] = {}
        for _ in range(args.rounds):
            for label, argv in commands.items():
                for state in ("cold", "warm"):
                    for name, tree in trees.items():
                        env = environment(tree, pycs[name] if state == "warm" else None)
                        samples.setdefault((label, state, name), []).append(
                            timed([python, "-m", "normalize.cli", *argv], env))
        load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
        report(f"Start-up, one process per run, median wall / CPU seconds over {args.rounds} rounds, "
               f"{args.peer_name} and this branch alternating (load average after: {load}; 2 shared cores):")
        report("")
        names = list(trees)
        report(f"| command | cold: {names[0]} | cold: {names[1]} | warm: {names[0]} | warm: {names[1]} |")
        report("|---|---:|---:|---:|---:|")
        for label in commands:
            cells = [median_pair(samples[(label, s, n)]) for s in ("cold", "warm") for n in names]
            codes = {c for s in ("cold", "warm") for n in names for *_, c in samples[(label, s, n)]}
            report(f"| {label} | {' | '.join(cells)} |" + ("" if codes == {0} else f" exit codes {sorted(codes)}"))
        report("")

        # the place gazetteer's first build (every other cache here is a taxonomy's, timed by hrnorm warm)
        build = ("import pathlib, sys; from normalize.attributes import gazetteer as g; "
                 "g.build(pathlib.Path(sys.argv[1]))")
        gaz: dict[str, list] = {}
        for i in range(args.gazetteer_rounds):
            for name, tree in trees.items():
                target = work / f"gazetteer-{i}-{len(gaz)}.sqlite"
                gaz.setdefault(name, []).append(timed([python, "-c", build, str(target)], environment(tree, None)))
                target.unlink(missing_ok=True)
        report(f"First build of the place gazetteer (median wall / CPU seconds over {args.gazetteer_rounds}, "
               f"alternating): {args.peer_name} {median_pair(gaz[names[0]])}, this branch {median_pair(gaz[names[1]])}.")
        report("")

        if args.nemo_python and Path(args.nemo_python).exists():
            for line in verbalize_vs_nemo(work, python, args, trees["this branch"]):
                report(line)
    write_section("startup", "First run and start-up (issue 25)", list(report))
    return 0


def verbalize_vs_nemo(work: Path, python: str, args: argparse.Namespace, tree: Path) -> list[str]:
    from bench_verbalize import natural, split

    _, dev = split()
    lines = [natural(s) for s in dev[:200]]
    src = work / "two_hundred.txt"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ours, theirs = [], []
    env = environment(tree, None)
    for _ in range(3):
        ours.append(timed([python, "-m", "normalize.cli", "verbalize", str(src), "-o", str(work / "out.txt")], env))
        nemo = [args.nemo_python, str(HERE / "nemo_verbalize.py"), str(src), str(work / "nemo.txt"), args.nemo_cache,
                "--warmup", "0"]
        theirs.append(timed(nemo, dict(os.environ)))
    ratio = statistics.median(t[0] for t in theirs) / statistics.median(o[0] for o in ours)
    return [f"`hrnorm verbalize` on a 200-line file, end to end (process start to output written; NeMo 1.2 with "
            f"its grammars loaded from its cache), median wall / CPU seconds over 3, alternating: hrnorm "
            f"{median_pair(ours)}, NeMo {median_pair(theirs)}: **{ratio:.0f}x** NeMo."]


if __name__ == "__main__":
    sys.exit(main())
