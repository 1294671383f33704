"""A smaller phrase encoder whose vectors live in the shipped encoder's space (issue 27, skills stage speed).

    python -m models phrase-student [--layers 0,3,5] [--ads 3000] [--minutes 15] [--install]
    python -m models.phrase_student collect|train|export|all [options]

Unlike ``models/distill.py`` (a student with its own label index), this student only encodes the skills
stage's query side (candidate phrases, and optionally link-gate windows and sense contexts); the ESCO label
index stays the one the shipped encoder built, so the student must reproduce the teacher's vectors themselves.

- Teacher: the bundled ``normalize/data/models/encoder.onnx`` (int8s). Its vectors for every text the skills
  stage encodes on the training ads are recorded as the stage runs (``collect``), with the caller of each.
- Student: the teacher's own fine-tuned weights, read back from the int8 graph (``(q - zero point) * scale``:
  the shipped file holds the only copy of them) into a BERT of ``--layers`` of its 6 layers (embeddings
  and the kept layers as they are); then trained (``1 - cosine`` with the teacher's vector) so the missing
  layers' work is learnt. Word, position and token-type embeddings stay fixed.
- Texts: real postings of ``../shared/data/job_postings/`` in the dev split (``benchmarks/real_gold.py``),
  description >= 300 characters, distinct descriptions, in no gold file and no sample file other than
  this model's own (``benchmarks/gold/real/samples/skillspeed10.txt``), drawn with ``SEED``; ``HELD_OUT`` of
  them (by posting) are kept out of training for the held-out cosine.
- Export: ONNX fp32, dynamic int8, then ``int8s`` with activation ranges fixed from recorded texts (as the
  shipped encoder's build does), installed with ``SHA256SUMS.json`` in ``normalize/data/phrase_student/``.

Work files: ``models/_work/phrase_student/``. Training-time only (torch, transformers, onnx).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
WORK = REPO / "models" / "_work" / "phrase_student"
STUDENT_DIR = REPO / "normalize" / "data" / "phrase_student"
TEACHER_ONNX = REPO / "normalize" / "data" / "models" / "encoder.onnx"
SEED = 2026121130
HELD_OUT = 0.1
MAX_LEN = 64  # phrases are 1-6 words; gate windows and sense contexts a few dozen tokens
OWN_SAMPLE = "skillspeed10.txt"
#: the ``SkillExtractor`` methods whose ``Encoder.encode`` calls are recorded, by the kind of text
CALLERS = {"_link_phrases": "phrase", "_word_embeddings": "word", "_ranks": "window",
           "window_ranks": "window", "_in_context": "context"}


def draw_postings(n: int, seed: int = SEED) -> list[dict]:
    """``n`` unlabelled dev postings (see the module docstring), as dicts with id, title, description."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import polars as pl
    import real_gold

    from models.skill_phrase_model import used_ids

    used = used_ids(OWN_SAMPLE)
    frame = pl.read_parquet(real_gold.CORPUS).filter(pl.col("description").str.len_chars() >= 300)
    frame = frame.filter(pl.col("id").map_elements(real_gold.split_of, return_dtype=pl.String) == "dev")
    frame = frame.filter(~pl.col("id").is_in(sorted(used)))
    frame = frame.unique("description", keep="first", maintain_order=True)
    return frame.sample(n=n, seed=seed, shuffle=True).select(["id", "title", "description"]).to_dicts()


class Recorder:
    """Wraps the teacher ``Encoder``: keeps each text the skills stage encodes, its caller kind and vector."""

    def __init__(self, encoder) -> None:
        self.inner = encoder
        self.model_id = encoder.model_id
        self.dim = encoder.dim
        self.seen: dict[str, tuple[str, np.ndarray]] = {}

    def encode(self, texts: list[str], batch_size: int = 256, **kwargs) -> np.ndarray:
        caller = sys._getframe(1).f_code.co_name
        vectors = self.inner.encode(texts, batch_size, **kwargs)
        kind = CALLERS.get(caller)
        if kind is not None:
            for text, vector in zip(texts, vectors, strict=True):
                self.seen.setdefault(text or "", (kind, vector.copy()))
        return vectors


