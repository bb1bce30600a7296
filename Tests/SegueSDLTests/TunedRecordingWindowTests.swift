import Foundation
import Segue
import SegueSDL
import Testing

@testable import SegueDemos

/// `segue --config FILE --record FILE` in a real window under Xvfb: the recording starts
/// with the config's tuning, the tuning keys typed into the window are recorded, and a
/// replay ends with the same tuning.
@Suite(
  .enabled(
    if: XvfbSession.toolsAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs \(XvfbSession.tools.joined(separator: ", ")) (installed by Scripts/test)"),
  .serialized)
struct TunedRecordingWindowTests {
  @MainActor
  @Test func theRecordingCarriesTheConfigAndTheTuningKeys() throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.json")
    let strict = ConfigCommandTests.configs.appendingPathComponent("navigation-strict.json")
    let session = try XvfbSession()
    try session.launch(["--config", strict.path, "--record", file.path, "--size", "390x844"])
    try session.xdotool(["windowfocus", "--sync", session.windowID])
    // Five Downs from "duration" select the progress threshold; Right raises it by 0.05.
    try session.xdotool(["key", "--delay", "50", "Down", "Down", "Down", "Down", "Down", "Right"])
    try session.quitWithEscape()
    #expect(session.appExitStatus == 0)

    let recording = try InputRecording(jsonData: Data(contentsOf: file), source: "session.json")
    #expect(recording.scene == "navigation")
    let keys = recording.events.compactMap { if case .key(let key) = $0 { key.key } else { nil } }
    #expect(keys == ["Down", "Down", "Down", "Down", "Down", "Right", "Escape"])
    let app = try PlaygroundApp(replaying: recording)
    #expect(app.tuning == Tuning(policy: .progress, progressThreshold: 0.8))
    app.replay(recording, frames: .all) { _, _, _ in }
    #expect(app.tuning == Tuning(policy: .progress, progressThreshold: 0.85))
  }
}
