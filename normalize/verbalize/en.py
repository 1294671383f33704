"""The English profile. Spoken forms follow the Sproat & Jaitly (2016) convention: American spelling of
units, no "and" inside numbers, "o" for a zero read as a digit, letters spelled with spaces."""

from __future__ import annotations

from typing import Any

from babel.numbers import get_currency_name

from normalize.verbalize import numbers
from normalize.verbalize.profile import Profile

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
WEEKDAYS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
            "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
            "monday": "monday", "tuesday": "tuesday", "wednesday": "wednesday", "thursday": "thursday",
            "friday": "friday", "saturday": "saturday", "sunday": "sunday"}
_MONTH_ABBR = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
               "oct": 10, "nov": 11, "dec": 12}

# Written unit -> (singular, plural). Case matters for a few (m/M, b/B) so keys are as written.
_UNITS_SG = {
    "km": "kilometer", "m": "meter", "cm": "centimeter", "mm": "millimeter", "nm": "nanometer",
    "µm": "micrometer", "mi": "mile", "ft": "foot", "in": "inch", "yd": "yard",
    "kg": "kilogram", "g": "gram", "mg": "milligram", "lb": "pound", "lbs": "pound", "oz": "ounce",
    "t": "ton", "l": "liter", "L": "liter", "ml": "milliliter", "mL": "milliliter", "gal": "gallon",
    "ha": "hectare", "acre": "acre", "sq": "square",
    "km²": "square kilometer", "m²": "square meter", "mi²": "square mile", "ft²": "square foot",
    "km2": "square kilometer", "m2": "square meter", "sqft": "square foot", "m³": "cubic meter",
    "s": "second", "sec": "second", "min": "minute", "mins": "minute", "h": "hour", "hr": "hour",
    "hrs": "hour", "ms": "millisecond", "yr": "year", "yrs": "year",
    "Hz": "hertz", "kHz": "kilohertz", "MHz": "megahertz", "GHz": "gigahertz",
    "W": "watt", "kW": "kilowatt", "MW": "megawatt", "GW": "gigawatt", "kWh": "kilowatt hour",
    "V": "volt", "kV": "kilovolt", "mA": "milliampere", "A": "ampere",
    "B": "byte", "KB": "kilobyte", "kB": "kilobyte", "MB": "megabyte", "GB": "gigabyte", "TB": "terabyte",
    "Mbps": "megabit per second", "Gbps": "gigabit per second",
    "mph": "mile per hour", "kph": "kilometer per hour", "km/h": "kilometer per hour",
    "°C": "degree celsius", "°F": "degree fahrenheit", "°": "degree", "hp": "horsepower",
    "%": "percent", "cc": "c c", "mmHg": "millimeter of mercury",
}
_IRREGULAR_PLURAL = {"foot": "feet", "inch": "inches", "hertz": "hertz", "kilohertz": "kilohertz",
                     "megahertz": "megahertz", "gigahertz": "gigahertz", "horsepower": "horsepower",
                     "percent": "percent", "c c": "c c", "degree celsius": "degrees celsius",
                     "degree fahrenheit": "degrees fahrenheit", "square foot": "square feet",
                     "kilowatt hour": "kilowatt hours", "millimeter of mercury": "millimeters of mercury",
                     "mile per hour": "miles per hour", "kilometer per hour": "kilometers per hour",
                     "megabit per second": "megabits per second", "gigabit per second": "gigabits per second",
                     "square": "square"}

_SIGNS = {"$": "USD", "US$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR", "A$": "AUD",
          "C$": "CAD", "₩": "KRW", "₽": "RUB", "R$": "BRL", "CHF": "CHF", "Rs": "INR"}
_CODES = ("USD", "EUR", "GBP", "JPY", "INR", "AUD", "CAD", "CHF", "CNY", "SEK", "NOK", "DKK", "NZD", "ZAR",
          "BRL", "MXN", "SGD", "HKD", "KRW", "RUB", "PLN", "TRY", "AED", "SAR", "NGN", "KES", "PHP")
# The sign's spoken name where babel's ("US dollars") is not what a reader says for the bare sign.
_SIGN_NAMES = {"$": ("dollar", "dollars"), "£": ("pound", "pounds"), "€": ("euro", "euros"),
               "¥": ("yen", "yen"), "₹": ("rupee", "rupees"), "Rs": ("rupee", "rupees")}
_MINOR = {"USD": ("cent", "cents"), "EUR": ("cent", "cents"), "GBP": ("penny", "pence"),
          "AUD": ("cent", "cents"), "CAD": ("cent", "cents"), "INR": ("paisa", "paise")}

PERIODS = {"hr": "an hour", "hour": "an hour", "h": "an hour", "hrs": "an hour", "day": "a day",
           "d": "a day", "wk": "a week", "week": "a week", "mo": "a month", "month": "a month",
           "mth": "a month", "yr": "a year", "year": "a year", "annum": "a year", "a": "a year",
           "pa": "a year", "y": "a year"}

# Indian salaries: "8-10 LPA" is eight to ten lakh (hundred thousand) a year; "CTC 12 LPA" likewise.
RATE_SCALES = {"LPA": ("lakh", "a year"), "lpa": ("lakh", "a year")}

SCALES = {"k": "thousand", "K": "thousand", "m": "million", "M": "million", "mm": "million",
          "mn": "million", "bn": "billion", "b": "billion", "B": "billion", "thousand": "thousand",
          "million": "million", "billion": "billion", "trillion": "trillion", "tn": "trillion"}

