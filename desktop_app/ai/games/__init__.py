"""Per-game knowledge for bots: how good a (determinized) state is for each seat, and a rollout policy.

Each module ``desktop_app.ai.games.<game_id>`` exposes ``EVALUATOR``.
"""
