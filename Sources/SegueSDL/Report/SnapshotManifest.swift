import Foundation
import Synchronization

/// The record of a test run's snapshot comparisons: one small JSON file per comparison in
/// the run's own folder of `segue-manifest/` inside the artifacts folder
/// (`segue-manifest/RUN/`, `TestRun`), written atomically under a fresh UUID name, so
/// parallel test processes never write the same file and a reader never sees half of one.
/// The report describes one run: earlier runs' comparisons, in the same artifacts folder
/// (the temporary folder every package on the machine shares by default), are not its
/// business, and a run's first comparison removes the folders of the runs that are over.
/// `segue report DIR` and the automatic report read it back.
public struct SnapshotManifest: Sendable {
  /// The folder's name inside the artifacts folder.
  public static let folderName = "segue-manifest"

  /// The artifacts folder (`SNAPSHOT_ARTIFACTS`): the manifest is a folder inside it, the
  /// report a page beside it.
  public let artifacts: URL
  /// The run whose comparisons this manifest holds.
  public let run: TestRun

  public init(artifacts: URL, run: TestRun = .current) {
    self.artifacts = artifacts.standardizedFileURL
    self.run = run
  }

  /// `segue-manifest/`, a folder for each run.
  public var runsFolder: URL {
    artifacts.appendingPathComponent(Self.folderName, isDirectory: true)
  }

  /// The run's folder of entries.
  public var folder: URL {
    runsFolder.appendingPathComponent(run.name, isDirectory: true)
  }

  /// The folder the run's failed comparisons write their images to, `segue-diffs/RUN/`:
  /// removed with the run's entries, so that images do not pile up in the temporary folder
  /// run after run, and one run's never stand for another's.
  public var imagesFolder: URL {
    imageRunsFolder.appendingPathComponent(run.name, isDirectory: true)
  }

  /// The folder's name inside the artifacts folder that holds each run's images.
  public static let imagesFolderName = "segue-diffs"

  /// `segue-diffs/`, a folder of images for each run.
  private var imageRunsFolder: URL {
    artifacts.appendingPathComponent(Self.imagesFolderName, isDirectory: true)
  }

  /// `url` (inside the artifacts folder) as the report names it: relative to the artifacts
  /// folder.
  public func relativePath(of url: URL) -> String {
    let base = artifacts.path.hasSuffix("/") ? artifacts.path : artifacts.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// Writes `entry` as a new file; throws an error naming the file when it cannot.
  public func write(_ entry: Entry) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    removeFinishedRuns()
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

  /// Every entry of the run, the newest per reference (a reference compared again in the
  /// run replaces its earlier outcome), and one problem per file that is not an entry.
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

  /// The manifest of the run that compared last in `artifacts` (a finished run's is kept
  /// until the next run compares), nil when no run left an entry there.
  public static func latest(in artifacts: URL) -> SnapshotManifest? {
    let runs = SnapshotManifest(artifacts: artifacts).runsFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? []
    // Entry files are named by when they were written: the run with the greatest name
    // compared last.
    let newest = names.compactMap { name -> (String, TestRun)? in
      guard let run = TestRun(name: name),
        let last = try? FileManager.default.contentsOfDirectory(
          atPath: runs.appendingPathComponent(name).path
        ).filter({ $0.hasSuffix(".json") }).max()
      else { return nil }
      return (last, run)
    }.max { $0.0 < $1.0 }
    return newest.map { SnapshotManifest(artifacts: artifacts, run: $0.1) }
  }

  /// The runs folders this process has cleared, each once for each of its runs.
  private static let cleared = Mutex<Set<String>>([])

  /// Removes the folders of the runs that are over (their entries and their images), the
  /// first time this process writes an entry of its run here: the last run's manifest stays
  /// for `segue report` until the next run begins, and runs still going (another package's
  /// tests sharing the temporary folder) keep theirs.
  private func removeFinishedRuns() {
    guard Self.cleared.withLock({ $0.insert(folder.path).inserted }) else { return }
    let manager = FileManager.default
    // A run's images may outlive its entries (a run that failed to write one).
    let names = Set(
      [runsFolder, imageRunsFolder].flatMap {
        (try? manager.contentsOfDirectory(atPath: $0.path)) ?? []
      })
    for name in names {
      guard let other = TestRun(name: name), other != run, other.isFinished else { continue }
      // Another process of this run may be removing it too: either removal will do.
      try? manager.removeItem(at: runsFolder.appendingPathComponent(name, isDirectory: true))
      try? manager.removeItem(at: imageRunsFolder.appendingPathComponent(name, isDirectory: true))
    }
  }
}
