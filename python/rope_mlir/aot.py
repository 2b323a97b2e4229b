"""Compile MLIR ahead of time to a shared library and call it with ctypes.

``compile_module`` lowers MLIR text with an opt tool (``rope-opt`` by
default) to the LLVM dialect, translates it with ``mlir-translate`` and
builds a shared library with clang; ``call`` invokes its C interface.

Tools
    opt tool: the ``opt_tool`` argument, else $ROPE_OPT, else the rope-opt
    an installed package carries (``rope_mlir/bin``, the wheel of ``pip
    install .``), else ``rope-opt`` on PATH. ``mlir-translate`` and clang
    (``clang-22``, else ``clang``) come from $LLVM_TOOLS_DIR, default
    /usr/lib/llvm-22/bin.

Code generation
    clang compiles at -O3 for the CPU and features that ``rope-lower-to-llvm``
    put on every function (``target-cpu``, default the host), and links
    LLVM's OpenMP runtime (libomp, from the LLVM installation's lib folder,
    found next to the tools) with an rpath to it, since the pipeline's
    parallel loops call it. A module lowered with ``num-threads=1`` does not
    need it. OMP_NUM_THREADS sets the thread count at run time.

C interface convention (what ``call`` relies on)
    A function carrying ``llvm.emit_c_interface`` (or lowered after
    ``--llvm-request-c-wrappers``) gets a wrapper ``_mlir_ciface_<name>``:

    * each memref argument is passed as a pointer to a descriptor
      ``struct { T *allocated; T *aligned; int64_t offset;
      int64_t sizes[rank]; int64_t strides[rank]; }`` (rank 0 has no sizes
      or strides; offset and strides count elements, not bytes);
    * scalar arguments (index, i64, f32, ...) are passed by value;
    * if the function returns memrefs, the wrapper returns void and takes
      as its FIRST argument a pointer to where the result goes: one
      descriptor for one result, a struct of descriptors (in result order)
      for several.

Ownership
    Arguments are wrapped without copying, so a function that writes into an
    argument memref (destination-passing style) writes into the numpy array:
    arrays must be C-contiguous. Returned memrefs are copied into fresh numpy
    arrays and their buffers are not freed: a result may alias an argument or
    a global constant, which free() must never see. Hot loops should pass
    outputs as arguments instead of returning them.

bfloat16 memrefs are carried as uint16 arrays (see ``rope_mlir.bf16``).

Signatures and checks
    ``rope-opt --rope-lower-to-llvm`` (with ``emit-c-interface``, the
    default) first runs ``rope-export-signatures``, which stores each public
    function's tensor-level signature as JSON in an exported string
    ``_rope_signature_<name>`` (element types, ranks, static sizes; see
    ``signature``). When the library has one for the function, ``call``
    checks everything against it BEFORE calling, and nothing runs on a
    mismatch. Errors name the function and the argument (``argument #i``,
    plus the argument's ``rope.name`` string attribute where it has one)
    and say what was expected:

    * TypeError: too many or missing arguments, an array where a scalar is
      expected or the reverse, an array's dtype (f32 -> float32,
      f64 -> float64, f16 -> float16, bf16 -> uint16 bit patterns,
      i64/index -> int64, i32 -> int32, i16 -> int16, i8 -> int8,
      i1 -> bool; no conversion, so an f64 array for an f32 tensor is an
      error), a scalar of the wrong kind, a results list of the wrong length
      or a result dtype that differs, a type ``call`` cannot pass (vectors,
      unranked tensors, scalar f16/bf16, scalar results);
    * ValueError: an array's rank or a static size (naming the dimension),
      a non-contiguous array, a memref layout with fixed strides or offset
      that a contiguous array does not have, an integer scalar out of range,
      a result spec's rank or static size.

    Scalars are converted by value to the parameter's C type: f32 -> float,
    f64 -> double, i64/index -> int64, i32 -> int32, i16, i8, i1 -> bool.
    A float parameter takes a Python or numpy float or int; an integer
    parameter takes a Python or numpy int (not a bool, not a float) that
    fits its width, signed or unsigned; i1 takes a bool, 0 or 1.

    Run-time checks
    Sizes that only the call fixes (dynamic dimensions: positions against
    the sequence, tables, key and value lengths, ...) are checked by the
    compiled code itself (``rope-insert-runtime-checks``). With the default
    ``on-check-failure=status``, the library exports ``_rope_checked_<name>``
    beside each C interface, returning a status (``rope-c/Runtime.h``);
    ``call`` uses it, and a failed check raises ``RuntimeCheckError`` (a
    ValueError) carrying the check's message: the op, its location in the
    compiled module, the sizes. The function returned at the failed check,
    before the op it guards ran (outputs passed as arguments hold what
    earlier ops of the function wrote, if any), and the process and calls
    on other threads go on. ``last_error(lib)`` reads the calling
    thread's last message. A library compiled with
    ``on-check-failure=abort`` aborts the process instead.

    Libraries without the signature (built with another pipeline, or by
    hand) are called unchecked, as before: Python ints pass as int64, Python floats as double
    (wrong for an f32 parameter: pass ``np.float32``), numpy scalars as their
    own type, arrays by descriptor whatever their dtype.
"""

