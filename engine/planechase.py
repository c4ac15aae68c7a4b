"""Planechase (CR 901, 311, 701.31): the planar deck, the face-up plane, the planar controller,
rolling the planar die, planeswalking and chaos.

The face-up plane is ``game.plane`` (one plane: Grand Melee's several face-up planes, 901.14, are
not modelled); each player's planar deck is ``Player.planar_deck``, top first. Plane cards stay in
the command zone throughout the game (311.2, 901.4). Who the planar controller is lives in
``Game.planar_controller`` (901.6): the active player, or the player designated when the planar
controller left the game, until a different player becomes the active player.
"""

from __future__ import annotations

import dataclasses

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from . import hooks, mana
from .game import MAIN_STEPS, Game, Obj, PendingTrigger, StackItem

DIE_FACES = ("planeswalk", "chaos", "blank")
"""The planar die (901.3a): one Planeswalker face, one chaos face, four blank faces. The roll is
asked of the roller as a ``planar_die`` question, so a scenario scripts the result."""

BLANK_ROLLS_ARE_CHAOS = "each blank roll of the planar die is a chaos roll"
"""An effect in ``Game.until_planeswalk`` (Chaotic Aether): 901.9b applies to a blank roll."""

PLANESWALKING_ABILITY = "planeswalking ability"
"""The rules' name for the inherent triggered ability of 901.8; it has no source, so the engine
reports it (``ability_triggered`` event, stack item) under this name."""
PLANESWALKING_TEXT = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."


def roll_planar_die(game: Game, player: str) -> None:
    """The special action of 901.9 / 116.2i: any time the active player has priority and the stack
    is empty, but only during a main phase of their turn, they may roll the planar die. It costs an
    amount of mana equal to the number of times they have previously taken this action this turn
    (a roll caused by an effect does not count). It does not use the stack."""
    if game.plane is None:
        raise IllegalAction("this game is not a Planechase game: there is no planar die", "901.9")
    if player != game.active:
        raise IllegalAction(f"only the active player may roll the planar die, not {player}", "901.9")
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority", "116.2i")
    if game.stack:
        raise IllegalAction("the planar die can be rolled only while the stack is empty", "901.9")
    if game.step not in MAIN_STEPS:
        raise IllegalAction(f"the planar die can be rolled only in a main phase, not in {game.step}", "901.9")
    p = game.player(player)
    cost = mana.ManaCost(generic=p.planar_die_rolls)
    try:
        spent = mana.pay(cost, p.mana_pool)
    except mana.ManaError:
        raise IllegalAction(
            f"{player} has taken this action {p.planar_die_rolls} time(s) this turn, so rolling the "
            f"planar die now costs {cost}, and {player}'s mana pool holds "
            f"{mana.format_mana(p.mana_pool) or 'no mana'}", "116.2i") from None
    p.planar_die_rolls += 1
    roll(game, player, paid=mana.format_mana(spent))
    # 901.9a-c: whatever the result, the active player gets priority (triggered abilities first).
    game.passes = 0
    game.give_priority(player)


def roll(game: Game, player: str, paid: str = "") -> None:
    """``player`` rolls the planar die: as the special action (``roll_planar_die``, which counts it)
    or because an effect says so (Fractured Powerstone's "{T}: Roll the planar die."): 901.9, "this
    number won't be equal to the number of times the player has rolled the planar die that turn if
    an effect has caused the player to roll the planar die that turn". ``paid``: what the special
    action cost (nothing for an effect)."""
    if game.plane is None:
        return                                                # no planar die outside Planechase (901.3a)
    result = game.ask(QuestionKind.PLANAR_DIE, player, "What does the planar die show?", DIE_FACES)
    if result not in DIE_FACES:
        raise IllegalAction(f"the planar die has no face {result!r}; faces: {list(DIE_FACES)}", "901.3a")
    game.emit(Event(type=EventType.PLANAR_DIE_ROLLED, player=player, detail=result, paid=paid))
    if result == "planeswalk":                                # 901.9c
        trigger_planeswalking_ability(game, player)
    elif result == "chaos" or any(kind == BLANK_ROLLS_ARE_CHAOS for kind, _ in game.until_planeswalk):   # 901.9b
        chaos_ensues(game)


def trigger_planeswalking_ability(game: Game, roller: str) -> None:
    """901.8: "Whenever you roll the Planeswalker symbol on the planar die, planeswalk." It has no
    source and is controlled by the player whose roll caused it to trigger."""
    assert game.plane is not None
    game.pending.append(PendingTrigger(
        name=PLANESWALKING_TEXT, controller=roller, source=dataclasses.replace(game.plane),
        effect=_planeswalking_ability, data={"label": PLANESWALKING_ABILITY, "planeswalking": True}))
    game.emit_only(Event(type=EventType.ABILITY_TRIGGERED, source=None, name=PLANESWALKING_ABILITY,
                         player=roller, detail=PLANESWALKING_TEXT))


def chaos_ensues(game: Game) -> None:
    """311.7: chaos ensues; the face-up plane's chaos abilities ("Whenever chaos ensues") trigger,
    controlled by the current planar controller (the card scripts see this event)."""
    assert game.plane is not None
    game.emit(Event(type=EventType.CHAOS_ENSUED, name=game.plane.name, player=game.planar_controller()))


def chaos_ensues_for(game: Game, card: Obj) -> None:
    """311.7: a resolving ability states that chaos ensues for a particular object ("Each of the
    revealed cards' {C} abilities triggers", Pools of Becoming): that card's chaos abilities trigger
    "even if that plane card is still in the planar deck but revealed", controlled by the current
    planar controller. The event names the card (``object``), and the card looks at it from where
    it is (the ``also_sees`` context of ``scripts.check_triggers``)."""
    game.emit(Event(type=EventType.CHAOS_ENSUED, name=card.name, object=card.id,
                    player=game.planar_controller()), also_sees=(card,))


