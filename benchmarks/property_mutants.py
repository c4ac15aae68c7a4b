"""``python -m benchmarks.property_mutants MUTANTS_DIR OLD_PROPERTIES_DIR [PLAN…]``: a targeted
mutation measurement of strengthened properties (issue 13, item 7; docs/mutation.md).

Each mutant of the selected engine functions -- mutmut 3.8.1's own mutants, in the ``mutants/``
directory a ``python -m benchmarks.mutation`` run generated (from the engine to measure) -- is run
against a property in its old version (``OLD_PROPERTIES_DIR``, e.g. an export of main's
``properties/``) and in this checkout's version, in one process (mutmut's trampolines read
``MUTANT_UNDER_TEST`` at each call). A mutant is killed when the property raises (a failure, an
error, a skip) or runs over 300 s (a loaded machine); the properties run with 40 derandomized examples and no
shrinking, like the ``mutation`` profile. Measured, never asserted."""
import fnmatch
import importlib
import importlib.util
import json
import os
import pkgutil
import signal
import sys
import time
from pathlib import Path

if len(sys.argv) < 3:
    raise SystemExit(__doc__)
MUTANTS = Path(sys.argv[1]).resolve()
OLD_PROPERTIES = Path(sys.argv[2]).resolve()
NEW_PROPERTIES = Path(__file__).resolve().parent.parent / "properties"
os.environ["MUTANT_UNDER_TEST"] = ""
sys.path.insert(0, str(MUTANTS))
import engine  # the mutated copy
assert Path(engine.__file__).resolve().parent == MUTANTS / "engine", engine.__file__
sys.modules["mtg_reference_engine"] = engine
for m in pkgutil.walk_packages(engine.__path__, "engine."):
    sys.modules["mtg_reference_engine" + m.name[len("engine"):]] = importlib.import_module(m.name)
from mtg_reference_engine import ReferenceEngine
from hypothesis import HealthCheck, Phase, settings

