"""A driver for integration tests whose cases are whole functions.

rope_cases.py drives one `rope.rotate` per case from a fixed recipe; the
tests that use this module (schedules.py, long-positions.py, multimodal.py)
need functions of other shapes: several results, a sequence length argument,
a frequency tensor or an attention factor as the result, position tensors
with a leading axis of sections. A `FnCase` therefore carries

  * `body`: the MLIR text of one function, with `{name}` where the function
    name goes (the driver numbers them `@case_<i>` and adds
    `attributes {llvm.emit_c_interface}` itself: write the signature up to
    the result types and the body after the opening brace, see `mlir()`),
  * `args`: what `aot.call` passes (numpy arrays, Python ints, numpy
    scalars), and `results`: one (shape, dtype) per returned memref,
  * `check(outputs) -> (ok, metrics, message)`: metrics is a dict
    {key: value} of errors that the driver reports as the maximum per key.

`run_fn_cases` compiles every case as ONE module through rope_mlir.aot
(rope-opt --rope-lower-to-llvm, mlir-translate, clang), calls each function
with copies of its arguments (asserting afterwards that the call did not
write to them), prints "ok"/"FAIL" per case, the maximum of every metric,
and "<N> cases passed" (or "<K> of <N> cases FAILED", exit status 1).

This folder is named Inputs so that lit does not run it as a test.
"""

import sys
import time

import numpy as np

from rope_mlir import aot
from rope_cases import compile_cases


class FnCase:
    """One function to compile, call and check (see the module docstring).

    signature: the text between `func.func @name` and `attributes`, e.g.
      "(%n: index) -> (tensor<64xf64>, tensor<1xf32>)".
    body: the function body without braces (indented lines, `return` last).
    """

    def __init__(self, name, signature, body, args, results, check):
        self.name = name
        self.signature = signature
        self.body = body
        self.args = list(args)
        self.results = list(results)
        self.check = check

    def mlir(self, fname):
        return (f"// {self.name}\n"
                f"func.func @{fname}{self.signature} "
                f"attributes {{llvm.emit_c_interface}} {{\n"
                f"{self.body.rstrip()}\n}}")


def as_tuple(outputs):
    """aot.call returns one array for one result and a tuple for several."""
    return outputs if isinstance(outputs, tuple) else (outputs,)


def run_fn_cases(cases, title, extra_report=None):
    """Compile all cases into one module, call and check them; exit 1 on failure.

    extra_report(outputs_by_case) may print more lines (documentation only)
    after the per-case lines; it gets the list of output tuples.
    """
    start = time.time()
    lib, compiled = compile_cases(cases, title)
    failures = []
    worst = {}
    all_outputs = []
    for i, case in enumerate(cases):
        originals = [a.copy() if isinstance(a, np.ndarray) else a for a in case.args]
        passed = [a.copy() if isinstance(a, np.ndarray) else a for a in case.args]
        outputs = as_tuple(aot.call(lib, f"case_{i}", passed, case.results))
        all_outputs.append(outputs)
        try:
            ok, metrics, msg = case.check(outputs)
        except Exception as error:  # a broken check is a failure, not a crash
            ok, metrics, msg = False, {}, f"check raised {type(error).__name__}: {error}"
        for orig, p in zip(originals, passed):
            if isinstance(orig, np.ndarray) and not np.array_equal(
                    orig.view(np.uint8), p.view(np.uint8)):
                ok = False
                msg += " INPUT MODIFIED by the call"
        print(f"{'ok' if ok else 'FAIL'} case_{i} {case.name}: {msg}")
        for key, value in metrics.items():
            worst[key] = max(worst.get(key, 0.0), float(value))
        if not ok:
            failures.append(f"case_{i}")
    if extra_report is not None:
        extra_report(all_outputs)
    for key, value in sorted(worst.items()):
        print(f"max {key}: {value:.3e}")
    print(f"compile {compiled:.1f}s, total {time.time() - start:.1f}s")
    sys.stdout.flush()
    if failures:
        print(f"{len(failures)} of {len(cases)} cases FAILED: {', '.join(failures)}")
        sys.stdout.flush()
        sys.exit(1)
    print(f"{len(cases)} cases passed")
