#!/usr/bin/env bash
# Creates build/bench-venv, the interpreter of bench/rotate_table.py: PyTorch
# and numpy from the Python package registry at the versions pinned in
# bench/requirements.txt (about 3 GB, a minute or two). Safe to run again.
#
# The venv is made from the `python3` first on PATH that is not Debian's
# /usr/bin/python3 (that one has no pip and its numpy is Debian's), or from
# $BENCH_PYTHON when set.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/pip-python.sh
source "$root/scripts/pip-python.sh"
venv="$root/build/bench-venv"

python="${BENCH_PYTHON:-}"
if [[ -z "$python" ]]; then
  python="$(find_pip_python)"
fi
if [[ -z "$python" ]]; then
  echo "setup-venv.sh: no python3 with pip on PATH besides /usr/bin/python3; set BENCH_PYTHON" >&2
  exit 1
fi

if [[ ! -x "$venv/bin/python" ]]; then
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
  -r "$root/bench/requirements.txt"
"$venv/bin/python" -c 'import sys, numpy, torch
print(sys.executable, "torch", torch.__version__, "numpy", numpy.__version__)'
