// Exported by scripts/export-graphs.py (smollm3-nope-tosa): HF SmolLM3 attention block, a layer without RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: SmolLM3DecoderLayer's input_layernorm + SmolLM3Attention (eager, additive causal mask) + residual: a NoPE layer (no_rope_layers [0]: no rotary position embedding), GQA
// config: SmolLM3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, no_rope_layers=[0])
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @smollm3_nope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %4 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %14 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %21 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %24 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %25 = tosa.pow %arg0, %20 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %26 = tosa.reduce_sum %25 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %27 = tosa.mul %26, %21, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %28 = tosa.add %27, %22 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %29 = tosa.rsqrt %28 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %30 = tosa.mul %arg0, %29, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %31 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %32 = tosa.mul %31, %30, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %33 = tosa.reshape %3, %4 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %34 = tosa.reshape %3, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %35 = tosa.greater %33, %34 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %36 = tosa.select %35, %23, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %37 = tosa.reshape %36, %6 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %38 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %39 = tosa.reshape %38, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %40 = tosa.matmul %32, %39, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %41 = tosa.reshape %40, %10 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %42 = tosa.transpose %41 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %43 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %44 = tosa.reshape %43, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %45 = tosa.matmul %32, %44, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %46 = tosa.reshape %45, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %47 = tosa.transpose %46 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %48 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %49 = tosa.reshape %48, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %50 = tosa.matmul %32, %49, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %51 = tosa.reshape %50, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %52 = tosa.transpose %51 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %53 = tosa.reshape %47, %13 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %54 = tosa.tile %53, %14 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %55 = tosa.reshape %54, %15 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %56 = tosa.reshape %52, %13 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %57 = tosa.tile %56, %14 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %58 = tosa.transpose %55 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %59 = tosa.reshape %42, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %60 = tosa.reshape %58, %17 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %61 = tosa.matmul %59, %60, %7, %7 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %62 = tosa.reshape %61, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %63 = tosa.mul %62, %24, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %64 = tosa.add %63, %37 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %65 = tosa.reduce_max %64 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %66 = tosa.sub %64, %65 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %67 = tosa.exp %66 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %68 = tosa.reduce_sum %67 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %69 = tosa.reciprocal %68 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %70 = tosa.mul %67, %69, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %71 = tosa.reshape %70, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %72 = tosa.reshape %57, %16 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %73 = tosa.matmul %71, %72, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %74 = tosa.reshape %73, %15 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %75 = tosa.transpose %74 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %76 = tosa.reshape %75, %8 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %77 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %78 = tosa.reshape %77, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %79 = tosa.matmul %76, %78, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %80 = tosa.add %arg0, %79 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %80 : tensor<1x8x64xf32>
  }
}
