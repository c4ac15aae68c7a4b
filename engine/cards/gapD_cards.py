"""Cards of issue 29's gapD (rules 611-702): Thought Scour (a mill of more cards than the library
has, 701.17a), Entrancing Melody (a control change with no stated duration, 611.2a) and Sure Strike
(first strike given between the two combat damage steps, 702.7b-c); Parallel Lives (a replacement
effect on creating tokens, 614.16); Azorius Arrester (detain, 701.35a: "until your next turn", 611.2a); Diminish (an effect that sets a
creature's base power and toughness, layer 7b, 613.4b); Fiery Confluence (the same mode chosen more than
once, 700.2d); Notion Thief (a replacement effect on another player's draw, 616.1: the affected player
chooses)."""

from __future__ import annotations

from mtg_conformance.protocol import EventType, Step, Zone

from .. import control, detain, hooks
from ..replacement import EventReplacement
from ..game import Game, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Mode, TriggerScript, register, statics
from ..targets import CREATURE, CREATURE_OPPONENT_CONTROLS, PLAYER, TargetSpec, legal_target_objects
from .explore_cards import enters

CREATURE_WITH_MANA_VALUE_X = TargetSpec(
    "target creature with mana value X", Zone.BATTLEFIELD, lambda g, o, c: g.is_creature(o),
    allows_with_x=lambda g, o, x: g.mana_value(o) == x)
"""Entrancing Melody's target: checked with the X announced as it is cast (601.2b before 601.2c)."""


def _thought_scour(game: Game, item: StackItem) -> None:
    # "Target player mills two cards. Draw a card." 701.17a: "For a player to mill a number of
    # cards, that player puts that many cards from the top of their library into their graveyard";
    # 701.17b: with fewer cards in the library, "If instructed to do so, they mill as many as possible."
    for t in item.data["legal_targets"]:
        if t.player:
            library = game.player(t.player).library
            for card in list(library[:2]):
                game.move(card, Zone.GRAVEYARD)
    game.draw(game.player(item.controller))


def _entrancing_melody(game: Game, item: StackItem) -> None:
    # "Gain control of target creature with mana value X." No duration is stated: 611.2a, "it lasts
    # until the end of the game" (an indefinite control effect, engine/control.py).
    for creature in legal_target_objects(game, item):
        control.gain_control(game, item.controller, creature)


def _sure_strike(game: Game, item: StackItem) -> None:
    # "Target creature gets +3/+0 and gains first strike until end of turn."
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=3, toughness=0))
        game.until_eot.append(UntilEndOfTurn(kind="first strike", object=creature.id))


PARALLEL_LIVES = "tokens created under your control: twice that many"
"""Parallel Lives's static ability (``CardScript.static``)."""


def _twice_the_tokens(game: Game, event: dict) -> list[EventReplacement]:
    """Parallel Lives: "If an effect would create one or more tokens under your control, it creates
    twice that many of those tokens instead." (614.1a, 614.16) One replacement effect per Parallel
    Lives its controller controls; each doubles (614.5: each applies once)."""
    if event["count"] < 1:
        return []
    return [EventReplacement(key=source.id, source=source.shown_name,
                             detail="it creates twice that many of those tokens instead",
                             apply=lambda g, e: dict(e, count=2 * e["count"]))
            for source, you in statics(game, PARALLEL_LIVES) if you == event["player"]]


hooks.EVENT_REPLACEMENT_EFFECTS["tokens"].append(_twice_the_tokens)


def _detain_target(game: Game, item: StackItem) -> None:
    # "detain target creature an opponent controls. (Until your next turn, that creature can't attack
    # or block and its activated abilities can't be activated.)"
    for creature in legal_target_objects(game, item):
        detain.detain(game, item.controller, creature)


BASE_POWER_AND_TOUGHNESS = "base power and toughness"
"""The ``UntilEndOfTurn.kind`` of "target creature has base power and toughness N/N until end of
turn" (``amount``/``toughness`` the values)."""


def _diminish(game: Game, item: StackItem) -> None:
    # "Target creature has base power and toughness 1/1 until end of turn."
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind=BASE_POWER_AND_TOUGHNESS, object=creature.id, amount=1,
                                             toughness=1))


