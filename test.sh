#!/usr/bin/env bash
# Set up everything the tests need, then run the whole suite:
# lint, types, the pure and web tests on SQLite, the web tests again on PostgreSQL,
# and the browser tests in a real Chromium.
set -euo pipefail
cd "$(dirname "$0")"
source ./scripts/setup.sh
setup_venv requirements-dev.txt
setup_chromium
setup_fonts
setup_catalogs

echo "== lint and types"
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy

echo "== tests on SQLite"
.venv/bin/python -m pytest -q "$@"

postgres_url="${TEST_POSTGRES_URL:-postgresql+psycopg://postgres@127.0.0.1:5432/test}"
if .venv/bin/python scripts/can_connect.py "$postgres_url"; then
    echo "== web tests on PostgreSQL"
    TEST_POSTGRES_URL="$postgres_url" .venv/bin/python -m pytest -q tests/web "$@"
elif [ -n "${CI:-}" ]; then
    echo "PostgreSQL is not reachable at $postgres_url, and CI needs it." >&2
    exit 1
else
    echo "== PostgreSQL not reachable at $postgres_url: its run is left out"
fi
