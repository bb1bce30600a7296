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
    Snapshotting(
      pathExtension: "png",
      diffing: .image(tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction)
    ) { $0 }
  }
}
