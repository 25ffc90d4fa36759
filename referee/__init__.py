"""UNO table companion: the pure scoring and refereeing core (standard library only)."""
