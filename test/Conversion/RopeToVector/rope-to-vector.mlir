// RUN: rope-opt %s -rope-to-vector -split-input-file | FileCheck %s

// Half layout: one forall iteration per (head, position) row; the row is
// read as one vector, its halves are the pairs' members, x0 c - x1 s and
// x1 c + x0 s are put back in place and written once.
// CHECK-LABEL: func @half
// CHECK-SAME: (%[[Q:[a-z0-9]+]]: tensor<2x7x8xf32>, %[[C:[a-z0-9]+]]: tensor<7x4xf32>, %[[S:[a-z0-9]+]]: tensor<7x4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x7x8xf32>
// CHECK: %[[R:.*]] = scf.forall (%[[H:.*]], %[[P:.*]]) in (2, 7) shared_outs(%[[O:.*]] = %[[E]]) -> (tensor<2x7x8xf32>)
// CHECK: %[[X:.*]] = vector.transfer_read %[[Q]][%[[H]], %[[P]], %[[C0:.*]]], %{{.*}} {in_bounds = [true]} : tensor<2x7x8xf32>, vector<8xf32>
// CHECK: %[[COS:.*]] = vector.transfer_read %[[C]][%[[P]], %[[C0]]], %{{.*}} {in_bounds = [true]} : tensor<7x4xf32>, vector<4xf32>
// CHECK: %[[SIN:.*]] = vector.transfer_read %[[S]][%[[P]], %[[C0]]], %{{.*}} {in_bounds = [true]} : tensor<7x4xf32>, vector<4xf32>
// CHECK: %[[X0:.*]] = vector.extract_strided_slice %[[X]] {offsets = [0], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK: %[[X1:.*]] = vector.extract_strided_slice %[[X]] {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-DAG: %[[X0C:.*]] = arith.mulf %[[X0]], %[[COS]] : vector<4xf32>
// CHECK-DAG: %[[X1C:.*]] = arith.mulf %[[X1]], %[[COS]] : vector<4xf32>
// CHECK-DAG: %[[X0S:.*]] = arith.mulf %[[X0]], %[[SIN]] : vector<4xf32>
// CHECK-DAG: %[[X1S:.*]] = arith.mulf %[[X1]], %[[SIN]] : vector<4xf32>
// CHECK: %[[Y0:.*]] = arith.subf %[[X0C]], %[[X1S]] : vector<4xf32>
// CHECK: %[[Y1:.*]] = arith.addf %[[X1C]], %[[X0S]] : vector<4xf32>
// CHECK: %[[W0:.*]] = vector.insert_strided_slice %[[Y0]], %[[X]] {offsets = [0], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK: %[[W1:.*]] = vector.insert_strided_slice %[[Y1]], %[[W0]] {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[O]][%[[H]], %[[P]], 0] [1, 1, 8] [1, 1, 1]
// CHECK: %[[WR:.*]] = vector.transfer_write %[[W1]], %[[SLICE]]{{.*}} {in_bounds = [true]} : vector<8xf32>, tensor<1x1x8xf32>
// CHECK: scf.forall.in_parallel
// CHECK: tensor.parallel_insert_slice %[[WR]] into %[[O]][%[[H]], %[[P]], 0] [1, 1, 8] [1, 1, 1]
// CHECK: return %[[R]]
func.func @half(%q: tensor<2x7x8xf32>, %c: tensor<7x4xf32>, %s: tensor<7x4xf32>) -> tensor<2x7x8xf32> {
  %r = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<2x7x8xf32>, tensor<7x4xf32>, tensor<7x4xf32> -> tensor<2x7x8xf32>
  return %r : tensor<2x7x8xf32>
}

// -----

// Interleaved pairs are split and joined with shuffles (deinterleave and
// interleave), never gathers; the inverse negates sin; bf16 is computed in
// f32 and rounded once.
// CHECK-LABEL: func @interleaved_inverse_bf16
// CHECK: vector.transfer_read {{.*}} : tensor<7x8xbf16>, vector<8xbf16>
// CHECK: %[[X:.*]] = arith.extf %{{.*}} : vector<8xbf16> to vector<8xf32>
// CHECK: %[[A:.*]], %[[B:.*]] = vector.deinterleave %[[X]] : vector<8xf32> -> vector<4xf32>
// CHECK-DAG: %[[AC:.*]] = arith.mulf %[[A]], %[[COS:.*]] : vector<4xf32>
// CHECK-DAG: %[[BC:.*]] = arith.mulf %[[B]], %[[COS]] : vector<4xf32>
// CHECK-DAG: %[[AS:.*]] = arith.mulf %[[A]], %[[SIN:.*]] : vector<4xf32>
// CHECK-DAG: %[[BS:.*]] = arith.mulf %[[B]], %[[SIN]] : vector<4xf32>
// CHECK: %[[Y0:.*]] = arith.addf %[[AC]], %[[BS]] : vector<4xf32>
// CHECK: %[[Y1:.*]] = arith.subf %[[BC]], %[[AS]] : vector<4xf32>
// CHECK: %[[Y:.*]] = vector.interleave %[[Y0]], %[[Y1]] : vector<4xf32> -> vector<8xf32>
// CHECK: arith.truncf %[[Y]] : vector<8xf32> to vector<8xbf16>
// CHECK-NOT: vector.gather
// CHECK-NOT: vector.scatter
func.func @interleaved_inverse_bf16(%q: tensor<7x8xbf16>, %c: tensor<7x4xf32>, %s: tensor<7x4xf32>) -> tensor<7x8xbf16> {
  %r = rope.rotate_with_tables %q, %c, %s layout(interleaved) inverse : tensor<7x8xbf16>, tensor<7x4xf32>, tensor<7x4xf32> -> tensor<7x8xbf16>
  return %r : tensor<7x8xbf16>
}

