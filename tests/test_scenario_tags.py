"""issue 33 item 3: a team's own scenario tags (``@ticket:123``, ``@slow``) are allowed and kept in the
report (``tags``), also under ``--strict-markers``; a mistyped suite tag (``@rulings:``, ``@cr702.1``,
``@mechanic:explor``, ...) still fails loudly, one line naming the file and the scenario.

The feature files are written to a temporary project (the suite's steps, conftest.py and pyproject.toml,
as tests/test_failure_messages.py does) and run with pytest and the plugin, as a team runs its own."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance.report import load
from mtg_conformance.scenarios import ScenarioIndexError, load_scenarios, own_tags, suite_tag_typo

ROOT = Path(__file__).resolve().parents[1]

BODY = '''
  Scenario: A land play
    Given it is Alice's precombat main phase
    And Alice has "Forest" in her hand
    When Alice plays "Forest"
    Then "Forest" is on the battlefield
'''


def _feature(tags: str) -> str:
    return f"@mechanic:land-plays @team-feature\nFeature: Mine\n\n  {tags}{BODY}"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("tags")
    for name in ("steps", "conftest.py", "pyproject.toml"):
        source = ROOT / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, project / name)
    return project


def _run(project: Path, name: str, text: str, *args: str) -> tuple[subprocess.CompletedProcess[str], list[dict]]:
    features = project / name
    features.mkdir()
    (features / "mine.feature").write_text(text, encoding="utf-8")
    report = project / f"{name}.json"
    done = subprocess.run([sys.executable, "-m", "pytest", name, "--mtg-report", str(report), "-q", "-p",
                           "no:cacheprovider", "-p", "no:randomly", "--strict-markers", *args],
                          cwd=project, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(project)})
    return done, load(report)["results"]


def test_a_teams_own_tags_are_allowed_and_kept_in_the_report(project: Path) -> None:
    done, results = _run(project, "own", _feature("@ticket:123 @slow @JIRA-7 @cr:305.1 @source:xmage:Mine.test"))
    assert done.returncode == 0, done.stdout + done.stderr
    (result,) = results
    assert result["outcome"] == "passed", result
    assert result["tags"] == ["JIRA-7", "slow", "team-feature", "ticket:123"], result
    assert result["rules"] == ["305.1"], result
    # a plain tag is also pytest-bdd's marker of that name: -m selects by it, --strict-markers accepts it
    done, results = _run(project, "own_m", _feature("@slow"), "-m", "not slow")
    assert done.returncode == 5 and results == [], done.stdout + done.stderr


@pytest.mark.parametrize("tag, meant", [("@rulings:000_5643a24e11c05965#3", "ruling"), ("@Ruling:x", "ruling"),
                                        ("@cr702.1", "cr"), ("@mechanic=explore", "mechanic"),
                                        ("@sourse:xmage:A.b", "source"), ("@capabilty:combat", "capability")])
def test_a_mistyped_suite_tag_is_refused(tag: str, meant: str) -> None:
    assert suite_tag_typo(tag[1:]) == meant
    assert own_tags([tag[1:]]) == [tag[1:]]


def test_team_tags_are_not_typos() -> None:
    for tag in ("ticket:123", "slow", "JIRA-7", "wip", "smoke", "regression", "crash", "manual", "team-feature",
                "ruling:x", "cr:305.1", "source:forge:#1", "capability:combat", "mechanic:explore"):
        assert suite_tag_typo(tag) is None, tag
    assert own_tags(["cr:305.1", "ticket:1", "slow", "source:x"]) == ["slow", "ticket:1"]


@pytest.mark.parametrize("tag", ["@rulings:000_5643a24e11c05965#3", "@mechanic:explor"])
def test_a_mistyped_tag_fails_loudly_in_one_line_naming_file_and_scenario(project: Path, tag: str) -> None:
    name = "typo" + str(len(tag))
    done, results = _run(project, name, _feature(f"@ticket:9 {tag}"))
    assert done.returncode != 0
    (result,) = results
    assert result["outcome"] == "failed" and result["id"] == "mine::(feature file)", result
    lines = [ln for ln in done.stdout.splitlines() if tag in ln and "mine.feature:5: scenario" in ln]
    assert lines and "scenario 'A land play'" in lines[0], done.stdout
    assert "is not a" in lines[0], lines[0]
    with pytest.raises(ScenarioIndexError, match=tag):
        load_scenarios(project / name)
