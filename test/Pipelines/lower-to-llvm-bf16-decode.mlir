// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver3 num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -O3 -S -x ir - -o - \
// RUN:   | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver3 num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -O3 -S -emit-llvm -x ir - -o - \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -O3 -S -x ir - -o - \
// RUN:   | FileCheck %s --check-prefix=BF16

// A bf16 decoding step (one query against a tile of keys) after LLVM's
// optimizer and x86 backend. On AVX2 (no bf16 conversion) the keys are
// widened to f32 as vectors (zero extension of the 16-bit lanes) and the
// rotated keys are rounded to bf16 as vectors too: no NaN compare, select
// or conversion call lane by lane (stores of bf16 rows move i16 lanes, so
// that InstCombine does not make their NaN select a bf16 one). With
// AVX512-BF16 the rounding is the hardware's.
// IR-LABEL: define void @decode(
// IR-NOT: select <{{[0-9]+}} x i1> {{.*}} x bfloat>
// IR: store <{{[0-9]+}} x i16>
// IR-NOT: select <{{[0-9]+}} x i1> {{.*}} x bfloat>
// IR-LABEL: define void @_mlir_ciface_decode(
// AVX2-LABEL: decode:
// AVX2: vpmovzxwd
// AVX2-NOT: __truncsfbf2
// AVX2-NOT: __extendbfsf2
// AVX2: .size decode
// BF16-LABEL: decode:
// BF16: vcvtneps2bf16
// BF16: .size decode

func.func @decode(%q: tensor<1x4x1x128xbf16>, %k: tensor<1x4x256x128xbf16>,
                  %v: tensor<1x4x256x128xbf16>, %qp: index,
                  %kp: tensor<256xi64>, %dst: memref<1x4x1x128xbf16>) {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f)
       layout(half)
     : tensor<1x4x1x128xbf16>, tensor<1x4x256x128xbf16>,
       tensor<1x4x256x128xbf16>, tensor<64xf64>, index, tensor<256xi64>
       -> tensor<1x4x1x128xbf16>
  bufferization.materialize_in_destination %o in restrict writable %dst
    : (tensor<1x4x1x128xbf16>, memref<1x4x1x128xbf16>) -> ()
  return
}
