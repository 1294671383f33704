"""The ESCO skill gold on whole real ads (benchmarks/gold/real/skills_esco.jsonl) and its scorer's lookups."""

from __future__ import annotations

import csv
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import real_gold  # noqa: E402
from bench_skills_gold import GOLD, Gold  # noqa: E402

KEYS = {"id", "field", "start", "end", "sha", "kind", "expected", "note", "source", "market", "lang"}
ESCO_SKILL = "http://data.europa.eu/esco/skill/"


def _items() -> list[dict]:
    return real_gold.read_gold(GOLD)


def test_gold_holds_references_and_verdicts_only():
    """No posting text is stored: only ids, spans, hashes, concept ids, booleans and short notes."""
    items = _items()
    for item in items:
        assert set(item) <= KEYS, item
        assert item["field"] == "description"
        assert len(item.get("note", "")) <= 100
    kinds = Counter(i["kind"] for i in items)
    assert set(kinds) == {"ad", "link", "rank", "clear"}
    for item in items:
        want = item.get("expected", {})
        ids = want.get("skills", [want.get("skill")]) if item["kind"] != "ad" else []
        assert all(str(x).startswith(ESCO_SKILL) for x in ids), item
        if item["kind"] in ("link", "rank"):
            assert isinstance(want["acceptable"], bool)


def test_every_judged_ad_has_its_rank_top5_and_both_splits_are_covered():
    items = _items()
    ads = {i["id"]: i for i in items if i["kind"] == "ad"}
    assert len(ads) >= 150
    assert all(i["id"] in ads for i in items)
    ranks = Counter(i["id"] for i in items if i["kind"] == "rank")
    # the top 5 of the pooling run, plus answers of later rankers judged with --add
    assert all(ranks[a] >= 5 for a in ads)
    keys = [(i["id"], i["expected"]["skill"]) for i in items if i["kind"] == "rank"]
    assert len(keys) == len(set(keys))  # each (ad, skill) judged once
    splits = Counter(real_gold.split_of(a) for a in ads)
    assert splits["dev"] >= 90 and splits["test"] >= 40
    assert {"de", "nl", "fr", "es"} <= {a["lang"] for a in ads.values()}


def test_gold_still_points_at_the_corpus_and_at_esco_concepts(shared_data):
    """Every span still hashes to what was judged, and every concept id is an ESCO v1.1.1 skill."""
    items = _items()
    corpus = real_gold.load_corpus({i["id"] for i in items})
    for item in items:
        real_gold.resolve(item, corpus)  # raises if the corpus changed under the gold
    with open(shared_data / "esco_v1.1.1" / "skills_en.csv", encoding="utf-8") as f:
        known = {row["conceptUri"] for row in csv.DictReader(f)}
    for item in items:
        want = item.get("expected", {})
        for concept in want.get("skills", [want.get("skill")] if "skill" in want else []):
            assert concept in known, concept


def test_scorer_reuses_a_verdict_only_where_it_still_applies():
    """A link is judged at its own span, or on the same words elsewhere in the ad, or by a listed clear skill
    whose span overlaps it; a rank answer counts as right when the concept is a listed clear skill."""
    text = "Python and SQL. We use Python daily; SQL Server too."
    row = {"id": "p1", "description": text}
    python, sql, server = (ESCO_SKILL + name for name in ("python", "sql", "sqlserver"))
    first, second = text.index("Python"), text.index("Python", 1)
    items = [
        real_gold.make_ref(row, "description", kind="ad"),
        real_gold.make_ref(row, "description", first, first + 6, kind="link",
                           expected={"skill": python, "acceptable": True}),
        real_gold.make_ref(row, "description", 11, 14, kind="clear", expected={"skills": [sql]}),
    ]
    gold = Gold(items, {"p1": row})
    assert gold.judge_link("p1", python, first, first + 6) is True
    assert gold.judge_link("p1", python, second, second + 6) is True  # same words, another mention
    assert gold.judge_link("p1", sql, 11, 14) is True  # listed clear skill at that span
    later_sql = text.index("SQL Server")
    assert gold.judge_link("p1", sql, later_sql, later_sql + 3) is None  # no verdict there: unjudged
    assert gold.judge_link("p1", server, later_sql, later_sql + 10) is None
    assert gold.judge_rank("p1", sql) is True
    assert gold.judge_rank("p1", server) is None
