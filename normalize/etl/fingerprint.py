"""The pipeline fingerprint (what decides a file's output) and the spec it is built from."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from normalize.artifacts import sha256_file
from normalize.etl.summary import EtlError
from normalize.specs import available_pipelines, read_spec

PACKAGE = Path(__file__).parents[1]  # the normalize package
DATA_DIR = PACKAGE / "data"

if TYPE_CHECKING:  # the pipeline is imported only when one is built: a rerun with nothing new stays a
    from normalize.pipeline import Pipeline  # stat of each input (see fingerprint_key)


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
        "bundled_data": bundled_data_digest(),
    }
    text = json.dumps(payload, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def bundled_data_digest() -> str:
    """sha256 over the package's bundled data (encoder, calibration, lexicons, statistics): a new model
    file changes outputs without any code change, so it must make the ETL job redo its files. Every file
    counts, whichever stages use it: such files change with releases, not between nightly runs."""
    h = hashlib.sha256()
    for path in _package_files(DATA_DIR):
        h.update(path.relative_to(DATA_DIR).as_posix().encode("utf-8") + b"\0")
        h.update(sha256_file(path).encode("ascii"))
    return h.hexdigest()


def _package_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def resolve_spec(pipeline: str) -> tuple[dict[str, Any], Pipeline]:
    """Parse and build a pipeline by bundled name or spec path (``EtlError`` if unknown or invalid)."""
    spec, name = read_pipeline_spec(pipeline)
    return spec, build(spec, name)


def read_pipeline_spec(pipeline: str) -> tuple[dict[str, Any], str]:
    try:
        return read_spec(pipeline)
    except KeyError as exc:
        raise EtlError(_spec_message(exc)) from exc


def build(spec: dict[str, Any], name: str) -> Pipeline:
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


def fingerprint_key(spec: dict[str, Any], partition_by: str | None) -> str:
    """What the pipeline fingerprint is a function of, without building the pipeline: the parsed spec, the
    partitioning, the hrnorm version, the code and the bundled data (size and mtime of every file of the
    package: modules hold the stages' config defaults, data files the models). Equal keys give equal
    fingerprints, so the manifest caches the fingerprint under this key and a rerun with nothing new never
    imports polars or a stage."""
    from normalize import __version__

    code = [(p.relative_to(PACKAGE).as_posix(), p.stat().st_size, p.stat().st_mtime_ns) for p in _package_files(PACKAGE)]
    text = json.dumps([spec, partition_by, __version__, code], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

