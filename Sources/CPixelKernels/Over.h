#ifndef SEGUE_OVER_H
#define SEGUE_OVER_H
/* OVER of premultiplied ARGB32 pixels as pixman rounds it (d × (255 − α) / 255 rounded, then a
   saturating add), one pixel at a time, four (SSE2) or eight (AVX2): shared by the blur's
   paint and the solid color's runs, so both give pixman's bytes. */
#include <stdint.h>
#include <string.h>

#include "SIMD.h"

/* One pixel, its bytes in memory order (blue, green, red, alpha on a little-endian CPU). */
static inline void over_portable(uint8_t *pixel, const int source[4]) {
  const int inverse = 255 - source[3];
  for (int channel = 0; channel < 4; channel++) {
    const int kept = ((pixel[channel] * inverse + 128) * 257) >> 16;
    const int sum = source[channel] + kept;
    pixel[channel] = (uint8_t)(sum > 255 ? 255 : sum);
  }
}

#if defined(__SSE2__)
/* Four pixels' OVER of `source` (premultiplied bytes) onto `destination`, each pixel's
   channels scaled by `inverse`: 255 − its alpha in each of its four int16 lanes. */
static inline __m128i over(
    __m128i source, __m128i destination, __m128i inverse_lo, __m128i inverse_hi) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i half = _mm_set1_epi16(0x0080);
  const __m128i spread = _mm_set1_epi16(0x0101);
  __m128i d_lo = _mm_unpacklo_epi8(destination, zero);
  __m128i d_hi = _mm_unpackhi_epi8(destination, zero);
  d_lo = _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(d_lo, inverse_lo), half), spread);
  d_hi = _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(d_hi, inverse_hi), half), spread);
  return _mm_adds_epu8(source, _mm_packus_epi16(d_lo, d_hi));
}

/* 255 − alpha of the two pixels in the low (`high` false) or high eight bytes of `source`,
   spread over each pixel's four int16 lanes. */
static inline __m128i inverse_alpha(__m128i source, int high) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i wide = high ? _mm_unpackhi_epi8(source, zero) : _mm_unpacklo_epi8(source, zero);
  const __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(wide, 0xFF), 0xFF);
  return _mm_xor_si128(alpha, _mm_set1_epi16(0x00FF));
}

/* One pixel's OVER of `source` (its premultiplied bytes in the low four) onto `pixel`,
   scaled by its own alpha. */
static inline void over_one(uint8_t *pixel, __m128i source) {
  const __m128i inverse = inverse_alpha(source, 0);
  uint32_t word;
  memcpy(&word, pixel, 4);
  word = (uint32_t)_mm_cvtsi128_si32(
      over(source, _mm_cvtsi32_si128((int)word), inverse, inverse));
  memcpy(pixel, &word, 4);
}

AVX2 static inline __m256i over_avx2(
    __m256i source, __m256i destination, __m256i inverse_lo, __m256i inverse_hi) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i half = _mm256_set1_epi16(0x0080);
  const __m256i spread = _mm256_set1_epi16(0x0101);
  __m256i d_lo = _mm256_unpacklo_epi8(destination, zero);
  __m256i d_hi = _mm256_unpackhi_epi8(destination, zero);
  d_lo = _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(d_lo, inverse_lo), half), spread);
  d_hi = _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(d_hi, inverse_hi), half), spread);
  return _mm256_adds_epu8(source, _mm256_packus_epi16(d_lo, d_hi));
}

AVX2 static inline __m256i inverse_alpha_avx2(__m256i source, int high) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i wide =
      high ? _mm256_unpackhi_epi8(source, zero) : _mm256_unpacklo_epi8(source, zero);
  const __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(wide, 0xFF), 0xFF);
  return _mm256_xor_si256(alpha, _mm256_set1_epi16(0x00FF));
}
#endif

#endif
