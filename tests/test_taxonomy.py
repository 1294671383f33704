"""Taxonomy loaders: ESCO and O*NET releases (shared data), user CSV, builtin; clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from normalize.matching.taxonomy import TaxonomyError, load_taxonomy, normalize_label


def test_esco_release_counts(shared_data: Path) -> None:
    folder = shared_data / "esco_v1.1.1"
    if not folder.is_dir():
        pytest.skip("ESCO release not present")
    tx = load_taxonomy(f"esco:{folder}")
    assert len(tx.occupations) == 3007
    assert len(tx.skills) == 13896
    assert sum(len(v) for v in tx.relations.values()) == 123855
    by_label = {c.label: c for c in tx.occupations}
    director = by_label["technical director"]
    assert director.isco08 == director.code == "2654"
    assert "head of technical" in director.alt_labels  # newline-separated cell split into labels
    essential = tx.skills_of(director.id, essential_only=True)
    assert essential and all(tx.get(s).kind == "skill" for s in essential)
    assert load_taxonomy(f"esco:{folder}") is tx  # cached in-process


def test_onet_release_counts(shared_data: Path) -> None:
    folder = shared_data / "onet_29_2"
    if not folder.is_dir():
        pytest.skip("O*NET release not present")
    tx = load_taxonomy(f"onet:{folder}")
    assert len(tx.occupations) == 1016
    ceo = tx.get("11-1011.00")
    assert ceo.label == "Chief Executives" and ceo.code == "11-1011.00"
    assert "CEO" in ceo.alt_labels and "Agency Owner" in ceo.alt_labels  # short and alternate titles
    assert len(tx.skills) == 8768  # distinct technology names of Technology Skills.txt
    assert sum(len(v) for v in tx.relations.values()) == 32627


def test_csv_loader_splits_alt_labels(tmp_path: Path) -> None:
    path = tmp_path / "mine.csv"
    path.write_text(
        'id,label,alt_labels\n'
        'a1,data scientist,"ML engineer|machine learning scientist"\n'
        'a2,baker,"pastry baker\nbread maker"\n'
        ',no id,\n',
        encoding="utf-8",
    )
    tx = load_taxonomy(f"csv:{path}")
    assert [c.id for c in tx.occupations] == ["a1", "a2"]
    assert tx.get("a1").alt_labels == ("ML engineer", "machine learning scientist")
    assert tx.get("a2").labels == ("baker", "pastry baker", "bread maker")


def test_csv_loader_kinds_and_inline_skills(tmp_path: Path) -> None:
    path = tmp_path / "mixed.csv"
    path.write_text(
        "id,label,alt_labels,kind,skills\n"
        "s1,Python,python programming,skill,\n"
        "o1,software developer,programmer,occupation,Python|unit testing\n",
        encoding="utf-8",
    )
    tx = load_taxonomy(f"csv:{path}")
    assert [c.id for c in tx.skills][:1] == ["s1"]
    related = tx.skills_of("o1")
    assert related[0] == "s1"  # a skill named by label resolves to its id
    assert tx.get(related[1]).label == "unit testing"  # an unknown one becomes a new skill concept


def test_builtin_loads() -> None:
    tx = load_taxonomy("builtin")
    if not tx.occupations:
        pytest.skip("builtin taxonomy not yet authored")
    assert len(tx.occupations) >= 300
    assert all(c.label for c in tx.occupations)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("esco:/nonexistent/dir", "does not exist"),
        ("onet:/nonexistent/dir", "does not exist"),
        ("csv:/nonexistent/file.csv", "does not exist"),
        ("wikidata:Q1", "unknown taxonomy spec"),
        ("esco:", "expected esco:DIR"),
    ],
)
def test_bad_specs_fail_clearly(spec: str, message: str) -> None:
    with pytest.raises(TaxonomyError, match=message):
        load_taxonomy(spec)


def test_missing_file_and_column_are_named(tmp_path: Path) -> None:
    with pytest.raises(TaxonomyError, match="occupations_en.csv"):
        load_taxonomy(f"esco:{tmp_path}")
    bad = tmp_path / "bad.csv"
    bad.write_text("code,name\n1,x\n", encoding="utf-8")
    with pytest.raises(TaxonomyError, match=r"missing column\(s\) \['id', 'label'\]"):
        load_taxonomy(f"csv:{bad}")


def test_normalize_label_keeps_programming_symbols() -> None:
    assert normalize_label("  C++  Developer ") == "c++ developer"
    assert normalize_label("Sales/Marketing-Manager") == "sales marketing manager"
