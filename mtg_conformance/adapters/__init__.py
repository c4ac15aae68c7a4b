"""Adapters from the engine protocol to other rules engines.

Each adapter is a module with an :class:`mtg_conformance.protocol.Engine` subclass, registered under
the entry-point group ``mtg_conformance.engines`` in ``pyproject.toml``. Importing this package
imports no engine: an adapter's module imports its engine, so a missing engine only matters to the
runs that name it.

* :mod:`mtg_conformance.adapters.phase` — phase.rs through the ``phase-python`` bindings
  (``pip install -e '.[phase]'``, then ``mtg-conformance run --engine phase``).
"""
