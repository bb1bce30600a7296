import ArgumentParser
import Foundation
import SeguePlayground
import SegueSDL

/// `segue report DIR`: writes `DIR/segue-report.html` from the manifest the last test run
/// left in its artifacts folder (`SNAPSHOT_ARTIFACTS`). A folder that is not there, or holds
/// no run's manifest, is a usage error (exit 2) and nothing is written.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML report of a test run's snapshot comparisons.",
    discussion: """
      DIR is the artifacts folder of the run (SNAPSHOT_ARTIFACTS, else the temporary \
      folder; Scripts/test uses ./artifacts); the page describes the last run that compared \
      snapshots there. The page, DIR/segue-report.html, opens from the file system with no \
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
    let artifacts = URL(fileURLWithPath: folder, isDirectory: true)
    let runs = SnapshotManifest(artifacts: artifacts).runsFolder
    guard FileManager.default.fileExists(atPath: runs.path) else {
      throw ValidationError(
        "'\(folder)' holds no \(SnapshotManifest.folderName) folder: not the artifacts folder "
          + "of a test run (SNAPSHOT_ARTIFACTS) that compared snapshots")
    }
    guard SnapshotManifest.latest(in: artifacts) != nil else {
      throw ValidationError(
        "'\(runs.path)' holds no test run's comparisons: run the tests that compare "
          + "snapshots first")
    }
  }

  func run() throws {
    // `validate` found a run; its folder may have gone since (a new run began).
    guard
      let manifest = SnapshotManifest.latest(
        in: URL(fileURLWithPath: folder, isDirectory: true))
    else {
      throw RunFailure(description: "the test run's manifest in '\(folder)' has gone")
    }
    let report = SnapshotReport(manifest: manifest)
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
