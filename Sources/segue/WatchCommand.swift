import ArgumentParser
import Foundation
import SeguePlayground
import SegueSDL

/// `segue watch [PATH]`: hot reload for a package `segue init` made (any package with a
/// `Playground.run` executable). It builds the playground and opens it, then polls the
/// package's sources (`SourceSnapshot`); after an edit it builds again while the window
/// runs. A good build opens a new window that replays the session so far (every input
/// event, recorded as it happened: `SessionResume`) and goes on at the same scene and
/// moment; once that window is up the old one closes. A failed build leaves the old window
/// running with the errors over it (`BuildErrorOverlay`) and printed here, until a build
/// succeeds. Closing the window ends the watch; Ctrl-C or SIGTERM ends it and its children.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Rebuild your package's playground on every edit and reopen it where it was.",
    discussion: """
      Run in a package made by `segue init`: segue watch, or segue watch -- --scene card \
      --size 240x480 to give the playground its flags. Edits to Sources and Package.swift are \
      noticed within a second. The new window replays your input so far; a build that \
      fails shows its errors over the running window.
      """)

  @Argument(help: "The package folder (default: the current folder).")
  var path: String = "."

  @Option(help: "The playground executable (default: the package's only executable product).")
  var product: String?

  @Option(help: "Seconds a build may take before it is stopped and counts as failed.")
  var buildTimeout: Int = 600

  @Argument(
    parsing: .postTerminator,
    help: "After --: the playground's flags (see segue playground --help).")
  var playgroundArguments: [String] = []

  /// Seconds between two looks at the sources.
  static let pollInterval: TimeInterval = 0.5
  /// Seconds a new build's window may take to replay the session and open.
  static let showTimeout: TimeInterval = 120

  private var package: URL { URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL }

  func validate() throws {
    guard
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
    else {
      throw ValidationError(
        "'\(path)' is not a Swift package (no Package.swift); run segue init first")
    }
    guard buildTimeout > 0 else { throw ValidationError("--build-timeout must be positive") }
    for flag in ["--record", "--resume", "--watched"] where playgroundArguments.contains(flag) {
      throw ValidationError("\(flag) is the watcher's own playground flag; leave it out")
    }
  }

  func run() throws {
    signal(SIGPIPE, SIG_IGN)
    let product = try self.product ?? Self.onlyExecutable(in: package)
    let binPath = try Self.output(of: ["build", "--package-path", package.path, "--show-bin-path"])
    let executable = URL(fileURLWithPath: binPath).appendingPathComponent(product)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-watch-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let children = WatchChildren()
    SignalExit.install([SIGHUP, SIGINT, SIGTERM]) {
      children.terminateAll()
      try? FileManager.default.removeItem(at: folder)
    }

    var current: WatchedPlayground?
    var generation = 0
    var sources = SourceSnapshot(package: package)
    while true {
      Self.say("building \(product)…")
      let build: PackageBuild
      do {
        build = try PackageBuild(
          package: package, product: product, timeout: TimeInterval(buildTimeout),
          log: folder.appendingPathComponent("build.log"), children: children)
      } catch {
        throw RunFailure(description: "cannot run swift build: \(error)")
      }
      // The window closed during the build: the watch is over.
      if try Self.hasEnded(current, children: children) { return }
      if build.succeeded {
        generation += 1
        let next: WatchedPlayground
        do {
          next = try WatchedPlayground(
            executable: executable, arguments: playgroundArguments,
            session: folder.appendingPathComponent("session-\(generation).json"),
            resuming: current?.session, children: children)
        } catch {
          throw RunFailure(description: "cannot start \(executable.path): \(error)")
        }
        if next.waitUntilShown(timeout: Self.showTimeout) {
          if let old = current {
            children.stop(old.process)
            old.removeFiles()
          }
          current = next
          Self.say(generation == 1 ? "the playground is open" : "reloaded")
        } else {
          children.stop(next.process)
          next.removeFiles()
          let problem =
            "the new build's playground did not open (exit status \(next.process.terminationStatus))"
          Self.say(problem + (current == nil ? "" : "; the last build runs on"))
          current?.report([problem])
        }
      } else {
        Self.say("the build failed:\n" + build.errors.joined(separator: "\n"))
        if let current {
          current.report(build.errors)
        } else {
          Self.say("fix the errors and save: the playground opens after a good build")
        }
      }
      // Waits for an edit, quiet for one interval; the window closing ends the watch.
      while true {
        Thread.sleep(forTimeInterval: Self.pollInterval)
        if try Self.hasEnded(current, children: children) { return }
        let now = SourceSnapshot(package: package)
        if now != sources {
          sources = now
          Thread.sleep(forTimeInterval: Self.pollInterval)
          let settled = SourceSnapshot(package: package)
          if settled == sources { break }
          sources = settled
        }
      }
    }
  }

  /// True once `playground`, the current window, has closed by itself; throws if it failed.
  private static func hasEnded(_ playground: WatchedPlayground?, children: WatchChildren) throws
    -> Bool
  {
    guard let playground, !playground.process.isRunning else { return false }
    children.forget(playground.process)
    let status = playground.process.terminationStatus
    guard status == 0 else {
      throw RunFailure(description: "the playground ended with exit status \(status)")
    }
    return true
  }

  private static func say(_ text: String) {
    FileHandle.standardError.write(Data("segue watch: \(text)\n".utf8))
  }

  /// The name of the package's one executable product.
  private static func onlyExecutable(in package: URL) throws -> String {
    let json = try output(of: [
      "package", "--package-path", package.path, "describe", "--type", "json",
    ])
    let described = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let products = described?["products"] as? [[String: Any]] ?? []
    let executables = products.compactMap { product -> String? in
      guard let type = product["type"] as? [String: Any], type.keys.contains("executable")
      else { return nil }
      return product["name"] as? String
    }
    guard executables.count == 1 else {
      throw RunFailure(
        description: executables.isEmpty
          ? "\(package.path) has no executable product to run; add a Playground.run executable"
          : "\(package.path) has several executables (\(executables.joined(separator: ", "))); "
            + "name one with --product")
    }
    return executables[0]
  }

  /// What `swift ARGUMENTS` prints, trimmed; a failure names the command and its error.
  private static func output(of arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RunFailure(
        description: "swift \(arguments.joined(separator: " ")) failed: "
          + String(decoding: message, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
