"""Property tests over every public text function: never raises, spans inside the text, linear time on
repetitive adversarial input (growth from n to 8n characters, not a wall-clock threshold). The quick run
is here; the long campaign (many more examples, every adversarial unit) is benchmarks/bench_hostile.py."""

from __future__ import annotations

import pytest
from fuzz_targets import ADVERSARIAL, TARGETS, Target, check, growth, texts
from hypothesis import HealthCheck, given, settings

QUADRATIC = 24.0  # linear growth is ~8 (n log n ~10); quadratic ~64: 24 leaves room for a noisy machine


@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_never_raises_and_spans_lie_inside_the_text(target: Target) -> None:
    @settings(max_examples=4 if target.heavy else 15, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(texts)
    def run(text: str) -> None:
        check(target, text)

    run()
    for edge in ("", " ", "\x00", "\ufffd" * 3, "\U0010ffff", "a" * 5000, "1,234.56", "0,000.0"):  # found by fuzzing
        check(target, edge)


@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_time_grows_linearly_on_repetitive_input(target: Target) -> None:
    # spaces and colons were quadratic in extract/skills; one long glued word ("abab...") in lexnorm
    for unit in ("1-", "a@", "Sr. ", "a\u0301", " ", ":", "ab"):
        n, ratio = growth(target, unit, max_chars=4_000)
        if ratio > QUADRATIC:  # one retry: a neighbour's job can land on the second measurement
            n, ratio = growth(target, unit, max_chars=4_000)
        assert ratio < QUADRATIC, f"{target.name} on {unit!r}: {ratio:.1f}x the time for 8x the text (n={n})"


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_long_campaign(target: Target) -> None:
    @settings(max_examples=300 if target.heavy else 2000, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(texts)
    def run(text: str) -> None:
        check(target, text)

    run()
    for unit in ADVERSARIAL:
        n, ratio = growth(target, unit)
        assert ratio < QUADRATIC, f"{target.name} on {unit!r}: {ratio:.1f}x for 8x the text (n={n})"
