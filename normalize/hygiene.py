"""Unicode hygiene for any text (the engine of the ``unicode`` stage; no polars import, so the text
commands that run it first start fast).

Each fix is a small pure function over a string; ``fix_and_explain`` runs the enabled ones in a fixed
order and returns the names of those that changed something, in the spirit of ``ftfy.fix_and_explain``.
Mojibake, HTML entities, C1 controls, full-width forms and ligatures are ftfy's job; what ftfy does not
do (tags, zero-width and bidi characters, homoglyph folding, whitespace folding) is written here.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from dataclasses import dataclass
from types import ModuleType
from typing import Annotated, Literal

from normalize.specs import Range


@dataclass
class UnicodeConfig:
    """Every fix can be switched off; the defaults are what HR text needs."""

    mojibake: bool = True  # ftfy: repair UTF-8 decoded as Latin-1/Windows-1252 and similar
    normalization: Literal["NFC", "NFKC", "none"] = "NFC"
    strip_html: bool = True  # decode entities and drop tags
    remove_invisible: bool = True  # control, zero-width and bidi-control characters
    keep_joiners: bool = True  # keep ZWNJ/ZWJ (meaningful in Persian, Kurdish, emoji sequences)
    fullwidth_to_ascii: bool = True
    fold_confusables: bool = True  # Cyrillic/Greek look-alikes inside Latin-script words
    fold_whitespace: bool = True
    keep_newlines: bool = True  # fold spaces within lines but keep line breaks (key: value lines)
    max_chars: Annotated[int, Range(1)] = 1_000_000  # longer values are truncated, with an error on the row


# --- the fixes -------------------------------------------------------------------------------------

# A tag is '<', an optional '/', a letter, then anything but '<' or '>' (bounded, so no backtracking
# blow-up on a megabyte of '<a'). Hand-written: an HTML parser would also rewrite text we must keep.
_TAG = re.compile(r"</?[A-Za-z][^<>]{0,2000}>")
_BLOCK_TAG = re.compile(r"<(?:br|/p|/div|/li|/h[1-6]|/tr)\b[^<>]{0,200}>", re.IGNORECASE)
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


def strip_html(text: str) -> str:
    """Decode HTML entities and remove tags; block-level tags become line breaks."""
    if "<" in text:
        text = _BLOCK_TAG.sub("\n", text)
        text = _TAG.sub(" ", text)
    if "&" in text and _ENTITY.search(text):
        text = html.unescape(text)
    return text


# Printable ASCII with tabs and line feeds holds nothing ftfy repairs (its fixes need a non-ASCII
# character, a carriage return or an escape), so such text skips it, and a command that only meets
# such text never imports it (0.15 s of a light command's start-up).
_NOTHING_FOR_FTFY = re.compile(r"[\x20-\x7e\t\n]*")


@functools.cache
def _ftfy() -> tuple[ModuleType, object]:
    import ftfy

    return ftfy, ftfy.TextFixerConfig(
        unescape_html=False,  # done by strip_html, which also knows about tags
        fix_character_width=False,  # a separate, switchable fix
        uncurl_quotes=False,  # curly quotes are not damage
        fix_line_breaks=True,
        normalization=None,  # a separate, switchable fix
        explain=False,
    )


def fix_mojibake(text: str) -> str:
    """ftfy's encoding repair (mojibake, C1 controls, surrogates, terminal escapes, ligatures)."""
    if _NOTHING_FOR_FTFY.fullmatch(text):
        return text
    ftfy, config = _ftfy()
    return ftfy.fix_text(text, config)


# A no-break space encoded as UTF-8 (C2 A0) and read as Latin-1 is "Â" + NBSP; once a scraper or a
# spreadsheet has turned that NBSP into a plain space (or dropped it at a line end), ftfy no longer sees a
# UTF-8 sequence and leaves the "Â". A capital Â that ends a word made of ASCII letters, digits or
# punctuation ("07911Â 123456", "£25,000Â per", "Tel:Â") is no letter of any language's spelling, so it
# goes. A Â after a non-ASCII letter or standing inside a word ("ROMÂNIA", "CÂMARA") stays.
_LONE_A_CIRCUMFLEX = re.compile(r"(?:(?<=[\x21-\x7e])|(?<![^\s]))\u00c2(?=[\s\u00a0]|$)")


# The same "Â" between ASCII punctuation or a space and a digit ("Main:Â901-313-3066", "... .com /Â630-869-0089") stands
# for the no-break space itself, which the scraper dropped: it becomes a space.
_LONE_A_CIRCUMFLEX_BEFORE_DIGIT = re.compile(r"(?<=[\x21-\x2f\x3a-\x40\s])\u00c2(?=\d)")


def fix_lone_a_circumflex(text: str) -> str:
    """Drop the "Â" a mangled no-break space leaves before a space or the end ("07911Â 123456"); one between punctuation
    and a digit ("Tel:Â0161 496 0000") becomes the space it was."""
    if "\u00c2" not in text:
        return text
    return _LONE_A_CIRCUMFLEX_BEFORE_DIGIT.sub(" ", _LONE_A_CIRCUMFLEX.sub("", text))


