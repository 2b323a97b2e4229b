// RUN: rope-opt %s -rope-to-vector=position-block=16 -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-to-vector -split-input-file | FileCheck %s --check-prefix=ROWS

// Shared tables: blocks of 16 positions outermost, then the batch and heads
// that share each block's cos/sin rows, the block's positions innermost;
// the position is block * 16 + i, for the row and for the tables.
// CHECK-LABEL: func @shared
// CHECK-SAME: (%[[Q:[a-z0-9]+]]: tensor<2x4x64x8xf32>, %[[C:[a-z0-9]+]]: tensor<64x4xf32>
// CHECK: scf.forall (%[[BLK:.*]], %[[B:.*]], %[[H:.*]], %[[I:.*]]) in (4, 2, 4, 16)
// CHECK: %[[START:.*]] = arith.muli %[[BLK]], %c16
// CHECK: %[[P:.*]] = arith.addi %[[START]], %[[I]]
// CHECK: vector.transfer_read %[[Q]][%[[B]], %[[H]], %[[P]], %{{.*}}]
// CHECK: vector.transfer_read %[[C]][%[[P]], %{{.*}}]
// CHECK: tensor.parallel_insert_slice %{{.*}}[%[[B]], %[[H]], %[[P]], 0] [1, 1, 1, 8]
// ROWS-LABEL: func @shared
// ROWS: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (2, 4, 64)
func.func @shared(%q: tensor<2x4x64x8xf32>, %c: tensor<64x4xf32>, %s: tensor<64x4xf32>) -> tensor<2x4x64x8xf32> {
  %r = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<2x4x64x8xf32>, tensor<64x4xf32>, tensor<64x4xf32> -> tensor<2x4x64x8xf32>
  return %r : tensor<2x4x64x8xf32>
}

// -----

// Batched tables (a table per batch): the batch stays outermost, the heads
// share the block.
// CHECK-LABEL: func @batched
// CHECK: scf.forall (%[[B:.*]], %[[BLK:.*]], %[[H:.*]], %[[I:.*]]) in (2, 4, 4, 16)
// CHECK: %[[START:.*]] = arith.muli %[[BLK]], %c16
// CHECK: %[[P:.*]] = arith.addi %[[START]], %[[I]]
// CHECK: vector.transfer_read %{{.*}}[%[[B]], %[[H]], %[[P]], %{{.*}}]
// CHECK: vector.transfer_read %{{.*}}[%[[B]], %[[P]], %{{.*}}]
func.func @batched(%q: tensor<2x4x64x8xbf16>, %c: tensor<2x64x4xf32>, %s: tensor<2x64x4xf32>) -> tensor<2x4x64x8xbf16> {
  %r = rope.rotate_with_tables %q, %c, %s layout(interleaved) : tensor<2x4x64x8xbf16>, tensor<2x64x4xf32>, tensor<2x64x4xf32> -> tensor<2x4x64x8xbf16>
  return %r : tensor<2x4x64x8xbf16>
}

// -----

// The rows in order: positions the block does not divide (40), a single
// block (16), no rows sharing the tables ([64, 8]; batched tables over
// [2, 64, 8]), dynamic positions.
// CHECK-LABEL: func @rows
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 40)
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, 16)
// CHECK: scf.forall (%{{.*}}) in (64)
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 64)
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, %{{.*}})
func.func @rows(%a: tensor<4x40x8xf32>, %ca: tensor<40x4xf32>,
                %b: tensor<4x16x8xf32>, %cb: tensor<16x4xf32>,
                %c: tensor<64x8xf32>, %cc: tensor<64x4xf32>,
                %d: tensor<2x64x8xf32>, %cd: tensor<2x64x4xf32>,
                %e: tensor<4x?x8xf32>, %ce: tensor<?x4xf32>)
    -> (tensor<4x40x8xf32>, tensor<4x16x8xf32>, tensor<64x8xf32>, tensor<2x64x8xf32>, tensor<4x?x8xf32>) {
  %ra = rope.rotate_with_tables %a, %ca, %ca layout(half) : tensor<4x40x8xf32>, tensor<40x4xf32>, tensor<40x4xf32> -> tensor<4x40x8xf32>
  %rb = rope.rotate_with_tables %b, %cb, %cb layout(half) : tensor<4x16x8xf32>, tensor<16x4xf32>, tensor<16x4xf32> -> tensor<4x16x8xf32>
  %rc = rope.rotate_with_tables %c, %cc, %cc layout(half) : tensor<64x8xf32>, tensor<64x4xf32>, tensor<64x4xf32> -> tensor<64x8xf32>
  %rd = rope.rotate_with_tables %d, %cd, %cd layout(half) : tensor<2x64x8xf32>, tensor<2x64x4xf32>, tensor<2x64x4xf32> -> tensor<2x64x8xf32>
  %re = rope.rotate_with_tables %e, %ce, %ce layout(half) : tensor<4x?x8xf32>, tensor<?x4xf32>, tensor<?x4xf32> -> tensor<4x?x8xf32>
  return %ra, %rb, %rc, %rd, %re : tensor<4x40x8xf32>, tensor<4x16x8xf32>, tensor<64x8xf32>, tensor<2x64x8xf32>, tensor<4x?x8xf32>
}
