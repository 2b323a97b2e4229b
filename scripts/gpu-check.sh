#!/usr/bin/env bash
# The GPU check, on a machine with an NVIDIA GPU and its driver (nothing
# else: no LLVM, MLIR, CUDA toolkit, Python or network). Runs the folder that
# scripts/build-gpu-check.sh prepared (default build/gpu-check, or $1):
# correctness of every rotation against a float64 reference, then the
# benchmark table (ratios to a device-to-device copy of the same bytes,
# timed with CUDA events in the same run). About a minute; the timeout
# keeps it under 5.
# Exit status: 0 passed, 1 a check failed, 77 no usable GPU (the reason is
# printed), other: the check could not run.
set -uo pipefail
cd "$(dirname "$0")/.."
DIR="${1:-${ROPE_BUILD_DIR:-build}/gpu-check}"
if [ ! -x "$DIR/gpu-check" ]; then
  echo "gpu-check.sh: $DIR/gpu-check is missing: run scripts/build-gpu-check.sh first" >&2
  exit 2
fi
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem \
    --format=csv,noheader || true
fi
timeout 280 "$DIR/gpu-check" "${@:2}"