def _planeswalking_ability(game: Game, item: StackItem) -> None:
    # 701.31a: only the planar controller may planeswalk.
    if item.controller == game.planar_controller():
        planeswalk(game, item.controller)


def planeswalk(game: Game, player: str) -> None:
    """701.31b: put the face-up plane on the bottom of its owner's planar deck face down, then move
    the top card of *your* (the planeswalking player's) planar deck off it and turn it face up.
    The plane turned face down becomes a new object (311.6, 901.7a): it keeps no counters, and a
    plane that comes back face up later is a new object again (the reason a two-card planar deck
    can bring a plane back with none of the counters it had)."""
    if game.plane is None:
        return
    old = game.plane
    game.plane = None
    # 901.11: "Continuous effects with durations that last until a player planeswalks end" (those
    # lasting until a player planeswalks away from a plane: only when ``old`` is a plane).
    game.until_planeswalk = [(kind, away_from_a_plane) for kind, away_from_a_plane in game.until_planeswalk
                             if away_from_a_plane and "Plane" not in old.data.types]
    owner = game.player(old.owner)
    if owner.in_game:
        owner.planar_deck.append(Obj(id=game.new_id(), name=old.name, owner=old.owner,
                                     controller=old.owner, zone=Zone.COMMAND))
    turn_top_plane_face_up(game, player, walked_away=old.name)


def turn_top_plane_face_up(game: Game, player: str | None, walked_away: str | None) -> None:
    """Move the top card of ``player``'s planar deck off it and turn it face up (701.31b, 901.10):
    the player has planeswalked (901.11), so "when you planeswalk" abilities trigger."""
    deck = game.player(player).planar_deck if player else []
    if deck:
        top = deck.pop(0)
        game.plane = Obj(id=game.new_id(), name=top.name, owner=top.owner, controller=top.owner,
                         zone=Zone.COMMAND)
    game.emit(Event(type=EventType.PLANESWALKED, player=player,
                    name=game.plane.name if game.plane else None, detail=walked_away))


def planar_controller_leaving(game: Game, name: str) -> None:
    """A player is leaving the game (800.4a; ``hooks.PLAYER_LEAVING``). 901.6 / 311.5 / 800.4p: if
    they are the planar controller, first the next player in turn order who isn't leaving becomes
    the planar controller, keeping it until they leave or a different player becomes the active
    player (:func:`new_turn` ends the designation); then the old one leaves."""
    if game.plane is not None and game.planar_controller() == name:
        after = [q.name for q in game.players_from(name)[1:] if q.in_game]
        game.planar_controller_override = after[0] if after else None


def planar_deck_and_plane_left(game: Game, name: str) -> None:
    """A player has left the game (``hooks.PLAYER_LEFT``). 901.10: "all objects owned by that
    player except abilities from phenomena leave the game": their planar deck too. If that
    includes the face-up plane, the planar controller turns the top card of their planar deck face
    up, and (901.10a) a planeswalking ability on the stack ceases to exist."""
    game.player(name).planar_deck = []
    if game.plane is not None and game.plane.owner == name:
        walked_away = game.plane.name
        game.plane = None
        game.stack = [s for s in game.stack if not s.data.get("planeswalking")]     # 901.10a
        turn_top_plane_face_up(game, game.planar_controller_override or _controller_after(game), walked_away)


def new_turn(game: Game, previous: str) -> None:
    """A new turn begins (``hooks.TURN_BEGINS``). 901.9: the cost of rolling the planar die counts
    the rolls "this turn"; 901.6: a planar controller designated when the last one left keeps it
    only until a different player becomes the active player."""
    for p in game.players:
        p.planar_die_rolls = 0
    if game.active != previous:
        game.planar_controller_override = None


def _controller_after(game: Game) -> str | None:
    """The planar controller once the plane is gone (``planar_controller`` needs a plane)."""
    return game.active if game.player(game.active).in_game else None


def phenomenon_planeswalks(game: Game) -> bool:
    """704.6f (312.7): "if a phenomenon card is face up in the command zone, and it isn't the source
    of a triggered ability that has triggered but not yet left the stack, the planar controller
    planeswalks" (its encounter ability, 312.5, has resolved or left the stack)."""
    phenomenon = game.plane
    if phenomenon is None or "Phenomenon" not in phenomenon.data.types:
        return False
    waiting = [t.source for t in game.pending] + [s.source for s in game.stack if s.kind == "ability"]
    if any(source is not None and source.id == phenomenon.id for source in waiting):
        return False
    controller = game.planar_controller()
    if controller is None:
        return False
    planeswalk(game, controller)
    return True


def ability_of_a_phenomenon(game: Game, item: StackItem) -> bool:
    """901.10: "all objects owned by that player except abilities from phenomena leave the game":
    a phenomenon's ability (its encounter ability, 312.5) stays on the stack."""
    return item.kind == "ability" and item.source is not None and "Phenomenon" in item.source.data.types


hooks.STAYS_WHEN_ITS_PLAYER_LEAVES.append(ability_of_a_phenomenon)
hooks.PLAYER_LEAVING.append(planar_controller_leaving)
hooks.PLAYER_LEFT.append(planar_deck_and_plane_left)
hooks.TURN_BEGINS.append(new_turn)
hooks.STATE_BASED_ACTIONS.append(phenomenon_planeswalks)
