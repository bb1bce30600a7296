#include "SolidOver.h"
#include "CPUFeatures.h"
#include "Over.h"
#include "SIMD.h"

void segue_over_solid_portable(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  /* The color's bytes in memory order (blue, green, red, alpha), as over_portable reads a
     pixel's. */
  const int source[4] = {
      (int)(color & 0xff), (int)(color >> 8 & 0xff), (int)(color >> 16 & 0xff),
      (int)(color >> 24)};
  for (int y = 0; y < height; y++) {
    uint8_t *pixel = pixels + y * stride;
    for (int x = 0; x < width; x++, pixel += 4) over_portable(pixel, source);
  }
}

#if defined(__SSE2__)
/* One row's pixels from `column` on, four then one at a time. */
static inline void over_row_sse2(uint8_t *pixel, int column, int width, uint32_t color) {
  const __m128i source = _mm_set1_epi32((int)color);
  const __m128i inverse = _mm_set1_epi16((int16_t)(255 - (color >> 24)));
  for (; column + 4 <= width; column += 4, pixel += 16) {
    const __m128i destination = _mm_loadu_si128((const __m128i *)pixel);
    _mm_storeu_si128((__m128i *)pixel, over(source, destination, inverse, inverse));
  }
  for (; column < width; column++, pixel += 4) over_one(pixel, source);
}

void segue_over_solid_sse2(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  for (int y = 0; y < height; y++) over_row_sse2(pixels + y * stride, 0, width, color);
}

AVX2 static void over_solid_avx2(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  const __m256i source = _mm256_set1_epi32((int)color);
  const __m256i inverse = _mm256_set1_epi16((int16_t)(255 - (color >> 24)));
  for (int y = 0; y < height; y++) {
    uint8_t *pixel = pixels + y * stride;
    int column = 0;
    for (; column + 8 <= width; column += 8, pixel += 32) {
      const __m256i destination = _mm256_loadu_si256((const __m256i *)pixel);
      _mm256_storeu_si256((__m256i *)pixel, over_avx2(source, destination, inverse, inverse));
    }
    over_row_sse2(pixel, column, width, color);
  }
}

void segue_over_solid(uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  if (segue_has_avx2()) {
    over_solid_avx2(pixels, stride, width, height, color);
  } else {
    segue_over_solid_sse2(pixels, stride, width, height, color);
  }
}
#else
void segue_over_solid_sse2(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  segue_over_solid_portable(pixels, stride, width, height, color);
}

void segue_over_solid(uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color) {
  segue_over_solid_portable(pixels, stride, width, height, color);
}
#endif
