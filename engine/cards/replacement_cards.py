"""Cards with replacement effects on events other than leaving the battlefield (CR 614), a modal
double-faced card (712.3) and a manifest card (701.40): issue 17, item 2 (repl17).

Replacement effects plug into the core through ``hooks.EVENT_REPLACEMENT_EFFECTS`` (counters, draws,
explore) and ``hooks.REPLACEMENT_EFFECTS`` (zone changes).
"""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Unsupported, Zone

from .. import hooks
from ..explore import explore
from ..game import Game, Obj, StackItem
from ..replacement import Destination, EventReplacement, Replacement
from ..scripts import CardScript, TriggerScript, register, statics
from ..scry import scry
from ..targets import CREATURE_YOU_CONTROL, legal_target_objects
from .emerge_cards import transform

HARDENED_SCALES = "+1/+1 counters on your creatures: that many plus one"
CORPSEJACK_MENACE = "+1/+1 counters on your creatures: twice that many"
LABORATORY_MANIAC = "a draw from an empty library: you win the game"
TWISTS_AND_TURNS = "before a creature you control explores: scry 1"


def _more_counters(flag: str, detail: str, how) -> Any:
    """"If one or more +1/+1 counters would be put on a creature you control, <how many> +1/+1
    counters are put on it instead" (614.1a, 614.16): one replacement effect per source."""
    def find(game: Game, event: dict[str, Any]) -> list[EventReplacement]:
        obj: Obj = event["object"]
        if event["counter"] != "+1/+1" or event["amount"] < 1 or not game.is_creature(obj):
            return []
        return [EventReplacement(key=source.id, source=source.shown_name, detail=detail,
                            apply=lambda g, e: dict(e, amount=how(e["amount"])))
                for source, you in statics(game, flag) if obj.controller == you]
    return find


def _win_instead(game: Game, event: dict[str, Any]) -> list[EventReplacement]:
    """Laboratory Maniac: "If you would draw a card while your library has no cards in it, you win
    the game instead." Applies with an empty library (614.11)."""
    player = event["player"]
    if game.player(player).library:
        return []
    return [EventReplacement(key=source.id, source=source.shown_name, detail=f"{player} wins the game instead",
                        apply=lambda g, e: _wins(g, e["player"]))
            for source, you in statics(game, LABORATORY_MANIAC) if you == player]


def _wins(game: Game, player: str) -> None:
    """104.2b: "An effect may state that a player wins the game"; the game ends (104.1). Unless an
    effect says that player can't win the game (Abyssal Persecutor): then nothing happens (the draw
    was replaced all the same)."""
    if game.cant("win", player):
        return None
    game.over = True
    game.winners = (player,)
    game.priority = None
    game.awaiting = None
    game.passes = 0
    return None


def _lotus_vale(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """Lotus Vale: "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead.
    If you do, put Lotus Vale onto the battlefield. If you don't, put it into its owner's graveyard."
    A replacement effect from the permanent itself on how it enters (614.12): it applies wherever
    the card enters from, a land play included (the play still counts, 305.2)."""
    if dest.zone != Zone.BATTLEFIELD or obj.zone == Zone.BATTLEFIELD or obj.face_down \
            or obj.shown_name != "Lotus Vale":
        return []

    def perform(g: Game) -> Destination:
        you = obj.controller
        untapped = [o for o in g.battlefield if o.controller == you and not o.tapped
                    and "Land" in g.types(o)]
        if not untapped:
            return Destination(Zone.GRAVEYARD)
        if len(untapped) == 1:
            raise Unsupported("Lotus Vale with one untapped land: whether that land is sacrificed "
                              "(609.3) is not modelled")
        chosen = untapped
        if len(untapped) > 2:
            options = tuple(o.id for o in untapped)
            chosen = []
            for n in (1, 2):
                answer = g.ask(QuestionKind.CHOOSE_OBJECT, you,
                               f"Lotus Vale: choose the untapped land to sacrifice ({n} of 2)",
                               tuple(i for i in options if i not in {c.id for c in chosen}))
                land = next((o for o in untapped if o.id == answer and o not in chosen), None)
                if land is None:
                    raise IllegalAction(f"{answer!r} is not an untapped land {you} controls", "614.12")
                chosen.append(land)
        with g.simultaneously():
            for land in chosen:
                g.emit_only(Event(type=EventType.SACRIFICED, object=land.id, name=land.shown_name, player=you))
                g.move(land, Zone.GRAVEYARD)
        return Destination(Zone.BATTLEFIELD)

    return [Replacement(key=f"{obj.id} Lotus Vale", source="Lotus Vale", destination=dest,
                    detail="sacrifice two untapped lands instead; if you don't, into its owner's graveyard",
                    perform=perform)]


def _enters_tapped(game: Game, new: Obj, old: Obj) -> None:
    """"[This permanent] enters tapped" (614.1c)."""
    new.tapped = True


def _gain_2(game: Game, item: StackItem) -> None:
    game.player(item.controller).life += 2
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=2))


