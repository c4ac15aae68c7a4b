"""Explore (CR 701.44)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from .game import Game, Obj


def explore(game: Game, explorer: Obj, applied: frozenset[str] = frozenset()) -> None:
    """``explorer`` explores. It may have left the battlefield: then its last known information
    decides who controlled it (701.44c), the counter goes on nothing, and it still explores.

    701.44a: its controller reveals the top card of their library; a land card goes to their hand;
    otherwise a +1/+1 counter goes on the exploring permanent and the player may put the revealed
    card into their graveyard. With an empty library nothing is revealed, and the permanent still
    gets the counter (the "otherwise" branch). 701.44b: it has explored even if some of that was
    impossible. No player gets priority in between: this all happens inside one resolution.
    """
    controller = game.player(explorer.controller)
    # Replacement effects on exploring (614.1a; Twists and Turns: "instead you scry 1, then
    # that creature explores"); each applies once (614.5), so the explore that follows is not replaced.
    # ``applied``: the replacement effects that already had their one opportunity at the explore this
    # one replaces (Topography Tracker's "instead it explores, then it explores again": 614.5).
    if game.replaced({"event": "explore", "object": explorer, "applied": applied}) is None:
        return
    on_battlefield = game.permanent(explorer.id)
    revealed: Obj | None = controller.library[0] if controller.library else None
    if revealed is not None:
        game.emit(Event(type=EventType.REVEALED, player=controller.name, name=revealed.name,
                        object=revealed.id))
    if revealed is not None and "Land" in game.types(revealed):
        game.move(revealed, Zone.HAND)
    else:
        if on_battlefield is not None:
            game.add_counters(on_battlefield, "+1/+1", 1)
        if revealed is not None:
            to_graveyard = game.ask(
                QuestionKind.EXPLORE_TO_GRAVEYARD, controller.name,
                f"{explorer.name} explored and revealed {revealed.name}: put it into your graveyard "
                f"(true) or leave it on top of your library (false)?", (True, False))
            if not isinstance(to_graveyard, bool):
                raise IllegalAction(f"the answer to an explore choice is true or false, not {to_graveyard!r}")
            if to_graveyard:
                game.move(revealed, Zone.GRAVEYARD)
    game.emit(Event(type=EventType.EXPLORED, object=explorer.id, name=explorer.name,
                    player=controller.name, revealed=revealed.name if revealed else None),
              explorer=explorer, was_creature=game.is_creature(explorer))
