// Numeric pass and pipeline options out of the range the code handles are
// diagnosed when the pipeline is parsed, naming the option, the value and
// what is accepted. vector-bits=262144 once crashed in linalg::splitOp: the
// lanes of a register (8192 f32) exceeded the row being split.
// RUN: not rope-opt %s --rope-vectorize-elementwise=vector-bits=262144 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not rope-opt %s --pass-pipeline="builtin.module(func.func(rope-vectorize-elementwise{vector-bits=262144}))" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not rope-opt %s --rope-vectorize-elementwise=vector-bits=384 2>&1 | FileCheck %s --check-prefix=NOT-POW2
// RUN: not rope-opt %s --rope-vectorize-elementwise=vector-bits=64 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not rope-opt %s --rope-vectorize-contractions=vector-bits=4096 2>&1 | FileCheck %s --check-prefix=CONTRACT
// RUN: not rope-opt %s --rope-serialize-small-foralls=min-parallel-elements=-1 2>&1 | FileCheck %s --check-prefix=SERIAL
// RUN: not rope-opt %s --rope-prefetch-rows=distance=-64 2>&1 | FileCheck %s --check-prefix=DISTANCE
// RUN: not rope-opt %s --rope-prefetch-rows=nontemporal-bytes=-1 2>&1 | FileCheck %s --check-prefix=PREFETCH-NT
// RUN: not rope-opt %s --rope-prefetch-rows=loop-cache-level=3 2>&1 | FileCheck %s --check-prefix=PREFETCH-LEVEL
// RUN: not rope-opt %s --rope-prefetch-rows=loop-cache-level=0 2>&1 | FileCheck %s --check-prefix=PREFETCH-LEVEL0
// RUN: not rope-opt %s --rope-to-vector=position-block=-4 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: not rope-opt %s --rope-lower-to-llvm=num-threads=4294967295 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not rope-opt %s --rope-lower-to-llvm=nontemporal-bytes=-1 2>&1 | FileCheck %s --check-prefix=PIPE-NT
// RUN: not rope-opt %s --rope-lower-to-llvm=position-block=-1 2>&1 | FileCheck %s --check-prefix=PIPE-BLOCK
// The accepted extremes run.
// RUN: rope-opt %s --rope-vectorize-elementwise=vector-bits=128 | FileCheck %s --check-prefix=OK
// RUN: rope-opt %s --rope-vectorize-elementwise=vector-bits=2048 | FileCheck %s --check-prefix=OK
// RUN: rope-opt %s --rope-vectorize-contractions=vector-bits=2048 | FileCheck %s --check-prefix=OK

// HUGE: error: rope-vectorize-elementwise: vector-bits must be a power of two from 128 to 2048, got 262144
// NOT-POW2: error: rope-vectorize-elementwise: vector-bits must be a power of two from 128 to 2048, got 384
// SMALL: error: rope-vectorize-elementwise: vector-bits must be a power of two from 128 to 2048, got 64
// CONTRACT: error: rope-vectorize-contractions: vector-bits must be a power of two from 128 to 2048, got 4096
// SERIAL: error: rope-serialize-small-foralls: min-parallel-elements must be at least 0, got -1
// DISTANCE: error: rope-prefetch-rows: distance must be at least 0, got -64
// PREFETCH-NT: error: rope-prefetch-rows: nontemporal-bytes must be at least 0, got -1
// PREFETCH-LEVEL: error: rope-prefetch-rows: loop-cache-level must be from 1 to 2, got 3
// PREFETCH-LEVEL0: error: rope-prefetch-rows: loop-cache-level must be from 1 to 2, got 0
// BLOCK: error: rope-to-vector: position-block must be at least 0, got -4
// THREADS: error: rope-lower-to-llvm: num-threads must be from 0 to 2147483647, got 4294967295
// PIPE-NT: error: rope-lower-to-llvm: nontemporal-bytes must be at least 0, got -1
// PIPE-BLOCK: error: rope-lower-to-llvm: position-block must be at least 0, got -1
// OK-LABEL: func @long_row
func.func @long_row(%x: tensor<2x5000xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.reduce ins(%x : tensor<2x5000xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}
