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
    image(.channel(tolerance: tolerance), maximumDifferingFraction: maximumDifferingFraction)
  }

  /// Compares as pixelmatch does: a pixel differs when its colour is perceptibly different
  /// (YIQ delta above `perceptualThreshold`, 0…1; 0.1 lets about 5 % brightness through)
  /// and it is not anti-aliasing of an edge both images have. See `PixelDifference`.
  public static func image(perceptualThreshold: Double, maximumDifferingFraction: Double = 0)
    -> Diffing
  {
    image(
      .perceptual(threshold: perceptualThreshold),
      maximumDifferingFraction: maximumDifferingFraction)
  }

  /// References are written with the renderer's and libraries' versions and `variant`
  /// (`ReferenceMetadata`); a failure against a reference from another renderer version or
  /// of another variant says so before the pixel counts. Each outcome is handed to
  /// `observe`: by default the strategy's own manifest entry, or an assertion's that knows
  /// more (the reference's path, the progress, the time).
  static func image(
    _ mode: PixelDifference, maximumDifferingFraction: Double, variant: String? = nil,
    observe: @escaping (ComparisonEntry.Outcome) -> Void = ComparisonEntry.strategyCompared
  ) -> Diffing {
    let reference = ReferenceMetadata.LastRead()
    return .diff(
      toData: { bitmap in
        (try? PNGFile.encode(bitmap, metadata: ReferenceMetadata.written(variant: variant)))
          ?? Data()
      },
      fromData: { data in
        reference.read(data)
        return (try? PNGFile.decode(data)) ?? Bitmap(width: 0, height: 0, pixels: [])
      },
      diffV2: { expected, actual in
        let comparison = BitmapComparison(reference: expected, actual: actual, mode: mode)
        guard !comparison.passes(maximumFraction: maximumDifferingFraction) else {
          observe(.passed)
          return nil
        }
        let summary = comparison.summary(
          referenceSize: (expected.width, expected.height),
          actualSize: (actual.width, actual.height))
        let diffPNG = (try? PNGFile.encode(comparison.diffImage)) ?? Data()
        let provenance = reference.mismatches(variant: variant).map { "\($0)\n" } ?? ""
        let written = ArtifactWriter.write(expected, actual, comparison)
        let message =
          provenance + "Images differ: \(summary); at most "
          + "\(maximumDifferingFraction * 100)% may differ.\n" + written.lines
        observe(.failed(message: message, images: written.images))
        return (message, [.data(diffPNG, name: "diff.png")])
      }
    )
  }
}

/// Writes a failed comparison's three images side by side in the run's images folder.
enum ArtifactWriter {
  /// The message's lines naming the files, and the files by role (`reference`, `actual`,
  /// `diff`) relative to the artifacts folder.
  static func write(_ reference: Bitmap, _ actual: Bitmap, _ comparison: BitmapComparison)
    -> (lines: String, images: [String: String])
  {
    let manifest = SnapshotManifest(artifacts: SnapshotArtifacts.folder)
    let folder = manifest.imagesFolder
    let stem = "diff-\(UUID().uuidString.prefix(8))"
    let files = [("reference", reference), ("actual", actual), ("diff", comparison.diffImage)]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var lines: [String] = []
      var images: [String: String] = [:]
      for (name, bitmap) in files where bitmap.width > 0 {
        let url = folder.appendingPathComponent("\(stem)-\(name).png")
        try PNGFile.write(bitmap, to: url)
        lines.append("  \(name): \(url.path)")
        images[name] = manifest.relativePath(of: url)
      }
      return (lines.joined(separator: "\n"), images)
    } catch {
      return ("  (could not write the images to \(folder.path): \(error))", [:])
    }
  }
}
