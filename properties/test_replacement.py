"""Properties of replacement effects on events other than zone changes (CR 614, 616): the order the
affected object's controller chooses, each effect applied once (repl17)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.properties import cites, fresh_table, random_answers
from mtg_conformance.protocol import (
    CastSpell, GameSetup, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question, QuestionKind, Step, Zone,
)

pytestmark = pytest.mark.mechanic("replacement-effects")

SCALES, MENACE = "Hardened Scales", "Corpsejack Menace"
MODIFIES = {SCALES: lambda n: n + 1, MENACE: lambda n: 2 * n}
"""What each card's replacement effect does to a number of +1/+1 counters put on a creature its
controller controls: "that many plus one" (Hardened Scales), "twice that many" (Corpsejack Menace)."""
NAMES = ("Alice", "Bob", "Carol")


@cites("616.1", "616.1e", "616.1f", "614.5", "614.16", "701.44a")
@pytest.mark.capability("explore")
@given(data=st.data(), players=st.integers(2, 3), seat=st.integers(0, 2),
       effects=st.lists(st.tuples(st.sampled_from([SCALES, MENACE]), st.integers(0, 2), st.integers(0, 2)),
                        min_size=1, max_size=4))
def test_each_replacement_effect_applies_once_in_the_order_its_controller_chooses(
        make_engine, data, players, seat, effects) -> None:
    """616.1: when several replacement effects would modify the +1/+1 counters an explorer gets, its
    controller chooses one to apply, then chooses again among those that still apply (616.1e,
    616.1f); each applies once (614.5) to the counters an effect puts (614.16; explore: 701.44a),
    and only the effects of permanents that player controls apply
    ("a creature you control": the controller, whoever owns the permanent). Whatever order the
    player picks, the explorer ends with exactly the counters of that order; there is a choice
    whenever effects of two different cards are left (the same card twice: the order changes
    nothing).
    Varies: active seat, players, owner ≠ controller."""
    names = NAMES[:players]
    active = names[seat % players]
    battlefield: dict[str, list[PermanentSetup]] = {n: [] for n in names}
    for card, owner, controller in effects:
        battlefield[names[owner % players]].append(PermanentSetup(card=card, controller=names[controller % players]))
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, battlefield=tuple(battlefield[n]), hand=("Merfolk Branchwalker",) if n == active else (),
        library=("Grizzly Bears", "Forest"), mana_pool="{G}{G}" if n == active else "") for n in names),
        active_player=active, step=Step.PRECOMBAT_MAIN)
    asked: list[tuple[tuple[str, ...], str]] = []
    others = random_answers(data)

    def answer(q: Question):
        if q.kind != QuestionKind.REPLACEMENT_EFFECT:
            return others(q)
        assert q.player == active, f"{q.player} was asked which replacement effect applies, not {active} (616.1)"
        chosen = data.draw(st.sampled_from(list(q.options)), label="replacement effect")
        asked.append((tuple(q.options), chosen))
        return chosen

    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(CastSpell(player=active, card=table.find("Merfolk Branchwalker", zone=Zone.HAND)),
                         on_question=answer), table.rejection
        assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
        note(table.gherkin())
        left = Counter(card for card, _, controller in effects if names[controller % players] == active)
        # Questions offering one card's effects only decide nothing: engines may ask them or not.
        answers = [(options, chosen) for options, chosen in asked if len(set(options)) > 1]
        amount = 1
        while +left:
            kinds = sorted(+left)
            chosen = kinds[0]
            if len(kinds) > 1:
                assert answers, f"{' and '.join(kinds)} both apply, but {active} was asked no choice (616.1)"
                options, chosen = answers.pop(0)
                assert sorted(set(options)) == kinds, f"offered {options}, but {kinds} apply now (616.1f)"
            amount = MODIFIES[chosen](amount)
            left[chosen] -= 1
        assert not answers, f"choices left over after every effect applied once: {answers}"
        explorer = [p for p in table.observe().battlefield if "Merfolk Branchwalker" in p.cards]
        assert explorer, "Merfolk Branchwalker is not on the battlefield"
        got = explorer[0].counters.get("+1/+1", 0)
        assert got == amount, (f"Merfolk Branchwalker has {got} +1/+1 counters; the order chosen "
                               f"({[c for _, c in asked]}) gives {amount}")
