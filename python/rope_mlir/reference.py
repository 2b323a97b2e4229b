"""Float64 numpy reference for rotary position embedding (RoPE).

This module is the oracle that compiled code is compared against, so it
favours plain, checkable math over speed, and it deliberately computes the
rotation differently from how a compiler lowers it:

* ``interleaved`` layout: pairs (x[2i], x[2i+1]) are read as complex numbers
  x[2i] + 1j*x[2i+1] and multiplied by cos + 1j*sin.
* ``half`` layout: pairs (x[i], x[i + R/2]) are multiplied by an explicit
  2x2 rotation matrix [[cos, -sin], [sin, cos]] per pair.

Both give (a, b) -> (a*cos - b*sin, a*sin + b*cos) for pair i at position m
with angle m*theta_i, theta_i = base**(-2i/R), R = rotary_dim. Only the first
R channels rotate; channels R..head_dim pass through. The tests check the two
layouts against each other through the channel permutation between them.

Shapes: x is [..., seq, head_dim]. Positions are one of
* a Python (or numpy) integer offset: positions = offset + arange(seq);
* an integer array [seq], shared by all leading dimensions;
* an integer array [batch, seq], where dim 0 of x is the batch and the
  positions broadcast over every dimension between batch and seq (heads).

Multimodal RoPE (MRoPE, Qwen2-VL): with ``sections=[s0, s1, ...]`` (sizes
summing to R/2) positions gain a leading axis: [axes, seq] or
[axes, batch, seq], axes = len(sections) (e.g. t/h/w with [16, 24, 24]).
Pair i takes its position from axis j, the section that contains i: pairs
0..s0-1 from axis 0, the next s1 pairs from axis 1, and so on. The
sections count pairs, so they mean the same in both layouts (pair i is
channels (2i, 2i+1) interleaved or (i, i+R/2) half).

Every function returns float64 whatever the input float dtype.
"""

import math
import random

import numpy as np

LAYOUTS = ("interleaved", "half")


def inverse_frequencies(rotary_dim, base=10000.0):
    """Return the rotary_dim/2 inverse frequencies theta_i = base**(-2i/rotary_dim)."""
    _check_rotary_dim(rotary_dim)
    if not base > 0:
        raise ValueError(f"base must be positive, got {base}")
    exponents = np.arange(0, rotary_dim, 2, dtype=np.float64) / rotary_dim
    return np.float64(base) ** -exponents


def angles(positions, freqs, inverse=False, sections=None):
    """Return positions[..., None] * freqs in float64 (negated when inverse).

    positions: integer array of any shape; freqs: 1-D array of R/2 values.
    The result has shape positions.shape + (R/2,).

    With sections (MRoPE), positions has a leading axis of len(sections)
    and the result has shape positions.shape[1:] + (R/2,), entry [..., i]
    being positions[j, ...] * freqs[i] for the section j that holds pair i.
    """
    positions = np.asarray(positions)
    if positions.dtype.kind not in "iu":
        raise ValueError(f"positions must be integers, got dtype {positions.dtype}")
    freqs = _as_freqs(freqs)
    if sections is None:
        per_pair = positions.astype(np.float64)[..., None]
    else:
        sections = _check_sections(sections, freqs.shape[0], "the frequency count")
        if positions.ndim < 1 or positions.shape[0] != len(sections):
            raise ValueError(
                f"positions for {len(sections)} sections need a leading axis of "
                f"{len(sections)}, got shape {positions.shape}")
        axis_of_pair = np.repeat(np.arange(len(sections)), sections)
        per_pair = np.moveaxis(positions.astype(np.float64)[axis_of_pair], 0, -1)
    theta = per_pair * freqs
    return -theta if inverse else theta


