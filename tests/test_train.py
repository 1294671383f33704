"""The trainer's run plan: an early stop keeps the full run's lr schedule; a source weighted 0 gets no batch."""

from __future__ import annotations

from collections import Counter

from models.data import Pair
from models.train import parse_mix, plan_batches, schedule, source_weights


def test_stop_after_ends_the_run_without_replanning_the_lr_decay():
    last, lr = schedule(1000, 300, 0.06)
    full_last, full_lr = schedule(1000, 0, 0.06)
    assert (last, full_last) == (300, 1000)
    assert [lr(s) for s in range(300)] == [full_lr(s) for s in range(300)]
    assert lr(299) > 0.7  # a schedule re-planned over 300 steps would be near 0 here
    assert schedule(100, 300, 0.06)[0] == 100  # never past the planned steps


def test_a_source_weighted_zero_never_gets_a_batch():
    pairs = [Pair(f"a{s}{i}", f"p{s}{i}", group=f"{s}{i}", source=s)
             for s in ("esco", "onet", "ad_title_skills", "ad_title_title") for i in range(40)]
    mix = parse_mix("labels=0.3,ad_title_skills=0,ad_title_title=0.1")
    weights = source_weights(Counter(p.source for p in pairs), mix)
    assert set(weights) == {"esco", "onet", "ad_title_title"}
    plan = plan_batches(pairs, 200, 8, weights, seed=5, clusters=None, clustered_share=0.0)
    drawn = Counter(b[0].source for b in plan)
    assert "ad_title_skills" not in drawn and drawn["ad_title_title"] > 0
