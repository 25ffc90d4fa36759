"""Every dispute the helper settles: its questions in each deck, the case they make for the
engine, and the headline of its answer (:data:`WIZARDS`)."""

from __future__ import annotations

from collections.abc import Callable

from referee import decks as deck_cards
from referee.cards import Card, Color, Rank, card_name
from referee.i18n import N_, _, ngettext
from referee.rulings.editions import (
    has_colors,
    restricted,
)
from referee.rulings.ruling import Action, ActionType, EffectType, Ruling, Say
from referee.rulings.situation import LastPlay, Situation, UnoWindow
from referee.web.edge.disputes.questions import (
    DONT_KNOW,
    OTHER_CARDS_DO_NOT_COUNT,
    YES_NO,
    Answers,
    DisputeTable,
    Headline,
    Question,
    Wizard,
    can_stack,
    colour,
    colour_in_play,
    direction,
    edition_asks,
    filler,
    flipped,
    is_draw_card,
    named_colour,
    numbers,
    on_side,
    optional_number,
    optional_yes,
    player,
    restricted_codes,
    said,
    side_of,
    side_up,
    yes_no,
)

# ---- can I play this card? ----------------------------------------------------------------


def swap_codes(table: DisputeTable) -> str:
    """The codes of the cards that swap hands with a player picked (for a ``show_if``)."""
    rules = table.in_force
    codes = {
        card.rank.code
        for card in table.cards.counts
        if card.rank is Rank.WILD_SWAP_HANDS
        or (rules.seven_o and card.rank is Rank.SEVEN)
        or {"forced_swap", "trade_hands", "targeted"} & set(card.rank.does)
    }
    return " ".join(sorted(codes))


def play_questions(table: DisputeTable) -> tuple[Question, ...]:
    turn_choices = (("", _("Theirs")), *((str(i), name) for i, name in enumerate(table.names)))
    side = on_side(table)
    held: tuple[Question, ...] = ()
    if restricted_codes(table) and has_colors(table.deck):
        held = (Question("holds", _("Do they hold a card of the colour in play?"), "choice",
                         said((*YES_NO, DONT_KNOW)), default="",
                         show_if="card:" + restricted_codes(table), cast=optional_yes,
                         hint=_(OTHER_CARDS_DO_NOT_COUNT)),)  # fmt: skip
    picks = (_("Who do they pick?") if not has_colors(table.deck)
             else _("Who do they swap hands with?"))  # fmt: skip
    target: tuple[Question, ...] = ()
    if swap_codes(table):
        target = (player(table, "target", picks, show_if="card:" + swap_codes(table)),)
    return (
        *flipped(table),
        player(table, "seat", _("Who wants to play?")),
        Question("top", _("Card on top of the pile"), "card",
                 hint=_("After a wild, tap the colour that was named.")
                 if has_colors(table.deck) else "", side_from=side),
        Question("card", _("The card they want to play"), "card",
                 hint=_("For a wild, tap the colour they will name.")
                 if has_colors(table.deck) else "", side_from=side),
        *held,
        *target,
        yes_no("last", _("Is it their last card?"), default="no"),
        Question("turn", _("Whose turn is it?"), "choice", turn_choices, default="",
                 hint=_("Tap someone else if they want to play out of turn."),
                 cast=optional_number),
        direction(),
    )  # fmt: skip


def play_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, top, card = answers["seat"], answers["top"], answers["card"]
    side = side_of(answers, table)
    turn = seat if answers["turn"] is None else answers["turn"]
    current = colour_in_play(answers, "top")
    hand = None
    if answers["last"]:
        hand = (seat, (card,))
    elif answers["holds"] is not None and current is not None:
        hand = (seat, (card, *filler(table, current, answers["holds"], side)))
    situation = table.situation(
        hand, top=top, turn=turn, direction=answers["direction"], color=current, side=side
    )
    kind = ActionType.PLAY
    if seat != turn and table.in_force.jump_in:
        kind = ActionType.JUMP_IN
    action = Action(kind, seat=seat, card=card, color=named_colour(answers, "card"),
                    target=answers["target"])  # fmt: skip
    return situation, action


# ---- UNO Flip!: a card of the other side ----------------------------------------------------


def other_side_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        side_up(),
        player(table, "seat", _("Who wants to play?")),
        Question("card", _("The card they want to play"), "card",
                 hint=_("Tap it as printed on the face they want to play: any side.")),
    )  # fmt: skip


def other_side_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, card = answers["seat"], answers["card"]
    side = side_of(answers, table)
    situation = table.situation(top=table.under(card, side), turn=seat, side=side)
    action = Action(ActionType.PLAY, seat=seat, card=card, color=named_colour(answers, "card"))
    return situation, action


