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

Each pair carries its floor, the cosine its word needs: the one-word floor (``min_score_single_word``, 0.80) as
above, or the phrases' floor (``min_score``, 0.70) for a pair listed by the verdicts of a third, "low" run, where
every one-word phrase also passes the phrase filter and needs only the phrases' floor, and whose links that floor
adds on unlabelled dev postings were read (``READ_LOW``: read, right, wrong, unsure, of them the employer's own
text) at least ``LOW_RIGHT_SHARE`` right among the judged (unsure not counted) and none on the employer's text. A
pair the low run lists but nobody has read is printed, not listed at 0.70.

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
LOW_RIGHT_SHARE = 0.85
# pair -> (links read, right, wrong, unsure, wrong ones on the employer's own text): the links the 0.70 floor adds on
# unlabelled English dev postings, every one read or a random 30 a word (skills30: 1,500 postings holding a word of
# the low run's pairs, seed 3030, ids in benchmarks/gold/real/samples/skills30.txt; notes in
# benchmarks/results/skills_esco.md)
_ESCO = "http://data.europa.eu/esco/skill/"
READ_LOW: dict[tuple[str, str], tuple[int, int, int, int, int]] = {
    ("communicator", _ESCO + "15d76317-c71a-4fa2-aadc-2ecc34e627b7"): (30, 30, 0, 0, 0),
    ("deadlines", _ESCO + "91abe492-18be-4cce-93c7-0dca07072363"): (30, 30, 0, 0, 0),
    ("deployment", _ESCO + "1d86f05e-e9cc-40ce-99d8-2b21cc71b16b"): (30, 23, 3, 4, 0),
    ("scripting", _ESCO + "5ef0c719-5bcb-49f8-b8eb-824388225333"): (30, 30, 0, 0, 0),
    # (the links read are the word's to engage with stakeholders, its best label, listed at 0.80: a word listed at 0.70
    # passes the phrase filter, which dropped "stakeholders" alone)
    ("stakeholders", _ESCO + "477173ca-5fc2-406b-9122-95d92811f284"): (30, 24, 0, 6, 0),
    ("sap", _ESCO + "bb99af26-71ff-4dca-bde7-1eb1f6194426"): (27, 25, 1, 1, 0),
    ("budgeting", _ESCO + "21c5790c-0930-4d74-b3b0-84caf5af12ea"): (12, 12, 0, 0, 0),
    ("autocad", _ESCO + "76415d7f-0fde-4364-b45f-5c044580d2aa"): (11, 11, 0, 0, 0),
    ("debugging", _ESCO + "2522a6ce-3202-4ac8-9f5b-b9cb5a3a83a1"): (7, 7, 0, 0, 0),
    ("spreadsheet", _ESCO + "1973c966-f236-40c9-b2d4-5d71a89019be"): (4, 4, 0, 0, 0),
    ("spreadsheets", _ESCO + "1973c966-f236-40c9-b2d4-5d71a89019be"): (2, 2, 0, 0, 0),
    # under the bar: a programme, a firm's "initiative"; the firm's own problem-solving; business priorities as a
    # noun; "Job Detail" headers and detail design; clients living independently, a firm "independently minded";
    # food and dress presentation; a firm's ad inventory; the employer's Python courses; Oracle ERP, not the database
    ("initiative", _ESCO + "001115fb-569f-4ee6-8381-c6807ef2527f"): (33, 26, 5, 2, 5),
    ("solve", _ESCO + "adc6dc11-3376-467b-96c5-9b0a21edc869"): (32, 25, 5, 2, 4),
    ("priorities", _ESCO + "c54b03a9-fe20-42af-9e8a-f8896af4a4f9"): (41, 28, 6, 7, 0),
    ("detail", _ESCO + "83e6510b-ffeb-4aec-959c-4265fd0ff7b7"): (28, 12, 15, 1, 0),
    ("independently", _ESCO + "c29aa9d2-4da8-4bdd-831c-8d4a2fb51730"): (32, 27, 4, 1, 1),
    ("presentation", _ESCO + "c55caed2-de9e-4a25-819e-a0b0e83fba1b"): (12, 8, 2, 2, 0),
    ("inventory", _ESCO + "ab6265f2-a9bf-49e8-a9a5-67cbab4de38b"): (43, 35, 3, 5, 1),
    ("python", _ESCO + "ccd0a1d9-afda-43d9-b901-96344886e14d"): (9, 8, 1, 0, 1),
    ("oracle", _ESCO + "de9f85ba-e77f-48fd-8c66-f5ebaf32d655"): (11, 6, 3, 2, 0),
}

