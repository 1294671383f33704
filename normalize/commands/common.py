"""What the command groups share: the one-line usage error and the options for input files as people
export them (``--separator``, ``--sheet``, ``--map``). No polars import here: ``hrnorm --help`` and the
text commands start without it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from normalize.io import ReadOptions


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``Error: message`` on stderr (one line, personal numbers masked: it can quote the input) and
    give the Exit to raise (2: bad usage or unusable input). Every command of this package reports through it."""
    from normalize.attributes.pii import mask_for_logs

    sys.stderr.write(f"Error: {mask_for_logs(message)}\n")
    return typer.Exit(code)


SeparatorOpt = Annotated[
    str | None,
    typer.Option("--separator", metavar="SEP",
                 help="CSV field separator: ',' ';' '|' or 'tab' (default: sniffed from the file)."),
]
SheetOpt = Annotated[
    str | None, typer.Option("--sheet", metavar="NAME", help="Read only this sheet of a spreadsheet (default: all).")
]
MapOpt = Annotated[
    list[str] | None,
    typer.Option("--map", metavar='NAME="Header"',
                 help='Read column NAME from the input column "Header" (repeatable), e.g. --map title="Job Title".'),
]


def read_options(separator: str | None, sheet: str | None) -> ReadOptions:
    """The CLI's ``--separator`` and ``--sheet`` as ``io.ReadOptions`` (a bad separator: a usage error)."""
    from normalize.io import ReadOptions

    try:
        return ReadOptions(separator, sheet)
    except ValueError as exc:
        raise fail(str(exc)) from exc


def column_map(entries: list[str] | None, base: dict[str, str] | None = None) -> dict[str, str]:
    """``--map`` entries over ``base`` (a spec's ``map``); a malformed entry is a usage error."""
    from normalize.headers import HeaderError, parse_map

    try:
        return {**(base or {}), **parse_map(entries or [])}
    except HeaderError as exc:
        raise fail(str(exc)) from exc
