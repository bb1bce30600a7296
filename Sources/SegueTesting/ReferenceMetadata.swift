import Foundation
import SegueSDL

/// The text chunks of a reference PNG: the renderer and library versions that drew it
/// (`RendererVersion`) and its variant (`SnapshotVariant`: device and appearance), so a
/// failure can say "recorded by another renderer" or "of another variant" instead of only
/// counting pixels.
enum ReferenceMetadata {
  static let variantKey = "Segue variant"

  /// What a reference recorded now carries.
  static func written(variant: String?) -> PNGMetadata {
    var metadata = RendererVersion.current.metadata
    metadata[variantKey] = variant
    return metadata
  }

  /// The text of the reference PNG (or APNG) at `url` by keyword; nil when it cannot be read
  /// or carries none (recorded before references carried versions).
  static func stored(at url: URL) -> [String: String]? {
    guard let data = try? Data(contentsOf: url), let metadata = try? PNGMetadata(png: data),
      !metadata.entries.isEmpty
    else { return nil }
    return Dictionary(metadata.entries, uniquingKeysWith: { first, _ in first })
  }

  /// The metadata of the reference a diffing last decoded: swift-snapshot-testing hands the
  /// diff the decoded bitmap only, right after decoding it, so the text is kept here.
  final class LastRead {
    private var metadata = PNGMetadata()

    func read(_ png: Data) {
      metadata = (try? PNGMetadata(png: png)) ?? PNGMetadata()
    }

    /// A sentence for each way the reference was made differently from the actual image:
    /// another Segue renderer version (or other libraries under it), another variant. Nil
    /// when nothing differs or the reference names nothing (recorded before references
    /// carried versions).
    func mismatches(variant: String?) -> String? {
      var lines: [String] = []
      let current = RendererVersion.current
      if let recorded = RendererVersion(metadata) {
        if recorded.renderer != current.renderer {
          lines.append(
            "The reference was drawn by Segue renderer \(recorded.renderer), this is renderer "
              + "\(current.renderer): pixels are expected to differ; re-record it if the new "
              + "picture is right.")
        } else if recorded != current {
          lines.append(
            "The reference was drawn with cairo \(recorded.cairo), pixman \(recorded.pixman), "
              + "libpng \(recorded.libpng); this run has cairo \(current.cairo), pixman "
              + "\(current.pixman), libpng \(current.libpng).")
        }
      }
      let recordedVariant = metadata[ReferenceMetadata.variantKey]
      if let recordedVariant, recordedVariant != (variant ?? "") {
        lines.append(
          "The reference is of variant '\(recordedVariant)', not '\(variant ?? "(none)")'.")
      }
      return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
  }
}
