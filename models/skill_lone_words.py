"""List the (word, skill) links past the spelling rule that readers of real ads judged right again and again.

``make model MODEL=skill-lone-words`` (= ``python -m models skill-lone-words``) writes
``normalize/data/skills/lone_words.json`` (and its ``SHA256SUMS.json``); the card is
``models/cards/skill_lone_words.md``.

Method: the extractor runs twice over the whole ads of the ESCO skill gold's **dev** split
(``benchmarks/gold/real/skills_esco.jsonl``; never the test split): as shipped with the list off, and "open",
where every one-word phrase and every word a phrase's link rests on passes the spelling rule
(``SkillExtractor._spells``); the link gate then decides as usual. Each link the open run adds is one verdict on
its (word as a label key, ESCO skill) pair: the gold's verdict on the link (``bench_skills_gold.Gold.judge_link``),
or wrong where the link lies on a clear mention whose reader listed other skills and the ad is judged to ask for
that skill nowhere. A listing posted under several ids counts once. A pair is listed when at least ``--min-right``
ads judged it right and at most ``--max-wrong-share`` of its verdicts are wrong, unless its links on unlabelled
dev postings were read mostly wrong (``READ_WRONG``). Stored: words and concept ids
only, no text of the corpus. ``--exclude FILE`` leaves out the ads of a sample file (one posting id a line).

The figure printed is leave-one-ad-out: each dev ad gets the links of the shipped run plus the open run's added
links whose pair is listed by the verdicts of the other ads only, scored as ``bench_skills_gold.py`` scores.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

from models.skill_dev_gold import dev_items, excluded_ids, listing

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "normalize" / "data" / "skills" / "lone_words.json"
MIN_RIGHT = 2  # with MAX_WRONG_SHARE, the best leave-one-ad-out figure of the grid read by skills23
MAX_WRONG_SHARE = 0.2
# pairs whose links on unlabelled dev postings were read under 85% right: the dev gold judges a word mostly where
# a reader listed a clear skill, so it saw few of the other senses (skills23: "analytical" of lab methods, tools,
# models, 30 of 52 right on 2,000 postings)
READ_WRONG = frozenset({("analytical", "http://data.europa.eu/esco/skill/4707da90-9cfc-46ca-8de0-38a0b7bfb137")})

Added = tuple[str, str, int, int, str]  # posting, concept id, start, end, word key


def _gold(exclude: set[str]):
    items, corpus = dev_items(exclude)
    from bench_skills_gold import Gold  # (importable once dev_items put benchmarks/ on the path)

    return Gold(items, corpus)


def runs(gold) -> tuple[list[str], list[list[dict]], list[Added]]:
    """The dev ads' ids, their links as shipped (list off), and the links the open run adds."""
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor
    from normalize.matching.taxonomy import normalize_label

    pids = [a["id"] for a in gold.ads]
    texts = [gold.texts[p] for p in pids]
    shipped = SkillExtractor("esco", config=SkillConfig(lone_word_pairs=False)).extract(texts)
    opened: dict[int, set[str]] = defaultdict(set)

    class Open(SkillExtractor):
        def _allowed(self, word: str, ci: int, phrase: str) -> bool:
            opened[ci].add(normalize_label(word))
            self._lone_phrases.add(phrase)
            return True

    extractor = Open("esco", config=SkillConfig(lone_word_pairs=False))
    found = extractor.extract(texts)
    ci_of = {c.id: ci for ci, c in enumerate(extractor.index.concepts)}
    added: list[Added] = []
    for pid, before, after in zip(pids, shipped, found, strict=True):
        had = {m["id"] for m in before}
        for m in after:
            s, e = m["span"]
            words = [normalize_label(w) for w in gold.texts[pid][s:e].split()]
            word = next((w for w in words if w in opened[ci_of[m["id"]]]), None)
            if m["id"] not in had and word is not None:
                added.append((pid, m["id"], s, e, word))
    return pids, shipped, added


def verdict(gold, pid: str, cid: str, s: int, e: int) -> bool | None:
    """The gold's verdict on the link, or wrong where it lies on a clear mention listing other skills and the ad
    asks for the skill nowhere (a clear item lists every skill acceptable for its mention)."""
    found = gold.judge_link(pid, cid, s, e)
    if found is not None:
        return found
    anywhere = any(cid in ids for _, _, ids in gold.clear[pid]) or any(
        ok for (p, c, *_), ok in gold.link.items() if p == pid and c == cid)
    if not anywhere and any(a < e and s < b for a, b, _ in gold.clear[pid]):
        return False
    return None


