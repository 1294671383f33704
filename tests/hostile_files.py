"""A generator of hostile input files, each with what a user must see when it goes through ``hrnorm run``
and ``hrnorm etl``: either every row read (``rows``) or a one-line failure naming the file (``rows=None``).

Used by tests/test_hostile.py (small sizes) and benchmarks/bench_hostile.py (full sizes: 100,000 columns,
a 10 MB line, 100,000 nesting levels). Every file is made here from scratch; no data is copied.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import polars as pl


@dataclass(frozen=True)
class Hostile:
    """One hostile file: its name, what kind of hostility it is, and the rows a reader must return."""

    name: str
    kind: str
    rows: int | None  # None: the file cannot be read; the run must name it and say why


@dataclass(frozen=True)
class Sizes:
    columns: int = 100_000
    line_bytes: int = 10_000_000
    nesting: int = 100_000
    rows: int = 2_000


QUICK = Sizes(columns=2_000, line_bytes=200_000, nesting=2_000, rows=200)
FULL = Sizes()


def _csv(rows: int, extra: str = "") -> str:
    lines = ["id,title,location"] + [f"{i},Nurse {i}{extra},Berlin" for i in range(rows)]
    return "\n".join(lines) + "\n"


def _parquet_bytes(rows: int) -> bytes:
    buf = io.BytesIO()
    pl.DataFrame({"id": [str(i) for i in range(rows)], "title": ["Chef"] * rows}).write_parquet(buf)
    return buf.getvalue()


def _binary(size: int, seed: int) -> bytes:
    """Bytes shaped like an executable: a header, NUL padding, random code."""
    rng = random.Random(seed)
    body = bytearray(rng.randbytes(size))
    for start in range(64, size, 512):  # executables are full of zero padding
        body[start : start + 128] = bytes(128)
    return b"\x7fELF\x02\x01\x01\x00" + bytes(body)


def _corrupt_footer(data: bytes) -> bytes:
    """Keep the PAR1 markers and the footer length, scramble the footer (Thrift metadata) itself."""
    footer_len = int.from_bytes(data[-8:-4], "little")
    start = len(data) - 8 - footer_len
    scrambled = bytes((b * 7 + 13) % 256 for b in data[start : len(data) - 8])
    return data[:start] + scrambled + data[-8:]


def _writers(s: Sizes) -> list[tuple[Hostile, Callable[[], bytes]]]:
    n = s.rows
    wide_names = ["id", "title", *[f"c{i}" for i in range(s.columns - 2)]]
    wide_row = ["1", "Nurse", *["x"] * (s.columns - 2)]
    mixed = "id,title\r\n" + "".join(
        f'{i},"Nurse\r\n{i}"\r\n' if i % 3 == 0 else f"{i},Chef {i}\n" if i % 3 == 1 else f"{i},Cook {i}\r\n"
        for i in range(n)
    )
    nested = "{" + '"a":{' * s.nesting + '"b":1' + "}" * s.nesting + "}"
    parquet = _parquet_bytes(n)
    return [
        (Hostile("binary.csv", "binary (executable bytes)", None), lambda: _binary(20_000, 1)),
        (Hostile("binary.ndjson", "binary (executable bytes)", None), lambda: _binary(20_000, 2)),
        (Hostile("nul_header.csv", "NUL bytes in the header", None), lambda: b"id,ti\x00tle\n1,Nurse\n"),
        (Hostile("stray_nul.csv", "one NUL byte inside a value", n),
         lambda: _csv(n).replace("Nurse 3,", "Nur\x00se 3,").encode()),
        (Hostile("utf16_bom.csv", "UTF-16 with a byte order mark", None), lambda: _csv(n).encode("utf-16")),
        (Hostile("utf16_nobom.csv", "UTF-16 without a byte order mark", None), lambda: _csv(n).encode("utf-16-le")),
        (Hostile("utf8_bom.csv", "UTF-8 with a byte order mark", n), lambda: b"\xef\xbb\xbf" + _csv(n).encode()),
        (Hostile("latin1.csv", "Windows-1252 bytes (repairable encoding)", n),
         lambda: _csv(n, " Caf\xe9").encode("cp1252")),
        (Hostile("mixed_newlines.csv", "LF, CRLF and quoted CRLF mixed", n), lambda: mixed.encode()),
        (Hostile("wide.csv", f"{s.columns:,} columns", 2),
         lambda: ("\n".join([",".join(wide_names), ",".join(wide_row), ",".join(wide_row)]) + "\n").encode()),
        (Hostile("long_line.csv", f"a {s.line_bytes / 1e6:g} MB line", 3),
         lambda: f"id,title\n1,Nurse\n2,{'x' * s.line_bytes}\n3,Chef\n".encode()),
        (Hostile("nested.ndjson", f"JSON nested {s.nesting:,} levels deep", 2),
         lambda: (json.dumps({"id": "1", "title": "Nurse"}) + "\n" + nested + "\n").encode()),
        (Hostile("truncated.parquet", "Parquet cut in half", None), lambda: parquet[: len(parquet) // 2]),
        (Hostile("corrupt_footer.parquet", "Parquet with a scrambled footer", None),
         lambda: _corrupt_footer(parquet)),
        (Hostile("good.parquet", "a sound Parquet file (control)", n), lambda: parquet),
        (Hostile("empty.csv", "empty file (0 bytes)", 0), lambda: b""),
        (Hostile("empty.ndjson", "empty file (0 bytes)", 0), lambda: b""),
        (Hostile("empty.parquet", "empty file (0 bytes)", None), lambda: b""),
        (Hostile("header_only.csv", "header only", 0), lambda: b"id,title,location\n"),
        (Hostile("duplicate_columns.csv", "duplicate and empty column names", n),
         lambda: ("title,title,,id\n" + "".join(f"Nurse,Chef,x,{i}\n" for i in range(n))).encode()),
        (Hostile("no_needed_column.csv", "none of the pipeline's columns", None),
         lambda: ("foo,bar\n" + "".join(f"{i},x\n" for i in range(n))).encode()),
        (Hostile("ragged.csv", "rows with too many and too few fields", n),
         lambda: ("id,title\n" + "".join(f"{i},a,b,c\n" if i % 2 else f"{i}\n" for i in range(n))).encode()),
    ]


def write_hostile(folder: Path, sizes: Sizes = QUICK) -> list[Hostile]:
    """Write every hostile file into ``folder``; returns their descriptions."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for item, data in _writers(sizes):
        (folder / item.name).write_bytes(data())
        made.append(item)
    return made
