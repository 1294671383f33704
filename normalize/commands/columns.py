"""One stage over one column of table files: the shared path of ``hrnorm titles``, ``skills`` and
``verbalize`` (table input), through ``Pipeline.run_files``, with the ``unicode`` stage first as in the
bundled pipelines (so "Python &amp; SQL.</p>" reaches the matcher as "Python & SQL.")."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from normalize.commands.common import fail

if TYPE_CHECKING:
    from normalize.io import ReadOptions
    from normalize.stages.base import Stage


def run_on_column(
    make_stage: Callable[[], Stage], inputs: list[str], output: Path, column: str, *, chunk_rows: int,
    progress: bool | None, prefix: str | None = None, config_errors: tuple[type[Exception], ...] = (ValueError,),
    read_options: ReadOptions | None = None, column_map: dict[str, str] | None = None, unicode: bool = True,
) -> None:
    """Expand ``inputs`` and read their headers once, find ``column`` (ignoring case, spaces and
    punctuation, or by ``column_map``), build the stage (its config errors become one line), stream the
    files through ``unicode`` (unless switched off; it adds ``{column}_norm``) and the stage into
    ``output`` and print the run's summary. The stage's outputs are named ``{prefix or column}_{field}``."""
    from normalize import headers, io
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.registry import create_stage

    options = read_options or io.DEFAULT_READ
    try:
        files = io.expand_inputs(inputs)
        io.output_format(output)
        columns = io.union_columns(files, options)
        renames = headers.resolve([column], columns, column_map)
    except (io.InputError, headers.HeaderError) as exc:
        raise fail(str(exc)) from exc
    if column not in columns and column not in renames.values():
        raise fail(f"column {column!r} not found; the input has: {', '.join(columns)} (--map {column}=\"Header\" "
                   "names another)")
    try:
        stage = make_stage()
    except config_errors as exc:
        raise fail(str(exc)) from exc
    steps = [Step(create_stage("unicode"), [column])] if unicode else []
    source = f"{column}_norm" if unicode else column
    steps.append(Step(stage, [source], prefix or column))
    pipe = Pipeline(steps, name=stage.name, column_map=column_map)
    try:
        summary = pipe.run_files(files, output, chunk_rows=chunk_rows, progress=progress, columns=columns,
                                 read_options=options)
    except io.InputError as exc:
        raise fail(str(exc)) from exc
    sys.stderr.write(summary.describe(output) + "\n")
