"""What the place finder's corpus statistics share: where they read the corpus and how they are written.

``place_ambiguity_build`` and ``place_chains_build`` both count words of the real postings corpus and write one JSON
file of numbers beside the gazetteer, with the folder's checksums.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from normalize import artifacts

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "data" / "job_postings" / "postings.parquet"
OUT = REPO / "normalize" / "data" / "places"


def write_stats(name: str, payload: dict, summary: str) -> None:
    """Write ``payload`` as ``OUT/name`` (compact, sorted keys), refresh the folder's ``SHA256SUMS.json``, say
    ``summary`` on stderr."""
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n",
                            encoding="utf-8")
    names = [p.name for p in sorted(OUT.iterdir()) if p.is_file() and p.name != artifacts.MANIFEST]
    artifacts.write_manifest(OUT, names)
    sys.stderr.write(f"{summary} -> {OUT / name}\n")
