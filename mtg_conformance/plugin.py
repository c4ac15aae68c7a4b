"""The pytest plugin of the suite: collects feature files, picks the engine, skips what an engine
does not declare, and records every result for the run report.

Loaded by the project's ``conftest.py``; ``mtg-conformance run`` drives pytest with it.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import time
import types
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import hypothesis
import hypothesis.errors
import pytest
from pytest_bdd import scenario as bdd_scenario
from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.feature import get_feature
from pytest_bdd.scenario import get_python_name_generator

from . import MECHANICS, capabilities, expectations, messages, outcomes, properties, report, stepcache  # noqa: F401  (properties registers the Hypothesis profiles)
from . import engine_probe   # q18: the engine's start-up probe, shared with mtg-conformance run
from .driver import GuardedEngine
from .protocol import Engine, Unsupported
from .safetext import ENGINE_TEXT_WIDTH, log_text, one_line, terminal_text
from .scenarios import ScenarioIndexError, check_feature_file, check_scenario_tags, scenario_id
from .stdio import EnginePool

pytest_plugins = ["mtg_conformance.supervision", "mtg_conformance.profiles"]   # the run's status and the hang watchdog (issue 14)

_TAG_MARKERS = ("ruling", "cr", "mechanic", "source", "capability")
"""dmg17: ``@capability:<name>`` marks a scenario that needs a capability besides its mechanic's
(``combat-damage-assignment``), as a property's ``capability`` marker does."""
_RESULTS_KEY = pytest.StashKey[dict[str, dict[str, Any]]]()
_ENGINE_INFO_KEY = pytest.StashKey[dict[str, str]]()
_PHASE_REPORTS = pytest.StashKey[dict[str, pytest.TestReport]]()


def test_body_passed(node: pytest.Item) -> bool:
    """Whether the test body ran and passed (for teardown checks that would only add noise to a
    failure already reported)."""
    rep = node.stash.get(_PHASE_REPORTS, {}).get("call")
    return rep is not None and rep.passed


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtg-conformance")
    group.addoption("--engine", default="reference",
                    help="engine to check: a registered name (default: reference) or module:Class")
    group.addoption("--mtg-report", metavar="PATH", default=None,
                    help="write the JSON run report to PATH")
    group.addoption("--mtg-expectations", metavar="FILE", default=None,
                    help="TOML file of known failures: they run as strict xfails (see expectations.py)")
    group.addoption("--mtg-update-expectations", metavar="FILE", default=None,
                    help="write the known failures of this run to FILE (TOML)")
    group.addoption("--mtg-strict-expectations", action="store_true", default=False,
                    help="fail the run when a known-failure entry of --mtg-expectations governs only "
                         "skipped results (unexercised)")
    group.addoption("--engine-cmd", metavar="CMD", default=None,
                    help="run an engine speaking the stdio protocol: the command and its arguments "
                         "(split like a shell would, but run without one)")
    group.addoption("--engine-timeout", metavar="SECONDS", type=float, default=None,
                    help="seconds a stdio engine may take to answer one request (default 20)")
    group.addoption("--shrink-seconds", metavar="SECONDS", type=float, default=None,
                    help="seconds Hypothesis may shrink one property's failures (default: the "
                         "profile's, 10 s for dev and ci, 60 s for thorough; at most a third of --timeout)")
    group.addoption("--mtg-allow-empty", action="store_true", default=False,
                    help="a run in which no result executed (everything skipped) is not an error")
    group.addoption("--mtg-trace", metavar="DIR", default=None,
                    help="write every request sent to the engine and its answer, per result, to "
                         "DIR/<result id>.jsonl (mtg-conformance replay replays one)")
    group.addoption("--mtg-mechanic", metavar="NAME", action="append", default=[],
                    help="run only the results of this mechanic (its feature's scenarios and the properties "
                         "marked with it); may be given more than once")
    group.addoption("--mtg-usage", metavar="PATH", default=None,
                    help="write what each result needs and uses (capabilities, cards, actions, questions, "
                         "observation fields) to PATH as JSON (mtg-conformance capabilities)")
    group.addoption("--mtg-shard", metavar="K/N", default=None,
                    help="run only the K-th of N parts of the selected results, balanced by recorded "
                         "durations (mtg_conformance/shards.py); mtg-conformance merge joins the reports")
    group.addoption("--mtg-shard-durations", metavar="PATH", default=None,
                    help="the durations that balance --mtg-shard: a run report (or durations file); "
                         "default: the durations shipped with the suite")


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_RESULTS_KEY] = {}
    if config.getoption("--mtg-shard"):
        config.pluginmanager.register(_Shard(), "mtg-conformance-shard")
    if config.getoption("--mtg-usage"):
        capabilities.start_recording()
    stepcache.install()
    config.addinivalue_line("markers", "capability(name): a property needs this engine capability")
    config.addinivalue_line("markers", "tag(name): a scenario tag the suite does not define (a team's own, "
                                       "@ticket:123, @slow), kept in the report's 'tags'")
    _check_output_paths(config)
    _configure_expectations(config)
    # q18: the engine is found and probed by mtg_conformance.engine_probe, which `mtg-conformance run`
    # also calls before it starts pytest (issue 18 item 7); the errors are the same lines.
    try:
        factory, what = engine_probe.factory_for(config.getoption("--engine"), config.getoption("--engine-cmd"),
                                                 config.getoption("--engine-timeout"))
    except engine_probe.EngineUsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    config._mtg_engine_factory = factory  # type: ignore[attr-defined]
    _probe_engine(config, what)


def _probe_engine(config: pytest.Config, what: str) -> None:
    """Start the engine once and ask its ``info`` before anything is collected: an engine that
    cannot start or answer (a mistyped path, a crash, a debug line on stdout) ends the run with one
    ``ERROR:`` line saying why, with the tail of its stderr, and exit 4 (pytest's usage error),
    instead of failing every test with the same message. The answer is the run's engine info."""
    try:
        info = engine_probe.probe(config._mtg_engine_factory, what)  # type: ignore[attr-defined]
    except engine_probe.EngineUsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    config.stash[_ENGINE_INFO_KEY] = _info_dict(info)
    properties.use_engine(_info_dict(info)["name"])
    from . import strategies
    strategies.declare_cards(info.cards)
    strategies.declare_capabilities(info.capabilities)
    config._mtg_engine_capabilities = frozenset(str(c) for c in info.capabilities)  # type: ignore[attr-defined]


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the idle engine processes; after an interrupted run (Ctrl-C), kill them at once. Then
    the JUnit file (``--junitxml``), which pytest wrote at the end of the session, names the results
    by their report ids and says which are the suite's errors (mtg_conformance.junit)."""
    _rewrite_junit(config)
    factory = getattr(config, "_mtg_engine_factory", None)
    if isinstance(factory, EnginePool):
        if config.stash.get(_INTERRUPTED_KEY, None) is not None:
            factory.kill()
        else:
            factory.close()


def _rewrite_junit(config: pytest.Config) -> None:
    if hasattr(config, "workerinput") or _RESULTS_KEY not in config.stash:
        return
    from _pytest.junitxml import xml_key
    xml = config.stash.get(xml_key, None)
    results = config.stash[_RESULTS_KEY]
    if xml is not None and results:
        from . import junit
        junit.rewrite(Path(xml.logfile), results)


