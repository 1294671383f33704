"""``hrnorm verbalize``: written -> spoken form of a text file (line by line) or of a table column."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.commands.columns import run_on_column
from normalize.commands.common import MapOpt, SeparatorOpt, SheetOpt, column_map, fail, read_options

_TEXT_SUFFIXES = (".txt", ".text")


def verbalize(
    input: Annotated[str, typer.Argument(
        metavar="INPUT", help="A .txt file (one text per line; '-' for stdin) or a CSV/Parquet/NDJSON/.xlsx table.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output file ('-': stdout, a table as CSV).")],
    column: Annotated[str, typer.Option("--column", help="Text column of a table input; adds COLUMN_spoken.")] = "text",
    lang: Annotated[str, typer.Option("--lang", help="Language profile (en).")] = "en",
    explain: Annotated[bool, typer.Option("--explain", help="Text input: print each line's changed spans "
                                          "(class and spoken form) to stderr; table input: add COLUMN_spans.")] = False,
    no_unicode: Annotated[bool, typer.Option(
        "--no-unicode", help="Skip the unicode repair (HTML tags and entities, mojibake) run first.")] = False,
    separator: SeparatorOpt = None,
    sheet: SheetOpt = None,
    map: MapOpt = None,
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk of a table input; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar.")] = None,
) -> None:
    """Say numbers, dates, times, money, measures, phone numbers, addresses, letters and abbreviations as
    words, after the unicode stage's repair ("&amp;" is "&", "Ã©" is "é"). A text file gives one output
    line per input line; a table gets COLUMN_norm (the repair) and COLUMN_spoken."""
    from normalize.verbalize import get_profile

    try:
        get_profile(lang)
    except KeyError as exc:
        raise fail(exc.args[0]) from exc
    if input == "-" or Path(input).suffix.lower() in _TEXT_SUFFIXES:
        _text_file(input, output, lang, explain, not no_unicode)
    else:
        from normalize.stages.registry import create_stage

        run_on_column(lambda: create_stage("verbalize", {"lang": lang, "explain": explain}), [input], output,
                      column, chunk_rows=chunk_rows, progress=progress, read_options=read_options(separator, sheet),
                      column_map=column_map(map), unicode=not no_unicode)


def _text_file(input: str, output: Path, lang: str, explain: bool, unicode: bool) -> None:
    from normalize.artifacts import ResourceError
    from normalize.hygiene import UnicodeConfig, fix_text
    from normalize.signals import reraise_if_interrupted
    from normalize.textfile import InputError, damaged_lines_message, read_text_lines
    from normalize.verbalize import explain_verbalize

    repair = UnicodeConfig(keep_newlines=False)  # a tag's line break would split the line: one line out per line in

    try:
        lines, trailing, damaged = read_text_lines(input)
    except InputError as exc:
        raise fail(str(exc)) from exc
    if damaged:
        sys.stderr.write(f"Warning: {damaged_lines_message(damaged)}\n")
    out = []
    failed: list[str] = []
    for number, line in enumerate(lines, 1):
        end = "\r" if line.endswith("\r") else ""
        text = line[: len(line) - len(end)]
        try:
            spoken, spans = explain_verbalize(fix_text(text, repair) if unicode else text, lang)
        except ResourceError:
            raise
        except Exception as exc:  # noqa: BLE001 - one line never sinks the file: it is kept as written
            reraise_if_interrupted(exc)
            spoken, spans = text, []
            failed.append(f"line {number}: {type(exc).__name__}")
        out.append(spoken + end)
        if explain and spans:
            sys.stderr.write(f"{number}: " + "; ".join(f"{s.text!r} {s.cls} -> {s.spoken!r}" for s in spans) + "\n")
    if failed:
        shown = "; ".join(failed[:5]) + (f"; ... ({len(failed)} in all)" if len(failed) > 5 else "")
        sys.stderr.write(f"Warning: {len(failed)} line(s) kept as written, verbalization failed: {shown}\n")
    result = "\n".join(out) + ("\n" if trailing else "")
    if str(output) == "-":
        sys.stdout.write(result)
    else:
        from normalize.atomic import write_text_atomic

        write_text_atomic(output, result)  # Ctrl-C or SIGTERM before this leaves no partial file


def register(app: typer.Typer) -> None:
    """Add ``hrnorm verbalize`` to the CLI."""
    app.command("verbalize")(verbalize)
