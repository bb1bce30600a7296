import Foundation

/// A color space. Segue draws in sRGB only, so every space is that one; it exists for the
/// calls that take one (`CGGradient(colorsSpace:colors:locations:)`).
public final class CGColorSpace: @unchecked Sendable {
  // Immutable, which is what makes the unchecked Sendable sound.
  /// Red, green, blue.
  public let numberOfComponents = 3

  init() {}
}

/// The device RGB space: sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// A Core Foundation array, as Core Graphics takes colors: `[a.cgColor, b.cgColor] as CFArray`.
public typealias CFArray = NSArray
