// RUN: rope-opt %s --rope-decompose-attention=form=graph | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=form=graph --rope-lower-to-llvm=target-cpu=znver4 -o /dev/null

// rope.attention with no query heads (a 0 x 2 "group"), as rope-fuzz drew
// it: the graph form maps query head h to key head h / group, and a group
// of 0 made `h floordiv 0`, which tiling in rope-vectorize-elementwise then
// folded into a read of freed memory (AddressSanitizer). Without query
// heads no element reads a key head: the maps take a group of 1.
// CHECK-NOT: floordiv
// CHECK-LABEL: func @no_query_heads
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x0x65x6xf64>, tensor<2x2x?x6xf64>)
// CHECK: linalg.softmax
// CHECK: return %{{.*}} : tensor<2x0x65x6xf64>
func.func @no_query_heads(%q: tensor<2x0x65x6xf64>, %k: tensor<2x2x?x6xf64>,
                          %v: tensor<2x2x?x6xf64>, %f: tensor<2xf64>,
                          %pos: tensor<65xi32>) -> tensor<2x0x65x6xf64> {
  %o = rope.attention %q, %k, %v positions(%pos) frequencies(%f)
       layout(interleaved) rotary_dim(4) causal
     : tensor<2x0x65x6xf64>, tensor<2x2x?x6xf64>, tensor<2x2x?x6xf64>,
       tensor<2xf64>, tensor<65xi32> -> tensor<2x0x65x6xf64>
  return %o : tensor<2x0x65x6xf64>
}
