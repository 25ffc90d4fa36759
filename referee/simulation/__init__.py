"""Simulated play: fast play, its checks against the referee, strategies, expectations."""
