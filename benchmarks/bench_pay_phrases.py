"""Phrase-level score of pay in running text on ``gold/real/pay_phrases.jsonl`` (issue 24 item 3, attr11).

Each gold item is one amount or range that ``benchmarks/census_pay.py`` finds in a posting, read in context and
labelled with the pay statement it belongs to (accepted ``{min, max, currency, period}`` readings) or null (no pay:
an id, a count, a budget, a benefit, a company figure). Per key: a pay item's key is right when the prediction
agrees with one accepted reading on it (a missed item is wrong on every key). The prediction for an item is the first statement of
``find_salaries`` (whole posting, the row's market) whose span overlaps it. Pay items: right when the prediction
equals an accepted reading on the four keys, else wrong or missed; no-pay items: right when nothing overlaps.

    python benchmarks/bench_pay_phrases.py [--errors] [--round N]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import load_corpus, posting_text, read_gold, resolve  # noqa: E402
from normalize.attributes.salary import find_salaries  # noqa: E402

KEYS = ("min", "max", "currency", "period")


def _same(a, b) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-6)
    return a == b


def predict(found: list, item: dict) -> dict | None:
    return next(({k: f[k] for k in KEYS} for f, (s, e) in found if s < item["end"] and item["start"] < e), None)


def outcome(pred: dict | None, expected: list[dict] | None) -> str:
    if not expected:
        return "right" if pred is None else "not_pay_read"
    if pred is None:
        return "missed"
    return "right" if any(all(_same(pred[k], e[k]) for k in KEYS) for e in expected) else "wrong"


def score(items: list[dict], corpus: dict[str, dict]) -> tuple[dict, list]:
    per: dict[str, Counter] = defaultdict(Counter)
    errors, cache = [], {}
    for item in items:
        resolve(item, corpus)  # raises when the corpus no longer matches the reference
        if item["id"] not in cache:
            row = corpus[item["id"]]
            cache[item["id"]] = find_salaries(posting_text(row), row.get("market"))
        pred = predict(cache[item["id"]], item)
        result = outcome(pred, item["expected"])
        c = per[item["family"]]
        c["n"] += 1
        c["pay" if item["expected"] else "no_pay"] += 1
        c[result] += 1
        if item["expected"]:
            for k in KEYS:  # per key: the prediction agrees with some accepted reading on that key
                c["key_" + k] += pred is not None and any(_same(pred[k], e[k]) for e in item["expected"])
        if result != "right":
            errors.append((item, pred, result))
    return per, errors


def render(per: dict) -> list[str]:
    lines = ["| family | n | pay | no pay | right | wrong | missed | no pay read as pay |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    total = Counter()
    for fam, c in sorted(per.items()):
        total += c
        lines.append(f"| {fam} | {c['n']} | {c['pay']} | {c['no_pay']} | {c['right']} | {c['wrong']} | {c['missed']} | "
                     f"{c['not_pay_read']} |")
    pay_right = total["pay"] - total["wrong"] - total["missed"]
    lines.append(f"\nall: {total['right']}/{total['n']} right; pay statements fully right {pay_right}/{total['pay']}, "
                 f"wrong {total['wrong']}, missed {total['missed']}; no-pay amounts read as pay {total['not_pay_read']}"
                 f"/{total['no_pay']}")
    lines.append("per key on pay statements: " + ", ".join(f"{k} {total['key_' + k]}/{total['pay']}" for k in KEYS))
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--errors", action="store_true", help="print every wrong item with its context")
    ap.add_argument("--round", type=int, help="only the items of one reading round (1: no round key; 2)")
    args = ap.parse_args()
    items = read_gold("pay_phrases")
    if args.round:
        items = [i for i in items if i.get("round", 1) == args.round]
    corpus = load_corpus({i["id"] for i in items})
    per, errors = score(items, corpus)
    print("\n".join(render(per)))
    if args.errors:
        for item, pred, result in errors:
            text = posting_text(corpus[item["id"]])
            ctx = (text[max(0, item["start"] - 100) : item["start"]] + "[[" + text[item["start"] : item["end"]] + "]]"
                   + text[item["end"] : item["end"] + 60]).replace("\n", " / ")
            print(f"- {result} {item['family']} want {item['expected']} got {pred}: {ctx}")


if __name__ == "__main__":
    main()
