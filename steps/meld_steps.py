"""Steps for meld scenarios (see steps/game_steps.py for the shared ones; a melded permanent is set
up with emerge_steps' ``<player> has "Chittering Host" on the battlefield melded from "Graf Rats" and
"Midnight Scavengers"``, and flashback_steps has ``the mana value of "<card>" on the stack is N``).

Auras are set up with ``<player> has … on the battlefield enchanting …`` (never ``<player> controls
…``, which the shared step reads as a list of card names):

    Bob has "Unhallowed Pact" on the battlefield enchanting "Chittering Host"
    Bob has "Wheel of Sun and Moon" on the battlefield enchanting Alice

Answers to the questions a melded permanent leaving the battlefield raises:

    Alice will put the two cards in the order "Midnight Scavengers", "Graf Rats"   (card_order)
    Alice will choose the replacement effect of "Leyline of the Void"             (replacement_effect)
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.cards import load_cards
from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    AdvanceTo, Block, DeclareBlockers, EventType, OutsideEvent, OutsideEventKind, PermanentSetup,
    QuestionKind, ScriptedChoice, Step, Target, Unsupported, Zone,
)
from steps.game_steps import PLAYER, distinct_objects, perform_action

_NAMES = re.compile(r'"([^"]+)"')
_WHO = r"(?:Alice|Bob|Carol|Dave)"


def _names(text: str) -> list[str]:
    names = [Table.check_card(n) for n in _NAMES.findall(text)]
    if not names:
        raise ScenarioError(f"no quoted card names in {text!r}")
    return names


# --------------------------------------------------------------------------------------------
# Given
# --------------------------------------------------------------------------------------------

@given(parsers.re(rf'{PLAYER} has "(?P<card>[^"]+)" on the battlefield enchanting '
                  rf'(?:"(?P<permanent>[^"]+)"|(?P<enchanted>{_WHO}))$'))
def given_aura(table: Table, player: str, card: str, permanent: str | None, enchanted: str | None) -> None:
    """An Aura attached to a permanent (the first with that name) or to a player (CR 303.4)."""
    if permanent is not None:
        table.check_card(permanent)
    table.draft(player).battlefield.append(PermanentSetup(
        card=table.check_card(card), attached_to=permanent or enchanted))


@given(parsers.re(rf'{PLAYER} will put the two cards in the order (?P<cards>"[^"]+", "[^"]+")'
                  r'(?P<if_asked>, if asked)?$'))
def given_card_order(table: Table, player: str, cards: str, if_asked: str | None) -> None:
    """The order in which the two cards of a melded permanent are put into their new zone, first
    first (CR 712.21a-b): the first is a graveyard's lower card, a library's lower card when put on
    top, the upper one when put on the bottom; in exile, the earlier timestamp. ", if asked": the
    engine need not ask (docs/protocol.md, ``card_order``: into exile, where no effect of the
    scenario reads which card was exiled later, the order has no consequence to see)."""
    choice = ScriptedChoice(question=QuestionKind.CARD_ORDER, answer=_names(cards))
    if if_asked:
        table.script_if_asked(choice)
    else:
        table.script(choice)


@given(parsers.re(rf'{PLAYER} will choose the replacement effect of "(?P<source>[^"]+)"$'))
def given_replacement_choice(table: Table, player: str, source: str) -> None:
    """CR 616.1: the affected player chooses which replacement effect applies first."""
    table.script(ScriptedChoice(question=QuestionKind.REPLACEMENT_EFFECT, answer=table.check_card(source)))


@given(parsers.re(rf'{PLAYER} will name "(?P<card>[^"]+)"$'))
def given_name_card(table: Table, player: str, card: str) -> None:
    """A card name (201.2): a card's, or one of the two names of a split card (709.4a: "the player
    must choose one of those names and not both")."""
    db = load_cards()
    if not any(f.name == card for name in db.names() for f in db[name].faces):
        table.check_card(card)
    table.script(ScriptedChoice(question=QuestionKind.NAME_CARD, answer=card))


