@mechanic:emerge
Feature: Emerge
  CR 702.119a: "Emerge represents two static abilities that function while the spell with emerge is on
  the stack. "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature
  rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its total cost is
  reduced by an amount of generic mana equal to the sacrificed creature's mana value.""
  Scenarios quote the Eldritch Moon release notes (Russian), which number emerge 702.118; today it is
  702.119. The three emerge cards cost {8} (Elder Deep-Fiend, emerge {5}{U}{U}) and {7} (Wretched Gryff,
  emerge {5}{U}); each has a "when you cast this spell" ability.

  @ruling:004_66a4cacf0c664074#17 @cr:702.119a @cr:118.9 @cr:601.2b @cr:601.2f @cr:601.2h
  Scenario: Wretched Gryff can be cast for {3}{U} by sacrificing Grizzly Bears
    ru undated (004_66a4cacf0c664074#17): 702.118a Явление — это две статические способности, которые действуют, пока заклинание с Явлением находится в стеке. «Явление [стоимость]» означает: «Вы можете разыграть это заклинание, оплатив [стоимость] и пожертвовав существо вместо оплаты его мана-стоимости» и «Если вы решаете оплатить стоимость Явления этого заклинания, то его общая стоимость уменьшается на количество немаркированной маны, равное конвертированной мана-стоимости пожертвованного существа». Оплата стоимости Явления карты подчиняется правилам оплаты альтернативных стоимостей (см. правила 601.2b и 601.2f–h).

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island", "Forest" from top to bottom
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then Alice paid {3}{U} for "Wretched Gryff"
    And "Grizzly Bears" is in Alice's graveyard
    When all players pass until the stack is empty
    Then "Wretched Gryff" is on the battlefield
    And "Island" is in Alice's hand

  @ruling:004_66a4cacf0c664074#17 @cr:702.119a @cr:601.2b
  Scenario: Wretched Gryff cannot be cast for its emerge cost without sacrificing a creature
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{U}
    When Alice casts "Wretched Gryff" for its emerge cost without sacrificing a creature
    Then the action is rejected citing rule 601.2b
    And the game state is unchanged

  @ruling:004_66a4cacf0c664074#17 @cr:702.119a @cr:701.21a
  Scenario: Wretched Gryff cannot be cast for its emerge cost by sacrificing another player's creature
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then the action is rejected citing rule 701.21a
    And the game state is unchanged

  @ruling:004_66a4cacf0c664074#17 @cr:702.119a @cr:702.8a @cr:603.3d @cr:115.3 @cr:601.2c
  Scenario: Elder Deep-Fiend cast for its emerge cost in another player's upkeep taps up to four target permanents
    Given it is Bob's upkeep
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Grizzly Bears"
    And Bob controls "Centaur Courser" and "Forest"
    And Alice's mana pool holds {C}{C}{C}{U}{U}
    And Alice will target "Centaur Courser" and "Forest" with the ability of "Elder Deep-Fiend"
    When Bob passes priority
    And Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Centaur Courser" is tapped
    And "Forest" is tapped
    And "Elder Deep-Fiend" is on the battlefield

  @ruling:004_66a4cacf0c664074#18 @cr:702.119c @cr:601.2b @cr:601.2h
  Scenario: The creature chosen for emerge is sacrificed while the spell is being cast
    ru undated (004_66a4cacf0c664074#18): 702.118b Вы выбираете, какое существо пожертвовать, в момент принятия решения об оплате стоимости Явления существа (см. правило 601.2b), и жертвуете то существо при оплате общей стоимости (см. правило 601.2h).

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then "Grizzly Bears" was sacrificed while Alice cast "Wretched Gryff"
    And "Grizzly Bears" is in Alice's graveyard
    And the mana value of "Wretched Gryff" on the stack is 7

  @ruling:004_66a4cacf0c664074#18 @cr:702.119c @cr:601.2h @cr:601.2
  Scenario: The creature chosen for emerge is not sacrificed when the rest of the cost cannot be paid
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{U}
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged
    And "Grizzly Bears" is on the battlefield

  @ruling:004_66a4cacf0c664074#19 @cr:105.2c @cr:202.2b @cr:118.9c @cr:702.119a @cr:404.1
  Scenario: Wretched Gryff cast for its emerge cost is still colorless
    ru undated (004_66a4cacf0c664074#19): * Все карты с Явлением бесцветные, а в их стоимости Явления есть один или несколько цветов маны. Даже если вы оплачиваете стоимость Явления, карты продолжают быть бесцветными.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    And Bob has "Ceremonious Rejection" in his hand
    And Bob's mana pool holds {U}
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Ceremonious Rejection" targeting "Wretched Gryff"
    And all players pass until the stack is empty
    Then "Wretched Gryff" was countered
    And "Wretched Gryff" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#20 @cr:202.3 @cr:118.9c @cr:702.119a
  Scenario: A creature cast for its emerge cost counts its printed mana value when it is sacrificed
    ru undated (004_66a4cacf0c664074#20): * Конвертированная мана-стоимость существа определяется исключительно символами маны, напечатанными в его правом верхнем углу (если только существо не является обратной лицевой стороной двусторонней карты, соединенным перманентом или копией чего-либо еще; см. далее). Если в мана-стоимости есть {X}, X считается равным 0. Если это карта с одной лицевой стороной без символов маны в правом верхнем углу (например, потому что это оживленная земля), то ее конвертированная мана-стоимость равна 0. Игнорируйте альтернативную стоимость и дополнительную стоимость (например, Усилитель), оплаченную во время разыгрывания заклинания существа.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" and "Elder Deep-Fiend" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}{U}{U}
    And Alice's library is "Island", "Forest" from top to bottom
    And Bob controls "Forest"
    And Alice will choose no targets for the ability of "Elder Deep-Fiend"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Wretched Gryff"
    Then Alice paid {3}{U} for "Wretched Gryff"
    And Alice paid {U}{U} for "Elder Deep-Fiend"
    And "Wretched Gryff" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#21 @cr:118.7a @cr:702.119a @cr:601.2h
  Scenario: Sacrificing a creature does not reduce the colored part of the emerge cost
    ru undated (004_66a4cacf0c664074#21): * Цветную часть стоимости Явления таким образом снизить нельзя.

    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{C}{C}{U}
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Grizzly Bears"
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged

  @ruling:004_66a4cacf0c664074#21 @cr:118.7a @cr:702.119a
  Scenario: Elder Deep-Fiend can be cast for {3}{U}{U} by sacrificing Grizzly Bears
    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}{U}
    And Bob controls "Forest"
    And Alice will choose no targets for the ability of "Elder Deep-Fiend"
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Grizzly Bears"
    Then Alice paid {3}{U}{U} for "Elder Deep-Fiend"

  @ruling:004_66a4cacf0c664074#22 @cr:702.119a @cr:111.3 @cr:202.3a
  Scenario: Sacrificing a creature token that is not a copy leaves the full emerge cost to pay
    ru undated (004_66a4cacf0c664074#22): * Для разыгрывания заклинания за стоимость Явления вы можете пожертвовать существо с конвертированной мана-стоимостью 0 — например, не являющуюся копией другого перманента фишку существа. В таком случае вы заплатите полную стоимость Явления.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice has an "Eldrazi Horror" creature token on the battlefield
    And Alice's mana pool holds {C}{C}{C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Eldrazi Horror"
    Then Alice paid {5}{U} for "Wretched Gryff"
    And "Eldrazi Horror" is not on the battlefield

  @ruling:004_66a4cacf0c664074#22 @cr:702.119a @cr:707.2
  Scenario: A token that is a copy of a creature card has that card's mana value
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice has a token copy of "Grizzly Bears" on the battlefield
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then Alice paid {3}{U} for "Wretched Gryff"
    And "Grizzly Bears" is not on the battlefield

  @ruling:004_66a4cacf0c664074#23 @cr:702.119a @cr:118.7
  Scenario: Sacrificing a creature whose mana value is at least the emerge cost leaves only the colored part
    ru undated (004_66a4cacf0c664074#23): * Вы можете пожертвовать существо, конвертированная мана-стоимость которого больше или равна стоимости Явления. В таком случае вы заплатите только цветную часть стоимости Явления.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Elder Deep-Fiend"
    And Alice's mana pool holds {U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Elder Deep-Fiend"
    Then Alice paid {U} for "Wretched Gryff"
    And "Elder Deep-Fiend" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#24 @cr:202.3e @cr:107.3m @cr:702.119a
  Scenario: A creature with {X} in its mana cost reduces nothing, whatever X was as it was cast
    ru undated (004_66a4cacf0c664074#24): * Если вы жертвуете существо с {X} в мана-стоимости, то этот X считается равным 0.

    Given it is Alice's precombat main phase
    And Alice has "Endless One" and "Wretched Gryff" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Endless One" with X = 4
    And all players pass until the stack is empty
    Then "Endless One" has 4 +1/+1 counters
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Endless One"
    Then Alice paid {5}{U} for "Wretched Gryff"
    And "Endless One" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#25 @cr:202.3b @cr:712.8e @cr:702.119a @cr:202.3a
  Scenario: A transformed permanent has the mana value of its front face
    ru undated (004_66a4cacf0c664074#25): * Конвертированная мана-стоимость обратной лицевой стороны двусторонней карты равна конвертированной мана-стоимости ее передней лицевой стороны. Конвертированная мана-стоимость соединенного перманента равна сумме конвертированных мана-стоимостей его передних лицевых сторон. Существо, являющееся копией обратной лицевой стороны двусторонней карты или объединенного перманента, имеет конвертированную мана-стоимость 0.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice has "Delver of Secrets" on the battlefield transformed
    And Alice's mana pool holds {C}{C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Insectile Aberration"
    Then Alice paid {4}{U} for "Wretched Gryff"
    And "Delver of Secrets" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#25 @cr:202.3c @cr:712.8g @cr:702.119a @cr:202.3a
  Scenario: Elder Deep-Fiend can be cast for {U}{U} by sacrificing a melded Chittering Host
    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice's mana pool holds {U}{U}
    And Alice will put the two cards in the order "Graf Rats", "Midnight Scavengers"
    And Bob controls "Forest"
    And Alice will choose no targets for the ability of "Elder Deep-Fiend"
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Chittering Host"
    Then Alice paid {U}{U} for "Elder Deep-Fiend"
    And "Graf Rats" is in Alice's graveyard
    And "Midnight Scavengers" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#25 @cr:202.3c @cr:707.2 @cr:702.119a @cr:712.8g
  Scenario: A creature that is a copy of a melded permanent has mana value 0
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice has "Clone" on the battlefield as a copy of "Chittering Host"
    And Alice's mana pool holds {C}{C}{C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Clone"
    Then Alice paid {5}{U} for "Wretched Gryff"
    And "Clone" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#25 @cr:202.3b @cr:707.2 @cr:707.5 @cr:702.119a @cr:712.8e
  Scenario: A Clone that entered as a copy of a transformed permanent has mana value 0
    Given it is Alice's precombat main phase
    And Alice has "Clone" and "Wretched Gryff" in her hand
    And Bob has "Delver of Secrets" on the battlefield transformed
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{U}{U}
    And Alice's library is "Island"
    When Alice casts "Clone" as a copy of "Insectile Aberration"
    And all players pass until the stack is empty
    Then "Clone" is on the battlefield
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Clone"
    Then Alice paid {5}{U} for "Wretched Gryff"
    And "Clone" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#25 @cr:707.2 @cr:702.119a
  Scenario: A creature that is a copy of a front face has that face's mana value
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice has "Clone" on the battlefield as a copy of "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Clone"
    Then Alice paid {3}{U} for "Wretched Gryff"

  @ruling:004_66a4cacf0c664074#26 @cr:118.9c @cr:202.3 @cr:702.119a
  Scenario: Elder Deep-Fiend cast for its emerge cost still has mana value 8 on the stack
    ru undated (004_66a4cacf0c664074#26): * Конвертированная мана-стоимость заклинания существа с Явлением не зависит от того, была ли оплачена его стоимость Явления. Например, если вы разыгрываете Древнего Изверга Бездны за его стоимость Явления и жертвуете существо с конвертированной мана-стоимостью 3, то конвертированная мана-стоимость Древнего Изверга Бездны все равно остается равной 8.

    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}{U}{U}
    And Bob controls "Forest"
    And Alice will choose no targets for the ability of "Elder Deep-Fiend"
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Centaur Courser"
    Then Alice paid {2}{U}{U} for "Elder Deep-Fiend"
    And the mana value of "Elder Deep-Fiend" on the stack is 8

  @ruling:004_66a4cacf0c664074#27 @cr:601.2g @cr:601.2h @cr:605.3a @cr:702.119c
  Scenario: The creature chosen for emerge can be tapped for mana while the spell is cast, then sacrificed
    ru undated (004_66a4cacf0c664074#27): * Выбранное для пожертвования существо еще находится на поле битвы к моменту активации мана-способностей. Его способности могут влиять на стоимость заклинания, их можно активировать для получения маны и т. д. Если же у него есть способность, срабатывающая при разыгрывании заклинания, то она не сработает — к этому моменту существо уже будет пожертвовано.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Llanowar Elves"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Llanowar Elves", tapping "Llanowar Elves" for mana
    Then Alice paid {4}{U} for "Wretched Gryff"
    And Alice activated the mana ability of "Llanowar Elves" while casting "Wretched Gryff"
    And "Llanowar Elves" was sacrificed while Alice cast "Wretched Gryff"
    And "Llanowar Elves" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#27 @cr:601.2i @cr:603.2 @cr:702.119c
  Scenario: A creature sacrificed for emerge does not see the spell become cast
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Beast Whisperer"
    And Alice's mana pool holds {C}{U}
    And Alice's library is "Island", "Forest" from top to bottom
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Beast Whisperer"
    And all players pass until the stack is empty
    Then the ability of "Beast Whisperer" did not trigger
    And Alice paid {1}{U} for "Wretched Gryff"
    And "Island" is in Alice's hand
    And "Forest" is in Alice's library

  @ruling:004_66a4cacf0c664074#27 @cr:601.2i @cr:603.2
  Scenario: Beast Whisperer on the battlefield sees a creature spell become cast
    Given it is Alice's precombat main phase
    And Alice has "Grizzly Bears" in her hand
    And Alice controls "Beast Whisperer"
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Island"
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Beast Whisperer" triggered once
    And "Island" is in Alice's hand

  @ruling:004_66a4cacf0c664074#28 @cr:601.2 @cr:601.2i @cr:117.3c @cr:702.119c
  Scenario: Nobody can act between choosing the creature to sacrifice and sacrificing it
    ru undated (004_66a4cacf0c664074#28): * Когда вы начинаете разыгрывать заклинание с Явлением, ни один игрок не сможет ничего сделать, пока вы не закончите. В частности, оппоненты не смогут убрать существо, которое вы решили пожертвовать.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Then no player received priority while Alice cast "Wretched Gryff"
    And "Grizzly Bears" was sacrificed while Alice cast "Wretched Gryff"
    And Alice has priority
    When Alice passes priority
    Then Bob has priority
    And "Grizzly Bears" is in Alice's graveyard

  @ruling:004_66a4cacf0c664074#22 @cr:707.2
  Scenario: A Clone copying a damaged creature with +1/+1 counters takes only its copiable values
    Given it is Alice's precombat main phase
    And Alice has "Clone" and "Fire // Ice" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{R}{U}
    And Bob controls "Grizzly Bears" with two +1/+1 counters
    When Alice casts the "Fire" half of "Fire // Ice" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 4/4 creature
    When Alice casts "Clone" as a copy of "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Clone" is on the battlefield
    And Alice's "Grizzly Bears" has no +1/+1 counters
    And Alice's "Grizzly Bears" is a 2/2 creature
    And Bob's "Grizzly Bears" is a 4/4 creature

  @source:xmage:EmergeTest.testCastWithEmerge @cr:702.119a @cr:601.2f @cr:603.2
  Scenario: Wretched Gryff cast with emerge by sacrificing Silvercoat Lion costs {3}{U} and draws a card
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Silvercoat Lion"
    And Alice's mana pool holds {U}{U}{U}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Silvercoat Lion"
    Then Alice paid {3}{U} for "Wretched Gryff"
    And "Silvercoat Lion" is in Alice's graveyard
    When all players pass until the stack is empty
    Then "Wretched Gryff" is on the battlefield
    And "Island" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:701.21a @cr:702.12b @cr:702.119a
  Scenario: An indestructible creature can be sacrificed for emerge: sacrificing is not destroying
    701.21a: "To sacrifice a permanent, its controller moves it from the battlefield directly to its
    owner's graveyard." and "Sacrificing a permanent doesn't destroy it, so regeneration or other
    effects that replace destruction can't affect this action." Darksteel Myr is
    indestructible (702.12b: it "can't be destroyed"), and Alice still sacrifices it to cast Wretched
    Gryff for its emerge cost ({5}{U} reduced by the Myr's mana value, 3).

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Darksteel Myr"
    And Alice's mana pool holds {U}{U}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Darksteel Myr"
    Then Alice paid {2}{U} for "Wretched Gryff"
    And "Darksteel Myr" is in Alice's graveyard

  @source:phase-rs:#2513 @cr:702.119a @cr:202.3
  Scenario: Sacrificing a creature with mana value 0 for emerge leaves the whole emerge cost to pay
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Memnite"
    And Alice's mana pool holds {C}{C}{C}{C}{C}{U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Memnite"
    Then Alice paid {5}{U} for "Wretched Gryff"
    And "Memnite" is in Alice's graveyard

  @source:xmage:#12841 @cr:702.119a @cr:601.2f
  Scenario: An emerge cost whose generic part the sacrifice reduces to nothing can be paid with its colored part alone
    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Craw Wurm"
    And Alice's mana pool holds {U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Craw Wurm"
    Then Alice paid {U} for "Wretched Gryff"
    And "Craw Wurm" is in Alice's graveyard
    When all players pass until the stack is empty
    Then "Wretched Gryff" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:702.119a @cr:702.9b
  Scenario: Wretched Gryff has flying: a creature without flying or reach cannot block it
    Given it is Alice's precombat main phase
    And Alice controls "Wretched Gryff"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Wretched Gryff"
    And Bob declares "Grizzly Bears" as a blocker of "Wretched Gryff"
    Then the action is rejected citing rule 702.9b or 509.1b
    And the game state is unchanged

  # dmg17: Herigast, Erupting Nullkite (coverage row M5): "Each creature spell you cast has emerge. The
  # emerge cost is equal to its mana cost." Emerge (702.119a): "You may cast this spell by paying
  # [cost] and sacrificing a creature rather than paying its mana cost"; the total cost is reduced by
  # the sacrificed creature's mana value (generic mana only, 118.7a).

  @source:xmage:#12841 @cr:702.119a @cr:118.9 @cr:601.2f @cr:601.2a
  Scenario: Herigast gives a creature spell emerge, with its mana cost as the emerge cost
    Craw Wurm ({4}{G}{G}) cast for its emerge cost sacrificing Centaur Courser (mana value 3) costs {1}{G}{G}.
    Given it is Alice's precombat main phase
    And Alice controls "Herigast, Erupting Nullkite" and "Centaur Courser"
    And Alice has "Craw Wurm" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Craw Wurm" for its emerge cost sacrificing "Centaur Courser"
    Then "Craw Wurm" is on the stack
    And "Centaur Courser" was sacrificed while Alice cast "Craw Wurm"
    And Alice paid {1}{G}{G} for "Craw Wurm"

  @source:xmage:#12841 @cr:118.9 @cr:702.119a
  Scenario: Without Herigast a creature spell without emerge cannot be cast for an emerge cost
    Given it is Alice's precombat main phase
    And Alice controls "Centaur Courser"
    And Alice has "Craw Wurm" in her hand
    And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
    When Alice casts "Craw Wurm" for its emerge cost sacrificing "Centaur Courser"
    Then the action is rejected citing rule 118.9 or 702.119a or 601.2b
    And the game state is unchanged

  @source:xmage:#12841 @cr:118.9 @cr:702.119a @cr:109.5
  Scenario: Herigast gives emerge only to the creature spells its controller casts
    Given it is Bob's precombat main phase
    And Alice controls "Herigast, Erupting Nullkite"
    And Bob controls "Centaur Courser"
    And Bob has "Craw Wurm" in his hand
    And Bob's mana pool holds {G}{G}{G}{G}{G}{G}
    When Bob casts "Craw Wurm" for its emerge cost sacrificing "Centaur Courser"
    Then the action is rejected citing rule 118.9 or 702.119a or 601.2b
    And the game state is unchanged

  @source:xmage:#12841 @cr:702.119a @cr:601.2i @cr:603.5
  Scenario: Herigast cast for its own emerge cost may exile its caster's hand and draw three cards
    Herigast's emerge cost {6}{R}{R}, reduced by Craw Wurm's mana value 6, is {R}{R}.
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Alice has "Herigast, Erupting Nullkite", "Forest" and "Island" in her hand
    And Alice's library is "Mountain", "Mountain" and "Mountain"
    And Alice's mana pool holds {R}{R}
    And Alice will use the optional ability of "Herigast, Erupting Nullkite"
    When Alice casts "Herigast, Erupting Nullkite" for its emerge cost sacrificing "Craw Wurm"
    And all players pass until the stack is empty
    Then "Forest" is in exile
    And "Island" is in exile
    And Alice drew three cards
    And "Herigast, Erupting Nullkite" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:701.27a @cr:712.8e @cr:603.2
  Scenario: Delver of Secrets transforms in its controller's upkeep when it reveals an instant
    Given it is Bob's precombat main phase
    And Alice controls "Delver of Secrets"
    And Alice's library is "Lightning Bolt", "Island" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then "Insectile Aberration" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:603.4 @cr:603.2
  Scenario: Delver of Secrets triggers when the top card of its controller's library is a land: its "if" is an ordinary if
    603.4: "The word 'if' has only its normal English meaning anywhere else in the text of a card;
    this rule only applies to an 'if' that immediately follows a trigger condition." Delver of
    Secrets' "If an instant or sorcery card is revealed this way" comes after "look at the top card
    ... You may reveal that card": the ability triggers although the top card is a land, Alice
    reveals it as it resolves, and Delver does not transform.

    Given it is Bob's precombat main phase
    And Alice controls "Delver of Secrets"
    And Alice's library is "Island", "Lightning Bolt" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    Then the ability of "Delver of Secrets" triggered once
    When all players pass until the stack is empty
    Then Alice revealed "Island"
    And "Delver of Secrets" is on the battlefield
    And "Insectile Aberration" is not on the battlefield

  @source:mtg-conformance:mut6 @cr:701.20a @cr:701.27a
  Scenario: Delver of Secrets' revealed card is revealed by its controller
    CR 701.20a: "To reveal a card, show that card to all players"; the protocol's `revealed` event
    names the player who reveals it (docs/protocol.md §2, Event): here the controller of Delver of
    Secrets, whose upkeep trigger looks at the top card of her library and may reveal it.

    Given it is Bob's precombat main phase
    And Alice controls "Delver of Secrets"
    And Alice's library is "Lightning Bolt", "Island" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then Alice revealed "Lightning Bolt"
    And "Insectile Aberration" is on the battlefield

  @source:mtg-conformance:mut6 @cr:702.119a @cr:601.2h
  Scenario: An emerge cast that names an id no object has for its sacrifice is a malformed request and changes nothing
    The ids of a cast's costs are ids the engine gave (docs/protocol.md §3, Ids): "An unknown id is a
    `MalformedRequest`", and a rejected request leaves the game exactly as it was (Atomicity).

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {C}{C}{C}{C}{U}
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing an id no object has
    Then the request is malformed

  @source:mtg-conformance:mut6 @cr:601.2h
  Scenario Outline: A cast that names an id no object has in its <field> list is a malformed request and changes nothing
    Each list of a cast action that names what pays a cost (`sacrifice`, `discard`, `tap`, `exile`,
    `return_to_hand`, and the permanents whose mana abilities are activated) holds ids the engine
    gave: "An unknown id is a `MalformedRequest`" (docs/protocol.md §3, Ids), whatever the card's
    costs, and the rejected request leaves the game exactly as it was (Atomicity).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice controls "Grizzly Bears" and "Mountain"
    And Alice has "Forest" in her graveyard
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob with an id no object has in its <field> list
    Then the request is malformed

    Examples:
      | field          |
      | sacrifice      |
      | discard        |
      | tap            |
      | exile          |
      | return_to_hand |
      | mana_abilities |

  @source:mtg-conformance:gap7 @cr:603.2 @cr:601.2i
  Scenario: Beast Whisperer does not trigger on a noncreature spell its controller casts
    Beast Whisperer: "Whenever you cast a creature spell, draw a card." CR 603.2: an ability
    triggers only when its trigger event occurs; casting Lightning Bolt (an instant) is not one.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice controls "Beast Whisperer"
    And Alice's mana pool holds {R}
    And Alice's library is "Island"
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then the ability of "Beast Whisperer" did not trigger
    And "Island" is in Alice's library
    And Bob's life total is 17

  @source:mtg-conformance:issue-29 @cr:503.1a @cr:603.3b
  Scenario: Two players' abilities that trigger at the beginning of the upkeep go on the stack in APNAP order before the active player gets priority
    503.1a: "Any abilities that triggered during the untap step and any abilities that triggered at
    the beginning of the upkeep are put onto the stack before the active player gets priority; the
    order in which they triggered doesn't matter." 603.3b: the active player puts theirs on the stack
    first, then each other player in turn order. Alice and Bob each control Seizan, Perverter of
    Truth ("At the beginning of each player's upkeep, that player loses 2 life and draws two cards"):
    at Alice's upkeep both trigger; Bob's is on top of Alice's, and then Alice has priority. Both
    resolve on Alice: she loses 4 life and draws four cards.

    Given it is Bob's end step
    And Alice controls "Seizan, Perverter of Truth"
    And Bob controls "Seizan, Perverter of Truth"
    And Alice's library is "Forest", "Forest", "Forest", "Forest", "Island" and "Island"
    When the game advances to the upkeep
    Then it is Alice's turn
    And the stack holds, from the top, the triggered abilities of "Seizan, Perverter of Truth" controlled by Bob and Alice
    And Alice has priority
    When all players pass until the stack is empty
    Then Alice's life total is 16
    And Bob's life total is 20
    And Alice has 4 cards in her hand

  @source:mtg-conformance:gap7 @cr:603.2 @cr:503.1a @cr:504.1 @cr:603.5
  Scenario: Delver of Secrets triggers at the beginning of its controller's upkeep and at no other step of the turn
    Delver of Secrets: "At the beginning of your upkeep, look at the top card of your library. You may
    reveal that card. If an instant or sorcery card is revealed this way, transform Delver of
    Secrets." CR 503.1a: such abilities trigger as the upkeep begins; the draw step (504.1) and the
    precombat main phase (505.1) that follow are not its trigger event. The top card is a land, so
    Delver does not transform and stays on the battlefield to see every step up to the main phase.

    Given it is Bob's precombat main phase
    And Alice controls "Delver of Secrets"
    And Alice's library is "Island", "Forest", "Swamp" from top to bottom
    And Alice will decline the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    And the game advances to the precombat main phase
    Then it is Alice's turn
    And the ability of "Delver of Secrets" triggered once
    And "Delver of Secrets" is on the battlefield
    And "Island" is in Alice's hand

  @source:mtg-conformance:gap7 @cr:701.9a @cr:701.20a @cr:603.2 @cr:701.9b
  Scenario: Distended Mindbender's cast trigger: its controller chooses from the opponent's hand a card of each kind, and that player discards them
    Distended Mindbender: "When you cast this spell, target opponent reveals their hand. You choose
    from it a nonland card with mana value 3 or less and a card with mana value 4 or greater. That
    player discards those cards." Alice chooses (docs/protocol.md §2, Question: `choose_object`, its
    options the cards of Bob's hand); Bob discards them (701.9a), the others stay in his hand.

    Given it is Alice's precombat main phase
    And Alice has "Distended Mindbender" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}
    And Bob has "Grizzly Bears", "Llanowar Elves", "Serra Angel", "Wretched Gryff" and "Forest" in his hand
    And Alice will target Bob with the ability of "Distended Mindbender"
    When Alice casts "Distended Mindbender"
    And all players pass until the stack is empty, answering the question Alice is asked with the first "Grizzly Bears" and then the first "Serra Angel"
    Then "Grizzly Bears" is in Bob's graveyard
    And "Serra Angel" is in Bob's graveyard
    And "Llanowar Elves" is in Bob's hand
    And "Wretched Gryff" is in Bob's hand
    And "Forest" is in Bob's hand
    And "Distended Mindbender" is on the battlefield

  @source:mtg-conformance:mut7 @cr:701.27a @cr:603.2
  Scenario: Delver of Secrets transforms in its controller's upkeep when it reveals a sorcery
    Delver of Secrets: "If an instant or sorcery card is revealed this way, transform Delver of
    Secrets." Faithless Looting is a sorcery.

    Given it is Bob's precombat main phase
    And Alice controls "Delver of Secrets"
    And Alice's library is "Faithless Looting", "Island" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then "Insectile Aberration" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:701.27a @cr:701.27c
  Scenario: A Clone copying Delver of Secrets reveals an instant and does not transform: it is not a double-faced card
    701.27a: "Only permanents represented by double-faced tokens and double-faced cards can
    transform." 701.27c: "If a spell or ability instructs a player to transform a permanent that
    isn't represented by a double-faced token or a double-faced card, nothing happens." Alice's Clone
    copies Delver of Secrets (the front face, 707.2): its upkeep ability reveals Lightning Bolt and
    says to transform it, and nothing happens: it stays a 1/1 Delver of Secrets.

    Given it is Bob's precombat main phase
    And Alice has "Clone" on the battlefield as a copy of "Delver of Secrets"
    And Alice's library is "Lightning Bolt", "Island" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then "Clone" is on the battlefield
    And "Delver of Secrets" is a 1/1 creature
    And "Insectile Aberration" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:614.1c @cr:707.5 @cr:603.6a
  Scenario: A Clone entering as a copy of Merfolk Branchwalker enters as that creature, so its enters ability triggers
    614.1c: "[This permanent] enters as ..." is a replacement effect: Clone does not enter and then
    become a copy, it enters as Merfolk Branchwalker (707.5), so the enters ability it copied
    ("When this creature enters, it explores") triggers for it (603.6a). Alice's Clone explores and
    reveals Forest, which goes to her hand.

    Given it is Alice's precombat main phase
    And Alice has "Clone" in her hand
    And Bob controls "Merfolk Branchwalker"
    And Alice's mana pool holds {C}{C}{C}{U}
    And Alice's library is "Forest", "Island" from top to bottom
    When Alice casts "Clone" as a copy of "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Clone" is on the battlefield
    And "Forest" is in Alice's hand
    And the top card of Alice's library is "Island"
    And Alice's "Merfolk Branchwalker" is a 2/1 creature

  @source:mtg-conformance:mut7 @cr:707.5 @cr:107.3m @cr:704.5f
  Scenario: A Clone entering as a copy of Endless One enters with no counters and dies as a 0/0
    707.5: the copied "enters with" abilities take effect as the copy enters; Endless One enters
    "with X +1/+1 counters", and X is that of the spell that became the permanent (107.3m): Clone
    had none, so X is 0. A 0/0 creature is put into its owner's graveyard (704.5f).

    Given it is Alice's precombat main phase
    And Alice has "Clone" in her hand
    And Bob controls "Endless One" with 2 +1/+1 counters
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Clone" as a copy of "Endless One"
    And all players pass until the stack is empty
    Then "Clone" is in Alice's graveyard
    And "Endless One" is on the battlefield

  @source:mtg-conformance:mut8 @cr:702.119a @cr:601.2b @cr:117.1a
  Scenario: An emerge cast the mana pool pays exactly is among its caster's legal actions
    Elder Deep-Fiend: "Emerge {5}{U}{U}"; 702.119a: its total cost "is reduced by an amount of generic
    mana equal to the sacrificed creature's mana value". Sacrificing Craw Wurm (mana value 6) leaves
    {U}{U}, exactly the mana in Alice's pool; docs/protocol.md, "Legal actions": each cast for each
    alternative cost its text names, with every way to pay its costs that are not mana, is listed.

    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Craw Wurm"
    And Alice's mana pool holds {U}{U}
    Then Alice's legal actions include casting "Elder Deep-Fiend" for its emerge cost sacrificing "Craw Wurm"
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing "Craw Wurm"
    Then Alice paid {U}{U} for "Elder Deep-Fiend"
    And "Craw Wurm" is in Alice's graveyard

  @source:mtg-conformance:mut8 @cr:601.2c @cr:115.1
  Scenario: A cast whose target names an id no object has is a malformed request and changes nothing
    A cast's targets are players or ids the engine gave (docs/protocol.md §3, Ids): "An unknown id is
    a `MalformedRequest`", and a rejected request leaves the game exactly as it was (Atomicity).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" with an id no object has as its target
    Then the request is malformed

  @source:mtg-conformance:mut8 @cr:601.2c @cr:117.3c
  Scenario: With a spell on the stack, a cast naming an id no object has is a malformed request and changes nothing
    Alice casts Lightning Bolt and receives priority with it on the stack (117.3c); her second cast
    names an id the engine never gave as its target: "An unknown id is a `MalformedRequest`"
    (docs/protocol.md §3, Ids), whatever is on the stack, and the game, its stack included, is exactly
    as it was (Atomicity).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" and "Lightning Bolt" in her hand
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {R}{R}
    When Alice casts "Lightning Bolt" targeting Bob
    Then "Lightning Bolt" is on the stack
    When Alice casts "Lightning Bolt" with an id no object has as its target
    Then the request is malformed

  @source:mtg-conformance:issue-29 @cr:712.8a @cr:701.27a @capability:outside-events
  Scenario: A transformed Delver of Secrets that is exiled has only its front face in exile
    CR 712.8a: in a zone other than the battlefield or stack a double-faced card "has only the
    characteristics of its front face": in exile it is Delver of Secrets, not Insectile Aberration.

    Given it is Alice's precombat main phase
    And Alice has "Delver of Secrets" on the battlefield transformed
    Then "Insectile Aberration" is on the battlefield
    When "Insectile Aberration" is exiled
    Then "Delver of Secrets" is in exile
    And "Insectile Aberration" is not in exile

  @source:mtg-conformance:issue-29 @cr:712.16
  Scenario: An effect that tries to turn a transformed permanent face down does nothing
    CR 712.16: "Melded permanents and other double-faced permanents can't be turned face down. If a
    spell or ability tries to turn a double-faced permanent face down, nothing happens."

    Given it is Alice's precombat main phase
    And Alice has "Delver of Secrets" on the battlefield transformed
    When an effect tries to turn "Insectile Aberration" face down
    Then the game state is unchanged
    And no permanent is face down
    And "Insectile Aberration" is a 3/2 creature

  @source:mtg-conformance:issue-29 @cr:712.16 @cr:712.12
  Scenario: An effect that tries to turn a modal double-faced permanent face down does nothing, either face up
    Given it is Alice's precombat main phase
    And Alice controls "Skyclave Cleric"
    And Alice has "Skyclave Cleric" in her hand
    When an effect tries to turn "Skyclave Cleric" face down
    Then the game state is unchanged
    And no permanent is face down
    When Alice plays "Skyclave Cleric" as "Skyclave Basilica"
    And an effect tries to turn "Skyclave Basilica" face down
    Then the game state is unchanged
    And no permanent is face down
    And "Skyclave Basilica" is on the battlefield
    And "Skyclave Cleric" is a 1/3 creature

  @source:mtg-conformance:issue-29 @cr:702.119a @cr:601.2b @cr:117.1a
  Scenario: A player who can pay both Elder Deep-Fiend's mana cost and its emerge cost has both casts among her legal actions
    docs/protocol.md, "Legal actions": each cast "for its mana cost or each alternative cost its text
    names" is listed. Eight mana pays its mana cost {8}; sacrificing Craw Wurm (mana value 6) pays its
    emerge cost {5}{U}{U} with {U}{U} of them.

    Given it is Alice's precombat main phase
    And Alice has "Elder Deep-Fiend" in her hand
    And Alice controls "Craw Wurm"
    And Alice's mana pool holds {U}{U}{C}{C}{C}{C}{C}{C}
    Then Alice's legal actions include casting "Elder Deep-Fiend"
    And Alice's legal actions include casting "Elder Deep-Fiend" for its emerge cost sacrificing "Craw Wurm"

  @source:mtg-conformance:issue-29 @cr:603.5 @cr:603.2
  Scenario: Force of Nature's "unless" ability goes on the stack normally; its controller pays as it resolves, with mana made while it waited
    Force of Nature: "At the beginning of your upkeep, Force of Nature deals 8 damage to you unless
    you pay {G}{G}{G}{G}." 603.5: such abilities "will go on the stack normally; the 'unless' part
    of the ability is dealt with when the ability resolves." The ability waits on the stack while
    Alice has priority and taps four Forests; as it resolves she pays, and takes no damage.

    Given it is Bob's precombat main phase
    And Alice controls "Force of Nature", "Forest", "Forest", "Forest" and "Forest"
    When the game advances to the upkeep
    Then the ability of "Force of Nature" triggered once
    And the stack holds one ability and nothing else, controlled by Alice
    And Alice has priority
    When Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then Alice was asked a may question offering yes and no
    And Alice's life total is 20
    And Alice's mana pool is empty

  @source:mtg-conformance:issue-29 @cr:603.5
  Scenario: Force of Nature's "unless" ability: its controller who does not pay as it resolves is dealt 8 damage
    Given it is Bob's precombat main phase
    And Alice controls "Force of Nature"
    When the game advances to the upkeep
    Then the ability of "Force of Nature" triggered once
    And the stack holds one ability and nothing else, controlled by Alice
    And Alice's life total is 20
    When all players pass until the stack is empty, answering the question Alice is asked with no
    Then Alice's life total is 12

  # gapA (issue 29, item 2): 107.4e, a hybrid symbol is colored.
  @source:mtg-conformance:issue-29 @cr:107.4e @cr:115.1
  Scenario: Ceremonious Rejection cannot target Wheel of Sun and Moon: a spell whose cost is hybrid symbols is colored
    107.4e: "A hybrid mana symbol is also a colored mana symbol ... A hybrid mana symbol is all of its
    component colors." Wheel of Sun and Moon ({G/W}{G/W}) is green and white, so it is no "target
    colorless spell" (Ceremonious Rejection); Bob may still target the colorless Wretched Gryff.

    Given it is Alice's precombat main phase
    And Alice has "Wheel of Sun and Moon" in her hand
    And Alice's mana pool holds {G}{W}
    And Bob has "Ceremonious Rejection" in his hand
    And Bob's mana pool holds {U}
    When Alice casts "Wheel of Sun and Moon" targeting Bob
    And Alice passes priority
    And Bob casts "Ceremonious Rejection" targeting "Wheel of Sun and Moon"
    Then the action is rejected citing rule 601.2c, 115.1 or 107.4e
    And the game state is unchanged

  # gapA (issue 29, item 2): 111.3, a token's characteristics defined by the effect that created it
  # are its copiable values.
  @source:mtg-conformance:issue-29 @cr:111.3 @cr:707.2 @capability:tokens
  Scenario: Clone entering as a copy of Bob's Elephant token is a 3/3 named Elephant Token, and is no token
    111.3: the characteristics the creating effect defines "are functionally equivalent to the
    characteristic values that are printed on a card; for example, they define the token's copiable
    values." Call of the Herd's token: "a 3/3 green Elephant creature token", named Elephant Token
    (111.4). Clone copies those values (707.2); being a token is no copiable value, so Clone is a card.

    Given it is Alice's precombat main phase
    And 1 "Elephant Token" token is on the battlefield under Bob's control
    And Alice has "Clone" in her hand
    And Alice's mana pool holds {C}{C}{C}{U}
    When Alice casts "Clone" as a copy of "Elephant Token"
    And all players pass until the stack is empty
    Then Alice's "Elephant Token" is a 3/3 creature
    And Bob's "Elephant Token" is a 3/3 creature
    And Bob controls 1 "Elephant Token" token
    And Alice controls no creature tokens

  @source:mtg-conformance:issue-29 @cr:707.5
  Scenario: A Clone entering as a copy of Skyclave Cleric has its enters ability, which triggers: Alice gains 2 life
    707.5: "any enters-the-battlefield triggered abilities of the copy will have a chance to trigger."
    Skyclave Cleric: "When this creature enters, you gain 2 life." The Clone is a Skyclave Cleric as it
    enters, so its controller, Alice, gains 2 life; Bob's Cleric does not trigger.

    Given it is Alice's precombat main phase
    And Alice has "Clone" in her hand
    And Bob controls "Skyclave Cleric"
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Clone" as a copy of "Skyclave Cleric"
    And all players pass until the stack is empty
    Then Alice's "Skyclave Cleric" is a 1/3 creature
    And Alice's life total is 22
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:707.2 @cr:707.5
  Scenario: A Clone copying a Clone that copies Skyclave Cleric is a Skyclave Cleric, and its enters ability triggers
    707.2: the copiable values are those printed on the object "as modified by other copy effects":
    Bob's Clone entered as a copy of Skyclave Cleric, so a copy of it is a Skyclave Cleric (1/3, with
    its enters ability), not a 0/0 Clone.

    Given it is Alice's precombat main phase
    And Alice has "Clone" in her hand
    And Bob has "Clone" on the battlefield as a copy of "Skyclave Cleric"
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Clone" as a copy of "Skyclave Cleric"
    And all players pass until the stack is empty
    Then Alice's "Skyclave Cleric" is a 1/3 creature
    And Bob's "Skyclave Cleric" is a 1/3 creature
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:708.2a
  Scenario: A face-up creature turned face down by an effect that lists no characteristics is a nameless 2/2 with no mana cost
    708.2a: "If a face-up permanent is turned face down by a spell or ability that doesn't list any
    characteristics for that object, it becomes a 2/2 face-down creature with no text, no name, no
    subtypes, and no mana cost." Serra Angel (4/4, flying, vigilance) is turned face down.

    Given it is Alice's precombat main phase
    And Alice controls "Serra Angel"
    When an effect tries to turn "Serra Angel" face down
    Then "Serra Angel" is a face-down 2/2 creature with no name, no subtypes and no mana cost

  @source:mtg-conformance:issue-29 @cr:707.2 @cr:708.2 @cr:708.2a
  Scenario: A Clone copying a face-down creature is a face-up nameless 2/2 with no mana cost
    708.2: a face-down permanent's characteristics, those 708.2a lists, "are the copiable values of
    that object's characteristics"; 707.2: copiable values are "as modified by ... its face-down
    status". A Clone entering as a copy of a face-down Serra Angel is a 2/2 creature with no name,
    subtypes or mana cost; it is not face down.

    Given it is Alice's precombat main phase
    And Bob controls "Serra Angel"
    And Alice has "Clone" in her hand
    And Alice's mana pool holds {U}{C}{C}{C}
    When an effect tries to turn "Serra Angel" face down
    And Alice casts "Clone" as a copy of "Serra Angel"
    And all players pass until the stack is empty
    Then "Clone" is a face-up 2/2 creature with no name, no subtypes and no mana cost
    And "Serra Angel" is a face-down 2/2 creature with no name, no subtypes and no mana cost

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.3a @cr:702.8a @cr:119.3
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
    And the events say Bob's life total changed by +2

  @source:mtg-conformance:issue-29 @cr:701.9a @cr:202.3
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

  @source:mtg-conformance:issue-29 @cr:707.5 @cr:109.5 @cr:603.3a @cr:702.8a
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

  @source:mtg-conformance:issue-29 @cr:603.2 @cr:109.5 @cr:702.8a
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

  # g2combat (issue 29, item 2): 503.1a, "any abilities that triggered during the untap step".
  @source:mtg-conformance:issue-29 @cr:503.1a @cr:502.3
  Scenario: An ability that triggers during the untap step goes on the stack in the upkeep before the active player gets priority
    503.1a: "Any abilities that triggered during the untap step and any abilities that triggered at
    the beginning of the upkeep are put onto the stack before the active player gets priority".
    Oreskos Sun Guide: "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life." It
    is tapped at the end of Bob's turn; it untaps in Alice's untap step (502.3), where no player gets
    priority (502.4): its ability is on the stack when Alice first gets priority in her upkeep, and
    she gains 2 life when it resolves.

    Given it is Bob's end step
    And Alice controls a tapped "Oreskos Sun Guide"
    When the game advances to the upkeep
    Then it is Alice's turn
    And the stack holds only the triggered ability of "Oreskos Sun Guide", controlled by Alice
    And Alice has priority
    And "Oreskos Sun Guide" is untapped
    When all players pass until the stack is empty
    Then Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:701.27a @cr:701.27c
  Scenario: A token copy of Delver of Secrets is a double-faced token: it reveals an instant and transforms
    701.27c: "If a spell or ability instructs a player to transform a permanent that isn't represented
    by a double-faced token or a double-faced card, nothing happens": a token that is a copy of a
    double-faced permanent is a double-faced token with both faces (707.8a: "If an effect creates a
    token that is a copy of a double-faced permanent ... the resulting token is a double-faced token
    that has both a front face and a back face"), so it is not among those. Alice's token copy of
    Delver of Secrets reveals Lightning Bolt in her upkeep and transforms into Insectile Aberration, a
    3/2 token (the Clone copying Delver, a single-faced card, does not: the scenario above).

    Given it is Bob's precombat main phase
    And Alice has a token copy of "Delver of Secrets" on the battlefield
    And Alice's library is "Lightning Bolt", "Island" from top to bottom
    And Alice will use the optional ability of "Delver of Secrets"
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then "Insectile Aberration" is on the battlefield
    And "Insectile Aberration" is a 3/2 creature
    And Alice controls 1 "Insectile Aberration" token

  @source:mtg-conformance:issue-29 @cr:701.27f @cr:603.7
  Scenario: Two delayed triggers of Archangel Avacyn at the next upkeep transform it once: the second finds it transformed since it was created
    701.27f: "If a delayed triggered ability of a permanent tries to transform that permanent, the
    permanent does so only if it hasn't transformed or converted since that delayed triggered
    ability was created." Archangel Avacyn: "When a non-Angel creature you control dies, transform
    Archangel Avacyn at the beginning of the next upkeep." Alice's Lightning Bolts kill her Grizzly
    Bears and Llanowar Elves: two delayed triggered abilities are created (603.7). At Bob's upkeep both trigger; the first
    to resolve transforms Avacyn into Avacyn, the Purifier, whose "When this creature transforms into
    Avacyn, the Purifier, it deals 3 damage to each other creature and each opponent" deals Bob 3; the
    second finds Avacyn transformed since it was created and does nothing: Avacyn stays Avacyn, the
    Purifier (an engine that transformed it again would show Archangel Avacyn).

    Given it is Alice's precombat main phase
    And Alice controls "Archangel Avacyn", "Grizzly Bears" and "Llanowar Elves"
    And Alice has "Lightning Bolt" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice casts "Lightning Bolt" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Archangel Avacyn" is on the battlefield
    When the game advances to the upkeep
    And all players pass until the stack is empty
    Then "Avacyn, the Purifier" is on the battlefield
    And "Avacyn, the Purifier" is a 6/5 creature
    And Bob's life total is 17

  @source:mtg-conformance:issue-29 @cr:712.2 @cr:712.13
  Scenario: Beloved Beggar cast transformed for its disturb cost is the spell Generous Soul with its front face's mana value, and enters transformed
    712.2: nonmodal double-faced cards "allow the card to be cast or enter the battlefield
    'transformed' ... (with its back face up)". Disturb (702.146a): "You may cast this card transformed
    from your graveyard by paying [cost] rather than its mana cost." 712.8c: the spell "will have its
    back face up and have only the characteristics of its back face. Its mana value is calculated
    using the mana cost of its front face" (Beloved Beggar's {1}{W}: 2). 712.13: it resolves with the
    face up it had on the stack: Generous Soul, a 4/4.

    Given it is Alice's precombat main phase
    And Alice has "Beloved Beggar" in her graveyard
    And Alice's mana pool holds {C}{C}{C}{C}{W}{W}
    When Alice casts "Beloved Beggar" from her graveyard for its disturb cost
    Then "Generous Soul" is on the stack
    And the mana value of "Generous Soul" on the stack is 2
    When all players pass until the stack is empty
    Then "Generous Soul" is on the battlefield
    And "Generous Soul" is a 4/4 creature
    And Alice's graveyard is empty

  # g2cast (issue 29, item 2): 601.2f, the total cost is locked in before it is paid.
  @source:mtg-conformance:issue-29 @cr:601.2f @cr:601.2h @cr:702.119a
  Scenario: Krosan Drover sacrificed for emerge still reduces the cost it was part of
    601.2f: "Once the total cost is determined, any effects that directly affect the total cost are
    applied. Then the resulting total cost becomes "locked in." If effects would change the total cost
    after this time, they have no effect." Krosan Drover: "Creature spells you cast with mana value 6
    or greater cost {2} less to cast." Wretched Gryff (mana value 7, emerge {5}{U}) cast for its emerge
    cost sacrificing Krosan Drover (mana value 4): {5}{U} less {2} less {4} is {U}. The Drover is
    sacrificed as the cost is paid (601.2h), after the total was locked in: the total stays {U}, not
    {1}{U}.

    Given it is Alice's precombat main phase
    And Alice has "Wretched Gryff" in her hand
    And Alice controls "Krosan Drover"
    And Alice's mana pool holds {U}
    And Alice's library is "Island"
    When Alice casts "Wretched Gryff" for its emerge cost sacrificing "Krosan Drover"
    Then "Wretched Gryff" is on the stack
    And "Krosan Drover" was sacrificed while Alice cast "Wretched Gryff"
    And Alice paid {U} for "Wretched Gryff"

  # g2cast (issue 29, item 2): 605.3a, mana abilities activated during a payment asked for while an ability resolves.
  @source:mtg-conformance:issue-29 @cr:605.3a @cr:603.5 @cr:608.2g
  Scenario: Force of Nature's "unless" cost is paid with mana its controller makes as the ability resolves
    605.3a: "A player may activate an activated mana ability ... whenever a rule or effect asks for a
    mana payment, even if it's in the middle of casting or resolving a spell or activating or
    resolving an ability." Force of Nature: "At the beginning of your upkeep, Force of Nature deals 8
    damage to you unless you pay {G}{G}{G}{G}." Alice's mana pool is empty as the ability resolves; she
    answers yes, tapping her four Forests for mana during the payment, and takes no damage.

    Given it is Bob's precombat main phase
    And Alice controls "Force of Nature", "Forest", "Forest", "Forest" and "Forest"
    When the game advances to the upkeep
    Then the ability of "Force of Nature" triggered once
    And Alice's mana pool is empty
    When all players pass until the stack is empty, answering the question Alice is asked with yes and the mana abilities of "Forest", "Forest", "Forest" and "Forest"
    Then Alice's life total is 20
    And Alice's mana pool is empty

  @source:mtg-conformance:issue-29 @cr:605.3a @cr:118.3
  Scenario: Force of Nature's "unless" cost cannot be paid with the mana of three Forests
    Three Forests make {G}{G}{G}, not the {G}{G}{G}{G} asked for: the payment cannot be made
    (118.3), and answering that it is made is refused, changing nothing.

    Given it is Bob's precombat main phase
    And Alice controls "Force of Nature", "Forest", "Forest" and "Forest"
    When the game advances to the upkeep
    And all players pass until the stack is empty, answering the question Alice is asked with yes and the mana abilities of "Forest", "Forest" and "Forest"
    Then the action is rejected citing rule 118.3 or 605.3a or 601.2h
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:603.2 @cr:109.5
  Scenario: Beast Whisperer that Alice controls and Bob owns triggers when Alice casts a creature spell
    Beast Whisperer: "Whenever you cast a creature spell, draw a card." "You" is its controller
    (109.5), not its owner: Alice controls Bob's Beast Whisperer and casts Grizzly Bears; the
    ability triggers (603.2) and Alice draws.

    Given it is Alice's precombat main phase
    And Alice controls "Beast Whisperer" owned by Bob
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{C}
    And Alice's library is "Island"
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Beast Whisperer" triggered once
    And "Island" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:603.3a @cr:109.5 @cr:702.8a @cr:701.9a
  Scenario: Distended Mindbender cast in another player's turn lets its caster choose the cards
    Distended Mindbender: "When you cast this spell, target opponent reveals their hand. You choose
    from it a nonland card with mana value 3 or less and a card with mana value 4 or greater. That
    player discards those cards." The cast trigger is controlled by the spell's controller (603.3a),
    "you" (109.5): Bob, who casts it in Alice's turn (Leyline of Anticipation), chooses; Alice, the
    active player, is not asked. docs/protocol.md §2: a question names the player asked.

    Given it is Alice's precombat main phase
    And Bob controls "Leyline of Anticipation"
    And Bob has "Distended Mindbender" in his hand
    And Bob's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}
    And Alice has "Grizzly Bears" and "Serra Angel" in her hand
    And Bob will target Alice with the ability of "Distended Mindbender"
    When Alice passes priority
    And Bob casts "Distended Mindbender"
    And all players pass until the stack is empty, answering the question Bob is asked with the first "Grizzly Bears" and then the first "Serra Angel"
    Then "Grizzly Bears" is in Alice's graveyard
    And "Serra Angel" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:702.119a @cr:109.5 @cr:702.8a
  Scenario: Herigast gives emerge to a creature spell its controller casts in another player's turn
    Herigast, Erupting Nullkite: "Each creature spell you cast has emerge." "You" is Herigast's
    controller (109.5 for a static ability), not the active player: Bob, who casts Craw Wurm in
    Alice's turn (Leyline of Anticipation: flash), may cast it for its emerge cost sacrificing Centaur
    Courser (702.119a): {4}{G}{G} less 3 is {1}{G}{G}.

    Given it is Alice's precombat main phase
    And Bob controls "Herigast, Erupting Nullkite", "Leyline of Anticipation" and "Centaur Courser"
    And Bob has "Craw Wurm" in his hand
    And Bob's mana pool holds {G}{G}{G}
    When Alice passes priority
    And Bob casts "Craw Wurm" for its emerge cost sacrificing "Centaur Courser"
    Then "Craw Wurm" is on the stack
    And Bob paid {1}{G}{G} for "Craw Wurm"

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:707.5
  Scenario: A Clone that another player's Unhallowed Pact returns under her control lets her choose what it copies
    Clone: "You may have this creature enter as a copy of any creature on the battlefield." "You" is
    its would-be controller as it enters (109.5; 707.5: it enters as the copy): Alice, whose Unhallowed
    Pact ("When enchanted creature dies, return that card to the battlefield under your control")
    returns Bob's Clone in Bob's turn, not Bob, who owns it and is the active player. Alice is asked, and has it copy her Centaur Courser.

    Given it is Bob's precombat main phase
    And Alice controls "Centaur Courser"
    And Bob has "Clone" on the battlefield as a copy of "Llanowar Elves"
    And Alice has "Unhallowed Pact" on the battlefield enchanting "Llanowar Elves"
    When "Llanowar Elves" is destroyed
    And all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Centaur Courser"
    Then Alice was asked a may question offering yes and no
    And "Llanowar Elves" is not on the battlefield
    And "Clone" is not in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.3a
  Scenario: Herigast cast in another player's turn exiles its caster's hand and draws its caster three cards
    Herigast, Erupting Nullkite: "When you cast this spell, you may exile your hand. If you do, draw
    three cards." The triggered ability is controlled by the spell's controller (603.3a), and its
    "you" and "your" are that player (109.5): Bob, who casts Herigast in Alice's turn (Leyline of
    Anticipation: "You may cast spells as though they had flash"). Bob exiles his hand and draws
    three; Alice, the active player, keeps her hand.

    Given it is Alice's precombat main phase
    And Alice has "Swamp" in her hand
    And Alice's library is "Plains", "Plains", "Plains"
    And Bob controls "Leyline of Anticipation"
    And Bob has "Herigast, Erupting Nullkite", "Forest" and "Mountain" in his hand
    And Bob's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}
    And Bob's library is "Island", "Swamp", "Plains", "Lightning Bolt" from top to bottom
    When Alice passes priority
    And Bob casts "Herigast, Erupting Nullkite"
    And all players pass until the stack is empty, answering the question Bob is asked with yes
    Then "Forest" is in exile
    And "Mountain" is in exile
    And "Island" is in Bob's hand
    And "Plains" is in Bob's hand
    And "Lightning Bolt" is not in Bob's hand
    And "Swamp" is in Alice's hand
    And "Plains" is not in Alice's hand

  @source:mtg-conformance:issue-29 @cr:601.2c @cr:115.1
  Scenario: Spell Queller entering while a spell of mana value 5 is on the stack has no legal target, and the spell resolves
    Spell Queller: "When this creature enters, exile target spell with mana value 4 or less."
    Icefall Regent ({3}{U}{U}) has mana value 5: it is no legal target (601.2c, 115.1), so the
    ability, with no target to choose, is removed from the stack, and the Regent resolves and enters.

    Given it is Alice's precombat main phase
    And Alice has "Icefall Regent" in her hand
    And Alice's mana pool holds {U}{U}{C}{C}{C}
    And Bob has "Spell Queller" in his hand
    And Bob's mana pool holds {W}{U}{C}
    When Alice casts "Icefall Regent"
    And Alice passes priority
    And Bob casts "Spell Queller"
    And Bob passes priority
    And Alice passes priority
    Then "Spell Queller" is on the battlefield
    And "Icefall Regent" is on the stack
    When all players pass until the stack is empty, answering the question Alice is asked with the first "Spell Queller"
    Then "Icefall Regent" is on the battlefield
    And "Spell Queller" is on the battlefield
    And "Icefall Regent" is not in exile
