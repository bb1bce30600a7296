import Foundation
import Segue
import SegueDemos
import SegueSDL
import Testing

/// The screenshot key and a resize mid-transition in the real window under Xvfb, with real
/// key presses and a real X resize (xdotool).
@Suite(.needsXvfb, .serialized)
@MainActor
struct WindowTimeControlTests {
  /// `P` writes exactly the frame the window shows (here paused mid-transition) to a new,
  /// timestamped PNG in the `--screenshots` folder and prints its path; a second press
  /// never replaces the first file.
  @Test func screenshotKeyWritesTheFrameTheWindowShows() throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shots = folder.appendingPathComponent("shots", isDirectory: true)
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: false)
    let printed = folder.appendingPathComponent("stdout.txt")
    FileManager.default.createFile(atPath: printed.path, contents: nil)
    let session = try XvfbSession()
    try session.launch(
      ["--scene", "seed000-present", "--screenshots", shots.path],
      standardOutput: try FileHandle(forWritingTo: printed))
    _ = try session.settledCapture()
    try session.key("space")
    try session.click(x: 195, y: 422)
    Thread.sleep(forTimeInterval: 0.3)
    try session.key(Array(repeating: "period", count: 10))
    let shown = try session.settledCapture()

    func files() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted()
    }
    try session.key("p")
    try session.wait("the screenshot") { try files().count == 1 }
    try session.key("p")
    try session.wait("the second screenshot") { try files().count == 2 }
    try session.quitWithEscape()

    let names = try files()
    let pattern = #/segue-\d{4}-\d\d-\d\d-at-\d\d\.\d\d\.\d\d(-2)?\.png/#
    #expect(names.allSatisfy { $0.wholeMatch(of: pattern) != nil }, "\(names)")
    for name in names {
      let shot = try PNGFile.read(shots.appendingPathComponent(name))
      #expect(shot == shown, "\(name) is the frame the window showed")
    }
    let lines = try String(contentsOf: printed, encoding: .utf8).split(separator: "\n")
    #expect(Set(lines.map(String.init)) == Set(names.map { shots.appendingPathComponent($0).path }))
  }

  /// The navigation scene in slow motion (×5: the push takes 1.75 s) resized by X while the
  /// push runs: once it settles, the window's device area (the window less the inspector)
  /// shows what the headless renderer draws at the new size after a replay of the session.
  @Test func resizeMidTransitionSettlesToTheHeadlessFrameAtTheNewSize() throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.json")
    let session = try XvfbSession()
    try session.launch(["--scene", "navigation", "--record", recording.path])
    let first = try session.settledCapture()
    try session.key("s")
    try session.click(x: 200, y: 500)
    try session.wait("the push to start") { try session.capture() != first }
    let inspector = Int(PlaygroundApp.inspectorWidth)
    try session.xdotool(["windowsize", session.windowID, "\(430 + inspector)", "700"])
    var window = try session.settledCapture()
    try session.wait("the window to take its new size") {
      window = try session.settledCapture()
      return window.width == 430 + inspector && window.height == 700
    }
    let settled = window.topLeft(width: 430, height: 700)
    #expect(settled[420, 600] == (52, 199, 89, 255), "green fills the new device width")
    try session.quitWithEscape()

    let recorded = try InputRecording(
      jsonData: try Data(contentsOf: recording), source: recording.lastPathComponent)
    #expect(recorded.events.contains { if case .resize = $0 { true } else { false } })
    // Replay frames keep the recording's first size; render the last one at the window's.
    var replayed = Bitmap(width: 0, height: 0)
    try PlaygroundApp(replaying: recorded).replay(recorded, frames: .times([recorded.duration])) {
      _, _, window in
      replayed = try HeadlessRenderer(size: window.bounds.size).render(window)
    }
    let comparison = BitmapComparison(reference: replayed, actual: settled, tolerance: 2)
    #expect(
      comparison.passes(maximumFraction: 0.001),
      "window vs replay: \(comparison.summary(referenceSize: (replayed.width, replayed.height), actualSize: (settled.width, settled.height)))"
    )
  }
}
