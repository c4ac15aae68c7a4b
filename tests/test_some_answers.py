"""``properties.act_with_some_answers``, which random play uses to perform a listed action: a cast
whose legality depends on the answer to its question is performed with each option in turn, so a
conforming engine that lists it is never called wrong for a random answer; a cast that no answer
makes legal is still reported (the reference engine used to list one, found by random play)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from mtg_conformance.properties import act_with_some_answers, fresh_table
from mtg_conformance.protocol import CastSpell, GameSetup, PassUntilStackEmpty, PlayerSetup, Step, Zone
from mtg_reference_engine import ReferenceEngine


def _past_in_flames_twice(pool: str) -> GameSetup:
    """Past in Flames from hand ({3}{R}) gives the other, in the graveyard, a second flashback cost
    ({3}{R}, its mana cost) besides its own ({4}{R}); ``pool`` is what is left to pay with."""
    return GameSetup(players=(
        PlayerSetup(name="Alice", hand=("Past in Flames",), graveyard=("Past in Flames",),
                    mana_pool="{R}{C}{C}{C}" + pool, library=("Island",) * 3),
        PlayerSetup(name="Bob", library=("Island",) * 3)), active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3)


@pytest.mark.parametrize("pool, accepted", [("{R}{C}{C}{C}", True), ("{B}{G}", False)])
@settings(max_examples=10, deadline=None, database=None)
@given(data=st.data())
def test_a_cast_is_tried_with_each_answer_to_its_first_question(pool: str, accepted: bool, data) -> None:
    """With {R}{C}{C}{C} left only the gained {3}{R} can be paid: the cast is accepted whichever
    cost a random answer picks first (each option is tried). With {B}{G} neither can: it is not."""
    with fresh_table(ReferenceEngine) as table:
        table.load(_past_in_flames_twice(pool))
        in_graveyard = table.find("Past in Flames", zone=Zone.GRAVEYARD, player="Alice")
        assert table.act(CastSpell(player="Alice", card=table.find("Past in Flames", zone=Zone.HAND, player="Alice")))
        assert table.act(PassUntilStackEmpty())
        cast = CastSpell(player="Alice", card=in_graveyard, alternative_cost="flashback")
        assert act_with_some_answers(table, cast, data) == accepted
