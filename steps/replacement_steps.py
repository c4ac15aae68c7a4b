"""Steps for replacement effects on any event (CR 614, 616), modal double-faced cards (712.3) and
face-down permanents (708) (repl17; shared steps are in steps/game_steps.py, and meld_steps has the
answer to the ``replacement_effect`` question:
``Alice will choose the replacement effect of "Hardened Scales"``)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import Table
from mtg_conformance.protocol import PlayLand, QuestionKind, ScriptedChoice, Unsupported, Zone
from steps.game_steps import PLAYER, perform_action

@given(parsers.re(rf'{PLAYER} will scry "(?P<card>[^"]+)" to the bottom of (?:her|his|their) library$'))
def given_scry_bottom(table: Table, player: str, card: str) -> None:
    """The answer to ``scry`` (CR 701.22a): the card looked at goes to the bottom."""
    table.script(ScriptedChoice(question=QuestionKind.SCRY, answer=[table.check_card(card)]))


@given(parsers.re(rf'{PLAYER} will keep "(?P<card>[^"]+)" on top of (?:her|his|their) library when scrying$'))
def given_scry_top(table: Table, player: str, card: str) -> None:
    """The answer to ``scry``: nothing goes to the bottom."""
    table.check_card(card)
    table.script(ScriptedChoice(question=QuestionKind.SCRY, answer=[]))


@when(parsers.re(rf'{PLAYER} plays "(?P<card>[^"]+)" as "(?P<face>[^"]+)"$'))
def when_play_face(table: Table, player: str, card: str, face: str) -> None:
    """A modal double-faced card played with the land face ``face`` up (CR 712.12)."""
    table.check_card(face)
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, PlayLand(player=player, card=card_id, face=face))


@then(parsers.re(r'"(?P<card>[^"]+)" is a face-(?P<side>down|up) 2/2 creature with no name, no subtypes and no '
                 r'mana cost$'))
def then_nameless_2_2(table: Table, card: str, side: str) -> None:
    """708.2a, 701.40a: "a 2/2 face-down creature ... with no text, no name, no subtypes, and no
    mana cost"; the card it is stays known to the suite (``cards``). No name: ``name`` is "".
    Face up: 708.2, 707.2: those are the copiable values of a face-down permanent, and a permanent
    copying it has them, face up."""
    card = table.check_card(card)
    perms = [p for p in table.observe().battlefield if card in p.cards]
    assert perms, f"no permanent on the battlefield is represented by {card}"
    perm = perms[0]
    assert perm.face_down == (side == "down"), \
        f"{card} is on the battlefield face {'down' if perm.face_down else 'up'}, as {perm.name!r}, not face {side}"
    assert perm.name == "", f"{card} has the name {perm.name!r}; a face-down permanent and its copies have none (708.2a)"
    assert (perm.power, perm.toughness) == (2, 2), f"{card} is {perm.power}/{perm.toughness}, not 2/2"
    assert tuple(perm.types) == ("Creature",), f"{card} has the types {perm.types}"
    if perm.mana_value is None:
        raise Unsupported("the engine does not report the mana value of permanents")
    assert perm.mana_value == 0, f"{card} has mana value {perm.mana_value}, not 0 (no mana cost)"


@then(parsers.re(r'no permanent is face down$'))
def then_none_face_down(table: Table) -> None:
    down = [p.cards for p in table.observe().battlefield if p.face_down]
    assert not down, f"face-down permanents: {down}"


@when(parsers.re(rf'{PLAYER} plays "(?P<card>[^"]+)" sacrificing "(?P<first>[^"]+)" and "(?P<second>[^"]+)"$'))
def when_play_sacrificing(table: Table, player: str, card: str, first: str, second: str) -> None:
    """mut5: Lotus Vale played while its controller has more than two untapped lands (614.12,
    701.21a): the lands to sacrifice are chosen as it would enter, one ``choose_object`` answer each
    (the untapped permanent named, first found), scripted now that their ids exist."""
    for name in (first, second):
        table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=table.find(
            table.check_card(name), zone=Zone.BATTLEFIELD, player=player, untapped=True)))
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, PlayLand(player=player, card=card_id))
