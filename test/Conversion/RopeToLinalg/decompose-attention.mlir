// RUN: rope-opt %s --rope-decompose-attention -canonicalize -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=key-rotation=on_read -canonicalize -split-input-file | FileCheck %s --check-prefix=ONREAD

// Causal grouped-query attention, keys rotated up front: one table generic
// for the shared positions, the rotated copy of K and its full blocks
// transposed (the scores' matmul reads them without a transposing pack),
// then a forall over heads
// and the two query tiles; each tile rotates its queries, scales them, and
// runs the unmasked key blocks, the masked (diagonal) blocks and the last
// partial block, each an online-softmax step; query head h reads key head
// h / 4.
// CHECK-LABEL: func @causal_gqa
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x128x64xf32>, %[[K:.*]]: tensor<1x2x128x64xf32>, %[[V:.*]]: tensor<1x2x128x32xf32>, %[[P:.*]]: tensor<128xi64>)
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[EIGHT:.*]] = arith.constant 8.000000e+00 : f32
// CHECK-DAG: %[[NEG:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[T:[0-9]+]]:2 = linalg.generic {{.*}} ins(%{{.*}}, %[[P]] : tensor<32xf64>, tensor<128xi64>) outs(%{{.*}}, %{{.*}} : tensor<128x32xf32>, tensor<128x32xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[KR:.*]] = rope.rotate_with_tables %[[K]], %[[T]]#0, %[[T]]#1 layout(half)
// The full key blocks, each transposed into a contiguous [64 (D), 64 keys].
// CHECK: %[[KE:.*]] = tensor.expand_shape %[[KR]] {{\[\[}}0], [1], [2, 3], [4]] output_shape [1, 2, 2, 64, 64]
// CHECK: %[[KB:.*]] = linalg.transpose ins(%[[KE]] : tensor<1x2x2x64x64xf32>) outs(%{{.*}} : tensor<1x2x2x64x64xf32>) permutation = [0, 1, 2, 4, 3]
// CHECK: scf.forall (%[[H:.*]], %[[TILE:.*]]) in (8, 2) shared_outs(%[[OUT:.*]] =
// CHECK:   %[[START:.*]] = arith.muli %[[TILE]], %c64
// CHECK:   %[[KH:.*]] = arith.divui %[[H]], %c4
// CHECK:   %[[QT:.*]] = tensor.extract_slice %[[Q]][0, %[[H]], %[[START]], 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<1x8x128x64xf32> to tensor<64x64xf32>
// CHECK:   %[[QR:.*]] = rope.rotate_with_tables %[[QT]], {{.*}} : tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32> -> tensor<64x64xf32>
// CHECK:   %[[QS:.*]] = linalg.generic {{.*}} ins(%[[QR]] :
// CHECK:     arith.mulf %{{.*}}, %cst{{.*}} : f32
// Unmasked blocks: no select.
// CHECK:   scf.for %[[J:.*]] = %c0 to %{{.*}} step %c64 iter_args(
// CHECK:     %[[JB:.*]] = arith.divui %[[J]], %c64
// CHECK:     %[[KBLOCK:.*]] = tensor.extract_slice %[[KB]][0, %[[KH]], %[[JB]], 0, 0] [1, 1, 1, 64, 64] [1, 1, 1, 1, 1] : tensor<1x2x2x64x64xf32> to tensor<64x64xf32>
// CHECK:     tensor.extract_slice %[[V]][0, %[[KH]], %[[J]], 0] [1, 1, 64, 32]
// CHECK:     linalg.matmul ins(%[[QS]], %[[KBLOCK]] : tensor<64x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<64x64xf32>)
// CHECK-NOT:   arith.select
// CHECK:     %[[BMAX:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<64x64xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK:       arith.maxnumf
// The running maximum moves only to a block maximum more than 8 above it;
// a = exp(m - m'), 1 for rows that have seen no key.
// CHECK:     %[[RS:.*]]:3 = linalg.generic {{.*}} ins(%[[BMAX]] : tensor<64xf32>)
// CHECK:     ^bb0(%[[BM:.*]]: f32, %[[M:.*]]: f32, %[[L:.*]]: f32, %{{.*}}: f32):
// CHECK:       %[[MM:.*]] = arith.addf %[[M]], %[[EIGHT]] : f32
// CHECK:       %[[UP:.*]] = arith.cmpf olt, %[[MM]], %[[BM]] : f32
// CHECK:       %[[NEW:.*]] = arith.select %[[UP]], %[[BM]], %[[M]] : f32
// CHECK:       %[[UNSEEN:.*]] = arith.cmpf oeq, %[[M]], %[[NEG]] : f32
// CHECK:       %[[D:.*]] = arith.subf %[[M]], %[[NEW]] : f32
// CHECK:       %[[E:.*]] = math.exp %[[D]] : f32
// CHECK:       %[[A:.*]] = arith.select %[[UNSEEN]], %[[ONE]], %[[E]] : f32
// CHECK:       %[[NL:.*]] = arith.mulf %[[L]], %[[A]] : f32
// CHECK:       linalg.yield %[[NEW]], %[[NL]], %[[A]]
// CHECK:     math.exp
// The accumulator is rescaled only when some row's a is below 1.
// CHECK:     %[[AMIN:.*]] = linalg.generic {{.*}} ins(%[[RS]]#2 : tensor<64xf32>) outs(%{{.*}} : tensor<f32>)
// CHECK:       arith.minnumf
// CHECK:     %[[AM:.*]] = tensor.extract %[[AMIN]][] : tensor<f32>
// CHECK:     %[[RAISED:.*]] = arith.cmpf olt, %[[AM]], %[[ONE]] : f32
// CHECK:     %[[ACC:.*]] = scf.if %[[RAISED]] -> (tensor<64x32xf32>) {
// CHECK:       linalg.generic {{.*}} ins(%[[RS]]#2 : tensor<64xf32>)
// CHECK:         arith.mulf
// CHECK:     } else {
// CHECK:       scf.yield %
// CHECK:     linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xf32>, tensor<64x32xf32>) outs(%[[ACC]] : tensor<64x32xf32>)
// CHECK:     scf.yield
// Diagonal blocks: masked.
// CHECK:   scf.for
// CHECK:     linalg.matmul
// CHECK:     linalg.generic
// CHECK:       linalg.index 0
// CHECK:       linalg.index 1
// CHECK:       arith.cmpi sle
// CHECK:       arith.select %{{.*}}, %{{.*}}, %cst
// CHECK:     scf.yield
// The last partial block has a dynamic size and reads the rotated keys
// as they are (scores by a matmul with transposed keys).
// CHECK:   scf.for
// CHECK:     tensor.extract_slice %[[KR]]{{.*}} to tensor<?x64xf32>
// CHECK:     linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[QS]], %{{.*}} : tensor<64x64xf32>, tensor<?x64xf32>)
// CHECK:     scf.yield
// CHECK:   linalg.generic
// CHECK:     arith.divf
// CHECK:   scf.forall.in_parallel
// CHECK:     tensor.parallel_insert_slice %{{.*}} into %[[OUT]][0, %[[H]], %[[START]], 0] [1, 1, 64, 32]

