"""The unicode stage: each fix does its job, says it fired, and leaves clean text alone."""

from __future__ import annotations

import time

import pytest

from normalize.stages.unicode import UnicodeConfig, UnicodeStage, fix_and_explain, fix_text


@pytest.mark.parametrize(
    ("raw", "expected", "rule"),
    [
        ("Registered Nurse â€“ Night Shift", "Registered Nurse – Night Shift", "fix_mojibake"),
        ("cafÃ© manager", "café manager", "fix_mojibake"),
        ("Ｄａｔａ Ａｎａｌｙｓｔ", "Data Analyst", "fullwidth_to_ascii"),
        ("Python\u200b developer\ufeff", "Python developer", "remove_invisible"),
        ("pay \u202eevil\u202c here", "pay evil here", "remove_invisible"),
        ("<p>Senior <b>Engineer</b></p>", "Senior Engineer", "strip_html"),
        ("R&amp;D &lt;lab&gt;", "R&D <lab>", "strip_html"),
        ("Rеact Developer", "React Developer", "fold_confusables"),  # Cyrillic е
        ("Pythоn", "Python", "fold_confusables"),  # Cyrillic о
        ("ΑΡΙ engineer", "ΑΡΙ engineer", None),  # all-Greek word: not folded (no Latin letter in it)
        ("  lots\u00a0of\t\tspace  ", "lots of space", "fold_whitespace"),
        ("Cafe\u0301", "Café", "normalize_nfc"),
    ],
)
def test_each_fix(raw: str, expected: str, rule: str | None) -> None:
    text, steps = fix_and_explain(raw)
    assert text == expected
    if rule:
        assert rule in steps
    else:
        assert "fold_confusables" not in steps


def test_clean_text_is_untouched_and_explains_nothing() -> None:
    for text in ["Senior Data Engineer", "Buchhalter (m/w/d) in München", "بەرهەمەکانی", "東京のエンジニア"]:
        assert fix_and_explain(text) == (text, [])


def test_joiners_kept_by_default_and_removable() -> None:
    persian = "می\u200cخواهم"  # ZWNJ is part of Persian orthography
    assert fix_text(persian) == persian
    assert fix_text(persian, UnicodeConfig(keep_joiners=False)) == "میخواهم"


def test_nfkc_option_folds_compatibility_forms() -> None:
    assert fix_text("ﬁnance ①", UnicodeConfig(normalization="NFKC")) == "finance 1"
    assert fix_text("①", UnicodeConfig(normalization="NFC")) == "①"


def test_newlines_kept_for_key_value_lines_unless_disabled() -> None:
    raw = "Salary:  50k \r\n\r\n\r\nLocation:\tBerlin"
    assert fix_text(raw) == "Salary: 50k\nLocation: Berlin"
    assert fix_text(raw, UnicodeConfig(keep_newlines=False)) == "Salary: 50k Location: Berlin"


def test_control_characters_removed_but_tabs_and_newlines_survive_folding() -> None:
    assert fix_text("a\x00b\x07c\nd", UnicodeConfig(fold_whitespace=False)) == "abc\nd"


def test_stage_batch_keeps_nulls_and_reports_truncation() -> None:
    stage = UnicodeStage(UnicodeConfig(max_chars=10))
    batch = stage.process([None, "ok", "x" * 50])
    assert batch.fields["norm"] == [None, "ok", "x" * 10]
    assert batch.errors[0] is None and batch.errors[1] is None
    assert "truncated" in batch.errors[2]


@pytest.mark.parametrize(
    "hostile",
    ["<a" * 300_000, "&#" * 300_000, "<" + "a" * 1_000_000, "\u202e" * 500_000, "а" * 1_000_000 + "a"],
)
def test_hostile_megabyte_inputs_finish_quickly(hostile: str) -> None:
    started = time.perf_counter()
    fix_text(hostile)
    assert time.perf_counter() - started < 5.0
