import Foundation
import Testing

/// A real `segue` export interrupted by real signals: it removes its hidden temporaries and
/// exits as a shell expects (128 + the signal); temporaries of processes that died without
/// cleaning up (SIGKILL) are swept by the next run in that folder.
@Suite struct ExportInterruptionTests {
  private let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Recordings/seed004-dismiss-finished.json").path

  /// Starts `arguments`, waits until the export has made a hidden temporary in `folder`,
  /// sends `signalNumber` and returns how the process ended.
  private func interrupt(
    _ arguments: [String], in folder: URL, with signalNumber: Int32
  ) async throws -> (Process.TerminationReason, Int32) {
    let process = Process()
    process.executableURL = TestSupport.segueExecutable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let exited = AsyncStream<Void> { continuation in
      process.terminationHandler = { _ in continuation.finish() }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while !FileSystemSupport.contents(of: folder).contains(where: { $0.hasPrefix(".") }),
      process.isRunning, Date() < deadline
    {
      try await Task.sleep(for: .milliseconds(5))
    }
    kill(process.processIdentifier, signalNumber)
    for await _ in exited {}
    return (process.terminationReason, process.terminationStatus)
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143)] as [(Int32, Int32)])
  func anInterruptedReplayLeavesNothing(signalNumber: Int32, status: Int32) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (reason, code) = try await interrupt(
      [
        "replay", recording, "--inspector", "--out", folder.appendingPathComponent("frames").path,
        "--gif", folder.appendingPathComponent("movie.gif").path,
      ], in: folder, with: signalNumber)
    #expect(reason == .exit && code == status)
    #expect(FileSystemSupport.contents(of: folder) == [])
  }

  @Test func temporariesOfDeadProcessesAreSwept() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A process id that has just ended: nothing runs under it.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let dead = ended.processIdentifier
    let manager = FileManager.default
    _ = manager.createFile(
      atPath: folder.appendingPathComponent(".frame.png.\(dead).abcdefgh.tmp").path,
      contents: Data("stale".utf8))
    try manager.createDirectory(
      at: folder.appendingPathComponent(".frames.\(dead).ABCDEFGH.tmp/inside"),
      withIntermediateDirectories: true)
    // This test process is alive: its temporary stays.
    let live = ".other.png.\(getpid()).zzzzzzzz.tmp"
    _ = manager.createFile(atPath: folder.appendingPathComponent(live).path, contents: nil)
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["render", "--size", "60x60", "--out", folder.appendingPathComponent("frame.png").path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(FileSystemSupport.contents(of: folder) == [live, "frame.png"])
  }
}
