"""``hrnorm extract`` / ``hrnorm salary`` / ``hrnorm location``: the attribute parsers on one text."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

_Country = Annotated[
    str | None, typer.Option("--country", help="ISO 3166-1 alpha-2 market hint (resolves '$', ambiguous cities).")
]
_SalaryCountry = Annotated[
    str | None, typer.Option("--country", help="ISO 3166-1 alpha-2 market hint: the currency of a bare '$' or 'kr'.")
]
_NoUnicode = Annotated[
    bool, typer.Option("--no-unicode", help="Skip the unicode repair (HTML, mojibake, look-alike letters) run first.")
]


def _text(text: str, unicode: bool = True) -> str:
    """The argument ('-': standard input), repaired by the unicode stage's engine as the pipelines do."""
    value = sys.stdin.read() if text == "-" else text
    if not unicode:
        return value
    from normalize.hygiene import fix_text

    return fix_text(value)


def extract_cmd(
    text: Annotated[str, typer.Argument(help="The text, or '-' to read standard input.")],
    country: _Country = None,
    keyvalues: Annotated[bool, typer.Option("--keyvalues", help="Print the key-value pairs instead.")] = False,
    no_unicode: _NoUnicode = False,
) -> None:
    """Print every attribute of a text (salary, locations, work mode, ..., dates) as JSON; spans refer to the
    text after the unicode repair."""
    from normalize.attributes import extract, extract_keyvalues

    value = _text(text, not no_unicode)
    result = extract_keyvalues(value, country) if keyvalues else extract(value, country)
    typer.echo(json.dumps(result, ensure_ascii=False, indent=2))


def salary_cmd(
    text: Annotated[str, typer.Argument(help="A salary string ('-': standard input).")],
    country: _SalaryCountry = None,
    period: Annotated[
        str | None, typer.Option(help="Pay period used when the text states none (hour/day/week/month/year).")
    ] = None,
) -> None:
    """Parse a salary ("45.000 - 55.000 € brutto p.a.") and print min, max, currency, period, annual
    bounds, gross/net and whether pay is negotiable or variable as JSON (parse_salary)."""
    from normalize.attributes import parse_salary

    typer.echo(json.dumps(parse_salary(_text(text), country, period), ensure_ascii=False))


def location_cmd(
    text: Annotated[str, typer.Argument(help="A location string ('-': standard input).")], country: _Country = None
) -> None:
    """Parse a place ("München (hybrid)") and print city, district, region, country, GeoNames id and work
    mode as JSON (parse_location)."""
    from normalize.attributes import parse_location

    typer.echo(json.dumps(parse_location(_text(text), country), ensure_ascii=False))


def register(app: typer.Typer) -> None:
    app.command("extract")(extract_cmd)
    app.command("salary")(salary_cmd)
    app.command("location")(location_cmd)
