"""Rebuild the place-name ambiguity statistics of the running-text place finder.

    python -m models place-ambiguity        # = make model MODEL=place-ambiguity

Reads the real postings corpus (``../shared/data/job_postings/postings.parquet``), leaving out every
posting of a test split (``benchmarks.real_gold.split_of``), and counts, for each one-word name of the
place gazetteer, how it is written in the postings' title and description: capitalized inside a sentence
(a place, a person or a product) or in lower case (a common word: "bar", "job", "cloud"), and in how many
postings of a known market it is capitalized, and in how many of those the market is a country that has a
place or a subdivision of that name (a product or a brand is capitalized in postings of every market: "Azure"), and how
it is written in the postings of those markets alone ("Plano" is a Spanish and Portuguese word, a town in US postings). Writes
``normalize/data/places/ambiguity.json`` ({name: [capitalized, lower case, postings, postings
in a market with such a place, capitalized and lower case in those markets' postings]}, names seen at least ``MIN_SEEN`` times) and its ``SHA256SUMS.json``.
Numbers only, keyed by gazetteer names: no text of the corpus. Deterministic for a given corpus.
See ``models/cards/place_ambiguity.md``.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict

from models.place_stats import CORPUS, REPO, write_stats

NAME = "ambiguity.json"
MIN_SEEN = 5
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;•*#>\-–|(\[\n]\s*|\n)$")


def main(argv: list[str] | None = None) -> int:
    import polars as pl

    sys.path.insert(0, str(REPO / "benchmarks"))
    from real_gold import posting_text, split_of

    from normalize.attributes.gazetteer import places, subdivisions
    from normalize.attributes.text import fold

    if not CORPUS.exists():
        sys.stderr.write(f"corpus not found: {CORPUS}\n")
        return 2
    frame = pl.read_parquet(CORPUS, columns=["id", "market", "title", "description"])
    cap: Counter[str] = Counter()
    low: Counter[str] = Counter()
    docs: Counter[str] = Counter()
    docs_market: defaultdict[str, Counter[str]] = defaultdict(Counter)
    # how each name is written in each market's postings ("Plano" is lower case in Brazilian postings, a town in US ones)
    cap_market: defaultdict[str, Counter[str]] = defaultdict(Counter)
    low_market: defaultdict[str, Counter[str]] = defaultdict(Counter)
    used = 0
    for row in frame.iter_rows(named=True):
        if split_of(row["id"]) == "test":
            continue  # test postings of any gold stay unseen
        used += 1
        text = posting_text(row)
        seen: set[str] = set()
        for m in _WORD.finditer(text):
            word = m.group()
            if text[m.start() - 1 : m.start()] in ".@/#_" or text[m.end() : m.end() + 1] in ("@", "/", "_") or (
                    text[m.end() : m.end() + 1] == "." and text[m.end() + 1 : m.end() + 2].isalnum()):
                continue  # part of a URL, an e-mail address, a hashtag or a file name
            key = fold(word)
            if word[0].isupper():
                if _SENTENCE_START.search(text, max(0, m.start() - 3), m.start()) or word.isupper():
                    continue  # a capital a sentence or an acronym imposes says nothing
                cap[key] += 1
                if row["market"]:
                    cap_market[key][row["market"]] += 1
                if key not in seen:
                    seen.add(key)
                    docs[key] += 1
                    if row["market"]:
                        docs_market[key][row["market"]] += 1
            else:
                low[key] += 1
                if row["market"]:
                    low_market[key][row["market"]] += 1
    stats: dict[str, list[int]] = {}
    for key in sorted(set(cap) | set(low)):
        if cap[key] + low[key] < MIN_SEEN or len(key) < 3:
            continue
        found = places(key)
        if not found:
            continue
        # a country holds the name when it has a town or a subdivision of that name ("Suffolk": GB's county too)
        countries = {p.country for p in found} | {x.country for x in subdivisions(key) if not x.by_code}
        local = sum(n for market, n in docs_market[key].items() if market in countries)
        known = sum(docs_market[key].values())
        cap_local = sum(n for market, n in cap_market[key].items() if market in countries)
        low_local = sum(n for market, n in low_market[key].items() if market in countries)
        stats[key] = [cap[key], low[key], known, local, cap_local, low_local]
    payload = {"source": f"job_postings corpus, {used} postings outside the test split",
               "fields": ["capitalized", "lower_case", "postings_with_market", "postings_in_a_country_of_the_name",
                          "capitalized_in_a_country_of_the_name", "lower_case_in_a_country_of_the_name"],
               "min_seen": MIN_SEEN, "names": stats}
    write_stats(NAME, payload, f"{len(stats)} names from {used} postings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
