import Foundation

extension CGRect {
  /// The rectangle moved in by `insets` on each side (out where they are negative), with
  /// UIKit's arithmetic (`UIEdgeInsetsInsetRect`): no clamping, so insets wider than the
  /// rectangle give a negative size.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
