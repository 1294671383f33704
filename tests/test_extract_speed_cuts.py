"""ext31's exact speed cuts of ``extract``: each rewritten pattern or added gate answers as the form it replaced."""

import re
from itertools import product

from normalize.attributes import extract
from normalize.attributes.places import _POSTCODE_LIKE

# the postcode pattern as it was written before (opened by its look-behind: tried at every offset of every text)
_POSTCODE_LIKE_BEFORE = re.compile(r"(?<!\d)\d{4,5} [A-ZÀ-Ý]")


def test_postcode_pattern_finds_what_the_look_behind_form_found():
    heads = ["", "x", "5", " ", "A-", "Ganzjahresstelle", "\n", "٣"]
    runs = ["1", "123", "4563", "12345", "123456", "٤٥٦٣", "1234567", "45 63"]
    tails = [" Micheldorf", " micheldorf", "  Wien", " Évian", " Ära", "", "\nGraz", " É 1234 Linz"]
    for head, run, tail in product(heads, runs, tails):
        text = f"{head}{run}{tail}"
        assert [m.span() for m in _POSTCODE_LIKE.finditer(text)] == [
            m.span() for m in _POSTCODE_LIKE_BEFORE.finditer(text)], repr(text)


def test_a_town_after_a_postcode_is_still_read_without_a_market():
    def towns(text):
        return [(loc["city"], loc["country"]) for loc in extract(text)["locations"]]

    # (no cue before the town: read only after its postcode)
    assert towns("Verkauf | 6830 Rankweil") == [("Rankweil", "AT")]
    assert towns("Dorfstrasse 12 4563 Micheldorf") == [("Micheldorf", "AT")]
    assert towns("Hauptstrasse 5 6281 Hochdorf") == [("Hochdorf", "CH")]
    assert towns("Verkauf | 123456 Rankweil") == []


def test_every_written_at_mark_holds_a_bracket():
    # (find_written_emails asks for a bracket before it searches the marks)
    from normalize.attributes.contacts import _BRACKET_MARKS, find_written_emails

    assert all("(" in mark or "[" in mark for mark in _BRACKET_MARKS)
    assert [x["value"] for x in find_written_emails("Mail info(at)acme.de or jo [AT] acme.se")] == ["info@acme.de", "jo@acme.se"]
    assert find_written_emails("Mail info at acme.de") == []
