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


def test_only_mutants_that_change_a_rejections_text_or_rule_are_set_aside(tmp_path) -> None:
    """mut5: ``--skip-rejection-text`` sets aside a mutant whose only change is in the arguments of a
    raised IllegalAction/Unsupported (reason, rule, one of them dropped), never one that changes
    anything else, drops every argument (a TypeError) or evaluates something new in the reason."""
    from benchmarks.mutation import rejection_text_only

    original = ('    if x:\n        raise IllegalAction(f"no {x.name}", "601.2")\n'
                '    raise Unsupported("not modelled")\n')
    mutants = {
        1: original.replace('"601.2"', "None"),                        # rule → None: text only
        2: original.replace('f"no {x.name}"', '"XXnoXX"'),              # reason changed: text only
        3: original.replace(', "601.2"', ""),                           # rule dropped: text only
        4: original.replace('"not modelled"', ""),                      # Unsupported(): text only
        5: original.replace('f"no {x.name}", "601.2"', ""),             # IllegalAction(): a TypeError
        6: original.replace("{x.name}", "{x.name.replace('_', )}"),     # evaluates something new
        7: original.replace("if x:", "if not x:"),                      # the condition: not text
    }
    lines = [f"def x_f__mutmut_orig(x):\n{original}"]
    lines += [f"def x_f__mutmut_{n}(x):\n{body}" for n, body in mutants.items()]
    (tmp_path / "mutants" / "engine").mkdir(parents=True)
    (tmp_path / "mutants" / "engine" / "m.py").write_text("\n".join(lines), encoding="utf-8")
    assert rejection_text_only(tmp_path) == {f"engine.m.x_f__mutmut_{n}" for n in (1, 2, 3, 4)}
