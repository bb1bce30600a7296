import Foundation
import SegueSDL

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`: commands
/// in on fd 3, answers out on fd 4, each message JSON ended by a NUL): screenshots of a
/// page once it and its images have loaded, keys pressed in it, and screenshots at two
/// moments of a page that animates in real time (an animated PNG plays on the compositor's
/// clock). The pipes are FIFOs a shell maps onto fds 3
/// and 4. A browser that does not answer a command within `answerTimeout` is taken for hung:
/// it is killed with every process it started, and the command fails naming what hung.
final class ChromiumSession {
  private let process = Process()
  /// The browser as it started: what is killed, with what it started, when it hangs or
  /// outlives the session (nil if it was gone before it could be read).
  private var root: ProcessTree.Member?
  /// Seconds one command may wait for its answer (60 by default: Chromium starts slowly on
  /// a loaded machine, and a screenshot of a large page takes a few seconds).
  private let answerTimeout: TimeInterval
  private let folder: URL
  private let commands: FileHandle
  private let answers: FileHandle
  private var buffer = Data()
  private var nextID = 0
  private var session = ""

  /// Opens `url` in a `width`×`height` page, in the browser at `executable` (Debian's
  /// Chromium by default).
  init(
    url: URL, width: Int, height: Int, executable: URL? = Chromium.executable,
    answerTimeout: TimeInterval = 60
  ) throws {
    guard let chromium = executable else {
      throw ChromiumError("chromium is not installed")
    }
    self.answerTimeout = answerTimeout
    folder = try TestSupport.temporaryDirectory()
    let input = folder.appendingPathComponent("in").path
    let output = folder.appendingPathComponent("out").path
    // A browser gone (crashed, or killed as hung) leaves its command pipe with no reader:
    // writing to it must fail the command, not end the whole test run with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    guard mkfifo(input, 0o600) == 0, mkfifo(output, 0o600) == 0 else {
      throw ChromiumError("cannot make the DevTools pipes in \(folder.path)")
    }
    let flags =
      (Chromium.flags + [
        "--remote-debugging-pipe", "--window-size=\(width),\(height)",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      ]).map { "'\($0)'" }.joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "exec '\(chromium.path)' \(flags) 3<'\(input)' 4>'\(output)' 2>/dev/null",
    ]
    try process.run()
    root = ProcessTree.member(process.processIdentifier)
    // Each open waits for the shell to open the other end, in the same order.
    guard let commands = FileHandle(forWritingAtPath: input),
      let answers = FileHandle(forReadingAtPath: output)
    else {
      root.map(ProcessTree.kill)
      process.waitUntilExit()
      throw ChromiumError("cannot open the DevTools pipes")
    }
    self.commands = commands
    self.answers = answers
    let target = try send("Target.createTarget", ["url": url.absoluteString])
    guard let targetID = target["targetId"] as? String else {
      throw ChromiumError("no page was opened: \(target)")
    }
    let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
    guard let session = attached["sessionId"] as? String else {
      throw ChromiumError("cannot attach to the page: \(attached)")
    }
    self.session = session
    try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    try waitUntilLoaded(url)
  }

  /// Polls until the page at `url` (not the blank page a new tab starts with) and its images
  /// have loaded (30 s at most: Chromium starts slowly on a loaded machine).
  private func waitUntilLoaded(_ url: URL) throws {
    let path = url.path.replacingOccurrences(of: "'", with: "\\'")
    for _ in 0..<600 {
      let loaded = try evaluate(
        "document.readyState === 'complete' && decodeURIComponent(location.pathname) === '\(path)'")
      if loaded as? Bool == true { return }
      usleep(50_000)
    }
    throw ChromiumError("the page did not load in 30 s")
  }

  /// Asks the browser to quit, and kills what is left of it after 5 s.
  deinit {
    // Read before it quits: its children are handed to init when it exits.
    let tree = root.map(ProcessTree.tree(of:)) ?? []
    process.terminate()
    for _ in 0..<100 where process.isRunning { usleep(50_000) }
    for member in tree where ProcessTree.isAlive(member) { kill(member.pid, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Sends a command (to the page once attached) and returns its result.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if !session.isEmpty { message["sessionId"] = session }
    do {
      try commands.write(
        contentsOf: try JSONSerialization.data(withJSONObject: message) + Data([0]))
    } catch {
      throw ChromiumError("chromium closed its DevTools pipe before \(method): \(error)")
    }
    let deadline = Date(timeIntervalSinceNow: answerTimeout)
    while true {
      let answer = try readMessage(answering: method, by: deadline)
      guard answer["id"] as? Int == nextID else { continue }
      if let error = answer["error"] { throw ChromiumError("\(method) failed: \(error)") }
      return answer["result"] as? [String: Any] ?? [:]
    }
  }

  /// Runs `expression` in the page and returns its value.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Presses a key as a keyboard does (`key` is the DOM key value: "j", "2", "ArrowDown").
  func press(_ key: String) throws {
    for type in ["keyDown", "keyUp"] {
      try send(
        "Input.dispatchKeyEvent",
        ["type": type, "key": key, "text": type == "keyDown" && key.count == 1 ? key : ""])
    }
  }

  /// The page at `url` with `fragment` (its view, for a report) as `width`×`height` pixels,
  /// once it and its images have loaded, in a session of its own. Unlike the one-shot
  /// `--screenshot`, which under load could shoot before the page's images were painted (a
  /// half-drawn filmstrip), `Page.captureScreenshot` paints a whole frame.
  static func screenshot(of url: URL, fragment: String, width: Int, height: Int) throws
    -> Bitmap
  {
    guard let page = URL(string: url.absoluteString + "#" + fragment) else {
      throw ChromiumError("\(url.absoluteString)#\(fragment) is not a URL")
    }
    return try ChromiumSession(url: page, width: width, height: height).screenshot()
  }

  /// The page as it is now.
  func screenshot() throws -> Bitmap {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw ChromiumError("no screenshot: \(result)")
    }
    return try PNGFile.decode(data)
  }

  /// The next message, waiting for it until `deadline` at most: past it, the browser is
  /// killed and the command `method` fails as hung.
  private func readMessage(answering method: String, by deadline: Date) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
      }
      var pipe = pollfd(fd: answers.fileDescriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(max(0, (deadline.timeIntervalSinceNow * 1000).rounded(.up)))
      let ready = poll(&pipe, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready >= 0 else { throw ChromiumError("cannot wait for chromium: errno \(errno)") }
      guard ready > 0 else {
        root.map(ProcessTree.kill)
        process.waitUntilExit()
        throw ChromiumError(
          "chromium did not answer \(method) within \(String(format: "%g", answerTimeout)) s: "
            + "the browser hung and was killed")
      }
      let more = answers.availableData
      guard !more.isEmpty else { throw ChromiumError("chromium closed the DevTools pipe") }
      buffer += more
    }
  }
}
