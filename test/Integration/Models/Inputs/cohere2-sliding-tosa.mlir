// Exported by scripts/export-graphs.py (cohere2-sliding-tosa): HF Cohere 2 attention block, sliding window, interleaved pairs
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Cohere2DecoderLayer's input_layernorm + Cohere2Attention (eager, additive causal mask) + residual: sliding-window layer (window 4), interleaved pairs, LayerNorm
// config: Cohere2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, layer_types=['sliding_attention'], sliding_window=4)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @cohere2_sliding(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<[[1, 3, 5, 7, 9, 11, 13, 15]]> : tensor<1x8xi32>}> : () -> tensor<1x8xi32>
    %1 = "tosa.const"() <{values = dense<[[0, 2, 4, 6, 8, 10, 12, 14]]> : tensor<1x8xi32>}> : () -> tensor<1x8xi32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[1, 8, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = tosa.const_shape  {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[1, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %10 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %12 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %14 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[1, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[32, 16, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[32, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %22 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[1, 4, 8, 8, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %24 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[16, 16, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.const_shape  {values = dense<[16, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %27 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[1, 2, 8, 8, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %29 = tosa.const_shape  {values = dense<[1, 2, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %31 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %32 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %33 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %34 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %35 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %38 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %39 = "tosa.const"() <{values = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %40 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %41 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %42 = tosa.reduce_sum %arg0 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %43 = tosa.mul %42, %35, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %44 = tosa.sub %arg0, %43 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>) -> tensor<1x8x64xf32>
    %45 = tosa.pow %44, %36 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %46 = tosa.reduce_sum %45 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %47 = tosa.mul %46, %35, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %48 = tosa.add %47, %37 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %49 = tosa.rsqrt %48 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %50 = tosa.mul %44, %49, %3 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %51 = tosa.reshape %arg2, %4 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %52 = tosa.mul %51, %50, %3 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %53 = tosa.reshape %arg1, %5 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %54 = tosa.cast %53 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %55 = tosa.mul %54, %38, %3 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %56 = tosa.reshape %55, %6 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x8x8x1xf32>
    %57 = tosa.tile %56, %7 : (tensor<1x8x8x1xf32>, !tosa.shape<4>) -> tensor<1x8x8x2xf32>
    %58 = tosa.reshape %57, %8 : (tensor<1x8x8x2xf32>, !tosa.shape<3>) -> tensor<1x8x16xf32>
    %59 = tosa.cos %58 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %60 = tosa.sin %58 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %61 = tosa.reshape %9, %10 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %62 = tosa.reshape %9, %11 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %63 = tosa.greater %61, %62 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %64 = tosa.cast %62 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %65 = tosa.sub %64, %39 : (tensor<8x1xi32>, tensor<1x1xi32>) -> tensor<8x1xi32>
    %66 = tosa.cast %65 : (tensor<8x1xi32>) -> tensor<8x1xi64>
    %67 = tosa.greater_equal %66, %61 : (tensor<8x1xi64>, tensor<1x8xi64>) -> tensor<8x8xi1>
    %68 = tosa.logical_or %63, %67 : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %69 = tosa.select %68, %40, %2 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %70 = tosa.reshape %69, %12 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %71 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %72 = tosa.reshape %71, %15 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %73 = tosa.matmul %52, %72, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %74 = tosa.reshape %73, %16 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %75 = tosa.transpose %74 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %76 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %77 = tosa.reshape %76, %17 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %78 = tosa.matmul %52, %77, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %79 = tosa.reshape %78, %18 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %80 = tosa.transpose %79 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %81 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %82 = tosa.reshape %81, %17 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %83 = tosa.matmul %52, %82, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %84 = tosa.reshape %83, %18 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %85 = tosa.transpose %84 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %86 = tosa.reshape %59, %19 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %87 = tosa.reshape %60, %19 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %88 = tosa.mul %75, %86, %3 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %89 = tosa.reshape %75, %20 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<32x16x1xf32>
    %90 = tosa.tile %1, %21 : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<32x8xi32>
    %91 = tosa.gather %89, %90 : (tensor<32x16x1xf32>, tensor<32x8xi32>) -> tensor<32x8x1xf32>
    %92 = tosa.tile %0, %21 : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<32x8xi32>
    %93 = tosa.gather %89, %92 : (tensor<32x16x1xf32>, tensor<32x8xi32>) -> tensor<32x8x1xf32>
    %94 = tosa.reshape %93, %22 : (tensor<32x8x1xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %95 = tosa.negate %94, %13, %13 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %96 = tosa.reshape %95, %23 : (tensor<1x4x8x8xf32>, !tosa.shape<5>) -> tensor<1x4x8x8x1xf32>
    %97 = tosa.reshape %91, %23 : (tensor<32x8x1xf32>, !tosa.shape<5>) -> tensor<1x4x8x8x1xf32>
    %98 = tosa.concat %96, %97 {axis = 4 : i32} : (tensor<1x4x8x8x1xf32>, tensor<1x4x8x8x1xf32>) -> tensor<1x4x8x8x2xf32>
    %99 = tosa.reshape %98, %24 : (tensor<1x4x8x8x2xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %100 = tosa.mul %99, %87, %3 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %101 = tosa.add %88, %100 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %102 = tosa.mul %80, %86, %3 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %103 = tosa.reshape %80, %25 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<16x16x1xf32>
    %104 = tosa.tile %1, %26 : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<16x8xi32>
    %105 = tosa.gather %103, %104 : (tensor<16x16x1xf32>, tensor<16x8xi32>) -> tensor<16x8x1xf32>
    %106 = tosa.tile %0, %26 : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<16x8xi32>
    %107 = tosa.gather %103, %106 : (tensor<16x16x1xf32>, tensor<16x8xi32>) -> tensor<16x8x1xf32>
    %108 = tosa.reshape %107, %27 : (tensor<16x8x1xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %109 = tosa.negate %108, %13, %13 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %110 = tosa.reshape %109, %28 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x8x8x1xf32>
    %111 = tosa.reshape %105, %28 : (tensor<16x8x1xf32>, !tosa.shape<5>) -> tensor<1x2x8x8x1xf32>
    %112 = tosa.concat %110, %111 {axis = 4 : i32} : (tensor<1x2x8x8x1xf32>, tensor<1x2x8x8x1xf32>) -> tensor<1x2x8x8x2xf32>
    %113 = tosa.reshape %112, %29 : (tensor<1x2x8x8x2xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %114 = tosa.mul %113, %87, %3 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %115 = tosa.add %102, %114 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %116 = tosa.reshape %115, %30 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %117 = tosa.tile %116, %31 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %118 = tosa.reshape %117, %24 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %119 = tosa.reshape %85, %30 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %120 = tosa.tile %119, %31 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %121 = tosa.transpose %118 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %122 = tosa.reshape %101, %32 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %123 = tosa.reshape %121, %33 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %124 = tosa.matmul %122, %123, %13, %13 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %125 = tosa.reshape %124, %22 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %126 = tosa.mul %125, %41, %3 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %127 = tosa.add %126, %70 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %128 = tosa.reduce_max %127 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %129 = tosa.sub %127, %128 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %130 = tosa.exp %129 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %131 = tosa.reduce_sum %130 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %132 = tosa.reciprocal %131 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %133 = tosa.mul %130, %132, %3 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %134 = tosa.reshape %133, %34 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %135 = tosa.reshape %120, %32 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %136 = tosa.matmul %134, %135, %13, %13 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %137 = tosa.reshape %136, %24 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %138 = tosa.transpose %137 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %139 = tosa.reshape %138, %14 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %140 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %141 = tosa.reshape %140, %15 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %142 = tosa.matmul %139, %141, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %143 = tosa.add %arg0, %142 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %143 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
