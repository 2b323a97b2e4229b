# RUN: %python %s | FileCheck %s
#
# bf16 rows of static length 8k + 1 (9, 17, 33) and of other lengths (8, 12),
# through rope-lower-to-llvm: each row shifted by its maximum (the maximum
# read back broadcast along the row, as a softmax in bf16 writes it), then
# the maxima of the shifted rows. LLVM 22's x86 backend aborts on a
# vector of 8k + 1 bf16 elements that lives across blocks, which such a
# module produced before rope-vectorize-elementwise masked those widths
# (gpt-oss's bf16 softmax over 8 keys and a sink). Against numpy: the
# shifted rows are the bf16 rounding of the float64 difference, and each
# peaks at exactly 0.
#
# CHECK-NOT: FAIL
# CHECK: 5 widths passed

import numpy as np

from rope_mlir import aot, bf16

MAPS = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
"""
TEMPLATE = """
func.func @shift_{n}(%x: tensor<6x{n}xbf16>) -> (tensor<6x{n}xbf16>, tensor<6xbf16>)
    attributes {{llvm.emit_c_interface}} {{
  %lowest = arith.constant 0xFF80 : bf16
  %e = tensor.empty() : tensor<6xbf16>
  %init = linalg.fill ins(%lowest : bf16) outs(%e : tensor<6xbf16>) -> tensor<6xbf16>
  %max = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%x : tensor<6x{n}xbf16>) outs(%init : tensor<6xbf16>) {{
  ^bb0(%a: bf16, %acc: bf16):
    %m = arith.maximumf %a, %acc : bf16
    linalg.yield %m : bf16
  }} -> tensor<6xbf16>
  %f = tensor.empty() : tensor<6x{n}xbf16>
  %shifted = linalg.generic {{indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%x, %max : tensor<6x{n}xbf16>, tensor<6xbf16>) outs(%f : tensor<6x{n}xbf16>) {{
  ^bb0(%a: bf16, %m: bf16, %out: bf16):
    %s = arith.subf %a, %m : bf16
    linalg.yield %s : bf16
  }} -> tensor<6x{n}xbf16>
  %max2 = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%shifted : tensor<6x{n}xbf16>) outs(%init : tensor<6xbf16>) {{
  ^bb0(%a: bf16, %acc: bf16):
    %m = arith.maximumf %a, %acc : bf16
    linalg.yield %m : bf16
  }} -> tensor<6xbf16>
  return %shifted, %max2 : tensor<6x{n}xbf16>, tensor<6xbf16>
}}
"""

WIDTHS = (9, 17, 33, 8, 12)
lib = aot.compile_module(MAPS + "\n".join(TEMPLATE.format(n=n) for n in WIDTHS))
rng = np.random.default_rng(3)
passed = 0
for n in WIDTHS:
    bits = bf16.float32_to_bf16(rng.standard_normal((6, n)).astype(np.float32))
    x = bf16.bf16_to_float32(bits).astype(np.float64)
    shifted, top = aot.call(lib, f"shift_{n}", [bits],
                               [((6, n), np.uint16), ((6,), np.uint16)])
    want = x - x.max(axis=1, keepdims=True)
    want_bits = bf16.float32_to_bf16(want.astype(np.float32))
    # Every shifted row peaks at exactly 0.
    ok = (np.array_equal(shifted, want_bits) and
          np.all(bf16.bf16_to_float32(top) == 0.0))
    passed += ok
    print(f"{'ok' if ok else 'FAIL'} width {n}")
print(f"{passed} widths passed" if passed == len(WIDTHS) else "FAIL")
