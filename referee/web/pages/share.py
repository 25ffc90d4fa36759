"""Pictures to share after the night: a game's summary and a group's standings as PNG.

Drawn on the server with Pillow, kept per game or group version (a picture depends on
nothing else). The text uses DejaVu Sans where the system has it (``fonts-dejavu-core``,
which the set-up script installs: it covers most scripts people write names in), and a
text in Chinese, Japanese or Korean Droid Sans Fallback (``fonts-droid-fallback``); else
the font Pillow carries.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from flask import Blueprint, Response
from PIL import Image, ImageDraw, ImageFont

from referee import i18n
from referee.i18n import _, ngettext
from referee.scorekeeping.summary import summarize
from referee.web.infra.kept import Kept
from referee.web.service import games, groups

bp = Blueprint("share", __name__)

FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
WIDE_FONT = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
# Blocks DejaVu Sans leaves out: CJK, kana, Hangul, and the full-width forms.
WIDE_BLOCKS = ((0x2E80, 0x9FFF), (0xA960, 0xA97F), (0xAC00, 0xD7FF), (0xF900, 0xFAFF),
               (0xFE30, 0xFE4F), (0xFF00, 0xFFEF), (0x20000, 0x3FFFF))  # fmt: skip
WIDTH = 1200  # the size chat apps show best (Open Graph's 1.91:1)
HEIGHT = 630
MARGIN = 56
INK, MUTED, PAPER, ACCENT = "#111111", "#555555", "#ffffff", "#c8102e"
MAX_LINES = 10  # lines of standings a picture holds (a game's ten players)

FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


@cache
def font(size: int, bold: bool = False) -> FontType:
    """DejaVu Sans (bold) at ``size`` pixels, else Pillow's own font at that size."""
    path = FONT_FOLDER / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return ImageFont.load_default(size)


def wide(text: str) -> bool:
    """Whether ``text`` has letters DejaVu Sans cannot draw (Chinese, Japanese, Korean)."""
    return any(low <= ord(char) <= high for char in text for low, high in WIDE_BLOCKS)


@cache
def wide_font(size: int) -> FontType:
    """Droid Sans Fallback at ``size`` pixels, else DejaVu Sans."""
    try:
        return ImageFont.truetype(str(WIDE_FONT), size)
    except OSError:
        return font(size)


def runs(text: str, size: int, bold: bool = False) -> list[tuple[str, FontType]]:
    """``text`` cut into runs each drawn in one font: DejaVu Sans for most letters, the
    wide font for Chinese, Japanese and Korean ones (which has no Latin letters)."""
    found: list[tuple[str, FontType]] = []
    for char in text:
        face = wide_font(size) if wide(char) else font(size, bold)
        if found and found[-1][1] is face:
            found[-1] = (found[-1][0] + char, face)
        else:
            found.append((char, face))
    return found


def text_width(draw: ImageDraw.ImageDraw, text: str, size: int, bold: bool = False) -> float:
    """How wide ``text`` is drawn, in pixels."""
    return sum(draw.textlength(part, font=face) for part, face in runs(text, size, bold))


def write(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, color: str, size: int,
          bold: bool = False, width: float | None = None) -> None:  # fmt: skip
    """Draw ``text`` at ``xy``, each run in its own font, cut to fit ``width`` if given."""
    if width is not None:
        text = fitted(draw, text, size, bold, width)
    x, y = xy
    for part, face in runs(text, size, bold):
        draw.text((x, y), part, color, face)
        x += draw.textlength(part, font=face)


def fitted(draw: ImageDraw.ImageDraw, text: str, size: int, bold: bool, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    if text_width(draw, text, size, bold) <= width:
        return text
    while text and text_width(draw, text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def shown_lines(rows: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The rows a picture holds: all of them up to :data:`MAX_LINES`, else the first ones
    and a last line saying how many more there are."""
    if len(rows) <= MAX_LINES:
        return list(rows)
    more = len(rows) - MAX_LINES + 1
    line = ngettext("and {count} more", "and {count} more", more).format(count=more)
    return [*rows[: MAX_LINES - 1], ("", line, "")]


def picture(title: str, subtitle: str, rows: Sequence[tuple[str, str, str]]) -> bytes:
    """A card: the title, a line under it, and rows of (place, name, figure), as PNG."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, 14), fill=ACCENT)
    write(draw, (MARGIN, 40), title, INK, 52, True, WIDTH - 2 * MARGIN)
    write(draw, (MARGIN, 108), subtitle, MUTED, 30, width=WIDTH - 2 * MARGIN)
    rows = shown_lines(rows)
    top, step = 172, min(52, (HEIGHT - 172 - 60) // max(len(rows), 1))
    size = min(38, step - 8)
    for index, (place, name, figure) in enumerate(rows):
        y = top + index * step
        write(draw, (MARGIN, y), place, MUTED, size, True)
        figure_width = text_width(draw, figure, size, True)
        room = WIDTH - 2 * MARGIN - 80 - figure_width - 24
        write(draw, (MARGIN + 80, y), name, INK, size, width=room)
        write(draw, (WIDTH - MARGIN - figure_width, y), figure, INK, size, True)
    write(draw, (MARGIN, HEIGHT - 50), _("UNO score"), ACCENT, 26, True)
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


# Pictures drawn lately, per game or group version and language.
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
    title = games.title_of(game)
    rounds = ngettext("{count} round", "{count} rounds", summary.rounds).format(
        count=summary.rounds
    )
    if summary.outcome and summary.outcome.players:
        won = _("{players} won").format(players=" & ".join(summary.outcome.players))
    else:
        won = _("Game in progress")
    subtitle = f"{won} · {sheet.method.label} · {rounds}"
    rows = [
        (f"{line.place}.", line.player, str(line.total))
        for line in summary.standings(sheet.method.totals_method)
    ]
    return picture(title, subtitle, rows)


@bp.get("/g/<game_id>/summary.png")
def game_picture(game_id: str) -> Response:
    """A game's summary as a picture to share."""
    stamp = games.read_stamp(game_id)
    key = ("game", game_id, stamp.version, i18n.current())
    body = pictures.get_or_make(key, lambda: game_picture_png(game_id))
    return png_response(body)


def group_picture_png(season: groups.GroupSeason) -> bytes:
    """The picture of a group's standings: wins and ratings, best first."""
    played = len(season.games)
    subtitle = ngettext(
        "Standings after {count} game", "Standings after {count} games", played
    ).format(count=played)
    rows = [
        (
            f"{place}.",
            s.line.name,
            ngettext(
                "{count} win · rating {rating}", "{count} wins · rating {rating}", s.line.wins
            ).format(count=s.line.wins, rating=s.rating.shown),
        )
        for place, s in enumerate(season.standings, start=1)
    ]
    return picture(season.name, subtitle, rows)


@bp.get("/groups/<group_id>/standings.png")
def group_picture(group_id: str) -> Response:
    """A group's standings as a picture to share."""
    season = groups.load_season(group_id)
    body = pictures.get_or_make(
        ("group", group_id, season.version, i18n.current()), lambda: group_picture_png(season)
    )
    return png_response(body)
