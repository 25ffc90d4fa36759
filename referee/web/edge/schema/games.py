"""Games in and out: a new game, a round, the game document, its export."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, cast

from pydantic import (
    AfterValidator,
    Discriminator,
    Field,
    Tag,
    WithJsonSchema,
    create_model,
)

from referee.cards import Card
from referee.decks import DECKS
from referee.rules import HouseRules
from referee.scorekeeping.checks import GameSettings
from referee.scorekeeping.scoring import DEFAULT_TARGET, Leftover, Method, Table
from referee.web.edge.fields import (
    MAX_PLAYERS,
    MAX_POINTS,
    MIN_PLAYERS,
    ReadRound,
    new_game,
    round_by_seat,
)
from referee.web.edge.schema.reading import read
from referee.web.edge.schema.rules import HouseRulesChanges, RulesDocument
from referee.web.edge.schema.values import (
    DECK_NAMES,
    MAX_ANSWER_TEXT,
    MAX_ANSWERS,
    MAX_ROUNDS,
    MAX_RULINGS,
    METHODS,
    Body,
    DeckName,
    DisputeName,
    GameName,
    GroupRef,
    HandCardOut,
    HandKey,
    MethodName,
    Name,
    PlayerName,
    Players,
    RequestId,
    ScoredCard,
    Side,
    Target,
    Timestamp,
    Whole,
)

# ---- games ------------------------------------------------------------------------------


class PointsOnly(Body):
    """A hand known only by its points total."""

    null_is_a_bad_value: ClassVar[tuple[str, ...]] = ("points",)

    # Any whole number is read; what the game's deck is worth bounds it (the game's check,
    # worded as for the form). The document gives the bound of the richest deck.
    points: Annotated[
        int,
        Whole(0, 10**9),
        WithJsonSchema({"type": "integer", "minimum": 0, "maximum": MAX_POINTS}),
    ]


def hand_kind(value: object) -> str:
    """Which kind of hand a value is: ``{"points": n}`` or a list of card codes."""
    return "points" if isinstance(value, dict | PointsOnly) else "cards"


def leftover(hand: list[Card] | PointsOnly) -> Leftover:
    """A hand as the core holds it (its points derived from its cards when given)."""
    return (
        Leftover.of_points(hand.points) if isinstance(hand, PointsOnly) else Leftover.of_cards(hand)
    )


HandIn = Annotated[
    Annotated[list[ScoredCard], Tag("cards")] | Annotated[PointsOnly, Tag("points")],
    Discriminator(hand_kind),
    AfterValidator(leftover),
    Field(description="Card codes (at least one), or only a points total."),
]


class NewGame(Body):
    """A new game's settings; only ``players`` is required."""

    null_is_a_bad_value: ClassVar[tuple[str, ...]] = ("players",)

    players: Annotated[
        list[Name],
        Players(),
        Field(
            min_length=MIN_PLAYERS,
            max_length=MAX_PLAYERS,
            description="Names in clockwise seat order, distinct ignoring case.",
        ),
    ]
    name: GameName | None = None
    target: Target = Field(
        DEFAULT_TARGET, description="If left out, the deck's own (500 but for No Mercy's 1000)."
    )
    scoring: MethodName = Method.COLLECT.value
    deck: DeckName = "classic"
    rules: HouseRulesChanges | None = None  # type: ignore[valid-type]
    teams: list[list[Name]] | None = Field(
        None, description="Every player in exactly one team, teams of equal size."
    )
    # Looked up among the players: a value that names none is an unknown player.
    dealer: PlayerName | None = Field(
        None, description="A player's name; the first player if left out."
    )
    play_on: bool = Field(False, description="The game goes on past the target until ended.")

    def settings(self) -> GameSettings:
        """The new game as the core holds it, checked against the game's rules.

        :raises InputError: naming the first value that breaks one.
        """
        rules: dict[str, Any] = {}
        if self.rules is not None:
            rules = self.rules.model_dump(exclude_unset=True)
        return new_game(
            name=self.name or "",
            players=self.players,
            target=self.target if "target" in self.model_fields_set else DECKS[self.deck].target,
            method=Method(self.scoring),
            deck=self.deck,
            rules=HouseRules.from_mapping(rules),
            teams=self.teams,
            dealer_name=self.dealer,
            play_on=self.play_on,
        )


class NewGameBody(NewGame):
    """A new game's settings, and the group it is played in, if any."""

    group: GroupRef | None = Field(
        None,
        description="A group's id: the game is played in that group (needs the group's "
        "edit key as the bearer key).",
    )


class RoundHands(Body):
    """Who went out, and what everyone else was left holding."""

    # Looked up among the players: a value that names none is an unknown player.
    winner: PlayerName = Field(description="Who went out: a player's name.")
    hands: dict[Annotated[str, HandKey()], HandIn] = Field(
        description="Every other player's leftover cards or points, by name."
    )
    side: Side | None = Field(
        None, description="A two-sided deck's side the round ended on (read from the cards)."
    )
    knocked_out: list[PlayerName] | None = Field(
        None, description="No Mercy: the players the mercy rule knocked out of the round."
    )

    def result(self, table: Table) -> ReadRound:
        """The round as the core holds it, by seat, with each seat's name as sent (the
        scoresheet checks it against the game's own rules when it takes it).

        :raises InputError: naming the first value that is wrong (hands by the key sent).
        """
        # ``Hand`` reads each hand into a Leftover (its declared type is what JSON holds).
        hands = cast(Mapping[str, Leftover], self.hands)
        return round_by_seat(
            self.winner, hands, table, side=self.side, knocked_out=self.knocked_out or ()
        )


