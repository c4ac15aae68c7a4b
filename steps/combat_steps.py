"""Steps for combat keywords (features/combat.feature): what a player sees of attacking creatures,
and how the attacking player divides a blocked creature's combat damage (dmg17: the protocol's
``assign_combat_damage`` question, 510.1c-e, 702.19b)."""

from __future__ import annotations

import dataclasses
import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    AdvanceTo, Attack, Block, DeclareAttackers, DeclareBlockers, EventType, QuestionKind, ScriptedChoice, Step, Zone,
)
from steps.game_steps import PLAYER, perform_action, step_of

_PART = re.compile(r'^(?P<amount>-?\d+) to (?:"(?P<card>[^"]+)"|(?P<player>Alice|Bob|Carol|Dave))$')


@then(parsers.re(r'"(?P<card>[^"]+)" is untapped$'))
def then_untapped(table: Table, card: str) -> None:
    assert not table.permanent(card).tapped, f"{card} is tapped"


@when(parsers.re(r'(?P<player>Alice|Bob|Carol|Dave) will (?P<instead>instead )?assign the combat damage of '
                 r'"(?P<card>[^"]+)": (?P<parts>.+)$'))
def when_assign_combat_damage(table: Table, player: str, instead: str | None, card: str, parts: str) -> None:
    """Scripts ``player``'s answer to the ``assign_combat_damage`` question of the next combat damage
    step: how ``card``'s combat damage is divided, e.g. ``2 to "Grizzly Bears" and 1 to "Elite
    Vanguard"`` or ``1 to "Elite Vanguard" and 5 to Bob`` (trample, 702.19b). Each creature is the
    first permanent of that name. Several such steps in a row make one answer (510.1: the player
    announces how each of their creatures assigns its damage, all at once). "will instead assign"
    drops the assignments still scripted (one the engine rejected, 510.1e) and starts a new one."""
    source = table.permanent(card).id
    entries = []
    for part in re.split(r", | and ", parts):
        m = _PART.match(part.strip())
        if m is None:
            raise ScenarioError(f"cannot read {part!r} as a part of a combat damage assignment: "
                                'write N to "Card" or N to Player, joined by ", " or " and "')
        recipient = {"object": table.permanent(m["card"]).id} if m["card"] else {"player": m["player"]}
        entries.append({"source": source, **recipient, "amount": int(m["amount"])})
    if instead:
        table.choices[:] = [c for c in table.choices if c.question != QuestionKind.ASSIGN_COMBAT_DAMAGE]
    elif table.choices and table.choices[-1].question == QuestionKind.ASSIGN_COMBAT_DAMAGE \
            and _controllers(table, table.choices[-1].answer) == {table.permanent(card).controller}:
        last = table.choices.pop()          # the same player's answer, one creature more
        entries = [*last.answer, *entries]
    table.script(ScriptedChoice(question=QuestionKind.ASSIGN_COMBAT_DAMAGE, answer=entries))


def _controllers(table: Table, entries: list[dict]) -> set[str]:
    """Who controls the sources of a scripted assignment: one player's answer covers only the
    creatures they control (510.1: the attacking player answers first, then the defending player)."""
    controller = {p.id: p.controller for p in table.observe().battlefield}
    return {controller.get(e["source"], "") for e in entries}


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>no|\d+) damage marked on it$'))
def then_damage_marked(table: Table, card: str, n: str) -> None:
    """120.3e, 120.6: damage dealt to a creature is marked on it until the cleanup step."""
    want = 0 if n == "no" else int(n)
    got = table.permanent(card).damage
    assert got == want, f"{card} has {got} damage marked on it, expected {want}"


# mut (mutation run of 2026-12-01): two attackers in one declaration, in the order written (510.4's
# two combat damage steps and an attacker that left combat must not stop the others' damage).
@when(parsers.re(r'(?P<player>Alice|Bob|Carol|Dave) attacks (?P<defender>Alice|Bob|Carol|Dave) with '
                 r'"(?P<first>[^"]+)" and "(?P<second>[^"]+)"$'))
def when_attack_with_two(table: Table, player: str, defender: str, first: str, second: str) -> None:
    attackers = [table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player) for card in (first, second)]
    perform_action(table, AdvanceTo(step=Step.DECLARE_ATTACKERS))
    perform_action(table, DeclareAttackers(player=player, attacks=tuple(Attack(attacker=a, defender=defender)
                                                                        for a in attackers)))


@then(parsers.re(r'"(?P<card>[^"]+)" is attached to (?:"(?P<to>[^"]+)"|(?P<nothing>nothing))$'))
def then_attached(table: Table, card: str, to: str | None, nothing: str | None) -> None:
    """301.5, 704.5n: the permanent (an Equipment, an Aura) the player sees attached to a permanent
    on the battlefield (the first with that name), or to nothing."""
    got = table.permanent(card).attached_to
    if nothing:
        assert got is None, f"{card} is attached to {got!r}, expected nothing (704.5n)"
        return
    want = table.permanent(to).id
    assert got == want, f"{card} is attached to {got!r}, expected {to} ({want})"


