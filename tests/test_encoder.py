"""The bundled ONNX title encoder: integrity check, embedding contract, and no torch at run time."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from normalize.matching.encoder import BUNDLED_MODEL_DIR, Encoder, ModelIntegrityError, default_encoder

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def enc() -> Encoder:
    return default_encoder()


def test_bundled_model_loads_with_verified_checksum(enc: Encoder) -> None:
    meta = json.loads((BUNDLED_MODEL_DIR / "model.json").read_text())
    assert enc.dim == meta["dim"] == 384
    sums = json.loads((BUNDLED_MODEL_DIR / "SHA256SUMS.json").read_text())
    assert sums[meta["variants"][enc.variant]["file"]].startswith(enc.model_id)
    assert default_encoder() is enc  # one cached instance per process


def test_corrupted_model_raises_clear_error(tmp_path: Path) -> None:
    for f in BUNDLED_MODEL_DIR.iterdir():
        shutil.copyfile(f, tmp_path / f.name)
    meta = json.loads((tmp_path / "model.json").read_text())
    onnx_file = tmp_path / meta["variants"][meta["default"]]["file"]
    data = bytearray(onnx_file.read_bytes())
    data[len(data) // 2] ^= 0xFF  # flip one byte in the middle of the weights
    onnx_file.write_bytes(bytes(data))
    with pytest.raises(ModelIntegrityError, match="checksum mismatch"):
        Encoder(tmp_path)


def test_missing_variant_is_reported(tmp_path: Path) -> None:
    for f in BUNDLED_MODEL_DIR.iterdir():
        shutil.copyfile(f, tmp_path / f.name)
    meta = json.loads((tmp_path / "model.json").read_text())
    missing = "fp32" if meta["default"] == "int8" else "int8"
    if missing in meta["variants"]:
        pytest.skip("both variants are bundled")
    with pytest.raises(FileNotFoundError, match=missing):
        Encoder(tmp_path, quantized=(missing == "int8"))


def test_embeddings_are_unit_norm_float32(enc: Encoder) -> None:
    v = enc.encode(["Sr. SW Eng. (m/w/d) - Python, Berlin", "nurse", "", "x " * 500])
    assert v.dtype == np.float32 and v.shape == (4, enc.dim)
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert enc.encode([]).shape == (0, enc.dim)


def test_paraphrase_ranks_above_unrelated(enc: Encoder) -> None:
    dev, prog, nurse = enc.encode(["software developer", "programmer", "nurse"])
    assert dev @ prog > dev @ nurse + 0.1
    chef, cook, acct = enc.encode(["head chef", "cook", "accountant"])
    assert chef @ cook > chef @ acct


def test_shipped_graph_keeps_residual_layer_norms_unfused_after_session_optimization(tmp_path: Path) -> None:
    """onnxruntime's fused SkipLayerNormalization CPU kernel made the skills step ~18% slower per ad
    (benchmarks/results/ads_speed.md, encspeed): neither the bundled file nor the graph the session runs
    after its own optimizations may hold one."""
    import onnxruntime as ort

    from normalize.matching.encoder import DISABLED_OPTIMIZERS, session_options

    path = BUNDLED_MODEL_DIR / json.loads((BUNDLED_MODEL_DIR / "model.json").read_text())["variants"]["int8s"]["file"]
    assert b"SkipLayerNormalization" not in path.read_bytes()  # an op type is stored as its name
    opts = session_options(1)
    opts.optimized_model_filepath = str(tmp_path / "optimized.onnx")
    ort.InferenceSession(str(path), sess_options=opts, providers=["CPUExecutionProvider"],
                         disabled_optimizers=list(DISABLED_OPTIMIZERS))
    optimized = (tmp_path / "optimized.onnx").read_bytes()
    assert b"SkipLayerNormalization" not in optimized


def test_shipped_graph_runs_each_integer_matmul_as_one_kernel(tmp_path: Path) -> None:
    """Each int8 matmul of the bundled graph is onnxruntime's ``MatMulIntegerToFloat``, not ``MatMulInteger``,
    ``Cast``, ``Mul``: three kernels per matmul for the same bits (``models/export.py: fuse_integer_matmuls``;
    ~2-3% of the encoder's CPU, benchmarks/results/ads_speed.md, skillspeed6)."""
    path = BUNDLED_MODEL_DIR / json.loads((BUNDLED_MODEL_DIR / "model.json").read_text())["variants"]["int8s"]["file"]
    data = path.read_bytes()  # an op type is stored as its name
    assert data.count(b"MatMulIntegerToFloat") == 36  # 6 per layer: q, k, v, attention output, 2 feed-forward
    assert data.count(b"MatMulInteger") == 36


def test_shipped_graph_runs_attention_as_standard_operators() -> None:
    """The bundled graph holds no ``QAttention`` (onnxruntime's CPU kernel runs one small integer GEMM per text,
    head and projection) but its standard-operator rewrite, one fp32 attention per layer (``models/export.py:
    unfuse_quantized_attention``; benchmarks/results/ads_speed.md, skillspeed7)."""
    path = BUNDLED_MODEL_DIR / json.loads((BUNDLED_MODEL_DIR / "model.json").read_text())["variants"]["int8s"]["file"]
    data = path.read_bytes()
    assert b"QAttention" not in data
    assert data.count(b"Softmax") == 6 and data.count(b"FusedMatMul") == 6


def test_unfused_graph_keeps_the_fused_graphs_similarities(enc: Encoder) -> None:
    """Cosines of a few texts as the fused graph (sha256 4fdc0c8f) gave them: the rewrite changes last bits only."""
    texts = ["software developer", "programmer", "registered nurse", "forklift licence", "attention to detail",
             "Senior Accountant (m/w/d)"]
    fused = {(0, 1): 0.6801, (0, 2): 0.0543, (0, 5): 0.2146, (1, 2): 0.1256, (2, 3): 0.2028, (2, 4): 0.2371,
             (3, 4): 0.0991, (4, 5): 0.1154}
    v = enc.encode(texts)
    for (i, j), cos in fused.items():
        assert abs(float(v[i] @ v[j]) - cos) < 0.005, (texts[i], texts[j])


def test_batch_and_single_encoding_agree(enc: Encoder) -> None:
    texts = ["marketing executive", "Senior Software Engineer (m/w/d) - Berlin", "nurse", "truck driver",
             "a much longer title with several words about warehouse logistics and forklift operation"]
    batch = enc.encode(texts, batch_size=4)  # mixed lengths -> padding inside a batch
    single = np.vstack([enc.encode([t]) for t in texts])
    np.testing.assert_allclose(batch, single, atol=1e-5)


def test_runs_of_one_width_pad_nothing_and_give_the_same_embeddings(enc: Encoder, monkeypatch) -> None:
    texts = ["nurse", "cook", "data engineer", "python", "forklift operation", "sql", "team lead", "a",
             "warehouse logistics and forklift operation"] * 3
    padded = enc.encode(texts)
    masks = []
    original = enc._run
    monkeypatch.setattr(enc, "_run", lambda ids, mask: masks.append(mask) or original(ids, mask))
    alone = enc.encode(texts, one_width=True)
    assert len(masks) > 1 and all(mask.all() for mask in masks)  # no padded token in any run
    assert sum(mask.shape[0] for mask in masks) == len(set(texts))  # each distinct text run once
    np.testing.assert_allclose(alone, padded, atol=1e-5)


def test_batch_independence_holds_on_two_threads_with_repeats() -> None:
    enc = Encoder(threads=2)
    texts = [f"{word} {i % 7}" for i, word in enumerate(["nurse", "cook", "data engineer"] * 12)]
    batch = enc.encode(texts)
    first = {t: batch[i] for i, t in reversed(list(enumerate(texts)))}
    np.testing.assert_array_equal(batch, np.vstack([first[t] for t in texts]))  # repeats get equal rows
    np.testing.assert_allclose(batch[:5], np.vstack([enc.encode([t]) for t in texts[:5]]), atol=1e-5)


def test_texts_of_one_token_sequence_are_run_once_with_the_same_vector(enc: Encoder, monkeypatch) -> None:
    # the uncased tokenizer reads "Café Manager" and "cafe manager" alike: one row in the runs, two equal rows out
    texts = ["Café Manager", "forklift operation", "cafe manager", "nurse", "forklift operation"]
    rows = []
    original = enc._run
    monkeypatch.setattr(enc, "_run", lambda ids, mask: rows.append(len(ids)) or original(ids, mask))
    out = enc.encode(texts)
    assert sum(rows) == 3
    np.testing.assert_array_equal(out[0], out[2])
    np.testing.assert_array_equal(out[1], out[4])
    monkeypatch.undo()
    np.testing.assert_array_equal(out, np.vstack([enc.encode([t]) for t in texts]))


def test_runs_spread_over_threads_give_the_vectors_of_one_thread() -> None:
    texts = [f"{word} {i}" for i, word in enumerate(["nurse", "forklift operation", "sql", "data engineer"] * 150)]
    pooled, alone = Encoder(threads=2), Encoder(threads=1)
    assert pooled.parallel_runs and not alone.parallel_runs
    runs = []
    original = pooled._run
    pooled._run = lambda ids, mask: runs.append(ids.shape) or original(ids, mask)
    # many runs of one call go to the pool; every vector is bit for bit the single-threaded one
    np.testing.assert_array_equal(pooled.encode(texts, batch_size=16), alone.encode(texts, batch_size=16))
    assert len(runs) > 2


def test_no_torch_or_transformers_at_run_time() -> None:
    code = (
        "import sys\n"
        "from normalize.matching.encoder import default_encoder\n"
        "default_encoder().encode(['software developer'])\n"
        "bad = sorted(m for m in ('torch', 'transformers', 'sentence_transformers') if m in sys.modules)\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_thread_count_follows_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HRNORM_THREADS", "1")
    assert Encoder().threads == 1
    assert Encoder(threads=2).threads == 2


def test_default_threads_follow_the_cpus_this_process_may_use(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from normalize.forking import threads_per_process
    from normalize.matching.encoder import default_threads

    monkeypatch.delenv("HRNORM_THREADS", raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2}, raising=False)
    assert default_threads() == 3  # a taskset/cpuset of 3 CPUs on a bigger machine: 3, not the machine's count
    assert threads_per_process(3) == 1  # three processes on three CPUs: one thread each, never more in all
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(64)), raising=False)
    assert default_threads() == 4  # capped: small runs keep no more threads busy
