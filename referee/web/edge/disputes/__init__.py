"""The dispute helper's questions as data: short tap-only questions (players, cards, colours,
yes/no), how their answers are read and checked, and how they become a ``Situation`` and an
``Action`` for the engine. The pages that ask them are :mod:`referee.web.pages.disputes`.

The questions follow the game's deck: a wizard is offered only in the editions where its
dispute can arise (no Wild Draw Four challenge in No Mercy, All Wild or Attack), its card
chips are the deck's own cards (per side in UNO Flip!), and the engine judges the case in
that deck, under the table's house rules as the edition takes them.
"""