// Rotating on read: no rotated copy; each key block is rotated in the loop.
// ONREAD-LABEL: func @causal_gqa
// ONREAD-NOT: rope.rotate_with_tables {{.*}} tensor<1x2x128x64xf32>
// ONREAD-NOT: linalg.transpose
// ONREAD: scf.forall
// ONREAD:   scf.for
// ONREAD:     %[[KB:.*]] = tensor.extract_slice %{{.*}} : tensor<1x2x128x64xf32> to tensor<64x64xf32>
// ONREAD:     rope.rotate_with_tables %[[KB]]
func.func @causal_gqa(%q: tensor<1x8x128x64xf32>, %k: tensor<1x2x128x64xf32>, %v: tensor<1x2x128x32xf32>, %pos: tensor<128xi64>) -> tensor<1x8x128x32xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.125) causal key_rotation(up_front)
     : tensor<1x8x128x64xf32>, tensor<1x2x128x64xf32>, tensor<1x2x128x32xf32>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x8x128x32xf32>
  return %o : tensor<1x8x128x32xf32>
}

// -----

// Decoding one query at an offset against rotated keys: no table for the
// keys and no rotation of them; the query tile has one row (the last
// partial tile, the only one), whose scores are a dot product per key (the
// single full key block's loop is folded by -canonicalize).
// CHECK-LABEL: func @decode
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<1x32xf32>, tensor<1x32xf32>)
// CHECK-NOT: rope.rotate_with_tables {{.*}} tensor<4x100x64xf32>
// CHECK: scf.forall (%{{.*}}) in (4) shared_outs
// CHECK:   rope.rotate_with_tables {{.*}} : tensor<1x64xf32>, tensor<1x32xf32>, tensor<1x32xf32> -> tensor<1x64xf32>
// CHECK-NOT: linalg.generic {{.*}} tensor<1x32xf32>, tensor<1x32xf32>
// CHECK:     linalg.generic {indexing_maps = [#[[QMAP:.*]], #[[KMAP:.*]], #[[SMAP:.*]]], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME:  ins(%{{.*}}, %{{.*}} : tensor<1x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<1x64xf32>)
func.func @decode(%q: tensor<4x1x64xf32>, %k: tensor<4x100x64xf32>, %v: tensor<4x100x64xf32>, %off: index) -> tensor<4x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%off) frequencies(%f) layout(interleaved)
     : tensor<4x1x64xf32>, tensor<4x100x64xf32>, tensor<4x100x64xf32>, tensor<32xf64>, index -> tensor<4x1x64xf32>
  return %o : tensor<4x1x64xf32>
}

