import Foundation

extension CGMutablePath {
  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the
  /// positive x axis), preceded by a line from the current point to its start (or a move,
  /// on an empty path). Drawn as cubic Béziers of at most 90° each.
  ///
  /// `clockwise` is Core Graphics' sense, in a y-up space: `true` runs toward decreasing
  /// angles, which on a y-down UIKit screen turns *counterclockwise*. (UIBezierPath's
  /// `clockwise` is the on-screen sense, the opposite.) A sweep of 2π or more in the chosen
  /// direction is one full circle; otherwise the angles are taken modulo 2π, so
  /// `startAngle: 0, endAngle: 2 * .pi, clockwise: true` draws no arc at all.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle, to: endAngle, transform: transform,
      call: "CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)"
    ) { Self.arcSweep(from: $0, to: $1, clockwise: clockwise) }
  }

  /// The signed sweep in radians (negative toward decreasing angles, Core Graphics'
  /// `clockwise`) from `start` to `end`: one full turn when the distance in that direction is
  /// 2π or more, else that distance modulo 2π.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let turn = 2 * CGFloat.pi
    let forward = clockwise ? start - end : end - start
    var sweep = forward >= turn ? turn : forward.truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    return clockwise ? -sweep : sweep
  }

  /// An arc of `delta` radians from `startAngle`: positive runs toward increasing angles
  /// (clockwise on a y-down screen). A sweep beyond one full turn is drawn as one full turn,
  /// so a bad delta cannot cost millions of segments.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * CGFloat.pi
    appendArc(
      center: center, radius: radius, startAngle: startAngle, to: delta, transform: transform,
      call: "CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)"
    ) { _, delta in min(max(delta, -turn), turn) }
  }

  /// A rounded corner, as PostScript's `arct`: a line from the current point toward
  /// `tangent1End`, then the arc of `radius` tangent to both that line and the line from
  /// `tangent1End` to `tangent2End`. With collinear points or a radius ≤ 0 it is a line to
  /// `tangent1End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let call = "CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)"
    let finite = tangent1End.isFinite && tangent2End.isFinite && radius.isFinite
    guard acceptsPathInput(finite && transform.isFinite, in: call), hasCurrentPoint(for: call),
      let current = lastPoint
    else { return }
    // The current point is already transformed; work in the untransformed space.
    let p0 = current.applying(transform.inverted())
    let u1 = unit(CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y))
    let u2 = unit(CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y))
    let cross = u1.dx * u2.dy - u1.dy * u2.dx
    guard radius > 0, abs(cross) > 1e-12 else {
      return appendLine(tangent1End.applying(transform))
    }
    // Half the angle between the two lines at tangent1End.
    let half = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))) / 2
    let reach = radius / tan(half)
    let start = CGPoint(x: tangent1End.x + u1.dx * reach, y: tangent1End.y + u1.dy * reach)
    let end = CGPoint(x: tangent1End.x + u2.dx * reach, y: tangent1End.y + u2.dy * reach)
    let bisector = unit(CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy))
    let toCenter = radius / sin(half)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx * toCenter, y: tangent1End.y + bisector.dy * toCenter)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
  }

  /// `appendArc` with the sweep `sweep(startAngle, angle)` (`angle` an end angle or a
  /// delta), once every input is finite; otherwise a warning naming `call`.
  func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, to angle: CGFloat,
    transform: CGAffineTransform, call: @autoclosure () -> String,
    sweep: (CGFloat, CGFloat) -> CGFloat
  ) {
    let finite = center.isFinite && radius.isFinite && startAngle.isFinite && angle.isFinite
    guard acceptsPathInput(finite && transform.isFinite, in: call()) else { return }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: sweep(startAngle, angle),
      transform: transform)
  }

  /// A line (or a move, on an empty path) to the arc's start, then one cubic per 90° or less:
  /// each quarter's control points lie 4/3 tan(θ/4) × radius along the tangents.
  func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    func point(at angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(at: startAngle).applying(transform)
    if lastPoint == nil { appendMove(start) } else { appendLine(start) }
    guard sweep != 0 else { return }
    // Slightly under a quarter per segment, so exactly 90° or 360° is not split by rounding.
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let handle = 4 / 3 * tan(step / 4) * radius
    for index in 0..<count {
      let a0 = startAngle + step * CGFloat(index)
      let a1 = index == count - 1 ? startAngle + sweep : a0 + step
      let p0 = point(at: a0)
      let p3 = point(at: a1)
      let control1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
      let control2 = CGPoint(x: p3.x + handle * sin(a1), y: p3.y - handle * cos(a1))
      appendCurve(
        to: p3.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }
  }
}

/// `v` scaled to length 1, or zero when it has no length.
private func unit(_ v: CGVector) -> CGVector {
  let length = (v.dx * v.dx + v.dy * v.dy).squareRoot()
  return length > 0 ? CGVector(dx: v.dx / length, dy: v.dy / length) : CGVector(dx: 0, dy: 0)
}
