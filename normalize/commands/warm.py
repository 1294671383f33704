"""``hrnorm warm``: build every cache a first run would build (place tables, word lists, the taxonomies'
label indexes), so that the first real run starts at once."""

from __future__ import annotations

import sys
import time
from typing import Annotated

import typer

from normalize.commands.common import fail


def warm(
    taxonomy: Annotated[
        list[str] | None,
        typer.Option("--taxonomy", metavar="SPEC", help="Taxonomy to index (repeatable): esco, esco:DIR, builtin, "
                     "onet:DIR, csv:FILE. Default: the one `hrnorm titles` uses."),
    ] = None,
) -> None:
    """Build the caches in $HRNORM_CACHE_DIR (default ~/.cache/hrnorm) ahead of the first run: the place
    gazetteer, the title place names and word lists, and each taxonomy's title and skill indexes."""
    from normalize.matching.taxonomy import TaxonomyError, load_taxonomy
    from normalize.stages.registry import create_stage
    from normalize.stages.title import TitleConfig

    specs = taxonomy or [TitleConfig().taxonomy]
    for spec in specs:
        try:
            load_taxonomy(spec)
        except (TaxonomyError, ValueError) as exc:
            raise fail(str(exc)) from exc
    started = time.perf_counter()
    # the stages themselves, on one value each: whatever they build lazily is built here, as a first run would
    create_stage("attributes").process(["Senior nurse in Berlin, 45.000 EUR"])
    for spec in specs:
        create_stage("title", {"taxonomy": spec}).process(["Registered Nurse (m/w/d) Berlin"])
        create_stage("skills", {"taxonomy": spec}).process(["Python and SQL, patient care"])
        create_stage("skills", {"taxonomy": spec, "mode": "rank"}).process(["Python and SQL"])
    sys.stderr.write(f"caches ready for {', '.join(specs)} in {time.perf_counter() - started:.1f} s\n")


def register(app: typer.Typer) -> None:
    """Add ``hrnorm warm`` to the CLI."""
    app.command("warm")(warm)
