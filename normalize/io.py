"""Reading and writing CSV, Parquet and NDJSON in chunks, with bounded memory.

Readers yield polars DataFrames of at most ``chunk_rows`` rows. CSV is read with every column as a string
(so "007" stays "007": original columns come out unchanged). The fast path is polars' streaming reader;
when it rejects a file (invalid UTF-8, a row with too many fields, broken JSON) the file is re-read from
where the fast path stopped by a careful reader that keeps every row and says what was wrong with it in
an ``_errors`` entry, instead of failing the whole run.
"""

from __future__ import annotations

import codecs
import contextlib
import csv
import glob
import io
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import polars as pl

from normalize.atomic import temp_beside
from normalize.formats import FORMATS, detect_format  # noqa: F401 - part of this module's interface
from normalize.signals import Interrupted
from normalize.textfile import SNIFF_BYTES, InputError, refuse_binary

log = logging.getLogger("normalize.io")

ERRORS = "_errors"
DEFAULT_CHUNK_ROWS = 100_000
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


def expand_inputs(patterns: Sequence[str | os.PathLike[str]]) -> list[Path]:
    """Expand globs; every pattern must match at least one existing file. A ``Path`` is taken literally
    (already expanded: a file named ``a[1].csv`` is not a pattern)."""
    paths: list[Path] = []
    for pattern in patterns:
        text = str(pattern)
        if not isinstance(pattern, Path) and glob.has_magic(text):
            matches = sorted(glob.glob(text, recursive=True))
            if not matches:
                raise InputError(f"no file matches {text!r}")
            paths.extend(Path(m) for m in matches)
        else:
            path = Path(text)
            if not path.exists():
                raise InputError(f"input file not found: {text}")
            if path.is_dir():
                raise InputError(
                    f"input is a directory, not a file: {text} (use a glob such as {text}/*.csv)"
                )
            paths.append(path)
    return paths


def read_columns(path: Path) -> list[str]:
    """Column names of a file without reading its rows."""
    fmt = detect_format(path)
    check_readable(path)
    try:
        if fmt == "parquet":
            return list(pl.scan_parquet(path).collect_schema().names())
        if fmt == "csv":
            with open(path, encoding="utf-8", errors="hrnorm-legacy", newline="") as fh:
                header = next(csv.reader(fh, delimiter=_delimiter(path)), [])
            return _dedupe_names(header)
        first = next(iter_chunks(path, chunk_rows=1000), None)
        return [] if first is None else [c for c in first.columns if c != ERRORS]
    except InputError:
        raise
    except _PASS_THROUGH:
        raise
    except BaseException as exc:  # noqa: BLE001 - a pyo3 PanicException is a BaseException
        raise InputError(f"cannot read {path}: {one_line_reason(exc)}") from exc


def iter_chunks(
    path: Path, chunk_rows: int = DEFAULT_CHUNK_ROWS, on_rows: Callable[[int], None] | None = None
) -> Iterator[pl.DataFrame]:
    """Yield the rows of one file in order, as DataFrames of at most ``chunk_rows`` rows; ``on_rows(n)``
    is told of rows as they are read (per 8 MB block of a CSV, per chunk otherwise), for progress displays.

    A file that cannot be read at all (binary, UTF-16, a broken Parquet footer, or any error or Rust panic
    of the libraries reading it) raises ``InputError`` naming the file and the reason in one line.
    """
    if chunk_rows < 1:
        raise ValueError(f"chunk_rows must be at least 1, not {chunk_rows}")
    on_rows = on_rows or _ignore
    with _reading(path):
        check_readable(path)
        yield from _chunks(path, chunk_rows, on_rows)


def _ignore(rows: int) -> None:
    pass


def _counted(chunks: Iterator[pl.DataFrame], on_rows: Callable[[int], None]) -> Iterator[pl.DataFrame]:
    for chunk in chunks:
        on_rows(chunk.height)
        yield chunk


