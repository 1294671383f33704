"""Pipeline specs (TOML): the bundled ones by name, or a spec file by path. No polars import, so that
``hrnorm etl`` can tell from the spec alone whether anything changed (see ``normalize.etl``)."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

PIPELINES_DIR = Path(__file__).parent / "pipelines"


def available_pipelines() -> dict[str, Path]:
    """Bundled pipeline specs by name."""
    return {p.stem: p for p in sorted(PIPELINES_DIR.glob("*.toml"))}


def read_spec(name_or_path: str | os.PathLike[str]) -> tuple[dict[str, Any], str]:
    """Parse a spec by bundled name or by path; returns (spec, name)."""
    text = str(name_or_path)
    path = Path(text)
    if not (text.endswith(".toml") or path.exists()):
        bundled = available_pipelines()
        if text not in bundled:
            raise KeyError(f"unknown pipeline {text!r}; bundled pipelines: {', '.join(bundled)}")
        path = bundled[text]
    if not path.exists():
        raise KeyError(f"pipeline spec not found: {text}")
    with open(path, "rb") as fh:
        spec = tomllib.load(fh)
    return spec, spec.get("name", path.stem)
