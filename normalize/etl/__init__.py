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

The job's parts: :mod:`.summary` (exit codes, errors, the run summary), :mod:`.state` (lock, manifest,
atomic writes), :mod:`.fingerprint` (pipeline fingerprint, spec), :mod:`.outputs` (discovery, output names,
writing one file's outputs, quarantine, reading the dataset back) and :mod:`.job` (``run_etl``).
"""

from __future__ import annotations

from normalize.etl.fingerprint import pipeline_fingerprint, resolve_spec, stage_fingerprint
from normalize.etl.job import run_etl
from normalize.etl.outputs import (
    HIVE_NULL,
    discover_inputs,
    output_name,
    partition_column,
    partition_dir,
    read_dataset,
)
from normalize.etl.state import (
    HISTORY,
    LAST_RUN,
    LOCK,
    MANIFEST,
    MANIFEST_VERSION,
    STAGING,
    file_sha256,
    load_manifest,
    state_lock,
    write_json_atomic,
)
from normalize.etl.summary import (
    EXIT_FAILED,
    EXIT_LOCKED,
    EXIT_OK,
    EXIT_USAGE,
    EtlError,
    EtlLocked,
    EtlSummary,
)

__all__ = [
    "EXIT_FAILED", "EXIT_LOCKED", "EXIT_OK", "EXIT_USAGE", "HISTORY", "HIVE_NULL", "LAST_RUN", "LOCK", "MANIFEST",
    "MANIFEST_VERSION", "STAGING", "EtlError", "EtlLocked", "EtlSummary", "discover_inputs", "file_sha256",
    "load_manifest", "output_name", "partition_column", "partition_dir", "pipeline_fingerprint", "read_dataset",
    "resolve_spec", "run_etl", "stage_fingerprint", "state_lock", "write_json_atomic",
]  # fmt: skip
