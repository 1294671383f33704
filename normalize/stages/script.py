"""The ``script`` stage: script normalization of a text column (see :mod:`normalize.script`).

The language profile is given in the spec (``lang``), so no language identification runs. Ge'ez
homophone folding (``geez_homophones``) changes only this stage's output column, never its input, so it
can be used as post-inference normalization of a model's output column.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

import polars as pl

from normalize.forking import can_fork, forked_pool
from normalize.script import explain_script, explain_script_lines, get_profile
from normalize.script.profiles import CONVENTIONS
from normalize.specs import Range
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage


@dataclass
class ScriptConfig:
    lang: str = "ckb"  # ISO 639-3 code of the text's language (ckb, kmr, hac, glk, mzn, azb, ks, sd, fa, ar, ur, am, ti)
    source: Literal["auto", "ar", "fa", "ur", "ckb"] = "auto"  # dominant convention the text may be typed with: auto, ar, fa, ur
    geez_homophones: bool = False  # fold ሐ/ኀ→ሀ, ሠ→ሰ, ዐ→አ, ፀ→ጸ (all orders) in the output
    explain: bool = False  # also write a `rules` column: the rules that fired on each value
    mode: Literal["fast", "beam"] = "fast"  # fast: context tables (>= 1 MB/s); beam: character 5-gram beam search (slower, better)
    workers: Annotated[int, Range(1, cpus=True)] = 1  # processes (forked, statistics shared) for batches of >= 20,000 values; same output


@register_stage("script")
class ScriptStage(Stage):
    """Rewrite text typed with a dominant language's conventions into the language's own orthography."""

    Config = ScriptConfig
    description = "Perso-Arabic script normalization per language profile; Ge'ez homophone folding."

    def __init__(self, config: ScriptConfig | None = None) -> None:
        super().__init__(config)
        cfg = self.config
        get_profile(cfg.lang)  # unknown language: fail at construction, not per row
        if cfg.source not in ("auto", *CONVENTIONS, "ckb"):
            raise ValueError(f"script: source must be auto, ar, fa, ur or ckb, not {cfg.source!r}")
        if cfg.mode not in ("fast", "beam"):
            raise ValueError(f"script: mode must be fast or beam, not {cfg.mode!r}")

    def fields(self) -> dict[str, pl.DataType]:
        out: dict[str, pl.DataType] = {"norm": pl.String}
        if self.config.explain:
            out["rules"] = pl.List(pl.String)
        return out

    def _run(self, value: str) -> tuple[str, list[str]]:
        cfg = self.config
        return explain_script(value, cfg.lang, cfg.source, cfg.geez_homophones, cfg.mode)

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        """The whole batch in one call (new words are read together); a value that makes it raise is found
        and reported by ``Stage.process_safely``'s per-value fallback."""
        batch = StageBatch.empty(list(self.fields()), len(values))
        cfg = self.config
        idx = [i for i, value in enumerate(values) if value is not None]
        texts = [values[i] for i in idx]
        if cfg.workers > 1 and len(texts) >= PARALLEL_MIN_VALUES and can_fork():
            done = _forked(self, texts)
        else:
            done = self._lines(texts)
        for i, (norm, rules) in zip(idx, done, strict=True):
            batch.fields["norm"][i] = norm
            if cfg.explain:
                batch.fields["rules"][i] = rules
        return batch

    def _lines(self, texts: list[str]) -> list[tuple[str, list[str]]]:
        cfg = self.config
        return explain_script_lines(texts, cfg.lang, cfg.source, cfg.geez_homophones, cfg.mode,
                                    with_rules=cfg.explain)

    def explain(self, value: str) -> list[str]:
        return self._run(value)[1]


def _forked(stage: ScriptStage, texts: list[str]) -> list[tuple[str, list[str]]]:
    """``stage._lines`` over ``stage.config.workers`` forked processes (the statistics, loaded here first,
    are shared, not loaded again), in order."""
    global _FORK_STATE
    stage._run("")  # load the statistics before the fork
    size = -(-len(texts) // stage.config.workers)
    _FORK_STATE = (stage, texts)
    try:
        with forked_pool(stage.config.workers) as pool:
            return [r for part in pool.imap(_part, range(0, len(texts), size)) for r in part]
    finally:
        _FORK_STATE = None


_FORK_STATE: tuple | None = None
PARALLEL_MIN_VALUES = 20_000


def _part(start: int) -> list[tuple[str, list[str]]]:
    stage, texts = _FORK_STATE
    size = -(-len(texts) // stage.config.workers)
    return stage._lines(texts[start:start + size])
