"""What property tests share: Hypothesis profiles, fresh tables, and invariants read from
observations. Properties live in ``properties/`` as plain Hypothesis tests; they reach engines only
through the protocol, via :class:`mtg_conformance.driver.Table`.

Profiles (``mtg-conformance run --profile NAME`` or ``pytest --hypothesis-profile NAME``):

* ``dev`` — few examples, for working on the suite (default outside CI);
* ``ci`` — loaded when ``CI`` is set; this project's own, replacing Hypothesis's built-in ``ci``
  profile: derandomized, so two CI runs give the same report;
* ``thorough`` — many examples, for hunting bugs in an engine.

The example database is ``<project>/.cache/hypothesis``; see README "Sharing the example database".
"""

from __future__ import annotations

import contextlib
import os
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.database import DirectoryBasedExampleDatabase

from .cards import load_cards
from .driver import Table
from .protocol import Engine, Observation, Question, QuestionKind

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


CACHE_DIR = Path(__file__).resolve().parent.parent / ".cache" / "hypothesis"
_COMMON = dict(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                                     HealthCheck.data_too_large, HealthCheck.filter_too_much])
settings.register_profile("dev", max_examples=30, database=DirectoryBasedExampleDatabase(CACHE_DIR), **_COMMON)
settings.register_profile("ci", max_examples=40, derandomize=True, database=None, print_blob=True, **_COMMON)
settings.register_profile("thorough", max_examples=2000, database=DirectoryBasedExampleDatabase(CACHE_DIR),
                          **_COMMON)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@contextlib.contextmanager
def fresh_table(make_engine: Callable[[], Engine]) -> Iterator[Table]:
    """A table around a new engine, closed afterwards."""
    engine = make_engine()
    try:
        yield Table(engine)
    finally:
        engine.close()


def engine_capabilities(make_engine: Callable[[], Engine]) -> frozenset[str]:
    """The capabilities a fresh engine declares (its ``info()``), as strings."""
    engine = make_engine()
    try:
        return frozenset(str(c) for c in engine.info().capabilities)
    finally:
        engine.close()


def card_census(obs: Observation) -> Counter[tuple[str, str]]:
    """Every card in the game as (owner, name), wherever it is: tokens, which are not cards, left
    out; a melded permanent counts its two cards; a spell on the stack its card (counted for its
    controller). Cards of a player who left the game have left it with them (800.4a), so only
    players still in the game are counted."""
    playing = {p.name for p in obs.players if p.in_game}
    names: Counter[tuple[str, str]] = Counter()
    for p in obs.players:
        for zone in (p.library, p.hand, p.graveyard, p.planar_deck):
            names.update((c.owner, c.name) for c in zone)
    names.update((c.owner, c.name) for c in obs.exile)
    for perm in obs.battlefield:
        if not perm.token:
            names.update((perm.owner, n) for n in (perm.cards or (perm.name,)))
    names.update((s.controller, s.card) for s in obs.stack if s.kind == "spell" and s.card)
    if obs.plane is not None:
        names[(obs.plane.owner, obs.plane.name)] += 1
    return Counter({k: n for k, n in names.items() if k[0] in playing})


def actor(obs: Observation) -> str | None:
    """Who acts now: the player with priority, or the player whose declaration is awaited."""
    if obs.awaiting == "declare_attackers":
        return obs.active_player
    if obs.awaiting == "declare_blockers":
        return next((p.name for p in obs.players if p.in_game and p.name != obs.active_player), None)
    return obs.priority


def random_answers(data: st.DataObject) -> Callable[[Question], Any]:
    """Answers drawn by Hypothesis for the questions an engine asks during random play."""
    def answer(q: Question) -> Any:
        options = list(q.options)
        if q.kind in (QuestionKind.ORDER_TRIGGERS, QuestionKind.CARD_ORDER):
            return data.draw(st.permutations(options), label=f"{q.kind} answer")
        if q.kind == QuestionKind.TARGETS:
            return [data.draw(st.sampled_from(options), label="target")] if options else []
        if not options:
            return True
        return data.draw(st.sampled_from(options), label=f"{q.kind} answer")
    return answer


def expected_mana_value(card_name: str, face: str | None = None, x: int | None = None) -> int:
    """A spell's mana value from its mana cost alone (202.3, 202.3d, 202.3e), whatever was paid:
    what a property expects to see on the stack."""
    card = load_cards()[card_name]
    data = next((f for f in card.faces if f.name == face), card) if face else card
    return data.mana_value + (x or 0) * (data.mana_cost or "").count("{X}")
