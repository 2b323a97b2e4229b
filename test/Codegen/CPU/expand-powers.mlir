// RUN: rope-opt %s -rope-expand-powers -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-expand-powers -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: rope-opt %s -split-input-file -rope-lower-to-llvm=target-cpu=znver4 | FileCheck %s --check-prefix=LLVM

// torch-mlir's x.pow(2) on a vector with an i64 exponent: one
// multiplication, no powi (LLVM's takes one scalar exponent of int's width).
// CHECK-LABEL: func @square
// CHECK-SAME: (%[[X:.*]]: vector<1x1x8xf32>)
// CHECK: %[[P:.*]] = arith.mulf %[[X]], %[[X]] : vector<1x1x8xf32>
// CHECK-NOT: math.fpowi
// CHECK: return %[[P]]
func.func @square(%x: vector<1x1x8xf32>) -> vector<1x1x8xf32> {
  %c2 = arith.constant dense<2> : vector<1x1x8xi64>
  %p = math.fpowi %x, %c2 : vector<1x1x8xf32>, vector<1x1x8xi64>
  return %p : vector<1x1x8xf32>
}

// -----

// x^-3 on a scalar, the exponent an i32 constant: x * x^2 as compiler-rt
// rounds it, then the reciprocal; fastmath flags carry over.
// CHECK-LABEL: func @negative
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[S:.*]] = arith.mulf %[[X]], %[[X]] fastmath<contract> : f32
// CHECK: %[[C:.*]] = arith.mulf %[[X]], %[[S]] fastmath<contract> : f32
// CHECK: %[[R:.*]] = arith.divf %[[ONE]], %[[C]] fastmath<contract> : f32
// CHECK: return %[[R]]
func.func @negative(%x: f32) -> f32 {
  %c = arith.constant -3 : i32
  %p = math.fpowi %x, %c fastmath<contract> : f32, i32
  return %p : f32
}

// -----

// A broadcast exponent of 0 is 1.
// CANON-LABEL: func @zero
// CANON: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<8xf32>
// CANON: return %[[ONE]]
func.func @zero(%x: vector<8xf32>) -> vector<8xf32> {
  %c = arith.constant 0 : i64
  %b = vector.broadcast %c : i64 to vector<8xi64>
  %p = math.fpowi %x, %b : vector<8xf32>, vector<8xi64>
  return %p : vector<8xf32>
}

// -----

// An exponent known at run time: squaring until every lane's magnitude is
// shifted out, then the reciprocal where it is negative.
// CHECK-LABEL: func @runtime
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xf32>, %[[N:[^:]*]]: vector<8xi64>)
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[N]]
// CHECK: %[[MAG:.*]] = arith.select %[[NEG]]
// CHECK: %[[W:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[X]], %{{.*}} = %[[MAG]])
// CHECK: vector.reduction <or>
// CHECK: scf.condition
// CHECK: arith.andi
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: arith.mulf
// CHECK: arith.shrui
// CHECK: scf.yield
// CHECK: %[[INV:.*]] = arith.divf %{{.*}}, %[[W]]#0
// CHECK: arith.select %{{.*}}, %[[INV]], %[[W]]#0
// CHECK-NOT: math.fpowi
func.func @runtime(%x: vector<8xf32>, %n: vector<8xi64>) -> vector<8xf32> {
  %p = math.fpowi %x, %n : vector<8xf32>, vector<8xi64>
  return %p : vector<8xf32>
}

// -----

// Integer powers: multiplications for a constant exponent; a negative one
// is 1 for a base of 1, +-1 for -1, else 0.
// CHECK-LABEL: func @integer
// CHECK-SAME: (%[[X:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: i64
// CHECK: %[[S:.*]] = arith.muli %[[X]], %[[X]] : vector<4xi32>
// CHECK: arith.muli %[[X]], %[[S]] : vector<4xi32>
// CHECK: scf.while
// CHECK: arith.cmpi eq, %[[Y]]
// CHECK-NOT: math.ipowi
// CHECK: return
func.func @integer(%x: vector<4xi32>, %y: i64, %n: i64) -> (vector<4xi32>, i64) {
  %c3 = arith.constant dense<3> : vector<4xi32>
  %a = math.ipowi %x, %c3 : vector<4xi32>
  %b = math.ipowi %y, %n : i64
  return %a, %b : vector<4xi32>, i64
}

// -----

// powf by 2.0 is x * x; by 0.5 it stays a pow.
// CHECK-LABEL: func @powf
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK: %[[S:.*]] = arith.mulf %[[X]], %[[X]] : vector<8xf32>
// CHECK: %[[H:.*]] = math.powf %[[X]], %{{.*}} : vector<8xf32>
// CHECK: return %[[S]], %[[H]]
func.func @powf(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %two = arith.constant dense<2.0> : vector<8xf32>
  %half = arith.constant dense<0.5> : vector<8xf32>
  %a = math.powf %x, %two : vector<8xf32>
  %b = math.powf %x, %half : vector<8xf32>
  return %a, %b : vector<8xf32>, vector<8xf32>
}

// -----

// RMSNorm as torch-mlir exports it (x.pow(2).mean(-1), rsqrt, weight):
// through rope-lower-to-llvm, vectorized, with no powi left.
// LLVM-LABEL: llvm.func @rms_norm
// LLVM-NOT: llvm.intr.powi
// LLVM: llvm.fmul {{.*}} : vector<16xf32>
// LLVM-NOT: llvm.intr.powi
// LLVM: llvm.return
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#weight = affine_map<(d0, d1, d2) -> (d2)>
func.func @rms_norm(%x: tensor<2x7x64xf32>, %w: tensor<64xf32>) -> tensor<2x7x64xf32> {
  %c2 = arith.constant 2 : i64
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %e = tensor.empty() : tensor<2x7x64xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x7x64xf32>) outs(%e : tensor<2x7x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %c2 : f32, i64
    linalg.yield %p : f32
  } -> tensor<2x7x64xf32>
  %e2 = tensor.empty() : tensor<2x7xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x7xf32>) -> tensor<2x7xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sq : tensor<2x7x64xf32>) outs(%z : tensor<2x7xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<2x7xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #weight, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<2x7x64xf32>, tensor<2x7xf32>, tensor<64xf32>) outs(%e : tensor<2x7x64xf32>) {
  ^bb0(%in: f32, %s: f32, %wi: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %a = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %a : f32
    %y = arith.mulf %in, %rs : f32
    %o = arith.mulf %y, %wi : f32
    linalg.yield %o : f32
  } -> tensor<2x7x64xf32>
  return %r : tensor<2x7x64xf32>
}
