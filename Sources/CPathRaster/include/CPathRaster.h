#ifndef SEGUE_PATH_RASTER_H
#define SEGUE_PATH_RASTER_H

#include <stdint.h>

/// cairo 1.16's anti-aliased fill of a path with the winding rule, at tolerance 0.1, into
/// an image whose clip is one box of whole pixels, with memory kept between fills: the
/// path in cairo's 24.8 fixed point, flattened and clipped into a polygon as cairo does,
/// scan converted by cairo's own converter, each row given as spans of 8-bit coverage
/// for the caller to composite. See PathRaster.c.
typedef struct segue_path_raster segue_path_raster;

/// One run of pixels from `x` to the next span's `x`, at `coverage` (0…255), as cairo's
/// `cairo_half_open_span_t`.
typedef struct {
  int32_t x;
  uint8_t coverage;
} segue_raster_span;

/// One row (or `height` identical rows from `y`) of spans: `spans[first ..< first + count]`.
typedef struct {
  int32_t y;
  int32_t height;
  int32_t first;
  int32_t count;
} segue_raster_row;

segue_path_raster *segue_path_raster_create(void);
void segue_path_raster_destroy(segue_path_raster *raster);

/// Path construction, each as cairo's `_cairo_path_fixed_*` does it, in 24.8 fixed point
/// after the matrix and device offset (`_cairo_fixed_from_double`).
void segue_path_raster_new_path(segue_path_raster *raster);
void segue_path_raster_new_sub_path(segue_path_raster *raster);
void segue_path_raster_move_to(segue_path_raster *raster, int32_t x, int32_t y);
void segue_path_raster_line_to(segue_path_raster *raster, int32_t x, int32_t y);
void segue_path_raster_curve_to(
    segue_path_raster *raster, int32_t x1, int32_t y1, int32_t x2, int32_t y2, int32_t x3,
    int32_t y3);
void segue_path_raster_close_path(segue_path_raster *raster);

/// Fills the path into a `width`×`height` image whose clip is the box `clip_x0 ..<
/// clip_x1`, `clip_y0 ..< clip_y1` (whole pixels), as cairo's spans compositor would:
/// returns 1 with the rows to composite (`segue_path_raster_rows`, possibly none), or 0
/// when cairo would take another way for this path (it is rectilinear, or too long) or
/// memory ran out, and nothing is to be drawn here.
int segue_path_raster_fill(
    segue_path_raster *raster, int32_t width, int32_t height, int32_t clip_x0,
    int32_t clip_y0, int32_t clip_x1, int32_t clip_y1);

/// The rows and spans the last fill gave, valid until the next call.
int32_t segue_path_raster_row_count(const segue_path_raster *raster);
const segue_raster_row *segue_path_raster_rows(const segue_path_raster *raster);
const segue_raster_span *segue_path_raster_spans(const segue_path_raster *raster);

#endif
