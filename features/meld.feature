@mechanic:meld
Feature: Meld
  CR 701.42a: "Meld is a keyword action that appears in an ability on one card in a meld pair. To meld
  the two cards in a meld pair, put them onto the battlefield with their back faces up and combined.
  The resulting permanent is a single object represented by two cards." CR 712.21: "If a melded
  permanent leaves the battlefield, one permanent leaves the battlefield and two cards are put into
  the appropriate zone."
  Scenarios quote the meld rulings of the Eldritch Moon release notes (Russian). The notes number
  the meld rules as the 2016 rules did (712.4a-712.12); the scenarios cite today's numbers.
  Graf Rats and Midnight Scavengers meld into Chittering Host (CR 712.5a).

  @ruling:004_66a4cacf0c664074#13 @cr:701.42a @cr:712.4a @cr:712.14c @cr:712.8g @cr:702.10b @cr:702.111b
  Scenario: Graf Rats' ability exiles both cards and melds them into one permanent, Chittering Host
    ru undated (004_66a4cacf0c664074#13): 712.9. Соединяющаяся карта выходит на поле битвы передней лицевой стороной вверх, если только она не соединяется со своей парной картой.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers" and "Llanowar Elves"
    And Bob controls "Grizzly Bears"
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And "Chittering Host" is one permanent represented by "Graf Rats" and "Midnight Scavengers"
    And "Chittering Host" is a 5/6 creature
    And the mana value of "Chittering Host" on the battlefield is 7
    And "Llanowar Elves" is a 2/1 creature
    When Alice attacks Bob with "Chittering Host"
    And Bob declares "Grizzly Bears" as a blocker of "Chittering Host"
    Then the action is rejected citing rule 702.111b

  @ruling:004_66a4cacf0c664074#12 @ruling:004_66a4cacf0c664074#13 @cr:712.11 @cr:712.8b @cr:712.13 @cr:712.8d
  Scenario: A meld card is cast with its front face up and enters the battlefield with its front face up
    ru undated (004_66a4cacf0c664074#12): 712.8. Если соединяющаяся карта разыгрывается как заклинание, она помещается в стек передней лицевой стороной вверх. См. правило 601 «Разыгрывание заклинаний».
    ru undated (004_66a4cacf0c664074#13): 712.9. Соединяющаяся карта выходит на поле битвы передней лицевой стороной вверх, если только она не соединяется со своей парной картой.

    Given it is Alice's precombat main phase
    And Alice has "Graf Rats" in her hand
    And Alice's mana pool holds {B}{B}
    When Alice casts "Graf Rats"
    Then "Graf Rats" is on the stack
    And the mana value of "Graf Rats" on the stack is 2
    When all players pass until the stack is empty
    Then "Graf Rats" is on the battlefield as a permanent of its own, front face up
    And "Graf Rats" is a 2/1 creature

  @ruling:004_66a4cacf0c664074#1 @ruling:004_66a4cacf0c664074#8 @cr:712.21 @cr:712.21e @cr:700.4 @cr:603.6c
  Scenario: A melded permanent dies once, and two cards are put into a graveyard
    ru undated (004_66a4cacf0c664074#1): Пример: Соединенный перманент Верещащая Куча умирает. Способности, срабатывающие «каждый раз, когда существо умирает», сработают один раз. Способности, срабатывающие «каждый раз, когда карта попадает откуда-либо на кладбище», сработают дважды.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice controls "Blood Artist"
    And Bob controls "Planar Void"
    And Alice will put the two cards in the order "Graf Rats", "Midnight Scavengers"
    And Alice will target Bob with the ability of "Blood Artist"
    When "Chittering Host" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Blood Artist" triggered once
    And the ability of "Planar Void" triggered twice
    And Bob's life total is 19
    And Alice's life total is 21
    And "Graf Rats" is in exile
    And "Midnight Scavengers" is in exile

  @source:mtg-conformance:issue-29 @cr:108.2 @cr:707.10 @cr:707.10a @cr:603.2 @capability:spell-copies
  Scenario: Planar Void does not trigger when a copy of a spell resolves: a copy of a spell is not a card
    Planar Void: "Whenever another card is put into a graveyard from anywhere, exile that card." 108.2:
    "When a rule or text on a card refers to a "card," it means only a Magic card or an object
    represented by a Magic card." 707.10: "A copy of a spell is itself a spell, even though it has no
    spell card associated with it." Narset's Reversal, a card, is put into Bob's graveyard as it
    resolves: Planar Void triggers once and exiles it. The copy of Lightning Bolt it made resolves and
    leaves the stack (it ceases to exist, 707.10a): no card is put into a graveyard, nothing triggers.

    Given it is Alice's precombat main phase
    And Alice controls "Planar Void"
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
    Then the ability of "Planar Void" triggered once
    And "Narset's Reversal" is in exile
    And "Lightning Bolt" is in Alice's hand
    And Alice's life total is 17

  @source:mtg-conformance:issue-29 @cr:108.2b @cr:111.1 @cr:603.2 @cr:700.4 @capability:tokens
  Scenario: Planar Void does not trigger when a token dies: a token is not a card
    108.2b: "Tokens aren't considered cards". The Map token put into Alice's graveyard (where it
    ceases to exist, 111.7) is no card put into a graveyard.

    Given it is Alice's precombat main phase
    And Bob controls "Planar Void"
    And a "Map Token" token is on the battlefield under Alice's control
    When "Map Token" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Planar Void" did not trigger

  @source:mtg-conformance:issue-29 @cr:108.2 @cr:707.10 @cr:614.1a @capability:spell-copies
  Scenario: Leyline of the Void does not replace a copy of a spell leaving the stack: a copy of a spell is not a card
    Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
    instead." The copy of Lightning Bolt Bob made is Bob's (707.10: "A copy of a spell is owned by
    the player under whose control it was put on the stack"), but no card: Leyline's effect does not
    apply to it (reporting a `replaced` event is optional; one reported must not name Leyline of the
    Void). Narset's Reversal, a card, is exiled instead of going to Bob's graveyard.

    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void"
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
    Then "Narset's Reversal" is in exile
    And Alice's life total is 17
    And no replaced event reported names "Lightning Bolt"

  @ruling:004_66a4cacf0c664074#2 @ruling:004_66a4cacf0c664074#8 @cr:712.21 @cr:712.21a
  Scenario Outline: The owner of a melded permanent put into a graveyard chooses the order of its two cards
    ru undated (004_66a4cacf0c664074#2): 712.4a Если соединенный перманент попадает на кладбище или в библиотеку владельца, тот игрок может расположить две представлявшие его карты в любом порядке. Если перманент кладется в библиотеку владельца, игрок не раскрывает этот порядок.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice will put the two cards in the order "<first>", "<second>"
    When "Chittering Host" is destroyed
    Then Alice's graveyard is "<first>", "<second>" from bottom to top
    And "Chittering Host" is not on the battlefield

    Examples:
      | first               | second              |
      | Graf Rats           | Midnight Scavengers |
      | Midnight Scavengers | Graf Rats           |

  @ruling:004_66a4cacf0c664074#8 @cr:712.21
  Scenario: A melded permanent returned to its owner's hand puts both its cards into that hand
    ru undated (004_66a4cacf0c664074#8): 712.4d Если соединенный перманент перемещается в другую зону, то в ту зону перемещаются обе карты. Если к смене зон может применяться несколько эффектов замещения, то применение одного из эффектов для одной из двух карт применяет его и для другой карты. Если соединенный перманент был командиром, то для него из этого правила может быть исключение; см. правило 903.9a.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    When "Chittering Host" is returned to its owner's hand
    Then "Graf Rats" is in Alice's hand
    And "Midnight Scavengers" is in Alice's hand
    And "Chittering Host" is not on the battlefield

  @ruling:004_66a4cacf0c664074#3 @ruling:004_66a4cacf0c664074#4 @cr:712.21b @cr:406.6 @cr:607.2a @cr:613.4b
  Scenario Outline: The player whose Duplicant exiles a melded permanent chooses which card is exiled last
    ru undated (004_66a4cacf0c664074#3): 712.4b Если игрок изгоняет соединенный перманент, то в этот момент тот игрок определяет относительный порядок изгнания этих двух карт. Это исключение из процедуры, описанной в правиле 613.6j.
    ru undated (004_66a4cacf0c664074#4): Пример: Дубликант — это карта со способностями «Когда Дубликант выходит на поле битвы, вы можете изгнать целевое не являющееся фишкой существо» и «Пока изгнанная Дубликантом карта является картой существа, Дубликант имеет силу, выносливость и типы существа последней изгнанной Дубликантом карты существа. При этом он остается Имитатором». В момент, когда первая способность Дубликанта изгоняет соединенный перманент Верещащая Куча, контролирующий Дубликанта игрок выбирает, какая из карт станет последней изгнанной картой существа: Полночные Мародеры или Крысы с Могильника.

    Given it is Alice's precombat main phase
    And Bob has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice has "Duplicant" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
    And Alice will target "Chittering Host" with the ability of "Duplicant"
    And Alice will use the optional ability of "Duplicant"
    And Alice will put the two cards in the order "<first>", "<last>"
    When Alice casts "Duplicant"
    And all players pass until the stack is empty
    Then "Graf Rats" is in exile
    And "Midnight Scavengers" is in exile
    And "Duplicant" is a <power>/<toughness> creature

    Examples:
      | first               | last                | power | toughness |
      | Midnight Scavengers | Graf Rats           | 2     | 1         |
      | Graf Rats           | Midnight Scavengers | 3     | 3         |

  @ruling:004_66a4cacf0c664074#5 @ruling:004_66a4cacf0c664074#6 @cr:712.21c @cr:400.7 @cr:712.14 @cr:704.5m
  Scenario: Unhallowed Pact returns both cards of the melded permanent that died, each as its own permanent
    ru undated (004_66a4cacf0c664074#5): 712.4c Если эффект может найти новый объект, которым становится соединенный перманент при покидании поля битвы, то этот эффект находит обе карты. (См. правило 400.7.) Если тот эффект предполагает выполнение действий над теми картами, эти действия выполняются над каждой из них.
    ru undated (004_66a4cacf0c664074#6): Пример: Греховное Соглашение — это Аура со способностью «Когда зачарованное существо умирает, верните ту карту на поле битвы под вашим контролем». Верещащая Куча, зачарованная Греховным Соглашением, умирает. Срабатывающая способность вернет на поле битвы и Полночных Мародеров, и Крыс с Могильника.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Chittering Host"
    And Alice will put the two cards in the order "Graf Rats", "Midnight Scavengers"
    When "Chittering Host" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Unhallowed Pact" triggered once
    And "Graf Rats" is on the battlefield as a permanent of its own, front face up, under Bob's control
    And "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up, under Bob's control
    And "Unhallowed Pact" is in Bob's graveyard
    And Alice's graveyard is empty

  @ruling:004_66a4cacf0c664074#5 @ruling:004_66a4cacf0c664074#7 @cr:712.21c @cr:712.21b @cr:603.7 @cr:603.7c @cr:712.14
  Scenario: Otherworldly Journey returns both cards of the exiled melded permanent, each with a +1/+1 counter
    ru undated (004_66a4cacf0c664074#7): Пример: Otherworldly Journey (Путешествие в Иной Мир) — мгновенное заклинание со способностью «Изгоните целевое существо. В начале следующего заключительного шага верните ту карту на поле битвы под контролем ее владельца с одним жетоном +1/+1 на ней». Игрок разыгрывает Otherworldly Journey, выбирая целью соединенный перманент Верещащая Куча. Верещащая Куча изгоняется. В начале следующего заключительного шага Полночные Мародеры и Крысы с Могильника возвращаются на поле битвы, и каждое существо получает жетон +1/+1.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Bob has "Otherworldly Journey" in his hand
    And Bob's mana pool holds {W}{W}
    And Bob will put the two cards in the order "Graf Rats", "Midnight Scavengers", if asked
    When Alice passes priority
    And Bob casts "Otherworldly Journey" targeting "Chittering Host"
    And all players pass until the stack is empty
    Then "Graf Rats" is in exile
    And "Midnight Scavengers" is in exile
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Graf Rats" is on the battlefield as a permanent of its own, front face up, under Alice's control
    And "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up, under Alice's control
    And "Graf Rats" has 1 +1/+1 counter
    And "Midnight Scavengers" has 1 +1/+1 counter
    And "Graf Rats" is a 3/2 creature

  @ruling:004_66a4cacf0c664074#7 @ruling:004_66a4cacf0c664074#13 @cr:712.21c @cr:712.14 @cr:603.6a
  Scenario: Midnight Scavengers returned by Otherworldly Journey enters front face up, so its own enters ability triggers
    ru undated (004_66a4cacf0c664074#13): 712.9. Соединяющаяся карта выходит на поле битвы передней лицевой стороной вверх, если только она не соединяется со своей парной картой.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice has "Grizzly Bears" in her graveyard
    And Bob has "Otherworldly Journey" in his hand
    And Bob's mana pool holds {W}{W}
    And Bob will put the two cards in the order "Graf Rats", "Midnight Scavengers", if asked
    And Alice will target "Grizzly Bears" in her graveyard with the ability of "Midnight Scavengers"
    And Alice will use the optional ability of "Midnight Scavengers"
    When Alice passes priority
    And Bob casts "Otherworldly Journey" targeting "Chittering Host"
    And all players pass until the stack is empty
    Then the ability of "Midnight Scavengers" did not trigger
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up, under Alice's control
    And the ability of "Midnight Scavengers" triggered once
    And "Grizzly Bears" is in Alice's hand
    And Alice's graveyard is empty

  @ruling:004_66a4cacf0c664074#8 @ruling:004_66a4cacf0c664074#9 @cr:712.21d @cr:616.1 @cr:614.5
  Scenario: Leyline of the Void chosen over Wheel of Sun and Moon exiles both cards of a melded permanent
    ru undated (004_66a4cacf0c664074#9): Пример: Лучи Пустоты — это чары, на которых, в частности, напечатано: «Если карта должна попасть откуда-либо на кладбище оппонента, изгоните ее вместо этого». Колесо Солнца и Луны — это Аура со способностями «Зачаровать игрока» и «Если карта должна быть положена откуда-либо на кладбище зачарованного игрока, вместо этого та карта показывается и кладется в низ библиотеки того игрока». Если на контролирующего Верещащую Кучу игрока действуют эффекты обеих карт, то тот игрок выбирает один из действующих на событие эффектов, и Полночные Мародеры и Крысы с Могильника перемещаются в соответствующую зону.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Bob controls "Leyline of the Void"
    And Bob has "Wheel of Sun and Moon" on the battlefield enchanting Alice
    And Alice will choose the replacement effect of "Leyline of the Void"
    And Bob will put the two cards in the order "Graf Rats", "Midnight Scavengers", if asked
    When "Chittering Host" is destroyed
    Then "Graf Rats" is in exile
    And "Midnight Scavengers" is in exile
    And Alice's graveyard is empty
    And Alice's library is empty

  @ruling:004_66a4cacf0c664074#2 @ruling:004_66a4cacf0c664074#8 @ruling:004_66a4cacf0c664074#9 @cr:712.21d @cr:712.21a @cr:616.1 @cr:616.1f
  Scenario: Wheel of Sun and Moon chosen over Leyline of the Void puts both cards on the bottom of their owner's library

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice's library is "Swamp", "Island"
    And Bob controls "Leyline of the Void"
    And Bob has "Wheel of Sun and Moon" on the battlefield enchanting Alice
    And Alice will choose the replacement effect of "Wheel of Sun and Moon"
    And Alice will put the two cards in the order "Midnight Scavengers", "Graf Rats"
    When "Chittering Host" is destroyed
    Then the bottom cards of Alice's library are "Swamp", "Island", "Midnight Scavengers", "Graf Rats", the last one at the bottom
    And Alice's graveyard is empty
    And "Graf Rats" is not in exile

  @source:mtg-conformance:issue-29 @cr:616.1
  Scenario Outline: A card milled with Leyline of the Void and Wheel of Sun and Moon: its owner chooses which replacement applies
    616.1: "the affected object's controller (or its owner if it has no controller) ... chooses one
    to apply". A card in a library has no controller: Bob, whose card Alice's Predict mills, chooses
    between Alice's Leyline of the Void ("If a card would be put into an opponent's graveyard from
    anywhere, exile it instead") and Alice's Wheel of Sun and Moon on Bob ("instead that card is
    revealed and put on the bottom of its owner's library"), not Alice, who controls both.

    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void"
    And Alice has "Wheel of Sun and Moon" on the battlefield enchanting Bob
    And Alice has "Predict" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island", "Island"
    And Bob's library is "Lightning Bolt", "Swamp" from top to bottom
    And Alice will name "Forest"
    When Alice casts "Predict" targeting Bob
    And all players pass until the stack is empty, answering the question Bob is asked with the replacement effect of "<effect>"
    Then <where>
    And Bob's graveyard is empty
    And Alice drew one card

    Examples:
      | effect                | where                                                                              |
      | Leyline of the Void   | "Lightning Bolt" is in exile                                                       |
      | Wheel of Sun and Moon | the bottom cards of Bob's library are "Swamp", "Lightning Bolt", the last one at the bottom |

  @ruling:004_66a4cacf0c664074#15 @cr:712.16
  Scenario: An effect that tries to turn a melded permanent face down does nothing
    ru undated (004_66a4cacf0c664074#15): 712.11. Соединяющиеся карты на поле битвы и соединенные перманенты не могут быть перевернуты рубашкой вверх. Если заклинание или способность пытаются перевернуть такой перманент рубашкой вверх, то ничего не происходит.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    When an effect tries to turn "Chittering Host" face down
    Then the game state is unchanged
    And "Chittering Host" is one permanent represented by "Graf Rats" and "Midnight Scavengers"
    And "Chittering Host" is a 5/6 creature

  @ruling:004_66a4cacf0c664074#15 @cr:712.16
  Scenario: An effect that tries to turn a meld card on the battlefield face down does nothing

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats"
    When an effect tries to turn "Graf Rats" face down
    Then the game state is unchanged
    And "Graf Rats" is a 2/1 creature

  @ruling:004_66a4cacf0c664074#16 @cr:712.19 @cr:712.8a @cr:701.17a
  Scenario Outline: A player told to choose a card name may name the combined back face of a meld pair
    ru undated (004_66a4cacf0c664074#16): 712.12. Если эффект предписывает игроку назвать карту, тот игрок может назвать имя передней лицевой стороны соединяющейся карты или имя объединенной обратной лицевой стороны соединяющейся пары.

    Given it is Alice's precombat main phase
    And Alice has "Predict" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island", "Forest", "Swamp"
    And Bob's library is "Graf Rats", "Swamp"
    And Alice will name "<name>"
    When Alice casts "Predict" targeting Bob
    And all players pass until the stack is empty
    Then "Graf Rats" is in Bob's graveyard
    And Alice drew <drawn>

    Examples:
      | name            | drawn     |
      | Chittering Host | one card  |
      | Graf Rats       | two cards |

  @ruling:004_66a4cacf0c664074#1 @cr:603.10a @cr:700.4 @cr:704.3 @cr:603.2c
  Scenario Outline: Blood Artist dying at the same time as another creature triggers for each creature that died
    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{R}
    And Bob controls "<first>" and "<second>"
    And Bob will target Alice with the ability of "Blood Artist"
    And Bob will target Alice with the ability of "Blood Artist"
    When Alice casts the "Fire" half of "Fire // Ice" targeting "Blood Artist" and "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Blood Artist" is in Bob's graveyard
    And "Llanowar Elves" is in Bob's graveyard
    And the ability of "Blood Artist" triggered twice
    And Alice's life total is 18
    And Bob's life total is 22

    Examples:
      | first          | second         |
      | Blood Artist   | Llanowar Elves |
      | Llanowar Elves | Blood Artist   |

  @ruling:004_66a4cacf0c664074#1 @cr:603.3b @cr:603.10a
  Scenario: Two Unhallowed Pacts whose creatures die at once each return their own creature
    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{R}
    And Alice controls "Graf Rats" and "Llanowar Elves"
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Graf Rats"
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Llanowar Elves"
    And Bob will put the triggered abilities of "Unhallowed Pact" and "Unhallowed Pact" on the stack in that order
    When Alice casts the "Fire" half of "Fire // Ice" targeting "Graf Rats" and "Llanowar Elves"
    And all players pass until the stack is empty
    Then the ability of "Unhallowed Pact" triggered twice
    And "Graf Rats" is on the battlefield as a permanent of its own, front face up, under Bob's control
    And "Llanowar Elves" is on the battlefield as a permanent of its own, front face up, under Bob's control

  @ruling:004_66a4cacf0c664074#16 @cr:709.4 @cr:709.4a @cr:701.17a
  Scenario Outline: A milled split card has the chosen name when either of its names was chosen
    Given it is Alice's precombat main phase
    And Alice has "Predict" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island", "Forest", "Swamp"
    And Bob's library is "Fire // Ice", "Swamp"
    And Alice will name "<name>"
    When Alice casts "Predict" targeting Bob
    And all players pass until the stack is empty
    Then "Fire // Ice" is in Bob's graveyard
    And Alice drew <drawn>

    Examples:
      | name           | drawn     |
      | Fire           | two cards |
      | Ice            | two cards |
      | Lightning Bolt | one card  |

  @source:mtg-conformance:issue-29 @cr:701.17a
  Scenario: Thought Scour makes a player with one card in the library mill it, and its caster draws
    701.17a: to mill two cards, a player "puts that many cards from the top of their library into
    their graveyard"; 701.17b: "If instructed to do so, they mill as many as possible." Bob has one
    card: Thought Scour mills it, and the rest of the spell happens (Alice draws a card).

    Given it is Alice's precombat main phase
    And Alice has "Thought Scour" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Island", "Forest"
    And Bob's library is "Swamp"
    When Alice casts "Thought Scour" targeting Bob
    And all players pass until the stack is empty
    Then "Swamp" is in Bob's graveyard
    And Bob's library is empty
    And Alice drew one card
    And the game is not over

  @ruling:004_66a4cacf0c664074#13 @cr:611.2c @cr:400.7
  Scenario: Chittering Host's "until end of turn" bonus stays with the creatures there as it resolved, not with new objects
    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers", "Llanowar Elves", "Grizzly Bears", "Forest", "Forest", "Forest" and "Forest"
    And Alice has "Centaur Courser" in her hand
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And "Llanowar Elves" is a 2/1 creature
    When "Llanowar Elves" is returned to its owner's hand
    And the game advances to the postcombat main phase
    And Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    And Alice casts "Centaur Courser"
    And all players pass until the stack is empty
    And Alice casts "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 3/2 creature
    And "Centaur Courser" is a 3/3 creature
    And "Llanowar Elves" is a 1/1 creature

  @ruling:004_66a4cacf0c664074#5 @ruling:004_66a4cacf0c664074#6 @cr:400.7 @cr:603.6c
  Scenario: Unhallowed Pact does not trigger when another creature with the enchanted creature's name dies
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Grizzly Bears"
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Grizzly Bears"
    When Bob's "Grizzly Bears" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Unhallowed Pact" did not trigger
    When Alice's "Grizzly Bears" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Unhallowed Pact" triggered once
    And "Grizzly Bears" is on the battlefield as a permanent of its own, front face up, under Bob's control
    And "Grizzly Bears" is in Bob's graveyard

  @ruling:004_66a4cacf0c664074#1 @cr:400.3 @cr:603.3a @cr:113.7a @cr:603.10a @cr:109.5
  Scenario: A Blood Artist that Bob controls and Alice owns dies: it goes to Alice's graveyard and its ability is Bob's
    Given it is Alice's precombat main phase
    And Bob controls "Blood Artist" owned by Alice
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob will target Alice with the ability of "Blood Artist"
    When Alice casts "Lightning Bolt" targeting "Blood Artist"
    And all players pass until the stack is empty
    Then "Blood Artist" is in Alice's graveyard
    And the ability of Bob's "Blood Artist" triggered once
    And Alice's life total is 19
    And Bob's life total is 21

  @ruling:004_66a4cacf0c664074#9 @cr:400.3 @cr:614.6 @cr:700.4
  Scenario: Leyline of the Void exiles a creature its owner's opponent controlled, and that creature did not die
    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void"
    And Alice controls "Grizzly Bears" owned by Bob
    And Bob controls "Blood Artist"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And Bob's graveyard is empty
    And the ability of "Blood Artist" did not trigger

  @ruling:004_66a4cacf0c664074#9 @cr:400.3 @cr:614.1a
  Scenario: Leyline of the Void does not exile a card its controller owns that an opponent controlled
    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void"
    And Bob controls "Grizzly Bears" owned by Alice
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Alice's graveyard
    And "Lightning Bolt" is in Alice's graveyard
    And Bob's graveyard is empty

  @source:xmage:#9642 @source:xmage:#14814 @cr:712.8g
  Scenario: A melded permanent has only its back face's abilities: Graf Rats' ability does not trigger for Chittering Host
    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    When the game advances to the beginning of combat step
    Then the ability of "Graf Rats" did not trigger
    And "Chittering Host" is one permanent represented by "Graf Rats" and "Midnight Scavengers"

  # dmg17: the meld pair of XMage's MeldTest, Bruna, the Fading Light and Gisela, the Broken Blade
  # (coverage rows D1, D3). Brisela's "Your opponents can't cast spells with mana value 3 or less" is
  # a prohibition (CR 601.3: a player can begin to cast a spell only if "no rule or effect prohibits
  # that player from casting it").

  @source:xmage:MeldTest.testMeldAndRestrict @cr:712.4a @cr:701.42a @cr:603.2 @cr:603.4 @cr:601.3
  Scenario: Gisela's end step trigger melds Bruna and Gisela into Brisela, and then Bob can't cast Lightning Bolt
    Given it is Alice's postcombat main phase
    And Alice controls "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Bob controls "Mountain"
    And Bob has "Lightning Bolt" in his hand
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Bruna, the Fading Light" and "Gisela, the Broken Blade" melded into "Brisela, Voice of Nightmares"
    And "Brisela, Voice of Nightmares" is one permanent represented by "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And "Brisela, Voice of Nightmares" is a 9/10 creature
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Lightning Bolt" targeting Alice
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:xmage:MeldTest.testMeldAndRestrict @cr:603.4 @cr:712.4a
  Scenario: Gisela's end step trigger does nothing when its controller does not own Bruna
    603.4: the trigger's "if you both own and control" condition is false: Bruna is Bob's, under Alice's control.
    Given it is Alice's postcombat main phase
    And Alice controls "Gisela, the Broken Blade" and "Bruna, the Fading Light" owned by Bob
    When the game advances to the end step
    Then "Gisela, the Broken Blade" is on the battlefield as a permanent of its own, front face up
    And "Bruna, the Fading Light" is on the battlefield as a permanent of its own, front face up

  @source:xmage:MeldTest.testMeldAndRestrict @cr:601.3 @cr:202.3
  Scenario: Brisela's opponents can't cast a spell with mana value 3 or less, but can cast a bigger one
    Given it is Bob's precombat main phase
    And Alice has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Bob has "Grizzly Bears" and "Craw Wurm" in his hand
    And Bob's mana pool holds {G}{G}{G}{G}{G}{G}
    When Bob casts "Grizzly Bears"
    Then the action is rejected citing rule 601.3
    And the game state is unchanged
    When Bob casts "Craw Wurm"
    Then "Craw Wurm" is on the stack

  @source:xmage:MeldTest.testMeldAndRestrict @cr:601.3
  Scenario: Brisela's controller can cast spells with mana value 3 or less
    Given it is Alice's precombat main phase
    And Alice has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 17

  @source:xmage:MeldTest @cr:702.9b @cr:702.20b @cr:702.7b @cr:510.4 @cr:702.15b
  Scenario: Brisela has flying, first strike, vigilance and lifelink
    Given it is Alice's precombat main phase
    And Alice has "Brisela, Voice of Nightmares" on the battlefield melded from "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    And Bob controls "Giant Spider" and "Grizzly Bears"
    When Alice attacks Bob with "Brisela, Voice of Nightmares"
    Then "Brisela, Voice of Nightmares" is untapped
    When Bob declares "Grizzly Bears" as a blocker of "Brisela, Voice of Nightmares"
    Then the action is rejected citing rule 702.9b or 509.1b
    And the game state is unchanged
    When Bob declares "Giant Spider" as a blocker of "Brisela, Voice of Nightmares"
    And the game advances to the postcombat main phase
    Then "Giant Spider" is in Bob's graveyard
    And "Brisela, Voice of Nightmares" has no damage marked on it
    And Alice's life total is 29

  @source:mtg-conformance:issue-17 @cr:601.2i @cr:603.3 @cr:205.3m
  Scenario: Bruna's cast trigger returns a Human creature card from its caster's graveyard before Bruna resolves
    Given it is Alice's precombat main phase
    And Alice has "Bruna, the Fading Light" in her hand
    And Alice has "Elite Vanguard" in her graveyard
    And Alice's mana pool holds {W}{W}{C}{C}{C}{C}{C}
    And Alice will target "Elite Vanguard" in her graveyard with the ability of "Bruna, the Fading Light"
    And Alice will use the optional ability of "Bruna, the Fading Light"
    When Alice casts "Bruna, the Fading Light"
    And Alice passes priority
    And Bob passes priority
    Then "Elite Vanguard" is on the battlefield
    And "Bruna, the Fading Light" is on the stack
    When all players pass until the stack is empty
    Then "Bruna, the Fading Light" is on the battlefield as a permanent of its own, front face up

  @ruling:004_66a4cacf0c664074#14 @cr:712.15 @cr:701.40a @cr:708.2a @cr:708.3
  Scenario: A meld card manifested enters the battlefield face down with the characteristics manifest gives it
    ru undated (004_66a4cacf0c664074#14): 712.10. Если эффект позволяет игроку разыграть соединяющуюся карту как заклинание рубашкой вверх, или если соединяющаяся карта выходит на поле битвы рубашкой вверх, то у нее будут характеристики, данные ей правилом или эффектом, заставившим ее оказаться рубашкой вверх. Карта остается скрытой — для этого используется либо карта-список рубашкой вверх, либо непрозрачный протектор. См. правило 707 «Заклинания и перманенты рубашкой вверх».
    The release notes' 712.10 is today's CR 712.15: "if a double-faced card enters the battlefield face
    down, it will have the characteristics given to it by the rule or effect that caused it to be face
    down". Soul Summons manifests the top card of Alice's library, Graf Rats.

    Given it is Alice's precombat main phase
    And Alice has "Soul Summons" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice's library is "Graf Rats", "Forest" from top to bottom
    When Alice casts "Soul Summons"
    And all players pass until the stack is empty
    Then "Graf Rats" is a face-down 2/2 creature with no name, no subtypes and no mana cost
    And the top card of Alice's library is "Forest"

  @ruling:004_66a4cacf0c664074#14 @cr:712.15 @cr:708.2 @cr:701.42a
  Scenario: A face-down meld card has no meld ability: with Midnight Scavengers at the beginning of combat nothing melds
    Given it is Alice's precombat main phase
    And Alice controls "Midnight Scavengers"
    And Alice has "Soul Summons" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice's library is "Graf Rats", "Forest" from top to bottom
    When Alice casts "Soul Summons"
    And all players pass until the stack is empty
    And the game advances to the beginning of combat step
    Then "Graf Rats" is a face-down 2/2 creature with no name, no subtypes and no mana cost
    And "Midnight Scavengers" is on the battlefield
    And "Chittering Host" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:701.42b @cr:701.42c
  Scenario: Graf Rats with a Clone copying Midnight Scavengers exiles both, and they do not meld
    701.42b: "Tokens, cards that aren't meld cards, or meld cards that don't form a meld pair can't
    be melded." 701.42c: "If an effect instructs a player to meld objects that can't be melded, they
    stay in their current zone." Alice's Clone copies Midnight Scavengers: Graf Rats'
    "if you both own and control this creature and a creature named Midnight Scavengers" is true,
    both are exiled, and the card Clone, not a meld card, cannot meld: both cards stay in
    exile and no Chittering Host enters.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats"
    And Alice has "Clone" on the battlefield as a copy of "Midnight Scavengers"
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" is in exile
    And "Clone" is in exile
    And "Chittering Host" is not on the battlefield

  @ruling:004_66a4cacf0c664074#14 @cr:712.15 @cr:708.9 @cr:400.7
  Scenario: A face-down meld card that is destroyed is put into its owner's graveyard as the meld card
    Given it is Alice's precombat main phase
    And Alice has "Soul Summons" in her hand
    And Alice's mana pool holds {W}{W}
    And Alice's library is "Graf Rats", "Forest" from top to bottom
    When Alice casts "Soul Summons"
    And all players pass until the stack is empty
    And "Graf Rats" is destroyed
    Then "Graf Rats" is in Alice's graveyard
    And no permanent is face down

  @source:mtg-conformance:gap7 @cr:701.42a @cr:712.4a
  Scenario: Graf Rats with two Midnight Scavengers: its controller chooses which one is exiled and melded
    Graf Rats: "At the beginning of combat on your turn, if you both own and control Graf Rats and a
    creature named Midnight Scavengers, exile them, then meld them into Chittering Host." With two
    creatures of that name, one is exiled and melded with Graf Rats (701.42a: a meld pair is two
    cards), the one its controller chooses; the other stays on the battlefield.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers" and "Midnight Scavengers"
    And Alice will choose her first "Midnight Scavengers" to meld with "Graf Rats"
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And the "Midnight Scavengers" Alice chose was melded and her other one was not
    And "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up

  @source:mtg-conformance:gap7 @cr:701.42a
  Scenario: Graf Rats' controller is asked which of two Midnight Scavengers is melded, and offered both
    docs/protocol.md §2, Question: a `choose_object` question has a prompt and lists the ids to
    choose from; with two creatures named Midnight Scavengers, Graf Rats' controller chooses which
    one is exiled and melded (701.42a), and both are the options.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers" and "Midnight Scavengers"
    When the game advances to the beginning of combat step, answering the question Alice is asked with the first "Midnight Scavengers"
    And all players pass until the stack is empty, answering the question Alice is asked with the first "Midnight Scavengers"
    Then Alice was asked a choose_object question offering the 2 "Midnight Scavengers" she controls
    And "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up

  @source:mtg-conformance:gap7 @cr:712.21b @cr:614.1a @cr:614.6
  Scenario: A melded permanent exiled by another player's Leyline of the Void: that player orders its two cards
    CR 712.21b: "If a player exiles a melded permanent, that player determines the relative timestamp
    order of the two cards at that time." Alice's Chittering Host is destroyed; Bob's Leyline of the Void ("If a
    card would be put into an opponent's graveyard from anywhere, exile it instead", 614.1a) exiles
    it instead, so Bob, not Alice, is asked the order (docs/protocol.md §2, `card_order`).

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Bob controls "Leyline of the Void"
    When "Chittering Host" is destroyed, answering the question Bob is asked with the order "Graf Rats", "Midnight Scavengers"
    Then Bob was asked to order the two cards "Graf Rats" and "Midnight Scavengers"
    And "Graf Rats" is in exile
    And "Midnight Scavengers" is in exile
    And Alice's graveyard is empty

  @source:mtg-conformance:mut7 @cr:607.2a @cr:601.2h
  Scenario: A cast rejected while a spell is on the stack leaves Duplicant with the card it exiled
    A rejected action leaves the game exactly as it was (docs/protocol.md §4). Duplicant has "the
    power, toughness, and creature types of the last creature card exiled with Duplicant" (607.2a:
    the cards its own ability exiled); with Lightning Bolt on the stack, Alice's second Lightning
    Bolt, which she cannot pay for, is rejected (601.2h), and Duplicant is still a 6/4.

    Given it is Alice's precombat main phase
    And Bob controls "Craw Wurm"
    And Alice has "Duplicant", "Lightning Bolt" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{R}
    And Alice will target "Craw Wurm" with the ability of "Duplicant"
    And Alice will use the optional ability of "Duplicant"
    When Alice casts "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" is a 6/4 creature
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice casts "Lightning Bolt" targeting Bob
    Then the action is rejected citing rule 601.2h
    And the game state is unchanged
    And "Duplicant" is a 6/4 creature

  @source:mtg-conformance:issue-29 @cr:613.4b @cr:613.4c
  Scenario: A +1/+1 counter and a pump apply on top of the power and toughness Duplicant sets
    613.4b, layer 7b: "Effects that set power and/or toughness to a specific number or value are
    applied"; 613.4c, layer 7c, after it: "Effects and counters that modify power and/or toughness".
    Duplicant has the power and toughness of Craw Wurm, 6/4 (7b); a +1/+1 counter from exploring
    and Might of the Masses' +1/+1 (7c) are added to that value, whichever came first: 7/5, then 8/6.

    Given it is Alice's precombat main phase
    And Bob controls "Craw Wurm"
    And Alice has "Duplicant", "Enter the Unknown" and "Might of the Masses" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{G}{G}
    And Alice's library is "Lightning Bolt", "Island" from top to bottom
    And Alice will target "Craw Wurm" with the ability of "Duplicant"
    And Alice will use the optional ability of "Duplicant"
    And Alice will leave the revealed card on top of her library
    When Alice casts "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" is a 6/4 creature
    When Alice casts "Enter the Unknown" targeting "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" has 1 +1/+1 counter
    And "Duplicant" is a 7/5 creature
    When Alice casts "Might of the Masses" targeting "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" is a 8/6 creature

  @source:mtg-conformance:issue-29 @cr:613.7 @cr:613.4b
  Scenario: Diminish after Duplicant's imprint: the later of two effects that set power and toughness wins
    613.7: "Within a layer or sublayer ... An effect with an earlier timestamp is applied before an
    effect with a later timestamp." Both are layer 7b (613.4b): Duplicant's static ability (its
    timestamp is Duplicant's, as it entered) gives it Craw Wurm's 6/4; Diminish, resolved later,
    gives it base power and toughness 1/1, applied after and so the one that shows: 1/1.

    Given it is Alice's precombat main phase
    And Bob controls "Craw Wurm"
    And Alice has "Duplicant" and "Diminish" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{U}
    And Alice will target "Craw Wurm" with the ability of "Duplicant"
    And Alice will use the optional ability of "Duplicant"
    When Alice casts "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" is a 6/4 creature
    When Alice casts "Diminish" targeting "Duplicant"
    And all players pass until the stack is empty
    Then "Duplicant" is a 1/1 creature

  @source:mtg-conformance:mut8 @cr:701.42b @cr:712.4a
  Scenario: A setup of a melded permanent from two cards that do not meld into it is a malformed request
    701.42b: "Only two cards belonging to the same meld pair can be melded"; Chittering Host is the
    melded face of Graf Rats and Midnight Scavengers, and Grizzly Bears is not a meld card. A melded
    permanent set up from Graf Rats and Grizzly Bears cannot exist: docs/protocol.md §4, an
    impossible setup is a `malformed_request`.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Grizzly Bears"
    When the game is set up
    Then the setup is malformed

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:700.4 @cr:111.7 @cr:704.5d @capability:tokens
  Scenario: A creature token that dies triggers Blood Artist, and then the token ceases to exist
    CR 700.4: "The term dies means 'is put into a graveyard from the battlefield'", and a token does
    that as any creature does; 111.7: "if a token changes zones, applicable triggered abilities will
    trigger before the token ceases to exist." Blood Artist ("Whenever this creature or another
    creature dies") triggers once for the Eldrazi Horror token, and the token is then in no zone.

    Given it is Alice's precombat main phase
    And Alice controls "Blood Artist"
    And Alice has an "Eldrazi Horror" creature token on the battlefield
    And Alice will target Bob with the ability of "Blood Artist"
    When "Eldrazi Horror" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Blood Artist" triggered once
    And Bob's life total is 19
    And Alice's life total is 21
    And "Eldrazi Horror" is not in any zone
    And Alice controls no creature tokens

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:603.6c @cr:111.7 @cr:704.5d @capability:tokens @cr:707.10a
  Scenario: A token copy of Blood Artist that dies triggers its own ability, looking back in time, and then ceases to exist
    CR 603.10a: leaves-the-battlefield abilities "look back in time": the token had Blood Artist's
    ability immediately before it died, so "Whenever this creature ... dies" triggers although the
    token is no longer on the battlefield, nor anywhere, once the ability is put on the stack (111.7).
    The ability is controlled by the token's last controller, Alice (603.3a).

    Given it is Bob's precombat main phase
    And Alice has a token copy of "Blood Artist" on the battlefield
    And Alice will target Bob with the ability of "Blood Artist"
    When "Blood Artist" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Blood Artist" triggered once
    And Bob's life total is 19
    And Alice's life total is 21
    And "Blood Artist" is not in any zone

  @source:mtg-conformance:issue-29 @cr:603.6c @cr:603.10a @cr:111.7 @cr:704.5d @capability:tokens
  Scenario: Unhallowed Pact on a creature token that dies triggers, and returns nothing: the token has ceased to exist
    CR 603.6c: "An ability that attempts to do something to the card that left the battlefield checks
    for it only in the first zone that it went to." Unhallowed Pact ("When enchanted creature dies,
    return that card to the battlefield under your control") triggers for the Eldrazi Horror token,
    but the token ceases to exist in the graveyard as state-based actions are checked (704.5d), before
    the ability resolves: there is nothing to return.

    Given it is Alice's precombat main phase
    And Alice has an "Eldrazi Horror" creature token on the battlefield
    And Bob has "Unhallowed Pact" on the battlefield enchanting "Eldrazi Horror"
    When "Eldrazi Horror" is destroyed
    And all players pass until the stack is empty
    Then the ability of "Unhallowed Pact" triggered once
    And "Eldrazi Horror" is not in any zone
    And Bob controls no creature tokens
    And Alice controls no creature tokens
    And "Unhallowed Pact" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:708.3 @cr:701.40a
  Scenario: Midnight Scavengers manifested enters face down: its enters ability does not trigger
    CR 708.3: "Objects that are put onto the battlefield face down are turned face down before they
    enter the battlefield, so the permanent's enters-the-battlefield abilities won't trigger".
    Midnight Scavengers ("When this creature enters, you may return target creature card with mana
    value 3 or less from your graveyard to your hand") is manifested by Soul Summons: nothing
    triggers, and Grizzly Bears stays in Alice's graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Soul Summons" in her hand
    And Alice has "Grizzly Bears" in her graveyard
    And Alice's mana pool holds {W}{W}
    And Alice's library is "Midnight Scavengers", "Forest" from top to bottom
    When Alice casts "Soul Summons"
    And all players pass until the stack is empty
    Then "Midnight Scavengers" is a face-down 2/2 creature with no name, no subtypes and no mana cost
    And the ability of "Midnight Scavengers" did not trigger
    And "Grizzly Bears" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Gisela's "your end step" trigger does not trigger in another player's end step
    Gisela, the Broken Blade: "At the beginning of your end step, if you both own and control Gisela,
    the Broken Blade and a creature named Bruna, the Fading Light, exile them, then meld them into
    Brisela, Voice of Nightmares." "Your" end step is that of its controller (109.5), Alice: Bob's
    end step begins and nothing triggers.

    Given it is Bob's postcombat main phase
    And Alice controls "Bruna, the Fading Light" and "Gisela, the Broken Blade"
    When the game advances to the end step
    Then the ability of "Gisela, the Broken Blade" did not trigger
    And "Gisela, the Broken Blade" is on the battlefield as a permanent of its own, front face up
    And "Bruna, the Fading Light" is on the battlefield as a permanent of its own, front face up

  # semgaps (docs/mutation.md, semantic mutants, owner<->controller): the meld condition "if you both
  # own and control" and Chittering Host's "creatures you control" with owner and controller apart.

  @source:mtg-conformance:issue-29 @cr:603.4 @cr:712.4a @cr:110.2
  Scenario: Graf Rats does not meld with a Midnight Scavengers its controller owns but another player controls
    Graf Rats: "At the beginning of combat on your turn, if you both own and control Graf Rats and a
    creature named Midnight Scavengers, exile them, then meld them into Chittering Host." Alice owns
    both; Bob controls the Scavengers: the condition is false (603.4), nothing melds.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats"
    And Bob controls "Midnight Scavengers" owned by Alice
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" is on the battlefield as a permanent of its own, front face up
    And "Midnight Scavengers" is on the battlefield as a permanent of its own, front face up

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:110.2 @cr:611.2c
  Scenario: Chittering Host's enters ability pumps a creature its controller controls but does not own
    Chittering Host: "When this creature enters, other creatures you control get +1/+0 and gain menace
    until end of turn." Alice controls Bob's Grizzly Bears: it is a creature she controls.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers" and "Grizzly Bears" owned by Bob
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And "Grizzly Bears" is a 3/2 creature

  @source:mtg-conformance:issue-29 @cr:614.1a @cr:616.1
  Scenario: Of two Leylines of the Void, the opponent's exiles a dying creature even when its owner's is the first
    Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
    instead." Alice's Leyline (first on the battlefield) does not apply to her own card; Bob's does.

    Given it is Alice's precombat main phase
    And Alice controls "Leyline of the Void" and "Grizzly Bears"
    And Bob controls "Leyline of the Void"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    And Alice's graveyard is empty

  @source:mtg-conformance:issue-29 @cr:603.7c @cr:400.7
  Scenario: Otherworldly Journey returns nothing when the card it exiled left exile before the end step
    Otherworldly Journey: "Exile target creature. At the beginning of the next end step, return that
    card to the battlefield under its owner's control with a +1/+1 counter on it." Pull from
    Eternity: "Put target face-up exiled card into its owner's graveyard." 603.7c: "if that object
    is no longer in the zone it's expected to be in at the time the delayed triggered ability
    resolves, the ability won't affect it": the Grizzly Bears card in the graveyard stays there.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Otherworldly Journey" and "Pull from Eternity" in her hand
    And Alice's mana pool holds {W}{W}{W}
    When Alice casts "Otherworldly Journey" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    When Alice casts "Pull from Eternity" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And "Grizzly Bears" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:603.6c @cr:603.10a
  Scenario: Planar Void destroyed at the same time as a creature does not exile it: a "from anywhere" ability does not look back in time
    Planar Void: "Whenever another card is put into a graveyard from anywhere, exile that card."
    603.6c: "An ability that triggers when a card is put into a certain zone 'from anywhere' is
    never treated as a leaves-the-battlefield ability, even if an object is put into that zone from
    the battlefield." Only leaves-the-battlefield abilities (and the others 603.10a lists) look
    back in time; for any other, the objects that exist immediately after the event are checked.
    Planar Cleansing ("Destroy all nonland permanents.") puts Planar Void and Grizzly Bears into
    graveyards at once: Planar Void is no longer on the battlefield, so it does not trigger.

    Given it is Alice's precombat main phase
    And Alice controls "Planar Void"
    And Bob controls "Grizzly Bears"
    And Alice has "Planar Cleansing" in her hand
    And Alice's mana pool holds {W}{W}{W}{W}{W}{W}
    When Alice casts "Planar Cleansing"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in Bob's graveyard
    And "Planar Void" is in Alice's graveyard
    And "Planar Cleansing" is in Alice's graveyard
    And the ability of "Planar Void" did not trigger

  @source:mtg-conformance:issue-29 @cr:603.6a @cr:603.2c @cr:400.7 @cr:400.7j
  Scenario: Two Soul Wardens put onto the battlefield at the same time by Living Death each see the other enter
    Living Death: "Each player exiles all creature cards from their graveyard, then sacrifices all
    creatures they control, then puts all cards they exiled this way onto the battlefield." Soul
    Warden: "Whenever another creature enters, you gain 1 life." 603.6a: "Each time an event puts
    one or more permanents onto the battlefield, all permanents on the battlefield (including the
    newcomers) are checked": each Soul Warden triggers once, for the other; none for itself.

    Given it is Alice's precombat main phase
    And Alice has "Soul Warden" and "Soul Warden" in her graveyard
    And Alice has "Living Death" in her hand
    And Alice's mana pool holds {B}{B}{B}{B}{B}
    When Alice casts "Living Death"
    And all players pass until the stack is empty, Alice putting her triggered abilities on the stack in the order the question lists them
    Then "Soul Warden" is controlled by Alice
    And the ability of "Soul Warden" triggered twice
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:701.21a @cr:400.7 @cr:400.7j
  Scenario: Mayhem Devil sacrificed to Fling sees its own sacrifice: an ability that triggers when a player sacrifices a permanent looks back in time
    Mayhem Devil: "Whenever a player sacrifices a permanent, Mayhem Devil deals 1 damage to any
    target." 603.10a: "abilities that trigger when a player sacrifices a permanent" look back in
    time, so the Devil, no longer on the battlefield once sacrificed, still triggers for itself.
    Its ability deals 1 damage to Bob, then Fling deals 3 (the Devil's power): Bob's life is 16.

    Given it is Alice's precombat main phase
    And Alice controls "Mayhem Devil"
    And Alice has "Fling" in her hand
    And Alice's mana pool holds {R}{R}
    And Alice will target Bob with the ability of "Mayhem Devil"
    When Alice casts "Fling", paying by sacrificing "Mayhem Devil", targeting Bob
    Then the ability of "Mayhem Devil" triggered once
    When all players pass until the stack is empty
    Then Bob's life total is 16
    And "Mayhem Devil" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:701.21a
  Scenario: Mayhem Devil sacrificed together with another creature by Living Death triggers for both
    Living Death makes each player sacrifice all creatures they control at the same time (608.2e:
    each action of a spell that involves multiple players "is processed simultaneously"): Alice
    sacrifices Mayhem Devil, Bob sacrifices Grizzly Bears. Looking back in time (603.10a), the
    Devil sees both sacrifices: two abilities, each dealing 1 damage to Bob.

    Given it is Alice's precombat main phase
    And Alice controls "Mayhem Devil"
    And Bob controls "Grizzly Bears"
    And Alice has "Living Death" in her hand
    And Alice's mana pool holds {B}{B}{B}{B}{B}
    And Alice will target Bob with the ability of "Mayhem Devil"
    And Alice will target Bob with the ability of "Mayhem Devil"
    When Alice casts "Living Death"
    And all players pass until the stack is empty
    Then the ability of "Mayhem Devil" triggered twice
    And Bob's life total is 18
    And "Grizzly Bears" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:513.2 @cr:712.4a
  Scenario: Gisela cast in its controller's end step does not meld that end step, only at her next end step
    513.2: "If a permanent with an ability that triggers 'at the beginning of the end step' enters the
    battlefield during this step, that ability won't trigger until the next turn's end step." Alice
    casts Gisela with flash (Leyline of Anticipation: "You may cast spells as though they had flash")
    in her end step, beside her Bruna: Gisela's "At the beginning of your end step, if you both own
    and control this creature and a creature named Bruna, the Fading Light, exile them, then meld them"
    doesn't trigger that end step, nor at Bob's end step (not hers); it triggers at her next one.

    Given it is Alice's end step
    And Alice controls "Bruna, the Fading Light" and "Leyline of Anticipation"
    And Alice has "Gisela, the Broken Blade" in her hand
    And Alice's mana pool holds {C}{C}{W}{W}
    And Alice's library is "Plains", "Plains" and "Plains"
    And Bob's library is "Island", "Island" and "Island"
    When Alice casts "Gisela, the Broken Blade"
    And all players pass until the stack is empty
    Then "Gisela, the Broken Blade" is on the battlefield as a permanent of its own, front face up
    When the game advances to the end step
    Then it is Bob's turn
    And "Gisela, the Broken Blade" is on the battlefield as a permanent of its own, front face up
    And the ability of "Gisela, the Broken Blade" did not trigger
    When the game advances to the end step
    Then it is Alice's turn
    And the ability of "Gisela, the Broken Blade" triggered once
    When all players pass until the stack is empty
    Then "Bruna, the Fading Light" and "Gisela, the Broken Blade" melded into "Brisela, Voice of Nightmares"

  @source:mtg-conformance:issue-29 @cr:709.4a
  Scenario: A player told to choose a card name cannot name a split card by both its names
    709.4a: "If an effect instructs a player to choose a card name and the player wants to choose a
    split card's name, the player must choose one of those names and not both." Alice names
    "Fire // Ice" for Predict: the answer is refused and nothing happens.

    Given it is Alice's precombat main phase
    And Alice has "Predict" in her hand
    And Alice's mana pool holds {U}{U}
    And Alice's library is "Island", "Forest", "Swamp"
    And Bob's library is "Fire // Ice", "Swamp"
    When Alice casts "Predict" targeting Bob
    And all players pass until the stack is empty, naming "Fire // Ice" when Alice is asked to choose a card name
    Then the action is rejected citing rule 709.4a
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:712.21 @cr:614.1a @cr:701.20a
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

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:608.2c @cr:701.17a
  Scenario: Predict cast in another player's turn draws its caster the cards
    Predict: "Choose a card name, then target player mills a card. If a card with the chosen name was
    milled this way, you draw two cards. Otherwise, you draw a card." "You" is the spell's controller
    (109.5): Bob casts the instant in Alice's turn; he, not Alice, the active player, is asked to
    choose the card name, names the card Alice mills, and draws two cards, Alice none.

    Given it is Alice's precombat main phase
    And Bob has "Predict" in his hand
    And Bob's mana pool holds {U}{U}
    And Alice's library is "Swamp", "Forest"
    And Bob's library is "Island", "Forest", "Plains"
    When Alice passes priority
    And Bob casts "Predict" targeting Alice
    And all players pass until the stack is empty, answering the question Bob is asked with the name "Swamp"
    Then "Swamp" is in Alice's graveyard
    And Bob drew two cards
    And Bob has 2 cards in his hand
    And Alice has 0 cards in her hand

  @source:mtg-conformance:issue-29 @cr:115.1 @cr:603.3d @cr:202.3
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

  @source:mtg-conformance:issue-29 @cr:601.3 @cr:202.3
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

  @source:mtg-conformance:issue-29 @cr:603.5 @cr:109.5 @cr:702.8a
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

  @source:mtg-conformance:issue-29 @cr:601.3 @cr:109.5
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

  @source:mtg-conformance:issue-29 @cr:701.42b @cr:701.42c
  Scenario: Bruna copying Graf Rats exiles itself and Midnight Scavengers, and the two meld cards of different pairs do not meld
    701.42b: "Only two cards belonging to the same meld pair can be melded. ... meld cards that don't
    form a meld pair can't be melded." 701.42c: "If an effect instructs a player to meld objects that
    can't be melded, they stay in their current zone." Alice's Bruna, the Fading Light is a copy of
    Graf Rats (707.2): it has Graf Rats' "exile this creature and Midnight Scavengers, then meld them
    into Chittering Host". Both cards are meld cards, but Bruna's pair is Bruna and Gisela (it melds
    into Brisela), Midnight Scavengers' is Graf Rats and Midnight Scavengers: both are exiled, neither
    melds, and no Chittering Host (nor Brisela) enters.

    Given it is Alice's precombat main phase
    And Alice has "Bruna, the Fading Light" on the battlefield as a copy of "Graf Rats"
    And Alice controls "Midnight Scavengers"
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Bruna, the Fading Light" is in exile
    And "Midnight Scavengers" is in exile
    And "Chittering Host" is not on the battlefield
    And "Brisela, Voice of Nightmares" is not on the battlefield

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.3a @cr:603.2
  Scenario: Soul Warden gains its controller the life when a creature enters in another player's turn
    Soul Warden: "Whenever another creature enters, you gain 1 life." The ability is controlled by
    Soul Warden's controller (603.3a), and "you" is that player (109.5): Bob, though Grizzly Bears
    enters in Alice's turn. Bob gains 1 life; Alice, the active player, gains none.

    Given it is Alice's precombat main phase
    And Bob controls "Soul Warden"
    And Alice has "Grizzly Bears" in her hand
    And Alice's mana pool holds {G}{C}
    When Alice casts "Grizzly Bears"
    And all players pass until the stack is empty
    Then the ability of "Soul Warden" triggered once
    And Bob's life total is 21
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:614.1a @cr:614.6
  Scenario: Pull from Eternity's card going to its owner's graveyard goes where Wheel of Sun and Moon puts it instead
    Pull from Eternity: "Put target face-up exiled card into its owner's graveyard." Wheel of Sun and
    Moon on Bob: "If a card would be put into enchanted player's graveyard from anywhere, instead that
    card is revealed and put on the bottom of that player's library." "Effects that use the word
    'instead' are replacement effects" (614.1a), and replace the event whatever causes it: Bob's Grizzly Bears card, exiled
    by Otherworldly Journey, goes from exile to the bottom of Bob's library, never to his graveyard
    (614.6).

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Wheel of Sun and Moon" on the battlefield enchanting Bob
    And Alice has "Otherworldly Journey" and "Pull from Eternity" in her hand
    And Alice's mana pool holds {W}{W}{W}
    And Bob's library is "Swamp"
    When Alice casts "Otherworldly Journey" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    When Alice casts "Pull from Eternity" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then the bottom cards of Bob's library are "Swamp", "Grizzly Bears", the last one at the bottom
    And Bob's graveyard is empty

  @source:mtg-conformance:issue-29 @cr:603.4 @cr:712.4a
  Scenario: Gisela's end step trigger does nothing when its controller owns Bruna but not Gisela
    Gisela, the Broken Blade: "At the beginning of your end step, if you both own and control this
    creature and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela,
    Voice of Nightmares." Alice controls Gisela, which Bob owns, and her own Bruna: the "if" condition
    (603.4) is false for Gisela itself, so nothing melds.

    Given it is Alice's postcombat main phase
    And Alice controls "Gisela, the Broken Blade" owned by Bob
    And Alice controls "Bruna, the Fading Light"
    When the game advances to the end step
    And all players pass until the stack is empty
    Then "Gisela, the Broken Blade" is on the battlefield as a permanent of its own, front face up
    And "Bruna, the Fading Light" is on the battlefield as a permanent of its own, front face up

  @source:mtg-conformance:issue-29 @cr:303.4c @cr:704.5m
  Scenario: Wheel of Sun and Moon enchanting the active player is legally attached and stays
    Wheel of Sun and Moon: "Enchant player". 303.4c and 704.5m put an Aura into its owner's graveyard
    only when it is attached to an illegal object or player: Alice, the active player, is a player
    still in the game, so the Wheel she cast on herself stays attached to her through the state-based
    actions performed before she receives priority again.

    Given it is Alice's precombat main phase
    And Alice has "Wheel of Sun and Moon" in her hand
    And Alice's mana pool holds {G}{W}
    When Alice casts "Wheel of Sun and Moon" targeting Alice
    And all players pass until the stack is empty
    Then "Wheel of Sun and Moon" is on the battlefield
    And Alice's graveyard is empty

  @source:mtg-conformance:issue-29 @cr:109.5
  Scenario: Chittering Host's enters ability pumps only the creatures its controller controls
    Chittering Host: "When this creature enters, other creatures you control get +1/+0 and gain menace
    until end of turn." "You" is its controller (109.5): Alice's Grizzly Bears gets +1/+0, Bob's
    Centaur Courser does not.

    Given it is Alice's precombat main phase
    And Alice controls "Graf Rats", "Midnight Scavengers" and "Grizzly Bears"
    And Bob controls "Centaur Courser"
    When the game advances to the beginning of combat step
    And all players pass until the stack is empty
    Then "Graf Rats" and "Midnight Scavengers" melded into "Chittering Host"
    And "Grizzly Bears" is a 3/2 creature
    And "Centaur Courser" is a 3/3 creature

  @source:mtg-conformance:issue-29 @cr:601.2c
  Scenario: Predict's "target player" cannot be an exiled card
    Predict: "Choose a card name, then target player mills a card. If a card with the chosen name
    was milled this way, you draw two cards. Otherwise, you draw a card." 601.2c: the player
    announces "an appropriate object or player for each target": the target is a player, so the
    Grizzly Bears card Otherworldly Journey exiled is refused, and nothing changes.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice has "Otherworldly Journey" and "Predict" in her hand
    And Alice's mana pool holds {W}{C}{U}{U}
    When Alice casts "Otherworldly Journey" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is in exile
    When Alice casts "Predict" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c or 115.1
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:701.17a @cr:614.1a @cr:614.6
  Scenario: Cards Thought Scour mills with an opponent's Leyline of the Void in play are exiled instead
    Thought Scour: "Target player mills two cards. Draw a card." 701.17a: milled cards go from the top
    of the library into the player's graveyard; Bob's Leyline of the Void ("If a card would be put
    into an opponent's graveyard from anywhere, exile it instead", 614.1a) replaces that move (614.6):
    Alice's two milled cards are exiled, and she draws Swamp.

    Given it is Alice's precombat main phase
    And Bob controls "Leyline of the Void"
    And Alice has "Thought Scour" in her hand
    And Alice's mana pool holds {U}
    And Alice's library is "Forest", "Island", "Swamp" from top to bottom
    When Alice casts "Thought Scour" targeting Alice
    And all players pass until the stack is empty
    Then "Forest" is in exile
    And "Island" is in exile
    And "Swamp" is in Alice's hand

  # w2faces (issue 29, item 2): 712.21e's "number of cards" branch.
  @source:mtg-conformance:issue-29 @cr:712.21e
  Scenario: Paradoxical Outcome returns a melded permanent and a creature: three cards returned, three cards drawn
    Paradoxical Outcome: "Return any number of target nonland, nontoken permanents you control to their
    owners' hands. Draw a card for each card returned to your hand this way." 712.21e: "If the effect
    needs to know the number of cards that changed zones, that melded permanent counts as two cards
    that moved." Two permanents are returned, three cards: Alice draws three, one card stays in her
    library.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice controls "Grizzly Bears"
    And Alice has "Paradoxical Outcome" in her hand
    And Alice's library is "Island", "Forest", "Mountain" and "Plains" from top to bottom
    And Alice's mana pool holds {U}{C}{C}{C}
    When Alice casts "Paradoxical Outcome" targeting "Chittering Host" and "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Graf Rats" is in Alice's hand
    And "Midnight Scavengers" is in Alice's hand
    And "Grizzly Bears" is in Alice's hand
    And "Mountain" is in Alice's hand
    And Alice has 6 cards in her hand
    And the top card of Alice's library is "Plains"

  @source:mtg-conformance:issue-29 @cr:603.10a
  Scenario: Desecrated Tomb creates one Bat when Living Death exiles two creature cards from its controller's graveyard at once
    Desecrated Tomb: "Whenever one or more creature cards leave your graveyard, create a 1/1 black Bat
    creature token with flying." 603.10a: "abilities that trigger when a card leaves a graveyard" look
    back in time. Living Death exiles Alice's Grizzly Bears and Craw Wurm from her graveyard in one
    event: the Tomb triggers once ("one or more"); Bob's Centaur Courser leaves Bob's graveyard, not
    Alice's, and the Island left in Alice's graveyard is not a creature card.

    Given it is Alice's precombat main phase
    And Alice controls "Desecrated Tomb"
    And Alice has "Grizzly Bears", "Craw Wurm" and "Island" in her graveyard
    And Bob has "Centaur Courser" in his graveyard
    And Alice has "Living Death" in her hand
    And Alice's mana pool holds {B}{B}{C}{C}{C}
    When Alice casts "Living Death"
    And all players pass until the stack is empty
    Then Alice controls 1 1/1 creature token
    And Bob controls no creature tokens
    And "Grizzly Bears" is on the battlefield
    And "Island" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:603.10a
  Scenario: Desecrated Tomb triggers on a creature card leaving its controller's graveyard, and not on a land card leaving it
    603.10a: a card leaving a graveyard (here as a cost: Harvest Pyre, "As an additional cost to cast
    this spell, exile X cards from your graveyard") triggers the Tomb when it was a creature card
    there. Alice casts Harvest Pyre twice: first exiling an Island (no Bat), then exiling Grizzly Bears
    (one Bat).

    Given it is Alice's precombat main phase
    And Alice controls "Desecrated Tomb"
    And Bob controls "Craw Wurm"
    And Alice has "Grizzly Bears" and "Island" in her graveyard
    And Alice has "Harvest Pyre" and "Harvest Pyre" in her hand
    And Alice's mana pool holds {R}{R}{C}{C}
    When Alice casts "Harvest Pyre" and X = 1, paying by exiling "Island" from her graveyard, targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then Alice controls no creature tokens
    When Alice casts "Harvest Pyre" and X = 1, paying by exiling "Grizzly Bears" from her graveyard, targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then Alice controls 1 1/1 creature token

  @source:mtg-conformance:issue-29 @cr:603.10a
  Scenario: Desecrated Tomb does not trigger when creature cards leave only another player's graveyard
    "your graveyard": Living Death exiles Bob's Centaur Courser from Bob's graveyard; Alice's graveyard
    holds no creature card. Alice's Tomb does not trigger (and Bob controls no Tomb).

    Given it is Alice's precombat main phase
    And Alice controls "Desecrated Tomb"
    And Bob has "Centaur Courser" in his graveyard
    And Alice has "Living Death" in her hand
    And Alice's mana pool holds {B}{B}{C}{C}{C}
    When Alice casts "Living Death"
    And all players pass until the stack is empty
    Then Alice controls no creature tokens
    And Bob controls no creature tokens
    And "Centaur Courser" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:702.52a
  Scenario: Golgari Brownscale dredged back to its owner's hand from her graveyard triggers: she gains 2 life
    Golgari Brownscale: "When Golgari Brownscale is put into your hand from your graveyard, you gain 2
    life. Dredge 2". 702.52a: "if you would draw a card, you may instead mill N cards and return this
    card from your graveyard to your hand." 603.10a: "abilities that trigger when an object that all
    players can see is put into a hand or library" look back in time: the card, seen in the graveyard,
    is now in a hidden zone, and its ability triggers. Alice dredges instead of her draw: Island and
    Forest are milled, Plains stays on top, and she gains 2 life.

    Given it is Alice's upkeep
    And Alice has "Golgari Brownscale" in her graveyard
    And Alice's library is "Island", "Forest", "Plains"
    When the game advances to the draw step, answering the question Alice is asked with yes
    And all players pass until the stack is empty
    Then "Golgari Brownscale" is in Alice's hand
    And "Island" is in Alice's graveyard
    And "Forest" is in Alice's graveyard
    And the top card of Alice's library is "Plains"
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:603.10a @cr:702.52a
  Scenario: Golgari Brownscale not dredged stays in the graveyard: Alice draws and gains no life
    702.52a: "you may instead": Alice declines, draws Island, and Golgari Brownscale stays in her
    graveyard; nothing put it into her hand, so its ability does not trigger.

    Given it is Alice's upkeep
    And Alice has "Golgari Brownscale" in her graveyard
    And Alice's library is "Island", "Forest", "Plains"
    When the game advances to the draw step, answering the question Alice is asked with no
    And all players pass until the stack is empty
    Then "Golgari Brownscale" is in Alice's graveyard
    And "Island" is in Alice's hand
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.52a @cr:702.52b
  Scenario: Golgari Brownscale can't be dredged with one card in its owner's library
    702.52b: "A player with fewer cards in their library than the number required by a dredge ability
    can't mill any of them this way." Alice's library holds one card: she is not asked, draws it, and
    Golgari Brownscale stays in her graveyard.

    Given it is Alice's upkeep
    And Alice has "Golgari Brownscale" in her graveyard
    And Alice's library is "Island"
    When the game advances to the draw step
    And all players pass until the stack is empty
    Then "Golgari Brownscale" is in Alice's graveyard
    And "Island" is in Alice's hand
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.52a
  Scenario: Golgari Brownscale in Bob's graveyard does not let Alice dredge
    702.52a: "if you would draw a card, you may instead ... return this card from your graveyard": the
    dredge of a card in Bob's graveyard replaces Bob's draws only. Alice is not asked; she draws Island,
    and the Brownscale stays in Bob's graveyard.

    Given it is Alice's upkeep
    And Bob has "Golgari Brownscale" in his graveyard
    And Alice's library is "Island", "Forest", "Plains"
    When the game advances to the draw step
    And all players pass until the stack is empty
    Then "Golgari Brownscale" is in Bob's graveyard
    And "Island" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:712.21b @cr:109.5
  Scenario: Duplicant cast in another player's turn: its controller, not the active player, orders the melded permanent's cards
    712.21b: the player whose effect exiles a melded permanent chooses the relative order of its two
    cards. Duplicant's "you may exile target nontoken creature" is its controller's (109.5): Bob, who
    casts it in Alice's turn (Leyline of Anticipation) and exiles her Chittering Host. Bob is asked
    the order; with Graf Rats exiled last, Duplicant is a 2/1.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Bob controls "Leyline of Anticipation"
    And Bob has "Duplicant" in his hand
    And Bob's mana pool holds {C}{C}{C}{C}{C}{C}
    And Bob will target "Chittering Host" with the ability of "Duplicant"
    And Bob will use the optional ability of "Duplicant"
    When Alice passes priority
    And Bob casts "Duplicant"
    And all players pass until the stack is empty, answering the question Bob is asked with the order "Midnight Scavengers", "Graf Rats"
    Then Bob was asked to order the two cards "Graf Rats" and "Midnight Scavengers"
    And "Duplicant" is a 2/1 creature

  @source:mtg-conformance:issue-29 @cr:707.2 @cr:109.5
  Scenario: A Clone copying Chittering Host in another player's turn pumps its own controller's other creatures
    707.2: a copy has the copied object's triggered abilities; Chittering Host: "When this creature
    enters, other creatures you control get +1/+0 and gain menace until end of turn." Bob casts Clone
    in Alice's turn (Leyline of Anticipation) as a copy of her Chittering Host: its ability is Bob's
    (109.5), so his Grizzly Bears gets +1/+0, and Alice's Centaur Courser does not.

    Given it is Alice's precombat main phase
    And Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    And Alice controls "Centaur Courser"
    And Bob controls "Leyline of Anticipation" and "Grizzly Bears"
    And Bob has "Clone" in his hand
    And Bob's mana pool holds {U}{C}{C}{C}
    When Alice passes priority
    And Bob casts "Clone" as a copy of "Chittering Host"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 3/2 creature
    And "Centaur Courser" is a 3/3 creature

  # issue 34 item 4: phase.rs's releases changed how they read Bruna's "Angel or Human creature card"
  # (docs/phase.md, "Release history"); no check reached it. Crib Swap is an Angel card that is not a
  # creature card: the target of "Angel or Human creature card" needs both.
  @source:mtg-conformance:issue-34 @cr:603.3d @cr:115.1
  Scenario: Bruna, the Fading Light's cast trigger has no legal target when Crib Swap, an Angel card that is not a creature card, is all its controller's graveyard holds
    Bruna, the Fading Light: "When you cast this spell, you may return target Angel or Human creature
    card from your graveyard to the battlefield." Crib Swap, a kindred instant with changeling, is
    every creature type (702.73a: "This object is every creature type, even if this card doesn't also
    have the card type creature", in every zone), so it is an Angel card (308.2: a kindred card's
    subtypes are creature types); it is not a creature card, so not a legal target (115.1). 603.3d:
    "If a choice is required when the triggered ability is put on the stack but no legal choices can
    be made for it ... the ability is simply removed from the stack." No question is asked (one
    would go unanswered); Bruna resolves alone and Crib Swap stays in the graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Crib Swap" in her graveyard
    And Alice has "Bruna, the Fading Light" in her hand
    And Alice's mana pool holds {W}{W}{C}{C}{C}{C}{C}
    When Alice casts "Bruna, the Fading Light"
    Then the stack holds no ability of "Bruna, the Fading Light"
    And "Bruna, the Fading Light" is on the stack
    When all players pass until the stack is empty
    Then "Bruna, the Fading Light" is on the battlefield
    And "Crib Swap" is in Alice's graveyard

  @source:mtg-conformance:issue-34 @cr:603.3d @cr:115.1
  Scenario: Bruna, the Fading Light's cast trigger returns a Human creature card, and Crib Swap beside it stays
    The same graveyard with Elite Vanguard, a Human Soldier creature card, in it: Alice targets the
    Vanguard, answers yes, and it returns to the battlefield; Crib Swap stays in her graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Crib Swap" and "Elite Vanguard" in her graveyard
    And Alice has "Bruna, the Fading Light" in her hand
    And Alice's mana pool holds {W}{W}{C}{C}{C}{C}{C}
    And Alice will target "Elite Vanguard" in her graveyard with the ability of "Bruna, the Fading Light"
    When Alice casts "Bruna, the Fading Light"
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then "Elite Vanguard" is on the battlefield
    And "Crib Swap" is in Alice's graveyard
    And "Bruna, the Fading Light" is on the battlefield

  @source:mtg-conformance:issue-34 @cr:702.73a
  Scenario: Bruna, the Fading Light's cast trigger returns Amoeboid Changeling: a changeling creature card is an Angel in the graveyard too
    702.73a: "Changeling is a characteristic-defining ability. "Changeling" means "This object is every
    creature type." This ability works everywhere, even outside the game." Amoeboid Changeling
    (Creature — Shapeshifter) in Alice's graveyard is an Angel creature card: a legal target of
    Bruna's "target Angel or Human creature card", and it returns to the battlefield.

    Given it is Alice's precombat main phase
    And Alice has "Amoeboid Changeling" in her graveyard
    And Alice has "Bruna, the Fading Light" in her hand
    And Alice's mana pool holds {W}{W}{C}{C}{C}{C}{C}
    And Alice will target "Amoeboid Changeling" in her graveyard with the ability of "Bruna, the Fading Light"
    When Alice casts "Bruna, the Fading Light"
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then "Amoeboid Changeling" is on the battlefield
    And "Bruna, the Fading Light" is on the battlefield
