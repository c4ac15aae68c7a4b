"""Steps for emerge scenarios (see steps/game_steps.py for the shared ones)."""

from __future__ import annotations
