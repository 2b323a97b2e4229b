// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/deepseek-v3-mla-dynamic-lengths.mlir 2>&1 | FileCheck %s --check-prefix=DECODE

// DeepSeek's multi-head latent attention: the queries are
// concat(q_nope, rotate(q_pe)) and the keys concat(k_nope,
// broadcast_over_heads(rotate(k_pe))) along the head dimension, the rotated
// channels last, and the values have another head dimension. QK^T is the
// same for any one permutation of the channels of both Q and K, so the fused
// op reads Q' = concat(q_pe, q_nope), rotating its first rotary_dim
// channels as the graph rotates q_pe, and K' = concat(rotated k_pe
// broadcast, k_nope) as given keys.

// DeepSeek-V3's decode steps and prefill chunks as one graph with symbolic
// lengths (test/Integration/Models/Inputs): the rotated channels are sliced
// off the projected queries with sizes of their own (rope-raise follows an
// extract_slice's and an expand_shape's size operands to see the slices
// whole), and the keys concatenate their channels by two insert_slices of
// dynamic size into a tensor.empty. Both rotations are raised, and the
// attention fuses with the past length as its run-time diagonal.
// DECODE-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles)
// DECODE: remark: fused into rope.attention: {{.*}}; the rotated channels last of concatenated queries and keys (multi-head latent attention), moved first in both (QK^T is unchanged); keys taken as given
// DECODE: rope.attention {{.*}} positions({{.*}}) frequencies({{.*}}) layout(half) rotary_dim(8) scale({{.*}}) causal diagonal({{.*}}) : tensor<1x4x?x24xf32>, tensor<1x4x?x24xf32>, tensor<1x4x?x16xf32>

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// CHECK-LABEL: func @mla
// CHECK-SAME: (%[[QN:.*]]: tensor<2x4x8xf32>, %[[QP:.*]]: tensor<2x4x4xf32>, %[[KN:.*]]: tensor<2x4x8xf32>, %[[KP:.*]]: tensor<1x4x4xf32>, %[[V:.*]]: tensor<2x4x6xf32>, %[[POS:.*]]: tensor<4xi64>)
// CHECK: %[[KR:.*]] = rope.rotate %[[KP]]
// CHECK: %[[KC:.*]] = tensor.collapse_shape %[[KR]]
// CHECK: %[[KB:.*]] = linalg.broadcast ins(%[[KC]]
// CHECK: %[[Q:.*]] = tensor.concat dim(2) %[[QP]], %[[QN]]
// CHECK: %[[K:.*]] = tensor.concat dim(2) %[[KB]], %[[KN]]
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]]) frequencies({{.*}}) layout(interleaved) rotary_dim(4) scale(0.2886{{[0-9]*}}) causal : tensor<2x4x12xf32>, tensor<2x4x12xf32>, tensor<2x4x6xf32>
func.func @mla(%q_nope: tensor<2x4x8xf32>, %q_pe: tensor<2x4x4xf32>, %k_nope: tensor<2x4x8xf32>,
    %k_pe: tensor<1x4x4xf32>, %v: tensor<2x4x6xf32>, %pos: tensor<4xi64>) -> tensor<2x4x6xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %qr = rope.rotate %q_pe, %pos, %freqs layout(interleaved) : tensor<2x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<2x4x4xf32>
  %kr = rope.rotate %k_pe, %pos, %freqs layout(interleaved) : tensor<1x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<1x4x4xf32>
  %kc = tensor.collapse_shape %kr [[0, 1], [2]] : tensor<1x4x4xf32> into tensor<4x4xf32>
  %binit = tensor.empty() : tensor<2x4x4xf32>
  %kb = linalg.broadcast ins(%kc : tensor<4x4xf32>) outs(%binit : tensor<2x4x4xf32>) dimensions = [0]
  %queries = tensor.concat dim(2) %q_nope, %qr : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<2x4x12xf32>
  %keys = tensor.concat dim(2) %k_nope, %kb : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<2x4x12xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.288675129 : f32
  %init = tensor.empty() : tensor<2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %oinit = tensor.empty() : tensor<2x4x6xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.288675 (on the scores); causal mask as select of -inf on the scores, diagonal 0; softmax linalg.softmax; PV as linalg.batch_matmul; the rotated channels last of concatenated queries and keys (multi-head latent attention), moved first in both (QK^T is unchanged); keys taken as given, not rotated by the fused op (they come from linalg.broadcast)}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%queries, %keys : tensor<2x4x12xf32>, tensor<2x4x12xf32>) outs(%fill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x6xf32>) outs(%ofill : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %out : tensor<2x4x6xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Rotated channels first in both: no permutation, and the keys' own
// rotation (the same as the queries') moves into the fused op.
// CHECK-LABEL: func @rotated_first
// CHECK-SAME: (%[[QN:.*]]: tensor<2x4x8xf32>, %[[QP:.*]]: tensor<2x4x4xf32>, %[[KN:.*]]: tensor<2x4x8xf32>, %[[KP:.*]]: tensor<2x4x4xf32>, %[[V:.*]]: tensor<2x4x6xf32>, %[[POS:.*]]: tensor<4xi64>)
// CHECK: %[[Q:.*]] = tensor.concat dim(2) %[[QP]], %[[QN]]
// CHECK: %[[K:.*]] = tensor.concat dim(2) %[[KP]], %[[KN]]
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]], %[[POS]]) frequencies({{.*}}) layout(half) rotary_dim(4)
func.func @rotated_first(%q_nope: tensor<2x4x8xf32>, %q_pe: tensor<2x4x4xf32>, %k_nope: tensor<2x4x8xf32>,
    %k_pe: tensor<2x4x4xf32>, %v: tensor<2x4x6xf32>, %pos: tensor<4xi64>) -> tensor<2x4x6xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %qr = rope.rotate %q_pe, %pos, %freqs layout(half) : tensor<2x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<2x4x4xf32>
  %kr = rope.rotate %k_pe, %pos, %freqs layout(half) : tensor<2x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<2x4x4xf32>
  %queries = tensor.concat dim(2) %qr, %q_nope : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x12xf32>
  %keys = tensor.concat dim(2) %kr, %k_nope : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x12xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %oinit = tensor.empty() : tensor<2x4x6xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax linalg.softmax; PV as linalg.batch_matmul; the rotated channels first of concatenated queries and keys (multi-head latent attention)}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%queries, %keys : tensor<2x4x12xf32>, tensor<2x4x12xf32>) outs(%fill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x6xf32>) outs(%ofill : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %out : tensor<2x4x6xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Near-miss: the keys split at another channel (6 unrotated, 6 rotated):
// the permutation of the queries would not be that of the keys.
// CHECK-LABEL: func @keys_split_elsewhere
// CHECK-NOT: rope.attention
func.func @keys_split_elsewhere(%q_nope: tensor<2x4x8xf32>, %q_pe: tensor<2x4x4xf32>, %k_nope: tensor<2x4x6xf32>,
    %k_pe: tensor<2x4x6xf32>, %v: tensor<2x4x6xf32>, %pos: tensor<4xi64>) -> tensor<2x4x6xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %qr = rope.rotate %q_pe, %pos, %freqs layout(half) : tensor<2x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<2x4x4xf32>
  %queries = tensor.concat dim(2) %q_nope, %qr : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<2x4x12xf32>
  %keys = tensor.concat dim(2) %k_nope, %k_pe : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x12xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %oinit = tensor.empty() : tensor<2x4x6xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  // expected-remark @+1 {{attention not fused: the queries concatenate 4 channels rotated by rope.rotate at channel 8 with unrotated ones, but the keys are not a concatenation split at the same channel (they come from tensor.concat)}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%queries, %keys : tensor<2x4x12xf32>, tensor<2x4x12xf32>) outs(%fill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x6xf32>) outs(%ofill : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %out : tensor<2x4x6xf32>
}

