"""The incremental, scheduled ETL job: a landing folder in, a Parquet dataset out, a manifest in between.

``run_etl`` is what ``hrnorm etl`` calls (cron, Airflow or Dagster call that). Its guarantees:

- **Incremental.** The manifest (``STATE/manifest.json``) records, per input file (path relative to the
  input folder), its sha256 (streamed; reused while the file's inode/size/mtime/ctime are unchanged) and the *pipeline fingerprint* it was processed with. A file is
  processed again only when its content, the pipeline (spec, effective stage configs, a stage's
  ``fingerprint()`` such as a model id, the hrnorm version) or the partitioning changed, or when one of
  its outputs has gone missing.
- **Atomic outputs, deterministic names.** Each input file gives Parquet files named after it
  (``output_name``), one per Hive partition (``COL=value/NAME.parquet``) or one at the top; each is written
  to a temporary file in its final folder and renamed into place, so a rerun overwrites, never duplicates.
- **Manifest last.** A file's manifest entry is replaced (temp file + fsync + rename) only after all of its
  outputs are in place and stale ones removed. A run killed at any point and rerun therefore yields the
  dataset of an uninterrupted run: same files, same rows, same bytes.
- **Deleted inputs** have their outputs removed (listed in the summary) and their manifest entry dropped.
- **One run at a time.** ``STATE/lock`` is held with ``fcntl.flock`` for the whole run; a second run on the
  same state exits at once with ``EXIT_LOCKED``. The kernel releases the lock when a process dies.

- **One bad file never stops the job.** A file that cannot be read (binary, UTF-16, NUL bytes, a broken
  Parquet footer, none of the pipeline's columns, vanished or changed during the run; any exception or
  Rust panic of the read path) is a failure with a one-line reason in the summary, ``last_run.json`` and
  ``runs.jsonl``; every other file is processed. With a quarantine folder the file is moved there; without
  one its hash is remembered (``"failed"`` in the manifest) and it is retried only when its content or the
  pipeline changes (until then it is listed under ``still_failed``, not counted as a new failure).
- **Interruptions.** SIGINT/SIGTERM (under the CLI) stop the run between two files' steps: temp files are
  removed, the lock released, the summary written with status ``interrupted``.

Every output row carries ``_source_file`` (the input's path relative to the input folder) and
``_source_row`` (its 0-based row in that file).

Exit codes (``hrnorm etl``): 0 ok, 1 some files failed in this run (the others are done and recorded),
2 usage error, 3 another run holds the lock, 130/143 interrupted by SIGINT/SIGTERM.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import fcntl
import hashlib
import json
import logging
import os
import re
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote

from normalize.formats import FORMATS
from normalize.signals import Interrupted
from normalize.specs import available_pipelines, read_spec
from normalize.textfile import InputError

if TYPE_CHECKING:  # polars, io and the pipeline are imported when a file has to be processed: a rerun
    import polars as pl  # with nothing new stays a stat of each input (see _fingerprint_key)

    from normalize.pipeline import Pipeline

log = logging.getLogger("normalize.etl")

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_LOCKED = 0, 1, 2, 3
MANIFEST = "manifest.json"
LAST_RUN = "last_run.json"
HISTORY = "runs.jsonl"
LOCK = "lock"
STAGING = "staging"
MANIFEST_VERSION = 1
HIVE_NULL = "__HIVE_DEFAULT_PARTITION__"  # Hive's (and pyarrow's, Spark's) name of the null partition
_HASH_BLOCK = 1 << 20


class EtlError(Exception):
    """A problem with the job as a whole (bad folder, unknown pipeline): exit code 2."""


class EtlLocked(Exception):
    """Another run holds the state folder's lock: exit code 3."""


@dataclass
class EtlSummary:
    """What one ``run_etl`` did; ``as_dict`` is the JSON run summary."""

    pipeline: str = ""
    fingerprint: str = ""
    files_seen: int = 0
    files_processed: int = 0
    files_skipped: int = 0
    files_failed: int = 0
    files_deleted: int = 0
    rows_in: int = 0
    rows_out: int = 0
    rows_with_errors: int = 0
    seconds: float = 0.0
    started_at: str = ""
    finished_at: str = ""
    processed: list[str] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    files_still_failed: int = 0
    still_failed: list[dict[str, str]] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    outputs_removed: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    interrupted: str | None = None

    @property
    def exit_code(self) -> int:
        return EXIT_FAILED if self.files_failed else EXIT_OK

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["seconds"] = round(self.seconds, 3)
        data["status"] = "interrupted" if self.interrupted else "failed" if self.files_failed else "ok"
        data["exit_code"] = self.exit_code
        return data


