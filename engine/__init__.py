"""The reference engine: a minimal but correct rules engine for the mechanics the suite covers.

It implements :class:`mtg_conformance.protocol.Engine`; nothing in the suite imports anything else
from here.
"""

from .adapter import ReferenceEngine

__all__ = ["ReferenceEngine"]
