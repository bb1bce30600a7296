import Foundation
import Segue
import SegueSDL

/// The images of a failed animation beyond its first differing frame: a filmstrip of the
/// differing stretch (reference, actual and diff rows), both animations' frame sheets for the
/// report's scrubber, and the animation as it is now.
enum AnimationArtifacts {
  /// Frames of the differing stretch the filmstrip shows, from the first differing frame.
  static let filmstripFrames = 8

  /// The message's lines naming the files, and the files by role relative to the artifacts
  /// folder (`filmstrip`, `referenceFrames`, `actualFrames`, `animation`).
  static func write(
    reference: RecordedAnimation, actual: RecordedAnimation, differing: [Int],
    comparisons: [BitmapComparison]
  ) -> (lines: String, images: [String: String]) {
    let manifest = SnapshotManifest(artifacts: SnapshotArtifacts.folder)
    let folder = manifest.imagesFolder
    let stem = "animation-\(UUID().uuidString.prefix(8))"
    var lines: [String] = []
    var images: [String: String] = [:]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      func save(_ name: String, _ role: String, _ write: (URL) throws -> Void) throws {
        let url = folder.appendingPathComponent("\(stem)-\(name)")
        try write(url)
        images[role] = manifest.relativePath(of: url)
        lines.append("  \(role): \(url.path)")
      }
      try save("filmstrip.png", "filmstrip") {
        try PNGFile.write(
          try filmstrip(reference, actual, differing: differing, comparisons: comparisons), to: $0)
      }
      let columns = SnapshotManifest.Animation.sheetColumns
      try save("reference-frames.png", "referenceFrames") {
        try PNGFile.write(Bitmap.grid(reference.frames, columns: columns), to: $0)
      }
      try save("actual-frames.png", "actualFrames") {
        try PNGFile.write(Bitmap.grid(actual.frames, columns: columns), to: $0)
      }
      try save("actual.png", "animation") {
        try APNGFile.write(actual.frames, delays: actual.delays, to: $0)
      }
    } catch {
      lines.append("  (could not write the animation's images to \(folder.path): \(error))")
    }
    return (lines.joined(separator: "\n"), images)
  }

  /// From the first differing frame on, at most `filmstripFrames`: the reference's frames
  /// above the actual ones above their diffs, each captioned with its frame and time.
  private static func filmstrip(
    _ reference: RecordedAnimation, _ actual: RecordedAnimation, differing: [Int],
    comparisons: [BitmapComparison]
  ) throws -> Bitmap {
    let first = differing[0]
    let stretch = Array(first...min(differing.last!, first + filmstripFrames - 1))
    let size = CGSize(width: actual.frames[first].width, height: actual.frames[first].height)
    let caption = { (role: String, index: Int) in
      "\(role) \(index) · \(String(format: "%.3f", actual.times[index])) s"
    }
    let frames =
      stretch.map { (reference.frames[$0], caption("ref", $0)) }
      + stretch.map { (actual.frames[$0], caption("now", $0)) }
      + stretch.map { (comparisons[$0].diffImage, caption("diff", $0)) }
    return try MainActor.assumeIsolated {
      try Filmstrip(
        title: "Frames \(stretch.first!)–\(stretch.last!): reference, now, diff",
        frameSize: size, scale: 1, columns: stretch.count
      ).render(frames.map { (bitmap: $0.0, caption: $0.1) })
    }
  }
}
