"""The Proteno sample of Sproat & Jaitly's English text-normalization data, split into train and dev.

Split rule, fixed and deterministic: a sentence (its written tokens joined by single spaces) goes to dev
when the crc32 of its UTF-8 text is 0 mod 10; ``models.verbalize_build`` learns from the other sentences
only, and ``benchmarks/bench_verbalize.py`` scores on dev. Identical sentences always fall on the same side.
"""

from __future__ import annotations

import re
import unicodedata
import zlib
from collections.abc import Iterator
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "sproat_jaitly_en" / "proteno"
TRAIN = DATA / "train.tsv"

Sentence = list[tuple[str, str]]  # (written token, spoken form)


def available() -> bool:
    return TRAIN.is_file()


def read_sentences(path: Path = TRAIN) -> Iterator[Sentence]:
    """Sentences of a Proteno TSV file (``written<TAB>spoken`` per line, blank line between sentences)."""
    sentence: Sentence = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                if sentence:
                    yield sentence
                sentence = []
                continue
            written, _, spoken = line.partition("\t")
            sentence.append((written, spoken))
    if sentence:
        yield sentence


def written(sentence: Sentence) -> str:
    return " ".join(w for w, _ in sentence)


def spoken(sentence: Sentence) -> str:
    return " ".join(s for _, s in sentence if s)


def is_dev(sentence: Sentence) -> bool:
    return zlib.crc32(written(sentence).encode("utf-8")) % 10 == 0


def split(path: Path = TRAIN) -> tuple[list[Sentence], list[Sentence]]:
    """(train, dev) sentences of ``path``."""
    train, dev = [], []
    for sentence in read_sentences(path):
        (dev if is_dev(sentence) else train).append(sentence)
    return train, dev


_SPACES = re.compile(r"\s+")


def comparable(text: str) -> str:
    """The scoring form: lower case, punctuation characters (Unicode P*) dropped, whitespace collapsed."""
    text = "".join(c for c in text.lower() if not unicodedata.category(c).startswith("P"))
    return _SPACES.sub(" ", text).strip()
