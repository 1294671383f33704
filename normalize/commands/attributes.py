"""``hrnorm extract`` / ``hrnorm salary`` / ``hrnorm location``: the attribute parsers on one text."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

_Country = Annotated[
    str | None, typer.Option("--country", help="ISO 3166-1 alpha-2 market hint (resolves '$', ambiguous cities).")
]


def _text(text: str) -> str:
    return sys.stdin.read() if text == "-" else text


def extract_cmd(
    text: Annotated[str, typer.Argument(help="The text, or '-' to read standard input.")],
    country: _Country = None,
    keyvalues: Annotated[bool, typer.Option("--keyvalues", help="Print the key-value pairs instead.")] = False,
) -> None:
    """Print every attribute of a text (salary, locations, work mode, ..., dates) as JSON."""
    from normalize.attributes import extract, extract_keyvalues

    value = _text(text)
    result = extract_keyvalues(value, country) if keyvalues else extract(value, country)
    typer.echo(json.dumps(result, ensure_ascii=False, indent=2))


def salary_cmd(
    text: Annotated[str, typer.Argument(help="A salary string.")],
    country: _Country = None,
    period: Annotated[
        str | None, typer.Option(help="Pay period used when the text states none (hour/day/week/month/year).")
    ] = None,
) -> None:
    """Print parse_salary(TEXT) as JSON."""
    from normalize.attributes import parse_salary

    typer.echo(json.dumps(parse_salary(_text(text), country, period), ensure_ascii=False))


def location_cmd(text: Annotated[str, typer.Argument(help="A location string.")], country: _Country = None) -> None:
    """Print parse_location(TEXT) as JSON."""
    from normalize.attributes import parse_location

    typer.echo(json.dumps(parse_location(_text(text), country), ensure_ascii=False))


def register(app: typer.Typer) -> None:
    app.command("extract")(extract_cmd)
    app.command("salary")(salary_cmd)
    app.command("location")(location_cmd)
