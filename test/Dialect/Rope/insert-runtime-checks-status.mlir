// RUN: rope-opt %s -rope-insert-runtime-checks -split-input-file -verify-diagnostics | FileCheck %s

// The default, on-failure=status: a failed check writes its message into
// the thread-local buffer with snprintf (no trailing newline) and calls
// __rope_check_failed with its RopeStatus (rope-c/Runtime.h): 1 for sizes
// that differ. The module gets the thread-local status and message, zero
// initialized, and __rope_check_failed, all weak_odr, and no dprintf or
// abort.
// CHECK-NOT: llvm.func @abort
// CHECK-NOT: @dprintf
// CHECK-DAG: llvm.mlir.global weak_odr thread_local @__rope_status() {addr_space = 0 : i32} : i32 {
// CHECK-DAG: llvm.mlir.global weak_odr thread_local @__rope_message() {addr_space = 0 : i32} : !llvm.array<1024 x i8> {
// CHECK-DAG: llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func @positions_seq
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x64xf32>, %[[P:.*]]: tensor<?xi64>
// CHECK: %[[PS:.*]] = tensor.dim %[[P]]
// CHECK: %[[XS:.*]] = tensor.dim %[[X]]
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[PS]], %[[XS]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   %[[BUF:.*]] = llvm.mlir.addressof @__rope_message : !llvm.ptr
// CHECK:   %[[CAP:.*]] = arith.constant 1024 : i64
// CHECK:   %[[FMT:.*]] = llvm.mlir.addressof @[[M:rope_check_message[_0-9]*]] : !llvm.ptr
// CHECK:   %[[A:.*]] = arith.index_cast %[[PS]] : index to i64
// CHECK:   %[[B:.*]] = arith.index_cast %[[XS]] : index to i64
// CHECK:   llvm.call @snprintf(%[[BUF]], %[[CAP]], %[[FMT]], %[[A]], %[[B]]) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>) : (!llvm.ptr, i64, !llvm.ptr, i64, i64) -> i32
// CHECK:   %[[CODE:.*]] = arith.constant 1 : i32
// CHECK:   llvm.call @__rope_check_failed(%[[CODE]]) : (i32) -> ()
// CHECK: }
// CHECK: rope.rotate %[[X]], %[[P]]
// CHECK: llvm.func weak_odr @__rope_check_failed(%[[S:.*]]: i32) attributes {no_inline} {
// CHECK:   %[[G:.*]] = llvm.mlir.addressof @__rope_status : !llvm.ptr
// CHECK:   llvm.store %[[S]], %[[G]] : i32, !llvm.ptr
// CHECK:   llvm.return
// CHECK: llvm.mlir.global internal constant @[[M]]("rope.rotate at {{.*}}insert-runtime-checks-status.mlir:[[@LINE+2]]:8: runtime check failed: positions cover %lld positions (dimension 0) but the input's sequence dimension (1) has %lld\00")
func.func @positions_seq(%x: tensor<2x?x64xf32>, %p: tensor<?xi64>, %f: tensor<32xf64>) -> tensor<2x?x64xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<2x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<2x?x64xf32>
  return %r : tensor<2x?x64xf32>
}

// -----

// An overflowing start offset reports ROPE_STATUS_OVERFLOW (2).
// CHECK-LABEL: func @offset_i64
// CHECK: scf.if
// CHECK:   llvm.call @snprintf
// CHECK:   %[[CODE:.*]] = arith.constant 2 : i32
// CHECK:   llvm.call @__rope_check_failed(%[[CODE]])
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope.rotate at {{.*}}: runtime check failed: start offset %lld + sequence length %lld - 1 overflows int64\00")
func.func @offset_i64(%x: tensor<2x7x16xf32>, %off: i64, %f: tensor<8xf64>) -> tensor<2x7x16xf32> {
  %r = rope.rotate %x, %off, %f layout(half) : tensor<2x7x16xf32>, i64, tensor<8xf64> -> tensor<2x7x16xf32>
  return %r : tensor<2x7x16xf32>
}

// -----

// Attention: key and value lengths that differ, and query heads that are
// not a multiple of the key heads, are size mismatches (1).
// CHECK-LABEL: func @attention
// CHECK-COUNT-3: llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// CHECK: rope.attention
// CHECK-DAG: ("rope.attention at {{.*}}: runtime check failed: key and value have different sequence lengths (%lld and %lld)\00")
// CHECK-DAG: ("rope.attention at {{.*}}: runtime check failed: query heads (%lld) must be a multiple of key/value heads (%lld)\00")
// CHECK-DAG: ("rope.attention at {{.*}}: runtime check failed: query positions cover %lld positions (dimension 0) but the query's sequence dimension (2) has %lld\00")
func.func @attention(%q: tensor<1x?x?x16xf32>, %k: tensor<1x2x?x16xf32>, %v: tensor<1x2x?x16xf32>, %qp: tensor<?xi64>, %kp: tensor<8xi64>) -> tensor<1x?x?x16xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) : tensor<1x?x?x16xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>, tensor<8xf64>, tensor<?xi64>, tensor<8xi64> -> tensor<1x?x?x16xf32>
  return %o : tensor<1x?x?x16xf32>
}

