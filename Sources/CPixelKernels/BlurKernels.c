#include "BlurKernels.h"
#include "CPUFeatures.h"
#include "Over.h"
#include "SIMD.h"

#include <string.h>

static inline int clamp(int value, int low, int high) {
  return value < low ? low : (value > high ? high : value);
}

/* The column sums of bytes [from, to) of a block row's `count` lines from `line`, into
   `rows`: 32 bytes at a time down its lines (each sum at most 64 × 255), in registers,
   loops the compiler turns into vector additions; then a byte at a time. */
static inline __attribute__((always_inline)) void sum_columns(
    const uint8_t *line, ptrdiff_t stride, int count, int from, int to, uint16_t *rows) {
  int i = from;
  for (; i + 32 <= to; i += 32) {
    uint16_t sums[32] = {0};
    const uint8_t *byte = line + i;
    for (int r = 0; r < count; r++, byte += stride) {
      for (int j = 0; j < 32; j++) sums[j] += byte[j];
    }
    memcpy(rows + i, sums, sizeof sums);
  }
  for (; i < to; i++) {
    uint16_t sum = 0;
    for (int r = 0; r < count; r++) sum += line[r * stride + i];
    rows[i] = sum;
  }
}

/* segue_blur_downsample's loops, inlined into one function for each instruction set: plain
   C that the compiler vectorises as wide as the function it is inlined into may go. */
static inline __attribute__((always_inline)) void downsample(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows) {
  const int small_width = (width + factor - 1) / factor;
  const int bytes = width * 4;
  for (int y = 0; y < height; y += factor) {
    const int count = height - y < factor ? height - y : factor;
    const uint8_t *line = pixels + y * stride;
    const uint32_t *known = plain ? plain + (y / factor) * small_width : NULL;
    if (!known) {
      sum_columns(line, stride, count, 0, bytes, rows);
    } else {
      /* Only the runs of blocks whose color is not known are read. */
      for (int block = 0; block < small_width;) {
        if (known[block]) {
          block++;
          continue;
        }
        int end = block + 1;
        while (end < small_width && !known[end]) end++;
        const int to = end * factor * 4;
        sum_columns(line, stride, count, block * factor * 4, to < bytes ? to : bytes, rows);
        block = end;
      }
    }
    int32_t *out = small + (y / factor) * small_width * 4;
    for (int x = 0; x < width; x += factor, out += 4) {
      if (known && known[x / factor]) {
        const uint32_t color = known[x / factor];
        out[0] = (int32_t)((color >> 16) & 0xFF);
        out[1] = (int32_t)((color >> 8) & 0xFF);
        out[2] = (int32_t)(color & 0xFF);
        out[3] = 0;
        continue;
      }
      const int columns = width - x < factor ? width - x : factor;
      /* The block's column sums added channel by channel (alpha too: four lanes). */
      uint32_t total[4] = {0, 0, 0, 0};
      const uint16_t *sum = rows + x * 4;
      for (int c = 0; c < columns; c++, sum += 4) {
        for (int j = 0; j < 4; j++) total[j] += sum[j];
      }
      const int32_t n = count * columns;
      const uint64_t multiplier = segue_blur_reciprocal(n);
      out[0] = segue_blur_divide((int32_t)total[2] + n / 2, multiplier);
      out[1] = segue_blur_divide((int32_t)total[1] + n / 2, multiplier);
      out[2] = segue_blur_divide((int32_t)total[0] + n / 2, multiplier);
      out[3] = 0;
    }
  }
}

#if defined(__SSE2__)
AVX2 static void downsample_avx2(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows) {
  downsample(pixels, stride, width, height, factor, plain, small, rows);
}
#endif

void segue_blur_downsample(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows) {
  if (factor < 1 || factor > 64 || width < 1 || height < 1) return;
#if defined(__SSE2__)
  if (segue_has_avx2()) {
    downsample_avx2(pixels, stride, width, height, factor, plain, small, rows);
    return;
  }
#endif
  downsample(pixels, stride, width, height, factor, plain, small, rows);
}

void segue_blur_downsample_baseline(
    const uint8_t *pixels, ptrdiff_t stride, int width, int height, int factor,
    const uint32_t *plain, int32_t *small, uint16_t *rows) {
  if (factor < 1 || factor > 64 || width < 1 || height < 1) return;
  downsample(pixels, stride, width, height, factor, plain, small, rows);
}

