"""Every clause of every property is reached at the ``ci`` profile: a property whose assertion no
example reaches checks nothing, however true its docstring.

Each property in ``properties/`` is run against the reference engine with the ``ci`` profile's
settings (derandomized, so the examples are the ones CI runs) while a line tracer records which
lines of ``properties/*.py`` ran. Then every ``assert`` statement, every ``pytest.fail(...)`` and
every ``reached("...")`` call in ``properties/`` must have run at least once. A clause that only a
failing engine can reach (an ``else`` of an ``assert``) is still a line of an ``assert`` statement,
which is what is counted.

Each property's docstring names, on a ``Varies:`` line, the dimensions of who and when it varies
(issue 16: the active seat, the number of players, owner ≠ controller, caster ≠ active player, the
turns crossed, extra turns, an end step); each one named must be varied by that property's own
examples at ``ci`` (:func:`mtg_conformance.properties.varied`).

Which examples reach what is also reported per run: ``reached(clause)``
(:func:`mtg_conformance.properties.reached`) calls Hypothesis ``event()``, shown by
``--hypothesis-show-statistics``."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from collections import Counter

import mtg_conformance.properties  # noqa: F401  (registers the ci profile)
from mtg_conformance.properties import DIMENSIONS, VARIED, varied, varies
from properties import (test_combat, test_combat_damage, test_control, test_cost_model, test_costs, test_global,
                        test_legal_actions, test_machinery, test_mechanics, test_objects, test_players, test_replacement,
                        test_tokens)

MODULES = (test_combat, test_combat_damage, test_control, test_cost_model, test_costs, test_global, test_legal_actions,
           test_machinery, test_mechanics, test_objects, test_players, test_replacement, test_tokens)
PROPERTIES_DIR = Path(test_global.__file__).resolve().parent


def properties() -> Iterator[Any]:
    for module in MODULES:
        for name, obj in vars(module).items():
            if name.startswith("test_") and callable(obj) and getattr(obj, "__module__", "") == module.__name__:
                yield obj


def checked_lines(path: Path) -> dict[int, tuple[int, str]]:
    """The statements that check something, by first line: ``(last line, source)`` of every
    ``assert``, every ``pytest.fail(...)`` and every ``reached(...)``."""
    tree = ast.parse(path.read_text())
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert):
            found[node.lineno] = (node.end_lineno or node.lineno, ast.unparse(node)[:90])
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            func = ast.unparse(node.value.func)
            if func in ("pytest.fail", "reached"):
                found[node.lineno] = (node.end_lineno or node.lineno, ast.unparse(node)[:90])
    return found


class LineRecorder:
    """Records (file, line) for the frames of ``properties/*.py`` only: other frames get no local
    tracer, which keeps the run fast."""

    def __init__(self) -> None:
        self.ran: set[tuple[str, int]] = set()
        self.files = {str(p) for p in PROPERTIES_DIR.glob("*.py")}

    def _global(self, frame, event, arg):
        if frame.f_code.co_filename in self.files:
            return self._local
        return None

    def _local(self, frame, event, arg):
        if event == "line":
            self.ran.add((frame.f_code.co_filename, frame.f_lineno))
        return self._local

    def __enter__(self) -> "LineRecorder":
        assert sys.gettrace() is None, "another tracer (coverage?) is active: run this test without it"
        sys.settrace(self._global)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.settrace(None)


def run_at_ci(prop: Any) -> None:
    """Run one property against the reference engine with the ci profile's settings."""
    from mtg_reference_engine import ReferenceEngine
    ci = settings.get_profile("ci")
    if prop is test_global.test_random_legal_play_keeps_the_invariants:
        test_global.run_random_play(ReferenceEngine, ci)
        return
    attribute = "_hypothesis_internal_use_settings"
    saved = getattr(prop, attribute)
    setattr(prop, attribute, ci)
    try:
        prop(make_engine=ReferenceEngine)
    finally:
        setattr(prop, attribute, saved)


def test_every_property_is_found() -> None:
    assert len(list(properties())) == 61


@pytest.fixture(scope="module")
def ci_run() -> tuple[set[tuple[str, int]], dict[str, Counter[str]]]:
    """Every property run once against the reference engine at the ``ci`` profile, under the line
    tracer: the lines of ``properties/`` that ran, and the dimensions each property varied
    (:data:`mtg_conformance.properties.VARIED`, counted per property)."""
    dimensions: dict[str, Counter[str]] = {}
    with LineRecorder() as recorder:
        for prop in properties():
            VARIED.clear()
            run_at_ci(prop)
            dimensions[prop.__name__] = Counter(VARIED)
    return recorder.ran, dimensions


@pytest.mark.slow          # every property at ci under a line tracer: minutes of CPU
@pytest.mark.timeout(900)
def test_every_clause_of_every_property_is_reached_at_the_ci_profile(ci_run) -> None:
    ran, _ = ci_run
    missing = []
    for path in sorted(PROPERTIES_DIR.glob("test_*.py")):
        for first, (last, source) in sorted(checked_lines(path).items()):
            if not any((str(path), line) in ran for line in range(first, last + 1)):
                missing.append(f"{path.name}:{first}: {source}")
    assert not missing, "clauses no example reaches at the ci profile:\n" + "\n".join(missing)


def test_every_property_names_the_dimensions_it_varies() -> None:
    """Each property's docstring has one ``Varies:`` line naming known dimensions (or ``none``)."""
    problems = []
    for prop in properties():
        try:
            varies(prop)
        except ValueError as exc:
            problems.append(str(exc))
    assert not problems, "\n".join(problems)


@pytest.mark.slow          # every property at ci under a line tracer: minutes of CPU
@pytest.mark.timeout(900)
def test_every_dimension_a_property_names_is_reached_at_the_ci_profile(ci_run) -> None:
    """Issue 16, item 6: a property that says it varies a dimension (the active seat, owner ≠
    controller, the turns crossed, …) reaches its non-default case in its own examples at ``ci``."""
    _, dimensions = ci_run
    missing = [f"{prop.__name__}: {dimension} ({DIMENSIONS[dimension]})"
               for prop in properties() for dimension in varies(prop)
               if not dimensions[prop.__name__][dimension]]
    assert not missing, "dimensions named on a Varies: line that no example reaches at the ci profile:\n" + \
        "\n".join(missing)


def test_the_dimension_check_sees_a_dimension_never_varied() -> None:
    """The test of the test: a property naming a dimension its examples never vary is reported,
    and one naming a dimension that is not one is rejected."""
    from hypothesis import given, strategies as st

    @given(st.integers(2, 4))
    def prop(players: int) -> None:
        """Varies: players, active seat."""
        if players > 2:
            varied("players")

    VARIED.clear()
    prop()
    assert varies(prop) == ("players", "active seat")
    assert [d for d in varies(prop) if not VARIED[d]] == ["active seat"]

    def unknown() -> None:
        """Varies: the weather."""
    with pytest.raises(ValueError, match="unknown dimension"):
        varies(unknown)
    with pytest.raises(ValueError, match="unknown dimension"):
        varied("the weather")


def test_the_reach_check_sees_an_unreached_clause(tmp_path: Path) -> None:
    """The test of the test: a clause behind a condition no example meets is reported."""
    source = tmp_path / "prop.py"
    source.write_text("def f(x):\n    if x > 10:\n        assert x > 5\n    assert x >= 0\n")
    namespace: dict[str, Any] = {}
    exec(compile(source.read_text(), str(source), "exec"), namespace)
    recorder = LineRecorder()
    recorder.files = {str(source)}
    with recorder:
        for x in range(5):
            namespace["f"](x)
    lines = checked_lines(source)
    unreached = [first for first, (last, _) in lines.items()
                 if not any((str(source), n) in recorder.ran for n in range(first, last + 1))]
    assert unreached == [3]


def test_reached_records_the_clause() -> None:
    from hypothesis import given, strategies as st
    from mtg_conformance.properties import REACHED, reached

    @given(st.integers(0, 3))
    def prop(x: int) -> None:
        if x == 99:
            reached("never")
        reached("always")
    REACHED.clear()
    prop()
    assert REACHED["always"] > 0 and "never" not in REACHED
