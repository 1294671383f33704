"""The trust campaign of #26, replayed: every case the hostile campaign found, run through the real CLI
in subprocesses, and counted.

For each case: the exit code against the documented one, tracebacks on stderr, rows lost (rows in
against rows out where a run should succeed), silent wrong outputs (exit 0 where the run had to stop, or
an output that differs from a clean run's), and PII: a seeded list of personal numbers per market
(``tests/pii_seeds.py``: national phone numbers, national ids valid by python-stdnum) searched in every
report, summary, manifest and log the case wrote. Figures go to ``benchmarks/results/trust.md``.

    python benchmarks/bench_trust.py [--signal-trials 6]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "tests"))

from pii_seeds import MARKETS, seeded  # noqa: E402
from results_file import Report, write_section  # noqa: E402

PACKAGE = REPO / "normalize"
PATCHED = """import sys, pathlib
import normalize.matching.encoder as e, normalize.verbalize.profile as v
if sys.argv[1] != '-': e.BUNDLED_MODEL_DIR = pathlib.Path(sys.argv[1])
if sys.argv[2] != '-': v.DATA = pathlib.Path(sys.argv[2])
sys.argv = ['hrnorm', *sys.argv[3:]]
from normalize.cli import main
main()
"""
UNICODE = 'name = "u"\n[[stages]]\nstage = "unicode"\ncolumns = ["title"]\n'
SEEDS = seeded()
PII = [v for values in SEEDS.values() for v in values]


@dataclass
class Case:
    name: str
    expected_exit: int
    exit: int = -1
    tracebacks: int = 0
    rows_lost: int = 0
    silent_wrong: int = 0
    pii: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (self.exit == self.expected_exit and not self.tracebacks and not self.rows_lost
                and not self.silent_wrong and not self.pii)


class Campaign:
    def __init__(self, work: Path) -> None:
        self.work = work
        self.cache = work / "cache"
        self.cases: list[Case] = []

    def hrnorm(self, *args: str, model: Path | None = None, verbalize: Path | None = None,
               env: dict[str, str] | None = None, timeout: int = 600) -> subprocess.CompletedProcess:
        cmd = [sys.executable, "-c", PATCHED, str(model or "-"), str(verbalize or "-"), *args]
        full_env = {**os.environ, "HRNORM_CACHE_DIR": str(self.cache), **(env or {})}
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=full_env)
        except subprocess.TimeoutExpired as exc:  # counted as a wrong exit (-9), never the campaign's end
            out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
            err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
            return subprocess.CompletedProcess(cmd, -9, out, err + f"\n(timed out after {timeout} s)")

    def case(self, name: str, expected_exit: int, done: subprocess.CompletedProcess, *texts: str) -> Case:
        c = Case(name, expected_exit, done.returncode, tracebacks=done.stderr.count("Traceback"))
        seen = done.stdout + done.stderr + "".join(texts)
        c.pii = sum(1 for value in PII if value in seen)
        if expected_exit != 0 and done.returncode == 0:
            c.silent_wrong += 1
        self.cases.append(c)
        return c

    def folder(self, name: str) -> Path:
        path = self.work / name
        path.mkdir(parents=True, exist_ok=True)
        return path


def _model_copy(where: Path) -> Path:
    target = where / "model"
    shutil.copytree(PACKAGE / "data" / "models", target)
    return target


def _flip(path: Path, at: float = 0.5) -> None:
    data = bytearray(path.read_bytes())
    data[int(len(data) * at)] ^= 0xFF
    path.write_bytes(bytes(data))


def _rows(path: Path) -> int:
    return pl.read_parquet(path).height if path.suffix == ".parquet" else pl.read_csv(path, infer_schema=False).height


def overwrite(c: Campaign) -> None:
    d = c.folder("overwrite")
    for column in ("salary_min", "salary_currency", "location_city"):
        src = d / f"{column}.csv"
        pl.DataFrame({"title": ["Nurse"], "salary": ["50k EUR"], "location": ["Berlin"], column: ["mine"]}
                     ).write_csv(src)
        done = c.hrnorm("run", "job_ads", str(src), "-o", str(d / "out.csv"))
        case = c.case(f"input column {column} a stage writes", 2, done)
        if column not in done.stderr:
            case.silent_wrong += 1


def broken_parts(c: Campaign) -> None:
    d = c.folder("parts")
    titles = d / "titles.csv"
    pl.DataFrame({"title": ["Nurse", "Software Engineer", "Chef"]}).write_csv(titles)
    clean = d / "clean.parquet"
    c.case("clean titles run (reference)", 0, c.hrnorm("titles", str(titles), "-o", str(clean), "--column", "title",
                                                        "--taxonomy", "builtin"))
    for name, damage in (("flipped byte in encoder.onnx", lambda m: _flip(m / "encoder.onnx")),
                         ("missing SHA256SUMS.json", lambda m: (m / "SHA256SUMS.json").unlink()),
                         ("swapped vocabulary in tokenizer.json",
                          lambda m: (m / "tokenizer.json").write_bytes(
                              (m / "tokenizer.json").read_bytes().replace(b'"the"', b'"teh"', 1)))):
        model = _model_copy(d / name.replace(" ", "_"))
        damage(model)
        out = d / "broken.parquet"
        done = c.hrnorm("titles", str(titles), "-o", str(out), "--column", "title", "--taxonomy", "builtin", model=model)
        case = c.case(name, 1, done)
        if out.exists():
            case.silent_wrong += 1
            out.unlink()
    done = c.hrnorm("titles", str(titles), "-o", str(d / "x.parquet"), "--column", "title", "--taxonomy", "csv:/nonexistent.csv")
    c.case("taxonomy that does not exist", 2, done)
    spec = d / "lang.toml"
    spec.write_text('name = "l"\n[[stages]]\nstage = "lexical"\ncolumns = ["title"]\n[stages.config]\nlang = "xx"\n')
    c.case("unknown language in a spec", 2, c.hrnorm("run", str(spec), str(titles), "-o", str(d / "y.csv")))
    # caches: a flipped label-embedding cache and gazetteer are rebuilt, one line naming each
    labels = sorted(c.cache.glob("labels-*.npy"))
    backup = c.folder("label-backup")
    flipped = {}
    for path in labels:
        shutil.copyfile(path, backup / path.name)
        _flip(path, 0.9)
        flipped[path] = hashlib.sha256(path.read_bytes()).hexdigest()
    out = d / "after.parquet"
    done = c.hrnorm("titles", str(titles), "-o", str(out), "--column", "title", "--taxonomy", "builtin")
    case = c.case("flipped bytes in the label-embedding caches", 0, done)
    read = [p for p in labels if not p.exists() or hashlib.sha256(p.read_bytes()).hexdigest() != flipped[p]]
    named = sum(1 for p in read if str(p) in done.stderr)
    case.notes.append(f"{len(read)} caches read, {named} of them named and rebuilt")
    if not read or named != len(read) or not out.exists() or not pl.read_parquet(out).equals(pl.read_parquet(clean)):
        case.silent_wrong += 1
    for path in set(labels) - set(read):  # the caches this run did not read: as they were
        shutil.copyfile(backup / path.name, path)
    places = d / "places.csv"
    pl.DataFrame({"location": ["Berlin", "München", "Paris, France"]}).write_csv(places)
    loc = 'name = "p"\n[[stages]]\nstage = "attributes"\ncolumns = ["location"]\n[stages.config]\nmode = "location"\n'
    (d / "loc.toml").write_text(loc)
    ref = d / "loc_ref.parquet"
    c.case("locations (reference)", 0, c.hrnorm("run", str(d / "loc.toml"), str(places), "-o", str(ref)))
    for gazetteer in c.cache.glob("gazetteer-*.sqlite"):
        _flip(gazetteer, 0.3)
        out = d / "loc.parquet"
        done = c.hrnorm("run", str(d / "loc.toml"), str(places), "-o", str(out))
        case = c.case("corrupt gazetteer cache", 0, done)
        if str(gazetteer) not in done.stderr or not pl.read_parquet(out).equals(pl.read_parquet(ref)):
            case.silent_wrong += 1
    blocker = d / "not-a-folder"
    blocker.write_text("x")
    before = set(Path(tempfile.gettempdir()).glob("hrnorm-*"))
    out = d / "ro.parquet"
    done = c.hrnorm("run", str(d / "loc.toml"), str(places), "-o", str(out), env={"HRNORM_CACHE_DIR": str(blocker / "c")})
    case = c.case("read-only cache folder", 0, done)
    leaked = set(Path(tempfile.gettempdir()).glob("hrnorm-*")) - before
    case.notes.append(f"{len(leaked)} temp folders left")
    if leaked or not out.exists() or not pl.read_parquet(out).equals(pl.read_parquet(ref)):
        case.silent_wrong += 1
    # script and verbalize with a broken model
    text = d / "in.txt"
    text.write_text("I paid $5 on 3/4\n")
    stats = d / "script"
    shutil.copytree(PACKAGE / "data" / "script", stats)
    _flip(stats / "ckb.json.gz")
    done = c.hrnorm("script", str(text), "-o", str(d / "s.txt"), "--lang", "ckb",
                    env={"HRNORM_SCRIPT_STATS_DIR": str(stats)})
    c.case("hrnorm script with a broken model", 1, done)
    table = d / "verbalize"
    shutil.copytree(PACKAGE / "data" / "verbalize", table)
    _flip(table / "en.json.gz")
    c.case("hrnorm verbalize with a broken model", 1,
           c.hrnorm("verbalize", str(text), "-o", str(d / "v.txt"), verbalize=table))


def etl_truth(c: Campaign, trials: int) -> None:
    d = c.folder("etl")
    landing = c.folder("etl/in")
    for i in range(4):
        pl.DataFrame({"title": [f"Nurse {j % 50}" for j in range(20_000)]}).write_csv(landing / f"f{i}.csv")
    titles_spec = d / "titles.toml"
    titles_spec.write_text('name = "t"\n[[stages]]\nstage = "title"\ncolumns = ["title"]\n'
                           '[stages.config]\ntaxonomy = "builtin"\n')
    model = _model_copy(d)
    _flip(model / "encoder.onnx")
    args = ["etl", "--input", str(landing), "--output", str(d / "out"), "--state", str(d / "st"),
            "--pipeline", str(titles_spec)]
    done = c.hrnorm(*args, model=model)
    c.case("ETL with a broken model", 1, done)
    done = c.hrnorm(*args)
    summary = json.loads(done.stdout or "{}")
    case = c.case("ETL rerun once the model is fixed", 0, done)
    if summary.get("files_processed") != 4:
        case.silent_wrong += 1
        case.notes.append(f"processed {summary.get('files_processed')} of 4")
    wrong = 0
    for trial in range(trials):
        st, out = d / f"sig{trial}", d / f"sigout{trial}"
        cmd = [sys.executable, "-m", "normalize.cli", "etl", "--input", str(landing), "--output", str(out),
               "--state", str(st), "--pipeline", str(d / "u.toml")]
        (d / "u.toml").write_text(UNICODE)
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "HRNORM_CACHE_DIR": str(c.cache)})
        time.sleep(random.Random(trial).uniform(0.5, 6.0))
        proc.send_signal(signal.SIGINT if trial % 2 == 0 else signal.SIGTERM)
        stdout, stderr = proc.communicate(timeout=600)
        last = st / "last_run.json"
        expected = {0: 0, 130: 130, 143: 143}.get(proc.returncode, -1)
        result = subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)
        case = c.case(f"ETL signal trial {trial + 1} (exit {proc.returncode})", expected, result)
        if last.exists():
            data = json.loads(last.read_text())
            if data["status"] == "ok" and data["files_processed"] + data["files_skipped"] != 4:
                wrong += 1
                case.silent_wrong += 1
    c.cases.append(Case(f"last_run.json saying ok with files missing ({trials} trials)", 0, 0, silent_wrong=wrong))


SPEC_CASES = [
    ("a list as stage name", 'stage = ["unicode"]\ncolumns = ["title"]'),
    ("integer columns", 'stage = "unicode"\ncolumns = [1, 2]'),
    ("a string as columns", 'stage = "unicode"\ncolumns = "title"'),
    ("top_k = -5", 'stage = "title"\ncolumns = ["title"]\n[stages.config]\ntop_k = -5'),
    ('mode = "rm -rf /"', 'stage = "skills"\ncolumns = ["title"]\n[stages.config]\nmode = "rm -rf /"'),
    ("max_chars = -1", 'stage = "unicode"\ncolumns = ["title"]\n[stages.config]\nmax_chars = -1'),
    ('normalization = "NFX"', 'stage = "unicode"\ncolumns = ["title"]\n[stages.config]\nnormalization = "NFX"'),
    ("min_score = nan", 'stage = "title"\ncolumns = ["title"]\n[stages.config]\nmin_score = nan'),
]


def specs(c: Campaign) -> None:
    d = c.folder("specs")
    src = d / "in.csv"
    src.write_text("title\nNurse\n")
    for name, step in SPEC_CASES:
        spec = d / "spec.toml"
        spec.write_text(f'name = "bad"\n[[stages]]\n{step}\n')
        done = c.hrnorm("run", str(spec), str(src), "-o", str(d / "o.csv"))
        case = c.case(f"spec: {name}", 2, done)
        if len([line for line in done.stderr.splitlines() if line.strip()]) != 1 or "(t, i" in done.stderr:
            case.silent_wrong += 1
    (d / "five.toml").write_text("stages = 5\n")
    c.case("spec: stages = 5", 2, c.hrnorm("run", str(d / "five.toml"), str(src), "-o", str(d / "o.csv")))
    c.case("spec: a folder as spec path", 2, c.hrnorm("run", str(d), str(src), "-o", str(d / "o.csv")))
    (d / "workers.toml").write_text('name = "w"\n[[stages]]\nstage = "lexical"\ncolumns = ["title"]\n'
                                    '[stages.config]\nworkers = 1000000\n')
    done = c.hrnorm("run", str(d / "workers.toml"), str(src), "-o", str(d / "w.csv"))
    case = c.case("spec: workers = 1000000 (capped by the CPUs)", 0, done)
    if done.returncode == 0 and _rows(d / "w.csv") != 1:
        case.rows_lost += 1


def leaks(c: Campaign) -> None:
    d = c.folder("leaks")
    rows = [(market, f"Call {value} today") for market in MARKETS for value in SEEDS[market]]
    src = d / "pii.csv"
    pl.DataFrame({"title": [t for _, t in rows], "description": [t for _, t in rows],
                  "location": [m for m, _ in rows]}).write_csv(src)
    out, report = d / "out.parquet", d / "report.html"
    done = c.hrnorm("run", "job_ads", str(src), "-o", str(out), "--report", str(report),
                    "--summary-json", str(d / "summary.json"))
    case = c.case("report and summary of seeded personal numbers (9 markets)", 0, done, report.read_text()
                  if report.exists() else "", (d / "summary.json").read_text() if (d / "summary.json").exists() else "")
    if done.returncode == 0 and _rows(out) != len(rows):
        case.rows_lost += len(rows) - _rows(out)
    landing = c.folder("leaks/in")
    first = SEEDS["DE"][0]
    (landing / "bad.csv").write_bytes(f"{first}\x00\x01binary\n".encode() + bytes(range(256)))
    (landing / "ok.csv").write_text("title\nNurse\n")
    secret = d / "secret.csv"
    secret.write_text(f"title\n{SEEDS['FR'][1]}\n")
    (landing / "link.csv").symlink_to(secret)
    (landing / "a\nERROR: forged.csv").write_text("title\nChef\n")
    with open(os.fsencode(landing) + b"/caf\xe9.csv", "w") as fh:
        fh.write("title\nCook\n")
    state = d / "st"
    (d / "u.toml").write_text(UNICODE)
    done = c.hrnorm("etl", "--input", str(landing), "--output", str(d / "etl"), "--state", str(state),
                    "--pipeline", str(d / "u.toml"))
    written = [p.read_text() for p in (state / "last_run.json", state / "runs.jsonl", state / "manifest.json")
               if p.exists()]
    case = c.case("ETL failures: reasons, links, odd names (stderr, last_run, runs.jsonl, manifest)", 1, done, *written)
    summary = json.loads(done.stdout or "{}")
    failed = {f["file"] for f in summary.get("failed", [])}
    if failed != {"bad.csv", "link.csv", "caf\\xe9.csv"} or summary.get("files_processed") != 2:
        case.silent_wrong += 1
        case.notes.append(f"failed {sorted(failed)}")
    if any(line.startswith("ERROR: forged") for line in done.stderr.splitlines()):
        case.silent_wrong += 1
        case.notes.append("a file name forged a log line")
    formulas = d / "formulas.csv"
    cells = ["=cmd|' /C calc'!A0", "@SUM(1+1)", "+1+1"]
    pl.DataFrame({"title": cells}).write_csv(formulas)
    done = c.hrnorm("run", str(d / "u.toml"), str(formulas), "-o", str(d / "f.csv"))
    case = c.case("CSV output of formula-like cells", 0, done)
    got = pl.read_csv(d / "f.csv", infer_schema=False) if (d / "f.csv").exists() else pl.DataFrame()
    if any(str(v).startswith(("=", "@", "+")) for col in got.columns for v in got.get_column(col).to_list()):
        case.silent_wrong += 1


def crashes(c: Campaign) -> None:
    d = c.folder("crashes")
    text = d / "in.txt"
    text.write_text("0.5'1\"\nI paid $5\n")
    done = c.hrnorm("verbalize", str(text), "-o", str(d / "v.txt"))
    case = c.case("verbalize a file with 0.5'1\"", 0, done)
    if done.returncode == 0 and len((d / "v.txt").read_text().splitlines()) != 2:
        case.rows_lost += 1
    src = d / "ads.csv"
    pl.DataFrame({"title": ["Nurse"], "description": ["⓶ years of experience"]}).write_csv(src)
    done = c.hrnorm("run", "job_ads", str(src), "-o", str(d / "o.parquet"))
    case = c.case("extract on circled digits", 0, done)
    if done.returncode == 0 and pl.read_parquet(d / "o.parquet").get_column("_errors").list.len().sum():
        case.silent_wrong += 1
        case.notes.append("a row error")
    fifo = d / "fifo.csv"
    os.mkfifo(fifo)
    c.case("hrnorm run on a FIFO", 2, c.hrnorm("run", "job_ads", str(fifo), "-o", str(d / "x.csv"), timeout=60))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--signal-trials", type=int, default=6)
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="trust-campaign-"))
    c = Campaign(work)
    from normalize.cache import cache_dir

    if cache_dir().is_dir():  # a private copy of the user's caches (ESCO label embeddings take minutes)
        shutil.copytree(cache_dir(), c.cache)
    started = time.perf_counter()
    try:
        for step in (overwrite, broken_parts, specs, leaks, crashes):
            step(c)
        etl_truth(c, args.signal_trials)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    report = Report()
    report(f"{len(c.cases)} cases in {time.perf_counter() - started:,.0f} s; seeded personal numbers: "
           f"{len(PII)} ({len(MARKETS)} markets, `tests/pii_seeds.py`).")
    report("")
    report("| case | exit (expected) | tracebacks | rows lost | silent wrong | PII quoted | notes |")
    report("| --- | --- | ---: | ---: | ---: | ---: | --- |")
    for case in c.cases:
        mark = "" if case.exit == case.expected_exit else " **≠**"
        report(f"| {case.name} | {case.exit} ({case.expected_exit}){mark} | {case.tracebacks} | {case.rows_lost} | "
               f"{case.silent_wrong} | {case.pii} | {'; '.join(case.notes)} |")
    report("")
    totals = {k: sum(getattr(x, k) for x in c.cases) for k in ("tracebacks", "rows_lost", "silent_wrong", "pii")}
    wrong_exit = sum(1 for x in c.cases if x.exit != x.expected_exit)
    report(f"**Totals: {totals['silent_wrong']} silent wrong outputs, {totals['tracebacks']} tracebacks, "
           f"{totals['rows_lost']} rows lost, {totals['pii']} PII values quoted, {wrong_exit} exit codes "
           f"other than documented.**")
    write_section("trust", "Trust campaign (#26)", report)
    sys.exit(0 if all(x.ok for x in c.cases) else 1)


if __name__ == "__main__":
    main()
