"""A self-contained HTML run report: what a data engineer checks after a run.

``write_report(path, output, summary, pipeline)`` reads the run's output *lazily* (``scan_parquet`` /
``scan_csv`` / ``scan_ndjson``, streaming engine: memory stays bounded whatever the file size) and writes
one HTML file with inline CSS and SVG only (no script, no external asset), with:

- rows in/out, rows with errors, seconds and throughput (from the ``RunSummary``);
- error counts by stage and by message pattern (digits folded, so "line 3" and "line 9" group), with an
  example message;
- a histogram of the best match score for every ``List(Struct{score})`` column (``title_matches``,
  ``skill_matches``...), with the count of rows that had no match;
- the most frequent input values whose ``*_matches`` list is empty (unmatched titles, skill-less texts);
- coverage per output column: the share of rows with a value (non-null; for lists, non-empty).

Every string taken from the data goes through ``mask_pii`` before it is printed.
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from normalize import io

ERRORS = io.ERRORS
BINS = 20
TOP_VALUES = 20
TOP_ERRORS = 30

_CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:24px auto;max-width:1100px;
color:#1f2328;background:#fff;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
.meta{color:#59636e;margin-bottom:16px}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{border:1px solid #d0d7de;border-radius:8px;padding:10px 14px;min-width:140px;background:#f6f8fa}
.card .v{font-size:22px;font-weight:600}.card .k{color:#59636e;font-size:12px;text-transform:uppercase}
table{border-collapse:collapse;width:100%;margin:6px 0}
th,td{border-bottom:1px solid #e4e8ec;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa;font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.bar{display:inline-block;height:10px;background:#2f81f7;border-radius:2px;vertical-align:middle}
.warn{color:#9a6700}.ok{color:#1a7f37}.bad{color:#cf222e}
.hist{display:inline-block;margin:0 18px 12px 0}
.hist figcaption{font-weight:600;margin-bottom:2px}
code{background:#f6f8fa;padding:0 3px;border-radius:3px}
"""


def _e(value: Any) -> str:
    """Escaped for HTML, with what ``mask_pii`` masks in any market (contacts, national phone numbers,
    IBANs, national ids, dates of birth) replaced: values and error messages come from the data, and a
    report is passed around."""
    from normalize.attributes.pii import ANY_MARKET, mask_pii

    return html.escape(mask_pii(str(value), ANY_MARKET) or "", quote=True)


def _fmt(n: float | int) -> str:
    return f"{n:,.0f}" if isinstance(n, int) or float(n).is_integer() else f"{n:,.2f}"


# --- reading -------------------------------------------------------------------------------------


def scan_output(
    source: str | os.PathLike[str] | pl.DataFrame | pl.LazyFrame, pipeline: Any = None
) -> pl.LazyFrame:
    """A LazyFrame over a run's output. CSV holds nested values as JSON text: those of the pipeline's
    nested output columns (and ``_errors``) are decoded back to their dtypes."""
    if isinstance(source, pl.DataFrame):
        return source.lazy()
    if isinstance(source, pl.LazyFrame):
        return source
    path = Path(source)
    fmt = io.detect_format(path)
    if fmt == "parquet":
        return pl.scan_parquet(path)
    if fmt == "ndjson":
        return pl.scan_ndjson(path, infer_schema_length=None)
    lazy = pl.scan_csv(path, separator="\t" if path.suffix.lower() == ".tsv" else ",", infer_schema=False)
    names = lazy.collect_schema().names()
    nested: dict[str, pl.DataType] = {ERRORS: pl.List(pl.String)}
    if pipeline is not None:
        inputs = [c for c in names if c != ERRORS and c not in pipeline.output_schema(names, outputs_present=True)]
        nested.update(pipeline.output_schema(inputs))
    decode = [
        pl.col(c).str.json_decode(dtype)
        for c, dtype in nested.items()
        if c in names and isinstance(dtype, pl.List | pl.Struct | pl.Array)
    ]
    return lazy.with_columns(decode) if decode else lazy


def _collect(lazy: pl.LazyFrame) -> pl.DataFrame:
    return lazy.collect(engine="streaming")


