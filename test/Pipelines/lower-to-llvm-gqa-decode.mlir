// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" -o /dev/null 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" \
// RUN:   --remarks-filter='rope-decompose-attention' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=TILES

// A grouped-query decode step (8 query heads, 2 key/value heads, one query)
// through the whole CPU pipeline: rope-decompose-attention stacks the 4
// query heads of each group into one tile, whose scores
// rope-vectorize-contractions takes as dot products along D against each
// block of keys read in place, and whose P V takes the few-row block of 4 x
// 4 registers. Each key and value block is read once per key head.
// TILES:      Function: gqa_decode
// TILES:      - StackedHeads: '4'
// CHECK: remark: rope-vectorize-contractions: zen4, 4 rows of dot products along k, 4 columns at a time (16 accumulators of 16 f32), both operands read in place; the zero fill is absorbed
// CHECK: remark: rope-vectorize-contractions: zen4 kernel, 4 x 4 registers of 16 f32 (4 x 64)
func.func @gqa_decode(%q: tensor<1x8x1x128xf32>, %k: tensor<1x2x256x128xf32>,
                      %v: tensor<1x2x256x128xf32>, %qp: index,
                      %dst: memref<1x8x1x128xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half)
     : tensor<1x8x1x128xf32>, tensor<1x2x256x128xf32>,
       tensor<1x2x256x128xf32>, tensor<64xf64>, index -> tensor<1x8x1x128xf32>
  bufferization.materialize_in_destination %o in restrict writable %dst
    : (tensor<1x8x1x128xf32>, memref<1x8x1x128xf32>) -> ()
  return
}
