"""The README's attribute examples run as written and give what their comments state.

Each statement of the python block of the README's attribute section is evaluated; a comment after it
(on its last line or on the next line) that is a Python literal is its stated result: a dict states the
keys it shows (``...`` values and a trailing ``...`` are not checked), anything else must be equal.
"""

from __future__ import annotations

import ast
import io
import math
import re
import tokenize
from pathlib import Path

import pytest

import normalize

README = Path(__file__).resolve().parents[1] / "README.md"
SECTION = "### `attributes` and `keyvalues`"


def _block() -> str:
    text = README.read_text(encoding="utf-8")
    section = text[text.index(SECTION) :]
    m = re.search(r"```python\n(.*?)```", section, re.S)
    assert m, "the attribute section has no python example"
    return m.group(1)


def _examples() -> list[tuple[str, str, object]]:
    """(source, stated result or None) for every statement of the block."""
    code = _block()
    comments = {tok.start[0]: tok.string[1:].strip()
                for tok in tokenize.generate_tokens(io.StringIO(code).readline) if tok.type == tokenize.COMMENT}
    stmts = ast.parse(code).body
    out = []
    for k, stmt in enumerate(stmts):
        nxt = stmts[k + 1].lineno if k + 1 < len(stmts) else code.count("\n") + 2
        stated = None
        for row in [stmt.end_lineno, *range(stmt.end_lineno + 1, nxt)]:
            if row in comments:
                stated = _literal(comments[row])
                if stated is not None:
                    break
        out.append((ast.get_source_segment(code, stmt), stated))
    return out


def _literal(comment: str) -> object:
    comment = re.sub(r",\s*\.\.\.\s*(?=[}\]])", "", comment)  # "{..., 'x': 1, ...}": shown keys only
    try:
        return ast.literal_eval(comment)
    except (ValueError, SyntaxError):
        return None  # prose, not a stated result


def _same(actual: object, stated: object) -> bool:
    if stated is Ellipsis:
        return True
    if isinstance(stated, dict):
        return isinstance(actual, dict) and all(k in actual and _same(actual[k], v) for k, v in stated.items())
    if isinstance(stated, float) and isinstance(actual, int | float):
        return math.isclose(actual, stated, rel_tol=1e-9)
    return actual == stated


EXAMPLES = _examples()


def test_the_section_has_examples_with_stated_results():
    assert len(EXAMPLES) >= 5
    assert sum(stated is not None for _, stated in EXAMPLES) >= 4


@pytest.mark.parametrize(("source", "stated"), EXAMPLES, ids=[s.split("(")[0] for s, _ in EXAMPLES])
def test_readme_attribute_example(source, stated):
    actual = eval(source, {"normalize": normalize})  # the README's own code, as a user would paste it
    if stated is not None:
        assert _same(actual, stated), f"{source}\n-> {actual!r}\nREADME says {stated!r}"


def _shell_examples() -> list[str]:
    """Every ``hrnorm ...`` line of the README's bash blocks (continuation lines joined)."""
    text = README.read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"```bash\n(.*?)```", text, re.S):
        for line in block.replace("\\\n", " ").splitlines():
            command = line.split("  #")[0].strip()
            if command.startswith("hrnorm "):
                lines.append(command)
    return lines


SHELL = _shell_examples()


def test_the_readme_shows_commands():
    assert len(SHELL) >= 20


@pytest.mark.parametrize("line", SHELL)
def test_readme_command_and_its_options_exist(line):
    """A README command line names a command of the CLI and only options that command has."""
    import shlex

    from typer.testing import CliRunner

    from normalize.cli import app

    words = shlex.split(line)[1:]
    command = next(w for w in words if not w.startswith("-"))
    help_text = CliRunner().invoke(app, [command, "--help"]).output
    assert help_text.startswith("Usage:"), (line, help_text)
    for word in words:
        option = word.split("=")[0]
        if option.startswith("--") and option not in ("--quiet",):
            assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", help_text), (line, option)
