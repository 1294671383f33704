"""The careful readers: CSV and NDJSON row by row, every record kept, what was wrong with one said in its
``_errors`` entry (:mod:`normalize.io` falls back to them where polars' fast reader gives up), and the CSV
dialect details both readers share (delimiter, header names, bytes that are not UTF-8).
"""

from __future__ import annotations

import codecs
import csv
import io
import json
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import polars as pl

log = logging.getLogger("normalize.io")

ERRORS = "_errors"
# csv's default field limit (128 KiB) would reject the 1 MB cells HR exports do contain.
csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
LEGACY_ENCODING = "cp1252"


def _decode_as_legacy(exc: UnicodeError) -> tuple[str, int]:
    """Codec error handler: bytes that are not UTF-8 are read as Windows-1252, the usual culprit in
    HR exports (a "Café" saved by a spreadsheet), so they become "é" rather than U+FFFD and stay
    recoverable; the five bytes Windows-1252 leaves undefined still become U+FFFD."""
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    return exc.object[exc.start : exc.end].decode(LEGACY_ENCODING, errors="replace"), exc.end


codecs.register_error("hrnorm-legacy", _decode_as_legacy)


SEPARATORS = (",", ";", "\t", "|")
BOM = "\ufeff"
_SNIFF_CHARS = 1 << 16


def delimiter(path: Path, forced: str | None = None) -> str:
    """The field separator of a CSV file: ``forced`` if given, tab for ``.tsv``, else sniffed."""
    if forced:
        return forced
    if Path(path).suffix.lower() == ".tsv":
        return "\t"
    return sniff_separator(path)


def sniff_separator(path: Path) -> str:
    """Which of ``,`` ``;`` tab ``|`` splits the first rows of a file into the same number of fields as its
    header, the most fields winning a tie; ``,`` when none splits the header.

    By hand over the csv module because ``csv.Sniffer`` considers any character and guesses wrong on HR
    text (a header of one word, free text full of commas inside quotes); here only the four separators
    spreadsheets write are candidates and quoting is the csv module's."""
    with open(path, encoding="utf-8", errors="hrnorm-legacy", newline="") as fh:
        sample = fh.read(_SNIFF_CHARS)
        truncated = bool(fh.read(1))
    best, best_score = ",", (0.0, 1)
    for sep in SEPARATORS:
        try:
            rows = list(csv.reader(io.StringIO(sample), delimiter=sep))
        except csv.Error:
            continue
        if truncated and len(rows) > 1:
            rows.pop()  # cut by the sample's end
        rows = [r for r in rows[:200] if r]
        if not rows or len(rows[0]) < 2:
            continue
        width = len(rows[0])
        body = rows[1:]
        agree = sum(len(r) == width for r in body) / len(body) if body else 1.0
        if (agree, width) > best_score:
            best, best_score = sep, (agree, width)
    return best


def header_names(header: list[str]) -> list[str]:
    """A CSV header as column names: the byte order mark of Excel's "CSV UTF-8" removed, blanks and
    duplicates named."""
    if header and header[0].startswith(BOM):
        header = [header[0][len(BOM) :], *header[1:]]
    return dedupe_names(header)


