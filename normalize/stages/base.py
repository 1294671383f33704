"""The stage contract.

A stage is a named, configurable transformation of one input text column into a few output columns.
Its work is one function over a *batch of values*; the batch path calls it with the distinct values of a
column and the record path calls it with a batch of one, so there is exactly one implementation.

A stage never raises on one bad value: it returns ``None`` for that value's outputs and a message in
``StageBatch.errors``; the pipeline gathers those messages into the row's ``_errors`` column. A broken
resource (model, taxonomy, table: :class:`normalize.artifacts.ResourceError`) is not a value's problem:
it passes through and stops the run.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import polars as pl

from normalize.artifacts import ResourceError
from normalize.signals import reraise_if_interrupted


@dataclass
class StageBatch:
    """What a stage returns for a batch of ``n`` values.

    ``fields`` maps each output field name (as declared by ``Stage.fields``) to a list of ``n`` values;
    ``errors`` holds ``n`` entries, ``None`` where the value was processed without a problem.
    """

    fields: dict[str, list[Any]]
    errors: list[str | None] = field(default_factory=list)

    @classmethod
    def empty(cls, names: Sequence[str], n: int) -> StageBatch:
        return cls({name: [None] * n for name in names}, [None] * n)


class Stage:
    """Base class of all stages. Subclasses set ``name``, ``Config`` and implement ``fields``/``process``.

    ``Config`` is a dataclass whose every field has its default written out, so ``hrnorm stages`` can print
    the full default configuration, as a spaCy factory does.
    """

    name: ClassVar[str] = ""
    Config: ClassVar[type] = type(None)
    #: Default prefix of output column names; ``None`` means "the input column's name".
    default_prefix: ClassVar[str | None] = None
    description: ClassVar[str] = ""

    def __init__(self, config: Any | None = None) -> None:
        self.config = config if config is not None else self.Config()

    # -- declared interface -------------------------------------------------------------------------
    def fields(self) -> dict[str, pl.DataType]:
        """Output fields and their polars dtypes; column ``{prefix}_{field}`` is written for each."""
        raise NotImplementedError

    def context_columns(self) -> list[str]:
        """Extra input columns this stage reads besides its main column (default: none)."""
        return []

    def optional_context_columns(self) -> list[str]:
        """Extra input columns read when the input has them (None values otherwise); never a reason to
        skip the stage (default: none)."""
        return []

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        """Process a batch of values (``None`` allowed) and return one result per value, in order."""
        raise NotImplementedError

    def explain(self, value: str) -> list[str]:
        """Names of the rules that fired on ``value`` (empty if the stage cannot explain itself)."""
        return []

    # -- helpers -----------------------------------------------------------------------------------
    def output_names(self, column: str, prefix: str | None = None) -> dict[str, str]:
        """Map field name -> output column name for an input ``column``."""
        base = prefix or self.default_prefix or column
        return {f: f"{base}_{f}" for f in self.fields()}

    @classmethod
    def default_config(cls) -> dict[str, Any]:
        return dataclasses.asdict(cls.Config())

    def process_safely(
        self, values: list[str | None], context: dict[str, list[Any]] | None = None
    ) -> StageBatch:
        """``process`` with a per-value fallback: one value that makes the stage raise cannot sink its batch.
        A :class:`ResourceError` (a broken model or table: every value would fail) is raised, not recorded."""
        try:
            batch = self.process(values, context)
            _check_batch(batch, self.fields(), len(values), self.name)
            return batch
        except ResourceError:
            raise
        except Exception as exc:  # noqa: BLE001 - retried value by value below
            reraise_if_interrupted(exc)
        names = list(self.fields())
        out = StageBatch.empty(names, len(values))
        for i, value in enumerate(values):
            ctx = {k: [v[i]] for k, v in context.items()} if context else None
            try:
                one = self.process([value], ctx)
                _check_batch(one, self.fields(), 1, self.name)
                for name in names:
                    out.fields[name][i] = one.fields[name][0]
                out.errors[i] = one.errors[0] if one.errors else None
            except ResourceError:
                raise
            except Exception as exc:  # noqa: BLE001 - the row keeps going; the error is reported on it
                reraise_if_interrupted(exc)
                out.errors[i] = f"{type(exc).__name__}: {exc}"[:500]
        return out


def truncate(value: str, max_chars: int) -> tuple[str, str | None]:
    """Cut ``value`` to ``max_chars`` characters; the second item is the row error to report, if any."""
    if len(value) <= max_chars:
        return value, None
    return value[:max_chars], f"value of {len(value):,} characters truncated to {max_chars:,}"


def _check_batch(batch: StageBatch, fields: dict[str, pl.DataType], n: int, stage: str) -> None:
    if not batch.errors:
        batch.errors = [None] * n
    if len(batch.errors) != n or any(len(batch.fields.get(f, ())) != n for f in fields):
        raise ValueError(f"stage {stage!r} returned a batch of the wrong length (expected {n})")
