"""Reading and writing CSV, Parquet and NDJSON in chunks, with bounded memory.

Readers yield polars DataFrames of at most ``chunk_rows`` rows. CSV is read with every column as a string
(so "007" stays "007": original columns come out unchanged). The fast path is polars' streaming reader;
when it rejects a file (invalid UTF-8, a row with too many fields, broken JSON) the file is re-read from
where the fast path stopped by a careful reader that keeps every row and says what was wrong with it in
an ``_errors`` entry, instead of failing the whole run.

This module is the interface (reading here; writing re-exported from :mod:`normalize.writers`); the careful
readers live in :mod:`normalize.careful_read`, the fast CSV reader's record-aligned blocks in
:mod:`normalize.csv_blocks`.
"""

from __future__ import annotations

import contextlib
import csv
import glob
import logging
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import polars as pl

# re-exported: part of this module's interface
from normalize.careful_read import (  # noqa: F401
    ERRORS,
    LEGACY_ENCODING,
    NOT_UTF8,
    careful_csv,
    careful_ndjson,
    dedupe_names,
    delimiter,
    header_names,
)
from normalize.csv_blocks import record_blocks
from normalize.formats import FORMATS, STDOUT, detect_format, output_format  # noqa: F401
from normalize.signals import Interrupted, reraise_if_interrupted
from normalize.textfile import SNIFF_BYTES, InputError, refuse_binary, refuse_special
from normalize.writers import AtomicWriter, ChunkWriter, flatten_nested, write_frame  # noqa: F401

log = logging.getLogger("normalize.io")

DEFAULT_CHUNK_ROWS = 100_000
# chunks are bounded by bytes too: 100,000 rows of long descriptions would be 350 MB of text, and each
# stage adds columns of about that size again. 8 MB (the pipeline sizes its slices by their results' bytes):
# a 1M-row run peaks within 9-14% of a 10k-row one, where 32 MB let it grow 27-31% (benchmarks/results/memory.md)
DEFAULT_CHUNK_BYTES = int(float(os.environ.get("HRNORM_CHUNK_MB", "8")) * 2**20)


@dataclass(frozen=True)
class ReadOptions:
    """How to read input files as people export them: ``separator`` forces a CSV's field separator
    (default: sniffed among ``,`` ``;`` tab ``|``); ``sheet`` reads one sheet of a spreadsheet (default:
    every sheet, one after the other)."""

    separator: str | None = None
    sheet: str | None = None

    def __post_init__(self) -> None:
        if self.separator is not None:
            named = _SEPARATOR_NAMES.get(self.separator.lower())
            if named is None:
                raise ValueError(f"--separator must be one of ',' ';' '|' 'tab', not {self.separator!r}")
            object.__setattr__(self, "separator", named)


_SEPARATOR_NAMES = {",": ",", ";": ";", "|": "|", "\t": "\t", "tab": "\t", "\\t": "\t"}


DEFAULT_READ = ReadOptions()


def expand_inputs(patterns: Sequence[str | os.PathLike[str]]) -> list[Path]:
    """Expand globs; every pattern must match at least one existing file. A ``Path`` is taken literally
    (already expanded: a file named ``a[1].csv`` is not a pattern); the string ``-`` is standard input
    (see :func:`spool_stdin`)."""
    paths: list[Path] = []
    piped = False
    for pattern in patterns:
        text = str(pattern)
        if not isinstance(pattern, Path) and glob.has_magic(text):
            matches = sorted(glob.glob(text, recursive=True))
            if not matches:
                raise InputError(f"no file matches {text!r}")
            paths.extend(Path(m) for m in matches)
        elif text == STDIN and not isinstance(pattern, Path):
            if piped:
                raise InputError("'-' (standard input) can be given only once")
            piped = True
            paths.append(spool_stdin())
        else:
            path = Path(text)
            if not path.exists():
                raise InputError(f"input file not found: {text}")
            if path.is_dir():
                raise InputError(
                    f"input is a directory, not a file: {text} (use a glob such as {text}/*.csv)"
                )
            refuse_special(path)
            paths.append(path)
    return paths


STDIN = "-"


def spool_stdin() -> Path:
    """Copy standard input into a private temporary file (removed at exit) so that a table piped in is read
    like a file, in chunks. Its format comes from its first bytes, since a pipe has no extension: Parquet by
    its magic number, NDJSON when the first non-blank character is ``{``, CSV otherwise."""
    import atexit
    import shutil
    import sys
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="hrnorm-stdin-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    raw = folder / "stdin.data"
    with raw.open("wb") as fh:
        shutil.copyfileobj(sys.stdin.buffer, fh, 1 << 20)
    with raw.open("rb") as fh:
        head = fh.read(SNIFF_BYTES)
    if not head:
        raise InputError("standard input is empty: expected a table (CSV, NDJSON or Parquet)")
    if head.startswith(b"PAR1"):
        suffix = ".parquet"
    elif head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
        suffix = ".ndjson"
    else:
        suffix = ".csv"
    return raw.rename(folder / f"stdin{suffix}")


