"""Checks of the bfloat16 conversions: exact round trips, round-to-nearest-even, NaN."""

import numpy as np
import pytest

from rope_mlir.bf16 import bf16_to_float32, float32_to_bf16, round_to_bf16, round_to_float16


def _f32(bits):
    return np.array(bits, dtype=np.uint32).view(np.float32)


def test_every_bf16_pattern_round_trips():
    bits = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    values = bf16_to_float32(bits)
    assert values.dtype == np.float32
    nan = np.isnan(values)
    assert nan.sum() == 2 * 127  # exponent all ones, nonzero mantissa, either sign
    np.testing.assert_array_equal(float32_to_bf16(values[~nan]), bits[~nan])
    assert np.isnan(bf16_to_float32(float32_to_bf16(values[nan]))).all()


def test_known_values():
    np.testing.assert_array_equal(float32_to_bf16([1.0, -2.0, 0.0, -0.0, np.inf]),
                                  [0x3F80, 0xC000, 0x0000, 0x8000, 0x7F80])
    np.testing.assert_array_equal(bf16_to_float32(np.array([0x3FC0, 0xC0A0], np.uint16)),
                                  [1.5, -5.0])


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_ties_round_to_even(sign):
    ulp = 2.0 ** -7  # bf16 spacing in [1, 2)
    cases = [
        (1 + ulp / 2, 1.0),                        # tie, 1.0 has an even mantissa
        (1 + 3 * ulp / 2, 1 + 2 * ulp),            # tie, rounds up to the even neighbour
        (1 + ulp / 2 + 2.0 ** -20, 1 + ulp),       # just above a tie
        (1 + 3 * ulp / 2 - 2.0 ** -20, 1 + ulp),   # just below a tie
    ]
    for value, expected in cases:
        assert round_to_bf16(np.float32(sign * value)) == np.float32(sign * expected)


def test_random_values_round_to_nearest():
    """Compare against choosing the nearer of the two bf16 neighbours in float64."""
    rng = np.random.default_rng(0)
    bits = rng.integers(0, 0x7F7F0000, size=20000, dtype=np.uint32)
    values = _f32(bits)
    low = _f32(bits & 0xFFFF0000).astype(np.float64)
    high = _f32((bits & 0xFFFF0000) + 0x10000).astype(np.float64)
    x = values.astype(np.float64)
    low_even = ((bits >> 16) & 1) == 0
    take_low = (x - low < high - x) | ((x - low == high - x) & low_even)
    expected = np.where(take_low, low, high)
    np.testing.assert_array_equal(round_to_bf16(values).astype(np.float64), expected)
    np.testing.assert_array_equal(round_to_bf16(-values), -round_to_bf16(values))


def test_overflow_and_nan():
    largest = _f32(0x7F7F0000)
    assert round_to_bf16(largest) == largest
    assert float32_to_bf16(np.float32(3.4e38)) == 0x7F80  # beyond the largest: rounds to inf
    # A NaN whose payload is only in the dropped bits must not become inf.
    for pattern in (0x7F800001, 0xFFFFFFFF, 0x7FC00000):
        out = float32_to_bf16(_f32(pattern))
        assert np.isnan(bf16_to_float32(out))
        assert (out >> 15) == (pattern >> 31)


def test_bits_must_be_uint16():
    with pytest.raises(ValueError, match="uint16"):
        bf16_to_float32(np.array([1, 2], dtype=np.int32))


def test_round_to_float16():
    values = np.array([1.0, 1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, 70000.0], dtype=np.float32)
    np.testing.assert_array_equal(round_to_float16(values), [1.0, 1.0, 1 + 2.0 ** -9, np.inf])