# --- fingerprints and names ---------------------------------------------------------------------


def file_sha256(path: Path) -> str:
    """sha256 of a file's bytes, read in 1 MiB blocks (memory stays flat for any file size)."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(_HASH_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def stage_fingerprint(stage: Any) -> Any:
    """What identifies a stage's behaviour: its ``fingerprint()`` hook if it has one (e.g. a model's
    sha256 or id), else its effective config (defaults included, so a changed default counts)."""
    hook = getattr(stage, "fingerprint", None)
    if callable(hook):
        return hook()
    config = getattr(stage, "config", None)
    if dataclasses.is_dataclass(config) and not isinstance(config, type):
        return dataclasses.asdict(config)
    return repr(config)


def pipeline_fingerprint(spec: dict[str, Any], pipeline: Pipeline, partition_by: str | None = None) -> str:
    """Hash of everything that decides the output of a file: the parsed spec (comments and layout of the
    TOML do not count), each step's stage name, columns, prefix and stage fingerprint, the partitioning
    and the hrnorm version."""
    from normalize import __version__

    payload = {
        "spec": spec,
        "steps": [
            {
                "stage": step.stage.name,
                "columns": step.columns,
                "prefix": step.prefix,
                "fingerprint": stage_fingerprint(step.stage),
            }
            for step in pipeline.steps
        ],
        "partition_by": partition_by,
        "source_columns": ["_source_file", "_source_row"],
        "hrnorm": __version__,
    }
    text = json.dumps(payload, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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


# --- state ------------------------------------------------------------------------------------------


@contextlib.contextmanager
def state_lock(state_dir: Path) -> Iterator[None]:
    """Hold ``STATE/lock`` exclusively (non-blocking); raise ``EtlLocked`` if another run holds it."""
    state_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(state_dir / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                raise
            holder = os.pread(fd, 200, 0).decode("utf-8", "replace").strip()
            raise EtlLocked(
                f"another hrnorm etl run holds the lock on {state_dir / LOCK}"
                + (f" ({holder})" if holder else "")
                + "; not starting"
            ) from exc
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()} since {_now()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON to ``path`` through a temp file, fsync and rename: readers see old or new, never half."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1, sort_keys=True, ensure_ascii=False)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def load_manifest(state_dir: Path) -> dict[str, Any]:
    path = state_dir / MANIFEST
    if not path.exists():
        return {"version": MANIFEST_VERSION, "files": {}}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EtlError(f"cannot read the manifest {path}: {exc}; move it away to reprocess everything") from exc
    if data.get("version") != MANIFEST_VERSION or not isinstance(data.get("files"), dict):
        raise EtlError(f"{path} is not an hrnorm etl manifest (version {MANIFEST_VERSION})")
    return data


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _stat_key(st: os.stat_result) -> list[int]:
    return [st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --- discovery ------------------------------------------------------------------------------------


def discover_inputs(input_dir: Path, pattern: str = "**/*") -> dict[str, Path]:
    """Input files under ``input_dir`` matching ``pattern``, keyed by their relative POSIX path.

    Only CSV/TSV/Parquet/NDJSON (by extension); hidden and ``_``-prefixed files and folders are ignored,
    so an uploader can write ``.name.csv.part`` and rename it when complete.
    """
    found: dict[str, Path] = {}
    for path in sorted(input_dir.glob(pattern)):
        rel = path.relative_to(input_dir)
        if any(part.startswith((".", "_")) for part in rel.parts):
            continue
        if path.is_file() and path.suffix.lower() in FORMATS:
            found[rel.as_posix()] = path
    return found


def _existing_outputs(output_dir: Path) -> dict[str, list[str]]:
    """Output file name -> its paths (relative to ``output_dir``), across partition folders."""
    found: dict[str, list[str]] = {}
    for root, dirs, files in os.walk(output_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            if name.endswith(".parquet") and not name.startswith("."):
                rel = (Path(root) / name).relative_to(output_dir).as_posix()
                found.setdefault(name, []).append(rel)
    return found


def _remove_temp_files(output_dir: Path, state_dir: Path) -> None:
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


def _remove_outputs(output_dir: Path, paths: list[str]) -> list[str]:
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


def _process_file(
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
        _fsync_file(target)
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
            _fsync_file(output_dir / folder / name)
            outputs.append(f"{folder}/{name}")
        return outputs, summary
    finally:
        staged.unlink(missing_ok=True)


# --- the job --------------------------------------------------------------------------------------


def resolve_spec(pipeline: str) -> tuple[dict[str, Any], Pipeline]:
    """Parse and build a pipeline by bundled name or spec path (``EtlError`` if unknown or invalid)."""
    spec, name = _read_spec(pipeline)
    return spec, _build(spec, name)


def _read_spec(pipeline: str) -> tuple[dict[str, Any], str]:
    try:
        return read_spec(pipeline)
    except KeyError as exc:
        raise EtlError(_spec_message(exc)) from exc


def _build(spec: dict[str, Any], name: str) -> Pipeline:
    from normalize.pipeline import Pipeline

    try:
        return Pipeline.from_spec(spec, name=name)
    except (KeyError, ValueError) as exc:
        raise EtlError(_spec_message(exc)) from exc


def _spec_message(exc: Exception) -> str:
    message = str(exc.args[0]) if exc.args else str(exc)  # a KeyError would quote itself
    if "bundled pipelines" not in message:  # read_spec's own message already lists them
        message += f" (bundled: {', '.join(available_pipelines())})"
    return message


def _fingerprint_key(spec: dict[str, Any], partition_by: str | None) -> str:
    """What the pipeline fingerprint is a function of, without building the pipeline: the parsed spec, the
    partitioning, the hrnorm version and the code (size and mtime of every module of the package, where
    the stages' config defaults live). Equal keys give equal fingerprints, so the manifest caches the
    fingerprint under this key and a rerun with nothing new never imports polars or a stage."""
    from normalize import __version__

    package = Path(__file__).parent
    code = sorted(
        (p.relative_to(package).as_posix(), p.stat().st_size, p.stat().st_mtime_ns) for p in package.rglob("*.py")
    )
    text = json.dumps([spec, partition_by, __version__, code], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def run_etl(
    input_dir: str | os.PathLike[str],
    output_dir: str | os.PathLike[str],
    state_dir: str | os.PathLike[str],
    pipeline: str,
    partition_by: str | None = None,
    pattern: str = "**/*",
    chunk_rows: int = 100_000,
    verify_hash: bool = False,
    quarantine_dir: str | os.PathLike[str] | None = None,
    progress: bool | None = False,
) -> EtlSummary:
    """Process the new and changed files of ``input_dir`` into ``output_dir``; see the module docstring.

    A file whose inode, size, mtime and ctime (nanoseconds) equal the manifest's is not read again: its
    recorded sha256 is reused, as git and rsync do; ``verify_hash=True`` hashes every file every run.
    A file that cannot be read (any error or panic of the read path) is a failure with a one-line reason;
    it is moved to ``quarantine_dir`` when given, else remembered and retried only once its content (or the
    pipeline) changes. Raises ``EtlError`` for usage problems and ``EtlLocked`` if another run holds the
    lock. ``progress`` None shows rows and rows/s per file on a terminal. The run summary is also written
    to ``STATE/last_run.json`` and appended to ``STATE/runs.jsonl``,
    even when the run is interrupted (``normalize.signals.Interrupted``, re-raised).
    """
    started = time.perf_counter()
    input_dir, output_dir, state_dir = Path(input_dir), Path(output_dir), Path(state_dir)
    quarantine = Path(quarantine_dir) if quarantine_dir is not None else None
    if not input_dir.is_dir():
        raise EtlError(f"input folder not found: {input_dir}")
    for inner, outer in ((output_dir, input_dir), (state_dir, input_dir), (quarantine, input_dir)):
        if inner is None or not inner.resolve().is_relative_to(outer.resolve()):
            continue
        rel_parts = inner.resolve().relative_to(outer.resolve()).parts
        if inner is quarantine and any(part.startswith((".", "_")) for part in rel_parts):
            continue  # a hidden or _-prefixed folder inside the landing folder is never read as input
        raise EtlError(f"{inner} must not be inside the input folder {outer}")
    if chunk_rows < 1:
        raise EtlError("chunk_rows must be at least 1")
    spec, name = _read_spec(pipeline)
    summary = EtlSummary(pipeline=name, started_at=_now())

    with state_lock(state_dir):
        output_dir.mkdir(parents=True, exist_ok=True)
        _remove_temp_files(output_dir, state_dir)
        manifest = load_manifest(state_dir)
        inputs = discover_inputs(input_dir, pattern)
        summary.files_seen = len(inputs)
        job = _Job(spec, name, manifest, summary, inputs, output_dir, state_dir, partition_by, chunk_rows,
                   verify_hash, quarantine, _existing_outputs(output_dir), progress)
        job.fingerprint_pipeline()
        try:
            job.drop_deleted(inputs)
            for rel, path in inputs.items():
                job.process(rel, path)
        except Interrupted as exc:
            summary.interrupted = str(exc)
            raise
        finally:
            summary.seconds = time.perf_counter() - started
            summary.finished_at = _now()
            write_json_atomic(state_dir / LAST_RUN, summary.as_dict())
            with open(state_dir / HISTORY, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(summary.as_dict(), sort_keys=True, ensure_ascii=False) + "\n")
    return summary


def _check_partition_column(pipe: Pipeline, inputs: dict[str, Path], partition_by: str | None) -> None:
    """A misspelt partition column is a usage error, not 20 failed files."""
    if not partition_by or not inputs:
        return
    first = next(iter(inputs.values()))
    from normalize.io import read_columns

    try:
        columns = read_columns(first)
    except InputError:
        return  # that file fails on its own
    if partition_by not in [*columns, *pipe.output_schema(columns)]:
        raise EtlError(
            f"--partition-by {partition_by!r} is neither an input column of {first.name} nor an output "
            f"of pipeline {pipe.name!r}"
        )


_PASS_THROUGH = (KeyboardInterrupt, SystemExit, Interrupted)


@dataclass
class _Job:
    """One run's state: what each input file needs (skip, process, record a failure) and the manifest."""

    spec: dict[str, Any]
    name: str
    manifest: dict[str, Any]
    summary: EtlSummary
    inputs: dict[str, Path]
    output_dir: Path
    state_dir: Path
    partition_by: str | None
    chunk_rows: int
    verify_hash: bool
    quarantine: Path | None
    existing: dict[str, list[str]]
    progress: bool | None = False
    fingerprint: str = ""
    pipe: Pipeline | None = None

    def fingerprint_pipeline(self) -> None:
        """The pipeline fingerprint, from the manifest's cache when the spec and code are unchanged (no
        pipeline is built then), else by building the pipeline (and caching the result)."""
        key = _fingerprint_key(self.spec, self.partition_by)
        cached = self.manifest.get("fingerprint_cache") or {}
        if cached.get("key") == key:
            self.fingerprint = cached["fingerprint"]
        else:
            self.fingerprint = pipeline_fingerprint(self.spec, self.ready(), self.partition_by)
            self.manifest["fingerprint_cache"] = {"key": key, "fingerprint": self.fingerprint}
            self.save()
        self.summary.fingerprint = self.fingerprint

    def ready(self) -> Pipeline:
        """The pipeline, built on first need; a misspelt partition column is then a usage error."""
        if self.pipe is None:
            self.pipe = _build(self.spec, self.name)
            _check_partition_column(self.pipe, self.inputs, self.partition_by)
        return self.pipe

    @property
    def entries(self) -> dict[str, Any]:
        return self.manifest["files"]

    def save(self) -> None:
        self.manifest["updated_at"] = _now()
        write_json_atomic(self.state_dir / MANIFEST, self.manifest)

    def drop_deleted(self, inputs: dict[str, Path]) -> None:
        """Inputs that were deleted (or quarantined by hand): their outputs go, their entries too."""
        for rel in sorted(set(self.entries) - set(inputs)):
            self._forget(rel)
            self.summary.deleted.append(rel)
        self.summary.files_deleted = len(self.summary.deleted)

    def _forget(self, rel: str) -> None:
        stale = self.existing.get(output_name(rel), []) + self.entries.get(rel, {}).get("outputs", [])
        self.summary.outputs_removed += _remove_outputs(self.output_dir, stale)
        self.entries.pop(rel, None)
        self.save()

    def process(self, rel: str, path: Path) -> None:
        entry = self.entries.get(rel)
        digest = before = None
        try:
            before = path.stat()
            if not self.verify_hash and entry is not None and entry.get("stat") == _stat_key(before):
                digest = entry["sha256"]  # same inode, size, mtime and ctime: the recorded hash holds
            else:
                digest = file_sha256(path)
            if self._unchanged(rel, entry, digest, before):
                return
        except _PASS_THROUGH:
            raise
        except BaseException as exc:  # noqa: BLE001 - one bad file never stops the others
            self._failed(rel, path, entry, digest, before, exc)
            return
        pipe = self.ready()  # outside the per-file guard: a usage error stops the run
        try:
            outputs, run = _process_file(
                pipe, path, rel, output_name(rel), self.output_dir, self.state_dir, self.partition_by,
                self.chunk_rows, self.progress,
            )
            after = path.stat()
            if (after.st_size, after.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
                raise InputError("the file changed while it was being processed; it is retried next run")
        except _PASS_THROUGH:
            raise
        except BaseException as exc:  # noqa: BLE001 - one bad file never stops the others (panics included)
            self._failed(rel, path, entry, digest, before, exc)
            return
        self._done(rel, entry, digest, before, outputs, run)

    def _unchanged(self, rel: str, entry: dict[str, Any] | None, digest: str, before: os.stat_result) -> bool:
        """Skip a file processed (or failed) with this content and pipeline whose outputs are all there."""
        if entry is None or entry.get("sha256") != digest or entry.get("fingerprint") != self.fingerprint:
            return False
        if entry.get("failed"):  # known to fail with this content: not retried (nor counted as unchanged)
            self.summary.files_still_failed += 1
            self.summary.still_failed.append(
                {"file": rel, "error": entry["failed"], "since": entry.get("processed_at", "")}
            )
        elif all((self.output_dir / o).exists() for o in entry.get("outputs", [])):
            self.summary.files_skipped += 1
        else:
            return False
        if entry.get("stat") != _stat_key(before):  # touched, not changed: remember the new stat
            entry["stat"] = _stat_key(before)
            self.save()
        return True

    def _failed(self, rel: str, path: Path, entry: dict[str, Any] | None, digest: str | None,
                before: os.stat_result | None, exc: BaseException) -> None:
        if isinstance(exc, FileNotFoundError) or not path.exists():
            reason = "the file disappeared during the run"
        else:
            from normalize.io import one_line_reason

            reason = one_line_reason(exc)
        log.error("%s: %s", rel, reason)
        record: dict[str, str] = {"file": rel, "error": reason}
        self.summary.files_failed += 1
        self.summary.failed.append(record)
        if self.quarantine is not None and path.exists():
            record["quarantined_to"] = str(_quarantine(path, rel, self.quarantine))
            self._forget(rel)  # gone from the landing folder: as if deleted
        elif digest is not None and before is not None:  # remembered: retried once its content changes
            self.entries[rel] = {
                "sha256": digest,
                "stat": _stat_key(before),  # as hashed: a file changed since is hashed (and retried) next run
                "fingerprint": self.fingerprint,
                "failed": reason,
                "outputs": (entry or {}).get("outputs", []),  # the last good version's outputs stay
                "processed_at": _now(),
            }
            self.save()

    def _done(self, rel: str, entry: dict[str, Any] | None, digest: str, before: os.stat_result,
              outputs: list[str], run: Any) -> None:
        name = output_name(rel)
        # outputs of this input that the new ones do not replace (another partition, old layout)
        stale = [o for o in self.existing.get(name, []) + (entry or {}).get("outputs", []) if o not in outputs]
        summary = self.summary
        summary.outputs_removed += _remove_outputs(self.output_dir, stale)
        self.entries[rel] = {
            "sha256": digest,
            "size": before.st_size,
            "stat": _stat_key(before),
            "fingerprint": self.fingerprint,
            "outputs": outputs,
            "rows_in": run.rows_in,
            "rows_out": run.rows_out,
            "rows_with_errors": run.rows_with_errors,
            "processed_at": _now(),
        }
        self.manifest.update(pipeline=self.name, fingerprint=self.fingerprint)
        self.save()  # last: the file counts as done from here
        summary.files_processed += 1
        summary.processed.append(rel)
        summary.rows_in += run.rows_in
        summary.rows_out += run.rows_out
        summary.rows_with_errors += run.rows_with_errors
        summary.warnings += [f"{rel}: {w}" for w in run.warnings]


def _quarantine(path: Path, rel: str, folder: Path) -> Path:
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
    files = sorted(_existing_outputs(output_dir).values())
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
