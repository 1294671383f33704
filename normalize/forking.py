"""Worker processes that share what the parent already loaded (statistics, models) by forking.

Used by the CLI commands whose one-time load is large (``hrnorm lexnorm``, ``hrnorm script``): the parent
loads once, then forks; the children read the parent's memory instead of loading again.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing.pool import Pool

from normalize.signals import default_signals


def available_cpus() -> int:
    """CPUs this process may run on: its affinity mask (taskset, a container's cpuset), else the count."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def threads_per_process(processes: int = 1) -> int:
    """Compute threads for each of ``processes`` processes sharing the available CPUs: never more
    threads in all than CPUs (oversubscribed threads wait on each other)."""
    return max(1, available_cpus() // max(1, processes))


_BLAS: list = []  # the threadpoolctl controller, made on first use (it scans the loaded libraries)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Inside the block (or a function decorated with it), numpy's BLAS runs on one thread: OpenBLAS's
    idle threads spin while they wait, and its second thread cost ~30% more CPU on the skill-label products
    for no wall-time gain on a shared 2-core machine (``benchmarks/results/ads_speed.md``)."""
    if not _BLAS:
        from threadpoolctl import ThreadpoolController

        _BLAS.append(ThreadpoolController())
    with _BLAS[0].limit(limits=1, user_api="blas"):
        yield


def can_fork() -> bool:
    """True where processes can be forked (Linux, macOS with fork available); elsewhere run in-process."""
    return "fork" in mp.get_all_start_methods()


@contextmanager
def forked_pool(processes: int) -> Iterator[Pool]:
    """A pool of ``processes`` forked workers, with the garbage collector frozen while it lives.

    Frozen objects are never scanned by the collector, so a collection in a child does not write to (and
    so copy) the pages holding the parent's loaded statistics or model just to collect garbage.
    """
    gc.freeze()
    try:
        with mp.get_context("fork").Pool(processes, initializer=default_signals) as pool:
            yield pool
    finally:
        gc.unfreeze()