import ctypes
import functools
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import tempfile
import weakref

import numpy as np

from rope_mlir import _installed

DEFAULT_LLVM_TOOLS_DIR = "/usr/lib/llvm-22/bin"

# numpy dtype -> ctypes element type of a memref. float16 and bfloat16 travel
# as 16-bit patterns: the callee only needs the element size right.
_ELEMENT_CTYPES = {
    np.dtype(np.float32): ctypes.c_float,
    np.dtype(np.float64): ctypes.c_double,
    np.dtype(np.float16): ctypes.c_uint16,
    np.dtype(np.uint16): ctypes.c_uint16,
    np.dtype(np.int64): ctypes.c_int64,
    np.dtype(np.int32): ctypes.c_int32,
    np.dtype(np.int16): ctypes.c_int16,
    np.dtype(np.int8): ctypes.c_int8,
    np.dtype(np.bool_): ctypes.c_bool,
}

# MLIR element type (as rope-export-signatures writes it) -> numpy dtype of
# the arrays that carry it.
_ARRAY_DTYPES = {
    "f64": np.dtype(np.float64),
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(np.uint16),
    "i64": np.dtype(np.int64),
    "index": np.dtype(np.int64),
    "i32": np.dtype(np.int32),
    "i16": np.dtype(np.int16),
    "i8": np.dtype(np.int8),
    "i1": np.dtype(np.bool_),
}

# MLIR scalar type -> (ctypes type of the by-value parameter, bit width of an
# integer or None for a float).
_SCALAR_PARAMETERS = {
    "f64": (ctypes.c_double, None),
    "f32": (ctypes.c_float, None),
    "i64": (ctypes.c_int64, 64),
    "index": (ctypes.c_int64, 64),
    "i32": (ctypes.c_int32, 32),
    "i16": (ctypes.c_int16, 16),
    "i8": (ctypes.c_int8, 8),
    "i1": (ctypes.c_bool, 1),
}

SIGNATURE_PREFIX = "_rope_signature_"
# Status-returning entry points (rope-c/Runtime.h).
CHECKED_PREFIX = "_rope_checked_"

# Parsed signatures per library and function name (None: the library has none).
_signatures = weakref.WeakKeyDictionary()

# numpy scalar dtype -> ctypes type of a by-value scalar argument.
_SCALAR_CTYPES = {
    np.dtype(np.float32): ctypes.c_float,
    np.dtype(np.float64): ctypes.c_double,
    np.dtype(np.int64): ctypes.c_int64,
    np.dtype(np.int32): ctypes.c_int32,
}


class ToolError(RuntimeError):
    """A compilation tool is missing or failed; the message holds its stderr."""


class RuntimeCheckError(ValueError):
    """A run-time check of the compiled code failed (sizes that disagree, an
    overflowing offset, AMX tiles that Linux refused the process): the
    function returned before the op it guards ran.

    The message is the check's, naming the op, its location in the compiled
    module and the sizes (for AMX, the function and the errno); ``status`` is
    its RopeStatus code (``rope-c/Runtime.h``: 1 for sizes that differ, 2 for
    an overflow, 3 for the AMX refusal) and ``function`` the called
    function's name.
    """

    def __init__(self, function, status, message):
        super().__init__(message)
        self.function = function
        self.status = status


