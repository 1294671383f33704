"""One registry of stages, by name.

Stage modules register themselves with ``@register_stage``. Built-in stages are imported lazily on first
use (``BUILTIN_STAGES`` maps name -> module), so loading a pipeline imports only the stages it uses and a
short CLI run does not pay for models it never touches.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from typing import Any

from normalize.specs import SpecError, check_config
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
    if not isinstance(name, str):
        raise SpecError(f"a stage name is a string, not {type(name).__name__}")
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
    """Instantiate dataclass ``config_cls`` from ``values`` checked against its schema (names, types,
    choices, ranges: :func:`normalize.specs.check_config`); ``SpecError`` (a ``ValueError``) otherwise."""
    if not isinstance(values, dict):
        raise SpecError(f"{where}: config must be a table of settings, not {type(values).__name__}")
    return config_cls(**check_config(config_cls, values, where))
