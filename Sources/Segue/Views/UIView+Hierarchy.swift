import Foundation

extension UIView {
  /// Adds `view` on top of the other subviews, taking it from its old superview first.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (clamped to the valid range) of `subviews`. A view cannot
  /// contain itself or an ancestor, nor a view its layer lies within (one whose mask this
  /// view is, say): refused with a warning, both trees left as they were.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view), !layer.isDescendant(of: view.layer) else {
      Diagnostics.warn("insertSubview: a view cannot contain itself or its ancestor; ignored")
      return
    }
    if view.superview === self, let old = subviews.firstIndexOnMainActor(where: { $0 === view }) {
      subviews.remove(at: old)
    } else {
      view.removeFromSuperview()
    }
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    // Its safe area is worked out again where it now is; what it still needs, this tree's
    // passes now visit.
    view.layoutMarks.formUnion(.layoutPass)
    markPath(view.layoutMarks.intersection([.layoutPath, .constraintsPath]))
    // The layer tree follows: below the next subview's layer, or on top. Layers added
    // directly (`addSublayer`) keep their places among them, as in UIKit.
    if position + 1 < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[position + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
    setNeedsLayout()
    // A constrained subtree joins this tree's system, which is rebuilt with it.
    if view.layoutState.engine != nil || view.layoutState.needsEngine {
      view.layoutState.engine = nil
      view.layoutState.needsEngine = false
      layoutRoot.invalidateLayoutEngine()
    }
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
    insertSubview(view, at: index - (view.superview === self && isBelow(view, sibling) ? 1 : 0))
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
    insertSubview(view, at: index + (view.superview === self && isBelow(view, sibling) ? 0 : 1))
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let root = parent.layoutRoot
    if root.layoutState.engine != nil || root.layoutState.needsEngine {
      deactivateConstraintsCrossing(from: parent)
      root.invalidateLayoutEngine()
      layoutState.needsEngine = true
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.detach()
    parent.setNeedsLayout()
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    let (first, second) = (subviews[index1].layer, subviews[index2].layer)
    subviews.swapAt(index1, index2)
    if let a = layer.storedSublayers.firstIndex(of: first),
      let b = layer.storedSublayers.firstIndex(of: second)
    {
      layer.storedSublayers.swapAt(a, b)
    }
  }

  /// True when `view` is this view or one of its ancestors.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func isBelow(_ view: UIView, _ sibling: UIView) -> Bool {
    guard let a = subviews.firstIndex(of: view), let b = subviews.firstIndex(of: sibling) else {
      return false
    }
    return a < b
  }
}
