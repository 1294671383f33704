"""Plain-text files read line by line, without the table machinery of :mod:`normalize.io` (no polars import:
the text CLIs, ``hrnorm script`` and ``hrnorm lexnorm``, start faster)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


class InputError(Exception):
    """A problem with the inputs as a whole (missing file, unknown format): the CLI exits non-zero."""


def read_text_lines(path: str | os.PathLike[str]) -> tuple[list[str], bool, list[int]]:
    """The lines of a plain-text file ('-': stdin) without their newlines, whether the text ended with one,
    and the 1-based numbers of the lines that held bytes that are not UTF-8 (replaced by U+FFFD: in a
    text-per-line file they are most often a character cut in half, not a legacy encoding).

    Raises ``InputError`` for a missing file."""
    if str(path) == "-":
        raw = sys.stdin.buffer.read()
    else:
        if not Path(path).is_file():
            raise InputError(f"input file not found: {path}")
        raw = Path(path).read_bytes()
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
