"""``python -m models.build --install-only``: the last build's chosen variant goes into the package as built."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.build import install_only
from models.export import VARIANT_FILES, write_meta
from normalize import artifacts


def _build(work: Path) -> None:
    """A finished build's work folder: every variant exported (distinct bytes), the report naming int8s."""
    export = work / "export"
    export.mkdir(parents=True)
    for variant, name in VARIANT_FILES.items():
        (export / name).write_bytes(f"onnx bytes of {variant}".encode())
    (export / "tokenizer.json").write_text('{"model": "wordpiece"}', encoding="utf-8")
    write_meta(export, VARIANT_FILES, "int8s", 128)
    figures = {v: {"MRR": 0.38 + i / 1000} for i, v in enumerate(VARIANT_FILES)}
    report = {"default": "int8s", "figures": figures,
              "training": {"base": "all-MiniLM-L6-v2", "args": {"vacancy": True}, "steps_done": 946}}
    (work / "build_report.json").write_text(json.dumps(report), encoding="utf-8")


def test_installs_the_reports_default_variant_with_its_checksum_and_figures(tmp_path: Path) -> None:
    work, dest = tmp_path / "work", tmp_path / "package"
    _build(work)
    dest.mkdir()
    (dest / "encoder.onnx").write_bytes(b"the previous model")
    meta = json.loads(install_only(work, dest).read_text(encoding="utf-8"))
    assert (dest / "encoder.onnx").read_bytes() == b"onnx bytes of int8s"
    assert sorted(p.name for p in dest.glob("*.onnx")) == ["encoder.onnx"]
    assert artifacts.verify(dest).keys() == {"encoder.onnx", "tokenizer.json"}
    assert meta["default"] == "int8s" and meta["variants"] == {"int8s": {"file": "encoder.onnx"}}
    assert meta["dev_figures"] == {"MRR": 0.383} and meta["training"]["steps_done"] == 946
    assert meta["max_seq_length"] == 128


def test_an_export_changed_since_the_build_is_not_installed(tmp_path: Path) -> None:
    work, dest = tmp_path / "work", tmp_path / "package"
    _build(work)
    (work / "export" / VARIANT_FILES["int8s"]).write_bytes(b"re-exported after the evaluation")
    dest.mkdir()
    (dest / "encoder.onnx").write_bytes(b"the previous model")
    with pytest.raises(artifacts.ChecksumError):
        install_only(work, dest)
    assert (dest / "encoder.onnx").read_bytes() == b"the previous model"
