"""Attribute and key-value extraction from HR text, every value normalized.

Public functions (re-exported by ``normalize``):

- ``parse_salary(text, country=None, period=None)`` -> ``{min, max, currency, period, annual_min, annual_max,
  negotiable, basis, variable}`` | None (``period``: the column's known period, used when the text states none)
- ``parse_location(text, country=None)`` -> ``{city, district, region, country, geonames_id, remote, work_mode,
  confidence}`` | None
- ``extract(text, country=None)`` -> salary, locations, remote, employment_type, seniority,
  min_years_experience, education_level, languages, emails, phones, urls, dates (each found item with its
  ``span``)
- ``extract_keyvalues(text, country=None)`` -> ``{"pairs": [...], "fields": {...}}``
- ``mask_pii(text, country=None)`` -> text with e-mails, phones, URLs, IBANs, national ids and dates of
  birth masked

``country`` is an optional market hint (resolves a bare ``$`` or an ambiguous city): ISO 3166-1 alpha-2,
alpha-3 or an English country name (:func:`normalize.attributes.markets.market_code`); an unknown one is
no hint.
Submodules are imported on first use, so ``import normalize`` stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def parse_salary(
    text: str | None, country: str | None = None, period: str | None = None, **kwargs: Any
) -> dict[str, Any] | None:
    """See :func:`normalize.attributes.salary.parse_salary`."""
    from normalize.attributes.markets import market_code
    from normalize.attributes.salary import parse_salary as _f

    return _f(text, market_code(country), period, **kwargs)


def parse_location(text: str | None, country: str | None = None) -> dict[str, Any] | None:
    """See :func:`normalize.attributes.location.parse_location`."""
    from normalize.attributes.location import parse_location as _f
    from normalize.attributes.markets import market_code

    return _f(text, market_code(country))


_extract: Callable[..., dict[str, Any]] | None = None  # extraction.extract, once a first call imported it


def extract(text: str | None, country: str | None = None, **kwargs: Any) -> dict[str, Any]:
    """See :func:`normalize.attributes.extraction.extract`."""
    global _extract
    if _extract is None:  # (an import statement on every call cost 0.7 us, a per-record caller's every record)
        from normalize.attributes.extraction import extract as _f

        _extract = _f
    return _extract(text, country, **kwargs)


def extract_keyvalues(text: str | None, country: str | None = None) -> dict[str, Any]:
    """See :func:`normalize.attributes.keyvalues.extract_keyvalues`."""
    from normalize.attributes.keyvalues import extract_keyvalues as _f

    return _f(text, country)


def mask_pii(text: str | None, country: str | None = None, **kwargs: Any) -> str | None:
    """See :func:`normalize.attributes.pii.mask_pii`."""
    from normalize.attributes.pii import mask_pii as _f

    return _f(text, country, **kwargs)


__all__ = ["parse_salary", "parse_location", "extract", "extract_keyvalues", "mask_pii"]
