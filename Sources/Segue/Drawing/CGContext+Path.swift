import Foundation

/// The current path: each call maps its points by the current transform, as Core Graphics
/// does, and `fillPath`, `strokePath` and `clip` consume the path.
extension CGContext {
  /// Discards the current path.
  public func beginPath() { path = CGMutablePath() }

  public var isPathEmpty: Bool { path.isEmpty }

  /// In user space; .zero when the path is empty.
  public var currentPointOfPath: CGPoint {
    path.currentPoint.applying(state.ctm.inverted())
  }

  /// The current path's bounding box in user space.
  public var boundingBoxOfPath: CGRect {
    path.boundingBoxOfPath.applying(state.ctm.inverted())
  }

  public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
  public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }

  public func addLines(between points: [CGPoint]) {
    path.addLines(between: points, transform: state.ctm)
  }

  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: end, control: control, transform: state.ctm)
  }

  /// `clockwise` as `CGMutablePath.addArc` takes it (Core Graphics' flag, which in UIKit's
  /// y-down space draws counterclockwise on screen).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.ctm)
  }

  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    path.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
  }

  public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
  public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
  public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.ctm) }
  public func closePath() { path.closeSubpath() }
}
