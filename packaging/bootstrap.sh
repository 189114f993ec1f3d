# Shared by ./play and ./test: create .venv once and (re)install only when pyproject.toml changed.
# Sourced, not run: defines ensure_venv EXTRA.

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
}
