"""spaCy components hrnorm_attributes and hrnorm_skills: spans and Doc extensions a user reads."""

from __future__ import annotations

import pytest

spacy = pytest.importorskip("spacy")

TEXT = ("Senior Python developer in Berlin, DE. Salary 60.000-70.000 EUR p.a. Remote possible. "
        "Email jobs@acme.com. We need SQL and project management.")


@pytest.fixture(scope="module")
def factories():
    pytest.importorskip("normalize.attributes.extraction")
    pytest.importorskip("normalize.matching.skills")
    import normalize.spacy_factories as factories

    return factories


def test_attributes_component_sets_spans_and_extension(factories) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("hrnorm_attributes", config={"country": "DE"})
    doc = nlp(TEXT)
    found = {(s.text, s.label_) for s in doc.spans["hrnorm_attributes"]}
    assert {("60.000-70.000 EUR", "SALARY"), ("Berlin, DE", "LOCATION"), ("jobs@acme.com", "EMAIL")} <= found
    assert doc._.hrnorm_attributes["salary"]["currency"] == "EUR"
    assert doc._.hrnorm_attributes["salary"]["annual_min"] == 60000
    assert doc._.hrnorm_attributes["locations"][0]["city"] == "Berlin"
    empty = nlp("")
    assert list(empty.spans["hrnorm_attributes"]) == [] and empty._.hrnorm_attributes["salary"] is None


def test_skills_component_links_spans_to_taxonomy_ids_in_batches(factories) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("hrnorm_skills", config={"taxonomy": "builtin", "use_semantic": False, "top_k": 5})
    doc = nlp(TEXT)
    spans = {(s.text, s.label_, s.kb_id_) for s in doc.spans["hrnorm_skills"]}
    assert ("SQL", "SKILL", "skill:sql") in spans and ("Python", "SKILL", "skill:python") in spans
    assert all(item["score"] == 1.0 for item in doc._.hrnorm_skills)  # exact label hits only
    docs = list(nlp.pipe(["Python and SQL", "nothing relevant here", ""], batch_size=2))
    assert [[s.text for s in d.spans["hrnorm_skills"]] for d in docs] == [["Python", "SQL"], [], []]
