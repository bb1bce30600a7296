import Foundation

/// Key-value coding for a layer's own keys, as Core Animation's layers have it: any key
/// holds a value, and an animation of the key (`CABasicAnimation(keyPath: "progress")`)
/// plays on it, so the presentation layer (and the `draw(in:)` of its copy, every frame,
/// when `needsDisplay(forKey:)` is true for the key) has the animated value.
///
/// iOS declares such a key as an `@NSManaged` property; Swift on Linux has no Objective-C
/// runtime to implement one (it compiles, and does not link). Declare it with
/// `@LayerProperty` instead (`segue port` rewrites `@NSManaged` to it):
///
///     final class ProgressLayer: CALayer {
///       @LayerProperty("progress") var progress: CGFloat = 0
///       override class func needsDisplay(forKey key: String) -> Bool {
///         key == "progress" || super.needsDisplay(forKey: key)
///       }
///     }
///
/// Numbers, points, sizes, rects and colors animate; other values are kept, not animated.
/// Segue's own properties (`opacity`, `position`, …) are Swift properties, not keys.
extension CALayer {
  /// The value set for `key`, else the class's `defaultValue(forKey:)`.
  public func value(forKey key: String) -> Any? {
    keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
  }

  /// Sets `key`'s value (nil removes it); marks the layer for display when its class
  /// redraws for the key.
  public func setValue(_ value: Any?, forKey key: String) {
    keyedValues[key] = value
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
  }

  /// True for a key an animation plays on as a keyed value: one set, defaulted, that the
  /// class redraws for, or one of its `keyedProperties`.
  func isKeyed(_ key: String) -> Bool {
    keyedValues[key] != nil || type(of: self).needsDisplay(forKey: key)
      || type(of: self).defaultValue(forKey: key) != nil
      || type(of: self).keyedProperties.contains(key)
  }

  /// The property `key` (one of the class's `keyedProperties`) as it shows now: `model`,
  /// with the running animations of it applied; `model` when none animates it.
  func presentedProperty<Value>(_ key: String, model: Value) -> Value {
    guard animates(.custom(key)) else { return model }
    return presentedList(.custom(key), model: model) as? Value ?? model
  }

  /// Takes the keyed values of `model` as they show now, for its presentation copy: each
  /// animated key's value, in the type of the model's value where that is a number.
  func showKeyedValues(from model: CALayer) {
    for run in model.animationRuns {
      guard let path = (run.animation as? CAPropertyAnimation)?.keyPath,
        model.animates(.custom(path))
      else { continue }
      let base = model.value(forKey: path)
      let shown = model.presentedList(.custom(path), model: base)
      keyedValues[path] = Self.number(shown, like: base)
    }
  }

  /// `value` (a `CGFloat` when a number) as the number type `model` has.
  private static func number(_ value: Any?, like model: Any?) -> Any? {
    guard let number = value as? CGFloat else { return value }
    switch model {
    case is Double: return Double(number)
    case is Float: return Float(number)
    case is NSNumber: return NSNumber(value: Double(number))
    default: return number
    }
  }
}
