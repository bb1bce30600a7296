import Foundation

/// A straight (not premultiplied) sRGB color in the display list, components 0…1. The
/// inherited opacity of the view tree is already multiplied into `alpha`.
public struct RGBA: Equatable, Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(_ color: UIColor, opacity: CGFloat = 1) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
  }

  /// 8-bit channels, rounded to nearest: what the renderer writes.
  public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }
}
