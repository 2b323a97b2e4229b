//===- TraceGatheredTable.cpp - Angles of a gathered sin/cos table --------===//
//
// GPT-J precomputes sin and cos of position * theta_i for every position it
// supports as one constant [positions, sin | cos] table and gathers rows by
// position id:
//
//   %g = linalg.generic ins(%position_ids) {
//          %p = select(%id < 0, %id + N, %id)          // optional wrap
//          tensor.extract %table[index_cast(%p), linalg.index(last)] }
//   (a [1, positions, 2k] table read at [0, p, j] after TOSA's gather)
//   %half = tensor.extract_slice %g[..., o] [..., k]
//
// A block of k columns whose every row p is cos (or sin) of p * theta_i, to
// within float32 rounding, gives back the position ids and the theta_i.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns the integer value a gather index is computed from: `%id`, with
/// an optional negative-index wrap `select(%id < 0, %id + N, %id)` and the
/// `index_cast`.
static Value getGatherId(Value index) {
  auto cast = index.getDefiningOp<arith::IndexCastOp>();
  if (!cast)
    return {};
  Value id = cast.getIn();
  if (auto select = id.getDefiningOp<arith::SelectOp>()) {
    auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
    auto add = select.getTrueValue().getDefiningOp<arith::AddIOp>();
    Value raw = select.getFalseValue();
    if (!cmp || !add || cmp.getPredicate() != arith::CmpIPredicate::slt ||
        cmp.getLhs() != raw || !matchPattern(cmp.getRhs(), m_Zero()) ||
        (add.getLhs() != raw && add.getRhs() != raw))
      return {};
    id = raw;
  }
  return id;
}

