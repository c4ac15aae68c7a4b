@mechanic:planechase
Feature: Planechase
  CR 901: in a Planechase game one plane card is face up in the command zone; its controller is the
  planar controller, normally the active player (901.6). In a main phase of their turn, with
  priority and an empty stack, the active player may roll the planar die, for {1} more each time
  they already did this turn (901.9, 116.2i). The Planeswalker symbol triggers the planeswalking
  ability (901.8): the plane goes to the bottom of its owner's planar deck and the planar
  controller turns the top card of their own planar deck face up (701.31b). The chaos symbol makes
  chaos ensue, triggering the plane's chaos ability (311.7).
  Scenarios quote the planechase rulings of Otaria (English, one in Russian). The planar die's
  result is scripted; the planeswalking ability has no source and goes by its rules name.

  @ruling:001_561ea6e107d4299a#12 @cr:311.6 @cr:901.7a @cr:701.31b
  Scenario: A plane that was turned face down comes back face up without the counters it had
    en 2009-10-01 (001_561ea6e107d4299a#12): A face-up plane card that's turned face down becomes a new object with no relation to its previous existence. In particular, it loses all counters it may have had.

    Given it is Alice's precombat main phase
    And the face-up plane is "Naar Isle", owned by Alice
    And the face-up plane has 2 flame counters
    And Alice's planar deck is "Naya"
    And Alice's mana pool holds {C}
    And the planar die will show the Planeswalker symbol
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then the face-up plane is "Naya"
    And Alice's planar deck is "Naar Isle"
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice planeswalked from "Naya" to "Naar Isle"
    And the face-up plane is "Naar Isle" with no counters
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then the face-up plane has 1 flame counter
    And Bob's life total is 19

  @ruling:001_561ea6e107d4299a#13 @cr:901.8 @cr:901.9c @cr:701.31b
  Scenario: Rolling the Planeswalker symbol sends the plane to its owner's planar deck and turns up the planar controller's top plane
    en 2009-10-01 (001_561ea6e107d4299a#13): A plane card is treated as if its text box included "When you roll {PW}, put this card on the bottom of its owner's planar deck face down, then move the top card of your planar deck off that planar deck and turn it face up." This is called the "planeswalking ability."

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Bob
    And Alice's planar deck is "Naya" and "Naar Isle"
    And Bob's planar deck is "Panopticon"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    Then the planeswalking ability is on the stack, controlled by Alice
    And the face-up plane is "Otaria"
    When all players pass until the stack is empty
    Then Alice planeswalked from "Otaria" to "Naya"
    And the face-up plane is "Naya", owned by Alice
    And "Otaria" is at the bottom of Bob's planar deck
    And Bob's planar deck is "Panopticon" and "Otaria"
    And Alice's planar deck is "Naar Isle"

  @ruling:001_561ea6e107d4299a#13 @cr:901.8 @cr:701.31b @cr:701.31d
  Scenario: A plane with a single card in its owner's planar deck cycles back face up
    Given it is Alice's precombat main phase
    And the face-up plane is "Naar Isle", owned by Alice
    And the face-up plane has 3 flame counters
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice planeswalked from "Naar Isle" to "Naar Isle"
    And the face-up plane is "Naar Isle" with no counters
    And Alice's planar deck is empty

  @ruling:001_561ea6e107d4299a#13 @cr:901.9 @cr:116.2i
  Scenario: Only the active player may roll the planar die, in a main phase, with an empty stack
    # Each rejection has one possible reason (audit §2.2): every rejected roll could be paid for
    # (Alice holds {C} for the {1} a second roll costs, 116.2i), and the same roll is accepted once
    # the one obstacle is gone, so an engine that cites no rule cannot pass for the wrong reason.
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice's planar deck is "Naya"
    And Alice's mana pool holds {C}
    And the planar die will show the Planeswalker symbol
    And the planar die will show a blank face
    When Bob rolls the planar die
    Then the action is rejected citing rule 901.9
    And the game state is unchanged
    When Alice rolls the planar die
    Then the planeswalking ability is on the stack, controlled by Alice
    When Alice rolls the planar die
    Then the action is rejected citing rule 901.9
    And the game state is unchanged
    When all players pass until the stack is empty
    And Alice rolls the planar die
    Then Alice rolled the planar die for {1}
    When all players pass until the stack is empty
    And Alice rolls the planar die
    Then the action is rejected citing rule 116.2i

  @ruling:001_561ea6e107d4299a#13 @cr:901.9
  Scenario: The planar die cannot be rolled outside a main phase
    # Alice's first roll of the turn costs nothing (116.2i), so the step is the only obstacle.
    Given it is Alice's beginning of combat step
    And the face-up plane is "Otaria", owned by Alice
    And Alice's planar deck is "Naya"
    And the planar die will show a blank face
    When Alice rolls the planar die
    Then the action is rejected citing rule 901.9
    And the game state is unchanged
    When the game advances to the postcombat main phase
    And Alice rolls the planar die
    Then Alice rolled the planar die for {0}

  @ruling:001_561ea6e107d4299a#13 @cr:901.10 @cr:901.10a @cr:800.4a
  Scenario: The planeswalking ability ceases to exist when the plane leaves the game with its owner
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Bob
    And Alice's planar deck is "Otaria" and "Naar Isle"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And Bob leaves the game
    Then Alice planeswalked from "Naya" to "Otaria"
    And the stack is empty
    When all players pass until the stack is empty
    Then Alice planeswalked once
    And the face-up plane is "Otaria", owned by Alice
    And Alice's planar deck is "Naar Isle"
    And "Naya" is neither face up nor in any planar deck

  @ruling:001_561ea6e107d4299a#14 @cr:311.5 @cr:311.7 @cr:901.6 @cr:500.7
  Scenario: Otaria's extra turn goes to the planar controller, not to the player who owns Otaria
    en 2009-10-01 (001_561ea6e107d4299a#14): If an ability of a plane refers to "you," it's referring to whoever the plane's controller is at the time, not to the player that started the game with that plane card in their deck. Many abilities of plane cards affect all players, while many others affect only the planar controller, so read each ability carefully.

    Given it is Alice's precombat main phase
    And Alice's library is "Island"
    And the face-up plane is "Otaria", owned by Bob
    And the planar die will show the chaos symbol
    When Alice rolls the planar die
    Then the chaos ability of "Otaria" triggered once, controlled by Alice
    When all players pass until the stack is empty
    Then Alice will take 1 extra turn after this one
    And Bob will take no extra turns after this one
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When the game advances to the upkeep
    Then it is Bob's turn

  @source:mtg-conformance:issue-29 @cr:500.7 @cr:311.7
  Scenario: An extra turn Otaria creates is taken before an extra turn created earlier
    500.7: "Some effects can give a player extra turns. They do this by adding the turns directly
    after the specified turn. ... The most recently created turn will be taken first." Bob is owed an
    extra turn after this one (created before the game state was set up); Alice then rolls chaos on
    Otaria ("take an extra turn after this one"). Alice's extra turn, the most recent, comes first,
    then Bob's extra turn, then turn order goes on from Alice's own turn: Bob's turn.

    Given it is Alice's precombat main phase
    And Alice's library is "Island" and "Island"
    And Bob's library is "Island", "Island" and "Island"
    And Bob will take an extra turn after this one
    And the face-up plane is "Otaria", owned by Alice
    And the planar die will show the chaos symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice will take 1 extra turn after this one
    And Bob will take 1 extra turn after this one
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When the game advances to the upkeep
    Then it is Bob's extra turn
    When the game advances to the upkeep
    Then it is Bob's turn

  @ruling:001_561ea6e107d4299a#14 @cr:311.5 @cr:901.6 @cr:305.2 @cr:901.7
  Scenario: On Bob's turn Naya, which Alice owns, lets Bob play any number of lands and counts Bob's lands
    Given it is Bob's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    And Alice controls "Forest", "Forest", "Forest" and "Forest"
    And Bob controls "Grizzly Bears"
    And Bob has "Forest", "Mountain" and "Plains" in his hand
    And the planar die will show the chaos symbol
    And Bob will target "Grizzly Bears" with the ability of "Naya"
    When Bob plays "Forest"
    And Bob plays "Mountain"
    And Bob plays "Plains"
    Then "Mountain" is on the battlefield
    And "Plains" is on the battlefield
    When Bob rolls the planar die
    Then the chaos ability of "Naya" triggered once, controlled by Bob
    When all players pass until the stack is empty
    Then "Grizzly Bears" is a 5/5

  @ruling:001_561ea6e107d4299a#14 @cr:311.5 @cr:311.7 @cr:701.31d @cr:901.7
  Scenario: Panopticon, which Bob owns, draws cards for the planar controller
    Given it is Alice's precombat main phase
    And the face-up plane is "Panopticon", owned by Bob
    And Alice's library is "Island" and "Mountain"
    And Bob's library is "Forest"
    And Alice's planar deck is "Otaria"
    And Alice's mana pool holds {C}
    And the planar die will show the chaos symbol
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    Then the chaos ability of "Panopticon" triggered once, controlled by Alice
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Forest" is in Bob's library
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then "Panopticon" is at the bottom of Bob's planar deck
    And the face-up plane is "Otaria", owned by Alice

  @ruling:001_561ea6e107d4299a#14 @cr:311.5 @cr:701.31d @cr:901.11
  Scenario: "When you planeswalk to Panopticon" draws a card for the player who planeswalked
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Bob
    And Alice's planar deck is "Panopticon"
    And Alice's library is "Island"
    And Bob's library is "Forest"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then the face-up plane is "Panopticon", owned by Alice
    And "Island" is in Alice's hand
    And "Forest" is in Bob's library

  @ruling:001_561ea6e107d4299a#13 @ruling:001_561ea6e107d4299a#14 @cr:701.31d @cr:901.11 @cr:603.2c
  Scenario: Planeswalking from Panopticon back to Panopticon draws one card: one planeswalk, one trigger
    Found by mtg-conformance diff: phase.rs put "When you planeswalk to Panopticon" on the stack twice.
    The plane turned face up is the plane the player planeswalks to (701.31d); an ability triggers
    only once each time its trigger event occurs (603.2c).

    Given it is Alice's precombat main phase
    And the face-up plane is "Panopticon", owned by Alice
    And Alice's library is "Island" and "Forest"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice planeswalked from "Panopticon" to "Panopticon"
    And "Island" is in Alice's hand
    And "Forest" is in Alice's library

  @ruling:001_561ea6e107d4299a#15 @cr:500.7 @cr:901.9 @cr:901.9b @cr:116.2i
  Scenario: Rolling the chaos symbol twice on Otaria in one turn gives two extra turns
    en 2009-10-01 (001_561ea6e107d4299a#15): If you roll {CHAOS} multiple times in the same turn, you'll take that many extra turns after this one.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice's mana pool holds {C}
    And Alice's library is "Island", "Island", "Island" from top to bottom
    And Bob's library is "Island" from top to bottom
    And the planar die will show the chaos symbol
    And the planar die will show the chaos symbol
    When Alice rolls the planar die
    Then Alice rolled the planar die for {0}
    When all players pass until the stack is empty
    And Alice rolls the planar die
    Then Alice rolled the planar die for {1}
    When all players pass until the stack is empty
    Then Alice will take 2 extra turns after this one
    When the game advances to the upkeep
    Then it is Alice's extra turn
    And Alice will take 1 extra turn after this one
    When the game advances to the upkeep
    Then it is Alice's extra turn
    When the game advances to the upkeep
    Then it is Bob's turn

  @ruling:001_561ea6e107d4299a#15 @cr:901.9 @cr:116.2i
  Scenario: Each roll of the planar die in a turn costs {1} more than the one before
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has rolled the planar die 1 time this turn
    And Alice's mana pool holds {G}{G}
    And the planar die will show a blank face
    When Alice rolls the planar die
    Then Alice rolled the planar die for {1}
    And Alice will take no extra turns after this one
    When Alice rolls the planar die
    Then the action is rejected citing rule 116.2i
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#16 @cr:901.6 @cr:311.5 @cr:800.4p @cr:800.4j @cr:800.4
  Scenario: When the planar controller leaves the game, the next player in turn order is planar controller until another player becomes active
    ru 2009-10-01 (001_561ea6e107d4299a#16): Контролирующим открытую карту плана является игрок, обозначенный как «контролирующий план». Обычно контролирующим план является активный игрок. Однако если текущий контролирующий план должен покинуть игру, вместо него контролирующим планом становится следующий по порядку хода игрок, который не должен покинуть игру, после чего прежний контролирующий план покидает игру. Новый контролирующий план сохраняет это обозначение, пока не покинет игру или пока другой игрок не станет активным — в зависимости от того, что произойдёт раньше.

    Given the players in turn order are Alice, Bob, Carol and Dave
    And it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Carol
    When Alice leaves the game
    Then Alice is no longer in the game
    And the game is not over
    And the planar controller is Bob
    When the game advances to the end step
    Then the planar controller is Bob
    When the game advances to the upkeep
    Then it is Bob's turn
    And the planar controller is Bob
    When the game advances to the upkeep
    Then it is Carol's turn
    And the planar controller is Carol

  @ruling:001_561ea6e107d4299a#16 @cr:901.6 @cr:800.4p @cr:800.4k
  Scenario: A designated planar controller who leaves the game passes the designation on again
    Given the players in turn order are Alice, Bob, Carol and Dave
    And it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Dave
    And the planar die will show the chaos symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice will take 1 extra turn after this one
    When Alice leaves the game
    Then the planar controller is Bob
    And Alice will take no extra turns after this one
    When Bob leaves the game
    Then the planar controller is Carol
    When the game advances to the upkeep
    Then it is Carol's turn
    And the planar controller is Carol

  @ruling:001_561ea6e107d4299a#16 @cr:800.4 @cr:104.3a @cr:104.2a @cr:104.1
  Scenario: A Planechase game goes on while two players remain and ends when the last opponent of the planar controller leaves
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    When Bob leaves the game
    Then the game is not over
    And the planar controller is Alice
    When Carol leaves the game
    Then the game is over and Alice won
    When Alice rolls the planar die
    Then the action is rejected citing rule 104.1
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#16 @cr:901.10 @cr:701.31b
  Scenario: When the owner of the face-up plane leaves the game, the planar controller planeswalks
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Bob
    And Alice's planar deck is "Otaria"
    And Bob's planar deck is "Naar Isle"
    When Bob leaves the game
    Then Alice planeswalked from "Naya" to "Otaria"
    And the face-up plane is "Otaria", owned by Alice
    And the planar controller is Alice
    And "Naya" is neither face up nor in any planar deck

  @ruling:001_561ea6e107d4299a#16 @cr:901.6 @cr:901.10 @cr:800.4p
  Scenario: A planar controller who owns the face-up plane leaves: the new planar controller planeswalks
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Naar Isle"
    And Bob's planar deck is "Otaria"
    When Alice leaves the game
    Then the planar controller is Bob
    And Bob planeswalked from "Naya" to "Otaria"
    And the face-up plane is "Otaria", owned by Bob
    And "Naya" is neither face up nor in any planar deck

  # dmg17: a phenomenon (CR 312; coverage row P5). "When you encounter [this phenomenon]" means "When
  # you move this card off a planar deck and turn it face up" (312.5); once that ability has left the
  # stack, the planar controller planeswalks (704.6f, a state-based action).

  @source:phase-rs:#3126 @cr:312.5 @cr:704.6f @cr:312.7 @cr:701.31b @cr:701.31d @cr:901.7
  Scenario: A phenomenon's encounter ability resolves, then the planar controller planeswalks away from it
    Given it is Alice's precombat main phase
    And Alice's library is "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest" and "Forest"
    And Bob's library is "Island", "Island", "Island", "Island", "Island", "Island", "Island" and "Island"
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Mutual Epiphany" and "Naar Isle"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And Alice passes priority
    And Bob passes priority
    Then Alice planeswalked from "Naya" to "Mutual Epiphany"
    And the face-up plane is "Mutual Epiphany"
    When all players pass until the stack is empty
    Then Alice drew four cards
    And Bob drew four cards
    And Alice planeswalked from "Mutual Epiphany" to "Naar Isle"
    And the face-up plane is "Naar Isle", owned by Alice
    And Alice's planar deck is "Naya" and "Mutual Epiphany"

  @source:mtg-conformance:gap7 @cr:312.7 @cr:704.6f @cr:312.2 @cr:312.5 @cr:901.11 @cr:701.31d
  Scenario: A game may start with a phenomenon face up; its planar controller planeswalks away from it the next time a player would receive priority
    docs/protocol.md §2, GameSetup: the face-up plane may be a phenomenon (312.2: phenomenon cards
    remain in the command zone, also while face up). Set up face up, Mutual Epiphany was not
    encountered, so no ability of it has triggered; 704.6f: "if a phenomenon card is face up in the
    command zone, and it isn't the source of a triggered ability that has triggered but not yet left
    the stack, the planar controller planeswalks" (312.7: "the next time a player would receive
    priority"). Bob is about to receive priority: Alice, the planar controller, planeswalks.

    Given it is Alice's precombat main phase
    And Alice's library is "Forest", "Forest", "Forest", "Forest" and "Forest"
    And Bob's library is "Island", "Island", "Island", "Island" and "Island"
    And the face-up plane is "Mutual Epiphany", owned by Alice
    And Alice's planar deck is "Naar Isle"
    When Alice passes priority
    Then Alice planeswalked from "Mutual Epiphany" to "Naar Isle"
    And the face-up plane is "Naar Isle", owned by Alice
    And Alice's planar deck is "Mutual Epiphany"
    And Alice's hand is empty

  @source:mtg-conformance:issue-29 @cr:312.2
  Scenario: A face-up phenomenon cannot be cast
    312.2: "Phenomenon cards remain in the command zone throughout the game, both while they're part
    of a planar deck and while they're face up. They're not permanents. They can't be cast." Alice
    holds priority with Mutual Epiphany face up (set up face up, so nothing of it has triggered):
    casting it (the id the engine reports for the face-up phenomenon) is refused and changes nothing,
    and it stays face up in the command zone until she passes priority (312.7 then has her planeswalk
    away).

    Given it is Alice's precombat main phase
    And Alice's library is "Forest", "Forest", "Forest", "Forest" and "Forest"
    And Bob's library is "Island", "Island", "Island", "Island" and "Island"
    And the face-up plane is "Mutual Epiphany", owned by Alice
    And Alice's planar deck is "Naar Isle"
    When Alice casts the face-up phenomenon "Mutual Epiphany"
    Then the action is rejected citing rule 312.2 or 601.3 or 601.2a
    And the game state is unchanged
    And the face-up plane is "Mutual Epiphany", owned by Alice
    When Alice passes priority
    Then Alice planeswalked from "Mutual Epiphany" to "Naar Isle"

  @source:mtg-conformance:mut7 @cr:901.6 @cr:800.4
  Scenario: The planar controller designated when the last one left keeps it only until a different player becomes active
    901.6: "The new planar controller retains that designation until they leave the game or a
    different player becomes the active player." Alice, the planar controller, leaves in her turn:
    Bob is the planar controller through his turn, and Carol, active in the next one, is then the
    planar controller (every player has cards to draw, so nobody else leaves).

    Given the players in turn order are Alice, Bob, Carol and Dave
    And it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Carol
    And Bob's library is "Island", "Island"
    And Carol's library is "Island", "Island"
    And Dave's library is "Island", "Island"
    When Alice leaves the game
    Then the planar controller is Bob
    When the game advances to the upkeep
    Then it is Bob's turn
    And the planar controller is Bob
    When the game advances to the upkeep
    Then it is Carol's turn
    And the planar controller is Carol

  # mapbase (issue 29, item 2): "each player" with three players, and a draw (104.1, 104.4a).
  @source:mtg-conformance:issue-29 @cr:104.3c @cr:800.4 @cr:312.5
  Scenario: Mutual Epiphany makes each of three players draw four cards: the one whose library is short draws it and loses, and the game goes on
    104.3c: "If a player is required to draw more cards than are left in their library, they draw the
    remaining cards and then lose the game the next time a player would receive priority." Mutual
    Epiphany: "each player draws four cards", each of the three. Bob's library holds one card: he
    draws it and loses; Alice and Carol, each with four cards or more, draw four and go on (800.4).

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice's library is "Forest", "Forest", "Forest", "Forest", "Forest"
    And Bob's library is "Island"
    And Carol's library is "Swamp", "Swamp", "Swamp", "Swamp"
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Mutual Epiphany" and "Naar Isle"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice drew four cards
    And Carol drew four cards
    And Bob is no longer in the game
    And the game is not over
    And the top card of Alice's library is "Forest"
    And Carol's library is empty

  @source:mtg-conformance:issue-29 @cr:104.1 @cr:104.4a @cr:104.3c
  Scenario: Mutual Epiphany empties both libraries of a two-player game: both players lose at once and the game is a draw
    104.4a: "If all the players remaining in a game lose simultaneously, the game is a draw." Each
    player must draw four cards and holds fewer: each draws the rest, and both lose the next time a
    player would receive priority (104.3c, one state-based action); 104.1: the game ends, a draw.

    Given it is Alice's precombat main phase
    And Alice's library is "Forest", "Forest"
    And Bob's library is "Island"
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Mutual Epiphany" and "Naar Isle"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice is no longer in the game
    And Bob is no longer in the game
    And the game is over and it is a draw

  @source:mtg-conformance:issue-29 @cr:901.10 @cr:800.4a @cr:312.5 @cr:901.6
  Scenario: A phenomenon's encounter ability stays on the stack when the phenomenon's owner leaves the game
    CR 901.10: "When a player leaves the game, all objects owned by that player except abilities from
    phenomena leave the game. … If that includes a face-up plane card or phenomenon card, the planar
    controller turns the top card of their planar deck face up." Alice planeswalks to her Mutual
    Epiphany ("When you encounter Mutual Epiphany, each player draws four cards") and leaves the game
    with its encounter ability on the stack: Bob, the next player in turn order, is the planar
    controller (901.6) and turns his top plane face up; the ability still resolves for the players
    left.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob's library is "Island", "Island", "Island", "Island" and "Island"
    And Carol's library is "Swamp", "Swamp", "Swamp", "Swamp" and "Swamp"
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Mutual Epiphany" and "Naar Isle"
    And Bob's planar deck is "Otaria"
    And the planar die will show the Planeswalker symbol
    When Alice rolls the planar die
    And Alice passes priority
    And Bob passes priority
    And Carol passes priority
    Then Alice planeswalked from "Naya" to "Mutual Epiphany"
    When Alice leaves the game
    Then the planar controller is Bob
    And the face-up plane is "Otaria", owned by Bob
    When all players pass until the stack is empty
    Then Bob drew four cards
    And Carol drew four cards

  @source:mtg-conformance:issue-29 @cr:901.9 @cr:116.2i @cr:602.5d @capability:activated-abilities
  Scenario: A roll of the planar die that an effect causes does not count toward the cost of the special action
    CR 901.9: rolling the planar die as a special action "costs a player an amount of mana equal to the
    number of times they have previously taken this action on that turn. … Note that this number
    won't be equal to the number of times the player has rolled the planar die that turn if an effect
    has caused the player to roll the planar die that turn." Fractured Powerstone: "{T}: Add {C}." and
    "{T}: Roll the planar die. Activate only as a sorcery."

    Given it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Otaria"
    And Alice controls "Fractured Powerstone"
    And the planar die will show a blank face
    And the planar die will show a blank face
    When Alice activates the second ability of "Fractured Powerstone"
    And all players pass until the stack is empty
    Then "Fractured Powerstone" is tapped
    When Alice rolls the planar die
    Then Alice rolled the planar die for {0}
    When Alice rolls the planar die
    Then the action is rejected citing rule 116.2i or 901.9
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:115.1 @cr:311.7
  Scenario: Naya's chaos ability targets a creature its planar controller controls but does not own, and counts the lands she controls
    Naya: "Whenever chaos ensues, target red, green, or white creature you control gets +1/+1 until end
    of turn for each land you control." "You" is the planar controller, Alice (901.6). Alice controls
    Bob's Grizzly Bears and one Forest of hers and one of Bob's: the Bears is a legal target and gets
    +2/+2.

    Given it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    And Alice controls "Grizzly Bears" owned by Bob
    And Alice controls "Forest" and "Mountain" owned by Bob
    And the planar die will show the chaos symbol
    And Alice will target "Grizzly Bears" with the ability of "Naya"
    When Alice rolls the planar die
    Then the chaos ability of "Naya" triggered once, controlled by Alice
    When all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature

  # gapA (issue 29, item 2): 901.6, a phenomenon's controller is the planar controller, not its owner.
  @source:mtg-conformance:issue-29 @cr:901.6 @cr:704.6f @cr:312.7
  Scenario: A face-up phenomenon Bob owns is controlled by Alice, the planar controller: she planeswalks away from it
    901.6: "The controller of a face-up plane or phenomenon card is the player designated as the
    planar controller. Normally, the planar controller is whoever the active player is." 704.6f:
    "the planar controller planeswalks". Mutual Epiphany, in Bob's planar deck when the game began,
    is face up on Alice's turn: Alice planeswalks to the top of her own planar deck, and Mutual
    Epiphany goes to the bottom of its owner's (701.31b).

    Given it is Alice's precombat main phase
    And the face-up plane is "Mutual Epiphany", owned by Bob
    And Alice's planar deck is "Naar Isle"
    And Bob's planar deck is "Naya"
    When Alice passes priority
    Then Alice planeswalked from "Mutual Epiphany" to "Naar Isle"
    And the face-up plane is "Naar Isle", owned by Alice
    And Bob's planar deck is "Naya" and "Mutual Epiphany"
    And Alice's planar deck is empty

  # gapA (issue 29, item 2): 901.11, an effect lasting until a player planeswalks.
  @source:mtg-conformance:issue-29 @cr:901.11 @cr:901.9b @cr:704.6f
  Scenario: Chaotic Aether makes blank rolls chaos rolls until Alice planeswalks away from a plane
    Chaotic Aether: "When you encounter Chaotic Aether, each blank roll of the planar die is a {CHAOS}
    roll until a player planeswalks away from a plane." 901.11: "Continuous effects with durations
    that last until a player planeswalks end". Planeswalking away from Chaotic Aether (704.6f) does
    not end it: a blank roll on Panopticon is a chaos roll (Panopticon: "Whenever chaos ensues, draw a
    card"). Planeswalking away from Panopticon, a plane, ends it: a blank roll on Otaria is blank.

    Given it is Alice's precombat main phase
    And the face-up plane is "Naya", owned by Alice
    And Alice's planar deck is "Chaotic Aether", "Panopticon" and "Otaria" from top to bottom
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
    And Alice's library is "Island", "Island", "Island", "Island" and "Island"
    And the planar die will show the Planeswalker symbol
    And the planar die will show a blank face
    And the planar die will show the Planeswalker symbol
    And the planar die will show a blank face
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice planeswalked from "Naya" to "Chaotic Aether"
    And Alice planeswalked from "Chaotic Aether" to "Panopticon"
    And the face-up plane is "Panopticon"
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then the chaos ability of "Panopticon" triggered once, controlled by Alice
    And Alice has 2 cards in her hand
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice planeswalked from "Panopticon" to "Otaria"
    When Alice rolls the planar die
    And all players pass until the stack is empty
    Then Alice will take 0 extra turns after this one
    And Alice has 2 cards in her hand

  @source:mtg-conformance:issue-29 @cr:901.9
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

  @source:mtg-conformance:issue-29 @cr:901.9 @cr:500.7
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

  @source:mtg-conformance:issue-29 @cr:311.7 @cr:311.5 @cr:901.7
  Scenario: Pools of Becoming makes chaos ensue for the plane cards it reveals in Alice's planar deck: their chaos abilities trigger, controlled by Alice
    311.7: a chaos ability triggers "if a resolving spell or ability states that chaos ensues for a
    particular object. In the last case, the chaos ability can trigger even if that plane card is
    still in the planar deck but revealed. A chaos ability is controlled by the current planar
    controller." Pools of Becoming (owned by Bob, face up on Alice's turn): "Whenever chaos ensues,
    reveal the top three cards of your planar deck. Each of the revealed cards' chaos abilities
    triggers. Then put the revealed cards on the bottom of your planar deck in any order." Alice's
    planar deck: Panopticon, Mutual Epiphany (a phenomenon: no chaos ability), Otaria, then Naar
    Isle, which is not revealed and whose chaos ability does not trigger. Panopticon's "Whenever
    chaos ensues, draw a card" draws for Alice; Otaria's gives Alice an extra turn.

    Given it is Alice's precombat main phase
    And the face-up plane is "Pools of Becoming", owned by Bob
    And Alice's planar deck is "Panopticon", "Mutual Epiphany", "Otaria" and "Naar Isle" from top to bottom
    And Alice's library is "Island" and "Mountain"
    And Bob's library is "Forest"
    And Alice's mana pool holds {C}
    And the planar die will show the chaos symbol
    When Alice rolls the planar die
    Then the chaos ability of "Pools of Becoming" triggered once, controlled by Alice
    When all players pass until the stack is empty, Alice putting her triggered abilities on the stack in the order the question lists them
    Then the chaos ability of "Panopticon" triggered once, controlled by Alice
    And the chaos ability of "Otaria" triggered once, controlled by Alice
    And "Island" is in Alice's hand
    And "Forest" is in Bob's library
    And Alice will take 1 extra turn after this one
    And Alice's planar deck is "Naar Isle", "Panopticon", "Mutual Epiphany" and "Otaria" from top to bottom
    And the face-up plane is "Pools of Becoming", owned by Bob

  @source:mtg-conformance:issue-29 @cr:311.7
  Scenario Outline: Path of the Enigma's vote: chaos ensues on a tie or a chaos majority, and Alice's Panopticon draws her a card; a planeswalk majority planeswalks
    311.7: a chaos ability triggers "if a resolving spell or ability says that chaos ensues". Path of
    the Enigma: "Target player draws four cards. Will of the Planeswalkers — Starting with you, each
    player votes for planeswalk or chaos. If planeswalk gets more votes, planeswalk. If chaos gets
    more votes or the vote is tied, chaos ensues." Alice votes first, then Bob (701.38a). Chaos
    ensues on Panopticon (owned by Bob), whose "Whenever chaos ensues, draw a card" draws for Alice,
    the planar controller; planeswalk: Alice planeswalks to Otaria and draws nothing more.

    Given it is Alice's precombat main phase
    And the face-up plane is "Panopticon", owned by Bob
    And Alice's planar deck is "Otaria"
    And Alice's library is "Island"
    And Bob's library is "Forest", "Forest", "Forest" and "Forest"
    And Alice has "Path of the Enigma" in her hand
    And Alice's mana pool holds {U}{C}{C}{C}{C}
    When Alice casts "Path of the Enigma" targeting Bob
    And all players pass until the stack is empty, Alice voting <alice> and Bob voting <bob>
    Then Bob's library is empty
    And the face-up plane is "<plane>"
    And "Island" is in Alice's <zone>

    Examples:
      | alice      | bob        | plane      | zone    |
      | chaos      | planeswalk | Panopticon | hand    |
      | chaos      | chaos      | Panopticon | hand    |
      | planeswalk | planeswalk | Otaria     | library |
