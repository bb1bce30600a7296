import Foundation
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// The playground in a real SDL window under Xvfb, clicked with xdotool. Needs Xvfb, xdotool
/// and ImageMagick (`Scripts/test` installs them); in CI their absence is a failure.
@Suite(
  .enabled(
    if: XvfbSession.toolsAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs \(XvfbSession.tools.joined(separator: ", ")) (installed by Scripts/test)"),
  .serialized)
struct WindowEndToEndTests {
  @Test func windowShowsTheSceneAndAClickRaisesACard() throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try XvfbSession()
    try session.launch(["--scene", "basics", "--size", "390x844"])

    // The first frame in the window is the headless golden of the same scene.
    let headless = try PNGFile.read(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GoldenViewTests/basicsScene.1.png"))
    var before = try session.capture()
    var firstFrame = BitmapComparison(reference: headless, actual: before, tolerance: 2)
    try? session.wait("the first frame") {
      before = try session.capture()
      firstFrame = BitmapComparison(reference: headless, actual: before, tolerance: 2)
      return firstFrame.passes(maximumFraction: 0.001)
    }
    #expect(
      firstFrame.passes(maximumFraction: 0.001),
      "window vs headless: \(firstFrame.summary(referenceSize: (390, 844), actualSize: (before.width, before.height)))"
    )

    // Orange is partly under Blue; clicking Orange's visible part raises it.
    try session.click(x: 80, y: 250)
    var after = before
    try session.wait("the click to redraw the window") {
      after = try session.capture()
      return after != before
    }
    assertSnapshot(of: after, as: .image(tolerance: 2, maximumDifferingFraction: 0.001))
    #expect(after[245, 380] == before[70, 380], "orange now covers blue where they overlap")

    // Escape, typed as a real key press (XTEST) into the focused window, quits cleanly.
    try session.xdotool(["windowfocus", "--sync", session.windowID])
    try session.xdotool(["key", "Escape"])
    try session.wait("the playground to quit on Escape") { !session.appIsRunning }
    #expect(session.appExitStatus == 0)
  }
}
