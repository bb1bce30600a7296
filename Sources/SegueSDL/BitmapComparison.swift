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
  /// The actual image faded to a quarter, differing pixels in opaque magenta.
  public let diffImage: Bitmap

  public init(reference: Bitmap, actual: Bitmap, tolerance: UInt8) {
    self.tolerance = tolerance
    self.totalPixels = actual.width * actual.height
    guard reference.width == actual.width, reference.height == actual.height else {
      sizesMatch = false
      differingPixels = totalPixels
      boundingBox = nil
      maximumChannelDifference = 255
      diffImage = actual
      return
    }
    sizesMatch = true
    var diff = actual.pixels
    var count = 0
    var maximum = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let i = (y * actual.width + x) * 4
        var worst = 0
        for channel in 0..<4 {
          worst = max(
            worst, abs(Int(reference.pixels[i + channel]) - Int(actual.pixels[i + channel])))
        }
        maximum = max(maximum, worst)
        if worst > Int(tolerance) {
          count += 1
          minX = min(minX, x)
          minY = min(minY, y)
          maxX = max(maxX, x)
          maxY = max(maxY, y)
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 0, 255, 255)
        } else {
          for channel in 0..<3 { diff[i + channel] = diff[i + channel] / 4 + 191 }
          diff[i + 3] = 255
        }
      }
    }
    differingPixels = count
    maximumChannelDifference = maximum
    boundingBox =
      count == 0 ? nil : Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    diffImage = Bitmap(width: actual.width, height: actual.height, pixels: diff)
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
