"""Attributes of whole real postings (issue 24): places, pay, fields, phones and e-mails in running text.

Gold: ``benchmarks/gold/real/running_text.jsonl`` (references into ../shared/data/job_postings; what is
labelled: ``benchmarks/gold/real/RUNNING_TEXT_RULES.md``). ``extract`` is given
:func:`real_gold.posting_text` of each posting with the row's market as hint (phones also without it).

    .venv/bin/python benchmarks/bench_running_text.py --split dev            # while changing rules
    .venv/bin/python benchmarks/bench_running_text.py --split dev --errors   # plus every miss
    .venv/bin/python benchmarks/bench_running_text.py --split dev --pipelines  # plus job_ads / profiles output
    .venv/bin/python benchmarks/bench_running_text.py --split test           # final figures only

Scoring
- Places: each distinct gold place is one item. A predicted place is right when its country is the gold
  place's and its city is the same (accents and case ignored) or its span overlaps one of the gold
  place's mentions; a country- or region-only gold place needs a prediction without a city. Predictions
  overlapping an ``area`` span are not scored; every other prediction is a false positive (also the
  ``not_place`` ones, counted apart). Repeated predictions of one place count once. A prediction takes a
  gold place not yet hit where it fits several, one of the same name and region first (a country-only
  prediction fits a region-only gold too, a long span may overlap a neighbour's mention).
- Pay: a gold statement is fully right when a predicted salary (``salaries`` if ``extract`` returns a
  list, else ``salary``) has its min, max, currency and period; predictions overlapping no gold statement
  are wrong pay. ``hours``/``bonus_months`` are compared where the gold states them.
- Posting fields: as ``bench_postings`` (a scalar is right when it is one of the accepted values;
  languages as sets of ISO codes, levels counted apart), micro-F1 over the six fields.
- Phones: one-to-one by overlapping span, found without a market hint (and with it); e-mails by value.
- ``--pipelines``: ``job_ads`` (description columns; gold restricted to the description) and the
  ``profiles`` pipeline with no location column, counting gold phones and e-mails still readable in
  its masked text.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import real_gold  # noqa: E402
from bench_postings import _count, _prf  # noqa: E402
from results_file import write_section  # noqa: E402

from normalize.attributes import extract  # noqa: E402

SCALARS = ("employment_type", "remote", "seniority", "min_years_experience", "education_level")
PAY_KEYS = ("min", "max", "currency", "period")


def _shown_against(value: float, target: float) -> str:
    """The value to 3 decimals, with 5 where the rounding would carry it across the target (0.91996 is not 0.92)."""
    shown = f"{value:.3f}"
    if (value >= target) != (float(shown) >= target):
        shown += f" (exactly {value:.5f}, {'under' if value < target else 'at'} {target})"
    return shown


def _fold(name: str | None) -> str:
    text = unicodedata.normalize("NFKD", name or "").encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", text.casefold()).strip()


def _overlaps(span, spans) -> bool:
    return span is not None and any(span[0] < e and s < span[1] for s, e in spans)


def load(split: str, note: str | None = None) -> tuple[list[dict], dict]:
    """Gold grouped by posting: [{posting item, places, not_places, areas, pay, phones, emails}], corpus.

    ``note`` keeps only postings whose head note contains it (e.g. one reading of the gold)."""
    if not real_gold.CORPUS.exists():
        sys.exit(f"corpus not found: {real_gold.CORPUS}")
    by_id: dict[str, dict] = defaultdict(lambda: defaultdict(list))
    for item in real_gold.iter_split(real_gold.read_gold("running_text"), split):
        by_id[item["id"]][item["kind"]].append(item)
    corpus = real_gold.load_corpus(by_id)
    postings = []
    for pid, kinds in by_id.items():
        (head,) = kinds["posting"]
        if note and note not in (head.get("note") or ""):
            continue
        real_gold.resolve(head, corpus)  # raises if the corpus changed under the gold
        lists = {k: kinds.get(k, []) for k in ("place", "not_place", "area", "pay", "phone", "email")}
        postings.append({"head": head, "text": real_gold.posting_text(corpus[pid]), "row": corpus[pid], **lists})
    return postings, corpus


def _place_hit(pred: dict, gold: dict) -> bool:
    exp = gold["expected"]
    if pred.get("country") != exp["country"]:
        return False
    if exp["city"]:
        return _fold(pred.get("city")) == _fold(exp["city"]) or _overlaps(pred.get("span"), gold["spans"])
    return not pred.get("city") and (not exp["region"] or not pred.get("region") or pred["region"] == exp["region"])


def score_places(preds: list[dict], post: dict, shift: int = 0, only_from: int = 0) -> Counter:
    """tp/fp/fn of places for one posting and its misses (``shift`` maps prediction spans into the text)."""
    golds = [g for g in post["place"] if any(s >= only_from for s, _ in g["spans"])]
    areas = [s for a in post["area"] for s in a["spans"]]
    nots = [s for a in post["not_place"] for s in a["spans"]]
    hit, fp, fp_not, seen, wrong = set(), 0, 0, set(), []
    for p in preds:
        span = [p["span"][0] + shift, p["span"][1] + shift] if p.get("span") else None
        if _overlaps(span, areas):
            continue
        # a gold place not yet hit first: "Canada" must not take "Manitoba"'s place when both are named
        fits = sorted((k for k, g in enumerate(golds) if _place_hit({**p, "span": span}, g)),
                      key=lambda k: (_fold(golds[k]["expected"]["city"]) != _fold(p.get("city")),
                                     golds[k]["expected"]["region"] != p.get("region")))  # same name, region first
        match = next((k for k in fits if k not in hit), fits[0] if fits else None)
        if match is not None:
            hit.add(match)
            continue
        key = (p.get("country"), _fold(p.get("city")), p.get("region"))
        if key not in seen:
            seen.add(key)
            fp += 1
            fp_not += _overlaps(span, nots)
            wrong.append(("place wrong", p.get("city"), p.get("region"), p.get("country"), span))
    missed = [("place missed", g["expected"]) for k, g in enumerate(golds) if k not in hit]
    return Counter(tp=len(hit), fp=fp, fn=len(golds) - len(hit), fp_not_place=fp_not), wrong + missed


def _same(a, b) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-6)
    return a == b


def score_pay(preds: list[dict], post: dict, shift: int = 0, only_from: int = 0) -> tuple[Counter, list]:
    """Gold pay statements fully right, per-key agreement, and predictions that match no statement."""
    c, errors = Counter(), []
    golds = [g for g in post["pay"] if g["start"] >= only_from]
    for g in golds:
        exp = g["expected"]
        span = [g["start"], g["end"]]
        cands = [p for p in preds if _overlaps(_shifted(p, shift), [span])] or preds
        best = max(cands, key=lambda p: sum(_same(p.get(k), exp[k]) for k in PAY_KEYS), default=None)
        c["gold"] += 1
        if best is None:
            c["missed"] += 1
            errors.append(("pay missed", exp))
            continue
        right = all(_same(best.get(k), exp[k]) for k in PAY_KEYS)
        c["fully_right"] += right
        for k in PAY_KEYS:
            c[f"right_{k}"] += _same(best.get(k), exp[k])
        for k in ("hours", "bonus_months"):
            if exp.get(k) is not None:
                c[f"stated_{k}"] += 1
                c[f"right_{k}"] += _same(best.get(k), exp[k])
        if not right:
            errors.append(("pay wrong", {k: best.get(k) for k in PAY_KEYS}, {k: exp[k] for k in PAY_KEYS}))
    gold_spans = [[g["start"], g["end"]] for g in post["pay"]]
    for p in preds:
        c["predicted"] += 1
        if not _overlaps(_shifted(p, shift), gold_spans) and not any(
                all(_same(p.get(k), g["expected"][k]) for k in PAY_KEYS) for g in post["pay"]):
            c["not_pay"] += 1
            errors.append(("not pay", {k: p.get(k) for k in PAY_KEYS}))
    return c, errors


def _shifted(pred: dict, shift: int):
    span = pred.get("span")
    return [span[0] + shift, span[1] + shift] if span else None


def _salaries(pred: dict) -> list[dict]:
    if isinstance(pred.get("salaries"), list):
        return pred["salaries"]
    return [pred["salary"]] if pred.get("salary") else []


def _gold_fields(post: dict) -> dict:
    exp = post["head"]["expected"]
    text = post["text"]
    return {**{f: exp[f] for f in SCALARS}, "languages": [x["language"] for x in exp["languages"]],
            "emails": [e["span"] for e in post["email"]], "phones": [p["span"] for p in post["phone"]],
            "_text": text}


def score_fields(pred: dict, post: dict) -> tuple[dict, list]:
    gold = _gold_fields(post)
    counts, errors = {}, []
    for f in (*SCALARS, "languages"):
        counts[f] = _count(f, pred, gold, post["text"])
        if counts[f][1] or counts[f][2]:
            shown = pred[f] if f in SCALARS else sorted(x["language"] for x in pred[f])
            errors.append((f, shown, gold[f]))
    levels = Counter()
    want = {x["language"]: x["level"] for x in post["head"]["expected"]["languages"] if x["level"]}
    got = {x["language"]: x.get("level") for x in pred["languages"]}
    for lang, level in want.items():
        levels["stated"] += 1
        levels["right"] += got.get(lang) == level
    return {"counts": counts, "levels": levels}, errors


def score_contacts(pred_nomarket: dict, pred: dict, post: dict) -> Counter:
    gold = _gold_fields(post)
    c = Counter()
    for name, p in (("phones_nomarket", pred_nomarket), ("phones", pred)):
        tp, fp, fn = _count("phones", p, gold, post["text"])
        c.update({f"{name}_tp": tp, f"{name}_fp": fp, f"{name}_fn": fn})
    tp, fp, fn = _count("emails", pred, gold, post["text"])
    c.update({"emails_tp": tp, "emails_fp": fp, "emails_fn": fn})
    return c


def run_extract(postings: list[dict]) -> dict:
    totals = {"places": Counter(), "pay": Counter(), "contacts": Counter(), "levels": Counter(),
              "fields": {f: [0, 0, 0] for f in (*SCALARS, "languages")}}
    errors = []
    for post in postings:
        market = post["head"]["market"]
        pred = extract(post["text"], market)
        pred_nm = extract(post["text"], None)
        pid = post["head"]["id"]
        places, place_err = score_places(pred["locations"], post)
        totals["places"] += places
        pay, pay_err = score_pay(_salaries(pred), post)
        totals["pay"] += pay
        fields, f_err = score_fields(pred, post)
        for f, c in fields["counts"].items():
            totals["fields"][f] = [a + b for a, b in zip(totals["fields"][f], c, strict=True)]
        totals["levels"] += fields["levels"]
        totals["contacts"] += score_contacts(pred_nm, pred, post)
        errors += [(pid, *e) for e in place_err + pay_err + f_err]
    return {"totals": totals, "errors": errors}


def _offsets_back(norm: str, raw: str):
    """A function mapping an offset in ``norm`` (a pipeline's normalized column) to the nearest offset in ``raw``."""
    if norm == raw:
        return lambda k: k
    import difflib
    from bisect import bisect_right

    blocks = [b for b in difflib.SequenceMatcher(None, norm, raw, autojunk=False).get_matching_blocks() if b.size]
    starts = [b.a for b in blocks]

    def back(k: int) -> int:
        j = bisect_right(starts, k) - 1
        if j < 0:
            return 0
        b = blocks[j]
        return b.b + min(k - b.a, b.size)
    return back


def run_pipelines(postings: list[dict]) -> dict:
    """job_ads description outputs against the description part of the gold; profiles masking."""
    import polars as pl

    from normalize import load_pipeline

    rows = [p["row"] for p in postings]
    frame = pl.DataFrame({"title": [r["title"] for r in rows], "description": [r["description"] for r in rows],
                          "location": [r["location"] for r in rows], "salary": [r["salary"] for r in rows]},
                         schema={k: pl.String for k in ("title", "description", "location", "salary")})
    jobs = load_pipeline("job_ads").run(frame).to_dicts()
    places, pay = Counter(), Counter()
    for post, out in zip(postings, jobs, strict=True):
        start = len(post["row"]["title"] or "") + 2
        # the pipeline's spans index its normalized description (HTML and hygiene fixes change lengths): map them back
        back = _offsets_back(out.get("description_norm") or "", post["row"]["description"] or "")
        locs = [{**x, "span": [back(x["span"][0]), back(x["span"][1])]} if x.get("span") else x
                for x in out["description_locations"] or []]
        places += score_places(locs, post, shift=start, only_from=start)[0]
        sal = [{**x, "span": [back(x["span"][0]), back(x["span"][1])]} if x.get("span") else x
               for x in out["description_salaries"] or []]  # every pay statement, as extract gives them
        pay += score_pay(sal, post, shift=start, only_from=start)[0]
    prof = load_pipeline("profiles").run(pl.DataFrame(
        {"headline": [r["title"] for r in rows], "summary": [r["description"] for r in rows],
         "location": [None] * len(rows)}, schema={k: pl.String for k in ("headline", "summary", "location")}))
    leaks = Counter()
    for post, out in zip(postings, prof.to_dicts(), strict=True):
        masked = " ".join(str(out.get(c) or "") for c in ("headline_masked", "summary_masked", "summary_kv_masked"))
        digits = re.sub(r"\D", "", masked)
        for kind in ("phone", "email"):
            for item in post[kind]:
                raw = post["text"][item["span"][0]:item["span"][1]].replace("\\", "")
                leaks[f"{kind}s"] += 1
                if kind == "phone":
                    leaked = raw in masked or len(re.sub(r"\D", "", raw)) >= 7 and re.sub(r"\D", "", raw) in digits
                else:
                    leaked = raw.casefold() in masked.casefold()
                leaks[f"{kind}s_unmasked"] += leaked
    return {"places": places, "pay": pay, "leaks": leaks}


def composition() -> list[str]:
    items = real_gold.read_gold("running_text")
    heads = [i for i in items if i["kind"] == "posting"]
    lines = ["| split | postings | sources | markets | languages | places | not-places | areas | pay | phones | e-mails |",
             "| --- | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for split in ("dev", "test"):
        hs = [h for h in heads if real_gold.split_of(h["id"]) == split]
        kinds = Counter(i["kind"] for i in items if real_gold.split_of(i["id"]) == split)
        mk = Counter(h["market"] or "none" for h in hs)
        lg = Counter(h["lang"] or "none" for h in hs)
        lines.append(f"| {split} | {len(hs)} | {len({h['source'] for h in hs})} | "
                     + ", ".join(f"{k} {v}" for k, v in mk.most_common()) + " | "
                     + ", ".join(f"{k} {v}" for k, v in lg.most_common()) + " | "
                     + " | ".join(str(kinds[k]) for k in ("place", "not_place", "area", "pay", "phone", "email")) + " |")
    return lines


def render(split: str, n: int, res: dict, pipes: dict | None, looks: str) -> list[str]:
    t = res["totals"]
    pl_ = t["places"]
    pp, pr, pf = _prf(pl_["tp"], pl_["fp"], pl_["fn"])
    pay = t["pay"]
    c = t["contacts"]
    fields = t["fields"]
    tot = [sum(v[k] for v in fields.values()) for k in range(3)]
    mp, mr, mf = _prf(*tot)
    phone_nm = _prf(c["phones_nomarket_tp"], c["phones_nomarket_fp"], c["phones_nomarket_fn"])
    phone = _prf(c["phones_tp"], c["phones_fp"], c["phones_fn"])
    mail = _prf(c["emails_tp"], c["emails_fp"], c["emails_fn"])
    frac = lambda a, b: f"{a}/{b} = {a / b:.3f}" if b else "n/a"  # noqa: E731
    lines = [f"Gold: `benchmarks/gold/real/running_text.jsonl`, split **{split}**, {n} whole postings. {looks}", "",
             "| measure | value | target (test) |", "| --- | --- | --- |",
             f"| places precision | {pl_['tp']}/{pl_['tp'] + pl_['fp']} = {pp:.3f} | >= 0.95 |",
             f"| places recall | {pl_['tp']}/{pl_['tp'] + pl_['fn']} = {pr:.3f} | >= 0.85 |",
             f"| wrong places on labelled not-places | {pl_['fp_not_place']} | |",
             f"| pay statements fully right (min, max, currency, period) | {frac(pay['fully_right'], pay['gold'])} | >= 0.93 |",
             f"| predicted pay that is no pay statement | {pay['not_pay']} of {pay['predicted']} | |",
             f"| posting fields micro-F1 (6 fields) | {_shown_against(mf, 0.92)} (P {mp:.3f}, R {mr:.3f}) | >= 0.92 |",
             f"| phones found, no market hint | {frac(c['phones_nomarket_tp'], c['phones_nomarket_tp'] + c['phones_nomarket_fn'])} (P {phone_nm[0]:.3f}) | >= 0.95 |",
             f"| phones found, market hint | {frac(c['phones_tp'], c['phones_tp'] + c['phones_fn'])} (P {phone[0]:.3f}) | |",
             f"| e-mails found | {frac(c['emails_tp'], c['emails_tp'] + c['emails_fn'])} (P {mail[0]:.3f}) | |",
             "", "Pay, per key (best candidate per gold statement): "
             + ", ".join(f"{k} {frac(pay[f'right_{k}'], pay['gold'])}" for k in PAY_KEYS)
             + "; " + ", ".join(f"{k} {frac(pay[f'right_{k}'], pay[f'stated_{k}'])}" for k in ("hours", "bonus_months")) + ".",
             f"Language levels right where stated: {frac(t['levels']['right'], t['levels']['stated'])}.", "",
             "| field | TP | FP | FN | F1 |", "| --- | ---: | ---: | ---: | ---: |"]
    for f, (tp, fp, fn) in fields.items():
        lines.append(f"| {f} | {tp} | {fp} | {fn} | {_prf(tp, fp, fn)[2]:.3f} |")
    if pipes:
        jp = pipes["places"]
        p2 = _prf(jp["tp"], jp["fp"], jp["fn"])
        lk = pipes["leaks"]
        lines += ["", "Pipelines (gold restricted to the description for `job_ads`; `profiles` run with no location column):", "",
                  f"- `job_ads` description places: precision {p2[0]:.3f}, recall {p2[1]:.3f}; pay fully right "
                  f"{frac(pipes['pay']['fully_right'], pipes['pay']['gold'])}, not-pay predictions {pipes['pay']['not_pay']}.",
                  f"- `profiles` masked text: phones left readable {lk['phones_unmasked']} of {lk['phones']}, "
                  f"e-mails left readable {lk['emails_unmasked']} of {lk['emails']} (target 0)."]
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    ap.add_argument("--errors", action="store_true", help="print every miss (dev work)")
    ap.add_argument("--pipelines", action="store_true", help="also score job_ads and profiles outputs")
    ap.add_argument("--looks", default="", help="sentence on how often each split was scored")
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    ap.add_argument("--note", help="only postings whose head note contains this (e.g. 'attr3 sample'); implies --no-write")
    args = ap.parse_args()
    t0 = time.perf_counter()
    postings, _ = load(args.split, args.note)
    res = run_extract(postings)
    pipes = run_pipelines(postings) if args.pipelines else None
    lines = render(args.split, len(postings), res, pipes, args.looks)
    lines += ["", "Composition of the gold (both splits):", "", *composition()]
    for line in lines:
        print(line)
    if args.errors:
        for e in res["errors"]:
            print(*e, sep=" | ")
    print(f"({time.perf_counter() - t0:.1f} s)")
    if not args.no_write and not args.note:
        write_section("attributes_running_text", f"Running text, {args.split} split", lines)


if __name__ == "__main__":
    main()
