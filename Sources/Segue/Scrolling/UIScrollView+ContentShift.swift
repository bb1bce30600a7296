import Foundation

extension UIScrollView {
  /// Moves the offset by `delta` because the content moved under it (rows above the visible
  /// ones changed height), carrying a drag or a glide in progress along, so what shows stays
  /// where it is and the gesture goes on from there, as UIKit's self-sizing does.
  internal func shiftContent(by delta: CGPoint) {
    guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
    dragOrigin.x += delta.x
    dragOrigin.y += delta.y
    motion?.shift.x += delta.x
    motion?.shift.y += delta.y
    moveContent(to: CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
  }
}
