// RUN: rope-opt %s --rope-lower-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s

// The seed example (rope_mlir.reference.seed_qk), run through compiled code:
// d = 8, base 10000, interleaved layout. q and k below are INPUT data, the
// 8 + 8 draws of Python's random.gauss(0, 1) after random.seed(1):
//
//   import random
//   random.seed(1)
//   q = [random.gauss(0, 1) for _ in range(8)]
//   k = [random.gauss(0, 1) for _ in range(8)]
//
// (the same as rope_mlir.reference.seed_qk()), written with repr(): the
// f64 constants hold them exactly, and the rotation runs in f64. The
// expected scores <R_m q, R_n k> come from the issue, independently of this
// code: 2.019727 for (m, n) = (10, 4),
// (110, 104), (5010, 5004) (they depend only on m - n), 1.799205 for
// (10, 3), and 1.943698 for <q, k> without rotation.
//
// Printing: vector.print of a float uses printf("%g"), 6 significant digits
// (2.01973), too few for these values, so @print_fixed prints a value with a
// fixed number of decimals.

// Prints |v| rounded to `decimals` decimals (sign first), then a newline.
func.func @print_fixed(%v: f64, %decimals: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %zero = arith.constant 0.0 : f64
  %negative = arith.cmpf olt, %v, %zero : f64
  scf.if %negative {
    vector.print str "-"
  }
  %abs = math.absf %v : f64
  %pow = scf.for %i = %c0 to %decimals step %c1 iter_args(%acc = %one) -> (i64) {
    %next = arith.muli %acc, %ten : i64
    scf.yield %next : i64
  }
  %powf = arith.sitofp %pow : i64 to f64
  %scaled = arith.mulf %abs, %powf : f64
  %rounded = math.roundeven %scaled : f64
  %n = arith.fptosi %rounded : f64 to i64
  %int = arith.divsi %n, %pow : i64
  %frac = arith.remsi %n, %pow : i64
  vector.print %int : i64 punctuation <no_punctuation>
  vector.print str "."
  %unused = scf.for %j = %c0 to %decimals step %c1 iter_args(%div = %pow) -> (i64) {
    %d = arith.divsi %div, %ten : i64
    %q = arith.divsi %frac, %d : i64
    %digit = arith.remsi %q, %ten : i64
    vector.print %digit : i64 punctuation <no_punctuation>
    scf.yield %d : i64
  }
  vector.print str "\n"
  return
}

