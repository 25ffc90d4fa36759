"""HTML forms: they check the shape of what a page sends; the referee checks the game rules."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import Any

from flask_babel import LazyString, gettext
from flask_wtf import FlaskForm
from markupsafe import Markup, escape
from wtforms import (
    BooleanField,
    FieldList,
    HiddenField,
    RadioField,
    SelectField,
    SelectMultipleField,
    StringField,
    TextAreaField,
)
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, Length, ValidationError
from wtforms.widgets import CheckboxInput, ListWidget, NumberInput

from referee.cards import Card, CardError
from referee.decks import CLASSIC, DECKS, Deck, deck_title, parse_card, parse_rank
from referee.errors import InputError
from referee.i18n import N_, _, ngettext
from referee.rules import OPTIONS, PRESET_LABELS, PRESETS, HouseRules, get_preset
from referee.scorekeeping.scoring import Leftover, Method
from referee.web.edge import fields
from referee.web.infra.wording import side_choice

TARGET_CHOICES = ("200", "300", "500", "1000")
DECK_TARGET = "deck"  # the target choice that takes the chosen deck's default
MAX_CARD_WORDS = 4  # "wild draw four", "red draw two"
POINTS_PATTERN = re.compile(r"^\s*(\d{1,4})\s*(p|pts|points?)?\s*$", re.IGNORECASE)

# Texts fixed here (labels, choices) are lazy: each is worded in the language of the
# request that shows it.


class Lazy(LazyString):  # type: ignore[misc]  # Flask-Babel's LazyString is untyped
    """A text worded when it is shown, escaped like any text put into a page
    (Flask-Babel's own lazy strings pass as markup)."""

    def __html__(self) -> Markup:
        return escape(str(self))


class Said(Lazy):
    """English words of a table (an option's, a preset's), translated where a form shows
    them."""

    def __init__(self, english: str) -> None:
        super().__init__(gettext, english)


def lazy_gettext(text: str) -> Said:
    """Flask-Babel's ``lazy_gettext`` for a text written here, escaped in a page."""
    return Said(text)


def deck_label(deck: Deck) -> str:
    """A deck's name and size as the deck choice shows it: "Classic (108 cards)"."""
    return ngettext("{deck} ({count} card)", "{deck} ({count} cards)", deck.size).format(
        deck=deck_title(deck), count=deck.size
    )


DECK_LABELS = {name: Lazy(deck_label, deck) for name, deck in DECKS.items()}
METHOD_HINTS = {
    "collect": N_(
        "The round's winner scores the cards left in everyone else's hand. "
        "First to the target wins."
    ),
    "lowest": N_(
        "Everyone adds up their own leftover cards. "
        "When someone reaches the target, the lowest total wins."
    ),
}
TEAM_CHOICES = (
    ("none", lazy_gettext("No teams")),
    ("pairs", lazy_gettext("Pairs: partners sit opposite")),
    ("halves", lazy_gettext("Two teams: every other seat")),
)


class Checked:
    """A validator that runs one of the core's checks on a field, with the core's message."""

    def __init__(self, check: Callable[[object, str], object]) -> None:
        self.check = check

    def __call__(self, form: Any, field: Any) -> None:
        """Raise the check's message as the field's error; an empty field is not given."""
        try:
            self.check(field.data or None, field.name)
        except InputError as error:
            raise ValidationError(error.message) from None


def choices(pairs: Iterable[tuple[str, str | Lazy]]) -> list[SelectChoice]:
    """Select or radio choices from ``(value, label)`` pairs."""
    return [SelectChoice(value, label) for value, label in pairs]


def number_choices(low: int, high: int) -> list[SelectChoice]:
    """Choices of the whole numbers ``low`` to ``high``, each its own label."""
    return choices((str(n), str(n)) for n in range(low, high + 1))


def preset_field(default: str = "official") -> RadioField:
    """The house-rules choice: a named preset, or "custom" for the options one by one."""
    presets = [(name, Said(PRESET_LABELS[name])) for name in PRESETS]
    return RadioField(
        lazy_gettext("House rules"),
        choices=choices([*presets, ("custom", lazy_gettext("Custom"))]),
        default=default,
    )


def player_slot(number: int) -> str:
    """The name of an empty player slot: "Player 3"."""
    return _("Player {number}").format(number=number)


class TableSettingsForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """What a table plays to and by: target, scoring, deck and house rules (a game's, or
    every table's of a club night)."""

    target = RadioField(
        lazy_gettext("Play to"),
        choices=choices(
            [
                (DECK_TARGET, lazy_gettext("The deck's usual target")),
                *((t, t) for t in TARGET_CHOICES),
            ]
        ),
        default=DECK_TARGET,
        validate_choice=False,
    )
    target_other = StringField(
        lazy_gettext("Other target"),
        widget=NumberInput(min=fields.MIN_TARGET, max=fields.MAX_TARGET),
    )
    scoring = RadioField(
        lazy_gettext("Scoring"),
        choices=choices((m.value, Lazy(attrgetter("label"), m)) for m in Method),
        default="collect",
    )
    deck = RadioField(lazy_gettext("Deck"), choices=choices(DECK_LABELS.items()), default="classic")
    preset = preset_field()

    def chosen_target(self, deck: Deck) -> int | str:
        """The typed target when given, else the quick choice (text that is no number as
        is); the deck's usual target when neither is chosen."""
        typed = (self.target_other.data or "").strip() or self.target.data or DECK_TARGET
        return deck.target if typed == DECK_TARGET else fields.number_text(typed)


class NewGameForm(TableSettingsForm):
    """Everything needed to start a game."""

    # Names, the number of players and the target are checked by the core's checks, as
    # the API checks them; every slot posted is read, so an eleventh player is refused.
    name = StringField(lazy_gettext("Game name"), render_kw={"maxlength": fields.MAX_GAME_NAME})
    players = FieldList(
        StringField(lazy_gettext("Player"), render_kw={"maxlength": fields.MAX_NAME_LENGTH}),
        min_entries=fields.MAX_PLAYERS,
    )
    teams = RadioField(lazy_gettext("Partners"), choices=choices(TEAM_CHOICES), default="none")
    dealer = SelectField(
        lazy_gettext("Deals first"),
        choices=choices(
            (str(seat), Lazy(player_slot, seat + 1)) for seat in range(fields.MAX_PLAYERS)
        ),
        default="0",
    )
    play_on = BooleanField(lazy_gettext("Keep playing past the target, until we end the game"))
    group = HiddenField()  # the group the game is played in (this device holds its key)

    def player_names(self) -> list[tuple[int, str]]:
        """The filled-in names, as typed, with the slot each came from."""
        return [
            (slot, entry.data)
            for slot, entry in enumerate(self.players.entries)
            if (entry.data or "").strip()
        ]


class NightForm(TableSettingsForm):
    """Everything needed to start a club night: its players (typed one per line, or ticked
    among a group's), how they are seated, the round clock, and what every table plays."""

    name = StringField(lazy_gettext("Night name"), render_kw={"maxlength": fields.MAX_GAME_NAME})
    players = TextAreaField(lazy_gettext("One name per line"))
    ticked = SelectMultipleField(
        lazy_gettext("The group's players"),
        widget=ListWidget(prefix_label=False),
        option_widget=CheckboxInput(),
        validate_choice=False,
    )
    table_size = RadioField(
        lazy_gettext("Players per table"),
        choices=number_choices(fields.MIN_TABLE_SIZE, fields.MAX_TABLE_SIZE),
        default="4",
        validate_choice=False,
    )
    rounds = SelectField(
        lazy_gettext("Rounds"),
        choices=number_choices(fields.MIN_NIGHT_ROUNDS, fields.MAX_NIGHT_ROUNDS),
        default="3",
        validate_choice=False,
    )
    minutes = StringField(
        lazy_gettext("Round clock, in minutes"),
        widget=NumberInput(min=fields.MIN_MINUTES, max=fields.MAX_MINUTES),
    )
    final = BooleanField(lazy_gettext("A final table for the best players"))
    group = HiddenField()  # the group the night is played in (this device holds its key)

    def player_names(self) -> list[str]:
        """The ticked players, then the typed ones (one per line, empty lines skipped)."""
        typed = [line for line in (self.players.data or "").splitlines() if line.strip()]
        return [*(self.ticked.data or []), *typed]

    def number(self, field: Any) -> int | str | None:
        """A number field's value as the number it spells (``None`` when left empty)."""
        text = (field.data or "").strip()
        return fields.number_text(text) if text else None


class RulesForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Custom house-rule options: one select per option, values as indexes of ``allowed``."""


for _option in OPTIONS:
    setattr(
        RulesForm,
        _option.name,
        SelectField(  # the option's English words, translated where the form is shown
            Said(_option.label),
            choices=choices((str(i), Said(label)) for i, label in enumerate(_option.choice_labels)),
            default="0",
            description=Said(_option.description),
        ),
    )


def custom_rules(form: RulesForm) -> dict[str, object]:
    """The options chosen in ``form`` as ``HouseRules`` overrides."""
    chosen: dict[str, object] = {}
    for option in OPTIONS:
        raw = getattr(form, option.name).data or "0"
        index = int(raw) if raw.isdigit() and int(raw) < len(option.allowed) else 0
        chosen[option.name] = option.json_values[index]
    return chosen


def chosen_rules(preset: str | None, form: RulesForm) -> HouseRules:
    """The house rules picked: a preset's, or with ``"custom"`` the options in ``form``."""
    if preset == "custom":
        return HouseRules.from_mapping(custom_rules(form))
    return get_preset(preset or "official")


def fill_rules_form(form: RulesForm, rules: HouseRules) -> None:
    """Select the values of ``rules`` in ``form``."""
    for option in OPTIONS:
        getattr(form, option.name).data = str(
            option.choices.index(option.choice(getattr(rules, option.name)))
        )


class VersionedForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """A form that changes a game: it carries the game version the user saw."""

    version = HiddenField()

    def seen_version(self) -> int | None:
        """The game version the user saw when the page was rendered (``None`` if not sent).

        :raises InputError: ``precondition_failed`` if it is not a version.
        """
        return fields.clean_version(self.version.data or None, self.version.name)


class HouseRulesForm(VersionedForm):
    """Changing a game's house rules: a preset or custom options."""

    preset = preset_field()


class RoundForm(VersionedForm):
    """One round: who went out, and each player's leftover cards or total (``hand_<seat>``)."""

    winner = RadioField(
        lazy_gettext("Who went out?"), validators=[InputRequired(lazy_gettext("Tap who went out."))]
    )
    request_id = HiddenField(validators=[Checked(fields.clean_request_id)])

    @classmethod
    def for_players(
        cls,
        players: Sequence[str],
        deck: Deck = CLASSIC,
        still_in: Sequence[int] | None = None,
        **kwargs: object,
    ) -> RoundForm:
        """A form with one hand field per player, in seat order; winners among the players
        ``still_in`` (all by default); the side of a two-sided deck; No Mercy's knock-outs."""

        class PlayersRoundForm(cls):  # type: ignore[valid-type,misc]
            """The round form of one table."""

        for seat in range(len(players)):
            setattr(
                PlayersRoundForm,
                f"hand_{seat}",
                StringField(_("Cards or points"), validators=[Length(max=400)]),
            )
        if deck.sides:
            PlayersRoundForm.side = RadioField(
                _("Which side was up when the round ended?"),
                choices=choices((side, side_choice(side)) for side in deck.sides),
                default=deck.sides[0],
            )
        if deck.edition.mercy_limit is not None:
            PlayersRoundForm.knocked_out = SelectMultipleField(
                _("Knocked out (25 cards or more)"),
                widget=ListWidget(prefix_label=False),
                option_widget=CheckboxInput(),
                validate_choice=False,
            )
        form: RoundForm = PlayersRoundForm(**kwargs)
        seats = range(len(players)) if still_in is None else still_in
        form.winner.choices = choices((str(seat), players[seat]) for seat in seats)
        if deck.edition.mercy_limit is not None:
            form.knocked_out.choices = choices((str(seat), players[seat]) for seat in seats)
        form.seats = len(players)
        form.still_in = tuple(seats)
        form.deck = deck
        return form

    def chosen_side(self) -> str | None:
        """The side chosen for a two-sided deck (``None`` otherwise)."""
        field = getattr(self, "side", None)
        return None if field is None else (field.data or None)

    def knocked_out_seats(self) -> frozenset[int]:
        """The seats marked as knocked out (No Mercy)."""
        field = getattr(self, "knocked_out", None)
        raw = [] if field is None else field.data or []
        return frozenset(int(value) for value in raw if str(value).isdigit())

    @property
    def hands(self) -> list[Any]:
        """The hand fields, in seat order."""
        return [self[f"hand_{seat}"] for seat in range(self.seats)]

    def winner_seat(self) -> int | None:
        """The winner's seat, when one was chosen."""
        raw = self.winner.data
        return int(raw) if raw is not None and str(raw).isdigit() else None


class RemoveRoundForm(VersionedForm):
    """Removing a round: the version the user saw, so a stale removal is refused."""


class HandTextError(ValueError):
    """A hand's text cannot be read as cards or a total."""


def read_hand(text: str, deck: Deck = CLASSIC) -> Leftover:
    """Read a hand as typed: card codes or names (``"r7 bs w+4"``, ``"red 7, wild"``) or a total.

    Cards may be named without their colour (``"7 skip +2"``, ``"7 S +2"``): they stay
    cards, with no colour noted (``7``, ``S``, ``+2``). A number is a total (``"35"``,
    ``"7 p"``), but a lone digit is a number card.

    :raises HandTextError: if a part of the text names no card.
    """
    match = POINTS_PATTERN.match(text)
    if match and not re.fullmatch(r"\d", text.strip()):
        return Leftover.of_points(int(match.group(1)))  # a lone digit is a number card
    cards: list[Card] = []
    for chunk in re.split(r"[,;]+", text):
        cards.extend(_read_cards(chunk.split(), deck))
    return Leftover.of_cards(cards)


def _read_cards(words: list[str], deck: Deck = CLASSIC) -> list[Card]:
    """Cards from words, taking the longest readable run each time; a card named without
    its colour is read as that card with no colour noted."""
    cards: list[Card] = []
    start = 0
    while start < len(words):
        for end in range(min(len(words), start + MAX_CARD_WORDS), start, -1):
            card = _read_card(" ".join(words[start:end]), deck)
            if card is None:
                continue
            cards.append(card)
            start = end
            break
        else:
            raise HandTextError(
                _(
                    "Cannot read “{word}” as a card; use codes like R7, BS, G+2, W+4, "
                    "names like “red 7”, cards without colour like “7 skip +2”, or a points total."
                ).format(word=words[start])
            )
    return cards


def _read_card(phrase: str, deck: Deck) -> Card | None:
    """One card from a phrase: a code (with or without its colour letter), a name, or a
    rank named without its colour; ``None`` if it names none."""
    try:
        return deck.read(phrase.replace(" ", ""), colourless=True)
    except CardError:
        pass
    try:
        return parse_card(phrase, deck)
    except CardError:
        pass
    try:
        return deck.read(parse_rank(phrase, deck).code, colourless=True)
    except CardError:
        return None


class NewGroupForm(FlaskForm):  # type: ignore[misc]  # Flask-WTF is untyped
    """Starting a group: its name."""

    name = StringField(lazy_gettext("Group name"), render_kw={"maxlength": fields.MAX_GAME_NAME})
