#ifndef SEGUE_SOLID_OVER_H
#define SEGUE_SOLID_OVER_H
/* A translucent solid color composited OVER a box of pixels: every run of a translucent fill
   (a square, a rounded rect's span, a dimming view's rows). A short run costs less here than
   a pixman call's setup, and a long one eight pixels at a time where pixman takes four.
   Pixels are cairo's ARGB32 (premultiplied, native-endian 0xAARRGGBB: bytes blue, green,
   red, alpha on a little-endian CPU, which the portable loop assumes); the bytes are
   pixman's (combine_over_u): each channel × (255 − the color's alpha) / 255, rounded, plus
   the color's, saturated. */
#include <stddef.h>
#include <stdint.h>

/* OVER of the premultiplied `color` onto the `width`×`height` pixels at `pixels` (rows
   `stride` bytes apart): eight pixels at a time where the CPU has AVX2 (segue_has_avx2),
   else four (SSE2), else one. */
void segue_over_solid(uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color);

/* segue_over_solid four pixels at a time, whatever the CPU has beyond SSE2 (the portable
   loop without it): what runs on a CPU without AVX2, kept tested on one with it. */
void segue_over_solid_sse2(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color);

/* segue_over_solid in plain C, one pixel at a time: what runs without SSE2, and what the
   SSE2 and AVX2 loops are tested against. */
void segue_over_solid_portable(
    uint8_t *pixels, ptrdiff_t stride, int width, int height, uint32_t color);

#endif
