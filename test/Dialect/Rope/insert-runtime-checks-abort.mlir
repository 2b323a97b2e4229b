// RUN: rope-opt %s -rope-insert-runtime-checks=on-failure=abort -split-input-file -verify-diagnostics | FileCheck %s
// RUN: rope-opt --help | FileCheck %s --check-prefix=HELP

// HELP: --rope-insert-runtime-checks {{.*}}Check at run time the size relations
// HELP: --on-failure=<value> {{.*}}What a failed check does
// HELP: =status {{.*}}record the message and return a status
// HELP: =abort {{.*}}print the message to stderr and abort
// HELP: --runtime-checks {{.*}}Check at run time the size relations of rope ops

// The checks with on-failure=abort (insert-runtime-checks-status.mlir has
// the default, on-failure=status).
// Positions [seq] against the input's sequence dimension. A failed check
// prints the op, its location and both sizes to stderr (file descriptor 2)
// and aborts; the module gets the C declarations and one message each.
// CHECK: llvm.func @abort()
// CHECK: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func @positions_seq
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x64xf32>, %[[P:.*]]: tensor<?xi64>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[PS:.*]] = tensor.dim %[[P]], %[[C0]] : tensor<?xi64>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[XS:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<2x?x64xf32>
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[PS]], %[[XS]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   %[[FD:.*]] = arith.constant 2 : i32
// CHECK:   %[[FMT:.*]] = llvm.mlir.addressof @[[M:rope_check_message[_0-9]*]] : !llvm.ptr
// CHECK:   %[[A:.*]] = arith.index_cast %[[PS]] : index to i64
// CHECK:   %[[B:.*]] = arith.index_cast %[[XS]] : index to i64
// CHECK:   llvm.call @dprintf(%[[FD]], %[[FMT]], %[[A]], %[[B]]) vararg(!llvm.func<i32 (i32, ptr, ...)>) : (i32, !llvm.ptr, i64, i64) -> i32
// CHECK:   llvm.call @abort() : () -> ()
// CHECK: }
// CHECK-NOT: scf.if
// CHECK: rope.rotate %[[X]], %[[P]]
// CHECK: llvm.mlir.global internal constant @[[M]]("rope.rotate at {{.*}}insert-runtime-checks-abort.mlir:[[@LINE+3]]:8: runtime check failed: positions cover %lld positions (dimension 0) but the input's sequence dimension (1) has %lld\0A\00")
// CHECK-NOT: llvm.mlir.global
func.func @positions_seq(%x: tensor<2x?x64xf32>, %p: tensor<?xi64>, %f: tensor<32xf64>) -> tensor<2x?x64xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<2x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<2x?x64xf32>
  return %r : tensor<2x?x64xf32>
}

// -----

// One dynamic side is enough: a static positions length against a dynamic
// input is checked too, the static size written into the message.
// CHECK-LABEL: func @static_positions
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x64xf32>
// CHECK: %[[XS:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[C5]], %[[XS]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   %[[B:.*]] = arith.index_cast %[[XS]] : index to i64
// CHECK:   llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[B]]) vararg
// CHECK:   llvm.call @abort()
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: positions cover 5 positions (dimension 0) but the input's sequence dimension (1) has %lld\0A\00")
func.func @static_positions(%x: tensor<?x?x64xf32>, %p: tensor<5xi64>, %f: tensor<32xf64>) -> tensor<?x?x64xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x?x64xf32>, tensor<5xi64>, tensor<32xf64> -> tensor<?x?x64xf32>
  return %r : tensor<?x?x64xf32>
}

// -----

// Positions [batch, seq]: the sequence and the batch dimension.
// CHECK-LABEL: func @positions_batch
// CHECK-SAME: (%[[X:.*]]: tensor<?x4x?x32xf32>, %[[P:.*]]: tensor<?x?xi32>
// CHECK: %[[PS:.*]] = tensor.dim %[[P]], %{{.*}}
// CHECK: %[[XS:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[PS]], %[[XS]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   llvm.mlir.addressof @[[SEQ:rope_check_message[_0-9]*]]
// CHECK: %[[PB:.*]] = tensor.dim %[[P]], %{{.*}}
// CHECK: %[[XB:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[NEB:.*]] = arith.cmpi ne, %[[PB]], %[[XB]] : index
// CHECK: scf.if %[[NEB]] {
// CHECK:   llvm.mlir.addressof @[[BATCH:rope_check_message[_0-9]*]]
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @[[SEQ]]("rope.rotate at {{.*}}: runtime check failed: positions cover %lld positions (dimension 1) but the input's sequence dimension (2) has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @[[BATCH]]("rope.rotate at {{.*}}: runtime check failed: positions have batch size %lld (dimension 0) but the input's dimension 0 has %lld\0A\00")
func.func @positions_batch(%x: tensor<?x4x?x32xf32>, %p: tensor<?x?xi32>, %f: tensor<16xf32>) -> tensor<?x4x?x32xf32> {
  %r = rope.rotate %x, %p, %f layout(interleaved) : tensor<?x4x?x32xf32>, tensor<?x?xi32>, tensor<16xf32> -> tensor<?x4x?x32xf32>
  return %r : tensor<?x4x?x32xf32>
}

// -----

// A static batch and a dynamic sequence: only the sequence is checked.
// CHECK-LABEL: func @static_batch
// CHECK-COUNT-1: scf.if
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: positions cover %lld positions (dimension 1) but the input's sequence dimension (1) has %lld\0A\00")
// CHECK-NOT: llvm.mlir.global
func.func @static_batch(%x: tensor<2x?x32xf32>, %p: tensor<2x?xi64>, %f: tensor<16xf32>) -> tensor<2x?x32xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<2x?x32xf32>, tensor<2x?xi64>, tensor<16xf32> -> tensor<2x?x32xf32>
  return %r : tensor<2x?x32xf32>
}