def read_columns(path: Path, options: ReadOptions = DEFAULT_READ) -> list[str]:
    """Column names of a file without reading its rows (a spreadsheet: of its sheets, in first-seen order)."""
    fmt = detect_format(path)
    check_readable(path)
    try:
        if fmt == "parquet":
            return list(pl.scan_parquet(path).collect_schema().names())
        if fmt == "csv":
            with open(path, encoding="utf-8", errors="hrnorm-legacy", newline="") as fh:
                header = next(csv.reader(fh, delimiter=delimiter(path, options.separator)), [])
            return header_names(header)
        if fmt == "excel":
            return list(dict.fromkeys(c for sheet in _excel_sheets(path, options, rows=0) for c in sheet.columns))
        first = next(iter_chunks(path, chunk_rows=1000), None)
        return [] if first is None else [c for c in first.columns if c != ERRORS]
    except InputError:
        raise
    except _PASS_THROUGH:
        raise
    except BaseException as exc:  # noqa: BLE001 - a pyo3 PanicException is a BaseException
        reraise_if_interrupted(exc)
        raise InputError(f"cannot read {path}: {one_line_reason(exc)}") from exc


def iter_chunks(
    path: Path, chunk_rows: int = DEFAULT_CHUNK_ROWS, on_rows: Callable[[int], None] | None = None,
    chunk_bytes: int = DEFAULT_CHUNK_BYTES,
    options: ReadOptions = DEFAULT_READ,
) -> Iterator[pl.DataFrame]:
    """Yield the rows of one file in order, as DataFrames of at most ``chunk_rows`` rows and about
    ``chunk_bytes`` bytes (at least one row); ``on_rows(n)``
    is told of rows as they are read (per 8 MB block of a CSV, per chunk otherwise), for progress displays.

    A file that cannot be read at all (binary, UTF-16, a broken Parquet footer, or any error or Rust panic
    of the libraries reading it) raises ``InputError`` naming the file and the reason in one line.
    """
    if chunk_rows < 1:
        raise ValueError(f"chunk_rows must be at least 1, not {chunk_rows}")
    on_rows = on_rows or _ignore
    with _reading(path):
        check_readable(path)
        yield from _split_by_bytes(_chunks(path, chunk_rows, on_rows, options), chunk_bytes)


def _split_by_bytes(chunks: Iterator[pl.DataFrame], chunk_bytes: int) -> Iterator[pl.DataFrame]:
    """Each chunk cut into slices of about ``chunk_bytes`` (a Parquet row group or an NDJSON batch of
    long texts can hold far more than a chunk should)."""
    for chunk in chunks:
        size = _text_bytes(chunk)
        if size <= chunk_bytes or chunk.height <= 1:
            yield chunk
            continue
        step = max(1, int(chunk.height * chunk_bytes / size))
        for start in range(0, chunk.height, step):
            yield chunk.slice(start, step)


def _text_bytes(chunk: pl.DataFrame) -> int:
    """The bytes the stages will work on: the frame's size, or its texts' own length where that is larger.

    Polars (2.2 on) can keep repeated strings of a Parquet file in one shared buffer, so ``estimated_size``
    no longer grows with the rows; each row's text is still read, copied and written by every stage."""
    size = chunk.estimated_size()
    texts = [name for name, dtype in chunk.schema.items() if dtype == pl.String]
    if texts:
        lengths = chunk.select(pl.col(texts).str.len_bytes().sum()).row(0)
        size = max(size, sum(n or 0 for n in lengths))
    return size


def _ignore(rows: int) -> None:
    pass


def _counted(chunks: Iterator[pl.DataFrame], on_rows: Callable[[int], None]) -> Iterator[pl.DataFrame]:
    for chunk in chunks:
        on_rows(chunk.height)
        yield chunk


