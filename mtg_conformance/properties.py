"""What property tests share: Hypothesis profiles, fresh tables, and invariants read from
observations. Properties live in ``properties/`` as plain Hypothesis tests; they reach engines only
through the protocol, via :class:`mtg_conformance.driver.Table`.

Profiles (``mtg-conformance run --profile NAME`` or ``pytest --hypothesis-profile NAME``):

* ``dev`` — few examples, for working on the suite (default outside CI);
* ``ci`` — loaded when ``CI`` is set; this project's own, replacing Hypothesis's built-in ``ci``
  profile: derandomized, so two CI runs give the same report;
* ``thorough`` — many examples, for hunting bugs in an engine.

Shrinking a failure is bounded in time (:data:`SHRINK_SECONDS`, ``--shrink-seconds``): on a slow
engine Hypothesis would otherwise shrink for minutes, and the per-test timeout would then replace the
counterexample with "Timeout". When the budget runs out Hypothesis stops shrinking and reports the
smallest failing example it has so far; no example is dropped (the profile's ``max_examples`` all
run). See :func:`shrink_budget`.

The example database of the ``dev`` and ``thorough`` profiles is the run's engine's own, under the
directory the run starts from (:func:`local_example_database`, ``.mtg-conformance/examples/<engine>``),
never in the suite's installation; see docs/running.md, "Sharing the example database".
"""

from __future__ import annotations

import contextlib
import os
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

from .cards import load_cards
from .driver import Table
from .invariants import card_census  # noqa: F401  (properties import it from here)
from .protocol import Engine, GameSetup, Observation, Question, QuestionKind, Step

def cites(*rules: str, rulings: tuple[str, ...] = ()) -> Callable[[Any], Any]:
    """The Comprehensive Rules numbers (and ruling units) a property checks, as its docstring cites
    them: the run report lists them as the property's ``rules`` and ``rulings``, as a scenario's
    ``@cr:`` and ``@ruling:`` tags do (they become the same ``cr`` and ``ruling`` markers). Every
    property carries it (tests/test_property_citations.py); ``@cites()`` for a property that checks
    the protocol rather than a rule."""
    def mark(test: Any) -> Any:
        for rule in rules:
            test = pytest.mark.cr(rule)(test)
        for ruling in rulings:
            test = pytest.mark.ruling(ruling)(test)
        test.cites = (tuple(rules), tuple(rulings))
        return test
    return mark


from .suite import LOCAL_DIR  # noqa: E402  (the working directory's .mtg-conformance/)

_engine_key: str | None = None


def use_engine(name: str) -> None:
    """The run's engine (its ``info`` name): whose example database :func:`local_example_database`
    uses. Called by the plugin once it has asked the engine."""
    global _engine_key
    _engine_key = name


def example_database_dir(engine: str | None = None) -> Path:
    """``<working directory>/.mtg-conformance/examples/<engine>``: the example database of ``engine``
    (default: the run's, see :func:`use_engine`), a file-name-safe form of its name."""
    name = engine if engine is not None else (_engine_key or "unknown-engine")
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name).strip(".") or "unnamed-engine"
    return Path.cwd() / LOCAL_DIR / "examples" / safe[:80]


def use_local_storage() -> None:
    """Hypothesis keeps its own files (``.hypothesis/``) under ``.mtg-conformance/hypothesis`` of the
    working directory, unless ``HYPOTHESIS_STORAGE_DIRECTORY`` says otherwise."""
    local = Path.cwd() / LOCAL_DIR
    os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", str(local / "hypothesis"))
    with contextlib.suppress(OSError):
        if not (local / ".gitignore").exists():
            local.mkdir(parents=True, exist_ok=True)
            (local / ".gitignore").write_text("# written by mtg-conformance: a run's caches\n*\n", encoding="utf-8")


