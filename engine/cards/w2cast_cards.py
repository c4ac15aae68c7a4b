"""Cards of issue 29's casting gaps, second wave (w2cast): an effect that says an object must be chosen
as a target (Coalition Honor Guard, a Flagbearer; 601.2c)."""

from __future__ import annotations

from collections.abc import Sequence

from mtg_conformance.protocol import Target

from .. import hooks
from ..game import Game
from ..scripts import CardScript, register, statics
from ..targets import TargetSpec, target_is_legal


# ---- Coalition Honor Guard ----------------------------------------------------------------------

FLAGBEARER = ("While an opponent is choosing targets as part of casting a spell they control or activating an "
              "ability they control, that player must choose at least one Flagbearer on the battlefield if able.")


def flagbearers_must_be_chosen(game: Game, player: str, specs: Sequence[TargetSpec],
                               chosen: Sequence[Target]) -> str | None:
    """``hooks.MUST_BE_TARGETED``: each Flagbearer ability of a permanent an opponent of ``player``
    controls says ``player`` "must choose at least one Flagbearer on the battlefield if able" (601.2c:
    the player obeys the maximum possible number of such effects without violating any rule or effect
    saying what can't be chosen: a Flagbearer none of the spell's instances of "target" may choose,
    hexproof included, is not one the player is able to choose). One Flagbearer chosen obeys all of
    them: each asks for "at least one Flagbearer", whoever controls it."""
    if not any(you != player for _, you in statics(game, FLAGBEARER)):
        return None
    flagbearers = [o for o in game.battlefield if "Flagbearer" in game.subtypes(o)]
    if any(t.object in {f.id for f in flagbearers} for t in chosen):
        return None
    able = [f for f in flagbearers
            if any(target_is_legal(game, spec, Target(object=f.id), player) for spec in specs)]
    if not able:
        return None
    return (f"{player} must choose at least one Flagbearer on the battlefield as a target "
            f"({', '.join(sorted(f.shown_name for f in able))}): an opponent controls a Flagbearer ability")


register(
    CardScript(name="Coalition Honor Guard", static=frozenset({FLAGBEARER})),
)

hooks.MUST_BE_TARGETED.append(flagbearers_must_be_chosen)
