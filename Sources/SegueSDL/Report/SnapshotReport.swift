import Foundation
import Segue

/// The page that reviews a test run's snapshot comparisons: `segue-report.html` beside the
/// manifest in the artifacts folder. One static HTML file with its CSS and JavaScript inline
/// and the images referenced by relative paths, so it opens from `file://` with no server;
/// failures first, each with reference, actual and diff side by side, under a slider and as
/// an onion skin; a transition's progress points or a replay's frame times in a row; the
/// commands that record the failing references again. A missing or unreadable image is named
/// on its entry and the rest still renders.
public struct SnapshotReport: Sendable {
  public static let fileName = "segue-report.html"

  public let manifest: SnapshotManifest

  public init(manifest: SnapshotManifest) {
    self.manifest = manifest
  }

  public var url: URL { manifest.artifacts.appendingPathComponent(Self.fileName) }

  /// How many comparisons passed, failed or were recorded, and the manifest files that could
  /// not be read.
  public struct Summary: Equatable, Sendable {
    public var passed = 0
    public var failed = 0
    public var recorded = 0
    public var problems: [String] = []
  }

  /// Reads the manifest and writes the page (atomically); throws when the manifest folder
  /// cannot be listed or the page cannot be written.
  @discardableResult
  public func write() throws -> Summary {
    let (entries, problems) = try manifest.read()
    var summary = Summary(problems: problems)
    for entry in entries {
      switch entry.outcome {
      case .passed: summary.passed += 1
      case .failed: summary.failed += 1
      case .recorded: summary.recorded += 1
      }
    }
    let page = Self.page(
      entries: Self.ordered(entries).map(pageEntry), summary: summary, font: fontPath)
    try AtomicFile.write(Data(page.utf8), to: url)
    return summary
  }

  /// Failures first, then recordings, then passes; within each by test, series and point.
  static func ordered(_ entries: [SnapshotManifest.Entry]) -> [SnapshotManifest.Entry] {
    let rank: [SnapshotManifest.Entry.Outcome: Int] = [.failed: 0, .recorded: 1, .passed: 2]
    return entries.sorted {
      (rank[$0.outcome]!, $0.test, $0.series ?? "", $0.progress ?? $0.time ?? 0, $0.name)
        < (rank[$1.outcome]!, $1.test, $1.series ?? "", $1.progress ?? $1.time ?? 0, $1.name)
    }
  }

  /// The shipped DejaVu Sans, so the page renders with the same glyphs on every machine
  /// that has the Segue checkout (browsers that refuse fonts across `file://` folders fall
  /// back to an installed DejaVu Sans, then to sans-serif).
  private var fontPath: String? {
    let font = Assets.url("Fonts/DejaVuSans.ttf")
    return FileManager.default.fileExists(atPath: font.path) ? relativeLink(to: font.path) : nil
  }
}
