"""The user cache folder (label embeddings, place tables): ``$HRNORM_CACHE_DIR`` or
``~/.cache/hrnorm``. Kept in its own module so light users need not import numpy or polars."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Hashable, Iterator
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")


def cache_dir() -> Path:
    """The user cache folder: ``$HRNORM_CACHE_DIR`` or ``~/.cache/hrnorm``."""
    env = os.environ.get("HRNORM_CACHE_DIR", "").strip()
    return Path(env).expanduser() if env else Path.home() / ".cache" / "hrnorm"


_QUIET = {"on": os.environ.get("HRNORM_QUIET", "").strip() not in ("", "0")}
_TOLD_WHY = threading.Event()
PROGRESS_EVERY = 5.0  # seconds between progress lines


def set_quiet(quiet: bool) -> None:
    """Silence (or not) the cache builders' messages; ``HRNORM_QUIET=1`` sets it for a process."""
    _QUIET["on"] = quiet


def _say(line: str) -> None:
    if not _QUIET["on"]:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()


@contextlib.contextmanager
def building(what: str, total: int | None = None, unit: str = "") -> Iterator[Callable[[int], None]]:
    """Say on stderr that a cache is being built (``what``), why (once per process: a first use, kept and
    reused), progress every few seconds as the builder calls ``advance(n)``, and the time it took.
    Silent when quiet (``set_quiet``, ``HRNORM_QUIET=1``, ``hrnorm --quiet``)."""
    started = time.monotonic()
    why = ""
    if not _TOLD_WHY.is_set():
        _TOLD_WHY.set()
        why = (f" (first use: built once, then reused from {cache_dir()}; `hrnorm warm` builds every cache "
               "ahead of time)")
    _say(f"hrnorm: building {what}{why}")
    state = {"done": 0, "shown": started}

    def advance(n: int) -> None:
        state["done"] += n
        now = time.monotonic()
        if now - state["shown"] >= PROGRESS_EVERY:
            state["shown"] = now
            done = state["done"]
            share = f" ({100 * done / total:.0f}%)" if total else ""
            of = f" of {total:,}" if total else ""
            _say(f"hrnorm:   {what}: {done:,}{of} {unit}{share}, {now - started:.0f} s".replace("  ,", ","))

    yield advance
    _say(f"hrnorm: built {what} in {time.monotonic() - started:.1f} s")


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
