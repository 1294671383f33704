"""One stage over one column of table files: the shared path of ``hrnorm titles``, ``skills`` and
``verbalize`` (table input), through ``Pipeline.run_files``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from normalize.stages.base import Stage


def fail(message: str) -> typer.Exit:
    """Print one line (personal numbers masked, line breaks escaped: it can quote the input) and give the
    exit code for bad usage or unusable input (2). Every command of this package reports through it."""
    from normalize.attributes.pii import mask_for_logs

    sys.stderr.write(f"error: {mask_for_logs(message)}\n")
    return typer.Exit(2)


def run_on_column(
    make_stage: Callable[[], Stage], inputs: list[str], output: Path, column: str, *, chunk_rows: int,
    progress: bool | None, prefix: str | None = None, config_errors: tuple[type[Exception], ...] = (ValueError,),
) -> None:
    """Expand ``inputs`` and read their headers once, check ``column``, build the stage (its config errors
    become one line), stream the files through it into ``output`` and print the run's summary."""
    from normalize import io
    from normalize.pipeline import Pipeline, Step

    try:
        files = io.expand_inputs(inputs)
        io.output_format(output)
        columns = io.union_columns(files)
    except io.InputError as exc:
        raise fail(str(exc)) from exc
    if column not in columns:
        raise fail(f"column {column!r} not found; the input has: {', '.join(columns)}")
    try:
        stage = make_stage()
    except config_errors as exc:
        raise fail(str(exc)) from exc
    pipe = Pipeline([Step(stage, [column], prefix)], name=stage.name)
    try:
        summary = pipe.run_files(files, output, chunk_rows=chunk_rows, progress=progress, columns=columns)
    except io.InputError as exc:
        raise fail(str(exc)) from exc
    sys.stderr.write(summary.describe(output) + "\n")