# Abbreviations said as words. Keys without their dot; a learned table from the data adds to these.
ABBREVIATIONS = {
    "approx": "approximately", "appr": "approximately", "Dr": "doctor", "dr": "doctor", "Mr": "mister",
    "mr": "mister", "Mrs": "missus", "Ms": "miss", "Sr": "senior", "sr": "senior", "Jr": "junior",
    "jr": "junior", "Prof": "professor", "vs": "versus", "etc": "etcetera", "e.g": "for example",
    "i.e": "that is", "Mt": "mount", "mt": "mount", "Ave": "avenue", "Blvd": "boulevard", "Rd": "road",
    "Ltd": "limited", "ltd": "limited", "Inc": "incorporated", "Corp": "corporation", "Co": "company",
    "Dept": "department", "dept": "department", "Gov": "governor", "Gen": "general", "Capt": "captain",
    "Lt": "lieutenant", "Sgt": "sergeant", "Col": "colonel", "Rev": "reverend", "Hon": "honorable",
    "vol": "volume", "Vol": "volume", "no": "number", "No": "number", "nos": "numbers", "Nos": "numbers",
    "yrs": "years", "mos": "months", "hrs": "hours", "mins": "minutes", "wks": "weeks", "min": "minimum",
    "max": "maximum", "Min": "minimum", "Max": "maximum", "incl": "including", "excl": "excluding", "esp": "especially", "est": "established",
    "mgr": "manager", "Mgr": "manager", "asst": "assistant", "Asst": "assistant", "dir": "director",
    "sq": "square", "Bros": "brothers", "bros": "brothers", "Pvt": "private", "pvt": "private", "St": "saint", "st": "saint",
}
SYMBOLS = {"&": "and", "%": "percent", "+": "plus", "=": "equals", "@": "at", "§": "section",
           "°": "degrees", "×": "by", "²": "squared", "³": "cubed", "±": "plus or minus", "α": "alpha", "β": "beta", "γ": "gamma",
           "δ": "delta", "ε": "epsilon", "ζ": "zeta", "η": "eta", "θ": "theta", "ι": "iota", "κ": "kappa",
           "λ": "lambda", "μ": "mu", "ν": "nu", "ξ": "xi", "ο": "omicron", "π": "pi", "ρ": "rho",
           "σ": "sigma", "ς": "sigma", "τ": "tau", "υ": "upsilon", "φ": "phi", "χ": "chi", "ψ": "psi",
           "ω": "omega"}
ELECTRONIC = {".": "dot", "@": "at", "/": "slash", ":": "colon", "-": "dash", "_": "underscore",
              "~": "tilde", "#": "hash", "?": "question mark", "=": "equals", "&": "and", "+": "plus",
              "%": "percent"}
WORDS = {"point": "point", "to": "to", "per": "per", "and": "and", "a": "a", "the": "the", "of": "of",
         "minus": "minus", "number": "number", "half": "half", "halves": "halves", "quarter": "quarter",
         "quarters": "quarters", "over": "over", "am": "a m", "pm": "p m", "hundred": "hundred",
         "oclock": "o'clock", "by": "by", "plus": "plus"}


# Names of monarchs and popes: a roman numeral after one is "the eighth", elsewhere it is a number
# ("World War II") or letters. The data is too thin on these to learn them.
REGNAL_NAMES = frozenset({
    "henry", "edward", "george", "william", "charles", "james", "richard", "elizabeth", "mary", "anne",
    "victoria", "louis", "philip", "ferdinand", "frederick", "francis", "napoleon", "napoléon", "peter",
    "catherine", "alexander", "nicholas", "ivan", "pius", "benedict", "gregory", "innocent", "clement",
    "leo", "urban", "boniface", "john", "paul", "harald", "olaf", "gustav", "christian", "frederik",
    "carlos", "juan", "alfonso", "pedro", "fernando", "ludwig", "otto", "wilhelm", "rudolf", "sigismund",
    "casimir", "stanislaus", "constantine", "justinian", "ramesses", "ptolemy", "amenhotep", "thutmose",
})


def _units() -> dict[str, tuple[str, str]]:
    out = {}
    for written, sg in _UNITS_SG.items():
        pl = _IRREGULAR_PLURAL.get(sg) or (sg[:-1] + "ies" if sg.endswith("y") else sg + "s")
        out[written] = (sg, pl)
    return out


def _currencies() -> dict[str, tuple[str, str, str, str]]:
    out = {}
    for code in _CODES:
        sg = get_currency_name(code, count=1, locale="en").lower()
        pl = get_currency_name(code, count=2, locale="en").lower()
        out[code] = (sg, pl, *_MINOR.get(code, ("", "")))
    for sign, code in _SIGNS.items():
        sg, pl = _SIGN_NAMES.get(sign) or out[code][:2]
        out[sign] = (sg, pl, *_MINOR.get(code, ("", "")))
    return out


def build_profile(table: dict[str, Any]) -> Profile:
    months = {name: i for i, name in enumerate(MONTHS, 1)} | _MONTH_ABBR
    abbreviations = dict(ABBREVIATIONS)
    return Profile(
        lang="en", cardinal=numbers.cardinal, ordinal=numbers.ordinal, year=numbers.year,
        digits=numbers.digit_string, plural=numbers.plural, months=months, month_names=MONTHS,
        units=_units(), currencies=_currencies(), scales=SCALES, periods=PERIODS,
        abbreviations=abbreviations, symbols=SYMBOLS, letters=ELECTRONIC, words=WORDS,
        weekdays=WEEKDAYS, rate_scales=RATE_SCALES, regnal_names=REGNAL_NAMES, day_first=False,
        table=table,
    )
