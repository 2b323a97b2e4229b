# RUN: %python %s | FileCheck %s
#
# The rope dialect and the float64 reference python/rope_mlir/schedules.py
# accept the same schedule parameters: for each parameter set below (normal
# ones and extremes: subnormal, huge and infinite factors, bases and betas,
# mscales that overflow the attention factor, original_max_position = 1),
# rope-opt verifies `rope.frequencies` iff the reference returns without
# ValueError, a rejection names the same parameter on both sides, and every
# accepted schedule folds (with and without a constant sequence length) to
# finite float64 constants.
#
# CHECK: 0 mismatches
# CHECK: [[N:[0-9]+]] parameter sets: {{[1-9][0-9]*}} accepted, {{[1-9][0-9]*}} rejected

import bisect
import math
import os
import re
import subprocess
import sys

from rope_mlir import schedules as sch

ROPE_OPT = os.environ.get("ROPE_OPT", "rope-opt")
TINY = 5e-324  # the smallest subnormal float64
INF = math.inf
NAN = math.nan
I64_BITS = {INF: "0x7FF0000000000000", -INF: "0xFFF0000000000000"}

# Every parameter of every schedule, given explicitly on both sides.
DEFAULTS = {
    "default": dict(rotary_dim=8, base=10000.0),
    "linear": dict(rotary_dim=8, base=10000.0, factor=4.0),
    "ntk": dict(rotary_dim=8, base=10000.0, factor=4.0),
    "dynamic_ntk": dict(rotary_dim=8, base=10000.0, factor=2.0, original_max_position=4096),
    "yarn": dict(rotary_dim=8, base=10000.0, factor=4.0, original_max_position=4096,
                 beta_fast=32.0, beta_slow=1.0, truncate=True, mscale=0.0,
                 mscale_all_dim=0.0),
    "llama3": dict(rotary_dim=8, base=10000.0, factor=8.0, low_freq_factor=1.0,
                   high_freq_factor=4.0, original_max_position=8192),
    "longrope": dict(rotary_dim=4, base=10000.0, short_factor=[1.0, 1.5],
                     long_factor=[2.0, 8.0], original_max_position=4096, factor=32.0),
    "proportional": dict(head_dim=8, partial_rotary_factor=0.5, base=10000.0, factor=1.0),
}

