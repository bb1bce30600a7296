#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
/* cairo rasterises every frame; FreeType opens the shipped font for it (cairo-ft); pixman,
   underneath cairo, does the projective transforms of 3D layers. cairo.pc's cflags name the
   pixman-1 and freetype2 include folders. */
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pixman.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* One straight RGBA pixel from its premultiplied bytes: alpha divided out, rounded to
   nearest; opaque and clear pixels are left as they are. */
static inline void segue_unpremultiply_pixel(unsigned char *pixel) {
  uint32_t a = pixel[3];
  if (a == 255 || a == 0) return;
  for (int channel = 0; channel < 3; channel++) {
    uint32_t value = ((uint32_t)pixel[channel] * 255 + a / 2) / a;
    pixel[channel] = (unsigned char)(value > 255 ? 255 : value);
  }
}

/* cairo's premultiplied ARGB32 rows (native-endian words, `stride` bytes apart) as straight
   RGBA bytes. Optimised (`__OPTIMIZE__`, which Swift's release builds pass to the headers
   they import), one pass over the pixels is fastest. Unoptimised (the test build), that
   loop cost over a millisecond a frame, so optimised libraries do the per-pixel work: pixman
   reorders the bytes and copies out the alpha plane, memcmp finds the opaque rows (a
   window's frames are opaque), and only the other rows are divided out here. */
static inline void segue_unpremultiply_argb32(
    const unsigned char *source, size_t stride, unsigned char *out, int width, int height) {
  if (width <= 0 || height <= 0) return;
#ifdef __OPTIMIZE__
  for (int y = 0; y < height; y++) {
    const uint32_t *line = (const uint32_t *)(source + (size_t)y * stride);
    unsigned char *row = out + (size_t)y * (size_t)width * 4;
    for (int x = 0; x < width; x++) {
      uint32_t word = line[x];
      unsigned char *pixel = row + x * 4;
      pixel[0] = (unsigned char)(word >> 16);
      pixel[1] = (unsigned char)(word >> 8);
      pixel[2] = (unsigned char)word;
      pixel[3] = (unsigned char)(word >> 24);
      segue_unpremultiply_pixel(pixel);
    }
  }
#else
  pixman_image_t *from = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, width, height, (uint32_t *)(uintptr_t)source, (int)stride);
  pixman_image_t *to =
      pixman_image_create_bits(PIXMAN_a8b8g8r8, width, height, (uint32_t *)out, width * 4);
  pixman_image_composite32(PIXMAN_OP_SRC, from, NULL, to, 0, 0, 0, 0, 0, 0, width, height);
  pixman_image_unref(to);
  /* a8 rows are padded to 4 bytes. Without memory for the plane, every row is divided. */
  int alphaStride = (width + 3) & ~3;
  unsigned char *alpha = (unsigned char *)malloc((size_t)alphaStride * (size_t)height);
  unsigned char *opaque = (unsigned char *)malloc((size_t)width);
  if (alpha && opaque) {
    pixman_image_t *plane =
        pixman_image_create_bits(PIXMAN_a8, width, height, (uint32_t *)alpha, alphaStride);
    pixman_image_composite32(PIXMAN_OP_SRC, from, NULL, plane, 0, 0, 0, 0, 0, 0, width, height);
    pixman_image_unref(plane);
    memset(opaque, 255, (size_t)width);
  }
  pixman_image_unref(from);
  for (int y = 0; y < height; y++) {
    if (alpha && opaque &&
        memcmp(alpha + (size_t)y * (size_t)alphaStride, opaque, (size_t)width) == 0)
      continue;
    unsigned char *row = out + (size_t)y * (size_t)width * 4;
    for (int x = 0; x < width; x++) segue_unpremultiply_pixel(row + x * 4);
  }
  free(alpha);
  free(opaque);
#endif
}
#endif
