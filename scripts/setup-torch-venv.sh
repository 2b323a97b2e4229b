#!/usr/bin/env bash
# Creates build/torch-venv, the interpreter of test/Integration/Torch and of
# examples/llama_attention_torch.py: torch, torch-mlir and transformers from
# the Python package registry at the versions pinned in
# scripts/export-requirements.txt (about 3 GB, a minute or two). Safe to run
# again. Not part of the core build: without it those tests are reported
# unsupported.
#
# The venv is made from the `python3` first on PATH that is not Debian's
# /usr/bin/python3 (that one has no pip), else from Debian's with the
# python3-venv package, or from $TORCH_PYTHON when set.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/pip-python.sh
source "$root/scripts/pip-python.sh"
venv="$root/build/torch-venv"

python="${TORCH_PYTHON:-}"
if [[ -z "$python" ]]; then
  python="$(find_pip_python)"
fi
if [[ -z "$python" ]]; then
  if ! /usr/bin/python3 -m venv --help >/dev/null 2>&1; then
    apt-get install -y -qq python3-venv >/dev/null
  fi
  python=/usr/bin/python3
fi

if [[ ! -x "$venv/bin/python" ]]; then
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
  -r "$root/scripts/export-requirements.txt"
"$venv/bin/python" -c "import torch, torch_mlir, transformers" >/dev/null
echo "setup-torch-venv: $venv ready"
