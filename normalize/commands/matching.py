"""``hrnorm titles`` and ``hrnorm skills``: the matcher stages over files, through the Pipeline."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.commands.common import MapOpt, SeparatorOpt, SheetOpt, column_map, read_options
from normalize.matching.config import DEFAULT_TAXONOMY, TAXONOMY_SPECS, MatchConfig, SkillConfig

_MATCH, _SKILL = MatchConfig(), SkillConfig()  # option defaults are the engines'

TaxonomyOpt = Annotated[
    str, typer.Option("--taxonomy", help=TAXONOMY_SPECS + ".")
]


NoUnicodeOpt = Annotated[
    bool, typer.Option("--no-unicode", help="Skip the unicode stage (HTML, mojibake, look-alike letters) run first.")
]


def _run(stage: str, prefix: str, config: dict, inputs: list[str], output: Path, column: str,
         progress: bool | None, chunk_rows: int, read: tuple[str | None, str | None, list[str] | None],
         no_unicode: bool) -> None:
    from normalize.commands.columns import run_on_column
    from normalize.matching.taxonomy import TaxonomyError, load_taxonomy
    from normalize.stages.registry import create_stage

    def make_stage():
        load_taxonomy(config["taxonomy"])  # fail early, with a clear message, on a bad spec
        built = create_stage(stage, config)
        if stage == "title" and built.matcher.calibration is None:
            sys.stderr.write(
                f"note: taxonomy {config['taxonomy']!r} has no calibration: title scores are fused similarities, "
                "not probabilities, and the default threshold is 0.5; fit one from your judgments with "
                "`hrnorm calibrate`\n"
            )
        return built

    separator, sheet, mapping = read
    run_on_column(make_stage, inputs, output, column, chunk_rows=chunk_rows, progress=progress, prefix=prefix,
                  config_errors=(TaxonomyError, ValueError), read_options=read_options(separator, sheet),
                  column_map=column_map(mapping), unicode=not no_unicode)


def titles(
    inputs: Annotated[list[str], typer.Argument(
        metavar="INPUT...", help="Input files (CSV, Parquet, NDJSON, .xlsx/.ods) or globs.", show_default=False)],
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; format from its extension ('-': CSV on stdout).")],
    column: Annotated[str, typer.Option("--column", help="The column holding the raw job titles.")],
    taxonomy: TaxonomyOpt = DEFAULT_TAXONOMY,
    top_k: Annotated[int, typer.Option("--top-k", min=1, help="Candidates per title.")] = _MATCH.top_k,
    min_score: Annotated[
        float | None,
        typer.Option("--min-score", min=0.0, max=1.0,
                     help="Abstain threshold (default: the taxonomy's calibrated one; 0 keeps all)."),
    ] = _MATCH.min_score,
    description_column: Annotated[
        str, typer.Option("--description-column", help="Rerank with skills found in this column.")
    ] = "",
    no_semantic: Annotated[bool, typer.Option("--no-semantic", help="Exact + fuzzy only (no encoder).")] = False,
    occupation_description_weight: Annotated[
        float,
        typer.Option("--occupation-description-weight", min=0.0, max=1.0,
                     help="Weight of the title's similarity to each occupation's description (ESCO; 0: off)."),
    ] = _MATCH.occupation_description_weight,
    no_unicode: NoUnicodeOpt = False,
    separator: SeparatorOpt = None,
    sheet: SheetOpt = None,
    map: MapOpt = None,
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar.")] = None,
) -> None:
    """Clean job titles and match them to occupations: adds COLUMN_norm (the unicode stage's repair),
    title_clean, title_seniority, title_employment_type and title_matches."""
    config = {"taxonomy": taxonomy, "top_k": top_k, "min_score": min_score,
              "description_column": description_column, "use_semantic": not no_semantic,
              "occupation_description_weight": occupation_description_weight}
    _run("title", "title", config, inputs, output, column, progress, chunk_rows, (separator, sheet, map), no_unicode)


def skills(
    inputs: Annotated[list[str], typer.Argument(
        metavar="INPUT...", help="Input files (CSV, Parquet, NDJSON, .xlsx/.ods) or globs.", show_default=False)],
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; format from its extension ('-': CSV on stdout).")],
    column: Annotated[str, typer.Option("--column", help="The column holding free text.")],
    taxonomy: TaxonomyOpt = DEFAULT_TAXONOMY,
    mode: Annotated[
        str,
        typer.Option("--mode", help="extract: mentions with spans; rank: the whole taxonomy ranked, no threshold."),
    ] = _SKILL.mode,
    top_k: Annotated[
        int | None,
        typer.Option("--top-k", min=1, help="Cap on skills per text (extract: none by default, skill_capped "
                     "counts what it cut; rank: 10 by default)."),
    ] = _SKILL.top_k,
    min_score: Annotated[
        float | None,
        typer.Option("--min-score", min=0.0, max=1.0,
                     help="Cosine floor of the semantic pass (extract; default: the taxonomy's own: ESCO's link "
                          "gate floor 0.7, else 0.8)."),
    ] = _SKILL.min_score,
    no_link_gate: Annotated[
        bool, typer.Option("--no-link-gate", help="ESCO: keep links by the calibrated score and floors alone, "
                           "not by the learned link gate's P(acceptable) (more links, less precise).")
    ] = False,
    no_unicode: NoUnicodeOpt = False,
    separator: SeparatorOpt = None,
    sheet: SheetOpt = None,
    map: MapOpt = None,
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar.")] = None,
) -> None:
    """Find skill mentions in a text column and link them to taxonomy skills (or rank every skill of the
    taxonomy for each text with --mode rank): adds COLUMN_norm (the unicode stage's repair) and skill_matches."""
    config = {"taxonomy": taxonomy, "mode": mode, "top_k": top_k, "min_score": min_score, "link_gate": not no_link_gate}
    _run("skills", "skill", config, inputs, output, column, progress, chunk_rows, (separator, sheet, map), no_unicode)


def calibrate(
    judgments: Annotated[Path, typer.Argument(help="CSV of judged matches: columns title, id, acceptable.")],
    taxonomy: TaxonomyOpt = DEFAULT_TAXONOMY,
    target: Annotated[
        float, typer.Option("--target", min=0.5, max=1.0, help="Acceptable rate the default threshold keeps.")
    ] = 0.90,
) -> None:
    """Fit P(acceptable) for a taxonomy's title scores from your judgments; the matcher then uses it."""
    from normalize.commands.common import fail
    from normalize.matching.calibrate import calibrate_titles
    from normalize.matching.taxonomy import TaxonomyError

    try:
        report = calibrate_titles(judgments, taxonomy, target=target)
    except (TaxonomyError, ValueError, OSError) as exc:
        raise fail(str(exc)) from exc
    sys.stderr.write(report + "\n")


def register(app: typer.Typer) -> None:
    """Add ``hrnorm titles``, ``hrnorm skills`` and ``hrnorm calibrate`` to the CLI."""
    app.command("titles")(titles)
    app.command("skills")(skills)
    app.command("calibrate")(calibrate)
