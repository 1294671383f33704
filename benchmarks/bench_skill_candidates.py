"""CPU cost of the named phrases past the window (``SkillConfig.named_phrases``, normalize/matching/skill_candidates.py).

Times ``SkillExtractor("esco").extract`` on the descriptions of ``bench_ads_speed.py``'s draw of ``--rows`` dev-split
postings with named phrases off and on (the default), in interleaved pairs (``--pairs``), each run on a fresh
extractor (the phrase caches empty; the encoder and label index warm), and reports the median process CPU time of
each, the median of the pairs' ratios and the phrases encoded. No quality figure here (``bench_skills_gold.py``).

    .venv/bin/python benchmarks/bench_skill_candidates.py [--rows 300] [--pairs 5] [--no-write]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_link_gate import paired_cpu, postings  # noqa: E402
from results_file import Report, write_section  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=300)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    from normalize.matching.config import SkillConfig

    texts = postings(args.rows)
    configs = {"named phrases off": SkillConfig(named_phrases=False), "named phrases on (default)": SkillConfig()}
    cpu, links, last = paired_cpu(texts, configs, args.pairs)
    encoded = {name: len(extractor._phrases.data) for name, extractor in last.items()}
    off, on = configs
    ratios = [b / a for a, b in zip(cpu[off], cpu[on], strict=True)]
    report = Report()
    report(f"{len(texts)} distinct dev-split postings (descriptions over 500 characters); process CPU seconds of one "
           f"`extract` call on all of them, {args.pairs} interleaved pairs, each on a fresh extractor; load average "
           f"{' / '.join(f'{v:.1f}' for v in os.getloadavg())} at the end.")
    report()
    report("| setting | links | phrases looked up | CPU s (median) | runs |")
    report("| --- | ---: | ---: | ---: | --- |")
    for name in configs:
        runs = ", ".join(f"{v:.2f}" for v in cpu[name])
        report(f"| {name} | {links[name]} | {encoded[name]} | {statistics.median(cpu[name]):.2f} | {runs} |")
    report()
    report(f"Ratio on / off: median of the pairs {statistics.median(ratios):.3f} (pairs: "
           f"{', '.join(f'{r:.3f}' for r in ratios)}); of the medians {statistics.median(cpu[on]) / statistics.median(cpu[off]):.3f}.")
    if not args.no_write:
        write_section("skills_esco", "Named phrases past the window: CPU cost on 300 dev postings", report)


if __name__ == "__main__":
    main()
