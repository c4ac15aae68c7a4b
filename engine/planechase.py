"""Planechase (CR 901, 311, 701.31): the planar deck, the face-up plane, the planar controller,
rolling the planar die, planeswalking and chaos."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from . import mana
from .game import MAIN_STEPS, Game, Obj, PendingTrigger, StackItem

DIE_FACES = ("planeswalk", "chaos", "blank")


def roll_planar_die(game: Game, player: str) -> None:
    """901.9: the active player, with priority, an empty stack, in a main phase of their turn, may
    roll the planar die; it costs {1} for each time they already took this action this turn."""
    if game.plane is None:
        raise IllegalAction("this game is not a Planechase game", "901.9")
    if player != game.active:
        raise IllegalAction(f"only the active player may roll the planar die, not {player}", "901.9")
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority", "901.9")
    if game.stack:
        raise IllegalAction("the planar die can be rolled only while the stack is empty", "901.9")
    if game.step not in MAIN_STEPS:
        raise IllegalAction(f"the planar die can be rolled only in a main phase, not in {game.step}", "901.9")
    p = game.player(player)
    cost = mana.ManaCost(generic=p.planar_die_rolls)
    try:
        spent = mana.pay(cost, p.mana_pool)
    except mana.ManaError as exc:
        raise IllegalAction(f"rolling the planar die now costs {cost}: {exc}", "116.2i") from None
    p.planar_die_rolls += 1
    result = game.ask(QuestionKind.PLANAR_DIE, player, "What does the planar die show?", DIE_FACES)
    if result not in DIE_FACES:
        raise IllegalAction(f"the planar die has no face {result!r}; faces: {list(DIE_FACES)}", "901.3a")
    game.emit(Event(type=EventType.PLANAR_DIE_ROLLED, player=player, detail=result,
                    paid=mana.format_mana(spent)))
    if result == "planeswalk":
        # 901.8: the planeswalking ability triggers; it has no source and is controlled by the roller.
        game.trigger(PendingTrigger(name="planeswalk", controller=player, source=game.plane,
                                    effect=_planeswalking_ability))
    elif result == "chaos":
        chaos_ensues(game)
    game.passes = 0
    game.give_priority(player)                              # 901.9a-c


def chaos_ensues(game: Game) -> None:
    """311.7: the face-up plane's chaos ability triggers, controlled by the planar controller."""
    assert game.plane is not None
    game.emit(Event(type=EventType.CHAOS_ENSUED, name=game.plane.name, player=game.planar_controller()))


def _planeswalking_ability(game: Game, item: StackItem) -> None:
    planeswalk(game, game.planar_controller())


def planeswalk(game: Game, player: str | None) -> None:
    """701.31b: put the face-up plane on the bottom of its owner's planar deck face down, then move
    the top card of *your* (the planar controller's) planar deck off it and turn it face up. The
    plane turned face down becomes a new object (311.6), so it keeps no counters."""
    if game.plane is None or player is None:
        return
    old = game.plane
    owner = game.player(old.owner)
    if owner.in_game:
        owner.planar_deck.append(Obj(id=game.new_id(), name=old.name, owner=old.owner,
                                     controller=old.owner, zone=Zone.COMMAND))
    game.plane = None
    deck = game.player(player).planar_deck
    if deck:
        top = deck.pop(0)
        game.plane = Obj(id=game.new_id(), name=top.name, owner=top.owner, controller=player,
                         zone=Zone.COMMAND)
    game.emit(Event(type=EventType.PLANESWALKED, player=player,
                    name=game.plane.name if game.plane else None, detail=old.name))


def leave_game(game: Game, name: str) -> None:
    """800.4a / 901.6 / 901.10: a player leaves the game. If they are the planar controller, the next
    player in turn order who is not leaving becomes it first. Objects they own leave the game; if
    that includes the face-up plane, the planar controller planeswalks."""
    p = game.player(name)
    if not p.in_game:
        return
    if game.plane is not None and game.planar_controller() == name:
        remaining = [q.name for q in game.players_from(name)[1:] if q.in_game]
        game.planar_controller_override = remaining[0] if remaining else None
    p.in_game = False
    game.emit(Event(type=EventType.LEFT_GAME, player=name))
    game.battlefield = [o for o in game.battlefield if o.owner != name]
    game.stack = [s for s in game.stack if (s.card.owner if s.card else s.controller) != name]
    game.exile = [o for o in game.exile if o.owner != name]
    p.library, p.hand, p.graveyard, p.planar_deck = [], [], [], []
    if game.plane is not None and game.plane.owner == name:
        controller = game.planar_controller()
        walked_away = game.plane.name
        game.plane = None
        deck = game.player(controller).planar_deck if controller else []
        if deck:
            top = deck.pop(0)
            game.plane = Obj(id=game.new_id(), name=top.name, owner=top.owner, controller=controller,
                             zone=Zone.COMMAND)
        game.emit(Event(type=EventType.PLANESWALKED, player=controller,
                        name=game.plane.name if game.plane else None, detail=walked_away))
    if game.active == name and game.priority == name:
        game.priority = game.next_player(name)