def _chunks(path: Path, chunk_rows: int, on_rows: Callable[[int], None]) -> Iterator[pl.DataFrame]:
    fmt = detect_format(path)
    if fmt == "parquet":
        yield from _counted(_parquet_chunks(path, chunk_rows), on_rows)
        return
    if os.path.getsize(path) == 0:
        log.warning("%s is empty: no rows", path)
        return
    emitted = 0
    fast = (
        _fast_csv_chunks(path, chunk_rows, on_rows)
        if fmt == "csv"
        else _counted(_polars_ndjson_chunks(path, chunk_rows), on_rows)
    )
    try:
        for chunk in fast:
            emitted += chunk.height
            yield chunk
        return
    except (pl.exceptions.PolarsError, UnicodeDecodeError, OSError) as exc:
        log.warning(
            "%s: fast reader stopped (%s); reading the rest carefully", path, str(exc).splitlines()[0]
        )
    careful = _careful_csv if fmt == "csv" else _careful_ndjson
    yield from _counted(careful(path, chunk_rows, skip=emitted), on_rows)


_PASS_THROUGH = (KeyboardInterrupt, SystemExit, GeneratorExit, Interrupted)


def one_line_reason(exc: BaseException) -> str:
    """An exception as one short line: its first line of text (a Rust panic's message, not its backtrace)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    text = lines[0] if lines else ""
    if isinstance(exc, InputError):
        return text[:500]
    return f"{type(exc).__name__}: {text}"[:500] if text else type(exc).__name__


@contextlib.contextmanager
def _reading(path: str | os.PathLike[str]) -> Iterator[None]:
    """Any exception of the read path, even a pyo3 ``PanicException`` (a ``BaseException``), becomes an
    ``InputError`` naming the file; interruptions (Ctrl-C, SIGTERM, exit) pass through untouched."""
    try:
        yield
    except InputError:
        raise
    except _PASS_THROUGH:
        raise
    except FileNotFoundError as exc:
        raise InputError(f"{path}: the file disappeared while it was being read") from exc
    except BaseException as exc:  # noqa: BLE001 - the one place that turns library failures into InputError
        raise InputError(f"cannot read {path}: {one_line_reason(exc)}") from exc


def check_readable(path: str | os.PathLike[str]) -> None:
    """Refuse, with one line naming the file, what no reader of its format can read: a text file (CSV,
    NDJSON) that is binary or UTF-16/32, a Parquet file without the Parquet magic at both ends."""
    fmt = detect_format(path)
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as fh:
            head = fh.read(SNIFF_BYTES)
            if fmt == "parquet" and size >= 8:
                fh.seek(size - 4)
                tail = fh.read(4)
    except FileNotFoundError as exc:
        raise InputError(f"input file not found: {path}") from exc
    except OSError as exc:
        raise InputError(f"cannot open {path}: {exc.strerror or exc}") from exc
    if fmt == "parquet":
        if size == 0:
            raise InputError(f"{path} is not a Parquet file: it is empty")
        if size < 12 or head[:4] != b"PAR1" or tail != b"PAR1":
            raise InputError(f"{path} is not a Parquet file, or it is truncated (no PAR1 marker at both ends)")
        return
    refuse_binary(head, path, f"{fmt.upper()} text")


def _fast_csv_chunks(path: Path, chunk_rows: int, on_rows: Callable[[int], None]) -> Iterator[pl.DataFrame]:
    """Polars' CSV parser over record-aligned byte blocks: memory bounded by the block size.

    Every column is read as text. Polars rejects a row with too many fields and invalid UTF-8, which
    sends the rest of the file to the careful reader.
    """
    names = read_columns(path)
    pending: list[pl.DataFrame] = []
    rows = 0
    for block in _record_blocks(path):
        frame = pl.read_csv(
            block,
            has_header=False,
            new_columns=names,
            schema=dict.fromkeys(names, pl.String),
            separator=_delimiter(path),
            empty_string_is_null=False,
            raise_if_empty=False,
        )
        pending.append(frame)
        rows += frame.height
        on_rows(frame.height)
        while rows >= chunk_rows:
            whole = pl.concat(pending, rechunk=True)
            yield whole.head(chunk_rows)
            rest = whole.slice(chunk_rows)
            pending, rows = ([rest], rest.height) if rest.height else ([], 0)
    if rows:
        yield pl.concat(pending, rechunk=True)


def _record_blocks(path: Path, block_bytes: int = 8 << 20) -> Iterator[bytes]:
    """Yield the file after its header in pieces that end on a record boundary.

    A newline ends a record only outside quotes, i.e. where the number of quote characters before it is
    even (an escaped quote is two quotes, so it keeps the parity). Hand-written because neither polars
    nor pyarrow offers a CSV reader whose memory stays flat on a large file.
    """
    with open(path, "rb") as fh:
        _skip_header(fh)
        carry = b""
        while True:
            data = fh.read(block_bytes)
            if not data:
                if carry:
                    yield carry
                return
            buf = carry + data
            cut = _last_record_end(buf)
            if cut <= 0:  # one record longer than the block: keep reading
                carry = buf
                continue
            yield buf[:cut]
            carry = buf[cut:]


def _last_record_end(buf: bytes) -> int:
    quotes_before_end = buf.count(b'"')
    pos = len(buf)
    while True:
        newline = buf.rfind(b"\n", 0, pos)
        if newline < 0:
            return -1
        quotes_before_end -= buf.count(b'"', newline, pos)
        if quotes_before_end % 2 == 0:
            return newline + 1
        pos = newline


def _skip_header(fh) -> None:
    """Advance a binary file past the header record (which may contain quoted newlines)."""
    quotes = 0
    while True:
        line = fh.readline()
        if not line:
            return
        quotes += line.count(b'"')
        if quotes % 2 == 0:
            return


def _polars_ndjson_chunks(path: Path, chunk_rows: int) -> Iterator[pl.DataFrame]:
    for chunk in pl.scan_ndjson(path, infer_schema_length=None).collect_batches(chunk_size=chunk_rows):
        if chunk.height:
            yield chunk


def _parquet_chunks(path: Path, chunk_rows: int) -> Iterator[pl.DataFrame]:
    try:
        for chunk in pl.scan_parquet(path).collect_batches(chunk_size=chunk_rows):
            if chunk.height:
                yield chunk
    except pl.exceptions.PolarsError as exc:
        raise InputError(f"cannot read Parquet file {path}: {str(exc).splitlines()[0]}") from exc


def _delimiter(path: Path) -> str:
    return "\t" if Path(path).suffix.lower() == ".tsv" else ","


def _dedupe_names(names: list[str]) -> list[str]:
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


def _careful_csv(path: Path, chunk_rows: int, skip: int = 0) -> Iterator[pl.DataFrame]:
    """Python's csv module, row by row: every record becomes a row, problems go to ``_errors``."""
    with open(path, "rb") as raw:
        lines = _DecodedLines(raw)
        reader = csv.reader(lines, delimiter=_delimiter(path))
        header = _next_record(reader)
        if header is None:
            log.warning("%s is empty: no rows", path)
            return
        names = _dedupe_names(header[0])
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