// Row-wise dot products of two [S, D] f64 tensors.
func.func @row_dots(%a: tensor<?x?xf64>, %b: tensor<?x?xf64>) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %rows = tensor.dim %a, %c0 : tensor<?x?xf64>
  %zero = arith.constant 0.0 : f64
  %empty = tensor.empty(%rows) : tensor<?xf64>
  %init = linalg.fill ins(%zero : f64) outs(%empty : tensor<?xf64>) -> tensor<?xf64>
  %dots = linalg.generic {
      indexing_maps = [affine_map<(s, d) -> (s, d)>, affine_map<(s, d) -> (s, d)>,
                       affine_map<(s, d) -> (s)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf64>, tensor<?x?xf64>) outs(%init : tensor<?xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %dots : tensor<?xf64>
}

func.func @seed_q() -> tensor<1x8xf64> {
  %q = arith.constant dense<[[1.2881847531554629, 1.449445608699771, 0.06633580893826191,
      -0.7645436509716318, -1.0921732151041414, 0.03133451683171687,
      -1.022103170010873, -1.4368294451025299]]> : tensor<1x8xf64>
  return %q : tensor<1x8xf64>
}

func.func @seed_k() -> tensor<1x8xf64> {
  %k = arith.constant dense<[[0.19931197648375384, 0.13337460465860485, 0.5464683003382316,
      -0.9139709437353126, 0.005005283626572444, -0.06474176037268789,
      -1.5058290012607418, 0.5379971786610338]]> : tensor<1x8xf64>
  return %k : tensor<1x8xf64>
}

// <R_m q, R_n k> with the positions given as start offsets (index).
func.func @score_offsets(%m: index, %n: index) -> f64 {
  %q = func.call @seed_q() : () -> tensor<1x8xf64>
  %k = func.call @seed_k() : () -> tensor<1x8xf64>
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %m, %f layout(interleaved)
      : tensor<1x8xf64>, index, tensor<4xf64> -> tensor<1x8xf64>
  %kr = rope.rotate %k, %n, %f layout(interleaved)
      : tensor<1x8xf64>, index, tensor<4xf64> -> tensor<1x8xf64>
  %qd = tensor.cast %qr : tensor<1x8xf64> to tensor<?x?xf64>
  %kd = tensor.cast %kr : tensor<1x8xf64> to tensor<?x?xf64>
  %dots = func.call @row_dots(%qd, %kd) : (tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?xf64>
  %c0 = arith.constant 0 : index
  %score = tensor.extract %dots[%c0] : tensor<?xf64>
  return %score : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c104 = arith.constant 104 : index
  %c110 = arith.constant 110 : index
  %c5004 = arith.constant 5004 : index
  %c5010 = arith.constant 5010 : index

  // Offsets (KV-cache form), one rotation per vector.
  // CHECK: offsets
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^1\.799205$}}
  // CHECK-NEXT: {{^1\.943698$}}
  vector.print str "offsets\n"
  %s0 = func.call @score_offsets(%c10, %c4) : (index, index) -> f64
  func.call @print_fixed(%s0, %c6) : (f64, index) -> ()
  %s1 = func.call @score_offsets(%c110, %c104) : (index, index) -> f64
  func.call @print_fixed(%s1, %c6) : (f64, index) -> ()
  %s2 = func.call @score_offsets(%c5010, %c5004) : (index, index) -> f64
  func.call @print_fixed(%s2, %c6) : (f64, index) -> ()
  %s3 = func.call @score_offsets(%c10, %c3) : (index, index) -> f64
  func.call @print_fixed(%s3, %c6) : (f64, index) -> ()
  // Position 0 is no rotation.
  %s4 = func.call @score_offsets(%c0, %c0) : (index, index) -> f64
  func.call @print_fixed(%s4, %c6) : (f64, index) -> ()

  // Position tensors: q and k repeated over a sequence of 5, every row at
  // its own position, all rotated by one rope.rotate each.
  // CHECK: positions
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^2\.019727$}}
  // CHECK-NEXT: {{^1\.799205$}}
  // CHECK-NEXT: {{^1\.943698$}}
  vector.print str "positions\n"
  %q1 = func.call @seed_q() : () -> tensor<1x8xf64>
  %k1 = func.call @seed_k() : () -> tensor<1x8xf64>
  %qs = tensor.concat dim(0) %q1, %q1, %q1, %q1, %q1
      : (tensor<1x8xf64>, tensor<1x8xf64>, tensor<1x8xf64>, tensor<1x8xf64>,
         tensor<1x8xf64>) -> tensor<5x8xf64>
  %ks = tensor.concat dim(0) %k1, %k1, %k1, %k1, %k1
      : (tensor<1x8xf64>, tensor<1x8xf64>, tensor<1x8xf64>, tensor<1x8xf64>,
         tensor<1x8xf64>) -> tensor<5x8xf64>
  %pm = arith.constant dense<[10, 110, 5010, 10, 0]> : tensor<5xi64>
  %pn = arith.constant dense<[4, 104, 5004, 3, 0]> : tensor<5xi64>
  %f = rope.frequencies #rope.default<rotary_dim = 8, base = 1.000000e+04> -> tensor<4xf64>
  %qr = rope.rotate %qs, %pm, %f layout(interleaved)
      : tensor<5x8xf64>, tensor<5xi64>, tensor<4xf64> -> tensor<5x8xf64>
  %kr = rope.rotate %ks, %pn, %f layout(interleaved)
      : tensor<5x8xf64>, tensor<5xi64>, tensor<4xf64> -> tensor<5x8xf64>
  %qd = tensor.cast %qr : tensor<5x8xf64> to tensor<?x?xf64>
  %kd = tensor.cast %kr : tensor<5x8xf64> to tensor<?x?xf64>
  %dots = func.call @row_dots(%qd, %kd) : (tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?xf64>
  scf.for %i = %c0 to %c5 step %c1 {
    %d = tensor.extract %dots[%i] : tensor<?xf64>
    func.call @print_fixed(%d, %c6) : (f64, index) -> ()
  }

  // Unrotated <q, k>, no rope op at all.
  // CHECK: unrotated
  // CHECK-NEXT: {{^1\.943698$}}
  vector.print str "unrotated\n"
  %qc = tensor.cast %q1 : tensor<1x8xf64> to tensor<?x?xf64>
  %kc = tensor.cast %k1 : tensor<1x8xf64> to tensor<?x?xf64>
  %plain = func.call @row_dots(%qc, %kc) : (tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?xf64>
  %p0 = tensor.extract %plain[%c0] : tensor<?xf64>
  func.call @print_fixed(%p0, %c6) : (f64, index) -> ()

  // One pair, explicit frequency 0.5, q = k = (1, 0) at positions 5 and 8:
  // <R_5 q, R_8 k> = cos(0.5 * (5 - 8)) = cos(1.5) = 0.0707372 (7 decimals).
  // CHECK: single pair
  // CHECK-NEXT: {{^0\.0707372$}}
  vector.print str "single pair\n"
  %e = arith.constant dense<[[1.0, 0.0]]> : tensor<1x2xf64>
  %f05 = rope.frequencies #rope.explicit<[5.000000e-01]> -> tensor<1xf64>
  %er = rope.rotate %e, %c5, %f05 layout(interleaved)
      : tensor<1x2xf64>, index, tensor<1xf64> -> tensor<1x2xf64>
  %p8 = arith.constant dense<[8]> : tensor<1xi64>
  %es = rope.rotate %e, %p8, %f05 layout(interleaved)
      : tensor<1x2xf64>, tensor<1xi64>, tensor<1xf64> -> tensor<1x2xf64>
  %erd = tensor.cast %er : tensor<1x2xf64> to tensor<?x?xf64>
  %esd = tensor.cast %es : tensor<1x2xf64> to tensor<?x?xf64>
  %pair = func.call @row_dots(%erd, %esd) : (tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?xf64>
  %pd = tensor.extract %pair[%c0] : tensor<?xf64>
  func.call @print_fixed(%pd, %c7) : (f64, index) -> ()
  // CHECK: done
  vector.print str "done\n"
  return
}
