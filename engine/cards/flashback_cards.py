"""Cards of the flashback scenarios."""

from __future__ import annotations
