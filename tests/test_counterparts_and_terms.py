"""A counterpart's job title and the job's terms name no skill asked of the worker (normalize/matching/counterparts.py,
normalize/matching/work_terms.py; skills40)."""

from __future__ import annotations

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.counterparts import counterpart_ranges
from normalize.matching.skills import SkillExtractor
from normalize.matching.work_terms import work_terms_ranges

# invented ad lines of the shapes read on the corpus: a manager the worker reports to or assists, a schedule header,
# a permit held; each (text, label of the link, switch that drops it)
DROPPED = [
    ("Warehouse clerk. Count stock and file delivery notes; assists the Project Manager with weekly plans.",
     "project management", "counterpart_roles"),
    ("Ward nurse. Give medicines, keep charts and notify the Risk Manager of any fall on the ward.",
     "risk management", "counterpart_roles"),
    ("Care assistant for a day centre.\n**Work Shift**\nDays, Monday to Friday.\nHelp residents wash and dress.",
     "work in shifts", "work_terms"),
    ("Kitchen assistant. Wash dishes and prepare vegetables. Candidates must hold a valid work permit.",
     "apply for work permits", "work_terms"),
]


@pytest.fixture(scope="module")
def extractor() -> SkillExtractor:
    return SkillExtractor("esco")


def _labels(extractor: SkillExtractor, text: str, **switches: bool) -> set[str]:
    if switches:
        extractor = SkillExtractor("esco", config=SkillConfig(**switches))
    return {m["label"] for m in extractor.extract([text])[0]}


@pytest.mark.parametrize(("text", "label", "switch"), DROPPED)
def test_a_counterparts_title_or_the_jobs_terms_link_no_skill(extractor, text: str, label: str, switch: str) -> None:
    assert label not in _labels(extractor, text)
    assert label in _labels(extractor, text, **{switch: False})  # the switch off: the words link it


def test_the_workers_own_title_and_dealing_keep_their_links() -> None:
    assert counterpart_ranges("Five years of experience as a Project Manager.") == []
    assert counterpart_ranges("We are seeking a Risk Manager to join the bank.") == []
    assert counterpart_ranges("Lead a team of project managers across two sites.") == []
    assert counterpart_ranges("Report to the line manager.") == []  # no field named


def test_the_counterpart_range_is_the_title_after_the_dealing_words() -> None:
    text = "Liaise with engineers and Quality Assurance Managers daily."
    assert [text[a:b] for a, b in counterpart_ranges(text)] == ["Quality Assurance Managers"]
    text = "* Assists Project Manager in scope changes"
    assert [text[a:b] for a, b in counterpart_ranges(text)] == ["Project Manager"]


def test_a_willingness_to_work_shifts_and_a_duty_done_to_permits_are_no_terms() -> None:
    assert work_terms_ranges("Ability to work rotating shifts, nights and weekends.") == []
    assert work_terms_ranges("Issue and track work permits for contractors each morning.") == []
    text = "PHYSICAL DEMANDS AND WORKING CONDITIONS:\nLift up to 20 kg."
    assert [text[a:b].strip(" :") for a, b in work_terms_ranges(text)] == ["PHYSICAL DEMANDS AND WORKING CONDITIONS"]
    text = "**Working Conditions and Physical Demands**\nStand for long periods."
    assert [text[a:b].strip(" *") for a, b in work_terms_ranges(text)] == ["Working Conditions and Physical Demands"]
