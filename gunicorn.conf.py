"""gunicorn's settings for this app, read from the folder gunicorn is started in.

Before any worker starts, the master opens the database and migrates it once: a
database that cannot be opened stops the server with one line, and the workers find
the schema ready. (Machines that start together still take turns: see
``app.migration_lock``.)
"""


def on_starting(server: object) -> None:
    """Open and migrate the database in the master, before any worker forks."""
    from app import create_app

    create_app()
