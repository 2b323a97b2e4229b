"""Compile MLIR ahead of time to a shared library and call it with ctypes.

``compile_module`` lowers MLIR text with an opt tool (``rope-opt`` by
default) to the LLVM dialect, translates it with ``mlir-translate`` and
builds a shared library with clang; ``call`` invokes its C interface.

Tools
    opt tool: the ``opt_tool`` argument, else $ROPE_OPT, else ``rope-opt`` on
    PATH. ``mlir-translate`` and clang (``clang-22``, else ``clang``) come from
    $LLVM_TOOLS_DIR, default /usr/lib/llvm-22/bin.

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
"""

import ctypes
import functools
import hashlib
import os
import shlex
import shutil
import subprocess
import tempfile

import numpy as np

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
}

# numpy scalar dtype -> ctypes type of a by-value scalar argument.
_SCALAR_CTYPES = {
    np.dtype(np.float32): ctypes.c_float,
    np.dtype(np.float64): ctypes.c_double,
    np.dtype(np.int64): ctypes.c_int64,
    np.dtype(np.int32): ctypes.c_int32,
}


class ToolError(RuntimeError):
    """A compilation tool is missing or failed; the message holds its stderr."""


def find_llvm_tool(*names):
    """Return the path of the first of names found in $LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin)."""
    tools_dir = os.environ.get("LLVM_TOOLS_DIR", DEFAULT_LLVM_TOOLS_DIR)
    for name in names:
        path = os.path.join(tools_dir, name)
        if os.access(path, os.X_OK):
            return path
    raise ToolError(f"none of {', '.join(names)} found in {tools_dir} (set LLVM_TOOLS_DIR)")


def find_opt_tool(opt_tool=None):
    """Return the opt tool: the argument, else $ROPE_OPT, else rope-opt on PATH."""
    tool = opt_tool or os.environ.get("ROPE_OPT") or shutil.which("rope-opt")
    if not tool:
        raise ToolError("rope-opt not found: pass opt_tool, set ROPE_OPT or put it on PATH")
    return tool


def compile_module(mlir_text, *, opt_tool=None, pipeline="rope-lower-to-llvm", workdir=None):
    """Lower mlir_text to a shared library and return it loaded as a ctypes.CDLL.

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
        _run([clang, "-O2", "-shared", "-fPIC", "-Wno-override-module",
              "-x", "ir", llvm_ir, "-o", library, "-lm"])
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


def call(lib, name, args, results=()):
    """Call _mlir_ciface_<name> in lib and return its memref results as numpy arrays.

    args: numpy arrays (memref arguments, passed by descriptor pointer),
    Python ints (index or i64), Python floats (f64) or numpy scalars
    (float32, float64, int32, int64), in the MLIR argument order.
    results: one (shape, dtype) per returned memref, in result order; dtype
    "bfloat16" means uint16 bit patterns. Returns None without results, the
    array for one result, a tuple of arrays for several.
    """
    function = getattr(lib, f"_mlir_ciface_{name}", None)
    if function is None:
        raise AttributeError(
            f"no _mlir_ciface_{name} in the library: is @{name} marked llvm.emit_c_interface?")
    function.restype = None

    specs = [(tuple(shape), _result_dtype(dtype)) for shape, dtype in results]
    types = [memref_type(_element_ctype(dtype), len(shape)) for shape, dtype in specs]
    c_args = [_c_argument(arg) for arg in args]
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
    raise TypeError(f"unsupported argument {arg!r} of type {type(arg).__name__}")


def _copy_out(descriptor, shape, dtype):
    """Copy a returned memref into a new numpy array, honouring offset and strides."""
    rank = len(shape)
    sizes = tuple(descriptor.sizes) if rank else ()
    if sizes != shape:
        raise ValueError(f"result has shape {sizes}, expected {shape}")
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
