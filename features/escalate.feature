@mechanic:escalate
Feature: Escalate
  CR 702.120a: "Escalate is a static ability of modal spells (see rule 700.2) that functions while the
  spell with escalate is on the stack. "Escalate [cost]" means "For each mode you choose beyond the first
  as you cast this spell, you pay an additional [cost].""
  The Eldritch Moon release notes (Russian) number it 702.119; today it is 702.120. Collective Defiance
  ({1}{R}{R} sorcery, escalate {1}): choose one or more — target player discards all the cards in their
  hand, then draws that many cards; 4 damage to target creature; 3 damage to target opponent or
  planeswalker. Modes are numbered in printed order.

  @ruling:004_66a4cacf0c664074#29 @cr:702.120a @cr:700.2 @cr:700.2a @cr:601.2b @cr:601.2f @cr:601.2h @cr:601.2c @cr:700.2c
  Scenario Outline: Collective Defiance with <modes> costs {1} more for each mode beyond the first
    ru undated (004_66a4cacf0c664074#29): 702.119a Эскалация — это статическая способность заклинаний с выбором режима (см. правило 700.2), которая действует, пока заклинание с Эскалацией находится в стеке. «Эскалация [стоимость]» означает: «За каждый режим, выбранный для этого заклинания после первого, вы дополнительно платите [стоимость]». Использование способности Эскалации подчиняется правилам выбора режимов и оплаты дополнительной стоимости (см. правила 601.2b и 601.2f–h).

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}{C}
    And Bob controls "Centaur Courser"
    And Bob has "Mountain" in his hand
    And Bob's library is "Forest", "Swamp" from top to bottom
    When Alice casts "Collective Defiance" choosing <modes> targeting <targets>
    Then Alice paid <paid> for "Collective Defiance"
    When all players pass until the stack is empty
    Then Bob's life total is <life>
    And "Centaur Courser" is in <courser>
    And "Mountain" is in Bob's <mountain>
    And "Forest" is in Bob's <forest>

    Examples:
      | modes            | targets                          | paid      | life | courser         | mountain  | forest  |
      | mode 1           | Bob                              | {1}{R}{R} | 20   | the battlefield | graveyard | hand    |
      | mode 2           | "Centaur Courser"                | {1}{R}{R} | 20   | Bob's graveyard | hand      | library |
      | mode 3           | Bob                              | {1}{R}{R} | 17   | the battlefield | hand      | library |
      | modes 1 and 2    | Bob and "Centaur Courser"        | {2}{R}{R} | 20   | Bob's graveyard | graveyard | hand    |
      | modes 1 and 3    | Bob and Bob                      | {2}{R}{R} | 17   | the battlefield | graveyard | hand    |
      | modes 2 and 3    | "Centaur Courser" and Bob        | {2}{R}{R} | 17   | Bob's graveyard | hand      | library |
      | modes 1, 2 and 3 | Bob, "Centaur Courser" and Bob   | {3}{R}{R} | 17   | Bob's graveyard | graveyard | hand    |

  @ruling:004_66a4cacf0c664074#29 @cr:702.120a @cr:601.2h
  Scenario: Collective Defiance cannot be cast with more modes than its caster can pay the escalate cost for
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Centaur Courser"
    When Alice casts "Collective Defiance" choosing modes 1, 2 and 3 targeting Bob, "Centaur Courser" and Bob
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:700.2a @cr:601.2c
  Scenario: A mode of Collective Defiance with no legal target cannot be chosen, and a mode with one can
    700.2a: "If one of the modes would be illegal (due to an inability to choose legal targets, for
    example), that mode can't be chosen." With no creature on
    the battlefield, "Collective Defiance deals 4 damage to target creature" has no legal target
    (601.2c), so Alice cannot choose it; the mode that targets an opponent she can.

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}
    When Alice casts "Collective Defiance" choosing mode 2
    Then the action is rejected citing rule 700.2a or 601.2c
    And the game state is unchanged
    When Alice casts "Collective Defiance" choosing mode 3 targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17

  @ruling:004_66a4cacf0c664074#29 @cr:700.2d
  Scenario: The same mode of Collective Defiance cannot be chosen twice
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Collective Defiance" choosing modes 3 and 3 targeting Bob and Bob
    Then the action is rejected citing rule 700.2d
    And the game state is unchanged

  @ruling:004_66a4cacf0c664074#29 @cr:608.2b @cr:700.2c @cr:702.120a
  Scenario: A mode whose target became illegal does nothing while the other chosen modes happen
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Centaur Courser"
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Centaur Courser" and Bob
    And "Centaur Courser" is returned to its owner's hand
    And all players pass until the stack is empty
    Then Alice paid {2}{R}{R} for "Collective Defiance"
    And "Centaur Courser" is in Bob's hand
    And Bob's life total is 17
    And "Collective Defiance" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#29 @cr:608.2b
  Scenario: Collective Defiance does not resolve when the targets of all its chosen modes became illegal
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}
    And Bob controls "Centaur Courser"
    When Alice casts "Collective Defiance" choosing mode 2 targeting "Centaur Courser"
    And "Centaur Courser" is returned to its owner's hand
    And all players pass until the stack is empty
    Then "Collective Defiance" did not resolve
    And "Collective Defiance" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#29 @cr:601.2c
  Scenario: The third mode of Collective Defiance cannot target its caster
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}
    When Alice casts "Collective Defiance" choosing mode 3 targeting Alice
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged

  @ruling:004_66a4cacf0c664074#29 @cr:118.8d @cr:202.3 @cr:702.120a @cr:115.3
  Scenario: Collective Defiance has mana value 3 on the stack however many modes were chosen
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}{C}
    And Bob controls "Centaur Courser"
    When Alice casts "Collective Defiance" choosing modes 1, 2 and 3 targeting Bob, "Centaur Courser" and Bob
    Then Alice paid {3}{R}{R} for "Collective Defiance"
    And the mana value of "Collective Defiance" on the stack is 3

  @source:xmage:EscalateTest.testGaddockTeegInteraction_ThreeCMC_OneMode @cr:601.3 @cr:202.3
  Scenario: Gaddock Teeg does not stop Collective Defiance, mana value 3, cast with one mode
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}
    And Bob controls "Gaddock Teeg"
    When Alice casts "Collective Defiance" choosing mode 3 targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Collective Defiance" is in Alice's graveyard

  @source:xmage:EscalateTest.testGaddockTeegInteraction_ThreeCMC_TwoModes @source:xmage:#2143 @cr:601.3 @cr:118.8d @cr:702.120a
  Scenario: Gaddock Teeg does not stop Collective Defiance cast with two modes: escalate does not change its mana value
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Gaddock Teeg"
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Gaddock Teeg" and Bob
    Then Alice paid {2}{R}{R} for "Collective Defiance"
    When all players pass until the stack is empty
    Then "Gaddock Teeg" is in Bob's graveyard
    And Bob's life total is 17

  @source:xmage:EscalateTest.testGaddockTeegInteraction_ThreeCMC_OneMode @cr:601.3
  Scenario: Gaddock Teeg stops a noncreature spell with mana value 4
    Given it is Alice's precombat main phase
    And Alice has "Deep Analysis" in her hand
    And Alice's mana pool holds {U}{C}{C}{C}
    And Bob controls "Gaddock Teeg"
    When Alice casts "Deep Analysis" targeting Alice
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:xmage:EscalateTest.testGaddockTeegInteraction_ThreeCMC_OneMode @cr:601.3
  Scenario: Gaddock Teeg stops a noncreature spell with {X} in its mana cost, whatever X would be
    Given it is Alice's precombat main phase
    And Alice has "Blaze" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Gaddock Teeg"
    When Alice casts "Blaze" with X = 0 targeting Bob
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  # dmg17: Spell Queller (coverage row S4): "When this creature enters, exile target spell with mana
  # value 4 or less." 118.8d: "Additional costs don't change a spell's mana cost, only what its
  # controller has to pay to cast it."

  @source:xmage:EscalateTest.testSpellQuellerInteraction_ThreeCMC_ThreeModes @source:xmage:#2143 @cr:118.8d @cr:202.3 @cr:702.120a
  Scenario: Spell Queller exiles Collective Defiance cast with three modes: its mana value is still 3
    Given it is Bob's precombat main phase
    And Bob has "Collective Defiance" in his hand
    And Bob's mana pool holds {R}{R}{C}{C}{C}
    And Alice controls "Centaur Courser"
    And Alice has "Spell Queller" in her hand
    And Alice has "Mountain" in her hand
    And Alice's mana pool holds {W}{U}{C}
    When Bob casts "Collective Defiance" choosing modes 1, 2 and 3 targeting Alice, "Centaur Courser" and Alice
    Then Bob paid {3}{R}{R} for "Collective Defiance"
    When Bob passes priority
    And Alice casts "Spell Queller"
    And Alice will target the spell "Collective Defiance" with the ability of "Spell Queller"
    And all players pass until the stack is empty
    Then "Collective Defiance" is in exile
    And "Spell Queller" is on the battlefield
    And "Centaur Courser" is on the battlefield
    And Alice's life total is 20
    And "Mountain" is in Alice's hand

  @source:xmage:#2143 @cr:603.3d @cr:202.3
  Scenario: Spell Queller's ability has no legal target when the only spell has mana value 5 or more
    Given it is Bob's precombat main phase
    And Bob has "Craw Wurm" in his hand
    And Bob's mana pool holds {G}{G}{C}{C}{C}{C}
    And Alice has "Spell Queller" in her hand
    And Alice's mana pool holds {W}{U}{C}
    When Bob casts "Craw Wurm"
    And Bob passes priority
    And Alice casts "Spell Queller"
    And all players pass until the stack is empty
    Then "Craw Wurm" is on the battlefield
    And "Spell Queller" is on the battlefield

  @source:xmage:#2114 @cr:601.2f @cr:702.120a
  Scenario: Icefall Regent's cost increase adds to Collective Defiance's escalate cost when it is targeted
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Bob controls "Icefall Regent"
    And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Icefall Regent" and Bob
    Then Alice paid {4}{R}{R} for "Collective Defiance"
    When all players pass until the stack is empty
    Then "Icefall Regent" is in Bob's graveyard
    And Bob's life total is 17

  @source:xmage:#2114 @cr:601.2f @cr:702.120a
  Scenario: Icefall Regent does not make Collective Defiance cost more when it is not a target
    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Bob controls "Icefall Regent"
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Grizzly Bears" and Bob
    Then Alice paid {2}{R}{R} for "Collective Defiance"

  @source:argentum-engine:PR#1685 @cr:702.120a @cr:601.2h @cr:701.9a
  Scenario: Collective Brutality with two modes discards one card for its escalate cost
    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality", "Island" and "Forest" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing modes 2 and 3, paying by discarding "Island", targeting "Grizzly Bears" and Bob
    Then Alice paid {1}{B} for "Collective Brutality"
    And "Island" is in Alice's graveyard
    And "Forest" is in Alice's hand
    When all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And Bob's life total is 18
    And Alice's life total is 22

  @source:argentum-engine:PR#1685 @cr:702.120a @cr:601.2b
  Scenario: Collective Brutality with two modes cannot be cast without discarding a card
    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality", "Island" and "Forest" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing modes 2 and 3, paying by nothing, targeting "Grizzly Bears" and Bob
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:argentum-engine:PR#1685 @cr:702.120a @cr:601.2a
  Scenario: Collective Brutality cannot discard itself for its escalate cost: it is on the stack by then
    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality" and "Island" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing modes 2 and 3, paying by discarding "Collective Brutality", targeting "Grizzly Bears" and Bob
    Then the action is rejected citing rule 601.2a or 601.2h
    And the game state is unchanged
    When Alice casts "Collective Brutality" choosing modes 2 and 3, paying by discarding "Island", targeting "Grizzly Bears" and Bob
    Then the same action made legal is accepted

  @source:argentum-engine:PR#1685 @cr:702.120a @cr:601.2b
  Scenario: Collective Brutality with three modes discards two cards
    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality", "Island" and "Forest" in her hand
    And Bob has "Mountain" in his hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing modes 1, 2 and 3, paying by discarding "Island" and "Forest", targeting Bob, "Grizzly Bears" and Bob
    Then Alice paid {1}{B} for "Collective Brutality"
    And "Island" is in Alice's graveyard
    And "Forest" is in Alice's graveyard
    When all players pass until the stack is empty
    Then "Mountain" is in Bob's hand
    And "Grizzly Bears" is in Bob's graveyard
    And Bob's life total is 18

  @source:mtg-conformance:gap7 @cr:120.3 @cr:700.2 @cr:702.120a
  Scenario: The damage_dealt events of Collective Defiance name it as the source and say how much damage each recipient was dealt
    docs/protocol.md §2, Event: a `damage_dealt` event has `source`, `name` (the source's name),
    `object` or `player` (the recipient) and `amount`. Collective Defiance cast with modes 2 and 3
    "deals 4 damage to target creature" and "deals 3 damage to target opponent or planeswalker"
    (120.3: damage dealt to a creature is marked on it, damage dealt to a player is lost as life).

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Centaur Courser"
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Centaur Courser" and Bob
    And all players pass until the stack is empty
    Then the events say "Collective Defiance" dealt 4 damage to "Centaur Courser"
    And the events say "Collective Defiance" dealt 3 damage to Bob
    And Bob's life total is 17
    And "Centaur Courser" is in Bob's graveyard

  @source:mtg-conformance:mut7 @cr:601.3
  Scenario: Gaddock Teeg does not stop a creature spell with mana value 4 or greater
    Gaddock Teeg: "Noncreature spells with mana value 4 or greater can't be cast." Serra Angel (mana
    value 5) is a creature spell: it can be cast.

    Given it is Alice's precombat main phase
    And Alice has "Serra Angel" in her hand
    And Alice's mana pool holds {W}{W}{C}{C}{C}
    And Bob controls "Gaddock Teeg"
    When Alice casts "Serra Angel"
    Then Alice paid {3}{W}{W} for "Serra Angel"

  @source:mtg-conformance:mut7 @cr:603.10a @cr:607.2a @cr:609.3
  Scenario: Spell Queller that exiled no card leaves the battlefield: its ability triggers and does nothing
    Spell Queller: "When this creature leaves the battlefield, the exiled card's owner may cast that
    card without paying its mana cost." Its two abilities are linked (607.2a: the second refers only
    to cards the first exiled); with none exiled the ability does nothing (609.3), and the game goes
    on.

    Given it is Alice's precombat main phase
    And Alice controls "Spell Queller"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Spell Queller"
    And all players pass until the stack is empty
    Then "Spell Queller" is in Alice's graveyard
    And the ability of "Spell Queller" triggered once

  @source:mtg-conformance:mut7 @cr:603.2 @cr:603.10a
  Scenario: Spell Queller's leaves-the-battlefield ability does not trigger when another creature dies
    603.2: an ability triggers only on its trigger event; Spell Queller's is "When this creature
    leaves the battlefield".

    Given it is Alice's precombat main phase
    And Alice controls "Spell Queller"
    And Bob controls "Grizzly Bears"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And the ability of "Spell Queller" did not trigger

  @source:mtg-conformance:mut7 @cr:701.9a @cr:700.2 @cr:701.9b
  Scenario: Collective Brutality's first mode: its caster chooses an instant from the opponent's hand, and that player discards it
    Collective Brutality: "Target opponent reveals their hand. You choose an instant or sorcery card
    from it. That player discards that card." (701.9a: to discard a card is to move it from its
    owner's hand to that player's graveyard.)

    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality" in her hand
    And Bob has "Lightning Bolt" and "Mountain" in his hand
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing mode 1 targeting Bob
    And all players pass until the stack is empty, answering the question Alice is asked with the first "Lightning Bolt"
    Then "Lightning Bolt" is in Bob's graveyard
    And "Mountain" is in Bob's hand

  @source:mtg-conformance:issue-29 @cr:607.2a @cr:603.6c
  Scenario: Spell Queller's leaves-the-battlefield ability ignores a card another effect exiled
    Spell Queller: "When this creature enters, exile target spell with mana value 4 or less. / When
    this creature leaves the battlefield, the exiled card's owner may cast that card without paying
    its mana cost." 607.2a: the second ability "refers only to cards in the exile zone that were put
    there as a result of an instruction to exile them in the first ability". Otherworldly Journey
    exiled Bob's Grizzly Bears; Spell Queller, which exiled nothing, then dies: its ability does
    nothing with the Bears (if Bob were offered to cast them, he would, and they would leave exile).

    Given it is Alice's precombat main phase
    And Alice controls "Spell Queller"
    And Bob controls "Grizzly Bears"
    And Alice has "Otherworldly Journey" in her hand
    And Alice's mana pool holds {W}{W}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Otherworldly Journey" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting "Spell Queller"
    And all players pass until the stack is empty, answering the question Bob is asked with yes
    Then "Spell Queller" is in Alice's graveyard
    And the ability of "Spell Queller" triggered once
    And "Grizzly Bears" is in exile

  @source:mtg-conformance:issue-29 @cr:700.2d
  Scenario: Fiery Confluence with one mode chosen three times: the mode happens three times
    700.2d: "some modal spells include the instruction 'You may choose the same mode more than
    once.' If a particular mode is chosen multiple times, the spell is treated as if that mode
    appeared that many times in sequence." Fiery Confluence deals 2 damage to Bob three times.

    Given it is Alice's precombat main phase
    And Alice has "Fiery Confluence" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Fiery Confluence" choosing modes 2, 2 and 2
    And all players pass until the stack is empty
    Then Bob's life total is 14
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:700.2d
  Scenario: Fiery Confluence choosing "Destroy target artifact" twice, with a different target each time
    700.2d: "If that mode requires a target, the same player or object may be chosen as the target
    for each of those modes, or different targets may be chosen." Alice destroys Bob's Cobbled
    Wings and Basilisk Collar, and deals 2 damage to Bob.

    Given it is Alice's precombat main phase
    And Bob controls "Cobbled Wings" and "Basilisk Collar"
    And Alice has "Fiery Confluence" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Fiery Confluence" choosing modes 2, 3 and 3 targeting "Cobbled Wings" and "Basilisk Collar"
    And all players pass until the stack is empty
    Then "Cobbled Wings" is in Bob's graveyard
    And "Basilisk Collar" is in Bob's graveyard
    And Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:700.2
  Scenario: Fiery Confluence cannot be cast with two modes: it says "Choose three"
    700.2: a modal spell's text says how many modes are chosen ("Choose three"); with two chosen the
    cast is rejected.

    Given it is Alice's precombat main phase
    And Alice has "Fiery Confluence" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Fiery Confluence" choosing modes 2 and 2
    Then the action is rejected citing rule 700.2 or 601.2b
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2a @cr:601.2b
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

  # g2cast (issue 29, item 2): 601.3 and 118.9, a card cast from exile, as an ability resolves, without
  # paying its mana cost, with the permission another player's permanent gives.
  @source:mtg-conformance:issue-29 @cr:601.3 @cr:118.9
  Scenario: When Alice's Spell Queller leaves the battlefield, Bob casts the Lightning Bolt it exiled without paying its mana cost
    Spell Queller: "When this creature enters, exile target spell with mana value 4 or less. When this
    creature leaves the battlefield, the exiled card's owner may cast that card without paying its
    mana cost." 601.3: "A player must be legally allowed to cast the spell" — here by the ability of
    Alice's permanent, from exile. 608.2g: a spell cast as an ability resolves is cast following
    601.2a-i, "except no player receives priority after it's cast". Bob's mana pool is empty then.

    Given it is Bob's precombat main phase
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    And Alice has "Spell Queller" in her hand
    And Alice's mana pool holds {W}{U}{C}
    When Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Spell Queller"
    And Alice will target the spell "Lightning Bolt" with the ability of "Spell Queller"
    And all players pass until the stack is empty
    Then "Lightning Bolt" is in exile
    And Alice's life total is 20
    When Alice's "Spell Queller" is destroyed
    And all players pass until the stack is empty, Bob casting the exiled card without paying its mana cost targeting Alice
    Then Bob paid {0} for "Lightning Bolt"
    And no player received priority between the cast of "Lightning Bolt" and the resolution of the ability of "Spell Queller"
    And Alice's life total is 17
    And "Lightning Bolt" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:700.2d
  Scenario: Fiery Confluence choosing "Destroy target artifact" twice with the same target each time
    700.2d: "If that mode requires a target, the same player or object may be chosen as the target
    for each of those modes, or different targets may be chosen." Alice chooses the third mode twice,
    both times targeting Bob's Cobbled Wings: the cast is legal, the Wings are destroyed (the second
    time there is nothing left to destroy), and the second mode deals 2 damage to Bob.

    Given it is Alice's precombat main phase
    And Bob controls "Cobbled Wings" and "Basilisk Collar"
    And Alice has "Fiery Confluence" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Fiery Confluence" choosing modes 2, 3 and 3, each mode 3 targeting the same "Cobbled Wings"
    And all players pass until the stack is empty
    Then "Cobbled Wings" is in Bob's graveyard
    And "Basilisk Collar" is on the battlefield
    And Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:607.2a @capability:outside-events
  Scenario: A Spell Queller that leaves ignores the card another Spell Queller exiled
    Spell Queller: "When this creature enters, exile target spell with mana value 4 or less. / When
    this creature leaves the battlefield, the exiled card's owner may cast that card without paying
    its mana cost." 607.2a: the second ability "refers only to cards in the exile zone that were put
    there as a result of an instruction to exile them in the first ability" of the same object: a
    card exiled by another Spell Queller, same name or not, is not its card. Alice's Spell Queller
    exiles Bob's Lightning Bolt; Bob's Spell Queller, which exiled nothing, is destroyed: its ability
    triggers and does nothing (were Bob offered to cast the Bolt, he would be asked, and nothing here
    answers).

    Given it is Bob's precombat main phase
    And Bob controls "Spell Queller"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    And Alice has "Spell Queller" in her hand
    And Alice's mana pool holds {W}{U}{C}
    When Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Spell Queller"
    And Alice will target the spell "Lightning Bolt" with the ability of "Spell Queller"
    And all players pass until the stack is empty
    Then "Lightning Bolt" is in exile
    When Bob's "Spell Queller" is destroyed
    And all players pass until the stack is empty
    Then the ability of Bob's "Spell Queller" triggered once
    And "Lightning Bolt" is in exile
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:613.4c
  Scenario: Collective Brutality's second mode gives its target -2/-2 until end of turn
    Collective Brutality: "Choose one or more — ... • Target creature gets -2/-2 until end of turn."
    The effect modifies power and toughness (613.4c) by exactly what it says: Serra Angel (4/4)
    becomes a 2/2 and survives.

    Given it is Alice's precombat main phase
    And Bob controls "Serra Angel"
    And Alice has "Collective Brutality" in her hand
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing mode 2 targeting "Serra Angel"
    And all players pass until the stack is empty
    Then "Serra Angel" is a 2/2 creature

  @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2a
  Scenario Outline: Goblin Cratermaker's modal activated ability does the mode chosen as it is activated
    Goblin Cratermaker: "{1}, Sacrifice this creature: Choose one — • This creature deals 2 damage to
    target creature. • Destroy target colorless nonland permanent." 700.2: a spell or ability is
    modal; 700.2a: "The controller of a modal spell or activated ability chooses the mode(s) as part of
    ... activating that ability." The chosen mode alone is done, at its own target: Bob's Grizzly
    Bears (a 2/2) dies to mode 1, his Strionic Resonator (a colorless artifact) is destroyed by mode 2,
    and the other permanent stays.

    Given it is Alice's precombat main phase
    And Alice controls "Goblin Cratermaker"
    And Bob controls "Grizzly Bears"
    And Bob controls "Strionic Resonator"
    And Alice's mana pool holds {R}
    When Alice activates the ability of "Goblin Cratermaker" choosing mode <mode> targeting "<target>"
    And all players pass until the stack is empty
    Then "Goblin Cratermaker" is in Alice's graveyard
    And "<target>" is in Bob's graveyard
    And "<other>" is on the battlefield

    Examples:
      | mode | target             | other              |
      | 1    | Grizzly Bears      | Strionic Resonator |
      | 2    | Strionic Resonator | Grizzly Bears      |

  @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2a @cr:601.2c
  Scenario Outline: A modal activated ability's targets are the chosen mode's
    700.2a: the mode is chosen as the ability is activated; 601.2c (via 602.2b): the targets are
    chosen for the mode chosen. Goblin Cratermaker's mode 2 cannot target Grizzly Bears (not
    colorless) nor a land (Darksteel Citadel is a colorless artifact land), and choosing both modes of
    "Choose one" is refused, each with a legal target of its own; the Cratermaker stays (the
    activation changes nothing).

    Given it is Alice's precombat main phase
    And Alice controls "Goblin Cratermaker"
    And Bob controls "Grizzly Bears"
    And Bob controls "Darksteel Citadel"
    And Bob controls "Strionic Resonator"
    And Alice's mana pool holds {R}
    When Alice activates the ability of "Goblin Cratermaker" choosing <modes> targeting <targets>
    Then the action is rejected citing rule <rule>
    And "Goblin Cratermaker" is on the battlefield

    Examples:
      | modes          | targets                                | rule   |
      | mode 2         | "Grizzly Bears"                        | 601.2c |
      | mode 2         | "Darksteel Citadel"                    | 601.2c |
      | modes 1 and 2  | "Grizzly Bears" and "Strionic Resonator" | 700.2a |

  @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2b
  Scenario: Charming Prince's modal triggered ability gains the life of the mode chosen as it is put on the stack
    Charming Prince: "When Charming Prince enters, choose one — • Scry 2. • You gain 3 life. • Exile
    another target creature you own. Return it to the battlefield under your control at the beginning
    of the next end step." 700.2b: "The controller of a modal triggered ability chooses the mode(s) as
    part of putting that ability on the stack." Alice chooses the second mode: she gains 3 life, and
    her Grizzly Bears, which the third mode could have exiled, stays.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Charming Prince" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice will choose mode 2 for the ability of "Charming Prince"
    When Alice casts "Charming Prince"
    And all players pass until the stack is empty
    Then Alice's life total is 23
    And "Grizzly Bears" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:700.2 @cr:700.2b
  Scenario: Charming Prince's modal triggered ability exiles the target of the mode chosen as it is put on the stack
    700.2b: the mode is chosen as the ability is put on the stack, then its targets (603.3d): Alice
    chooses the third mode and her Grizzly Bears as its target (of her two creatures); the Bears is
    exiled, her Craw Wurm stays, and she gains no life (the second mode is not done).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Craw Wurm"
    And Alice has "Charming Prince" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice will choose mode 3 for the ability of "Charming Prince"
    And Alice will target "Grizzly Bears" with the ability of "Charming Prince"
    When Alice casts "Charming Prince"
    And all players pass until the stack is empty
    Then Alice's life total is 20
    And "Grizzly Bears" is in exile
    And "Craw Wurm" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:700.2b
  Scenario: A mode of a modal triggered ability with no legal target cannot be chosen
    700.2b: "If one of the modes would be illegal (due to an inability to choose legal targets, for
    example), that mode can't be chosen." Alice owns no other creature: Charming Prince's third mode
    ("Exile another target creature you own") is refused as its ability is put on the stack.

    Given it is Alice's precombat main phase
    And Alice has "Charming Prince" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice will choose mode 3 for the ability of "Charming Prince"
    When Alice casts "Charming Prince"
    And all players pass until the stack is empty
    Then the action is rejected citing rule 700.2b
    And the choices scripted for the rejected action are withdrawn

  @source:mtg-conformance:issue-29 @cr:700.2b
  Scenario: Retreat to Valakut's modal triggered ability with no creature to target is removed from the stack
    Retreat to Valakut: "Landfall — Whenever a land you control enters, choose one — • Target creature
    gets +2/+0 until end of turn. • Target creature can't block this turn." 700.2b: "If one of the modes
    would be illegal (due to an inability to choose legal targets, for example), that mode can't be
    chosen. If no mode is chosen, the ability is removed from the stack." No creature is on the
    battlefield: Alice plays a Mountain, the ability triggers, no mode can be chosen, and Alice receives
    priority with the stack empty.

    Given it is Alice's precombat main phase
    And Alice controls "Retreat to Valakut"
    And Alice has "Mountain" in her hand
    When Alice plays "Mountain"
    Then the stack is empty
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:700.2b @cr:509.1b
  Scenario: Retreat to Valakut's mode chosen with a creature to target is done: that creature can't block this turn
    700.2b: with a creature on the battlefield both modes can be chosen; Alice chooses the second
    ("Target creature can't block this turn") targeting Bob's Grizzly Bears, which then can't block her
    Centaur Courser (509.1b: a restriction on blocking); her Courser is not pumped (the first mode is not
    done).

    Given it is Alice's precombat main phase
    And Alice controls "Retreat to Valakut" and "Centaur Courser"
    And Bob controls "Grizzly Bears"
    And Alice has "Mountain" in her hand
    And Alice will choose mode 2 for the ability of "Retreat to Valakut"
    And Alice will target "Grizzly Bears" with the ability of "Retreat to Valakut"
    When Alice plays "Mountain"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Centaur Courser"
    And Bob declares "Grizzly Bears" as a blocker of "Centaur Courser"
    Then the action is rejected citing rule 509.1b
    And Alice's "Centaur Courser" is a 3/3

  @source:mtg-conformance:issue-29 @cr:701.20a
  Scenario: Collective Brutality's first mode reveals every card of the opponent's hand
    Collective Brutality: "Target opponent reveals their hand." 701.20a: "To reveal a card, show that
    card to all players"; a hand is revealed card by card: Bob reveals Lightning Bolt and Mountain
    (the events report each, docs/protocol.md's revealed event), and discards the Bolt Alice chooses.

    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality" in her hand
    And Bob has "Lightning Bolt" and "Mountain" in his hand
    And Alice's mana pool holds {B}{C}
    When Alice casts "Collective Brutality" choosing mode 1 targeting Bob
    And all players pass until the stack is empty, answering the question Alice is asked with the first "Lightning Bolt"
    Then Bob revealed "Lightning Bolt"
    And Bob revealed "Mountain"

  @source:mtg-conformance:issue-29 @cr:603.7 @cr:603.2
  Scenario: Two Otherworldly Journeys cast in one turn: both delayed triggers trigger at the next end step
    Otherworldly Journey: "Exile target creature. At the beginning of the next end step, return that
    card to the battlefield under its owner's control with a +1/+1 counter on it." Each resolution
    creates its own delayed triggered ability (603.7): Alice's exiles Bob's Grizzly Bears, then Bob's
    exiles Alice's Centaur Courser. At the beginning of the end step the event of both occurs, and
    both trigger (603.2): each creature returns to its owner with a +1/+1 counter.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice controls "Centaur Courser"
    And Alice has "Otherworldly Journey" in her hand
    And Alice's mana pool holds {W}{W}
    And Bob has "Otherworldly Journey" in his hand
    And Bob's mana pool holds {W}{W}
    When Alice casts "Otherworldly Journey" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice passes priority
    And Bob casts "Otherworldly Journey" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And "Centaur Courser" is in exile
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Grizzly Bears" is controlled by Bob
    And "Centaur Courser" is controlled by Alice
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Centaur Courser" has 1 +1/+1 counter

  # hist34 (issue 34 item 4): Spell Queller leaving the battlefield by a rule of the game (lethal damage,
  # 704.5g), not by an outside event, while it holds a card: phase.rs 0.103's free-cast code is reached.
  @source:mtg-conformance:issue-34 @cr:603.10a @cr:607.2a @cr:608.2g @cr:118.9 @cr:704.5g
  Scenario: Spell Queller dies to a Lightning Bolt while it holds Bob's other Lightning Bolt, and Bob casts that one without paying its mana cost
    Spell Queller: "When this creature enters, exile target spell with mana value 4 or less. When this
    creature leaves the battlefield, the exiled card's owner may cast that card without paying its mana
    cost." Bob's second Lightning Bolt deals 3 damage to the 2/3 Queller (704.5g: destroyed); its
    leaves-the-battlefield ability looks back in time (603.10a) and refers to the card its first
    ability exiled (607.2a): Bob, the card's owner, casts it as the ability resolves (608.2g) paying {0}
    (118.9), and it deals 3 damage to Alice.

    Given it is Bob's precombat main phase
    And Bob has "Lightning Bolt" and "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}{R}
    And Alice has "Spell Queller" in her hand
    And Alice's mana pool holds {W}{U}{C}
    When Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Spell Queller"
    And Alice will target the spell "Lightning Bolt" with the ability of "Spell Queller"
    And all players pass until the stack is empty
    Then "Lightning Bolt" is in exile
    And Alice's life total is 20
    When Bob casts "Lightning Bolt" targeting "Spell Queller"
    And all players pass until the stack is empty, Bob casting the exiled card without paying its mana cost targeting Alice
    Then "Spell Queller" is in Alice's graveyard
    And Bob paid {0} for "Lightning Bolt"
    And Alice's life total is 17
    And "Lightning Bolt" is not in exile

  @source:xmage:StateBaseTriggeredAbilityTest.test_GraspOfFate_DelayedTriggerMustResolveImmediately @cr:702.120a @cr:700.2 @cr:701.8a
  Scenario: Collective Effort with one mode costs its mana cost alone and taps nothing
    XMage's test casts Collective Effort choosing "Destroy target enchantment" at Grasp of Fate; here
    the enchantment is Leyline of Anticipation (Grasp of Fate is not in the pool). One mode: no
    escalate cost (702.120a: "for each mode you choose beyond the first").

    Given it is Alice's precombat main phase
    And Alice has "Collective Effort" in her hand
    And Alice controls "Grizzly Bears"
    And Bob controls "Leyline of Anticipation"
    And Alice's mana pool holds {C}{W}{W}
    When Alice casts "Collective Effort" choosing mode 2, paying by nothing, targeting "Leyline of Anticipation"
    Then Alice paid {1}{W}{W} for "Collective Effort"
    And "Grizzly Bears" is untapped
    When all players pass until the stack is empty
    Then "Leyline of Anticipation" is in Bob's graveyard

  @source:xmage:StateBaseTriggeredAbilityTest.test_GraspOfFate_DelayedTriggerMustResolveImmediately @cr:702.120a @cr:601.2h @cr:118.3
  Scenario: Collective Effort with three modes taps two untapped creatures for its escalate cost
    Escalate—"Tap an untapped creature you control", paid twice for two modes beyond the first. The
    creatures tapped to pay still get the +1/+1 counter of the third mode (a tapped creature is still
    a creature Alice controls).

    Given it is Alice's precombat main phase
    And Alice has "Collective Effort" in her hand
    And Alice controls "Grizzly Bears", "Elite Vanguard" and "Yoked Ox"
    And Bob controls "Craw Wurm" and "Leyline of Anticipation"
    And Alice's mana pool holds {C}{W}{W}
    When Alice casts "Collective Effort" choosing modes 1, 2 and 3, paying by tapping "Grizzly Bears" and "Elite Vanguard", targeting "Craw Wurm", "Leyline of Anticipation" and Alice
    Then Alice paid {1}{W}{W} for "Collective Effort"
    And "Grizzly Bears" is tapped
    And "Elite Vanguard" is tapped
    And "Yoked Ox" is untapped
    When all players pass until the stack is empty
    Then "Craw Wurm" is in Bob's graveyard
    And "Leyline of Anticipation" is in Bob's graveyard
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Elite Vanguard" has 1 +1/+1 counter
    And "Yoked Ox" has 1 +1/+1 counter

  @source:xmage:StateBaseTriggeredAbilityTest.test_GraspOfFate_DelayedTriggerMustResolveImmediately @cr:702.120a @cr:601.2b
  Scenario: Collective Effort with two modes cannot be cast without tapping a creature
    Given it is Alice's precombat main phase
    And Alice has "Collective Effort" in her hand
    And Alice controls "Grizzly Bears"
    And Bob controls "Craw Wurm" and "Leyline of Anticipation"
    And Alice's mana pool holds {C}{W}{W}
    When Alice casts "Collective Effort" choosing modes 1 and 2, paying by nothing, targeting "Craw Wurm" and "Leyline of Anticipation"
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:xmage:StateBaseTriggeredAbilityTest.test_GraspOfFate_DelayedTriggerMustResolveImmediately @cr:702.120a @cr:601.2h @cr:118.3
  Scenario: Collective Effort's escalate cost cannot be paid by tapping another player's creature
    Given it is Alice's precombat main phase
    And Alice has "Collective Effort" in her hand
    And Alice controls "Leyline of Anticipation"
    And Bob controls "Craw Wurm" and "Grizzly Bears"
    And Alice's mana pool holds {C}{W}{W}
    When Alice casts "Collective Effort" choosing modes 1 and 3, paying by tapping "Grizzly Bears", targeting "Craw Wurm" and Bob
    Then the action is rejected citing rule 118.3 or 601.2h or 701.26a or 702.120a
    And the game state is unchanged

  @source:xmage:StateBaseTriggeredAbilityTest.test_GraspOfFate_DelayedTriggerMustResolveImmediately @cr:601.2c @cr:115.1
  Scenario: Collective Effort's first mode cannot target a creature with power less than 4
    Given it is Alice's precombat main phase
    And Alice has "Collective Effort" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {C}{W}{W}
    When Alice casts "Collective Effort" choosing mode 1, paying by nothing, targeting "Grizzly Bears"
    Then the action is rejected citing rule 115.1 or 601.2c
    And the game state is unchanged
