"""Command-line helpers: the address for phones, and backups of every group and game.

``flask --app app announce`` prints the address for phones; ``flask --app app backup
FILE`` writes every group, club night and game to one file and ``flask --app app restore
FILE`` reads it back.
"""

from __future__ import annotations

import io
import json
import os
import socket
import subprocess
import tempfile
from pathlib import Path

import click
import segno
from flask import Flask
from flask.cli import with_appcontext

from referee.errors import InputError
from referee.web.service import archive as exports
from referee.web.service import games


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (best guess first)."""
    candidates: list[str] = []
    try:  # every configured address, as the system lists them
        listed = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=3)
        candidates += listed.stdout.split()
    except (OSError, subprocess.SubprocessError):
        pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        candidates += [str(info[4][0]) for info in infos]
    except OSError:
        pass
    found: list[str] = []
    for address in candidates:
        if "." in address and not address.startswith("127.") and address not in found:
            found.append(address)
    return found


def qr_text(url: str) -> str:
    """The QR code of ``url`` drawn with text blocks for a terminal."""
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


@click.command("announce")
@click.option("--port", default=8000, show_default=True, help="Port the app listens on.")
def announce_command(port: int) -> None:
    """Print the address (and its QR code) that phones at the table should open."""
    addresses = local_addresses()
    url = f"http://{addresses[0]}:{port}/" if addresses else f"http://127.0.0.1:{port}/"
    click.echo(f"\nUNO table companion: open {url} on the phones at the table.")
    for other in addresses[1:]:
        click.echo(f"  (also reachable at http://{other}:{port}/)")
    click.echo(f"  On this machine: http://127.0.0.1:{port}/\n")
    click.echo(qr_text(url))


@click.command("backup")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@with_appcontext
def backup_command(file: Path) -> None:
    """Write every group, club night and game (rounds, times, edit keys' hashes) to FILE as
    JSON."""
    # Written under another name and renamed at the end: FILE is never half a backup.
    folder = file.resolve().parent
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{file.name}.", suffix=".tmp")
    count = night_count = 0
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(f'{{"format": "{exports.BACKUP_FORMAT}", "format_version": 1, "groups": ')
            saved_groups = exports.backup_groups()
            json.dump(saved_groups, out, ensure_ascii=False)
            out.write(', "nights": [')
            for entry in exports.backup_nights():
                out.write(",\n" if night_count else "\n")
                json.dump(entry, out, ensure_ascii=False)
                night_count += 1
            out.write('], "games": [')
            for entry in exports.backup_document():
                out.write(",\n" if count else "\n")
                json.dump(entry, out, ensure_ascii=False)
                count += 1
            out.write("\n]}\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, file)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    in_groups = len(saved_groups)
    nights = f", {night_count} club night{'' if night_count == 1 else 's'}" if night_count else ""
    click.echo(f"Backed up {count} game{'' if count == 1 else 's'}{nights} and {in_groups} "
               f"group{'' if in_groups == 1 else 's'} to {file}.")  # fmt: skip


@click.command("restore")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@with_appcontext
def restore_command(file: Path) -> None:
    """Read the games of a backup FILE back; games already here are skipped, not doubled."""
    try:
        document = json.loads(file.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise click.ClickException(f"{file} is not a backup: {error}.") from None
    try:
        restored, skipped = exports.restore_backup(document)
        games.commit()  # every game of the file at once, or none
    except InputError as error:
        where = f" (at {error.field})" if error.field else ""
        raise click.ClickException(f"{file} was not restored{where}: {error.message}") from None
    click.echo(f"Restored {len(restored)} game{'' if len(restored) == 1 else 's'} from {file}.")
    if skipped:
        click.echo(f"Skipped {len(skipped)} already here: {', '.join(skipped)}.")


def init_app(app: Flask) -> None:
    """Register the commands."""
    app.cli.add_command(announce_command)
    app.cli.add_command(backup_command)
    app.cli.add_command(restore_command)
