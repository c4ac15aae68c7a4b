"""Benchmarks of the suite and the reference engine: ``python -m benchmarks`` (see
``docs/performance.md``). Figures are measured and printed, never asserted: nothing here is a test."""
