import CCairo
import CPathRaster
import Foundation
import Segue

/// A color over a rounded rect or a vector image's path, filled as cairo 1.16 fills it,
/// without the heap blocks cairo takes for every anti-aliased fill of a path that is not
/// made of rectangles (its scan converter, a polygon of more than 32 edges).
///
/// The path goes into `CPathRaster` as cairo's context gives it to its path: each point
/// through the matrix and the surface's device offset (the target's origin), then into
/// 24.8 fixed point (`_cairo_fixed_from_double`). `CPathRaster` does the rest of what cairo
/// does with it (the path's fixed-point ops, the compositor's extents, the polygon with
/// its curves flattened at tolerance 0.1 and clipped to those extents, cairo's tor scan
/// converter) and gives rows of spans, each a run of pixels at one coverage, which are
/// composited as cairo's span renderers composite them: an opaque color written or lerped
/// (`_fill_xrgb32_lerp_opaque_spans`), a translucent one OVER through the coverage
/// (`_inplace_spans`), as `FrameCompositor+Between` composites its runs.
extension FrameCompositor {
  /// Fills `rect` with `corners` rounded (`FrameRenderer.roundedRect`) in `color` into
  /// `target` under `transform` (the context's matrix) through `clip` (whole pixels, in the
  /// pixels the renderer draws in), as `cairo_fill` would with the winding rule, default
  /// antialiasing and tolerance. False when cairo must fill it (`composite(_:path:…)`), or
  /// for a rect no corner of which is rounded.
  func composite(
    _ color: RGBA, roundedRect rect: CGRect, radius: CGFloat, corners: CACornerMask,
    curve: CornerCurve, under transform: CGAffineTransform, within clip: CGRect,
    in target: Target
  ) -> Bool {
    composite(color, under: transform, within: clip, in: target) {
      FrameRenderer.roundedRect(rect, radius: radius, corners: corners, curve: curve, $0)
    }
  }

  /// Fills the path `steps` gives (to its closure; false: the path cannot be given) in
  /// `color` into `target` under `transform` through `clip`, as `cairo_fill` would with the
  /// winding rule, default antialiasing and tolerance. False when cairo must fill it: a
  /// transform that does more than scale (positively) and move, a NaN color, coordinates
  /// too far out for fixed point, or a path cairo would not take to its scan converter.
  func composite(
    _ color: RGBA, under transform: CGAffineTransform, within clip: CGRect, in target: Target,
    path steps: ((FrameRenderer.PathStep) -> Void) -> Bool
  ) -> Bool {
    let t = transform
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, let pixel = Self.pixel(color) else {
      return false
    }
    let raster = raster
    let (originX, originY) = (Double(target.origin.x), Double(target.origin.y))
    // Noted on the compositor, not in a local the closures below would capture: a local
    // captured through `steps` is boxed on the heap, once a fill.
    pathFits = true
    // The sums in cairo's order: the matrix (its zero terms add nothing), then the device
    // offset, each rounded as a double.
    func fixed(_ point: (Double, Double)) -> (Int32, Int32) {
      guard let x = Self.fixed(t.a * point.0 + t.tx + -originX),
        let y = Self.fixed(t.d * point.1 + t.ty + -originY)
      else {
        pathFits = false
        return (0, 0)
      }
      return (x, y)
    }
    segue_path_raster_new_path(raster)
    let given = steps {
      switch $0 {
      case .subPath: segue_path_raster_new_sub_path(raster)
      case .move(let to):
        let p = fixed(to)
        segue_path_raster_move_to(raster, p.0, p.1)
      case .line(let to):
        let p = fixed(to)
        segue_path_raster_line_to(raster, p.0, p.1)
      case .curve(let c1, let c2, let to):
        let (p1, p2, p3) = (fixed(c1), fixed(c2), fixed(to))
        segue_path_raster_curve_to(raster, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
      case .close: segue_path_raster_close_path(raster)
      }
    }
    guard given, pathFits else { return false }
    // An empty clip: cairo draws nothing.
    guard let (x0, y0, x1, y1) = pixels(of: clip, in: target) else { return true }
    guard
      segue_path_raster_fill(
        raster, pixman_image_get_width(target.image), pixman_image_get_height(target.image),
        x0, y0, x1, y1) != 0
    else { return false }
    let count = Int(segue_path_raster_row_count(raster))
    filledPaths += 1
    guard count > 0, let rows = segue_path_raster_rows(raster),
      let spans = segue_path_raster_spans(raster)
    else { return true }
    cairo_surface_flush(target.surface)
    var (left, right) = (Int32.max, Int32.min)
    for row in UnsafeBufferPointer(start: rows, count: count) {
      // Each span runs to the next one's x; the last only ends the one before.
      for index in Int(row.first)..<Int(row.first + row.count - 1) {
        let (span, end) = (spans[index], spans[index + 1].x)
        guard span.coverage > 0 else { continue }
        composite(
          pixel, x: span.x, y: row.y, width: end - span.x, height: row.height,
          coverage: span.coverage, in: target)
        (left, right) = (min(left, span.x), max(right, end))
      }
    }
    let (top, last) = (rows[0], rows[count - 1])
    if left < right { marked(target, left, top.y, right, last.y + last.height) }
    return true
  }
}
