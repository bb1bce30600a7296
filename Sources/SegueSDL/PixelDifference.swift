import Foundation

/// When a pixel of an actual image counts as differing from the reference's.
public enum PixelDifference: Equatable, Sendable, CustomStringConvertible {
  /// Any of R, G, B or A differs by more than `tolerance` (0…255).
  case channel(tolerance: UInt8)
  /// pixelmatch's test: the colour difference in the YIQ space (brightness weighted most)
  /// is above `threshold` squared times the largest possible one (black against white), and
  /// the pixel is not anti-aliasing of an edge that both images have (an edge moved by a
  /// fraction of a pixel changes only such pixels). `threshold` runs 0…1: 0 counts any
  /// change of colour, 0.1 (`defaultPerceptualThreshold`, pixelmatch's default) lets a
  /// change of about 5 % in brightness through, 1 counts nothing.
  case perceptual(threshold: Double)

  /// pixelmatch's default threshold.
  public static let defaultPerceptualThreshold = 0.1

  public var description: String {
    switch self {
    case .channel(let tolerance): "per-channel, tolerance \(tolerance)"
    case .perceptual(let threshold):
      "perceptual (YIQ), threshold \(threshold), anti-aliased edges ignored"
    }
  }
}
