"""The cached step lookup (mtg_conformance.stepcache) finds the same step definitions as pytest-bdd's
own lookup: the definition visible where each scenario is, when folders' conftests and a test
module define the same step text differently."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from mtg_conformance import stepcache

pytest_plugins = ["pytester"]

FEATURE = """\
Feature: Numbers
  Scenario: The number
    Given the number is set
    Then the number is {expected}
"""

STEPS = """\
from pytest_bdd import given, then, parsers

@given("the number is set", target_fixture="number")
def _number():
    return {value}

@then(parsers.parse("the number is {{expected:d}}"))
def _check(number, expected):
    assert number == expected
"""

TEST = """\
from pytest_bdd import scenarios
scenarios("numbers.feature")
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    """Two folders whose conftests define the same step text differently (1 in ``one``, 2 in
    ``two``) and a third folder (``three``) that defines it in its test module (3)."""
    assert stepcache.install(), "the step cache must install on the pytest-bdd this suite pins"
    pytester.makeconftest("")
    for folder, value in (("one", 1), ("two", 2)):
        pytester.mkpydir(folder)
        pytester.path.joinpath(folder, "conftest.py").write_text(STEPS.format(value=value))
        pytester.path.joinpath(folder, "numbers.feature").write_text(FEATURE.format(expected=value))
        pytester.path.joinpath(folder, "test_numbers.py").write_text(TEST)
    pytester.mkpydir("three")
    pytester.path.joinpath("three", "numbers.feature").write_text(FEATURE.format(expected=3))
    pytester.path.joinpath("three", "test_numbers.py").write_text(TEST + textwrap.dedent(STEPS.format(value=3)))
    return pytester


def test_each_folder_gets_its_own_definition_of_a_step(project: pytest.Pytester) -> None:
    result = project.runpytest("-p", "no:randomly", "-p", "no:random_order", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)
    caches = list(stepcache.installed_lookup().caches.values())
    assert any(len(c) >= 3 for c in caches), "the lookups were not cached"


def test_a_cache_blind_to_where_the_scenario_is_gives_wrong_definitions(
        project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test above can fail: keyed on the step alone, the cache hands folder one's definition to
    folder two."""
    monkeypatch.setattr(stepcache, "_key", lambda step, node, count: (step.type, step.name))
    result = project.runpytest("-p", "no:randomly", "-p", "no:random_order", "-p", "no:cacheprovider")
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed", 0) >= 1, result.stdout.str()


def test_the_cache_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the variable at 0, ``install`` declines and pytest-bdd's lookup is left uncached: checked
    in a fresh process (this one already has the cache installed), with the variable at 1 as the
    control that the probe sees an installed cache."""
    monkeypatch.setenv(stepcache.ENV, "0")
    assert stepcache.install() is False
    probe = ("import mtg_conformance.stepcache as s; s.install(); "
             "print(hasattr(s.installed_lookup(), 'uncached'))")
    seen = {}
    for value in ("0", "1"):
        done = subprocess.run([sys.executable, "-c", probe], env=dict(os.environ, **{stepcache.ENV: value}),
                              capture_output=True, text=True, timeout=120)
        seen[value] = done.stdout.strip() or done.stderr
    assert seen == {"0": "False", "1": "True"}