# ---- was that restricted wild legal? --------------------------------------------------------


def restricted_ranks(table: DisputeTable) -> frozenset[Rank]:
    """The deck's wilds that may be challenged (the Wild Draw Four; Flip's Wild Draw Two
    and Wild Draw Color)."""
    return frozenset(card.rank for card in table.cards.counts if restricted(table.deck, card.rank))


def can_challenge(table: DisputeTable) -> bool:
    """Offered where the deck holds a wild that may be challenged."""
    return bool(restricted_ranks(table))


def challenge_questions(table: DisputeTable) -> tuple[Question, ...]:
    side = on_side(table)
    card: tuple[Question, ...] = ()
    ranks = restricted_ranks(table)
    if len(ranks) > 1:  # which one was it?
        card = (Question("card", _("Which card was it?"), "card", wild_color=False,
                         only=ranks.__contains__, side_from=side),)  # fmt: skip
    stacked: tuple[Question, ...] = ()
    if table.in_force.stacking_on:  # a stacked one is challenged alone; the rest remains
        stacked = (Question("total", _("Cards to draw so far"), "choice", stack_totals(table),
                            default="", cast=optional_number),)  # fmt: skip
    return (
        *flipped(table),
        *card,
        player(table, "seat", _("Who played it?")),
        colour("before", _("The colour in play just before it"), side_from=side),
        yes_no("held", _("Their hand, shown to the challenger: did it hold a card of that colour?"),
               hint=_(OTHER_CARDS_DO_NOT_COUNT)),
        colour("named", _("The colour they named with it"), side_from=side),
        *stacked,
        direction(),
    )  # fmt: skip


def challenge_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, way = answers["seat"], answers["direction"]
    side = side_of(answers, table)
    victim = table.after(seat, way)
    before = answers["before"]
    wild: Card = answers["card"] or Card(Rank.WILD_DRAW_FOUR)
    hand_before = (wild, *filler(table, before, answers["held"], side))
    pending = 0
    if table.in_force.stacking_on:
        pending = max(answers["total"] or 0, wild.rank.draw)
    situation = table.situation(
        top=wild,
        turn=victim,
        direction=way,
        color=answers["named"],
        pending_draw=pending,
        last_play=LastPlay(seat, wild, before, hand_before),
        side=side,
    )
    return situation, Action(ActionType.CHALLENGE, seat=victim)


# ---- missed UNO --------------------------------------------------------------------------------


def uno_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "target", _("Who is down to one card?")),
        yes_no("called", _("Did they call “UNO” before they were caught?")),
        yes_no("acted", _("Had the next player already drawn or played?"),
               hint=_("A catch counts from when the card touches the pile until then.")),
        player(table, "seat", _("Who caught them?")),
        direction(),
    )  # fmt: skip


def uno_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    target, way = answers["target"], answers["direction"]
    situation = table.situation(
        (target, table.plain(1)),
        turn=table.after(target, way),
        direction=way,
        uno=(UnoWindow(target, called=answers["called"], next_has_acted=answers["acted"]),),
    )
    return situation, Action(ActionType.CATCH, seat=answers["seat"], target=target)


# ---- the first card ----------------------------------------------------------------------------


def first_questions(table: DisputeTable) -> tuple[Question, ...]:
    # UNO Flip! starts light side up; after a Flip turned up first, the dark card on top
    # acts as the first card.
    return (
        *flipped(table),
        Question("card", _("The card turned up"), "card", wild_color=False,
                 side_from=on_side(table)),
        player(table, "dealer", _("Who dealt?"), default=str(table.dealer)),
    )  # fmt: skip


def first_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    dealer = answers["dealer"]
    side = side_of(answers, table)
    situation = table.situation(turn=dealer, dealer=dealer, side=side)
    return situation, Action(ActionType.FLIP, card=answers["card"])


# ---- can I stack this? -------------------------------------------------------------------------


def stack_totals(table: DisputeTable) -> tuple[tuple[str, str], ...]:
    """The totals a stack may have reached in this deck."""
    if table.cards.edition.stacks_by_value:
        totals: range | tuple[int, ...] = (*range(4, 22, 2), 24, 26, 28, 30, 34, 40)
    elif table.cards.sides:
        totals = range(2, 13)
    else:
        totals = range(4, 22, 2)
    return (("", _("Just this card")), *numbers(totals))