class LocalExampleDatabase(ExampleDatabase):
    """The example database of the run's engine under the working directory
    (:func:`example_database_dir`), resolved when first used: a profile is registered before the
    run knows its engine. Use it in a profile of your own (docs/running.md, "Sharing the example
    database"): ``database=MultiplexedDatabase(local_example_database(), shared)``."""

    def __init__(self) -> None:
        super().__init__()
        self._path: Path | None = None
        self._inner: DirectoryBasedExampleDatabase | None = None

    def _db(self) -> DirectoryBasedExampleDatabase:
        path = example_database_dir()
        if self._inner is None or self._path != path:
            self._path, self._inner = path, DirectoryBasedExampleDatabase(path)
        return self._inner

    def save(self, key: bytes, value: bytes) -> None:
        self._db().save(key, value)

    def fetch(self, key: bytes) -> Any:
        yield from self._db().fetch(key)

    def delete(self, key: bytes, value: bytes) -> None:
        self._db().delete(key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        self._db().move(src, dest, value)

    def __repr__(self) -> str:
        return "local_example_database()"


def local_example_database() -> ExampleDatabase:
    """The run's engine's example database under the working directory (see
    :class:`LocalExampleDatabase`)."""
    return LocalExampleDatabase()


_COMMON = dict(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                                     HealthCheck.data_too_large, HealthCheck.filter_too_much])
settings.register_profile("dev", max_examples=30, database=local_example_database(), **_COMMON)
settings.register_profile("ci", max_examples=40, derandomize=True, database=None, print_blob=True, **_COMMON)
settings.register_profile("thorough", max_examples=2000, database=local_example_database(), **_COMMON)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

SHRINK_SECONDS = {"dev": 10.0, "ci": 10.0, "thorough": 60.0}
"""Seconds Hypothesis may spend shrinking the failures of one property, by profile (10 s for a
profile not listed). Enough for the reference engine to shrink any failure fully (its calls take
microseconds); on a slow engine the counterexample reported is then partly shrunk."""

SHRINK_SHARE_OF_TIMEOUT = 1 / 3
"""The budget is also at most this share of the per-test timeout (pytest-timeout), so that Hypothesis
reports before the timeout fires: a property's time after its first failure is at most 10 s more of
looking for other failures (Hypothesis's own limit), the shrinking, and one replay per failure."""


def shrink_seconds(profile: str | None, timeout: float | None, requested: float | None = None) -> float:
    """The shrink budget of one property: ``requested`` (``--shrink-seconds``) or the profile's,
    capped by :data:`SHRINK_SHARE_OF_TIMEOUT` of the test's timeout (none when it is 0 or unset)."""
    budget = requested if requested is not None else SHRINK_SECONDS.get(profile or "", 10.0)
    if timeout:
        budget = min(budget, timeout * SHRINK_SHARE_OF_TIMEOUT)
    return budget


def current_profile() -> str | None:
    """The name of the Hypothesis profile loaded (``settings.get_current_profile_name``, Hypothesis
    6.123+; earlier versions keep it in ``settings._current_profile``)."""
    getter = getattr(settings, "get_current_profile_name", None)
    return getter() if getter is not None else getattr(settings, "_current_profile", None)


@contextlib.contextmanager
def shrink_budget(seconds: float) -> Iterator[None]:
    """Let Hypothesis shrink for at most ``seconds`` while the block runs.

    Hypothesis has no setting for this (its maintainers keep the shrinker's limits internal: PR
    HypothesisWorks/hypothesis#3400). It stops shrinking after
    ``hypothesis.internal.conjecture.engine.MAX_SHRINKING_SECONDS`` (300 s), a module constant its
    source says users may monkeypatch, read when shrinking starts; the alternatives drop the
    shrinking altogether (``phases`` without ``Phase.shrink``) or bound each example, not the
    shrinking (``deadline``). Set for the block, put back after. When the budget runs out Hypothesis
    prints a warning that it "spent more than five minutes" shrinking (its wording, for its own
    limit) and reports the smallest failing example found so far. With a Hypothesis that lacks the
    constant the block runs unbounded, with a warning (tests/test_shrink_budget.py checks that the
    installed one has it)."""
    from hypothesis.internal.conjecture import engine as conjecture_engine

    if not hasattr(conjecture_engine, "MAX_SHRINKING_SECONDS"):
        warnings.warn("this Hypothesis has no MAX_SHRINKING_SECONDS: shrinking is not bounded by "
                      "--shrink-seconds, and a slow engine's failure may end in a timeout", stacklevel=3)
        yield
        return
    saved = conjecture_engine.MAX_SHRINKING_SECONDS
    conjecture_engine.MAX_SHRINKING_SECONDS = seconds
    try:
        yield
    finally:
        conjecture_engine.MAX_SHRINKING_SECONDS = saved


