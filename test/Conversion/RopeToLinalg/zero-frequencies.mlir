// RUN: rope-opt %s -rope-materialize-tables -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s --check-prefix=LINALG

// Pairs whose frequency is zero rotate by angle 0: an unscaled rotation
// with constant frequencies leaves its trailing zero pairs out, with no
// table entries for them. The proportional schedule (Gemma 4) rotates the
// first partial_rotary_factor of the pairs: here 4 of 8. In the half layout
// those are channels [0, 4) and [8, 12): they are rotated together and
// concatenated back with the channels kept.

// CHECK-LABEL: func.func @proportional_half
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x8x16xf32>, %[[POS:[^:]*]]: tensor<8xi64>
// CHECK: %[[F:.*]] = arith.constant dense<[1.000000e+00, 0.31622776601683794, 1.000000e-01, 0.031622776601683791]> : tensor<4xf64>
// CHECK: %[[LO:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [2, 8, 4] [1, 1, 1]
// CHECK: %[[HI:.*]] = tensor.extract_slice %[[X]][0, 0, 8] [2, 8, 4] [1, 1, 1]
// CHECK: %[[BOTH:.*]] = tensor.concat dim(2) %[[LO]], %[[HI]] : (tensor<2x8x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x8xf32>
// CHECK: %[[T:.*]]:2 = linalg.generic {{.*}} ins(%[[F]], %[[POS]] : tensor<4xf64>, tensor<8xi64>) outs({{.*}} : tensor<8x4xf32>, tensor<8x4xf32>)
// CHECK: %[[R:.*]] = rope.rotate_with_tables %[[BOTH]], %[[T]]#0, %[[T]]#1 layout(half) : tensor<2x8x8xf32>, tensor<8x4xf32>, tensor<8x4xf32> -> tensor<2x8x8xf32>
// CHECK-DAG: %[[R0:.*]] = tensor.extract_slice %[[R]][0, 0, 0] [2, 8, 4]
// CHECK-DAG: %[[K0:.*]] = tensor.extract_slice %[[X]][0, 0, 4] [2, 8, 4]
// CHECK-DAG: %[[R1:.*]] = tensor.extract_slice %[[R]][0, 0, 4] [2, 8, 4]
// CHECK-DAG: %[[K1:.*]] = tensor.extract_slice %[[X]][0, 0, 12] [2, 8, 4]
// CHECK: %[[OUT:.*]] = tensor.concat dim(2) %[[R0]], %[[K0]], %[[R1]], %[[K1]] : {{.*}} -> tensor<2x8x16xf32>
// CHECK: return %[[OUT]]
// LINALG-LABEL: func.func @proportional_half
// LINALG-COUNT-2: linalg.generic
// LINALG-NOT: linalg.generic
// LINALG: tensor.concat dim(2) {{.*}} -> tensor<2x8x16xf32>
func.func @proportional_half(%x: tensor<2x8x16xf32>, %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %f = rope.frequencies #rope.proportional<head_dim = 16, partial_rotary_factor = 0.5> -> tensor<8xf64>
  %r = rope.rotate %x, %pos, %f layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// -----

// Interleaved: the first 2k channels, as a partial rotation.

// CHECK-LABEL: func.func @trailing_zeros_interleaved
// CHECK: %[[F:.*]] = arith.constant dense<[1.000000e+00, 5.000000e-01, 2.500000e-01]> : tensor<3xf64>
// CHECK: linalg.generic {{.*}} ins(%[[F]], %{{.*}} : tensor<3xf64>, tensor<8xi64>)
// CHECK: rope.rotate_with_tables %{{.*}} layout(interleaved) rotary_dim(6) : tensor<2x8x16xf32>, tensor<8x3xf32>, tensor<8x3xf32> -> tensor<2x8x16xf32>
func.func @trailing_zeros_interleaved(%x: tensor<2x8x16xf32>, %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %f = arith.constant dense<[1.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf64>
  %r = rope.rotate %x, %pos, %f layout(interleaved) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// -----

// Q and K with the same frequencies still share one table.

// CHECK-LABEL: func.func @shared
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK-COUNT-2: rope.rotate_with_tables %{{.*}} layout(interleaved) rotary_dim(2)
func.func @shared(%q: tensor<2x8x16xf32>, %k: tensor<1x8x16xf32>, %pos: tensor<8xi64>) -> (tensor<2x8x16xf32>, tensor<1x8x16xf32>) {
  %f = arith.constant dense<[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf64>
  %rq = rope.rotate %q, %pos, %f layout(interleaved) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %rk = rope.rotate %k, %pos, %f layout(interleaved) : tensor<1x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x8x16xf32>
  return %rq, %rk : tensor<2x8x16xf32>, tensor<1x8x16xf32>
}

// -----

// A scale multiplies zero-frequency pairs too (cos = scale): nothing is
// left out. Frequencies that are not constant are not inspected.

// CHECK-LABEL: func.func @scaled
// CHECK: rope.rotate_with_tables %{{.*}} layout(interleaved) : tensor<2x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-LABEL: func.func @not_constant
// CHECK: rope.rotate_with_tables %{{.*}} layout(half) : tensor<2x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>
func.func @scaled(%x: tensor<2x8x16xf32>, %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %f = arith.constant dense<[1.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf64>
  %s = arith.constant 1.5 : f32
  %r = rope.rotate %x, %pos, %f layout(interleaved) scale(%s : f32) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}
func.func @not_constant(%x: tensor<2x8x16xf32>, %pos: tensor<8xi64>, %f: tensor<8xf64>) -> tensor<2x8x16xf32> {
  %r = rope.rotate %x, %pos, %f layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// -----

// Rotations in two loops (as after tiling) sharing constant frequencies with
// zero pairs: each loop body gets its own narrowed constant. One shared
// constant, made in the first loop, did not dominate the second rotation
// (test/Fuzz/generate-rotations.py, seed 1905, program 337).

// CHECK-LABEL: func.func @two_loops
// CHECK: scf.for
// CHECK:   %[[F1:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK:   linalg.generic {{.*}} ins(%[[F1]], %{{.*}} : tensor<2xf64>, tensor<8xi64>)
// CHECK:   rope.rotate_with_tables
// CHECK: scf.for
// CHECK:   %[[F2:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK:   linalg.generic {{.*}} ins(%[[F2]], %{{.*}} : tensor<2xf64>, tensor<8xi64>)
// CHECK:   rope.rotate_with_tables
func.func @two_loops(%x: tensor<4x8x16xf32>, %y: tensor<4x8x16xf32>, %pos: tensor<8xi64>) -> (tensor<4x8x16xf32>, tensor<4x8x16xf32>) {
  %f = arith.constant dense<[1.0, 0.1, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> tensor<4x8x16xf32> {
    %s = tensor.extract_slice %x[%i, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<4x8x16xf32> to tensor<1x8x16xf32>
    %r = rope.rotate %s, %pos, %f layout(half) : tensor<1x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x8x16xf32>
    %u = tensor.insert_slice %r into %acc[%i, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> into tensor<4x8x16xf32>
    scf.yield %u : tensor<4x8x16xf32>
  }
  %b = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %y) -> tensor<4x8x16xf32> {
    %s = tensor.extract_slice %y[%i, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<4x8x16xf32> to tensor<1x8x16xf32>
    %r = rope.rotate %s, %pos, %f layout(half) : tensor<1x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x8x16xf32>
    %u = tensor.insert_slice %r into %acc[%i, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> into tensor<4x8x16xf32>
    scf.yield %u : tensor<4x8x16xf32>
  }
  return %a, %b : tensor<4x8x16xf32>, tensor<4x8x16xf32>
}

// -----

// A rotation of no elements (a dimension of static size 0) is its input,
// whatever its frequencies: no tables, no slices. MLIR 22's verifier rejects a slice at offset 0 of
// an empty dimension, which leaving out the zero pairs made (seed 1905,
// program 319).

// CHECK-LABEL: func.func @empty
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x0x?x16xf32>, %{{[^:]*}}: tensor<2xi64>, %[[Y:[^:]*]]: tensor<0x8xf32>
// CHECK-NOT: rope.rotate
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[X]], %[[Y]]
func.func @empty(%x: tensor<?x0x?x16xf32>, %pos: tensor<2xi64>, %y: tensor<0x8xf32>, %g: tensor<4xf64>) -> (tensor<?x0x?x16xf32>, tensor<0x8xf32>) {
  %f = arith.constant dense<[1.0, 0.1, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<8xf64>
  %r = rope.rotate %x, %pos, %f layout(half) : tensor<?x0x?x16xf32>, tensor<2xi64>, tensor<8xf64> -> tensor<?x0x?x16xf32>
  %none = arith.constant dense<> : tensor<0xi64>
  %s = rope.rotate %y, %none, %g layout(interleaved) : tensor<0x8xf32>, tensor<0xi64>, tensor<4xf64> -> tensor<0x8xf32>
  return %r, %s : tensor<?x0x?x16xf32>, tensor<0x8xf32>
}
