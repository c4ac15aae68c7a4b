"""Scry (CR 701.22)."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, QuestionKind

from .game import Game


def scry(game: Game, player: str, n: int) -> None:
    """701.22a: "To 'scry N' means to look at the top N cards of your library, then put any number
    of them on the bottom of your library in any order and the rest on top of your library in any
    order." 701.22b: scry 0 is no scry event. The player answers ``scry`` with the names of the
    cards put on the bottom, the first going there first (the others stay on top in their order),
    or with ``{"bottom": [...], "top": [...]}``: the cards kept on top listed too, the first on top
    (docs/protocol.md). The answer names each card looked at once (cards with one name are alike)."""
    library = game.player(player).library
    looked = library[:n]
    if n <= 0 or not looked:
        return
    names = tuple(c.name for c in looked)
    answer = game.ask(QuestionKind.SCRY, player, f"Scry {len(looked)}: which of {list(names)} go to the bottom of "
                      "your library (first goes first), and in which order do the others stay on top?", names)
    if isinstance(answer, dict) and set(answer) <= {"bottom", "top"}:
        bottom_names, top_names = answer.get("bottom", []), answer.get("top")
    else:
        bottom_names, top_names = answer, None
    if not isinstance(bottom_names, (list, tuple)) or (top_names is not None and not isinstance(top_names, (list, tuple))):
        raise IllegalAction(f"a scry answer lists cards among {list(names)}, not {answer!r}", "701.22a")
    left = list(looked)

    def take(name: object) -> object:
        card = next((c for c in left if c.name == name), None)
        if card is None:
            raise IllegalAction(f"a scry answer lists each card among {list(names)} once, not {answer!r}", "701.22a")
        left.remove(card)
        return card
    bottom = [take(a) for a in bottom_names]
    top = [take(a) for a in top_names] if top_names is not None else []
    if top_names is not None and left:
        raise IllegalAction(f"a scry answer with a top order puts each card of {list(names)} somewhere, not "
                            f"{answer!r}", "701.22a")
    top = top or left                                    # unlisted: they stay on top in their order
    del library[:len(looked)]
    library[:0] = top
    library.extend(bottom)
