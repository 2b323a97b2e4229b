// Exported by scripts/export-graphs.py (cohere2-global-tosa): HF Cohere 2 attention block, a global layer without RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Cohere2DecoderLayer's input_layernorm + Cohere2Attention (eager, additive causal mask) + residual: a global layer (full attention: no rotary position embedding), LayerNorm
// config: Cohere2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, layer_types=['full_attention'], sliding_window=4)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @cohere2_global(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
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
    %20 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %21 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %24 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %25 = tosa.reduce_sum %arg0 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %26 = tosa.mul %25, %20, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %27 = tosa.sub %arg0, %26 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>) -> tensor<1x8x64xf32>
    %28 = tosa.pow %27, %21 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %29 = tosa.reduce_sum %28 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %30 = tosa.mul %29, %20, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %31 = tosa.add %30, %22 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %32 = tosa.rsqrt %31 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %33 = tosa.mul %27, %32, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %34 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %35 = tosa.mul %34, %33, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %36 = tosa.reshape %3, %4 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %37 = tosa.reshape %3, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %38 = tosa.greater %36, %37 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %39 = tosa.select %38, %23, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %40 = tosa.reshape %39, %6 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %41 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %42 = tosa.reshape %41, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %43 = tosa.matmul %35, %42, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %44 = tosa.reshape %43, %10 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %45 = tosa.transpose %44 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %46 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %47 = tosa.reshape %46, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %48 = tosa.matmul %35, %47, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %49 = tosa.reshape %48, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %50 = tosa.transpose %49 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %51 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %52 = tosa.reshape %51, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %53 = tosa.matmul %35, %52, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %54 = tosa.reshape %53, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %55 = tosa.transpose %54 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %56 = tosa.reshape %50, %13 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %57 = tosa.tile %56, %14 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %58 = tosa.reshape %57, %15 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %59 = tosa.reshape %55, %13 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %60 = tosa.tile %59, %14 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %61 = tosa.transpose %58 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %62 = tosa.reshape %45, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %63 = tosa.reshape %61, %17 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %64 = tosa.matmul %62, %63, %7, %7 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %65 = tosa.reshape %64, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %66 = tosa.mul %65, %24, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %67 = tosa.add %66, %40 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %68 = tosa.reduce_max %67 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %69 = tosa.sub %67, %68 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %70 = tosa.exp %69 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %71 = tosa.reduce_sum %70 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %72 = tosa.reciprocal %71 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %73 = tosa.mul %70, %72, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %74 = tosa.reshape %73, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %75 = tosa.reshape %60, %16 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %76 = tosa.matmul %74, %75, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %77 = tosa.reshape %76, %15 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %78 = tosa.transpose %77 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %79 = tosa.reshape %78, %8 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %80 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %81 = tosa.reshape %80, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %82 = tosa.matmul %79, %81, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %83 = tosa.add %arg0, %82 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %83 : tensor<1x8x64xf32>
  }
}
