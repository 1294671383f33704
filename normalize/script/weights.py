"""Decoder weights of script repair (log domain), shared by fast and beam mode and the statistics."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """Decoder weights (log domain), tuned on the synthetic dev sets (benchmarks/bench_script.py)."""

    change: float = -2.5  # replacing a letter that is valid in the language by another reading
    foreign_rank: float = -0.3  # per rank position among candidates of a letter foreign to the language
    insert: float = -4.0  # inserting a letter the dominant convention drops
    known_word: float = 3.0  # the output is a word seen in the clean text
    merge: float = 0.5  # bias for merging "X ه" + "Y" back into one word
    evidence: float = 1.5  # extra cost of a change per distinct language-specific letter typed in the line
    backoff: float = math.log(0.4)
    beam: int = 8
    max_inserts: int = 1


DEFAULT_WEIGHTS = Weights()
#: fast mode reads letters from sharper context counts, so a change needs less of a margin
#: and it merges "ه "-split words on the character model's junction score (the margin is the bias for a
#: merge: two word ends and starts cost more than the letters they save)
FAST_WEIGHTS = Weights(change=-1.0, evidence=1.0, merge=5.0)
