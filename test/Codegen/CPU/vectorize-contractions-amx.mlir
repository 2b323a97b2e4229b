// bf16 contractions on AMX tiles: selected by the target's features
// (amx-tile and amx-bf16), the packed layouts of both operands, the 2 x 2
// accumulator tiles carried through the k loop, the absorbed zero fill, and
// the result blocks stored in place or through the scratch buffer.

// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids 2>/dev/null | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=graniterapids -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// Without AMX-BF16 (features that take it away, a CPU without it, or a
// given vector width) bf16 goes to the vector FMA kernels.
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids target-features=+avx512f,+avx512bf16,+amx-tile,-amx-bf16' 2>/dev/null | FileCheck %s --check-prefix=NOAMX
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=znver4 2>/dev/null | FileCheck %s --check-prefix=NOAMX
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids vector-bits=512' 2>/dev/null | FileCheck %s --check-prefix=NOAMX
// Features apply over the CPU's own: sapphirerapids without AMX-BF16 keeps
// its AVX-512 row.
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids target-features=-amx-bf16' 2>/dev/null | FileCheck %s --check-prefix=NOAMX
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids target-features=-amx-bf16' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPRFMA
// SPRFMA-NOT: amx-bf16 tiles
// SPRFMA: remark: rope-vectorize-contractions: sapphirerapids kernel, 12 x 2 registers of 16 f32

// The whole pipeline: the tiles reach the LLVM dialect as the x86 tile
// intrinsics.
// RUN: rope-opt %s -split-input-file -rope-lower-to-llvm=target-cpu=sapphirerapids 2>/dev/null | FileCheck %s --check-prefix=LLVM

// REMARK: remark: rope-vectorize-contractions: amx-bf16 tiles, 32 x 32 blocks of 2 x 2 f32 tiles of 16 x 16, k steps of 32 (tdpbf16ps); operands packed once, the right one in VNNI pairs; the zero fill is absorbed
// REMARK: remark: rope-vectorize-contractions: amx-bf16 tiles, {{.*}} VNNI pairs{{$}}
// REMARK-NOT: not on AMX tiles
// REMARK: f32-fma
// REMARK: remark: rope-vectorize-contractions: not on AMX tiles: m is not the result's second innermost dimension; vector FMA kernels instead
// NOAMX-NOT: amx.
// NOAMX: vector.fma
// NOAMX-NOT: amx.
// LLVM-COUNT-4: llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"
// LLVM-NOT: amx.

