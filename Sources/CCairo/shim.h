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

/* cairo's premultiplied ARGB32 rows (native-endian words, `stride` bytes apart) as straight
   RGBA bytes, alpha divided out rounded to nearest. In C because the tests run unoptimised,
   where the same loop in Swift cost several milliseconds a frame. */
static inline void segue_unpremultiply_argb32(
    const unsigned char *source, size_t stride, unsigned char *out, int width, int height) {
  for (int y = 0; y < height; y++) {
    const uint32_t *line = (const uint32_t *)(source + (size_t)y * stride);
    unsigned char *row = out + (size_t)y * (size_t)width * 4;
    for (int x = 0; x < width; x++) {
      uint32_t word = line[x];
      uint32_t a = word >> 24, r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
      if (a != 255 && a != 0) {
        r = (r * 255 + a / 2) / a;
        g = (g * 255 + a / 2) / a;
        b = (b * 255 + a / 2) / a;
        if (r > 255) r = 255;
        if (g > 255) g = 255;
        if (b > 255) b = 255;
      }
      row[x * 4] = (unsigned char)r;
      row[x * 4 + 1] = (unsigned char)g;
      row[x * 4 + 2] = (unsigned char)b;
      row[x * 4 + 3] = (unsigned char)a;
    }
  }
}
#endif
