"""Census of sentences that state a place in running text, on postings nobody labelled (issue 24 item 2, places17).

Draws ``--n`` dev-split postings outside every gold file (fixed ``--seed``), finds the sentences that state a place by
a cue or a shape (a place label, "based/located in", non-English place labels, an address with a postcode, a "Town, ST"
pair, "offices in A, B and C") and lists, for each, the places ``extract`` returns inside it. Reading a random sample
of these sentences gives recall and precision on text no rule was fitted to. Occurrences (references only: id,
offsets, cue family, places found) go to ``--out`` (outside the repo); ``--show K`` prints K random sentences to read.

    python benchmarks/census_places.py --out /tmp/places17/census.jsonl --show 80 [--seed 2026121701]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import GOLD_DIR, load_corpus, posting_text, read_gold, split_of  # noqa: E402
from normalize.attributes.extraction import extract  # noqa: E402

# cue family -> pattern; a sentence takes the first family that matches (order: most specific first)
CUES: dict[str, re.Pattern[str]] = {
    "label": re.compile(r"\b(?:(?:work(?:ing)?|job|primary)\s+)?locations?\s*[:\-–]", re.IGNORECASE),
    "non_english": re.compile(r"\b(?:standort|arbeitsort|einsatzort|dienstort|lieu(?: de travail)?|localisation|ubicaci[oó]n|"
                              r"lokasi|penempatan|local de trabalho|lugar de trabajo|sede|locali[tz]a[cç][aã]o|plaats|"
                              r"werkplek|место работы|город|локация|placering|ort|ville|ciudad|cidade|kota)\s*[:\-–]",
                              re.IGNORECASE),
    "non_english_cue": re.compile(r"\b(?:am Standort|an den Standorten|in der Region|bei|au sein de|à|en la ciudad de|"
                                  r"na cidade de|di kota|di daerah|в городе|г\.)\s+[A-ZÀ-ÝА-Я]"),
    "based": re.compile(r"\b(?:based|located|headquartered|situated|situ[ée]e?s?|gevestigd|ubicad[oa]|basad[oa]|"
                        r"localizad[oa]|ansässig)\s+(?:in|at|out of|near|en|à|em|a|im|in der)\b", re.IGNORECASE),
    "offices": re.compile(r"\b(?:offices?|sites?|locations|campus(?:es)?|branches|stores|standorten?|"
                          r"bureaux|oficinas|escrit[oó]rios?)\s+(?:in|at|across|throughout|à|en|em|in der)\b",
                          re.IGNORECASE),
    "address": re.compile(r"(?:, \d{4,5}\s+[A-ZÀ-Ý][a-zà-ÿ]{2,}|[A-Z][a-z]+,?\s+[A-Z]{2}\s+\d{5}\b|"
                          r"\b[A-Z]{1,2}\d{1,2}[A-Z]?\s+\d[A-Z]{2}\b)"),
    "town_state": re.compile(r"\b[A-Z][a-z]{2,}(?: [A-Z][a-z]+)?, [A-Z]{2}\b(?![\w-])"),
}
_BREAK = re.compile(r"[.!?;](?=\s)|\n")


def allowed(corpus: dict[str, dict]) -> list[str]:
    """Dev-split postings outside every gold file (no gold posting, whatever its split)."""
    gold_ids = set()
    for path in GOLD_DIR.glob("*.jsonl"):
        gold_ids |= {item["id"] for item in read_gold(path.stem) if "id" in item}
    return sorted(pid for pid in corpus if pid not in gold_ids and split_of(pid) == "dev")


def sentences(text: str) -> list[tuple[int, int]]:
    out, lo = [], 0
    for m in _BREAK.finditer(text):
        if text[lo : m.end()].rstrip(" *\n").endswith((":", "-", "–")):
            continue  # a label whose value is on the next line ("Location:\nLeeds")
        if m.end() - lo > 2:
            out.append((lo, m.end()))
        lo = m.end()
    if len(text) - lo > 2:
        out.append((lo, len(text)))
    return out


def census_posting(row: dict) -> list[dict]:
    text = posting_text(row)
    market = row.get("market")
    places = extract(text, market)["locations"] or []
    out = []
    for lo, hi in sentences(text):
        sent = text[lo:hi]
        family = next((name for name, pat in CUES.items() if pat.search(sent)), None)
        if family is None:
            continue
        found = [{k: p.get(k) for k in ("city", "region", "country")} | {"span": p["span"]}
                 for p in places if lo <= p["span"][0] < hi]
        # a place named again is given once, at its first mention: the posting's other places count for this sentence
        elsewhere = sorted({p.get("city") or p.get("region") or p.get("country") or "" for p in places
                            if not lo <= p["span"][0] < hi})
        out.append({"id": row["id"], "start": lo, "end": hi, "family": family, "market": market, "found": found,
                    "elsewhere": elsewhere})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True, help="occurrences (jsonl, references only; keep outside the repo)")
    ap.add_argument("--n", type=int, default=2000, help="postings drawn")
    ap.add_argument("--seed", type=int, default=2026121701, help="draws the postings")
    ap.add_argument("--show", type=int, default=0, help="print this many random cue sentences to read")
    ap.add_argument("--show-seed", type=int, default=17, help="draws the sentences shown")
    args = ap.parse_args()
    corpus = load_corpus()
    ids = random.Random(args.seed).sample(allowed(corpus), args.n)
    occ = [o for pid in ids for o in census_posting(corpus[pid])]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for o in occ:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    fam = Counter(o["family"] for o in occ)
    with_place = Counter(o["family"] for o in occ if o["found"])
    print(f"{len(occ)} cue sentences in {len({o['id'] for o in occ})} of {len(ids)} postings; "
          f"{sum(len(o['found']) for o in occ)} places found in them")
    for name, n in fam.most_common():
        print(f"  {name}: {n} sentences, {with_place[name]} with a place found")
    for k, o in enumerate(random.Random(args.show_seed).sample(occ, min(args.show, len(occ)))):
        text = posting_text(corpus[o["id"]])
        found = "; ".join(f"{p['city'] or ''}/{p['region'] or ''}/{p['country']}<{text[p['span'][0]:p['span'][1]]}>"
                          for p in o["found"]) or "-"
        sent = " ".join(text[o["start"]:o["end"]].split())[:400]
        print(f"\n[{k}] {o['id']} {o['market'] or '-'} {o['family']} {o['start']}\n  {sent}\n  -> {found}"
              f"\n  (elsewhere: {', '.join(o['elsewhere']) or '-'})")


if __name__ == "__main__":
    main()