class Retried(Body):
    """A write's idempotency key: read before the rest, since a retry of a write already
    applied is answered as the game is, whatever else it holds."""

    request_id: RequestId | None = Field(
        None, description="A repeat with the same id records nothing and answers 200."
    )

    @classmethod
    def of(cls, body: Mapping[str, object], keys: tuple[str, ...]) -> str | None:
        """The request id of ``body``, whose keys must be among ``keys``.

        :raises InputError: for an unknown key or a request id that is not one.
        """
        read(Keys.of(keys), dict.fromkeys(body))
        return read(cls, {k: v for k, v in body.items() if k == "request_id"}).request_id


class Keys(Body):
    """Only that an object's keys are among some known ones (their values read later)."""

    @classmethod
    @cache
    def of(cls, keys: tuple[str, ...]) -> type[Body]:
        """A model taking these keys, any value (made once per set of keys)."""
        return create_model(  # type: ignore[no-any-return,call-overload]
            "Keys", __base__=cls, **{key: (Any, None) for key in keys}
        )


class RoundBody(RoundHands, Retried):
    """A round: who went out, and what everyone else was left holding."""


class StoredHand(Body):
    """A leftover hand as recorded: its cards (``null`` when only the total was given)."""

    cards: list[HandCardOut] | None
    points: int


class PlayedRound(Body):
    """A recorded round."""

    number: Annotated[int, Field(ge=1)]
    winner: str
    hands: dict[str, StoredHand]
    collected: int = Field(description="What the winner collects.")
    side: Side | None = Field(None, description="Only for a two-sided deck: the round's side.")
    knocked_out: list[str] = Field([], description="Only for No Mercy: who was knocked out.")


class Elimination(Body):
    """Challenge UNO: a player out of the game, and the round that put them out."""

    player: str
    round: Annotated[int, Field(ge=1)]


class Totals(Body):
    """Each player's total under both methods, whatever the game's own."""

    collect: dict[str, int]
    lowest: dict[str, int]


class TeamTotals(Body):
    """One total per team, in the order of ``teams``."""

    collect: list[int]
    lowest: list[int]


class FirstToTarget(Body):
    """Who reached the target first, and in which round (ties: all of them)."""

    players: list[str]
    round: Annotated[int, Field(ge=1)]


class SavedRulingBody(Body):
    """A dispute settled during the game: the helper's answers and the rules it was judged under."""

    round: Annotated[int, Field(ge=1)]
    dispute: Annotated[str, DisputeName()]
    answers: Annotated[
        dict[
            Annotated[str, Field(max_length=MAX_ANSWER_TEXT)],
            Annotated[str, Field(max_length=MAX_ANSWER_TEXT)],
        ],
        Field(max_length=MAX_ANSWERS),
    ]
    rules: HouseRulesChanges = None  # type: ignore[valid-type]
    recorded_at: Timestamp | None = None


class NightLink(Body):
    """The club night a game is a table of: its round, its table, when the round's clock
    runs out (``null`` without a clock) and whether it is the night's final table."""

    id: str
    round: Annotated[int, Field(ge=1)]
    table: Annotated[int, Field(ge=1)]
    ends_at: Timestamp | None
    final: bool = False


class GameDocument(Body):
    """The game document."""

    id: str
    name: str
    target: int
    scoring: Literal[METHODS]  # type: ignore[valid-type]
    deck: Literal[DECK_NAMES]  # type: ignore[valid-type]
    rules: RulesDocument  # type: ignore[valid-type]
    players: list[str]
    teams: list[list[str]] | None
    rounds: list[PlayedRound]
    totals: Totals
    over: bool
    winners: list[str]
    dealer: str = Field(description="Who deals the next round.")
    version: int
    started_at: Timestamp = Field(description="When play started (ISO 8601, UTC).")
    last_round_at: Timestamp | None = Field(
        description="When the newest round was recorded (ISO 8601, UTC); null before any."
    )
    play_on: Literal[True] = Field(True, description="Only for a game that plays on.")
    ended: bool = Field(False, description="Only with play_on: whether the table ended it.")
    first_to_target: FirstToTarget | None = Field(None, description="Only with play_on.")
    team_totals: TeamTotals | None = Field(None, description="Only with teams.")
    rulings: list[SavedRulingBody] = Field([], description="Only when rulings were saved.")
    eliminated: list[Elimination] = Field(
        [], description="Only for Challenge UNO: who is out, in order."
    )
    night: NightLink | None = Field(None, description="Only for a game of a club night.")


class CreatedGame(GameDocument):
    """The game document of a game just created, with its edit key (shown only here)."""

    edit_key: str


class ExportedRound(RoundHands):
    """A round in an export: hands as in a round body."""

    recorded_at: Timestamp | None = None


class GameFile(NewGame):
    """A whole game, lossless: what the export gives and the import takes."""

    format: Literal["uno-referee-game"]
    format_version: Literal[1]
    id: str | None = Field(None, description="The exported game's id (ignored).")
    created_at: Timestamp | None = None
    started_at: Timestamp | None = Field(
        None, description="When play started (missing: when the game was created)."
    )
    last_round_at: Timestamp | None = Field(
        None,
        description="When the newest round was recorded (missing: the newest round's "
        "recorded_at; null without rounds).",
    )
    rounds: list[ExportedRound] = Field([], max_length=MAX_ROUNDS)
    ended: bool = Field(
        False, description="A game that plays on was ended, or a round clock ended a game."
    )
    rulings: list[SavedRulingBody] = Field([], max_length=MAX_RULINGS)
