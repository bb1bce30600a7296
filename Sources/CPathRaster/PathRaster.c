// cairo 1.16's anti-aliased fill, for Segue's rounded rectangles, without cairo's heap
// blocks: cairo mallocs a scan converter for every such fill
// (`_cairo_tor_scan_converter_create`) and grows the polygon past 32 edges, so every frame
// with a rounded corner allocated. This file does what cairo does for a solid fill of a
// path with the winding rule, antialias DEFAULT, tolerance 0.1, into an image whose clip is
// one box of whole pixels, with memory kept between fills, and gives the same spans:
//
// 1. the path in 24.8 fixed point as cairo-path-fixed.c builds it (degenerate and collinear
//    lines dropped or merged, a curve that does not move turned into a line), with its
//    extents and fill flags;
// 2. the extents cairo's compositor works within (cairo-composite-rectangles.c,
//    `_cairo_spans_compositor_fill`, `clip_and_composite_polygon`): the clip and the
//    surface, the path's extents rounded out, then the polygon's; the polygon clipped to
//    that box when the path reaches outside it;
// 3. the polygon as `_cairo_path_fixed_fill_to_polygon` makes it (cairo-path-fill.c): curves
//    flattened by `_cairo_spline_decompose` (cairo-spline.c) unless they miss the limit
//    box, edges added and clipped as cairo-polygon.c does;
// 4. coverage from cairo's tor scan converter (cairo-tor-scan-converter.c), rows of spans
//    for the caller to composite as cairo's span renderers do.
//
// Parts 1–3 are written here from reading cairo's LGPL/MPL sources, to reproduce their
// arithmetic. Part 4 is a port of cairo's tor scan converter, whose licence follows; its
// memory pools are replaced by blocks kept in the raster and grown, never shrunk.
//
// glitter-paths - polygon scan converter
//
// Copyright (c) 2008  M Joonas Pihlaja
// Copyright (c) 2007  David Turner
//
// Permission is hereby granted, free of charge, to any person
// obtaining a copy of this software and associated documentation
// files (the "Software"), to deal in the Software without
// restriction, including without limitation the rights to use,
// copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the
// Software is furnished to do so, subject to the following
// conditions:
//
// The above copyright notice and this permission notice shall be
// included in all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
// EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES
// OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
// NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT
// HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
// WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
// FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
// OTHER DEALINGS IN THE SOFTWARE.

#include "CPathRaster.h"

#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// The spline's error is computed in doubles, as cairo's is without fused multiply-adds
// (x86-64's baseline has none): a contracted a * b + c would round differently.
#pragma STDC FP_CONTRACT OFF

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct {
  int32_t x, y;
} point_t;

typedef struct {
  point_t p1, p2;
} box_t;

typedef struct {
  int x, y, width, height;
} rect_t;

// cairo_edge_t: a line, the part of it from `top` to `bottom` that counts, its direction.
typedef struct {
  point_t p1, p2;
  int32_t top, bottom;
  int dir;
} line_edge_t;

// ---------------------------------------------------------------------------------------
// 1. The path (cairo-path-fixed.c).

enum { OP_MOVE_TO, OP_LINE_TO, OP_CURVE_TO, OP_CLOSE_PATH };

// A rounded rectangle has at most 22 ops and 49 points; a longer path is left to cairo.
#define MAX_OPS 64
#define MAX_POINTS 160

typedef struct {
  uint8_t op[MAX_OPS];
  point_t points[MAX_POINTS];
  int num_ops, num_points;
  point_t current_point, last_move_point;
  int has_current_point, needs_move_to, has_extents;
  int stroke_is_rectilinear, fill_is_rectilinear, fill_is_empty;
  box_t extents;
  // The condition under which this is not cairo's fill: too many ops.
  int too_long;
} path_t;

static void box_add_point(box_t *box, const point_t *point) {
  if (point->x < box->p1.x)
    box->p1.x = point->x;
  else if (point->x > box->p2.x)
    box->p2.x = point->x;
  if (point->y < box->p1.y)
    box->p1.y = point->y;
  else if (point->y > box->p2.y)
    box->p2.y = point->y;
}

static int box_contains_point(const box_t *box, const point_t *point) {
  return box->p1.x <= point->x && point->x <= box->p2.x && box->p1.y <= point->y &&
         point->y <= box->p2.y;
}

/* `_cairo_fixed_from_double`: to 24.8 fixed point, the nearest, ties to even. */
static inline int32_t fixed_from_double(double value) {
  return (int32_t)nearbyint(value * 256.0);
}

/* One t in 0 < t < 1 where the curve's x or y is extreme, as cairo-spline.c's ADD. */
static inline void spline_add_t(double t, double *ts, int *count) {
  if (0 < t && t < 1) ts[(*count)++] = t;
}

/* cairo-spline.c's FIND_EXTREMES: the roots of a·t² + 2b·t + c in 0 < t < 1, found as
   cairo finds them (its feasibility tests first, so that the same roots are taken). */
static void spline_extremes(double a, double b, double c, double *ts, int *count) {
  if (a == 0) {
    if (b != 0) spline_add_t(-c / (2 * b), ts, count);
    return;
  }
  const double b2 = b * b;
  const double delta = b2 - a * c;
  if (delta > 0) {
    int feasible;
    const double two_ab = 2 * a * b;
    if (two_ab >= 0)
      feasible = delta > b2 && delta < a * a + b2 + two_ab;
    else if (-b / a >= 1)
      feasible = delta < b2 && delta > a * a + b2 + two_ab;
    else
      feasible = delta < b2 || delta < a * a + b2 + two_ab;
    if (feasible) {
      const double sqrt_delta = sqrt(delta);
      spline_add_t((-b - sqrt_delta) / a, ts, count);
      spline_add_t((-b + sqrt_delta) / a, ts, count);
    }
  } else if (delta == 0) {
    spline_add_t(-b / a, ts, count);
  }
}

/* `_cairo_spline_bound` with `_cairo_box_add_spline_point`: adds to `box` the curve's
   start, its points where x or y is extreme (evaluated in floating point, in cairo's
   order, then taken to fixed point), and its end. */
static void spline_bound(
    box_t *box, const point_t *p0, const point_t *p1, const point_t *p2, const point_t *p3) {
  const double x0 = p0->x / 256.0, y0 = p0->y / 256.0, x1 = p1->x / 256.0, y1 = p1->y / 256.0;
  const double x2 = p2->x / 256.0, y2 = p2->y / 256.0, x3 = p3->x / 256.0, y3 = p3->y / 256.0;
  double ts[4];
  int count = 0;
  spline_extremes(-x0 + 3 * x1 - 3 * x2 + x3, x0 - 2 * x1 + x2, -x0 + x1, ts, &count);
  spline_extremes(-y0 + 3 * y1 - 3 * y2 + y3, y0 - 2 * y1 + y2, -y0 + y1, ts, &count);
  box_add_point(box, p0);
  for (int i = 0; i < count; i++) {
    const double t_1_0 = ts[i], t_0_1 = 1 - t_1_0;
    const double t_2_0 = t_1_0 * t_1_0, t_0_2 = t_0_1 * t_0_1;
    const double t_3_0 = t_2_0 * t_1_0, t_2_1_3 = t_2_0 * t_0_1 * 3;
    const double t_1_2_3 = t_1_0 * t_0_2 * 3, t_0_3 = t_0_1 * t_0_2;
    const double x = x0 * t_0_3 + x1 * t_1_2_3 + x2 * t_2_1_3 + x3 * t_3_0;
    const double y = y0 * t_0_3 + y1 * t_1_2_3 + y2 * t_2_1_3 + y3 * t_3_0;
    const point_t p = {fixed_from_double(x), fixed_from_double(y)};
    box_add_point(box, &p);
  }
  box_add_point(box, p3);
}

