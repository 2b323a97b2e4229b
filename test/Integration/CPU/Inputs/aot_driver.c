/* Calls the entry points of aot-c-driver.mlir through their C interface and
   compares with a double-precision rotation computed here. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2D;

void _mlir_ciface_rotate(MemRef2D *x, MemRef2D *out, int64_t offset);
void _mlir_ciface_rotate_full(MemRef2D *x, MemRef2D *out, int64_t offset);

enum { SEQ = 5, HEAD = 6, OFFSET = 1000 };

/* Runs `entry` and checks it against a double-precision rotation of the
   first `rotary` channels (pairs (i, i + rotary/2) when `half`, else
   (2i, 2i + 1)); the other channels must pass through. */
static int check(void (*entry)(MemRef2D *, MemRef2D *, int64_t), int half,
                 int rotary) {
  float x[SEQ][HEAD], out[SEQ][HEAD];
  for (int s = 0; s < SEQ; ++s)
    for (int c = 0; c < HEAD; ++c) {
      x[s][c] = (float)sin(1.0 + 7.0 * s + c); /* arbitrary, in [-1, 1] */
      out[s][c] = NAN;
    }
  MemRef2D xd = {&x[0][0], &x[0][0], 0, {SEQ, HEAD}, {HEAD, 1}};
  MemRef2D od = {&out[0][0], &out[0][0], 0, {SEQ, HEAD}, {HEAD, 1}};
  entry(&xd, &od, OFFSET);

  double maxError = 0.0;
  int passthroughOk = 1;
  for (int s = 0; s < SEQ; ++s) {
    for (int i = 0; i < rotary / 2; ++i) {
      int first = half ? i : 2 * i;
      int second = half ? i + rotary / 2 : 2 * i + 1;
      double theta = pow(10000.0, -2.0 * i / rotary);
      double angle = (double)(OFFSET + s) * theta;
      double a = x[s][first], b = x[s][second];
      double ra = a * cos(angle) - b * sin(angle);
      double rb = a * sin(angle) + b * cos(angle);
      double ea = fabs(ra - out[s][first]), eb = fabs(rb - out[s][second]);
      if (!(ea <= maxError))
        maxError = ea; /* also catches NaN */
      if (!(eb <= maxError))
        maxError = eb;
    }
    for (int c = rotary; c < HEAD; ++c)
      passthroughOk &= out[s][c] == x[s][c];
  }
  printf("rotated %d x %d (%s, rotary_dim %d, offset %d)\n", SEQ, HEAD,
         half ? "half" : "interleaved", rotary, OFFSET);
  printf("max abs error vs double precision: %.3g\n", maxError);
  return maxError <= 1e-6 && passthroughOk;
}

int main(void) {
  int ok = check(_mlir_ciface_rotate, /*half=*/1, /*rotary=*/4);
  ok &= check(_mlir_ciface_rotate_full, /*half=*/0, /*rotary=*/6);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
