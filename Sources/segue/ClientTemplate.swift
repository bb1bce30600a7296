import Foundation
import Segue

/// The package `segue init` writes: `Assets/Template` with `__NAME__` replaced by the
/// package's name in paths and text, and Segue's dependency filled in. The sample transition,
/// playground and test are plain files there, readable as they will be in the new package.
struct ClientTemplate {
  /// Names the package, its folder, its library module (`NAME`), playground (`NAMEPlayground`)
  /// and tests (`NAMETests`).
  let name: String
  let segue: SegueLocation

  static var folder: URL { Assets.url("Template") }

  /// Writes every template file under `root`, which exists and is empty.
  func write(into root: URL) throws {
    let manager = FileManager.default
    let template = Self.folder.standardizedFileURL
    guard let files = manager.enumerator(at: template, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: template.path])
    }
    for case let file as URL in files {
      guard !file.hasDirectoryPath else { continue }
      let relative = String(file.standardizedFileURL.path.dropFirst(template.path.count + 1))
      let target = root.appendingPathComponent(filled(relative))
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data(filled(text).utf8).write(to: target)
    }
  }

  private func filled(_ text: String) -> String {
    text.replacingOccurrences(of: "__SEGUE_DEPENDENCY__", with: segue.dependency)
      .replacingOccurrences(of: "__SEGUE_PACKAGE__", with: segue.identity)
      .replacingOccurrences(of: "__SEGUE_REFERENCE__", with: segue.readmeReference)
      .replacingOccurrences(of: "__NAME__", with: name)
  }
}
