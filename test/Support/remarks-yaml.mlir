// The decisions of rope-raise, rope-fuse-attention and
// rope-decompose-attention as structured optimization remarks: with MLIR's
// remark engine on (--remarks-filter) they go to the YAML file with their
// kind, pass, name, function and arguments, and not to stderr.
// RUN: rope-opt %S/../Conversion/LinalgToRope/Inputs/llama-sdpa-attention.mlir \
// RUN:   --rope-raise --rope-fuse-attention --rope-decompose-attention \
// RUN:   --remarks-filter='rope-.*' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.yaml -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STDERR --allow-empty
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=YAML
//
// docs/Integrating.md's snippet, as written there, writes the same file.
// RUN: %python %snippet %rope_src_root/docs/Integrating.md remarks.sh \
// RUN:   model.mlir=%S/../Conversion/LinalgToRope/Inputs/llama-sdpa-attention.mlir \
// RUN:   remarks.yaml=%t.doc.yaml > %t.sh
// RUN: env PATH=%rope_tools_dir:$PATH bash %t.sh
// RUN: FileCheck %s --input-file=%t.doc.yaml --check-prefix=YAML
//
// A decision missed, from this file.
// RUN: rope-opt %s --rope-fuse-attention --remarks-filter='rope-.*' \
// RUN:   --remark-format=yaml --remarks-output-file=%t.missed.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.missed.yaml --check-prefix=MISSED
//
// Without the engine, or with filters that leave rope-mlir out, the decisions
// printed by default stay plain remarks on stderr, and the engine-only ones
// (attention tiles) are not printed.
// RUN: rope-opt %S/../Conversion/LinalgToRope/Inputs/llama-sdpa-attention.mlir \
// RUN:   --rope-raise --rope-fuse-attention --rope-decompose-attention \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: rope-opt %S/../Conversion/LinalgToRope/Inputs/llama-sdpa-attention.mlir \
// RUN:   --rope-raise --rope-fuse-attention --rope-decompose-attention \
// RUN:   --remarks-filter='upstream-.*' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.other.yaml -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TEXT

// STDERR-NOT: remark:

// YAML:      --- !Passed
// YAML-NEXT: Pass: rope-raise
// YAML-NEXT: Name: RotationRaised
// YAML:      Function: llama_sdpa_attention
// YAML:      - Form: rotate_half
// YAML-NEXT: - Op: rope.rotate
// YAML-NEXT: - Layout: half
// YAML-NEXT: - RotaryDim: '16'
// YAML-NEXT: - Angles: 'schedule #rope.default<rotary_dim = 16>
// YAML:      --- !Passed
// YAML-NEXT: Pass: rope-raise
// YAML:      --- !Passed
// YAML-NEXT: Pass: rope-fuse-attention
// YAML-NEXT: Name: AttentionFused
// YAML:      Function: llama_sdpa_attention
// YAML:      - Remark: 'fused into rope.attention: QK^T as linalg.batch_matmul
// YAML:      - Pattern: 'QK^T as linalg.batch_matmul
// YAML:      --- !Analysis
// YAML-NEXT: Pass: rope-fuse-attention
// YAML-NEXT: Name: KeyRotation
// (The 8 queries of each group of 2 query heads stack into one tile, which
// reads each key block once: rotating on read costs nothing extra.)
// YAML:      - KeyRotation: on_read
// YAML-NEXT: - CostModelChoice: on_read
// YAML-NEXT: - Forced: 'false'
// YAML-NEXT: - Reuse: '1'
// YAML-NEXT: - OnReadExtraFlops: '0'
// YAML-NEXT: - UpFrontExtraBytes: '2048'
// YAML:      --- !Analysis
// YAML-NEXT: Pass: rope-decompose-attention
// YAML-NEXT: Name: AttentionTiles
// YAML:      - Form: flash
// YAML-NEXT: - QueryTile: '64'
// YAML-NEXT: - KeyTile: '64'
// YAML-NEXT: - KeySplits: '1'
// YAML-NEXT: - StackedHeads: '2'
// YAML-NEXT: - KeyRotation: on_read
// YAML-NEXT: - Causal: 'true'

// TEXT:      remark: rope-raise: rotate_half rotation raised to rope.rotate
// TEXT:      remark: rope-raise: rotate_half rotation raised to rope.rotate
// TEXT:      remark: fused into rope.attention: QK^T as linalg.batch_matmul
// TEXT:      remark: keys rotated on_read (cost model)
// TEXT-NOT:  flash loop nest

// MISSED:      --- !Missed
// MISSED-NEXT: Pass: rope-fuse-attention
// MISSED-NEXT: Name: AttentionNotFused
// MISSED:      Function: weights_returned
// MISSED:      - Remark: 'attention not fused: the probabilities (linalg.softmax) are also used by func.return'
// MISSED-NEXT: - Reason: 'the probabilities (linalg.softmax) are also used by func.return'
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// The attention weights are also returned, so the chain is not fused.
func.func @weights_returned(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>,
    %v: tensor<2x8x8xf32>, %pos: tensor<8xi64>)
    -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out, %probs : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}
