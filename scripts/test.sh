#!/usr/bin/env bash
# Sets up, builds and runs every rope-mlir test: the lit suite (dialect,
# conversions, transforms, tools, CPU integration, C API, CMake package; lit
# marks the `cuda` feature available only where the CUDA toolkit is, so GPU
# tests report UNSUPPORTED elsewhere) and the python/ package's pytest suite.
# The torch end-to-end tests (test/Integration/Torch: torch_frontend, the
# torch.compile backend) need build/torch-venv, which this script sets up
# with scripts/setup-torch-venv.sh (a one-time download; ROPE_TORCH_VENV=0
# skips it); if that fails, those tests are reported unsupported.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh || exit 1
if [ "${ROPE_TORCH_VENV:-1}" != 0 ]; then
  bash scripts/setup-torch-venv.sh ||
    echo "test: no torch environment; test/Integration/Torch is unsupported"
fi

BUILD_DIR="${ROPE_BUILD_DIR:-build}"
# check-rope builds everything the suite needs (tools, libraries, generated
# docs) and runs lit, so a fresh build folder proves its dependencies.
start=$(date +%s)
# lit lists every test (LLVM's default -sv prints failures only) for the
# counts below.
mkdir -p "$BUILD_DIR"
LIT_OPTS="--print-result-after=all --no-progress-bar" \
  ROPE_BUILD_TARGETS=check-rope bash scripts/build.sh 2>&1 | tee "$BUILD_DIR/lit.log"
lit_status=${PIPESTATUS[0]}
echo "build and lit: $(( $(date +%s) - start )) s"

start=$(date +%s)
(cd python && /usr/bin/python3 -m pytest -q tests) | tee "$BUILD_DIR/pytest.log"
pytest_status=${PIPESTATUS[0]}
echo "pytest: $(( $(date +%s) - start )) s"

lit_passed=$(grep -cE '^(PASS|XFAIL):' "$BUILD_DIR/lit.log" || true)
lit_failed=$(grep -cE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):' "$BUILD_DIR/lit.log" || true)
lit_unsupported=$(grep -cE '^UNSUPPORTED:' "$BUILD_DIR/lit.log" || true)
echo "lit: ${lit_passed} passed, ${lit_failed} failed, ${lit_unsupported} skipped"

# Counts of a "N passed", "N failed" or "N error(s)" in a summary line.
count() {
  local n
  n=$(grep -oE "[0-9]+ $2" <<<"$1" | grep -oE '^[0-9]+' | head -1)
  echo "${n:-0}"
}
pytest_summary=$(tail -1 "$BUILD_DIR/pytest.log")
pytest_passed=$(count "$pytest_summary" passed)
pytest_failed=$(( $(count "$pytest_summary" failed) + $(count "$pytest_summary" 'errors?') ))
[ "$pytest_status" -ne 0 ] && [ "$pytest_failed" -eq 0 ] && pytest_failed=1

# Sanitizer build, its lit suite and a fixed fuzzing budget (a few minutes).
hardening_status=0
hardening_passed=0
hardening_failed=0
if [ "${CI:-}" = true ] || [ "${ROPE_HARDENING:-0}" = 1 ]; then
  bash scripts/test-hardening.sh | tee "$BUILD_DIR/hardening.log"
  hardening_status=${PIPESTATUS[0]}
  hardening_summary=$(grep -E '^hardening: [0-9]+ passed' "$BUILD_DIR/hardening.log" | tail -1)
  hardening_passed=$(count "$hardening_summary" passed)
  hardening_failed=$(count "$hardening_summary" failed)
  [ "$hardening_status" -ne 0 ] && [ "$hardening_failed" -eq 0 ] && hardening_failed=1
fi

# One closing line for everything above: lit, pytest and, in CI, hardening.
echo "all: $(( lit_passed + pytest_passed + hardening_passed )) passed," \
  "$(( lit_failed + pytest_failed + hardening_failed )) failed, ${lit_unsupported} skipped"

[ "$lit_status" -eq 0 ] && [ "$pytest_status" -eq 0 ] && [ "$hardening_status" -eq 0 ]
