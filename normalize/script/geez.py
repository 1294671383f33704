"""Ge'ez (Ethiopic) homophone folding for Amharic and Tigrinya.

Modern Amharic pronounces several letter series alike, and writers pick among them freely: ሀ/ሐ/ኀ (h),
ሰ/ሠ (s), አ/ዐ (glottal), ጸ/ፀ (ts'). Folding every order (vowel form) of the variant series onto the
first series makes spellings comparable. This is meant for *output* columns (post-inference
normalization, e.g. of a model's generated text before scoring), never applied to a model's inputs.

Hand-written: a fixed table over Unicode's Ethiopic block; no library provides it.
"""

from __future__ import annotations


def _series(src_start: int, dst_start: int, count: int) -> dict[int, int]:
    return {src_start + i: dst_start + i for i in range(count)}


#: code point -> code point. Each Ethiopic series is laid out as consecutive orders (ä u i a e ə o [wa]).
_FOLD: dict[int, int] = {
    **_series(0x1210, 0x1200, 7),  # ሐ ሑ ሒ ሓ ሔ ሕ ሖ -> ሀ ሁ ሂ ሃ ሄ ህ ሆ
    **_series(0x1280, 0x1200, 7),  # ኀ ኁ ኂ ኃ ኄ ኅ ኆ -> ሀ ...
    0x1287: 0x1207,  # ኇ -> ሇ
    **_series(0x1220, 0x1230, 8),  # ሠ ሡ ሢ ሣ ሤ ሥ ሦ ሧ -> ሰ ሱ ሲ ሳ ሴ ስ ሶ ሷ
    **_series(0x12D0, 0x12A0, 7),  # ዐ ዑ ዒ ዓ ዔ ዕ ዖ -> አ ኡ ኢ ኣ ኤ እ ኦ
    **_series(0x1340, 0x1338, 8),  # ፀ ፁ ፂ ፃ ፄ ፅ ፆ ፇ -> ጸ ጹ ጺ ጻ ጼ ጽ ጾ ጿ
}
_NAMES = {0x1210: "ሐ→ሀ", 0x1280: "ኀ→ሀ", 0x1220: "ሠ→ሰ", 0x12D0: "ዐ→አ", 0x1340: "ፀ→ጸ"}


def fold_homophones(text: str) -> str:
    """``text`` with the ሐ/ኀ, ሠ, ዐ, ፀ series (all orders) folded onto ሀ, ሰ, አ, ጸ."""
    return text.translate(_FOLD)


def homophone_rules(text: str) -> list[str]:
    """Names of the folding rules that would change ``text`` (for explain output)."""
    fired = []
    for start, name in _NAMES.items():
        count = 8 if start in (0x1220, 0x1340) else 7
        if any(start <= ord(ch) < start + count for ch in text) or (start == 0x1280 and "\u1287" in text):
            fired.append(f"geez:{name}")
    return fired
