//===- LinalgToRope.h - Raise framework RoPE to rope ops --------*- C++ -*-===//

#ifndef ROPE_CONVERSION_LINALGTOROPE_LINALGTOROPE_H
#define ROPE_CONVERSION_LINALGTOROPE_LINALGTOROPE_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
class RewriterBase;

namespace rope {

#define GEN_PASS_DECL_RAISETOROPEPASS
#include "rope/Conversion/Passes.h.inc"

/// What the raising patterns produce.
struct RaiseOptions {
  /// Recover positions and frequencies and build `rope.rotate` (angles in
  /// float64); when false, or when they cannot be recovered, the graph's own
  /// cos/sin tables feed `rope.rotate_with_tables` bit-for-bit.
  bool exactAngles = true;
  /// Emit a remark at every raised rotation.
  bool remarks = true;
};

/// Adds the pattern that raises Hugging Face's `x * cos + rotate_half(x) *
/// sin` (slices, negation and concatenation of the two halves; broadcast
/// cos/sin tables that duplicate their halves) to a `half` rotation.
void populateRaiseHalfPatterns(RewritePatternSet &patterns,
                               const RaiseOptions &options);

/// Adds the pattern that raises IREE's dispatch form of `x * cos +
/// rotate_half(x) * sin`: one generic whose rotate_half is a gather from a
/// [..., 2, D/2] view of x by index arithmetic on the channel, negated by a
/// select (x possibly read through a transposing map), to a `half`
/// rotation.
void populateRaiseGatheredHalfPatterns(RewritePatternSet &patterns,
                                       const RaiseOptions &options);

/// Adds the pattern that folds `concat(rotate(x[..., :R]), x[..., R:])`
/// into one rotation of `x` with `rotary_dim(R)` (GPT-NeoX partial rotary).
void populateRaisePartialRotaryPatterns(RewritePatternSet &patterns);

/// Adds the pattern that raises GPT-J's `x * cos + rotate_every_two(x) *
/// sin` (stride-2 slices, the odd ones negated, re-interleaved by
/// expand_shape + concat + collapse_shape; tables that repeat each value
/// twice in a row) to an `interleaved` rotation.
void populateRaiseInterleavedPatterns(RewritePatternSet &patterns,
                                      const RaiseOptions &options);

/// Adds the patterns that raise rotations written on the two components of
/// each pair, sliced out of x and put back together: `o1 = x1 * cos - x2 *
/// sin`, `o2 = x2 * cos + x1 * sin` with one table value per pair.
///   * even/odd x1, x2 (`x[..., 0::2]`, `x[..., 1::2]`), `cat([o1, o2], -1)`
///     (Hugging Face's DeepSeek `apply_rotary_pos_emb_interleave`): a `half`
///     rotation of `concat(x1, x2)`;
///   * halves (`torch.chunk(x, 2, -1)`), `cat([o1, o2], -1)` (gpt-oss,
///     vLLM's native GPT-NeoX style): a `half` rotation of x;
///   * even/odd, `stack([o1, o2], -1).flatten(-2)` (vLLM's native GPT-J
///     style): an `interleaved` rotation of x.
void populateRaisePairComponentPatterns(RewritePatternSet &patterns,
                                        const RaiseOptions &options);

/// Adds the pattern that raises Meta's `view_as_real(view_as_complex(x) *
/// freqs_cis)` (complex.create / complex.mul / complex.re, im generics) to
/// an `interleaved` rotation by the real and imaginary parts of freqs_cis,
/// rebuilt without complex numbers.
void populateRaiseComplexPatterns(RewritePatternSet &patterns,
                                  const RaiseOptions &options);

/// Raises every rotation nested in `root` as rope-raise does: splits the
/// rotations that elementwise fusion merged, applies every idiom family's
/// patterns (notifying `listener`, if given, of the changes they make) and,
/// with `options.remarks`, explains the rotations left. Fails if the
/// patterns do not converge.
LogicalResult raiseRotations(Operation *root, const RaiseOptions &options,
                             RewriterBase::Listener *listener = nullptr);

/// Emits a remark at every rotation of a known family under `root` that the
/// patterns leave (run after them), saying why it is not raised.
void explainUnraisedRotations(Operation *root);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_LINALGTOROPE_LINALGTOROPE_H
