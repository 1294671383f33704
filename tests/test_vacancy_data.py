"""The encoder's real-ad training pairs: what is left out, what goes in a batch."""

from __future__ import annotations

import hashlib
from collections import Counter

from models.data import Pair
from models.train import plan_batches, source_weights
from models.vacancy_data import (
    EscoSkills,
    is_heldin,
    keep_hit,
    sentence_around,
    title_title_pairs,
    usable_postings,
    vacancy_pairs,
)


def _split(posting_id: str) -> str:  # the rule of benchmarks/real_gold.py: split_of, restated
    return "test" if int(hashlib.sha256(posting_id.encode()).hexdigest(), 16) % 10 < 3 else "dev"


def _ids(n: int, want) -> list[str]:
    out, i = [], 0
    while len(out) < n:
        if want(f"p{i}"):
            out.append(f"p{i}")
        i += 1
    return out


def test_test_split_gold_and_duplicate_postings_never_give_pairs():
    test_ids = _ids(5, lambda i: _split(i) == "test")
    dev_ids = _ids(6, lambda i: _split(i) == "dev")
    rows = [{"id": i, "title": "Nurse", "description": f"ad {i}"} for i in test_ids + dev_ids]
    rows.append({"id": "dup", "title": "Nurse", "description": f"ad {dev_ids[0]}"})
    kept = usable_postings(rows, gold_ids={dev_ids[1]})
    assert [r["id"] for r in kept] == dev_ids[:1] + dev_ids[2:]


def test_heldin_postings_never_give_a_training_pair():
    held = _ids(3, is_heldin)
    train = _ids(3, lambda i: not is_heldin(i))
    esco = EscoSkills({"s1": "Python", "s2": "SQL", "s3": "data analysis"}, {}, {"s1": "g", "s2": "g"})
    desc = "You will build data pipelines in Python every day, with care."
    posts, hits = [], {}
    for pid in held + train:
        posts.append({"id": pid, "title": f"title of {pid}", "description": desc})
        hits[pid] = [("s1", desc.index("Python"), desc.index("Python") + 6), ("s2", 0, 3), ("s3", 4, 8)]
    pairs = vacancy_pairs(posts, hits, esco, seed=1)
    texts = {t for p in pairs for t in (p.anchor, p.positive)}
    assert not any(f"title of {pid}" in texts for pid in held)
    assert all(f"title of {pid}" in texts for pid in train)
    assert Counter(p.source for p in pairs)["ad_sentence_skill"] > 0


def test_one_word_lower_case_hits_are_dropped_tech_names_kept():
    text = "Plan your week.\nWe plan sprints in SQL and use Python daily."
    assert not keep_hit(text, 0, 4)                               # "Plan" opening a line
    assert not keep_hit(text, text.index("plan"), text.index("plan") + 4)
    assert keep_hit(text, text.index("SQL"), text.index("SQL") + 3)
    assert keep_hit(text, text.index("Python"), text.index("Python") + 6)


def test_sentence_around_gives_the_mentions_sentence_only():
    text = "About us: we sell shoes. You will write Python services for our shop. Apply now!"
    start = text.index("Python")
    assert sentence_around(text, start, start + 6) == "You will write Python services for our shop."
    assert sentence_around("Python\nSQL", 0, 6) is None          # a bare list item says nothing more


def test_title_pairs_need_near_identical_skill_profiles_and_different_titles():
    profiles = {"a": frozenset("pqrst"), "b": frozenset("pqrsu"), "c": frozenset("pqxyz"),
                "d": frozenset("pqrst")}
    titles = {"a": "Data Engineer", "b": "Ingeniero de datos", "c": "Chef", "d": "data engineer"}
    import random

    found = {frozenset((x, y)) for x, y, _ in title_title_pairs(profiles, titles, random.Random(0), 5)}
    assert found == {frozenset("ab"), frozenset("bd")}            # a/d: same title; c: Jaccard 0.25


def test_each_batch_holds_one_source_and_never_one_concept_twice():
    pairs = [Pair(f"t{i}", f"s{i % 7}", f"g{i % 7}", "ad_sentence_skill") for i in range(70)]
    pairs += [Pair(f"x{i}", f"y{i}", f"h{i}", "esco") for i in range(200)]
    weights = source_weights(Counter(p.source for p in pairs), {"ad_sentence_skill": 0.5})
    plan = plan_batches(pairs, 60, 6, weights, seed=3, clusters=None, clustered_share=0.0)
    assert len(plan) == 60
    for batch in plan:
        assert len({p.source for p in batch}) == 1
        assert len({p.group for p in batch}) == len(batch)
    share = sum(b[0].source == "esco" for b in plan) / len(plan)
    assert 0.3 < share < 0.7
