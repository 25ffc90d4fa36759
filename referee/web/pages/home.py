"""The home page, drawn by the game pages and the night pages alike (helpers, no blueprint):
the start form of a game, the folded start form of a club night, and this device's games,
groups and nights."""

from __future__ import annotations

from flask import render_template

from referee.i18n import _
from referee.rules import OPTIONS
from referee.web.edge.forms import METHOD_HINTS, NewGameForm, NewGroupForm, NightForm, RulesForm
from referee.web.infra import device
from referee.web.service import games, groups, nights
from referee.web.service.access import (
    can_edit_group,
    remembered_games,
    remembered_groups,
    remembered_nights,
)
from referee.web.service.expectations import expectations_panel
from referee.web.service.models import Group, Night

NIGHT_PREFIX = "night"  # the night form's fields are named apart from the game form's
# In the home page's address: the club night's part unfolded, in the group it names (if
# this device holds the group's key).
NIGHT_ARG = "night"


def playing_group(group_id: str | None) -> Group | None:
    """The group a new game or night from this device would be played in: one whose key
    it holds."""
    group = groups.get_group(group_id) if group_id else None
    return group if group is not None and can_edit_group(group) else None


def new_night_forms(group: Group | None = None) -> tuple[NightForm, RulesForm]:
    """The club night's start form and its custom house rules, read from the request when
    posted; in ``group``, with the group's players to tick."""
    form = NightForm(prefix=NIGHT_PREFIX)
    rules_form = RulesForm(prefix=f"{NIGHT_PREFIX}-rules")
    if group is not None and not form.group.data:
        form.group.data = group.id
    chosen = playing_group(form.group.data)
    form.ticked.choices = [(name, name) for name in group_players(chosen)] if chosen else []
    return form, rules_form


def group_players(group: Group) -> list[str]:
    """Everyone who played in the group, by name."""
    season = groups.load_season(group.id)
    return sorted((s.line.name for s in season.standings), key=str.casefold)


def my_nights() -> list[Night]:
    """The nights this device organises, most recent first."""
    found = []
    for night_id, _key in remembered_nights():
        try:
            found.append(nights.get_night_or_404(night_id))
        except nights.NightNotFound:
            continue
    return found


def render_home(
    form: NewGameForm,
    rules_form: RulesForm,
    status: int = 200,
    night: tuple[NightForm, RulesForm] | None = None,
    night_open: bool = False,
) -> str | tuple[str, int]:
    """The home page with the game's start form ``form`` and the night's (``night``, else
    a new one in the same group); the night's part unfolded when ``night_open``."""
    recent = [g for g in (games.get_game(gid) for gid, _key in remembered_games()) if g]
    my_groups = [g for g in (groups.get_group(gid) for gid, _key in remembered_groups()) if g]
    group = groups.get_group(form.group.data or "")
    night_form, night_rules = night or new_night_forms(group)
    body = render_template(
        "home.html",
        form=form,
        group=group,
        groups=my_groups,
        group_form=NewGroupForm(),
        rules_form=rules_form,
        night_form=night_form,
        night_rules=night_rules,
        night_group=groups.get_group(night_form.group.data or ""),
        night_open=night_open or bool(night_form.errors),
        nights=my_nights(),
        recent=recent,
        names=device.remembered_names(),
        method_hints={method: _(hint) for method, hint in METHOD_HINTS.items()},
        options=OPTIONS,
        expectations=expectations_panel(None),
    )
    return body if status == 200 else (body, status)
