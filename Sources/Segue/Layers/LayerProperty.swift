import Foundation

/// A layer property kept by key-value coding under `key`, so animations of that key path
/// play on it: Segue's spelling of iOS's `@NSManaged var` in a `CALayer` subclass. The
/// initial value is the property's value until one is set.
///
///     final class RingLayer: CALayer {
///       @LayerProperty("progress") var progress: CGFloat = 0
///     }
///     ring.add(CABasicAnimation(keyPath: "progress"), forKey: nil)
///     ring.presentation()?.progress   // the animated value
@propertyWrapper
public struct LayerProperty<Value> {
  public let key: String
  private let initial: Value

  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    initial = wrappedValue
  }

  /// An optional property, nil until set.
  public init(_ key: String) where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil, key)
  }

  /// A number, zero until set.
  public init(_ key: String) where Value: AdditiveArithmetic {
    self.init(wrappedValue: .zero, key)
  }

  @available(*, unavailable, message: "@LayerProperty is for properties of CALayer subclasses")
  public var wrappedValue: Value {
    get { fatalError("@LayerProperty outside a CALayer") }
    set { fatalError("@LayerProperty outside a CALayer") }
  }

  @MainActor
  public static subscript<Layer: CALayer>(
    _enclosingInstance layer: Layer, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Layer, Self>
  ) -> Value {
    get {
      let property = layer[keyPath: storageKeyPath]
      return layer.value(forKey: property.key) as? Value ?? property.initial
    }
    set {
      layer.setValue(newValue, forKey: layer[keyPath: storageKeyPath].key)
    }
  }
}
