#!/usr/bin/env bash
# Configures (once) and builds rope-mlir in build/ with clang, lld and ccache.
# Extra arguments go to the first cmake configure (e.g. -DROPE_LLVM_PREFIX=...).
# ROPE_BUILD_TARGETS (default "all mlir-doc") names the ninja targets.
set -euo pipefail
cd "$(dirname "$0")/.."

LLVM_VERSION="${ROPE_LLVM_VERSION:-22}"
BUILD_DIR="${ROPE_BUILD_DIR:-build}"

if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="clang-${LLVM_VERSION}" \
    -DCMAKE_CXX_COMPILER="clang++-${LLVM_VERSION}" \
    -DLLVM_USE_LINKER=lld \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    "$@"
fi
# shellcheck disable=SC2086
ninja -C "$BUILD_DIR" ${ROPE_BUILD_TARGETS:-all mlir-doc}
