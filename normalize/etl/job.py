"""One run: ``run_etl`` and the per-file decisions of a run (skip, process, record a failure)."""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from normalize.artifacts import ResourceError
from normalize.etl.fingerprint import build, fingerprint_key, pipeline_fingerprint, read_pipeline_spec
from normalize.etl.outputs import (
    discover_inputs,
    existing_outputs,
    output_name,
    process_file,
    quarantine_file,
    remove_outputs,
    remove_temp_files,
)
from normalize.etl.state import (
    HISTORY,
    LAST_RUN,
    MANIFEST,
    file_sha256,
    load_manifest,
    now,
    stat_key,
    state_lock,
    write_json_atomic,
)
from normalize.etl.summary import EtlError, EtlSummary
from normalize.signals import Interrupted, reraise_if_interrupted
from normalize.textfile import InputError, quoted_name

if TYPE_CHECKING:
    from normalize.pipeline import Pipeline

log = logging.getLogger("normalize.etl")


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
    column_map: dict[str, str] | None = None,
    country: str | None = None,
) -> EtlSummary:
    """Process the new and changed files of ``input_dir`` into ``output_dir``; see :mod:`normalize.etl`.

    A file whose inode, size, mtime and ctime (nanoseconds) equal the manifest's is not read again: its
    recorded sha256 is reused, as git and rsync do; ``verify_hash=True`` hashes every file every run.
    A file that cannot be read (any error or panic of the read path) is a failure with a one-line reason;
    it is moved to ``quarantine_dir`` when given, else remembered and retried only once its content (or the
    pipeline) changes. ``country`` is the market of rows no column or text gives one (it is part of the
    pipeline fingerprint). Raises ``EtlError`` for usage problems and ``EtlLocked`` if another run holds the
    lock. ``progress`` None shows rows and rows/s per file on a terminal. The run summary is appended to
    ``STATE/runs.jsonl`` (even when the run is interrupted: ``normalize.signals.Interrupted``, re-raised)
    and written to ``STATE/last_run.json`` only by a run that finished.
    A broken part (``normalize.artifacts.ResourceError``: a model, table or taxonomy) stops the run: the
    file it hit is a failure that is not remembered (redone next run, once the part is fixed) and the error
    is raised.
    ``column_map`` (input column -> the header the files have it under) is added to the spec's ``map``, so a
    changed mapping is a changed pipeline.
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
    spec, name = read_pipeline_spec(pipeline)
    if column_map:
        spec = {**spec, "map": {**spec.get("map", {}), **column_map}}
    if country:
        spec = {**spec, "country": country}  # part of the spec, so of the fingerprint: a new market redoes files
    summary = EtlSummary(pipeline=name, started_at=now())

    with state_lock(state_dir):
        output_dir.mkdir(parents=True, exist_ok=True)
        remove_temp_files(output_dir, state_dir)
        manifest = load_manifest(state_dir)
        inputs = discover_inputs(input_dir, pattern)
        summary.files_seen = len(inputs)
        job = _Job(spec, name, manifest, summary, inputs, output_dir, state_dir, partition_by, chunk_rows,
                   verify_hash, quarantine, existing_outputs(output_dir), progress, input_root=input_dir.resolve())
        job.fingerprint_pipeline()
        finished = False
        try:
            job.drop_deleted(inputs)
            for rel, path in inputs.items():
                job.process(rel, path)
            finished = True
        except Interrupted as exc:
            summary.interrupted = str(exc)
            raise
        except ResourceError as exc:
            summary.stopped = str(exc)
            raise
        finally:
            summary.seconds = time.perf_counter() - started
            summary.finished_at = now()
            if finished:
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
    input_root: Path | None = None
    fingerprint: str = ""
    pipe: Pipeline | None = None

    def fingerprint_pipeline(self) -> None:
        """The pipeline fingerprint, from the manifest's cache when the spec and code are unchanged (no
        pipeline is built then), else by building the pipeline (and caching the result)."""
        key = fingerprint_key(self.spec, self.partition_by)
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
            self.pipe = build(self.spec, self.name)
            _check_partition_column(self.pipe, self.inputs, self.partition_by)
        return self.pipe

    @property
    def entries(self) -> dict[str, Any]:
        return self.manifest["files"]

    def save(self) -> None:
        self.manifest["updated_at"] = now()
        write_json_atomic(self.state_dir / MANIFEST, self.manifest)

    def drop_deleted(self, inputs: dict[str, Path]) -> None:
        """Inputs that were deleted (or quarantined by hand): their outputs go, their entries too."""
        for rel in sorted(set(self.entries) - set(inputs)):
            self._forget(rel)
            self.summary.deleted.append(rel)
        self.summary.files_deleted = len(self.summary.deleted)

    def _forget(self, rel: str) -> None:
        stale = self.existing.get(output_name(rel), []) + self.entries.get(rel, {}).get("outputs", [])
        self.summary.outputs_removed += remove_outputs(self.output_dir, stale)
        self.entries.pop(rel, None)
        self.save()

    def process(self, rel: str, path: Path) -> None:
        entry = self.entries.get(rel)
        digest = before = None
        try:
            self._check_path(rel, path)
            before = path.stat()
            if not self.verify_hash and entry is not None and entry.get("stat") == stat_key(before):
                digest = entry["sha256"]  # same inode, size, mtime and ctime: the recorded hash holds
            else:
                digest = file_sha256(path)
            if self._unchanged(rel, entry, digest, before):
                return
        except _PASS_THROUGH:
            raise
        except BaseException as exc:  # noqa: BLE001 - one bad file never stops the others
            reraise_if_interrupted(exc)
            self._failed(rel, path, entry, digest, before, exc)
            return
        pipe = self.ready()  # outside the per-file guard: a usage error stops the run
        try:
            outputs, run = process_file(
                pipe, path, rel, output_name(rel), self.output_dir, self.state_dir, self.partition_by,
                self.chunk_rows, self.progress,
            )
            after = path.stat()
            if (after.st_size, after.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
                raise InputError("the file changed while it was being processed; it is retried next run")
        except _PASS_THROUGH:
            raise
        except ResourceError as exc:  # a broken part: every file would fail; this one is redone next run
            self._failed(rel, path, entry, None, None, exc)
            raise
        except BaseException as exc:  # noqa: BLE001 - one bad file never stops the others (panics included)
            reraise_if_interrupted(exc)
            self._failed(rel, path, entry, digest, before, exc)
            return
        self._done(rel, entry, digest, before, outputs, run)

    def _check_path(self, rel: str, path: Path) -> None:
        """Refuse a file name that is not UTF-8 and a link that leaves the landing folder (its target is
        not ours to read, and its content would reach the summary)."""
        try:
            os.fsencode(path).decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("the file name is not valid UTF-8; rename the file") from None
        if self.input_root is not None and not path.resolve().is_relative_to(self.input_root):
            raise InputError("a link to a file outside the input folder; not read")

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
        if entry.get("stat") != stat_key(before):  # touched, not changed: remember the new stat
            entry["stat"] = stat_key(before)
            self.save()
        return True

    def _failed(self, rel: str, path: Path, entry: dict[str, Any] | None, digest: str | None,
                before: os.stat_result | None, exc: BaseException) -> None:
        if isinstance(exc, FileNotFoundError) or not path.exists():
            reason = "the file disappeared during the run"
        else:
            from normalize.attributes.pii import mask_for_logs
            from normalize.io import one_line_reason

            reason = mask_for_logs(one_line_reason(exc))  # a reason can quote the file's content
        log.error("%s: %s", quoted_name(rel), reason)
        record: dict[str, str] = {"file": rel, "error": reason}
        self.summary.files_failed += 1
        self.summary.failed.append(record)
        if self.quarantine is not None and path.exists():
            record["quarantined_to"] = str(quarantine_file(path, rel, self.quarantine))
            self._forget(rel)  # gone from the landing folder: as if deleted
        elif digest is not None and before is not None:  # remembered: retried once its content changes
            self.entries[rel] = {
                "sha256": digest,
                "stat": stat_key(before),  # as hashed: a file changed since is hashed (and retried) next run
                "fingerprint": self.fingerprint,
                "failed": reason,
                "outputs": (entry or {}).get("outputs", []),  # the last good version's outputs stay
                "processed_at": now(),
            }
            self.save()

    def _done(self, rel: str, entry: dict[str, Any] | None, digest: str, before: os.stat_result,
              outputs: list[str], run: Any) -> None:
        name = output_name(rel)
        # outputs of this input that the new ones do not replace (another partition, old layout)
        stale = [o for o in self.existing.get(name, []) + (entry or {}).get("outputs", []) if o not in outputs]
        summary = self.summary
        summary.outputs_removed += remove_outputs(self.output_dir, stale)
        self.entries[rel] = {
            "sha256": digest,
            "size": before.st_size,
            "stat": stat_key(before),
            "fingerprint": self.fingerprint,
            "outputs": outputs,
            "rows_in": run.rows_in,
            "rows_out": run.rows_out,
            "rows_with_errors": run.rows_with_errors,
            "processed_at": now(),
        }
        self.manifest.update(pipeline=self.name, fingerprint=self.fingerprint)
        self.save()  # last: the file counts as done from here
        summary.files_processed += 1
        summary.processed.append(rel)
        summary.rows_in += run.rows_in
        summary.rows_out += run.rows_out
        summary.rows_with_errors += run.rows_with_errors
        summary.warnings += [f"{rel}: {w}" for w in run.warnings]