static void path_init(path_t *path) {
  path->num_ops = path->num_points = 0;
  path->current_point.x = path->current_point.y = 0;
  path->last_move_point = path->current_point;
  path->has_current_point = 0;
  path->needs_move_to = 1;
  path->has_extents = 0;
  path->stroke_is_rectilinear = path->fill_is_rectilinear = path->fill_is_empty = 1;
  path->extents.p1.x = path->extents.p1.y = path->extents.p2.x = path->extents.p2.y = 0;
  path->too_long = 0;
}

static void path_add(path_t *path, int op, const point_t *points, int num_points) {
  if (path->num_ops + 1 > MAX_OPS || path->num_points + num_points > MAX_POINTS) {
    path->too_long = 1;
    return;
  }
  path->op[path->num_ops++] = (uint8_t)op;
  for (int i = 0; i < num_points; i++) path->points[path->num_points++] = points[i];
}

static int path_last_op(const path_t *path) {
  return path->num_ops ? path->op[path->num_ops - 1] : -1;
}

static void path_drop_line_to(path_t *path) {
  path->num_points--;
  path->num_ops--;
}

static void path_new_sub_path(path_t *path) {
  if (!path->needs_move_to) {
    // The sub-path has at least one op; a fill closes it implicitly.
    if (path->fill_is_rectilinear)
      path->fill_is_rectilinear = path->current_point.x == path->last_move_point.x ||
                                  path->current_point.y == path->last_move_point.y;
    path->needs_move_to = 1;
  }
  path->has_current_point = 0;
}

static void path_move_to(path_t *path, int32_t x, int32_t y) {
  path_new_sub_path(path);
  path->has_current_point = 1;
  path->current_point.x = x;
  path->current_point.y = y;
  path->last_move_point = path->current_point;
}

static void path_move_to_apply(path_t *path) {
  if (!path->needs_move_to) return;
  path->needs_move_to = 0;
  if (path->has_extents) {
    box_add_point(&path->extents, &path->current_point);
  } else {
    path->extents.p1 = path->extents.p2 = path->current_point;
    path->has_extents = 1;
  }
  path->last_move_point = path->current_point;
  path_add(path, OP_MOVE_TO, &path->current_point, 1);
}

// Slopes compared as cairo-slope-private.h does, in 64 bits.
static int slopes_equal(int64_t adx, int64_t ady, int64_t bdx, int64_t bdy) {
  return ady * bdx == bdy * adx;
}

static int slopes_backwards(int64_t adx, int64_t ady, int64_t bdx, int64_t bdy) {
  return adx * bdx + ady * bdy < 0;
}

static void path_line_to(path_t *path, int32_t x, int32_t y) {
  point_t point = {x, y};
  // With no current point a line starts the sub-path instead.
  if (!path->has_current_point) {
    path_move_to(path, x, y);
    return;
  }
  path_move_to_apply(path);
  // A degenerate line after anything but the move is dropped.
  if (path_last_op(path) != OP_MOVE_TO && x == path->current_point.x &&
      y == path->current_point.y)
    return;
  // A line on from a line in the same direction replaces it; so does one after a
  // degenerate line.
  if (path_last_op(path) == OP_LINE_TO) {
    const point_t *p = &path->points[path->num_points - 2];
    if (p->x == path->current_point.x && p->y == path->current_point.y) {
      path_drop_line_to(path);
    } else {
      int64_t adx = path->current_point.x - p->x, ady = path->current_point.y - p->y;
      int64_t bdx = x - path->current_point.x, bdy = y - path->current_point.y;
      if (slopes_equal(adx, ady, bdx, bdy) && !slopes_backwards(adx, ady, bdx, bdy))
        path_drop_line_to(path);
    }
  }
  if (path->stroke_is_rectilinear) {
    path->stroke_is_rectilinear = path->current_point.x == x || path->current_point.y == y;
    path->fill_is_rectilinear &= path->stroke_is_rectilinear;
    if (path->fill_is_empty)
      path->fill_is_empty = path->current_point.x == x && path->current_point.y == y;
  }
  path->current_point = point;
  box_add_point(&path->extents, &point);
  path_add(path, OP_LINE_TO, &point, 1);
}

static void path_curve_to(
    path_t *path, int32_t x0, int32_t y0, int32_t x1, int32_t y1, int32_t x2, int32_t y2) {
  // A curve that does not move is a line.
  if (path->current_point.x == x2 && path->current_point.y == y2 && x1 == x2 && x0 == x2 &&
      y1 == y2 && y0 == y2) {
    path_line_to(path, x2, y2);
    return;
  }
  if (!path->has_current_point) path_move_to(path, x0, y0);
  path_move_to_apply(path);
  if (path_last_op(path) == OP_LINE_TO) {
    const point_t *p = &path->points[path->num_points - 2];
    if (p->x == path->current_point.x && p->y == path->current_point.y)
      path_drop_line_to(path);
  }
  point_t points[3] = {{x0, y0}, {x1, y1}, {x2, y2}};
  // _cairo_box_add_curve_to: the end, and the curve's true bounds when a control point
  // lies outside.
  box_add_point(&path->extents, &points[2]);
  if (!box_contains_point(&path->extents, &points[0]) ||
      !box_contains_point(&path->extents, &points[1]))
    spline_bound(&path->extents, &path->current_point, &points[0], &points[1], &points[2]);
  path->current_point = points[2];
  path->stroke_is_rectilinear = path->fill_is_rectilinear = path->fill_is_empty = 0;
  path_add(path, OP_CURVE_TO, points, 3);
}

static void path_close_path(path_t *path) {
  if (!path->has_current_point) return;
  // A line back to the start settles the flags and degeneracy; then it goes (the fill
  // closes the sub-path itself), and with it whatever line it merged with.
  path_line_to(path, path->last_move_point.x, path->last_move_point.y);
  if (path_last_op(path) == OP_LINE_TO) path_drop_line_to(path);
  path->needs_move_to = 1;
  path_add(path, OP_CLOSE_PATH, NULL, 0);
}

// ---------------------------------------------------------------------------------------
// 2–3. The polygon (cairo-polygon.c, cairo-path-fill.c, cairo-spline.c).

typedef struct {
  line_edge_t *edges;
  int num_edges, edges_size;
  box_t extents;
  box_t limit;
  int has_limit;
  jmp_buf *jmp;
} polygon_t;

// floor-named but truncating, as `_cairo_int64_32_div` is with 64-bit integers.
static int32_t mul_div_floor(int32_t a, int32_t b, int32_t c) {
  return (int32_t)((int64_t)a * b / c);
}

static int32_t intersection_y_for_x(const point_t *p1, const point_t *p2, int32_t x) {
  if (x == p1->x) return p1->y;
  if (x == p2->x) return p2->y;
  int32_t y = p1->y, dx = p2->x - p1->x;
  if (dx != 0) y += mul_div_floor(x - p1->x, p2->y - p1->y, dx);
  return y;
}

static int32_t intersection_x_for_y(const point_t *p1, const point_t *p2, int32_t y) {
  if (y == p1->y) return p1->x;
  if (y == p2->y) return p2->x;
  int32_t x = p1->x, dy = p2->y - p1->y;
  if (dy != 0) x += mul_div_floor(y - p1->y, p2->x - p1->x, dy);
  return x;
}

