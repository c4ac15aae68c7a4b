"""Who sits where (issue 16, item 2): a strategy for the players of a property's game, and a helper
to hand priority to a player who is not the active one.

A property written for "Alice acts, Bob is her opponent" draws a :class:`Seating` and builds its
setup with :meth:`Seating.setup`: two to four players (Alice, Bob, then Carol and Dave), seated in
any order, so Alice is not always in the first seat, and, where the property allows it, another
player is the active one (Alice then acts in someone else's turn: an instant, 117.1a). The simplest
example Hypothesis draws first is the old one: Alice and Bob, Alice first and active.

Which dimensions a setup varies is recorded from the setup itself when it is loaded
(:func:`mtg_conformance.properties.varied_setup`); :meth:`Seating.record` records "caster ≠
active player" when Alice acts in another player's turn.
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from .driver import Table
from .properties import varied
from .protocol import GameSetup, PassPriority, PlayerSetup

NAMES = ("Alice", "Bob", "Carol", "Dave")
"""The players, by name; a game of n players has the first n. Alice and Bob are always in it."""


@dataclasses.dataclass(frozen=True)
class Seating:
    """Turn order (the first seat first) and the active player."""

    order: tuple[str, ...]
    active: str

    def setup(self, players: dict[str, PlayerSetup], *, others: PlayerSetup | None = None,
              **game: object) -> GameSetup:
        """The setup with ``players`` (by name) in this turn order; a player not in ``players`` is
        ``others`` renamed (default: a library of three Islands)."""
        default = others or PlayerSetup(name="", library=("Island",) * 3)
        seated = tuple(players.get(n) or dataclasses.replace(default, name=n) for n in self.order)
        return GameSetup(players=seated, active_player=self.active, **game)  # type: ignore[arg-type]

    def from_active(self) -> list[str]:
        """Turn order starting with the active player (APNAP order, 101.4)."""
        i = self.order.index(self.active)
        return list(self.order[i:] + self.order[:i])

    def opponents(self, name: str) -> list[str]:
        return [n for n in self.order if n != name]

    def record(self, caster: str = "Alice") -> None:
        """Record "caster ≠ active player" when ``caster`` acts in another player's turn."""
        if caster != self.active:
            varied("caster ≠ active player")


@st.composite
def seatings(draw: st.DrawFn, *, others_active: bool = False, max_players: int = 4) -> Seating:
    """Two to ``max_players`` players in any order (not only a rotation: Bob is not always the
    player after Alice); with ``others_active``, any of them may be
    the active player (else Alice is)."""
    n = draw(st.integers(2, max_players), label="players")
    names = NAMES[:n]
    order = tuple(draw(st.permutations(names), label="turn order"))
    active = draw(st.sampled_from(("Alice",) + tuple(x for x in names if x != "Alice")), label="active player") \
        if others_active else "Alice"
    return Seating(order=order, active=active)


def give_priority_to(table: Table, seating: Seating, player: str) -> None:
    """Pass priority in turn order, from whoever has it, until ``player`` has it (fewer passes than
    players: the step goes on, 117.4). Each pass must be accepted and leave the step and the stack
    as they were; the player who receives priority next is the next in turn order (117.3d)."""
    for _ in range(len(seating.order)):
        obs = table.observe()
        if obs.priority == player:
            return
        assert obs.priority is not None, f"nobody has priority; {player} should receive it"
        passer = obs.priority
        assert table.act(PassPriority(player=passer)), table.rejection
        after = table.observe()
        following = seating.order[(seating.order.index(passer) + 1) % len(seating.order)]
        assert (after.step, after.stack, after.priority) == (obs.step, obs.stack, following), \
            f"{passer} passed with {len(seating.order)} players in the game: {following} should receive " \
            f"priority in the same step with the same stack (117.3d), not {after.priority} in {after.step}"
    assert table.observe().priority == player, f"{player} never received priority"


__all__ = ["NAMES", "Seating", "seatings", "give_priority_to"]
