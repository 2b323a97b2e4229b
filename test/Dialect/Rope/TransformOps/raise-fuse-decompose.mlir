// RUN: rope-opt %s --transform-interpreter 2>&1 | FileCheck %s

// A causal attention with Hugging Face's rotate_half on Q and K, in linalg
// (what torch-mlir exports), raised, fused and decomposed into a flash loop
// nest by a transform script alone: transform.rope.raise, then
// transform.rope.fuse_attention on the function, then
// transform.rope.decompose_attention with 8-query tiles and 4-key blocks.
// docs/Integrating.md quotes this script.

// The two raised rotations and the one fused attention, counted from the
// handles the ops return.
// CHECK: remark: rotations raised 2 : i64
// CHECK: remark: attentions fused 1 : i64
// CHECK-LABEL: func.func @causal_attention
// No graph is left: no rotate_half slices, no scores, no softmax.
// CHECK-NOT: linalg.softmax
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: rope.attention
// The query tiles: batch 1, 2 heads, tiles of 8 queries, each rotated by
// [8, 4] tables.
// CHECK: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (1, 2, %{{.*}})
// CHECK: arith.muli %{{.*}}, %c8
// CHECK: rope.rotate_with_tables {{.*}} : tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x8xf32>
// The key blocks of 4 keys (unmasked, masked, then the partial block), in
// 8 x 4 score blocks.
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// CHECK: return
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @causal_attention(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %pos: tensor<1x16xi64>) -> tensor<2x16x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 1.000000e-01, 1.000000e-02, 1.000000e-03]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xi64> into tensor<1x16x1xi64>
  %e0 = tensor.empty() : tensor<1x16x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x16x1xi64>) outs(%e0 : tensor<1x16x1xf32>) {
  ^bb0(%in: i64, %o: f32):
    %x = arith.sitofp %in : i64 to f32
    linalg.yield %x : f32
  } -> tensor<1x16x1xf32>
  %e1 = tensor.empty() : tensor<1x16x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<1x16x1xf32>, tensor<4xf32>) outs(%e1 : tensor<1x16x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.mulf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<1x16x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
  %e2 = tensor.empty() : tensor<1x16x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x16x8xf32>) outs(%e2 : tensor<1x16x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %x = math.cos %in : f32
    linalg.yield %x : f32
  } -> tensor<1x16x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x16x8xf32>) outs(%e2 : tensor<1x16x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %x = math.sin %in : f32
    linalg.yield %x : f32
  } -> tensor<1x16x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
  %e4 = tensor.empty() : tensor<1x2x16x8xf32>
  %eh = tensor.empty() : tensor<1x2x16x4xf32>
  %qrc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos4 : tensor<1x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.mulf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %qrlo = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 16, 4] [1, 1, 1, 1] : tensor<1x2x16x8xf32> to tensor<1x2x16x4xf32>
  %qrhi = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 16, 4] [1, 1, 1, 1] : tensor<1x2x16x8xf32> to tensor<1x2x16x4xf32>
  %qrn = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qrhi : tensor<1x2x16x4xf32>) outs(%eh : tensor<1x2x16x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x4xf32>
  %qrrh = tensor.concat dim(3) %qrn, %qrlo : (tensor<1x2x16x4xf32>, tensor<1x2x16x4xf32>) -> tensor<1x2x16x8xf32>
  %qrs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qrrh, %sin4 : tensor<1x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.mulf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %qr = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qrc, %qrs : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.addf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %krc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %cos4 : tensor<1x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.mulf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %krlo = tensor.extract_slice %k[0, 0, 0, 0] [1, 2, 16, 4] [1, 1, 1, 1] : tensor<1x2x16x8xf32> to tensor<1x2x16x4xf32>
  %krhi = tensor.extract_slice %k[0, 0, 0, 4] [1, 2, 16, 4] [1, 1, 1, 1] : tensor<1x2x16x8xf32> to tensor<1x2x16x4xf32>
  %krn = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%krhi : tensor<1x2x16x4xf32>) outs(%eh : tensor<1x2x16x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x4xf32>
  %krrh = tensor.concat dim(3) %krn, %krlo : (tensor<1x2x16x4xf32>, tensor<1x2x16x4xf32>) -> tensor<1x2x16x8xf32>
  %krs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%krrh, %sin4 : tensor<1x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.mulf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %kr = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%krc, %krs : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>) outs(%e4 : tensor<1x2x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.addf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x8xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %k3 = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x16x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %scores = linalg.batch_matmul indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>, affine_map<(h, m, n, d) -> (h, n, d)>, affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%q3, %k3 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %scale = arith.constant 0.353553385 : f32
  %scaled = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x16x16xf32>) outs(%init : tensor<2x16x16xf32>) {
  ^bb0(%s: f32, %o: f32):
    %x = arith.mulf %s, %scale : f32
    linalg.yield %x : f32
  } -> tensor<2x16x16xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %masked = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x16x16xf32>) outs(%init : tensor<2x16x16xf32>) {
  ^bb0(%s: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.cmpi ule, %j, %i : index
    %x = arith.select %c, %s, %ninf : f32
    linalg.yield %x : f32
  } -> tensor<2x16x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x16x16xf32>) outs(%init : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %oinit = tensor.empty() : tensor<2x16x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<2x16x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %out : tensor<2x16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // Raise the rotate_half graphs to rope.rotate.
    %raised, %rotations = transform.rope.raise %func
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %rotations : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "rotations raised" : !transform.param<i64>
    // Fuse rope.rotate(Q), rope.rotate(K) -> QK^T -> scale -> mask ->
    // softmax -> PV into rope.attention.
    %attention = transform.rope.fuse_attention %raised
        : (!transform.any_op) -> !transform.any_op
    %m = transform.num_associations %attention : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %m, "attentions fused" : !transform.param<i64>
    // The flash loop nest, with its tiles chosen here.
    %loops = transform.rope.decompose_attention %attention {query_tile = 8, key_tile = 4}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
