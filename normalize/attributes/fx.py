"""Currency conversion from a dated rate table.

The bundled table ``normalize/data/attributes/fx_rates.json`` holds ECB euro reference rates of one day
(its ``date`` and ``source`` are in the file). A user replaces it by passing a path (stage config
``fx_table``) or by setting the environment variable ``HRNORM_FX_RATES`` to a JSON file of the same shape:
``{"base": "EUR", "date": "YYYY-MM-DD", "source": "...", "rates": {"USD": 1.04, ...}}`` (units per 1 base).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

BUNDLED = Path(__file__).resolve().parents[1] / "data" / "attributes" / "fx_rates.json"
ENV_VAR = "HRNORM_FX_RATES"


@dataclass(frozen=True)
class FxTable:
    base: str
    date: str
    source: str
    rates: dict[str, float]

    def convert(self, amount: float | None, src: str | None, dst: str) -> float | None:
        """``amount`` in ``src`` expressed in ``dst``; None if either currency is not in the table."""
        if amount is None or not src:
            return None
        a, b = self.rates.get(src.upper()), self.rates.get(dst.upper())
        if not a or not b:
            return None
        return round(amount / a * b, 2)


@lru_cache(maxsize=8)
def _load(path: str) -> FxTable:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    rates = {str(k).upper(): float(v) for k, v in data["rates"].items()}
    base = str(data.get("base", "EUR")).upper()
    rates.setdefault(base, 1.0)
    return FxTable(base, str(data.get("date", "")), str(data.get("source", "")), rates)


def load_fx_table(path: str | os.PathLike[str] | None = None) -> FxTable:
    """The rate table at ``path``, else at ``$HRNORM_FX_RATES``, else the bundled one."""
    chosen = path or os.environ.get(ENV_VAR) or BUNDLED
    return _load(str(chosen))


def convert(amount: float | None, src: str | None, dst: str, table: FxTable | None = None) -> float | None:
    """Convert ``amount`` from currency ``src`` to ``dst`` with ``table`` (default: :func:`load_fx_table`)."""
    return (table or load_fx_table()).convert(amount, src, dst)
