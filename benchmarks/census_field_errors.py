"""Posting-level error census of the six fields on the running-text gold (issue 24, attr16).

Every field false negative / false positive of ``extract`` on a split, with the gold value, the prediction and
the span it was read from, and every candidate phrase of that field in the text (the census patterns of
``census_fields.py``, each with its context shape and its phrase reading): where the gold value is stated, and
whether the phrase is read but the posting-level choice loses it. Output (references and short snippets of
the local corpus) goes to stdout; read it to put each error in a family.

    python benchmarks/census_field_errors.py --split dev > /tmp/attr16/errors.txt
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_field_phrases import predict  # noqa: E402
from bench_running_text import load, score_fields  # noqa: E402
from census_fields import KINDS, req_shape, shape  # noqa: E402

from normalize.attributes import extract  # noqa: E402
from normalize.attributes.facets.common import offer_zones  # noqa: E402
from normalize.attributes.text import Tokens  # noqa: E402

KIND_OF = {"remote": "mode", "employment_type": "type", "min_years_experience": "exp", "education_level": "edu"}
SENIORITY = re.compile(r"(?i)\b(?:senior|sr\.?|junior|jr\.?|lead|principal|head of|director|manager|intern|"
                       r"entry[- ]level|graduate|trainee|mid[- ]level|staff|chief|vp|vice president)\b")


def _snip(text: str, s: int, e: int, pad: int = 70) -> str:
    return re.sub(r"\s+", " ", f"{text[max(0, s - pad):s]}[[{text[s:e]}]]{text[e:e + pad]}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", default="dev", choices=("dev", "test"))
    args = ap.parse_args()
    postings, _ = load(args.split)
    n = 0
    for post in postings:
        text, head = post["text"], post["head"]
        pred = extract(text, head["market"])
        _, errors = score_fields(pred, post)
        if not errors:
            continue
        tokens, zones = Tokens(text), offer_zones(text)
        print(f"=== {head['id']} market={head['market']} lang={head.get('lang')} note={head.get('note')!r}")
        print(f"    title: {text[:text.find(chr(10)) if chr(10) in text else 120][:120]!r}")
        for field, shown, gold in errors:
            n += 1
            span = pred.get("spans", {}).get(field)
            print(f"  - {field}: gold={gold} pred={shown}" + (f" from {_snip(text, *span)!r}" if span else ""))
            kind = KIND_OF.get(field)
            if kind:
                pattern = KINDS[kind]
                for m in pattern.finditer(text):
                    sh = (req_shape if kind in ("edu", "exp") else shape)(text, m.start(), m.end(), kind, zones, pattern)
                    item = {"start": m.start(), "end": m.end(), "kind": kind, "shape": sh}
                    print(f"      @{m.start()} {sh:11} read={predict(tokens, item)!s:10} {_snip(text, m.start(), m.end())!r}")
            elif field == "seniority":
                for m in SENIORITY.finditer(text):
                    print(f"      @{m.start()} {_snip(text, m.start(), m.end())!r}")
            else:
                for x in pred["languages"]:
                    print(f"      pred {x['language']} {x.get('level')} {_snip(text, *x['span']) if x.get('span') else ''!r}")
    print(f"{n} field errors", file=sys.stderr)


if __name__ == "__main__":
    main()
