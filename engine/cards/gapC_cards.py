"""Cards for issue 29's casting and resolving gaps (gapC): Aethersnatch, which gives a spell a
controller who does not own it (608.2n: an instant or sorcery still goes to its owner's graveyard;
608.3a: a permanent spell enters under its controller's control); Pull from Eternity, which takes a
card out of exile (603.7c: a delayed triggered ability no longer finds it there); Planar Cleansing,
which destroys permanents at once (603.6c, 603.10a: a "from anywhere" ability does not look back)."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, QuestionKind, Zone

from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import SPELL, TargetSpec, legal_target_objects, legal_targets

FACE_UP_EXILED_CARD = TargetSpec("target face-up exiled card", Zone.EXILE, lambda g, o, c: not o.face_down)


def _aethersnatch(game: Game, item: StackItem) -> None:
    # "Gain control of target spell. You may choose new targets for it. (If that spell becomes a
    # permanent, it enters the battlefield under your control.)"
    for card in legal_target_objects(game, item):
        spell = next(s for s in game.stack if s.card is card)
        spell.controller = card.controller = item.controller
        if spell.target_specs and game.ask(QuestionKind.MAY, item.controller,
                                           f"Choose new targets for {card.shown_name}?", (True, False)):
            _choose_new_targets(game, spell)


def _choose_new_targets(game: Game, spell: StackItem) -> None:
    """115.7d: "the player may leave any number of the targets unchanged, even if those targets
    would be illegal. If the player chooses to change some or all of the targets, the new targets
    must be legal"."""
    options = [legal_targets(game, spec, spell.controller) for spec in spell.target_specs]
    answer = tuple(game.ask(QuestionKind.TARGETS, spell.controller, f"Choose new targets for {spell.name}",
                            tuple(dict.fromkeys(o for opts in options for o in opts))))
    if len(answer) != len(spell.targets) or any(new != old and new not in opts
                                                for new, old, opts in zip(answer, spell.targets, options)):
        raise IllegalAction(f"illegal new targets {answer!r} for {spell.name}", "115.7d")
    spell.targets = answer


def _pull_from_eternity(game: Game, item: StackItem) -> None:
    # "Put target face-up exiled card into its owner's graveyard." (Game.move: its owner's, 400.3.)
    for card in legal_target_objects(game, item):
        game.move(card, Zone.GRAVEYARD)


def _planar_cleansing(game: Game, item: StackItem) -> None:
    # "Destroy all nonland permanents." One event: they are destroyed at the same time (701.8a).
    with game.simultaneously():
        for permanent in [p for p in game.battlefield if "Land" not in p.data.types]:
            game.destroy(permanent)


register(
    CardScript(name="Planar Cleansing", effect=_planar_cleansing),
    CardScript(name="Aethersnatch", targets=(SPELL,), effect=_aethersnatch),
    CardScript(name="Pull from Eternity", targets=(FACE_UP_EXILED_CARD,), effect=_pull_from_eternity),
)
