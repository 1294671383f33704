"""Readers for electronic addresses, telephone numbers, clock times, dates and weekday ranges."""

from __future__ import annotations

from normalize.verbalize.tokens import tokenize_plain
from normalize.verbalize.window import DASHES, Read, Window


class DateReaders(Window):
    """Electronic, telephone, time and date readers (a mixin of :class:`normalize.verbalize.engine.Sentence`)."""

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

    # -- words and symbols -------------------------------------------------------------------------
    def weekday(self, i: int) -> str | None:
        text = self.t(i)
        if text and text[0].isupper() and self.kind(i) == "word":
            return self.p.weekdays.get(text.lower())
        return None

    def weekdays(self, i: int) -> Read:
        """"Mon-Fri", "Mon–Fri", "Monday - Friday": a range of weekdays."""
        first = self.weekday(i)
        if first is None or self.t(i + 1) not in DASHES:
            return None
        last = self.weekday(i + 2)
        if last is None:
            return None
        return 3, "date", f"{first} {self.p.words['to']} {last}"

