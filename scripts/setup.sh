# Shared set-up steps for serve.sh and test.sh (sourced, not run).

# Install missing Debian packages when we can (root, or sudo without a password).
apt_install() {
    local sudo=""
    if [ "$(id -u)" != 0 ]; then
        if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
            echo "Please install these Debian packages: $*" >&2
            return 1
        fi
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Create .venv (Python 3.11+) and install the pinned requirements when they changed.
setup_venv() {
    local requirements="$1" python="${PYTHON:-python3}"
    if [ ! -x .venv/bin/python ]; then
        if ! "$python" -m venv .venv 2>/dev/null; then
            rm -rf .venv
            apt_install python3-venv
            "$python" -m venv .venv
        fi
    fi
    local stamp=".venv/.installed-$(cat requirements*.txt | sha256sum | cut -c1-16)-$requirements"
    if [ ! -e "$stamp" ]; then
        .venv/bin/python -m pip install --quiet --disable-pip-version-check -r "$requirements"
        touch "$stamp"
    fi
}

# The browser tests drive Debian's Chromium.
setup_chromium() {
    if ! command -v chromium >/dev/null 2>&1; then
        echo "== installing Chromium for the browser tests"
        apt_install chromium fonts-dejavu-core
    fi
}

# The share pictures are drawn in DejaVu Sans, and names in Chinese, Japanese or Korean
# in Droid Sans Fallback (else in a font with fewer letters).
setup_fonts() {
    if [ ! -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] \
        || [ ! -e /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ]; then
        echo "== installing the fonts of the share pictures"
        apt_install fonts-dejavu-core fonts-droid-fallback \
            || echo "The share pictures will use a plainer font." >&2
    fi
}

# The catalogs of the seven languages beside English are kept as .po files and compiled
# here, for Flask-Babel and the core alike (the app also compiles them on start when a
# .mo is missing or older than its .po).
setup_catalogs() {
    .venv/bin/pybabel --quiet compile --domain messages --directory referee/translations >/dev/null
}

# Extract every marked message and bring each catalog up to date (for those who write).
update_catalogs() {
    .venv/bin/pybabel extract --mapping-file babel.cfg --keywords lazy_gettext \
        --keywords lazy_ngettext:1,2 --no-location --sort-output --omit-header \
        --output-file referee/translations/messages.pot . >/dev/null 2>&1
    .venv/bin/pybabel --quiet update --input-file referee/translations/messages.pot \
        --domain messages --output-dir referee/translations --no-fuzzy-matching \
        --ignore-obsolete --width 100
}