# Format (Cf) characters that carry no meaning in HR data: zero-width space, word joiner, BOM,
# soft hyphen, Mongolian vowel separator, bidi marks, embeddings, overrides and isolates.
_ZERO_WIDTH = "\u200b\u2060\ufeff\u00ad\u180e\u200e\u200f\u061c"
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_JOINERS = "\u200c\u200d"
_CONTROL = "".join(chr(c) for c in range(0x20) if chr(c) not in "\t\n\r") + "\x7f"
_REMOVE_KEEP_JOINERS = str.maketrans("", "", _ZERO_WIDTH + _BIDI + _CONTROL)
_REMOVE_ALL = str.maketrans("", "", _ZERO_WIDTH + _BIDI + _CONTROL + _JOINERS)


def remove_invisible(text: str, keep_joiners: bool = True) -> str:
    """Drop control, zero-width and bidi-control characters (tab and line breaks are kept)."""
    return text.translate(_REMOVE_KEEP_JOINERS if keep_joiners else _REMOVE_ALL)


def fullwidth_to_ascii(text: str) -> str:
    """Full-width ASCII variants (U+FF01..U+FF5E) and the ideographic space to plain ASCII."""
    if text.isascii():
        return text
    return _ftfy()[0].fixes.fix_character_width(text)


# Cyrillic and Greek letters that render like Latin ones. Hand-written because Unicode's
# confusables.txt maps to a skeleton for comparison, not to the Latin letter a reader sees, and it would
# also fold genuine Cyrillic words; we only fold inside words that are otherwise Latin.
_CONFUSABLES = {
    # Cyrillic lower case
    "а": "a", "в": "b", "е": "e", "ѕ": "s", "і": "i", "ј": "j", "к": "k", "м": "m", "н": "h",
    "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ү": "y",
    "һ": "h", "ӏ": "l", "ɡ": "g",
    # Cyrillic upper case
    "А": "A", "В": "B", "Е": "E", "Ѕ": "S", "І": "I", "Ј": "J", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ү": "Y", "Һ": "H", "Ӏ": "I",
    "Ԛ": "Q", "Ԝ": "W",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ι": "i", "κ": "k", "ν": "v",
    "ρ": "p", "υ": "u", "α": "a",
}  # fmt: skip
_CONFUSABLE_TABLE = str.maketrans(_CONFUSABLES)
_WORD = re.compile(r"\w+")


def _is_latin_letter(ch: str) -> bool:
    return ch.isalpha() and ch < "\u0250"


def fold_confusables(text: str) -> str:
    """Replace Cyrillic/Greek look-alikes in words that also contain Latin letters ("Pythоn" → "Python")."""
    if text.isascii():
        return text

    def fold(m: re.Match[str]) -> str:
        word = m.group(0)
        if word.isascii() or not any(_is_latin_letter(c) for c in word):
            return word
        folded = word.translate(_CONFUSABLE_TABLE)
        # only when every non-Latin letter had a look-alike: a real mixed word is left for review
        if all(_is_latin_letter(c) or not c.isalpha() for c in folded):
            return folded
        return word

    return _WORD.sub(fold, text)


_SPACES = re.compile(r"[^\S\n]+")  # any whitespace but the line feed
_ALL_SPACES = re.compile(r"\s+")
_BLANK_LINES = re.compile(r"\n(?:[^\S\n]*\n)+")


def fold_whitespace(text: str, keep_newlines: bool = True) -> str:
    """Collapse whitespace runs (NBSP, tabs, Unicode spaces) to one space; trim; keep single line breaks."""
    if not keep_newlines:
        return _ALL_SPACES.sub(" ", text).strip()
    text = _SPACES.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = _BLANK_LINES.sub("\n", text)
    return "\n".join(line.strip() for line in text.split("\n")).strip()


def normalize_form(text: str, form: str) -> str:
    return text if form == "none" else unicodedata.normalize(form, text)


# --- composition -----------------------------------------------------------------------------------


def fix_and_explain(text: str, config: UnicodeConfig | None = None) -> tuple[str, list[str]]:
    """Apply the enabled fixes in order; return the fixed text and the names of the fixes that fired."""
    cfg = config or UnicodeConfig()
    steps: list[str] = []

    def apply(name: str, fn, *args) -> None:
        nonlocal text
        new = fn(text, *args)
        if new != text:
            steps.append(name)
            text = new

    if cfg.strip_html and ("<" in text or "&" in text):
        apply("strip_html", strip_html)
    if not text.isascii():
        if cfg.mojibake:
            apply("fix_mojibake", fix_mojibake)
            apply("fix_lone_a_circumflex", fix_lone_a_circumflex)
        if cfg.fullwidth_to_ascii:
            apply("fullwidth_to_ascii", fullwidth_to_ascii)
        if cfg.fold_confusables:
            apply("fold_confusables", fold_confusables)
        if cfg.normalization != "none":
            apply(f"normalize_{cfg.normalization.lower()}", normalize_form, cfg.normalization)
    if cfg.remove_invisible:
        apply("remove_invisible", remove_invisible, cfg.keep_joiners)
    if cfg.fold_whitespace:
        apply("fold_whitespace", fold_whitespace, cfg.keep_newlines)
    return text, steps


def fix_text(text: str, config: UnicodeConfig | None = None) -> str:
    """The fixed text only (see ``fix_and_explain``)."""
    return fix_and_explain(text, config)[0]
