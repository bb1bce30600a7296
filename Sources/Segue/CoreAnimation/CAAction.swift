import Foundation

/// What a layer does when one of its properties changes: `CALayer.action(forKey:)` finds
/// one and the layer runs it. A `CAAnimation` adds itself to the layer under the property's
/// key; `NSNull` does nothing (the usual way to turn one key's implicit animation off).
///
///     layer.actions = ["position": NSNull()]   // moves at once, other keys still animate
///
/// Layers run actions on the main actor, so the requirement is isolated to it.
public protocol CAAction {
  @MainActor func run(
    forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
  /// Adds the animation to `anObject` (a layer) under `event`.
  @MainActor
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}

extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
