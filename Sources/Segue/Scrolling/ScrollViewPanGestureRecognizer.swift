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
    super.init(target: nil, action: nil)
  }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    guard let scrollView else { return false }
    let axes = scrollView.scrollableAxes
    guard abs(movement.x) > abs(movement.y) else { return axes.vertical }
    // iOS 26: at its left edge a rightward drag cannot move the content; the navigation
    // controller's content pop takes it.
    if axes.horizontal, movement.x > 0,
      scrollView.contentOffset.x <= scrollView.offsetRange.x.lowerBound,
      UINavigationController.contentPopTakes(self, on: scrollView, movement: movement)
    {
      return false
    }
    return axes.horizontal
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    scrollView?.touchDidLand()
  }

  override func touchSequenceDidEnd() {
    super.touchSequenceDidEnd()
    scrollView?.touchDidLift()
  }
}
