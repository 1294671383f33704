"""Every real stage gives the same values on the record path as on the batch path, and the defaults the
CLI and the spaCy factory show are the engines' own."""

from __future__ import annotations

import polars as pl
import pytest

from normalize.pipeline import Pipeline

TITLES = ["Senior Data Analyst (m/w/d)", "Werkstudent Marketing", None, "Senior Data Analyst (m/w/d)", ""]
TEXTS = [
    "Gehalt: 55.000 - 65.000 EUR brutto/Jahr, Standort: Berlin, remote möglich. Python, SQL.",
    "Salary $80k-$95k per year, New York, NY. Contact jobs@example.com",
    None,
    "Salary $80k-$95k per year, New York, NY. Contact jobs@example.com",
]
CASES = [
    ("unicode", {}, ["Ｄａｔａ Ａｎａｌｙｓｔ\u200b", "CafÃ©", None, "<b>x</b> &amp; y"]),
    ("title", {"use_semantic": False}, TITLES),
    ("skills", {"use_semantic": False}, TEXTS),
    ("attributes", {"mode": "text"}, TEXTS),
    ("attributes", {"mode": "salary", "country": "DE"}, ["55.000 € brutto/Jahr", "$25/hr", None, "DOE"]),
    ("attributes", {"mode": "location"}, ["Berlin, Germany", "Remote (US)", None, "München / hybrid"]),
    ("keyvalues", {}, ["Gehalt: 50.000 €\nOrt: Köln", "Location: Paris | Contract: CDI", None]),
    ("lexical", {"model": "none"}, ["u r gr8!!!\nthx", "hw r\nu", None, "u r gr8!!!\nthx"]),
    ("script", {"lang": "ckb"}, ["كوردی", "سلام\nخوبی", None, ""]),
]


@pytest.mark.parametrize(("stage", "config", "values"), CASES, ids=[f"{s}-{i}" for i, (s, _, _) in enumerate(CASES)])
def test_record_path_equals_batch_path(stage: str, config: dict, values: list[str | None]) -> None:
    pipe = Pipeline.from_spec({"stages": [{"stage": stage, "columns": ["v"], "config": config}]})
    rows = [{"v": v, "row": i} for i, v in enumerate(values)]
    frame = pipe.run(pl.DataFrame(rows, schema={"v": pl.String, "row": pl.Int64}))
    batch = frame.to_dicts()
    # the record path returns Python values; in the stage's declared dtypes (scores are Float32) they must
    # be the batch path's values
    records = pl.DataFrame([pipe.run_record(r) for r in rows], schema=frame.schema).to_dicts()
    assert records == batch
    added = [k for k in batch[0] if k not in ("v", "row", "_errors")]
    assert added and any(r[k] is not None for r in batch for k in added), "the stage wrote nothing"


def test_skills_and_titles_defaults_are_the_engines_everywhere() -> None:
    import inspect

    from normalize.commands.matching import skills, titles
    from normalize.matching.config import MatchConfig, SkillConfig
    from normalize.stages.skills import SkillsConfig
    from normalize.stages.title import TitleConfig

    def cli_default(fn, name):
        return inspect.signature(fn).parameters[name].default

    assert SkillsConfig().min_score == SkillConfig().min_score == cli_default(skills, "min_score")
    assert SkillsConfig().mode == SkillConfig().mode == cli_default(skills, "mode")
    assert TitleConfig().min_score == MatchConfig().min_score == cli_default(titles, "min_score")
    spacy = pytest.importorskip("spacy")
    import normalize.spacy_factories  # noqa: F401 - registers the factories

    meta = spacy.language.Language.get_factory_meta("hrnorm_skills")
    assert meta.default_config["min_score"] == SkillConfig().min_score
    assert meta.default_config["top_k"] == SkillConfig().top_k
    assert meta.default_config["mode"] == SkillConfig().mode


def test_lexnorm_training_defaults_are_one() -> None:
    import inspect

    from normalize.commands.lexnorm import lexnorm_train
    from normalize.lexnorm.config import TrainConfig
    from normalize.lexnorm.training import train

    for name in ("epochs", "hidden", "members", "l2", "features"):
        assert inspect.signature(train).parameters[name].default == getattr(TrainConfig(), name)
        assert inspect.signature(lexnorm_train).parameters[name].default == getattr(TrainConfig(), name)


def test_every_bundled_model_has_a_verified_manifest() -> None:
    # One checksum format for every model directory under normalize/data (normalize/artifacts.py).
    from pathlib import Path

    from normalize import artifacts

    data = Path(artifacts.__file__).parent / "data"
    model_files = {p for p in data.rglob("*") if p.suffix in (".onnx", ".npz", ".gz")}
    manifests = sorted(data.rglob(artifacts.MANIFEST))
    covered = {m.parent / name for m in manifests for name in artifacts.verify(m.parent)}
    assert model_files and model_files <= covered