static void add_edge(
    polygon_t *polygon, const point_t *p1, const point_t *p2, int top, int bottom, int dir) {
  if (polygon->num_edges == polygon->edges_size) {
    int size = polygon->edges_size ? 2 * polygon->edges_size : 64;
    line_edge_t *edges = realloc(polygon->edges, (size_t)size * sizeof *edges);
    if (!edges) longjmp(*polygon->jmp, 1);
    polygon->edges = edges;
    polygon->edges_size = size;
  }
  line_edge_t *edge = &polygon->edges[polygon->num_edges++];
  edge->p1 = *p1;
  edge->p2 = *p2;
  edge->top = top;
  edge->bottom = bottom;
  edge->dir = dir;
  if (top < polygon->extents.p1.y) polygon->extents.p1.y = top;
  if (bottom > polygon->extents.p2.y) polygon->extents.p2.y = bottom;
  if (p1->x < polygon->extents.p1.x || p1->x > polygon->extents.p2.x) {
    int32_t x = p1->x;
    if (top != p1->y) x = intersection_x_for_y(p1, p2, top);
    if (x < polygon->extents.p1.x) polygon->extents.p1.x = x;
    if (x > polygon->extents.p2.x) polygon->extents.p2.x = x;
  }
  if (p2->x < polygon->extents.p1.x || p2->x > polygon->extents.p2.x) {
    int32_t x = p2->x;
    if (bottom != p2->y) x = intersection_x_for_y(p1, p2, bottom);
    if (x < polygon->extents.p1.x) polygon->extents.p1.x = x;
    if (x > polygon->extents.p2.x) polygon->extents.p2.x = x;
  }
}

// The part of an edge within the limit box; where it passes the box's side, the side
// instead, so the winding inside stays the same.
static void add_clipped_edge(
    polygon_t *polygon, const point_t *p1, const point_t *p2, int top, int bottom, int dir) {
  const box_t *limits = &polygon->limit;
  if (top >= limits->p2.y || bottom <= limits->p1.y) return;
  point_t bot_left = {limits->p1.x, limits->p2.y};
  point_t top_right = {limits->p2.x, limits->p1.y};
  int32_t top_y = MAX(top, limits->p1.y);
  int32_t bot_y = MIN(bottom, limits->p2.y);
  int32_t pleft = MIN(p1->x, p2->x);
  int32_t pright = MAX(p1->x, p2->x);
  if (limits->p1.x <= pleft && pright <= limits->p2.x) {
    add_edge(polygon, p1, p2, top_y, bot_y, dir);
  } else if (pright <= limits->p1.x) {
    add_edge(polygon, &limits->p1, &bot_left, top_y, bot_y, dir);
  } else if (limits->p2.x <= pleft) {
    add_edge(polygon, &top_right, &limits->p2, top_y, bot_y, dir);
  } else {
    int32_t left_y, right_y;
    if ((p1->x <= p2->x) == (p1->y <= p2->y)) {
      if (pleft >= limits->p1.x) {
        left_y = top_y;
      } else {
        left_y = intersection_y_for_x(p1, p2, limits->p1.x);
        if (intersection_x_for_y(p1, p2, left_y) < limits->p1.x) left_y++;
      }
      left_y = MIN(left_y, bot_y);
      if (top_y < left_y) {
        add_edge(polygon, &limits->p1, &bot_left, top_y, left_y, dir);
        top_y = left_y;
      }
      if (pright <= limits->p2.x) {
        right_y = bot_y;
      } else {
        right_y = intersection_y_for_x(p1, p2, limits->p2.x);
        if (intersection_x_for_y(p1, p2, right_y) > limits->p2.x) right_y--;
      }
      right_y = MAX(right_y, top_y);
      if (bot_y > right_y) {
        add_edge(polygon, &top_right, &limits->p2, right_y, bot_y, dir);
        bot_y = right_y;
      }
    } else {
      if (pright <= limits->p2.x) {
        right_y = top_y;
      } else {
        right_y = intersection_y_for_x(p1, p2, limits->p2.x);
        if (intersection_x_for_y(p1, p2, right_y) > limits->p2.x) right_y++;
      }
      right_y = MIN(right_y, bot_y);
      if (top_y < right_y) {
        add_edge(polygon, &top_right, &limits->p2, top_y, right_y, dir);
        top_y = right_y;
      }
      if (pleft >= limits->p1.x) {
        left_y = bot_y;
      } else {
        left_y = intersection_y_for_x(p1, p2, limits->p1.x);
        if (intersection_x_for_y(p1, p2, left_y) < limits->p1.x) left_y--;
      }
      left_y = MAX(left_y, top_y);
      if (bot_y > left_y) {
        add_edge(polygon, &limits->p1, &bot_left, left_y, bot_y, dir);
        bot_y = left_y;
      }
    }
    if (top_y != bot_y) add_edge(polygon, p1, p2, top_y, bot_y, dir);
  }
}

// `_cairo_polygon_add_external_edge`: horizontal edges dropped, each oriented downwards.
static void polygon_add_line(polygon_t *polygon, const point_t *p1, const point_t *p2) {
  int dir = 1;
  if (p1->y == p2->y) return;
  if (p1->y > p2->y) {
    const point_t *t = p1;
    p1 = p2;
    p2 = t;
    dir = -dir;
  }
  if (polygon->has_limit) {
    if (p2->y <= polygon->limit.p1.y || p1->y >= polygon->limit.p2.y) return;
    add_clipped_edge(polygon, p1, p2, p1->y, p2->y, dir);
  } else {
    add_edge(polygon, p1, p2, p1->y, p2->y, dir);
  }
}

typedef struct {
  polygon_t *polygon;
  point_t current_point, last_move_to;
} filler_t;

static void filler_line_to(filler_t *filler, const point_t *point) {
  polygon_add_line(filler->polygon, &filler->current_point, point);
  filler->current_point = *point;
}

static void filler_close(filler_t *filler) {
  filler_line_to(filler, &filler->last_move_to);
}

static void filler_move_to(filler_t *filler, const point_t *point) {
  filler_close(filler);
  filler->current_point = *point;
  filler->last_move_to = *point;
}

typedef struct {
  point_t a, b, c, d;
} knots_t;

static void lerp_half(const point_t *a, const point_t *b, point_t *result) {
  result->x = a->x + ((b->x - a->x) >> 1);
  result->y = a->y + ((b->y - a->y) >> 1);
}

static void de_casteljau(knots_t *s1, knots_t *s2) {
  point_t ab, bc, cd, abbc, bccd, final;
  lerp_half(&s1->a, &s1->b, &ab);
  lerp_half(&s1->b, &s1->c, &bc);
  lerp_half(&s1->c, &s1->d, &cd);
  lerp_half(&ab, &bc, &abbc);
  lerp_half(&bc, &cd, &bccd);
  lerp_half(&abbc, &bccd, &final);
  s2->a = final;
  s2->b = bccd;
  s2->c = cd;
  s2->d = s1->d;
  s1->b = ab;
  s1->c = abbc;
  s1->d = final;
}

static double fixed_to_double(int32_t f) { return (double)f / 256.0; }

