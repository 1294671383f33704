"""Pipeline specs (TOML): the bundled ones by name, or a spec file by path, checked for shape; and the
schema of stage configs (types, ``Literal`` choices, ``Range`` bounds) that specs and CLI options share.
No polars import, so that ``hrnorm etl`` can tell from the spec alone whether anything changed (see
``normalize.etl``)."""

from __future__ import annotations

import dataclasses
import math
import os
import tomllib
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PIPELINES_DIR = Path(__file__).parent / "pipelines"


def available_pipelines() -> dict[str, Path]:
    """Bundled pipeline specs by name."""
    return {p.stem: p for p in sorted(PIPELINES_DIR.glob("*.toml"))}


def read_spec(name_or_path: str | os.PathLike[str]) -> tuple[dict[str, Any], str]:
    """Parse a spec by bundled name or by path and check its shape; returns (spec, name). ``KeyError``
    for an unknown name or missing file, :class:`SpecError` (one line) for anything else."""
    text = str(name_or_path)
    path = Path(text)
    if not (text.endswith(".toml") or path.exists()):
        bundled = available_pipelines()
        if text not in bundled:
            raise KeyError(f"unknown pipeline {text!r}; bundled pipelines: {', '.join(bundled)}")
        path = bundled[text]
    if not path.exists():
        raise KeyError(f"pipeline spec not found: {text}")
    if not path.is_file():
        raise SpecError(f"pipeline spec {text!r} is not a file")
    try:
        with open(path, "rb") as fh:
            spec = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise SpecError(f"pipeline spec {text!r} is not valid TOML: {str(exc).splitlines()[0]}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SpecError(f"pipeline spec {text!r} cannot be read: {type(exc).__name__}") from exc
    check_spec(spec, f"pipeline spec {text!r}")
    return spec, spec.get("name", path.stem)


# -- shape and config schemas --------------------------------------------------------------------------


class SpecError(ValueError):
    """A spec or a stage config of the wrong shape, type or range; the message is one line."""


@dataclass(frozen=True)
class Range:
    """A bound on a numeric config field, in its type: ``top_k: Annotated[int, Range(1)] = 5``.
    ``cpus``: the value is capped at the number of CPUs (a ``workers`` count)."""

    min: float | None = None
    max: float | None = None
    cpus: bool = False


STEP_KEYS = {"stage", "columns", "column", "prefix", "suffix", "config"}


def check_spec(spec: Any, where: str) -> dict[str, Any]:
    """``spec`` if it has the shape of a pipeline spec (a table; ``stages`` a list of tables, each with a
    ``stage`` name, ``columns`` a list of names or ``column`` a name, optional ``prefix``/``suffix``
    strings and ``config`` table); else :class:`SpecError` naming the place in one line."""
    if not isinstance(spec, dict):
        raise SpecError(f"{where}: a pipeline spec is a TOML table, not {_kind(spec)}")
    for key in ("name", "description", "country"):
        if key in spec and not isinstance(spec[key], str):
            raise SpecError(f"{where}: '{key}' must be a string, not {_kind(spec[key])}")
    stages = spec.get("stages", [])
    if not isinstance(stages, list):
        raise SpecError(f"{where}: 'stages' must be a list of [[stages]] tables, not {_kind(stages)}")
    for i, entry in enumerate(stages):
        at = f"{where}, stage #{i + 1}"
        if not isinstance(entry, dict):
            raise SpecError(f"{at}: must be a [[stages]] table, not {_kind(entry)}")
        unknown = sorted(set(entry) - STEP_KEYS)
        if unknown or "stage" not in entry:
            raise SpecError(f"{at}: needs 'stage' and 'columns'; unknown keys {unknown}")
        if not isinstance(entry["stage"], str):
            raise SpecError(f"{at}: 'stage' must be a stage name (a string), not {_kind(entry['stage'])}")
        columns = entry.get("columns", [])
        if not isinstance(columns, list) or not all(isinstance(c, str) and c for c in columns):
            raise SpecError(f"{at}: 'columns' must be a list of column names (strings), not {_kind(columns)}")
        for key in ("column", "prefix", "suffix"):
            if key in entry and not isinstance(entry[key], str):
                raise SpecError(f"{at}: '{key}' must be a string, not {_kind(entry[key])}")
        if not isinstance(entry.get("config", {}), dict):
            raise SpecError(f"{at}: 'config' must be a table, not {_kind(entry['config'])}")
    return spec


def check_config(config_cls: type, values: dict[str, Any], where: str) -> dict[str, Any]:
    """``values`` checked against the dataclass ``config_cls``: known keys only, each of its field's type
    (``bool``, ``int``, ``float`` (finite), ``str``, ``X | None``, ``Literal[...]``) and ``Range``; a
    ``Range(cpus=True)`` value above the CPU count is capped to it. Returns the values to build it from;
    :class:`SpecError` (one line, values shown with ``repr``) otherwise."""
    known = {f.name for f in dataclasses.fields(config_cls)}
    unknown = sorted(str(k) for k in set(values) - known)
    if unknown:
        raise SpecError(f"{where}: unknown config key(s) {unknown}; known: {sorted(known)}")
    hints = typing.get_type_hints(config_cls, include_extras=True)
    out = dict(values)
    for key, value in values.items():
        out[key] = _check_value(hints[key], value, f"{where}: config {key!r}")
    return out


def _check_value(hint: Any, value: Any, where: str) -> Any:
    options = typing.get_args(hint) if typing.get_origin(hint) in (types.UnionType, typing.Union) else (hint,)
    if value is None:
        if type(None) in options:
            return None
        raise SpecError(f"{where} must be set, not empty")
    options = tuple(o for o in options if o is not type(None))
    for option in options:
        bounds: list[Range] = []
        if typing.get_origin(option) is typing.Annotated:
            option, *extras = typing.get_args(option)
            bounds = [e for e in extras if isinstance(e, Range)]
        if typing.get_origin(option) is typing.Literal:
            if value in typing.get_args(option) and isinstance(value, str | bool | int):
                return value
            continue
        if _fits(value, option):
            if isinstance(value, float) and not math.isfinite(value):
                raise SpecError(f"{where} must be a finite number, not {value!r}")
            return _bounded(value, bounds, where)
    raise SpecError(f"{where} must be {_describe(options)}, not {_shown(value)}")


def _bounded(value: Any, bounds: list[Range], where: str) -> Any:
    for b in bounds:
        if b.min is not None and value < b.min:
            raise SpecError(f"{where} must be at least {b.min:g}, not {value!r}")
        if b.max is not None and value > b.max:
            raise SpecError(f"{where} must be at most {b.max:g}, not {value!r}")
        if b.cpus:
            value = min(value, os.cpu_count() or 1)
    return value


def _fits(value: Any, expected: Any) -> bool:
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if expected is Any:
        return True
    return isinstance(expected, type) and isinstance(value, expected)


def _describe(options: tuple[Any, ...]) -> str:
    parts = []
    for option in options:
        if typing.get_origin(option) is typing.Annotated:
            option = typing.get_args(option)[0]
        if typing.get_origin(option) is typing.Literal:
            parts.append("one of " + ", ".join(repr(a) for a in typing.get_args(option)))
        else:
            parts.append(getattr(option, "__name__", str(option)))
    return " or ".join(parts)


def _shown(value: Any) -> str:
    """A value for a message: repr, cut to 80 characters (a string is never spelt out as its characters)."""
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _kind(value: Any) -> str:
    return f"{type(value).__name__} {_shown(value)}"
