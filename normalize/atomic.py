"""Output files that appear whole or not at all, with the permissions the umask asks for.

Every writer of the project (table writers, text outputs of ``hrnorm script`` and ``hrnorm lexnorm``, the
ETL's partition files and JSON state) writes to a hidden temp file beside the target and renames it into
place. ``tempfile.mkstemp`` creates that file with mode 0600 whatever the umask, so the mode is set here to
what ``open()`` would have given (0644 under umask 022): the services that read the output can.
No polars import: the text CLIs use this module too.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Every temp file this process created. A signal can land between a temp file's creation and the ``with``
# or ``try`` that would remove it; :func:`remove_temp_files` (the CLI calls it when interrupted) removes
# whatever of them is still there (a temp file renamed into place is no longer under its temp name).
_CREATED: list[Path] = []


def remove_temp_files() -> None:
    """Remove every temp file this process created that was neither renamed into place nor removed."""
    for tmp in _CREATED:
        tmp.unlink(missing_ok=True)
    _CREATED.clear()


def umask_mode(mode: int = 0o666) -> int:
    """``mode`` with the process umask applied (what ``open(..., 'w')`` creates)."""
    mask = os.umask(0)  # the only portable way to read the umask is to set it and put it back
    os.umask(mask)
    return mode & ~mask


def temp_beside(target: str | os.PathLike[str]) -> Path:
    """A new empty hidden temp file in ``target``'s folder (created if needed), mode as the umask says."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    _CREATED.append(Path(tmp))
    try:
        os.fchmod(fd, umask_mode())
    finally:
        os.close(fd)
    return Path(tmp)


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