void segue_blur_box_pass_portable(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  if (lines < 1 || length < 1 || radius < 1) return;
  const int32_t span = 2 * radius + 1;
  const uint64_t multiplier = segue_blur_reciprocal(span);
  const int last = length - 1;
  for (int line = 0; line < lines; line++) {
    const int32_t *input = values + line * line_step;
    int32_t *output = out + line * line_step;
    int32_t red = 0, green = 0, blue = 0;
    for (int i = -radius; i <= radius; i++) {
      const int32_t *sample = input + clamp(i, 0, last) * step;
      red += sample[0];
      green += sample[1];
      blue += sample[2];
    }
    for (int i = 0; i < length; i++) {
      int32_t *target = output + i * step;
      target[0] = segue_blur_divide(red + span / 2, multiplier);
      target[1] = segue_blur_divide(green + span / 2, multiplier);
      target[2] = segue_blur_divide(blue + span / 2, multiplier);
      const int32_t *entering = input + (i + radius + 1 < last ? i + radius + 1 : last) * step;
      const int32_t *leaving = input + (i - radius > 0 ? i - radius : 0) * step;
      red += entering[0] - leaving[0];
      green += entering[1] - leaving[1];
      blue += entering[2] - leaving[2];
    }
  }
}

/* pixman's bilinear filter, as its SSE2 fast path computes it (BILINEAR_INTERPOLATION_BITS
   7): a sample at v (16.16 fixed point, the pixel centre less half a texel) blends the
   texels ⌊v⌋ and ⌊v⌋ + 1 (clamped to the image: PAD) with weights 128 − w and w,
   w = the fraction's top 7 bits, rows first, then columns; the sum of four products, 14
   bits of weight, is shifted down, not rounded. */

/* Where frame pixel `p` samples, for an image scaled up `factor` times from `origin`: the
   texel before it and the 7-bit weight of the one after. */
static inline void sample(int p, int origin, int factor, int *texel, int *weight) {
  const int32_t unit = 65536 / factor;
  const int32_t v = (p - origin) * unit + unit / 2 - 32768;
  *texel = v >> 16;
  *weight = (v >> 9) & 127;
}

/* What a box's paint needs beyond the frame and the image, laid out in its scratch: for
   each of its columns, the byte offset of the texel pair it samples and that pair's two
   weights (128 − w, w, four times over: the int16 lanes a pair is multiplied by); and for
   the row being painted, the pairs: texels (i, i + 1), clamped to the image, for i from
   the first column's texel to the last's, each channel wt · top + wb · bottom (at most
   128 × 255: an int16), eight int16 a pair, the channels interleaved (blue, blue′, green,
   green′, red, red′, alpha, alpha′), preceded by the row's texels so blended, four int16
   each. */
struct layout {
  int16_t *weights;  /* 8 int16 a column */
  int32_t *offsets;  /* a column's pair, in bytes from `pairs` */
  int16_t *blended;  /* 4 int16 a texel */
  int16_t *pairs;    /* 8 int16 a pair */
  int first, count;  /* the texels sampled (from past either edge: their pairs are the edge's) */
};

/* The bytes of one image row interpolated across `columns` columns by the AVX2 loop (below):
   four int16 a column, and one column more, which an odd count's last pair of columns,
   stored together, writes into. */
static inline size_t across_slot_size(int columns) { return (size_t)(columns + 1) * 8; }

size_t segue_blur_paint_scratch_size(int box_width) {
  /* The layout, then the AVX2 loop's two rows interpolated across (room kept whatever the
     CPU, so that the size does not depend on it), then the colors `under` gives a row. */
  return (size_t)box_width * (16 + 4) + (size_t)(box_width + 3) * (8 + 16) +
         2 * across_slot_size(box_width) + (size_t)box_width * 4;
}

/* Where a box's scratch keeps the colors `under` gives a row of its columns. */
static inline uint32_t *known_in(void *scratch, int columns) {
  return (uint32_t *)((uint8_t *)scratch + segue_blur_paint_scratch_size(columns) -
                      (size_t)columns * 4);
}

