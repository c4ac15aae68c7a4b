@mechanic:replacement-effects
Feature: Replacement effects on any event
  CR 614.1: "Such effects watch for a particular event that would happen and completely or partially
  replace that event with a different event." CR 614.5: "A replacement effect doesn't invoke itself
  repeatedly; it gets only one opportunity to affect an event or any modified events that may replace
  that event." CR 616.1: "If two or more replacement and/or prevention effects are attempting to
  modify the way an event affects an object or player, the affected object's controller (or its owner
  if it has no controller) or the affected player chooses one to apply".
  Hardened Scales adds one +1/+1 counter, Corpsejack Menace doubles them (both "creature you control");
  Laboratory Maniac replaces a draw from an empty library (614.11).

  @source:mtg-conformance:issue-17 @cr:614.1a @cr:614.16 @cr:701.44a @cr:608.2c
  Scenario: Hardened Scales puts one more +1/+1 counter on an explorer
    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 2 +1/+1 counters

  @source:mtg-conformance:issue-17 @cr:616.1 @cr:616.1e @cr:616.1f @cr:614.5 @cr:701.44a
  Scenario: Hardened Scales applied first, then Corpsejack Menace: one counter becomes two, then four
    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales" and "Corpsejack Menace"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will choose the replacement effect of "Hardened Scales"
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 4 +1/+1 counters

  @source:mtg-conformance:issue-17 @cr:616.1 @cr:616.1e @cr:616.1f @cr:614.5 @cr:701.44a
  Scenario: Corpsejack Menace applied first, then Hardened Scales: one counter becomes two, then three
    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales" and "Corpsejack Menace"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will choose the replacement effect of "Corpsejack Menace"
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 3 +1/+1 counters

  @source:mtg-conformance:issue-17 @cr:614.1a @cr:616.1 @cr:701.44a
  Scenario: A replacement effect on counters applies only to creatures its controller controls
    Given it is Bob's precombat main phase
    And Alice controls "Hardened Scales"
    And Bob has "Merfolk Branchwalker" in his hand
    And Bob's mana pool holds {G}{G}
    And Bob's library is "Grizzly Bears", "Forest" from top to bottom
    And Bob will leave the revealed card on top of his library
    When Bob casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter

  @source:mtg-conformance:issue-17 @cr:614.11 @cr:104.2b @cr:504.1
  Scenario: Laboratory Maniac: drawing from an empty library wins the game instead
    Given it is Alice's upkeep
    And Alice controls "Laboratory Maniac"
    And Alice's library is empty
    When the game advances to the draw step
    Then the game is over and Alice won

  @source:mtg-conformance:issue-17 @cr:614.11 @cr:121.1
  Scenario: Laboratory Maniac does not replace a draw while its controller's library has cards
    Given it is Alice's upkeep
    And Alice controls "Laboratory Maniac"
    And Alice's library is "Forest"
    When the game advances to the draw step
    Then "Forest" is in Alice's hand
    And the game is not over

  @source:mtg-conformance:issue-17 @cr:614.11 @cr:104.3c @cr:704.5b
  Scenario: Laboratory Maniac replaces only its controller's draws: the opponent who draws from an empty library loses
    Given it is Bob's upkeep
    And Alice controls "Laboratory Maniac"
    And Bob's library is empty
    When the game advances to the draw step
    Then the game is over and Alice won

  @source:mtg-conformance:mut8 @cr:614.11 @cr:614.1a
  Scenario: A replaced event Laboratory Maniac's effect causes names Laboratory Maniac as its source
    614.11: Laboratory Maniac's effect replaces the draw from an empty library. docs/protocol.md §2,
    Event: a `replaced` event's `source` is "the name of the replacement effect's source, not an id";
    reporting it is optional, and one that is reported names the effect that applied.

    Given it is Alice's upkeep
    And Alice controls "Laboratory Maniac"
    And Alice's library is empty
    When the game advances to the draw step
    Then the game is over and Alice won
    And every replaced event reported names "Laboratory Maniac" as its source
