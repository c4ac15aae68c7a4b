"""Scry (CR 701.22)."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, QuestionKind, Unsupported

from .game import Game


def scry(game: Game, player: str, n: int) -> None:
    """701.22a: "To 'scry N' means to look at the top N cards of your library, then put any number
    of them on the bottom of your library in any order and the rest on top of your library in any
    order." 701.22b: scry 0 is no scry event. The player answers ``scry`` with the names of the
    cards put on the bottom, the first going there first; the others stay on top in their order
    (their reordering is not modelled: nothing here scries more than 1)."""
    library = game.player(player).library
    looked = library[:n]
    if n <= 0 or not looked:
        return
    if n > 1:
        raise Unsupported("scry more than 1: ordering the cards kept on top is not modelled")
    names = tuple(c.name for c in looked)
    answer = game.ask(QuestionKind.SCRY, player, f"Scry {n}: which of {list(names)} go to the bottom of your "
                      "library (first goes first)?", names)
    if not isinstance(answer, (list, tuple)) or any(a not in names for a in answer) or len(answer) > len(looked):
        raise IllegalAction(f"a scry answer lists cards among {list(names)}, not {answer!r}", "701.22a")
    bottom = [next(c for c in looked if c.name == a) for a in answer]
    for card in bottom:
        library.remove(card)
        library.append(card)
