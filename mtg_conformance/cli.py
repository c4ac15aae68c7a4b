"""``mtg-conformance``: run the suite against an engine, and show which scenarios cover which rulings.

    mtg-conformance run [--engine NAME|module:Class] [--report PATH] [pytest args…]
    mtg-conformance rulings [--json]
    mtg-conformance report RUN.json [RUN2.json …] [--html PATH]
    mtg-conformance compare OLD.json NEW.json [--allow-skips]
    mtg-conformance diff --engine A --engine B [--examples N] [--seed S] [--report PATH]
    mtg-conformance dashboard RUN.json [RUN2.json …] --html DIR
    mtg-conformance merge SHARD.json [SHARD2.json …] --report RUN.json
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
from pathlib import Path
from typing import Any

from . import __version__, diff_options, rulings
from .suite import LOCAL_DIR, suite_root


SCENARIO_TIMEOUT = 120
"""Seconds one scenario or property may take before it fails (pytest-timeout); ``--timeout N``."""


def run_profile(args: argparse.Namespace, extra: list[str]) -> str | None:
    """The Hypothesis profile ``run`` asks for: ``--profile NAME`` if given; else ``ci`` when the run
    checks or writes known failures (``--expectations`` / ``--update-expectations``), so that the
    properties draw the same derandomized examples in every run and a listed failure is found, or
    not, the same way each time (with the ``dev`` profile's random examples a known deviation can be
    found by one run and missed by the next: an unlisted failure, then an xpass); else none (the
    suite loads ``ci`` when ``CI`` is set, ``dev`` otherwise). A ``--hypothesis-profile`` passed on to
    pytest is left alone."""
    if args.profile:
        return args.profile
    if any(a == "--hypothesis-profile" or a.startswith("--hypothesis-profile=") for a in extra):
        return None
    if args.expectations or args.update_expectations:
        return "ci"
    return None


def _run(args: argparse.Namespace, extra: list[str]) -> int:
    root = suite_root()
    if not (root / "features").is_dir() or not (root / "conftest.py").is_file():
        print(f"mtg-conformance: the suite's features/ and conftest.py are missing from {root}; "
              f"reinstall the package from where you installed it (pip install --force-reinstall with the "
              f"same git URL or wheel file; there is no PyPI release)", file=sys.stderr)
        return 2
    problem = _usage_problem(args, extra, root)
    if problem:
        print(f"ERROR: {problem}", file=sys.stderr)    # as pytest prints a usage error
        return USAGE_ERROR
    extra, problem = resolve_selection(extra, root)
    if problem:
        print(f"ERROR: {problem}", file=sys.stderr)
        return USAGE_ERROR
    targets = [str(root / "features")]
    if (root / "properties").is_dir():
        targets.append(str(root / "properties"))
    if any(_names_part_of_the_suite(a, root) for a in extra):
        targets = []        # q18: `run features/explore.feature` collects that file only, as pytest would
    pytest_args = [f"--rootdir={root}", "-c", str(root / "pyproject.toml"), "--engine", args.engine]
    if args.engine_cmd is not None:      # "" (an unset variable) is an error, not the default engine
        pytest_args += ["--engine-cmd", args.engine_cmd]
    if args.engine_timeout is not None:
        pytest_args += ["--engine-timeout", str(args.engine_timeout)]
    if args.report:
        pytest_args += ["--mtg-report", args.report]
    if args.shard:
        pytest_args += ["--mtg-shard", args.shard]
    if args.shard_durations:
        pytest_args += ["--mtg-shard-durations", str(Path(args.shard_durations).resolve())]
    if args.expectations:
        pytest_args += ["--mtg-expectations", str(Path(args.expectations).resolve())]
    if args.update_expectations:
        pytest_args += ["--mtg-update-expectations", str(Path(args.update_expectations).resolve())]
    if args.strict_expectations:
        pytest_args.append("--mtg-strict-expectations")
    profile = run_profile(args, extra)
    if profile:
        pytest_args += ["--hypothesis-profile", profile]
    local_conftest = Path.cwd() / "conftest.py"
    if local_conftest.is_file() and local_conftest.resolve() != (root / "conftest.py").resolve():
        pytest_args.append(f"--mtg-conftest={local_conftest}")   # profiles of your own (docs/running.md); one
        # argument: pytest reads its arguments before the plugin adds the option, and would take a
        # separate path for a test file
    if not any("cache_dir" in a for a in extra):
        # pytest's cache goes under the working directory, not into the suite's installation
        pytest_args += ["-o", f"cache_dir={Path.cwd() / LOCAL_DIR / 'pytest-cache'}"]
    if args.allow_empty:
        pytest_args.append("--mtg-allow-empty")
    if args.trace:
        pytest_args.append(f"--mtg-trace={Path(args.trace).resolve()}")
    if not any(a.startswith("-q") or a.startswith("-v") for a in extra):
        pytest_args.append("-q")
    if not any(a.startswith("--timeout") for a in extra):
        pytest_args += ["--timeout", str(SCENARIO_TIMEOUT)]   # an in-process engine that hangs
    return supervise(pytest_args + extra + targets, report=args.report)


def _names_part_of_the_suite(argument: str, root: Path) -> bool:
    """Whether a pytest argument names a feature file, a property module or a folder of them in the
    suite (``features/explore.feature``, ``…/properties/test_global.py::test_x``): then only what the
    arguments name is collected, not every feature and property (issue 18 item 7: collecting the
    whole suite costs a second of CPU a run)."""
    if argument.startswith("-"):
        return False
    path = Path(argument.split("::", 1)[0])
    try:
        path = path.resolve()
        return path.exists() and any(path.is_relative_to((root / part).resolve())
                                     for part in ("features", "properties"))
    except (OSError, ValueError):
        return False


USAGE_ERROR = 4
"""Exit code of a run stopped by a usage error (pytest's own)."""

_TAKES_A_VALUE = frozenset({
    "-k", "-m", "-n", "-p", "-o", "-c", "-W", "--timeout", "--hypothesis-seed", "--hypothesis-profile",
    "--shrink-seconds", "--junitxml", "--junit-xml", "--maxfail", "--tb", "--deselect", "--rootdir",
    "--basetemp", "--durations", "--dist", "--log-level", "--mtg-report", "--mtg-watchdog-grace",
    "--ignore", "--ignore-glob", "--confcutdir", "--capture", "--color", "--import-mode", "--override-ini",
    "--maxprocesses", "--numprocesses", "--randomly-seed", "--hypothesis-verbosity", "--engine-timeout"})
"""pytest options of the run whose value is the next argument (``-k flashback``: not a selection)."""


def resolve_selection(extra: list[str], root: Path) -> tuple[list[str], str | None]:
    """issue 30 item 4: what ``run`` selects, from a checkout or from the installed wheel. An argument
    that is no option (nor an option's value) names

    - a file or folder of the suite, relative to the working directory or to the suite itself
      (``features/flashback.feature``, ``properties/test_global.py::test_x``): it is made the suite's
      path, so that it resolves from any directory, as ``run --help`` says;
    - or a mechanic (``flashback``, ``global``): only the results of that mechanic run
      (``--mtg-mechanic``: its feature's scenarios and the properties marked with it).

    Returns the arguments for pytest and, for anything else, the usage problem to print."""
    from . import MECHANICS
    out: list[str] = []
    previous = ""
    for arg in extra:
        value_of_previous = previous in _TAKES_A_VALUE
        previous = arg
        if arg.startswith("-") or value_of_previous:
            out.append(arg)
            continue
        path, sep, rest = arg.partition("::")
        here = Path(path)
        if here.exists():
            out.append(arg)
        elif path and (root / path).exists():
            out.append(str(root / path) + sep + rest)
        elif arg in (*MECHANICS, "global"):
            out.append(f"--mtg-mechanic={arg}")
        else:
            return extra, (f"run: {arg!r} is neither a file of the suite (features/<name>.feature, "
                           f"properties/<module>.py[::<test>]) nor a mechanic ({', '.join((*MECHANICS, 'global'))}); "
                           f"for a word in the results' names use -k")
    return out, None


def _usage_problem(args: argparse.Namespace, extra: list[str], root: Path) -> str | None:
    """The usage error the test process would stop on before collecting anything, found here
    without starting it (issue 18, items 2 and 7: starting pytest, its plugins and the suite costs
    seconds): a report path that is a directory, a bad stdio engine option, an engine that cannot be
    loaded, started or asked its info (mtg_conformance.engine_probe, which the plugin calls too).
    ``None`` when there is none; the test process checks everything again. An in-process engine
    is imported as the test process would (the suite's root first on ``sys.path``); when that fails
    and the run loads code of its own that could make it load (a ``conftest.py`` in the working
    directory, a ``-p`` plugin), the test process decides."""
    from .safetext import output_problem, output_target
    expectations = getattr(args, "expectations", None)
    if getattr(args, "shard", None) or getattr(args, "shard_durations", None):
        from . import shards
        try:
            shards.parse(args.shard) if args.shard else None
            shards.durations(args.shard_durations) if args.shard else None
        except shards.ShardError as exc:
            return str(exc)
        if not args.shard:
            return "--shard-durations balances --shard K/N, and no --shard was given"
    for option, path, inputs in (
            ("--report", args.report, (("--expectations", expectations),
                                       ("--update-expectations", args.update_expectations))),
            ("--update-expectations", args.update_expectations, ())):
        if problem := output_problem(option, path, inputs):
            return problem
    if args.report:        # G12: a run stopped during the probe must not leave the last run's report
        with contextlib.suppress(OSError):
            output_target(args.report).unlink(missing_ok=True)
    from . import engine_probe   # not at the top: report, rulings and --help do without the engine

    saved = sys.path[:]
    sys.path[:] = [str(root), *sys.path[1:]]   # the test process's: `python -c` then the suite's conftest.py
    factory = None
    try:
        factory, what = engine_probe.factory_for(args.engine, args.engine_cmd, args.engine_timeout)
        engine_probe.probe(factory, what)
    except engine_probe.EngineUsageError as exc:
        own_code = (Path.cwd() / "conftest.py").is_file() or any(a.startswith("-p") for a in extra)
        return None if own_code and args.engine_cmd is None else str(exc)
    finally:
        sys.path[:] = saved
        if factory is not None:
            engine_probe.close(factory)      # the probe's idle stdio engine process
    return None


EXIT_GRACE = 30.0
"""Seconds the test process has to exit after its session ended (a thread an in-process engine
left running would keep it alive for ever) before it is killed. Generous: on a loaded machine the
interpreter's own shutdown can take seconds."""
ABNORMAL_END = 3
"""Exit code of a run whose test process ended without saying how the session ended."""
INTERRUPTED = 2
"""Exit code of an interrupted run (pytest's): Ctrl-C, SIGTERM or SIGHUP."""


def supervise(pytest_args: list[str], report: str | None = None, *, quiet: bool = False) -> int:
    """Run pytest in a child process and return its exit code, but only if the session itself
    wrote it (mtg_conformance.supervision): a process that died or was exited by an in-process
    engine (os._exit, a native crash, the hang watchdog) does not pass the run, and its ``report``
    (when asked for) holds the results that finished, marked interrupted. A child still alive
    :data:`EXIT_GRACE` seconds after its session ended is killed."""
    import os
    import signal
    import subprocess
    import tempfile

    from .supervision import STATUS_ENV

    with tempfile.TemporaryDirectory(prefix="mtg-conformance-") as tmp:
        status = Path(tmp) / "status"
        code = "import sys; del sys.path[0]; import pytest; sys.exit(pytest.main(sys.argv[1:]))"
        # The child has a process group of its own (G13): a terminal's Ctrl-C reaches this process
        # alone, which passes it on once, as it passes on SIGTERM and SIGHUP (G12, as SIGTERM).
        child = subprocess.Popen([sys.executable, "-c", code, *pytest_args],
                                 env={**os.environ, STATUS_ENV: str(status)}, preexec_fn=_die_with_parent(),
                                 process_group=0, stdout=subprocess.DEVNULL if quiet else None)
        forward = {signal.SIGINT: signal.SIGINT, signal.SIGTERM: signal.SIGTERM, signal.SIGHUP: signal.SIGTERM}
        previous = {signum: signal.signal(signum, lambda signum, _frame: child.send_signal(forward[signum]))
                    for signum in forward}
        try:
            returncode, lingered = _wait(child, status)
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            if child.poll() is None:
                child.kill()
                child.wait()
        said = _read(status)
        if said.startswith("exit ") and (lingered or returncode == int(said.split()[1])):
            if lingered:
                print(f"mtg-conformance: the test process was still running {EXIT_GRACE:g} s after the run "
                      f"ended (a thread an in-process engine started?); it was killed", file=sys.stderr)
            return int(said.split()[1])
        if said.startswith("exit "):             # G7: the status says one thing, the process another
            said = f"running (the status file says '{said}', but the test process ended with {returncode})"
        if said.startswith("interrupted "):      # G2: the session's end (the report) did not complete
            written = "no report was written"
            if report:
                from .supervision import write_interrupted_report
                written = write_interrupted_report(status, report, f"the run was interrupted while it ended "
                                                                   f"({said.removeprefix('interrupted ')})")
            print(f"mtg-conformance: the run was interrupted while it ended "
                  f"({said.removeprefix('interrupted ')}); {written}", file=sys.stderr)
            return INTERRUPTED
        if said in ("", "started") and returncode > 0:
            return returncode                    # pytest stopped before any test ran, and said why
        stacks = _read(Path(f"{status}.stacks"))
        if stacks:
            print(stacks, file=sys.stderr)
        running = said.removeprefix("running ") if said.startswith("running ") else "(between tests)"
        how = f"killed by signal {-returncode}" if returncode < 0 else f"exit code {returncode}"
        written = "no report was written"
        if report:
            from .supervision import write_interrupted_report
            written = write_interrupted_report(status, report, f"the test process ended without finishing the "
                                                               f"run ({how}) while running {running}")
        if "--engine-cmd" in pytest_args:       # G29: a stdio engine runs in its own process
            causes = ("something signalled the test process (the engine, which can find its parent, or the "
                      "system's out-of-memory killer)")
        else:
            causes = (f"an in-process engine exited the process, crashed it, or hung past its timeout "
                      f"(+{_grace():g} s) in native code")
        print(f"mtg-conformance: the test process ended without finishing the run ({how}) while running "
              f"{running}: {causes}; {written}", file=sys.stderr)
        return ABNORMAL_END


def _die_with_parent() -> Any:
    """Run in the test process before it starts: Linux: it is killed if ``mtg-conformance run``
    itself is (a CI time limit), so it cannot run on, orphaned, with its engines; and it takes
    SIGINT as an interrupt even when this process was started with SIGINT ignored (a job a
    non-interactive shell put in the background): the supervisor passes Ctrl-C on to it (G13), and
    an ignored signal would be inherited and the run would go on."""
    import signal

    from .stdio import _die_with_parent as die, _prctl

    def prepare() -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if _prctl is not None:
            die()
    return prepare


def _wait(child: Any, status: Path) -> tuple[int, bool]:
    """Wait for the child; once its session has ended, give it EXIT_GRACE seconds to exit."""
    import subprocess
    import time

    while True:
        try:
            return child.wait(timeout=0.2), False
        except subprocess.TimeoutExpired:
            pass
        if _read(status).startswith("exit "):
            deadline = time.monotonic() + EXIT_GRACE
            while time.monotonic() < deadline:
                if child.poll() is not None:
                    return child.returncode, False
                time.sleep(0.05)
            child.kill()
            return child.wait(), True


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8").strip()
    except (OSError, ValueError):
        return ""


def _grace() -> float:
    from .supervision import WATCHDOG_GRACE
    return WATCHDOG_GRACE


def _interrupt(signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def main(argv: list[str] | None = None) -> int:
    """The command line; quiet when its output is piped into a program that stops reading
    (``mtg-conformance report run.json | head``): exit 1, no traceback. A terminal or pipe whose
    encoding is not UTF-8 (a Windows runner, ``PYTHONIOENCODING=ascii``) shows what it cannot
    encode as escapes rather than ending the command with a traceback (G24)."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    import signal
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for signum in (signal.SIGTERM, signal.SIGHUP):    # G12: before the engine probe, as after it
            previous[signum] = signal.signal(signum, _interrupt)
    try:
        code = _main(argv)
        sys.stdout.flush()
        return code
    except KeyboardInterrupt as exc:
        print(f"mtg-conformance: interrupted ({exc or 'Ctrl-C'})", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())   # Python flushes stdout again at exit
        return 1
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


RUN_EPILOG = f"""\
pytest arguments: every argument run does not know goes to pytest, for example
  -n 2                 run on two processes (pytest-xdist)
  -k flashback         only the scenarios and properties whose name matches
  PATH                 only this feature file or property module of the suite, from any
                       directory (features/explore.feature, properties/test_global.py::test_x)
  MECHANIC             only the results of this mechanic (flashback, combat, global, ...)
  --junitxml PATH      JUnit XML for CI: test cases named by the report's ids, the suite's
                       errors as <error>, timeouts as <failure type="timeout">
  -x                   stop at the first failure
  -v                   one line per result
  --timeout N          seconds one scenario or property may take before it fails
                       (default {SCENARIO_TIMEOUT}; pytest-timeout)
  --shrink-seconds S   seconds Hypothesis may spend shrinking a property's failure
  --hypothesis-seed N  replay the properties' examples of another run

outcomes: passed, failed (the engine broke a rule or the protocol), skipped (with its
reason), xfailed / xpassed (a known failure of --expectations fails / passes now),
timeout (the engine did not answer within --engine-timeout, or the test ran past
--timeout), error (the suite itself failed, not the engine: please report it).

exit status: 0 every result passed or failed as expected (xfailed), 1 a failure or a
known failure that passes now (xpassed), 2 interrupted, 3 the test process ended
abnormally, 4 a usage error, 5 no result executed (all skipped; see --allow-empty),
6 an error of the suite itself (whatever else happened), 7 a timeout and no failure."""


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser (tests/test_ci_recipes.py parses the CI recipes' commands with it)."""
    parser = argparse.ArgumentParser(prog="mtg-conformance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", action="version", version=f"mtg-conformance {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run every scenario and property against an engine; extra "
                                     "arguments go to pytest (e.g. -n 2, -k explore)",
                         description="Run every scenario and property against an engine and print one "
                                     "table: a row per mechanic, a column per outcome.",
                         epilog=RUN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    run.add_argument("--engine", default="reference",
                     help="a registered engine name (default: reference) or module:Class")
    run.add_argument("--engine-cmd", metavar="CMD",
                     help="an engine speaking the stdio protocol: command and arguments (no shell)")
    run.add_argument("--engine-timeout", metavar="SECONDS", type=float,
                     help="seconds a stdio engine may take per request (default 20)")
    run.add_argument("--report", metavar="PATH", help="write the JSON run report to PATH")
    run.add_argument("--shard", metavar="K/N",
                     help="run only the K-th of N parts of the selected results, balanced by recorded "
                          "durations (see --shard-durations); mtg-conformance merge joins the shards' reports")
    run.add_argument("--shard-durations", metavar="RUN.json",
                     help="balance --shard by the durations of this run report (an earlier whole run); "
                          "default: the reference engine's durations shipped with the suite")
    run.add_argument("--profile", metavar="NAME",
                     help="Hypothesis profile for the properties: dev, ci, thorough, or one a plugin or a "
                          "conftest.py in the working directory registers (default: ci when CI is set or "
                          "--expectations/--update-expectations is given, else dev)")
    run.add_argument("--expectations", metavar="FILE",
                     help="TOML file of the engine's known failures: they run as strict xfails")
    run.add_argument("--strict-expectations", action="store_true",
                     help="fail the run (exit 1) when a known failure of --expectations was exercised by no "
                          "result (all its results skipped); the summary and the report's 'unexercised' list "
                          "them either way")
    run.add_argument("--update-expectations", metavar="FILE",
                     help="write the known failures of this run to FILE (TOML), keeping known reasons")
    run.add_argument("--trace", metavar="DIR",
                     help="write every request sent to the engine and its answer, per result, to "
                          "DIR/<result id>.jsonl; a failure's message names its file (mtg-conformance replay)")
    run.add_argument("--allow-empty", action="store_true",
                     help="accept a run in which no result executed (all skipped); by default it exits 5")
    report_parser = sub.add_parser("report", help="a Markdown matrix of run reports (one column per "
                                                  "engine), and with --html a page down to each ruling")
    report_parser.add_argument("runs", nargs="+", metavar="RUN.json", help="run reports (from run --report)")
    report_parser.add_argument("--html", metavar="PATH", help="also write a single-file HTML page to PATH")
    compare_parser = sub.add_parser("compare", help="what changed between two run reports; exits 1 on "
                                                    "regressions")
    compare_parser.add_argument("old", metavar="OLD.json")
    compare_parser.add_argument("new", metavar="NEW.json")
    compare_parser.add_argument("--allow-skips", action="store_true",
                                help="do not count a result that passed and is now skipped or xfailed "
                                     "(lost coverage) as a regression")
    diff_parser = sub.add_parser("diff", help="play the same random games on two engines and report every "
                                              "divergence, shrunk to a Gherkin scenario; exits 1 on a new one",
                                 description="Differential conformance: plays the same random games (Hypothesis) "
                                             "on two engines and compares, after every action, whether each "
                                             "accepted it and their observations, once what the protocol leaves "
                                             "free is normalised away (ids, the order of hand, battlefield and "
                                             "exile, questions without a decision). Every distinct divergence is "
                                             "shrunk and printed as a Gherkin scenario followed by both "
                                             "observations side by side. Exits 0 when no divergence was found "
                                             "but known ones, 1 on a new one, 2 on bad usage. See docs/running.md, "
                                             "'Differential conformance'.")
    diff_options.add_arguments(diff_parser)   # not diff itself: it imports Hypothesis (mtg_conformance/diff_options.py)
    replay_parser = sub.add_parser("replay", help="send the requests of a wire trace (run --trace) to an engine "
                                                  "and show the first answer that differs; exits 1 on one",
                                   description="Replay a wire trace written by `run --trace DIR`: its requests "
                                               "are sent, in order, to fresh engines (one per game of the trace), "
                                               "and the first answer that differs from the recorded one is shown. "
                                               "Exits 0 when every answer is the same, 1 on a difference, 2 on a "
                                               "bad file or engine.")
    replay_parser.add_argument("trace_file", metavar="FILE", help="a trace file, DIR/<result id>.jsonl")
    replay_parser.add_argument("--engine", default="reference",
                               help="a registered engine name (default: reference) or module:Class")
    replay_parser.add_argument("--engine-cmd", metavar="CMD", help="an engine speaking the stdio protocol")
    replay_parser.add_argument("--engine-timeout", metavar="SECONDS", type=diff_options.seconds,
                               help="seconds a stdio engine may take per request (default 20)")
    rulings_parser = sub.add_parser("rulings", help="which scenario covers each ruling unit")
    rulings.add_arguments(rulings_parser)
    capabilities_parser = sub.add_parser(
        "capabilities", help="per capability, the cards, actions, questions and observation fields of the "
                             "results that need it (from the usage data shipped with the suite)")
    capabilities_parser.add_argument("--json", action="store_true", help="print JSON")
    capabilities_parser.add_argument("--recompute", action="store_true",
                                     help="compute it again by running the suite against the reference engine "
                                          "(about a minute; extra arguments such as -k go to that run)")
    dashboard_parser = sub.add_parser(
        "dashboard", help="a static dashboard of run reports in DIR: engines and releases x mechanics and "
                          "rules, a trend plot per release, a drill-down to scenarios, rulings and failures")
    dashboard_parser.add_argument("runs", nargs="+", metavar="RUN.json",
                                  help="run reports (from run --report), an engine's releases in order")
    dashboard_parser.add_argument("--html", metavar="DIR", required=True,
                                  help="the directory to write index.html, dashboard.css and trend.svg into")
    merge_parser = sub.add_parser("merge", help="merge the reports of the shards of one run (run --shard K/N) "
                                                "into the report of the whole run")
    merge_parser.add_argument("shards", nargs="+", metavar="SHARD.json", help="the shards' run reports")
    merge_parser.add_argument("--report", metavar="RUN.json", required=True, help="the merged report to write")
    return parser


def _main(argv: list[str] | None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if args.command == "run":
        return _run(args, extra)
    if args.command == "capabilities":
        return _capabilities(args, extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "report":
        return _report(args)
    if args.command == "compare":
        return _compare(args)
    if args.command == "replay":
        return _replay(args)
    if args.command == "dashboard":
        return _dashboard(args)
    if args.command == "merge":
        return _merge(args)
    if args.command == "diff":
        from . import diff
        return diff.run(args)
    return rulings.run(args)


def _capabilities(args: argparse.Namespace, extra: list[str]) -> int:
    """Print, by capability, what the results need and use (mtg_conformance.capabilities): from the usage
    data shipped with the suite (mtg_conformance/corpus/usage.json, built by tools/build_usage.py), or
    with ``--recompute`` (or extra arguments for pytest, ``-k explore``) from a run of the suite against
    the reference engine recording it (``--mtg-usage``)."""
    import json
    import tempfile

    from . import capabilities

    if engine_options := [a for a in extra if a.split("=")[0] in ("--engine", "--engine-cmd", "--mtg-engine")]:
        print(f"mtg-conformance capabilities: {engine_options[0].split('=')[0]} is not an option here: the table "
              f"describes the suite, computed against the reference engine (G28)", file=sys.stderr)
        return USAGE_ERROR
    if not args.recompute and not extra:
        doc = capabilities.shipped()
        if doc is None:
            print(f"mtg-conformance capabilities: {capabilities.USAGE_FILE} is missing; run "
                  f"`{capabilities.BUILD_COMMAND}` in a checkout, or pass --recompute", file=sys.stderr)
            return 2
        table = capabilities.by_capability(doc["results"])
        if args.json:
            print(json.dumps({"capabilities": table, "core_cards": doc.get("core_cards", [])}, indent=2))
        else:
            print("\n".join(capabilities.text(table)).rstrip())
            print(f"\ncore cards: {', '.join(doc.get('core_cards', []))}")
        if not capabilities.shipped_results():
            print(f"mtg-conformance capabilities: the usage data was computed from another version of the suite's "
                  f"files; `{capabilities.BUILD_COMMAND}` rebuilds it (or pass --recompute)", file=sys.stderr)
        return 0
    root = suite_root()
    with tempfile.TemporaryDirectory(prefix="mtg-conformance-usage-") as tmp:
        usage = Path(tmp) / "usage.json"
        code = supervise([f"--rootdir={root}", "-c", str(root / "pyproject.toml"), "--engine", "reference",
                          "--hypothesis-profile", "ci", f"--mtg-usage={usage}", "-q", "-p", "no:cacheprovider",
                          "--timeout", str(SCENARIO_TIMEOUT), *extra, str(root / "features"), str(root / "properties")],
                         quiet=True)
        if not usage.is_file():
            print(f"mtg-conformance capabilities: the run against the reference engine ended with exit code "
                  f"{code} and recorded nothing", file=sys.stderr)
            return code or 3
        table = capabilities.by_capability(json.loads(usage.read_text(encoding="utf-8")))
    if args.json:
        print(json.dumps({"capabilities": table}, indent=2))
    else:
        print("\n".join(capabilities.text(table)).rstrip())
    if code:
        print(f"mtg-conformance capabilities: the reference run failed (exit {code}); the table may be "
              f"incomplete", file=sys.stderr)
    return code


def _report(args: argparse.Namespace) -> int:
    """Print the engine matrix of the run reports; with --html write the page too. Exit 2 on a
    file that is not a run report."""
    from . import report

    try:
        docs = [report.load_checked(Path(p)) for p in args.runs]
    except report.ReportError as exc:
        print(f"mtg-conformance report: {exc}", file=sys.stderr)
        return 2
    names = report.report_names(args.runs)
    if args.html:
        from .safetext import output_problem
        if problem := output_problem("--html", args.html, tuple(("the run report", run) for run in args.runs)):
            print(f"mtg-conformance report: {problem}", file=sys.stderr)
            return 2
    print("\n".join(report.summary_markdown(docs, names)))
    if args.html:
        from . import html_report

        try:
            html_report.write(Path(args.html), docs, names)
        except OSError as exc:
            print(f"mtg-conformance report: cannot write {args.html}: {exc}", file=sys.stderr)
            return 2
    return 0


def _replay(args: argparse.Namespace) -> int:
    """``mtg-conformance replay FILE``: 0 every answer the same, 1 the first that differs, 2 bad input."""
    import json
    from . import engine_probe, trace

    try:
        factory, _ = engine_probe.factory_for(args.engine, args.engine_cmd, args.engine_timeout)
    except engine_probe.EngineUsageError as exc:
        print(f"mtg-conformance replay: {exc}", file=sys.stderr)
        return 2
    try:
        sent, difference = trace.replay(Path(args.trace_file), factory)
    except (OSError, ValueError) as exc:
        print(f"mtg-conformance replay: {exc}", file=sys.stderr)
        return 2
    finally:
        engine_probe.close(factory)
    if difference is None:
        print(f"replayed {sent} request(s) of {args.trace_file}: every answer is the one recorded")
        return 0
    d = difference
    print(f"{args.trace_file}:{d.line}: the answer to {d.op} differs (request {sent} of the replay)")
    print(f"  request:  {json.dumps(d.request, ensure_ascii=False)[:2000]}")
    print(f"  recorded: {json.dumps(d.recorded, ensure_ascii=False)[:4000]}")
    print(f"  now:      {json.dumps(d.now, ensure_ascii=False)[:4000]}")
    return 1


def _compare(args: argparse.Namespace) -> int:
    """Print what changed from OLD to NEW: 1 when anything regressed, 2 on a bad file, else 0."""
    from . import report

    try:
        old, new = report.load_checked(Path(args.old)), report.load_checked(Path(args.new))
    except report.ReportError as exc:
        print(f"mtg-conformance compare: {exc}", file=sys.stderr)
        return 2
    try:
        report.check_comparable(old, new, args.old, args.new)
    except report.ReportError as exc:
        print(f"mtg-conformance compare: {exc}", file=sys.stderr)
        return 2
    comparison = report.compare(old, new, allow_skips=args.allow_skips)
    print("\n".join(report.comparison_markdown(comparison, old, new, args.old, args.new)))
    return 1 if report.regressed(comparison) else 0


if __name__ == "__main__":
    sys.exit(main())


def _dashboard(args: argparse.Namespace) -> int:
    """``mtg-conformance dashboard RUN.json … --html DIR`` (issue 34 item 2): 0 written, 2 a file that
    is not a run report, a directory that cannot be written, or no plotting library."""
    from . import report

    try:
        docs = [report.load_checked(Path(p)) for p in args.runs]
    except report.ReportError as exc:
        print(f"mtg-conformance dashboard: {exc}", file=sys.stderr)
        return 2
    out = Path(args.html)
    if out.exists() and not out.is_dir():
        print(f"mtg-conformance dashboard: --html {args.html}: not a directory", file=sys.stderr)
        return 2
    from . import dashboard
    try:
        written = dashboard.write(out, docs, report.report_names(args.runs))
    except ImportError as exc:
        print(f"mtg-conformance dashboard: {dashboard.MISSING_PLOT_LIBRARY} ({exc})", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"mtg-conformance dashboard: cannot write {args.html}: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {written[0]} ({len(docs)} report(s))")
    return 0


def _merge(args: argparse.Namespace) -> int:
    """``mtg-conformance merge SHARD.json … --report RUN.json`` (issue 34 item 3): 0 written, 2 a file
    that is not a run report, shards that are not of one run (said in one line), or an output that
    cannot be written."""
    from . import report, shards
    from .safetext import output_problem

    if problem := output_problem("--report", args.report, tuple(("a shard's report", s) for s in args.shards)):
        print(f"mtg-conformance merge: {problem}", file=sys.stderr)
        return 2
    try:
        docs = [report.load_checked(Path(p)) for p in args.shards]
        merged = shards.merge(docs, args.shards)
    except (report.ReportError, shards.ShardError) as exc:
        print(f"mtg-conformance merge: {exc}", file=sys.stderr)
        return 2
    import json
    from .safetext import atomic_write_text
    try:
        atomic_write_text(args.report, json.dumps(merged, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        print(f"mtg-conformance merge: cannot write {args.report}: {exc}", file=sys.stderr)
        return 2
    print(f"merged {len(docs)} shard(s), {len(merged['results'])} results, into {args.report}")
    return 0
