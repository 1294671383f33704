"""Input headers as people export them: which column of a file a pipeline's column name means.

An exported header differs from the name a pipeline reads by case, spaces or punctuation ("Title ",
"JOB_TITLE" for ``job_title``) or is another name altogether ("Job Title" for ``title``: the user says so
with ``--map title="Job Title"`` or a spec's ``[map]`` table). Resolution only renames columns while the
stages read them: the output keeps the file's own headers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

_NOT_WORD = re.compile(r"[\W_]+")


def header_key(name: str) -> str:
    """A header without case, spaces and punctuation ("Job-Title " -> "jobtitle")."""
    return _NOT_WORD.sub("", name.casefold())


class HeaderError(ValueError):
    """A ``--map`` entry that names no column of the input."""


def parse_map(entries: Iterable[str]) -> dict[str, str]:
    """``["title=Job Title", ...]`` (the CLI's ``--map``) as ``{"title": "Job Title"}``."""
    mapping: dict[str, str] = {}
    for entry in entries:
        name, sep, header = entry.partition("=")
        name, header = name.strip(), header.strip().strip("\"'")
        if not sep or not name or not header:
            raise HeaderError(f"--map takes NAME=HEADER (e.g. title=\"Job Title\"), not {entry!r}")
        mapping[name] = header
    return mapping


def resolve(wanted: Iterable[str], have: Sequence[str], mapping: Mapping[str, str] | None = None) -> dict[str, str]:
    """``{header in the file: name the pipeline reads}`` for each wanted name the file has only under
    another header: an explicit ``mapping`` entry first (matched loosely too), else the one header
    equal to the name but for case, spaces and punctuation. A name the file has exactly needs nothing.
    Raises ``HeaderError`` for a mapping entry whose header the file lacks."""
    present = set(have)
    by_key: dict[str, list[str]] = {}
    for header in have:
        by_key.setdefault(header_key(header), []).append(header)
    renames: dict[str, str] = {}
    for name in dict.fromkeys(wanted):
        target = (mapping or {}).get(name)
        if target is not None:
            found = target if target in present else _single(by_key.get(header_key(target), []))
            if found is None:
                raise HeaderError(
                    f"--map {name}={target!r}: the input has no such column (its columns: {_shown(have)})"
                )
        elif name in present:
            continue
        else:
            found = _single(by_key.get(header_key(name), []))
        if found is not None and found != name and found not in renames and name not in present:
            renames[found] = name
    return renames


def _single(headers: list[str]) -> str | None:
    return headers[0] if len(headers) == 1 else None


def _shown(have: Sequence[str]) -> str:
    return ", ".join(have[:20]) + (f", ... ({len(have)} in all)" if len(have) > 20 else "")