// CHECK-LABEL: func @matmul
// The left pack, [m tiles, k tiles, 16, 32]: rows of 32 consecutive k.
// CHECK-DAG: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x4x16x32xbf16>
// The right pack in VNNI pairs, [n tiles, k tiles, 16, 32].
// CHECK-DAG: %[[RIGHT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<6x4x16x32xbf16>
// CHECK: scf.forall
// CHECK: vector.transfer_read %{{.*}} : memref<64x100xbf16>, vector<32xbf16>
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// Groups of n tiles (of 8, here 3: at least two groups of the 6 tiles),
// the group's tiles innermost, so that each row of B is read across the
// group's columns in turn: k tiles, pairs, then the tiles of the group.
// CHECK: scf.forall (%{{.*}}) in (2) {
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[COUNT:.*]] = affine.min
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[COUNT]]
// Two rows of k, 16 columns each, interleaved into the pairs of one row,
// as 16-bit integers (the x86 backend takes a shuffle of bf16 vectors
// apart one element at a time).
// CHECK: vector.transfer_read %{{.*}} : memref<100x80xbf16>, vector<16xbf16>
// CHECK: vector.transfer_read %{{.*}} : memref<100x80xbf16>, vector<16xbf16>
// CHECK: vector.interleave %{{.*}}, %{{.*}} : vector<16xi16> -> vector<32xi16>
// CHECK: vector.bitcast %{{.*}} : vector<32xi16> to vector<32xbf16>
// CHECK: vector.transfer_write %{{.*}}, %[[RIGHT]]
// Chunks of n and k, then row blocks in parallel, each with its scratch
// block, over the n blocks of the chunk.
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.forall
// CHECK: %[[SCRATCH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
// CHECK: scf.for
// The first k chunk starts from zeros (the fill), the others from the
// result: in place inside it, through the scratch block at its edge.
// CHECK: scf.if
// CHECK-COUNT-4: amx.tile_zero : !amx.tile<16x16xf32>
// CHECK: } else {
// CHECK-COUNT-4: amx.tile_load %{{.*}} : memref<64x80xf32> into !amx.tile<16x16xf32>
// CHECK: } else {
// CHECK: vector.transfer_read {{.*}} : memref<64x80xf32>, vector<32xf32>
// CHECK-COUNT-4: amx.tile_load %[[SCRATCH]]
// CHECK: scf.for {{.*}} -> (!amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>)
// CHECK-COUNT-2: amx.tile_load %{{.*}} : memref<{{.*}}x16x32xbf16> into !amx.tile<16x32xbf16>
// CHECK: amx.tile_mulf
// CHECK: amx.tile_load %{{.*}} : memref<{{.*}}x16x32xbf16> into !amx.tile<16x32xbf16>
// CHECK: amx.tile_mulf
// CHECK: amx.tile_load %{{.*}} : memref<{{.*}}x16x32xbf16> into !amx.tile<16x32xbf16>
// CHECK-COUNT-2: amx.tile_mulf
// CHECK: scf.yield
// Inside the result the tiles are stored into it directly: its rows, 320
// bytes apart, spread a tile's 16 rows over the L1 sets. At its edge (n =
// 80 is not a multiple of 32) they go out through the scratch block,
// masked.
// CHECK: scf.if
// CHECK-COUNT-4: amx.tile_store %{{.*}} : memref<64x80xf32>, !amx.tile<16x16xf32>
// CHECK-NOT: vector.transfer_write
// CHECK: } else {
// CHECK-COUNT-4: amx.tile_store %[[SCRATCH]]
// CHECK: vector.transfer_write {{.*}} : vector<32xf32>, memref<64x80xf32>
// CHECK: memref.dealloc %[[SCRATCH]]
// CHECK-NOT: linalg.matmul
// CHECK: memref.dealloc %[[LEFT]]
// CHECK: memref.dealloc %[[RIGHT]]
func.func @matmul(%a: memref<64x100xbf16>, %b: memref<100x80xbf16>,
                  %c: memref<64x80xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<64x80xf32>)
  linalg.matmul ins(%a, %b : memref<64x100xbf16>, memref<100x80xbf16>)
                outs(%c : memref<64x80xf32>)
  return
}

// -----

// Rows 2 KiB apart (512 f32), which put 8 of a tile's 16 rows into one L1
// set, are stored in place too, as rows 1 KiB apart (4 to a set) are: the
// scratch block and its 32 row copies measured slower (storesDirectly).
// CHECK-LABEL: func @wide_rows
// CHECK: scf.for {{.*}} -> (!amx.tile<16x16xf32>
// CHECK: scf.if
// CHECK-COUNT-4: amx.tile_store %{{.*}} : memref<32x512xf32>, !amx.tile<16x16xf32>
// CHECK-NOT: vector.transfer_write
// CHECK: } else {
// CHECK-LABEL: func @kib_rows
// CHECK: scf.for {{.*}} -> (!amx.tile<16x16xf32>
// CHECK: scf.if
// CHECK-COUNT-4: amx.tile_store %{{.*}} : memref<32x256xf32>, !amx.tile<16x16xf32>
// CHECK: } else {
func.func @wide_rows(%a: memref<32x64xbf16>, %b: memref<64x512xbf16>,
                     %c: memref<32x512xf32>) {
  linalg.matmul ins(%a, %b : memref<32x64xbf16>, memref<64x512xbf16>)
                outs(%c : memref<32x512xf32>)
  return
}
func.func @kib_rows(%a: memref<32x64xbf16>, %b: memref<64x256xbf16>,
                    %c: memref<32x256xf32>) {
  linalg.matmul ins(%a, %b : memref<32x64xbf16>, memref<64x256xbf16>)
                outs(%c : memref<32x256xf32>)
  return
}

// -----

