/* Calls a library compiled by rope-lower-to-llvm through the status ABI of
   rope-c/Runtime.h (test/Runtime/Status/status-abi.mlir builds both). @rotate
   rotates x [heads, seq, 8] f32 by positions [seq] (half layout, default
   frequencies); the results are compared with a float64 rotation computed
   here. With the argument "abort", makes one bad call only (the library is
   then compiled with on-check-failure=abort). */
#include "rope-c/Runtime.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
} MemRef3;
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;

void _mlir_ciface_rotate(MemRef3 *result, MemRef3 *x, MemRef1 *positions);
int32_t _rope_checked_rotate(MemRef3 *result, MemRef3 *x, MemRef1 *positions);
int32_t _rope_checked_rotate_offset(MemRef3 *result, MemRef3 *x,
                                    int64_t offset);

enum { HEADS = 2, SEQ = 5, DIM = 8 };

static float input[HEADS * SEQ * DIM];
static int64_t positions[SEQ];

static MemRef3 inputMemRef(void) {
  MemRef3 x = {input, input, 0, {HEADS, SEQ, DIM}, {SEQ * DIM, DIM, 1}};
  return x;
}

static MemRef1 positionsMemRef(int64_t count) {
  MemRef1 p = {positions, positions, 0, {count}, {1}};
  return p;
}

/* max |result - float64 rotation| of a rotated input. */
static double maxError(const MemRef3 *result) {
  double worst = 0;
  for (int h = 0; h < HEADS; ++h)
    for (int s = 0; s < SEQ; ++s)
      for (int i = 0; i < DIM / 2; ++i) {
        double theta = pow(10000.0, -2.0 * i / DIM) * (double)positions[s];
        const float *row = input + (h * SEQ + s) * DIM;
        double a = row[i], b = row[i + DIM / 2];
        double wantA = a * cos(theta) - b * sin(theta);
        double wantB = b * cos(theta) + a * sin(theta);
        const float *got = result->aligned + result->offset +
                           h * result->strides[0] + s * result->strides[1];
        worst = fmax(worst, fabs(got[i] - wantA));
        worst = fmax(worst, fabs(got[i + DIM / 2] - wantB));
      }
  return worst;
}

static int goodCall(double *error) {
  MemRef3 x = inputMemRef(), result;
  MemRef1 p = positionsMemRef(SEQ);
  memset(&result, 0xff, sizeof(result));
  int32_t status = _rope_checked_rotate(&result, &x, &p);
  if (status != ROPE_STATUS_OK)
    return status;
  *error = maxError(&result);
  free(result.allocated);
  return 0;
}

static int32_t badCall(MemRef3 *result) {
  MemRef3 x = inputMemRef();
  MemRef1 p = positionsMemRef(3);
  return _rope_checked_rotate(result, &x, &p);
}

static void *badCalls(void *failures) {
  for (int i = 0; i < 2000; ++i) {
    MemRef3 result;
    if (badCall(&result) != ROPE_STATUS_SIZE_MISMATCH ||
        rope_last_status() != ROPE_STATUS_SIZE_MISMATCH || !rope_last_error())
      ++*(int *)failures;
  }
  return NULL;
}

static void *goodCalls(void *failures) {
  for (int i = 0; i < 2000; ++i) {
    double error = 1;
    if (goodCall(&error) != 0 || rope_last_error() || error > 1e-5)
      ++*(int *)failures;
  }
  return NULL;
}

int main(int argc, char **argv) {
  for (int i = 0; i < HEADS * SEQ * DIM; ++i)
    input[i] = (float)sin(1.0 + i * 0.37);
  for (int s = 0; s < SEQ; ++s)
    positions[s] = 1000 + 17 * s;

  if (argc > 1 && strcmp(argv[1], "abort") == 0) {
    MemRef3 result;
    int32_t status = badCall(&result);
    printf("status %d\n", status);
    return 1;
  }

  int failed = 0;
  double error = 1;
  int32_t status = goodCall(&error);
  printf("good call: status %d, %s, max error %.3g %s\n", status,
         rope_last_error() ? "a message" : "no message", error,
         error <= 1e-5 ? "within 1e-5" : "TOO LARGE");
  failed |= status != 0 || error > 1e-5;

  MemRef3 result;
  memset(&result, 0xff, sizeof(result));
  status = badCall(&result);
  printf("bad call: status %d (%s)\n", status,
         status == ROPE_STATUS_SIZE_MISMATCH ? "ROPE_STATUS_SIZE_MISMATCH"
                                             : "unexpected");
  const char *message = rope_last_error();
  printf("message: %s\n", message ? message : "(null)");
  printf("result descriptor: %s\n",
         !result.allocated && !result.aligned ? "null" : "NOT NULL");
  failed |= status != ROPE_STATUS_SIZE_MISMATCH || !message ||
            result.allocated || result.aligned;

  rope_clear_error();
  printf("after rope_clear_error: status %d, message %s\n", rope_last_status(),
         rope_last_error() ? "set" : "null");
  failed |= rope_last_status() != 0 || rope_last_error() != NULL;

  /* The C interface itself: the status is sticky until cleared. */
  {
    MemRef3 x = inputMemRef();
    MemRef1 shortPositions = positionsMemRef(3), allPositions =
                                                     positionsMemRef(SEQ);
    _mlir_ciface_rotate(&result, &x, &shortPositions);
    int32_t afterBad = rope_last_status();
    _mlir_ciface_rotate(&result, &x, &allPositions);
    int32_t afterGood = rope_last_status();
    free(result.allocated);
    rope_clear_error();
    printf("direct C interface: status %d %s, then %d\n", afterBad,
           afterGood == afterBad ? "kept until cleared" : "NOT KEPT",
           rope_last_status());
    failed |= afterBad != 1 || afterGood != 1 || rope_last_status() != 0;
  }

  for (int i = 0; i < 100; ++i)
    failed |= badCall(&result) != ROPE_STATUS_SIZE_MISMATCH;
  status = goodCall(&error);
  printf("good call after 100 bad ones: status %d, max error %.3g %s\n", status,
         error, error <= 1e-5 ? "within 1e-5" : "TOO LARGE");
  failed |= status != 0 || error > 1e-5;

  /* One thread fails every call while another succeeds: each sees its own
     status. */
  int badFailures = 0, goodFailures = 0;
  pthread_t bad, good;
  pthread_create(&bad, NULL, badCalls, &badFailures);
  pthread_create(&good, NULL, goodCalls, &goodFailures);
  pthread_join(bad, NULL);
  pthread_join(good, NULL);
  printf("threads: %s bad calls each saw status 1, %s good calls each saw "
         "status 0 and the right values\n",
         badFailures ? "NOT ALL" : "2000", goodFailures ? "NOT ALL" : "2000");
  failed |= badFailures || goodFailures;

  {
    MemRef3 x = inputMemRef();
    status = _rope_checked_rotate_offset(&result, &x, INT64_MAX);
    message = rope_last_error();
    printf("overflow: status %d (%s): %s\n", status,
           status == ROPE_STATUS_OVERFLOW ? "ROPE_STATUS_OVERFLOW"
                                          : "unexpected",
           message ? message : "(null)");
    failed |= status != ROPE_STATUS_OVERFLOW;
  }

  printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
