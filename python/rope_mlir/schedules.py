"""Float64 numpy RoPE frequency schedules (the oracle for `rope.frequencies`).

Each schedule returns the rotary_dim/2 inverse frequencies theta_i (float64)
that `reference.rotate` multiplies by the position. The rules follow Hugging
Face transformers' ``modeling_rope_utils.py``, but are
computed in float64 rather than float32 and take their parameters directly
instead of from a model config:

* d is ``rotary_dim`` (the rotated channels), never head_dim: a model with
  ``partial_rotary_factor`` passes ``int(head_dim * partial_rotary_factor)``.
  The exception is ``proportional`` (transformers 5.x, Gemma 4), whose
  exponents run over ``head_dim`` and which returns head_dim/2 frequencies,
  zero beyond the rotated share.
* ``original_max_position`` (L) is the context length the model was trained
  with. Config-level conveniences of transformers (deriving ``factor`` from
  ``max_position_embeddings / original_max_position_embeddings`` for Phi-3
  LongRoPE or YaRN) are the caller's business: pass the resulting factor.

Schedules:

=============  ================================================================
default        theta_i = base**(-2i/d)
linear         theta_i / factor (position interpolation)
ntk            default with base' = base * factor**(d/(d-2)) (NTK-aware)
dynamic_ntk    base' = base * (factor*Lcur/L - (factor-1))**(d/(d-2)),
               Lcur = max(seq_len, L)
yarn           ramp between theta_i/factor and theta_i over the correction band
llama3         wavelength rule of Llama 3.1 (keep / divide / smooth blend)
longrope       theta_i = 1 / (ext_i * base**(2i/d)), ext = long or short factors
proportional   theta_i = base**(-2i/head_dim) / factor for the first
               floor(partial_rotary_factor * head_dim / 2) pairs, 0 for the
               rest (Gemma 4; d = head_dim, the schedule's rotary_dim)
=============  ================================================================

Interpolation weights (``yarn_interpolation_weights``,
``llama3_interpolation_weights``) are w_i in [0, 1] with
theta_i = w_i * theta_default_i / factor + (1 - w_i) * theta_default_i:
0 keeps the original frequency, 1 is fully interpolated. Attention factors
(``yarn_attention_factor``, ``longrope_attention_factor``) multiply cos and
sin. Bad arguments raise ValueError, and so do arguments that make a
frequency or an attention factor infinite or NaN (or the attention factor
<= 0), naming the parameter at fault: the same parameter sets that the rope
dialect's verifiers reject (``test/Dialect/Rope/schedule-parity.py``).
"""

import math
import numbers

import numpy as np

__all__ = [
    "default", "linear", "ntk", "dynamic_ntk",
    "yarn", "yarn_correction_range", "yarn_interpolation_weights", "yarn_attention_factor",
    "llama3", "llama3_interpolation_weights",
    "longrope", "longrope_attention_factor",
    "proportional",
    "wavelengths", "SCHEDULES", "MAX_ROTARY_DIM",
]


# ---------------------------------------------------------------------------
# Plain, linear and NTK-aware schedules
# ---------------------------------------------------------------------------

def default(rotary_dim, base=10000.0):
    """Return theta_i = base**(-2i/d), i = 0 .. d/2-1, d = rotary_dim."""
    d = _check_rotary_dim(rotary_dim)
    base = _check_positive(base, "base")
    return _check_frequencies(_powers(d, base), "base", base)


def linear(rotary_dim, factor, base=10000.0):
    """Position interpolation: the default frequencies divided by factor."""
    theta = default(rotary_dim, base)
    factor = _check_positive(factor, "factor")
    with np.errstate(over="ignore"):
        return _check_frequencies(theta / factor, "factor", factor)


def ntk(rotary_dim, factor, base=10000.0):
    """NTK-aware scaling: default frequencies with base' = base * factor**(d/(d-2)).

    The last pair (i = d/2-1) ends up divided by exactly factor and pair 0 is
    unchanged. Needs rotary_dim > 2 (d/(d-2) is undefined at d = 2).
    """
    d = _check_rotary_dim(rotary_dim, ntk=True)
    default(d, base)
    factor = _check_positive(factor, "factor")
    scaled_base = _ntk_base(d, base, factor)
    if not (math.isfinite(scaled_base) and scaled_base > 0.0):
        raise ValueError(
            f"factor = {factor} makes the NTK base base * factor^(d/(d-2)) {scaled_base}; "
            f"it must be finite and > 0")
    return _check_frequencies(_powers(d, scaled_base), "factor", factor)


