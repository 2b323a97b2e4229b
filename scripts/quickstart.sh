#!/usr/bin/env bash
# The main job: set up, build, compile examples/attention.mlir through
# rope-opt to CPU code, run it and check it against the numpy reference.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh
/usr/bin/python3 examples/run_attention.py
