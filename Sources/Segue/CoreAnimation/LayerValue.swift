import Foundation

/// Every animatable layer value as up to sixteen numbers (a `CATransform3D` fills them all),
/// so animations interpolate and add them without knowing their type, and without
/// allocating.
typealias LayerVector = SIMD16<Double>

/// The Swift type of a key path's values, and how an animation's `Any` values convert.
enum LayerValueKind: Sendable {
  case scalar, point, size, rect, color, matrix

  /// `value` as a vector, or nil when it is not of this kind (a `CGPoint` for "opacity").
  /// Numbers may be any Swift number or an `NSNumber`; colors a `CGColor` or a `UIColor`;
  /// geometry the value itself or an `NSValue` boxing it.
  @MainActor
  func vector(from value: Any) -> LayerVector? {
    if let boxed = value as? NSValue, !(value is NSNumber) {
      return boxed.layerValue(of: self).flatMap { vector(from: $0) }
    }
    switch self {
    case .scalar:
      return Self.number(value).map { Self.vector($0, 0) }
    case .point:
      guard let point = value as? CGPoint else { return nil }
      return Self.vector(point.x, point.y)
    case .size:
      guard let size = value as? CGSize else { return nil }
      return Self.vector(size.width, size.height)
    case .rect:
      guard let rect = value as? CGRect else { return nil }
      return Self.vector(rect.minX, rect.minY, rect.width, rect.height)
    case .color:
      if let color = value as? CGColor { return color.layerVector }
      if let color = value as? UIColor { return color.cgColor.layerVector }
      return nil
    case .matrix:
      return (value as? CATransform3D)?.layerVector
    }
  }

  static func vector(_ a: Double, _ b: Double, _ c: Double = 0, _ d: Double = 0)
    -> LayerVector
  {
    LayerVector(lowHalf: SIMD8(a, b, c, d, 0, 0, 0, 0), highHalf: .zero)
  }

  private static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }
}

extension CGColor {
  /// nil animates as transparent black, as Core Animation's.
  var layerVector: LayerVector { LayerValueKind.vector(red, green, blue, alpha) }
}

extension RGBA {
  var layerVector: LayerVector { LayerValueKind.vector(red, green, blue, alpha) }

  init(_ vector: LayerVector) {
    self.init(red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
  }
}

extension CATransform3D {
  var layerVector: LayerVector {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  init(_ v: LayerVector) {
    self.init(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14],
      m44: v[15])
  }
}

extension LayerValueKind {
  /// `vector` as the Swift value of this kind, for a `fromValue`.
  func value(from vector: LayerVector) -> Any {
    switch self {
    case .scalar: CGFloat(vector[0])
    case .point: CGPoint(x: vector[0], y: vector[1])
    case .size: CGSize(width: vector[0], height: vector[1])
    case .rect: CGRect(x: vector[0], y: vector[1], width: vector[2], height: vector[3])
    case .color: CGColor(red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
    case .matrix: CATransform3D(vector)
    }
  }
}
