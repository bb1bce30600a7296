import Foundation
import Testing

/// A browser that hangs fails the report's Chromium tests in bounded time, naming what it
/// did not do, and is killed with what it started: a stand-in "browser" (a shell script
/// that starts a child and then never answers) takes Chromium's place.
@Suite struct ChromiumHangTests {
  @Test func aSessionWhoseBrowserNeverAnswersFailsNamingTheCommand() throws {
    let hung = try HungBrowser()
    defer { hung.remove() }
    let started = Date()
    do {
      _ = try ChromiumSession(
        url: URL(fileURLWithPath: "/nonexistent.html"), width: 100, height: 100,
        executable: hung.script, answerTimeout: 3)
      Issue.record("a session opened on a browser that never answers")
    } catch {
      #expect(
        "\(error)"
          == "chromium did not answer Target.createTarget within 3 s: the browser hung and was killed"
      )
    }
    #expect(Date().timeIntervalSince(started) < 30)
    try hung.expectNothingLeft()
  }
}

/// A script that writes its own process id and its child's, then waits forever holding
/// whatever it was given (the DevTools pipes) open.
private struct HungBrowser {
  let folder: URL
  var script: URL { folder.appendingPathComponent("browser") }
  var pids: URL { folder.appendingPathComponent("pids") }

  init() throws {
    folder = try TestSupport.temporaryDirectory()
    try TestSupport.writeScript(
      """
      #!/bin/sh
      sleep 600 &
      echo $$ $! > '\(pids.path).new' && mv '\(pids.path).new' '\(pids.path)'
      wait
      """, to: script)
  }

  /// Neither the browser nor its child is running (each had 5 s to be reaped).
  func expectNothingLeft() throws {
    let text = try String(contentsOf: pids, encoding: .utf8)
    let processes = text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    #expect(processes.count == 2, "\(text)")
    for process in processes {
      for _ in 0..<100 where ProcessTree.isAlive(process) { usleep(50_000) }
      #expect(!ProcessTree.isAlive(process), "process \(process) of the hung browser is left")
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
