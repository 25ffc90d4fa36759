"""Who may edit what on this device: the edit keys and player names it keeps (its cookies,
:mod:`referee.web.infra.device`), checked against the stored games, groups and nights."""

from __future__ import annotations

from typing import Protocol

from referee.web.infra import device
from referee.web.service import games, groups
from referee.web.service.models import Game, Group


class Owned(Protocol):
    """Something with an id and an edit key's hash: a night, or what is read of it first."""

    @property
    def id(self) -> str: ...

    @property
    def edit_key_hash(self) -> str: ...


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


def remembered_nights() -> list[list[str]]:
    """``[night_id, organiser_key]`` pairs this device holds, most recent first."""
    return device.remembered("nights")


def remember_night(night_id: str, key: str) -> None:
    """Keep a night's organiser key on this device, as the most recent night."""
    device.remember("nights", night_id, key)


def night_key(night_id: str) -> str | None:
    """The organiser's key this device holds for the night, if any (checked or not)."""
    return next((k for nid, k in remembered_nights() if nid == night_id), None)


def organiser_key(night: Owned) -> str | None:
    """The night's organiser key, when this device holds the right one."""
    key = night_key(night.id)
    return key if games.key_matches(night, key) else None


def edit_key_for(game: Game) -> str | None:
    """This phone's edit key for ``game``, when it holds a valid one.

    Pages that record rounds carry it so that a round kept offline can be sent later
    through the JSON API, which authenticates with the key instead of a cookie.
    """
    key = next((k for gid, k in remembered_games() if gid == game.id), None)
    return key if games.key_matches(game, key) else None
