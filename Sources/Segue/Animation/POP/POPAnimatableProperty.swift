import Foundation

// POP's property names, with POP's string values. A view and its layer share them.
public let kPOPLayerPosition = "position"
public let kPOPLayerPositionX = "positionX"
public let kPOPLayerPositionY = "positionY"
public let kPOPLayerOpacity = "opacity"
public let kPOPLayerScaleX = "scaleX"
public let kPOPLayerScaleY = "scaleY"
public let kPOPLayerScaleXY = "scaleXY"
public let kPOPLayerRotation = "rotation"
public let kPOPLayerTranslationX = "translationX"
public let kPOPLayerTranslationY = "translationY"
public let kPOPLayerTranslationXY = "translationXY"
public let kPOPLayerBounds = "bounds"
public let kPOPLayerSize = "size"
public let kPOPLayerCornerRadius = "cornerRadius"
public let kPOPLayerBackgroundColor = "backgroundColor"
public let kPOPViewAlpha = "view.alpha"
public let kPOPViewCenter = "view.center"
public let kPOPViewBounds = "view.bounds"
public let kPOPViewSize = "view.size"
public let kPOPViewScaleXY = "view.scaleXY"
public let kPOPViewBackgroundColor = "view.backgroundColor"

/// Which lanes of which animatable property a POP property name moves, and how close to
/// the target counts as arrived (POP's thresholds, in the property's units).
struct PopProperty {
  let property: AnimatableProperty
  let lanes: [Int]
  let threshold: Double

  // Lanes of the decomposed transform: translation 0, 1; scale 2, 3; rotation 4.
  init?(name: String) {
    switch name {
    case kPOPLayerPosition, kPOPViewCenter: self.init(.center, [0, 1], 1)
    case kPOPLayerPositionX: self.init(.center, [0], 1)
    case kPOPLayerPositionY: self.init(.center, [1], 1)
    case kPOPLayerOpacity, kPOPViewAlpha: self.init(.alpha, [0], 0.01)
    case kPOPLayerScaleX: self.init(.transform, [2], 0.005)
    case kPOPLayerScaleY: self.init(.transform, [3], 0.005)
    case kPOPLayerScaleXY, kPOPViewScaleXY: self.init(.transform, [2, 3], 0.005)
    case kPOPLayerRotation: self.init(.transform, [4], 0.01)
    case kPOPLayerTranslationX: self.init(.transform, [0], 1)
    case kPOPLayerTranslationY: self.init(.transform, [1], 1)
    case kPOPLayerTranslationXY: self.init(.transform, [0, 1], 1)
    case kPOPLayerBounds, kPOPViewBounds: self.init(.bounds, [0, 1, 2, 3], 1)
    case kPOPLayerSize, kPOPViewSize: self.init(.bounds, [2, 3], 1)
    case kPOPLayerCornerRadius: self.init(.cornerRadius, [0], 0.01)
    case kPOPLayerBackgroundColor, kPOPViewBackgroundColor:
      self.init(.backgroundColor, [0, 1, 2, 3], 0.01)
    default: return nil
    }
  }

  private init(_ property: AnimatableProperty, _ lanes: [Int], _ threshold: Double) {
    self.property = property
    self.lanes = lanes
    self.threshold = threshold
  }

  /// `vector` with this property's lanes taken from `value` (a number, CGPoint, CGSize,
  /// CGRect, UIColor or NSValue/NSNumber holding one); a single number fills every lane.
  /// nil leaves `vector` as it is; an unusable value too, with a warning.
  func replacingLanes(of vector: AnimatableVector, with value: Any?) -> AnimatableVector {
    guard let value else { return vector }
    guard let numbers = Self.numbers(from: value) else {
      Diagnostics.warn("POP value \(value) does not fit a property's lanes; ignored")
      return vector
    }
    var result = vector
    for (index, lane) in lanes.enumerated() {
      result[lane] = numbers.count == 1 ? numbers[0] : numbers[min(index, numbers.count - 1)]
    }
    return result
  }

  private static func numbers(from value: Any) -> [Double]? {
    switch value {
    case let number as Double: [number]
    case let number as CGFloat: [Double(number)]
    case let number as Float: [Double(number)]
    case let number as Int: [Double(number)]
    case let number as NSNumber: [number.doubleValue]
    case let point as CGPoint: [point.x, point.y]
    case let size as CGSize: [size.width, size.height]
    case let rect as CGRect: [rect.minX, rect.minY, rect.width, rect.height]
    case let color as UIColor: [color.red, color.green, color.blue, color.alpha]
    case let boxed as NSValue: [boxed.pointValue.x, boxed.pointValue.y]
    default: nil
    }
  }
}

extension NSValue {
  /// UIKit's boxing of a point, which POP's two-lane values use.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  public var cgPointValue: CGPoint { pointValue }
}
