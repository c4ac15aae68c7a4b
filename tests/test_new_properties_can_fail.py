"""Every new property can fail: the machinery properties (properties/test_machinery.py), the
casting properties 13 and 14 (properties/test_costs.py), the meld and Planechase properties
added to properties/test_mechanics.py, properties/test_legal_actions.py and properties/test_combat.py (docs/mutation/E-meld-planechase.md) are each run against the reference engine
with one bug injected, a bug that behaves as one of the mutants the property is said to kill
(docs/mutation/A-legal-adapter.md, B-machinery.md, C-casting.md, D-combat-explore-lands.md,
E-meld-planechase.md), and Hypothesis (HUNT settings) must
find a falsifying example. The control at the end runs each with the unbroken engine under the same
settings. Helpers come from tests/test_properties_can_fail.py and tests/broken_engines.py."""

from __future__ import annotations

import contextlib
import dataclasses
from collections import Counter
from typing import Any
from unittest import mock

import mtg_reference_engine.adapter as ref_adapter
import mtg_reference_engine.cards as ref_cards
import mtg_reference_engine.cards.meld_cards as ref_meld_cards
import mtg_reference_engine.cards.planes as ref_planes
import mtg_reference_engine.casting as ref_casting
import mtg_reference_engine.combat as ref_combat
import mtg_reference_engine.game as ref_game
import mtg_reference_engine.legal as ref_legal
import mtg_reference_engine.mana as ref_mana
import mtg_reference_engine.meld as ref_meld
import mtg_reference_engine.planechase as ref_planechase
import mtg_reference_engine.replacement as ref_replacement
import pytest

from mtg_conformance.protocol import (
    EventType,
    IllegalAction,
    PlayLand,
    QuestionKind,
    Step,
    Zone,
)
from properties import (
    test_combat,
    test_costs,
    test_legal_actions,
    test_machinery,
    test_mechanics,
    test_objects,
)
from tests.broken_engines import ResolvesWithIllegalTargets, _PatchedEngine
from tests.test_properties_can_fail import broken, hunt, hunting, must_fail

Game = ref_game.Game

# --------------------------------------------------------------------------------------------
# properties/test_machinery.py
# --------------------------------------------------------------------------------------------

_begin_step = Game.begin_step


def _untaps_every_players_permanents(self, step):
    """begin_step__mutmut_13..17: the untap step untaps every permanent, not only the active
    player's (502.3)."""
    if step == Step.UNTAP:
        for obj in self.battlefield:
            obj.tapped = False
    return _begin_step(self, step)


def test_untap_property_catches_the_untap_step_untapping_everyones_permanents() -> None:
    must_fail(test_machinery.test_the_untap_step_untaps_the_active_players_permanents_only,
              broken({(Game, "begin_step"): _untaps_every_players_permanents}))


def _no_discard_to_hand_size(self, player):
    """The cleanup step forgets 514.1: nobody discards down to seven (the engine before 514.1)."""


def _every_player_discards_to_hand_size(self, player):
    """Every player discards down to seven in the active player's cleanup step (514.1 names the
    active player only)."""
    for p in self.players:
        _discard_to_hand_size(self, p)


def _discard_down_to_eight(self, player):
    """The maximum hand size read as eight (402.2: seven): one card too many is kept."""
    with mock.patch.object(ref_game, "MAXIMUM_HAND_SIZE", 8):
        _discard_to_hand_size(self, player)


_discard_to_hand_size = Game.discard_to_maximum_hand_size


@pytest.mark.parametrize("bug", [_no_discard_to_hand_size, _every_player_discards_to_hand_size,
                                 _discard_down_to_eight], ids=lambda b: b.__name__.strip("_"))
def test_hand_size_property_catches_a_wrong_cleanup_discard(bug) -> None:
    must_fail(test_machinery.test_only_the_active_player_discards_down_to_seven_in_their_cleanup_step,
              broken({(Game, "discard_to_maximum_hand_size"): bug}))


_draw = Game.draw


def _empty_library_draws_nothing(self, player):
    """draw__mutmut_2,3: drawing from an empty library is not remembered, so nobody loses (704.5b)."""
    if not player.library:
        return None
    return _draw(self, player)


def test_empty_library_property_catches_a_player_who_does_not_lose() -> None:
    must_fail(test_machinery.test_a_player_who_draws_from_an_empty_library_loses,
              broken({(Game, "draw"): _empty_library_draws_nothing}))


_end_if_decided = Game.end_if_decided


def _plays_on(self):
    """The game never ends: a two-player game plays on after a player lost (104.1, 104.2a)."""


def _ends_at_the_first_loss(self):
    """A multiplayer game ends as soon as one player has left (800.4: it goes on while two or more
    players remain)."""
    if sum(p.in_game for p in self.players) < len(self.players):
        self.over, self.winners, self.priority = True, tuple(p.name for p in self.players if p.in_game), None
        return
    _end_if_decided(self)


def _always_a_draw(self):
    """Nobody wins: the game ends as a draw although a player is left (104.2a, not 104.4a)."""
    _end_if_decided(self)
    self.winners = ()


_dispatch = ref_adapter.ReferenceEngine._dispatch


def _acts_after_the_end(self, game, action):
    """The engine performs actions after the game ended (104.1): an advance is accepted."""
    over, game.over = game.over, False
    try:
        return _dispatch(self, game, action)
    finally:
        game.over = over or game.over


