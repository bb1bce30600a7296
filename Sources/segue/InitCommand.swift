import ArgumentParser
import Foundation
import SeguePlayground

/// `segue init NAME`: a new package with your own transition in it, a playground to open it
/// in and a screenshot test, that builds and runs with the two commands its README gives.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Create a package with a sample transition, its playground and its test.",
    discussion: """
      NAME is the new folder; its last component names the package and its modules \
      (NAME, NAMEPlayground, NAMETests). Then: cd NAME; swift run NAMEPlayground; swift test.
      """)

  @Argument(help: "The folder to create (it must not exist yet, or be empty).")
  var name: String

  @Option(
    help: ArgumentHelp(
      "Where the package gets Segue: a path to a checkout or a git URL (default: the checkout this segue was built from).",
      valueName: "path|url"))
  var segue: String?

  /// Segue's own modules: a package module of the same name would clash with them.
  private static let reserved = [
    "Segue", "SegueSDL", "SeguePlayground", "SeguePlaygroundCore", "SegueDemos", "SegueTesting",
    "SnapshotTesting", "ArgumentParser",
  ]

  private var packageName: String { URL(fileURLWithPath: name).lastPathComponent }

  func validate() throws {
    // An empty path is the current folder to URL, whose name would silently name the package.
    guard !name.isEmpty else {
      throw ValidationError(
        "the package's folder name is empty; name a new folder, as in: segue init Cards")
    }
    let identifier = packageName.unicodeScalars
    guard let first = identifier.first, first == "_" || CharacterSet.letters.contains(first),
      identifier.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }),
      packageName.allSatisfy(\.isASCII)
    else {
      throw ValidationError(
        "'\(packageName)' cannot name a Swift module; use ASCII letters, digits and _, "
          + "starting with a letter")
    }
    guard !Self.reserved.contains(packageName) else {
      throw ValidationError("'\(packageName)' is the name of one of Segue's modules; pick another")
    }
    try OutputFolder.validate(name, option: "the folder")
    if case .path(let path) = segue.map(SegueLocation.init) {
      guard FileManager.default.fileExists(atPath: path + "/Package.swift") else {
        throw ValidationError("--segue '\(path)' is not a Segue checkout (no Package.swift)")
      }
    }
  }

  func run() throws {
    let template = ClientTemplate(
      name: packageName, segue: segue.map(SegueLocation.init) ?? .buildCheckout)
    let folder = URL(fileURLWithPath: name, isDirectory: true)
    do {
      try OutputFolder.write(to: folder) { try template.write(into: $0) }
    } catch {
      throw RunFailure(description: "cannot create the package folder \(name): \(error)")
    }
    let commands = [
      ("swift run \(packageName)Playground", "open the playground"),
      ("swift test", "run the tests (the first run records the references)"),
    ]
    // The comments line up whatever the name's length.
    let width = commands.map(\.0.count).max() ?? 0
    print("Created \(name): a card transition with a drag to dismiss, its playground and its test.")
    print("  cd \(name)")
    for (command, comment) in commands {
      print(
        "  " + command.padding(toLength: width, withPad: " ", startingAt: 0) + "   # " + comment)
    }
  }
}
