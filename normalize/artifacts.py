"""Checksums of bundled and trained model files: one format, one helper.

Every model directory (the encoder, each lexnorm model, the script statistics) carries a manifest,
``SHA256SUMS.json``: ``{"file name": "sha256 hex digest"}``. Builders write it with :func:`write_manifest`
after the files; loaders call :func:`verify` (or :func:`verify_file` for one file) before reading.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path

MANIFEST = "SHA256SUMS.json"


class ChecksumError(ValueError):
    """A model file is missing from its manifest or does not match its recorded sha256."""


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


def read_manifest(directory: str | os.PathLike[str]) -> dict[str, str]:
    """The manifest of ``directory``; ``FileNotFoundError`` if it has none."""
    return json.loads((Path(directory) / MANIFEST).read_text(encoding="utf-8"))


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


def verify(directory: str | os.PathLike[str]) -> dict[str, str]:
    """Check every file listed in ``directory``'s manifest; returns the manifest."""
    sums = read_manifest(directory)
    for name in sums:
        verify_file(Path(directory) / name)
    return sums
