//===- KernelShapes.cpp - Contraction kernel shapes per CPU ---------------===//
//
// The register block of a micro-kernel holds rows x vectorColumns
// accumulators, plus vectorColumns registers for a row of the right panel
// and one for the broadcast left element: rows x vectorColumns +
// vectorColumns + 1 <= registers. At least fmaPorts x fmaLatency
// accumulators keep every FMA pipe busy; more hide the loads.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/KernelShapes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <string>

using namespace mlir;
using namespace mlir::rope;

namespace {

/// A row of the table and the LLVM CPU names that select it.
struct TableRow {
  CPUKernelShape shape;
  ArrayRef<StringRef> cpus;
};

constexpr StringRef kZen3CPUs[] = {"znver3"};
constexpr StringRef kZen4CPUs[] = {"znver4"};
constexpr StringRef kZen5CPUs[] = {"znver5"};
constexpr StringRef kRapidsCPUs[] = {"sapphirerapids", "emeraldrapids"};

// name, vector bits, registers, FMA ports, FMA latency, L1 KiB, L2 KiB,
// rows, vector columns, unroll, prefetch distance (L1, then L2), vdpbf16ps,
// the cache level of streamed rows' prefetches.
const TableRow kTable[] = {
    // AVX2, two 256-bit FMA pipes at latency 4: 8 accumulators, 4 x 2.
    // 6 x 2 (12, the most 16 registers hold) measured 11 % slower on an
    // AMD EPYC Zen 3 (bench/matmul.py, matmul 2048^3, 1 thread: 48 against
    // 54 GFLOP/s): LLVM loads its last two left elements as one pair and
    // broadcasts them with shuffles, on the FP pipes.
    {{"zen3", 256, 16, 2, 4, 32, 512, 4, 2, 1, 0, 0, false, 1}, kZen3CPUs},
    // AVX-512 on two 256-bit pipes (a 512-bit FMA takes both): 4
    // accumulators keep them busy; 8 x 2 measured best (CPU-STRATEGY.md
    // section 1: 4 x 4 and 8 x 4 slower).
    // Streamed rows into the L2: on an AMD EPYC Zen 4 (family 25 model 17),
    // decode, 32 heads x 4096 keys, builds interleaved in one process,
    // medians, 1 / 2 threads: f32 keys from a rotated cache 8.99 -> 6.53
    // and 5.14 -> 4.29 ms, keys rotated on read 12.3 -> 9.5 and 6.4 -> 5.1;
    // bf16 from the cache 3.53 -> 3.51 and 2.30 -> 2.00, rotated on read
    // 8.97 -> 6.09 and 4.30 -> 3.02. A C model of the loop read 17.2 GB/s
    // with prefetcht0 and 22.2-23.5 with prefetcht1 or prefetcht2 2 to 6 KiB
    // ahead (a plain read of the same bytes: 19.5-22).
    {{"zen4", 512, 32, 1, 4, 32, 1024, 8, 2, 1, 0, 0, true, 2}, kZen4CPUs},
    // Full 512-bit FMA pipes, two of them: 8 accumulators at least; 12 x 2
    // (24) leaves the loads slack, and AVX-512 broadcasts each left element
    // from memory. Not measured (no Zen 5 host here); streamed rows stay
    // prefetched into the L1 until one measures otherwise.
    {{"zen5", 512, 32, 2, 4, 48, 1024, 12, 2, 1, 0, 0, true, 1}, kZen5CPUs},
    // Two 512-bit FMA ports: as Zen 5. The k step of a 12 x 2 block takes
    // 12 cycles; prefetching the panel 4 steps ahead covers an L2 hit. On
    // an Intel Xeon with AMX (family 6 model 167 under KVM, which LLVM
    // names rocketlake), matmul 2048^3 f32, 1 thread, same-run pairs
    // against the generic 8 x 2 block: 6 of 6 faster, by 0 to 10 % (0.71
    // against 0.65 of the FMA peak in the longest pair); fused f32
    // attention (8 heads and GQA 32/8, S = 2048), same-process A/B: within
    // the noise, 8 % either way. The L2 prefetch 64 steps (8 KiB) ahead:
    // the first row kernel of each cache block reads the block's panels
    // from the L3 or memory, and on 2 threads the stream prefetchers fall
    // behind. Same Xeon, builds interleaved in one process, best of 18-30
    // calls, GFLOP/s: matmul 2048^3 2 threads 364-388 -> 397-403, 1 thread
    // 199-209 -> 205-211; batch_matmul [8,2048,2048] x [8,2048,128] 181 ->
    // 187 (1 thread), 333 -> 363 (2); [8,2048,128] x [8,128,2048] 187 ->
    // 190, 347 -> 365. Distances of 32 to 256 steps were about the same.
    {{"sapphirerapids", 512, 32, 2, 4, 48, 2048, 12, 2, 1, 4, 64, false, 1},
     kRapidsCPUs},
};

} // namespace