/* The colors `under` (one uint32 a texel, as the image: 0, or the opaque color every pixel
   of the frame's block downsampled into that texel holds, those pixels not drawn) gives the
   `columns` pixels from `x0` of frame row `y`, one a column (0: the pixel is read), in
   `known`, made when the row of blocks changes (`*row`, the image row it was made for, −1
   at first); NULL when it gives none of them. The paint takes a given color in place of
   the pixel it reads: the pixel is then set as the paint writes it, with no pass of its
   own (storing the colors first and reading them back straight after would stall). */
static inline __attribute__((always_inline)) const uint32_t *known_row(
    const uint32_t *under, uint32_t *known, int *row, int *any, int y, int x0, int columns,
    int width, int height, int factor, int left, int top) {
  if (!under) return NULL;
  const int texel_row = clamp((y - top) / factor, 0, height - 1);
  if (texel_row != *row) {
    const uint32_t *texels = under + texel_row * width;
    uint32_t seen = 0;
    /* A texel's columns at a time, from the first one's (one division a row of blocks: one
       a column cost more than the paint). */
    int texel = clamp((x0 - left) / factor, 0, width - 1);
    for (int column = 0; column < columns; texel = texel + 1 < width ? texel + 1 : texel) {
      int end = texel == width - 1 ? columns : left + (texel + 1) * factor - x0;
      end = end > columns ? columns : (end <= column ? column + 1 : end);
      const uint32_t color = texels[texel];
      seen |= color;
      for (; column < end; column++) known[column] = color;
    }
    *any = seen != 0;
    *row = texel_row;
  }
  return *any ? known : NULL;
}

/* `pixel`'s word, or the color `known` gives it. */
static inline void take_known(uint8_t *pixel, const uint32_t *known, int column) {
  if (known && known[column]) memcpy(pixel, &known[column], 4);
}

static struct layout lay_out(void *scratch, int x0, int x1, int factor, int left) {
  struct layout layout;
  const int columns = x1 - x0;
  layout.weights = (int16_t *)scratch;
  layout.offsets = (int32_t *)(layout.weights + columns * 8);
  int texel, weight;
  sample(x0, left, factor, &texel, &weight);
  layout.first = texel;
  for (int x = x0; x < x1; x++) {
    sample(x, left, factor, &texel, &weight);
    int16_t *lanes = layout.weights + (x - x0) * 8;
    for (int lane = 0; lane < 8; lane += 2) {
      lanes[lane] = (int16_t)(128 - weight);
      lanes[lane + 1] = (int16_t)weight;
    }
    layout.offsets[x - x0] = (texel - layout.first) * 16;
  }
  layout.count = texel - layout.first + 1;
  /* At most columns / factor + 2 texels: within the room the scratch has for columns + 3. */
  layout.blended = (int16_t *)(layout.offsets + columns);
  layout.pairs = layout.blended + (layout.count + 1) * 4;
  return layout;
}

/* Blends the rows of one output row into the layout's texels and pairs. */
static void blend_rows_portable(
    const struct layout *layout, const uint32_t *top, const uint32_t *bottom, int wt, int wb,
    int width) {
  for (int k = 0; k <= layout->count; k++) {
    const int texel = clamp(layout->first + k, 0, width - 1);
    for (int channel = 0; channel < 4; channel++) {
      const int shift = channel * 8;
      layout->blended[k * 4 + channel] = (int16_t)(wt * ((top[texel] >> shift) & 0xFF) +
                                                   wb * ((bottom[texel] >> shift) & 0xFF));
    }
  }
  for (int k = 0; k < layout->count; k++) {
    for (int channel = 0; channel < 4; channel++) {
      layout->pairs[k * 8 + channel * 2] = layout->blended[k * 4 + channel];
      layout->pairs[k * 8 + channel * 2 + 1] = layout->blended[(k + 1) * 4 + channel];
    }
  }
}

/* The rows of the image frame row y samples, and their weights. */
struct rows {
  const uint32_t *top, *bottom;
  int wt, wb;
};

/* The image rows frame row y samples (clamped to the image) and the 7-bit weight of the
   lower one. */
static inline void row_pair(int y, int height, int factor, int top, int *upper, int *lower,
                            int *weight) {
  int texel;
  sample(y, top, factor, &texel, weight);
  *upper = clamp(texel, 0, height - 1);
  *lower = clamp(texel + 1, 0, height - 1);
}

