"""Command-line helpers: ``flask --app app announce`` prints the address for phones."""

from __future__ import annotations

import io
import socket
import subprocess

import click
import segno
from flask import Flask


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


def init_app(app: Flask) -> None:
    """Register the commands."""
    app.cli.add_command(announce_command)
