"""In-process MLIR for Python through rope-mlir's C API (libRopeMLIR-C.so).

MLIR's own Python bindings are not packaged on Debian, and the copies inside
other wheels belong to other MLIR versions, so this module calls the C API
that rope-mlir builds (``include/rope-c/Rope.h`` plus MLIR's core C API
linked into the same library) with ctypes:

    with Context() as ctx:
        lowered = ctx.run(source_text, "builtin.module(rope-to-linalg)")

``Context.run`` parses, runs a textual pass pipeline (anchored on
``builtin.module``, as ``rope-opt --pass-pipeline`` takes it) and returns the
printed module; diagnostics become an ``MlirError`` carrying every message
with its location. Remarks (``rope-report-schedules``) are collected in
``Context.remarks``.

Library lookup: $ROPE_MLIR_C_LIBRARY, else the one an installed package
carries (``rope_mlir/lib``, the wheel of ``pip install .``), else
``build/lib/libRopeMLIR-C.so`` of the checkout this package sits in.
"""

import ctypes
import os

from rope_mlir import _installed

_HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_LIBRARY = os.path.join(os.path.dirname(os.path.dirname(_HERE)),
                               "build", "lib", "libRopeMLIR-C.so")


class MlirError(RuntimeError):
    """Parsing, verification or a pass failed; the message holds MLIR's diagnostics."""


def _handle(name):
    """A C API handle type: a struct holding one pointer, passed by value."""
    return type(name, (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})


_Context = _handle("MlirContext")
_Registry = _handle("MlirDialectRegistry")
_Module = _handle("MlirModule")
_Operation = _handle("MlirOperation")
_PassManager = _handle("MlirPassManager")
_OpPassManager = _handle("MlirOpPassManager")
_Diagnostic = _handle("MlirDiagnostic")
_Location = _handle("MlirLocation")


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, text):
        data = text.encode()
        return cls(data, len(data))


class _LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


_StringCallback = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)
# ctypes callbacks cannot return structs: MlirLogicalResult, a struct of one
# int8, is returned exactly like an int8 (and MlirDiagnostic, one pointer,
# is passed like a pointer) in the C calling convention.
_DiagnosticHandler = ctypes.CFUNCTYPE(ctypes.c_int8, ctypes.c_void_p, ctypes.c_void_p)
_SEVERITIES = ("error", "warning", "note", "remark")


def find_library(path=None):
    """Return the path of libRopeMLIR-C.so (argument, $ROPE_MLIR_C_LIBRARY,
    the installed package's lib/, build/)."""
    path = (path or os.environ.get("ROPE_MLIR_C_LIBRARY")
            or _installed.packaged_file("lib", "libRopeMLIR-C.so") or DEFAULT_LIBRARY)
    if not os.path.exists(path):
        raise FileNotFoundError(f"libRopeMLIR-C.so not found at {path}: build rope-mlir "
                                "or set ROPE_MLIR_C_LIBRARY")
    return path


def _load(path):
    lib = ctypes.CDLL(path)
    signatures = {
        "mlirContextCreate": ([], _Context),
        "mlirContextDestroy": ([_Context], None),
        "mlirDialectRegistryCreate": ([], _Registry),
        "mlirDialectRegistryDestroy": ([_Registry], None),
        "ropeRegisterAllDialects": ([_Registry], None),
        "ropeRegisterAllPasses": ([], None),
        "mlirContextAppendDialectRegistry": ([_Context, _Registry], None),
        "mlirContextAttachDiagnosticHandler":
            ([_Context, _DiagnosticHandler, ctypes.c_void_p, ctypes.c_void_p], ctypes.c_uint64),
        "mlirDiagnosticPrint": ([_Diagnostic, _StringCallback, ctypes.c_void_p], None),
        "mlirDiagnosticGetSeverity": ([_Diagnostic], ctypes.c_int),
        "mlirDiagnosticGetLocation": ([_Diagnostic], _Location),
        "mlirLocationPrint": ([_Location, _StringCallback, ctypes.c_void_p], None),
        "mlirModuleCreateParse": ([_Context, _StringRef], _Module),
        "mlirModuleGetOperation": ([_Module], _Operation),
        "mlirModuleDestroy": ([_Module], None),
        "mlirOperationVerify": ([_Operation], ctypes.c_bool),
        "mlirOperationPrint": ([_Operation, _StringCallback, ctypes.c_void_p], None),
        "mlirPassManagerCreate": ([_Context], _PassManager),
        "mlirPassManagerDestroy": ([_PassManager], None),
        "mlirPassManagerGetAsOpPassManager": ([_PassManager], _OpPassManager),
        "mlirParsePassPipeline":
            ([_OpPassManager, _StringRef, _StringCallback, ctypes.c_void_p], _LogicalResult),
        "mlirPassManagerRunOnOp": ([_PassManager, _Operation], _LogicalResult),
    }
    for name, (args, result) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = args
        function.restype = result
    return lib


