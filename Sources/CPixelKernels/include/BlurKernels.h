#ifndef SEGUE_BLUR_KERNELS_H
#define SEGUE_BLUR_KERNELS_H
/* The backdrop blur's pixel loops (BackdropBlurPass in SegueSDL): they run over every pixel
   under a blur, every frame, so they are written where the compiler vectorises them, and
   the box pass and the bilinear paint in SSE2, and AVX2 where the CPU has it (chosen when
   called). Integer arithmetic throughout: a frame is the same on every run and on every
   machine, as the wider loops compute exactly what the portable ones do.

   Pixels are cairo's ARGB32: premultiplied, native-endian 0xAARRGGBB (bytes blue, green,
   red, alpha on a little-endian CPU, which the byte loops assume). */
#include <stddef.h>
#include <stdint.h>

/* The multiplier with which a sum is divided by `divisor` (1…2¹⁶): see segue_blur_divide. */
static inline uint64_t segue_blur_reciprocal(int32_t divisor) {
  return (((uint64_t)1) << 32) / (uint64_t)divisor + 1;
}

/* `value / divisor`, rounded down, as a multiply and a shift: exact for 0 ≤ value < 2³² /
   divisor (the rounding error stays under 1 / divisor). */
static inline int32_t segue_blur_divide(int32_t value, uint64_t multiplier) {
  return (int32_t)(((uint64_t)(uint32_t)value * multiplier) >> 32);
}

/* Downsamples the `width`×`height` pixels at `pixels` (rows `stride` bytes apart) by
   `factor` (1…64) each way into `small`: four int32 a small pixel (red, green, blue, 0),
   each the rounded mean of its factor×factor block (smaller at the right and bottom edges),
   ⌈width / factor⌉ small pixels a row. `rows` holds width × 4 uint16 (a block row's sums).
   `plain`, when not NULL, holds a uint32 for each small pixel (rows of ⌈width / factor⌉):
   0 where the block is to be read, else the opaque color (0xFFRRGGBB) every pixel of the
   block holds, taken as the block's mean without reading it (what reading gives: the mean
   of equal bytes is that byte), so that its pixels need not have been drawn. */
void segue_blur_downsample(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows);

/* segue_blur_downsample's loops as compiled for the baseline instruction set (SSE2 on
   x86-64): what runs on a CPU without AVX2, where segue_blur_downsample runs the same C
   compiled for AVX2; kept tested on a CPU with it. */
void segue_blur_downsample_baseline(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows);

/* A running-sum box filter of `radius` (1 or more; otherwise nothing is done) along
   `lines` lines of `length` pixels
   of four int32 (red, green, blue, 0: the fourth stays 0), pixels `step` int32s apart and
   lines `line_step` apart: each output is the rounded mean of the 2 × radius + 1 inputs
   around it, the line's ends repeated beyond them. `values` and `out` do not overlap. */
void segue_blur_box_pass(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius);

/* segue_blur_box_pass one line at a time in SSE2 (the portable loop without it): what runs
   on a CPU without AVX2 (segue_blur_box_pass takes two lines at a time with it), kept
   tested on one with it. */
void segue_blur_box_pass_sse2(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius);

/* segue_blur_box_pass in plain C, one channel at a time (it leaves the fourth alone): what
   runs without SSE2, and what the SSE2 and AVX2 loops are tested against. */
void segue_blur_box_pass_portable(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius);

/* Paints `image` (`width`×`height` premultiplied pixels, rows `width` apart) scaled up
   `factor` times over the frame pixels of the box [x0, x1)×[y0, y1), which lies inside the
   frame (rows `stride` bytes apart from `frame`, the frame's pixel (0, 0)), the image's
   pixel (0, 0) covering the frame's block at (left, top): bilinear, the edges repeated,
   composited OVER. Byte for byte what cairo's paint of that image through the matrix
   scaling by 1/factor with CAIRO_FILTER_BILINEAR and CAIRO_EXTEND_PAD gives (pixman's 7-bit
   bilinear weights and its OVER rounding), for a `factor` that divides 65536 (otherwise
   nothing is painted): then every sample position is exact in pixman's 16.16 fixed point.
   `alpha` is the alpha of every pixel of the image (0…255), or −1 when they differ.
   `under`, when not NULL, holds a uint32 for each texel of the image (rows of `width`): 0,
   or the opaque color (0xFFRRGGBB) of every pixel of the frame's block that texel was
   downsampled from, those pixels not drawn: the paint takes that color in place of the
   pixel it would read, so they are written once, painted. (A pixel outside the image's
   blocks takes the edge block's, as it samples the edge texel.)
   `scratch` holds segue_blur_paint_scratch_size(x1 − x0) bytes. Eight pixels at a time
   where the CPU has AVX2 (segue_has_avx2), else four (SSE2), else one. */
void segue_blur_paint(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch);

/* The bytes of scratch segue_blur_paint needs for a box `box_width` pixels wide. */
size_t segue_blur_paint_scratch_size(int box_width);

/* segue_blur_paint four pixels at a time, whatever the CPU has beyond SSE2 (the portable
   loop without it): what runs on a CPU without AVX2, kept tested on one with it. */
void segue_blur_paint_sse2(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch);

/* segue_blur_paint in plain C, whatever the CPU (it reads each pixel's alpha): what
   segue_blur_paint runs without SSE2, and what its SSE2 and AVX2 loops are tested
   against. */
void segue_blur_paint_portable(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch);

#endif