def dedupe_names(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for i, name in enumerate(names):
        name = name or f"column_{i + 1}"
        if name in seen:
            seen[name] += 1
            name = f"{name}_duplicated_{seen[name] - 1}"
        else:
            seen[name] = 0
        out.append(name)
    return out


class _DecodedLines:
    """The lines of a binary file as text: UTF-8, and bytes that are not UTF-8 read as Windows-1252.

    Decoding line by line (rather than through a buffered text wrapper) lets the reader tell which
    record held such bytes: ``take_damage()`` says whether any line handed out since its last call did.
    """

    def __init__(self, raw: io.BufferedReader) -> None:
        self._raw = raw
        self._damaged = False

    def __iter__(self) -> _DecodedLines:
        return self

    def __next__(self) -> str:
        line = next(self._raw)
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError:
            self._damaged = True
            return line.decode("utf-8", errors="hrnorm-legacy")

    def take_damage(self) -> bool:
        damaged, self._damaged = self._damaged, False
        return damaged


NOT_UTF8 = "bytes that are not UTF-8 read as Windows-1252"


def careful_csv(path: Path, chunk_rows: int, skip: int = 0, separator: str | None = None) -> Iterator[pl.DataFrame]:
    """Python's csv module, row by row: every record becomes a row, problems go to ``_errors``."""
    with open(path, "rb") as raw:
        lines = _DecodedLines(raw)
        reader = csv.reader(lines, delimiter=delimiter(path, separator))
        header = _next_record(reader)
        if header is None:
            log.warning("%s is empty: no rows", path)
            return
        names = header_names(header[0])
        width = len(names)
        columns: list[list[Any]] = [[] for _ in names]
        errors: list[list[str] | None] = []
        record_no = 0
        while True:
            item = _next_record(reader)
            if item is None:
                break
            row, problem = item
            record_no += 1
            if record_no <= skip:
                continue
            row_errors = [f"io: {problem}"] if problem else []
            if lines.take_damage():
                row_errors.append(f"io: line {reader.line_num}: {NOT_UTF8}")
            if len(row) > width and not problem:
                extra = row[width:]
                row_errors.append(
                    f"io: line {reader.line_num}: {len(row)} fields but the header has {width}; "
                    f"extra fields dropped: {json.dumps(extra, ensure_ascii=False)[:300]}"
                )
            elif len(row) < width and not problem:
                row_errors.append(
                    f"io: line {reader.line_num}: {len(row)} fields but the header has {width}; "
                    "missing fields set to null"
                )
            for i in range(width):
                columns[i].append(row[i] if i < len(row) else None)
            errors.append(row_errors or None)
            if len(errors) >= chunk_rows:
                yield _frame(names, columns, errors)
                columns = [[] for _ in names]
                errors = []
        if errors:
            yield _frame(names, columns, errors)


def _next_record(reader) -> tuple[list[str], str | None] | None:
    try:
        return next(reader), None
    except StopIteration:
        return None
    except csv.Error as exc:
        return [], f"line {reader.line_num}: unparseable CSV record ({exc})"


def _frame(names: list[str], columns: list[list[Any]], errors: list[list[str] | None]) -> pl.DataFrame:
    data: dict[str, pl.Series] = {
        name: pl.Series(name, col, dtype=pl.String) for name, col in zip(names, columns, strict=True)
    }
    data[ERRORS] = pl.Series(ERRORS, errors, dtype=pl.List(pl.String))
    return pl.DataFrame(data)


def careful_ndjson(path: Path, chunk_rows: int, skip: int = 0) -> Iterator[pl.DataFrame]:
    """One JSON object per line; a line that is not one becomes a row of nulls with an error."""
    rows: list[dict[str, Any]] = []
    errors: list[list[str] | None] = []
    record_no = 0
    with open(path, "rb") as raw:
        lines = _DecodedLines(raw)
        for line_no, line in enumerate(lines, 1):
            damaged = lines.take_damage()
            if not line.strip():
                continue
            record_no += 1
            if record_no <= skip:
                continue
            row_errors = []
            try:
                obj = json.loads(line)
                if not isinstance(obj, dict):
                    raise ValueError(f"expected a JSON object, got {type(obj).__name__}")
            except (ValueError, RecursionError) as exc:  # RecursionError: nested deeper than Python's stack
                obj = {}
                row_errors.append(f"io: line {line_no}: not a JSON object ({str(exc)[:200]})")
            if damaged:
                row_errors.append(f"io: line {line_no}: {NOT_UTF8}")
            rows.append(obj)
            errors.append(row_errors or None)
            if len(rows) >= chunk_rows:
                yield _json_frame(rows, errors)
                rows, errors = [], []
    if rows:
        yield _json_frame(rows, errors)


def _json_frame(rows: list[dict[str, Any]], errors: list[list[str] | None]) -> pl.DataFrame:
    frame = (
        pl.DataFrame(rows, infer_schema_length=None)
        if any(rows)
        else pl.DataFrame({"_": [None] * len(rows)}).drop("_")
    )
    if frame.height != len(rows):  # all rows empty objects
        frame = pl.DataFrame({ERRORS: [None] * len(rows)}).drop(ERRORS)
    return frame.with_columns(pl.Series(ERRORS, errors, dtype=pl.List(pl.String)))

