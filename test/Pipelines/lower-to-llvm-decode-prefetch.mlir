// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" 2>/dev/null | FileCheck %s --check-prefix=ZEN4
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver5 num-threads=1" 2>/dev/null | FileCheck %s --check-prefix=L1
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=x86-64-v4 num-threads=1" 2>/dev/null | FileCheck %s --check-prefix=L1

// A decode step from a cache of rotated keys streams each key and value row
// from memory once. The scores loop prefetches the key rows 4 KiB ahead
// (rope-prefetch-rows' loop rule), the one-row P V kernel the value rows
// 16 keys ahead (rope-vectorize-contractions), one prefetch per 64-byte
// line: 8 of each for rows of 128 f32. Both go into the cache level of the
// kernel table's row: the L2 (hint 2, prefetcht1) on zen4, where prefetches
// into the L1 read keys and values at two thirds of the L2's rate
// (KernelShapes.cpp); the L1 (hint 3, prefetcht0) elsewhere.
// ZEN4-LABEL: llvm.func @decode(
// ZEN4-COUNT-16: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 2 : i32, rw = 0 : i32}>
// ZEN4-NOT: llvm.intr.prefetch
// ZEN4: llvm.return
// L1-LABEL: llvm.func @decode(
// L1-COUNT-16: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// L1-NOT: llvm.intr.prefetch
// L1: llvm.return
func.func @decode(%q: tensor<1x4x1x128xf32>, %k: tensor<1x4x256x128xf32>,
                  %v: tensor<1x4x256x128xf32>, %qp: index,
                  %dst: memref<1x4x1x128xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half)
     : tensor<1x4x1x128xf32>, tensor<1x4x256x128xf32>,
       tensor<1x4x256x128xf32>, tensor<64xf64>, index -> tensor<1x4x1x128xf32>
  bufferization.materialize_in_destination %o in restrict writable %dst
    : (tensor<1x4x1x128xf32>, memref<1x4x1x128xf32>) -> ()
  return
}