// -----

// Partial rotary: the first rotary_dim channels are rotated, the rest of the
// row is written back as read. [batch, seq] tables are indexed by the batch
// and sequence rows; dynamic leading sizes bound the forall.
// CHECK-LABEL: func @partial_batched_dynamic
// CHECK-SAME: (%[[Q:[a-z0-9]+]]: tensor<?x3x?x72xf16>, %[[C:[a-z0-9]+]]: tensor<?x?x20xf32>
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[Q]], %c0
// CHECK-DAG: %[[D2:.*]] = tensor.dim %[[Q]], %c2
// CHECK: scf.forall (%[[B:.*]], %[[H:.*]], %[[P:.*]]) in (%[[D0]], 3, %[[D2]])
// CHECK: %[[X16:.*]] = vector.transfer_read %[[Q]][%[[B]], %[[H]], %[[P]], %{{.*}}]{{.*}}vector<72xf16>
// CHECK: %[[X:.*]] = arith.extf %[[X16]] : vector<72xf16> to vector<72xf32>
// CHECK: vector.transfer_read %[[C]][%[[B]], %[[P]], %{{.*}}]{{.*}} : tensor<?x?x20xf32>, vector<20xf32>
// CHECK: %[[ROT:.*]] = vector.extract_strided_slice %[[X]] {offsets = [0], sizes = [40], strides = [1]} : vector<72xf32> to vector<40xf32>
// CHECK: vector.extract_strided_slice %[[ROT]] {offsets = [0], sizes = [20], strides = [1]}
// CHECK: vector.extract_strided_slice %[[ROT]] {offsets = [20], sizes = [20], strides = [1]}
// CHECK: %[[NEW:.*]] = vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [20], strides = [1]} : vector<20xf32> into vector<40xf32>
// CHECK: %[[ROW:.*]] = vector.insert_strided_slice %[[NEW]], %[[X]] {offsets = [0], strides = [1]} : vector<40xf32> into vector<72xf32>
// CHECK: arith.truncf %[[ROW]] : vector<72xf32> to vector<72xf16>
func.func @partial_batched_dynamic(%q: tensor<?x3x?x72xf16>, %c: tensor<?x?x20xf32>, %s: tensor<?x?x20xf32>) -> tensor<?x3x?x72xf16> {
  %r = rope.rotate_with_tables %q, %c, %s layout(half) rotary_dim(40) : tensor<?x3x?x72xf16>, tensor<?x?x20xf32>, tensor<?x?x20xf32> -> tensor<?x3x?x72xf16>
  return %r : tensor<?x3x?x72xf16>
}

// -----

// f64 computes in f64; a head wider than 1024 channels is left alone.
// CHECK-LABEL: func @f64_and_wide
// CHECK: vector.transfer_read {{.*}} : tensor<3x8xf64>, vector<8xf64>
// CHECK-NOT: arith.extf
// CHECK: scf.forall.in_parallel
// CHECK: rope.rotate_with_tables {{.*}} : tensor<3x2048xf32>
func.func @f64_and_wide(%q: tensor<3x8xf64>, %c: tensor<3x4xf64>, %s: tensor<3x4xf64>,
                        %w: tensor<3x2048xf32>, %wc: tensor<3x1024xf32>, %ws: tensor<3x1024xf32>) -> (tensor<3x8xf64>, tensor<3x2048xf32>) {
  %r = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<3x8xf64>, tensor<3x4xf64>, tensor<3x4xf64> -> tensor<3x8xf64>
  %v = rope.rotate_with_tables %w, %wc, %ws layout(half) : tensor<3x2048xf32>, tensor<3x1024xf32>, tensor<3x1024xf32> -> tensor<3x2048xf32>
  return %r, %v : tensor<3x8xf64>, tensor<3x2048xf32>
}
