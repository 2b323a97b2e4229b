// RUN: rope-opt %s --rope-lower-to-llvm=target-cpu=znver4 | FileCheck %s

// Complex arithmetic as torch-mlir exports Meta's complex-form RoPE
// (view_as_complex, a complex multiply by freqs_cis, view_as_real) lowers
// without raising: convert-complex-to-standard on the loops, the complex
// values as LLVM structs of their parts.
// CHECK-LABEL: llvm.func @complex_rotate(
// CHECK-NOT: complex.
// CHECK: llvm.fmul
// CHECK: llvm.return
func.func @complex_rotate(%re: tensor<8x4xf32>, %im: tensor<8x4xf32>,
                          %c: tensor<8x4xf32>, %s: tensor<8x4xf32>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %e = tensor.empty() : tensor<8x4xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                                          affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                                          affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%re, %im, %c, %s : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
      outs(%e, %e : tensor<8x4xf32>, tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %x: f32, %y: f32, %o: f32, %p: f32):
      %z = complex.create %a, %b : complex<f32>
      %w = complex.create %x, %y : complex<f32>
      %m = complex.mul %z, %w : complex<f32>
      %mr = complex.re %m : complex<f32>
      %mi = complex.im %m : complex<f32>
      linalg.yield %mr, %mi : f32, f32
  } -> (tensor<8x4xf32>, tensor<8x4xf32>)
  return %r#0, %r#1 : tensor<8x4xf32>, tensor<8x4xf32>
}