def _enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and event.object == me.id


def _manifest_top(game: Game, item: StackItem) -> None:
    """701.40a: "To manifest a card, turn it face down. It becomes a 2/2 face-down creature card
    with no text, no name, no subtypes, and no mana cost. Put that card onto the battlefield face
    down." It is turned face down before it enters (708.3): its own abilities see nothing."""
    library = game.player(item.controller).library
    if library:
        game.move(library[0], Zone.BATTLEFIELD, controller=item.controller, face_down=True)


def _scry_first(game: Game, event: dict[str, Any]) -> list[EventReplacement]:
    """Twists and Turns: "If a creature you control would explore, instead you scry 1, then that
    creature explores." The explore that follows is the modified event: this effect does not apply
    to it again (614.5)."""
    explorer: Obj = event["object"]

    def apply(g: Game, e: dict[str, Any], you: str) -> dict[str, Any]:
        scry(g, you, 1)
        return e
    return [EventReplacement(key=source.id, source=source.shown_name, detail="instead you scry 1, then it explores",
                        apply=lambda g, e, you=you: apply(g, e, you))
            for source, you in statics(game, TWISTS_AND_TURNS) if explorer.controller == you]


def _target_explores(game: Game, item: StackItem) -> None:
    for creature in legal_target_objects(game, item):
        explore(game, creature)


def _land_with_seven(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When a land you control enters, if you control seven or more lands" (603.4: the condition
    is checked as it triggers and as it resolves)."""
    if not (event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD):
        return False
    land = game.permanent(event.object or "")
    return land is not None and land.controller == me.controller and "Land" in game.types(land) \
        and sum(1 for o in game.battlefield if o.controller == me.controller and "Land" in game.types(o)) >= 7


def _transform_if_seven(game: Game, item: StackItem) -> None:
    me = game.permanent(item.source.id) if item.source else None
    lands = sum(1 for o in game.battlefield if me is not None and o.controller == me.controller
                and "Land" in game.types(o))
    if me is not None and lands >= 7 and me.face == item.source.face:
        transform(game, me)


hooks.EVENT_REPLACEMENT_EFFECTS["explore"].append(_scry_first)
hooks.EVENT_REPLACEMENT_EFFECTS["counters"] += [
    _more_counters(HARDENED_SCALES, "that many plus one +1/+1 counters are put on it instead", lambda n: n + 1),
    _more_counters(CORPSEJACK_MENACE, "twice that many +1/+1 counters are put on it instead", lambda n: 2 * n),
]
hooks.EVENT_REPLACEMENT_EFFECTS["draw"].append(_win_instead)
hooks.REPLACEMENT_EFFECTS.append(_lotus_vale)

register(
    CardScript(name="Hardened Scales", static=frozenset({HARDENED_SCALES})),
    CardScript(name="Corpsejack Menace", static=frozenset({CORPSEJACK_MENACE})),
    CardScript(name="Laboratory Maniac", static=frozenset({LABORATORY_MANIAC})),
    CardScript(name="Lotus Vale"),       # its mana ability ("any one color") is not scripted: Unsupported
    CardScript(name="Soul Summons", effect=_manifest_top),
    CardScript(name="Skyclave Cleric", triggers=(
        TriggerScript("When Skyclave Cleric enters, you gain 2 life.", _enters, _gain_2),)),
    CardScript(name="Skyclave Basilica", mana="W", as_enters=_enters_tapped),
    CardScript(name="Twists and Turns", static=frozenset({TWISTS_AND_TURNS}), triggers=(
        TriggerScript("When Twists and Turns enters, target creature you control explores.", _enters,
                      _target_explores, targets=(CREATURE_YOU_CONTROL,)),
        TriggerScript("When a land you control enters, if you control seven or more lands, transform "
                      "Twists and Turns.", _land_with_seven, _transform_if_seven))),
    CardScript(name="Mycoid Maze", mana="G"),   # its "{3}{G}, {T}: Look at ..." is not scripted: Unsupported
)
