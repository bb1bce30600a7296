import Foundation

/// An sRGB color with straight (not premultiplied) alpha, components in 0…1. A dynamic
/// color (the system colors, `UIColor(dynamicProvider:)`) resolves for the traits of the
/// view it is drawn in; its components are those of its light appearance.
///
///     view.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
open class UIColor: NSObject, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat
  /// How the color resolves for other traits; nil for a fixed color.
  let dynamic: Dynamic?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
    dynamic = nil
    super.init()
  }

  /// A dynamic color whose components are `light`'s.
  init(light: UIColor, dynamic: Dynamic) {
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    self.dynamic = dynamic
    super.init()
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Hue, saturation and brightness in 0…1, as UIKit takes them.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - floor(hue)) * 6
    let sector = Int(h) % 6
    let f = h - floor(h)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// 8-bit sRGB components, as design tools give them.
  internal convenience init(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) {
    self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  /// The color at `alpha` (0…1); a dynamic color stays dynamic.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch dynamic {
    case nil: UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .variants(let light, let dark):
      UIColor(light: light.withAlphaComponent(alpha), dark: dark.withAlphaComponent(alpha))
    case .provider(let provider):
      UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
  }

  /// UIKit's out-parameter accessor; always succeeds, as every Segue color is RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    guard red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    else { return false }
    return switch (dynamic, other.dynamic) {
    case (nil, nil): true
    case (.variants(_, let dark), .variants(_, let otherDark)): dark == otherDark
    case (.provider, .provider): self === other
    default: false
    }
  }

  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  open override var description: String {
    String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
  }

  /// NaN reads as 0, so a bad computation cannot poison a frame.
  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