def _score_columns(schema: pl.Schema) -> list[str]:
    """Columns of type List(Struct{..., score, ...})."""
    found = []
    for name, dtype in schema.items():
        inner = dtype.inner if isinstance(dtype, pl.List) else None
        if isinstance(inner, pl.Struct) and any(f.name == "score" for f in inner.fields):
            found.append(name)
    return found


def _match_sources(schema: pl.Schema, pipeline: Any) -> dict[str, str]:
    """``*_matches`` output column -> the input column it was computed from."""
    sources: dict[str, str] = {}
    if pipeline is not None:
        inputs = [c for c in schema.names() if c != ERRORS]
        plan, _ = pipeline.plan(inputs, outputs_present=True)
        for step, column in plan:
            for name in step.outputs(column).values():
                if name.endswith("_matches") and name in schema:
                    sources[name] = column
    for name in schema.names():  # without a pipeline: "<col>_matches" next to "<col>"
        base = name.removesuffix("_matches")
        if name.endswith("_matches") and name not in sources and base in schema:
            sources[name] = base
    return sources


def _output_columns(schema: pl.Schema, pipeline: Any) -> list[str]:
    if pipeline is not None:
        names = [c for c in schema.names() if c != ERRORS]
        added = pipeline.plan(names, outputs_present=True)[0]
        out: list[str] = []
        for step, column in added:
            out += [n for n in step.outputs(column).values() if n in schema and n not in out]
        if out:
            return out
    return [c for c in schema.names() if c != ERRORS]


def compute(source: Any, pipeline: Any = None) -> dict[str, Any]:
    """Every figure of the report, computed from the output by lazy, streaming queries."""
    lazy = scan_output(source, pipeline)
    schema = lazy.collect_schema()
    rows = int(_collect(lazy.select(pl.len())).item())
    figures: dict[str, Any] = {"rows": rows, "columns": list(schema.names())}

    if ERRORS in schema:
        errs = lazy.select(pl.col(ERRORS)).explode(ERRORS).drop_nulls()
        parts = errs.select(
            pl.col(ERRORS).str.extract(r"^([^:]+)").fill_null("?").alias("stage"),
            pl.col(ERRORS).str.replace(r"^[^:]*:\s*", "").alias("message"),
        ).with_columns(
            pl.col("message").str.replace_all(r"\d+", "#").str.slice(0, 160).alias("pattern"),
        )
        figures["errors_by_stage"] = _collect(
            parts.group_by("stage").agg(pl.len().alias("count")).sort(["count", "stage"], descending=[True, False])
        ).rows()
        figures["errors_by_message"] = _collect(
            parts.group_by("stage", "pattern")
            .agg(pl.len().alias("count"), pl.col("message").first().alias("example"))
            .sort(["count", "stage", "pattern"], descending=[True, False, False])
            .head(TOP_ERRORS)
        ).rows()
        figures["rows_with_errors"] = int(
            _collect(lazy.select((pl.col(ERRORS).list.len() > 0).sum())).item() or 0
        )

    histograms = {}
    for column in _score_columns(schema):
        best = pl.col(column).list.first().struct.field("score").cast(pl.Float64)
        binned = lazy.select(
            pl.when(best.is_null()).then(-1).otherwise((best.clip(0, 1) * BINS).floor().clip(0, BINS - 1))
            .cast(pl.Int32).alias("bin")
        )
        counts = dict(_collect(binned.group_by("bin").len()).rows())
        histograms[column] = {"bins": [int(counts.get(i, 0)) for i in range(BINS)], "none": int(counts.get(-1, 0))}
    figures["histograms"] = histograms

    unmatched = {}
    for column, src in _match_sources(schema, pipeline).items():
        value = pl.col(src).cast(pl.String).str.strip_chars()
        top = (
            lazy.filter((pl.col(column).list.len() == 0) & value.is_not_null() & (value != ""))
            .select(value.str.slice(0, 160).alias("value"))
            .group_by("value")
            .len()
            .sort(["len", "value"], descending=[True, False])
            .head(TOP_VALUES)
        )
        unmatched[column] = {"source": src, "top": _collect(top).rows()}
    figures["unmatched"] = unmatched

    coverage = []
    out_cols = _output_columns(schema, pipeline)
    if out_cols and rows:
        exprs = []
        for c in out_cols:
            dtype = schema[c]
            present = pl.col(c).is_not_null()
            if isinstance(dtype, pl.List):
                present = present & (pl.col(c).list.len() > 0)
            elif dtype == pl.String:
                present = present & (pl.col(c) != "")
            exprs.append(present.sum().alias(c))
        counts = _collect(lazy.select(exprs)).row(0, named=True)
        coverage = [(c, str(schema[c]), int(counts[c] or 0), (counts[c] or 0) / rows) for c in out_cols]
    figures["coverage"] = coverage
    return figures


