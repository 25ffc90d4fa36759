"""Flask extensions, created unbound here and bound in the app factory."""

from flask import request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    """Declarative base of every model."""


def is_read() -> bool:
    """Whether the request only reads (reads are never rate limited)."""
    return request.method in ("GET", "HEAD", "OPTIONS")


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
# The app-wide limit (RATELIMIT_APPLICATION) counts every write of one client address.
limiter = Limiter(get_remote_address, application_limits_exempt_when=is_read)