static inline struct rows rows_for(int y, const uint32_t *image, int width, int height,
                                   int factor, int top) {
  int upper, lower, weight;
  row_pair(y, height, factor, top, &upper, &lower, &weight);
  struct rows rows = {image + upper * width, image + lower * width, 128 - weight, weight};
  return rows;
}

/* Whether a paint has anything to do and can do it exactly. */
static inline int paints(int x0, int y0, int x1, int y1, int width, int height, int factor) {
  return x1 > x0 && y1 > y0 && width > 0 && height > 0 && factor > 0 && 65536 % factor == 0;
}

void segue_blur_paint_portable(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  (void)alpha; /* each pixel's own is read */
  if (!paints(x0, y0, x1, y1, width, height, factor)) return;
  const struct layout layout = lay_out(scratch, x0, x1, factor, left);
  uint32_t *known = known_in(scratch, x1 - x0);
  int known_at = -1, any = 0;
  for (int y = y0; y < y1; y++) {
    const struct rows rows = rows_for(y, image, width, height, factor, top);
    blend_rows_portable(&layout, rows.top, rows.bottom, rows.wt, rows.wb, width);
    uint8_t *pixel = frame + y * stride + x0 * 4;
    const uint32_t *given = known_row(
        under, known, &known_at, &any, y, x0, x1 - x0, width, height, factor, left, top);
    for (int column = 0; column < x1 - x0; column++, pixel += 4) {
      take_known(pixel, given, column);
      const int16_t *pair = layout.pairs + layout.offsets[column] / 2;
      const int16_t *weights = layout.weights + column * 8;
      int source[4];
      for (int channel = 0; channel < 4; channel++) {
        source[channel] =
            (weights[0] * pair[channel * 2] + weights[1] * pair[channel * 2 + 1]) >> 14;
      }
      over_portable(pixel, source);
    }
  }
}

#if defined(__SSE2__)
/* blend_rows_portable, two texels at a time. */
static void blend_rows(
    const struct layout *layout, const uint32_t *top, const uint32_t *bottom, int wt, int wb,
    int width) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i top_weight = _mm_set1_epi16((int16_t)wt);
  const __m128i bottom_weight = _mm_set1_epi16((int16_t)wb);
  int k = 0;
  /* Inside the image two neighbours are read at once; at its edges, one at a time. */
  for (; k <= layout->count; k++) {
    const int texel = layout->first + k;
    if (texel >= 0 && texel + 1 < width && k + 1 <= layout->count) {
      const __m128i t = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(top + texel)), zero);
      const __m128i b =
          _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(bottom + texel)), zero);
      _mm_storeu_si128(
          (__m128i *)(layout->blended + k * 4),
          _mm_add_epi16(_mm_mullo_epi16(t, top_weight), _mm_mullo_epi16(b, bottom_weight)));
      k++;
      continue;
    }
    const int clamped = clamp(texel, 0, width - 1);
    const __m128i t = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)top[clamped]), zero);
    const __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)bottom[clamped]), zero);
    _mm_storel_epi64(
        (__m128i *)(layout->blended + k * 4),
        _mm_add_epi16(_mm_mullo_epi16(t, top_weight), _mm_mullo_epi16(b, bottom_weight)));
  }
  for (k = 0; k < layout->count; k++) {
    const __m128i left = _mm_loadl_epi64((const __m128i *)(layout->blended + k * 4));
    const __m128i right = _mm_loadl_epi64((const __m128i *)(layout->blended + (k + 1) * 4));
    _mm_storeu_si128((__m128i *)(layout->pairs + k * 8), _mm_unpacklo_epi16(left, right));
  }
}

/* One pixel's bilinear sample, four int32 channels. */
static inline __m128i interpolate(const struct layout *layout, int column) {
  const __m128i pair = _mm_loadu_si128(
      (const __m128i *)((const uint8_t *)layout->pairs + layout->offsets[column]));
  const __m128i weights = _mm_loadu_si128((const __m128i *)(layout->weights + column * 8));
  return _mm_srli_epi32(_mm_madd_epi16(pair, weights), 14);
}

/* The `columns` pixels of one row from `pixel`, four then one at a time; `inverse` is 255 −
   the image's alpha where it is `uniform`. */
