// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Attention over a KV cache: the keys are the cache with the new rotated
// keys in it, not a rope.rotate. rope.attention without key positions takes
// the keys as given (only the queries are rotated), so the chain fuses with
// the cache update left outside. Hugging Face's DynamicCache concatenates
// (decode, chunked prefill); a static cache inserts into a preallocated
// tensor and masks the slots after the current position.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Decode: one query at position 7 against 7 cached keys and the new one.
// CHECK-LABEL: func @decode_dynamic_cache
// CHECK-SAME: (%[[Q:.*]]: tensor<2x1x8xf32>, %[[K:.*]]: tensor<2x1x8xf32>, %[[V:.*]]: tensor<2x1x8xf32>, %[[PK:.*]]: tensor<2x7x8xf32>, %[[PV:.*]]: tensor<2x7x8xf32>, %[[POS:.*]]: tensor<1xi64>)
// CHECK: %[[KR:.*]] = rope.rotate %[[K]]
// CHECK: %[[KC:.*]] = tensor.concat dim(1) %[[PK]], %[[KR]]
// CHECK: %[[VC:.*]] = tensor.concat dim(1) %[[PV]], %[[V]]
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[KC]], %[[VC]] positions(%[[POS]]) frequencies({{.*}}) layout(half) scale(0.3535{{[0-9]*}}) :
// CHECK-NOT: key_rotation
// CHECK: return %[[O]], %[[KC]], %[[VC]]
func.func @decode_dynamic_cache(%q: tensor<2x1x8xf32>, %k: tensor<2x1x8xf32>, %v: tensor<2x1x8xf32>,
    %past_k: tensor<2x7x8xf32>, %past_v: tensor<2x7x8xf32>, %pos: tensor<1xi64>)
    -> (tensor<2x1x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %keys = tensor.concat dim(1) %past_k, %kr : (tensor<2x7x8xf32>, tensor<2x1x8xf32>) -> tensor<2x8x8xf32>
  %values = tensor.concat dim(1) %past_v, %v : (tensor<2x7x8xf32>, tensor<2x1x8xf32>) -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.353553385 : f32
  %init = tensor.empty() : tensor<2x1x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.353553 (on the scores); no mask; softmax linalg.softmax; PV as linalg.batch_matmul; keys taken as given, not rotated by the fused op (they come from tensor.concat)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x1x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x1x8xf32>) outs(%init : tensor<2x1x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<2x1x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<2x1x8xf32>) outs(%init : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x1x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  return %out, %keys, %values : tensor<2x1x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// Chunked prefill: 4 queries at positions 4..7 after 4 cached keys. The
// causal mask (key j visible to query i when j <= i + 4) is the default
// diagonal Skv - Sq of rope.attention, left implicit.
// CHECK-LABEL: func @chunked_prefill
// CHECK: %[[KC:.*]] = tensor.concat dim(1)
// CHECK: %[[VC:.*]] = tensor.concat dim(1)
// CHECK: rope.attention %{{.*}}, %[[KC]], %[[VC]] positions(%{{[^,)]*}}) frequencies({{.*}}) layout(half) scale(1.000000e+00) causal :
func.func @chunked_prefill(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>,
    %past_k: tensor<2x4x8xf32>, %past_v: tensor<2x4x8xf32>, %pos: tensor<4xi64>) -> tensor<2x4x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %keys = tensor.concat dim(1) %past_k, %kr : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x8x8xf32>
  %values = tensor.concat dim(1) %past_v, %v : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 4 : index
  %init = tensor.empty() : tensor<2x4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of -inf on the scores, diagonal 4; softmax linalg.softmax; PV as linalg.batch_matmul; keys taken as given, not rotated by the fused op (they come from tensor.concat)}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x4x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x8xf32>) outs(%init : tensor<2x4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %last = arith.addi %i, %c4 : index
    %hidden = arith.cmpi ugt, %j, %last : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x8xf32>) outs(%init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x4x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// A static cache of 16 slots: the new key and value are inserted at
// position 5 (cache_position, a constant of the export) and the whole cache
// is read, its slots after 5 masked with torch.finfo(f32).min. The mask is
// the causal diagonal 5, which is not Skv - Sq = 15: explicit.
// CHECK-LABEL: func @decode_static_cache
// CHECK: %[[KC:.*]] = tensor.insert_slice
// CHECK: %[[VC:.*]] = tensor.insert_slice
// CHECK: %[[D:.*]] = arith.constant 5 : index
// CHECK: rope.attention %{{.*}}, %[[KC]], %[[VC]] positions(%{{[^,)]*}}) frequencies({{.*}}) layout(half) scale(1.000000e+00) causal diagonal(%[[D]]) :
func.func @decode_static_cache(%q: tensor<2x1x8xf32>, %k: tensor<2x1x8xf32>, %v: tensor<2x1x8xf32>,
    %cache_k: tensor<2x16x8xf32>, %cache_v: tensor<2x16x8xf32>, %pos: tensor<1xi64>) -> tensor<2x1x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %keys = tensor.insert_slice %kr into %cache_k[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %values = tensor.insert_slice %v into %cache_v[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %c5 = arith.constant 5 : index
  %init = tensor.empty() : tensor<2x1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %oinit = tensor.empty() : tensor<2x1x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of the lowest finite f32 on the scores (as -inf), diagonal 5; softmax linalg.softmax; PV as linalg.batch_matmul; keys taken as given, not rotated by the fused op (they come from tensor.insert_slice)}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x1x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x1x16xf32>) outs(%init : tensor<2x1x16xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %last = arith.addi %i, %c5 : index
    %hidden = arith.cmpi ugt, %j, %last : index
    %r = arith.select %hidden, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x1x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x1x16xf32>) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x1x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  return %out : tensor<2x1x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (m)>

// A decode step over a static cache whose mask compares the key index with
// the cache position, an argument known only at run time (Hugging Face's
// StaticCache as torch-mlir exports it: `j > cache_position[i]` with the one
// query i = 0). The diagonal is that element, read at run time; a query that
// sees no key (a negative position) would get NaN where the graph, masking
// with a finite value, gives uniform weights: the remark says so.
// CHECK-LABEL: func @static_cache_runtime_position
// CHECK-SAME: %[[POS:[a-z0-9_]+]]: tensor<1xi64>)
// CHECK: %[[P:.*]] = tensor.extract %[[POS]][%{{.*}}] : tensor<1xi64>
// CHECK: %[[D:.*]] = arith.index_cast %[[P]] : i64 to index
// CHECK: rope.attention {{.*}} causal diagonal(%[[D]]) :
func.func @static_cache_runtime_position(%q: tensor<2x1x8xf32>, %k: tensor<2x1x8xf32>, %v: tensor<2x1x8xf32>,
    %cache_k: tensor<2x16x8xf32>, %cache_v: tensor<2x16x8xf32>, %pos: tensor<1xi64>) -> tensor<2x1x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %keys = tensor.insert_slice %kr into %cache_k[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %values = tensor.insert_slice %v into %cache_v[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<2x1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %oinit = tensor.empty() : tensor<2x1x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of the lowest finite f32 on the scores (as -inf), diagonal the run-time element [0] of a block argument #5 (assumed >= 0: a query that sees no key gets NaN, where the graph gives it uniform weights); softmax linalg.softmax}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x1x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %pos : tensor<2x1x16xf32>, tensor<1xi64>) outs(%init : tensor<2x1x16xf32>) {
  ^bb0(%x: f32, %p: i64, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i64
    %hidden = arith.cmpi sgt, %ji, %p : i64
    %r = arith.select %hidden, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x1x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x1x16xf32>) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x1x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  return %out : tensor<2x1x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (m)>

// Chunked prefill into a static cache, 4 queries each masked by its own
// run-time position, `j > cache_position[i]`: no causal band unless the
// positions are consecutive, which the graph does not say, so each query
// keeps its own limit (rope.attention's limits: the positions as given).
// CHECK-LABEL: func @static_cache_runtime_positions_per_query
// CHECK-SAME: %[[POS:[a-z0-9_]+]]: tensor<4xi64>)
// CHECK: %[[LIMITS:.*]] = tensor.extract_slice %[[POS]][0] [4] [1] : tensor<4xi64> to tensor<4xi64>
// CHECK: rope.attention {{.*}} causal limits(%[[LIMITS]] : tensor<4xi64>) : tensor<2x4x8xf32>, tensor<2x16x8xf32>, tensor<2x16x8xf32>, tensor<4xf64>, tensor<4xi64> -> tensor<2x4x8xf32>
// CHECK-NOT: diagonal
func.func @static_cache_runtime_positions_per_query(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>,
    %cache_k: tensor<2x16x8xf32>, %cache_v: tensor<2x16x8xf32>, %pos: tensor<4xi64>) -> tensor<2x4x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %keys = tensor.insert_slice %kr into %cache_k[0, 5, 0] [2, 4, 8] [1, 1, 1] : tensor<2x4x8xf32> into tensor<2x16x8xf32>
  %values = tensor.insert_slice %v into %cache_v[0, 5, 0] [2, 4, 8] [1, 1, 1] : tensor<2x4x8xf32> into tensor<2x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<2x4x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of the lowest finite f32 on the scores (as -inf), limits the run-time elements [i] of a block argument #5 (assumed >= 0: a query that sees no key gets NaN, where the graph gives it uniform weights); softmax linalg.softmax}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x4x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %pos : tensor<2x4x16xf32>, tensor<4xi64>) outs(%init : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %p: i64, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i64
    %hidden = arith.cmpi sgt, %ji, %p : i64
    %r = arith.select %hidden, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x16xf32>) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x4x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#head = affine_map<(h, m, n) -> (h)>

// Near-miss: one run-time position per head (per batch row, as a batched
// decode step with sequences of different lengths has): one diagonal does
// not express it.
// CHECK-LABEL: func @static_cache_runtime_position_per_head
// CHECK-NOT: rope.attention
func.func @static_cache_runtime_position_per_head(%q: tensor<2x1x8xf32>, %k: tensor<2x1x8xf32>, %v: tensor<2x1x8xf32>,
    %cache_k: tensor<2x16x8xf32>, %cache_v: tensor<2x16x8xf32>, %pos: tensor<1xi64>, %lengths: tensor<2xi64>) -> tensor<2x1x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x1x8xf32>, tensor<1xi64>, tensor<4xf64> -> tensor<2x1x8xf32>
  %keys = tensor.insert_slice %kr into %cache_k[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %values = tensor.insert_slice %v into %cache_v[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<2x1x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %oinit = tensor.empty() : tensor<2x1x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: the mask depends on the batch or head}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x1x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #head, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %lengths : tensor<2x1x16xf32>, tensor<2xi64>) outs(%init : tensor<2x1x16xf32>) {
  ^bb0(%x: f32, %p: i64, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i64
    %hidden = arith.cmpi sgt, %ji, %p : i64
    %r = arith.select %hidden, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x1x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x1x16xf32>) outs(%init : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x1x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  return %out : tensor<2x1x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Prefill that stores the rotated keys in the cache (returns them): the
// rotation stays for the cache, and the fused op takes its result as given
// keys rather than rotating the keys a second time.
// CHECK-LABEL: func @prefill_returns_rotated_keys
// CHECK: %[[KR:.*]] = rope.rotate
// CHECK: rope.attention %{{.*}}, %[[KR]], %{{.*}} positions(%{{[^,)]*}}) frequencies
// CHECK: return %{{.*}}, %[[KR]]
func.func @prefill_returns_rotated_keys(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (the rotated keys are also used by func.return)}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#pos2 = affine_map<(h, m, n) -> (0, m)>

// Per-query positions read from a [1, 4] i32 tensor, offset by one and
// doubled (`2 * (p[i] + 1) > j` hides nothing a `j <= 2 p[i] + 1` does
// not): the limits are computed from the positions as the mask does.
// CHECK-LABEL: func @per_query_scaled
// CHECK-SAME: %[[POS:[a-z0-9_]+]]: tensor<1x4xi32>)
// CHECK: %[[ROW:.*]] = tensor.extract_slice %[[POS]][0, 0] [1, 4] [1, 1] : tensor<1x4xi32> to tensor<4xi32>
// CHECK: %[[LIMITS:.*]] = linalg.generic {{.*}} ins(%[[ROW]] : tensor<4xi32>) outs(%{{.*}} : tensor<4xi64>)
// CHECK:   arith.extsi %{{.*}} : i32 to i64
// CHECK:   arith.muli %{{.*}}, %c2_i64
// CHECK:   arith.addi %{{.*}}, %c1_i64
// CHECK: rope.attention {{.*}} causal limits(%[[LIMITS]] : tensor<4xi64>)
func.func @per_query_scaled(%q: tensor<2x4x8xf32>, %k: tensor<2x16x8xf32>, %v: tensor<2x16x8xf32>,
    %qpos: tensor<4xi64>, %pos: tensor<1x4xi32>) -> tensor<2x4x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %minf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x4x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  // expected-remark @+2 {{causal mask as select of -inf on the scores, limits 2 * the run-time elements [0, i] of a block argument #4 + 1; softmax linalg.softmax}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %k : tensor<2x4x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #pos2, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %pos : tensor<2x4x16xf32>, tensor<1x4xi32>) outs(%init : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %p: i32, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i64
    %p64 = arith.extsi %p : i32 to i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %p1 = arith.addi %p64, %c1 : i64
    %p2 = arith.muli %p1, %c2 : i64
    %hidden = arith.cmpi sge, %ji, %p2 : i64
    %r = arith.select %hidden, %minf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x16xf32>) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (m)>

// Near-miss: a per-query position plus the query index, `j > p[i] + i`,
// is neither a band nor one limit per query as read: not fused.
// CHECK-LABEL: func @per_query_plus_index
// CHECK-NOT: rope.attention
func.func @per_query_plus_index(%q: tensor<2x4x8xf32>, %k: tensor<2x16x8xf32>, %v: tensor<2x16x8xf32>,
    %qpos: tensor<4xi64>, %pos: tensor<4xi64>) -> tensor<2x4x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %minf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x4x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %k : tensor<2x4x8xf32>, tensor<2x16x8xf32>) outs(%fill : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %pos : tensor<2x4x16xf32>, tensor<4xi64>) outs(%init : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %p: i64, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %ji = arith.index_cast %j : index to i64
    %limit = arith.addi %p, %ii : i64
    %hidden = arith.cmpi sgt, %ji, %limit : i64
    %r = arith.select %hidden, %minf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x16xf32>) outs(%init : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x16xf32>, tensor<2x16x8xf32>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// One graph for decode steps and prefill chunks (torch.export with symbolic
// new-token and past lengths over Hugging Face's DynamicCache): the keys
// are the past ones with the new ones concatenated, and the mask compares
// key j with past + i, past the cache's symbolic length (an integer the
// graph computes from tensor.dim, not an element it reads). It is the
// run-time diagonal, taken as the index it is.
// CHECK-LABEL: func @symbolic_past_length
// CHECK-SAME: (%{{[a-z0-9_]+}}: tensor<2x?x8xf32>, %{{[a-z0-9_]+}}: tensor<2x?x8xf32>, %{{[a-z0-9_]+}}: tensor<2x?x8xf32>, %[[PK:[a-z0-9_]+]]: tensor<2x?x8xf32>
// CHECK: %[[PAST:.*]] = tensor.dim %[[PK]], %c1
// CHECK: rope.attention {{.*}} causal diagonal(%[[PAST]]) : tensor<2x?x8xf32>
func.func @symbolic_past_length(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>,
    %past_k: tensor<2x?x8xf32>, %past_v: tensor<2x?x8xf32>, %pos: tensor<?xi64>) -> tensor<2x?x8xf32> {
  %c1 = arith.constant 1 : index
  %new = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %past = tensor.dim %past_k, %c1 : tensor<2x?x8xf32>
  %past64 = arith.index_cast %past : index to i64
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<2x?x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<2x?x8xf32>
  %keys = tensor.concat dim(1) %past_k, %kr : (tensor<2x?x8xf32>, tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %values = tensor.concat dim(1) %past_v, %v : (tensor<2x?x8xf32>, tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %total = tensor.dim %keys, %c1 : tensor<2x?x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty(%new, %total) : tensor<2x?x?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oinit = tensor.empty(%new) : tensor<2x?x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  // expected-remark @+2 {{causal mask as select of the lowest finite f32 on the scores (as -inf), diagonal the run-time size of dimension 1 of a block argument #3 (assumed >= 0}}
  // expected-remark @+1 {{keys taken as given}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %keys : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%fill : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x?x?xf32>) outs(%init : tensor<2x?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %ji = arith.index_cast %j : index to i64
    %last = arith.addi %past64, %ii : i64
    %hidden = arith.cmpi sgt, %ji, %last : i64
    %r = arith.select %hidden, %lowest, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%init : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %out = linalg.batch_matmul ins(%probs, %values : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%ofill : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %out : tensor<2x?x8xf32>
}
