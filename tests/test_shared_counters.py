"""``Obj.counters`` is replaced, never changed in place (``Game.add_counters``), so that copies of the
game (``Game.copy``: every trial of ``legal_actions`` and every snapshot of ``act``) share a
permanent's counters instead of copying them (perf8, docs/performance.md). Checked here from the
engine's source with ``ast`` (and shown to find such a change); ``tests/test_legal_actions_fast.py``
checks in play that a trial never changes the game it was copied from, and that a rule changing a
permanent's counters in place is caught there."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "engine"
CHANGES_IN_PLACE = frozenset({"update", "subtract", "clear", "pop", "popitem", "setdefault", "__setitem__",
                              "__delitem__"})
"""The methods of a ``Counter`` that change it."""


def _is_counters(node: ast.AST) -> bool:
    """``<something>.counters``: an object's counters (a local copy named ``counters`` is not one)."""
    return isinstance(node, ast.Attribute) and node.attr == "counters"


def counters_changed_in_place(source: str) -> list[int]:
    """Lines of ``source`` that change an object's counters in place: an item of ``x.counters``
    assigned, changed or deleted, or a changing method called on it."""
    found = []
    for node in ast.walk(ast.parse(source)):
        targets = (node.targets if isinstance(node, (ast.Assign, ast.Delete)) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            assigned = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
            if any(isinstance(t, ast.Subscript) and _is_counters(t.value) for t in assigned):
                found.append(node.lineno)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in CHANGES_IN_PLACE and _is_counters(node.func.value)):
            found.append(node.lineno)
        if isinstance(node, ast.AugAssign) and _is_counters(node.target):
            found.append(node.lineno)          # ``obj.counters += ...`` changes a Counter in place
    return found


def test_nothing_in_the_engine_changes_counters_in_place() -> None:
    offenders = [f"{path.relative_to(ENGINE.parent)}:{line}" for path in sorted(ENGINE.rglob("*.py"))
                 for line in counters_changed_in_place(path.read_text())]
    assert not offenders, ("replace an object's counters (as Game.add_counters does) instead of changing "
                           f"them in place: copies of the game share them: {offenders}")


def test_the_check_finds_counters_changed_in_place() -> None:
    assert counters_changed_in_place("def f(obj):\n    obj.counters['+1/+1'] += 1\n") == [2]
    assert counters_changed_in_place("def f(obj):\n    obj.counters['flame'] = 2\n") == [2]
    assert counters_changed_in_place("def f(obj):\n    del obj.counters['-1/-1']\n") == [2]
    assert counters_changed_in_place("def f(obj):\n    obj.counters.update(c)\n") == [2]
    assert counters_changed_in_place("def f(obj):\n    obj.counters.pop('x', 0)\n") == [2]
    assert counters_changed_in_place("def f(obj):\n    obj.counters += c\n") == [2]
    assert counters_changed_in_place(
        "def f(obj):\n    counters = Counter(obj.counters)\n    counters['+1/+1'] += 1\n"
        "    obj.counters = counters\n    n = obj.counters.get('x', 0)\n") == []
