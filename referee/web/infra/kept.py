"""What a worker keeps in memory per game version: scoresheets, documents and pages.

Every write to a game bumps its version, so anything worked out from one version of a
game stays right for as long as it is kept: a read of a game that has not changed skips
the rows, the encoding or the template. Each worker keeps its own, oldest forgotten
first; the version read from the database on every request decides what is current.

A value not yet kept is made once: when a burst of phones asks for the same new page,
the first request makes it and the others wait for that one (each key on its own, so a
page of another game is never held up), instead of all making it side by side.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class _Making(Generic[T]):
    """A value being made by one thread, which the others asking for it wait for."""

    def __init__(self) -> None:
        self.maker = threading.get_ident()
        self.done = threading.Event()
        self.value: T | None = None


class Kept(Generic[T]):
    """A bounded, thread-safe memory of values by key, the least recently used forgotten."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[Hashable, T] = OrderedDict()
        self._making: dict[Hashable, _Making[T]] = {}
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> T | None:
        """The value kept under ``key``, if any."""
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
            return value

    def keep(self, key: Hashable, value: T) -> T:
        """Keep ``value`` under ``key``; return it."""
        with self._lock:
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > self.size:
                self._values.popitem(last=False)
        return value

    def get_or_make(self, key: Hashable, make: Callable[[], T]) -> T:
        """The value kept under ``key``, made and kept if there is none (see
        :meth:`get_or_make_as`)."""
        return self.get_or_make_as(key, lambda: (key, make()))

    def get_or_make_as(self, key: Hashable, make: Callable[[], tuple[Hashable, T]]) -> T:
        """The value kept under ``key``, else the one ``make`` makes, kept under the key it
        names (a page kept under the version it shows, which may be newer than ``key``'s).

        One thread makes a missing value; others asking for the same ``key`` meanwhile
        wait for it and share it. ``make`` runs outside the memory's lock, so values of
        other keys are found and made meanwhile. If ``make`` fails, its error goes to its
        own caller, and each waiting thread makes the value itself.
        """
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
                return value
            making = self._making.get(key)
            mine = making is None
            if making is None:
                making = self._making[key] = _Making()
        if not mine:
            if making.maker == threading.get_ident():
                return self._make(make)  # asked again while making it: do not wait for itself
            making.done.wait()
            return making.value if making.value is not None else self._make(make)
        try:
            value = self._make(make)
            making.value = value
            return value
        finally:
            with self._lock:
                self._making.pop(key, None)
            making.done.set()

    def _make(self, make: Callable[[], tuple[Hashable, T]]) -> T:
        kept_as, value = make()
        return self.keep(kept_as, value)
