"""List the (words, skill) links that readers of real ads have judged wrong again and again, never right.

``make model MODEL=skill-wrong-pairs`` (= ``python -m models skill-wrong-pairs``) writes
``normalize/data/skills/wrong_pairs.json`` (and its ``SHA256SUMS.json``); the card is
``models/cards/skill_wrong_pairs.md``.

Method: the judged items of the ESCO skill gold's **dev** split (``benchmarks/gold/real/skills_esco.jsonl``; never
the test split) are grouped by (the linked words as a label key, ``normalize_label``; the ESCO skill). A link item
counts as a verdict of its ad; a clear item counts as an acceptable verdict for each skill it lists. A pair is
listed when at least ``--min-ads`` ads judged it wrong and no ad judged it acceptable ("TensorFlow" -> ESCO's
computer vision, whose alternative labels hold the library; "data extraction" -> information extraction). The
extractor does not link a listed pair (``SkillConfig.wrong_pairs``). Only label keys of at most ``MAX_WORDS``
words and concept ids are stored, no text of the corpus. A listing posted under several ids counts once, and a skill's own preferred
label (singular or plural) is never listed: it can be wrong only in its context, which a list cannot judge. ``--exclude FILE`` leaves out the ads of a sample file
(one posting id a line), so a fresh draw's figure stays unseen by the list. For the listed skills the file also
holds the keys judged acceptable (``acceptable``): other wordings of a listed pair are vetoed only when nearer to its
listed keys than to these (``SkillConfig.wrong_pair_neighbours``, ``normalize/matching/wrong_neighbours.py``).
"""

from __future__ import annotations

import argparse
import json
import os
from collections import defaultdict
from pathlib import Path

from models.skill_dev_gold import dev_items, excluded_ids, listing

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "normalize" / "data" / "skills" / "wrong_pairs.json"
MIN_ADS = 3  # leave-one-ad-out over the dev links of main (skills18): 3 vetoes 23 (20 wrong), 2 vetoes 58 (38 wrong)
MAX_WORDS = 4
STEM = 5  # two words are one word inflected when they share this many first letters ("analyses" / "analysis")


def verdicts(exclude: set[str]) -> dict[tuple[str, str], dict[str, bool]]:
    """(label key, concept) -> {the words around it: any acceptable verdict} over the dev split's judged items; a
    listing posted under several ids counts once."""
    from normalize.matching.taxonomy import normalize_label

    items, corpus = dev_items(exclude)
    import real_gold  # (importable once dev_items put benchmarks/ on the path)
    out: dict[tuple[str, str], dict[str, bool]] = defaultdict(dict)
    for item in items:
        if item["kind"] not in ("link", "clear"):
            continue
        key = normalize_label(real_gold.resolve(item, corpus))
        want = item["expected"]
        pairs = [(want["skill"], want["acceptable"])] if item["kind"] == "link" else [(s, True) for s in want["skills"]]
        text = corpus[item["id"]][item["field"]]
        ad = listing(text, item["start"], item["end"])
        for concept, ok in pairs:
            seen = out[(key, concept)]
            seen[ad] = seen.get(ad, False) or ok
    return out


def _same_word(a: str, b: str) -> bool:
    """One word, inflected or derived: "teams" / "team", "analyses" / "analysis", "managing" / "management"."""
    from normalize.matching.wrong_neighbours import singular

    if singular(a) == singular(b):
        return True
    head = len(os.path.commonprefix([a, b]))
    return head >= STEM and head >= min(len(a), len(b)) - 3


def near_wording(key: str, other: str) -> bool:
    """The same words of two or more in the same order, each maybe inflected ("statistical analyses" /
    "statistical analysis", "monitor performance" / "monitoring performance"). Another order is another compound
    ("design software", the tools, / "software design"), and a lone word's sense can turn on its inflection
    ("security" / the financial "securities")."""
    words, others = key.split(), other.split()
    return len(words) > 1 and len(words) == len(others) and all(map(_same_word, words, others))


def _right_nearby(key: str, wrong_ads: int, right: dict[str, int]) -> bool:
    """Near wordings of ``key`` judged right for its skill in as many ads as ``key`` was judged wrong: the words
    carry the skill, and the wrong verdicts judged their context ("statistical analyses", wrong in three course
    listings, beside "statistical analysis", right in six), which a list of words cannot judge (the lead's answer,
    2026-12-07). Fewer right verdicts leave the key listed ("monitor performance", wrong in four ads, beside
    "monitoring performance", right in one)."""
    return sum(n for other, n in right.items() if near_wording(key, other)) >= wrong_ads


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--min-ads", type=int, default=MIN_ADS)
    ap.add_argument("--exclude", type=Path, action="append", default=[], help="a file of posting ids to leave out")
    args = ap.parse_args(argv)
    exclude = excluded_ids(args.exclude)
    from normalize.artifacts import write_folder_manifest
    from normalize.matching.taxonomy import load_taxonomy, normalize_label
    from normalize.matching.wrong_neighbours import singular

    names = {c.id: singular(normalize_label(c.label)) for c in load_taxonomy("esco").concepts("skill")}
    # the skill's own name can be wrong only in its context (an employer's name, a laptop the worker must
    # own), which a list of words cannot judge: only links by other words are listed
    judged = verdicts(exclude)
    right: dict[str, dict[str, int]] = defaultdict(dict)  # skill -> key -> ads judging it right
    for (key, concept), ads in judged.items():
        if any(ads.values()):
            right[concept][key] = sum(ads.values())
    listed = sorted([key, concept] for (key, concept), ads in judged.items()
                    if len(key.split()) <= MAX_WORDS and not any(ads.values()) and len(ads) >= args.min_ads
                    and singular(key) != names.get(concept) and not _right_nearby(key, len(ads), right[concept]))
    # the words judged right for a listed skill: other wordings of a listed pair are vetoed only when nearer to
    # its listed words than to these (SkillConfig.wrong_pair_neighbours)
    listed_skills = {concept for _, concept in listed}
    acceptable = sorted([key, concept] for (key, concept), ads in judged.items()
                        if concept in listed_skills and any(ads.values()) and len(key.split()) <= MAX_WORDS)
    payload = {
        "about": "(label key, ESCO skill) links judged wrong in at least min_ads dev ads of the ESCO skill gold and "
                 "acceptable in none; models/skill_wrong_pairs.py, card models/cards/skill_wrong_pairs.md",
        "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
        "min_ads": args.min_ads,
        "excluded_ads": len(exclude),
        "pairs": listed,
        "acceptable": acceptable,
    }
    TARGET.write_text(json.dumps(payload, indent=0) + "\n", "utf-8")
    write_folder_manifest(TARGET.parent)
    print(f"wrote {TARGET}: {len(listed)} pairs, {len(acceptable)} acceptable wordings of their skills")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