// -----

// Multimodal positions [axes, batch, seq]: one axis per section, then the
// sequence and batch dimensions of the rest.
// CHECK-LABEL: func @sections
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x16xf32>, %[[P:.*]]: tensor<?x?x?xi64>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[AX:.*]] = tensor.dim %[[P]], %[[C0]]
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[AX]], %[[C3]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   %[[A:.*]] = arith.index_cast %[[AX]] : index to i64
// CHECK:   llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[A]]) vararg
// CHECK: scf.if
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: positions have %lld axes (dimension 0) but there are 3 sections\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: positions cover %lld positions (dimension 2) but the input's sequence dimension (1) has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: positions have batch size %lld (dimension 1) but the input's dimension 0 has %lld\0A\00")
func.func @sections(%x: tensor<?x?x16xf32>, %p: tensor<?x?x?xi64>, %f: tensor<8xf64>) -> tensor<?x?x16xf32> {
  %r = rope.rotate %x, %p, %f layout(half) sections([2, 3, 3]) : tensor<?x?x16xf32>, tensor<?x?x?xi64>, tensor<8xf64> -> tensor<?x?x16xf32>
  return %r : tensor<?x?x16xf32>
}

// -----

// A dynamic frequency count against rotary_dim / 2 (partial rotary: 8 of
// the 12 pairs of head_dim 24).
// CHECK-LABEL: func @frequencies
// CHECK-SAME: (%[[X:.*]]: tensor<3x24xf32>, %[[P:.*]]: tensor<3xi64>, %[[F:.*]]: tensor<?xf64>)
// CHECK: %[[N:.*]] = tensor.dim %[[F]], %{{.*}}
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[N]], %[[C8]] : index
// CHECK: scf.if %[[NE]] {
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: expected 8 frequencies (rotary_dim / 2), got %lld\0A\00")
func.func @frequencies(%x: tensor<3x24xf32>, %p: tensor<3xi64>, %f: tensor<?xf64>) -> tensor<3x24xf32> {
  %r = rope.rotate %x, %p, %f layout(interleaved) rotary_dim(16) : tensor<3x24xf32>, tensor<3xi64>, tensor<?xf64> -> tensor<3x24xf32>
  return %r : tensor<3x24xf32>
}

// -----

// An i64 start offset: offset + seq - 1 overflows exactly when
// offset + (max(seq, 1) - 1) < offset in wrapping i64 arithmetic. The
// offset is not known at compile time, so a static sequence is checked too;
// the message prints the offset and the length.
// CHECK-LABEL: func @offset_i64
// CHECK-SAME: (%[[X:.*]]: tensor<2x7x16xf32>, %[[OFF:.*]]: i64
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK: %[[LEN:.*]] = arith.index_cast %[[C7]] : index to i64
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[MAX:.*]] = arith.maxsi %[[LEN]], %[[ONE]] : i64
// CHECK: %[[STEPS:.*]] = arith.subi %[[MAX]], %[[ONE]] : i64
// CHECK: %[[LAST:.*]] = arith.addi %[[OFF]], %[[STEPS]] : i64
// CHECK: %[[WRAPS:.*]] = arith.cmpi slt, %[[LAST]], %[[OFF]] : i64
// CHECK: scf.if %[[WRAPS]] {
// CHECK:   llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[OFF]], %[[LEN]]) vararg
// CHECK:   llvm.call @abort()
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: start offset %lld + sequence length %lld - 1 overflows int64\0A\00")
func.func @offset_i64(%x: tensor<2x7x16xf32>, %off: i64, %f: tensor<8xf64>) -> tensor<2x7x16xf32> {
  %r = rope.rotate %x, %off, %f layout(half) : tensor<2x7x16xf32>, i64, tensor<8xf64> -> tensor<2x7x16xf32>
  return %r : tensor<2x7x16xf32>
}

