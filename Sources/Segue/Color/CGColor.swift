import Foundation

/// Core Graphics' color, as layers take it: sRGB components, immutable. `UIColor.cgColor`
/// and `UIColor(cgColor:)` convert both ways.
///
///     card.layer.shadowColor = UIColor.black.cgColor
public final class CGColor: Equatable, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Red, green, blue, alpha.
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  public var numberOfComponents: Int { 4 }

  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha
  }
}

extension UIColor {
  /// The color's components; a dynamic color resolves for `UITraitCollection.current`
  /// first (on the main actor; elsewhere, for the traits `performAsCurrent` bound, else
  /// light), as UIKit does: a layer keeps the color of the moment it was set.
  public var cgColor: CGColor {
    let fixed = dynamic == nil ? self : resolvedColor(with: Self.currentTraits)
    return CGColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: fixed.alpha)
  }

  private static var currentTraits: UITraitCollection {
    if let bound = UITraitCollection.bound { return bound }
    guard Thread.isMainThread else { return UITraitCollection(userInterfaceStyle: .light) }
    return MainActor.assumeIsolated { UITraitCollection.current }
  }

  public convenience init(cgColor: CGColor) {
    self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
  }
}
