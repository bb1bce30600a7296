import Foundation

/// How two bitmaps differ: pixels whose channels differ by more than `tolerance` in any of
/// R, G, B or A count as differing. Used by screenshot tests and `segue compare`.
public struct BitmapComparison: Sendable {
  /// A rectangle of pixels, for messages: where the differences are.
  public struct Box: Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    public var description: String { "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)" }
  }

  public let tolerance: UInt8
  public let differingPixels: Int
  public let totalPixels: Int
  /// nil when nothing differs, or the sizes differ.
  public let boundingBox: Box?
  /// Largest difference seen in any channel, 0…255.
  public let maximumChannelDifference: Int
  public let sizesMatch: Bool
  private let reference: Bitmap
  private let actual: Bitmap

  public init(reference: Bitmap, actual: Bitmap, tolerance: UInt8) {
    self.tolerance = tolerance
    self.reference = reference
    self.actual = actual
    self.totalPixels = actual.width * actual.height
    guard reference.width == actual.width, reference.height == actual.height else {
      sizesMatch = false
      differingPixels = totalPixels
      boundingBox = nil
      maximumChannelDifference = 255
      return
    }
    sizesMatch = true
    // Most comparisons in a passing suite are of identical pixels: one memcmp.
    guard reference != actual else {
      differingPixels = 0
      boundingBox = nil
      maximumChannelDifference = 0
      return
    }
    var count = 0
    var maximum = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    Self.forEachPixel(reference, actual) { x, y, worst in
      maximum = max(maximum, worst)
      guard worst > Int(tolerance) else { return }
      count += 1
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    differingPixels = count
    maximumChannelDifference = maximum
    boundingBox =
      count == 0 ? nil : Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The actual image faded to a quarter, differing pixels in opaque magenta; made when
  /// asked for (a failure's artifacts), not by every comparison.
  public var diffImage: Bitmap {
    guard sizesMatch else { return actual }
    var diff = actual.pixels
    diff.withUnsafeMutableBufferPointer { diff in
      Self.forEachPixel(reference, actual) { x, y, worst in
        let i = (y * actual.width + x) * 4
        if worst > Int(tolerance) {
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 0, 255, 255)
        } else {
          for channel in 0..<3 { diff[i + channel] = diff[i + channel] / 4 + 191 }
          diff[i + 3] = 255
        }
      }
    }
    return Bitmap(width: actual.width, height: actual.height, pixels: diff)
  }

  /// Calls `body` with each pixel's position and its largest channel difference, over raw
  /// buffers: the screenshot tests run unoptimised, where an array subscript per channel
  /// costs a function call.
  private static func forEachPixel(
    _ reference: Bitmap, _ actual: Bitmap, _ body: (Int, Int, Int) -> Void
  ) {
    reference.pixels.withUnsafeBufferPointer { expected in
      actual.pixels.withUnsafeBufferPointer { shown in
        var i = 0
        for y in 0..<actual.height {
          for x in 0..<actual.width {
            var worst = 0
            for channel in i..<i + 4 {
              let difference = Int(expected[channel]) - Int(shown[channel])
              worst = max(worst, difference < 0 ? -difference : difference)
            }
            body(x, y, worst)
            i += 4
          }
        }
      }
    }
  }

  public var differingFraction: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// True when at most `maximumFraction` of the pixels differ (and the sizes agree).
  public func passes(maximumFraction: Double) -> Bool {
    sizesMatch && differingFraction <= maximumFraction
  }

  public func summary(referenceSize: (Int, Int), actualSize: (Int, Int)) -> String {
    guard sizesMatch else {
      return "size differs: reference \(referenceSize.0)×\(referenceSize.1) px, "
        + "actual \(actualSize.0)×\(actualSize.1) px"
    }
    guard let box = boundingBox else { return "no pixel differs by more than \(tolerance)" }
    let percent = String(format: "%.3f", differingFraction * 100)
    return "\(differingPixels) of \(totalPixels) pixels (\(percent)%) differ by more than "
      + "\(tolerance) in a channel (largest difference \(maximumChannelDifference)), within \(box)"
  }
}
