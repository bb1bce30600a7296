import Foundation
import SegueSDL
import SnapshotTesting

extension Diffing where Value == Bitmap {
  /// Compares bitmaps stored as PNG. A pixel differs when any channel is off by more than
  /// `tolerance` (0…255); the images match when at most `maximumDifferingFraction` of the
  /// pixels differ. On a mismatch the reference, the actual image and a diff image (differing
  /// pixels magenta) are written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the
  /// temporary directory) and the message names them, with the count and bounding box of the
  /// differing pixels. Each comparison is also entered in the artifacts folder's manifest,
  /// which `segue report` (and the report written at the end of a failing run) shows.
  public static func image(tolerance: UInt8 = 0, maximumDifferingFraction: Double = 0) -> Diffing {
    image(tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction) {
      ComparisonEntry.strategyCompared($0)
    }
  }

  /// The comparison, handing each outcome to `observe`: the strategy's own manifest entry,
  /// or an assertion's that knows more (the reference's path, the progress, the time).
  static func image(
    tolerance: UInt8, maximumDifferingFraction: Double,
    observe: @escaping (ComparisonEntry.Outcome) -> Void
  ) -> Diffing {
    .diff(
      toData: { bitmap in (try? PNGFile.encode(bitmap)) ?? Data() },
      fromData: { data in
        (try? PNGFile.decode(data)) ?? Bitmap(width: 0, height: 0, pixels: [])
      },
      diffV2: { reference, actual in
        let comparison = BitmapComparison(
          reference: reference, actual: actual, tolerance: tolerance)
        guard !comparison.passes(maximumFraction: maximumDifferingFraction) else {
          observe(.passed)
          return nil
        }
        let summary = comparison.summary(
          referenceSize: (reference.width, reference.height),
          actualSize: (actual.width, actual.height))
        let diffPNG = (try? PNGFile.encode(comparison.diffImage)) ?? Data()
        let written = ArtifactWriter.write(reference, actual, comparison)
        let message = "Images differ: \(summary).\n" + written.lines
        observe(.failed(message: message, images: written.images))
        return (message, [.data(diffPNG, name: "diff.png")])
      }
    )
  }
}

/// Writes a failed comparison's three images side by side in the artifacts folder.
enum ArtifactWriter {
  /// The message's lines naming the files, and the files by role (`reference`, `actual`,
  /// `diff`) relative to the artifacts folder.
  static func write(_ reference: Bitmap, _ actual: Bitmap, _ comparison: BitmapComparison)
    -> (lines: String, images: [String: String])
  {
    let artifacts = SnapshotArtifacts.folder
    let folder = artifacts.appendingPathComponent("segue-diffs", isDirectory: true)
    let stem = "diff-\(UInt32(truncatingIfNeeded: actual.pixels.hashValue))"
    let files = [("reference", reference), ("actual", actual), ("diff", comparison.diffImage)]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var lines: [String] = []
      var images: [String: String] = [:]
      for (name, bitmap) in files where bitmap.width > 0 {
        let url = folder.appendingPathComponent("\(stem)-\(name).png")
        try PNGFile.write(bitmap, to: url)
        lines.append("  \(name): \(url.path)")
        images[name] = "segue-diffs/\(url.lastPathComponent)"
      }
      return (lines.joined(separator: "\n"), images)
    } catch {
      return ("  (could not write the images to \(folder.path): \(error))", [:])
    }
  }
}