// The larger squared distance of b and c from the chord a–d (from a or d past its ends).
static double spline_error_squared(const knots_t *k) {
  double bdx = fixed_to_double(k->b.x - k->a.x), bdy = fixed_to_double(k->b.y - k->a.y);
  double cdx = fixed_to_double(k->c.x - k->a.x), cdy = fixed_to_double(k->c.y - k->a.y);
  if (k->a.x != k->d.x || k->a.y != k->d.y) {
    double dx = fixed_to_double(k->d.x - k->a.x), dy = fixed_to_double(k->d.y - k->a.y);
    double v = dx * dx + dy * dy;
    double u = bdx * dx + bdy * dy;
    if (u <= 0) {
    } else if (u >= v) {
      bdx -= dx;
      bdy -= dy;
    } else {
      bdx -= u / v * dx;
      bdy -= u / v * dy;
    }
    u = cdx * dx + cdy * dy;
    if (u <= 0) {
    } else if (u >= v) {
      cdx -= dx;
      cdy -= dy;
    } else {
      cdx -= u / v * dx;
      cdy -= u / v * dy;
    }
  }
  double berr = bdx * bdx + bdy * bdy;
  double cerr = cdx * cdx + cdy * cdy;
  return berr > cerr ? berr : cerr;
}

typedef struct {
  filler_t *filler;
  point_t last_point;
} spline_t;

static void spline_add_point(spline_t *spline, const point_t *point) {
  if (spline->last_point.x == point->x && spline->last_point.y == point->y) return;
  spline->last_point = *point;
  filler_line_to(spline->filler, point);
}

static void spline_decompose_into(knots_t *s1, double tolerance_squared, spline_t *spline) {
  if (spline_error_squared(s1) < tolerance_squared) {
    spline_add_point(spline, &s1->a);
    return;
  }
  knots_t s2;
  de_casteljau(s1, &s2);
  spline_decompose_into(s1, tolerance_squared, spline);
  spline_decompose_into(&s2, tolerance_squared, spline);
}

static void filler_curve_to(
    filler_t *filler, const point_t *b, const point_t *c, const point_t *d, double tolerance) {
  const point_t *a = &filler->current_point;
  polygon_t *polygon = filler->polygon;
  // `_cairo_spline_intersects`: a curve whose hull misses the limit box is its chord.
  if (polygon->has_limit) {
    const box_t *box = &polygon->limit;
    if (!box_contains_point(box, a) && !box_contains_point(box, b) &&
        !box_contains_point(box, c) && !box_contains_point(box, d)) {
      box_t bounds = {*a, *a};
      box_add_point(&bounds, b);
      box_add_point(&bounds, c);
      box_add_point(&bounds, d);
      if (bounds.p2.x <= box->p1.x || bounds.p1.x >= box->p2.x || bounds.p2.y <= box->p1.y ||
          bounds.p1.y >= box->p2.y) {
        filler_line_to(filler, d);
        return;
      }
    }
  }
  // `_cairo_spline_init`: with no tangent at either end it is a line.
  if ((a->x == b->x && a->y == b->y && c->x == d->x && c->y == d->y) ||
      ((a->x == b->x && a->y == b->y) && (a->x == c->x && a->y == c->y) &&
       (a->x == d->x && a->y == d->y)) ||
      ((c->x == d->x && c->y == d->y) && (b->x == d->x && b->y == d->y))) {
    filler_line_to(filler, d);
    return;
  }
  knots_t s1 = {*a, *b, *c, *d};
  spline_t spline = {filler, *a};
  spline_decompose_into(&s1, tolerance * tolerance, &spline);
  filler_line_to(filler, d);
}

static void fill_to_polygon(const path_t *path, double tolerance, polygon_t *polygon) {
  filler_t filler;
  filler.polygon = polygon;
  filler.current_point.x = filler.current_point.y = 0;
  filler.last_move_to = filler.current_point;
  const point_t *points = path->points;
  for (int i = 0; i < path->num_ops; i++) {
    switch (path->op[i]) {
      case OP_MOVE_TO:
        filler_move_to(&filler, &points[0]);
        points += 1;
        break;
      case OP_LINE_TO:
        filler_line_to(&filler, &points[0]);
        points += 1;
        break;
      case OP_CURVE_TO:
        filler_curve_to(&filler, &points[0], &points[1], &points[2], tolerance);
        points += 3;
        break;
      default:
        filler_close(&filler);
        break;
    }
  }
  if (path->needs_move_to && path->has_current_point)
    filler_move_to(&filler, &path->current_point);
  filler_close(&filler);
}

// ---------------------------------------------------------------------------------------
// 4. cairo's tor scan converter (glitter-paths), GRID_X 256 × GRID_Y 15, nonzero winding.

#define GLITTER_INPUT_BITS 8
#define GRID_X_BITS 8
#define GRID_X (1 << GRID_X_BITS)
#define GRID_Y 15
#define GRID_XY (2 * GRID_X * GRID_Y)
#define GRID_AREA_TO_ALPHA(c) (((c) + ((c) << 4) + 256) >> 9)
#define GRID_X_TO_INT_FRAC(t, i, f) \
  do {                              \
    (f) = (t) & ((1 << GRID_X_BITS) - 1); \
    (i) = (t) >> GRID_X_BITS;       \
  } while (0)
#define INPUT_TO_GRID_Y(in, out)                           \
  do {                                                     \
    long long tmp__ = (long long)(GRID_Y) * (in);          \
    tmp__ += 1 << (GLITTER_INPUT_BITS - 1);                \
    tmp__ >>= GLITTER_INPUT_BITS;                          \
    (out) = (int)tmp__;                                    \
  } while (0)
#define EDGE_Y_BUCKET_INDEX(y, ymin) (((y) - (ymin)) / GRID_Y)
#define UNROLL3(x) x x x

struct quorem {
  int32_t quo;
  int64_t rem;
};

struct edge {
  struct edge *next, *prev;
  int ytop;
  int height_left;
  int dir;
  int cell;
  struct quorem x;
  struct quorem dxdy;
  struct quorem dxdy_full;
  int64_t dy;
};

struct cell {
  struct cell *next;
  int x;
  int16_t uncovered_area;
  int16_t covered_height;
};

// Cells come from blocks kept between fills: a row takes them in order from the first.
#define CELLS_PER_BLOCK 256
struct cell_block {
  struct cell_block *next;
  struct cell cells[CELLS_PER_BLOCK];
};

struct cell_list {
  struct cell head, tail;
  struct cell *cursor, *rewind;
  struct cell_block *first, *current;
  int used;
  jmp_buf *jmp;
};

struct cell_pair {
  struct cell *cell1;
  struct cell *cell2;
};

struct active_list {
  struct edge head, tail;
  int min_height;
  int is_vertical;
};

struct segue_path_raster {
  path_t path;
  polygon_t polygon;
  jmp_buf jmp;

  // The converter's polygon: its edges and y buckets, kept and grown.
  struct edge *edges;
  int edges_capacity, num_edges;
  struct edge **y_buckets;
  int buckets_capacity;
  int ymin, ymax, xmin, xmax;  // grid scaled
  struct active_list active;
  struct cell_list coverages;

  // What the fill gives: rows of spans, kept and grown.
  segue_raster_row *rows;
  int rows_capacity, num_rows;
  segue_raster_span *spans;
  int spans_capacity, num_spans;
};

static void *grow(void *memory, int *capacity, int needed, size_t size, jmp_buf *jmp) {
  if (needed <= *capacity) return memory;
  int grown = *capacity ? *capacity : 16;
  while (grown < needed) grown *= 2;
  void *more = realloc(memory, (size_t)grown * size);
  if (!more) longjmp(*jmp, 1);
  *capacity = grown;
  return more;
}

static void cell_list_rewind(struct cell_list *cells) { cells->cursor = &cells->head; }

