// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" -o /dev/null 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" \
// RUN:   --remarks-filter='rope-decompose-attention' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=TILES
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1 specialize-decode=0" \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF

// A grouped-query decode step exported with symbolic query and key lengths
// (one graph for prefill and decode: 8 query heads, 2 key/value heads).
// rope-specialize-decode versions it on one query, and that copy lowers as
// the static decode step of lower-to-llvm-gqa-decode.mlir: 4 query heads
// stacked per tile, the scores as dot products along D, P V on the few-row
// block. The copy padded to 4 queries (2 to 4 of them) stacks its heads
// too, 16 rows; the op as it was keeps per-head tiles of a dynamic query
// length.
// Without the versioning, one query takes the dynamic tile only, and none
// of the decode kernels.
// CHECK: remark: versioned on the query length
// CHECK: remark: rope-vectorize-contractions: zen4, 4 rows of dot products along k
// CHECK: remark: rope-vectorize-contractions: zen4 kernel, 4 x 4 registers of 16 f32 (4 x 64)
// TILES:      Function: dynamic_decode
// TILES:      - StackedHeads: '4'
// TILES:      Function: dynamic_decode
// TILES:      - StackedHeads: '4'
// TILES:      Function: dynamic_decode
// TILES:      - StackedHeads: '1'
// OFF-NOT: remark: versioned on the query length
// OFF-NOT: rows of dot products along k
// OFF-NOT: 4 x 4 registers
func.func @dynamic_decode(%q: tensor<1x8x?x128xf32>, %k: tensor<1x2x?x128xf32>,
                          %v: tensor<1x2x?x128xf32>, %qp: index,
                          %dst: memref<1x8x?x128xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half) causal
     : tensor<1x8x?x128xf32>, tensor<1x2x?x128xf32>,
       tensor<1x2x?x128xf32>, tensor<64xf64>, index -> tensor<1x8x?x128xf32>
  bufferization.materialize_in_destination %o in restrict writable %dst
    : (tensor<1x8x?x128xf32>, memref<1x8x?x128xf32>) -> ()
  return
}
