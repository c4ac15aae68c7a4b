"""Steps that read the fields of an event (docs/protocol.md §2, "Event") and send ids the engine
never gave (§3, "Ids"), for behaviour the other steps see only by an event's type and name:

    Then Alice revealed "Lightning Bolt"
    Then the events say 1 +1/+1 counter was put on "Merfolk Branchwalker"
    Then the events say "Collective Defiance" dealt 4 damage to "Centaur Courser"
    Then the events say "Collective Defiance" dealt 3 damage to Bob
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing an id no object has
    When Alice casts "Lightning Bolt" targeting Bob with an id no object has in its tap list
    Then the request is malformed

(mut6: gaps of the mutation run of 2026-12-02, docs/mutation.md "What is left".) The expected
values come from the scenario's own setup: who was told to reveal, which permanent explored.
"""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import CastSpell, EventType, MalformedRequest, Zone
from steps.game_steps import PLAYER, _event_names, _resolve_deferred, _targets

UNKNOWN_ID = "no-such-object-mut6"
"""An id no engine gave (ids are opaque strings the engine assigns, docs/protocol.md §3): a request
naming it is a ``MalformedRequest``."""


@then(parsers.re(rf'{PLAYER} revealed "(?P<card>[^"]+)"$'))
def then_revealed(table: Table, player: str, card: str) -> None:
    """A ``revealed`` event names the player who revealed the card and the card's name
    (docs/protocol.md §2; 701.20a: to reveal a card is to show it to all players)."""
    table.check_card(card)
    revealed = [e for e in table.events_of(EventType.REVEALED) if e.name == card]
    assert revealed, f"{card} was not revealed; events: {_event_names(table)}"
    assert any(e.player == player for e in revealed), \
        f"{card} was revealed by {[e.player for e in revealed]}, expected {player}"


@then(parsers.re(r'the events say (?P<n>\d+) (?P<kind>\+1/\+1) counters? (?:was|were) put on "(?P<card>[^"]+)"$'))
def then_counter_events(table: Table, n: str, kind: str, card: str) -> None:
    """The ``counter_added`` events of the permanent ``card`` (its id now: a permanent keeps its id
    while it stays on the battlefield, §3) name it, say the counter's kind and add up to ``n``
    (docs/protocol.md §2: ``object``, ``name``, ``counter``, ``amount``; 122.1, 122.6)."""
    perm = table.permanent(table.check_card(card))
    events = [e for e in table.events_of(EventType.COUNTER_ADDED) if e.object == perm.id]
    assert events, (f"no counter_added event has the object {perm.id} ({card}); "
                    f"counter_added events: {table.events_of(EventType.COUNTER_ADDED)}")
    for e in events:
        assert e.name == card, f"a counter_added event of {perm.id} names {e.name!r}, expected {card!r}: {e}"
        assert e.counter == kind, f"a counter_added event of {card} names the counter {e.counter!r}, expected {kind!r}"
        assert isinstance(e.amount, int) and e.amount > 0, f"a counter_added event of {card} without an amount: {e}"
    assert sum(e.amount for e in events) == int(n), \
        f"the counter_added events of {card} add {[e.amount for e in events]}, expected {n} in all"


@then(parsers.re(r'the events say "(?P<source>[^"]+)" dealt (?P<n>\d+) damage to '
                 rf'(?:{PLAYER}|"(?P<card>[^"]+)")$'))
def then_damage_events(table: Table, source: str, n: str, player: str | None, card: str | None) -> None:
    """The ``damage_dealt`` events from ``source`` to the player or the object ``card`` (docs/protocol.md
    §2, Event: ``source``, ``name`` (the source's name), ``object`` or ``player``, ``amount``; 120.3)
    name the source by its name and its id and add up to ``n``. The ids are those objects of these
    names had before the last action or have now (a spell leaves the stack and a creature dealt
    lethal damage the battlefield as the action goes on: the event names them as they were)."""
    table.check_card(source)
    def ids_of(name: str) -> set[str]:
        return {i for obs in (table.before_last_action, table.observe()) if obs is not None
                for _, i in Table.locate(obs, table.check_card(name))}

    dealt = table.events_of(EventType.DAMAGE_DEALT)
    sources = ids_of(source)
    if player is not None:
        to = [e for e in dealt if e.player == player and e.object is None]
    else:
        recipients = ids_of(card)
        to = [e for e in dealt if e.object in recipients]
    from_source = [e for e in to if e.source in sources]
    assert from_source, (f"no damage_dealt event has a source among {sorted(sources)} ({source}) and the "
                         f"recipient {player or card}; damage_dealt events: {dealt}")
    for e in from_source:
        assert e.name == source, f"a damage_dealt event of {source} names its source {e.name!r}: {e}"
        assert isinstance(e.amount, int) and e.amount > 0, f"a damage_dealt event without an amount: {e}"
    assert sum(e.amount for e in from_source) == int(n), \
        f"the damage_dealt events of {source} to {player or card} add {[e.amount for e in from_source]}, expected {n}"


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" for its emerge cost sacrificing an id no object has$'))
def when_cast_emerge_unknown_id(table: Table, player: str, card: str) -> None:
    """An emerge cast (702.119a) whose ``sacrifice`` names an id the engine never gave: the request is
    malformed (docs/protocol.md §3: "An unknown id is a `MalformedRequest`"). The rejection is kept
    for ``Then the request is malformed``; the state must be as before (atomicity, §3)."""
    _resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    _send_expecting_malformed(table, CastSpell(player=player, card=card_id, alternative_cost="emerge",
                                               sacrifice=(UNKNOWN_ID,)))


_COST_LISTS = ("sacrifice", "discard", "tap", "exile", "return_to_hand", "mana_abilities")


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"(?: targeting (?P<targets>.+?))? with an id no object has in '
                 rf'its (?P<field>{"|".join(_COST_LISTS)}) list$'))
def when_cast_unknown_id_in(table: Table, player: str, card: str, targets: str | None, field: str) -> None:
    """A cast from hand for the card's mana cost whose ``field`` (one of the cast action's lists of
    what pays a cost, docs/protocol.md §2 ``cast``) names an id the engine never gave: malformed
    (§3: "An unknown id is a `MalformedRequest`"), whatever the card's costs are."""
    _resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    action = CastSpell(player=player, card=card_id, targets=_targets(table, targets), **{field: (UNKNOWN_ID,)})
    _send_expecting_malformed(table, action)


def _send_expecting_malformed(table: Table, action: CastSpell) -> None:
    table.before_last_action = table.observe()
    try:
        table.engine.act(action, tuple(table.choices))
    except Exception as exc:            # a MalformedRequest, or what ``Then the request is malformed`` names
        table.malformed = exc           # type: ignore[attr-defined]
    else:
        table.malformed = None          # type: ignore[attr-defined]


@then("the request is malformed")
def then_malformed(table: Table) -> None:
    """The last request was answered with a ``MalformedRequest`` and changed nothing (§3)."""
    if not hasattr(table, "malformed"):
        raise ScenarioError("no step sent a request with an unknown id")
    exc = table.malformed
    assert exc is not None, "the request naming an id no object has was accepted (docs/protocol.md §3: " \
                            "an unknown id is a MalformedRequest)"
    assert isinstance(exc, MalformedRequest), \
        f"the request naming an id no object has raised {type(exc).__name__} ({exc}), not MalformedRequest " \
        "(docs/protocol.md §3: an unknown id is a MalformedRequest)"
    assert table.observe() == table.before_last_action, "the malformed request changed the game state"