@pytest.mark.parametrize("bug", [_plays_on, _ends_at_the_first_loss, _always_a_draw])
def test_game_over_property_catches_a_game_that_ends_wrongly(bug) -> None:
    must_fail(test_machinery.test_a_game_ends_when_fewer_than_two_players_remain,
              broken({(Game, "end_if_decided"): bug}))


def test_game_over_property_catches_actions_performed_after_the_end() -> None:
    must_fail(test_machinery.test_a_game_ends_when_fewer_than_two_players_remain,
              broken({(ref_adapter.ReferenceEngine, "_dispatch"): _acts_after_the_end}))


def _passes_survive_resolution(self, player):
    """pass_priority__mutmut_18: the passes made before the top of the stack resolved still count
    afterwards (117.3b, 117.4): one pass then ends the step."""
    if self.priority != player:
        raise IllegalAction(f"{player} does not have priority", "117")
    self.passes += 1
    if self.passes < sum(p.in_game for p in self.players):
        self.give_priority(self.next_player(player))
        return
    if self.stack:
        self.resolve_top()                              # the count of passes is not reset here
        self.give_priority(self.active)
    else:
        self.passes = 0
        self.end_step()


def test_priority_property_catches_passes_counted_across_a_resolution() -> None:
    must_fail(test_machinery.test_a_step_ends_only_when_all_players_pass_in_succession,
              broken({(Game, "pass_priority"): _passes_survive_resolution}))


_damage = Game.damage


def _damage_does_not_add_up(self, source_name, source_id, amount, *, obj=None, player=None, combat=False):
    """damage__mutmut (the "+=" made "="): damage marked on a creature replaces what was marked
    before instead of adding to it (120.3e, 120.6)."""
    if obj is not None and amount > 0:
        obj.damage = 0
    return _damage(self, source_name, source_id, amount, obj=obj, player=player, combat=combat)


def test_damage_property_catches_damage_that_does_not_add_up() -> None:
    must_fail(test_machinery.test_damage_is_marked_until_the_cleanup_step_and_lost_as_life,
              broken({(Game, "damage"): _damage_does_not_add_up}))


def _blockers_deal_no_damage(self):
    """combat_damage__mutmut_7..32: a blocking creature deals no combat damage to the creature it
    blocks (510.1a, 510.1c)."""
    for attacker_id, defender in self.attackers.items():
        attacker = self.permanent(attacker_id)
        if attacker is None:
            continue
        blockers = [b for b in (self.permanent(i) for i in self.blocks.get(attacker_id, ())) if b]
        power = self.power_toughness(attacker)[0] or 0
        if attacker_id in self.blocks:
            if blockers:
                self.damage(attacker.name, attacker.id, power, obj=blockers[0], combat=True)
        else:
            self.damage(attacker.name, attacker.id, power, player=self.player(defender), combat=True)


def test_combat_damage_property_catches_blockers_dealing_no_damage() -> None:
    must_fail(test_machinery.test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power,
              broken({(Game, "combat_damage"): _blockers_deal_no_damage}))


_move_card = Game.move_card


def _tokens_become_cards(self, obj, to, **kwargs):
    """move_card__mutmut_30..32: a token that leaves the battlefield is no longer marked a token,
    so it stays in its new zone (111.7, 704.5d)."""
    new = _move_card(self, obj, to, **kwargs)
    new.token = False
    return new


def test_token_property_catches_a_token_that_survives_leaving_the_battlefield() -> None:
    must_fail(test_machinery.test_a_token_that_leaves_the_battlefield_ceases_to_exist,
              broken({(Game, "move_card"): _tokens_become_cards}))


def _pay_hybrid_with_its_first_half_only(cost, pool):
    """mana.pay with a hybrid symbol ({G/W}) payable only by its first half (107.4e)."""
    left = Counter(pool)
    spent: Counter[str] = Counter()

    def take(sym):
        if left[sym] <= 0:
            raise ref_mana.ManaError(f"cannot pay {cost}")
        left[sym] -= 1
        spent[sym] += 1
    if cost.x:
        raise ref_mana.ManaError("X must be chosen before paying")
    for sym in cost.symbols:
        take(sym)
    for a, _b in cost.hybrid:
        take(a)                                          # the other half is never tried
    need = cost.generic
    for t in ("C",) + ref_mana.COLORS:
        n = min(need, left[t])
        left[t] -= n
        spent[t] += n
        need -= n
    if need:
        raise ref_mana.ManaError(f"cannot pay {cost}")
    pool.clear()
    pool.update({t: n for t, n in left.items() if n > 0})
    return +spent


def test_cost_property_catches_hybrid_mana_paid_by_one_half_only() -> None:
    must_fail(test_machinery.test_a_spell_is_cast_exactly_when_the_pool_can_pay_its_cost,
              broken({ref_mana.pay: _pay_hybrid_with_its_first_half_only}))


