"""E-mail addresses written without a plain "@" (pii26): "(at)"/"[at]"/"(@)" in place of the sign, and an "@" that
opens a bold run after the local part. All addresses here are made up."""

from __future__ import annotations

import pytest

from normalize.attributes.contacts import find_emails
from normalize.attributes.pii import mask_pii


@pytest.mark.parametrize("written", ["kim.lee(at)example-jobs.de", "kim.lee[at]example-jobs.de",
                                     "kim.lee[AT]example-jobs.de", "kim.lee (@) example-jobs.de"])
def test_an_address_with_the_at_sign_written_out_is_found_and_masked(written):
    text = f"Bewerbungen bitte an {written}. Wir freuen uns."
    assert [x["value"] for x in find_emails(text)] == ["kim.lee@example-jobs.de"]
    assert mask_pii(text) == "Bewerbungen bitte an [EMAIL]. Wir freuen uns."


def test_an_address_split_from_its_at_sign_by_bold_marks_is_found_and_masked():
    text = "Call **Robin** or write to robin **@example-recruit.com** today."
    (found,) = find_emails(text)
    assert found["value"] == "robin@example-recruit.com"
    assert text[slice(*found["span"])] == "robin **@example-recruit.com"
    assert "robin" not in mask_pii(text).replace("**Robin**", "")


def test_a_bold_domain_after_an_ordinary_word_is_no_address():
    text = "Our recruiters write only from an address of **@example-recruit.com** and never ask for fees."
    assert find_emails(text) == []


def test_written_out_and_plain_addresses_come_in_text_order():
    text = "Write to ana@example.org or to kim(at)example.de."
    assert [x["value"] for x in find_emails(text)] == ["ana@example.org", "kim@example.de"]
