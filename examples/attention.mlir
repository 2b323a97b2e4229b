// An attention block with rotary position embedding, as a model compiler
// would hand it to rope-opt: rotate Q and K (never V), scores = Q K^T, scale
// by 1/sqrt(head_dim), softmax over keys, output = P V.
//
// Shapes: 8 heads, 128 positions, head_dim 64, Llama-style half layout with
// base 10000, positions given as a tensor (e.g. a cache offset plus arange).
//
//   rope-opt examples/attention.mlir --rope-lower-to-llvm
//
// lowers it to the LLVM dialect; examples/run_attention.py compiles that to a
// shared library and checks it against the float64 numpy reference.

func.func @attention(%q: tensor<8x128x64xf32>, %k: tensor<8x128x64xf32>,
                     %v: tensor<8x128x64xf32>, %pos: tensor<128xi64>)
    -> tensor<8x128x64xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
          : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64>
         -> tensor<8x128x64xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
          : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64>
         -> tensor<8x128x64xf32>

  // scores[h, m, n] = sum_d qr[h, m, d] * kr[h, n, d]
  %zero = arith.constant 0.0 : f32
  %scores_init = tensor.empty() : tensor<8x128x128xf32>
  %scores_zero = linalg.fill ins(%zero : f32)
                   outs(%scores_init : tensor<8x128x128xf32>)
                   -> tensor<8x128x128xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<8x128x64xf32>, tensor<8x128x64xf32>)
      outs(%scores_zero : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>

  // 1/sqrt(64)
  %scale = arith.constant 0.125 : f32
  %scaled = linalg.generic
      {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>,
                        affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<8x128x128xf32>)
      outs(%scores_init : tensor<8x128x128xf32>) {
    ^bb0(%s: f32, %out: f32):
      %r = arith.mulf %s, %scale : f32
      linalg.yield %r : f32
  } -> tensor<8x128x128xf32>

  %probs = linalg.softmax dimension(2)
             ins(%scaled : tensor<8x128x128xf32>)
             outs(%scores_init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>

  // out[h, m, d] = sum_n probs[h, m, n] * v[h, n, d]
  %out_init = tensor.empty() : tensor<8x128x64xf32>
  %out_zero = linalg.fill ins(%zero : f32)
                outs(%out_init : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %out = linalg.batch_matmul
           ins(%probs, %v : tensor<8x128x128xf32>, tensor<8x128x64xf32>)
           outs(%out_zero : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %out : tensor<8x128x64xf32>
}