FailureOr<TableTrace> raise::traceGatheredTable(Value table, std::string &why) {
  why = "its tables are neither computed from positions nor gathered from a "
        "constant table";
  // The column block [offset, offset + pairs) of the gather's result.
  Value gathered = stripUnitReshapes(table);
  auto type = dyn_cast<RankedTensorType>(gathered.getType());
  if (!type || !type.hasStaticShape())
    return failure();
  int64_t pairs = type.getShape().back();
  int64_t offset = 0;
  if (auto slice = gathered.getDefiningOp<tensor::ExtractSliceOp>()) {
    int64_t width = slice.getSourceType().getShape().back();
    Value source;
    for (int64_t start = 0; start + pairs <= width; ++start)
      if (isLastDimSlice(gathered, start, pairs, source)) {
        offset = start;
        break;
      }
    if (!source)
      return failure();
    gathered = source;
  }
  auto generic = gathered.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !generic.getIndexingMapsArray()[1].isIdentity())
    return failure();
  Block &body = generic.getRegion().front();
  auto extract =
      body.getTerminator()->getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract.getIndices().size() < 2)
    return failure();
  why = "its tables are gathered in a way that is not followed";
  // A [1, ..., rows, width] table (TOSA's gather) is read at 0 in its
  // leading unit dimensions.
  auto constantType = cast<RankedTensorType>(extract.getTensor().getType());
  ValueRange indices = extract.getIndices();
  int64_t leading = static_cast<int64_t>(indices.size()) - 2;
  for (int64_t d = 0; d < leading; ++d)
    if (constantType.getDimSize(d) != 1 || !matchPattern(indices[d], m_Zero()))
      return failure();
  auto column = indices[leading + 1].getDefiningOp<linalg::IndexOp>();
  auto resultType = cast<RankedTensorType>(gathered.getType());
  int64_t rank = resultType.getRank();
  if (!column || static_cast<int64_t>(column.getDim()) != rank - 1 ||
      getGatherId(indices[leading]) != body.getArgument(0))
    return failure();
  // Each output element reads the position id of its own leading indices.
  Value ids = generic.getDpsInputs()[0];
  auto idType = dyn_cast<RankedTensorType>(ids.getType());
  AffineMap map = generic.getIndexingMapsArray()[0];
  if (!idType || !idType.hasStaticShape() ||
      !isa<IntegerType>(idType.getElementType()))
    return failure();
  int64_t previous = -1;
  for (auto [j, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      auto d = static_cast<int64_t>(dim.getPosition());
      if (d <= previous || d >= rank - 1 ||
          idType.getDimSize(j) != resultType.getDimSize(d))
        return failure();
      previous = d;
    } else if (expr != getAffineConstantExpr(0, map.getContext()) ||
               idType.getDimSize(j) != 1) {
      return failure();
    }
  }
  why = "its tables are gathered from a table that is not a constant of cos "
        "or sin of positions times frequencies";
  std::optional<SmallVector<double>> values =
      readFloatConstant(extract.getTensor());
  int64_t rows = constantType.getDimSize(leading);
  int64_t width = constantType.getDimSize(leading + 1);
  if (!values || rows < 2 || width != resultType.getShape().back())
    return failure();
  auto at = [&](int64_t row, int64_t i) {
    return (*values)[row * width + offset + i];
  };
  // Row 0 tells cos (all 1) from sin (all 0); row 1 gives theta_i (< pi/2
  // for every schedule in use), and every row must agree.
  TableTrace trace;
  bool isCos = llvm::all_of(llvm::seq<int64_t>(0, pairs), [&](int64_t i) {
    return std::abs(at(0, i) - 1.0) <= 1e-6;
  });
  bool isSin = llvm::all_of(llvm::seq<int64_t>(0, pairs), [&](int64_t i) {
    return std::abs(at(0, i)) <= 1e-6;
  });
  if (!isCos && !isSin)
    return failure();
  AngleTrace angles;
  for (int64_t i = 0; i < pairs; ++i) {
    // Row 1 gives a first theta_i; each later row, unwrapped next to the
    // prediction, refines it when it pins theta_i down better: the error of
    // theta_i from row p is the value's rounding / (|slope| * p).
    double theta = isCos ? std::acos(std::clamp(at(1, i), -1.0, 1.0))
                         : std::asin(std::clamp(at(1, i), -1.0, 1.0));
    double bestScore =
        isCos ? std::abs(std::sin(theta)) : std::abs(std::cos(theta));
    for (int64_t row = 2; row < rows; ++row) {
      double predicted = static_cast<double>(row) * theta;
      double principal = isCos ? std::acos(std::clamp(at(row, i), -1.0, 1.0))
                               : std::asin(std::clamp(at(row, i), -1.0, 1.0));
      double best = predicted, distance = INFINITY;
      for (double angle : {principal, isCos ? -principal : M_PI - principal}) {
        double turns = std::round((predicted - angle) / (2.0 * M_PI));
        double candidate = angle + 2.0 * M_PI * turns;
        if (std::abs(candidate - predicted) < distance) {
          distance = std::abs(candidate - predicted);
          best = candidate;
        }
      }
      double slope =
          isCos ? std::abs(std::sin(best)) : std::abs(std::cos(best));
      double score = std::min(slope, 0.1) * static_cast<double>(row);
      if (score > bestScore) {
        bestScore = score;
        theta = best / static_cast<double>(row);
      }
    }
    for (int64_t row = 0; row < rows; ++row) {
      double angle = static_cast<double>(row) * theta;
      double want = isCos ? std::cos(angle) : std::sin(angle);
      if (!(std::abs(at(row, i) - want) <= 1e-6 + 4e-7 * std::abs(angle)))
        return failure();
    }
    angles.frequencies.push_back(theta);
  }
  angles.positions = ids;
  angles.frequencyType = cast<FloatType>(constantType.getElementType());
  trace.trig = isCos ? TableTrace::Trig::Cos : TableTrace::Trig::Sin;
  trace.angles = gathered;
  trace.gathered = std::move(angles);
  trace.gatheredRows = rows;
  return trace;
}
