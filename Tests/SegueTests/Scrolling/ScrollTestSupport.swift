import Foundation

@testable import Segue

/// Logs the delegate calls a scroll view makes, by name, and may move the target offset.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
  var calls: [String] = []
  var releaseVelocity: CGPoint?
  var proposedTarget: CGPoint?
  /// What `scrollViewWillEndDragging` writes into the target, if anything.
  var retarget: ((CGPoint) -> CGPoint)?

  /// The calls without the repeated `didScroll`s, in order.
  var events: [String] { calls.filter { $0 != "didScroll" } }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    releaseVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    calls.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

/// A 390×844 window holding a full-size scroll view of 390×10,000 points of content, with a
/// logging delegate.
@MainActor
func scrollScene(contentHeight: CGFloat = 10_000) -> (
  window: UIWindow, scroll: UIScrollView, log: ScrollLog
) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let scroll = UIScrollView(frame: window.bounds)
  scroll.contentSize = CGSize(width: 390, height: contentHeight)
  let log = ScrollLog()
  scroll.delegate = log
  window.addSubview(scroll)
  return (window, scroll, log)
}

/// A vertical drag at `speed` points per second (positive moves the pointer down) over
/// `duration` seconds from the middle of the window, released while moving.
@MainActor
func fling(_ window: UIWindow, speed: CGFloat, duration: TimeInterval = 0.2) {
  drag(window, from: CGPoint(x: 195, y: 422), at: 0, duration: duration) { t in
    CGVector(dx: 0, dy: speed * t)
  }
}
