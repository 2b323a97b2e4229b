//===- RaiseComplex.cpp - Raise Meta's complex-multiply rotations ---------===//
//
// Meta's LLaMA reference code rotates with complex numbers:
// `view_as_real(view_as_complex(x) * freqs_cis)`, which torch-mlir exports
// as
//
//   %e = tensor.expand_shape ... : [..., D] into [..., D/2, 2]
//   %z = linalg.generic outs(...) {             // view_as_complex
//          complex.create(%e[..., 0], %e[..., 1]) }  (tensor.extract)
//   %p = linalg.generic {complex.mul} ins(%z, %freqs_cis)  // broadcast
//   %r = linalg.generic {select(index == 0, re, im)} ins(%p)  // view_as_real
//   %y = tensor.collapse_shape %r : [..., D/2, 2] into [..., D]
//
// With pair i = (x[2i], x[2i+1]) = (re, im) this is the `interleaved`
// rotation by the real (cos) and imaginary (sin) parts of freqs_cis. The
// parts are rebuilt without complex numbers from the elementwise generic
// that creates freqs_cis, so that no complex op is left behind.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns true if `v` is the index `dim` of the enclosing linalg.generic,
/// or a constant 0 along a unit dimension (`size` 1).
static bool isIndexOrUnitZero(Value v, int64_t dim, int64_t size) {
  if (auto index = v.getDefiningOp<linalg::IndexOp>())
    return static_cast<int64_t>(index.getDim()) == dim;
  return size == 1 && matchPattern(v, m_Zero());
}

/// Returns the [..., k, 2] float tensor that a view_as_complex generic
/// defining `v` ([..., k] complex) reads its real and imaginary parts from,
/// or null.
static Value getViewAsComplexSource(Value v) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !generic.getIndexingMapsArray()[0].isIdentity())
    return {};
  Block &body = generic.getRegion().front();
  auto create =
      body.getTerminator()->getOperand(0).getDefiningOp<complex::CreateOp>();
  if (!create)
    return {};
  auto re = create.getReal().getDefiningOp<tensor::ExtractOp>();
  auto im = create.getImaginary().getDefiningOp<tensor::ExtractOp>();
  if (!re || !im || re.getTensor() != im.getTensor())
    return {};
  auto type = cast<RankedTensorType>(v.getType());
  auto sourceType = cast<RankedTensorType>(re.getTensor().getType());
  int64_t rank = type.getRank();
  if (sourceType.getRank() != rank + 1 || sourceType.getDimSize(rank) != 2 ||
      sourceType.getShape().drop_back() != type.getShape())
    return {};
  for (int64_t j = 0; j < rank; ++j)
    if (!isIndexOrUnitZero(re.getIndices()[j], j, type.getDimSize(j)) ||
        !isIndexOrUnitZero(im.getIndices()[j], j, type.getDimSize(j)))
      return {};
  if (!matchPattern(re.getIndices()[rank], m_Zero()) ||
      !matchPattern(im.getIndices()[rank], m_One()))
    return {};
  return re.getTensor();
}

/// Returns the complex tensor that a view_as_real generic defining `v`
/// ([..., k, 2] float: select(index == 0, re, im)) reads, or null.
static Value getViewAsRealSource(Value v) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return {};
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  unsigned rank = maps[1].getNumDims();
  if (!maps[1].isIdentity() ||
      maps[0] != AffineMap::getMultiDimIdentityMap(rank, v.getContext())
                     .getMajorSubMap(rank - 1))
    return {};
  Block &body = generic.getRegion().front();
  auto select =
      body.getTerminator()->getOperand(0).getDefiningOp<arith::SelectOp>();
  if (!select)
    return {};
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  auto re = select.getTrueValue().getDefiningOp<complex::ReOp>();
  auto im = select.getFalseValue().getDefiningOp<complex::ImOp>();
  if (!cmp || !re || !im || cmp.getPredicate() != arith::CmpIPredicate::eq ||
      re.getComplex() != body.getArgument(0) ||
      im.getComplex() != body.getArgument(0) ||
      !isIndexOrUnitZero(cmp.getLhs(), rank - 1, /*size=*/0) ||
      !matchPattern(cmp.getRhs(), m_Zero()))
    return {};
  return generic.getDpsInputs()[0];
}

/// Returns true if the real and imaginary parts of the complex tensor `v`
/// can be rebuilt without complex numbers (buildPart): slices and reshapes
/// of an elementwise generic of float inputs that yields complex.create.
static bool isSplittable(Value v) {
  Operation *op = v.getDefiningOp();
  if (isa_and_nonnull<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
                      tensor::CollapseShapeOp>(op))
    return isSplittable(op->getOperand(0));
  linalg::GenericOp generic = getElementwiseGeneric(v);
  if (!generic || !generic.getRegion()
                       .front()
                       .getTerminator()
                       ->getOperand(0)
                       .getDefiningOp<complex::CreateOp>())
    return false;
  return llvm::all_of(generic.getDpsInputs(), [](Value input) {
    return isa<FloatType, IntegerType>(getElementTypeOrSelf(input));
  });
}

