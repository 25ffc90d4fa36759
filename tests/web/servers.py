"""Real servers for the tests that need them, and for the benchmarks: fresh databases and
gunicorn on loopback."""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path

import sqlalchemy as sa

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = str(Path(sys.executable).parent / "gunicorn")


@contextmanager
def fresh_database(tmp_path: Path, label: str, admin_url: str | None = None) -> Iterator[str]:
    """An empty database of its own: SQLite in ``tmp_path``, or on the PostgreSQL server
    of ``admin_url`` (``None``: ``TEST_POSTGRES_URL``; ``""``: SQLite) one named after
    ``label`` and this process, dropped after."""
    if admin_url is None:
        admin_url = os.environ.get("TEST_POSTGRES_URL")
    if not admin_url:
        yield "sqlite:///" + str(tmp_path / f"{label}.sqlite")
        return
    name = f"uno_referee_{label}_{os.getpid()}"
    admin = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        conn.execute(sa.text(f"CREATE DATABASE {name}"))
    try:
        yield re.sub(r"/[^/]*$", "/" + name, admin_url)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


def free_port() -> int:
    """A port on loopback that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_gunicorn(
    database_url: str,
    port: int,
    options: Sequence[str],
    log: Path,
    *,
    config: str | None = None,
    app_dir: Path = ROOT,
) -> subprocess.Popen[bytes]:
    """gunicorn serving the app of ``app_dir`` on loopback, in a process group of its own.

    ``config`` replaces the project's gunicorn.conf.py (an empty file: workers start
    without the master opening the database first).
    """
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SECRET_KEY": "test-secret",
        "RATELIMIT_ENABLED": "0",
    }
    args = [GUNICORN, "-b", f"127.0.0.1:{port}", "--no-control-socket", *options]
    if config is not None:
        args += ["-c", config]
    with open(log, "ab") as out:
        return subprocess.Popen(
            [*args, "app:create_app()"],
            cwd=app_dir,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )


def kill_group(process: subprocess.Popen[bytes], sig: int = signal.SIGKILL) -> None:
    """Send ``sig`` to the server and all its workers, and wait for the master."""
    with suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)


def request(
    port: int,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    timeout: float = 10,
) -> tuple[int, bytes]:
    """One HTTP request on loopback: status and body (connection errors are raised)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def wait_until_serving(port: int, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    """Wait until the server answers, or fail if it exits first."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"gunicorn exited with {process.returncode}")
        try:
            if request(port, "GET", "/api/cards", timeout=2)[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise AssertionError("gunicorn did not answer in time")


def worker_pids(master: int) -> list[int]:
    """The worker processes of a gunicorn master."""
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return [int(pid) for pid in children]
