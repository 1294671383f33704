"""Print a short summary of a pipeline's output file (used by ``make demo``)."""

from __future__ import annotations

import sys

import polars as pl

SHOW = [
    "id", "title_norm", "title_seniority", "salary_annual_min_eur", "salary_annual_max_eur", "location_city",
    "location_country", "description_remote", "description_employment_type",
]  # fmt: skip


def summarize(path: str) -> str:
    """Rows, the columns the pipeline added with how often each is filled, rows with errors, a sample."""
    frame = pl.read_parquet(path) if path.endswith(".parquet") else pl.read_csv(path, infer_schema=False)
    source = {"id", "title", "description", "location", "salary"}
    added = [c for c in frame.columns if c not in source and c != "_errors"]
    filled = frame.select(
        [(pl.col(c).is_not_null() & (pl.col(c).list.len() > 0 if frame.schema[c] == pl.List else True)).mean().alias(c) for c in added]
    ).row(0)
    errors = int((frame["_errors"].list.len() > 0).sum()) if "_errors" in frame.columns else 0
    lines = [f"{path}: {frame.height} rows, {len(added)} columns added, {errors} rows with errors", "filled share per added column:"]
    lines += [f"  {name:<40} {share:6.0%}" for name, share in zip(added, filled, strict=True)]
    if "title_matches" in frame.columns:
        best = frame.select(pl.col("title_matches").list.first().struct.field("label").alias("best_match"))
        frame = frame.with_columns(best)
        SHOW.insert(2, "best_match")
    with pl.Config(tbl_rows=16, tbl_cols=12, fmt_str_lengths=30, tbl_width_chars=200):
        lines.append(str(frame.select([c for c in SHOW if c in frame.columns])))
    return "\n".join(lines)


if __name__ == "__main__":
    print(summarize(sys.argv[1]))
