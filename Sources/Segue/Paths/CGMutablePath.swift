import Foundation

/// A path to build, as Core Graphics' `CGMutablePath`: each call appends elements, mapped
/// through its `transform` first (default identity).
///
///     let path = CGMutablePath()
///     path.move(to: CGPoint(x: 0, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 0))
///     path.addArc(center: CGPoint(x: 100, y: 50), radius: 50,
///                 startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
///
/// A call with a NaN or infinite coordinate, length or transform is ignored with a warning.
/// Where Core Graphics needs a current point (`addLine`, the curves, the tangent arc) and the
/// path is empty, the call is ignored with a warning too.
public class CGMutablePath: CGPath, @unchecked Sendable {
  public convenience init() {
    self.init(elements: [], subpathStart: .zero, lastPoint: nil)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard
      acceptsPathInput(
        point.isFinite && transform.isFinite, in: "CGMutablePath.move(to:transform:)")
    else { return }
    appendMove(point.applying(transform))
  }

  /// A straight segment from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    let call = "CGMutablePath.addLine(to:transform:)"
    guard acceptsPathInput(point.isFinite && transform.isFinite, in: call),
      hasCurrentPoint(for: call)
    else { return }
    appendLine(point.applying(transform))
  }

  /// A quadratic Bézier from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    let call = "CGMutablePath.addQuadCurve(to:control:transform:)"
    guard acceptsPathInput(end.isFinite && control.isFinite && transform.isFinite, in: call),
      hasCurrentPoint(for: call)
    else { return }
    appendQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// A cubic Bézier from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    let call = "CGMutablePath.addCurve(to:control1:control2:transform:)"
    let finite = end.isFinite && control1.isFinite && control2.isFinite && transform.isFinite
    guard acceptsPathInput(finite, in: call), hasCurrentPoint(for: call) else { return }
    appendCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  /// A new subpath through `points`: a move to the first, a line to each of the others.
  /// NaN or infinite points are left out, with one warning for the call.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    let call = "CGMutablePath.addLines(between:transform:)"
    guard acceptsPathInput(transform.isFinite, in: call) else { return }
    var started = false
    var droppedAny = false
    for point in points {
      guard point.isFinite else {
        droppedAny = true
        continue
      }
      if started {
        appendLine(point.applying(transform))
      } else {
        appendMove(point.applying(transform))
        started = true
      }
    }
    _ = acceptsPathInput(!droppedAny, in: call)
  }

  /// A closed subpath around `rect`: from its minimum corner along the top edge, clockwise
  /// on screen (y down), as Core Graphics draws it.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard
      acceptsPathInput(
        rect.isFinite && transform.isFinite, in: "CGMutablePath.addRect(_:transform:)")
    else { return }
    appendRect(rect, transform: transform)
  }

  /// One closed subpath per rectangle; NaN or infinite rectangles are left out, with one
  /// warning for the call.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    let call = "CGMutablePath.addRects(_:transform:)"
    guard acceptsPathInput(transform.isFinite, in: call) else { return }
    var droppedAny = false
    for rect in rects {
      if rect.isFinite {
        appendRect(rect, transform: transform)
      } else {
        droppedAny = true
      }
    }
    _ = acceptsPathInput(!droppedAny, in: call)
  }

  /// Appends `path`'s elements, mapped through `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    guard
      acceptsPathInput(transform.isFinite, in: "CGMutablePath.addPath(_:transform:)"),
      let end = path.lastPoint
    else { return }
    elements.append(contentsOf: path.elements.lazy.map { $0.applying(transform) })
    subpathStart = path.subpathStart.applying(transform)
    lastPoint = end.applying(transform)
  }

  /// Closes the current subpath with a straight segment back to its first point; the
  /// current point becomes that first point. Nothing happens on an empty or just-closed path.
  public func closeSubpath() {
    guard lastPoint != nil, elements.last != .closeSubpath else { return }
    elements.append(.closeSubpath)
    lastPoint = subpathStart
  }

  func hasCurrentPoint(for call: String) -> Bool {
    if lastPoint == nil { warnNoCurrentPoint(in: call) }
    return lastPoint != nil
  }

  // The appenders below take points already transformed and checked.

  func appendMove(_ point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
    lastPoint = point
  }

  func appendLine(_ point: CGPoint) {
    elements.append(.line(to: point))
    lastPoint = point
  }

  func appendQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
    lastPoint = end
  }

  func appendCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
    lastPoint = end
  }

  private func appendRect(_ rect: CGRect, transform: CGAffineTransform) {
    appendMove(CGPoint(x: rect.minX, y: rect.minY).applying(transform))
    appendLine(CGPoint(x: rect.maxX, y: rect.minY).applying(transform))
    appendLine(CGPoint(x: rect.maxX, y: rect.maxY).applying(transform))
    appendLine(CGPoint(x: rect.minX, y: rect.maxY).applying(transform))
    closeSubpath()
  }
}