def stack_questions(table: DisputeTable) -> tuple[Question, ...]:
    side = on_side(table)
    wild_hint = _("For a wild, tap the colour that was named.") if has_colors(table.deck) else ""
    return (
        *flipped(table),
        Question("top", _("The draw card on top"), "card", only=is_draw_card, hint=wild_hint,
                 side_from=side),
        Question("total", _("Cards to draw so far"), "choice", stack_totals(table), default="",
                 cast=optional_number),
        player(table, "seat", _("Who has to answer it?")),
        Question("card", _("The card they want to put on it"), "card",
                 hint=_("For a wild, tap the colour they will name."), side_from=side),
        direction(),
    )  # fmt: skip


def stack_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    top, seat = answers["top"], answers["seat"]
    situation = table.situation(
        top=top,
        turn=seat,
        direction=answers["direction"],
        color=colour_in_play(answers, "top"),
        pending_draw=answers["total"] or top.rank.draw,
        last_play=LastPlay(table.before(seat, answers["direction"]), top),
        side=side_of(answers, table),
    )
    action = Action(ActionType.PLAY, seat=seat, card=answers["card"],
                    color=named_colour(answers, "card"))  # fmt: skip
    return situation, action


# ---- No Mercy: does a Wild Reverse Draw 4 turn the stack back? --------------------------------


def reverse_stack_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Wild Reverse Draw 4?")),
        Question("top", _("The draw card they face"), "card", only=is_draw_card,
                 hint=_("For a wild, tap the colour that was named.")),
        Question("total", _("Cards to draw so far"), "choice", stack_totals(table), default="",
                 cast=optional_number),
        colour("named", _("The colour they name with it")),
        direction(),
    )  # fmt: skip


def reverse_stack_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, top, way = answers["seat"], answers["top"], answers["direction"]
    situation = table.situation(
        top=top,
        turn=seat,
        direction=way,
        color=colour_in_play(answers, "top"),
        pending_draw=answers["total"] or top.rank.draw,
        last_play=LastPlay(table.before(seat, way), top),
    )
    card = Card(deck_cards.WILD_REVERSE_DRAW_FOUR)
    return situation, Action(ActionType.PLAY, seat=seat, card=card, color=answers["named"])


def reverse_stack_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, it can't go on that stack"), "no"
    who = table.names[after.turn]
    if after.pending_draw:
        return _("Yes: play turns round and {name} faces the {count}").format(
            name=who, count=after.pending_draw
        ), "yes"
    return _("Yes: play turns round; {name} plays next").format(name=who), "yes"


# ---- No Mercy: the mercy rule ------------------------------------------------------------------


WHY_DRAW = (("stack", N_("Taking a stack")), ("until", N_("Drawing until a card fits")))


def knockout_questions(table: DisputeTable) -> tuple[Question, ...]:
    out = (("", _("Nobody")), *((str(i), name) for i, name in enumerate(table.names)))
    return (
        player(table, "seat", _("Who picks up cards?")),
        Question("held", _("Cards in their hand before picking up"), "choice",
                 numbers(range(1, 25)), cast=int, grid=True),
        Question("count", _("Cards they pick up"), "choice", numbers((*range(1, 21), 24, 30, 40)),
                 cast=int, grid=True),
        Question("why", _("Why do they pick up?"), "choice", said(WHY_DRAW),
                 default="stack"),
        Question("out", _("Is anyone else already out this round?"), "choice", out, default="",
                 cast=optional_number),
    )  # fmt: skip


def knockout_check(answers: Answers, table: DisputeTable) -> None:
    if answers["out"] is not None and answers["out"] == answers["seat"]:
        answers.errors["out"] = _("They can't pick up cards once they are out; tap someone else.")


def knockout_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, held, count = answers["seat"], answers["held"], answers["count"]
    out = frozenset(()) if answers["out"] is None else frozenset((answers["out"],))
    top = Card(Rank.FIVE, Color.RED)
    hand = (seat, table.plain(held, avoid=Color.RED))
    if answers["why"] == "stack":
        situation = table.situation(hand, top=Card(Rank.DRAW_TWO, Color.RED), turn=seat,
                                    pending_draw=count, out=out)  # fmt: skip
        return situation, Action(ActionType.DRAW, seat=seat)
    # Drawing until a card fits: none of these fits the red 5 on top.
    situation = table.situation(hand, top=top, turn=seat, out=out)
    drawn = table.plain(count, avoid=Color.RED)
    return situation, Action(ActionType.DRAW, seat=seat, drawn=tuple(c for c in drawn))


def knockout_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    who = table.names[answers["seat"]]
    if not ruling.legal:
        return _("That pick-up is not possible"), "no"
    if any(effect.type is EffectType.KNOCKED_OUT for effect in ruling.effects):
        return _("Yes, {name} is knocked out").format(name=who), "yes"
    return _("No, {name} stays in").format(name=who), "no"


