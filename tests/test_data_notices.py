"""The employer's notice on the applicant's data names no skill (normalize/matching/data_notices.py; skills22)."""

from __future__ import annotations

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.data_notices import data_notice_ranges
from normalize.matching.skills import SkillExtractor

# invented lines of the notices' shapes: a privacy line in the employer's voice, a hard-wrapped controller notice,
# a platform's responsibility notice
NOTICES = [
    "Responsibilities: build dashboards in SQL for the finance team.\nWe care about your trust. Security of your "
    "data is a top concern at Examplecorp.",
    "Requirements: fluent English and SQL.\nPrivacy\nYour personal data will be handled by the hiring firm as the "
    "controller\n under the data privacy laws that apply there.",
    "Notice regarding responsibility and data processing: the vacancies on this site are offered by the subsidiary "
    "only.",
]


@pytest.fixture(scope="module")
def extractors() -> tuple[SkillExtractor, SkillExtractor]:
    return SkillExtractor("esco"), SkillExtractor("esco", config=SkillConfig(data_notices=False))


def _labels(extractor: SkillExtractor, text: str) -> set[str]:
    return {m["label"] for m in extractor.extract([text])[0]}


@pytest.mark.parametrize("text", NOTICES)
def test_a_notice_on_the_applicants_data_links_no_skill(extractors, text: str) -> None:
    on, off = extractors
    data_skills = {"data protection", "digital data processing"}
    assert not _labels(on, text) & data_skills
    assert _labels(off, text) & data_skills  # the switch off: the notice's words link them


def test_the_wrapped_line_of_a_notice_belongs_to_it_and_the_job_lines_before_it_do_not() -> None:
    text = NOTICES[1]
    (start, end), = data_notice_ranges(text)
    assert text[start:end].strip().startswith("Your personal data") and text[start:end].rstrip().endswith("there.")
    assert data_notice_ranges("Requirements: fluent English.\nWe offer a bonus\n and a car.") == []


def test_a_duty_or_a_requirement_about_data_protection_keeps_its_links(extractors) -> None:
    on, _ = extractors
    duty = ("Duties include:\n* greeting guests at the front desk\n* keeping office records in line with company "
            "policies and data protection regulations (GDPR)")
    assert {"data protection", "GDPR"} <= _labels(on, duty)
    asked = "Requirements: knowledge of the Data Protection Act and experience with data protection impact assessments."
    assert "data protection" in _labels(on, asked)
