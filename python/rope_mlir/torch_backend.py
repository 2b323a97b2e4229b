"""The ``torch.compile`` backend "rope_mlir".

    import rope_mlir  # registers the backend where torch is importable
    compiled = torch.compile(model, backend="rope_mlir", dynamic=True)
    with torch.no_grad():
        out = compiled(hidden_states, position_ids)

Each graph that TorchDynamo captures is compiled like this:

1. Constants. Placeholders that hold the module's parameters, buffers
   (``inv_freq``) and attributes (``scaling``: dynamo passes Python floats
   of a module as 0-d tensors) become constants of a private copy of the
   graph: tensors as buffers of that copy (torch-mlir's import makes them
   literals), 0-d attributes read with ``.item()`` as Python numbers. So
   ``rope-raise`` sees ``inv_freq`` and recovers the exact schedule, and
   ``rope-fuse-attention`` sees a constant score scale. The compiled
   function takes only the graph's real inputs. Each call checks that the
   constants are still the same tensors, unmodified (their version counter)
   and the same attribute values; a change recompiles the graph.
2. Symbolic sizes. Sizes that dynamo made symbolic (``dynamic=True``,
   ``torch._dynamo.mark_dynamic``, or its automatic dynamic shapes after a
   second size) stay dynamic (``?``) in the MLIR: one compiled library runs
   every sequence length, and result shapes are computed from the inputs'
   sizes at each call.
3. ``torch.export`` of that graph, torch-mlir's import to
   linalg-on-tensors, ``rope-opt --rope-raise --rope-fuse-attention``,
   then ``--rope-lower-to-llvm`` and ``rope_mlir.aot.compile_module``.
   This runs at the graph's first call, outside dynamo's tracing (the
   backend itself only inspects the graph).

Graphs it cannot take run eagerly (the graph dynamo gave the backend) and
the reason is logged as a warning on the "rope_mlir" logger: a graph on
another device than the CPU, a dtype or op torch-mlir or rope-opt rejects,
non-tensor outputs, in-place changes of inputs or buffers (a KV cache).
Nothing raises from the backend.

Autograd: the compiled code has no backward. When grad mode is on and an
input or parameter requires gradients (parameters do by default: call the
model under ``torch.no_grad()`` or ``torch.inference_mode()``), the graph
runs eagerly, with autograd, and the reason is logged. The user's module is
never changed (no ``eval()``, no change to its buffers or state_dict).

Options (``torch.compile(..., options={...})``):
    ``dump_dir``: keep every stage of every graph in a folder
    ``<dump_dir>/<n>-<graph>/``: ``graph.py`` (dynamo's FX graph),
    ``exported.mlir`` (torch-mlir, linalg-on-tensors), ``raised.mlir``
    (after rope-raise and rope-fuse-attention), ``remarks.txt``, and
    ``aot.compile_module``'s ``input.mlir``, ``lowered.mlir``, ``module.ll``
    and the library. Default: $ROPE_MLIR_DUMP_DIR, else nothing is kept.
    ``opt_tool``: rope-opt's path (default as ``rope_mlir.aot``).
    ``pipeline``: the lowering pipeline (default ``rope-lower-to-llvm``).

``compilations`` lists a ``Compilation`` per backend call (compiled or
not): tests count them to show that two sequence lengths share one.
"""

import dataclasses
import logging
import os
import threading

import numpy as np
import torch

from rope_mlir import aot, remarks

__all__ = ["BACKEND_NAME", "DUMP_DIR_ENV", "Compilation", "compilations",
           "rope_mlir_backend", "register"]

BACKEND_NAME = "rope_mlir"
DUMP_DIR_ENV = "ROPE_MLIR_DUMP_DIR"
logger = logging.getLogger("rope_mlir")

_OPTIONS = ("dump_dir", "opt_tool", "pipeline")
_counter_lock = threading.Lock()