# ---- feature files as test modules -------------------------------------------------------

class FeatureModule(pytest.Module):
    """A ``.feature`` file collected as a test module: one test per scenario, bound by pytest-bdd."""

    def _getobj(self) -> types.ModuleType:
        base, name = str(self.path.parent), self.path.name
        try:
            check_feature_file(self.path)
        except ScenarioIndexError as exc:
            raise self.CollectError(str(exc)) from None
        try:
            feature = get_feature(base, name)
        except GherkinParseError as exc:
            line = getattr(exc, "line", "?")
            raise self.CollectError(f"{self.path}:{line}: this feature file does not parse: "
                                    f"{exc.args[0] if exc.args else exc} ({getattr(exc, 'line_content', '').strip()!r})") from None
        try:
            check_scenario_tags(self.path, feature.scenarios.values())
        except ScenarioIndexError as exc:
            raise self.CollectError(str(exc)) from None
        module = types.ModuleType(self.path.stem)
        module.__file__ = str(self.path)
        taken: set[str] = set()
        for scenario_name in feature.scenarios:
            def test() -> None:
                pass
            function_name = next(n for n in get_python_name_generator(scenario_name) if n not in taken)
            taken.add(function_name)
            module.__dict__[function_name] = bdd_scenario(name, scenario_name, features_base_dir=base)(test)
        return module


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature":
        return FeatureModule.from_parent(parent, path=file_path)
    return None


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """``@ruling:<id>``, ``@cr:<rule>``, ``@mechanic:<name>``, ``@source:<origin>`` and
    ``@capability:<name>`` become markers with an argument."""
    key, sep, value = tag.partition(":")
    if sep and key == "capability":        # repl17: a scenario needing a capability besides its mechanic's
        return pytest.mark.capability(value)(function)
    if sep and key in _TAG_MARKERS:
        return getattr(pytest.mark, key)(value)(function)
    # issue 33 item 3: any other tag is a team's own (@ticket:123, @slow; a mistyped suite tag was
    # refused before, by check_scenario_tags): kept as a ``tag`` marker for the report, and a plain
    # name is also pytest-bdd's marker of that name (``-m slow`` selects it), registered here so that
    # --strict-markers accepts it.
    if tag.isidentifier():
        if _config is not None and tag not in {line.split(":")[0].split("(")[0].strip()
                                                for line in _config.getini("markers")}:
            _config.addinivalue_line("markers", f"{tag}: a scenario tag of a feature file")
        function = getattr(pytest.mark, tag)(function)
    return pytest.mark.tag(tag)(function)


# ---- the engine --------------------------------------------------------------------------

@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """A fresh engine for one scenario or property example; skips when the test needs a mechanic
    the engine does not declare."""
    made = request.config._mtg_engine_factory()  # type: ignore[attr-defined]
    try:
        info = GuardedEngine(made).info()
        request.config.stash[_ENGINE_INFO_KEY] = _info_dict(info)
        if (why := unmet_needs(request.node, info)) is not None:
            pytest.skip(why)
        yield made
    finally:
        made.close()


def static_needs(node: pytest.Item) -> set[str]:
    """The capabilities a result needs by its tags: ``core``, its mechanic (one of :data:`MECHANICS`) and
    its ``capability`` markers (the rest it needs is checked as it uses it: mtg_conformance.capabilities).
    The tags besides the mechanic are recorded for the usage file (``tagged``)."""
    tagged = {capabilities.CORE} | {m.args[0] for m in node.iter_markers("capability")}
    capabilities.record("tagged", *tagged)
    return tagged | ({m.args[0] for m in node.iter_markers("mechanic")} & set(MECHANICS))


def unmet_needs(node: pytest.Item, info: Any) -> str | None:
    """Why a result is skipped before it runs (None: it runs). issue 30 item 2: a scenario of the suite
    is gated on what it uses (the shipped usage file, mtg_conformance/corpus/usage.json: the
    capabilities of its actions, interfaces and cards, and the cards themselves when the engine
    declares ``cards``), not on its feature's mechanic; a property, and a result the usage file does
    not know (a team's own feature, or a suite edited since the file was built), on its tags
    (:func:`static_needs`), the rest at run time (``Unsupported``)."""
    tagged = static_needs(node)
    meta = _metadata(node)
    entry = capabilities.shipped_results().get(meta["id"]) if meta is not None else None
    if entry is None or entry.get("kind") != "scenario":
        missing, cards = sorted(tagged - {str(c) for c in info.capabilities}), []
    else:
        missing, cards = capabilities.missing_for(entry, info.capabilities, info.cards)
    said = []
    if missing:
        said.append(f"does not declare {', '.join(missing)}")
    if cards:
        said.append(f"does not implement {', '.join(cards)}")
    return f"engine {info.name} {'; '.join(said)}" if said else None


@pytest.fixture
def make_engine(request: pytest.FixtureRequest) -> Callable[[], Engine]:
    """A factory of fresh engines, for properties that play many games (one per Hypothesis example).
    Each engine is closed by whoever made it (:func:`mtg_conformance.properties.fresh_table`)."""
    factory = request.config._mtg_engine_factory  # type: ignore[attr-defined]
    probe = factory()
    try:
        info = GuardedEngine(probe).info()
    finally:
        probe.close()
    request.config.stash[_ENGINE_INFO_KEY] = _info_dict(info)
    if (why := unmet_needs(request.node, info)) is not None:
        pytest.skip(why)
    return factory


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """An engine that says it does not support something skips the test with its reason; in a
    property, only the example it cannot run is set aside (see :func:`_count_examples`). A property's
    shrinking is bounded (see :func:`mtg_conformance.properties.shrink_budget`), so that a slow engine's
    failure is reported with its counterexample before the test's timeout fires; an expected failure
    is not shrunk at all (whether it fails does not depend on it, and its report is its reason)."""
    budget = shrink_budget_of(item)
    handle = getattr(getattr(item, "obj", None), "hypothesis", None)
    counting = handle is not None and _metadata(item) is not None
    try:
        with properties.shrink_budget(budget), _saying_when_shrinking_stopped(item, budget), \
                _expected_failure_stops_at_its_first(item), _examples_capped_by_the_expectations(item):
            if counting:
                return (yield from _count_examples(item, handle))
            return (yield)
    except Unsupported as exc:
        pytest.skip(f"unsupported by the engine: {exc}")
    except BaseExceptionGroup as group:
        # Hypothesis reports several distinct errors as a group: all of them "unsupported" is a skip.
        unsupported, rest = group.split(Unsupported)
        if rest is None and unsupported is not None:
            pytest.skip(f"unsupported by the engine: {unsupported.exceptions[0]}")
        raise


@contextlib.contextmanager
def _saying_when_shrinking_stopped(item: pytest.Item, budget: float) -> Iterator[None]:
    """A failure whose shrinking the budget stopped says so under the counterexample (Hypothesis's own
    warning speaks of "five minutes", its default limit)."""
    try:
        yield
    except Exception as exc:
        if "shrinking was very slow" in getattr(item, "hypothesis_statistics", ""):
            exc.add_note(f"mtg-conformance: shrinking stopped at the shrink budget ({budget:g} s per property; "
                         "Hypothesis's warning says five minutes, its own default): the example above may "
                         "not be the smallest. For a smaller one, run this test alone with a larger "
                         "--shrink-seconds (at most a third of --timeout).")
        raise


