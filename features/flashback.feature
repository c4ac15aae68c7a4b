@mechanic:flashback
Feature: Flashback
  CR 702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting
  spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
  flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave
  the stack." Flashback follows the rules for paying alternative costs (CR 601.2b, 601.2f-h).
  The plane Otaria gives flashback to every instant and sorcery card in a graveyard: "Instant and
  sorcery cards in graveyards have flashback. The flashback cost is equal to the card's mana cost."
  Scenarios quote the flashback rulings of Otaria (Russian).

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:118.9 @cr:601.2
  Scenario: A card with flashback is cast from its owner's graveyard for its flashback cost and then exiled
    ru 2021-03-19 (001_561ea6e107d4299a#1): "Воспоминание [стоимость]" означает "Вы можете разыграть эту карту из вашего кладбища, заплатив [стоимость] вместо её стоимости маны" и "Если стоимость воспоминания была уплачена, изгоните эту карту вместо того, чтобы положить её куда-либо ещё, в любой момент, когда она должна покинуть стек."

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" with flashback
    Then Alice paid {2}{U} for "Think Twice"
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Think Twice" is in exile
    And "Think Twice" is not in Alice's graveyard

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:601.3
  Scenario: A card with flashback cannot be cast from a graveyard for its mana cost
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" from her graveyard
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:601.3
  Scenario: A card with flashback cannot be cast with flashback from its owner's hand
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her hand
    And Alice's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" from her hand with flashback
    Then the action is rejected citing rule 702.34a
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:601.3
  Scenario: Otaria gives no flashback to a creature card in a graveyard
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Grizzly Bears" in her graveyard
    And Alice's mana pool holds {G}{G}
    When Alice casts "Grizzly Bears" with flashback
    Then the action is rejected citing rule 702.34a
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:601.3
  Scenario: A card with flashback cannot be cast with flashback from another player's graveyard
    Given it is Alice's precombat main phase
    And Bob has "Think Twice" in his graveyard
    And Alice's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" from Bob's graveyard with flashback
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#2 @cr:702.34a @cr:701.6a
  Scenario: A spell cast with flashback that is countered is exiled
    ru 2021-03-19 (001_561ea6e107d4299a#2): Заклинание, разыгранное с использованием воспоминания, всегда изгоняется после этого, независимо от того, разрешается ли оно, отменяется ли оно или покидает стек каким-либо иным способом.

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's mana pool holds {U}{U}{U}
    And Bob has "Cancel" in his hand
    And Bob's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" with flashback
    And Alice passes priority
    And Bob casts "Cancel" targeting "Think Twice"
    And all players pass until the stack is empty
    Then "Think Twice" was countered
    And "Think Twice" is in exile
    And "Think Twice" is not in Alice's graveyard
    And "Cancel" is in Bob's graveyard

  @ruling:001_561ea6e107d4299a#2 @cr:702.34a @cr:608.2b
  Scenario: A spell cast with flashback that does not resolve because its target became illegal is exiled
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Mizzium Mortars" in her graveyard
    And Alice's mana pool holds {R}{R}
    And Bob controls "Grizzly Bears"
    When Alice casts "Mizzium Mortars" with flashback targeting "Grizzly Bears"
    And "Grizzly Bears" is destroyed
    And all players pass until the stack is empty
    Then "Mizzium Mortars" did not resolve
    And "Mizzium Mortars" is in exile
    And "Mizzium Mortars" is not in Alice's graveyard

  @ruling:001_561ea6e107d4299a#2 @cr:702.34a @cr:614.1a @cr:701.6a
  Scenario: A spell cast with flashback that an effect would put into its owner's hand is exiled instead
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's mana pool holds {U}{U}{U}
    And Bob has "Remand" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob's library is "Island"
    When Alice casts "Think Twice" with flashback
    And Alice passes priority
    And Bob casts "Remand" targeting "Think Twice"
    And all players pass until the stack is empty
    Then "Think Twice" is in exile
    And "Think Twice" is not in Alice's hand
    And "Island" is in Bob's hand

  @ruling:001_561ea6e107d4299a#2 @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:608.2n @cr:400.7
  Scenario: Only the spell whose flashback cost was paid is exiled; another copy cast from hand goes to the graveyard
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice has "Think Twice" in her hand
    And Alice's library is "Island", "Forest"
    And Alice's mana pool holds {U}{U}{U}{U}{U}
    When Alice casts "Think Twice" with flashback
    And all players pass until the stack is empty
    And Alice casts "Think Twice"
    And all players pass until the stack is empty
    Then "Think Twice" is in exile
    And "Think Twice" is in Alice's graveyard
    And "Island" is in Alice's hand
    And "Forest" is in Alice's hand

  @ruling:001_561ea6e107d4299a#3 @cr:702.34a @cr:601.2b @cr:118.9a
  Scenario: A card with two flashback costs may be cast for the one its caster chooses: the one Otaria gives
    ru 2021-03-19 (001_561ea6e107d4299a#3): Если у карты есть несколько вариантов воспоминания, вы можете выбрать для оплаты любую из ее стоимостей воспоминания.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Deep Analysis" in her graveyard
    And Alice's library is "Island", "Forest"
    And Alice's mana pool holds {U}{U}{U}{U}
    And Alice will pay the flashback cost {3}{U}
    When Alice casts "Deep Analysis" with flashback targeting Alice
    Then Alice paid {3}{U} for "Deep Analysis"
    And Alice's life total is 20
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Forest" is in Alice's hand
    And "Deep Analysis" is in exile

  @ruling:001_561ea6e107d4299a#3 @cr:702.34a @cr:601.2b @cr:119.4
  Scenario: A card with two flashback costs may be cast for the one its caster chooses: its printed one
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Deep Analysis" in her graveyard
    And Alice's library is "Island", "Forest"
    And Alice's mana pool holds {U}{U}{U}{U}
    And Alice will pay the flashback cost "{1}{U}, pay 3 life"
    When Alice casts "Deep Analysis" with flashback targeting Alice
    Then Alice paid {1}{U} for "Deep Analysis"
    And Alice's life total is 17
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Deep Analysis" is in exile

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:119.4
  Scenario: A flashback cost that includes paying 3 life can be paid with a life total of exactly 3
    Given it is Alice's precombat main phase
    And Alice has "Deep Analysis" in her graveyard
    And Alice's life total is 3
    And Alice's mana pool holds {U}{U}
    When Alice casts "Deep Analysis" with flashback targeting Bob
    Then Alice paid {1}{U} for "Deep Analysis"
    And Alice's life total is 0

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:119.4 @cr:704.5a @cr:104.2a @cr:104.1
  Scenario: Paying the last 3 life of a flashback cost loses a two-player game, and then no action is legal
    Given it is Alice's precombat main phase
    And Alice has "Deep Analysis" in her graveyard
    And Alice's life total is 3
    And Alice's mana pool holds {U}{U}
    When Alice casts "Deep Analysis" with flashback targeting Bob
    Then Alice is no longer in the game
    And the game is over and Bob won
    When Bob passes priority
    Then the action is rejected citing rule 104.1
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#1 @cr:702.34a @cr:119.4 @cr:118.3
  Scenario: A flashback cost that includes paying 3 life cannot be paid with a life total of 2
    Given it is Alice's precombat main phase
    And Alice has "Deep Analysis" in her graveyard
    And Alice's life total is 2
    And Alice's mana pool holds {U}{U}
    When Alice casts "Deep Analysis" with flashback targeting Bob
    Then the action is rejected citing rule 119.4
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#4 @ruling:001_561ea6e107d4299a#10 @cr:117.3b @cr:702.34a
  Scenario: A card with flashback discarded during its owner's turn can be cast before any other player acts
    ru 2021-03-19 (001_561ea6e107d4299a#4): Если карта с воспоминанием попадает на ваше кладбище во время вашего хода, вы можете разыграть ее, если это законно, прежде чем какой-либо другой игрок сможет совершить какие-либо действия.

    Given it is Alice's precombat main phase
    And Alice has "Faithless Looting" in her hand
    And Alice's library is "Think Twice", "Island", "Forest"
    And Alice's mana pool holds {R}{U}{U}{U}
    When Alice casts "Faithless Looting"
    And all players pass until the stack is empty
    Then "Think Twice" is in Alice's graveyard
    And "Island" is in Alice's graveyard
    And Alice has priority
    When Alice casts "Think Twice" with flashback
    Then "Think Twice" is on the stack
    When all players pass until the stack is empty
    Then "Forest" is in Alice's hand
    And "Think Twice" is in exile

  @ruling:001_561ea6e107d4299a#5 @cr:118.6 @cr:702.34a
  Scenario: A card with no mana cost that Otaria gives flashback has no flashback cost and cannot be cast with flashback
    ru 2021-03-19 (001_561ea6e107d4299a#5): Если карта без стоимости маны получает воспоминание, у неё нет стоимости воспоминания. Её нельзя разыграть таким способом.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Ancestral Vision" in her graveyard
    And Alice's library is "Island", "Forest", "Swamp"
    And Alice's mana pool holds {U}{U}{U}{U}
    When Alice casts "Ancestral Vision" with flashback targeting Alice
    Then the action is rejected citing rule 118.6
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#5 @cr:118.6
  Scenario: A card with no mana cost cannot be cast from its owner's hand either
    Given it is Alice's precombat main phase
    And Alice has "Ancestral Vision" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}
    When Alice casts "Ancestral Vision" targeting Alice
    Then the action is rejected citing rule 118.6
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#6 @cr:709.3 @cr:709.3a @cr:702.34a
  Scenario: The Fire half of Fire // Ice cast with Otaria's flashback costs only Fire's mana cost
    ru 2021-03-19 (001_561ea6e107d4299a#6): Если карта с разделёнными картинками получает воспоминание, вы платите только стоимость той половины, которую разыгрываете.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Fire // Ice" in her graveyard
    And Alice's mana pool holds {R}{R}
    When Alice casts the "Fire" half of "Fire // Ice" with flashback targeting Bob
    Then Alice paid {1}{R} for "Fire"
    When all players pass until the stack is empty
    Then Bob's life total is 18
    And "Fire // Ice" is in exile

  @ruling:001_561ea6e107d4299a#6 @cr:709.3 @cr:709.3a @cr:702.34a
  Scenario: The Ice half of Fire // Ice cast with Otaria's flashback costs only Ice's mana cost
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Fire // Ice" in her graveyard
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{U}
    And Bob controls "Grizzly Bears"
    When Alice casts the "Ice" half of "Fire // Ice" with flashback targeting "Grizzly Bears"
    Then Alice paid {1}{U} for "Ice"
    When all players pass until the stack is empty
    Then "Grizzly Bears" is tapped
    And "Island" is in Alice's hand
    And "Fire // Ice" is in exile

  @ruling:001_561ea6e107d4299a#6 @cr:709.3b @cr:601.2d @cr:115.3
  Scenario: Fire cast with flashback divides its 2 damage between two targets
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Fire // Ice" in her graveyard
    And Alice's mana pool holds {R}{R}
    And Bob controls "Llanowar Elves"
    When Alice casts the "Fire" half of "Fire // Ice" with flashback targeting Bob and "Llanowar Elves"
    Then Alice paid {1}{R} for "Fire"
    When all players pass until the stack is empty
    Then Bob's life total is 19
    And "Llanowar Elves" is in Bob's graveyard
    And "Fire // Ice" is in exile

  @ruling:001_561ea6e107d4299a#7 @cr:118.9a @cr:601.2b @cr:702.96a
  Scenario: From a graveyard, a card with flashback can be cast for its flashback cost but not for its overload cost
    ru 2021-03-19 (001_561ea6e107d4299a#7): Если вы разыгрываете заклинание с воспоминанием, вы не можете платить никакие альтернативные стоимости, такие как стоимости перегрузки. Вы можете платить дополнительные стоимости, такие как стоимости усиления. Если у заклинания есть какие-либо обязательные дополнительные стоимости, вы должны заплатить их, чтобы разыграть заклинание с воспоминанием.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Mizzium Mortars" in her graveyard
    And Alice's mana pool holds {R}{R}{R}{R}{R}{R}
    And Bob controls "Grizzly Bears" and "Llanowar Elves"
    # The protocol announces one alternative cost, so "flashback and overload together" cannot be
    # sent: what is checked is that overload, a second alternative cost, cannot stand in for
    # flashback, the only permission to cast the card from a graveyard (702.34a, 118.9a). Any
    # reason for the rejection is accepted: an engine may cite 118.9a or 601.3.
    When Alice casts "Mizzium Mortars" from her graveyard for its overload cost
    Then the action is rejected citing rule 118.9a, 601.3 or 702.34a
    And the game state is unchanged
    When Alice casts "Mizzium Mortars" with flashback targeting "Grizzly Bears"
    Then the same action made legal is accepted
    Then Alice paid {1}{R} for "Mizzium Mortars"
    When all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And "Llanowar Elves" is on the battlefield
    And "Mizzium Mortars" is in exile

  @ruling:001_561ea6e107d4299a#7 @cr:702.96a @cr:702.96b
  Scenario: Cast from its owner's hand, a spell with overload may be cast for its overload cost
    Given it is Alice's precombat main phase
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {R}{R}{R}{R}{R}{R}
    And Bob controls "Grizzly Bears" and "Llanowar Elves"
    When Alice casts "Mizzium Mortars" for its overload cost
    Then Alice paid {3}{R}{R}{R} for "Mizzium Mortars"
    When all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And "Llanowar Elves" is in Bob's graveyard
    And "Mizzium Mortars" is in Alice's graveyard

  @ruling:001_561ea6e107d4299a#7 @cr:118.8 @cr:702.33a @cr:702.33d @cr:702.34a @cr:601.2b
  Scenario: A spell cast with flashback may be kicked
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Burst Lightning" in her graveyard
    And Alice's mana pool holds {R}{R}{R}{R}{R}
    When Alice casts "Burst Lightning" kicked with flashback targeting Bob
    Then Alice paid {4}{R} for "Burst Lightning"
    When all players pass until the stack is empty
    Then Bob's life total is 16
    And "Burst Lightning" is in exile

  @ruling:001_561ea6e107d4299a#7 @cr:118.8 @cr:601.2h @cr:702.34a @cr:601.2b
  Scenario: A spell with a mandatory additional cost cast with flashback still needs that cost paid
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Bone Splinters" in her graveyard
    And Alice's mana pool holds {B}
    And Alice controls "Grizzly Bears"
    And Bob controls "Llanowar Elves"
    When Alice casts "Bone Splinters" with flashback targeting "Llanowar Elves"
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged
    When Alice casts "Bone Splinters" with flashback by sacrificing "Grizzly Bears" targeting "Llanowar Elves"
    Then Alice paid {B} for "Bone Splinters"
    And "Grizzly Bears" is in Alice's graveyard
    When all players pass until the stack is empty
    Then "Llanowar Elves" is in Bob's graveyard
    And "Bone Splinters" is in exile

  @ruling:001_561ea6e107d4299a#8 @cr:107.3a @cr:601.2b @cr:702.34a
  Scenario: An {X} spell cast with flashback still has X chosen and paid
    ru 2021-03-19 (001_561ea6e107d4299a#8): Если вы таким способом разыгрываете мгновенное заклинание или волшебство с {X} в его стоимости маны, вы всё равно выбираете значение X в процессе разыгрывания заклинания и оплачиваете эту стоимость.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Blaze" in her graveyard
    And Alice's mana pool holds {R}{R}{R}{R}
    When Alice casts "Blaze" with flashback targeting Bob
    Then the action is rejected citing rule 601.2b
    When Alice casts "Blaze" with flashback and X = 3 targeting Bob
    Then Alice paid {3}{R} for "Blaze"
    And the mana value of "Blaze" on the stack is 4
    When all players pass until the stack is empty
    Then Bob's life total is 17
    And "Blaze" is in exile

  @ruling:001_561ea6e107d4299a#8 @cr:107.3a @cr:601.2b @cr:702.34a
  Scenario: An {X} spell cast with flashback may have 0 chosen for X
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Blaze" in her graveyard
    And Alice's mana pool holds {R}
    When Alice casts "Blaze" with flashback and X = 0 targeting Bob
    Then Alice paid {R} for "Blaze"
    And the mana value of "Blaze" on the stack is 1
    When all players pass until the stack is empty
    Then Bob's life total is 20
    And "Blaze" is in exile

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.9c @cr:202.3
  Scenario: A spell cast for a flashback cost greater than its mana cost keeps the mana value of its mana cost
    ru 2021-03-19 (001_561ea6e107d4299a#9): Чтобы определить общую стоимость заклинания, начните с мана-стоимости или альтернативной стоимости (such as a flashback cost), которую вы оплачиваете, добавьте все увеличения стоимости, затем примените все уменьшения стоимости. Мана-ценность заклинания определяется только его мана-стоимостью, независимо от того, какова была общая стоимость его разыгрывания.

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's mana pool holds {U}{U}{U}
    When Alice casts "Think Twice" with flashback
    Then Alice paid {2}{U} for "Think Twice"
    And the mana value of "Think Twice" on the stack is 2

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.9c @cr:202.3
  Scenario: A spell cast for a flashback cost smaller than its mana cost keeps the mana value of its mana cost
    Given it is Alice's precombat main phase
    And Alice has "Deep Analysis" in her graveyard
    And Alice's mana pool holds {U}{U}
    When Alice casts "Deep Analysis" with flashback targeting Alice
    Then Alice paid {1}{U} for "Deep Analysis"
    And Alice's life total is 17
    And the mana value of "Deep Analysis" on the stack is 4

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.8d @cr:202.3
  Scenario: The total cost of a kicked spell cast with flashback is its flashback cost plus the kicker cost
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Burst Lightning" in her graveyard
    And Alice's mana pool holds {R}{R}{R}{R}{R}
    When Alice casts "Burst Lightning" kicked with flashback targeting Bob
    Then Alice paid {4}{R} for "Burst Lightning"
    And the mana value of "Burst Lightning" on the stack is 1

  @ruling:001_561ea6e107d4299a#10 @cr:702.34a
  Scenario: A card with flashback put into its owner's graveyard from the hand without being cast can be cast with flashback
    ru 2021-03-19 (001_561ea6e107d4299a#10): Вы можете разыграть заклинание с помощью воспоминания, даже если оно каким-либо образом попало в ваше кладбище, не будучи разыгранным.

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{U}{U}
    When "Think Twice" is put into Alice's graveyard from her hand
    And Alice casts "Think Twice" with flashback
    Then Alice paid {2}{U} for "Think Twice"
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Think Twice" is in exile

  @ruling:001_561ea6e107d4299a#10 @cr:702.34a
  Scenario: A card with flashback milled from its owner's library can be cast with flashback
    Given it is Alice's precombat main phase
    And Alice's library is "Think Twice", "Island"
    And Alice's mana pool holds {U}{U}{U}
    When "Think Twice" is put into Alice's graveyard from her library
    And Alice casts "Think Twice" with flashback
    And all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Think Twice" is in exile

  @ruling:001_561ea6e107d4299a#11 @cr:117.1a @cr:307.1 @cr:702.34a
  Scenario: A sorcery with flashback cannot be cast during another player's turn
    ru 2021-03-19 (001_561ea6e107d4299a#11): Вы по-прежнему должны соблюдать все ограничения и разрешения по времени, в том числе основанные на типе карты. Например, вы можете разыграть волшебство с использованием воспоминания только в момент, когда обычно могли бы разыграть волшебство.

    Given it is Bob's precombat main phase
    And Alice has "Deep Analysis" in her graveyard
    And Alice's mana pool holds {U}{U}
    When Bob passes priority
    And Alice casts "Deep Analysis" with flashback targeting Alice
    Then the action is rejected citing rule 117.1a
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#11 @cr:117.1a @cr:307.1 @cr:702.34a
  Scenario: A sorcery with flashback cannot be cast while the stack is not empty
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her hand
    And Alice has "Deep Analysis" in her graveyard
    And Alice's mana pool holds {U}{U}{U}{U}
    When Alice casts "Think Twice"
    And Alice casts "Deep Analysis" with flashback targeting Alice
    Then the action is rejected citing rule 117.1a
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#11 @cr:117.1a @cr:702.34a
  Scenario: An instant with flashback can be cast during another player's turn
    Given it is Bob's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{U}{U}
    When Bob passes priority
    And Alice casts "Think Twice" with flashback
    Then Alice paid {2}{U} for "Think Twice"
    When all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And "Think Twice" is in exile

  @ruling:001_561ea6e107d4299a#6 @cr:709.4 @cr:709.4b @cr:709.3 @cr:709.3b
  Scenario: Fire // Ice has its halves' combined mana value in a hand and a graveyard, and Fire's alone on the stack
    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{R}
    Then the mana value of "Fire // Ice" in Alice's hand is 4
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob
    Then the mana value of "Fire" on the stack is 2
    When all players pass until the stack is empty
    Then the mana value of "Fire // Ice" in Alice's graveyard is 4

  @source:xmage:FlashbackTest.testNormalWildHunger @cr:702.34a @cr:611.2a @cr:702.19d
  Scenario: Wild Hunger cast with flashback gives +3/+1 and trample until end of turn, then is exiled
    Given it is Alice's precombat main phase
    And Alice controls "Silvercoat Lion"
    And Bob controls "Elite Vanguard"
    And Alice has "Wild Hunger" in her graveyard
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice casts "Wild Hunger" with flashback targeting "Silvercoat Lion"
    And all players pass until the stack is empty
    Then "Silvercoat Lion" is a 5/3 creature
    And "Wild Hunger" is in exile
    When Alice attacks Bob with "Silvercoat Lion"
    And Bob declares "Elite Vanguard" as a blocker of "Silvercoat Lion"
    And "Elite Vanguard" is destroyed
    And the game advances to the postcombat main phase
    Then Bob's life total is 15

  @source:xmage:KickerWithFlashbackTest.test_SimpleKicker @cr:702.33a @cr:702.33d @cr:601.2f @cr:608.2c
  Scenario: Burst Lightning cast from its owner's hand and kicked deals 4 damage and goes to the graveyard
    Given it is Alice's precombat main phase
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {R}{R}{R}{R}{R}
    When Alice casts "Burst Lightning" kicked targeting Bob
    Then Alice paid {4}{R} for "Burst Lightning"
    When all players pass until the stack is empty
    Then Bob's life total is 16
    And "Burst Lightning" is in Alice's graveyard

  @source:xmage:KickerWithFlashbackTest.test_SimpleFlashback @cr:702.34a @cr:901.7 @cr:400.7 @cr:400.7g
  Scenario: Lightning Bolt given flashback is cast from the graveyard for its mana cost, deals 3 damage and is exiled
    Stand-in: XMage grants flashback with Snapcaster Mage ("the flashback cost is equal to its mana
    cost"); here Otaria grants it, with the same cost.
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" with flashback targeting Bob
    Then Alice paid {R} for "Lightning Bolt"
    When all players pass until the stack is empty
    Then Bob's life total is 17
    And "Lightning Bolt" is in exile

  @source:xmage:FlashbackTest.testSnapcasterMageWithFracturingGust @cr:702.34a @cr:611.2c @cr:701.8a @cr:702.12b @cr:400.7 @cr:400.7g
  Scenario: Fracturing Gust given flashback by Snapcaster Mage destroys every artifact and enchantment but an indestructible one, and is exiled
    Snapcaster Mage: "target instant or sorcery card in your graveyard gains flashback until end of
    turn. The flashback cost is equal to its mana cost." CR 702.12b: "A permanent with indestructible
    can't be destroyed." Fracturing Gust: "You gain 2 life for each permanent destroyed this way":
    one (Leyline of Anticipation), not Darksteel Citadel, not the creature.

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Citadel"
    And Bob controls "Leyline of Anticipation" and "Grizzly Bears"
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Fracturing Gust" in her graveyard
    And Alice's mana pool holds {U}{C}{G}{G}{W}{C}{C}
    When Alice casts "Snapcaster Mage"
    And Alice will target "Fracturing Gust" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice casts "Fracturing Gust" with flashback
    Then Alice paid {2}{G}{G}{W} for "Fracturing Gust"
    When all players pass until the stack is empty
    Then "Darksteel Citadel" is on the battlefield
    And "Grizzly Bears" is on the battlefield
    And "Leyline of Anticipation" is in Bob's graveyard
    And Alice's life total is 22
    And "Fracturing Gust" is in exile

  @source:xmage:FlashbackTest.testSnapcasterMageWithFracturingGust @cr:702.34a @cr:118.6
  Scenario: Snapcaster Mage gives a card with no mana cost no flashback cost it can pay
    The flashback cost is "equal to its mana cost": Ancestral Vision has none, and CR 118.6 says an
    unpayable cost can't be paid.

    Given it is Alice's precombat main phase
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Ancestral Vision" in her graveyard
    And Alice's mana pool holds {U}{C}{U}{C}{C}{C}
    When Alice casts "Snapcaster Mage"
    And Alice will target "Ancestral Vision" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice casts "Ancestral Vision" with flashback targeting Alice
    Then the action is rejected citing rule 118.6 or 702.34a
    And the game state is unchanged

  @source:xmage:FlashbackTest.testSnapcasterMageWithFracturingGust @cr:514.2 @cr:611.2c @cr:702.34a
  Scenario: Flashback granted by Snapcaster Mage lasts until the cleanup step: in the end step, not in the next turn
    CR 514.2: in the cleanup step "all “until end of turn” and “this turn” effects end". Lightning
    Bolt is an instant: its owner may cast it on the next player's turn, but no longer with
    flashback.

    Given it is Alice's precombat main phase
    And Alice controls "Mountain" and "Mountain"
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Lightning Bolt" and "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {U}{C}
    And Bob's library is "Island"
    When Alice casts "Snapcaster Mage"
    And Alice will target "Lightning Bolt" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And the game advances to the end step
    And Alice taps "Mountain" for mana
    And Alice casts "Lightning Bolt" with flashback targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Lightning Bolt" is in exile
    When the game advances to the upkeep
    And Bob passes priority
    And Alice taps "Mountain" for mana
    And Alice casts "Lightning Bolt" with flashback targeting Bob
    Then the action is rejected citing rule 702.34a or 514.2
    And the game state is unchanged

  @source:phase-rs:#8079 @cr:611.2c @cr:702.34a
  Scenario: Past in Flames gives flashback to the instants and sorceries in its caster's graveyard as it resolves, and to no card put there later
    CR 611.2c: "If a continuous effect generated by the resolution of a spell or ability modifies the
    characteristics ... of any objects, the set of objects it affects is determined when that
    continuous effect begins. After that point, the set won't change." Lightning Bolt was in the
    graveyard as Past in Flames resolved; Burst Lightning was cast afterwards.

    Given it is Alice's precombat main phase
    And Alice has "Past in Flames" and "Burst Lightning" in her hand
    And Alice has "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}{C}{C}{C}{R}{R}{R}
    When Alice casts "Past in Flames"
    And all players pass until the stack is empty
    And Alice casts "Burst Lightning" targeting Bob
    And all players pass until the stack is empty
    Then "Burst Lightning" is in Alice's graveyard
    When Alice casts "Burst Lightning" with flashback targeting Bob
    Then the action is rejected citing rule 611.2c or 702.34a
    And the game state is unchanged
    When Alice casts "Lightning Bolt" with flashback targeting Bob
    Then Alice paid {R} for "Lightning Bolt"
    When all players pass until the stack is empty
    Then Bob's life total is 15
    And "Lightning Bolt" is in exile
    And "Past in Flames" is in Alice's graveyard

  @source:phase-rs:#8079 @cr:611.2c @cr:702.34a @cr:400.7
  Scenario: Past in Flames cast with flashback gives flashback to the other cards but not to itself
    Past in Flames is on the stack, not in the graveyard, as it resolves; cast with flashback it is
    exiled (702.34a). Think Twice then has two flashback costs, its own and its mana cost; its
    caster chooses one.

    Given it is Alice's precombat main phase
    And Alice has "Past in Flames", "Think Twice" and "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}{C}{C}{C}{R}{C}{U}{R}
    And Alice's library is "Island", "Forest"
    And Alice will pay the flashback cost "{1}{U}"
    When Alice casts "Past in Flames" with flashback
    And all players pass until the stack is empty
    Then "Past in Flames" is in exile
    When Alice casts "Think Twice" with flashback
    Then Alice paid {1}{U} for "Think Twice"
    When all players pass until the stack is empty
    And Alice casts "Lightning Bolt" with flashback targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Think Twice" is in exile
    And "Island" is in Alice's hand

  @source:xmage:FlashbackTest.testUnburialRites @cr:702.34a
  Scenario: Unburial Rites cast from the hand returns a creature, then cast with flashback from the graveyard returns another and is exiled
    Given it is Alice's precombat main phase
    And Alice has "Unburial Rites" in her hand
    And Alice has "Grizzly Bears" and "Silvercoat Lion" in her graveyard
    And Alice's mana pool holds {B}{C}{C}{C}{C}{W}{C}{C}{C}
    When Alice casts "Unburial Rites" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield
    And "Unburial Rites" is in Alice's graveyard
    When Alice casts "Unburial Rites" with flashback targeting "Silvercoat Lion"
    Then Alice paid {3}{W} for "Unburial Rites"
    When all players pass until the stack is empty
    Then "Silvercoat Lion" is on the battlefield
    And "Unburial Rites" is in exile

  @source:xmage:FlashbackTest.testSnapcasterMageWithBuyback @source:xmage:#2367 @cr:702.34a @cr:702.27a
  Scenario: Whispers of the Muse cast with flashback and buyback is exiled, not returned to its owner's hand
    CR 702.27a: buyback puts the spell "into its owner's hand instead of into that player's graveyard
    as it resolves"; CR 702.34a: "exile this card instead of putting it anywhere else any time it
    would leave the stack". The buyback cost is paid all the same (601.2f).

    Given it is Alice's precombat main phase
    And Alice has "Snapcaster Mage" and "Whispers of the Muse" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}
    And Alice's library is "Island", "Forest", "Mountain"
    When Alice casts "Whispers of the Muse" with buyback
    Then Alice paid {5}{U} for "Whispers of the Muse"
    When all players pass until the stack is empty
    Then "Whispers of the Muse" is in Alice's hand
    When Alice casts "Whispers of the Muse"
    And all players pass until the stack is empty
    Then "Whispers of the Muse" is in Alice's graveyard
    When Alice casts "Snapcaster Mage"
    And Alice will target "Whispers of the Muse" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice casts "Whispers of the Muse" with buyback and flashback
    Then Alice paid {5}{U} for "Whispers of the Muse"
    When all players pass until the stack is empty
    Then "Whispers of the Muse" is in exile
    And "Whispers of the Muse" is not in Alice's hand

  @source:forge:#9047 @cr:702.34a @cr:601.2a @cr:601.3
  Scenario: A card with flashback that an effect lets its owner play from exile is cast from exile for its mana cost, not with flashback
    Act on Impulse: "Exile the top three cards of your library. Until end of turn, you may play those
    cards." Flashback casts a card from a graveyard only (702.34a); from exile Think Twice is cast for
    its mana cost, and as it was not cast with flashback it goes to the graveyard as it resolves.

    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}{U}{C}{C}
    And Alice's library is "Think Twice", "Forest", "Island", "Mountain"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    Then "Think Twice" is in exile
    When Alice casts "Think Twice" from exile with flashback
    Then the action is rejected citing rule 702.34a
    And the game state is unchanged
    When Alice casts "Think Twice" from exile
    Then Alice paid {1}{U} for "Think Twice"
    When all players pass until the stack is empty
    Then "Think Twice" is in Alice's graveyard
    And "Mountain" is in Alice's hand

  @source:forge:#9047 @cr:601.2a @cr:601.3 @cr:117.1a
  Scenario: A spell cast from exile with a permission keeps its timing and costs, and another player cannot cast it
    The permission changes where the card is cast from (601.2a), not who may cast it ("you", 601.3),
    when (a creature spell in a main phase of its caster's turn with an empty stack, 117.1a), or
    what it costs.

    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}{R}{G}{C}
    And Bob's mana pool holds {U}{C}
    And Alice's library is "Lightning Bolt", "Grizzly Bears", "Think Twice", "Island"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    And Alice casts "Lightning Bolt" from exile targeting Bob
    And Alice casts "Grizzly Bears" from exile
    Then the action is rejected citing rule 117.1a
    And the game state is unchanged
    When all players pass until the stack is empty
    Then "Lightning Bolt" is in Alice's graveyard
    And Bob's life total is 17
    When Alice casts "Grizzly Bears" from exile
    Then Alice paid {1}{G} for "Grizzly Bears"
    When all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield
    When Alice passes priority
    And Bob casts "Think Twice" from exile
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:xmage:FlashbackTest.testSnapcasterMageWithRepeal @cr:702.34a @cr:601.2b @cr:601.2c @cr:107.3
  Scenario: Repeal given flashback by Snapcaster Mage: the X announced decides which permanents it can target
    CR 601.2b: the player announces the value of X; then (601.2c) "the player announces their
    choice of an appropriate player, object, or zone for each target the spell requires". Repeal:
    "Return target nonland permanent with mana value X to its owner's hand." With X = 1 Grizzly
    Bears (mana value 2) is not a legal target; with X = 2 it is, and the flashback cost {X}{U}
    is {2}{U}.

    Given it is Alice's precombat main phase
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Repeal" in her graveyard
    And Bob controls "Grizzly Bears" and "Llanowar Elves"
    And Alice's mana pool holds {U}{C}{U}{C}{C}
    And Alice's library is "Island"
    When Alice casts "Snapcaster Mage"
    And Alice will target "Repeal" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice casts "Repeal" with flashback and X = 1 targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Alice casts "Repeal" with flashback and X = 2 targeting "Grizzly Bears"
    Then Alice paid {2}{U} for "Repeal"
    When all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's hand
    And "Llanowar Elves" is on the battlefield
    And "Repeal" is in exile
    And "Island" is in Alice's hand

  @source:xmage:FlashbackTest.dreadReturnFlashback @source:xmage:#3132 @cr:702.34a @cr:601.2h @cr:701.21a
  Scenario: Dread Return cast with flashback by sacrificing three creatures returns its target and is exiled
    Given it is Alice's precombat main phase
    And Alice has "Dread Return" in her graveyard
    And Alice has "Colossal Dreadmaw" in her graveyard
    And Alice controls "Grizzly Bears", "Llanowar Elves" and "Centaur Courser"
    When Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears", "Llanowar Elves" and "Centaur Courser", targeting "Colossal Dreadmaw"
    Then Alice paid {0} for "Dread Return"
    And "Grizzly Bears" was sacrificed while Alice cast "Dread Return"
    And "Llanowar Elves" was sacrificed while Alice cast "Dread Return"
    And "Centaur Courser" was sacrificed while Alice cast "Dread Return"
    When all players pass until the stack is empty
    Then "Colossal Dreadmaw" is on the battlefield
    And "Dread Return" is in exile

  @source:xmage:FlashbackTest.dreadReturnFlashback @cr:702.34a @cr:601.2b @cr:601.2h
  Scenario: Dread Return cannot be cast with flashback by sacrificing two creatures, and nothing is sacrificed
    Given it is Alice's precombat main phase
    And Alice has "Dread Return" in her graveyard
    And Alice has "Colossal Dreadmaw" in her graveyard
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    When Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears" and "Llanowar Elves", targeting "Colossal Dreadmaw"
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:xmage:#3132 @cr:702.34a @cr:701.21a
  Scenario: Dread Return's flashback cost cannot be paid by sacrificing another player's creature
    Given it is Alice's precombat main phase
    And Alice has "Dread Return" in her graveyard
    And Alice has "Colossal Dreadmaw" in her graveyard
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    And Bob controls "Centaur Courser"
    When Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears", "Llanowar Elves" and "Centaur Courser", targeting "Colossal Dreadmaw"
    Then the action is rejected citing rule 701.21a
    And the game state is unchanged

  @source:xmage:FlashbackTest.dreadReturnFlashback @cr:702.34a @cr:601.2h
  Scenario: Dread Return's flashback cost "Sacrifice three creatures" cannot be paid with a Forest
    Given it is Alice's precombat main phase
    And Alice has "Dread Return" in her graveyard
    And Alice has "Colossal Dreadmaw" in her graveyard
    And Alice controls "Grizzly Bears", "Llanowar Elves", "Centaur Courser" and "Forest"
    When Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears", "Llanowar Elves" and "Forest", targeting "Colossal Dreadmaw"
    Then the action is rejected citing rule 601.2h or 702.34a
    And the game state is unchanged
    When Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears", "Llanowar Elves" and "Centaur Courser", targeting "Colossal Dreadmaw"
    Then the same action made legal is accepted

  @source:xmage:FlashbackTest.testConflagrate @cr:702.34a @cr:107.3a @cr:601.2b @cr:601.2h @cr:701.9a
  Scenario: Conflagrate cast with flashback and X = 2 discards two cards and deals 2 damage
    Stand-in: XMage's test divides the damage among several targets (601.2d); the protocol cannot
    name a division yet, so here one target takes all of it.

    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her graveyard
    And Alice has "Island" and "Forest" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Conflagrate" with flashback and X = 2, paying by discarding "Island" and "Forest", targeting Bob
    Then Alice paid {R}{R} for "Conflagrate"
    And "Island" is in Alice's graveyard
    And "Forest" is in Alice's graveyard
    When all players pass until the stack is empty
    Then Bob's life total is 18
    And "Conflagrate" is in exile

  @source:xmage:FlashbackTest.testConflagrate @cr:107.3a @cr:601.2b
  Scenario: Conflagrate cast with flashback and X = 2 cannot discard only one card
    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her graveyard
    And Alice has "Island" and "Forest" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Conflagrate" with flashback and X = 2, paying by discarding "Island", targeting Bob
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:mtg-conformance:mutation-2026-12-02 @cr:601.2d @cr:115.6
  Scenario: Conflagrate cast with flashback and X = 0 cannot target Bob, since each target of a division receives at least one
    601.2d: "Each of these targets must receive at least one of whatever is being divided." With X = 0
    there is nothing to give a target; "any number of targets" still allows none (115.6).

    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her graveyard
    And Alice has "Island" and "Forest" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Conflagrate" with flashback and X = 0 targeting Bob
    Then the action is rejected citing rule 601.2d
    And the game state is unchanged
    When Alice casts "Conflagrate" with flashback and X = 1, paying by discarding "Island", targeting Bob
    Then the same action made legal is accepted

  @source:xmage:FlashbackTest.testSnapcasterMageWithIcefallRegent @cr:702.34a @cr:601.2f @cr:118.9d
  Scenario: Terminate cast with flashback at Icefall Regent costs {2} more and destroys it
    Stand-in: XMage gives Terminate flashback with Snapcaster Mage ("the flashback cost is equal to its
    mana cost"); here Otaria grants it, with the same cost.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Terminate" in her graveyard
    And Bob controls "Icefall Regent"
    And Alice's mana pool holds {B}{R}{C}{C}
    When Alice casts "Terminate" with flashback targeting "Icefall Regent"
    Then Alice paid {2}{B}{R} for "Terminate"
    When all players pass until the stack is empty
    Then "Icefall Regent" is in Bob's graveyard
    And "Terminate" is in exile

  @source:xmage:FlashbackTest.testSnapcasterMageWithIcefallRegent @cr:601.2f @cr:601.2h
  Scenario: Terminate cannot be cast with flashback at Icefall Regent for its flashback cost alone
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Terminate" in her graveyard
    And Bob controls "Icefall Regent"
    And Alice's mana pool holds {B}{R}
    When Alice casts "Terminate" with flashback targeting "Icefall Regent"
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.9d
  Scenario: Thalia's cost increase applies to a flashback cost
    Given it is Alice's precombat main phase
    And Bob controls "Thalia, Guardian of Thraben"
    And Alice has "Think Twice" in her graveyard
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Think Twice" with flashback
    Then Alice paid {3}{U} for "Think Twice"

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.9d @cr:118.7a
  Scenario: A cost increase and a cost reduction both apply to a flashback cost
    Given it is Alice's precombat main phase
    And Bob controls "Thalia, Guardian of Thraben"
    And Alice controls "Goblin Electromancer"
    And Alice has "Think Twice" in her graveyard
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Think Twice" with flashback
    Then Alice paid {2}{U} for "Think Twice"

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.7a
  Scenario: Goblin Electromancer's reduction never reduces the colored part of a cost
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice controls "Goblin Electromancer"
    And Alice has "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" with flashback targeting Bob
    Then Alice paid {R} for "Lightning Bolt"
    When all players pass until the stack is empty
    Then Bob's life total is 17

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.7a
  Scenario: Goblin Electromancer reduces a flashback cost with life in it only by generic mana
    Given it is Alice's precombat main phase
    And Alice controls "Goblin Electromancer"
    And Alice has "Deep Analysis" in her graveyard
    And Alice's mana pool holds {U}
    When Alice casts "Deep Analysis" with flashback targeting Alice
    Then Alice paid {U} for "Deep Analysis"
    And Alice's life total is 17

  @ruling:001_561ea6e107d4299a#7 @cr:118.8 @cr:107.3a @cr:601.2h @cr:702.34a
  Scenario: Harvest Pyre cast with flashback still has its additional cost paid: X cards exiled from the graveyard
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Harvest Pyre", "Island" and "Forest" in her graveyard
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {R}{C}
    When Alice casts "Harvest Pyre" with flashback and X = 2, paying by exiling "Island" and "Forest" from her graveyard, targeting "Centaur Courser"
    Then Alice paid {1}{R} for "Harvest Pyre"
    And "Island" is in exile
    And "Forest" is in exile
    When all players pass until the stack is empty
    Then "Centaur Courser" is a 3/3 creature
    And "Harvest Pyre" is in exile

  @ruling:001_561ea6e107d4299a#7 @cr:601.2a @cr:601.2h
  Scenario: Harvest Pyre cast with flashback cannot exile itself for its additional cost: it is on the stack by then
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Harvest Pyre", "Island" and "Forest" in her graveyard
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {R}{C}
    When Alice casts "Harvest Pyre" with flashback and X = 2, paying by exiling "Island" and "Harvest Pyre" from her graveyard, targeting "Centaur Courser"
    Then the action is rejected citing rule 601.2a or 601.2h
    And the game state is unchanged
    When Alice casts "Harvest Pyre" with flashback and X = 2, paying by exiling "Island" and "Forest" from her graveyard, targeting "Centaur Courser"
    Then the same action made legal is accepted

  @source:xmage:FlashbackTest.testSnapcasterMageWithIcefallRegent @cr:502.3 @cr:603.2
  Scenario: The creature Icefall Regent's ability taps stays tapped while Icefall Regent's controller controls it
    The rest of Icefall Regent's text, as the scenarios above use the card.

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Bob controls "Grizzly Bears" and "Centaur Courser"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then "Grizzly Bears" is tapped
    When "Icefall Regent" is destroyed
    And the game advances to the upkeep
    And the game advances to the upkeep
    Then "Grizzly Bears" is untapped

  @source:mtg-conformance:issue-29 @cr:611.2b @cr:502.3
  Scenario: Icefall Regent's lock ends for good when its controller loses control of it, even if they regain it
    Icefall Regent: "That creature doesn't untap during its controller's untap step for as long as
    you control Icefall Regent." 611.2b: "if that duration ends before the moment the effect would
    first be applied ..." and "it doesn't last forever": a "for as long as" duration that has ended
    does not begin again. Bob's Act of Treason takes Icefall Regent until end of turn: Alice stops
    controlling it, and the lock ends then; when Alice controls Icefall Regent again, Grizzly Bears
    untaps during Bob's next untap step.

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Bob controls "Grizzly Bears"
    And Bob controls "Mountain", "Mountain", "Mountain", "Mountain" and "Mountain"
    And Bob has "Act of Treason" in his hand
    And Alice's library is "Island", "Island", "Island"
    And Bob's library is "Forest", "Forest", "Forest"
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is tapped
    When the game advances to the precombat main phase
    Then it is Bob's turn
    And "Grizzly Bears" is tapped
    When Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob casts "Act of Treason" targeting "Icefall Regent"
    And all players pass until the stack is empty
    Then "Icefall Regent" is controlled by Bob and owned by Alice
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Icefall Regent" is controlled by Alice and owned by Alice
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is untapped

  @source:mtg-conformance:issue-29 @cr:611.2b @cr:502.3
  Scenario: Icefall Regent destroyed before its ability resolves: the creature is tapped and untaps in its controller's next untap step
    611.2b: "If the 'for as long as' duration never starts, the effect does nothing." Icefall Regent
    is destroyed while its enters ability is on the stack: the ability still taps Grizzly Bears, but
    "for as long as you control Icefall Regent" never starts, so Grizzly Bears untaps during Bob's
    next untap step (502.3).

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And Alice passes priority
    And Bob passes priority
    And "Icefall Regent" is destroyed
    And all players pass until the stack is empty
    Then "Icefall Regent" is in Alice's graveyard
    And "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is untapped

  @ruling:001_561ea6e107d4299a#9 @cr:601.2f @cr:118.7a @cr:118.9d
  Scenario: Goblin Electromancer's reduction applies after Icefall Regent's increase to a flashback cost of {R}
    601.2f: the total cost is the flashback cost {R}, plus the increase {2}, minus the reduction {1}:
    {1}{R}. Taking the reduction first (from {R}, which has no generic mana) would charge {2}{R}.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice controls "Goblin Electromancer"
    And Alice has "Lightning Bolt" in her graveyard
    And Bob controls "Icefall Regent"
    And Alice's mana pool holds {R}{C}
    When Alice casts "Lightning Bolt" with flashback targeting "Icefall Regent"
    Then Alice paid {1}{R} for "Lightning Bolt"
    When all players pass until the stack is empty
    Then Bob's life total is 20

  @source:magarena:#422 @cr:702.34a @cr:111.1 @cr:111.2 @capability:tokens @cr:111.3
  Scenario: Call of the Herd cast with flashback creates a 3/3 Elephant token and is exiled
    Given it is Alice's precombat main phase
    And Alice has "Call of the Herd" in her graveyard
    And Alice's mana pool holds {G}{G}{G}{G}
    When Alice casts "Call of the Herd" with flashback
    And all players pass until the stack is empty
    Then Alice controls 1 3/3 creature token
    And Bob controls no creature tokens
    And "Call of the Herd" is in exile
    And "Call of the Herd" is not in Alice's graveyard

  @source:magarena:#422 @cr:111.7 @cr:704.5d @capability:tokens @capability:outside-events
  Scenario: An Elephant token that dies goes to the graveyard and ceases to exist there
    Given it is Alice's precombat main phase
    And Alice has "Call of the Herd" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Call of the Herd"
    And all players pass until the stack is empty
    And "Elephant Token" is destroyed
    Then Alice controls no creature tokens
    And no token is in a zone other than the battlefield
    And "Call of the Herd" is in Alice's graveyard

  @source:phase-rs:#7734 @cr:702.34a @cr:707.10 @cr:707.10a @cr:704.5e @capability:tokens @capability:spell-copies
  Scenario: Narset's Reversal copies a spell cast with flashback and returns it to hand: the spell is exiled instead, the copy resolves
    Given it is Alice's precombat main phase
    And Alice has "Call of the Herd" in her graveyard
    And Alice's mana pool holds {G}{G}{G}{G}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    When Alice casts "Call of the Herd" with flashback
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Call of the Herd"
    And all players pass until the stack is empty
    Then "Call of the Herd" is in exile
    And "Call of the Herd" is not in Alice's hand
    And Bob controls 1 3/3 creature token
    And Alice controls no creature tokens
    And "Call of the Herd" was cast once
    And "Call of the Herd" is not in Bob's graveyard
    And "Call of the Herd" is not in Bob's exile

  @source:phase-rs:#7734 @cr:707.10 @capability:spell-copies
  Scenario: A copy of a spell is put on the stack under the control of the player who copied it, and is not cast
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island", "Forest" and "Swamp"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob's library is "Plains"
    When Alice casts "Think Twice"
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Think Twice"
    And Bob passes priority
    And Alice passes priority
    Then the stack holds a copy of "Think Twice" controlled by Bob
    And "Think Twice" is in Alice's hand
    And "Think Twice" was cast once
    When all players pass until the stack is empty
    Then "Plains" is in Bob's hand
    And "Think Twice" is not in Bob's graveyard
    And "Think Twice" is not in exile

  @source:magarena:#422 @cr:111.4 @capability:tokens
  Scenario: A token whose creating effect gives it no name is named its subtype plus the word Token
    Given it is Alice's precombat main phase
    And Alice has "Call of the Herd" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Call of the Herd"
    And all players pass until the stack is empty
    Then Alice controls 1 "Elephant Token" token

  @source:xmage:FlashbackTest.testFlashbackWithConverge @cr:702.34a @cr:207.2c @cr:106.1a @cr:601.2h @capability:tokens
  Scenario: Converge counts the colors of mana spent on a flashback cost
    Stand-in: XMage gives Unified Front flashback with Snapcaster Mage; Otaria gives it flashback with the same cost, its mana cost.
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Unified Front" in her graveyard
    And Alice's mana pool holds {W}{U}{B}{R}
    When Alice casts "Unified Front" with flashback
    And all players pass until the stack is empty
    Then Alice controls 4 1/1 creature tokens
    And "Unified Front" is in exile

  @source:xmage:FlashbackTest.testFlashbackWithConverge @cr:702.34a @cr:207.2c @cr:106.1a @capability:tokens
  Scenario: Converge counts colors, not mana: a flashback cost paid with one color and colorless mana makes one token
    Stand-in: Otaria for Snapcaster Mage, as above.
    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Unified Front" in her graveyard
    And Alice's mana pool holds {W}{W}{C}{C}
    When Alice casts "Unified Front" with flashback
    And all players pass until the stack is empty
    Then Alice controls 1 1/1 creature token
    And "Unified Front" is in exile

  @source:xmage:FlashbackTest.testFlashbackWithConverge @cr:707.10 @cr:707.10a @capability:tokens @capability:spell-copies
  Scenario: A copy of a converge spell counts no mana: no mana was spent to cast the copy
    Given it is Alice's precombat main phase
    And Alice has "Unified Front" in her hand
    And Alice's mana pool holds {W}{U}{B}{R}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    When Alice casts "Unified Front"
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Unified Front"
    And all players pass until the stack is empty
    Then Bob controls no creature tokens
    And Alice controls no creature tokens
    And "Unified Front" is in Alice's hand

  @source:mtg-conformance:514.1 @cr:514.1 @cr:402.2 @cr:701.9a @cr:702.34a
  Scenario: A card with flashback discarded down to the maximum hand size in the cleanup step can then be cast with flashback
    514.1: in the cleanup step the active player discards down to their maximum hand size (402.2:
    normally seven) and chooses the cards; a card with flashback discarded this way can be cast from
    the graveyard afterwards (702.34a), here at instant speed in the next player's upkeep.

    Given it is Alice's end step
    And Alice controls "Island", "Island", "Island"
    And Alice has "Think Twice", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears", "Lightning Bolt" and "Deep Analysis" in her hand
    And Alice's library is "Island", "Forest"
    And Alice will discard "Think Twice" to her maximum hand size
    When the game advances to the upkeep
    Then "Think Twice" is in Alice's graveyard
    And Alice has 7 cards in her hand
    When Bob passes priority
    And Alice taps "Island" for mana
    And Alice taps "Island" for mana
    And Alice taps "Island" for mana
    And Alice casts "Think Twice" with flashback
    And all players pass until the stack is empty
    Then "Think Twice" is in exile
    And Alice has 8 cards in her hand

  @source:mtg-conformance:514.1 @cr:514.1 @cr:402.2
  Scenario: Only the active player discards down to the maximum hand size, in their own cleanup step
    514.1 names the active player: Bob keeps his eight cards through Alice's cleanup step, draws a
    ninth in his draw step and discards two in his own cleanup step, choosing which.

    Given it is Alice's end step
    And Bob has "Think Twice", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears", "Lightning Bolt" and "Deep Analysis" in his hand
    And Bob's library is "Island", "Forest"
    And Bob will discard "Deep Analysis" to his maximum hand size
    And Bob will discard "Think Twice" to his maximum hand size
    When the game advances to the upkeep
    Then Bob has 8 cards in his hand
    When the game advances to the end step
    Then Bob has 9 cards in his hand
    When the game advances to the upkeep
    Then Bob has 7 cards in his hand
    And "Deep Analysis" is in Bob's graveyard
    And "Think Twice" is in Bob's graveyard
    And "Island" is in Bob's hand

  @source:mtg-conformance:mutation-2026-12-01 @cr:502.3 @cr:603.2
  Scenario: An Icefall Regent that was put onto the battlefield without its ability resolving keeps no creature tapped
    Icefall Regent's "doesn't untap" applies only to the creature its enters ability tapped; one that
    starts the game on the battlefield tapped nothing, so Bob's creature untaps in his untap step (502.3).

    Given it is Alice's end step
    And Alice controls "Icefall Regent"
    And Bob controls "Grizzly Bears", tapped
    When the game advances to the upkeep
    Then "Grizzly Bears" is untapped

  @source:mtg-conformance:mut6 @cr:707.10c @cr:707.10 @capability:spell-copies
  Scenario: Narset's Reversal's copy of Lightning Bolt gets the new target its controller chooses
    CR 707.10c: "Some effects copy a spell or ability and state that its controller may choose new
    targets for the copy ... If the player chooses to change some or all of the targets, the new
    targets must be legal." Bob copies Alice's Lightning Bolt aimed at him and chooses Alice as the
    copy's target: the copy deals 3 damage to Alice, and the original, returned to Alice's hand, none.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Lightning Bolt"
    And all players pass until the stack is empty
    Then Alice's life total is 17
    And Bob's life total is 20
    And "Lightning Bolt" is in Alice's hand

  @source:mtg-conformance:gap7 @cr:701.9b @cr:121.1 @cr:404.1
  Scenario: Faithless Looting's caster chooses which two cards of their hand to discard
    Faithless Looting: "Draw two cards, then discard two cards." CR 701.9b: "By default, effects that
    cause a player to discard a card allow the affected player to choose which card to discard."
    Alice holds three other cards and draws two: she discards the two she chooses, not the first,
    the last or the cards she drew.

    Given it is Alice's precombat main phase
    And Alice has "Faithless Looting", "Forest", "Mountain" and "Plains" in her hand
    And Alice's library is "Island", "Swamp" from top to bottom
    And Alice's mana pool holds {R}
    And Alice will choose to discard "Plains" and "Forest" for the effect of "Faithless Looting"
    When Alice casts "Faithless Looting"
    And all players pass until the stack is empty
    Then "Plains" is in Alice's graveyard
    And "Forest" is in Alice's graveyard
    And "Mountain" is in Alice's hand
    And "Island" is in Alice's hand
    And "Swamp" is in Alice's hand
    And "Faithless Looting" is in Alice's graveyard

  @source:mtg-conformance:gap7 @cr:707.10c @cr:608.2b @cr:115.1 @capability:spell-copies
  Scenario: Narset's Reversal's copy may keep its target unchanged even though that target is illegal for its new controller
    CR 707.10c: "The player may leave any number of the targets unchanged, even if those targets
    would be illegal." Bob copies Alice's Mizzium Mortars ("deals 4 damage to target creature you
    don't control") aimed at Bob's Grizzly Bears and keeps that target: the choice is accepted, and
    as the copy resolves its only target is illegal (Bob controls it), so it does not resolve
    (608.2b) and Grizzly Bears survives. The original returns to Alice's hand.

    Given it is Alice's precombat main phase
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {C}{R}
    And Bob controls "Grizzly Bears"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target "Grizzly Bears" with the ability of "Narset's Reversal"
    When Alice casts "Mizzium Mortars" targeting "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Mizzium Mortars"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield
    And "Grizzly Bears" has no damage marked on it
    And "Mizzium Mortars" is in Alice's hand

  @source:mtg-conformance:gap7 @cr:707.10c @cr:707.10 @cr:707.2 @capability:spell-copies
  Scenario: Narset's Reversal asks its controller whether to choose new targets for the copy, and a copy whose targets are kept deals its damage to the same target
    CR 707.10c: an effect that copies a spell "and state[s] that its controller may choose new targets
    for the copy" gives that player a choice (docs/protocol.md §2, Question: a `may` question, with
    a prompt and the options `true` and `false`). Bob declines: the copy of Lightning Bolt keeps its
    target, Bob himself (707.10c: "The player may leave any number of the targets unchanged"), and
    the original returns to Alice's hand.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Lightning Bolt"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then Bob was asked a may question offering yes and no
    And Bob's life total is 17
    And Alice's life total is 20
    And "Lightning Bolt" is in Alice's hand

  @source:mtg-conformance:gap7 @cr:707.10c
  Scenario: A scripted targets choice does not answer Narset's Reversal's question whether to choose new targets: the engine names the question and changes nothing
    docs/protocol.md §3, "Strict scripted choices": "If the next choice's `question` differs from the
    question's kind, or no choice is left, the engine raises `UnansweredQuestion(question)` naming the
    question (player, kind, prompt, options)", and "The game state is exactly as before the action".
    Bob's first decision as the copy is made is whether to choose new targets (707.10c: a `may`
    question); the only scripted choice answers a `targets` question.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Lightning Bolt"
    And all players pass until the stack is empty, with a scripted choice of another kind than the question asked
    Then the action was not taken: Bob was asked a may question that the scripted targets choice does not answer
    And "Narset's Reversal" is on the stack
    And "Lightning Bolt" is on the stack

  @source:mtg-conformance:mut7 @cr:701.6a @cr:121.1
  Scenario: Remand counters a spell cast from its owner's hand and puts it back into that hand
    Remand: "Counter target spell. If that spell is countered this way, put it into its owner's hand
    instead of into that player's graveyard. Draw a card." (Found by the third mutation sample: its
    only other scenario counters a spell cast with flashback, which is exiled either way.)

    Given it is Alice's precombat main phase
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{C}
    And Bob has "Remand" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob's library is "Island"
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Remand" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Alice's hand
    And "Grizzly Bears" is not in Alice's graveyard
    And "Island" is in Bob's hand

  @source:mtg-conformance:mut7 @cr:601.2f
  Scenario: Thalia's cost increase does not apply to a creature spell
    Thalia, Guardian of Thraben: "Noncreature spells cost {1} more to cast." (601.2f: the total cost
    includes the increases that apply.) Grizzly Bears is a creature spell: it costs {1}{G}.

    Given it is Alice's precombat main phase
    And Bob controls "Thalia, Guardian of Thraben"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{C}{C}
    When Alice casts "Grizzly Bears"
    Then Alice paid {1}{G} for "Grizzly Bears"

  @source:mtg-conformance:mut7 @cr:120.3e @cr:601.2b
  Scenario: Harvest Pyre with X = 2 marks 2 damage on the creature it targets
    Harvest Pyre: "Harvest Pyre deals X damage to target creature"; 120.3e: damage dealt to a creature
    "causes that much damage to be marked on that creature".

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Harvest Pyre", "Island" and "Forest" in her graveyard
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {R}{C}
    When Alice casts "Harvest Pyre" with flashback and X = 2, paying by exiling "Island" and "Forest" from her graveyard, targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Centaur Courser" has 2 damage marked on it

  @source:mtg-conformance:mut8 @cr:702.34a @cr:601.2b @cr:117.1a
  Scenario: With two flashback costs, a cast payable only by the one Otaria gives is among its caster's legal actions
    Under Otaria, Think Twice in a graveyard has two flashback costs: its printed {2}{U} and its mana
    cost {1}{U} (Otaria: "The flashback cost is equal to the card's mana cost"). With {U}{C} in her
    pool Alice can pay only the second, and may cast it (117.1a, 601.2b); docs/protocol.md, "Legal
    actions": each cast of a card in graveyard for each alternative cost its text names is listed.

    Given it is Alice's precombat main phase
    And the face-up plane is "Otaria", owned by Alice
    And Alice has "Think Twice" in her graveyard
    And Alice's library is "Island"
    And Alice's mana pool holds {U}{C}
    And Alice will pay the flashback cost {1}{U}
    Then Alice's legal actions include casting "Think Twice" with flashback
    When Alice casts "Think Twice" with flashback
    Then Alice paid {1}{U} for "Think Twice"

  @source:mtg-conformance:mut8 @cr:601.2c @cr:115.1 @cr:117.1a
  Scenario: A cast whose one target must be a card in its caster's graveyard is among its caster's legal actions
    Dread Return: "Return target creature card from your graveyard to the battlefield." "Your" is its
    caster's (601.2c); Grizzly Bears in Alice's graveyard is a legal target. docs/protocol.md, "Legal
    actions": each cast of a card in hand for its mana cost with one target is listed.

    Given it is Alice's precombat main phase
    And Alice has "Dread Return" in her hand
    And Alice has "Grizzly Bears" in her graveyard
    And Bob has "Centaur Courser" in his graveyard
    And Alice's mana pool holds {B}{B}{C}{C}
    Then Alice's legal actions include casting "Dread Return" targeting "Grizzly Bears"
    When Alice casts "Dread Return" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield

  @source:mtg-conformance:mut8 @cr:119.3 @cr:701.8a
  Scenario: The life_changed events of Fracturing Gust say its caster gained 2 life for each permanent it destroyed
    Fracturing Gust: "Destroy all artifacts and enchantments. You gain 2 life for each permanent
    destroyed this way." Leyline of Anticipation and Hardened Scales are destroyed, Darksteel Citadel
    (indestructible, 702.12b) is not: Alice gains 4 life (119.3; docs/protocol.md §2, Event:
    `life_changed` has `player` and a signed `amount`).

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Citadel"
    And Bob controls "Leyline of Anticipation" and "Hardened Scales"
    And Alice has "Fracturing Gust" in her hand
    And Alice's mana pool holds {C}{C}{G}{G}{W}
    When Alice casts "Fracturing Gust"
    And all players pass until the stack is empty
    Then "Leyline of Anticipation" is in Bob's graveyard
    And "Hardened Scales" is in Bob's graveyard
    And "Darksteel Citadel" is on the battlefield
    And Alice's life total is 24
    And the events say Alice's life total changed by +4

  # issue 29: legal actions from a graveyard, kicker not paid, and a divided spell with one illegal target.

  @source:mtg-conformance:issue-29 @cr:601.3 @cr:702.34a
  Scenario: A card in another player's graveyard is not among a player's legal actions, with flashback or without
    Flashback: "You may cast this card from your graveyard": Bob's Think Twice is not Alice's to cast,
    while her own is.
    Given it is Alice's precombat main phase
    And Alice has "Think Twice" in her graveyard
    And Bob has "Think Twice" in his graveyard
    And Alice's mana pool holds {U}{U}{U}
    Then Alice's legal actions include casting "Think Twice" with flashback
    And Alice's legal actions do not include casting "Think Twice" from Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:702.33a @cr:702.33d @cr:601.2b @cr:601.2f
  Scenario: Burst Lightning cast without its kicker cost costs {R} and deals 2 damage
    Kicker: "You may pay an additional [cost] as you cast this spell" (702.33a); a spell is kicked
    only if its caster announced the kicker cost (702.33d, 601.2b). Alice could pay {4} more and does
    not announce it: she pays {R}, and Burst Lightning deals 2 damage.
    Given it is Alice's precombat main phase
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}{C}
    When Alice casts "Burst Lightning" targeting Bob
    Then Alice paid {R} for "Burst Lightning"
    When all players pass until the stack is empty
    Then Bob's life total is 18
    And "Burst Lightning" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:608.2b @cr:601.2d
  Scenario: Fire's damage divided between two targets: when one becomes illegal, the other is still dealt its share
    Fire: "Fire deals 2 damage divided as you choose among one or two targets." The division is
    announced as it is cast (601.2d), 1 to each target. Llanowar Elves leaves the battlefield; Bob is
    still a legal target, so Fire resolves (608.2b) and deals Bob his 1 damage, no more.
    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{C}
    And Bob controls "Llanowar Elves"
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob and "Llanowar Elves"
    And "Llanowar Elves" is returned to its owner's hand
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And "Llanowar Elves" is in Bob's hand
    And "Fire // Ice" is in Alice's graveyard

  # mapbase (issue 29, item 2): 115.3, one instance of "target" cannot choose the same target twice.
  @source:mtg-conformance:issue-29 @cr:115.3
  Scenario: Fire cannot divide its damage between the same player chosen twice
    115.3: "The same target can't be chosen multiple times for any one instance of the word
    'target' on a spell or ability." Fire: "Fire deals 2 damage divided as you choose among one or
    two targets": Bob twice is refused; Bob once is a legal choice.

    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{C}
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob and Bob
    Then the action is rejected citing rule 115.3 or 601.2c
    And the game state is unchanged
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:707.10 @cr:707.2 @capability:spell-copies
  Scenario: Narset's Reversal's copy of Blaze cast with X = 3 has X = 3: it deals 3 damage to its new target
    CR 707.10: "A copy of a spell or ability copies both the characteristics of the spell or ability
    and all decisions made for it, including modes, targets, the value of X, and additional or
    alternative costs." Alice casts Blaze with X = 3 at Bob; Bob copies it and gives the copy a new
    target, Alice. The copy's X is the X Alice announced, 3 (not 0, nothing having been paid for the
    copy), and the original returns to Alice's hand without dealing damage.

    Given it is Alice's precombat main phase
    And Alice has "Blaze" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Blaze" with X = 3 targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Blaze"
    And all players pass until the stack is empty
    Then Alice's life total is 17
    And Bob's life total is 20
    And "Blaze" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:707.10 @cr:707.2 @capability:spell-copies
  Scenario: Narset's Reversal's copy of a kicked Burst Lightning is kicked: it deals 4 damage
    CR 707.10: the copy copies "additional or alternative costs" paid for the original: Burst Lightning
    ("If this spell was kicked, it deals 4 damage instead") was kicked, so its copy was too, although
    no kicker cost was paid for the copy and the copy was not cast.

    Given it is Alice's precombat main phase
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}{C}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Burst Lightning" kicked targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Burst Lightning"
    And all players pass until the stack is empty
    Then Alice's life total is 16
    And Bob's life total is 20
    And "Burst Lightning" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:707.10 @cr:707.2 @cr:700.2 @capability:spell-copies
  Scenario: Narset's Reversal's copy of Collective Defiance has both modes its caster chose
    CR 707.10: the copy copies the modes chosen for the original (and its targets). Alice chose modes 1
    and 2 of Collective Defiance (paying escalate once): Bob discards his hand and draws that many, and
    Centaur Courser is dealt 4 damage. Bob copies it and keeps the targets: the copy does both modes,
    and the original returns to Alice's hand having done nothing.

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Centaur Courser"
    And Bob has "Narset's Reversal", "Forest" and "Island" in his hand
    And Bob's library is "Plains", "Swamp" and "Mountain" from top to bottom
    And Bob's mana pool holds {U}{U}
    When Alice casts "Collective Defiance" choosing modes 1 and 2 targeting Bob and "Centaur Courser"
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Collective Defiance"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then "Centaur Courser" is in Bob's graveyard
    And "Forest" is in Bob's graveyard
    And "Island" is in Bob's graveyard
    And "Plains" is in Bob's hand
    And "Swamp" is in Bob's hand
    And Bob has 2 cards in his hand
    And "Collective Defiance" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:707.10 @capability:spell-copies
  Scenario: Narset's Reversal's copy of an overloaded Mizzium Mortars is overloaded, and its "you" is the copy's controller
    CR 707.10: the copy copies the alternative cost paid for the original (overload: "change 'target'
    in its text to 'each'"), and "A copy of a spell or ability is controlled by the player under whose
    control it was put on the stack." Bob's copy deals 4 damage to each creature Bob does not control:
    Alice's Grizzly Bears dies, Bob's Centaur Courser is not dealt damage, and the original, returned
    to Alice's hand, deals none. The copy has no target to change: Bob is asked nothing
    (docs/protocol.md §2).

    Given it is Alice's precombat main phase
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {R}{R}{R}{C}{C}{C}
    And Alice controls "Grizzly Bears"
    And Bob controls "Centaur Courser"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    When Alice casts "Mizzium Mortars" for its overload cost
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Mizzium Mortars"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Alice's graveyard
    And "Centaur Courser" is on the battlefield
    And "Centaur Courser" has no damage marked on it
    And "Mizzium Mortars" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:611.2a @cr:611.2b
  Scenario: The creature Icefall Regent's ability taps stays tapped through two of its controller's untap steps while Icefall Regent's controller controls it
    CR 611.2a: an effect of a resolving ability "lasts as long as stated": "for as long as you control
    Icefall Regent" (611.2b), not only during the next untap step. Grizzly Bears stays tapped in Bob's
    next untap step, in Alice's turn, and in Bob's untap step of the turn after.

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest", "Forest"
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Grizzly Bears" is tapped

  @source:mtg-conformance:issue-29 @cr:707.10c @capability:spell-copies
  Scenario: Narset's Reversal's copy cannot be given a new target that is illegal: the action is rejected and changes nothing
    CR 707.10c: "If the player chooses to change some or all of the targets, the new targets must be
    legal." Alice's Mizzium Mortars ("target creature you don't control") targets Bob's Centaur
    Courser; Bob copies it and chooses his own Grizzly Bears as the copy's new target, which is not a
    creature he doesn't control: the choice is refused, and the game is as it was.

    Given it is Alice's precombat main phase
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {C}{R}
    And Bob controls "Centaur Courser" and "Grizzly Bears"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    When Alice casts "Mizzium Mortars" targeting "Centaur Courser"
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Mizzium Mortars"
    And all players pass until the stack is empty, answering the question Bob is asked with yes, then the first "Grizzly Bears"
    Then the action is rejected citing rule 707.10c
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:608.2h @cr:701.21a
  Scenario: Fling deals damage equal to the sacrificed creature's power as it last existed on the battlefield, pumped until end of turn
    Fling: "As an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to
    the sacrificed creature's power to any target." CR 608.2h: an effect that needs information from
    an object no longer in the zone it was expected to be in "uses the object's last known
    information". Grizzly Bears got +2/+2 from Might of the Masses (Alice controls two creatures):
    sacrificed as a 4/4, it is a 2/2 card in the graveyard, and Fling deals 4 damage.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    And Alice has "Might of the Masses" and "Fling" in her hand
    And Alice's mana pool holds {G}{R}{C}
    When Alice casts "Might of the Masses" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature
    When Alice casts "Fling", paying by sacrificing "Grizzly Bears", targeting Bob
    Then "Grizzly Bears" is in Alice's graveyard
    When all players pass until the stack is empty
    Then Bob's life total is 16

  @source:mtg-conformance:issue-29 @cr:608.2h @cr:701.21a @cr:111.7 @capability:tokens
  Scenario: Fling sacrificing a creature token deals damage equal to the token's power, although the token has ceased to exist
    CR 608.2h: the token sacrificed for Fling's cost is in no zone as Fling resolves (111.7: it ceased
    to exist); its last known information is a 3/2 Eldrazi Horror, and Fling deals 3 damage.

    Given it is Alice's precombat main phase
    And Alice has an "Eldrazi Horror" creature token on the battlefield
    And Alice has "Fling" in her hand
    And Alice's mana pool holds {R}{C}
    When Alice casts "Fling", paying by sacrificing "Eldrazi Horror", targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Eldrazi Horror" is not in any zone

  @source:mtg-conformance:issue-29 @cr:707.10 @cr:608.2h @capability:spell-copies
  Scenario: Narset's Reversal's copy of Fling deals damage equal to the power of the creature sacrificed for the original
    CR 707.10: "If an effect of the copy refers to objects used to pay its costs, it uses the objects
    used to pay the costs of the original spell or ability." Alice sacrificed a 4/4 Grizzly Bears
    (pumped by Might of the Masses) to cast Fling at Bob; Bob copies it, sacrificing nothing, and
    aims the copy at Alice: it deals her 4 damage, and the original returns to her hand.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    And Alice has "Might of the Masses" and "Fling" in her hand
    And Alice's mana pool holds {G}{R}{C}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Might of the Masses" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Fling", paying by sacrificing "Grizzly Bears", targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Fling"
    And all players pass until the stack is empty
    Then Alice's life total is 16
    And Bob's life total is 20
    And "Fling" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:702.27a @cr:701.6a
  Scenario: Whispers of the Muse cast with buyback and countered goes to its owner's graveyard, not to the hand
    CR 702.27a: buyback puts the spell into its owner's hand "instead of into that player's graveyard
    as it resolves"; a countered spell does not resolve (701.6a: it is put into its owner's
    graveyard). The buyback cost was paid all the same.

    Given it is Alice's precombat main phase
    And Alice has "Whispers of the Muse" in her hand
    And Bob has "Cancel" in his hand
    And Alice's mana pool holds {U}{C}{C}{C}{C}{C}
    And Bob's mana pool holds {U}{U}{U}
    And Alice's library is "Island", "Forest"
    When Alice casts "Whispers of the Muse" with buyback
    Then Alice paid {5}{U} for "Whispers of the Muse"
    When Alice passes priority
    And Bob casts "Cancel" targeting "Whispers of the Muse"
    And all players pass until the stack is empty
    Then "Whispers of the Muse" was countered
    And "Whispers of the Muse" is in Alice's graveyard
    And "Whispers of the Muse" is not in Alice's hand
    And the top card of Alice's library is "Island"

  @source:mtg-conformance:issue-29 @cr:702.8a @cr:601.3 @cr:117.1a
  Scenario: Flash works in exile: a creature card with flash that an effect lets its owner play from exile is cast there while a spell is on the stack
    CR 702.8a: "Flash is a static ability that functions in any zone from which you could play the
    card it's on." Act on Impulse lets Alice play the exiled cards this turn; Snapcaster Mage has
    flash, Grizzly Bears does not (117.1a: a creature spell only with an empty stack).

    Given it is Alice's precombat main phase
    And Alice has "Act on Impulse" in her hand
    And Alice's mana pool holds {R}{C}{C}{R}{U}{C}{G}{C}
    And Alice's library is "Lightning Bolt", "Snapcaster Mage", "Grizzly Bears", "Island"
    And Alice has "Think Twice" in her graveyard
    And Alice will target "Think Twice" in her graveyard with the ability of "Snapcaster Mage"
    When Alice casts "Act on Impulse"
    And all players pass until the stack is empty
    And Alice casts "Lightning Bolt" from exile targeting Bob
    And Alice casts "Grizzly Bears" from exile
    Then the action is rejected citing rule 117.1a or 307.1
    And the game state is unchanged
    When Alice casts "Snapcaster Mage" from exile
    Then Alice paid {1}{U} for "Snapcaster Mage"
    And "Lightning Bolt" is on the stack
    When all players pass until the stack is empty
    Then "Snapcaster Mage" is on the battlefield
    And Bob's life total is 17

  @source:mtg-conformance:issue-29 @cr:702.96b @cr:702.11b @cr:702.96a
  Scenario: Overloaded Mizzium Mortars deals its damage to a creature with hexproof it could not have targeted
    CR 702.96b: an overloaded spell "won't require any targets. It may affect objects that couldn't be
    chosen as legal targets if the spell were cast without its overload cost being paid." Gladecover
    Scout has hexproof (702.11b: it "can't be the target of spells or abilities your opponents
    control"): Alice's Mizzium Mortars cannot target it, but overloaded it deals 4 damage to it.

    Given it is Alice's precombat main phase
    And Alice has "Mizzium Mortars" in her hand
    And Alice's mana pool holds {R}{R}{R}{R}{R}{R}
    And Bob controls "Gladecover Scout" and "Grizzly Bears"
    When Alice casts "Mizzium Mortars" targeting "Gladecover Scout"
    Then the action is rejected citing rule 702.11b or 601.2c or 115.1
    And the game state is unchanged
    When Alice casts "Mizzium Mortars" for its overload cost
    And all players pass until the stack is empty
    Then "Gladecover Scout" is in Bob's graveyard
    And "Grizzly Bears" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:702.33d @cr:702.33c @cr:601.2f @cr:614.1c
  Scenario: Gnarlid Pack kicked twice with multikicker costs {1}{G} twice more and enters with two +1/+1 counters
    CR 702.33c: "Multikicker [cost]" means "You may pay an additional [cost] any number of times as
    you cast this spell." 702.33d: "If a spell has two kicker costs or has multikicker, it may be
    kicked multiple times." Gnarlid Pack ({1}{G}, 2/2): "This creature enters with a +1/+1 counter
    on it for each time it was kicked."

    Given it is Alice's precombat main phase
    And Alice has "Gnarlid Pack" in her hand
    And Alice's mana pool holds {G}{G}{G}{C}{C}{C}{G}
    When Alice casts "Gnarlid Pack" kicked twice
    Then Alice paid {3}{G}{G}{G} for "Gnarlid Pack"
    When all players pass until the stack is empty
    Then "Gnarlid Pack" has 2 +1/+1 counters
    And "Gnarlid Pack" is a 4/4 creature
    And Alice's mana pool holds {G}

  @source:mtg-conformance:issue-29 @cr:702.33d @cr:614.1c @cr:122.6 @cr:614.12
  Scenario: Gnarlid Pack kicked twice under Hardened Scales enters with three +1/+1 counters
    Gnarlid Pack's "enters with a +1/+1 counter on it for each time it was kicked" puts counters on
    it as it enters (122.6: "[counters] that a permanent enters with" are put on it), so Hardened
    Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead") applies once to that event (614.12): 2 + 1 = 3.

    Given it is Alice's precombat main phase
    And Alice controls "Hardened Scales"
    And Alice has "Gnarlid Pack" in her hand
    And Alice's mana pool holds {G}{G}{G}{C}{C}{C}
    When Alice casts "Gnarlid Pack" kicked twice
    And all players pass until the stack is empty
    Then "Gnarlid Pack" has 3 +1/+1 counters

  @source:mtg-conformance:issue-29 @cr:702.33d @cr:702.33a
  Scenario: A spell with a single kicker cost cannot be kicked twice
    CR 702.33d: only a spell with two kicker costs or multikicker "may be kicked multiple times";
    Burst Lightning has one kicker cost ({4}), paid once at most.

    Given it is Alice's precombat main phase
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}{C}{C}{C}{C}{C}
    When Alice casts "Burst Lightning" kicked twice targeting Bob
    Then the action is rejected citing rule 702.33d or 601.2b
    And the game state is unchanged
    When Alice casts "Burst Lightning" kicked targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 16

  @source:mtg-conformance:issue-29 @cr:702.33c @cr:702.33d
  Scenario: Gnarlid Pack cast without its multikicker costs {1}{G} and enters with no +1/+1 counter
    Given it is Alice's precombat main phase
    And Alice has "Gnarlid Pack" in her hand
    And Alice's mana pool holds {G}{G}{C}{C}
    When Alice casts "Gnarlid Pack"
    Then Alice paid {1}{G} for "Gnarlid Pack"
    When all players pass until the stack is empty
    Then "Gnarlid Pack" has no +1/+1 counters
    And "Gnarlid Pack" is a 2/2 creature
    And Alice's mana pool holds {G}{C}

  @source:mtg-conformance:issue-29 @cr:712.14 @cr:603.6a
  Scenario: A transforming card and a modal double-faced card returned from the graveyard by Unburial Rites enter front face up
    CR 712.14: "A double-faced card put onto the battlefield from a zone other than the stack enters
    the battlefield with its front face up by default." Delver of Secrets (transforms into Insectile
    Aberration) and Skyclave Cleric (back face: Skyclave Basilica, a land) are returned front face
    up; Skyclave Cleric's "When this creature enters, you gain 2 life" triggers.

    Given it is Alice's precombat main phase
    And Alice has "Unburial Rites" in her hand
    And Alice has "Delver of Secrets" and "Skyclave Cleric" in her graveyard
    And Alice's mana pool holds {B}{C}{C}{C}{C}{W}{C}{C}{C}
    When Alice casts "Unburial Rites" targeting "Delver of Secrets"
    And all players pass until the stack is empty
    Then "Delver of Secrets" is on the battlefield
    And "Insectile Aberration" is not on the battlefield
    And "Delver of Secrets" is a 1/1 creature
    When Alice casts "Unburial Rites" with flashback targeting "Skyclave Cleric"
    And all players pass until the stack is empty
    Then "Skyclave Cleric" is on the battlefield
    And "Skyclave Basilica" is not on the battlefield
    And "Skyclave Cleric" is a 1/3 creature
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:118.7a @cr:601.2f @cr:704.5f
  Scenario: Two Goblin Electromancers both reduce a cost, the generic part only: Think Twice's flashback {2}{U} costs {U}, Spatial Contortion's {1}{C} costs {C}
    CR 601.2f: the total cost is the mana cost or alternative cost "minus all cost reductions" (here
    two, {1} each: "If multiple cost reductions apply, the player may apply them in any order");
    118.7a: "Effects that reduce a cost by an amount of generic mana affect only the generic mana
    component of that cost. They can't affect the colored or colorless mana components of that
    cost." Spatial Contortion ({1}{C}): "Target creature gets +3/-3 until end of turn."

    Given it is Alice's precombat main phase
    And Alice controls "Goblin Electromancer" and "Goblin Electromancer"
    And Bob controls "Centaur Courser"
    And Alice has "Spatial Contortion" in her hand
    And Alice has "Think Twice" in her graveyard
    And Alice's library is "Island", "Forest"
    And Alice's mana pool holds {R}{R}{C}{U}
    When Alice casts "Think Twice" with flashback
    Then Alice paid {U} for "Think Twice"
    When all players pass until the stack is empty
    And Alice casts "Spatial Contortion" targeting "Centaur Courser"
    Then Alice paid {C} for "Spatial Contortion"
    And Alice's mana pool holds {R}{R}
    When all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:601.2b @cr:107.4e
  Scenario: Wheel of Sun and Moon's {G/W}{G/W} is paid with {W}{W}, the nonhybrid equivalent its caster can pay
    CR 601.2b: if the mana cost includes hybrid mana symbols, "the player announces the nonhybrid
    equivalent cost they intend to pay"; 107.4e: a hybrid symbol "can be paid with either one of its
    two component colors". With {W}{W}{R} Alice pays {W}{W}; {R} stays in her pool.

    Given it is Alice's precombat main phase
    And Alice has "Wheel of Sun and Moon" in her hand
    And Alice's mana pool holds {W}{W}{R}
    When Alice casts "Wheel of Sun and Moon" targeting Bob
    Then Alice paid {W}{W} for "Wheel of Sun and Moon"
    And Alice's mana pool holds {R}

  # semgaps (docs/mutation.md, semantic mutants, controller->active): 109.5 "The words “you” and
  # “your” on an object refer to the object’s controller": instants resolving in the other player's turn.

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:121.1
  Scenario: Whispers of the Muse cast in another player's turn draws a card for its caster, not for the active player
    Given it is Bob's precombat main phase
    And Alice has "Whispers of the Muse" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Island"
    And Bob's library is "Swamp"
    When Bob passes priority
    And Alice casts "Whispers of the Muse"
    And all players pass until the stack is empty
    Then "Island" is in Alice's hand
    And the top card of Bob's library is "Swamp"

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:119.3
  Scenario: Fracturing Gust cast in another player's turn gains its caster 2 life for each permanent destroyed, and the events say so
    Fracturing Gust: "Destroy all artifacts and enchantments. You gain 2 life for each permanent
    destroyed this way." Alice casts it in Bob's turn: Alice (its controller) gains 4 life, Bob (the
    active player) none; the life_changed event names Alice.

    Given it is Bob's precombat main phase
    And Bob controls "Leyline of Anticipation" and "Hardened Scales"
    And Alice has "Fracturing Gust" in her hand
    And Alice's mana pool holds {C}{C}{G}{G}{W}
    When Bob passes priority
    And Alice casts "Fracturing Gust"
    And all players pass until the stack is empty
    Then "Leyline of Anticipation" is in Bob's graveyard
    And "Hardened Scales" is in Bob's graveyard
    And Alice's life total is 24
    And Bob's life total is 20
    And the events say Alice's life total changed by +4

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:601.2f
  Scenario: Icefall Regent makes a spell of its controller's opponent that targets it cost {2} more, cast in its controller's turn
    Icefall Regent: "Spells your opponents cast that target Icefall Regent cost {2} more to cast."
    "Your opponents" are those of the Regent's controller (Alice), whoever's turn it is: Bob casts
    Lightning Bolt at it in Alice's turn.

    Given it is Alice's precombat main phase
    And Alice controls "Icefall Regent"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting "Icefall Regent"
    Then Bob paid {2}{R} for "Lightning Bolt"

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:601.2f @cr:118.7a
  Scenario: Goblin Electromancer that Alice controls and Bob owns reduces the instants Alice casts
    Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less to cast." "You" is its
    controller (109.5: "For a static ability, this is the current controller of the object it’s on").

    Given it is Alice's precombat main phase
    And Alice controls "Goblin Electromancer" owned by Bob
    And Alice has "Think Twice" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {U}
    When Alice casts "Think Twice"
    Then Alice paid {U} for "Think Twice"

  # semgaps (docs/mutation.md, semantic mutants, each->first): two of something at once.

  @source:mtg-conformance:issue-29 @cr:601.2f
  Scenario: Two Thalias after a land each add {1}: Lightning Bolt costs {2}{R}
    601.2f: "The total cost is the mana cost or alternative cost ..., plus all additional costs and
    cost increases, and minus all cost reductions." Thalia, Guardian of Thraben: "Noncreature spells
    cost {1} more to cast." Alice controls a Forest first, then a Thalia; Bob controls the other (one
    each: Thalia is legendary, 704.5j); each applies to Bob's spell.

    Given it is Bob's precombat main phase
    And Alice controls "Forest" and "Thalia, Guardian of Thraben"
    And Bob controls "Thalia, Guardian of Thraben"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}{C}{C}
    When Bob casts "Lightning Bolt" targeting Alice
    Then Bob paid {2}{R} for "Lightning Bolt"

  @source:mtg-conformance:issue-29 @cr:104.4a @cr:704.3 @cr:704.5a
  Scenario: Both players lose at once when Fire deals 1 damage to each at 1 life: the game is a draw
    104.4a: "If all the players remaining in a game lose simultaneously, the game is a draw." 704.3:
    the state-based actions are performed all at once.

    Given it is Alice's precombat main phase
    And Alice's life total is 1
    And Bob's life total is 1
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts the "Fire" half of "Fire // Ice" targeting Alice and Bob
    And all players pass until the stack is empty
    Then the game is over and it is a draw

  @source:mtg-conformance:issue-29 @cr:609.3 @cr:704.5b
  Scenario: Faithless Looting with one card in its caster's library draws it and discards the only card in hand
    Faithless Looting: "Draw two cards, then discard two cards." 609.3: "If an effect attempts to do
    something impossible, it does only as much as possible": Alice draws the one card her library
    holds (the second draw is attempted from an empty library) and discards the one card her hand
    then holds. 704.5b: having attempted to draw from an empty library, she loses as the spell
    finishes resolving (her cards leave the game with her, 800.4a: the events tell what she did).

    Given it is Alice's precombat main phase
    And Alice has "Faithless Looting" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {R}
    When Alice casts "Faithless Looting"
    And all players pass until the stack is empty
    Then the events say Alice drew exactly "Island"
    And the events say Alice discarded exactly "Island"
    And the game is over and Bob won

  # gapA (issue 29, item 2): 115.6, a spell that may have zero targets cast with none.
  @source:mtg-conformance:issue-29 @cr:115.6 @cr:608.2b @cr:107.3a
  Scenario: Conflagrate cast with X = 0 and no targets is cast and resolves: with zero targets it is not targeted
    115.6: "A spell or ability that requires targets may allow zero targets to be chosen. ... that
    spell or ability is targeted only if one or more targets have been chosen for it." Conflagrate:
    "deals X damage divided as you choose among any number of targets". With none chosen it is not
    targeted, so 608.2b ("If the spell or ability specifies targets, it checks whether the targets
    are still legal") does not stop it: it resolves and is put into its owner's graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her hand
    And Alice's mana pool holds {R}{G}
    When Alice casts "Conflagrate" with X = 0
    Then "Conflagrate" is on the stack
    And Alice's mana pool holds {G}
    When all players pass until the stack is empty
    Then "Conflagrate" resolved
    And "Conflagrate" is in Alice's graveyard
    And Bob's life total is 20

  # gapA (issue 29, item 2): 107.4e, a monocolored hybrid symbol {2/R}; Flame Javelin ({2/R}{2/R}{2/R}).
  @source:mtg-conformance:issue-29 @cr:107.4e @cr:601.2h
  Scenario Outline: Flame Javelin's {2/R}{2/R}{2/R} is paid with one red mana or two mana of any type for each symbol
    107.4e: "a monocolored hybrid symbol such as {2/B} can be paid with either one black mana or two
    mana of any type." Each pool below pays the cost in exactly one way, and all of it.

    Given it is Alice's precombat main phase
    And Alice has "Flame Javelin" in her hand
    And Alice's mana pool holds <pool>
    When Alice casts "Flame Javelin" targeting Bob
    Then Alice paid <pool> for "Flame Javelin"
    When all players pass until the stack is empty
    Then Bob's life total is 16

    Examples:
      | pool                 |
      | {R}{R}{R}            |
      | {C}{C}{C}{C}{C}{C}   |
      | {R}{C}{C}{G}{G}      |

  @source:mtg-conformance:issue-29 @cr:107.4e @cr:601.2h
  Scenario Outline: Flame Javelin cannot be cast when a {2/R} symbol would be paid with one mana that is not red
    107.4e: two mana of any type, or one of its color: {R}{R}{C} and five colorless mana leave one
    {2/R} with a single mana that is not red.

    Given it is Alice's precombat main phase
    And Alice has "Flame Javelin" in her hand
    And Alice's mana pool holds <pool>
    When Alice casts "Flame Javelin" targeting Bob
    Then the action is rejected citing rule 601.2h, 107.4e or 118.3
    And the game state is unchanged

    Examples:
      | pool               |
      | {R}{R}{C}          |
      | {C}{C}{C}{C}{C}    |

  # gapA (issue 29, item 2): 118.7, a whole mana cost reduced to nothing.
  @source:mtg-conformance:issue-29 @cr:118.7 @cr:601.2f @cr:107.3a
  Scenario: Endless One cast with X = 1 under Helm of Awakening costs {0}: no mana is paid
    118.7: "If the mana component of a cost is reduced to nothing by cost reduction effects, it's
    considered to be {0}." Endless One ({X}) with X = 1 costs {1}; Helm of Awakening: "Spells cost
    {1} less to cast." The cast takes none of Alice's {G}, and X is still 1 ("enters with X +1/+1
    counters").

    Given it is Alice's precombat main phase
    And Alice controls "Helm of Awakening"
    And Alice has "Endless One" in her hand
    And Alice's mana pool holds {G}
    When Alice casts "Endless One" with X = 1
    Then "Endless One" is on the stack
    And Alice's mana pool holds {G}
    When all players pass until the stack is empty
    Then "Endless One" has 1 +1/+1 counter

  # gapA (issue 29, item 2): 109.5, "you" of a card with no controller is its owner.
  @source:mtg-conformance:issue-29 @cr:109.5 @cr:702.34a @cr:601.3
  Scenario: Think Twice in Bob's graveyard may be cast with flashback by Bob, its owner, in Alice's turn, and not by Alice
    109.5: "you" refers to the object's "owner (if it has no controller)": a card in a graveyard has
    no controller. Flashback: "You may cast this card from your graveyard" (702.34a): Bob, who owns
    Think Twice, not Alice, the active player, who has priority first.

    Given it is Alice's precombat main phase
    And Bob has "Think Twice" in his graveyard
    And Alice's mana pool holds {U}{U}{U}
    And Bob's mana pool holds {U}{U}{U}
    And Bob's library is "Island"
    When Alice casts "Think Twice" from Bob's graveyard with flashback
    Then the action is rejected citing rule 601.3, 702.34a or 109.5
    And the game state is unchanged
    When Alice passes priority
    And Bob casts "Think Twice" with flashback
    Then the same action made legal is accepted
    Then "Think Twice" is on the stack
    When all players pass until the stack is empty
    Then Bob has 1 card in his hand
    And "Think Twice" is in exile

  # gapA (issue 29, item 2): 115.3 when the targets of a copy are changed (707.10c).
  @source:mtg-conformance:issue-29 @cr:115.3 @cr:707.10c @capability:spell-copies
  Scenario: The copy of Fire that Narset's Reversal makes cannot get Alice twice as its new targets
    115.3: "The same target can't be chosen multiple times for any one instance of the word 'target'
    on a spell or ability. ... This rule applies both when choosing targets for a spell or ability and
    when changing targets or choosing new targets". Fire: "Fire deals 2 damage
    divided as you choose among one or two targets" (one instance). Bob copies Alice's Fire (aimed at
    Bob and Llanowar Elves) and answers Alice and Alice for the copy's new targets: refused (707.10c:
    "the new targets must be legal"), nothing changes.

    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{C}
    And Bob controls "Llanowar Elves"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target the players Alice and Alice with the ability of "Narset's Reversal"
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob and "Llanowar Elves"
    And Alice passes priority
    And Bob casts "Narset's Reversal" with the "Fire" half of "Fire // Ice" on the stack as its target
    And all players pass until the stack is empty
    Then the action is rejected citing rule 115.3 or 707.10c
    And the game state is unchanged
    And the choices scripted for the rejected action are withdrawn

  # gapA (issue 29, item 2): 107.3 and 107.3a, an X the text defines.
  @source:mtg-conformance:issue-29 @cr:107.3 @cr:608.2h @capability:outside-events
  Scenario: Tendrils of Corruption's X is the number of Swamps its caster controls as it resolves
    107.3: "Some objects have abilities that define the value of X". Tendrils of Corruption: "deals X
    damage to target creature and you gain X life, where X is the number of Swamps you control."
    Alice controls three Swamps as she casts it; one is destroyed before it resolves: X is 2.

    Given it is Alice's precombat main phase
    And Alice controls "Swamp", "Swamp" and "Swamp"
    And Alice has "Tendrils of Corruption" in her hand
    And Alice's mana pool holds {B}{B}{B}{B}
    And Bob controls "Colossal Dreadmaw"
    When Alice casts "Tendrils of Corruption" targeting "Colossal Dreadmaw"
    And "Swamp" is destroyed
    And all players pass until the stack is empty
    Then "Colossal Dreadmaw" has 2 damage marked on it
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:107.3a @cr:601.2b
  Scenario: Tendrils of Corruption cannot be cast with a value of X announced: the text defines it
    107.3a: the controller announces X for a cost with an X in it whose value "isn't defined by the
    text of that spell"; Tendrils of Corruption's X is in its text, not its cost, and defined there.

    Given it is Alice's precombat main phase
    And Alice controls "Swamp"
    And Alice has "Tendrils of Corruption" in her hand
    And Alice's mana pool holds {B}{B}{B}{B}
    And Bob controls "Colossal Dreadmaw"
    When Alice casts "Tendrils of Corruption" with X = 5 targeting "Colossal Dreadmaw"
    Then the action is rejected citing rule 601.2b or 107.3a
    And the game state is unchanged
    When Alice casts "Tendrils of Corruption" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    Then "Colossal Dreadmaw" has 1 damage marked on it
    And Alice's life total is 21

  # gapA (issue 29, item 2): 118.7, paying a reduced cost counts as paying the original cost.
  @source:mtg-conformance:issue-29 @cr:118.7 @cr:601.2f @cr:702.33a
  Scenario: Burst Lightning kicked under two Goblin Electromancers costs {2}{R} and is still kicked: it deals 4 damage
    118.7: "Paying a cost changed or reduced by an effect counts as paying the original cost." Burst
    Lightning ({R}, kicker {4}): "If this spell was kicked, it deals 4 damage instead." The total cost
    {4}{R} is reduced by {1} twice (601.2f): Alice pays {2}{R}, and the kicker cost counts as paid.

    Given it is Alice's precombat main phase
    And Alice controls "Goblin Electromancer" and "Goblin Electromancer"
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {R}{C}{C}
    When Alice casts "Burst Lightning" kicked targeting Bob
    Then Alice paid {2}{R} for "Burst Lightning"
    When all players pass until the stack is empty
    Then Bob's life total is 16

  # gapA (issue 29, item 2): 118.8, an additional cost applied to a spell from another effect.
  @source:mtg-conformance:issue-29 @cr:118.8 @cr:601.2h
  Scenario: Under Bob's Drought, Alice's Terminate costs an additional "Sacrifice a Swamp"; her Lightning Bolt does not
    118.8: "An additional cost is a cost listed in a spell's rules text, or applied to a spell or
    ability from another effect, that its controller must pay at the same time they pay the spell's
    mana cost". Drought: "Spells cost an additional "Sacrifice a Swamp" to cast for each black mana
    symbol in their mana costs." Terminate ({B}{R}) has one; Lightning Bolt ({R}) none.

    Given it is Alice's precombat main phase
    And Bob controls "Drought"
    And Bob controls "Grizzly Bears"
    And Alice controls "Swamp"
    And Alice has "Terminate" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {B}{R}{R}
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Swamp" is on the battlefield
    When Alice casts "Terminate" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2b or 601.2h or 118.8
    And the game state is unchanged
    When Alice casts "Terminate" by sacrificing "Swamp" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Swamp" is in Alice's graveyard
    And "Grizzly Bears" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:707.10c @cr:707.2 @capability:spell-copies
  Scenario: Narset's Reversal's copy of Collective Defiance keeps one mode's target and gets a new one for the other
    CR 707.10c: "The player may leave any number of the targets unchanged"; "If the player chooses to
    change some or all of the targets, the new targets must be legal." Alice chose modes 2 and 3 of
    Collective Defiance: 4 damage to Bob's Centaur Courser and 3 damage to Bob. Bob copies it, keeps
    the creature target and gives the opponent target a new one, Alice (his opponent): Centaur Courser
    dies, Alice loses 3 life, Bob none; the original returns to Alice's hand.

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob controls "Centaur Courser"
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target "Centaur Courser" and Alice with the ability of "Narset's Reversal"
    When Alice casts "Collective Defiance" choosing modes 2 and 3 targeting "Centaur Courser" and Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Collective Defiance"
    And all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard
    And Alice's life total is 17
    And Bob's life total is 20
    And "Collective Defiance" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:707.10 @cr:704.5e @cr:707.10a @capability:spell-copies
  Scenario: Remand can target and counter a copy of a spell, which goes to its own owner's hand, the player who copied it, and ceases to exist
    CR 707.10: "A copy of a spell is itself a spell, even though it has no spell card associated with
    it", and "A copy of a spell is owned by the player under whose control it was put on the stack."
    Remand ("Counter target spell. If that spell is countered this way, put it into its owner's hand")
    targets Bob's copy of Alice's Lightning Bolt: the copy goes to Bob's hand and ceases to exist there
    (704.5e); nobody is dealt damage.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" and "Remand" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {R}{U}{C}
    And Bob has "Narset's Reversal" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Lightning Bolt"
    And Bob passes priority
    And Alice passes priority
    Then the stack holds a copy of "Lightning Bolt" controlled by Bob
    And "Lightning Bolt" is in Alice's hand
    And Alice has priority
    When Alice casts "Remand" targeting "Lightning Bolt"
    And all players pass until the stack is empty
    Then the events say a "Lightning Bolt" moved from the stack to Bob's hand
    And Bob has 0 cards in his hand
    And Alice's life total is 20
    And Bob's life total is 20
    And "Island" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:707.10 @capability:spell-copies
  Scenario: The player who controls a copy of Collective Brutality makes the choice its first mode makes on resolution
    CR 707.10: "Choices that are normally made on resolution are not copied." Collective Brutality's
    first mode: "Target opponent reveals their hand. You choose an instant or sorcery card from it.
    That player discards that card." Bob copies Alice's Brutality and gives the copy a new target,
    Alice; as the copy resolves its "you", Bob, chooses from Alice's hand: Bob is asked, and Alice
    discards the card he chose (the original, back in Alice's hand, is one of the choices).

    Given it is Alice's precombat main phase
    And Alice has "Collective Brutality", "Lightning Bolt" and "Think Twice" in her hand
    And Alice's mana pool holds {B}{C}
    And Bob has "Narset's Reversal" and "Cancel" in his hand
    And Bob's mana pool holds {U}{U}
    And Bob will use the optional ability of "Narset's Reversal"
    And Bob will target Alice with the ability of "Narset's Reversal"
    When Alice casts "Collective Brutality" choosing mode 1 targeting Bob
    And Alice passes priority
    And Bob casts "Narset's Reversal" targeting "Collective Brutality"
    And Bob passes priority
    And Alice passes priority
    Then the stack holds a copy of "Collective Brutality" controlled by Bob
    When all players pass until the stack is empty, answering the question Bob is asked with the first "Think Twice"
    Then Bob was asked a choose_object question offering "Collective Brutality", "Lightning Bolt" and "Think Twice" from Alice's hand
    And "Think Twice" is in Alice's graveyard
    And "Lightning Bolt" is in Alice's hand
    And "Collective Brutality" is in Alice's hand
    And "Cancel" is in Bob's hand

  @source:mtg-conformance:issue-29 @cr:709.3a @cr:601.2c
  Scenario: The Ice half of Fire // Ice cannot be cast with no permanent to target, while its Fire half can
    709.3a: "Only the chosen half is evaluated to see if it can be cast." Ice ("Tap target
    permanent. Draw a card.") has no legal target with no permanent on the battlefield (601.2c), so
    casting it is refused although Fire ("2 damage divided as you choose among one or two targets")
    could target a player; Fire is then cast at Bob.

    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's library is "Island"
    And Alice's mana pool holds {R}{U}{C}
    When Alice casts the "Ice" half of "Fire // Ice"
    Then the action is rejected citing rule 601.2c or 709.3a
    And the game state is unchanged
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 18
    And "Fire // Ice" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:733.1 @cr:601.2h
  Scenario: A cast refused because its cost cannot be paid in full leaves untapped the lands tapped for mana while casting it
    733.1: "any payments already made are canceled", and "Each player may also reverse any legal
    mana abilities that player activated while making the illegal play"; docs/protocol.md, `cast`:
    "A payment the caster cannot make in full is refused (`illegal_action`) and changes nothing".
    Alice taps a Forest and a Mountain for Craw Wurm ({4}{G}{G}): two mana, not six. The lands stay
    untapped and her mana pool empty.

    Given it is Alice's precombat main phase
    And Alice controls "Forest" and "Mountain"
    And Alice has "Craw Wurm" in her hand
    When Alice casts "Craw Wurm" tapping "Forest" and "Mountain" for mana
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged
    And "Forest" is untapped
    And "Mountain" is untapped
    And Alice's mana pool is empty
    And "Craw Wurm" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:117.1a @cr:307.1
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

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:107.3 @cr:601.2b
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

  @source:mtg-conformance:issue-29 @cr:119.3 @cr:107.3
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

  @source:mtg-conformance:issue-29 @cr:613.4c @cr:611.2a
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

  @source:mtg-conformance:issue-29 @cr:702.11b @cr:701.6a
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

  @source:mtg-conformance:issue-29 @cr:119.3 @cr:107.3
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

  # g2effects (issue 29, item 2): 701.9b, a random discard.
  @source:mtg-conformance:issue-29 @cr:701.9b
  Scenario: Hymn to Tourach makes its target discard two cards at random: nobody chooses, and any two of the three may go
    Hymn to Tourach: "Target player discards two cards at random." 701.9b: "By default, effects that
    cause a player to discard a card allow the affected player to choose which card to discard.
    Some effects, however, require a random discard". No player is asked which cards (a question
    would go unanswered); which two of Bob's three cards go is not fixed, and any two pass.

    Given it is Alice's precombat main phase
    And Alice has "Hymn to Tourach" in her hand
    And Alice's mana pool holds {B}{B}
    And Bob has "Island", "Mountain" and "Forest" in his hand
    When Alice casts "Hymn to Tourach" targeting Bob
    And all players pass until the stack is empty
    Then Bob has 1 card in his hand
    And Bob discarded two of "Island", "Mountain" and "Forest" at random and kept the other
    And "Hymn to Tourach" is in Alice's graveyard

  # g2cast (issue 29, item 2): 118.9, "cast without paying its mana cost" is an alternative cost.
  @source:mtg-conformance:issue-29 @cr:118.9 @cr:601.2b @cr:601.2f
  Scenario: Under Omniscience, Alice casts Lightning Bolt from her hand without paying its mana cost
    118.9: alternative costs "are usually phrased, "You may [action] rather than pay [this object's]
    mana cost," or "You may cast [this object] without paying its mana cost."" Omniscience: "You may
    cast nonland cards from your hand without paying their mana costs." Alice's mana pool is empty.

    Given it is Alice's precombat main phase
    And Alice controls "Omniscience"
    And Alice has "Lightning Bolt" in her hand
    When Alice casts "Lightning Bolt" without paying its mana cost targeting Bob
    Then "Lightning Bolt" is on the stack
    And Alice paid {0} for "Lightning Bolt"
    When all players pass until the stack is empty
    Then Bob's life total is 17

  @source:mtg-conformance:issue-29 @cr:118.9 @cr:118.9d @cr:702.33a @cr:601.2f
  Scenario: Under Omniscience, Burst Lightning cast without paying its mana cost and kicked costs its kicker cost
    118.9d: "If an alternative cost is being paid to cast a spell, any additional costs, cost
    increases, and cost reductions that affect that spell are applied to that alternative cost."
    Burst Lightning ({R}, kicker {4}) cast without paying its mana cost and kicked costs {4}.

    Given it is Alice's precombat main phase
    And Alice controls "Omniscience"
    And Alice has "Burst Lightning" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}
    When Alice casts "Burst Lightning" without paying its mana cost and kicked targeting Bob
    Then Alice paid {4} for "Burst Lightning"
    When all players pass until the stack is empty
    Then Bob's life total is 16

  @source:mtg-conformance:issue-29 @cr:118.9 @cr:109.5 @cr:601.2b
  Scenario: Bob's Omniscience does not let Alice cast a spell without paying its mana cost
    Omniscience's "you" is its controller (109.5): Bob. Alice has no effect that lets her cast
    Lightning Bolt without paying its mana cost, so that alternative cost is not hers to announce.

    Given it is Alice's precombat main phase
    And Bob controls "Omniscience"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" without paying its mana cost targeting Bob
    Then the action is rejected citing rule 118.9 or 601.2b or 601.3
    And the game state is unchanged

  # g2cast (issue 29, item 2): 107.3a, X in an activation cost.
  @source:mtg-conformance:issue-29 @cr:107.3a @cr:602.2b @cr:601.2b
  Scenario: Cinder Elemental's ability activated with X = 3 deals 3 damage; its cost is {3}{R}
    107.3a: "While an activated ability is on the stack, any X in its activation cost equals the
    announced value." Cinder Elemental: "{X}{R}, {T}, Sacrifice this creature: It deals X damage to
    any target." X = 3: the cost is {3}{R} (Alice's whole pool), the damage 3.

    Given it is Alice's precombat main phase
    And Alice controls "Cinder Elemental"
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice activates the ability of "Cinder Elemental" with X = 3 targeting Bob
    Then Alice's mana pool is empty
    And "Cinder Elemental" is in Alice's graveyard
    When all players pass until the stack is empty
    Then Bob's life total is 17

  @source:mtg-conformance:issue-29 @cr:107.3a @cr:602.2b @cr:601.2b @cr:120.8
  Scenario: Cinder Elemental's ability activated with X = 0 costs {R} and deals no damage
    X = 0: the cost is {R} and the ability deals 0 damage, which is no damage at all (120.8). The
    {C}{C} left in Alice's pool was not spent.

    Given it is Alice's precombat main phase
    And Alice controls "Cinder Elemental"
    And Alice's mana pool holds {R}{C}{C}
    When Alice activates the ability of "Cinder Elemental" with X = 0 targeting Bob
    Then Alice's mana pool holds {C}{C}
    When all players pass until the stack is empty
    Then Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:107.3a @cr:601.2b @cr:601.2h
  Scenario: Cinder Elemental's ability with an X larger than the mana Alice can pay is refused
    X = 4 makes the cost {4}{R}, more than Alice's {R}{C}{C}{C}: the activation is illegal
    (601.2h via 602.2b: "Partial payments are not allowed") and nothing changes.

    Given it is Alice's precombat main phase
    And Alice controls "Cinder Elemental"
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice activates the ability of "Cinder Elemental" with X = 4 targeting Bob
    Then the action is rejected citing rule 601.2h or 602.2 or 602.2b or 118.3
    And the game state is unchanged

  # g2cast (issue 29, item 2): 118.8, an additional cost an effect applies to an activated ability.
  @source:mtg-conformance:issue-29 @cr:118.8 @cr:602.2b @cr:601.2h
  Scenario: Under Bob's Drought, Alice's Drudge Skeletons' {B} ability costs an additional "Sacrifice a Swamp"
    118.8: "An additional cost is a cost listed in a spell's rules text, or applied to a spell or
    ability from another effect, that its controller must pay at the same time they pay ... the
    ability's activation cost." Drought: "Activated abilities cost an additional "Sacrifice a Swamp"
    to activate for each black mana symbol in their activation costs." Drudge Skeletons: "{B}:
    Regenerate Drudge Skeletons." Without a Swamp named the activation is illegal; with it, Alice
    sacrifices the Swamp and pays {B}.

    Given it is Alice's precombat main phase
    And Bob controls "Drought"
    And Alice controls "Drudge Skeletons" and "Swamp"
    And Alice's mana pool holds {B}
    When Alice activates the ability of "Drudge Skeletons"
    Then the action is rejected citing rule 118.8 or 601.2b or 601.2h or 602.2b
    And the game state is unchanged
    When Alice activates the ability of "Drudge Skeletons" sacrificing "Swamp"
    Then "Swamp" is in Alice's graveyard
    And Alice's mana pool is empty
    When all players pass until the stack is empty
    Then "Drudge Skeletons" is on the battlefield

  # g2cast (issue 29, item 2): 601.2b, Phyrexian mana: 2 life or the colored mana, as announced.
  @source:mtg-conformance:issue-29 @cr:601.2b @cr:119.4
  Scenario: Mutagenic Growth's {G/P} paid with 2 life
    601.2b: "If a cost that will be paid as the spell is being cast includes Phyrexian mana symbols,
    the player announces whether they intend to pay 2 life or a corresponding colored mana cost for
    each of those symbols." Mutagenic Growth ({G/P}): "Target creature gets +2/+2 until end of turn."
    Alice, with no mana, announces 2 life.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Mutagenic Growth" in her hand
    When Alice casts "Mutagenic Growth" paying 2 life for {G/P} targeting "Grizzly Bears"
    Then Alice's life total is 18
    When all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature

  @source:mtg-conformance:issue-29 @cr:601.2b
  Scenario: Mutagenic Growth's {G/P} paid with {G} costs no life
    Alice announces the colored mana: she pays {G} and her life total stays 20.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Mutagenic Growth" in her hand
    And Alice's mana pool holds {G}
    When Alice casts "Mutagenic Growth" paying {G} for {G/P} targeting "Grizzly Bears"
    Then Alice paid {G} for "Mutagenic Growth"
    And Alice's life total is 20
    When all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature

  @source:mtg-conformance:issue-29 @cr:601.2b @cr:119.4 @cr:601.2h
  Scenario: Mutagenic Growth's {G/P} announced as 2 life cannot be paid at 1 life
    119.4: "a player can pay life only if their life total is greater than or equal to the payment."
    At 1 life Alice cannot pay the 2 life she announced, though she has {G}: the cast is illegal and
    nothing changes (601.2h: "Partial payments are not allowed").

    Given it is Alice's precombat main phase
    And Alice's life total is 1
    And Alice controls "Grizzly Bears"
    And Alice has "Mutagenic Growth" in her hand
    And Alice's mana pool holds {G}
    When Alice casts "Mutagenic Growth" paying 2 life for {G/P} targeting "Grizzly Bears"
    Then the action is rejected citing rule 119.4 or 601.2h or 118.3
    And the game state is unchanged

  # g2cast (issue 29, item 2): 601.2d, a division the caster announces.
  @source:mtg-conformance:issue-29 @cr:601.2d @cr:107.3a
  Scenario: Conflagrate with X = 3 divides its damage as Alice announces: 2 to Grizzly Bears and 1 to Bob
    601.2d: "If the spell requires the player to divide or distribute an effect (such as damage or
    counters) among one or more targets, the player announces the division." Conflagrate: "deals X
    damage divided as you choose among any number of targets." X = 3 ({X}{X}{R}: {6}{R}).

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Conflagrate" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}{C}{C}{C}
    When Alice casts "Conflagrate" with X = 3 dividing its damage as 2 and 1 targeting "Grizzly Bears" and Bob
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And Bob's life total is 19

  @source:mtg-conformance:issue-29 @cr:601.2d
  Scenario: Conflagrate's division gives each target at least one: 3 and 0 is refused
    601.2d: "Each of these targets must receive at least one of whatever is being divided." X = 3
    divided as 3 and 0 between two targets is no legal division: the cast is illegal.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Conflagrate" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}{C}{C}{C}
    When Alice casts "Conflagrate" with X = 3 dividing its damage as 3 and 0 targeting "Grizzly Bears" and Bob
    Then the action is rejected citing rule 601.2d or 601.2e
    And the game state is unchanged

  # g2cast (issue 29, item 2): 702.33d, two kicker costs ("Kicker [cost 1] and/or [cost 2]", 702.33b).
  @source:mtg-conformance:issue-29 @cr:702.33d @cr:601.2b @cr:601.2f
  Scenario: Stormscape Battlemage kicked with both its kicker costs costs {4}{W}{U}{B} and both its abilities trigger
    702.33d: "If a spell has two kicker costs or has multikicker, it may be kicked multiple times."
    702.33b: "The phrase "Kicker [cost 1] and/or [cost 2]" means the same thing as "Kicker [cost 1],
    kicker [cost 2]."" Stormscape Battlemage ({2}{U}, kicker {W} and/or {2}{B}): "When this creature
    enters, if it was kicked with its {W} kicker, you gain 3 life. When this creature enters, if it was
    kicked with its {2}{B} kicker, destroy target nonblack creature." Kicked once with each.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Stormscape Battlemage" in her hand
    And Alice's mana pool holds {W}{U}{B}{C}{C}{C}{C}
    When Alice casts "Stormscape Battlemage" kicked twice
    Then Alice paid {4}{W}{U}{B} for "Stormscape Battlemage"
    When all players pass until the stack is empty, Alice putting her triggered abilities on the stack in the order the question lists them and targeting "Grizzly Bears"
    Then Alice's life total is 23
    And "Grizzly Bears" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:702.33d @cr:601.2b
  Scenario: Stormscape Battlemage kicked once, with its {W} kicker, costs {2}{W}{U} and only its {W} ability triggers
    Kicked once, Alice chooses which kicker cost she pays (601.2b): the {W} one. Only the ability
    linked to it (702.33e) triggers: she gains 3 life and Grizzly Bears stays.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Stormscape Battlemage" in her hand
    And Alice's mana pool holds {W}{U}{C}{C}
    And Alice will pay the kicker cost {W}
    When Alice casts "Stormscape Battlemage" kicked
    Then Alice paid {2}{W}{U} for "Stormscape Battlemage"
    When all players pass until the stack is empty
    Then Alice's life total is 23
    And "Grizzly Bears" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:702.33d
  Scenario: Stormscape Battlemage cannot be kicked three times: each of its two kicker costs is paid once at most
    Two kicker costs (not multikicker, 702.33c): it may be kicked once with each, twice in all.

    Given it is Alice's precombat main phase
    And Alice has "Stormscape Battlemage" in her hand
    And Alice's mana pool holds {W}{W}{U}{B}{B}{C}{C}{C}{C}{C}{C}
    When Alice casts "Stormscape Battlemage" kicked 3 times
    Then the action is rejected citing rule 702.33d or 702.33b or 601.2b
    And the game state is unchanged

  # g2cast (issue 29, item 2): 601.2c, an ability that triggers on becoming the target of a spell.
  @source:mtg-conformance:issue-29 @cr:601.2c @cr:603.3
  Scenario: Phantasmal Bear targeted by Alice's Jump triggers as the spell is cast and is sacrificed before it resolves
    601.2c: "Any abilities that trigger when those objects and/or players become the target of a spell
    trigger at this point; they'll wait to be put on the stack until the spell has finished being
    cast." Phantasmal Bear: "When this creature becomes the target of a spell or ability, sacrifice
    it." Alice casts Jump ("Target creature gains flying until end of turn.") at Bob's Bear: once the spell is cast, Bob's ability is
    on the stack above it; it resolves first, and the spell, its only target gone, does not resolve.

    Given it is Alice's precombat main phase
    And Bob controls "Phantasmal Bear"
    And Alice has "Jump" in her hand
    And Alice's mana pool holds {U}
    When Alice casts "Jump" targeting "Phantasmal Bear"
    Then the ability of "Phantasmal Bear" triggered once
    And the stack holds, from the top, the triggered ability of "Phantasmal Bear" controlled by Bob and then "Jump"
    When all players pass until the stack is empty
    Then "Phantasmal Bear" is in Bob's graveyard
    And "Jump" did not resolve

  @source:mtg-conformance:issue-29 @cr:701.6a @cr:400.3
  Scenario: A spell countered while another player controls it goes to its owner's graveyard
    701.6a: "A countered spell is put into its owner's graveyard." Bob's Aethersnatch ("Gain control
    of target spell") gives him Alice's Think Twice; Alice then counters it with Cancel while Bob
    controls it: the card goes to Alice's graveyard (its owner's, 400.3), not Bob's, and Bob draws
    nothing. Think Twice has no targets: an engine may still ask Bob whether he chooses new ones (he
    declines), or not ask.

    Given it is Alice's precombat main phase
    And Alice has "Think Twice" and "Cancel" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}{U}
    And Bob has "Aethersnatch" in his hand
    And Bob's mana pool holds {U}{U}{U}{U}{U}{U}
    And Bob's library is "Plains"
    When Alice casts "Think Twice"
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Think Twice"
    And Bob passes priority
    And Alice passes priority, answering the question Bob is asked with no
    Then "Aethersnatch" is in Bob's graveyard
    And "Think Twice" is on the stack
    When Alice casts "Cancel" targeting "Think Twice"
    And all players pass until the stack is empty
    Then "Think Twice" was countered
    And "Think Twice" is in Alice's graveyard
    And "Think Twice" is not in Bob's graveyard
    And "Plains" is in Bob's library

  @source:mtg-conformance:issue-29 @cr:701.6a @cr:603.3 @cr:113.1c
  Scenario: Stifle counters a triggered ability: it does nothing and goes to no zone
    Stifle: "Counter target activated or triggered ability." 603.3: a triggered ability on the stack
    is "an object that's not a card" and "remains on the stack until it's countered, it resolves,
    ..."; 701.6a: a countered ability is removed from the stack, "It doesn't resolve and none of its
    effects occur." Alice's Soul Warden ("Whenever another creature enters, you gain 1 life")
    triggers for her Grizzly Bears; Bob counters the ability: Alice gains no life, and nothing but
    Stifle itself (a card) leaves the stack for a zone.

    Given it is Alice's precombat main phase
    And Alice controls "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}
    And Bob has "Stifle" in his hand
    And Bob's mana pool holds {U}
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob casts "Stifle" targeting the triggered ability of "Soul Warden"
    And all players pass until the stack is empty
    Then the triggered ability of "Soul Warden" was countered
    And Alice's life total is 20
    And "Stifle" is in Bob's graveyard
    And the stack is empty
    And the last action moved no object from the stack but "Stifle"

  @source:mtg-conformance:issue-29 @cr:603.3 @cr:113.1c
  Scenario: Cancel cannot target a triggered ability: it is not a spell
    603.3: a triggered ability on the stack is "an object that's not a card", with "the text of the
    ability that created it, and no other characteristics": it is no spell, so Cancel ("Counter
    target spell") cannot target Soul Warden's ability (115.1, 601.2c).

    Given it is Alice's precombat main phase
    And Alice controls "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}
    And Bob has "Cancel" in his hand
    And Bob's mana pool holds {U}{U}{C}
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob casts "Cancel" targeting the triggered ability of "Soul Warden"
    Then the action is rejected citing rule 601.2c or 115.1

  @source:mtg-conformance:issue-29 @cr:701.6a @cr:113.1c @capability:activated-abilities
  Scenario: Stifle counters an activated ability: its effect does not happen
    701.6a: "To counter a spell or ability means to cancel it ... It doesn't resolve and none of its
    effects occur." Alice activates Prodigal Pyromancer ("{T}: This creature deals 1 damage to any
    target.") at Bob; Bob counters the ability with Stifle: Bob is dealt no damage.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer"
    And Bob has "Stifle" in his hand
    And Bob's mana pool holds {U}
    When Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    And Alice passes priority
    And Bob casts "Stifle" targeting the activated ability of "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then the activated ability of "Prodigal Pyromancer" was countered
    And Bob's life total is 20
    And "Stifle" is in Bob's graveyard
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:707.10 @capability:activated-abilities
  Scenario: Strionic Resonator copies a triggered ability: the copy resolves too, and did not trigger
    Strionic Resonator: "{2}, {T}: Copy target triggered ability you control. You may choose new
    targets for the copy." 707.10: "To copy a ... triggered ability means to put a copy of it onto the
    stack"; the copy was not triggered. Alice's Soul Warden triggers once for her Grizzly Bears; she
    copies the ability: both resolve and she gains 2 life.

    Given it is Alice's precombat main phase
    And Alice controls "Soul Warden" and "Strionic Resonator"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}{C}{C}
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob passes priority
    And Alice activates the ability of "Strionic Resonator" targeting the triggered ability of "Soul Warden"
    And all players pass until the stack is empty
    Then Alice's life total is 22
    And the ability of "Soul Warden" triggered once
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:707.10 @capability:activated-abilities
  Scenario: Rings of Brighthearth copies an activated ability: the copy resolves too, and was not activated
    Rings of Brighthearth: "Whenever you activate an ability, if it isn't a mana ability, you may pay
    {2}. If you do, copy that ability. You may choose new targets for the copy." 707.10: "a copy of an
    activated ability isn't activated"; it copies the targets chosen for it. Alice activates Prodigal
    Pyromancer ("{T}: This creature deals 1 damage to any target.") at Bob's Grizzly Bears, pays {2}
    and keeps the copy's target: the Bears are dealt 1 damage twice and die; one activation.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Rings of Brighthearth"
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Prodigal Pyromancer" targeting "Grizzly Bears"
    And all players pass until the stack is empty, answering Alice's may questions with yes, then no
    Then "Grizzly Bears" is in Bob's graveyard
    And the ability of "Prodigal Pyromancer" was activated once
    And the ability of "Rings of Brighthearth" triggered once
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:611.2b @cr:109.5 @cr:502.3 @cr:702.8a
  Scenario: Icefall Regent cast in another player's turn locks the creature it taps
    Icefall Regent: "When Icefall Regent enters, tap target creature an opponent controls. That
    creature doesn't untap during its controller's untap step for as long as you control Icefall
    Regent." "You" is the ability's controller (109.5): Bob, who casts it in Alice's turn (Leyline of
    Anticipation: flash), not the active player. The duration (611.2b) lasts while Bob controls the
    Regent: Grizzly Bears stays tapped in Alice's next untap step (502.3).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Leyline of Anticipation"
    And Bob has "Icefall Regent" in his hand
    And Bob's mana pool holds {U}{U}{C}{C}{C}
    And Alice's library is "Island", "Island", "Island"
    And Bob's library is "Forest", "Forest", "Forest"
    And Bob will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice passes priority
    And Bob casts "Icefall Regent"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Grizzly Bears" is tapped

  @source:mtg-conformance:issue-29 @cr:701.21a @cr:614.1a @cr:614.6
  Scenario: Drought sacrificed in its controller's upkeep with an opponent's Leyline of the Void in play is exiled instead
    Drought: "At the beginning of your upkeep, sacrifice Drought unless you pay {W}{W}."
    701.21a: to sacrifice a permanent, its controller moves it to its owner's graveyard. Bob's Leyline
    of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
    instead" (614.1a), and the move to the graveyard never happens (614.6): Alice, who cannot pay,
    sees Drought exiled.

    Given it is Bob's precombat main phase
    And Alice controls "Drought"
    And Bob controls "Leyline of the Void"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    When the game advances to the upkeep
    Then it is Alice's turn
    When all players pass until the stack is empty, answering the question Alice is asked with no
    Then "Drought" is in exile
    And Alice's graveyard is empty

  @source:mtg-conformance:issue-29 @cr:601.2f @cr:109.5 @cr:601.2h
  Scenario: Icefall Regent's cost increase applies to a spell its controller's opponent casts though the controller owns the card
    Icefall Regent: "Spells your opponents cast that target Icefall Regent cost {2} more to cast."
    A spell's caster is its controller (109.5; 601.2f: cost increases apply as the total cost is
    determined): Alice casts Bob's Lightning Bolt from exile (Dire Fleet Daredevil) at Bob's Icefall
    Regent: it costs {2}{R}, so with {R} left she cannot pay (601.2h).

    Given it is Alice's precombat main phase
    And Alice has "Dire Fleet Daredevil" in her hand
    And Alice's mana pool holds {R}{C}{R}
    And Bob has "Lightning Bolt" in his graveyard
    And Bob controls "Icefall Regent"
    And Alice will target "Lightning Bolt" in Bob's graveyard with the ability of "Dire Fleet Daredevil"
    When Alice casts "Dire Fleet Daredevil"
    And all players pass until the stack is empty
    Then "Lightning Bolt" is in exile
    When Alice casts "Lightning Bolt" from exile targeting "Icefall Regent"
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:107.3 @cr:109.5 @cr:119.3
  Scenario: Tendrils of Corruption's X counts only the Swamps its caster controls
    Tendrils of Corruption: "deals X damage to target creature and you gain X life, where X is the
    number of Swamps you control" (107.3: an X the text defines). Alice controls two Swamps, Bob
    one: X is 2, and the events say she gained 2 life (119.3).

    Given it is Alice's precombat main phase
    And Alice controls "Swamp" and "Swamp"
    And Bob controls "Swamp" and "Colossal Dreadmaw"
    And Alice has "Tendrils of Corruption" in her hand
    And Alice's mana pool holds {B}{B}{B}{B}
    When Alice casts "Tendrils of Corruption" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    Then "Colossal Dreadmaw" has 2 damage marked on it
    And Alice's life total is 22
    And the events say Alice's life total changed by +2

  @source:mtg-conformance:issue-29 @cr:603.3
  Scenario: A triggered ability on the stack has mana value 0 and no color, whatever its source's
    603.3: a triggered ability on the stack "has the text of the ability that created it, and no
    other characteristics": Soul Warden is a white card of mana value 1, its ability (which triggers
    for Alice's Grizzly Bears) has no mana cost (mana value 0, 202.3a) and no color (105.2c).

    Given it is Alice's precombat main phase
    And Alice controls "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob passes priority
    Then the triggered ability of "Soul Warden" on the stack has mana value 0 and no color

  @source:mtg-conformance:issue-29 @cr:603.3b @cr:603.3d
  Scenario: An ability that triggers while triggered abilities are put on the stack goes on the stack before any player gets priority
    603.3b: once the triggered abilities are on the stack, "abilities that triggered during this
    process go on the stack. This process repeats until ... no abilities trigger. Then the
    appropriate player gets priority." Alice sacrifices Grizzly Bears to cast Fling at Bob: her Mayhem
    Devil ("Whenever a player sacrifices a permanent, Mayhem Devil deals 1 damage to any target")
    triggers, and as it is put on the stack targeting Bob's Phantasmal Bear ("When this creature
    becomes the target of a spell or ability, sacrifice it"), the Bear's ability triggers (603.3d via
    601.2c) and is put on the stack above it before Alice gets priority.

    Given it is Alice's precombat main phase
    And Alice controls "Mayhem Devil" and "Grizzly Bears"
    And Bob controls "Phantasmal Bear"
    And Alice has "Fling" in her hand
    And Alice's mana pool holds {R}{R}
    And Alice will target "Phantasmal Bear" with the ability of "Mayhem Devil"
    When Alice casts "Fling", paying by sacrificing "Grizzly Bears", targeting Bob
    Then the ability of "Mayhem Devil" triggered once
    And the ability of "Phantasmal Bear" triggered once
    And the stack, from the top, is the triggered ability of "Phantasmal Bear" controlled by Bob, the triggered ability of "Mayhem Devil" controlled by Alice, then "Fling"
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:608.2b
  Scenario: A player illegal as one target of a spell and legal as another is affected only by the part of the effect for which they are legal
    608.2b: "Illegal targets, if any, won't be affected by parts of a resolving spell's effect for
    which they're illegal. Other parts of the effect for which those targets are not illegal may still
    affect them." Alice casts Collective Defiance choosing modes 1 and 3, with Bob as "target player"
    and as "target opponent or planeswalker"; Bob gains control of the spell with Aethersnatch and
    keeps its targets. As it resolves under Bob's control, Bob is no longer an opponent of its
    controller (mode 3's target is illegal: no 3 damage), but still a player: he discards his hand
    (Forest, Island) and draws that many cards (mode 1).

    Given it is Alice's precombat main phase
    And Alice has "Collective Defiance" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    And Bob has "Aethersnatch", "Forest" and "Island" in his hand
    And Bob's library is "Plains", "Swamp" and "Mountain" from top to bottom
    And Bob's mana pool holds {U}{U}{C}{C}{C}{C}
    When Alice casts "Collective Defiance" choosing modes 1 and 3 targeting Bob and Bob
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Collective Defiance"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then Bob's life total is 20
    And "Forest" is in Bob's graveyard
    And "Island" is in Bob's graveyard
    And "Plains" is in Bob's hand
    And "Swamp" is in Bob's hand
    And Bob has 2 cards in his hand
    And "Collective Defiance" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:608.2b
  Scenario Outline: Information about an illegal target is not determined: Rabid Bite whose creature left deals no damage
    Rabid Bite: "Target creature you control deals damage equal to its power to target creature you
    don't control." 608.2b: "If part of the effect requires information about an illegal target, it
    fails to determine any such information. Any part of the effect that requires that information
    won't happen." Bob destroys Alice's <biter> in response: Rabid Bite still resolves (Bob's Craw
    Wurm is a legal target) but the damage, which needs the illegal target's power, is not dealt;
    with the biter still there, the Wurm is dealt its power.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Craw Wurm"
    And Alice has "Rabid Bite" in her hand
    And Alice's mana pool holds {G}{G}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Rabid Bite" targeting "Grizzly Bears" and "Craw Wurm"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting <bolted>
    And all players pass until the stack is empty
    Then "Rabid Bite" is in Alice's graveyard
    And "Craw Wurm" has <damage> damage marked on it

    Examples:
      | biter         | bolted          | damage |
      | Grizzly Bears | "Grizzly Bears" | no     |
      | Grizzly Bears | Alice           | 2      |

  @source:mtg-conformance:issue-29 @cr:611.2b @cr:502.3
  Scenario: Icefall Regent's controller loses control of it before its ability resolves: the creature is tapped but untaps, even once Alice controls the Regent again
    611.2b: "if that duration ends before the moment the effect would first be applied and doesn't
    begin again during that spell or ability's resolution, the effect does nothing. It doesn't start
    and immediately stop again, and it doesn't last forever." (Its example: Master Thief's "for as
    long as you control this creature", control lost before the ability resolves.) Alice's Icefall
    Regent's ability targets Bob's Grizzly Bears; in response Bob's Act of Aggression gains him
    control of the Regent until end of turn. The ability, still Alice's, taps Grizzly Bears, but
    "for as long as you control Icefall Regent" is over: no lock. Alice controls the Regent again
    after the cleanup step, and Grizzly Bears untaps in Bob's untap step all the same (502.3).

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Bob has "Act of Aggression" in his hand
    And Bob's mana pool holds {R}{R}{C}{C}{C}{C}{C}
    And Alice will target "Grizzly Bears" with the ability of "Icefall Regent"
    When Alice casts "Icefall Regent"
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob casts "Act of Aggression" paying {R} for {R/P} and paying {R} for {R/P} targeting "Icefall Regent"
    And all players pass until the stack is empty
    Then "Icefall Regent" is controlled by Bob and owned by Alice
    And "Grizzly Bears" is tapped
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Icefall Regent" is controlled by Alice and owned by Alice
    And "Grizzly Bears" is untapped

  # w2faces (issue 29, item 2): 704.5e's "copy of a card" branch, with a card that copies a card and
  # lets its controller cast the copy (707.12).
  @source:mtg-conformance:issue-29 @cr:704.5e
  Scenario: Mizzix's Mastery's copy of Lightning Bolt is cast and resolves: the copy ceases to exist in the graveyard
    Mizzix's Mastery: "Exile target card that's an instant or sorcery from your graveyard. For each card
    exiled this way, copy it, and you may cast the copy without paying its mana cost. Exile Mizzix's
    Mastery." 707.12: the copy is created in exile, where the card is, and cast. 704.5e: "If a copy
    of a card is in any zone other than the stack or the battlefield, it ceases to exist": once it
    has resolved and gone to Alice's graveyard it is gone; the card stays in exile.

    Given it is Alice's precombat main phase
    And Alice has "Mizzix's Mastery" in her hand
    And Alice has "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice casts "Mizzix's Mastery" targeting "Lightning Bolt"
    And all players pass until the stack is empty, Alice casting the copy without paying its mana cost targeting Bob
    Then Bob's life total is 17
    And Alice's graveyard is empty
    And exile holds 1 object named "Lightning Bolt"
    And "Mizzix's Mastery" is in exile
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:704.5e
  Scenario: Mizzix's Mastery's copy of Lightning Bolt that is not cast ceases to exist in exile
    707.12: the copy is created in exile, the zone the card is in; Alice may cast it and does not.
    704.5e: a copy of a card in exile (a zone other than the stack or the battlefield) ceases to exist:
    exile holds the card Lightning Bolt and Mizzix's Mastery, not the copy.

    Given it is Alice's precombat main phase
    And Alice has "Mizzix's Mastery" in her hand
    And Alice has "Lightning Bolt" in her graveyard
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice casts "Mizzix's Mastery" targeting "Lightning Bolt"
    And all players pass until the stack is empty, Alice declining to cast the copy without paying its mana cost
    Then Bob's life total is 20
    And Alice's graveyard is empty
    And exile holds 1 object named "Lightning Bolt"
    And "Mizzix's Mastery" is in exile

  # w2cast (issue 29, item 2): 601.2c, an effect that says an object must be chosen as a target.
  @source:mtg-conformance:issue-29 @cr:601.2c
  Scenario: Coalition Honor Guard makes its controller's opponent choose it as the target of a spell
    601.2c: "If any effects say that an object or player must be chosen as a target, the player chooses
    targets so that they obey the maximum possible number of such effects without violating any rules
    or effects that say that an object or player can't be chosen as a target." Alice's Coalition Honor
    Guard (2/4): "While an opponent is choosing targets as part of casting a spell they control or
    activating an ability they control, that player must choose at least one Flagbearer on the
    battlefield if able." Bob's Lightning Bolt ("any target") can choose the Guard, so it cannot choose
    Alice's Grizzly Bears, nor Alice; choosing the Guard it is cast, and the Guard has 3 damage.

    Given it is Bob's precombat main phase
    And Alice controls "Coalition Honor Guard" and "Grizzly Bears"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Bob casts "Lightning Bolt" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Bob casts "Lightning Bolt" targeting Alice
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Bob casts "Lightning Bolt" targeting "Coalition Honor Guard"
    And all players pass until the stack is empty
    Then "Coalition Honor Guard" has 3 damage marked on it
    And "Grizzly Bears" has no damage marked on it
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:601.2c
  Scenario: Coalition Honor Guard binds only its controller's opponents, and only those able to choose a Flagbearer
    601.2c: the player obeys the "must be chosen as a target" effects "without violating any rules or
    effects that say that an object or player can't be chosen as a target". Coalition Honor Guard
    binds "an opponent": Alice, its controller, targets Bob's Grizzly Bears with her Lightning Bolt. Bob
    activates Prodigal Pyromancer ("{T}: This creature deals 1 damage to any target"): the Guard binds
    activated abilities too, so Bob cannot choose Alice. Bob's Predict ("Target player mills a card,
    then ...") cannot choose a Flagbearer at all: he is not able to, and chooses Alice.

    Given it is Alice's precombat main phase
    And Alice controls "Coalition Honor Guard"
    And Bob controls "Grizzly Bears" and "Prodigal Pyromancer"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob has "Predict" in his hand
    And Bob's mana pool holds {U}{U}
    And Alice's library is "Plains" and "Plains"
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    When Alice passes priority
    And Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Bob casts "Predict" targeting Alice
    Then "Predict" is on the stack

  # w2cast (issue 29, item 2): 601.2a, 707.12, a copy of a card is cast.
  @source:mtg-conformance:issue-29 @cr:601.2a @cr:707.12 @cr:704.5e @cr:608.2g
  Scenario: Mizzix's Mastery exiles a Lightning Bolt from Alice's graveyard and Alice casts a copy of it for {0}
    601.2a: "a player first moves that card (or that copy of a card) from where it is to the stack".
    707.12: "An effect that instructs a player to cast a copy of an object ... follows the rules for
    casting spells, except that the copy is created in the same zone the object is in and then cast
    while another spell or ability is resolving." Mizzix's Mastery: "Exile target card that's an
    instant or sorcery from your graveyard. For each card exiled this way, copy it, and you may cast
    the copy without paying its mana cost. Exile Mizzix's Mastery." The copy is cast (Alice pays
    {0}), no player receiving priority before the Mastery has finished resolving (608.2g), and deals 3
    to Bob; the card stays in exile, and the copy, once off the stack, ceases to exist (704.5e): no
    Lightning Bolt goes to a graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her graveyard
    And Alice has "Mizzix's Mastery" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}
    When Alice casts "Mizzix's Mastery" targeting "Lightning Bolt"
    And all players pass until the stack is empty, Alice casting the exiled card without paying its mana cost targeting Bob
    Then Alice paid {0} for "Lightning Bolt"
    And no player received priority between the cast of "Lightning Bolt" and the resolution of "Mizzix's Mastery"
    And Bob's life total is 17
    And "Lightning Bolt" is in exile
    And "Lightning Bolt" is not in Alice's graveyard
    And "Mizzix's Mastery" is in exile
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:601.2a @cr:707.12 @cr:704.5e @cr:608.2g
  Scenario: The copy of a Lightning Bolt Alice casts with Mizzix's Mastery is a spell Bob can counter
    707.12: "Once cast, the copy is a spell on the stack, and just like any other spell it can resolve or
    be countered." Bob counters the copy with Cancel ("Counter target spell."): Bob's life total does
    not change; the Lightning Bolt card stays in exile and the countered copy ceases to exist (704.5e).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her graveyard
    And Alice has "Mizzix's Mastery" in her hand
    And Alice's mana pool holds {R}{C}{C}{C}
    And Bob has "Cancel" in his hand
    And Bob's mana pool holds {U}{U}{U}
    When Alice casts "Mizzix's Mastery" targeting "Lightning Bolt"
    And Alice passes priority
    And Bob passes priority, Alice casting the exiled card without paying its mana cost targeting Bob
    Then Alice paid {0} for "Lightning Bolt"
    And "Mizzix's Mastery" is in exile
    When Alice passes priority
    And Bob casts "Cancel" targeting "Lightning Bolt"
    And all players pass until the stack is empty
    Then "Lightning Bolt" was countered
    And Bob's life total is 20
    And "Lightning Bolt" is in exile
    And "Lightning Bolt" is not in Alice's graveyard
    And "Cancel" is in Bob's graveyard

  # w2cast (issue 29, item 2): 701.20a, a card revealed as a cost.
  @source:mtg-conformance:issue-29 @cr:701.20a @cr:601.2b @cr:601.2h
  Scenario: Bob reveals a Dragon card from his hand as Draconic Roar's additional cost: the card is shown and stays in his hand
    701.20a: "If the cost to cast a spell or activate an ability includes revealing a card ..., the card
    remains revealed from the time the spell or ability is announced until the time it leaves the
    stack." Draconic Roar: "As an additional cost to cast this spell, you may reveal a Dragon card from
    your hand. Draconic Roar deals 3 damage to target creature. If you revealed a Dragon card or
    controlled a Dragon as you cast this spell, Draconic Roar deals 3 damage to that creature's
    controller." Bob announces the cost (601.2b) and reveals Icefall Regent as he casts the spell
    (601.2h); the card is not moved; the Roar deals 3 to Alice's Grizzly Bears and 3 to Alice.

    Given it is Bob's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob has "Draconic Roar" and "Icefall Regent" in his hand
    And Bob's mana pool holds {R}{R}
    When Bob casts "Draconic Roar" announcing its optional reveal cost, paying by revealing "Icefall Regent", targeting "Grizzly Bears"
    Then Bob revealed "Icefall Regent" as he cast "Draconic Roar"
    And "Icefall Regent" is in Bob's hand
    When all players pass until the stack is empty
    Then "Grizzly Bears" is in Alice's graveyard
    And Alice's life total is 17
    And "Icefall Regent" is in Bob's hand

  @source:mtg-conformance:issue-29 @cr:701.20a @cr:601.2h
  Scenario: Draconic Roar's reveal cost cannot be paid with a card that is not a Dragon, and is optional
    A cost to "reveal a Dragon card from your hand" cannot be paid by revealing Lightning Bolt
    (601.2h: "Unpayable costs can't be paid"); the game is unchanged. Not announcing the optional cost,
    Bob reveals nothing and the Roar deals 3 damage to the Bears only: Alice's life total is 20.

    Given it is Bob's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob has "Draconic Roar" and "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}{R}
    When Bob casts "Draconic Roar" announcing its optional reveal cost, paying by revealing "Lightning Bolt", targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2h or 118.3
    And the game state is unchanged
    When Bob casts "Draconic Roar" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Alice's graveyard
    And Alice's life total is 20

  # w2cast (issue 29, item 2): 601.2c, alternative targets required only with an additional cost.
  @source:mtg-conformance:issue-29 @cr:601.2c @cr:601.2d
  Scenario: Fight with Fire requires its alternative targets only when kicked
    601.2c: "a spell may require alternative targets only if an alternative or additional cost was
    chosen for it." Fight with Fire: "Kicker {5}{R}. Fight with Fire deals 5 damage to target creature.
    If this spell was kicked, it deals 10 damage divided as you choose among any number of targets
    instead." Not kicked, it cannot target Bob; kicked, it can target Bob and Grizzly Bears, dividing
    its 10 damage as 8 and 2 (601.2d).

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Fight with Fire" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}{C}{C}{C}{C}{C}
    When Alice casts "Fight with Fire" targeting Bob
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Alice casts "Fight with Fire" kicked dividing its damage as 8 and 2 targeting Bob and "Grizzly Bears"
    And all players pass until the stack is empty
    Then Bob's life total is 12
    And "Grizzly Bears" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:601.2c
  Scenario: Fight with Fire not kicked deals 5 damage to its one target creature and cannot have two targets
    601.2c: without the kicker cost chosen the spell is cast "as though it did not require those
    targets": its only target is one creature. Two targets are refused; one creature gets 5 damage.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears" and "Centaur Courser"
    And Alice has "Fight with Fire" in her hand
    And Alice's mana pool holds {R}{C}{C}
    When Alice casts "Fight with Fire" targeting "Grizzly Bears" and "Centaur Courser"
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged
    When Alice casts "Fight with Fire" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard
    And "Grizzly Bears" is on the battlefield
    And Bob's life total is 20

  # w2cast (issue 29, item 2): 601.2b, splice: cards revealed from the hand.
  @source:mtg-conformance:issue-29 @cr:601.2b @cr:702.47a
  Scenario: Alice splices Glacial Ray onto Lava Spike: she reveals it, pays its splice cost, and keeps it in her hand
    601.2b: "If the player wishes to splice any cards onto the spell (see rule 702.47), they reveal those
    cards in their hand." 702.47a: "Splice onto [quality] [cost]" means "You may reveal this card from
    your hand as you cast a [quality] spell. If you do, that spell gains the text of this card's rules
    text and you pay [cost] as an additional cost to cast that spell." Lava Spike (Sorcery — Arcane):
    "Lava Spike deals 3 damage to target player or planeswalker." Glacial Ray: "Glacial Ray deals 2
    damage to any target. Splice onto Arcane {1}{R}". Alice pays {R} + {1}{R}, reveals Glacial Ray,
    which stays in her hand; Bob takes 3, his Grizzly Bears 2 (the spliced text's target, 702.47d).

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Lava Spike" and "Glacial Ray" in her hand
    And Alice's mana pool holds {R}{R}{C}
    When Alice casts "Lava Spike" splicing "Glacial Ray" onto it targeting Bob and "Grizzly Bears"
    Then Alice revealed "Glacial Ray" as she cast "Lava Spike"
    And "Glacial Ray" is in Alice's hand
    And Alice paid {R}{R}{C} for "Lava Spike"
    When all players pass until the stack is empty
    Then Bob's life total is 17
    And "Grizzly Bears" is in Bob's graveyard
    And "Glacial Ray" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:601.2b @cr:702.47a
  Scenario: Glacial Ray cannot be spliced onto a spell that is not Arcane, nor a card without splice onto Lava Spike
    702.47a: a card splices onto "a [quality] spell" only: Lightning Bolt is not Arcane, and the cast is
    refused, unchanged, though Alice could pay both costs. Lightning Bolt has no splice ability: it
    cannot be spliced onto Lava Spike either.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Lava Spike", "Lightning Bolt" and "Glacial Ray" in her hand
    And Alice's mana pool holds {R}{R}{C}
    When Alice casts "Lightning Bolt" splicing "Glacial Ray" onto it targeting Bob and "Grizzly Bears"
    Then the action is rejected citing rule 702.47a
    And the game state is unchanged
    When Alice casts "Lava Spike" splicing "Lightning Bolt" onto it targeting Bob and "Grizzly Bears"
    Then the action is rejected citing rule 702.47a
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:603.7a @cr:702.109a
  Scenario: Mardu Scout cast for its dash cost has haste and returns to its owner's hand at the beginning of the next end step
    Mardu Scout ({R}{R}, 3/1): "Dash {1}{R}". 702.109a: "Dash [cost]" means "You may cast this card by
    paying [cost] rather than its mana cost," "If this spell's dash cost was paid, return the permanent
    this spell becomes to its owner's hand at the beginning of the next end step," and "As long as this
    permanent's dash cost was paid, it has haste." 603.7a: "Delayed triggered abilities are created
    ... as a result of a static ability that allows a player to take an action." Alice pays {1}{R} (her
    pool holds no second {R}), attacks with the Scout the turn it entered, and it returns to her hand
    at the beginning of her end step.

    Given it is Alice's precombat main phase
    And Alice has "Mardu Scout" in her hand
    And Alice's mana pool holds {R}{G}
    When Alice casts "Mardu Scout" for its dash cost
    And all players pass until the stack is empty
    And Alice attacks Bob with "Mardu Scout"
    And Bob declares no blockers
    And the game advances to the end step
    And all players pass until the stack is empty
    Then Bob's life total is 17
    And "Mardu Scout" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:603.7a @cr:702.109a
  Scenario: Mardu Scout cast for its mana cost stays on the battlefield after the next end step begins
    702.109a: the delayed triggered ability is created only "If this spell's dash cost was paid": cast
    for {R}{R}, the Scout is still on the battlefield after Alice's end step began and the stack emptied.

    Given it is Alice's precombat main phase
    And Alice has "Mardu Scout" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Mardu Scout"
    And all players pass until the stack is empty
    And the game advances to the end step
    And all players pass until the stack is empty
    Then "Mardu Scout" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:702.109a @cr:508.1a
  Scenario: Mardu Scout cast for its mana cost has no haste: it can't attack the turn it entered
    702.109a: the Scout has haste only "As long as this permanent's dash cost was paid": cast for
    {R}{R}, it can't attack the turn it came under Alice's control (508.1a: each attacker "must either
    have haste or have been controlled by the active player continuously since the turn began").

    Given it is Alice's precombat main phase
    And Alice has "Mardu Scout" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Mardu Scout"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Mardu Scout"
    Then the action is rejected citing rule 508.1a

  @source:mtg-conformance:issue-29 @cr:702.109a @cr:603.7a
  Scenario: Mardu Scout cast for its dash cost by Alice and controlled by Bob returns to Alice's hand, its owner's
    702.109a: "return the permanent this spell becomes to its owner's hand at the beginning of the next
    end step". Bob gains control of the dashed spell with Aethersnatch; the Scout enters under Bob's
    control (608.3a), and at the beginning of Alice's end step it returns to Alice's hand, not Bob's.

    Given it is Alice's precombat main phase
    And Alice has "Mardu Scout" in her hand
    And Alice's mana pool holds {R}{G}
    And Bob has "Aethersnatch" in his hand
    And Bob's mana pool holds {U}{U}{U}{U}{U}{U}
    When Alice casts "Mardu Scout" for its dash cost
    And Alice passes priority
    And Bob casts "Aethersnatch" targeting "Mardu Scout"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then "Mardu Scout" is controlled by Bob and owned by Alice
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Mardu Scout" is in Alice's hand
    And "Mardu Scout" is not in Bob's hand

  @source:mtg-conformance:issue-29 @cr:603.3b
  Scenario: Strict Proctor's ability, which triggers on another ability triggering, goes on the stack above Bob's Soul Warden ability
    Strict Proctor: "Whenever a permanent entering the battlefield causes a triggered ability to
    trigger, counter that ability unless its controller pays {2}." 603.3b: "First, each player, in
    APNAP order, puts each triggered ability they control with a trigger condition that isn't another
    ability triggering on the stack ... Second, each player, in APNAP order, puts all remaining
    triggered abilities they control on the stack". Alice's Grizzly Bears enters: Bob's Soul Warden
    ("Whenever another creature enters, you gain 1 life") triggers, and Alice's Proctor triggers on
    that. Alice is the active player, but her Proctor's ability goes on the stack in the second part,
    above Bob's: it resolves first, and Bob, with no mana, does not pay {2}: his ability is countered
    and he gains no life.

    Given it is Alice's precombat main phase
    And Alice controls "Strict Proctor"
    And Bob controls "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty, answering the question Bob is asked with no
    Then Bob's life total is 20
    And "Grizzly Bears" is on the battlefield
    And the stack is empty

  @source:mtg-conformance:issue-29 @cr:603.3b
  Scenario: Strict Proctor's ability goes on the stack above its controller's own Soul Warden ability, and she pays {2}
    603.3b: Alice controls both abilities; Soul Warden's goes on the stack in the first part, Strict
    Proctor's (which triggers on it) in the second, above it, whatever order she might prefer. It
    resolves first: Alice pays {2} from her pool, and then Soul Warden's ability resolves: she gains 1
    life.

    Given it is Alice's precombat main phase
    And Alice controls "Strict Proctor" and "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{G}{C}{C}
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then Alice's life total is 21
    And Alice's mana pool is empty

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:601.2f
  Scenario: Goblin Electromancer reduces the instant its controller casts in another player's turn
    Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less to cast." For a static
    ability "you" is the current controller of the object it's on (109.5): Bob, who casts Think Twice
    ({1}{U}) in Alice's turn with {U} alone (601.2f: the total cost is reduced), not Alice, the
    active player.

    Given it is Alice's precombat main phase
    And Bob controls "Goblin Electromancer"
    And Bob has "Think Twice" in his hand
    And Bob's mana pool holds {U}
    And Bob's library is "Island"
    When Alice passes priority
    And Bob casts "Think Twice"
    Then "Think Twice" is on the stack
    And Bob's mana pool is empty

  @source:mtg-conformance:issue-29 @cr:701.9b
  Scenario: Faithless Looting with three cards in hand after its draws: its caster chooses two to discard and keeps one
    Faithless Looting: "Draw two cards, then discard two cards." 701.9b: "By default, effects that
    cause a player to discard a card allow the affected player to choose which card to discard."
    Alice holds Mountain and draws Island and Swamp: three cards, two of which she discards, as she
    chooses (the first card offered each time: the rules leave the order of the options to the
    engine); one stays in her hand.

    Given it is Alice's precombat main phase
    And Alice has "Faithless Looting" and "Mountain" in her hand
    And Alice's library is "Island", "Swamp", "Plains" from top to bottom
    And Alice's mana pool holds {R}
    When Alice casts "Faithless Looting"
    And all players pass until the stack is empty, answering the question Alice is asked with the first option offered each time
    Then Alice has 1 card in her hand
    And "Faithless Looting" is in Alice's graveyard
    And "Plains" is in Alice's library

  # hist34 (issue 34 item 4): phase.rs 0.103 changed Conflagrate's "Discard X cards"; these reach a cast
  # that succeeds and count the cards discarded.
  @source:mtg-conformance:issue-34 @cr:702.34a @cr:107.3a @cr:601.2h @cr:701.9a
  Scenario: Conflagrate cast with flashback and X = 1 discards exactly the one card chosen and deals 1 damage
    Conflagrate: "Flashback—{R}{R}, Discard X cards." 107.3a: the caster announces X; 601.2h: "Partial
    payments are not allowed", nor more than the cost: with X = 1 one card is discarded (701.9a: "move
    it from its owner's hand to that player's graveyard"), and the other card stays in the hand.

    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her graveyard
    And Alice has "Island" and "Forest" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Conflagrate" with flashback and X = 1, paying by discarding "Island", targeting Bob
    Then Alice paid {R}{R} for "Conflagrate"
    And the events say Alice discarded exactly "Island"
    And "Forest" is in Alice's hand
    When all players pass until the stack is empty
    Then Bob's life total is 19
    And "Conflagrate" is in exile

  @source:mtg-conformance:issue-34 @cr:702.34a @cr:107.3a @cr:115.6 @cr:701.9a
  Scenario: Conflagrate cast with flashback and X = 0 and no targets discards no card and is exiled as it resolves
    With X = 0 the flashback cost is {R}{R} and "Discard 0 cards": no card leaves Alice's hand. With no
    target chosen the spell is not targeted (115.6) and resolves; 702.34a: a spell cast with flashback
    is exiled instead of going anywhere else as it leaves the stack.

    Given it is Alice's precombat main phase
    And Alice has "Conflagrate" in her graveyard
    And Alice has "Island" and "Forest" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Conflagrate" with flashback and X = 0
    Then Alice paid {R}{R} for "Conflagrate"
    And "Island" is in Alice's hand
    And "Forest" is in Alice's hand
    When all players pass until the stack is empty
    Then "Conflagrate" is in exile
    And Bob's life total is 20

  @source:xmage:FlashbackTest.battleScreechFlashback @cr:702.34a @cr:601.2h @cr:118.3 @cr:111.4
  Scenario: Battle Screech cast with flashback by tapping three untapped white creatures makes two Birds and is exiled
    Battle Screech: "Flashback—Tap three untapped white creatures you control." XMage's test taps
    Elite Vanguard, Yoked Ox and White Knight; Silvercoat Lion stands in for White Knight (a white
    creature; White Knight is not in the pool). No mana is paid.

    Given it is Alice's precombat main phase
    And Alice has "Battle Screech" in her graveyard
    And Alice controls "Elite Vanguard", "Yoked Ox" and "Silvercoat Lion"
    When Alice casts "Battle Screech" with flashback, paying by tapping "Elite Vanguard", "Yoked Ox" and "Silvercoat Lion"
    Then Alice paid {0} for "Battle Screech"
    And "Elite Vanguard" is tapped
    And "Yoked Ox" is tapped
    And "Silvercoat Lion" is tapped
    When all players pass until the stack is empty
    Then Alice controls 2 "Bird Token" tokens
    And "Battle Screech" is in exile

  @source:xmage:FlashbackTest.battleScreechFlashback @source:xmage:#3125 @cr:702.34a @cr:302.6 @cr:118.3
  Scenario: Battle Screech's flashback cost may tap the two Birds it just made, which have not been under their controller's control since the turn began
    CR 302.6 keeps a creature from attacking and from activating its {T} abilities until it has been
    under its controller's control since their most recent turn began; tapping it to pay a spell's
    cost is neither. Cast from the hand, then with flashback: four Birds.

    Given it is Alice's precombat main phase
    And Alice has "Battle Screech" in her hand
    And Alice's mana pool holds {C}{C}{W}{W}
    And Alice controls "Elite Vanguard"
    When Alice casts "Battle Screech"
    And all players pass until the stack is empty
    Then Alice controls 2 "Bird Token" tokens
    And "Battle Screech" is in Alice's graveyard
    When Alice casts "Battle Screech" with flashback, paying by tapping "Bird Token", "Bird Token" and "Elite Vanguard"
    And all players pass until the stack is empty
    Then Alice controls 4 "Bird Token" tokens
    And "Battle Screech" is in exile

  @source:xmage:FlashbackTest.battleScreechFlashback @cr:702.34a @cr:601.2h
  Scenario: Battle Screech's flashback cost cannot be paid by tapping a green creature, and nothing is tapped
    Given it is Alice's precombat main phase
    And Alice has "Battle Screech" in her graveyard
    And Alice controls "Elite Vanguard", "Yoked Ox" and "Grizzly Bears"
    When Alice casts "Battle Screech" with flashback, paying by tapping "Elite Vanguard", "Yoked Ox" and "Grizzly Bears"
    Then the action is rejected citing rule 118.3 or 601.2h or 701.26a or 702.34a
    And the game state is unchanged

  @source:xmage:FlashbackTest.battleScreechFlashback @cr:702.34a @cr:601.2b
  Scenario: Battle Screech's flashback cost cannot be paid by tapping only two white creatures
    Given it is Alice's precombat main phase
    And Alice has "Battle Screech" in her graveyard
    And Alice controls "Elite Vanguard" and "Yoked Ox"
    When Alice casts "Battle Screech" with flashback, paying by tapping "Elite Vanguard" and "Yoked Ox"
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:xmage:#1937 @source:xmage:#1967 @cr:702.34a @cr:118.8 @cr:601.2h @cr:701.6a
  Scenario: Deprive given flashback by Snapcaster Mage still needs a land returned to its owner's hand
    Deprive: "As an additional cost to cast this spell, return a land you control to its owner's
    hand." XMage's reports: cast with flashback from Snapcaster Mage, it asked for no land. CR 118.8:
    an additional cost is paid "at the same time they pay the spell's mana cost" whatever that cost is.

    Given it is Alice's precombat main phase
    And Alice controls "Island"
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Deprive" in her graveyard
    And Alice's mana pool holds {C}{U}{U}{U}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Snapcaster Mage"
    And Alice will target "Deprive" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Deprive" with flashback, paying by returning "Island" to her hand, targeting "Lightning Bolt"
    Then Alice paid {U}{U} for "Deprive"
    And "Island" is in Alice's hand
    When all players pass until the stack is empty
    Then "Lightning Bolt" was countered
    And Alice's life total is 20
    And "Deprive" is in exile

  @source:xmage:#1937 @source:xmage:#1967 @cr:702.34a @cr:118.8 @cr:601.2b
  Scenario: Deprive given flashback by Snapcaster Mage cannot be cast without returning a land
    Given it is Alice's precombat main phase
    And Alice controls "Island"
    And Alice has "Snapcaster Mage" in her hand
    And Alice has "Deprive" in her graveyard
    And Alice's mana pool holds {C}{U}{U}{U}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice casts "Snapcaster Mage"
    And Alice will target "Deprive" in her graveyard with the ability of "Snapcaster Mage"
    And all players pass until the stack is empty
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Deprive" with flashback, paying by nothing, targeting "Lightning Bolt"
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @source:xmage:#1937 @cr:118.8 @cr:601.2h
  Scenario: Deprive cast from the hand returns a land its caster controls, not another player's
    Given it is Alice's precombat main phase
    And Alice controls "Island"
    And Bob controls "Mountain"
    And Alice has "Deprive" in her hand
    And Alice's mana pool holds {U}{U}
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    And Alice casts "Deprive", paying by returning "Mountain" to her hand, targeting "Lightning Bolt"
    Then the action is rejected citing rule 118.3 or 118.8 or 601.2h
    And the game state is unchanged
