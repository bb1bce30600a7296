import Foundation
import SegueSDL

/// A private X server (Xvfb) with the `segue` playground in it, driven by xdotool and
/// captured with ImageMagick's `import`: the real window, real X events, real pixels.
final class XvfbSession {
  static let tools = ["Xvfb", "xdotool", "import"]
  static var toolsAvailable: Bool { tools.allSatisfy { TestSupport.which($0) != nil } }

  let display: String
  private let number: Int
  private let server: Process
  private var app: Process?
  private(set) var windowID = ""

  /// One session at a time in this process: a window test measures real timing (a fling's
  /// speed), which other windows rendering beside it would disturb.
  private static let turn = DispatchSemaphore(value: 1)

  init() throws {
    // Xvfb picks a free display number itself and writes it to standard output once it
    // accepts clients (-displayfd): two test processes starting servers at once cannot
    // pick the same number, as they could by looking for lock files first.
    Self.turn.wait()
    server = Process()
    server.executableURL = TestSupport.which("Xvfb")
    server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try server.run()
    let announced = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var announcement = ""
    DispatchQueue.global().async {
      announcement = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      announced.signal()
    }
    guard announced.wait(timeout: .now() + 10) == .success else {
      kill(server.processIdentifier, SIGKILL)
      Self.turn.signal()
      throw SessionError("Xvfb did not announce its display within 10 s")
    }
    guard let number = Int(announcement) else {
      kill(server.processIdentifier, SIGKILL)
      Self.turn.signal()
      throw SessionError("Xvfb did not start (it announced '\(announcement)')")
    }
    self.number = number
    display = ":\(number)"
  }

  deinit {
    // SIGKILL: a child of Foundation's Process may have SIGTERM blocked.
    if let app, app.isRunning { kill(app.processIdentifier, SIGKILL) }
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    // Killed, the server leaves its lock and socket behind.
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    Self.turn.signal()
  }

  /// Starts the playground on the software renderer (so its pixels match headless frames)
  /// and waits for its window to be mapped; what it prints goes to `standardOutput`.
  func launch(_ arguments: [String], standardOutput: FileHandle = .nullDevice) throws {
    let process = Process()
    process.executableURL = TestSupport.segueExecutable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging([
      "DISPLAY": display, "SDL_RENDER_DRIVER": "software",
    ]) { $1 }
    process.standardOutput = standardOutput
    try process.run()
    app = process
    let search = try xdotool(
      ["search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)"], timeout: 15)
    guard let id = search.split(separator: "\n").first else {
      throw SessionError("the playground's window did not appear")
    }
    windowID = String(id)
  }

  var appIsRunning: Bool { app?.isRunning ?? false }
  var appExitStatus: Int32? { app.flatMap { $0.isRunning ? nil : $0.terminationStatus } }

  /// Runs xdotool against this display; `timeout` seconds at most.
  @discardableResult
  func xdotool(_ arguments: [String], timeout: Int = 5) throws -> String {
    let result = try TestSupport.run(
      TestSupport.which("xdotool")!, arguments, environment: ["DISPLAY": display],
      timeout: TimeInterval(timeout))
    guard result.status == 0 else {
      throw SessionError(
        "xdotool \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
    return result.standardOutput
  }

  /// Moves the pointer to `point` (window pixels) and clicks the left button.
  func click(x: Int, y: Int) throws {
    try xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
  }

  /// Presses at `from`, moves through `through` and releases at the last point (window
  /// pixels): a real drag, as X delivers it, `interval` seconds between moves.
  func drag(from: (Int, Int), through points: [(Int, Int)], interval: Double = 0.02) throws {
    var arguments = ["mousemove", "--window", windowID, "\(from.0)", "\(from.1)", "mousedown", "1"]
    for (x, y) in points {
      arguments += ["mousemove", "--window", windowID, "\(x)", "\(y)", "sleep", "\(interval)"]
    }
    try xdotool(arguments + ["mouseup", "1"])
  }

  /// Types Escape into the window (a real key press through XTEST) and waits for the app
  /// to exit.
  func quitWithEscape() throws {
    try xdotool(["windowfocus", "--sync", windowID])
    try xdotool(["key", "Escape"])
    try wait("the playground to quit on Escape") { !appIsRunning }
  }

  /// The window's pixels as X has them now.
  func capture() throws -> Bitmap {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-capture-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try TestSupport.run(
      TestSupport.which("import")!, ["-window", windowID, "png:\(url.path)"],
      environment: ["DISPLAY": display], timeout: 10)
    guard result.status == 0 else { throw SessionError("import failed: \(result.standardError)") }
    return try PNGFile.read(url)
  }

  /// Polls `condition` every 50 ms for up to `seconds`.
  func wait(_ what: String, seconds: Double = 5, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw SessionError("timed out after \(seconds) s waiting for \(what)")
  }

  struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