@contextlib.contextmanager
def _expected_failure_stops_at_its_first(item: pytest.Item) -> Iterator[None]:
    """A property expected to fail (an ``xfail`` marker, e.g. from --expectations) ends at its first
    failing example: its outcome is decided there, and its report is its reason. Hypothesis
    otherwise goes on generating for up to 10 s more looking for other distinct failures, then
    runs each failure it found again to shrink it (the shrink budget of an expected failure is 0,
    so to no effect) — on a slow engine, most of the property's time. Without the shrink and
    explain phases and with ``report_multiple_bugs`` off, Hypothesis stops looking at the first
    failure (its ``should_generate_more``) and replays it once to report it. The same examples
    run, in the same order, up to that failure; a property that passes runs all of them."""
    test = getattr(item, "obj", None)
    current = getattr(test, "_hypothesis_internal_use_settings", None)
    if current is None or item.get_closest_marker("xfail") is None:
        yield
        return
    from hypothesis import Phase, settings

    test._hypothesis_internal_use_settings = settings(
        current, report_multiple_bugs=False,
        phases=tuple(p for p in current.phases if p not in (Phase.shrink, Phase.explain)))
    try:
        yield
    finally:
        test._hypothesis_internal_use_settings = current


@contextlib.contextmanager
def _examples_capped_by_the_expectations(item: pytest.Item) -> Iterator[None]:
    """v31 (issue 31 item 7): a property that no entry of the run's expectations file expects to fail
    runs at most the file's ``property_examples`` examples (when it sets them); one expected to fail
    keeps the profile's (mtg_conformance.expectations.Expectations.property_examples)."""
    test = getattr(item, "obj", None)
    current = getattr(test, "_hypothesis_internal_use_settings", None)
    known = item.config.stash.get(_EXPECTATIONS_KEY, None)
    cap = known.property_examples if known is not None else None
    if current is None or cap is None or item.get_closest_marker("xfail") is not None or cap >= current.max_examples:
        yield
        return
    from hypothesis import settings

    test._hypothesis_internal_use_settings = settings(current, max_examples=cap)
    item.stash[_UNCAPPED_KEY] = current.max_examples
    try:
        yield
    finally:
        test._hypothesis_internal_use_settings = current


def shrink_budget_of(item: pytest.Item) -> float:
    """Seconds Hypothesis may shrink this test's failures: 0 for an expected failure (e.g. from
    --expectations: it is reported by its reason alone), else the profile's or --shrink-seconds,
    capped by the test's timeout."""
    if item.get_closest_marker("xfail") is not None:
        return 0
    return properties.shrink_seconds(properties.current_profile(), _timeout(item),
                                     item.config.getoption("--shrink-seconds"))


def _timeout(item: pytest.Item) -> float | None:
    """The test's pytest-timeout in seconds (its ``timeout`` marker, else ``--timeout``, else the
    ``timeout`` ini value); None when there is none."""
    marker = item.get_closest_marker("timeout")
    if marker is not None and marker.args:
        value = marker.args[0]
    else:
        value = item.config.getoption("timeout", None)
        if value is None:
            try:
                value = item.config.getini("timeout")
            except ValueError:                      # pytest-timeout not installed
                value = None
    try:
        return float(value) or None
    except (TypeError, ValueError):
        return None


# ---- what each result uses (--mtg-usage, for mtg-conformance capabilities) --------------------

_USAGE_KINDS: dict[str, str] = {}
_USAGE_MECHANICS: dict[str, str] = {}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[Any]:
    """issue 30 item 3: with ``--mtg-trace DIR`` the engines of each result are traced to their file
    (mtg_conformance.trace), then what each result uses is recorded (below)."""
    directory = item.config.getoption("--mtg-trace")
    meta = _metadata(item) if directory else None
    if meta is None:
        return (yield from _recording_usage(item))
    from . import trace
    trace.start(Path(directory) / trace.file_name(meta["id"]))
    try:
        return (yield from _recording_usage(item))
    finally:
        trace.stop()


def _recording_usage(item: pytest.Item) -> Iterator[Any]:
    meta = _metadata(item) if capabilities.recording() else None
    if meta is None:
        return (yield)
    _USAGE_KINDS[meta["id"]] = meta["kind"]
    _USAGE_MECHANICS[meta["id"]] = meta["mechanic"]
    capabilities.begin(meta["id"])
    if meta["kind"] == "property":
        obj = getattr(item, "obj", None)
        inner = getattr(getattr(obj, "hypothesis", None), "inner_test", None)
        target = inner or (obj if inspect.isfunction(obj) else getattr(item, "module", None))
        if target is not None:
            capabilities.record("fields", *capabilities.fields_read(target))
    try:
        return (yield)
    finally:
        capabilities.begin(None)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    if capabilities.recording():
        capabilities.record("fields", *capabilities.fields_read(step_func))


# ---- properties: the examples an engine cannot run ------------------------------------------

_EXAMPLES_KEY = pytest.StashKey["ExampleTally"]()


MAX_REASONS = 10
"""Distinct unsupported reasons kept per property; the rest are counted as "(other reasons)" (G10)."""


@dataclass
class ExampleTally:
    """How many examples of a property the engine ran, and how many it answered ``Unsupported``
    (with each reason and how often it was given)."""

    limit: int
    """examples unsupported in a row, with none run, after which the property is skipped"""
    ran: int = 0
    unsupported: int = 0
    reasons: Counter[str] = field(default_factory=Counter)

    def as_json(self) -> dict[str, Any]:
        return {"run": self.ran, "unsupported": self.unsupported, "unsupported_reasons": dict(self.reasons)}

    def skip_message(self) -> str:
        reasons = "; ".join(r if n == self.unsupported else f"{r} (×{n})" for r, n in self.reasons.most_common())
        return (f"unsupported by the engine: {reasons} "
                f"(none of {self.unsupported} example(s) could run)")

    def wrap(self, inner: Callable[..., Any]) -> Callable[..., Any]:
        """``inner`` (one example of the property), with an ``Unsupported`` answer turned into a
        rejected example (Hypothesis's ``reject()``): the other examples still run."""
        @functools.wraps(inner)
        def one_example(*args: Any, **kwargs: Any) -> Any:
            try:
                result = inner(*args, **kwargs)
            except Unsupported as exc:
                self.unsupported += 1
                reason = one_line(str(exc), ENGINE_TEXT_WIDTH)     # G10: bounded, and few of them
                if reason not in self.reasons and len(self.reasons) >= MAX_REASONS:
                    reason = "(other reasons)"
                self.reasons[reason] += 1
                if self.ran == 0 and self.unsupported >= self.limit:
                    pytest.skip(self.skip_message())   # Hypothesis lets a skip through at once
                hypothesis.reject()
            except hypothesis.errors.UnsatisfiedAssumption:
                raise           # G21: the property's own filter or assume() rejected it: it did not run
            except BaseException:
                self.ran += 1
                raise
            self.ran += 1
            return result
        return one_example


def examples_unsupported(item: pytest.Item) -> int:
    """How many examples of the property ``item`` the engine answered ``Unsupported`` (0 for
    anything else): a mutation run counts them as a failure (conftest.py)."""
    tally = item.stash.get(_EXAMPLES_KEY, None)
    return tally.unsupported if tally is not None else 0


