"""The state folder: its lock, the manifest, atomic JSON writes and the small file-system helpers they use."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from normalize.atomic import atomic_path
from normalize.etl.summary import EtlError, EtlLocked

MANIFEST = "manifest.json"
LAST_RUN = "last_run.json"
HISTORY = "runs.jsonl"
LOCK = "lock"
STAGING = "staging"
MANIFEST_VERSION = 1
_HASH_BLOCK = 1 << 20


def file_sha256(path: Path) -> str:
    """sha256 of a file's bytes, read in 1 MiB blocks (memory stays flat for any file size)."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(_HASH_BLOCK):
            digest.update(block)
    return digest.hexdigest()


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
        os.pwrite(fd, f"pid {os.getpid()} since {now()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON to ``path`` through a temp file, fsync and rename: readers see old or new, never half."""
    # atomic_path: the temp file is registered for the CLI's cleanup before it exists and removed if the
    # dump is interrupted (a fixed ``.NAME.PID.tmp`` opened here stayed behind after a SIGTERM mid-dump)
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1, sort_keys=True, ensure_ascii=False)
        fh.flush()
        os.fsync(fh.fileno())
    fsync_dir(path.parent)


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


def fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def stat_key(st: os.stat_result) -> list[int]:
    return [st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

