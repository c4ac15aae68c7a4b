"""Permission effects: playing a card from a zone other than its owner's hand.

A player normally casts spells from their hand (601.3: "A player can begin to cast a spell only if a
rule or effect allows that player to cast it") and plays lands from their hand (305.1: "A player
who has priority may play a land card from their hand"). Some effects allow more:

- "You may play lands from the top of your library" (Courser of Kruphix): a static ability,
  :data:`PLAY_LANDS_FROM_TOP`, that lets its controller play the top card of their own library if
  it is a land card;
- "Until end of turn, you may play those cards" (Act on Impulse): a continuous effect from a
  resolved spell (an :class:`UntilEndOfTurn` of kind :data:`MAY_PLAY`) that names the exiled cards
  it lets a player play. It ends in the cleanup step (514.2); and a card that leaves exile is a new
  object (400.7) that the permission no longer names.

A permission changes only *where from*: timing (117.1a, 305.1), the land drop (305.2: a land
played this way still counts), casting costs (601.2f) and the rule that a land can't be played on
another player's turn (305.3) all apply as they do for a card in hand. Casting moves the card from
wherever it is to the stack (601.2a); playing a land puts it onto the battlefield from the zone it
was in (116.2a). The core asks :func:`may_play_from` through ``hooks.PLAY_PERMISSIONS`` for any card that is not
in its owner's hand (or graveyard, for flashback).
"""

from __future__ import annotations

from mtg_conformance.cards import CardData
from mtg_conformance.protocol import Zone

from . import hooks, scripts
from .game import Game, Obj, UntilEndOfTurn

PLAY_LANDS_FROM_TOP = "play lands from the top of your library"
"""The static ability (by the name ``CardScript.static`` uses) of Courser of Kruphix."""

MAY_PLAY = "may play"
"""The ``UntilEndOfTurn.kind`` of "until end of turn, you may play that card"."""


def may_play_from(game: Game, player: str, card: Obj, as_land: CardData | None = None) -> bool:
    """Whether an effect lets ``player`` play ``card`` from the zone it is in now: as a land with the
    face ``as_land`` up (``hooks.PLAY_PERMISSIONS``), or (None) cast it. It says nothing about
    timing or costs: those are checked as for a card in hand.

    "You may play those cards" (exile) allows either. "You may play lands from the top of your
    library" allows a land play only, of a card played with a land face up: a modal double-faced
    card whose front face is not a land may be played as its land face (712.12; Zendikar Rising
    release notes: "If an effect allows you to play a land or cast a spell from among a group of
    cards, you may play or cast a modal double-faced card with any face that fits that criteria"),
    but not cast."""
    if card.zone == Zone.EXILE:
        return any(e.kind == MAY_PLAY and e.player == player and e.object == card.id for e in game.until_eot)
    if card.zone == Zone.LIBRARY:
        library = game.player(card.owner).library
        return card.owner == player and bool(library) and library[0] is card \
            and as_land is not None and "Land" in as_land.types \
            and any(you == player for _, you in scripts.statics(game, PLAY_LANDS_FROM_TOP))
    return False


def land_faces(card: Obj) -> tuple[CardData, ...]:
    """The faces ``card`` can be played with as a land: its own if it is a land card, and each land
    face of a modal double-faced card (712.12)."""
    data = card.data
    own = (data,) if "Land" in data.types else ()
    if data.layout != "modal_dfc":
        return own
    return own + tuple(f for f in data.faces if "Land" in f.types and f.name != data.name)


def playable_elsewhere(game: Game, player: str) -> list[Obj]:
    """The cards outside ``player``'s hand and graveyard that an effect lets them play now in some
    way, cast or as a land (for the legal actions' candidates, each tried as the action itself):
    the top of their own library (:func:`may_play_from` allows no other library's) and exile."""
    top = game.player(player).library[:1]
    return [c for c in (*top, *game.exile) if may_play_from(game, player, c)
            or any(may_play_from(game, player, c, face) for face in land_faces(c))]


def may_play_until_end_of_turn(game: Game, player: str, card: Obj) -> None:
    """"Until end of turn, you may play that card": ``card`` (as it is now, in exile) may be played
    by ``player`` until the cleanup step (514.2)."""
    game.until_eot.append(UntilEndOfTurn(kind=MAY_PLAY, player=player, object=card.id))


hooks.PLAY_PERMISSIONS.append(may_play_from)
