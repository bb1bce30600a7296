import Foundation
import Segue
import SegueSDL
import Testing

/// The inspector in the real window under Xvfb: a back swipe in the navigation scene, held
/// mid-way, shows in the window exactly as the headless replay of the session's recording
/// draws the same moment.
@Suite(.needsXvfb)
struct InspectorWindowTests {
  /// The navigation scene on a 390×844 device in a fresh X server, recording the session
  /// into a new temporary folder (removed by the caller).
  private func launchNavigation() async throws -> (XvfbSession, folder: URL, recording: URL) {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    let recording = folder.appendingPathComponent("session.json")
    do {
      let session = try await XvfbSession()
      try await session.launch(
        ["--scene", "navigation", "--size", "390x844", "--record", recording.path])
      return (session, folder, recording)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  @Test func aHeldSwipeShowsInTheWindowAsItsReplayDrawsIt() async throws {
    let (session, folder, recording) = try await launchNavigation()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frame = try await session.settledCapture()
    #expect((frame.width, frame.height) == (690, 844) && frame[200, 600] == (0, 122, 255, 255))

    // Press at the left edge and drag right 150 points in 15 moves, 30 ms apart; hold.
    var press = ["mousemove", "--window", session.windowID, "5", "500", "mousedown", "1"]
    for x in stride(from: 15, through: 155, by: 10) {
      press += ["sleep", "0.03", "mousemove", "--window", session.windowID, "\(x)", "500"]
    }
    try await session.timedGesture(press)
    // Resting: once the window is idle the pop holds still and the inspector shows a
    // release at zero velocity, as from the velocity's stop interval after the last move on.
    let held = try await session.settledCapture()
    #expect(held[100, 600] != (0, 122, 255, 255), "the pop follows the held swipe")
    try await session.xdotool(["mouseup", "1"])
    try await session.settle()
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)

    // The replay at a moment of the rest: past the velocity's stop interval after the last
    // move (the window went idle only then), before the release (sent after the capture).
    let recorded = try InputRecording(
      jsonData: Data(contentsOf: recording), source: recording.lastPathComponent)
    let pointer = recorded.events.compactMap {
      if case .pointer(let input) = $0 { input } else { nil }
    }
    let up = try #require(pointer.firstIndex { $0.phase == .up })
    let lastMove = try #require(pointer[..<up].last { $0.phase == .move })
    let restStart = lastMove.timestamp + (await UIPanGestureRecognizer.stopInterval)
    let release = pointer[up].timestamp
    #expect(release > restStart, "the release came during the rest")
    let out = folder.appendingPathComponent("frames")
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      [
        "replay", recording.path, "--inspector", "--frames",
        String(format: "%.3f", (restStart + release) / 2), "--out", out.path,
      ])
    #expect(result.status == 0, "\(result.standardError)")
    let replayed = try PNGFile.read(out.appendingPathComponent("frame-0000.png"))
    let comparison = BitmapComparison(reference: held, actual: replayed, tolerance: 2)
    #expect(
      comparison.passes(maximumFraction: 0.001),
      "window vs replay: \(comparison.summary(referenceSize: (held.width, held.height), actualSize: (replayed.width, replayed.height)))"
    )
  }

  /// Resizing the window gives the device area what the inspector leaves (and the recording
  /// keeps the device's size); `I` hands the whole window to the device and back.
  @Test func aResizeAndTheIKeyRearrangeTheRealWindow() async throws {
    let (session, folder, recording) = try await launchNavigation()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
    let panel: (UInt8, UInt8, UInt8, UInt8) = (28, 28, 28, 255)
    func expectShows(
      _ width: Int, _ probes: [(Int, (UInt8, UInt8, UInt8, UInt8))], _ what: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let frame = try await session.settledCapture()
      #expect(
        frame.width == width && probes.allSatisfy { frame[$0.0, 400] == $0.1 }, "\(what)",
        sourceLocation: sourceLocation)
    }
    try await expectShows(690, [(380, blue), (400, panel)], "the first frame")
    try await session.xdotool(["windowsize", "--sync", session.windowID, "800", "600"])
    try await expectShows(800, [(490, blue), (510, panel)], "the device area in 500 of 800 points")
    try await session.key("I")
    try await expectShows(800, [(790, blue)], "I hides the inspector")
    try await session.key("I")
    try await expectShows(800, [(490, blue), (510, panel)], "I shows it again")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
    let text = try String(contentsOf: recording, encoding: .utf8)
    #expect(text.contains(#""width":390,"height":844"#), "the device size at the start")
    #expect(text.contains(#"{"type":"resize","width":500,"height":600"#), "\(text)")
  }
}
