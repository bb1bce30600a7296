import CCairo
import Foundation
import Segue

extension FrameRenderer {
  func draw(_ fill: Fill) {
    guard fill.rect.width > 0, fill.rect.height > 0, fill.color.alpha > 0 || fill.erases else {
      return
    }
    // A rectangle composited here, on whole pixels or between them: cairo would make an
    // image of the color (and, between pixels, a mask and boxes).
    if !fill.erases, fill.cornerRadius <= 0 || fill.corners.isEmpty,
      FrameCompositor.pixel(fill.color) != nil, let (target, clip) = pixelTarget()
    {
      // The clips to draw through: in the frame, `clip` within the pixels the fill touches
      // less the blocks the blur to come knows the color of (`PlainBlocks`); elsewhere `clip`.
      func throughClips(touching touched: CGRect, _ body: (CGRect) -> Void) {
        guard target.surface == surface else { return body(clip) }
        plainBlocks.forEachPart(of: touched.intersection(clip), body)
      }
      if let box = wholePixels(of: fill.rect, under: fill.transform) {
        return throughClips(touching: box) {
          compositor.composite(fill.color, over: box.intersection($0), in: target)
        }
      }
      if let box = FrameCompositor.box(
        of: fill.rect, under: fill.transform.concatenating(base), in: target)
      {
        let (x0, y0, x1, y1) = FrameCompositor.pixels(touchedBy: box)
        let touched = CGRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        return throughClips(touching: touched) {
          compositor.composite(fill.color, over: box, within: $0, in: target)
        }
      }
    }
    // A rounded rect, filled here as cairo fills it: cairo allocates for every
    // anti-aliased fill of a curved path.
    if !fill.erases, fill.cornerRadius > 0, !fill.corners.isEmpty,
      let (target, clip) = pixelTarget(),
      compositor.composite(
        fill.color, roundedRect: fill.rect, radius: fill.cornerRadius, corners: fill.corners,
        curve: fill.cornerCurve, under: fill.transform.concatenating(base), within: clip,
        in: target)
    {
      return
    }
    use(fill.transform)
    appendRoundedRect(
      fill.rect, radius: fill.cornerRadius, corners: fill.corners, curve: fill.cornerCurve)
    guard fill.erases else {
      setSource(fill.color)
      return cairo_fill(context)
    }
    cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
    cairo_fill(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
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

  /// Axial and radial gradients are cairo patterns in the rect's unit square (so a radial
  /// one stretches into ellipses with the rect), composited here where that gives cairo's
  /// pixels; a conic one is a mesh of thin sectors.
  func draw(_ gradient: Gradient) {
    let rect = gradient.rect
    guard rect.width > 0, rect.height > 0, let first = gradient.colors.first else { return }
    use(gradient.transform)
    let geometry = GradientGeometry(gradient)
    if let geometry, composited(gradient, as: geometry) { return }
    cairo_rectangle(
      context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    // The unit square of the rect, where the gradient's points live.
    cairo_translate(context, Double(rect.minX), Double(rect.minY))
    cairo_scale(context, Double(rect.width), Double(rect.height))
    let pattern = geometry?.pattern() ?? conicPattern(gradient)
    defer { cairo_pattern_destroy(pattern) }
    if geometry != nil {
      for (color, location) in zip(gradient.colors, gradient.locations) {
        cairo_pattern_add_color_stop_rgba(
          pattern, Double(location), color.red, color.green, color.blue, color.alpha)
      }
      if gradient.colors.count == 1 {
        cairo_pattern_add_color_stop_rgba(
          pattern, 1, first.red, first.green, first.blue, first.alpha)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Whether `gradient` (under its matrix, set) was composited here: over a rectangle of
  /// square corners on whole pixels or between them, under a scale-and-move matrix, in a
  /// target of whole-pixel clip, where cairo would make a pixman image of it (and a mask
  /// and boxes between pixels) on every fill. When it is not, the context's matrix is the
  /// gradient's again.
  private func composited(_ gradient: Gradient, as geometry: GradientGeometry) -> Bool {
    guard let (target, clip) = pixelTarget() else { return false }
    let rect = gradient.rect
    // The inverse matrix cairo takes the pattern with: the context's once moved to the unit
    // square, as cairo keeps it (read back, which is exact: a distance (1, 0) or (0, 1), or
    // the point (0, 0), picks its terms out unchanged).
    func inverse() -> cairo_matrix_t {
      cairo_translate(context, Double(rect.minX), Double(rect.minY))
      cairo_scale(context, Double(rect.width), Double(rect.height))
      var inverse = cairo_matrix_t.identity
      cairo_device_to_user_distance(context, &inverse.xx, &inverse.yx)
      cairo_device_to_user_distance(context, &inverse.xy, &inverse.yy)
      cairo_device_to_user(context, &inverse.x0, &inverse.y0)
      return inverse
    }
    let drawn: Bool
    if let whole = wholePixels(of: rect, under: gradient.transform) {
      drawn = compositor.composite(
        gradient, as: geometry, inverse: inverse(), over: whole.intersection(clip), in: target)
    } else if let between = FrameCompositor.box(
      of: rect, under: gradient.transform.concatenating(base), in: target)
    {
      drawn = compositor.composite(
        gradient, as: geometry, inverse: inverse(), over: between, within: clip, in: target)
    } else {
      return false
    }
    if !drawn { use(gradient.transform) }
    return drawn
  }

  /// A conic gradient as 256 mesh sectors around `start`, from the direction of `end`,
  /// clockwise on screen, each colored by the stops at its two angles.
  private func conicPattern(_ gradient: Gradient) -> OpaquePointer {
    let mesh = cairo_pattern_create_mesh()!
    let center = gradient.start
    let origin = atan2(gradient.end.y - center.y, gradient.end.x - center.x)
    let sectors = 256
    // Far enough to cover the unit square from any center inside it.
    let reach = 2.0
    func color(at t: CGFloat) -> RGBA { Self.color(in: gradient, at: t) }
    for sector in 0..<sectors {
      let (t0, t1) = (CGFloat(sector) / CGFloat(sectors), CGFloat(sector + 1) / CGFloat(sectors))
      let (a0, a1) = (Double(origin + t0 * 2 * .pi), Double(origin + t1 * 2 * .pi))
      let (cx, cy) = (Double(center.x), Double(center.y))
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a0), cy + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a1), cy + reach * sin(a1))
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      for (corner, t) in [(0, t0), (1, t0), (2, t1), (3, t1)] {
        let c = color(at: t)
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  /// The gradient's color at `t` (0…1) between its stops, clamped at the ends.
  static func color(in gradient: Gradient, at t: CGFloat) -> RGBA {
    guard let upper = gradient.locations.firstIndex(where: { $0 >= t }),
      upper < gradient.colors.count
    else {
      return gradient.colors.last!
    }
    guard upper > 0 else { return gradient.colors[0] }
    let (c0, l0) = (gradient.colors[upper - 1], gradient.locations[upper - 1])
    let (c1, l1) = (gradient.colors[upper], gradient.locations[upper])
    let f = l1 > l0 ? Double((t - l0) / (l1 - l0)) : 1
    return RGBA(
      red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
      blue: c0.blue + (c1.blue - c0.blue) * f, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
  }

  /// Fills, then strokes, the path in its transform's space (the line width and dashes
  /// scale with it, as Core Animation's do).
  func draw(_ path: PathDraw) {
    guard path.fill != nil || path.stroke != nil else { return }
    use(path.transform)
    Self.setPath(path.elements, in: context)
    if let fill = path.fill {
      cairo_set_fill_rule(
        context, path.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill)
      path.stroke == nil ? cairo_fill(context) : cairo_fill_preserve(context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }
    guard let stroke = path.stroke else { return }
    cairo_set_line_width(context, Double(path.lineWidth))
    let cap: cairo_line_cap_t =
      switch path.lineCap {
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      default: CAIRO_LINE_CAP_BUTT
      }
    let join: cairo_line_join_t =
      switch path.lineJoin {
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      default: CAIRO_LINE_JOIN_MITER
      }
    cairo_set_line_cap(context, cap)
    cairo_set_line_join(context, join)
    cairo_set_miter_limit(context, Double(path.miterLimit))
    let dashes = path.dashPattern.map(Double.init)
    if dashes.contains(where: { $0 > 0 }), dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) {
      cairo_set_dash(context, dashes, Int32(dashes.count), Double(path.dashPhase))
    }
    setSource(stroke)
    cairo_stroke(context)
    cairo_set_dash(context, nil, 0, 0)
  }

  /// Replaces `context`'s path with `elements`; a segment with no current point starts at
  /// its end, as cairo does.
  static func setPath(_ elements: [PathElement], in context: OpaquePointer) {
    cairo_new_path(context)
    for element in elements {
      if let step = PathStep(element) {
        step.append(to: context)
      } else if case .quadCurve(let to, let control) = element {
        // cairo has cubics only: a quadratic is the cubic with controls 2/3 of the way.
        var x = 0.0
        var y = 0.0
        if cairo_has_current_point(context) != 0 { cairo_get_current_point(context, &x, &y) }
        let (cx, cy) = (Double(control.x), Double(control.y))
        let (tx, ty) = (Double(to.x), Double(to.y))
        cairo_curve_to(
          context, x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), tx + 2 / 3 * (cx - tx),
          ty + 2 / 3 * (cy - ty), tx, ty)
      }
    }
  }

  /// Intersects the clip with the clip's (rounded) rect under its transform: exact for
  /// rotated clips too (cairo clips to the path, anti-aliased).
  func clip(_ clip: Clip) {
    use(clip.transform)
    guard let path = clip.path else {
      appendRoundedRect(
        clip.rect, radius: clip.cornerRadius, corners: clip.corners, curve: clip.cornerCurve)
      return cairo_clip(context)
    }
    Self.setPath(path, in: context)
    cairo_set_fill_rule(
      context, clip.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
  }

  /// A rectangle whose `corners` are rounded with `radius` points in the shape `curve`
  /// names, clockwise from the top edge, appended to the context's path
  /// (`roundedRect(_:radius:corners:curve:_:)`).
  func appendRoundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CornerCurve
  ) {
    let context = context
    let rounded = Self.roundedRect(rect, radius: radius, corners: corners, curve: curve) {
      $0.append(to: context)
    }
    guard !rounded else { return }
    cairo_rectangle(
      context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  /// A step of a path, in user space, for cairo's path and `FrameCompositor`'s alike.
  enum PathStep {
    case subPath
    case move(to: (Double, Double))
    case line(to: (Double, Double))
    case curve(c1: (Double, Double), c2: (Double, Double), to: (Double, Double))
    case close

    /// `element` as a step; nil for a quadratic curve, which cairo takes as a cubic whose
    /// controls come from its own current point (`setPath(_:in:)`).
    init?(_ element: PathElement) {
      switch element {
      case .move(let to): self = .move(to: (Double(to.x), Double(to.y)))
      case .line(let to): self = .line(to: (Double(to.x), Double(to.y)))
      case .quadCurve: return nil
      case .curve(let to, let c1, let c2):
        self = .curve(
          c1: (Double(c1.x), Double(c1.y)), c2: (Double(c2.x), Double(c2.y)),
          to: (Double(to.x), Double(to.y)))
      case .closeSubpath: self = .close
      }
    }

    /// Appends the step to `context`'s path.
    func append(to context: OpaquePointer) {
      switch self {
      case .subPath: cairo_new_sub_path(context)
      case .move(let to): cairo_move_to(context, to.0, to.1)
      case .line(let to): cairo_line_to(context, to.0, to.1)
      case .curve(let c1, let c2, let to):
        cairo_curve_to(context, c1.0, c1.1, c2.0, c2.1, to.0, to.1)
      case .close: cairo_close_path(context)
      }
    }
  }

  /// `elements` step by step, as `setPath(_:in:)` gives them to cairo; false, having given
  /// only some, at a quadratic curve: its controls come from cairo's current point, which
  /// cairo rounds through fixed point and back.
  static func pathSteps(_ elements: [PathElement], _ step: (PathStep) -> Void) -> Bool {
    for element in elements {
      guard let next = PathStep(element) else { return false }
      step(next)
    }
    return true
  }

  /// The path of a rectangle whose `corners` are rounded with `radius` points in the shape
  /// `curve` names, clockwise from the top edge, step by step, for cairo's path and for
  /// `FrameCompositor`'s (which must see the same points). Circular corners are quarter
  /// circles (radius clamped to half the shorter side); continuous ones follow iOS's
  /// measured shape, which starts 1.529 radii along each edge (radius clamped so two
  /// corners meet at most). False, with no steps, when no corner is rounded: the path is
  /// then the plain rectangle.
  static func roundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CornerCurve,
    _ step: (PathStep) -> Void
  ) -> Bool {
    let continuous = curve == .continuous
    let reach = continuous ? Self.continuousReach : 1
    let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2 / reach))
    guard r > 0, !corners.isEmpty else { return false }
    let (x0, y0, x1, y1) = (
      Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
    )
    step(.subPath)
    for (corner, maxX, maxY, u, v) in Self.cornerWalk {
      let (cx, cy) = (maxX ? x1 : x0, maxY ? y1 : y0)
      func point(_ k: (Double, Double)) -> (Double, Double) {
        (cx + r * (k.0 * u.0 + k.1 * v.0), cy + r * (k.0 * u.1 + k.1 * v.1))
      }
      guard corners.contains(corner) else {
        step(.line(to: (cx, cy)))
        continue
      }
      let segments = continuous ? Self.continuousCorner : Self.circularCorner
      step(.line(to: point(segments[0].to)))
      for segment in segments.dropFirst() {
        if let (c1, c2) = segment.controls {
          step(.curve(c1: point(c1), c2: point(c2), to: point(segment.to)))
        } else {
          step(.line(to: point(segment.to)))
        }
      }
    }
    step(.close)
    return true
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
  nonisolated static let continuousReach: CGFloat = 1.52866483

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
