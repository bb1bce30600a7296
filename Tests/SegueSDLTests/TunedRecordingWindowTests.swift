import Foundation
import Segue
import SegueSDL
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// `segue --config FILE --record FILE` in a real window under Xvfb: the recording starts
/// with the config's tuning, the tuning keys typed into the window are recorded, and a
/// replay ends with the same tuning.
@Suite(.needsXvfb)
struct TunedRecordingWindowTests {
  @Test func theRecordingCarriesTheConfigAndTheTuningKeys() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.json")
    let strict = ConfigCommandTests.configs.appendingPathComponent("navigation-strict.json")
    let session = try await XvfbSession()
    try await session.launch(["--config", strict.path, "--record", file.path, "--size", "390x844"])
    // Five Downs from "duration" select the progress threshold; Right raises it by 0.05.
    try await session.key("Down", "Down", "Down", "Down", "Down", "Right")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)

    let recording = try InputRecording(jsonData: Data(contentsOf: file), source: "session.json")
    #expect(recording.scene == "navigation")
    let keys = recording.events.compactMap { if case .key(let key) = $0 { key.key } else { nil } }
    #expect(keys == ["Down", "Down", "Down", "Down", "Down", "Right", "Escape"])
    try await MainActor.run {
      let app = try PlaygroundApp(replaying: recording)
      #expect(app.tuning == Tuning(policy: .progress, progressThreshold: 0.8))
      app.replay(recording, frames: .all) { _, _, _ in }
      #expect(app.tuning == Tuning(policy: .progress, progressThreshold: 0.85))
    }
  }
}
