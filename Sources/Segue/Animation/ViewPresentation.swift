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

  /// The bounding box of the transformed bounds, in the superview's coordinates.
  public var frame: CGRect {
    Self.frame(center: center, bounds: bounds, transform: transform)
  }

  /// The one definition of a frame, shared with `UIView.frame`.
  static func frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGRect {
    let size = bounds.size
    return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      .applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// Maps bounds coordinates into the superview's: the bounds' middle, turned by
  /// `transform`, placed at `center`.
  var transformToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
