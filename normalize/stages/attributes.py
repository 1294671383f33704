"""The ``attributes`` stage: typed attributes of a text, salary or location column.

``mode`` says what the column holds:

- ``"text"`` (a description, a profile): :func:`normalize.attributes.extract` -> ``salary`` (struct: the
  first pay statement with a currency), ``salaries`` (every pay statement of the text, in text order),
  ``locations`` (list of struct), ``remote``, ``employment_type``, ``seniority``, ``min_years_experience``,
  ``education_level``, ``languages``, ``emails``, ``phones``, ``urls``, ``dates``; with ``mask_pii`` also
  ``masked`` (the text with e-mails, phones, URLs, IBANs, national ids and dates of birth replaced) and
  the contact values themselves masked.
- ``"salary"`` (a salary column): flat ``min``, ``max``, ``currency``, ``period``, ``annual_min``,
  ``annual_max``, the annual bounds converted to ``target_currency`` (``annual_min_eur``, ...) and the
  flags ``negotiable``, ``basis``, ``variable``; ``period`` (option) is the column's known pay period,
  used only where a value states none (a board's "Salary Estimate" column is annual).
- ``"location"`` (a location column): ``city``, ``district``, ``region``, ``country``, ``geonames_id``,
  ``remote``, ``work_mode``, ``confidence`` (as :func:`normalize.attributes.location.parse_location`).

The market of a row is its ``market_column`` value (the ``{prefix}_market`` an earlier text-mode step
chose), else its ``country_column`` value, else the country of its ``location_column`` value (parsed
with ``parse_location``; read when the column is present), else (text mode) the market its text points
to (:func:`normalize.attributes.market_inference.infer_market`), else ``country`` (the pipeline's or the
``--country`` option's market); each may be an alpha-2 or alpha-3 code or a country name
(:func:`normalize.attributes.markets.market_code`). Text mode writes the market used and its source
(``market``, ``market_source``: column / location / text / country) beside the attributes; PII masking
uses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

import polars as pl

from normalize.specs import Range
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage

_SPAN = pl.List(pl.Int32)
_ITEM = pl.Struct({"value": pl.String, "span": _SPAN})
_LOCATION_FIELDS = {"city": pl.String, "district": pl.String, "region": pl.String, "country": pl.String,
                    "geonames_id": pl.Int64, "remote": pl.Boolean, "work_mode": pl.String, "confidence": pl.Float32}
_MASKS = {"emails": "[EMAIL]", "phones": "[PHONE]", "urls": "[URL]"}


@dataclass
class AttributesConfig:
    mode: Literal["text", "salary", "location"] = "text"
    country: str = ""  # market hint for every row: alpha-2, alpha-3 or country name ("" = none)
    country_column: str = ""  # column holding a per-row market hint (overrides ``country``)
    location_column: str = ""  # column whose parsed country is the row's market when country_column has none
    market_column: str = ""  # an earlier step's ``{prefix}_market`` column, read when present (first choice)
    target_currency: str = "EUR"  # annual salary bounds are also given in this currency
    fx_table: str = ""  # JSON rate table path ("" = $HRNORM_FX_RATES or the bundled ECB table)
    hours_per_week: Annotated[float, Range(0.01, 168)] = 40.0  # working-time convention for annualizing hourly/daily/weekly pay
    days_per_week: Annotated[float, Range(0.01, 7)] = 5.0
    weeks_per_year: Annotated[float, Range(0.01, 53)] = 52.0
    months_per_year: Annotated[float, Range(0.01, 14)] = 12.0
    mask_pii: bool = False  # text mode: add ``masked`` and mask contacts, IBANs, national ids, birth dates
    period: Literal["", "hour", "day", "week", "month", "year"] = ""  # salary mode: the column's pay period (hour/day/week/month/year) when a value states none
    # text mode: column with the title's seniority (the title stage's ``title_seniority``); when set,
    # ``seniority`` is the title's where it states one, else the text's, and ``seniority_source`` says which
    seniority_column: str = ""


def salary_dtype(target: str) -> pl.Struct:
    t = target.lower()
    return pl.Struct({"min": pl.Float64, "max": pl.Float64, "currency": pl.String, "period": pl.String,
                      "annual_min": pl.Float64, "annual_max": pl.Float64, f"annual_min_{t}": pl.Float64,
                      f"annual_max_{t}": pl.Float64, "negotiable": pl.Boolean, "basis": pl.String,
                      "variable": pl.Boolean, "hours": pl.Float64, "bonus_months": pl.Int64, "span": _SPAN})


def market_hints(
    n: int, context: dict[str, list[Any]] | None, default: str, column: str, location_column: str = "",
    texts: list[str | None] | None = None, market_column: str = "",
) -> list[tuple[str | None, str | None]]:
    """Per-row (ISO 3166-1 alpha-2 market, source): the row's ``market_column`` value ("column"), its
    ``column`` value ("column"), the country parsed from its ``location_column`` value ("location"), the
    market its text in ``texts`` points to ("text"), else ``default`` ("country"); (None, None) when none."""
    from normalize.attributes.market_inference import infer_market
    from normalize.attributes.markets import market_code

    context = context or {}
    chosen = context.get(market_column) if market_column else None
    values = context.get(column) if column else None
    places = context.get(location_column) if location_column else None
    fallback = market_code(default)
    hints: list[tuple[str | None, str | None]] = []
    for i in range(n):
        hint = market_code(chosen[i]) if chosen else None
        hint = hint or (market_code(values[i]) if values else None)
        source = "column" if hint else None
        if hint is None and places and isinstance(places[i], str) and places[i].strip():
            hint = _location_country(places[i])
            source = "location" if hint else None
        if hint is None and texts and isinstance(texts[i], str):
            hint = infer_market(texts[i])
            source = "text" if hint else None
        if hint is None and fallback:
            hint, source = fallback, "country"
        hints.append((hint, source))
    return hints


def _masked(text: str, country: str | None, source: str | None) -> str | None:
    """``mask_pii`` with the row's market; without one, or with one only read from the text (which may be
    wrong), national numbers are masked for every market in which they are valid numbers too (a profile
    without a location still hides "07911 123456")."""
    from normalize.attributes.market_inference import phone_markets
    from normalize.attributes.pii import mask_pii

    masked = mask_pii(text, country)
    if source in (None, "text") and masked:
        for market in phone_markets(masked):
            masked = mask_pii(masked, market)
    return masked


def _location_country(place: str) -> str | None:
    from normalize.attributes.location import parse_location

    parsed = parse_location(place)
    return parsed.get("country") if parsed else None


@register_stage("attributes")
class AttributesStage(Stage):
    Config = AttributesConfig
    description = "Salary, locations, work mode, employment type, seniority, experience, education, languages, contacts, dates."

    def __init__(self, config: AttributesConfig | None = None) -> None:
        super().__init__(config)
        from normalize.attributes.salary import WorkingTime

        c = self.config
        self._working_time = WorkingTime(c.hours_per_week, c.days_per_week, c.weeks_per_year, c.months_per_year)
        self._target = (c.target_currency or "EUR").upper()
        if c.period and c.period not in ("hour", "day", "week", "month", "year"):
            raise ValueError(f"attributes: period must be hour/day/week/month/year, not {c.period!r}")

    def fields(self) -> dict[str, pl.DataType]:
        t = self._target.lower()
        mode = self.config.mode
        if mode == "salary":
            return {"min": pl.Float64(), "max": pl.Float64(), "currency": pl.String(), "period": pl.String(),
                    "annual_min": pl.Float64(), "annual_max": pl.Float64(), f"annual_min_{t}": pl.Float64(),
                    f"annual_max_{t}": pl.Float64(), "negotiable": pl.Boolean(), "basis": pl.String(),
                    "variable": pl.Boolean()}
        if mode == "location":
            return {k: v() for k, v in _LOCATION_FIELDS.items()}
        out: dict[str, pl.DataType] = {
            "salary": salary_dtype(self._target),
            "salaries": pl.List(salary_dtype(self._target)),
            "locations": pl.List(pl.Struct({**_LOCATION_FIELDS, "span": _SPAN})),
            "remote": pl.String(),
            "employment_type": pl.String(),
            "seniority": pl.String(),
            "min_years_experience": pl.Float64(),  # 6 months -> 0.5
            "education_level": pl.String(),
            "languages": pl.List(pl.Struct({"language": pl.String, "level": pl.String, "span": _SPAN})),
            "emails": pl.List(_ITEM),
            "phones": pl.List(_ITEM),
            "urls": pl.List(_ITEM),
            "dates": pl.List(pl.Struct({"value": pl.String, "text": pl.String, "span": _SPAN})),
        }
        if self.config.seniority_column:
            out["seniority_source"] = pl.String()
        out["market"] = pl.String()
        out["market_source"] = pl.String()
        if self.config.mask_pii:
            out["masked"] = pl.String()
        return out

    def context_columns(self) -> list[str]:
        return [self.config.country_column] if self.config.country_column else []

    def optional_context_columns(self) -> list[str]:
        c = self.config
        return [name for name in (c.location_column, c.market_column, c.seniority_column if c.mode == "text" else "")
                if name]

    def _convert(self, salary: dict[str, Any]) -> dict[str, Any]:
        from normalize.attributes.fx import load_fx_table

        table = load_fx_table(self.config.fx_table or None)
        t = self._target.lower()
        cur = salary.get("currency")
        salary[f"annual_min_{t}"] = table.convert(salary.get("annual_min"), cur, self._target)
        salary[f"annual_max_{t}"] = table.convert(salary.get("annual_max"), cur, self._target)
        return salary

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        from normalize.attributes.extraction import extract
        from normalize.attributes.location import parse_location
        from normalize.attributes.salary import parse_salary

        names = list(self.fields())
        out = StageBatch.empty(names, len(values))
        mode = self.config.mode
        markets = market_hints(len(values), context, self.config.country, self.config.country_column,
                               self.config.location_column, values if mode == "text" else None,
                               self.config.market_column)
        title_levels = (context or {}).get(self.config.seniority_column) if mode == "text" else None
        for i, value in enumerate(values):
            if title_levels is not None and title_levels[i]:  # the title's level decides (the conventions)
                out.fields["seniority"][i], out.fields["seniority_source"][i] = title_levels[i], "title"
            if value is None or not isinstance(value, str) or not value.strip():
                continue
            country, source = markets[i]
            if mode == "salary":
                parsed = parse_salary(value, country, self.config.period or None, working_time=self._working_time)
                if parsed:
                    parsed = self._convert(parsed)
                    for name in names:
                        out.fields[name][i] = parsed.get(name)
                continue
            if mode == "location":
                parsed = parse_location(value, country)
                if parsed:
                    for name in names:
                        out.fields[name][i] = parsed.get(name)
                continue
            found = extract(value, country, working_time=self._working_time)
            found["market"], found["market_source"] = country, source
            if found["salary"]:
                found["salary"] = self._convert(found["salary"])
            found["salaries"] = [self._convert(x) for x in found["salaries"]]
            if self.config.mask_pii:
                for key, placeholder in _MASKS.items():
                    found[key] = [{**x, "value": placeholder} for x in found[key]]
                found["masked"] = _masked(value, country, source)
            if title_levels is not None:
                if title_levels[i]:
                    found["seniority"], found["seniority_source"] = title_levels[i], "title"
                else:
                    found["seniority_source"] = "text" if found.get("seniority") else None
            for name in names:
                out.fields[name][i] = found.get(name)
        return out

    def explain(self, value: str) -> list[str]:
        from normalize.attributes.extraction import extract

        found = extract(value, self.config.country or None)
        return [k for k, v in found.items() if k != "spans" and v not in (None, [], {})]
