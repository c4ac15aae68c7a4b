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
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.database import DirectoryBasedExampleDatabase

from .cards import load_cards
from .driver import Table
from .invariants import card_census  # noqa: F401  (properties import it from here)
from .protocol import Engine, Observation, Question, QuestionKind

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
