"""Steps for playing cards from zones other than the hand (permission effects: Courser of Kruphix,
Act on Impulse), for flashback granted until end of turn (Snapcaster Mage's target in a graveyard)
and for buyback:

    Alice plays "Forest" from the top of her library
    Alice plays "Skyclave Cleric" as "Skyclave Basilica" from the top of her library
    Alice plays "Forest" from exile
    Alice casts "Lightning Bolt" from exile targeting Bob
    Alice casts "Think Twice" from exile with flashback
    Alice casts "Grizzly Bears" from the top of her library
    Alice will target "Lightning Bolt" in her graveyard with the ability of "Snapcaster Mage"
    Alice casts "Whispers of the Muse" with buyback
    Alice casts "Whispers of the Muse" with buyback and flashback

The protocol names a card by its id in the zone it is played from (docs/protocol.md, ``cast`` and
``play_land``): these steps find that id in the zone they name.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import CastSpell, PlayLand, QuestionKind, ScriptedChoice, Target, Zone
from steps.game_steps import PLAYER, perform_action, targets_named

_WHERE = r'from (?:(?P<exile>exile)|the top of (?:her|his|their) library)'
_TARGETING = r'(?: targeting (?P<targets>.+))?'


def _top_of_library(table: Table, player: str, card: str) -> str:
    """The id of ``player``'s top library card, which must be ``card`` (the scenario says so)."""
    library = table.observe().player(player).library
    if not library or library[0].name != card:
        raise ScenarioError(f"the top card of {player}'s library is "
                            f"{library[0].name if library else 'nothing'!r}, not {card!r}")
    return library[0].id


def _card_elsewhere(table: Table, player: str, card: str, exile: str | None) -> str:
    table.check_card(card)
    if exile:
        return table.find(card, zone=Zone.EXILE)
    return _top_of_library(table, player, card)


@when(parsers.re(rf'{PLAYER} plays "(?P<card>[^"]+)"(?: as "(?P<face>[^"]+)")? {_WHERE}$'))
def when_play_land_elsewhere(table: Table, player: str, card: str, face: str | None, exile: str | None) -> None:
    """Plays a land from the top of the player's library or from exile (116.2a: "from the zone it
    was in"), as an effect allows; ``as "Face"``: a modal double-faced card with that land face up
    (712.12, the ``play_land`` action's ``face``)."""
    if face is not None:
        table.check_card(face)
    perform_action(table, PlayLand(player=player, card=_card_elsewhere(table, player, card, exile), face=face))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" {_WHERE}(?P<flashback> with flashback)?{_TARGETING}$'))
def when_cast_elsewhere(table: Table, player: str, card: str, exile: str | None, flashback: str | None,
                        targets: str | None) -> None:
    """Casts a card from exile or from the top of the player's library (601.2a: "moves that card
    ... from where it is to the stack"), for its mana cost or, as announced, with flashback."""
    card_id = _card_elsewhere(table, player, card, exile)
    perform_action(table, CastSpell(player=player, card=card_id, targets=targets_named(table, targets),
                                    alternative_cost="flashback" if flashback else None))


@when(parsers.re(rf'{PLAYER} will target "(?P<target>[^"]+)" in (?:her|his|their) graveyard with the ability '
                 r'of "(?P<source>[^"]+)"$'))
def when_trigger_targets_graveyard_card(table: Table, player: str, target: str, source: str) -> None:
    """Answers the ``targets`` question of ``source``'s triggered ability with a card in
    ``player``'s graveyard (Snapcaster Mage's "target instant or sorcery card in your graveyard").
    A When step: the card's id is known once the game has started."""
    table.check_card(source)
    card = table.find(table.check_card(target), zone=Zone.GRAVEYARD, player=player)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(object=card)]))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" with buyback(?P<flashback> and flashback)?{_TARGETING}$'))
def when_cast_with_buyback(table: Table, player: str, card: str, flashback: str | None,
                           targets: str | None) -> None:
    """Casts a spell announcing its buyback cost (702.27a, an optional additional cost: 601.2b),
    from the hand, or with flashback from the graveyard."""
    zone = Zone.GRAVEYARD if flashback else Zone.HAND
    card_id = table.find(table.check_card(card), zone=zone, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, targets=targets_named(table, targets),
                                    alternative_cost="flashback" if flashback else None, additional_costs=("buyback",)))
