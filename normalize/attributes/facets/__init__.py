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
:func:`find_languages`.
"""

from __future__ import annotations

from normalize.attributes.facets.common import offer_zones
from normalize.attributes.facets.education import find_education
from normalize.attributes.facets.employment import find_employment_type
from normalize.attributes.facets.experience import find_min_years
from normalize.attributes.facets.languages import find_languages
from normalize.attributes.facets.seniority import find_seniority
from normalize.attributes.facets.work_mode import find_work_mode

__all__ = ["find_work_mode", "find_employment_type", "find_seniority", "find_min_years", "find_education",
           "find_languages", "offer_zones"]
