"""The step library is strict: every word of a step is understood, or the step fails naming the
words it did not understand and the nearest known phrasing (issue 13, item 1). Each hazardous
phrasing is written into a feature file and run as a user would; the phrasings users reach for
(counters, owner, tapped, a name written twice) do what they say.

Before this, ``Alice controls "Grizzly Bears" with three +1/+1 counters`` dropped the counters
(the card list picked the quoted names out of the text and ignored the rest), and ``tapping
"Forest" and "Forest" for mana`` tapped one Forest twice."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance.driver import ScenarioError
from steps.game_steps import CardItem, card_items

ROOT = Path(__file__).resolve().parents[1]
TAGS = "@ruling:004_66a4cacf0c664074#17 @cr:702.119a"

SCENARIOS = {
    # ---- the phrasings users reach for do what they say
    "Counters in words": ("passed", """
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" with three +1/+1 counters
    Then "Grizzly Bears" has 3 +1/+1 counters
    And "Grizzly Bears" is a 5/5 creature"""),
    "Counters in digits": ("passed", """
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" with 2 +1/+1 counters and "Forest"
    Then "Grizzly Bears" has 2 +1/+1 counters"""),
    "Owned by another player": ("passed", """
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" owned by Bob
    When "Grizzly Bears" is destroyed
    Then "Grizzly Bears" is in Bob's graveyard
    And "Grizzly Bears" is not in Alice's graveyard"""),
    "A tapped permanent": ("passed", """
    Given it is Alice's precombat main phase
    And Alice controls a tapped "Forest"
    Then "Forest" is tapped"""),
    "Two Forests tapped for mana": ("passed", """
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Llanowar Elves" and two "Forest"
    And Alice's mana pool holds {C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Llanowar Elves", tapping "Forest" and "Forest" for mana
    Then Alice paid {4}{U} for "Wretched Gryff\""""),
    "Trigger order by source": ("passed", """
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Blood Artist"
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Grizzly Bears"
    And Bob will put the triggered abilities of "Unhallowed Pact" and "Blood Artist" on the stack in that order
    And Alice will target Alice with the ability of "Blood Artist"
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice's life total is 19
    And "Grizzly Bears" is on the battlefield"""),
    # ---- words the library does not understand fail the step, naming them
    "Counters misspelt": ("failed: did not understand 'with three +1/+1 countres'", """
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" with three +1/+1 countres"""),
    "Counters on a card in hand": ("failed: did not understand 'with three +1/+1 counters'", """
    Given it is Alice's precombat main phase
    And Alice has "Grizzly Bears" with three +1/+1 counters in her hand"""),
    "An attacking permanent at the start": ("failed: 'attacking' in", """
    Given it is Alice's precombat main phase
    And Alice controls an attacking "Grizzly Bears\""""),
    "Extra words after a target": ("failed: did not understand 'with all her might'", """
    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob with all her might"""),
    "One Forest tapped twice": ("failed: there is no other 'Forest' in Alice's battlefield", """
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Llanowar Elves" and "Forest"
    And Alice's mana pool holds {C}{C}{C}{U}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Llanowar Elves", tapping "Forest" and "Forest" for mana"""),
    "A step close to a known one": ("failed: nearest known phrasings: Given Alice's library is empty", """
    Given it is Alice's precombat main phase
    And Alice's library is emtpy"""),
}


def feature_text() -> str:
    body = "".join(f"\n  {TAGS}\n  Scenario: {name}{steps}\n" for name, (_, steps) in SCENARIOS.items())
    return f"@mechanic:emerge\nFeature: Strict steps\n{body}"