class IslandsTapForBlack(_PatchedEngine):
    """The table of basic land mana has Island add {B} (305.6: Island adds {U})."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        return mock.patch.dict(ref_cards.BASIC_LAND_MANA, {"Island": "B"})


def test_basic_land_property_catches_a_land_adding_the_wrong_mana() -> None:
    must_fail(test_machinery.test_a_basic_land_taps_for_the_mana_of_its_type, IslandsTapForBlack)


_legally_attached = Game.legally_attached


def _enchant_creature_on_any_permanent(self, aura):
    """legally_attached__mutmut: "Enchant creature" is not checked, so an Aura stays on a permanent
    that stopped being a creature (303.4c, 704.5m)."""
    if any(p.name == aura.attached_to for p in self.players):
        return _legally_attached(self, aura)
    target = self.permanent(aura.attached_to or "")
    return target is not None and target is not aura


def test_aura_property_catches_an_aura_left_on_a_noncreature() -> None:
    must_fail(test_machinery.test_an_aura_stays_attached_only_while_it_legally_can,
              broken({(Game, "legally_attached"): _enchant_creature_on_any_permanent}))


def test_target_left_property_catches_a_spell_resolving_with_an_illegal_target() -> None:
    must_fail(test_machinery.test_a_spell_whose_target_player_left_the_game_does_not_resolve,
              ResolvesWithIllegalTargets)


_emit = Game.emit


def _zone_change_without_previous(self, event, **context):
    """move_card__mutmut_69..79: the zone_change event does not give the id the object had before
    (400.7; docs/protocol.md: a zone change names the new id and the previous one)."""
    if event.type == EventType.ZONE_CHANGE:
        event = dataclasses.replace(event, previous=None)
    return _emit(self, event, **context)


def test_events_property_catches_a_zone_change_without_the_previous_id() -> None:
    must_fail(test_machinery.test_questions_ids_and_events_describe_what_happened,
              broken({(Game, "emit"): _zone_change_without_previous}))


_destination = ref_replacement.destination


def _owner_chooses_the_replacement(game, obj, to, *, top=True):
    """replacement.destination with the affected object's owner, not its controller, choosing the
    replacement effect that applies (616.1)."""
    ask = game.ask

    def owner_asked(kind, player, prompt, options=()):
        return ask(kind, obj.owner if kind == QuestionKind.REPLACEMENT_EFFECT else player, prompt, options)
    with mock.patch.object(game, "ask", owner_asked):
        return _destination(game, obj, to, top=top)


def test_replacement_property_catches_the_owner_choosing_instead_of_the_controller() -> None:
    must_fail(test_machinery.test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says,
              broken({_destination: _owner_chooses_the_replacement}))


def _flashback_exiled_without_a_report(game, obj, to, *, top=True):
    """replacement.destination exiling a flashback spell without the ``replaced`` event (702.34a,
    docs/protocol.md: each replacement is reported)."""
    emit_only = game.emit_only

    def unreported(event):
        if event.type == EventType.REPLACED and (event.detail or "").startswith("flashback"):
            return None
        return emit_only(event)
    with mock.patch.object(game, "emit_only", unreported):
        return _destination(game, obj, to, top=top)


def test_flashback_property_accepts_an_unreported_replacement() -> None:
    """702.34a fixes where the card goes, not a report: an engine that exiles the spell without a
    ``replaced`` event (phase.rs does) passes (issue 12, triage #20)."""
    prop = test_machinery.test_a_spell_cast_with_flashback_is_exiled_as_it_leaves_the_stack
    with hunting(prop):
        prop(make_engine=broken({_destination: _flashback_exiled_without_a_report}))


def _flashback_spell_to_the_graveyard(game, obj, to, *, top=True):
    """replacement.destination ignoring 702.34a: the flashback spell goes to the graveyard."""
    obj.exile_if_leaves_stack = False
    return _destination(game, obj, to, top=top)


def _flashback_reported_as_another_source(game, obj, to, *, top=True):
    """The replacement is reported, but as another source's (docs/protocol.md: ``source`` is the
    name of the replacement effect's source)."""
    emit_only = game.emit_only

    def misreported(event):
        if event.type == EventType.REPLACED:
            event = dataclasses.replace(event, source="Leyline of the Void")
        return emit_only(event)
    with mock.patch.object(game, "emit_only", misreported):
        return _destination(game, obj, to, top=top)


@pytest.mark.parametrize("bug", [_flashback_spell_to_the_graveyard, _flashback_reported_as_another_source])
def test_flashback_property_catches_a_wrong_destination_or_report(bug) -> None:
    must_fail(test_machinery.test_a_spell_cast_with_flashback_is_exiled_as_it_leaves_the_stack,
              broken({_destination: bug}))


def _entering_permanents_not_sick(self, obj, to, **kwargs):
    """move_card__mutmut_34,35: a permanent that enters the battlefield is not summoning sick (302.6)."""
    new = _move_card(self, obj, to, **kwargs)
    new.summoning_sick = False
    return new


def test_summoning_sickness_property_catches_a_creature_that_is_not_sick() -> None:
    must_fail(test_machinery.test_a_creature_that_entered_this_turn_can_neither_tap_nor_attack,
              broken({(Game, "move_card"): _entering_permanents_not_sick}))


def _nonactive_player_first(self):
    """put_triggers_on_stack__mutmut: triggered abilities go on the stack in the reverse of APNAP
    order, the nonactive players' first (603.3b)."""
    pending, self.pending = self.pending, []
    for p in reversed(self.players_from(self.active)):
        mine = [t for t in pending if t.controller == p.name]
        if len(mine) > 1 and len({(t.name, t.source.name) for t in mine}) > 1:
            answer = self.ask(QuestionKind.ORDER_TRIGGERS, p.name, "In which order?", tuple(t.ref for t in mine))
            mine = ref_game._in_answered_order(mine, answer)
        for t in mine:
            self._stack_trigger(t)


def _chosen_order_ignored(self):
    """put_triggers_on_stack__mutmut: the player is asked the order and it is ignored (603.3b)."""
    pending, self.pending = self.pending, []
    for p in self.players_from(self.active):
        mine = [t for t in pending if t.controller == p.name]
        if len(mine) > 1 and len({(t.name, t.source.name) for t in mine}) > 1:
            self.ask(QuestionKind.ORDER_TRIGGERS, p.name, "In which order?", tuple(t.ref for t in mine))
        for t in mine:
            self._stack_trigger(t)


@pytest.mark.parametrize("bug", [_nonactive_player_first, _chosen_order_ignored], ids=lambda f: f.__name__)
def test_apnap_property_catches_triggers_put_on_the_stack_in_the_wrong_order(bug: Any) -> None:
    must_fail(test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
              broken({(Game, "put_triggers_on_stack"): bug}))


_power_toughness = Game.power_toughness


def _minus_counters_ignored(self, obj):
    """power_toughness without the -1/-1 counters (122.1a, 613.4c)."""
    minus = obj.counters.pop("-1/-1", 0)
    try:
        return _power_toughness(self, obj)
    finally:
        if minus:
            obj.counters["-1/-1"] = minus


def test_counters_property_catches_minus_counters_being_ignored() -> None:
    must_fail(test_machinery.test_counters_change_power_and_toughness_and_a_noncreature_has_none,
              broken({(Game, "power_toughness"): _minus_counters_ignored}))


# --------------------------------------------------------------------------------------------
# properties/test_costs.py, properties 13 and 14
# --------------------------------------------------------------------------------------------

_cast_spell = ref_casting.cast_spell


def _cast_from_the_hand_always(game, action):
    """cast_spell__mutmut_112..123: the zone_change of 601.2a says the card came from the hand,
    whatever zone it was cast from."""
    start = len(game.events)
    try:
        return _cast_spell(game, action)
    finally:
        game.events[start:] = [dataclasses.replace(e, from_zone=Zone.HAND)
                               if e.type == EventType.ZONE_CHANGE and e.to_zone == Zone.STACK else e
                               for e in game.events[start:]]


def test_casting_property_catches_the_zone_cast_from_reported_wrong() -> None:
    must_fail(test_costs.test_casting_moves_the_card_to_the_stack_as_a_new_object,
              broken({_cast_spell: _cast_from_the_hand_always}))


_activate_mana_ability = ref_casting.activate_mana_ability


def _mana_added_twice(game, player, source_id, index=0):
    """activate_mana_ability__mutmut_36,39 (``+= 2``): a mana ability adds two mana (106.4, 605.3b)."""
    pool = game.player(player).mana_pool
    before = Counter(pool)
    _activate_mana_ability(game, player, source_id, index)
    pool.update(pool - before)


def test_mana_ability_property_catches_mana_added_twice() -> None:
    must_fail(test_costs.test_mana_abilities_activated_while_casting_add_their_mana,
              broken({_activate_mana_ability: _mana_added_twice}))


# --------------------------------------------------------------------------------------------
# properties/test_mechanics.py: meld and Planechase (docs/mutation/E-meld-planechase.md)
# --------------------------------------------------------------------------------------------

_leave = ref_meld._leave


def _controller_orders_exiled_cards(game, obj, to, *, top, by):
    """meld.x__leave__mutmut_8/12: the melded permanent's controller orders its two cards as they
    are exiled, not the player who exiles it (712.21b)."""
    return _leave(game, obj, to, top=top, by=None)


def _nobody_orders_the_cards(game, obj, to, *, top, by):
    """712.21a-b broken: the engine orders the two cards itself and asks nobody (audit §3.5)."""
    with mock.patch.object(Game, "ask", lambda self, kind, player, prompt, options, *a, **k: list(options)
                           if kind == QuestionKind.CARD_ORDER else _ask(self, kind, player, prompt, options, *a, **k)):
        return _leave(game, obj, to, top=top, by=by)


_ask = Game.ask


def _ask_without_prompt(self, kind, player, prompt, options=()):
    """Every question comes without a prompt (audit §3.2: not found at ci when only random play
    checked questions)."""
    return _ask(self, kind, player, "", options)


@pytest.mark.parametrize("prop", [
    test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
    test_mechanics.test_who_orders_a_melded_permanents_two_cards,
], ids=lambda p: p.__name__)
def test_question_checks_catch_a_question_without_a_prompt(prop) -> None:
    must_fail(prop, broken({(Game, "ask"): _ask_without_prompt}))


def test_meld_order_property_catches_nobody_being_asked() -> None:
    must_fail(test_mechanics.test_who_orders_a_melded_permanents_two_cards,
              broken({_leave: _nobody_orders_the_cards}))


def test_meld_order_property_catches_the_wrong_player_ordering_the_cards() -> None:
    must_fail(test_mechanics.test_who_orders_a_melded_permanents_two_cards,
              broken({_leave: _controller_orders_exiled_cards}))


_meld = ref_meld.meld


def _tokens_meld(game, pair, controller):
    """meld.x_meld__mutmut_3/17: the token check is lost, so a token is melded (701.42b-c)."""
    tokens = [c for c in pair if c.token]
    for c in tokens:
        c.token = False
    try:
        return _meld(game, pair, controller)
    finally:
        for c in tokens:
            c.token = True


def test_token_meld_property_catches_a_melded_token() -> None:
    must_fail(test_mechanics.test_a_token_is_not_melded, broken({_meld: _tokens_meld}))


_check_card_name = ref_meld_cards._check_card_name


def _any_string_is_a_card_name(name):
    """meld_cards.x__check_card_name__mutmut_6/7: any string is accepted as a card name (201.2)."""
    return None if isinstance(name, str) else _check_card_name(name)


def test_card_name_property_catches_a_name_no_card_has() -> None:
    must_fail(test_mechanics.test_a_chosen_card_name_is_a_name_of_a_card_face,
              broken({_check_card_name: _any_string_is_a_card_name}))


_leave_game = ref_game.Game.leave_game      # 800.4a; Planechase's part plugs in through hooks


def _exiled_cards_stay(game, name):
    """Game.leave_game without its exile line: the cards the leaving player owns in exile stay
    in the game (800.4a)."""
    theirs = [o for o in game.exile if o.owner == name]
    _leave_game(game, name)
    game.exile += [o for o in theirs if o not in game.exile]


def test_leaving_player_property_catches_their_exiled_cards_staying() -> None:
    must_fail(test_mechanics.test_a_player_who_leaves_takes_only_what_they_own,
              broken({(ref_game.Game, "leave_game"): _exiled_cards_stay}))


class _LosesTheSetupsExile(ref_adapter.ReferenceEngine):
    """The cards a setup puts into exile never get there (mutmut's ``setup__mutmut_67`` of the third
    sample, docs/mutation/F-2026-12-02-s19.md): the leave property compared the exile after a player
    left with the engine's own report before it, which agreed; it now also compares with the setup."""

    def setup(self, setup):
        return super().setup(dataclasses.replace(
            setup, players=tuple(dataclasses.replace(p, exile=()) for p in setup.players)))


def test_leaving_player_property_catches_a_setup_whose_exile_is_lost() -> None:
    must_fail(test_mechanics.test_a_player_who_leaves_takes_only_what_they_own, _LosesTheSetupsExile)


_roll = ref_planechase.roll_planar_die


def _roll_counts_as_a_pass(game, player):
    """planechase.roll_planar_die with ``game.passes = 1`` instead of 0: the roll counts as the
    roller's pass, so one more pass ends the step in a two-player game (117.3c, 117.4)."""
    _roll(game, player)
    game.passes = 1


def test_planar_die_priority_property_catches_the_roll_counting_as_a_pass() -> None:
    must_fail(test_mechanics.test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on,
              broken({_roll: _roll_counts_as_a_pass}))


def _naar_isle_burns_you_not_the_target(game, item):
    """planes.x__naar_isle_chaos__mutmut: the 3 damage go to the ability's controller, not to its
    target player (Naar Isle: "deals 3 damage to target player or planeswalker")."""
    for t in item.data["legal_targets"]:
        if t.player is not None:
            game.damage("Naar Isle", item.source.id if item.source else None, 3, player=game.player(item.controller))


def broken_effect(original: Any, replacement: Any) -> type:
    """A reference engine whose card scripts have the triggered ability effect ``original``
    replaced (the scripts hold their effects, so patching the module's name would change nothing)."""
    class Broken(_PatchedEngine):
        def broken(self) -> contextlib.AbstractContextManager[object]:
            patched = {name: dataclasses.replace(s, triggers=tuple(
                           dataclasses.replace(t, effect=replacement) if t.effect is original else t
                           for t in s.triggers))
                       for name, s in ref_cards.SCRIPTS.items() if any(t.effect is original for t in s.triggers)}
            if not patched:
                raise RuntimeError(f"no card script has the effect {original.__qualname__}: the engine changed")
            return mock.patch.dict(ref_cards.SCRIPTS, patched)

        def observe(self):
            with self.broken():
                return super().observe()
    return Broken


def test_naar_isle_chaos_property_catches_damage_to_the_wrong_player() -> None:
    must_fail(test_mechanics.test_naar_isles_chaos_ability_is_the_planar_controllers,
              broken_effect(ref_planes._naar_isle_chaos, _naar_isle_burns_you_not_the_target))


def _damage_before_the_counter(game, item):
    """planes.x__naar_isle_upkeep__mutmut: the damage is counted before the flame counter is put on
    ("put a flame counter ..., then ... deals damage equal to the number of flame counters")."""
    plane = game.plane if game.plane is not None and item.source is not None \
        and game.plane.id == item.source.id else None
    amount = (plane or item.source).counters["flame"] if (plane or item.source) else 0
    if plane is not None:
        game.add_counters(plane, "flame")
    you = game.player(item.controller)
    if you.in_game:
        game.damage("Naar Isle", item.source.id if item.source else None, amount, player=you)


def test_naar_isle_upkeep_property_catches_damage_counted_before_the_counter() -> None:
    must_fail(test_mechanics.test_naar_isle_burns_the_planar_controller_in_their_upkeep,
              broken_effect(ref_planes._naar_isle_upkeep, _damage_before_the_counter))


# --------------------------------------------------------------------------------------------
# properties/test_legal_actions.py (docs/mutation/A-legal-adapter.md)
# --------------------------------------------------------------------------------------------

def broken_listing(patches: dict[Any, Any]) -> type:
    """``broken(patches)`` with the patches in force while the legal actions are listed too."""
    base = broken(patches)

    class BrokenListing(base):
        def legal_actions(self, player):
            with self.broken():
                return super().legal_actions(player)
    return BrokenListing


_candidates = ref_legal.candidates


def _no_land_plays(game, player, skip_casts=None):
    """legal.x_candidates__mutmut_43..47: playing a land is not listed (305.1)."""
    return (a for a in _candidates(game, player, skip_casts) if not isinstance(a, PlayLand))


def test_legal_actions_property_catches_land_plays_left_out() -> None:
    must_fail(test_legal_actions.test_legal_actions_are_exactly_the_actions_act_accepts,
              broken_listing({_candidates: _no_land_plays}))


_worth_trying = ref_legal.worth_trying


def _full_enumeration_loses_pass(game, player):
    """legal.x_worth_trying__mutmut (the full-enumeration path): when many casts were left out and
    every candidate is enumerated again, the first one, pass, is lost (protocol §1, 117.1)."""
    skipped = [0]
    found = []
    for action in ref_legal.candidates(game, player, skip_casts=skipped):
        if len(found) + skipped[0] >= ref_legal.MAX_CANDIDATES:
            break
        if ref_legal.plausible(game, action):
            found.append(action)
    else:
        return found
    everything = list(ref_legal.candidates(game, player))[1:ref_legal.MAX_CANDIDATES]
    return [a for a in everything if ref_legal.plausible(game, a)]


def test_many_spells_property_catches_pass_lost_in_the_full_enumeration() -> None:
    must_fail(test_legal_actions.test_legal_actions_with_many_spells_in_hand,
              broken_listing({_worth_trying: _full_enumeration_loses_pass}))


_casts = ref_legal._casts


def _no_emerge_casts(game, player, card, *rest):
    """legal.x__casts__mutmut_73..83: casts that sacrifice a creature for emerge are not listed
    (702.119a)."""
    return (c for c in _casts(game, player, card, *rest) if c.alternative_cost != "emerge")


def test_main_phase_property_catches_emerge_casts_left_out() -> None:
    must_fail(test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
              broken_listing({_casts: _no_emerge_casts}))


# --------------------------------------------------------------------------------------------
# properties/test_combat.py (docs/mutation/D-combat-explore-lands.md)
# --------------------------------------------------------------------------------------------

_declare_attackers = ref_combat.declare_attackers


def _sick_creatures_attack(game, action):
    """combat.x_declare_attackers__mutmut: summoning sickness is not checked, so a creature that
    came under its controller's control this turn attacks (302.6, 508.1a)."""
    sick = [o for o in game.battlefield if o.summoning_sick]
    for o in sick:
        o.summoning_sick = False
    try:
        return _declare_attackers(game, action)
    finally:
        for o in sick:
            o.summoning_sick = True


def test_attackers_property_catches_a_summoning_sick_attacker() -> None:
    must_fail(test_combat.test_attackers_are_declared_by_the_rules,
              broken({_declare_attackers: _sick_creatures_attack}))


_declare_blockers = ref_combat.declare_blockers


def _tapped_creatures_block(game, action):
    """combat.x_declare_blockers__mutmut: ``blocker.tapped`` is not checked, so a tapped creature
    blocks (509.1a)."""
    tapped = [o for o in game.battlefield if o.tapped and o.controller == action.player]
    for o in tapped:
        o.tapped = False
    try:
        return _declare_blockers(game, action)
    finally:
        for o in tapped:
            o.tapped = True


def test_blockers_property_catches_a_tapped_blocker() -> None:
    must_fail(test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
              broken({_declare_blockers: _tapped_creatures_block}))


def test_blockers_property_catches_blockers_dealing_no_damage() -> None:
    must_fail(test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
              broken({(Game, "combat_damage"): _blockers_deal_no_damage}))


# --------------------------------------------------------------------------------------------
# Declarations without a real decision (508.1a, 509.1a; docs/protocol.md §3: an engine asks only on
# a real decision): an engine that makes the empty declaration itself when no creature can take
# part conforms and passes; one that makes it even when a creature could, or that then leaves the
# game in another state than the step with the active player's priority (508.2, 509.2), fails.
# --------------------------------------------------------------------------------------------

def _declares_by_itself(when):
    """``begin_step`` that, arriving at a declaration for which ``when(game)`` holds, makes the
    empty declaration itself: no attackers or no blockers, and the active player gets priority."""
    def begin_step(self, step):
        _begin_step(self, step)
        if self.awaiting is not None and step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS) and when(self):
            self.awaiting = None
            self.give_priority(self.active)
    return begin_step


