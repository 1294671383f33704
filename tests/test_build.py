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


def test_unfused_skip_layer_norm_computes_what_the_fused_node_did(tmp_path: Path) -> None:
    """``export.unfuse_skip_layer_norm``: LayerNorm(input + skip + bias) * gamma + beta from standard operators,
    the same values as onnxruntime's fused node (last bits aside), and nothing left to rewrite the second time."""
    onnx = pytest.importorskip("onnx")
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from models.export import unfuse_skip_layer_norm

    rng = np.random.default_rng(0)
    hidden = 16
    weights = {name: rng.normal(size=hidden).astype(np.float32) for name in ("gamma", "beta", "bias")}
    node = helper.make_node("SkipLayerNormalization", ["x", "skip", "gamma", "beta", "bias"], ["y"],
                            domain="com.microsoft", epsilon=1e-12)
    shape = ["batch", "seq", hidden]
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape),
                                            helper.make_tensor_value_info("skip", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)],
                              [numpy_helper.from_array(w, n) for n, w in weights.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
    fused, unfused = tmp_path / "fused.onnx", tmp_path / "unfused.onnx"
    onnx.save(model, str(fused))
    assert unfuse_skip_layer_norm(fused, unfused) == 1
    assert [n.op_type for n in onnx.load(str(unfused)).graph.node] == ["Add", "Add", "LayerNormalization"]
    assert unfuse_skip_layer_norm(unfused) == 0
    feeds = {"x": rng.normal(size=(3, 5, hidden)).astype(np.float32),
             "skip": rng.normal(size=(3, 5, hidden)).astype(np.float32)}
    want, got = (ort.InferenceSession(str(p), providers=["CPUExecutionProvider"]).run(["y"], feeds)[0]
                 for p in (fused, unfused))
    np.testing.assert_allclose(got, want, atol=1e-5)
    summed = feeds["x"] + feeds["skip"] + weights["bias"]
    norm = (summed - summed.mean(-1, keepdims=True)) / np.sqrt(summed.var(-1, keepdims=True) + 1e-12)
    np.testing.assert_allclose(got, norm * weights["gamma"] + weights["beta"], atol=1e-5)


def test_fused_integer_matmul_gives_the_bits_of_the_chain_it_replaces(tmp_path: Path) -> None:
    """``export.fuse_integer_matmuls``: ``MatMulInteger``, ``Cast``, ``Mul(a_scale * b_scale)`` with fixed scales
    (the int8s graph) become one ``MatMulIntegerToFloat`` with the same output bits; a second run finds nothing."""
    onnx = pytest.importorskip("onnx")
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from models.export import fuse_integer_matmuls

    rng = np.random.default_rng(1)
    consts = {"x_scale": np.asarray(0.037, np.float32), "x_zero": np.asarray(113, np.uint8),
              "w": rng.integers(-127, 128, size=(24, 40)).astype(np.int8), "w_scale": np.asarray(0.0041, np.float32),
              "w_zero": np.asarray(0, np.int8)}
    nodes = [helper.make_node("QuantizeLinear", ["x", "x_scale", "x_zero"], ["xq"]),
             helper.make_node("Mul", ["x_scale", "w_scale"], ["scales"]),
             helper.make_node("MatMulInteger", ["xq", "w", "x_zero", "w_zero"], ["acc"]),
             helper.make_node("Cast", ["acc"], ["acc_f"], to=TensorProto.FLOAT),
             helper.make_node("Mul", ["acc_f", "scales"], ["y"])]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 24])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 40])],
                              [numpy_helper.from_array(v, k) for k, v in consts.items()])
    chain, fused = tmp_path / "chain.onnx", tmp_path / "fused.onnx"
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), str(chain))
    assert fuse_integer_matmuls(chain, fused) == 1
    assert [n.op_type for n in onnx.load(str(fused)).graph.node] == ["QuantizeLinear", "MatMulIntegerToFloat"]
    assert fuse_integer_matmuls(fused) == 0
    x = {"x": rng.normal(scale=3.0, size=(37, 24)).astype(np.float32)}
    want, got = (ort.InferenceSession(str(p), providers=["CPUExecutionProvider"]).run(["y"], x)[0]
                 for p in (chain, fused))
    np.testing.assert_array_equal(got, want)


def test_unfused_quantized_attention_stays_within_1e_6_of_qattention(tmp_path: Path) -> None:
    """``export.unfuse_quantized_attention``: a ``QAttention`` layer (int8 q|k|v projection, 2 heads, right
    padding) rewritten as per-projection ``MatMulIntegerToFloat`` and fp32 attention operators gives the same
    outputs within 1e-6 on every row of a padded batch; a second run finds nothing."""
    onnx = pytest.importorskip("onnx")
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from models.export import unfuse_quantized_attention

    rng = np.random.default_rng(3)
    hidden, heads = 8, 2
    consts = {"x_scale": np.asarray(0.021, np.float32), "x_zero": np.asarray(121, np.uint8),
              "w": rng.integers(-127, 128, size=(hidden, 3 * hidden)).astype(np.int8),
              "w_scale": np.asarray(0.013, np.float32), "w_zero": np.asarray(0, np.int8),
              "bias": rng.normal(size=3 * hidden).astype(np.float32), "axes": np.asarray([1], np.int64)}
    nodes = [helper.make_node("QuantizeLinear", ["x", "x_scale", "x_zero"], ["xq"]),
             helper.make_node("Cast", ["attention_mask"], ["mask_i32"], to=TensorProto.INT32),
             helper.make_node("ReduceSum", ["mask_i32", "axes"], ["mask_index"], keepdims=0),
             helper.make_node("QAttention", ["xq", "w", "bias", "x_scale", "w_scale", "mask_index", "x_zero",
                                             "w_zero", ""], ["y"], domain="com.microsoft", num_heads=heads)]
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["b", "s", hidden]),
                     helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["b", "s"])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["b", "s", hidden])],
        [numpy_helper.from_array(v, k) for k, v in consts.items()])
    fused, rewritten = tmp_path / "qattention.onnx", tmp_path / "standard.onnx"
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                      helper.make_opsetid("com.microsoft", 1)]), str(fused))
    assert unfuse_quantized_attention(fused, rewritten) == 1
    ops = [n.op_type for n in onnx.load(str(rewritten)).graph.node]
    assert "QAttention" not in ops and ops.count("MatMulIntegerToFloat") == 3
    assert unfuse_quantized_attention(rewritten) == 0
    mask = np.asarray([[1] * 5, [1, 1, 1, 0, 0], [1, 0, 0, 0, 0]], np.int64)
    feeds = {"x": rng.normal(scale=1.5, size=(3, 5, hidden)).astype(np.float32), "attention_mask": mask}
    want, got = (ort.InferenceSession(str(p), providers=["CPUExecutionProvider"]).run(["y"], feeds)[0]
                 for p in (fused, rewritten))
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-6)
