"""The dates shortcut gives exactly what dateparser gives on the forms it handles, and defers otherwise."""

from __future__ import annotations

import datetime

import pytest

from normalize.attributes import dates


def _dateparser_only(candidate: str, lang: str | None, order: str) -> str | None:
    original = dates._fast
    dates._fast = lambda *a: None
    try:
        return dates._parse.__wrapped__(candidate, lang, order)
    finally:
        dates._fast = original


def _sample(every: int = 6) -> list[tuple[str, str | None, str]]:
    """Forms the shortcut reads; of the month names of the five languages, every ``every``-th (loading
    dateparser's languages costs seconds: all of them in the slow check)."""
    out = []
    for year in (1900, 2025):
        for month in range(1, 13):
            for day in (1, 12, 13):
                d = datetime.date(year, month, day)
                name = list(dates._EN_MONTHS)[month - 1]
                out += [(d.strftime("%Y-%m-%d"), None, "DMY"), (d.strftime("%Y-%m-%d"), None, "MDY"),
                        (f"{day}.{month}.{year}", None, "DMY"), (d.strftime("%d/%m/%Y"), None, "DMY"),
                        (f"{day} {name} {year}", "en", "DMY"), (f"{name} {day} {year}", "en", "MDY"),
                        (f"{day} . {name} {year}", "en", "DMY"), (f"{name} {day} th {year}", "en", "DMY"),
                        (f"{month}/{day}/{year}", None, "MDY"), (d.strftime("%m.%d.%Y"), None, "MDY"),
                        (f"{name} {day}, {year}", "en", "MDY"), (f"{name} {day}, {year}", "en", "DMY"),
                        (f"{day} {name}, {year}", "en", "DMY")]
        out += [(f"{name}{comma} {year}", "en", order) for name in dates._EN_MONTHS for order in ("DMY", "MDY")
                for comma in ("", ",")]
    # every month name the shortcut reads in each language, in each of its four shapes
    shapes = ("{d} {m} {y}", "{d} . {m} {y}", "{d}. {m} {y}", "{m} {y}")
    for k, ((written, lang), _) in enumerate(sorted(dates._written_months().items())):
        if k % every == 0:
            out += [(shapes[(k + j) % 4].format(d=("05", 13, 31)[(k + j) % 3], m=written, y=2025), lang, "DMY")
                    for j in range(1 if every > 1 else 4)]
    return out


@pytest.mark.parametrize("every", [6, pytest.param(1, marks=pytest.mark.slow)])
def test_shortcut_agrees_with_dateparser(every: int) -> None:
    cases = _sample(every)
    got = [dates._fast(*c) for c in cases]
    assert sum(g is None for g in got) < len(got) // 20  # a 31st of a short month is no date
    assert got == [_dateparser_only(*c) for c in cases]


@pytest.mark.parametrize("candidate,lang,order", [
    ("2025-02-30", None, "DMY"), ("2025-13-01", None, "DMY"), ("31.02.2025", None, "DMY"),
    ("13/01/2025", None, "MDY"), ("1899-12-31", None, "DMY"), ("2025-3-1", None, "DMY"),
    ("1/3/25", None, "DMY"), ("31 February 2025", "en", "DMY"), ("Mayo 2025", "en", "DMY"),
    ("MARCH 2025", "en", "DMY"), ("1 Marz 2025", "de", "DMY"), ("1er mars 2025", "fr", "DMY"),
    ("15 de marzo de 2025", "es", "DMY"), ("June 29", "en", "DMY"),
])
def test_other_forms_go_to_dateparser(candidate: str, lang: str | None, order: str) -> None:
    assert dates._fast(candidate, lang, order) is None


def test_extract_dates_unchanged_by_shortcut() -> None:
    text = "Start 2025-03-01 or 01.04.2025; apply by March 2025, interviews 1. März 2025, 13/12/2024, 5 May 2025."
    assert [d["value"] for d in dates.find_dates(text)] == ["2025-03-01", "2025-04-01", "2025-03", "2025-03-01", "2024-12-13", "2025-05-05"]
