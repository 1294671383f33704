"""Gold built by reading real postings (../shared/data/job_postings), stored as references, never as text.

A gold item points into the corpus instead of copying it::

    {"id": "<posting id>", "field": "salary", "start": 0, "end": 23, "sha": "3f2a9c1e",
     "kind": "board_field", "market": "GB", "lang": "en", "expected": {...}, "note": "paraphrase only"}

``field`` is a corpus column (``title``, ``location``, ``salary``, ``description``) or ``posting`` (the
text ``extract`` sees: :func:`posting_text`); ``start``/``end`` are character offsets into that field
(``null`` for the whole field); ``sha`` is the first 8 hex digits of the SHA-256 of the resolved text, so a
changed corpus is detected instead of silently scored. Notes paraphrase; they never quote the posting.

The split is fixed once, by posting id: :func:`split_of` puts 30% of postings in ``test`` (scored only for
the final figures) and 70% in ``dev``. Every item of a posting falls in the same split.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "data" / "job_postings" / "postings.parquet"
GOLD_DIR = Path(__file__).resolve().parent / "gold" / "real"
TEST_SHARE = 3  # tenths of postings in the test split


def split_of(posting_id: str) -> str:
    """``"test"`` for 30% of postings, ``"dev"`` for the rest; fixed by the id's hash, never re-drawn."""
    digest = int(hashlib.sha256(posting_id.encode("utf-8")).hexdigest(), 16)
    return "test" if digest % 10 < TEST_SHARE else "dev"


def posting_text(row: dict) -> str:
    """The text ``extract`` is given for a whole posting: title, a blank line, description."""
    return f"{row.get('title') or ''}\n\n{row.get('description') or ''}"


def text_sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def load_corpus(ids: Iterable[str] | None = None) -> dict[str, dict]:
    """Posting id -> row (all columns) for ``ids`` (all rows when None). Needs ../shared/data."""
    import polars as pl

    frame = pl.read_parquet(CORPUS)
    if ids is not None:
        frame = frame.filter(pl.col("id").is_in(sorted(set(ids))))
    return {row["id"]: row for row in frame.iter_rows(named=True)}


def resolve(item: dict, corpus: dict[str, dict]) -> str:
    """The text a gold item points to; raises ValueError if the corpus no longer matches its ``sha``."""
    row = corpus[item["id"]]
    field = item["field"]
    text = posting_text(row) if field == "posting" else (row.get(field) or "")
    if item.get("start") is not None:
        text = text[item["start"] : item["end"]]
    if item.get("sha") and text_sha(text) != item["sha"]:
        raise ValueError(f"gold item {item['id']}/{field} no longer matches the corpus")
    return text


def make_ref(row: dict, field: str, start: int | None = None, end: int | None = None, **extra) -> dict:
    """A gold item for ``row[field][start:end]`` (the whole field when start is None), with its sha."""
    item = {"id": row["id"], "field": field, "start": start, "end": end}
    item["sha"] = text_sha(resolve(item, {row["id"]: row}))
    item.update(extra)
    return item


def read_gold(name: str) -> list[dict]:
    """Items of ``benchmarks/gold/real/<name>.jsonl`` (comment lines starting with // are skipped)."""
    path = GOLD_DIR / f"{name}.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip() and not line.startswith("//")]


def iter_split(items: Iterable[dict], split: str) -> Iterator[dict]:
    """The items of one split (``dev`` or ``test``)."""
    return (item for item in items if split_of(item["id"]) == split)
