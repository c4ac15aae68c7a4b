"""The properties of properties/test_tokens.py can fail: each is run against the reference engine
with one bug injected (tests/test_properties_can_fail.py style), and Hypothesis (HUNT settings) must
find a falsifying example through the property's own assertion. The control runs each against the
unbroken engine under the same settings."""

from __future__ import annotations

from typing import Any

import mtg_reference_engine.game as ref_game
import pytest

from mtg_conformance.protocol import Event, EventType, Zone
from properties import test_tokens
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game
_move_card = Game.move_card
_state_based_actions = Game.state_based_actions


def _tokens_become_cards(self, obj, to, **kwargs):
    """A token that leaves the battlefield becomes an ordinary object there (111.7 forgotten)."""
    new = _move_card(self, obj, to, **kwargs)
    if to != Zone.BATTLEFIELD:
        new.token = False
    return new


def test_token_property_catches_tokens_that_do_not_cease_to_exist() -> None:
    must_fail(test_tokens.test_a_token_that_left_the_battlefield_ceases_to_exist,
              broken({(Game, "move_card"): _tokens_become_cards}))


def _copies_become_cards(self, obj, to, **kwargs):
    """A copy of a spell that leaves the stack becomes an ordinary card there (707.10a forgotten)."""
    new = _move_card(self, obj, to, **kwargs)
    new.spell_copy = False
    return new


def test_copy_property_catches_copies_that_do_not_cease_to_exist() -> None:
    must_fail(test_tokens.test_a_copy_of_a_spell_is_not_cast_and_is_in_no_zone_after_it_leaves_the_stack,
              broken({(Game, "move_card"): _copies_become_cards}))



def _copies_are_cast(self):
    """Every copy of a spell on the stack is reported as cast (707.10: "a copy of a spell isn't cast")."""
    for item in self.stack:
        if item.card is not None and item.card.spell_copy and not item.data.get("reported"):
            item.data["reported"] = True
            self.events.append(Event(type=EventType.SPELL_CAST, object=item.id, name=item.name,
                                     player=item.controller))
    return _state_based_actions(self)


def test_copy_property_catches_copies_that_are_cast() -> None:
    must_fail(test_tokens.test_a_copy_of_a_spell_is_not_cast_and_is_in_no_zone_after_it_leaves_the_stack,
              broken({(Game, "state_based_actions"): _copies_are_cast}))


PROPERTIES = [test_tokens.test_a_token_that_left_the_battlefield_ceases_to_exist,
              test_tokens.test_a_copy_of_a_spell_is_not_cast_and_is_in_no_zone_after_it_leaves_the_stack]


@pytest.mark.parametrize("prop", PROPERTIES, ids=lambda p: p.__name__)
def test_the_unbroken_engine_passes_the_same_hunt(prop: Any) -> None:
    hunt(prop, broken({}))


import mtg_reference_engine.tokens as ref_tokens          # noqa: E402  (mapbase: 111.2's owner)

_create = ref_tokens.create


def _tokens_owned_by_the_first_player(game, player, name, count=1):
    """A token is owned by the first player in turn order, not by the player who created it (111.2:
    "The player who creates a token is its owner"); it still enters under its creator's control."""
    made = _create(game, player, name, count)
    for token in made:
        token.owner = game.players[0].name
    return made


def test_token_property_catches_a_token_owned_by_another_player_than_its_creator() -> None:
    must_fail(test_tokens.test_a_token_that_left_the_battlefield_ceases_to_exist,
              broken({ref_tokens.create: _tokens_owned_by_the_first_player}))
