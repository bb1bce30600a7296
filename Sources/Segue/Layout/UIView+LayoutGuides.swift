import Foundation

extension UIView {
  /// Space to keep between the view's edges and its content, in points; 8 on each side by
  /// default. `layoutMarginsGuide` and the `…Margin` attributes follow it.
  public var layoutMargins: UIEdgeInsets {
    get { layoutState.layoutMargins }
    set {
      guard newValue != layoutState.layoutMargins else { return }
      layoutState.layoutMargins = newValue
      setNeedsLayout()
    }
  }

  /// `layoutMargins` by reading direction (left to right here: leading is left).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// The view's bounds inside its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutState.marginsGuide { return guide }
    let guide = UILayoutGuide(role: .margins, owningView: self)
    layoutState.marginsGuide = guide
    return guide
  }

  /// The view's bounds inside its safe area insets.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutState.safeAreaGuide { return guide }
    let guide = UILayoutGuide(role: .safeArea, owningView: self)
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The guides added with `addLayoutGuide`.
  public var layoutGuides: [UILayoutGuide] { layoutState.guides }

  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutState.guides.append(layoutGuide)
  }

  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    layoutState.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    layoutRoot.invalidateLayoutEngine()
  }
}
