import Foundation
import SegueSDL
@_spi(Internals) import SnapshotTesting

/// Asserts `bitmap` against its PNG reference as `assertSnapshot(of:as: .image(…), named:)`
/// does, and enters the comparison in the manifest with what the calling assertion knows:
/// the reference's path, the transition's progress or the replay's time, the test. The
/// reference carries `variant` (`SnapshotVariant.name`) beside the renderer's versions.
func assertComparedSnapshot(
  of bitmap: Bitmap, named name: String, mode: PixelDifference, maximumDifferingFraction: Double,
  variant: String?, point: ComparisonEntry.Point?, fileID: StaticString,
  file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  assertComparedSnapshot(
    of: bitmap, named: name, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column, point: point
  ) {
    .image(
      mode, maximumDifferingFraction: maximumDifferingFraction, variant: variant, observe: $0)
  }
}

/// Asserts a whole animation against its APNG reference, frame by frame, and enters the
/// comparison in the manifest with every frame's time (and progress). The reference carries
/// `variant` beside the renderer's versions, as a still's does.
func assertComparedSnapshot(
  of animation: RecordedAnimation, named name: String, mode: PixelDifference,
  maximumDifferingFraction: Double, variant: String?, fileID: StaticString,
  file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  assertComparedSnapshot(
    of: animation, named: name, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column,
    animation: SnapshotManifest.Animation(times: animation.times, progress: animation.progress)
  ) {
    .animation(
      mode, maximumDifferingFraction: maximumDifferingFraction, variant: variant, observe: $0)
  }
}

/// Runs swift-snapshot-testing's comparison (its record modes, its reference names) with a
/// diffing that reports its outcome, enters it, and reports a failure as `assertSnapshot`
/// does.
private func assertComparedSnapshot<Value>(
  of value: Value, named name: String, fileID: StaticString, file filePath: StaticString,
  testName: String, line: UInt, column: UInt, point: ComparisonEntry.Point? = nil,
  animation: SnapshotManifest.Animation? = nil,
  diffing: (@escaping (ComparisonEntry.Outcome) -> Void) -> Diffing<Value>
) {
  var outcome: ComparisonEntry.Outcome?
  let strategy = Snapshotting<Value, Value>(
    pathExtension: "png", diffing: diffing { outcome = $0 }
  ) { $0 }
  let references = SnapshotArtifacts.referencesFolder(testFile: filePath)
  let failure = verifySnapshot(
    of: value, as: strategy, named: name, snapshotDirectory: references.path, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
  ComparisonEntry.write(
    outcome: outcome, failure: failure, name: name,
    reference: SnapshotArtifacts.referenceFile(
      in: references, testName: testName, name: name, pathExtension: "png"),
    point: point, test: TestIdentity.current(testName: testName, fileID: fileID), fileID: fileID,
    line: line, animation: animation)
  if let failure {
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