def _base_set_until_end_of_turn(game: Game, obj) -> tuple[str, str] | None:
    """613.4b, layer 7b: an effect that sets the creature's base power and toughness; counters and
    effects that modify them (7c) apply on top, whatever their timestamps. Of several, the latest
    (613.7: the later timestamp is applied last and wins). A resolved spell's effect is later than the
    creature's own static abilities (they began as it entered), so it is asked first (the core takes
    the first answer, ``hooks.POWER_AND_TOUGHNESS``)."""
    sets = [e for e in game.until_eot if e.kind == BASE_POWER_AND_TOUGHNESS and e.object == obj.id]
    return (str(sets[-1].amount), str(sets[-1].toughness)) if sets else None


hooks.POWER_AND_TOUGHNESS.insert(0, _base_set_until_end_of_turn)


ARTIFACT = TargetSpec("target artifact", Zone.BATTLEFIELD, lambda g, o, c: "Artifact" in g.types(o))


def _one_to_each_creature(game: Game, item: StackItem, targets: list) -> None:
    # "Fiery Confluence deals 1 damage to each creature."
    for creature in [o for o in game.battlefield if game.is_creature(o)]:
        game.damage(item.name, item.id, 1, obj=creature)


def _two_to_each_opponent(game: Game, item: StackItem, targets: list) -> None:
    # "Fiery Confluence deals 2 damage to each opponent." The damage is dealt to them at the same
    # time; the choices its replacement and prevention effects ask of them are made in APNAP order
    # (616.1, 101.4): from the active player, in turn order, not from the first player seated.
    opponents = {p.name for p in game.opponents(item.controller)}
    for opponent in (p for p in game.players_from(game.active) if p.name in opponents):
        game.damage(item.name, item.id, 2, player=opponent)


def _destroy_artifact(game: Game, item: StackItem, targets: list) -> None:
    # "Destroy target artifact."
    for t in targets:
        artifact = game.permanent(t.object or "")
        if artifact is not None:
            game.destroy(artifact)


NOTION_THIEF = "an opponent's draw but the first in their draw step: you draw instead"
"""Notion Thief's static ability (``CardScript.static``)."""


def _first_draw_of_their_draw_step(game: Game, player: str) -> bool:
    """Whether a draw now would be the first ``player`` draws in their own draw step."""
    if game.step != Step.DRAW or game.active != player:
        return False
    for e in reversed(game.events):
        if e.type == EventType.STEP_BEGAN:
            return True
        if e.type == EventType.DREW and e.player == player:
            return False
    return True


def _you_draw_instead(game: Game, event: dict) -> list[EventReplacement]:
    """Notion Thief: "If an opponent would draw a card except the first one they draw in each of their
    draw steps, instead that player skips that draw and you draw a card." (614.1a, 614.11)"""
    player = event["player"]
    if _first_draw_of_their_draw_step(game, player):
        return []

    def instead(g: Game, e: dict, you: str) -> None:
        g.draw(g.player(you))
        return None
    return [EventReplacement(key=source.id, source=source.shown_name,
                             detail=f"{player} skips that draw and {you} draws a card",
                             apply=lambda g, e, you=you: instead(g, e, you))
            for source, you in statics(game, NOTION_THIEF) if you != player
            and any(o.name == player for o in game.opponents(you))]


hooks.EVENT_REPLACEMENT_EFFECTS["draw"].append(_you_draw_instead)


register(
    CardScript(name="Notion Thief", static=frozenset({NOTION_THIEF})),
    # "Choose three. You may choose the same mode more than once." (700.2d: each mode chosen happens
    # once for each time it was chosen, with its own targets.)
    CardScript(name="Fiery Confluence", min_modes=3, max_modes=3, same_mode_more_than_once=True, modes=(
        Mode("Fiery Confluence deals 1 damage to each creature.", (), _one_to_each_creature),
        Mode("Fiery Confluence deals 2 damage to each opponent.", (), _two_to_each_opponent),
        Mode("Destroy target artifact.", (ARTIFACT,), _destroy_artifact))),
    CardScript(name="Diminish", targets=(CREATURE,), effect=_diminish),
    CardScript(name="Azorius Arrester", triggers=(
        TriggerScript("When Azorius Arrester enters, detain target creature an opponent controls.", enters,
                      _detain_target, (CREATURE_OPPONENT_CONTROLS,)),)),
    CardScript(name="Parallel Lives", static=frozenset({PARALLEL_LIVES})),
    CardScript(name="Thought Scour", targets=(PLAYER,), effect=_thought_scour),
    CardScript(name="Entrancing Melody", targets=(CREATURE_WITH_MANA_VALUE_X,), effect=_entrancing_melody),
    CardScript(name="Sure Strike", targets=(CREATURE,), effect=_sure_strike),
)
