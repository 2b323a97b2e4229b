"""bfloat16 and float16 helpers for numpy, which has no bfloat16 dtype.

bfloat16 values are carried as uint16 bit patterns (the top half of a
float32), which is also how ``rope_mlir.aot`` passes bf16 memrefs. Rounding
from float32 is round-to-nearest-even, the rounding ``arith.truncf`` uses, so
host-side expectations round the same way as compiled code. NaN stays NaN.
float16 needs no bit tricks: numpy's float16 already rounds to nearest even.
"""

import numpy as np


def float32_to_bf16(x):
    """Round float32 values to bfloat16; return their uint16 bit patterns.

    Other float inputs are first converted to float32 (which rounds once
    already). Values beyond the bf16 range round to +-inf; NaN maps to a quiet
    NaN with the same sign.
    """
    values = np.asarray(x, dtype=np.float32)
    # Widened so that the rounding carry never wraps around.
    bits = values.view(np.uint32).astype(np.int64)
    # Adding 0x7FFF plus the lowest kept bit rounds half-way cases to even.
    lowest_kept = (bits >> 16) & 1
    rounded = ((bits + 0x7FFF + lowest_kept) >> 16).astype(np.uint16)
    # A NaN whose payload sits only in the dropped bits would truncate to inf,
    # and rounding could carry into the exponent: keep the sign, set the quiet bit.
    quiet_nan = ((bits >> 16) | 0x0040).astype(np.uint16)
    return np.where(np.isnan(values), quiet_nan, rounded)


def bf16_to_float32(bits):
    """Widen bfloat16 bit patterns (uint16) to float32; this is exact."""
    bits = np.asarray(bits)
    if bits.dtype != np.uint16:
        raise ValueError(f"bfloat16 bit patterns must be uint16, got {bits.dtype}")
    # np.uint32 shift count: a Python int would promote 0-d inputs to int64.
    return np.asarray(bits.astype(np.uint32) << np.uint32(16)).view(np.float32)


def round_to_bf16(x):
    """Return x rounded to the nearest bfloat16 value, as float32."""
    return bf16_to_float32(float32_to_bf16(x))


def round_to_float16(x):
    """Return x rounded to the nearest float16 value, as float32 (overflow gives inf)."""
    with np.errstate(over="ignore"):
        return np.asarray(x, dtype=np.float32).astype(np.float16).astype(np.float32)
