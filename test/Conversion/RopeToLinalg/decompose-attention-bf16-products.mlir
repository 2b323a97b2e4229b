// RUN: rope-opt %s --rope-decompose-attention=bf16-products=1 -canonicalize | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention -canonicalize | FileCheck %s --check-prefix=F32
// RUN: rope-opt %s --rope-decompose-attention=bf16-products=1 -canonicalize | FileCheck %s --check-prefix=F32IN

// rope-lower-to-llvm sets the option where the target has AMX-BF16: both
// products of the bf16 attention then run on tiles.
// RUN: rope-opt %s '--rope-lower-to-llvm=target-cpu=sapphirerapids num-threads=1' 2>/dev/null | FileCheck %s --check-prefix=AMX
// RUN: rope-opt %s '--rope-lower-to-llvm=target-cpu=znver4 num-threads=1' 2>/dev/null | FileCheck %s --check-prefix=NOAMX
// AMX-COUNT-8: llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"
// NOAMX-NOT: tdpbf16ps

// bf16 products: the flash tile rounds its scaled queries to bf16 once, so
// that Q K^T multiplies bf16 by the bf16 keys into f32 scores, and rounds
// the probabilities to bf16 for P V (their row sums stay f32). The key
// blocks hold 256 keys (kAttentionBF16KeyTile), not 64; eight tiles read
// each, so the keys are rotated up front, and Q K^T reads each block of
// them as it is ([256, D], through a transposing indexing map): the tile
// kernels pack it in VNNI pairs from its rows, with no transposed copy of
// the keys (linalg.transpose) up front.
// CHECK-LABEL: func @bf16
// CHECK-NOT: linalg.transpose
// CHECK: scf.forall
// CHECK:   %[[Q:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<64x128xbf16>)
// CHECK:     arith.truncf %{{.*}} : f32 to bf16
// CHECK:   scf.for
// CHECK:     linalg.matmul indexing_maps = {{.*}} ins(%[[Q]], %{{.*}} : tensor<64x128xbf16>, tensor<256x128xbf16>) outs(%{{.*}} : tensor<64x256xf32>)
// The probabilities are rounded in the loop that computes them: one
// generic yields exp(s - m) in f32 (for the row sums) and rounded to bf16
// (for P V), so that its exp may be approximate (`afn`, within 1.1e-4).
// CHECK:     %[[P:.*]]:2 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<64x256xf32>, tensor<64x256xbf16>)
// CHECK:       %[[E:.*]] = math.exp %{{.*}} fastmath<afn> : f32
// CHECK:       %[[R:.*]] = arith.truncf %[[E]] : f32 to bf16
// CHECK:       linalg.yield %[[E]], %[[R]] : f32, bf16
// CHECK:     linalg.generic {{.*}} ins(%[[P]]#0 : tensor<64x256xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK:     linalg.matmul ins(%[[P]]#1, %{{.*}} : tensor<64x256xbf16>, tensor<256x128xbf16>) outs(%{{.*}} : tensor<64x128xf32>)
// Under the causal mask three tiles of four end 64, 128 or 192 keys into a
// block of 256: after the whole blocks, static blocks of 64 keys
// (kAttentionTailBlock), masked; then one block of a dynamic size takes
// the fewer than 64 keys left (none here).
// CHECK:   scf.for {{.*}} step %c64
// CHECK:     linalg.matmul indexing_maps = {{.*}} ins(%[[Q]], %{{.*}} : tensor<64x128xbf16>, tensor<64x128xbf16>) outs(%{{.*}} : tensor<64x64xf32>)
// CHECK:     linalg.generic {{.*}} outs(%{{.*}} : tensor<64x64xf32>)
// CHECK:       arith.cmpi sle
// CHECK:     linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xbf16>, tensor<64x128xbf16>) outs(%{{.*}} : tensor<64x128xf32>)
// CHECK:   scf.for
// CHECK:     linalg.matmul indexing_maps = {{.*}} outs(%{{.*}} : tensor<64x?xf32>)
// Without the option the products take the f32 queries and probabilities,
// in blocks of 64 keys.
// F32-LABEL: func @bf16
// F32-NOT: arith.truncf %{{.*}} : f32 to bf16
// F32-NOT: afn
// F32: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x128xf32>, tensor<128x64xbf16>) outs(%{{.*}} : tensor<64x64xf32>)
// F32: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xf32>, tensor<64x128xbf16>)
func.func @bf16(%q: tensor<1x4x512x128xbf16>, %k: tensor<1x4x512x128xbf16>,
                %v: tensor<1x4x512x128xbf16>, %pos: tensor<512xi64>)
    -> tensor<1x4x512x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half) causal
     : tensor<1x4x512x128xbf16>, tensor<1x4x512x128xbf16>,
       tensor<1x4x512x128xbf16>, tensor<64xf64>, tensor<512xi64>,
       tensor<512xi64> -> tensor<1x4x512x128xbf16>
  return %o : tensor<1x4x512x128xbf16>
}

// f32 attention ignores the option.
// F32IN-LABEL: func @f32
// F32IN-NOT: bf16
// F32IN: return
func.func @f32(%q: tensor<1x2x64x64xf32>, %k: tensor<1x2x64x64xf32>,
               %v: tensor<1x2x64x64xf32>, %pos: tensor<64xi64>)
    -> tensor<1x2x64x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half)
     : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>,
       tensor<32xf64>, tensor<64xi64>, tensor<64xi64> -> tensor<1x2x64x64xf32>
  return %o : tensor<1x2x64x64xf32>
}

// Few queries per key: a chunk of 4 queries with 4 query heads per key
// head (16 queries read each key) keeps f32 products with the option set,
// since packing every key and value block for the bf16 kernels would cost
// more than they save (kMinBF16ProductQueries, 128); 32 queries of the same
// groups (128 per key) take bf16 products. (The 4 x 4 queries fit one tile:
// the heads of a group stack into tiles of 16 rows.)
// CHECK-LABEL: func @few_queries
// CHECK-NOT: arith.truncf %{{.*}} : f32 to bf16
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x64xf32>, tensor<64x128xbf16>)
// CHECK-LABEL: func @enough_queries
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: linalg.matmul {{.*}}ins(%{{.*}}, %{{.*}} : tensor<32x128xbf16>, tensor<{{.*}}xbf16>)
func.func @few_queries(%q: tensor<1x16x4x128xbf16>, %k: tensor<1x4x256x128xbf16>,
                       %v: tensor<1x4x256x128xbf16>, %pos: tensor<4xi64>)
    -> tensor<1x16x4x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%pos) frequencies(%f) layout(half) causal
     : tensor<1x16x4x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>,
       tensor<64xf64>, tensor<4xi64> -> tensor<1x16x4x128xbf16>
  return %o : tensor<1x16x4x128xbf16>
}
func.func @enough_queries(%q: tensor<1x16x32x128xbf16>, %k: tensor<1x4x256x128xbf16>,
                          %v: tensor<1x4x256x128xbf16>, %pos: tensor<32xi64>)
    -> tensor<1x16x32x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%pos) frequencies(%f) layout(half) causal
     : tensor<1x16x32x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>,
       tensor<64xf64>, tensor<32xi64> -> tensor<1x16x32x128xbf16>
  return %o : tensor<1x16x32x128xbf16>
}
