import Foundation

/// The scroll view's own pan (UIKit's private `UIScrollViewPanGestureRecognizer`): a touch
/// landing on the scroll view catches any glide at once (`isTracking`), and the pan begins
/// only along an axis the content scrolls, so a horizontal drag on a vertical list is left
/// to a recognizer further up (a pop, a paging view around it).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  /// Weak: a touch sequence may end after its window, and the scroll view, are gone (the
  /// playground switching scenes mid-drag).
  private weak var scrollView: UIScrollView?

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init()
  }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    guard let axes = scrollView?.scrollableAxes else { return false }
    return abs(movement.x) > abs(movement.y) ? axes.horizontal : axes.vertical
  }

  override func touchesBegan(_ touch: UITouch, with event: UIEvent) {
    super.touchesBegan(touch, with: event)
    scrollView?.touchDidLand()
  }

  override func touchSequenceDidEnd() {
    super.touchSequenceDidEnd()
    scrollView?.touchDidLift()
  }
}
