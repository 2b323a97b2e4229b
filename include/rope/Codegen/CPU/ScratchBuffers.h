//===- ScratchBuffers.h - Scratch buffers kept across calls -----*- C++ -*-===//
//
// The CPU kernels copy whole operands into packed buffers that live for one
// call. rope-cache-scratch-buffers keeps such a buffer, once freed, for the
// next call of the same allocation site, so that the pages are not mapped
// and zeroed again on each call.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_SCRATCHBUFFERS_H
#define ROPE_CODEGEN_CPU_SCRATCHBUFFERS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::rope {

/// The unit attribute that marks a `memref.alloc` as scratch: its buffer
/// does not escape the function, and one `memref.dealloc` in the same
/// function frees it.
constexpr llvm::StringLiteral kScratchAttrName = "rope.scratch";

/// Marks `alloc` (a `memref.alloc` whose buffer the caller frees with one
/// `memref.dealloc` and never lets escape) as scratch.
inline void markScratch(Operation *alloc) {
  alloc->setAttr(kScratchAttrName, UnitAttr::get(alloc->getContext()));
}

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_SCRATCHBUFFERS_H
