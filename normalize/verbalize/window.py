"""The token window the readers work on: a text's tokens with the gaps between them, and the small
lookups every reader shares (the token at ``i``, its kind, whether whitespace precedes it, a month name).
"""

from __future__ import annotations

from normalize.verbalize.profile import Profile
from normalize.verbalize.tokens import Token, tokenize, tokenize_plain

# A reader returns (tokens consumed, class, spoken) or None.
Read = tuple[int, str, str] | None
DASHES = {"-", "–", "—", "‐", "‑"}


class Window:
    """The tokens of one text with their gaps; the reader mixins (``read_*`` modules) build on it."""

    def __init__(self, text: str, profile: Profile) -> None:
        self.text = text
        self.p = profile
        self.table: dict[str, str] = profile.table.get("context", {})
        self.lexicon: dict[str, str] = profile.table.get("lexicon", {})
        self.vocab = frozenset(profile.table.get("vocab", ()))
        toks: list[Token] = []
        gaps: list[bool] = []
        gap = True
        for tok in _checked_tokens(text):
            if tok.kind == "space":
                gap = True
                continue
            toks.append(tok)
            gaps.append(gap)
            gap = False
        self.toks = toks
        self.gaps = gaps  # gaps[i]: whitespace (or the start) before token i
        self.readings: dict[int, str] = {}  # token index -> reading chosen for a bare number

    # -- small helpers ---------------------------------------------------------------------------
    def t(self, i: int) -> str | None:
        return self.toks[i].text if 0 <= i < len(self.toks) else None

    def gap(self, i: int) -> bool:
        """Whitespace before token i (True past either end)."""
        return self.gaps[i] if 0 <= i < len(self.gaps) else True

    def kind(self, i: int) -> str | None:
        return self.toks[i].kind if 0 <= i < len(self.toks) else None

    def is_num(self, i: int) -> bool:
        return self.kind(i) == "num" and self.toks[i].text.isdecimal()

    def month(self, i: int) -> int | None:
        word = self.t(i)
        if word is None or self.kind(i) != "word":
            return None
        low = word.lower()
        number = self.p.months.get(low)
        if number is None:
            return None
        # "may", "mar", "march" in lower case are mostly verbs; a month is capitalised
        if not word[0].isupper():
            return None
        if len(low) <= 4 and low not in ("june", "july") and not (self.is_num(i + 1) or self.t(i + 1) == "."):
            return None if low != "may" or not self.is_num(i - 1) else number
        return number


def _valid_time(text: str) -> bool:
    low = text.lower().replace(".", "").replace(" ", "")
    suffix = low.endswith(("am", "pm"))
    parts = low.rstrip("apm").split(":")
    hour, minute = int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
    seconds_ok = len(parts) < 3 or int(parts[2]) < 60
    return hour <= 24 and minute <= 59 and seconds_ok and (not suffix or 1 <= hour <= 12)


def _valid_date(text: str, day_first: bool) -> bool:
    if "-" in text:
        _, m, d = text.split("-")
    else:
        sep = "/" if "/" in text else "."
        a, b, _ = text.split(sep)
        d, m = (a, b) if day_first or sep == "." or int(a) > 12 else (b, a)
    return 1 <= int(m) <= 12 and 1 <= int(d) <= 31


def _checked_tokens(text: str) -> list[Token]:
    """The tokens of ``text``; a clock time or numeric date that is not one ("16:79", "45/12/2020") is
    read again as numbers and separators."""
    out: list[Token] = []
    for tok in tokenize(text):
        if (tok.kind == "time" and not _valid_time(tok.text)) or (tok.kind == "date" and not _valid_date(
                tok.text, False)):
            out.extend(tokenize_plain(text, tok.start, tok.end))
        else:
            out.append(tok)
    return out

