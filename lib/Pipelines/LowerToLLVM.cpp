//===- LowerToLLVM.cpp - The rope-lower-to-llvm pipeline ------------------===//

#include "rope/Codegen/CPU/KernelShapes.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/AttentionCostModel.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/OptionChecks.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void rope::addBufferizationPasses(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A caller's tensors are read, never written (unless marked writable).
  pm.addPass(rope::createReadOnlyArgumentsPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
}

void rope::buildLowerToLLVMPipeline(OpPassManager &pm,
                                    const LowerToLLVMOptions &options) {
  CPUTarget target =
      resolveCPUTarget(options.targetCpu, options.targetFeatures);
  // Signatures for rope_mlir.aot's argument checks, from the tensor types
  // (before bufferization).
  if (options.emitCInterface)
    pm.addPass(rope::createExportSignaturesPass());
  // torch-mlir's tm_tensor.scatter (index_copy_ into a static KV cache).
  pm.addPass(rope::createLowerTMTensorPass());
  // Complex constant tables (freqs_cis) as data mlir-translate can write.
  pm.addPass(rope::createInlineComplexResourcesPass());
  // Fold schedules and cancel rotations before they turn into loops.
  pm.addPass(createCanonicalizerPass());
  if (options.runtimeChecks) {
    InsertRuntimeChecksPassOptions checks;
    checks.onFailure = options.onCheckFailure;
    pm.addPass(rope::createInsertRuntimeChecksPass(checks));
  }
  // Fused attention: recognized in the graph, then a flash loop nest of
  // rotations, matmuls and element-wise generics, which the strategy below
  // vectorizes.
  if (options.fuseAttention) {
    FuseAttentionPassOptions fuse;
    fuse.keyRotation = options.keyRotation;
    pm.addPass(rope::createFuseAttentionPass(fuse));
  }
  if (options.specializeDecode)
    pm.addPass(rope::createSpecializeDecodePass());
  DecomposeAttentionPassOptions decompose;
  decompose.keyRotation = options.keyRotation;
  // Where bf16 contractions run on AMX tiles or vdpbf16ps, bf16 attention's
  // two products take bf16 operands (the queries and probabilities rounded)
  // to get there.
  BF16Family bf16Family =
      selectBF16Family(options.bf16Family, target, selectKernelShape(target));
  decompose.bf16Products =
      options.vectorize && bf16Family != BF16Family::F32FMA;
  // On vdpbf16ps, tiles without a causal mask take as many queries as with
  // f32 products (every tile packs every key block: taller tiles pack each
  // for more rows). On an AMD EPYC Zen 4 (family 25 model 17), bf16, S =
  // 2048, same-run medians: 8 heads 1 thread 91.7 -> 88.3 ms, 2 threads
  // 47.5 -> 45.4; GQA 32/8 363 -> 348. Causal attention saw no difference
  // (tiles of 128: 49.2 -> 48.9 ms), and on AMX tiles 192 lost 7 %
  // (AttentionCostModel.h).
  if (decompose.bf16Products && bf16Family == BF16Family::BF16Dot)
    decompose.unmaskedQueryTile = kAttentionUnmaskedQueryTile;
  // Its vectors of whole score rows become the target's registers below.
  decompose.rowSoftmax = options.vectorize;
  pm.addPass(rope::createDecomposeAttentionPass(decompose));
  if (options.vectorize) {
    // The CPU strategy: rotations become parallel loops of row vectors over
    // shared cos/sin tables; element-wise linalg (the tables among them)
    // parallel rows of target-wide vectors.
    pm.addPass(rope::createMaterializeRopeTablesPass());
    ConvertRopeToVectorPassOptions rotations;
    rotations.positionBlock = options.positionBlock;
    pm.addPass(rope::createConvertRopeToVectorPass(rotations));
  }
  pm.addPass(rope::createConvertRopeToLinalgPass());
  pm.addPass(rope::createDecomposeAggregatedOpsPass());
  // bf16 and f16 contraction results accumulate in f32, rounded once; f16
  // ones in f16 on AVX512-FP16 instead where f16-family=f16-fma asks.
  WidenAccumulatorsPassOptions widen;
  widen.f16 = !(options.vectorize && isF16FMAFamily(options.f16Family));
  pm.addPass(rope::createWidenAccumulatorsPass(widen));
  // Element-wise steps write over the input that dies there, not into a
  // buffer of their own.
  pm.addPass(rope::createElementwiseInPlacePass());
  if (options.vectorize) {
    VectorizeElementwisePassOptions vectorize;
    vectorize.vectorBits = target.getVectorBits();
    pm.addPass(rope::createVectorizeElementwisePass(vectorize));
    pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMaskPass());
    pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMultiReductionPass(
        vector::VectorMultiReductionLowering::InnerReduction));
    // Row maxima (softmax) as trees of vector max, not lane-by-lane chains.
    pm.addPass(rope::createTreeReductionsPass());
  }
  // Integer powers (x.pow(2) of RMSNorm) as multiplications, on vectors and
  // on the scalars of the generics left unvectorized: LLVM's powi takes one
  // scalar exponent of C's int width, and has no integer power.
  pm.addPass(rope::createExpandPowersPass());
  if (options.vectorize)
    pm.addPass(rope::createApproximateVectorMathPass());
  // No CSE before bufferization: merging equal tensor.empty ops would make
  // one-shot bufferization copy (out of place) instead of writing in place.
  pm.addPass(createCanonicalizerPass());

  // Lets a result written into a destination argument
  // (bufferization.materialize_in_destination) be computed in place there
  // instead of in a new buffer that is then copied.
  pm.addPass(rope::createReshapeIntoDestinationPass());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  addBufferizationPasses(pm);
  pm.addPass(rope::createMemRefCopyToLinalgPass());

  if (options.vectorize) {
    // Matmuls: cache blocks around a register-blocked micro-kernel, parallel
    // over batches and row blocks (scf.forall, made OpenMP below).
    VectorizeContractionsPassOptions contractions;
    contractions.targetCpu = target.cpu;
    contractions.targetFeatures = target.features;
    contractions.bf16Family = options.bf16Family;
    contractions.f16Family = options.f16Family;
    contractions.threads = options.numThreads;
    pm.addPass(rope::createVectorizeContractionsPass(contractions));
    // Their packed operands' buffers, kept for the next call.
    if (options.scratchCache)
      pm.addPass(rope::createCacheScratchBuffersPass());
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Complex arithmetic (Meta's complex-form RoPE as exported, unraised) on
  // real and imaginary parts; the complex values become LLVM structs below.
  pm.addNestedPass<func::FuncOp>(createConvertComplexToStandardPass());
  // Row loops: OpenMP worksharing loops unless one thread is asked for or
  // the loop has too little work to pay for waking threads.
  pm.addPass(rope::createSerializeSmallForallsPass());
  // Rows streamed by parallel loops (the rotations) and by the sequential
  // loops inside them (a decode step's keys) are prefetched ahead, the
  // latter into the cache level of the target's kernel table; large rows
  // written once are stored around the cache.
  if (options.vectorize) {
    rope::PrefetchRowsPassOptions prefetch;
    prefetch.nontemporalBytes = options.nontemporalBytes;
    prefetch.loopCacheLevel = selectKernelShape(target).streamCacheLevel;
    pm.addPass(rope::createPrefetchRowsPass(prefetch));
  }
  pm.addPass(createForallToParallelLoopPass());
  if (options.numThreads != 1) {
    ConvertSCFToOpenMPPassOptions openmp;
    openmp.numThreads = options.numThreads;
    pm.addPass(createConvertSCFToOpenMPPass(openmp));
    // The OpenMP bodies are wrapped in memref.alloca_scope, which must be
    // lowered before their single-block regions meet scf-to-cf.
    pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  }
  pm.addPass(createLowerAffinePass());
  // Masked transfers of rows (the last tile of a dynamic row) are unrolled
  // over their unit leading dimensions into masked loads and stores, not
  // staged through stack buffers.
  VectorTransferToSCFOptions vectorToSCF;
  vectorToSCF.enableFullUnroll();
  pm.addNestedPass<func::FuncOp>(createConvertVectorToSCFPass(vectorToSCF));
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Reductions of a vector (softmax's row sums, a decoding query's dot
  // products) as a tree of vector adds rather than one add per lane in
  // order; the rounding differs by the reassociation only.
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  vectorToLLVM.reassociateFPReductions = true;
  // AMX tile ops (the amx dialect) become the x86 tile intrinsics.
  vectorToLLVM.amx = true;
  // vdpbf16ps (x86vector.avx512.dot) of the bf16 dot-product kernels.
  vectorToLLVM.x86Vector = true;
  // Transposes (the AMX pack of a right operand read as [n, k]) as shuffles
  // of whole rows, not one element at a time: 16 x 16 of 32 bits in 64
  // shuffles.
  vectorToLLVM.vectorTransposeLowering =
      vector::VectorTransposeLowering::Shuffle16x16;
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  // Masked bf16 rows move as i16 (no __truncsfbf2 on targets without
  // AVX512-BF16), and stored bf16 rows are stored as i16 (no bf16 select,
  // scalarized without AVX512-BF16, after LLVM's InstCombine).
  pm.addPass(rope::createBF16MaskedMemoryAsIntegersPass());
  pm.addPass(createConvertComplexToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  // Without a hardware conversion, bf16 arithmetic (what the graph computes
  // in bf16 itself, e.g. a bf16 matmul) runs in f32, rounded after each op
  // as LLVM's promotion would, and bf16 rounding is expanded into integer
  // operations (vectorized like the rest); __truncsfbf2, which LLVM would
  // call for both, is not in libgcc 12.
  if (!target.hasBF16Conversion()) {
    arith::ArithEmulateUnsupportedFloatsOptions emulate;
    emulate.sourceTypeStrs = {"bf16"};
    emulate.targetTypeStr = "f32";
    pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  }
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = !target.hasBF16Conversion();
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  pm.addPass(createConvertFuncToLLVMPass());
  // Branches with AMX tiles among their operands (the accumulators an
  // scf.for over k carries, rope-vectorize-contractions' AMX kernels) need
  // the tiles' LLVM type, which only the dialect interfaces of
  // convert-to-llvm give the control-flow patterns.
  ConvertToLLVMPassOptions branches;
  branches.filterDialects = {"cf", "amx"};
  pm.addPass(createConvertToLLVMPass(branches));
  // Functions on AMX tiles ask Linux for the tile state first; a refusal
  // fails like a run-time check (ROPE_STATUS_UNSUPPORTED_CPU) instead of a
  // SIGILL at the first tile instruction.
  RequestAMXPermissionPassOptions amx;
  amx.onFailure = options.onCheckFailure;
  pm.addPass(rope::createRequestAMXPermissionPass(amx));
  // Failed run-time checks return from their function; _rope_checked_<name>
  // entry points return the status (rope-c/Runtime.h).
  pm.addPass(rope::createReturnStatusPass());
  pm.addPass(createUBToLLVMConversionPass());
  if (options.numThreads != 1)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // Contractible multiply-adds fuse by the target alone, also where LLVM
  // folds them to constants: tiled and untiled builds round alike.
  pm.addPass(rope::createFuseMultiplyAddsPass());
  // What LLVM's backend still rounds to bf16 lane by lane (a bf16 vector
  // built from scalars) calls __truncsfbf2 on targets without AVX512-BF16.
  if (!target.hasBF16Conversion())
    pm.addPass(rope::createDefineBF16TruncationPass());
  SetLLVMTargetPassOptions targetOptions;
  targetOptions.targetCpu = target.cpu;
  targetOptions.targetFeatures = target.features;
  pm.addPass(rope::createSetLLVMTargetPass(targetOptions));
  pm.addPass(rope::createCheckLoweredToLLVMPass());
}

/// Reports, through `errorHandler`, a pipeline given anywhere but at the
/// top level or inside builtin.module(...).
static LogicalResult
checkModuleAnchor(OpPassManager &pm, StringRef pipeline,
                  function_ref<LogicalResult(const Twine &)> errorHandler) {
  StringRef anchor = pm.getOpAnchorName();
  if (anchor == ModuleOp::getOperationName() ||
      anchor == OpPassManager::getAnyOpAnchorName())
    return success();
  return errorHandler(pipeline + " runs on 'builtin.module', not on '" +
                      anchor +
                      "': give it at the top level or inside "
                      "builtin.module(...)");
}

void rope::registerPipelines() {
  // Registered by hand rather than with PassPipelineRegistration so that a
  // pipeline nested under another op (`func.func(rope-lower-to-llvm)`) is a
  // parse error instead of an abort when its module passes are added.
  registerPassPipeline(
      "rope-lower-to-llvm",
      "Lower rope ops and the tensor code around them to the LLVM dialect, "
      "runnable with mlir-runner or compiled ahead of time",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (failed(checkModuleAnchor(pm, "rope-lower-to-llvm", errorHandler)))
          return failure();
        LowerToLLVMOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        // OpenMP's num_threads clause is a 32-bit integer.
        if (failed(checkOptionRange(errorHandler, "rope-lower-to-llvm",
                                    "num-threads", options.numThreads, 0,
                                    std::numeric_limits<int32_t>::max())) ||
            failed(checkOptionRange(errorHandler, "rope-lower-to-llvm",
                                    "nontemporal-bytes",
                                    options.nontemporalBytes, 0)) ||
            failed(checkOptionRange(errorHandler, "rope-lower-to-llvm",
                                    "position-block", options.positionBlock,
                                    0)))
          return failure();
        std::string problem =
            checkCPUTarget(options.targetCpu, options.targetFeatures);
        if (problem.empty())
          problem = checkBF16Family(
              options.bf16Family,
              resolveCPUTarget(options.targetCpu, options.targetFeatures),
              /*vectorBits=*/0);
        if (problem.empty())
          problem = checkF16Family(
              options.f16Family,
              resolveCPUTarget(options.targetCpu, options.targetFeatures),
              /*vectorBits=*/0);
        if (!problem.empty())
          return errorHandler("rope-lower-to-llvm: " + problem);
        buildLowerToLLVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(LowerToLLVMOptions());
      });
  registerPassPipeline(
      "rope-import-tosa",
      "Convert TOSA to linalg-on-tensors: rope-simplify-tosa, then the "
      "upstream TOSA passes (nested under func.func), ready for rope-raise "
      "and rope-lower-to-llvm",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (failed(checkModuleAnchor(pm, "rope-import-tosa", errorHandler)))
          return failure();
        if (!optionsText.empty())
          return errorHandler("rope-import-tosa takes no options");
        buildImportTosaPipeline(pm);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)>) {});
  registerPassPipeline(
      "rope-lower-to-nvvm",
      "Lower rope ops and the element-wise linalg around them to host code "
      "launching NVIDIA GPU kernels, held as PTX (or a cubin) in a gpu.binary",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (failed(checkModuleAnchor(pm, "rope-lower-to-nvvm", errorHandler)))
          return failure();
        LowerToNVVMOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        std::string problem = checkNVVMTarget(options);
        if (!problem.empty())
          return errorHandler("rope-lower-to-nvvm: " + problem);
        buildLowerToNVVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(LowerToNVVMOptions());
      });
}
