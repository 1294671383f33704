"""Inputs and outputs: discovering input files, naming their outputs, writing one file's outputs (one per
Hive partition) atomically, removing stale ones, quarantining failed inputs, reading the dataset back."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote

from normalize.etl.state import STAGING, fsync_file
from normalize.etl.summary import EtlError
from normalize.formats import FORMATS

if TYPE_CHECKING:  # polars, io and the pipeline are imported when a file has to be processed: a rerun
    import polars as pl  # with nothing new stays a stat of each input (see fingerprint_key)

    from normalize.pipeline import Pipeline

HIVE_NULL = "__HIVE_DEFAULT_PARTITION__"  # Hive's (and pyarrow's, Spark's) name of the null partition
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def output_name(relative: str) -> str:
    """Deterministic Parquet file name for an input path relative to the input folder.

    Readable (the path with separators replaced) plus a short hash of the exact path, so two inputs never
    share a name and the same input always gets the same name.
    """
    readable = _UNSAFE.sub("_", relative.replace("/", "__"))[:120].strip("._") or "input"
    digest = hashlib.sha256(relative.encode("utf-8")).hexdigest()[:12]
    return f"{readable}-{digest}.parquet"


def partition_dir(column: str, value: Any) -> str:
    """``column=value`` folder name as Hive writes it (value percent-encoded; null is Hive's default)."""
    text = HIVE_NULL if value is None else str(value)
    return f"{column}={quote(text, safe='')}"



def discover_inputs(input_dir: Path, pattern: str = "**/*") -> dict[str, Path]:
    """Input files under ``input_dir`` matching ``pattern``, keyed by their relative POSIX path.

    Only CSV/TSV/Parquet/NDJSON (by extension); hidden and ``_``-prefixed files and folders are ignored,
    so an uploader can write ``.name.csv.part`` and rename it when complete. A name that is not UTF-8 is
    keyed with its bytes escaped (``\\xNN``), so the manifest and the summary can hold it.
    """
    found: dict[str, Path] = {}
    for path in sorted(input_dir.glob(pattern)):
        rel = path.relative_to(input_dir)
        if any(part.startswith((".", "_")) for part in rel.parts):
            continue
        if path.is_file() and path.suffix.lower() in FORMATS:
            found[os.fsencode(rel.as_posix()).decode("utf-8", "backslashreplace")] = path
    return found


def existing_outputs(output_dir: Path) -> dict[str, list[str]]:
    """Output file name -> its paths (relative to ``output_dir``), across partition folders."""
    found: dict[str, list[str]] = {}
    for root, dirs, files in os.walk(output_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            if name.endswith(".parquet") and not name.startswith("."):
                rel = (Path(root) / name).relative_to(output_dir).as_posix()
                found.setdefault(name, []).append(rel)
    return found


def remove_temp_files(output_dir: Path, state_dir: Path) -> None:
    """Temp files left by a killed run: ``.NAME.parquet.XXXX.tmp`` (never visible to ``*.parquet``)."""
    for root, _dirs, files in os.walk(output_dir):
        for name in files:
            if name.startswith(".") and name.endswith(".tmp") and ".parquet." in name:
                Path(root, name).unlink(missing_ok=True)
    staging = state_dir / STAGING
    if staging.exists():
        for item in staging.iterdir():
            item.unlink(missing_ok=True)
    for item in state_dir.glob(".*.tmp"):
        item.unlink(missing_ok=True)


def remove_outputs(output_dir: Path, paths: list[str]) -> list[str]:
    removed = []
    for rel in sorted(set(paths)):
        target = output_dir / rel
        if target.exists():
            target.unlink()
            removed.append(rel)
        parent = target.parent
        while parent != output_dir and parent.is_dir() and not any(parent.iterdir()):
            parent.rmdir()
            parent = parent.parent
    return removed


# --- processing one file -------------------------------------------------------------------------


def process_file(
    pipeline: Pipeline,
    source: Path,
    rel: str,
    name: str,
    output_dir: Path,
    state_dir: Path,
    partition_by: str | None,
    chunk_rows: int,
    progress: bool | None = False,
) -> tuple[list[str], Any]:
    """Write the outputs of one input file; returns their paths relative to ``output_dir`` and the
    pipeline's RunSummary. Nothing is visible under a final name until it is complete."""
    import polars as pl

    from normalize import io

    if partition_by is None:
        target = output_dir / name
        summary = pipeline.run_files(
            [source], target, chunk_rows=chunk_rows, progress=progress, with_source=True, source_names=[rel]
        )
        fsync_file(target)
        return [name], summary

    staging = state_dir / STAGING
    staging.mkdir(parents=True, exist_ok=True)
    staged = staging / name
    summary = pipeline.run_files(
        [source], staged, chunk_rows=chunk_rows, progress=progress, with_source=True, source_names=[rel]
    )
    try:
        schema = pl.scan_parquet(staged).collect_schema()
        if partition_by not in schema:
            raise io.InputError(
                f"partition column {partition_by!r} is not in the output (columns: {', '.join(schema.names())})"
            )
        writers: dict[str, io.ChunkWriter] = {}
        try:
            for chunk in pl.scan_parquet(staged).collect_batches(chunk_size=chunk_rows):
                # one file per partition value; rows keep their input order within it
                keys = chunk.get_column(partition_by).cast(pl.String)
                parts = chunk.with_columns(keys.alias("__part")).partition_by(
                    "__part", maintain_order=True, as_dict=True, include_key=False
                )
                for (value,), part in parts.items():
                    folder = partition_dir(partition_by, value)
                    if folder not in writers:
                        writers[folder] = io.ChunkWriter(output_dir / folder / name)
                    writers[folder].write(part.drop(partition_by))
            if not writers:  # an empty input still leaves a schema-only file, as run_files does
                empty = pl.scan_parquet(staged).drop(partition_by).head(0).collect()
                writers[partition_dir(partition_by, None)] = io.ChunkWriter(
                    output_dir / partition_dir(partition_by, None) / name
                )
                writers[partition_dir(partition_by, None)].write(empty)
        except BaseException:
            for writer in writers.values():
                writer.abort()
            raise
        outputs = []
        for folder in sorted(writers):
            writers[folder].close()
            fsync_file(output_dir / folder / name)
            outputs.append(f"{folder}/{name}")
        return outputs, summary
    finally:
        staged.unlink(missing_ok=True)



def quarantine_file(path: Path, rel: str, folder: Path) -> Path:
    """Move a failed input to ``folder`` under its relative path (``.1``, ``.2`` ... if taken)."""
    target = folder / rel
    n = 0
    while target.exists():
        n += 1
        target = folder / f"{rel}.{n}"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(path, target)
    return target


def read_dataset(output_dir: str | os.PathLike[str], partition_by: str | None = None) -> pl.LazyFrame:
    """The ETL output as one LazyFrame. A Hive-partitioned dataset (``COL=value`` folders) is recognised
    by itself; the partition column comes back as a string (``partition_by`` only confirms its name).
    Inputs with different columns are read as their union (missing values null)."""
    import polars as pl

    output_dir = Path(output_dir)
    found = partition_column(output_dir)
    if partition_by is not None and found not in (None, partition_by):
        raise EtlError(f"{output_dir} is partitioned by {found!r}, not {partition_by!r}")
    files = sorted(existing_outputs(output_dir).values())
    if not files:
        raise EtlError(f"no Parquet files in {output_dir}")
    scans = []
    for rel in (path for paths in files for path in paths):
        scan = pl.scan_parquet(output_dir / rel)
        if found:
            value = unquote(Path(rel).parent.name.split("=", 1)[1])
            scan = scan.with_columns(pl.lit(None if value == HIVE_NULL else value, dtype=pl.String).alias(found))
        scans.append(scan)
    return pl.concat(scans, how="diagonal_relaxed")


def partition_column(output_dir: str | os.PathLike[str]) -> str | None:
    """The Hive partition column of a dataset folder (from its ``COL=value`` sub-folders), or None."""
    names = {
        entry.name.split("=", 1)[0]
        for entry in os.scandir(output_dir)
        if entry.is_dir() and "=" in entry.name and not entry.name.startswith((".", "_"))
    }
    if len(names) > 1:
        raise EtlError(f"{output_dir} has partition folders of several columns: {', '.join(sorted(names))}")
    return names.pop() if names else None
