"""The case matrix of rotate-matrix.py, per input element type.

2 layouts x {full, partial rotary} x {positions tensor, start offset} x
{forward, inverse} x sequence lengths {1, 7, 33} = 48 cases per dtype.
Head dims cycle through 6, 10, 18, 34; partial rotary alternates between
head_dim - 2 and the largest even number <= head_dim / 2; the input rank
cycles through 2 ([seq, hd]), 3 ([heads, seq, hd]) and 4 ([batch, heads,
seq, hd]); offsets alternate between i64 and index; frequencies are the
default schedule (base 10000, or 500000 for every third case) as f32.
"""

import itertools

import numpy as np

from rope_cases import Case

HEAD_DIMS = (6, 10, 18, 34)
SEQ_LENS = (1, 7, 33)


def matrix_cases(dtype, seed):
    rng = np.random.default_rng(seed)
    cases = []
    combos = itertools.product(("interleaved", "half"), ("full", "partial"),
                               ("tensor", "offset"), (False, True), SEQ_LENS)
    for i, (layout, rotary, posmode, inverse, seq) in enumerate(combos):
        hd = HEAD_DIMS[i % len(HEAD_DIMS)]
        # seq is the innermost loop: (i // 3) decorrelates rank from seq.
        lead = [(), (3,), (2, 2)][(i // 3) % 3]
        shape = lead + (seq, hd)
        if rotary == "full":
            # Every other full case spells rotary_dim(head_dim) out.
            rotary_dim = hd if (i // 4) % 2 else None
        else:
            rotary_dim = hd - 2 if (i // 4) % 2 else (hd // 2) // 2 * 2
        if posmode == "tensor":
            # Unsorted, possibly repeated positions in [0, 4096).
            positions = ("seq", rng.integers(0, 4096, size=seq))
        else:
            offset = 0 if i % 5 == 0 else int(rng.integers(1, 5000))
            positions = ("offset", offset, "index" if i % 2 else "i64")
        base = 500000.0 if i % 3 == 2 else 10000.0
        R = hd if rotary_dim is None else rotary_dim
        name = (f"{dtype} {layout} x{list(shape)} rotary_dim={R}"
                f"{'' if rotary_dim is not None else '(default)'} "
                f"{posmode}{'(' + positions[2] + ')' if posmode == 'offset' else ''} "
                f"base={base:g} {'inverse' if inverse else 'forward'}")
        cases.append(Case(name, shape, dtype, layout, rotary_dim,
                          positions=positions, freqs=("default", base, "f32"),
                          inverse=inverse))
    return cases
