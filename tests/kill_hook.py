"""Run ``hrnorm ARGS...`` and SIGKILL the process at the N-th call of one of its write steps (a test hook).

    python tests/kill_hook.py write|replace N ARGS...

``write``: the N-th chunk appended to an output file (mid-file); ``replace``: the N-th atomic rename (an
output file or the manifest moved into place). The crash test uses it to kill at exact points instead of
after a sleep, so every run is interrupted where the test says, on any machine.
"""

from __future__ import annotations

import os
import signal
import sys


def main() -> None:
    event, n, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    from normalize import io

    calls = 0

    def counted(original):
        def hooked(*a, **k):
            nonlocal calls
            calls += 1
            if calls == n:
                os.kill(os.getpid(), signal.SIGKILL)
            return original(*a, **k)

        return hooked

    if event == "write":
        io.ChunkWriter.write = counted(io.ChunkWriter.write)
    else:
        os.replace = counted(os.replace)
    from normalize.cli import main as hrnorm

    sys.argv = ["hrnorm", *args]
    hrnorm()


if __name__ == "__main__":
    main()
