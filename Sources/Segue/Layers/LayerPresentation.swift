import Foundation

/// What a layer shows this frame: a view's layer takes the view's presentation values
/// (animations applied); a standalone layer its own values; then the layer's running Core
/// Animation animations apply on top (`CALayer+Animation.swift`).
struct LayerPresentation {
  var bounds: CGRect
  var position: CGPoint
  var anchorPoint: CGPoint
  var zPosition: CGFloat
  var transform: CATransform3D
  var sublayerTransform: CATransform3D
  var opacity: CGFloat
  var backgroundColor: RGBA?
  var cornerRadius: CGFloat
  var borderWidth: CGFloat
  var borderColor: RGBA?
  var shadowColor: RGBA?
  var shadowOpacity: CGFloat
  var shadowRadius: CGFloat
  var shadowOffset: CGSize
  /// `CAShapeLayer`'s part of the stroke drawn, as fractions of the path's length; the
  /// whole for other layers.
  var strokeStart: CGFloat = 0
  var strokeEnd: CGFloat = 1

  /// The point of the bounds that `position` places.
  var anchor: CGPoint {
    CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Maps the layer's bounds coordinates into its superlayer's plane (before the
  /// superlayer's `sublayerTransform`).
  func transformToSuperlayer(anchorZ: CGFloat) -> CATransform3D {
    let anchor = anchor
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorZ), transform),
      CATransform3DMakeTranslation(position.x, position.y, zPosition))
  }

  /// The layer's plane in its superlayer's: `transformToSuperlayer`, then the superlayer's
  /// `sublayerTransform` (`parentSublayerTransform`) about the superlayer's anchor
  /// (`parentAnchor`, in the superlayer's bounds coordinates). One definition for drawing
  /// (presentation values) and hit testing (model values).
  func plane(
    anchorZ: CGFloat, parentAnchor: CGPoint, parentSublayerTransform: CATransform3D
  ) -> CATransform3D {
    let plane = transformToSuperlayer(anchorZ: anchorZ)
    guard !CATransform3DIsIdentity(parentSublayerTransform) else { return plane }
    return CATransform3DConcat(
      plane,
      CATransform3DConcat(
        CATransform3DConcat(
          CATransform3DMakeTranslation(-parentAnchor.x, -parentAnchor.y, 0),
          parentSublayerTransform),
        CATransform3DMakeTranslation(parentAnchor.x, parentAnchor.y, 0)))
  }

  /// `plane(anchorZ:parentAnchor:parentSublayerTransform:)` in two dimensions when the
  /// layer's transform is affine and its parent has no sublayer transform: each entry the
  /// same sum less terms that are exactly zero, so the same transform for a fraction of the
  /// work (most layers, every frame). Nil otherwise.
  func flatPlane(parentSublayerTransform: CATransform3D) -> CGAffineTransform? {
    guard CATransform3DIsAffine(transform), CATransform3DIsIdentity(parentSublayerTransform)
    else { return nil }
    let anchor = anchor
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(CATransform3DGetAffineTransform(transform))
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The shadow when the layer casts one: color (with `shadowOpacity`), offset, radius.
  var castShadow: (color: RGBA, offset: CGSize, radius: CGFloat)? {
    guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
    return (color.multiplied(by: min(shadowOpacity, 1)), shadowOffset, max(shadowRadius, 0))
  }
}

extension CALayer {
  /// The layer's values this frame: the model (or its view's presentation), with its Core
  /// Animation animations applied; `known`, the superview's traits when the caller has them.
  /// Allocates nothing.
  @MainActor
  func presentationState(inheriting known: InheritedTraits? = nil) -> LayerPresentation {
    var shown = basePresentation(inheriting: known)
    applyAnimations(to: &shown)
    // Core Animation clamps opacity to 0…1: an additive animation still running when the
    // value jumps can carry the sum past either end.
    shown.opacity = min(max(shown.opacity, 0), 1)
    return shown
  }

  /// The values before this layer's own Core Animation animations apply. A view's layer reads
  /// the view's values directly (its `backgroundColor` getter would make a `CGColor`).
  @MainActor
  private func basePresentation(inheriting known: InheritedTraits?) -> LayerPresentation {
    guard let view = owningView else { return modelPresentation() }
    let viewShown = view.presentation(inheriting: known)
    var shown = LayerPresentation(
      bounds: viewShown.bounds, position: viewShown.center, anchorPoint: anchorPoint,
      zPosition: zPosition,
      transform: nonAffineTransform ?? CATransform3DMakeAffineTransform(viewShown.transform),
      sublayerTransform: sublayerTransform, opacity: viewShown.alpha,
      backgroundColor: viewShown.backgroundColor.mapOnMainActor { RGBA($0) },
      cornerRadius: viewShown.cornerRadius, borderWidth: borderWidth,
      borderColor: borderColor.mapOnMainActor { RGBA($0) },
      shadowColor: shadowColor.mapOnMainActor { RGBA($0) },
      shadowOpacity: CGFloat(shadowOpacity), shadowRadius: shadowRadius,
      shadowOffset: shadowOffset)
    view.applyLayerContributions(to: &shown)
    takeOwnValues(into: &shown)
    return shown
  }
}

extension CALayer {
  /// The model values (a view's layer's are its view's), no animation applied: what hit
  /// testing and conversions use, as UIKit's do.
  @MainActor
  func modelPresentation() -> LayerPresentation {
    var shown = LayerPresentation(
      bounds: bounds, position: position, anchorPoint: anchorPoint, zPosition: zPosition,
      transform: transform, sublayerTransform: sublayerTransform, opacity: CGFloat(opacity),
      backgroundColor: backgroundColor.mapOnMainActor { RGBA($0) }, cornerRadius: cornerRadius,
      borderWidth: borderWidth, borderColor: borderColor.mapOnMainActor { RGBA($0) },
      shadowColor: shadowColor.mapOnMainActor { RGBA($0) }, shadowOpacity: CGFloat(shadowOpacity),
      shadowRadius: shadowRadius, shadowOffset: shadowOffset)
    takeOwnValues(into: &shown)
    return shown
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