static inline void paint_row(
    const struct layout *layout, uint8_t *pixel, int columns, int uniform, __m128i inverse,
    const uint32_t *known) {
  int column = 0;
  for (; column + 4 <= columns; column += 4, pixel += 16) {
    const __m128i a = interpolate(layout, column);
    const __m128i b = interpolate(layout, column + 1);
    const __m128i c = interpolate(layout, column + 2);
    const __m128i d = interpolate(layout, column + 3);
    const __m128i source = _mm_packus_epi16(_mm_packs_epi32(a, b), _mm_packs_epi32(c, d));
    __m128i destination;
    if (known) {
      /* As the AVX2 loop: pixels all given are not read. */
      const __m128i given = _mm_loadu_si128((const __m128i *)(known + column));
      const __m128i read = _mm_cmpeq_epi32(given, _mm_setzero_si128());
      destination = _mm_movemask_epi8(read) == 0
          ? given
          : _mm_or_si128(
                _mm_and_si128(read, _mm_loadu_si128((const __m128i *)pixel)),
                _mm_andnot_si128(read, given));
    } else {
      destination = _mm_loadu_si128((const __m128i *)pixel);
    }
    const __m128i result = uniform
        ? over(source, destination, inverse, inverse)
        : over(source, destination, inverse_alpha(source, 0), inverse_alpha(source, 1));
    _mm_storeu_si128((__m128i *)pixel, result);
  }
  for (; column < columns; column++, pixel += 4) {
    const __m128i a = interpolate(layout, column);
    const __m128i source = _mm_packus_epi16(_mm_packs_epi32(a, a), _mm_packs_epi32(a, a));
    take_known(pixel, known, column);
    over_one(pixel, source);
  }
}

/* An image of one alpha (a blur's, packed with its opacity) is sampled as that alpha
   everywhere (the weights sum to 128 × 128): OVER scales every pixel alike. */
static inline int uniform_alpha(int alpha) { return alpha >= 0 && alpha <= 255; }

void segue_blur_paint_sse2(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  if (!paints(x0, y0, x1, y1, width, height, factor)) return;
  const struct layout layout = lay_out(scratch, x0, x1, factor, left);
  const int uniform = uniform_alpha(alpha);
  const __m128i inverse = _mm_set1_epi16((int16_t)(255 - (uniform ? alpha : 0)));
  uint32_t *known = known_in(scratch, x1 - x0);
  int known_at = -1, any = 0;
  for (int y = y0; y < y1; y++) {
    const struct rows rows = rows_for(y, image, width, height, factor, top);
    blend_rows(&layout, rows.top, rows.bottom, rows.wt, rows.wb, width);
    const uint32_t *given = known_row(
        under, known, &known_at, &any, y, x0, x1 - x0, width, height, factor, left, top);
    paint_row(&layout, frame + y * stride + x0 * 4, x1 - x0, uniform, inverse, given);
  }
}

/* The AVX2 loop interpolates each image row along the frame's columns once, not once for
   every frame row it is blended into: a pixel's sum of four products is the same integer
   taken rows first (blend_rows, then interpolate) or columns first (two columns'
   interpolations, each at most 128 × 255, blended down), so the result is the SSE2 loop's.
   An image row so interpolated is four int16 a column, the channels in pixel order, kept
   in one of two slots until a later frame row needs a row that is in neither. */

struct across {
  int16_t *slots[2];
  int rows[2]; /* the image row in each slot, or −1 */
};

/* Image row `row` interpolated along the layout's columns, from its slot if it is in one,
   else made in the slot `keep` is not in. */
static const int16_t *across_row(
    struct across *across, const struct layout *layout, const uint32_t *image, int width,
    int row, int keep, int columns) {
  for (int slot = 0; slot < 2; slot++) {
    if (across->rows[slot] == row) return across->slots[slot];
  }
  const int slot = across->rows[0] == keep ? 1 : 0;
  const uint32_t *texels = image + row * width;
  /* The row's texels as pairs, unweighted (weights 1 and 0), each column's pair weighted
     by the column's two weights and kept as int16 (at most 128 × 255). */
  blend_rows(layout, texels, texels, 1, 0, width);
  int16_t *out = across->slots[slot];
  for (int column = 0; column < columns; column += 2) {
    const uint8_t *pairs = (const uint8_t *)layout->pairs;
    const __m128i a = _mm_madd_epi16(
        _mm_loadu_si128((const __m128i *)(pairs + layout->offsets[column])),
        _mm_loadu_si128((const __m128i *)(layout->weights + column * 8)));
    const int next = column + 1 < columns ? column + 1 : column;
    const __m128i b = _mm_madd_epi16(
        _mm_loadu_si128((const __m128i *)(pairs + layout->offsets[next])),
        _mm_loadu_si128((const __m128i *)(layout->weights + next * 8)));
    _mm_storeu_si128((__m128i *)(out + column * 4), _mm_packs_epi32(a, b));
  }
  across->rows[slot] = row;
  return out;
}

