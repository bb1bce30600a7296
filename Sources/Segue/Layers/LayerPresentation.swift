import Foundation

/// What a layer shows this frame: a view's layer takes the view's presentation values
/// (animations applied); a standalone layer its own values.
struct LayerPresentation {
  var bounds: CGRect
  var position: CGPoint
  var anchorPoint: CGPoint
  var transform: CATransform3D
  var opacity: CGFloat
  var backgroundColor: RGBA?
  var cornerRadius: CGFloat

  /// The point of the bounds that `position` places.
  var anchor: CGPoint {
    CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Maps the layer's bounds coordinates into its superlayer's plane (before the
  /// superlayer's `sublayerTransform`).
  func transformToSuperlayer(anchorZ: CGFloat, zPosition: CGFloat) -> CATransform3D {
    let anchor = anchor
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorZ), transform),
      CATransform3DMakeTranslation(position.x, position.y, zPosition))
  }
}

extension CALayer {
  @MainActor
  func presentationState() -> LayerPresentation {
    guard let view = owningView else {
      return LayerPresentation(
        bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform,
        opacity: CGFloat(opacity), backgroundColor: backgroundColor.map { RGBA($0) },
        cornerRadius: cornerRadius)
    }
    let shown = view.presentation()
    return LayerPresentation(
      bounds: shown.bounds, position: shown.center, anchorPoint: anchorPoint,
      transform: nonAffineTransform ?? CATransform3DMakeAffineTransform(shown.transform),
      opacity: shown.alpha, backgroundColor: shown.backgroundColor.map { RGBA($0) },
      cornerRadius: shown.cornerRadius)
  }
}

extension RGBA {
  init(_ color: CGColor, opacity: CGFloat = 1) {
    self.init(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
  }

  public func multiplied(by opacity: CGFloat) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }
}
