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

  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// Runs `executable` to completion with `arguments` and extra environment variables.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
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
