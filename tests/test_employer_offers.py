"""What the employer offers its own clients names no skill (normalize/matching/employer_offers.py; skills37)."""

from __future__ import annotations

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.employer_offers import employer_offer_ranges
from normalize.matching.skills import SkillExtractor

# invented ads of the shapes read on the corpus: a hospital's specialties in a nurse's ad, a firm's products in an
# analyst's ad; each asks for something else in its own lines
OFFERS = [
    ("Staff nurse, night shift. Requirements: a current nursing licence and BLS.\n"
     "Our facility provides comprehensive cardiology services.", "cardiology"),
    ("Ward nurse wanted for our medical unit. You will give medicines and keep patient records.\n"
     "The hospital also offers orthopedics, stroke care and a maternity unit.", "orthopaedics"),
    ("Data analyst: build reports in SQL.\nOur products include software for tax and accounting professionals.",
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
    assert employer_offer_ranges("Our clinic offers cardiology, and you will assist the cardiologists.") == []
    assert employer_offer_ranges("The lead will foster teamwork in our unit, where we provide skilled nursing.") == []
    assert employer_offer_ranges("This program offers the opportunity to lead projects at system level.") == []
    # the benefits heading is not the employer's offer to its clients
    assert employer_offer_ranges("What we offer: a pension and a gym.") == []


def test_the_range_is_the_sentence_of_the_offer_only() -> None:
    text = "Requirements: BLS.\nWe're an accredited stroke centre and provide neonatal intensive care."
    (start, end), = employer_offer_ranges(text)
    assert text[start:end].strip().startswith("We're an accredited") and "Requirements" not in text[start:end]
