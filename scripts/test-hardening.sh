#!/usr/bin/env bash
# Hardening checks: builds rope-mlir with ASan and UBSan (clang) in
# build-asan/ (-DROPE_ENABLE_SANITIZERS=ON -DROPE_ENABLE_FUZZER=ON), runs the
# lit suite with those tools (which includes the structure-aware generator,
# test/Fuzz/generate-rotations.py, and the valgrind test), then the
# rope-fuzz libFuzzer target for a fixed time on seeds from the lit inputs
# (the real exports among them), generated programs and generated attention
# graphs, and last the differential check of rope-raise and
# rope-fuse-attention (test/Fuzz/differential-attention.py) for a fixed
# number of graphs with the plain build's rope-opt (the compiled code runs
# uninstrumented). Any sanitizer report or crash in rope-mlir's code fails;
# a crash inside upstream MLIR is reported and not counted; any numerical
# mismatch of the differential check fails.
#
# test/Package is left out here: it links an outside project against the
# installed static libraries, which are instrumented in this build (the
# plain suite runs it). scripts/test.sh calls this script when CI=true or
# ROPE_HARDENING=1. Environment: ROPE_HARDENING_BUILD_DIR (build-asan),
# ROPE_BUILD_DIR (build: the plain build, built here if it has no rope-opt),
# ROPE_FUZZ_SECONDS (120), ROPE_FUZZ_SEED (from the commit; also the
# differential check's seed), ROPE_DIFF_GRAPHS (80);
# tools/rope-fuzz/README.md tells how to fuzz longer.
set -uo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR="${ROPE_HARDENING_BUILD_DIR:-build-asan}"
PLAIN_BUILD_DIR="${ROPE_BUILD_DIR:-build}"
FUZZ_SECONDS="${ROPE_FUZZ_SECONDS:-120}"
DIFF_GRAPHS="${ROPE_DIFF_GRAPHS:-80}"
# libFuzzer's random seed: by default derived from the checked-out commit, so
# that each change starts its fuzzing from a different seed and runs of one
# commit start alike (MLIR's address-dependent hashing still lets coverage,
# and so the later inputs, differ between runs; a finding is replayed from
# its artifact).
commit=$(git rev-parse HEAD 2>/dev/null || echo 1)
FUZZ_SEED="${ROPE_FUZZ_SEED:-$(( 16#${commit:0:7} + 1 ))}"
# libMLIR.so is not instrumented: its own poisoning calls would confuse ASan.
# libLLVM and libMLIR keep no frame pointers: reports unwind with the slow
# (DWARF) unwinder, so that a stack through them names its callers.
export ASAN_OPTIONS="allow_user_poisoning=0:fast_unwind_on_fatal=0:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:${UBSAN_OPTIONS:-}"
total_start=$(date +%s)

start=$(date +%s)
mkdir -p "$BUILD_DIR"
ROPE_BUILD_DIR="$BUILD_DIR" ROPE_BUILD_TARGETS="rope-fuzz" bash scripts/build.sh \
  -DROPE_ENABLE_SANITIZERS=ON -DROPE_ENABLE_FUZZER=ON > "$BUILD_DIR/build.log" 2>&1
build_status=$?
tail -n 3 "$BUILD_DIR/build.log"
echo "hardening build: $(( $(date +%s) - start )) s"
if [ "$build_status" -ne 0 ]; then
  echo "hardening: 0 passed, 1 failed (the sanitizer build failed; see $BUILD_DIR/build.log)"
  exit 1
fi

start=$(date +%s)
LIT_FILTER_OUT='Package/' LIT_OPTS="--print-result-after=all --no-progress-bar" \
  ROPE_BUILD_DIR="$BUILD_DIR" ROPE_BUILD_TARGETS=check-rope bash scripts/build.sh \
  > "$BUILD_DIR/lit.log" 2>&1
lit_status=$?
lit_passed=$(grep -cE '^(PASS|XFAIL):' "$BUILD_DIR/lit.log" || true)
lit_failed=$(grep -cE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):' "$BUILD_DIR/lit.log" || true)
lit_unsupported=$(grep -cE '^UNSUPPORTED:' "$BUILD_DIR/lit.log" || true)
grep -E '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):' "$BUILD_DIR/lit.log"
if [ "$lit_status" -ne 0 ] && [ "$lit_failed" -eq 0 ]; then
  tail -n 20 "$BUILD_DIR/lit.log"
  lit_failed=1
fi
echo "hardening lit (ASan+UBSan): ${lit_passed} passed, ${lit_failed} failed," \
  "${lit_unsupported} skipped in $(( $(date +%s) - start )) s"

# Seeds: the lit inputs (the real exports with their large weights as
# splats), well-formed generated programs and generated attention graphs
# and near-misses. The corpus folder keeps what the fuzzer found interesting
# between local runs.
start=$(date +%s)
seeds="$BUILD_DIR/fuzz-seeds"
corpus="$BUILD_DIR/fuzz-corpus"
artifacts="$BUILD_DIR/fuzz-artifacts"
rm -rf "$seeds"
mkdir -p "$corpus" "$artifacts"
/usr/bin/python3 tools/rope-fuzz/collect-seeds.py . "$seeds" >/dev/null
PYTHONPATH=python /usr/bin/python3 test/Fuzz/generate-rotations.py --seed 1 --count 100 \
  --emit "$seeds" >/dev/null
PYTHONPATH=python /usr/bin/python3 test/Fuzz/differential-attention.py --seed 1 --count 100 \
  --emit "$seeds" >/dev/null
PYTHONPATH=python /usr/bin/python3 test/Fuzz/generate-attention.py --seed 1 --count 100 \
  --emit "$seeds" >/dev/null
