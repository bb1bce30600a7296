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

/* cairo's premultiplied ARGB32 rows (native-endian words, `stride` bytes apart) as straight
   RGBA bytes, alpha divided out rounded to nearest. pixman reorders the bytes (an optimised
   library even when the tests are built unoptimised); then the pixels that are not opaque
   are divided out (a window's frames are opaque). Unoptimised, a test of every pixel here
   cost over a millisecond a frame, so pixman also copies out the alpha plane and rows that
   memcmp finds opaque are skipped; optimised (`__OPTIMIZE__`, which Swift's release builds
   pass to the headers they import), the test is cheaper than that copy. */
static inline void segue_unpremultiply_argb32(
    const unsigned char *source, size_t stride, unsigned char *out, int width, int height) {
  if (width <= 0 || height <= 0) return;
  pixman_image_t *from = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, width, height, (uint32_t *)(uintptr_t)source, (int)stride);
  pixman_image_t *to =
      pixman_image_create_bits(PIXMAN_a8b8g8r8, width, height, (uint32_t *)out, width * 4);
  pixman_image_composite32(PIXMAN_OP_SRC, from, NULL, to, 0, 0, 0, 0, 0, 0, width, height);
  pixman_image_unref(to);
  unsigned char *alpha = NULL;
  unsigned char *opaque = NULL;
  /* a8 rows are padded to 4 bytes. */
  int alphaStride = (width + 3) & ~3;
#ifndef __OPTIMIZE__
  alpha = (unsigned char *)malloc((size_t)alphaStride * (size_t)height);
  opaque = (unsigned char *)malloc((size_t)width);
  if (alpha && opaque) {
    pixman_image_t *plane =
        pixman_image_create_bits(PIXMAN_a8, width, height, (uint32_t *)alpha, alphaStride);
    pixman_image_composite32(PIXMAN_OP_SRC, from, NULL, plane, 0, 0, 0, 0, 0, 0, width, height);
    pixman_image_unref(plane);
    memset(opaque, 255, (size_t)width);
  }
#endif
  pixman_image_unref(from);
  for (int y = 0; y < height; y++) {
    if (alpha && opaque &&
        memcmp(alpha + (size_t)y * (size_t)alphaStride, opaque, (size_t)width) == 0)
      continue;
    unsigned char *row = out + (size_t)y * (size_t)width * 4;
    for (int x = 0; x < width; x++) {
      unsigned char *pixel = row + x * 4;
      uint32_t a = pixel[3];
      if (a == 255 || a == 0) continue;
      for (int channel = 0; channel < 3; channel++) {
        uint32_t value = ((uint32_t)pixel[channel] * 255 + a / 2) / a;
        pixel[channel] = (unsigned char)(value > 255 ? 255 : value);
      }
    }
  }
  free(alpha);
  free(opaque);
}
#endif
