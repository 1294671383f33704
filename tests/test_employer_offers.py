"""What the employer offers its own clients names no skill (normalize/matching/employer_offers.py; skills37)."""

from __future__ import annotations

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.employer_offers import employer_offer_ranges
from normalize.matching.skills import SkillExtractor

# invented ads of the shapes read on the corpus: a clinic's specialties in a nurse's ad, a firm's products in an
# analyst's ad; each asks for something else in its own lines
OFFERS = [
    ("Night nurse for the surgical ward. Requirements: a nursing licence and BLS.\n"
     "Our clinic provides dermatology and sleep medicine.", "dermatology"),
    ("Ward nurse wanted for the medical unit. You will give medicines and keep patient records.\n"
     "The centre offers hip surgery, orthopaedics and a sleep clinic.", "orthopaedics"),
    ("Data analyst: build reports in SQL.\nOur products include bookkeeping apps for small shops and accounting firms.",
     "accounting"),
]


@pytest.fixture(scope="module")
def extractors() -> tuple[SkillExtractor, SkillExtractor]:
    return SkillExtractor("esco"), SkillExtractor("esco", config=SkillConfig(employer_offers=False))


def _labels(extractor: SkillExtractor, text: str) -> set[str]:
    return {m["label"] for m in extractor.extract([text])[0]}


@pytest.mark.parametrize(("text", "label"), OFFERS)
def test_a_sentence_on_what_the_employer_offers_links_no_skill(extractors, text: str, label: str) -> None:
    on, off = extractors
    assert label not in _labels(on, text)
    assert label in _labels(off, text)  # the switch off: the employer's own line links it


def test_a_sentence_that_asks_something_of_the_worker_keeps_its_links() -> None:
    assert employer_offer_ranges("Our clinic offers dermatology, and you will assist the skin doctors.") == []
    assert employer_offer_ranges("The shift lead will build a calm team on the ward, where we provide respite care.") == []
    assert employer_offer_ranges("The programme offers the chance and the opportunity to run audits.") == []
    # the benefits heading is not the employer's offer to its clients
    assert employer_offer_ranges("What we offer: a pension and a gym.") == []


def test_the_range_is_the_sentence_of_the_offer_only() -> None:
    text = "Requirements: BLS.\nWe are a certified burns unit and provide renal dialysis."
    (start, end), = employer_offer_ranges(text)
    assert text[start:end].strip().startswith("We are a certified") and "Requirements" not in text[start:end]
