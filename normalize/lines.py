"""Plain-text files as tables for ``Pipeline.run_files``: one row per line, streamed in chunks.

A line is read into a column (``Lines.column``) without its line ending, which goes to the hidden column
``_eol`` ("\\n", "\\r\\n", or "" for a last line without one), so the written file has exactly the input's
lines and line endings, with each line replaced by the value of ``Lines.write``. Bytes that are not UTF-8
become U+FFFD; the numbers of the lines that held them are collected in ``Lines.damaged``.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl

from normalize.atomic import temp_beside
from normalize.io import AtomicWriter
from normalize.textfile import SNIFF_BYTES, InputError, refuse_binary, refuse_special

EOL = "_eol"


@dataclass
class Lines:
    """How ``run_files`` reads and writes text files: read into ``column``, write ``write``'s values
    (a null value writes the input line unchanged) and, with ``explain`` set, print that list column's
    entries for each line to stderr as ``N: rule, rule``."""

    column: str = "text"
    write: str = "text_norm"
    explain: str | None = None
    damaged: list[int] = field(default_factory=list)


def check_input(path: str | os.PathLike[str]) -> None:
    """Raise ``InputError`` unless ``path`` is '-' (stdin) or an existing regular file."""
    if str(path) != "-":
        refuse_special(path)
    if str(path) != "-" and not Path(path).is_file():
        raise InputError(f"input file not found: {path}")


def iter_chunks(path: str | os.PathLike[str], lines: Lines, chunk_rows: int) -> Iterator[pl.DataFrame]:
    """The lines of ``path`` ('-': stdin) as DataFrames {column, _eol} of at most ``chunk_rows`` rows."""
    check_input(path)
    texts: list[str] = []
    ends: list[str] = []
    number = 0
    with _open_input(path) as fh:
        # a binary upload is refused in one line, as read_text_lines does (the head is peeked, not consumed)
        refuse_binary(fh.peek(SNIFF_BYTES)[:SNIFF_BYTES], path, "UTF-8 text")
        for raw in fh:
            number += 1
            end = "\r\n" if raw.endswith(b"\r\n") else "\n" if raw.endswith(b"\n") else ""
            body = raw[: len(raw) - len(end)]
            try:
                texts.append(body.decode("utf-8"))
            except UnicodeDecodeError:
                texts.append(body.decode("utf-8", errors="replace"))
                lines.damaged.append(number)
            ends.append(end)
            if len(texts) >= chunk_rows:
                yield _frame(lines.column, texts, ends)
                texts, ends = [], []
    if texts:
        yield _frame(lines.column, texts, ends)


def _frame(column: str, texts: list[str], ends: list[str]) -> pl.DataFrame:
    return pl.DataFrame({column: texts, EOL: ends}, schema={column: pl.String, EOL: pl.String})


@contextlib.contextmanager
def _open_input(path: str | os.PathLike[str]) -> Iterator[io.BufferedReader]:
    if str(path) == "-":
        yield sys.stdin.buffer
    else:
        with open(path, "rb", buffering=SNIFF_BYTES) as fh:  # so peek sees the whole sniffed head
            yield fh


class LineWriter(AtomicWriter):
    """Write each row's ``Lines.write`` value and its line ending; the file appears atomically on close
    ('-' writes to stdout)."""

    def __init__(self, output: str | os.PathLike[str], lines: Lines) -> None:
        self.lines = lines
        self.rows = 0
        self._stdout = str(output) == "-"
        self._tmp: Path | None = None
        if self._stdout:
            self._fh: Any = sys.stdout
        else:
            self.path = Path(output)
            self._tmp = temp_beside(self.path)  # mode as the umask says, registered for cleanup before it exists
            self._fh = open(self._tmp, "w", encoding="utf-8", newline="")  # noqa: SIM115 - closed in close()

    def write(self, frame: pl.DataFrame) -> None:
        lines = self.lines
        out = frame.select(pl.coalesce(lines.write, lines.column)).to_series().to_list()
        self._fh.write("".join(v + e for v, e in zip(out, frame.get_column(EOL).to_list(), strict=True)))
        if lines.explain:
            for n, rules in enumerate(frame.get_column(lines.explain).to_list(), self.rows + 1):
                if rules:
                    sys.stderr.write(f"{n}: {', '.join(rules)}\n")
        self.rows += frame.height

    def close(self, empty_frame: pl.DataFrame | None = None) -> None:
        self._fh.flush()
        if self._tmp is not None:
            self._fh.close()
            os.replace(self._tmp, self.path)

    def abort(self) -> None:
        if self._tmp is not None:
            with contextlib.suppress(Exception):
                self._fh.close()
            self._tmp.unlink(missing_ok=True)