@pytest.fixture(scope="module")
def strict_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    project = tmp_path_factory.mktemp("project")
    for name in ("steps", "conftest.py", "pyproject.toml"):
        source = ROOT / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, project / name)
    (project / "features").mkdir()
    (project / "features" / "strict.feature").write_text(feature_text(), encoding="utf-8")
    report = project / "r.json"
    subprocess.run([sys.executable, "-m", "pytest", "features", "--mtg-report", str(report), "-q",
                    "-p", "no:cacheprovider", "-p", "no:randomly"], cwd=project, capture_output=True, text=True,
                   timeout=300, env={**os.environ, "PYTHONPATH": str(project)})
    return {r["name"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_each_phrasing_is_honoured_or_fails_naming_its_words(strict_run: dict[str, dict], name: str) -> None:
    expected = SCENARIOS[name][0]
    result = strict_run[name]
    outcome, _, words = expected.partition(": ")
    assert result["outcome"] == outcome, result["message"]
    assert words in result["message"], result["message"]


@pytest.mark.parametrize("text, items", [
    ('"Forest"', [CardItem("Forest")]),
    ('two "Forest"', [CardItem("Forest")] * 2),
    ('"Forest" and "Forest"', [CardItem("Forest")] * 2),
    ('"Forest", "Island" and 2 "Grizzly Bears"', [CardItem("Forest"), CardItem("Island")] + [CardItem("Grizzly Bears")] * 2),
    ('a tapped "Forest"', [CardItem("Forest", tapped=True)]),
    ('"Grizzly Bears" with a +1/+1 counter owned by Bob', [CardItem("Grizzly Bears", counters=(("+1/+1", 1),),
                                                                    owner="Bob")]),
])
def test_card_lists(text: str, items: list[CardItem]) -> None:
    assert card_items(text, permanents=True) == items


@pytest.mark.parametrize("text, words", [
    ('"Forest" or "Island"', "'or \"Island\"'"),
    ('"Grizzly Bears" with three +1/+1 counters', "'with three +1/+1 counters'"),   # not a permanent
    ('"Forest" tapped', "'tapped'"),
    ('Forest', "'Forest'"),
])
def test_words_not_understood_are_named(text: str, words: str) -> None:
    with pytest.raises(ScenarioError, match="did not understand") as caught:
        card_items(text)
    assert words in str(caught.value)


def test_a_shrunk_scenario_writes_permanents_in_the_words_the_steps_read_back() -> None:
    """Properties print their counterexample as Gherkin (mtg_conformance.gherkin): tapped permanents,
    counters, summoning sickness and an owner other than the controller are written so that the
    ``controls`` step builds the same battlefields again."""
    import re

    from mtg_conformance.driver import Table
    from mtg_conformance.gherkin import scenario_text
    from mtg_conformance.protocol import GameSetup, PermanentSetup, PlayerSetup
    from mtg_reference_engine import ReferenceEngine
    from steps.game_steps import given_controls

    alice = (PermanentSetup(card="Forest", tapped=True), PermanentSetup(card="Grizzly Bears", counters={"+1/+1": 2}),
             PermanentSetup(card="Llanowar Elves", summoning_sick=True))
    bob = (PermanentSetup(card="Grizzly Bears", controller="Alice"), PermanentSetup(card="Forest"))
    setup = GameSetup(players=(PlayerSetup(name="Alice", battlefield=alice), PlayerSetup(name="Bob", battlefield=bob)),
                      active_player="Alice")
    table = Table(ReferenceEngine())
    for line in scenario_text(setup, [], "t").splitlines():
        m = re.fullmatch(r'\s*And (?P<player>\w+) controls (?P<cards>.+?)(?P<sick> that came under their control '
                         r'this turn)?', line)
        if m:
            given_controls(table, m["player"], m["cards"], m["sick"], None)
    assert {p.name: tuple(p.battlefield) for p in table.setup().players} == {"Alice": alice, "Bob": bob}


def test_every_step_of_the_features_matches_exactly_one_definition() -> None:
    """No step of the suite's feature files is matched by two definitions (pytest-bdd would take
    one of them silently) or by none. Read with pytest-bdd's own parser and parsers."""
    import importlib

    from pytest_bdd.feature import get_feature
    from pytest_bdd.steps import step_function_context_registry

    for module in ("steps.game_steps", "steps.flashback_steps", "steps.planechase_steps", "steps.meld_steps",
                   "steps.emerge_steps", "steps.permission_steps", "steps.cost_steps"):
        importlib.import_module(module)
    contexts = list(step_function_context_registry.values())
    wrong = []
    for path in sorted((ROOT / "features").glob("*.feature")):
        for scenario in get_feature(str(ROOT / "features"), path.name).scenarios.values():
            for step in scenario.steps:
                if "<" in step.name:             # an outline's template; its rows are run by the scenarios
                    continue
                found = [c.step_func.__name__ for c in contexts
                         if c.type in (None, step.type) and c.parser.is_matching(step.name)]
                if len(set(found)) != 1:
                    wrong.append((path.name, step.type, step.name, found))
    assert not wrong, wrong
