"""hrnorm: normalize messy HR and social text into clean, structured, comparable data.

The public entry points are imported lazily so that ``import normalize`` stays fast and a pipeline that
uses only the ``unicode`` stage never loads the matcher or the attribute parsers.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "Pipeline": "normalize.pipeline",
    "load_pipeline": "normalize.pipeline",
    "normalize_record": "normalize.pipeline",
    "available_pipelines": "normalize.pipeline",
    "parse_salary": "normalize.attributes",
    "parse_location": "normalize.attributes",
    "extract": "normalize.attributes",
    "extract_keyvalues": "normalize.attributes",
    "mask_pii": "normalize.attributes",
    "fix_text": "normalize.hygiene",
    "fix_and_explain": "normalize.hygiene",
    "verbalize": "normalize.verbalize",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'normalize' has no attribute {name!r}")
