@mechanic:land-plays
Feature: Land plays
  CR 305.2: "A player can normally play one land during their turn; however, continuous effects may
  increase this number." Playing a land is a special action taken in a main phase of your own turn,
  with priority and an empty stack (CR 116.2a, 305.1); never on another player's turn (CR 305.3).
  Scenarios quote the rulings of Enter the Unknown (Russian, German).

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1 @cr:305.2 @cr:305.2a @cr:116.2a
  Scenario: Enter the Unknown lets its caster play an additional land in a main phase of that turn
    ru 2018-01-19 (000_5643a24e11c05965#1): Эффект Enter the Unknown позволяет вам разыграть дополнительную землю во время вашей главной фазы. При этом действуют обычные правила о времени разыгрывания земель.
    de 2018-01-19 (002_40dd070747ae974b#1): Der Effekt von Enter the Unknown erlaubt dir, während deiner Hauptphase ein zusätzliches Land zu spielen. Dabei gelten die normalen Zeitpunktsregeln für das Spielen von Ländern.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has played 1 land this turn
    And Alice has "Enter the Unknown", "Forest" and "Island" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Mountain"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice may play 1 more land this turn
    When Alice plays "Forest"
    Then "Forest" is on the battlefield
    And Alice may play no more lands this turn
    When Alice plays "Island"
    Then the action is rejected citing rule 305.2
    And the game state is unchanged

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1 @cr:305.1 @cr:116.2a
  Scenario: The additional land cannot be played outside a main phase
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has played 1 land this turn
    And Alice has "Enter the Unknown" and "Forest" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Mountain"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the beginning of combat step
    And Alice plays "Forest"
    Then the action is rejected citing rule 305.1
    When the game advances to the postcombat main phase
    And Alice plays "Forest"
    Then "Forest" is on the battlefield

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1 @cr:305.1 @cr:116.2a
  Scenario: The additional land cannot be played while the stack is not empty
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has played 1 land this turn
    And Alice has "Enter the Unknown", "Lightning Bolt" and "Forest" in her hand
    And Alice's mana pool holds {G}{R}
    And Alice's library is "Mountain"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Lightning Bolt" targeting Bob
    And Alice plays "Forest"
    Then the action is rejected citing rule 305.1
    And the game state is unchanged
    When all players pass until the stack is empty
    And Alice plays "Forest"
    Then "Forest" is on the battlefield

  @ruling:000_5643a24e11c05965#6 @ruling:002_40dd070747ae974b#6 @cr:305.3 @cr:117.1a
  Scenario: Enter the Unknown cast on another player's turn makes the creature explore but gives no land play
    ru 2018-01-19 (000_5643a24e11c05965#6): Если вам каким-то образом удастся разыграть Enter the Unknown не в свой ход, целевое существо исследует при его разрешении, но вы не сможете разыграть землю в том ходу.
    de 2018-01-19 (002_40dd070747ae974b#6): Falls es dir irgendwie gelingt, Enter the Unknown zu wirken, während du nicht am Zug bist, erkundet die als Ziel gewählte Kreatur, wenn der Zauberspruch verrechnet wird, aber du kannst in diesem Zug kein Land spielen.

    Given it is Bob's precombat main phase
    And Alice controls "Leyline of Anticipation" and "Grizzly Bears"
    And Alice has "Enter the Unknown" and "Forest" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Bob passes priority
    And Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Island"
    And "Island" is in Alice's hand
    And Alice may play no more lands this turn
    When Bob passes priority
    And Alice plays "Forest"
    Then the action is rejected citing rule 305.3 or 305.1

  @ruling:000_5643a24e11c05965#6 @ruling:002_40dd070747ae974b#6 @cr:305.3
  Scenario: A player cannot play a land on another player's turn
    Given it is Alice's precombat main phase
    And Bob has "Forest" in his hand
    When Alice passes priority
    And Bob plays "Forest"
    Then the action is rejected citing rule 305.3 or 305.1
    And the game state is unchanged

  @ruling:000_5643a24e11c05965#10 @ruling:002_40dd070747ae974b#10 @cr:305.2 @cr:305.2a
  Scenario: Two Enter the Unknown and Wayward Swordtooth add up to four land plays
    ru 2018-01-19 (000_5643a24e11c05965#10): Эффекты нескольких Enter the Unknown в течение одного хода суммируются. Они также суммируются с другими эффектами, позволяющими вам разыгрывать дополнительные земли, например с эффектом Wayward Swordtooth.
    de 2018-01-19 (002_40dd070747ae974b#10): Die Effekte mehrerer Enter the Unknown im selben Zug sind kumulativ. Sie sind auch mit anderen Effekten kumulativ, die dich zusätzliche Länder spielen lassen, beispielsweise dem Effekt von Wayward Swordtooth.

    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth" and "Grizzly Bears"
    And Alice has 2 "Enter the Unknown" and 5 "Forest" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Island", "Island"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice may play 4 more lands this turn
    When Alice plays "Forest"
    And Alice plays "Forest"
    And Alice plays "Forest"
    And Alice plays "Forest"
    Then Alice may play no more lands this turn
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2

  @ruling:000_5643a24e11c05965#10 @ruling:002_40dd070747ae974b#10 @cr:305.2
  Scenario: Wayward Swordtooth lets its controller play two lands on each of their turns
    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth"
    And Alice has 6 "Forest" in her hand
    And Alice's library is "Island", "Island"
    And Bob's library is "Island", "Island"
    When Alice plays "Forest"
    And Alice plays "Forest"
    And Alice plays "Forest"
    Then the action is rejected citing rule 305.2
    When the game advances to the end step
    And the game advances to the upkeep
    Then it is Bob's turn
    When the game advances to the end step
    And the game advances to the precombat main phase
    Then it is Alice's turn
    When Alice plays "Forest"
    And Alice plays "Forest"
    And Alice plays "Forest"
    Then the action is rejected citing rule 305.2

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1 @cr:305.4 @cr:305.2
  Scenario: A land put onto the battlefield by an effect is not a land play
    ru 2018-01-19 (000_5643a24e11c05965#1): Эффект Enter the Unknown позволяет вам разыграть дополнительную землю во время вашей главной фазы. При этом действуют обычные правила о времени разыгрывания земель.
    de 2018-01-19 (002_40dd070747ae974b#1): Der Effekt von Enter the Unknown erlaubt dir, während deiner Hauptphase ein zusätzliches Land zu spielen. Dabei gelten die normalen Zeitpunktsregeln für das Spielen von Ländern.
    CR 305.4: putting a land onto the battlefield "isn't the same as 'playing a land' and doesn't count
    as a land played during the current turn". Growth Spiral puts one from the hand; the one land play
    of the turn is still there, and only one.

    Given it is Alice's precombat main phase
    And Alice has "Growth Spiral", "Forest", "Island" and "Mountain" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Grizzly Bears"
    When Alice casts "Growth Spiral" putting "Forest" from her hand onto the battlefield
    And all players pass until the stack is empty
    Then "Forest" is on the battlefield
    And "Grizzly Bears" is in Alice's hand
    When Alice plays "Island"
    Then "Island" is on the battlefield
    When Alice plays "Mountain"
    Then the action is rejected citing rule 305.2
    And the game state is unchanged

  @source:forge:#9679 @cr:305.2 @cr:305.2b @cr:305.9
  Scenario: Playing Dryad Arbor uses the land play: no other land can be played that turn
    Given it is Alice's precombat main phase
    And Alice has "Dryad Arbor" and "Forest" in her hand
    When Alice plays "Dryad Arbor"
    Then "Dryad Arbor" is on the battlefield
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2 or 305.2b
    And the game state is unchanged

  @source:forge:#9679 @cr:305.2 @cr:305.2b @cr:305.9
  Scenario: After a land play, Dryad Arbor cannot be played
    Given it is Alice's precombat main phase
    And Alice has "Forest" and "Dryad Arbor" in her hand
    When Alice plays "Forest"
    And Alice plays "Dryad Arbor"
    Then the action is rejected citing rule 305.2 or 305.2b
    And the game state is unchanged

  @source:forge:#9679 @cr:305.9 @cr:302.6 @cr:508.1a
  Scenario: Dryad Arbor played this turn is a creature that cannot attack yet
    Given it is Alice's precombat main phase
    And Alice has "Dryad Arbor" in her hand
    When Alice plays "Dryad Arbor"
    And Alice attacks Bob with "Dryad Arbor"
    Then the action is rejected citing rule 508.1a or 302.6

  @source:forge:#9679 @cr:305.9
  Scenario: Dryad Arbor cannot be cast as a spell
    Given it is Alice's precombat main phase
    And Alice has "Dryad Arbor" in her hand
    And Alice's mana pool holds {G}
    # Dryad Arbor has no mana cost: a cast of it would also stop at paying that unpayable cost
    # (118.6), so an engine citing 118.6 rejects it for a reason the rules give as well (issue 31
    # item 3: phase.rs cites 118.6).
    When Alice casts "Dryad Arbor"
    Then the action is rejected citing rule 305.9 or 118.6
    And the game state is unchanged

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1 @cr:305.1 @cr:116.2a
  Scenario: A card that is not a land cannot be played as a land
    The rulings: the usual rules for playing lands apply. CR 305.1: "A player who has priority may play a land card from their hand during a main phase
    of their turn when the stack is empty." Found by mtg-conformance diff: phase.rs puts Elder
    Deep-Fiend onto the battlefield as its player's land play.

    Given it is Alice's precombat main phase
    And Alice has "Grizzly Bears" and "Forest" in her hand
    When Alice plays "Grizzly Bears"
    Then the action is rejected citing rule 305.1
    And the game state is unchanged
    When Alice plays "Forest"
    Then "Forest" is on the battlefield

  @source:xmage:#762 @cr:305.1 @cr:305.2 @cr:305.2a @cr:116.2a
  Scenario: Courser of Kruphix lets its controller play a land from the top of their library, as their land play
    CR 116.2a: "To play a land, a player puts that land onto the battlefield from the zone it was in
    (usually that player's hand)." Courser of Kruphix: "You may play lands from the top of your
    library." The land played this way is the turn's land play (305.2a: "the number of lands they
    have already played this turn"), and Courser's other ability sees it enter.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice has "Forest" in her hand
    And Alice's library is "Island", "Mountain"
    When Alice plays "Island" from the top of her library
    Then "Island" is on the battlefield
    When all players pass until the stack is empty
    Then Alice's life total is 21
    When Alice plays "Mountain" from the top of her library
    Then the action is rejected citing rule 305.2 or 305.2b
    And the game state is unchanged
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2 or 305.2b

  @source:mtg-conformance:issue-29 @cr:611.3a @cr:305.2
  Scenario: Courser of Kruphix's static ability reaches the card that becomes the top of the library later
    611.3a: "A continuous effect generated by a static ability isn't 'locked in'; it applies at any
    given moment to whatever its text indicates." Courser of Kruphix: "You may play lands from the
    top of your library." Wayward Swordtooth gives Alice an additional land play (305.2). After she
    plays Island from the top of her library, Mountain is the top card: Courser's ability applies to
    it now, and she plays it too.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix" and "Wayward Swordtooth"
    And Alice's library is "Island", "Mountain", "Forest" from top to bottom
    When Alice plays "Island" from the top of her library
    And all players pass until the stack is empty
    Then "Island" is on the battlefield
    When Alice plays "Mountain" from the top of her library
    And all players pass until the stack is empty
    Then "Mountain" is on the battlefield
    And the top card of Alice's library is "Forest"
    And Alice's life total is 22

  @source:xmage:#762 @cr:305.1 @cr:601.3
  Scenario: Courser of Kruphix lets its controller play lands, not cast spells, from the top of the library
    Its permission is "You may play lands from the top of your library": a creature card on top is
    not a land (CR 601.3: "A player can begin to cast a spell only if a rule or effect allows that
    player to cast it").

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest"
    When Alice casts "Grizzly Bears" from the top of her library
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:xmage:#762 @cr:305.3 @cr:305.1
  Scenario: Courser of Kruphix does not let a land be played from the top of the library on another player's turn
    CR 305.3: "A player can't play a land, for any reason, if it isn't their turn."

    Given it is Bob's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's library is "Island"
    When Bob passes priority
    And Alice plays "Island" from the top of her library
    Then the action is rejected citing rule 305.3
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:712.12 @cr:116.2a @cr:305.2a @cr:603.2
  Scenario: Courser of Kruphix lets its controller play a modal double-faced card from the top of their library as its land face
    712.12: "A player playing a modal double-faced card ... as a land chooses one of its faces that's
    a land before putting it onto the battlefield. It enters the battlefield with that face up." The
    Zendikar Rising release notes (2020-09-25, modal double-faced cards): "If an effect allows you to
    play a land or cast a spell from among a group of cards, you may play or cast a modal
    double-faced card with any face that fits that criteria." Courser of Kruphix's "You may play
    lands from the top of your library" lets Skyclave Cleric on top be played as Skyclave Basilica
    (712.8a: in the library it has only its front face's characteristics, a creature; the face
    played is the land). It enters tapped ("Skyclave Basilica enters tapped."), it is the turn's
    land play (305.2a), and Courser sees a land enter (603.2).

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's library is "Skyclave Cleric", "Forest"
    When Alice plays "Skyclave Cleric" as "Skyclave Basilica" from the top of her library
    Then "Skyclave Basilica" is on the battlefield
    And "Skyclave Basilica" is tapped
    When all players pass until the stack is empty
    Then Alice's life total is 21
    When Alice plays "Forest" from the top of her library
    Then the action is rejected citing rule 305.2 or 305.2b

  @source:mtg-conformance:issue-29 @cr:712.12 @cr:117.1 @capability:legal-actions
  Scenario: Playing a modal double-faced card from the top of the library as its land face is among the legal actions Courser of Kruphix gives
    docs/protocol.md, "Legal actions": every accepted action of a plain family is listed, "each land
    play" among them. With Courser of Kruphix and Skyclave Cleric on top of the library, playing it
    as Skyclave Basilica (712.12) is a land play the player may make now.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's library is "Skyclave Cleric", "Forest"
    Then Alice's legal actions include playing "Skyclave Cleric" as "Skyclave Basilica" from the top of her library

  @source:mtg-conformance:issue-29 @cr:601.3 @cr:712.8a @cr:712.12
  Scenario: Courser of Kruphix does not let a modal double-faced card on top of the library be cast as its creature face
    Courser of Kruphix lets its controller play lands from the top of the library, not cast spells:
    Skyclave Cleric cast is a creature spell (601.3: "A player can begin to cast a spell only if a
    rule or effect allows that player to cast it"), whatever its other face is.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's mana pool holds {W}{C}
    And Alice's library is "Skyclave Cleric", "Forest"
    When Alice casts "Skyclave Cleric" from the top of her library
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:xmage:#9189 @cr:305.1 @cr:305.2 @cr:116.2a @cr:514.2
  Scenario: A land exiled by an effect that lets its controller play it is played from exile, as the land play
    Stand-in: XMage's issue plays a land exiled with Siphon Insight; here Act on Impulse exiles it
    ("Exile the top three cards of your library. Until end of turn, you may play those cards."). The
    land comes from exile (116.2a) and is the turn's land play (305.2).

    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}
    And Alice's library is "Forest", "Island", "Grizzly Bears", "Mountain"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    Then "Forest" is in exile
    And "Island" is in exile
    And the top card of Alice's library is "Mountain"
    When Alice plays "Forest" from exile
    Then "Forest" is on the battlefield
    When Alice plays "Island" from exile
    Then the action is rejected citing rule 305.2 or 305.2b
    And the game state is unchanged

  @source:xmage:#9189 @cr:514.2 @cr:305.1
  Scenario: The permission to play an exiled land until end of turn ends in the cleanup step
    CR 514.2: in the cleanup step "all “until end of turn” and “this turn” effects end". On the
    caster's next turn the land is still in exile and cannot be played.

    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}
    And Alice's library is "Forest", "Island", "Grizzly Bears", "Mountain", "Mountain"
    And Bob's library is "Island"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    And the game advances to the upkeep
    And the game advances to the upkeep
    And the game advances to the precombat main phase
    And Alice plays "Forest" from exile
    Then the action is rejected citing rule 305.1 or 514.2

  @source:xmage:#9074 @cr:305.2 @cr:614.12 @cr:614.1a
  Scenario: Lotus Vale played with no untapped land to sacrifice goes to the graveyard and still uses the land play
    Given it is Alice's precombat main phase
    And Alice has "Lotus Vale" and "Forest" in her hand
    When Alice plays "Lotus Vale"
    Then "Lotus Vale" is in Alice's graveyard
    And Alice can play no more lands this turn
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2 or 305.2b
    And the game state is unchanged

  @source:xmage:#9074 @cr:305.2 @cr:614.12 @cr:701.21a
  Scenario: Lotus Vale played with two untapped lands: both are sacrificed and it enters
    Given it is Alice's precombat main phase
    And Alice controls "Forest" and "Island"
    And Alice has "Lotus Vale" in her hand
    When Alice plays "Lotus Vale"
    Then "Lotus Vale" is on the battlefield
    And "Forest" is in Alice's graveyard
    And "Island" is in Alice's graveyard
    And Alice can play no more lands this turn

  @source:mtg-conformance:issue-17 @cr:712.12 @cr:305.2 @cr:614.1c
  Scenario: A modal double-faced card played as its land face enters with that face up and uses the land play
    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" and "Forest" in her hand
    When Alice plays "Skyclave Cleric" as "Skyclave Basilica"
    Then "Skyclave Basilica" is on the battlefield
    And "Skyclave Basilica" is tapped
    And Alice's life total is 20
    And Alice can play no more lands this turn

  @source:mtg-conformance:issue-17 @cr:712.8a @cr:305.1 @cr:712.12
  Scenario: A modal double-faced card with a creature front face cannot be played as a land with its front face up
    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" in her hand
    Then the mana value of "Skyclave Cleric" in Alice's hand is 2
    When Alice plays "Skyclave Cleric"
    Then the action is rejected citing rule 305.1 or 712.12
    And the game state is unchanged

  @source:mtg-conformance:issue-16 @cr:305.2 @cr:500.7 @cr:514.2
  Scenario: A player who used her land play takes an extra turn and may play a land again, once
    CR 500.7: an extra turn is a turn of its own, "added directly after the specified turn"; CR
    305.2: "A player can normally play one land during their turn". Enter the Unknown's "You may
    play an additional land this turn" is a "this turn" effect: it ends in the cleanup step of the
    turn it was cast in (514.2), not at the start of the next turn of another player, so it does not
    last into the extra turn of the same player.

    Given it is Alice's precombat main phase
    And Alice will take an extra turn after this one
    And Alice controls "Grizzly Bears"
    And Alice has "Enter the Unknown", "Forest", "Island" and "Mountain" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Swamp", "Swamp", "Swamp"
    And Bob's library is "Forest"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice plays "Forest"
    Then Alice may play 1 more land this turn
    When Alice plays "Island"
    Then Alice may play no more lands this turn
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When the game advances to the precombat main phase
    Then Alice may play 1 more land this turn
    When Alice plays "Mountain"
    Then "Mountain" is on the battlefield
    And Alice may play no more lands this turn
    When Alice plays "Swamp"
    Then the action is rejected citing rule 305.2
    And the game state is unchanged

  @source:mtg-conformance:issue-16 @cr:106.4 @cr:500.7
  Scenario: In an extra turn, mana added in a step empties as that step ends
    CR 106.4: "Each player's mana pool empties at the end of each step and phase". The steps of an
    extra turn are steps like any other (500.7).

    Given it is Alice's postcombat main phase
    And Alice will take an extra turn after this one
    And Alice controls "Forest" and "Island"
    And Alice's library is "Swamp", "Swamp", "Swamp"
    And Bob's library is "Forest"
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When Alice taps "Forest" for mana
    Then Alice's mana pool holds {G}
    When the game advances to the draw step
    Then Alice's mana pool is empty
    When Alice taps "Island" for mana
    Then Alice's mana pool holds {U}
    When the game advances to the precombat main phase
    Then Alice's mana pool is empty
    And it is Alice's extra turn

  @source:mtg-conformance:issue-17 @cr:305.2 @cr:614.12 @cr:701.21a
  Scenario: Lotus Vale played with three untapped lands: its controller chooses the two sacrificed
    Given it is Alice's precombat main phase
    And Alice controls "Forest", "Island" and "Swamp"
    And Alice has "Lotus Vale" in her hand
    When Alice plays "Lotus Vale" sacrificing "Forest" and "Swamp"
    Then "Lotus Vale" is on the battlefield
    And "Forest" is in Alice's graveyard
    And "Swamp" is in Alice's graveyard
    And "Island" is on the battlefield
    And Alice can play no more lands this turn

  @source:mtg-conformance:issue-17 @cr:712.11 @cr:608.3a @cr:603.2 @cr:712.8d @cr:712.13
  Scenario: Skyclave Cleric cast as its front face enters, and its enters trigger gains its controller 2 life
    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" in her hand
    And Alice's mana pool holds {C}{W}
    When Alice casts "Skyclave Cleric"
    And all players pass until the stack is empty
    Then "Skyclave Cleric" is on the battlefield
    And Alice's life total is 22

  @source:mtg-conformance:gap7 @cr:603.2 @cr:603.6a
  Scenario: Courser of Kruphix does not gain its controller life when a permanent that is not a land enters
    Courser of Kruphix: "Whenever a land you control enters, you gain 1 life." CR 603.2: it triggers
    only on its trigger event; Grizzly Bears (a creature) entering, or moving from the hand to the
    stack, is not a land entering.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Island"
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield
    And the ability of "Courser of Kruphix" did not trigger
    And Alice's life total is 20

  @source:mtg-conformance:gap7 @cr:701.21a @cr:614.12 @cr:305.2
  Scenario: Lotus Vale cannot sacrifice a tapped land or another player's lands: it goes to the graveyard
    Lotus Vale: "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead. If
    you do, put Lotus Vale onto the battlefield. If you don't, put it into its owner's graveyard."
    CR 701.21a: "A player can't sacrifice something that isn't a permanent, or something that's a
    permanent they don't control." Alice's only land is tapped and Bob's two untapped lands are not
    hers to sacrifice: nothing is sacrificed and Lotus Vale goes to her graveyard.

    Given it is Alice's precombat main phase
    And Alice controls a tapped "Forest"
    And Bob controls "Island" and "Mountain"
    And Alice has "Lotus Vale" in her hand
    When Alice plays "Lotus Vale"
    Then "Lotus Vale" is in Alice's graveyard
    And "Forest" is on the battlefield
    And "Island" is on the battlefield
    And "Mountain" is on the battlefield
    And Alice can play no more lands this turn

  @source:mtg-conformance:gap7 @cr:608.2d
  Scenario: Growth Spiral's "may" asks its caster yes or no, and a land declined stays in the hand
    Growth Spiral: "Draw a card. You may put a land card from your hand onto the battlefield." The
    choice is its caster's (docs/protocol.md §2, Question: a `may` question, a prompt and the options
    `true` and `false`); Alice declines, so the Forest she drew stays in her hand.

    Given it is Alice's precombat main phase
    And Alice has "Growth Spiral" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Forest", "Island" from top to bottom
    When Alice casts "Growth Spiral"
    And all players pass until the stack is empty, answering the question Alice is asked with no
    Then Alice was asked a may question offering yes and no
    And "Forest" is in Alice's hand

  @source:mtg-conformance:mut8 @cr:712.3 @cr:712.2
  Scenario: A setup of a modal double-faced permanent "transformed" is a malformed request
    docs/protocol.md §2, PermanentSetup: `transformed` is "A transforming double-faced permanent with
    its back face up" (712.2: nonmodal double-faced cards "allow the card to either transform … or
    enter the battlefield transformed"). Skyclave Cleric is a modal double-faced card (712.3), with
    no ability that transforms it: that setup cannot exist, and §4 answers an impossible setup with a
    `malformed_request`.

    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" on the battlefield transformed
    When the game is set up
    Then the setup is malformed

  @source:mtg-conformance:mut8 @cr:119.3 @cr:603.2
  Scenario: The life_changed events of Skyclave Cleric's enters trigger say its controller gained 2 life
    Skyclave Cleric: "When Skyclave Cleric enters, you gain 2 life." 119.3: the life total is adjusted;
    docs/protocol.md §2, Event: `life_changed` has `player` and a signed `amount`.

    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" in her hand
    And Alice's mana pool holds {C}{W}
    When Alice casts "Skyclave Cleric"
    And all players pass until the stack is empty
    Then Alice's life total is 22
    And the events say Alice's life total changed by +2

  @source:mtg-conformance:mut8 @cr:305.1 @cr:701.21a @cr:614.1a
  Scenario: Lotus Vale played with three untapped lands: its controller is asked which two to sacrifice, and the events name them
    Lotus Vale: "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead. If you
    do, put Lotus Vale onto the battlefield." Alice chooses two of her three untapped lands as she is
    asked (docs/protocol.md §2, Question: a prompt and the options); each `sacrificed` event names the
    land and who sacrificed it (701.21a).

    Given it is Alice's precombat main phase
    And Alice controls "Forest", "Island" and "Swamp"
    And Alice has "Lotus Vale" in her hand
    When Alice plays "Lotus Vale", answering the questions Alice is asked with the first "Forest" and then the first "Swamp"
    Then Alice was asked to choose among the 3 untapped lands she controlled
    And the events say Alice sacrificed "Forest" and "Swamp"
    And "Lotus Vale" is on the battlefield
    And "Island" is on the battlefield
    And "Forest" is in Alice's graveyard
    And "Swamp" is in Alice's graveyard

  @source:mtg-conformance:mut8 @cr:608.2d
  Scenario: Growth Spiral with two land cards in hand asks its caster which one to put onto the battlefield
    Growth Spiral: "Draw a card. You may put a land card from your hand onto the battlefield." With
    Forest and Island in her hand Alice chooses one as it resolves (608.2d: the player announces the
    choices an effect offers while applying it; docs/protocol.md §2, Question: a `choose_object`
    question with a prompt, offering the land cards in her hand).

    Given it is Alice's precombat main phase
    And Alice has "Growth Spiral", "Forest" and "Island" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Grizzly Bears"
    When Alice casts "Growth Spiral"
    And all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Island"
    Then Alice was asked a choose_object question offering "Forest" and "Island" from her hand
    And "Island" is on the battlefield
    And "Forest" is in Alice's hand

  # issue 29: the legal actions of cards a permission lets a player play from a zone other than the
  # hand, for that player only and only while the permission lasts (601.3, 305.1; docs/protocol.md §1,
  # "Legal actions": each land play and each cast of a card for its mana cost is listed, and nothing
  # `act` rejects).

  @source:mtg-conformance:issue-29 @cr:305.1 @cr:601.2a @cr:601.3
  Scenario: Act on Impulse's exiled land is among its caster's legal actions, and no longer after the cleanup step
    Act on Impulse: "Exile the top three cards of your library. Until end of turn, you may play those
    cards." The permission is its caster's ("you"): Bob, with priority and {R} in his pool, may not
    cast the exiled Lightning Bolt. On Alice's next turn, in her main phase with no land played, the
    permission has ended (514.2) and the exiled Forest is no longer hers to play.
    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}{R}
    And Bob's mana pool holds {R}
    And Alice's library is "Forest", "Lightning Bolt", "Grizzly Bears", "Mountain", "Island"
    And Bob's library is "Island"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    Then Alice's legal actions include playing "Forest" from exile
    And Alice's legal actions include casting "Lightning Bolt" from exile targeting Bob
    When Alice passes priority
    Then Bob's legal actions do not include casting "Lightning Bolt" from exile
    And Bob's legal actions do not include playing "Forest" from exile
    When the game advances to the upkeep
    And the game advances to the upkeep
    And the game advances to the precombat main phase
    Then it is Alice's turn
    And Alice's legal actions do not include playing "Forest" from exile

  @source:mtg-conformance:issue-29 @cr:305.1 @cr:305.3
  Scenario: The land on top of the library is among the legal actions of Courser of Kruphix's controller, on her turn only
    Courser of Kruphix: "You may play lands from the top of your library." The permission is its
    controller's, for her own library ("your"), and a land is played only on its player's turn
    (305.3: "for any reason").
    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest"
    Then Alice's legal actions include playing "Island" from the top of her library
    When Alice passes priority
    Then Bob's legal actions do not include playing "Island" from the top of Alice's library
    When the game advances to the upkeep
    And Bob passes priority
    Then it is Bob's turn
    And Alice's legal actions do not include playing "Island" from the top of her library

  @source:mtg-conformance:issue-29 @cr:601.3
  Scenario: A creature card on top of the library is not among the legal actions of Courser of Kruphix's controller
    Courser of Kruphix lets its controller play lands from the top of her library, not cast spells
    (601.3: "A player can begin to cast a spell only if a rule or effect allows that player to cast
    it"): Grizzly Bears on top is not hers to cast, though she has the mana and it is her main phase.
    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest"
    Then Alice's legal actions do not include casting "Grizzly Bears" from the top of her library

  @source:mtg-conformance:issue-29 @cr:712.8a @cr:712.12 @capability:outside-events
  Scenario: A modal double-faced card played as its land face and destroyed has only its front face in the graveyard
    CR 712.8a: "While a double-faced card is outside the game or in a zone other than the
    battlefield or stack, it has only the characteristics of its front face." Skyclave Basilica is
    the back face of Skyclave Cleric ({1}{W}, mana value 2).

    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" in her hand
    When Alice plays "Skyclave Cleric" as "Skyclave Basilica"
    And "Skyclave Basilica" is destroyed
    Then "Skyclave Cleric" is in Alice's graveyard
    And "Skyclave Basilica" is not in Alice's graveyard
    And the mana value of "Skyclave Cleric" in Alice's graveyard is 2

  @source:mtg-conformance:issue-29 @cr:305.6
  Scenario: Dryad Arbor, a nonbasic land creature that is a Forest, taps for {G} though its text has no mana ability
    CR 305.6: "An object with the land card type and a basic land type has the intrinsic ability
    '{T}: Add [mana symbol],' even if the text box doesn't actually contain that text". Dryad Arbor
    (Land Creature — Forest Dryad) has been under Alice's control since her turn began.

    Given it is Alice's precombat main phase
    And Alice controls "Dryad Arbor"
    When Alice taps "Dryad Arbor" for mana
    Then Alice's mana pool holds {G}
    And "Dryad Arbor" is tapped

  # semgaps (docs/mutation.md, semantic mutants, controller->active): "you" is the controller (109.5:
  # "The words “you” and “your” on an object refer to the object’s controller"), not the active
  # player: these cards act in the other player's turn.

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:116.2a
  Scenario: Act on Impulse cast in another player's turn exiles its caster's top three cards, and its caster may play them
    Act on Impulse: "Exile the top three cards of your library. Until end of turn, you may play those
    cards." Alice casts it in Bob's turn (Leyline of Anticipation: "You may cast spells as though they
    had flash"): Alice's cards are exiled, Bob's library is untouched, and Alice casts one of them.

    Given it is Bob's precombat main phase
    And Alice controls "Leyline of Anticipation"
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}{G}{G}
    And Alice's library is "Grizzly Bears", "Island", "Forest", "Mountain"
    And Bob's library is "Island", "Swamp"
    When Bob passes priority
    And Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And the top card of Alice's library is "Mountain"
    And the top card of Bob's library is "Island"
    When Bob passes priority
    And Alice casts "Grizzly Bears" from exile
    Then "Grizzly Bears" is on the stack

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Courser of Kruphix does not gain its controller life when a land enters under another player's control in that player's turn
    Courser of Kruphix: "Whenever a land you control enters, you gain 1 life." Bob plays a land in
    his own turn: it is not a land Alice (the Courser's controller) controls.

    Given it is Bob's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Bob has "Forest" in his hand
    When Bob plays "Forest"
    Then "Forest" is on the battlefield
    And the ability of "Courser of Kruphix" did not trigger
    And Alice's life total is 20
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Courser of Kruphix gains its controller life when a land enters under her control in another player's turn
    Alice casts Growth Spiral ("Draw a card. You may put a land card from your hand onto the
    battlefield.") in Bob's turn (Leyline of Anticipation): her Forest enters under her control, her
    Courser triggers and Alice, not Bob (the active player), gains 1 life.

    Given it is Bob's precombat main phase
    And Alice controls "Courser of Kruphix" and "Leyline of Anticipation"
    And Alice has "Growth Spiral" and "Forest" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Island", "Island"
    When Bob passes priority
    And Alice casts "Growth Spiral" putting "Forest" from her hand onto the battlefield
    And all players pass until the stack is empty
    Then "Forest" is on the battlefield
    And the ability of "Courser of Kruphix" triggered once
    And Alice's life total is 21
    And Bob's life total is 20
    And the events say Alice's life total changed by +1

  # semgaps (owner<->controller): lands and Courser of Kruphix controlled by a player who does not own them.

  @source:mtg-conformance:issue-29 @cr:701.21a @cr:110.2 @cr:614.12
  Scenario: Lotus Vale sacrifices an untapped land its controller controls but does not own, which goes to its owner's graveyard
    Lotus Vale: "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead. If
    you do, put Lotus Vale onto the battlefield." 701.21a: a player can sacrifice only a permanent
    they control; Alice controls Bob's Island.

    Given it is Alice's precombat main phase
    And Alice controls "Forest" and "Island" owned by Bob
    And Alice has "Lotus Vale" in her hand
    When Alice plays "Lotus Vale"
    Then "Lotus Vale" is on the battlefield
    And "Forest" is in Alice's graveyard
    And "Island" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Courser of Kruphix that Alice controls and Bob owns gains Alice life when she plays a land
    Courser of Kruphix: "Whenever a land you control enters, you gain 1 life." "You" is its
    controller (109.5), Alice, not its owner.

    Given it is Alice's precombat main phase
    And Alice controls "Courser of Kruphix" owned by Bob
    And Alice has "Forest" in her hand
    When Alice plays "Forest"
    And all players pass until the stack is empty
    Then the ability of "Courser of Kruphix" triggered once
    And Alice's life total is 21
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:305.6
  Scenario: Tribal Flames counts the basic land types among its caster's lands: a nonbasic land's Forest type counts, lands without one don't
    305.6: "The basic land types are Plains, Island, Swamp, Mountain, and Forest. If an object uses
    the words 'basic land type,' it's referring to one of these subtypes." Tribal Flames: "Domain —
    Tribal Flames deals X damage to any target, where X is the number of basic land types among lands
    you control." Alice's lands: two Mountains (basic, one type: Mountain), Dryad Arbor (a nonbasic
    Land Creature — Forest Dryad: Forest) and Darksteel Citadel (an Artifact Land with no subtype). X
    is 2: Mountain and Forest, not the four lands, nor the one basic land type of her basic lands.
    Bob's Island is not hers.

    Given it is Alice's precombat main phase
    And Alice controls "Mountain", "Mountain", "Dryad Arbor" and "Darksteel Citadel"
    And Bob controls "Island"
    And Alice has "Tribal Flames" in her hand
    When Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice casts "Tribal Flames" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:305.2a @capability:activated-abilities
  Scenario: A land played while Djinn of Wishes' ability resolves is the turn's land play
    305.2a: the lands a player has already played this turn include "lands played during the
    resolution of spells and abilities". Djinn of Wishes: "{2}{U}{U}, Remove a wish counter from
    Djinn of Wishes: Reveal the top card of your library. You may play that card without paying its
    mana cost. If you don't, exile it." Alice plays the Plains it reveals: then she can't play the
    Forest in her hand.

    Given it is Alice's precombat main phase
    And Alice controls "Djinn of Wishes" with three wish counters
    And Alice's library is "Plains" and "Island"
    And Alice has "Forest" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}
    And Alice will use the optional ability of "Djinn of Wishes"
    When Alice activates the ability of "Djinn of Wishes"
    And all players pass until the stack is empty
    Then "Plains" is on the battlefield
    And "Island" is in Alice's library
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2b or 305.2
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:305.2b @capability:activated-abilities
  Scenario: Djinn of Wishes can't make its controller play a land beyond the lands she may play: she exiles it
    305.2b: "A player can't play a land, for any reason, if the number of lands the player can play
    this turn is equal to or less than the number of lands they have already played this turn.
    Ignore any part of an effect that instructs a player to do so." Alice has played her land: the
    Plains Djinn of Wishes reveals can't be played, so it is exiled ("If you don't, exile it").

    Given it is Alice's precombat main phase
    And Alice has played 1 land this turn
    And Alice controls "Djinn of Wishes" with three wish counters
    And Alice's library is "Plains" and "Island"
    And Alice's mana pool holds {U}{U}{C}{C}
    When Alice activates the ability of "Djinn of Wishes"
    And all players pass until the stack is empty
    Then "Plains" is in exile
    And "Plains" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:305.3 @capability:activated-abilities
  Scenario: Djinn of Wishes can't make its controller play a land on another player's turn: she exiles it
    305.3: "A player can't play a land, for any reason, if it isn't their turn. Ignore any part of an
    effect that instructs a player to do so." Alice activates Djinn of Wishes in Bob's main phase:
    the Plains it reveals can't be played, so it is exiled.

    Given it is Bob's precombat main phase
    And Alice controls "Djinn of Wishes" with three wish counters
    And Alice's library is "Plains" and "Island"
    And Alice's mana pool holds {U}{U}{C}{C}
    When Bob passes priority
    And Alice activates the ability of "Djinn of Wishes"
    And all players pass until the stack is empty
    Then "Plains" is in exile
    And "Plains" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:108.4a @cr:110.2a @cr:305.1
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

  @source:mtg-conformance:issue-29 @cr:305.1 @cr:117.1
  Scenario: A land card that is not the first card of its player's hand is among her legal actions
    CR 305.1: a player who has priority may play a land card from their hand in their main phase with
    an empty stack. docs/protocol.md, "Legal actions": each land play is listed, whichever card of
    the hand it is; Alice's Forest comes after a Lightning Bolt she cannot pay for.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" and "Forest" in her hand
    Then Alice's legal actions include playing "Forest"

  @source:mtg-conformance:issue-29 @cr:712.11 @cr:712.11c @cr:601.3
  Scenario: Flamescroll Celebrant cast as its back face is the instant Revel in Silence, and then Bob can't cast Lightning Bolt
    712.11: "A double-faced spell is cast with its front face up by default"; 712.11b: "A player
    casting a modal double-faced card ... chooses which face they are casting before putting it onto
    the stack." Alice casts Flamescroll Celebrant (a {1}{R} creature) as its back face, Revel in
    Silence ({W}{W} instant, mana value 2: "Your opponents can't cast spells or activate
    planeswalkers' loyalty abilities this turn. Exile Revel in Silence."). It resolves as that
    instant: the card is exiled, and Bob can't cast Lightning Bolt this turn (601.3).

    Given it is Alice's precombat main phase
    And Alice has "Flamescroll Celebrant" in her hand
    And Alice's mana pool holds {W}{W}
    And Bob controls "Mountain"
    And Bob has "Lightning Bolt" in his hand
    When Alice casts "Flamescroll Celebrant" as its back face "Revel in Silence"
    Then "Revel in Silence" is on the stack
    And the mana value of "Revel in Silence" on the stack is 2
    When all players pass until the stack is empty
    Then "Flamescroll Celebrant" is in exile
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Lightning Bolt" targeting Alice
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:712.11c
  Scenario: Flamescroll Celebrant can be cast as Revel in Silence with only {W}{W}: only the face cast is evaluated
    712.11c: "Only the face that will be face up on the stack is evaluated to determine if it can be
    cast. Only that face is considered to be put onto the stack." Alice's mana pays Revel in
    Silence's {W}{W} and not Flamescroll Celebrant's {1}{R}: she can cast the card as its back face,
    and pays {W}{W}.

    Given it is Alice's precombat main phase
    And Alice has "Flamescroll Celebrant" in her hand
    And Alice's mana pool holds {W}{W}
    When Alice casts "Flamescroll Celebrant" as its back face "Revel in Silence"
    Then "Revel in Silence" is on the stack
    And Alice's mana pool is empty

  @source:mtg-conformance:issue-29 @cr:305.6 @cr:109.5
  Scenario: Tribal Flames counts a land its caster controls but does not own
    Tribal Flames: "Domain — Tribal Flames deals X damage to any target, where X is the number of basic
    land types among lands you control." "You" is its controller (109.5), and the lands are those she
    controls, whoever owns them: Alice's Mountain and the Forest she controls and Bob owns give two
    basic land types (305.6): X is 2.

    Given it is Alice's precombat main phase
    And Alice controls "Mountain"
    And Alice controls "Forest" owned by Bob
    And Alice has "Tribal Flames" in her hand
    And Alice's mana pool holds {R}{C}
    When Alice casts "Tribal Flames" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 18

  # w2faces (issue 29, item 2): 712.15, a double-faced card cast as a face-down creature spell.
  @source:mtg-conformance:issue-29 @cr:712.15
  Scenario: Illusionary Mask casts the double-faced Beloved Beggar face down: a nameless 2/2 spell, then a face-down 2/2
    Illusionary Mask: "{X}: You may choose a creature card in your hand whose mana cost could be paid by
    some amount of, or all of, the mana you spent on {X}. If you do, you may cast that card face down
    as a 2/2 creature spell without paying its mana cost." 712.15: "If an effect allows a player to cast
    a double-faced card as a face-down creature spell ... it will have the characteristics given to it
    by the rule or effect that caused it to be face down." Beloved Beggar ({1}{W}, a 0/4 whose back
    face is Generous Soul) is cast with X = 2 paid with {W}{C}: a spell with no name and mana value 0, then a
    face-down 2/2 creature with no name, no subtypes and no mana cost.

    Given it is Alice's precombat main phase
    And Alice controls "Illusionary Mask"
    And Alice has "Beloved Beggar" in her hand
    And Alice's mana pool holds {W}{C}
    When Alice activates the ability of "Illusionary Mask" with X = 2, choosing "Beloved Beggar" in her hand and casting it face down
    Then the spell "Beloved Beggar" is on the stack face down, with no name and mana value 0
    When all players pass until the stack is empty
    Then "Beloved Beggar" is a face-down 2/2 creature with no name, no subtypes and no mana cost

  @source:mtg-conformance:issue-29 @cr:614.1a
  Scenario: A face-down Beloved Beggar cast with Illusionary Mask that would be dealt damage is turned face up instead, then dealt it
    Illusionary Mask: "If the creature that spell becomes as it resolves has not been turned face up and
    would ... be dealt damage ..., instead it's turned face up and ... is dealt damage". 614.1a: the
    replacing events happen instead. Lightning Bolt's 3 damage is dealt to Beloved Beggar face up, a
    0/4, which survives (the face-down 2/2 would have died). Bob casts it.

    Given it is Alice's precombat main phase
    And Alice controls "Illusionary Mask"
    And Alice has "Beloved Beggar" in her hand
    And Alice's mana pool holds {W}{C}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice activates the ability of "Illusionary Mask" with X = 2, choosing "Beloved Beggar" in her hand and casting it face down
    And all players pass until the stack is empty
    Then "Beloved Beggar" is a face-down 2/2 creature with no name, no subtypes and no mana cost
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting "Beloved Beggar"
    And all players pass until the stack is empty
    Then "Beloved Beggar" is on the battlefield face up as itself, a 0/4 with mana value 2

  @source:mtg-conformance:issue-29 @cr:712.3 @cr:701.27a
  Scenario: Peter Parker, a modal double-faced card, transforms with its own ability into Amazing Spider-Man
    Peter Parker // Amazing Spider-Man is a modal double-faced card; its front face reads "{1}{G}{W}{U}:
    Transform Peter Parker. Activate only as a sorcery." 712.3: modal double-faced cards "may have an
    ability that allows them to "transform""; 701.27a: "Only permanents represented by double-faced
    tokens and double-faced cards can transform." Alice's Peter Parker (0/1) becomes Amazing
    Spider-Man, a 4/4.

    Given it is Alice's precombat main phase
    And Alice controls "Peter Parker"
    And Alice's mana pool holds {G}{W}{U}{C}
    When Alice activates the ability of "Peter Parker"
    And all players pass until the stack is empty
    Then Alice's "Amazing Spider-Man" is a 4/4

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Courser of Kruphix gains its controller life when another player's land enters under her control
    Courser of Kruphix: "Whenever a land you control enters, you gain 1 life." "You" is its
    controller (109.5) and the land is one she controls, whoever owns it: Alice's Unhallowed Pact
    ("When enchanted creature dies, return that card to the battlefield under your control") returns
    Bob's Dryad Arbor, a land creature, under Alice's control in Bob's turn. The ability triggers
    (603.2): Alice gains 1 life; Bob, the land's owner and the active player, gains nothing.

    Given it is Bob's precombat main phase
    And Alice controls "Courser of Kruphix"
    And Bob controls "Dryad Arbor"
    And Alice has "Unhallowed Pact" on the battlefield enchanting "Dryad Arbor"
    When "Dryad Arbor" is destroyed
    And all players pass until the stack is empty
    Then "Dryad Arbor" is controlled by Alice and owned by Bob
    And Alice's life total is 21
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:712.12 @cr:117.1 @capability:legal-actions
  Scenario: Playing a modal double-faced card in hand as its land face, its back face, is among the legal actions
    docs/protocol.md, "Legal actions": "each land play" is listed. Skyclave Cleric's back face is a
    land, Skyclave Basilica (712.12: a modal double-faced card may be played as its land face): with
    it in her hand in her main phase, playing it as Skyclave Basilica is a land play Alice may make
    now, and so is playing the Forest beside it in her hand.

    Given it is Alice's precombat main phase
    And Alice has "Skyclave Cleric" and "Forest" in her hand
    Then Alice's legal actions include playing "Skyclave Cleric" as "Skyclave Basilica"
    And Alice's legal actions include playing "Forest"
