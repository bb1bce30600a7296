import Foundation

/// The record of a test run's snapshot comparisons: one small JSON file per comparison in
/// `segue-manifest/` inside the artifacts folder, written atomically under a fresh UUID name,
/// so parallel test processes never write the same file and a reader never sees half of one.
/// `segue report DIR` and the automatic report read it back.
public struct SnapshotManifest: Sendable {
  /// The folder's name inside the artifacts folder.
  public static let folderName = "segue-manifest"

  /// The artifacts folder (`SNAPSHOT_ARTIFACTS`): the manifest is a folder inside it, the
  /// report a page beside it.
  public let artifacts: URL

  public init(artifacts: URL) {
    self.artifacts = artifacts.standardizedFileURL
  }

  public var folder: URL {
    artifacts.appendingPathComponent(Self.folderName, isDirectory: true)
  }

  /// Writes `entry` as a new file; throws an error naming the file when it cannot.
  public func write(_ entry: Entry) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try AtomicFile.write(
      try encoder.encode(entry),
      // Not flushed to the disk: a test run pays for every comparison's entry, and an entry
      // lost to a power cut is written again by the next run.
      to: folder.appendingPathComponent(Self.fileName()), durable: false)
  }

  /// A new entry's file name: the time of writing in nanoseconds since 1970, zero-padded so
  /// that names sort in time, then a UUID, so that parallel processes never share a name.
  private static func fileName() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    return String(format: "%020llu", nanoseconds) + "-\(UUID().uuidString).json"
  }

  /// Every entry, the newest per reference (a reference compared again, in this run or a
  /// later one, replaces its earlier outcome), and one problem per file that is not an entry.
  public func read() throws -> (entries: [Entry], problems: [String]) {
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    // Files are named by when they were written, so in name order a later comparison of a
    // reference replaces an earlier one.
    var newest: [String: Entry] = [:]
    var problems: [String] = []
    for file in files {
      do {
        let entry = try JSONDecoder().decode(Entry.self, from: Data(contentsOf: file))
        // An entry that does not know its reference (`assertSnapshot` through a strategy)
        // replaces none: two in one test are two comparisons.
        newest[entry.reference ?? file.lastPathComponent] = entry
      } catch {
        problems.append("\(file.lastPathComponent) is not a manifest entry (\(error))")
      }
    }
    return (Array(newest.values), problems)
  }
}
