"""Phrase-level score of work mode, employment type, education and experience on ``gold/real/field_phrases.jsonl``
(issue 24 item 4).

Each gold item is one occurrence of a census phrase family with the value its sentence states for this job (or
null). The prediction for an occurrence is the value of the finder's phrase reading (``mode_hits`` /
``type_hits`` / ``education_hits`` / ``years_readings`` on the whole posting, so headings, perks sections and negation are seen) that overlaps it; for a
field label ("Job Type:") the reading of its value, within 40 characters after it. Both/either hours
("full or part time") count as no value. Per family: TP = predicted value accepted, FP = a value predicted
and not accepted, FN = an accepted value not predicted.

    python benchmarks/bench_field_phrases.py [--errors] [--round attr9]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import load_corpus, read_gold, resolve  # noqa: E402
from normalize.attributes.facets.common import unglued  # noqa: E402
from normalize.attributes.facets.education import education_hits, education_tokens  # noqa: E402
from normalize.attributes.facets.employment import type_hits  # noqa: E402
from normalize.attributes.facets.experience import years_readings  # noqa: E402
from normalize.attributes.facets.work_mode import mode_hits  # noqa: E402
from normalize.attributes.text import Tokens  # noqa: E402

LABEL_REACH = 40


def _years(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def predict(tokens: Tokens, item: dict) -> str | None:
    tokens = unglued(tokens)  # the readings' token indices are into the unglued words
    start, end = item["start"], item["end"]
    if item["kind"] == "exp":  # (years, start, end) readings; the first that overlaps
        return next((_years(v) for v, s, e in years_readings(tokens) if s < end and start < e), None)
    if item["kind"] == "edu":
        tokens = education_tokens(tokens)  # (education's hits index into its own tokens: glued Indonesian codes split)
    hits = {"mode": mode_hits, "type": type_hits, "edu": education_hits}[item["kind"]](tokens)
    if item["shape"] == "label":
        start, end = end, end + LABEL_REACH
    for i, n, value in hits:
        s, e = tokens.starts[i], tokens.ends[i + n - 1]
        if s < end and start < e:
            return None if value == "full_or_part" else str(value)
    return None


def score(items: list[dict], corpus: dict[str, dict]) -> tuple[dict, list]:
    per = defaultdict(Counter)
    errors = []
    cache: dict[str, Tokens] = {}
    for item in items:
        resolve(item, corpus)  # raises when the corpus no longer matches the reference
        if item["id"] not in cache:
            row = corpus[item["id"]]
            cache[item["id"]] = Tokens(f"{row.get('title') or ''}\n\n{row.get('description') or ''}")
        pred = predict(cache[item["id"]], item)
        want = item["expected"] or []
        c = per[(item["kind"], item["family"])]
        c["n"] += 1
        if pred is not None and pred in want:
            c["tp"] += 1
        elif pred is not None or want:
            c["fp"] += pred is not None
            c["fn"] += bool(want)
            c["wrong"] += 1
            errors.append((item, pred))
    return per, errors


def _f1(tp: int, fp: int, fn: int) -> str:
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    return f"P {p:.3f} R {r:.3f} F1 {2 * p * r / (p + r) if p + r else 0:.3f}"


def render(per: dict) -> list[str]:
    lines = ["| kind | family | n | TP | FP | FN | errors |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    totals = {k: Counter() for k in ("mode", "type", "edu", "exp")}
    for (kind, fam), c in sorted(per.items(), key=lambda kv: (kv[0][0], -kv[1]["wrong"], kv[0][1])):
        totals[kind] += c
        lines.append(f"| {kind} | {fam} | {c['n']} | {c['tp']} | {c['fp']} | {c['fn']} | {c['wrong']} |")
    for kind, c in totals.items():
        if not c:
            continue
        lines.append(f"\n{kind}: {c['n']} occurrences ({c['wrong']} wrong), TP {c['tp']} FP {c['fp']} FN {c['fn']}: "
                     f"{_f1(c['tp'], c['fp'], c['fn'])}")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--errors", action="store_true", help="print every wrong occurrence with its context")
    ap.add_argument("--round", help="only the items of one reading round (attr7: no round key; attr9)")
    args = ap.parse_args()
    items = read_gold("field_phrases")
    if args.round:
        items = [i for i in items if i.get("round", "attr7") == args.round]
    corpus = load_corpus({i["id"] for i in items})
    per, errors = score(items, corpus)
    print("\n".join(render(per)))
    if args.errors:
        for item, pred in errors:
            row = corpus[item["id"]]
            text = f"{row.get('title') or ''}\n\n{row.get('description') or ''}"
            ctx = (text[max(0, item["start"] - 90) : item["start"]] + "[[" + text[item["start"] : item["end"]] + "]]"
                   + text[item["end"] : item["end"] + 60]).replace("\n", " / ")
            print(f"- {item['kind']} {item['family']} ({item['shape']}) want {item['expected']} got {pred}: {ctx}")


if __name__ == "__main__":
    main()