def _count_examples(item: pytest.Item, handle: Any) -> Iterator[None]:
    """Run a Hypothesis property so that an example the engine cannot run (it raises
    ``Unsupported``) is rejected and counted instead of skipping the whole property: the property is
    skipped only when no example ran. Hypothesis's ``filter_too_much`` health check is suppressed
    for the call, so that an engine that can run few examples gets them checked and counted rather
    than an error; an engine that can run none is skipped after ``max_examples`` unsupported
    examples. The counts go to the run report (``examples``) and the terminal summary."""
    test = item.obj  # type: ignore[attr-defined]
    given_settings = test._hypothesis_internal_use_settings
    # v31: a property whose examples the expectations cap still gives up only after the profile's
    # count of unsupported examples in a row (a cap of 10 set aside a property whose first 10 were)
    tally = item.stash[_EXAMPLES_KEY] = ExampleTally(
        limit=max(1, item.stash.get(_UNCAPPED_KEY, given_settings.max_examples)))
    inner = handle.inner_test
    handle.inner_test = tally.wrap(inner)
    test._hypothesis_internal_use_settings = hypothesis.settings(
        given_settings,
        suppress_health_check=[*given_settings.suppress_health_check, hypothesis.HealthCheck.filter_too_much])
    try:
        result = yield
    except (hypothesis.errors.Unsatisfiable, hypothesis.errors.FailedHealthCheck):
        if tally.ran == 0 and tally.unsupported:
            pytest.skip(tally.skip_message())
        raise
    finally:
        handle.inner_test = inner
        test._hypothesis_internal_use_settings = given_settings
    if tally.ran == 0 and tally.unsupported:
        pytest.skip(tally.skip_message())
    return result


# ---- results -----------------------------------------------------------------------------

def _metadata(item: pytest.Item) -> dict[str, Any] | None:
    """What the run report says of a test: scenarios (feature files) and properties (tests under a
    ``properties`` directory); the harness's own tests are not conformance results."""
    if item.path.suffix != ".feature" and "properties" not in item.path.parts:
        return None
    marks = {k: [m.args[0] for m in item.iter_markers(k)] for k in _TAG_MARKERS}
    mechanics = [m for m in marks["mechanic"] if m in MECHANICS or m == "global"]
    callspec = getattr(item, "callspec", None)
    suffix = f"[{callspec.id}]" if callspec is not None else ""
    if item.path.suffix == ".feature":
        scenario_name = _scenario_name(item)
        own = sorted({m.args[0] for m in item.iter_markers("tag")})
        return {"id": scenario_id(item.path, scenario_name) + suffix, "kind": "scenario",
                "name": scenario_name, "mechanic": mechanics[0] if mechanics else "global",
                "rulings": sorted(set(marks["ruling"])), "rules": sorted(set(marks["cr"]))} \
            | ({"tags": own} if own else {})
    name = getattr(item, "originalname", item.name)
    return {"id": f"property::{item.path.stem}::{name}{suffix}", "kind": "property", "name": name,
            "mechanic": mechanics[0] if mechanics else "global",
            "rulings": sorted(set(marks["ruling"])), "rules": sorted(set(marks["cr"]))}


def _scenario_name(item: pytest.Item) -> str:
    template = _scenario_template(item)
    return template.name if template is not None else item.name


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[Any]:
    rep = yield
    _say_whose_fault(rep, call)
    from . import trace
    if (tracer := trace.current()) is not None and tracer.games:
        rep.user_properties.append(("mtg_trace", str(tracer.path)))
    _shorten_failure(item, rep, call)
    _make_terminal_safe(rep)
    item.stash.setdefault(_PHASE_REPORTS, {})[rep.when] = rep
    if rep.when == "setup" and (meta := _metadata(item)) is not None:
        rep.user_properties.append(("mtg", meta))
    if declared := capabilities.take_declared_actions():    # G6: counted over the run (controller side)
        rep.user_properties.append((_DECLARED_ACTIONS, declared))
    if rep.when == "call" and (tally := item.stash.get(_EXAMPLES_KEY, None)) is not None:
        rep.user_properties.append(("mtg_examples", tally.as_json()))
    if rep.when == "call":
        from .exploration import summary, take_games
        if games := take_games():           # the random-play property recorded its games
            rep.user_properties.append(("mtg_exploration", summary(games)))
    return rep


_DECLARED_ACTIONS = "mtg_declared_actions"
"""The user property of a report: ``[capability, action, accepted, refused]`` rows of the actions of
declared capabilities the result sent (issue 32, G6; mtg_conformance.capabilities)."""
_DECLARED_KEY = pytest.StashKey[list]()


_FAULT = "mtg_fault"
"""The user property of a report whose failure is not the engine's deviation: ``timeout`` or
``error`` (mtg_conformance.outcomes)."""


def _say_whose_fault(rep: pytest.TestReport, call: pytest.CallInfo[None]) -> None:
    """issue 30: a failure that is a timeout or the suite's own error says so (:func:`_outcome` reads
    it, and its message starts with :func:`outcomes.label`). A suite error is not hidden by an
    expected failure (an ``xfail`` from the expectations): it is not the engine's to expect, and an
    entry covering it would pass a run whose suite crashed."""
    exc = call.excinfo.value if call.excinfo is not None else None
    if exc is None or _strict_xpass(rep):
        return
    if rep.failed:
        kind = outcomes.classify(exc)
    elif rep.skipped and hasattr(rep, "wasxfail") and outcomes.classify(exc) == outcomes.ERROR:
        kind = outcomes.ERROR
        rep.outcome = "failed"
        del rep.wasxfail
    else:
        return
    if kind != outcomes.FAILED:
        rep.user_properties.append((_FAULT, kind))


_MESSAGE = "mtg_message"
"""The user property holding a shortened failure's report message, taken from pytest's full text."""

_CONTEXT_LINES = ("in step: ", "the last action, ", "the engine rejected ", "no action was taken")
"""How the lines a failing step adds to its exception begin (steps/game_steps.py,
``pytest_bdd_step_error``): the short failure text shows them as its Step, Action and Engine lines."""


def _shorten_failure(item: pytest.Item, rep: pytest.TestReport, call: pytest.CallInfo[None]) -> None:
    """issue 30 item 3: an engine's failure (or timeout) reads, without ``-v``, as what a player
    would say: the scenario (or property) and where it is, the step, the action and the engine's
    answer, what was expected and found, the rules it cites and the wire trace; pytest's traceback
    through the suite's own code only with ``-v`` or an explicit ``--tb``. A suite error keeps its
    traceback: it is the suite's to fix. The report's message is taken from the full text first."""
    if not rep.failed or rep.when != "call" or _strict_xpass(rep) or _fault(rep) == outcomes.ERROR:
        return
    config = item.config
    if config.get_verbosity() > 0 or config.getoption("tbstyle", "auto") != "auto" or call.excinfo is None \
            or _metadata(item) is None:          # not a scenario or property of the suite
        return
    full = getattr(rep, "longreprtext", "") or str(rep.longrepr)
    rep.user_properties.append((_MESSAGE, _message(rep)))
    rep.longrepr = short_failure_text(item, full, getattr(call.excinfo.value, "mtg_failure_context", None),
                                      dict(rep.user_properties).get("mtg_trace"))  # type: ignore[assignment]


