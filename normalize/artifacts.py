"""Checksums of bundled and trained model files: one format, one helper; and the error of a broken part.

Every model directory (the encoder, each lexnorm model, the script statistics) carries a manifest,
``SHA256SUMS.json``: ``{"file name": "sha256 hex digest"}``. Builders write it with :func:`write_manifest`
after the files; loaders call :func:`verify` (every listed file, once per process while the files are
unchanged) or :func:`verify_file` (one file) before reading. A missing manifest is an error, not a pass.

:class:`ResourceError` is a run-level failure: a model, table, taxonomy or cache that a stage needs is
missing or broken. Stages let it through (it is not a row error); the CLI stops with one line, exit 1.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

MANIFEST = "SHA256SUMS.json"


class ResourceError(RuntimeError):
    """A file, model, taxonomy or cache a stage needs is missing or broken: every row would fail the same
    way, so the run stops (exit 1) with this one-line message instead of filling ``_errors``."""


class ChecksumError(ResourceError, ValueError):
    """A model file is missing from its manifest, its manifest is missing, or it does not match its sha256."""


@contextlib.contextmanager
def loading(what: str) -> Iterator[None]:
    """Turn any failure while loading ``what`` (a model, a taxonomy) into a one-line :class:`ResourceError`
    naming it; interruptions (Ctrl-C, SIGTERM) pass through."""
    from normalize.signals import reraise_if_interrupted

    try:
        yield
    except ResourceError:
        raise
    except Exception as exc:  # noqa: BLE001 - any library's failure to load is the same run-level error
        reraise_if_interrupted(exc)
        first = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
        raise ResourceError(f"{what}: {type(exc).__name__}: {first}"[:500]) from exc


def sha256_file(path: str | os.PathLike[str]) -> str:
    """sha256 hex digest of a file's bytes, read in 1 MiB blocks (memory stays flat)."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def sha256_bytes(data: bytes) -> str:
    """sha256 hex digest of bytes already in memory."""
    return hashlib.sha256(data).hexdigest()


def write_manifest(directory: str | os.PathLike[str], names: Iterable[str]) -> dict[str, str]:
    """Write ``directory/SHA256SUMS.json`` for the files ``names`` (in that directory); returns it."""
    folder = Path(directory)
    sums = {name: sha256_file(folder / name) for name in sorted(names)}
    (folder / MANIFEST).write_text(json.dumps(sums, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return sums


def write_folder_manifest(directory: str | os.PathLike[str], suffix: str = ".json") -> dict[str, str]:
    """:func:`write_manifest` for every ``suffix`` file of ``directory`` (the skill lists' folder, each builder
    rewriting one of its files)."""
    return write_manifest(directory, (p.name for p in Path(directory).glob(f"*{suffix}") if p.name != MANIFEST))


def read_manifest(directory: str | os.PathLike[str]) -> dict[str, str]:
    """The manifest of ``directory``; :class:`ChecksumError` if it is missing or not a JSON object."""
    path = Path(directory) / MANIFEST
    try:
        sums = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ChecksumError(f"{path} is missing: the files of {directory} cannot be verified - reinstall "
                            "hrnorm or rebuild them (`make model`)") from exc
    except (OSError, ValueError) as exc:
        raise ChecksumError(f"{path} is unreadable: {type(exc).__name__}") from exc
    if not isinstance(sums, dict) or not all(isinstance(v, str) for v in sums.values()):
        raise ChecksumError(f"{path} is not a map of file name to sha256")
    return sums


def verify_file(path: str | os.PathLike[str], data: bytes | None = None) -> str:
    """Check one file against its directory's manifest and return its digest.

    ``data``: the file's bytes when the caller has read them already (hashed instead of re-reading).
    Raises :class:`ChecksumError` naming the file when it is not listed or does not match."""
    path = Path(path)
    expected = read_manifest(path.parent).get(path.name)
    digest = sha256_bytes(data) if data is not None else sha256_file(path)
    if expected is None:
        raise ChecksumError(f"{path}: not listed in {path.parent / MANIFEST}")
    if digest != expected:
        raise ChecksumError(
            f"checksum mismatch for {path}: sha256 {digest}, {MANIFEST} expects {expected}; the file is corrupt or was "
            "replaced - reinstall hrnorm or rebuild it (`make model`)"
        )
    return digest



def verified_json(path: str | os.PathLike[str]) -> Any | None:
    """The JSON payload of a small bundled artifact, checked against its directory's manifest first; None
    (with a warning naming the file and the reason) when it is missing, corrupt or unreadable: the caller
    then runs without it, as on a taxonomy it was not fitted for."""
    path = Path(path)
    try:
        data = path.read_bytes()
        verify_file(path, data)
        return json.loads(data)
    except (OSError, ValueError) as exc:  # ChecksumError and JSONDecodeError are ValueErrors
        logging.getLogger(__name__).warning("bundled artifact not used: %s", exc)
        return None


def verified_for_skills(path: str | os.PathLike[str], skill_fingerprint: str) -> dict[str, Any] | None:
    """:func:`verified_json`'s payload if it is a dict measured on the skill taxonomy with this fingerprint (its
    ``skill_fingerprint`` key), else None: a statistic fitted on one taxonomy means nothing on another."""
    payload = verified_json(path)
    if not isinstance(payload, dict) or payload.get("skill_fingerprint") != skill_fingerprint:
        return None
    return payload


_VERIFIED: dict[Path, tuple] = {}
_VERIFIED_LOCK = threading.Lock()


def verify(directory: str | os.PathLike[str]) -> dict[str, str]:
    """Check every file listed in ``directory``'s manifest; returns the manifest. A directory verified
    before in this process is not hashed again while no listed file's inode, size or mtime changed."""
    folder = Path(directory).resolve()
    sums = read_manifest(folder)
    try:
        stamp = tuple((name, *_stat(folder / name)) for name in sorted(sums)) + (_stat(folder / MANIFEST),)
    except FileNotFoundError as exc:
        raise ChecksumError(f"{exc.filename}: listed in {folder / MANIFEST} but missing") from exc
    with _VERIFIED_LOCK:
        if _VERIFIED.get(folder) == stamp:
            return sums
    for name in sums:
        verify_file(folder / name)
    with _VERIFIED_LOCK:
        _VERIFIED[folder] = stamp
    return sums


def _stat(path: Path) -> tuple[int, int, int]:
    st = path.stat()
    return st.st_ino, st.st_size, st.st_mtime_ns
