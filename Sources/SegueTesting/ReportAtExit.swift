import Foundation
import SegueSDL
import Synchronization

/// Writes the report when the test process exits, once, for each artifacts folder a failure
/// was recorded in: the page then counts every comparison of the process, including those
/// after the last failure. Parallel test processes each rewrite it whole from their run's
/// manifest (atomically), so the last to exit leaves the page of the whole run, and of no
/// other run.
enum ReportAtExit {
  private static let folders = Mutex<Set<URL>?>(nil)

  static func schedule(_ artifacts: URL) {
    folders.withLock { folders in
      if folders == nil {
        atexit { ReportAtExit.writeAll() }
        folders = []
      }
      folders?.insert(artifacts)
    }
  }

  private static func writeAll() {
    for folder in folders.withLock({ $0 ?? [] }) {
      let report = SnapshotReport(manifest: SnapshotManifest(artifacts: folder))
      let line: String
      do {
        let summary = try report.write()
        line =
          "snapshot report (\(summary.failed) failed, \(summary.passed) passed, "
          + "\(summary.recorded) recorded): \(report.url.path)"
      } catch {
        line = "warning: cannot write the snapshot report in \(folder.path): \(error)"
      }
      FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
  }
}
