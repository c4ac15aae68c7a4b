"""The card pool of the reference engine: what each card's abilities do.

One module per group of cards; each registers its ``CardScript`` records with ``register`` (the
card-script hook, ``engine/scripts.py``) when it is imported, and may use the core and the mechanics
(``explore``, ``land_plays``, ``meld``, ...): cards are imported last (``engine/__init__.py``). A
card module imports what it writes scripts with from ``..scripts`` and ``..targets``, never from
this package (which imports the card modules: that would be a cycle). Those names are re-exported
here for code outside the engine that reads the card pool (``cards.SCRIPTS``, ...).
"""

from __future__ import annotations

from ..scripts import (  # noqa: F401  (re-exported)
    BASIC_LAND_MANA, KEYWORDS_THE_RULES_KNOW, SCRIPTS, CardScript, Cost, DelayedTrigger, Effect, Mode,
    TriggerScript, _fire, check_triggers, implemented, mana_ability, register, rules_text, script, statics,
)
from ..targets import (  # noqa: F401  (re-exported)
    ANY_TARGET, CREATURE, CREATURE_CARD_IN_YOUR_GRAVEYARD, CREATURE_OPPONENT_CONTROLS, CREATURE_YOU_CONTROL,
    CREATURE_YOU_DONT_CONTROL, NONTOKEN_CREATURE, OPPONENT, PERMANENT, PLAYER, SPELL, TargetSpec,
    legal_target_objects, legal_targets, target_is_legal, target_object,
)

# The card modules: each registers its scripts as it is imported.
from . import basics, emerge_cards, explore_cards, flashback_cards, meld_cards, planes  # noqa: F401
from . import permission_cards, snapcaster_cards  # noqa: F401  (permission effects; flashback until end of turn)
from . import meld_survey_cards, phenomena  # noqa: F401  (Bruna, Gisela, Brisela; Mutual Epiphany)
from . import cost_cards  # noqa: F401  (costs that are not mana; cost increases and reductions)
from . import ability_cards, token_cards  # noqa: F401  (tokens, activated abilities, copies of spells)
from . import replacement_cards  # noqa: F401  (replacement effects on events; manifest; modal double-faced cards)
from . import control_cards  # noqa: F401  (ctl: control-changing effects; 608.2h)
from . import player_cards  # noqa: F401  (each opponent: Debt to the Deathless; Griptide, 400.3)
from . import gapC_cards  # noqa: F401  (gapC: Aethersnatch, Pull from Eternity, Planar Cleansing, Living Death, Soul Warden, Merrow Wavebreakers, Mayhem Devil, Curiosity, Force of Nature, Suppression Field, Condemn)

from . import gapB_cards  # noqa: F401  (gapB: Jump, Double Cleave, Pacifism, Thought Devourer; 300-599)
from . import gapA_cards  # noqa: F401  (gapA: Jackal Pup, Torbran, Flame Javelin; 107.4e, 120.8)
from . import gapD_cards  # noqa: F401  (issue 29, gapD: Thought Scour, Entrancing Melody, Sure Strike)
from . import gapE_cards  # noqa: F401  (gapE: regeneration, Drudge Skeletons, 701.19a)
from . import g2combat_cards  # noqa: F401  (issue 29, g2combat: Quick Draw, 702.4b-c, 702.7c; Oreskos Sun Guide, 503.1a; False Orders, 509.1h)

from . import g2faces_cards  # noqa: F401  (g2faces: Scarwood Treefolk, Break Open, Glacial Stalker; morph)

from . import g2effects_cards  # noqa: F401  (g2effects: Hymn to Tourach, Preordain, Inaction Injunction, Lyev Skyknight)
from . import w2effects_cards  # noqa: F401  (w2effects: Aura Finesse, Pools of Becoming, Path of the Enigma, Act of Aggression)

from . import g2cast_cards  # noqa: F401  (g2cast: Krosan Drover, Omniscience; 601.2f, 118.9)

from . import g2stack_cards  # noqa: F401  (issue 29, g2stack: Stifle, Strionic Resonator, Emperor Crocodile)

from . import g2view_cards  # noqa: F401  (g2view: Shrink, Giant Growth, Swords to Plowshares, Get Lost; 107.1b, 111.10s)

from . import w2stack_cards  # noqa: F401  (w2stack: Goblin Cratermaker, a modal activated ability, 700.2)

from . import w2faces_cards  # noqa: F401  (w2faces: Mizzix's Mastery; a copy of a card, 704.5e, 707.12)

from . import w2cast_cards  # noqa: F401  (w2cast: Coalition Honor Guard, a Flagbearer; 601.2c)

from . import gaps29_cards  # noqa: F401  (gaps29: Retreat to Valakut; 700.2b)

from . import breadth33_cards  # noqa: F401  (issue 33: Battle Screech, Collective Effort, Deprive; tap and return costs)
from . import issue34_cards  # noqa: F401  (issue 34: Crib Swap, a noncreature Angel for Bruna's target)
