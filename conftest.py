"""The suite's pytest configuration: the mtg-conformance plugin and the step library."""

import os

ENGINE_MEMOS = (("adapter", "_CARD_VIEWS"), ("adapter", "_PLAYER_VIEWS"), ("adapter", "_PERMANENT_VIEWS"),
                ("game", "_FACES"), ("legal", "_CAST_FACES"))
"""The reference engine's module-level memo dicts (module, name), which a game fills as it is played:
the mutation hook below empties them before the tests run under a mutant. tests/test_engine_memos.py
checks that every module-level dict that grows during play is listed here."""


if "MUTANT_UNDER_TEST" in os.environ:
    # Mutation testing only (`python -m benchmarks.mutation`, docs/mutation.md): mutmut sets
    # MUTANT_UNDER_TEST and runs pytest inside its copy of the project, `mutants/`, whose
    # `engine/` holds the mutated engine. The engine's import name, `mtg_reference_engine`, is
    # mapped to the checkout's `engine/` by the editable install, so without this the scenarios
    # would check the unmutated engine. Import the mutated copy under the package name `engine`
    # (mutmut names each mutant after its file's path, engine/explore.py -> engine.explore) and
    # make every `mtg_reference_engine[.x]` name point at it.
    import importlib
    import pkgutil
    import sys
    from pathlib import Path

    # mut: the engine's modules call some of their own functions as they are imported (card
    # registration); import them unmutated (MUTANT_UNDER_TEST empty), as mutmut's forked workers
    # do. Otherwise mutmut's "forced fail" check fails inside this import, pytest exits with a
    # usage error (4) and mutmut stops the run (docs/mutation.md: mutants mutmut cannot see).
    _under_test, os.environ["MUTANT_UNDER_TEST"] = os.environ["MUTANT_UNDER_TEST"], ""
    import engine

    _mutated = Path(__file__).resolve().parent / "engine"
    if Path(engine.__file__).resolve().parent != _mutated:
        raise ImportError(f"mutation testing: `engine` was imported from {engine.__file__}, not from {_mutated}")
    sys.modules["mtg_reference_engine"] = engine
    for _module in pkgutil.walk_packages(engine.__path__, "engine."):
        sys.modules["mtg_reference_engine" + _module.name[len("engine"):]] = importlib.import_module(_module.name)
    os.environ["MUTANT_UNDER_TEST"] = _under_test

    # The properties run with the ci profile's examples (derandomized: a mutant's verdict does not
    # depend on luck) but without shrinking: a mutant is killed by the first failing example, and
    # shrinking it would only cost time (minutes for the random-play property).
    from hypothesis import Phase, settings

    import mtg_conformance.properties  # noqa: F401  (registers the ci profile)

    settings.register_profile("mutation", parent=settings.get_profile("ci"),
                              phases=[Phase.explicit, Phase.reuse, Phase.generate])

    # mut5: a surviving mutant of the core runs every property that reaches it; these five took 292 s
    # of the 420 s of properties in mutmut's stats pass of 2026-12-02 (mutants/mutmut-stats.json).
    # During a mutation run they draw MUTATION_SLOW_EXAMPLES derandomized examples instead of the ci
    # profile's 40 (the others keep 40): still no luck in a verdict, but fewer chances to kill, so
    # the score measured is a lower bound of the ci profile's (docs/mutation.md, "The run of 2026-12-02").
    MUTATION_SLOW_EXAMPLES = 10
    MUTATION_SLOW_PROPERTIES = {
        "test_random_legal_play_keeps_the_invariants",  # 98.6 s (a state machine: the profile's examples)
        "test_legal_actions_with_spells_in_the_main_phase",  # 68.9 s
        "test_legal_actions_are_exactly_the_actions_act_accepts",  # 58.0 s
        "test_legal_actions_with_many_spells_in_hand",  # 40.2 s
        "test_blockers_are_declared_by_the_rules_and_combat_damage_follows",  # 26.6 s
    }
    settings.register_profile("mutation-slow", parent=settings.get_profile("mutation"),
                              max_examples=MUTATION_SLOW_EXAMPLES)

    # Every scenario and property runs on the unmutated reference engine (none is skipped), so a
    # skip during a mutation run means the mutant made the engine answer "unsupported" (the
    # plugin turns that into a skip, as it must for engines that lack a mechanic). mutmut counts
    # a skip as a pass; here it is a failure: the mutant broke something that worked.
    import pytest

    # mut: the plugin's start-up probe of the engine (its `info`, mtg_conformance.plugin._probe_engine,
    # in pytest_configure) asks the unmutated engine: a mutant that broke it would end pytest with a
    # usage error (4), which stops the whole mutmut run instead of killing that mutant (and mutmut's
    # "forced fail" check stops there too). The tests themselves run under the mutant: the variable
    # is set back as the test loop starts.
    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(config):
        config._mtg_mutant_under_test = os.environ["MUTANT_UNDER_TEST"]
        os.environ["MUTANT_UNDER_TEST"] = ""

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(session):
        os.environ["MUTANT_UNDER_TEST"] = session.config._mtg_mutant_under_test
        # mut6: mutmut runs its clean tests and its stats pass in its own process and forks a worker
        # per mutant, which inherits the engine's memo caches filled by the unmutated engine: a
        # mutant inside a cached computation (the observation's card and permanent views, a face's
        # data, the functools caches) then returned the unmutated result and "survived"
        # (adapter._build_observation__mutmut_12 and _102 of the second sample, killed when run
        # afresh; docs/mutation.md). Empty them before the tests run under the mutant.
        for _module in list(sys.modules.values()):
            if getattr(_module, "__name__", "").startswith("engine."):
                for _value in list(vars(_module).values()):
                    if callable(getattr(_value, "cache_clear", None)):
                        _value.cache_clear()
        for _module_name, _cache in ENGINE_MEMOS:
            getattr(sys.modules[f"engine.{_module_name}"], _cache).clear()

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(item):
        """mut5: run a property of MUTATION_SLOW_PROPERTIES with the `mutation-slow` profile: as the
        profile loaded (what `settings()` gives a state machine) and as the @given test's settings
        (fixed when the test was defined)."""
        if item.originalname not in MUTATION_SLOW_PROPERTIES:
            return (yield)
        test = item.obj
        given = getattr(test, "_hypothesis_internal_use_settings", None)
        settings.load_profile("mutation-slow")
        if given is not None:
            test._hypothesis_internal_use_settings = settings(given, max_examples=MUTATION_SLOW_EXAMPLES)
        try:
            return (yield)
        finally:
            settings.load_profile("mutation")
            if given is not None:
                test._hypothesis_internal_use_settings = given

    # Likewise an example of a property the mutant made "unsupported" (the plugin sets such examples
    # aside and counts them, mtg_conformance.plugin._count_examples) is a failure here.
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(item, call):
        report = yield
        if report.skipped:
            report.outcome = "failed"
            report.longrepr = f"skipped under mutant {os.environ['MUTANT_UNDER_TEST']}: {report.longrepr}"
        from mtg_conformance.plugin import examples_unsupported
        unsupported = examples_unsupported(item)
        if report.when == "call" and unsupported and report.passed:
            report.outcome = "failed"
            report.longrepr = (f"{unsupported} example(s) unsupported under mutant "
                               f"{os.environ['MUTANT_UNDER_TEST']}")
        return report

