"""``hrnorm titles`` and ``hrnorm skills``: the matcher stages over files, through the Pipeline."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from normalize.matching.config import DEFAULT_TAXONOMY, TAXONOMY_SPECS, MatchConfig, SkillConfig

_MATCH, _SKILL = MatchConfig(), SkillConfig()  # option defaults are the engines'

TaxonomyOpt = Annotated[
    str, typer.Option("--taxonomy", help=TAXONOMY_SPECS + ".")
]


def _run(stage: str, prefix: str, config: dict, inputs: list[str], output: Path, column: str,
         progress: bool | None, chunk_rows: int) -> None:
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

    run_on_column(make_stage, inputs, output, column, chunk_rows=chunk_rows, progress=progress, prefix=prefix,
                  config_errors=(TaxonomyError, ValueError))


def titles(
    inputs: Annotated[list[str], typer.Argument(metavar="INPUT", help="Input files (CSV, Parquet, NDJSON) or globs.")],
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
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar.")] = None,
) -> None:
    """Clean job titles and match them to occupations: adds title_clean, title_seniority, title_matches."""
    config = {"taxonomy": taxonomy, "top_k": top_k, "min_score": min_score,
              "description_column": description_column, "use_semantic": not no_semantic}
    _run("title", "title", config, inputs, output, column, progress, chunk_rows)


def skills(
    inputs: Annotated[list[str], typer.Argument(metavar="INPUT", help="Input files (CSV, Parquet, NDJSON) or globs.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; format from its extension ('-': CSV on stdout).")],
    column: Annotated[str, typer.Option("--column", help="The column holding free text.")],
    taxonomy: TaxonomyOpt = DEFAULT_TAXONOMY,
    mode: Annotated[
        str,
        typer.Option("--mode", help="extract: mentions with spans; rank: the whole taxonomy ranked, no threshold."),
    ] = _SKILL.mode,
    top_k: Annotated[int, typer.Option("--top-k", min=1, help="Skills per text.")] = _SKILL.top_k,
    min_score: Annotated[
        float, typer.Option("--min-score", min=0.0, max=1.0, help="Cosine threshold of the semantic pass (extract).")
    ] = _SKILL.min_score,
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar.")] = None,
) -> None:
    """Find skill mentions in a text column and link them to taxonomy skills (or rank every skill of the
    taxonomy for each text with --mode rank): adds skill_matches."""
    config = {"taxonomy": taxonomy, "mode": mode, "top_k": top_k, "min_score": min_score}
    _run("skills", "skill", config, inputs, output, column, progress, chunk_rows)


def calibrate(
    judgments: Annotated[Path, typer.Argument(help="CSV of judged matches: columns title, id, acceptable.")],
    taxonomy: TaxonomyOpt = DEFAULT_TAXONOMY,
    target: Annotated[
        float, typer.Option("--target", min=0.5, max=1.0, help="Acceptable rate the default threshold keeps.")
    ] = 0.90,
) -> None:
    """Fit P(acceptable) for a taxonomy's title scores from your judgments; the matcher then uses it."""
    from normalize.commands.columns import fail
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
