"""Reading and writing: every row comes out, in order, and damaged input is reported per row."""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
import pytest

from normalize import io, load_pipeline


def run(tmp_path: Path, name: str, data: bytes, out_name: str = "out.parquet", chunk_rows: int = 100_000):
    src = tmp_path / name
    src.write_bytes(data)
    out = tmp_path / out_name
    summary = load_pipeline("job_ads").run_files([src], out, chunk_rows=chunk_rows, progress=False)
    frame = pl.read_parquet(out) if out_name.endswith(".parquet") else None
    return summary, frame


def test_invalid_utf8_rows_are_kept_flagged_and_read_as_windows_1252(tmp_path: Path) -> None:
    # a spreadsheet's Windows-1252 "Café" and "–" inside an otherwise UTF-8 file ("Zürich" is UTF-8)
    data = b"id,title\n1,Nurse\n2,Caf\xe9 manager \x96 Z\xc3\xbcrich\n3,Driver\n"
    summary, frame = run(tmp_path, "bad.csv", data)
    assert summary.rows_in == summary.rows_out == 3
    assert frame["id"].to_list() == ["1", "2", "3"]
    assert frame["title"][1] == "Café manager – Zürich"
    errors = frame["_errors"].to_list()
    assert errors[0] == [] and errors[2] == []
    assert any("line 3: bytes that are not UTF-8 read as Windows-1252" in e for e in errors[1])


def test_ragged_rows_keep_count_and_say_what_happened(tmp_path: Path) -> None:
    data = b"id,title,location\n1,Nurse,Leeds\n2,Driver\n3,Chef,York,EXTRA,MORE\n4,Cook,Hull\n"
    summary, frame = run(tmp_path, "ragged.csv", data)
    assert frame.height == 4 and summary.rows_out == 4
    assert frame["id"].to_list() == ["1", "2", "3", "4"]
    errors = frame["_errors"].to_list()
    assert "missing fields set to null" in errors[1][0]
    assert "extra fields dropped" in errors[2][0] and "EXTRA" in errors[2][0]
    assert frame["location"].to_list() == ["Leeds", None, "York", "Hull"]


def test_embedded_newlines_quotes_nulls_and_megabyte_cells(tmp_path: Path) -> None:
    big = "x" * 1_000_000
    data = (
        'id,title,description\n1,"Senior ""Rockstar"" Dev","line one\nline two"\n2,,\n3,Nurse,' + big + "\n"
    ).encode()
    summary, frame = run(tmp_path, "q.csv", data)
    assert frame.height == 3
    assert frame["title"][0] == 'Senior "Rockstar" Dev'
    assert frame["description_norm"][0] == "line one\nline two"
    assert frame["title"][1] == "" and frame["title_norm"][1] == ""
    assert len(frame["description_norm"][2]) == 1_000_000


def test_empty_file_and_header_only(tmp_path: Path) -> None:
    summary, frame = run(tmp_path, "empty.csv", b"")
    assert summary.rows_out == 0 and frame.height == 0
    summary, frame = run(tmp_path, "header.csv", b"id,title\n")
    assert frame.height == 0 and {"id", "title", "title_norm", "_errors"} <= set(frame.columns)


def test_chunked_multi_file_glob_and_order(tmp_path: Path) -> None:
    for part in range(3):
        rows = "\n".join(f"{part * 100 + i},Title {i % 7}" for i in range(100))
        (tmp_path / f"part{part}.csv").write_text("id,title\n" + rows + "\n")
    out = tmp_path / "out.csv"
    summary = load_pipeline("job_ads").run_files(
        [str(tmp_path / "part*.csv")], out, chunk_rows=33, progress=False
    )
    frame = pl.read_csv(out, infer_schema=False)
    assert summary.rows_out == frame.height == 300
    assert frame["id"].to_list() == [str(i) for i in range(300)]
    assert frame["_errors"].to_list() == ["[]"] * 300


def test_formats_round_trip_and_nested_columns_in_csv(tmp_path: Path) -> None:
    frame = pl.DataFrame(
        {"id": [1, 2], "title": ["a", None], "tags": [["x", "y"], None], "s": [{"k": 1}, None]}
    )
    for ext in ("parquet", "ndjson"):
        io.write_frame(frame, tmp_path / f"f.{ext}")
        back = io.read_frame([tmp_path / f"f.{ext}"])
        assert back.select(frame.columns).equals(frame)
    io.write_frame(frame, tmp_path / "f.csv")
    text = (tmp_path / "f.csv").read_text().splitlines()
    assert text[1].startswith("1,a,") and '["x","y"]' in text[1].replace('""', '"')


def test_broken_ndjson_lines_become_error_rows(tmp_path: Path) -> None:
    lines = [json.dumps({"id": 1, "title": "Nurse"}), "{not json", json.dumps({"id": 3, "title": "Chef"})]
    summary, frame = run(tmp_path, "in.ndjson", ("\n".join(lines) + "\n").encode())
    assert frame.height == 3
    assert frame["title_norm"].to_list() == ["Nurse", None, "Chef"]
    assert "not a JSON object" in frame["_errors"][1][0]


def test_missing_input_and_unknown_format_are_clear(tmp_path: Path) -> None:
    with pytest.raises(io.InputError, match="not found"):
        io.expand_inputs([tmp_path / "nope.csv"])
    with pytest.raises(io.InputError, match="no file matches"):
        io.expand_inputs([str(tmp_path / "*.csv")])
    with pytest.raises(io.InputError, match="format"):
        io.detect_format("data.docx")
    with pytest.raises(io.InputError, match="save it as CSV UTF-8"):
        io.detect_format("data.numbers")
    with pytest.raises(io.InputError, match="read, not written"):
        io.output_format("out.xlsx")


def test_failed_run_leaves_no_partial_output(tmp_path: Path) -> None:
    out = tmp_path / "out.parquet"
    writer = io.ChunkWriter(out)
    writer.write(pl.DataFrame({"a": [1]}))
    writer.abort()
    assert not out.exists() and not list(tmp_path.glob(".out.parquet*"))


def test_ndjson_line_with_windows_1252_bytes_is_read_and_flagged(tmp_path: Path) -> None:
    data = b'{"id": "1", "title": "Nurse"}\n{"id": "2", "title": "Caf\xe9 manager"}\n{"id": "3", "title": "Cook"}\n'
    summary, frame = run(tmp_path, "in.ndjson", data)
    assert frame["id"].to_list() == ["1", "2", "3"]
    assert frame["title"][1] == "Café manager"
    errors = frame["_errors"].to_list()
    assert errors[0] == [] and errors[2] == [] and "line 2: bytes that are not UTF-8" in errors[1][0]


def test_parquet_output_gathers_small_writes_into_row_groups_of_bounded_size(tmp_path) -> None:
    import pyarrow.parquet as pq

    from normalize import writers

    frames = [pl.DataFrame({"id": list(range(i * 100, i * 100 + 100)), "text": ["x" * 50] * 100}) for i in range(20)]
    cases = [(writers.ROW_GROUP_BYTES, 10**9, 1), (30_000, 10**9, 4), (10**9, 500, 4), (0, 0, 20)]
    for group_bytes, group_rows, expected_groups in cases:
        out = tmp_path / f"out-{group_bytes}-{group_rows}.parquet"
        with writers.ChunkWriter(out, row_group_bytes=group_bytes, row_group_rows=group_rows) as writer:
            for frame in frames:
                writer.write(frame)
        assert pq.ParquetFile(out).metadata.num_row_groups == expected_groups  # 0: one per write (ETL parts)
        assert pl.read_parquet(out)["id"].to_list() == list(range(2000))