@given(parsers.re(rf'{PLAYER} will (?P<answer>use|decline) the optional ability of "(?P<source>[^"]+)"$'))
def given_may(table: Table, player: str, answer: str, source: str) -> None:
    """The answer to "you may ..." as the ability resolves."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.MAY, answer=answer == "use"))


@given(parsers.re(rf'{PLAYER} will target (?P<target>{_WHO}) with the ability of "(?P<source>[^"]+)"$'))
def given_trigger_targets_player(table: Table, player: str, target: str, source: str) -> None:
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player=target)]))


@given(parsers.re(rf'{PLAYER} will target "(?P<target>[^"]+)" in (?P<whose>her|his|their) graveyard with the '
                  r'ability of "(?P<source>[^"]+)"$'))
def given_trigger_targets_graveyard_card(table: Table, player: str, target: str, whose: str, source: str) -> None:
    """A triggered ability's target in its controller's graveyard (Midnight Scavengers). The card's id
    is known only once the game has started, so this step starts it: it comes after the steps that
    set up the game, and before the choices the engine asks for after that target."""
    table.check_card(source)
    table.start()
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[
        Target(object=table.find(table.check_card(target), zone=Zone.GRAVEYARD, player=player))]))


@given(parsers.re(rf'{PLAYER} will choose (?:her|his|their) first "(?P<partner>[^"]+)" to meld with '
                  r'"(?P<card>[^"]+)"$'))
def given_meld_partner(table: Table, player: str, partner: str, card: str) -> None:
    """701.42a: with several creatures named as ``card``'s meld partner, its controller chooses which
    one is exiled and melded (``choose_object``): here the first of ``player``'s permanents of that
    name the engine reports. The permanent's id is known only once the game has started, so this
    step starts it (after the steps that set up the game); the id is kept for
    ``the "<partner>" Alice chose was melded``."""
    table.check_card(card)
    table.start()
    chosen = table.find(table.check_card(partner), zone=Zone.BATTLEFIELD, player=player)
    table.meld_partner = chosen         # type: ignore[attr-defined]
    table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=chosen))


# --------------------------------------------------------------------------------------------
# When
# --------------------------------------------------------------------------------------------

@when(parsers.re(r'an effect tries to turn "(?P<card>[^"]+)" face down$'))
def when_turn_face_down(table: Table, card: str) -> None:
    perform_action(table, OutsideEvent(event=OutsideEventKind.TURN_FACE_DOWN,
                                       object=table.find(table.check_card(card), zone=Zone.BATTLEFIELD)))


@when(parsers.re(rf'{PLAYER} declares (?P<blockers>"[^"]+"(?: and "[^"]+")*) as (?:a )?blockers? of '
                 r'"(?P<attacker>[^"]+)"$'))
def when_block(table: Table, player: str, blockers: str, attacker: str) -> None:
    """Advance to the declare blockers step (if not there), then declare these blocks (CR 509.1)."""
    attacker_id = table.find(table.check_card(attacker), zone=Zone.BATTLEFIELD)
    if table.observe().awaiting != "declare_blockers":
        perform_action(table, AdvanceTo(step=Step.DECLARE_BLOCKERS))
    perform_action(table, DeclareBlockers(player=player, blocks=tuple(
        Block(blocker=blocker, attacker=attacker_id)
        for blocker in distinct_objects(table, _names(blockers), zone=Zone.BATTLEFIELD, player=player))))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

@then(parsers.re(r'"(?P<card>[^"]+)" is one permanent represented by "(?P<a>[^"]+)" and "(?P<b>[^"]+)"$'))
def then_melded_permanent(table: Table, card: str, a: str, b: str) -> None:
    found = [p for p in table.observe().battlefield if p.name == card]
    assert len(found) == 1, f"{len(found)} permanents named {card} on the battlefield"
    assert sorted(found[0].cards) == sorted([a, b]), f"{card} is represented by {list(found[0].cards)}"


@then(parsers.re(rf'"(?P<card>[^"]+)" is on the battlefield as a permanent of its own, front face up'
                 rf'(?:, under {PLAYER}\'s control)?$'))
def then_own_permanent(table: Table, card: str, player: str | None) -> None:
    """A permanent named for the card's front face and represented by that card alone (CR 712.14)."""
    found = [p for p in table.observe().battlefield if p.name == card and tuple(p.cards) == (card,)]
    assert found, f"no permanent {card} represented by that card alone; battlefield: " \
                  f"{[(p.name, list(p.cards)) for p in table.observe().battlefield]}"
    if player is not None:
        assert any(p.controller == player for p in found), f"{card} is controlled by {found[0].controller}"