def _chunks(
    path: Path, chunk_rows: int, on_rows: Callable[[int], None], options: ReadOptions
) -> Iterator[pl.DataFrame]:
    fmt = detect_format(path)
    if fmt == "parquet":
        yield from _counted(_parquet_chunks(path, chunk_rows), on_rows)
        return
    if fmt == "excel":
        for sheet in _excel_sheets(path, options):
            yield from _counted(sheet.iter_slices(chunk_rows), on_rows)
        return
    if os.path.getsize(path) == 0:
        log.warning("%s is empty: no rows", path)
        return
    emitted = 0
    separator = delimiter(path, options.separator) if fmt == "csv" else None
    fast = (
        _fast_csv_chunks(path, chunk_rows, on_rows, separator)
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
    careful = careful_csv(path, chunk_rows, emitted, separator) if fmt == "csv" else careful_ndjson(path, chunk_rows, emitted)
    yield from _counted(careful, on_rows)


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
        reraise_if_interrupted(exc)
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
    if fmt == "excel":
        return  # a zip or OLE container: its reader says what is wrong with it
    refuse_binary(head, path, f"{fmt.upper()} text")


def _fast_csv_chunks(
    path: Path, chunk_rows: int, on_rows: Callable[[int], None], separator: str
) -> Iterator[pl.DataFrame]:
    """Polars' CSV parser over record-aligned byte blocks: memory bounded by the block size.

    Every column is read as text. Polars rejects a row with too many fields and invalid UTF-8, which
    sends the rest of the file to the careful reader.
    """
    names = read_columns(path, ReadOptions(separator=separator))
    pending: list[pl.DataFrame] = []
    rows = size = 0
    for block in record_blocks(path):
        frame = pl.read_csv(
            block,
            has_header=False,
            new_columns=names,
            schema=dict.fromkeys(names, pl.String),
            separator=separator,
            empty_string_is_null=False,
            raise_if_empty=False,
        )
        pending.append(frame)
        rows += frame.height
        size += frame.estimated_size()
        on_rows(frame.height)
        while rows >= chunk_rows or (rows > 1 and size >= DEFAULT_CHUNK_BYTES):
            whole = pl.concat(pending, rechunk=True)
            take = min(chunk_rows, max(1, int(rows * DEFAULT_CHUNK_BYTES / max(size, 1))))
            yield whole.head(take)
            rest = whole.slice(take)
            pending, rows, size = ([rest], rest.height, rest.estimated_size()) if rest.height else ([], 0, 0)
    if rows:
        yield pl.concat(pending, rechunk=True)



def _excel_sheets(path: Path, options: ReadOptions, rows: int | None = None) -> list[pl.DataFrame]:
    """The sheets of a spreadsheet (only ``options.sheet`` if set), in order, through polars' ``read_excel``
    with its fast engine (calamine, via fastexcel): every cell as text, so "007" stays "007"; empty rows
    kept (nothing lost); ``rows=0``: headers only. Sheets without a header are left out."""
    import importlib.util

    if importlib.util.find_spec("fastexcel") is None:
        raise InputError(f"{path}: reading spreadsheets needs the fastexcel package; or save it as CSV UTF-8")
    which = {"sheet_id": 0} if options.sheet is None else {"sheet_name": options.sheet}
    try:
        sheets = pl.read_excel(
            path, **which, infer_schema_length=0, drop_empty_rows=False, drop_empty_cols=False,
            raise_if_empty=False, read_options=None if rows is None else {"n_rows": rows},
        )
    except ValueError as exc:
        if options.sheet is not None and "sheet" in str(exc).lower():
            raise InputError(f"{path} has no sheet {options.sheet!r}") from exc
        raise
    frames = list(sheets.values()) if isinstance(sheets, dict) else [sheets]
    return [
        f.rename(dict(zip(f.columns, header_names(f.columns), strict=True))).cast(pl.String).fill_null("")
        for f in frames if f.width
    ]


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



def align(frame: pl.DataFrame, columns: Sequence[str]) -> pl.DataFrame:
    """Give ``frame`` exactly ``columns`` (plus ``_errors`` if present): missing ones as null strings."""
    have = set(frame.columns)  # a set: a file can have 100,000 columns
    missing = [c for c in columns if c not in have]
    if missing:
        frame = frame.with_columns([pl.lit(None, dtype=pl.String).alias(c) for c in missing])
    order = list(columns) + ([ERRORS] if ERRORS in frame.columns else [])
    return frame.select(order)


def read_frame(paths: Sequence[str | os.PathLike[str]], options: ReadOptions = DEFAULT_READ) -> pl.DataFrame:
    """Read every row of the given files (globs allowed) into one DataFrame."""
    files = expand_inputs(paths)
    columns = union_columns(files, options)
    frames = [align(chunk, columns) for path in files for chunk in iter_chunks(path, options=options)]
    if not frames:
        return pl.DataFrame({c: [] for c in columns}, schema=dict.fromkeys(columns, pl.String))
    return pl.concat(frames, how="diagonal_relaxed")


def union_columns(files: Sequence[Path], options: ReadOptions = DEFAULT_READ) -> list[str]:
    """Column names across files, in first-seen order."""
    seen: dict[str, None] = {}
    for path in files:
        for name in read_columns(path, options):
            if name != ERRORS:
                seen.setdefault(name, None)
    return list(seen)

