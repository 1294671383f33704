"""Plain-text files read line by line, without the table machinery of :mod:`normalize.io` (no polars import:
the text CLIs, ``hrnorm script`` and ``hrnorm lexnorm``, start faster)."""

from __future__ import annotations

import codecs
import os
import sys
from pathlib import Path

SNIFF_BYTES = 1 << 16


class InputError(Exception):
    """A problem with the inputs as a whole (missing file, unknown format): the CLI exits non-zero."""


def quoted_name(name: str | os.PathLike[str]) -> str:
    """A file name for a log line or a message: in double quotes, control characters escaped (a newline in
    a name cannot forge a line) and bytes that are not UTF-8 shown as ``\\xNN``."""
    import json

    text = os.fsencode(name).decode("utf-8", "backslashreplace")
    return json.dumps(text, ensure_ascii=False)


def refuse_special(path: str | os.PathLike[str]) -> None:
    """``InputError`` for a FIFO, socket or device given as an input file: reading one can block for ever
    or never end, and a file can be read twice (header, then rows) only if it is a regular file."""
    import stat

    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # missing or unreadable: the reader says so
    if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        raise InputError(f"{path} is not a regular file (a FIFO, socket or device); give a file")


def read_text_lines(path: str | os.PathLike[str]) -> tuple[list[str], bool, list[int]]:
    """The lines of a plain-text file ('-': stdin) without their newlines, whether the text ended with one,
    and the 1-based numbers of the lines that held bytes that are not UTF-8 (replaced by U+FFFD: in a
    text-per-line file they are most often a character cut in half, not a legacy encoding).

    Raises ``InputError`` for a missing file and for one that is not text (see :func:`refuse_binary`)."""
    if str(path) == "-":
        raw = sys.stdin.buffer.read()
    else:
        refuse_special(path)
        if not Path(path).is_file():
            raise InputError(f"input file not found: {path}")
        raw = Path(path).read_bytes()
    refuse_binary(raw[:SNIFF_BYTES], path, "UTF-8 text")
    damaged: list[int] = []
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        lines = raw.decode("utf-8", errors="replace").split("\n")
        damaged = [n for n, line in enumerate(lines, 1) if "\ufffd" in line]
    trailing = len(lines) > 1 and lines[-1] == ""
    if trailing or lines == [""]:
        lines.pop()
    return lines, trailing, damaged


def damaged_lines_message(damaged: list[int]) -> str:
    """What to tell the user about the lines :func:`read_text_lines` found bytes that are not UTF-8 in."""
    shown = ", ".join(map(str, damaged[:10])) + (" ..." if len(damaged) > 10 else "")
    return f"{len(damaged)} line(s) held bytes that are not UTF-8, replaced by U+FFFD (line {shown})"


def refuse_binary(head: bytes, path: str | os.PathLike[str], expected: str) -> None:
    """Raise ``InputError`` (one line naming the file) if the first bytes of a file are not 8-bit text: a
    UTF-16/32 byte order mark, NUL bytes in the first line, or NUL bytes making up 1% or more of them
    (an executable, an archive, UTF-16 without a byte order mark). A stray NUL inside a value is kept: the
    readers carry it through like any other character."""
    if head.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        raise InputError(f"{path} is UTF-32 text (byte order mark), not {expected}; save it as UTF-8")
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise InputError(f"{path} is UTF-16 text (byte order mark), not {expected}; save it as UTF-8")
    nuls = head.count(b"\x00")
    first_line = head.split(b"\n", 1)[0]
    if nuls and (b"\x00" in first_line or nuls * 100 >= len(head)):
        kind = "UTF-16 text without a byte order mark" if _every_other_byte_nul(head) else "a binary file"
        raise InputError(
            f"{path} is {kind} ({nuls:,} NUL bytes in its first {len(head):,}), not {expected}; save it as UTF-8"
        )


def _every_other_byte_nul(head: bytes) -> bool:
    """ASCII text in UTF-16 (LE or BE): nearly every other byte is NUL."""
    sample = head[:4096]
    half = len(sample) // 2
    return half >= 2 and max(sample[1::2].count(0), sample[0::2].count(0)) > 0.9 * half
