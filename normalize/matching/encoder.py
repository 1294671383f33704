"""Run-time sentence encoder: the bundled ONNX model served with onnxruntime + tokenizers only.

The ONNX graph (written by ``models/export.py``) takes ``input_ids`` and ``attention_mask`` (int64,
shape ``(batch, seq)``) and returns ``embedding`` (float32, ``(batch, dim)``): mean pooling and L2
normalization are inside the graph, so this module only tokenizes, batches and runs the session.
No torch and no transformers are imported here.

A model directory holds:

- ``model.json``: ``{"dim", "max_seq_length", "default", "tokenizer", "variants": {name: {"file"}}}``;
  ``SHA256SUMS.json`` (:mod:`normalize.artifacts`) holds the checksums, every ONNX file is verified
  against it at load. Variants:
  ``fp32``; ``w8`` (weights stored as int8 with per-channel scales, de-quantized once at load, compute in
  fp32: a 4x smaller file with fp32 behaviour); ``int8`` (dynamic quantization: int8 matmuls, activation
  scales computed per run over the whole input tensor, so an embedding would vary slightly with the other
  texts of its batch; this module therefore runs that variant one text per run, see ``Encoder.encode``);
  ``int8s`` (the int8 graph with activation ranges fixed at build time from calibration texts: the same
  int8 kernels, batch independent, run in padded batches: the fastest);
- the ONNX file(s) it names and ``tokenizer.json`` (Hugging Face fast-tokenizer format).
"""

from __future__ import annotations

import json
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from normalize import artifacts
from normalize.forking import threads_per_process

BUNDLED_MODEL_DIR = Path(__file__).resolve().parents[1] / "data" / "models"
#: the 3-layer student of the bundled model for short skill phrases (models/distill.py)
PHRASE_MODEL_DIR = Path(__file__).resolve().parents[1] / "data" / "phrase_encoder"
#: the 3-layer student of the bundled model whose vectors live in its space (models/phrase_student.py)
STUDENT_MODEL_DIR = Path(__file__).resolve().parents[1] / "data" / "phrase_student"
META_FILE = "model.json"
TOKENS_PER_RUN = 512
MAX_THREADS = 4  # runs of ~512 tokens do not keep more threads busy


#: The model file on disk does not match the sha256 recorded in ``SHA256SUMS.json``.
ModelIntegrityError = artifacts.ChecksumError


def default_threads() -> int:
    """Intra-op threads: ``HRNORM_THREADS`` if set (Spark workers and ``--workers`` processes set 1), else
    the CPUs this process may use (its affinity mask), at most ``MAX_THREADS``."""
    env = os.environ.get("HRNORM_THREADS", "").strip()
    if env:
        try:
            return max(1, int(env))
        except ValueError as exc:
            raise ValueError(f"HRNORM_THREADS must be a positive integer, got {env!r}") from exc
    return min(MAX_THREADS, threads_per_process(1))


#: onnxruntime graph optimizations the encoder's sessions skip. The bundled graph keeps its residual layer
#: norms as Add, Add, LayerNormalization: onnxruntime 1.32's fused SkipLayerNormalization CPU kernel costs ~6x
#: as much (models/export.py: unfuse_skip_layer_norm). 1.32 does not fuse them back on CPU; naming the fusion
#: keeps a later version from doing so.
DISABLED_OPTIMIZERS = ("SkipLayerNormFusion",)


