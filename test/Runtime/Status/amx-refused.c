/* A function on AMX tiles whose process Linux refuses the tile data
   permission: test/Runtime/Status/amx-refused.mlir compiles the library, this
   program installs a seccomp filter under which arch_prctl(ARCH_REQ_XCOMP_PERM)
   fails with EPERM, then calls the library. @tile_matmul must report
   ROPE_STATUS_UNSUPPORTED_CPU with a message naming it and the errno, leave
   its output alone and not kill the process (no tile instruction may run);
   @scale, without tiles, must still work. */
#include "rope-c/Runtime.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef struct {
  uint16_t *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRefBF16;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRefF32;

int32_t _rope_checked_tile_matmul(MemRefBF16 *a, MemRefBF16 *b, MemRefF32 *c);
int32_t _rope_checked_scale(MemRefF32 *c);

enum { ARCH_REQ_XCOMP_PERM = 0x1023, XFEATURE_XTILEDATA = 18 };

/* arch_prctl(ARCH_REQ_XCOMP_PERM, ...) fails with EPERM; everything else,
   arch_prctl's other options among it, is allowed. */
static int refuseTileData(void) {
  struct sock_filter filter[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_arch_prctl, 0, 3),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH_REQ_XCOMP_PERM, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {sizeof(filter) / sizeof(filter[0]), filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
      prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
    perror("seccomp filter");
    return 1;
  }
  return 0;
}

static uint16_t a[16 * 32], b[16 * 32];
static float c[16 * 16];

int main(void) {
  /* Unbuffered: the abort build dies in the first call. */
  setvbuf(stdout, NULL, _IONBF, 0);
  if (refuseTileData())
    return 1;
  long direct =
      syscall(SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA);
  printf("filter: arch_prctl(ARCH_REQ_XCOMP_PERM) gives %ld, errno %d\n",
         direct, errno);
  int failed = direct != -1 || errno != EPERM;

  for (int i = 0; i < 16 * 32; ++i)
    a[i] = b[i] = 0x3f80; /* 1.0 */
  for (int i = 0; i < 16 * 16; ++i)
    c[i] = 42.0f;
  MemRefBF16 ma = {a, a, 0, {16, 32}, {32, 1}},
             mb = {b, b, 0, {16, 32}, {32, 1}};
  MemRefF32 mc = {c, c, 0, {16, 16}, {16, 1}};

  char first[1024] = "";
  for (int call = 1; call <= 2; ++call) {
    int32_t status = _rope_checked_tile_matmul(&ma, &mb, &mc);
    const char *message = rope_last_error();
    printf("call %d: status %d (%s)\n", call, status,
           status == ROPE_STATUS_UNSUPPORTED_CPU ? "ROPE_STATUS_UNSUPPORTED_CPU"
                                                 : "unexpected");
    printf("message: %s\n", message ? message : "(null)");
    failed |= status != ROPE_STATUS_UNSUPPORTED_CPU || !message ||
              !strstr(message, "@tile_matmul") || !strstr(message, "errno 1;");
    if (call == 1 && message)
      snprintf(first, sizeof(first), "%s", message);
    else
      failed |= !message || strcmp(first, message) != 0;
  }
  int untouched = 1;
  for (int i = 0; i < 16 * 16; ++i)
    untouched &= c[i] == 42.0f;
  printf("output: %s\n", untouched ? "untouched" : "WRITTEN");
  failed |= !untouched;

  int32_t status = _rope_checked_scale(&mc);
  printf("function without tiles: status %d, c[0] = %g\n", status, c[0]);
  failed |= status != ROPE_STATUS_OK || c[0] != 84.0f;

  printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
