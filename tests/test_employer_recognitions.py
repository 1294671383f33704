"""The employer's recognitions name no skill (employer_offers.employer_recognition_ranges; skills43)."""

from __future__ import annotations

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.employer_offers import employer_recognition_ranges
from normalize.matching.skills import SkillExtractor

# invented ads: a hospital's rankings and awards in a ward nurse's ad, a software firm's award in a tester's ad; each
# asks for something else in its own lines
RECOGNITIONS = [
    ("Ward nurse for the medical unit. You will give medicines and keep patient records.\n"
     "Our hospital won two national prizes and three awards for orthopaedics.", "orthopaedics"),
    ("Night nurse wanted for the surgical ward. Requirements: a nursing licence and BLS.\n"
     "Lakeside General is ranked first in the state for dermatology.", "dermatology"),
    ("Software tester: write test cases and report defects.\n"
     "Brightfield has received three industry awards for its accounting software.", "accounting"),
]


@pytest.fixture(scope="module")
def extractors() -> tuple[SkillExtractor, SkillExtractor]:
    return SkillExtractor("esco"), SkillExtractor("esco", config=SkillConfig(employer_recognitions=False))


def _labels(extractor: SkillExtractor, text: str) -> set[str]:
    return {m["label"] for m in extractor.extract([text])[0]}


@pytest.mark.parametrize(("text", "label"), RECOGNITIONS)
def test_a_sentence_on_the_employers_recognitions_links_no_skill(extractors, text: str, label: str) -> None:
    on, off = extractors
    assert label not in _labels(on, text)
    assert label in _labels(off, text)  # the switch off: the employer's own line links it


def test_the_workers_own_lines_are_not_recognitions() -> None:
    assert employer_recognition_ranges("Graduate of an accredited nursing programme.") == []
    assert employer_recognition_ranges("Recognises and responds to emergencies in a designated time frame.") == []
    assert employer_recognition_ranges("The nurse is the designated lead for infection control.") == []
    # a sentence naming the worker or the role keeps its links
    assert employer_recognition_ranges("Our clinic is ranked first, and you will run its dermatology list.") == []
    assert employer_recognition_ranges("Applicants must be certified as first aiders.") == []
