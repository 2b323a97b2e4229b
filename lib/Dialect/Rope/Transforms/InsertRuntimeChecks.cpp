//===- InsertRuntimeChecks.cpp - Check dynamic size relations at run time -===//

#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Dialect/Rope/Transforms/RuntimeChecks.h"
#include "rope/Dialect/Rope/Transforms/RuntimeStatus.h"
#include "rope-c/Runtime.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_INSERTRUNTIMECHECKSPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {
/// Emits the checks of one rotation op before it. A failed check writes its
/// message with the sizes involved into the thread's status
/// (snprintf into the message buffer, then __rope_check_failed with its
/// RopeStatus code; rope-return-status makes the function return there),
/// or, with CheckFailureMode::Abort, prints it to stderr (dprintf on file
/// descriptor 2: no stdio buffer that abort() would discard) and calls
/// abort().
/// Each message starts with the op's name and source location, so that a
/// failure in a program with many rotations says which one.
class CheckBuilder {
public:
  CheckBuilder(OpBuilder &builder, Operation *op, CheckFailureMode mode)
      : builder(builder), loc(op->getLoc()),
        module(op->getParentOfType<ModuleOp>()), mode(mode) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << op->getName() << " at ";
    if (auto file = loc->findInstanceOf<FileLineColLoc>())
      os << file.getFilename().getValue() << ":" << file.getLine() << ":"
         << file.getColumn();
    else
      os << loc;
    os << ": runtime check failed: ";
    // The prefix is part of a printf format.
    prefix = llvm::join(llvm::split(os.str(), '%'), "%%");
  }

  /// Returns the number of checks emitted, or failure if the module could
  /// not declare the C functions they call.
  FailureOr<unsigned> getNumChecks() const {
    if (failed(status))
      return failure();
    return numChecks;
  }

  /// Returns the size of dimension `dim` of the tensor `value`: an
  /// attribute if static.
  OpFoldResult size(Value value, int64_t dim) {
    return tensor::getMixedSize(builder, loc, value, dim);
  }

  /// Checks `lhs == rhs` unless both are static (the verifier compared them
  /// then). `format` has one `%lld` for each dynamic size, in order.
  void checkEqual(OpFoldResult lhs, OpFoldResult rhs, const Twine &format) {
    if (isa<Attribute>(lhs) && isa<Attribute>(rhs))
      return;
    Value lhsValue = getValueOrCreateConstantIndexOp(builder, loc, lhs);
    Value rhsValue = getValueOrCreateConstantIndexOp(builder, loc, rhs);
    Value differ = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                         lhsValue, rhsValue);
    SmallVector<Value> printed;
    for (auto [size, value] :
         {std::pair(lhs, lhsValue), std::pair(rhs, rhsValue)})
      if (isa<Value>(size))
        printed.push_back(value);
    emitFailure(differ, format, printed, ROPE_STATUS_SIZE_MISMATCH);
  }

  /// Checks that dimensions [first, first + count) of `value` (positions or
  /// a table, called `what`) are [seq] or [batch, seq] of `input`.
  void checkPositionShape(Value value, StringRef what, bool plural,
                          int64_t first, int64_t count,
                          RankedTensorType inputType, Value input,
                          StringRef inputName = "input") {
    int64_t seqDim = inputType.getRank() - 2;
    int64_t last = first + count - 1;
    OpFoldResult length = size(value, last);
    OpFoldResult inputLength = size(input, seqDim);
    checkEqual(length, inputLength,
               what + (plural ? " cover " : " covers ") + formatSize(length) +
                   " positions (dimension " + Twine(last) + ") but the " +
                   inputName + "'s sequence dimension (" + Twine(seqDim) +
                   ") has " + formatSize(inputLength));
    if (count != 2)
      return;
    OpFoldResult batch = size(value, first);
    OpFoldResult inputBatch = size(input, 0);
    checkEqual(batch, inputBatch,
               what + (plural ? " have" : " has") + " batch size " +
                   formatSize(batch) + " (dimension " + Twine(first) +
                   ") but the " + inputName + "'s dimension 0 has " +
                   formatSize(inputBatch));
  }

  /// Checks that `multiple` is a positive multiple of `divisor` (both
  /// index), unless both are static. `format` has one `%lld` for each.
  void checkMultiple(OpFoldResult multiple, OpFoldResult divisor,
                     const Twine &format) {
    if (isa<Attribute>(multiple) && isa<Attribute>(divisor))
      return;
    Value m = getValueOrCreateConstantIndexOp(builder, loc, multiple);
    Value d = getValueOrCreateConstantIndexOp(builder, loc, divisor);
    Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
    Value one = arith::ConstantIndexOp::create(builder, loc, 1);
    Value noDivisor =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, d, zero);
    Value safe = arith::SelectOp::create(builder, loc, noDivisor, one, d);
    Value rest = arith::RemUIOp::create(builder, loc, m, safe);
    Value notMultiple = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, rest, zero);
    Value bad = arith::OrIOp::create(builder, loc, noDivisor, notMultiple);
    Type i64 = builder.getI64Type();
    emitFailure(bad, format,
                {arith::IndexCastOp::create(builder, loc, i64, m),
                 arith::IndexCastOp::create(builder, loc, i64, d)},
                ROPE_STATUS_SIZE_MISMATCH);
  }

  /// Checks that the last position `offset + seq - 1` of a start offset
  /// does not overflow int64, seq being dimension `seqDim` of `input`. The
  /// lowering adds in i64: narrower offsets are sign-extended and cannot
  /// overflow for any tensor that fits in memory, so only `index` and `i64`
  /// offsets are checked.
  void checkNoOverflow(Value offset, Value input, int64_t seqDim) {
    Type type = offset.getType();
    if (!type.isIndex() && !type.isInteger(64))
      return;
    OpFoldResult seq = size(input, seqDim);
    std::optional<int64_t> constantOffset = getConstantIntValue(offset);
    std::optional<int64_t> constantSeq = getConstantIntValue(seq);
    if (constantOffset && constantSeq &&
        (*constantSeq == 0 ||
         *constantOffset <=
             std::numeric_limits<int64_t>::max() - (*constantSeq - 1)))
      return;

    // With seq >= 1, seq - 1 >= 0 and the wrapping sum is smaller than the
    // offset exactly when it overflows; seq == 0 computes no position.
    Type i64 = builder.getI64Type();
    Value start = type.isIndex()
                      ? arith::IndexCastOp::create(builder, loc, i64, offset)
                      : offset;
    Value length = arith::IndexCastOp::create(
        builder, loc, i64, getValueOrCreateConstantIndexOp(builder, loc, seq));
    Value one = arith::ConstantIntOp::create(builder, loc, i64, 1);
    Value steps = arith::SubIOp::create(
        builder, loc, arith::MaxSIOp::create(builder, loc, length, one), one);
    Value lastPosition = arith::AddIOp::create(builder, loc, start, steps);
    Value wraps = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                        lastPosition, start);
    emitFailure(wraps,
                "start offset %lld + sequence length %lld - 1 overflows int64",
                {start, length}, ROPE_STATUS_OVERFLOW);
  }

  /// The format of a size in a message: its value if static, else `%lld`.
  static std::string formatSize(OpFoldResult size) {
    if (std::optional<int64_t> value = getConstantIntValue(size))
      return std::to_string(*value);
    return "%lld";
  }