def dynamic_ntk(rotary_dim, factor, original_max_position, seq_len, base=10000.0):
    """Dynamic NTK: NTK-aware scaling whose strength grows with the sequence length.

    Lcur = max(seq_len, L); base' = base * (factor*Lcur/L - (factor-1))**(d/(d-2)).
    The bracket is evaluated as 1 + factor*(Lcur-L)/L (algebraically equal),
    and seq_len <= L returns the default schedule exactly. Beyond L base'
    only grows, so the frequencies stay between 0 and the default ones (an
    overflowing base' gives [1, 0, ..., 0]).
    """
    d = _check_rotary_dim(rotary_dim, ntk=True)
    theta = default(d, base)
    factor = _check_positive(factor, "factor")
    base = float(base)
    length = _check_positive(original_max_position, "original_max_position")
    _check_non_negative(seq_len, "seq_len")
    # Lengths are compared, and subtracted, as the integers they are (as the
    # compiler does, in int64): as float64, L + 1 equals L from L = 2^53 on.
    if seq_len <= original_max_position:
        return theta
    excess = float(seq_len - original_max_position)
    return _powers(d, _ntk_base(d, base, 1.0 + factor * excess / length))


# ---------------------------------------------------------------------------
# YaRN
# ---------------------------------------------------------------------------

def yarn_correction_range(rotary_dim, original_max_position, base=10000.0,
                          beta_fast=32.0, beta_slow=1.0, truncate=True):
    """Return YaRN's correction band (low, high) as floats.

    corr(r) = d*ln(L/(2*pi*r)) / (2*ln(base)) is the (fractional) pair index
    whose wavelength is L/r, i.e. the pair that turns r times over the
    original context. low = corr(beta_fast), high = corr(beta_slow); with
    truncate they are floored / ceiled. Then low = max(low, 0) and
    high = min(high, d-1) (transformers clamps to d-1, not d/2-1).

    The two clamps are independent, as in transformers, so extreme betas can
    give low > high (an inverted band); see ``yarn_interpolation_weights``.
    """
    d, length, base, beta_fast, beta_slow = _check_yarn(
        rotary_dim, original_max_position, base, beta_fast, beta_slow)
    scale = d / (2.0 * math.log(base))
    low = scale * math.log(length / (2.0 * math.pi * beta_fast))
    high = scale * math.log(length / (2.0 * math.pi * beta_slow))
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    return float(max(low, 0)), float(min(high, d - 1))


