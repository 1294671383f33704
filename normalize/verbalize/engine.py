"""The verbalizer: written text -> spoken form, one semiotic class per changed span.

One pass over the tokens (:mod:`normalize.verbalize.tokens`). At each token the class readers are tried
in a fixed order (electronic, telephone, time, date, money, measure, range, decimal, fraction, cardinal
and ordinal numbers, roman numerals, abbreviations, letters, symbols); each looks at a bounded window of
tokens, so the whole pass is linear. A token no reader claims is copied as written (class plain or
punct): the verbalizer never invents words.
"""

from __future__ import annotations

from dataclasses import dataclass

from normalize.verbalize.context import decide, number_shape, roman_value, token_class
from normalize.verbalize.profile import Profile
from normalize.verbalize.tokens import Token, tokenize, tokenize_plain


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


# A reader returns (tokens consumed, class, spoken) or None.
Read = tuple[int, str, str] | None
_LETTER_NAMES = {c: c for c in "abcdefghijklmnopqrstuvwxyz"}
_DASHES = {"-", "–", "—", "‐", "‑"}
_VOWELS = set("AEIOUY")
VULGAR_FRACTIONS = {"½": ("1", "2"), "⅓": ("1", "3"), "⅔": ("2", "3"), "¼": ("1", "4"), "¾": ("3", "4"),
                    "⅕": ("1", "5"), "⅛": ("1", "8"), "⅜": ("3", "8"), "⅝": ("5", "8"), "⅞": ("7", "8")}
_WORDLIKE_UNITS = frozenset({"in", "a", "s", "h", "t"})