def short_failure_text(item: pytest.Item, full: str, context: dict[str, str] | None, traced: str | None) -> str:
    """The short text of :func:`_shorten_failure` from pytest's full text of the failure (its ``E``
    lines: the exception, its notes such as Hypothesis's falsifying example) and the failing step's
    ``context`` (step, action, answer)."""
    meta = _metadata(item) or {}
    lines = [ln[1:].strip() for ln in full.splitlines() if ln.startswith("E ")] \
        or [ln for ln in full.splitlines() if ln.strip()][-12:]
    template = _scenario_template(item)
    if template is not None:
        where = _relative(Path(template.feature.filename), item.config.rootpath)
        head = [f"Scenario: {template.name} ({where}:{template.line_number})"]
    else:
        head = [f"Property: {meta.get('name', item.name)} "
                f"({_relative(Path(item.path), item.config.rootpath)})"]
    if context:
        head.append(f"Step:     {context['step']}")
        if context.get("action"):
            head.append(f"Action:   {context['action']}")
        if context.get("answer"):
            head.append(f"Engine:   {context['answer']}")
        lines = [ln for ln in lines if not ln.startswith(_CONTEXT_LINES)]
    found = [ln.removeprefix("AssertionError: ") for ln in lines] or ["(no message)"]
    head.append(f"Failed:   {found[0]}")
    head += [f"          {ln}" for ln in found[1:]]
    if meta.get("rules"):
        head.append(f"Rules:    {', '.join('CR ' + r for r in meta['rules'])}")
    if traced:
        head.append(f"Trace:    {traced} (mtg-conformance replay {traced} --engine-cmd CMD)")
    head.append("(pytest's traceback through the suite's code: run again with -v or --tb=long)")
    return "\n".join(head)


def _scenario_template(item: pytest.Item) -> Any:
    from pytest_bdd.scenario import scenario_wrapper_template_registry
    return scenario_wrapper_template_registry.get(getattr(item, "function", None))


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def _make_terminal_safe(rep: pytest.TestReport) -> None:
    """A failure whose text holds terminal control characters (an engine's message with ANSI
    escapes that would erase or recolour lines of the log) or a line that a CI runner would take as
    a workflow command (``::error::``) is shown with them escaped (:func:`log_text`; G3). A skip's
    reason (an engine's ``Unsupported`` message, its name in "does not declare") likewise, cut to
    :data:`ENGINE_TEXT_WIDTH` characters (G10): pytest's ``-rs`` summary, the report and the
    journal all read it from here."""
    if rep.skipped and isinstance(rep.longrepr, tuple) and len(rep.longrepr) == 3:
        path, line, reason = rep.longrepr
        safe_reason = log_text(str(reason), ENGINE_TEXT_WIDTH)
        if safe_reason != reason:
            rep.longrepr = (path, line, safe_reason)
        return
    if not rep.failed or rep.longrepr is None:
        return
    text = str(rep.longrepr)
    safe = log_text(text)
    if safe != text:
        rep.longrepr = safe   # type: ignore[assignment]


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """A feature file that does not parse is a failed result of its own in the report (the rest of
    the run goes on: the suite runs with --continue-on-collection-errors)."""
    if not report.failed or not report.nodeid.endswith(".feature") or _config is None:
        return
    stem = Path(report.nodeid).stem
    _config.stash[_RESULTS_KEY][report.nodeid] = {
        "id": f"{stem}::(feature file)", "kind": "scenario", "name": "(the feature file does not parse)",
        "mechanic": stem if stem in MECHANICS else "global", "rulings": [], "rules": [],
        "outcome": "failed", "duration_s": 0.0, "message": messages.failure_message(str(report.longrepr))}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    meta = dict(report.user_properties).get("mtg")
    results = _config.stash[_RESULTS_KEY] if _config else None
    if results is None:
        return
    entry = results.get(report.nodeid)
    if entry is None:
        if meta is None:
            return
        entry = results[report.nodeid] = {**meta, "outcome": None, "duration_s": 0.0, "message": ""}
    entry["duration_s"] = round(entry["duration_s"] + report.duration, 6)
    if (declared := dict(report.user_properties).get(_DECLARED_ACTIONS)) and _config is not None:
        _config.stash.setdefault(_DECLARED_KEY, []).extend(declared)
    if (examples := dict(report.user_properties).get("mtg_examples")) is not None:
        entry["examples"] = examples
    if (explored := dict(report.user_properties).get("mtg_exploration")) is not None:
        entry["exploration"] = explored
    outcome = _outcome(report)
    if outcome is None:
        return
    if entry["outcome"] in (None, "passed") or (outcome in NOT_PASSED and entry["outcome"] not in NOT_PASSED):
        entry["outcome"] = outcome
        if outcome != "passed":
            entry["message"] = _message(report)
            if outcome in (*NOT_PASSED, "xpassed") and (traced := dict(report.user_properties).get("mtg_trace")):
                entry["message"] += (f"\nwire trace: {traced} (replay it: mtg-conformance replay {traced} "
                                     f"--engine NAME, or --engine-cmd CMD)")
    _mark_expected_skip(entry, dict(report.user_properties).get("mtg_expected_skip"))
    if _config is not None:
        from .supervision import journal   # not at import: pytest_plugins below registers it first
        journal(_config, report.nodeid, entry, _config.stash.get(_ENGINE_INFO_KEY, None))


def _mark_expected_skip(entry: dict[str, Any], reason: str | None) -> None:
    """A skipped result an expectations entry expects (``expect-skip`` or ``skip``) carries the
    entry's reason as ``expected_skip``; any other result carries none."""
    if entry["outcome"] == "skipped" and reason:
        entry["expected_skip"] = reason
    else:
        entry.pop("expected_skip", None)


NOT_PASSED = ("failed", "error", "timeout")
"""Outcomes of a result that did not pass, whoever's fault (mtg_conformance.outcomes): the first one a
test's phases report is its outcome."""


def _fault(report: pytest.TestReport) -> str | None:
    return dict(report.user_properties).get(_FAULT)


def _outcome(report: pytest.TestReport) -> str | None:
    xfail = hasattr(report, "wasxfail")
    if report.failed:
        return "xpassed" if _strict_xpass(report) else (_fault(report) or "failed")
    if report.skipped:
        return "xfailed" if xfail else "skipped"
    if report.when == "call":
        return "xpassed" if xfail else "passed"
    return None


def _message(report: pytest.TestReport) -> str:
    if _strict_xpass(report):
        return "passed, but expected to fail: " + str(report.longrepr).removeprefix(_STRICT_XPASS)
    if report.skipped and isinstance(report.longrepr, tuple):
        return str(report.longrepr[2]).removeprefix("Skipped: ")
    if hasattr(report, "wasxfail") and not report.failed:
        return str(report.wasxfail)
    if (shortened := dict(report.user_properties).get(_MESSAGE)) is not None:
        return str(shortened)
    # The beginning (the assertion), the shrunk scenario once, no internal module prefixes.
    text = messages.failure_message(getattr(report, "longreprtext", "") or "")
    if (kind := _fault(report)) is not None:
        text = f"{outcomes.label(kind)}: {text}"
    return text




