"""Rebuild the chain-name statistics of the running-text place finder.

    python -m models place-chains        # = make model MODEL=place-chains

Reads the real postings corpus (``../shared/data/job_postings/postings.parquet``), leaving out every posting of a
test split and every posting of a gold file, and counts, for each capitalized word written right before a town of the
posting's market ("<word> <Town>"), how many *different* towns of that market follow it and how often it is written
capitalized at all. A word followed by many different towns is a chain or a firm with branches ("Tottus San
Fernando", "Specsavers Mullingar"): the town after it names the branch's place. A pair seen with one town only is
a name ("Volkswagen Anchieta", a plant). Writes ``normalize/data/places/chains.json`` ({market: {word: [distinct
towns, uses before a town, capitalized uses]}}, words with at least ``MIN_TOWNS`` distinct towns, not common words,
at most ``MAX_USES_PER_TOWN`` uses a town) and its
``SHA256SUMS.json``. Numbers only, keyed by words; no sentence of the corpus. Deterministic for a given corpus.
See ``models/cards/place_chains.md``.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict

from models.place_stats import CORPUS, REPO, write_stats

NAME = "chains.json"
MIN_TOWNS = 4
# a word this frequent (Zipf scale) in English or a language of the market is a common word that happens to stand
# before towns ("the", "North", "Hospital", "Plaza", "Tienda"), not a chain's name
MAX_ZIPF = 3.5
# a word before few towns in many postings names a firm's fixed regional units, repeated in its ads ("HCA Houston
# Healthcare": 697 uses before 4 towns, "Baylor" 219 before 4), not a chain spread over towns ("Tottus": 8 before 7,
# "Falabella": 247 before 30); the hospital systems of US postings are 9.5-174 uses a town, the store chains 1-8.2
MAX_USES_PER_TOWN = 9
# markets left out: in US postings the words before many towns are health systems whose units are named by a
# person as often as by a town ("UPMC Cole", "UPMC Magee"): places29 read 4 of 13 changed UPMC outputs wrong
MARKETS_LEFT = frozenset({"US"})
_MIN_POPULATION = 5_000  # a town after the word: a hamlet's name is too often a word or a surname
_CAP_WORD = re.compile(r"[A-ZÀ-Ý][\w'’&-]*")
_PAIR = re.compile(r"([A-ZÀ-Ý][\w'’&-]+)[ ]+((?:[A-ZÀ-Ý][\w'’-]*)(?: (?:[A-ZÀ-Ý][\w'’-]*|de|del|do|da|sur|en)){0,2})")


def _town_of(phrase: str, market: str, places, fold_phrase) -> str | None:
    """The longest head of ``phrase`` (up to three words) that is a town of ``market``'s, folded; else None."""
    parts = phrase.split(" ")
    for n in range(len(parts), 0, -1):
        if not parts[n - 1][:1].isupper():
            continue
        key = fold_phrase(" ".join(parts[:n]))
        if any(p.country == market and p.population >= _MIN_POPULATION for p in places(key)):
            return key
    return None


def _chain_name(word: str, market: str, places) -> bool:
    """``word`` (folded) may be a chain's name in ``market``: not a common word of English or of the market's
    languages (wordfreq), not a place of the market itself ("Dublin 15"), a word of letters of 3+."""
    from babel.languages import get_official_languages
    from wordfreq import zipf_frequency

    if len(word) < 3 or not word.isalpha():
        return False
    languages = {"en", *get_official_languages(market, de_facto=True)}
    if max(zipf_frequency(word, lang) for lang in languages) >= MAX_ZIPF:
        return False
    return not any(p.country == market for p in places(word))


def main(argv: list[str] | None = None) -> int:
    import polars as pl

    sys.path.insert(0, str(REPO / "benchmarks"))
    from real_gold import GOLD_DIR, posting_text, read_gold, split_of

    from normalize.attributes.gazetteer import fold_phrase, places
    from normalize.attributes.text import fold

    if not CORPUS.exists():
        sys.stderr.write(f"corpus not found: {CORPUS}\n")
        return 2
    gold = set()
    for path in GOLD_DIR.glob("*.jsonl"):
        gold |= {item["id"] for item in read_gold(path.stem) if "id" in item}
    frame = pl.read_parquet(CORPUS, columns=["id", "market", "title", "description"])
    towns: defaultdict[str, defaultdict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    before: defaultdict[str, Counter[str]] = defaultdict(Counter)
    capitalized: defaultdict[str, Counter[str]] = defaultdict(Counter)
    used = 0
    for row in frame.iter_rows(named=True):
        market = row["market"]
        if not market or market in MARKETS_LEFT or split_of(row["id"]) == "test" or row["id"] in gold:
            continue
        used += 1
        text = posting_text(row)
        for m in _CAP_WORD.finditer(text):
            capitalized[market][fold(m.group())] += 1
        for m in _PAIR.finditer(text):
            word = fold(m.group(1))
            town = _town_of(m.group(2), market, places, fold_phrase)
            if town is None or town == word:
                continue
            towns[market][word].add(town)
            before[market][word] += 1
    stats = {market: {w: [len(t), before[market][w], capitalized[market][w]] for w, t in sorted(by_word.items())
                      if len(t) >= MIN_TOWNS and before[market][w] <= MAX_USES_PER_TOWN * len(t)
                      and _chain_name(w, market, places)}
             for market, by_word in sorted(towns.items())}
    stats = {market: by_word for market, by_word in stats.items() if by_word}
    payload = {"source": f"job_postings corpus, {used} postings with a market outside the test split and every gold file",
               "fields": ["distinct_towns_after", "uses_before_a_town", "capitalized_uses"],
               "min_towns": MIN_TOWNS, "max_zipf": MAX_ZIPF, "max_uses_per_town": MAX_USES_PER_TOWN,
               "markets_left": sorted(MARKETS_LEFT), "min_population": _MIN_POPULATION, "markets": stats}
    write_stats(NAME, payload, f"{sum(map(len, stats.values()))} words from {used} postings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