private:

  /// Declares (and defines) the functions a failed check calls, once.
  LogicalResult declareFunctions() {
    if (functions.report)
      return success();
    if (!module)
      return emitError(loc, "rope-insert-runtime-checks needs a module");
    FailureOr<runtime::FailureFunctions> declared =
        runtime::declareFailureFunctions(module,
                                         mode == CheckFailureMode::Abort,
                                         "rope-insert-runtime-checks");
    if (failed(declared))
      return failure();
    functions = *declared;
    return success();
  }

  /// Emits `if (failed) { snprintf(message, capacity, prefix + format,
  /// values...); __rope_check_failed(code); }`, or with
  /// CheckFailureMode::Abort `if (failed) { dprintf(2, prefix + format +
  /// "\n", values...); abort(); }`; `values` are index or i64.
  void emitFailure(Value failed, const Twine &format, ValueRange values,
                   RopeStatus code) {
    if (mlir::failed(status) || mlir::failed(declareFunctions())) {
      status = failure();
      return;
    }
    bool abort = mode == CheckFailureMode::Abort;
    std::string message = (prefix + format + (abort ? "\n" : "")).str();
    message.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), message.size());
    // Created detached: the symbol table renames it on a name collision
    // when it appends it to the module.
    OpBuilder detached(builder.getContext());
    auto global = LLVM::GlobalOp::create(
        detached, loc, type, /*isConstant=*/true, LLVM::Linkage::Internal,
        "rope_check_message", detached.getStringAttr(message));
    SymbolTable(module).insert(global);

    auto ifOp = scf::IfOp::create(builder, loc, failed,
                                  /*withElseRegion=*/false);
    OpBuilder body = ifOp.getThenBodyBuilder();
    SmallVector<Value> args;
    if (abort) {
      args.push_back(
          arith::ConstantIntOp::create(body, loc, body.getI32Type(), 2));
    } else {
      args.push_back(
          LLVM::AddressOfOp::create(body, loc, functions.messageBuffer));
      args.push_back(arith::ConstantIntOp::create(
          body, loc, body.getI64Type(), runtime::kMessageCapacity));
    }
    args.push_back(LLVM::AddressOfOp::create(body, loc, global));
    for (Value value : values)
      args.push_back(
          value.getType().isIndex()
              ? arith::IndexCastOp::create(body, loc, body.getI64Type(), value)
              : value);
    LLVM::CallOp::create(body, loc, functions.report, args);
    if (abort) {
      LLVM::CallOp::create(body, loc, functions.end, ValueRange());
    } else {
      Value codeValue = arith::ConstantIntOp::create(
          body, loc, body.getI32Type(), static_cast<int64_t>(code));
      LLVM::CallOp::create(body, loc, functions.end, codeValue);
    }
    ++numChecks;
  }

  OpBuilder &builder;
  Location loc;
  ModuleOp module;
  CheckFailureMode mode;
  std::string prefix;
  /// dprintf or snprintf; abort or __rope_check_failed.
  runtime::FailureFunctions functions;
  LogicalResult status = success();
  unsigned numChecks = 0;
};
} // namespace

