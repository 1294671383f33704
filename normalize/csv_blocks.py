"""A CSV file after its header in byte blocks that end on a record boundary (the fast reader's input)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path


def record_blocks(path: Path, block_bytes: int = 8 << 20) -> Iterator[bytes]:
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

