"""Checks of the float64 RoPE reference against facts that do not depend on its code."""

import math
import random

import numpy as np
import pytest

from rope_mlir import reference as ref

LAYOUTS = ref.LAYOUTS


def _rng():
    return np.random.default_rng(0)


def _interleaved_to_half(rotary_dim):
    """Channel order that turns an interleaved vector into the half layout.

    Interleaved pair i sits at channels (2i, 2i+1); half pair i at (i, i+R/2).
    """
    return np.concatenate([np.arange(0, rotary_dim, 2), np.arange(1, rotary_dim, 2)])


def test_inverse_frequencies_values():
    np.testing.assert_allclose(ref.inverse_frequencies(8), [1.0, 0.1, 0.01, 0.001], rtol=1e-15)
    np.testing.assert_allclose(ref.inverse_frequencies(4, base=100.0), [1.0, 0.1], rtol=1e-15)
    assert ref.inverse_frequencies(128).dtype == np.float64


def test_angles_shape_and_inverse():
    freqs = np.array([1.0, 0.5])
    theta = ref.angles(np.array([[0, 2], [3, 4]]), freqs)
    assert theta.shape == (2, 2, 2)
    np.testing.assert_array_equal(theta[1, 0], [3.0, 1.5])
    np.testing.assert_array_equal(ref.angles([3], freqs, inverse=True), [[-3.0, -1.5]])


def test_explicit_small_example():
    """Hand-expanded rotation of one 4-channel vector in both layouts."""
    x = np.array([[1.0, 2.0, 3.0, 4.0]])
    freqs = np.array([0.3, 0.05])
    m = 7
    c0, s0 = math.cos(m * 0.3), math.sin(m * 0.3)
    c1, s1 = math.cos(m * 0.05), math.sin(m * 0.05)
    interleaved = [1 * c0 - 2 * s0, 1 * s0 + 2 * c0, 3 * c1 - 4 * s1, 3 * s1 + 4 * c1]
    half = [1 * c0 - 3 * s0, 2 * c1 - 4 * s1, 1 * s0 + 3 * c0, 2 * s1 + 4 * c1]
    np.testing.assert_allclose(ref.rotate(x, [m], freqs, "interleaved")[0], interleaved, rtol=1e-14)
    np.testing.assert_allclose(ref.rotate(x, [m], freqs, "half")[0], half, rtol=1e-14)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_single_pair_dot_product(layout):
    """One pair, freq 0.5, q = k = (1, 0) at positions 5 and 8: cos(0.5 * (8 - 5))."""
    q = np.array([[1.0, 0.0]])
    qr = ref.rotate(q, [5], [0.5], layout)
    kr = ref.rotate(q, [8], [0.5], layout)
    assert qr[0] @ kr[0] == pytest.approx(math.cos(1.5), abs=1e-15)


def test_seed_qk_matches_module_random():
    random.seed(1)
    q = [random.gauss(0, 1) for _ in range(8)]
    k = [random.gauss(0, 1) for _ in range(8)]
    got_q, got_k = ref.seed_qk()
    np.testing.assert_array_equal(got_q, q)
    np.testing.assert_array_equal(got_k, k)


def _seed_score(layout, m, n):
    q, k = ref.seed_qk()
    freqs = ref.inverse_frequencies(8)
    qr = ref.rotate(q[None, :], [m], freqs, layout)[0]
    kr = ref.rotate(k[None, :], [n], freqs, layout)[0]
    return qr @ kr


def test_seed_scores_interleaved():
    """The seed numbers of seed_qk come from the interleaved layout (GPT-J / Meta complex form)."""
    q, k = ref.seed_qk()
    assert round(q @ k, 6) == 1.943698
    for m, n in [(10, 4), (110, 104), (5010, 5004)]:
        assert round(_seed_score("interleaved", m, n), 6) == 2.019727
    assert round(_seed_score("interleaved", 10, 3), 6) == 1.799205


