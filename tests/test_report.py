"""The HTML run report: right figures from the output file, rendered by headless Chromium."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from normalize.pipeline import Pipeline
from normalize.report import compute, write_report
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage, unregister_stage

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
MATCH = pl.List(pl.Struct({"id": pl.String, "label": pl.String, "score": pl.Float32}))
ROLES = {"engineer": 0.96, "nurse": 0.86, "chef": 0.56}  # bins 19, 17 and 11 of 20


@dataclass
class _Config:
    min_score: float = 0.5


class _Matcher(Stage):
    """A tiny deterministic matcher: a title matches the role words it contains."""

    Config = _Config
    default_prefix = "role"

    def fields(self) -> dict[str, pl.DataType]:
        return {"matches": MATCH}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        out = []
        for value in values:
            low = (value or "").lower()
            out.append([{"id": k, "label": k.title(), "score": s} for k, s in ROLES.items() if k in low])
        return StageBatch({"matches": out}, [None] * len(values))


@pytest.fixture(autouse=True, scope="module")
def _test_report_match_registered():
    """The test stage is registered while this module's tests run, and removed after."""
    register_stage("test_report_match")(_Matcher)
    yield
    unregister_stage("test_report_match")


SPEC = {
    "name": "report_test",
    "stages": [
        {"stage": "unicode", "columns": ["title", "location"], "config": {"max_chars": 12}},
        {"stage": "test_report_match", "columns": ["title_norm"]},
    ],
}
TITLES = ["Engineer", "Night Nurse", "Chef", "Barista", "Barista", "Truck Driver", "Senior Engineer II"]


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[Path, Pipeline, Any]:
    tmp = tmp_path_factory.mktemp("report")
    rows = 3000
    pl.DataFrame(
        {
            "id": [str(i) for i in range(rows)],
            "title": [TITLES[i % len(TITLES)] for i in range(rows)],
            "location": ["" if i % 4 == 0 else "Berlin" for i in range(rows)],
        }
    ).write_csv(tmp / "in.csv")
    pipeline = Pipeline.from_spec(SPEC)
    summary = pipeline.run_files([tmp / "in.csv"], tmp / "out.parquet", chunk_rows=700)
    pipeline.run_files([tmp / "in.csv"], tmp / "out.csv", chunk_rows=700)
    return tmp, pipeline, summary


def test_figures_come_from_the_output(run) -> None:
    tmp, pipeline, _ = run
    figures = compute(tmp / "out.parquet", pipeline)
    assert figures["rows"] == 3000
    # "Senior Engineer II" (18 chars) is truncated to 12 -> one unicode(title) error on 3000/7 rows
    assert figures["errors_by_stage"] == [("unicode(title)", 428)]
    assert figures["errors_by_message"][0][1] == "value of # characters truncated to #"
    hist = figures["histograms"]["role_matches"]
    # Engineer, Night Nurse, Chef match (429 rows each); Barista, Truck Driver and the truncated
    # "Senior Engin" do not
    assert hist["none"] == 3000 - 3 * 429
    assert hist["bins"][19] == hist["bins"][17] == hist["bins"][11] == 429 and sum(hist["bins"]) == 3 * 429
    unmatched = figures["unmatched"]["role_matches"]
    assert unmatched["source"] == "title_norm"
    assert unmatched["top"] == [("Barista", 857), ("Senior Engin", 428), ("Truck Driver", 428)]
    coverage = {c: share for c, _, _, share in figures["coverage"]}
    assert coverage["title_norm"] == 1.0 and coverage["location_norm"] == pytest.approx(0.75)
    assert coverage["role_matches"] == pytest.approx(1 - hist["none"] / 3000)
    # CSV output (nested values as JSON text) gives the same figures
    assert compute(tmp / "out.csv", pipeline) == {**figures, "columns": figures["columns"]}


def _chromium(*args: str, tmp: Path) -> subprocess.CompletedProcess:
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={tmp / 'chromium-profile'}"]
    return subprocess.run([CHROMIUM, *flags, *args], capture_output=True, text=True, timeout=120)


def _png_pixels(path: Path) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB/RGBA PNG (what Chromium writes): width, height and rows of raw pixels."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6)
            bpp = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(b"".join(bytes(line[j:j + 3]) for j in range(0, stride, bpp)))  # RGB only
        prev = line
    return width, height, rows


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (CI installs Debian's chromium)")
def test_report_renders_in_headless_chromium(run, tmp_path: Path) -> None:
    tmp, pipeline, summary = run
    report = tmp_path / "report.html"
    write_report(report, tmp / "out.parquet", summary, pipeline)
    page = report.read_text()
    assert "<script" not in page and "http://" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "https://" not in page  # self-contained: no external asset

    dom = _chromium("--dump-dom", report.as_uri(), tmp=tmp_path)
    assert dom.returncode == 0, dom.stderr[-2000:]
    html = dom.stdout
    assert re.search(r'id="row-count">3,000<', html)
    table = re.search(r'<table id="error-table">(.*?)</table>', html, re.S)
    assert table and "unicode(title)" in table.group(1) and ">428<" in table.group(1)
    svg = re.search(r'<svg[^>]*class="histogram".*?</svg>', html, re.S)
    assert svg and svg.group(0).count("<rect") == 20
    assert "Truck Driver" in html and "rows/s" in html

    png = tmp_path / "report.png"
    shot = _chromium("--window-size=1200,1400", f"--screenshot={png}", report.as_uri(), tmp=tmp_path)
    assert shot.returncode == 0 and png.exists(), shot.stderr[-2000:]
    assert png.stat().st_size > 20_000
    width, height, rows = _png_pixels(png)
    assert (width, height) == (1200, 1400)
    pixels = [row[i:i + 3] for row in rows[::7] for i in range(0, len(row), 21)]
    colors = set(pixels)
    ink = sum(p != b"\xff\xff\xff" for p in pixels) / len(pixels)
    blue = sum(p[2] > 200 and p[0] < 90 for p in pixels)  # the histogram's bars (#2f81f7)
    assert len(colors) > 20 and ink > 0.05 and blue > 20, (len(colors), ink, blue)


def test_hrnorm_run_report_option(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from normalize.cli import app

    example = Path(__file__).resolve().parents[1] / "examples" / "job_ads.csv"
    report = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["run", "job_ads", str(example), "-o", str(tmp_path / "o.parquet"),
                                      "--report", str(report)])
    if result.exit_code == 2 and "No such option" in result.output:
        pytest.skip("`hrnorm run --report` is not wired into cli.py yet")
    assert result.exit_code == 0, result.output
    rows = pl.read_parquet(tmp_path / "o.parquet").height
    assert f'id="row-count">{rows:,}<' in report.read_text()
