"""Who may edit what on this device: the edit keys and player names it keeps (its cookies,
:mod:`referee.web.infra.device`), checked against the stored games and groups."""

from __future__ import annotations

from referee.web.infra import device
from referee.web.service import games, groups
from referee.web.service.models import Game, Group


def remembered_games() -> list[list[str]]:
    """``[game_id, edit_key]`` pairs this device holds, most recent first."""
    return device.remembered("games")


def remember_game(game_id: str, key: str) -> None:
    """Keep a game's edit key on this device, as the most recent game."""
    device.remember("games", game_id, key)


def remember_names(names: list[str]) -> None:
    """Keep player names for quick re-use on this device."""
    device.remember_names(names)


def can_edit(game: Game | games.Stamp) -> bool:
    """Whether this device holds the game's edit key."""
    key = next((k for gid, k in remembered_games() if gid == game.id), None)
    return games.key_matches(game, key)


def remembered_groups() -> list[list[str]]:
    """``[group_id, edit_key]`` pairs this device holds, most recent first."""
    return device.remembered("groups")


def remember_group(group_id: str, key: str) -> None:
    """Keep a group's edit key on this device, as the most recent group."""
    device.remember("groups", group_id, key)


def group_key(group_id: str) -> str | None:
    """The edit key this device holds for the group, if any."""
    return next((k for gid, k in remembered_groups() if gid == group_id), None)


def can_edit_group(group: Group | groups.GroupStamp) -> bool:
    """Whether this device holds the group's edit key."""
    return games.key_matches(group, group_key(group.id))


def edit_key_for(game: Game) -> str | None:
    """This phone's edit key for ``game``, when it holds a valid one.

    Pages that record rounds carry it so that a round kept offline can be sent later
    through the JSON API, which authenticates with the key instead of a cookie.
    """
    key = next((k for gid, k in remembered_games() if gid == game.id), None)
    return key if games.key_matches(game, key) else None