def test_seed_scores_half_layout_differs():
    """The half layout pairs other channels of the same q and k, so it does not
    give the seed numbers (1.796629 at offset 6); it does on vectors permuted
    into half order."""
    assert round(_seed_score("half", 10, 4), 6) == 1.796629
    perm = _interleaved_to_half(8)
    q, k = ref.seed_qk()
    freqs = ref.inverse_frequencies(8)
    qr = ref.rotate(q[None, perm], [10], freqs, "half")[0]
    kr = ref.rotate(k[None, perm], [4], freqs, "half")[0]
    assert round(qr @ kr, 6) == 2.019727


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("rotary_dim", [16, 10])
def test_norms_preserved(layout, rotary_dim):
    x = _rng().standard_normal((2, 3, 7, 16))
    positions = np.array([0, 1, 5, 100, 4096, 65535, 1_000_000])
    freqs = ref.inverse_frequencies(rotary_dim)
    y = ref.rotate(x, positions, freqs, layout, rotary_dim=rotary_dim)
    np.testing.assert_allclose(np.linalg.norm(y, axis=-1), np.linalg.norm(x, axis=-1), rtol=1e-13)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_relative_property(layout):
    """<R_m q, R_n k> depends only on m - n."""
    rng = _rng()
    q, k = rng.standard_normal((2, 1, 16))
    freqs = ref.inverse_frequencies(16)

    def score(m, n):
        return ref.rotate(q, [m], freqs, layout)[0] @ ref.rotate(k, [n], freqs, layout)[0]

    for delta in (0, 3, -11):
        expected = score(delta, 0) if delta >= 0 else score(0, -delta)
        for start in (0, 17, 1000, 123456):
            assert score(start + delta, start) == pytest.approx(expected, rel=1e-9, abs=1e-12)
    assert score(5, 0) != pytest.approx(score(6, 0))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_inverse_undoes_rotate(layout):
    x = _rng().standard_normal((4, 9, 12))
    positions = np.arange(9) * 37
    freqs = ref.inverse_frequencies(8, base=500.0)
    y = ref.rotate(x, positions, freqs, layout, rotary_dim=8)
    back = ref.rotate(y, positions, freqs, layout, rotary_dim=8, inverse=True)
    np.testing.assert_allclose(back, x, atol=1e-13)
    forward = ref.rotate(ref.rotate(x, positions, freqs, layout, inverse=True, rotary_dim=8),
                         positions, freqs, layout, rotary_dim=8)
    np.testing.assert_allclose(forward, x, atol=1e-13)


@pytest.mark.parametrize("rotary_dim", [12, 8])
def test_half_and_interleaved_agree_under_permutation(rotary_dim):
    x = _rng().standard_normal((2, 5, 12))
    positions = np.array([3, 1, 4, 1, 5])
    freqs = ref.inverse_frequencies(rotary_dim)
    perm = np.concatenate([_interleaved_to_half(rotary_dim), np.arange(rotary_dim, 12)])
    inter = ref.rotate(x, positions, freqs, "interleaved", rotary_dim=rotary_dim)
    half = ref.rotate(x[..., perm], positions, freqs, "half", rotary_dim=rotary_dim)
    np.testing.assert_allclose(half, inter[..., perm], atol=1e-14)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_partial_rotary_leaves_tail(layout):
    x = _rng().standard_normal((3, 6, 10))
    freqs = ref.inverse_frequencies(4)
    y = ref.rotate(x, 7, freqs, layout, rotary_dim=4)
    np.testing.assert_array_equal(y[..., 4:], x[..., 4:])
    np.testing.assert_array_equal(y[..., :4], ref.rotate(x[..., :4], 7, freqs, layout))
    assert not np.allclose(y[..., :4], x[..., :4])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_offset_equals_arange(layout):
    x = _rng().standard_normal((2, 5, 8))
    freqs = ref.inverse_frequencies(8)
    np.testing.assert_array_equal(ref.rotate(x, 42, freqs, layout),
                                  ref.rotate(x, 42 + np.arange(5), freqs, layout))
    np.testing.assert_array_equal(ref.rotate(x, np.int64(0), freqs, layout),
                                  ref.rotate(x, np.arange(5), freqs, layout))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_batch_positions(layout):
    """[batch, seq] positions: row b applies to x[b], broadcast over the heads."""
    x = _rng().standard_normal((2, 3, 4, 8))
    positions = np.array([[0, 1, 2, 3], [10, 20, 30, 40]])
    freqs = ref.inverse_frequencies(8)
    y = ref.rotate(x, positions, freqs, layout)
    for b in range(2):
        np.testing.assert_array_equal(y[b], ref.rotate(x[b], positions[b], freqs, layout))
    x3 = x[:, 0]
    np.testing.assert_array_equal(ref.rotate(x3, positions, freqs, layout), y[:, 0])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_tables_equal_frequency_form(layout):
    x = _rng().standard_normal((2, 3, 5, 10))
    freqs = ref.inverse_frequencies(6)
    positions = np.array([[4, 5, 6, 7, 8], [0, 0, 9, 9, 2]])
    theta = ref.angles(positions, freqs)
    for inverse in (False, True):
        expected = ref.rotate(x, positions, freqs, layout, rotary_dim=6, inverse=inverse)
        got = ref.rotate_with_tables(x, np.cos(theta), np.sin(theta), layout,
                                     rotary_dim=6, inverse=inverse)
        np.testing.assert_allclose(got, expected, atol=1e-14)
    shared = ref.angles(np.arange(5), freqs)
    np.testing.assert_allclose(
        ref.rotate_with_tables(x, np.cos(shared), np.sin(shared), layout, rotary_dim=6),
        ref.rotate(x, 0, freqs, layout, rotary_dim=6), atol=1e-14)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_scale_multiplies_rotated_channels(layout):
    x = _rng().standard_normal((5, 8))
    freqs = ref.inverse_frequencies(6)
    plain = ref.rotate(x, 3, freqs, layout, rotary_dim=6)
    scaled = ref.rotate(x, 3, freqs, layout, rotary_dim=6, scale=1.25)
    np.testing.assert_allclose(scaled[..., :6], 1.25 * plain[..., :6], rtol=1e-14)
    np.testing.assert_array_equal(scaled[..., 6:], x[..., 6:])