@dataclasses.dataclass
class Compilation:
    """One call of the backend. The export and compilation run at the
    graph's first call (outside dynamo's tracing): from then on ``compiled``
    says whether the library runs the graph, and where it does not (eager),
    ``reason`` says why. ``exported`` and ``raised`` hold the MLIR before and
    after rope-raise and fusion, ``remarks`` rope-opt's remarks
    (``rope_mlir.remarks.Remark`` records: kind, pass, name, arguments), ``dump_dir``
    the folder that keeps the stages, if any."""

    graph_name: str
    compiled: bool = False
    reason: str = ""
    exported: str = ""
    raised: str = ""
    remarks: list = dataclasses.field(default_factory=list)
    dump_dir: str = ""


compilations = []


class Unsupported(Exception):
    """A graph the backend does not compile; the message is the reason."""


def register():
    """Registers the backend as "rope_mlir" with TorchDynamo (once)."""
    from torch._dynamo.backends import registry

    if registry._COMPILER_FNS.get(BACKEND_NAME) is not rope_mlir_backend:
        registry._COMPILER_FNS.pop(BACKEND_NAME, None)
        registry.register_backend(rope_mlir_backend, BACKEND_NAME)


def rope_mlir_backend(gm, example_inputs, *, options=None, **_):
    """The TorchDynamo backend: returns the compiled graph, or ``gm.forward``
    (eager) with a logged reason where the graph cannot be compiled."""
    options = dict(options or {})
    unknown = sorted(set(options) - set(_OPTIONS))
    if unknown:
        raise ValueError(f"rope_mlir: unknown option(s) {', '.join(unknown)}; "
                         f"known: {', '.join(_OPTIONS)}")
    with _counter_lock:
        index = len(compilations)
        record = Compilation(graph_name=f"graph{index}")
        compilations.append(record)
    dump_root = options.get("dump_dir") or os.environ.get(DUMP_DIR_ENV)
    try:
        if dump_root:
            record.dump_dir = os.path.join(dump_root, f"{index}-{record.graph_name}")
            os.makedirs(record.dump_dir, exist_ok=True)
            _write(record.dump_dir, "graph.py", gm.code)
        compiled = _Compiled(gm, list(example_inputs), options, record)
    except Unsupported as reason:
        return _eager(gm, record, str(reason))
    except Exception as error:  # noqa: BLE001 - any failure leaves the graph to eager
        return _eager(gm, record, f"{type(error).__name__}: {_first_lines(str(error))}")
    return compiled


def _eager(gm, record, reason):
    record.reason = reason
    logger.warning("rope_mlir: %s runs eagerly: %s", record.graph_name, reason)
    return gm.forward


def _first_lines(text, count=4):
    """The error lines of a tool's message (else its first lines), short."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    errors = [line for line in lines if "error:" in line]
    lines = errors or lines
    return "; ".join(lines[:count]) + ("; ..." if len(lines) > count else "")


def _write(folder, name, text):
    with open(os.path.join(folder, name), "w") as f:
        f.write(text)


@dataclasses.dataclass
class _Constant:
    """A placeholder that becomes a constant: its index in the arguments,
    the value compiled in and how a call checks it is still that value."""

    index: int
    value: object
    version: int = -1
    is_scalar: bool = False


def _is_constant(node, value):
    """Parameters, buffers and attributes of a module (or globals), not the
    graph's inputs."""
    if isinstance(value, torch.nn.Parameter):
        return True
    grapharg = node.meta.get("grapharg")
    source = getattr(grapharg, "source", None)
    if source is None:
        return False
    name = source.name() if callable(source.name) else source.name
    return name.startswith("L['self']") or name.startswith("G[")


def _version(tensor):
    """The tensor's version counter (bumped by in-place changes); -1 for
    inference tensors, which have none."""
    try:
        return tensor._version
    except RuntimeError:
        return -1


