//===- SplitFusedRotations.cpp - Unfuse elementwise rotation sums ---------===//
//
// After upstream elementwise fusion (`--linalg-fuse-elementwise-ops`),
// `x * cos + partner(x) * sin` is one generic whose body multiplies and
// adds (and may compute cos and sin of its angles inline). The idiom
// families match the unfused form, one generic per scalar op, as frontends
// export it; this step gives them that form back for the generics that
// read a rotation's partner tensor (rotate_half, rotate_every_two) or the
// stride-2 channels of the even/odd form, and for the fused generics their
// tables and angles are computed by (e.g. `sitofp(positions) * inv_freq`),
// and leaves every other generic alone.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns true if `v` is a rotation's partner of some tensor, or a
/// stride-2 slice of its channels.
static bool isRotationOperand(Value v) {
  Value x;
  for (const RotationForm *form : {&getHalfForm(), &getInterleavedForm()})
    if (form->classifyPartner(v, x) != PartnerKind::None)
      return true;
  auto slice = v.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || slice.getStaticStrides().empty())
    return false;
  int64_t channels = slice.getResultType().getShape().back();
  return slice.getStaticStrides().back() == 2 &&
         isLastDimSlice(v, slice.getStaticOffsets().back(), channels, x, 2);
}

/// Returns true if `generic` is elementwise with more than one op in its
/// body, each of one result and no region: a fused generic that can be
/// split.
static bool isSplittable(linalg::GenericOp generic) {
  if (generic->getNumResults() != 1 ||
      !getElementwiseGeneric(generic->getResult(0)))
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() < 3)
    return false;
  return llvm::all_of(body.without_terminator(), [](Operation &op) {
    return op.getNumResults() == 1 && op.getNumRegions() == 0;
  });
}

/// Returns true if `generic` sums products (`a * b +- c * d`), one of its
/// inputs being a rotation operand: a fused rotation.
static bool isFusedRotation(linalg::GenericOp generic) {
  if (!isSplittable(generic))
    return false;
  Block &body = generic.getRegion().front();
  Operation *sum = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!isa_and_nonnull<arith::AddFOp, arith::SubFOp>(sum) ||
      !llvm::all_of(sum->getOperands(), [](Value term) {
        return isa_and_nonnull<arith::MulFOp>(term.getDefiningOp());
      }))
    return false;
  return llvm::any_of(generic.getDpsInputs(), isRotationOperand);
}

/// Collects the splittable generics that `v` is computed from through
/// reshapes, slices, concatenations and elementwise generics (a fused
/// rotation's tables and angles), at most `depth` producers up.
static void collectFusedProducers(Value v, int depth,
                                  llvm::SetVector<Operation *> &found) {
  if (depth == 0 || !v)
    return;
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                      tensor::ExtractSliceOp>(def)) {
    collectFusedProducers(def->getOperand(0), depth - 1, found);
  } else if (auto concat = dyn_cast_or_null<tensor::ConcatOp>(def)) {
    for (Value input : concat.getInputs())
      collectFusedProducers(input, depth - 1, found);
  } else if (auto generic = dyn_cast_or_null<linalg::GenericOp>(def)) {
    if (!getElementwiseGeneric(v))
      return;
    if (isSplittable(generic))
      found.insert(generic);
    for (Value input : generic.getDpsInputs())
      collectFusedProducers(input, depth - 1, found);
  }
}

/// Builds an elementwise generic over a tensor of `sizes` that applies `op`
/// (a clone of it, the body's constants it reads cloned too) to `carried`
/// (the operands that tensors carry), read from `inputs` with `maps`.
static Value buildSplit(OpBuilder &b, Location loc, Operation &op,
                        ArrayRef<Value> carried, ArrayRef<Value> inputs,
                        SmallVector<AffineMap> maps,
                        ArrayRef<OpFoldResult> sizes) {
  Block *body = op.getBlock();
  Value empty =
      tensor::EmptyOp::create(b, loc, sizes, op.getResult(0).getType());
  int64_t rank = static_cast<int64_t>(sizes.size());
  maps.push_back(b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto split = linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType()}, inputs, ValueRange{empty}, maps,
      iterators, [&](OpBuilder &nested, Location, ValueRange args) {
        IRMapping mapping;
        mapping.map(carried, args.take_front(carried.size()));
        for (Value operand : op.getOperands()) {
          Operation *def = operand.getDefiningOp();
          if (!mapping.contains(operand) && def && def->getBlock() == body)
            mapping.map(operand, nested.clone(*def)->getResult(0));
        }
        Operation *clone = nested.clone(op, mapping);
        linalg::YieldOp::create(nested, loc, clone->getResult(0));
      });
  return split->getResult(0);
}

