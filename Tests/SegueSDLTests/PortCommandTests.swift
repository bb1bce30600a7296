import Foundation
import Testing

/// `segue port` as a user runs it: in place, into `--out`, on bad input, and the ported code
/// compiling against Segue.
@Suite struct PortCommandTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SeguePortTests/Fixtures")

  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  private func fixture(_ name: String) throws -> String {
    try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// A folder of iOS sources, the fixtures' "before" halves under `Cards/`.
  private func sources(_ names: [String]) throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    let cards = folder.appendingPathComponent("Cards")
    try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
    for name in names {
      try Data(try fixture("\(name).before").utf8)
        .write(to: cards.appendingPathComponent("\(name).swift"))
    }
    return folder
  }

  @Test func portsInPlaceAndASecondRunChangesNothing() async throws {
    let folder = try sources(["PanToDismiss", "Controls"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let cards = folder.appendingPathComponent("Cards")
    let first = try await segue("port", cards.path)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(
      first.standardOutput.contains("\(cards.path)/Controls.swift:12: addTarget(_:action:for:)"))
    for name in ["PanToDismiss", "Controls"] {
      #expect(try read(cards.appendingPathComponent("\(name).swift")) == fixture("\(name).after"))
    }
    let second = try await segue("port", cards.path)
    #expect(second.status == 0)
    #expect(second.standardOutput.hasPrefix("nothing to change"), "\(second.standardOutput)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: cards.path).sorted()
        == ["Controls.swift", "PanToDismiss.swift"])
  }

  @Test func outWritesCopiesAtTheSameRelativePathsAndLeavesTheInputs() async throws {
    let folder = try sources(["BarItemsAndNotifications"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("Cards/BarItemsAndNotifications.swift")
    let out = folder.appendingPathComponent("ported")
    let result = try await segue("port", folder.path, "--out", out.path)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try read(input) == fixture("BarItemsAndNotifications.before"))
    #expect(
      try read(out.appendingPathComponent("Cards/BarItemsAndNotifications.swift"))
        == fixture("BarItemsAndNotifications.after"))

    let again = try await segue("port", folder.path, "--out", out.path)
    #expect(again.status == 2)
    #expect(
      again.standardError.contains("--out '\(out.path)' is not empty"), "\(again.standardError)")
  }

  @Test func anUnparseableFileIsNamedByLineAndNothingIsWritten() async throws {
    let folder = try sources(["PanToDismiss", "Broken"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let cards = folder.appendingPathComponent("Cards")
    let out = folder.appendingPathComponent("ported")
    for arguments in [["port", cards.path], ["port", cards.path, "--out", out.path]] {
      let result = try await TestSupport.run(TestSupport.segueExecutable, arguments)
      #expect(result.status == 1)
      #expect(
        result.standardError.contains("\(cards.path)/Broken.swift:4: "), "\(result.standardError)")
      #expect(result.standardError.contains("nothing written"))
      #expect(
        try read(cards.appendingPathComponent("PanToDismiss.swift"))
          == fixture("PanToDismiss.before"))
      #expect(try read(cards.appendingPathComponent("Broken.swift")) == fixture("Broken.before"))
      #expect(!FileManager.default.fileExists(atPath: out.path))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Cards"])
    }
  }

  @Test func aMissingPathIsAUsageErrorNamingIt() async throws {
    let result = try await segue("port", "/no/such/Card.swift")
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("'/no/such/Card.swift' does not exist"),
      "\(result.standardError)")
  }

  /// The ported fixtures type-check against the Segue just built, in Swift 5 mode as the
  /// samples are written and in Swift 6 mode. RecognizerSubclass's edge recognizer sets no
  /// stored property before `super.init`: Swift 6.3 does not flag a designated initializer
  /// calling the superclass's convenience one once a `let` of its own is set first.
  @Test(arguments: ["5", "6"])
  func portedCodeCompilesAgainstSegue(languageMode: String) async throws {
    let swiftc = try #require(TestSupport.which("swiftc"))
    let names = ["PanToDismiss", "Controls", "SheetTransitions", "RecognizerSubclass"]
    let folder = try sources(names)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cards = folder.appendingPathComponent("Cards")
    #expect(try await segue("port", cards.path).status == 0)
    let modules = TestSupport.productsDirectory.appendingPathComponent("Modules").path
    let result = try await TestSupport.run(
      swiftc,
      ["-typecheck", "-swift-version", languageMode, "-I", modules]
        + names.map { cards.appendingPathComponent("\($0).swift").path },
      timeout: 120)
    #expect(result.status == 0, "\(result.standardError)")
  }
}
