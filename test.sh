#!/usr/bin/env bash
# Set up everything the tests need, then run the whole suite in stages: lint, types,
# the core and web tests on SQLite (in parallel), the server tests (real gunicorn servers,
# workers, kills), the browser tests in a real Chromium, and the tests of what the
# database does itself (storage, locks, migrations, concurrency, the servers) again on
# PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")"
source ./scripts/setup.sh
setup_venv requirements-dev.txt
setup_chromium
setup_fonts
setup_catalogs

# One stage of pytest. With extra arguments (./test.sh -k scoring) a stage may select no
# test (pytest's status 5): that stage is passed over; without them every stage has tests.
stage() {
    local title="$1" status=0
    shift
    echo "== $title"
    .venv/bin/python -m pytest -q "$@" "${extra[@]}" || status=$?
    if [ "$status" = 5 ] && [ "${#extra[@]}" -gt 0 ]; then
        echo "(no test of this stage is selected)"
    elif [ "$status" != 0 ]; then
        exit "$status"
    fi
}
extra=("$@")

echo "== lint and types"
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy

stage "tests on SQLite" -n auto -m "not browser and not server"
stage "server tests on SQLite" -m server
stage "browser tests in Chromium" -n auto -m browser

postgres_url="${TEST_POSTGRES_URL:-postgresql+psycopg://postgres@127.0.0.1:5432/test}"
if .venv/bin/python scripts/can_connect.py "$postgres_url"; then
    export TEST_POSTGRES_URL="$postgres_url"
    stage "database tests on PostgreSQL" -n auto -m "database and not server"
    stage "server tests on PostgreSQL" -m server
elif [ -n "${CI:-}" ]; then
    echo "PostgreSQL is not reachable at $postgres_url, and CI needs it." >&2
    exit 1
else
    echo "== PostgreSQL not reachable at $postgres_url: its stages are left out"
fi
