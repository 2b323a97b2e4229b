// RUN: rope-opt %s -split-input-file --rope-cache-scratch-buffers --allow-unregistered-dialect 2>/dev/null | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-cache-scratch-buffers --allow-unregistered-dialect -mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt %s -split-input-file '--rope-cache-scratch-buffers=min-bytes=0' --allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=ALL
// RUN: not rope-opt %s -split-input-file '--rope-cache-scratch-buffers=min-bytes=-1' --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// Each marked allocation of 1 MiB or more, and each of a dynamic size,
// gets a slot of its own, taken with an atomic exchange at the alloc and
// given back with another at the dealloc. A buffer in the slot is kept
// when its capacity (its first 8 bytes) holds the header, the data and the
// alignment: 8 + 2 MiB + 64 bytes for the first; otherwise it is freed
// and a new one allocated, its capacity stored. The data starts past the
// header, aligned to 64 bytes, and the descriptor is built over it.
// Small marked allocations and unmarked ones stay as they are.

// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-DAG: llvm.mlir.global internal @__rope_scratch_slot0(0 : i64)
// CHECK-DAG: llvm.mlir.global internal @__rope_scratch_slot1(0 : i64)
// CHECK-NOT: __rope_scratch_slot2
// CHECK-LABEL: func.func @packs(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(2097152 : i64) : i64
// CHECK: %[[PAD:.*]] = llvm.mlir.constant(72 : i64) : i64
// CHECK: %[[NEED:.*]] = llvm.add %[[BYTES]], %[[PAD]] : i64
// CHECK: %[[SLOT:.*]] = llvm.mlir.addressof @__rope_scratch_slot0 : !llvm.ptr
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[CACHED:.*]] = llvm.atomicrmw xchg %[[SLOT]], %[[ZERO]] acq_rel : !llvm.ptr, i64
// CHECK: %[[HAS:.*]] = arith.cmpi ne, %[[CACHED]], %[[ZERO]] : i64
// CHECK: %[[CAPACITY:.*]] = scf.if %[[HAS]] -> (i64) {
// CHECK: %[[HEADER:.*]] = llvm.inttoptr %[[CACHED]] : i64 to !llvm.ptr
// CHECK: %[[STORED:.*]] = llvm.load %[[HEADER]] : !llvm.ptr -> i64
// CHECK: scf.yield %[[STORED]] : i64
// CHECK: } else {
// CHECK: scf.yield %[[ZERO]] : i64
// CHECK: %[[FITS:.*]] = arith.cmpi uge, %[[CAPACITY]], %[[NEED]] : i64
// CHECK: %[[BASE:.*]] = scf.if %[[FITS]] -> (i64) {
// CHECK: scf.yield %[[CACHED]] : i64
// CHECK: } else {
// CHECK: scf.if %[[HAS]] {
// CHECK: llvm.call @free(
// CHECK: %[[FRESH:.*]] = llvm.call @malloc(%[[NEED]]) : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[NEED]], %[[FRESH]] : i64, !llvm.ptr
// CHECK: %[[ADDRESS:.*]] = llvm.ptrtoint %[[FRESH]] : !llvm.ptr to i64
// CHECK: scf.yield %[[ADDRESS]] : i64
// CHECK: %[[ROUND:.*]] = llvm.mlir.constant(71 : i64) : i64
// CHECK: %[[UP:.*]] = llvm.add %[[BASE]], %[[ROUND]] : i64
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(-64 : i64) : i64
// CHECK: %[[DATA:.*]] = llvm.and %[[UP]], %[[MASK]] : i64
// CHECK: %[[PTR:.*]] = llvm.inttoptr %[[DATA]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[1]
// CHECK: %[[BIG:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<512x1024xf32>
// A dynamic size: 2 bytes x n x 32.
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: llvm.mul %{{.*}}, %[[N64]] : i64
// CHECK: llvm.mlir.addressof @__rope_scratch_slot1
// CHECK: %[[DYN:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<?x32xbf16>
// CHECK: %[[SMALL:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK: %[[PLAIN:.*]] = memref.alloc() : memref<1024x1024xf32>
// CHECK: "test.use"(%[[BIG]], %[[DYN]], %[[SMALL]], %[[PLAIN]])
// Freed: back into the slot, and what it displaced freed.
// CHECK: %[[RELEASE:.*]] = llvm.mlir.addressof @__rope_scratch_slot0 : !llvm.ptr
// CHECK: %[[OLD:.*]] = llvm.atomicrmw xchg %[[RELEASE]], %[[BASE]] acq_rel : !llvm.ptr, i64
// CHECK: %[[HAD:.*]] = arith.cmpi ne, %[[OLD]], %{{.*}} : i64
// CHECK: scf.if %[[HAD]] {
// CHECK: llvm.call @free(
// CHECK: llvm.mlir.addressof @__rope_scratch_slot1
// CHECK-NOT: memref.dealloc %[[BIG]]
// CHECK-NOT: memref.dealloc %[[DYN]]
// CHECK: memref.dealloc %[[SMALL]] : memref<16x16xf32>
// CHECK: memref.dealloc %[[PLAIN]] : memref<1024x1024xf32>
// The module's destructor gives the kept buffers back (library unloaded,
// process exit): each slot emptied, its buffer freed (free(NULL) does
// nothing).
// CHECK: llvm.func internal @__rope_scratch_release() {
// CHECK: %[[A0:.*]] = llvm.mlir.addressof @__rope_scratch_slot0
// CHECK: %[[K0:.*]] = llvm.atomicrmw xchg %[[A0]], %{{.*}} acq_rel
// CHECK: %[[P0:.*]] = llvm.inttoptr %[[K0]] : i64 to !llvm.ptr
// CHECK: llvm.call @free(%[[P0]])
// CHECK: llvm.mlir.addressof @__rope_scratch_slot1
// CHECK: llvm.call @free(
// CHECK: llvm.return
// CHECK: llvm.mlir.global_dtors dtors = [@__rope_scratch_release], priorities = [65535 : i32], data = [#llvm.zero]
// With min-bytes=0 the small one has a slot too.
// ALL-LABEL: func.func @packs(
// ALL-COUNT-3: llvm.atomicrmw xchg %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i64
// ALL: memref.alloc() : memref<1024x1024xf32>
// ALL-NOT: memref.alloc
// ALL: return
// ALL: llvm.func internal @__rope_scratch_release()
// ALL-COUNT-3: llvm.call @free(
// ALL-NEXT: llvm.return
// NEGATIVE: rope-cache-scratch-buffers: min-bytes must be at least 0, got -1
func.func @packs(%n: index) {
  %big = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<512x1024xf32>
  %dyn = memref.alloc(%n) {alignment = 64 : i64, rope.scratch} : memref<?x32xbf16>
  %small = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<16x16xf32>
  %plain = memref.alloc() : memref<1024x1024xf32>
  "test.use"(%big, %dyn, %small, %plain) : (memref<512x1024xf32>, memref<?x32xbf16>, memref<16x16xf32>, memref<1024x1024xf32>) -> ()
  memref.dealloc %big : memref<512x1024xf32>
  memref.dealloc %dyn : memref<?x32xbf16>
  memref.dealloc %small : memref<16x16xf32>
  memref.dealloc %plain : memref<1024x1024xf32>
  return
}

