import Foundation

/// Pixels in memory: 8-bit RGBA, straight alpha, rows top to bottom with no padding.
public struct Bitmap: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "Bitmap: pixel count does not match size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A bitmap filled with one color.
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    self.width = width
    self.height = height
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = fill.0
      pixels[i + 1] = fill.1
      pixels[i + 2] = fill.2
      pixels[i + 3] = fill.3
    }
    self.pixels = pixels
  }

  /// Same size and the same bytes, compared with memcmp: the synthesized comparison goes
  /// element by element, which unoptimised test builds pay for a million times a frame.
  public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return lhs.pixels.withUnsafeBytes { left in
      rhs.pixels.withUnsafeBytes { right in
        left.count == right.count
          && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}

/// Its size only: a test failure that shows a bitmap (or a comparison holding one) should
/// not print a million channel values.
extension Bitmap: CustomStringConvertible {
  public var description: String { "Bitmap(\(width)×\(height) px)" }
}
