"""The ``keyvalues`` stage: labelled fields of semi-structured text ("Standort: München").

Outputs (field names start with ``kv_`` so they never collide with the ``attributes`` stage's on the same
column) ``kv_pairs`` (list of struct{key, canonical, value, span}: every pair found, unknown keys with
``canonical`` null and their raw value) and the parsed value of each schema key: ``salary`` (struct),
``location`` (struct), ``remote``, ``employment_type``, ``seniority``, ``min_years_experience``,
``education_level``, ``languages``, ``start_date``, ``deadline``, ``title``, ``company``. With
``mask_pii`` the values of pairs holding e-mails, phones or URLs (and such substrings of any value) are
masked, and ``masked`` holds the whole text masked.

Run after the ``attributes`` stage on the same column, it reuses the pairs ``extract`` found there (the
text is not read twice); the values are parsed again with this stage's market hint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from normalize.stages.attributes import _LOCATION_FIELDS, _SPAN, _masked, market_hints
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage

_SALARY = pl.Struct({"min": pl.Float64, "max": pl.Float64, "currency": pl.String, "period": pl.String,
                     "annual_min": pl.Float64, "annual_max": pl.Float64})


def _masked_value(key: str, value: str, country: str | None, source: str | None) -> str | None:
    """A pair's value masked as it stands after its key: "Req ID: 25012345" keeps the posting's reference readable,
    "Telefon: 0171 ..." gives the number its cue."""
    prefix = f"{key}: "
    masked = _masked(prefix + value, country, source)
    return masked[len(prefix):] if masked and masked.startswith(prefix) else _masked(value, country, source)


@dataclass
class KeyValuesConfig:
    country: str = ""  # ISO 3166-1 alpha-2 market hint ("" = none)
    country_column: str = ""  # column holding a per-row market hint
    location_column: str = ""  # column whose parsed country is the row's market when country_column has none
    market_column: str = ""  # an earlier attributes step's ``{prefix}_market`` column, read when present
    mask_pii: bool = False  # mask e-mails/phones/URLs in pair values and add ``masked``


@register_stage("keyvalues")
class KeyValuesStage(Stage):
    Config = KeyValuesConfig
    description = "Key-value pairs found without a fixed key list, keys canonicalized (EN/DE/FR/ES/NL), values parsed."

    def fields(self) -> dict[str, pl.DataType]:
        out: dict[str, pl.DataType] = {
            "kv_pairs": pl.List(pl.Struct({"key": pl.String, "canonical": pl.String, "value": pl.String,
                                        "span": _SPAN})),
            "kv_salary": _SALARY,
            "kv_location": pl.Struct(_LOCATION_FIELDS),
            "kv_remote": pl.String(),
            "kv_employment_type": pl.String(),
            "kv_seniority": pl.String(),
            "kv_min_years_experience": pl.Float64(),  # 6 months -> 0.5
            "kv_education_level": pl.String(),
            "kv_languages": pl.List(pl.Struct({"language": pl.String, "level": pl.String})),
            "kv_start_date": pl.String(),
            "kv_deadline": pl.String(),
            "kv_title": pl.String(),
            "kv_company": pl.String(),
        }
        if self.config.mask_pii:
            out["kv_masked"] = pl.String()
        return out

    def context_columns(self) -> list[str]:
        return [self.config.country_column] if self.config.country_column else []

    def optional_context_columns(self) -> list[str]:
        return [c for c in (self.config.location_column, self.config.market_column) if c]

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        from normalize.attributes.keyvalues import extract_keyvalues

        names = list(self.fields())
        out = StageBatch.empty(names, len(values))
        markets = market_hints(len(values), context, self.config.country, self.config.country_column,
                               self.config.location_column, values if self.config.mask_pii else None,
                               self.config.market_column)
        for i, value in enumerate(values):
            if value is None or not isinstance(value, str) or not value.strip():
                continue
            country, source = markets[i]
            kv = extract_keyvalues(value, country)
            pairs = kv["pairs"]
            if self.config.mask_pii:
                pairs = [{**p, "value": _masked_value(p["key"], p["value"], country, source)} for p in pairs]
                out.fields["kv_masked"][i] = _masked(value, country, source)
            out.fields["kv_pairs"][i] = [{k: p[k] for k in ("key", "canonical", "value", "span")} for p in pairs]
            f = kv["fields"]
            raw = {p["canonical"]: p["value"] for p in reversed(pairs) if p["canonical"]}
            out.fields["kv_salary"][i] = f.get("salary")
            out.fields["kv_location"][i] = f.get("location")
            for name in ("remote", "employment_type", "seniority", "min_years_experience", "education_level",
                         "languages"):
                out.fields[f"kv_{name}"][i] = f.get(name)
            for name in ("start_date", "deadline"):
                dates = f.get(name)
                out.fields[f"kv_{name}"][i] = dates[0]["value"] if dates else None
            out.fields["kv_title"][i] = raw.get("title")
            out.fields["kv_company"][i] = raw.get("company")
        return out