_config: pytest.Config | None = None


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    global _config
    _config = session.config
    session.config._mtg_started = time.monotonic()  # type: ignore[attr-defined]


def _info_dict(info: Any) -> dict[str, Any]:
    """The engine's name and version as the report and the expectations file write them: one line
    each (they come from the engine); with the capabilities it declares and, when it declares them,
    its ``cards`` (issue 30: a report says what the engine claimed to implement)."""
    out: dict[str, Any] = {"name": one_line(info.name), "version": one_line(info.version)}
    out["capabilities"] = sorted(str(c) for c in getattr(info, "capabilities", ()) or ())
    cards = getattr(info, "cards", None)
    if cards is not None:
        out["cards"] = sorted(str(c) for c in cards)
    return out


def _engine_info(config: pytest.Config) -> dict[str, str]:
    """The engine's name and version: from a test's engine, else (no test got one, or under -n in the
    controller) from a new engine. An engine that cannot answer ``info`` here does not crash the end
    of the run: its name is ``?`` and a summary line says why."""
    info = config.stash.get(_ENGINE_INFO_KEY, None)
    if info is None:
        try:
            made = config._mtg_engine_factory()  # type: ignore[attr-defined]
            try:
                info = _info_dict(GuardedEngine(made).info())
            finally:
                made.close()
        except Exception as exc:  # noqa: BLE001 - any engine failure; the tests already reported it
            info = {"name": "?", "version": "?"}
            config.pluginmanager.register(_SummaryLine(
                f"could not ask the engine its name and version at the end of the run: "
                f"{one_line(f'{type(exc).__name__}: {exc}', 300)}"))
        config.stash[_ENGINE_INFO_KEY] = info
    return info


# ---- an interrupted run (Ctrl-C, SIGTERM, an engine raising KeyboardInterrupt) -------------------

_INTERRUPTED_KEY = pytest.StashKey[str]()


def pytest_keyboard_interrupt(excinfo: pytest.ExceptionInfo[BaseException]) -> None:
    """Remember why the session was interrupted, for the report and the summary."""
    if _config is None:
        return
    exc = excinfo.value
    said = one_line(str(exc), 200)
    if isinstance(exc, KeyboardInterrupt) and said.startswith("terminated by signal"):
        why = said                                       # SIGTERM (mtg_conformance.supervision)
    elif isinstance(exc, KeyboardInterrupt):
        why = "KeyboardInterrupt (Ctrl-C, or raised by the engine)" + (f": {said}" if said else "")
    else:
        why = f"{type(exc).__name__}" + (f": {said}" if said else "")   # pytest.exit()
    _config.stash[_INTERRUPTED_KEY] = why


def interruption(config: pytest.Config, exitstatus: int) -> str | None:
    """Why the run did not finish (None when it did): an interrupt, with the results that were
    running when it came."""
    why = config.stash.get(_INTERRUPTED_KEY, None)
    if why is None:
        if exitstatus != pytest.ExitCode.INTERRUPTED:
            return None
        why = f"the session was interrupted (exit {int(pytest.ExitCode.INTERRUPTED)})"
        config.stash[_INTERRUPTED_KEY] = why
    running = [r["id"] for r in config.stash[_RESULTS_KEY].values() if r.get("outcome") is None]
    if running:
        why += f" while running {', '.join(running[:3])}" + (f" and {len(running) - 3} more" if len(running) > 3 else "")
    return why


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return
    results = list(config.stash[_RESULTS_KEY].values())
    if not results:
        return                  # no conformance result started (the harness's own tests, say)
    if (why := interruption(config, exitstatus)) is not None:
        finished = [r for r in results if r.get("outcome") in report.OUTCOMES]
        terminalreporter.write_sep("=", "conformance by mechanic (interrupted run)")
        terminalreporter.write_line(f"mtg-conformance: the run was interrupted: {terminal_text(why)}; "
                                    f"{len(finished)} result(s) finished, the rest never ran"
                                    + (" (the table counts only those)" if finished else ""))
        results = finished
        if not results:
            return
    terminalreporter.write_sep("=", "conformance by mechanic")
    if (narrowed := report.partial({"selection": selection(config)})) is not None:
        terminalreporter.write_line(log_text(f"a partial run, narrowed by {narrowed}: the table counts only "
                                             f"the results selected"))
    for line in report.mechanic_table(results):
        terminalreporter.write_line(line)
    _write_section(terminalreporter, "property examples the engine could not run", report.example_counts(results))
    _write_section(terminalreporter, "how deep random play went", report.exploration_lines(results))
    _write_section(terminalreporter, "skipped results by reason", report.skip_reasons(results))
    _write_section(terminalreporter, "expectations entries no result exercised (all their results were skipped)",
                   [f"{e.key} = {e.value!r}" + (f" (line {e.line})" if e.line else "")
                    for e in _unexercised(config, results)])
    _write_section(terminalreporter, "declared capabilities whose actions the engine refused every time (a failure)",
                   [f"{r['capability']}: {r['action']} refused {r['refused']} time(s), never accepted"
                    for r in _refused_capabilities(config)])
    _write_section(terminalreporter, "errors of the suite itself (not the engine's fault)",
                   [r["id"] for r in results if r.get("outcome") == "error"])
    _write_section(terminalreporter, "timeouts (not failures of the rules)",
                   [r["id"] for r in results if r.get("outcome") == "timeout"])


def _write_section(terminalreporter: Any, title: str, lines: list[str]) -> None:
    """A section of the summary; its lines quote engine text, shown as text (G3, G10)."""
    if lines:
        terminalreporter.write_sep("-", title)
        for line in lines:
            terminalreporter.write_line(log_text(line, 4 * ENGINE_TEXT_WIDTH))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if (usage := config.getoption("--mtg-usage")) and not hasattr(config, "workerinput"):
        capabilities.write_usage(Path(usage), _USAGE_KINDS, _USAGE_MECHANICS)
    _check_something_ran(session)
    _exit_status_says_whose_fault(session)
    _update_expectations(session, exitstatus)
    _check_exercised(session)
    _check_declared_capabilities(session)
    path = config.getoption("--mtg-report")
    if not path or hasattr(config, "workerinput"):
        return
    results = sorted(config.stash[_RESULTS_KEY].values(), key=lambda r: r["id"])
    interrupted = interruption(config, exitstatus)
    # an interrupted run starts no engine to ask its name: it is to end now
    engine = config.stash.get(_ENGINE_INFO_KEY, None) if interrupted else _engine_info(config)
    unexercised = None
    if config.getoption("--mtg-expectations"):
        unexercised = [{"key": e.key, "value": e.value, "reason": e.reason} | ({"line": e.line} if e.line else {})
                       for e in _unexercised(config, results)]
    try:
        report.write(Path(path), engine=engine or {"name": "?", "version": "?"}, results=results,
                     interrupted=interrupted, selection=selection(config), unexercised=unexercised,
                     refused_capabilities=_refused_capabilities(config))
    except OSError as exc:
        _fail_session(session, f"cannot write the run report {path}: {exc.strerror or exc}")


EXECUTED = ("passed", "failed", "xfailed", "xpassed", "error", "timeout")
"""Outcomes of a result that ran (a skipped one checked nothing)."""
NOTHING_RAN = pytest.ExitCode.NO_TESTS_COLLECTED
"""Exit code of a run in which results were collected but none executed (all skipped): as pytest's
for a run that collected nothing, nothing was checked."""


