"""``python -m referee.simulate``: the simulator's command line
(:mod:`referee.simulation.simulate`)."""

from referee.simulation.simulate import main

if __name__ == "__main__":
    raise SystemExit(main())