// -----

// The keys concatenated as torch-mlir also writes it (DeepSeek-V3's
// exports): two insert_slices into a tensor.empty.
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// CHECK-LABEL: func @mla_insert_slices
// CHECK-SAME: (%[[QN:.*]]: tensor<2x4x8xf32>, %[[QP:.*]]: tensor<2x4x4xf32>, %[[KN:.*]]: tensor<2x4x8xf32>, %[[KP:.*]]: tensor<1x4x4xf32>, %[[V:.*]]: tensor<2x4x6xf32>, %[[POS:.*]]: tensor<4xi64>)
// CHECK: %[[KR:.*]] = rope.rotate %[[KP]]
// CHECK: %[[KC:.*]] = tensor.collapse_shape %[[KR]]
// CHECK: %[[KB:.*]] = linalg.broadcast ins(%[[KC]]
// CHECK: %[[Q:.*]] = tensor.concat dim(2) %[[QP]], %[[QN]]
// CHECK: %[[K:.*]] = tensor.concat dim(2) %[[KB]], %[[KN]]
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]]) frequencies({{.*}}) layout(interleaved) rotary_dim(4) scale(0.2886{{[0-9]*}}) causal : tensor<2x4x12xf32>, tensor<2x4x12xf32>, tensor<2x4x6xf32>
func.func @mla_insert_slices(%q_nope: tensor<2x4x8xf32>, %q_pe: tensor<2x4x4xf32>, %k_nope: tensor<2x4x8xf32>,
    %k_pe: tensor<1x4x4xf32>, %v: tensor<2x4x6xf32>, %pos: tensor<4xi64>) -> tensor<2x4x6xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %qr = rope.rotate %q_pe, %pos, %freqs layout(interleaved) : tensor<2x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<2x4x4xf32>
  %kr = rope.rotate %k_pe, %pos, %freqs layout(interleaved) : tensor<1x4x4xf32>, tensor<4xi64>, tensor<2xf64> -> tensor<1x4x4xf32>
  %kc = tensor.collapse_shape %kr [[0, 1], [2]] : tensor<1x4x4xf32> into tensor<4x4xf32>
  %binit = tensor.empty() : tensor<2x4x4xf32>
  %kb = linalg.broadcast ins(%kc : tensor<4x4xf32>) outs(%binit : tensor<2x4x4xf32>) dimensions = [0]
  %queries = tensor.concat dim(2) %q_nope, %qr : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<2x4x12xf32>
  %kempty = tensor.empty() : tensor<2x4x12xf32>
  %k0 = tensor.insert_slice %k_nope into %kempty[0, 0, 0] [2, 4, 8] [1, 1, 1] : tensor<2x4x8xf32> into tensor<2x4x12xf32>
  %keys = tensor.insert_slice %kb into %k0[0, 0, 8] [2, 4, 4] [1, 1, 1] : tensor<2x4x4xf32> into tensor<2x4x12xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.288675129 : f32
  %init = tensor.empty() : tensor<2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %oinit = tensor.empty() : tensor<2x4x6xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.288675 (on the scores); causal mask as select of -inf on the scores, diagonal 0; softmax linalg.softmax; PV as linalg.batch_matmul; the rotated channels last of concatenated queries and keys (multi-head latent attention), moved first in both (QK^T is unchanged); keys taken as given, not rotated by the fused op (they come from linalg.broadcast)}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%queries, %keys : tensor<2x4x12xf32>, tensor<2x4x12xf32>) outs(%fill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x6xf32>) outs(%ofill : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %out : tensor<2x4x6xf32>
}
