"""The ``skills`` stage: find skill mentions in free text and link them to taxonomy skills.

Output (prefix ``skill`` by default): ``skill_matches``, a list of ``{id, label, span, score}``, best first.
``mode="extract"`` (default) links mentions: ``span`` is ``[start, end)`` character offsets into the input
value. ``mode="rank"`` ranks the whole taxonomy for the text (``top_k`` skills, span null, no threshold).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage

SKILL_MATCH_DTYPE = pl.List(
    pl.Struct({"id": pl.String, "label": pl.String, "span": pl.List(pl.Int32), "score": pl.Float32})
)


@dataclass
class SkillsConfig:
    taxonomy: str = "builtin"  # builtin | esco:DIR | onet:DIR | csv:FILE
    # extract: mentions with spans, linked above the thresholds; rank: the top_k skills of the whole
    # taxonomy the text requires, each with its score, span null, no threshold
    mode: str = "extract"
    top_k: int = 10
    min_score: float = 0.8  # cosine threshold of the semantic pass (exact label hits score 1.0)
    min_score_single_word: float = 0.8  # the same for a one-word phrase
    use_semantic: bool = True
    max_ngram: int = 4


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
            from normalize.matching.skills import SkillConfig, SkillExtractor

            c = self.config
            self._extractor = SkillExtractor(
                c.taxonomy,
                config=SkillConfig(
                    mode=c.mode,
                    top_k=c.top_k,
                    min_score=c.min_score,
                    min_score_single_word=c.min_score_single_word,
                    use_semantic=c.use_semantic,
                    max_ngram=c.max_ngram,
                ),
            )
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
