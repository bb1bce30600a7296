import Foundation

extension UIScrollView {
  /// Whether the safe area adds to `contentInset` (UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes`, and vertically always when the scroll view is the view of a
    /// controller inside a navigation or tab bar controller.
    case automatic = 0
    /// Only on the axes the content scrolls along (or always bounces along).
    case scrollableAxes = 1
    /// Never: `adjustedContentInset` is `contentInset`.
    case never = 2
    /// Always, on every edge.
    case always = 3
  }

  /// Recomputes `adjustedContentInset`. As in UIKit, content resting at its top (offset
  /// −top inset) stays at the top when the top inset changes, so a list under a status bar
  /// starts below it.
  internal func updateAdjustedContentInset() {
    let safe = safeAreaInsets
    var vertical: Bool
    var horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes, .automatic:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
      if contentInsetAdjustmentBehavior == .automatic, let controller = owningController,
        controller.navigationController != nil || controller.tabBarController != nil
      {
        vertical = true
      }
    }
    let adjusted = UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
    let old = adjustedContentInset
    guard adjusted != old else { return }
    adjustedContentInset = adjusted
    if motion == nil, !isDragging, contentOffset.y == -old.top {
      moveContent(to: CGPoint(x: contentOffset.x, y: -adjusted.top))
    }
    tellNavigationBar()
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The content offsets the content can rest at, per axis: from −inset to the far edge of
  /// the content plus its inset less the bounds (never below the start).
  internal var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }

  /// `offset` moved into `offsetRange`.
  internal func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// Whether a drag moves the content along each axis: the content is larger than the
  /// view there, or the scroll view always bounces along it.
  internal var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    let range = offsetRange
    return (
      range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
      range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
    )
  }
}
