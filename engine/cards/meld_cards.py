"""Cards of the meld scenarios."""

from __future__ import annotations
