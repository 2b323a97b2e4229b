// RUN: rope-opt %s --rope-decompose-attention="bf16-products=1 row-softmax=1" -canonicalize -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=bf16-products=1 -canonicalize -split-input-file | FileCheck %s --check-prefix=GENERIC
// RUN: rope-opt %s '--rope-lower-to-llvm=target-cpu=sapphirerapids num-threads=1' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=NOLIBM

// rope-lower-to-llvm takes the rows (on AMX targets, bf16 products), and
// every exp, the rare rescale factor's too, is the CPU strategy's vector
// polynomial: no libm call.
// NOLIBM-NOT: llvm.intr.exp
// NOLIBM-NOT: @expf
// NOLIBM: llvm.intr.fma({{.*}}) : (vector<16xf32>
// NOLIBM-NOT: llvm.intr.exp
// NOLIBM-NOT: @expf

// row-softmax: each key block of static size (256 keys with bf16 products)
// takes its online-softmax step in one loop over the 64 rows of its
// scores. A row is read once as a vector<256xf32>; its maximum is a tree
// of compare-and-select steps on halves; the lazy move of the running
// maximum (by more than 8) and its rescale factor a = exp(m - m') (only
// where a row that has seen keys moves it) are scalars; the exponentials,
// their sum (a tree of additions) and the weights rounded to bf16 for P V
// are vectors of the whole row. The next row's maximum is read in the same
// iteration and carried.
// CHECK-LABEL: func @bf16
// CHECK: scf.forall
// CHECK:   scf.for
// CHECK:     %[[S:.*]] = linalg.matmul {{.*}} outs(%{{.*}} : tensor<64x256xf32>)
// CHECK:     %[[R0:.*]] = vector.transfer_read %[[S]][%c0, %c0]{{.*}} : tensor<64x256xf32>, vector<256xf32>
// CHECK:     %[[ROWS:.*]]:6 = scf.for %[[R:.*]] = %c0 to %c64 step %c1 iter_args({{.*}}) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xbf16>, f32, f32)
// CHECK:       %[[NEXT:.*]] = arith.minui
// CHECK:       vector.transfer_read %[[S]][%[[NEXT]], %c0]
// CHECK:       vector.extract_strided_slice {{.*}} {offsets = [0], sizes = [128], strides = [1]}
// CHECK:       arith.cmpf ogt, {{.*}} : vector<128xf32>
// CHECK:       arith.select {{.*}} : vector<128xi1>, vector<128xf32>
// CHECK:       %[[ROW:.*]] = vector.transfer_read %[[S]][%[[R]], %c0]
// CHECK:       %[[OLD:.*]] = tensor.extract
// CHECK:       %[[MOVE:.*]] = arith.cmpf olt
// CHECK:       %[[MAX:.*]] = arith.select %[[MOVE]]
// CHECK:       %[[SHIFT:.*]] = vector.broadcast %[[MAX]] : f32 to vector<256xf32>
// CHECK:       %[[X:.*]] = arith.subf %[[ROW]], %[[SHIFT]] : vector<256xf32>
// The probabilities' exp may be approximate (`afn`: rounded to bf16 next);
// the factor a that rescales the state stays exact.
// CHECK:       %[[P:.*]] = math.exp %[[X]] fastmath<afn> : vector<256xf32>
// CHECK:       arith.addf {{.*}} : vector<128xf32>
// CHECK:       %[[A:.*]] = scf.if
// CHECK:         math.exp %{{[0-9a-z_]+}} : vector<1xf32>
// CHECK:       } else {
// CHECK:         scf.yield %cst{{.*}} : f32
// CHECK:       %[[W:.*]] = arith.truncf %[[P]] : vector<256xf32> to vector<256xbf16>
// CHECK:       arith.minnumf {{.*}}, %[[A]] : f32
// CHECK:       vector.transfer_write %[[W]], {{.*}}[%[[R]], %c0] {in_bounds = [true]} : vector<256xbf16>, tensor<64x256xbf16>
// CHECK:     arith.cmpf olt, %[[ROWS]]#4
// CHECK:     scf.if
// CHECK:     linalg.matmul ins(%[[ROWS]]#3, %{{.*}} : tensor<64x256xbf16>, tensor<256x128xbf16>)
// The 88 keys after the whole blocks (600 = 2 x 256 + 88): a static block
// of 64 keys from key 512 (kAttentionTailBlock; -canonicalize folds its
// one-iteration loop), then one of a dynamic size (folded to 24 here). Both
// take the element-wise generics (rows of fewer than 128 keys).
// CHECK:     tensor.extract_slice %{{.*}}[0, %{{.*}}, 512, 0] [1, 1, 64, 128]
// CHECK:     linalg.matmul {{.*}} outs(%{{.*}} : tensor<64x64xf32>)
// CHECK-NOT: vector.transfer_read
// CHECK:     linalg.generic
// CHECK:       math.exp %{{[0-9a-z_]+}} : f32
// CHECK:       math.exp %{{.*}} fastmath<afn> : f32
// CHECK:     linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xbf16>, tensor<64x128xbf16>)
// CHECK:     linalg.matmul {{.*}} outs(%{{.*}} : tensor<64x24xf32>)
// CHECK-NOT: vector.transfer_read
// CHECK:     linalg.generic
// CHECK:       math.exp {{.*}} : f32
// CHECK:     linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x24xbf16>, tensor<24x128xbf16>)
// The last query tile (600 = 9 x 64 + 24 queries) has a static size: rows.
// CHECK: scf.forall
// CHECK:   scf.for {{.*}} -> (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x256xbf16>, f32, f32)