Added = tuple[str, str, int, int, str]  # posting, concept id, start, end, word key
Judged = dict[tuple[str, str], dict[str, tuple[str, bool]]]


def _gold(exclude: set[str]):
    items, corpus = dev_items(exclude)
    from bench_skills_gold import Gold  # (importable once dev_items put benchmarks/ on the path)

    return Gold(items, corpus)


def runs(gold) -> tuple[list[str], list[list[dict]], list[Added], list[Added], tuple[float, float]]:
    """The dev ads' ids, their links as shipped (list off), the links the open run adds, those the low run adds,
    and the two floors (one word, phrases)."""
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    pids = [a["id"] for a in gold.ads]
    texts = [gold.texts[p] for p in pids]
    base = SkillExtractor("esco", config=SkillConfig(lone_word_pairs=False))
    shipped = base.extract(texts)
    floors = (base.config.min_score_single_word, base.config.min_score)
    return pids, shipped, _added(gold, pids, texts, shipped, False), _added(gold, pids, texts, shipped, True), floors


def _added(gold, pids: list[str], texts: list[str], shipped: list[list[dict]], low: bool) -> list[Added]:
    """The links a run with every lone word let past the spelling rule adds (``low``: also past the phrase filter
    and the one-word floor)."""
    from normalize.matching.config import SkillConfig
    from normalize.matching.phrases import one_word
    from normalize.matching.skills import SkillExtractor
    from normalize.matching.taxonomy import normalize_label

    opened: dict[int, set[str]] = defaultdict(set)

    class Open(SkillExtractor):
        def _allowed(self, word: str, ci: int, phrase: str) -> bool:
            opened[ci].add(normalize_label(word))
            self._lone_phrases.add(phrase)
            return True

        def _lone_word_floor(self, word: str, ci: int, floor: float) -> float:
            return self.config.min_score if low else floor

        def _lone_words_past_filter(self, phrase_sites: dict[str, list], selected: set[str]) -> list[str]:
            return [p for p in phrase_sites if p not in selected and one_word(p)] if low else []

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
    return added


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


def tally(gold, added: list[Added]) -> Judged:
    """(word key, concept) -> {listing (its words around the link): (posting, any right verdict)}."""
    out: Judged = defaultdict(dict)
    for pid, cid, s, e, word in added:
        ok = verdict(gold, pid, cid, s, e)
        if ok is None:
            continue
        text = gold.texts[pid]
        words = listing(text, s, e)
        seen = out[(word, cid)]
        seen[words] = (pid, seen.get(words, (pid, False))[1] or ok)
    return out


def listed(judged: Judged, min_right: int, max_wrong_share: float, leave_out: str | None = None) -> set[tuple[str, str]]:
    out = set()
    for pair, listings in judged.items():
        verdicts = [ok for pid, ok in listings.values() if pid != leave_out]
        right = sum(verdicts)
        if right >= min_right and len(verdicts) - right <= max_wrong_share * len(verdicts) and pair not in READ_WRONG:
            out.add(pair)
    return out


def read_right(pair: tuple[str, str]) -> bool:
    """Whether the links the 0.70 floor adds for ``pair`` on unlabelled postings were read right enough."""
    if pair not in READ_LOW:
        return False
    _, right, wrong, _, employer = READ_LOW[pair]
    return employer == 0 and right > 0 and right >= LOW_RIGHT_SHARE * (right + wrong)


def floors(judged: Judged, judged_low: Judged, min_right: int, max_wrong_share: float, floor: tuple[float, float],
           leave_out: str | None = None) -> dict[tuple[str, str], float]:
    """Listed pair -> its floor: the phrases' floor where the low run lists it and its corpus links read right."""
    out = dict.fromkeys(listed(judged, min_right, max_wrong_share, leave_out), floor[0])
    for pair in listed(judged_low, min_right, max_wrong_share, leave_out):
        if read_right(pair):
            out[pair] = floor[1]
    return out


