"""Reading and writing the MultiLexNorm format.

One token per line, ``raw<TAB>norm``, an empty line between sentences. A 1-to-N split puts spaces in the
norm column; an N-to-1 merge puts the normalization on the first token and an empty norm on the others.
Lines are split with ``rstrip('\\n').split('\\t')`` (never ``.split()``) so empty norms survive.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from pathlib import Path

log = logging.getLogger("normalize.lexnorm")

Sentence = list[tuple[str, str]]


def parse_multilexnorm(lines: Iterable[str]) -> Iterator[Sentence]:
    """Sentences of ``(raw, norm)`` pairs from lines; a line without a TAB gets ``norm == raw``."""
    sent: Sentence = []
    for line in lines:
        line = line.rstrip("\n").rstrip("\r")
        if not line.strip():
            if sent:
                yield sent
                sent = []
            continue
        parts = line.split("\t")
        raw = parts[0]
        norm = parts[1] if len(parts) > 1 else raw
        sent.append((raw, norm))
    if sent:
        yield sent


def read_multilexnorm(path: str | Path) -> list[Sentence]:
    """All sentences of a MultiLexNorm file ('-': stdin). Bytes that are not UTF-8 become U+FFFD and the
    lines that held them are logged as a warning; a missing file raises ``FileNotFoundError``."""
    from normalize.textfile import InputError, damaged_lines_message, read_text_lines

    try:
        lines, _, damaged = read_text_lines(path)
    except InputError as exc:
        raise FileNotFoundError(str(exc)) from exc
    if damaged:
        log.warning("%s: %s", path, damaged_lines_message(damaged))
    return list(parse_multilexnorm(lines))


def format_multilexnorm(sentences: Iterable[tuple[list[str], list[str]]]) -> Iterator[str]:
    """Lines (with newline) for sentences given as ``(raw_tokens, normalized_tokens)``."""
    for raw, norm in sentences:
        for r, n in zip(raw, norm, strict=True):
            yield f"{r}\t{n}\n"
        yield "\n"


def write_multilexnorm(path: str | Path, sentences: Iterable[tuple[list[str], list[str]]]) -> None:
    """Write sentences as ``raw<TAB>system-norm`` lines with a blank line after each sentence."""
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(format_multilexnorm(sentences))
