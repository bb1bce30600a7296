import Foundation

/// Paths and processes shared by the tests that run the `segue` executable.
enum TestSupport {
  /// The folder `swift test` built into: the test binary sits beside `segue`.
  static let productsDirectory: URL = {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = binary.deletingLastPathComponent()
    // On Linux the test binary is `SeguePackageTests.xctest` in the products folder.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("segue").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  static var segueExecutable: URL { productsDirectory.appendingPathComponent("segue") }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes a shell script `text` to `url`, executable. `install` writes it, in a process
  /// of its own: a file this multithreaded test process had open for writing could be
  /// inherited by a child another test is starting at that moment, and executing it would then
  /// fail with ETXTBSY ("text file busy"), as the stand-in browser of `ChromiumHangTests` once
  /// did under load.
  static func writeScript(_ text: String, to url: URL) throws {
    let source = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    try Data(text.utf8).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let install = Process()
    install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
    install.arguments = ["-m", "755", source.path, url.path]
    try install.run()
    install.waitUntilExit()
    guard install.terminationReason == .exit, install.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// Runs `executable` with `arguments` and extra environment variables; after `timeout`
  /// seconds it is killed (SIGKILL: children of Foundation's Process may inherit a blocked
  /// SIGTERM) and the result has status -9. Awaits the exit without holding a thread, so the
  /// suites that wait on processes let the others run.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    timeout: TimeInterval = 60
  ) async throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let err = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try await awaitExit(of: process, timeout: timeout)
    return Result(
      status: process.terminationReason == .uncaughtSignal
        ? -process.terminationStatus : process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
  }

  /// Starts `process` and returns once it has exited, killing it (and every process it
  /// started) after `timeout` seconds.
  private static func awaitExit(of process: Process, timeout: TimeInterval) async throws {
    var watchdog: Task<Void, Never>?
    try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, Error>) in
      process.terminationHandler = { _ in exited.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        exited.resume(throwing: error)
        return
      }
      // Read at once (gone already, it needs no killing): after the timeout its id may
      // be another process's.
      let root = ProcessTree.member(process.processIdentifier)
      watchdog = Task.detached {
        try? await Task.sleep(for: .seconds(timeout))
        if !Task.isCancelled, let root { ProcessTree.kill(root) }
      }
    }
    watchdog?.cancel()
  }

  /// Finds a program on PATH, as a shell would.
  static func which(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