/* A frame row's step down from the image row above it to the one below, with the row's
   7-bit weight w of the lower row: pixman's (t · (128 − w) + b · w) >> 14 of two rows
   interpolated across (each channel t, b ≤ 128 × 255) is, as integers,
   (t + ⌊w · (b − t) / 128⌋) >> 7 (the remainder of the inner division is too small to
   carry the outer), and ⌊w · d / 128⌋ is the high half of d × (w << 9): one multiply in
   int16 where the pairs' madd took two unpacks, two multiplies, two shifts and a pack.
   w << 9 fits an int16 below 64; above it the rows swap (t · (128 − w) + b · w is
   b + ⌊(128 − w) · (t − b) / 128⌋, before the shift). w is never 64: for a factor that
   divides 65536 (`paints`), every w is 0 or an odd multiple of 64 / factor. */
struct down {
  int swapped;  /* from the lower row, toward the upper */
  __m256i step; /* the weight, << 9, in each int16 */
};

AVX2 static inline struct down down_for(int weight) {
  const int swapped = weight > 64;
  const struct down down = {
      swapped, _mm256_set1_epi16((int16_t)((swapped ? 128 - weight : weight) << 9))};
  return down;
}

/* Four pixels (int16 channels, two a 128-bit half, the pixels of each half in order) of
   the rows interpolated across, stepped down by `down`: int16 channels, 0…255, in the same
   order. */
AVX2 static inline __m256i down_avx2(const int16_t *top, const int16_t *bottom, struct down down) {
  const __m256i from = _mm256_loadu_si256((const __m256i *)(down.swapped ? bottom : top));
  const __m256i to = _mm256_loadu_si256((const __m256i *)(down.swapped ? top : bottom));
  const __m256i part = _mm256_mulhi_epi16(_mm256_sub_epi16(to, from), down.step);
  return _mm256_srli_epi16(_mm256_add_epi16(from, part), 7);
}

AVX2 static void paint_avx2(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  const struct layout layout = lay_out(scratch, x0, x1, factor, left);
  const int columns = x1 - x0;
  uint32_t *known = known_in(scratch, columns);
  int known_at = -1, any = 0;
  int16_t *slots = (int16_t *)((uint8_t *)known - 2 * across_slot_size(columns));
  struct across across = {{slots, slots + across_slot_size(columns) / 2}, {-1, -1}};
  const int uniform = uniform_alpha(alpha);
  const __m256i inverse = _mm256_set1_epi16((int16_t)(255 - (uniform ? alpha : 0)));
  for (int y = y0; y < y1; y++) {
    int upper, lower, weight;
    row_pair(y, height, factor, top, &upper, &lower, &weight);
    const int16_t *t = across_row(&across, &layout, image, width, upper, lower, columns);
    const int16_t *b = across_row(&across, &layout, image, width, lower, upper, columns);
    const struct down down = down_for(weight);
    uint8_t *pixel = frame + y * stride + x0 * 4;
    const uint32_t *given = known_row(
        under, known, &known_at, &any, y, x0, columns, width, height, factor, left, top);
    int column = 0;
    for (; column + 8 <= columns; column += 8, pixel += 32) {
      /* Halves (0, 1 | 2, 3) and (4, 5 | 6, 7), packed to (0, 1, 4, 5 | 2, 3, 6, 7):
         the 64-bit quarters reordered. */
      const __m256i packed = _mm256_packus_epi16(
          down_avx2(t + column * 4, b + column * 4, down),
          down_avx2(t + column * 4 + 16, b + column * 4 + 16, down));
      const __m256i source = _mm256_permute4x64_epi64(packed, 0xD8);
      __m256i destination;
      if (given) {
        /* Pixels all given are not read at all: a load of lines no fill has touched this
           frame would wait on memory, where a store does not. */
        const __m256i colors = _mm256_loadu_si256((const __m256i *)(given + column));
        const __m256i read = _mm256_cmpeq_epi32(colors, _mm256_setzero_si256());
        destination = _mm256_testz_si256(read, read)
            ? colors
            : _mm256_blendv_epi8(colors, _mm256_loadu_si256((const __m256i *)pixel), read);
      } else {
        destination = _mm256_loadu_si256((const __m256i *)pixel);
      }
      const __m256i result = uniform
          ? over_avx2(source, destination, inverse, inverse)
          : over_avx2(source, destination, inverse_alpha_avx2(source, 0),
                      inverse_alpha_avx2(source, 1));
      _mm256_storeu_si256((__m256i *)pixel, result);
    }
    const __m128i narrow = _mm_set1_epi32((weight << 16) | (128 - weight));
    for (; column < columns; column++, pixel += 4) {
      const __m128i pair = _mm_unpacklo_epi16(
          _mm_loadl_epi64((const __m128i *)(t + column * 4)),
          _mm_loadl_epi64((const __m128i *)(b + column * 4)));
      const __m128i a = _mm_srli_epi32(_mm_madd_epi16(pair, narrow), 14);
      take_known(pixel, given, column);
      over_one(pixel, _mm_packus_epi16(_mm_packs_epi32(a, a), _mm_packs_epi32(a, a)));
    }
  }
}

