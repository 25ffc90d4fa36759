"""Rows to core values and back: models, games, groups, the archive."""
