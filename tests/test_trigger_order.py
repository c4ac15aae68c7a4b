"""The answer to ``order_triggers`` names each triggered ability by its source (and which of the
source's abilities, when it has several waiting), not by ability text, which engines word
differently (issue 13, item 2; docs/protocol.md). Both engines the suite ships understand it: the
reference engine and the phase.rs adapter.

Lightning Bolt kills Alice's Grizzly Bears, enchanted by Bob's Unhallowed Pact; Bob also controls
Blood Artist: Bob's two abilities trigger together and Bob orders them (CR 603.3b); the last put
on the stack resolves first (405.5)."""

from __future__ import annotations

import pytest

from mtg_conformance.driver import Table
from mtg_conformance.engines import engine_factory
from mtg_conformance.protocol import (
    CastSpell, EventType, GameSetup, IllegalAction, PassPriority, PassUntilStackEmpty, PermanentSetup, PlayerSetup,
    QuestionKind, ScriptedChoice, Step, Target, Zone,
)

SETUP = GameSetup(players=(
    PlayerSetup(name="Alice", library=("Forest",), hand=("Lightning Bolt",), mana_pool="{R}",
                battlefield=(PermanentSetup(card="Grizzly Bears"),)),
    PlayerSetup(name="Bob", library=("Forest",), battlefield=(
        PermanentSetup(card="Blood Artist"), PermanentSetup(card="Unhallowed Pact", attached_to="Grizzly Bears")))),
    active_player="Alice", step=Step.PRECOMBAT_MAIN)


def _engine(name: str):
    if name == "phase":
        pytest.importorskip("phase")
    return engine_factory(name)()


def _bolt_the_bears(table: Table, order: list) -> list[str]:
    """Kill the Bears with Bob's order scripted; the sources of the abilities in the order they
    resolved (by the names the ability_triggered events give the sources)."""
    table.load(SETUP)
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert table.act(CastSpell(player="Alice", card=table.find("Lightning Bolt", zone=Zone.HAND),
                               targets=(Target(object=bears),))), table.rejection
    table.script(ScriptedChoice(question=QuestionKind.ORDER_TRIGGERS, answer=order))
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player="Alice")]))
    if not (table.act(PassPriority(player="Alice")) and table.act(PassPriority(player="Bob"))):
        raise table.rejection
    names = {e.source: e.name for e in table.events_of(EventType.ABILITY_TRIGGERED)}
    stack = [s.name for s in table.observe().stack]
    start = len(table.events)
    assert table.act(PassUntilStackEmpty()), table.rejection
    resolved = [e.name or "" for e in table.events[start:] if e.type == EventType.RESOLVED]
    assert len(resolved) == 2 and len(stack) == 2, (stack, resolved, names)
    return [next(n for n in names.values() if r.startswith(n) or n in r) for r in resolved]


def _ids(engine: str) -> dict[str, str]:
    """The ids a scenario sees before the action: ids are the engine's, so they are read from a
    fresh game of the same setup (an engine gives the same ids to the same setup)."""
    probe = Table(_engine(engine))
    try:
        probe.load(SETUP)
        return {p.name: p.id for p in probe.observe().battlefield}
    finally:
        probe.engine.close()


@pytest.mark.parametrize("engine", ["reference", "phase"])
@pytest.mark.parametrize("first", ["Blood Artist", "Unhallowed Pact"])
def test_the_order_is_named_by_source(engine: str, first: str) -> None:
    ids = _ids(engine)
    second = "Unhallowed Pact" if first == "Blood Artist" else "Blood Artist"
    table = Table(_engine(engine))
    try:
        resolved = _bolt_the_bears(table, [{"source": ids[first]}, {"source": ids[second]}])
    finally:
        table.engine.close()
    assert resolved == [second, first], f"put on the stack {first} then {second}; resolved {resolved}"


@pytest.mark.parametrize("engine", ["reference", "phase"])
@pytest.mark.parametrize("answer, words", [
    (["Blood Artist", "Unhallowed Pact"], "must be a list of"),           # the old answer, by ability name
    ("first", "must be a list of"),
    ([{"source": "Blood Artist"}], "is not one of the abilities"),
    ("only-artist", "leaves out"),
])
def test_an_answer_that_does_not_name_each_source_is_illegal(engine: str, answer, words: str) -> None:
    if answer == "only-artist":
        answer = [{"source": _ids(engine)["Blood Artist"]}]
    table = Table(_engine(engine))
    try:
        with pytest.raises(IllegalAction, match=words):
            _bolt_the_bears(table, answer)
    finally:
        table.engine.close()


SAME_TEXT = GameSetup(players=(
    PlayerSetup(name="Alice", library=("Forest",), hand=("Fire // Ice",), mana_pool="{R}{R}",
                battlefield=(PermanentSetup(card="Graf Rats"), PermanentSetup(card="Llanowar Elves"))),
    PlayerSetup(name="Bob", library=("Forest",), battlefield=(
        PermanentSetup(card="Blood Artist"), PermanentSetup(card="Unhallowed Pact", attached_to="Graf Rats"),
        PermanentSetup(card="Unhallowed Pact", attached_to="Llanowar Elves")))),
    active_player="Alice", step=Step.PRECOMBAT_MAIN)


@pytest.mark.parametrize("engine", ["reference", "phase"])
def test_abilities_with_the_same_text_each_go_on_the_stack_once(engine: str) -> None:
    """Fire kills Alice's Graf Rats and Llanowar Elves at once, each enchanted by one of Bob's two
    Unhallowed Pacts: Bob has four abilities to order (603.3b), two with the same text from two
    sources and Blood Artist's ability twice (one trigger per creature that died, 603.10a). Each is
    put on the stack once, in Bob's order: each Pact returns its own creature, each Blood Artist
    trigger drains Alice once. (The issue reported one ability put on the stack twice and the other
    lost when the order was mapped by the abilities' text.)"""
    table = Table(_engine(engine))
    try:
        table.load(SAME_TEXT)
        ids = [p.id for p in table.observe().battlefield]
        rats, elves, artist, pact_rats, pact_elves = ids
        assert table.act(CastSpell(player="Alice", card=table.find("Fire // Ice", zone=Zone.HAND), face="Fire",
                                   targets=(Target(object=rats), Target(object=elves)))), table.rejection
        table.script(ScriptedChoice(question=QuestionKind.ORDER_TRIGGERS, answer=[
            {"source": pact_elves}, {"source": artist}, {"source": pact_rats}, {"source": artist}]))
        for _ in range(2):
            table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player="Alice")]))
        assert table.act(PassPriority(player="Alice")) and table.act(PassPriority(player="Bob")), table.rejection
        stack = [s.name for s in table.observe().stack]
        assert len(stack) == 4 and [n.startswith("Blood Artist") for n in stack] == [True, False, True, False], stack
        assert table.act(PassUntilStackEmpty()), table.rejection
        seen = table.observe()
        assert sorted((p.name, p.controller) for p in seen.battlefield if p.name != "Blood Artist") == [
            ("Graf Rats", "Bob"), ("Llanowar Elves", "Bob")]
        assert {p.name: p.life for p in seen.players} == {"Alice": 18, "Bob": 22}
    finally:
        table.engine.close()
