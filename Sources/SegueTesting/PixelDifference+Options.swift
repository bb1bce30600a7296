import Segue
import SegueSDL

extension PixelDifference {
  /// The mode an assertion's options pick: perceptual when a threshold is given, else per
  /// channel within `tolerance`. A threshold outside 0…1 is clamped into it (NaN: 0, the
  /// strictest) with a warning naming it.
  init(tolerance: UInt8, perceptualThreshold: Double?) {
    guard let threshold = perceptualThreshold else {
      self = .channel(tolerance: tolerance)
      return
    }
    let clamped = threshold.isNaN ? 0 : min(max(threshold, 0), 1)
    if clamped != threshold {
      Diagnostics.warn("perceptualThreshold \(threshold) is outside 0…1; using \(clamped)")
    }
    self = .perceptual(threshold: clamped)
  }
}
