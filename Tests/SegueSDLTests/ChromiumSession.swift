import Foundation
import SegueSDL

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`: commands
/// in on fd 3, answers out on fd 4, each message JSON ended by a NUL), for what a one-shot
/// `--screenshot` cannot do: keys pressed in the page, and screenshots at two moments of a
/// page that animates in real time (an animated PNG plays on the compositor's clock, which
/// `--virtual-time-budget` does not advance). The pipes are FIFOs a shell maps onto fds 3
/// and 4.
final class ChromiumSession {
  private let process = Process()
  private let folder: URL
  private let commands: FileHandle
  private let answers: FileHandle
  private var buffer = Data()
  private var nextID = 0
  private var session = ""

  /// Opens `url` in a `width`×`height` page.
  init(url: URL, width: Int, height: Int) throws {
    guard let chromium = Chromium.executable else {
      throw ChromiumError("chromium is not installed")
    }
    folder = try TestSupport.temporaryDirectory()
    let input = folder.appendingPathComponent("in").path
    let output = folder.appendingPathComponent("out").path
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
    // Each open waits for the shell to open the other end, in the same order.
    guard let commands = FileHandle(forWritingAtPath: input),
      let answers = FileHandle(forReadingAtPath: output)
    else { throw ChromiumError("cannot open the DevTools pipes") }
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

  deinit {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Sends a command (to the page once attached) and returns its result.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if !session.isEmpty { message["sessionId"] = session }
    commands.write(try JSONSerialization.data(withJSONObject: message) + Data([0]))
    while true {
      let answer = try readMessage()
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

  /// The page as it is now.
  func screenshot() throws -> Bitmap {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw ChromiumError("no screenshot: \(result)")
    }
    return try PNGFile.decode(data)
  }

  private func readMessage() throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
      }
      let more = answers.availableData
      guard !more.isEmpty else { throw ChromiumError("chromium closed the DevTools pipe") }
      buffer += more
    }
  }
}