static void cell_list_maybe_rewind(struct cell_list *cells, int x) {
  if (x < cells->cursor->x) {
    cells->cursor = cells->rewind;
    if (x < cells->cursor->x) cells->cursor = &cells->head;
  }
}

static void cell_list_set_rewind(struct cell_list *cells) { cells->rewind = cells->cursor; }

static void cell_list_reset(struct cell_list *cells) {
  cell_list_rewind(cells);
  cells->head.next = &cells->tail;
  cells->current = cells->first;
  cells->used = 0;
}

static struct cell *cell_list_alloc(struct cell_list *cells, struct cell *tail, int x) {
  if (!cells->current || cells->used == CELLS_PER_BLOCK) {
    struct cell_block *next = cells->current ? cells->current->next : cells->first;
    if (!next) {
      next = malloc(sizeof *next);
      if (!next) longjmp(*cells->jmp, 1);
      next->next = NULL;
      if (cells->current)
        cells->current->next = next;
      else
        cells->first = next;
    }
    cells->current = next;
    cells->used = 0;
  }
  struct cell *cell = &cells->current->cells[cells->used++];
  cell->next = tail->next;
  tail->next = cell;
  cell->x = x;
  cell->uncovered_area = 0;
  cell->covered_height = 0;
  return cell;
}

static struct cell *cell_list_find(struct cell_list *cells, int x) {
  struct cell *tail = cells->cursor;
  if (tail->x == x) return tail;
  while (1) {
    UNROLL3({
      if (tail->next->x > x) break;
      tail = tail->next;
    });
  }
  if (tail->x != x) tail = cell_list_alloc(cells, tail, x);
  return cells->cursor = tail;
}

static struct cell_pair cell_list_find_pair(struct cell_list *cells, int x1, int x2) {
  struct cell_pair pair;
  pair.cell1 = cells->cursor;
  while (1) {
    UNROLL3({
      if (pair.cell1->next->x > x1) break;
      pair.cell1 = pair.cell1->next;
    });
  }
  if (pair.cell1->x != x1) pair.cell1 = cell_list_alloc(cells, pair.cell1, x1);
  pair.cell2 = pair.cell1;
  while (1) {
    UNROLL3({
      if (pair.cell2->next->x > x2) break;
      pair.cell2 = pair.cell2->next;
    });
  }
  if (pair.cell2->x != x2) pair.cell2 = cell_list_alloc(cells, pair.cell2, x2);
  cells->cursor = pair.cell2;
  return pair;
}

static void cell_list_add_subspan(struct cell_list *cells, int x1, int x2) {
  int ix1, fx1, ix2, fx2;
  if (x1 == x2) return;
  GRID_X_TO_INT_FRAC(x1, ix1, fx1);
  GRID_X_TO_INT_FRAC(x2, ix2, fx2);
  if (ix1 != ix2) {
    struct cell_pair p = cell_list_find_pair(cells, ix1, ix2);
    p.cell1->uncovered_area += 2 * fx1;
    ++p.cell1->covered_height;
    p.cell2->uncovered_area -= 2 * fx2;
    --p.cell2->covered_height;
  } else {
    struct cell *cell = cell_list_find(cells, ix1);
    cell->uncovered_area += 2 * (fx1 - fx2);
  }
}

static void full_step(struct edge *e) {
  if (e->dy == 0) return;
  e->x.quo += e->dxdy_full.quo;
  e->x.rem += e->dxdy_full.rem;
  if (e->x.rem < 0) {
    e->x.quo--;
    e->x.rem += e->dy;
  } else if (e->x.rem >= e->dy) {
    ++e->x.quo;
    e->x.rem -= e->dy;
  }
  e->cell = e->x.quo + (e->x.rem >= e->dy / 2);
}

static void cell_list_render_edge(struct cell_list *cells, struct edge *edge, int sign) {
  struct quorem x1, x2;
  int fx1, fx2;
  int ix1, ix2;

  x1 = edge->x;
  full_step(edge);
  x2 = edge->x;

  // Step back from the sample location (half-subrow) to the pixel origin.
  if (edge->dy) {
    x1.quo -= edge->dxdy.quo / 2;
    x1.rem -= edge->dxdy.rem / 2;
    if (x1.rem < 0) {
      --x1.quo;
      x1.rem += edge->dy;
    } else if (x1.rem >= edge->dy) {
      ++x1.quo;
      x1.rem -= edge->dy;
    }
    x2.quo -= edge->dxdy.quo / 2;
    x2.rem -= edge->dxdy.rem / 2;
    if (x2.rem < 0) {
      --x2.quo;
      x2.rem += edge->dy;
    } else if (x2.rem >= edge->dy) {
      ++x2.quo;
      x2.rem -= edge->dy;
    }
  }

  GRID_X_TO_INT_FRAC(x1.quo, ix1, fx1);
  GRID_X_TO_INT_FRAC(x2.quo, ix2, fx2);

  cell_list_maybe_rewind(cells, MIN(ix1, ix2));

  if (ix1 == ix2) {
    struct cell *cell = cell_list_find(cells, ix1);
    cell->covered_height += sign * GRID_Y;
    cell->uncovered_area += sign * (fx1 + fx2) * GRID_Y;
    return;
  }

  if (ix2 < ix1) {
    struct quorem tx;
    int t;
    t = ix1;
    ix1 = ix2;
    ix2 = t;
    t = fx1;
    fx1 = fx2;
    fx2 = t;
    tx = x1;
    x1 = x2;
    x2 = tx;
  }

  {
    struct cell_pair pair;
    struct quorem y;
    int64_t tmp, dx;
    int y_last;

    dx = (x2.quo - x1.quo) * edge->dy + (x2.rem - x1.rem);

    tmp = (ix1 + 1) * GRID_X * edge->dy;
    tmp -= x1.quo * edge->dy + x1.rem;
    tmp *= GRID_Y;

    y.quo = (int32_t)(tmp / dx);
    y.rem = tmp % dx;

    pair = cell_list_find_pair(cells, ix1, ix1 + 1);
    pair.cell1->uncovered_area += sign * y.quo * (GRID_X + fx1);
    pair.cell1->covered_height += sign * y.quo;
    y_last = y.quo;

    if (ix1 + 1 < ix2) {
      struct cell *cell = pair.cell2;
      struct quorem dydx_full;

      dydx_full.quo = (int32_t)(GRID_Y * GRID_X * edge->dy / dx);
      dydx_full.rem = GRID_Y * GRID_X * edge->dy % dx;

      ++ix1;
      do {
        y.quo += dydx_full.quo;
        y.rem += dydx_full.rem;
        if (y.rem >= dx) {
          y.quo++;
          y.rem -= dx;
        }

        cell->uncovered_area += sign * (y.quo - y_last) * GRID_X;
        cell->covered_height += sign * (y.quo - y_last);
        y_last = y.quo;

        ++ix1;
        cell = cell_list_find(cells, ix1);
      } while (ix1 != ix2);

      pair.cell2 = cell;
    }
    pair.cell2->uncovered_area += sign * (GRID_Y - y_last) * fx2;
    pair.cell2->covered_height += sign * (GRID_Y - y_last);
  }
}

static void active_list_reset(struct active_list *active) {
  active->head.height_left = INT_MAX;
  active->head.dy = 0;
  active->head.cell = INT_MIN;
  active->head.prev = NULL;
  active->head.next = &active->tail;
  active->tail.prev = &active->head;
  active->tail.next = NULL;
  active->tail.cell = INT_MAX;
  active->tail.height_left = INT_MAX;
  active->tail.dy = 0;
  active->min_height = 0;
  active->is_vertical = 1;
}