/// Replaces `generic` by one elementwise generic per op of its body. An op
/// whose operands are all read the same way from tensors of one shape (a
/// conversion of broadcast positions) is computed over that shape and read
/// the same way by its users; any other over the generic's iteration space.
static void splitGeneric(OpBuilder &b, linalg::GenericOp generic) {
  Location loc = generic.getLoc();
  b.setInsertionPoint(generic);
  Block &body = generic.getRegion().front();
  Value init = generic.getDpsInits()[0];
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, init);
  AffineMap identity = b.getMultiDimIdentityMap(sizes.size());
  llvm::DenseMap<Value, MappedOperand> tensors;
  for (auto [arg, input, map] :
       llvm::zip(body.getArguments(), generic.getDpsInputs(),
                 generic.getIndexingMapsArray()))
    tensors[arg] = {input, map};
  for (Operation &op : body.without_terminator()) {
    // Constants are cloned into the generics that use them.
    if (op.getNumOperands() == 0)
      continue;
    SmallVector<Value> carried;
    SmallVector<MappedOperand> reads;
    for (Value operand : op.getOperands()) {
      auto it = tensors.find(operand);
      if (it == tensors.end() || llvm::is_contained(carried, operand))
        continue;
      carried.push_back(operand);
      reads.push_back(it->second);
    }
    bool oneWay =
        !reads.empty() && llvm::all_of(reads, [&](const MappedOperand &read) {
          return read.map == reads[0].map &&
                 read.value.getType() == reads[0].value.getType();
        });
    SmallVector<Value> inputs = llvm::map_to_vector(
        reads, [](const MappedOperand &read) { return read.value; });
    if (oneWay && reads[0].map != identity) {
      auto type = cast<RankedTensorType>(reads[0].value.getType());
      Value result = buildSplit(
          b, loc, op, carried, inputs,
          SmallVector<AffineMap>(reads.size(),
                                 b.getMultiDimIdentityMap(type.getRank())),
          tensor::getMixedSizes(b, loc, reads[0].value));
      tensors[op.getResult(0)] = {result, reads[0].map};
      continue;
    }
    SmallVector<AffineMap> maps = llvm::map_to_vector(
        reads, [](const MappedOperand &read) { return read.map; });
    tensors[op.getResult(0)] = {
        buildSplit(b, loc, op, carried, inputs, maps, sizes), identity};
  }
  MappedOperand result = tensors.lookup(body.getTerminator()->getOperand(0));
  Value replacement = result.value;
  if (result.map != identity) {
    // A broadcast of a value computed over a smaller shape.
    Value empty = tensor::EmptyOp::create(
        b, loc, sizes, getElementTypeOrSelf(init.getType()));
    SmallVector<utils::IteratorType> iterators(sizes.size(),
                                               utils::IteratorType::parallel);
    replacement =
        linalg::GenericOp::create(
            b, loc, TypeRange{empty.getType()}, ValueRange{result.value},
            ValueRange{empty}, ArrayRef<AffineMap>{result.map, identity},
            iterators,
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              linalg::YieldOp::create(nested, nestedLoc, args[0]);
            })
            ->getResult(0);
  }
  generic->getResult(0).replaceAllUsesWith(replacement);
  generic->erase();
}

void raise::splitFusedRotations(Operation *root) {
  llvm::SetVector<Operation *> fused;
  root->walk([&](linalg::GenericOp generic) {
    if (!isFusedRotation(generic))
      return;
    fused.insert(generic);
    for (Value input : generic.getDpsInputs())
      collectFusedProducers(input, /*depth=*/8, fused);
  });
  OpBuilder b(root->getContext());
  for (Operation *generic : fused)
    splitGeneric(b, cast<linalg::GenericOp>(generic));
}

void raise::explainFusedRotations(Operation *root) {
  root->walk([](linalg::GenericOp generic) {
    if (generic.getNumReductionLoops() == 0 ||
        !llvm::any_of(generic.getDpsInputs(), isRotationOperand))
      return;
    Decision(DecisionKind::Missed, generic, "rope-raise", "RotationNotRaised")
            .arg("Form", "fused into a contraction")
        << "rope-raise: rotation not raised: it is fused into a generic with "
           "reduction loops (upstream elementwise fusion into a "
           "contraction); run rope-raise before --linalg-fuse-elementwise-ops";
  });
}