class Sentence:
    """The tokens of one text with their gaps, and the readers that run over them."""

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

    # -- electronic, telephone, time ---------------------------------------------------------------
    def electronic(self, text: str) -> str:
        out = []
        for part in tokenize_plain(text):
            if part.kind == "num":
                out.append(self.p.digits(part.text))
            elif part.kind == "word":
                low = part.text.lower()
                out.append(" ".join(low))
            elif part.text in self.p.letters:
                out.append(self.p.letters[part.text])
        return " ".join(out)

    def telephone(self, text: str) -> str:
        out = [self.p.words["plus"]] if text.startswith("+") else []
        out += [self.p.digits(part.text) for part in tokenize_plain(text) if part.kind == "num"]
        return " ".join(out)

    def time(self, i: int) -> Read:
        text = self.toks[i].text
        low = text.lower().replace(".", "").replace(" ", "")
        suffix = ""
        if low.endswith(("am", "pm")):
            suffix = self.p.words[low[-2:]]
            low = low[:-2]
        parts = low.split(":")
        hour, minute = int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
        words = [self.p.cardinal(str(hour))]
        if minute and minute < 10:
            words.append("o " + self.p.cardinal(str(minute)))
        elif minute:
            words.append(self.p.cardinal(str(minute)))
        elif not suffix and len(parts) > 1:
            words.append(self.p.words["hundred"] if hour > 12 or parts[0].startswith("0")
                         else self.p.words["oclock"])
        if len(parts) > 2 and int(parts[2]):
            words.append(self.p.words["and"] + " " + self.p.cardinal(parts[2]) + " seconds")
        if suffix:
            words.append(suffix)
        used = 1
        zone = self.t(i + 1)
        if zone and zone.isupper() and zone.isalpha() and 2 <= len(zone) <= 4 and zone.endswith(("T", "C")):
            words.append(" ".join(zone.lower()))
            used = 2
        return used, "time", " ".join(words)

    # -- dates -------------------------------------------------------------------------------------
    def numeric_date(self, i: int) -> Read:
        text = self.toks[i].text
        if "-" in text:
            y, m, d = text.split("-")
        else:
            sep = "/" if "/" in text else "."
            a, b, y = text.split(sep)
            day_first = self.p.day_first or sep == "." or int(a) > 12
            d, m = (a, b) if day_first else (b, a)
        year = y if len(y) == 4 else None
        spoken = self.p.say_date(int(d), int(m), year, day_first="-" in text or self.p.day_first or
                                 "." in text or int(text.split("/")[0] if "/" in text else 0) > 12)
        if year is None:
            spoken += " " + self.p.digits(y) if y.startswith("0") else " " + self.p.cardinal(y)
        return 1, "date", spoken

    def _day(self, i: int) -> tuple[int, int] | None:
        """A day of month at token i ("5", "5th"): (day, tokens used)."""
        text = self.t(i)
        if text is None or self.kind(i) != "num":
            return None
        if text.isdecimal() and len(text) <= 2 and 1 <= int(text) <= 31:
            used = 2 if self.t(i + 1) in ("st", "nd", "rd", "th") and not self.gap(i + 1) else 1
            return int(text), used
        return None

    def _year_at(self, i: int) -> str | None:
        text = self.t(i)
        if text and self.kind(i) == "num" and text.isdecimal() and len(text) == 4 and 1000 <= int(text) <= 2099:
            return text
        return None

    def date(self, i: int) -> Read:
        month = self.month(i)
        if month is not None:
            j = i + 1
            if self.t(j) == "." and self.t(i) and len(self.t(i)) <= 4:
                j += 1
            day = self._day(j)
            if day is not None and self._year_at(j) is None:
                j += day[1]
                k = j + 1 if self.t(j) == "," else j
                year = self._year_at(k)
                used = (k + 1 if year else j) - i
                return used, "date", self.p.say_date(day[0], month, year, day_first=False)
            k = j + 1 if self.t(j) == "," else j
            year = self._year_at(k)
            if year:
                return k + 1 - i, "date", self.p.say_date(None, month, year, day_first=False)
            return j - i, "date", self.p.month_names[month - 1]
        day = self._day(i)
        if day is not None:
            j = i + day[1]
            j += 1 if self.t(j) == "of" else 0
            month = self.month(j)
            if month is None:
                return None
            j += 1
            if self.t(j) == "." and len(self.t(j - 1) or "") <= 4:
                j += 1
            k = j + 1 if self.t(j) == "," else j
            year = self._year_at(k)
            used = (k + 1 if year else j) - i
            return used, "date", self.p.say_date(day[0], month, year, day_first=True)
        return None

    # -- money and measures ------------------------------------------------------------------------
    def amount(self, i: int) -> tuple[int, str, bool] | None:
        """A number at token i (digits, grouped, decimal written "3.5" or "3 . 5", with a k/m/bn suffix
        or a scale word): (tokens used, spoken, is exactly one)."""
        text = self.t(i)
        if text is None or self.kind(i) != "num":
            return None
        used = 1
        if text.isdecimal() and self.t(i + 1) == "." and self.is_num(i + 2) and not self.gap(i + 1) \
                and not self.gap(i + 2):
            text = f"{text}.{self.t(i + 2)}"
            used = 3
        whole, _, frac = text.replace(",", "").partition(".")
        spoken = self.p.cardinal(whole)
        if frac:
            spoken += f" {self.p.words['point']} {self.fraction_digits(frac)}"
        scale = self.t(i + used)
        if scale in self.p.scales and (not self.gap(i + used) or len(scale) > 2):
            spoken += " " + self.p.scales[scale]
            used += 1
            return used, spoken, False
        return used, spoken, whole.lstrip("0") == "1" and not frac

    def currency_at(self, i: int) -> tuple[int, str] | None:
        """A currency sign or code at token i: (tokens used, key into the profile's currencies)."""
        text = self.t(i)
        if text is None:
            return None
        two = text + (self.t(i + 1) or "")
        if two in self.p.currencies and not self.gap(i + 1) and len(two) > 1 and not two.isalpha():
            return 2, two
        if text in self.p.currencies and (not text.isalpha() or text.isupper() or text == "Rs"):
            return 1, text
        return None

    def period_at(self, j: int) -> tuple[int, str] | None:
        """A rate's period after a number: "/hr", " per hour", " an hour" -> (tokens, spoken)."""
        sep = self.t(j)
        if sep in ("/", "per") and (self.t(j + 1) or "").lower() in self.p.periods:
            return 2, self.p.periods[self.t(j + 1).lower()]
        return None

    def money(self, i: int) -> Read:
        cur = self.currency_at(i)
        if cur is not None:
            j = i + cur[0]
            amount = self.amount(j)
            if amount is None:
                return None
            j += amount[0]
            names = self.p.currencies[cur[1]]
            words = [amount[1]]
            one = amount[2]
            if self.t(j) in _DASHES or self.t(j) == "to":
                k = j + 1
                k += (self.currency_at(k) or (0, ""))[0]
                second = self.amount(k)
                if second is not None:
                    words += [self.p.words["to"], second[1]]
                    one = False
                    j = k + second[0]
            spoken = " ".join(words) + " " + (names[0] if one else names[1])
            cents = self.cents(i + cur[0], names)
            if cents is not None and len(words) == 1:
                spoken = cents
            period = self.period_at(j)
            if period is not None:
                spoken += " " + period[1]
                j += period[0]
            return j - i, "money", spoken
        amount = self.amount(i)
        if amount is not None:
            code = self.t(i + amount[0])
            if code in self.p.currencies and code.isupper() and code.isalpha():
                names = self.p.currencies[code]
                return amount[0] + 1, "money", amount[1] + " " + (names[0] if amount[2] else names[1])
        return None

    def cents(self, j: int, names: tuple[str, str, str, str]) -> str | None:
        """"12.50" with a currency that has a minor unit: 'twelve pounds fifty pence'."""
        text = self.t(j) or ""
        if self.t(j + 1) == "." and self.is_num(j + 2) and not self.gap(j + 1) and not self.gap(j + 2):
            text = f"{text}.{self.t(j + 2)}"
        whole, _, frac = text.replace(",", "").partition(".")
        if len(frac) != 2 or not names[2] or not whole.isdecimal() or self.t(j + (3 if "." in text else 1)) \
                in self.p.scales:
            return None
        major = f"{self.p.cardinal(whole)} {names[0] if whole.lstrip('0') == '1' else names[1]}"
        if frac == "00":
            return major
        minor = f"{self.p.cardinal(frac)} {names[2] if frac == '01' else names[3]}"
        return minor if whole.lstrip("0") == "" else f"{major} {minor}"

    def unit_at(self, j: int) -> tuple[int, tuple[str, str]] | None:
        text = self.t(j)
        if text is None:
            return None
        units = self.p.units
        if text == "°" and self.t(j + 1) in ("C", "F") and not self.gap(j + 1):
            return 2, units["°" + self.t(j + 1)]
        if text == "sq" and self.t(j + 1) in units:
            sg, pl = units[self.t(j + 1)]
            return 2, ("square " + sg, "square " + pl)
        if text not in units or (text == "s" and not self.gap(j) and (self.t(j - 1) or "").endswith("0")):
            return None  # "1970s" is a decade
        power = self.t(j + 1)
        if power in ("2", "3") and not self.gap(j + 1) and text + power in units:
            return 2, units[text + power]
        if len(text) == 1 and text not in ("%", "°") and self.gap(j) and text != "m":
            return None  # a lone letter after a number is a unit only when written against it ("5V")
        if self.t(j + 1) == "/" and self.t(j + 2) in units and self.t(j + 2) != "%":
            per = units[self.t(j + 2)][0]
            sg, pl = units[text]
            return 3, (f"{sg} {self.p.words['per']} {per}", f"{pl} {self.p.words['per']} {per}")
        if text in _WORDLIKE_UNITS and self.gap(j) and self.kind(j + 1) in ("word", "num"):
            return None  # "5 in the", "10 in 2002": such a unit ends its phrase
        return 1, units[text]

    def measure(self, i: int) -> Read:
        amount = self.amount(i)
        if amount is None:
            return None
        j = i + amount[0]
        if self.t(j) in ("'", "′") and self.is_num(j + 1) and self.t(j + 2) in ('"', "″", "''"):
            feet, inches = self.toks[i].text, self.t(j + 1)
            f = self.p.units["ft"][0 if feet == "1" else 1]
            n = self.p.units["in"][0 if inches == "1" else 1]
            return j + 3 - i, "measure", f"{self.p.cardinal(feet)} {f} {self.p.cardinal(inches)} {n}"
        if self.t(j) in _DASHES and not self.gap(j) and self.kind(j + 1) == "word":
            j += 1  # "5-km walk"
        unit = self.unit_at(j)
        if unit is None:
            return None
        one = amount[2]
        spoken = amount[1] + " " + (unit[1][0] if one else unit[1][1])
        j += unit[0]
        period = self.period_at(j)
        if period is not None:
            spoken += " " + period[1]
            j += period[0]
        return j - i, "measure", spoken

    # -- ranges, decimals, numbers -----------------------------------------------------------------
    def range_(self, i: int) -> Read:
        if not self.is_num(i) or self.t(i + 1) not in _DASHES or not self.is_num(i + 2):
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
            if self.t(i + 2) in _DASHES and self.is_num(i + 3) and self.t(i + 4) == nxt and not self.gap(i + 4):
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

    # -- words and symbols -------------------------------------------------------------------------
    def weekday(self, i: int) -> str | None:
        text = self.t(i)
        if text and text[0].isupper() and self.kind(i) == "word":
            return self.p.weekdays.get(text.lower())
        return None

    def weekdays(self, i: int) -> Read:
        """"Mon-Fri", "Mon–Fri", "Monday - Friday": a range of weekdays."""
        first = self.weekday(i)
        if first is None or self.t(i + 1) not in _DASHES:
            return None
        last = self.weekday(i + 2)
        if last is None:
            return None
        return 3, "date", f"{first} {self.p.words['to']} {last}"

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


_READERS_WORD = (Sentence.money, Sentence.date, Sentence.weekdays)
_READERS_NUM = (Sentence.money, Sentence.date, Sentence.measure, Sentence.range_, Sentence.decimal, Sentence.number)
_READERS_OTHER = (Sentence.money, Sentence.decimal)


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