# (schedule, overrides of DEFAULTS)
CASES = [
    ("default", {}),
    ("default", dict(rotary_dim=128, base=500000.0)),
    ("default", dict(base=1e300)),
    ("default", dict(base=TINY)),  # TINY**-0.75 is finite
    ("default", dict(rotary_dim=1 << 20, base=TINY)),  # TINY**-(1 - 2**-19) is not
    ("default", dict(rotary_dim=(1 << 20) + 2)),
    ("default", dict(rotary_dim=7)),
    ("default", dict(base=0.0)),
    ("default", dict(base=INF)),
    ("default", dict(base=NAN)),
    ("linear", {}),
    ("linear", dict(factor=TINY)),
    ("linear", dict(factor=1e-300)),
    ("linear", dict(factor=1e300)),  # underflows to 0: fine
    ("linear", dict(factor=INF)),
    ("linear", dict(base=1e-300, factor=1e-100)),  # 1e225 / 1e-100 overflows
    ("ntk", {}),
    ("ntk", dict(factor=1e300)),  # base' = inf
    ("ntk", dict(factor=1e-300)),  # base' = 0
    ("ntk", dict(factor=1e-200)),
    ("ntk", dict(factor=1e100)),
    ("ntk", dict(rotary_dim=2)),
    ("ntk", dict(factor=INF)),
    ("dynamic_ntk", {}),
    ("dynamic_ntk", dict(factor=1e17)),  # factor * L / L - (factor - 1) cancels to 0
    ("dynamic_ntk", dict(factor=1e300)),
    ("dynamic_ntk", dict(factor=INF)),
    ("dynamic_ntk", dict(original_max_position=0)),
    ("dynamic_ntk", dict(rotary_dim=1 << 20, base=TINY)),
    ("yarn", {}),
    ("yarn", dict(factor=TINY)),
    ("yarn", dict(factor=1e-300)),
    ("yarn", dict(factor=0.5)),
    ("yarn", dict(factor=INF)),
    ("yarn", dict(beta_fast=INF)),
    ("yarn", dict(beta_fast=NAN)),
    ("yarn", dict(beta_slow=INF, beta_fast=INF)),
    ("yarn", dict(beta_fast=1.0, beta_slow=32.0)),
    ("yarn", dict(base=1.0)),
    ("yarn", dict(original_max_position=1)),
    ("yarn", dict(factor=1e10, mscale=1.7e308, mscale_all_dim=1.0)),  # inf / 3.3
    ("yarn", dict(factor=1e10, mscale=1.0, mscale_all_dim=1.7e308)),  # 3.3 / inf
    ("yarn", dict(factor=1e10, mscale=1.7e308, mscale_all_dim=1.7e308)),  # inf / inf
    ("yarn", dict(factor=1e10, mscale=1e300, mscale_all_dim=1e300)),
    ("yarn", dict(factor=1e10, mscale=1.7e308)),  # a lone mscale is unused
    ("yarn", dict(factor=1e10, mscale=1.7e308, mscale_all_dim=1.0, attention_factor=2.0)),
    ("yarn", dict(mscale=-1.0)),
    ("yarn", dict(mscale_all_dim=INF)),
    ("yarn", dict(attention_factor=INF)),
    ("yarn", dict(attention_factor=0.0)),
    ("yarn", dict(attention_factor=1e-300)),
    ("llama3", {}),
    ("llama3", dict(rotary_dim=128, base=500000.0)),
    ("llama3", dict(high_freq_factor=INF)),
    ("llama3", dict(low_freq_factor=INF)),
    ("llama3", dict(high_freq_factor=NAN)),
    ("llama3", dict(low_freq_factor=4.0, high_freq_factor=4.0)),
    ("llama3", dict(factor=1e-320)),
    ("llama3", dict(factor=1e-300)),  # kept pairs are never divided by factor
    ("llama3", dict(factor=INF)),
    ("llama3", dict(base=TINY)),
    ("llama3", dict(original_max_position=1)),
    ("longrope", {}),
    ("longrope", dict(original_max_position=1)),  # ln 1 = 0 in the attention factor
    ("longrope", dict(original_max_position=1, factor=1.0)),
    ("longrope", dict(original_max_position=1, attention_factor=1.5)),
    ("longrope", dict(factor=0.5)),
    ("longrope", dict(factor=INF)),
    ("longrope", dict(factor=1e300)),
    ("longrope", dict(long_factor=[TINY, 8.0])),
    ("longrope", dict(short_factor=[1e-300, 1.0])),
    ("longrope", dict(base=1e-300, short_factor=[1.0, 1e-200])),  # 1 / 1e-350
    ("longrope", dict(short_factor=[1.0, INF])),
    ("longrope", dict(long_factor=[2.0])),
    ("longrope", dict(attention_factor=0.0)),
    ("proportional", {}),
    ("proportional", dict(head_dim=512, partial_rotary_factor=0.25, base=1e6)),
    ("proportional", dict(partial_rotary_factor=1.0, factor=8.0)),
    ("proportional", dict(partial_rotary_factor=0.1)),  # int(0.4) = 0 pairs rotate
    ("proportional", dict(partial_rotary_factor=TINY)),
    ("proportional", dict(partial_rotary_factor=0.0)),
    ("proportional", dict(partial_rotary_factor=1.0 + 2.0 ** -52)),
    ("proportional", dict(partial_rotary_factor=INF)),
    ("proportional", dict(partial_rotary_factor=NAN)),
    ("proportional", dict(head_dim=7)),
    ("proportional", dict(head_dim=0)),
    ("proportional", dict(head_dim=(1 << 20) + 2)),
    ("proportional", dict(base=0.0)),
    ("proportional", dict(base=INF)),
    ("proportional", dict(base=NAN)),
    ("proportional", dict(head_dim=64, partial_rotary_factor=1.0, base=TINY)),  # pair 31
    ("proportional", dict(head_dim=64, partial_rotary_factor=0.9, base=TINY)),  # zero there
    ("proportional", dict(factor=0.0)),
    ("proportional", dict(factor=INF)),
    ("proportional", dict(factor=TINY)),
    ("proportional", dict(partial_rotary_factor=0.1, factor=TINY)),  # only zeros
    ("proportional", dict(factor=1e300)),  # underflows to 0: fine
]


