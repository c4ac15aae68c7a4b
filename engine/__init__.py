"""The reference engine: a minimal but correct rules engine for the mechanics the suite covers.

It implements :class:`mtg_conformance.protocol.Engine`; nothing in the suite imports anything else
from here.

The one plug-in point: the modules are imported here in one direction. First the core, which knows
no mechanic (``hooks``, ``mana``, ``targets``, ``replacement``, ``game``, ``costs``, ``scripts``, ``casting``,
``combat``); then the mechanics, each registering its rules with the core's hooks as it is
imported (``hooks.py`` lists the hooks and who plugs into each); then the cards, which register
their scripts; last the engine's front, which answers the protocol (``legal``, ``adapter``).
``tests/test_engine_structure.py`` checks that no module imports against this order.
"""

# isort: skip_file
# The core.
from . import hooks, mana, targets, replacement, game, costs, scripts, casting, combat  # noqa: F401
# The mechanics: each registers with the hooks when imported.
from . import ascend, emerge, escalate, explore, flashback, land_plays, meld, permissions, planechase  # noqa: F401
from . import activated, activating, copies, equipment, scry, tokens  # noqa: F401
from . import control  # noqa: F401  (ctl: control-changing effects, 613.1b)
from . import regeneration  # noqa: F401  (gapB: regeneration shields, 701.19)
from . import detain  # noqa: F401  (gapD: detain, 701.35, an "until your next turn" duration)
from . import disturb  # noqa: F401  (g2faces: disturb, 702.146, cast transformed from a graveyard)

from . import prevention  # noqa: F401  (g2effects: prevention effects, 615)
from . import splice  # noqa: F401  (w2cast: splice, 702.47, cards revealed and spliced as a spell is cast)
from . import phasing  # noqa: F401  (g2effects: phasing out, 702.26, 506.4, 514.2)
from . import dredge  # noqa: F401  (gaps29: dredge, 702.52a, a replacement of draws)
from . import dash  # noqa: F401  (gaps29: dash, 702.109a, a static ability creating a delayed trigger, 603.7a)
# The cards: each module registers its card scripts.
from . import cards  # noqa: F401
# The front: the engine protocol.
from .adapter import ReferenceEngine

__all__ = ["ReferenceEngine"]
