"""Readers for amounts, money ("$12.50/hr", "45k EUR") and measures ("5 km", "6'2\"")."""

from __future__ import annotations

import re

from normalize.verbalize.window import DASHES, Read, Window

_WORDLIKE_UNITS = frozenset({"in", "a", "s", "h", "t"})
# Currencies of markets that group thousands with a dot and write decimals with a comma: beside one of
# them, "70.000" is seventy thousand ("€70.000 - €85.000" in a Dutch or German ad), not 70.0.
DOT_GROUPING = frozenset({"€", "EUR", "R$", "BRL", "DKK", "NOK", "TRY", "IDR", "Rp", "CHF", "PLN", "SEK"})
_DOT_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")


class MoneyReaders(Window):
    """Amount, currency, money and measure readers (a mixin of :class:`normalize.verbalize.engine.Sentence`;
    ``fraction_digits`` comes from :class:`normalize.verbalize.read_numbers.NumberReaders`)."""

    # -- money and measures ------------------------------------------------------------------------
    def amount(self, i: int, dot_groups: bool = False) -> tuple[int, str, bool] | None:
        """A number at token i (digits, grouped, decimal written "3.5" or "3 . 5", with a k/m/bn suffix
        or a scale word): (tokens used, spoken, is exactly one). ``dot_groups``: the currency's market
        writes "70.000" for seventy thousand (and "1.234,50" for a decimal)."""
        text = self.t(i)
        if text is None or self.kind(i) != "num":
            return None
        used = 1
        if text.isdecimal() and self.t(i + 1) == "." and self.is_num(i + 2) and not self.gap(i + 1) \
                and not self.gap(i + 2):
            text = f"{text}.{self.t(i + 2)}"
            used = 3
        if _DOT_GROUPED.fullmatch(text) and (dot_groups or text.count(".") > 1):
            text = text.replace(".", "").replace(",", ".")
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
            if self.t(j) == "." and cur[1].isalpha() and not self.gap(j):
                j += 1  # "Rs. 50,000": the sign's abbreviation dot
            dots = cur[1] in DOT_GROUPING
            amount = self.amount(j, dots)
            if amount is None:
                return None
            j += amount[0]
            names = self.p.currencies[cur[1]]
            words = [amount[1]]
            one = amount[2]
            if self.t(j) in DASHES or self.t(j) == "to":
                k = j + 1
                k += (self.currency_at(k) or (0, ""))[0]
                second = self.amount(k, dots)
                if second is not None:
                    words += [self.p.words["to"], second[1]]
                    one = False
                    j = k + second[0]
            rate = self.p.rate_scales.get(self.t(j) or "")
            if rate is not None:  # "₹12 LPA": twelve lakh rupees a year
                return j + 1 - i, "money", f"{' '.join(words)} {rate[0]} {names[1]} {rate[1]}"
            spoken = " ".join(words) + " " + (names[0] if one else names[1])
            cents = self.cents(j - amount[0], names)
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
                amount = self.amount(i, code in DOT_GROUPING) or amount
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
        if text in self.p.rate_scales and self.kind(j - 1) == "num":
            scale, period = self.p.rate_scales[text]
            return 1, (f"{scale} {period}", f"{scale} {period}")
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
        feet, inches = self.toks[i].text, self.t(j + 1)
        if (self.t(j) in ("'", "′") and self.is_num(j + 1) and self.t(j + 2) in ('"', "″", "''")
                and feet.isdecimal() and inches.isdecimal()):  # whole feet and inches ("0.5'1\"" is not)
            f = self.p.units["ft"][0 if feet == "1" else 1]
            n = self.p.units["in"][0 if inches == "1" else 1]
            return j + 3 - i, "measure", f"{self.p.cardinal(feet)} {f} {self.p.cardinal(inches)} {n}"
        if self.t(j) in DASHES and not self.gap(j) and self.kind(j + 1) == "word":
            j += 1  # "5-km walk"
        unit = self.unit_at(j)
        if unit is None:
            return self.count_per_period(i, j, amount[1])
        one = amount[2]
        spoken = amount[1] + " " + (unit[1][0] if one else unit[1][1])
        j += unit[0]
        period = self.period_at(j)
        if period is not None:
            spoken += " " + period[1]
            j += period[0]
        return j - i, "measure", spoken


    def count_per_period(self, i: int, j: int, amount: str) -> Read:
        """A count of things per period, "3 days/week" -> 'three days a week' (the word copied as written)."""
        if self.kind(j) != "word" or not self.gap(j) or self.gap(j + 1) or self.t(j + 1) != "/":
            return None
        period = self.period_at(j + 1)
        if period is None or self.gap(j + 2):
            return None
        return j + 1 + period[0] - i, "measure", f"{amount} {self.t(j)} {period[1]}"
