import Foundation

extension UIColor {
  /// Makes this the current context's fill and stroke color.
  public func set() {
    guard let context = currentContext(for: "UIColor.set()") else { return }
    context.setFillColor(cgColor)
    context.setStrokeColor(cgColor)
  }

  /// Makes this the current context's fill color (`UIBezierPath.fill()`, `UIRectFill`).
  public func setFill() {
    currentContext(for: "UIColor.setFill()")?.setFillColor(cgColor)
  }

  /// Makes this the current context's stroke color (`UIBezierPath.stroke()`).
  public func setStroke() {
    currentContext(for: "UIColor.setStroke()")?.setStrokeColor(cgColor)
  }
}

/// Fills `rect` with the current context's fill color.
public func UIRectFill(_ rect: CGRect) {
  currentContext(for: "UIRectFill(_:)")?.fill(rect)
}
