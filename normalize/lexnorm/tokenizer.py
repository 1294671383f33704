"""A tokenizer for social-media text that keeps URLs, e-mails, @mentions, #hashtags, emoji, emoticons and
numbers whole.

Hand-written regular expression rather than a library tokenizer: spaCy's and NLTK's tokenizers split
emoticons such as ``:-)`` and keep ``gr8``/``2morrow`` in ways that differ by version; the MultiLexNorm data
uses whitespace-style tokens where these units are single tokens. Every alternative below is a plain
character class repetition with no nested or overlapping quantifiers, so matching is linear in the input
(tested on 1 MB adversarial strings).
"""

from __future__ import annotations

import re

_URL = r"(?:https?://|www\.)[^\s<>\"]+"
_EMAIL = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}"  # bounded: no quadratic rescans
_MENTION = r"@\w+"
_HASHTAG = r"#\w+"
# Western emoticons (eyes, optional nose, mouth) and a few common others; mouths repeat (":)))").
_EMOTICON = (
    r"(?:[<>]?[:;=8xX][\-o\*']?[\)\]\(\[dDpP/\\|@3]+)"
    r"|(?:[\)\]\(\[dDpP/\\]{1,6}[\-o\*']?[:;=8])"  # mouth bounded: a run of '(' stays linear
    r"|(?:<3+|</3+|\^_*\^|[oO0-]_+[oO0-]|[xX][dD]+\b|¯\\_\(ツ\)_/¯)"
)
_NUMBER = r"[+-]?\d+(?:[.,:/]\d+)+%?|\d+%"
_WORD = r"\w+(?:['’]\w+)*'?"
# Emoji: pictographs with optional variation selectors, skin tones, ZWJ sequences and flag pairs.
_EMOJI_CHAR = "[\U0001f000-\U0001faff\u2600-\u27bf\u2300-\u23ff\u2b00-\u2bff\u3030\u303d\u3297\u3299]"
_EMOJI = (
    rf"(?:[\U0001F1E6-\U0001F1FF]{{2}})"
    rf"|(?:{_EMOJI_CHAR}[\uFE0F\U0001F3FB-\U0001F3FF]*(?:\u200D{_EMOJI_CHAR}[\uFE0F\U0001F3FB-\U0001F3FF]*)*)"
)
_PUNCT_RUN = r"\.\.+|!+|\?+|[!?]+|-{2,}|[^\w\s]"

TOKEN_RE = re.compile(
    "|".join(
        f"(?P<{name}>{pat})"
        for name, pat in [
            ("url", _URL),
            ("email", _EMAIL),
            ("mention", _MENTION),
            ("hashtag", _HASHTAG),
            ("emoticon", _EMOTICON),
            ("number", _NUMBER),
            ("word", _WORD),
            ("emoji", _EMOJI),
            ("punct", _PUNCT_RUN),
        ]
    )
)

_PROTECTED_RE = re.compile(
    rf"^(?:{_URL}|{_EMAIL}|{_MENTION}|{_HASHTAG}|(?:{_EMOTICON})|(?:{_EMOJI})+|{_NUMBER}|[^\w\s]+)$"
)
_DIGITS_RE = re.compile(r"^\d+$")


def tokenize(text: str) -> list[str]:
    """Split ``text`` into tokens; URLs, mentions, hashtags, e-mails, emoji, emoticons, numbers stay whole."""
    return [m.group() for m in TOKEN_RE.finditer(text)]


def token_kind(token: str) -> str:
    """The kind of a single token: url, email, mention, hashtag, emoticon, number, word, emoji or punct."""
    m = TOKEN_RE.fullmatch(token)
    if m is None:
        return "word" if any(ch.isalnum() for ch in token) else "punct"
    return m.lastgroup or "word"


def is_protected(token: str) -> bool:
    """True for tokens that are never normalized by spelling rules: URLs, e-mails, mentions, hashtags,
    emoticons, emoji, punctuation and numbers with separators. Plain digit runs ("2", "4") are *not*
    protected here because in chat they can stand for words; the caller decides (see ``is_number``)."""
    if token.isalpha() and token[0] not in "xX":  # fast path: only x-initial letter runs can be emoticons
        return False
    return bool(_PROTECTED_RE.match(token)) and not _DIGITS_RE.match(token)


def is_number(token: str) -> bool:
    """True for a run of digits or a number with separators such as ``3.5`` or ``10:30``."""
    return bool(_DIGITS_RE.match(token)) or token_kind(token) == "number"


def tokenize_with_gaps(text: str) -> tuple[list[str], list[str]]:
    """The tokens of ``text`` and the text around them: ``gaps[0]`` before the first token and
    ``gaps[i + 1]`` after token ``i``, so that ``detokenize(tokens, gaps) == text``."""
    tokens: list[str] = []
    gaps: list[str] = []
    pos = 0
    for m in TOKEN_RE.finditer(text):
        gaps.append(text[pos : m.start()])
        tokens.append(m.group())
        pos = m.end()
    gaps.append(text[pos:])
    return tokens, gaps


def detokenize(tokens: list[str], gaps: list[str] | None = None) -> str:
    """Join normalized tokens, dropping empty ones (the tails of n-to-1 merges). With the ``gaps`` of
    :func:`tokenize_with_gaps` the original spacing is kept ("gr8!!!" -> "great!!!", line breaks stay) and
    a merge tail takes the space before it along; without them, tokens are joined with single spaces."""
    if gaps is None:
        return " ".join(t for t in tokens if t)
    out = [gaps[0]]
    for token, gap in zip(tokens, gaps[1:], strict=False):
        if token:
            out += (token, gap)
        elif len(out) > 1:
            out[-1] = gap  # merged into the token before: the space between them goes
        else:
            out[0] += gap
    return "".join(out)