SUITE_ERROR = 6
"""Exit status of a run in which a result is an ``error``: the suite itself failed (whatever else
failed: its results are incomplete). See ``mtg-conformance run --help``."""
TIMED_OUT = 7
"""Exit status of a run with no failure and no error in which a result timed out."""


def _exit_status_says_whose_fault(session: pytest.Session) -> None:
    """issue 30: a run with a suite error exits :data:`SUITE_ERROR`; one whose only non-passing
    results are timeouts exits :data:`TIMED_OUT`; a failure of the engine stays pytest's 1."""
    config = session.config
    if hasattr(config, "workerinput") or session.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        return
    seen = Counter(r.get("outcome") for r in config.stash[_RESULTS_KEY].values())
    if seen["error"]:
        session.config.pluginmanager.register(_SummaryLine(
            f"{seen['error']} result(s) are errors of the suite itself, not the engine's failures: please "
            f"report them to mtg-conformance (exit {SUITE_ERROR})"))
        session.exitstatus = SUITE_ERROR
    elif seen["timeout"] and not seen["failed"] and not seen["xpassed"]:
        session.config.pluginmanager.register(_SummaryLine(
            f"{seen['timeout']} result(s) timed out (--timeout, --engine-timeout) and nothing else failed "
            f"(exit {TIMED_OUT})"))
        session.exitstatus = TIMED_OUT


def _unexercised(config: pytest.Config, results: list[dict[str, Any]]) -> list[expectations.Expectation]:
    """issue 31 item 5: the known-failure entries whose results all were skipped in this run."""
    known = config.stash.get(_EXPECTATIONS_KEY, None)
    if not known or not known.entries:
        return []
    return expectations.unexercised(known, [r for r in results if r.get("outcome") is not None])


def _check_exercised(session: pytest.Session) -> None:
    """``--mtg-strict-expectations``: an unexercised known-failure entry fails the run (exit 1)."""
    config = session.config
    if hasattr(config, "workerinput") or not config.getoption("--mtg-strict-expectations"):
        return
    if interruption(config, session.exitstatus) is not None:
        return
    entries = _unexercised(config, list(config.stash[_RESULTS_KEY].values()))
    if entries:
        _fail_session(session, f"--strict-expectations: {len(entries)} expectations entr"
                               f"{'y' if len(entries) == 1 else 'ies'} exercised by no result (all skipped): "
                               + "; ".join(f"{e.key} = {e.value!r}" for e in entries[:3])
                               + (f" and {len(entries) - 3} more" if len(entries) > 3 else ""),
                      pytest.ExitCode.TESTS_FAILED)


def _refused_capabilities(config: pytest.Config) -> list[dict[str, Any]]:
    """issue 32, G6: the kinds of action of a declared capability the engine answered ``unsupported``
    every time it was asked in this run and never accepted."""
    return capabilities.refused_everywhere(config.stash.get(_DECLARED_KEY, []))


def _check_declared_capabilities(session: pytest.Session) -> None:
    """issue 32, G6: an engine may implement a declared capability only in part (an action it cannot
    take in one situation is a counted skip), but a kind of action it refused every time in the run is
    not implemented: declaring its capability fails the run (exit 1; docs/protocol.md §5)."""
    config = session.config
    if hasattr(config, "workerinput") or interruption(config, session.exitstatus) is not None:
        return
    if refused := _refused_capabilities(config):
        _fail_session(session, log_text(
            "the engine declares " + "; ".join(
                f"the capability {r['capability']!r} but answered unsupported to all {r['refused']} "
                f"{r['action']!r} action(s) of the run, accepting none" for r in refused[:3])
            + (f" and {len(refused) - 3} more" if len(refused) > 3 else "")
            + ": declaring a capability the engine does not implement is a failure (docs/protocol.md §5); "
              "the results that needed it are counted as skips", 4 * ENGINE_TEXT_WIDTH),
            pytest.ExitCode.TESTS_FAILED)


def _check_something_ran(session: pytest.Session) -> None:
    """A run whose conformance results were all skipped checked nothing: an engine that declares
    everything and answers ``unsupported`` to all, or whose native core did not load, must not pass.
    Unless ``--mtg-allow-empty``, such a run exits with :data:`NOTHING_RAN` and one line saying why."""
    config = session.config
    if hasattr(config, "workerinput") or config.getoption("--mtg-allow-empty"):
        return
    results = list(config.stash[_RESULTS_KEY].values())
    if not results or session.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        return
    if any(r.get("outcome") in EXECUTED for r in results):
        return
    reasons = Counter(str(r.get("message") or "").split("\n")[0] for r in results)
    top, n = reasons.most_common(1)[0]
    _fail_session(session, f"no result executed: all {len(results)} were skipped (e.g. {n}× "
                           f"{one_line(top, 160)!r}); nothing was checked. Pass --allow-empty if that is "
                           f"what you want.", NOTHING_RAN)


def _fail_session(session: pytest.Session, line: str, code: int = pytest.ExitCode.INTERNAL_ERROR) -> None:
    """End the run with exit ``code`` (unless it already failed worse) and ``line`` in the summary."""
    session.config.pluginmanager.register(_SummaryLine(line))
    if session.exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        session.exitstatus = code


# ---- known failures: --mtg-expectations FILE, --mtg-update-expectations FILE ---------------------

_EXPECTATIONS_KEY = pytest.StashKey[expectations.Expectations]()
_UNCAPPED_KEY = pytest.StashKey[int]()
"""v31: a property's ``max_examples`` before the expectations' ``property_examples`` capped it."""
_UPDATE_BASE_KEY = pytest.StashKey[expectations.Expectations]()
_STRICT_XPASS = "[XPASS(strict)] "


def _configure_expectations(config: pytest.Config) -> None:
    """Read and check the expectations files; a bad one stops the run with a usage error naming it.
    ``--mtg-update-expectations`` starts from the ``--mtg-expectations`` entries, else from the
    entries of the file it rewrites (when it exists)."""
    run_path = config.getoption("--mtg-expectations")
    update_path = config.getoption("--mtg-update-expectations")
    if hasattr(config, "workerinput"):
        update_path = None  # only the controller writes it
    paths = [p for p in (run_path, update_path) if p and (p == run_path or Path(p).exists())]
    loaded: dict[str, expectations.Expectations] = {}
    if paths:
        from .corpus import CorpusError
        from .scenarios import ScenarioIndexError
        try:
            known = expectations.known_in(config.rootpath)
            loaded = {p: expectations.load(p, known) for p in dict.fromkeys(paths)}
        except (expectations.ExpectationsError, ScenarioIndexError, CorpusError) as exc:
            raise pytest.UsageError(str(exc)) from None
    config.stash[_EXPECTATIONS_KEY] = loaded.get(run_path, expectations.Expectations())
    config.stash[_UPDATE_BASE_KEY] = loaded.get(run_path) or loaded.get(update_path, expectations.Expectations())


@pytest.hookimpl(tryfirst=True)   # before -k and -m deselect: rows are checked against every item
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    _apply_expectations(config, items)
    _select_mechanics(config, items)