// Keys read as [n, k] (QK^T) are packed along k, a whole tile at a time: the
// 32 k of each of its 16 columns as 16 words of 32 bits (pairs), the 16 x
// 16 words transposed so that row p holds pair p of every column; a batch
// dimension is parallel with the row blocks; dynamic sizes start from the
// result, read through the scratch block at the edges.
// CHECK-LABEL: func @qk
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64, rope.scratch} : memref<?x?x2x16x32xbf16>
// CHECK-COUNT-16: vector.insert %{{.*}} : vector<16xi32> into vector<16x16xi32>
// CHECK: %[[T:.*]] = vector.transpose %{{.*}}, [1, 0] : vector<16x16xi32> to vector<16x16xi32>
// CHECK: %[[P:.*]] = vector.bitcast %[[T]] : vector<16x16xi32> to vector<16x32xbf16>
// CHECK: vector.transfer_write %[[P]], {{.*}} : vector<16x32xbf16>, memref<?x?x2x16x32xbf16>
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in
// CHECK: scf.if
// CHECK-COUNT-4: amx.tile_load %{{.*}} : memref<?x?x?xf32> into !amx.tile<16x16xf32>
// CHECK: } else {
// CHECK: vector.transfer_read {{.*}} : memref<?x?x?xf32>, vector<32xf32>
// CHECK-COUNT-4: amx.tile_load %{{.*}} : memref<32x32xf32> into !amx.tile<16x16xf32>
func.func @qk(%q: memref<?x?x64xbf16>, %k: memref<?x?x64xbf16>,
              %s: memref<?x?x?xf32>) {
  linalg.batch_matmul
      indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>,
                       affine_map<(b, m, n, d) -> (b, n, d)>,
                       affine_map<(b, m, n, d) -> (b, m, n)>]
      ins(%q, %k : memref<?x?x64xbf16>, memref<?x?x64xbf16>)
      outs(%s : memref<?x?x?xf32>)
  return
}

// -----

// f32 operands stay on the FMA kernels, without a remark about tiles; a
// result whose second innermost dimension is not m is reported.
// CHECK-LABEL: func @f32
// CHECK-NOT: amx.
// CHECK: vector.fma
func.func @f32(%a: memref<64x64xf32>, %b: memref<64x64xf32>,
               %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>)
                outs(%c : memref<64x64xf32>)
  return
}

// -----

