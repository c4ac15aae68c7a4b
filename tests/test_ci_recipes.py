"""The CI recipes of examples/ci/ (issue 30 item 5), which the README shows: the YAML parses, every
``mtg-conformance …`` command in them parses with the real command line's parser
(mtg_conformance/cli.py) and names only options that exist, the suite they install is pinned, and
the shell recipe runs against the reference engine (over stdio) and exits 0. Each check is shown
able to fail on a copy of a recipe with the fault it guards against."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtg_conformance import cli
from mtg_conformance.suite import suite_root

yaml = pytest.importorskip("yaml")   # the `test` extra installs PyYAML

ROOT = Path(__file__).resolve().parents[1]
RECIPES = ROOT / "examples" / "ci"
YAML_RECIPES = ("github-actions.yml", "gitlab-ci.yml", "github-actions-shards.yml", "gitlab-ci-shards.yml")
SHELL_RECIPE = "conformance.sh"
PIN = re.compile(r"git\+<your-mirror-of-mtg-conformance>@v\d+\.\d+\.\d+\b")
OPERATORS = {"|", "||", "&&", ";", "&", ">", ">>", "<", "2>", "2>&1"}
KEYWORDS = {"then", "do", "else", "!", "time"}
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
SHELL_KEYS = ("run", "script", "before_script", "after_script")


def _yaml_shell(doc: object) -> Iterator[str]:
    """The shell text of a CI file: the values of its ``run`` (GitHub) and ``script`` (GitLab) keys."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            if key in SHELL_KEYS:
                yield from ([value] if isinstance(value, str) else [v for v in value if isinstance(v, str)])
            else:
                yield from _yaml_shell(value)
    elif isinstance(doc, list):
        for item in doc:
            yield from _yaml_shell(item)


def _strings(doc: object) -> Iterator[str]:
    if isinstance(doc, str):
        yield doc
    elif isinstance(doc, dict):
        for value in doc.values():
            yield from _strings(value)
    elif isinstance(doc, list):
        for item in doc:
            yield from _strings(item)


def _without_comments(name: str, text: str) -> str:
    """A recipe's text without its comments: what it does, not what it says."""
    if name.endswith(".yml"):
        return "\n".join(_strings(yaml.safe_load(text)))
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def shell_text(name: str, text: str) -> str:
    return "\n".join(_yaml_shell(yaml.safe_load(text))) if name.endswith(".yml") else text


def commands(shell: str) -> list[list[str]]:
    """The arguments of every ``mtg-conformance`` command in a shell text (after the program)."""
    found = []
    for line in shell.replace("\\\n", " ").splitlines():
        lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        lexer.commenters = "#"
        tokens = list(lexer)
        segment: list[str] = []
        skip_next = False
        for token in [*tokens, ";"]:
            if skip_next:
                skip_next = False
                continue
            if token in OPERATORS:
                skip_next = token in (">", ">>", "<")
                words = [t for t in segment if t not in KEYWORDS and not ASSIGNMENT.match(t)]
                if words and words[0].rsplit("/", 1)[-1] == "mtg-conformance":
                    found.append(segment[segment.index(words[0]) + 1:])
                segment = []
            else:
                segment.append(token)
    return found


def _pass_through_options() -> set[str]:
    """The pytest options ``run --help`` documents, and those whose value run knows to skip."""
    documented = set(re.findall(r"^\s+(-\w|--[\w-]+)", cli.RUN_EPILOG, re.M))
    return documented | set(cli._TAKES_A_VALUE) | {"-q"}


def command_problems(argv: list[str]) -> list[str]:
    """Why a recipe's ``mtg-conformance`` command would not work (empty when it would)."""
    try:
        args, extra = cli.build_parser().parse_known_args(argv)
    except SystemExit:
        return [f"mtg-conformance {shlex.join(argv)}: the command line's parser refuses it"]
    if args.command not in ("run", "capabilities"):
        return [f"mtg-conformance {shlex.join(argv)}: unknown argument {a!r}" for a in extra]
    known = _pass_through_options()
    problems = []
    previous = ""
    for arg in extra:
        takes_value = previous in cli._TAKES_A_VALUE
        previous = arg
        if takes_value or arg in ("$@", "$*"):
            continue
        if arg.startswith("-"):
            if arg.split("=", 1)[0] not in known:
                problems.append(f"mtg-conformance {shlex.join(argv)}: no such option {arg!r}")
            continue
        _, problem = cli.resolve_selection([arg], suite_root())
        if problem:
            problems.append(f"mtg-conformance {shlex.join(argv)}: {problem}")
    return problems


def recipe_problems(name: str, text: str) -> list[str]:
    """Every problem of one recipe: YAML that does not parse, no run command, an unpinned suite,
    a command that would not work."""
    try:
        shell = shell_text(name, text)
    except yaml.YAMLError as exc:
        return [f"{name}: the YAML does not parse: {exc}"]
    found = commands(shell)
    problems = [p for argv in found for p in command_problems(argv)]
    if not any(argv[:1] == ["run"] for argv in found):
        problems.append(f"{name}: no 'mtg-conformance run' command")
    if not PIN.search(_without_comments(name, text)):
        problems.append(f"{name}: installs no pinned suite (git+<your-mirror-of-mtg-conformance>@vX.Y.Z)")
    return problems