def collect(n_ads: int) -> None:
    """Run the shipped skills stage (ESCO, defaults) on the drawn ads; save texts, kinds, ad ranks, targets."""
    import unicodedata

    from normalize.matching.encoder import Encoder
    from normalize.matching.skills import SkillExtractor

    WORK.mkdir(parents=True, exist_ok=True)
    rec = Recorder(Encoder(threads=1))
    ex = SkillExtractor("esco", encoder=rec)  # type: ignore[arg-type]
    ads = draw_postings(n_ads)
    texts, kinds, ad_of, vectors = [], [], [], []
    t0 = time.time()
    for lo in range(0, len(ads), 50):
        chunk = ads[lo:lo + 50]
        for k, ad in enumerate(chunk):  # one ad per call: each text is credited to the first ad asking it
            rec.seen.clear()
            ex.extract([unicodedata.normalize("NFC", ad["description"] or "")])
            for text, (kind, vector) in rec.seen.items():
                texts.append(text)
                kinds.append(kind)
                ad_of.append(lo + k)
                vectors.append(vector)
        print(f"[collect] {lo + len(chunk)} ads, {len(texts):,} texts, {time.time() - t0:.0f} s", flush=True)
    first: dict[str, int] = {}
    keep = [first.setdefault(t, i) == i for i, t in enumerate(texts)]
    rows = [i for i, k in enumerate(keep) if k]
    (WORK / "texts.json").write_text(json.dumps({
        "ads": [a["id"] for a in ads], "texts": [texts[i] for i in rows], "kinds": [kinds[i] for i in rows],
        "ad_rank": [ad_of[i] for i in rows]}), encoding="utf-8")
    np.save(WORK / "targets.npy", np.vstack([vectors[i] for i in rows]).astype(np.float32), allow_pickle=False)


def teacher_weights(path: Path = TEACHER_ONNX) -> dict[str, np.ndarray]:
    """The fine-tuned teacher's weights as a Hugging Face BERT state dict (float32), read back from the
    shipped int8s graph: int8 matmul weights and uint8 embedding tables de-quantized, the rest as stored."""
    import onnx
    from onnx import numpy_helper

    model = onnx.load(str(path))
    init = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}

    def deq(name: str, scale: str, zero: str) -> np.ndarray:
        return ((init[name].astype(np.float32) - init[zero].astype(np.float32)) * init[scale]).astype(np.float32)

    state = {}
    for table in ("word", "position", "token_type"):
        base = f"bert.embeddings.{table}_embeddings.weight"
        state[f"embeddings.{table}_embeddings.weight"] = deq(f"{base}_quantized", f"{base}_scale",
                                                             f"{base}_zero_point")
    for name, value in init.items():
        if name.startswith("bert.") and value.dtype == np.float32 and value.ndim == 1:
            state[name[len("bert."):]] = value.astype(np.float32)
    matmul_of = {}  # output name of a MatMulIntegerToFloat -> its weight, as a torch Linear weight (out, in)
    for node in model.graph.node:
        if node.op_type == "MatMulIntegerToFloat":
            matmul_of[node.output[0]] = deq(node.input[1], node.input[3], node.input[5]).T.copy()
            if len(node.input) > 6 and node.input[6]:
                matmul_of[node.output[0] + "#bias"] = init[node.input[6]].astype(np.float32)
    n_layers = sum(1 for k in init if k.endswith("/q_weight"))
    for i in range(n_layers):
        pre = f"encoder.layer.{i}."
        for part in ("q", "k", "v"):
            torch_name = {"q": "query", "k": "key", "v": "value"}[part]
            out = f"Attention_{i}_quant/{part}"
            state[f"{pre}attention.self.{torch_name}.weight"] = matmul_of[out]
            state[f"{pre}attention.self.{torch_name}.bias"] = matmul_of[out + "#bias"]
        for hf, graph in (("attention.output.dense", "attention/output/dense"),
                          ("intermediate.dense", "intermediate/dense"), ("output.dense", "output/dense")):
            state[f"{pre}{hf}.weight"] = matmul_of[f"/bert/encoder/layer.{i}/{graph}/MatMul_output_0"]
    return state


