"""Print a short summary of a pipeline's output file (used by ``make demo``)."""

from __future__ import annotations

import sys

import polars as pl


def summarize(path: str) -> str:
    """A few lines a person can read: rows, added columns, rows with errors, and a sample."""
    frame = pl.read_parquet(path) if path.endswith(".parquet") else pl.read_csv(path, infer_schema=False)
    added = [c for c in frame.columns if c.endswith(("_norm", "_clean", "_matches")) or c.startswith("attr")]
    errors = int((frame["_errors"].list.len() > 0).sum()) if "_errors" in frame.columns else 0
    lines = [
        f"{path}: {frame.height} rows, {len(frame.columns)} columns",
        f"added columns: {', '.join(c for c in frame.columns if c in added or c == '_errors')}",
        f"rows with errors: {errors}",
    ]
    with pl.Config(tbl_rows=8, tbl_cols=6, fmt_str_lengths=48, tbl_width_chars=160):
        show = [c for c in ("id", "title", "title_norm", "location_norm", "salary_norm") if c in frame.columns]
        lines.append(str(frame.select(show).head(8)))
    return "\n".join(lines)


if __name__ == "__main__":
    print(summarize(sys.argv[1]))
