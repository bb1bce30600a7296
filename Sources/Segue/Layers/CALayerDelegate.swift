import Foundation

/// The object that draws a layer's content: a view for its own layer. Each method has a
/// default, so a delegate implements only what it needs.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Displays `layer` (sets its `contents`, say) instead of the layer drawing itself; the
  /// default draws it (`draw(in:)` into a fresh context).
  func display(_ layer: CALayer)
  /// Draws `layer`'s content into `ctx`, in the layer's bounds coordinates; nothing by
  /// default.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before `layer` draws; nothing by default.
  func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
  public func display(_ layer: CALayer) { layer.drawBackingStore() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layerWillDraw(_ layer: CALayer) {}
}
