/* Calls the rotate entry point of aot-c-driver.mlir through its C interface
   and compares with a double-precision rotation computed here. */
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

enum { SEQ = 5, HEAD = 6, ROTARY = 4, OFFSET = 1000 };

int main(void) {
  float x[SEQ][HEAD], out[SEQ][HEAD];
  for (int s = 0; s < SEQ; ++s)
    for (int c = 0; c < HEAD; ++c) {
      x[s][c] = (float)sin(1.0 + 7.0 * s + c); /* arbitrary, in [-1, 1] */
      out[s][c] = NAN;
    }
  MemRef2D xd = {&x[0][0], &x[0][0], 0, {SEQ, HEAD}, {HEAD, 1}};
  MemRef2D od = {&out[0][0], &out[0][0], 0, {SEQ, HEAD}, {HEAD, 1}};
  _mlir_ciface_rotate(&xd, &od, OFFSET);

  double maxError = 0.0;
  int passthroughOk = 1;
  for (int s = 0; s < SEQ; ++s) {
    for (int i = 0; i < ROTARY / 2; ++i) {
      double theta = pow(10000.0, -2.0 * i / ROTARY);
      double angle = (double)(OFFSET + s) * theta;
      double a = x[s][i], b = x[s][i + ROTARY / 2];
      double ra = a * cos(angle) - b * sin(angle);
      double rb = a * sin(angle) + b * cos(angle);
      double ea = fabs(ra - out[s][i]), eb = fabs(rb - out[s][i + ROTARY / 2]);
      if (!(ea <= maxError))
        maxError = ea; /* also catches NaN */
      if (!(eb <= maxError))
        maxError = eb;
    }
    for (int c = ROTARY; c < HEAD; ++c)
      passthroughOk &= out[s][c] == x[s][c];
  }
  printf("rotated %d x %d (half, rotary_dim %d, offset %d)\n", SEQ, HEAD,
         ROTARY, OFFSET);
  printf("max abs error vs double precision: %.3g\n", maxError);
  int ok = maxError <= 1e-6 && passthroughOk;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
