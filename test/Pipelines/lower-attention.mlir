// RUN: rope-opt %s --rope-lower-to-llvm=target-cpu=znver4 --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 key-rotation=up_front" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UPFRONT
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 fuse-attention=0" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNFUSED
// RUN: not rope-opt %s --rope-lower-to-llvm=key-rotation=sometimes 2>&1 | FileCheck %s --check-prefix=BAD

// rope-lower-to-llvm fuses the attention graph (remarks at QK^T), lowers
// rope.attention through the flash loop nest and the CPU strategy: an
// OpenMP parallel loop over the (head, query tile) iterations, vector FMAs
// of the micro-kernels, vectorized exp (no libm call), LLVM dialect only.
// CHECK: remark: fused into rope.attention: QK^T as linalg.batch_matmul
// CHECK: remark: keys rotated on_read (cost model)
// CHECK: llvm.func @attention
// CHECK: omp.parallel
// CHECK: omp.wsloop
// CHECK: llvm.intr.fma{{.*}}vector<16xf32>
// CHECK-NOT: llvm.call @expf
// CHECK-NOT: linalg.
// CHECK-NOT: rope.

// UPFRONT: remark: keys rotated up_front (forced by key-rotation; the cost model would choose on_read)
// UPFRONT: llvm.func @attention

// Without fusion, no fusion remarks; the matmuls get the kernel remark.
// UNFUSED-NOT: remark: {{fused|keys}}
// UNFUSED: remark: rope-vectorize-contractions: zen4 kernel, 8 x 2 registers
// UNFUSED-NOT: remark: {{fused|keys}}
// UNFUSED: llvm.func @attention

// BAD: Cannot find option named 'sometimes'

func.func @attention(%q: tensor<4x128x64xf32>, %k: tensor<4x128x64xf32>,
                     %v: tensor<4x128x64xf32>, %pos: tensor<128xi64>)
    -> tensor<4x128x64xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<4x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<4x128x64xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<4x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<4x128x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x128x128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %s = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<4x128x64xf32>, tensor<4x128x64xf32>)
      outs(%z : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<4x128x128xf32>)
      outs(%e : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %oe = tensor.empty() : tensor<4x128x64xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x128x128xf32>, tensor<4x128x64xf32>)
      outs(%oz : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  return %o : tensor<4x128x64xf32>
}
