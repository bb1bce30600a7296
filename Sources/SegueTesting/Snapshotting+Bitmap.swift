import SegueSDL
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Compares pixels you already have (a window capture, a replayed frame) with a PNG
  /// reference, with the same tolerance rules as the view strategy.
  ///
  ///     assertSnapshot(of: try PNGFile.read(captureURL), as: .image(tolerance: 8))
  public static func image(tolerance: UInt8 = 0, maximumDifferingFraction: Double = 0)
    -> Snapshotting
  {
    image(.channel(tolerance: tolerance), maximumDifferingFraction: maximumDifferingFraction)
  }

  /// Compares as pixelmatch does (`PixelDifference.perceptual`): anti-aliasing of an edge
  /// that moved is not counted, a perceptible change of colour is.
  public static func image(perceptualThreshold: Double, maximumDifferingFraction: Double = 0)
    -> Snapshotting
  {
    image(
      .perceptual(threshold: perceptualThreshold),
      maximumDifferingFraction: maximumDifferingFraction)
  }

  /// References carry `variant` (a device's name) in their text chunks.
  static func image(
    _ mode: PixelDifference, maximumDifferingFraction: Double, variant: String? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        mode, maximumDifferingFraction: maximumDifferingFraction, variant: variant)
    ) { $0 }
  }
}
