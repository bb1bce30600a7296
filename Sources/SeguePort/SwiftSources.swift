import Foundation

/// The Swift files a command line names: files as given, folders searched for `*.swift`
/// (hidden folders such as `.build` skipped), each with the path it keeps under `--out`.
public struct SwiftSources {
  public struct Entry: Equatable, Sendable {
    public let url: URL
    /// Under the folder it was found in, or the file's own name when named directly.
    public let relativePath: String
    /// As the user named it: the folder given, then the path under it.
    public let displayPath: String
  }

  /// Why a path cannot be ported; it names the path.
  public struct Problem: Error, CustomStringConvertible {
    public let description: String
  }

  public let entries: [Entry]

  public init(_ paths: [String]) throws {
    var entries: [Entry] = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw Problem(description: "'\(path)' does not exist")
      }
      guard isDirectory.boolValue else {
        guard url.pathExtension == "swift" else {
          throw Problem(description: "'\(path)' is not a .swift file")
        }
        entries.append(Entry(url: url, relativePath: url.lastPathComponent, displayPath: path))
        continue
      }
      let found = Self.swiftFiles(in: url, named: path)
      guard !found.isEmpty else { throw Problem(description: "'\(path)' holds no .swift file") }
      entries += found
    }
    var seen: [String: URL] = [:]
    self.entries = entries.filter { entry in
      guard let other = seen[entry.relativePath] else {
        seen[entry.relativePath] = entry.url
        return true
      }
      return other != entry.url
    }
    if let clash = Dictionary(grouping: self.entries, by: \.relativePath).first(where: {
      $0.value.count > 1
    }) {
      throw Problem(
        description: "'\(clash.value[0].url.path)' and '\(clash.value[1].url.path)' would both"
          + " be '\(clash.key)' under --out")
    }
  }

  private static func swiftFiles(in folder: URL, named path: String) -> [Entry] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    return (enumerator?.allObjects as? [URL] ?? [])
      .map(\.standardizedFileURL)
      .filter { $0.pathExtension == "swift" && $0.path.hasPrefix(base) }
      .map { url in
        let relativePath = String(url.path.dropFirst(base.count))
        let display = path.hasSuffix("/") ? path + relativePath : "\(path)/\(relativePath)"
        return Entry(url: url, relativePath: relativePath, displayPath: display)
      }
      .sorted { $0.relativePath < $1.relativePath }
  }
}
