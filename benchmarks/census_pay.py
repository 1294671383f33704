"""Census of pay-statement surfaces in running text over the real postings corpus (issue 24 item 3, attr11).

Every amount or range the money reader finds in a posting (``pay_amounts`` + ``group_ranges``, the candidates
``find_salaries`` judges) is put in a family: its shape (range, single, "up to", "from"), how its currency is written
(symbol, code, bare "$", none), the period written beside it, and its context (a pay word in its sentence, a word of
something that is no pay: budget, turnover, fee, a benefit; weekly hours in the sentence), plus whether ``find_salaries``
reads it as pay. Postings of a gold file's test split are never read. Occurrences (references only: id, offsets,
family) go to ``--out`` (outside the repo); the pay phrase gold (``gold/real/pay_phrases.jsonl``) is a read sample.

    python benchmarks/census_pay.py --out /tmp/attr11/pay_occ.jsonl [--limit N]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.census_fields import allowed_ids  # noqa: E402
from benchmarks.real_gold import load_corpus, posting_text  # noqa: E402
from normalize.attributes.pay_periods import period_near  # noqa: E402
from normalize.attributes.salary import _NOT_PAY, _PAY_CUES, _WEEKLY_HOURS, find_salaries, strip_markup  # noqa: E402
from normalize.attributes.salary_ranges import group_ranges, open_bound, pay_amounts  # noqa: E402
from normalize.attributes.text import escaped_offset, unescape, words_of  # noqa: E402

_BREAK = re.compile(r"[.!?;](?=\s)|\n")


def _sentence(text: str, start: int, end: int) -> str:
    lo = max((m.end() for m in _BREAK.finditer(text, max(0, start - 200), start)), default=max(0, start - 200))
    hi = _BREAK.search(text, end, end + 200)
    return text[lo : hi.start() if hi else min(len(text), end + 200)]


def _currency(a, b) -> str:
    written = [m.currency_written.strip() for m in (a, b) if m is not None and m.currency]
    if not written:
        return "none"
    if all(w == "$" for w in written):
        return "bare$"
    return "code" if any(re.fullmatch(r"[A-Za-z]{3}", w) for w in written) else "symbol"


def census_posting(row: dict) -> list[dict]:
    raw = posting_text(row)
    plain, shifts = unescape(raw)  # (as find_salaries reads it: without markdown escapes, spans mapped back)
    text, index = strip_markup(plain)
    country = row.get("market")
    read = {span for _, span in find_salaries(raw, country)}
    out = []
    for a, b in group_ranges(pay_amounts(text, country, 200), text):
        end = b.end if b else a.end
        shape = "range" if b else (open_bound(text, a.start, end) or "single")
        sent = _sentence(text, a.start, end)
        words = set(words_of(sent))
        ctx = "pay_word" if words & _PAY_CUES else "other"
        if words & _NOT_PAY:
            ctx += "+not_pay_word"
        if _WEEKLY_HOURS.search(sent):
            ctx += "+weekly_hours"
        span = (escaped_offset(shifts, index[a.start]), escaped_offset(shifts, index[end - 1]) + 1)
        out.append({"id": row["id"], "start": span[0], "end": span[1], "shape": shape, "currency": _currency(a, b),
                    "period": period_near(text, a.start, end) or "-", "context": ctx,
                    "read": span in read, "language": row.get("language") or "-"})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True, help="occurrences (jsonl, references only; keep outside the repo)")
    ap.add_argument("--limit", type=int, help="read only the first N allowed postings")
    args = ap.parse_args()
    corpus = load_corpus()
    ids = allowed_ids(corpus)[: args.limit]
    occ = []
    for pid in ids:
        if any(c.isdigit() for c in corpus[pid].get("description") or ""):
            occ += census_posting(corpus[pid])
    with args.out.open("w", encoding="utf-8") as fh:
        for o in occ:
            fh.write(json.dumps(o) + "\n")
    print(f"postings read: {len(ids)} of {len(corpus)}; candidates {len(occ)} in {len({o['id'] for o in occ})} postings; "
          f"read as pay {sum(o['read'] for o in occ)}")
    for key in ("shape", "currency", "period", "context", "language"):
        cnt = Counter(o[key] for o in occ)
        read = Counter(o[key] for o in occ if o["read"])
        print(f"{key}: " + ", ".join(f"{k} {v} (pay {read[k]})" for k, v in cnt.most_common(14)))
    fam = Counter((o["shape"], o["currency"], o["period"] != "-", o["context"]) for o in occ if o["currency"] != "none"
                  or "pay_word" in o["context"])
    read = Counter((o["shape"], o["currency"], o["period"] != "-", o["context"]) for o in occ if o["read"])
    print("| shape | currency | period | context | n | read as pay |")
    for f, n in fam.most_common(40):
        print(f"| {' | '.join(map(str, f))} | {n} | {read[f]} |")


if __name__ == "__main__":
    main()