def _no_untapped_creature(game) -> bool:
    """Conservative: the declaring player controls no untapped creature at all, so none can attack
    or block (508.1a, 509.1a)."""
    declarer = game.active if game.step == Step.DECLARE_ATTACKERS else next(iter(game.attackers.values()))
    return not any(o.controller == declarer and game.is_creature(o) and not o.tapped for o in game.battlefield)


DECLARATION_PROPERTIES = [
    test_machinery.test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power,
    test_combat.test_attackers_are_declared_by_the_rules,
    test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
]


# Test audit 2, T2: not the blockers property, whose setups always give the defending player one to
# three untapped creatures (``_setup(ready=True)``): there the engine below never declared by itself
# (121 declarations, none without a creature), so its case passed by being the reference engine.
DECLARING_BY_ITSELF = [p for p in DECLARATION_PROPERTIES
                       if p is not test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows]


@pytest.mark.parametrize("prop", DECLARING_BY_ITSELF, ids=lambda p: p.__name__)
def test_an_engine_that_declares_nothing_itself_when_nothing_can_take_part_passes(prop) -> None:
    """The engine makes the empty declaration itself where nothing can take part, and that happens
    in the hunt (else this case would only run the reference engine again)."""
    declared_by_itself = []

    def when(game) -> bool:
        nothing = _no_untapped_creature(game)
        declared_by_itself.append(nothing)
        return nothing
    with hunting(prop):
        prop(make_engine=broken({(Game, "begin_step"): _declares_by_itself(when)}))
    assert any(declared_by_itself), (f"{prop.__name__}: in {len(declared_by_itself)} declarations the engine "
                                     "never declared by itself: this case tests nothing")