def rotate(x, positions, freqs, layout, rotary_dim=None, inverse=False, scale=1.0,
           sections=None):
    """Rotate the first rotary_dim channels of x by position-dependent angles.

    x: float array [..., seq, head_dim]; positions: offset, [seq] or
    [batch, seq] (see the module docstring); freqs: R/2 inverse frequencies;
    layout: 'interleaved' or 'half'; inverse: rotate by -m*theta_i instead;
    scale: attention factor multiplying both cos and sin (YaRN, LongRoPE);
    sections: MRoPE section sizes (pairs per position axis, summing to R/2),
    with positions then [axes, seq] or [axes, batch, seq] (no offset form).
    """
    x = _as_float_input(x)
    rotary_dim = _resolve_rotary_dim(x, rotary_dim)
    _check_layout(layout)
    freqs = _as_freqs(freqs)
    if freqs.shape[0] != rotary_dim // 2:
        raise ValueError(
            f"expected rotary_dim/2 = {rotary_dim // 2} frequencies, got {freqs.shape[0]}")
    if sections is None:
        theta = angles(_broadcast_positions(x, positions), freqs, inverse)
    else:
        sections = _check_sections(sections, rotary_dim // 2, "rotary_dim/2")
        theta = angles(_broadcast_section_positions(x, positions, len(sections)), freqs,
                       inverse, sections)
    return _rotate_pairs(x, scale * np.cos(theta), scale * np.sin(theta), layout, rotary_dim)


def rotate_with_tables(x, cos, sin, layout, rotary_dim=None, inverse=False):
    """Rotate x with precomputed per-pair cos/sin tables.

    cos, sin: [seq, R/2] (shared by all leading dims) or [batch, seq, R/2]
    (dim 0 of x is the batch). Entry [..., m, i] is used for pair i at
    sequence index m; inverse negates sin. The tables are used as given, so
    a scaled table (cos and sin times an attention factor) scales the output.
    """
    x = _as_float_input(x)
    rotary_dim = _resolve_rotary_dim(x, rotary_dim)
    _check_layout(layout)
    cos = np.asarray(cos, dtype=np.float64)
    sin = np.asarray(sin, dtype=np.float64)
    if cos.shape != sin.shape:
        raise ValueError(f"cos and sin tables differ in shape: {cos.shape} vs {sin.shape}")
    if cos.ndim not in (2, 3) or cos.shape[-1] != rotary_dim // 2:
        raise ValueError(
            f"tables must have shape [seq, {rotary_dim // 2}] or "
            f"[batch, seq, {rotary_dim // 2}], got {cos.shape}")
    table_shape = _broadcast_shape(x, cos.shape[:-1], "tables")
    cos = cos.reshape(table_shape + (rotary_dim // 2,))
    sin = sin.reshape(table_shape + (rotary_dim // 2,))
    return _rotate_pairs(x, cos, -sin if inverse else sin, layout, rotary_dim)


def attention(q, k, v, positions, freqs, layout, rotary_dim=None, scale=None,
              k_positions=None, causal=False, *, keys_rotated=False, rope_scale=1.0,
              sections=None, softcap=None, diagonal=None, limits=None, window=None,
              rounding=None, sinks=None):
    """Softmax attention with RoPE applied to q and k (never v), as rope.attention
    defines it (docs/Dialects/RopeDialect.md).

    q: [..., heads, seq_q, head_dim], k: [..., kv_heads, seq_k, head_dim], v:
    [..., kv_heads, seq_k, dv]; heads a multiple of kv_heads (grouped queries:
    query head h reads key/value head h // (heads / kv_heads)). positions rotate
    q; k_positions rotate k and default to positions (so self-attention passes
    one argument; decode passes the query offset and the cache positions);
    with `keys_rotated` k is used as given. rope_scale and sections go to
    `rotate`. scores = q k^T * scale, scale defaulting to 1/sqrt(head_dim);
    `softcap` C caps them to C tanh(s / C). With `causal`, query i sees keys j
    <= last[i]: last[i] = i + diagonal (default seq_k - seq_q: the last query
    sees every key) or limits[i]; with `window` W also only j > last[i] - W.
    diagonal and limits are exact Python integers. Softmax over the keys (a
    query that sees no key gets NaN); output = P v. `sinks` ([heads]) adds
    each query head's logit to the softmax as a key without a value (a query
    that sees no key then gets 0). `rounding`, a function of
    a float64 array, is applied to the rotated queries and keys: rope.attention
    rotates as rope.rotate does, whose f16 and bf16 results are rounded to
    the element type, so pass that rounding to model those types.

    With `positions` and `freqs` both None nothing is rotated: attention
    without positional embedding (rope.attention without positions, NoPE
    layers); layout, rotary_dim, k_positions, rope_scale and sections must
    then be left out.
    """
    if positions is None or freqs is None:
        if positions is not None or freqs is not None or k_positions is not None \
                or rotary_dim is not None or sections is not None or rope_scale != 1.0:
            raise ValueError("attention without rotation takes no positions, "
                             "frequencies or rotation options")
        q_rot = np.asarray(q, dtype=np.float64)
        k_rot = np.asarray(k, dtype=np.float64)
    else:
        kw = dict(rotary_dim=rotary_dim, scale=rope_scale, sections=sections)
        round_rotated = rounding if rounding is not None else (lambda x: x)
        q_rot = round_rotated(rotate(q, positions, freqs, layout, **kw))
        k_rot = np.asarray(k, dtype=np.float64) if keys_rotated else round_rotated(
            rotate(k, positions if k_positions is None else k_positions, freqs, layout,
                   **kw))
    v = np.asarray(v, dtype=np.float64)
    if q_rot.ndim >= 3 and k_rot.shape[-3] != q_rot.shape[-3]:
        group = q_rot.shape[-3] // k_rot.shape[-3]
        k_rot = np.repeat(k_rot, group, axis=-3)
        v = np.repeat(v, group, axis=-3)
    if scale is None:
        scale = 1.0 / math.sqrt(q_rot.shape[-1])
    scores = np.matmul(q_rot, np.swapaxes(k_rot, -1, -2)) * scale
    if softcap is not None:
        scores = softcap * np.tanh(scores / softcap)
    if causal:
        sq, sk = scores.shape[-2:]
        if limits is not None:
            last = [int(x) for x in limits]
        else:
            d = sk - sq if diagonal is None else int(diagonal)
            last = [i + d for i in range(sq)]

        # Bounds clamped to [-2, sk + 1] keep every comparison with j in
        # [0, sk) and fit int64 whatever the diagonal.
        def clamp(value):
            return min(max(value, -2), sk + 1)
        hi = np.array([clamp(x) for x in last], dtype=np.int64)[:, None]
        lo = np.array([clamp(x - window) if window else -2 for x in last],
                      dtype=np.int64)[:, None]
        j = np.arange(sk)[None, :]
        scores = np.where((j <= hi) & (j > lo), scores, -np.inf)
    keys = scores.shape[-1]
    if sinks is not None:
        # One more column per row: the head's sink, dropped after the softmax.
        column = np.broadcast_to(np.asarray(sinks, dtype=np.float64)[:, None, None],
                                 scores.shape[:-1] + (1,))
        scores = np.concatenate([scores, column], axis=-1)
    if scores.shape[-1] == 0:
        # No key at all: every query sees none.
        return np.full(scores.shape[:-1] + v.shape[-1:], np.nan)
    with np.errstate(invalid="ignore", divide="ignore"):
        scores = scores - scores.max(axis=-1, keepdims=True)
        weights = np.exp(scores)
        weights /= weights.sum(axis=-1, keepdims=True)
    return np.matmul(weights[..., :keys], v)


def seed_qk():
    """Return the seed example's (q, k): 8 + 8 draws of random.gauss(0, 1) after random.seed(1).

    A private random.Random(1) yields the same draws as the module-level
    generator after random.seed(1) without disturbing global state. With d = 8, base 10000 and the interleaved layout, <R_m q, R_n k> is
    2.019727 for (m, n) = (10, 4), (110, 104), (5010, 5004), 1.799205 for
    (10, 3), and <q, k> = 1.943698 (see tests/test_reference.py).
    """
    rng = random.Random(1)
    q = np.array([rng.gauss(0, 1) for _ in range(8)], dtype=np.float64)
    k = np.array([rng.gauss(0, 1) for _ in range(8)], dtype=np.float64)
    return q, k


def _rotate_pairs(x, cos, sin, layout, rotary_dim):
    """Apply (a, b) -> (a cos - b sin, a sin + b cos) to the pairs of the first rotary_dim channels.

    cos and sin broadcast against x.shape[:-1] + (rotary_dim/2,).
    """
    out = x.copy()
    if layout == "interleaved":
        pairs = x[..., 0:rotary_dim:2] + 1j * x[..., 1:rotary_dim:2]
        turned = pairs * (cos + 1j * sin)
        out[..., 0:rotary_dim:2] = turned.real
        out[..., 1:rotary_dim:2] = turned.imag
    else:
        half = rotary_dim // 2
        cos, sin = np.broadcast_arrays(cos, sin)
        matrices = np.stack([np.stack([cos, -sin], axis=-1),
                             np.stack([sin, cos], axis=-1)], axis=-2)
        pairs = np.stack([x[..., :half], x[..., half:rotary_dim]], axis=-1)
        turned = np.matmul(matrices, pairs[..., None])[..., 0]
        out[..., :half] = turned[..., 0]
        out[..., half:rotary_dim] = turned[..., 1]
    return out


def _broadcast_positions(x, positions):
    """Return integer positions shaped to broadcast against x.shape[:-1]."""
    seq = x.shape[-2]
    if isinstance(positions, (int, np.integer)) and not isinstance(positions, bool):
        return int(positions) + np.arange(seq, dtype=np.int64)
    positions = np.asarray(positions)
    if positions.dtype.kind not in "iu":
        raise ValueError(
            f"positions must be an integer offset or integer array, got dtype {positions.dtype}")
    return positions.reshape(_broadcast_shape(x, positions.shape, "positions"))


def _broadcast_section_positions(x, positions, axes):
    """Return MRoPE positions [axes, seq] / [axes, batch, seq] shaped as (axes,) + a shape
    that broadcasts against x.shape[:-1]."""
    if isinstance(positions, (int, np.integer, bool)):
        raise ValueError(
            "positions with sections must be an integer array [axes, seq] or "
            "[axes, batch, seq], not an offset")
    positions = np.asarray(positions)
    if positions.dtype.kind not in "iu":
        raise ValueError(f"positions must be an integer array, got dtype {positions.dtype}")
    if positions.ndim not in (2, 3) or positions.shape[0] != axes:
        raise ValueError(
            f"positions for {axes} sections must be [{axes}, seq] or [{axes}, batch, seq], "
            f"got shape {positions.shape}")
    shape = _broadcast_shape(x, positions.shape[1:], "positions")
    return positions.reshape((axes,) + shape)


def _check_sections(sections, pairs, what):
    """Check MRoPE section sizes (positive integers summing to pairs); return a tuple.

    Sizes must be positive, as rope.rotate's verifier requires: an empty
    section would leave its position axis unused.
    """
    if isinstance(sections, (str, bytes)) or np.ndim(sections) != 1 or len(sections) == 0:
        raise ValueError(f"sections must be a non-empty list of sizes, got {sections!r}")
    checked = []
    for size in sections:
        if (not isinstance(size, (int, np.integer)) or isinstance(size, bool) or size <= 0):
            raise ValueError(f"sections must be positive integers, got {list(sections)!r}")
        checked.append(int(size))
    if sum(checked) != pairs:
        raise ValueError(
            f"sections {checked} sum to {sum(checked)}, expected {what} = {pairs}")
    return tuple(checked)


def _broadcast_shape(x, shape, what):
    """Check a [seq] or [batch, seq] shape against x and return it padded to x.ndim - 1 dims."""
    seq = x.shape[-2]
    if len(shape) == 1:
        if shape[0] != seq:
            raise ValueError(f"{what} of shape {shape} do not match sequence length {seq}")
        return shape
    if len(shape) == 2:
        if x.ndim < 3:
            raise ValueError(
                f"{what} of shape [batch, seq] need x with a batch dim, got x of shape {x.shape}")
        if shape != (x.shape[0], seq):
            raise ValueError(
                f"{what} of shape {shape} do not match [batch, seq] = {(x.shape[0], seq)}")
        return (shape[0],) + (1,) * (x.ndim - 3) + (seq,)
    raise ValueError(f"{what} must be [seq] or [batch, seq], got shape {shape}")


def _as_float_input(x):
    x = np.asarray(x)
    if x.dtype.kind != "f":
        raise ValueError(f"x must have a float dtype, got {x.dtype}")
    if x.ndim < 2:
        raise ValueError(f"x must have shape [..., seq, head_dim], got {x.shape}")
    return x.astype(np.float64)


def _as_freqs(freqs):
    freqs = np.asarray(freqs, dtype=np.float64)
    if freqs.ndim != 1:
        raise ValueError(f"freqs must be 1-D, got shape {freqs.shape}")
    return freqs


def _resolve_rotary_dim(x, rotary_dim):
    head_dim = x.shape[-1]
    rotary_dim = head_dim if rotary_dim is None else rotary_dim
    _check_rotary_dim(rotary_dim)
    if rotary_dim > head_dim:
        raise ValueError(f"rotary_dim {rotary_dim} exceeds head_dim {head_dim}")
    return rotary_dim


def _check_rotary_dim(rotary_dim):
    if (not isinstance(rotary_dim, (int, np.integer)) or isinstance(rotary_dim, bool)
            or rotary_dim <= 0 or rotary_dim % 2):
        raise ValueError(f"rotary_dim must be a positive even integer, got {rotary_dim!r}")


def _check_layout(layout):
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}; expected one of {LAYOUTS}")