def student_from_teacher(out: Path, layers: tuple[int, ...]) -> None:
    """A BERT of the teacher's ``layers`` (its fine-tuned weights, de-quantized), saved as a HF folder."""
    import torch
    from transformers import AutoConfig, BertModel

    from models.export import base_model_dir

    base = base_model_dir()
    config = AutoConfig.from_pretrained(str(base), local_files_only=True)
    config.num_hidden_layers = len(layers)
    model = BertModel(config, add_pooling_layer=False)
    state = teacher_weights()
    renamed = {}
    for name, value in state.items():
        if name.startswith("encoder.layer."):
            old = int(name.split(".")[2])
            if old not in layers:
                continue
            name = name.replace(f"encoder.layer.{old}.", f"encoder.layer.{layers.index(old)}.", 1)
        renamed[name] = torch.from_numpy(value)
    missing, unexpected = model.load_state_dict(renamed, strict=False)
    missing = [m for m in missing if not m.endswith("position_ids")]
    if missing or unexpected:
        raise ValueError(f"teacher weights do not fit: missing {missing}, unexpected {unexpected}")
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out))
    for name in ("tokenizer.json", "tokenizer_config.json", "vocab.txt", "special_tokens_map.json"):
        shutil.copyfile(base / name, out / name)


def _load_data():
    data = json.loads((WORK / "texts.json").read_text(encoding="utf-8"))
    targets = np.load(WORK / "targets.npy", allow_pickle=False)
    n_ads = len(data["ads"])
    held = np.asarray(data["ad_rank"]) >= n_ads * (1 - HELD_OUT)  # the last drawn ads: held out
    return data, targets, held


def mean_pooled(model, token_ids: list[list[int]], idx):
    """Mean-pooled, L2-normalised vectors of the token sequences ``token_ids[idx]`` (padded to the longest)."""
    import torch

    width = max(len(token_ids[i]) for i in idx)
    ids = torch.zeros((len(idx), width), dtype=torch.long)
    mask = torch.zeros((len(idx), width), dtype=torch.long)
    for row, i in enumerate(idx):
        ids[row, :len(token_ids[i])] = torch.tensor(token_ids[i])
        mask[row, :len(token_ids[i])] = 1
    hidden = model(input_ids=ids, attention_mask=mask, token_type_ids=torch.zeros_like(ids)).last_hidden_state
    m = mask.unsqueeze(-1).float()
    return torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1).clamp(min=1e-9), dim=1)


def held_out_cosine(model, token_ids, targets, rows: list[int], batch: int = 512) -> float:
    """Mean cosine of the model's vectors with the teacher's on ``rows``."""
    import torch

    model.eval()
    total = 0.0
    with torch.no_grad():
        for lo in range(0, len(rows), batch):
            idx = rows[lo:lo + batch]
            total += float((mean_pooled(model, token_ids, idx) * torch.from_numpy(targets[idx])).sum())
    model.train()
    return total / max(1, len(rows))


def _tokenized(texts: list[str], tokenizer: Path) -> list[list[int]]:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer))
    tok.enable_truncation(max_length=MAX_LEN)
    tok.no_padding()
    return [e.ids for e in tok.encode_batch(texts)]


