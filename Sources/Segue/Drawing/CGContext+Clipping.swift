import Foundation

/// Clipping: each call narrows the clip until the graphics state it was set in is restored.
extension CGContext {
  /// Intersects the clip with the current path under `rule`, and empties the path. An empty
  /// path clips everything away, as in Core Graphics.
  public func clip(using rule: CGPathFillRule = .winding) {
    defer { path = CGMutablePath() }
    pushClip(path.elements, rule: rule)
  }

  public func clip(to rect: CGRect) { clip(to: [rect]) }

  public func clip(to rects: [CGRect]) {
    let shape = CGMutablePath()
    shape.addRects(rects, transform: state.ctm)
    pushClip(shape.elements, rule: .winding)
  }

  /// `elements` are in base space.
  private func pushClip(_ elements: [PathElement], rule: CGPathFillRule) {
    let box = CGPath(elements: elements, subpathStart: .zero, lastPoint: nil).boundingBoxOfPath
    drawing.commands.append(
      .pushClip(
        Clip(
          rect: elements.isEmpty ? .zero : box, transform: .identity, path: elements,
          fillRule: rule)))
    state.clips += 1
  }
}
