"""Readers for words (roman numerals, abbreviations, letters spelled out) and symbols."""

from __future__ import annotations

from normalize.verbalize.context import decide, number_shape, roman_value, token_class
from normalize.verbalize.window import Read, Window

_VOWELS = set("AEIOUY")
VULGAR_FRACTIONS = {"½": ("1", "2"), "⅓": ("1", "3"), "⅔": ("2", "3"), "¼": ("1", "4"), "¾": ("3", "4"),
                    "⅕": ("1", "5"), "⅛": ("1", "8"), "⅜": ("3", "8"), "⅝": ("5", "8"), "⅞": ("7", "8")}


class WordReaders(Window):
    """Word and symbol readers (a mixin of :class:`normalize.verbalize.engine.Sentence`; ``say_number``
    and ``say_fraction`` come from :class:`normalize.verbalize.read_numbers.NumberReaders`)."""

    def word(self, i: int) -> Read:
        text = self.toks[i].text
        p = self.p
        dot = 1 if self.t(i + 1) == "." and i + 2 < len(self.toks) and not self.gap(i + 1) else 0
        value = roman_value(text) if text.isupper() else None
        if value is not None and (len(text) > 1 or text in ("I", "V", "X")) and (
                len(text) >= 4 or not set(text) - set("IVX")):  # "CD", "MD", "DC" are letters
            prev = token_class(self.t(i - 1), p.months, self.vocab)
            nxt = token_class(self.t(i + 1), p.months, self.vocab)
            reading = decide(self.table, "roman", text if len(text) == 1 else "R", prev, nxt)
            if (self.t(i - 1) or "").lower() in p.regnal_names and len(text) > 1:
                reading = "the_ordinal"
            if reading in ("cardinal", "the_ordinal"):
                return 1, "roman", self.say_number(str(value), reading)
        if len(text) == 1 and text in p.symbols:
            return 1, "letters", p.symbols[text]
        if text in self.lexicon and not (dot and text in p.abbreviations):  # "approx." is abbreviated
            spoken = self.lexicon[text]
            return 1, "letters" if _spelled(text, spoken) else "abbreviation", spoken
        if text in p.abbreviations:
            spoken = p.abbreviations[text]
            if text in ("St", "st") and self._street(i):
                spoken = "street"
            if text.lower() in ("no", "nos") and not self.is_num(i + 1 + dot):
                return 1, "plain", text
            return 1 + dot, "abbreviation", spoken
        if text.isupper() and len(text) >= 2 and text.isascii():
            if _should_spell(text):
                return 1, "letters", " ".join(text.lower())
            return None
        if 2 <= len(text) <= 5 and text.isascii() and (not any(c in "aeiouyAEIOUY" for c in text) or sum(
                c.isupper() for c in text) > sum(c.islower() for c in text) >= 1):
            return 1, "letters", " ".join(text.lower())  # "pp", "nr", "PhD", "DoD": no vowel to say
        if len(text) >= 3 and text.endswith("s") and text[:-1].isupper() and text.isascii() \
                and _should_spell(text[:-1]):
            return 1, "letters", " ".join(text[:-1].lower()) + "'s"
        return None

    def _street(self, i: int) -> bool:
        """"St." after a name ("Main St.") is street; before one ("St. Louis") saint."""
        prev, nxt = self.t(i - 1), self.t(i + 1)
        if nxt == ".":
            nxt = self.t(i + 2)
        return bool(prev and prev[:1].isupper() and prev.isalpha()) and not (nxt and nxt[:1].isupper()
                                                                             and nxt.isalpha())

    def symbol(self, i: int) -> Read:
        text = self.toks[i].text
        if text in ("-", "−") and self.kind(i + 1) == "num" and not self.gap(i + 1) and self.gap(i) \
                and not self.is_num(i - 1):
            return 1, "cardinal", self.p.words["minus"]  # "-5", "-0.5": the number follows on its own
        if text in VULGAR_FRACTIONS:
            a, b = VULGAR_FRACTIONS[text]
            whole = self.is_num(i - 1) and not self.gap(i)
            return 1, "fraction", (f"{self.p.words['and']} " if whole else "") + self.say_fraction(a, b)
        if text == "#" and self.is_num(i + 1):
            return 1, "symbol", self.p.words["number"]
        if text in self.p.symbols and text not in ("+", "=", "@", "°") and self.kind(i) == "other":
            return 1, "symbol", self.p.symbols[text]
        if text == ":" and self.is_num(i - 1) and self.is_num(i + 1) and decide(
                self.table, "colon", number_shape(self.t(i - 1)), number_shape(self.t(i + 1)), "") == "to":
            return 1, "range", self.p.words["to"]
        if text == "+" and self.is_num(i - 1) and not self.gap(i) and not self.is_num(i + 1):
            return 1, "symbol", self.p.symbols["+"]  # "2+ years"
        if text in ("+", "=") and self.is_num(i - 1) and self.is_num(i + 1):
            return 1, "symbol", self.p.symbols[text]
        return None


def _spelled(text: str, spoken: str) -> bool:
    return spoken.replace(" ", "").replace("'", "") == text.lower().replace("'", "")[: len(spoken)]


def _should_spell(word: str) -> bool:
    """An upper-case word with no learned reading: spelled when short or unpronounceable
    (no vowel, or three consonants in a row), read as a word otherwise ("NASA", "UNESCO")."""
    if len(word) <= 3:
        return True
    if not any(c in _VOWELS for c in word):
        return True
    run = 0
    for c in word:
        run = 0 if c in _VOWELS else run + 1
        if run >= 3:
            return True
    return len(word) == 4 and word[0] not in _VOWELS and word[1] not in _VOWELS

