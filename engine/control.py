"""Control-changing effects (CR 613.1b, layer 2).

110.2: "A permanent's owner is the same as the owner of the card that represents it … A
permanent's controller is, by default, the player under whose control it entered the
battlefield." Control-changing effects change that; they are applied in layer 2 (613.1b), in
timestamp order (613.7), so the most recent one that still applies decides who controls it.

An effect comes from a resolved spell or ability ("Gain control of target creature until end of
turn", Act of Treason) or from a static ability ("You control enchanted creature", Mind Control,
for as long as the Aura is attached to it). 611.2c: an effect from a resolved spell affects the
permanent it was applied to and no other; 400.7: once that permanent leaves the battlefield the
effect no longer finds it (the card is a new object), so it ends. 514.2: "until end of turn"
effects end in the cleanup step. 800.4a: "any effects which give that player control of any
objects or players end" when a player leaves the game, "Then, if there are any objects still
controlled by that player, those objects are exiled."

What a change of controller does to the permanent: 302.6, a creature "can't attack unless it has
been under its controller's control continuously since their most recent turn began" (it is
summoning sick again until its new controller's next turn begins; ``Obj.summoning_sick``); 506.4,
"A permanent is removed from combat if … its controller changes". Who "you" is for its abilities
follows from ``Obj.controller``, which everything else reads.

The effects are kept in ``Game.control_effects`` (oldest first); :func:`apply_control_effects`
brings every controller up to date. The core calls it through ``hooks.CONTROL_CHANGING_EFFECTS``
before each state-based action check and when "until end of turn" effects end (514.2), and this
module registers with ``hooks.PLAYER_LEAVING`` / ``hooks.PLAYER_LEFT`` for 800.4a.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from mtg_conformance.protocol import Zone

from . import hooks, scripts
from .game import Game, Obj

YOU_CONTROL_ENCHANTED_CREATURE = "you control enchanted creature"
"""The static ability of an Aura such as Mind Control (``CardScript.static``)."""


@dataclasses.dataclass(frozen=True)
class ControlEffect:
    """One control-changing effect on one permanent (613.1b)."""

    object: str
    """Id of the permanent it gives control of (611.2c: fixed when the effect begins)."""
    controller: str
    """The player it gives control to."""
    default: str
    """The player under whose control the permanent entered the battlefield (110.2): who controls
    it once no effect applies any more."""
    until_end_of_turn: bool = False
    """Ends in the cleanup step (514.2); otherwise it lasts indefinitely (or while its source says)."""
    source: str | None = None
    """For an effect of a static ability: the id of the Aura whose ability it is; it applies while
    that Aura is on the battlefield attached to the permanent (611.3a)."""


def gain_control(game: Game, player: str, permanent: Obj, *, until_end_of_turn: bool = False) -> None:
    """A resolving spell or ability: ``player`` gains control of ``permanent`` (a new effect, the
    most recent: 613.7), until end of turn or indefinitely."""
    game.control_effects.append(ControlEffect(
        object=permanent.id, controller=player, default=_default_controller(game, permanent),
        until_end_of_turn=until_end_of_turn))
    apply_control_effects(game)


def _default_controller(game: Game, permanent: Obj) -> str:
    """110.2: the player under whose control it entered the battlefield, which the first effect
    on it remembers; the controller it has when no effect applies yet."""
    return next((e.default for e in game.control_effects if e.object == permanent.id), permanent.controller)


def apply_control_effects(game: Game) -> None:
    """613.1b: the controller of every permanent an effect has changed control of, from the effects
    that still apply, the most recent last (613.7). Effects of static abilities begin when their
    Aura is attached (613.7e) and end when it no longer is or changes controller; effects on a
    permanent that left the battlefield end (400.7); 800.4b: control never goes to a player who has
    left the game."""
    _static_effects_begin(game)
    if game.control_effects:                    # none in force (at almost every check): none to end
        _end(game, lambda effect: not _applies(game, effect))


def _applies(game: Game, effect: ControlEffect) -> bool:
    if game.permanent(effect.object) is None or not game.player(effect.controller).in_game:
        return False
    if effect.source is None:
        return True
    aura = game.permanent(effect.source)
    return aura is not None and aura.attached_to == effect.object and aura.controller == effect.controller


def _end(game: Game, ends: Callable[[ControlEffect], bool]) -> None:
    """The effects for which ``ends`` is true end. Each permanent an effect applied to is then
    controlled as the most recent remaining effect on it says, or by its default controller (110.2)
    once none remains."""
    if not game.control_effects:
        return                                  # no effect to end (at most state-based action checks)
    defaults = {e.object: e.default for e in game.control_effects}
    game.control_effects = [e for e in game.control_effects if not ends(e)]
    for object_id, default in defaults.items():
        permanent = game.permanent(object_id)
        if permanent is not None:
            controller = next((e.controller for e in reversed(game.control_effects) if e.object == object_id),
                              default)
            set_controller(game, permanent, controller)


def _static_effects_begin(game: Game) -> None:
    """611.3a: a static ability's effect applies while its source is on the battlefield; an Aura's
    "You control enchanted creature" begins when it is attached (613.7e: it gets a new timestamp
    then), for the Aura's controller."""
    for aura in game.battlefield:
        if aura.attached_to is None or YOU_CONTROL_ENCHANTED_CREATURE not in scripts.script(aura.shown_name).static:
            continue
        creature = game.permanent(aura.attached_to)
        if creature is None or not game.player(aura.controller).in_game:
            continue
        if not any(e.source == aura.id and e.object == creature.id and e.controller == aura.controller
                   for e in game.control_effects):
            game.control_effects.append(ControlEffect(
                object=creature.id, controller=aura.controller, default=_default_controller(game, creature),
                source=aura.id))


def set_controller(game: Game, permanent: Obj, controller: str) -> None:
    """The permanent's controller becomes ``controller``. 302.6: it has not been under its new
    controller's control since their turn began; 506.4: it is removed from combat."""
    if permanent.controller == controller:
        return
    previous, permanent.controller = permanent.controller, controller
    permanent.summoning_sick = True
    game.remove_from_combat(permanent.id)
    for changed in hooks.CONTROL_CHANGED:
        changed(game, permanent, previous)


def until_end_of_turn_effects_end(game: Game) -> None:
    """514.2: in the cleanup step "all 'until end of turn' and 'this turn' effects end"."""
    _end(game, lambda effect: effect.until_end_of_turn or not _applies(game, effect))


def leaving(game: Game, player: str) -> None:
    """800.4a: when a player leaves the game, "any effects which give that player control of any
    objects or players end" (their permanents go back to their previous controllers)."""
    _end(game, lambda effect: effect.controller == player)


def left(game: Game, player: str) -> None:
    """800.4a: "Then, if there are any objects still controlled by that player, those objects are
    exiled." (What they own has already left the game.) "Still controlled": the control-changing
    effects of the objects that just left end first (an Aura they owned, 611.3a, 400.7), so a
    permanent that Aura gave to another player is theirs again (110.2) and is exiled too."""
    apply_control_effects(game)
    for obj in [o for o in game.battlefield if o.controller == player]:
        game.move(obj, Zone.EXILE)


hooks.CONTROL_CHANGING_EFFECTS.append(apply_control_effects)
hooks.UNTIL_END_OF_TURN_EFFECTS_END.append(until_end_of_turn_effects_end)
hooks.PLAYER_LEAVING.append(leaving)
hooks.PLAYER_LEFT.append(left)
