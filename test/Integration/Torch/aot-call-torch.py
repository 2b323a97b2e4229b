# REQUIRES: torch
# RUN: %torch_python %s | FileCheck %s
#
# rope_mlir.aot.call takes torch tensors: contiguous CPU tensors are passed
# without a copy (a function that writes into its memref argument writes into
# the tensor), non-contiguous ones as a contiguous copy, tensors that require
# gradients detached; results match numpy float64. Bad tensors raise a short
# error naming dtype and shape, never the elements (a 300x400 tensor).
#
# CHECK: add: ok
# CHECK-NEXT: transposed input: ok
# CHECK-NEXT: requires_grad input: ok
# CHECK-NEXT: zero copy: fill wrote into the tensor: True, shares memory: True
# CHECK-NEXT: ValueError @add: argument #0: dimension 1 has size 400, expected 4 (tensor<?x4xf32>)
# CHECK-NEXT: TypeError @add: argument #1: expected element type f32 (float32 array), got float64 array
# CHECK-NEXT: TypeError @add: argument #0: torch tensor of dtype torch.float32, shape (3, 4) on meta: aot.call takes CPU tensors (move it with .cpu())
# CHECK-NEXT: TypeError @fill: argument #1: expected a scalar f32 (a float or an int), got float32 array of shape (1000,)
# CHECK-NEXT: all messages short: True

import sys

import numpy as np
import torch

from rope_mlir import aot

SOURCE = """
func.func @add(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.add ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>)
                  outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @fill(%out: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%out : memref<4xf32>)
  return
}
"""


def check(name, got, a, b):
    want = a.double().numpy() + b.double().numpy()
    print(f"{name}: {'ok' if np.allclose(got, want, rtol=1e-6, atol=0) else 'FAIL'}")


def main():
    lib = aot.compile_module(SOURCE)
    torch.manual_seed(0)
    a, b = torch.randn(3, 4), torch.randn(3, 4)
    check("add", aot.call(lib, "add", [a, b], [((3, 4), np.float32)]), a, b)
    t = torch.randn(4, 3).t()  # strides (1, 3)
    check("transposed input", aot.call(lib, "add", [t, b], [((3, 4), np.float32)]), t, b)
    g = torch.randn(3, 4, requires_grad=True)
    check("requires_grad input", aot.call(lib, "add", [g, b], [((3, 4), np.float32)]),
          g.detach(), b)

    out = torch.zeros(4)
    aot.call(lib, "fill", [out, 2.5])
    print(f"zero copy: fill wrote into the tensor: {bool((out == 2.5).all())}, shares memory: "
          f"{aot.from_torch(out).ctypes.data == out.data_ptr()}")

    messages = []
    for args in ([torch.randn(300, 400), b], [a, torch.randn(3, 4, dtype=torch.float64)],
                 [torch.empty(3, 4, device="meta"), b]):
        try:
            aot.call(lib, "add", args, [((3, 4), np.float32)])
            print("FAIL: no error")
        except (TypeError, ValueError) as error:
            messages.append(str(error))
            print(f"{type(error).__name__} {error}")
    try:
        aot.call(lib, "fill", [out, torch.randn(1000)])
        print("FAIL: no error")
    except (TypeError, ValueError) as error:
        messages.append(str(error))
        print(f"{type(error).__name__} {error}")
    print(f"all messages short: {all(len(m) < 160 and 'tensor([' not in m for m in messages)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
