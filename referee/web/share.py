"""Pictures to share after the night: a game's summary and a group's standings as PNG.

Drawn on the server with Pillow, kept per game or group version (a picture depends on
nothing else). The text uses DejaVu Sans where the system has it (``fonts-dejavu-core``,
which the set-up script installs: it covers most scripts people write names in), else
the font Pillow carries.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from flask import Blueprint, Response
from PIL import Image, ImageDraw, ImageFont

from referee.summary import summarize
from referee.web import games, groups
from referee.web.kept import Kept

bp = Blueprint("share", __name__)

FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
WIDTH = 1200  # the size chat apps show best (Open Graph's 1.91:1)
HEIGHT = 630
MARGIN = 56
INK, MUTED, PAPER, ACCENT = "#111111", "#555555", "#ffffff", "#c8102e"
MAX_LINES = 8  # lines of standings a picture holds

FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


@cache
def font(size: int, bold: bool = False) -> FontType:
    """DejaVu Sans (bold) at ``size`` pixels, else Pillow's own font at that size."""
    path = FONT_FOLDER / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return ImageFont.load_default(size)


def fitted(draw: ImageDraw.ImageDraw, text: str, face: FontType, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    if draw.textlength(text, font=face) <= width:
        return text
    while text and draw.textlength(text + "…", font=face) > width:
        text = text[:-1]
    return text + "…"


def picture(title: str, subtitle: str, rows: Sequence[tuple[str, str, str]]) -> bytes:
    """A card: the title, a line under it, and rows of (place, name, figure), as PNG."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, 14), fill=ACCENT)
    draw.text(
        (MARGIN, 40), fitted(draw, title, font(52, True), WIDTH - 2 * MARGIN), INK, font(52, True)
    )
    draw.text((MARGIN, 108), fitted(draw, subtitle, font(30), WIDTH - 2 * MARGIN), MUTED, font(30))
    top, step = 172, min(52, (HEIGHT - 172 - 60) // max(len(rows), 1))
    size = min(38, step - 8)
    for index, (place, name, figure) in enumerate(rows[:MAX_LINES]):
        y = top + index * step
        draw.text((MARGIN, y), place, MUTED, font(size, True))
        figure_width = draw.textlength(figure, font=font(size, True))
        room = WIDTH - 2 * MARGIN - 80 - figure_width - 24
        draw.text((MARGIN + 80, y), fitted(draw, name, font(size), room), INK, font(size))
        draw.text((WIDTH - MARGIN - figure_width, y), figure, INK, font(size, True))
    draw.text((MARGIN, HEIGHT - 50), "UNO score", ACCENT, font(26, True))
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


# Pictures drawn lately, per game or group version.
pictures: Kept[bytes] = Kept(64)


def png_response(body: bytes) -> Response:
    """A PNG picture, cacheable for a minute (a new version has new figures)."""
    response = Response(body, mimetype="image/png")
    response.headers["Cache-Control"] = "public, max-age=60"
    return response


def game_picture_png(game_id: str) -> bytes:
    """The picture of a game's summary: who won, and the standings under its method."""
    game = games.get_game_or_404(game_id)
    sheet = games.load_scoresheet(game)
    summary = summarize(sheet)
    title = game.name or ", ".join(sheet.players)
    rounds = f"{summary.rounds} round{'' if summary.rounds == 1 else 's'}"
    if summary.outcome:
        won = " & ".join(summary.outcome.players)
        subtitle = f"{won} won · {sheet.method.label} · {rounds}"
    else:
        subtitle = f"Game in progress · {sheet.method.label} · {rounds}"
    rows = [
        (f"{line.place}.", line.player, str(line.total))
        for line in summary.standings(sheet.method.totals_method)
    ]
    return picture(title, subtitle, rows)


@bp.get("/g/<game_id>/summary.png")
def game_picture(game_id: str) -> Response:
    """A game's summary as a picture to share."""
    stamp = games.read_stamp(game_id)
    body = pictures.get_or_make(("game", game_id, stamp.version), lambda: game_picture_png(game_id))
    return png_response(body)


def group_picture_png(season: groups.GroupSeason) -> bytes:
    """The picture of a group's standings: wins and ratings, best first."""
    played = len(season.games)
    subtitle = f"Standings after {played} game{'' if played == 1 else 's'}"
    rows = [
        (
            f"{place}.",
            s.line.name,
            f"{s.line.wins} win{'' if s.line.wins == 1 else 's'} · rating {s.rating.display:.1f}",
        )
        for place, s in enumerate(season.standings, start=1)
    ]
    return picture(season.name, subtitle, rows)


@bp.get("/groups/<group_id>/standings.png")
def group_picture(group_id: str) -> Response:
    """A group's standings as a picture to share."""
    season = groups.load_season(group_id)
    body = pictures.get_or_make(
        ("group", group_id, season.version), lambda: group_picture_png(season)
    )
    return png_response(body)