def tally(gold, added: list[Added]) -> dict[tuple[str, str], dict[str, tuple[str, bool]]]:
    """(word key, concept) -> {listing (its words around the link): (posting, any right verdict)}."""
    out: dict[tuple[str, str], dict[str, tuple[str, bool]]] = defaultdict(dict)
    for pid, cid, s, e, word in added:
        ok = verdict(gold, pid, cid, s, e)
        if ok is None:
            continue
        text = gold.texts[pid]
        words = listing(text, s, e)
        seen = out[(word, cid)]
        seen[words] = (pid, seen.get(words, (pid, False))[1] or ok)
    return out


def listed(judged, min_right: int, max_wrong_share: float, leave_out: str | None = None) -> set[tuple[str, str]]:
    out = set()
    for pair, listings in judged.items():
        verdicts = [ok for pid, ok in listings.values() if pid != leave_out]
        right = sum(verdicts)
        if right >= min_right and len(verdicts) - right <= max_wrong_share * len(verdicts) and pair not in READ_WRONG:
            out.add(pair)
    return out


def leave_one_out(gold, pids, shipped, added, judged, min_right: int, max_wrong_share: float) -> str:
    """P/R of the shipped links plus the added links listed without their own ad's verdicts."""
    by_ad: dict[str, list[Added]] = defaultdict(list)
    for row in added:
        by_ad[row[0]].append(row)
    figures = {}
    for name, lists in (("list off", lambda pid: set()),
                        ("leave-one-ad-out", lambda pid: listed(judged, min_right, max_wrong_share, pid)),
                        ("in-sample", lambda pid: listed(judged, min_right, max_wrong_share))):
        links = judged_n = good = hit = clear = 0
        for pid, ms in zip(pids, shipped, strict=True):
            pairs = lists(pid) if by_ad[pid] else set()
            spans = [(m["id"], *m["span"]) for m in ms] + [
                (cid, s, e) for _, cid, s, e, w in by_ad[pid] if (w, cid) in pairs]
            for cid, s, e in spans:
                v = gold.judge_link(pid, cid, s, e)
                links += 1
                judged_n += v is not None
                good += bool(v)
            ids = {cid for cid, _, _ in spans}
            clear += len(gold.clear[pid])
            hit += sum(bool(acc & ids) for _, _, acc in gold.clear[pid])
        figures[name] = (f"links {links}, precision {good / max(judged_n, 1):.3f} ({good}/{judged_n}), "
                         f"recall {hit / max(clear, 1):.3f} ({hit}/{clear})")
    return "\n".join(f"{k}: {v}" for k, v in figures.items())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--min-right", type=int, default=MIN_RIGHT)
    ap.add_argument("--max-wrong-share", type=float, default=MAX_WRONG_SHARE)
    ap.add_argument("--exclude", type=Path, action="append", default=[], help="a file of posting ids to leave out")
    ap.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = ap.parse_args(argv)
    exclude = excluded_ids(args.exclude)
    from normalize.artifacts import write_folder_manifest
    from normalize.matching.taxonomy import load_taxonomy

    gold = _gold(exclude)
    pids, shipped, added = runs(gold)
    judged = tally(gold, added)
    pairs = sorted(listed(judged, args.min_right, args.max_wrong_share))
    print(f"{len(added)} links added by the open run, {len(judged)} pairs judged, {len(pairs)} listed")
    print(leave_one_out(gold, pids, shipped, added, judged, args.min_right, args.max_wrong_share))
    if args.dry_run:
        return 0
    payload = {
        "about": "(word as a label key, ESCO skill) links past the spelling rule judged right in at least min_right "
                 "dev ads of the ESCO skill gold and wrong in at most max_wrong_share of their verdicts, read_wrong aside; "
                 "models/skill_lone_words.py, card models/cards/skill_lone_words.md",
        "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
        "min_right": args.min_right,
        "max_wrong_share": args.max_wrong_share,
        "read_wrong": sorted(list(p) for p in READ_WRONG),
        "excluded_ads": len(exclude),
        "pairs": [list(p) for p in pairs],
    }
    TARGET.write_text(json.dumps(payload, indent=0) + "\n", "utf-8")
    write_folder_manifest(TARGET.parent)
    print(f"wrote {TARGET}: {len(pairs)} pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