// -----

// Flash-decoding: 2 heads of 1 query against 2000 keys split into 3 ranges
// of ceil(ceil(2000 / 3) / 64) * 64 = 704 keys, each (split, head) a parallel
// iteration (heads innermost, so that a thread reads one range for several
// heads) writing a partial maximum, sum and output; then the overall maximum and
// the weighted sums over the splits (the innermost, reduced loop).
// CHECK-LABEL: func @split_keys
// CHECK: %[[P:.*]]:3 = scf.forall (%[[S:.*]], %[[H:.*]]) in (3, 2) shared_outs(
// CHECK:   %[[LO:.*]] = arith.muli %[[S]], %c704
// CHECK:   arith.addi %[[LO]], %c704
// CHECK:   tensor.parallel_insert_slice {{.*}}[%[[H]], %[[S]], 0] [1, 1, 1] [1, 1, 1] : tensor<1xf32> into tensor<2x3x1xf32>
// CHECK:   tensor.parallel_insert_slice {{.*}}[%[[H]], %[[S]], 0] [1, 1, 1] [1, 1, 1] : tensor<1xf32> into tensor<2x3x1xf32>
// CHECK:   tensor.parallel_insert_slice {{.*}}[%[[H]], %[[S]], 0, 0] [1, 1, 1, 64] [1, 1, 1, 1] : tensor<1x64xf32> into tensor<2x3x1x64xf32>
// CHECK: %[[M:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[P]]#0 : tensor<2x3x1xf32>)
// CHECK:   arith.maxnumf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[P]]#1, %[[P]]#0, %[[M]] :
// CHECK:   math.exp
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[P]]#2, %[[P]]#0, %[[M]] :
// CHECK:   math.exp
// CHECK: arith.divf
func.func @split_keys(%q: tensor<2x1x64xf32>, %k: tensor<2x2000x64xf32>, %v: tensor<2x2000x64xf32>, %off: index, %kp: tensor<2000xi64>) -> tensor<2x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%off, %kp) frequencies(%f) layout(half) causal
     : tensor<2x1x64xf32>, tensor<2x2000x64xf32>, tensor<2x2000x64xf32>, tensor<32xf64>, index, tensor<2000xi64> -> tensor<2x1x64xf32>
  return %o : tensor<2x1x64xf32>
}

// -----

// Per-query causal limits (a chunk against a static cache): the tile's key
// range runs to its largest limit, the unmasked blocks to its smallest (a
// loop over the tile's rows), and the masked blocks read each row's limit,
// clamped to [-1, Skv], in the mask.
// CHECK-LABEL: func @limits
// CHECK-SAME: %[[L:[a-z0-9_]+]]: tensor<4xi32>
// CHECK: %{{.*}}:2 = scf.for %[[R:.*]] = %c0 to %c4 step %c1 iter_args(%[[LO:.*]] = %c128, %[[HI:.*]] = %c-1)
// CHECK:   %[[X:.*]] = tensor.extract %[[L]][%[[R]]] : tensor<4xi32>
// CHECK:   %[[XI:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK:   arith.minsi %[[XI]], %c128
// CHECK:   arith.maxsi
// CHECK:   arith.minsi %[[LO]]
// CHECK:   arith.maxsi %[[HI]]
// CHECK: linalg.generic {{.*}} ins(%[[L]] : tensor<4xi32>)
// CHECK:   ^bb0(%[[IN:.*]]: i32, %{{.*}}: f32):
// CHECK:   arith.index_cast %[[IN]] : i32 to index
// CHECK:   linalg.index 1
// CHECK:   arith.cmpi sle
// CHECK:   arith.select
func.func @limits(%q: tensor<1x2x4x64xf32>, %k: tensor<1x2x128x64xf32>, %v: tensor<1x2x128x64xf32>, %pos: tensor<4xi64>, %l: tensor<4xi32>) -> tensor<1x2x4x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos) frequencies(%f) layout(half) causal limits(%l : tensor<4xi32>)
     : tensor<1x2x4x64xf32>, tensor<1x2x128x64xf32>, tensor<1x2x128x64xf32>, tensor<32xf64>, tensor<4xi64> -> tensor<1x2x4x64xf32>
  return %o : tensor<1x2x4x64xf32>
}
