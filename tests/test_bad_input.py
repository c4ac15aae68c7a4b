"""Bad suite input gets one clear error naming the file and line, or the scenario and step, and the
rest of the run goes on: a feature file with a syntax error, a step no definition matches, an unknown
card name, a player who is not in the game, an action naming an object that is not there; and, at
the protocol, a setup that cannot exist."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance.protocol import GameSetup, MalformedRequest, PermanentSetup, PlayerSetup
from mtg_reference_engine import ReferenceEngine

ROOT = Path(__file__).resolve().parents[1]

GOOD_AND_BAD = """@mechanic:explore
Feature: Bad input

  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: A good scenario still runs
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is empty
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" has 1 +1/+1 counter

  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: A step nobody defined
    Given it is Alice's precombat main phase
    When Alice does a cartwheel

  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: An unknown card
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bear"

  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: A player who is not in the game
    Given it is Alice's precombat main phase
    And Carol controls "Forest"

  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: An action on an object that is not there
    Given it is Alice's precombat main phase
    When Alice casts "Lightning Bolt" targeting Bob
"""

BROKEN = """Feature: Broken
  Scenario: A
    Given it is Alice's precombat main phase
  Nonsense here
"""


@pytest.fixture(scope="module")
def bad_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict[str, dict], str]:
    project = tmp_path_factory.mktemp("project")
    for name in ("steps", "conftest.py", "pyproject.toml"):
        source = ROOT / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, project / name)
    (project / "features").mkdir()
    (project / "features" / "bad-input.feature").write_text(GOOD_AND_BAD, encoding="utf-8")
    (project / "features" / "broken.feature").write_text(BROKEN, encoding="utf-8")
    report = project / "r.json"
    proc = subprocess.run([sys.executable, "-m", "pytest", "features", "--mtg-report", str(report), "-q",
                           "-p", "no:cacheprovider"], cwd=project, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(project)})
    results = {r["name"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    return proc.returncode, results, proc.stdout


def test_the_run_goes_on_and_fails(bad_run: tuple[int, dict[str, dict], str]) -> None:
    code, results, _ = bad_run
    assert code == 1
    assert results["A good scenario still runs"]["outcome"] == "passed"


@pytest.mark.parametrize("name, words", [
    ("(the feature file does not parse)", ["broken.feature:4:", "does not parse", "Nonsense here"]),
    ("A step nobody defined", ['Step definition is not found: When "Alice does a cartwheel"', "Line 18"]),
    ("An unknown card", ["unknown card 'Grizzly Bear'", "did you mean 'Grizzly Bears'"]),
    ("A player who is not in the game", ["'Carol' is not a player of this game (Alice, Bob)"]),
    ("An action on an object that is not there", ["there is no 'Lightning Bolt' in Alice's hand"]),
])
def test_each_bad_input_fails_with_one_clear_message(bad_run: tuple[int, dict[str, dict], str], name: str,
                                                      words: list[str]) -> None:
    result = bad_run[1][name]
    assert result["outcome"] == "failed"
    for w in words:
        assert w in result["message"], result["message"]


@pytest.mark.parametrize("setup, words", [
    (GameSetup(players=(PlayerSetup(name="Alice", battlefield=(PermanentSetup(card="Grizzly Bears",
                                                                               counters={"+1/+1": -1}),)),),
               active_player="Alice"), "negative number of counters"),
    (GameSetup(players=(PlayerSetup(name="Alice"),), active_player="Carol"), "active player 'Carol'"),
    (GameSetup(players=(PlayerSetup(name="Alice", battlefield=(PermanentSetup(card="Forest", controller="Eve"),)),),
               active_player="Alice"), "controlled by 'Eve', who is not a player"),
    (GameSetup(players=(PlayerSetup(name="Alice", hand=("Grizzly Bear",)),), active_player="Alice"),
     "unknown card 'Grizzly Bear'"),
    (GameSetup(players=(PlayerSetup(name="Alice"), PlayerSetup(name="Alice")), active_player="Alice"),
     "player names must be different"),
])
def test_a_setup_that_cannot_exist_is_a_malformed_request(setup: GameSetup, words: str) -> None:
    with pytest.raises(MalformedRequest, match=words):
        ReferenceEngine().setup(setup)
