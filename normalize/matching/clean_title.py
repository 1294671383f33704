"""Job-title cleaning: strip what is not the occupation, move seniority and employment type to their own fields.

``clean_title("Sr. SW Eng. (m/w/d) - Python, Berlin")`` gives ``clean="software engineer python"``,
``seniority="senior"``. The rules are hand-written small functions (one concern each) because no library
covers job-board title noise; every regex uses bounded repeats or simple character classes so that it runs
in linear time (tested on 1 MB adversarial strings). This module runs the steps in order; each concern
lives in its own module: ``title_fragments`` (pictographs, gender markers, requisition ids, shifts, hiring
noise), ``title_facets`` (pay, employment type, seniority: asks the attribute engines), ``title_places``,
``title_abbreviations``.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass, field

from normalize.matching.title_abbreviations import expand_abbreviations
from normalize.matching.title_facets import (
    extract_employment_type,
    extract_seniority,
    remove_salary,
    title_level,
)
from normalize.matching.title_fragments import (
    remove_applicant_requirements,
    remove_contract_length,
    remove_dates,
    remove_employer_names,
    remove_gender_markers,
    remove_noise,
    remove_requisition_ids,
    remove_shifts,
    remove_store_chains,
    strip_emojis,
)
from normalize.matching.title_places import remove_locations

__all__ = ["CleanTitle", "clean_title", "SENIORITY_LEVELS", "EMPLOYMENT_TYPES"]

SENIORITY_LEVELS = ("intern", "junior", "mid", "senior", "lead", "manager", "director", "executive")
EMPLOYMENT_TYPES = ("full_time", "part_time", "contract", "temporary", "internship")


@dataclass
class CleanTitle:
    """Result of ``clean_title``: the occupation words, plus what was moved out or removed (for explain)."""

    clean: str
    seniority: str | None = None
    employment_type: str | None = None
    removed: list[tuple[str, str]] = field(default_factory=list)


_DASHES = str.maketrans({c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"})


def _prepare(raw: str) -> str:
    """HTML entities read ("&amp;" -> "&": boards export titles escaped), NFKC, one kind of dash, one space between
    words (makes the later patterns simpler and linear)."""
    text = unicodedata.normalize("NFKC", html.unescape(raw)).translate(_DASHES)
    return " ".join(text.split())


# --------------------------------------------------------------------------------------------------------
# final tidy

_PUNCT = re.compile(r"[^\w\s+#'-]|(?<![\w+#])[-'#+]+|[-']+(?!\w)|_")
_EDGE_WORDS = frozenset(["in", "at", "for", "and", "or", "with", "to", "of", "-", "the", "a", "an"])


def _tidy(text: str) -> str:
    text = text.replace("&", " and ")
    text = _PUNCT.sub(" ", text).lower()
    words = text.split()
    while words and words[-1] in _EDGE_WORDS:
        words.pop()
    while words and words[0] in _EDGE_WORDS - {"a"}:
        words.pop(0)
    return " ".join(words)


# --------------------------------------------------------------------------------------------------------


def clean_title(raw: str | None) -> CleanTitle:
    """Clean a raw job title: drop gender markers, locations, salary/shift fragments, requisition ids and
    hiring noise, expand abbreviations, and move seniority and employment type to their own fields.

    Never raises on a string; ``None`` or an empty string gives ``CleanTitle("")``.
    """
    if not raw:
        return CleanTitle("")
    removed: list[tuple[str, str]] = []
    text = _prepare(raw)
    level = title_level(text)
    text = strip_emojis(text, removed)
    text = remove_gender_markers(text, removed)
    text = remove_dates(text, removed)  # before the pay: "30.06.2026" is no amount
    text = remove_salary(text, removed)
    text = remove_shifts(text, removed)
    text = remove_requisition_ids(text, removed)
    text = remove_employer_names(text, removed)
    text, employment = extract_employment_type(text, removed)
    text = remove_contract_length(text, removed)
    text = remove_noise(text, removed)
    text = remove_applicant_requirements(text, removed)
    text = " ".join(text.split())
    text = remove_locations(text, removed)
    text = remove_store_chains(text, removed)  # after the places: "CD Paris" is one place segment, cut whole
    text = " ".join(text.split())
    text, seniority = extract_seniority(text, removed, level)
    text = expand_abbreviations(text, removed)
    if employment == "internship" and seniority is None:
        seniority = "intern"
    clean = _tidy(text)
    if not clean and seniority in ("intern",):
        clean = "intern"
    return CleanTitle(clean, seniority, employment, removed)
