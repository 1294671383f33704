"""Skills against ESCO on whole real ads judged by reading (``benchmarks/gold/real/skills_esco.jsonl``).

Runs the shipped extractor on the shipped ESCO v1.1.1 skills (``--taxonomy``, default ``esco``; the same
concept ids as the CSV release ``esco:../shared/data/esco_v1.1.1``) on the full descriptions of the judged ads
of one split and reports, per setting:

- ``extract``: links produced, how many are judged, link precision (acceptable / judged), the number of
  **unjudged** links, and recall of the clear skills a reader listed per ad (a listed skill counts as found
  when any link of the ad carries one of its accepted ESCO ids, wherever in the ad);
- ``rank``: precision@5 of ``--mode rank --top-k 5`` on the whole ad (acceptable / judged among the top 5,
  averaged over ads) and its unjudged count.

A link is judged when the gold holds its (posting, span, concept); failing that, the same concept on the
same words elsewhere in the ad, or a listed clear skill whose span overlaps it and accepts that concept. A
rank answer is judged by its (posting, concept) item; a concept listed as a clear skill of the ad, or judged
acceptable as one of its links, counts as acceptable; one whose every judged link in the ad was read as wrong
(and that no clear skill accepts) counts as not acceptable. ``--pending FILE`` writes the unjudged answers (with
the mention, for reading) to a work file outside the repository, to be judged and added to the gold:
``--add FILE`` appends the entries of such a file that carry ``"acceptable": true|false`` (judged by reading
the ad, with an optional paraphrased ``"note"``) to the gold as references, skipping any already judged.

    .venv/bin/python benchmarks/bench_skills_gold.py --split dev [--mode extract|rank|both] [--pending F]
    .venv/bin/python benchmarks/bench_skills_gold.py --split dev --ids NEW_IDS.txt    # one reading's ads alone

Needs ../shared/data/job_postings (the ads are read from the corpus); the test split is for final figures only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLD = "skills_esco"
sys.path.insert(0, str(HERE))

import real_gold  # noqa: E402
from results_file import Report, write_section  # noqa: E402

# (name, SkillConfig overrides, top_k): the shipped defaults return every link the link gate keeps; the capped
# row is what a user's --top-k 10 keeps; the last row is the rules and calibrated threshold without the gate
SETTINGS = [("defaults (no cap)", {}, None), ("defaults, top-k 10", {}, 10),
            ("link gate off: rules only (no cap)", {"link_gate": False}, None)]


class Gold:
    """The judged items of one split, indexed for lookup."""

    def __init__(self, items: list[dict], corpus: dict[str, dict]) -> None:
        self.ads = [i for i in items if i["kind"] == "ad"]
        self.texts = {i["id"]: real_gold.resolve(i, corpus) for i in self.ads}
        # each ad's job title, given to extract as a pipeline's skills stage is given it (title_column)
        self.titles = {i["id"]: corpus[i["id"]].get("title") for i in self.ads}
        self.link: dict[tuple, bool] = {}
        self.by_words: dict[tuple, bool] = {}
        self.clear: dict[str, list[tuple[int, int, set[str]]]] = defaultdict(list)
        self.rank: dict[tuple, bool] = {}
        for i in items:
            kind, want = i["kind"], i.get("expected", {})
            if kind == "link":
                real_gold.resolve(i, corpus)  # checks the span still points at the judged words
                self.link[i["id"], want["skill"], i["start"], i["end"]] = want["acceptable"]
                self.by_words[i["id"], want["skill"], self._words(i["id"], i["start"], i["end"])] = want["acceptable"]
            elif kind == "clear":
                real_gold.resolve(i, corpus)
                self.clear[i["id"]].append((i["start"], i["end"], set(want["skills"])))
            elif kind == "rank":
                self.rank[i["id"], want["skill"]] = want["acceptable"]

    def _words(self, pid: str, start: int, end: int) -> str:
        return " ".join(self.texts[pid][start:end].lower().split())

    def judge_link(self, pid: str, skill: str, start: int, end: int) -> bool | None:
        """True/False when judged (see the module docstring), None when not."""
        found = self.link.get((pid, skill, start, end))
        if found is None:
            found = self.by_words.get((pid, skill, self._words(pid, start, end)))
        if found is None and any(s < end and start < e and skill in ids for s, e, ids in self.clear[pid]):
            found = True
        return found

    def judge_rank(self, pid: str, skill: str) -> bool | None:
        found = self.rank.get((pid, skill))
        if found is None:
            links = [ok for (p, c, *_), ok in self.link.items() if p == pid and c == skill]
            if any(skill in ids for _, _, ids in self.clear[pid]) or any(links):
                found = True
            elif links:
                found = False
        return found


def extract_rows(gold: Gold, taxonomy: str, pending: list[dict], report: Report,
                 phrase_encoder: str = "shipped", phrase_student: str | None = None) -> None:
    from normalize.matching.config import SkillConfig
    from normalize.matching.retrieval import title_candidates
    from normalize.matching.skills import SkillExtractor

    report("| setting | ads | links | judged | acceptable | unjudged | precision | clear skills | found | recall |")
    report("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    pids = [a["id"] for a in gold.ads]
    occupations = title_candidates([gold.titles[p] for p in pids], taxonomy)
    for name, overrides, top_k in SETTINGS:
        student = {} if phrase_student is None else {"phrase_student": phrase_student}
        extractor = SkillExtractor(taxonomy, config=SkillConfig(**overrides, phrase_encoder=phrase_encoder, **student))
        found = extractor.extract([gold.texts[p] for p in pids], top_k=top_k, occupations=occupations)
        links = judged = good = listed = hit = 0
        for pid, matches in zip(pids, found, strict=True):
            for m in matches:
                verdict = gold.judge_link(pid, m["id"], *m["span"])
                links += 1
                judged += verdict is not None
                good += bool(verdict)
                if verdict is None:
                    s, e = m["span"]
                    pending.append({"id": pid, "kind": "link", "skill": m["id"], "label": m["label"],
                                    "start": s, "end": e, "mention": gold.texts[pid][s:e], "score": m["score"]})
            ids = {m["id"] for m in matches}
            listed += len(gold.clear[pid])
            hit += sum(bool(accepted & ids) for _, _, accepted in gold.clear[pid])
        report(f"| {name} | {len(pids)} | {links} | {judged} | {good} | {links - judged} | "
               f"{good / max(judged, 1):.3f} | {listed} | {hit} | {hit / max(listed, 1):.3f} |")


def rank_rows(gold: Gold, taxonomy: str, pending: list[dict], report: Report, k: int = 5,
              phrase_student: str | None = None) -> None:
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    pids = [a["id"] for a in gold.ads]
    report(f"| setting | ads | answers | unjudged | precision@{k} |")
    report("| --- | ---: | ---: | ---: | ---: |")
    for name, links_first in ((f"`--mode rank --top-k {k}`", True), ("the same, linked skills not first", False)):
        student = {} if phrase_student is None else {"phrase_student": phrase_student}
        extractor = SkillExtractor(taxonomy, config=SkillConfig(mode="rank", rank_links_first=links_first, **student))
        ranked = extractor.rank([gold.texts[p] for p in pids], top_k=k)
        per_ad, unjudged = [], 0
        for pid, top in zip(pids, ranked, strict=True):
            verdicts = [gold.judge_rank(pid, m["id"]) for m in top]
            judged = [v for v in verdicts if v is not None]
            unjudged += len(verdicts) - len(judged)
            if judged:
                per_ad.append(sum(judged) / len(judged))
            pending.extend({"id": pid, "kind": "rank", "skill": m["id"], "label": m["label"]}
                           for m, v in zip(top, verdicts, strict=True) if v is None)
        p_at_k = sum(per_ad) / max(len(per_ad), 1)
        report(f"| {name} | {len(pids)} | {k * len(pids)} | {unjudged} | {p_at_k:.3f} |")


def add_judged(path: Path, items: list[dict]) -> int:
    """Append the judged entries of a pending file to the gold (references only); returns how many."""
    entries = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    judged = [e for e in entries if isinstance(e.get("acceptable"), bool)]
    corpus = real_gold.load_corpus({e["id"] for e in judged})
    seen = {(i["id"], i.get("kind"), i.get("start"), i.get("end"), i.get("expected", {}).get("skill")) for i in items}
    new = []
    for e in judged:
        start, end = (e["start"], e["end"]) if e["kind"] == "link" else (None, None)
        if (e["id"], e["kind"], start, end, e["skill"]) in seen:
            continue
        seen.add((e["id"], e["kind"], start, end, e["skill"]))
        extra = {"note": e["note"]} if e.get("note") else {}
        new.append(real_gold.make_ref(corpus[e["id"]], "description", start, end, kind=e["kind"],
                                      expected={"skill": e["skill"], "acceptable": e["acceptable"]}, **extra))
    with (real_gold.GOLD_DIR / f"{GOLD}.jsonl").open("a", encoding="utf-8") as out:
        out.writelines(json.dumps(item, ensure_ascii=False) + "\n" for item in new)
    return len(new)


def composition(gold: Gold, items: list[dict]) -> str:
    langs: dict[str, int] = defaultdict(int)
    for a in gold.ads:
        langs[a.get("lang") or "?"] += 1
    sources = {a["id"].split(":", 1)[0] for a in gold.ads}
    markets = {a.get("market") for a in gold.ads if a.get("market")}
    counts = defaultdict(int)
    for i in items:
        counts[i["kind"]] += 1
    lang_text = ", ".join(f"{k} {v}" for k, v in sorted(langs.items(), key=lambda kv: -kv[1]))
    return (f"Gold of this split: {len(gold.ads)} ads ({lang_text}) from {len(sources)} sources and "
            f"{len(markets)} markets; {counts['link']} judged links, {counts['clear']} listed clear skills, "
            f"{counts['rank']} judged rank answers.")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=["dev", "test"], required=True)
    ap.add_argument("--mode", choices=["extract", "rank", "both"], default="both")
    ap.add_argument("--taxonomy", default="esco", help="esco (shipped) or esco:DIR; concept ids must be ESCO's")
    ap.add_argument("--pending", type=Path, help="write unjudged answers (JSONL) to this work file")
    ap.add_argument("--add", type=Path, help="append the judged entries of a pending file to the gold, then stop")
    ap.add_argument("--phrase-encoder", choices=["shipped", "small"], default="shipped",
                    help="SkillConfig.phrase_encoder of the extract rows")
    ap.add_argument("--phrase-student", choices=["off", "phrases", "contexts", "all"],
                    help="SkillConfig.phrase_student of every row (default: the config's default)")
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    ap.add_argument("--ids", type=Path, help="only the ads of these posting ids (one per line; e.g. one reading's new "
                    "ads for an unseen figure); implies --no-write")
    args = ap.parse_args()
    args.no_write = args.no_write or args.ids is not None
    if args.add:
        print(f"{add_judged(args.add, real_gold.read_gold(GOLD))} judged answers added to {GOLD}.jsonl")
        return
    if args.pending and args.pending.resolve().is_relative_to(HERE.parent):
        ap.error("--pending holds posting text: write it outside the repository")
    items = list(real_gold.iter_split(real_gold.read_gold(GOLD), args.split))
    if args.ids:
        wanted = set(args.ids.read_text(encoding="utf-8").split())
        items = [i for i in items if i["id"] in wanted]
    corpus = real_gold.load_corpus({i["id"] for i in items})
    gold = Gold(items, corpus)
    report, pending = Report(), []
    report(composition(gold, items))
    report()
    if args.mode in ("extract", "both"):
        extract_rows(gold, args.taxonomy, pending, report, args.phrase_encoder, args.phrase_student)
        report()
    if args.mode in ("rank", "both"):
        rank_rows(gold, args.taxonomy, pending, report, phrase_student=args.phrase_student)
    if args.pending:  # one line per answer: the settings above give many the same (posting, kind, skill, span)
        distinct: dict[tuple, dict] = {}
        for p in pending:
            distinct.setdefault((p["id"], p["kind"], p["skill"], p.get("start"), p.get("end")), p)
        args.pending.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in distinct.values()), "utf-8")
        print(f"{len(pending)} unjudged answers written to {args.pending}")
    if not args.no_write:
        write_section("skills_esco", f"ESCO skills on judged whole ads: {args.split} split ({args.mode})", report)


if __name__ == "__main__":
    main()
