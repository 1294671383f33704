"""Table file formats by extension (no polars import: the ETL's discovery and the text CLIs use it)."""

from __future__ import annotations

import os
from pathlib import Path

from normalize.textfile import InputError

FORMATS = {
    ".csv": "csv", ".tsv": "csv", ".txt": "csv",
    ".parquet": "parquet", ".pq": "parquet",
    ".ndjson": "ndjson", ".jsonl": "ndjson", ".json": "ndjson",
    ".xlsx": "excel", ".xlsm": "excel", ".xlsb": "excel", ".xls": "excel", ".ods": "excel",
}  # fmt: skip
#: Formats read but never written.
INPUT_ONLY = frozenset({"excel"})
#: Spreadsheet and export formats people have but no reader here reads: one line says what to do.
UNSUPPORTED = {".numbers": "an Apple Numbers file", ".xml": "XML", ".html": "HTML", ".htm": "HTML"}


STDOUT = "-"


def output_format(path: str | os.PathLike[str]) -> str:
    """The format an output is written in: ``-`` (stdout) is CSV, a file goes by its extension."""
    if str(path) == STDOUT:
        return "csv"
    fmt = detect_format(path)
    if fmt in INPUT_ONLY:
        raise InputError(f"{path}: spreadsheets are read, not written; write .csv, .parquet or .ndjson")
    return fmt


def detect_format(path: str | os.PathLike[str]) -> str:
    """'csv', 'parquet', 'ndjson' or 'excel' (input only), from the file name's extension."""
    suffix = Path(path).suffix.lower()
    if suffix in UNSUPPORTED:
        raise InputError(f"{path} is {UNSUPPORTED[suffix]}, which hrnorm does not read: save it as CSV UTF-8")
    if suffix not in FORMATS:
        known = ", ".join(sorted(FORMATS))
        raise InputError(f"cannot tell the format of {str(path)!r} from its extension; use one of {known}")
    return FORMATS[suffix]
