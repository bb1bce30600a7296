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

  /// The center and the bounds' size that give `frame` under `transform` about
  /// `anchorPoint`: the inverse of `frame(center:bounds:transform:anchorPoint:)`, its
  /// translation included (Core Animation's rule for a layer's frame, which a view's is).
  /// A turn by other than quarter turns has no exact one: the size is then the one whose
  /// box is the frame's size, when there is one of positive sides; else (a turn of 45°, a
  /// plane seen edge on) the frame's size, the box centered on the frame.
  static func placement(
    of frame: CGRect, transform: CGAffineTransform, anchorPoint: CGPoint
  ) -> (center: CGPoint, size: CGSize) {
    guard !transform.isIdentity else {
      return (
        CGPoint(
          x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height),
        frame.size
      )
    }
    func box(of size: CGSize) -> CGRect {
      Self.frame(
        center: .zero, bounds: CGRect(origin: .zero, size: size), transform: transform,
        anchorPoint: anchorPoint)
    }
    guard let size = boundsSize(fillingFrameOf: frame.size, under: transform) else {
      let placed = box(of: frame.size)
      return (CGPoint(x: frame.midX - placed.midX, y: frame.midY - placed.midY), frame.size)
    }
    let placed = box(of: size)
    return (CGPoint(x: frame.minX - placed.minX, y: frame.minY - placed.minY), size)
  }

  /// Solves |a|w + |c|h = width, |b|w + |d|h = height: the size of a w×h rect whose box
  /// under the transform's linear part is `size`; nil when there is none of positive (or
  /// zero) sides, or no single one. Parts below 1e-12 count as zero, so that a quarter turn,
  /// whose cosine rounds to 6e-17, solves exactly.
  private static func boundsSize(
    fillingFrameOf size: CGSize, under transform: CGAffineTransform
  ) -> CGSize? {
    func part(_ value: CGFloat) -> CGFloat { abs(value) < 1e-12 ? 0 : abs(value) }
    let (a, b, c, d) = (part(transform.a), part(transform.b), part(transform.c), part(transform.d))
    let determinant = a * d - b * c
    guard abs(determinant) > 1e-12 else { return nil }
    let solved = CGSize(
      width: (d * size.width - c * size.height) / determinant,
      height: (a * size.height - b * size.width) / determinant)
    guard solved.width >= 0, solved.height >= 0 else { return nil }
    return solved
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
