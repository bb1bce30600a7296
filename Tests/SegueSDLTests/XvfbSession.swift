import Foundation
import SegueSDL

/// A private X server (Xvfb) with the `segue` playground in it, driven by xdotool and
/// captured with ImageMagick's `import`: the real window, real X events, real pixels.
///
/// The playground writes its window log (`SEGUE_WINDOW_LOG`): a line per key it handles
/// and per time it goes idle. `settle()` types a key the playground leaves alone after the
/// input sent so far and waits for that key's line followed by an idle line: X delivers
/// the window's events in order, so by then the input has been handled, what it started
/// has finished (or sits paused), and the frame showing it has been presented. Nothing
/// waits on the wall clock for a window to look settled. Every wait awaits, holding no
/// thread, so sessions in other suites and the headless tests run meanwhile; each session
/// has its own server.
final class XvfbSession {
  static let tools = ["Xvfb", "xdotool", "import"]
  static var toolsAvailable: Bool { tools.allSatisfy { TestSupport.which($0) != nil } }
  /// The key `settle()` types: bound to nothing in the playground.
  static let settleKey = "F12"

  let display: String
  private let number: Int
  private let server: Process
  private let folder: URL
  private var app: Process?
  private(set) var windowID = ""

  /// `screen` is the X screen's size in pixels: larger for a window at `--window-scale 2`.
  init(screen: (width: Int, height: Int) = (1280, 1024)) async throws {
    folder = try TestSupport.temporaryDirectory()
    // Xvfb picks a free display number itself and writes it once it accepts clients
    // (-displayfd): two servers starting at once cannot pick the same number, as they
    // could by looking for lock files first.
    let announcement = folder.appendingPathComponent("display")
    _ = FileManager.default.createFile(atPath: announcement.path, contents: nil)
    server = Process()
    server.executableURL = TestSupport.which("Xvfb")
    server.arguments = [
      "-displayfd", "1", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp",
    ]
    server.standardOutput = try FileHandle(forWritingTo: announcement)
    server.standardError = FileHandle.nullDevice
    try server.run()
    var text = ""
    do {
      // 30 s: a machine busy building (load 10 and more on 2 cores) was seen to need over 10.
      try await Self.poll("Xvfb to announce its display", seconds: 30) {
        text = try String(contentsOf: announcement, encoding: .utf8)
        return text.hasSuffix("\n")
      }
    } catch {
      kill(server.processIdentifier, SIGKILL)
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(server.processIdentifier, SIGKILL)
      try? FileManager.default.removeItem(at: folder)
      throw SessionError("Xvfb did not start (it announced '\(text)')")
    }
    self.number = number
    display = ":\(number)"
  }

