"""A player loses by a state-based action at any moment they are checked (issue 29; CR 704.3, 704.5a,
704.5b), checked through the protocol against any engine that declares ``combat``.

704.3: "Whenever a player would get priority ..., the game checks for any of the listed conditions
for state-based actions". Not at a step's start only: the blind set of issue 29 had engines that let
a player at 0 life, or one who drew from an empty library outside their draw step, play on until the
next step began. Here each example draws two to four players in any order, the player who may lose
(any of Alice's opponents; Alice herself in a game of two), the way (Lightning Bolt at them; 2 combat
damage from Alice's unblocked Grizzly Bears; Deep Analysis making them draw two cards; Think Twice
making Alice draw one), the moment (any step where Alice, the active player, has priority, for the
instants; a main phase for the sorcery; the combat damage step for combat), and their life or
library, so that they lose or not by the margin of one.
"""

from __future__ import annotations

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.properties import cites, fresh_table, reached
from mtg_conformance.protocol import (
    AdvanceTo, Attack, CastSpell, DeclareAttackers, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Step, Target,
    Zone,
)
from mtg_conformance.seats import seatings

pytestmark = [pytest.mark.mechanic("global"), pytest.mark.capability("combat")]

INSTANT_STEPS = (Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT,
                 Step.POSTCOMBAT_MAIN, Step.END)
WAYS = {
    # way: (card, mana, steps)
    "Lightning Bolt": ("Lightning Bolt", "{R}", INSTANT_STEPS),
    "Think Twice": ("Think Twice", "{U}{U}", INSTANT_STEPS),
    "Deep Analysis": ("Deep Analysis", "{U}{U}{U}{U}", (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)),
    "combat damage": (None, "", (Step.PRECOMBAT_MAIN,)),
}


@st.composite
def moments(draw: st.DrawFn) -> dict:
    seating = draw(seatings(), label="seating")
    way = draw(st.sampled_from(tuple(WAYS)), label="way")
    opponents = [n for n in seating.order if n != "Alice"]
    if way == "Think Twice":
        victim = "Alice"                                  # "Draw a card.": its caster draws
    elif way == "combat damage" or len(seating.order) > 2:
        victim = draw(st.sampled_from(opponents), label="who may lose")
    else:
        victim = draw(st.sampled_from(opponents + ["Alice"]), label="who may lose")
    step = draw(st.sampled_from(WAYS[way][2]), label="moment")
    margin = draw(st.sampled_from([-1, 0, 1]), label="life or cards left, against what kills")
    return {"seating": seating, "way": way, "victim": victim, "step": step, "margin": margin}


def _setup(m: dict):
    card, mana, _ = WAYS[m["way"]]
    # What kills, by the margin: 3 damage (Bolt), 2 (Bears), a library of 1 for Deep Analysis' 2
    # cards, 0 for Think Twice's 1. margin -1 and 0 lose (life -1/0, a draw from an empty library),
    # +1 does not.
    need = {"Lightning Bolt": 3, "combat damage": 2, "Deep Analysis": 2, "Think Twice": 1}[m["way"]]
    life = {n: 20 for n in m["seating"].order}
    library = {n: ("Island",) * 5 for n in m["seating"].order}
    if m["way"] in ("Lightning Bolt", "combat damage"):
        life[m["victim"]] = need + m["margin"]
    else:
        library[m["victim"]] = ("Island",) * max(0, need - 1 + m["margin"])
    players = {}
    for n in m["seating"].order:
        players[n] = PlayerSetup(
            name=n, life=life[n], library=library[n],
            hand=(card,) if n == "Alice" and card else (), mana_pool=mana if n == "Alice" else "",
            battlefield=(PermanentSetup(card="Grizzly Bears"),) if n == "Alice" and not card else ())
    return m["seating"].setup(players, step=m["step"])


def _loses(m: dict) -> bool:
    return m["margin"] <= 0


@cites("704.3", "704.5a", "704.5b")
@given(m=moments())
def test_a_player_loses_the_moment_state_based_actions_are_next_checked(make_engine, m) -> None:
    """704.3, 704.5a, 704.5b: a player with 0 or less life (after Lightning Bolt, or combat damage),
    or who attempted to draw from an empty library (Deep Analysis's two cards, Think Twice's one),
    loses as soon as the spell has resolved or the damage is dealt, in the same step, before any
    player gets priority again: they are out of the game while the game is still in that step; a
    player one point or one card short of it is still in. A game of two ends with the other player
    the winner; a game of three or four goes on, with priority to Alice or, once she left, to the next
    player in turn order.
    Varies: players, active seat."""
    setup = _setup(m)
    victim, step = m["victim"], m["step"]
    with fresh_table(make_engine) as table:
        table.load(setup)
        if m["way"] == "combat damage":
            step = Step.COMBAT_DAMAGE
            assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
            bears = next(p.id for p in table.observe().battlefield if p.name == "Grizzly Bears")
            assert table.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=bears, defender=victim),))), \
                table.rejection
            assert table.act(AdvanceTo(step=Step.COMBAT_DAMAGE)), table.rejection
        else:
            obs = table.observe()
            assert (obs.step, obs.priority) == (step, "Alice"), f"the setup is at {obs.step}, priority {obs.priority}"
            card = table.find(WAYS[m["way"]][0], zone=Zone.HAND, player="Alice")
            targets = () if m["way"] == "Think Twice" else (Target(player=victim),)
            assert table.act(CastSpell(player="Alice", card=card, targets=targets)), table.rejection
            assert table.act(PassUntilStackEmpty()), table.rejection
        note(table.gherkin())
        obs = table.observe()
        loses = _loses(m)
        names = [p.name for p in setup.players]
        left = [n for n in names if n != victim] if loses else names
        assert [p.name for p in obs.players if p.in_game] == left, \
            f"{victim} ({m['way']}, margin {m['margin']}, {step}) should {'lose' if loses else 'stay in the game'} " \
            f"as state-based actions are checked (704.3, 704.5a, 704.5b); in the game: " \
            f"{[p.name for p in obs.players if p.in_game]}"
        if len(left) == 1:
            reached("state-based actions: a game of two ends as the player loses")
            assert obs.game_over and obs.winners == tuple(left), \
                f"{victim} lost a game of two: it should be over, {left[0]} the winner (104.2a); " \
                f"game_over {obs.game_over}, winners {obs.winners}"
            return
        assert not obs.game_over, f"the game ended; {len(left)} players are still in it (800.4)"
        assert obs.step == step, f"{victim}'s state-based action should happen in the {step} step; the game is " \
                                 f"in {obs.step}"
        if loses:
            reached("state-based actions: a player of three or four loses and the game goes on")
        order = [p.name for p in setup.players]
        after_alice = order[order.index("Alice"):] + order[:order.index("Alice")]
        expected = next(n for n in after_alice if n in left)      # Alice, or the next player if she left
        assert obs.priority == expected, f"after {m['way']} {expected} should have priority (the active player, or " \
                                         f"the next in turn order once she left), not {obs.priority}"
