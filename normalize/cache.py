"""The user cache folder (label embeddings, place tables): ``$HRNORM_CACHE_DIR`` or
``~/.cache/hrnorm``. Kept in its own module so light users need not import numpy or polars.

Every cache file carries its own digest (``NAME.sha256`` beside it, written after the file): a cache
whose bytes do not match is never used; it is removed and rebuilt, with one warning naming the file. A
read-only cache folder costs only the rebuild: the value is kept in memory, nothing is left behind.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from pathlib import Path
from typing import Any, Generic, TypeVar

log = logging.getLogger("normalize.cache")

T = TypeVar("T")

_BUILT: list[str] = []  # what this process had to build (see built)


def cache_dir() -> Path:
    """The user cache folder: ``$HRNORM_CACHE_DIR`` or ``~/.cache/hrnorm``."""
    env = os.environ.get("HRNORM_CACHE_DIR", "").strip()
    return Path(env).expanduser() if env else Path.home() / ".cache" / "hrnorm"


def digest_path(path: Path) -> Path:
    """Where the sha256 of cache file ``path`` is kept."""
    return path.with_name(path.name + ".sha256")


def file_digest(path: Path) -> str:
    """sha256 hex digest of a file, read in 1 MiB blocks."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verified(path: Path, data: bytes | None = None) -> bool:
    """True when cache file ``path`` exists and matches its recorded digest. A file that does not (flipped
    bytes, a digest missing or of other bytes) is removed with one warning naming it, so it is rebuilt.
    ``data``: the file's bytes when the caller has read them already."""
    if not path.is_file():
        return False
    try:
        expected = digest_path(path).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        expected = ""
    actual = hashlib.sha256(data).hexdigest() if data is not None else file_digest(path)
    if actual == expected:
        return True
    log.warning("cache file %s does not match its digest (%s); rebuilding it",
                path, "none recorded" if not expected else "corrupt or replaced")
    for stale in (path, digest_path(path)):
        with contextlib.suppress(OSError):
            stale.unlink(missing_ok=True)
    return False


def read_cached(path: Path) -> bytes | None:
    """The bytes of cache file ``path`` if present and intact (:func:`verified`), else ``None``."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return data if verified(path, data) else None


def write_cached(path: Path, data: bytes | None = None, write: Callable[[Path], None] | None = None) -> bool:
    """Write cache file ``path`` atomically (temp file + rename), then its digest. Give the bytes, or
    ``write(tmp)`` that writes the file at ``tmp``. Returns False (and leaves nothing behind) when the
    cache folder is not writable: the caller keeps its value in memory."""
    tmp: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        tmp = Path(name)
        if data is not None:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
        else:
            os.close(fd)
            write(tmp)  # type: ignore[misc]
        digest = file_digest(tmp)
        os.replace(tmp, path)
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        tmp = Path(name)
        with os.fdopen(fd, "w", encoding="ascii") as fh:
            fh.write(digest + "\n")
        os.replace(tmp, digest_path(path))
        return True
    except OSError as exc:
        log.info("cache %s not written (%s); kept in memory for this run", path, exc.strerror or exc)
        return False
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def cache_files() -> list[Path]:
    """Every file of the cache folder (subfolders included, writers' temporary files left out), sorted:
    what another process (a Spark executor) needs to read every cache this machine has built."""
    root = cache_dir()
    if not root.is_dir():
        return []
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith("."))


def built() -> list[str]:
    """What this process has built so far (the ``what`` of each :func:`building`), oldest first."""
    return list(_BUILT)


def cached_json(name: str, what: str, build: Callable[[], Any]) -> Any:
    """The JSON value kept in cache file ``name`` (verified by its digest), else ``build()`` (announced as
    building ``what``), written back for the next process; a read-only cache folder only costs the rebuild."""
    import json

    path = cache_dir() / name
    data = read_cached(path)
    if data is not None:
        try:
            return json.loads(data)
        except ValueError:
            pass
    with building(what):
        value = build()
    write_cached(path, json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    return value


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
    _BUILT.append(what)
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


class BoundedCache:
    """key -> value, bounded by entries and by bytes (an estimate of keys and values, :func:`approx_size`);
    when either is exceeded the oldest entries go until 90% is left, except those read by :meth:`get_many`
    since the last eviction, which move to the newest end (a second chance: close to least recently used).
    Safe to share between threads; read ``data`` directly (a dict; an eviction replaces it) or through
    :meth:`get_many`."""

    def __init__(self, max_entries: int, max_bytes: int) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.data: dict[Any, Any] = {}
        self.computed = 0  # values put in so far (cache misses)
        self._sizes: dict[Any, int] = {}
        self._read: set[Any] = set()  # keys read by get_many since the last eviction
        self.bytes = 0
        self._lock = threading.Lock()

    def get_many(self, keys: Iterable[Any]) -> dict[Any, Any]:
        """The values of those ``keys`` held (None values count as absent), kept past the next eviction.
        Once full, a cache of phrases met again and again in a stream of distinct texts then keeps the
        frequent ones (skills phrase outcomes on 5,000 real ads: see ``benchmarks/results/ads_speed.md``)."""
        data = self.data
        found = {key: value for key in keys if (value := data.get(key)) is not None}
        with self._lock:
            self._read.update(found)
        return found

    def put_many(self, items: Iterable[tuple[Any, Any]]) -> None:
        items = list(items)
        with self._lock:
            self.computed += len(items)
            for key, value in items:
                size = approx_size(key) + approx_size(value)
                self.bytes += size - self._sizes.get(key, 0)
                self._sizes[key] = size
                self.data[key] = value
            if len(self.data) > self.max_entries or self.bytes > self.max_bytes:
                self._evict()

    def _evict(self) -> None:
        """Down to 90% of both bounds: unread entries go oldest first, read ones move to the newest end (and
        go oldest first too when they alone exceed it). Called under the lock."""
        keep_entries, keep_bytes = int(self.max_entries * 0.9), int(self.max_bytes * 0.9)
        entries = len(self.data)
        kept: dict[Any, Any] = {}
        read: dict[Any, Any] = {}
        for key, value in self.data.items():
            if key in self._read:
                read[key] = value
            elif entries > keep_entries or self.bytes > keep_bytes:
                entries -= 1
                self.bytes -= self._sizes.pop(key)
            else:
                kept[key] = value
        kept.update(read)
        for key in list(kept):
            if entries <= keep_entries and self.bytes <= keep_bytes:
                break
            del kept[key]
            entries -= 1
            self.bytes -= self._sizes.pop(key)
        self._read = set()
        self.data = kept  # one assignment: a reader holds the old dict or the new one, both whole


def approx_size(value: Any) -> int:
    """Bytes a value holds, roughly (strings by length, containers by their items, 16 per scalar): cheap
    enough to run on every cached result."""
    if isinstance(value, str):
        return 56 + len(value)
    if isinstance(value, list | tuple):
        return 56 + 8 * len(value) + sum(approx_size(v) for v in value)
    if isinstance(value, dict):
        return 64 + sum(approx_size(k) + approx_size(v) + 16 for k, v in value.items())
    if getattr(value, "ndim", 0):  # a numpy array (not a scalar): its buffer
        return 112 + int(value.nbytes)
    return 16