def test_low_precision_input_computes_in_float64():
    x = _rng().standard_normal((4, 8)).astype(np.float16)
    freqs = ref.inverse_frequencies(8)
    y = ref.rotate(x, 1000, freqs, "half")
    assert y.dtype == np.float64
    np.testing.assert_array_equal(y, ref.rotate(x.astype(np.float64), 1000, freqs, "half"))


@pytest.mark.parametrize("kwargs, message", [
    (dict(rotary_dim=7, freqs=np.ones(3)), "positive even"),
    (dict(rotary_dim=10, freqs=np.ones(5)), "exceeds head_dim"),
    (dict(freqs=np.ones(3)), "frequencies"),
    (dict(positions=np.arange(4)), "sequence length"),
    (dict(positions=np.zeros((3, 5), dtype=np.int64)), r"\[batch, seq\]"),
    (dict(positions=np.zeros(5)), "integer"),
    (dict(layout="rotate_half"), "unknown layout"),
    (dict(x=np.zeros((2, 5, 8), dtype=np.int32)), "float dtype"),
])
def test_rotate_rejects_bad_input(kwargs, message):
    args = dict(x=np.zeros((2, 5, 8)), positions=np.arange(5),
                freqs=ref.inverse_frequencies(8), layout="half")
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        ref.rotate(**args)


def test_tables_reject_bad_shapes():
    x = np.zeros((2, 5, 8))
    with pytest.raises(ValueError, match="tables must have shape"):
        ref.rotate_with_tables(x, np.ones((5, 3)), np.ones((5, 3)), "half")
    with pytest.raises(ValueError, match="differ in shape"):
        ref.rotate_with_tables(x, np.ones((5, 4)), np.ones((2, 5, 4)), "half")
    with pytest.raises(ValueError, match="sequence length"):
        ref.rotate_with_tables(x, np.ones((4, 4)), np.ones((4, 4)), "half")


def test_inverse_frequencies_rejects_bad_input():
    with pytest.raises(ValueError, match="positive even"):
        ref.inverse_frequencies(5)
    with pytest.raises(ValueError, match="base"):
        ref.inverse_frequencies(8, base=0.0)


