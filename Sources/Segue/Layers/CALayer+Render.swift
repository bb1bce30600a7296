import Foundation

extension CALayer {
  /// Draws the layer and its sublayers into `ctx`, in the layer's bounds coordinates, from
  /// the layer's model values (its own animations ignored, as Core Animation's is).
  public func render(in ctx: CGContext) {
    var list = DisplayList()
    list.capture(self)
    ctx.record(
      list.commands, transform: CGAffineTransform(translationX: bounds.minX, y: bounds.minY))
  }
}
