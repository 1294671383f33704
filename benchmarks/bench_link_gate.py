"""CPU cost of the skill-link gate: ``SkillExtractor("esco").extract`` with the gate on (the default) and off.

Draws ``--rows`` distinct dev-split postings (description over 500 characters, as ``bench_ads_speed.py``),
then times ``extract`` on their descriptions in interleaved pairs (gate off, gate on; ``--pairs`` times),
each run on a fresh extractor (the phrase caches empty; the encoder and label index warm), and reports the
median process CPU time of each and their ratio. The gate's own share is timed apart: ``LinkGate.keep`` on
the candidates of the same postings. No quality figure here (``bench_skills_gold.py``).

    .venv/bin/python benchmarks/bench_link_gate.py [--rows 300] [--pairs 5] [--no-write]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_ads_speed import sample_frame  # noqa: E402
from results_file import Report, write_section  # noqa: E402


def postings(rows: int) -> list[str]:
    """The descriptions of ``bench_ads_speed.py``'s draw of ``rows`` postings."""
    return sample_frame(rows)["description"].to_list()


def paired_cpu(texts: list[str], configs: dict, pairs: int) -> tuple[dict[str, list[float]], dict[str, int], dict]:
    """Process CPU seconds of one ``extract`` call on ``texts`` per named ``SkillConfig``, in ``pairs``
    interleaved rounds, each on a fresh extractor (phrase caches empty; encoder and label index warm):
    (CPU runs per name, links per name, the last extractor per name)."""
    from normalize.matching.skills import SkillExtractor

    for config in configs.values():  # warm: encoder, label embeddings, matchers
        SkillExtractor("esco", config=config).extract(texts[:20])
    cpu: dict[str, list[float]] = {name: [] for name in configs}
    links: dict[str, int] = {}
    last = {}
    for _ in range(pairs):
        for name, config in configs.items():
            extractor = SkillExtractor("esco", config=config)
            extractor._phrase_matcher()  # built once per extractor; not part of a call
            start = time.process_time()
            found = extractor.extract(texts)
            cpu[name].append(time.process_time() - start)
            links[name] = sum(len(f) for f in found)
            last[name] = extractor
    return cpu, links, last


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=300)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    texts = postings(args.rows)
    configs = {"gate off": SkillConfig(link_gate=False), "gate on (default)": SkillConfig()}
    cpu, links, _ = paired_cpu(texts, configs, args.pairs)
    # the gate alone: its features and probabilities on every candidate of the same postings
    gated = SkillExtractor("esco")
    gate = gated.gate
    loose = SkillExtractor("esco", config=SkillConfig(link_gate=False, min_score=gate.min_score,
                                                      min_label_fit=gate.min_label_fit))
    loose.__dict__["calibration"] = None
    ci_of = {c.id: ci for ci, c in enumerate(loose.index.concepts)}
    candidates = [{ci_of[m["id"]]: (m["score"], *m["span"]) for m in f} for f in loose.extract(texts)]
    from normalize.matching.skills import skill_background

    background = skill_background(loose.taxonomy.fingerprint("skill"))
    gate_cpu = []
    for _ in range(args.pairs):
        start = time.process_time()
        for text, found in zip(texts, candidates, strict=True):
            gate.keep(text, found, loose.index, loose._label_fit, background)
        gate_cpu.append(time.process_time() - start)

    off, on = (statistics.median(cpu[n]) for n in configs)
    report = Report()
    report(f"{len(texts)} distinct dev-split postings (descriptions over 500 characters); process CPU seconds of one "
           f"`extract` call on all of them, median of {args.pairs} interleaved pairs, each on a fresh extractor.")
    report()
    report("| setting | links | CPU s (median) | runs | ratio to gate off |")
    report("| --- | ---: | ---: | --- | ---: |")
    for name in configs:
        runs = ", ".join(f"{v:.2f}" for v in cpu[name])
        report(f"| {name} | {links[name]} | {statistics.median(cpu[name]):.2f} | {runs} | "
               f"{statistics.median(cpu[name]) / off:.3f} |")
    report()
    report(f"The gate alone (`LinkGate.keep`: features and probabilities of {sum(len(c) for c in candidates)} "
           f"candidates): median {statistics.median(gate_cpu):.3f} s, {statistics.median(gate_cpu) / off:.1%} of "
           f"the gate-off call; the rest of the difference is the looser candidate floors "
           f"(min_score {gate.min_score}, min_label_fit {gate.min_label_fit}).")
    if not args.no_write:
        write_section("skills_esco", "Skill-link gate: CPU cost on 300 dev postings", report)


if __name__ == "__main__":
    main()
