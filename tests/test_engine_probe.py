"""The engine is asked its ``info`` once, before anything is collected (issue 18): an engine that
cannot start or answer ends the run with one ``ERROR:`` line (the cause and the tail of its stderr)
and exit 4, instead of failing every scenario with the same message; a line on stdout that is not a
response is a protocol error that says to log on stderr."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 300
SERVE = "import sys; from mtg_conformance.stdio import main; sys.exit(main(['reference']))"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", *args, "--report", "r.json"],
                          cwd=tmp_path, env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])},
                          capture_output=True, text=True, timeout=TIMEOUT)


def script(tmp_path: Path, body: str) -> str:
    path = tmp_path / "engine.py"
    path.write_text(body, encoding="utf-8")
    return f"{sys.executable} {path}"


def one_error(done: subprocess.CompletedProcess[str]) -> str:
    """The run's single ERROR line; nothing ran, no report was written."""
    assert done.returncode == 4, done.stdout[-3000:] + done.stderr[-3000:]
    output = (done.stdout + done.stderr).strip().splitlines()
    errors = [line for line in output if line.startswith("ERROR:")]
    assert len(errors) == 1 and len(output) <= 2, output[:20]
    return errors[0]


def test_a_mistyped_engine_path_is_one_line(tmp_path: Path) -> None:
    line = one_error(run(tmp_path, "--engine-cmd", "./target/relaese/my-engine --conformance"))
    assert "./target/relaese/my-engine" in line and "No such file or directory" in line
    assert not (tmp_path / "r.json").exists()


def test_an_engine_that_dies_at_start_shows_its_stderr(tmp_path: Path) -> None:
    command = script(tmp_path, "import sys\nprint('cannot open cards.db: permission denied', file=sys.stderr)\n"
                               "sys.exit(3)\n")
    line = one_error(run(tmp_path, "--engine-cmd", command))
    assert "exited with code 3" in line and "its stderr ends: cannot open cards.db: permission denied" in line


def test_a_debug_line_on_stdout_is_a_protocol_error_with_a_hint(tmp_path: Path) -> None:
    command = script(tmp_path, f"print('engine starting, loading 27000 cards', flush=True)\n{SERVE}\n")
    line = one_error(run(tmp_path, "--engine-cmd", command))
    assert "protocol error" in line and "'engine starting, loading 27000 cards" in line
    assert "write logs and debug output to stderr" in line


def test_an_in_process_engine_whose_info_fails_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "my_engine.py").write_text(
        "from mtg_reference_engine import ReferenceEngine\n"
        "class Broken(ReferenceEngine):\n"
        "    def info(self):\n"
        "        raise RuntimeError('card database missing')\n", encoding="utf-8")
    line = one_error(run(tmp_path, "--engine", "my_engine:Broken"))
    assert "--engine 'my_engine:Broken'" in line and "RuntimeError" in line and "card database missing" in line


@pytest.mark.parametrize("engine", [pytest.param(["--engine", "reference-stdio"], marks=pytest.mark.slow),  # issue 18
                                    ["--engine-cmd", f"{sys.executable} -c \"{SERVE}\""]])   # item 7: this one stays quick
def test_a_working_engine_is_probed_and_runs(tmp_path: Path, engine: list[str]) -> None:
    done = run(tmp_path, *engine, "-k", "exploring_with_an_empty_library", str(ROOT / "features" / "explore.feature"))
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]


# ---- the command line probes the engine itself (issue 18 item 7) ---------------------------------

@pytest.mark.parametrize("args, says", [
    (["--engine", "nosuch"], "unknown engine 'nosuch'"),
    (["--engine", "mtg_reference_engine:NoSuchEngine"], "NoSuchEngine"),
    (["--engine-cmd", "./target/relaese/my-engine --conformance"], "No such file or directory"),
    (["--engine-cmd", "my-engine --name 'x"], "No closing quotation"),
    (["--engine-cmd", f"{sys.executable} -c \"{SERVE}\"", "--engine-timeout=0"], "--engine-timeout 0: give a positive"),
])
def test_the_command_finds_a_usage_error_without_starting_pytest(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        args: list[str], says: str) -> None:
    """``mtg-conformance run`` finds the engine, starts it and asks its info in its own process (the
    same probe as the plugin's, mtg_conformance.engine_probe): a usage error is one ``ERROR:`` line
    and exit 4 without the seconds of starting pytest and the suite."""
    from mtg_conformance import cli

    def no_pytest(*_: object, **__: object) -> int:
        raise AssertionError("pytest was started")

    monkeypatch.setattr(cli, "supervise", no_pytest)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["run", *args, "--report", "r.json"]) == 4
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("ERROR: ") and says in err, err
    assert not (tmp_path / "r.json").exists()


def test_pytest_itself_probes_the_engine(tmp_path: Path) -> None:
    """The plugin's own probe, for a suite run with ``pytest`` rather than the command line: the same
    one line and exit 4."""
    done = subprocess.run([sys.executable, "-m", "pytest", str(ROOT / "features" / "explore.feature"), "-q",
                           "-p", "no:cacheprovider", "--engine-cmd", "./target/relaese/my-engine"],
                          cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 4, done.stdout[-3000:] + done.stderr[-3000:]
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR:")]
    assert len(errors) == 1 and "./target/relaese/my-engine" in errors[0] and "No such file" in errors[0], done.stderr