FailureOr<unsigned> mlir::rope::insertRuntimeChecks(OpBuilder &builder,
                                                    RotateOp op,
                                                    CheckFailureMode mode) {
  CheckBuilder checks(builder, op, mode);
  Value input = op.getInput();
  RankedTensorType inputType = op.getInput().getType();
  int64_t pairs = op.getEffectiveRotaryDim() / 2;
  checks.checkEqual(
      checks.size(op.getFrequencies(), 0), builder.getIndexAttr(pairs),
      "expected " + Twine(pairs) + " frequencies (rotary_dim / 2), got %lld");

  Value positions = op.getPositions();
  if (op.hasOffset()) {
    checks.checkNoOverflow(positions, input, inputType.getRank() - 2);
    return checks.getNumChecks();
  }
  int64_t rank = cast<RankedTensorType>(positions.getType()).getRank();
  int64_t first = 0;
  if (std::optional<ArrayRef<int64_t>> sections = op.getSections()) {
    checks.checkEqual(checks.size(positions, 0),
                      builder.getIndexAttr(sections->size()),
                      "positions have %lld axes (dimension 0) but there are " +
                          Twine(sections->size()) + " sections");
    first = 1;
  }
  checks.checkPositionShape(positions, "positions", /*plural=*/true, first,
                            rank - first, inputType, input);
  return checks.getNumChecks();
}

FailureOr<unsigned> mlir::rope::insertRuntimeChecks(OpBuilder &builder,
                                                    RotateWithTablesOp op,
                                                    CheckFailureMode mode) {
  CheckBuilder checks(builder, op, mode);
  RankedTensorType inputType = op.getInput().getType();
  int64_t pairs = op.getEffectiveRotaryDim() / 2;
  for (auto [table, what] : {std::pair(op.getCos(), StringRef("cos table")),
                             std::pair(op.getSin(), StringRef("sin table"))}) {
    int64_t rank = cast<RankedTensorType>(table.getType()).getRank();
    checks.checkEqual(checks.size(table, rank - 1), builder.getIndexAttr(pairs),
                      what + " holds %lld values per position (dimension " +
                          Twine(rank - 1) + "), expected " + Twine(pairs) +
                          " (rotary_dim / 2)");
    checks.checkPositionShape(table, what, /*plural=*/false, 0, rank - 1,
                              inputType, op.getInput());
  }
  return checks.getNumChecks();
}

