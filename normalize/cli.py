"""The ``hrnorm`` command line.

Exit codes: 0 success, 1 the run failed (a broken model, table, taxonomy or cache: one line naming it),
2 bad usage or unusable input (missing file, unknown pipeline, stage or column, a spec or option of the
wrong type or range, unreadable format, an input column a stage would overwrite). Messages go to stderr,
results to stdout.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import importlib.util
import json
import logging
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperCommand

from normalize.commands.common import fail


class PlainHelpCommand(TyperCommand):
    """A command whose help reads as click's: ``INPUT...`` and ``--output PATH`` rather than typer's
    ``{INPUT}...`` and ``<list[str]>``, placeholders that are typer's internals, not the user's words."""

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        pieces = [self.options_metavar] if self.options_metavar else []
        return pieces + [_argument_name(p) for p in self.get_params(ctx) if p.param_type_name == "argument"]

    def format_options(self, ctx: Any, formatter: Any) -> None:
        arguments, options = [], []
        for param in self.get_params(ctx):
            if param.param_type_name == "argument":
                required = "  [required]" if param.required else ""
                arguments.append((_argument_name(param), (getattr(param, "help", None) or "") + required))
            else:
                if param.metavar is None and not getattr(param, "is_flag", False):
                    param.metavar = _PLAIN_TYPES.get(_type_name(param, ctx), "VALUE")
                if (record := param.get_help_record(ctx)) is not None:
                    options.append(record)
        for title, rows in (("Arguments", arguments), ("Options", options)):
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)


_PLAIN_TYPES = {"str": "TEXT", "path": "PATH", "int": "INTEGER", "int range": "INTEGER", "float": "NUMBER",
                "float range": "NUMBER", "list[str]": "TEXT", "bool": "BOOLEAN"}


def _type_name(param: Any, ctx: Any) -> str:
    """typer's name of an option's type ("str", "int range"); typer 0.29 moved it to ``display_type``."""
    if hasattr(param, "display_type"):
        return param.display_type(ctx).strip("<>")
    return getattr(param.type, "name", "")


def _argument_name(param: Any) -> str:
    name = param.metavar or (param.name or "").upper()
    return name if param.nargs == 1 or name.endswith("...") else f"{name}..."


app = typer.Typer(
    name="hrnorm",
    help="Normalize messy HR and social text into clean, structured data.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # usage errors as click prints them ("Error: ..." on one line), not a rich box
)


@functools.cache
def _console(stderr: bool) -> Any:
    """rich's Console, imported on first use: ``hrnorm etl`` with nothing to do never needs it."""
    from rich.console import Console

    return Console(stderr=True, soft_wrap=True) if stderr else Console()

#: Modules contributing commands (each defines ``register(app)``); missing ones are skipped.
COMMAND_MODULES = [
    "normalize.commands.matching",
    "normalize.commands.attributes",
    "normalize.commands.lexnorm",
    "normalize.commands.script",
    "normalize.commands.verbalize",
    "normalize.commands.etl",
    "normalize.commands.warm",
]


def _version(value: bool) -> None:
    if value:
        from normalize import __version__

        sys.stdout.write(f"hrnorm {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="No messages while caches are built (also HRNORM_QUIET=1).")
    ] = False,
) -> None:
    """Normalize messy HR and social text into clean, structured data."""
    if quiet:
        from normalize.cache import set_quiet

        set_quiet(True)


COUNTRY_HELP = ("Market (ISO 3166-1 code or name) of rows whose location column and text give none: national "
                "phone numbers, a bare '$', ambiguous places.")


def load_or_fail(name: str, country: str | None = None):
    from normalize.pipeline import load_pipeline

    try:
        return load_pipeline(name, country=country)
    except (KeyError, ValueError) as exc:
        raise fail(str(exc).strip('"')) from exc


