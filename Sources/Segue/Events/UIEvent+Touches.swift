import Foundation

extension UIEvent {
  /// The event's touches that `gesture` is receiving: the mouse touch while it is delivered
  /// to that recognizer (not after it ignored it or the sequence ended), else empty.
  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { $0 === gesture.deliveredTouch }
  }

  /// The event's touches that began on `view` (hit-tested to it), as UIKit counts them.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The event's touches in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }
}
