"""Files as HR teams export them (issue 25): every hostile export must give the rows and values of its
clean CSV twin through ``hrnorm run``.

    .venv/bin/python benchmarks/bench_exports.py [--rows 300] [--pipeline benchmarks/exports.toml]
    .venv/bin/python benchmarks/bench_exports.py --rows 40 --pipeline job_ads   # the full pipeline, slower

The rows are dev-split postings of ``../shared/data/job_postings`` (written to a temporary folder, never
kept; ``examples/job_ads.csv`` when the corpus is absent). From one clean UTF-8 CSV (comma, LF, plain
headers) the script writes each export variant (Excel's BOM, ``;``/tab/``|`` separators, CRLF, Windows-1252
bytes, mixed-case and spaced headers, a header mapped with ``--map``, an ``.xlsx`` with the rows on two
sheets, and the combination Excel writes in a German locale), runs ``hrnorm run PIPELINE FILE -o
out.parquet`` on each (the CLI in-process, so models load once) and compares the output with the twin's
cell by cell: the original columns by position (a variant's headers differ by design) and every output
column by name. ``_errors`` is compared apart: the Windows-1252 file's rows say their bytes were read as
Windows-1252, which is right.
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import polars as pl
from typer.testing import CliRunner

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from real_gold import CORPUS, split_of  # noqa: E402
from results_file import Report, write_section  # noqa: E402

from normalize.cli import app  # noqa: E402

COLUMNS = ["id", "title", "description", "location", "salary"]
EXCEL_CELL = 32_767  # characters a spreadsheet cell holds


@dataclass
class Variant:
    name: str
    what: str
    args: tuple[str, ...] = ()
    twin: str = "clean.csv"


VARIANTS = [
    Variant("bom.csv", "Excel 'CSV UTF-8': byte order mark"),
    Variant("semicolon.csv", "';' separated"),
    Variant("tab.csv", "tab separated, named .csv"),
    Variant("pipe.csv", "'|' separated"),
    Variant("crlf.csv", "CRLF line ends"),
    Variant("headers.csv", "headers 'ID', ' Title ', 'DESCRIPTION', 'Location:', 'Salary_'"),
    Variant("mapped.csv", "header 'Job Title' with --map title=\"Job Title\"", ("--map", "title=Job Title")),
    Variant("excel_de.csv", "BOM + ';' + CRLF + 'Title' headers (Excel, German locale)"),
    Variant("semicolon_forced.csv", "';' separated, --separator ';'", ("--separator", ";")),
    Variant("two_sheets.xlsx", ".xlsx, rows split over two sheets"),
    Variant("cp1252.csv", "Windows-1252 bytes (rows Windows-1252 can hold)", twin="clean_cp1252.csv"),
]


def sample_rows(n: int, seed: int) -> tuple[list[dict], str]:
    if CORPUS.is_file():
        frame = pl.read_parquet(CORPUS, columns=COLUMNS)
        rows = [r for r in frame.iter_rows(named=True) if split_of(r["id"]) == "dev"]
        rows = [r for r in rows if all(len(r[c] or "") < EXCEL_CELL for c in COLUMNS)]
        random.Random(seed).shuffle(rows)
        return [{c: r[c] or "" for c in COLUMNS} for r in rows[:n]], f"{n} dev-split postings of the corpus (seed {seed})"
    frame = pl.read_csv(HERE.parent / "examples" / "job_ads.csv", infer_schema=False)
    rows = [{c: (r.get(c) or "") for c in COLUMNS} for r in frame.iter_rows(named=True)]
    return rows, f"examples/job_ads.csv ({len(rows)} rows; the corpus is absent)"


def write_csv(path: Path, header: list[str], rows: list[dict], *, sep: str = ",", newline: str = "\n",
              encoding: str = "utf-8", bom: bool = False) -> None:
    with open(path, "w", encoding=encoding, newline="") as fh:
        if bom:
            fh.write("\ufeff")
        writer = csv.writer(fh, delimiter=sep, lineterminator=newline, quoting=csv.QUOTE_MINIMAL)
        writer.writerow(header)
        writer.writerows([[r[c] for c in COLUMNS] for r in rows])


def write_variants(folder: Path, rows: list[dict]) -> dict[str, int]:
    """Every file of the campaign; returns the rows each twin holds."""
    plain = list(COLUMNS)
    write_csv(folder / "clean.csv", plain, rows)
    write_csv(folder / "bom.csv", plain, rows, bom=True)
    write_csv(folder / "semicolon.csv", plain, rows, sep=";")
    write_csv(folder / "semicolon_forced.csv", plain, rows, sep=";")
    write_csv(folder / "tab.csv", plain, rows, sep="\t")
    write_csv(folder / "pipe.csv", plain, rows, sep="|")
    write_csv(folder / "crlf.csv", plain, rows, newline="\r\n")
    write_csv(folder / "headers.csv", ["ID", " Title ", "DESCRIPTION", "Location:", "Salary_"], rows)
    write_csv(folder / "mapped.csv", ["id", "Job Title", "description", "location", "salary"], rows)
    write_csv(folder / "excel_de.csv", ["Id", "Title", "Description", "Location", "Salary"], rows, sep=";",
              newline="\r\n", bom=True)
    legacy = [r for r in rows if all(_fits_cp1252(r[c]) for c in COLUMNS)]
    write_csv(folder / "clean_cp1252.csv", plain, legacy)
    write_csv(folder / "cp1252.csv", plain, legacy, encoding="cp1252")
    import xlsxwriter

    half = len(rows) // 2
    with xlsxwriter.Workbook(folder / "two_sheets.xlsx", {"strings_to_numbers": False, "strings_to_formulas": False,
                                                           "strings_to_urls": False}) as book:
        for name, part in (("first", rows[:half]), ("second", rows[half:])):
            sheet = book.add_worksheet(name)
            sheet.write_row(0, 0, plain)
            for i, row in enumerate(part, 1):
                for j, column in enumerate(COLUMNS):
                    sheet.write_string(i, j, row[column])
    return {"clean.csv": len(rows), "clean_cp1252.csv": len(legacy)}


def _fits_cp1252(text: str) -> bool:
    try:
        text.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def run(pipeline: str, path: Path, out: Path, args: tuple[str, ...]) -> tuple[int, float, str]:
    started = time.perf_counter()
    result = CliRunner().invoke(app, ["--quiet", "run", pipeline, str(path), "-o", str(out), *args])
    return result.exit_code, time.perf_counter() - started, result.output.strip().splitlines()[-1:][0] if result.output.strip() else ""


def compare(twin: pl.DataFrame, got: pl.DataFrame) -> tuple[int, int, int, int]:
    """(rows equal, cells equal, cells, rows whose _errors differ) over the twin's columns but _errors;
    the first len(COLUMNS) columns by position, the outputs by name."""
    if got.height != twin.height or got.width != twin.width:
        return 0, 0, twin.height * (twin.width - 1), twin.height
    got = got.rename(dict(zip(got.columns[: len(COLUMNS)], twin.columns[: len(COLUMNS)], strict=True)))
    names = [c for c in twin.columns if c != "_errors"]
    same = pl.DataFrame({c: _equal(twin[c], got[c]) for c in names})
    rows_equal = int(same.select(pl.all_horizontal(pl.all())).to_series().sum())
    cells_equal = int(sum(same[c].sum() for c in names))
    errors_differ = int((~_equal(twin["_errors"], got["_errors"])).sum())
    return rows_equal, cells_equal, twin.height * len(names), errors_differ


def _equal(a: pl.Series, b: pl.Series) -> pl.Series:
    if a.dtype != b.dtype:
        return pl.Series([False] * len(a))
    if isinstance(a.dtype, pl.List | pl.Struct):  # nested values compared as their JSON text
        a, b = (pl.DataFrame({"v": s}).select(pl.col("v").to_physical()).to_series() for s in (a, b))
        a, b = (pl.Series([str(x) for x in s.to_list()]) for s in (a, b))
    return (a == b) | (a.is_null() & b.is_null())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=300)
    ap.add_argument("--seed", type=int, default=25)
    ap.add_argument("--pipeline", default=str(HERE / "exports.toml"))
    args = ap.parse_args()
    rows, source = sample_rows(args.rows, args.seed)
    report = Report()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        twins = write_variants(folder, rows)
        outputs: dict[str, pl.DataFrame] = {}
        for twin in twins:
            code, seconds, _ = run(args.pipeline, folder / twin, folder / f"{twin}.parquet", ())
            assert code == 0, twin
            outputs[twin] = pl.read_parquet(folder / f"{twin}.parquet")
        report(f"Rows: {source}; pipeline `{Path(args.pipeline).name}`. Twins: `clean.csv` ({twins['clean.csv']} rows) and, "
               f"for the Windows-1252 file, `clean_cp1252.csv` (the {twins['clean_cp1252.csv']} of them Windows-1252 "
               "can hold).")
        report("")
        report("| file | export | exit | rows out / twin | rows equal | cells equal | rows whose `_errors` differ | s |")
        report("|---|---|---:|---:|---:|---:|---:|---:|")
        files_equal = 0
        for v in VARIANTS:
            out = folder / f"{v.name}.parquet"
            code, seconds, last = run(args.pipeline, folder / v.name, out, v.args)
            twin = outputs[v.twin]
            if code != 0:
                report(f"| {v.name} | {v.what} | {code} | - / {twin.height} | 0 | 0 | - | {seconds:.1f} |")
                report(f"|  | {last} |  |  |  |  |  |  |")
                continue
            got = pl.read_parquet(out)
            rows_eq, cells_eq, cells, err_diff = compare(twin, got)
            files_equal += rows_eq == twin.height
            report(f"| {v.name} | {v.what} | {code} | {got.height:,} / {twin.height:,} | {rows_eq:,} | "
                   f"{cells_eq:,} / {cells:,} | {err_diff:,} | {seconds:.1f} |")
        report("")
        report(f"**Files giving every row and value of their twin: {files_equal} of {len(VARIANTS)}.**")
        cp = folder / "cp1252.csv.parquet"
        if cp.exists():
            notes = pl.read_parquet(cp)["_errors"].explode().drop_nulls().str.replace(r"line \d+", "line N").unique()
            report(f"`_errors` of the Windows-1252 file: {', '.join(repr(n) for n in notes.to_list()) or 'none'}.")
    write_section("exports", f"Files as exported (issue 25), pipeline {Path(args.pipeline).stem}", list(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