def _careful_ndjson(path: Path, chunk_rows: int, skip: int = 0) -> Iterator[pl.DataFrame]:
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


def align(frame: pl.DataFrame, columns: Sequence[str]) -> pl.DataFrame:
    """Give ``frame`` exactly ``columns`` (plus ``_errors`` if present): missing ones as null strings."""
    have = set(frame.columns)  # a set: a file can have 100,000 columns
    missing = [c for c in columns if c not in have]
    if missing:
        frame = frame.with_columns([pl.lit(None, dtype=pl.String).alias(c) for c in missing])
    order = list(columns) + ([ERRORS] if ERRORS in frame.columns else [])
    return frame.select(order)


def read_frame(paths: Sequence[str | os.PathLike[str]]) -> pl.DataFrame:
    """Read every row of the given files (globs allowed) into one DataFrame."""
    files = expand_inputs(paths)
    columns = union_columns(files)
    frames = [align(chunk, columns) for path in files for chunk in iter_chunks(path)]
    if not frames:
        return pl.DataFrame({c: [] for c in columns}, schema=dict.fromkeys(columns, pl.String))
    return pl.concat(frames, how="diagonal_relaxed")


def union_columns(files: Sequence[Path]) -> list[str]:
    """Column names across files, in first-seen order."""
    seen: dict[str, None] = {}
    for path in files:
        for name in read_columns(path):
            if name != ERRORS:
                seen.setdefault(name, None)
    return list(seen)