def _expr(size):
    """The sympy expression of a SymInt after what dynamo's guards proved
    (sizes found equal share one symbol), or None for a plain int or a
    SymInt that is a number."""
    if not isinstance(size, torch.SymInt):
        return None
    expr = size.node.expr
    try:
        expr = size.node.shape_env.simplify(expr)
    except Exception:  # noqa: BLE001 - keep the expression as traced
        pass
    return None if expr.is_number else expr


def _symbol(size):
    """The sympy symbol of a symbolic size that is a plain symbol, else None."""
    expr = _expr(size)
    return expr if getattr(expr, "is_Symbol", False) else None


class _Compiled:
    """The compiled graph: called by dynamo with all the graph's arguments."""

    def __init__(self, gm, example_inputs, options, record):
        self.gm = gm
        self.options = options
        self.record = record
        placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        self.placeholders = placeholders
        if len(placeholders) != len(example_inputs):
            raise Unsupported("placeholders and example inputs differ in number")
        if torch.is_grad_enabled() and any(
                isinstance(x, torch.Tensor) and x.requires_grad for x in example_inputs):
            raise Unsupported(
                "grad mode is on and inputs or parameters require gradients; rope_mlir "
                "compiles inference only (call the model under torch.no_grad() or "
                "torch.inference_mode())")
        self.constants = []
        self.inputs = []  # argument indices of the compiled function's inputs
        self.symints = []  # argument indices of SymInt placeholders
        for index, (node, value) in enumerate(zip(placeholders, example_inputs)):
            if isinstance(value, torch.SymInt) or isinstance(value, int):
                self.symints.append(index)
            elif not isinstance(value, torch.Tensor):
                raise Unsupported(f"input {node.name} is a {type(value).__name__}")
            elif value.device.type != "cpu":
                raise Unsupported(f"input {node.name} is on {value.device}; rope_mlir "
                                  "compiles for the CPU")
            elif _is_constant(node, value):
                scalar = value.dim() == 0 and all(
                    u.op == "call_method" and u.target == "item" for u in node.users)
                self.constants.append(_Constant(
                    index, value.item() if scalar else value, _version(value), scalar))
            else:
                self.inputs.append(index)
        self.fakes = [placeholders[i].meta.get("example_value") for i in self.inputs]
        if any(f is None for f in self.fakes):
            raise Unsupported("an input placeholder has no example value")
        self.bindings = self._bindings()
        self.outputs = self._output_shapes()
        self.lock = threading.Lock()
        self.library = None
        # The export runs at the first call, outside dynamo's tracing.
        self.pending = True

    def _bindings(self):
        """symbol -> (position among the inputs, dimension) it is read from."""
        bindings = {}
        for position, fake in enumerate(self.fakes):
            for dim, size in enumerate(fake.shape):
                symbol = _symbol(size)
                if symbol is not None and symbol not in bindings:
                    bindings[symbol] = (position, dim)
        return bindings

    def _output_shapes(self):
        output = next(n for n in self.gm.graph.nodes if n.op == "output")
        values = output.meta.get("example_value")
        if values is None:
            values = [a.meta.get("example_value") for a in output.args[0]]
        shapes = []
        for value in values:
            if not isinstance(value, torch.Tensor):
                raise Unsupported(f"the graph returns a {type(value).__name__}, "
                                  "not only tensors")
            shape = []
            for size in value.shape:
                expr = _expr(size)
                if expr is not None:
                    unknown = expr.free_symbols - set(self.bindings)
                    if unknown:
                        raise Unsupported(f"a result size {expr} depends on {unknown}, "
                                          "which no input size gives")
                    shape.append(expr)
                elif isinstance(size, torch.SymInt):
                    shape.append(int(size.node.shape_env.simplify(size.node.expr)))
                else:
                    shape.append(int(size))
            if value.dtype not in _NUMPY_DTYPES:
                raise Unsupported(f"the graph returns a {value.dtype} tensor")
            shapes.append((shape, value.dtype))
        return shapes

    def _frozen_module(self):
        """A copy of the graph with the constants in it and the SymInt
        placeholders read from the inputs' sizes."""
        graph = torch.fx.Graph()
        copied = {}
        copied_output = graph.graph_copy(self.gm.graph, copied)
        graph.output(copied_output)
        for node in graph.nodes:  # dynamo's metadata (sources, fake values) confuses export
            node.meta = {}
        root = torch.nn.Module()
        placeholders = [n for n in graph.nodes if n.op == "placeholder"]
        first = placeholders[self.inputs[0]] if self.inputs else None
        for constant in self.constants:
            node = placeholders[constant.index]
            if constant.is_scalar:
                for user in list(node.users):  # the .item() calls
                    for use in list(user.users):
                        use.args = torch.fx.node.map_arg(
                            use.args, lambda a, u=user: constant.value if a is u else a)
                        use.kwargs = torch.fx.node.map_arg(
                            use.kwargs, lambda a, u=user: constant.value if a is u else a)
                    graph.erase_node(user)
            else:
                name = f"_rope_constant_{constant.index}"
                root.register_buffer(name, constant.value.detach())
                with graph.inserting_before(first or node):
                    attribute = graph.get_attr(name)
                node.replace_all_uses_with(attribute)
            graph.erase_node(node)
        inputs = [placeholders[i] for i in self.inputs]
        for index in self.symints:
            node = placeholders[index]
            symbol = _symbol(self.placeholders[index].meta.get("example_value"))
            if symbol not in self.bindings:
                raise Unsupported(f"size {node.name} is not an input's dimension")
            position, dim = self.bindings[symbol]
            with graph.inserting_after(inputs[position]):
                size = graph.call_function(torch.ops.aten.sym_size.int,
                                           (inputs[position], dim))
            node.replace_all_uses_with(size)
            graph.erase_node(node)
        graph.lint()
        return torch.fx.GraphModule(root, graph)

    def _dynamic_shapes(self):
        dims = {}
        spec = []
        for fake in self.fakes:
            entry = {}
            for dim, size in enumerate(fake.shape):
                if _expr(size) is not None:
                    symbol = _symbol(size)
                    if symbol is None:
                        raise Unsupported(f"an input size is the expression {size}")
                    if symbol not in dims:
                        dims[symbol] = torch.export.Dim(f"s_{symbol}", min=2)
                    entry[dim] = dims[symbol]
            spec.append(entry or None)
        return tuple(spec)

    def _build(self, example_inputs):
        from torch_mlir import fx
        from torch_mlir.extras.fx_decomp_util import get_decomposition_table

        record = self.record
        module = self._frozen_module()
        # Copies: torch.export marks the dynamic sizes on the tensors it gets,
        # which would break the guards dynamo puts on its own example inputs.
        args = tuple(example_inputs[i].detach().clone() for i in self.inputs)
        with torch.no_grad():
            program = torch.export.export(module, args, dynamic_shapes=self._dynamic_shapes())
            # Decomposed (functional) here rather than in export_and_import,
            # so that in-place changes show in the signature.
            program = program.run_decompositions(get_decomposition_table())
            signature = program.graph_signature
            mutated = list(signature.buffers_to_mutate) + list(
                getattr(signature, "user_inputs_to_mutate", {}))
            if mutated:
                raise Unsupported("the graph changes inputs or buffers in place "
                                  f"({', '.join(mutated[:3])}), which the compiled "
                                  "function would not do")
            exported = str(fx.export_and_import(program, output_type="linalg-on-tensors",
                                                func_name="forward", decomposition_table={}))
        record.exported = exported
        tool = aot.find_opt_tool(self.options.get("opt_tool"))
        raised, record.remarks = remarks.run(
            tool, ["--rope-raise", "--rope-fuse-attention",
                   "--mlir-print-op-on-diagnostic=false"], exported)
        if raised.returncode != 0:
            raise Unsupported(f"rope-opt --rope-raise failed: {_first_lines(raised.stderr)}")
        record.raised = raised.stdout
        if record.dump_dir:
            _write(record.dump_dir, "exported.mlir", exported)
            _write(record.dump_dir, "raised.mlir", raised.stdout)
            _write(record.dump_dir, "remarks.txt",
                   "".join(f"{r.kind} {r.pass_name} {r.name}: {r}\n" for r in record.remarks))
        self.library = aot.compile_module(
            raised.stdout, opt_tool=self.options.get("opt_tool"),
            pipeline=self.options.get("pipeline", "rope-lower-to-llvm"),
            workdir=record.dump_dir or None)
        signature = aot.signature(self.library, "forward")
        if signature is None or (len(signature["args"]), len(signature["results"])) != (
                len(self.inputs), len(self.outputs)):
            self.library = None
            raise Unsupported("the compiled function's arguments or results do not match "
                              "the graph's")
        for constant in self.constants:
            if not constant.is_scalar:
                constant.version = _version(constant.value)
        logger.info("rope_mlir: %s compiled (%d rope.attention, %d rope.rotate)",
                    record.graph_name, record.raised.count("rope.attention "),
                    record.raised.count("rope.rotate "))

    def _try_build(self, args):
        """Builds the library; on failure, logs why and leaves it None."""
        self.library = None
        try:
            self._build(list(args))
        except Exception as error:  # noqa: BLE001 - the graph runs eagerly instead
            reason = (str(error) if isinstance(error, Unsupported) else
                      f"{type(error).__name__}: {_first_lines(str(error))}")
            self.record.compiled = False
            self.record.reason = reason
            logger.warning("rope_mlir: %s runs eagerly: %s", self.record.graph_name, reason)
            return
        self.record.compiled = True
        self.record.reason = ""

    def _constants_changed(self, args):
        for constant in self.constants:
            arg = args[constant.index]
            if constant.is_scalar:
                if arg.item() != constant.value:
                    return True
            elif (arg is not constant.value and (arg.data_ptr() != constant.value.data_ptr()
                                                  or arg.shape != constant.value.shape)
                  ) or _version(arg) != constant.version:
                return True
        return False

    def __call__(self, *args):
        if torch.is_grad_enabled() and any(
                isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            # dynamo guards grad mode and requires_grad, so this is defensive.
            logger.warning("rope_mlir: %s runs eagerly: this call requires gradients",
                           self.record.graph_name)
            return self.gm(*args)
        with self.lock:
            if self.pending:
                self.pending = False
                self._try_build(args)
            elif self.library is not None and self._constants_changed(args):
                logger.info("rope_mlir: %s: a parameter, buffer or attribute changed "
                            "since it was compiled; compiling again", self.record.graph_name)
                for constant in self.constants:
                    value = args[constant.index]
                    constant.value = value.item() if constant.is_scalar else value
                self._try_build(args)
            library = self.library
        if library is None:
            return self.gm(*args)
        inputs = [args[i] for i in self.inputs]
        values = {symbol: int(inputs[position].shape[dim])
                  for symbol, (position, dim) in self.bindings.items()}
        specs = []
        for shape, dtype in self.outputs:
            sizes = tuple(s if isinstance(s, int) else int(s.xreplace(values)) for s in shape)
            specs.append((sizes, _NUMPY_DTYPES[dtype]))
        results = aot.call(library, "forward", inputs, specs)
        if len(specs) == 1:
            results = (results,)
        return tuple(_to_torch(r, dtype) for r, (_, dtype) in zip(results, self.outputs))


_NUMPY_DTYPES = {torch.float32: np.float32, torch.float64: np.float64,
                 torch.float16: np.float16, torch.bfloat16: "bfloat16",
                 torch.int64: np.int64, torch.int32: np.int32, torch.bool: np.bool_}


def _to_torch(array, dtype):
    tensor = torch.from_numpy(np.ascontiguousarray(array))
    if dtype == torch.bfloat16:
        tensor = tensor.view(torch.int16).view(torch.bfloat16)
    return tensor