void segue_blur_paint(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  if (!paints(x0, y0, x1, y1, width, height, factor)) return;
  if (!segue_has_avx2()) {
    segue_blur_paint_sse2(
        frame, stride, x0, y0, x1, y1, image, width, height, factor, left, top, alpha, under,
        scratch);
    return;
  }
  paint_avx2(
      frame, stride, x0, y0, x1, y1, image, width, height, factor, left, top, alpha, under,
      scratch);
}

/* The quotients of four int32 lanes (0 ≤ value < 2³² / divisor) by segue_blur_divide's
   multiplier (below 2³²: divisors of 2 and more). */
static inline __m128i divide(__m128i values, __m128i multiplier) {
  const __m128i even = _mm_srli_epi64(_mm_mul_epu32(values, multiplier), 32);
  const __m128i odd = _mm_mul_epu32(_mm_srli_epi64(values, 32), multiplier);
  return _mm_or_si128(even, _mm_and_si128(odd, _mm_set_epi32(-1, 0, -1, 0)));
}

void segue_blur_box_pass_sse2(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  if (lines < 1 || length < 1 || radius < 1) return;
  const int32_t span = 2 * radius + 1;
  const __m128i multiplier = _mm_set1_epi64x((int64_t)segue_blur_reciprocal(span));
  /* The fourth lane, 0 in and out, is carried along. */
  const __m128i half = _mm_set_epi32(0, span / 2, span / 2, span / 2);
  const int last = length - 1;
  for (int line = 0; line < lines; line++) {
    const int32_t *input = values + line * line_step;
    int32_t *output = out + line * line_step;
    __m128i sum = _mm_setzero_si128();
    for (int i = -radius; i <= radius; i++) {
      sum = _mm_add_epi32(sum, _mm_loadu_si128((const __m128i *)(input + clamp(i, 0, last) * step)));
    }
    /* The window around output i: entering at i + radius + 1 and leaving at i − radius,
       each its line's end where it would fall past it. Pointers step; no index is
       multiplied or clamped in the loop. */
    const __m128i first = _mm_loadu_si128((const __m128i *)input);
    const __m128i final = _mm_loadu_si128((const __m128i *)(input + last * step));
    const int32_t *entering = input + (radius + 1 <= last ? radius + 1 : last) * step;
    const int32_t *leaving = input;
    int32_t *target = output;
    for (int i = 0; i < length; i++, target += step) {
      _mm_storeu_si128((__m128i *)target, divide(_mm_add_epi32(sum, half), multiplier));
      const int enters = i + radius + 1 <= last, leaves = i - radius >= 0;
      const __m128i in = enters ? _mm_loadu_si128((const __m128i *)entering) : final;
      const __m128i away = leaves ? _mm_loadu_si128((const __m128i *)leaving) : first;
      if (enters) entering += step;
      if (leaves) leaving += step;
      sum = _mm_add_epi32(sum, _mm_sub_epi32(in, away));
    }
  }
}

