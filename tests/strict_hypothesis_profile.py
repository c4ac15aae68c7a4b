"""A pytest plugin (``-p tests.strict_hypothesis_profile``) registering the Hypothesis profile
``strict``: derandomized, no database, and Hypothesis's ``filter_too_much`` health check not
suppressed, as a team's own profile might be (the properties' ``make_engine`` fixture needs
``function_scoped_fixture`` suppressed, and a loaded machine ``too_slow``). It checks that an engine able to run few examples of a property gets
them run and counted, not a ``filter_too_much`` health-check error."""

from hypothesis import HealthCheck, settings

settings.register_profile("strict", max_examples=40, derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
