"""Step definitions shared by every feature file."""
