"""The skill-link gate (normalize/matching/link_gate.py): shipped for ESCO, checked at load, and what it keeps."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from normalize.matching import link_gate
from normalize.matching.config import UNGATED_MIN_SCORE, SkillConfig
from normalize.matching.skills import SkillExtractor


@pytest.fixture(scope="module")
def gated() -> SkillExtractor:
    return SkillExtractor("esco")


@pytest.fixture(scope="module")
def ungated() -> SkillExtractor:
    return SkillExtractor("esco", config=SkillConfig(link_gate=False))


def _labels(extractor: SkillExtractor, text: str) -> set[str]:
    return {m["label"] for m in extractor.extract([text])[0]}


def test_esco_extraction_uses_the_shipped_gate_and_other_taxonomies_do_not(gated: SkillExtractor) -> None:
    assert gated.gate is not None
    assert gated.config.min_score == gated.gate.min_score  # candidates at the gate's own floor
    assert SkillExtractor("builtin").gate is None  # fitted on ESCO's skills: another taxonomy keeps its rules


def test_a_gate_file_that_fails_its_checksum_is_not_used_and_says_so(tmp_path, monkeypatch, caplog) -> None:
    copy = tmp_path / "link_gate.json"
    shutil.copy(link_gate.GATE_FILE, copy)
    shutil.copy(link_gate.GATE_FILE.with_name("SHA256SUMS.json"), tmp_path / "SHA256SUMS.json")
    fingerprint = SkillExtractor("esco").taxonomy.fingerprint("skill")
    monkeypatch.setattr(link_gate, "GATE_FILE", copy)
    link_gate.gate_for.cache_clear()
    try:
        assert link_gate.gate_for(fingerprint) is not None  # an intact copy loads
        link_gate.gate_for.cache_clear()
        copy.write_text(copy.read_text("utf-8").replace('"threshold": ', '"threshold": 1', 1), "utf-8")
        with caplog.at_level("WARNING", logger="normalize.artifacts"):
            assert link_gate.gate_for(fingerprint) is None
        assert "checksum mismatch" in caplog.text and str(copy) in caplog.text  # not a silent fallback
    finally:
        link_gate.gate_for.cache_clear()


def test_the_gate_drops_a_product_name_read_as_another_skill(gated, ungated) -> None:
    # ESCO's "Spark" is an alternative label of SPARK (a programming language); in data ads it is Apache Spark
    text = "Experience with big data tools such as Hadoop, Spark and Hive is required."
    assert "SPARK" in _labels(ungated, text)
    assert "SPARK" not in _labels(gated, text)


def test_the_gate_keeps_skills_a_job_asks_for(gated) -> None:
    text = ("Requirements: strong Python programming skills, experience with project management and excellent "
            "communication skills in English.")
    labels = _labels(gated, text)
    assert "Python (computer programming)" in labels
    assert "project management" in labels


def test_links_are_ordered_and_capped_by_the_gate_probability(gated) -> None:
    text = ("You will analyse data with SQL and Python, build dashboards in Tableau, manage projects and "
            "communicate with stakeholders. Experience with statistics and machine learning is a plus.")
    full = gated.extract([text])[0]
    scores = [m["score"] for m in full]
    assert len(full) >= 4
    assert scores == sorted(scores, reverse=True)
    assert all(gated.gate.threshold <= s <= 1.0 for s in scores)
    assert gated.extract([text], top_k=3)[0] == full[:3]


def test_features_read_the_section_and_the_offer_around_a_mention(gated) -> None:
    text = "About us: we offer a pension plan.\nRequirements:\n- experience with Python"
    python = text.index("Python")
    plan = text.index("plan")
    concept = 0
    rows = link_gate.link_features(text, [(concept, 0.75, plan, plan + 4), (concept, 0.75, python, python + 6)],
                                   gated.index, {}, None, link_gate.Prior(0.5, {}))
    col = {name: i for i, name in enumerate(link_gate.FEATURES)}
    assert rows.shape == (2, len(link_gate.FEATURES))
    assert rows[0, col["offer_cue"]] == 1 and rows[1, col["offer_cue"]] == 0
    assert rows[0, col["section_other"]] == 1 and rows[1, col["section_requirements"]] == 1
    assert rows[1, col["bullet_line"]] == 1 and rows[1, col["asked_cue"]] == 1
    assert np.isfinite(rows).all()


def test_a_min_score_the_user_sets_is_kept_under_the_gate_and_none_means_the_taxonomys_own() -> None:
    gated = SkillExtractor("esco")
    assert gated.config.min_score == gated.gate.min_score  # None: the gate's candidate floor
    strict = SkillExtractor("esco", config=SkillConfig(min_score=0.9))
    assert strict.gate is not None and strict.config.min_score == 0.9  # not overridden by the gate's 0.7
    assert SkillExtractor("builtin").config.min_score == UNGATED_MIN_SCORE


def test_cli_no_link_gate_gives_the_rules_only_links(tmp_path) -> None:
    import polars as pl
    from typer.testing import CliRunner

    from normalize.cli import app

    src = tmp_path / "ads.csv"
    src.write_text("text\n\"Experience with big data tools such as Hadoop, Spark and Hive is required.\"\n", "utf-8")
    labels = {}
    for name, extra in (("gated", []), ("rules", ["--no-link-gate"])):
        out = tmp_path / f"{name}.parquet"
        result = CliRunner().invoke(app, ["skills", str(src), "-o", str(out), "--column", "text", "--no-progress", *extra])
        assert result.exit_code == 0, result.output
        labels[name] = {m["label"] for m in pl.read_parquet(out)["skill_matches"][0]}
    assert "SPARK" in labels["rules"] and "SPARK" not in labels["gated"]  # as the extractor-level test shows


def test_a_skill_never_judged_takes_its_prior_from_the_taxonomy_and_the_link(gated) -> None:
    """skills38: a skill with no judged dev link is smoothed towards the rate a model gives it from what ESCO says of
    it and how the link was found (models/skill_prior.py), not one flat rate: a verbatim language keeps its link."""
    from dataclasses import replace

    text = "Fluent Icelandic and English are needed for this role."  # invented
    icelandic = next(c.id for c in gated.taxonomy.skills if c.label == "Icelandic")
    assert icelandic not in gated.gate.prior.records  # never judged on dev
    assert "Icelandic" in _labels(gated, text)
    flat = SkillExtractor("esco")
    flat.gate = replace(gated.gate, prior=replace(gated.gate.prior, by_concept=()))
    assert "Icelandic" not in _labels(flat, text)  # the flat rate of never-judged skills drops it
