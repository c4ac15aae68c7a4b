"""Cards of tokens, activated abilities and copies of spells (issue 17: rows E12, F6, F22, F23 of
docs/coverage.md): the Map token (111.10s), Call of the Herd and its Elephant token, Unified Front
and its Kor Ally tokens, Narset's Reversal."""

from __future__ import annotations

from mtg_conformance.protocol import Zone

from .. import activated, copies, tokens
from ..explore import explore
from ..game import Game, StackItem
from ..scripts import CardScript, Cost, register
from ..targets import CREATURE_YOU_CONTROL, TargetSpec, legal_target_objects

INSTANT_OR_SORCERY_SPELL = TargetSpec(
    "target instant or sorcery spell", Zone.STACK,
    lambda g, o, c: bool({"Instant", "Sorcery"} & set(o.data.types)))


def _map_explores(game: Game, item: StackItem) -> None:
    # "Target creature you control explores."
    for creature in legal_target_objects(game, item):
        explore(game, creature)


def _call_of_the_herd(game: Game, item: StackItem) -> None:
    # "Create a 3/3 green Elephant creature token."
    tokens.create(game, item.controller, "Elephant Token")


def _unified_front(game: Game, item: StackItem) -> None:
    # "Converge — Create a 1/1 white Kor Ally creature token for each color of mana spent to cast
    # this spell." The mana spent is what was paid as it was cast (a copy has none: mana is not an
    # object and is not copied, 707.10's Dawnglow Infusion example).
    assert item.card is not None
    paid = item.card.cast_data.get("paid") or ""
    colors = sum(1 for color in "WUBRG" if f"{{{color}}}" in paid)
    tokens.create(game, item.controller, "Kor Ally Token", colors)


def _narsets_reversal(game: Game, item: StackItem) -> None:
    # "Copy target instant or sorcery spell, then return it to its owner's hand. You may choose new
    # targets for the copy." The copy is made from the spell as it is; then the spell itself leaves
    # the stack for its owner's hand (a flashback spell is exiled instead, 702.34a).
    for spell in legal_target_objects(game, item):
        original = next(s for s in game.stack if s.card is spell)
        copies.copy_spell(game, original, item.controller, may_choose_new_targets=True)
        game.move(spell, Zone.HAND)


activated.register("Map Token", activated.ActivatedAbility(
    text="{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.",
    effect=_map_explores, mana="{1}", tap=True, sacrifice_self=True, sorcery_speed=True,
    targets=(CREATURE_YOU_CONTROL,)))

register(
    CardScript(name="Map Token"),                  # its one ability is an activated one (activated.py)
    CardScript(name="Call of the Herd", effect=_call_of_the_herd,
               alternative_costs=(Cost(kind="flashback", mana="{3}{G}"),)),
    CardScript(name="Unified Front", effect=_unified_front),
    CardScript(name="Narset's Reversal", targets=(INSTANT_OR_SORCERY_SPELL,), effect=_narsets_reversal),
)
