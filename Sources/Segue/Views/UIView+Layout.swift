import Foundation

extension UIView {
  /// Marks the view to be laid out before the next frame is drawn.
  public func setNeedsLayout() {
    needsLayout = true
    markPath(.layoutPath)
  }

  /// Runs `layoutSubviews` now where it was requested: from the highest ancestor that needs
  /// layout down through this view's subtree, where it is marked, as Core Animation does.
  /// UIKit's order: the update-constraints pass, then the constraints are solved, then each
  /// view that needs layout sets its subviews' solved frames and runs `layoutSubviews`; a
  /// view whose safe area changed hears of it first (`safeAreaInsetsDidChange`). Inside an
  /// animation block the frames it sets animate, as any other change there.
  public func layoutIfNeeded() {
    let root = layoutRoot
    root.updateConstraintsIfNeeded()
    root.solveLayoutIfNeeded()
    var top: UIView = self
    var ancestor = superview
    while let view = ancestor {
      if view.needsLayout { top = view }
      ancestor = view.superview
    }
    top.layoutSubtreeIfNeeded(safeAreaInsets: top.safeAreaInsets)
  }

  /// `insets` is this view's `safeAreaInsets`, handed down so each view's costs one step.
  /// Goes on to the subviews its marks name (`LayoutMarks`), or to all of them when its
  /// geometry or safe area changed, since theirs follow from it.
  private func layoutSubtreeIfNeeded(safeAreaInsets insets: UIEdgeInsets) {
    let marks = layoutMarks
    // Cleared before the work, so what the work marks again (a subview moved by
    // `layoutSubviews`) is seen below, or by the next pass.
    layoutMarks.subtract(.layoutPass)
    let insetsChanged = notifySafeAreaChange(insets)
    if needsLayout {
      needsLayout = false
      // A controller's root view brackets its layout with the controller's callbacks, as
      // UIKit does: the subviews still have their old frames in `viewWillLayoutSubviews`.
      owningController?.viewWillLayoutSubviews()
      applySolvedFrames()
      layoutSubviews()
      // Constraints changed by `layoutSubviews` are solved before the subviews lay out.
      layoutRoot.solveLayoutIfNeeded()
      owningController?.viewDidLayoutSubviews()
    }
    // The marks from before the work and those it set: when `layoutSubviews` moved this
    // view (a scroll view's content settling), the subviews' safe areas follow in this
    // pass, as with the walk over the whole tree.
    let seen = marks.union(layoutMarks)
    let all = insetsChanged || seen.contains(.geometryChanged)
    guard all || seen.contains(.layoutPath) else { return }
    // A subview moved elsewhere meanwhile is its new superview's to visit.
    for subview in subviews
    where subview.superview === self
      && (all || !subview.layoutMarks.isDisjoint(with: .layoutPass))
    {
      subview.layoutSubtreeIfNeeded(safeAreaInsets: subview.safeAreaInsets(inside: insets))
    }
  }

  /// Moves subviews to the rectangles Auto Layout solved for them (center and bounds, so a
  /// transform stays).
  private func applySolvedFrames() {
    for subview in subviews {
      guard let rect = subview.layoutState.solvedRect else { continue }
      subview.layoutState.solvedRect = nil
      subview.center = CGPoint(x: rect.midX, y: rect.midY)
      // A whole-value set, not `bounds.size =`: the open property's modify coroutine
      // allocates its frame on the heap, once per moved view per layout pass.
      subview.bounds = CGRect(origin: subview.bounds.origin, size: rect.size)
    }
  }

  /// Applies each subview's `autoresizingMask` after this view changed size from `oldSize`.
  internal func resizeSubviews(from oldSize: CGSize) {
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = Self.autoresized(
        subview.frame, mask: subview.autoresizingMask, from: oldSize, to: bounds.size)
    }
  }

  /// `frame` after its superview changed size from `oldSize` to `newSize`, stretched as
  /// `mask` says.
  static func autoresized(
    _ frame: CGRect, mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize
  ) -> CGRect {
    let x = resize(
      origin: frame.minX, length: frame.width, trailing: oldSize.width - frame.maxX,
      delta: newSize.width - oldSize.width, flexibleLeading: mask.contains(.flexibleLeftMargin),
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleTrailing: mask.contains(.flexibleRightMargin))
    let y = resize(
      origin: frame.minY, length: frame.height, trailing: oldSize.height - frame.maxY,
      delta: newSize.height - oldSize.height, flexibleLeading: mask.contains(.flexibleTopMargin),
      flexibleLength: mask.contains(.flexibleHeight),
      flexibleTrailing: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// Shares `delta` among the flexible parts in proportion to their current sizes, as UIKit
  /// does; equally when they are all zero.
  private static func resize(
    origin: CGFloat, length: CGFloat, trailing: CGFloat, delta: CGFloat,
    flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    // Optionals, not an array of them: a view resized every frame resizes its subviews.
    let leading = flexibleLeading ? max(origin, 0) : nil
    let middle = flexibleLength ? max(length, 0) : nil
    let end = flexibleTrailing ? max(trailing, 0) : nil
    let count = (leading == nil ? 0 : 1) + (middle == nil ? 0 : 1) + (end == nil ? 0 : 1)
    guard count > 0 else { return (origin, length) }
    let total = (leading ?? 0) + (middle ?? 0) + (end ?? 0)
    func share(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / CGFloat(count)
    }
    return (origin + share(leading), max(length + share(middle), 0))
  }
}
