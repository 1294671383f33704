"""Recall-first masking (issue 24 item 1): a digit run shaped like a phone number is masked in any market unless it is
clearly something else. All numbers here are made up."""

from __future__ import annotations

import re

import pytest

from normalize.attributes.pii import mask_pii


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def test_an_international_number_broken_across_a_line_is_masked_whole():
    masked = mask_pii("Fragen? Wir sind erreichbar unter +49 30 /\n901 820 44 oder per Post.")
    assert masked == "Fragen? Wir sind erreichbar unter [PHONE] oder per Post."


def test_a_labelled_national_number_broken_across_a_line_is_masked_whole():
    assert mask_pii("Contact number: 6123\n4567") == "Contact number: [PHONE]"


def test_every_occurrence_of_a_number_is_masked_also_in_another_form():
    text = "Reach the desk on +44 20 7946 0321. Office line repeated below:\n020 7946 0321 / 0207 946 0321"
    masked = mask_pii(text)
    assert "7946" not in masked and "946" not in masked
    assert masked.count("[PHONE]") == 3


def test_an_unlabelled_number_of_no_given_market_is_masked():
    assert mask_pii("Send questions to the team or 555\\-014\\-2398\\.") == "Send questions to the team or [PHONE]\\."
    assert mask_pii("Spain office 912 345 678 weekdays") == "Spain office [PHONE] weekdays"


def test_a_number_run_into_a_capitalised_word_is_masked():
    assert mask_pii("Phone: 555-\n014-2398Job Description") == "Phone: [PHONE]Job Description"


def test_an_address_glued_to_a_number_is_hidden_with_it():
    masked = mask_pii("Fax: (555) 014-2398Jo.doe@example.org")
    assert "@" not in masked and not _digits(masked)


@pytest.mark.parametrize("text", [
    "Start 01.02.2026, contract 2024 - 2026, period 03/2025-11/2026.",
    "Budget COP 1.500.000 per month, or 2 500 000 KZT, or 1.250.000 € a year.",
    "Growth of 12345678 % over the plan.",
    "A site of 1 200 000 m² with 2 500 000 users.",
    "Requires firmware version 10.20.30.4 or later.",
    "Shift 0700 - 1930 and (08.00-16.30), rota 5/2 8.30-17.30.",
    "Under resolution 0514/2016 and edital 481/2025.",
    "Office: Rua Exemplo 10, 01234-567 Cidade.",
    "Musterweg 12 10115 Musterstadt.",
    "Springfield, IL 62704\\-1234.",
    "Programme grant No. 41001362, 42177319.",
    "Valid until 20270901 for this intake.",
    "FTE: 0.900000 | Status: Full Time",
    "Posting period 12/17/25\\-12/26/25, pay 35.000 - 45.000 gross, hours 8-00 - 16-40.",
    "Under Regulation (EU) 2016/679, lines of 110/220/400 kV, a 30/60/90/180\\-day plan, essays of 4500-5400 words.",
])
def test_dates_amounts_measures_versions_times_and_reference_numbers_stay(text):
    assert mask_pii(text) == text


def test_a_posting_reference_stays_everywhere_once_labelled_but_a_phone_cue_overrules_a_label():
    text = "Nurse 25012345\n\nRequisition ID: 25012345\nReference / Tel. 0171 2345678"
    assert mask_pii(text) == "Nurse 25012345\n\nRequisition ID: 25012345\nReference / Tel. [PHONE]"


def test_a_date_after_a_phone_cue_stays_and_ids_keep_their_placeholder():
    assert mask_pii("Contact us before 2024-05-01 for details") == "Contact us before 2024-05-01 for details"
    assert mask_pii("SSN 536-90-4399") == "SSN [ID]"


def test_parentheses_around_a_number_stay_outside_the_placeholder():
    assert mask_pii("Herr Muster (Tel.: +49 (0) 30 901820)") == "Herr Muster (Tel.: [PHONE])"
    assert mask_pii("Büro (0301 2345678).") == "Büro ([PHONE])."


def test_extract_phones_stay_precise():
    from normalize.attributes import extract

    assert extract("Requisition 25012345 opens 0700 - 1930.", None)["phones"] == []


def test_extract_reads_each_occurrence_of_a_number_read_once():
    from normalize.attributes import extract

    text = "Call +44 20 7946 0321 today. The office line again: 020 7946 0321."
    phones = extract(text, None)["phones"]
    assert [(p["value"], text[p["span"][0]:p["span"][1]]) for p in phones] == [
        ("+442079460321", "+44 20 7946 0321"), ("+442079460321", "020 7946 0321")]


def test_extract_reads_a_number_written_twice_in_one_run_whole_both_times():
    from normalize.attributes import extract

    text = "Tel. +49 69 901 8204 11 / 069 901 8204 11 (Zentrale)"
    phones = extract(text, None)["phones"]
    assert [(p["value"], text[p["span"][0]:p["span"][1]]) for p in phones] == [
        ("+4969901820411", "+49 69 901 8204 11"), ("+4969901820411", "069 901 8204 11")]


def test_extract_reads_an_international_number_broken_after_a_slash():
    from normalize.attributes import extract

    text = "Telefon: +49 69 /\n901 8204 11"
    assert [p["value"] for p in extract(text, None)["phones"]] == ["+4969901820411"]
