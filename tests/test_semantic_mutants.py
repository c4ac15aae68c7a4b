"""benchmarks.semantic_mutants (issue 29 item 3; docs/mutation.md, "Semantic mutants"): every operator
finds sites in today's engine, a mutant is a real change of the code that runs, and the runner kills
one that the suite is known to kill (owner<->controller in the untap step, 502.3)."""

import ast
import json
import os
import subprocess
import sys
from collections import Counter

import pytest

from benchmarks import semantic_mutants as sm
from mtg_conformance.protocol import Step

UNTAP_OWNER = "engine/game.py::Game.begin_step:{line}:19:owner<->controller/controller->owner"


def _untap_mutant() -> sm.Mutant:
    """The mutant that untaps the permanents the active player *owns* (502.3 says "control")."""
    found = [m for m in sm.all_mutants() if m.function == "Game.begin_step" and m.operator == "owner<->controller"
             and "obj.controller == self.active" in (sm.ROOT / m.file).read_text().splitlines()[m.line - 1]]
    assert len(found) == 1, [m.id for m in found]
    return found[0]


def test_every_operator_finds_sites_in_the_engine() -> None:
    mutants = sm.all_mutants()
    per = Counter(m.operator for m in mutants)
    assert set(per) == set(sm.OPERATORS), f"operators without a site: {set(sm.OPERATORS) - set(per)}"
    assert len({m.id for m in mutants}) == len(mutants)                  # ids are unique
    for name, op in sm.OPERATORS.items():
        assert op.__doc__ and f"**{name}**" in op.__doc__, f"{name}: undocumented"


def test_the_step_order_is_the_protocols() -> None:
    assert sm.STEP_ORDER == tuple(s.name for s in Step)


def test_each_variant_compiles_to_a_different_function_with_the_same_free_variables() -> None:
    """One mutant of each operator and variant: its diff changes a line, and the changed function's
    code differs from the original's while keeping its free variables (so ``__code__`` can be set)."""
    chosen: dict[tuple[str, str], sm.Mutant] = {}
    for m in sm.all_mutants():
        chosen.setdefault((m.operator, m.variant), m)
    for m in chosen.values():
        assert m.diff().count("\n-") >= 1 or m.operator == "each->first", m.id
        assert "\n+" in m.diff(), m.id
        path = sm.ROOT / m.file
        original = {(c.co_qualname, c.co_firstlineno): c
                    for c in sm._codes(compile(ast.parse(path.read_text()), str(path), "exec"))}
        new = sm.compiled(m)
        key = m.chain[0]
        assert (new[key].co_code, new[key].co_consts, new[key].co_names) != \
            (original[key].co_code, original[key].co_consts, original[key].co_names), m.id
        for k, code in new.items():
            assert code.co_freevars == original[k].co_freevars, m.id


def test_a_sample_is_drawn_before_the_run_and_reproducible() -> None:
    mutants = sm.all_mutants()
    a = [m.id for m in sm.draw_sample(mutants, 50, 3)]
    assert a == [m.id for m in sm.draw_sample(list(reversed(mutants)), 50, 3)]
    assert a != [m.id for m in sm.draw_sample(mutants, 50, 4)] and len(set(a)) == 50


def test_the_untap_mutant_changes_what_the_engine_does() -> None:
    """Applied in a forked child (it changes live function objects): a permanent that B controls and A
    owns stays tapped in B's untap step under the mutant, and untaps without it."""
    mutant = _untap_mutant()

    def untapped(apply: bool) -> bool:
        pid = os.fork()
        if pid == 0:
            code = 3
            try:
                from mtg_reference_engine.game import Game, Obj
                from mtg_conformance.protocol import Zone
                if apply:
                    assert sm.apply(mutant) >= 1
                game = Game(["A", "B"], active="A", step=Step.CLEANUP, turn=1)
                game.battlefield.append(Obj(id="o1", name="Forest", owner="A", controller="B",
                                            zone=Zone.BATTLEFIELD, tapped=True))
                game.active = "B"
                game.begin_step(Step.UNTAP)
                code = 0 if not game.battlefield[0].tapped else 1
            except BaseException:
                import traceback
                traceback.print_exc()
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) in (0, 1), status
        return os.WEXITSTATUS(status) == 0

    assert untapped(apply=False)
    assert not untapped(apply=True)


@pytest.mark.slow
def test_the_runner_kills_the_untap_mutant_and_reports_an_unreached_one(tmp_path) -> None:
    """The whole runner on one property: the untap mutant is killed by the property that checks 502.3;
    a mutant of a function that property never calls is "no tests"."""
    unreached = next(m for m in sm.all_mutants() if m.file == "engine/meld.py")
    out = tmp_path / "r.json"
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.semantic_mutants", "--only", _untap_mutant().id, unreached.id,
         "--tests", "properties/test_machinery.py -k test_the_untap_step_untaps", "--json", str(out)],
        cwd=sm.ROOT, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    results = {r["id"]: r for r in json.loads(out.read_text())["results"]}
    assert results[_untap_mutant().id]["status"] == "killed", results
    assert results[_untap_mutant().id]["killed_by"].endswith("test_the_untap_step_untaps_the_active_players_permanents_only")
    assert results[unreached.id]["status"] == "no tests", results