@then(parsers.re(r'"(?P<a>[^"]+)" and "(?P<b>[^"]+)" melded into "(?P<card>[^"]+)"$'))
def then_melded(table: Table, a: str, b: str, card: str) -> None:
    """712.4a: the meld pair's ability exiles both cards, then melds them (701.42a): the two named
    cards were each exiled, then a ``melded`` event names ``card`` and the two cards (its
    ``detail``, docs/protocol.md), and the permanent is represented by those two cards."""
    pair = sorted((table.check_card(a), table.check_card(b)))
    table.check_card(card)
    events = table.events
    melded = [i for i, e in enumerate(events) if e.type == EventType.MELDED and e.name == card]
    assert melded, f"nothing melded into {card}; events: {[f'{e.type}:{e.name}' for e in events]}"
    event = events[melded[-1]]
    assert sorted((event.detail or "").split(" + ")) == pair, \
        f"{card} was melded from {event.detail!r}, not from {a} and {b}"
    exiled = sorted(e.name for e in events[:melded[-1]]
                    if e.type == EventType.ZONE_CHANGE and e.to_zone == Zone.EXILE and e.name in pair)
    assert exiled == pair, f"before melding, {exiled} were exiled, not {a} and {b} (712.4a)"
    perm = next((p for p in table.observe().battlefield if p.id == event.object), None)
    assert perm is not None and sorted(perm.cards) == pair, \
        f"the melded permanent {card} is {perm}, not represented by {a} and {b}"


@then(parsers.re(rf'the "(?P<partner>[^"]+)" {PLAYER} chose was melded and (?:her|his|their) other one was not$'))
def then_chosen_partner_melded(table: Table, partner: str, player: str) -> None:
    """The permanent chosen by ``<player> will choose her first "<partner>" to meld with …`` left the
    battlefield as itself (it is part of the melded permanent, a new object, 400.7), and the other
    permanent of that name is still on the battlefield with its id (one permanent, 701.42a)."""
    chosen = getattr(table, "meld_partner", None)
    if chosen is None:
        raise ScenarioError(f'no step chose which "{partner}" to meld')
    obs = table.observe()
    ids = [p.id for p in obs.battlefield if p.name == table.check_card(partner) and p.controller == player]
    assert chosen not in ids, f"the {partner} chosen ({chosen}) is still on the battlefield as itself"
    assert len(ids) == 1, f"{player} controls {len(ids)} permanents named {partner} ({ids}), expected the other one"


@then(parsers.re(r'the mana value of "(?P<card>[^"]+)" on the battlefield is (?P<n>\d+)$'))
def then_permanent_mana_value(table: Table, card: str, n: str) -> None:
    perm = table.permanent(card)
    if perm.mana_value is None:
        raise Unsupported("the engine does not report the mana value of permanents")
    assert perm.mana_value == int(n), f"{card} has mana value {perm.mana_value}"


@then(parsers.re(rf'{PLAYER}\'s graveyard is (?P<cards>"[^"]+"(?:, "[^"]+")*) from bottom to top$'))
def then_graveyard_order(table: Table, player: str, cards: str) -> None:
    graveyard = [c.name for c in table.observe().player(player).graveyard]
    assert graveyard == _names(cards), f"{player}'s graveyard is {graveyard} from bottom to top"


@then(parsers.re(rf'the bottom cards of {PLAYER}\'s library are (?P<cards>"[^"]+"(?:, "[^"]+")*), the '
                 r'last one at the bottom$'))
def then_library_bottom(table: Table, player: str, cards: str) -> None:
    library = [c.name for c in table.observe().player(player).library]
    expected = _names(cards)
    assert library[-len(expected):] == expected, f"{player}'s library is {library} from top to bottom"


@then(parsers.re(rf'{PLAYER} drew (?P<n>one card|two cards)$'))
def then_drew(table: Table, player: str, n: str) -> None:
    drawn = [e.name for e in table.events_of(EventType.DREW) if e.player == player]
    assert len(drawn) == {"one card": 1, "two cards": 2}[n], f"{player} drew {drawn}"