/* A pixel (four int32) of `first`'s line and the same pixel of the next line. */
AVX2 static inline __m256i load_lines(const int32_t *first, ptrdiff_t line_step) {
  return _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)first)),
      _mm_loadu_si128((const __m128i *)(first + line_step)), 1);
}

AVX2 static inline __m256i divide_avx2(__m256i values, __m256i multiplier) {
  const __m256i even = _mm256_srli_epi64(_mm256_mul_epu32(values, multiplier), 32);
  const __m256i odd = _mm256_mul_epu32(_mm256_srli_epi64(values, 32), multiplier);
  return _mm256_blend_epi32(even, odd, 0xAA);
}

/* The AVX2 box pass: the SSE2 loop (segue_blur_box_pass_sse2) written out again for two
   lines at a time, one in each 128-bit half, the same arithmetic in both; the last line of
   an odd count goes to the SSE2 loop. */
AVX2 static void box_pass_avx2(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  const int32_t span = 2 * radius + 1;
  const __m256i multiplier = _mm256_set1_epi64x((int64_t)segue_blur_reciprocal(span));
  const __m256i half =
      _mm256_set_epi32(0, span / 2, span / 2, span / 2, 0, span / 2, span / 2, span / 2);
  const int last = length - 1;
  int line = 0;
  for (; line + 2 <= lines; line += 2) {
    const int32_t *input = values + line * line_step;
    int32_t *output = out + line * line_step;
    __m256i sum = _mm256_setzero_si256();
    for (int i = -radius; i <= radius; i++) {
      sum = _mm256_add_epi32(sum, load_lines(input + clamp(i, 0, last) * step, line_step));
    }
    const __m256i first = load_lines(input, line_step);
    const __m256i final = load_lines(input + last * step, line_step);
    const int32_t *entering = input + (radius + 1 <= last ? radius + 1 : last) * step;
    const int32_t *leaving = input;
    int32_t *target = output;
    for (int i = 0; i < length; i++, target += step) {
      const __m256i quotient = divide_avx2(_mm256_add_epi32(sum, half), multiplier);
      _mm_storeu_si128((__m128i *)target, _mm256_castsi256_si128(quotient));
      _mm_storeu_si128((__m128i *)(target + line_step), _mm256_extracti128_si256(quotient, 1));
      const int enters = i + radius + 1 <= last, leaves = i - radius >= 0;
      const __m256i in = enters ? load_lines(entering, line_step) : final;
      const __m256i away = leaves ? load_lines(leaving, line_step) : first;
      if (enters) entering += step;
      if (leaves) leaving += step;
      sum = _mm256_add_epi32(sum, _mm256_sub_epi32(in, away));
    }
  }
  if (line < lines) {
    segue_blur_box_pass_sse2(
        values + line * line_step, out + line * line_step, lines - line, length, step,
        line_step, radius);
  }
}

void segue_blur_box_pass(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  if (lines < 1 || length < 1 || radius < 1) return;
  if (!segue_has_avx2()) {
    segue_blur_box_pass_sse2(values, out, lines, length, step, line_step, radius);
    return;
  }
  box_pass_avx2(values, out, lines, length, step, line_step, radius);
}
#else
void segue_blur_box_pass_sse2(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  segue_blur_box_pass_portable(values, out, lines, length, step, line_step, radius);
}

void segue_blur_box_pass(
    const int32_t *values, int32_t *out, int lines, int length, ptrdiff_t step,
    ptrdiff_t line_step, int radius) {
  segue_blur_box_pass_portable(values, out, lines, length, step, line_step, radius);
}

void segue_blur_paint(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  segue_blur_paint_portable(
      frame, stride, x0, y0, x1, y1, image, width, height, factor, left, top, alpha, under,
      scratch);
}

void segue_blur_paint_sse2(
    uint8_t *frame, ptrdiff_t stride, int x0, int y0, int x1, int y1, const uint32_t *image,
    int width, int height, int factor, int left, int top, int alpha, const uint32_t *under,
    void *scratch) {
  segue_blur_paint_portable(
      frame, stride, x0, y0, x1, y1, image, width, height, factor, left, top, alpha, under,
      scratch);
}
#endif
