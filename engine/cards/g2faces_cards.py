"""Cards of issue 29's g2faces gaps (copies, faces, face-down spells): Scarwood Treefolk (an "enters
tapped" a Clone copies, 614.12), Break Open (turns a face-down creature face up: a manifested card's
effect ends, 701.40a) and Glacial Stalker (morph, 702.37: a face-down spell, 708.2, 708.4, 708.9)."""

from __future__ import annotations

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, Zone

from ..game import Game, Obj, StackItem
from ..scripts import CardScript, Cost, register
from ..targets import TargetSpec, legal_target_objects


def _enters_tapped(game: Game, new: Obj, old: Obj) -> None:
    """"This creature enters tapped." (614.1c; 614.12: it applies to whatever enters as this
    creature, a Clone entering as a copy of it too)."""
    new.tapped = True


FACE_DOWN_CREATURE_AN_OPPONENT_CONTROLS = TargetSpec(
    "target face-down creature an opponent controls", Zone.BATTLEFIELD,
    lambda g, o, c: o.face_down and g.is_creature(o) and o.controller in {p.name for p in g.opponents(c)})


def turn_face_up(game: Game, obj: Obj) -> None:
    """708.8: "As a face-down permanent is turned face up, its copiable values revert to its normal
    copiable values"; 701.40a: the effect that made a manifested card a 2/2 "ends when it's turned
    face up". 701.40g: "If a manifested permanent that's represented by an instant or sorcery card
    would turn face up, its controller reveals it and leaves it face down." (712.15a: a double-faced
    card turned face up has its front face up: ``face`` is None while face down.)"""
    if not obj.face_down:
        return
    card = load_cards()[obj.name]
    if {"Instant", "Sorcery"} & set(card.types):
        game.emit_only(Event(type=EventType.REVEALED, object=obj.id, name=obj.name, player=obj.controller))
        return
    obj.becomes(face_down=False)


def _break_open(game: Game, item: StackItem) -> None:
    # "Turn target face-down creature an opponent controls face up."
    for creature in legal_target_objects(game, item):
        turn_face_up(game, creature)


register(
    CardScript(name="Scarwood Treefolk", as_enters=_enters_tapped),
    CardScript(name="Break Open", targets=(FACE_DOWN_CREATURE_AN_OPPONENT_CONTROLS,), effect=_break_open),
    # "Morph {4}{U}": 702.37a, "You may cast this card as a 2/2 face-down creature with no text, no
    # name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost". Turning it
    # face up for its morph cost (702.37e, a special action) is not an action of the protocol.
    CardScript(name="Glacial Stalker", alternative_costs=(Cost(kind="morph", mana="{3}", face_down=True),)),
)
