"""``hrnorm script``: script normalization of a text file, line by line (same number of lines out).

The ``script`` stage runs through ``Pipeline.run_files`` over the file's lines (:mod:`normalize.lines`):
streamed in chunks, distinct lines once, the stage's own validation (bad ``--lang``, ``--source`` or
``--mode``: exit 2 with one line).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.commands.common import fail

CHUNK_ROWS = 100_000  # lines per chunk: bounds memory; new words of a chunk are read together


def script(
    input: Annotated[Path, typer.Argument(help="UTF-8 text file ('-' for stdin).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output text file ('-' for stdout).")],
    lang: Annotated[str, typer.Option("--lang", help="ISO 639-3 code: ckb, kmr, hac, glk, mzn, azb, ks, sd, fa, ar, ur, am, ti.")],
    source: Annotated[str, typer.Option("--source", help="Dominant convention typed with: auto, ar, fa, ur.")] = "auto",
    geez_homophones: Annotated[bool, typer.Option("--geez-homophones", help="Fold Ge'ez homophone series.")] = False,
    mode: Annotated[str, typer.Option("--mode", help="fast (default) or beam (slower, more accurate).")] = "fast",
    explain: Annotated[bool, typer.Option("--explain", help="Print the rules fired per line to stderr.")] = False,
    workers: Annotated[int, typer.Option(
        "--workers", min=0, help="Processes (forked; statistics loaded once before the fork) for chunks of more than "
        "20,000 distinct lines. 0: two on a machine with two or more cores, else one.")] = 0,
) -> None:
    """Normalize a text file line by line; every input line (empty ones too) gives one output line."""
    from normalize.lines import Lines
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.registry import create_stage
    from normalize.textfile import InputError, damaged_lines_message

    if workers <= 0:
        from normalize.forking import available_cpus

        workers = min(2, available_cpus())
    config = {"lang": lang, "source": source, "geez_homophones": geez_homophones, "explain": explain,
              "mode": mode, "workers": workers}  # checked by the stage's schema, as in a spec
    try:
        stage = create_stage("script", config)
    except (KeyError, ValueError) as exc:
        raise fail(exc.args[0] if exc.args else str(exc)) from exc
    lines = Lines(column="text", write="text_norm", explain="text_rules" if explain else None)
    try:
        Pipeline([Step(stage, ["text"])], name="script").run_files([input], output, CHUNK_ROWS, None, lines=lines)
    except InputError as exc:
        raise fail(str(exc)) from exc
    if lines.damaged:
        sys.stderr.write(f"Warning: {damaged_lines_message(lines.damaged)}\n")


def register(app: typer.Typer) -> None:
    """Add ``hrnorm script`` to the CLI."""
    app.command("script")(script)
