import Foundation

extension UIView {
  /// How far the safe area reaches into this view, per edge, in points: what the window's
  /// screen (`UIWindow.screen`: status bar, sensor housing, home indicator) keeps clear
  /// where it overlaps the view, plus the `additionalSafeAreaInsets` of the controllers
  /// whose root views contain it, and what a container's bar lays over them (a navigation
  /// bar's large-title row). Zero outside a window on a device with insets.
  ///
  ///     label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
  public var safeAreaInsets: UIEdgeInsets {
    // Up the tree by recursion, not a list of ancestors: the layout pass reads this every
    // frame, which must not allocate.
    safeAreaInsets(inside: superview?.safeAreaInsets ?? .zero)
  }

  /// This view's insets given its superview's (`parentInsets`), so a pass down the tree
  /// works out each view's once.
  func safeAreaInsets(inside parentInsets: UIEdgeInsets) -> UIEdgeInsets {
    var insets: UIEdgeInsets
    if let superview {
      insets = .zero
      if parentInsets != .zero {
        let safe = convert(superview.bounds.inset(by: parentInsets), from: superview)
        insets = UIEdgeInsets(
          top: max(safe.minY - bounds.minY, 0), left: max(safe.minX - bounds.minX, 0),
          bottom: max(bounds.maxY - safe.maxY, 0), right: max(bounds.maxX - safe.maxX, 0))
      }
    } else {
      insets = (self as? UIWindow)?.screen.safeAreaInsets ?? .zero
    }
    if let extra = owningController?.additionalSafeAreaInsets, extra != .zero {
      insets.add(extra)
    }
    if layoutState.barInsets != .zero { insets.add(layoutState.barInsets) }
    return insets
  }

  /// Part of the layout pass: when this view's insets (`insets`) differ from the last pass's,
  /// tells the view, then its controller, and marks the view for layout, as UIKit does.
  /// Returns whether they differed.
  func notifySafeAreaChange(_ insets: UIEdgeInsets) -> Bool {
    guard insets != layoutState.notifiedSafeAreaInsets else { return false }
    layoutState.notifiedSafeAreaInsets = insets
    // The pass lays the view out next, in this visit: no path to mark.
    needsLayout = true
    safeAreaInsetsDidChange()
    owningController?.viewSafeAreaInsetsDidChange()
    return true
  }
}

extension UIEdgeInsets {
  /// Adds `other` edge by edge.
  fileprivate mutating func add(_ other: UIEdgeInsets) {
    top += other.top
    left += other.left
    bottom += other.bottom
    right += other.right
  }
}
