#include "SolidFill.h"

void segue_fill_rows(uint32_t *pixels, ptrdiff_t stride, int width, int height, uint32_t pixel) {
  if (width <= 0) return;
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
#if defined(__x86_64__)
    size_t count = (size_t)width;
    __asm__ volatile("rep stosl" : "+D"(row), "+c"(count) : "a"(pixel) : "memory");
#else
    for (int x = 0; x < width; x++) row[x] = pixel;
#endif
  }
}
