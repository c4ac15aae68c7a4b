"""benchmarks.mutation's sample and interval (docs/mutation.md, "The run of 2026-12-01")."""

from benchmarks.mutation import draw_sample, wilson

NAMES = [f"engine.game.x_f__mutmut_{i}" for i in range(1, 8543)]


def test_a_sample_is_reproducible_and_its_first_names_are_the_smaller_sample() -> None:
    big = draw_sample(NAMES, 300, 17)
    assert big == draw_sample(list(reversed(NAMES)), 300, 17)       # sorted first: the order given does not matter
    assert len(set(big)) == 300 and set(big) <= set(NAMES)
    assert big[:60] == draw_sample(NAMES, 60, 17)                     # the sample of 60 is the first 60 of 300
    assert draw_sample(NAMES, 60, 18) != draw_sample(NAMES, 60, 17)


def test_the_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 100.0)
    low, high = wilson(16, 17)
    assert 72.0 < low < 74.0 and 98.5 < high < 99.5                    # 94.1 %: 73.0–99.0 %
    low, high = wilson(50, 100)
    assert abs(low - 40.4) < 0.1 and abs(high - 59.6) < 0.1