ArrayRef<CPUKernelShape> mlir::rope::getCPUKernelShapes() {
  static const SmallVector<CPUKernelShape> shapes = llvm::map_to_vector(
      kTable, [](const TableRow &row) { return row.shape; });
  return shapes;
}

ArrayRef<StringRef> mlir::rope::getKernelShapeCPUs(StringRef name) {
  for (const TableRow &row : kTable)
    if (row.shape.name == name)
      return row.cpus;
  return {};
}

CPUKernelShape mlir::rope::getGenericKernelShape(int64_t vectorBits) {
  // Today's kernels before the table: 8 x 2 with 32 registers, 4 x 2 with
  // 16 (8 accumulators, the two FMA pipes of most AVX2 cores at latency 4).
  if (vectorBits == 512)
    return {"generic-avx512", 512, 32, 2, 4, 32, 1024, 8, 2, 1, 0, 0, true, 1};
  if (vectorBits == 256)
    return {"generic-avx2", 256, 16, 2, 4, 32, 256, 4, 2, 1, 0, 0, false, 1};
  if (vectorBits == 128)
    return {"generic-sse", 128, 16, 2, 4, 32, 256, 4, 2, 1, 0, 0, false, 1};
  return {"generic", vectorBits, 32, 2, 4, 32, 1024, 8, 2, 1, 0, 0, false, 1};
}

CPUKernelShape mlir::rope::selectKernelShape(const CPUTarget &target) {
  int64_t bits = target.getVectorBits();
  for (const TableRow &row : kTable)
    if (row.shape.vectorBits == bits && llvm::is_contained(row.cpus, target.cpu))
      return row.shape;
  // Only Sapphire Rapids and its successors have AMX: a CPU LLVM names
  // otherwise (a hypervisor's masked model, such as one LLVM takes for
  // rocketlake) that has AMX-TILE and 512-bit vectors gets their row.
  if (bits == 512 && target.hasAMXTile())
    for (const TableRow &row : kTable)
      if (row.shape.name == "sapphirerapids")
        return row.shape;
  return getGenericKernelShape(bits);
}

StringRef mlir::rope::getBF16FamilyName(BF16Family family) {
  switch (family) {
  case BF16Family::F32FMA:
    return "f32-fma";
  case BF16Family::BF16Dot:
    return "bf16-dot";
  case BF16Family::AMX:
    return "amx-bf16";
  }
  llvm_unreachable("unknown bf16 family");
}

std::string mlir::rope::checkBF16Family(StringRef requested,
                                        const CPUTarget &target,
                                        int64_t vectorBits) {
  if (requested == "auto" || requested == "f32-fma")
    return "";
  if (requested == "bf16-dot") {
    if (!target.hasBF16Conversion())
      return "bf16-family=bf16-dot needs a target with AVX512-BF16 "
             "(+avx512bf16)";
    if (vectorBits != 0 && vectorBits != 512)
      return "bf16-family=bf16-dot needs 512-bit vectors, not vector-bits=" +
             std::to_string(vectorBits);
    return "";
  }
  if (requested == "amx-bf16") {
    if (!target.hasAMXBF16())
      return "bf16-family=amx-bf16 needs a target with AMX-TILE and AMX-BF16 "
             "(+amx-tile,+amx-bf16)";
    if (vectorBits != 0)
      return "bf16-family=amx-bf16 takes the tiles, not vector-bits=" +
             std::to_string(vectorBits);
    return "";
  }
  return ("bf16-family must be auto, f32-fma, bf16-dot or amx-bf16, not '" +
          requested + "'")
      .str();
}

std::string mlir::rope::checkF16Family(StringRef requested,
                                       const CPUTarget &target,
                                       int64_t vectorBits) {
  if (requested == "auto" || requested == "f32-fma")
    return "";
  if (requested == "f16-fma") {
    if (!target.hasAVX512FP16())
      return "f16-family=f16-fma needs a target with AVX512-FP16 "
             "(+avx512fp16)";
    if (vectorBits != 0 && vectorBits != 512)
      return "f16-family=f16-fma needs 512-bit vectors, not vector-bits=" +
             std::to_string(vectorBits);
    return "";
  }
  return ("f16-family must be auto, f32-fma or f16-fma, not '" + requested +
          "'")
      .str();
}

BF16Family mlir::rope::selectBF16Family(StringRef requested,
                                        const CPUTarget &target,
                                        const CPUKernelShape &shape) {
  if (requested == "f32-fma")
    return BF16Family::F32FMA;
  if (requested == "bf16-dot")
    return BF16Family::BF16Dot;
  if (requested == "amx-bf16" || target.hasAMXBF16())
    return BF16Family::AMX;
  // A core with AMX tiles is an Intel server core, which runs vdpbf16ps at
  // half its f32 rate, also when a virtual machine names it otherwise (the
  // generic row) or AMX-BF16 is turned off.
  if (target.hasBF16Conversion() && shape.bf16Dot && shape.vectorBits == 512 &&
      !target.hasAMXTile())
    return BF16Family::BF16Dot;
  return BF16Family::F32FMA;
}
