"""Masking that carries (issue 24 item 1): the gold phones of the running-text postings, rewritten in the forms that
leaked on unseen postings, and whether the ``profiles`` masking (no location column) still hides them.

Each gold phone is tried as written and in three variants, each a copy of the whole posting text:

- ``line break``: the separator after the number's first digit group becomes a line break ("+49 69 / 971 ..." ->
  "+49 69 /\\n971 ...");
- ``repeated``: the number is written a second time at the end of the text, after a slash and in another grouping
  (its digits in groups of three), as a posting that gives the same line twice does;
- ``glued``: the number follows an e-mail address with only a slash between ("jobs@x.com/0171 ...").

A variant leaks when all the phone's digits (7 or more) still stand in a row in the masked text (as in
``bench_running_text --pipelines``); ``extract`` (no market) finds it when a phone overlaps each place the number
is written in the variant. The test split is the lead's: run ``--split test`` only for the final figures.

    .venv/bin/python benchmarks/bench_mask_variants.py --split dev
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_running_text import load  # noqa: E402

from normalize.stages.attributes import _masked  # noqa: E402


def _line_break(raw: str) -> str | None:
    m = re.search(r"\d(\\?[ \-./]|\) ?)\d", raw)  # the first separator between two digit groups
    if not m:
        return None
    return raw[: m.start(1)] + raw[m.start(1):m.end(1)].rstrip(" ") + "\n" + raw[m.end(1):]


def _regrouped(raw: str) -> str:
    digits = re.sub(r"\D", "", raw)
    lead = "+" if raw.lstrip("\\").startswith("+") else ""
    return lead + " ".join(digits[i:i + 3] for i in range(0, len(digits), 3))


def variants(text: str, span: list[int]) -> dict[str, tuple[str, list[tuple[int, int]]]]:
    """The posting text with the phone at ``span`` as written and in each variant form, with the spans the
    number takes in it."""
    s, e = span
    raw = text[s:e]
    again = f"{raw} / {_regrouped(raw)}"
    end = len(text) + 1
    glue = "jobs@example.org/"
    out = {"as written": (text, [(s, e)]),
           "repeated": (f"{text}\n{again}", [(s, e), (end, end + len(raw)), (end + len(raw) + 3, end + len(again))]),
           "glued": (f"{text[:s]}{glue}{raw}{text[e:]}", [(s + len(glue), e + len(glue))])}
    broken = _line_break(raw)
    if broken:
        out["line break"] = (f"{text[:s]}{broken}{text[e:]}", [(s, s + len(broken))])
    return out


def leaked(masked: str, raw: str) -> bool:
    digits = re.sub(r"\D", "", raw)
    return len(digits) >= 7 and digits in re.sub(r"\D", "", masked)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    args = ap.parse_args()
    from normalize.attributes import extract

    postings, _ = load(args.split)
    tried, leaks, found = Counter(), Counter(), Counter()
    for post in postings:
        for item in post["phone"]:
            raw = post["text"][item["span"][0]:item["span"][1]]
            for kind, (text, spans) in variants(post["text"], item["span"]).items():
                tried[kind] += 1
                leaks[kind] += leaked(_masked(text, None, None) or "", raw)
                got = [p["span"] for p in extract(text, None)["phones"]]
                found[kind] += all(any(a < y and x < b for x, y in got) for a, b in spans)
    print(f"split {args.split}: {len(postings)} postings, {tried['as written']} gold phones")
    print("| form | phones | left readable by `profiles` | every occurrence in `extract` phones (no market) |")
    print("| --- | ---: | ---: | ---: |")
    for kind in tried:
        print(f"| {kind} | {tried[kind]} | {leaks[kind]} | {found[kind]} |")


if __name__ == "__main__":
    main()