@pytest.mark.parametrize("prop", DECLARATION_PROPERTIES, ids=lambda p: p.__name__)
def test_declaration_properties_catch_an_engine_that_never_waits_for_a_declaration(prop) -> None:
    must_fail(prop, broken({(Game, "begin_step"): _declares_by_itself(lambda game: True)}))


def _declares_nothing_and_gives_no_priority(self, step):
    """Makes the empty declaration when nothing can take part, but then nobody has priority
    (508.2, 509.2: the active player gets it)."""
    _begin_step(self, step)
    if self.awaiting is not None and step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS) \
            and _no_untapped_creature(self):
        self.awaiting = None


def test_attackers_property_catches_no_priority_after_the_engine_declared_nothing() -> None:
    must_fail(test_combat.test_attackers_are_declared_by_the_rules,
              broken({(Game, "begin_step"): _declares_nothing_and_gives_no_priority}))


def test_608_2n_property_catches_a_spell_put_into_the_graveyard_before_its_effect() -> None:
    from tests.broken_engines import SpellToGraveyardBeforeItsEffect
    must_fail(test_mechanics.test_a_spell_that_explores_goes_to_the_graveyard_last, SpellToGraveyardBeforeItsEffect)


# --------------------------------------------------------------------------------------------
# What the rules leave to an engine (issue 12 item 3): how it words an ability, whether it reports a
# replacement, in which order it names a melded permanent's cards. An engine that differs from the
# reference engine there conforms and passes; the clause that stays is still guarded.
# --------------------------------------------------------------------------------------------

