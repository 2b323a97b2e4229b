// RUN: rope-opt %s --rope-decompose-attention -canonicalize -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=form=graph -canonicalize -split-input-file | FileCheck %s --check-prefix=GRAPH

// Attention sinks in the flash form: each query tile's output divides its
// weighted sum by l + exp(sinks[h] - m), computed once per row from the row
// sum and the running maximum of the tile's online softmax and the sink of
// its head (the forall's head index; 4 heads, 2 tiles of 64 queries), and
// is 0 where the row saw no key.
// CHECK-LABEL: func @prefill
// CHECK-SAME: %[[SINKS:[^:]*]]: tensor<4xf32>)
// CHECK: scf.forall (%[[HEAD:[^,]*]], %{{.*}}) in (4, 2)
// CHECK:   scf.for
// Once per row: l + exp(sink - m).
// CHECK:   %[[L:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<64xf32>, tensor<64xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[SINK:.*]] = tensor.extract %[[SINKS]][%[[HEAD]]] : tensor<4xf32>
// CHECK:     %[[SHIFT:.*]] = arith.subf %[[SINK]], %{{.*}} : f32
// CHECK:     %[[E:.*]] = math.exp %[[SHIFT]] : f32
// CHECK:     arith.addf %{{.*}}, %[[E]] : f32
// Per element: the division, and 0 where the row saw no key (its maximum
// still -inf).
// CHECK:   linalg.generic {{.*}} ins(%{{.*}}, %[[L]], %{{.*}} : tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>)
// CHECK-NOT: math.exp
// CHECK:     %[[OUT:.*]] = arith.divf
// CHECK:     %[[UNSEEN:.*]] = arith.cmpf oeq, %{{.*}}, %cst{{.*}} : f32
// CHECK:     arith.select %[[UNSEEN]], %cst{{.*}}, %[[OUT]] : f32
// The graph form: the sinks as one more column of the scores, normalized
// by the softmax, then left out of P V.
// GRAPH-LABEL: func @prefill
// GRAPH-SAME: %[[SINKS:[^:]*]]: tensor<4xf32>)
// GRAPH: %[[COLUMN:.*]] = linalg.generic {{.*}} ins(%[[SINKS]] : tensor<4xf32>) outs(%{{.*}} : tensor<1x4x128x1xf32>)
// GRAPH: %[[ALL:.*]] = tensor.concat dim(3) %{{.*}}, %[[COLUMN]] : (tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) -> tensor<1x4x128x129xf32>
// GRAPH: %[[P:.*]] = linalg.softmax dimension(3) ins(%[[ALL]] : tensor<1x4x128x129xf32>)
// GRAPH: %[[KEYS:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 4, 128, 128] [1, 1, 1, 1]
// GRAPH: linalg.generic {{.*}} ins(%[[KEYS]], %{{.*}} : tensor<1x4x128x128xf32>, tensor<1x4x128x16xf32>)
func.func @prefill(%q: tensor<1x4x128x16xf32>, %k: tensor<1x4x128x16xf32>, %v: tensor<1x4x128x16xf32>,
                   %p: tensor<128xi64>, %s: tensor<4xf32>) -> tensor<1x4x128x16xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half) causal sinks(%s : tensor<4xf32>)
     : tensor<1x4x128x16xf32>, tensor<1x4x128x16xf32>, tensor<1x4x128x16xf32>, tensor<8xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x4x128x16xf32>
  return %o : tensor<1x4x128x16xf32>
}

// -----

// A grouped-query decode step whose 4 query heads stack into one tile per
// key head: row r of the tile is head h + r (one query per head), and the
// bf16 sinks are extended to f32.
// CHECK-LABEL: func @stacked_decode
// CHECK-SAME: %[[SINKS:[^:]*]]: tensor<8xbf16>)
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<4xf32>)
// CHECK:   %[[ROW:.*]] = linalg.index 0 : index
// CHECK:   %[[H:.*]] = arith.addi %{{.*}}, %[[ROW]] : index
// CHECK:   %[[SINK:.*]] = tensor.extract %[[SINKS]][%[[H]]] : tensor<8xbf16>
// CHECK:   arith.extf %[[SINK]] : bf16 to f32
// CHECK:   math.exp
// CHECK: linalg.generic
// CHECK:   arith.divf
// CHECK:   arith.truncf %{{.*}} : f32 to bf16
func.func @stacked_decode(%q: tensor<1x8x1x64xbf16>, %k: tensor<1x2x300x64xbf16>, %v: tensor<1x2x300x64xbf16>,
                          %qp: index, %s: tensor<8xbf16>) -> tensor<1x8x1x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half) sinks(%s : tensor<8xbf16>)
     : tensor<1x8x1x64xbf16>, tensor<1x2x300x64xbf16>, tensor<1x2x300x64xbf16>, tensor<32xf64>, index -> tensor<1x8x1x64xbf16>
  return %o : tensor<1x8x1x64xbf16>
}

// -----

// Flash-decoding (2 heads, 8192 keys split into ranges): the sinks join
// once, where the ranges' partial sums are combined under the overall
// maximum (the combining generic's head index), not in every range.
// CHECK-LABEL: func @split_decode
// CHECK-SAME: %[[SINKS:[^:]*]]: tensor<2xf32>)
// CHECK: scf.forall
// CHECK-NOT: tensor.extract %[[SINKS]]
// CHECK: scf.forall.in_parallel
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2x1xf32>)
// CHECK:   %[[H:.*]] = linalg.index 1 : index
// CHECK:   tensor.extract %[[SINKS]][%[[H]]] : tensor<2xf32>
// CHECK:   math.exp
// CHECK: linalg.generic
// CHECK:   arith.divf
func.func @split_decode(%q: tensor<1x2x1x64xf32>, %k: tensor<1x2x8192x64xf32>, %v: tensor<1x2x8192x64xf32>,
                        %qp: index, %s: tensor<2xf32>) -> tensor<1x2x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half) sinks(%s : tensor<2xf32>)
     : tensor<1x2x1x64xf32>, tensor<1x2x8192x64xf32>, tensor<1x2x8192x64xf32>, tensor<32xf64>, index -> tensor<1x2x1x64xf32>
  return %o : tensor<1x2x1x64xf32>
}