# Sanitizer reports, libFuzzer's crash, timeout and out-of-memory reports,
# and rope-fuzz's own round-trip check.
finding='ERROR: (AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|libFuzzer)|runtime error:|does not parse back'

# Returns 0 if the finding in the fuzz log $1 is rope-mlir's: a stack frame of
# rope-mlir's code (frames of the rope-fuzz binary other than libFuzzer's
# driver, the sanitizers' allocator interceptors and the fuzz entry point),
# a UBSan report (only rope-mlir's code is instrumented) or a round-trip
# failure. A crash, timeout or out-of-memory whose stack holds none of these
# lies inside upstream MLIR, which the fuzzer reaches by parsing any op: it
# is reported and listed in README's known issues. fuzzNVVMOptions is a
# driver frame like LLVMFuzzerTestOneInput: it runs upstream passes on the
# rope-lower-to-nvvm pipeline it parsed (an `LLVM ERROR` of the NVPTX backend
# below it is upstream's unless a rope-mlir frame is on the stack too).
is_ours() {
  local report
  report=$(grep -E -B2 -A100 "$finding" "$1" | head -n 200)
  echo "$report"
  local ours
  ours=$(grep -E '^ +#[0-9]+ ' <<<"$report" |
         grep -E 'bin/rope-fuzz\+|/lib/(CAPI|Conversion|Dialect|InitRope|Pipelines|Runtime|Transforms)/|tools/rope-fuzz/' |
         grep -vE ' in (LLVMFuzzerTestOneInput|fuzzNVVMOptions|fuzzer::|main|_start|malloc|calloc|realloc|free|operator new|operator delete|__interceptor_|__sanitizer_)\b' || true)
  [ -n "$ours" ] ||
    grep -E 'runtime error:|does not parse back' <<<"$report" >/dev/null
}

# libFuzzer stops at its first crash: after an upstream crash it starts again
# (the corpus keeps its progress) until the budget is spent.
deadline=$(( start + FUZZ_SECONDS ))
executions=0
findings=0
upstream=0
fuzz_failed=0
round=0
while [ $(( deadline - $(date +%s) )) -gt 5 ] && [ "$round" -lt 8 ]; do
  fuzz_log="$BUILD_DIR/fuzz-$round.log"
  "$BUILD_DIR/bin/rope-fuzz" -seed=$(( FUZZ_SEED + round )) \
    -max_total_time=$(( deadline - $(date +%s) )) \
    -timeout=20 -max_len=20480 -rss_limit_mb=4096 -malloc_limit_mb=2048 \
    -dict=tools/rope-fuzz/rope.dict -artifact_prefix="$artifacts/" \
    -print_final_stats=1 "$corpus" "$seeds" > "$fuzz_log" 2>&1
  fuzz_status=$?
  ran=$(awk '/^stat::number_of_executed_units:/ { print $2 }' "$fuzz_log")
  [ -z "$ran" ] && ran=$(grep -oE '^#[0-9]+' "$fuzz_log" | tail -1 | tr -d '#')
  executions=$(( executions + ${ran:-0} ))
  grep '^rope-fuzz: ' "$fuzz_log"
  round=$(( round + 1 ))
  if [ "$fuzz_status" -eq 0 ] && ! grep -qE "$finding" "$fuzz_log"; then
    break
  fi
  findings=$(( findings + 1 ))
  if is_ours "$fuzz_log"; then
    fuzz_failed=1
    ls "$artifacts"
    break
  fi
  upstream=$(( upstream + 1 ))
done
echo "hardening rope-fuzz: ${executions} executions in $(( $(date +%s) - start )) s (seed ${FUZZ_SEED})," \
  "${findings} findings (${upstream} upstream MLIR crashes, not counted: see the" \
  "reports above; artifacts in $artifacts/)"

# The differential check runs compiled code: the plain build's rope-opt.
start=$(date +%s)
diff_failed=0
if [ ! -x "$PLAIN_BUILD_DIR/bin/rope-opt" ]; then
  ROPE_BUILD_DIR="$PLAIN_BUILD_DIR" ROPE_BUILD_TARGETS=rope-opt bash scripts/build.sh \
    > "$BUILD_DIR/plain-build.log" 2>&1 || diff_failed=1
fi
diff_log="$BUILD_DIR/differential.log"
PYTHONPATH=python ROPE_OPT="$PLAIN_BUILD_DIR/bin/rope-opt" /usr/bin/python3 \
  test/Fuzz/differential-attention.py --seed "$FUZZ_SEED" --count "$DIFF_GRAPHS" \
  > "$diff_log" 2>&1 || diff_failed=1
grep -E '^(FAIL|    )' "$diff_log" | head -n 40
grep -E '^(valid|near-miss) graphs:|^max error|graphs (passed|FAILED)' "$diff_log"
[ "$diff_failed" -ne 0 ] && tail -n 5 "$diff_log"
graphs=$(grep -cE '^(ok|FAIL) ' "$diff_log" || true)
echo "hardening differential: ${graphs} graphs in $(( $(date +%s) - start )) s" \
  "(seed ${FUZZ_SEED}), ${diff_failed} failed (log: $diff_log)"

passed=$(( lit_passed + 2 - fuzz_failed - diff_failed ))
failed=$(( lit_failed + fuzz_failed + diff_failed ))
echo "hardening: ${passed} passed, ${failed} failed" \
  "(lit under ASan+UBSan; rope-fuzz: ${executions} executions;" \
  "differential: ${graphs} graphs; $(( $(date +%s) - total_start )) s)"
[ "$failed" -eq 0 ]
