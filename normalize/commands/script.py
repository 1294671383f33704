"""``hrnorm script``: script normalization of a text file, line by line (same number of lines out)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.forking import can_fork, forked_pool

BATCH = 2000  # lines per batch: new words of a batch are read together
CHUNK = 20_000  # lines per task sent to a worker process


def script(
    input: Annotated[Path, typer.Argument(help="UTF-8 text file ('-' for stdin).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output text file ('-' for stdout).")],
    lang: Annotated[str, typer.Option("--lang", help="ISO 639-3 code: ckb, kmr, hac, glk, mzn, azb, ks, sd, fa, ar, ur, am, ti.")],
    source: Annotated[str, typer.Option("--source", help="Dominant convention typed with: auto, ar, fa, ur.")] = "auto",
    geez_homophones: Annotated[bool, typer.Option("--geez-homophones", help="Fold Ge'ez homophone series.")] = False,
    mode: Annotated[str, typer.Option("--mode", help="fast (default) or beam (slower, more accurate).")] = "fast",
    explain: Annotated[bool, typer.Option("--explain", help="Print the rules fired per line to stderr.")] = False,
    workers: Annotated[int, typer.Option(
        "--workers", help="Processes (forked; statistics loaded once before the fork). 0: two on a machine "
        "with two or more cores when the input has more than 20,000 lines, else one.")] = 0,
) -> None:
    """Normalize a text file line by line; every input line (empty ones too) gives one output line."""
    from normalize.script import explain_script, get_profile

    try:
        get_profile(lang)
    except KeyError as exc:
        sys.stderr.write(f"error: {exc.args[0]}\n")
        raise typer.Exit(2) from exc
    from normalize.textfile import InputError, damaged_lines_message, read_text_lines

    try:
        lines, trailing, damaged = read_text_lines(input)
    except InputError as exc:
        sys.stderr.write(f"error: {exc}\n")
        raise typer.Exit(2) from exc
    if damaged:
        sys.stderr.write(f"warning: {damaged_lines_message(damaged)}\n")
    explain_script("", lang, source, geez_homophones, mode)  # load statistics once, before any fork
    args = (lang, source, geez_homophones, mode, explain)
    if workers <= 0:
        workers = 2 if len(lines) > 20_000 and (os.cpu_count() or 1) >= 2 else 1
    if workers > 1 and len(lines) > 1000 and can_fork():
        size = min(CHUNK, -(-len(lines) // workers))
        chunks = [(lines[i:i + size], *args) for i in range(0, len(lines), size)]
        with forked_pool(workers) as pool:
            results = [r for part in pool.imap(_normalize_lines, chunks) for r in part]
    else:
        results = _normalize_lines((lines, *args))
    out_lines = []
    for number, (norm, rules) in enumerate(results, 1):
        out_lines.append(norm)
        if explain and rules:
            sys.stderr.write(f"{number}: {', '.join(rules)}\n")
    result = "\n".join(out_lines) + ("\n" if trailing else "")
    if str(output) == "-":
        sys.stdout.write(result)
    else:
        from normalize.atomic import write_text_atomic

        write_text_atomic(output, result)  # Ctrl-C or SIGTERM before this leaves no partial file


def _normalize_lines(args: tuple) -> list[tuple[str, list[str]]]:
    """(normalized line, rules) for each line, read in batches; a trailing CR of a CRLF file is kept."""
    from normalize.script import explain_script_lines

    lines, lang, source, geez_homophones, mode, explain = args
    out = []
    for start in range(0, len(lines), BATCH):
        block = lines[start:start + BATCH]
        ends = ["\r" if line.endswith("\r") else "" for line in block]
        texts = [line[: len(line) - len(end)] for line, end in zip(block, ends)]  # noqa: B905
        done = explain_script_lines(texts, lang, source, geez_homophones, mode, with_rules=explain)
        out.extend((norm + end, rules) for (norm, rules), end in zip(done, ends))  # noqa: B905
    return out


def register(app: typer.Typer) -> None:
    """Add ``hrnorm script`` to the CLI."""
    app.command("script")(script)
