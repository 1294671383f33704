"""Readers for ranges, decimals, fractions and bare numbers (cardinal, ordinal, year, digits by context)."""

from __future__ import annotations

from normalize.verbalize.context import decide, number_shape, token_class
from normalize.verbalize.window import DASHES, Read, Window


class NumberReaders(Window):
    """Range, decimal, number and fraction readers (a mixin of :class:`normalize.verbalize.engine.Sentence`;
    ``unit_at`` comes from :class:`normalize.verbalize.read_money.MoneyReaders`)."""

    # -- ranges, decimals, numbers -----------------------------------------------------------------
    def range_(self, i: int) -> Read:
        if not self.is_num(i) or self.t(i + 1) not in DASHES or not self.is_num(i + 2):
            return None
        a, b = self.toks[i].text, self.t(i + 2)
        natural = not self.gap(i + 1) and not self.gap(i + 2)
        dash = "to" if natural else decide(self.table, "dash", number_shape(a), number_shape(b), "") or "to"
        first = self.bare_number(i)
        if len(a) == 4 and len(b) == 2 and self.readings.get(i) == "year":
            second = self.p.year(a[:2] + b) if natural else self.bare_number(i + 2)
            second = second.split(" ", 1)[1] if natural and " " in second and not b.startswith("0") else second
        else:
            second = self.bare_number(i + 2)
        words = [first, self.p.words["to"], second] if dash == "to" else [first, second]
        used = 3
        unit = self.unit_at(i + 3)
        if unit is not None:
            words.append(unit[1][1])
            used += unit[0]
            return used, "measure", " ".join(words)
        return used, "range", " ".join(words)

    def decimal(self, i: int) -> Read:
        text = self.t(i)
        if self.kind(i) == "num" and "." in (text or ""):
            whole, _, frac = text.partition(".")
            if "." in frac or "," in frac or not frac:
                return None
            whole = self.p.cardinal(whole.replace(",", ""))  # "1,000.5": grouped thousands before the point
            return 1, "decimal", f"{whole} {self.p.words['point']} {self.fraction_digits(frac)}"
        if self.is_num(i) and self.t(i + 1) == "." and self.is_num(i + 2) \
                and self.gap(i + 1) == self.gap(i + 2):
            if self.gap(i + 1) and decide(self.table, "numdot", number_shape(self.t(i + 2)),
                                           number_shape(text), "") == "none":
                return None
            whole = self.bare_number(i) if len(text) > 1 and text.startswith("0") else self.p.cardinal(text)
            return 3, "decimal", f"{whole} {self.p.words['point']} {self.fraction_digits(self.t(i + 2))}"
        if text == "." and self.is_num(i + 1) and (i == 0 or not self.is_num(i - 1)) \
                and (self.gap(i) or i == 0) and self.t(i - 1) not in (".",) and i + 2 <= len(self.toks):
            prev = token_class(self.t(i - 1), self.p.months, self.vocab)
            if not self.gap(i + 1) or decide(self.table, "dotnum", number_shape(self.t(i + 1)), prev, "") != "none":
                return 2, "decimal", f"{self.p.words['point']} {self.fraction_digits(self.t(i + 1))}"
        return None

    def fraction_digits(self, digits: str) -> str:
        """The digits after a decimal point: one by one, zero read "o" ("1.05"), a lone zero "zero"."""
        return self.p.cardinal(digits) if digits == "0" else self.p.digits(digits)

    def bare_number(self, i: int) -> str:
        """A number token read by its context (cardinal, year, digits, ordinal, 'the' ordinal)."""
        text = self.toks[i].text
        reading = self.readings.get(i)
        if reading is None:
            prev = token_class(self.t(i - 1), self.p.months, self.vocab)
            nxt = token_class(self.t(i + 1), self.p.months, self.vocab)
            shape = number_shape(text)
            reading = decide(self.table, "num", shape, prev, nxt)
            if reading is None:
                reading = "year" if shape == "4y" else "digits" if shape == "0x" else "cardinal"
            self.readings[i] = reading
        return self.say_number(text, reading)

    def say_number(self, text: str, reading: str) -> str:
        if reading == "year":
            return self.p.year(text)
        if reading == "digits":
            return self.p.digits(text)
        if reading == "ordinal":
            return self.p.ordinal(text)
        if reading == "the_ordinal":
            return f"{self.p.words['the']} {self.p.ordinal(text)}"
        return self.p.cardinal(text)

    def number(self, i: int) -> Read:
        tok = self.toks[i]
        if tok.kind != "num":
            return None
        text = tok.text
        if "," in text and "." not in text:
            return 1, "cardinal", self.p.cardinal(text.replace(",", ""))
        if text.count(".") > 1:  # "1.500.000" (the tokenizer's dot-grouped number), maybe with ",5"
            whole, _, frac = text.replace(".", "").partition(",")
            spoken = self.p.cardinal(whole)
            return 1, "decimal" if frac else "cardinal", spoken + (
                f" {self.p.words['point']} {self.fraction_digits(frac)}" if frac else "")
        nxt = self.t(i + 1)
        if nxt in ("st", "nd", "rd", "th") and not self.gap(i + 1):
            return 2, "ordinal", self.p.ordinal(text)
        if nxt == "s" and not self.gap(i + 1) and text.endswith("0"):
            base = self.p.year(text) if len(text) == 4 else self.p.cardinal(text)
            return 2, "date", self.p.plural(base)
        if self.t(i - 1) == "'" and nxt == "s" and len(text) == 2 and text.endswith("0"):
            return 2, "date", self.p.plural(self.p.cardinal(text))
        if self.t(i + 1) == "/" and self.is_num(i + 2) and not self.gap(i + 1) and not self.gap(i + 2):
            if text == "24" and self.t(i + 2) == "7":
                return 3, "cardinal", f"{self.p.cardinal('24')} {self.p.cardinal('7')}"  # "24/7"
            return self.fraction(i)
        if nxt in ("k", "K", "bn") and not self.gap(i + 1):  # "45k", "45k-55k" without a currency sign
            spoken = f"{self.p.cardinal(text)} {self.p.scales[nxt]}"
            if self.t(i + 2) in DASHES and self.is_num(i + 3) and self.t(i + 4) == nxt and not self.gap(i + 4):
                return 5, "range", f"{spoken} {self.p.words['to']} {self.p.cardinal(self.t(i + 3))} {self.p.scales[nxt]}"
            return 2, "cardinal", spoken
        spoken = self.bare_number(i)
        cls = {"year": "date", "the_ordinal": "ordinal", "ordinal": "ordinal", "digits": "digit"}.get(
            self.readings[i], "cardinal")
        return 1, cls, spoken

    def fraction(self, i: int) -> Read:
        a, b = self.toks[i].text, self.t(i + 2)
        if len(a) > 3 or len(b) > 3 or int(b) < 2 or (self.is_num(i - 1) and self.gap(i)):
            return None
        return 3, "fraction", self.say_fraction(a, b)

    def say_fraction(self, a: str, b: str) -> str:
        """'1', '2' -> 'one half'; '3', '4' -> 'three quarters'; '5', '8' -> 'five eighths'."""
        if b == "2":
            den = self.p.words["half"] if a == "1" else self.p.words["halves"]
        elif b == "4":
            den = self.p.words["quarter"] if a == "1" else self.p.words["quarters"]
        else:
            den = self.p.ordinal(b) if a == "1" else self.p.plural(self.p.ordinal(b))
        return f"{self.p.cardinal(a)} {den}"

