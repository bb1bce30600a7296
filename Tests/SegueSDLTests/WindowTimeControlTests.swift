import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import Testing

/// The screenshot key and a resize mid-transition in the real window under Xvfb, with real
/// key presses and a real X resize (xdotool).
@Suite(.needsXvfb)
struct WindowTimeControlTests {
  /// `P` writes exactly the frame the window shows (here paused mid-transition) to a new,
  /// timestamped PNG in the `--screenshots` folder and prints its path; a second press
  /// never replaces the first file.
  @Test func screenshotKeyWritesTheFrameTheWindowShows() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shots = folder.appendingPathComponent("shots", isDirectory: true)
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: false)
    let printed = folder.appendingPathComponent("stdout.txt")
    _ = FileManager.default.createFile(atPath: printed.path, contents: nil)
    let session = try await XvfbSession()
    try await session.launch(
      ["--scene", "seed000-present", "--screenshots", shots.path],
      standardOutput: try FileHandle(forWritingTo: printed))
    try await session.key("space")
    try await session.click(x: 195, y: 422)
    try await session.settle()
    try await session.key(Array(repeating: "period", count: 10))
    let shown = try await session.settledCapture()

    func files() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted()
    }
    try await session.key("p")
    try await session.settle()
    #expect(try files().count == 1)
    try await session.key("p")
    try await session.settle()
    #expect(try files().count == 2)
    try await session.quitWithEscape()

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

  /// The navigation scene resized by X in the middle of a push (paused by Space five frames
  /// in, resized, then resumed): once it settles, the window's device area (the window less
  /// the inspector) shows what the headless renderer draws at the new size after a replay
  /// of the session.
  @Test func resizeMidTransitionSettlesToTheHeadlessFrameAtTheNewSize() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.json")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "navigation", "--record", recording.path])
    try await session.key("space")
    try await session.click(x: 200, y: 500)
    try await session.settle()
    try await session.key(Array(repeating: "period", count: 5))
    let inspector = await Int(PlaygroundApp.inspectorWidth)
    try await session.xdotool([
      "windowsize", "--sync", session.windowID, "\(430 + inspector)", "700",
    ])
    try await session.settle()
    try await session.key("space")
    let window = try await session.settledCapture()
    #expect(window.width == 430 + inspector && window.height == 700, "the window's new size")
    let settled = window.topLeft(width: 430, height: 700)
    #expect(settled[420, 600] == (52, 199, 89, 255), "green fills the new device width")
    try await session.quitWithEscape()

    let recorded = try InputRecording(
      jsonData: try Data(contentsOf: recording), source: recording.lastPathComponent)
    // In the recording, the resize comes after the click that pushed and before the Space
    // that resumed the paused push.
    let events = recorded.events
    let click = events.firstIndex {
      if case .pointer(let input) = $0 { input.phase == .up } else { false }
    }
    let resize = events.firstIndex { if case .resize = $0 { true } else { false } }
    let resume = events.lastIndex {
      if case .key(let key) = $0 { key.key == "Space" } else { false }
    }
    #expect(click != nil && resize != nil && resume != nil)
    #expect(click ?? .max < resize ?? -1 && resize ?? .max < resume ?? -1, "\(events)")
    let replayed = try await Self.lastFrame(of: recorded)
    let comparison = BitmapComparison(reference: replayed, actual: settled, tolerance: 2)
    #expect(
      comparison.passes(maximumFraction: 0.001),
      "window vs replay: \(comparison.summary(referenceSize: (replayed.width, replayed.height), actualSize: (settled.width, settled.height)))"
    )
  }

  /// The replay's last frame, at the size the window had then (replay frames keep the
  /// recording's first size).
  @MainActor
  private static func lastFrame(of recorded: InputRecording) throws -> Bitmap {
    var replayed = Bitmap(width: 0, height: 0)
    try PlaygroundApp(replaying: recorded).replay(recorded, frames: .times([recorded.duration])) {
      _, _, window in
      replayed = try HeadlessRenderer(size: window.bounds.size).render(window)
    }
    return replayed
  }
}
