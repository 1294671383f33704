"""The ESCO skill gold's dev split as the learned skill lists read it (models/skill_wrong_pairs.py,
models/skill_lone_words.py): the judged items less the ads of the sample files left out, and the key by which the
same listing posted under several ids counts once."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CONTEXT = 200  # characters each side: the same listing posted under several ids counts once


def excluded_ids(files: list[Path]) -> set[str]:
    """The posting ids of sample files (one id a line, "#" comment lines)."""
    return {line.strip() for f in files for line in f.read_text().splitlines() if line.strip() and not line.startswith("#")}


def dev_items(exclude: set[str]) -> tuple[list[dict], dict[str, dict]]:
    """The dev split's skill gold items not in ``exclude``, and the corpus rows they point into."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import real_gold
    from bench_skills_gold import GOLD

    items = [i for i in real_gold.iter_split(real_gold.read_gold(GOLD), "dev") if i["id"] not in exclude]
    return items, real_gold.load_corpus({i["id"] for i in items})


def listing(text: str, start: int, end: int) -> str:
    """The words around ``text[start:end]``: equal for one listing posted under several ids."""
    return " ".join(text[max(0, start - CONTEXT) : end + CONTEXT].split())
