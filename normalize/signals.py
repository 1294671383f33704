"""SIGINT and SIGTERM as an exception, so every ``with`` and ``finally`` of a run gets to clean up.

Python turns SIGINT into ``KeyboardInterrupt``, but SIGTERM (what cron, systemd, Airflow and ``kill`` send)
ends the process on the spot: temp files stay and nothing is logged. Under :func:`exit_on_signals` both raise
:class:`Interrupted`, a ``BaseException`` (so no ``except Exception`` of a per-file or per-row guard swallows
it): writers remove their temp files (:mod:`normalize.atomic`), the ETL lock is released, and the CLI
exits 130 (SIGINT) or 143 (SIGTERM), the shell's codes for those signals.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any


class Interrupted(BaseException):
    """The run was stopped by a signal; ``code`` is the exit code a shell would report (128 + signal)."""

    def __init__(self, signum: int) -> None:
        self.signum = signum
        self.code = 128 + signum
        super().__init__(f"interrupted by {signal.Signals(signum).name}")


_INTERRUPTED = threading.Event()
_SIGNUM: list[int] = []  # the signal that stopped the run


def _raise(signum: int, _frame: Any) -> None:
    _SIGNUM[:] = [signum]
    _INTERRUPTED.set()
    raise Interrupted(signum)


def reraise_if_interrupted(exc: BaseException) -> None:
    """Call in every catch-all that turns failures into row, file or input errors. A signal that arrives
    while a library runs Python code (a polars callback) raises there, and the library may hand it back
    as its own error (polars: a ``TypeError``): once a signal has stopped the run, any failure is that
    stop, so :class:`Interrupted` is raised again instead of a per-row or per-file error."""
    if _INTERRUPTED.is_set() and _SIGNUM:
        raise Interrupted(_SIGNUM[0]) from exc


def _quiet_after_interrupt(unraisable: Any) -> None:
    """Once a signal has stopped the run, an exception Python cannot raise (a half-read generator closed
    while the interrupt unwinds it) is part of that stop, not news: the one-line "interrupted by" stays the
    only message. Before a signal, such reports go to Python's default hook as usual."""
    if not _INTERRUPTED.is_set():
        sys.__unraisablehook__(unraisable)


def _exit_at_once(signum: int, _frame: Any) -> None:
    """After the command's work (its summary printed): flush what was written and exit 128 + signal."""
    import os

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(128 + signum)


@contextlib.contextmanager
def exit_on_signals(final: bool = False) -> Iterator[None]:
    """Within the block, SIGINT and SIGTERM raise :class:`Interrupted` (main thread only; the previous
    handlers come back afterwards). Forked workers reset both to the default (see ``normalize.forking``).
    ``final``: the block is the process's whole work (the CLI); afterwards a signal still exits 130/143
    through this module (output flushed) instead of a traceback or a death by signal."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _INTERRUPTED.clear()  # a new run in the same process starts uninterrupted
    previous = {sig: signal.signal(sig, _raise) for sig in (signal.SIGINT, signal.SIGTERM)}
    previous_hook, sys.unraisablehook = sys.unraisablehook, _quiet_after_interrupt
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, _exit_at_once if final else handler)
        if not _INTERRUPTED.is_set():  # after a signal, frames of the stopped run are released later still
            sys.unraisablehook = previous_hook


def default_signals() -> None:
    """Pool initializer: a worker process dies on SIGTERM as usual (the parent cleans up)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the parent decides
