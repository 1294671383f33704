"""``hrnorm lexnorm`` and ``hrnorm lexnorm-train``: lexical normalization of social text (MultiLexNorm)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Annotated

import typer

from normalize.commands.common import fail
from normalize.lexnorm.config import TrainConfig

_FORMATS = ("auto", "multilexnorm", "table", "lines")
_TRAIN = TrainConfig()  # lexnorm-train's option defaults are the library's


def lexnorm(
    input: Annotated[
        Path, typer.Argument(help="MultiLexNorm file (raw[TAB gold] per line) or a CSV/Parquet/NDJSON table.")
    ],
    output: Annotated[Path, typer.Option(
        "-o", "--output", help="Output file (same format as the input; '-': stdout, a table as CSV).")],
    lang: Annotated[str, typer.Option("--lang", help="en, de, nl, es, id, iden or tr.")],
    model: Annotated[
        str,
        typer.Option(
            "--model",
            help="Model directory from lexnorm-train; 'auto' = bundled model if any, 'none' = lexicon only.",
        ),
    ] = "auto",
    format: Annotated[
        str, typer.Option("--format", help="multilexnorm, table, lines (one text per line) or auto (.norm files "
                          "are multilexnorm; a .txt file is multilexnorm if it has one token per line, else lines).")
    ] = "auto",
    column: Annotated[
        str, typer.Option("--column", help="Text column of a table input; output column is COLUMN_norm.")
    ] = "text",
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            "-j",
            min=0,
            help="Processes for large inputs (>= 10,000 tokens); 0 = one per available core, at most 4.",
        ),
    ] = 0,
) -> None:
    """Normalize noisy text. In multilexnorm format the output's second column is the system's normalization
    (and if the input has a gold column, the ERR against it is printed to stderr)."""
    from normalize.atomic import atomic_path
    from normalize.lexnorm.evaluate import err_scores
    from normalize.lexnorm.io import format_multilexnorm, write_multilexnorm
    from normalize.lexnorm.storage import shared_model

    if workers <= 0:
        workers = _available_cores()
    workers = min(workers, os.cpu_count() or 1)  # more processes than CPUs only thrash
    if format not in _FORMATS:
        raise fail(f"--format must be one of {', '.join(_FORMATS)}")
    if not input.exists():
        raise fail(f"no such file: {input}")
    if format == "auto":
        format = _auto_format(input)
    sentences = _read_or_check(input, format, column)  # usage and input errors before the model loads
    t0 = time.perf_counter()
    try:
        m = shared_model(lang, model)
    except (ValueError, FileNotFoundError) as exc:
        raise fail(str(exc)) from exc
    if m.trained:  # build the spelling/accent indexes now so the throughput below is normalization only
        m.gen.build_indexes()
    sys.stderr.write(f"model and indexes ready in {time.perf_counter() - t0:.2f} s\n")
    start = time.perf_counter()
    cpu0 = _cpu_times()
    if sentences is not None:
        raws = [[r for r, _ in s] for s in sentences]
        preds = m.normalize_many(raws, workers=workers)
        if str(output) == "-":
            sys.stdout.writelines(format_multilexnorm(zip(raws, preds, strict=True)))
            sys.stdout.flush()
        else:
            with atomic_path(output) as tmp:  # Ctrl-C or SIGTERM leaves no partial file
                write_multilexnorm(tmp, zip(raws, preds, strict=True))
        n = sum(map(len, raws))
        raw_flat = [t for r in raws for t in r]
        gold_flat = [g for s in sentences for _, g in s]
        if gold_flat != raw_flat:
            scores = err_scores(raw_flat, gold_flat, [t for p in preds for t in p])
            sys.stderr.write(
                f"ERR {scores['err']:.2f} (accuracy {scores['accuracy']:.2f}, "
                f"leave-as-is {scores['lai_accuracy']:.2f}) on {n} tokens\n"
            )
    elif format == "lines":
        _run_lines(input, output, lang, model, workers)
        return
    else:
        summary = _run_table(input, output, column, lang, model, workers)
        sys.stderr.write(summary.describe(output) + "\n")
        return
    secs = time.perf_counter() - start
    own, workers_cpu = (b - a for a, b in zip(cpu0, _cpu_times(), strict=True))
    sys.stderr.write(
        f"{n} tokens in {secs:.2f} s ({n / max(secs, 1e-9):,.0f} tokens/s); "
        f"CPU {own:.2f} s in this process, {workers_cpu:.2f} s in worker processes\n"
    )


def _read_or_check(input: Path, format: str, column: str) -> list | None:
    """The sentences of a MultiLexNorm file, or None after checking that a table has ``column``."""
    from normalize.lexnorm.io import read_multilexnorm
    from normalize.textfile import InputError

    if format == "lines":
        return None  # a text file: run_files reads (and refuses) it line by line
    try:
        if format == "multilexnorm":
            return read_multilexnorm(input)
        from normalize import io

        columns = io.read_columns(input)
    except (InputError, FileNotFoundError) as exc:
        raise fail(str(exc)) from exc
    if column not in columns:
        raise fail(f"column {column!r} not in {input} (columns: {', '.join(columns)})")
    return None


def _run_table(input: Path, output: Path, column: str, lang: str, model: str, workers: int):
    """Table mode: the ``lexical`` stage through ``Pipeline.run_files`` (streamed in chunks, distinct
    values once, ``_errors``; the model loaded above is the shared one), exactly as ``hrnorm run`` with a one-stage pipeline."""
    from normalize import io
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.lexical import LexicalConfig, LexicalStage

    stage = LexicalStage(LexicalConfig(lang=lang, model=model, workers=workers))
    pipe = Pipeline([Step(stage, [column])], name="lexnorm")
    try:
        return pipe.run_files([input], output, progress=None)  # rows and rows/s on a terminal
    except io.InputError as exc:
        raise fail(str(exc)) from exc


def _auto_format(input: Path) -> str:
    """.norm: multilexnorm; .txt: multilexnorm when its lines are tokens (a tab, or no line with a space),
    else one text per line ("u r gr8 lol" is a post, not a token); anything else a table."""
    if input.suffix == ".norm":
        return "multilexnorm"
    if input.suffix != ".txt":
        return "table"
    with input.open("rb") as fh:
        head = fh.read(1 << 16).decode("utf-8", errors="replace").splitlines()
    tokens = any("\t" in line for line in head) or not any(" " in line.strip() for line in head)
    return "multilexnorm" if tokens else "lines"


def _run_lines(input: Path, output: Path, lang: str, model: str, workers: int) -> None:
    """Lines mode: the ``lexical`` stage over a text file, one output line per input line (as ``hrnorm script``)."""
    from normalize.lines import Lines
    from normalize.pipeline import Pipeline, Step
    from normalize.stages.lexical import LexicalConfig, LexicalStage
    from normalize.textfile import InputError, damaged_lines_message

    stage = LexicalStage(LexicalConfig(lang=lang, model=model, workers=workers))
    lines = Lines(column="text", write="text_norm")
    try:
        summary = Pipeline([Step(stage, ["text"])], name="lexnorm").run_files([input], output, progress=False,
                                                                              lines=lines)
    except InputError as exc:
        raise fail(str(exc)) from exc
    if lines.damaged:
        sys.stderr.write(f"Warning: {damaged_lines_message(lines.damaged)}\n")
    if str(output) != "-":
        sys.stderr.write(summary.describe(output) + "\n")


def _cpu_times() -> tuple[float, float]:
    """CPU seconds (user + system) used so far by this process and by its finished child processes."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def _available_cores() -> int:
    from normalize.forking import available_cpus

    return min(available_cpus(), 4)