def find_llvm_tool(*names):
    """Return the path of the first of names found in $LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin)."""
    tools_dir = os.environ.get("LLVM_TOOLS_DIR", DEFAULT_LLVM_TOOLS_DIR)
    for name in names:
        path = os.path.join(tools_dir, name)
        if os.access(path, os.X_OK):
            return path
    raise ToolError(f"none of {', '.join(names)} found in {tools_dir} (set LLVM_TOOLS_DIR)")


def openmp_flags():
    """Return the clang flags that link LLVM's OpenMP runtime (libomp) of the
    installation that holds the tools ($LLVM_TOOLS_DIR/../lib)."""
    tools_dir = os.environ.get("LLVM_TOOLS_DIR", DEFAULT_LLVM_TOOLS_DIR)
    lib_dir = os.path.join(os.path.dirname(os.path.abspath(tools_dir)), "lib")
    return [f"-L{lib_dir}", "-lomp", f"-Wl,-rpath,{lib_dir}"]


def find_opt_tool(opt_tool=None):
    """Return the opt tool: the argument, else $ROPE_OPT, else the installed
    package's bin/rope-opt, else rope-opt on PATH."""
    tool = (opt_tool or os.environ.get("ROPE_OPT")
            or _installed.packaged_file("bin", "rope-opt") or shutil.which("rope-opt"))
    if not tool:
        raise ToolError("rope-opt not found: pass opt_tool, set ROPE_OPT or put it on PATH")
    return tool


def compile_module(mlir_text, *, opt_tool=None, pipeline="rope-lower-to-llvm", workdir=None):
    """Lower mlir_text to a shared library and return it loaded as a ctypes.CDLL.

    With the default pipeline the library carries each public function's
    signature, which ``call`` checks arguments against (``signature`` reads
    it); a pipeline without ``rope-export-signatures`` gives a library that
    ``call`` calls unchecked.

    pipeline: a string of opt flags (split like a shell command line, so
    quote an option holding spaces) or a list with one flag per item; a
    leading "--" is added where missing. workdir: a folder that keeps the
    intermediate files (input.mlir, lowered.mlir, module.ll, the library);
    by default a temporary folder is used and removed once the library is
    loaded. The library file name hashes the input and the pipeline, because
    the dynamic loader returns the already loaded library for a known path.
    """
    opt = find_opt_tool(opt_tool)
    translate = find_llvm_tool("mlir-translate")
    clang = find_llvm_tool("clang-22", "clang")
    flags = _pipeline_flags(pipeline)
    digest = hashlib.sha256("\0".join([mlir_text, opt] + flags).encode()).hexdigest()[:16]

    def build(folder):
        source = os.path.join(folder, "input.mlir")
        lowered = os.path.join(folder, "lowered.mlir")
        llvm_ir = os.path.join(folder, "module.ll")
        library = os.path.join(folder, f"rope_mlir_{digest}.so")
        with open(source, "w") as f:
            f.write(mlir_text)
        _run([opt, source, *flags, "-o", lowered])
        _run([translate, "--mlir-to-llvmir", lowered, "-o", llvm_ir])
        _run([clang, "-O3", "-shared", "-fPIC", "-Wno-override-module",
              "-x", "ir", llvm_ir, "-o", library, "-lm", *openmp_flags()])
        try:
            return ctypes.CDLL(library)
        except OSError as error:  # e.g. an undefined runtime symbol
            raise ToolError(f"cannot load the compiled library: {error}") from error

    if workdir is not None:
        os.makedirs(workdir, exist_ok=True)
        return build(workdir)
    # A loaded library stays mapped after its file is deleted.
    with tempfile.TemporaryDirectory(prefix="rope_mlir_") as folder:
        return build(folder)


@functools.lru_cache(maxsize=None)
def memref_type(element_ctype, rank):
    """Return the ctypes Structure of a rank-`rank` memref descriptor of element_ctype."""
    pointer = ctypes.POINTER(element_ctype)
    fields = [("allocated", pointer), ("aligned", pointer), ("offset", ctypes.c_int64)]
    if rank > 0:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    name = f"MemRef{rank}D_{element_ctype.__name__}"
    return type(name, (ctypes.Structure,), {"_fields_": fields})


