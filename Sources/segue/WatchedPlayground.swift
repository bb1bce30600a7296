import Foundation
import SeguePlayground

/// One build's playground under `segue watch`: started with `--watched --record FILE` (and
/// `--resume` the previous build's file), its standard input a pipe the build reports go
/// down (`BuildReportInput` reads them), its output the terminal's.
final class WatchedPlayground {
  let process = Process()
  /// The session's recording this build writes.
  let session: URL
  private let input = Pipe()

  init(
    executable: URL, arguments: [String], session: URL, resuming previous: URL?,
    children: WatchChildren
  ) throws {
    self.session = session
    process.executableURL = executable
    process.arguments =
      arguments + ["--watched", "--record", session.path]
      + (previous.map { ["--resume", $0.path] } ?? [])
    process.standardInput = input
    try children.run(process, endedBy: SIGTERM)
  }

  /// Waits until the window is up (the session clock it writes then exists): false if the
  /// process ended first or `timeout` seconds passed.
  func waitUntilShown(timeout: TimeInterval) -> Bool {
    let clock = session.path + ".clock"
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, process.isRunning {
      if FileManager.default.fileExists(atPath: clock) { return true }
      usleep(50_000)
    }
    return false
  }

  /// Shows `lines` over the window (none: clears them). A playground that has gone is
  /// left alone.
  func report(_ lines: [String]) {
    let text = lines.filter { !$0.isEmpty }.map { $0 + "\n" }.joined() + "\n"
    try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// Removes the session files this build wrote.
  func removeFiles() {
    try? FileManager.default.removeItem(at: session)
    try? FileManager.default.removeItem(atPath: session.path + ".clock")
  }
}
