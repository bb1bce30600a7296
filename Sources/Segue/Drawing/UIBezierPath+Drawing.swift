import Foundation

extension UIBezierPath {
  /// Fills the path in the current context with its fill color, by `usesEvenOddFillRule`.
  /// With no current context, a warning and nothing drawn.
  public func fill() {
    guard let context = currentContext(for: "UIBezierPath.fill()") else { return }
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Strokes the path in the current context with its stroke color and this path's line
  /// style (which does not stay in the context).
  public func stroke() {
    guard let context = currentContext(for: "UIBezierPath.stroke()") else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    var count = 0
    getLineDash(nil, count: &count, phase: nil)
    var lengths = [CGFloat](repeating: 0, count: count)
    var phase: CGFloat = 0
    getLineDash(&lengths, count: nil, phase: &phase)
    context.setLineDash(phase: phase, lengths: lengths)
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path.
  public func addClip() {
    guard let context = currentContext(for: "UIBezierPath.addClip()") else { return }
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
