# Shared by ./play and ./test: create .venv once and (re)install only when pyproject.toml changed,
# and build the translations whenever a .ts is newer than its .qm.
# Sourced, not run: defines ensure_venv EXTRA.

# Is any translation (.qm, built output, never committed) missing or older than its .ts source?
translations_stale() {
    local ts qm
    for ts in resources/translations/*.ts; do
        [ -e "$ts" ] || continue
        qm="desktop_app/i18n/qm/$(basename "${ts%.ts}").qm"
        if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
            return 0
        fi
    done
    return 1
}

ensure_venv() {
    local extra="$1"
    local stamp=".venv/.installed-${extra:-base}"
    if [ ! -x .venv/bin/python ]; then
        echo "Creating .venv (first run only)..."
        python3 -m venv .venv
    fi
    if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
        echo "Installing Three Palaces${extra:+ with [$extra]} into .venv..."
        if [ -n "$extra" ]; then
            .venv/bin/python -m pip install --quiet -e ".[$extra]"
        else
            .venv/bin/python -m pip install --quiet -e .
        fi
        touch "$stamp"
    fi
    if translations_stale; then
        echo "Building the translations (German, Dutch)..."
        .venv/bin/python -m desktop_app.i18n.build >/dev/null
    fi
}

# Libraries Qt's X11 ("xcb") platform plugin loads, and the Debian/Ubuntu package of each. A
# stock desktop often lacks libxcb-cursor0; Qt then only says "could not load the Qt platform
# plugin xcb", so we check before starting and name the packages instead.
QT_XCB_LIBS="
libxcb-cursor.so.0:libxcb-cursor0
libxcb-icccm.so.4:libxcb-icccm4
libxcb-image.so.0:libxcb-image0
libxcb-keysyms.so.1:libxcb-keysyms1
libxcb-randr.so.0:libxcb-randr0
libxcb-render-util.so.0:libxcb-render-util0
libxcb-shape.so.0:libxcb-shape0
libxcb-shm.so.0:libxcb-shm0
libxcb-sync.so.1:libxcb-sync1
libxcb-util.so.1:libxcb-util1
libxcb-xfixes.so.0:libxcb-xfixes0
libxcb-xkb.so.1:libxcb-xkb1
libxkbcommon-x11.so.0:libxkbcommon-x11-0
libX11-xcb.so.1:libx11-xcb1
libEGL.so.1:libegl1
libGL.so.1:libgl1
libfontconfig.so.1:libfontconfig1
libdbus-1.so.3:libdbus-1-3
"

# Does this command line open the application window (rather than a headless subcommand)?
opens_window() {
    case "${1:-}" in
        selfplay | replay | screenshot | host | join | -h | --help | --version) return 1 ;;
    esac
    return 0
}

# check_qt_libs ARGS...: on Linux with an X display and no QT_QPA_PLATFORM, when the window
# would open, stop with one message naming the packages to install if any xcb library is missing.
# Nothing is installed here. THREE_PALACES_SKIP_LIB_CHECK=1 skips the check.
check_qt_libs() {
    opens_window "$@" || return 0
    [ -z "${THREE_PALACES_SKIP_LIB_CHECK:-}" ] || return 0
    [ "$(uname -s)" = "Linux" ] || return 0
    [ -z "${QT_QPA_PLATFORM:-}" ] || return 0
    [ -n "${DISPLAY:-}" ] || return 0
    # A Wayland session uses Qt's wayland plugin, which does not need these libraries.
    [ -z "${WAYLAND_DISPLAY:-}" ] || return 0
    local ldconfig_cmd
    ldconfig_cmd="$(command -v ldconfig || true)"
    [ -n "$ldconfig_cmd" ] || { [ -x /sbin/ldconfig ] && ldconfig_cmd=/sbin/ldconfig; }
    [ -n "$ldconfig_cmd" ] || return 0  # cannot tell: let Qt try
    local known missing="" entry lib package
    known="$("$ldconfig_cmd" -p 2>/dev/null)" || return 0
    for entry in $QT_XCB_LIBS; do
        lib="${entry%%:*}"
        package="${entry#*:}"
        if ! grep -qE "^[[:space:]]*${lib//./\\.}[[:space:]]" <<<"$known"; then
            missing="$missing $package"
        fi
    done
    if [ -n "$missing" ]; then
        {
            echo "Three Palaces cannot open its window: Qt's X11 support needs system libraries"
            echo "that are not installed. On Debian or Ubuntu install them with:"
            echo
            echo "    sudo apt-get install$missing"
            echo
            echo "(Other systems: install the packages that provide the same libraries.)"
            echo "Then run ./play again. Commands without a window, e.g. ./play selfplay, work already."
        } >&2
        return 1
    fi
    return 0
}
