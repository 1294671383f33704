"""``hrnorm etl``: the incremental job for cron, Airflow or Dagster (see ``normalize.etl``)."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.commands.common import MapOpt, column_map


def etl(
    input: Annotated[Path, typer.Option("--input", help="Landing folder with the input files.")],
    output: Annotated[Path, typer.Option("--output", help="Folder of the Parquet dataset.")],
    state: Annotated[Path, typer.Option("--state", help="Folder for the manifest, lock and run summaries.")],
    pipeline: Annotated[str, typer.Option("--pipeline", help="Bundled pipeline name or spec path.")],
    partition_by: Annotated[
        str | None, typer.Option("--partition-by", help="Hive-partition the output by this column.")
    ] = None,
    glob: Annotated[str, typer.Option("--glob", help="Which files of the input folder, as a glob.")] = "**/*",
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    report: Annotated[
        Path | None, typer.Option("--report", help="Also write an HTML report over the whole output dataset.")
    ] = None,
    verify_hash: Annotated[
        bool, typer.Option("--verify-hash", help="Hash every file even if its size and times are unchanged.")
    ] = False,
    quarantine: Annotated[
        Path | None, typer.Option("--quarantine", help="Move input files that cannot be read to this folder.")
    ] = None,
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Rows and rows/s per file (default: on a TTY).")
    ] = None,
    map: MapOpt = None,
    country: Annotated[
        str | None, typer.Option("--country", help="Market of rows whose location column and text give none.")
    ] = None,
) -> None:
    """Process only new or changed input files into a Parquet dataset; print a JSON run summary.

    Exit codes: 0 ok, 1 some files failed (each named with its reason; retried once its content changes),
    2 usage error, 3 another run holds the lock, 130/143 interrupted (SIGINT/SIGTERM).
    """
    from normalize.artifacts import ResourceError
    from normalize.etl import EXIT_FAILED, EXIT_LOCKED, EXIT_USAGE, EtlError, EtlLocked, run_etl

    logging.getLogger("normalize").setLevel(logging.WARNING)
    try:
        summary = run_etl(input, output, state, pipeline, partition_by=partition_by, pattern=glob,
                          chunk_rows=chunk_rows, verify_hash=verify_hash, quarantine_dir=quarantine,
                          progress=progress, column_map=column_map(map), country=country)
    except ResourceError as exc:  # a broken part: the run stopped; the file it hit is redone next run
        sys.stderr.write(f"Error: {exc}\n")
        raise typer.Exit(EXIT_FAILED) from exc
    except EtlLocked as exc:
        sys.stderr.write(f"Error: {exc}\n")
        raise typer.Exit(EXIT_LOCKED) from exc
    except EtlError as exc:
        sys.stderr.write(f"Error: {exc}\n")
        raise typer.Exit(EXIT_USAGE) from exc
    if report is not None and summary.files_seen:
        from normalize.etl import read_dataset, resolve_spec
        from normalize.report import write_report

        write_report(report, read_dataset(output, partition_by), summary.as_dict(), resolve_spec(pipeline)[1])
    sys.stdout.write(json.dumps(summary.as_dict(), indent=2, ensure_ascii=False) + "\n")
    sys.stderr.write(
        f"{summary.files_processed} processed, {summary.files_skipped} unchanged, {summary.files_failed} failed"
        + (f" ({summary.files_still_failed} more still failed, not retried)" if summary.files_still_failed else "")
        + ", "
        f"{summary.files_deleted} deleted ({len(summary.outputs_removed)} outputs removed) "
        f"of {summary.files_seen} files; {summary.rows_out:,} rows written in {summary.seconds:.2f} s\n"
    )
    raise typer.Exit(summary.exit_code)


def register(app: typer.Typer) -> None:
    """Add ``hrnorm etl`` to the CLI."""
    app.command("etl")(etl)
