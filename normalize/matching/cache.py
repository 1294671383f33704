"""The user cache folder of the matcher (label embeddings, place table): ``$HRNORM_CACHE_DIR`` or
``~/.cache/hrnorm``. Kept in its own module so light users need not import numpy or polars."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """The user cache folder: ``$HRNORM_CACHE_DIR`` or ``~/.cache/hrnorm``."""
    env = os.environ.get("HRNORM_CACHE_DIR", "").strip()
    return Path(env).expanduser() if env else Path.home() / ".cache" / "hrnorm"
