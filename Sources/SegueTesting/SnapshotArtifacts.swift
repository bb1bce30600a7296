import Foundation
import SegueSDL

/// Where a failed comparison's images, the manifest and the report go: `SNAPSHOT_ARTIFACTS`
/// (as for swift-snapshot-testing's own failure files), else the temporary directory. A test
/// of the report binds its own folder (and its own references' folder) for the duration of
/// a call, with no global to reset.
enum SnapshotArtifacts {
  @TaskLocal static var folderOverride: URL?
  /// The folder references are read from and recorded into instead of `__Snapshots__` beside
  /// the test file.
  @TaskLocal static var referencesOverride: URL?

  static var folder: URL {
    folderOverride
      ?? URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
          ?? NSTemporaryDirectory(), isDirectory: true)
  }

  static var manifest: SnapshotManifest { SnapshotManifest(artifacts: folder) }

  /// Where swift-snapshot-testing keeps the references of the test file at `filePath`.
  static func referencesFolder(testFile filePath: StaticString) -> URL {
    if let referencesOverride { return referencesOverride }
    let file = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
  }
}

extension SnapshotArtifacts {
  /// The reference's file as swift-snapshot-testing names it: `testName.name.ext`, each
  /// with runs of non-word characters made "-" and no "-" at either end.
  static func referenceFile(in folder: URL, testName: String, name: String, pathExtension: String)
    -> URL
  {
    folder.appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).\(pathExtension)")
  }

  private static func sanitized(_ text: String) -> String {
    text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }
}
