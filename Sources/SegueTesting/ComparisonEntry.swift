import Foundation
import Segue
import SegueSDL

#if canImport(Testing)
  import Testing
#endif

/// A comparison's entry in the artifacts folder's manifest, from what the assertion knows.
enum ComparisonEntry {
  enum Outcome {
    case passed
    /// The failure's message and its images by role, relative to the artifacts folder; an
    /// animation's differing frames.
    case failed(message: String, images: [String: String], differing: [Int] = [])
  }

  /// Where the comparison sits in a series: a transition's progress or a replay's time.
  struct Point {
    var series: String
    var progress: Double?
    var time: Double?
  }

  /// Enters a comparison an assertion made: `outcome` is nil when none was made (the
  /// reference was recorded, or missing), and `failure` is swift-snapshot-testing's message.
  static func write(
    outcome: Outcome?, failure: String?, name: String, reference: URL, point: Point?,
    test: TestIdentity, fileID: StaticString, line: UInt,
    animation: SnapshotManifest.Animation? = nil
  ) {
    var entry = SnapshotManifest.Entry(
      test: test.name, name: name, file: "\(fileID)", line: Int(line), outcome: .recorded,
      message: failure ?? "", reference: reference.path, series: point?.series,
      progress: point?.progress, time: point?.time, recordCommand: test.recordCommand,
      animation: animation)
    entry.referenceMetadata = ReferenceMetadata.stored(at: reference)
    switch outcome {
    case .passed: entry.outcome = failure == nil ? .passed : .recorded
    case .failed(_, let images, let differing):
      entry.outcome = .failed
      entry.animation?.differing = differing
      entry.animation?.actual = images["animation"]
      entry.animation?.filmstrip = images["filmstrip"]
      entry.animation?.referenceFrames = images["referenceFrames"]
      entry.animation?.actualFrames = images["actualFrames"]
      entry.referenceCopy = images["reference"]
      entry.actual = images["actual"]
      entry.diff = images["diff"]
    case nil:
      // No comparison: recorded, unless record mode `.never` left the reference missing.
      if !FileManager.default.fileExists(atPath: reference.path) { entry.outcome = .failed }
    }
    write(entry)
  }

  /// Enters a comparison made through the `.image` strategies by `assertSnapshot`, which
  /// tells the strategy neither the reference's path nor its name: the entry names the test
  /// (Swift Testing's current one), and a failure keeps its images.
  static func strategyCompared(_ outcome: Outcome) {
    var file = "", line = 0
    var test = TestIdentity(name: "(a test)", filter: ".")
    #if canImport(Testing)
      if let current = Test.current {
        test = TestIdentity.current(testName: current.name, fileID: "")
        file = current.sourceLocation.fileID
        line = current.sourceLocation.line
      }
    #endif
    var entry = SnapshotManifest.Entry(
      test: test.name, name: "assertSnapshot", file: file, line: line, outcome: .passed,
      message: "", recordCommand: test.recordCommand)
    if case .failed(let message, let images, _) = outcome {
      entry.outcome = .failed
      entry.message = message
      entry.referenceCopy = images["reference"]
      entry.actual = images["actual"]
      entry.diff = images["diff"]
    }
    write(entry)
  }

  private static func write(_ entry: SnapshotManifest.Entry) {
    do {
      try SnapshotArtifacts.manifest.write(entry)
    } catch {
      Diagnostics.warn("cannot enter the comparison in the snapshot manifest: \(error)")
    }
    // A test that binds its own artifacts folder writes its own report.
    if entry.outcome != .passed, SnapshotArtifacts.folderOverride == nil {
      ReportAtExit.schedule(SnapshotArtifacts.folder)
    }
  }
}
