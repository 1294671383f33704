"""Each benchmark writes its own ``benchmarks/results/<area>.md`` when it runs (``run_all.py --collect``
joins those files into RESULTS.md).

A script's figures go into one section of its area's file, between two HTML comments that name the script
and the section, headed by the command that produced them, the date and the load average. Everything else
in the file (other scripts' sections, earlier figures, notes written by hand) is kept: a rerun replaces
only its own section, a first run appends it.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS_DIR = HERE / "results"


def command_line(argv: list[str] | None = None) -> str:
    """How the running script was called, as a user would type it from the repository root."""
    argv = sys.argv if argv is None else argv
    script = Path(argv[0]).resolve()
    shown = script.relative_to(HERE.parent).as_posix() if script.is_relative_to(HERE.parent) else argv[0]
    return " ".join(["python", shown, *map(shlex.quote, argv[1:])])


def stamp() -> str:
    """The date (UTC, to the minute) and the 1/5/15-minute load average, for the line under a heading."""
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, load average {load}"


class Report(list[str]):
    """Lines of figures: calling it prints a line (as the script always did) and keeps it for the file."""

    def __call__(self, line: str = "") -> None:
        print(line, flush=True)
        self.append(line)


def write_section(area: str, title: str, lines: Iterable[str], command: str | None = None) -> Path:
    """Put ``lines`` under ``title`` in ``results/<area>.md`` (replacing this script's earlier section of
    that title), headed by ``command`` (default: how this script was called), the date and the load."""
    key = f"{Path(sys.argv[0]).name}: {title}"
    begin, end = f"<!-- results of {key} -->", f"<!-- end of {key} -->"
    path = RESULTS_DIR / f"{area}.md"
    text = path.read_text(encoding="utf-8") if path.exists() else f"# {area}\n"
    top = re.search(r"^(#+) ", text, flags=re.MULTILINE)
    heading = "#" * (len(top.group(1)) + 1 if top else 2)  # one level below the file's title
    section = "\n".join([begin, f"{heading} {title}", "",
                         f"Command: `{command or command_line()}`; {stamp()}.", "", *lines, end])
    start, stop = text.find(begin), text.find(end)
    if 0 <= start < stop:
        text = text[:start] + section + text[stop + len(end):]
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}", file=sys.stderr)
    return path
