import Foundation
import Segue
import Testing

/// `--record` writes each event as it happens: a real playground under Xvfb, ended by a real
/// signal instead of Escape, leaves a recording that replays.
@Suite(.needsXvfb)
struct RecordingSurvivalTests {
  /// Closing the terminal (SIGHUP), Ctrl-C, kill and Ctrl-\ close the recording and exit
  /// 128 + the signal: the file is whole and holds the clicks made before.
  @Test(arguments: [SIGHUP, SIGINT, SIGTERM, SIGQUIT])
  func aCaughtSignalClosesTheRecording(signalNumber: Int32) async throws {
    let (folder, recording) = try await record { session in
      try await session.signalApp(signalNumber)
      #expect(session.appExitStatus == 128 + signalNumber)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let read = try InputRecording(jsonData: Data(contentsOf: recording), source: recording.path)
    #expect(read.events.filter { if case .pointer = $0 { true } else { false } }.count >= 4)
    try await expectReplays(recording, in: folder, warning: false)
  }

  /// SIGKILL cannot be caught: the file stops after the last event written, and replays up to
  /// it with a warning.
  @Test func aKilledSessionLeavesAReplayableRecording() async throws {
    let (folder, recording) = try await record { session in
      try await session.signalApp(SIGKILL)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOf: recording, encoding: .utf8)
    #expect(!text.hasSuffix("]}\n"), "a killed process cannot have closed it")
    #expect(text.contains(#""phase":"up""#))
    try await expectReplays(recording, in: folder, warning: true)
  }

  /// Opens the playground recording, clicks twice, waits until the window has handled them
  /// and ends it with `end`.
  private func record(
    ending end: (XvfbSession) async throws -> Void
  ) async throws -> (URL, URL) {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    let recording = folder.appendingPathComponent("session.json")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "basics", "--record", recording.path])
    try await session.click(x: 250, y: 400)
    try await session.click(x: 80, y: 250)
    try await session.settle()
    try await end(session)
    return (folder, recording)
  }

  private func expectReplays(_ recording: URL, in folder: URL, warning: Bool) async throws {
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["replay", recording.path, "--frames", "0", "--out", folder.appendingPathComponent("o").path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains("is cut off at line") == warning, "\(result.standardError)")
  }
}
