import Foundation

/// What a view shows now: its animatable properties with the running animations applied.
/// Equal to the model values when nothing animates.
///
///     UIView.animate(withDuration: 1) { card.alpha = 0 }
///     card.alpha                    // 0: the model changes at once
///     card.presentation().alpha     // 1, then falling frame by frame
public struct ViewPresentation: Equatable, Sendable {
  public var center: CGPoint
  public var bounds: CGRect
  public var transform: CGAffineTransform
  public var alpha: CGFloat
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat
  /// The layer's `anchorPoint`: what `center` places and `transform` turns about.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The bounding box of the transformed bounds, in the superview's coordinates.
  public var frame: CGRect {
    Self.frame(center: center, bounds: bounds, transform: transform, anchorPoint: anchorPoint)
  }

  /// The one definition of a frame, shared with `UIView.frame` and `CALayer.frame`.
  static func frame(
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform, anchorPoint: CGPoint
  ) -> CGRect {
    let size = bounds.size
    return CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
      height: size.height
    ).applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// The point of the bounds that `center` places: the anchor.
  var anchor: CGPoint {
    CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Maps bounds coordinates into the superview's: the anchor, turned by `transform`, placed
  /// at `center`.
  var transformToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
