"""What a run reports: exit codes, the errors that end a run, and the run summary (``EtlSummary``)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_LOCKED = 0, 1, 2, 3


class EtlError(Exception):
    """A problem with the job as a whole (bad folder, unknown pipeline): exit code 2."""


class EtlLocked(Exception):
    """Another run holds the state folder's lock: exit code 3."""


@dataclass
class EtlSummary:
    """What one ``run_etl`` did; ``as_dict`` is the JSON run summary."""

    pipeline: str = ""
    fingerprint: str = ""
    files_seen: int = 0
    files_processed: int = 0
    files_skipped: int = 0
    files_failed: int = 0
    files_deleted: int = 0
    rows_in: int = 0
    rows_out: int = 0
    rows_with_errors: int = 0
    seconds: float = 0.0
    started_at: str = ""
    finished_at: str = ""
    processed: list[str] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    files_still_failed: int = 0
    still_failed: list[dict[str, str]] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    outputs_removed: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    interrupted: str | None = None
    stopped: str | None = None  # a broken part (model, table, taxonomy) stopped the run

    @property
    def exit_code(self) -> int:
        return EXIT_FAILED if self.files_failed or self.stopped else EXIT_OK

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["seconds"] = round(self.seconds, 3)
        data["status"] = ("interrupted" if self.interrupted else "stopped" if self.stopped
                          else "failed" if self.files_failed else "ok")
        data["exit_code"] = self.exit_code
        return data