  deinit {
    // SIGKILL: a child of Foundation's Process may have SIGTERM blocked.
    if let app, app.isRunning { kill(app.processIdentifier, SIGKILL) }
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    // Killed, the server leaves its lock and socket behind. Another server may already have
    // taken the number over (a lock whose process is gone is free): then they are its own.
    let lock = "/tmp/.X\(number)-lock"
    let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if owner == "\(server.processIdentifier)" {
      try? FileManager.default.removeItem(atPath: lock)
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
    try? FileManager.default.removeItem(at: folder)
  }

  private var windowLog: URL { folder.appendingPathComponent("window.log") }

  /// Starts the playground on the software renderer (so its pixels match headless frames),
  /// presenting straight to X (SDL would otherwise upload each frame through an OpenGL
  /// texture, Mesa's llvmpipe under Xvfb, for the same pixels at several times the CPU), and
  /// waits for its first frame to be presented; what it prints goes to `standardOutput`.
  /// The window is looked for only then: while SDL sets up, it may replace the window it
  /// first made.
  /// `environment` goes over the defaults (SDL's software renderer presenting straight to X).
  /// `executable` is `segue` unless another playground is named (a `Playground.run` of your
  /// own). `seconds` bound the wait for the first frame (`segue watch` builds first). The
  /// window is the process's own, or the one whose title matches `windowName` (a
  /// playground that `segue watch` started; see `findWindow(named:)`).
  func launch(
    _ arguments: [String], environment: [String: String] = [:],
    standardOutput: FileHandle = .nullDevice, standardError: FileHandle? = nil,
    executable: URL = TestSupport.segueExecutable, seconds: Double = 15,
    windowName: String? = nil
  ) async throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      [
        "DISPLAY": display, "SDL_RENDER_DRIVER": "software", "SDL_FRAMEBUFFER_ACCELERATION": "0",
        "SEGUE_WINDOW_LOG": windowLog.path,
      ].merging(environment) { $1 }
    ) { $1 }
    process.standardOutput = standardOutput
    if let standardError { process.standardError = standardError }
    try process.run()
    app = process
    try await wait("the playground's first frame", seconds: seconds) {
      try self.logLines().contains { $0.hasPrefix("idle ") }
    }
    try await findWindow(
      windowName.map { ["--name", $0] } ?? ["--pid", "\(process.processIdentifier)"])
  }

  /// Takes the one visible window whose title matches `pattern` (xdotool's `--name`, a
  /// regular expression over the title's bytes: keep it ASCII, "^Segue.*card$") for the
  /// session's window, once the others have gone: `segue watch` opens the new window, then
  /// closes the old one.
  func findWindow(named pattern: String, seconds: Double = 15) async throws {
    var found: [Substring] = []
    try await wait("a single window named \(pattern)", seconds: seconds) {
      // xdotool fails when it finds none.
      let output = try? await self.xdotool(["search", "--onlyvisible", "--name", pattern])
      found = (output ?? "").split(separator: "\n")
      return found.count == 1
    }
    windowID = String(found[0])
  }

  private func findWindow(_ search: [String]) async throws {
    let output = try await xdotool(["search", "--sync", "--onlyvisible"] + search, timeout: 15)
    guard let id = output.split(separator: "\n").first else {
      throw SessionError("the playground's window did not appear")
    }
    windowID = String(id)
  }

  var appIsRunning: Bool { app?.isRunning ?? false }
  var appExitStatus: Int32? { app.flatMap { $0.isRunning ? nil : $0.terminationStatus } }

  /// Runs xdotool against this display; `timeout` seconds at most.
  @discardableResult
  func xdotool(_ arguments: [String], timeout: Int = 5) async throws -> String {
    let result = try await TestSupport.run(
      TestSupport.which("xdotool")!, arguments, environment: ["DISPLAY": display],
      timeout: TimeInterval(timeout))
    guard result.status == 0 else {
      throw SessionError(
        "xdotool \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
    return result.standardOutput
  }

  /// Moves the pointer to `point` (window pixels) and clicks the left button.
  func click(x: Int, y: Int) async throws {
    try await xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
  }

  /// Presses at `from`, moves through `through` and releases at the last point (window
  /// pixels): a real drag, as X delivers it, `interval` seconds between moves.
  func drag(from: (Int, Int), through points: [(Int, Int)], interval: Double = 0.02) async throws {
    var arguments = ["mousemove", "--window", windowID, "\(from.0)", "\(from.1)", "mousedown", "1"]
    for (x, y) in points {
      arguments += ["mousemove", "--window", windowID, "\(x)", "\(y)", "sleep", "\(interval)"]
    }
    try await timedGesture(arguments + ["mouseup", "1"])
  }

  /// Runs xdotool for a gesture whose speed counts (a drag, a fling): one at a time across
  /// all sessions, so the windows' gestures do not slow each other's moves.
  func timedGesture(_ arguments: [String]) async throws {
    await GestureTurn.shared.acquire()
    do {
      try await xdotool(arguments)
    } catch {
      await GestureTurn.shared.release()
      throw error
    }
    await GestureTurn.shared.release()
  }

  /// Types Escape into the window (a real key press through XTEST) and waits for the app
  /// to exit.
  func quitWithEscape() async throws {
    try await xdotool(["windowfocus", "--sync", windowID, "key", "Escape"])
    try await wait("the playground to quit on Escape") { !self.appIsRunning }
  }

  /// Sends `signalNumber` to the playground and waits for it to end.
  func signalApp(_ signalNumber: Int32) async throws {
    guard let app else { throw SessionError("no playground to signal") }
    kill(app.processIdentifier, signalNumber)
    try await wait("the playground to end on signal \(signalNumber)") { !self.appIsRunning }
  }

  /// Returns once the window has handled every input sent so far and gone idle: see the
  /// type's comment.
  func settle(seconds: Double = 10) async throws {
    // Only lines written after the key was sent count.
    let before = try logLines().count
    try await xdotool(["windowfocus", "--sync", windowID, "key", Self.settleKey])
    try await wait("the window to handle its input and go idle", seconds: seconds) {
      let lines = try self.logLines().dropFirst(before)
      guard let key = lines.firstIndex(of: "key \(Self.settleKey)") else { return false }
      return lines[(key + 1)...].contains { $0.hasPrefix("idle ") }
    }
  }

  /// The window's pixels once it has handled its input and gone idle.
  func settledCapture() async throws -> Bitmap {
    try await settle()
    return try await capture()
  }

  /// The window's pixels as X has them now.
  func capture() async throws -> Bitmap {
    let url = folder.appendingPathComponent("capture-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try await TestSupport.run(
      TestSupport.which("import")!, ["-window", windowID, "png:\(url.path)"],
      environment: ["DISPLAY": display], timeout: 10)
    guard result.status == 0 else { throw SessionError("import failed: \(result.standardError)") }
    return try PNGFile.read(url)
  }

  /// Polls `condition` every 10 ms for up to `seconds`.
  func wait(_ what: String, seconds: Double = 5, _ condition: () async throws -> Bool)
    async throws
  {
    try await Self.poll(what, seconds: seconds, condition)
  }

  private static func poll(
    _ what: String, seconds: Double, _ condition: () async throws -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      if try await condition() { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw SessionError("timed out after \(seconds) s waiting for \(what)")
  }

  private func logLines() throws -> [Substring] {
    guard FileManager.default.fileExists(atPath: windowLog.path) else { return [] }
    return try String(contentsOf: windowLog, encoding: .utf8).split(separator: "\n")
  }

  struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
