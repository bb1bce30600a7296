import Foundation

/// Colors at locations (0…1) along a gradient, for `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
///
///     let gradient = CGGradient(
///       colorsSpace: CGColorSpaceCreateDeviceRGB(),
///       colors: [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor] as CFArray,
///       locations: [0, 1])!
public final class CGGradient: @unchecked Sendable {
  // Immutable, which is what makes the unchecked Sendable sound.
  let colors: [RGBA]
  let locations: [CGFloat]

  /// `colors` holds `CGColor`s; `locations` as many numbers, or nil for evenly spaced ones.
  /// nil (with a warning) when a color is not a `CGColor` or there are none.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let cgColors = colors.compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty, cgColors.count == colors.count else {
      Diagnostics.warn("CGGradient(colorsSpace:colors:locations:): colors are not CGColors; nil")
      return nil
    }
    self.colors = cgColors.map { RGBA($0) }
    self.locations = Self.locations(locations, count: cgColors.count)
  }

  /// `count` colors as red, green, blue, alpha quadruples in `components`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else {
      Diagnostics.warn("CGGradient(colorSpace:colorComponents:locations:count:): no colors; nil")
      return nil
    }
    colors = (0..<count).map {
      RGBA(
        red: components[4 * $0], green: components[4 * $0 + 1], blue: components[4 * $0 + 2],
        alpha: components[4 * $0 + 3])
    }
    self.locations = Self.locations(locations, count: count)
  }

  private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
    guard let pointer else {
      return (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
    }
    return (0..<count).map { min(max(pointer[$0].isFinite ? pointer[$0] : 0, 0), 1) }
  }
}

/// Whether a gradient also paints before its start and past its end (in its first and last
/// colors); neither by default.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
