import Foundation
import Segue
import SegueDemos
import SnapshotTesting
import Testing

@testable import SegueTesting

/// What one 5-point `assertTransition` at 390×844 costs in the test build (BENCHMARKS.md),
/// measured from outside: the whole test process is timed with
/// `SEGUE_REPEAT_ASSERT_TRANSITION=N` and with `=0`, and the difference divided by N is one
/// assertion, its rendering, PNG decoding, comparison and manifest entry included.
/// swift-snapshot-testing cannot run under package-benchmark (its `verifySnapshot`
/// synchronises on the main queue, which the benchmark's main actor holds), so this is the
/// harness instead. Skipped unless the variable is set; its assertions compare against
/// references it records first into a folder of its own, so it never touches the
/// committed ones.
@MainActor
@Suite struct AssertTransitionCostHarness {
  nonisolated static let repeats = ProcessInfo.processInfo.environment[
    "SEGUE_REPEAT_ASSERT_TRANSITION"
  ]
  .flatMap { Int($0) }

  @Test(.enabled(if: repeats != nil))
  func navigationPushAtFivePoints() throws {
    let scene = try #require(Scenes.named("navigation"))
    let push = try #require(scene.transition(named: "push"))
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("references")
    try SnapshotArtifacts.$referencesOverride.withValue(references) {
      try SnapshotArtifacts.$folderOverride.withValue(folder) {
        // The references, recorded once (each recording is reported, as expected).
        withSnapshotTesting(record: .missing) {
          withKnownIssue("recording the harness's references") {
            try assertTransition(push, of: scene, testName: "harness")
          }
        }
        for _ in 0..<(Self.repeats ?? 0) {
          try assertTransition(push, of: scene, testName: "harness")
        }
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: references.path).count == 5)
  }
}