static struct edge *merge_sorted_edges(struct edge *head_a, struct edge *head_b) {
  struct edge *head, **next, *prev;
  int32_t x;

  prev = head_a->prev;
  next = &head;
  if (head_a->cell <= head_b->cell) {
    head = head_a;
  } else {
    head = head_b;
    head_b->prev = prev;
    goto start_with_b;
  }

  do {
    x = head_b->cell;
    while (head_a != NULL && head_a->cell <= x) {
      prev = head_a;
      next = &head_a->next;
      head_a = head_a->next;
    }

    head_b->prev = prev;
    *next = head_b;
    if (head_a == NULL) return head;

  start_with_b:
    x = head_a->cell;
    while (head_b != NULL && head_b->cell <= x) {
      prev = head_b;
      next = &head_b->next;
      head_b = head_b->next;
    }

    head_a->prev = prev;
    *next = head_a;
    if (head_b == NULL) return head;
  } while (1);
}

static struct edge *sort_edges(struct edge *list, unsigned int level, struct edge **head_out) {
  struct edge *head_other, *remaining;
  unsigned int i;

  head_other = list->next;

  if (head_other == NULL) {
    *head_out = list;
    return NULL;
  }

  remaining = head_other->next;
  if (list->cell <= head_other->cell) {
    *head_out = list;
    head_other->next = NULL;
  } else {
    *head_out = head_other;
    head_other->prev = list->prev;
    head_other->next = list;
    list->prev = head_other;
    list->next = NULL;
  }

  for (i = 0; i < level && remaining; i++) {
    remaining = sort_edges(remaining, i, &head_other);
    *head_out = merge_sorted_edges(*head_out, head_other);
  }

  return remaining;
}

static struct edge *merge_unsorted_edges(struct edge *head, struct edge *unsorted) {
  sort_edges(unsorted, UINT_MAX, &unsorted);
  return merge_sorted_edges(head, unsorted);
}

static int can_do_full_row(struct active_list *active) {
  const struct edge *e;
  int prev_x = INT_MIN;

  if (active->min_height <= 0) {
    int min_height = INT_MAX;
    int is_vertical = 1;

    e = active->head.next;
    while (NULL != e) {
      if (e->height_left < min_height) min_height = e->height_left;
      is_vertical &= e->dy == 0;
      e = e->next;
    }

    active->is_vertical = is_vertical;
    active->min_height = min_height;
  }

  if (active->min_height < GRID_Y) return 0;

  for (e = active->head.next; e != &active->tail; e = e->next) {
    int cell;

    if (e->dy) {
      struct quorem x = e->x;
      x.quo += e->dxdy_full.quo;
      x.rem += e->dxdy_full.rem;
      if (x.rem < 0) {
        x.quo--;
        x.rem += e->dy;
      } else if (x.rem >= e->dy) {
        x.quo++;
        x.rem -= e->dy;
      }
      cell = x.quo + (x.rem >= e->dy / 2);
    } else
      cell = e->cell;

    if (cell < prev_x) return 0;

    prev_x = cell;
  }

  return 1;
}

static void active_list_merge_edges_from_bucket(struct active_list *active, struct edge *edges) {
  active->head.next = merge_unsorted_edges(active->head.next, edges);
}

static int polygon_fill_buckets(
    struct active_list *active, struct edge *edge, int y, struct edge **buckets) {
  int min_height = active->min_height;
  int is_vertical = active->is_vertical;
  int max_suby = 0;

  while (edge) {
    struct edge *next = edge->next;
    int suby = edge->ytop - y;
    if (buckets[suby]) buckets[suby]->prev = edge;
    edge->next = buckets[suby];
    edge->prev = NULL;
    buckets[suby] = edge;
    if (edge->height_left < min_height) min_height = edge->height_left;
    is_vertical &= edge->dy == 0;
    edge = next;
    if (suby > max_suby) max_suby = suby;
  }

  active->is_vertical = is_vertical;
  active->min_height = min_height;

  return max_suby;
}

static void step(struct edge *edge) {
  if (edge->dy == 0) return;

  edge->x.quo += edge->dxdy.quo;
  edge->x.rem += edge->dxdy.rem;
  if (edge->x.rem < 0) {
    --edge->x.quo;
    edge->x.rem += edge->dy;
  } else if (edge->x.rem >= edge->dy) {
    ++edge->x.quo;
    edge->x.rem -= edge->dy;
  }

  edge->cell = edge->x.quo + (edge->x.rem >= edge->dy / 2);
}

static void sub_row(struct active_list *active, struct cell_list *coverages, unsigned int mask) {
  struct edge *edge = active->head.next;
  int xstart = INT_MIN, prev_x = INT_MIN;
  int winding = 0;

  cell_list_rewind(coverages);

  while (&active->tail != edge) {
    struct edge *next = edge->next;
    int xend = edge->cell;

    if (--edge->height_left) {
      step(edge);

      if (edge->cell < prev_x) {
        struct edge *pos = edge->prev;
        pos->next = next;
        next->prev = pos;
        do {
          pos = pos->prev;
        } while (edge->cell < pos->cell);
        pos->next->prev = edge;
        edge->next = pos->next;
        edge->prev = pos;
        pos->next = edge;
      } else
        prev_x = edge->cell;
      active->min_height = -1;
    } else {
      edge->prev->next = next;
      next->prev = edge->prev;
    }

    winding += edge->dir;
    if ((winding & mask) == 0) {
      if (next->cell != xend) {
        cell_list_add_subspan(coverages, xstart, xend);
        xstart = INT_MIN;
      }
    } else if (xstart == INT_MIN)
      xstart = xend;

    edge = next;
  }
}

static void dec(struct active_list *a, struct edge *e, int h) {
  e->height_left -= h;
  if (e->height_left == 0) {
    e->prev->next = e->next;
    e->next->prev = e->prev;
    a->min_height = -1;
  }
}

static void full_row(struct active_list *active, struct cell_list *coverages, unsigned int mask) {
  struct edge *left = active->head.next;

  while (&active->tail != left) {
    struct edge *right;
    int winding;

    dec(active, left, GRID_Y);

    winding = left->dir;
    right = left->next;
    do {
      dec(active, right, GRID_Y);

      winding += right->dir;
      if ((winding & mask) == 0 && right->next->cell != right->cell) break;

      full_step(right);

      right = right->next;
    } while (1);

    cell_list_set_rewind(coverages);
    cell_list_render_edge(coverages, left, +1);
    cell_list_render_edge(coverages, right, -1);

    left = right->next;
  }
}

static int int_to_grid_scaled(int i, int scale) {
  if (i >= 0) {
    if (i >= INT_MAX / scale) i = INT_MAX / scale;
  } else {
    if (i <= INT_MIN / scale) i = INT_MIN / scale;
  }
  return i * scale;
}

static void converter_reset(
    segue_path_raster *raster, int xmin, int ymin, int xmax, int ymax, int num_edges) {
  xmin = int_to_grid_scaled(xmin, GRID_X);
  ymin = int_to_grid_scaled(ymin, GRID_Y);
  xmax = int_to_grid_scaled(xmax, GRID_X);
  ymax = int_to_grid_scaled(ymax, GRID_Y);
  active_list_reset(&raster->active);
  cell_list_reset(&raster->coverages);
  int num_buckets = EDGE_Y_BUCKET_INDEX(ymax + GRID_Y - 1, ymin);
  raster->y_buckets = grow(
      raster->y_buckets, &raster->buckets_capacity, num_buckets, sizeof(struct edge *),
      &raster->jmp);
  memset(raster->y_buckets, 0, (size_t)num_buckets * sizeof(struct edge *));
  raster->edges = grow(
      raster->edges, &raster->edges_capacity, num_edges, sizeof(struct edge), &raster->jmp);
  raster->num_edges = 0;
  raster->xmin = xmin;
  raster->xmax = xmax;
  raster->ymin = ymin;
  raster->ymax = ymax;
}

