import Foundation

/// A layer property whose value is a list of any length, which `LayerVector`'s sixteen
/// lanes cannot hold: a gradient's `colors` and `locations`, a shape's `path`, a layer's
/// `shadowPath`. Their animations are read when the layer is drawn or its `presentation()`
/// is made, not applied every frame. A layer's own keys (`setValue(_:forKey:)`, a
/// `@LayerProperty`) animate the same way, as `custom`.
enum LayerListKeyPath: Equatable, Sendable {
  case colors, locations, path, shadowPath
  /// A key the layer keeps by key-value coding: a number, point, size, rect or color.
  case custom(String)

  /// The built-in list key path `rawValue` names; nil for any other.
  init?(rawValue: String) {
    switch rawValue {
    case "colors": self = .colors
    case "locations": self = .locations
    case "path": self = .path
    case "shadowPath": self = .shadowPath
    default: return nil
    }
  }

  /// False for a path (`path`, `shadowPath`): Core Animation makes no implicit animation of
  /// a `CGPath` property, though it animates explicitly.
  var animatesImplicitly: Bool { self != .path && self != .shadowPath }

  var rawValue: String {
    switch self {
    case .colors: "colors"
    case .locations: "locations"
    case .path: "path"
    case .shadowPath: "shadowPath"
    case .custom(let key): key
    }
  }
}

/// A list value as numbers, with the structure they fill: the kind of each element of a
/// path (empty for colors and locations). Two values of the same structure and length
/// interpolate number by number; others do not interpolate, and an animation between them
/// is discrete, as Core Animation's between paths of different elements.
struct LayerList: Equatable {
  var numbers: [Double]
  var structure: [UInt8] = []

  func matches(_ other: LayerList) -> Bool {
    numbers.count == other.numbers.count && structure == other.structure
  }

  /// `fraction` of the way to `end`; `self` until the end when they do not match.
  func interpolated(to end: LayerList, fraction: Double) -> LayerList {
    guard matches(end) else { return fraction < 1 ? self : end }
    var result = self
    for index in numbers.indices {
      result.numbers[index] += (end.numbers[index] - numbers[index]) * fraction
    }
    return result
  }

  /// `other` added number by number (a `byValue`); nil when they do not match.
  func adding(_ other: LayerList) -> LayerList? {
    guard matches(other) else { return nil }
    var result = self
    for index in numbers.indices { result.numbers[index] += other.numbers[index] }
    return result
  }

  func subtracting(_ other: LayerList) -> LayerList? {
    guard matches(other) else { return nil }
    var result = self
    for index in numbers.indices { result.numbers[index] -= other.numbers[index] }
    return result
  }
}

extension LayerListKeyPath {
  /// `value` as a list, or nil when it does not fit: colors are `CGColor`s or `UIColor`s,
  /// locations numbers, paths `CGPath`s.
  @MainActor
  func list(from value: Any) -> LayerList? {
    switch self {
    case .colors:
      guard let colors = value as? [Any] else { return nil }
      var numbers: [Double] = []
      for color in colors {
        guard let rgba = (color as? CGColor) ?? (color as? UIColor)?.cgColor else { return nil }
        numbers += [rgba.red, rgba.green, rgba.blue, rgba.alpha].map(Double.init)
      }
      return LayerList(numbers: numbers)
    case .locations:
      guard let locations = value as? [Any] else { return nil }
      var numbers: [Double] = []
      for location in locations {
        switch location {
        case let number as NSNumber: numbers.append(number.doubleValue)
        case let number as Double: numbers.append(number)
        case let number as CGFloat: numbers.append(Double(number))
        default: return nil
        }
      }
      return LayerList(numbers: numbers)
    case .path, .shadowPath:
      guard let path = value as? CGPath else { return nil }
      return path.layerList
    case .custom:
      return LayerList(keyedValue: value)
    }
  }

  /// `list` as this key path's Swift value.
  func value(from list: LayerList) -> Any {
    switch self {
    case .colors:
      return stride(from: 0, to: list.numbers.count - 3, by: 4).map { index in
        CGColor(
          red: list.numbers[index], green: list.numbers[index + 1],
          blue: list.numbers[index + 2], alpha: list.numbers[index + 3])
      }
    case .locations:
      return list.numbers.map { NSNumber(value: $0) }
    case .path, .shadowPath:
      return CGPath.from(list)
    case .custom:
      return list.keyedValue
    }
  }
}

extension LayerList {
  /// The kinds of a keyed value, as the one-element structure that keeps values of
  /// different kinds from interpolating into each other.
  private static let kinds: [LayerValueKind] = [.scalar, .point, .size, .rect, .color]

  /// A keyed value as numbers: any number, a `CGPoint`, `CGSize`, `CGRect` (or an `NSValue`
  /// of one), a `CGColor` or `UIColor`; nil for anything else.
  @MainActor
  init?(keyedValue value: Any) {
    for (code, kind) in Self.kinds.enumerated() {
      guard let vector = kind.vector(from: value) else { continue }
      let count = [1, 2, 2, 4, 4][code]
      self.init(numbers: (0..<count).map { vector[$0] }, structure: [UInt8(code)])
      return
    }
    return nil
  }

  /// The keyed value read back: a number as a `CGFloat`.
  var keyedValue: Any {
    var vector = LayerVector()
    for (index, number) in numbers.prefix(16).enumerated() { vector[index] = number }
    return Self.kinds[Int(structure.first ?? 0)].value(from: vector)
  }
}

extension CGPath {
  /// The path's points, in order, and its element kinds.
  var layerList: LayerList {
    var list = LayerList(numbers: [])
    for element in elements {
      switch element {
      case .move(let to):
        list.structure.append(0)
        list.numbers += [to.x, to.y].map(Double.init)
      case .line(let to):
        list.structure.append(1)
        list.numbers += [to.x, to.y].map(Double.init)
      case .quadCurve(let to, let control):
        list.structure.append(2)
        list.numbers += [control.x, control.y, to.x, to.y].map(Double.init)
      case .curve(let to, let control1, let control2):
        list.structure.append(3)
        list.numbers += [control1.x, control1.y, control2.x, control2.y, to.x, to.y].map(
          Double.init)
      case .closeSubpath:
        list.structure.append(4)
      }
    }
    return list
  }

  /// The path `list` holds (`layerList` read back).
  static func from(_ list: LayerList) -> CGPath {
    let path = CGMutablePath()
    var index = 0
    func point() -> CGPoint {
      defer { index += 2 }
      return CGPoint(x: list.numbers[index], y: list.numbers[index + 1])
    }
    for kind in list.structure {
      switch kind {
      case 0: path.move(to: point())
      case 1: path.addLine(to: point())
      case 2:
        let control = point()
        path.addQuadCurve(to: point(), control: control)
      case 3:
        let (control1, control2) = (point(), point())
        path.addCurve(to: point(), control1: control1, control2: control2)
      default: path.closeSubpath()
      }
    }
    return path
  }
}
