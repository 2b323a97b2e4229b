//===- Pipelines.h - rope-mlir pass pipelines -------------------*- C++ -*-===//

#ifndef ROPE_PIPELINES_PIPELINES_H
#define ROPE_PIPELINES_PIPELINES_H

#include "rope/Dialect/Rope/Transforms/Passes.h"

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;

namespace rope {

/// Options of the `rope-lower-to-llvm` pipeline.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Emit _mlir_ciface_ wrappers for every function, so "
                     "that C (and ctypes) can call them with memref "
                     "descriptors"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time the size relations of rope ops "
                     "that dynamic shapes leave unverified "
                     "(rope-insert-runtime-checks); on-check-failure says "
                     "what a failed check does"),
      llvm::cl::init(true)};
  PassOptions::Option<CheckFailureMode> onCheckFailure{
      *this, "on-check-failure",
      llvm::cl::desc("What a failed run-time check, or an AMX tile "
                     "permission Linux refused, does: 'status' returns "
                     "from the function with its message and status "
                     "recorded (_rope_checked_<name> returns it, "
                     "rope_last_error() has the message; rope-c/Runtime.h), "
                     "'abort' prints the message to stderr and aborts (for "
                     "mlir-runner)"),
      llvm::cl::init(CheckFailureMode::Status),
      ROPE_CHECK_FAILURE_MODE_VALUES};
  PassOptions::Option<bool> vectorize{
      *this, "vectorize",
      llvm::cl::desc("Use the CPU strategy: rotations as parallel loops of row "
                     "vectors, element-wise linalg as parallel rows of "
                     "target-wide vectors (false: the scalar reference "
                     "loops)"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> targetCpu{
      *this, "target-cpu",
      llvm::cl::desc("LLVM CPU the code is for (e.g. znver4, x86-64-v3), or "
                     "'host'"),
      llvm::cl::init("host")};
  PassOptions::Option<std::string> targetFeatures{
      *this, "target-features",
      llvm::cl::desc("Comma-separated LLVM target features (+avx512f,...), "
                     "applied over the CPU's own (the host's for "
                     "target-cpu=host), each with those it implies "
                     "(+avx512bw: avx512f)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> bf16Family{
      *this, "bf16-family",
      llvm::cl::desc("Instruction family of contractions with bf16 "
                     "operands: auto, f32-fma, bf16-dot (AVX512-BF16) or "
                     "amx-bf16 (see rope-vectorize-contractions)"),
      llvm::cl::init("auto")};
  PassOptions::Option<std::string> f16Family{
      *this, "f16-family",
      llvm::cl::desc("Contractions of f16 operands with an f16 result: auto "
                     "or f32-fma (accumulated in f32, rounded once: "
                     "rope-widen-accumulators) or f16-fma (accumulated in "
                     "f16 on AVX512-FP16, as the op defines it; see "
                     "rope-vectorize-contractions)"),
      llvm::cl::init("auto")};
  PassOptions::Option<bool> fuseAttention{
      *this, "fuse-attention",
      llvm::cl::desc("Run rope-fuse-attention first, so that attention "
                     "graphs with rotated queries and keys become "
                     "rope.attention and run as a flash loop nest (remarks "
                     "say what was fused)"),
      llvm::cl::init(true)};
  PassOptions::Option<KeyRotationMode> keyRotation{
      *this, "key-rotation",
      llvm::cl::desc("Where fused attention rotates its keys: on_read, "
                     "up_front, or auto (as the op records, else the cost "
                     "model)"),
      llvm::cl::init(KeyRotationMode::Auto), ROPE_KEY_ROTATION_MODE_VALUES};
  PassOptions::Option<bool> specializeDecode{
      *this, "specialize-decode",
      llvm::cl::desc("Version attention whose query length is dynamic on a "
                     "single query (rope-specialize-decode), so that a "
                     "decode step of a graph exported with a symbolic "
                     "sequence length takes the decode kernels"),
      llvm::cl::init(true)};
  PassOptions::Option<unsigned> numThreads{
      *this, "num-threads",
      llvm::cl::desc("Threads of the parallel loops: 0 (default) lets the "
                     "OpenMP runtime decide (OMP_NUM_THREADS, else every "
                     "core), 1 emits sequential loops that need no OpenMP "
                     "runtime; N also makes the row blocks of a matmul a "
                     "multiple of N (rope-vectorize-contractions' threads)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> nontemporalBytes{
      *this, "nontemporal-bytes",
      llvm::cl::desc("Rows that a parallel loop writes once into a memref "
                     "of at least this many bytes are stored around the "
                     "cache (non-temporal, where the row is 64-byte aligned "
                     "at run time); 0 never. The default, 24 MiB, is 3/4 of "
                     "a 32 MiB last-level cache, glibc memcpy's rule: "
                     "smaller outputs stay in cache for their readers"),
      llvm::cl::init(24 << 20)};
  PassOptions::Option<int64_t> positionBlock{
      *this, "position-block",
      llvm::cl::desc("Rotations run over blocks of this many positions, "
                     "each block's rows of every head before the next "
                     "block's, so that the block's cos/sin rows are read "
                     "from memory once (rope-to-vector's position-block); 0 "
                     "(the default) for the rows in order, which measured "
                     "as fast or faster with 2 threads (bench/README.md)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> scratchCache{
      *this, "scratch-cache",
      llvm::cl::desc("Keep each matmul's packed operand buffers of 1 MiB or "
                     "more from one call to the next (rope-cache-scratch-"
                     "buffers; default true): no page faults on each call, "
                     "at the price of the buffers staying allocated until "
                     "the process exits; false frees them at each call"),
      llvm::cl::init(true)};
};

/// Converts TOSA (torch-mlir's TOSA output) to linalg-on-tensors:
/// rope-simplify-tosa (channel gathers and unit tiles as slices and
/// broadcasts) and CSE, then the upstream function passes
/// tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg,
/// tosa-to-arith and tosa-to-tensor, nested under every `func.func` of the
/// module: the form `rope-raise` and `rope-lower-to-llvm` read. `pm` must be
/// anchored on `builtin.module`.
void buildImportTosaPipeline(OpPassManager &pm);

/// Adds the bufferization both pipelines share: one-shot bufferization of
/// function boundaries with identity layouts (callers pass contiguous
/// buffers), buffer deallocation, bufferization ops to memref.
void addBufferizationPasses(OpPassManager &pm);

/// Lowers a module of rope, linalg, tensor, arith and math ops on tensors to
/// the LLVM dialect: rope-to-linalg, decomposition of aggregated linalg ops,
/// one-shot bufferization of function boundaries (identity layouts: callers
/// pass contiguous buffers), buffer deallocation, loops, LLVM. `pm` must be
/// anchored on `builtin.module` (or on any op, and then run on a module).
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// The libdevice bitcode of the CUDA toolkit rope-mlir was configured with
/// (CMake's ROPE_CUDA_PATH).
const char *defaultLibdevicePath();

/// Options of the `rope-lower-to-nvvm` pipeline.
struct LowerToNVVMOptions : public PassPipelineOptions<LowerToNVVMOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("NVIDIA GPU the kernels are for: sm_<N>, optionally "
                     "with an 'a' or 'f' suffix (sm_90a)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> ptxFeatures{
      *this, "ptx-features",
      llvm::cl::desc("PTX ISA version as LLVM NVPTX +ptx<N>/-ptx<N> features "
                     "(+ptx80 emits `.version 8.0`); it must be new enough "
                     "for `chip` "
                     "(sm_80: +ptx70, sm_90: +ptx78, sm_90a: +ptx80, "
                     "sm_100: +ptx86, sm_120: +ptx87; empty: the chip's "
                     "oldest)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the gpu.binary holds: 'isa' (PTX text, needs no "
                     "CUDA toolkit), 'bin' (a cubin) or 'fatbin' (both need "
                     "the toolkit's ptxas)"),
      llvm::cl::init("isa")};
  PassOptions::Option<std::string> libdevice{
      *this, "libdevice",
      llvm::cl::desc("libdevice bitcode linked into every kernel module, so "
                     "that math lowered to __nv_* functions is defined; "
                     "empty: link nothing"),
      llvm::cl::init(defaultLibdevicePath())};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check on the host, before each rotation, the size "
                     "relations the verifier could not (rope-insert-runtime-"
                     "checks); =0 drops them"),
      llvm::cl::init(true)};
  PassOptions::Option<CheckFailureMode> onCheckFailure{
      *this, "on-check-failure",
      llvm::cl::desc("What a failed run-time check does: 'status' returns "
                     "from the host function with its message and status "
                     "recorded (rope-c/Runtime.h), 'abort' prints the "
                     "message to stderr and aborts"),
      llvm::cl::init(CheckFailureMode::Status),
      ROPE_CHECK_FAILURE_MODE_VALUES};
  PassOptions::Option<bool> fastAngles{
      *this, "fast-angles",
      llvm::cl::desc("cos/sin tables from f32 angles and math.cos/sin "
                     "(rope-materialize-tables' fast-angles: the angle error "
                     "grows with the position) instead of exact float64 "
                     "angles"),
      llvm::cl::init(false)};
};

/// Lowers a module of rope ops and the linalg around them to host code
/// launching kernels held in a `gpu.binary` for an NVIDIA GPU: rope-to-gpu
/// for the rotations (multimodal ones after rope-materialize-tables),
/// rope-to-linalg, one-shot bufferization of function boundaries (identity
/// layouts), the other parallel loops on a linear grid
/// (rope-gpu-map-parallel-loops), device buffers, kernel outlining, NVVM,
/// serialization. Host functions take and return device buffers. `pm` must
/// be anchored on `builtin.module` (or on any op, and then run on a module).
void buildLowerToNVVMPipeline(OpPassManager &pm,
                              const LowerToNVVMOptions &options);

/// Returns why `options` cannot be compiled for (an unknown chip, a
/// malformed feature, a PTX version older than the chip needs, an unknown
/// format, a missing libdevice file), or an empty string when they can.
std::string checkNVVMTarget(const LowerToNVVMOptions &options);

/// Registers the rope-mlir pipelines with the global pass registry.
void registerPipelines();

} // namespace rope
} // namespace mlir

#endif // ROPE_PIPELINES_PIPELINES_H