def _naive_attention(q, k, v, scale):
    """Row-by-row softmax attention with Python floats, for 2-D inputs."""
    out = np.zeros((q.shape[0], v.shape[1]))
    for i in range(q.shape[0]):
        scores = [scale * float(q[i] @ k[j]) for j in range(k.shape[0])]
        top = max(scores)
        weights = [math.exp(s - top) for s in scores]
        total = sum(weights)
        for j, w in enumerate(weights):
            out[i] += (w / total) * v[j]
    return out


@pytest.mark.parametrize("layout", LAYOUTS)
def test_attention_matches_naive(layout):
    rng = _rng()
    q, k = rng.standard_normal((2, 2, 6, 8))
    v = rng.standard_normal((2, 6, 5))
    positions = np.arange(6) + 3
    freqs = ref.inverse_frequencies(8)
    got = ref.attention(q, k, v, positions, freqs, layout)
    for h in range(2):
        qr = ref.rotate(q[h], positions, freqs, layout)
        kr = ref.rotate(k[h], positions, freqs, layout)
        np.testing.assert_allclose(got[h], _naive_attention(qr, kr, v[h], 1 / math.sqrt(8)),
                                   rtol=1e-12)



def test_attention_rounds_rotated_queries_and_keys():
    """`rounding` applies to the rotated queries and keys, and to nothing
    else (not to keys given already rotated, nor to the values)."""
    rng = _rng()
    q, k = rng.standard_normal((2, 2, 6, 8))
    v = rng.standard_normal((2, 6, 5))
    positions = np.arange(6) + 11
    freqs = ref.inverse_frequencies(8)

    def to_f16(x):
        return x.astype(np.float16).astype(np.float64)

    got = ref.attention(q, k, v, positions, freqs, "half", rounding=to_f16)
    for h in range(2):
        qr = to_f16(ref.rotate(q[h], positions, freqs, "half"))
        kr = to_f16(ref.rotate(k[h], positions, freqs, "half"))
        np.testing.assert_allclose(got[h], _naive_attention(qr, kr, v[h], 1 / math.sqrt(8)),
                                   rtol=1e-12)
    # The rounding changes the result (else this test checks nothing).
    assert np.abs(got - ref.attention(q, k, v, positions, freqs, "half")).max() > 1e-6
    # Keys given rotated are taken as they are.
    rotated = ref.rotate(k, positions, freqs, "half")
    given = ref.attention(q, rotated, v, positions, freqs, "half", keys_rotated=True,
                          rounding=to_f16)
    only_q = ref.attention(q, rotated, v, positions, freqs, "half", keys_rotated=True,
                           rounding=lambda x: x)
    assert np.abs(given - only_q).max() > 1e-6
    for h in range(2):
        qr = to_f16(ref.rotate(q[h], positions, freqs, "half"))
        np.testing.assert_allclose(given[h],
                                   _naive_attention(qr, rotated[h], v[h], 1 / math.sqrt(8)),
                                   rtol=1e-12)

def test_attention_properties():
    rng = _rng()
    q, k = rng.standard_normal((2, 3, 7, 8))
    v = rng.standard_normal((3, 7, 4))
    freqs = ref.inverse_frequencies(8)
    positions = np.arange(7)
    # Weights sum to one.
    np.testing.assert_allclose(ref.attention(q, k, np.ones((3, 7, 4)), positions, freqs, "half"),
                               1.0, rtol=1e-14)
    # Shifting every position leaves the scores unchanged.
    full = ref.attention(q, k, v, positions, freqs, "half")
    np.testing.assert_allclose(ref.attention(q, k, v, positions + 5000, freqs, "half"), full,
                               rtol=1e-9, atol=1e-12)
    # Decode: the last query alone, at its own position, sees the same keys.
    decode = ref.attention(q[:, -1:], k, v, 6, freqs, "half", k_positions=positions)
    np.testing.assert_allclose(decode[:, 0], full[:, -1], rtol=1e-13)
    # Huge scores stay finite (stable softmax).
    assert np.isfinite(ref.attention(1e4 * q, k, v, positions, freqs, "half", scale=1.0)).all()


