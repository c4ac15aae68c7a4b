"""Steps for face-down spells (CR 708.2, 708.4, 708.9: a card cast face down for its morph cost,
702.37a) and permanents turned face up (701.40a, 708.8) (issue 29, g2faces)."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import Table
from mtg_conformance.protocol import CastSpell, EventType, Unsupported, Zone
from steps.game_steps import PLAYER, perform_action


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" face down for its morph cost$'))
def when_cast_morph(table: Table, player: str, card: str) -> None:
    """702.37a: "You may cast this card as a 2/2 face-down creature ... by paying {3} rather than
    paying its mana cost": the alternative cost ``morph`` (docs/protocol.md, `cast`)."""
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, alternative_cost="morph"))


def _face_down_spell(table: Table, card: str):
    card = table.check_card(card)
    spells = [s for s in table.observe().stack if s.kind == "spell" and s.card == card]
    assert spells, f"no spell on the stack is represented by {card}: {[(s.name, s.card) for s in table.observe().stack]}"
    return spells[0]


@then(parsers.re(r'the spell "(?P<card>[^"]+)" is on the stack face down, with no name and mana value 0$'))
def then_face_down_spell(table: Table, card: str) -> None:
    """708.2: "Face-down spells ... have no characteristics other than those listed by the ability
    or rules that allowed the spell ... to be face down"; 702.37a lists "no name ... and no mana
    cost": ``name`` is "" (as a face-down permanent's, docs/protocol.md) and the mana value 0
    (202.3a). The observation names the card it is (``card``), as it reveals hidden zones."""
    spell = _face_down_spell(table, card)
    assert spell.name == "", f"the face-down {card} has the name {spell.name!r}; a face-down spell has none (708.2)"
    if spell.mana_value is None:
        raise Unsupported("the engine does not report the mana value of spells")
    assert spell.mana_value == 0, f"the face-down {card} has mana value {spell.mana_value}, not 0 (no mana cost)"


@then(parsers.re(rf'{PLAYER} paid (?P<paid>(?:\{{[0-9WUBRGC]+\}})+) for the face-down spell "(?P<card>[^"]+)"$'))
def then_paid_face_down(table: Table, player: str, paid: str, card: str) -> None:
    """The `spell_cast` event of the face-down spell (the one whose object is the spell that the
    card became on the stack) says what was paid (601.2h)."""
    spell = _face_down_spell(table, card)
    casts = [e for e in table.events_of(EventType.SPELL_CAST) if e.object == spell.id]
    assert casts, f"no spell_cast event for the face-down {card} ({spell.id})"
    assert casts[0].player == player, f"{casts[0].player} cast the face-down {card}"
    assert casts[0].paid == paid, f"{player} paid {casts[0].paid!r} for the face-down {card}, not {paid}"


@then(parsers.re(r'"(?P<card>[^"]+)" is on the battlefield face up as itself, a (?P<power>\d+)/(?P<toughness>\d+) '
                 r'with mana value (?P<mv>\d+)$'))
def then_face_up_as_itself(table: Table, card: str, power: str, toughness: str, mv: str) -> None:
    """708.8: "As a face-down permanent is turned face up, its copiable values revert to its normal
    copiable values"; 701.40a: the manifest effect "ends when it's turned face up": the permanent the
    card represents has the card's name, power, toughness and mana value again."""
    card = table.check_card(card)
    perms = [p for p in table.observe().battlefield if card in p.cards]
    assert perms, f"no permanent on the battlefield is represented by {card}"
    perm = perms[0]
    assert not perm.face_down, f"{card} is still face down"
    assert perm.name == card, f"{card} face up has the name {perm.name!r}"
    assert (perm.power, perm.toughness) == (int(power), int(toughness)), \
        f"{card} face up is {perm.power}/{perm.toughness}, not {power}/{toughness}"
    if perm.mana_value is None:
        raise Unsupported("the engine does not report the mana value of permanents")
    assert perm.mana_value == int(mv), f"{card} face up has mana value {perm.mana_value}, not {mv}"


@then(parsers.re(r'the permanent represented by "(?P<card>[^"]+)" is (?P<state>tapped|untapped)$'))
def then_represented_tapped(table: Table, card: str, state: str) -> None:
    """The permanent the card ``card`` represents (``cards``), whatever name it has now (a Clone that
    copied something has the copied name)."""
    card = table.check_card(card)
    perms = [p for p in table.observe().battlefield if card in p.cards]
    assert perms, f"no permanent on the battlefield is represented by {card}"
    assert perms[0].tapped == (state == "tapped"), \
        f"the permanent represented by {card} ({perms[0].name!r}) is {'tapped' if perms[0].tapped else 'untapped'}"


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" from (?:her|his|their) graveyard for its disturb cost$'))
def when_cast_disturb(table: Table, player: str, card: str) -> None:
    """702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard by
    paying [cost] rather than its mana cost": the alternative cost ``disturb`` (docs/protocol.md, `cast`)."""
    card_id = table.find(table.check_card(card), zone=Zone.GRAVEYARD, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, alternative_cost="disturb"))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" as its back face "(?P<face>[^"]+)"$'))
def when_cast_back_face(table: Table, player: str, card: str, face: str) -> None:
    """712.11b: "A player casting a modal double-faced card ... chooses which face they are casting
    before putting it onto the stack": the cast's ``face`` names it (docs/protocol.md, `cast`)."""
    table.check_card(face)
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, face=face))
