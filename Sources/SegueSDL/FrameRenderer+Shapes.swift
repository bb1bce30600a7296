import CCairo
import Foundation
import Segue

extension FrameRenderer {
  func draw(_ fill: Fill) {
    guard fill.rect.width > 0, fill.rect.height > 0, fill.color.alpha > 0 else { return }
    use(fill.transform)
    appendRoundedRect(fill.rect, radius: fill.cornerRadius)
    setSource(fill.color)
    cairo_fill(context)
  }

  func draw(_ gradient: LinearGradient) {
    let rect = gradient.rect
    guard rect.width > 0, rect.height > 0 else { return }
    use(gradient.transform)
    // The ends are in the rect's unit square; the pattern lives in the same (point) space.
    let pattern = cairo_pattern_create_linear(
      Double(rect.minX + gradient.start.x * rect.width),
      Double(rect.minY + gradient.start.y * rect.height),
      Double(rect.minX + gradient.end.x * rect.width),
      Double(rect.minY + gradient.end.y * rect.height))
    defer { cairo_pattern_destroy(pattern) }
    for (offset, color) in [(0.0, gradient.startColor), (1.0, gradient.endColor)] {
      cairo_pattern_add_color_stop_rgba(
        pattern, offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_rectangle(
      context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Intersects the clip with the clip's rect under its transform: exact for rotated clips
  /// too (cairo clips to the path, anti-aliased).
  func clip(_ clip: Clip) {
    use(clip.transform)
    let r = clip.rect
    cairo_rectangle(context, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    cairo_clip(context)
  }

  /// A rectangle with circular corners of `radius` points (clamped to half the shorter
  /// side), clockwise from the top left.
  func appendRoundedRect(_ rect: CGRect, radius: CGFloat) {
    let r = Double(min(max(radius, 0), rect.width / 2, rect.height / 2))
    let (x0, y0, x1, y1) = (
      Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
    )
    guard r > 0 else {
      cairo_rectangle(context, x0, y0, x1 - x0, y1 - y0)
      return
    }
    cairo_new_sub_path(context)
    cairo_arc(context, x1 - r, y0 + r, r, -.pi / 2, 0)
    cairo_arc(context, x1 - r, y1 - r, r, 0, .pi / 2)
    cairo_arc(context, x0 + r, y1 - r, r, .pi / 2, .pi)
    cairo_arc(context, x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(context)
  }
}