def _collect(print_function, *args):
    """Call a C API printer and return what it printed."""
    chunks = []
    callback = _StringCallback(lambda text, _: chunks.append(
        ctypes.string_at(text.data, text.length).decode()))
    print_function(*args, callback, None)
    return "".join(chunks)


class Context:
    """An MLIR context with rope-mlir's and every upstream dialect and pass."""

    def __init__(self, library=None):
        self._lib = _load(find_library(library))
        self._context = self._lib.mlirContextCreate()
        registry = self._lib.mlirDialectRegistryCreate()
        self._lib.ropeRegisterAllDialects(registry)
        self._lib.mlirContextAppendDialectRegistry(self._context, registry)
        self._lib.mlirDialectRegistryDestroy(registry)
        self._lib.ropeRegisterAllPasses()
        self.diagnostics = []
        self.remarks = []
        # Kept referenced: the C side calls it for as long as the context lives.
        self._handler = _DiagnosticHandler(self._on_diagnostic)
        self._lib.mlirContextAttachDiagnosticHandler(self._context, self._handler, None, None)

    def _on_diagnostic(self, pointer, _):
        diagnostic = _Diagnostic(pointer)
        severity = _SEVERITIES[self._lib.mlirDiagnosticGetSeverity(diagnostic)]
        location = _collect(self._lib.mlirLocationPrint,
                            self._lib.mlirDiagnosticGetLocation(diagnostic))
        message = f"{location}: {severity}: {_collect(self._lib.mlirDiagnosticPrint, diagnostic)}"
        (self.remarks if severity == "remark" else self.diagnostics).append(message)
        return 1  # handled

    def _fail(self, what):
        messages = "\n".join(self.diagnostics) or "(no diagnostic)"
        self.diagnostics = []
        raise MlirError(f"{what}:\n{messages}")

    def run(self, source, pipeline=None):
        """Parse `source`, verify it, run `pipeline` (if given) and return the printed module."""
        module = self._lib.mlirModuleCreateParse(self._context, _StringRef.of(source))
        if not module.ptr:
            self._fail("parsing failed")
        try:
            operation = self._lib.mlirModuleGetOperation(module)
            if not self._lib.mlirOperationVerify(operation):
                self._fail("verification failed")
            if pipeline:
                self._run_pipeline(operation, pipeline)
            return _collect(self._lib.mlirOperationPrint, operation)
        finally:
            self._lib.mlirModuleDestroy(module)

    def _run_pipeline(self, operation, pipeline):
        pm = self._lib.mlirPassManagerCreate(self._context)
        try:
            errors = []
            callback = _StringCallback(lambda text, _: errors.append(
                ctypes.string_at(text.data, text.length).decode()))
            parsed = self._lib.mlirParsePassPipeline(
                self._lib.mlirPassManagerGetAsOpPassManager(pm), _StringRef.of(pipeline),
                callback, None)
            if not parsed.value:
                raise MlirError(f"bad pass pipeline {pipeline!r}: {''.join(errors)}")
            if not self._lib.mlirPassManagerRunOnOp(pm, operation).value:
                self._fail(f"pipeline {pipeline!r} failed")
        finally:
            self._lib.mlirPassManagerDestroy(pm)

    def close(self):
        if self._context is not None:
            self._lib.mlirContextDestroy(self._context)
            self._context = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
