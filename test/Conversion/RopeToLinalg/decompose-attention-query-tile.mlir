// RUN: rope-opt %s --rope-decompose-attention -canonicalize -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=query-tile=32 -canonicalize -split-input-file | FileCheck %s --check-prefix=OPTION
// RUN: not rope-opt %s --rope-decompose-attention=query-tile=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: rope-opt %s '--rope-decompose-attention=query-tile=32 unmasked-query-tile=128' -canonicalize -split-input-file | FileCheck %s --check-prefix=UNMASKED
// RUN: not rope-opt %s --rope-decompose-attention=unmasked-query-tile=-3 2>&1 | FileCheck %s --check-prefix=NEGATIVE-UNMASKED

// The queries per tile (getQueryTile): without a causal mask every tile
// reads every key block, and tiles of 192 queries read each block for more
// rows: 400 queries are two full tiles of 192 and a partial one of 16.
// CHECK-LABEL: func @unmasked
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 2)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<192x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<192x64xf32>)
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<16x64xf32>)
// OPTION-LABEL: func @unmasked
// OPTION: scf.forall (%{{.*}}, %{{.*}}) in (4, 12)
// OPTION: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<32x64xf32>)
// OPTION: scf.forall (%{{.*}}) in (4)
// OPTION: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<16x64xf32>)
// NEGATIVE: rope-decompose-attention: query-tile must not be negative, got -1
// unmasked-query-tile applies to attention without a causal mask alone
// (400 = 3 x 128 + 16); the causal op below keeps query-tile's 32.
// UNMASKED-LABEL: func @unmasked
// UNMASKED: scf.forall (%{{.*}}, %{{.*}}) in (4, 3)
// UNMASKED: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<128x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<128x64xf32>)
// NEGATIVE-UNMASKED: rope-decompose-attention: unmasked-query-tile must not be negative, got -3
func.func @unmasked(%q: tensor<1x4x400x64xf32>, %k: tensor<1x4x400x64xf32>,
                    %v: tensor<1x4x400x64xf32>, %pos: tensor<400xi64>)
    -> tensor<1x4x400x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half) key_rotation(up_front)
     : tensor<1x4x400x64xf32>, tensor<1x4x400x64xf32>, tensor<1x4x400x64xf32>,
       tensor<32xf64>, tensor<400xi64>, tensor<400xi64> -> tensor<1x4x400x64xf32>
  return %o : tensor<1x4x400x64xf32>
}

// -----

// Under a causal mask, tiles of 64 queries, the size of a key block: each
// tile crosses the diagonal in one masked block (400 = 6 x 64 + 16).
// CHECK-LABEL: func @causal
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 6)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<64x64xf32>)
// OPTION-LABEL: func @causal
// OPTION: scf.forall (%{{.*}}, %{{.*}}) in (4, 12)
// UNMASKED-LABEL: func @causal
// UNMASKED: scf.forall (%{{.*}}, %{{.*}}) in (4, 12)
func.func @causal(%q: tensor<1x4x400x64xf32>, %k: tensor<1x4x400x64xf32>,
                  %v: tensor<1x4x400x64xf32>, %pos: tensor<400xi64>)
    -> tensor<1x4x400x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half) causal key_rotation(up_front)
     : tensor<1x4x400x64xf32>, tensor<1x4x400x64xf32>, tensor<1x4x400x64xf32>,
       tensor<32xf64>, tensor<400xi64>, tensor<400xi64> -> tensor<1x4x400x64xf32>
  return %o : tensor<1x4x400x64xf32>
}
