"""Output files that appear whole or not at all, with the permissions the umask asks for.

Every writer of the project (table writers, text outputs of ``hrnorm script`` and ``hrnorm lexnorm``, the
ETL's partition files and JSON state) writes to a hidden temp file beside the target and renames it into
place. The temp file is created with the mode ``open()`` would give (0644 under umask 022, not mkstemp's
0600): the services that read the output can.
No polars import: the text CLIs use this module too.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

# Every temp file this process created. A temp file's path is put here *before* the file is created: a signal
# that lands while (or just after) it is created finds it here, and :func:`remove_temp_files` (the CLI calls
# it when interrupted) removes whatever of them is still there (a temp file renamed into place is no longer
# under its temp name; a path whose file was never created is skipped).
_CREATED: list[Path] = []


def remove_temp_files() -> None:
    """Remove every temp file this process created that was neither renamed into place nor removed."""
    for tmp in _CREATED:
        tmp.unlink(missing_ok=True)
    _CREATED.clear()


def temp_beside(target: str | os.PathLike[str]) -> Path:
    """A new empty hidden temp file ``.NAME.XXXX.tmp`` in ``target``'s folder (created if needed), mode as
    the umask says. Its path is registered for :func:`remove_temp_files` before the file exists."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    # Not tempfile.mkstemp: it creates the file and only then returns its name, so a SIGTERM that landed
    # in between (likeliest under load, when the process is preempted as the open returns) left a file no
    # cleanup knew of. Same O_EXCL creation; 64 random bits make a name taken by another file a non-event.
    for _ in range(100):
        tmp = target.parent / f".{target.name}.{secrets.token_hex(8)}.tmp"
        _CREATED.append(tmp)
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
        except FileExistsError:
            _CREATED.remove(tmp)  # someone else's file: never ours to remove
            continue
        os.close(fd)  # 0o666 with the umask applied, as open() gives (mkstemp gave 0600)
        return tmp
    raise FileExistsError(f"no free temp file name beside {target}")


@contextlib.contextmanager
def atomic_path(target: str | os.PathLike[str]) -> Iterator[Path]:
    """Yield a temp path to write; on success it replaces ``target``, on any error or interruption (an
    exception, Ctrl-C, SIGTERM turned into an exception by :mod:`normalize.signals`) it is removed."""
    tmp = temp_beside(target)
    try:
        yield tmp
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_text_atomic(target: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``target`` atomically (``'-'`` is not a path: callers print to stdout themselves)."""
    with atomic_path(target) as tmp:
        tmp.write_text(text, encoding=encoding)