def leave_one_out(gold, pids, shipped, added: list[Added], added_low: list[Added], judged: Judged, judged_low: Judged,
                  min_right: int, max_wrong_share: float, floor: tuple[float, float]) -> str:
    """P/R of the shipped links plus the added links listed without their own ad's verdicts (a pair at the phrases'
    floor takes the low run's links)."""
    by_ad: dict[str, list[Added]] = defaultdict(list)
    for row in added:
        by_ad[row[0]].append((*row, floor[0]))
    for row in added_low:
        by_ad[row[0]].append((*row, floor[1]))
    figures = {}
    for name, lists in (("list off", lambda pid: {}),
                        ("leave-one-ad-out", lambda pid: floors(judged, judged_low, min_right, max_wrong_share,
                                                                floor, pid)),
                        ("in-sample", lambda pid: floors(judged, judged_low, min_right, max_wrong_share, floor))):
        links = judged_n = good = hit = clear = 0
        for pid, ms in zip(pids, shipped, strict=True):
            pairs = lists(pid) if by_ad[pid] else {}
            spans = {(m["id"], *m["span"]) for m in ms} | {
                (cid, s, e) for _, cid, s, e, w, f in by_ad[pid] if pairs.get((w, cid)) == f}
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


def _print_low(judged: Judged, judged_low: Judged, listed_pairs: dict[tuple[str, str], float], min_right: int,
               max_wrong_share: float) -> None:
    """The pairs the low run lists: their dev verdicts and whether their corpus links were read."""
    for pair in sorted(listed(judged_low, min_right, max_wrong_share)):
        verdicts = [ok for _, ok in judged_low[pair].values()]
        read = READ_LOW.get(pair)
        state = "unread" if read is None else f"read {read} -> {'0.70' if read_right(pair) else 'under the bar'}"
        print(f"low run lists {pair[0]} -> {pair[1]}: {sum(verdicts)}/{len(verdicts)} ads right, "
              f"{'listed at ' + str(listed_pairs[pair]) if pair in listed_pairs else 'not listed'}; {state}")


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
    pids, shipped, added, added_low, floor = runs(gold)
    judged, judged_low = tally(gold, added), tally(gold, added_low)
    pairs = floors(judged, judged_low, args.min_right, args.max_wrong_share, floor)
    low = sum(f == floor[1] for f in pairs.values())
    print(f"{len(added)} links added by the open run, {len(judged)} pairs judged; {len(added_low)} by the low run, "
          f"{len(judged_low)} pairs judged; {len(pairs)} listed, {low} of them at {floor[1]}")
    _print_low(judged, judged_low, pairs, args.min_right, args.max_wrong_share)
    print(leave_one_out(gold, pids, shipped, added, added_low, judged, judged_low, args.min_right,
                        args.max_wrong_share, floor))
    if args.dry_run:
        return 0
    payload = {
        "about": "(word as a label key, ESCO skill) links past the spelling rule judged right in at least min_right "
                 "dev ads of the ESCO skill gold and wrong in at most max_wrong_share of their verdicts, read_wrong aside; "
                 "each with its floor (the phrases' floor only where the low run lists it and read_low reads it "
                 "right); "
                 "models/skill_lone_words.py, card models/cards/skill_lone_words.md",
        "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
        "min_right": args.min_right,
        "max_wrong_share": args.max_wrong_share,
        "read_wrong": sorted(list(p) for p in READ_WRONG),
        "low_right_share": LOW_RIGHT_SHARE,
        "read_low": sorted([*p, *v] for p, v in READ_LOW.items()),
        "excluded_ads": len(exclude),
        "pairs": [[*p, pairs[p]] for p in sorted(pairs)],
    }
    TARGET.write_text(json.dumps(payload, indent=0) + "\n", "utf-8")
    write_folder_manifest(TARGET.parent)
    print(f"wrote {TARGET}: {len(pairs)} pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
