"""Training pairs from real job ads (``../shared/data/job_postings/postings.parquet``).

    python -m models.vacancy_data [--workers 2]     # run the skills pass once, print pair counts

Which postings: every posting of the benchmarks' ``test`` split (``benchmarks/real_gold.py: split_of``) and
every posting referenced by ``benchmarks/gold/real/*.jsonl`` is dropped, then exact duplicates (same title
and description hash); of the rest, ``HELDIN_PERCENT`` % (by a hash of the id) are held in for model
selection (:func:`is_heldin`) and never give a training pair.

The skills of an ad are what the product's exact pass finds in its description (``SkillExtractor`` over
ESCO v1.1.1 with the semantic pass off: the spaCy ``PhraseMatcher`` of preferred + alternative labels),
minus the hits :func:`keep_hit` distrusts (ESCO's alternative labels include many common words); the pass
is cached in ``models/_work/vacancy_skills.parquet``.

Pair sources (``Pair.source``; each batch holds one source, see ``models.data.batches``):

- ``ad_title_skills``: raw title -> ", ".join of up to 8 of the ad's skills (preferred labels), JobBERT;
- ``ad_title_title``: two titles (different strings) of ads whose skill sets have Jaccard >= 0.6 over >= 4
  skills (any language: tech skills match in any);
- ``ad_sentence_skill``: a description sentence holding a skill mention -> that skill's preferred label
  (distant supervision, Decorte et al. 2022); ``group`` is the skill, ``cluster`` its ESCO broader skill
  group, so clustered batches put sibling skills together (hard negatives);
- ``esco_skill_desc``: an ESCO skill's description -> its preferred label.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from models.data import DATA, ESCO_DIR, Pair

REPO = Path(__file__).resolve().parents[1]
POSTINGS = DATA / "job_postings" / "postings.parquet"
GOLD_DIR = REPO / "benchmarks" / "gold" / "real"
WORK = REPO / "models" / "_work"
SKILLS_CACHE = WORK / "vacancy_skills.parquet"
HELDIN_PERCENT = 3
MAX_SKILLS_PER_LIST = 8
JACCARD_MIN = 0.6
GENERIC_SHARE = 0.05
MIN_SHARED_PROFILE = 4
_SENT_END = re.compile(r"[.!?;](?=\s)|\n|•|\u2022|·")


def is_heldin(posting_id: str) -> bool:
    """True for the ~3% of postings held in for model selection (fixed by the id's hash)."""
    digest = int(hashlib.sha256(f"heldin:{posting_id}".encode()).hexdigest(), 16)
    return digest % 100 < HELDIN_PERCENT


def excluded_ids(gold_dir: Path = GOLD_DIR) -> set[str]:
    """Posting ids referenced by any real gold file (never trained on, whatever their split)."""
    out: set[str] = set()
    for path in sorted(gold_dir.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):  # "//" lines are the files' notes
                out.add(json.loads(line)["id"])
    return out


def _split_of():
    sys.path.insert(0, str(REPO))  # benchmarks/ is a folder of scripts, not an installed package
    from benchmarks.real_gold import split_of

    return split_of


def usable_postings(postings: list[dict], gold_ids: set[str]) -> list[dict]:
    """``postings`` minus the test split, gold postings, empty titles/descriptions and exact duplicates."""
    split_of = _split_of()
    seen: set[tuple[str, str]] = set()
    out = []
    for row in postings:
        title, desc = (row.get("title") or "").strip(), row.get("description") or ""
        if not title or not desc.strip() or row["id"] in gold_ids or split_of(row["id"]) == "test":
            continue
        key = (title, hashlib.sha256(desc.encode("utf-8")).hexdigest())
        if key in seen:
            continue
        seen.add(key)
        out.append({"id": row["id"], "title": title, "description": desc, "language": row.get("language")})
    return out


def load_postings(path: Path = POSTINGS) -> list[dict]:
    import polars as pl

    frame = pl.read_parquet(path, columns=["id", "title", "description", "language"])
    return usable_postings(frame.to_dicts(), excluded_ids())


# --- the skills pass -----------------------------------------------------------------------------
_EDGE_WORDS = frozenset(["and", "or", "of", "the", "a", "an", "to", "in", "for", "with", "on", "at", "by"])


def keep_hit(text: str, start: int, end: int, preferred: str) -> bool:
    """Whether an exact hit of a skill (``preferred``: its preferred label) is trusted as a training label.

    ESCO's alternative labels include common words ("Data" -> statistics, "Board" -> scaffolding
    components, "Engineering" -> packaging engineering) and phrase fragments ("and procedures"), so a
    one-word hit counts only as an acronym / symbol name (SQL, C++, JavaScript) or as the preferred label
    itself (Python for "Python (computer programming)"); a longer hit must not start or end on a stop word."""
    words = text[start:end].split()
    if len(words) > 1:
        return words[0].lower() not in _EDGE_WORDS and words[-1].lower() not in _EDGE_WORDS
    hit = words[0] if words else ""
    if any(ch.isupper() for ch in hit[1:]) or not hit.isalpha():
        return True
    return hit.lower() == re.sub(r"\s*\(.*\)$", "", preferred).lower()


def ad_skills(text: str, hits: list[tuple[str, int, int]], esco: EscoSkills) -> list[tuple[str, int, int]]:
    """The trusted hits of one ad (:func:`keep_hit`); a hit spelling another skill's preferred label is
    given to that skill (the phrase matcher keeps one owner of a label several skills share)."""
    out = []
    for uri, start, end in hits:
        if uri not in esco.label or not keep_hit(text, start, end, esco.label[uri]):
            continue
        out.append((esco.by_preferred.get(text[start:end].lower(), uri), start, end))
    return out


def _extract_block(descriptions: list[str]) -> list[list[tuple[str, int, int]]]:
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    global _EXTRACTOR
    if _EXTRACTOR is None:
        _EXTRACTOR = SkillExtractor(f"esco:{ESCO_DIR}", config=SkillConfig(use_semantic=False, top_k=200))
    found = _EXTRACTOR.extract(descriptions)
    return [[(h["id"], h["span"][0], h["span"][1]) for h in hits] for hits in found]


_EXTRACTOR = None


def skills_pass(postings: list[dict], workers: int = 2, cache: Path = SKILLS_CACHE) -> dict[str, list]:
    """Posting id -> [(skill uri, start, end)] of its description; cached (re-run when postings change)."""
    import polars as pl

    ids = [p["id"] for p in postings]
    fingerprint = hashlib.sha256("\n".join(["raw-v2", *ids]).encode()).hexdigest()[:16]
    if cache.is_file():
        frame = pl.read_parquet(cache)
        if frame.height == len(ids) and frame["fingerprint"][0] == fingerprint:
            return {r["id"]: list(zip(r["skills"], r["starts"], r["ends"], strict=True))
                    for r in frame.iter_rows(named=True)}
    t0 = time.time()
    texts = [p["description"] for p in postings]
    blocks = [texts[i:i + 500] for i in range(0, len(texts), 500)]
    if workers > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # spawn, not fork: polars' thread pool is already running here and a forked child deadlocks on it
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            results = [hits for block in pool.map(_extract_block, blocks) for hits in block]
    else:
        results = [hits for block in blocks for hits in _extract_block(block)]
    print(f"[vacancy] skills pass: {len(texts)} ads in {time.time() - t0:.0f} s", flush=True)
    frame = pl.DataFrame({"id": ids, "skills": [[h[0] for h in r] for r in results],
                          "starts": [[h[1] for h in r] for r in results],
                          "ends": [[h[2] for h in r] for r in results],
                          "fingerprint": [fingerprint] * len(ids)})
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    frame.write_parquet(tmp)
    tmp.replace(cache)
    return dict(zip(ids, results, strict=True))


# --- ESCO skills --------------------------------------------------------------------------------
@dataclass
class EscoSkills:
    label: dict[str, str]        # uri -> preferred label
    description: dict[str, str]  # uri -> description
    group: dict[str, str]        # uri -> broader skill group uri (sibling skills share it)

    @property
    def by_preferred(self) -> dict[str, str]:
        if not hasattr(self, "_by_preferred"):
            self._by_preferred = {lab.lower(): uri for uri, lab in sorted(self.label.items())}
        return self._by_preferred


def load_esco_skills(esco_dir: Path = ESCO_DIR) -> EscoSkills:
    import csv

    label, desc, group = {}, {}, {}
    with (esco_dir / "skills_en.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            label[row["conceptUri"]] = row["preferredLabel"].strip()
            if (row.get("description") or "").strip():
                desc[row["conceptUri"]] = row["description"].strip()
    with (esco_dir / "broaderRelationsSkillPillar.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            group.setdefault(row["conceptUri"], row["broaderUri"])
    return EscoSkills(label, desc, group)


# --- pairs -------------------------------------------------------------------------------------
def _norm_title(title: str) -> str:
    return " ".join(re.findall(r"\w+", title.lower()))


def sentence_around(text: str, start: int, end: int, max_chars: int = 300) -> str | None:
    """The sentence (line, bullet) of ``text`` holding ``[start, end)``, cut to ``max_chars`` around the
    mention; None if it is hardly more than the mention (a heading or a bare list item)."""
    lo = 0
    for m in _SENT_END.finditer(text, 0, start):
        lo = m.end()
    m = _SENT_END.search(text, end)
    hi = m.end() if m else len(text)
    if hi - lo > max_chars:
        lo = max(lo, start - max_chars // 2)
        hi = min(hi, lo + max_chars)
    sent = " ".join(text[lo:hi].split()).strip(" -*•·,;:")
    mention = text[start:end]
    if len(sent.split()) < 5 or len(sent) < len(mention) + 20:
        return None
    return sent


def title_title_pairs(profiles: dict[str, frozenset[str]], titles: dict[str, str], rng: random.Random,
                      per_posting: int = 2) -> list[tuple[str, str, str]]:
    """(posting a, posting b, key skill) for ads with Jaccard >= 0.6 over >= 4 skills and different titles.

    Prefix filtering (skills ordered rarest first): two sets with Jaccard >= t share one of the first
    ``len - ceil(t * len) + 1`` skills of each, so only those are indexed."""
    import math

    df = Counter(s for prof in profiles.values() for s in prof)
    order = {pid: sorted(prof, key=lambda s: (df[s], s)) for pid, prof in profiles.items()
             if len(prof) >= MIN_SHARED_PROFILE}
    index: dict[str, list[str]] = defaultdict(list)
    for pid, skills in order.items():
        for s in skills[: len(skills) - math.ceil(JACCARD_MIN * len(skills)) + 1]:
            index[s].append(pid)
    out = []
    for pid, skills in order.items():
        cands: set[str] = set()
        for s in skills[: len(skills) - math.ceil(JACCARD_MIN * len(skills)) + 1]:
            cands.update(index[s][:5000])
        mine = profiles[pid]
        good = [q for q in cands if q > pid and _norm_title(titles[q]) != _norm_title(titles[pid])
                and len(mine & profiles[q]) >= MIN_SHARED_PROFILE
                and len(mine & profiles[q]) / len(mine | profiles[q]) >= JACCARD_MIN]
        for q in rng.sample(sorted(good), k=min(per_posting, len(good))):
            out.append((pid, q, skills[0]))
    return out


def generic_skills(found: dict[str, list], share: float = GENERIC_SHARE) -> frozenset[str]:
    """Skills found in more than ``share`` of the ads ("English", "computer technology"): they say little
    about a title, so skill lists and profiles leave them out."""
    df = Counter(s for hits in found.values() for s in {h[0] for h in hits})
    return frozenset(s for s, n in df.items() if n > share * max(1, len(found)))


def vacancy_pairs(postings: list[dict], found: dict[str, list], esco: EscoSkills, seed: int = 13,
                  lists_per_ad: int = 2, sentences_per_ad: int = 6,
                  sentences_per_skill: int = 150) -> list[Pair]:
    """Training pairs of the non-held-in ``postings`` from their trusted hits ``found`` (:func:`ad_skills`);
    see the module docstring for the sources."""
    rng = random.Random(seed)
    pairs: list[Pair] = []
    train = [p for p in postings if not is_heldin(p["id"])]
    generic = generic_skills({p["id"]: found.get(p["id"], []) for p in train})
    profiles: dict[str, frozenset[str]] = {}
    titles: dict[str, str] = {}
    by_skill: dict[str, list[str]] = defaultdict(list)
    for post in train:
        hits = found.get(post["id"], [])
        skills = [s for s in dict.fromkeys(s for s, _, _ in hits) if s not in generic]
        profiles[post["id"]] = frozenset(skills)
        titles[post["id"]] = post["title"]
        group = "title:" + _norm_title(post["title"])
        for _ in range(lists_per_ad if len(skills) >= 3 else 0):
            chosen = rng.sample(skills, k=min(MAX_SKILLS_PER_LIST, len(skills)))
            pairs.append(Pair(post["title"], ", ".join(esco.label[s] for s in chosen), group, "ad_title_skills"))
        sents = [(sentence_around(post["description"], start, end), s) for s, start, end in hits]
        sents = [x for x in sents if x[0]]
        for sent, s in rng.sample(sents, k=min(sentences_per_ad, len(sents))):
            by_skill[s].append(sent)
    for s, sents in sorted(by_skill.items()):  # capped per skill: "Python" would otherwise fill the source
        for sent in rng.sample(sents, k=min(sentences_per_skill, len(sents))):
            pairs.append(Pair(sent, esco.label[s], s, "ad_sentence_skill"))
    for a, b, key in title_title_pairs(profiles, titles, rng):
        pairs.append(Pair(titles[a], titles[b], "tt:" + key, "ad_title_title"))
    for uri, desc in esco.description.items():
        pairs.append(Pair(desc[:400], esco.label[uri], uri, "esco_skill_desc"))
    rng.shuffle(pairs)
    return pairs


def heldin_records(postings: list[dict], found: dict[str, list], esco: EscoSkills,
                   max_sentences: int = 3000, seed: int = 7) -> dict:
    """The held-in evaluation data: titles with their ads' skills (generic ones left out, as in training),
    sentences with the skills they mention."""
    rng = random.Random(seed)
    generic = generic_skills({p["id"]: found.get(p["id"], []) for p in postings if not is_heldin(p["id"])})
    titles, sentences = [], []
    for post in postings:
        if not is_heldin(post["id"]):
            continue
        hits = found.get(post["id"], [])
        skills = sorted({s for s, _, _ in hits} - generic)
        if len(skills) >= 3:
            titles.append({"id": post["id"], "title": post["title"], "skills": skills})
        by_sent: dict[str, set[str]] = defaultdict(set)
        for s, a, b in hits:
            sent = sentence_around(post["description"], a, b)
            if sent:
                by_sent[sent].add(s)
        sentences.extend({"id": post["id"], "sentence": k, "skills": sorted(v)} for k, v in by_sent.items())
    rng.shuffle(sentences)
    return {"titles": titles, "sentences": sentences[:max_sentences]}


def build_vacancy(seed: int = 13, workers: int = 2) -> tuple[list[Pair], dict, EscoSkills]:
    """(training pairs, held-in records, ESCO skills), running or reading the cached skills pass."""
    postings = load_postings()
    raw = skills_pass(postings, workers=workers)
    esco = load_esco_skills()
    text = {p["id"]: p["description"] for p in postings}
    hits = {pid: ad_skills(text[pid], found, esco) for pid, found in raw.items()}
    held = heldin_records(postings, hits, esco)
    (WORK / "heldin.json").write_text(json.dumps(held, ensure_ascii=False) + "\n", encoding="utf-8")
    return vacancy_pairs(postings, hits, esco, seed=seed), held, esco


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    t0 = time.time()
    pairs, held, _ = build_vacancy(workers=args.workers)
    print(f"[vacancy] {len(pairs)} pairs {dict(Counter(p.source for p in pairs))}; held in: "
          f"{len(held['titles'])} titles, {len(held['sentences'])} sentences; {time.time() - t0:.0f} s")
    rng = random.Random(1)
    for p in rng.sample(pairs, 30):
        print(f"{p.source:18s} {p.anchor[:90]!r} -> {p.positive[:90]!r}")