// -----

// Causal limits of a dynamic count are checked against the queries.
// CHECK-LABEL: func @attention_limits
// CHECK-COUNT-2: llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// CHECK: rope.attention
// CHECK-DAG: ("rope.attention at {{.*}}: runtime check failed: limits hold %lld values but the query's sequence dimension (2) has 4\00")
func.func @attention_limits(%q: tensor<1x2x4x16xf32>, %k: tensor<1x2x?x16xf32>, %v: tensor<1x2x?x16xf32>, %qp: tensor<4xi64>, %l: tensor<?xi32>) -> tensor<1x2x4x16xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half) causal limits(%l : tensor<?xi32>) : tensor<1x2x4x16xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>, tensor<8xf64>, tensor<4xi64> -> tensor<1x2x4x16xf32>
  return %o : tensor<1x2x4x16xf32>
}

// -----

// Sinks of a dynamic count are checked against the query heads.
// CHECK-LABEL: func @attention_sinks
// CHECK-COUNT-1: llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// CHECK: rope.attention
// CHECK-DAG: ("rope.attention at {{.*}}: runtime check failed: sinks hold %lld values but the query's head dimension (1) has 2\00")
func.func @attention_sinks(%q: tensor<1x2x4x16xf32>, %qp: tensor<4xi64>, %s: tensor<?xf32>) -> tensor<1x2x4x16xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %q, %q positions(%qp, %qp) frequencies(%f) layout(half) sinks(%s : tensor<?xf32>) : tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>, tensor<8xf64>, tensor<4xi64>, tensor<4xi64> -> tensor<1x2x4x16xf32>
  return %o : tensor<1x2x4x16xf32>
}

// -----

// A symbol of the status ABI taken by something else is an error.
// expected-error @+1 {{@__rope_message is reserved for rope-mlir's run-time status (a thread-local '!llvm.array<1024 x i8>')}}
llvm.mlir.global internal @__rope_message(0 : i32) {addr_space = 0 : i32} : i32
func.func @message_taken(%x: tensor<?x16xf32>, %p: tensor<?xi64>, %f: tensor<8xf64>) -> tensor<?x16xf32> {
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// -----

// The checks move as early as the sizes they read allow: the size of a
// projected, reshaped query is the size of the function's input, so the
// check comes before the projection's matmul and a failed check returns
// before the function allocates anything.
// CHECK-LABEL: func @hoisted
// CHECK-SAME: (%[[X:[^:]*]]: tensor<?x64xf32>, %{{[^:]*}}: tensor<64x64xf32>, %[[P:[^:]*]]: tensor<?xi64>
// CHECK-NOT: linalg.
// CHECK-DAG: %[[PS:.*]] = tensor.dim %[[P]]
// CHECK-DAG: %[[XS:.*]] = tensor.dim %[[X]]
// CHECK-NOT: linalg.
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[PS]], %[[XS]] : index
// CHECK: scf.if %[[NE]] {
// CHECK: linalg.matmul
// CHECK: tensor.expand_shape
// CHECK: rope.rotate
func.func @hoisted(%x: tensor<?x64xf32>, %w: tensor<64x64xf32>, %p: tensor<?xi64>) -> tensor<?x2x32xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  %q = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x64xf32>) outs(%z : tensor<?x64xf32>) -> tensor<?x64xf32>
  %h = tensor.expand_shape %q [[0], [1, 2]] output_shape [%n, 2, 32] : tensor<?x64xf32> into tensor<?x2x32xf32>
  %t = tensor.empty(%n) : tensor<2x?x32xf32>
  %ht = linalg.transpose ins(%h : tensor<?x2x32xf32>) outs(%t : tensor<2x?x32xf32>) permutation = [1, 0, 2]
  %f = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %r = rope.rotate %ht, %p, %f layout(half) : tensor<2x?x32xf32>, tensor<?xi64>, tensor<16xf64> -> tensor<2x?x32xf32>
  %o = tensor.empty(%n) : tensor<?x2x32xf32>
  %back = linalg.transpose ins(%r : tensor<2x?x32xf32>) outs(%o : tensor<?x2x32xf32>) permutation = [1, 0, 2]
  return %back : tensor<?x2x32xf32>
}