// Without the option every block takes the generics.
// GENERIC-LABEL: func @bf16
// GENERIC-NOT: vector.
// GENERIC: return
func.func @bf16(%q: tensor<1x4x600x128xbf16>, %k: tensor<1x4x600x128xbf16>,
                %v: tensor<1x4x600x128xbf16>, %pos: tensor<600xi64>)
    -> tensor<1x4x600x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half)
     : tensor<1x4x600x128xbf16>, tensor<1x4x600x128xbf16>,
       tensor<1x4x600x128xbf16>, tensor<64xf64>, tensor<600xi64>,
       tensor<600xi64> -> tensor<1x4x600x128xbf16>
  return %o : tensor<1x4x600x128xbf16>
}

// A masked block (causal) takes the rows too, after the mask; a row that
// has seen no key yet under a sliding window is shifted by 0, not -inf.
// CHECK-LABEL: func @window
// CHECK: linalg.generic
// CHECK:   arith.select {{.*}} : f32
// CHECK: scf.for {{.*}} -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xbf16>, f32, f32)
// CHECK:   %[[MAX:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK:   %[[UNSEEN:.*]] = arith.cmpf oeq, %[[MAX]], %[[MINF:.*]] : f32
// CHECK:   %[[SHIFT:.*]] = arith.select %[[UNSEEN]], %[[ZERO:.*]], %[[MAX]] : f32
// CHECK:   vector.broadcast %[[SHIFT]] : f32 to vector<256xf32>
// CHECK:   math.exp {{.*}} : vector<256xf32>
func.func @window(%q: tensor<1x2x512x128xbf16>, %k: tensor<1x2x512x128xbf16>,
                  %v: tensor<1x2x512x128xbf16>, %pos: tensor<512xi64>)
    -> tensor<1x2x512x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half) causal window(100)
     : tensor<1x2x512x128xbf16>, tensor<1x2x512x128xbf16>,
       tensor<1x2x512x128xbf16>, tensor<64xf64>, tensor<512xi64>,
       tensor<512xi64> -> tensor<1x2x512x128xbf16>
  return %o : tensor<1x2x512x128xbf16>
}

// -----

// Rows of 64 keys (f32 products' blocks) keep the element-wise generics:
// the two trees of a row would cost as much as the passes they save.
// CHECK-LABEL: func @short_rows
// CHECK-NOT: vector.transfer_read
// CHECK: return
func.func @short_rows(%q: tensor<1x2x128x64xf32>, %k: tensor<1x2x128x64xf32>,
                      %v: tensor<1x2x128x64xf32>, %pos: tensor<128xi64>)
    -> tensor<1x2x128x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half)
     : tensor<1x2x128x64xf32>, tensor<1x2x128x64xf32>,
       tensor<1x2x128x64xf32>, tensor<32xf64>, tensor<128xi64>,
       tensor<128xi64> -> tensor<1x2x128x64xf32>
  return %o : tensor<1x2x128x64xf32>
}
