@mechanic:explore
Feature: Explore
  CR 701.44: "Certain spells and abilities instruct a permanent to explore. To do so, that permanent's
  controller reveals the top card of their library. If a land card is revealed this way, that player
  puts that card into their hand. Otherwise, that player puts a +1/+1 counter on the exploring
  permanent and may put the revealed card into their graveyard."
  Scenarios quote the rulings of Enter the Unknown (Russian, German) and Emperor's Vanguard (Italian).

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @ruling:003_5f5db75ea8264ede#3 @cr:701.44a
  Scenario: A revealed land card goes to its controller's hand and the explorer gets no counter
    ru 2018-01-19 (000_5643a24e11c05965#3): Если способность предписывает существу исследовать, контролирующий его игрок показывает верхнюю карту своей библиотеки. Если это карта земли, он кладёт её себе в руку. В противном случае он кладёт на то существо один жетон +1/+1, а затем выбирает, оставить ли показанную карту на верху своей библиотеки или положить её на своё кладбище.
    de 2018-01-19 (002_40dd070747ae974b#3): Falls eine Fähigkeit eine Kreatur anweist zu erkunden, deckt ihr Beherrscher die oberste Karte seiner Bibliothek auf. Falls es eine Länderkarte ist, nimmt er sie auf seine Hand. Andernfalls legt er eine +1/+1-Marke auf die Kreatur und entscheidet dann, ob er die Karte oben auf seiner Bibliothek lässt oder auf seinen Friedhof legt.
    it 2018-01-19 (003_5f5db75ea8264ede#3): Se un'abilità richiede a una creatura di esplorare, il suo controllore rivela la prima carta del proprio grimorio. Se è una carta terra, la aggiunge alla propria mano. Altrimenti, mette un segnalino +1/+1 su quella creatura, poi sceglie se lasciare quella carta in cima al proprio grimorio o metterla nel proprio cimitero.

    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Forest", "Grizzly Bears" from top to bottom
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Forest"
    And "Forest" is in Alice's hand
    And "Merfolk Branchwalker" has no +1/+1 counters
    And the top card of Alice's library is "Grizzly Bears"

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @ruling:003_5f5db75ea8264ede#3 @cr:701.44a
  Scenario: A revealed nonland card gives the explorer a +1/+1 counter and may stay on top of the library
    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Grizzly Bears"
    And "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Merfolk Branchwalker" is a 3/2 creature
    And the top card of Alice's library is "Grizzly Bears"

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @ruling:003_5f5db75ea8264ede#3 @cr:701.44a
  Scenario: A revealed nonland card may be put into its owner's graveyard
    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Grizzly Bears" is in Alice's graveyard
    And the top card of Alice's library is "Forest"

  @ruling:000_5643a24e11c05965#4 @ruling:002_40dd070747ae974b#4 @ruling:003_5f5db75ea8264ede#4 @cr:701.44a @cr:701.44b
  Scenario: A creature exploring with an empty library still gets a +1/+1 counter
    ru 2018-01-19 (000_5643a24e11c05965#4): Если карта не показана, скорее всего потому, что библиотека того игрока пуста, исследующее существо получает жетон +1/+1.
    de 2018-01-19 (002_40dd070747ae974b#4): Falls keine Karte aufgedeckt wird, wahrscheinlich weil die Bibliothek des Spielers leer ist, erhält die erkundende Kreatur eine +1/+1-Marke.
    it 2018-01-19 (003_5f5db75ea8264ede#4): Se non viene rivelata alcuna carta, molto probabilmente perché il grimorio di quel giocatore è vuoto, la creatura che esplora riceve un segnalino +1/+1.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is empty
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed nothing
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Enter the Unknown" is in Alice's graveyard

  @ruling:000_5643a24e11c05965#2 @ruling:002_40dd070747ae974b#2 @ruling:003_5f5db75ea8264ede#1 @cr:701.44a @cr:701.44c @cr:603.2
  Scenario: A creature that left the battlefield before its explore ability resolved still explores
    ru 2018-01-19 (000_5643a24e11c05965#2): Если разрешающееся заклинание или способность предписывает определённому существу исследовать, но это существо уже покинуло поле битвы, оно всё равно исследует. Если таким образом вы покажете карту не-земли, вы не положите жетон +1/+1 ни на что, но можете положить показанную карту на своё кладбище. Эффекты, срабатывающие «каждый раз, когда существо исследует», срабатывают в соответствующих случаях.
    de 2018-01-19 (002_40dd070747ae974b#2): Falls ein Zauberspruch oder eine Fähigkeit bei der Verrechnung eine bestimmte Kreatur anweist zu erkunden, diese Kreatur aber das Spiel verlassen hat, erkundet die Kreatur trotzdem. Falls du auf diese Weise eine Nichtland-Karte aufdeckst, legst du auf nichts eine +1/+1-Marke, kannst die aufgedeckte Karte aber auf deinen Friedhof legen. Effekte, die „immer wenn eine Kreatur erkundet“ ausgelöst werden, werden entsprechend ausgelöst.
    it 2018-01-19 (003_5f5db75ea8264ede#1): Se una magia o abilità in risoluzione richiede a una creatura specifica di esplorare, ma quella creatura ha lasciato il campo di battaglia, la creatura esplora comunque. Se riveli una carta non terra in questo modo, non metterai un segnalino +1/+1 su nulla, ma puoi mettere la carta rivelata nel tuo cimitero. Gli effetti che si innescano "ogniqualvolta una creatura esplora" si innescano normalmente.

    Given it is Alice's precombat main phase
    And Alice controls "Lurking Chupacabra"
    And Bob controls "Grizzly Bears"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    And Alice will target "Grizzly Bears" with the ability of "Lurking Chupacabra"
    When Alice casts "Merfolk Branchwalker"
    And Alice passes priority
    And Bob passes priority
    And "Merfolk Branchwalker" is destroyed
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Lightning Bolt"
    And "Lightning Bolt" is in Alice's graveyard
    And "Merfolk Branchwalker" is in Alice's graveyard
    And the ability of "Lurking Chupacabra" triggered once
    And "Grizzly Bears" is in Bob's graveyard

  @ruling:000_5643a24e11c05965#2 @ruling:002_40dd070747ae974b#2 @ruling:003_5f5db75ea8264ede#1 @cr:701.44a @cr:701.44c
  Scenario: A creature that left the battlefield and reveals a land still puts the land into its controller's hand
    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Forest" from top to bottom
    When Alice casts "Merfolk Branchwalker"
    And Alice passes priority
    And Bob passes priority
    And "Merfolk Branchwalker" is exiled
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Forest"
    And "Forest" is in Alice's hand
    And "Merfolk Branchwalker" is in exile

  @source:mtg-conformance:issue-29 @cr:701.44c @cr:701.44a
  Scenario: An explorer its owner's opponent controlled that left the battlefield explores for its last controller
    701.44c: "If a permanent changes zones before an effect causes it to explore, its last known
    information is used to determine which object explored and who controlled it." Alice's Unhallowed
    Pact returns Bob's Merfolk Branchwalker under Alice's control; it is destroyed while its explore
    ability is on the stack and goes to Bob's graveyard. Alice, its last controller, not Bob, its
    owner, reveals the top card of her library, Forest, and puts it into her hand.

    Given it is Alice's precombat main phase
    And Bob controls "Merfolk Branchwalker"
    And Alice has "Unhallowed Pact" on the battlefield enchanting "Merfolk Branchwalker"
    And Alice's library is "Forest", "Island" from top to bottom
    And Bob's library is "Forest", "Island" from top to bottom
    When "Merfolk Branchwalker" is destroyed
    And Alice passes priority
    And Bob passes priority
    Then "Merfolk Branchwalker" is controlled by Alice and owned by Bob
    When "Merfolk Branchwalker" is destroyed
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Forest"
    And "Forest" is in Alice's hand
    And Bob's hand is empty
    And the top card of Bob's library is "Forest"
    And "Merfolk Branchwalker" is in Bob's graveyard

  @ruling:000_5643a24e11c05965#2 @ruling:002_40dd070747ae974b#2 @ruling:003_5f5db75ea8264ede#1 @cr:701.44a @cr:701.44c @cr:603.2 @cr:514.2
  Scenario: Lurking Chupacabra triggers for an explorer that left the battlefield and its target gets -2/-2 until end of turn
    Given it is Alice's precombat main phase
    And Alice controls "Lurking Chupacabra"
    And Bob controls "Centaur Courser"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt", "Forest" from top to bottom
    And Alice will leave the revealed card on top of her library
    And Alice will target "Centaur Courser" with the ability of "Lurking Chupacabra"
    When Alice casts "Merfolk Branchwalker"
    And Alice passes priority
    And Bob passes priority
    And "Merfolk Branchwalker" is destroyed
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Lightning Bolt"
    And the ability of "Lurking Chupacabra" triggered once
    And "Centaur Courser" is a 1/1 creature
    When the game advances to the upkeep
    Then "Centaur Courser" is a 3/3 creature

  @ruling:003_5f5db75ea8264ede#2 @cr:701.44a @cr:701.44c @cr:603.2
  Scenario: "Whenever a creature you control explores" sees the last controller of an explorer that left the battlefield
    it 2018-01-19 (003_5f5db75ea8264ede#2): Se una magia o un'abilità che si sta risolvendo istruisce una creatura specifica a esplorare, ma quella creatura ha lasciato il campo di battaglia, la creatura esplora comunque. Se in questo modo riveli una carta non terra, non metterai un segnalino +1/+1 su nulla, ma puoi mettere la carta rivelata nel tuo cimitero. Gli effetti che si innescano “ogniqualvolta una creatura che controlli esplora” si innescano se appropriato.

    Given it is Alice's precombat main phase
    And Alice controls "Lurking Chupacabra"
    And Bob controls "Lurking Chupacabra" and "Grizzly Bears"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt" from top to bottom
    And Alice will leave the revealed card on top of her library
    And Alice will target "Grizzly Bears" with the ability of "Lurking Chupacabra"
    When Alice casts "Merfolk Branchwalker"
    And Alice passes priority
    And Bob passes priority
    And "Merfolk Branchwalker" is returned to its owner's hand
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Lightning Bolt"
    And the top card of Alice's library is "Lightning Bolt"
    And the ability of Alice's "Lurking Chupacabra" triggered once
    And the ability of Bob's "Lurking Chupacabra" did not trigger
    And "Grizzly Bears" is in Bob's graveyard

  @ruling:000_5643a24e11c05965#5 @ruling:002_40dd070747ae974b#5 @cr:608.2b @cr:701.44a @cr:305.2
  Scenario: Enter the Unknown with an illegal target does not resolve: nothing explores and no extra land may be played
    ru 2018-01-19 (000_5643a24e11c05965#5): Если целевое существо стало нелегальной целью к моменту разрешения Enter the Unknown, заклинание не разрешится. Существо не исследует, и вы не сможете разыграть дополнительную землю.
    de 2018-01-19 (002_40dd070747ae974b#5): Falls die angezielte Kreatur ein illegales Ziel ist, wenn Enter the Unknown verrechnet werden soll, wird der Zauberspruch nicht verrechnet. Die Kreatur erkundet nicht und du kannst kein zusätzliches Land spielen.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has played 1 land this turn
    And Alice has "Enter the Unknown" and "Forest" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And "Grizzly Bears" is destroyed
    And all players pass until the stack is empty
    Then "Enter the Unknown" did not resolve
    And nothing explored
    And "Enter the Unknown" is in Alice's graveyard
    And Alice may play no more lands this turn
    When Alice plays "Forest"
    Then the action is rejected citing rule 305.2
    And the game state is unchanged

  @ruling:000_5643a24e11c05965#7 @ruling:002_40dd070747ae974b#7 @ruling:003_5f5db75ea8264ede#5 @cr:701.44a @cr:701.44b
  Scenario: A permanent that stopped being a creature still explores and gets the +1/+1 counter
    ru 2018-01-19 (000_5643a24e11c05965#7): В некоторых необычных случаях перманенты, не являющиеся существами, могут исследовать. Например, если карта существа, возвращённая с помощью Defossilize, каким-то образом перестала быть существом после выхода на поле битвы, она всё равно может исследовать. Вы совершите все те же действия и можете в итоге положить на этот перманент жетон +1/+1. (Note that some effects target a creature, and those effects would still require a legal target to have it explore.)
    de 2018-01-19 (002_40dd070747ae974b#7): In einigen ungewöhnlichen Fällen können bleibende Karten, die keine Kreaturen sind, erkunden. Falls die von Defossilize zurückgebrachte Kreaturenkarte beispielsweise aus irgendeinem Grund keine Kreatur ist, sobald sie im Spiel ist, kann sie trotzdem erkunden. Du führst alle dieselben Aktionen aus und legst möglicherweise eine +1/+1-Marke auf die bleibende Karte. (Note that some effects target a creature, and those effects would still require a legal target to have it explore.)
    it 2018-01-19 (003_5f5db75ea8264ede#5): In alcuni casi insoliti, i permanenti non creatura possono esplorare. Per esempio, se la carta creatura riportata sul campo di battaglia da Defossilize in qualche modo non è una creatura una volta che si trova sul campo di battaglia, può comunque esplorare. Eseguirai tutte le stesse azioni e potresti finire per mettere un segnalino +1/+1 sul permanente. (Note that some effects target a creature, and those effects would still require a legal target to have it explore.)

    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt" from top to bottom
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And Alice passes priority
    And Bob passes priority
    And "Merfolk Branchwalker" stops being a creature
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Lightning Bolt"
    And "Merfolk Branchwalker" is not a creature
    And "Merfolk Branchwalker" has 1 +1/+1 counter

  @ruling:000_5643a24e11c05965#7 @ruling:002_40dd070747ae974b#7 @ruling:003_5f5db75ea8264ede#5 @cr:115.1 @cr:601.2c
  Scenario: An effect that targets a creature cannot make a noncreature permanent explore
    Given it is Alice's precombat main phase
    And Alice controls "Forest"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    When Alice casts "Enter the Unknown" targeting "Forest"
    Then the action is rejected citing rule 601.2c
    And the game state is unchanged

  @ruling:000_5643a24e11c05965#7 @ruling:002_40dd070747ae974b#7 @ruling:003_5f5db75ea8264ede#5 @cr:701.44a
  Scenario: Defossilize returns a creature card and it explores twice
    Given it is Alice's precombat main phase
    And Alice has "Defossilize" in her hand
    And Alice has "Grizzly Bears" in her graveyard
    And Alice's mana pool holds {B}{B}{B}{B}{B}
    And Alice's library is "Lightning Bolt", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Defossilize" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is on the battlefield
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Lightning Bolt" is in Alice's graveyard
    And "Forest" is in Alice's hand

  @ruling:000_5643a24e11c05965#8 @ruling:002_40dd070747ae974b#8 @ruling:003_5f5db75ea8264ede#6 @cr:608.2c @cr:701.44a
  Scenario: No player can act between the reveal and the +1/+1 counter
    ru 2018-01-19 (000_5643a24e11c05965#8): После того как начинает разрешаться способность, заставляющая существо исследовать, ни один игрок не может предпринимать никаких других действий, пока она не завершит разрешение. В частности, оппоненты не могут попытаться уничтожить исследующее существо после того, как вы раскроете карту, не являющуюся землей, но до того, как оно получит жетон.
    de 2018-01-19 (002_40dd070747ae974b#8): Sobald die Verrechnung einer Fähigkeit, die eine Kreatur erkunden lässt, beginnt, darf kein Spieler weitere Aktionen durchführen, bis sie abgeschlossen ist. Insbesondere können Gegner nicht versuchen, die erkundende Kreatur zu entfernen, nachdem du eine Nichtlandkarte offenlegst, aber bevor sie eine Marke erhält.
    it 2018-01-19 (003_5f5db75ea8264ede#6): Una volta che un'abilità che fa esplorare una creatura comincia a risolversi, nessun giocatore può compiere altre azioni finché non ha finito di risolversi. In particolare, gli avversari non possono cercare di rimuovere la creatura che sta esplorando dopo che hai rivelato una carta non terra ma prima che riceva un segnalino.

    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears" from top to bottom
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Grizzly Bears"
    And no player received priority while the ability resolved
    And "Merfolk Branchwalker" has 1 +1/+1 counter

  @ruling:000_5643a24e11c05965#9 @ruling:002_40dd070747ae974b#9 @ruling:003_5f5db75ea8264ede#7 @cr:701.44a
  Scenario: A creature that explores twice in a row reveals the same card it left on top
    ru 2018-01-19 (000_5643a24e11c05965#9): Некоторые заклинания или способности могут заставить существо исследовать несколько раз подряд. Если при исследовании существа вы покажете карту не-земли и оставите её на верху своей библиотеки, а затем существо сразу же исследует снова, вы снова покажете ту же карту.
    de 2018-01-19 (002_40dd070747ae974b#9): Einige Zaubersprüche oder Fähigkeiten können bewirken, dass eine Kreatur mehrmals hintereinander erkundet. Falls du beim Erkunden einer Kreatur eine Nichtland-Karte aufdeckst und sie oben auf deiner Bibliothek lässt und die Kreatur unmittelbar danach erneut erkundet, deckst du dieselbe Karte erneut auf.
    it 2018-01-19 (003_5f5db75ea8264ede#7): Alcune magie o abilità potrebbero far esplorare una creatura più volte di seguito. Se riveli una carta non terra quando una creatura esplora e la lasci in cima al tuo grimorio, quando la creatura esplora di nuovo subito dopo, rivelerai di nuovo la stessa carta.

    Given it is Alice's precombat main phase
    And Alice has "Jadelight Ranger" in her hand
    And Alice's mana pool holds {G}{G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will leave the revealed card on top of her library
    And Alice will leave the revealed card on top of her library
    When Alice casts "Jadelight Ranger"
    And all players pass until the stack is empty
    Then "Jadelight Ranger" explored twice and revealed "Grizzly Bears" both times
    And "Jadelight Ranger" has 2 +1/+1 counters
    And the top card of Alice's library is "Grizzly Bears"

  @ruling:000_5643a24e11c05965#9 @ruling:002_40dd070747ae974b#9 @ruling:003_5f5db75ea8264ede#7 @cr:701.44a
  Scenario: A creature that explores twice reveals the next card when the first was a land
    Given it is Alice's precombat main phase
    And Alice has "Jadelight Ranger" in her hand
    And Alice's mana pool holds {G}{G}{G}
    And Alice's library is "Forest", "Grizzly Bears" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Jadelight Ranger"
    And all players pass until the stack is empty
    Then "Jadelight Ranger" explored twice
    And "Forest" is in Alice's hand
    And "Grizzly Bears" is in Alice's graveyard
    And "Jadelight Ranger" has 1 +1/+1 counter

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @ruling:003_5f5db75ea8264ede#3 @cr:701.44a @cr:510.2 @cr:603.2
  Scenario: Emperor's Vanguard explores when it deals combat damage to a player
    Given it is Alice's precombat main phase
    And Alice controls "Emperor's Vanguard"
    And Alice's library is "Grizzly Bears" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice attacks Bob with "Emperor's Vanguard"
    And Bob declares no blockers
    And the game advances to the combat damage step
    And all players pass until the stack is empty
    Then Bob's life total is 16
    And "Emperor's Vanguard" explored once and revealed "Grizzly Bears"
    And "Emperor's Vanguard" has 1 +1/+1 counter
    And "Grizzly Bears" is in Alice's graveyard

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @cr:701.44a @cr:608.2n @cr:404.1
  Scenario: Enter the Unknown goes to the graveyard as the last part of its resolution, on top of the card its explore put there
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Lightning Bolt", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Lightning Bolt"
    And "Enter the Unknown" left the stack only after "Grizzly Bears" explored
    And Alice's graveyard is "Lightning Bolt", "Enter the Unknown" from bottom to top

  @ruling:000_5643a24e11c05965#9 @ruling:002_40dd070747ae974b#9 @cr:701.44a @cr:608.2n @cr:404.1
  Scenario: Defossilize goes to the graveyard only after both explores, on top of the cards they put there
    Given it is Alice's precombat main phase
    And Alice has "Defossilize" in her hand
    And Alice has "Grizzly Bears" in her graveyard
    And Alice's mana pool holds {B}{B}{B}{B}{B}
    And Alice's library is "Lightning Bolt", "Centaur Courser", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    And Alice will put the revealed card into her graveyard
    When Alice casts "Defossilize" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored twice
    And "Grizzly Bears" has 2 +1/+1 counters
    And "Defossilize" left the stack only after "Grizzly Bears" explored
    And Alice's graveyard is "Lightning Bolt", "Centaur Courser", "Defossilize" from bottom to top

  @ruling:000_5643a24e11c05965#3 @ruling:002_40dd070747ae974b#3 @ruling:003_5f5db75ea8264ede#3 @cr:509.1h @cr:510.1c @cr:506.4
  Scenario: Emperor's Vanguard stays blocked after its blocker leaves: it deals no combat damage and does not explore
    Given it is Alice's precombat main phase
    And Alice controls "Emperor's Vanguard" and "Mountain"
    And Bob controls "Llanowar Elves"
    And Alice's library is "Grizzly Bears"
    And Alice has "Lightning Bolt" in her hand
    When Alice attacks Bob with "Emperor's Vanguard"
    And Bob declares "Llanowar Elves" as a blocker of "Emperor's Vanguard"
    And Alice taps "Mountain" for mana
    And Alice casts "Lightning Bolt" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is in Bob's graveyard
    When the game advances to the end of combat step
    Then Bob's life total is 20
    And nothing explored

  @source:xmage:ExploreTest.exploreLandToHand @cr:701.44a @cr:701.44b @cr:603.2
  Scenario: Wildgrowth Walker triggers when a creature its controller controls explores and reveals a land
    Stand-in: XMage reveals Quicksand; any land card is revealed the same way (701.44a).
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Forest"
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has no +1/+1 counters
    And "Forest" is in Alice's hand
    And Alice's library is empty
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreNonlandToTop @cr:701.44a @cr:603.2
  Scenario: Wildgrowth Walker triggers when an explorer reveals a nonland card left on top of the library
    Stand-in: XMage reveals Giant Growth; any nonland card is revealed the same way (701.44a).
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears"
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And the top card of Alice's library is "Grizzly Bears"
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreNonlandToGraveyard @cr:701.44a @cr:603.2
  Scenario: Wildgrowth Walker triggers when an explorer puts the revealed nonland card into the graveyard
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears"
    And Alice will put the revealed card into her graveyard
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Grizzly Bears" is in Alice's graveyard
    And Alice's library is empty
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreEmptyLibrary @cr:701.44a @cr:701.44b @cr:603.2
  Scenario: Wildgrowth Walker triggers when an explorer with an empty library reveals nothing
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is empty
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed nothing
    And "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreTarget @cr:701.44a @cr:701.44b @cr:603.2
  Scenario: Wildgrowth Walker made to explore by Enter the Unknown gets a counter from exploring and one from its own ability
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is empty
    When Alice casts "Enter the Unknown" targeting "Wildgrowth Walker"
    And all players pass until the stack is empty
    Then "Wildgrowth Walker" has 2 +1/+1 counters
    And Alice's life total is 23
    And "Enter the Unknown" is in Alice's graveyard

  @source:phase-rs:#7883 @cr:701.44a @cr:701.44b
  Scenario: A creature that reveals a land explores once: it does not go on exploring until it reveals a nonland card
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Forest", "Grizzly Bears" from top to bottom
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Forest"
    And the top card of Alice's library is "Grizzly Bears"
    And "Merfolk Branchwalker" has no +1/+1 counters
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreTwice @cr:701.44a @cr:603.2
  Scenario: Jadelight Ranger explores twice and Wildgrowth Walker triggers twice
    Stand-in: XMage's library is two Quicksand; here two basic lands.
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Jadelight Ranger" in her hand
    And Alice's mana pool holds {G}{G}{G}
    And Alice's library is "Forest", "Island" from top to bottom
    When Alice casts "Jadelight Ranger"
    And all players pass until the stack is empty
    Then "Jadelight Ranger" explored twice
    And "Jadelight Ranger" has no +1/+1 counters
    And "Forest" is in Alice's hand
    And "Island" is in Alice's hand
    And Alice's library is empty
    And "Wildgrowth Walker" has 2 +1/+1 counters
    And Alice's life total is 26

  @source:mtg-conformance:issue-17 @cr:701.44a @cr:702.9b
  Scenario: An explorer with flying keeps flying with its +1/+1 counter: a creature without flying or reach cannot block it
    Given it is Alice's precombat main phase
    And Alice controls "Air Elemental"
    And Bob controls "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Grizzly Bears"
    And Alice will leave the revealed card on top of her library
    When Alice casts "Enter the Unknown" targeting "Air Elemental"
    And all players pass until the stack is empty
    Then "Air Elemental" is a 5/5 creature
    When Alice attacks Bob with "Air Elemental"
    And Bob declares "Grizzly Bears" as a blocker of "Air Elemental"
    Then the action is rejected citing rule 702.9b or 509.1b

  @source:xmage:ExploreTest.exploreLandToBattlefield @cr:701.44a @cr:603.3b @cr:305.4
  Scenario: Nicanzil's land trigger puts the land the explorer revealed onto the battlefield tapped
    Stand-in: XMage reveals Quicksand; here a Forest.
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker" and "Nicanzil, Current Conductor"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Forest"
    And Alice will put the triggered abilities of "Wildgrowth Walker" and "Nicanzil, Current Conductor" on the stack in that order
    And Alice will use the optional ability of "Nicanzil, Current Conductor"
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Forest" is on the battlefield
    And "Forest" is tapped
    And "Merfolk Branchwalker" has no +1/+1 counters
    And "Nicanzil, Current Conductor" has no +1/+1 counters
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23
    And Alice may play 1 more land this turn

  @source:xmage:ExploreTest.exploreNonlandToGraveyard @cr:701.44a @cr:603.3b
  Scenario: Nicanzil's nonland trigger gives it a counter when the explorer reveals a nonland card
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker" and "Nicanzil, Current Conductor"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears"
    And Alice will put the revealed card into her graveyard
    And Alice will put the triggered abilities of "Wildgrowth Walker" and "Nicanzil, Current Conductor" on the stack in that order
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Grizzly Bears" is in Alice's graveyard
    And "Nicanzil, Current Conductor" has 1 +1/+1 counter
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreEmptyLibrary @cr:701.44a @cr:701.44b
  Scenario: An explorer that reveals nothing explores neither a land card nor a nonland card: Nicanzil does not trigger
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker" and "Nicanzil, Current Conductor"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is empty
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Nicanzil, Current Conductor" has no +1/+1 counters
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Alice's life total is 23

  @source:xmage:ExploreTest.exploreXTimes @cr:701.44a @cr:107.3m @cr:603.2
  Scenario: Jadelight Spelunker cast with X = 3 explores three times, and each nonland card may stay or go
    Stand-in: XMage reveals three Giant Growth; here three Grizzly Bears.
    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker"
    And Alice has "Jadelight Spelunker" in her hand
    And Alice's mana pool holds {G}{C}{C}{C}
    And Alice's library is "Grizzly Bears", "Grizzly Bears" and "Grizzly Bears" from top to bottom
    And Alice will leave the revealed card on top of her library
    And Alice will put the revealed card into her graveyard
    And Alice will leave the revealed card on top of her library
    When Alice casts "Jadelight Spelunker" with X = 3
    And all players pass until the stack is empty
    Then "Jadelight Spelunker" explored 3 times
    And "Jadelight Spelunker" has 3 +1/+1 counters
    And "Wildgrowth Walker" has 3 +1/+1 counters
    And Alice's life total is 29
    And "Grizzly Bears" is in Alice's graveyard
    And the top card of Alice's library is "Grizzly Bears"

  @source:rust-engine:explore-ruling-tests @cr:111.10s @cr:701.44a @cr:602.2 @cr:704.5d @capability:tokens @capability:activated-abilities @cr:113.7a @cr:602.5d @cr:608.2n
  Scenario: A Map token's ability makes a creature its controller controls explore, and the sacrificed token ceases to exist
    Given it is Alice's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then Alice controls no "Map Token" tokens
    And no token is in a zone other than the battlefield
    And nothing explored
    When all players pass until the stack is empty
    Then "Grizzly Bears" explored and revealed "Island"
    And "Island" is in Alice's hand
    And "Grizzly Bears" has no +1/+1 counters
    And the stack is empty

  @source:rust-engine:explore-ruling-tests @cr:111.10s @cr:602.5d @cr:307.1 @capability:tokens @capability:activated-abilities
  Scenario: A Map token's ability can be activated only as a sorcery
    Given it is Alice's upkeep
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then the action is rejected citing rule 602.5d
    And the game state is unchanged

  @source:rust-engine:explore-ruling-tests @cr:111.10s @cr:115.1 @cr:602.2b @capability:tokens @capability:activated-abilities
  Scenario: A Map token's ability cannot target a creature its controller does not control
    Given it is Alice's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {G}
    When Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c or 602.2b
    And the game state is unchanged

  @source:rust-engine:explore-ruling-tests @cr:111.10s @cr:602.2b @cr:601.2h @capability:tokens @capability:activated-abilities @cr:602.2
  Scenario: A Map token's ability cannot be activated without the {1} of its cost
    Given it is Alice's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    When Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2h or 602.2b
    And the game state is unchanged

  @source:rust-engine:explore-ruling-tests @cr:111.10s @cr:608.2b @capability:tokens @capability:activated-abilities @capability:outside-events
  Scenario: A Map token's ability whose target left the battlefield does not resolve: nothing explores
    Given it is Alice's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    And "Grizzly Bears" is destroyed
    And all players pass until the stack is empty
    Then nothing explored
    And the top card of Alice's library is "Island"
    And Alice controls no "Map Token" tokens
    And the stack is empty

  @source:mtg-conformance:issue-17 @cr:712.8a @cr:701.44a
  Scenario: Explore reveals a modal double-faced card whose back face is a land: only its front face counts, a creature card
    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Skyclave Cleric", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Skyclave Cleric"
    And "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Skyclave Cleric" is in Alice's graveyard
    And the top card of Alice's library is "Forest"

  @source:xmage:ExploreTest.exploreReplacement @capability:replacement-effects @cr:614.1a @cr:614.5 @cr:701.22a @cr:701.44a
  Scenario: Twists and Turns: a creature that would explore first lets its controller scry 1, then it explores and reveals the new top card
    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will scry "Grizzly Bears" to the bottom of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Forest"
    And "Forest" is in Alice's hand
    And "Merfolk Branchwalker" has no +1/+1 counters
    And the top card of Alice's library is "Grizzly Bears"

  @source:xmage:ExploreTest.exploreReplacement @capability:replacement-effects @cr:614.1a @cr:614.5 @cr:701.22a @cr:701.44a
  Scenario: Twists and Turns: the card kept on top by the scry is the card the explorer reveals
    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will keep "Grizzly Bears" on top of her library when scrying
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Grizzly Bears"
    And "Merfolk Branchwalker" has 1 +1/+1 counter
    And the top card of Alice's library is "Grizzly Bears"

  @source:mtg-conformance:issue-29 @capability:replacement-effects @cr:614.6 @cr:701.44a
  Scenario: Twists and Turns with an empty library: the impossible scry is ignored and the creature still explores
    614.6: "the modified event may contain instructions that can't be carried out, in which case
    the impossible instruction is simply ignored." Twists and Turns replaces the explore with "scry
    1, then that creature explores"; Alice's library is empty, so there is nothing to scry, and the
    creature still explores: it reveals nothing and gets a +1/+1 counter (701.44a).

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is empty
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed nothing
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Enter the Unknown" is in Alice's graveyard
    And the game is not over

  @source:xmage:ExploreTest.exploreReplacement @capability:replacement-effects @cr:614.1a @cr:701.44a @cr:603.2
  Scenario: Twists and Turns entering makes a creature explore, and its own replacement effect applies to that explore
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Twists and Turns" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Forest", "Lightning Bolt" from top to bottom
    And Alice will target "Grizzly Bears" with the ability of "Twists and Turns"
    And Alice will scry "Forest" to the bottom of her library
    And Alice will leave the revealed card on top of her library
    When Alice casts "Twists and Turns"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Lightning Bolt"
    And "Grizzly Bears" has 1 +1/+1 counter

  @source:mtg-conformance:issue-16 @cr:514.2 @cr:500.7 @cr:701.44a
  Scenario: Lurking Chupacabra's -2/-2 until end of turn lasts through the end step and ends before Alice's extra turn
    CR 514.2: in the cleanup step "all "until end of turn" and "this turn" effects end": not
    before (the end step of the same turn still sees them), and not later (the next turn is an
    extra turn of the same player, CR 500.7, and the effect is gone).

    Given it is Alice's precombat main phase
    And Alice will take an extra turn after this one
    And Alice controls "Lurking Chupacabra"
    And Bob controls "Centaur Courser"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt", "Forest", "Forest" from top to bottom
    And Bob's library is "Forest"
    And Alice will leave the revealed card on top of her library
    And Alice will target "Centaur Courser" with the ability of "Lurking Chupacabra"
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Lightning Bolt"
    And "Centaur Courser" is a 1/1 creature
    When the game advances to the end step
    Then "Centaur Courser" is a 1/1 creature
    When the game advances to the upkeep
    Then it is Alice's extra turn
    And "Centaur Courser" is a 3/3 creature

  @source:mtg-conformance:mut6 @cr:701.44a
  Scenario: The counter_added event of an explore names the explorer, the +1/+1 counter and its amount
    CR 701.44a: with a nonland card revealed, "that player puts a +1/+1 counter on the exploring
    permanent"; the `counter_added` event says which object got it, the counter's kind and how many
    (docs/protocol.md §2, Event).

    Given it is Alice's precombat main phase
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will leave the revealed card on top of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored once and revealed "Grizzly Bears"
    And the events say 1 +1/+1 counter was put on "Merfolk Branchwalker"

  @source:mtg-conformance:gap7 @cr:603.4 @cr:701.27a @cr:603.2
  Scenario: Twists and Turns transforms when a seventh land enters under its controller's control
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." CR 603.4: the intervening "if" clause is checked as the ability triggers and as
    it resolves; with six lands and a seventh played, both are true, and it transforms (701.27a) into
    Mycoid Maze.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and 6 "Forest"
    And Alice has "Island" in her hand
    When Alice plays "Island"
    And all players pass until the stack is empty
    Then the ability of "Twists and Turns" triggered once
    And "Mycoid Maze" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:701.27f @cr:603.4
  Scenario: Two transform abilities of Twists and Turns on the stack: the first to resolve transforms it, the other does nothing
    701.27f: "If an activated or triggered ability of a permanent ... tries to transform it, the
    permanent does so only if it hasn't transformed or converted since the ability was put onto the
    stack." Alice plays her seventh land (the first ability triggers), then Growth Spiral puts an
    eighth onto the battlefield (the second triggers, above the first). The second transforms Twists
    and Turns into Mycoid Maze; the first, whose "if you control seven or more lands" is still true
    (603.4), finds a permanent that has transformed since it was put on the stack and does nothing:
    it stays Mycoid Maze.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns", 4 "Forest" and 2 "Island"
    And Alice has "Forest", "Growth Spiral" and "Island" in her hand
    And Alice's library is "Swamp", "Swamp"
    When Alice plays "Forest"
    And Alice taps "Forest" for mana
    And Alice taps "Island" for mana
    And Alice casts "Growth Spiral"
    And all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Island"
    Then "Island" is on the battlefield
    And the ability of "Twists and Turns" triggered twice
    And "Mycoid Maze" is on the battlefield

  @source:mtg-conformance:mut8 @cr:601.2c @cr:115.1 @cr:117.1a
  Scenario: A cast whose one target must be a creature its caster controls is among its caster's legal actions
    Enter the Unknown: "Target creature you control explores." "You" is its caster (601.2c: the player
    announces an appropriate player or object for each target); Alice's Grizzly Bears is one.
    docs/protocol.md, "Legal actions": each cast of a card in hand for its mana cost with one target is
    listed.

    Given it is Alice's precombat main phase
    And Alice has "Enter the Unknown" in her hand
    And Alice controls "Grizzly Bears"
    And Bob controls "Centaur Courser"
    And Alice's library is "Forest"
    And Alice's mana pool holds {G}
    Then Alice's legal actions include casting "Enter the Unknown" targeting "Grizzly Bears"
    When Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Forest"

  @source:mtg-conformance:mut8 @cr:603.4 @cr:701.27f
  Scenario: Twists and Turns' trigger does nothing when its controller has fewer than seven lands as it resolves
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." CR 603.4: "If the ability triggers, it checks the stated condition again as it
    resolves. If the condition isn't true at that time, the ability is removed from the stack and does
    nothing." The seventh land triggers it; in response Growth Spiral puts Lotus Vale onto the
    battlefield, which sacrifices two untapped lands: six lands as the trigger resolves (and Lotus Vale
    entering with six lands does not trigger it).

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and 6 "Forest"
    And Alice has "Island", "Growth Spiral" and "Lotus Vale" in her hand
    And Alice's mana pool holds {G}{U}
    And Alice's library is "Grizzly Bears"
    When Alice plays "Island"
    Then the ability of "Twists and Turns" triggered once
    When Alice casts "Growth Spiral"
    And all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Lotus Vale" and then the first "Forest" and then the first "Forest"
    Then "Lotus Vale" is on the battlefield
    And "Twists and Turns" is on the battlefield
    And "Mycoid Maze" is not on the battlefield
    And the ability of "Twists and Turns" triggered once

  @source:mtg-conformance:issue-29 @cr:611.2a @cr:611.2c @cr:701.44a
  Scenario: Lurking Chupacabra's -2/-2 until end of turn outlasts Lurking Chupacabra leaving the battlefield
    CR 611.2a: "A continuous effect generated by the resolution of a spell or ability lasts as long as
    stated by the spell or ability creating it (such as 'until end of turn')": not as long as its
    source stays on the battlefield. Lurking Chupacabra is destroyed after its ability resolved:
    Centaur Courser stays a 1/1 until the turn ends, and is a 3/3 in the next turn.

    Given it is Alice's precombat main phase
    And Alice controls "Lurking Chupacabra"
    And Bob controls "Centaur Courser"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Lightning Bolt", "Forest", "Forest" from top to bottom
    And Bob's library is "Forest"
    And Alice will leave the revealed card on top of her library
    And Alice will target "Centaur Courser" with the ability of "Lurking Chupacabra"
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Centaur Courser" is a 1/1 creature
    When "Lurking Chupacabra" is destroyed
    Then "Lurking Chupacabra" is in Alice's graveyard
    And "Centaur Courser" is a 1/1 creature
    When the game advances to the end step
    Then "Centaur Courser" is a 1/1 creature
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Centaur Courser" is a 3/3 creature

  @source:mtg-conformance:issue-29 @cr:602.5d @cr:307.1 @capability:tokens @capability:activated-abilities
  Scenario: A Map token's ability cannot be activated while a spell is on the stack, even in its controller's main phase
    CR 602.5d: "Activate only as a sorcery" means the player must follow the timing rules for
    casting a sorcery spell (307.1: a main phase of their turn, while the stack is empty).

    Given it is Alice's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}{G}
    And Alice's library is "Island"
    When Alice casts "Lightning Bolt" targeting Bob
    And Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then the action is rejected citing rule 602.5d or 307.1
    And the game state is unchanged
    When all players pass until the stack is empty
    And Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored and revealed "Island"

  @source:mtg-conformance:issue-29 @cr:602.5d @cr:307.1 @capability:tokens @capability:activated-abilities
  Scenario: A Map token's ability cannot be activated in another player's main phase, with an empty stack
    Given it is Bob's precombat main phase
    And a "Map Token" token is on the battlefield under Alice's control
    And Alice controls "Grizzly Bears"
    And Alice's mana pool holds {G}
    And Alice's library is "Island"
    When Bob passes priority
    And Alice activates the ability of "Map Token" targeting "Grizzly Bears"
    Then the action is rejected citing rule 602.5d or 307.1
    And the game state is unchanged

  # semgaps (docs/mutation.md, semantic mutants): Twists and Turns' "you" is its controller (109.5),
  # not the active player; its lands are the lands its controller controls.

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Twists and Turns does not trigger when a land enters under another player's control in that player's turn
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." Alice controls it and seven lands; Bob plays a land in his turn: it is not a
    land Alice controls.

    Given it is Bob's precombat main phase
    And Alice controls "Twists and Turns" and 7 "Forest"
    And Bob has "Island" in his hand
    When Bob plays "Island"
    And all players pass until the stack is empty
    Then the ability of "Twists and Turns" did not trigger
    And "Twists and Turns" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.4
  Scenario: Twists and Turns counts only the lands its controller controls: six of hers and three of Bob's are not seven
    CR 603.4: "The ability triggers only if it is [true]". Alice controls five Forests and plays a
    sixth land; Bob's three lands are not lands "you control": the ability does not trigger.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and 5 "Forest"
    And Bob controls 3 "Island"
    And Alice has "Mountain" in her hand
    When Alice plays "Mountain"
    And all players pass until the stack is empty
    Then the ability of "Twists and Turns" did not trigger
    And "Twists and Turns" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:614.1a
  Scenario: Twists and Turns replaces the explore of a creature its controller controls in another player's turn
    Twists and Turns: "If a creature you control would explore, instead you scry 1, then that creature
    explores." Alice (Leyline of Anticipation) casts Enter the Unknown in Bob's turn on her Grizzly
    Bears: she scries Island to the bottom, and the explore reveals Forest.

    Given it is Bob's precombat main phase
    And Alice controls "Twists and Turns", "Leyline of Anticipation" and "Grizzly Bears"
    And Alice has "Enter the Unknown" in her hand
    And Alice's mana pool holds {G}
    And Alice's library is "Island" and "Forest" from top to bottom
    And Alice will scry "Island" to the bottom of her library
    When Bob passes priority
    And Alice casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Forest"
    And "Forest" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:119.3
  Scenario: Wildgrowth Walker gains its controller 3 life when a creature she controls explores in another player's turn
    Wildgrowth Walker: "Whenever a creature you control explores, put a +1/+1 counter on this creature
    and you gain 3 life." Bob (Leyline of Anticipation) casts Enter the Unknown in Alice's turn on his
    Grizzly Bears: Bob, the Walker's controller, gains 3 life, and the life_changed event names him.

    Given it is Alice's precombat main phase
    And Bob controls "Wildgrowth Walker", "Leyline of Anticipation" and "Grizzly Bears"
    And Bob has "Enter the Unknown" in his hand
    And Bob's mana pool holds {G}
    And Bob's library is "Forest"
    When Alice passes priority
    And Bob casts "Enter the Unknown" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" explored once and revealed "Forest"
    And "Wildgrowth Walker" has 1 +1/+1 counter
    And Bob's life total is 23
    And Alice's life total is 20
    And the events say Bob's life total changed by +3

  # gapA (issue 29, item 2): 109.5, "you" of a spell being cast is its would-be controller.
  @source:mtg-conformance:issue-29 @cr:109.5 @cr:601.3 @cr:701.44a
  Scenario: Alice casts Bob's Enter the Unknown from exile with Dire Fleet Daredevil: "target creature you control" is one of Alice's
    109.5: "you" is the object's "would-be controller (if a player is attempting to play, cast, or
    activate it)". Dire Fleet Daredevil exiles Enter the Unknown from Bob's graveyard; Alice may cast
    it this turn, spending mana as though it were mana of any type. Enter the Unknown: "Target
    creature you control explores": Bob's Grizzly Bears is refused, Alice's Daredevil is chosen; the
    spell then goes to exile instead of Bob's graveyard.

    Given it is Alice's precombat main phase
    And Alice has "Dire Fleet Daredevil" in her hand
    And Alice's mana pool holds {R}{C}{R}
    And Alice's library is "Forest"
    And Bob has "Enter the Unknown" in his graveyard
    And Bob controls "Grizzly Bears"
    And Alice will target "Enter the Unknown" in Bob's graveyard with the ability of "Dire Fleet Daredevil"
    When Alice casts "Dire Fleet Daredevil"
    And all players pass until the stack is empty
    Then "Enter the Unknown" is in exile
    When Alice casts "Enter the Unknown" from exile targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c, 115.1 or 109.5
    And the game state is unchanged
    When Alice casts "Enter the Unknown" from exile targeting "Dire Fleet Daredevil"
    Then the same action made legal is accepted
    When all players pass until the stack is empty
    Then "Forest" is in Alice's hand
    And "Enter the Unknown" is in exile
    And "Enter the Unknown" is not in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:603.4 @cr:109.5 @cr:701.27a
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

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:614.1a @cr:701.22a
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

  @source:mtg-conformance:issue-29 @cr:603.4 @cr:109.5 @cr:701.27a
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

  @source:mtg-conformance:issue-29 @cr:701.44a @cr:614.1a @cr:614.6
  Scenario: A revealed card its controller puts into her graveyard with an opponent's Leyline of the Void in play is exiled instead
    701.44a: the explorer's controller "may put that card into their graveyard". Bob's Leyline of
    the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
    The "instead" effect is a replacement effect (614.1a) and applies to that move too: Grizzly Bears
    is exiled and never reaches Alice's graveyard (614.6).

    Given it is Alice's precombat main phase
    And Bob controls "Leyline of the Void"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Forest" from top to bottom
    And Alice will put the revealed card into her graveyard
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" has 1 +1/+1 counter
    And "Grizzly Bears" is in exile
    And Alice's graveyard is empty

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.2
  Scenario: Twists and Turns transforms when another player's land enters under its controller's control
    Twists and Turns: "When a land you control enters, if you control seven or more lands, transform
    Twists and Turns." "You" is its controller (109.5) and the land is one she controls, whoever owns
    it: Alice's Unhallowed Pact ("When enchanted creature dies, return that card to the battlefield
    under your control") returns Bob's Dryad Arbor, a land creature, under Alice's control as her
    seventh land, in Bob's turn. The ability triggers (603.2) and Twists and Turns transforms into Mycoid Maze.

    Given it is Bob's precombat main phase
    And Alice controls "Twists and Turns" and 6 "Forest"
    And Bob controls "Dryad Arbor"
    And Alice has "Unhallowed Pact" on the battlefield enchanting "Dryad Arbor"
    When "Dryad Arbor" is destroyed
    And all players pass until the stack is empty
    Then "Dryad Arbor" is controlled by Alice and owned by Bob
    And the ability of "Twists and Turns" triggered once
    And "Mycoid Maze" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:109.5 @cr:603.3a
  Scenario: Dire Fleet Daredevil's permission to spend mana as any type is its controller's when its ability resolves in another player's turn
    Dire Fleet Daredevil: "When Dire Fleet Daredevil enters, exile target instant or sorcery card from
    an opponent's graveyard. You may cast it this turn, and you may spend mana as though it were mana
    of any type to cast that spell." "You" is the ability's controller (603.3a, 109.5): Bob, who
    casts the Daredevil in Alice's turn (Leyline of Anticipation). Bob casts Alice's Lightning Bolt
    from exile paying {R} with {G}; it deals 3 damage to Alice.

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her graveyard
    And Bob controls "Leyline of Anticipation"
    And Bob has "Dire Fleet Daredevil" in his hand
    And Bob's mana pool holds {R}{C}{G}
    And Bob will target "Lightning Bolt" in Alice's graveyard with the ability of "Dire Fleet Daredevil"
    When Alice passes priority
    And Bob casts "Dire Fleet Daredevil"
    And all players pass until the stack is empty
    Then "Lightning Bolt" is in exile
    When Alice passes priority
    And Bob casts "Lightning Bolt" from exile targeting Alice
    And all players pass until the stack is empty
    Then Alice's life total is 17

  @source:xmage:ExploreTest.exploreReplacementTwice @capability:replacement-effects @cr:614.1a @cr:614.5 @cr:701.44a
  Scenario: Topography Tracker: a creature that would explore instead explores, then explores again
    Topography Tracker: "If a creature you control would explore, instead it explores, then it
    explores again." Two explores, two Wildgrowth Walker triggers (each explore is an event of its
    own); the explores that replace the first are not replaced again by the same effect (614.5).

    Given it is Alice's precombat main phase
    And Alice controls "Wildgrowth Walker" and "Topography Tracker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Quicksand", "Quicksand", "Grizzly Bears" from top to bottom
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored twice and revealed "Quicksand" both times
    And "Merfolk Branchwalker" has no +1/+1 counters
    And "Wildgrowth Walker" has 2 +1/+1 counters
    And Alice's life total is 26
    And the top card of Alice's library is "Grizzly Bears"

  @source:xmage:ExploreTest.exploreReplacementScryOnce @capability:replacement-effects @cr:616.1 @cr:616.1f @cr:614.5 @cr:701.22a @cr:701.44a
  Scenario: Twists and Turns applied before Topography Tracker: one scry, then two explores
    Alice chooses Twists and Turns' effect first (616.1): she scries 1, then the creature would
    explore; Topography Tracker's effect applies to that modified event (616.1f): it explores twice.
    Twists and Turns had its one opportunity (614.5): no second scry.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and "Topography Tracker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Quicksand", "Quicksand" from top to bottom
    And Alice will choose the replacement effect of "Twists and Turns"
    And Alice will scry "Grizzly Bears" to the bottom of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored twice and revealed "Quicksand" both times
    And "Merfolk Branchwalker" has no +1/+1 counters
    And the top card of Alice's library is "Grizzly Bears"

  @source:xmage:ExploreTest.exploreReplacementScryTwice @capability:replacement-effects @cr:616.1 @cr:616.1f @cr:614.5 @cr:701.22a @cr:701.44a
  Scenario: Topography Tracker applied before Twists and Turns: each of the two explores is preceded by a scry
    Alice chooses Topography Tracker's effect first: the creature explores, then explores again. Twists
    and Turns has not applied yet, so it applies to each of those explores (616.1f; 614.5 keeps only
    Topography Tracker's effect from applying again): scry 1, explore, scry 1, explore.

    Given it is Alice's precombat main phase
    And Alice controls "Twists and Turns" and "Topography Tracker"
    And Alice has "Merfolk Branchwalker" in her hand
    And Alice's mana pool holds {G}{G}
    And Alice's library is "Grizzly Bears", "Quicksand", "Lightning Bolt", "Quicksand" from top to bottom
    And Alice will choose the replacement effect of "Topography Tracker"
    And Alice will scry "Grizzly Bears" to the bottom of her library
    And Alice will scry "Lightning Bolt" to the bottom of her library
    When Alice casts "Merfolk Branchwalker"
    And all players pass until the stack is empty
    Then "Merfolk Branchwalker" explored twice and revealed "Quicksand" both times
    And "Merfolk Branchwalker" has no +1/+1 counters
    And the top card of Alice's library is "Grizzly Bears"

  @source:xmage:ExploreTest.exploreReplacementTwice @cr:603.2 @cr:111.10s
  Scenario: Topography Tracker entering creates a Map token
    Given it is Alice's precombat main phase
    And Alice has "Topography Tracker" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Topography Tracker"
    And all players pass until the stack is empty
    Then Alice controls 1 "Map Token" token
