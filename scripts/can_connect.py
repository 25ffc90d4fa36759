"""Exit 0 if the database URL given as the only argument accepts a connection."""

import sys

import sqlalchemy as sa

engine = sa.create_engine(sys.argv[1], connect_args={"connect_timeout": 3})
try:
    with engine.connect():
        pass
except sa.exc.OperationalError:
    sys.exit(1)
finally:
    engine.dispose()