@pytest.mark.parametrize("name", [*YAML_RECIPES, SHELL_RECIPE])
def test_a_recipe_parses_and_its_commands_work(name: str) -> None:
    text = (RECIPES / name).read_text(encoding="utf-8")
    assert recipe_problems(name, text) == []
    assert len(commands(shell_text(name, text))) >= 2      # run, then report


def test_the_readme_shows_a_working_recipe() -> None:
    """The GitHub Actions steps the README shows parse and their commands work, as the files'."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", readme, re.S)
    assert blocks
    for block in blocks:
        assert recipe_problems("README.yml", block) == []
    assert recipe_problems("README.yml", blocks[0].replace("--junitxml", "--junit-xlm")) != []


@pytest.mark.parametrize(("name", "fault", "problem"), [
    ("github-actions.yml", ("--report run.json", "--reprot run.json"), "no such option '--reprot'"),
    ("gitlab-ci.yml", ("--junitxml junit.xml", "--junit junit.xml"), "no such option '--junit'"),
    ("conformance.sh", ("--profile ci", "--profiel ci"), "no such option '--profiel'"),
    ("gitlab-ci.yml", ("mtg-conformance report", "mtg-conformance reprot"), "parser refuses it"),
    ("github-actions.yml", ("-n 2", "-n 2 combatt"), "neither a file of the suite"),
    ("gitlab-ci.yml", ("report run.json >", "report run.json --html >"), "parser refuses it"),
    ("github-actions.yml", ("@v0.2.0", ""), "installs no pinned suite"),
    ("gitlab-ci.yml", ("  script:", " script:"), "does not parse"),
    ("gitlab-ci-shards.yml", ("--shard \"$CI", "--shards \"$CI"), "no such option '--shards'"),
    ("github-actions-shards.yml", ("merge shard-1.json", "merge --reprot x shard-1.json"), "unknown argument"),
    ("github-actions-shards.yml", ("@v0.2.0", ""), "installs no pinned suite"),
])
def test_the_recipe_check_can_fail(name: str, fault: tuple[str, str], problem: str) -> None:
    text = (RECIPES / name).read_text(encoding="utf-8")
    assert fault[0] in text
    broken = text.replace(fault[0], fault[1])
    assert any(problem in p for p in recipe_problems(name, broken)), recipe_problems(name, broken)


def _run_script(script: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env.update(MTG_CONFORMANCE_VENV=sys.prefix,      # the suite is installed here: the script installs nothing
               ENGINE_CMD=f"{sys.executable} -m mtg_conformance.stdio reference", OUT=str(tmp_path / "out"))
    return subprocess.run(["sh", str(script), *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600)


@pytest.mark.slow
def test_the_shell_recipe_runs_the_suite(tmp_path: Path) -> None:
    """One mechanic (characteristics, 15 results) against the reference engine over stdio: exit 0,
    the JSON report, JUnit and the summary written. About 25 s."""
    done = _run_script(RECIPES / SHELL_RECIPE, tmp_path, "characteristics")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    results = json.loads((tmp_path / "out" / "run.json").read_text())["results"]
    assert results and {r["mechanic"] for r in results} == {"characteristics"}
    assert {r["outcome"] for r in results} == {"passed"}
    assert (tmp_path / "out" / "junit.xml").is_file()
    assert "characteristics" in (tmp_path / "out" / "summary.md").read_text()


@pytest.mark.slow
def test_the_shell_recipe_fails_with_its_run(tmp_path: Path) -> None:
    """A copy of the script with a misspelt option exits with the run's usage error, not 0."""
    text = (RECIPES / SHELL_RECIPE).read_text(encoding="utf-8").replace("--profile ci", "--profiel ci")
    script = tmp_path / "broken.sh"
    script.write_text(text, encoding="utf-8")
    done = _run_script(script, tmp_path, "characteristics")
    assert done.returncode == 4, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.slow
def test_the_shell_recipe_installs_a_pinned_suite(tmp_path: Path) -> None:
    """The whole recipe, install included: a fresh virtual environment, the suite pinned to this
    checkout's commit with the README's syntax (``mtg-conformance @ git+<url>@<sha>``, the url a
    local one), then one mechanic against the reference engine over stdio. About 70 s (pip)."""
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True)
    if head.returncode != 0:
        pytest.skip("not a git checkout: no commit to pin")
    venv = tmp_path / "venv"
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "VIRTUAL_ENV", "PYTHONPATH")}
    env.update(MTG_CONFORMANCE_SUITE=f"mtg-conformance @ git+file://localhost{ROOT}@{head.stdout.strip()}",
               MTG_CONFORMANCE_VENV=str(venv), ENGINE_CMD=f"{venv}/bin/python -m mtg_conformance.stdio reference",
               OUT=str(tmp_path / "out"))
    done = subprocess.run(["sh", str(RECIPES / SHELL_RECIPE), "characteristics"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert (venv / "bin" / "mtg-conformance").is_file()
    results = json.loads((tmp_path / "out" / "run.json").read_text())["results"]
    assert results and {r["outcome"] for r in results} == {"passed"}
