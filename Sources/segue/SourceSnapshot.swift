import Foundation

/// What `segue watch` compares to notice an edit: the modification time and size of each
/// file under the package's `Sources` folder, and of its `Package.swift`. Hidden files (an
/// editor's swap and backup files) do not count. Read by polling at `WatchCommand`'s
/// interval rather than inotify: the same on every file system (a shared folder, a
/// container's mount) and every editor's way of saving (in place or by a rename).
struct SourceSnapshot: Equatable {
  private var files: [String: [Double]] = [:]

  init(package: URL) {
    let manager = FileManager.default
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    var found = [package.appendingPathComponent("Package.swift")]
    if let walk = manager.enumerator(
      at: package.appendingPathComponent("Sources"), includingPropertiesForKeys: keys,
      options: [.skipsHiddenFiles])
    {
      for case let url as URL in walk { found.append(url) }
    }
    for url in found {
      guard let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      files[url.path] = [
        values.contentModificationDate?.timeIntervalSinceReferenceDate ?? 0,
        Double(values.fileSize ?? 0),
      ]
    }
  }
}
