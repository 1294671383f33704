"""Categorical facets of HR text: work mode, employment type, seniority, minimum years of experience,
education level and languages with CEFR level, in English, German, French, Spanish and Dutch, with the
common board words of Portuguese, Swedish, Indonesian and Russian postings.

The phrase tables are hand-written (no library carries "Vollzeit"/"CDI"/"bac+5"/"verhandlungssicher"),
matched on folded word tokens with :class:`~normalize.attributes.text.PhraseTable` (dict lookups, linear
time). Language names come from babel/CLDR. Each finder takes :class:`Tokens` and returns the value and
the character span it was read from; what a right answer is: ``../shared/ATTRIBUTE_CONVENTIONS.md``.

One module a facet (``work_mode``, ``employment``, ``seniority``, ``experience``, ``education``,
``languages``); ``common`` holds the phrase tables' builder, spans, sentences and the perks sections.
Public and stable (title cleaning calls them on a title alone): :func:`find_work_mode`,
:func:`find_employment_type`, :func:`find_seniority`, :func:`find_min_years`, :func:`find_education`,
:func:`find_languages`. Each has a trigger beside it (``WORK_MODE_TRIGGER``, ...; see
:mod:`normalize.attributes.triggers`): ``extract`` calls a finder only on a text its trigger fires on, so a rule that
reads a new word or mark adds it to its finder's trigger.
"""

from __future__ import annotations

from normalize.attributes.facets.common import offer_zones, unglued
from normalize.attributes.facets.education import EDUCATION_TRIGGER, find_education
from normalize.attributes.facets.employment import EMPLOYMENT_TRIGGER, find_employment_type
from normalize.attributes.facets.experience import (
    YEARS_TRIGGER,
    find_min_years,
    preferred_field_beside_required,
    students_zero,
)
from normalize.attributes.facets.languages import LANGUAGES_TRIGGER, find_languages
from normalize.attributes.facets.seniority import SENIORITY_TRIGGER, find_seniority
from normalize.attributes.facets.work_mode import WORK_MODE_TRIGGER, find_work_mode

__all__ = ["find_work_mode", "find_employment_type", "find_seniority", "find_min_years", "students_zero", "find_education",
           "preferred_field_beside_required", "find_languages", "offer_zones", "unglued", "WORK_MODE_TRIGGER",
           "EMPLOYMENT_TRIGGER", "SENIORITY_TRIGGER", "YEARS_TRIGGER", "EDUCATION_TRIGGER", "LANGUAGES_TRIGGER"]