// -----

// Marked allocations the pass cannot keep stay with malloc, with a remark
// each; the mark is dropped.
// REMARK: remark: rope-cache-scratch-buffers: scratch buffer left to malloc: it has no dealloc
// REMARK: remark: rope-cache-scratch-buffers: scratch buffer left to malloc: it has more than one dealloc
// REMARK: remark: rope-cache-scratch-buffers: scratch buffer left to malloc: its layout is not the identity
// CHECK-LABEL: func.func @kept_out(
// CHECK-NOT: rope.scratch
// CHECK-NOT: llvm.atomicrmw
// CHECK: return
// CHECK-NOT: __rope_scratch_release
func.func @kept_out(%c: i1) -> memref<1024x1024xf32> {
  %escapes = memref.alloc() {rope.scratch} : memref<1024x1024xf32>
  %twice = memref.alloc() {rope.scratch} : memref<1024x1024xf32>
  scf.if %c {
    memref.dealloc %twice : memref<1024x1024xf32>
  } else {
    memref.dealloc %twice : memref<1024x1024xf32>
  }
  %strided = memref.alloc() {rope.scratch} : memref<1024x1024xf32, strided<[2048, 1]>>
  memref.dealloc %strided : memref<1024x1024xf32, strided<[2048, 1]>>
  return %escapes : memref<1024x1024xf32>
}

// -----

// Elements that are not integers or floats stay with malloc.
// REMARK: remark: rope-cache-scratch-buffers: scratch buffer left to malloc: its elements are not integers or floats
// CHECK-LABEL: func.func @indices(
// CHECK: memref.alloc() : memref<262144xindex>
// CHECK: memref.dealloc
func.func @indices() {
  %buffer = memref.alloc() {rope.scratch} : memref<262144xindex>
  "test.use"(%buffer) : (memref<262144xindex>) -> ()
  memref.dealloc %buffer : memref<262144xindex>
  return
}
