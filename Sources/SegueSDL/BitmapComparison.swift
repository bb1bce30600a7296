import Foundation

/// How two bitmaps differ: which pixels count as differing is `mode`'s to say (a channel off
/// by more than a tolerance, or a perceptual colour difference that is not anti-aliasing).
/// Used by screenshot tests and `segue compare`.
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

  public let mode: PixelDifference
  public let differingPixels: Int
  /// Pixels over the perceptual threshold that were not counted because they are
  /// anti-aliasing of an edge (0 in the channel mode).
  public let antialiasedPixels: Int
  public let totalPixels: Int
  /// nil when nothing differs, or the sizes differ.
  public let boundingBox: Box?
  /// Largest difference seen in any channel, 0…255.
  public let maximumChannelDifference: Int
  public let sizesMatch: Bool
  private let reference: Bitmap
  private let actual: Bitmap

  public init(reference: Bitmap, actual: Bitmap, tolerance: UInt8) {
    self.init(reference: reference, actual: actual, mode: .channel(tolerance: tolerance))
  }

  public init(reference: Bitmap, actual: Bitmap, mode: PixelDifference) {
    self.mode = mode
    self.reference = reference
    self.actual = actual
    self.totalPixels = actual.width * actual.height
    guard reference.width == actual.width, reference.height == actual.height else {
      sizesMatch = false
      differingPixels = totalPixels
      antialiasedPixels = 0
      boundingBox = nil
      maximumChannelDifference = 255
      return
    }
    sizesMatch = true
    // Most comparisons in a passing suite are of identical pixels: one memcmp.
    guard reference != actual else {
      differingPixels = 0
      antialiasedPixels = 0
      boundingBox = nil
      maximumChannelDifference = 0
      return
    }
    var count = 0
    var antialiased = 0
    var maximum = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    Self.forEachPixel(reference, actual, mode) { x, y, worst, verdict in
      maximum = max(maximum, worst)
      if verdict == .antialiased { antialiased += 1 }
      guard verdict == .differs else { return }
      count += 1
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    differingPixels = count
    antialiasedPixels = antialiased
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
      Self.forEachPixel(reference, actual, mode) { x, y, _, verdict in
        let i = (y * actual.width + x) * 4
        if verdict == .differs {
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 0, 255, 255)
        } else {
          for channel in 0..<3 { diff[i + channel] = diff[i + channel] / 4 + 191 }
          diff[i + 3] = 255
        }
      }
    }
    return Bitmap(width: actual.width, height: actual.height, pixels: diff)
  }

  /// What `mode` makes of one pixel.
  private enum Verdict { case same, differs, antialiased }

  /// Calls `body` with each pixel's position, its largest channel difference and the mode's
  /// verdict, over raw buffers: the screenshot tests run unoptimised, where an array
  /// subscript per channel costs a function call.
  private static func forEachPixel(
    _ reference: Bitmap, _ actual: Bitmap, _ mode: PixelDifference,
    _ body: (Int, Int, Int, Verdict) -> Void
  ) {
    let (width, height) = (actual.width, actual.height)
    reference.pixels.withUnsafeBufferPointer { expected in
      actual.pixels.withUnsafeBufferPointer { shown in
        var i = 0
        for y in 0..<height {
          for x in 0..<width {
            var worst = 0
            for channel in i..<i + 4 {
              let difference = Int(expected[channel]) - Int(shown[channel])
              worst = max(worst, difference < 0 ? -difference : difference)
            }
            let verdict: Verdict
            switch mode {
            case .channel(let tolerance):
              verdict = worst > Int(tolerance) ? .differs : .same
            case .perceptual(let threshold):
              if worst == 0
                || abs(PerceptualComparison.delta(expected, i, shown, i))
                  <= PerceptualComparison.maximumDelta * threshold * threshold
              {
                verdict = .same
              } else if PerceptualComparison.isAntialiased(
                expected, x: x, y: y, width: width, height: height, other: shown)
                || PerceptualComparison.isAntialiased(
                  shown, x: x, y: y, width: width, height: height, other: expected)
              {
                verdict = .antialiased
              } else {
                verdict = .differs
              }
            }
            body(x, y, worst, verdict)
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
    let ignored = antialiasedPixels > 0 ? "; \(antialiasedPixels) anti-aliased not counted" : ""
    guard let box = boundingBox else { return "no pixel differs (\(mode)\(ignored))" }
    let percent = String(format: "%.3f", differingFraction * 100)
    return "\(differingPixels) of \(totalPixels) pixels (\(percent)%) differ (\(mode)\(ignored); "
      + "largest channel difference \(maximumChannelDifference)), within \(box)"
  }
}
