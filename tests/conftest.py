"""Fixtures shared by the harness's own tests: ``reference_runs`` (tests/reference_runs.py), the
default reference run, serial and under ``-n 2``, run once per test session."""

import hashlib
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

import pytest

from tests.reference_runs import RUN_TIMEOUT, reference_runs  # noqa: F401  (a fixture)


SHARED_BYTECODE = "MTG_CONFORMANCE_TEST_PYCACHE"
"""Set while a test session shares compiled bytecode with every process its tests start."""


def pytest_configure(config: pytest.Config) -> None:
    """Every Python process the tests start (``mtg-conformance run``, pytest-xdist's workers, stdio
    engines), and this one from here on (the test modules it imports), share one bytecode cache
    outside the checkout, set up by the session that starts first (the controller under ``-n 2``;
    its workers inherit it). Without it, where ``PYTHONDONTWRITEBYTECODE`` is set, each of the
    harness's subprocess runs compiles the suite and rewrites its asserts again: about 1.8 s of its
    4.6 s of CPU (issue 18, item 7). The cache is kept from one session to the next (q18: compiling
    everything again cost each quick check some 20 s of CPU): one directory per user and checkout in
    the temporary directory, private to the user (else a fresh one, removed when the session ends).
    What a test checks does not change: only where the interpreter keeps ``.pyc`` files, which it
    checks against their sources' modification time and size as it always does."""
    if os.environ.get(SHARED_BYTECODE):
        return
    cache, kept = _bytecode_cache()
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = os.environ[SHARED_BYTECODE] = cache
    sys.pycache_prefix, sys.dont_write_bytecode = cache, False
    if not kept:
        config.add_cleanup(lambda: shutil.rmtree(cache, ignore_errors=True))


def _bytecode_cache() -> tuple[str, bool]:
    """The bytecode cache of this checkout for this user, and whether it is kept between sessions:
    ``<tmp>/mtg-conformance-pycache-<uid>-<checkout digest>``, a directory only its owner can write;
    a fresh temporary one if that cannot be had."""
    root = str(Path(__file__).resolve().parents[1])
    uid = os.getuid() if hasattr(os, "getuid") else None
    if uid is not None:
        path = Path(tempfile.gettempdir()) / f"mtg-conformance-pycache-{uid}-{hashlib.sha256(root.encode()).hexdigest()[:12]}"
        try:
            path.mkdir(mode=0o700, exist_ok=True)
            st = path.lstat()
            if stat.S_ISDIR(st.st_mode) and st.st_uid == uid and not st.st_mode & 0o022:
                return str(path), True
        except OSError:
            pass
    return tempfile.mkdtemp(prefix="mtg-conformance-pycache-"), False


