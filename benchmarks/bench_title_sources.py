"""What each training source adds to the title encoder: held-in real-ad figures and JobBERT dev per model.

    python benchmarks/bench_title_sources.py base bundled models/_work/joint-step300 models/_work/abl-labels \
        [--heldin models/_work/heldin-s5.json] [--threads 2]

Each argument is a saved Hugging Face model folder (as written by ``python -m models.train``), ``base``
(all-MiniLM-L6-v2 untrained), an ONNX model folder (one with a ``model.json``: its default variant) or
``bundled`` (the installed ONNX encoder, ``normalize/data/models``). Per model:

- held-in title->skills MRR and sentence RP@5 (``models.heldin.evaluate``) on the held-in file given by
  ``--heldin`` (keep one copy per comparison: the data builder rewrites ``models/_work/heldin.json``);
- JobBERT dev (``../shared/data/jobbert_eval_dev``, the full file): each title ranks all ESCO occupations,
  max over their labels, encoder alone (``models.evaluate.evaluate_embedder``), fp32 torch with mean
  pooling at max length 128 as the ONNX export (ONNX folders: their default variant, usually int8s).

Each model is evaluated once: figures are kept in ``benchmarks/_work/title_sources_results.json`` keyed by
the folder and its weights' size and modification time, and a rerun reuses them (``--fresh`` re-evaluates),
so building the table again is not another look at dev. Missing folders and a missing ``../shared/data``
are skipped with a message. Writes ``benchmarks/results/title_sources.md``. Needs the ``train`` extra.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
WORK = REPO / "benchmarks" / "_work"
CACHE = WORK / "title_sources_results.json"
sys.path.insert(0, str(REPO))

from results_file import Report, write_section  # noqa: E402

from models.evaluate import DATA, DEV, evaluate_embedder  # noqa: E402
from models.train import parse_mix  # noqa: E402
from models.vacancy_data import WORK as MODEL_WORK  # noqa: E402
from normalize.artifacts import sha256_file  # noqa: E402

BUNDLED = REPO / "normalize" / "data" / "models"
MAX_LEN = 128  # the installed ONNX model's max_seq_length (titles and labels are far shorter)
MIX_SHORT = {"labels": "labels", "ad_title_skills": "title-skills", "ad_title_title": "title-title",
             "ad_sentence_skill": "sentence-skill", "esco_skill_desc": "skill-desc"}


def onnx_dir(name: str) -> Path | None:
    """The ONNX model folder (its ``model.json`` names the files) that ``name`` stands for, if any."""
    folder = BUNDLED if name == "bundled" else Path(name)
    return folder if (folder / "model.json").exists() else None


@functools.cache
def onnx_sha(folder: Path) -> str:
    """sha256 prefix of the folder's default ONNX file (the bundled model changes when a build is installed);
    hashed once per run, as both the cache key and the table's label need it."""
    meta = json.loads((folder / "model.json").read_text())
    return sha256_file(folder / meta["variants"][meta["default"]]["file"])[:8]


def model_key(name: str) -> str:
    """Cache key: an ONNX folder's file hash; a torch folder plus its weights' size and mtime (a retrained
    folder is evaluated again)."""
    if onnx := onnx_dir(name):
        return f"onnx:{onnx_sha(onnx)}"
    weights = Path(name) / "model.safetensors"
    if not weights.exists():
        return name
    st = weights.stat()
    return f"{Path(name).resolve()}:{st.st_size}:{int(st.st_mtime)}"


def training_info(name: str) -> dict:
    path = Path(name) / "training.json"
    return json.loads(path.read_text()) if path.exists() else {}


def data_cell(info: dict) -> str:
    """The sources with steps in the mix and the pair count, e.g. ``labels+title-title (265,250 pairs)``."""
    if not info:
        return "—"
    used = [MIX_SHORT.get(s, s) for s, w in parse_mix(info["args"]["mix"]).items() if w > 0]
    return f"{' + '.join(used) or 'by pair count'} ({info['n_pairs']:,} pairs)"