/// Builds the real (or imaginary) part of a splittable complex tensor.
static Value buildPart(OpBuilder &b, Location loc, Value v, bool imaginary) {
  auto type = cast<RankedTensorType>(v.getType());
  auto partType =
      type.clone(cast<ComplexType>(type.getElementType()).getElementType());
  Operation *op = v.getDefiningOp();
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return tensor::ExtractSliceOp::create(
        b, loc, partType, buildPart(b, loc, slice.getSource(), imaginary),
        slice.getMixedOffsets(), slice.getMixedSizes(),
        slice.getMixedStrides());
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return tensor::ExpandShapeOp::create(
        b, loc, partType, buildPart(b, loc, expand.getSrc(), imaginary),
        expand.getReassociationIndices());
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return tensor::CollapseShapeOp::create(
        b, loc, partType, buildPart(b, loc, collapse.getSrc(), imaginary),
        collapse.getReassociationIndices());
  auto generic = cast<linalg::GenericOp>(op);
  Value init = tensor::EmptyOp::create(b, loc, partType.getShape(),
                                       partType.getElementType());
  Block &body = generic.getRegion().front();
  auto create =
      body.getTerminator()->getOperand(0).getDefiningOp<complex::CreateOp>();
  return linalg::GenericOp::create(
             b, loc, TypeRange{partType}, generic.getDpsInputs(),
             ValueRange{init}, generic.getIndexingMapsArray(),
             generic.getIteratorTypesArray(),
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               IRMapping mapping;
               mapping.map(body.getArguments(), args);
               for (Operation &bodyOp : body.without_terminator())
                 nested.clone(bodyOp, mapping);
               linalg::YieldOp::create(
                   nested, nestedLoc,
                   mapping.lookup(imaginary ? create.getImaginary()
                                            : create.getReal()));
             })
      ->getResult(0);
}

namespace {

struct RaiseComplexMultiply : OpRewritePattern<tensor::CollapseShapeOp> {
  RaiseComplexMultiply(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(tensor::CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    Value pairs = getCollapsedPairs(op.getResult());
    Value product = pairs ? getViewAsRealSource(pairs) : Value();
    auto factors =
        product ? matchElementwise<complex::MulOp>(product) : std::nullopt;
    if (!factors)
      return failure();
    for (int swap = 0; swap < 2; ++swap) {
      MappedOperand input = (*factors)[swap], table = (*factors)[1 - swap];
      Value source = getViewAsComplexSource(input.value);
      if (!source || !input.map.isIdentity())
        continue;
      auto complexType = cast<RankedTensorType>(input.value.getType());
      auto tableType = dyn_cast<RankedTensorType>(table.value.getType());
      if (!tableType)
        return rewriter.notifyMatchFailure(op, "freqs_cis is not a tensor");
      Type partType =
          cast<ComplexType>(complexType.getElementType()).getElementType();
      std::string why;
      FailureOr<TableLayout> layout =
          checkTableMap(table.map, tableType.clone(partType),
                        complexType.clone(partType), why);
      if (failed(layout))
        return rewriter.notifyMatchFailure(op, why);
      if (!isSplittable(table.value))
        return rewriter.notifyMatchFailure(
            op, "freqs_cis is not built by complex.create in an elementwise "
                "generic");
      Location loc = op.getLoc();
      auto sourceType = cast<RankedTensorType>(source.getType());
      int64_t rank = sourceType.getRank();
      SmallVector<ReassociationIndices> groups;
      for (int64_t j = 0; j + 2 < rank; ++j)
        groups.push_back({j});
      groups.push_back({rank - 2, rank - 1});
      RotationMatch match;
      match.input =
          tensor::CollapseShapeOp::create(rewriter, loc, source, groups);
      match.layout = Layout::Interleaved;
      match.cos = {buildPart(rewriter, loc, table.value, false), table.map};
      match.sin = {buildPart(rewriter, loc, table.value, true), table.map};
      match.tableStride = 1;
      match.tables = *layout;
      match.cosTrace.notExact = "its cos/sin tables are the parts of a "
                                "complex freqs_cis";
      match.sinTrace = match.cosTrace;
      match.form = "complex multiply";
      rewriter.replaceOp(op, buildRotation(rewriter, loc, match, options));
      return success();
    }
    return failure();
  }

  RaiseOptions options;
};

} // namespace

void mlir::rope::populateRaiseComplexPatterns(RewritePatternSet &patterns,
                                              const RaiseOptions &options) {
  patterns.add<RaiseComplexMultiply>(patterns.getContext(), options);
}
