import Foundation
import Testing

/// `segue init` without building what it writes (`InitPackageTests` builds it): the files,
/// the dependency, and the command lines it refuses.
@Suite struct InitCommandTests {
  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  @Test func writesThePackageWithSegueFromTheGivenPlace() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Deck")
    let result = try await segue(
      "init", package.path, "--segue", "https://github.com/example/Segue.git")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("swift run DeckPlayground"))
    let files = try FileManager.default.subpathsOfDirectory(atPath: package.path)
      .filter { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: package.appendingPathComponent(path).path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      }
    #expect(
      Set(files) == [
        ".gitignore", "Package.swift", "README.md", "Sources/Deck/CardTransition.swift",
        "Sources/Deck/CardViewController.swift", "Sources/Deck/HomeViewController.swift",
        "Sources/Deck/SlideUpAnimator.swift", "Sources/Deck/SwipeDownInteraction.swift",
        "Sources/DeckPlayground/main.swift", "Tests/DeckTests/CardTransitionTests.swift",
        "Tests/DeckTests/__Snapshots__/README.md",
      ])
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(".package(url: \"https://github.com/example/Segue.git\", branch: \"main\")")
    )
    #expect(manifest.contains(".product(name: \"SeguePlayground\", package: \"Segue\")"))
    #expect(!manifest.contains("__NAME__") && !manifest.contains("__SEGUE"))
    let readme = try String(
      contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("swift run DeckPlayground"))
    #expect(readme.contains("swift test"))
    #expect(readme.contains("[Segue](https://github.com/example/Segue.git)"), "\(readme)")
  }

  /// With Segue from this checkout, the README names its path as code, not as a link that
  /// leads nowhere once the package is viewed elsewhere; its commands stand on lines of
  /// their own, and those `segue init` prints have their comments lined up, whatever the
  /// name's length.
  @Test(arguments: ["Deck", "CardsWithALongName"])
  func theReadmeAndTheOutputReadWellForAnyName(name: String) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await segue("init", folder.appendingPathComponent(name).path)
    #expect(result.status == 0, "\(result.standardError)")
    let readme = try String(
      contentsOf: folder.appendingPathComponent("\(name)/README.md"), encoding: .utf8)
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    #expect(readme.contains("Segue (the checkout at `\(checkout)`"), "\(readme)")
    #expect(!readme.contains("](/"), "\(readme)")
    #expect(readme.contains("\n    swift run \(name)Playground\n"), "\(readme)")
    #expect(readme.contains("\n    swift test\n"), "\(readme)")
    let comments = result.standardOutput.split(separator: "\n").compactMap { line in
      line.firstIndex(of: "#").map { line.distance(from: line.startIndex, to: $0) }
    }
    #expect(comments.count == 2 && Set(comments).count == 1, "\(result.standardOutput)")
  }

  /// The README's playground snippet is the `main.swift` that `segue init Cards` writes,
  /// line for line, comments aside: the class it names is the sample's.
  @Test func theReadmesPlaygroundIsTheOneInitWrites() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Cards")
    let result = try await segue("init", package.path)
    #expect(result.status == 0, "\(result.standardError)")
    let main = try String(
      contentsOf: package.appendingPathComponent("Sources/CardsPlayground/main.swift"),
      encoding: .utf8)
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Your own transition in the playground"))
    let start = try #require(
      readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    #expect(Self.code(readme[start.upperBound..<end.lowerBound]) == Self.code(main))
  }

  /// The lines of Swift that are not blank or comments.
  private static func code(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  @Test func aFolderThatIsNotEmptyIsRefusedByName() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Deck")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: package.appendingPathComponent("notes.txt"))
    let result = try await segue("init", package.path)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("the folder '\(package.path)' is not empty"),
      "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.path) == ["notes.txt"])
  }

  @Test(arguments: [
    ("9lives", "'9lives' cannot name a Swift module"),
    ("my-app", "'my-app' cannot name a Swift module"),
    ("SegueTesting", "'SegueTesting' is the name of one of Segue's modules"),
  ])
  func aNameThatCannotNameAModuleIsRefused(name: String, message: String) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await segue("init", folder.appendingPathComponent(name).path)
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// An empty name would be the current folder's, silently.
  @Test func anEmptyNameIsAUsageError() async throws {
    let result = try await segue("init", "")
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("the package's folder name is empty"),
      "\(result.standardError)")
  }

  /// /proc takes no new folder. Root passes the check of its permissions, and the failure
  /// names the package's folder, where it could not be made and why; anyone else is told
  /// that /proc is not writable.
  @Test func aFolderThatCannotBeMadeIsNamedWithWhereAndWhy() async throws {
    let result = try await segue("init", "/proc/Deck")
    if getuid() == 0 {
      #expect(result.status == 1)
      #expect(
        result.standardError.contains(
          "cannot create the package folder /proc/Deck: cannot make a folder in /proc: "),
        "\(result.standardError)")
    } else {
      #expect(result.status == 2)
      #expect(
        result.standardError.contains("folder '/proc' is not writable"), "\(result.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/proc/Deck"))
  }

  @Test func aSeguePathThatIsNoCheckoutIsRefused() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await segue(
      "init", folder.appendingPathComponent("Deck").path, "--segue", folder.path)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("--segue '\(folder.path)' is not a Segue checkout"),
      "\(result.standardError)")
  }
}
