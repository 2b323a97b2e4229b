// The query tiles rope-lower-to-llvm gives bf16 attention, by the family its
// bf16 products run on (the AttentionTiles remarks of
// rope-decompose-attention): on vdpbf16ps (znver4), 192 queries without a
// causal mask, as with f32 products, since every tile packs every key
// block; 64 under a causal mask. On AMX tiles (sapphirerapids), 64 either
// way (192 measured 7 % slower there).
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4" \
// RUN:   --remarks-filter='rope-decompose-attention' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.dot.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.dot.yaml --check-prefix=DOT
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids" \
// RUN:   --remarks-filter='rope-decompose-attention' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.amx.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.amx.yaml --check-prefix=AMX

// DOT:      Function: unmasked
// DOT:      - QueryTile: '192'
// DOT-NEXT: - KeyTile: '256'
// DOT:      - BF16Products: 'true'
// DOT:      Function: causal
// DOT:      - QueryTile: '64'
// DOT:      - BF16Products: 'true'
// AMX:      Function: unmasked
// AMX:      - QueryTile: '64'
// AMX:      - BF16Products: 'true'
// AMX:      Function: causal
// AMX:      - QueryTile: '64'

func.func @unmasked(%q: tensor<1x4x512x64xbf16>, %k: tensor<1x4x512x64xbf16>,
                    %v: tensor<1x4x512x64xbf16>, %pos: tensor<512xi64>)
    -> tensor<1x4x512x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half)
     : tensor<1x4x512x64xbf16>, tensor<1x4x512x64xbf16>, tensor<1x4x512x64xbf16>,
       tensor<32xf64>, tensor<512xi64>, tensor<512xi64> -> tensor<1x4x512x64xbf16>
  return %o : tensor<1x4x512x64xbf16>
}

func.func @causal(%q: tensor<1x4x512x64xbf16>, %k: tensor<1x4x512x64xbf16>,
                  %v: tensor<1x4x512x64xbf16>, %pos: tensor<512xi64>)
    -> tensor<1x4x512x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
       layout(half) causal
     : tensor<1x4x512x64xbf16>, tensor<1x4x512x64xbf16>, tensor<1x4x512x64xbf16>,
       tensor<32xf64>, tensor<512xi64>, tensor<512xi64> -> tensor<1x4x512x64xbf16>
  return %o : tensor<1x4x512x64xbf16>
}
