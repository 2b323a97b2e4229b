/* Checks __truncsfbf2, as rope-define-bf16-truncation defines it, against
   round-to-nearest-even computed in double: the two bfloat16 neighbours of
   x (its bits truncated, and one more), the nearer one, the even one on a
   tie; NaN stays NaN with its sign. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__bf16 __truncsfbf2(float);

static float fromBits(uint32_t bits) {
  float x;
  memcpy(&x, &bits, 4);
  return x;
}

static uint16_t expected(float x) {
  uint32_t bits;
  memcpy(&bits, &x, 4);
  if (isnan(x))
    return 0; /* checked separately */
  if (isinf(x))
    return bits >> 16;
  uint32_t down = bits & 0xffff0000u, up = down + 0x10000u;
  double lo = fromBits(down), hi = fromBits(up);
  double dlo = fabs((double)x - lo), dhi = fabs((double)x - hi);
  if (isinf(hi)) /* rounding up past the largest finite value */
    dhi = fabs((double)x - ldexp(1.0, 128) * (signbit(x) ? -1 : 1));
  if (dlo < dhi || (dlo == dhi && ((down >> 16) & 1) == 0))
    return down >> 16;
  return up >> 16;
}

static int check(float x) {
  __bf16 h = __truncsfbf2(x);
  uint16_t got;
  memcpy(&got, &h, 2);
  if (isnan(x)) {
    uint32_t bits;
    memcpy(&bits, &x, 4);
    int ok = (got & 0x7f80) == 0x7f80 && (got & 0x7f) && (got >> 15) == (bits >> 31);
    if (!ok)
      printf("FAIL NaN %08x -> %04x\n", bits, got);
    return !ok;
  }
  uint16_t want = expected(x);
  if (got != want) {
    printf("FAIL %a -> %04x, expected %04x\n", x, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int differ = 0, count = 0;
  /* Every 4096th bit pattern: all exponents, signs, ties and NaNs. */
  for (uint64_t bits = 0; bits < (1ull << 32); bits += 4093, ++count)
    differ += check(fromBits((uint32_t)bits));
  uint32_t edges[] = {0x00000000, 0x80000000, 0x7f800000, 0xff800000,
                      0x7f7fffff, 0xff7fffff, 0x7f7f8000, 0x3f808000,
                      0x3f818000, 0x3f807fff, 0x00008000, 0x00018000,
                      0x7fc00000, 0xffc00001, 0x7f800001, 0x00000001};
  for (unsigned i = 0; i < sizeof(edges) / sizeof(edges[0]); ++i, ++count)
    differ += check(fromBits(edges[i]));
  printf("checked %d floats: %d differ\n", count, differ);
  return differ != 0;
}
