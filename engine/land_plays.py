"""Playing lands (CR 116.2a, 305.1–305.4, 505.6b)."""

from __future__ import annotations

from mtg_conformance.cards import CardData
from mtg_conformance.protocol import Event, EventType, IllegalAction, Zone

from . import hooks, permissions, scripts
from .game import MAIN_STEPS, Game, Obj, UntilEndOfTurn


def lands_allowed(game: Game, player: str) -> int:
    """CR 305.2: one land per turn, plus each "you may play an additional land" effect in force
    (they are cumulative)."""
    extra = 0
    for effect in game.until_eot:                      # e.g. Enter the Unknown's, until end of turn
        if effect.kind == "land_plays" and effect.player == player:
            extra += effect.amount
    for _, you in scripts.statics(game, "any number of additional lands"):
        if you == player:
            return 10**6                               # e.g. the plane Naya
    for _, you in scripts.statics(game, "additional land"):
        if you == player:
            extra += 1
    return 1 + extra


def land_plays_left(game: Game, player: str) -> int:
    """How many more lands ``player`` may play this turn (none on another player's turn, 305.3)."""
    if game.active != player:
        return 0
    return max(0, lands_allowed(game, player) - game.player(player).lands_played)


def grant_additional_land(game: Game, player: str, amount: int = 1) -> None:
    """"You may play an additional land this turn" (e.g. Enter the Unknown)."""
    game.until_eot.append(UntilEndOfTurn(kind="land_plays", player=player, amount=amount))


def verify_play_land(game: Game, player: str, card_id: str, face: str | None = None) -> None:
    """Raise :class:`IllegalAction` unless ``player`` may play the land ``card_id`` now (with its
    face ``face`` up, for a modal double-faced card: 712.12)."""
    p = game.player(player)
    card = _land_card(game, player, card_id, face)
    if card is None:
        raise IllegalAction(f"{player} has no card {card_id} in hand (or that an effect lets them play) "
                            "to play", "305.1")
    types = game.types(card)
    if face is not None and face != card.name:
        back = _face(card, face)
        if back is None:
            raise IllegalAction(f"{card.name} has no face named {face!r} to play", "712.12")
        types = back.types
    if "Land" not in types:
        raise IllegalAction(f"{face or card.name} is not a land", "305.1")
    if game.active != player:
        raise IllegalAction(f"{player} cannot play a land on {game.active}'s turn", "305.3")
    if game.step not in MAIN_STEPS:
        raise IllegalAction(f"a land can be played only in a main phase, not in the {game.step} step",
                            "305.1")
    if game.stack:
        raise IllegalAction("a land can be played only while the stack is empty", "305.1")
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority", "116.2a")
    if p.lands_played >= lands_allowed(game, player):
        raise IllegalAction(
            f"{player} has played {p.lands_played} land(s) this turn and may play "
            f"{lands_allowed(game, player)}", "305.2b")


def _face(card: Obj, face: str) -> CardData | None:
    """The face named ``face`` of a modal double-faced card (712.12), or None."""
    if card.data.layout != "modal_dfc":
        return None
    return next((f for f in card.data.faces if f.name == face), None)


def _land_card(game: Game, player: str, card_id: str, face: str | None = None) -> Obj | None:
    """The card ``card_id`` if ``player`` may play it as a land, with the face ``face`` up, from
    where it is: their hand (305.1), or a zone an effect lets them play it from that way
    (``permissions``: the top of their library, exile): 712.12, a modal double-faced card is played
    as a land with the land face chosen up."""
    card = next((c for c in game.player(player).hand if c.id == card_id), None)
    if card is None:
        card = game.find(card_id)
        played = None if card is None or face is None or face == card.name else _face(card, face)
        if card is None or not permissions.may_play_from(game, player, card, played or card.data):
            return None
    return card


def play_land(game: Game, player: str, card_id: str, face: str | None = None) -> None:
    verify_play_land(game, player, card_id, face)
    p = game.player(player)
    card = _land_card(game, player, card_id, face)
    assert card is not None
    if face is not None and face != card.name:
        card = game.replace_object(card, face=face)  # 712.12: it enters with that face up
    p.lands_played += 1
    new = game.move(card, Zone.BATTLEFIELD)
    game.emit(Event(type=EventType.LAND_PLAYED, object=new.id, name=new.name, player=player))
    game.passes = 0
    game.give_priority(player)                       # 117.3c


def new_turn(game: Game, previous: str) -> None:
    """A new turn begins (``hooks.TURN_BEGINS``): 305.2 counts the lands played "during their
    turn", so each player has played none yet."""
    for p in game.players:
        p.lands_played = 0


hooks.TURN_BEGINS.append(new_turn)