// -----

// An index offset with a dynamic sequence.
// CHECK-LABEL: func @offset_index
// CHECK-SAME: (%[[X:.*]]: tensor<?x16xf32>, %[[OFF:.*]]: index
// CHECK: %[[SEQ:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[START:.*]] = arith.index_cast %[[OFF]] : index to i64
// CHECK: %[[LEN:.*]] = arith.index_cast %[[SEQ]] : index to i64
// CHECK: %[[LAST:.*]] = arith.addi %[[START]], %{{.*}} : i64
// CHECK: %[[WRAPS:.*]] = arith.cmpi slt, %[[LAST]], %[[START]] : i64
// CHECK: scf.if %[[WRAPS]] {
// CHECK:   llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[START]], %[[LEN]]) vararg
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: start offset %lld + sequence length %lld - 1 overflows int64\0A\00")
func.func @offset_index(%x: tensor<?x16xf32>, %off: index, %f: tensor<8xf64>) -> tensor<?x16xf32> {
  %r = rope.rotate %x, %off, %f layout(half) : tensor<?x16xf32>, index, tensor<8xf64> -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// -----

// Narrower offsets are sign-extended to i64 before the addition and cannot
// overflow; a constant offset that leaves room for the static sequence
// needs no check either. Without checks the module gets no declarations.
// CHECK-NOT: llvm.func
// CHECK-LABEL: func @offsets_without_checks
// CHECK-NOT: scf.if
// CHECK-NOT: tensor.dim
// CHECK-NOT: llvm.
// CHECK: return
func.func @offsets_without_checks(%x: tensor<?x16xf32>, %a: i32, %b: i8, %c: i16, %f: tensor<8xf64>) -> (tensor<?x16xf32>, tensor<?x16xf32>, tensor<?x16xf32>, tensor<4x16xf32>) {
  %ra = rope.rotate %x, %a, %f layout(half) : tensor<?x16xf32>, i32, tensor<8xf64> -> tensor<?x16xf32>
  %rb = rope.rotate %x, %b, %f layout(half) : tensor<?x16xf32>, i8, tensor<8xf64> -> tensor<?x16xf32>
  %rc = rope.rotate %x, %c, %f layout(half) : tensor<?x16xf32>, i16, tensor<8xf64> -> tensor<?x16xf32>
  %off = arith.constant 9223372036854775804 : i64
  %y = tensor.empty() : tensor<4x16xf32>
  %rd = rope.rotate %y, %off, %f layout(half) : tensor<4x16xf32>, i64, tensor<8xf64> -> tensor<4x16xf32>
  return %ra, %rb, %rc, %rd : tensor<?x16xf32>, tensor<?x16xf32>, tensor<?x16xf32>, tensor<4x16xf32>
}

// -----

// A constant offset whose last position wraps (INT64_MAX - 2 + 3 steps) is
// not rejected at compile time: the check is emitted and fails at run time
// (canonicalization folds its condition to true).
// CHECK-LABEL: func @constant_offset_overflows
// CHECK: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: start offset %lld + sequence length %lld - 1 overflows int64\0A\00")
func.func @constant_offset_overflows(%x: tensor<4x16xf32>, %f: tensor<8xf64>) -> tensor<4x16xf32> {
  %off = arith.constant 9223372036854775805 : i64
  %r = rope.rotate %x, %off, %f layout(half) : tensor<4x16xf32>, i64, tensor<8xf64> -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// Tables [seq, pairs]: for cos and for sin, the pairs against
// rotary_dim / 2 and the sequence against the input's (sin may differ from
// cos at run time although their types are equal).
// CHECK-LABEL: func @tables
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x64xf32>, %[[C:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<?x?xf32>)
// CHECK: %[[CP:.*]] = tensor.dim %[[C]], %{{.*}}
// CHECK: %[[C16:.*]] = arith.constant 16 : index
// CHECK: arith.cmpi ne, %[[CP]], %[[C16]] : index
// CHECK: %[[CS:.*]] = tensor.dim %[[C]], %{{.*}}
// CHECK: %[[XS:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: arith.cmpi ne, %[[CS]], %[[XS]] : index
// CHECK: %[[SP:.*]] = tensor.dim %[[S]], %{{.*}}
// CHECK: arith.cmpi ne, %[[SP]], %{{.*}} : index
// CHECK: %[[SS:.*]] = tensor.dim %[[S]], %{{.*}}
// CHECK: arith.cmpi ne, %[[SS]], %{{.*}} : index
// CHECK: rope.rotate_with_tables
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}insert-runtime-checks-abort.mlir:[[@LINE+5]]:8: runtime check failed: cos table holds %lld values per position (dimension 1), expected 16 (rotary_dim / 2)\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: cos table covers %lld positions (dimension 0) but the input's sequence dimension (1) has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: sin table holds %lld values per position (dimension 1), expected 16 (rotary_dim / 2)\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: sin table covers %lld positions (dimension 0) but the input's sequence dimension (1) has %lld\0A\00")
func.func @tables(%x: tensor<?x?x64xf32>, %c: tensor<?x?xf32>, %s: tensor<?x?xf32>) -> tensor<?x?x64xf32> {
  %r = rope.rotate_with_tables %x, %c, %s layout(half) rotary_dim(32) : tensor<?x?x64xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?x64xf32>
  return %r : tensor<?x?x64xf32>
}

// -----

// Tables [batch, seq, pairs] with static pairs: sequence and batch.
// CHECK-LABEL: func @tables_batch
// CHECK-COUNT-4: scf.if
// CHECK-NOT: scf.if
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: cos table covers %lld positions (dimension 1) but the input's sequence dimension (2) has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: cos table has batch size %lld (dimension 0) but the input's dimension 0 has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: sin table covers %lld positions (dimension 1) but the input's sequence dimension (2) has %lld\0A\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate_with_tables at {{.*}}: runtime check failed: sin table has batch size %lld (dimension 0) but the input's dimension 0 has %lld\0A\00")
func.func @tables_batch(%x: tensor<?x8x?x16xbf16>, %c: tensor<?x?x8xf32>, %s: tensor<?x?x8xf32>) -> tensor<?x8x?x16xbf16> {
  %r = rope.rotate_with_tables %x, %c, %s layout(interleaved) : tensor<?x8x?x16xbf16>, tensor<?x?x8xf32>, tensor<?x?x8xf32> -> tensor<?x8x?x16xbf16>
  return %r : tensor<?x8x?x16xbf16>
}

// -----

// Fully static rotations (and rope.frequencies, whose result is always
// static) get no checks; nor does the dynamic dimension 0 of an input
// rotated with [seq] positions, which relates to nothing.
// CHECK-NOT: llvm.func
// CHECK-LABEL: func @static_shapes
// CHECK-NOT: scf.if
// CHECK-NOT: tensor.dim
// CHECK-NOT: llvm.
// CHECK: return
func.func @static_shapes(%x: tensor<2x5x64xf32>, %p: tensor<5xi64>, %c: tensor<2x5x32xf32>, %y: tensor<?x5x64xf32>, %mm: tensor<3x5xi64>) -> (tensor<2x5x64xf32>, tensor<2x5x64xf32>, tensor<?x5x64xf32>, tensor<2x5x64xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<2x5x64xf32>, tensor<5xi64>, tensor<32xf64> -> tensor<2x5x64xf32>
  %t = rope.rotate_with_tables %x, %c, %c layout(interleaved) : tensor<2x5x64xf32>, tensor<2x5x32xf32>, tensor<2x5x32xf32> -> tensor<2x5x64xf32>
  %d = rope.rotate %y, %p, %f layout(half) : tensor<?x5x64xf32>, tensor<5xi64>, tensor<32xf64> -> tensor<?x5x64xf32>
  %m = rope.rotate %x, %mm, %f layout(half) sections([16, 8, 8]) : tensor<2x5x64xf32>, tensor<3x5xi64>, tensor<32xf64> -> tensor<2x5x64xf32>
  return %r, %t, %d, %m : tensor<2x5x64xf32>, tensor<2x5x64xf32>, tensor<?x5x64xf32>, tensor<2x5x64xf32>
}

// -----

// The module already declares the C functions: they are reused; a message
// name that is taken gets a suffix.
// CHECK: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-NOT: llvm.func @dprintf
// CHECK: llvm.func @abort()
// CHECK-NOT: llvm.func @abort
// CHECK: llvm.mlir.global internal constant @rope_check_message("mine\00")
// CHECK-LABEL: func @declared
// CHECK: llvm.mlir.addressof @rope_check_message_0
// CHECK: llvm.mlir.global internal constant @rope_check_message_0("rope.rotate at
llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
llvm.func @abort()
llvm.mlir.global internal constant @rope_check_message("mine\00") {addr_space = 0 : i32}
func.func @declared(%x: tensor<?x16xf32>, %p: tensor<?xi64>, %f: tensor<8xf64>) -> tensor<?x16xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// -----

// A function of another type under one of the names is an error.
// expected-error @+1 {{rope-insert-runtime-checks needs @abort to be the C function '!llvm.func<void ()>'}}
func.func private @abort(i32)
func.func @name_taken(%x: tensor<?x16xf32>, %p: tensor<?xi64>, %f: tensor<8xf64>) -> tensor<?x16xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}
