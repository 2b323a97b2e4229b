// rope-opt --help documents every rope pass, pipeline and option.
// RUN: rope-opt --help | FileCheck %s
// CHECK: Available Dialects: {{.*}}rope
// CHECK-DAG: --rope-decompose-aggregated-ops {{.*}}Decompose linalg aggregated ops such as linalg.softmax
// CHECK-DAG: --rope-fuse-attention {{.*}}Fuse rotated attention graphs into rope.attention
// CHECK-DAG: --key-rotation=<value> {{.*}}Where the fused op rotates its keys
// CHECK-DAG: --rope-lower-to-llvm {{.*}}Lower rope ops and the tensor code around them to the LLVM dialect
// CHECK-DAG: --emit-c-interface {{.*}}Emit _mlir_ciface_ wrappers
// CHECK-DAG: --rope-to-linalg {{.*}}Lower rope operations to linalg.generic and arith/math