_emit, _emit_only = Game.emit, Game.emit_only


def _events_rewritten(rewrite):
    """Patches of ``Game.emit`` and ``Game.emit_only`` that report ``rewrite(event)`` instead of the
    event (or nothing, for None); what triggers is unchanged."""
    def emit(self, event, **context):
        new, at = rewrite(event), len(self.events)
        _emit(self, event, **context)          # triggered abilities may report more events after it
        self.events[at:at + 1] = [new] if new is not None else []

    def emit_only(self, event):
        new = rewrite(event)
        if new is not None:
            _emit_only(self, new)
    return {(Game, "emit"): emit, (Game, "emit_only"): emit_only}


def _reworded(event):
    if event.type == EventType.ABILITY_TRIGGERED:
        return dataclasses.replace(event, detail=f"(worded otherwise) {event.detail}")
    if event.type == EventType.MELDED:
        return dataclasses.replace(event, detail=" + ".join(reversed((event.detail or "").split(" + "))))
    return event


def _unreported_replacements(event):
    return None if event.type == EventType.REPLACED else event


def _ability_text_dropped(event):
    return dataclasses.replace(event, detail=None) if event.type == EventType.ABILITY_TRIGGERED else event


def _replacement_misreported(event):
    return dataclasses.replace(event, source="Otaria") if event.type == EventType.REPLACED else event


