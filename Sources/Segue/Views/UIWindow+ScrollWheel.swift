import Foundation

extension UIWindow {
  /// Scrolls the innermost scroll view under the pointer that can move along the wheel's
  /// axis, as a Mac Catalyst app does: the offset moves at once, inside the scrollable range
  /// (a wheel never pulls the rubber band), and the delegate hears `scrollViewDidScroll`.
  /// A delta the view cannot take on either axis passes on to the scroll view around it.
  /// Ignored during a drag, whose touch owns the content.
  public func handle(_ input: ScrollWheelInput) {
    guard activeTouch == nil, input.delta.dx.isFinite, input.delta.dy.isFinite else { return }
    var view = hitTest(input.location, with: nil)
    while let current = view {
      if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
        let offset = scrollView.contentOffset
        let target = scrollView.clampedOffset(
          CGPoint(x: offset.x + input.delta.dx, y: offset.y + input.delta.dy))
        if target != offset {
          return scrollView.setContentOffset(target, animated: false)
        }
      }
      view = current.superview
    }
  }
}