# --- rendering -----------------------------------------------------------------------------------


def _svg_histogram(title: str, bins: Sequence[int], none: int) -> str:
    """An inline SVG bar chart of score bins over [0, 1]."""
    width, height, left, bottom = 420, 170, 36, 26
    plot_w, plot_h = width - left - 8, height - bottom - 10
    top = max(bins) if bins and max(bins) else 1
    bar_w = plot_w / len(bins)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="histogram" role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" aria-label="{_e(title)} best-score histogram">',
        f'<line x1="{left}" y1="{10 + plot_h}" x2="{left + plot_w}" y2="{10 + plot_h}" stroke="#59636e"/>',
        f'<line x1="{left}" y1="10" x2="{left}" y2="{10 + plot_h}" stroke="#59636e"/>',
        f'<text x="{left - 4}" y="16" font-size="10" text-anchor="end">{_fmt(top)}</text>',
        f'<text x="{left - 4}" y="{10 + plot_h}" font-size="10" text-anchor="end">0</text>',
    ]
    for i, count in enumerate(bins):
        h = plot_h * count / top
        x = left + i * bar_w
        lo, hi = i / len(bins), (i + 1) / len(bins)
        parts.append(
            f'<rect x="{x + 1:.1f}" y="{10 + plot_h - h:.1f}" width="{bar_w - 2:.1f}" height="{h:.1f}" '
            f'fill="#2f81f7"><title>score {lo:.2f}–{hi:.2f}: {count:,}</title></rect>'
        )
    for tick in (0, 0.25, 0.5, 0.75, 1.0):
        x = left + tick * plot_w
        parts.append(f'<text x="{x:.1f}" y="{height - 10}" font-size="10" text-anchor="middle">{tick:g}</text>')
    parts.append("</svg>")
    return (
        f'<figure class="hist"><figcaption>{_e(title)}: best score per row</figcaption>{"".join(parts)}'
        f"<div>{none:,} rows without a match</div></figure>"
    )


def _bar(share: float) -> str:
    return f'<span class="bar" style="width:{max(share, 0) * 160:.0f}px"></span>'


def _card(key: str, value: str, cls: str = "") -> str:
    return f'<div class="card"><div class="k">{_e(key)}</div><div class="v {cls}">{value}</div></div>'


