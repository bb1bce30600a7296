import Foundation

/// The responder chain: touches a view does not handle travel to `next` (the view's
/// controller, then its superview), as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  open var next: UIResponder? { nil }

  /// Called on an object loaded from a nib or storyboard once all of it is loaded. Nothing
  /// here is loaded from one, so it is never called (as on iOS for an object made in code);
  /// it exists so that the override in Xcode's templates compiles.
  open func awakeFromNib() {}

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
