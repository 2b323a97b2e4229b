# Sourced by the scripts that make virtual environments (bench/setup-venv.sh,
# scripts/setup-torch-venv.sh). find_pip_python prints the first `python3` on
# PATH that is not Debian's /usr/bin/python3 (which has no pip and whose
# numpy is Debian's) and has pip, or nothing.
find_pip_python() {
  local candidate
  while read -r candidate; do
    if [[ "$(readlink -f "$candidate")" != "$(readlink -f /usr/bin/python3)" ]] &&
        "$candidate" -m pip --version >/dev/null 2>&1; then
      echo "$candidate"
      return
    fi
  done < <(type -ap python3)
}
