// RUN: rope-opt %s -rope-prefetch-rows=nontemporal-bytes=4194304 -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-prefetch-rows=nontemporal-bytes=0 -split-input-file | FileCheck %s --check-prefix=OFF

// Rows a forall writes once into a 4 MiB memref (4 x 2048 x 128 f32): at
// run time, a row that starts on a 64-byte boundary is stored
// non-temporally, as integer bits through its address (address = aligned pointer + (offset + h * 262144 + p * 128)
// * 4); any other row is written as before, after its write prefetches. The
// read row is prefetched as without the option, and a fence follows the
// loop.
// CHECK-LABEL: func @rows
// CHECK-SAME: (%[[X:[a-z0-9]+]]: memref<4x2048x128xf32>, %[[O:[a-z0-9]+]]: memref<4x2048x128xf32>)
// CHECK: scf.forall (%[[H:.*]], %[[P:.*]]) in (4, 2048)
// CHECK: memref.prefetch %[[X]]{{.*}}, read
// CHECK: %[[ROW:.*]] = vector.transfer_read %[[X]]
// CHECK: %{{.*}}, %[[OFFSET:.*]], %{{.*}}:3, %[[STRIDES:.*]]:3 = memref.extract_strided_metadata %[[O]]
// CHECK: %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[O]]
// CHECK: %[[L0:.*]] = arith.muli %[[H]], %[[STRIDES]]#0
// CHECK: %[[L1:.*]] = arith.addi %[[OFFSET]], %[[L0]]
// CHECK: %[[L2:.*]] = arith.muli %[[P]], %[[STRIDES]]#1
// CHECK: %[[L3:.*]] = arith.addi %[[L1]], %[[L2]]
// CHECK: %[[L4:.*]] = arith.muli %c0{{.*}}, %[[STRIDES]]#2
// CHECK: %[[L5:.*]] = arith.addi %[[L3]], %[[L4]]
// CHECK: %[[BYTES:.*]] = arith.muli %[[L5]], %c4
// CHECK: %[[ADDR:.*]] = arith.addi %[[PTR]], %[[BYTES]]
// CHECK: %[[MIS:.*]] = arith.andi %[[ADDR]], %c63
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[MIS]], %c0
// CHECK: scf.if %[[ALIGNED]] {
// CHECK-NEXT: %[[BITS:.*]] = vector.bitcast %[[ROW]] : vector<128xf32> to vector<128xi32>
// CHECK-NEXT: %[[I64:.*]] = arith.index_cast %[[ADDR]] : index to i64
// CHECK-NEXT: %[[PTR2:.*]] = llvm.inttoptr %[[I64]] : i64 to !llvm.ptr
// CHECK-NEXT: llvm.store %[[BITS]], %[[PTR2]] {alignment = 64 : i64, nontemporal} : vector<128xi32>, !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-COUNT-8: memref.prefetch %[[O]]{{.*}}, write
// CHECK-NEXT: vector.transfer_write %[[ROW]], %[[O]][%[[H]], %[[P]], %c0{{.*}}] {in_bounds = [true]} : vector<128xf32>, memref<4x2048x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: llvm.fence seq_cst
// CHECK-NEXT: return
// OFF-LABEL: func @rows
// OFF-NOT: scf.if
// OFF-NOT: nontemporal
// OFF-NOT: llvm.fence
func.func @rows(%x: memref<4x2048x128xf32>, %o: memref<4x2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (4, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<4x2048x128xf32>, vector<128xf32>
    vector.transfer_write %row, %o[%h, %p, %c0] {in_bounds = [true]} : vector<128xf32>, memref<4x2048x128xf32>
  }
  return
}

// -----

// Under the threshold (2 MiB of a 4 MiB minimum): written through the cache
// as before, no fence.
// CHECK-LABEL: func @small
// CHECK-NOT: scf.if
// CHECK-NOT: nontemporal
// CHECK: memref.prefetch {{.*}}, write
// CHECK: vector.transfer_write
// CHECK-NOT: llvm.fence
func.func @small(%x: memref<2x2048x128xf32>, %o: memref<2x2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (2, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<2x2048x128xf32>, vector<128xf32>
    vector.transfer_write %row, %o[%h, %p, %c0] {in_bounds = [true]} : vector<128xf32>, memref<2x2048x128xf32>
  }
  return
}

// -----

// A dynamic number of rows: the size joins the condition at run time
// (rows * 128 * 2 bytes >= 4 MiB).
// CHECK-LABEL: func @dynamic
// CHECK: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq
// CHECK: %[[E0:.*]] = arith.muli %c1{{.*}}, %[[SIZES]]#0
// CHECK: %[[E1:.*]] = arith.muli %[[E0]], %[[SIZES]]#1
// CHECK: %[[TOTAL:.*]] = arith.muli %[[E1]], %c2
// CHECK: %[[LARGE:.*]] = arith.cmpi sge, %[[TOTAL]], %c4194304
// CHECK: %[[BOTH:.*]] = arith.andi %[[ALIGNED]], %[[LARGE]]
// CHECK: scf.if %[[BOTH]] {
// CHECK-NEXT: vector.bitcast %{{.*}} : vector<128xbf16> to vector<128xi16>
// CHECK: llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<128xi16>, !llvm.ptr
// CHECK: llvm.fence seq_cst
func.func @dynamic(%x: memref<?x128xbf16>, %o: memref<?x128xbf16>, %n: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : bf16
  scf.forall (%p) in (%n) {
    %row = vector.transfer_read %x[%p, %c0], %pad {in_bounds = [true]} : memref<?x128xbf16>, vector<128xbf16>
    vector.transfer_write %row, %o[%p, %c0] {in_bounds = [true]} : vector<128xbf16>, memref<?x128xbf16>
  }
  return
}

// -----

// A memref the loop writes only part of each row of is not a streamed row.
// CHECK-LABEL: func @half_rows
// CHECK-NOT: nontemporal
func.func @half_rows(%x: memref<4x2048x128xf32>, %o: memref<4x2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (4, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<4x2048x128xf32>, vector<64xf32>
    vector.transfer_write %row, %o[%h, %p, %c0] {in_bounds = [true]} : vector<64xf32>, memref<4x2048x128xf32>
  }
  return
}

// -----

// Rows that are not whole 64-byte lines (72 f32 = 288 bytes) are written
// through the cache: a partly written line costs the memory a
// read-modify-write.
// CHECK-LABEL: func @partial_lines
// CHECK-NOT: nontemporal
// CHECK-NOT: llvm.fence
func.func @partial_lines(%x: memref<16x2048x72xf32>, %o: memref<16x2048x72xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (16, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<16x2048x72xf32>, vector<72xf32>
    vector.transfer_write %row, %o[%h, %p, %c0] {in_bounds = [true]} : vector<72xf32>, memref<16x2048x72xf32>
  }
  return
}
