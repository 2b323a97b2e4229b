// RUN: rope-opt %s --rope-vectorize-elementwise=vector-bits=512 -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-vectorize-elementwise=vector-bits=256 -split-input-file | FileCheck %s --check-prefix=AVX2

// A plain row reduction (one float op of the element and the accumulator)
// whose rows come in a multiple of the lanes (16 f32 in 512 bits) and are at
// most four registers long reduces in blocks of 16 rows: each row's four
// chunks combine lane by lane, then 15 pairs of registers combine their
// shuffled halves (30 shuffles), rows in order, into one register of the
// block's 16 results, which then combines with the accumulator.
// CHECK-LABEL: func @row_max
// CHECK: scf.forall (%[[I:.*]]) = (0) to (32) step (16)
// CHECK: %[[ROWS:.*]] = vector.transfer_read %{{.*}} : tensor<16x64xf32>, vector<16x64xf32>
// CHECK: %[[ACC:.*]] = vector.transfer_read %{{.*}} : tensor<16xf32>, vector<16xf32>
// CHECK: %[[ROW0:.*]] = vector.extract %[[ROWS]][0] : vector<64xf32> from vector<16x64xf32>
// CHECK: %[[C0:.*]] = vector.extract_strided_slice %[[ROW0]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK: %[[C1:.*]] = vector.extract_strided_slice %[[ROW0]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK: arith.maxnumf %[[C0]], %[[C1]] : vector<16xf32>
// First stage: rows 0 and 1, each register's low and high halves.
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23] : vector<16xf32>, vector<16xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>, vector<16xf32>
// CHECK-COUNT-26: vector.shuffle
// Last stage: lanes of one row each, even against odd.
// CHECK: %[[LOW:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
// CHECK: %[[HIGH:.*]] = vector.shuffle %{{.*}}, %{{.*}} [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]
// CHECK-NOT: vector.shuffle
// CHECK: %[[ALL:.*]] = arith.maxnumf %[[LOW]], %[[HIGH]] : vector<16xf32>
// CHECK: %[[RESULT:.*]] = arith.maxnumf %[[ALL]], %[[ACC]] : vector<16xf32>
// CHECK: vector.transfer_write %[[RESULT]]
// CHECK-NOT: vector.multi_reduction
// With 256-bit registers, rows of 64 are eight registers: one at a time.
// AVX2-LABEL: func @row_max
// AVX2-NOT: vector.shuffle
// AVX2: vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} [1] : vector<1x64xf32> to vector<1xf32>
// AVX2: return
func.func @row_max(%a: tensor<32x64xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<32x64xf32>) outs(%init : tensor<32xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maxnumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// -----

// Sums reduce in blocks too, the accumulator as the second operand here;
// with 256-bit registers in blocks of 8 rows (14 shuffles), each row's four
// chunks of 8 lanes combined first.
// CHECK-LABEL: func @row_sum
// CHECK: scf.forall (%{{.*}}) = (0) to (16) step (16)
// CHECK-COUNT-30: vector.shuffle
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NOT: vector.multi_reduction
// AVX2-LABEL: func @row_sum
// AVX2: scf.forall (%{{.*}}) = (0) to (16) step (8)
// AVX2: vector.transfer_read %{{.*}} : tensor<8x32xf32>, vector<8x32xf32>
// AVX2-COUNT-14: vector.shuffle
// AVX2-NOT: vector.shuffle
// AVX2-NOT: vector.multi_reduction
// AVX2: return
func.func @row_sum(%a: tensor<16x32xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Rows one at a time: 20 rows (not a multiple of 16), rows of 256 (16
// registers), and a reduction that computes more than one op (a sum of
// squares).
// CHECK-LABEL: func @one_at_a_time
// CHECK-NOT: vector.shuffle
// CHECK: vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} [1] : vector<1x64xf32> to vector<1xf32>
// CHECK-NOT: vector.shuffle
// CHECK: vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} [1] : vector<1x256xf32> to vector<1xf32>
// CHECK-NOT: vector.shuffle
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x64xf32> to vector<1xf32>
// CHECK-NOT: vector.shuffle
// CHECK: return
func.func @one_at_a_time(%a: tensor<20x64xf32>, %b: tensor<32x256xf32>,
                         %c: tensor<32x64xf32>, %i20: tensor<20xf32>,
                         %i32: tensor<32xf32>)
    -> (tensor<20xf32>, tensor<32xf32>, tensor<32xf32>) {
  %r0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                        iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<20x64xf32>) outs(%i20 : tensor<20xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maxnumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<20xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                        iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<32x256xf32>) outs(%i32 : tensor<32xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maxnumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                        iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<32x64xf32>) outs(%i32 : tensor<32xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %r0, %r1, %r2 : tensor<20xf32>, tensor<32xf32>, tensor<32xf32>
}