/// Checks `positions` (a start offset or a tensor) of `input`, called
/// `what` and `inputName`.
static void checkAttentionPositions(CheckBuilder &checks, OpBuilder &builder,
                                    AttentionOp op, Value positions,
                                    Value input, StringRef what,
                                    StringRef inputName) {
  auto inputType = cast<RankedTensorType>(input.getType());
  if (!isa<ShapedType>(positions.getType())) {
    checks.checkNoOverflow(positions, input, inputType.getRank() - 2);
    return;
  }
  int64_t rank = cast<RankedTensorType>(positions.getType()).getRank();
  int64_t first = 0;
  if (std::optional<ArrayRef<int64_t>> sections = op.getSections()) {
    checks.checkEqual(checks.size(positions, 0),
                      builder.getIndexAttr(sections->size()),
                      what + " have %lld axes (dimension 0) but there are " +
                          Twine(sections->size()) + " sections");
    first = 1;
  }
  checks.checkPositionShape(positions, what, /*plural=*/true, first,
                            rank - first, inputType, input, inputName);
}

FailureOr<unsigned> mlir::rope::insertRuntimeChecks(OpBuilder &builder,
                                                    AttentionOp op,
                                                    CheckFailureMode mode) {
  CheckBuilder checks(builder, op, mode);
  Value query = op.getQuery(), key = op.getKey(), value = op.getValue();
  int64_t rank = op.getQuery().getType().getRank();
  int64_t pairs = op.getEffectiveRotaryDim() / 2;
  if (op.hasRotation())
    checks.checkEqual(
        checks.size(op.getFrequencies(), 0), builder.getIndexAttr(pairs),
        "expected " + Twine(pairs) + " frequencies (rotary_dim / 2), got %lld");
  for (int64_t d = 0; d + 3 < rank; ++d)
    for (auto [other, name] : {std::pair(key, StringRef("key")),
                               std::pair(value, StringRef("value"))})
      checks.checkEqual(checks.size(query, d), checks.size(other, d),
                        "batch dimension " + Twine(d) + " of the query (%lld) "
                        "and the " + name + " (%lld) differ");
  checks.checkEqual(checks.size(key, rank - 3), checks.size(value, rank - 3),
                    "key and value have different head counts (%lld and "
                    "%lld)");
  checks.checkEqual(checks.size(key, rank - 2), checks.size(value, rank - 2),
                    "key and value have different sequence lengths (%lld "
                    "and %lld)");
  checks.checkMultiple(checks.size(query, rank - 3),
                       checks.size(key, rank - 3),
                       "query heads (%lld) must be a multiple of key/value "
                       "heads (%lld)");
  if (Value queryPositions = op.getQueryPositions())
    checkAttentionPositions(checks, builder, op, queryPositions, query,
                            "query positions", "query");
  if (Value keyPositions = op.getKeyPositions())
    checkAttentionPositions(checks, builder, op, keyPositions, key,
                            "key positions", "key");
  if (Value limits = op.getLimits()) {
    OpFoldResult count = checks.size(limits, 0);
    OpFoldResult queries = checks.size(query, rank - 2);
    checks.checkEqual(count, queries,
                      "limits hold " + CheckBuilder::formatSize(count) +
                          " values but the query's sequence dimension (" +
                          Twine(rank - 2) + ") has " +
                          CheckBuilder::formatSize(queries));
  }
  if (Value sinks = op.getSinks()) {
    OpFoldResult count = checks.size(sinks, 0);
    OpFoldResult heads = checks.size(query, rank - 3);
    checks.checkEqual(count, heads,
                      "sinks hold " + CheckBuilder::formatSize(count) +
                          " values but the query's head dimension (" +
                          Twine(rank - 3) + ") has " +
                          CheckBuilder::formatSize(heads));
  }
  return checks.getNumChecks();
}

