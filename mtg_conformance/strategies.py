"""Hypothesis strategies for starting states, built from the suite's card pool and limited to what
an engine declares. Everything shrinks toward small states: empty zones, fewer players' cards, the
first card of each pool (a basic land), the precombat main phase, 20 life."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hypothesis import strategies as st

from .cards import load_cards
from .protocol import Capability, GameSetup, PermanentSetup, PlayerSetup, Step

POOLS: dict[str, tuple[str, ...]] = {
    "basic": ("Forest", "Island", "Mountain", "Swamp", "Plains", "Grizzly Bears", "Llanowar Elves",
              "Lightning Bolt"),
    Capability.EXPLORE: ("Enter the Unknown", "Merfolk Branchwalker", "Jadelight Ranger", "Defossilize",
                         "Lurking Chupacabra"),
    Capability.LAND_PLAYS: ("Wayward Swordtooth", "Courser of Kruphix", "Act on Impulse"),  # perm17: permission effects
}
"""Cards by the capability an engine needs to play them ("basic" needs none)."""

MAIN_FIRST_STEPS = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.END)


def card_pool(capabilities: Iterable[str], extra: Sequence[str] = ()) -> tuple[str, ...]:
    """The cards an engine with ``capabilities`` can be given, basic ones first."""
    caps = {str(c) for c in capabilities}
    names = list(POOLS["basic"])
    for cap, cards in POOLS.items():
        if cap != "basic" and cap in caps:
            names += cards
    names += [n for n in extra if n not in names]
    return tuple(names)


def _is_permanent_card(name: str) -> bool:
    return not {"Instant", "Sorcery", "Plane"} & set(load_cards()[name].types)


@st.composite
def players(draw: st.DrawFn, name: str, pool: Sequence[str], *, max_library: int = 6,
            max_hand: int = 4, max_battlefield: int = 4, max_graveyard: int = 3) -> PlayerSetup:
    cards = st.sampled_from(list(pool))
    permanents = st.sampled_from([n for n in pool if _is_permanent_card(n)])
    return PlayerSetup(
        name=name,
        life=draw(st.integers(1, 20).map(lambda n: 21 - n)),
        library=tuple(draw(st.lists(cards, max_size=max_library))),
        hand=tuple(draw(st.lists(cards, max_size=max_hand))),
        graveyard=tuple(draw(st.lists(cards, max_size=max_graveyard))),
        battlefield=tuple(PermanentSetup(card=c, tapped=t) for c, t in draw(
            st.lists(st.tuples(permanents, st.booleans()), max_size=max_battlefield))),
        mana_pool="".join(draw(st.lists(st.sampled_from(["{G}", "{R}", "{U}", "{B}", "{W}", "{C}"]),
                                        max_size=6))),
    )


NAMES = ("Alice", "Bob", "Carol", "Dave")


@st.composite
def setups(draw: st.DrawFn, pool: Sequence[str], *, names: Sequence[str] | None = ("Alice", "Bob"),
           steps: Sequence[Step] = MAIN_FIRST_STEPS, **sizes: int) -> GameSetup:
    """A random legal starting state of a two-player game (by default) from ``pool``, any player
    active; with ``names=None``, of two to four players (shrinking toward two)."""
    if names is None:
        names = NAMES[:draw(st.integers(2, 4), label="players")]
    ps = tuple(draw(players(n, pool, **sizes)) for n in names)
    return GameSetup(players=ps, active_player=draw(st.sampled_from(list(names))),
                     step=draw(st.sampled_from(list(steps))), turn=3)