static void converter_add_edge(segue_path_raster *raster, const line_edge_t *edge) {
  struct edge *e;
  int ytop, ybot;
  const point_t *p1, *p2;

  INPUT_TO_GRID_Y(edge->top, ytop);
  if (ytop < raster->ymin) ytop = raster->ymin;

  INPUT_TO_GRID_Y(edge->bottom, ybot);
  if (ybot > raster->ymax) ybot = raster->ymax;

  if (ybot <= ytop) return;

  e = &raster->edges[raster->num_edges++];

  e->ytop = ytop;
  e->height_left = ybot - ytop;
  if (edge->p2.y > edge->p1.y) {
    e->dir = edge->dir;
    p1 = &edge->p1;
    p2 = &edge->p2;
  } else {
    e->dir = -edge->dir;
    p1 = &edge->p2;
    p2 = &edge->p1;
  }

  if (p2->x == p1->x) {
    e->cell = p1->x;
    e->x.quo = p1->x;
    e->x.rem = 0;
    e->dxdy.quo = 0;
    e->dxdy.rem = 0;
    e->dxdy_full.quo = 0;
    e->dxdy_full.rem = 0;
    e->dy = 0;
  } else {
    int64_t Ex, Ey, tmp;

    Ex = (int64_t)(p2->x - p1->x) * GRID_X;
    Ey = (int64_t)(p2->y - p1->y) * GRID_Y * (2 << GLITTER_INPUT_BITS);

    e->dxdy.quo = (int32_t)(Ex * (2 << GLITTER_INPUT_BITS) / Ey);
    e->dxdy.rem = Ex * (2 << GLITTER_INPUT_BITS) % Ey;

    tmp = (int64_t)(2 * ytop + 1) << GLITTER_INPUT_BITS;
    tmp -= (int64_t)p1->y * GRID_Y * 2;
    tmp *= Ex;
    e->x.quo = (int32_t)(tmp / Ey);
    e->x.rem = tmp % Ey;

    // GRID_X_BITS == GLITTER_INPUT_BITS
    e->x.quo += p1->x;

    if (e->x.rem < 0) {
      e->x.quo--;
      e->x.rem += Ey;
    } else if (e->x.rem >= Ey) {
      e->x.quo++;
      e->x.rem -= Ey;
    }

    if (e->height_left >= GRID_Y) {
      tmp = Ex * (2 * GRID_Y << GLITTER_INPUT_BITS);
      e->dxdy_full.quo = (int32_t)(tmp / Ey);
      e->dxdy_full.rem = tmp % Ey;
    } else
      e->dxdy_full.quo = e->dxdy_full.rem = 0;

    e->cell = e->x.quo + (e->x.rem >= Ey / 2);
    e->dy = Ey;
  }

  unsigned ix = EDGE_Y_BUCKET_INDEX(e->ytop, raster->ymin);
  struct edge **ptail = &raster->y_buckets[ix];
  e->next = *ptail;
  *ptail = e;
}

static void step_edges(struct active_list *active, int count) {
  struct edge *edge;

  count *= GRID_Y;
  for (edge = active->head.next; edge != &active->tail; edge = edge->next) {
    edge->height_left -= count;
    if (!edge->height_left) {
      edge->prev->next = edge->next;
      edge->next->prev = edge->prev;
      active->min_height = -1;
    }
  }
}

// blit_a8: the row's cells summed into spans of constant coverage, kept as a row.
static void blit_a8(segue_path_raster *raster, int y, int height, int xmin, int xmax) {
  struct cell_list *cells = &raster->coverages;
  struct cell *cell = cells->head.next;
  int prev_x = xmin, last_x = -1;
  int16_t cover = 0, last_cover = 0;
  int num_spans;

  if (cell == &cells->tail) return;

  raster->spans = grow(
      raster->spans, &raster->spans_capacity, raster->num_spans + (xmax - xmin) + 1,
      sizeof(segue_raster_span), &raster->jmp);
  segue_raster_span *spans = raster->spans + raster->num_spans;

  while (cell->x < xmin) {
    cover += cell->covered_height;
    cell = cell->next;
  }
  cover *= GRID_X * 2;

  num_spans = 0;
  for (; cell->x < xmax; cell = cell->next) {
    int x = cell->x;
    int16_t area;

    if (x > prev_x && cover != last_cover) {
      spans[num_spans].x = prev_x;
      spans[num_spans].coverage = GRID_AREA_TO_ALPHA(cover);
      last_cover = cover;
      last_x = prev_x;
      ++num_spans;
    }

    cover += cell->covered_height * GRID_X * 2;
    area = cover - cell->uncovered_area;

    if (area != last_cover) {
      spans[num_spans].x = x;
      spans[num_spans].coverage = GRID_AREA_TO_ALPHA(area);
      last_cover = area;
      last_x = x;
      ++num_spans;
    }

    prev_x = x + 1;
  }

  if (prev_x <= xmax && cover != last_cover) {
    spans[num_spans].x = prev_x;
    spans[num_spans].coverage = GRID_AREA_TO_ALPHA(cover);
    last_cover = cover;
    last_x = prev_x;
    ++num_spans;
  }

  if (last_x < xmax && last_cover) {
    spans[num_spans].x = xmax;
    spans[num_spans].coverage = 0;
    ++num_spans;
  }

  // cairo's span renderers draw nothing of no spans; one span alone cannot come from a
  // polygon within the converter's box.
  if (num_spans < 2) return;
  raster->rows = grow(
      raster->rows, &raster->rows_capacity, raster->num_rows + 1, sizeof(segue_raster_row),
      &raster->jmp);
  segue_raster_row *row = &raster->rows[raster->num_rows++];
  row->y = y;
  row->height = height;
  row->first = raster->num_spans;
  row->count = num_spans;
  raster->num_spans += num_spans;
}

static void converter_render(segue_path_raster *raster, unsigned int winding_mask) {
  int i, j;
  int ymax_i = raster->ymax / GRID_Y;
  int ymin_i = raster->ymin / GRID_Y;
  int xmin_i, xmax_i;
  int h = ymax_i - ymin_i;
  struct edge **y_buckets = raster->y_buckets;
  struct cell_list *coverages = &raster->coverages;
  struct active_list *active = &raster->active;
  struct edge *buckets[GRID_Y] = {0};

  xmin_i = raster->xmin / GRID_X;
  xmax_i = raster->xmax / GRID_X;
  if (xmin_i >= xmax_i) return;

  for (i = 0; i < h; i = j) {
    int do_full_row = 0;

    j = i + 1;

    if (polygon_fill_buckets(active, y_buckets[i], (i + ymin_i) * GRID_Y, buckets) == 0) {
      if (buckets[0]) {
        active_list_merge_edges_from_bucket(active, buckets[0]);
        buckets[0] = NULL;
      }

      if (active->head.next == &active->tail) {
        active->min_height = INT_MAX;
        active->is_vertical = 1;
        for (; j < h && !y_buckets[j]; j++)
          ;
        continue;
      }

      do_full_row = can_do_full_row(active);
    }

    if (do_full_row) {
      full_row(active, coverages, winding_mask);

      if (active->is_vertical) {
        while (j < h && y_buckets[j] == NULL && active->min_height >= 2 * GRID_Y) {
          active->min_height -= GRID_Y;
          j++;
        }
        if (j != i + 1) step_edges(active, j - (i + 1));
      }
    } else {
      int sub;

      for (sub = 0; sub < GRID_Y; sub++) {
        if (buckets[sub]) {
          active_list_merge_edges_from_bucket(active, buckets[sub]);
          buckets[sub] = NULL;
        }
        sub_row(active, coverages, winding_mask);
      }
    }

    blit_a8(raster, i + ymin_i, j - i, xmin_i, xmax_i);
    cell_list_reset(coverages);

    active->min_height -= GRID_Y;
  }
}

