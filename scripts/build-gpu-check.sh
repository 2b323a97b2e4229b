#!/usr/bin/env bash
# Builds the GPU check into a self-contained folder (default build/gpu-check):
#   gpu-check                  bench/gpu/gpu_check.c linked with the host code
#                              of bench/gpu/generate_kernels.py's module, its
#                              kernels embedded as fat binaries (cubin + PTX),
#   librope_cuda_runtime.so    found next to it (rpath $ORIGIN), compiled
#                              here from lib/Runtime/CUDA with the C++
#                              runtime linked in statically (whatever the
#                              build's own flags, e.g. sanitizers).
# The folder needs only the NVIDIA driver (libcuda.so.1) and the C library to
# run: no LLVM, MLIR, CUDA toolkit or Python. scripts/gpu-check.sh runs it.
#
# Needs a build (scripts/build.sh) and the CUDA toolkit (ptxas, fatbinary,
# libdevice; ROPE_CUDA_PATH, default /usr/local/cuda, as configured).
# CHIP (default sm_90) selects the cubin; the PTX in the fat binary lets the
# driver compile for newer GPUs.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR="${ROPE_BUILD_DIR:-build}"
OUT="${1:-$BUILD_DIR/gpu-check}"
CHIP="${CHIP:-sm_90}"
LLVM_BIN="${ROPE_LLVM_BIN:-/usr/lib/llvm-22/bin}"
CC="${CC:-$LLVM_BIN/clang}"
CXX="${CXX:-$LLVM_BIN/clang++}"
PYTHON="${PYTHON:-/usr/bin/python3}"

ninja -C "$BUILD_DIR" rope-opt >/dev/null
mkdir -p "$OUT"
"$PYTHON" bench/gpu/generate_kernels.py > "$OUT/kernels.mlir"
"$BUILD_DIR/bin/rope-opt" "$OUT/kernels.mlir" \
  --rope-lower-to-nvvm="chip=$CHIP format=fatbin" -o "$OUT/kernels.llvm.mlir"
"$LLVM_BIN/mlir-translate" --mlir-to-llvmir "$OUT/kernels.llvm.mlir" \
  -o "$OUT/kernels.ll"
"$CC" -O2 -c -fPIC -Wno-override-module -x ir "$OUT/kernels.ll" \
  -o "$OUT/kernels.o"
"$CXX" -O2 -std=c++17 -fPIC -shared -fvisibility=hidden -Iinclude \
  lib/Runtime/CUDA/CudaRuntime.cpp -static-libstdc++ -static-libgcc \
  -Wl,--exclude-libs,ALL -ldl \
  -lpthread -o "$OUT/librope_cuda_runtime.so"
"$CC" -O2 -std=c11 -Wall -Iinclude bench/gpu/gpu_check.c "$OUT/kernels.o" \
  -L"$OUT" -lrope_cuda_runtime -Wl,-rpath,'$ORIGIN' -lm -o "$OUT/gpu-check"
rm -f "$OUT/kernels.llvm.mlir" "$OUT/kernels.ll" "$OUT/kernels.o"
echo "built $OUT ($(du -sh "$OUT" | cut -f1)): run scripts/gpu-check.sh there"
