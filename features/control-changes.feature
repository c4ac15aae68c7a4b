@mechanic:control-changes
Feature: Control-changing effects
  CR 110.2: "A permanent's owner is the same as the owner of the card that represents it … A
  permanent's controller is, by default, the player under whose control it entered the battlefield."
  CR 613.1b: "Layer 2: Control-changing effects are applied." CR 302.6: "A creature can't attack
  unless it has been under its controller's control continuously since their most recent turn
  began." CR 514.2: in the cleanup step "all 'until end of turn' and 'this turn' effects end".
  Act of Treason: "Gain control of target creature until end of turn. Untap that creature. It gains
  haste until end of turn." Mind Control: "Enchant creature / You control enchanted creature."
  Whoever controls a permanent is the "you" of its abilities; its owner never changes, and a card
  goes to its owner's graveyard (400.3) whoever controlled it.

  @source:mtg-conformance:issue-17 @cr:613.1b @cr:110.2 @cr:702.10b @cr:508.1a @cr:514.2 @cr:502.3
  Scenario: A creature stolen with Act of Treason attacks with haste, returns to its owner in the cleanup step and untaps in its owner's untap step
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears", tapped
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    And "Grizzly Bears" is untapped
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the end step
    Then Bob's life total is 18
    And "Grizzly Bears" is controlled by Alice
    And "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Bob and owned by Bob
    And "Grizzly Bears" is untapped

  @source:mtg-conformance:issue-17 @cr:613.1b @cr:302.6 @cr:508.1a
  Scenario: A creature that came under Alice's control with Mind Control this turn can't attack
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Mind Control" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}{U}
    When Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice attacks Bob with "Grizzly Bears"
    Then the action is rejected citing rule 302.6 or 508.1a

  @source:mtg-conformance:issue-17 @cr:613.1b @cr:302.6 @cr:502.3 @cr:508.1a
  Scenario: Mind Control's creature stays under Alice's control on Bob's turn, and attacks on Alice's next turn
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice's library is "Island", "Island"
    And Bob's library is "Island", "Island"
    And Alice has "Mind Control" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}{U}
    When Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Alice
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the end step
    Then Bob's life total is 18

  @source:mtg-conformance:issue-16 @cr:613.1b @cr:603.2 @cr:603.3a @cr:603.10a @cr:400.3 @cr:509.1a @cr:109.5
  Scenario: A stolen Blood Artist's "you" is its new controller: when it dies Alice gains the life, and the card goes to Bob's graveyard
    Given it is Alice's precombat main phase
    And Bob controls "Blood Artist" and "Grizzly Bears"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    And Alice will target Bob with the ability of "Blood Artist"
    When Alice casts "Act of Treason" targeting "Blood Artist"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Blood Artist"
    And Bob declares "Grizzly Bears" as a blocker of "Blood Artist"
    And the game advances to the end step
    And all players pass until the stack is empty
    Then "Blood Artist" is in Bob's graveyard
    And Alice's life total is 21
    And Bob's life total is 19

  @source:mtg-conformance:issue-17 @cr:702.119a @cr:601.2f @cr:701.21a @cr:400.3 @cr:613.1b @cr:404.1
  Scenario: Emerge sacrificing a creature its caster controls but does not own: the cost is reduced by its mana value and the card goes to its owner's graveyard
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Act of Treason" and "Wretched Gryff" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {R}{R}{R}{U}{U}{U}{U}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice paid {3}{U} for "Wretched Gryff"
    And "Grizzly Bears" is in Bob's graveyard
    And "Grizzly Bears" is not in Alice's graveyard
    And "Wretched Gryff" is controlled by Alice

  @source:mtg-conformance:issue-17 @cr:701.44a @cr:613.1b
  Scenario: A stolen creature explores: its controller reveals the top card of their own library
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Act of Treason" and "Enter the Unknown" in her hand
    And Alice's library is "Forest", "Island"
    And Bob's library is "Llanowar Elves", "Island"
    And Alice's mana pool holds {R}{R}{R}{G}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Forest" is in Alice's hand
    And "Grizzly Bears" has no +1/+1 counters
    And the top card of Bob's library is "Llanowar Elves"

  @source:mtg-conformance:issue-17 @cr:800.4a @cr:613.1b @cr:110.2
  Scenario: When the player who gained control of a creature leaves the game, the effect ends and its owner controls it again
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice leaves the game
    Then Alice is no longer in the game
    And "Grizzly Bears" is controlled by Bob and owned by Bob

  @source:mtg-conformance:issue-17 @cr:800.4a @cr:613.1b
  Scenario: When the owner of a stolen creature leaves the game, the creature leaves with them
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Bob leaves the game
    Then "Grizzly Bears" is not in any zone

  @source:mtg-conformance:issue-16 @cr:608.2h @cr:611.2c @cr:613.4c @cr:514.2
  Scenario: Might of the Masses counts the creatures its caster controls once, as it resolves: a creature entering afterwards changes nothing
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Wayward Swordtooth"
    And Alice has "Might of the Masses" and "Llanowar Elves" in her hand
    And Alice's mana pool holds {G}{G}
    When Alice casts "Might of the Masses" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature
    When Alice casts "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is on the battlefield
    And "Grizzly Bears" is a 4/4 creature

  @source:mtg-conformance:issue-16 @cr:608.2h @cr:613.1b @cr:110.2
  Scenario: Might of the Masses counts a creature its caster controls but does not own, and not one the caster owns but does not control
    # Alice controls two creatures, both Bob's, and owns one that Bob controls: counted by
    # controller (the rule) Bears is 4/4; by owner it would be 3/3, by either 5/5. (test audit 2, S3)
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" owned by Bob
    And Alice controls "Llanowar Elves" owned by Bob
    And Bob controls "Wayward Swordtooth" owned by Alice
    And Alice has "Might of the Masses" in her hand
    And Alice's mana pool holds {G}
    When Alice casts "Might of the Masses" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature

  @source:mtg-conformance:issue-17 @cr:800.4a @cr:110.2
  Scenario: When a player leaves the game, a permanent they control but do not own, and that no effect gave them, is exiled
    Given the players in turn order are Alice, Bob and Carol
    And it is Bob's precombat main phase
    And Alice controls "Grizzly Bears" owned by Carol
    When Alice leaves the game
    Then Alice is no longer in the game
    And "Grizzly Bears" is in exile

  @source:mtg-conformance:issue-17 @cr:800.4a @cr:613.1b @cr:611.3a
  Scenario: When the player whose Mind Control enchants a creature leaves the game, its owner controls it again
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Mind Control" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}{U}
    When Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice leaves the game
    Then "Mind Control" is not in any zone
    And "Grizzly Bears" is controlled by Bob and owned by Bob

  @source:mtg-conformance:issue-17 @cr:613.1b @cr:613.7 @cr:514.2 @cr:611.3a
  Scenario: Act of Treason on a creature Mind Control gives to another player: the later effect wins until the cleanup step, then Mind Control's applies again
    # The setup gives Bob's Grizzly Bears no other controller than Bob: only Mind Control's effect
    # makes Alice control it, before and after Act of Treason's (test audit 2, S5).
    Given it is Bob's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Mind Control" on the battlefield enchanting "Grizzly Bears"
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{R}{R}
    And Alice's library is "Island", "Island"
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob and owned by Bob
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Grizzly Bears" is controlled by Alice and owned by Bob

  @source:mtg-conformance:issue-17 @cr:613.1b @cr:611.3a @cr:514.2 @cr:502.3
  Scenario: Mind Control on a creature its controller already controls with Act of Treason: Mind Control's effect keeps it through the cleanup step and Bob's untap step
    # Mind Control's "You control enchanted creature" applies while it is attached (611.3a), whatever
    # other effect already gives Alice control: when Act of Treason's effect ends in the cleanup step
    # (514.2) Alice still controls the creature, so it does not untap in Bob's untap step (502.3:
    # "the active player ... untaps all their permanents"). (An engine that begins Mind Control's
    # effect only once no other effect gives Alice control, s20 gap
    # control._static_effects_begin__mutmut_16, hands it to Bob for his untap step unless it applies
    # control effects again in the cleanup step; the next scenario catches it either way.)
    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Act of Treason" and "Mind Control" in her hand
    And Alice's mana pool holds {R}{R}{R}{U}{U}{U}{U}{U}
    And Bob's library is "Island", "Island"
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the upkeep
    Then it is Bob's turn
    And Bob's life total is 18
    And "Grizzly Bears" is controlled by Alice and owned by Bob
    And "Grizzly Bears" is tapped

  @source:mtg-conformance:issue-29 @cr:613.7e @cr:611.3a @cr:613.7 @cr:514.2
  Scenario: Mind Control cast while Act of Treason gives Alice the creature starts its effect at once: Bob's later Mind Control wins once Act of Treason's effect ends
    613.7e: "An Aura, Equipment, or Fortification receives a new timestamp each time it becomes
    attached to an object or player"; 611.3a: a static ability's effect applies at all times while
    its source is on the battlefield. Alice's Mind Control is attached to Bob's Grizzly Bears while
    her Act of Treason already gives her the Bears; then Bob (Leyline of Anticipation: "You may cast
    spells as though they had flash") attaches his own Mind Control. When Act of Treason's effect
    ends in the cleanup step (514.2), the two Mind Control effects remain and the later one, Bob's,
    wins (613.7). An engine that began Alice's Mind Control effect only once Act of Treason's ended
    gives it a timestamp later than Bob's and hands her the Bears.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears" and "Leyline of Anticipation"
    And Bob has "Mind Control" in his hand
    And Bob's mana pool holds {U}{U}{C}{C}{C}
    And Alice has "Act of Treason" and "Mind Control" in her hand
    And Alice's mana pool holds {R}{R}{R}{U}{U}{U}{U}{U}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice passes priority
    And Bob casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob and owned by Bob
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Bob and owned by Bob

  @source:mtg-conformance:issue-17 @cr:702.10c @cr:302.6 @cr:613.1b @cr:106.4
  Scenario: A Llanowar Elves stolen with Act of Treason has haste: its new controller taps it for mana into their own pool
    Given it is Alice's precombat main phase
    And Bob controls "Llanowar Elves"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    And Alice taps "Llanowar Elves" for mana
    Then Alice's mana pool holds {G}
    And Bob's mana pool is empty
    And "Llanowar Elves" is tapped

  # mapbase (issue 29, item 2): 111.7, a token's death, seen by a "dies" trigger of another player.
  @source:mtg-conformance:issue-29 @cr:111.7 @cr:109.5 @capability:tokens
  Scenario: A creature token that dies is seen dying by another player's Blood Artist, then ceases to exist
    111.7: "if a token changes zones, applicable triggered abilities will trigger before the token
    ceases to exist." Alice's Eldrazi Horror token dies; Bob's Blood Artist ("Whenever this creature
    or another creature dies, target player loses 1 life and you gain 1 life") triggers, its "you"
    being Bob, its controller (109.5); the token is then in no zone.

    Given it is Alice's precombat main phase
    And Alice has an "Eldrazi Horror" creature token on the battlefield
    And Bob controls "Blood Artist"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob will target Alice with the ability of "Blood Artist"
    When Alice casts "Lightning Bolt" targeting "Eldrazi Horror"
    And all players pass until the stack is empty
    Then the ability of Bob's "Blood Artist" triggered once
    And Alice's life total is 19
    And Bob's life total is 21
    And Alice controls no creature tokens
    And no token is in a zone other than the battlefield

  @source:mtg-conformance:issue-29 @cr:613.1b @cr:613.7 @cr:611.3a @cr:514.2
  Scenario: Three players: Act of Treason's control ends in the cleanup step, and Mind Control's earlier effect gives the creature to Mind Control's controller, not to its owner
    CR 613.7: control-changing effects (layer 2) apply in timestamp order, "An effect with an earlier
    timestamp is applied before an effect with a later timestamp": Bob's Act of Treason, later, wins
    over Alice's Mind Control; when it ends, Mind Control's static ability (611.3a: not "locked in")
    applies again. Carol owns Grizzly Bears and is neither of them: the creature goes to Alice, not
    back to its owner and not to the player who controlled it last.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Carol controls "Grizzly Bears"
    And Alice has "Mind Control" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Bob has "Act of Treason" in his hand
    And Bob controls "Mountain", "Mountain" and "Mountain"
    And Bob's library is "Mountain", "Mountain"
    And Carol's library is "Island", "Island"
    When Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Carol
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob and owned by Carol
    When the game advances to the upkeep
    Then it is Carol's turn
    And "Grizzly Bears" is controlled by Alice and owned by Carol

  @source:mtg-conformance:issue-29 @cr:613.1b @cr:613.7 @cr:611.3a @cr:514.2
  Scenario: Three players: Mind Control leaves while Act of Treason's later effect applies, and when that ends the creature's owner controls it
    CR 613.7 and 611.3a: with Mind Control gone, only Act of Treason's effect changes the creature's
    control; when it ends in the cleanup step no effect is left, and the creature is controlled by its
    owner, Carol (the default), not by Alice, who controlled it before Act of Treason: control is not
    handed back to the previous controller.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Carol controls "Grizzly Bears"
    And Alice has "Mind Control" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Bob has "Act of Treason" in his hand
    And Bob controls "Mountain", "Mountain" and "Mountain"
    And Bob's library is "Mountain", "Mountain"
    And Carol's library is "Island", "Island"
    When Alice casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Carol
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And "Mind Control" is destroyed
    Then "Mind Control" is in Alice's graveyard
    And "Grizzly Bears" is controlled by Bob and owned by Carol
    When the game advances to the upkeep
    Then it is Carol's turn
    And "Grizzly Bears" is controlled by Carol and owned by Carol

  @source:mtg-conformance:issue-29 @cr:602.2 @cr:602.5a @cr:702.10c
  Scenario: Prodigal Pyromancer stolen with Act of Treason: its owner cannot activate its {T} ability, its new controller can at once since it has haste
    CR 602.2: "Only an object's controller (or its owner, if it doesn't have a controller) can
    activate its activated ability"; 602.5a: a creature's {T} ability can't be activated unless the
    creature has been under its controller's control since their most recent turn began, "Ignore
    this rule for creatures with haste". Act of Treason gives Alice control and haste.

    Given it is Alice's precombat main phase
    And Bob controls "Prodigal Pyromancer"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Prodigal Pyromancer" is controlled by Alice and owned by Bob
    When Alice passes priority
    And Bob activates the ability of Alice's "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 602.2
    And the game state is unchanged
    When Bob passes priority
    And Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And Alice's life total is 20
    And "Prodigal Pyromancer" is tapped

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:613.1b
  Scenario: Mind Control controlled by Bob gives Bob control of the enchanted creature during Alice's turn
    Mind Control: "You control enchanted creature." "You" is the Aura's controller (109.5: "For a
    static ability, this is the current controller of the object it’s on"), Bob, whoever's turn it is.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Mind Control"
    And "Mind Control" is attached to "Grizzly Bears"
    When the game is set up
    Then "Grizzly Bears" is controlled by Bob and owned by Alice

  @source:mtg-conformance:issue-29 @cr:613.7e @cr:613.1b @cr:110.2
  Scenario: A later Act of Treason overrides Mind Control that another player controls and the creature's owner owns
    613.7e: "An Aura, Equipment, or Fortification receives a new timestamp each time it becomes
    attached to an object or player": not at each check. Alice controls Mind Control (Bob's card) on Bob's Grizzly Bears; in Bob's
    turn Bob casts Act of Treason on the Bears: the later control effect wins (613.7), Bob controls it.

    Given it is Bob's precombat main phase
    And Alice controls "Mind Control" owned by Bob
    And Alice controls "Grizzly Bears" owned by Bob
    And "Mind Control" is attached to "Grizzly Bears"
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob and owned by Bob

  @source:mtg-conformance:issue-29 @cr:704.5d @cr:704.3 @capability:tokens
  Scenario: Two creature tokens that die at once both cease to exist
    704.5d: "If a token is in a zone other than the battlefield, it ceases to exist", for each token,
    all at once (704.3). Mizzium Mortars overloaded deals 4 damage to each of Bob's two Eldrazi Horrors.

    Given it is Alice's precombat main phase
    And 2 "Eldrazi Horror" tokens are on the battlefield under Bob's control
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {R}{R}{R}{R}{R}{R}
    When Alice casts "Mizzium Mortars" for its overload cost
    And all players pass until the stack is empty
    Then Bob controls no creature tokens
    And no token is in a zone other than the battlefield

  @source:mtg-conformance:issue-29 @cr:608.3a @cr:110.2
  Scenario: A creature spell whose control Aethersnatch gives to another player enters under that player's control
    Aethersnatch: "Gain control of target spell. You may choose new targets for it. (If that spell
    becomes a permanent, it enters the battlefield under your control.)" 608.3a: a resolving spell
    with no targets "becomes a permanent and enters the battlefield under the control of the spell's
    controller": Bob, who does not own it. The spell has no targets: an engine may still ask Bob
    whether he chooses new targets (he declines), or not ask.

    Given it is Alice's precombat main phase
    And Alice has "Centaur Courser" in her hand
    And Alice's mana pool holds {G}{G}{G}
    And Bob has "Aethersnatch" in his hand
    And Bob's mana pool holds {U}{U}{U}{U}{U}{U}
    When Alice casts "Centaur Courser"
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Centaur Courser"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then "Centaur Courser" is controlled by Bob and owned by Alice
    And "Aethersnatch" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:608.2n @cr:400.3
  Scenario: An instant whose control Aethersnatch gives to another player does its controller's bidding and goes to its owner's graveyard
    Think Twice: "Draw a card." Bob controls the spell Alice cast, so Bob draws ("you" is its
    controller); as the final part of its resolution it goes to "its owner's graveyard" (608.2n):
    Alice's, not Bob's.

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island"
    And Bob has "Aethersnatch" in his hand
    And Bob's mana pool holds {U}{U}{U}{U}{U}{U}
    And Bob's library is "Plains"
    When Alice casts "Think Twice"
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Think Twice"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then "Plains" is in Bob's hand
    And "Island" is not in Alice's hand
    And "Think Twice" is in Alice's graveyard
    And "Think Twice" is not in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:603.6c @cr:800.4a @capability:outside-events
  Scenario: A Spell Queller whose owner leaves the game leaves with them, and its leaves-the-battlefield ability triggers for its controller
    603.6c: "Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to
    another zone, or when a phased-in permanent leaves the game because its owner leaves the game."
    Alice controls Bob's Spell Queller ("When this creature leaves the battlefield, the exiled
    card's owner may cast that card without paying its mana cost"); it exiled nothing. Bob leaves
    (800.4a: what he owns leaves with him): the ability triggers under Alice's control, goes on
    the stack and does nothing; the game goes on for Alice and Carol.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls "Spell Queller" owned by Bob
    When Bob leaves the game
    Then the ability of "Spell Queller" triggered once
    And "Spell Queller" is not in any zone
    When all players pass until the stack is empty
    Then the stack is empty
    And the game is not over

  @source:mtg-conformance:issue-29 @cr:502.3
  Scenario Outline: The active player determines which permanents they control untap: Rust Tick may stay tapped (<choice>)
    502.3: "Third, the active player determines which permanents they control will untap. Then they
    untap them all simultaneously." Rust Tick: "You may choose not to untap Rust Tick during your
    untap step." Alice's tapped Rust Tick untaps in her untap step or stays tapped, as she chooses;
    her tapped Grizzly Bears untaps.

    Given it is Bob's end step
    And Alice controls a tapped "Rust Tick" and a tapped "Grizzly Bears"
    And Alice's library is "Forest" and "Forest"
    And Alice will <choice> "Rust Tick" in her untap step
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Rust Tick" is <state>
    And "Grizzly Bears" is untapped

    Examples:
      | choice               | state    |
      | choose not to untap  | tapped   |
      | untap                | untapped |

  # gapA (issue 29): found by property::test_players::test_who_receives_priority_and_when once the card
  # pool grew: the reference engine left a permanent whose stealing Aura had just left the game with its
  # leaving default controller, a player no longer in the game.
  @source:mtg-conformance:issue-29 @cr:800.4a @cr:110.2 @cr:611.3a
  Scenario: When a player leaves, a permanent their Aura had given to another player is theirs again and is exiled
    800.4a: "all objects ... owned by that player leave the game ... Then, if there are any objects
    still controlled by that player, those objects are exiled." Llanowar Elves, Alice's card, entered
    under Carol's control (110.2); Alice controls it through Mind Control, Carol's card. Carol leaves:
    Mind Control leaves the game and its effect ends (611.3a), so Carol controls the Elves again, and
    they are exiled.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Carol controls "Llanowar Elves" owned by Alice
    And Alice controls "Mind Control" owned by Carol
    And "Mind Control" is attached to "Llanowar Elves"
    When Carol leaves the game
    Then "Llanowar Elves" is in Alice's exile
    And "Llanowar Elves" is not on the battlefield
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:611.2a
  Scenario: Entrancing Melody's control change, with no stated duration, lasts through the following turns
    611.2a: "If no duration is stated, it lasts until the end of the game." Entrancing Melody: "Gain
    control of target creature with mana value X." Alice keeps Bob's Grizzly Bears through her
    cleanup step (514.2 ends only "until end of turn" effects), Bob's turn and her next turn.

    Given it is Alice's precombat main phase
    And Alice has "Entrancing Melody" in her hand
    And Alice's mana pool holds {C}{C}{U}{U}
    And Bob controls "Grizzly Bears"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    When Alice casts "Entrancing Melody" with X = 2 targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Alice and owned by Bob
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Grizzly Bears" is controlled by Alice and owned by Bob

  @source:mtg-conformance:issue-29 @cr:613.4b @cr:613.4c
  Scenario: Diminish sets a creature's base power and toughness, and its counters and an earlier pump still apply on top
    613.4b, layer 7b: "Effects that refer to the base power and/or toughness of a creature apply in
    this layer." Diminish: "Target creature has base power and toughness 1/1 until end of turn."
    613.4c, layer 7c, comes after it whatever the timestamps: Grizzly Bears with two +1/+1 counters
    (4/4), pumped by Might of the Masses (+1/+1 for the one creature Alice controls, 5/5), then
    diminished, is 1/1 plus 2 plus 1: 4/4.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" with two +1/+1 counters
    And Alice has "Might of the Masses" and "Diminish" in her hand
    And Alice's mana pool holds {G}{U}
    When Alice casts "Might of the Masses" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 5/5 creature
    When Alice casts "Diminish" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature

  @source:mtg-conformance:issue-29 @cr:704.3 @cr:704.5f @cr:704.5m @cr:110.2
  Scenario: A creature Mind Control stole dies of toughness 0 into its owner's graveyard, and Mind Control then follows into its own owner's graveyard before any player gets priority
    704.5f: a creature with toughness 0 or less is "put into its owner's graveyard", whoever controls
    it. Mind Control is attached to that creature until it dies; only the next check finds it attached
    to nothing (704.5m). 704.3: "If any state-based actions are performed as a result of a check, the
    check is repeated", so both have happened when Alice next gets priority. Spatial Contortion gives
    Bob's Grizzly Bears +3/-3: 5/-1.

    Given it is Alice's precombat main phase
    And Alice controls "Mind Control"
    And Alice controls "Grizzly Bears" owned by Bob
    And "Mind Control" is attached to "Grizzly Bears"
    And Alice has "Spatial Contortion" in her hand
    And Alice's mana pool holds {C}{C}
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice casts "Spatial Contortion" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice has priority
    And "Grizzly Bears" is in Bob's graveyard
    And "Mind Control" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:704.3 @cr:704.5j @cr:514.2
  Scenario: When Act of Treason's effect ends in the cleanup step, the legend rule puts one of Bob's two Nicanzils into his graveyard in that step, and players then get priority there
    704.3: the state-based actions are checked whenever a player would get priority, and "This
    process also occurs during the cleanup step (see rule 514), except that if no state-based actions
    are performed as the result of the step's first check and no triggered abilities are waiting to
    be put on the stack, then no player gets priority and the step ends." Alice steals Bob's Nicanzil,
    Current Conductor (legendary) with Act of Treason; Bob casts a second one (Leyline of Anticipation:
    "You may cast spells as though they had flash"): each player controls one, and both stay. In the
    cleanup step the first returns to Bob
    (514.2): he controls two legendary permanents named Nicanzil, keeps one and the other is put into
    his graveyard (704.5j), in the cleanup step; a player then gets priority in it: Alice, the active
    player (514.3a: "then the active player gets priority"). Bruna, of another name, stays.

    Given it is Alice's precombat main phase
    And Bob controls "Nicanzil, Current Conductor", "Bruna, the Fading Light" and "Leyline of Anticipation"
    And Bob has "Nicanzil, Current Conductor" in his hand
    And Bob's mana pool holds {G}{U}
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{C}{C}
    When Alice casts "Act of Treason" targeting "Nicanzil, Current Conductor"
    And all players pass until the stack is empty
    Then "Nicanzil, Current Conductor" is controlled by Alice and owned by Bob
    When Alice passes priority
    And Bob casts "Nicanzil, Current Conductor"
    And all players pass until the stack is empty
    Then Bob's graveyard is empty
    When the game advances to the upkeep, answering the question Bob is asked with the first "Nicanzil, Current Conductor"
    Then it is Bob's turn
    And the events say "Nicanzil, Current Conductor" was put into Bob's graveyard in Alice's cleanup step, and then Alice received priority in that step
    And "Nicanzil, Current Conductor" is on the battlefield
    And "Nicanzil, Current Conductor" is in Bob's graveyard
    And "Bruna, the Fading Light" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:704.5j @cr:707.2
  Scenario: The legend rule puts the legendary permanent Alice controls but Bob owns into Bob's graveyard when she keeps her Clone of it
    704.5j: the player who controls two legendary permanents with the same name "chooses one of
    them, and the rest are put into their owners' graveyards". Alice controls Bob's Nicanzil, Current
    Conductor with Mind Control and casts Clone as a copy of it (707.2: the Clone is a legendary
    Nicanzil too). She keeps the Clone: Bob's Nicanzil goes to Bob's graveyard, and then Mind
    Control, attached to nothing, to Alice's (704.5m).

    Given it is Alice's precombat main phase
    And Alice controls "Mind Control"
    And Alice controls "Nicanzil, Current Conductor" owned by Bob
    And "Mind Control" is attached to "Nicanzil, Current Conductor"
    And Alice has "Clone" in her hand
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Clone" as a copy of "Nicanzil, Current Conductor"
    And all players pass until the stack is empty, keeping the permanent that has just entered when Alice is asked which to keep
    Then "Nicanzil, Current Conductor" is in Bob's graveyard
    And "Clone" is on the battlefield
    And "Mind Control" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:800.4a @cr:613.1b @cr:109.5
  Scenario: When the active player leaves a three-player game, another player's control effect does not end
    CR 800.4a: when a player leaves the game, "any effects which give that player control of any
    objects or players end": that player's only. Bob's Mind Control gives him Carol's Grizzly Bears;
    Alice, the active player, leaves the game: Bob still controls the Bears.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Carol controls "Grizzly Bears"
    And Bob controls "Mind Control"
    And "Mind Control" is attached to "Grizzly Bears"
    When Alice leaves the game
    Then Alice is no longer in the game
    And "Grizzly Bears" is controlled by Bob and owned by Carol

  @source:mtg-conformance:issue-29 @cr:613.1b @cr:109.5
  Scenario: Mind Control that one player controls and another owns gives its controller the enchanted creature
    Mind Control: "You control enchanted creature." "You" is the Aura's controller (109.5: "For a
    static ability, this is the current controller of the object it's on"), whoever owns the card:
    Alice controls Bob's Mind Control on Bob's Grizzly Bears, so Alice controls the Bears, at every
    check of the game.

    Given it is Alice's precombat main phase
    And Alice controls "Mind Control" owned by Bob
    And Bob controls "Grizzly Bears"
    And "Mind Control" is attached to "Grizzly Bears"
    When the game is set up
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Alice passes priority
    And Bob passes priority
    Then "Grizzly Bears" is controlled by Alice and owned by Bob

  @source:mtg-conformance:issue-29 @cr:702.11b @cr:109.5 @cr:115.1
  Scenario: A player may target a creature with hexproof she controls but does not own
    CR 702.11b: "Hexproof" means "This permanent can't be the target of spells or abilities your
    opponents control": "your" is the permanent's controller (109.5). Alice controls Bob's Gladecover
    Scout: her own Lightning Bolt may target it, and it dies (its card goes to Bob's graveyard).

    Given it is Alice's precombat main phase
    And Alice controls "Gladecover Scout" owned by Bob
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Gladecover Scout"
    And all players pass until the stack is empty
    Then "Gladecover Scout" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:514.2 @cr:613.1b @cr:110.2
  Scenario: Two creatures stolen until end of turn both return to their owner in the cleanup step
    Act of Treason: "Gain control of target creature until end of turn." CR 514.2: in the cleanup
    step "all 'until end of turn' and 'this turn' effects end", every one of them at once: Alice's
    two Acts of Treason end together, and Bob controls both Grizzly Bears and Centaur Courser again
    (110.2: with no control effect, a permanent's controller is the player under whose control it
    entered).

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears" and "Centaur Courser"
    And Alice has "Act of Treason" and "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
    When Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Act of Treason" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    And "Centaur Courser" is controlled by Alice and owned by Bob
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Bob and owned by Bob
    And "Centaur Courser" is controlled by Bob and owned by Bob

  # g2combat (issue 29, item 2): 702.10c's "or the untap symbol".
  @source:mtg-conformance:issue-29 @cr:702.10c @cr:302.6 @capability:activated-abilities
  Scenario: A Silkbind Faerie stolen with Act of Treason has haste: its new controller activates its {Q} ability the same turn
    702.10c: "If a creature has haste, its controller can activate its activated abilities whose cost
    includes the tap symbol or the untap symbol even if that creature hasn't been controlled by that
    player continuously since their most recent turn began." Act of Treason: "Gain control of target
    creature until end of turn. Untap that creature. It gains haste until end of turn." Alice attacks
    with Bob's Silkbind Faerie (tapping it), then pays {1}{W/U} and {Q} ("{1}{W/U}, {Q}: Tap target
    creature.") in her postcombat main phase: the Faerie untaps and Grizzly Bears is tapped.

    Given it is Alice's precombat main phase
    And Bob controls "Silkbind Faerie" and "Grizzly Bears"
    And Alice controls "Plains" and "Island"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Silkbind Faerie"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Silkbind Faerie"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 19
    And "Silkbind Faerie" is tapped
    When Alice taps "Plains" for mana
    And Alice taps "Island" for mana
    And Alice activates the ability of "Silkbind Faerie" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Silkbind Faerie" is untapped
    And "Grizzly Bears" is tapped

  @source:mtg-conformance:issue-29 @cr:603.2 @cr:603.8
  Scenario: Emperor Crocodile's state trigger sees its controller control no other creature after a change of control
    Emperor Crocodile: "When you control no other creatures, sacrifice Emperor Crocodile." 603.2: "a
    game event or game state" triggers an ability; 603.8: a state trigger triggers "as soon as the game
    state matches the condition", whatever event led there. Bob gains control of Alice's only other
    creature with Act of Treason (no creature dies or leaves the battlefield): the state matches, the
    ability triggers, and Alice sacrifices the Crocodile.

    Given it is Bob's precombat main phase
    And Alice controls "Emperor Crocodile" and "Grizzly Bears"
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Emperor Crocodile" triggered once
    And "Emperor Crocodile" is in Alice's graveyard
    And "Grizzly Bears" is controlled by Bob and owned by Alice

  @source:mtg-conformance:issue-29 @cr:603.2 @cr:603.8
  Scenario: Emperor Crocodile's state trigger does not trigger while its controller controls another creature
    603.8: the ability triggers only when the game state matches. Alice controls two other creatures;
    Act of Treason takes one: she still controls Llanowar Elves, nothing triggers, the Crocodile stays.

    Given it is Bob's precombat main phase
    And Alice controls "Emperor Crocodile", "Grizzly Bears" and "Llanowar Elves"
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Bob casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Emperor Crocodile" did not trigger
    And "Emperor Crocodile" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:603.2 @cr:603.8 @cr:603.3 @cr:701.6a
  Scenario: A state trigger that is countered triggers again while the game state still matches
    603.8: "A state-triggered ability doesn't trigger again until the ability has resolved, has been
    countered, or has otherwise left the stack. Then, if the object with the ability is still in the
    same zone and the game state still matches its trigger condition, the ability will trigger
    again." Alice counters her Emperor Crocodile's ability with Stifle: Alice still controls no other
    creature, so it triggers again at once (before anyone gets priority), and the second one resolves.
    While the first is on the stack it does not trigger a second time.

    Given it is Bob's precombat main phase
    And Alice controls "Emperor Crocodile" and "Grizzly Bears"
    And Alice has "Stifle" in her hand
    And Alice's mana pool holds {U}
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Bob casts "Act of Treason" targeting "Grizzly Bears"
    And Bob passes priority
    And Alice passes priority
    Then the ability of "Emperor Crocodile" triggered once
    When Bob passes priority
    And Alice casts "Stifle" targeting the triggered ability of "Emperor Crocodile"
    And Alice passes priority
    And Bob passes priority
    Then the triggered ability of "Emperor Crocodile" was countered
    And the ability of "Emperor Crocodile" triggered twice
    And "Emperor Crocodile" is on the battlefield
    When all players pass until the stack is empty
    Then "Emperor Crocodile" is in Alice's graveyard
    And the ability of "Emperor Crocodile" triggered twice

  @source:mtg-conformance:issue-29 @cr:701.21a
  Scenario: A permanent its controller does not own, sacrificed in another player's turn, is sacrificed by its controller and goes to its owner's graveyard
    701.21a: "To sacrifice a permanent, its controller moves it from the battlefield directly to its
    owner's graveyard." Bob controls Grizzly Bears, which Alice owns, in Alice's turn; it is
    sacrificed (an effect the scenario does not script): the player who sacrifices it is Bob, its
    controller, neither its owner nor the active player, and the card goes to Alice's graveyard.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears" owned by Alice
    When "Grizzly Bears" is sacrificed
    Then the events say Bob sacrificed "Grizzly Bears"
    And "Grizzly Bears" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:613.7 @cr:613.7e @cr:613.1b
  Scenario: Mind Control moved to a creature Bob gained control of afterwards gets a new timestamp: Alice controls it
    613.7e: "An Aura, Equipment, or Fortification receives a new timestamp each time it becomes
    attached to an object or player." 613.7: "An effect with an earlier timestamp is applied before
    an effect with a later timestamp." Alice's Mind Control enchants Bob's Grizzly Bears; then Bob's
    Act of Treason gives him Alice's Llanowar Elves; then Alice's Aura Finesse ("Attach target Aura
    you control to target creature. Draw a card.") moves Mind Control to Llanowar Elves. Mind Control's
    effect is now later than Act of Treason's, so Alice controls Llanowar Elves, and Bob his Grizzly
    Bears again. Were Mind Control's timestamp still the one it had on entering, Act of Treason
    would win and Bob would keep Llanowar Elves until the cleanup step.

    Given it is Bob's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice controls "Llanowar Elves"
    And Alice has "Mind Control" on the battlefield enchanting "Grizzly Bears"
    And Alice's library is "Island"
    And Alice has "Aura Finesse" in her hand
    And Alice's mana pool holds {U}
    And Bob has "Act of Treason" in his hand
    And Bob's mana pool holds {R}{C}{C}
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    When Bob casts "Act of Treason" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is controlled by Bob and owned by Alice
    When Bob passes priority
    And Alice casts "Aura Finesse" targeting "Mind Control" and "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Mind Control" is attached to "Llanowar Elves"
    And "Llanowar Elves" is controlled by Alice and owned by Alice
    And "Grizzly Bears" is controlled by Bob and owned by Bob

  @source:mtg-conformance:issue-29 @cr:109.5
  Scenario: The player who gained control of a spell with Aethersnatch is the one who chooses its new targets
    Aethersnatch: "Gain control of target spell. You may choose new targets for it." The "you" is
    Aethersnatch's controller (109.5): Bob, who cast it in Alice's turn, and who after it resolves
    controls Alice's Lightning Bolt. He is asked whether to choose new targets (not Alice, the
    active player and the spell's owner), and he chooses its new target (115.7d, not cited here:
    the Narset's Reversal scenarios of flashback.feature check which targets may be chosen): he
    moves the Bolt from his own Grizzly Bears to Alice's Centaur Courser, which is dealt 3 damage.

    Given it is Alice's precombat main phase
    And Alice controls "Centaur Courser"
    And Bob controls "Grizzly Bears"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Aethersnatch" in his hand
    And Bob's mana pool holds {U}{U}{U}{U}{U}{U}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Lightning Bolt"
    And all players pass until the stack is empty, answering the question Bob is asked with yes, then the first "Centaur Courser"
    Then "Centaur Courser" is in Alice's graveyard
    And "Grizzly Bears" is on the battlefield
    And "Lightning Bolt" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:800.4j @cr:613.1b @capability:outside-events
  Scenario: Three players: Mind Control cast after the active player has left still gives its caster the creature
    800.4j: when the active player leaves a multiplayer game, the turn goes on without an active
    player. Bob (Leyline of Anticipation) then casts Mind Control on Carol's Grizzly Bears: its
    control-changing effect (613.1b) is its controller's, Bob's, whoever is the active player, and
    Bob controls the Bears.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob controls "Leyline of Anticipation"
    And Bob has "Mind Control" in his hand
    And Bob's mana pool holds {U}{U}{C}{C}{C}
    And Carol controls "Grizzly Bears"
    When Alice leaves the game
    And Bob casts "Mind Control" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob and owned by Carol

  @source:mtg-conformance:issue-29 @cr:603.8 @cr:701.21a
  Scenario: A state trigger that resolves while its source stays on the battlefield and the game state still matches triggers again
    603.8: "A state-triggered ability doesn't trigger again until the ability has resolved, has been
    countered, or has otherwise left the stack. Then, if the object with the ability is still in the
    same zone and the game state still matches its trigger condition, the ability will trigger
    again." Bob's Lightning Bolt kills Alice's Grizzly Bears: her Emperor Crocodile ("When you control no other
    creatures, sacrifice Emperor Crocodile") triggers. In response Bob gains control of the Crocodile
    with Act of Aggression; he controls no other creature, but the ability waiting on the stack does
    not trigger again. It resolves: Alice cannot sacrifice a permanent she does not control (701.21a),
    so the Crocodile stays on the battlefield, the state still matches (its controller, Bob, controls
    no other creature), and it triggers again; Bob sacrifices it, and it goes to Alice's graveyard.

    Given it is Bob's precombat main phase
    And Alice controls "Emperor Crocodile" and "Grizzly Bears"
    And Bob has "Act of Aggression" in his hand
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}{R}{R}{C}{C}{C}
    When Bob casts "Lightning Bolt" targeting "Grizzly Bears"
    And Bob passes priority
    And Alice passes priority
    Then "Grizzly Bears" is in Alice's graveyard
    And the ability of "Emperor Crocodile" triggered once
    When Bob casts "Act of Aggression" targeting "Emperor Crocodile"
    And Bob passes priority
    And Alice passes priority
    Then "Emperor Crocodile" is controlled by Bob and owned by Alice
    And the ability of "Emperor Crocodile" triggered once
    When Bob passes priority
    And Alice passes priority
    Then "Emperor Crocodile" is on the battlefield
    And the ability of "Emperor Crocodile" triggered twice
    When all players pass until the stack is empty
    Then "Emperor Crocodile" is in Alice's graveyard
    And the ability of "Emperor Crocodile" triggered twice

  @source:mtg-conformance:issue-29 @cr:611.2b @cr:608.2b
  Scenario: Asking for a player's legal actions while Icefall Regent's ability waits on the stack changes nothing: the ability fizzles and the creature untaps
    docs/protocol.md: legal_actions "changes nothing". Icefall Regent's ability ("tap target
    creature an opponent controls. That creature doesn't untap during its controller's untap step for
    as long as you control Icefall Regent") targets Bob's Grizzly Bears; with it on the stack, Bob's
    legal actions are asked (an engine may try candidate actions, passing priority among them, on a
    copy of the game). Bob casts Giant Growth; Alice, who may cast spells as though they had flash
    (Leyline of Anticipation), takes the Bears with Act of Treason: the Regent's ability, its only
    target no longer a creature an opponent controls, does nothing (608.2b), so no lock begins
    (611.2b). Alice attacks with the Bears; it returns to Bob in the cleanup step and untaps in his
    untap step.

    Given it is Alice's precombat main phase
    And Alice controls "Leyline of Anticipation"
    And Alice has "Icefall Regent" and "Act of Treason" in her hand
    And Alice's mana pool holds {U}{U}{R}{C}{C}{C}{C}{C}
    And Bob controls "Grizzly Bears"
    And Bob has "Giant Growth" in his hand
    And Bob's mana pool holds {G}
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    Then Bob's legal actions include casting "Giant Growth" targeting "Grizzly Bears"
    When Bob casts "Giant Growth" targeting "Grizzly Bears"
    And Bob passes priority
    And Alice casts "Act of Treason" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Alice and owned by Bob
    And "Grizzly Bears" is untapped
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is controlled by Bob and owned by Bob
    And "Grizzly Bears" is untapped
