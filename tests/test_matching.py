"""Title matching cascade, embedding cache, skills extraction, the title/skills stages and CLI commands."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from typer.testing import CliRunner

from normalize.matching.index import LabelIndex
from normalize.matching.retrieval import MatchConfig, TitleMatcher
from normalize.matching.skills import SkillExtractor
from normalize.matching.taxonomy import load_taxonomy

TAXONOMY = """id,label,alt_labels,isco08,skills
occ1,software developer,software engineer|programmer|application developer,2512,Python|Java|unit testing
occ2,registered nurse,staff nurse|RN nurse,2221,patient care|wound care
occ3,marketing executive,marketing officer|marketing specialist,2431,social media marketing|SEO
occ4,truck driver,lorry driver|HGV driver,8332,route planning|vehicle inspection
occ5,accountant,chartered accountant|staff accountant,2411,bookkeeping|financial reporting
occ6,data engineer,big data engineer|ETL developer,2521,Apache Spark|data pipelines|SQL
"""


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path_factory.getbasetemp() / "hrnorm-cache"
    monkeypatch.setenv("HRNORM_CACHE_DIR", str(cache))
    return cache


@pytest.fixture(scope="module")
def taxonomy_spec(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("tax") / "occupations.csv"
    path.write_text(TAXONOMY, encoding="utf-8")
    return f"csv:{path}"


@pytest.fixture(scope="module")
def matcher(taxonomy_spec: str) -> TitleMatcher:
    return TitleMatcher(taxonomy_spec)


def test_exact_alias_comes_first_with_score_one(matcher: TitleMatcher) -> None:
    (cands,) = matcher.match(["Programmer"])
    assert cands[0]["id"] == "occ1" and cands[0]["score"] == 1.0
    assert all(c["score"] < 1.0 for c in cands[1:])


def test_noisy_title_is_cleaned_then_matched(matcher: TitleMatcher) -> None:
    result = matcher.match(["Sr. SW Eng. (m/w/d) - Python, Berlin", "Marketing Exec - URGENT"])
    assert result[0][0]["id"] == "occ1"
    assert result[1][0] == {"id": "occ3", "label": "marketing executive", "code": "2431", "score": 1.0}


def test_codes_come_from_the_code_column_and_ties_prefer_the_preferred_label(tmp_path: Path) -> None:
    path = tmp_path / "occupations.csv"
    path.write_text(
        "id,label,alt_labels,code\n"
        "t,accounting technician,junior accountant|accountant,S-33\n"
        "a,accountant,chartered accountant,S-24\n",
        encoding="utf-8",
    )
    matcher = TitleMatcher(f"csv:{path}", config=MatchConfig(use_semantic=False))
    (cands,) = matcher.match(["Junior Accountant"])
    # both are exact hits (1.0): the concept whose preferred label is the cleaned title comes first
    assert [(c["id"], c["code"], c["score"]) for c in cands] == [("a", "S-24", 1.0), ("t", "S-33", 1.0)]


def test_builtin_ties_follow_the_more_common_label() -> None:
    matcher = TitleMatcher("builtin", config=MatchConfig(use_semantic=False))
    (cands,) = matcher.match(["Junior Accountant"])
    assert [c["label"] for c in cands[:2]] == ["Accountant", "Accounting technician"]
    assert cands[0]["code"] == "2411"


def test_typo_is_rescued_by_fuzzy(matcher: TitleMatcher) -> None:
    (cands,) = matcher.match(["acountant"])
    assert cands and cands[0]["id"] == "occ5"


def test_abstains_on_gibberish(matcher: TitleMatcher) -> None:
    assert matcher.match(["xqzv blorft kk", "", None]) == [[], [], []]


def test_scores_sorted_and_thresholded(taxonomy_spec: str) -> None:
    strict = TitleMatcher(taxonomy_spec, config=MatchConfig(min_score=0.6, top_k=6))
    loose = TitleMatcher(taxonomy_spec, config=MatchConfig(min_score=-1.0, top_k=6))
    (few,), (many,) = strict.match(["nursing assistant"]), loose.match(["nursing assistant"])
    assert len(many) == 6 and all(c["score"] >= 0.6 for c in few)
    scores = [c["score"] for c in many]
    assert scores == sorted(scores, reverse=True)
    assert many[0]["id"] == "occ2"


def test_fused_candidates_are_the_candidates_users_get_in_the_same_order(taxonomy_spec: str) -> None:
    # benchmarks (fit_title_reranker.py) study these: they must be what match() returns, before the curve
    m = TitleMatcher(taxonomy_spec, config=MatchConfig(min_score=-1.0, calibrate=False, top_k=4))
    titles = ["Sr. SW Eng. (m/w/d) - Python, Berlin", "nursing assistant", "acountant"]
    cleaned = [c.clean for c in m.clean_many(titles)]
    queries, cands = m.fused_candidates(cleaned, 4, raw=titles)
    shown = m.match(titles, top_k=4)
    assert queries[1] == "nursing assistant"
    for got, user in zip(cands, shown, strict=True):
        assert [m.index.concepts[ci].id for ci, _ in got[:4]] == [c["id"] for c in user]
        assert [round(s, 4) for _, s in got[:4]] == [c["score"] for c in user]


def test_fuzzy_only_needs_no_encoder(taxonomy_spec: str) -> None:
    m = TitleMatcher(taxonomy_spec, config=MatchConfig(use_semantic=False, min_score=0.6))
    assert m.encoder is None
    assert m.match(["truck drivers"])[0][0]["id"] == "occ4"


def test_description_skills_rerank(taxonomy_spec: str) -> None:
    m = TitleMatcher(taxonomy_spec, config=MatchConfig(min_score=-1.0, top_k=6, rerank_weight=0.3))
    plain = m.match(["engineer"])[0]
    reranked = m.match(["engineer"], descriptions=["Build data pipelines with Apache Spark and SQL."])[0]
    pos = lambda cands, cid: [c["id"] for c in cands].index(cid)  # noqa: E731
    assert pos(reranked, "occ6") <= pos(plain, "occ6")
    assert reranked[0]["id"] == "occ6"


class CountingEncoder:
    def __init__(self, inner) -> None:
        self.inner, self.model_id, self.dim, self.texts = inner, inner.model_id, inner.dim, 0

    def encode(self, texts, batch_size: int = 256) -> np.ndarray:
        self.texts += len(texts)
        return self.inner.encode(texts, batch_size)


def test_label_embeddings_cached_on_disk(taxonomy_spec: str, _private_cache: Path) -> None:
    from normalize.matching.encoder import default_encoder

    tx = load_taxonomy(taxonomy_spec)
    first = CountingEncoder(default_encoder())
    a = LabelIndex(tx).embeddings(first)
    path = LabelIndex(tx).cache_path(first)
    assert path.is_file() and path.parent == _private_cache
    second = CountingEncoder(default_encoder())
    b = LabelIndex(tx).embeddings(second)  # a fresh index (as in a new process) reads the file
    assert second.texts == 0
    np.testing.assert_array_equal(a, b)
    assert np.load(path, allow_pickle=False).shape == (len(LabelIndex(tx).labels), first.dim)


def test_skills_found_with_spans(taxonomy_spec: str) -> None:
    text = "You know Python and apache spark, and you write unit tests."
    (found,) = SkillExtractor(taxonomy_spec).extract([text])
    by_label = {f["label"]: f for f in found}
    python = by_label["Python"]
    assert python["score"] == 1.0 and text[slice(*python["span"])] == "Python"
    spark = by_label["Apache Spark"]
    assert text[slice(*spark["span"])].lower() == "apache spark"
    assert "unit testing" in by_label  # "unit tests" linked semantically
    assert all(f["score"] >= 0.7 for f in found)


def test_job_ad_boilerplate_is_not_a_skill() -> None:
    from normalize.matching.skills import extract_skills

    ad, duties = extract_skills(
        ["We are hiring! Salary: RM3,500. Requirements: B2B sales, negotiation.",
         "You will own recruiting and talent acquisition for our teams."],
        "builtin",
    )
    assert {"B2B sales", "Negotiation"} <= {m["label"] for m in ad}
    assert "Recruitment" not in {m["label"] for m in ad} and "Payroll" not in {m["label"] for m in ad}
    assert "Recruitment" in {m["label"] for m in duties}


def test_builtin_taxonomy_end_to_end() -> None:
    if not load_taxonomy("builtin").occupations:
        pytest.skip("builtin taxonomy not yet authored")
    # exact + fuzzy only: the semantic path is covered above on a small taxonomy (keeps the suite fast)
    matcher = TitleMatcher("builtin", config=MatchConfig(use_semantic=False, top_k=3))
    result = matcher.match(["Sr. SW Eng. (m/w/d) - Python, Berlin", "Registered Nurse"])
    assert "developer" in result[0][0]["label"].lower() or "engineer" in result[0][0]["label"].lower()
    assert result[1][0]["score"] == 1.0 and "nurse" in result[1][0]["label"].lower()


def test_cli_titles_and_skills_end_to_end(tmp_path: Path, taxonomy_spec: str) -> None:
    from normalize.cli import app

    source = tmp_path / "in.csv"
    pl.DataFrame(
        {
            "job": ["Programmer (m/f/d)", "Sr. Marketing Exec - London", None, "xqzv blorft kk", "Programmer (m/f/d)"],
            "text": ["Python and Java", "SEO and social media marketing", "", "nothing", "bookkeeping"],
        }
    ).write_csv(source)
    out = tmp_path / "out.parquet"
    runner = CliRunner()
    result = runner.invoke(
        app, ["titles", str(source), "-o", str(out), "--column", "job", "--taxonomy", taxonomy_spec, "--top-k", "2"]
    )
    assert result.exit_code == 0, result.output
    frame = pl.read_parquet(out)
    assert frame.height == 5 and frame["job"].to_list()[0] == "Programmer (m/f/d)"
    assert frame.schema["title_matches"] == pl.List(
        pl.Struct({"id": pl.String, "label": pl.String, "code": pl.String, "score": pl.Float32})
    )
    assert frame["title_clean"].to_list()[:2] == ["programmer", "marketing executive"]
    matches = frame["title_matches"].to_list()
    assert matches[0][0]["id"] == "occ1" and matches[0][0]["score"] == 1.0 and len(matches[0]) <= 2
    assert matches[1][0]["id"] == "occ3"
    assert matches[3] == []
    assert frame["title_seniority"].to_list()[1] == "senior"
    # the occupation-description option reaches the matcher; a taxonomy without descriptions ignores it
    described = tmp_path / "described.parquet"
    result = runner.invoke(app, ["titles", str(source), "-o", str(described), "--column", "job", "--taxonomy",
                                 taxonomy_spec, "--top-k", "2", "--occupation-description-weight", "0.3"])
    assert result.exit_code == 0, result.output
    assert pl.read_parquet(described)["title_matches"].to_list() == matches
    bad = runner.invoke(app, ["titles", str(source), "-o", str(described), "--column", "job",
                              "--occupation-description-weight", "2"])
    assert bad.exit_code == 2

    out2 = tmp_path / "skills.parquet"
    result = runner.invoke(
        app, ["skills", str(source), "-o", str(out2), "--column", "text", "--taxonomy", taxonomy_spec]
    )
    assert result.exit_code == 0, result.output
    skills = pl.read_parquet(out2)
    first = skills["skill_matches"].to_list()[0]
    assert {m["label"] for m in first} >= {"Python", "Java"}
    assert all(len(m["span"]) == 2 for m in first)

    bad = runner.invoke(app, ["titles", str(source), "-o", str(out), "--column", "nope"])
    assert bad.exit_code == 2 and "nope" in bad.output
    bad = runner.invoke(app, ["titles", str(source), "-o", str(out), "--column", "job", "--taxonomy", "esco:/no/where"])
    assert bad.exit_code == 2 and "does not exist" in bad.output


def test_title_stage_record_path(taxonomy_spec: str) -> None:
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.registry import create_stage

    pipe = Pipeline([Step(create_stage("title", {"taxonomy": taxonomy_spec}), ["title"], "title")])
    out = pipe.run_record({"title": "Lorry Driver (m/w/d)"})
    assert out["title_clean"] == "lorry driver"
    assert out["title_matches"][0]["id"] == "occ4" and out["_errors"] == []


def test_blank_titles_are_absent_in_every_title_output(taxonomy_spec: str) -> None:
    # a blank title is a missing one: title_clean, title_seniority and title_matches are null, as for null;
    # a title with no occupation words left after cleaning has a null title_clean (not "") and no match
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.registry import create_stage

    pipe = Pipeline([Step(create_stage("title", {"taxonomy": taxonomy_spec}), ["title"], "title")])
    frame = pipe.run(pl.DataFrame({"title": ["Lorry Driver", "", "   ", None, "(m/w/d)"]}))
    assert frame["title_clean"].to_list() == ["lorry driver", None, None, None, None]
    assert frame["title_seniority"].to_list()[1:] == [None] * 4
    matches = frame["title_matches"].to_list()
    assert matches[0][0]["id"] == "occ4" and matches[1:4] == [None, None, None] and matches[4] == []
    assert [pipe.run_record({"title": t})["title_clean"] for t in ("", " \t")] == [None, None]


def test_skill_ranking_puts_the_mentioned_skill_first(taxonomy_spec: str) -> None:
    extractor = SkillExtractor(taxonomy_spec)
    labels = [c.label for c in extractor.index.concepts]
    scores = extractor.score_matrix(["experience with apache spark clusters", "dressing wounds of patients"])
    assert scores.shape == (2, len(labels))
    assert labels[int(scores[0].argmax())] == "Apache Spark"
    assert labels[int(scores[1].argmax())] == "wound care"


def test_short_skill_labels_match_only_as_exact_case_sensitive_tokens() -> None:
    from normalize.matching.skills import extract_skills

    found = extract_skills(["Skills: R, Python and C", "nursing degree, 2+ years of experience, r&d"], "builtin")
    assert {"R", "Python", "C"} <= {m["label"] for m in found[0]}
    assert not {"R", "C"} & {m["label"] for m in found[1]}  # neither "r&d" nor any short phrase links to them


class _TableEncoder:
    """A stand-in encoder returning fixed unit vectors, so the scoring rule itself can be checked."""

    model_id = "table-encoder-test"
    dim = 2

    def __init__(self, angles: dict[str, float]) -> None:
        self.angles = angles

    def encode(self, texts: list[str]) -> np.ndarray:
        a = np.array([self.angles[t] for t in texts])
        return np.stack([np.cos(a), np.sin(a)], axis=1).astype(np.float32)


def test_one_loose_alternative_label_does_not_outrank_a_matching_preferred_label(tmp_path: Path) -> None:
    path = tmp_path / "occ.csv"
    path.write_text("id,label,alt_labels\nA,warehouse worker,python developer\nB,software developer,\n",
                    encoding="utf-8")
    index = LabelIndex(load_taxonomy(f"csv:{path}"))
    # cosine to the query: A's alternative label 0.95, A's preferred label 0.10, B's preferred label 0.90
    encoder = _TableEncoder({"python coder": 0.0, "python developer": np.arccos(0.95),
                             "warehouse worker": np.arccos(0.10), "software developer": -np.arccos(0.90)})
    from normalize.matching.retrieval import rank_concepts

    def ranked(weight: float) -> list[str]:
        config = MatchConfig(min_score=-1.0, use_fuzzy=False, preferred_weight=weight)
        return [index.concepts[ci].id for ci, _ in rank_concepts(index, ["python coder"], encoder, config)[0]]

    assert ranked(0.0) == ["A", "B"]  # best label alone: the loose alias wins
    assert ranked(MatchConfig().preferred_weight) == ["B", "A"]  # the default blend prefers B


def test_builtin_scores_are_probabilities_and_keep_the_ranking() -> None:
    from normalize.matching.calibration import calibration_for

    curve = calibration_for(load_taxonomy("builtin"))
    assert curve is not None and 0.5 < curve.threshold < 1.0
    titles = ["Warehouse Operative - Days", "Senior Data Analyst (m/w/d)", "Night Shift Care Assistant"]
    plain = TitleMatcher("builtin", config=MatchConfig(calibrate=False, min_score=-1.0, top_k=4)).match(titles)
    calibrated = TitleMatcher("builtin", config=MatchConfig(min_score=0.0, top_k=4)).match(titles)
    for before, after in zip(plain, calibrated, strict=True):
        assert [c["id"] for c in after] == [c["id"] for c in before]  # a monotone map: same order
        for b, a in zip(before, after, strict=True):
            expected = 1.0 if b["score"] == 1.0 else float(curve.probability(np.array([b["score"]]))[0])
            assert a["score"] == pytest.approx(expected, abs=2e-4)
    # the default threshold is the calibrated one: nothing answered below it
    for cands in TitleMatcher("builtin").match(titles):
        assert all(c["score"] >= curve.threshold for c in cands)


def test_titles_in_a_language_the_taxonomy_does_not_cover_abstain() -> None:
    matcher = TitleMatcher("builtin", config=MatchConfig(min_score=0.0, top_k=1))
    unread, read, mixed = matcher.match(["Eksekutif Pemasaran", "Marketing Executive", "DevOps инженер"])
    assert unread == []  # Indonesian: no guess ("Electrician" before)
    assert read[0]["label"] == "Marketing executive"
    assert mixed[0]["label"] == "DevOps engineer"  # one word the taxonomy knows is enough to read it
    anyway = TitleMatcher("builtin", config=MatchConfig(min_score=0.0, top_k=1, abstain_unreadable=False))
    assert anyway.match(["Eksekutif Pemasaran"])[0] != []


def test_description_weight_lets_an_occupation_description_lift_its_occupation(tmp_path: Path) -> None:
    path = tmp_path / "occ.csv"
    path.write_text("id,label\nA,sign maker\nB,security engineer\n", encoding="utf-8")
    plain = load_taxonomy(f"csv:{path}")
    described = copy.copy(plain)  # the loaded taxonomy is shared: describe a copy
    described.descriptions = {"A": "paints shop signs", "B": "secures logins and identities"}
    # cosine to the query: A's label 0.80, B's label 0.60; A's description 0.20, B's description 0.95
    encoder = _TableEncoder({"single sign-on engineer": 0.0, "sign maker": np.arccos(0.80),
                             "security engineer": -np.arccos(0.60), "sign maker: paints shop signs": np.arccos(0.20),
                             "security engineer: secures logins and identities": -np.arccos(0.95)})
    from normalize.matching.retrieval import rank_concepts

    def ranked(tx, weight: float) -> list[tuple[str, float]]:
        index = LabelIndex(tx)
        config = MatchConfig(min_score=-1.0, use_fuzzy=False, preferred_weight=0.0,
                             occupation_description_weight=weight)
        return [(index.concepts[ci].id, s) for ci, s in rank_concepts(index, ["single sign-on engineer"], encoder,
                                                                      config)[0]]

    assert [c for c, _ in ranked(described, 0.0)] == ["A", "B"]  # off by default: the label alone decides
    lifted = ranked(described, 0.5)
    assert [c for c, _ in lifted] == ["B", "A"]  # (0.60 + 0.5 * 0.95) / 1.5 beats (0.80 + 0.5 * 0.20) / 1.5
    assert dict(lifted)["B"] == pytest.approx((0.60 + 0.5 * 0.95) / 1.5, abs=1e-5)
    assert ranked(plain, 0.5) == ranked(plain, 0.0)  # a taxonomy without descriptions ignores the weight
