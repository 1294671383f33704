"""Run a command and report its wall time and peak RSS (of the command's process tree's largest child).

    python benchmarks/measure.py CMD ARGS...   -> prints JSON {"seconds": .., "peak_rss_mb": .., "returncode": ..}
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time


def measure(cmd: list[str]) -> dict[str, float]:
    started = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - started
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if proc.returncode:
        sys.stderr.write(proc.stderr)
    return {"seconds": seconds, "peak_rss_mb": peak_kb / 1024, "returncode": proc.returncode}


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1:])))