class _Shard:
    """``--mtg-shard``'s selection, registered by :func:`pytest_configure`: a module has one hook
    of a name, and this one must come last."""

    @pytest.hookimpl(trylast=True)   # after -k and -m: a shard is a part of what the run selects
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        _select_shard(config, items)


_DESELECTED_KEY = pytest.StashKey[int]()


_SHARD_KEY = pytest.StashKey[dict[str, Any]]()


def _select_shard(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``--mtg-shard K/N`` (issue 34 item 3): keep the K-th of N parts of ``items``
    (:func:`mtg_conformance.shards.assign`), after every other selection."""
    option = config.getoption("--mtg-shard")
    if not option:
        return
    from . import shards
    try:
        index, count = shards.parse(option)
        table, source = shards.durations(config.getoption("--mtg-shard-durations"))
    except shards.ShardError as exc:
        raise pytest.UsageError(str(exc)) from None
    ids = {}
    for item in items:
        meta = _metadata(item)
        ids[item.nodeid] = meta["id"] if meta is not None else item.nodeid
    where = shards.assign(list(ids.values()), count, table)
    keep = [item for item in items if where[ids[item.nodeid]] == index]
    drop = [item for item in items if where[ids[item.nodeid]] != index]
    config.stash[_SHARD_KEY] = {"index": index, "count": count, "balanced_by": source, "results": len(keep),
                                "of": len(items), "deselected_before": config.stash.get(_DESELECTED_KEY, 0)}
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_deselected(items: Sequence[pytest.Item]) -> None:
    if _config is not None:
        _config.stash[_DESELECTED_KEY] = _config.stash.get(_DESELECTED_KEY, 0) + len(items)


def selection(config: pytest.Config) -> dict[str, Any] | None:
    """What narrowed this run, for the report (issue 32, G14): the selecting options wherever they
    came from (the command line or a job's ``PYTEST_ADDOPTS``, recorded as set), test paths other
    than the suite's two folders, and how many results were deselected. None for the whole suite."""
    option = config.option
    narrowed = [f"-k {option.keyword}"] if getattr(option, "keyword", "") else []
    narrowed += [f"-m {option.markexpr}"] if getattr(option, "markexpr", "") else []
    narrowed += [f"--deselect {d}" for d in getattr(option, "deselect", None) or ()]
    narrowed += ["--last-failed"] if getattr(option, "lf", False) else []
    narrowed += [f"--mtg-mechanic {m}" for m in config.getoption("--mtg-mechanic") or ()]
    from .suite import suite_root
    whole = {(suite_root() / name).resolve() for name in ("features", "properties")}
    narrowed += [a for a in config.args if Path(a.split("::")[0]).resolve() not in whole]
    addopts = os.environ.get("PYTEST_ADDOPTS", "")
    deselected = config.stash.get(_DESELECTED_KEY, 0)
    shard = _shard_record(config)
    if shard is not None:      # issue 34 item 3: which part of the run this report is
        narrowed = [n for n in narrowed if not n.startswith("--mtg-shard")]
        return {"narrowed_by": narrowed + [f"--shard {shard['index']}/{shard['count']}"], "deselected": deselected,
                "shard": shard, **({"PYTEST_ADDOPTS": addopts} if addopts else {})}
    if not narrowed and not deselected:
        return None
    return {"narrowed_by": narrowed or ["(deselected by a plugin)"], "deselected": deselected,
            **({"PYTEST_ADDOPTS": addopts} if addopts else {})}


def _shard_record(config: pytest.Config) -> dict[str, Any] | None:
    """The report's ``selection.shard``: index, count, where the durations came from, and (in the
    process that selected it) how many results it kept of how many."""
    option = config.getoption("--mtg-shard")
    if not option:
        return None
    from . import shards
    index, count = shards.parse(option)
    recorded = config.stash.get(_SHARD_KEY, None)
    if recorded is not None:
        return dict(recorded)
    _, source = shards.durations(config.getoption("--mtg-shard-durations"))
    return {"index": index, "count": count, "balanced_by": source}


def _apply_expectations(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A result named by an expectation runs as a strict xfail (outcome "fail"), runs with its skip
    expected (outcome "expect-skip"), or is not run (outcome "skip")."""
    known = config.stash.get(_EXPECTATIONS_KEY, None)
    if not known or not known.entries:
        return
    _check_expectation_rows(known, items)
    for item in items:
        meta = _metadata(item)
        entry = known.match(meta) if meta is not None else None
        if entry is None:
            continue
        if entry.outcome in expectations.SKIP_OUTCOMES:
            item.user_properties.append(("mtg_expected_skip", entry.reason))
        if entry.outcome == "skip":
            item.add_marker(pytest.mark.skip(reason=f"skipped by the expectations: {entry.reason}"))
        elif entry.outcome == "fail":
            item.add_marker(pytest.mark.xfail(strict=True, reason=entry.reason))


def _select_mechanics(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``--mtg-mechanic NAME`` (``mtg-conformance run flashback``): only the results of those mechanics
    (after the expectations' rows are checked against every item)."""
    chosen = set(config.getoption("--mtg-mechanic") or ())
    if not chosen:
        return
    keep, drop = [], []
    for item in items:
        meta = _metadata(item)
        (keep if meta is not None and meta["mechanic"] in chosen else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _check_expectation_rows(known: expectations.Expectations, items: list[pytest.Item]) -> None:
    """An ``id`` entry naming a row that no collected item is stops the run (:func:`expectations.check_rows`)."""
    ids = [meta["id"] for item in items if (meta := _metadata(item)) is not None]
    try:
        expectations.check_rows(known, ids)
    except expectations.ExpectationsError as exc:
        raise pytest.UsageError(str(exc)) from None


def _strict_xpass(report: pytest.TestReport) -> bool:
    """pytest reports a strict xfail that passed as a failure with this longrepr (no wasxfail)."""
    return (report.failed and report.when == "call" and isinstance(report.longrepr, str)
            and report.longrepr.startswith(_STRICT_XPASS))


def _update_expectations(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    path = config.getoption("--mtg-update-expectations")
    if not path or hasattr(config, "workerinput") or exitstatus not in (pytest.ExitCode.OK,
                                                                         pytest.ExitCode.TESTS_FAILED):
        return
    entries = expectations.updated(config.stash[_UPDATE_BASE_KEY], config.stash[_RESULTS_KEY].values())
    try:
        expectations.write(path, entries, _engine_info(config))
    except OSError as exc:
        _fail_session(session, f"cannot write the expectations file {path}: {exc.strerror or exc}")
        return
    config.pluginmanager.register(_SummaryLine(f"wrote {len(entries)} expectation(s) to {path}"))


def _check_output_paths(config: pytest.Config) -> None:
    """A ``--mtg-report`` or ``--mtg-update-expectations`` path that can never be written (a directory)
    stops the run before any test, not after all of them."""
    if hasattr(config, "workerinput"):
        return
    for option in ("--mtg-report", "--mtg-update-expectations"):
        path = config.getoption(option)
        if path and Path(path).is_dir():
            raise pytest.UsageError(f"{option.replace('--mtg-', '--')} {path}: is a directory, not a file")


class _SummaryLine:
    """A line for the end of the terminal summary."""

    def __init__(self, line: str) -> None:
        self.line = line

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        terminalreporter.write_line(f"mtg-conformance: {self.line}")