def lexnorm_train(
    files: Annotated[
        list[Path], typer.Argument(help="Training files in MultiLexNorm format (raw TAB gold).")
    ],
    lang: Annotated[str, typer.Option("--lang", help="en, de, nl, es, id, iden or tr.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Model directory to write (not '-').")],
    epochs: Annotated[int, typer.Option("--epochs", min=1, help="Ranker training epochs.")] = _TRAIN.epochs,
    hidden: Annotated[int, typer.Option("--hidden", min=1, help="Ranker hidden units.")] = _TRAIN.hidden,
    members: Annotated[
        int, typer.Option("--members", min=1, help="Rankers trained from consecutive seeds and averaged.")
    ] = _TRAIN.members,
    l2: Annotated[float, typer.Option("--l2", min=0.0, help="Ranker weight decay.")] = _TRAIN.l2,
    features: Annotated[
        str,
        typer.Option(
            "--features",
            help="Ranker feature set: 'core' (the first 43 features) or 'all' (52; the bundled en model uses "
            "'all' with --l2 1e-3).",
        ),
    ] = _TRAIN.features,
) -> None:
    """Train a lexical normalization model (replacement table, context counts and ranker)."""
    from normalize.lexnorm.io import read_multilexnorm
    from normalize.lexnorm.lexicons import check_lang
    from normalize.lexnorm.storage import save_model
    from normalize.lexnorm.training import train

    if str(output) == "-":
        raise fail("-o names the model directory to write; a model cannot go to stdout ('-')")
    try:
        check_lang(lang)
    except ValueError as exc:
        raise fail(str(exc)) from exc
    sentences = []
    for f in files:
        if not f.exists():
            raise fail(f"no such file: {f}")
        sentences.extend(read_multilexnorm(f))
    if not sentences:
        raise fail("no training sentences")
    if features not in ("all", "core"):
        raise fail(f"unknown feature set {features!r}; use 'all' or 'core'")
    model = train(
        sentences,
        lang,
        epochs=epochs,
        hidden=hidden,
        members=members,
        l2=l2,
        features=features,
        log=lambda msg: sys.stderr.write(msg + "\n"),
    )
    model.meta["train_files"] = [f.name for f in files]
    save_model(model, output)
    sys.stderr.write(f"model written to {output}\n")


def register(app: typer.Typer) -> None:
    """Add ``hrnorm lexnorm`` and ``hrnorm lexnorm-train`` to the CLI."""
    app.command("lexnorm")(lexnorm)
    app.command("lexnorm-train")(lexnorm_train)
