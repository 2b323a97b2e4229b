# REQUIRES: amx
# RUN: %python %s | FileCheck %s
#
# A function on AMX tiles (the amx dialect: tile_load, tile_mulf, tile_store
# in loops over 16 x 16 blocks of a 32 x 32 result and 32-deep slices of k =
# 64), compiled by rope-lower-to-llvm for this host through rope_mlir.aot and
# called through its status-returning entry point: the function asks Linux
# for the tile data permission first (rope-request-amx-permission), so it
# runs instead of dying of SIGILL, and afterwards the process holds the
# permission. C += A B with bf16 A and B (B packed in pairs of k rows, as
# tdpbf16ps reads it) equals numpy's float64 product exactly: the operands
# are multiples of 1/4 in [-4, 4], so every product and partial sum is exact
# in f32. A second call accumulates again.
#
# CHECK: before the call: tile data permission {{granted|not granted}}
# CHECK: call 1: status 0, C + A B exact (max |difference| 0)
# CHECK: call 2: status 0, C + 2 A B exact (max |difference| 0)
# CHECK: after the calls: tile data permission granted
# CHECK: PASS

import ctypes

import numpy as np

from rope_mlir import aot, bf16

M, N, K = 32, 32, 64

MODULE = """
func.func @tile_matmul(%a: memref<32x64xbf16>, %b: memref<32x64xbf16>,
                       %c: memref<32x32xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c32 step %c16 {
    scf.for %j = %c0 to %c32 step %c16 {
      %jp = arith.muli %j, %c2 : index
      scf.for %k = %c0 to %c64 step %c32 {
        %kp = arith.divui %k, %c2 : index
        %acc = amx.tile_load %c[%i, %j] : memref<32x32xf32> into !amx.tile<16x16xf32>
        %ta = amx.tile_load %a[%i, %k] : memref<32x64xbf16> into !amx.tile<16x32xbf16>
        %tb = amx.tile_load %b[%kp, %jp] : memref<32x64xbf16> into !amx.tile<16x32xbf16>
        %r = amx.tile_mulf %ta, %tb, %acc : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
        amx.tile_store %c[%i, %j], %r : memref<32x32xf32>, !amx.tile<16x16xf32>
      }
    }
  }
  return
}
"""

SYS_ARCH_PRCTL, ARCH_GET_XCOMP_PERM, XFEATURE_XTILEDATA = 158, 0x1022, 18


def tile_data_permitted():
    """Whether Linux lets this process use AMX tile data (ARCH_GET_XCOMP_PERM)."""
    libc = ctypes.CDLL(None, use_errno=True)
    features = ctypes.c_uint64(0)
    if libc.syscall(ctypes.c_long(SYS_ARCH_PRCTL), ctypes.c_long(ARCH_GET_XCOMP_PERM),
                    ctypes.byref(features)) != 0:
        return False
    return bool(features.value >> XFEATURE_XTILEDATA & 1)


def pack_pairs(b):
    """[K, N] -> [K / 2, 2 N]: rows 2r and 2r + 1 interleaved, tdpbf16ps's layout."""
    k, n = b.shape
    return np.ascontiguousarray(b.reshape(k // 2, 2, n).transpose(0, 2, 1).reshape(k // 2, 2 * n))


def main():
    rng = np.random.default_rng(7)
    a = rng.integers(-16, 17, size=(M, K)) / 4.0
    b = rng.integers(-16, 17, size=(K, N)) / 4.0
    c0 = rng.integers(-64, 65, size=(M, N)) / 2.0
    a_bits = bf16.float32_to_bf16(a.astype(np.float32))
    b_bits = pack_pairs(bf16.float32_to_bf16(b.astype(np.float32)))
    assert np.array_equal(bf16.bf16_to_float32(a_bits), a)

    print("before the call: tile data permission",
          "granted" if tile_data_permitted() else "not granted")
    lib = aot.compile_module(MODULE, pipeline="rope-lower-to-llvm=num-threads=1")
    c = c0.astype(np.float32)
    failed = False
    for call in (1, 2):
        aot.call(lib, "tile_matmul", [a_bits, b_bits, c])
        expected = c0 + call * (a @ b)
        difference = np.max(np.abs(c.astype(np.float64) - expected))
        ok = difference == 0
        failed |= not ok
        what = "C + A B" if call == 1 else "C + 2 A B"
        print(f"call {call}: status 0, {what} {'exact' if ok else 'WRONG'} "
              f"(max |difference| {difference:g})")
    granted = tile_data_permitted()
    failed |= not granted
    print("after the calls: tile data permission", "granted" if granted else "NOT GRANTED")
    print("FAIL" if failed else "PASS")


main()
