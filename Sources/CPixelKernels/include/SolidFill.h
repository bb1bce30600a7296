#ifndef SEGUE_SOLID_FILL_H
#define SEGUE_SOLID_FILL_H
/* An opaque color stored into a box of pixels with rows hundreds of pixels long: a page's
   background, a card, a full-screen view. On x86-64 each row is one string store
   (`rep stosl`). On a CPU with fast string stores (ERMS) the microcode may write whole
   cache lines without reading them first, where pixman_fill's SSE2 loop stores 16 bytes at
   a time and each line is read before it is written. That read costs most when the line was just
   read by another core (the X server, presenting the frame before): a 780-pixel-wide box of
   1,688 rows took p50 0.54-0.60 ms this way against pixman's 0.72-0.95 ms there. A string
   store's start-up costs more than a short row takes, so short rows stay with pixman
   (`FrameCompositor.fillOpaque`). Elsewhere a plain loop. The bytes are pixman_fill's: the
   pixel, stored. */
#include <stddef.h>
#include <stdint.h>

/* `pixel` stored into the `width`×`height` pixels from `pixels`, rows `stride` 32-bit
   words apart. */
void segue_fill_rows(uint32_t *pixels, ptrdiff_t stride, int width, int height, uint32_t pixel);

#endif
