"""The ``skills`` stage: find skill mentions in free text and link them to taxonomy skills.

Output (prefix ``skill`` by default): ``skill_matches``, a list of ``{id, label, span, score}``, best first,
and ``skill_capped``: how many links a user-set ``top_k`` left out in extract mode (null when no cap is set;
by default every link above the thresholds is returned).
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
    # optional: the ad's job title, read when the input has it (SkillConfig.craft_skills_by_title)
    title_column: str = ""


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
        from normalize.matching.taxonomy import locate_taxonomy

        locate_taxonomy(self.config.taxonomy)  # unknown scheme, missing folder or file: fail when built

    def fields(self) -> dict[str, pl.DataType]:
        return {"matches": SKILL_MATCH_DTYPE, "capped": pl.Int32}

    def optional_context_columns(self) -> list[str]:
        return [self.config.title_column] if self.config.title_column else []

    @property
    def extractor(self):
        if self._extractor is None:
            from normalize.artifacts import loading
            from normalize.matching.skills import get_extractor

            with loading(f"skills: taxonomy {self.config.taxonomy!r} or the encoder"):
                self._extractor = get_extractor(self.config.taxonomy, engine_config(SkillConfig, self.config))
        return self._extractor

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        texts = [v if isinstance(v, str) else "" for v in values]
        cap = self.config.top_k if self.config.mode == "extract" else None
        titles = context.get(self.config.title_column) if context and self.config.title_column else None
        occupations = None
        if titles is not None and self.config.mode == "extract" and self.config.craft_skills_by_title:
            from normalize.matching.retrieval import LazyTitleCandidates

            occupations = LazyTitleCandidates(titles, self.config.taxonomy)
        # with a cap, extract every link (no more than the taxonomy's skills) and cut here, counting the cut
        found = self.extractor.run(texts, top_k=len(self.extractor.index) if cap is not None else None,
                                   occupations=occupations)
        present = [isinstance(v, str) for v in values]
        return StageBatch(
            {
                "matches": [(f[:cap] if cap is not None else f) if ok else None
                            for ok, f in zip(present, found, strict=True)],
                # links the user's top_k left out (null: no cap in force)
                "capped": [max(0, len(f) - cap) if ok and cap is not None else None
                           for ok, f in zip(present, found, strict=True)],
            },
            [None] * len(values),
        )

    def explain(self, value: str) -> list[str]:
        return [f"{m['label']} @ {m['span']}: {m['score']}" for m in self.extractor.run([value])[0]]
