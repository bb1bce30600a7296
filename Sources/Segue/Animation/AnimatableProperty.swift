import Foundation

/// The view properties that animate. `frame` is not one: it animates as `center` and
/// `bounds`, from which it derives. The last six live on the view's layer: UIKit animates
/// them inside an animation block as it does the view's own.
enum AnimatableProperty: Int, CaseIterable, Sendable {
  case center, bounds, transform, alpha, backgroundColor, cornerRadius
  case borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset

  /// True for the properties stored on the layer, which `ViewPresentation` does not carry.
  var isLayerProperty: Bool { rawValue >= AnimatableProperty.borderWidth.rawValue }
}

/// Every animatable value as up to eight numbers, so animations add and scale them without
/// knowing their type, and without allocating.
typealias AnimatableVector = SIMD8<Double>

extension CGPoint {
  init(_ vector: AnimatableVector) { self.init(x: vector[0], y: vector[1]) }
  var animatableVector: AnimatableVector { AnimatableVector(x, y, 0, 0, 0, 0, 0, 0) }
}

extension CGRect {
  init(_ vector: AnimatableVector) {
    self.init(x: vector[0], y: vector[1], width: vector[2], height: vector[3])
  }
  var animatableVector: AnimatableVector {
    AnimatableVector(origin.x, origin.y, size.width, size.height, 0, 0, 0, 0)
  }
}

extension CGAffineTransform {
  /// Decomposed into translation, scale, rotation and shear, so a turn animates as a turn
  /// instead of collapsing through the matrix average: rows (a, b) = sx·u and
  /// (c, d) = m·u + sy·w, where u = (cos r, sin r) and w = (−sin r, cos r). Exact both ways.
  init(_ vector: AnimatableVector) {
    let (tx, ty, sx, sy, r, m) = (vector[0], vector[1], vector[2], vector[3], vector[4], vector[5])
    let (cosine, sine) = (cos(r), sin(r))
    self.init(
      a: sx * cosine, b: sx * sine, c: m * cosine - sy * sine, d: m * sine + sy * cosine,
      tx: tx, ty: ty)
  }

  var animatableVector: AnimatableVector {
    let sx = (a * a + b * b).squareRoot()
    let r = atan2(b, a)
    let (cosine, sine) = (cos(r), sin(r))
    let m = c * cosine + d * sine
    let sy = -c * sine + d * cosine
    return AnimatableVector(tx, ty, sx, sy, r, m, 0, 0)
  }
}

extension Optional where Wrapped == UIColor {
  /// nil animates as transparent black, as UIKit's clear color.
  var animatableVector: AnimatableVector {
    guard let color = self else { return .zero }
    return AnimatableVector(color.red, color.green, color.blue, color.alpha, 0, 0, 0, 0)
  }
}

extension Optional where Wrapped == CGColor {
  /// nil animates as transparent black, as Core Animation's.
  var animatableVector: AnimatableVector {
    guard let color = self else { return .zero }
    return AnimatableVector(color.red, color.green, color.blue, color.alpha, 0, 0, 0, 0)
  }
}

extension CGSize {
  init(_ vector: AnimatableVector) { self.init(width: vector[0], height: vector[1]) }
  var animatableVector: AnimatableVector { AnimatableVector(width, height, 0, 0, 0, 0, 0, 0) }
}

extension CGFloat {
  var animatableVector: AnimatableVector { AnimatableVector(self, 0, 0, 0, 0, 0, 0, 0) }
}