REACHED: Counter[str] = Counter()
"""How many times each clause named by :func:`reached` was reached in this process (all
properties together): what the suite's own tests read."""


def reached(clause: str) -> None:
    """Record that an example reached ``clause`` of a property: a Hypothesis ``event()`` (so
    ``--hypothesis-show-statistics`` shows the share of examples reaching it, per run) and a count
    in :data:`REACHED`. ``tests/test_properties_reach.py`` requires every ``reached`` call of every
    property to run at the ``ci`` profile."""
    event(clause)
    REACHED[clause] += 1


DIMENSIONS: dict[str, str] = {
    # Who (issue 16, item 2)
    "active seat": "the active player is not the first player in turn order",
    "players": "three or four players, not two",
    "owner ≠ controller": "a permanent is controlled by a player other than its owner",
    "caster ≠ active player": "a spell is cast by a player who is not the active player",
    "control change": "a permanent changes control during the game, not in the setup (613.1b)",  # ctl
    # When (issue 16, item 3)
    "turns crossed": "the game goes on into a later turn",
    "each player's turn": "every player of the game takes a turn",
    "extra turn": "a player takes an extra turn (500.7)",
    "end step": "something happens in an end step that matters in the next turn (513.2)",
}
"""The dimensions a property may vary, each by the case that is not the default one. A property's
docstring lists those it varies on a line ``Varies: a, b, c.`` (or ``Varies: none.``);
tests/test_properties_reach.py requires each one named to be reached, at the ``ci`` profile, by that
property's own examples: recorded with :func:`varied`, or by :func:`varied_setup` from the setup the
property wrote (never from what the engine reports)."""

VARIED: Counter[str] = Counter()
"""How many times each dimension was varied in this process (see :data:`DIMENSIONS`)."""


def varied(dimension: str) -> None:
    """Record that an example varied ``dimension`` (its non-default case): a Hypothesis ``event()``
    and a count in :data:`VARIED`."""
    if dimension not in DIMENSIONS:
        raise ValueError(f"unknown dimension {dimension!r}; the dimensions are {sorted(DIMENSIONS)}")
    event(f"varies: {dimension}")
    VARIED[dimension] += 1


def varied_setup(setup: GameSetup) -> None:
    """Record the dimensions of who a setup varies: the active player's seat, the number of
    players, a permanent whose controller is not its owner, an extra turn owed."""
    names = [p.name for p in setup.players]
    if setup.active_player != names[0]:
        varied("active seat")
    if len(names) > 2:
        varied("players")
    if any(perm.controller not in (None, p.name) for p in setup.players for perm in p.battlefield):
        varied("owner ≠ controller")


def varies(test: Any) -> tuple[str, ...]:
    """The dimensions a property's docstring names on its ``Varies:`` line (``()`` for ``none``);
    a ``ValueError`` for a docstring without one or naming an unknown dimension."""
    inner = getattr(getattr(test, "hypothesis", None), "inner_test", test)
    doc = inner.__doc__ or ""
    lines = [line.strip() for line in doc.splitlines() if line.strip().startswith("Varies:")]
    if len(lines) != 1:
        raise ValueError(f"{inner.__name__}: its docstring has {len(lines)} 'Varies:' lines, not one")
    text = lines[0].removeprefix("Varies:").strip().rstrip(".")
    if text == "none":
        return ()
    names = tuple(n.strip() for n in text.split(","))
    unknown = [n for n in names if n not in DIMENSIONS]
    if unknown:
        raise ValueError(f"{inner.__name__}: unknown dimension(s) {unknown} on its 'Varies:' line")
    return names


class PropertyTable(Table):
    """A :class:`Table` that records the dimensions of who each setup it loads varies."""

    def load(self, setup: GameSetup) -> None:
        varied_setup(setup)
        super().load(setup)


@contextlib.contextmanager
def fresh_table(make_engine: Callable[[], Engine]) -> Iterator[Table]:
    """A table around a new engine, closed afterwards."""
    engine = make_engine()
    try:
        yield PropertyTable(engine)
    finally:
        engine.close()


def engine_capabilities(make_engine: Callable[[], Engine]) -> frozenset[str]:
    """The capabilities a fresh engine declares (its ``info()``), as strings."""
    engine = make_engine()
    try:
        return frozenset(str(c) for c in engine.info().capabilities)
    finally:
        engine.close()


