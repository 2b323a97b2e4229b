// The CPU strategy's decisions as structured remarks, through
// rope-lower-to-llvm on the README's attention example: fusion and tiles,
// each element-wise op vectorized (lanes), each contraction's kernel shape
// (the target's row of the table: x86-64-v3 is the generic AVX2 row),
// threading (which scf.forall loops stay parallel, and why) and
// non-temporal stores. Without the engine none of the strategy's decisions
// is printed.
// RUN: rope-opt %rope_src_root/examples/attention.mlir \
// RUN:   --rope-lower-to-llvm='target-cpu=x86-64-v3 nontemporal-bytes=1' \
// RUN:   --remarks-filter='rope-.*' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml
// RUN: rope-opt %rope_src_root/examples/attention.mlir \
// RUN:   --rope-lower-to-llvm='target-cpu=x86-64-v3' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TEXT

// CHECK:      --- !Passed
// CHECK-NEXT: Pass: rope-fuse-attention
// CHECK-NEXT: Name: AttentionFused
// CHECK:      Pass: rope-decompose-attention
// CHECK-NEXT: Name: AttentionTiles
// CHECK:      --- !Passed
// CHECK-NEXT: Pass: rope-vectorize-elementwise
// CHECK-NEXT: Name: Vectorized
// CHECK:      - Lanes: '{{[0-9]+}}'
// CHECK-NEXT: - VectorBits: '256'
// CHECK:      --- !Analysis
// CHECK-NEXT: Pass: rope-vectorize-contractions
// CHECK-NEXT: Name: KernelShape
// CHECK:      Function: attention
// CHECK:      - Row: generic-avx2
// CHECK-NEXT: - Rows: '4'
// CHECK-NEXT: - Columns: '16'
// CHECK-NEXT: - VectorBits: '256'
// CHECK:      - BlockK: '256'
// CHECK-NEXT: - Family: f32-fma
// CHECK:      Pass: rope-serialize-small-foralls
// CHECK-NEXT: Name: Threading
// CHECK:      - Parallel: 'false'
// CHECK-NEXT: - Reason: {{.*}} iterations of {{.*}} elements, below 32768
// CHECK:      - Parallel: 'true'
// CHECK-NEXT: - Reason: {{.*}} iterations of {{.*}} elements, at least 32768
// CHECK:      Pass: rope-prefetch-rows
// CHECK-NEXT: Name: NonTemporalStores
// CHECK:      - NontemporalBytes: '1'

// TEXT-NOT: rows vectorized
// TEXT-NOT: sequential loop
// TEXT-NOT: parallel loop:
// TEXT:     remark: rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16)
