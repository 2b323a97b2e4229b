"""Checks of the float64 frequency schedules against facts that do not come from their formulas.

Hand numbers are worked out in the comments next to them, so a reader can
redo them with a calculator rather than trust the code under test.
"""

import inspect
import math

import numpy as np
import pytest

from rope_mlir import reference as ref
from rope_mlir import schedules as sch

TWO_PI = 2.0 * math.pi


# ---------------------------------------------------------------------------
# default, linear
# ---------------------------------------------------------------------------

def test_default_wavelengths_d64():
    """d = 64, base 10000: wavelength_i = 2*pi*10000**(i/32) tokens."""
    w = sch.wavelengths(sch.default(64))
    assert w[0] == pytest.approx(6.283, abs=1e-3)       # 2*pi
    assert w[16] == pytest.approx(628.3, abs=0.1)       # 2*pi*100
    assert w[24] == pytest.approx(6283, abs=1)          # 2*pi*1000
    assert w[31] == pytest.approx(47117, abs=1)         # 2*pi*10**3.875 = 2*pi*7498.94
    assert np.all(np.diff(w) > 0)


def test_default_values_and_dtype():
    theta = sch.default(8)
    np.testing.assert_allclose(theta, [1.0, 0.1, 0.01, 0.001], rtol=1e-15)
    np.testing.assert_allclose(sch.default(4, base=100.0), [1.0, 0.1], rtol=1e-15)
    for d in (2, 64, 96, 128):
        got = sch.default(d, base=500000.0)
        assert got.dtype == np.float64 and got.shape == (d // 2,)
        np.testing.assert_allclose(got, ref.inverse_frequencies(d, 500000.0), rtol=1e-15)


def test_linear_is_default_over_factor():
    np.testing.assert_allclose(sch.linear(128, 4.0), sch.default(128) / 4.0, rtol=1e-15)
    np.testing.assert_array_equal(sch.linear(64, 1.0), sch.default(64))
    np.testing.assert_allclose(sch.linear(16, 2.5, base=500.0),
                               sch.default(16, base=500.0) / 2.5, rtol=1e-15)


@pytest.mark.parametrize("layout", ref.LAYOUTS)
def test_linear_squeezes_positions(layout):
    """Position interpolation: position 4m under factor 4 is position m unscaled."""
    x = np.random.default_rng(0).standard_normal((5, 16))
    m = np.array([0, 3, 100, 2048, 9999])
    got = ref.rotate(x, 4 * m, sch.linear(16, 4.0), layout)
    np.testing.assert_allclose(got, ref.rotate(x, m, sch.default(16), layout), atol=1e-11)


# ---------------------------------------------------------------------------
# NTK-aware and dynamic NTK
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("d", [4, 64, 128])
@pytest.mark.parametrize("factor", [2.0, 4.0, 8.0])
def test_ntk_ends(d, factor):
    """Pair 0 keeps theta = 1; the last pair i = d/2-1 is divided by exactly factor,
    because base'**(-(d-2)/d) = base**(-(d-2)/d) * factor**(-1)."""
    plain = sch.default(d)
    got = sch.ntk(d, factor)
    assert got[0] == 1.0
    assert got[-1] == pytest.approx(plain[-1] / factor, rel=1e-13)
    # In between the division is by factor**(2i/(d-2)): strictly between 1 and factor.
    ratio = plain / got
    assert np.all(np.diff(ratio) > 0)
    np.testing.assert_allclose(sch.ntk(d, 1.0), plain, rtol=1e-15)


def test_ntk_is_default_with_larger_base():
    # base' = 10000 * 4**(64/62) for d = 64.
    np.testing.assert_allclose(sch.ntk(64, 4.0), sch.default(64, base=10000.0 * 4.0 ** (64 / 62)),
                               rtol=1e-15)


def test_dynamic_ntk_within_original_context_is_default():
    for seq_len in (0, 1, 2048, 4095, 4096):
        np.testing.assert_array_equal(sch.dynamic_ntk(128, 4.0, 4096, seq_len), sch.default(128))
    np.testing.assert_array_equal(sch.dynamic_ntk(64, 8.0, 8192, 4096, base=500000.0),
                                  sch.default(64, base=500000.0))


@pytest.mark.parametrize("factor", [2.0, 4.0, 16.0])
def test_dynamic_ntk_past_original_context(factor):
    """At seq_len = 2L the bracket is 2*factor - (factor-1) = factor+1; at 3L, 2*factor+1."""
    np.testing.assert_allclose(sch.dynamic_ntk(128, factor, 4096, 8192),
                               sch.ntk(128, factor + 1.0), rtol=1e-14)
    np.testing.assert_allclose(sch.dynamic_ntk(128, factor, 4096, 3 * 4096),
                               sch.ntk(128, 2.0 * factor + 1.0), rtol=1e-14)


def test_dynamic_ntk_grows_with_sequence():
    """Longer sequences stretch the low frequencies further; pair 0 never moves."""
    last = [sch.dynamic_ntk(64, 4.0, 4096, n)[-1] for n in (4096, 5000, 8192, 65536)]
    assert all(a > b for a, b in zip(last, last[1:]))
    assert sch.dynamic_ntk(64, 4.0, 4096, 10**6)[0] == 1.0


# ---------------------------------------------------------------------------
# YaRN
# ---------------------------------------------------------------------------

def test_yarn_band_by_hand():
    """d 128, base 10000, L 4096, beta_fast 32, beta_slow 1:
    corr(32) = 128*ln(4096/(64*pi)) / (2*ln 10000) = 128*ln(20.3718)/18.4207
             = 128*3.01415/18.4207 = 20.944 -> floor 20
    corr(1)  = 128*ln(4096/(2*pi)) / 18.4207 = 128*ln(651.899)/18.4207
             = 128*6.47990/18.4207 = 45.027 -> ceil 46."""
    assert sch.yarn_correction_range(128, 4096) == (20.0, 46.0)
    low, high = sch.yarn_correction_range(128, 4096, truncate=False)
    assert low == pytest.approx(20.944, abs=1e-3)
    assert high == pytest.approx(45.027, abs=1e-3)


def test_yarn_frequencies_by_hand():
    """With band [20, 46]: pairs <= 20 keep theta, pairs >= 46 get theta/4, and pair 33
    sits half-way up the ramp ((33-20)/26 = 0.5): theta*(0.5/4 + 0.5) = 0.625*theta."""
    plain = sch.default(128)
    got = sch.yarn(128, 4.0, 4096)
    np.testing.assert_array_equal(got[:21], plain[:21])
    np.testing.assert_allclose(got[46:], plain[46:] / 4.0, rtol=1e-15)
    assert got[33] == pytest.approx(0.625 * plain[33], rel=1e-14)
    weights = sch.yarn_interpolation_weights(128, 4.0, 4096)
    np.testing.assert_allclose(weights[20:47], np.arange(27) / 26.0, rtol=1e-15)
    assert np.all(weights[:21] == 0.0) and np.all(weights[46:] == 1.0)
    # Frequencies stay ordered (fastest first) through the band.
    assert np.all(np.diff(got) < 0)


def test_yarn_untruncated_differs_only_inside_band():
    truncated = sch.yarn(128, 4.0, 4096)
    smooth = sch.yarn(128, 4.0, 4096, truncate=False)
    np.testing.assert_array_equal(smooth[:21], truncated[:21])
    np.testing.assert_array_equal(smooth[46:], truncated[46:])
    assert np.all(smooth[21:46] != truncated[21:46])
    # Pair 33 on the untruncated ramp: (33 - 20.944)/(45.027 - 20.944) = 0.5006.
    w = sch.yarn_interpolation_weights(128, 4.0, 4096, truncate=False)
    assert w[33] == pytest.approx(0.5006, abs=1e-3)


def test_yarn_band_below_all_pairs_is_default():
    """Tiny betas put the band at pairs 77..94 (past the last pair, 63): nothing is
    interpolated. corr(0.01) = 6.9490*ln(65189.9) = 77.05, corr(0.001) = 6.9490*ln(651899) = 93.0."""
    assert sch.yarn_correction_range(128, 4096, beta_fast=1e-2, beta_slow=1e-3) == (77.0, 94.0)
    np.testing.assert_array_equal(sch.yarn(128, 4.0, 4096, beta_fast=1e-2, beta_slow=1e-3),
                                  sch.default(128))


def test_yarn_band_at_pair_zero_is_linear_except_pair_zero():
    """beta >= L/(2*pi) = 651.9 rotates fewer than once per context for every pair, so the band
    collapses to [0, 0] (+0.001): every pair but pair 0 is interpolated. Pair 0 sits at
    low = 0 and keeps weight 0 (transformers' ramp starts at the clamped low)."""
    got = sch.yarn(128, 4.0, 4096, beta_fast=700.0, beta_slow=700.0)
    plain = sch.default(128)
    assert got[0] == plain[0]
    np.testing.assert_allclose(got[1:], sch.linear(128, 4.0)[1:], rtol=1e-15)


def test_yarn_inverted_band_follows_transformers():
    """The clamps max(low, 0) and min(high, d-1) are independent, so extreme betas invert the
    band and the ramp runs backwards, as it does in transformers: huge betas give the
    default schedule and tiny ones the linear one (the opposite of the sensible limits)."""
    assert sch.yarn_correction_range(128, 4096, beta_fast=1e9, beta_slow=1e9) == (0.0, -98.0)
    np.testing.assert_array_equal(sch.yarn(128, 4.0, 4096, beta_fast=1e9, beta_slow=1e9),
                                  sch.default(128))
    assert sch.yarn_correction_range(128, 4096, beta_fast=1e-30, beta_slow=1e-30) == (525.0, 127.0)
    np.testing.assert_allclose(sch.yarn(128, 4.0, 4096, beta_fast=1e-30, beta_slow=1e-30),
                               sch.linear(128, 4.0), rtol=1e-15)


def test_yarn_factor_one_is_default():
    np.testing.assert_allclose(sch.yarn(64, 1.0, 2048), sch.default(64), rtol=1e-15)


def test_yarn_attention_factor():
    assert sch.yarn_attention_factor(4.0) == pytest.approx(1.1386294, abs=1e-7)  # 0.1*ln 4 + 1
    assert sch.yarn_attention_factor(40.0) == pytest.approx(1.3688879, abs=1e-7)  # 0.1*ln 40 + 1
    assert sch.yarn_attention_factor(1.0) == 1.0
    assert sch.yarn_attention_factor(0.5) == 1.0
    assert sch.yarn_attention_factor(4.0, attention_factor=0.75) == 0.75


def test_yarn_attention_factor_deepseek():
    """DeepSeek-V3 (factor 40, mscale = mscale_all_dim = 1): the ratio is exactly 1."""
    assert sch.yarn_attention_factor(40.0, mscale=1.0, mscale_all_dim=1.0) == 1.0
    assert sch.yarn_attention_factor(40.0, mscale=0.707, mscale_all_dim=0.707) == 1.0
    # (0.2*ln 40 + 1)/(0.1*ln 40 + 1) = 1.7377759/1.3688879 = 1.269480.
    assert sch.yarn_attention_factor(40.0, mscale=2.0, mscale_all_dim=1.0) == pytest.approx(
        1.269480, abs=1e-6)
    # A lone mscale is ignored (transformers needs both); so is a lone mscale_all_dim.
    assert sch.yarn_attention_factor(4.0, mscale=2.0) == pytest.approx(1.1386294, abs=1e-7)
    assert sch.yarn_attention_factor(4.0, mscale_all_dim=2.0) == pytest.approx(1.1386294, abs=1e-7)


# ---------------------------------------------------------------------------
# Llama 3
# ---------------------------------------------------------------------------

LLAMA31 = dict(base=500000.0, factor=8.0, low_freq_factor=1.0, high_freq_factor=4.0,
               original_max_position=8192)


def test_llama31_regions():
    """d 128, base 500000: wavelength_i = 2*pi*500000**(i/64).
    < 2048 while i/64 < ln(2048/(2*pi))/ln(500000) = 5.7867/13.1224 = 0.44098, i.e. i <= 28;
    > 8192 once i/64 > ln(8192/(2*pi))/ln(500000) = 7.1730/13.1224 = 0.54663, i.e. i >= 35."""
    plain = sch.default(128, base=500000.0)
    got = sch.llama3(128, **LLAMA31)
    w = sch.wavelengths(plain)
    keep, divide = w < 2048, w > 8192
    assert np.flatnonzero(keep).tolist() == list(range(29))
    assert np.flatnonzero(divide).tolist() == list(range(35, 64))
    np.testing.assert_array_equal(got[keep], plain[keep])
    np.testing.assert_allclose(got[divide], plain[divide] / 8.0, rtol=1e-15)
    # Blend pairs 29..34 land strictly between theta/8 and theta.
    blend = ~keep & ~divide
    assert np.all(got[blend] < plain[blend]) and np.all(got[blend] > plain[blend] / 8.0)


def test_llama31_blend_by_hand():
    """Pair 29: wavelength 2*pi*500000**(29/64) = 2*pi*382.21 = 2401.5;
    smooth = (8192/2401.5 - 1)/(4 - 1) = 0.8037, weight = 1 - smooth = 0.1963."""
    w = sch.llama3_interpolation_weights(128, **LLAMA31)
    assert w[29] == pytest.approx(0.1963, abs=1e-4)
    theta = sch.default(128, base=500000.0)[29]
    assert sch.llama3(128, **LLAMA31)[29] == pytest.approx(
        theta * (0.1963 / 8 + 0.8037), rel=2e-4)


def test_llama31_monotonic():
    got = sch.llama3(128, **LLAMA31)
    w = sch.llama3_interpolation_weights(128, **LLAMA31)
    assert np.all(np.diff(got) < 0)          # still ordered fastest first
    assert np.all(np.diff(w) >= 0)
    assert np.all(np.diff(w[28:36]) > 0)     # strictly rising through the blend
    assert np.all((w[29:35] > 0) & (w[29:35] < 1))


@pytest.mark.parametrize("edge", ["high", "low"])
def test_llama3_continuous_at_band_ends(edge):
    """Move L across the point where pair 29's wavelength crosses L/high (or L/low):
    the frequency moves by O(eps), not by a jump."""
    theta = sch.default(128, base=500000.0)
    wave = TWO_PI / theta[29]
    eps = 1e-9
    edge_factor = 4.0 if edge == "high" else 1.0
    params = dict(LLAMA31)
    values = []
    for side in (1 - eps, 1 + eps):
        params["original_max_position"] = edge_factor * wave * side
        values.append(sch.llama3(128, **params)[29])
    assert values[0] == pytest.approx(values[1], rel=1e-8)
    expected = theta[29] if edge == "high" else theta[29] / 8.0
    assert values[0] == pytest.approx(expected, rel=1e-8)


def test_llama3_defaults_are_llama31_but_base():
    np.testing.assert_array_equal(sch.llama3(128, base=500000.0), sch.llama3(128, **LLAMA31))


# ---------------------------------------------------------------------------
# LongRoPE
# ---------------------------------------------------------------------------

SHORT = 1.0 + 0.02 * np.arange(64)
LONG = np.linspace(1.0, 40.0, 64)


def test_longrope_short_and_long():
    plain = sch.default(128)
    for seq_len in (None, 0, 100, 4095, 4096):
        got = sch.longrope(128, SHORT, LONG, 4096, seq_len=seq_len)
        np.testing.assert_allclose(got * SHORT, plain, rtol=1e-14)
    for seq_len in (4097, 131072):
        got = sch.longrope(128, SHORT, LONG, 4096, seq_len=seq_len)
        np.testing.assert_allclose(got * LONG, plain, rtol=1e-14)
    # All-ones lists are the default schedule; lists accept plain Python floats.
    np.testing.assert_allclose(sch.longrope(128, [1.0] * 64, [1.0] * 64, 4096, 10**6), plain,
                               rtol=1e-15)


def test_longrope_attention_factor():
    """Phi-3-mini-128k: factor 131072/4096 = 32, L 4096:
    sqrt(1 + ln 32/ln 4096) = sqrt(1 + 5/12) = sqrt(17/12) = 1.1902381."""
    assert sch.longrope_attention_factor(32.0, 4096) == pytest.approx(math.sqrt(17 / 12), rel=1e-15)
    assert sch.longrope_attention_factor(32.0, 4096) == pytest.approx(1.1902381, abs=1e-7)
    assert sch.longrope_attention_factor(1.0, 4096) == 1.0
    assert sch.longrope_attention_factor(0.5, 4096) == 1.0
    assert sch.longrope_attention_factor(32.0, 4096, attention_factor=1.5) == 1.5


# ---------------------------------------------------------------------------
# Partial rotary, common properties
# ---------------------------------------------------------------------------

def _all_schedules(d):
    half = d // 2
    return {
        "default": sch.default(d),
        "linear": sch.linear(d, 4.0),
        "ntk": sch.ntk(d, 4.0),
        "dynamic_ntk": sch.dynamic_ntk(d, 4.0, 4096, 16384),
        "yarn": sch.yarn(d, 4.0, 4096),
        "llama3": sch.llama3(d, **LLAMA31),
        "longrope": sch.longrope(d, np.ones(half), 2.0 * np.ones(half), 4096, 8192),
        "proportional": sch.proportional(d, factor=2.0),
    }


@pytest.mark.parametrize("d", [32, 64, 96, 128])
def test_every_schedule_returns_half_rotary_dim_float64(d):
    for name, freqs in _all_schedules(d).items():
        assert freqs.shape == (d // 2,) and freqs.dtype == np.float64, name
        assert np.all(np.isfinite(freqs) & (freqs > 0)), name
        assert np.all(np.diff(freqs) < 0) or name == "longrope", name
    assert set(sch.SCHEDULES) == set(_all_schedules(d))


def test_schedules_take_rotary_dim_not_head_dim():
    """Partial rotary (rotary_dim 64 of head_dim 128): d in every exponent is 64.
    default(64)[16] = 10000**(-32/64) = 0.01 (with d = 128 it would be 0.1), and the YaRN band
    halves with d: corr is linear in d, so [20.944/2, 45.027/2] -> [10, 23]."""
    assert sch.default(64)[16] == pytest.approx(0.01, rel=1e-14)
    assert sch.yarn_correction_range(64, 4096) == (10.0, 23.0)
    for name, fn in sch.SCHEDULES.items():
        params = inspect.signature(fn).parameters
        if name == "proportional":  # its d is head_dim by definition
            assert list(params)[0] == "head_dim" and "rotary_dim" not in params
        else:
            assert list(params)[0] == "rotary_dim" and "head_dim" not in params, name


@pytest.mark.parametrize("layout", ref.LAYOUTS)
def test_partial_rotary_same_whatever_head_dim(layout):
    """The same rotary_dim-64 schedule rotates the first 64 channels of a 64- or 128-wide
    head identically; the rest of the wider head passes through."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 7, 128))
    positions = np.array([0, 1, 4095, 4096, 8191, 20000, 65535])
    for name, freqs in _all_schedules(64).items():
        wide = ref.rotate(x, positions, freqs, layout, rotary_dim=64)
        narrow = ref.rotate(x[..., :64], positions, freqs, layout)
        np.testing.assert_array_equal(wide[..., :64], narrow, err_msg=name)
        np.testing.assert_array_equal(wide[..., 64:], x[..., 64:], err_msg=name)


def test_wavelengths():
    np.testing.assert_allclose(sch.wavelengths([1.0, 0.5, TWO_PI]), [TWO_PI, 2 * TWO_PI, 1.0],
                               rtol=1e-15)
    assert sch.wavelengths([0.0])[0] == np.inf
    with pytest.raises(ValueError, match="non-negative"):
        sch.wavelengths([1.0, -1.0])


# ---------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("call, message", [
    (lambda: sch.default(7), "positive even"),
    (lambda: sch.default(0), "positive even"),
    (lambda: sch.default(64.0), "positive even"),
    (lambda: sch.default(64, base=0.0), "base must be positive"),
    (lambda: sch.default(64, base=float("nan")), "base must be finite"),
    (lambda: sch.linear(64, 0.0), "factor must be positive"),
    (lambda: sch.linear(64, -2.0), "factor must be positive"),
    (lambda: sch.linear(64, "4"), "factor must be a real number"),
    (lambda: sch.ntk(2, 4.0), "rotary_dim > 2"),
    (lambda: sch.ntk(64, 0.0), "factor must be positive"),
    (lambda: sch.dynamic_ntk(2, 4.0, 4096, 8192), "rotary_dim > 2"),
    (lambda: sch.dynamic_ntk(64, 4.0, 0, 8192), "original_max_position must be positive"),
    (lambda: sch.dynamic_ntk(64, 4.0, 4096, -1), "seq_len must be non-negative"),
    (lambda: sch.dynamic_ntk(64, -1.0, 4096, 8192), "factor must be positive"),
    (lambda: sch.yarn(64, 0.0, 4096), "factor must be positive"),
    (lambda: sch.yarn(64, 4.0, 4096, beta_fast=1.0, beta_slow=32.0), "beta_fast"),
    (lambda: sch.yarn(64, 4.0, 4096, beta_slow=0.0), "beta_slow must be positive"),
    (lambda: sch.yarn(64, 4.0, 4096, base=1.0), "base > 1"),
    (lambda: sch.yarn(64, 4.0, -4096), "original_max_position must be positive"),
    (lambda: sch.yarn_correction_range(63, 4096), "positive even"),
    (lambda: sch.yarn_attention_factor(0.0), "factor must be positive"),
    (lambda: sch.yarn_attention_factor(4.0, attention_factor=0.0), "attention_factor"),
    (lambda: sch.yarn_attention_factor(math.e ** 20, mscale=1.0, mscale_all_dim=-1.0),
     "mscale_all_dim must be non-negative"),
    (lambda: sch.yarn_attention_factor(math.e ** 20, mscale=-1.0, mscale_all_dim=1.0),
     "mscale must be non-negative"),
    (lambda: sch.llama3(128, high_freq_factor=1.0), "high_freq_factor"),
    (lambda: sch.llama3(128, low_freq_factor=4.0, high_freq_factor=2.0), "high_freq_factor"),
    (lambda: sch.llama3(128, low_freq_factor=0.0), "low_freq_factor must be positive"),
    (lambda: sch.llama3(128, factor=0.0), "factor must be positive"),
    (lambda: sch.llama3(128, original_max_position=0), "original_max_position"),
    (lambda: sch.longrope(128, np.ones(63), np.ones(64), 4096), r"short_factor must hold .*64"),
    (lambda: sch.longrope(128, np.ones(64), np.ones(65), 4096), r"long_factor must hold .*64"),
    (lambda: sch.longrope(128, np.ones((2, 32)), np.ones(64), 4096), "short_factor"),
    (lambda: sch.longrope(128, np.zeros(64), np.ones(64), 4096), "positive and finite"),
    (lambda: sch.longrope(128, np.ones(64), np.ones(64), 4096, seq_len=-5), "seq_len"),
    (lambda: sch.longrope_attention_factor(-1.0, 4096), "factor must be positive"),
    (lambda: sch.longrope_attention_factor(32.0, 1), "original_max_position must be > 1"),
    (lambda: sch.proportional(63), "head_dim must be a positive even integer"),
    (lambda: sch.proportional(64, 0.0), "partial_rotary_factor must be positive"),
    (lambda: sch.proportional(64, 1.5), "partial_rotary_factor must be <= 1"),
    (lambda: sch.proportional(64, base=-1.0), "base must be positive"),
    (lambda: sch.proportional(64, factor=0.0), "factor must be positive"),
])
def test_rejects_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# ---------------------------------------------------------------------------
# Parameters that verify only if what they compute is finite (as in the
# rope dialect; test/Dialect/Rope/schedule-parity.py checks both agree)
# ---------------------------------------------------------------------------

TINY = 5e-324  # the smallest subnormal: 1 / TINY overflows float64
INF = float("inf")


@pytest.mark.parametrize("call, message", [
    (lambda: sch.default(1 << 20, base=TINY), r"base = 5e-324 makes the inverse frequency"),
    (lambda: sch.default((1 << 20) + 2), "exceeds the supported maximum 1048576"),
    (lambda: sch.linear(8, TINY), r"factor = 5e-324 makes the inverse frequency of pair 0 inf"),
    (lambda: sch.ntk(8, 1e300), r"factor = 1e\+300 makes the NTK base .* inf"),
    (lambda: sch.ntk(8, 1e-300), r"factor = 1e-300 makes the NTK base .* 0\.0"),
    (lambda: sch.dynamic_ntk(1 << 20, 2.0, 4096, 4096, base=TINY),
     "base = .* makes the inverse frequency"),
    (lambda: sch.yarn(8, TINY, 4096), r"factor = 5e-324 makes the inverse frequency of pair 0 nan"),
    (lambda: sch.yarn(8, 4.0, 4096, beta_fast=INF), "beta_fast must be finite"),
    (lambda: sch.yarn_attention_factor(1e10, mscale=1.7e308, mscale_all_dim=1.0),
     r"mscale = 1.7e\+308 makes the attention factor inf"),
    (lambda: sch.yarn_attention_factor(1e10, mscale=1.0, mscale_all_dim=1.7e308),
     r"mscale_all_dim = 1.7e\+308 makes the attention factor 0.0"),
    (lambda: sch.yarn_attention_factor(-1.0, attention_factor=2.0), "factor must be positive"),
    (lambda: sch.yarn_attention_factor(4.0, mscale=-1.0, attention_factor=2.0),
     "mscale must be non-negative"),
    (lambda: sch.llama3(8, high_freq_factor=INF), "high_freq_factor must be finite"),
    (lambda: sch.llama3(8, factor=1e-320),
     r"factor = 1e-320 makes the inverse frequency of pair 3"),
    (lambda: sch.longrope(4, [1.0, 1.0], [TINY, 8.0], 4096),
     r"long_factor\[0\] = 5e-324 makes the inverse frequency of pair 0 inf"),
    (lambda: sch.longrope_attention_factor(-1.0, 4096, attention_factor=1.5),
     "factor must be positive"),
    (lambda: sch.proportional(64, base=TINY), r"base = 5e-324 makes the inverse frequency of pair 31"),
    (lambda: sch.proportional(8, 0.25, factor=TINY),
     r"factor = 5e-324 makes the inverse frequency of pair 0 inf"),
])
def test_rejects_non_finite_results(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_finite_extremes_accepted():
    """Extreme parameters whose values stay finite are fine, underflow to 0 included."""
    assert sch.linear(8, 1e-300)[0] == pytest.approx(1e300)
    # 1e300**-0.75 / 1e300 = 1e-525 underflows to 0.
    np.testing.assert_array_equal(sch.linear(8, 1e300, base=1e300)[1:], [0.0, 0.0, 0.0])
    # Llama 3 keeps short wavelengths undivided: a tiny factor only reaches the
    # blended and long ones (pair 3 of d = 8, L = 8192 blends with weight 0.9).
    theta = sch.llama3(8, factor=1e-300)
    assert theta[0] == 1.0 and np.all(np.isfinite(theta))
    assert sch.longrope_attention_factor(32.0, 1, attention_factor=1.5) == 1.5
    assert sch.longrope_attention_factor(1.0, 1) == 1.0


def test_dynamic_ntk_large_factor_and_length():
    """No OverflowError and no cancellation: at L the default schedule exactly;
    far beyond it an infinite base' gives [1, 0, ...]."""
    np.testing.assert_array_equal(sch.dynamic_ntk(8, 1e17, 4096, 4096), sch.default(8))
    np.testing.assert_array_equal(sch.dynamic_ntk(8, 1e300, 4096, 1 << 40), [1.0, 0.0, 0.0, 0.0])


def test_longrope_compares_lengths_as_integers():
    # As float64, 2^53 + 1 == 2^53: the long factors would never apply.
    length = 2**53
    short = sch.longrope(4, [1.0, 1.5], [2.0, 8.0], length, length)
    long = sch.longrope(4, [1.0, 1.5], [2.0, 8.0], length, length + 1)
    assert np.array_equal(short, 1.0 / (np.array([1.0, 1.5]) * 10000.0 ** (np.arange(0, 4, 2) / 4)))
    assert np.array_equal(long, 1.0 / (np.array([2.0, 8.0]) * 10000.0 ** (np.arange(0, 4, 2) / 4)))


# ---------------------------------------------------------------------------
# proportional (Gemma 4)
# ---------------------------------------------------------------------------

def test_proportional_gemma4_global_layers():
    """Gemma 4's global layers: head_dim 512, partial_rotary_factor 0.25, base 1e6.
    int(0.25 * 512 // 2) = 64 pairs rotate with exponents over 512 (not over the
    128 rotated channels): theta_32 = 1e6**(-64/512) = 10**-0.75 = 0.177828;
    the other 192 of the 256 pairs are 0."""
    theta = sch.proportional(512, 0.25, base=1e6)
    assert theta.shape == (256,) and theta.dtype == np.float64
    assert theta[0] == 1.0
    assert theta[32] == pytest.approx(10.0 ** -0.75, rel=1e-14)
    assert theta[63] == pytest.approx(1e6 ** (-126 / 512), rel=1e-14)
    assert np.all(theta[:64] > 0) and np.all(theta[64:] == 0.0)


def test_proportional_floor_factor_and_full_share():
    """k = floor(p * D / 2): 0.6 * 8 / 2 = 2.4 -> 2 pairs; factor divides them;
    p = 1 and factor = 1 are the default schedule over head_dim."""
    np.testing.assert_array_equal(sch.proportional(8, 0.6, base=100.0, factor=2.0),
                                  [0.5, 100.0 ** -0.25 / 2.0, 0.0, 0.0])
    np.testing.assert_array_equal(sch.proportional(128), sch.default(128))
    np.testing.assert_array_equal(sch.proportional(8, 0.1), np.zeros(4))


@pytest.mark.parametrize("layout", ref.LAYOUTS)
def test_proportional_zero_pairs_pass_through(layout):
    """Zero frequencies leave their pairs unrotated: in the half layout pair i
    is (i, i + D/2), so channels 2..3 and 6..7 of a head of 8 with 2 rotated
    pairs stay (interleaved: channels 4..7)."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((3, 8))
    y = ref.rotate(x, np.array([1, 7, 100]), sch.proportional(8, 0.5), layout)
    kept = [2, 3, 6, 7] if layout == "half" else [4, 5, 6, 7]
    np.testing.assert_array_equal(y[:, kept], x[:, kept])
    assert not np.allclose(y[1:, 0], x[1:, 0])
