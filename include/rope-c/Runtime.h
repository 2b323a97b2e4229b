/*===-- rope-c/Runtime.h - Run-time status of compiled rope code ---*- C -*-===*\
|*                                                                            *|
|* What a library compiled by rope-lower-to-llvm (or rope-lower-to-nvvm)     *|
|* exports besides MLIR's C interfaces: a status-returning entry point per   *|
|* function and the message of the last failed run-time check. The           *|
|* functions are defined in every such library (rope-return-status writes    *|
|* them into the module); nothing is linked from rope-mlir itself.           *|
|*                                                                            *|
|* For a function @f lowered with emit-c-interface (the default), the        *|
|* library exports                                                            *|
|*                                                                            *|
|*   void    _mlir_ciface_f(ARGS);    MLIR's C interface                      *|
|*   int32_t _rope_checked_f(ARGS);   the same call, returning a RopeStatus   *|
|*                                                                            *|
|* with the same ARGS (memref descriptors by pointer, scalars by value, a    *|
|* pointer to the results first where @f returns memrefs). A run-time check  *|
|* that fails (sizes that the verifier could not compare because they are    *|
|* dynamic: positions shorter than the sequence, a short table, key and      *|
|* value lengths that differ, an offset whose last position overflows)       *|
|* makes @f return at once, before the op it guards runs: nothing is read    *|
|* or written out of bounds, the outputs are left as they were (returned     *|
|* memrefs are null descriptors), and the process and calls on other         *|
|* threads go on. The checks run as early in @f as the sizes they compare  *|
|* allow (usually first); buffers @f allocated before a failed check are    *|
|* not freed.                                                                 *|
|*                                                                            *|
|* A function that runs on AMX tiles first asks Linux for the tile data       *|
|* permission (once per process); refused, it returns the same way, with      *|
|* ROPE_STATUS_UNSUPPORTED_CPU, instead of dying of SIGILL.                   *|
|*                                                                            *|
|* The status and the message are thread-local: each thread sees the result  *|
|* of its own last failed check. _rope_checked_f clears the calling          *|
|* thread's status before the call; a direct _mlir_ciface_f call does not,   *|
|* so a caller using it clears it with rope_clear_error() and reads          *|
|* rope_last_status() after the call.                                         *|
|*                                                                            *|
|* Compiled with on-check-failure=abort instead, a failed check prints its   *|
|* message to stderr and aborts the process (for mlir-runner, and for users  *|
|* who prefer that); the functions below exist there too and report          *|
|* ROPE_STATUS_OK.                                                            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ROPE_C_RUNTIME_H
#define ROPE_C_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What _rope_checked_<name> and rope_last_status() return.
typedef enum RopeStatus {
  /// No run-time check failed.
  ROPE_STATUS_OK = 0,
  /// Sizes that must agree do not (positions, tables, frequencies, batch,
  /// heads, key and value lengths, query heads not a multiple of key heads).
  ROPE_STATUS_SIZE_MISMATCH = 1,
  /// A start offset whose last position, offset + seq - 1, overflows int64.
  ROPE_STATUS_OVERFLOW = 2,
  /// The function runs on AMX tiles, and Linux refused the process the tile
  /// data permission (arch_prctl ARCH_REQ_XCOMP_PERM; the message has the
  /// errno). Nothing ran: the function returned before its first tile
  /// instruction, which would have killed the process with SIGILL.
  ROPE_STATUS_UNSUPPORTED_CPU = 3,
} RopeStatus;

/// The message of the calling thread's last failed check: the op, its
/// location in the compiled module, the relation and the sizes, e.g.
/// "rope.rotate at model.mlir:12:8: runtime check failed: positions cover 3
/// positions (dimension 0) but the input's sequence dimension (1) has 5".
/// NULL when the status is ROPE_STATUS_OK. The text stays valid until the
/// thread's next failed check or rope_clear_error().
const char *rope_last_error(void);

/// The calling thread's status: ROPE_STATUS_OK, or the code of its last
/// failed check since the last rope_clear_error().
int32_t rope_last_status(void);

/// Resets the calling thread's status to ROPE_STATUS_OK.
void rope_clear_error(void);

#ifdef __cplusplus
}
#endif

#endif // ROPE_C_RUNTIME_H
