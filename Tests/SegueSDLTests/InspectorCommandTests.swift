import Foundation
import Segue
import SegueSDL
import Testing

/// `--inspector` on `segue render` and `segue replay`: the whole playground frame, whose
/// device area is what the command draws without it.
@Suite struct InspectorCommandTests {
  @Test func renderDrawsTheInspectorBesideTheDeviceArea() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("device.png")
    let frame = folder.appendingPathComponent("frame.png")
    for (url, extra) in [(device, [String]()), (frame, ["--inspector"])] {
      let result = try await TestSupport.run(
        TestSupport.segueExecutable,
        ["render", "--scene", "navigation", "--size", "300x500", "--scale", "2", "--out", url.path]
          + extra)
      #expect(result.status == 0, "\(result.standardError)")
    }
    let deviceArea = try PNGFile.read(device)
    let whole = try PNGFile.read(frame)
    #expect((whole.width, whole.height) == (1200, 1000))
    #expect(whole.cropped(x: 0, y: 0, width: 600, height: 1000) == deviceArea)
    #expect(whole[900, 10] == (28, 28, 28, 255), "the inspector's background")
  }

  /// The CLI's replay draws the frame the golden test's `assertReplay(…, inspector: true)`
  /// drew from the same recording.
  @MainActor
  @Test func replayRendersTheWholeFrameAsTheGoldenTestDoes() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("swipe.json")
    try InspectorGoldenTests.slowThenFasterSwipe.jsonData().write(to: recording)
    let out = folder.appendingPathComponent("frames")
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["replay", recording.path, "--inspector", "--frames", "2.0", "--out", out.path])
    #expect(result.status == 0, "\(result.standardError)")
    let frame = try PNGFile.read(out.appendingPathComponent("frame-0000.png"))
    let golden = try PNGFile.read(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/InspectorGoldenTests/midSwipe.t2-000.png"))
    let comparison = BitmapComparison(reference: golden, actual: frame, tolerance: 0)
    #expect(
      comparison.passes(maximumFraction: 0),
      "\(comparison.summary(referenceSize: (golden.width, golden.height), actualSize: (frame.width, frame.height)))"
    )
  }
}