def session_options(intra_threads: int):
    """The ``onnxruntime.SessionOptions`` of an encoder session with ``intra_threads`` intra-op threads."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = intra_threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    # idle intra-op threads sleep instead of spinning: spinning doubled the CPU time of a 2-thread
    # session for no gain in wall time on a shared 2-core machine (benchmarks/results/ads_speed.md)
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # fold the w8 variant's DequantizeLinear(weights) into fp32 initializers once, at load
    opts.add_session_config_entry("session.disable_quant_qdq", "1")
    return opts


class Encoder:
    """Encode short texts (titles, skill labels, phrases) into L2-normalized float32 vectors.

    ``model_dir`` defaults to the bundled model; ``threads`` to :func:`default_threads`; ``quantized``
    picks the int8 (True) or fp32 (False) variant, ``None`` meaning the variant ``model.json`` marks as
    default. Raises ``FileNotFoundError`` for a missing file/variant and :class:`ModelIntegrityError` if
    ``SHA256SUMS.json`` is missing, does not list the ONNX file and the tokenizer, or any file it lists
    does not match.
    """

    def __init__(self, model_dir: Path | None = None, threads: int | None = None,
                 quantized: bool | None = None, *, variant: str | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.model_dir = Path(model_dir) if model_dir is not None else BUNDLED_MODEL_DIR
        meta_path = self.model_dir / META_FILE
        if not meta_path.is_file():
            raise FileNotFoundError(f"encoder model metadata not found: {meta_path}")
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if variant is not None:
            pass
        elif quantized is None:
            variant = meta["default"]
        elif quantized:
            variant = "int8"
        else:
            variant = "fp32" if "fp32" in meta["variants"] or "w8" not in meta["variants"] else "w8"
        if variant not in meta["variants"]:
            raise FileNotFoundError(
                f"model variant {variant!r} is not available in {self.model_dir} "
                f"(available: {sorted(meta['variants'])})")
        spec = meta["variants"][variant]
        model_path = self.model_dir / spec["file"]
        if not model_path.is_file():
            raise FileNotFoundError(f"encoder model file not found: {model_path}")
        sums = artifacts.verify(self.model_dir)  # every listed file: the ONNX graph and the tokenizer
        tokenizer_name = meta.get("tokenizer", "tokenizer.json")
        for name in (spec["file"], tokenizer_name):
            if name not in sums:
                raise ModelIntegrityError(f"{self.model_dir / name}: not listed in {artifacts.MANIFEST}")
        digest = sums[spec["file"]]

        self.variant: str = variant
        self.model_path = model_path
        self.model_id: str = digest[:16]
        self.dim: int = int(meta["dim"])
        self.max_seq_length: int = int(meta["max_seq_length"])
        self.threads: int = threads if threads is not None else default_threads()

        self._tokenizer = Tokenizer.from_file(str(self.model_dir / tokenizer_name))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=self.max_seq_length)
        pad = meta.get("pad_token_id", 0)
        self._pad_id = int(pad)

        # Dynamic quantization computes activation scales over the whole run, so int8 runs one text per
        # run (its embedding then depends on nothing but the text, like the record path). Runs that small
        # gain nothing from intra-op threads; ``threads`` callers share one session instead.
        self.per_text: bool = variant == "int8"
        # With several threads, whole runs go to a pool of single-threaded callers instead of splitting each
        # ~512-token run over intra-op threads: identical vectors, and on 1,000 real ads 4.5% less CPU and 7%
        # less wall time than intra-op threads (benchmarks/results/ads_speed.md)
        self.parallel_runs: bool = not self.per_text and self.threads > 1
        self._executor: tuple[int, ThreadPoolExecutor] | None = None
        opts = session_options(1 if self.per_text or self.parallel_runs else self.threads)
        self._session = ort.InferenceSession(str(model_path), sess_options=opts,
                                             providers=["CPUExecutionProvider"],
                                             disabled_optimizers=list(DISABLED_OPTIMIZERS))
        self._input_names = {i.name for i in self._session.get_inputs()}

    def __repr__(self) -> str:
        return (f"Encoder(dir={str(self.model_dir)!r}, variant={self.variant!r}, model_id={self.model_id!r}, "
                f"dim={self.dim}, threads={self.threads})")

    def encode(self, texts: list[str], batch_size: int = 256, *, one_width: bool = False) -> np.ndarray:
        """Return a float32 array ``(len(texts), dim)`` of unit-norm embeddings, in input order.

        Inputs are tokenized once, sorted by token length and run in batches padded to the longest
        member, so short titles do not pay for long ones. ``None`` is treated as the empty string.
        ``one_width``: every run holds texts of one token length only (no padding at all; for calls of
        thousands of short texts, where a run crossing lengths padded ~3% of the tokens).
        """
        n = len(texts)
        if n == 0:
            return np.zeros((0, self.dim), dtype=np.float32)
        # the fast call skips character offsets, which nothing here reads (same ids; ~18% less tokenizer CPU)
        encodings = self._tokenizer.encode_batch_fast([t if t is not None else "" for t in texts])
        ids = [e.ids for e in encodings]
        # texts of one token sequence (the same context around two mentions, "Café"/"cafe") are run once:
        # a vector depends on its tokens alone (batch-independent graphs), so copies are the same bits
        first: dict[tuple[int, ...], int] = {}
        rows = [first.setdefault(tuple(seq), len(first)) for seq in ids]
        distinct = ids if len(first) == n else [list(seq) for seq in first]
        if self.per_text:
            vectors = self._encode_one_by_one(distinct)
        else:
            vectors = self._encode_ids(distinct, batch_size, one_width=one_width)
        return vectors if distinct is ids else vectors[rows]

    def _encode_ids(self, ids: list[list[int]], batch_size: int = 256, *, one_width: bool = False) -> np.ndarray:
        """:meth:`encode` of token sequences (batched variants)."""
        n = len(ids)
        out = np.zeros((n, self.dim), dtype=np.float32)
        if n == 0:
            return out
        lengths = np.fromiter((len(x) for x in ids), dtype=np.int64, count=n)
        order = np.argsort(lengths, kind="stable")
        ordered = lengths[order]
        runs: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        start = 0
        while start < n:
            # cap each run at ~TOKENS_PER_RUN padded tokens: small runs stay in cache and measured 1.5-2x
            # faster than 256-row runs on 2 cores; ``batch_size`` is the upper bound on rows per run
            stop = min(n, start + max(1, batch_size))
            if one_width:
                stop = min(stop, int(np.searchsorted(ordered, ordered[start], side="right")))
            width = int(lengths[order[stop - 1]])
            stop = min(stop, start + max(1, TOKENS_PER_RUN // max(1, width)))
            idx = order[start:stop]
            start = stop
            width = int(lengths[idx[-1]])
            if lengths[idx[0]] == width:  # no padding: one array from the lists
                input_ids = np.array([ids[i] for i in idx], dtype=np.int64)
                mask = np.ones_like(input_ids)
            else:
                input_ids = np.full((len(idx), width), self._pad_id, dtype=np.int64)
                mask = np.zeros((len(idx), width), dtype=np.int64)
                for row, i in enumerate(idx):
                    seq = ids[i]
                    input_ids[row, :len(seq)] = seq
                    mask[row, :len(seq)] = 1
            runs.append((idx, input_ids, mask))
        if self.parallel_runs and len(runs) > 1:
            results = self._pool().map(lambda run: self._run(run[1], run[2]), runs)
        else:
            results = (self._run(input_ids, mask) for _, input_ids, mask in runs)
        for (idx, _, _), emb in zip(runs, results, strict=True):
            out[idx] = emb
        return out

    def _pool(self) -> ThreadPoolExecutor:
        """This process's pool of ``threads`` run callers, kept across calls (batched runs and the int8
        variant's one-text runs); a forked child gets its own, the parent's threads being gone."""
        if self._executor is None or self._executor[0] != os.getpid():
            self._executor = (os.getpid(), ThreadPoolExecutor(self.threads, thread_name_prefix="hrnorm-encoder"))
        return self._executor[1]

    def _run(self, input_ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._input_names:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        (emb,) = self._session.run(["embedding"], feeds)  # InferenceSession.run is thread-safe
        return emb

    def _run_one(self, seq: list[int]) -> np.ndarray:
        input_ids = np.asarray([seq], dtype=np.int64)
        return self._run(input_ids, np.ones_like(input_ids))[0]

    def _encode_one_by_one(self, ids: list[list[int]]) -> np.ndarray:
        """:meth:`encode` of distinct token sequences, one run each, spread over ``threads`` callers (runs
        release the GIL)."""
        out = np.zeros((len(ids), self.dim), dtype=np.float32)
        if self.threads > 1 and len(ids) > 8:
            vectors = list(self._pool().map(self._run_one, ids))
        else:
            vectors = [self._run_one(seq) for seq in ids]
        for i, vec in enumerate(vectors):
            out[i] = vec
        return out


_DEFAULTS: dict[Path, Encoder] = {}
_DEFAULT_LOCK = threading.Lock()


def default_encoder(model_dir: Path = BUNDLED_MODEL_DIR) -> Encoder:
    """The process-wide cached :class:`Encoder` of ``model_dir`` (the bundled model unless given;
    created on first call)."""
    encoder = _DEFAULTS.get(model_dir)
    if encoder is None:
        with _DEFAULT_LOCK:
            encoder = _DEFAULTS.get(model_dir)
            if encoder is None:
                encoder = _DEFAULTS[model_dir] = Encoder(model_dir)
    return encoder


def encoder_for(given: Encoder | None, use_semantic: bool, model: str = "shipped") -> Encoder | None:
    """The encoder a matcher uses: none without the semantic pass, else ``given`` or the process default
    of ``model`` (``"shipped"``: the bundled model; ``"small"``: its 3-layer phrase student)."""
    if not use_semantic:
        return None
    if given is not None:
        return given
    if model != "small":
        return default_encoder(BUNDLED_MODEL_DIR)
    return _built_encoder(PHRASE_MODEL_DIR, "the small phrase encoder", "python -m models.distill all --install",
                          "models/cards/phrase_encoder.md")


def student_encoder() -> Encoder:
    """The process-wide phrase student (:data:`STUDENT_MODEL_DIR`): the shipped encoder's first, fourth and
    sixth layers trained to give the shipped encoder's vectors, so its vectors compare with the shipped label
    index. Verified by checksum at load, as every bundled model."""
    return _built_encoder(STUDENT_MODEL_DIR, "the phrase student", "python -m models phrase-student all --install",
                          "models/cards/phrase_student.md")


def _built_encoder(model_dir: Path, name: str, build: str, card: str) -> Encoder:
    """The process default of a trial model that is not shipped (it missed its quality bar: ``card``), or a
    FileNotFoundError saying how to build it."""
    if not (model_dir / META_FILE).is_file():
        raise FileNotFoundError(f"{name} is not installed in {model_dir}: build it with `{build}` ({card})")
    return default_encoder(model_dir)