def actor(obs: Observation) -> str | None:
    """Who acts now: the player with priority, or the player whose declaration is awaited."""
    if obs.awaiting == "declare_attackers":
        return obs.active_player
    if obs.awaiting == "declare_blockers":
        return next((p.name for p in obs.players if p.in_game and p.name != obs.active_player), None)
    return obs.priority


_DECLARATION_STEPS = {"declare_attackers": Step.DECLARE_ATTACKERS, "declare_blockers": Step.DECLARE_BLOCKERS}


def awaits_declaration(obs: Observation, kind: str, *, real_decision: bool) -> bool:
    """After ``advance`` to the step of the declaration ``kind`` (``"declare_attackers"`` or
    ``"declare_blockers"``): whether the engine waits for it (True), or made it itself (False).

    An engine "asks only when there is a real decision" (docs/protocol.md §3). 508.1a / 509.1a:
    the player chooses which creatures, "if any", attack / block; when no creature can, the empty
    declaration is the only one, so there is no decision: the engine may wait for it or make it
    itself. Then the game is in that step and the active player has priority (508.2, 509.2).
    With a real decision (``real_decision``: some creature could attack / block) it must wait,
    and nobody has priority while it waits."""
    step = _DECLARATION_STEPS[kind]
    if obs.awaiting == kind:
        assert obs.priority is None, f"{obs.priority} has priority while the {kind} declaration is awaited"
        return True
    seen = f"awaiting {obs.awaiting!r}, step {obs.step}, priority {obs.priority!r}"
    assert not real_decision, f"the engine did not wait for the {kind} declaration, a real decision ({seen})"
    assert (obs.awaiting, obs.step, obs.priority) == (None, step, obs.active_player), \
        f"no creature can take part, so the engine may make the empty {kind} declaration itself; then " \
        f"the game is in the {step} step and the active player has priority (508.2, 509.2): {seen}"
    return False


ORDERS = (QuestionKind.ORDER_TRIGGERS, QuestionKind.CARD_ORDER)
"""Questions answered with an order of all their options."""

ANSWERED_WITH_A_LIST = (*ORDERS, QuestionKind.TARGETS)
"""Questions answered with a list made from their options (an order, the targets), not with one of
them: the other questions' options are each a whole answer, which can be tried one by one."""


def random_answers(data: st.DataObject) -> Callable[[Question], Any]:
    """Answers drawn by Hypothesis for the questions an engine asks during random play."""
    def answer(q: Question) -> Any:
        options = list(q.options)
        if q.kind in ORDERS:
            return data.draw(st.permutations(options), label=f"{q.kind} answer")
        if q.kind == QuestionKind.TARGETS:
            return [data.draw(st.sampled_from(options), label="target")] if options else []
        if not options:
            return True
        return data.draw(st.sampled_from(options), label=f"{q.kind} answer")
    return answer


def act_with_some_answers(table: Table, action, data: st.DataObject) -> bool:
    """Perform a listed ``action``, answering its questions at random; when it is rejected after a
    question (an answer can make it illegal: an alternative cost chosen that cannot be paid,
    601.2b, 601.2h; the game is then as it was), perform it again with each option of its first
    question in turn (the later questions answered at random). True once it is accepted; False when it was rejected with no question asked, or
    whatever the answer to its first question (``table.rejection`` says why)."""
    asked: list[Question] = []
    answer = random_answers(data)
    if table.act(action, on_question=lambda q: asked.append(q) or answer(q)):
        return True
    first = asked[0] if asked else None
    if first is None or first.kind in ANSWERED_WITH_A_LIST:
        return False
    for option in first.options:
        table.take_rejection()
        table.choices.clear()
        pending = [option]

        def first_with_option(q: Question) -> Any:
            return pending.pop() if pending and q.kind == first.kind else answer(q)
        if table.act(action, on_question=first_with_option):
            return True
    return False


def expected_mana_value(card_name: str, face: str | None = None, x: int | None = None) -> int:
    """A spell's mana value from its mana cost alone (202.3, 202.3d, 202.3e), whatever was paid:
    what a property expects to see on the stack."""
    card = load_cards()[card_name]
    data = next((f for f in card.faces if f.name == face), card) if face else card
    return data.mana_value + (x or 0) * (data.mana_cost or "").count("{X}")