def yarn_interpolation_weights(rotary_dim, factor, original_max_position, base=10000.0,
                               beta_fast=32.0, beta_slow=1.0, truncate=True):
    """Return YaRN's ramp w_i = clip((i - low)/(high - low), 0, 1), i = 0 .. d/2-1.

    (low, high) come from ``yarn_correction_range``; low == high moves high up
    by 0.001 (transformers' guard against a zero-width band). Pairs below the
    band (fast rotation, w = 0) keep their frequency; pairs above (w = 1) are
    divided by factor. factor does not change the ramp; it is accepted (and
    checked) so that this function takes the same arguments as ``yarn``.

    Like transformers, an inverted band (low > high, only with extreme betas)
    is used as is and gives a decreasing ramp.
    """
    _check_positive(factor, "factor")
    low, high = yarn_correction_range(rotary_dim, original_max_position, base,
                                      beta_fast, beta_slow, truncate)
    if low == high:
        high += 0.001
    pairs = np.arange(rotary_dim // 2, dtype=np.float64)
    return np.clip((pairs - low) / (high - low), 0.0, 1.0)


def yarn(rotary_dim, factor, original_max_position, base=10000.0,
         beta_fast=32.0, beta_slow=1.0, truncate=True):
    """YaRN frequencies: theta_i = (theta_i/factor) * w_i + theta_i * (1 - w_i).

    theta_i is the default schedule and w_i the ramp from
    ``yarn_interpolation_weights``. The attention factor that goes with it is
    ``yarn_attention_factor(factor, ...)``.
    """
    weights = yarn_interpolation_weights(rotary_dim, factor, original_max_position, base,
                                         beta_fast, beta_slow, truncate)
    theta = _powers(rotary_dim, base)
    with np.errstate(over="ignore", invalid="ignore"):
        values = (theta / factor) * weights + theta * (1.0 - weights)
    return _check_frequencies(values, "factor", factor)


def yarn_attention_factor(factor, mscale=0.0, mscale_all_dim=0.0, attention_factor=None):
    """Return YaRN's attention factor (it multiplies cos and sin).

    A given attention_factor wins. Otherwise, with m(s, k) = 1 if s <= 1 else
    0.1*k*ln(s) + 1: m(factor, mscale) / m(factor, mscale_all_dim) when
    mscale and mscale_all_dim are both non-zero (DeepSeek), else m(factor, 1),
    i.e. 0.1*ln(factor) + 1. A lone non-zero mscale is ignored, as in
    transformers. Every argument is checked, whichever applies: mscale and
    mscale_all_dim must be finite and >= 0, and the result finite and > 0.
    """
    factor = _check_positive(factor, "factor")
    mscale = _check_non_negative(mscale, "mscale")
    mscale_all_dim = _check_non_negative(mscale_all_dim, "mscale_all_dim")
    if attention_factor is not None:
        return _check_positive(attention_factor, "attention_factor")

    def m(s, k):
        return 1.0 if s <= 1.0 else 0.1 * k * math.log(s) + 1.0

    if not (mscale and mscale_all_dim):
        return m(factor, 1.0)
    # With mscale >= 0 both terms are >= 1: only an infinite numerator
    # (mscale) or a huge denominator (mscale_all_dim) breaks the ratio.
    numerator, denominator = m(factor, mscale), m(factor, mscale_all_dim)
    result = numerator / denominator
    if not (math.isfinite(result) and result > 0.0):
        name, value = (("mscale_all_dim", mscale_all_dim) if math.isfinite(numerator)
                       else ("mscale", mscale))
        raise ValueError(f"{name} = {value} makes the attention factor {result}; "
                         f"it must be finite and > 0")
    return result


# ---------------------------------------------------------------------------
# Llama 3
# ---------------------------------------------------------------------------

def llama3_interpolation_weights(rotary_dim, base=10000.0, factor=8.0, low_freq_factor=1.0,
                                 high_freq_factor=4.0, original_max_position=8192):
    """Return Llama 3's per-pair weights w_i (0 keep, 1 divide by factor).

    With wavelength w = 2*pi/theta_i: w < L/high_freq_factor -> 0;
    w > L/low_freq_factor -> 1; otherwise 1 - smooth with
    smooth = (L/w - low_freq_factor) / (high_freq_factor - low_freq_factor).
    The blend is continuous at both ends (smooth is 1 at w = L/high and 0 at
    w = L/low). factor does not change the weights; it is accepted (and
    checked) so that this function takes the same arguments as ``llama3``.
    """
    d, _, _, low, high, length = _check_llama3(
        rotary_dim, base, factor, low_freq_factor, high_freq_factor, original_max_position)
    wavelength = wavelengths(_powers(d, base))
    smooth = (length / wavelength - low) / (high - low)
    return np.where(wavelength < length / high, 0.0,
                    np.where(wavelength > length / low, 1.0, 1.0 - smooth))


def llama3(rotary_dim, base=10000.0, factor=8.0, low_freq_factor=1.0,
           high_freq_factor=4.0, original_max_position=8192):
    """Llama 3 (3.1) frequencies: keep short wavelengths, divide long ones by factor.

    theta_i unchanged where 2*pi/theta_i < L/high_freq_factor; theta_i/factor
    where it is > L/low_freq_factor; in between
    (1 - smooth)*theta_i/factor + smooth*theta_i (see
    ``llama3_interpolation_weights``). Defaults are Llama 3.1's, except base,
    which Llama 3.1 sets to 500000. Kept pairs (w_i = 0) are never divided by
    factor, as in transformers.
    """
    weights = llama3_interpolation_weights(rotary_dim, base, factor, low_freq_factor,
                                           high_freq_factor, original_max_position)
    theta = default(rotary_dim, base)
    with np.errstate(over="ignore"):
        values = weights * theta / factor + (1.0 - weights) * theta
    return _check_frequencies(values, "factor", factor)


# ---------------------------------------------------------------------------
# LongRoPE
# ---------------------------------------------------------------------------

def longrope(rotary_dim, short_factor, long_factor, original_max_position, seq_len=None,
             base=10000.0):
    """LongRoPE (Phi-3) frequencies theta_i = 1 / (ext_i * base**(2i/d)).

    ext = long_factor when seq_len is given and seq_len > L, else short_factor
    (so seq_len == L and seq_len None use the short factors). Both lists must
    hold d/2 positive values, whichever is used, and both must give finite
    frequencies.
    """
    d = _check_rotary_dim(rotary_dim)
    default(d, base)
    base = float(base)
    values = {}
    for name, factors in (("short_factor", short_factor), ("long_factor", long_factor)):
        ext = _check_rescale_list(factors, d, name)
        with np.errstate(over="ignore", under="ignore", divide="ignore"):
            theta = 1.0 / (ext * np.float64(base) ** (np.arange(0, d, 2, dtype=np.float64) / d))
        values[name] = _check_frequencies(theta, name, None, pairs=ext)
    _check_positive(original_max_position, "original_max_position")
    if seq_len is not None:
        _check_non_negative(seq_len, "seq_len")
    # Compared as integers (see dynamic_ntk).
    return values["long_factor" if seq_len is not None and seq_len > original_max_position
                  else "short_factor"]


def longrope_attention_factor(factor, original_max_position, attention_factor=None):
    """Return LongRoPE's attention factor.

    A given attention_factor wins; else 1 when factor <= 1, else
    sqrt(1 + ln(factor)/ln(L)). For Phi-3, factor is the extended context over
    the original one (max_position_embeddings / original_max_position_embeddings).
    factor and original_max_position are checked even when attention_factor
    is given.
    """
    factor = _check_positive(factor, "factor")
    length = _check_positive(original_max_position, "original_max_position")
    if attention_factor is not None:
        return _check_positive(attention_factor, "attention_factor")
    if factor <= 1.0:
        return 1.0
    if length <= 1.0:
        raise ValueError(
            f"original_max_position must be > 1 for the LongRoPE attention factor, got {length}")
    return math.sqrt(1.0 + math.log(factor) / math.log(length))


# ---------------------------------------------------------------------------
# Proportional (Gemma 4)
# ---------------------------------------------------------------------------

def proportional(head_dim, partial_rotary_factor=1.0, base=10000.0, factor=1.0):
    """Proportional RoPE (transformers 5.x ``rope_type = "proportional"``).

    k = int(partial_rotary_factor * head_dim // 2) pairs rotate at
    theta_i = base**(-2i/head_dim) / factor; the other head_dim/2 - k pairs
    have theta_i = 0 (they pass through). The result holds head_dim/2 values,
    so that the half layout pairs channel i with i + head_dim/2 across the
    whole head. partial_rotary_factor must be in (0, 1].
    """
    d = _check_rotary_dim(head_dim, name="head_dim")
    p = _check_positive(partial_rotary_factor, "partial_rotary_factor")
    if p > 1.0:
        raise ValueError(f"partial_rotary_factor must be <= 1, got {p}")
    base = _check_positive(base, "base")
    factor = _check_positive(factor, "factor")
    rotated = int(p * d // 2)
    theta = np.zeros(d // 2, dtype=np.float64)
    theta[:rotated] = _powers(d, base)[:rotated]
    _check_frequencies(theta, "base", base)
    with np.errstate(over="ignore", under="ignore"):
        return _check_frequencies(theta / factor, "factor", factor)


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

def wavelengths(freqs):
    """Return 2*pi/freqs (tokens per full turn); a zero frequency gives inf."""
    freqs = np.asarray(freqs, dtype=np.float64)
    if np.isnan(freqs).any() or (freqs < 0).any():
        raise ValueError("frequencies must be non-negative to have a wavelength")
    with np.errstate(divide="ignore"):
        return 2.0 * math.pi / freqs


SCHEDULES = {
    "default": default,
    "linear": linear,
    "ntk": ntk,
    "dynamic_ntk": dynamic_ntk,
    "yarn": yarn,
    "llama3": llama3,
    "longrope": longrope,
    "proportional": proportional,
}
"""Schedule name -> function; every function takes rotary_dim first, except
proportional, which takes head_dim (its rotary_dim)."""


MAX_ROTARY_DIM = 1 << 20
"""The largest rotary_dim, as in the rope dialect (it bounds folded constants)."""


def _powers(d, base):
    """theta_i = 1 / base**(2i/d), as transformers computes it (in float64).

    Overflow gives inf (or 0) rather than a warning; callers check the result.
    """
    with np.errstate(over="ignore", under="ignore", divide="ignore"):
        return 1.0 / (np.float64(base) ** (np.arange(0, d, 2, dtype=np.float64) / d))


def _ntk_base(d, base, scale):
    """base * scale**(d/(d-2)) in float64: inf on overflow, never OverflowError."""
    with np.errstate(over="ignore", under="ignore"):
        return float(np.float64(base) * np.float64(scale) ** (d / (d - 2.0)))


def _check_frequencies(values, name, value, pairs=None):
    """Return values if all are finite, else blame parameter name (= value).

    pairs: None (one value of name for all pairs) or its per-pair values, in
    which case the error names name[i].
    """
    bad = np.flatnonzero(~np.isfinite(values))
    if bad.size:
        i = int(bad[0])
        if pairs is not None:
            name, value = f"{name}[{i}]", pairs[i]
        raise ValueError(f"{name} = {value} makes the inverse frequency of pair {i} "
                         f"{values[i]}; it must be finite")
    return values


def _check_rotary_dim(rotary_dim, ntk=False, name="rotary_dim"):
    if (not isinstance(rotary_dim, (int, np.integer)) or isinstance(rotary_dim, bool)
            or rotary_dim <= 0 or rotary_dim % 2):
        raise ValueError(f"{name} must be a positive even integer, got {rotary_dim!r}")
    if rotary_dim > MAX_ROTARY_DIM:
        raise ValueError(
            f"{name} {rotary_dim} exceeds the supported maximum {MAX_ROTARY_DIM}")
    if ntk and rotary_dim <= 2:
        raise ValueError(
            f"NTK-style schedules need rotary_dim > 2 (base is raised to d/(d-2)), "
            f"got {rotary_dim}")
    return int(rotary_dim)


def _check_real(value, name):
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        raise ValueError(f"{name} must be a real number, got {value!r}")
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"{name} must be finite, got {value}")
    return value


def _check_positive(value, name):
    value = _check_real(value, name)
    if value <= 0.0:
        raise ValueError(f"{name} must be positive, got {value}")
    return value


def _check_non_negative(value, name):
    value = _check_real(value, name)
    if value < 0.0:
        raise ValueError(f"{name} must be non-negative, got {value}")
    return value


def _check_yarn(rotary_dim, original_max_position, base, beta_fast, beta_slow):
    d = _check_rotary_dim(rotary_dim)
    length = _check_positive(original_max_position, "original_max_position")
    base = _check_positive(base, "base")
    if base <= 1.0:
        raise ValueError(f"YaRN needs base > 1 (it divides by ln(base)), got {base}")
    beta_slow = _check_positive(beta_slow, "beta_slow")
    beta_fast = _check_positive(beta_fast, "beta_fast")
    if beta_fast < beta_slow:
        raise ValueError(
            f"beta_fast ({beta_fast}) must be >= beta_slow ({beta_slow}): beta_fast bounds "
            f"the fast-rotating pairs that keep their frequency")
    return d, length, base, beta_fast, beta_slow


def _check_llama3(rotary_dim, base, factor, low_freq_factor, high_freq_factor,
                  original_max_position):
    d = _check_rotary_dim(rotary_dim)
    base = _check_positive(base, "base")
    factor = _check_positive(factor, "factor")
    low = _check_positive(low_freq_factor, "low_freq_factor")
    high = _check_positive(high_freq_factor, "high_freq_factor")
    if high <= low:
        raise ValueError(
            f"high_freq_factor ({high}) must be greater than low_freq_factor ({low})")
    length = _check_positive(original_max_position, "original_max_position")
    return d, base, factor, low, high, length


def _check_rescale_list(values, d, name):
    array = np.asarray(values, dtype=np.float64)
    if array.ndim != 1 or array.shape[0] != d // 2:
        raise ValueError(
            f"{name} must hold rotary_dim/2 = {d // 2} values, got shape {array.shape}")
    if not np.isfinite(array).all() or (array <= 0).any():
        raise ValueError(f"{name} values must be positive and finite")
    return array
