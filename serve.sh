#!/usr/bin/env bash
# Set up and serve the app on the local network with a production server.
# SQLite in instance/, nothing to configure. PORT (default 8000) and DATABASE_URL
# may be set in the environment.
set -euo pipefail
cd "$(dirname "$0")"
source ./scripts/setup.sh
setup_venv requirements.txt
setup_fonts
setup_catalogs
port="${PORT:-8000}"
.venv/bin/flask --app app announce --port "$port"
exec .venv/bin/gunicorn --preload --bind "0.0.0.0:$port" --workers 2 --threads 4 \
    --access-logfile - 'app:create_app()'