def render(figures: dict[str, Any], summary: Any = None, pipeline: Any = None, title: str = "") -> str:
    """The report's HTML from ``compute``'s figures (and the optional RunSummary and Pipeline)."""
    rows = figures["rows"]
    s = summary.as_dict() if summary is not None and hasattr(summary, "as_dict") else dict(summary or {})
    name = getattr(pipeline, "name", "") or s.get("pipeline", "")
    with_errors = figures.get("rows_with_errors", s.get("rows_with_errors", 0)) or 0
    out: list[str] = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>hrnorm run report{': ' + _e(name) if name else ''}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>hrnorm run report{': ' + _e(name) if name else ''}</h1>",
        f'<div class="meta">{_e(title)} generated {datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}</div>',
        '<section id="summary"><div class="cards">',
        _card("rows", f'<span id="row-count">{rows:,}</span>'),
    ]
    if s:
        out.append(_card("rows read by the run", f"{s.get('rows_in', 0):,}"))
    out.append(_card("rows with errors", f"{with_errors:,}", "bad" if with_errors else "ok"))
    if rows:
        out.append(_card("error share", f"{100 * with_errors / rows:.2f}%"))
    if s.get("seconds"):
        out.append(_card("seconds", f"{s['seconds']:,.2f}"))
        rps = s.get("rows_per_second") or (s.get("rows_out", rows) / s["seconds"])
        out.append(_card("throughput", f"{rps:,.0f} rows/s"))
    out.append("</div>")
    if s.get("rows_in") is not None and s.get("rows_out") is not None and s.get("rows_in") != s.get("rows_out"):
        out.append(f'<p class="bad">rows in ({s["rows_in"]:,}) and rows out ({s["rows_out"]:,}) differ</p>')
    for warning in s.get("warnings") or []:
        out.append(f'<p class="warn">warning: {_e(warning)}</p>')
    out.append("</section>")

    if pipeline is not None and getattr(pipeline, "steps", None):
        out.append('<section id="pipeline"><h2>Pipeline</h2><table><tr><th>stage</th><th>columns</th></tr>')
        for step in pipeline.steps:
            out.append(f"<tr><td>{_e(step.stage.name)}</td><td>{_e(', '.join(step.columns))}</td></tr>")
        out.append("</table></section>")

    out.append('<section id="errors"><h2>Errors</h2>')
    by_stage = figures.get("errors_by_stage") or []
    if not by_stage:
        out.append('<p class="ok">No errors.</p>')
    else:
        out.append('<table id="errors-by-stage"><tr><th>stage</th><th class="n">errors</th></tr>')
        out += [f'<tr><td>{_e(st)}</td><td class="n">{n:,}</td></tr>' for st, n in by_stage]
        out.append("</table>")
        out.append(
            '<table id="error-table"><tr><th>stage</th><th>message (digits as #)</th>'
            '<th class="n">count</th><th>example</th></tr>'
        )
        for st, pattern, n, example in figures.get("errors_by_message") or []:
            out.append(
                f'<tr><td>{_e(st)}</td><td>{_e(pattern)}</td><td class="n">{n:,}</td><td>{_e(example)}</td></tr>'
            )
        out.append("</table>")
    out.append("</section>")

    hists = figures.get("histograms") or {}
    if hists:
        out.append('<section id="scores"><h2>Match scores</h2>')
        out += [_svg_histogram(col, h["bins"], h["none"]) for col, h in hists.items()]
        out.append("</section>")

    unmatched = figures.get("unmatched") or {}
    if unmatched:
        out.append('<section id="unmatched"><h2>Most frequent unmatched values</h2>')
        for column, info in unmatched.items():
            out.append(f"<h3>{_e(info['source'])} with an empty <code>{_e(column)}</code></h3>")
            if not info["top"]:
                out.append('<p class="ok">Every value matched.</p>')
                continue
            out.append('<table><tr><th>value</th><th class="n">rows</th></tr>')
            out += [f'<tr><td>{_e(v)}</td><td class="n">{n:,}</td></tr>' for v, n in info["top"]]
            out.append("</table>")
        out.append("</section>")

    coverage = figures.get("coverage") or []
    if coverage:
        out.append('<section id="coverage"><h2>Coverage per output column</h2><table id="coverage-table">'
                   '<tr><th>column</th><th>type</th><th class="n">rows with a value</th><th>share</th></tr>')
        for column, dtype, n, share in coverage:
            out.append(
                f'<tr><td>{_e(column)}</td><td><code>{_e(dtype)}</code></td><td class="n">{n:,}</td>'
                f'<td>{_bar(share)} {100 * share:.1f}%</td></tr>'
            )
        out.append("</table></section>")
    out.append("</body></html>\n")
    return "\n".join(out)


def write_report(
    output_path: str | os.PathLike[str],
    frame_or_output_file: str | os.PathLike[str] | pl.DataFrame | pl.LazyFrame,
    summary: Any = None,
    pipeline: Any = None,
) -> None:
    """Write the HTML run report for a run's output (a file path, or a DataFrame/LazyFrame).

    ``summary`` is the run's ``RunSummary`` (or a dict such as the ETL summary) for throughput and warnings;
    ``pipeline`` tells which columns the stages added and which input column each ``*_matches`` came from.
    The file appears atomically (temp file + rename).
    """
    source = frame_or_output_file
    title = str(source) if isinstance(source, str | os.PathLike) else ""
    page = render(compute(source, pipeline), summary, pipeline, title=title)
    target = Path(output_path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(page, encoding="utf-8")
    os.replace(tmp, target)
