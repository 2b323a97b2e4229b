//===- SetLLVMTarget.cpp - Target CPU and features of llvm.func ops -------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/X86TargetParser.h"

namespace mlir::rope {
#define GEN_PASS_DEF_SETLLVMTARGETPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

CPUTarget mlir::rope::resolveCPUTarget(StringRef cpu, StringRef features) {
  CPUTarget target{cpu.str(), features.str()};
  if (cpu != "host")
    return target;
  target.cpu = llvm::sys::getHostCPUName().str();
  // The host's features, then the given ones, which change them (the last
  // mention of a feature wins, as in LLVM): host with -amx-bf16 is the host
  // without AMX.
  SmallVector<std::string> list;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    list.push_back((feature.second ? "+" : "-") + feature.first().str());
  llvm::sort(list);
  if (!features.empty())
    list.push_back(features.str());
  target.features = llvm::join(list, ",");
  return target;
}

std::string mlir::rope::checkCPUTarget(StringRef cpu, StringRef features) {
  if (cpu != "host" && llvm::X86::parseArchX86(cpu, /*Only64Bit=*/true) ==
                           llvm::X86::CK_None)
    return ("target-cpu '" + cpu +
            "' is not an x86-64 CPU LLVM knows (e.g. znver4, "
            "skylake-avx512, x86-64-v3) nor 'host'")
        .str();
  SmallVector<StringRef> parts;
  features.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts) {
    part = part.trim();
    if (part.size() < 2 || (part.front() != '+' && part.front() != '-'))
      return ("target-features entry '" + part +
              "' must be +name or -name (e.g. +avx512f)")
          .str();
  }
  return "";
}

/// Returns the features `target` has, each with the features it implies
/// (avx512bw implies avx512f) or, when disabled, those that imply it: the
/// ones LLVM lists for its x86 CPU, then its explicit list, which changes
/// them in order, as LLVM applies a function's target-features over its
/// target-cpu. LLVM lists a CPU's features without what they imply:
/// x86-64-v4's list names avx512vl, avx512bw, avx512dq and avx512cd, not
/// avx512f, which its vectors of 512 bits need.
static llvm::StringMap<bool> effectiveFeatures(const CPUTarget &target) {
  llvm::StringMap<bool> features;
  auto apply = [&](StringRef feature) {
    feature = feature.trim();
    if (feature.size() < 2 ||
        (feature.front() != '+' && feature.front() != '-'))
      return;
    bool enabled = feature.front() == '+';
    StringRef name = feature.drop_front();
    llvm::X86::updateImpliedFeatures(name, enabled, features);
    // Names LLVM's table lacks keep their own value.
    features[name] = enabled;
  };
  SmallVector<StringRef> implied;
  llvm::X86::getFeaturesForCPU(target.cpu, implied, /*NeedPlus=*/true);
  for (StringRef feature : implied)
    apply(feature);
  SmallVector<StringRef> parts;
  StringRef(target.features).split(parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts)
    apply(part);
  return features;
}

static bool hasFeature(const CPUTarget &target, StringRef name) {
  return effectiveFeatures(target).lookup(name);
}

int64_t CPUTarget::getVectorBits() const {
  if (hasFeature(*this, "avx512f"))
    return 512;
  // AVX2 and FMA imply AVX in LLVM, and features lists often name only them.
  if (hasFeature(*this, "avx") || hasFeature(*this, "avx2") ||
      hasFeature(*this, "fma"))
    return 256;
  return 128;
}

bool CPUTarget::hasBF16Conversion() const {
  return hasFeature(*this, "avx512bf16");
}

bool CPUTarget::hasAMXBF16() const {
  return hasFeature(*this, "amx-tile") && hasFeature(*this, "amx-bf16");
}

bool CPUTarget::hasAMXTile() const { return hasFeature(*this, "amx-tile"); }

bool CPUTarget::hasAVX512FP16() const {
  return hasFeature(*this, "avx512fp16");
}

namespace {

struct SetLLVMTargetPass
    : rope::impl::SetLLVMTargetPassBase<SetLLVMTargetPass> {
  using SetLLVMTargetPassBase::SetLLVMTargetPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    std::string problem = checkCPUTarget(targetCpu, targetFeatures);
    if (!problem.empty()) {
      mlir::emitError(module.getLoc(), "rope-set-llvm-target: ") << problem;
      return signalPassFailure();
    }
    CPUTarget target = resolveCPUTarget(targetCpu, targetFeatures);
    LLVM::TargetFeaturesAttr features;
    if (!target.features.empty())
      features = LLVM::TargetFeaturesAttr::get(ctx, StringRef(target.features));
    StringAttr cpu = StringAttr::get(ctx, target.cpu);
    module.walk([&](LLVM::LLVMFuncOp func) {
      func.setTargetCpuAttr(cpu);
      if (features)
        func.setTargetFeaturesAttr(features);
    });
  }
};

} // namespace
