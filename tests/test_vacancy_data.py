"""The encoder's real-ad training pairs: what is left out, what goes in a batch."""

from __future__ import annotations

import hashlib
from collections import Counter

from models.data import Pair
from models.train import plan_batches, source_weights
from models.vacancy_data import (
    EscoSkills,
    ad_skills,
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
    train = _ids(40, lambda i: not is_heldin(i))
    labels = {f"s{i}": f"skill {i}" for i in range(3 * 43)}
    esco = EscoSkills(labels, {}, {})
    desc = "You will build data pipelines in skill every day, with care."
    at = desc.index("skill")
    posts, hits = [], {}
    for n, pid in enumerate(held + train):  # three skills of its own per ad: none is generic
        posts.append({"id": pid, "title": f"title of {pid}", "description": desc})
        hits[pid] = [(f"s{3 * n + k}", at, at + 5) for k in range(3)]
    pairs = vacancy_pairs(posts, hits, esco, seed=1)
    texts = {t for p in pairs for t in (p.anchor, p.positive)}
    assert not any(f"title of {pid}" in texts for pid in held)
    assert all(f"title of {pid}" in texts for pid in train)
    held_skills = {f"skill {k}" for k in range(9)}
    assert not held_skills & {p.positive for p in pairs if p.source == "ad_sentence_skill"}
    assert Counter(p.source for p in pairs)["ad_sentence_skill"] > 0


def test_common_word_hits_are_distrusted_tech_names_kept():
    text = "Data matters.\nWe plan sprints in SQL, use Python and procedures daily."
    assert not keep_hit(text, 0, 4, "statistics")                        # "Data" -> statistics
    assert keep_hit(text, text.index("SQL"), text.index("SQL") + 3, "database management systems")
    py = text.index("Python")
    assert keep_hit(text, py, py + 6, "Python (computer programming)")
    assert not keep_hit(text, text.index("and procedures"), text.index(" daily"), "compile manuals")


def test_a_hit_spelling_a_preferred_label_goes_to_that_skill():
    esco = EscoSkills({"pm": "project management", "pc": "project commissioning"}, {}, {})
    text = "Strong project management skills."
    at = text.index("project")
    assert ad_skills(text, [("pc", at, at + 18)], esco) == [("pm", at, at + 18)]


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
