"""Table file formats by extension (no polars import: the ETL's discovery and the text CLIs use it)."""

from __future__ import annotations

import os
from pathlib import Path

from normalize.textfile import InputError

FORMATS = {
    ".csv": "csv", ".tsv": "csv", ".txt": "csv",
    ".parquet": "parquet", ".pq": "parquet",
    ".ndjson": "ndjson", ".jsonl": "ndjson", ".json": "ndjson",
}  # fmt: skip


STDOUT = "-"


def output_format(path: str | os.PathLike[str]) -> str:
    """The format an output is written in: ``-`` (stdout) is CSV, a file goes by its extension."""
    return "csv" if str(path) == STDOUT else detect_format(path)


def detect_format(path: str | os.PathLike[str]) -> str:
    """'csv', 'parquet' or 'ndjson', from the file name's extension."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        known = ", ".join(sorted(FORMATS))
        raise InputError(f"cannot tell the format of {str(path)!r} from its extension; use one of {known}")
    return FORMATS[suffix]
