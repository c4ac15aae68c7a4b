"""Steps for meld scenarios (see steps/game_steps.py for the shared ones)."""

from __future__ import annotations
