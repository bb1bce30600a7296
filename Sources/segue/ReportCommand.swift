import ArgumentParser
import Foundation
import SeguePlayground
import SegueSDL

/// `segue report DIR`: writes `DIR/segue-report.html` from the manifest a test run left in
/// its artifacts folder (`SNAPSHOT_ARTIFACTS`). A folder that is not there, or holds no
/// manifest, is a usage error (exit 2) and nothing is written.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML report of a test run's snapshot comparisons.",
    discussion: """
      DIR is the artifacts folder of the run (SNAPSHOT_ARTIFACTS; Scripts/test uses \
      ./artifacts). The page, DIR/segue-report.html, opens from the file system with no \
      server: failures first, reference, actual and diff side by side, under a slider and \
      as an onion skin, and the commands that record the failing references again.
      """)

  @Argument(help: "The artifacts folder of a test run.")
  var folder: String

  func validate() throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw ValidationError("the artifacts folder '\(folder)' does not exist")
    }
    guard isFolder.boolValue else {
      throw ValidationError("'\(folder)' is a file, not an artifacts folder")
    }
    let manifest = SnapshotManifest(artifacts: URL(fileURLWithPath: folder, isDirectory: true))
    guard FileManager.default.fileExists(atPath: manifest.folder.path) else {
      throw ValidationError(
        "'\(folder)' holds no \(SnapshotManifest.folderName) folder: not the artifacts folder "
          + "of a test run (SNAPSHOT_ARTIFACTS) that compared snapshots")
    }
  }

  func run() throws {
    let report = SnapshotReport(
      manifest: SnapshotManifest(artifacts: URL(fileURLWithPath: folder, isDirectory: true)))
    let summary: SnapshotReport.Summary
    do {
      summary = try report.write()
    } catch {
      throw RunFailure(description: "cannot write the report: \(error)")
    }
    for problem in summary.problems {
      FileHandle.standardError.write(Data("segue: warning: \(problem)\n".utf8))
    }
    print(
      "\(summary.failed) failed, \(summary.passed) passed, \(summary.recorded) recorded: "
        + report.url.path)
  }
}
