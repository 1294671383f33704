"""A seeded list of personal numbers per market, each valid by its own checker (phonenumbers,
python-stdnum): what no report, summary, log or masked column may quote. Used by the PII tests and by
``benchmarks/bench_trust.py``. The numbers are drawn at random (seeded) until the checker accepts one."""

from __future__ import annotations

import random
from collections.abc import Callable

import phonenumbers

MARKETS = ("DE", "FR", "NL", "ES", "GB", "US", "BR", "IN", "ID")


def _draw(rng: random.Random, make: Callable[[random.Random], str], valid: Callable[[str], bool]) -> str:
    for _ in range(10_000):
        value = make(rng)
        if valid(value):
            return value
    raise RuntimeError("no valid value drawn")


def _digits(n: int, first: str = "123456789") -> Callable[[random.Random], str]:
    return lambda rng: rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def national_phone(market: str, rng: random.Random) -> str:
    """A valid number of the market written in its national format ("030 123456")."""
    example = phonenumbers.example_number_for_type(market, phonenumbers.PhoneNumberType.MOBILE)
    national = str(example.national_number)
    for _ in range(1000):  # vary the subscriber digits while the number stays valid
        digits = national[:4] + "".join(rng.choice("0123456789") for _ in national[4:])
        number = phonenumbers.parse(digits, market)
        if phonenumbers.is_valid_number(number):
            return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.NATIONAL)


def national_ids(market: str, rng: random.Random) -> list[str]:
    """Valid national ids of the market, as people write them."""
    from stdnum.br import cpf
    from stdnum.de import idnr
    from stdnum.es import dni
    from stdnum.fr import nir
    from stdnum.gb import nhs
    from stdnum.id import nik
    from stdnum.in_ import aadhaar, pan
    from stdnum.nl import bsn
    from stdnum.us import ssn

    def nik_make(r: random.Random) -> str:
        return f"3171{r.randint(10, 99)}{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(70, 99)}{r.randint(1, 9999):04d}"

    def dni_make(r: random.Random) -> str:
        n = r.randint(10_000_000, 99_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def nir_make(r: random.Random) -> str:
        body = f"{r.choice('12')}{r.randint(50, 99)}{r.randint(1, 12):02d}{r.randint(10, 95)}{r.randint(1, 999):03d}{r.randint(1, 999):03d}"
        return f"{body}{97 - int(body) % 97:02d}"

    def de_card(r: random.Random) -> str:
        alphabet = "CFGHJKLMNPRTVWXYZ"
        body = r.choice(alphabet) + "".join(r.choice(alphabet + "0123456789") for _ in range(8))
        total = sum(int(ch, 36) * (7, 3, 1)[i % 3] for i, ch in enumerate(body))
        return body + str(total % 10)

    def pan_make(r: random.Random) -> str:
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        return "".join(r.choice(letters) for _ in range(3)) + "P" + r.choice(letters) + f"{r.randint(1000, 9999)}" + r.choice(letters)

    table: dict[str, list[str]] = {
        "DE": [_draw(rng, _digits(11), idnr.is_valid), de_card(rng)],
        "FR": [_draw(rng, nir_make, nir.is_valid)],
        "NL": [_draw(rng, _digits(9), bsn.is_valid)],
        "ES": [_draw(rng, dni_make, dni.is_valid)],
        "GB": [_draw(rng, _digits(10, "4"), nhs.is_valid)],
        "US": [_draw(rng, lambda r: f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", ssn.is_valid)],
        "BR": [cpf.format(_draw(rng, _digits(11), cpf.is_valid)), _draw(rng, _digits(11), cpf.is_valid)],
        "IN": [aadhaar.format(_draw(rng, _digits(12, "23456789"), aadhaar.is_valid)), _draw(rng, pan_make, pan.is_valid)],
        "ID": [_draw(rng, nik_make, nik.is_valid)],
    }
    return table[market]


def seeded(seed: int = 26) -> dict[str, list[str]]:
    """Market -> its personal numbers (a national phone number first, then national ids)."""
    rng = random.Random(seed)
    return {m: [national_phone(m, rng), *national_ids(m, rng)] for m in MARKETS}
