import Foundation

/// The sheet's own pan: it begins only on a vertical movement (a horizontal one is left to
/// the content), and a touch landing on the sheet tells the drag at once, so a sheet still
/// settling stops under the finger before the pan's slop is crossed, as in UIKit. On the
/// dimming view it takes only touches on the sheet as drawn (hit-testing reads the frame the
/// sheet is animating to, not where it shows).
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
  /// Called on touch down.
  var touchDidLand: () -> Void = {}
  /// Whether a touch landing at this window point is the sheet's; all by default.
  var accepts: (CGPoint) -> Bool = { _ in true }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    abs(movement.y) >= abs(movement.x)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, accepts(touch.location(in: nil)) else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
    touchDidLand()
  }
}
