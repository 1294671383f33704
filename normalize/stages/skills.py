"""The ``skills`` stage: find skill mentions in free text and link them to taxonomy skills.

Output (prefix ``skill`` by default): ``skill_matches``, a list of ``{id, label, span, score}``, best first.
``mode="extract"`` (default) links mentions: ``span`` is ``[start, end)`` character offsets into the input
value. ``mode="rank"`` ranks the whole taxonomy for the text (``top_k`` skills, span null, no threshold).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from normalize.matching.config import DEFAULT_TAXONOMY, SkillConfig, engine_config
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage

SKILL_MATCH_DTYPE = pl.List(
    pl.Struct({"id": pl.String, "label": pl.String, "span": pl.List(pl.Int32), "score": pl.Float32})
)


@dataclass
class SkillsConfig(SkillConfig):
    """The extractor's config (``SkillConfig``: top_k, min_score, ...) plus the taxonomy."""

    taxonomy: str = DEFAULT_TAXONOMY  # esco | esco:DIR | builtin | onet:DIR | csv:FILE


@register_stage("skills")
class SkillsStage(Stage):
    """Find skill mentions (exact labels + semantic phrases) and link them to taxonomy skills."""

    Config = SkillsConfig
    default_prefix = "skill"
    description = "Find skill mentions in text and link them to taxonomy skills, with spans and scores."

    def __init__(self, config: SkillsConfig | None = None) -> None:
        super().__init__(config)
        from normalize.matching.skills import MODES

        if self.config.mode not in MODES:
            raise ValueError(f"skills mode must be one of {', '.join(MODES)}, got {self.config.mode!r}")
        self._extractor = None

    def fields(self) -> dict[str, pl.DataType]:
        return {"matches": SKILL_MATCH_DTYPE}

    @property
    def extractor(self):
        if self._extractor is None:
            from normalize.matching.skills import get_extractor

            self._extractor = get_extractor(self.config.taxonomy, engine_config(SkillConfig, self.config))
        return self._extractor

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        texts = [v if isinstance(v, str) else "" for v in values]
        found = self.extractor.run(texts)
        return StageBatch(
            {"matches": [f if isinstance(v, str) else None for v, f in zip(values, found, strict=True)]},
            [None] * len(values),
        )

    def explain(self, value: str) -> list[str]:
        return [f"{m['label']} @ {m['span']}: {m['score']}" for m in self.extractor.run([value])[0]]