# --- writing -------------------------------------------------------------------------------------


class AtomicWriter:
    """A writer used as a context manager: ``close`` on success (the output appears), ``abort`` on error
    (nothing is left behind)."""

    def close(self, empty_frame: pl.DataFrame | None = None) -> None:
        raise NotImplementedError

    def abort(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> AtomicWriter:
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.close()
        else:
            self.abort()


class ChunkWriter(AtomicWriter):
    """Append DataFrames to one CSV, Parquet or NDJSON file; the file appears atomically on ``close``."""

    def __init__(self, output: str | os.PathLike[str]) -> None:
        self.path = Path(output)
        self.format = detect_format(self.path)
        self._tmp = temp_beside(self.path)  # mode as the umask says (mkstemp alone gives 0600)
        self._fh: Any = None
        self._parquet: Any = None
        self._schema: Any = None
        self.rows = 0

    def write(self, frame: pl.DataFrame) -> None:
        if self.format == "parquet":
            self._write_parquet(frame)
        elif self.format == "csv":
            first = self._fh is None
            if first:
                self._fh = open(self._tmp, "wb")  # noqa: SIM115 - closed in close()
            flat = flatten_nested(frame)
            flat.write_csv(
                self._fh, include_header=first, separator="\t" if self.path.suffix == ".tsv" else ","
            )
        else:
            if self._fh is None:
                self._fh = open(self._tmp, "wb")  # noqa: SIM115
            frame.write_ndjson(self._fh)
        self.rows += frame.height

    def _write_parquet(self, frame: pl.DataFrame) -> None:
        import pyarrow.parquet as pq

        table = frame.to_arrow()
        if self._parquet is None:
            self._schema = table.schema
            self._parquet = pq.ParquetWriter(self._tmp, self._schema, compression="zstd")
        elif table.schema != self._schema:
            table = table.cast(self._schema)
        self._parquet.write_table(table)

    def close(self, empty_frame: pl.DataFrame | None = None) -> None:
        """Finish the file and move it into place (an empty input still writes its header/schema)."""
        if self.rows == 0 and empty_frame is not None and self._fh is None and self._parquet is None:
            self.write(empty_frame)
        for closer in (self._parquet, self._fh):
            if closer is not None:
                closer.close()
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        for closer in (self._parquet, self._fh):
            if closer is not None:
                with contextlib.suppress(Exception):
                    closer.close()
        self._tmp.unlink(missing_ok=True)


def flatten_nested(frame: pl.DataFrame) -> pl.DataFrame:
    """Nested (list/struct) columns as JSON text, for formats that hold only scalars (CSV)."""
    exprs = []
    for name, dtype in frame.schema.items():
        if isinstance(dtype, pl.Struct):
            exprs.append(pl.col(name).struct.json_encode())
        elif isinstance(dtype, pl.List | pl.Array):
            # json-encode {"v": value} and keep only the value; polars has no list json encoder
            encoded = pl.struct(pl.col(name).alias("v")).struct.json_encode()
            exprs.append(
                pl.when(pl.col(name).is_null())
                .then(None)
                .otherwise(encoded.str.strip_prefix('{"v":').str.strip_suffix("}"))
                .alias(name)
            )
    return frame.with_columns(exprs) if exprs else frame


def write_frame(frame: pl.DataFrame, output: str | os.PathLike[str]) -> None:
    """Write a whole DataFrame to CSV/Parquet/NDJSON (by extension), atomically."""
    with ChunkWriter(output) as writer:
        writer.write(frame)
