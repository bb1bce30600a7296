#ifndef SEGUE_SOLID_FILL_H
#define SEGUE_SOLID_FILL_H
/* An opaque color stored into a box of pixels with rows hundreds of pixels long: a page's
   background, a card, a full-screen view. On x86-64 each row is one string store
   (`rep stosl`), on every CPU: with fast string stores (ERMS, which the CPU measured has,
   with FSRM) the microcode may write whole cache lines without reading them first, where
   pixman_fill's SSE2 loop stores 16 bytes at a time and each line is read before it is
   written. That read costs most when another core has just read the line (the X server,
   presenting the frame before); BENCHMARKS.md, the twentieth session, has the figures. A
   string store's start-up costs more than a short row takes, so short rows stay with
   pixman (`FrameCompositor.fillOpaque`), as every row does on other CPUs: there this is a
   plain loop, which only its test runs. The bytes are pixman_fill's: the pixel, stored. */
#include <stddef.h>
#include <stdint.h>

/* `pixel` stored into the `width`×`height` pixels from `pixels`, rows `stride` 32-bit
   words apart (a word stride, as pixman_fill takes it; nothing for a width or height of 0 or
   less). */
void segue_fill_rows(uint32_t *pixels, ptrdiff_t stride, int width, int height, uint32_t pixel);

#endif