def test_attention_masks_softcap_and_groups():
    """Each of rope.attention's options against the naive attention of the
    rows and keys it leaves visible."""
    rng = _rng()
    q = rng.standard_normal((4, 5, 8))
    k, v = rng.standard_normal((2, 2, 9, 8))
    qpos, kpos = np.arange(5) + 4, np.arange(9)
    freqs = ref.inverse_frequencies(8)
    scale = 1 / math.sqrt(8)
    qr = ref.rotate(q, qpos, freqs, "half")
    kr = ref.rotate(k, kpos, freqs, "half")

    def naive(h, i, keys, cap=None):
        """Query i of head h (key head h // 2) over `keys`."""
        s = [scale * float(qr[h, i] @ kr[h // 2, j]) for j in keys]
        if cap is not None:
            s = [cap * math.tanh(x / cap) for x in s]
        w = [math.exp(x - max(s)) for x in s]
        return sum(wj / sum(w) * v[h // 2, j] for wj, j in zip(w, keys))

    def check(got, visible, cap=None):
        for h in range(4):
            for i in range(5):
                keys = visible(i)
                if keys:
                    np.testing.assert_allclose(got[h, i], naive(h, i, keys, cap), rtol=1e-12)
                else:
                    assert np.isnan(got[h, i]).all()

    call = dict(k_positions=kpos)
    check(ref.attention(q, k, v, qpos, freqs, "half", **call), lambda i: list(range(9)))
    # The default diagonal (9 - 5 = 4), a diagonal of -2, limits, and a
    # window of 3 on the limits (with INT64_MAX: no key visible).
    check(ref.attention(q, k, v, qpos, freqs, "half", causal=True, **call),
          lambda i: list(range(i + 5)))
    check(ref.attention(q, k, v, qpos, freqs, "half", causal=True, diagonal=-2, **call),
          lambda i: list(range(max(i - 1, 0))))
    limits = [8, 0, 3, 2 ** 63 - 1, -1]
    check(ref.attention(q, k, v, qpos, freqs, "half", causal=True, limits=limits, **call),
          lambda i: list(range(min(limits[i], 8) + 1)))
    check(ref.attention(q, k, v, qpos, freqs, "half", causal=True, limits=limits, window=3,
                        **call),
          lambda i: [j for j in range(9) if limits[i] - 3 < j <= limits[i]])
    check(ref.attention(q, k, v, qpos, freqs, "half", softcap=0.5, **call),
          lambda i: list(range(9)), cap=0.5)
    # No keys at all: NaN rows, as for a query that sees none.
    empty = ref.attention(q, k[:, :0], v[:, :0], qpos, freqs, "half", k_positions=kpos[:0])
    assert empty.shape == (4, 5, 8) and np.isnan(empty).all()
    # Keys already rotated: the rotated keys given as they are.
    np.testing.assert_allclose(
        ref.attention(q, kr, v, qpos, freqs, "half", keys_rotated=True),
        ref.attention(q, k, v, qpos, freqs, "half", **call), rtol=1e-13)


# ---------------------------------------------------------------------------
# Multimodal sections (MRoPE, Qwen2-VL)
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("rotary_dim, sections", [(16, [2, 3, 3]), (128, [16, 24, 24]),
                                                  (12, [6])])
def test_sections_with_equal_axes_are_plain_rotation(layout, rotary_dim, sections):
    """Text tokens in Qwen2-VL carry the same position on every axis: plain RoPE."""
    x = _rng().standard_normal((2, 3, 5, rotary_dim + 4))
    freqs = ref.inverse_frequencies(rotary_dim)
    axes = len(sections)
    seq_positions = np.array([0, 7, 4096, 65535, 1_000_000])
    plain = ref.rotate(x, seq_positions, freqs, layout, rotary_dim=rotary_dim)
    got = ref.rotate(x, np.stack([seq_positions] * axes), freqs, layout, rotary_dim=rotary_dim,
                     sections=sections)
    np.testing.assert_array_equal(got, plain)
    batch_positions = np.array([[3, 1, 4, 1, 5], [9, 2, 6, 5, 3]])
    plain = ref.rotate(x, batch_positions, freqs, layout, rotary_dim=rotary_dim)
    got = ref.rotate(x, np.stack([batch_positions] * axes), freqs, layout, rotary_dim=rotary_dim,
                     sections=sections)
    np.testing.assert_array_equal(got, plain)


def test_sections_small_example_by_hand():
    """rotary_dim 6 of head_dim 8, sections [1, 2], freqs (0.5, 0.2, 0.1).
    Token 0 sits at t = 3, h = 7; token 1 at t = 0, h = 2. Pair 0 uses t, pairs 1 and 2 use h:
    token 0 angles (1.5, 1.4, 0.7), token 1 angles (0, 0.4, 0.2)."""
    x = np.array([[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
                  [-1.0, 0.5, 2.0, -3.0, 1.5, 0.25, -2.0, 9.0]])
    positions = np.array([[3, 0], [7, 2]])
    freqs = [0.5, 0.2, 0.1]

    def turn(a, b, angle):
        return a * math.cos(angle) - b * math.sin(angle), a * math.sin(angle) + b * math.cos(angle)

    token_angles = [(1.5, 1.4, 0.7), (0.0, 0.4, 0.2)]
    for layout in LAYOUTS:
        got = ref.rotate(x, positions, freqs, layout, rotary_dim=6, sections=[1, 2])
        for m, row in enumerate(x):
            expected = list(row)
            for i, angle in enumerate(token_angles[m]):
                first, second = (2 * i, 2 * i + 1) if layout == "interleaved" else (i, i + 3)
                expected[first], expected[second] = turn(row[first], row[second], angle)
            np.testing.assert_allclose(got[m], expected, rtol=1e-14, atol=1e-13, err_msg=layout)
            np.testing.assert_array_equal(got[m, 6:], row[6:])
    # Spelled out for the interleaved layout, token 0.
    c0, s0, c1, s1, c2, s2 = (math.cos(1.5), math.sin(1.5), math.cos(1.4), math.sin(1.4),
                              math.cos(0.7), math.sin(0.7))
    np.testing.assert_allclose(
        ref.rotate(x, positions, freqs, "interleaved", rotary_dim=6, sections=[1, 2])[0],
        [c0 - 2 * s0, s0 + 2 * c0, 3 * c1 - 4 * s1, 3 * s1 + 4 * c1, 5 * c2 - 6 * s2,
         5 * s2 + 6 * c2, 7.0, 8.0], rtol=1e-14, atol=1e-13)
    # ... and for the half layout: pairs (x0, x3), (x1, x4), (x2, x5).
    np.testing.assert_allclose(
        ref.rotate(x, positions, freqs, "half", rotary_dim=6, sections=[1, 2])[0],
        [c0 - 4 * s0, 2 * c1 - 5 * s1, 3 * c2 - 6 * s2, s0 + 4 * c0, 2 * s1 + 5 * c1,
         3 * s2 + 6 * c2, 7.0, 8.0], rtol=1e-14, atol=1e-13)


def _pair_channels(layout, pairs, rotary_dim):
    pairs = np.asarray(pairs)
    if layout == "interleaved":
        return np.concatenate([2 * pairs, 2 * pairs + 1])
    return np.concatenate([pairs, pairs + rotary_dim // 2])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_each_section_follows_its_axis(layout):
    """The channels of section j are rotated exactly as plain RoPE at axis j's positions."""
    rng = _rng()
    sections = [2, 3, 3]
    x = rng.standard_normal((2, 6, 18))
    positions = rng.integers(0, 5000, size=(3, 6))
    freqs = ref.inverse_frequencies(16)
    got = ref.rotate(x, positions, freqs, layout, rotary_dim=16, sections=sections)
    starts = np.cumsum([0] + sections)
    for j in range(3):
        channels = _pair_channels(layout, np.arange(starts[j], starts[j + 1]), 16)
        plain = ref.rotate(x, positions[j], freqs, layout, rotary_dim=16)
        np.testing.assert_array_equal(got[..., channels], plain[..., channels])
    np.testing.assert_array_equal(got[..., 16:], x[..., 16:])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_sections_batch_positions_broadcast_over_heads(layout):
    """[axes, batch, seq]: positions[:, b] apply to x[b] for every head."""
    rng = _rng()
    x = rng.standard_normal((2, 3, 4, 10))
    positions = rng.integers(0, 100, size=(3, 2, 4))
    freqs = ref.inverse_frequencies(8)
    sections = [1, 2, 1]
    y = ref.rotate(x, positions, freqs, layout, rotary_dim=8, sections=sections)
    for b in range(2):
        for h in range(3):
            np.testing.assert_array_equal(
                y[b, h], ref.rotate(x[b, h], positions[:, b], freqs, layout, rotary_dim=8,
                                    sections=sections))
    # A [batch, seq, head_dim] input takes the same [axes, batch, seq] positions.
    np.testing.assert_array_equal(
        ref.rotate(x[:, 0], positions, freqs, layout, rotary_dim=8, sections=sections), y[:, 0])


def test_sections_match_qwen2_vl_tables():
    """Qwen2-VL builds cos/sin per axis over the full width (angles repeated twice for
    rotate_half), cuts the width into chunks of sizes sections * 2 and takes chunk k from
    axis k % 3. Rebuilt here that way, its tables drive the half layout like sections do."""
    rng = _rng()
    sections = [2, 3, 3]
    x = rng.standard_normal((2, 5, 16))
    positions = rng.integers(0, 1000, size=(3, 5))
    freqs = ref.inverse_frequencies(16)
    per_axis = positions[..., None].astype(np.float64) * freqs             # [3, seq, 8]
    emb = np.concatenate([per_axis, per_axis], axis=-1)                    # [3, seq, 16]
    cuts = np.cumsum(sections * 2)[:-1]
    chunks = np.split(emb, cuts, axis=-1)
    mixed = np.concatenate([chunk[k % 3] for k, chunk in enumerate(chunks)], axis=-1)
    np.testing.assert_array_equal(mixed[:, :8], mixed[:, 8:])
    np.testing.assert_array_equal(mixed[:, :8], ref.angles(positions, freqs, sections=sections))
    expected = ref.rotate_with_tables(x, np.cos(mixed[:, :8]), np.sin(mixed[:, :8]), "half")
    np.testing.assert_allclose(ref.rotate(x, positions, freqs, "half", sections=sections),
                               expected, atol=1e-14)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_sections_inverse_and_norms(layout):
    rng = _rng()
    x = rng.standard_normal((2, 3, 6, 12))
    positions = rng.integers(0, 10**6, size=(3, 2, 6))
    freqs = ref.inverse_frequencies(12)
    y = ref.rotate(x, positions, freqs, layout, sections=[2, 2, 2])
    np.testing.assert_allclose(np.linalg.norm(y, axis=-1), np.linalg.norm(x, axis=-1), rtol=1e-13)
    back = ref.rotate(y, positions, freqs, layout, inverse=True, sections=[2, 2, 2])
    np.testing.assert_allclose(back, x, atol=1e-12)


def test_angles_with_sections():
    freqs = np.array([1.0, 0.5, 0.25])
    positions = np.array([[1, 2], [10, 20]])
    theta = ref.angles(positions, freqs, sections=[2, 1])
    assert theta.shape == (2, 3)
    np.testing.assert_array_equal(theta, [[1.0, 0.5, 2.5], [2.0, 1.0, 5.0]])
    np.testing.assert_array_equal(ref.angles(positions, freqs, inverse=True, sections=[2, 1]),
                                  -theta)
    batched = ref.angles(np.zeros((2, 4, 5), dtype=np.int64), freqs, sections=(1, 2))
    assert batched.shape == (4, 5, 3)
    with pytest.raises(ValueError, match="leading axis of 2"):
        ref.angles(np.zeros((3, 5), dtype=np.int64), freqs, sections=[2, 1])
    with pytest.raises(ValueError, match="sum to 2"):
        ref.angles(positions, freqs, sections=[1, 1])


@pytest.mark.parametrize("kwargs, message", [
    (dict(sections=[2, 2, 1]), r"sum to 5, expected rotary_dim/2 = 4"),
    (dict(sections=[1, 4, -1]), "positive integers"),
    (dict(sections=[4, 0, 0]), "positive integers"),
    (dict(sections=[1.0, 2, 1]), "positive integers"),
    (dict(sections=[]), "non-empty"),
    (dict(sections=[[1, 2], [1, 0]]), "non-empty list"),
    (dict(positions=np.zeros((2, 5), dtype=np.int64)), r"\[3, seq\] or \[3, batch, seq\]"),
    (dict(positions=np.arange(5)), r"\[3, seq\]"),
    (dict(positions=7), "not an offset"),
    (dict(positions=np.zeros((3, 4), dtype=np.int64)), "sequence length"),
    (dict(positions=np.zeros((3, 3, 5), dtype=np.int64)), r"\[batch, seq\]"),
    (dict(positions=np.zeros((3, 2, 2, 5), dtype=np.int64)), r"\[3, seq\]"),
    (dict(positions=np.zeros((3, 5))), "integer"),
])
def test_sections_reject_bad_input(kwargs, message):
    args = dict(x=np.zeros((2, 4, 5, 8)), positions=np.zeros((3, 5), dtype=np.int64),
                freqs=ref.inverse_frequencies(8), layout="half", sections=[1, 2, 1])
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        ref.rotate(**args)


def test_attention_sinks():
    """Each head's sink joins the softmax's normalization as a logit
    without a value: the naive softmax over the visible keys and the sink,
    the sink's weight dropped; a query that sees no key gets 0."""
    rng = _rng()
    q = rng.standard_normal((4, 5, 8))
    k, v = rng.standard_normal((2, 2, 9, 8))
    qpos, kpos = np.arange(5) + 4, np.arange(9)
    freqs = ref.inverse_frequencies(8)
    sinks = np.array([0.5, -1.0, 2.0, 30.0])
    qr = ref.rotate(q, qpos, freqs, "half")
    kr = ref.rotate(k, kpos, freqs, "half")
    limits = [8, 0, 3, -1, 5]
    got = ref.attention(q, k, v, qpos, freqs, "half", k_positions=kpos, causal=True,
                        limits=limits, sinks=sinks)
    for h in range(4):
        for i in range(5):
            keys = [j for j in range(9) if j <= limits[i]]
            s = [float(qr[h, i] @ kr[h // 2, j]) / math.sqrt(8) for j in keys]
            top = max(s + [sinks[h]])
            total = sum(math.exp(x - top) for x in s) + math.exp(sinks[h] - top)
            want = sum(math.exp(x - top) / total * v[h // 2, j] for x, j in zip(s, keys))
            np.testing.assert_allclose(got[h, i], want if keys else np.zeros(8), rtol=1e-12)
    # A sink far below every score changes nothing; a large one takes the weight.
    plain = ref.attention(q, k, v, qpos, freqs, "half", k_positions=kpos)
    np.testing.assert_allclose(ref.attention(q, k, v, qpos, freqs, "half", k_positions=kpos,
                                             sinks=np.full(4, -1e3)), plain, rtol=1e-12)
    assert np.abs(got[3]).max() < 1e-9


def test_attention_without_rotation():
    """Without positions and frequencies (NoPE) the scores are plain q.k:
    the naive causal softmax over the raw queries and keys, grouped heads
    included; rotation options without a rotation are refused."""
    rng = _rng()
    q = rng.standard_normal((4, 5, 8))
    k, v = rng.standard_normal((2, 2, 9, 8))
    got = ref.attention(q, k, v, None, None, None, causal=True, window=3)
    for h in range(4):
        for i in range(5):
            keys = [j for j in range(9) if i + 4 - 3 < j <= i + 4]
            s = [float(q[h, i] @ k[h // 2, j]) / math.sqrt(8) for j in keys]
            top = max(s)
            total = sum(math.exp(x - top) for x in s)
            want = sum(math.exp(x - top) / total * v[h // 2, j] for x, j in zip(s, keys))
            np.testing.assert_allclose(got[h, i], want, rtol=1e-12)
    # Rotating at position 0 for every query and key is no rotation either.
    zero_q, zero_k = np.zeros(5, dtype=np.int64), np.zeros(9, dtype=np.int64)
    np.testing.assert_allclose(
        ref.attention(q, k, v, zero_q, ref.inverse_frequencies(8), "half", k_positions=zero_k),
        ref.attention(q, k, v, None, None, None), rtol=1e-12)
    for kwargs in [dict(k_positions=np.arange(9)), dict(rotary_dim=4),
                   dict(rope_scale=2.0), dict(sections=[1, 2, 1])]:
        with pytest.raises(ValueError, match="without rotation"):
            ref.attention(q, k, v, None, None, None, **kwargs)