def train(layers: tuple[int, ...], minutes: float, batch_size: int, lr: float, threads: int) -> None:
    """Start from the teacher's ``layers``, train for ``minutes`` (cosine to the teacher's vectors)."""
    import torch
    from transformers import AutoModel

    torch.manual_seed(SEED)
    torch.set_num_threads(threads)
    data, targets, held = _load_data()
    out = WORK / "student"
    if out.exists():
        shutil.rmtree(out)
    student_from_teacher(out, layers)
    model = AutoModel.from_pretrained(str(out), local_files_only=True)
    model.train()
    for table in (model.embeddings.word_embeddings, model.embeddings.position_embeddings,
                  model.embeddings.token_type_embeddings):
        table.weight.requires_grad_(False)
    token_ids = _tokenized(data["texts"], out / "tokenizer.json")
    train_rows = [i for i in range(len(token_ids)) if not held[i]]
    rng = random.Random(SEED)
    eval_rows = rng.sample([i for i in range(len(token_ids)) if held[i]], min(2000, int(held.sum())))
    start_cos = held_out_cosine(model, token_ids, targets, eval_rows)
    print(f"[train] layers {layers}: held-out cosine at start {start_cos:.4f}", flush=True)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr)
    target_t = torch.from_numpy(targets)
    batches: list[list[int]] = []
    t0, step, log = time.time(), 0, []
    while time.time() - t0 < minutes * 60:
        if not batches:  # an epoch: shuffled, then batches of similar length (little padding)
            order = train_rows[:]
            rng.shuffle(order)
            for lo in range(0, len(order), batch_size * 64):
                chunk = sorted(order[lo:lo + batch_size * 64], key=lambda i: len(token_ids[i]))
                batches += [chunk[k:k + batch_size] for k in range(0, len(chunk), batch_size)]
            rng.shuffle(batches)
        idx = batches.pop()
        for group in opt.param_groups:  # linear decay to zero over the time budget
            group["lr"] = lr * max(0.02, 1.0 - (time.time() - t0) / (minutes * 60))
        loss = (1.0 - (mean_pooled(model, token_ids, idx) * target_t[idx]).sum(1)).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        step += 1
        log.append(float(loss.detach()))
        if step % 100 == 0:
            print(f"[train] step {step} loss {np.mean(log[-100:]):.4f} {time.time() - t0:.0f} s", flush=True)
    end_cos = held_out_cosine(model, token_ids, targets, eval_rows)
    print(f"[train] {step} steps; held-out cosine {start_cos:.4f} -> {end_cos:.4f}", flush=True)
    model.save_pretrained(str(out))
    (WORK / "training.json").write_text(json.dumps({
        "layers": list(layers), "steps": step, "batch_size": batch_size, "lr": lr,
        "minutes": round((time.time() - t0) / 60, 1), "texts": len(token_ids), "train_texts": len(train_rows),
        "ads": len(data["ads"]), "seed": SEED, "held_out_cosine_start": round(start_cos, 4),
        "held_out_cosine_end": round(end_cos, 4)}, indent=2), encoding="utf-8")


def export(install: bool) -> None:
    """ONNX fp32 -> dynamic int8 -> int8s (ranges from recorded training texts); ``install`` copies it in."""
    from models.export import INT8_NAME, INT8S_NAME, export_onnx, fix_activation_scales, quantize_int8
    from models.export import install as install_variant

    data, _, held = _load_data()
    rng = random.Random(SEED)
    calib = rng.sample([t for t, h in zip(data["texts"], held, strict=True) if not h], 2000)
    exp = WORK / "export"
    fp32 = export_onnx(WORK / "student", exp)
    quantize_int8(fp32, exp / INT8_NAME)
    fix_activation_scales(exp / INT8_NAME, exp / INT8S_NAME, calib, exp / "tokenizer.json")
    if not install:
        return
    training = json.loads((WORK / "training.json").read_text(encoding="utf-8"))
    if STUDENT_DIR.exists():
        shutil.rmtree(STUDENT_DIR)
    install_variant(exp, "int8s", MAX_LEN, dest=STUDENT_DIR, extra={
        "name": "hrnorm-phrase-student", "teacher": "normalize/data/models/encoder.onnx",
        "base": f"the teacher's layers {','.join(map(str, training['layers']))} (de-quantized), trained",
        "training": training, "card": "models/cards/phrase_student.md"})
    size = (STUDENT_DIR / "encoder.onnx").stat().st_size
    print(f"[export] installed {STUDENT_DIR / 'encoder.onnx'} ({size:,} bytes)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", nargs="?", default="all", choices=["collect", "train", "export", "all"])
    ap.add_argument("--layers", default="0,3,5", help="the teacher's layers the student keeps")
    ap.add_argument("--ads", type=int, default=3000)
    ap.add_argument("--minutes", type=float, default=15.0)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=1e-4)
    # one torch thread: on the shared 2-core machine two threads made ~10x fewer steps per minute (they wait on
    # each other whenever one is descheduled)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--install", action="store_true")
    args = ap.parse_args(argv)
    layers = tuple(int(x) for x in args.layers.split(","))
    if args.step in ("collect", "all"):
        collect(args.ads)
    if args.step in ("train", "all"):
        train(layers, args.minutes, args.batch_size, args.lr, args.threads)
    if args.step in ("export", "all"):
        export(args.install)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