def aligned_empty(shape, dtype=np.float32, alignment=64):
    """Return an uninitialized C-contiguous array whose data starts on an
    `alignment`-byte boundary (a power of two), as MLIR's own allocations
    and PyTorch's CPU tensors do; numpy's large arrays start 16 bytes past
    one. (An empty array has no data to align.)

    The compiled kernels take any address, but rows that start on cache-line
    boundaries are faster: a result tile row of a matmul that straddles two
    lines costs two accesses (up to 30% on skinny f32 matmuls of an Intel
    Xeon with AMX, see bench/README.md), and large outputs are stored around
    the cache only where a row starts on a 64-byte boundary.
    """
    if alignment <= 0 or alignment & (alignment - 1):
        raise ValueError(f"alignment must be a power of two, got {alignment}")
    dtype = np.dtype(dtype)
    shape = (int(shape),) if np.ndim(shape) == 0 else tuple(int(d) for d in shape)
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    raw = np.empty(nbytes + alignment, dtype=np.uint8)
    start = -raw.ctypes.data % alignment
    return raw[start:start + nbytes].view(dtype).reshape(shape)


def as_memref(array):
    """Wrap a C-contiguous numpy array in a memref descriptor without copying.

    The descriptor keeps a reference to the array (attribute ``array``), so
    the buffer lives as long as the descriptor does.
    """
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected a numpy array, got {type(array).__name__}")
    element = _element_ctype(array.dtype)
    if not array.flags.c_contiguous:
        raise ValueError("memref arrays must be C-contiguous (use np.ascontiguousarray)")
    descriptor = memref_type(element, array.ndim)()
    data = array.ctypes.data_as(ctypes.POINTER(element))
    descriptor.allocated = data
    descriptor.aligned = data
    descriptor.offset = 0
    if array.ndim > 0:
        descriptor.sizes[:] = array.shape
        descriptor.strides[:] = [s // array.itemsize for s in array.strides]
    descriptor.array = array
    return descriptor


def signature(lib, name):
    """Return the signature rope-export-signatures recorded for @name in lib, or None.

    A dict parsed from the JSON global ``_rope_signature_<name>``:
    ``{"version": 1, "function": name, "args": [...], "results": [...]}``,
    each argument and result ``{"kind": "tensor" | "memref" | "scalar" |
    "other", "type": element or scalar type ("f32", "bf16", "index", ...),
    "shape": sizes with -1 where dynamic (tensor and memref only),
    "mlir": the MLIR type, "name": its rope.name (where given)}``; memrefs
    with a fixed non-identity layout add "strides" and "offset".
    """
    try:
        per_function = _signatures.setdefault(lib, {})
    except TypeError:  # a library object that takes no weak reference
        per_function = {}
    if name not in per_function:
        try:
            first = ctypes.c_char.in_dll(lib, SIGNATURE_PREFIX + name)
        except ValueError:  # no such symbol
            per_function[name] = None
        else:
            text = ctypes.string_at(ctypes.addressof(first)).decode()
            parsed = json.loads(text)
            if parsed.get("version") != 1:
                raise ValueError(f"@{name}: unsupported signature version "
                                 f"{parsed.get('version')!r} in the library")
            per_function[name] = parsed
    return per_function[name]


def call(lib, name, args, results=()):
    """Call _mlir_ciface_<name> in lib and return its memref results as numpy arrays.

    A result's size may be None: the size the function returned, for
    dynamic dimensions whose size only the call fixes.

    args: numpy arrays (memref arguments, passed by descriptor pointer),
    torch tensors (see ``from_torch``: CPU tensors, passed without a copy
    where contiguous) and Python or numpy scalars, in the MLIR argument
    order. results: one
    (shape, dtype) per returned memref, in result order; dtype "bfloat16"
    means uint16 bit patterns. Returns None without results, the array for
    one result, a tuple of arrays for several.

    When lib carries the function's signature (see the module docstring),
    every argument and result spec is checked against it before the call
    (TypeError, ValueError) and scalars are passed as the parameter's C
    type; without one, nothing is checked and Python ints pass as int64,
    Python floats as double, numpy scalars as their own type.
    """
    function = getattr(lib, f"_mlir_ciface_{name}", None)
    if function is None:
        raise AttributeError(
            f"no _mlir_ciface_{name} in the library: is @{name} marked llvm.emit_c_interface?")
    function.restype = None
    # The status-returning twin (rope-return-status), where the library has
    # one: a failed run-time check raises instead of killing the process.
    checked = getattr(lib, f"{CHECKED_PREFIX}{name}", None)
    if checked is not None:
        checked.restype = ctypes.c_int32
        function = functools.partial(_call_checked, lib, name, checked)

    args = list(args)
    for i, arg in enumerate(args):
        if _is_torch_tensor(arg):
            try:
                args[i] = from_torch(arg)
            except TypeError as error:
                raise TypeError(f"@{name}: argument #{i}: {error}") from None
    expected = signature(lib, name)
    if expected is None:
        specs = [(tuple(None if n is None else int(n) for n in shape), _result_dtype(dtype))
                 for shape, dtype in results]
        c_args = [_c_argument(arg) for arg in args]
    else:
        c_args = _checked_arguments(expected, list(args))
        specs = _checked_results(expected, list(results))
    types = [memref_type(_element_ctype(dtype), len(shape)) for shape, dtype in specs]
    if not types:
        function(*c_args)
        return None
    if len(types) == 1:
        returned = types[0]()
        function(ctypes.byref(returned), *c_args)
        return _copy_out(returned, *specs[0])
    fields = [(f"r{i}", t) for i, t in enumerate(types)]
    returned = type("MemRefResults", (ctypes.Structure,), {"_fields_": fields})()
    function(ctypes.byref(returned), *c_args)
    return tuple(_copy_out(getattr(returned, f"r{i}"), *spec) for i, spec in enumerate(specs))


def _is_torch_tensor(value):
    # Without importing torch: the core package does not need it.
    return any(cls.__module__ == "torch" and cls.__name__ == "Tensor"
               for cls in type(value).__mro__)


def describe(value):
    """A short description of an argument: dtype and shape for arrays and
    tensors (never their elements), else a repr cut to 60 characters."""
    if isinstance(value, np.ndarray):
        return f"{value.dtype} array of shape {value.shape}"
    if _is_torch_tensor(value):
        return (f"torch tensor of dtype {value.dtype}, shape {tuple(value.shape)}"
                f" on {value.device}")
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{text} of type {type(value).__name__}"


def from_torch(tensor):
    """The numpy array ``call`` passes for a torch tensor: a view of its
    memory (no copy) when it is a C-contiguous CPU tensor, else a contiguous
    copy (so a function writing into that argument writes into the copy).
    The tensor is detached: nothing is recorded for autograd. bfloat16
    tensors become their uint16 bit patterns. A tensor on another device,
    or of a dtype numpy cannot view, raises TypeError naming its dtype and
    shape."""
    if tensor.device.type != "cpu":
        raise TypeError(f"{describe(tensor)}: aot.call takes CPU tensors "
                        "(move it with .cpu())")
    tensor = tensor.detach()
    if not tensor.is_contiguous():
        tensor = tensor.contiguous()
    if str(tensor.dtype) == "torch.bfloat16":
        import torch

        return tensor.view(torch.int16).numpy().view(np.uint16)
    try:
        return tensor.numpy()
    except (TypeError, RuntimeError) as error:
        raise TypeError(f"{describe(tensor)}: numpy cannot view it ({error})") from None


def last_error(lib):
    """Return the message of the calling thread's last failed run-time check
    in lib (``rope_last_error``), or None when there is none or lib does not
    export it."""
    function = getattr(lib, "rope_last_error", None)
    if function is None:
        return None
    function.restype = ctypes.c_char_p
    function.argtypes = []
    text = function()
    return None if text is None else text.decode(errors="replace")


def _call_checked(lib, name, checked, *c_args):
    status = checked(*c_args)
    if status != 0:
        message = last_error(lib) or f"run-time check failed with status {status}"
        raise RuntimeCheckError(name, status, f"@{name}: {message}")


def _pipeline_flags(pipeline):
    items = shlex.split(pipeline) if isinstance(pipeline, str) else list(pipeline)
    return [item if item.startswith("-") else "--" + item for item in items]


def _run(command):
    try:
        done = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise ToolError(f"cannot run {command[0]}: {error}") from error
    if done.returncode != 0:
        raise ToolError(f"{os.path.basename(command[0])} failed "
                        f"(exit {done.returncode}): {shlex.join(command)}\n{done.stderr}")


def _element_ctype(dtype):
    try:
        return _ELEMENT_CTYPES[np.dtype(dtype)]
    except KeyError:
        supported = ", ".join(str(d) for d in _ELEMENT_CTYPES)
        raise ValueError(f"unsupported memref dtype {dtype}; supported: {supported}") from None


def _result_dtype(dtype):
    return np.dtype(np.uint16 if isinstance(dtype, str) and dtype == "bfloat16" else dtype)


def _c_argument(arg):
    if isinstance(arg, np.ndarray):
        return ctypes.byref(as_memref(arg))
    if isinstance(arg, bool):
        raise TypeError("bool arguments are ambiguous; pass an int")
    if isinstance(arg, int):
        return ctypes.c_int64(arg)
    if isinstance(arg, float):
        return ctypes.c_double(arg)
    if isinstance(arg, np.generic) and arg.dtype in _SCALAR_CTYPES:
        return _SCALAR_CTYPES[arg.dtype](arg.item())
    raise TypeError(f"unsupported argument {describe(arg)}")


def _label(signature, what, index, entry):
    name = f" ({entry['name']})" if "name" in entry else ""
    return f"@{signature['function']}: {what} #{index}{name}"


def _expected(entry):
    """What an argument or result has to be, in MLIR and numpy terms."""
    if entry["kind"] in ("tensor", "memref") and entry["shape"] is not None:
        dtype = _ARRAY_DTYPES.get(entry["type"])
        if dtype is not None:
            shape = tuple("?" if n < 0 else n for n in entry["shape"])
            shape_text = "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"
            return f"{entry['mlir']} ({dtype} array of shape {shape_text})"
    if entry["kind"] == "scalar":
        return f"a scalar {entry['mlir']}"
    return entry["mlir"]


def _given(value):
    return describe(value)


def _array_dtype(label, entry):
    """The numpy dtype of a tensor/memref entry; TypeError for what call cannot pass."""
    if entry["kind"] not in ("tensor", "memref"):
        raise TypeError(f"{label} is {entry['mlir']}, which aot.call cannot pass; "
                        "only tensors, memrefs and integer or f32/f64 scalars")
    if entry["shape"] is None:
        raise TypeError(f"{label} is {entry['mlir']}: unranked types are not supported")
    dtype = _ARRAY_DTYPES.get(entry["type"])
    if dtype is None:
        raise TypeError(f"{label} has element type {entry['type']}, which aot.call does not "
                        f"support (supported: {', '.join(_ARRAY_DTYPES)})")
    return dtype


def _checked_arguments(signature, args):
    """The ctypes arguments of args, each checked against the signature."""
    params = signature["args"]
    if len(args) > len(params):
        listed = ", ".join(p["mlir"] for p in params)
        raise TypeError(f"@{signature['function']} takes {len(params)} argument(s) "
                        f"({listed}), got {len(args)}")
    if len(args) < len(params):
        i = len(args)
        raise TypeError(f"{_label(signature, 'argument', i, params[i])}: missing, "
                        f"expected {_expected(params[i])}")
    return [_checked_argument(_label(signature, "argument", i, param), param, arg)
            for i, (param, arg) in enumerate(zip(params, args))]


def _checked_argument(label, param, arg):
    if param["kind"] == "scalar":
        return _scalar_argument(label, param, arg)
    dtype = _array_dtype(label, param)
    if not isinstance(arg, np.ndarray):
        raise TypeError(f"{label}: expected {_expected(param)}, got {_given(arg)}")
    if arg.dtype != dtype:
        raise TypeError(f"{label}: expected element type {param['type']} ({dtype} array), "
                        f"got {arg.dtype} array")
    shape = param["shape"]
    if arg.ndim != len(shape):
        raise ValueError(f"{label}: expected rank {len(shape)}, {_expected(param)}, "
                         f"got rank {arg.ndim} (shape {arg.shape})")
    for dim, (want, got) in enumerate(zip(shape, arg.shape)):
        if want >= 0 and want != got:
            raise ValueError(f"{label}: dimension {dim} has size {got}, expected {want} "
                             f"({param['mlir']})")
    if not arg.flags.c_contiguous:
        raise ValueError(f"{label}: arrays must be C-contiguous (use np.ascontiguousarray)")
    strides = param.get("strides")
    if strides is not None:
        contiguous = [s // arg.itemsize for s in arg.strides]
        offset = param.get("offset", 0)
        if offset > 0 or any(want >= 0 and n > 1 and want != have
                             for want, have, n in zip(strides, contiguous, arg.shape)):
            raise ValueError(f"{label}: {param['mlir']} fixes strides {strides} and offset "
                             f"{offset}; aot.call passes the C-contiguous array with strides "
                             f"{contiguous} and offset 0")
    return ctypes.byref(as_memref(arg))


def _scalar_argument(label, param, arg):
    kind = param["type"]
    if kind not in _SCALAR_PARAMETERS:
        raise TypeError(f"{label} is a scalar {kind}, which ctypes cannot pass")
    ctype, bits = _SCALAR_PARAMETERS[kind]
    is_bool = isinstance(arg, (bool, np.bool_))
    is_int = isinstance(arg, (int, np.integer)) and not is_bool
    if bits == 1 and (is_bool or (is_int and int(arg) in (0, 1))):
        return ctype(bool(arg))
    if bits is None and (is_int or isinstance(arg, (float, np.floating))):
        return ctype(float(arg))
    if bits not in (None, 1) and is_int:
        value = int(arg)
        if not -(1 << (bits - 1)) <= value < (1 << bits):
            raise ValueError(f"{label}: {value} does not fit in {kind}")
        return ctype(value)
    wanted = {None: "a float or an int", 1: "a bool, 0 or 1"}.get(bits, "an int")
    raise TypeError(f"{label}: expected {_expected(param)} ({wanted}), got {_given(arg)}")


def _checked_results(signature, results):
    """(shape, dtype) of each result spec, checked against the signature."""
    outs = signature["results"]
    if len(results) != len(outs):
        listed = ", ".join(r["mlir"] for r in outs) or "nothing"
        raise TypeError(f"@{signature['function']} returns {len(outs)} result(s) ({listed}); "
                        f"results= describes {len(results)}")
    specs = []
    for i, (out, spec) in enumerate(zip(outs, results)):
        label = _label(signature, "result", i, out)
        want_dtype = _array_dtype(label, out)
        try:
            shape, dtype = spec
            shape = tuple(None if n is None else int(n) for n in shape)
            dtype = _result_dtype(dtype)
        except (TypeError, ValueError):
            raise TypeError(f"{label}: expected a (shape, dtype) pair, got {describe(spec)}") from None
        if dtype != want_dtype:
            raise TypeError(f"{label}: element type {out['type']} comes back as {want_dtype}, "
                            f"not {dtype}")
        if len(shape) != len(out["shape"]):
            raise ValueError(f"{label}: expected rank {len(out['shape'])}, {_expected(out)}, "
                             f"got shape {shape}")
        for dim, (want, got) in enumerate(zip(out["shape"], shape)):
            if want >= 0 and got is not None and want != got:
                raise ValueError(f"{label}: dimension {dim} has size {want} ({out['mlir']}), "
                                 f"not {got}")
        specs.append((shape, dtype))
    return specs


def _copy_out(descriptor, shape, dtype):
    """Copy a returned memref into a new numpy array, honouring offset and strides."""
    rank = len(shape)
    sizes = tuple(descriptor.sizes) if rank else ()
    if any(want is not None and want != got for want, got in zip(shape, sizes)):
        raise ValueError(f"result has shape {sizes}, expected {shape}")
    if any(n < 0 for n in sizes):
        raise ValueError(f"result has negative sizes {sizes}")
    shape = sizes
    if 0 in shape:
        return np.empty(shape, dtype)
    strides = tuple(descriptor.strides) if rank else ()
    if any(s < 0 for s in strides):
        raise ValueError(f"negative result strides {strides} are not supported")
    span = 1 + sum((n - 1) * s for n, s in zip(shape, strides))
    aligned = ctypes.cast(descriptor.aligned, ctypes.c_void_p).value
    if not aligned:
        raise ValueError("result memref has a null data pointer")
    start = aligned + descriptor.offset * dtype.itemsize
    buffer = (ctypes.c_uint8 * (span * dtype.itemsize)).from_address(start)
    flat = np.frombuffer(buffer, dtype=dtype)
    view = np.lib.stride_tricks.as_strided(
        flat, shape=shape, strides=[s * dtype.itemsize for s in strides])
    return view.copy()
