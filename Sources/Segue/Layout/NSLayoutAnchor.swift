import Foundation

/// One attribute of a view or layout guide, to make constraints from. The type parameter
/// keeps axes apart: an x-axis anchor only relates to x-axis anchors.
///
///     label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var item: (any LayoutItem)?
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    relate(.equal, anchor, constant: 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    relate(.equal, anchor, constant: c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, constant: 0)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, constant: 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, constant: c)
  }

  func relate(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as AnyObject, attribute: attribute, relatedBy: relation,
      toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// Standard spacing between sibling views, in points: UIKit's 8 for default text sizes.
private let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8`: system spacing after `anchor`.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    relate(.equal, anchor, constant: multiplier * systemSpacing)
  }

  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
}

/// A vertical position: top, bottom, centerY, the baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: system spacing below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    relate(.equal, anchor, constant: multiplier * systemSpacing)
  }

  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
}

/// A width or height: relates to other dimensions with a multiplier, or to a constant.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    relate(.equal, nil, constant: c)
  }

  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    relate(.greaterThanOrEqual, nil, constant: c)
  }

  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    relate(.lessThanOrEqual, nil, constant: c)
  }

  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relate(.equal, anchor, multiplier: m, constant: c)
  }

  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