SECOND_OF_A_KIND = {
    # q18 (issue 18 item 7): the quick check (`pytest -m "not slow"`) keeps one test of each kind of
    # check and leaves these out; `pytest` and .ci/run run them. Test id (without parameters, unless
    # given): the test of the same kind that stays quick.
    "tests/test_hostile_engines.py::test_ids_and_cards_are_checked_for_an_engine_without_legal_actions":
        "a whole explore run with a dishonest engine: test_a_live_view_cannot_hide_a_change_made_by_a_rejected_action[NonAtomic]",
    "tests/test_hostile_engines.py::test_a_declared_field_reported_null_fails":
        "what an engine declares governs what runs: test_capability_gating.py's engine declaring one capability",
    "tests/test_hostile_engines.py::test_a_lone_surrogate_from_the_engine_damages_neither_the_expectations_nor_the_report":
        "an engine's text made safe: test_ansi_escapes_in_an_engine_message_do_not_reach_the_terminal",
    "tests/test_hostile_engines.py::test_a_newline_in_the_engine_name_cannot_inject_expectations":
        "an engine's text made safe: test_ansi_escapes_in_an_engine_message_do_not_reach_the_terminal",
    "tests/test_hostile_engines.py::test_a_skip_raised_inside_the_engine_is_an_engine_fault":
        "an engine's fault fails its scenario: test_engine_faults.py's PanicsOnAct",
    "tests/test_engine_faults.py::test_a_faulty_engine_fails_its_scenarios_and_the_run_goes_on[MalformedObservation-the engine's observe() returned dict]":
        "the same test with PanicsOnAct",
    "tests/test_profiles.py::test_a_profile_from_a_plugin_or_the_working_directory":
        "a profile of the working directory's conftest.py: test_the_readme_redis_recipe_shares_failures",
    "tests/test_diff.py::test_a_planted_difference_is_found_and_shrunk_to_a_short_scenario":
        "the planted difference found: test_the_command_prints_the_divergence_writes_the_report_and_fails",
    "tests/test_capability_gating.py::test_the_capabilities_command_is_computed_from_the_suite":
        "a whole run recording what each result uses: test_an_engine_declaring_one_capability_runs_only_what_needs_only_it",
    "tests/test_legal_actions_fast.py::test_a_limit_counted_after_the_pre_check_is_caught":
        "the legal-actions comparison can fail: test_a_pre_check_that_drops_a_legal_action_is_caught",
    "tests/test_new_properties_can_fail.py::test_main_phase_property_catches_emerge_casts_left_out":
        "the main-phase property's hunts in tests/test_legal17_can_fail.py",
    "tests/test_legal17_can_fail.py::test_main_phase_property_catches_casts_listed_whatever_their_answers":
        "the main-phase property's hunt: test_main_phase_property_catches_casts_paid_with_cards_left_out",
    "tests/test_unsupported_examples.py::test_an_expected_skip_entry_does_not_hide_a_result_that_runs":
        "expectations files: test_expectations.py's xfailed run (a skip entry among them)",
    # The lead (issue 18 item 7: "move the heaviest into a slow marker that .ci/run still runs"): the
    # three heaviest whole runs left in the quick check (7-9 s of wall each on the idle machine).
    "tests/test_profiles.py::test_the_readme_redis_recipe_shares_failures":
        "profiles: test_an_unknown_profile_is_one_usage_error (the recipe runs in `pytest` and .ci/run)",
    "tests/test_unsupported_examples.py::test_the_examples_an_engine_can_run_are_run_and_the_others_counted":
        "unsupported examples counted: test_a_property_no_example_of_which_can_run_is_skipped_with_the_reason_and_counts",
    "tests/test_interrupted_runs.py::test_ctrl_c_with_a_busy_engine_ends_the_run_at_once_and_marks_the_report":
        "an interrupted run's report: test_a_test_process_that_dies_leaves_an_interrupted_report_of_what_finished",
    "tests/test_cli.py::test_cli_does_not_depend_on_the_current_directory":
        "the suite run from an empty directory: the wheel test in `pytest` and .ci/run's wheel run",
    "tests/test_legal_actions_fast.py::test_states_with_more_candidates_than_the_limit":
        "the legal-actions comparison: test_seeded_random_play_gives_the_same_legal_actions_as_trying_every_candidate[first-games]",
}


CONTROLS = {
    # q18 (issue 18 item 7): the controls of these files (each property's hunt run against the unbroken
    # engine) are slow but the one named: every property also runs against the reference engine in
    # the quick check itself (properties/), and the full run checks each hunt's control.
    "tests/test_properties_can_fail.py::test_the_unbroken_engine_passes_the_same_hunt":
        "tests/test_properties_can_fail.py::test_the_unbroken_engine_passes_the_same_hunt[test_no_card_is_ever_lost_or_duplicated]",
    "tests/test_new_properties_can_fail.py::test_the_unbroken_engine_passes_the_same_hunt":
        "tests/test_new_properties_can_fail.py::test_the_unbroken_engine_passes_the_same_hunt[test_questions_ids_and_events_describe_what_happened]",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that uses ``reference_runs`` may be the one that waits for them: it gets the runs'
    timeout on top of its own (a loaded machine makes a whole run take minutes). It is also
    ``slow`` (issue 18, item 7): the two whole runs cost more CPU than the rest of the quick check
    (``pytest -m "not slow"``); ``pytest`` and .ci/run run them."""
    for item in items:
        function = item.nodeid.split("[", 1)[0]
        if item.nodeid in SECOND_OF_A_KIND or function in SECOND_OF_A_KIND \
                or (function in CONTROLS and item.nodeid != CONTROLS[function]):
            item.add_marker(pytest.mark.slow)
        if "reference_runs" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.timeout(2 * RUN_TIMEOUT + 600))
            item.add_marker(pytest.mark.slow)
