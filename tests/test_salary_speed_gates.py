"""The cheap tests that spare pay's pattern scans (ext29) answer yes wherever the pattern they guard can match."""

from itertools import product

from normalize.attributes.currencies import local_sign_after
from normalize.attributes.money import find_money
from normalize.attributes.salary import _last_stop
from normalize.attributes.salary_ranges import _SCALE_LABEL, _may_end_label, pay_amounts

# every label form _SCALE_LABEL reads, in several cases, and words that are no label
_LABELS = ["band", "Bands", "SCALE", "grade", "Grades", "level", "Step", "LSI", "spine point", "Spine  Point", "point",
           "tier", "Stufe", "Entgeltgruppe", "EG", "fwg", "APS", "group", "Gruppe", "EL", "gs", "TV-L", "tvl", "TVöD",
           "tvod", "E", "a", "pay grade", "NHS Band", "AfC band", "coef", "Coeff", "coefficient", "indice", "échelon",
           "Echelon", "ſcale", "grade code", "Grade  Code"]
_OTHERS = ["up to", "salary", "upgrade", "bandwidth", "3a", "_a", "x", "€", "(", "entgeltgruppenwechsel", "Kategorie"]
_GAPS = ["", " ", ": ", ":", "-", " #", ". ", "\n", " \n", "  \n", "\t", "\u00a0", "   ", " , "]
_BEFORE = ["", "Pay ", "the ", "x", "(", "uitbetaald in ", "9"]


def test_label_gate_says_yes_wherever_the_pattern_reads_a_label():
    for before, word, gap in product(_BEFORE, _LABELS + _OTHERS, _GAPS):
        head = f"{before}{word}{gap}"
        text = f"{head}6 pay"
        if _SCALE_LABEL.search(text, max(0, len(head) - 20), len(head)):
            assert _may_end_label(text, len(head)), repr(head)


def test_label_gate_says_no_after_other_words_and_marks():
    for head in ["up to ", "(", "$", "salary: ", "upgrade ", "2024 - "]:
        assert not _may_end_label(f"{head}6", len(head)), head


def test_a_pay_scale_label_is_still_no_amount():
    values = [m.value for m in pay_amounts("Band 6 role, pay from £30,000", None, 20)]
    assert values == [30000]
    values = [m.value for m in pay_amounts("Entgeltgruppe 9: up to 4.000 €", None, 20)]
    assert values == [4000]


def test_local_sign_after_a_number_is_still_read():
    assert local_sign_after("3500 RM a month", 4, "MY") is not None
    assert local_sign_after("3500  RM", 4, "MY") is not None
    assert local_sign_after("50 days of leave", 2, "MY") is None
    assert local_sign_after("50   RM", 2, "MY") is None  # (three spaces: too far)


def test_a_currency_name_before_or_after_a_number_is_still_read():
    assert [m.currency for m in find_money("a bonus of US dollars 500 each")] == ["USD"]
    assert [m.currency for m in find_money("paid 500 euros a week")] == ["EUR"]
    assert [m.currency for m in find_money("room 500 of the tower")] == [None]


def test_the_last_stop_skips_an_abbreviation_dot():
    text = "We pay well. Pay mtl. 2.500"
    assert _last_stop(text, 0, len(text)) == text.index(". ")
