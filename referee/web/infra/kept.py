"""What a worker keeps in memory per game version: scoresheets, documents and pages.

Every write to a game bumps its version, so anything worked out from one version of a
game stays right for as long as it is kept: a read of a game that has not changed skips
the rows, the encoding or the template. Each worker keeps its own, oldest forgotten
first; the version read from the database on every request decides what is current.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class Kept(Generic[T]):
    """A bounded, thread-safe memory of values by key, the least recently used forgotten."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[Hashable, T] = OrderedDict()
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
        """The value kept under ``key``, made and kept if there is none.

        ``make`` runs outside the lock: two threads may both make a missing value, and
        either result is right, since both come from the same game version.
        """
        value = self.get(key)
        return value if value is not None else self.keep(key, make())