def literal(value):
    """An MLIR literal that parses back to exactly `value`."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if math.isnan(value):
        return "0x7FF8000000000000"
    if math.isinf(value):
        return I64_BITS[value]
    mantissa, _, exponent = repr(value).partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


def module(kind, params):
    """A function with the schedule's rope.frequencies: without a length (if
    the schedule allows it), at a runtime length, and at the constant lengths
    L and L + 1 (which fold)."""
    attr = f"#rope.{kind}<" + ", ".join(
        f"{k} = {literal(v)}" for k, v in params.items()) + ">"
    d = params["head_dim" if kind == "proportional" else "rotary_dim"]
    tensor = f"tensor<{max(d // 2, 1)}xf64>"
    scale = kind in ("yarn", "longrope")
    results = f"{tensor}, f64" if scale else tensor
    names = "%f, %s" if scale else "%f"
    lines = []
    if kind in ("dynamic_ntk", "longrope"):
        length = params["original_max_position"]
        lines += [f"  %c0 = arith.constant {length} : index",
                  f"  %c1 = arith.constant {length + 1} : index"]
        operands = [" (%n : index)", " (%c0 : index)", " (%c1 : index)"]
        if kind == "longrope":
            operands.append("")
    else:
        operands = [""]
    for i, operand in enumerate(operands):
        lines.append(f"  {names.replace('%f', f'%f{i}').replace('%s', f'%s{i}')} = "
                     f"rope.frequencies {attr}{operand} -> {results}")
        lines.append(f'  "test.use"(%f{i}{f", %s{i}" if scale else ""}) : '
                     f'({results}) -> ()')
    return ("func.func @f(%n: index) {\n" + "\n".join(lines) + "\n  return\n}\n")


def dialect(cases):
    """[(accepted, message)]: rope-opt's verdicts, after canonicalization,
    from one run over all cases (one split-input-file chunk each); accepted
    is None if the schedule verifies but folds to inf or NaN."""
    chunks = [module(kind, params) for kind, params in cases]
    starts = [1]
    for chunk in chunks[:-1]:
        starts.append(starts[-1] + chunk.count("\n") + 1)
    run = subprocess.run(
        [ROPE_OPT, "--allow-unregistered-dialect", "--canonicalize", "-split-input-file",
         "-"], input="// -----\n".join(chunks), capture_output=True, text=True)
    errors = {}
    for line, message in re.findall(r"^<stdin>:(\d+):\d+: error: (.*)$", run.stderr,
                                    re.MULTILINE):
        errors.setdefault(bisect.bisect_right(starts, int(line)) - 1, message)
    outputs = run.stdout.split("// -----\n")
    if len(outputs) != len(chunks) or (run.returncode != 0) != bool(errors):
        sys.exit(f"unexpected rope-opt output:\n{run.stdout}\n{run.stderr}")
    verdicts = []
    for i, output in enumerate(outputs):
        if i in errors:
            verdicts.append((False, errors[i]))
        elif re.search(r"0x[7F]FF|inf|nan", output, re.IGNORECASE):
            # f64 bit patterns of inf and NaN print in hex.
            verdicts.append((None, "folded to a non-finite value:\n" + output))
        else:
            verdicts.append((True, ""))
    return verdicts


def reference(kind, p):
    """(accepted, message): the Python reference's verdict."""
    try:
        if kind == "default":
            sch.default(p["rotary_dim"], p["base"])
        elif kind == "linear":
            sch.linear(p["rotary_dim"], p["factor"], p["base"])
        elif kind == "ntk":
            sch.ntk(p["rotary_dim"], p["factor"], p["base"])
        elif kind == "dynamic_ntk":
            length = p["original_max_position"]
            for seq_len in (0, length, length + 1):
                sch.dynamic_ntk(p["rotary_dim"], p["factor"], length, seq_len, p["base"])
        elif kind == "yarn":
            sch.yarn(p["rotary_dim"], p["factor"], p["original_max_position"], p["base"],
                     p["beta_fast"], p["beta_slow"], p["truncate"])
            sch.yarn_attention_factor(p["factor"], p["mscale"], p["mscale_all_dim"],
                                      p.get("attention_factor"))
        elif kind == "llama3":
            sch.llama3(p["rotary_dim"], p["base"], p["factor"], p["low_freq_factor"],
                       p["high_freq_factor"], p["original_max_position"])
        elif kind == "longrope":
            for seq_len in (None, p["original_max_position"] + 1):
                sch.longrope(p["rotary_dim"], p["short_factor"], p["long_factor"],
                             p["original_max_position"], seq_len, p["base"])
            sch.longrope_attention_factor(p["factor"], p["original_max_position"],
                                          p.get("attention_factor"))
        elif kind == "proportional":
            sch.proportional(p["head_dim"], p["partial_rotary_factor"], p["base"], p["factor"])
    except ValueError as error:
        return False, str(error)
    return True, ""


def blamed(message, params):
    """The first parameter a message names."""
    for word in re.findall(r"[a-z_]+", message):
        if word in params:
            return word
    return None


cases = [(kind, dict(DEFAULTS[kind], **overrides)) for kind, overrides in CASES]
mismatches = accepted = 0
for (kind, params), (ok, message), (_, overrides) in zip(cases, dialect(cases), CASES):
    ref_ok, ref_message = reference(kind, params)
    accepted += bool(ok)
    where = f"#rope.{kind} {overrides}"
    if ok is None:
        mismatches += 1
        print(f"MISMATCH {where}: rope-opt accepts and {message}")
    elif ok != ref_ok:
        mismatches += 1
        print(f"MISMATCH {where}: rope-opt {'accepts' if ok else 'rejects'}"
              f" ({message}), schedules.py {'accepts' if ref_ok else 'rejects'}"
              f" ({ref_message})")
    elif not ok and blamed(message, params) != blamed(ref_message, params):
        mismatches += 1
        print(f"MISMATCH {where}: rope-opt blames {blamed(message, params)} ({message}),"
              f" schedules.py {blamed(ref_message, params)} ({ref_message})")
    else:
        print(f"{'accepted' if ok else 'rejected'}: {where}"
              + (f": {message} | {ref_message}" if not ok else ""))

print(f"{mismatches} mismatches")
print(f"{len(CASES)} parameter sets: {accepted} accepted, {len(CASES) - accepted} rejected")
sys.exit(1 if mismatches else 0)
