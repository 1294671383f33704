"""Market hints: the country a caller says a text belongs to, as ISO 3166-1 alpha-2.

Every public function that takes ``country=`` passes it through :func:`market_code`, so "AU", "aut",
"AUT", "Austria" and "Republic of Austria" all mean AT, and a hint nobody knows is no hint (never a
truncation: "IRL" is Ireland, not IR Iran). Codes and names come from pycountry (ISO 3166-1).
"""

from __future__ import annotations

from functools import lru_cache

# Codes in everyday use that ISO 3166-1 does not assign (pycountry cannot look them up).
_ALIASES = {"UK": "GB", "EL": "GR", "KOSOVO": "XK", "XK": "XK"}


@lru_cache(maxsize=1024)
def market_code(hint: object) -> str | None:
    """ISO 3166-1 alpha-2 for a market hint given as alpha-2, alpha-3 or an English country name (any
    case, surrounding space ignored); None for None, "" or a hint that names no country."""
    if not isinstance(hint, str):
        return None
    value = hint.strip()
    if not value:
        return None
    alias = _ALIASES.get(value.upper())
    if alias:
        return alias
    import pycountry

    try:
        return pycountry.countries.lookup(value).alpha_2
    except LookupError:
        return None


__all__ = ["market_code"]
