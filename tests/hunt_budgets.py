"""How many examples each property's hunts run (issue 18, item 7: the project's own tests ≤ 2 min).

A can-fail test (tests/test_*properties_can_fail.py) runs a property against an engine with one bug
injected and requires Hypothesis to find it; its control runs the property against the unbroken
engine with the same settings. The settings are derandomized, so a hunt finds its bug at the same
example every run, and the control only has to show the unbroken engine passes those examples. The
controls used to run 300 examples of every property — most of the project's test time — while no
hunt needs more than a hundred.

``BUDGETS`` gives, per property, the examples every hunt of it and its control run: the smallest of
10, 20, 30, 40 at which every hunt of it found its bug (measured with
``MTG_CONFORMANCE_HUNT_EXAMPLES=N`` for each N; Hypothesis' first examples depend on
``max_examples``, so a hunt that finds its bug at 300 within its first 20 examples need not at 20).
A property not listed runs :data:`tests.test_properties_can_fail.HUNT`'s 300. A hunt that no longer finds its bug
within the budget (a property or Hypothesis changed) fails, saying so: raise the budget, or set
``MTG_CONFORMANCE_HUNT_EXAMPLES=300`` to run every hunt and control at one number while finding how
many the hunt needs (``tests/test_hunt_budgets.py`` shows the budgets are still enough to find
each bug, and that a hunt with too few examples fails rather than passes)."""

from __future__ import annotations

import os

BUDGETS: dict[str, int] = {
    # property name: examples (the smallest of 10, 20, 30, 40, ... at which every hunt of it found its bug)
    "test_a_cost_that_is_not_mana_is_paid_in_full_or_not_at_all": 60,    # 10-50: sacrifice hunt missed
    "test_random_legal_play_keeps_the_invariants": 160,   # deep play (issue 29): 40 deep games (examples_of); 100 -> 160 when 802.4 (blockers in APNAP order) changed the legal actions of multi-defender games and the derandomized games shifted: the DuplicatesLands hunt found nothing at 100 or 120, found it at 160
    "test_attackers_are_declared_by_the_rules": 30,
    "test_a_player_who_leaves_takes_only_what_they_own": 20,
    "test_legal_actions_are_exactly_the_actions_act_accepts": 20,
    "test_legal_actions_with_spells_in_the_main_phase": 30,    # legal17: 20 missed the emerge hunt once cost cards were drawn more often
    "test_no_card_is_ever_lost_or_duplicated": 20,
    "test_alternative_and_additional_costs_never_change_mana_value": 20,
    "test_who_orders_a_melded_permanents_two_cards": 20,
    "test_a_creature_that_changes_control_during_the_game_follows_its_controller_and_its_owner": 50,  # ctl; 10: the 302.6 hunt missed; 20-40 missed it once the zone_change owner check came (mapbase)
    "test_a_basic_land_taps_for_the_mana_of_its_type": 10,
    "test_a_blocked_creature_stays_blocked_after_its_blocker_leaves": 10,
    "test_a_chosen_card_name_is_a_name_of_a_card_face": 10,
    "test_a_creature_that_entered_this_turn_can_neither_tap_nor_attack": 10,
    "test_a_delayed_trigger_created_in_an_end_step_waits_for_the_next_turns": 10,
    "test_a_game_ends_when_fewer_than_two_players_remain": 10,
    "test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost": 10,
    "test_a_melded_permanents_cards_move_together": 10,
    "test_a_player_who_draws_from_an_empty_library_loses": 10,
    "test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says": 10,
    "test_a_spell_cast_with_flashback_always_ends_in_exile": 10,
    "test_a_spell_cast_with_flashback_is_exiled_as_it_leaves_the_stack": 10,
    "test_a_spell_is_cast_exactly_when_the_pool_can_pay_its_cost": 10,
    "test_a_spell_that_explores_goes_to_the_graveyard_last": 10,
    "test_a_spell_whose_target_player_left_the_game_does_not_resolve": 10,
    "test_a_step_ends_only_when_all_players_pass_in_succession": 10,
    "test_a_token_is_not_melded": 10,
    "test_a_token_that_leaves_the_battlefield_ceases_to_exist": 10,
    "test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on": 10,
    "test_an_aura_stays_attached_only_while_it_legally_can": 10,
    "test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power": 30,  # 10, 20: the next-player hunt missed once gapB edited the property (derandomized examples follow its source)
    "test_blockers_are_declared_by_the_rules_and_combat_damage_follows": 60,    # 10-50, 70: seated owner-blocks hunt missed
    "test_both_cards_of_a_melded_permanent_return": 10,
    "test_casting_moves_the_card_to_the_stack_as_a_new_object": 20,    # 10: the seated owner hunt missed
    "test_counters_change_power_and_toughness_and_a_noncreature_has_none": 10,
    "test_damage_is_marked_until_the_cleanup_step_and_lost_as_life": 10,
    "test_emerge_reduces_only_the_generic_part": 10,
    "test_escalate_adds_its_cost_for_each_mode_beyond_the_first": 10,
    "test_explore_conserves_cards_and_counts_counters": 10,
    "test_illegal_actions_are_rejected_and_change_nothing": 10,
    "test_land_plays_are_one_plus_the_effects_in_force": 10,
    "test_leaves_the_battlefield_abilities_see_every_creature_that_dies_at_once": 10,
    "test_legal_actions_with_many_spells_in_hand": 80,   # 10 until engine/legal.py stopped counting off-timing sorcery casts (seed 32): the full-enumeration path is reached later
    "test_mana_abilities_activated_while_casting_add_their_mana": 10,
    "test_naar_isle_burns_the_planar_controller_in_their_upkeep": 10,
    "test_naar_isles_chaos_ability_is_the_planar_controllers": 10,
    "test_planechase_invariants": 10,
    "test_questions_ids_and_events_describe_what_happened": 10,
    "test_the_same_game_gives_the_same_observations": 10,
    "test_the_untap_step_untaps_the_active_players_permanents_only": 10,
    "test_only_the_active_player_discards_down_to_seven_in_their_cleanup_step": 10,
    "test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses": 10,
    # q18 (issue 18 item 7): the properties whose controls still ran 300 examples
    "test_a_blocked_creature_deals_exactly_the_division_its_controller_chose": 30,   # 10, 20: the trample hunt missed
    "test_each_replacement_effect_applies_once_in_the_order_its_controller_chooses": 10,
    "test_the_total_cost_adds_increases_then_takes_reductions": 30,   # audit11: 30 since its pool check (20: a hunt missed)
    "test_a_token_that_left_the_battlefield_ceases_to_exist": 10,
    "test_a_copy_of_a_spell_is_not_cast_and_is_in_no_zone_after_it_leaves_the_stack": 10,
    "test_flashback_granted_until_end_of_turn_ends_with_the_turn": 10,
    # issue 29 (mapcombat): combat keywords together; 20, 30, 40 each found all six bugs
    "test_combat_damage_follows_every_keyword_combination_and_controller": 20,
    "test_a_player_loses_the_moment_state_based_actions_are_next_checked": 10,

    # base2 (issue 29): tests/test_base2_can_fail.py, every hunt found its bug at 10
    "test_every_other_player_still_in_the_game_is_an_opponent": 10,
    "test_an_object_goes_to_its_owners_zone_whoever_controls_it": 10,
    "test_who_receives_priority_and_when": 10,
}


def budget(name: str, default: int) -> int:
    """The examples the hunts and the control of property ``name`` run."""
    forced = os.environ.get("MTG_CONFORMANCE_HUNT_EXAMPLES")
    if forced:
        return int(forced)
    return BUDGETS.get(name, default)
