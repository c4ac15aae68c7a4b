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

  @source:mtg-conformance:issue-17 @cr:614.1a @cr:614.16 @cr:122.6 @cr:701.44a @cr:608.2c
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

  @source:mtg-conformance:issue-29 @cr:614.16 @cr:614.5 @cr:701.44a
  Scenario: Jadelight Spelunker exploring twice gets Hardened Scales' extra counter from each explore
    Jadelight Spelunker "explores X times": each explore that reveals a nonland card is its own event
    putting one +1/+1 counter on it, and Hardened Scales' replacement effect ("that many plus one")
    gets its one opportunity (614.5) at each of them: 2 + 2 counters, not 1 + 1 + 1 as if it applied
    once to the ability, nor 2 + 1 as if it applied only to the first explore.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales"
    And Alice has "Jadelight Spelunker" in her hand
    And Alice's mana pool holds {G}{C}{C}
    And Alice's library is "Grizzly Bears", "Centaur Courser" and "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    And Alice will put the revealed card into her graveyard
    When Alice casts "Jadelight Spelunker" with X = 2
    And all players pass until the stack is empty
    Then "Jadelight Spelunker" explored twice
    And "Jadelight Spelunker" has 4 +1/+1 counters
    And the events say 4 +1/+1 counters were put on "Jadelight Spelunker"

  @source:mtg-conformance:issue-29 @cr:616.1 @cr:616.1f @cr:614.5 @cr:701.44a
  Scenario: Jadelight Spelunker exploring twice with Hardened Scales and Corpsejack Menace: each explore's counter is replaced by both, in the order chosen for it
    CR 616.1: for each event the affected object's controller chooses the replacement effect to apply
    first, and 616.1f: "Once the chosen effect has been applied, this process is repeated (taking into
    account only replacement or prevention effects that would now be applicable)". Alice chooses
    Hardened Scales first for the first explore's counter (1 becomes 2, then 4) and Corpsejack Menace
    first for the second's (1 becomes 2, then 3): 7 counters in all.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales" and "Corpsejack Menace"
    And Alice has "Jadelight Spelunker" in her hand
    And Alice's mana pool holds {G}{C}{C}
    And Alice's library is "Grizzly Bears", "Centaur Courser" and "Forest" from top to bottom
    And Alice will choose the replacement effect of "Hardened Scales"
    And Alice will put the revealed card into her graveyard
    And Alice will choose the replacement effect of "Corpsejack Menace"
    And Alice will put the revealed card into her graveyard
    When Alice casts "Jadelight Spelunker" with X = 2
    And all players pass until the stack is empty
    Then "Jadelight Spelunker" explored twice
    And "Jadelight Spelunker" has 7 +1/+1 counters

  @source:mtg-conformance:issue-29 @cr:614.1a @cr:614.5 @cr:701.22a @cr:701.44a
  Scenario: Twists and Turns replaces each of Jadelight Spelunker's two explores: a scry before each
    Twists and Turns: "If a creature you control would explore, instead you scry 1, then that creature
    explores." Each of the two explores is an event of its own, and the effect replaces each once
    (614.5: the explore in the modified event is not replaced again). Alice scries Island to the
    bottom, the first explore reveals Forest; she scries Swamp to the bottom, the second reveals Plains.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns"
    And Alice has "Jadelight Spelunker" in her hand
    And Alice's mana pool holds {G}{C}{C}
    And Alice's library is "Island", "Forest", "Swamp" and "Plains" from top to bottom
    And Alice will scry "Island" to the bottom of her library
    And Alice will scry "Swamp" to the bottom of her library
    When Alice casts "Jadelight Spelunker" with X = 2
    And all players pass until the stack is empty
    Then "Jadelight Spelunker" explored twice
    And "Forest" is in Alice's hand
    And "Plains" is in Alice's hand
    And "Jadelight Spelunker" has no +1/+1 counters
    And the bottom cards of Alice's library are "Island", "Swamp", the last one at the bottom

  @source:mtg-conformance:issue-29 @cr:122.6 @cr:614.12 @cr:614.1c @cr:614.16
  Scenario: Endless One cast with X = 1 under Hardened Scales enters with two +1/+1 counters
    122.6: "Some spells and abilities refer to counters being put on an object. This refers to
    putting counters on that object while it's on the battlefield and also to an object that's given
    counters as it enters the battlefield." 614.12: replacement effects that modify how a permanent
    enters apply with "the characteristics of the permanent as it would exist on the battlefield":
    Endless One ("This creature enters with X +1/+1 counters on it.") would be a creature Alice
    controls, so Hardened Scales ("If one or more +1/+1 counters would be put on a creature you
    control, that many plus one +1/+1 counters are put on it instead.") makes its 1 counter 2.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales"
    And Alice has "Endless One" in her hand
    And Alice's mana pool holds {C}
    When Alice casts "Endless One" with X = 1
    And all players pass until the stack is empty
    Then "Endless One" has 2 +1/+1 counters
    And "Endless One" is a 2/2

  @source:mtg-conformance:issue-29 @cr:122.6 @cr:614.12 @cr:616.1 @cr:616.1e @cr:616.1f @cr:614.5
  Scenario: Endless One cast with X = 1 under Hardened Scales and Corpsejack Menace, Hardened Scales applied first, enters with four +1/+1 counters
    616.1: its controller chooses the order; Hardened Scales first makes 1 counter 2, then Corpsejack
    Menace ("twice that many") 4.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales" and "Corpsejack Menace"
    And Alice has "Endless One" in her hand
    And Alice's mana pool holds {C}
    And Alice will choose the replacement effect of "Hardened Scales"
    When Alice casts "Endless One" with X = 1
    And all players pass until the stack is empty
    Then "Endless One" has 4 +1/+1 counters

  @source:mtg-conformance:issue-29 @cr:122.6 @cr:614.12 @cr:614.1a
  Scenario: Endless One cast with X = 1 under an opponent's Hardened Scales enters with one +1/+1 counter
    Hardened Scales applies to "a creature you control": Endless One would be Bob's creature, not
    Alice's (614.12: as it would exist on the battlefield).

    Given it is Bob's precombat main phase
    And Alice controls "Hardened Scales"
    And Bob has "Endless One" in his hand
    And Bob's mana pool holds {C}
    When Bob casts "Endless One" with X = 1
    And all players pass until the stack is empty
    Then "Endless One" has 1 +1/+1 counter

  @source:mtg-conformance:issue-29 @cr:122.6 @cr:614.12 @cr:107.3m @cr:704.5f
  Scenario: Endless One cast with X = 0 under Hardened Scales gets no counter and dies as a 0/0
    Hardened Scales replaces "one or more +1/+1 counters" being put on it; with X = 0 none would be,
    so there is nothing to replace: Endless One enters as a 0/0 and is put into its owner's graveyard
    (704.5f).

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales"
    And Alice has "Endless One" in her hand
    When Alice casts "Endless One" with X = 0
    And all players pass until the stack is empty
    Then "Endless One" is in Alice's graveyard

  # semgaps (docs/mutation.md, semantic mutants, owner<->controller): "you control" is about the
  # controller (109.5, 110.2), whoever owns the permanent.

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:110.2 @cr:614.1a @cr:122.6
  Scenario: Hardened Scales adds a counter to a creature its controller controls but does not own
    Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control, that many
    plus one +1/+1 counters are put on it instead." Alice controls Bob's Wildgrowth Walker; her Grizzly
    Bears explores and reveals a land: the Walker's one counter becomes two.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales", "Grizzly Bears" and "Wildgrowth Walker" owned by Bob
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Forest"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Forest"
    And "Wildgrowth Walker" has 2 +1/+1 counters
    And Alice's life total is 23

  # gapA (issue 29, item 2): 120.8, a replacement effect that would increase 0 damage has nothing to replace.
  @source:mtg-conformance:issue-29 @cr:614.1a @cr:107.4e
  Scenario: Torbran adds 2 to the damage of a red source Alice controls, a monocolored hybrid spell included
    Torbran: "If a red source you control would deal damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead." Flame Javelin ({2/R}{2/R}{2/R}) is red
    (107.4e: "A hybrid mana symbol is all of its component colors"): its 4 damage to Bob becomes 6.

    Given it is Alice's precombat main phase
    And Alice controls "Torbran, Thane of Red Fell"
    And Alice has "Flame Javelin" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Flame Javelin" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 14

  @source:mtg-conformance:issue-29 @cr:120.8 @cr:614.1a @cr:107.3a
  Scenario: Blaze with X = 0 deals no damage, so Torbran has no damage to add 2 to
    120.8: "If a source would deal 0 damage, it does not deal damage at all. ... replacement effects
    that would increase the damage dealt by that source ... have no event to replace, so they have no
    effect." Blaze ("deals X damage to any target") with X = 0 at Bob, Torbran on Alice's side.

    Given it is Alice's precombat main phase
    And Alice controls "Torbran, Thane of Red Fell"
    And Alice has "Blaze" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Blaze" with X = 0 targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 20
    And no event says "Blaze" dealt damage
    And no event says Bob's life total changed

  # gapA (issue 29, item 2): 104.2a, winning when every opponent has left overrides "can't win".
  @source:mtg-conformance:issue-29 @cr:104.2a @cr:800.4a
  Scenario: Alice, who can't win the game under her own Abyssal Persecutor, wins when Bob leaves the game
    104.2a: "A player still in the game wins the game if that player's opponents have all left the
    game. This happens immediately and overrides all effects that would preclude that player from
    winning the game." Abyssal Persecutor: "You can't win the game and your opponents can't lose the
    game."

    Given it is Alice's precombat main phase
    And Alice controls "Abyssal Persecutor"
    When Bob leaves the game
    Then the game is over and Alice won

  @source:mtg-conformance:issue-29 @cr:704.5a @cr:109.5
  Scenario: Bob, an opponent of Abyssal Persecutor's controller, at 0 life does not lose the game
    Abyssal Persecutor: "your opponents can't lose the game"; 704.5a: "If a player has 0 or less
    life, that player loses the game" does not apply to Bob.

    Given it is Alice's precombat main phase
    And Alice controls "Abyssal Persecutor"
    And Bob's life total is 3
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 0
    And the game is not over

  @source:mtg-conformance:issue-29 @cr:104.2b @cr:614.11
  Scenario: Laboratory Maniac's win does not happen while its controller can't win the game
    104.2b: "An effect may state that a player wins the game"; Abyssal Persecutor: "You can't win the
    game". Laboratory Maniac still replaces the draw from the empty library (614.11): Alice neither
    draws nor wins, and the game goes on.

    Given it is Alice's upkeep
    And Alice controls "Laboratory Maniac" and "Abyssal Persecutor"
    And Alice's library is empty
    When the game advances to the draw step
    Then the game is not over

  @source:mtg-conformance:issue-29 @cr:614.16 @cr:614.1a @capability:tokens
  Scenario Outline: Parallel Lives doubles the tokens an effect creates under its controller's control, and only those
    614.16: "Some replacement effects apply 'if an effect would create one or more tokens'". Parallel
    Lives: "If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." Call of the Herd creates one 3/3 Elephant under Alice's control:
    with her own Parallel Lives, two; with Bob's, one.

    Given it is Alice's precombat main phase
    And <who> controls "Parallel Lives"
    And Alice has "Call of the Herd" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Call of the Herd"
    And all players pass until the stack is empty
    Then Alice controls <n> 3/3 creature tokens
    And Bob controls no creature tokens

    Examples:
      | who   | n |
      | Alice | 2 |
      | Bob   | 1 |

  @source:mtg-conformance:issue-29 @cr:616.1 @cr:614.11
  Scenario Outline: Alice's draw with Laboratory Maniac and Bob's Notion Thief: Alice, the affected player, chooses which replacement applies
    616.1: for an event that affects a player, "the affected player chooses one to apply". Alice's
    library is empty and Think Twice makes her draw outside her draw step: her Laboratory Maniac ("If
    you would draw a card while your library has no cards in it, you win the game instead") and
    Bob's Notion Thief ("If an opponent would draw a card except the first one they draw in each of
    their draw steps, instead that player skips that draw and you draw a card") both apply; Alice
    chooses, not Bob.

    Given it is Alice's precombat main phase
    And Alice controls "Laboratory Maniac"
    And Bob controls "Notion Thief"
    And Alice has "Think Twice" in her hand
    And Alice's mana pool holds {U}{C}
    And Alice's library is empty
    And Bob's library is "Island", "Island"
    When Alice casts "Think Twice"
    And all players pass until the stack is empty, answering the question Alice is asked with the replacement effect of "<effect>"
    Then <outcome>

    Examples:
      | effect            | outcome                       |
      | Laboratory Maniac | the game is over and Alice won |
      | Notion Thief      | Bob has 1 card in his hand     |

  @source:mtg-conformance:issue-29 @cr:616.1 @cr:614.6
  Scenario: Two Leylines of the Void apply to a dying creature card without asking which applies first
    Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
    instead." Two of them apply to Bob's Grizzly Bears being destroyed; 616.1 lets the affected
    object's controller choose one, but they are the same effect: docs/protocol.md §2
    (`replacement_effect`): "Never asked when only one applies, or when they all come from sources
    with the same name". The Bears is exiled and no question is asked.

    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void" and "Leyline of the Void"
    And Bob controls "Grizzly Bears"
    When "Grizzly Bears" is destroyed
    Then "Grizzly Bears" is in exile
    And "Grizzly Bears" is not in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:614.12
  Scenario: A Clone entering as a copy of Scarwood Treefolk enters tapped: the copied "enters tapped" applies to it
    614.12: "To determine which replacement effects apply and how they apply, check the
    characteristics of the permanent as it would exist on the battlefield, taking into account
    replacement effects that have already modified how it enters the battlefield". Clone's "enter as a
    copy" applies first; as a copy of Scarwood Treefolk ("This creature enters tapped.") it has that
    replacement effect, which then applies to it: the Clone enters tapped. Alice's own Scarwood
    Treefolk, already on the battlefield, stays untapped.

    Given it is Alice's precombat main phase
    And Alice controls "Scarwood Treefolk"
    And Alice has "Clone" in her hand
    And Alice's mana pool holds {C}{C}{C}{U}
    When Alice casts "Clone" as a copy of "Scarwood Treefolk"
    And all players pass until the stack is empty
    Then "Clone" is on the battlefield
    And the permanent represented by "Clone" is tapped
    And the permanent represented by "Scarwood Treefolk" is untapped

  @source:mtg-conformance:issue-29 @cr:708.2
  Scenario: Glacial Stalker cast face down for its morph cost is a face-down spell with no name and mana value 0
    702.37a: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text,
    no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost". 708.2:
    "Face-down spells and face-down permanents have no characteristics other than those listed by the
    ability or rules that allowed the spell or permanent to be face down." 708.4: "The permanent the
    spell becomes will be a face-down permanent." Alice pays {3}, not Glacial Stalker's {5}{U}.

    Given it is Alice's precombat main phase
    And Alice has "Glacial Stalker" in her hand
    And Alice's mana pool holds {C}{C}{C}
    When Alice casts "Glacial Stalker" face down for its morph cost
    Then Alice paid {C}{C}{C} for the face-down spell "Glacial Stalker"
    And the spell "Glacial Stalker" is on the stack face down, with no name and mana value 0
    When all players pass until the stack is empty
    Then "Glacial Stalker" is a face-down 2/2 creature with no name, no subtypes and no mana cost

  @source:mtg-conformance:issue-29 @cr:708.2 @cr:708.9
  Scenario: A face-down Glacial Stalker is a colorless spell: Ceremonious Rejection counters it, and it is revealed in its owner's graveyard
    708.2: a face-down spell has only the characteristics morph lists (702.37a): no mana cost, so no
    color (202.2), and Bob's Ceremonious Rejection ("Counter target colorless spell.") may target it,
    although the card Glacial Stalker ({5}{U}) is blue. 708.9: "If a face-down spell moves from the
    stack to any zone other than the battlefield, its owner must reveal it to all players as they
    move it": countered, it is Glacial Stalker in Alice's graveyard, and no face-down permanent
    enters.

    Given it is Alice's precombat main phase
    And Alice has "Glacial Stalker" in her hand
    And Alice's mana pool holds {C}{C}{C}
    And Bob has "Ceremonious Rejection" in his hand
    And Bob's mana pool holds {U}
    When Alice casts "Glacial Stalker" face down for its morph cost
    And Alice passes priority
    And Bob casts "Ceremonious Rejection" targeting "Glacial Stalker"
    And all players pass until the stack is empty
    Then "Glacial Stalker" is in Alice's graveyard
    And no permanent is face down

  @source:mtg-conformance:issue-29 @cr:701.40a @cr:708.2a
  Scenario: A manifested Llanowar Elves turned face up by Break Open is Llanowar Elves again, a 1/1 with mana value 1
    701.40a: manifest makes the card "a 2/2 face-down creature card with no text, no name, no
    subtypes, and no mana cost"; "The effect defining its characteristics works while the card is
    face down and ends when it's turned face up." Bob's Soul Summons manifests Llanowar Elves; Alice's
    Break Open ("Turn target face-down creature an opponent controls face up.") turns it face up: it
    is Llanowar Elves, a 1/1 with mana value 1, no longer a nameless 2/2.

    Given it is Bob's precombat main phase
    And Bob has "Soul Summons" in his hand
    And Bob's mana pool holds {C}{W}
    And Bob's library is "Llanowar Elves", "Forest" from top to bottom
    And Alice has "Break Open" in her hand
    And Alice's mana pool holds {C}{R}
    When Bob casts "Soul Summons"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is a face-down 2/2 creature with no name, no subtypes and no mana cost
    When Bob passes priority
    And Alice casts "Break Open" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is on the battlefield face up as itself, a 1/1 with mana value 1

  # g2effects (issue 29, item 2): 701.22a, scry N > 1.
  @source:mtg-conformance:issue-29 @cr:701.22a
  Scenario: Preordain's scry 2 puts both cards on the bottom in the order chosen, then its caster draws the third
    Preordain: "Scry 2, then draw a card." 701.22a: "look at the top N cards of your library, then
    put any number of them on the bottom of your library in any order and the rest on top of your
    library in any order." Mountain goes to the bottom first, then Island under it.

    Given it is Alice's precombat main phase
    And Alice has "Preordain" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Island", "Mountain", "Forest", "Plains" from top to bottom
    And Alice will scry "Mountain" and "Island" to the bottom of her library in that order
    When Alice casts "Preordain"
    And all players pass until the stack is empty
    Then "Forest" is in Alice's hand
    And the top card of Alice's library is "Plains"
    And the bottom cards of Alice's library are "Mountain", "Island", the last one at the bottom

  @source:mtg-conformance:issue-29 @cr:701.22a
  Scenario: Preordain's scry 2 keeps both cards on top in the order chosen, the second card first: its caster draws it
    701.22a: the cards not put on the bottom go "on top of your library in any order": Alice keeps
    both, Mountain above Island, and draws Mountain.

    Given it is Alice's precombat main phase
    And Alice has "Preordain" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Island", "Mountain", "Forest" from top to bottom
    And Alice will scry, keeping "Mountain" then "Island" on top of her library and putting nothing on the bottom
    When Alice casts "Preordain"
    And all players pass until the stack is empty
    Then "Mountain" is in Alice's hand
    And "Island" is not in Alice's hand
    And the top card of Alice's library is "Island"
    And the bottom cards of Alice's library are "Forest", the last one at the bottom

  @source:mtg-conformance:issue-29 @cr:701.22a
  Scenario: Preordain's scry 2 puts one card on the bottom and keeps the other on top: its caster draws the one kept
    Given it is Alice's precombat main phase
    And Alice has "Preordain" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Island", "Mountain", "Forest" from top to bottom
    And Alice will scry "Island" to the bottom of her library
    When Alice casts "Preordain"
    And all players pass until the stack is empty
    Then "Mountain" is in Alice's hand
    And the top card of Alice's library is "Forest"
    And the bottom cards of Alice's library are "Forest", "Island", the last one at the bottom

  # g2effects (issue 29, item 2): 616.1 with a prevention effect among the effects on one event.
  @source:mtg-conformance:issue-29 @cr:616.1 @cr:615.1 @cr:615.7
  Scenario Outline: Torbran's replacement effect and Mending Hands' prevention shield on Lightning Bolt's damage to Bob: Bob, the affected player, chooses which applies first
    616.1: "If two or more replacement and/or prevention effects are attempting to modify the way an
    event affects an object or player, ... the affected player chooses one to apply". Alice's
    Torbran ("it deals that much damage plus 2 instead") and Bob's Mending Hands ("Prevent the next
    4 damage that would be dealt to any target this turn") both apply to Lightning
    Bolt's 3 damage to Bob. Torbran first: 5 damage, 4 prevented, Bob loses 1. The shield first: all
    3 prevented (615.7), no damage is left for Torbran to modify (120.8), Bob loses nothing.

    Given it is Alice's precombat main phase
    And Alice controls "Torbran, Thane of Red Fell"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Mending Hands" in his hand
    And Bob's mana pool holds {W}
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice passes priority
    And Bob casts "Mending Hands" targeting Bob
    And all players pass until the stack is empty, answering the question Bob is asked with the replacement effect of "<first>"
    Then Bob's life total is <life>

    Examples:
      | first                      | life |
      | Torbran, Thane of Red Fell | 19   |
      | Mending Hands              | 20   |

  @source:mtg-conformance:issue-29 @cr:615.7
  Scenario: Mending Hands' shield on a creature prevents the damage of two Lightning Bolts until it is used up: 3, then 1 of 3
    615.7: "Each 1 damage that would be dealt to the 'shielded' permanent or player is prevented.
    Preventing 1 damage reduces the remaining shield by 1. ... Once the shield has been reduced to 0,
    any remaining damage is dealt normally. Such effects count only the amount of damage; the number
    of events or sources dealing it doesn't matter." The shield of 4 prevents the first Bolt's 3, then
    1 of the second's: Craw Wurm (6/4) is dealt 2 and survives.

    Given it is Alice's precombat main phase
    And Bob controls "Craw Wurm"
    And Alice has "Lightning Bolt" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}{R}
    And Bob has "Mending Hands" in his hand
    And Bob's mana pool holds {W}
    When Alice casts "Lightning Bolt" targeting "Craw Wurm"
    And Alice passes priority
    And Bob casts "Mending Hands" targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then "Craw Wurm" has no damage marked on it
    When Alice casts "Lightning Bolt" targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then "Craw Wurm" has 2 damage marked on it
    And "Craw Wurm" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:616.1 @cr:615.7
  Scenario: Fiery Confluence's damage to each opponent with Torbran and two players' shields: Carol and Alice choose in APNAP order, Bob being the active player
    616.1: "If two or more players have to make these choices at the same time, choices are made in
    APNAP order (see rule 101.4)." In Bob's turn (turn order Alice, Bob, Carol), Bob's Fiery Confluence
    deals 2 damage to each opponent three times, with Bob's Torbran ("that much damage plus 2"); Carol
    and Alice each have a Mending Hands shield of 4. For each of the three events both choose, Carol
    (next after Bob) first, then Alice, not in seat order. Choosing the shield first twice uses it up
    (2 + 2 prevented, 615.7); the third time only Torbran applies: 4 damage each.

    Given the players in turn order are Alice, Bob and Carol
    And it is Bob's precombat main phase
    And Bob controls "Torbran, Thane of Red Fell"
    And Bob has "Fiery Confluence" in his hand
    And Bob's mana pool holds {R}{R}{C}{C}
    And Alice has "Mending Hands" in her hand
    And Alice's mana pool holds {W}
    And Carol has "Mending Hands" in her hand
    And Carol's mana pool holds {W}
    When Bob casts "Fiery Confluence" choosing modes 2, 2 and 2
    And Bob passes priority
    And Carol casts "Mending Hands" targeting Carol
    And Carol passes priority
    And Alice casts "Mending Hands" targeting Alice
    And all players pass until the stack is empty, answering the replacement_effect questions of Carol, then Alice, then Carol, then Alice, in that order, with "Mending Hands"
    Then Alice's life total is 16
    And Carol's life total is 16
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:614.1a @cr:109.5
  Scenario: Torbran adds 2 to damage to a creature an opponent controls, and nothing to damage to its controller's own creature
    Torbran: "If a red source you control would deal damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead" (614.1a). "You" is Torbran's controller
    (109.5). Alice's Lightning Bolt deals 5 damage to Bob's Colossal Dreadmaw, and 3 to her own Craw
    Wurm.

    Given it is Alice's precombat main phase
    And Alice controls "Torbran, Thane of Red Fell" and "Craw Wurm"
    And Bob controls "Colossal Dreadmaw"
    And Alice has "Lightning Bolt" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Lightning Bolt" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    And Alice casts "Lightning Bolt" targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then "Colossal Dreadmaw" has 5 damage marked on it
    And "Craw Wurm" has 3 damage marked on it

  @source:mtg-conformance:issue-29 @cr:614.1a @cr:109.5
  Scenario: Torbran adds 2 to the damage its controller's red source deals to an opponent in that opponent's turn
    Torbran's "a red source you control" is a source its controller controls, whoever's turn it is:
    in Bob's turn Alice's Lightning Bolt (an instant) deals 5 damage to Bob.

    Given it is Bob's precombat main phase
    And Alice controls "Torbran, Thane of Red Fell"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Bob passes priority
    And Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 15

  # w2effects (issue 29, item 2): 615.7, a shield against damage from two sources at once.
  @source:mtg-conformance:issue-29 @cr:615.7 @cr:510.2 @cr:702.15b
  Scenario Outline: Mending Hands' shield against the combat damage of two attackers at once: Bob, the shielded player, chooses which damage it prevents
    615.7: "If damage would be dealt to the shielded permanent or player by two or more applicable
    sources at the same time, the player or the controller of the permanent chooses which damage the
    shield prevents." Bob's Mending Hands ("Prevent the next 4 damage that would be dealt to any
    target this turn") shields Bob; Alice's Grizzly Bears (2/2, equipped with Basilisk Collar:
    deathtouch and lifelink) and Craw Wurm (6/4) deal their combat damage to Bob at once (510.2).
    4 of the 8 damage is prevented whatever Bob chooses (Bob at 16), but the Bears' lifelink gains
    Alice only the damage the Bears deal: Bob choosing the Bears' damage, all of it is prevented
    (Alice stays at 20); Bob choosing Craw Wurm's, 4 of its 6 is prevented and the Bears deal 2
    (Alice at 22).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears", "Craw Wurm" and "Basilisk Collar"
    And "Basilisk Collar" is attached to "Grizzly Bears"
    And Bob has "Mending Hands" in his hand
    And Bob's mana pool holds {W}
    When Alice passes priority
    And Bob casts "Mending Hands" targeting Bob
    And all players pass until the stack is empty
    And Alice attacks Bob with "Grizzly Bears" and "Craw Wurm"
    And Bob declares no blockers
    And the game advances to the end step, answering the question Bob is asked with the first "<chosen>"
    Then Bob's life total is 16
    And Alice's life total is <alice>

    Examples:
      | chosen        | alice |
      | Grizzly Bears | 20    |
      | Craw Wurm     | 22    |

  @source:mtg-conformance:issue-29 @cr:704.5a @cr:109.5
  Scenario: Abyssal Persecutor's controller at 0 life loses the game: only her opponents can't
    Abyssal Persecutor: "You can't win the game and your opponents can't lose the game." Its "you" is
    its controller (109.5), who is no opponent of herself: Alice at 0 life loses (704.5a: "If a
    player has 0 or less life, that player loses the game"), and Bob wins.

    Given it is Alice's precombat main phase
    And Alice controls "Abyssal Persecutor"
    And Alice's life total is 3
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And all players pass until the stack is empty
    Then the game is over and Bob won

  @source:mtg-conformance:issue-29 @cr:704.5a @cr:109.5
  Scenario: Two Abyssal Persecutors, one on each side: neither player loses at 0 life
    Abyssal Persecutor: "your opponents can't lose the game". Alice and Bob each control one, so each
    is an opponent of the other's Persecutor's controller (109.5): both at 0 life, neither loses
    (704.5a does not apply to them), and the game goes on.

    Given it is Alice's precombat main phase
    And Alice controls "Abyssal Persecutor"
    And Bob controls "Abyssal Persecutor"
    And Alice's life total is 3
    And Bob's life total is 3
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And all players pass until the stack is empty
    Then Alice's life total is 0
    And Bob's life total is 0
    And the game is not over

  @source:mtg-conformance:issue-29 @cr:614.1c
  Scenario: Djinn of Wishes enters with three wish counters, no more
    Djinn of Wishes: "Djinn of Wishes enters the battlefield with three wish counters on it." 614.1c:
    an "enters with" effect is a replacement effect: it enters with them (122.1: a counter is a
    marker placed on an object): three wish counters.

    Given it is Alice's precombat main phase
    And Alice has "Djinn of Wishes" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    When Alice casts "Djinn of Wishes"
    And all players pass until the stack is empty
    Then "Djinn of Wishes" has 3 wish counters
