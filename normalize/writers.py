"""Writing CSV, Parquet and NDJSON in chunks; an output appears atomically (temp file + rename) or not at all."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any

import polars as pl

from normalize.atomic import temp_beside
from normalize.formats import STDOUT, output_format

# Parquet row groups of a pipeline run's output: at least ROW_GROUP_ROWS rows, or ROW_GROUP_BYTES of Arrow
# data, whatever the slices written. pyarrow keeps each row group's metadata until the file is closed
# (~130 KB for a group of 3.5 KB descriptions, statistics included), so a row group per slice of a few
# hundred long rows made memory grow with the rows (~130 MB over 1M long ads at 8 MB slices); the bytes
# bound the Arrow tables held meanwhile
ROW_GROUP_ROWS = 4096
ROW_GROUP_BYTES = 32 * 2**20


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
    """Append DataFrames to one CSV, Parquet or NDJSON file; the file appears atomically on ``close``.
    Parquet: each write is a row group, or with ``row_group_bytes``/``row_group_rows`` writes are held until
    they make one of that many bytes of Arrow data or that many rows.
    ``-`` writes CSV to stdout (no file, so nothing to make atomic). CSV cells a spreadsheet would run as
    a formula are written with a leading ``'`` (:func:`escape_formulas`) unless ``csv_raw``."""

    def __init__(
        self, output: str | os.PathLike[str], csv_raw: bool = False, row_group_bytes: int = 0, row_group_rows: int = 0,
    ) -> None:
        self.csv_raw = csv_raw
        # Parquet: writes gathered until a row group has this many bytes or rows (0: a row group per write)
        self.row_group_bytes, self.row_group_rows = row_group_bytes, row_group_rows
        self.path = Path(output)
        self.format = output_format(output)
        self._stdout = str(output) == STDOUT
        # mode as the umask says, registered for cleanup before it exists
        self._tmp: Path | None = None if self._stdout else temp_beside(self.path)
        self._fh: Any = None
        self._parquet: Any = None
        self._schema: Any = None
        self._pending: list[Any] = []  # Arrow tables not yet written (see ROW_GROUP_BYTES)
        self._pending_bytes = self._pending_rows = 0
        self.rows = 0

    def write(self, frame: pl.DataFrame) -> None:
        if self.format == "parquet":
            self._write_parquet(frame)
        elif self.format == "csv":
            first = self._fh is None
            if first:
                self._fh = sys.stdout.buffer if self._stdout else open(self._tmp, "wb")  # noqa: SIM115
            flat = flatten_nested(frame)
            if not self.csv_raw:
                flat = escape_formulas(flat)
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
        self._pending.append(table)
        self._pending_bytes += table.nbytes
        self._pending_rows += table.num_rows
        if self._pending_bytes >= self.row_group_bytes or self._pending_rows >= self.row_group_rows:
            self._flush_parquet()

    def _flush_parquet(self) -> None:
        """The frames written since the last row group, as one row group."""
        if self._pending:
            import pyarrow as pa

            self._parquet.write_table(pa.concat_tables(self._pending))
            self._pending, self._pending_bytes, self._pending_rows = [], 0, 0

    def close(self, empty_frame: pl.DataFrame | None = None) -> None:
        """Finish the file and move it into place (an empty input still writes its header/schema)."""
        if self.rows == 0 and empty_frame is not None and self._fh is None and self._parquet is None:
            self.write(empty_frame)
        if self._stdout:
            if self._fh is not None:
                self._fh.flush()
            return
        self._flush_parquet()
        for closer in (self._parquet, self._fh):
            if closer is not None:
                closer.close()
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        self._pending = []
        if self._tmp is None:  # stdout: what was written is written
            return
        for closer in (self._parquet, self._fh):
            if closer is not None:
                with contextlib.suppress(Exception):
                    closer.close()
        self._tmp.unlink(missing_ok=True)


def escape_formulas(frame: pl.DataFrame) -> pl.DataFrame:
    """Text cells a spreadsheet would read as a formula (CSV injection: ``=cmd|...``, ``@SUM(...)``,
    ``+1+1``, a leading tab or carriage return) with a ``'`` in front, as OWASP advises. A cell starting
    with ``+`` or ``-`` that is a plain number ("-5", "+3.5") stays as it is."""
    exprs = []
    for name, dtype in frame.schema.items():
        if dtype == pl.String:
            col = pl.col(name)
            risky = col.str.contains(r"^[=@\t\r]") | (
                col.str.contains(r"^[+\-]") & ~col.str.contains(r"^[+\-][0-9.,]*$"))
            exprs.append(pl.when(risky).then(pl.lit("'") + col).otherwise(col).alias(name))
    return frame.with_columns(exprs) if exprs else frame


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
