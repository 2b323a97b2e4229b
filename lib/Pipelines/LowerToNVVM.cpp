//===- LowerToNVVM.cpp - The rope-lower-to-nvvm pipeline ------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Codegen/GPU/Passes.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/TargetParser/Triple.h"

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTargetMC();

using namespace mlir;

#ifndef ROPE_CUDA_PATH
#define ROPE_CUDA_PATH "/usr/local/cuda"
#endif

const char *rope::defaultLibdevicePath() {
  return ROPE_CUDA_PATH "/nvvm/libdevice/libdevice.10.bc";
}

namespace {
/// An NVIDIA GPU rope-lower-to-nvvm compiles for, with the oldest PTX ISA
/// version that LLVM 22's NVPTX backend emits for it (ten times the version,
/// as in its `ptx<N>` features); an older one is a fatal error in the
/// backend.
struct NVVMChip {
  StringLiteral name;
  unsigned minPTX;
};
} // namespace

static constexpr NVVMChip kNVVMChips[] = {
    {"sm_20", 32},   {"sm_21", 32},   {"sm_30", 32},   {"sm_32", 40},
    {"sm_35", 32},   {"sm_37", 41},   {"sm_50", 40},   {"sm_52", 41},
    {"sm_53", 42},   {"sm_60", 50},   {"sm_61", 50},   {"sm_62", 50},
    {"sm_70", 60},   {"sm_72", 61},   {"sm_75", 63},   {"sm_80", 70},
    {"sm_86", 71},   {"sm_87", 74},   {"sm_88", 90},   {"sm_89", 78},
    {"sm_90", 78},   {"sm_90a", 80},  {"sm_100", 86},  {"sm_100a", 86},
    {"sm_100f", 88}, {"sm_101", 86},  {"sm_101a", 86}, {"sm_101f", 88},
    {"sm_103", 88},  {"sm_103a", 88}, {"sm_103f", 88}, {"sm_110", 90},
    {"sm_110a", 90}, {"sm_110f", 90}, {"sm_120", 87},  {"sm_120a", 87},
    {"sm_120f", 88}, {"sm_121", 88},  {"sm_121a", 88}, {"sm_121f", 88},
};

/// Returns "X.Y" for the PTX version `version` (ten times X.Y).
static std::string formatPTXVersion(unsigned version) {
  return std::to_string(version / 10) + "." + std::to_string(version % 10);
}

std::string rope::checkNVVMTarget(const LowerToNVVMOptions &options) {
  // Asked of LLVM's NVPTX backend, which would otherwise only warn about an
  // unknown feature and carry on.
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return "LLVM has no NVPTX backend: " + error;
  const NVVMChip *chip = llvm::find_if(
      kNVVMChips, [&](const NVVMChip &c) { return c.name == options.chip; });
  if (chip == std::end(kNVVMChips))
    return "chip '" + options.chip +
           "' is not an NVIDIA GPU LLVM knows (e.g. sm_80, sm_90, sm_90a)";
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  // Only PTX versions: an sm_* feature would raise the chip behind `chip`'s
  // back (and the PTX version it needs). The backend emits the newest PTX
  // version the features leave enabled (later entries override earlier
  // ones), else the chip's oldest.
  llvm::SmallSetVector<unsigned, 4> enabledPTX;
  for (StringRef feature : llvm::split(StringRef(options.ptxFeatures), ',')) {
    if (feature.empty())
      continue;
    StringRef name = feature.drop_front();
    unsigned version = 0;
    bool known = (feature[0] == '+' || feature[0] == '-') &&
                 name.starts_with("ptx") &&
                 !name.drop_front(3).getAsInteger(10, version) &&
                 llvm::any_of(subtarget->getAllProcessorFeatures(),
                              [&](const llvm::SubtargetFeatureKV &kv) {
                                return name == kv.Key;
                              });
    if (!known)
      return "ptx-features entry '" + feature.str() +
             "' is not +ptx<N> or -ptx<N> for a PTX version LLVM knows "
             "(e.g. +ptx80; the GPU is given by chip)";
    if (feature[0] == '+')
      enabledPTX.insert(version);
    else
      enabledPTX.remove(version);
  }
  if (!enabledPTX.empty()) {
    unsigned ptx = *llvm::max_element(enabledPTX);
    if (ptx < chip->minPTX)
      return "chip '" + options.chip + "' needs PTX " +
             formatPTXVersion(chip->minPTX) + " or newer (ptx-features=+ptx" +
             std::to_string(chip->minPTX) + "), but ptx-features '" +
             options.ptxFeatures + "' selects PTX " + formatPTXVersion(ptx);
  }
  if (options.format != "isa" && options.format != "bin" &&
      options.format != "fatbin")
    return "format '" + options.format + "' is not isa, bin or fatbin";
  if (!options.libdevice.empty() && !llvm::sys::fs::exists(options.libdevice))
    return "libdevice file '" + options.libdevice +
           "' does not exist (give libdevice=<path>, or libdevice= to link "
           "nothing)";
  return "";
}

void rope::buildLowerToNVVMPipeline(OpPassManager &pm,
                                    const LowerToNVVMOptions &options) {
  // Rotations: rope-to-gpu's kernels (blocks of positions x head groups,
  // threads over 128-bit chunks of a row, cos/sin computed once per
  // position and pair of a head group). Multimodal rotations first get
  // their tables, computed by a kernel of their own.
  pm.addPass(rope::createLowerTMTensorPass());
  pm.addPass(createCanonicalizerPass());
  if (options.runtimeChecks) {
    InsertRuntimeChecksPassOptions checks;
    checks.onFailure = options.onCheckFailure;
    pm.addPass(rope::createInsertRuntimeChecksPass(checks));
  }
  // Fused attention as the graph it fuses (no GPU mapping of the flash loop
  // nest yet): its rotations become the kernels below, the rest linalg.
  DecomposeAttentionPassOptions attention;
  attention.form = "graph";
  pm.addPass(rope::createDecomposeAttentionPass(attention));
  ConvertRopeToGPUPassOptions kernels;
  kernels.fastAngles = options.fastAngles;
  pm.addPass(rope::createConvertRopeToGPUPass(kernels));
  MaterializeRopeTablesPassOptions tables;
  tables.fastAngles = options.fastAngles;
  pm.addPass(rope::createMaterializeRopeTablesPass(tables));
  pm.addPass(rope::createConvertRopeToGPUPass(kernels));
  pm.addPass(rope::createConvertRopeToLinalgPass());
  pm.addPass(rope::createDecomposeAggregatedOpsPass());
  pm.addPass(createCanonicalizerPass());

  addBufferizationPasses(pm);

  // Everything else (the tables, element-wise linalg, the parallel
  // dimensions of matmuls and softmax): one thread per element of a
  // linearized 1-D grid of 256-thread blocks.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(rope::createMapParallelLoopsToGPUPass());
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(rope::createGPUDeviceMemoryPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());

  // From here as upstream's gpu-lower-to-nvvm-pipeline, with libdevice
  // linked into the kernel modules.
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  // Failed run-time checks return from their host function (rope-c/Runtime.h).
  pm.addPass(rope::createReturnStatusPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.ptxFeatures;
  if (!options.libdevice.empty())
    target.linkLibs.push_back(options.libdevice);
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());

  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = ROPE_CUDA_PATH;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}
