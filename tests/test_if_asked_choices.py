"""phase31 (issue 31 item 1): an answer scripted ", if asked" (``Table.script_if_asked``) is sent
only once the engine asks a question of its kind, placed among the pending choices where the engine
asked it; left unasked, it does not fail the scenario, unlike a choice scripted as required."""

from __future__ import annotations

import pytest

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    OutsideEvent, OutsideEventKind, PermanentSetup, QuestionKind, ScriptedChoice,
)
from mtg_reference_engine import ReferenceEngine

HOST = PermanentSetup(card="Chittering Host", meld_cards=("Graf Rats", "Midnight Scavengers"))
ORDER = ScriptedChoice(question=QuestionKind.CARD_ORDER, answer=["Midnight Scavengers", "Graf Rats"])


def _host_id(table: Table) -> str:
    return next(p.id for p in table.observe().battlefield if p.name == "Chittering Host")


def test_an_answer_if_asked_is_placed_where_the_engine_asks_its_question() -> None:
    """The reference engine asks ``replacement_effect`` (Wheel of Sun and Moon or Leyline of the Void),
    then ``card_order``: the answer given if asked goes after the required one, and is used."""
    table = Table(ReferenceEngine())
    table.draft("Alice").battlefield.extend(
        [HOST, PermanentSetup(card="Wheel of Sun and Moon", attached_to="Alice")])
    table.draft("Bob").battlefield.append(PermanentSetup(card="Leyline of the Void"))
    table.script_if_asked(ORDER)
    table.script(ScriptedChoice(question=QuestionKind.REPLACEMENT_EFFECT, answer="Leyline of the Void"))
    assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_host_id(table)))
    assert [c.name for c in table.observe().exile] == ["Midnight Scavengers", "Graf Rats"]
    assert not table.choices and not table.if_asked
    [(_, _, used)] = table.history
    assert [c.question for c in used] == [QuestionKind.REPLACEMENT_EFFECT, QuestionKind.CARD_ORDER]
    table.finish()


@pytest.mark.parametrize("if_asked", [True, False])
def test_an_answer_if_asked_that_is_never_asked_fails_nothing_a_required_one_does(if_asked: bool) -> None:
    table = Table(ReferenceEngine())
    table.draft("Alice").battlefield.append(PermanentSetup(card="Grizzly Bears"))
    (table.script_if_asked if if_asked else table.script)(ORDER)
    bears = next(p.id for p in table.observe().battlefield)
    assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=bears))
    if if_asked:
        table.finish()
        assert table.if_asked == [ORDER]
    else:
        with pytest.raises(ScenarioError, match="never asked"):
            table.finish()


def test_a_question_no_answer_if_asked_fits_still_fails() -> None:
    table = Table(ReferenceEngine())
    table.draft("Alice").battlefield.append(HOST)
    table.script_if_asked(ScriptedChoice(question=QuestionKind.MAY, answer=True))
    with pytest.raises(ScenarioError, match="card_order"):
        table.act(OutsideEvent(event=OutsideEventKind.EXILE, object=_host_id(table)))
    assert not table.choices and len(table.if_asked) == 1