def _label_otherwise(self):
    """Abilities named "<text> (<source>)" instead of the reference engine's "<source>: <text>"."""
    return self.data.get("label") or f"{self.name} ({self.source.name})"


LEFT_TO_THE_ENGINE = [
    (test_mechanics.test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on,
     _events_rewritten(_reworded)),
    (test_mechanics.test_a_token_is_not_melded, _events_rewritten(_reworded)),
    (test_machinery.test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says,
     _events_rewritten(_unreported_replacements)),
    (test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
     {(ref_game.PendingTrigger, "label"): property(_label_otherwise)}),
]


@pytest.mark.parametrize("prop, patches", LEFT_TO_THE_ENGINE, ids=lambda x: getattr(x, "__name__", ""))
def test_an_engine_that_differs_only_where_the_rules_leave_it_free_passes(prop, patches) -> None:
    with hunting(prop):
        prop(make_engine=broken(patches))


def test_planar_die_property_still_requires_the_abilitys_text() -> None:
    must_fail(test_mechanics.test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on,
              broken(_events_rewritten(_ability_text_dropped)))


def test_replacement_property_still_checks_a_reported_replacement() -> None:
    must_fail(test_machinery.test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says,
              broken(_events_rewritten(_replacement_misreported)))


# --------------------------------------------------------------------------------------------
# properties/test_objects.py (issue 16, "which object")
# --------------------------------------------------------------------------------------------