def embedder(name: str, threads: int):
    """(held-in embed(texts, max_len), JobBERT encode(texts)) for one model argument."""
    from models.export import base_model_dir
    from models.heldin import torch_embedder
    from normalize.matching.encoder import Encoder

    if onnx := onnx_dir(name):
        enc = Encoder(onnx, threads=threads)
        embed = lambda texts, max_len=64: enc.encode(texts)  # noqa: E731 - its own max_seq_length
    else:
        embed = torch_embedder(base_model_dir() if name == "base" else Path(name), threads=threads)
    return embed, lambda texts: embed(texts, MAX_LEN)


def evaluate_model(name: str, held: dict | None, threads: int) -> dict:
    from models.heldin import evaluate
    from models.vacancy_data import load_esco_skills

    embed, encode = embedder(name, threads)
    t0 = time.time()
    out = evaluate(embed, held, load_esco_skills()) if held else {}
    out["heldin_seconds"] = round(time.time() - t0)
    t0 = time.time()
    out["jobbert"] = evaluate_embedder(encode)
    out["jobbert_seconds"] = round(time.time() - t0)
    return out


def table(names: list[str], results: dict[str, dict]) -> list[str]:
    lines = ["| model | data | steps x batch | minutes | held-in title->skills MRR | held-in sentence RP@5 "
             "| JobBERT MRR | Acc@1 | R@10 |", "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name in names:
        r = results[name]
        info = training_info(name)
        steps = f"{info['steps_done']:,} x {info['args']['batch_size']}" if info else "—"
        minutes = f"{info['minutes']:.1f}" if info else "—"
        held = (f"{r['title_skills_mrr']:.3f} | {r['sentence_rp5']:.3f}" if "title_skills_mrr" in r
                else "— | —")
        jb = r["jobbert"]
        onnx = onnx_dir(name)
        label = f"{name} (ONNX {json.loads((onnx / 'model.json').read_text())['default']}, sha256 " \
                f"{onnx_sha(onnx)}...)" if onnx else name
        lines.append(f"| {label} | {data_cell(info)} | {steps} | {minutes} | {held} "
                     f"| {jb['MRR']:.3f} | {jb['Acc@1']:.3f} | {jb['R@10']:.3f} |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="+", help="model folders, 'base' or 'bundled'")
    ap.add_argument("--heldin", type=Path, default=MODEL_WORK / "heldin-s5.json")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--fresh", action="store_true", help="re-evaluate models already in the cache")
    args = ap.parse_args()
    if not DEV.exists() or not (DATA / "esco_v1.1.1").exists():
        print(f"skipped: {DATA} (JobBERT dev, ESCO) not found", file=sys.stderr)
        return
    held = json.loads(args.heldin.read_text()) if args.heldin.exists() else None
    if held is None:
        print(f"held-in figures skipped: {args.heldin} not found", file=sys.stderr)
    cache = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    names = []
    for name in args.models:
        if name not in ("base", "bundled") and not (Path(name) / "config.json").exists() and not onnx_dir(name):
            print(f"skipped: {name} is not a saved model folder", file=sys.stderr)
            continue
        key = model_key(name)
        if args.fresh or key not in cache or (held and "title_skills_mrr" not in cache[key]):
            print(f"evaluating {name} ...", file=sys.stderr, flush=True)
            cache[key] = evaluate_model(name, held, args.threads)
            WORK.mkdir(parents=True, exist_ok=True)
            CACHE.write_text(json.dumps(cache, indent=1) + "\n")
        names.append(name)
    if not names:
        return
    report = Report()
    for line in table(names, {n: cache[model_key(n)] for n in names}):
        report(line)
    report()
    report(f"Held-in file: `{args.heldin.relative_to(REPO) if args.heldin.is_relative_to(REPO) else args.heldin}` "
           f"({len(held['titles']) if held else 0} titles, {len(held['sentences']) if held else 0} sentences). "
           f"JobBERT dev: the full file, encoder alone (max over an occupation's labels), fp32 torch "
           f"except the ONNX rows (their default variant). Each model is evaluated once and cached in "
           f"`benchmarks/_work/`: a rerun rewrites the table from the cache, so the date and load above are "
           f"those of the last evaluation or rewrite.")
    write_section("title_sources", "Held-in and JobBERT dev per training mix", report)


if __name__ == "__main__":
    main()
