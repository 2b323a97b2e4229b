#!/usr/bin/env bash
# Sets up, builds and runs every rope-mlir test: the lit suite (dialect,
# conversions, transforms, tools, CPU integration, C API, CMake package; lit
# marks the `cuda` feature available only where the CUDA toolkit is, so GPU
# tests report UNSUPPORTED elsewhere) and the python/ package's pytest suite.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh || exit 1
start=$(date +%s)
bash scripts/build.sh || exit 1
echo "build: $(( $(date +%s) - start )) s"

BUILD_DIR="${ROPE_BUILD_DIR:-build}"
LLVM_VERSION="${ROPE_LLVM_VERSION:-22}"
start=$(date +%s)
"/usr/lib/llvm-${LLVM_VERSION}/bin/lit" -v "$BUILD_DIR/test" \
  | tee "$BUILD_DIR/lit.log"
lit_status=${PIPESTATUS[0]}
echo "lit: $(( $(date +%s) - start )) s"

start=$(date +%s)
(cd python && /usr/bin/python3 -m pytest -q tests)
pytest_status=$?
echo "pytest: $(( $(date +%s) - start )) s"

lit_passed=$(grep -cE '^(PASS|XFAIL):' "$BUILD_DIR/lit.log" || true)
lit_failed=$(grep -cE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):' "$BUILD_DIR/lit.log" || true)
lit_unsupported=$(grep -cE '^UNSUPPORTED:' "$BUILD_DIR/lit.log" || true)
echo "lit: ${lit_passed} passed, ${lit_failed} failed, ${lit_unsupported} skipped"

[ "$lit_status" -eq 0 ] && [ "$pytest_status" -eq 0 ]