# ---- All Wild: Targeted Draw Two and Forced Swap -----------------------------------------------


def targeted_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Targeted Draw Two?")),
        player(table, "target", _("Who do they pick?")),
        direction(),
    )


def targeted_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    situation = table.situation(top=Card(deck_cards.ALL_WILD_WILD), turn=seat,
                                direction=answers["direction"])  # fmt: skip
    card = Card(deck_cards.WILD_TARGETED_DRAW_TWO)
    return situation, Action(ActionType.PLAY, seat=seat, card=card, target=answers["target"])


def targeted_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, pick another player"), "no"
    draws = table.names[answers["target"]]
    next_up = table.names[after.turn]
    return _("{name} draws 2; {next} plays next").format(name=draws, next=next_up), "info"


def forced_swap_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Forced Swap?")),
        player(table, "target", _("Who do they swap with?")),
        Question("mine", _("Cards in their hand, the Forced Swap included"), "choice",
                 numbers(range(1, 11)), cast=int, grid=True),
        Question("theirs", _("Cards in the other player's hand"), "choice", numbers(range(1, 11)),
                 cast=int, grid=True),
        direction(),
    )  # fmt: skip


def forced_swap_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat, target = answers["seat"], answers["target"]
    swap = Card(deck_cards.WILD_FORCED_SWAP)
    situation = table.situation(
        (seat, (swap, *table.plain(answers["mine"] - 1))),
        top=Card(deck_cards.ALL_WILD_WILD),
        turn=seat,
        direction=answers["direction"],
    )
    if target is not None and target != seat:
        situation = situation.with_hand(target, table.plain(answers["theirs"]))
    return situation, Action(ActionType.PLAY, seat=seat, card=swap, target=target)


def forced_swap_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    after = ruling.after
    if not ruling.legal or after is None:
        return _("No, pick another player"), "no"
    if after.winner is not None:
        winner = table.names[after.winner]
        return _("Nobody: {name} goes out, no swap").format(name=winner), "info"
    callers = [table.names[window.seat] for window in after.uno if not window.called]
    if len(callers) == 1:
        return _("{name} must call UNO").format(name=callers[0]), "info"
    if callers:  # the two hands swapped (no one else's is known)
        return _("{name} and {other} must call UNO").format(
            name=", ".join(callers[:-1]), other=callers[-1]
        ), "info"
    return _("Nobody has to call UNO"), "info"


# ---- Attack: presses and Trade Hands -------------------------------------------------------


def is_hit(rank: Rank) -> bool:
    return bool({"hit", "all_hit", "hit_fire"} & set(rank.does))


def presses_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the card?")),
        Question("card", _("The card they play"), "card", only=is_hit,
                 hint=_("For a wild, tap the colour they name.")),
        direction(),
    )  # fmt: skip


def presses_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    top = table.under(answers["card"])
    situation = table.situation(top=top, turn=seat, direction=answers["direction"])
    action = Action(ActionType.PLAY, seat=seat, card=answers["card"],
                    color=named_colour(answers, "card"))  # fmt: skip
    return situation, action


def presses_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    presses = [e for e in ruling.effects if e.type is EffectType.PRESS]
    if not ruling.legal or not presses:
        return _("No presses"), "info"
    if len(presses) > 1:
        return _("Everyone else presses once"), "info"
    press = presses[0]
    assert press.seat is not None
    who = table.names[press.seat]
    if press.count is None:
        return _("{name} presses until cards come out").format(name=who), "info"
    return presses_text(who, press.count), "info"


def presses_text(who: str, count: int) -> str:
    """How many times ``who`` presses: "once", "twice", "3 times"."""
    if count == 1:
        return _("{name} presses once").format(name=who)
    if count == 2:
        return _("{name} presses twice").format(name=who)
    text = ngettext("{name} presses {count} time", "{name} presses {count} times", count)
    return text.format(name=who, count=count)


def trade_questions(table: DisputeTable) -> tuple[Question, ...]:
    return (
        player(table, "seat", _("Who plays the Trade Hands?")),
        colour("color", _("Its colour")),
        player(table, "target", _("Who do they trade with?")),
        yes_no("last", _("Is it their last card?"), default="yes"),
        direction(),
    )


def trade_case(answers: Answers, table: DisputeTable) -> tuple[Situation, Action]:
    seat = answers["seat"]
    card = Card(deck_cards.TRADE_HANDS, answers["color"])
    hand = (seat, (card,)) if answers["last"] else (seat, (card, *table.plain(2)))
    situation = table.situation(hand, top=table.under(card), turn=seat,
                                direction=answers["direction"])  # fmt: skip
    return situation, Action(ActionType.PLAY, seat=seat, card=card, target=answers["target"])


