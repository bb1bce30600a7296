import Foundation

extension UIView {
  /// A view showing this one as it looks, unaffected by later changes to it: the moving
  /// piece of many transitions. Its frame is this view's bounds at the origin; place it.
  ///
  /// `afterScreenUpdates` as UIKit documents it: true applies pending changes (layout) first;
  /// false captures what the screen shows now, so a view never drawn yet gives an empty
  /// snapshot, with UIKit's warning (the one-frame flash transition libraries report).
  ///
  ///     let snapshot = fromView.snapshotView(afterScreenUpdates: false)!
  ///     snapshot.frame = container.convert(fromView.frame, from: fromView.superview)
  ///     container.addSubview(snapshot)
  ///     fromView.isHidden = true
  ///
  /// Not overridable: UIKit declares these in a category (`UISnapshotting`) that Swift code
  /// does not override, and Swift cannot override a method declared in an extension.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
  }

  /// A snapshot of the part `rect` (in this view's bounds coordinates) that stretches when
  /// resized, keeping `capInsets` unscaled at its edges.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0 else {
      Diagnostics.warn("resizableSnapshotView(from: \(rect)): not a finite rect; no snapshot")
      return nil
    }
    return snapshotViews(of: [rect], afterScreenUpdates: afterUpdates, withCapInsets: capInsets)[0]
  }

  /// Snapshots of the parts `rects` (bounds coordinates) from one capture of the tree: the
  /// pieces of a page cut up (the page curl's strips).
  func snapshotViews(
    of rects: [CGRect], afterScreenUpdates afterUpdates: Bool,
    withCapInsets capInsets: UIEdgeInsets = .zero
  ) -> [UIView] {
    let list = capturedTree(afterScreenUpdates: afterUpdates) ?? DisplayList()
    return rects.map { rect in
      // The list has the bounds' origin at (0, 0); the snapshot wants the rect's there.
      var frozen = DisplayList()
      frozen.append(
        list.commands,
        transform: CGAffineTransform(
          translationX: bounds.minX - rect.minX, y: bounds.minY - rect.minY),
        opacity: 1)
      return SnapshotView(frozen: frozen.commands, size: rect.size, capInsets: capInsets)
    }
  }

  /// The view's tree as a snapshot sees it, its bounds' origin at (0, 0): laid out first when
  /// `afterUpdates`; as last shown otherwise, nil (with UIKit's warning) for a view never
  /// shown yet.
  func capturedTree(afterScreenUpdates afterUpdates: Bool) -> DisplayList? {
    guard afterUpdates || layer.hasBeenPresented else {
      Diagnostics.warn(
        "Snapshotting a view (\(type(of: self))) that has not been rendered results in an empty "
          + "snapshot. Ensure your view has been rendered at least once before snapshotting or "
          + "snapshot after screen updates.")
      return nil
    }
    var list = DisplayList()
    list.capture(self, laysOut: afterUpdates)
    return list
  }
}
