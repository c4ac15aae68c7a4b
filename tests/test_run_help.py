"""``mtg-conformance run --help`` says that other arguments go to pytest, names the useful ones
(``--timeout`` among them, with its default) and the exit statuses (issue 18, item 8)."""

from __future__ import annotations

import pytest

from mtg_conformance.cli import SCENARIO_TIMEOUT, main


def test_run_help_names_the_pytest_arguments_and_the_timeout(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["run", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "every argument run does not know goes to pytest" in out
    for argument in ("-n 2", "-k flashback", "-x", "-v", "--timeout N", "--shrink-seconds S"):
        assert f"\n  {argument} " in out, argument
    assert f"(default {SCENARIO_TIMEOUT}; pytest-timeout)" in out
    assert "exit status: 0 " in out and "5 no result executed" in out
