"""A game's numbers: scoring, the scoresheet, its checks, summary, seasons and charts."""
