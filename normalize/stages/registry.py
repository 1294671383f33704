"""One registry of stages, by name.

Stage modules register themselves with ``@register_stage``. Built-in stages are imported lazily on first
use (``BUILTIN_STAGES`` maps name -> module), so loading a pipeline imports only the stages it uses and a
short CLI run does not pay for models it never touches.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import typing
from typing import Any

from normalize.stages.base import Stage

#: name -> module that defines (and registers) the stage.
BUILTIN_STAGES: dict[str, str] = {
    "unicode": "normalize.stages.unicode",
    "title": "normalize.stages.title",
    "skills": "normalize.stages.skills",
    "attributes": "normalize.stages.attributes",
    "keyvalues": "normalize.stages.keyvalues",
    "lexical": "normalize.stages.lexical",
    "script": "normalize.stages.script",
    "verbalize": "normalize.stages.verbalize",
}

_REGISTRY: dict[str, type[Stage]] = {}


def register_stage(name: str):
    """Class decorator: register a ``Stage`` subclass under ``name``."""

    def deco(cls: type[Stage]) -> type[Stage]:
        if not dataclasses.is_dataclass(cls.Config):
            raise TypeError(f"stage {name!r}: Config must be a dataclass")
        cls.name = name
        _REGISTRY[name] = cls
        return cls

    return deco


def unregister_stage(name: str) -> None:
    """Forget stage ``name`` (a stage registered for a while, as tests do); a built-in stage is re-imported
    on its next use."""
    _REGISTRY.pop(name, None)


def get_stage(name: str) -> type[Stage]:
    """The stage class registered as ``name``; imports a built-in stage module on first use."""
    if name not in _REGISTRY and name in BUILTIN_STAGES:
        try:
            importlib.import_module(BUILTIN_STAGES[name])
        except ModuleNotFoundError as exc:
            if exc.name != BUILTIN_STAGES[name]:
                raise
    if name not in _REGISTRY:
        raise KeyError(f"unknown stage {name!r}; known stages: {', '.join(available_stages())}")
    return _REGISTRY[name]


def available_stages() -> list[str]:
    """Names of all stages that can be created (built-in modules that exist, plus registered ones)."""
    names = set(_REGISTRY)
    for name, module in BUILTIN_STAGES.items():
        if importlib.util.find_spec(module) is not None:
            names.add(name)
    return sorted(names)


def create_stage(name: str, config: dict[str, Any] | None = None) -> Stage:
    """Build stage ``name`` from a (partial) config dict; unknown keys and wrong types are errors."""
    cls = get_stage(name)
    return cls(build_config(cls.Config, config or {}, where=f"stage {name!r}"))


def build_config(config_cls: type, values: dict[str, Any], where: str) -> Any:
    """Instantiate dataclass ``config_cls`` from ``values``, checking names and simple types."""
    known = {f.name: f for f in dataclasses.fields(config_cls)}
    unknown = sorted(set(values) - set(known))
    if unknown:
        raise ValueError(f"{where}: unknown config key(s) {unknown}; known: {sorted(known)}")
    hints = typing.get_type_hints(config_cls)
    for key, value in values.items():
        expected = hints.get(key)
        if expected in (bool, int, float, str) and not _fits(value, expected):
            raise ValueError(f"{where}: config {key!r} must be {expected.__name__}, got {value!r}")
    return config_cls(**values)


def _fits(value: Any, expected: type) -> bool:
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, expected)