// CHECK-LABEL: func @rows_between
// CHECK-NOT: amx.
func.func @rows_between(%a: memref<8x3x16xbf16>, %b: memref<3x16x40xbf16>,
                        %c: memref<8x3x40xf32>) {
  linalg.generic {
      indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>,
                       affine_map<(b, m, n, k) -> (b, k, n)>,
                       affine_map<(b, m, n, k) -> (m, b, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x3x16xbf16>, memref<3x16x40xbf16>)
      outs(%c : memref<8x3x40xf32>) {
  ^bb0(%l: bf16, %r: bf16, %o: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %p = arith.mulf %lf, %rf : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Inside a sequential loop (a flash tile's key loop), static packs are
// allocated once around the loop, not once per iteration. The left operand,
// which the loop does not change, is packed once before it; the right one,
// a slice of %b per head, is packed with the whole of %b once, before the
// parallel loop, and read through a view.
// (48 rows, not whole 32-row blocks, so that the left operand is packed,
// not read in place.)
// CHECK-LABEL: func @in_loop
// CHECK: %[[WHOLE:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x4x2x16x32xbf16>
// CHECK: scf.forall
// CHECK: vector.transfer_write %{{.*}}, %[[WHOLE]]
// CHECK: scf.forall
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x2x16x32xbf16>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// CHECK: scf.for
// CHECK-NOT: memref.alloc
// CHECK: memref.subview %[[WHOLE]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
// CHECK: amx.tile_mulf
// CHECK-NOT: memref.alloc
// CHECK-COUNT-2: memref.dealloc
// CHECK-NEXT: }
// CHECK: memref.dealloc %[[WHOLE]]
// CHECK-NEXT: return
func.func @in_loop(%a: memref<4x48x64xbf16>, %b: memref<4x64x64xbf16>,
                   %c: memref<4x48x64xf32>) {
  scf.forall (%h) in (4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %av = memref.subview %a[%h, 0, 0] [1, 48, 64] [1, 1, 1] : memref<4x48x64xbf16> to memref<48x64xbf16, strided<[64, 1], offset: ?>>
    %bv = memref.subview %b[%h, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xbf16> to memref<64x64xbf16, strided<[64, 1], offset: ?>>
    %cv = memref.subview %c[%h, 0, 0] [1, 48, 64] [1, 1, 1] : memref<4x48x64xf32> to memref<48x64xf32, strided<[64, 1], offset: ?>>
    scf.for %i = %c0 to %c3 step %c1 {
      linalg.matmul ins(%av, %bv : memref<48x64xbf16, strided<[64, 1], offset: ?>>, memref<64x64xbf16, strided<[64, 1], offset: ?>>)
                    outs(%cv : memref<48x64xf32, strided<[64, 1], offset: ?>>)
    }
  }
  return
}

// -----

// Two key loops over slices of the same %b in one parallel loop (a flash
// tile's blocks of 64 keys, then its blocks of 32 from max(64 (%n / 64),
// 0), a multiple of 32 however %n falls): one pack of the whole of %b,
// made before the parallel loop, read by both (AMXWholePacks).
// CHECK-LABEL: func @two_loops
// CHECK: %[[WHOLE:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x4x8x16x32xbf16>
// CHECK-NOT: rope.scratch
// CHECK: scf.forall (%[[H:.*]]) in (4)
// CHECK: scf.for
// CHECK: memref.subview %[[WHOLE]][%[[H]], 0, %{{.*}}, 0, 0] [1, 4, 2, 16, 32]
// CHECK: amx.tile_mulf
// CHECK: scf.for
// CHECK: memref.subview %[[WHOLE]][%[[H]], 0, %{{.*}}, 0, 0] [1, 4, 1, 16, 32]
// CHECK: amx.tile_mulf
// CHECK: memref.dealloc %[[WHOLE]]
func.func @two_loops(%a1: memref<32x64xbf16>, %a2: memref<32x32xbf16>,
                     %b: memref<4x256x64xbf16>, %c: memref<4x32x64xf32>,
                     %n: index) {
  scf.forall (%h) in (4) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %blocks = arith.divui %n, %c64 : index
    %whole = arith.muli %blocks, %c64 : index
    %lo = arith.maxsi %whole, %c0 : index
    %cv = memref.subview %c[%h, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    scf.for %i = %c0 to %lo step %c64 {
      %bv = memref.subview %b[%h, %i, 0] [1, 64, 64] [1, 1, 1] : memref<4x256x64xbf16> to memref<64x64xbf16, strided<[64, 1], offset: ?>>
      linalg.matmul ins(%a1, %bv : memref<32x64xbf16>, memref<64x64xbf16, strided<[64, 1], offset: ?>>)
                    outs(%cv : memref<32x64xf32, strided<[64, 1], offset: ?>>)
    }
    scf.for %j = %lo to %n step %c32 {
      %bv = memref.subview %b[%h, %j, 0] [1, 32, 64] [1, 1, 1] : memref<4x256x64xbf16> to memref<32x64xbf16, strided<[64, 1], offset: ?>>
      linalg.matmul ins(%a2, %bv : memref<32x32xbf16>, memref<32x64xbf16, strided<[64, 1], offset: ?>>)
                    outs(%cv : memref<32x64xf32, strided<[64, 1], offset: ?>>)
    }
  }
  return
}

// -----

// Two slices of one %b whose k is the same dimension of %b (1) but whose n
// is not (2, then 0, the second read as [n, k]): the packs' layouts differ,
// so each gets its own pack of the whole of %b.
// CHECK-LABEL: func @two_layouts
// CHECK-COUNT-2: memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<64x4x2x16x32xbf16>
// CHECK: scf.forall
func.func @two_layouts(%a: memref<32x64xbf16>, %b: memref<64x64x64xbf16>,
                       %c: memref<2x32x64xf32>, %d: memref<2x32x64xf32>) {
  scf.forall (%h) in (2) {
    %cv = memref.subview %c[%h, 0, 0] [1, 32, 64] [1, 1, 1] : memref<2x32x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    %dv = memref.subview %d[%h, 0, 0] [1, 32, 64] [1, 1, 1] : memref<2x32x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    %s1 = memref.subview %b[%h, 0, 0] [1, 64, 64] [1, 1, 1] : memref<64x64x64xbf16> to memref<64x64xbf16, strided<[64, 1], offset: ?>>
    linalg.matmul ins(%a, %s1 : memref<32x64xbf16>, memref<64x64xbf16, strided<[64, 1], offset: ?>>)
                  outs(%cv : memref<32x64xf32, strided<[64, 1], offset: ?>>)
    %s2 = memref.subview %b[0, 0, %h] [64, 64, 1] [1, 1, 1] : memref<64x64x64xbf16> to memref<64x64xbf16, strided<[4096, 64], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
                  ins(%a, %s2 : memref<32x64xbf16>, memref<64x64xbf16, strided<[4096, 64], offset: ?>>)
                  outs(%dv : memref<32x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}
