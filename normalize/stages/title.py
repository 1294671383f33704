"""The ``title`` stage: clean raw job titles and match them to taxonomy occupations.

Outputs (prefix ``title`` by default): ``title_clean`` (the occupation words; null for a blank title or
one with none left after cleaning), ``title_seniority``
(intern/junior/mid/senior/lead/manager/director/executive or null) and ``title_matches`` (list of
``{id, label, code, score}`` (code: ISCO-08 unit group, O*NET-SOC code or the csv's ``code`` column), best first; ``score`` is P(acceptable) for a taxonomy with a fitted calibration; empty when no candidate
reaches ``min_score`` or the title's language is not one the taxonomy covers). With
``description_column`` set, skills found in that column rerank each title's candidates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from normalize.matching.config import DEFAULT_TAXONOMY, MatchConfig, engine_config
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage

MATCH_DTYPE = pl.List(pl.Struct({"id": pl.String, "label": pl.String, "code": pl.String, "score": pl.Float32}))


@dataclass
class TitleConfig(MatchConfig):
    """The matcher's config (``MatchConfig``: top_k, min_score, ...) plus what the stage adds."""

    taxonomy: str = DEFAULT_TAXONOMY  # esco | esco:DIR | builtin | onet:DIR | csv:FILE
    clean: bool = True  # run clean_title before matching
    description_column: str = ""  # optional: rerank with skills found in this column


@register_stage("title")
class TitleStage(Stage):
    """Clean job titles, move seniority out, and match them to occupations."""

    Config = TitleConfig
    default_prefix = "title"
    description = "Clean job titles and match them to taxonomy occupations (exact → fuzzy → semantic)."

    def __init__(self, config: TitleConfig | None = None) -> None:
        super().__init__(config)
        self._matcher = None

    def fields(self) -> dict[str, pl.DataType]:
        return {"clean": pl.String, "seniority": pl.String, "matches": MATCH_DTYPE}

    def context_columns(self) -> list[str]:
        return [self.config.description_column] if self.config.description_column else []

    @property
    def matcher(self):
        if self._matcher is None:
            from normalize.matching.retrieval import get_matcher

            c = self.config
            self._matcher = get_matcher(c.taxonomy, engine_config(MatchConfig, c), clean=c.clean)
        return self._matcher

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        n = len(values)
        descriptions = None
        if self.config.description_column and context:
            descriptions = context.get(self.config.description_column)
        cleaned, matches = self.matcher.clean_and_match(values, descriptions=descriptions)
        # a blank title is an absent one (null in every output, as a null title); a title with no
        # occupation words left after cleaning ("(m/w/d)") has a null title_clean, not ""
        present = [isinstance(v, str) and not v.isspace() and v != "" for v in values]
        texts = [
            ((c.clean if c is not None else " ".join(v.split())) or None) if ok else None
            for v, c, ok in zip(values, cleaned, present, strict=True)
        ]
        return StageBatch(
            {
                "clean": texts,
                "seniority": [c.seniority if c is not None and ok else None for c, ok in zip(cleaned, present,
                                                                                              strict=True)],
                "matches": [m if ok else None for m, ok in zip(matches, present, strict=True)],
            },
            [None] * n,
        )

    def explain(self, value: str) -> list[str]:
        from normalize.matching.clean_title import clean_title

        return [f"{kind}: {text}" for kind, text in clean_title(value).removed]
