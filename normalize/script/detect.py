"""Script detection per token, and mixed-script flagging.

The script of a letter is read from its Unicode character name (``unicodedata``), whose first word is
the script for every letter block we care about (``ARABIC LETTER ...``, ``ETHIOPIC SYLLABLE ...``,
``CJK UNIFIED IDEOGRAPH-...``). Marks, digits, punctuation and joiners are script-neutral.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

_NAME_TO_SCRIPT = {
    "LATIN": "Latin", "CYRILLIC": "Cyrillic", "GREEK": "Greek", "ARABIC": "Arabic",
    "ETHIOPIC": "Ethiopic", "DEVANAGARI": "Devanagari", "CJK": "Han", "HIRAGANA": "Hiragana",
    "KATAKANA": "Katakana", "KATAKANA-HIRAGANA": "Katakana", "HANGUL": "Hangul", "HEBREW": "Hebrew", "THAI": "Thai", "ARMENIAN": "Armenian",
    "GEORGIAN": "Georgian", "BENGALI": "Bengali", "GURMUKHI": "Gurmukhi", "GUJARATI": "Gujarati",
    "TAMIL": "Tamil", "TELUGU": "Telugu", "KANNADA": "Kannada", "MALAYALAM": "Malayalam", "SYRIAC": "Syriac",
    "THAANA": "Thaana", "SINHALA": "Sinhala", "KHMER": "Khmer", "LAO": "Lao", "TIBETAN": "Tibetan",
    "MYANMAR": "Myanmar", "MONGOLIAN": "Mongolian", "CHEROKEE": "Cherokee", "TIFINAGH": "Tifinagh",
}
#: scripts that legitimately share one word
_COMPATIBLE = [frozenset({"Han", "Hiragana", "Katakana"}), frozenset({"Han", "Hangul"})]


@lru_cache(maxsize=8192)
def char_script(ch: str) -> str | None:
    """Script of one letter (``None`` for marks, digits, punctuation, spaces and unnamed characters)."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    name = unicodedata.name(ch, "")
    first = name.split(" ", 1)[0]
    if first == "FULLWIDTH" or first == "HALFWIDTH":
        first = name.split(" ", 2)[1]
    if first == "MODIFIER" or first == "SMALL":
        return "Latin" if "LATIN" in name or name.startswith("MODIFIER LETTER") else None
    if first == "CJK":
        return "Han"
    return _NAME_TO_SCRIPT.get(first, first.title() if first else None)


@dataclass(frozen=True)
class TokenScript:
    """Script analysis of one whitespace-separated token."""

    token: str
    script: str | None  # majority script of its letters (None: no letters)
    scripts: tuple[str, ...]  # every script seen, most frequent first
    mixed: bool  # letters from scripts that do not belong together in one word


def token_script(token: str) -> TokenScript:
    """Classify one token."""
    counts: dict[str, int] = {}
    for ch in token:
        s = char_script(ch)
        if s is not None:
            counts[s] = counts.get(s, 0) + 1
    scripts = tuple(sorted(counts, key=lambda s: -counts[s]))
    mixed = len(scripts) > 1 and not any(set(scripts) <= group for group in _COMPATIBLE)
    return TokenScript(token, scripts[0] if scripts else None, scripts, mixed)


def detect_scripts(text: str) -> list[TokenScript]:
    """Per-token script detection over the whitespace tokens of ``text``, in order."""
    return [token_script(tok) for tok in text.split()]


def mixed_tokens(text: str) -> list[str]:
    """The whitespace tokens of ``text`` that mix scripts (as :func:`detect_scripts` flags them); a line
    whose letters are all of one script is answered from its distinct characters alone."""
    scripts = {char_script(ch) for ch in set(text)}
    scripts.discard(None)
    if len(scripts) < 2:
        return []
    return [t.token for t in detect_scripts(text) if t.mixed]
