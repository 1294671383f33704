"""The verbalizer: written text -> spoken form, one semiotic class per changed span.

One pass over the tokens (:mod:`normalize.verbalize.tokens`). At each token the class readers are tried
in a fixed order (electronic, telephone, time, date, money, measure, range, decimal, fraction, cardinal
and ordinal numbers, roman numerals, abbreviations, letters, symbols); each looks at a bounded window of
tokens, so the whole pass is linear. A token no reader claims is copied as written (class plain or
punct): the verbalizer never invents words.

The readers live in one mixin per family of classes (``read_dates``, ``read_money``, ``read_numbers``,
``read_words``) over the shared token window (``window``); :class:`Sentence` assembles them and runs the pass.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from normalize.verbalize.read_dates import DateReaders
from normalize.verbalize.read_money import MoneyReaders
from normalize.verbalize.read_numbers import NumberReaders
from normalize.verbalize.read_words import VULGAR_FRACTIONS, WordReaders
from normalize.verbalize.window import Read

__all__ = ["VULGAR_FRACTIONS", "Sentence", "Span", "render"]


@dataclass(frozen=True)
class Span:
    """One changed span: characters ``start:end`` of the input, its class and what is said."""

    start: int
    end: int
    text: str
    cls: str
    spoken: str

    def as_dict(self) -> dict:
        return {"start": self.start, "end": self.end, "text": self.text, "class": self.cls,
                "spoken": self.spoken}


class Sentence(DateReaders, MoneyReaders, NumberReaders, WordReaders):
    """The tokens of one text with their gaps, and the readers that run over them."""

    # -- the pass ----------------------------------------------------------------------------------
    def spans(self) -> list[Span]:
        out: list[Span] = []
        i = 0
        n = len(self.toks)
        while i < n:
            hit = self.read(i)
            if hit is None:
                i += 1
                continue
            used, cls, spoken = hit
            start, end = self.toks[i].start, self.toks[i + used - 1].end
            if spoken != self.text[start:end]:
                out.append(Span(start, end, self.text[start:end], cls, spoken))
            i += used
        return out

    def read(self, i: int) -> Read:
        kind = self.toks[i].kind
        if kind in ("url", "email", "handle", "hashtag"):
            return 1, "electronic", self.electronic(self.toks[i].text)
        if kind == "entity":  # an HTML entity is the character it stands for, said as that character is
            char = html.unescape(self.toks[i].text)
            return 1, "symbol" if char in self.p.symbols else "plain", self.p.symbols.get(char, " " if char.isspace() else char)
        if kind == "phone":
            return 1, "telephone", self.telephone(self.toks[i].text)
        if kind == "time":
            return self.time(i)
        if kind == "date":
            return self.numeric_date(i)
        # only these readers can start at a token of this kind (a word: a currency code or a month)
        readers = _READERS_WORD if kind == "word" else _READERS_NUM if kind == "num" else _READERS_OTHER
        for reader in readers:
            hit = reader(self, i)
            if hit is not None:
                return hit
        if kind == "word":
            return self.word(i) or self.symbol(i)
        return self.symbol(i)


_READERS_WORD = (Sentence.money, Sentence.date, Sentence.weekdays)
_READERS_NUM = (Sentence.money, Sentence.date, Sentence.measure, Sentence.range_, Sentence.decimal, Sentence.number)
_READERS_OTHER = (Sentence.money, Sentence.decimal)


def render(text: str, spans: list[Span]) -> str:
    """``text`` with each span replaced by its spoken form (a space is added where a spoken word would
    otherwise touch a letter or digit of the text)."""
    out: list[str] = []
    last = 0
    tail = ""  # the last character written so far
    for span in spans:
        before = text[last:span.start]
        if before:
            out.append(before)
            tail = before[-1]
        spoken = span.spoken
        if spoken and tail.isalnum():
            spoken = " " + spoken
        if spoken and text[span.end:span.end + 1].isalnum():
            spoken += " "
        if spoken:
            out.append(spoken)
            tail = spoken[-1]
        last = span.end
    out.append(text[last:])
    return "".join(out)
