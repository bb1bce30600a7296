import Foundation
import SegueSDL
import Testing

/// The inspector in the real window under Xvfb: a back swipe in the navigation scene, held
/// mid-way, shows in the window exactly as the headless replay of the session's recording
/// draws the same moment.
@Suite(
  .enabled(
    if: XvfbSession.toolsAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs \(XvfbSession.tools.joined(separator: ", ")) (installed by Scripts/test)"),
  .serialized)
struct InspectorWindowTests {
  /// The navigation scene on a 390×844 device in a fresh X server, recording the session
  /// into a new temporary folder (removed by the caller).
  private func launchNavigation() throws -> (XvfbSession, folder: URL, recording: URL) {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    let recording = folder.appendingPathComponent("session.json")
    do {
      let session = try XvfbSession()
      try session.launch(
        ["--scene", "navigation", "--size", "390x844", "--record", recording.path])
      return (session, folder, recording)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  @Test func aHeldSwipeShowsInTheWindowAsItsReplayDrawsIt() throws {
    let (session, folder, recording) = try launchNavigation()
    defer { try? FileManager.default.removeItem(at: folder) }
    var frame = try session.capture()
    try session.wait("the first frame") {
      frame = try session.capture()
      return (frame.width, frame.height) == (690, 844) && frame[200, 600] == (0, 122, 255, 255)
    }

    // Press at the left edge and drag right 150 points in 15 moves, 30 ms apart; hold.
    var press = ["mousemove", "--window", session.windowID, "5", "500", "mousedown", "1"]
    for x in stride(from: 15, through: 155, by: 10) {
      press += ["sleep", "0.03", "mousemove", "--window", session.windowID, "\(x)", "500"]
    }
    try session.xdotool(press)
    // Resting: the pop holds still and the inspector shows a release at zero velocity.
    var held = try session.capture()
    try session.wait("the held swipe to settle") {
      Thread.sleep(forTimeInterval: 0.2)
      let next = try session.capture()
      defer { held = next }
      return next == held && next[100, 600] != (0, 122, 255, 255)
    }
    try session.xdotool(["mouseup", "1"])
    Thread.sleep(forTimeInterval: 0.6)
    try session.quitWithEscape()
    #expect(session.appExitStatus == 0)

    // The replay at 0.2 s after the last move of the drag.
    let text = try String(contentsOf: recording, encoding: .utf8)
    let lines = text.split(separator: "\n")
    let up = try #require(lines.firstIndex { $0.contains(#""phase":"up""#) })
    let lastMove = try #require(lines[..<up].last { $0.contains(#""phase":"move""#) })
    let time = try #require(Self.time(in: lastMove))
    let out = folder.appendingPathComponent("frames")
    let result = try TestSupport.run(
      TestSupport.segueExecutable,
      [
        "replay", recording.path, "--inspector", "--frames", String(format: "%.3f", time + 0.2),
        "--out", out.path,
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
  @Test func aResizeAndTheIKeyRearrangeTheRealWindow() throws {
    let (session, folder, recording) = try launchNavigation()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
    let panel: (UInt8, UInt8, UInt8, UInt8) = (28, 28, 28, 255)
    func shows(_ width: Int, _ probes: [(Int, (UInt8, UInt8, UInt8, UInt8))]) throws -> Bool {
      let frame = try session.capture()
      return frame.width == width && probes.allSatisfy { frame[$0.0, 400] == $0.1 }
    }
    try session.wait("the first frame") { try shows(690, [(380, blue), (400, panel)]) }
    try session.xdotool(["windowsize", session.windowID, "800", "600"])
    try session.wait("the device area to take 500 of 800 points") {
      try shows(800, [(490, blue), (510, panel)])
    }
    try session.xdotool(["windowfocus", "--sync", session.windowID])
    try session.xdotool(["key", "I"])
    try session.wait("I to hide the inspector") { try shows(800, [(790, blue)]) }
    try session.xdotool(["key", "I"])
    try session.wait("I to show it again") { try shows(800, [(490, blue), (510, panel)]) }
    try session.quitWithEscape()
    #expect(session.appExitStatus == 0)
    let text = try String(contentsOf: recording, encoding: .utf8)
    #expect(text.contains(#""width":390,"height":844"#), "the device size at the start")
    #expect(text.contains(#"{"type":"resize","width":500,"height":600"#), "\(text)")
  }

  /// The `"time"` of one event line of a recording.
  private static func time(in line: Substring) -> TimeInterval? {
    guard let range = line.range(of: #""time":"#) else { return nil }
    return TimeInterval(line[range.upperBound...].prefix { "0123456789.eE-".contains($0) })
  }
}
