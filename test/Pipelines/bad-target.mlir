// Bad target options are diagnosed when the pipeline is parsed, never
// handed to LLVM (which would ignore an unknown CPU with a warning).
// RUN: not rope-opt %s --rope-lower-to-llvm="target-cpu=pentium9000" 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not rope-opt %s --rope-lower-to-llvm="target-features=avx512f" 2>&1 | FileCheck %s --check-prefix=FEATURE
// RUN: not rope-opt %s --rope-set-llvm-target="target-cpu=" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not rope-opt %s --rope-vectorize-elementwise="vector-bits=0" 2>&1 | FileCheck %s --check-prefix=BITS

// CPU: error: rope-lower-to-llvm: target-cpu 'pentium9000' is not an x86-64 CPU LLVM knows
// FEATURE: error: rope-lower-to-llvm: target-features entry 'avx512f' must be +name or -name
// EMPTY: error: rope-set-llvm-target: target-cpu '' is not an x86-64 CPU LLVM knows
// BITS: error: rope-vectorize-elementwise: vector-bits must be at least 8, got 0
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
