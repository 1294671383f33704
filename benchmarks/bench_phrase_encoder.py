"""The small phrase encoder (``SkillConfig.phrase_encoder = "small"``, ``models/distill.py``) against the
shipped encoder it was distilled from, on the 300 dev postings of ``benchmarks/bench_ads_speed.py``
(same draw; never training ads of the student):

- agreement: every text the skills stage encodes on those postings (candidate phrases, their words, the
  contexts of alternative labels), each one's best ESCO preferred label and cosine under the shipped model
  (its own label index) and under the student (its own index): share with the same best label, Pearson
  correlation of the best cosines, share on different sides of the 0.65 gate and of ``min_score``;
- skill links: ``SkillExtractor.extract`` on the postings with each encoder, (posting, skill) links lost and
  gained;
- CPU: the same ``extract`` call, a fresh extractor per run (empty phrase cache; label indexes loaded
  beforehand), the two encoders interleaved over ``--repeats`` rounds, process CPU time, medians.

    python benchmarks/bench_phrase_encoder.py [--repeats 3] [--no-write]

Figures go to ``benchmarks/results/ads_speed.md``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_ads_speed import sample_postings  # noqa: E402
from results_file import Report, write_section  # noqa: E402

GATE = 0.65  # skills.SUB_PHRASE_GATE


def postings(rows: int) -> list[str]:
    import polars as pl

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "p.parquet"
        sample_postings(rows, path)
        frame = pl.read_parquet(path)
    return [f"{t or ''}\n\n{d or ''}" for t, d in zip(frame["title"], frame["description"], strict=True)]


class Recorder:
    """Passes texts through to an encoder and keeps them (the texts the skills stage encodes)."""

    def __init__(self, encoder) -> None:
        self.inner, self.model_id, self.dim = encoder, encoder.model_id, encoder.dim
        self.texts: dict[str, None] = {}

    def encode(self, texts: list[str], batch_size: int = 256) -> np.ndarray:
        self.texts.update(dict.fromkeys(t or "" for t in texts))
        return self.inner.encode(texts, batch_size)


def agreement(texts: list[str], report: Report) -> None:
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    best = {}
    for name in ("shipped", "small"):
        ex = SkillExtractor("esco", config=SkillConfig(phrase_encoder=name))
        label_emb = ex.index.preferred_embeddings(ex.encoder)
        sims = ex.encoder.encode(texts) @ label_emb.T
        best[name] = (sims.argmax(axis=1), sims.max(axis=1))
    (lt, ct), (ls, cs) = best["shipped"], best["small"]
    min_score = SkillConfig().min_score
    report(f"Agreement on the {len(texts):,} distinct texts the skills stage encodes on these postings "
           "(phrases, words, contexts), best ESCO preferred label each:")
    report()
    report("| same best label | Pearson r of best cosines | mean abs cosine difference | "
           f"crossing {GATE} differently | crossing min_score {min_score} differently | "
           f"at >= {min_score}: shipped / small / both, same label |")
    report("| ---: | ---: | ---: | ---: | ---: | ---: |")
    hi_t, hi_s = ct >= min_score, cs >= min_score
    report(f"| {np.mean(lt == ls):.3f} | {np.corrcoef(ct, cs)[0, 1]:.3f} | {np.mean(np.abs(ct - cs)):.3f} | "
           f"{np.mean((ct >= GATE) != (cs >= GATE)):.3f} | {np.mean(hi_t != hi_s):.3f} | "
           f"{hi_t.sum()} / {hi_s.sum()} / {(hi_t & hi_s & (lt == ls)).sum()} |")


def links(texts: list[str], name: str) -> list[set[str]]:
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    ex = SkillExtractor("esco", config=SkillConfig(phrase_encoder=name))
    return [{m["id"] for m in found} for found in ex.extract(texts)]


def cpu_of(texts: list[str], name: str) -> float:
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    ex = SkillExtractor("esco", config=SkillConfig(phrase_encoder=name))
    ex.index.preferred_embeddings(ex.encoder)  # loaded (cached on disk), outside the timing
    ex.extract(["warm up: Python and SQL, project management."])
    ex._phrases.data.clear()
    t0 = time.process_time()
    ex.extract(texts)
    return time.process_time() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    from normalize.matching.encoder import Encoder, default_encoder
    from normalize.matching.skills import SkillExtractor

    texts = postings(args.rows)
    report = Report()
    report(f"{len(texts)} distinct dev-split real postings (descriptions over 500 characters, the draw of "
           "`bench_ads_speed.py`), ESCO, extract mode, defaults otherwise.")
    report()
    rec = Recorder(default_encoder())
    SkillExtractor("esco", encoder=rec).extract(texts)  # type: ignore[arg-type]
    agreement(list(rec.texts), report)
    report()
    shipped, small = links(texts, "shipped"), links(texts, "small")
    n_t, n_s = sum(map(len, shipped)), sum(map(len, small))
    lost = sum(len(a - b) for a, b in zip(shipped, small, strict=True))
    gained = sum(len(b - a) for a, b in zip(shipped, small, strict=True))
    report(f"Skill links (posting, skill): shipped {n_t:,}, small {n_s:,}; lost {lost}, gained {gained}.")
    report()
    cpu: dict[str, list[float]] = {"shipped": [], "small": []}
    loads = []
    for _ in range(args.repeats):
        for name in ("shipped", "small"):
            cpu[name].append(cpu_of(texts, name))
            loads.append(os.getloadavg()[0])
    t, s = statistics.median(cpu["shipped"]), statistics.median(cpu["small"])
    report(f"CPU of `extract` on the {len(texts)} postings (process time, fresh extractor, interleaved, "
           f"{args.repeats} rounds, load average {min(loads):.1f}-{max(loads):.1f}; "
           f"{Encoder().threads} encoder threads):")
    report()
    report("| encoder | runs, CPU s | median CPU s | ms per posting |")
    report("| --- | --- | ---: | ---: |")
    for name, med in (("shipped", t), ("small", s)):
        runs = ", ".join(f"{x:.1f}" for x in cpu[name])
        report(f"| {name} | {runs} | {med:.1f} | {1000 * med / len(texts):.0f} |")
    report()
    report(f"small / shipped CPU: {s / t:.3f} ({100 * (1 - s / t):.0f}% less).")
    if not args.no_write:
        write_section("ads_speed", "small phrase encoder (issue 27 item 1)", report)


if __name__ == "__main__":
    main()