namespace {
/// Collects into `slice` the ops of `check`'s block that its condition and
/// the values its body reads come from.
static LogicalResult getCheckSlice(scf::IfOp check,
                                   SetVector<Operation *> &slice) {
  Block *block = check->getBlock();
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.omitUsesFromAbove = false;
  options.filter = [&](Operation *op) { return op->getBlock() == block; };
  return getBackwardSlice(check.getOperation(), &slice, options);
}

/// Moves `check` (an scf.if of rope-insert-runtime-checks) and the side
/// effect free ops of its block that it depends on as early in the block as
/// their operands allow, but not above `previous` (the check hoisted before
/// it, null if none), so that a failed check returns before the function
/// allocates what the op it guards does not need, and checks keep their
/// order.
static void hoistCheck(scf::IfOp check, Operation *previous) {
  Block *block = check->getBlock();
  SetVector<Operation *> slice;
  if (failed(getCheckSlice(check, slice)) ||
      !llvm::all_of(slice, [](Operation *op) { return isPure(op); }))
    return;
  // The last op of the block, outside the slice, that defines a value the
  // slice or the check uses.
  Operation *after =
      previous && previous->getBlock() == block && previous->isBeforeInBlock(check)
          ? previous
          : nullptr;
  auto consider = [&](Value value) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != block || slice.contains(def))
      return;
    if (!after || after->isBeforeInBlock(def))
      after = def;
  };
  for (Operation *op : slice)
    llvm::for_each(op->getOperands(), consider);
  check->walk(
      [&](Operation *nested) { llvm::for_each(nested->getOperands(), consider); });
  // Ops of the slice already above that point stay (they may be shared with
  // an earlier check: moving them down would break its uses).
  SmallVector<Operation *> moved;
  for (Operation *op : slice)
    if (!after || after->isBeforeInBlock(op))
      moved.push_back(op);
  llvm::sort(moved, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  moved.push_back(check);
  for (Operation *op : moved) {
    if (after)
      op->moveAfter(after);
    else
      op->moveBefore(&block->front());
    after = op;
  }
}

/// Rewrites the sizes the checks read (`tensor.dim` of an intermediate
/// result, a reshape, a matmul) into the sizes they come from, where the
/// ops say how (ReifyRankedShapedTypeOpInterface, destination-style inits),
/// so that the checks can move above the ops that compute those results.
static void resolveCheckedSizes(MLIRContext *ctx, ArrayRef<scf::IfOp> checks) {
  SmallVector<Operation *> dims;
  for (scf::IfOp check : checks) {
    SetVector<Operation *> slice;
    if (failed(getCheckSlice(check, slice)))
      continue;
    for (Operation *op : slice)
      if (isa<tensor::DimOp>(op))
        dims.push_back(op);
  }
  if (dims.empty())
    return;
  RewritePatternSet patterns(ctx);
  tensor::DimOp::getCanonicalizationPatterns(patterns, ctx);
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(dims, std::move(patterns), config);
}

struct InsertRuntimeChecksPass
    : rope::impl::InsertRuntimeChecksPassBase<InsertRuntimeChecksPass> {
  using Base::Base;

  void runOnOperation() override {
    OpBuilder builder(&getContext());
    // Every scf.if created before an op is one of its checks.
    SmallVector<scf::IfOp> checks;
    OpBuilder::Listener *previousListener = builder.getListener();
    struct : OpBuilder::Listener {
      SmallVector<scf::IfOp> *checks;
      void notifyOperationInserted(Operation *op,
                                   OpBuilder::InsertPoint) override {
        if (auto check = dyn_cast<scf::IfOp>(op))
          checks->push_back(check);
      }
    } listener;
    listener.checks = &checks;
    builder.setListener(&listener);
    WalkResult result = getOperation()->walk([&](Operation *op) {
      builder.setInsertionPoint(op);
      FailureOr<unsigned> inserted = 0;
      if (auto rotate = dyn_cast<RotateOp>(op))
        inserted = insertRuntimeChecks(builder, rotate, onFailure);
      else if (auto tables = dyn_cast<RotateWithTablesOp>(op))
        inserted = insertRuntimeChecks(builder, tables, onFailure);
      else if (auto attention = dyn_cast<AttentionOp>(op))
        inserted = insertRuntimeChecks(builder, attention, onFailure);
      return failed(inserted) ? WalkResult::interrupt() : WalkResult::advance();
    });
    builder.setListener(previousListener);
    if (result.wasInterrupted())
      return signalPassFailure();
    resolveCheckedSizes(&getContext(), checks);
    Operation *previous = nullptr;
    for (scf::IfOp check : checks) {
      hoistCheck(check, previous);
      previous = check;
    }
  }
};
} // namespace
