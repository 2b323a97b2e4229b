//===- KeyRotationMode.h - Where fused attention rotates keys ---*- C++ -*-===//
//
// The `key-rotation` option of rope-fuse-attention, rope-decompose-attention
// and the rope-lower-to-llvm pipeline, one checked enum for all three.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_KEYROTATIONMODE_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_KEYROTATIONMODE_H

namespace mlir::rope {

/// Where fused attention rotates the keys: as the op records or the cost
/// model decides (`auto`), or forced.
enum class KeyRotationMode { Auto, OnRead, UpFront };

} // namespace mlir::rope

/// The command-line values of a `key-rotation` option.
#define ROPE_KEY_ROTATION_MODE_VALUES                                          \
  ::llvm::cl::values(                                                          \
      clEnumValN(::mlir::rope::KeyRotationMode::Auto, "auto",                  \
                 "as the op records, else as the cost model chooses"),         \
      clEnumValN(::mlir::rope::KeyRotationMode::OnRead, "on_read",             \
                 "rotate keys inside the loop over key blocks"),               \
      clEnumValN(::mlir::rope::KeyRotationMode::UpFront, "up_front",           \
                 "rotate keys once, into a rotated copy"))

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_KEYROTATIONMODE_H
