@mechanic:characteristics
Feature: What a player sees of an object's characteristics
  g2view (issue 29): an object's colors and subtypes, and a card's power and toughness outside the
  battlefield, as the observation shows them (capability `characteristics`, docs/protocol.md §3).
  CR 105.2: "An object can be one or more of the five colors, or it can be no color at all." CR 208.3:
  "A noncreature object not on the battlefield has power or toughness only if it has a power and
  toughness printed on it." CR 107.4e: "A hybrid mana symbol is all of its component colors." CR 709.4b:
  "A split card's colors and mana value are determined from its combined mana cost."

  @source:mtg-conformance:issue-29 @cr:208.3 @capability:characteristics
  Scenario: Outside the battlefield a creature card has its printed power and toughness, an instant card has none
    Given it is Alice's precombat main phase
    And Alice has "Grizzly Bears" and "Lightning Bolt" in her hand
    And Alice has "Llanowar Elves" in her graveyard
    Then "Grizzly Bears" in Alice's hand has power 2 and toughness 2
    And "Lightning Bolt" in Alice's hand has no power or toughness
    And "Llanowar Elves" in Alice's graveyard has power 1 and toughness 1

  @source:mtg-conformance:issue-29 @cr:107.4e @capability:characteristics
  Scenario: A two-color hybrid symbol is both of its colors: {G/W} is green and white, {W/U} white and blue
    Given it is Alice's precombat main phase
    And Alice has "Fracturing Gust" in her hand
    And Alice controls "Silkbind Faerie"
    Then "Fracturing Gust" in Alice's hand is green and white
    And "Silkbind Faerie" on the battlefield is white and blue

  @source:mtg-conformance:issue-29 @cr:709.4b @cr:709.3b @capability:characteristics
  Scenario: A split card is the colors of its combined mana cost, red and blue; on the stack the half cast is red only
    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Bob has "Fire // Ice" in his graveyard
    And Alice's mana pool holds {C}{R}
    Then "Fire // Ice" in Alice's hand is red and blue
    And "Fire // Ice" in Bob's graveyard is red and blue
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob
    Then the "Fire" spell on the stack is red

  @source:mtg-conformance:issue-29 @cr:111.4 @capability:characteristics @capability:tokens
  Scenario: A token has the subtypes its creating effect sets: Unified Front's Kor Ally tokens are Kor Allies, and white
    Given it is Alice's precombat main phase
    And Alice has "Unified Front" in her hand
    And Alice's mana pool holds {W}{U}{C}{C}
    When Alice casts "Unified Front"
    And all players pass until the stack is empty
    Then Alice controls 2 1/1 creature tokens
    And each token Alice controls has the subtypes "Kor" and "Ally"
    And each token Alice controls is white

  @source:mtg-conformance:issue-29 @cr:205.3m @cr:208.3 @capability:characteristics
  Scenario: Time Lord is one creature type of two words: Missy in a hand is a Time Lord Rogue, blue, black and red, 4/5
    Given it is Alice's precombat main phase
    And Alice has "Missy" in her hand
    Then "Missy" in Alice's hand has the subtypes "Time Lord" and "Rogue"
    And "Missy" in Alice's hand is blue, black and red
    And "Missy" in Alice's hand has power 4 and toughness 5

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:613.4c
  Scenario: A creature's power can be less than zero, and a calculation uses it as it is: -5/-0 then +3/+3 makes a 2/2 a 0/5
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Shrink" and "Giant Growth" in her hand
    And Alice's mana pool holds {G}{G}
    When Alice casts "Shrink" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a -3/2 creature
    When Alice casts "Giant Growth" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 0/5 creature

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:608.2h
  Scenario: Fling sacrificing a creature whose power is below zero deals no damage: the amount computed below zero is zero
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Shrink" and "Fling" in her hand
    And Alice's mana pool holds {G}{C}{R}
    When Alice casts "Shrink" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a -3/2 creature
    When Alice casts "Fling", paying by sacrificing "Grizzly Bears", targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 20
    And Alice's life total is 20
    And no event says "Fling" dealt damage

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:608.2h
  Scenario: Swords to Plowshares exiles a creature whose power is below zero: its controller gains no life, and loses none
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Shrink" and "Swords to Plowshares" in her hand
    And Alice's mana pool holds {G}{W}
    When Alice casts "Shrink" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a -3/2 creature
    When Alice casts "Swords to Plowshares" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And Bob's life total is 20
    And no event says Bob's life total changed

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:608.2h
  Scenario: Swords to Plowshares exiles a 2/2: its controller gains 2 life
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Swords to Plowshares" in her hand
    And Alice's mana pool holds {W}
    When Alice casts "Swords to Plowshares" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And Bob's life total is 22
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:111.10s @cr:111.4 @cr:608.2h @capability:characteristics @capability:tokens
  Scenario: Get Lost's Map tokens are colorless Map artifact tokens, created for the destroyed creature's controller
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Get Lost" in her hand
    And Alice's mana pool holds {C}{W}
    When Alice casts "Get Lost" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And Bob controls exactly 2 tokens
    And Alice controls exactly 0 tokens
    And each token Bob controls has the card type "Artifact"
    And each token Bob controls has the subtype "Map"
    And each token Bob controls is colorless

  @source:mtg-conformance:issue-29 @cr:122.1a @cr:208.3 @capability:characteristics
  Scenario: +1/+1 counters on a creature card in a graveyard add to its power and toughness: Skullbriar keeps its two
    Skullbriar, the Walking Grave: "Counters remain on Skullbriar as it moves to any zone other than a
    player's hand or library." A 1/1 with two +1/+1 counters, it dies to Lightning Bolt and is a 3/3
    card in its owner's graveyard.

    Given it is Alice's precombat main phase
    And Alice controls "Skullbriar, the Walking Grave" with 2 +1/+1 counters
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Skullbriar, the Walking Grave"
    And all players pass until the stack is empty
    Then "Skullbriar, the Walking Grave" in Alice's graveyard has power 3 and toughness 3

  @source:mtg-conformance:issue-29 @cr:510.2 @cr:603.2
  Scenario: Skullbriar gets a +1/+1 counter for its combat damage to a player
    Given it is Alice's precombat main phase
    And Alice controls "Skullbriar, the Walking Grave"
    When Alice attacks Bob with "Skullbriar, the Walking Grave"
    And Bob declares no blockers
    And the game advances to the combat damage step
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And "Skullbriar, the Walking Grave" has 1 +1/+1 counter
    And "Skullbriar, the Walking Grave" is a 2/2 creature

  @source:mtg-conformance:issue-29 @cr:122.1a @capability:characteristics
  Scenario: Skullbriar put on top of its owner's library keeps no counters there: a 1/1 card
    Given it is Alice's precombat main phase
    And Alice controls "Skullbriar, the Walking Grave" with 2 +1/+1 counters
    And Alice has "Griptide" in her hand
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Griptide" targeting "Skullbriar, the Walking Grave"
    And all players pass until the stack is empty
    Then "Skullbriar, the Walking Grave" in Alice's library has power 1 and toughness 1

  # w2faces (issue 29, item 2): 111.4's "changing its subtypes doesn't change its name" branch.
  @source:mtg-conformance:issue-29 @cr:111.4 @capability:characteristics @capability:tokens
  Scenario: An Elephant token that loses all creature types is still named Elephant Token
    Amoeboid Changeling: "{T}: Target creature loses all creature types until end of turn." 111.4: a
    token given no name by its creating effect is named its subtypes plus the word Token; "Once a
    token is on the battlefield, changing its name doesn't change its subtype(s), and vice versa."
    The token has no subtype left, and its name is still Elephant Token.

    Given it is Alice's precombat main phase
    And Alice controls "Amoeboid Changeling"
    And 1 "Elephant Token" token is on the battlefield under Bob's control
    When Alice activates the second ability of "Amoeboid Changeling" targeting "Elephant Token"
    And all players pass until the stack is empty
    Then "Elephant Token" on the battlefield has no subtypes
    And Bob controls 1 "Elephant Token" token
    And Bob's "Elephant Token" is a 3/3 creature

  @source:mtg-conformance:issue-29 @cr:111.4 @capability:characteristics @capability:tokens
  Scenario: An Elephant token that gains all creature types is still named Elephant Token
    Amoeboid Changeling: "{T}: Target creature gains all creature types until end of turn." 111.4:
    changing a token's subtypes doesn't change its name: it is a Goblin and an Elephant, named
    Elephant Token, not Goblin Token.

    Given it is Alice's precombat main phase
    And Alice controls "Amoeboid Changeling"
    And 1 "Elephant Token" token is on the battlefield under Bob's control
    When Alice activates the first ability of "Amoeboid Changeling" targeting "Elephant Token"
    And all players pass until the stack is empty
    Then "Elephant Token" on the battlefield has the subtypes "Elephant", "Goblin" and "Time Lord" among its subtypes
    And Bob controls 1 "Elephant Token" token

  @source:mtg-conformance:issue-29 @cr:709.4b
  Scenario: Umbra Stalker counts the black mana symbol of Life // Death's second half in its controller's graveyard
    Umbra Stalker: "Chroma — Umbra Stalker's power and toughness are each equal to the number of black
    mana symbols in the mana costs of cards in your graveyard." 709.4b: "An effect that refers
    specifically to the symbols in a split card's mana cost sees the separate symbols rather than the
    whole mana cost": Life // Death ({G} // {1}{B}) has one black symbol, in its second half; Unburial
    Rites ({4}{B}) has one. Bob's Unburial Rites is in Bob's graveyard, not Alice's. Alice's Umbra
    Stalker is a 2/2.

    Given it is Alice's precombat main phase
    And Alice controls "Umbra Stalker"
    And Alice has "Life // Death" and "Unburial Rites" in her graveyard
    And Bob has "Unburial Rites" in his graveyard
    Then Alice's "Umbra Stalker" is a 2/2

  @source:mtg-conformance:issue-29 @cr:709.4b
  Scenario: Umbra Stalker grows by one when Alice's Death, the second half of Life // Death, resolves and goes to her graveyard
    Death: "Return target creature card from your graveyard to the battlefield. You lose life equal to
    its mana value." Alice's graveyard holds Unburial Rites ({4}{B}) and Craw Wurm ({4}{G}{G}): her
    Umbra Stalker is a 1/1. She casts Death ({1}{B}) from her hand, returning the Wurm (she loses 6
    life); Life // Death goes to her graveyard, and its black symbol counts: the Stalker is a 2/2.

    Given it is Alice's precombat main phase
    And Alice controls "Umbra Stalker"
    And Alice has "Unburial Rites" and "Craw Wurm" in her graveyard
    And Alice has "Life // Death" in her hand
    And Alice's mana pool holds {B}{C}
    Then Alice's "Umbra Stalker" is a 1/1
    When Alice casts the "Death" half of "Life // Death" targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then "Craw Wurm" is on the battlefield
    And Alice's life total is 14
    And Alice's "Umbra Stalker" is a 2/2