SETTINGS = settings(max_examples=40, derandomize=True, database=None, deadline=None, print_blob=False,
                    suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


MODULES = ("test_mechanics", "test_costs", "test_combat")
OLD = {n: load(OLD_PROPERTIES / f"{n}.py", f"old_{n}") for n in MODULES}
NEW = {n: load(NEW_PROPERTIES / f"{n}.py", f"new_{n}") for n in MODULES}


class Timeout(Exception):
    pass


def _alarm(*_):
    raise Timeout()


def killed(prop) -> bool:
    saved = prop._hypothesis_internal_use_settings
    prop._hypothesis_internal_use_settings = SETTINGS
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(300)
    try:
        prop(make_engine=ReferenceEngine)
        return False
    except BaseException as e:  # noqa
        if isinstance(e, KeyboardInterrupt):
            raise
        return True
    finally:
        signal.alarm(0)
        prop._hypothesis_internal_use_settings = saved


def mutants(pattern):
    names = []
    for meta in (MUTANTS / "engine").rglob("*.meta"):
        names += [k for k in json.loads(meta.read_text())["exit_code_by_key"] if fnmatch.fnmatch(k, pattern)]
    return sorted(names, key=lambda n: (n.rsplit("_", 1)[0], int(n.rsplit("_", 1)[1])))


def run(label, pattern, old_props, new_props):
    names = mutants(pattern)
    os.environ["MUTANT_UNDER_TEST"] = ""
    for p in old_props + new_props:
        assert not killed(p), f"{p.__name__} fails on the unmutated engine"
    old_k = new_k = 0
    new_only = []
    t = time.time()
    for n in names:
        os.environ["MUTANT_UNDER_TEST"] = n
        o = any(killed(p) for p in old_props)
        w = any(killed(p) for p in new_props)
        old_k += o
        new_k += w
        print(f"  {n}: old {'killed' if o else 'survived'}, new {'killed' if w else 'survived'}", flush=True)
        if w and not o:
            new_only.append(n)
        if o and not w:
            print("  killed by old only:", n, flush=True)
    os.environ["MUTANT_UNDER_TEST"] = ""
    print(f"{label}: {len(names)} mutants ({pattern}); old properties kill {old_k}, new kill {new_k} "
          f"({time.time() - t:.0f} s)", flush=True)
    print("  newly killed:", " ".join(new_only), flush=True)


if __name__ == "__main__":
    which = sys.argv[3:]
    om, nm, oc, nc = OLD["test_mechanics"], NEW["test_mechanics"], OLD["test_costs"], NEW["test_costs"]
    plan = {
        "land_plays": ("engine.land_plays.*", [om.test_land_plays_are_one_plus_the_effects_in_force],
                       [nm.test_land_plays_are_one_plus_the_effects_in_force]),
        "leave": ("engine.game.xǁGameǁleave_game__mutmut_*",   # 800.4a; Planechase's part: engine.planechase.x_planar_*
                  [om.test_a_player_who_leaves_takes_only_what_they_own],
                  [nm.test_a_player_who_leaves_takes_only_what_they_own]),
        "meld": ("engine.meld.*", [om.test_a_melded_permanents_cards_move_together, om.test_who_orders_a_melded_permanents_two_cards, om.test_a_token_is_not_melded],
                 [nm.test_a_melded_permanents_cards_move_together, nm.test_who_orders_a_melded_permanents_two_cards, nm.test_a_token_is_not_melded, nm.test_both_cards_of_a_melded_permanent_return]),
        "mana_value": ("engine.game.xǁGameǁmana_value__mutmut_*", [oc.test_alternative_and_additional_costs_never_change_mana_value],
                       [nc.test_alternative_and_additional_costs_never_change_mana_value]),
        "additional": ("engine.casting.x__additional_costs__mutmut_*", [oc.test_alternative_and_additional_costs_never_change_mana_value],
                       [nc.test_alternative_and_additional_costs_never_change_mana_value, nc.test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost]),
    }
    plan["recheck"] = ("engine.land_plays.x_[pv]*_land__mutmut_[17]*", plan["land_plays"][1], plan["land_plays"][2])
    plan["turn"] = ("engine.game.xǁGameǁbegin_turn__mutmut_*", plan["land_plays"][1], plan["land_plays"][2])
    plan["cleanup"] = ("engine.game.xǁGameǁbegin_step__mutmut_*", plan["land_plays"][1], plan["land_plays"][2])
    # Issue 16 item 2 (the who of the combat and cost properties): the functions the new dimensions
    # touch, each against the properties that reach it, main's version and this branch's.
    ob, nb = OLD["test_combat"], NEW["test_combat"]

    def both(module, *names):
        return [getattr(module, n) for n in names]
    combat = ("test_attackers_are_declared_by_the_rules", "test_blockers_are_declared_by_the_rules_and_combat_damage_follows")
    plan["attackers"] = ("engine.combat.x_declare_attackers__mutmut_*", both(ob, *combat), both(nb, *combat))
    plan["blockers"] = ("engine.combat.x_declare_blockers__mutmut_*", both(ob, *combat), both(nb, *combat))
    plan["combat_damage"] = ("engine.game.xǁGameǁcombat_damage__mutmut_*", both(ob, *combat), both(nb, *combat))
    sacrifice = ("test_emerge_reduces_only_the_generic_part", "test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost")
    plan["sacrifices"] = ("engine.casting.x__chosen_sacrifices__mutmut_*", both(oc, *sacrifice), both(nc, *sacrifice))
    timing = ("test_a_spell_cast_with_flashback_always_ends_in_exile", "test_emerge_reduces_only_the_generic_part",
              "test_escalate_adds_its_cost_for_each_mode_beyond_the_first")
    plan["timing"] = ("engine.casting.x_verify_timing__mutmut_*", both(oc, *timing), both(nc, *timing))
    mana = ("test_mana_abilities_activated_while_casting_add_their_mana", "test_casting_moves_the_card_to_the_stack_as_a_new_object")
    plan["mana_ability"] = ("engine.casting.x_activate_mana_ability__mutmut_*", both(oc, *mana), both(nc, *mana))
    for key in which or plan:
        run(key, *plan[key])
