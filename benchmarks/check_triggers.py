"""Exactness of the finders' triggers (normalize.attributes.triggers) on real text, for the merges of rule rounds.

Two checks on N dev corpus postings (a random sample by seed, description text; postings of any gold file and of
the test split left out, so a miss never names a test posting) and the speed bench's 2,820 texts:

1. each gated finder called directly on every text: a text it reads something from whose trigger does not fire is a
   miss (a rule reads a word or mark its trigger does not list); the misses are listed by posting id and finder;
2. ``extract`` with the triggers on and off (with the posting's market and without): any output that differs.

Both must report 0. Only identity is compared: nothing is scored, and no text is printed.

    python benchmarks/check_triggers.py [--postings 2000] [--seed 11] [--no-bench] [--with-title]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import CORPUS, GOLD_DIR, posting_text, split_of  # noqa: E402
from normalize.attributes import extraction, facets, triggers  # noqa: E402
from normalize.attributes.contacts import PHONES_TRIGGER, find_phones  # noqa: E402
from normalize.attributes.dates import DATES_TRIGGER, find_dates  # noqa: E402
from normalize.attributes.text import Tokens  # noqa: E402

FINDERS = (("work mode", facets.find_work_mode, facets.WORK_MODE_TRIGGER),
           ("employment type", facets.find_employment_type, facets.EMPLOYMENT_TRIGGER),
           ("seniority", facets.find_seniority, facets.SENIORITY_TRIGGER),
           ("years", facets.find_min_years, facets.YEARS_TRIGGER),
           ("education", facets.find_education, facets.EDUCATION_TRIGGER),
           ("languages", facets.find_languages, facets.LANGUAGES_TRIGGER),
           ("dates", lambda tokens: find_dates(tokens.text, None, tokens), DATES_TRIGGER),
           # (with the regions the bench's and the corpus' numbers mostly need; the trigger is the finder's first gate)
           ("phones", lambda tokens: find_phones(tokens.text, None, regions=("GB", "US"), grouped=True), PHONES_TRIGGER))


def _gold_ids() -> set[str]:
    ids: set[str] = set()
    for path in GOLD_DIR.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.lstrip().startswith(("#", "//")):
                try:
                    ref = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if isinstance(ref, dict) and ref.get("id") is not None:
                    ids.add(str(ref["id"]))
    return ids


def sample(n: int, seed: int, with_title: bool = False) -> list[tuple[str, str | None, str]]:
    """(id, market, description) of ``n`` random dev postings with a description, none of a gold file; ``with_title``:
    the title, a blank line and the description (``real_gold.posting_text``) instead of the description."""
    import polars as pl

    df = pl.read_parquet(CORPUS, columns=["id", "market", "title", "description"])
    df = df.filter(pl.col("description").is_not_null() & ~pl.col("id").cast(pl.Utf8).is_in(list(_gold_ids())))
    df = df.filter(pl.col("id").cast(pl.Utf8).map_elements(split_of, return_dtype=pl.Utf8) == "dev")
    return [(str(r["id"]), r["market"], posting_text(r) if with_title else r["description"])
            for r in df.sample(n=n, seed=seed).iter_rows(named=True)]


def misses(texts: list[tuple[str, str]]) -> tuple[dict[str, list[int]], list[tuple[str, str]]]:
    """Per finder [texts fired, texts found]; and the (id, finder) of each text found on whose trigger did not fire."""
    counts = {name: [0, 0] for name, _, _ in FINDERS}
    missed = []
    for ident, text in texts:
        tokens = Tokens(text[: extraction.MAX_CHARS])
        facts = triggers.TextFacts(facets.unglued(tokens))
        for name, finder, trigger in FINDERS:
            fired = trigger.fires(facts)
            found = bool(finder(tokens))
            counts[name][0] += fired
            counts[name][1] += found
            if found and not fired:
                missed.append((ident, name))
    return counts, missed


def extract_differences(texts: list[tuple[str, str | None, str]]) -> list[tuple[str, str | None]]:
    """(id, market) of each ``extract`` output that differs with the triggers off."""
    out = []
    for ident, market, text in texts:
        for country in ((market, None) if market else (None,)):
            triggers.ENABLED = True
            on = extraction.extract(text, country)
            triggers.ENABLED = False
            try:
                off = extraction.extract(text, country)
            finally:
                triggers.ENABLED = True
            if json.dumps(on, sort_keys=True, default=repr) != json.dumps(off, sort_keys=True, default=repr):
                out.append((ident, country))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--postings", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--no-bench", action="store_true", help="leave out the speed bench's texts")
    ap.add_argument("--with-title", action="store_true", help="each posting's title, a blank line, its description")
    args = ap.parse_args()
    t0 = time.time()
    rows = sample(args.postings, args.seed, args.with_title)
    sets = [(f"{args.postings} postings{' with titles' if args.with_title else ''}, seed {args.seed}", rows)]
    if not args.no_bench:
        from benchmarks.bench_attributes import _texts_300

        sets.append(("the speed bench's texts", [(f"bench#{k}", None, t) for k, t in enumerate(_texts_300())]))
    bad = 0
    for label, texts in sets:
        counts, missed = misses([(i, t) for i, _, t in texts])
        diff = extract_differences(texts)
        runs = sum(2 if m else 1 for _, m, _ in texts)
        print(f"{label}: {len(texts)} texts")
        for name, (fired, found) in counts.items():
            print(f"  {name:16s} trigger fired on {fired:5d}, finder found on {found:5d}, missed "
                  f"{sum(1 for _, n in missed if n == name)}")
        print(f"  extract with triggers on vs off: {len(diff)} of {runs} outputs differ")
        for ident, name in missed[:20]:
            print(f"    missed: {ident} {name}")
        for ident, country in diff[:20]:
            print(f"    differs: {ident} market={country}")
        bad += len(missed) + len(diff)
    print(f"{'OK' if bad == 0 else 'FAIL'}: {bad} misses and differences ({time.time() - t0:.0f} s)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
