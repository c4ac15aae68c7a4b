"""Cards of the emerge scenarios."""

from __future__ import annotations