# ---- headlines and the registry -----------------------------------------------------------


def yes_or_no(yes: str, no: str) -> Callable[[Ruling, Answers, DisputeTable], Headline]:
    """A headline that follows whether the action asked about is allowed."""

    def headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
        return (_(yes), "yes") if ruling.legal else (_(no), "no")

    return headline


def challenge_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    if not ruling.legal:
        return _("No challenge at this table"), "no"
    if any(clause.say is Say.CHALLENGE_SUCCEEDS for clause in ruling.reasons):
        return _("No: it was a bluff"), "no"
    return _("Yes, it was legal"), "yes"


def first_headline(ruling: Ruling, answers: Answers, table: DisputeTable) -> Headline:
    card: Card = answers["card"]
    text = _("{card} turned up first").format(card=card_name(card))
    return f"{text[0].upper()}{text[1:]}", "info"


WIZARDS = {
    wizard.slug: wizard
    for wizard in (
        Wizard("play", N_("Can I play this card?"),
               N_("Tap the card on the pile and the card someone wants to play."),
               play_questions, play_case,
               yes_or_no(N_("Yes, it can be played"), N_("No, it can't be played"))),
        Wizard("challenge", N_("Was that Wild Draw Four legal?"),
               N_("The player who must draw may challenge it and see the hand of the player "
                  "who played it."), challenge_questions, challenge_case, challenge_headline,
               offered=can_challenge),
        Wizard("other-side", N_("Can I play a card of the other side?"),
               N_("Only the faces of the side up are played until the next Flip."),
               other_side_questions, other_side_case,
               yes_or_no(N_("Yes: it is on the side that is up"),
                         N_("No: only the side that is up is played")),
               offered=edition_asks("other-side")),
        Wizard("stack", N_("Can I stack this?"),
               N_("A Draw Two or Wild Draw Four is waiting, and someone wants to pass it on."),
               stack_questions, stack_case,
               yes_or_no(N_("Yes, it can be stacked"), N_("No, it can't be stacked")),
               offered=can_stack),
        Wizard("reverse-stack", N_("Does a Wild Reverse Draw 4 turn the stack back?"),
               N_("A draw card is waiting, and the player facing it answers with a Wild "
                  "Reverse Draw 4."), reverse_stack_questions, reverse_stack_case,
               reverse_stack_headline, offered=edition_asks("reverse-stack")),
        Wizard("knockout", N_("Is she knocked out?"),
               N_("The mercy rule: 25 cards or more in hand after picking up, and that "
                  "player is out of the round."), knockout_questions, knockout_case,
               knockout_headline, offered=edition_asks("knockout"), check=knockout_check,
               cites_first="no-mercy-knockout"),
        Wizard("targeted", N_("Targeted Draw Two: who draws, who plays next?"),
               N_("A Wild Targeted Draw Two makes the player picked draw 2."),
               targeted_questions, targeted_case, targeted_headline,
               offered=edition_asks("targeted")),
        Wizard("forced-swap", N_("Forced Swap: who must call UNO?"),
               N_("A Wild Forced Swap swaps two hands; whoever is left with one card calls UNO."),
               forced_swap_questions, forced_swap_case, forced_swap_headline,
               offered=edition_asks("forced-swap")),
        Wizard("presses", N_("How many presses?"),
               N_("Hit 2, Wild All Hit and Wild Hit-Fire send players to the launcher."),
               presses_questions, presses_case, presses_headline,
               offered=edition_asks("presses")),
        Wizard("trade-hands", N_("Can I go out on Trade Hands?"),
               N_("Trade Hands swaps hands with a player picked."), trade_questions, trade_case,
               yes_or_no(N_("Yes, it can be played"), N_("No, it can't be played")),
               offered=edition_asks("trade-hands")),
        Wizard("uno", N_("Missed UNO: does the catch count?"),
               N_("Someone is down to one card and was caught."), uno_questions, uno_case,
               yes_or_no(N_("Yes, the catch counts"), N_("No, the catch doesn't count"))),
        Wizard("first", N_("What does the first card do?"),
               N_("The card turned up after the deal to start the pile."),
               first_questions, first_case, first_headline),
    )
}  # fmt: skip


def offered(table: DisputeTable) -> list[Wizard]:
    """The wizards a game of this deck offers, in menu order."""
    return [wizard for wizard in WIZARDS.values() if wizard.offered(table)]
