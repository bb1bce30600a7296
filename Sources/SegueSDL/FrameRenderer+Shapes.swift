import CCairo
import Foundation
import Segue

extension FrameRenderer {
  func draw(_ fill: Fill) {
    guard fill.rect.width > 0, fill.rect.height > 0, fill.color.alpha > 0 else { return }
    use(fill.transform)
    appendRoundedRect(
      fill.rect, radius: fill.cornerRadius, corners: fill.corners, curve: fill.cornerCurve)
    setSource(fill.color)
    cairo_fill(context)
  }

  /// The band between the rounded rect and the same inset by the width, whose corner radius
  /// shrinks by the width (never below 0), filled even-odd.
  func draw(_ border: Border) {
    guard border.width > 0, border.color.alpha > 0, border.rect.width > 0,
      border.rect.height > 0
    else { return }
    use(border.transform)
    let width = min(border.width, border.rect.width / 2, border.rect.height / 2)
    appendRoundedRect(
      border.rect, radius: border.cornerRadius, corners: border.corners, curve: border.cornerCurve)
    appendRoundedRect(
      border.rect.insetBy(dx: width, dy: width), radius: max(border.cornerRadius - width, 0),
      corners: border.corners, curve: border.cornerCurve)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(border.color)
    cairo_fill(context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
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

  /// Intersects the clip with the clip's (rounded) rect under its transform: exact for
  /// rotated clips too (cairo clips to the path, anti-aliased).
  func clip(_ clip: Clip) {
    use(clip.transform)
    appendRoundedRect(
      clip.rect, radius: clip.cornerRadius, corners: clip.corners, curve: clip.cornerCurve)
    cairo_clip(context)
  }

  /// A rectangle whose `corners` are rounded with `radius` points in the shape `curve`
  /// names, clockwise from the top edge. Circular corners are quarter circles (radius
  /// clamped to half the shorter side); continuous ones follow iOS's measured shape, which
  /// starts 1.529 radii along each edge (radius clamped so two corners meet at most).
  func appendRoundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve
  ) {
    let continuous = curve == .continuous
    let reach = continuous ? Self.continuousReach : 1
    let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2 / reach))
    guard r > 0, !corners.isEmpty else {
      cairo_rectangle(
        context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      return
    }
    let (x0, y0, x1, y1) = (
      Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
    )
    cairo_new_sub_path(context)
    for (corner, maxX, maxY, u, v) in Self.cornerWalk {
      let (cx, cy) = (maxX ? x1 : x0, maxY ? y1 : y0)
      func point(_ k: (Double, Double)) -> (Double, Double) {
        (cx + r * (k.0 * u.0 + k.1 * v.0), cy + r * (k.0 * u.1 + k.1 * v.1))
      }
      guard corners.contains(corner) else {
        cairo_line_to(context, cx, cy)
        continue
      }
      let segments = continuous ? Self.continuousCorner : Self.circularCorner
      let start = point(segments[0].to)
      cairo_line_to(context, start.0, start.1)
      for segment in segments.dropFirst() {
        let end = point(segment.to)
        if let (c1, c2) = segment.controls {
          let (a, b) = (point(c1), point(c2))
          cairo_curve_to(context, a.0, a.1, b.0, b.1, end.0, end.1)
        } else {
          cairo_line_to(context, end.0, end.1)
        }
      }
    }
    cairo_close_path(context)
  }

  /// The corners clockwise from the top right: which corner, on which sides, the direction
  /// back along the edge coming in (u) and the one going out (v).
  static let cornerWalk: [(CACornerMask, Bool, Bool, (Double, Double), (Double, Double))] = [
    (.layerMaxXMinYCorner, true, false, (-1, 0), (0, 1)),
    (.layerMaxXMaxYCorner, true, true, (0, -1), (-1, 0)),
    (.layerMinXMaxYCorner, false, true, (1, 0), (0, -1)),
    (.layerMinXMinYCorner, false, false, (0, 1), (1, 0)),
  ]

  /// How far along each edge a continuous corner starts, in radii.
  static let continuousReach: CGFloat = 1.52866483

  /// A corner as segments in (back along the incoming edge, along the outgoing edge) radii:
  /// the first is where it starts, each next one a line or a cubic Bézier.
  typealias CornerSegment = (to: (Double, Double), controls: ((Double, Double), (Double, Double))?)

  /// A quarter circle, as the usual cubic (κ = 0.5523).
  static let circularCorner: [CornerSegment] = [
    ((1, 0), nil), ((0, 1), ((1 - 0.5523, 0), (0, 1 - 0.5523))),
  ]

  /// iOS's continuous corner, as measured from `UIBezierPath(roundedRect:cornerRadius:)`
  /// (constants published by several open-source reimplementations).
  static let continuousCorner: [CornerSegment] = [
    ((1.52866483, 0), nil),
    ((0.66993427, 0.065496), ((1.08849323, 0), (0.86840689, 0))),
    ((0.63149399, 0.074911), nil),
    ((0.07491176, 0.63149399), ((0.37282392, 0.16905899), (0.16906013, 0.37282401))),
    ((0, 1.52866483), ((0, 0.86840701), (0, 1.08849299))),
  ]
}
