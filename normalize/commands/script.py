"""``hrnorm script``: script normalization of a text file, line by line (same number of lines out)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer


def script(
    input: Annotated[Path, typer.Argument(help="UTF-8 text file ('-' for stdin).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output text file ('-' for stdout).")],
    lang: Annotated[str, typer.Option("--lang", help="ISO 639-3 code: ckb, kmr, hac, glk, mzn, azb, ks, sd, fa, ar, ur, am, ti.")],
    source: Annotated[str, typer.Option("--source", help="Dominant convention typed with: auto, ar, fa, ur.")] = "auto",
    geez_homophones: Annotated[bool, typer.Option("--geez-homophones", help="Fold Ge'ez homophone series.")] = False,
    mode: Annotated[str, typer.Option("--mode", help="fast (default) or beam (slower, more accurate).")] = "fast",
    explain: Annotated[bool, typer.Option("--explain", help="Print the rules fired per line to stderr.")] = False,
) -> None:
    """Normalize a text file line by line; every input line (empty ones too) gives one output line."""
    from normalize.script import explain_script, get_profile

    try:
        get_profile(lang)
    except KeyError as exc:
        sys.stderr.write(f"error: {exc.args[0]}\n")
        raise typer.Exit(2) from exc
    text = sys.stdin.read() if str(input) == "-" else input.read_text(encoding="utf-8")
    lines = text.split("\n")
    trailing = lines and lines[-1] == ""
    if trailing:
        lines.pop()
    out_lines = []
    for number, line in enumerate(lines, 1):
        end = "\r" if line.endswith("\r") else ""
        norm, rules = explain_script(line[: len(line) - len(end)], lang, source, geez_homophones, mode)
        out_lines.append(norm + end)
        if explain and rules:
            sys.stderr.write(f"{number}: {', '.join(rules)}\n")
    result = "\n".join(out_lines) + ("\n" if trailing else "")
    if str(output) == "-":
        sys.stdout.write(result)
    else:
        output.write_text(result, encoding="utf-8")


def register(app: typer.Typer) -> None:
    """Add ``hrnorm script`` to the CLI."""
    app.command("script")(script)
