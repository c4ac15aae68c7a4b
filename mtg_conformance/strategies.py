"""Hypothesis strategies for starting states, built from the suite's card pool and limited to what
an engine declares. Everything shrinks toward small states: empty zones, fewer players' cards, the
first card of each pool (a basic land), the precombat main phase, 20 life."""

from __future__ import annotations

import functools
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


@functools.lru_cache(maxsize=256)
def _player_parts(pool: tuple[str, ...], max_library: int, max_hand: int, max_battlefield: int,
                  max_graveyard: int) -> tuple[st.SearchStrategy, ...]:
    """The strategies :func:`players` draws from, built once per pool and sizes: building (and on
    its first draw validating) a strategy costs more than drawing from it, and ``players`` is drawn
    for every player of every example. The same strategies as built afresh, so the same examples."""
    cards = st.sampled_from(list(pool))
    permanents = st.sampled_from([n for n in pool if _is_permanent_card(n)])
    return (st.integers(1, 20).map(lambda n: 21 - n), st.lists(cards, max_size=max_library),
            st.lists(cards, max_size=max_hand), st.lists(cards, max_size=max_graveyard),
            st.lists(st.tuples(permanents, st.booleans()), max_size=max_battlefield),
            st.lists(st.sampled_from(["{G}", "{R}", "{U}", "{B}", "{W}", "{C}"]), max_size=6))


@st.composite
def players(draw: st.DrawFn, name: str, pool: Sequence[str], *, max_library: int = 6,
            max_hand: int = 4, max_battlefield: int = 4, max_graveyard: int = 3) -> PlayerSetup:
    life, library, hand, graveyard, battlefield, mana = _player_parts(
        tuple(pool), max_library, max_hand, max_battlefield, max_graveyard)
    return PlayerSetup(
        name=name,
        life=draw(life),
        library=tuple(draw(library)),
        hand=tuple(draw(hand)),
        graveyard=tuple(draw(graveyard)),
        battlefield=tuple(PermanentSetup(card=c, tapped=t) for c, t in draw(battlefield)),
        mana_pool="".join(draw(mana)),
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
    return GameSetup(players=ps, active_player=draw(st.sampled_from(tuple(names))),    # tuples: Hypothesis
                     step=draw(st.sampled_from(tuple(steps))), turn=3)                 # caches the strategy
