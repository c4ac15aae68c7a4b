Feature: Gaps found by semantic mutation of the reference engine (issue 29, item 3)
  Each scenario closes a gap family found by triaging the survivors of a sample of semantic mutants
  (docs/mutation.md, "A third sample (seed 31)"; the rows in docs/mutation/S-2026-12-07.md name the
  mutant each scenario kills). The scenarios come from several mechanics, so each scenario carries
  its own mechanic tag (the most specific level that names one wins, mtg_conformance/scenarios.py):
  the mechanic whose cards it uses, as the feature of that mechanic would.

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:117.1a @cr:307.1
  Scenario: The active player cannot cast a sorcery or a creature spell in her upkeep, even with an empty stack
    CR 117.1a: "A player may cast a noninstant spell during their main phase any time they have
    priority and the stack is empty." CR 307.1 (sorceries) and 302.1 (creatures): "during a main phase
    of their turn when the stack is empty". Alice has priority in her own upkeep with an empty stack:
    neither Faithless Looting nor Grizzly Bears can be cast.

    Given it is Alice's upkeep
    And Alice has "Faithless Looting" and "Grizzly Bears" in her hand
    And Alice's mana pool holds {R}{G}{G}
    When Alice casts "Faithless Looting"
    Then the action is rejected citing rule 117.1a or 307.1
    And the game state is unchanged
    When Alice casts "Grizzly Bears"
    Then the action is rejected citing rule 117.1a or 302.1
    And the game state is unchanged

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:107.1b @cr:107.3 @cr:601.2b
  Scenario: A spell cannot be cast with a negative X
    CR 107.1b: "You can't choose a negative number". CR 107.3: X is a number the controller chooses
    (601.2b: as the spell is cast). Debt to the Deathless ({X}{W}{W}{B}{B}) announced with X = -1 is
    refused, and nothing changes.

    Given it is Alice's precombat main phase
    And Alice has "Debt to the Deathless" in her hand
    And Alice's mana pool holds {W}{W}{B}{B}
    When Alice casts "Debt to the Deathless" with X = -1
    Then the action is rejected citing rule 107.1b or 107.3
    And the game state is unchanged

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:119.3 @cr:107.3
  Scenario: Debt to the Deathless's life_changed events say how much life each player lost and gained
    Debt to the Deathless: "Each opponent loses two times X life. You gain life equal to the life lost
    this way." CR 119.3: a player who loses or gains life has their life total changed by that much;
    the life_changed events (docs/protocol.md) say so: Bob -2, Alice +2 with X = 1.

    Given it is Alice's precombat main phase
    And Alice has "Debt to the Deathless" in her hand
    And Alice's mana pool holds {C}{W}{W}{B}{B}
    When Alice casts "Debt to the Deathless" with X = 1
    And all players pass until the stack is empty
    Then Bob's life total is 18
    And Alice's life total is 22
    And the events say Bob's life total changed by -2
    And the events say Alice's life total changed by +2

  @mechanic:emerge @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.3a @cr:702.8a
  Scenario: Skyclave Cleric entering in another player's turn gains its controller 2 life
    Skyclave Cleric: "When this creature enters, you gain 2 life." CR 603.3a: the triggered ability
    is controlled by the player who controlled its source when it triggered; 109.5: "you" is that
    player. Bob (Leyline of Anticipation: he may cast spells as though they had flash) casts it in
    Alice's turn: Bob gains 2 life, not the active player.

    Given it is Alice's precombat main phase
    And Bob controls "Leyline of Anticipation"
    And Bob has "Skyclave Cleric" in his hand
    And Bob's mana pool holds {C}{W}
    When Alice passes priority
    And Bob casts "Skyclave Cleric"
    And all players pass until the stack is empty
    Then "Skyclave Cleric" is controlled by Bob
    And Bob's life total is 22
    And Alice's life total is 20

  @mechanic:emerge @source:mtg-conformance:issue-29 @cr:701.9a @cr:202.3
  Scenario: Distended Mindbender's choices include a nonland card of mana value 3 and a card of mana value 4
    Distended Mindbender: "target opponent reveals their hand. You choose from it a nonland card with
    mana value 3 or less and a card with mana value 4 or greater. That player discards those cards."
    The boundaries (202.3): Act of Treason ({2}{R}) has mana value 3, Lurking Chupacabra ({3}{B}) 4:
    Alice may choose each of them.

    Given it is Alice's precombat main phase
    And Alice has "Distended Mindbender" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}
    And Bob has "Act of Treason" and "Lurking Chupacabra" in his hand
    And Alice will target Bob with the ability of "Distended Mindbender"
    When Alice casts "Distended Mindbender"
    And all players pass until the stack is empty, answering the question Alice is asked with the first "Act of Treason" and then the first "Lurking Chupacabra"
    Then "Act of Treason" is in Bob's graveyard
    And "Lurking Chupacabra" is in Bob's graveyard

  @mechanic:emerge @source:mtg-conformance:issue-29 @cr:707.5 @cr:109.5 @cr:603.3a @cr:702.8a
  Scenario: A Clone entering under a nonactive player's control asks its controller what it copies
    Clone: "You may have this creature enter as a copy of any creature on the battlefield." The
    choice is made by "you" (109.5), Clone's controller: Bob, who casts it in Alice's turn
    (Leyline of Anticipation), not the active player. docs/protocol.md §2: a question names the
    player asked.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Leyline of Anticipation"
    And Bob has "Clone" in his hand
    And Bob's mana pool holds {U}{C}{C}{C}
    When Alice passes priority
    And Bob casts "Clone"
    And all players pass until the stack is empty, answering the question Bob is asked with yes, then the first "Grizzly Bears"
    Then Bob was asked a may question offering yes and no
    And Bob's hand is empty

  @mechanic:replacement-effects @source:mtg-conformance:issue-29 @cr:616.1 @cr:614.6
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

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:712.21 @cr:614.1a @cr:701.20a
  Scenario: Wheel of Sun and Moon reveals both cards of a melded permanent put on the bottom of their owner's library
    Wheel of Sun and Moon: "If a card would be put into enchanted player's graveyard from anywhere,
    instead that card is revealed and put on the bottom of its owner's library." CR 712.21: a melded
    permanent leaving the battlefield is its two cards put into the new zone: each is a card the
    effect reveals.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice's library is "Swamp", "Island"
    And Bob has "Wheel of Sun and Moon" on the battlefield enchanting Alice
    And Alice will put the two cards in the order "Midnight Scavengers", "Graf Rats"
    When "Chittering Host" is destroyed
    Then Alice revealed "Graf Rats"
    And Alice revealed "Midnight Scavengers"
    And Alice's graveyard is empty

  @mechanic:control-changes @source:mtg-conformance:issue-29 @cr:800.4a @cr:613.1b @cr:109.5
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

  @mechanic:explore @source:mtg-conformance:issue-29 @cr:603.4 @cr:109.5 @cr:701.27a
  Scenario: Twists and Turns controlled by a non-owner counts its controller's lands in another player's turn
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." "You" is its controller (109.5), Alice, who controls Bob's Twists and Turns and
    six Forests; in Bob's turn her Growth Spiral puts an Island onto the battlefield: seven lands she
    controls (Bob's two lands and its owner are beside the point): it triggers and transforms.

    Given it is Bob's precombat main phase
    And Alice controls "Twists and Turns" owned by Bob
    And Alice controls 6 "Forest"
    And Bob controls 2 "Swamp"
    And Alice has "Growth Spiral" and "Island" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Grizzly Bears"
    When Bob passes priority
    And Alice casts "Growth Spiral"
    And all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Island"
    Then the ability of "Twists and Turns" triggered once
    And "Mycoid Maze" is on the battlefield

  @mechanic:land-plays @source:mtg-conformance:issue-29 @cr:108.4a @cr:110.2a @cr:305.1
  Scenario: A stolen land creature returned to its owner's hand enters under its owner's control when she plays it
    CR 108.4a: a card that is not a permanent or a spell has no controller ("use its owner
    instead"); 110.2a: an object put onto the battlefield "enters the battlefield under that player's
    control". Bob controls Alice's Dryad Arbor; it is returned to Alice's hand; she plays it: she
    controls it.

    Given it is Alice's precombat main phase
    And Bob controls "Dryad Arbor" owned by Alice
    When "Dryad Arbor" is returned to its owner's hand
    Then "Dryad Arbor" is in Alice's hand
    When Alice plays "Dryad Arbor"
    Then "Dryad Arbor" is controlled by Alice and owned by Alice

  @mechanic:control-changes @source:mtg-conformance:issue-29 @cr:613.1b @cr:109.5
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

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:109.5 @cr:608.2c @cr:701.17a
  Scenario: Predict cast in another player's turn draws its caster the cards
    Predict: "Choose a card name, then target player mills a card. If a card with the chosen name was
    milled this way, you draw two cards. Otherwise, you draw a card." "You" is the spell's controller
    (109.5): Bob casts the instant in Alice's turn and names the card Alice mills: Bob draws two
    cards, Alice none.

    Given it is Alice's precombat main phase
    And Bob has "Predict" in his hand
    And Bob's mana pool holds {U}{U}
    And Alice's library is "Swamp", "Forest"
    And Bob's library is "Island", "Forest", "Plains"
    And Bob will name "Swamp"
    When Alice passes priority
    And Bob casts "Predict" targeting Alice
    And all players pass until the stack is empty
    Then "Swamp" is in Alice's graveyard
    And Bob drew two cards
    And Bob has 2 cards in his hand
    And Alice has 0 cards in her hand

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:115.1 @cr:603.3d @cr:202.3
  Scenario: Midnight Scavengers cannot return a creature card of mana value 4
    Midnight Scavengers: "When this creature enters, you may return target creature card with mana
    value 3 or less from your graveyard to your hand." Lurking Chupacabra ({3}{B}) has mana value 4
    (202.3): not a legal target; with no other card in the graveyard the ability has no target and is
    removed from the stack (603.3d): the Chupacabra stays in the graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Midnight Scavengers" in her hand
    And Alice has "Lurking Chupacabra" in her graveyard
    And Alice's mana pool holds {B}{C}{C}{C}{C}
    When Alice casts "Midnight Scavengers"
    And all players pass until the stack is empty
    Then "Midnight Scavengers" is on the battlefield
    And "Lurking Chupacabra" is in Alice's graveyard
    And "Lurking Chupacabra" is not in Alice's hand

  @mechanic:escalate @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2a @cr:601.2b
  Scenario: A mode number beyond a modal spell's printed modes cannot be chosen
    CR 700.2: a modal spell's options "in a bulleted list" are its modes; 700.2a: its controller
    chooses the modes as it is cast (601.2b). Collective Defiance has three modes: choosing modes 3
    and 4 names a mode it does not have, and the cast is refused.

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Collective Defiance" choosing modes 3 and 4 targeting Bob and Bob
    Then the action is rejected citing rule 700.2
    And the game state is unchanged

  @mechanic:explore @source:mtg-conformance:issue-29 @cr:109.5 @cr:614.1a @cr:701.22a
  Scenario: Twists and Turns replaces the explore of a creature its controller controls but does not own
    Twists and Turns: "If a creature you control would explore, instead you scry 1, then that creature
    explores." Alice controls Bob's Grizzly Bears: a creature "you control" (109.5), whoever owns it.
    Enter the Unknown makes it explore: Alice scries Island to the bottom, then the explore reveals
    Forest.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns"
    And Alice controls "Grizzly Bears" owned by Bob
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Island" and "Forest" from top to bottom
    And Alice will scry "Island" to the bottom of her library
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Forest"
    And "Forest" is in Alice's hand

  @mechanic:planechase @source:mtg-conformance:issue-29 @cr:901.9
  Scenario: The second player's planar die count starts again at each of his turns
    CR 901.9: the active player may roll the planar die; it costs {X}, "where X is the number of
    times they have previously taken this action on that turn". Bob, the second player in turn order,
    rolls once in his turn for {0}; in his next turn his first roll costs {0} again.

    Given it is Bob's precombat main phase
    And the face-up plane is "Otaria", owned by Bob
    And Alice's library is "Island", "Island"
    And Bob's library is "Island", "Island"
    And the planar die will show a blank face
    And the planar die will show a blank face
    When Bob rolls the planar die
    Then Bob rolled the planar die for {0}
    When the game advances to the upkeep
    Then it is Alice's turn
    When the game advances to the upkeep
    Then it is Bob's turn
    When the game advances to the precombat main phase
    And Bob rolls the planar die
    Then Bob rolled the planar die for {0}

  @mechanic:control-changes @source:mtg-conformance:issue-29 @cr:702.11b @cr:109.5 @cr:115.1
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

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:613.4c @cr:611.2a
  Scenario: Spatial Contortion gives its target +3/-3 until end of turn
    Spatial Contortion: "Target creature gets +3/-3 until end of turn." CR 613.4c: an effect that
    modifies power and toughness applies in layer 7c; Serra Angel (4/4) is a 7/1 creature until the
    turn ends.

    Given it is Alice's precombat main phase
    And Bob controls "Serra Angel"
    And Alice has "Spatial Contortion" in her hand
    And Alice's mana pool holds {C}{C}
    When Alice casts "Spatial Contortion" targeting "Serra Angel"
    And all players pass until the stack is empty
    Then "Serra Angel" is a 7/1 creature

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:601.3 @cr:202.3
  Scenario: Brisela stops an opponent's spell of mana value exactly 3, not one of mana value 4
    Brisela, Voice of Nightmares: "Your opponents can't cast spells with mana value 3 or less." The
    boundaries (202.3): Courser of Kruphix ({1}{G}{G}) has mana value 3 and cannot be cast (601.3);
    Lurking Chupacabra ({3}{B}) has mana value 4 and can.

    Given it is Bob's precombat main phase
    And Alice has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Bob has "Courser of Kruphix" and "Lurking Chupacabra" in his hand
    And Bob's mana pool holds {G}{G}{B}{C}{C}{C}
    When Bob casts "Courser of Kruphix"
    Then the action is rejected citing rule 601.3
    And the game state is unchanged
    When Bob casts "Lurking Chupacabra"
    Then "Lurking Chupacabra" is on the stack

  @mechanic:explore @source:mtg-conformance:issue-29 @cr:603.4 @cr:109.5 @cr:701.27a
  Scenario: Twists and Turns counts a land its controller controls but does not own toward seven
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." Alice controls five Forests of her own and a Forest Bob owns; she plays an
    Island: seven lands she controls (109.5: control, not ownership), so it triggers and transforms.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and 5 "Forest"
    And Alice controls "Forest" owned by Bob
    And Alice has "Island" in her hand
    When Alice plays "Island"
    And all players pass until the stack is empty
    Then the ability of "Twists and Turns" triggered once
    And "Mycoid Maze" is on the battlefield

  @mechanic:planechase @source:mtg-conformance:issue-29 @cr:901.9 @cr:500.7
  Scenario: A player's planar die count starts again in her extra turn
    CR 901.9: rolling the planar die costs {X}, "where X is the number of times they have previously
    taken this action on that turn": an extra turn (500.7) is another turn. Alice rolls the chaos
    symbol on Otaria ("take an extra turn after this one") for {0}; in her extra turn her first roll
    costs {0} again.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice's library is "Island", "Island", "Island" from top to bottom
    And Bob's library is "Island" from top to bottom
    And the planar die will show the chaos symbol
    And the planar die will show a blank face
    When Alice rolls the planar die
    Then Alice rolled the planar die for {0}
    When all players pass until the stack is empty
    Then Alice will take 1 extra turn after this one
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When the game advances to the precombat main phase
    And Alice rolls the planar die
    Then Alice rolled the planar die for {0}

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:603.5 @cr:109.5 @cr:702.8a
  Scenario: The "may" of a triggered ability is asked of its controller, not of the active player
    Midnight Scavengers: "When this creature enters, you may return target creature card with mana
    value 3 or less from your graveyard to your hand." CR 603.5: an optional triggered ability's
    choice is made as it resolves, by "you" (109.5), its controller: Bob, who casts it in Alice's
    turn (Leyline of Anticipation). docs/protocol.md §2: a question names the player asked.

    Given it is Alice's precombat main phase
    And Bob controls "Leyline of Anticipation"
    And Bob has "Midnight Scavengers" in his hand
    And Bob has "Grizzly Bears" in his graveyard
    And Bob's mana pool holds {B}{C}{C}{C}{C}
    And Bob will target "Grizzly Bears" in his graveyard with the ability of "Midnight Scavengers"
    When Alice passes priority
    And Bob casts "Midnight Scavengers"
    And all players pass until the stack is empty, answering the question Bob is asked with yes
    Then "Grizzly Bears" is in Bob's hand
    And Bob was asked a may question offering yes and no

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:702.11b @cr:701.6a
  Scenario: Hexproof keeps out no spell targeting a creature spell on the stack
    CR 702.11b: "'Hexproof' on a permanent means 'This permanent can't be the target of spells or
    abilities your opponents control'": a permanent's. Alice's Gladecover Scout is a spell on the
    stack, not a permanent: Bob's Cancel ("Counter target spell") may target it and counters it
    (701.6a); the card goes to Alice's graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Gladecover Scout" in her hand
    And Alice's mana pool holds {G}
    And Bob has "Cancel" in his hand
    And Bob's mana pool holds {U}{U}{C}
    When Alice casts "Gladecover Scout"
    And Alice passes priority
    And Bob casts "Cancel" targeting "Gladecover Scout"
    And all players pass until the stack is empty
    Then "Gladecover Scout" is in Alice's graveyard
    And "Gladecover Scout" was countered

  @mechanic:emerge @source:mtg-conformance:issue-29 @cr:603.2 @cr:109.5 @cr:702.8a
  Scenario: Beast Whisperer triggers when its controller casts a creature spell in another player's turn
    Beast Whisperer: "Whenever you cast a creature spell, draw a card." "You" is its controller
    (109.5): Bob, who casts Grizzly Bears in Alice's turn (Leyline of Anticipation). The ability
    triggers (603.2) and Bob draws.

    Given it is Alice's precombat main phase
    And Bob controls "Beast Whisperer" and "Leyline of Anticipation"
    And Bob has "Grizzly Bears" in his hand
    And Bob's mana pool holds {G}{C}
    And Bob's library is "Island"
    When Alice passes priority
    And Bob casts "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Beast Whisperer" triggered once
    And "Island" is in Bob's hand
    And "Grizzly Bears" is on the battlefield

  @mechanic:land-plays @source:mtg-conformance:issue-29 @cr:305.1 @cr:117.1
  Scenario: A land card that is not the first card of its player's hand is among her legal actions
    CR 305.1: a player who has priority may play a land card from their hand in their main phase with
    an empty stack. docs/protocol.md, "Legal actions": each land play is listed, whichever card of
    the hand it is; Alice's Forest comes after a Lightning Bolt she cannot pay for.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" and "Forest" in her hand
    Then Alice's legal actions include playing "Forest"

  @mechanic:control-changes @source:mtg-conformance:issue-29 @cr:514.2 @cr:613.1b @cr:110.2
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

  @mechanic:combat @source:mtg-conformance:issue-29 @cr:510.1c @capability:combat-damage-assignment
  Scenario: An attacker blocked by three creatures may divide its combat damage among all three
    CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it, divided as
    its controller chooses. Craw Wurm (power 6) blocked by Grizzly Bears, Yoked Ox and Centaur
    Courser assigns 1, 4 and 1: only Yoked Ox (toughness 4) dies.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears", "Yoked Ox" and "Centaur Courser"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" and "Centaur Courser" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 1 to "Grizzly Bears", 4 to "Yoked Ox" and 1 to "Centaur Courser"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" has 1 damage marked on it
    And "Centaur Courser" has 1 damage marked on it

  @mechanic:flashback @source:mtg-conformance:issue-29 @cr:119.3 @cr:107.3
  Scenario: Debt to the Deathless with X = 0 changes no life total and reports no life change
    Debt to the Deathless: "Each opponent loses two times X life. You gain life equal to the life lost
    this way." With X = 0 nobody loses or gains life (119.3: a life total changes by the amount lost or
    gained; 119.9: "If a player gains 0 life, no life gain event has occurred"): no life_changed event.

    Given it is Alice's precombat main phase
    And Alice has "Debt to the Deathless" in her hand
    And Alice's mana pool holds {W}{W}{B}{B}
    When Alice casts "Debt to the Deathless" with X = 0
    And all players pass until the stack is empty
    Then Bob's life total is 20
    And Alice's life total is 20
    And no event says Bob's life total changed
    And no event says Alice's life total changed

  @mechanic:meld @source:mtg-conformance:issue-29 @cr:601.3 @cr:109.5
  Scenario: With a Brisela on each side, each player's spells of mana value 3 or less are prohibited by the other's
    Brisela, Voice of Nightmares: "Your opponents can't cast spells with mana value 3 or less." CR
    601.3: a player can begin to cast a spell only if no rule or effect prohibits it: every
    prohibition counts. A player's own Brisela does not stop her Lightning Bolt, the other player's does.

    Given it is Alice's precombat main phase
    And Alice has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Bob has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob
    Then the action is rejected citing rule 601.3
    And the game state is unchanged
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    Then the action is rejected citing rule 601.3
    And the game state is unchanged
