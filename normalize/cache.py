"""The user cache folder (label embeddings, place tables): ``$HRNORM_CACHE_DIR`` or
``~/.cache/hrnorm``. Kept in its own module so light users need not import numpy or polars."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")


def cache_dir() -> Path:
    """The user cache folder: ``$HRNORM_CACHE_DIR`` or ``~/.cache/hrnorm``."""
    env = os.environ.get("HRNORM_CACHE_DIR", "").strip()
    return Path(env).expanduser() if env else Path.home() / ".cache" / "hrnorm"


class SharedInstances(Generic[T]):
    """Process-wide instances built on first request per key; past ``max_items`` the oldest is dropped.

    Matchers and extractors hold a taxonomy index and its embeddings: every pipeline, stage and CLI call in
    a process should share one per (taxonomy, config) instead of building its own.
    """

    def __init__(self, max_items: int = 8) -> None:
        self.max_items = max_items
        self._items: dict[Hashable, T] = {}
        self._lock = threading.Lock()

    def for_taxonomy(self, taxonomy: object, config: object, build: Callable[[], T]) -> T:
        """The instance for a taxonomy (spec string, or object by identity) and a config dataclass."""
        key = (taxonomy if isinstance(taxonomy, str) else id(taxonomy), tuple(vars(config).items()))
        return self.get(key, build)

    def get(self, key: Hashable, build: Callable[[], T]) -> T:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                if len(self._items) >= self.max_items:
                    self._items.pop(next(iter(self._items)))
                item = self._items[key] = build()
            return item