@app.command()
def run(
    pipeline: Annotated[str, typer.Argument(help="Bundled pipeline name (see `hrnorm pipelines`) or a spec path.")],
    inputs: Annotated[list[str], typer.Argument(
        metavar="INPUT...", help="Input files (CSV, Parquet, NDJSON, .xlsx/.ods) or globs.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; format from its extension ('-': CSV on stdout).")],
    separator: Annotated[str | None, typer.Option(
        "--separator", metavar="SEP", help="CSV field separator: ',' ';' '|' or 'tab' (default: sniffed).")] = None,
    sheet: Annotated[str | None, typer.Option(
        "--sheet", metavar="NAME", help="Read only this sheet of a spreadsheet (default: all).")] = None,
    map: Annotated[list[str] | None, typer.Option(
        "--map", metavar='NAME="Header"', help='Read column NAME from the input column "Header" (repeatable).')] = None,
    chunk_rows: Annotated[int, typer.Option(min=1, help="Rows per chunk; bounds memory.")] = 100_000,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress", help="Progress bar (default: on a TTY).")] = None,
    with_source: Annotated[bool, typer.Option("--with-source", help="Add _source_file and _source_row (0-based) to every row.")] = False,
    strict: Annotated[bool, typer.Option(help="Fail when a stage's input column is missing.")] = False,
    summary_json: Annotated[Path | None, typer.Option(help="Also write the run summary as JSON here.")] = None,
    report: Annotated[Path | None, typer.Option("--report", help="Also write a self-contained HTML run report here.")] = None,
    profile: Annotated[bool, typer.Option("--profile", help="Print CPU and wall time per stage (the summary JSON always carries it).")] = False,
    csv_raw: Annotated[bool, typer.Option("--csv-raw", help="CSV output: keep cells that start like a spreadsheet formula (=, @, +, -, tab) as they are; by default they get a leading ' so a spreadsheet shows them as text.")] = False,
    country: Annotated[str | None, typer.Option("--country", help=COUNTRY_HELP)] = None,
) -> None:
    """Run a pipeline over files and write one output file. Input headers match the pipeline's column
    names ignoring case, spaces and punctuation; --map names any other header."""
    from normalize import io
    from normalize.headers import HeaderError, parse_map

    if report and str(output) == "-":
        raise fail("--report reads the output back: give -o a file name, not '-'")
    pipe = load_or_fail(pipeline, country)
    try:
        pipe.column_map.update(parse_map(map or []))
        options = io.ReadOptions(separator, sheet)
        files = io.expand_inputs(inputs)
        io.output_format(output)
        columns = io.union_columns(files, options)  # globs expanded and headers read once, here
        if strict:
            renames = pipe.header_renames(columns)
            _, warnings = pipe.plan([renames.get(c, c) for c in columns])
            if warnings:
                raise fail("; ".join(warnings))
        summary = pipe.run_files(
            files, output, chunk_rows=chunk_rows, progress=progress, with_source=with_source, columns=columns,
            csv_raw=csv_raw, read_options=options,
        )
    except (io.InputError, HeaderError, ValueError) as exc:
        raise fail(str(exc)) from exc
    _console(stderr=True).print(summary.describe(output), highlight=False)  # (its warnings were logged as they came up)
    if profile:
        _console(stderr=True).print("\n".join(summary.profile_lines()), highlight=False, markup=False)
    if summary_json:
        summary_json.write_text(json.dumps(summary.as_dict(), indent=2))
    if report:
        from normalize.report import write_report

        write_report(report, output, summary, pipe)
        _console(stderr=True).print(f"report written to {report}", highlight=False)
    if summary.rows_in != summary.rows_out:  # never expected: the contract is one row out per row in
        raise fail(f"row count mismatch: {summary.rows_in} in, {summary.rows_out} out", code=1)


