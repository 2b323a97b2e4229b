//===- Passes.td - rope-mlir CPU strategy passes -----------*- tablegen -*-===//
//
// The passes through which rope-lower-to-llvm decides how code runs on the
// host CPU: vector sizes, contraction kernels, parallel loops, vector math,
// the target of the LLVM module.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_PASSES_TD
#define ROPE_CODEGEN_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def VectorizeElementwisePass : Pass<"rope-vectorize-elementwise"> {
  let summary = "Tile element-wise linalg ops and row reductions into "
                "parallel rows of vectors";
  let description = [{
    The CPU strategy for linalg ops whose loops are all parallel (element-wise
    generics such as the cos/sin table generic of `rope-to-linalg`, fills,
    copies, broadcasts) on tensors: every loop but the innermost becomes an
    `scf.forall` (one iteration per row; `rope-lower-to-llvm` shares them
    among threads), the innermost an `scf.for` stepping by the vector size,
    and each tile is vectorized with `linalg::vectorize`. The vector size is
    the lanes of `vector-bits` for the widest element type of the op when
    they divide the row, the whole row when it is at most two registers,
    else the largest divisor of the row below the lanes if it fills at
    least half of them, so that no tile needs a mask. Other rows (dynamic,
    or a prime 37) step by the lanes over their whole tiles, unmasked (the
    loop is peeled), and the rest of the row, fewer than the lanes, is one
    vector of its size when static, else one masked vector
    (`vector.create_mask` of the remaining size).

    Ops whose only reduction is the innermost loop (softmax's max and sum)
    get the `scf.forall` over their other loops. A static row of at most
    4096 elements is vectorized whole (a `vector.multi_reduction`). A plain
    float reduction (add, maxnumf, minnumf, maximumf or minimumf of the
    element and the accumulator, one input) whose rows come in a static
    multiple of the lanes and are whole registers long, at most four, takes
    blocks of as many rows as a register has lanes (16 f32 rows in 512
    bits): each row's registers combine lane by lane, then pairs of
    registers combine their shuffled halves, rows in order, until one
    register holds the block's results, rows - 1 operations and 2 (rows -
    1) shuffles per block instead of log2(rows) of each per row
    (`populateRowBlockReductionPatterns`). Sums are reassociated, as the
    per-row trees reassociate them. On the AMX Xeon (family 6 model 167),
    1 thread, the flash tile's row maxima and sums (192 rows of 64 keys):
    fused attention, 8 heads, S = 2048, 180 -> 185 GFLOP/s. A longer
    or dynamic row is split where its last whole tile of lanes ends: the
    tiles before combine element-wise into one vector of partial results,
    carried in registers through an `scf.for` and reduced once after it;
    the rest is reduced by one vector (masked where dynamic, under an
    `scf.if` on it being non-empty). Such rows need one result, one combiner
    with a neutral element and no `linalg.index` in the body (MLIR 22's
    partial-reduction tiling does not offset it); others (an argmax, an
    index-weighted sum) stay scalar loops.

    Contractions are left to `rope-vectorize-contractions`. Ops that do not
    vectorize keep the tiled loop form and are lowered to scalar loops
    later. A fill whose only use initializes a contraction is left alone:
    the kernels of `rope-vectorize-contractions` start from its value. Ops
    on `i1` tensors (masks) are left scalar: LLVM stores `vector<N x i1>`
    bit-packed, but their memrefs hold a byte per element.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", "512",
           "Width of the target's vector registers in bits: a power of two "
           "from 128 to 2048">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def WidenAccumulatorsPass : Pass<"rope-widen-accumulators"> {
  let summary = "Contractions with a bf16 or f16 result accumulate in f32";
  let description = [{
    A contraction on tensors (`linalg.matmul`, `linalg.batch_matmul`,
    transposing maps, contraction generics: two operands, one result) whose
    result is bf16 or f16 accumulates, as linalg defines it, in that type,
    rounding at every step of k. JAX's and IREE's bf16 dots take this form.
    This pass rewrites each such contraction into three ops:

    1. the initial value widened to f32: a `linalg.fill` of the initial
       value's scalar where the initial value is a fill (the contraction
       kernels absorb it), else an element-wise `arith.extf` generic;
    2. the contraction as a `linalg.generic` with the same indexing maps and
       iterators and an f32 result: operands extended to f32, products and
       sums in f32;
    3. one element-wise `arith.truncf` generic back to the result type.

    So the result is the f32 sum rounded once (round to nearest even), as
    oneDNN, XLA's CPU backend and PyTorch compute it, and not the graph's
    step-by-step narrow sum: the difference is the error of the narrow sum,
    which grows with k (for random data of mean 0, about sqrt(k) / 2 units
    in the last place of bf16). The widened contraction runs on the
    contraction kernels (f32 FMAs, vdpbf16ps or AMX tiles for bf16
    operands); until then contractions with a bf16 or f16 result were left
    to scalar loops. The extra cost is two element-wise passes over the
    result and an f32 buffer of its size.

    Operands may be any float type of 32 bits or fewer; other contractions
    and ops on memrefs are left alone, and with `f16=false` contractions
    of f16 operands with an f16 result too (`rope-lower-to-llvm` with
    `f16-family=f16-fma`, which runs them on f16 FMAs). A remark names
    each widened contraction. `rope-lower-to-llvm` runs it before
    element-wise vectorization, with and without `vectorize`.
  }];
  let options = [
    Option<"f16", "f16", "bool", "true",
           "Widen f16 results of f16 operands too (false: left in f16, for "
           "rope-vectorize-contractions' f16-family=f16-fma)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def VectorizeContractionsPass : Pass<"rope-vectorize-contractions"> {
  let summary = "Cache-blocked, register-blocked vector code for matmuls on "
                "memrefs";
  let description = [{
    The CPU strategy for contractions after bufferization: every linalg op on
    memrefs that `linalg::isaContractionOpInterface` accepts (`linalg.matmul`,
    `linalg.batch_matmul`, with or without transposing indexing maps, and
    contraction generics) with one m, one n and one k dimension, any batch
    dimensions, an f32 result and f32, f16 or bf16 operands (multiplied and
    summed in f32), is replaced by:

    * an `scf.forall` over the batch dimensions and blocks of up to 32
      micro-kernel rows of m, and ranges of n where there are fewer row
      blocks than threads (below) (`rope-lower-to-llvm` turns it into an
      OpenMP loop; an op already inside an `scf.forall` gets an `scf.for`
      instead);
    * `scf.for` cache blocks of n and k (8 micro-kernel columns; 256, 512
      or 16 k, below);
    * a register-blocked micro-kernel: a rows x columns block of the result
      (the shape of the target's row in the table below), read once into
      vector registers that an `scf.for` over k carries as iteration
      arguments, and one `vector.fma` per row and register for each k (the
      tile is vectorized with `linalg::vectorize`, its `vector.contract`
      lowered to outer products and then FMAs; after loop-invariant code
      motion the accumulator's read and write move out of the k loop). The
      instruction family (today f32 FMA, `lib/Codegen/CPU/Kernels/`) is
      chosen per op (bf16 operands: see below).

    The kernel shape comes from a table with a row per CPU generation,
    selected by `target-cpu` (`host`: the CPU the pass runs on) when the
    features still give the row's vector width, else the generic row of
    the features' width. A block of rows x registers accumulators needs
    rows x registers + registers + 1 vector registers (a row of the right
    panel and the broadcast left element), and at least FMA ports x
    latency accumulators to keep the FMA pipes busy:

    | row | LLVM CPUs | vector bits, registers | FMA ports x latency | L1d, L2 KiB | rows x registers | unroll | prefetch (L1, L2) | bf16 on vdpbf16ps | streamed rows into |
    |---|---|---|---|---|---|---|---|---|---|
    | zen3 | znver3 | 256, 16 | 2 x 4 | 32, 512 | 4 x 2 | 1 | 0, 0 | no | L1 |
    | zen4 | znver4 | 512, 32 | 1 x 4 (two 256-bit pipes) | 32, 1024 | 8 x 2 | 1 | 0, 0 | yes | L2 |
    | zen5 | znver5 | 512, 32 | 2 x 4 | 48, 1024 | 12 x 2 | 1 | 0, 0 | yes | L1 |
    | sapphirerapids | sapphirerapids, emeraldrapids; any other with AMX-TILE and 512-bit vectors | 512, 32 | 2 x 4 | 48, 2048 | 12 x 2 | 1 | 4, 64 | no | L1 |
    | generic-avx512 | other AVX-512F | 512, 32 | | | 8 x 2 | 1 | 0, 0 | yes | L1 |
    | generic-avx2 | other AVX/AVX2/FMA | 256, 16 | | | 4 x 2 | 1 | 0, 0 | no | L1 |
    | generic-sse | others | 128, 16 | | | 4 x 2 | 1 | 0, 0 | no | L1 |

    Zen 3 keeps 4 x 2: 6 x 2 measured 11 % slower there (LLVM broadcasts
    its last left elements through shuffles on the FP pipes). Only Sapphire
    Rapids and its successors have AMX, so a CPU that LLVM names otherwise
    but that has AMX-TILE (a hypervisor's masked model: LLVM takes one such
    Xeon for `rocketlake`) gets their row; on that Xeon (family 6 model
    167, AMX-BF16, AVX512-FP16) it measured 0 to 10 % faster than the
    generic 8 x 2 on matmul 2048^3 f32, 1 thread, in 6 of 6 same-run pairs
    (0.71 against 0.65 of the same run's FMA peak). The Zen 5 row is
    not measured yet. Unroll is how many times the
    kernel's k loop is unrolled; prefetch how
    many k steps ahead the kernel prefetches each cache line of its row of
    the packed right panel into the L1, then into the L2 (0: none, the
    hardware's stream prefetcher follows the panel). The sapphirerapids
    row's L2 prefetch, 64 steps (8 KiB) ahead, serves the first row kernel
    of each cache block, which reads the block's panels from the L3 or
    memory: on the Xeon above, matmul 2048^3 f32 on 2 threads went from
    364-388 to 397-403 GFLOP/s (1 thread 199-209 to 205-211), batch_matmul
    [8,2048,2048] x [8,2048,128] 333 to 363 on 2 threads; distances of 32
    to 256 steps were about the same. The last column is the cache level
    into which rows streamed once from memory are prefetched: a decode
    step's values by the one-row kernel below, and its keys by
    rope-prefetch-rows (`loop-cache-level`, which rope-lower-to-llvm sets
    from this column). On an AMD EPYC Zen 4 (family 25 model 17), decode of
    32 heads x 4096 keys, builds interleaved in one process, 1 thread: f32
    keys from a rotated cache 8.99 -> 6.53 ms with the L2, keys rotated on
    read 12.3 -> 9.5, bf16 rotated on read 8.97 -> 6.09 (2 threads: 1.20x,
    1.26x, 1.42x); prefetches into the L1 each hold one of its few miss
    buffers until their line arrives. The other rows keep the L1, where
    they were measured (Zen 1, the AMX Xeon); Zen 5 is not measured.
    A nonzero `vector-bits` takes the generic row of
    that width instead, whatever the target. Each vectorized op gets a
    remark naming the row, the shape, the k block and the instruction family.

    One row of the result times a right operand stored [k, n] (a decode
    step's P V, a vector-matrix product) takes a block of one row and half
    the registers instead (1 x 8 registers with AVX2, 1 x 16 with AVX-512,
    no more than n needs): enough independent accumulators for the FMA
    latency, and each k step reads a long contiguous piece of the right
    operand's row. That operand is read in place, once, from memory: the k
    loop prefetches each cache line of the block's columns 16 rows ahead,
    into the table row's level for streamed rows. Two to four rows where the
    table's block has more (the P V of a grouped-query decode step whose 2
    or 4 query heads share a tile) share those registers likewise: 2 x 8 and
    4 x 4 with AVX-512, 2 x 4 with AVX2, so that each k step still reads
    128 bytes or more of the row, not the table's 32 columns in four passes.

    Two to sixteen rows (static) whose operands both hold k contiguous,
    with k a static multiple of the vector length, inside a parallel loop
    (the scores of a grouped-query decode step's or short chunk's stacked
    query heads against a block of keys [keys, D]) become dot products
    along k instead (`Kernels/RowDotProducts.cpp`), with no pack: for each
    group of columns (keys), as many as half the registers hold for the
    rows, rows x keys accumulators of f32 vectors run along k, each k step
    loading (and widening) each key's piece once for all the rows, then
    each accumulator is summed horizontally into the result (its zero fill
    absorbed). More than eight rows run as two equal groups of rows in
    turn over the same keys, the second reading them from the L1 (GQA
    32/8 x 8192 keys, chunks of 3 and 4 queries, 12 and 16 stacked rows,
    f32 and bf16, 1 thread: 1.23-1.35x against the table's kernel with the
    keys packed, builds called in turn in one process on an AMD EPYC Zen 4,
    family 25 model 17). The keys' rows 4 KiB ahead are prefetched into the
    table's level for streamed rows. A remark names the row, the rows, the
    columns per group and the groups of rows.

    The result's n dimension must be its innermost one. A right-hand operand
    whose innermost dimension is not n (QK^T reads K as [n, k]) is first
    transposed into a temporary buffer, so the micro-kernel loads it in rows.
    Sizes that the micro-kernel does not divide are handled by smaller
    kernels of the remainder's static size; a dynamic size's remainder by
    kernels one row (or column) wide, which divide any size: a row of 32
    columns per k, or 8 (4) rows of one column.

    The right operand is copied once into panels of 32 (2 registers of)
    columns, [batch..., n / 32, k, 32], when it is read as [n, k] or when
    256 or more result rows reuse it; each block of the left operand (its
    row block by a k block) into row panels (a heap buffer per row block)
    when 512 or more columns reuse it and its rows are longer than 256
    (rows of a power-of-two length otherwise put a kernel's k loop into a
    few cache sets). The panels are written in groups of 8 (256 columns),
    k outside the panels of a group, so that each k step reads 1 KiB of a
    row of the operand rather than one panel's 128 bytes of it. An f32
    operand read as [n, k] (k contiguous: QK^T's keys) is copied 16 k at a
    time: 16 columns' pieces along k, one vector each, transposed as a 16 x
    16 block (64 shuffles, `rope-lower-to-llvm`) into 16 rows of the panel;
    k past the last whole 16 is gathered along n, an insert per element,
    as before (on an Intel Xeon with AMX, family 6 model 167 under KVM,
    avx512f and amx_bf16, [8, 2048, 128] x K [8, 2048, 128] read through
    the map, 1 thread, builds interleaved in one process: median 165 ->
    168-169 GFLOP/s). A k block
    is 256 deep, or 512 where a left and a right
    block that deep (32 kernels of the row's rows, 8 of its columns, of the
    operands as packed: f32, or bf16 for the dot-product kernels) fill at
    most two thirds of the row's L2 (sapphirerapids; zen4, zen5 and
    generic-avx512 with bf16 dot products): the kernels read and write each
    result tile once per k block. The remark says which. A right
    operand read in place (not packed: fewer than 256 result rows) stored
    [k, n] with rows of 4 KiB or more takes k blocks of 16 instead in its
    multi-row kernels, and a second remark says so: at 512, each kernel
    read 128 bytes of each of 512 rows, a new page in the same cache sets
    at every step, while 16 rows read side by side as the n kernels advance
    are a few streams the prefetchers follow. On an Intel Xeon with AMX
    (family 6 model 167), 1 thread, f32 [m, 4096] x [4096, 4096] went from
    28.8 to 6.8 ms for m = 8 (`bench/matmul.py`: 43 GFLOP/s, PyTorch 15 in
    the same run) and from 122 to 47 ms for m = 64. Such an operand is
    streamed from memory by every part and row block that reads it. The
    parts of a column range are stacked instead, all kernels of a block
    running in the same k and n cache blocks: all the rows make one block
    where the blocks would run in turn (inside a parallel loop, or
    `threads` = 1) or where the threads can split the columns into shares
    of at least 4 KiB of a row, so that each piece of the operand is read
    once for all the rows; with narrower shares (which keep the prefetchers
    from running ahead) and fewer full kernels than threads, the rows left
    over get a block of their own after the full kernels' instead, and each
    thread reads whole rows; else the parts stay as they are. Each kernel
    step also prefetches its piece of the row one k block ahead into the
    L2. On the same Xeon, 64-byte-aligned operands, [20, 1000] x [1000,
    1100] (a 12-row and an 8-row part, each reading all 4.4 MB), 2 threads:
    114 -> 200 GFLOP/s in blocks of 12 and 8 rows (PyTorch 202), 1 thread:
    102 -> 122 in one block; [64, 4096] x [4096, 4096]: 2 threads 205 ->
    248 in one block (PyTorch 263), 1 thread 118 -> 132-139. With
    shorter rows, each step of a multi-row kernel prefetches its piece of
    the row 64 k steps ahead into the L2: past the end of the operand's
    rows, the rows that follow in memory, such as the next key block of a
    flash tile (its transposed keys, its values), whose first reads would
    otherwise wait on the L3. On the same Xeon, 1 thread: fused attention
    (8 heads, S = 2048) 169 -> 180 GFLOP/s; [128, 1024] x [1024, 1000] 137
    -> 161; operands that stay in the L2 lose 1-3%. A part
    without batch dimensions is split into row blocks (of at most 32
    kernels, sizes differing by one kernel at most: block b of B runs
    kernels [b n / B, (b + 1) n / B) of n, rounded down), as many as a
    multiple of `threads` (2 when it is 0), so that the threads get equal
    shares: m = 2048 with 12-row kernels (170) takes 6 blocks of 28 or 29
    kernels on 2 threads, 85 kernels each (blocks of 29 and one of 25 gave
    87 and 83: on the Intel Xeon with AMX, matmul 2048^3 f32, 2 threads,
    builds interleaved in one process, median 386-399 -> 406-408 GFLOP/s;
    397-399 -> 410-411 with the deferred result tiles below),
    and 16 blocks of 10 or 11 on 16 threads. A part with fewer row blocks
    than that multiple (few rows) has its columns split as well, into
    ranges of whole kernels, one per thread left: 8 x 4096 x 4096 runs as
    one row block and two halves of n on 2 threads, 8 ranges of 512 with
    `threads=8`. Panels hold f32: bf16 and f16
    operands are converted once, while packing. A `linalg.fill` of the
    result right before the op (k static and not 0) is absorbed: the kernels
    start their first k block from its value instead of reading the result.
    Where the buffer the result views (through subviews and other views)
    is larger than the L2 of the target's row, or of dynamic size, each
    kernel of f32 sums instead starts every k block
    from zeros (the first, from the fill's value), prefetches its tile's
    lines for writing before its k loop and adds the tile after it: the
    tile, evicted since the previous k block, arrives while the loop runs
    instead of stalling its first FMAs (matmul 2048^3 f32, the same Xeon,
    1 thread, builds interleaved: median 208 -> 210-211 GFLOP/s). Results
    that fit the L2, such as fused attention's blocks, keep the loads
    before the loop: deferred, they lost 1.5 % there.

    **bf16 dot products.** A contraction of bf16 operands into f32 takes an
    instruction family (`bf16-family`; its remark names it). By default:
    AMX tiles where the target has them (below), else `vdpbf16ps`
    (`bf16-dot`, `lib/Codegen/CPU/Kernels/BF16Dot.cpp`) where the target has
    AVX512-BF16 and its row of the table runs it faster than widening to
    f32 FMAs (zen4, zen5 and generic-avx512: twice the f32 rate on Zen 4
    and 5; not sapphirerapids, whose `vdpbf16ps` runs at half its f32
    rate, nor any target with AMX-TILE: an Intel server core, whatever CPU
    name a virtual machine reports), else the f32 FMA kernels above. The dot-product kernels keep the
    row's register block, and:

    * the right operand is always packed, into panels of k pairs, [batch...,
      n / 32, k / 2 rounded up, 32] i32, each element the bf16 values at
      k = 2p and 2p + 1 of one column (the first in the low half, as
      `vdpbf16ps` reads them; the last pair of an odd k is padded with a
      zero); an operand read as [n, k] of bf16 (k contiguous: QK^T's keys)
      is copied 16 pairs at a time, 16 columns' 32 bf16 along k read as 16
      words each and transposed as a 16 x 16 block of words, the pairs past
      the last whole 16 gathered along n as before;
    * each block of the left operand into row panels of pairs, [row panels,
      k block / 2, rows] i32, for every part whose columns are the panels';
      where the left operand's k is contiguous (Q, P), 16 pairs at a time
      by the same transposes (the panel's rows, the block's other rows
      zeros), the rest gathered. On an AMD EPYC Zen 4 (family 25 model 17,
      avx512_bf16), fused bf16 attention (8 heads, S = 2048, 1 thread)
      spent 18 % of its time gathering the keys' bf16 one by one, and 8 %
      more on Q and P; with the transposes it ran 1.20x as fast (same-run
      medians 115 -> 96 ms, results bit-identical);
    * the kernel's k loop steps over pairs: per row, one 32-bit load of the
      left pair broadcast to 16 lanes, and one `x86vector.avx512.dot` per
      register of 16 columns (`convert-vector-to-llvm` with x86vector makes
      it `llvm.x86.avx512bf16.dpbf16ps.512`).

    The products are exact and summed in f32 in pairs, as on the tiles. The
    columns past the last whole panel, and a one-row block, stay on the f32
    FMA kernels. `bf16-family=bf16-dot` needs AVX512-BF16 and 512-bit
    vectors; `amx-bf16` needs AMX-TILE and AMX-BF16; `f32-fma` is always
    possible. A nonzero `vector-bits` keeps f32 FMAs unless a family is
    given.

    **f16 FMAs.** With `f16-family=f16-fma` (AVX512-FP16 and 512-bit
    vectors), a contraction of f16 operands whose result is f16 and whose
    body multiplies and adds in f16 (`linalg.matmul` of f16) runs on the
    kernels of `lib/Codegen/CPU/Kernels/F16FMA.cpp` in f16: the right
    operand is always packed into f16 panels of 64 columns, every block of
    the left one into row panels holding each f16 twice as one 32-bit word
    (a 32-bit broadcast from memory is a load alone, where `vpbroadcastw`
    takes a shuffle on port 5, one of the two ports of 512-bit FMAs); the
    register block is the row's rows x registers of 32 f16 lanes (12 x 64
    on sapphirerapids), one `vfmadd231ph` per row and register per k step,
    twice the f32 FMA rate. A one-row block and the columns past the last
    panel take f16 FMAs on broadcast shuffles. The sums are f16, as the op
    defines them: their error grows with k (about sqrt(k) / 2 units in the last place of f16 for
    random data of mean 0, k + 1 at worst), which is why the default
    (`auto`, as `f32-fma`) leaves such contractions alone here and
    `rope-lower-to-llvm` widens them to an f32 accumulation first
    (`rope-widen-accumulators`). Contractions of f16 operands into f32 stay
    on the f32 FMA kernels (AVX512-FP16 has no f16 x f16 -> f32 FMA).

    **AMX tiles.** Where the target has AMX-TILE and AMX-BF16 (Sapphire
    Rapids and later; `host` on such a CPU) and `vector-bits` is 0, a
    contraction of bf16 operands into f32 runs on the tile units instead
    (`lib/Codegen/CPU/Kernels/AMXTiles.cpp`, `amx` dialect ops):

    * both operands are copied once into zero-padded tile packs, the left
      as [batch..., m / 16, k / 32, 16, 32] (rows of 32 consecutive k), the
      right in the VNNI pair layout `tdpbf16ps` reads, [batch..., n / 16,
      k / 32, 16, 32], row p of a tile holding its 16 columns at k = 2p and
      2p + 1 interleaved (a right operand read as [n, k] is packed along
      k, a tile at a time: its 16 columns' 32 k as 16 x 16 words of 32
      bits, transposed; one stored [k, n] is copied in groups of up to 8
      tiles of n, at least two groups, each row of B read across the
      group's 256 bytes in turn: one tile's 32 bytes a row left half of
      each cache line for later and touched a new page at every row of 4
      KiB or more. Matmul 2048^3 of bf16 operands, best of 25 calls in a
      process of its own: 1 thread
      1098-1150 -> 1184-1221 GFLOP/s, 2 threads 2054-2137 -> 2208-2302);
      a left operand of at most 64 KiB, static, in whole 32-row blocks and
      whole 32-k tiles, whose rows hold contiguous k and spread over the
      L1 sets as below (a flash tile's bf16 queries and probabilities), is
      not copied: its tiles are loaded from it in place
      (`readsAMXLeftInPlace`; the remark says so). On the AMX Xeon (family
      6 model 167), bf16 attention, S = 2048, one thread, same-process A/B:
      3 to 8 % faster, bit-identical;
    * 32 x 32 blocks of the result accumulate in four 16 x 16 f32 tiles
      carried through the k loop, two left and two right tiles loaded per
      32 k (the 8 tile registers); chunks of 8 blocks of n and 2048 of k
      keep the right operand's chunk in L2; the row blocks (and batches) are
      an `scf.forall`;
    * a block inside the result goes straight into it (`tile_store`) where
      the result's rows are a static stride apart; otherwise, and at the
      result's edge, it goes out through a 32 x 32 scratch buffer, copied
      into the result by vector rows (masked where the block reaches past
      the result's edge: any size, static or dynamic, runs on whole tiles).
      On the AMX Xeon (family 6 model 167), one thread: storing the flash
      tile's blocks in place made bf16 attention (8 heads, S = 2048) 2 to
      8 % faster; results whose rows are 2, 4 or 8 KiB apart (8 or 16 of a
      tile's rows in one L1 set), which went through the scratch buffer
      before, 2 to 9 % faster in place (matmul 2048 x 2048 x 2048 of bf16
      operands 1209-1212 -> 1298-1325 GFLOP/s, same process); a
      zero `linalg.fill` right before the op is absorbed (the first k chunk
      starts from `tile_zero`); static packs and scratch buffers inside
      sequential loops (a flash tile's key loop) are allocated once around
      them, and a left operand defined outside such a loop that nothing in
      the loop writes (a flash tile's queries) is packed once, before it;
    * a right operand (without batch dimensions) that is a unit-stride
      slice of a static buffer which no op in the loops around the
      contraction writes, and whose two kept dimensions are whole or start
      and end on multiples of 32 (a flash tile's key or value block), is
      read from a pack of that whole buffer, made once before the
      outermost such loop (in parallel over its other dimensions) and
      freed after it: every query tile reads the keys' and values' tiles
      instead of packing them again. That pack takes as much memory as the
      buffer. An offset along the kept dimensions is a multiple of 32 when
      it is a constant, or a loop's induction variable, product, sum,
      difference, minimum or maximum whose parts are (the flash tile's
      blocks of 64 keys after its whole blocks of 256); the contractions
      on slices of one buffer in one loop, with the same dimensions as k
      and n, share one pack. On the AMX Xeon (family 6 model 167), bf16
      attention, S = 2048, causal, one thread, same process: 8 heads
      14.8-15.3 -> 13.3-13.6 ms, GQA 32/8 56.5-57.2 -> 52.4-52.5 ms,
      bit-identical.

    The products are exact and summed in f32 by the tile unit, in pairs
    (`tdpbf16ps` flushes denormal inputs and results to zero). A bf16
    contraction whose result's second innermost dimension is not m, or whose
    rows are not contiguous, stays on the vector kernels with a remark.
    `rope-lower-to-llvm` lowers the tiles (`convert-vector-to-llvm` with AMX,
    and its transposes as shuffles of whole rows,
    `vector-transpose-lowering=shuffle16x16`; `convert-to-llvm` for
    branches carrying tiles) and asks Linux for the
    tile state first (`rope-request-amx-permission`). With
    `target-features=-amx-bf16` the vector kernels are used.

    Operands may be views (a TOSA matmul reads its [1, k, n] weights
    through an `expand_shape` of the [k, n] matrix): the kernels' transfers
    fold only `memref.subview`s, not reshapes. Other contractions on memrefs
    (several m, n or k dimensions, a result other than f32, other operand
    types, a body that does more than multiply and add, a result whose
    innermost dimension is not n) are left to the scalar loops of
    `convert-linalg-to-loops`, with a remark saying why.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", "0",
           "Width of the vector registers in bits, a power of two from 128 "
           "to 2048, for the generic kernel of that width; 0: the target's "
           "row of the kernel-shape table">,
    Option<"targetCpu", "target-cpu", "std::string", "\"host\"",
           "LLVM CPU name (e.g. znver4, sapphirerapids, x86-64-v3), or host">,
    Option<"targetFeatures", "target-features", "std::string", "\"\"",
           "Comma-separated LLVM features (+avx512f,-amx-bf16,...), applied "
           "over the CPU's own (the host's for target-cpu=host); the last "
           "mention of a feature wins; a feature brings those it implies "
           "(+avx512bw: avx512f) and its removal takes those that need it "
           "(-avx512f: avx512bf16), as in LLVM">,
    Option<"bf16Family", "bf16-family", "std::string", "\"auto\"",
           "Instruction family of contractions with bf16 operands: auto (AMX "
           "tiles where the target has them, else vdpbf16ps where its row of "
           "the table says so, else f32 FMAs), f32-fma, bf16-dot "
           "(AVX512-BF16) or amx-bf16 (AMX-TILE and AMX-BF16)">,
    Option<"f16Family", "f16-family", "std::string", "\"auto\"",
           "Contractions of f16 operands with an f16 result: auto or f32-fma "
           "(left to the scalar loops: rope-widen-accumulators makes them f32 "
           "accumulations first) or f16-fma (accumulated in f16 on "
           "AVX512-FP16, 32 lanes per register)">,
    Option<"threads", "threads", "int64_t", "0",
           "Threads that share a part's row blocks: their number is made a "
           "multiple of it (0: of 2, the cores of the machines this project "
           "is measured on; rope-lower-to-llvm passes its num-threads)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::amx::AMXDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
    "::mlir::x86vector::X86VectorDialect",
  ];
}

def SetLLVMTargetPass : Pass<"rope-set-llvm-target", "ModuleOp"> {
  let summary = "Give every llvm.func the target CPU and features";
  let description = [{
    Sets `target_cpu` and `target_features` on every `llvm.func` of the
    module, so that whoever compiles the module (mlir-runner's JIT,
    `mlir-translate` + clang or llc, rope_mlir.aot) generates code for that
    CPU (AVX-512, AVX2, FMA, AVX512_BF16 conversions) without flags of its
    own. `target-cpu=host` (the default) takes the CPU this pass runs on and
    its features; features given explicitly replace the host's.
  }];
  let options = [
    Option<"targetCpu", "target-cpu", "std::string", "\"host\"",
           "LLVM CPU name (e.g. znver4, skylake-avx512, x86-64-v3), or host">,
    Option<"targetFeatures", "target-features", "std::string", "\"\"",
           "Comma-separated LLVM features (+avx512f,-amx-bf16,...), applied "
           "over the CPU's own (the host's for target-cpu=host); the last "
           "mention of a feature wins; a feature brings those it implies "
           "(+avx512bw: avx512f) and its removal takes those that need it "
           "(-avx512f: avx512bf16), as in LLVM">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def BF16MaskedMemoryAsIntegersPass
    : Pass<"rope-bf16-masked-memory-as-integers"> {
  let summary = "Masked loads and stores, and stores, of bf16 vectors as "
                "16-bit integer ones";
  let description = [{
    Rewrites `llvm.intr.masked.load` and `llvm.intr.masked.store` of bf16
    vectors (the masked rest of a row of bf16 values) into the same
    intrinsics on i16 vectors, with `llvm.bitcast`s around them. The bits
    moved are the same; only the type changes. LLVM's x86 backend
    legalizes a bf16 masked load on targets without AVX512-BF16 (AVX2, Zen
    3) by converting each lane through `__truncsfbf2`, which libgcc 12
    lacks: such a library then fails to load with an undefined symbol, and
    the conversions would be slow besides. As integers the same instruction
    (`vpmaskmov`, or an AVX-512 masked move) moves them on every target.
    Plain `llvm.store`s of bf16 vectors store the same bits as i16 too:
    otherwise LLVM's InstCombine moves the bitcast of a rounded bf16 row
    (`arith-expand-ops`' integer rounding) above its NaN select, and the
    x86 backend without AVX512-BF16 then selects, and compares for NaN,
    lane by lane (a decoding key tile's rotation, 5x slower than f32 per
    byte, measured). `rope-lower-to-llvm` runs it after
    `convert-vector-to-llvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def DefineBF16TruncationPass
    : Pass<"rope-define-bf16-truncation", "ModuleOp"> {
  let summary = "Define __truncsfbf2 in the module, for targets without a "
                "bf16 conversion";
  let description = [{
    LLVM's x86 backend rounds f32 to bf16 on targets without AVX512-BF16
    (AVX2, Zen 3) by calling `__truncsfbf2`, also for bf16 vector lanes it
    builds or moves one at a time (a transposed bf16 row read lane by lane),
    and libgcc 12 (Debian 12) has no such function: the library would not
    load. This pass defines it in the module, `weak` (a runtime that has
    one may take precedence): float to bfloat16, rounded to nearest even,
    NaN kept a quiet NaN of the same sign. `rope-lower-to-llvm` runs it
    for targets without AVX512-BF16, where it also expands `arith.truncf`
    to bf16 and bf16 arithmetic itself, so that the function is only the
    backend's fallback.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def CacheScratchBuffersPass
    : Pass<"rope-cache-scratch-buffers", "ModuleOp"> {
  let summary = "Keep the packed operand buffers of the matmul kernels "
                "from one call to the next";
  let description = [{
    `rope-vectorize-contractions` copies whole operands into packed buffers
    (the f32 kernels' right panels, the AMX tiles of both operands) that
    live for one call and are freed at its end. Buffers of megabytes come
    from `mmap`, and glibc gives them back to the kernel when they are
    freed (two 8 MiB packs freed together pass its trim threshold): the next
    call maps them again, and each of their pages faults and is zeroed.
    On an Intel Xeon with AMX (family 6 model 167), matmul 2048^3 of bf16
    operands on AMX tiles, called 30 times in a process of its own, best
    call, three processes each: 970-1003 GFLOP/s without this pass and
    1122-1221 with it on 1 thread, 1466-1579 and 2158-2313 on 2.

    Each `memref.alloc` marked `rope.scratch` (a unit attribute: a buffer
    that does not escape its function, freed by one `memref.dealloc`;
    `rope-vectorize-contractions` marks its whole-operand packs) gets a slot
    of its own, an internal i64 global `__rope_scratch_slot<N>`. The alloc
    takes the slot's buffer with an atomic exchange (leaving 0), keeps it
    when its capacity (stored in its first 8 bytes) holds the header, the
    data and the alignment, and otherwise frees it and calls `malloc`; the
    dealloc puts the buffer back with another exchange and frees whatever
    it displaced. Calls that run at once from several threads each get a
    buffer of their own (one finds the slot empty), and the slot keeps one
    of them. The buffer becomes a memref descriptor (identity layout, the
    data aligned as the alloc asked, at least 16 bytes) through an
    `unrealized_conversion_cast`, which `finalize-memref-to-llvm` and
    `reconcile-unrealized-casts` resolve.

    Each site keeps its last buffer until the process exits: for matmul
    2048^3 that is 16 MiB of packs. Allocations smaller than `min-bytes`
    (static sizes) stay with `malloc`, as do marked ones with another
    layout, a memory space, elements other than whole-byte integers and
    floats, not exactly one dealloc, or their dealloc in a region isolated
    from the alloc (each with a remark saying why). `rope-lower-to-llvm` runs this pass
    after `rope-vectorize-contractions` unless its `scratch-cache` is
    false.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"1048576",
           "Static allocations smaller than this many bytes stay with malloc "
           "(0: cache every marked allocation; not negative)">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def SerializeSmallForallsPass : Pass<"rope-serialize-small-foralls"> {
  let summary = "Turn scf.forall loops with too little work into scf.for";
  let description = [{
    Starting threads costs microseconds (waking a sleeping OpenMP team more);
    a decode step that rotates 32 rows of 128 channels takes less. Every
    `scf.forall` with static bounds whose iterations, times the elements of
    the widest vector its body handles, stay below `min-parallel-elements`
    becomes a sequential `scf.for` nest (`scf::forallToForLoop`); loops with
    dynamic bounds stay parallel. Runs on memrefs (after bufferization),
    before `scf.forall` loops become OpenMP loops.
  }];
  let options = [
    Option<"minParallelElements", "min-parallel-elements", "int64_t",
           "32768",
           "Fewest elements (iterations x vector elements) worth threads "
           "(not negative)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def PrefetchRowsPass : Pass<"rope-prefetch-rows"> {
  let summary = "Prefetch the rows an scf.forall streams through, ahead of use";
  let description = [{
    For every `vector.transfer_read` and `vector.transfer_write` in the body
    of an `scf.forall` (on memrefs, without shared outputs, lower bounds 0
    and steps 1) that moves one whole contiguous row of a memref (a 1-D
    in-bounds vector as wide as the memref's unit-stride last dimension, at
    column 0), directly or through a unit-stride subview, at indices computed
    from every induction variable of the forall by index arithmetic (a row
    streamed through once: the cos/sin rows that heads share are read again
    from cache and left alone), adds one `memref.prefetch` per 64-byte cache
    line of the row that the loop reaches `distance` bytes later: the
    iteration that many rows ahead in the row-major order of the forall's
    loops (the order OpenMP's collapsed worksharing loop gives each thread),
    clamped to the last iteration, its indices computed again for it. In a
    loop over (head, position) that is the same head's row 8 f32 rows on,
    or the next head's first rows; in `rope-to-vector`'s blocks of positions
    with the heads inside, the next head's rows. Where an inner loop's size
    is dynamic, only the innermost induction variable moves ahead (clamped
    to its last value), which saves a division per row. For reading before
    reads, for writing before writes. The row loops of `rope-to-vector` are
    what it is for: without it, an f32 rotation ran at about 0.70 of a
    same-run STREAM copy, 0.75 in bf16.

    Sequential loops are handled too: for every `vector.transfer_read` of at
    least a cache line along the innermost dimension of a function argument
    (through unit-stride subviews, rank-reducing ones too), in an `scf.for`
    with step 1 whose induction variable indexes an outer dimension, it
    prefetches the rows `distance` bytes further (at least one row), one per
    cache line, not clamped: past the end of the argument the hardware drops
    them. Loops with `vector.fma` (matmul micro-kernels) are left alone.
    These are the keys a decoding `rope.attention` reads, rotating them or
    not (decode 32 heads x 4096 keys: CPU time per call f32 5.4 -> 4.9 ms,
    bf16 4.6 -> 3.0 ms). They go into the cache level `loop-cache-level`
    says: the L1 by default, the L2 where `rope-lower-to-llvm`'s kernel
    table says so (zen4: on an AMD EPYC Zen 4, family 25 model 17,
    avx512_bf16, a decode step's f32 keys and values from a rotated cache
    then take 6.5 instead of 9.0 ms on 1 thread, 32 heads x 4096 keys, the
    two builds called in turn in one process). Runs after
    `rope-serialize-small-foralls`, so that loops
    nested in parallel ones are sequential by then.

    With `nontemporal-bytes` > 0, each such whole-row write of a memref of
    at least that many bytes (checked at run time for dynamic shapes), of
    rows that are whole 64-byte lines, becomes `scf.if` on the row's address
    being 64-byte aligned: an `llvm.store {nontemporal, alignment = 64}` of
    the row's bits as integers through that address (the row goes to
    memory around the cache, without first reading its lines; integers
    because LLVM's x86 backend scalarizes a non-temporal bf16 vector store
    through f32 conversions), else the original write after its write
    prefetches; an `llvm.fence seq_cst`
    follows the forall (the workers of an OpenMP loop end with its
    barrier's locked instructions). An output larger than the last-level
    cache is not read back from cache anyway, and a copy-like loop then
    moves two bytes per byte instead of three.
  }];
  let options = [
    Option<"distance", "distance", "int64_t", "4096",
           "Bytes ahead of the row being moved to prefetch (0: none; not "
           "negative)">,
    Option<"nontemporalBytes", "nontemporal-bytes", "int64_t", "0",
           "Store the rows a forall writes once non-temporally where the "
           "memref holds at least this many bytes (0: never; not negative)">,
    Option<"loopCacheLevel", "loop-cache-level", "int64_t", "1",
           "The cache level into which sequential loops' row reads are "
           "prefetched: 1 (the L1, locality 3) or 2 (the L2, locality 2)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def TreeReductionsPass : Pass<"rope-tree-reductions"> {
  let summary = "Min and max reductions of a vector as trees of vector ops";
  let description = [{
    LLVM's x86 backend expands `llvm.vector.reduce.fmax` (and `fmin`,
    `fmaximum`, `fminimum`) one lane at a time, unless the reduction may
    ignore NaNs: a chain of 64 dependent scalar maxima, each with a NaN
    fix-up, for the row max of a flash tile's 64 scores. This pass rewrites
    each unmasked `vector.reduction` of kind `maxnumf`, `minnumf`,
    `maximumf` or `minimumf` on a 1-D vector into halvings: the element-wise
    `arith` min or max of its low and high halves, until one lane is left
    (an odd lane count sets its last lane aside and combines it at the
    end), then the accumulator. These min and max are associative and
    commutative, NaNs included, so the value is the one the chain computes
    (a max of +0 and -0 may return either, in both). Masked reductions
    (inside `vector.mask`) and other kinds are left alone; additions are
    trees already where reassociation is allowed.

    `rope-lower-to-llvm` runs it after the multi-reductions are lowered.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ApproximateVectorMathPass : Pass<"rope-approximate-vector-math"> {
  let summary = "Replace f32 math on vectors by polynomial approximations";
  let description = [{
    LLVM turns `math.exp` (and `log`, `tanh`, `erf`, ...) on a vector into
    one libm call per lane. This pass rewrites the f32 math ops whose
    operands are vectors with MLIR's polynomial approximations
    (`populateMathPolynomialApproximationPatterns`, all in vector
    registers); math on scalars, and f64 math, keep their libm calls. The
    softmax rows of attention are what it is for.

    `math.exp` takes rope-mlir's pattern (`populateVectorExpPatterns`, 14
    vector instructions on x86 where MLIR's takes 20): exp x = 2^n exp r, n
    rounded by adding 1.5 * 2^23 + 126 (its low mantissa bits then hold the
    biased exponent of 2^(n - 1)), r = x - n ln 2 by two fused
    multiply-adds, 2 exp r by a degree-6 polynomial. Within 2 ulp of float64
    wherever the result is at least 2^-125 (0.97 ulp at worst over
    `vector-exp-accuracy.py`'s 16,000 inputs, where MLIR's reached 3.8 ulp
    near ln(FLT_MAX)); +0 below about 2.4e-38 (exp(-inf) = +0 exactly, the
    masked scores of attention); inf once the result overflows; NaN for NaN.
    With the `afn` fast-math flag it takes 10 instructions: r = x - n ln 2
    in one multiply-add and a degree-3 polynomial, within 1.1e-4 relative
    (exp 0 = 1 exactly), the same edges (past ln(FLT_MAX) inf or within the
    bound of FLT_MAX) and specials. `rope-decompose-attention` asks for it
    where bf16 attention's probabilities are rounded to bf16 (2^-9) next.
    `math.rsqrt` stays (LLVM's vectorized `1 / sqrt`): MLIR's approximation
    of it is an x86vector AVX intrinsic, a dialect the pipeline does not
    lower.

    `math.sin` and `math.cos` take rope-mlir's patterns instead
    (`populateVectorSinCosPatterns`): MLIR's reduce x by multiples of pi/2
    with one f32 constant, 1e-3 off at 1e6 rad (the rotary angles of f32
    graphs at positions near 2^20, where libm is within the angle's own
    rounding). Here x is reduced in f64 lanes, k = round(x * 2/pi) and
    r = x - k*P1 - k*P2 - k*P3 with pi/2 split in three doubles, by fused
    multiply-adds (exact for |x| < 2^48), and f64 polynomials of sin r and
    cos r rounded once to f32: within 1 ulp of float64 for every f32 input
    (tested up to 3e38 and next to multiples of pi/2). A vector with a lane
    beyond 2^48 calls libm for its lanes; inf and NaN give NaN.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ExpandPowersPass : Pass<"rope-expand-powers"> {
  let summary = "Expand integer powers on scalars and vectors into "
                "multiplications";
  let description = [{
    `math.fpowi` and `math.ipowi` on scalars and vectors become repeated
    squaring, the exponent's low bit first as compiler-rt's `__powisf2`
    computes them, so the results round the same: a constant exponent
    (scalar, splat or broadcast) unrolls into multiplications (`x^2` is
    `x * x`, a negative exponent the reciprocal of the positive power), an
    exponent known only at run time (or differing between lanes) into an
    `scf.while` that squares until every lane's exponent is used up. A
    negative exponent of `math.ipowi` gives 1 for a base of 1, +-1 for -1,
    else 0 (0 for a base of 0, which the op leaves undefined). A
    `math.powf` by a constant integral exponent of magnitude at most 4
    becomes `math.fpowi` (each multiplication rounds: within about n/2 ulp
    of `pow`, `x * x` correctly rounded); other `math.powf` keep `pow`.

    LLVM's `llvm.powi` takes one scalar exponent of the C `int`'s width and
    LLVM has no integer power, so without this pass the vectorized
    `x.pow(2)` of torch-mlir's RMSNorm (`math.fpowi %x, %c2_i64`) and any
    `math.ipowi` would not lower. `rope-lower-to-llvm` runs it after
    vectorizing element-wise code, vectorized or not.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RequestAMXPermissionPass
    : Pass<"rope-request-amx-permission", "ModuleOp"> {
  let summary = "Ask Linux for the AMX tile state before a function uses "
                "tiles; report a refusal as a run-time failure";
  let description = [{
    Linux gives a process the AMX tile data state (XTILEDATA, 8 KiB per
    thread) only after `arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)`
    returned 0; until then the first tile instruction kills the process
    with SIGILL. The request may be refused: by a seccomp filter (a
    sandbox), by a kernel older than 5.16 (EINVAL), on a CPU or virtual
    machine without AMX (EOPNOTSUPP). This pass runs on the LLVM dialect,
    after `convert-func-to-llvm` and before `rope-return-status`.

    Every `llvm.func` that calls an AMX intrinsic (an `llvm.call_intrinsic`
    of `llvm.x86.tile*` or `llvm.x86.tdp*`, what
    `convert-vector-to-llvm{enable-amx}` makes of the `amx` dialect) becomes
    two. Its body moves into `@<name>.amx` (internal, `no_inline`), and
    `@<name>` asks first, calls `@<name>.amx` when the permission is
    granted, and otherwise fails in a block of its own. The split keeps
    every tile instruction behind the answer: LLVM's x86 backend configures
    the tiles (`ldtilecfg`) after the last call before them and releases
    them (`tilerelease`) on return, in whichever function holds them, and
    both fault on a CPU without AMX.

    The request is `__rope_request_amx()`, which the pass defines in the
    module (`weak_odr`, so libraries linked into one process share it and
    its state):

    ```c
    int32_t __rope_amx_state; // 0: not asked yet, 1: granted, else -errno
    int32_t __rope_request_amx(void) {
      int32_t state = atomic_load_relaxed(&__rope_amx_state);
      if (state == 0) {
        state = syscall(SYS_arch_prctl /* 158 */, 0x1023, 18) == 0
                    ? 1 : -*__errno_location();
        atomic_store_relaxed(&__rope_amx_state, state);
      }
      return state;
    }
    ```

    The permission is the process's, for all its threads, so Linux is asked
    once; threads whose first calls race each ask and store the same
    answer. Refused, with `on-failure=status` (the default), the function
    writes

    ```
    rope: @f runs on AMX tiles, but Linux refused the tile data permission
    (arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): errno 1; compile
    for a target without AMX (-amx-bf16 in target-features) to run without
    tiles
    ```

    (one line) into the thread's message buffer and calls
    `__rope_check_failed` with `ROPE_STATUS_UNSUPPORTED_CPU` (3,
    `rope-c/Runtime.h`), where `rope-return-status` returns from it:
    `_rope_checked_f` returns 3, `rope_last_error()` the message, the
    outputs are left alone and the process goes on. With
    `on-failure=abort` the message goes to stderr and the process aborts.

    Functions without AMX intrinsics and declarations are left alone, and
    a second run changes nothing (functions that call `__rope_request_amx`,
    and what they call, are skipped). Variadic functions on tiles are
    rejected. `rope-lower-to-llvm` runs this pass with its
    `on-check-failure`.
  }];
  let options = [
    Option<"onFailure", "on-failure", "::mlir::rope::CheckFailureMode",
           /*default=*/"::mlir::rope::CheckFailureMode::Status",
           "What a refused permission does: `status` records the message "
           "and ROPE_STATUS_UNSUPPORTED_CPU and returns from the function, "
           "`abort` prints the message to stderr and aborts",
           "ROPE_CHECK_FAILURE_MODE_VALUES">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // ROPE_CODEGEN_CPU_PASSES_TD