pytest_plugins = [
    "mtg_conformance.plugin",
    "steps.game_steps",
    "steps.flashback_steps",
    "steps.planechase_steps",
    "steps.meld_steps",
    "steps.emerge_steps",
    "steps.combat_steps",
    "steps.permission_steps",          # perm17: playing from other zones, buyback
    "steps.cost_steps",  # cost17: casts naming what pays costs that are not mana
    "steps.token_steps",   # tok17: tokens, activated abilities, copies of spells
    "steps.replacement_steps",   # repl17: replacement effects on events, manifest, modal double-faced cards
    "steps.turn_steps",      # k16: extra turns in the setup, mana pools (issue 16 item 3)
    "steps.control_steps",   # ctl: who controls and owns a permanent (control-changing effects, 613.1b)
    "steps.event_steps",     # mut6: an event's fields (revealed, counter_added), unknown ids in a cast
    "steps.legal_steps",     # mut8: a player's legal actions include a cast (docs/protocol.md "Legal actions")
    "steps.gapC_steps",      # gapC: drew/discarded events, seen after the player left the game
    "steps.view_steps",      # g2view: colors, subtypes, a card's power and toughness (capability characteristics)
    "steps.copy_steps",      # gapE: copies of copies and of face-down permanents, a copy's targets (707, 708)
    "steps.g2faces_steps",   # g2faces: face-down spells (morph), permanents turned face up (708, 701.40a)

    "steps.g2effects_steps", # g2effects: a random discard (701.9b), scry N > 1 (701.22a)
    "steps.w2effects_steps", # w2effects: votes (701.38a)

    "steps.g2cast_steps",    # g2cast: two triggers of one permanent, ordered as listed, one of them targeted

    "steps.g2stack_steps",   # g2stack: abilities on the stack as targets (Stifle, Strionic Resonator)
    "steps.w2stack_steps",   # w2stack: an ability on the stack has no mana value of its own, no color (603.3)


    "steps.w2faces_steps",   # w2faces: copies of cards cast or not (707.12, 704.5e)


    "steps.w2cast_steps",    # w2cast: a pass that resolves an effect casting a copy of a card (707.12)
]