@app.command()
def record(
    pipeline: Annotated[str, typer.Argument(help="Bundled pipeline name or spec path.")],
    record_json: Annotated[str, typer.Argument(metavar="JSON", help="One record as a JSON object ('-' reads stdin).")],
    explain: Annotated[bool, typer.Option(help="Also list the rules that fired per stage.")] = False,
    country: Annotated[str | None, typer.Option("--country", help=COUNTRY_HELP)] = None,
    map: Annotated[list[str] | None, typer.Option(
        "--map", metavar='NAME="Field"', help='Read column NAME from the record\'s field "Field" (repeatable).')] = None,
) -> None:
    """Normalize one record and print it as JSON. Fields match the pipeline's column names ignoring case,
    spaces and punctuation; --map names any other field; steps whose field is missing are listed on stderr."""
    from normalize.headers import HeaderError, parse_map

    text = sys.stdin.read() if record_json == "-" else record_json
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise fail(f"not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise fail("the record must be a JSON object")
    pipe = load_or_fail(pipeline, country)
    try:
        pipe.column_map.update(parse_map(map or []))
        warnings = pipe.record_warnings(data)
    except HeaderError as exc:
        raise fail(str(exc)) from exc
    for warning in warnings:
        _console(stderr=True).print(f"Warning: {warning}", highlight=False, markup=False)
    result = pipe.run_record(data)
    if explain:
        result["_explain"] = pipe.explain_record(data)
    sys.stdout.write(json.dumps(result, ensure_ascii=False, default=str) + "\n")


@app.command()
def stages(
    as_json: Annotated[bool, typer.Option("--json", help="Print the stages as JSON (for scripts).")] = False,
) -> None:
    """List the stages with their default config and output fields."""
    described = [_describe_stage(name) for name in _stage_names()]
    if as_json:
        sys.stdout.write(json.dumps(described, indent=2, ensure_ascii=False, default=str) + "\n")
        return
    from rich.table import Table

    table = Table("stage", "outputs", "default config", "description", show_lines=True)
    for column in table.columns:
        column.overflow = "fold"  # wrap long dtypes and values, never cut them off with an ellipsis
    for stage in described:
        if "unavailable" in stage:
            table.add_row(stage["name"], "-", "-", f"unavailable: {stage['unavailable']}")
            continue
        fields = ", ".join(f"{k}: {v}" for k, v in stage["outputs"].items())
        config = "\n".join(f"{k} = {v!r}" for k, v in stage["config"].items())
        table.add_row(stage["name"], fields, config, stage["description"])
    _console(stderr=False).print(table)


def _stage_names() -> list[str]:
    from normalize.stages.registry import available_stages

    return list(available_stages())


def _describe_stage(name: str) -> dict[str, Any]:
    """A stage's name, description, output fields (polars dtypes as text) and default config."""
    from normalize.stages.registry import get_stage

    try:
        cls = get_stage(name)
        instance = cls()
        description = cls.description or (cls.__doc__ or "").strip().splitlines()[0]
        return {
            "name": name,
            "description": description,
            "outputs": {k: str(v) for k, v in instance.fields().items()},
            "config": dataclasses.asdict(instance.config),
        }
    except Exception as exc:  # noqa: BLE001 - a stage whose resources are missing still gets listed
        return {"name": name, "unavailable": str(exc)}


@app.command()
def pipelines() -> None:
    """List the bundled pipelines and their steps."""
    from rich.table import Table

    from normalize.pipeline import available_pipelines, read_spec

    table = Table("pipeline", "steps", "description", show_lines=True)
    for name, path in available_pipelines().items():
        spec, _ = read_spec(path)
        steps = "\n".join(
            f"{s['stage']}({', '.join(s.get('columns') or [s.get('column', '?')])})" for s in spec.get("stages", [])
        )
        table.add_row(name, steps, spec.get("description", ""))
    _console(stderr=False).print(table)


@app.command()
def explain(
    stage: Annotated[str, typer.Argument(help="Stage name, e.g. unicode.")],
    text: Annotated[str, typer.Argument(help="The value to explain.")],
) -> None:
    """Show what one stage makes of a value and which of its rules fired."""
    from normalize.stages.registry import create_stage

    try:
        instance = create_stage(stage)
    except KeyError as exc:
        raise fail(str(exc).strip('"')) from exc
    batch = instance.process_safely([text])
    result: dict[str, Any] = {k: v[0] for k, v in batch.fields.items()}
    result["rules"] = instance.explain(text)
    result["error"] = batch.errors[0]
    sys.stdout.write(json.dumps(result, ensure_ascii=False, default=str) + "\n")


def _register_commands() -> None:
    for module in COMMAND_MODULES:
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module).register(app)
    for command in app.registered_commands:
        if command.cls in (None, TyperCommand):
            command.cls = PlainHelpCommand


_register_commands()


class _SafeFormatter(logging.Formatter):
    """Log lines with the prefixes of the CLI's own messages ("Error: ...", "Warning: ...") that cannot leak
    or be forged: personal numbers masked (a message can quote a file's content), one line per record (a
    newline in a file name or value is shown as ``\\n``)."""

    def format(self, record: logging.LogRecord) -> str:
        from normalize.attributes.pii import mask_for_logs

        return f"{record.levelname.capitalize()}: {mask_for_logs(record.getMessage())}"


def main() -> None:
    """The console script: SIGINT/SIGTERM stop any command cleanly (temp files removed, ETL lock released)
    with exit code 130/143; unusable input that a command did not report itself is one line, exit 2."""
    from normalize.artifacts import ResourceError
    from normalize.signals import Interrupted, exit_on_signals
    from normalize.textfile import InputError

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_SafeFormatter())
    logging.basicConfig(level=logging.WARNING, handlers=[handler])
    try:
        with exit_on_signals(final=True):
            app()
    except Interrupted as exc:
        from normalize.atomic import remove_temp_files

        remove_temp_files()  # also those a signal caught between their creation and their cleanup handler
        sys.stderr.write(f"hrnorm: {exc}; no partial output left behind\n")
        sys.exit(exc.code)
    except ResourceError as exc:  # a broken part: every row would fail the same way, so the run stops
        from normalize.atomic import remove_temp_files

        remove_temp_files()
        sys.stderr.write(f"Error: {_one_line(exc)}\n")
        sys.exit(1)
    except (InputError, FileNotFoundError) as exc:  # unusable input a command did not report itself
        sys.stderr.write(f"Error: {_one_line(exc)}\n")
        sys.exit(2)


def _one_line(exc: BaseException) -> str:
    from normalize.attributes.pii import mask_for_logs

    return mask_for_logs(str(exc))


if __name__ == "__main__":
    main()
