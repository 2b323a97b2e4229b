// RUN: rope-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Payloads that the transform.rope ops do not transform: each op reports a
// silenceable failure with the reason (the matcher's, for fusion) and notes
// at the payload ops concerned.

// Nothing to raise.
// expected-note @below {{under this payload op}}
func.func @no_rotation(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{no rotation was raised}}
    %r, %rot = transform.rope.raise %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An attention whose mask shows each query key 0 and itself (not one band
// of keys per query, so neither causal nor a sliding window) does not fuse:
// the function as the target.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// expected-note @below {{payload op}}
func.func @anti_causal_function(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %pos: tensor<1x16xi64>) -> tensor<2x16x8xf32> {
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
  // expected-note @below {{the rejected scores}}
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
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %j, %c0 : index
    %self = arith.cmpi eq, %j, %i : index
    %c = arith.ori %first, %self : i1
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
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r, %rot = transform.rope.raise %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{no attention fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: the mask is not causal: query 2 sees key 2 after a hidden one}}
    %a = transform.rope.fuse_attention %r : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The same attention, its PV contraction as the target.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @anti_causal_output(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %pos: tensor<1x16xi64>) -> tensor<2x16x8xf32> {
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
  // expected-note @below {{its scores}}
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
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %j, %c0 : index
    %self = arith.cmpi eq, %j, %i : index
    %c = arith.ori %first, %self : i1
    %x = arith.select %c, %s, %ninf : f32
    linalg.yield %x : f32
  } -> tensor<2x16x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x16x16xf32>) outs(%init : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %oinit = tensor.empty() : tensor<2x16x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  // expected-note @below {{payload op}}
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<2x16x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %out : tensor<2x16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r, %rot = transform.rope.raise %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %r : (!transform.any_op) -> !transform.any_op
    %scores, %out = transform.split_handle %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: the mask is not causal}}
    %a = transform.rope.fuse_attention %out : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A contraction that is not an attention's output.
func.func @plain_matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the payload op is not the output (PV contraction) of an attention}}
    %a = transform.rope.fuse_attention %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// decompose_attention on an op that is not rope.attention.
func.func @not_attention(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the payload op is not rope.attention}}
    %l = transform.rope.decompose_attention %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Splitting the keys needs queries that fit one tile: 16 queries do not fit
// tiles of 8.
func.func @split_keys(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %pos: tensor<16xi64>) -> tensor<1x2x16x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  // expected-note @below {{payload op}}
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.35355339059327379) : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<4xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<1x2x16x8xf32>
  return %o : tensor<1x2x16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{key_splits above 1 needs a static query count below query_tile (8)}}
    %l = transform.rope.decompose_attention %a {query_tile = 8, key_splits = 4} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// vectorize_contraction needs a contraction on memrefs (after
// bufferization).
func.func @tensor_matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{contraction not vectorized: not a contraction on memrefs}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 4, 16>} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The kernels accumulate in f32.
func.func @integer_matmul(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xi32>) {
  // expected-note @below {{payload op}}
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x16xi32>) outs(%c : memref<4x16xi32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{contraction not vectorized: the result is not f32}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 4, 16>} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Attention without rotation with `unrotated = false`: left alone, with the
// matcher's reason (by default it fuses without a rotation).
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
func.func @unrotated(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-note @below {{its scores}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q, %k : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-note @below {{payload op}}
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %scores, %out = transform.split_handle %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{attention not fused: neither the queries nor the keys are rotated by rope.rotate (the queries come from a block argument, the keys from a block argument)}}
    %a = transform.rope.fuse_attention %out {unrotated = false} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
