import Foundation

/// Gradients fill the clip, limited to the band between their ends (linear) or the ring
/// between their circles (radial) unless the options let them extend.
extension CGContext {
  /// Colors along the line from `start` to `end` (user space), constant across it.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let call = "CGContext.drawLinearGradient(_:start:end:options:)"
    guard acceptsPathInput(start.isFinite && end.isFinite, in: call), start != end,
      let area = userExtent
    else { return }
    let reach = area.width + area.height + hypot(end.x - start.x, end.y - start.y)
    let length = hypot(end.x - start.x, end.y - start.y)
    let along = CGVector(dx: (end.x - start.x) / length, dy: (end.y - start.y) / length)
    let across = CGVector(dx: -along.dy * reach, dy: along.dx * reach)
    let limited =
      !options.contains(.drawsBeforeStartLocation) || !options.contains(.drawsAfterEndLocation)
    if limited {
      // The band between the lines through the ends, across the gradient, extended on the
      // sides the options let through.
      let from =
        options.contains(.drawsBeforeStartLocation)
        ? CGPoint(x: start.x - along.dx * reach, y: start.y - along.dy * reach) : start
      let to =
        options.contains(.drawsAfterEndLocation)
        ? CGPoint(x: end.x + along.dx * reach, y: end.y + along.dy * reach) : end
      let band = CGMutablePath()
      band.addLines(
        between: [
          CGPoint(x: from.x + across.dx, y: from.y + across.dy),
          CGPoint(x: to.x + across.dx, y: to.y + across.dy),
          CGPoint(x: to.x - across.dx, y: to.y - across.dy),
          CGPoint(x: from.x - across.dx, y: from.y - across.dy),
        ], transform: state.ctm)
      band.closeSubpath()
      saveGState()
      path = band
      clip()
    }
    let rect = area.union(CGRect(origin: start, size: .zero)).union(
      CGRect(origin: end, size: .zero))
    appendGradient(
      gradient, kind: .axial, rect: rect, start: unit(start, in: rect), end: unit(end, in: rect),
      locations: gradient.locations)
    if limited { restoreGState() }
  }

  /// Colors from the circle at `startCenter` to the one at `endCenter` (user space). Segue
  /// draws circles about one center: different centers draw about `endCenter`, with a
  /// warning.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    let call =
      "CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)"
    let finite =
      startCenter.isFinite && endCenter.isFinite && startRadius.isFinite && endRadius.isFinite
    guard acceptsPathInput(finite, in: call), endRadius > 0, startRadius >= 0,
      startRadius < endRadius, let area = userExtent
    else { return }
    if startCenter != endCenter {
      Diagnostics.warn("\(call): circles with different centers are drawn about endCenter")
    }
    let center = endCenter
    let after = options.contains(.drawsAfterEndLocation)
    let before = options.contains(.drawsBeforeStartLocation) || startRadius == 0
    // A square about the center, as far as the gradient paints.
    let corners = [
      CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
      CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
    ]
    let far = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    let radius = after ? max(endRadius, far) : endRadius
    let rect = CGRect(
      x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    if !after || !before {
      let ring = CGMutablePath()
      let outer = CGRect(
        x: center.x - endRadius, y: center.y - endRadius, width: 2 * endRadius,
        height: 2 * endRadius)
      if after {
        ring.addRect(rect, transform: state.ctm)
      } else {
        ring.addEllipse(in: outer, transform: state.ctm)
      }
      if !before {
        ring.addEllipse(
          in: CGRect(
            x: center.x - startRadius, y: center.y - startRadius, width: 2 * startRadius,
            height: 2 * startRadius), transform: state.ctm)
      }
      saveGState()
      path = ring
      clip(using: .evenOdd)
    }
    // The display list's radial gradient starts at the center: map each location onto
    // radii from 0 to endRadius.
    let locations = gradient.locations.map {
      (startRadius + $0 * (endRadius - startRadius)) / endRadius
    }
    let reach = endRadius / (2 * radius)
    appendGradient(
      gradient, kind: .radial, rect: rect, start: CGPoint(x: 0.5, y: 0.5),
      end: CGPoint(x: 0.5 + reach, y: 0.5 + reach), locations: locations)
    if !after || !before { restoreGState() }
  }

  /// The context's extent in user space (its bounding box); nil when the transform
  /// flattens the plane.
  private var userExtent: CGRect? {
    let ctm = state.ctm
    guard ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return nil }
    return extent.applying(ctm.inverted())
  }

  private func unit(_ point: CGPoint, in rect: CGRect) -> CGPoint {
    CGPoint(
      x: rect.width > 0 ? (point.x - rect.minX) / rect.width : 0,
      y: rect.height > 0 ? (point.y - rect.minY) / rect.height : 0)
  }

  private func appendGradient(
    _ gradient: CGGradient, kind: Gradient.Kind, rect: CGRect, start: CGPoint, end: CGPoint,
    locations: [CGFloat]
  ) {
    drawing.commands.append(
      .gradient(
        Gradient(
          rect: rect, transform: state.ctm, kind: kind,
          colors: gradient.colors.map { $0.multiplied(by: state.alpha) }, locations: locations,
          start: start, end: end)))
  }
}
