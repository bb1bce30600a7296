import Foundation
import SeguePlayground

/// One `swift build --product P` of the watched package, its output kept in a file (no pipe
/// to fill up and stall the build) and read once it ends. A build that runs past `timeout`
/// is stopped and counts as failed.
struct PackageBuild {
  let succeeded: Bool
  /// The compiler's errors, `path:line:column: error: message`, paths relative to the
  /// package, each once; or the output's last lines when it names no error.
  let errors: [String]

  static let tailLines = 12

  /// Builds, the output going to `log` (emptied first).
  init(
    package: URL, product: String, timeout: TimeInterval, log: URL, children: WatchChildren
  ) throws {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", package.path, "--product", product]
    let output = try FileHandle(forWritingTo: log)
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try children.run(process, endedBy: SIGINT)
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        children.stop(process)
        break
      }
      usleep(100_000)
    }
    process.waitUntilExit()
    children.forget(process)
    try? output.close()
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    succeeded = !timedOut && process.terminationStatus == 0
    if timedOut {
      errors = ["the build ran past \(Int(timeout)) s (--build-timeout) and was stopped"]
    } else {
      errors = succeeded ? [] : Self.errors(in: text, package: package)
    }
  }

  static func errors(in output: String, package: URL) -> [String] {
    let prefix = package.standardizedFileURL.path + "/"
    var seen = Set<String>()
    var errors: [String] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      let relative =
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
      if seen.insert(relative).inserted { errors.append(relative) }
    }
    guard errors.isEmpty else { return errors }
    return output.split(separator: "\n").suffix(tailLines).map(String.init)
  }
}
