"""Steps for tokens (CR 111), activated abilities (CR 602) and copies of spells (CR 707.10).

A token is found by its name (the name the rules give it: 111.4, "Elephant Token" when the effect
names none) and ``token: true`` in the observation (docs/protocol.md, "Tokens"). A copy of a spell is
a spell on the stack whose ``card`` is null (707.10: "it has no spell card associated with it").
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.cards import load_cards
from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import ActivateAbility, EventType, PermanentSetup, Zone
from steps.game_steps import COUNT, PLAYER, count_of, distinct_objects, event_names, perform_action, targets_named

_ORDINALS = {"first": 0, "second": 1, "third": 2}


@given(parsers.re(rf'(?P<count>{COUNT}) "(?P<card>[^"]+)" tokens? (?:is|are) on the battlefield under '
                  rf"{PLAYER}'s control$"))
def given_tokens(table: Table, count: str, card: str, player: str) -> None:
    """Tokens with the characteristics of a token entry of the card data (``PermanentSetup.token``)."""
    table.check_card(card)
    table.draft(player).battlefield.extend(
        PermanentSetup(card=card, token=True) for _ in range(count_of(count)))


@when(parsers.re(rf'{PLAYER} activates the (?:(?P<ordinal>first|second|third) )?ability of '
                 r'(?:(?P<controller>Alice|Bob|Carol|Dave)\'s )?"(?P<card>[^"]+)"(?: with X = (?P<x>-?\d+))?'
                 r'(?:,? sacrificing (?P<sacrificed>"[^"]+"(?: and "[^"]+")*))?'
                 r'(?: targeting (?!the (?:triggered |activated )?ability of )(?P<targets>.+))?$'))
def when_activate(table: Table, player: str, ordinal: str | None, controller: str | None, card: str,
                  x: str | None, sacrificed: str | None, targets: str | None) -> None:
    """An ``activate`` action (CR 602.2): the first permanent named ``card`` that ``player`` controls
    (``Bob activates the ability of Alice's "Prodigal Pyromancer"``: the one Alice controls, an
    activation the rules may forbid Bob); ``ability`` counts its activated abilities from 0 in printed
    order (``the second ability``: 1). Its mana cost is paid from the mana pool. ``with X = 2``
    announces X (107.3a); ``sacrificing "Swamp"`` names the permanents ``player`` controls that pay
    an additional cost (118.8: the action's ``sacrifice``)."""
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=controller or player)
    names = [table.check_card(n) for n in re.findall(r'"([^"]+)"', sacrificed or "")]
    sacrifice = tuple(distinct_objects(table, names, zone=Zone.BATTLEFIELD, player=player)) if names else ()
    perform_action(table, ActivateAbility(player=player, source=source, ability=_ORDINALS[ordinal or "first"],
                                          targets=targets_named(table, targets), x=int(x) if x else None,
                                          sacrifice=sacrifice))


@when(parsers.re(rf'{PLAYER} activates ability number (?P<number>-?\d+) of "(?P<card>[^"]+)"$'))
def when_activate_number(table: Table, player: str, number: str, card: str) -> None:
    """sem33: an ``activate`` action naming the ability by its number as docs/protocol.md counts
    them (from 0 in printed order), any integer: -1 names no ability (the action is refused, 602.1)."""
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    perform_action(table, ActivateAbility(player=player, source=source, ability=int(number)))


@then(parsers.re(rf'{PLAYER} controls (?P<n>no|{COUNT}) "(?P<card>[^"]+)" tokens?$'))
def then_controls_tokens(table: Table, player: str, n: str, card: str) -> None:
    found = [p for p in table.observe().battlefield if p.token and p.name == card and p.controller == player]
    expected = 0 if n == "no" else count_of(n)
    others = [(p.name, p.controller, p.token) for p in table.observe().battlefield]
    assert len(found) == expected, (f"{player} controls {len(found)} token(s) named {card!r}, expected "
                                    f"{expected}; the battlefield: {others}")


@then(parsers.re(rf'{PLAYER} controls (?P<n>no|{COUNT}) (?:(?P<power>\d+)/(?P<toughness>\d+) )?creature tokens?$'))
def then_controls_creature_tokens(table: Table, player: str, n: str, power: str | None, toughness: str | None) -> None:
    """Creature tokens ``player`` controls (of that power and toughness), whatever their names."""
    battlefield = table.observe().battlefield
    found = [p for p in battlefield if p.token and p.controller == player and "Creature" in p.types
             and (power is None or (p.power, p.toughness) == (int(power), int(toughness)))]
    expected = 0 if n == "no" else count_of(n)
    assert len(found) == expected, (f"{player} controls {len(found)} such creature token(s), expected {expected}; "
                                    f"the battlefield: {[(p.name, p.controller, p.token, p.power, p.toughness) for p in battlefield]}")


@then(parsers.re(r'no token is in a zone other than the battlefield$'))
def then_no_token_elsewhere(table: Table) -> None:
    # 111.7, 704.5d: a token in another zone ceases to exist as a state-based action. Outside the
    # battlefield a view does not say ``token``: a token there shows under a token entry's name.
    obs = table.observe()
    elsewhere = [(c.name, zone) for p in obs.players for zone in ("hand", "graveyard", "library")
                 for c in getattr(p, zone) if is_token_name(c.name)]
    elsewhere += [(c.name, "exile") for c in obs.exile if is_token_name(c.name)]
    assert not elsewhere, f"tokens outside the battlefield: {elsewhere}"


def is_token_name(name: str) -> bool:
    """Whether ``name`` is a token entry of the card data (layout ``token``), not a card's."""
    data = load_cards().get(name)
    return data is not None and data.layout == "token"


@then(parsers.re(r'"(?P<card>[^"]+)" was cast (?P<times>once|twice|never)$'))
def then_cast_times(table: Table, card: str, times: str) -> None:
    # 707.10: "a copy of a spell isn't cast": only the spells cast report spell_cast.
    cast = [e for e in table.events_of(EventType.SPELL_CAST) if e.name == card]
    expected = {"never": 0, "once": 1, "twice": 2}[times]
    assert len(cast) == expected, f"{card} was cast {len(cast)} time(s); events: {event_names(table)}"


@then(parsers.re(rf'the stack holds a copy of "(?P<card>[^"]+)" controlled by {PLAYER}$'))
def then_copy_on_stack(table: Table, card: str, player: str) -> None:
    # 707.10: a copy is a spell with no card; its controller is who put it on the stack.
    stack = table.observe().stack
    copies = [s for s in stack if s.kind == "spell" and s.name == card and s.card is None]
    if not copies:
        raise AssertionError(f"no copy of {card} on the stack: {[(s.name, s.card, s.controller) for s in stack]}")
    assert any(s.controller == player for s in copies), \
        f"the copy of {card} is controlled by {[s.controller for s in copies]}"


@then(parsers.re(r'"(?P<card>[^"]+)" is not (?:in|on) any zone$'))
def then_in_no_zone(table: Table, card: str) -> None:
    zones = table.zones_of(table.check_card(card))
    if any(z == Zone.STACK for z in zones):
        raise ScenarioError(f"{card} is still on the stack")
    assert not zones, f"{card} is in {[str(z) for z in zones]}"