@contextlib.contextmanager
def _one_at_a_time(self):
    """The engine before issue 16: creatures that die at once move one after the other and each
    move is seen at once, so a Blood Artist that has already left sees no later death (603.10a)."""
    yield


def test_look_back_property_catches_deaths_seen_one_at_a_time() -> None:
    must_fail(test_objects.test_leaves_the_battlefield_abilities_see_every_creature_that_dies_at_once,
              broken({(Game, "simultaneously"): _one_at_a_time}))


_fire = ref_cards._fire


def _fire_for_its_owner(game, source, trig, controller, *args, **kwargs):
    """A triggered ability controlled by its source's owner, not its controller (603.3a)."""
    return _fire(game, source, trig, source.owner if controller is not None else None, *args, **kwargs)


def test_look_back_property_catches_an_ability_controlled_by_its_sources_owner() -> None:
    must_fail(test_objects.test_leaves_the_battlefield_abilities_see_every_creature_that_dies_at_once,
              broken({_fire: _fire_for_its_owner}))


_combat_damage = Game.combat_damage


def _unblocked_once_its_blockers_left(self):
    """An attacker whose blockers have all left the battlefield is treated as unblocked and deals
    its damage to the player (wrong: 509.1h, it remains blocked; 510.1c)."""
    for attacker, blockers in list(self.blocks.items()):
        if not any(self.permanent(b) for b in blockers):
            del self.blocks[attacker]
    return _combat_damage(self)


def test_blocked_property_catches_an_attacker_unblocked_when_its_blocker_left() -> None:
    must_fail(test_objects.test_a_blocked_creature_stays_blocked_after_its_blocker_leaves,
              broken({(Game, "combat_damage"): _unblocked_once_its_blockers_left}))


# --------------------------------------------------------------------------------------------
# The control: the unbroken engine passes each under the same settings
# --------------------------------------------------------------------------------------------

PROPERTIES = [
    test_machinery.test_the_untap_step_untaps_the_active_players_permanents_only,
    test_machinery.test_only_the_active_player_discards_down_to_seven_in_their_cleanup_step,
    test_machinery.test_a_player_who_draws_from_an_empty_library_loses,
    test_machinery.test_a_game_ends_when_fewer_than_two_players_remain,
    test_machinery.test_a_step_ends_only_when_all_players_pass_in_succession,
    test_machinery.test_damage_is_marked_until_the_cleanup_step_and_lost_as_life,
    test_machinery.test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power,
    test_machinery.test_a_token_that_leaves_the_battlefield_ceases_to_exist,
    test_machinery.test_a_spell_is_cast_exactly_when_the_pool_can_pay_its_cost,
    test_machinery.test_a_basic_land_taps_for_the_mana_of_its_type,
    test_machinery.test_an_aura_stays_attached_only_while_it_legally_can,
    test_machinery.test_a_spell_whose_target_player_left_the_game_does_not_resolve,
    test_machinery.test_questions_ids_and_events_describe_what_happened,
    test_machinery.test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says,
    test_machinery.test_a_spell_cast_with_flashback_is_exiled_as_it_leaves_the_stack,
    test_machinery.test_a_creature_that_entered_this_turn_can_neither_tap_nor_attack,
    test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
    test_machinery.test_counters_change_power_and_toughness_and_a_noncreature_has_none,
    test_costs.test_casting_moves_the_card_to_the_stack_as_a_new_object,
    test_costs.test_mana_abilities_activated_while_casting_add_their_mana,
    test_mechanics.test_who_orders_a_melded_permanents_two_cards,
    test_mechanics.test_a_token_is_not_melded,
    test_mechanics.test_a_spell_that_explores_goes_to_the_graveyard_last,
    test_mechanics.test_a_chosen_card_name_is_a_name_of_a_card_face,
    test_mechanics.test_a_player_who_leaves_takes_only_what_they_own,
    test_mechanics.test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on,
    test_mechanics.test_naar_isles_chaos_ability_is_the_planar_controllers,
    test_mechanics.test_naar_isle_burns_the_planar_controller_in_their_upkeep,
    test_legal_actions.test_legal_actions_are_exactly_the_actions_act_accepts,
    test_legal_actions.test_legal_actions_with_many_spells_in_hand,
    test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
    test_combat.test_attackers_are_declared_by_the_rules,
    test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
    test_objects.test_leaves_the_battlefield_abilities_see_every_creature_that_dies_at_once,
    test_objects.test_a_blocked_creature_stays_blocked_after_its_blocker_leaves,
]


SLOW_CONTROLS = (test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
                 test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows)
"""issue 18 item 7: the two controls that cost 5 s of CPU each (30 and 60 examples) are ``slow``; their
properties' hunts and every other control stay in the quick check."""


@pytest.mark.parametrize("prop", [pytest.param(p, marks=pytest.mark.slow) if p in SLOW_CONTROLS else p
                                  for p in PROPERTIES], ids=lambda p: p.__name__)
def test_the_unbroken_engine_passes_the_same_hunt(prop: Any) -> None:
    """So each failure above is the injected bug's doing, not the property's: run as the broken
    engines are, through ``hunt`` and the same wrapper with nothing patched."""
    hunt(prop, broken_listing({}))