// ---------------------------------------------------------------------------------------
// The fill, with the extents cairo's compositor works within.

static int rect_intersect(rect_t *dst, const rect_t *src) {
  int x1 = MAX(dst->x, src->x);
  int y1 = MAX(dst->y, src->y);
  int x2 = MIN(dst->x + dst->width, src->x + src->width);
  int y2 = MIN(dst->y + dst->height, src->y + src->height);
  if (x1 >= x2 || y1 >= y2) {
    dst->x = dst->y = dst->width = dst->height = 0;
    return 0;
  }
  dst->x = x1;
  dst->y = y1;
  dst->width = x2 - x1;
  dst->height = y2 - y1;
  return 1;
}

static int rect_contains(const rect_t *a, const rect_t *b) {
  return a->x <= b->x && a->x + a->width >= b->x + b->width && a->y <= b->y &&
         a->y + a->height >= b->y + b->height;
}

static int fixed_floor(int32_t f) { return f >> 8; }
static int fixed_ceil(int32_t f) { return (int)(((int64_t)f + 255) >> 8); }

// _cairo_box_round_to_rectangle
static rect_t round_out(const box_t *box) {
  rect_t r;
  r.x = fixed_floor(box->p1.x);
  r.y = fixed_floor(box->p1.y);
  r.width = fixed_ceil(box->p2.x) - r.x;
  r.height = fixed_ceil(box->p2.y) - r.y;
  return r;
}

segue_path_raster *segue_path_raster_create(void) {
  segue_path_raster *raster = calloc(1, sizeof *raster);
  if (!raster) return NULL;
  path_init(&raster->path);
  struct cell_list *cells = &raster->coverages;
  cells->tail.next = NULL;
  cells->tail.x = INT_MAX;
  cells->head.x = INT_MIN;
  cells->head.next = &cells->tail;
  cells->jmp = &raster->jmp;
  raster->polygon.jmp = &raster->jmp;
  cell_list_reset(cells);
  return raster;
}

void segue_path_raster_destroy(segue_path_raster *raster) {
  if (!raster) return;
  struct cell_block *block = raster->coverages.first;
  while (block) {
    struct cell_block *next = block->next;
    free(block);
    block = next;
  }
  free(raster->polygon.edges);
  free(raster->edges);
  free(raster->y_buckets);
  free(raster->rows);
  free(raster->spans);
  free(raster);
}

void segue_path_raster_new_path(segue_path_raster *raster) { path_init(&raster->path); }
void segue_path_raster_new_sub_path(segue_path_raster *raster) {
  path_new_sub_path(&raster->path);
}
void segue_path_raster_move_to(segue_path_raster *raster, int32_t x, int32_t y) {
  path_move_to(&raster->path, x, y);
}
void segue_path_raster_line_to(segue_path_raster *raster, int32_t x, int32_t y) {
  path_line_to(&raster->path, x, y);
}
void segue_path_raster_curve_to(
    segue_path_raster *raster, int32_t x1, int32_t y1, int32_t x2, int32_t y2, int32_t x3,
    int32_t y3) {
  path_curve_to(&raster->path, x1, y1, x2, y2, x3, y3);
}
void segue_path_raster_close_path(segue_path_raster *raster) {
  path_close_path(&raster->path);
}

int segue_path_raster_fill(
    segue_path_raster *raster, int32_t width, int32_t height, int32_t clip_x0,
    int32_t clip_y0, int32_t clip_x1, int32_t clip_y1) {
  const path_t *path = &raster->path;
  raster->num_rows = raster->num_spans = 0;
  if (path->too_long) return 0;
  // _cairo_gstate_fill: an empty path fills nothing.
  if (path->fill_is_empty) return 1;
  // A rectilinear path is made boxes of, not a polygon.
  if (path->fill_is_rectilinear) return 0;

  // _cairo_composite_rectangles_init_for_fill: the surface within the clip, within the
  // path's extents rounded out (for OVER, bounded by both source and mask).
  rect_t unbounded = {0, 0, width, height};
  rect_t clip = {clip_x0, clip_y0, clip_x1 - clip_x0, clip_y1 - clip_y0};
  if (clip.width <= 0 || clip.height <= 0 || !rect_intersect(&unbounded, &clip)) return 1;
  rect_t mask = {0, 0, 0, 0};
  if (path->extents.p1.x < path->extents.p2.x && path->extents.p1.y < path->extents.p2.y)
    mask = round_out(&path->extents);
  rect_t bounded = unbounded;
  if (!rect_intersect(&bounded, &mask)) return 1;
  unbounded = bounded;

  if (setjmp(raster->jmp)) {
    raster->num_rows = raster->num_spans = 0;
    return 0;
  }

  // _cairo_spans_compositor_fill: the polygon limited to that box (the clip reduced to
  // it) when the path reaches outside it.
  polygon_t *polygon = &raster->polygon;
  polygon->num_edges = 0;
  polygon->extents.p1.x = polygon->extents.p1.y = INT32_MAX;
  polygon->extents.p2.x = polygon->extents.p2.y = INT32_MIN;
  polygon->has_limit = !rect_contains(&unbounded, &mask);
  if (polygon->has_limit) {
    polygon->limit.p1.x = unbounded.x * 256;
    polygon->limit.p1.y = unbounded.y * 256;
    polygon->limit.p2.x = (unbounded.x + unbounded.width) * 256;
    polygon->limit.p2.y = (unbounded.y + unbounded.height) * 256;
  }
  fill_to_polygon(path, 0.1, polygon);
  if (polygon->num_edges == 0) return 1;

  // trim_extents_to_polygon: within the polygon's extents rounded out.
  rect_t trimmed = round_out(&polygon->extents);
  if (trimmed.x != mask.x || trimmed.y != mask.y || trimmed.width != mask.width ||
      trimmed.height != mask.height) {
    rect_intersect(&mask, &trimmed);
    if (!rect_intersect(&bounded, &mask)) return 1;
    unbounded = bounded;
  }

  // composite_polygon: the tor converter over that box, nonzero winding.
  converter_reset(
      raster, unbounded.x, unbounded.y, unbounded.x + unbounded.width,
      unbounded.y + unbounded.height, polygon->num_edges);
  for (int i = 0; i < polygon->num_edges; i++) converter_add_edge(raster, &polygon->edges[i]);
  converter_render(raster, ~0u);
  return 1;
}

int32_t segue_path_raster_row_count(const segue_path_raster *raster) {
  return raster->num_rows;
}
const segue_raster_row *segue_path_raster_rows(const segue_path_raster *raster) {
  return raster->rows;
}
const segue_raster_span *segue_path_raster_spans(const segue_path_raster *raster) {
  return raster->spans;
}
