//===- Passes.td - rope-mlir GPU strategy passes -----------*- tablegen -*-===//
//
// The passes through which rope-lower-to-nvvm maps loops to GPU threads,
// places buffers in device memory, and (for testing) runs launches on the
// host.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_GPU_PASSES_TD
#define ROPE_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def MapParallelLoopsToGPUPass : Pass<"rope-gpu-map-parallel-loops",
                                     "func::FuncOp"> {
  let summary = "Map the unmapped scf.parallel loops of a function to a 1-D "
                "grid of 256-thread blocks";
  let description = [{
    The GPU mapping of `rope-lower-to-nvvm` for every loop nest other than
    the rotations (which `rope-to-gpu` maps itself): the outermost
    `scf.parallel` loops without a mapping (element-wise linalg, the cos/sin
    tables, the parallel dimensions of matmuls and softmax rows), with zero
    lower bounds, unit steps and no reductions, have their iteration space
    linearized (last dimension fastest, so consecutive threads touch
    consecutive elements) and become a loop over ceil(n / 256) blocks
    (`block_x`) around a loop over 256 threads (`thread_x`); each thread
    checks that its linear index is below n and delinearizes it into the
    original induction variables. Nested loops stay sequential in the
    thread.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def GPUDeviceMemoryPass : Pass<"rope-gpu-device-memory", "ModuleOp"> {
  let summary = "Put the buffers that kernels use in GPU memory";
  let description = [{
    After `convert-parallel-loops-to-gpu`, in host code (outside
    `gpu.launch` and `gpu.module`): a `memref.alloc` whose buffer (or a view
    of it) is used in a `gpu.launch` or returned becomes `gpu.alloc`, its
    `memref.dealloc` `gpu.dealloc`; every `memref.copy` becomes
    `gpu.memcpy`; a `memref.get_global` (a folded constant, such as the
    frequencies) read in a `gpu.launch` is moved into it, so that outlining
    copies the global into the GPU module. Function arguments are device
    buffers by convention.
    Host code that loads or stores such a buffer, and a host `memref.alloca`
    that a kernel uses, are reported as errors (the host cannot read GPU
    memory, nor the GPU the host's stack).
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def GPULaunchToLoopsPass : Pass<"rope-gpu-launch-to-loops"> {
  let summary = "Run the bodies of gpu.launch ops as host parallel loops";
  let description = [{
    A testing aid for machines without a GPU: every `gpu.launch` (synchronous,
    one block, no barriers or shared memory, as `rope-to-gpu` builds them)
    becomes an `scf.parallel` over (block x, y, z, thread x, y, z) whose
    iteration runs the launch body with those ids. Run before
    `rope-lower-to-llvm`, it executes the GPU mapping of the rotations on
    the CPU, so that its indexing (chunks, head groups, guards, partial
    rotary) is checked against the reference where no GPU is lent.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
  ];
}

#endif // ROPE_CODEGEN_GPU_PASSES_TD