@given(parsers.re(r'"(?P<card>[^"]+)" is attached to "(?P<to>[^"]+)"$'))
def given_attached(table: Table, card: str, to: str) -> None:
    """An Equipment (301.5) set up attached to a creature: both given earlier (the first permanent
    of each name); the creature is named, its id is the engine's (docs/protocol.md, PermanentSetup)."""
    found = [(draft, i) for draft in table.drafts.values() for i, perm in enumerate(draft.battlefield)
             if perm.card == card]
    if not found:
        raise ScenarioError(f"{card!r} is not set up on the battlefield before it is attached")
    if not any(perm.card == to for draft in table.drafts.values() for perm in draft.battlefield):
        raise ScenarioError(f"{to!r} is not set up on the battlefield before {card!r} is attached to it")
    draft, i = found[0]
    draft.battlefield[i] = dataclasses.replace(draft.battlefield[i], attached_to=table.check_card(to))


# issue 29 (gapB): one creature blocking two attackers (Palace Guard: "can block any number of creatures").
@when(parsers.re(r'(?P<player>Alice|Bob|Carol|Dave) declares "(?P<blocker>[^"]+)" as a blocker of '
                 r'"(?P<first>[^"]+)" and "(?P<second>[^"]+)"$'))
def when_block_two(table: Table, player: str, blocker: str, first: str, second: str) -> None:
    """Advance to the declare blockers step (if not there), then declare ``blocker`` (the first
    permanent of that name ``player`` controls) as a blocker of both attackers (CR 509.1a)."""
    blocker_id = table.find(table.check_card(blocker), zone=Zone.BATTLEFIELD, player=player)
    attackers = [table.find(table.check_card(card), zone=Zone.BATTLEFIELD) for card in (first, second)]
    if table.observe().awaiting != "declare_blockers":
        perform_action(table, AdvanceTo(step=Step.DECLARE_BLOCKERS))
    perform_action(table, DeclareBlockers(player=player, blocks=tuple(
        Block(blocker=blocker_id, attacker=a) for a in attackers)))


# g2combat (issue 29, item 2): 503.1a, an ability that triggered during the untap step.
@then(parsers.re(r'the stack holds only the triggered ability of "(?P<card>[^"]+)", controlled by '
                 r'(?P<player>Alice|Bob|Carol|Dave)$'))
def then_stack_holds_one_trigger(table: Table, card: str, player: str) -> None:
    """The stack is exactly one ability, of ``card`` (an ability's name is the engine's own, but must
    mention its source), controlled by ``player``."""
    stack = table.observe().stack
    seen = [(s.kind, s.controller, card in s.name) for s in stack]
    assert seen == [("ability", player, True)], \
        f"the stack, top first, holds {[(s.kind, s.name, s.controller) for s in stack]}; expected only the " \
        f"triggered ability of {card} controlled by {player}"


@given(parsers.re(rf"{PLAYER} has (?P<n>\d+) poison counters?$"))
def given_poison(table: Table, player: str, n: str) -> None:
    """A player's poison counters as the game is set up (``PlayerSetup.poison``, CR 122.1f)."""
    table.draft(player).poison = int(n)


@then(parsers.re(rf"{PLAYER} has (?P<n>\d+) poison counters?$"))
def then_poison(table: Table, player: str, n: str) -> None:
    """The player's poison counters as the observation shows them (``PlayerView.poison``, CR 122.1f)."""
    got = table.observe().player(player).poison
    assert got == int(n), f"{player} has {got} poison counters, expected {n}"


@then(parsers.re(rf"the events say {PLAYER}'s (?P<first>[a-z ]+) began and then (?:her|his|their) (?P<second>[a-z ]+)$"))
def then_step_followed_by(table: Table, player: str, first: str, second: str) -> None:
    """The last action's ``step_began`` events: ``player``'s step (or main phase) ``first`` began, and
    the next step to begin was ``second`` of the same turn (500.1: the order of the steps)."""
    a, b = step_of(first), step_of(second)
    began = [e for e in table.events if e.type in (EventType.STEP_BEGAN, EventType.TURN_BEGAN)]
    at = [i for i, e in enumerate(began) if e.type == EventType.STEP_BEGAN and e.detail == a and e.player == player]
    assert at, f"{player}'s {first} did not begin in the last action: {[(e.type, e.player, e.detail) for e in began]}"
    after = began[at[0] + 1:]
    assert after and after[0].type == EventType.STEP_BEGAN and after[0].detail == b and after[0].player == player, \
        f"after {player}'s {first}, {[(e.type, e.player, e.detail) for e in after[:1]] or 'nothing'} began, expected {second}"
